#!/usr/bin/env bash
# Headless data-file scenario: files that are not Lattice catalogues open in the window as tables — a semicolon-
# separated Windows-1252 export with decimal commas, titled by its first column of words, the reading said in the
# header bar — a title column chosen for a file is remembered when it opens again, its rows do not move by hand, and
# Ctrl+C copies a row as tab-separated text under the columns' names. Checked through the
# accessible tree (the rows' names, the header bar's subtitle).
# Prints "ok  …" per check and "FAIL …" on failure; exits non-zero if any check failed.
# Usage: Tests/GUI/data-file-scenario.sh BINARY   (run inside xvfb-run; see `make test-gui`)
set -u
if [ -z "${AT_SPI_BUS_ADDRESS:-}" ]; then exec "$(dirname "$0")/with-atspi.sh" "$0" "$@"; fi
bin=${1:?usage: data-file-scenario.sh BINARY}
here=$(dirname "$0")
out=$(mktemp -d)
status=0
check() { if eval "$2"; then echo "ok   data files: $1"; else echo "FAIL data files: $1"; status=1; fi; }
dump() { "$here/atspi-dump.py" "$(basename "$bin")" --timeout 15 > "$out/$1.txt" 2>> "$out/dump-stderr.txt"; }
# The first N item names of the main list, in layout order.
order() { grep -A400 '^ *list "Items"' "$out/$1.txt" | grep -o 'list item "[^,"]*' | head -"$2" | sed 's/list item "//' | paste -sd'|'; }
sidebar_items() { awk '/list "Sidebar"/ { inside = 1; next } inside && !/list item/ { inside = 0 } inside' "$out/$1.txt" | grep -o 'list item "[^"]*' | sed 's/list item "//' | paste -sd'|'; }
export GSK_RENDERER=cairo GSETTINGS_BACKEND=keyfile XDG_CONFIG_HOME="$out/config"

# What a spreadsheet in much of Europe saves as "CSV": semicolons, decimal commas, Windows-1252 (ü, ö as one byte).
printf 'Stadt;Temperatur;Wetter\nZ\xfcrich;3,5;Regen\nM\xfcnchen;-1,2;Schnee\nK\xf6ln;12,0;Sonne\n' > "$out/wetter.csv"

. "$here/waiting.sh"
open_window() {   # open_window NAME ARGS...: starts the app, waits for its window
    local name=$1; shift
    "$bin" "$@" --quit-after 12000 > "$out/stdout.txt" 2>> "$out/stderr.txt" &
    app=$!
    window=$(timeout 20 xdotool search --sync --onlyvisible --name "^$name$" 2>/dev/null | head -1)
}

open_window wetter "$out/wetter.csv"
check "a semicolon Windows-1252 export opens in a window" '[ -n "$window" ]'
dump_until guessed '[ "$(order guessed 3)" = "Zürich|München|Köln" ]'
check "its rows are titled by the first column of words, read as Windows-1252" '[ "$(order guessed 3)" = "Zürich|München|Köln" ]'
check "the header bar says how the file was read" \
    'grep -q "CSV · Windows-1252 · semicolon-separated · header row" "$out/guessed.txt"'
kill "$app" 2>/dev/null; wait "$app" 2>/dev/null

# Another title column, chosen on the command line, is the file's from then on.
open_window wetter "$out/wetter.csv" --title-column Wetter
dump_until chosen '[ "$(order chosen 3)" = "Regen|Schnee|Sonne" ]'
check "--title-column titles the rows by that column" '[ "$(order chosen 3)" = "Regen|Schnee|Sonne" ]'
xdotool key ctrl+q; wait "$app" 2>/dev/null
open_window wetter "$out/wetter.csv"
dump_until remembered '[ "$(order remembered 3)" = "Regen|Schnee|Sonne" ]'
check "the chosen title column is remembered for the file" '[ "$(order remembered 3)" = "Regen|Schnee|Sonne" ]'
# A data file's rows are read-only: Alt+Down moves none. Ctrl+C copies the selected row as a spreadsheet pastes it.
[ -n "$window" ] && xdotool windowfocus --sync "$window" 2>/dev/null
xdotool mousemove --window "$window" 600 130 click 1   # the first row
still
xdotool key alt+Down
still
dump unmoved
check "a data file's rows do not move by hand (Alt+Down)" '[ "$(order unmoved 3)" = "Regen|Schnee|Sonne" ]'
printf 'nothing copied' | xclip -selection clipboard
xdotool key ctrl+c
wait_until '[ "$(xclip -o -selection clipboard 2>/dev/null)" != "nothing copied" ]'
check "Ctrl+C copies the selected row under its columns' names, tab-separated" \
    '[ "$(xclip -o -selection clipboard 2>/dev/null)" = "$(printf "Stadt\tTemperatur\tWetter\nZürich\t3,5\tRegen")" ]'
kill "$app" 2>/dev/null; wait "$app" 2>/dev/null
# From the columns' header: a right click on a column's title offers it as the rows' title.
cp "$out/wetter.csv" "$out/stadt.csv"
open_window stadt "$out/stadt.csv"
[ -n "$window" ] && xdotool windowfocus --sync "$window" 2>/dev/null
xdotool key ctrl+3
still
# The main area starts at x 266; Wetter, the last column (80 points), ends 12 points before the window's edge (1000).
xdotool mousemove --window "$window" 940 67 click 3
still
# The menu opens at the pointer: Sort by "Wetter" first, then Title Rows by "Wetter" (30 points lower).
xdotool mousemove --window "$window" 975 118 click 1
still
# The columns stay in the file's order (Stadt first); the list shows the rows' new titles.
xdotool key ctrl+1
dump_until from-header '[ "$(order from-header 3)" = "Regen|Schnee|Sonne" ]'
check "a right click on a column's title makes it the rows' title" '[ "$(order from-header 3)" = "Regen|Schnee|Sonne" ]'
kill "$app" 2>/dev/null; wait "$app" 2>/dev/null

# A table of twenty columns of numbers after its names: wider than the window's main area.
{ printf 'city'; for c in $(seq 1 20); do printf ',metric_%d' "$c"; done; echo
  for r in $(seq 0 40); do printf 'City %d' "$r"; for c in $(seq 1 20); do printf ',%d.%02d' $(( (r * 37 + c * 101) % 1000 )) $(( (r + c) % 100 )); done; echo; done
} > "$out/wide.csv"
shot() { import -window root -crop 1000x700+0+0 +repage "$out/$1.png"; }
crop() { convert "$out/$1.png" -crop "$2" +repage "$out/$1-$3.png"; }
same() { [ "$(compare -metric AE "$out/$1.png" "$out/$2.png" null: 2>&1)" = 0 ]; }
open_window wide "$out/wide.csv"
[ -n "$window" ] && xdotool windowfocus --sync "$window" 2>/dev/null
xdotool key ctrl+3
still
xdotool mousemove --window "$window" 800 650 click 1   # the keyboard's focus in the rows (a row selected)
xdotool mousemove 1270 790; still
shot wide-start
dump wide-start
# Shift+wheel over the rows scrolls them sideways (a touchpad's sideways motion and a tilting wheel do the same).
xdotool mousemove --window "$window" 800 400
xdotool keydown shift; for _ in 1 2 3 4; do xdotool click 5; done; xdotool keyup shift
xdotool mousemove 1270 790; still
shot wide-scrolled
dump wide-scrolled
# The main area starts after the sidebar (x 266) and its first column is pinned a third of it wide (about 240
# points): the rows' names at 280..500 stay put while the columns after them (from x 540) move.
crop wide-start 220x500+280+110 names; crop wide-scrolled 220x500+280+110 names
crop wide-start 440x560+540+50 columns; crop wide-scrolled 440x560+540+50 columns
check "a wide table scrolls its columns sideways, the title column pinned" \
    'same wide-start-names wide-scrolled-names && ! same wide-start-columns wide-scrolled-columns'
# Left, where a list's cursor has nowhere to go, scrolls back: the columns are where they started.
xdotool key Left Left Left
still
shot wide-back
crop wide-back 440x560+540+50 columns
check "Left and Right scroll a wide table's columns for the keyboard" 'same wide-start-columns wide-back-columns'
check "scrolling sideways leaves the rows where they were" \
    '[ "$(order wide-scrolled 3)" = "City 0|City 1|City 2" ] && [ "$(order wide-start 3)" = "City 0|City 1|City 2" ]'
kill "$app" 2>/dev/null; wait "$app" 2>/dev/null

# A nested document: a member holding an object opens it (a double click scrolls to its section, far below).
{ printf '{"name": "lattice", "settings": {"theme": "dark", "zoom": 1.5}'
  for i in $(seq 1 60); do printf ', "key_%d": %d' "$i" "$i"; done; echo '}'; } > "$out/nested.json"
open_window nested "$out/nested.json"
[ -n "$window" ] && xdotool windowfocus --sync "$window" 2>/dev/null
dump_until nested-top 'grep -A400 "^ *list \"Items\"" "$out/nested-top.txt" | grep -q "list item \"settings"'
headings() { grep -A400 '^ *list "Items"' "$out/$1.txt" | grep -o 'heading "[^"]*"' | paste -sd'|'; }
# The first section's rows start under its heading: "name" first, "settings" the second row.
row=$(grep -A400 '^ *list "Items"' "$out/nested-top.txt" | grep -c 'list item "settings')
xdotool mousemove --window "$window" 600 172 click --repeat 2 --delay 80 1
dump_until nested-opened '[ "$(headings nested-opened | cut -d"|" -f1)" = "heading \"nested › settings\"" ]'
check "a member holding an object opens its section (a double click)" \
    '[ "$row" = 1 ] && [ "$(headings nested-opened | cut -d"|" -f1)" = "heading \"nested › settings\"" ]'
kill "$app" 2>/dev/null; wait "$app" 2>/dev/null

# A file of more columns opens as a table the first time: its columns' titles head the rows (read back by OCR).
cp "$here/../Corpus/files/penguins.csv" "$out/penguins.csv"
open_window penguins "$out/penguins.csv"
[ -n "$window" ] && xdotool windowfocus --sync "$window" 2>/dev/null
still
shot table-first
convert "$out/table-first.png" -crop 700x30+266+52 +repage -resize 200% "$out/table-first-header.png"
tesseract "$out/table-first-header.png" "$out/table-first-header" >/dev/null 2>&1
check "a data file of eight columns opens in the columns view, in the file's order" \
    'grep -q "species" "$out/table-first-header.txt" && grep -q "island" "$out/table-first-header.txt"'
# Enter on a row shows it whole in the record pane beside the rows; Down moves the cursor and the record with it.
record() { grep -A60 '^ *list "Record"' "$out/$1.txt" | grep -o 'list item "[^"]*' | sed 's/list item "//' | paste -sd'|'; }
xdotool key Down Return
still
xdotool key Down
dump_until record '[ "$(record record | cut -d"|" -f1-3)" = "species, Adelie|island, Torgersen|bill_length_mm, 39.5" ]'
check "Enter shows the row's every field, name and value, in the file's order" \
    '[ "$(record record | cut -d"|" -f1-3)" = "species, Adelie|island, Torgersen|bill_length_mm, 39.5" ]'
# Escape closes it.
xdotool key Escape
dump_until record-closed '! grep -q "list \"Record\"" "$out/record-closed.txt"'
check "Escape closes the record pane" '! grep -q "list \"Record\"" "$out/record-closed.txt"'

# A right click on a column's title groups the rows by it: a section per island, each counted, in the sidebar too.
xdotool mousemove --window "$window" 545 67 click 3
still
xdotool mousemove --window "$window" 580 148 click 1   # Sort, Title Rows, then Group by "island"
dump_until grouped '[ "$(headings grouped | cut -d"|" -f1)" = "heading \"Biscoe\"" ] && sidebar_items grouped | grep -q "Biscoe|Dream|Torgersen"'
check "Group by makes a section per value, in the main area and the sidebar" \
    '[ "$(headings grouped | cut -d"|" -f1)" = "heading \"Biscoe\"" ] && sidebar_items grouped | grep -q "Biscoe|Dream|Torgersen"'
check "the header bar says the rows are grouped, and offers the file's order" 'grep -q "push button \"Grouped by “island”" "$out/grouped.txt"'
kill "$app" 2>/dev/null; wait "$app" 2>/dev/null

# A folder's data file opens in place (a double click), and Back (Alt+Left) returns to the folder.
mkdir -p "$out/shelf" && cp "$here/../Corpus/files/penguins.csv" "$out/shelf/" && echo note > "$out/shelf/notes.txt"
open_window shelf "$out/shelf"
[ -n "$window" ] && xdotool windowfocus --sync "$window" 2>/dev/null
dump_until shelf 'grep -A40 "^ *list \"Items\"" "$out/shelf.txt" | grep -q "list item \"penguins.csv"'
row=$(grep -A40 '^ *list "Items"' "$out/shelf.txt" | grep -o 'list item "[^,"]*' | sed 's/list item "//' | grep -n "^penguins.csv$" | cut -d: -f1)
# Rows of a folder's list start under its "Files" heading (about 100 points down), 50 points apart.
xdotool mousemove --window "$window" 600 $(( 75 + 50 * ${row:-1} )) click --repeat 2 --delay 80 1
dump_until opened-in-place 'grep -q "list item \"Adelie, Torgersen" "$out/opened-in-place.txt" && grep -q "CSV · UTF-8" "$out/opened-in-place.txt"'
check "a folder's CSV opens in place as a table (a double click)" \
    'grep -q "list item \"Adelie, Torgersen" "$out/opened-in-place.txt" && grep -q "CSV · UTF-8" "$out/opened-in-place.txt"'
xdotool key alt+Left
dump_until back-to-shelf '[ "$(order back-to-shelf 2)" = "notes.txt|penguins.csv" ]'
check "Back returns to the folder" '[ "$(order back-to-shelf 2)" = "notes.txt|penguins.csv" ]'
kill "$app" 2>/dev/null; wait "$app" 2>/dev/null

# A SQLite database searched as it is typed: a query over its rows' texts, off the main thread.
cp "$here/../Corpus/files/penguins.sqlite" "$out/penguins.sqlite"
open_window penguins "$out/penguins.sqlite"
items() { grep -A400 '^ *list "Items"' "$out/$1.txt" | grep 'list item "'; }
[ -n "$window" ] && xdotool windowfocus --sync "$window" 2>/dev/null
still
xdotool type --delay 60 "torgersen"
dump_until searched '[ "$(items searched | grep -c Torgersen)" -ge 5 ] && [ "$(items searched | grep -vc Torgersen)" = 0 ]'
check "typing searches a database's rows: those of Torgersen, and only those" \
    '[ "$(items searched | grep -c Torgersen)" -ge 5 ] && [ "$(items searched | grep -vc Torgersen)" = 0 ]'
kill "$app" 2>/dev/null; wait "$app" 2>/dev/null

[ $status = 0 ] || { echo "(kept $out for inspection)"; exit 1; }
rm -rf "$out"
