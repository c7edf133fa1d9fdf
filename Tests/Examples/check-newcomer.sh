#!/bin/bash
# A newcomer's first hour, checked from the outside: the app of docs/library.md's "Your first hour" section,
# extracted from the doc's own `file=` blocks (no copy is kept), built as a package of its own against a clone of
# the committed HEAD in a folder NOT named `lattice` (tagged 1.0.0, depended on by URL and version, the
# manifest deriving the package identity as the doc says), then run under Xvfb and driven with xdotool: a click on
# a sidebar header folds its section, a click on a tile prints the app's own item, the header bar's button
# switches the grid to a list. Screenshots go to .build/examples/newcomer-*.png.
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
. "$repo/Tests/GUI/waiting.sh"   # still: the screen standing still
shots="$repo/.build/examples"
mkdir -p "$shots"
work=$(mktemp -d)
xvfb="" app=""
# The app runs under dbus-run-session: its session bus (and what the bus started) go first, or they outlive the check.
# (Each step may fail, and errexit holds in the trap too: none may stop the ones after it.)
trap 'if [ -n "$app" ]; then pkill -TERM -P "$app" 2>/dev/null || true; kill "$app" 2>/dev/null || true; wait "$app" 2>/dev/null || true; fi
      if [ -n "$xvfb" ]; then kill "$xvfb" 2>/dev/null || true; fi; rm -rf "$work"' EXIT
fail() { echo "FAIL newcomer: $*"; [ -f "$work/app.log" ] && cat "$work/app.log"; exit 1; }

# check-examples.sh hands over its clone and scratch folder, so Lattice is compiled once for both.
clone=${NEWCOMER_CLONE:-$work/my-lattice-fork}
scratch=${NEWCOMER_SCRATCH:-$work/build}
if [ ! -d "$clone" ]; then
    git clone -q "$repo" "$clone"
    git -C "$clone" tag 1.0.0
fi
mkdir -p "$work/newcomer-app"
python3 - "$repo/docs/library.md" "$work/newcomer-app" <<'PY'
import os, re, sys
doc, out = sys.argv[1], sys.argv[2]
files, current = {}, None
for line in open(doc, encoding="utf-8"):
    fence = re.match(r"^```swift file=(\S+)\s*$", line)
    if current is None and fence:
        current = fence.group(1)
        files.setdefault(current, [])
    elif current is not None and line.startswith("```"):
        current = None
    elif current is not None:
        files[current].append(line)
if not files:
    sys.exit("no `file=` blocks in " + doc)
for path, lines in files.items():
    os.makedirs(os.path.dirname(os.path.join(out, path)) or out, exist_ok=True)
    open(os.path.join(out, path), "w", encoding="utf-8").write("".join(lines))
    print("extracted", path, len(lines), "lines")
PY
echo "ok   newcomer: the doc's blocks make a package ($(cat "$work"/newcomer-app/Package.swift "$work"/newcomer-app/Sources/Newcomer/*.swift | wc -l) lines)"

cd "$work/newcomer-app"
if ! LATTICE_URL="file://$clone" swift build --scratch-path "$scratch" > "$work/build.log" 2>&1; then
    cat "$work/build.log"; fail "the doc's app does not build against a fork in a folder named my-lattice-fork"
fi
echo "ok   newcomer: it builds against Lattice in a folder named $(basename "$clone") (package identity from the URL)"

Xvfb -displayfd 5 -screen 0 1024x768x24 -nolisten tcp 5> "$work/display" 2> /dev/null & xvfb=$!
for _ in $(seq 100); do [ -s "$work/display" ] && break; sleep 0.05; done
export DISPLAY=":$(cat "$work/display")"
# In a session bus of its own, as on a desktop (a GtkApplication registers there).
# No accessibility bus: nothing here reads the tree, and an activated at-spi-bus-launcher would outlive the session.
GSK_RENDERER=cairo NO_AT_BRIDGE=1 GTK_A11Y=none dbus-run-session -- stdbuf -oL "$scratch/debug/Newcomer" > "$work/app.log" 2>&1 & app=$!
# Waits until the app's output has `line` (as many times as `count`), for at most 10 s.
wait_for() {
    local line=$1 count=${2:-1}
    for _ in $(seq 200); do [ "$(grep -c -- "$line" "$work/app.log" || true)" -ge "$count" ] && return 0; sleep 0.05; done
    return 1
}
wait_for "ready" || fail "the app never showed its data"
wait_for "sidebar shows 7 rows" || fail "the sidebar does not show its 7 rows"
still || true
import -display "$DISPLAY" -window root "$shots/newcomer-grid.png" 2> /dev/null || true
# The window is at the screen's corner (no window manager): its header bar is 46 points tall, the sidebar 220 wide.
xdotool mousemove 70 66 click 1
wait_for "sidebar shows 5 rows" || fail "a click on the Library header did not fold its section"
echo "ok   newcomer: a click on a sidebar header folds its section (7 → 5 rows)"
xdotool mousemove 290 120 click 1
wait_for "selected tile 1" || fail "a click on the first tile did not hand the app its item"
echo "ok   newcomer: a click on a tile hands the app its own item (didSelect: tile 1)"
xdotool mousemove 24 23 click 1
wait_for "switched to the list" || fail "the header bar's button did not switch the grid to a list"
still || true
import -display "$DISPLAY" -window root "$shots/newcomer-list.png" 2> /dev/null || true
xdotool mousemove 24 23 click 1
wait_for "switched to the grid" || fail "the header bar's button did not switch back to the grid"
echo "ok   newcomer: the header bar's button switches grid → list → grid with the data source bound"
if grep -E "CRITICAL|WARNING" "$work/app.log"; then fail "GTK printed criticals or warnings"; fi
if grep -q "Lattice: a cell's content" "$work/app.log"; then fail "the doc's own cells do not fit their items"; fi
echo "ok   newcomer: no GTK warnings, and every cell's content fits its item"
