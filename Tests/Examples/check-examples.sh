#!/bin/bash
# The examples as a package outside the repository: clones the committed HEAD, tags it 1.0.0, builds
# Tests/Examples against it with `from: "1.0.0"` (the palette list imports every library product), fails on any
# warning from Lattice's own sources or manifest, then runs each example on an Xvfb display of its own, takes a
# screenshot once it has drawn its data, and checks the screenshot shows it. Screenshots are kept in
# .build/examples/ to look at.
#
# One warning is not Lattice's to fix and is reported, not failed: SwiftPM drops the flags of Debian's gtk4.pc
# it does not allow (-pthread, -msse…) with "prohibited flag(s)", in every package over GTK 4 (docs/library.md).
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
. "$repo/Tests/GUI/waiting.sh"   # still: the screen standing still
shots="$repo/.build/examples"
mkdir -p "$shots"
work=$(mktemp -d)
xvfb="" photos=""
# The photos check (run beside the gallery's) ends with this script, pass or fail: its own trap closes its display.
trap '[ -n "$photos" ] && kill "$photos" 2>/dev/null && wait "$photos" 2>/dev/null; [ -n "$xvfb" ] && kill "$xvfb" 2>/dev/null; rm -rf "$work"' EXIT
# In a folder not named `lattice`: the manifest derives the package identity from the URL (docs/library.md).
git clone -q "$repo" "$work/my-lattice-fork"
git -C "$work/my-lattice-fork" tag 1.0.0
cp -r "$repo/Tests/Examples" "$work/examples"
rm -rf "$work/examples/.build"
cd "$work/examples"

if ! LATTICE_URL="file://$work/my-lattice-fork" swift build --scratch-path "$work/build" > build.log 2>&1; then
    cat build.log; echo "FAIL examples: a package depending on Lattice 1.0.0 does not build"; exit 1
fi
echo "ok   examples: a package depending on Lattice by version (from: \"1.0.0\") builds, importing every library product"

warnings=$(grep -E "warning:" build.log | grep -v "prohibited flag(s)" || true)
if [ -n "$warnings" ]; then
    echo "$warnings"; echo "FAIL examples: building Lattice as a dependency warns"; exit 1
fi
echo "ok   examples: Lattice builds as a dependency with no warnings of its own"
grep -q "prohibited flag(s)" build.log && echo "note examples: SwiftPM filtered gtk4.pc's compiler flags (prohibited flag(s): -pthread, -msse…)"

# Runs example $1 on a display of its own; once it prints "drew $1" and the pointer has moved over it,
# screenshots the display into $shots/$1.png.
run_example() {
    local name=$1 log="$work/$1.log"
    rm -f "$work/display"
    Xvfb -displayfd 5 -screen 0 1024x768x24 -nolisten tcp 5> "$work/display" 2> /dev/null & xvfb=$!
    for _ in $(seq 100); do [ -s "$work/display" ] && break; sleep 0.05; done
    local display=":$(cat "$work/display")"
    DISPLAY=$display GSK_RENDERER=cairo NO_AT_BRIDGE=1 stdbuf -oL "$work/build/debug/$name" > "$log" 2>&1 & local app=$!
    for _ in $(seq 100); do grep -q "drew $name" "$log" && break; sleep 0.05; done
    # The pointer crosses the window, so hover draws it again: what the screenshot shows is a later frame, not
    # only the first (a view whose data source was released draws its first frame and then nothing).
    DISPLAY=$display xdotool mousemove 60 60 sleep 0.1 mousemove 120 200 sleep 0.1 mousemove 200 300 2> /dev/null || true
    DISPLAY=$display still || true
    import -display "$display" -window root "$shots/$name.png" 2> /dev/null || true
    local status=0
    wait "$app" || status=$?
    kill "$xvfb" 2> /dev/null; wait "$xvfb" 2> /dev/null || true; xvfb=""
    if [ "$status" != 0 ]; then cat "$log"; echo "FAIL examples: $name exited with status $status"; exit 1; fi
    if ! grep -q "drew $name" "$log"; then cat "$log"; echo "FAIL examples: $name never drew its data"; exit 1; fi
}

# The screenshot shows the example: a window of the expected size whose content has ink (text, swatches, icons)
# over a light background, in more than a few colours. Prints the facts it judged.
check_shot() {
    /usr/bin/python3 - "$shots/$1.png" "$2" "$3" <<'PY'
import sys
import gi
gi.require_version("GdkPixbuf", "2.0")
from gi.repository import GdkPixbuf
path, want_w, want_h = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
image = GdkPixbuf.Pixbuf.new_from_file(path)
width, height, channels, stride = image.get_width(), image.get_height(), image.get_n_channels(), image.get_rowstride()
data = image.get_pixels()
rows = [data[y * stride:y * stride + width * channels] for y in range(height)]
# The window: the bounding box of what is not the root window's black.
lit = [(x, y) for y in range(0, height, 2) for x in range(0, width, 2) if sum(rows[y][x * channels:x * channels + 3]) > 30]
if not lit:
    print("no window: the screen is the root window's black")
    sys.exit(1)
xs, ys = [p[0] for p in lit], [p[1] for p in lit]
box_w, box_h = max(xs) - min(xs) + 2, max(ys) - min(ys) + 2
pixels = [tuple(rows[y][x * channels:x * channels + 3]) for (x, y) in lit]
background = max(set(pixels), key=pixels.count)
ink = sum(1 for p in pixels if sum(abs(a - b) for a, b in zip(p, background)) > 60) / len(pixels)
colours = len(set(pixels))
print(f"window {box_w}x{box_h}, ink {ink:.1%}, {colours} colours")
ok = abs(box_w - want_w) <= 8 and want_h - 8 <= box_h <= want_h + 80 and 0.01 <= ink <= 0.6 and colours >= 16
sys.exit(0 if ok else 1)
PY
}

for spec in "PaletteList 360 480" "Sidebar 280 480" "ModernLayouts 480 640" "ListableDemo 400 560"; do
    set -- $spec
    run_example "$1"
    if facts=$(check_shot "$1" "$2" "$3"); then
        echo "ok   examples: $1 runs under Xvfb and its screenshot shows it ($facts; .build/examples/$1.png)"
    else
        echo "$facts"; echo "FAIL examples: $1's screenshot does not show its window and content (.build/examples/$1.png)"; exit 1
    fi
done
if grep -q "applied 7 inserts on the main actor" "$work/PaletteList.log" && grep -q "laid out 7 rows" "$work/PaletteList.log"; then
    echo "ok   examples: await dataSource.apply in a main-actor task runs inside GLib's main loop and reaches the view"
else
    cat "$work/PaletteList.log"; echo "FAIL examples: the main-actor task never ran, or its rows never reached the view"; exit 1
fi

# The gallery of Apple's sample, every screen driven and looked at (Tests/Examples/check-gallery.sh), and beside it
# the Photos-like browser driven by the keyboard alone (Tests/Examples/check-photos.sh): each on displays of its own,
# both waiting on windows most of their time; the browser's lines are printed after the gallery's.
"$repo/Tests/Examples/check-photos.sh" "$work/build/debug" "$shots/photos" > "$work/photos.out" 2>&1 & photos=$!
"$repo/Tests/Examples/check-gallery.sh" "$work/build/debug" "$shots/gallery"
photos_status=0
wait "$photos" || photos_status=$?
photos=""
cat "$work/photos.out"
[ "$photos_status" = 0 ] || exit 1

# A newcomer's first hour: docs/library.md's own app, built against the same clone into the same scratch folder
# (Lattice is compiled once for both).
NEWCOMER_CLONE="$work/my-lattice-fork" NEWCOMER_SCRATCH="$work/build" "$repo/Tests/Examples/check-newcomer.sh"

# The boundary the compiler keeps: an app importing LatticeGTK (and so Gtk) cannot reach GTK's C API through it —
# a package calling a GTK function does not compile, built into the same scratch folder (Lattice is not rebuilt).
mkdir -p "$work/c-api/Sources/CAPI"
sed -e 's/name: "LatticeExamples"/name: "CAPI"/' -e '/targets: \[/,$d' "$repo/Tests/Examples/Package.swift" > "$work/c-api/Package.swift"
cat >> "$work/c-api/Package.swift" <<'SWIFT'
    targets: [.executableTarget(name: "CAPI", dependencies: [.product(name: "LatticeGTK", package: lattice)])],
    swiftLanguageModes: [.v6]
)
SWIFT
printf 'import LatticeGTK\n_ = gtk_get_major_version()\n' > "$work/c-api/Sources/CAPI/main.swift"
if (cd "$work/c-api" && LATTICE_URL="file://$work/my-lattice-fork" swift build --scratch-path "$work/build" > "$work/c-api.log" 2>&1); then
    echo "FAIL examples: a package calling gtk_get_major_version through LatticeGTK builds: GTK's C API leaks to apps"; exit 1
elif grep -q "cannot find 'gtk_get_major_version' in scope" "$work/c-api.log"; then
    echo "ok   examples: GTK's C API is not reachable through LatticeGTK (a call to gtk_get_major_version does not compile)"
else
    cat "$work/c-api.log"; echo "FAIL examples: the C API check failed for another reason than the one it checks"; exit 1
fi

