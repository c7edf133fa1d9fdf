#!/usr/bin/env bash
# Draws list ↔ grid switches frame by frame with `lattice render --from … --progress …` (the code the window
# runs) and lays each switch out as a contact sheet: the top of a section, a long section scrolled with a
# selection, a folder of thumbnails, both directions, scale 1 and 2, light and dark, a zoom step, and right to
# left.
# Usage: Tests/Bench/transition-filmstrips.sh BINARY OUT_DIR [FOLDER]
#   FOLDER  a folder of pictures to switch in (default: one made here of generated images of varied shape)
# Needs imagemagick. Prints the files it wrote.
set -eu
bin=${1:?usage: transition-filmstrips.sh BINARY OUT_DIR [FOLDER]}
out=${2:?usage: transition-filmstrips.sh BINARY OUT_DIR [FOLDER]}
folder=${3:-}
here=$(cd "$(dirname "$0")/../.." && pwd)
sample=$here/data/sample-catalog.json
mkdir -p "$out"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

if [ -z "$folder" ]; then   # pictures of several shapes and colours, plus a few documents and folders
  folder=$work/Pictures
  mkdir -p "$folder/Albums" "$folder/Raw"
  shapes=(640x480 480x640 800x450 500x500 1200x400 400x900)
  colours=('#3584e4:#99c1f1' '#e66100:#f9f06b' '#26a269:#8ff0a4' '#c01c28:#f66151' '#613583:#dc8add' '#865e3c:#cdab8f')
  for i in $(seq 0 17); do
    shape=${shapes[i % 6]}; pair=${colours[(i * 5) % 6]}
    convert -size "$shape" "gradient:${pair%%:*}-${pair##*:}" -fill white -stroke black -strokewidth 3 \
      -draw "circle $(( ${shape%%x*} / 2 )),$(( ${shape##*x} / 2 )) $(( ${shape%%x*} / 2 + 60 )),$(( ${shape##*x} / 2 ))" \
      "$folder/Photo $(printf %02d "$i").png"
  done
  printf 'Holiday notes\n' > "$folder/Notes.txt"
  printf 'a,b\n1,2\n' > "$folder/Budget.csv"
  touch -d '2026-03-14 09:30' "$folder"/*
fi

# strip NAME ARGS...: eleven frames, progress 0, 0.1, … 1, four to a row, each labelled with its progress.
strip() {
  local name=$1; shift
  local frames=() p i=0
  for p in 0 0.1 0.2 0.3 0.4 0.5 0.6 0.7 0.8 0.9 1; do
    "$bin" render "$@" --progress "$p" -o "$work/$name-$i.png" &
    frames+=(-label "$p" "$work/$name-$i.png")
    i=$((i + 1))
    if (( i % 2 == 0 )); then wait; fi   # two at a time: one per core
  done
  wait
  local points=14
  [[ " $* " == *" --scale 2 "* ]] && points=28
  montage "${frames[@]}" -tile 4x -geometry +4+4 -font DejaVu-Sans -pointsize "$points" -background '#888' "$out/$name.png"
  echo "$out/$name.png"
}

s1=(--size 720x450)
s2=(--size 480x300 --scale 2)
listed=(--scroll 9000 --select documents-247)   # the selected item on screen in the list…
gridded=(--scroll 8400 --select documents-247)  # …and in the grid
strip sample-top-list-to-grid "$sample" "${s1[@]}" --from list --layout grid
strip sample-top-grid-to-list "$sample" "${s1[@]}" --from grid --layout list
strip sample-top-list-to-grid-scale2 "$sample" "${s2[@]}" --from list --layout grid
strip sample-top-grid-to-list-dark "$sample" "${s1[@]}" --from grid --layout list --dark
strip library-selected-list-to-grid "$sample" "${s1[@]}" "${listed[@]}" --from list --layout grid
strip library-selected-grid-to-list "$sample" "${s1[@]}" "${gridded[@]}" --from grid --layout list
strip library-selected-grid-to-list-scale2 "$sample" "${s2[@]}" "${gridded[@]}" --from grid --layout list
strip folder-list-to-grid "$folder" "${s1[@]}" --from list --layout grid
strip folder-grid-to-list "$folder" "${s1[@]}" --from grid --layout list
strip folder-list-to-grid-scale2-dark "$folder" "${s2[@]}" --scroll 120 --from list --layout grid --dark
strip sample-zoom-list "$sample" "${s1[@]}" --layout list --zoom 1:1.5
strip sample-zoom-list-to-grid "$sample" "${s1[@]}" --from list --layout grid --zoom 2:0.75
# Right to left (an Arabic or Hebrew desktop): the same switches, mirrored.
strip sample-top-list-to-grid-rtl "$sample" "${s1[@]}" --from list --layout grid --direction rtl
strip folder-grid-to-list-rtl "$folder" "${s1[@]}" --from grid --layout list --direction rtl
strip sample-top-list-to-columns-rtl "$sample" "${s1[@]}" --from list --layout columns --direction rtl
