#!/usr/bin/env bash
# The translations (docs/i18n.md), in a few seconds; make test-i18n runs it as part of make test:
#   1. po/POTFILES names every Swift file that marks messages (tr, trn, trc, trNoop), and only files that exist;
#   2. po/lattice.pot is what po/update-pot.sh makes of them now (its creation date aside): a message added,
#      changed or removed without regenerating the template fails here;
#   3. no string literal reaches a widget, menu, tooltip, dialog, title or accessible label unmarked, in the
#      window's code (Tests/I18n/unmarked_strings.py: its sinks, and its exceptions with their reasons);
#   4. po/LINGUAS lists exactly the po files; each compiles (`msgfmt --check --check-format`: its header, plural
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

# 2. The template is up to date.
if ! po/update-pot.sh "$work/lattice.pot" > "$work/why" 2>&1; then
    fail "po/update-pot.sh failed"
elif ! diff <(grep -v '^"POT-Creation-Date:' po/lattice.pot) <(grep -v '^"POT-Creation-Date:' "$work/lattice.pot") > "$work/why"; then
    fail "po/lattice.pot is out of date: run po/update-pot.sh, then msgmerge --update each po/*.po (docs/i18n.md)"
else
    pass "po/lattice.pot is up to date ($(grep -c '^msgid ' po/lattice.pot | awk '{print $1 - 1}') messages)"
fi
: > "$work/why"

# 3. No user-visible literal bypasses gettext.
if python3 Tests/I18n/unmarked_strings.py Sources/LatticeViewer Sources/LatticeGTK/App Sources/Gtk > "$work/why" 2> "$work/counts"; then
    pass "no string literal reaches the user unmarked ($(cat "$work/counts"))"
else
    fail "string literals reach the user without tr(), trn() or trc() (or Tests/I18n/unmarked_strings.py's exceptions are stale)"
fi
: > "$work/why"

# 4. The translations.
languages=$(grep -v '^#' po/LINGUAS | tr -s ' \t' '\n' | grep -v '^$' | sort)
files=$(ls po/*.po 2>/dev/null | sed 's|po/\(.*\)\.po|\1|' | sort)
if [ "$languages" != "$files" ]; then
    echo "po/LINGUAS: $(echo $languages); po files: $(echo $files)" > "$work/why"
    fail "po/LINGUAS does not list exactly the po files"
else
    pass "po/LINGUAS lists the po files ($(echo $languages))"
fi
: > "$work/why"
for po in po/*.po; do
    [ -f "$po" ] || continue
    if ! msgfmt --check --check-format -o /dev/null "$po" > "$work/why" 2>&1 || [ -s "$work/why" ]; then
        fail "$po does not compile cleanly (msgfmt --check --check-format)"
    elif ! msgcmp "$po" po/lattice.pot > "$work/why" 2>&1; then
        fail "$po does not translate every message of po/lattice.pot (missing, untranslated or fuzzy)"
    else
        statistics=$(msgfmt --statistics -o /dev/null "$po" 2>&1)
        case $statistics in
            *fuzzy*|*untranslated*) echo "$statistics" > "$work/why"; fail "$po has fuzzy or untranslated messages" ;;
            *) pass "$po compiles and translates every message ($statistics)" ;;
        esac
    fi
    : > "$work/why"
done
exit $status
