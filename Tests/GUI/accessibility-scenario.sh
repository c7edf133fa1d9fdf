#!/usr/bin/env bash
# Headless accessibility scenario: the viewer's accessible tree as a screen reader sees it over AT-SPI.
# Prints "ok  …" per check and "FAIL …" on failure; exits non-zero if any check failed.
# Usage: Tests/GUI/accessibility-scenario.sh BINARY   (run inside xvfb-run; see `make test-gui`)
set -u
if [ -z "${AT_SPI_BUS_ADDRESS:-}" ]; then exec "$(dirname "$0")/with-atspi.sh" "$0" "$@"; fi
bin=${1:?usage: accessibility-scenario.sh BINARY}
here=$(dirname "$0")
out=$(mktemp -d)
status=0
check() { if eval "$2"; then echo "ok   a11y: $1"; else echo "FAIL a11y: $1"; status=1; fi; }
dump() { "$here/atspi-dump.py" "$(basename "$bin")" --timeout 15 > "$out/$1.txt" 2>> "$out/dump-stderr.txt"; }
has() { grep -Eq "$2" "$out/$1.txt"; }
. "$here/waiting.sh"

export GSK_RENDERER=cairo GSETTINGS_BACKEND=keyfile XDG_CONFIG_HOME="$out/config"
"$bin" --quit-after 20000 > "$out/stdout.txt" 2> "$out/stderr.txt" &
app=$!
window=$(timeout 20 xdotool search --sync --onlyvisible --name "Lattice Sample" 2>/dev/null | head -1)
check "the window appears" '[ -n "$window" ]'
still
[ -n "$window" ] && xdotool windowfocus --sync "$window" 2>/dev/null
# Select the second colour and put the cursor on it: focus moves to its proxy.
xdotool mousemove --window "$window" 500 175 click 1
dump_until list 'has list "list item \"Blue 2, #62A0EA\" \[.*focused.*selected"'
check "the main canvas is a list named Items" 'has list "^ *list \"Items\""'
check "its visible cells are list items named by their text" 'has list "^ *list item \"Blue 1, #99C1F1\""'
check "the clicked item is selected and has keyboard focus" 'has list "list item \"Blue 2, #62A0EA\" \[.*focused.*selected"'
check "the other items are selectable but not selected" 'has list "list item \"Blue 1, #99C1F1\" \[focusable, selectable, visible\]"'
check "a section header is a heading before its items (where a screen reader hears a section start)" \
    '[ "$(grep -A2 "^ *list \"Items\"" "$out/list.txt" | tail -2 | sed "s/ *\\[.*//; s/^ *//" | paste -sd"|")" = "heading \"Colours\"|list item \"Blue 1, #99C1F1\"" ]'
check "the sidebar is a list named Sidebar" 'has list "^ *list \"Sidebar\""'
check "sidebar section headers are expandable and expanded" 'has list "list item \"Colours\" \[expandable, expanded"'
check "proxies are in layout order (what a screen reader walks)" '[ "$(grep -A1 "list \"Sidebar\"" "$out/list.txt" | tail -1 | grep -c "list item \"Colours\"")" = 1 ]'
check "header bar buttons have names" 'has list "push button \"Show Sidebar\"" && has list "push button \"Grid View\""'
check "only cells on screen have proxies (1,122 items, a window of them)" '[ "$(grep -c "list item" "$out/list.txt")" -lt 120 ]'
# A search, then Escape: the selection, the keyboard focus and the place are where they were (not cleared, not
# moved to the sidebar).
xdotool type --delay 60 "green"
dump_until searching 'has searching "list item \"Green [0-9]" && ! has searching "list item \"Blue 2, #62A0EA\""'
check "a search shows its matches only" 'has searching "list item \"Green [0-9]" && ! has searching "list item \"Blue 2, #62A0EA\""'
xdotool key Escape
dump_until searched 'has searched "list item \"Blue 2, #62A0EA\" \[.*focused.*selected"'
check "after Escape the selected item is selected again and has the focus" 'has searched "list item \"Blue 2, #62A0EA\" \[.*focused.*selected"'
check "after Escape the list is back at its place" 'has searched "list item \"Blue 1, #99C1F1\""'
check "after Escape nothing else has the focus (not the sidebar)" '[ "$(grep -c "focused" "$out/searched.txt")" = 1 ]'
# A rubber band dragged from beside the section's header over five rows selects those five (the margins beside
# the rows are the pane handle's grab area and the scroll indicator's trough).
xdotool mousemove --window "$window" 900 85 mousedown 1
for y in 200 240 280 320 335; do xdotool mousemove --window "$window" 600 $y; done
xdotool mouseup 1
dump_until band '[ "$(grep -c "list item \"[A-Za-z]* [0-9], .*selected" "$out/band.txt")" = 5 ]'
check "a rubber band drag selects the rows it covers" '[ "$(grep -c "list item \"[A-Za-z]* [0-9], .*selected" "$out/band.txt")" = 5 ]'
# The first sidebar header collapses: its state follows.
xdotool mousemove --window "$window" 100 72 click 1
dump_until collapsed 'has collapsed "list item \"Colours\" \[expandable, focusable"'
check "a collapsed section's header is expandable, not expanded" 'has collapsed "list item \"Colours\" \[expandable, focusable"'
xdotool mousemove --window "$window" 600 400
xdotool key ctrl+2
dump_until grid 'has grid "^ *table \"Items\"" && has grid "^ *table cell \"Blue 1"'
check "in grid view the canvas is a grid (AT-SPI table) of grid cells" 'has grid "^ *table \"Items\"" && has grid "^ *table cell \"Blue 1"'
wait $app
code=$?
check "the app quits by itself with status 0" '[ "$code" = 0 ]'
check "GTK printed no criticals or warnings" '! grep -Eq "CRITICAL|WARNING" "$out/stderr.txt"'
if [ $status != 0 ] || [ -n "${KEEP_SCREENSHOTS:-}" ]; then
    for f in "$out"/*.txt; do echo "== $f"; head -60 "$f"; done
    echo "dumps kept in $out"
else rm -rf "$out"; fi
exit $status
