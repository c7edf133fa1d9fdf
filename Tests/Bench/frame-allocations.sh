#!/usr/bin/env bash
# Heap allocations of a steady frame, and who makes them, counted with valgrind's DHAT:
# - offscreen (`lattice bench render`: the model's display list and the cairo renderer's drawing into a
#   1920×1080 image), list and grid, 50 and 250 warm frames;
# - the live window (`lattice bench scroll` under Xvfb, 1,000,000 items, the GSK render-node path), 20 and
#   120 steps a phase (smooth, page and jump alike, so the 300 frames between them are a mix of the three).
# The difference between the two runs of each, divided by the frames between them, cancels start-up and caches
# filling. Tests/Bench/allocation-owners.py splits each count by owner: Lattice's own Swift, or the C
# library (cairo, pixman, pango, glib, …) that asked the allocator, and names Lattice's busiest call sites.
# Usage: Tests/Bench/frame-allocations.sh [ITEMS]   (default 100000 offscreen; LATTICE=path to the binary)
set -euo pipefail
items=${1:-100000}
here=$(cd "$(dirname "$0")/../.." && pwd)
lattice=${LATTICE:-$here/.build/release/lattice}
command -v valgrind > /dev/null || { echo "valgrind is not installed (apt-get install valgrind)" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
profile() {   # profile OUT ARGS…: one DHAT profile of `lattice ARGS…`
    local out=$1; shift
    valgrind --tool=dhat --dhat-out-file="$out" "$lattice" "$@" > /dev/null 2>> "$work/valgrind.log" \
        || { echo "valgrind failed on: lattice $*" >&2; tail -20 "$work/valgrind.log" >&2; exit 1; }
}
echo "# $items items offscreen, 1,000,000 in the window; 1920x1080; valgrind $(valgrind --version | sed 's/valgrind-//')"
for layout in list grid; do
    for frames in 50 250; do
        profile "$work/$layout-$frames.json" bench render --items "$items" --layout "$layout" --warm-frames "$frames" --cold-frames 0
    done
    "$here/Tests/Bench/allocation-owners.py" "$work/$layout-50.json" "$work/$layout-250.json" 200 "offscreen_$layout"
done
# The window, as the side-by-side table runs it: cairo renderer, no GL, no accessibility bridge.
display=()
[ -n "${DISPLAY:-}" ] || display=(xvfb-run -a -s "-screen 0 1920x1080x24")
for steps in 20 120; do
    "${display[@]}" env GSK_RENDERER=cairo GDK_DEBUG=gl-disable GTK_A11Y=none \
        valgrind --tool=dhat --dhat-out-file="$work/window-$steps.json" "$lattice" bench scroll --items 1000000 \
        --layout list --steps "$steps" --phase-timeout 300 > /dev/null 2>> "$work/valgrind.log" \
        || { echo "valgrind failed on: lattice bench scroll" >&2; tail -20 "$work/valgrind.log" >&2; exit 1; }
done
"$here/Tests/Bench/allocation-owners.py" "$work/window-20.json" "$work/window-120.json" 300 window_list
