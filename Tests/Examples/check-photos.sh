#!/bin/bash
# The Photos-like example (Tests/Examples/Sources/Photos) driven by the keyboard alone under Xvfb, as a user who
# never touches the mouse: pick a place in the sidebar with the arrows, fold and unfold an album group with Left and
# Right, move to the photos with F6 and select one, page down under the pinned month headers, switch to the list
# and back (Ctrl+1, Ctrl+2, through the data source's setLayout), and search (Ctrl+F, typing). After each step it
# waits for the app to say what the step did once its view stands still, takes a screenshot once the screen
# stops changing, and checks the screenshot shows it: how many rows the sidebar draws, how many photos and in
# which shape (cards spread over the pane, or pictures in one column of rows), the selection's accent, and the
# pinned header's month read back by OCR.
#
#   Tests/Examples/check-photos.sh BUILD_DIR [SHOTS_DIR]
set -euo pipefail
bin="$1/Photos"
shots="${2:-$(cd "$(dirname "$0")/../.." && pwd)/.build/examples/photos}"
mkdir -p "$shots"
work=$(mktemp -d)
xvfb="" app=""
trap '[ -n "$app" ] && kill "$app" 2>/dev/null; [ -n "$xvfb" ] && kill "$xvfb" 2>/dev/null; rm -rf "$work"' EXIT
Xvfb -displayfd 5 -screen 0 1024x720x24 -nolisten tcp 5> "$work/display" 2> /dev/null & xvfb=$!
for _ in $(seq 100); do [ -s "$work/display" ] && break; sleep 0.05; done
export DISPLAY=":$(cat "$work/display")" GSK_RENDERER=cairo NO_AT_BRIDGE=1
log="$work/photos.log"

fail() { cat "$log"; echo "FAIL photos: $*"; exit 1; }

# Waits up to $2 tenths of a second for a line matching $1 in the log, after the lines already seen.
seen=0
wait_for() {
    for _ in $(seq "$2"); do
        if tail -n +"$((seen + 1))" "$log" | grep -q -- "$1"; then
            seen=$(grep -n -- "$1" "$log" | tail -1 | cut -d: -f1)
            return 0
        fi
        sleep 0.1
    done
    return 1
}

# Screenshots the screen into $shots/$1.png once two shots in a row are the same (the frame has reached the screen).
shoot() {
    local previous=""
    for _ in $(seq 40); do
        import -window root "$work/shot.png" 2> /dev/null
        local sum; sum=$(md5sum < "$work/shot.png")
        [ "$sum" = "$previous" ] && break
        previous=$sum
        sleep 0.05
    done
    cp "$work/shot.png" "$shots/$1.png"
}

# Prints the facts of screenshot $1 as key=value: the sidebar's lines of text, the pictures (swatch pixels) in the photos
# pane and how far across it they spread, the accent's pixels, and the text of the photos pane's top band (OCR).
facts() {
    /usr/bin/python3 - "$shots/$1.png" $panes <<'PY'
import colorsys, subprocess, sys
import gi
gi.require_version("GdkPixbuf", "2.0")
from gi.repository import GdkPixbuf
path = sys.argv[1]
sx, sy, sw, sh, px, py, pw, ph = map(int, sys.argv[3:7] + sys.argv[8:12])
image = GdkPixbuf.Pixbuf.new_from_file(path)
n, stride, data = image.get_n_channels(), image.get_rowstride(), image.get_pixels()
def pixel(x, y):
    i = y * stride + x * n
    return data[i], data[i + 1], data[i + 2]
def region(x0, y0, w, h, step=2):
    return [(x, y, pixel(x, y)) for y in range(y0, y0 + h, step) for x in range(x0, x0 + w, step)]
side = region(sx, sy, sw, sh)
background = max(set(p for _, _, p in side), key=[p for _, _, p in side].count)
# The sidebar's lines of text and icons: runs of pixel rows holding ink (not the focus ring's or the accent's blue).
inked = set(y for _, y, p in side if sum(abs(a - b) for a, b in zip(p, background)) > 60 and not p[2] > p[0] + 40)
lines, last = 0, -99
for y in sorted(inked):
    lines += y - last > 6
    last = y
# The pictures are swatches of saturation 0.55 and value 0.85; Adwaita's accent (#3584e4) is more saturated.
pictures, columns, accent = 0, set(), 0
for x, y, (r, g, b) in region(px, py, pw, ph):
    h, s, v = colorsys.rgb_to_hsv(r / 255, g / 255, b / 255)
    if 0.45 <= s <= 0.65 and 0.75 <= v <= 0.95:
        pictures += 1
        columns.add((x - px) // 8)
    if abs(r - 0x35) < 24 and abs(g - 0x84) < 24 and abs(b - 0xe4) < 24:
        accent += 1
spread = len(columns) * 8 / pw
# Pictures counted as blobs: 8-pixel cells mostly of swatch, joined with their neighbours.
cells = set()
for cy in range(py // 8, (py + ph) // 8):
    for cx in range(px // 8, (px + pw) // 8):
        hits = 0
        for y in range(cy * 8, cy * 8 + 8, 2):
            for x in range(cx * 8, cx * 8 + 8, 2):
                h, s, v = colorsys.rgb_to_hsv(*(c / 255 for c in pixel(x, y)))
                hits += 0.45 <= s <= 0.65 and 0.75 <= v <= 0.95
        if hits >= 12:
            cells.add((cx, cy))
cards, todo = 0, set(cells)
while todo:
    cards += 1
    stack = [todo.pop()]
    while stack:
        cx, cy = stack.pop()
        for neighbour in ((cx + 1, cy), (cx - 1, cy), (cx, cy + 1), (cx, cy - 1)):
            if neighbour in todo:
                todo.remove(neighbour)
                stack.append(neighbour)
band = image.new_subpixbuf(px, py, min(pw, 400), 44).scale_simple(min(pw, 400) * 3, 132, GdkPixbuf.InterpType.BILINEAR)
band.savev(path + ".header.png", "png", [], [])
header = subprocess.run(["tesseract", path + ".header.png", "-", "--psm", "7"], capture_output=True, text=True).stdout.strip().replace("'", "").replace("\"", "")
print(f"sidebar_lines={lines} pictures={pictures} cards={cards} spread={spread:.2f} accent={accent} header={header!r}")
PY
}

# The value of key $2 in facts line $1.
fact() { sed -E "s/.*\b$2=('[^']*'|[^ ]*).*/\1/" <<< "$1"; }

# Presses keys ($2…) and waits for the app to report $1, then shoots the screen as $shot.
step() {
    local expect=$1; shift
    xdotool key --delay 120 "$@"
    wait_for "$expect" 80 || fail "keys $* did not lead to \"$expect\""
    shoot "$shot"
}

check() { # check NAME CONDITION DESCRIPTION FACTS
    if /usr/bin/python3 -c "import sys; sys.exit(0 if ($2) else 1)"; then
        echo "ok   photos: $3 ($4; .build/examples/photos/$1.png)"
    else
        fail "$3 is not what the screenshot shows ($4; $shots/$1.png)"
    fi
}

stdbuf -oL "$bin" > "$log" 2>&1 & app=$!
wait_for "^drew 48 photos in 4 months" 200 || fail "the window never drew its photos"
panes=$(grep "^panes " "$log" | head -1 | sed -E 's/^panes //')
[ -n "$panes" ] || fail "the window never said where its panes are"
xdotool mousemove 1020 715   # the pointer parked off the window: no hover in the screenshots
shot=start; shoot start
start=$(facts start)
check start "$(fact "$start" spread) > 0.6 and $(fact "$start" cards) >= 9" \
    "the photos open as a grid of cards across the pane" "$start"

shot=favourites; step "^place Favourites: 10 photos" Down
favourites=$(facts favourites)
check favourites "$(fact "$favourites" cards) <= 10 and $(fact "$favourites" cards) < $(fact "$start" cards)" \
    "Down in the sidebar picks Favourites, and only its 10 photos show" "$favourites"

shot=folded; step "^sidebar rows 4" Down Left
folded=$(facts folded)
check folded "$(fact "$start" sidebar_lines) == 7 and $(fact "$folded" sidebar_lines) == 4" \
    "Down onto the Albums header and Left fold it: the sidebar draws 4 rows" "$folded"

shot=unfolded; step "^sidebar rows 7" Right
unfolded=$(facts unfolded)
check unfolded "$(fact "$unfolded" sidebar_lines) == 7" \
    "Right unfolds the Albums again: 7 rows" "$unfolded"

shot=album; step "^place Holidays: " Down
album=$(facts album)
holidays=$(grep '^place Holidays: ' "$log" | tail -1 | sed -E 's/.*: ([0-9]+) photos/\1/')
check album "0 < $(fact "$album" cards) <= $holidays < 48" \
    "Down picks the Holidays album (the arrows pass the header without selecting it)" "$album"

shot=selected; step "^selected " F6 Right
selected=$(facts selected)
check selected "$(fact "$selected" accent) > $(fact "$album" accent) + 20" \
    "F6 moves to the photos and Right selects one: its card shows the accent" "$selected"

shot=paged; step "^selected " Page_Down
paged=$(facts paged)
check paged "'2026' in $(fact "$paged" header)" \
    "Page Down selects further down, its month's header pinned whole at the top" "$paged"

shot=list; step "^layout list" ctrl+1
list=$(facts list)
check list "$(fact "$list" spread) < 0.25 and $(fact "$list" pictures) > 0" \
    "Ctrl+1 switches the data source to rows: the pictures stand in one column" "$list"

shot=grid; step "^layout grid" ctrl+2
grid=$(facts grid)
check grid "$(fact "$grid" spread) > 0.6" "Ctrl+2 switches back to cards across the pane" "$grid"

shot=search; step '^search "beach": ' ctrl+f b e a c h
search=$(facts search)
found=$(grep '^search "beach": ' "$log" | tail -1 | sed -E 's/.*: ([0-9]+) photos/\1/')
check search "0 < $(fact "$search" cards) <= $found < $holidays" \
    "Ctrl+F and typing \"beach\" leave the $found beach photos of the album" "$search"

kill "$app" 2> /dev/null; wait "$app" 2> /dev/null || true; app=""
