#!/usr/bin/env bash
# The window in German and in Arabic (right to left), each next to GNOME Files (nautilus, for comparison only) in
# the same locale on the same folder: list, grid and columns, light and dark; and the sample catalogue with its
# sidebar. Writes docs/images/locales (docs/i18n.md).
# Usage: Tests/Bench/locale-gallery.sh BINARY OUTPUT_FOLDER   (run inside xvfb-run; see `make locale-gallery`)
# Needs localedef (libc-bin), imagemagick, xdotool, nautilus and dbus.
set -u
bin=$(realpath "${1:?usage: locale-gallery.sh BINARY OUTPUT_FOLDER}")
out=${2:?usage: locale-gallery.sh BINARY OUTPUT_FOLDER}
here=$(cd "$(dirname "$0")/../.." && pwd)
mkdir -p "$out"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export HOME="$work/home" XDG_CONFIG_HOME="$work/config" XDG_CACHE_HOME="$work/cache" XDG_DATA_HOME="$work/data"
export GSETTINGS_BACKEND=keyfile GSK_RENDERER=cairo NO_AT_BRIDGE=1 GTK_A11Y=none
# The two locales, compiled for this run (no root needed): GTK takes the direction from Arabic's.
export LOCPATH="$work/locales"
mkdir -p "$LOCPATH"
localedef -i de_DE -f UTF-8 "$LOCPATH/de_DE.UTF-8" || exit 1
localedef -i ar_EG -f UTF-8 "$LOCPATH/ar_EG.UTF-8" || exit 1

# A folder with names in both scripts: what someone in Cairo or Berlin keeps.
folder="$HOME/Reise"
mkdir -p "$folder/Notizen" "$folder/صور"
convert -size 480x320 gradient:'#3584e4-#33d17a' "$folder/Strand.jpg"
convert -size 200x600 gradient:'#c061cb-#f66151' "$folder/ملصق.png"
convert -size 900x180 gradient:'#e66100-#f8e45c' "$folder/Panorama.jpg"
printf 'Tag eins\n' > "$folder/Notizen/tag-1.txt"
printf 'قائمة\n' > "$folder/قائمة السفر.txt"
printf '%%PDF-1.4\n' > "$folder/Fahrkarten.pdf"
printf 'a,b\n1,2\n' > "$folder/Budget.csv"
touch -d '2026-07-14 10:00' "$folder"/* "$folder/Notizen" "$folder/صور"

. "$(dirname "$0")/window-shot.sh"   # shoot

for locale in de_DE ar_EG; do
    lang=${locale%%_*}
    for theme in light dark; do
        dark=(); [ "$theme" = dark ] && dark=(--dark)
        for view in list grid columns; do
            LANG=$locale.UTF-8 LANGUAGE=$lang "$bin" "$folder" "${dark[@]}" --quit-after 12000 > /dev/null 2>&1 &
            app=$!
            sleep 1.5
            xdotool key "ctrl+$(case $view in list) echo 1 ;; grid) echo 2 ;; columns) echo 3 ;; esac)"
            shoot "^Reise$" 1000 640 "$work/lattice.png"
            kill "$app" 2>/dev/null; wait "$app" 2>/dev/null
            gsettings set org.gnome.nautilus.preferences default-folder-viewer "$([ "$view" = grid ] && echo icon-view || echo list-view)"
            scheme=default; [ "$theme" = dark ] && scheme=prefer-dark
            LANG=$locale.UTF-8 LANGUAGE=$lang ADW_DEBUG_COLOR_SCHEME=$scheme dbus-run-session -- nautilus --new-window "$folder" > /dev/null 2>&1 &
            files=$!
            shoot "Reise" 1000 640 "$work/files.png"
            kill "$files" 2>/dev/null; pkill -f "nautilus --new-window" 2>/dev/null; wait "$files" 2>/dev/null
            montage -label '%t' "$work/lattice.png" "$work/files.png" -tile 2x1 -geometry +12+12 -pointsize 18 \
                -background '#888' "$out/folder-$lang-$view-$theme.png"
            echo "$out/folder-$lang-$view-$theme.png"
        done
        # The sample catalogue: its sidebar, sections and the header bar's chrome.
        LANG=$locale.UTF-8 LANGUAGE=$lang "$bin" "$here/data/sample-catalog.json" "${dark[@]}" --quit-after 12000 > /dev/null 2>&1 &
        app=$!
        sleep 1.5
        xdotool key ctrl+1
        shoot "." 1100 700 "$out/catalogue-$lang-$theme.png" && echo "$out/catalogue-$lang-$theme.png"
        kill "$app" 2>/dev/null; wait "$app" 2>/dev/null
    done
done
