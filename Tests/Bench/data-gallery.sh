#!/usr/bin/env bash
# docs/gallery.md's data files: real files of Tests/Corpus (a CSV, a JSON array, a nested JSON outline, a wide table,
# a SQLite database, the CSV grouped by two columns with its sidebar, and searched) rendered by `lattice render` in
# list, grid and columns, light and dark, each file one contact sheet (layouts across, light above dark) in OUT; and
# the window's record pane beside the rows, light and dark (under Xvfb).
# Usage: Tests/Bench/data-gallery.sh BINARY OUT
set -eu
bin=${1:?usage: data-gallery.sh BINARY OUT}
out=${2:?usage: data-gallery.sh BINARY OUT}
corpus=$(dirname "$0")/../Corpus/files
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$out"
for entry in "csv:penguins.csv" "json-array:vega-cars.json" "json-outline:iso-codes-schema-3166-1.json" \
             "wide-table:gdal-gt_datum.csv" "sqlite:iso-codes.sqlite" "grouped:penguins.csv" "search:penguins.csv"; do
    name=${entry%%:*} file=$corpus/${entry#*:}
    frames=()
    # The wide table also in columns scrolled sideways, its title column pinned; the grouped table with its sidebar.
    views=(list grid columns); [ "$name" = wide-table ] && views+=(columns:600); [ "$name" = grouped ] && views+=(sidebar)
    extra=()
    case $name in
        grouped) extra=(--group-by island --group-by sex) ;;
        search) extra=(--search "dream") ;;
    esac
    for theme in light dark; do
        for view in "${views[@]}"; do
            flags=("${extra[@]}")
            if [ "$view" = sidebar ]; then flags+=(--sidebar); else flags+=(--layout "${view%%:*}"); fi
            [ "$theme" = dark ] && flags+=(--dark)
            [ "$view" != "${view#*:}" ] && flags+=(--scroll-columns "${view#*:}")
            "$bin" render "$file" --size 760x480 "${flags[@]}" -o "$work/$name-${view/:/-}-$theme.png"
            frames+=("$work/$name-${view/:/-}-$theme.png")
        done
    done
    montage "${frames[@]}" -tile "${#views[@]}x2" -geometry +4+4 -background '#888888' "$out/$name.png"
    echo "ok   $out/$name.png"
done

# The record pane: the window on the CSV, its third row shown whole (Enter), light and dark.
if command -v xvfb-run >/dev/null && command -v xdotool >/dev/null; then
    for theme in light dark; do
        flags=(); [ "$theme" = dark ] && flags+=(--dark)
        xvfb-run -a -s "-screen 0 1100x640x24" bash -c '
            export GSK_RENDERER=cairo GTK_A11Y=none GSETTINGS_BACKEND=memory
            "$1" "$2" "${@:4}" --quit-after 20000 >/dev/null 2>&1 & app=$!
            window=$(timeout 20 xdotool search --sync --onlyvisible --name "^penguins$" | head -1)
            xdotool windowsize "$window" 1100 640; xdotool windowmove "$window" 0 0; sleep 1.5
            xdotool key Down Down Down Return; sleep 1.5; xdotool mousemove 1099 639; sleep 0.5
            import -window root -crop 1100x640+0+0 +repage "$3"
            kill $app' _ "$bin" "$corpus/penguins.csv" "$work/record-$theme.png" "${flags[@]}"
    done
    montage "$work/record-light.png" "$work/record-dark.png" -tile 1x2 -geometry +4+4 -background '#888888' "$out/record.png"
    echo "ok   $out/record.png"
fi
