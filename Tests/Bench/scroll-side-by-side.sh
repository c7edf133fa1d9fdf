#!/usr/bin/env bash
# Lattice's canvas and GTK's own list widgets, scrolled with the same protocol on the same Xvfb screen:
# `lattice bench scroll` and Tests/Bench/gtk_peer_bench.py (GtkListView, GtkGridView), back to back,
# for each item count given; prints every run's figures and a side-by-side table with ratios.
#
# Usage: Tests/Bench/scroll-side-by-side.sh [--steps N] [ITEMS...]     (default: 100000 1000000)
#   LATTICE=path/to/lattice (default .build/release/lattice),
#   PEER=path/to/gtk_peer_bench.py (default Tests/Bench/gtk_peer_bench.py, beside this script),
#   CONTENT=labels|app (what Lattice draws; labels are the peer's one-line items).
set -euo pipefail
steps=1000
if [ "${1:-}" = "--steps" ]; then steps=$2; shift 2; fi
counts=("$@"); [ ${#counts[@]} -gt 0 ] || counts=(100000 1000000)
here=$(cd "$(dirname "$0")/../.." && pwd)
lattice=${LATTICE:-$here/.build/release/lattice}
peer=${PEER:-$here/Tests/Bench/gtk_peer_bench.py}
content=${CONTENT:-labels}
[ -x "$lattice" ] || { echo "no $lattice: run 'swift build -c release' (make bench does)" >&2; exit 1; }
[ -f "$peer" ] || { echo "no peer script at $peer (set PEER=)" >&2; exit 1; }
out=$(mktemp -d)
screen="-screen 0 1920x1080x24"
# Software rendering for both, and no accessibility bus: the same conditions on either side.
export GSK_RENDERER=cairo GTK_A11Y=none NO_AT_BRIDGE=1
# No GL driver either (Lattice leaves it out itself under GSK_RENDERER=cairo; GTK would map Mesa and LLVM,
# ~60 MB resident, for a renderer that never uses them), so peak RSS compares like with like.
export GDK_DEBUG=gl-disable

echo "# machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $(uname -r)"
echo "# gtk $(pkg-config --modversion gtk4), GSK_RENDERER=$GSK_RENDERER, GDK_DEBUG=$GDK_DEBUG, Xvfb 1920x1080x24, $steps frames per phase"
for n in "${counts[@]}"; do
    for layout in list grid; do
        xvfb-run -a -s "$screen" "$lattice" bench scroll --items "$n" --layout "$layout" --content "$content" \
            --steps "$steps" > "$out/lattice-$layout-$n.txt"
        xvfb-run -a -s "$screen" /usr/bin/python3 "$peer" --n "$n" --widget "$layout" --steps "$steps" \
            > "$out/peer-$layout-$n.txt" 2> "$out/peer-$layout-$n.err" || true
        echo "## lattice bench scroll --items $n --layout $layout --content $content --steps $steps"
        cat "$out/lattice-$layout-$n.txt"
        echo "## gtk_peer_bench.py --n $n --widget $layout --steps $steps"
        grep '^GTKBENCH' "$out/peer-$layout-$n.txt" || cat "$out/peer-$layout-$n.err"
    done
done

/usr/bin/python3 - "$out" "${counts[@]}" <<'PY'
import json, sys
out, counts = sys.argv[1], sys.argv[2:]
def lattice(layout, n):
    figures = {}
    for line in open(f"{out}/lattice-{layout}-{n}.txt"):
        if "=" in line:
            k, v = line.strip().split("=", 1)
            figures[k] = v
    return figures
def peer(layout, n):
    for line in open(f"{out}/peer-{layout}-{n}.txt"):
        if line.startswith("GTKBENCH "):
            return json.loads(line[len("GTKBENCH "):])
    return None
print()
print("| items | layout | phase | Lattice p50 / p95 ms | GTK p50 / p95 ms | p95 ratio (Lattice/GTK) |")
print("|---:|---|---|---:|---:|---:|")
rows = []
for n in counts:
    for layout in ("list", "grid"):
        l, p = lattice(layout, n), peer(layout, n)
        for phase in ("smooth", "page", "jump"):
            lp50, lp95 = float(l[f"{phase}_work_ms_p50"]), float(l[f"{phase}_work_ms_p95"])
            if p and f"phase_{phase}" in p:
                gp = p[f"phase_{phase}"]
                ratio = lp95 / gp["work_p95_ms"] if gp["work_p95_ms"] else float("nan")
                print(f"| {int(n):,} | {layout} | {phase} | {lp50:.2f} / {lp95:.2f} | {gp['work_p50_ms']:.2f} / {gp['work_p95_ms']:.2f} | {ratio:.2f} |")
            else:
                print(f"| {int(n):,} | {layout} | {phase} | {lp50:.2f} / {lp95:.2f} | (peer failed) | |")
print()
print("| items | layout | Lattice first frame s | GTK first frame s | Lattice peak RSS MB | GTK peak RSS MB |")
print("|---:|---|---:|---:|---:|---:|")
for n in counts:
    for layout in ("list", "grid"):
        l, p = lattice(layout, n), peer(layout, n)
        lrss = int(l["peak_rss_kb"]) / 1024
        if p:
            gfirst = p.get("t_first_frame_from_process_start_s", float("nan"))
            grss = p.get("mem_end_kB", {}).get("VmHWM", 0) / 1024
            print(f"| {int(n):,} | {layout} | {float(l['first_frame_s']):.3f} | {gfirst:.3f} | {lrss:.0f} | {grss:.0f} |")
        else:
            print(f"| {int(n):,} | {layout} | {float(l['first_frame_s']):.3f} | (peer failed) | {lrss:.0f} | |")
PY
rm -rf "$out"
