#!/usr/bin/env bash
# Data files that are not catalogues, opened side by side in the same run (docs/performance.md, "Data files"):
#  1. ROWS weather observations with no "title" column as a CSV, as a semicolon-separated Windows-1252 file with
#     decimal commas (a European spreadsheet's export), and as one JSON array of records: Python's csv and json
#     modules reading them, polars and DuckDB (PyPI) reading them, `lattice bench open` parsing them and drawing the
#     first screen, and the window showing its first rows and all of them (Xvfb, --print-timings).
#  2. A SQLite table of SQLITE_ROWS rows with an index: `lattice bench open --sort` (opened, first screen, sorted by
#     the indexed column to its first screen), the window's first rows, and `lattice bench scroll` of the table next
#     to 1,000,000 generated items; `lattice bench search` typing "porto" (a city of one row in twenty) next to
#     Python's sqlite3 fetching the rows a LIKE over the same columns finds.
#  3. The CSV of ROWS rows grouped by its city column: `lattice bench open --group-by city` (the grouping alone, and
#     until the groups' first screen is drawn) next to DuckDB's GROUP BY … count(*) and polars' group_by().len()
#     reading the same file.
#  4. ROWS taxi trips (`trips-data.py`: a unique id, times, a passenger count, decimals, words) sorted by an id, a
#     number, a time and a text column: `lattice bench open --sort` (the sort alone, after the file is open) next to
#     polars reading and sorting the file, DuckDB's CREATE TABLE … AS SELECT * … ORDER BY, and Python's csv module
#     reading every row into lists and sorting them with a key.
# Usage: Tests/Bench/data-files-side-by-side.sh BINARY ROWS SQLITE_ROWS
set -eu
bin=${1:?usage: data-files-side-by-side.sh BINARY ROWS SQLITE_ROWS}
rows=${2:-1000000}
sqlite_rows=${3:-10000000}
here=$(dirname "$0")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export GSK_RENDERER=cairo GTK_A11Y=none NO_AT_BRIDGE=1 GSETTINGS_BACKEND=memory
value() { sed -n "s/^$1=//p" <<<"$2"; }

python3 "$here/weather-data.py" "$rows" "$work/weather.csv" "$work/weather-eu.csv" "$work/weather.json" "$sqlite_rows" "$work/weather.sqlite"

# Python's own modules, polars and DuckDB: each reads every row (a line: "SECONDS PEAK_MB", or "– –" when absent).
peer() {
    python3 - "$@" <<'EOF'
import csv, json, resource, sys, time
kind, path = sys.argv[1], sys.argv[2]
start = time.monotonic()
try:
    if kind == "csv":
        with open(path, newline="", encoding="utf-8") as f: n = sum(1 for _ in csv.reader(f))
    elif kind == "csv-eu":
        with open(path, newline="", encoding="cp1252") as f: n = sum(1 for _ in csv.reader(f, delimiter=";"))
    elif kind == "json":
        with open(path, encoding="utf-8") as f: n = len(json.load(f))
    elif kind.startswith("polars"):
        import polars as pl
        frame = (pl.read_csv(path) if kind == "polars-csv" else
                 pl.read_csv(path, separator=";", encoding="windows-1252", decimal_comma=True) if kind == "polars-csv-eu" else
                 pl.read_json(path))
        n = frame.height
    elif kind == "group-polars":
        import polars as pl
        n = pl.read_csv(path).group_by("city").len().height
    elif kind == "group-duckdb":
        import duckdb
        n = len(duckdb.sql("select city, count(*) from read_csv('%s') group by city" % path).fetchall())
    elif kind == "sort-polars":
        import polars as pl
        n = pl.read_csv(path).sort(sys.argv[3]).height
    elif kind == "sort-duckdb":
        import duckdb
        connection = duckdb.connect()
        connection.execute("create table sorted as select * from read_csv('%s') order by %s" % (path, sys.argv[3]))
        n = connection.execute("select count(*) from sorted").fetchall()[0][0]
    elif kind == "sort-python":
        with open(path, newline="", encoding="utf-8") as f:
            reader = csv.reader(f)
            header = next(reader)
            rows = list(reader)
        column = header.index(sys.argv[3])
        def number(text):
            try: return (0, float(text))
            except ValueError: return (1, 0.0)
        rows.sort(key=(lambda row: number(row[column])) if sys.argv[4] == "number" else (lambda row: row[column].lower()))
        n = len(rows)
    elif kind.startswith("duckdb"):
        import duckdb
        source = ("read_csv('%s')" % path if kind == "duckdb-csv" else
                  "read_csv('%s', delim=';', decimal_separator=',', encoding='latin-1')" % path if kind == "duckdb-csv-eu" else
                  "read_json('%s')" % path)
        n = duckdb.sql("select count(*) from (select * from %s)" % source).fetchall()[0][0]
except Exception as error:   # a peer not installed, or refusing the file
    print("– –", file=sys.stdout); print(f"{kind}: {error}", file=sys.stderr); sys.exit(0)
print(f"{time.monotonic() - start:.2f} {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024}")
EOF
}

table="| file | size | Python: read | Python RSS | polars | DuckDB | Lattice: parsed | first frame | Lattice RSS | window: first rows | window: all rows |
|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
for entry in "weather.csv:csv" "weather-eu.csv:csv-eu" "weather.json:json"; do
    name=${entry%%:*} kind=${entry#*:} file=$work/${entry%%:*}
    read -r py_s py_mb <<<"$(peer "$kind" "$file")"
    read -r pl_s _ <<<"$(peer "polars-$kind" "$file")"
    read -r dk_s _ <<<"$(peer "duckdb-$kind" "$file")"
    out=$("$bin" bench open "$file")
    shown=$(xvfb-run -a -s "-screen 0 1280x800x24" "$bin" "$file" --quit-after $(( 6000 + rows / 100 )) --print-timings 2>/dev/null || true)
    table+="
| $name | $(( $(stat -c %s "$file") / 1000000 )) MB | $py_s s | $py_mb MB | $pl_s s | $dk_s s | $(value parsed_s "$out") s | $(value first_frame_s "$out") s | $(( $(value peak_rss_kb "$out") / 1024 )) MB | $(value first_entries_s "$shown") s | $(value listing_complete_s "$shown") s |"
done

db=$work/weather.sqlite
out=$("$bin" bench open "$db" --sort city)
shown=$(xvfb-run -a -s "-screen 0 1280x800x24" "$bin" "$db" --quit-after 6000 --print-timings 2>/dev/null || true)
scroll=$(xvfb-run -a -s "-screen 0 1920x1080x24" "$bin" bench scroll --catalog "$db" --steps 600 2>/dev/null || true)
generated=$(xvfb-run -a -s "-screen 0 1920x1080x24" "$bin" bench scroll --items 1000000 --content app --steps 600 2>/dev/null || true)
search=$("$bin" bench search "$db" --query porto)
like=$(python3 - "$db" <<'EOF'
import sqlite3, sys, time
connection = sqlite3.connect("file:%s?mode=ro" % sys.argv[1], uri=True)
start = time.monotonic()
rows = connection.execute("SELECT rowid, station, city, country, date FROM observations WHERE station LIKE ?1 OR city LIKE ?1"
                          " OR country LIKE ?1 OR date LIKE ?1", ("%porto%",)).fetchall()
print(f"{time.monotonic() - start:.2f}")
EOF
)
sqlite_table="| rows | size | opened, first frame | peak RSS | sorted by an indexed column: first frame | window: first rows | scrolled: smooth p50 / p95, jumps p95 | 1,000,000 generated items: smooth p50 / p95, jumps p95 | search \"porto\": first results shown p50; all results p50 / max | Python sqlite3: the rows of a LIKE |
|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|
| $sqlite_rows | $(( $(stat -c %s "$db") / 1000000 )) MB | $(value first_frame_s "$out") s | $(( $(value peak_rss_kb "$out") / 1024 )) MB | $(value sorted_first_frame_s "$out") s | $(value first_entries_s "$shown") s | $(value smooth_work_ms_p50 "$scroll") / $(value smooth_work_ms_p95 "$scroll"), $(value jump_work_ms_p95 "$scroll") ms | $(value smooth_work_ms_p50 "$generated") / $(value smooth_work_ms_p95 "$generated"), $(value jump_work_ms_p95 "$generated") ms | $(value first_shown_ms_p50 "$search") ms; $(value all_results_ms_p50 "$search") / $(value all_results_ms_max "$search") ms | $like s |"
# Grouping: each peer reads the file and counts its groups; Lattice's figures are after the file is open.
grouped=$("$bin" bench open "$work/weather.csv" --group-by city)
group_table="| rows | groups | Lattice: grouped | groups' first frame | peak RSS: open / grouped | polars: read + group_by().len() | DuckDB: GROUP BY count(*) |
|---:|---:|---:|---:|---:|---:|---:|
| $rows | $(value groups "$grouped") | $(value group_s "$grouped") s | $(value grouped_first_frame_s "$grouped") s | $(( $(value parsed_peak_rss_kb "$grouped") / 1024 )) / $(( $(value grouped_peak_rss_kb "$grouped") / 1024 )) MB | $(peer group-polars "$work/weather.csv" | cut -d' ' -f1) s | $(peer group-duckdb "$work/weather.csv" | cut -d' ' -f1) s |"
# Sorting: each peer reads the file and sorts it; Lattice's figure is the sort alone, after the file is open.
python3 "$here/trips-data.py" "$rows" "$work/trips.csv"
sort_table="| rows | column (kind) | Lattice: sorted | Lattice: open + sorted | peak RSS: open / sorted | polars: read + sort | DuckDB: CREATE TABLE … ORDER BY | Python: csv + list.sort |
|---:|---|---:|---:|---:|---:|---:|---:|"
for entry in "trip_id:number" "fare:number" "pickup:date" "zone:text"; do
    column=${entry%%:*} kind=${entry#*:}
    sorted=$("$bin" bench open "$work/trips.csv" --sort "$column")
    sort_table+="
| $rows | $column ($kind) | $(value sort_s "$sorted") s | $(python3 -c "print(round($(value parsed_s "$sorted") + $(value sort_s "$sorted"), 2))") s | $(( $(value parsed_peak_rss_kb "$sorted") / 1024 )) / $(( $(value peak_rss_kb "$sorted") / 1024 )) MB | $(peer sort-polars "$work/trips.csv" "$column" | cut -d' ' -f1) s | $(peer sort-duckdb "$work/trips.csv" "$column" | cut -d' ' -f1) s | $(peer sort-python "$work/trips.csv" "$column" "$kind" | cut -d' ' -f1) s |"
done
printf '%s\n\n%s\n\n%s\n\n%s\n' "$table" "$sqlite_table" "$group_table" "$sort_table"
