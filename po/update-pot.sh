#!/usr/bin/env bash
# Regenerates the message template, po/lattice.pot, from the files po/POTFILES lists (docs/i18n.md):
#   - Swift sources, read by xgettext as C: messages are the first argument of tr(), the first two of trn()
#     (singular, plural), the second of trc() (its first is the context) and the argument of trNoop() (English
#     marked in a module without gettext, Catalog, which the window translates when it shows it); a comment
#     starting "TRANSLATORS:" just before the call goes to the translators;
#   - the desktop file's Name, GenericName, Comment and Keywords (xgettext's Desktop support);
#   - the metainfo's name, summary, description, captions and release notes (xgettext's ITS rules for
#     AppStream, shipped by appstream).
# References name the file only (no line numbers), so the template changes when messages change, not when code
# moves; a run that changes nothing but the creation date leaves the file as it was.
#
# The Gtk library's own messages (trGtk(), in the files po/gtk/POTFILES lists) go to a template of their own,
# po/gtk/lattice-gtk.pot: the library's catalogue, `lattice-gtk.mo`, installed beside the app's.
#
# Usage: po/update-pot.sh [OUTPUT [GTK_OUTPUT]]   (from anywhere; po/lattice.pot and po/gtk/lattice-gtk.pot)
# Then bring the translations up to date:
#   for po in po/*.po; do msgmerge --update --backup=none --no-wrap "$po" po/lattice.pot; done
#   for po in po/gtk/*.po; do msgmerge --update --backup=none --no-wrap "$po" po/gtk/lattice-gtk.pot; done
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
output=${1:-$root/po/lattice.pot}
case $output in /*) ;; *) output=$(pwd)/$output ;; esac
gtk_output=${2:-$root/po/gtk/lattice-gtk.pot}
case $gtk_output in /*) ;; *) gtk_output=$(pwd)/$gtk_output ;; esac
cd "$root"

version=$(sed -n "s/^ *version: *'\([^']*\)'.*/\1/p" meson.build | head -1)
files=$(grep -v '^#' po/POTFILES | grep -v '^[[:space:]]*$')
for file in $files; do [ -f "$file" ] || { echo "po/POTFILES lists $file, which does not exist" >&2; exit 1; }; done
swift=$(printf '%s\n' $files | grep '\.swift$' || true)
desktop=$(printf '%s\n' $files | grep '\.desktop\.in$' || true)
metainfo=$(printf '%s\n' $files | grep '\.metainfo\.xml\.in$' || true)

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
common="--from-code=UTF-8 --add-location=file --package-name=lattice --package-version=$version"
common="$common --msgid-bugs-address=https://github.com/lattice/lattice/issues"
# -k alone drops xgettext's default C keywords (gettext, _, N_ …): in Swift `_` is a wildcard, not a call.
# shellcheck disable=SC2086
xgettext $common --language=C -k --keyword=tr --keyword=trn:1,2 --keyword=trc:1c,2 --keyword=trNoop \
    --add-comments=TRANSLATORS: -o "$work/lattice.pot" $swift
# shellcheck disable=SC2086
[ -z "$desktop" ] || xgettext $common --join-existing --language=Desktop -k --keyword=Name --keyword=GenericName \
    --keyword=Comment --keyword=Keywords --add-comments=Translators: -o "$work/lattice.pot" $desktop
# shellcheck disable=SC2086
[ -z "$metainfo" ] || xgettext $common --join-existing -o "$work/lattice.pot" $metainfo

# The header's charset (xgettext leaves CHARSET in a template) and title.
sed -e 's/charset=CHARSET/charset=UTF-8/' \
    -e '1s/.*/# Lattice: the messages of its window, desktop file and metainfo, to translate (po\/update-pot.sh)./' \
    -e "2s/.*/# Copyright (C) Lattice developers/" \
    -e '3s/.*/# This file is distributed under the same license as the lattice package (MIT)./' \
    "$work/lattice.pot" > "$work/lattice.pot.new"

# The library's template, from its own files and keyword.
gtk_files=$(grep -v '^#' po/gtk/POTFILES | grep -v '^[[:space:]]*$')
for file in $gtk_files; do [ -f "$file" ] || { echo "po/gtk/POTFILES lists $file, which does not exist" >&2; exit 1; }; done
gtk_common="--from-code=UTF-8 --add-location=file --package-name=lattice-gtk --package-version=$version"
gtk_common="$gtk_common --msgid-bugs-address=https://github.com/lattice/lattice/issues"
# shellcheck disable=SC2086
xgettext $gtk_common --language=C -k --keyword=trGtk --add-comments=TRANSLATORS: -o "$work/lattice-gtk.pot" $gtk_files
sed -e 's/charset=CHARSET/charset=UTF-8/' \
    -e '1s/.*/# Lattice'"'"'s Gtk library: the messages of its dialogs and widgets, to translate (po\/update-pot.sh)./' \
    -e "2s/.*/# Copyright (C) Lattice developers/" \
    -e '3s/.*/# This file is distributed under the same license as the lattice package (MIT)./' \
    "$work/lattice-gtk.pot" > "$work/lattice-gtk.pot.new"

# Each template written only where more than its creation date would change.
for pair in "$work/lattice.pot.new:$output" "$work/lattice-gtk.pot.new:$gtk_output"; do
    made=${pair%%:*} target=${pair#*:}
    if [ -f "$target" ] && cmp -s <(grep -v '^"POT-Creation-Date:' "$target") <(grep -v '^"POT-Creation-Date:' "$made"); then
        continue
    fi
    cp "$made" "$target"
done
