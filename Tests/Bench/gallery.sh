#!/usr/bin/env bash
# The side-by-side gallery of docs/gallery.md: Lattice and GNOME Files (nautilus, for comparison only) on the same
# folder, in list, grid and columns, light and dark, wide and narrow windows, each pair in one sheet (Lattice left;
# Files' list view is its columns view, so it stands beside both Lattice's list and its columns).
# Usage: Tests/Bench/gallery.sh BINARY OUTPUT_FOLDER   (run inside xvfb-run; see `make gallery`)
set -u
bin=$(realpath "${1:?usage: gallery.sh BINARY OUTPUT_FOLDER}")
out=${2:?usage: gallery.sh BINARY OUTPUT_FOLDER}
mkdir -p "$out"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export HOME="$work/home" XDG_CONFIG_HOME="$work/config" XDG_CACHE_HOME="$work/cache" XDG_DATA_HOME="$work/data"
export GSETTINGS_BACKEND=keyfile GSK_RENDERER=cairo NO_AT_BRIDGE=1 GTK_A11Y=none

# One folder of what a person keeps: photos of every shape, a transparent symbol, documents, a sub-folder, a
# symbolic link and a long library name.
folder="$HOME/Holiday Photos"
mkdir -p "$folder/Trip notes" "$HOME/Documents"
convert -size 480x320 gradient:'#3584e4-#33d17a' "$folder/Beach.jpg"
convert -size 200x600 gradient:'#c061cb-#f66151' "$folder/Poster (portrait).png"
convert -size 900x180 gradient:'#e66100-#f8e45c' "$folder/Panorama.jpg"
convert -size 96x96 xc:none -fill black -draw "circle 48,48 48,14" "$folder/symbol-black.png"
printf 'Day one\n' > "$folder/Trip notes/day-1.txt"
printf 'Packing list\n' > "$folder/packing.txt"
printf '%%PDF-1.4\n' > "$folder/Tickets.pdf"
head -c 40000 /dev/urandom > "$folder/libabsl_cord_internal.so"
ln -s Beach.jpg "$folder/Latest.jpg"
touch -d '2026-07-14 10:00' "$folder"/* "$folder/Trip notes"

. "$(dirname "$0")/window-shot.sh"   # shoot

for theme in light dark; do
    for view in list grid columns; do
        for size in wide:1000x680 narrow:560x640; do
            width=${size#*:}; height=${width#*x}; width=${width%x*}; name=${size%%:*}
            # Lattice: the view it opens in is the one it remembers; Ctrl+1 / Ctrl+2 / Ctrl+3 make sure of it.
            dark=(); [ "$theme" = dark ] && dark=(--dark)
            "$bin" "$folder" "${dark[@]}" --quit-after 12000 > /dev/null 2>&1 &
            app=$!
            sleep 1.5
            xdotool key "ctrl+$(case $view in list) echo 1 ;; grid) echo 2 ;; columns) echo 3 ;; esac)"
            shoot "^Holiday Photos$" "$width" "$height" "$work/lattice.png"
            kill "$app" 2>/dev/null; wait "$app" 2>/dev/null
            # Files: its view from its settings, dark through libadwaita's own switch.
            gsettings set org.gnome.nautilus.preferences default-folder-viewer "$([ "$view" = grid ] && echo icon-view || echo list-view)"
            scheme=default; [ "$theme" = dark ] && scheme=prefer-dark
            ADW_DEBUG_COLOR_SCHEME=$scheme dbus-run-session -- nautilus --new-window "$folder" > /dev/null 2>&1 &
            files=$!
            shoot "Holiday Photos" "$width" "$height" "$work/files.png"
            kill "$files" 2>/dev/null; pkill -f "nautilus --new-window" 2>/dev/null; wait "$files" 2>/dev/null
            montage -label '%t' "$work/lattice.png" "$work/files.png" -tile 2x1 -geometry +12+12 -pointsize 18 \
                -background '#f0f0f0' "$out/$view-$theme-$name.png" 2>/dev/null \
                || montage "$work/lattice.png" "$work/files.png" -tile 2x1 -geometry +12+12 "$out/$view-$theme-$name.png"
            echo "gallery: $out/$view-$theme-$name.png"
        done
    done
done
