#!/usr/bin/env bash
# docs/gallery.md's data files: real files of Tests/Corpus (a CSV, a JSON array, a nested JSON outline, a wide table,
# a SQLite database) rendered by `lattice render` in list, grid and columns, light and dark, each file one contact
# sheet (layouts across, light above dark) in OUT.
# Usage: Tests/Bench/data-gallery.sh BINARY OUT
set -eu
bin=${1:?usage: data-gallery.sh BINARY OUT}
out=${2:?usage: data-gallery.sh BINARY OUT}
corpus=$(dirname "$0")/../Corpus/files
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$out"
for entry in "csv:penguins.csv" "json-array:vega-cars.json" "json-outline:iso-codes-schema-3166-1.json" \
             "wide-table:gdal-gt_datum.csv" "sqlite:iso-codes.sqlite"; do
    name=${entry%%:*} file=$corpus/${entry#*:}
    frames=()
    # The wide table also in columns scrolled sideways, its title column pinned.
    views=(list grid columns); [ "$name" = wide-table ] && views+=(columns:600)
    for theme in light dark; do
        for view in "${views[@]}"; do
            flags=(--layout "${view%%:*}"); [ "$theme" = dark ] && flags+=(--dark)
            [ "$view" != "${view#*:}" ] && flags+=(--scroll-columns "${view#*:}")
            "$bin" render "$file" --size 760x480 "${flags[@]}" -o "$work/$name-${view/:/-}-$theme.png"
            frames+=("$work/$name-${view/:/-}-$theme.png")
        done
    done
    montage "${frames[@]}" -tile "${#views[@]}x2" -geometry +4+4 -background '#888888' "$out/$name.png"
    echo "ok   $out/$name.png"
done
