#!/bin/bash
# A package outside the repository depending on Lattice by version: clones the committed HEAD, tags it 1.0.0,
# builds Tests/Consumer against it with `from: "1.0.0"` (every library product imported), fails on any
# warning from Lattice's own sources or manifest, and runs the app (under Xvfb when there is no display).
#
# One warning is not Lattice's to fix and is reported, not failed: SwiftPM drops the flags of Debian's gtk4.pc
# it does not allow (-pthread, -msse…) with "prohibited flag(s)", in every package over GTK 4 (docs/library.md).
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
git clone -q "$repo" "$work/lattice"
git -C "$work/lattice" tag 1.0.0
cp -r "$repo/Tests/Consumer" "$work/consumer"
rm -rf "$work/consumer/.build"
cd "$work/consumer"

if ! LATTICE_URL="file://$work/lattice" swift build > build.log 2>&1; then
    cat build.log; echo "FAIL consumer: a package depending on Lattice 1.0.0 does not build"; exit 1
fi
echo "ok   consumer: a package depending on Lattice by version (from: \"1.0.0\") builds, importing every library product"

warnings=$(grep -E "warning:" build.log | grep -v "prohibited flag(s)" || true)
if [ -n "$warnings" ]; then
    echo "$warnings"; echo "FAIL consumer: building Lattice as a dependency warns"; exit 1
fi
echo "ok   consumer: Lattice builds as a dependency with no warnings of its own"
grep -q "prohibited flag(s)" build.log && echo "note consumer: SwiftPM filtered gtk4.pc's compiler flags (prohibited flag(s): -pthread, -msse…)"

run=(.build/debug/LatticeConsumer)
[ -n "${DISPLAY:-}" ] || run=(xvfb-run -a "${run[@]}")
if ! output=$(GSK_RENDERER=cairo NO_AT_BRIDGE=1 "${run[@]}" 2>&1); then
    echo "$output"; echo "FAIL consumer: the app exited with an error"; exit 1
fi
if grep -q "applied 7 inserts on the main actor" <<< "$output" && grep -q "laid out 7 rows" <<< "$output"; then
    echo "ok   consumer: await dataSource.apply in a main-actor task runs inside GLib's main loop and reaches the view"
else
    echo "$output"; echo "FAIL consumer: the main-actor task never ran, or its rows never reached the view"; exit 1
fi
if grep -q "drew the palette in a window" <<< "$output"; then
    echo "ok   consumer: the application's window stays open and draws the applied rows"
else
    echo "$output"; echo "FAIL consumer: no frame was drawn with the applied rows (did the application quit at once?)"; exit 1
fi
