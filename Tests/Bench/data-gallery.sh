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
    for theme in light dark; do
        for layout in list grid columns; do
            flags=(); [ "$theme" = dark ] && flags=(--dark)
            "$bin" render "$file" --layout "$layout" --size 760x480 "${flags[@]}" -o "$work/$name-$layout-$theme.png"
            frames+=("$work/$name-$layout-$theme.png")
        done
    done
    montage "${frames[@]}" -tile 3x2 -geometry +4+4 -background '#888888' "$out/$name.png"
    echo "ok   $out/$name.png"
done
