#!/usr/bin/env bash
# Headless columns scenario: a catalogue and a folder in the columns view — a header of the columns' titles that
# stays at the top, sorts the rows by the column clicked (again: the other way round) and resizes a column dragged
# by its edge, remembered per location — and a folder's search reaching the folders below it. Checked through the
# accessible tree (the rows' order) and screenshots.
# Prints "ok  …" per check and "FAIL …" on failure; exits non-zero if any check failed.
# Usage: Tests/GUI/columns-scenario.sh BINARY   (run inside xvfb-run; see `make test-gui`)
set -u
if [ -z "${AT_SPI_BUS_ADDRESS:-}" ]; then exec "$(dirname "$0")/with-atspi.sh" "$0" "$@"; fi
bin=${1:?usage: columns-scenario.sh BINARY}
here=$(dirname "$0")
out=$(mktemp -d)
status=0
check() { if eval "$2"; then echo "ok   columns: $1"; else echo "FAIL columns: $1"; status=1; fi; }
dump() { "$here/atspi-dump.py" "$(basename "$bin")" --timeout 15 > "$out/$1.txt" 2>> "$out/dump-stderr.txt"; }
# The first N item names of the main list, in layout order ("Orlando|The Waves").
order() { grep -A400 '^ *list "Items"' "$out/$1.txt" | grep -o 'list item "[^,"]*' | head -"$2" | sed 's/list item "//' | paste -sd'|'; }
shot() { still; import -window root -crop 1280x800+0+0 +repage "$out/$1.png"; }
crop() { convert "$out/$1.png" -crop "$2" +repage "$out/$1-$3.png"; }
same() { [ "$(compare -metric AE "$out/$1.png" "$out/$2.png" null: 2>&1)" = 0 ]; }
settle() { xdotool mousemove 1270 790; still; }
. "$here/waiting.sh"

export GSK_RENDERER=cairo GSETTINGS_BACKEND=keyfile XDG_CONFIG_HOME="$out/config"
# Books out of every order: by title, by year and by pages (numbers sort by value: 96 before 240 before 1024).
cat > "$out/books.csv" <<'CSV'
id,title,year,pages
w,The Waves,1931,240
o,Orlando,1928,1024
j,Jacob's Room,1922,96
b,Between the Acts,1941,160
CSV
# Sixty more rows after them in every order, so the view scrolls.
for i in $(seq 1 60); do echo "x$i,Zz filler $i,19$((i % 90 + 10)),$((2000 + i))" >> "$out/books.csv"; done

"$bin" "$out/books.csv" --quit-after 30000 > "$out/stdout.txt" 2> "$out/stderr.txt" &
app=$!
window=$(timeout 20 xdotool search --sync --onlyvisible --name "^books$" 2>/dev/null | head -1)
check "the catalogue opens in a window" '[ -n "$window" ]'
[ -n "$window" ] && xdotool windowfocus --sync "$window" 2>/dev/null
xdotool key ctrl+3
settle
shot columns
dump file-order
check "Ctrl+3 shows the columns, rows in the file's order" '[ "$(order file-order 4)" = "The Waves|Orlando|Jacob'"'"'s Room|Between the Acts" ]'
# The header is the main area's top row, under the header bar (y 67); the main area starts after the 260-point
# sidebar: Name's title at its start, the last column (pages) at the window's right edge.
click_header() { xdotool mousemove --window "$window" "$1" 67 click 1; settle; }
click_header 300
dump_until by-name '[ "$(order by-name 4)" = "Between the Acts|Jacob'"'"'s Room|Orlando|The Waves" ]'
check "a click on Name sorts the rows by title" '[ "$(order by-name 4)" = "Between the Acts|Jacob'"'"'s Room|Orlando|The Waves" ]'
click_header 300
dump_until by-name-down '[ "$(order by-name-down 3)" = "Zz filler 60|Zz filler 59|Zz filler 58" ]'
check "a second click on Name sorts them the other way round" \
    '[ "$(order by-name-down 3)" = "Zz filler 60|Zz filler 59|Zz filler 58" ]'
click_header 960
dump_until by-pages '[ "$(order by-pages 5)" = "Jacob'"'"'s Room|Between the Acts|The Waves|Orlando|Zz filler 1" ]'
check "a click on pages sorts the rows by that column, numbers by value" \
    '[ "$(order by-pages 5)" = "Jacob'"'"'s Room|Between the Acts|The Waves|Orlando|Zz filler 1" ]'
# A drag from the line before pages (where the pointer turns into a column-resize arrow) widens it by 80 points:
# the year column moves left, the order stays.
shot before-resize
# The main area ends at x 995; pages is 64 wide (its narrowest: "pages" and 4-digit values) and ends 12 points
# before that; the middle of the 18-point gap before it is the edge.
edge=$(( 995 - 12 - 64 - 9 ))
xdotool mousemove --window "$window" "$edge" 67 mousedown 1
for x in 10 30 50 70 80; do xdotool mousemove --window "$window" $(( edge - x )) 70; done
xdotool mouseup 1
settle
shot resized
dump resized
crop before-resize 700x30+280+52 header
crop resized 700x30+280+52 header
check "dragging the edge before a column resizes it (the header changes, the rows keep their order)" \
    '! same before-resize-header resized-header && [ "$(order resized 2)" = "$(order by-pages 2)" ]'
shot before-scroll
xdotool mousemove --window "$window" 700 400
for _ in 1 2 3 4 5; do xdotool click 5; done
settle
shot scrolled
crop before-scroll 700x30+280+52 header
crop scrolled 700x30+280+52 header
crop before-scroll 700x300+280+120 rows
crop scrolled 700x300+280+120 rows
check "the header stays at the top while the rows scroll under it" \
    'same before-scroll-header scrolled-header && ! same before-scroll-rows scrolled-rows'
wait $app
code=$?
check "the app quits by itself with status 0" '[ "$code" = 0 ]'
check "GTK printed no criticals or warnings" '! grep -Eq "CRITICAL|WARNING" "$out/stderr.txt"'

# The columns view and the sort are remembered for the catalogue: opened again, it shows the columns sorted by pages
# (the header as it was before the drag: widths last only while the window is open). Sorted, its items do not move
# by hand; a third click on pages gives the file's order back, where they do.
# It is quit with Ctrl+Q once checked; --quit-after only bounds a run that goes wrong (a fixed budget of seconds
# ran out on a slow machine before the last dump).
"$bin" "$out/books.csv" --quit-after 40000 > /dev/null 2> "$out/stderr2.txt" &
app=$!
window=$(timeout 20 xdotool search --sync --onlyvisible --name "^books$" 2>/dev/null | head -1)
[ -n "$window" ] && xdotool windowfocus --sync "$window" 2>/dev/null
settle
shot reopened
crop reopened 700x30+280+52 header
xdotool mousemove --window "$window" 500 103 click 1   # a row (the view is scrolled as it was left), then the first
still
xdotool key Home
settle
dump_until reopened '[ "$(order reopened 5)" = "$(order by-pages 5)" ]'
check "opened again, the catalogue comes back in the columns view, sorted as it was left" \
    'same reopened-header before-resize-header && [ "$(order reopened 5)" = "$(order by-pages 5)" ]'
xdotool key alt+Down
settle
dump sorted-move
check "a sorted catalogue's items are not moved by hand (Alt+Down)" '[ "$(order sorted-move 5)" = "$(order by-pages 5)" ]'
click_header 960
click_header 960
dump_until file-order-again '[ "$(order file-order-again 4)" = "$(order file-order 4)" ]'
check "a third click on a column's title gives the file's order back" '[ "$(order file-order-again 4)" = "$(order file-order 4)" ]'
xdotool mousemove --window "$window" 500 103 click 1   # the first row, under the header
still
xdotool key alt+Down
settle
dump_until file-order-move '[ "$(order file-order-move 4)" = "Orlando|The Waves|Jacob'"'"'s Room|Between the Acts" ]'
check "in the file's order the items move by hand again" \
    '[ "$(order file-order-move 4)" = "Orlando|The Waves|Jacob'"'"'s Room|Between the Acts" ]'
xdotool key ctrl+q
wait $app
check "opened again, it quits with status 0 and GTK printed no criticals or warnings" \
    '[ $? = 0 ] && ! grep -Eq "CRITICAL|WARNING" "$out/stderr2.txt"'

# A folder's columns sort it as Files' do: a click on Size lists it again smallest first, the arrow on Size.
shelf="$out/Shelf"
mkdir -p "$shelf"
head -c 3000 /dev/zero > "$shelf/big.bin"; head -c 10 /dev/zero > "$shelf/a-small.txt"; head -c 500 /dev/zero > "$shelf/mid.dat"
mkdir -p "$shelf/Archive/2025" && echo old > "$shelf/Archive/2025/old-small.txt"
"$bin" "$shelf" --quit-after 40000 > /dev/null 2> "$out/stderr3.txt" &   # quit with Ctrl+Q once checked
app=$!
window=$(timeout 20 xdotool search --sync --onlyvisible --name "^Shelf$" 2>/dev/null | head -1)
[ -n "$window" ] && xdotool windowfocus --sync "$window" 2>/dev/null
settle
dump_until folder-by-name '[ "$(order folder-by-name 4)" = "Archive|a-small.txt|big.bin|mid.dat" ]'
check "a folder in the columns view lists by name" '[ "$(order folder-by-name 4)" = "Archive|a-small.txt|big.bin|mid.dat" ]'
click_header 650   # Size's title, at the end of its column (its values are sizes, set at the trailing edge)
dump_until folder-by-size '[ "$(order folder-by-size 4)" = "Archive|a-small.txt|mid.dat|big.bin" ]'
check "a click on Size lists the folder smallest first" '[ "$(order folder-by-size 4)" = "Archive|a-small.txt|mid.dat|big.bin" ]'
click_header 650
dump_until folder-by-size-down '[ "$(order folder-by-size-down 4)" = "Archive|big.bin|mid.dat|a-small.txt" ]'
check "and again, largest first" '[ "$(order folder-by-size-down 4)" = "Archive|big.bin|mid.dat|a-small.txt" ]'
# A search looks in the folders below too: matches stream in under their folder's path.
xdotool type --delay 60 "small"
settle
dump_until searched '[ "$(order searched 2)" = "a-small.txt|old-small.txt" ] && grep -q "heading \"Archive › 2025\"" "$out/searched.txt"'
check "a search in a folder finds matches in the folders below it, under their path" \
    '[ "$(order searched 2)" = "a-small.txt|old-small.txt" ] && grep -q "heading \"Archive › 2025\"" "$out/searched.txt"'
xdotool key Escape
settle
dump_until search-cleared '[ "$(order search-cleared 4)" = "Archive|big.bin|mid.dat|a-small.txt" ]'
check "clearing the search shows the folder again, without them" '[ "$(order search-cleared 4)" = "Archive|big.bin|mid.dat|a-small.txt" ]'
# The context menu's Copy puts the file on the clipboard as Files does: a URI list a file manager pastes.
xdotool type --delay 60 "big.bin"
settle
xdotool mousemove --window "$window" 500 187 click 1   # the one match, under the search bar, the header and the Files heading
still
xdotool key shift+F10
still
xdotool key c
wait_until '[ "$(xclip -selection clipboard -o -t text/uri-list 2>/dev/null | tr -d "\r")" = "file://$shelf/big.bin" ]'
check "the context menu's Copy puts the file on the clipboard as a URI list" \
    '[ "$(xclip -selection clipboard -o -t text/uri-list 2>/dev/null | tr -d "\r")" = "file://$shelf/big.bin" ] && xclip -selection clipboard -o -t x-special/gnome-copied-files 2>/dev/null | head -1 | grep -qx copy'
xdotool key ctrl+q
wait $app
check "GTK printed no criticals or warnings for the folder" '! grep -Eq "CRITICAL|WARNING" "$out/stderr3.txt"'

if [ $status != 0 ] || [ -n "${KEEP:-}" ]; then echo "screenshots and dumps kept in $out"; else rm -rf "$out"; fi
exit $status
