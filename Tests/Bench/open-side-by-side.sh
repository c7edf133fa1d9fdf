#!/usr/bin/env bash
# CSV catalogues opened side by side: Python's csv module reading every row, `lattice bench open` reading,
# parsing and showing the file, and the window opening it (under Xvfb: when its first rows and all of them were
# shown, --print-timings), in the same run, at each row count given. Prints one table row per size.
# Usage: Tests/Bench/open-side-by-side.sh BINARY ROWS...
set -eu
bin=${1:?usage: open-side-by-side.sh BINARY ROWS...}; shift
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
echo "| rows | file | Python csv: read | Python RSS | Lattice: parsed | whole first frame | Lattice RSS | parse MB/s | window: first rows | window: all rows |"
echo "|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
for rows in "$@"; do
    file=$work/books-$rows.csv
    python3 "$(dirname "$0")/books-csv.py" "$rows" "$file"
    size=$(( $(stat -c %s "$file") / 1000000 ))
    python=$(python3 -c '
import csv, resource, sys, time
start = time.monotonic()
with open(sys.argv[1], newline="", encoding="utf-8") as f:
    rows = sum(1 for _ in csv.reader(f))
print(f"{time.monotonic() - start:.2f} s {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024} MB")' "$file")
    shown=$(xvfb-run -a -s "-screen 0 1280x800x24" "$bin" "$file" --quit-after $(( 4000 + rows / 100 )) --print-timings 2>/dev/null || true)
    first=$(sed -n 's/^first_entries_s=//p' <<<"$shown"); all=$(sed -n 's/^listing_complete_s=//p' <<<"$shown")
    if out=$("$bin" bench open "$file" 2>"$work/stderr"); then
        value() { sed -n "s/^$1=//p" <<<"$out"; }
        echo "| $rows | $size MB | ${python% * MB} | ${python#* s } | $(value parsed_s) s | $(value first_frame_s) s | $(( $(value peak_rss_kb) / 1024 )) MB | $(value parse_mb_per_s) | ${first:-–} s | ${all:-–} s |"
    else
        reason=$(head -1 "$work/stderr"); reason=${reason#lattice: "$file": }
        echo "| $rows | $size MB | ${python% * MB} | ${python#* s } | refused: $reason | | | | ${first:-–} s | ${all:-refused} |"
    fi
done
