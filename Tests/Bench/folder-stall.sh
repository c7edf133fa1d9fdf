#!/usr/bin/env bash
# Responsiveness of a folder window while a 100,000-file folder changes under it: files are created, renamed
# and deleted every 50 ms for 15 s from when the window appears (so during the listing and the live reloads
# it triggers); the window reports its longest main-loop stall (MainLoopWatchdog, a 10 ms timer) from its first
# frame on.
# Usage: Tests/Bench/folder-stall.sh [COUNT]   (default 100000; LATTICE=path to the binary)
set -euo pipefail
count=${1:-100000}
here=$(cd "$(dirname "$0")/../.." && pwd)
lattice=${LATTICE:-$here/.build/release/lattice}
out=$(mktemp -d)
folder="$out/big"
mkdir -p "$folder"
/usr/bin/python3 -c "
import os
for i in range($count): open(os.path.join('$folder', 'file-%06d.txt' % i), 'w').close()
"
export GSK_RENDERER=cairo GTK_A11Y=none NO_AT_BRIDGE=1 GSETTINGS_BACKEND=memory
cat > "$out/run.sh" <<SCRIPT
"$lattice" "$folder" --quit-after 20000 --print-timings > "$out/timings.txt" 2> "$out/stderr.txt" &
app=\$!
timeout 20 xdotool search --sync --onlyvisible --name "^big\$" > /dev/null
end=\$((SECONDS + 15)); n=0
while [ \$SECONDS -lt \$end ]; do
    n=\$((n + 1))
    touch "$folder/new-\$n.txt"
    [ \$n -gt 1 ] && mv "$folder/new-\$((n - 1)).txt" "$folder/renamed-\$n.txt"
    rm -f "$folder/file-\$(printf %06d \$n).txt"
    sleep 0.05
done
echo "changes=\$n"
wait \$app
SCRIPT
echo "# $count files; created, renamed and deleted every 50 ms for 15 s while the window shows the folder"
xvfb-run -a -s "-screen 0 1920x1080x24" bash "$out/run.sh"
cat "$out/timings.txt"
grep -E "CRITICAL|WARNING" "$out/stderr.txt" || true
rm -rf "$out"
