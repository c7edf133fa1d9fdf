#!/usr/bin/env bash
# The meson build end to end: setup, compile (SwiftPM, reusing .build), the meson tests (the validators; the
# Swift tests' definition, which make test-unit runs), an install into a temporary prefix, and the installed binary finding its data and schema.
# Prints "ok  …" per check and "FAIL …" on failure; exits non-zero if any check failed.
# Usage: Tests/Install/meson-check.sh   (from the source root, inside xvfb-run; see `make test-meson`)
set -u
root=$(pwd)
build=$root/.build/meson
prefix=$(mktemp -d)
log=$(mktemp)
status=0
check() { if eval "$2" >>"$log" 2>&1; then echo "ok   meson: $1"; else echo "FAIL meson: $1"; status=1; fi; }

rm -rf "$build"
check "meson setup (profile default, debug, SwiftPM scratch .build)" \
    'meson setup "$build" --prefix="$prefix" -Dbuildtype=debug -Dswiftpm_scratch=.build'
check "meson compile builds lattice" 'meson compile -C "$build" && [ -x "$build/lattice" ]'
# `make test` runs the Swift tests once, in test-unit: here meson's own tests run (the validators), and its Swift
# suite is checked to be defined for `meson test` users, not run a second time.
check "meson test: desktop file, metainfo and schema validators" \
    'GTK_A11Y=test meson test -C "$build" --no-rebuild --print-errorlogs --no-suite swift'
check "meson test defines the Swift tests (its swift suite)" 'meson test -C "$build" --list | grep -q "swift-tests"'
check "meson install into a temporary prefix" 'meson install -C "$build" --no-rebuild'
check "the installed tree has the binary, data, desktop file, metainfo, schema and icons" '
    [ -x "$prefix/bin/lattice" ] && [ -f "$prefix/share/lattice/sample-catalog.json" ] &&
    [ -f "$prefix/share/applications/io.github.lattice.Lattice.desktop" ] &&
    [ -f "$prefix/share/metainfo/io.github.lattice.Lattice.metainfo.xml" ] &&
    [ -f "$prefix/share/glib-2.0/schemas/gschemas.compiled" ] &&
    [ -f "$prefix/share/icons/hicolor/scalable/apps/io.github.lattice.Lattice.svg" ] &&
    [ -f "$prefix/share/icons/hicolor/symbolic/apps/io.github.lattice.Lattice-symbolic.svg" ]'
check "the installed tree has the translations, and the desktop file and metainfo carry them" '
    [ -f "$prefix/share/locale/de/LC_MESSAGES/lattice.mo" ] && [ -f "$prefix/share/locale/ar/LC_MESSAGES/lattice.mo" ] &&
    [ -f "$prefix/share/locale/de/LC_MESSAGES/lattice-gtk.mo" ] && [ -f "$prefix/share/locale/ar/LC_MESSAGES/lattice-gtk.mo" ] &&
    grep -q "^Comment\[de\]=" "$prefix/share/applications/io.github.lattice.Lattice.desktop" &&
    grep -q "<summary xml:lang=\"ar\">" "$prefix/share/metainfo/io.github.lattice.Lattice.metainfo.xml"'
# The installed binary, run from elsewhere, finds the bundled sample and remembers its settings there.
cfg=$(mktemp -d)
check "the installed lattice opens its sample and quits" \
    '(cd / && env -u LATTICE_DATA_DIR GSETTINGS_BACKEND=keyfile XDG_CONFIG_HOME="$cfg" GSK_RENDERER=cairo GTK_A11Y=none NO_AT_BRIDGE=1 "$prefix/bin/lattice" --quit-after 2500 2>"$cfg/stderr.txt") && ! grep -Eq "CRITICAL|WARNING" "$cfg/stderr.txt"'
check "and saved its settings with the installed schema" '[ -f "$cfg/glib-2.0/settings/keyfile" ] && grep -q "location-states" "$cfg/glib-2.0/settings/keyfile"'
check "the development profile makes valid .Devel desktop and metainfo files" '
    rm -rf "$build-devel" && meson setup "$build-devel" -Dprofile=development -Dswiftpm_scratch=.build -Dbuildtype=debug &&
    ninja -C "$build-devel" data/io.github.lattice.Lattice.Devel.desktop data/io.github.lattice.Lattice.Devel.metainfo.xml &&
    grep -q "^Icon=io.github.lattice.Lattice.Devel$" "$build-devel/data/io.github.lattice.Lattice.Devel.desktop" &&
    desktop-file-validate "$build-devel/data/io.github.lattice.Lattice.Devel.desktop" &&
    appstreamcli validate --no-net "$build-devel/data/io.github.lattice.Lattice.Devel.metainfo.xml"'
if [ $status != 0 ]; then echo "log:"; tail -80 "$log"; fi
rm -rf "$prefix" "$cfg" "$log" "$build-devel"
exit $status
