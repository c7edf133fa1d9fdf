#!/bin/bash
# Every screen of the gallery (Apple's "Implementing Modern Collection Views" on Lattice) under Xvfb: opens it,
# waits until it has drawn its data, drives its interaction as a user would (xdotool types the search, clicks the
# switch, the button or the outline's chevron, drags a row), waits for the screen to say what that did, takes a
# screenshot, and checks it: the window has ink in many colours over its background (not blank), and the header
# bar shows the screen's title (read back by OCR), judged while the next screen runs. Also picks a screen from the
# sidebar with a click.
#
#   Tests/Examples/check-gallery.sh BUILD_DIR [SHOTS_DIR] [--dark]
#
# Screenshots land in SHOTS_DIR (.build/examples/gallery by default); `--dark` runs every screen dark.
set -euo pipefail
bin="$1/Gallery"
shots="${2:-$(cd "$(dirname "$0")/../.." && pwd)/.build/examples/gallery}"
. "$(dirname "$0")/../GUI/waiting.sh"   # still: the screen standing still
dark="${3:-}"
mkdir -p "$shots"
work=$(mktemp -d)
xvfb=""
trap '[ -n "$xvfb" ] && kill "$xvfb" 2>/dev/null; rm -rf "$work"' EXIT
Xvfb -displayfd 5 -screen 0 1010x720x24 -nolisten tcp 5> "$work/display" 2> /dev/null & xvfb=$!
for _ in $(seq 100); do [ -s "$work/display" ] && break; sleep 0.05; done
export DISPLAY=":$(cat "$work/display")" GSK_RENDERER=cairo NO_AT_BRIDGE=1

# Waits up to $2 tenths of a second for a line matching $1 in the log.
wait_for() {
    for _ in $(seq "$2"); do grep -q -- "$1" "$log" && return 0; sleep 0.1; done
    return 1
}

# The screenshot shows a window with content in many colours, and its header bar reads the title ($2).
check_shot() {
    /usr/bin/python3 - "$1" "$2" <<'PY'
import re, subprocess, sys
import gi
gi.require_version("GdkPixbuf", "2.0")
from gi.repository import GdkPixbuf
path, title = sys.argv[1], sys.argv[2]
image = GdkPixbuf.Pixbuf.new_from_file(path)
w, h, n, stride, data = image.get_width(), image.get_height(), image.get_n_channels(), image.get_rowstride(), image.get_pixels()
pixels = [tuple(data[y * stride + x * n:y * stride + x * n + 3]) for y in range(60, h - 10, 3) for x in range(250, w - 10, 3)]
background = max(set(pixels), key=pixels.count)
ink = sum(1 for p in pixels if sum(abs(a - b) for a, b in zip(p, background)) > 60) / len(pixels)
colours = len(set(pixels))
# The header bar, enlarged for OCR.
header = image.new_subpixbuf(200, 8, w - 400, 40).scale_simple((w - 400) * 3, 120, GdkPixbuf.InterpType.BILINEAR)
header.savev(path + ".title.png", "png", [], [])
read = subprocess.run(["tesseract", path + ".title.png", "-", "--psm", "7"], capture_output=True, text=True).stdout
def words(text): return re.sub(r"[^a-z0-9]+", " ", text.lower()).split()
found = words(title) == words(read) or " ".join(words(title)) in " ".join(words(read))
print(f"content ink {ink:.1%} in {colours} colours, title read \"{read.strip()}\"")
sys.exit(0 if found and 0.004 <= ink <= 0.9 and colours >= 12 else 1)
PY
}

# Runs screen $1 ("slug|Title"), drives its target if it reports one, and checks what it did and showed.
run_screen() {
    local slug=${1%%|*} title=${1#*|}
    log="$work/$slug.log"
    stdbuf -oL "$bin" --screen "$slug" $dark > "$log" 2>&1 & local app=$!
    if ! wait_for "^drew $slug" 150; then cat "$log"; echo "FAIL gallery: $slug never drew its data"; exit 1; fi
    still || true
    local target
    target=$(grep "^target " "$log" | head -1 || true)
    set -- $target
    case "${2:-}" in
        type) xdotool type --delay 60 "$3" ;;
        click) xdotool mousemove "$3" "$4" sleep 0.1 click 1 ;;
        drag) xdotool mousemove "$3" "$4" sleep 0.1 mousedown 1 sleep 0.1 mousemove "$3" $(($4 + 10)) sleep 0.1 \
                  mousemove "$5" $((($4 + $6) / 2)) sleep 0.1 mousemove "$5" "$6" sleep 0.3 mouseup 1 ;;
    esac
    if [ -n "$target" ]; then
        if ! wait_for "^did $slug" 60; then cat "$log"; echo "FAIL gallery: $slug: ${target#target } did nothing"; exit 1; fi
        xdotool mousemove 1005 715   # the pointer off the content, so no hover shows in the screenshot
    fi
    still || true   # the interaction's animation runs its course
    import -window root -crop 1000x710+0+0 "$shots/$slug.png"
    kill "$app" 2> /dev/null; wait "$app" 2> /dev/null || true
    local did
    did=$(grep "^did $slug" "$log" | head -1 | cut -d' ' -f3- || true)
    # The screenshot is judged while the next screen runs; the verdicts are read in order at the end.
    { if facts=$(check_shot "$shots/$slug.png" "$title"); then
          echo "ok   gallery: $title${did:+ — ${target#target } → $did} ($facts)"
      else
          echo "$facts"; echo "FAIL gallery: $slug's screenshot does not show its content and title ($shots/$slug.png)"
      fi > "$work/$slug.verdict"; } &
    checks+=($!)
    verdicts+=("$work/$slug.verdict")
}

checks=() verdicts=()
screens=$("$bin" --list)
while IFS= read -r screen; do run_screen "$screen"; done <<< "$screens"
wait "${checks[@]}"
for verdict in "${verdicts[@]}"; do
    cat "$verdict"
    grep -q "^FAIL" "$verdict" && exit 1
done

# A screen picked as a user picks it: a click on its row in the sidebar.
log="$work/sidebar.log"
stdbuf -oL "$bin" --screen list > "$log" 2>&1 & app=$!
wait_for "^drew list" 150 && wait_for "^row grid " 50
set -- $(grep "^row grid " "$log")
xdotool mousemove "$3" "$4" sleep 0.1 click 1
if wait_for "^drew grid" 50; then
    echo "ok   gallery: a click on \"Grid\" in the sidebar shows the Grid screen"
else
    cat "$log"; echo "FAIL gallery: a click on Grid in the sidebar did not show it"; exit 1
fi
kill "$app" 2> /dev/null; wait "$app" 2> /dev/null || true
