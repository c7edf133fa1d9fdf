#!/usr/bin/env bash
# A throwaway PostgreSQL server for the tests and benchmarks, started by the project itself:
#
#   Tests/PostgreSQL/server.sh run DIR [--rows N] -- COMMAND ...
#
# makes DIR (under the build folder), initialises two clusters there (Debian's postgresql package, run as the
# postgres user when this runs as root, which initdb refuses), starts them listening on Unix sockets in DIR only
# (no TCP port), loads Tests/PostgreSQL/fixtures.sql (real datasets, awkward names, a view, a partitioned table
# with a partition on the second server through postgres_fdw, a role that may read only some tables) and a
# generated table of N rows (2,000,000 by default), runs COMMAND with PGHOST, PGPORT, PGUSER and PGDATABASE set
# to the first server (LATTICE_TEST_POSTGRES=1, and LATTICE_TEST_POSTGRES_SOCKETS naming the socket folder), and
# stops both servers and removes DIR when COMMAND ends, fails or is interrupted. COMMAND's status is the script's.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
[ "${1:-}" = run ] || { echo "usage: $0 run DIR [--rows N] -- COMMAND ..." >&2; exit 2; }
dir="$2"; shift 2
rows=2000000
while [ $# -gt 0 ] && [ "$1" != "--" ]; do
  case "$1" in --rows) rows="$2"; shift 2;; *) echo "unknown option $1" >&2; exit 2;; esac
done
[ "${1:-}" = "--" ] && shift
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
[ -x "$bin/initdb" ] || { echo "server.sh: PostgreSQL's server is not installed (Debian's postgresql package)" >&2; exit 1; }

rm -rf "$dir"; mkdir -p "$dir"
dir="$(cd "$dir" && pwd)"
as_server=()
if [ "$(id -u)" = 0 ]; then as_server=(runuser -u postgres --); chown postgres: "$dir"; chmod 755 "$dir"; fi
# The folders above DIR must let the server's user reach its socket.
d="$dir"; while [ "$d" != / ]; do d=$(dirname "$d"); [ "$(id -u)" = 0 ] && chmod o+x "$d" 2>/dev/null || true; done

start() {  # start NAME PORT: one cluster, its socket in DIR, no TCP
  local name=$1 port=$2
  "${as_server[@]}" "$bin/initdb" -D "$dir/$name" -U lattice -A trust -E UTF8 --locale=C.UTF-8 >"$dir/$name-initdb.log" 2>&1 \
    || { cat "$dir/$name-initdb.log" >&2; return 1; }
  "${as_server[@]}" "$bin/pg_ctl" -D "$dir/$name" -l "$dir/$name.log" -w -t 60 \
    -o "-k $dir -p $port -c listen_addresses='' -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c maintenance_work_mem=512MB -c max_wal_size=4GB" start >/dev/null \
    || { cat "$dir/$name.log" >&2; return 1; }
}
stop() {
  for name in primary second; do
    [ -f "$dir/$name/postmaster.pid" ] && "${as_server[@]}" "$bin/pg_ctl" -D "$dir/$name" -m immediate -w stop >/dev/null 2>&1 || true
  done
  rm -rf "$dir"
}
trap stop EXIT
trap 'exit 130' INT TERM

start primary 5432
start second 5433
export PGHOST="$dir" PGPORT=5432 PGUSER=lattice PGDATABASE=lattice PGCONNECT_TIMEOUT=10
psql() { command psql -X -q -v ON_ERROR_STOP=1 "$@"; }
psql -d postgres -c "CREATE DATABASE lattice"
psql -p 5433 -d postgres -c "CREATE DATABASE lattice"
(cd "$here/../.." && psql -p 5433 -f "$here/second.sql" >/dev/null && psql -v rows="$rows" -v sockets="$dir" -f "$here/fixtures.sql" >/dev/null)
export LATTICE_TEST_POSTGRES=1 LATTICE_TEST_POSTGRES_SOCKETS="$dir"
status=0
"$@" || status=$?
exit $status
