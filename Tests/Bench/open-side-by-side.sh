#!/usr/bin/env bash
# Catalogues opened and searched side by side, in the same run, at each row count given:
#  1. CSV: Python's csv module reading every row; `lattice bench open` reading, parsing and showing the file; the
#     window opening it (under Xvfb: when its first rows and all of them were shown, --print-timings).
#  2. JSON (the same rows as a catalogue file): Python's json module loading it; `lattice bench open`. JSON Lines
#     (the same rows, one object per line): Python's json module reading line by line; `lattice bench open`.
#  3. Search as you type ("long water", a keystroke at a time): `lattice bench search` next to GtkListView over a
#     GtkFilterListModel (Tests/Bench/gtk-filter-peer.py, under Xvfb).
# Usage: Tests/Bench/open-side-by-side.sh BINARY ROWS...
set -eu
bin=${1:?usage: open-side-by-side.sh BINARY ROWS...}; shift
here=$(dirname "$0")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# Both windows (Lattice's and the peer's) as the other window benchmarks run them: GTK's cairo renderer, no
# accessibility bus to wait for, settings in memory.
export GSK_RENDERER=cairo GTK_A11Y=none NO_AT_BRIDGE=1 GSETTINGS_BACKEND=memory
csv_table="| rows | file | Python csv: read | Python RSS | Lattice: parsed | whole first frame | Lattice RSS | parse MB/s | window: first rows | window: all rows |
|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
json_table="| rows | JSON file | Python json: load | Python RSS | Lattice: parsed | Lattice RSS | JSON Lines file | Python json: line by line | Python RSS | Lattice: parsed | Lattice RSS |
|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
search_table="| rows | Lattice: first results shown (p50 / max) | all results (p50 / max) | main thread per result (max) | GtkFilterListModel: first results drawn (p50 / max) | all results (p50 / max) | longest frame interval | Foundation title scan |
|---:|---:|---:|---:|---:|---:|---:|---:|"
value() { sed -n "s/^$1=//p" <<<"$2"; }
# The JSON table's cells for FILE, next to PYTHON ("1.23 s 456 MB"): size, Python's time and RSS, Lattice's.
json_cells() {
    local file=$1 python=$2 out reason
    if out=$("$bin" bench open "$file" 2>"$work/stderr"); then
        echo " $(( $(stat -c %s "$file") / 1000000 )) MB | ${python% * MB} | ${python#* s } | $(value parsed_s "$out") s | $(( $(value peak_rss_kb "$out") / 1024 )) MB |"
    else
        reason=$(head -1 "$work/stderr"); reason=${reason#lattice: "$file": }
        echo " $(( $(stat -c %s "$file") / 1000000 )) MB | ${python% * MB} | ${python#* s } | refused: $reason | |"
    fi
}
for rows in "$@"; do
    file=$work/books-$rows.csv json=$work/books-$rows.json
    python3 "$here/books-csv.py" "$rows" "$file"
    size=$(( $(stat -c %s "$file") / 1000000 ))
    python=$(python3 -c '
import csv, resource, sys, time
start = time.monotonic()
with open(sys.argv[1], newline="", encoding="utf-8") as f:
    rows = sum(1 for _ in csv.reader(f))
print(f"{time.monotonic() - start:.2f} s {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024} MB")' "$file")
    shown=$(xvfb-run -a -s "-screen 0 1280x800x24" "$bin" "$file" --quit-after $(( 4000 + rows / 100 )) --print-timings 2>/dev/null || true)
    first=$(value first_entries_s "$shown"); all=$(value listing_complete_s "$shown")
    if out=$("$bin" bench open "$file" 2>"$work/stderr"); then
        csv_table+="
| $rows | $size MB | ${python% * MB} | ${python#* s } | $(value parsed_s "$out") s | $(value first_frame_s "$out") s | $(( $(value peak_rss_kb "$out") / 1024 )) MB | $(value parse_mb_per_s "$out") | ${first:-–} s | ${all:-–} s |"
        searched=$("$bin" bench search "$file" 2>/dev/null || true)
        peer=$(xvfb-run -a -s "-screen 0 1920x1080x24" /usr/bin/python3 "$here/gtk-filter-peer.py" "$file" 2>/dev/null || true)
        search_table+="
| $rows | $(value first_shown_ms_p50 "$searched") / $(value first_shown_ms_max "$searched") ms | $(value all_results_ms_p50 "$searched") / $(value all_results_ms_max "$searched") ms | $(value main_thread_apply_ms_max "$searched") ms | $(value first_shown_ms_p50 "$peer") / $(value first_shown_ms_max "$peer") ms | $(value all_results_ms_p50 "$peer") / $(value all_results_ms_max "$peer") ms | $(value longest_frame_interval_ms "$peer") ms | $(value foundation_title_scan_ms "$searched") ms |"
    else
        reason=$(head -1 "$work/stderr"); reason=${reason#lattice: "$file": }
        csv_table+="
| $rows | $size MB | ${python% * MB} | ${python#* s } | refused: $reason | | | | ${first:-–} s | ${all:-refused} |"
        search_table+="
| $rows | (not opened) | | | | | | |"
    fi
    # The same rows as a JSON catalogue (one section per genre) and as JSON Lines. The JSON document only up to 1M
    # rows: Python's json module holds 10M rows as about 8 GB of objects.
    jsonl=$work/books-$rows.jsonl
    python3 -c '
import csv, json, sys
sections = {}
with open(sys.argv[1], newline="", encoding="utf-8") as f, open(sys.argv[3], "w", encoding="utf-8") as lines:
    for row in csv.DictReader(f):
        lines.write(json.dumps({"id": row["id"], "title": row["title"], "section": row["genre"], "Author": row["author"],
                                "Year": int(row["year"]), "Publisher": row["publisher"]}) + "\n")
        if int(sys.argv[4]) <= 1000000:
            sections.setdefault(row["genre"], []).append({"id": row["id"], "title": row["title"],
                "metadata": {"Author": row["author"], "Year": row["year"], "Publisher": row["publisher"]}})
if sections:
    with open(sys.argv[2], "w", encoding="utf-8") as f:
        json.dump({"title": "Books", "sections": [{"id": g.lower(), "title": g, "items": items} for g, items in sections.items()]}, f)' \
        "$file" "$json" "$jsonl" "$rows"
    rm -f "$file"
    row="| $rows |"
    if [ -f "$json" ]; then
        pyjson=$(python3 -c '
import json, resource, sys, time
start = time.monotonic()
with open(sys.argv[1], encoding="utf-8") as f:
    json.load(f)
print(f"{time.monotonic() - start:.2f} s {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024} MB")' "$json")
        row+=$(json_cells "$json" "$pyjson")
        rm -f "$json"
    else
        row+=" – | not run: about 8 GB for Python | | | |"
    fi
    pylines=$(python3 -c '
import json, resource, sys, time
start = time.monotonic()
with open(sys.argv[1], encoding="utf-8") as f:
    rows = sum(1 for line in f if json.loads(line))
print(f"{time.monotonic() - start:.2f} s {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024} MB")' "$jsonl")
    row+=$(json_cells "$jsonl" "$pylines")
    rm -f "$jsonl"
    json_table+="
$row"
done
printf '%s\n\n%s\n\n%s\n' "$csv_table" "$json_table" "$search_table"
