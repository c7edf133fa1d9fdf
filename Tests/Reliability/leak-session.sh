#!/usr/bin/env bash
# A scripted window session under LeakSanitizer: the sample catalogue (grid, list, zoom, search, context menu,
# sidebar, a collapse) and a folder (listed, changed on disk, navigated into and back, Ctrl+H, a reload), then
# the app quits by itself and LeakSanitizer reports what is still allocated and unreachable.
# Suppressions (Tests/Reliability/lsan.supp) cover only the libraries' own caches and one-time allocations,
# each listed with its reason; any other leak fails the run.
# LeakSanitizer's standalone runtime (Debian's liblsan0) is preloaded into the app: it replaces malloc and free,
# so an ordinary debug build is checked, with no build of its own; each session checks it was loaded, and a
# canary run first shows it reports a leak.
# Usage: Tests/Reliability/leak-session.sh BINARY   (run inside xvfb-run; see `make check-leaks`)
set -u
bin=${1:?usage: leak-session.sh BINARY}
here=$(cd "$(dirname "$0")" && pwd)
out=$(mktemp -d)
status=0
export GSK_RENDERER=cairo GTK_A11Y=none NO_AT_BRIDGE=1 GSETTINGS_BACKEND=memory
# GLib hands out small blocks (GObject instances among them) from its own slabs unless told to use malloc, which
# would hide them from LeakSanitizer; gc-friendly clears freed memory so stale pointers do not hide leaks.
export G_SLICE=always-malloc G_DEBUG=gc-friendly
export HOME="$out/home" XDG_CACHE_HOME="$out/cache"
# fast_unwind_on_malloc=0: full stacks through GTK's C code (frame pointers are not kept there), so the
# suppressions can name the functions that allocate.
export ASAN_OPTIONS=detect_leaks=1:exitcode=1:fast_unwind_on_malloc=0:malloc_context_size=40
export LSAN_OPTIONS=suppressions=$here/lsan.supp:print_suppressions=1:exitcode=23:fast_unwind_on_malloc=0:malloc_context_size=40
lsan=$(/sbin/ldconfig -p | awk '/liblsan\.so\.0 /{print $NF; exit}')
if [ -z "$lsan" ]; then echo "FAIL leaks: no LeakSanitizer runtime (liblsan.so.0; Debian's liblsan0)"; exit 1; fi
# The canary: a process that drops what it allocated, run as the app will be, is reported.
canary=$(LD_PRELOAD=$lsan python3 -c 'import ctypes; libc = ctypes.CDLL(None); libc.malloc.restype = ctypes.c_void_p; [libc.malloc(4096) for _ in range(16)]' 2>&1)
if ! grep -q "Direct leak of" <<< "$canary"; then
    echo "$canary" | tail -5; echo "FAIL leaks: LeakSanitizer does not report a leak it is shown"; exit 1
fi
echo "ok   leaks: LeakSanitizer ($lsan) reports a leak it is shown"

# Runs one session: the app with ARGS until it quits by itself, driven by the function DRIVE meanwhile.
session() {   # session NAME WINDOW-TITLE DRIVE ARGS...
    local name=$1 title=$2 drive=$3; shift 3
    LD_PRELOAD=$lsan "$bin" "$@" > "$out/$name.stdout" 2> "$out/$name.stderr" &
    local app=$!
    window=$(timeout 60 xdotool search --sync --onlyvisible --name "$title" 2>/dev/null | head -1)
    if [ -n "$window" ]; then
        grep -q liblsan "/proc/$app/maps" 2>/dev/null || { echo "FAIL leaks: $name: LeakSanitizer is not loaded in the app"; status=1; }
        xdotool windowfocus --sync "$window" 2>/dev/null
        "$drive"
    else
        echo "FAIL leaks: $name: the window did not appear"; status=1
    fi
    wait $app; local code=$?
    local leaked suppressed
    leaked=$(grep -cE "^(Direct|Indirect) leak" "$out/$name.stderr")
    suppressed=$(sed -n '/^Suppressions used:/,/^-----/p' "$out/$name.stderr" | grep -cE "^ +[0-9]+ ")
    if [ "$code" = 0 ] && [ "$leaked" = 0 ]; then
        echo "ok   leaks: $name: no leak outside the suppressions ($suppressed suppressions matched)"
    else
        echo "FAIL leaks: $name (status $code, $leaked leak reports):"
        grep -A14 -E "^(Direct|Indirect) leak|ERROR: AddressSanitizer" "$out/$name.stderr" | head -150
        status=1
    fi
    sed -n '/^Suppressions used:/,/^-----/p' "$out/$name.stderr"
}

# The session waits for the window to stand still after each step (Tests/GUI/waiting.sh), never a fixed time.
. "$(dirname "$0")/../GUI/waiting.sh"
# changes COMMAND…: runs it, then waits until the screen shows a change and stands still again (a folder changed on
# disk reaches the window once its monitor settles).
screen() { import -window root rgb:- 2> /dev/null | md5sum; }
changes() { local before; before=$(screen); "$@"; wait_until '[ "$(screen)" != "$before" ]'; still; }

catalogue() {
    still
    for keys in ctrl+2 ctrl+plus ctrl+minus ctrl+1 F9 F9; do xdotool key $keys; still; done
    xdotool key ctrl+f; still; xdotool type --delay 60 "blue"; still
    xdotool key ctrl+a BackSpace Escape; still
    xdotool mousemove --window "$window" 600 200 click 1; still
    xdotool key shift+F10; still; xdotool key Escape; still
    xdotool key Down Down End Home; still
    xdotool mousemove --window "$window" 20 110 click 1; still   # a sidebar header: collapse
    xdotool mousemove --window "$window" 20 110 click 1; still
}

folder="$out/home/Pictures/Trip"
mkdir -p "$folder/sub" "$out/home/Documents"
for index in $(seq 1 40); do echo "$index" > "$folder/note-$index.txt"; done
echo inner > "$folder/sub/inner.txt"
folders() {
    still
    changes eval 'echo new > "$folder/arrived.txt"'
    changes mv "$folder/arrived.txt" "$folder/renamed.txt"
    changes rm "$folder/renamed.txt"
    xdotool key ctrl+h; still; xdotool key ctrl+h; still
    xdotool key ctrl+2; still; xdotool key ctrl+1; still
    xdotool mousemove --window "$window" 500 125 click --repeat 2 --delay 80 1   # into "sub"
    wait_until '[ "$(xdotool getwindowname "$window" 2> /dev/null)" = sub ]'; still
    xdotool key alt+Up
    wait_until '[ "$(xdotool getwindowname "$window" 2> /dev/null)" = Trip ]'; still
    xdotool key ctrl+r; still
}

session catalogue "Lattice Sample" catalogue --quit-after 30000
session folder "^Trip$" folders "$folder" --quit-after 30000
[ -n "${LEAK_KEEP:-}" ] && cp "$out"/*.stderr "$LEAK_KEEP"/
rm -rf "$out"
exit $status
