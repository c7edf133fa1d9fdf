#!/usr/bin/env bash
# Headless behaviour scenario: reordering by keyboard and by drag with undo and redo, type-ahead, sticky
# outline ancestors and outline-aware find — checked through the accessible tree (the order a screen reader walks) and screenshots.
# Prints "ok  …" per check and "FAIL …" on failure; exits non-zero if any check failed.
# Usage: Tests/GUI/behaviour-scenario.sh BINARY   (run inside xvfb-run; see `make test-gui`)
set -u
if [ -z "${AT_SPI_BUS_ADDRESS:-}" ]; then exec "$(dirname "$0")/with-atspi.sh" "$0" "$@"; fi
bin=${1:?usage: behaviour-scenario.sh BINARY}
here=$(dirname "$0")
out=$(mktemp -d)
status=0
check() { if eval "$2"; then echo "ok   behaviour: $1"; else echo "FAIL behaviour: $1"; status=1; fi; }
dump() { "$here/atspi-dump.py" "$(basename "$bin")" --timeout 15 > "$out/$1.txt" 2>> "$out/dump-stderr.txt"; }
# The first N item names of the main list, in layout order, comma-free ("Blue 2|Blue 3|Blue 1").
order() { grep -A400 '^ *list "Items"' "$out/$1.txt" | grep -o 'list item "[^,"]*' | head -"$2" | sed 's/list item "//' | paste -sd'|'; }
focused() { grep -o 'list item "[^,"]*[^"]*" \[[^]]*focused' "$out/$1.txt" | head -1 | sed 's/list item "\([^,"]*\).*/\1/'; }
key() { xdotool key --delay 120 "$@"; still; }
# The sidebar's rows (accessible names) in order, and its focused row's title.
sidebar() { awk '/list "Sidebar"/ { inside = 1; next } inside && !/list item/ { inside = 0 } inside' "$out/$1.txt"; }
sidebar_items() { sidebar "$1" | grep -o 'list item "[^"]*' | sed 's/list item "//' | paste -sd'|'; }
sidebar_focused() { sidebar "$1" | grep -o 'list item "[^"]*" \[[^]]*focused' | head -1 | sed 's/list item "\([^,"]*\).*/\1/'; }
sidebar_selected() { sidebar "$1" | grep -o 'list item "[^"]*" \[[^]]*selected[],]' | sed 's/list item "\([^,"]*\).*/\1/' | paste -sd'|'; }
. "$here/waiting.sh"
# A hand's path: each move lands (--sync) before the next, so the app sees every step of a drag.
path() { local x=$1; shift; for y in "$@"; do xdotool mousemove --sync --window "$window" "$x" "$y"; done; }

export GSK_RENDERER=cairo GSETTINGS_BACKEND=keyfile XDG_CONFIG_HOME="$out/config"
"$bin" --quit-after 45000 > "$out/stdout.txt" 2> "$out/stderr.txt" &
app=$!
window=$(timeout 20 xdotool search --sync --onlyvisible --name "Lattice Sample" 2>/dev/null | head -1)
check "the sample window appears" '[ -n "$window" ]'
still
[ -n "$window" ] && xdotool windowfocus --sync "$window" 2>/dev/null

# Keyboard: Blue 1 down two places, undo twice, redo once.
xdotool mousemove --window "$window" 500 125 click 1
still
key alt+Down alt+Down
dump_until moved '[ "$(order moved 4)" = "Blue 2|Blue 3|Blue 1|Blue 4" ]'
check "Alt+Down twice moves the selected item two places down" '[ "$(order moved 4)" = "Blue 2|Blue 3|Blue 1|Blue 4" ]'
check "the moved item keeps the selection and the focus" '[ "$(focused moved)" = "Blue 1" ]'
key ctrl+z
dump_until undone '[ "$(order undone 4)" = "Blue 2|Blue 1|Blue 3|Blue 4" ]'
check "Ctrl+Z takes the last move back" '[ "$(order undone 4)" = "Blue 2|Blue 1|Blue 3|Blue 4" ]'
key ctrl+z
dump_until undone2 '[ "$(order undone2 4)" = "Blue 1|Blue 2|Blue 3|Blue 4" ]'
check "Ctrl+Z again restores the original order" '[ "$(order undone2 4)" = "Blue 1|Blue 2|Blue 3|Blue 4" ]'
key shift+ctrl+z
dump_until redone '[ "$(order redone 4)" = "Blue 2|Blue 1|Blue 3|Blue 4" ]'
check "Shift+Ctrl+Z makes the move again" '[ "$(order redone 4)" = "Blue 2|Blue 1|Blue 3|Blue 4" ]'
key ctrl+z

# A drag from a row not selected draws a rubber band: Blue 2 to Blue 3 are selected, nothing moves.
xdotool mousemove --window "$window" 500 175 mousedown 1
path 505 180 195 210 225
xdotool mouseup 1
still
dump banded
check "a drag from a row not selected selects by rubber band and moves nothing" \
    '[ "$(order banded 4)" = "Blue 1|Blue 2|Blue 3|Blue 4" ] && [ "$(grep -c "list item \"Blue [23],[^]]*selected" "$out/banded.txt")" = 2 ] && ! grep -q "list item \"Blue [14],[^]]*selected" "$out/banded.txt"'

# Drag: Blue 4 (the fourth row), selected by a click, pressed and dragged to the upper half of the first row, then dropped.
xdotool mousemove --window "$window" 500 275 click 1
# Pressed again only past GTK's double-click time (gtk-double-click-time, 400 ms), or the press is a double click.
sleep 0.5
xdotool mousemove --window "$window" 500 275 mousedown 1
path 505 268 250 220 190 160 130 115 110
still
import -window root "$out/dragging.png"
xdotool mouseup 1
dump_until dragged '[ "$(order dragged 4)" = "Blue 4|Blue 1|Blue 2|Blue 3" ]'
check "dragging a row to the top of the list drops it there" '[ "$(order dragged 4)" = "Blue 4|Blue 1|Blue 2|Blue 3" ]'
key ctrl+z
dump_until drag-undone '[ "$(order drag-undone 4)" = "Blue 1|Blue 2|Blue 3|Blue 4" ]'
check "Ctrl+Z takes the drag back" '[ "$(order drag-undone 4)" = "Blue 1|Blue 2|Blue 3|Blue 4" ]'

# Type-ahead in the sidebar (an outline): typing the start of a row's title moves the cursor there.
xdotool mousemove --window "$window" 100 107 click 1   # "All Colours"
still
xdotool type --delay 80 "dev"
dump_until typed '[ "$(sidebar_focused typed)" = "Devices" ]'
check "typing “dev” in the sidebar jumps to Devices" '[ "$(sidebar_focused typed)" = "Devices" ]'
# The pause is what is tested: past the type-ahead timeout (CollectionViewModel.typeAheadTimeout, 1 s) a letter
# starts a new search. The dumps above took part of it; this waits out at least the rest.
sleep 1.1
xdotool type --delay 80 "a"
dump_until typed2 '[ "$(sidebar_focused typed2)" = "All File Types" ]'
check "after a pause, “a” searches on from there (All File Types)" '[ "$(sidebar_focused typed2)" = "All File Types" ]'

# Sticky ancestors: the sidebar scrolled past the Places header keeps it pinned at the top, drawn as it was.
xdotool mousemove --window "$window" 100 107 click 1
xdotool mousemove --window "$window" 700 700
still
import -window "$window" "$out/sidebar-top.png"
xdotool mousemove --window "$window" 120 400
for _ in 1 2 3; do xdotool click 5; done
xdotool mousemove --window "$window" 700 700
still
import -window "$window" "$out/sidebar-scrolled.png"
crop() { convert "$out/$1.png" -crop "$2" +repage "$out/$1-crop.png"; }
crop sidebar-top 236x31+0+173
crop sidebar-scrolled 236x31+0+51
check "scrolled past it, the Places header stays pinned at the top of the sidebar" \
    '[ "$(compare -metric AE -fuzz 2% "$out/sidebar-top-crop.png" "$out/sidebar-scrolled-crop.png" null: 2>&1)" = 0 ] && ! cmp -s "$out/sidebar-top.png" "$out/sidebar-scrolled.png"'

# Outline-aware find: a search keeps only the sidebar sections with matches, expanded, and clearing it
# brings the outline back as it was (a collapsed section stays collapsed).
xdotool mousemove --window "$window" 120 400
for _ in 1 2 3; do xdotool click 4; done
still
xdotool mousemove --window "$window" 100 72 click 1   # collapse Colours
still
xdotool mousemove --window "$window" 500 175 click 1  # focus on the main list
still
xdotool type --delay 80 "purp"
dump_until searched '[ "$(sidebar_items searched)" = "Colours|All Colours" ] && grep -q "list item \"Colours\" \[expandable, expanded" "$out/searched.txt"'
check "a search shows the matching section expanded, even though it was collapsed" \
    '[ "$(sidebar_items searched)" = "Colours|All Colours" ] && grep -q "list item \"Colours\" \[expandable, expanded" "$out/searched.txt"'
xdotool key Escape
dump_until cleared '[ "$(sidebar_items cleared | cut -d"|" -f1-2)" = "Colours|Places" ]'
check "clearing the search restores the outline as the user left it" \
    '[ "$(sidebar_items cleared | cut -d"|" -f1-2)" = "Colours|Places" ]'
# The scroll spy: a click on a sidebar row shows its section, and scrolling the main area up into the section
# before selects that section's row.
xdotool mousemove --window "$window" 100 143 click 1   # "All Places" (Colours is collapsed above it)
dump_until spy-clicked '[ "$(sidebar_selected spy-clicked)" = "All Places" ] && [ "$(order spy-clicked 1)" = "Home" ]'
check "a click on “All Places” selects it and shows Places from its first item" \
    '[ "$(sidebar_selected spy-clicked)" = "All Places" ] && [ "$(order spy-clicked 1)" = "Home" ]'
xdotool mousemove --window "$window" 100 72 click 1   # expand Colours again
still
xdotool mousemove --window "$window" 600 400
for _ in 1 2 3; do xdotool click 4; done
dump_until spy-scrolled '[ "$(sidebar_selected spy-scrolled)" = "Light & Dark" ]'
check "scrolled up into Colours › Light & Dark, the sidebar selects “Light & Dark”" '[ "$(sidebar_selected spy-scrolled)" = "Light & Dark" ]'
# In the columns view the titles pinned at the top cover the rows scrolling under them: a click on “Devices” shows
# that section from just below them, and the spy, which reads below them too, leaves “Devices” selected (reading
# the top of the view, it found the last row of Places' own items under the titles and selected “All Places”).
xdotool key ctrl+3
still
xdotool mousemove --window "$window" 100 259 click 1   # "Devices", nested in Places
dump_until spy-columns '[ "$(sidebar_selected spy-columns)" = "Devices" ]'
check "in the columns view a click on “Devices” shows it below the pinned titles and stays selected" \
    '[ "$(sidebar_selected spy-columns)" = "Devices" ]'

wait $app
code=$?
check "the app quits by itself with status 0" '[ "$code" = 0 ]'
check "GTK printed no criticals or warnings" '! grep -Eq "CRITICAL|WARNING" "$out/stderr.txt"'
if [ $status != 0 ] || [ -n "${KEEP:-}" ]; then echo "screenshots and dumps kept in $out"; else rm -rf "$out"; fi
exit $status
