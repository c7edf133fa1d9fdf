#!/usr/bin/env bash
# make bench-postgres: a table of ROWS rows (100,000,000 by default) on a throwaway local server, opened by Lattice
# (`lattice bench open`: first rows, jumps to seeded random positions, the same sorted by an indexed column, peak
# memory) and, in the same run, what psql takes to fetch the same first page and a page at the same positions with
# OFFSET — the server's own floor for the way other tools page. key=value lines.
#
#   Tests/Bench/postgres-side-by-side.sh LATTICE [ROWS]
set -euo pipefail
lattice="$1"; rows="${2:-100000000}"
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
exec "$root/Tests/PostgreSQL/server.sh" run "$root/.build/bench-postgres" --rows "$rows" -- bash -c '
  set -euo pipefail
  lattice="$1"; rows="$2"
  location="host=$PGHOST port=$PGPORT dbname=lattice user=lattice#public.trips"
  echo "bench=postgres rows=$rows"
  echo "table_mb=$(psql -X -A -t -c "SELECT pg_total_relation_size('"'"'trips'"'"') / 1000000")"
  "$lattice" bench open "$location" --sort fare --jumps 50 | sed "s/^/lattice_/"
  # psql: the first page, then a page at the middle and near the end by OFFSET, in table order and sorted.
  floor() {  # floor NAME SQL: the time psql reports for SQL, or ">300000" when the server stops it at 5 minutes
    local ms
    ms=$(PGOPTIONS="-c statement_timeout=300s" psql -X -q -c "\\timing on" -c "$2" 2>&1 >/dev/null \
         | sed -n "s/^Time: \([0-9.]*\) ms.*/\1/p" | tail -1)
    echo "psql_${1}_ms=${ms:->300000}"
  }
  floor first_page "SELECT * FROM trips LIMIT 256"
  floor offset_middle "SELECT * FROM trips OFFSET $((rows / 2)) LIMIT 256"
  floor offset_end "SELECT * FROM trips OFFSET $((rows - 300)) LIMIT 256"
  floor sorted_first_page "SELECT * FROM trips ORDER BY fare LIMIT 256"
  floor sorted_offset_middle "SELECT * FROM trips ORDER BY fare OFFSET $((rows / 2)) LIMIT 256"
' bench "$lattice" "$rows"
