#!/usr/bin/env bash
# Records the live window switching list → grid → list at 60 fps under Xvfb (ffmpeg's x11grab) and cuts the
# recording into contact sheets, one per switch, to hold beside `lattice render --from … --progress …`.
# Usage: xvfb-run -a -s "-screen 0 1280x800x24" Tests/Bench/record-transition.sh BINARY OUT_DIR [PATH] [SCROLL_KEYS]
#   PATH         what to open (default: the bundled sample)
#   SCROLL_KEYS  how many Page Down presses before switching (default 0)
# Needs ffmpeg and imagemagick (Debian packages). Prints the files it wrote.
set -eu
bin=${1:?usage: record-transition.sh BINARY OUT_DIR [PATH] [SCROLL_KEYS]}
out=${2:?usage: record-transition.sh BINARY OUT_DIR [PATH] [SCROLL_KEYS]}
path=${3:-}
pages=${4:-0}
mkdir -p "$out"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export GSK_RENDERER=cairo GTK_A11Y=none NO_AT_BRIDGE=1
export GSETTINGS_BACKEND=keyfile XDG_CONFIG_HOME="$work/config" XDG_DATA_HOME="$work/data"
"$bin" ${path:+"$path"} --quit-after 20000 > "$work/stdout.txt" 2> "$work/stderr.txt" &
app=$!
window=$(timeout 20 xdotool search --sync --onlyvisible --name "Lattice" 2>/dev/null | head -1)
[ -n "$window" ] || { echo "record-transition: the window did not appear" >&2; exit 1; }
sleep 1.5
eval "$(xdotool getwindowgeometry --shell "$window")"
xdotool mousemove --window "$window" $((WIDTH / 2)) $((HEIGHT / 2))
xdotool windowfocus --sync "$window" 2>/dev/null || true
# Scroll into the content first when asked.
for _ in $(seq 1 "$pages"); do xdotool key Page_Down; sleep 0.2; done
sleep 0.8
record() {   # record NAME KEY: 60 fps from just before KEY until the switch has settled
  ffmpeg -loglevel error -y -f x11grab -framerate 60 -video_size "${WIDTH}x${HEIGHT}" -i "$DISPLAY+$X,$Y" -t 0.9 \
    -c:v ffv1 "$work/$1.mkv" &
  local grabber=$!
  sleep 0.25
  xdotool key "$2"
  wait "$grabber"
  mkdir -p "$work/$1"
  ffmpeg -loglevel error -i "$work/$1.mkv" "$work/$1/%03d.png"
  # From the last frame before the switch moves to the first that stays: every frame in between.
  local frames=("$work/$1"/*.png) first=0 last=0 i
  for ((i = 1; i < ${#frames[@]}; i++)); do
    if ! cmp -s "${frames[i - 1]}" "${frames[i]}"; then
      [ "$first" = 0 ] && first=$((i - 1))
      last=$i
    fi
  done
  montage "${frames[@]:first:last - first + 1}" -tile 6x -geometry 426x266+2+2 -background '#777' "$out/$1.png"
  echo "$out/$1.png: frames $first to $last of ${#frames[@]} ($((last - first + 1)) shown)"
}
record window-list-to-grid ctrl+2
sleep 0.5
record window-grid-to-list ctrl+1
kill "$app" 2>/dev/null || true
wait "$app" 2>/dev/null || true
