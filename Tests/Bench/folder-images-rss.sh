#!/usr/bin/env bash
# Memory while scrolling a folder of thousands of images in grid view: RSS sampled every 0.25 s while the
# window pages through the whole folder (Page Down), images decoded in the background and cached (LRU, 64 MB).
# Usage: Tests/Bench/folder-images-rss.sh [COUNT]   (default 3000; LATTICE=path to the binary)
set -euo pipefail
count=${1:-3000}
here=$(cd "$(dirname "$0")/../.." && pwd)
lattice=${LATTICE:-$here/.build/release/lattice}
out=$(mktemp -d)
folder="$out/images"
mkdir -p "$folder"
convert -size 1600x1200 plasma:fractal "$folder/source.jpg"
for i in $(seq -w 1 "$count"); do cp "$folder/source.jpg" "$folder/photo-$i.jpg"; done
rm "$folder/source.jpg"
export GSK_RENDERER=cairo GTK_A11Y=none NO_AT_BRIDGE=1 GSETTINGS_BACKEND=memory XDG_CACHE_HOME="$out/cache"
cat > "$out/run.sh" <<SCRIPT
"$lattice" "$folder" --quit-after 900000 > /dev/null 2>&1 &
app=\$!
window=\$(timeout 20 xdotool search --sync --onlyvisible --name "^images\$" | head -1)
sleep 2
xdotool windowfocus --sync "\$window"; xdotool key ctrl+2; sleep 1
xdotool mousemove --window "\$window" 600 400 click 1
rss() { grep VmRSS /proc/\$app/status | awk '{print \$2}'; }
echo "rss_start_kb=\$(rss)"
peak=0; samples=()
for step in \$(seq 1 $((count / 20))); do
    [ -e /proc/\$app/status ] || { echo "the app exited early"; exit 1; }
    xdotool key Page_Down; sleep ${PAGE_DELAY:-0.25}
    value=\$(rss); samples+=(\$value); [ "\$value" -gt "\$peak" ] && peak=\$value
done
echo "pages=\$((${count} / 20)) rss_peak_kb=\$peak rss_end_kb=\$(rss) rss_hwm_kb=\$(grep VmHWM /proc/\$app/status | awk '{print \$2}')"
echo "rss_at_quarter_kb=\${samples[\$(( \${#samples[@]} / 4 ))]} rss_at_half_kb=\${samples[\$(( \${#samples[@]} / 2 ))]}"
kill \$app
SCRIPT
echo "# $count JPEG images 1600x1200, grid view, Page Down every ${PAGE_DELAY:-0.25} s"
xvfb-run -a -s "-screen 0 1920x1080x24" bash "$out/run.sh"
rm -rf "$out"
