#!/usr/bin/env bash
# Headless database scenario, against the throwaway servers of Tests/PostgreSQL/server.sh (make test-gui starts them):
# a table of the server opens in the window from a URI holding a password — its first rows read from the server and
# shown, the estimate said in the header bar, the password nowhere in the window or its remembered state — and a
# relation the role may not read says so in place while the others open. Checked through the accessible tree.
# Prints "ok  …" per check and "FAIL …" on failure; exits non-zero if any check failed.
# Usage: Tests/PostgreSQL/server.sh run DIR -- Tests/GUI/database-scenario.sh BINARY   (inside xvfb-run)
set -u
if [ -z "${AT_SPI_BUS_ADDRESS:-}" ]; then exec "$(dirname "$0")/with-atspi.sh" "$0" "$@"; fi
bin=${1:?usage: database-scenario.sh BINARY}
here=$(dirname "$0")
out=$(mktemp -d)
status=0
check() { if eval "$2"; then echo "ok   database: $1"; else echo "FAIL database: $1"; status=1; fi; }
dump() { "$here/atspi-dump.py" "$(basename "$bin")" --timeout 15 > "$out/$1.txt" 2>> "$out/dump-stderr.txt"; }
# The first N item names of the main list, in layout order.
order() { grep -A400 '^ *list "Items"' "$out/$1.txt" | grep -o 'list item "[^,"]*' | head -"$2" | sed 's/list item "//' | paste -sd'|'; }
# Dumps the tree as NAME until `order NAME N` is WANTED (the rows arrive from the server), at most 40 dumps.
dump_until() {
    local name=$1 count=$2 wanted=$3
    for _ in $(seq 40); do dump "$name"; [ "$(order "$name" "$count")" = "$wanted" ] && return 0; done
    return 1
}
export GSK_RENDERER=cairo GSETTINGS_BACKEND=keyfile XDG_CONFIG_HOME="$out/config"

open_window() {   # open_window NAME ARGS...: starts the app, waits for its window
    local name=$1; shift
    "$bin" "$@" --quit-after 30000 > "$out/stdout.txt" 2>> "$out/stderr.txt" &
    app=$!
    window=$(timeout 20 xdotool search --sync --onlyvisible --name "^$name$" 2>/dev/null | head -1)
}

# trust authentication takes any password: the location holds one, which must show nowhere.
open_window trips "postgresql://lattice:s3cretpw@/lattice?host=$PGHOST&port=$PGPORT#public.trips"
check "a table of a server opens in a window" '[ -n "$window" ]'
check "its first rows are read from the server and shown, in the table's order" 'dump_until trips 3 "VTS|DDS|Lyft"'
check "the header bar says the count is the planner's estimate" 'grep -q "rows (estimate)" "$out/trips.txt"'
check "the password is nowhere in the window" '! grep -q "s3cretpw" "$out/trips.txt"'
xdotool key --window "$window" ctrl+q
wait "$app" 2>/dev/null
check "the window remembered its state, and no password with it" '[ -n "$(ls -A "$out/config" 2>/dev/null)" ] && ! grep -rq "s3cretpw" "$out/config"'

open_window lattice "host=$PGHOST port=$PGPORT dbname=lattice user=reader"
check "the whole database opens for a role that may read only some tables" '[ -n "$window" ]'
check "a table it may not read says so in place" 'dump_until reader 1 "Cannot Read"'
check "the tables it may read open beside it" 'grep -q "list item \"Afghanistan" "$out/reader.txt"'
kill "$app" 2>/dev/null; wait "$app" 2>/dev/null
[ $status = 0 ] || { echo "--- stderr"; tail -20 "$out/stderr.txt"; order reader 12; }
rm -rf "$out"
exit $status
