#!/usr/bin/env bash
# The translations (docs/i18n.md), in a few seconds; make test-i18n runs it as part of make test:
#   1. po/POTFILES names every Swift file that marks messages (tr, trn, trc, trNoop), and only files that exist;
#      po/gtk/POTFILES every file that marks the Gtk library's own (trGtk), and nothing else marks those;
#   2. po/lattice.pot and po/gtk/lattice-gtk.pot are what po/update-pot.sh makes of them now (their creation
#      date aside): a message added, changed or removed without regenerating the templates fails here;
#   3. no string literal reaches a widget, menu, tooltip, dialog, title or accessible label unmarked, in the
#      window's code (Tests/I18n/unmarked_strings.py: its sinks, and its exceptions with their reasons);
#   4. po/LINGUAS (and po/gtk/LINGUAS) lists exactly the po files; each compiles (`msgfmt --check --check-format`: its header, plural
#      forms, and every translation's placeholders those of its message) without a warning, and translates every
#      message of the template (`msgcmp`: none missing, none untranslated, none fuzzy).
# Prints "ok   i18n: …" per check and "FAIL i18n: …" with the reason; exits non-zero if any check failed.
# Usage: Tests/I18n/check-strings.sh   (from anywhere)
set -u
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
status=0
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
pass() { echo "ok   i18n: $1"; }
fail() { echo "FAIL i18n: $1"; [ -s "$work/why" ] && sed 's/^/     /' "$work/why"; status=1; }
: > "$work/why"

# 1. POTFILES and the marks agree. A mark is a call of tr, trn, trc or trNoop on a string literal, outside a comment
#    line (not their definitions, not their documentation).
mark='(^|[^A-Za-z0-9_.])(tr|trn|trc|trNoop)\("'
marking() { grep -rnHE "$mark" --include='*.swift' "$@" | grep -vE '^[^:]+:[0-9]+:[[:space:]]*//' | cut -d: -f1 | sort -u; }
grep -v '^#' po/POTFILES | grep -v '^[[:space:]]*$' | sort > "$work/listed"
marking Sources > "$work/marked"
comm -13 "$work/listed" "$work/marked" | sed 's|^|marks messages, but po/POTFILES does not list it: |' >> "$work/why"
while read -r file; do
    if [ ! -f "$file" ]; then echo "po/POTFILES lists $file, which does not exist" >> "$work/why"
    elif [[ $file == *.swift ]] && [ -z "$(marking "$file")" ]; then echo "po/POTFILES lists $file, which marks no message" >> "$work/why"; fi
done < "$work/listed"
if [ -s "$work/why" ]; then fail "po/POTFILES does not name the files that mark messages"
else pass "po/POTFILES names the $(wc -l < "$work/marked") Swift files that mark messages, and the desktop and metainfo files"; fi
: > "$work/why"
gtk_mark='(^|[^A-Za-z0-9_.])trGtk\("'
gtk_marking() { grep -rnHE "$gtk_mark" --include='*.swift' "$@" | grep -vE '^[^:]+:[0-9]+:[[:space:]]*//' | cut -d: -f1 | sort -u; }
grep -v '^#' po/gtk/POTFILES | grep -v '^[[:space:]]*$' | sort > "$work/gtk-listed"
gtk_marking Sources > "$work/gtk-marked"
comm -13 "$work/gtk-listed" "$work/gtk-marked" | sed 's|^|marks the library'"'"'s messages, but po/gtk/POTFILES does not list it: |' >> "$work/why"
comm -23 "$work/gtk-listed" "$work/gtk-marked" | sed 's|^|po/gtk/POTFILES lists a file that marks none of the library'"'"'s messages: |' >> "$work/why"
gtk_marking Sources | grep -v '^Sources/Gtk/' | sed 's|^|marks the Gtk library'"'"'s messages outside Sources/Gtk: |' >> "$work/why"
if [ -s "$work/why" ]; then fail "po/gtk/POTFILES does not name the files that mark the Gtk library's messages"
else pass "po/gtk/POTFILES names the $(wc -l < "$work/gtk-marked") Swift files of the Gtk library that mark its own messages"; fi
: > "$work/why"

# 2. The template is up to date.
if ! po/update-pot.sh "$work/lattice.pot" "$work/lattice-gtk.pot" > "$work/why" 2>&1; then
    fail "po/update-pot.sh failed"
else
    for template in po/lattice.pot po/gtk/lattice-gtk.pot; do
        if ! diff <(grep -v '^"POT-Creation-Date:' "$template") <(grep -v '^"POT-Creation-Date:' "$work/$(basename "$template")") > "$work/why"; then
            fail "$template is out of date: run po/update-pot.sh, then msgmerge --update each po file beside it (docs/i18n.md)"
        else
            pass "$template is up to date ($(grep -c '^msgid ' "$template" | awk '{print $1 - 1}') messages)"
        fi
        : > "$work/why"
    done
fi
: > "$work/why"

# 3. No user-visible literal bypasses gettext.
if python3 Tests/I18n/unmarked_strings.py Sources/LatticeViewer Sources/LatticeGTK/App Sources/Gtk > "$work/why" 2> "$work/counts"; then
    pass "no string literal reaches the user unmarked ($(cat "$work/counts"))"
else
    fail "string literals reach the user without tr(), trn() or trc() (or Tests/I18n/unmarked_strings.py's exceptions are stale)"
fi
: > "$work/why"

# 4. The translations: the app's (po/) and the Gtk library's (po/gtk/), each against its template.
for dir in po po/gtk; do
    template=$(ls "$dir"/*.pot)
    languages=$(grep -v '^#' "$dir/LINGUAS" | tr -s ' \t' '\n' | grep -v '^$' | sort)
    files=$(ls "$dir"/*.po 2>/dev/null | sed "s|$dir/\(.*\)\.po|\1|" | sort)
    if [ "$languages" != "$files" ]; then
        echo "$dir/LINGUAS: $(echo $languages); po files: $(echo $files)" > "$work/why"
        fail "$dir/LINGUAS does not list exactly the po files"
    else
        pass "$dir/LINGUAS lists the po files ($(echo $languages))"
    fi
    : > "$work/why"
    for po in "$dir"/*.po; do
        [ -f "$po" ] || continue
        if ! msgfmt --check --check-format -o /dev/null "$po" > "$work/why" 2>&1 || [ -s "$work/why" ]; then
            fail "$po does not compile cleanly (msgfmt --check --check-format)"
        elif ! msgcmp "$po" "$template" > "$work/why" 2>&1; then
            fail "$po does not translate every message of $template (missing, untranslated or fuzzy)"
        else
            statistics=$(msgfmt --statistics -o /dev/null "$po" 2>&1)
            case $statistics in
                *fuzzy*|*untranslated*) echo "$statistics" > "$work/why"; fail "$po has fuzzy or untranslated messages" ;;
                *) pass "$po compiles and translates every message ($statistics)" ;;
            esac
        fi
        : > "$work/why"
    done
done
exit $status
