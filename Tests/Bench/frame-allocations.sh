#!/usr/bin/env bash
# Heap allocations of a steady scroll frame (the model's display list and the cairo renderer's drawing, into an
# offscreen 1920×1080 image): `lattice bench render` under valgrind twice — with 50 and with 250 warm frames,
# no cold ones — and the difference of valgrind's "total heap usage" allocation counts over the 200 extra
# frames. Start-up, caches filling and the first frames cancel out.
# Usage: Tests/Bench/frame-allocations.sh [ITEMS]   (default 100000; LATTICE=path to the binary)
set -euo pipefail
items=${1:-100000}
here=$(cd "$(dirname "$0")/../.." && pwd)
lattice=${LATTICE:-$here/.build/release/lattice}
command -v valgrind > /dev/null || { echo "valgrind is not installed (apt-get install valgrind)" >&2; exit 1; }
allocations() {   # allocations LAYOUT FRAMES
    valgrind --tool=memcheck --leak-check=no "$lattice" bench render --items "$items" --layout "$1" \
        --warm-frames "$2" --cold-frames 0 2>&1 >/dev/null | sed -n 's/.*total heap usage: \([0-9,]*\) allocs.*/\1/p' | tr -d ,
}
echo "# $items items, 1920x1080, valgrind $(valgrind --version | sed 's/valgrind-//')"
for layout in list grid; do
    short=$(allocations "$layout" 50)
    long=$(allocations "$layout" 250)
    echo "layout=$layout allocations_50_frames=$short allocations_250_frames=$long allocations_per_steady_frame=$(( (long - short) / 200 ))"
done
