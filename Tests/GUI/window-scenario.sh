#!/usr/bin/env bash
# Headless window scenario: run the viewer under Xvfb, drive it with xdotool, look at screenshots.
# Prints "ok  …" per check and "FAIL …" on failure; exits non-zero if any check failed.
# Usage: Tests/GUI/window-scenario.sh BINARY   (run inside xvfb-run; see `make test-gui`)
set -u
bin=${1:?usage: window-scenario.sh BINARY}
out=$(mktemp -d)
status=0
check() { if eval "$2"; then echo "ok   gui: $1"; else echo "FAIL gui: $1"; status=1; fi; }
mean() { convert "$1" -format "%[fx:mean]" info: 2>/dev/null || echo 0; }
. "$(dirname "$0")/waiting.sh"
# snap NAME: the screen once it stands still, as NAME.png (and its pixels' digest, to tell a change by).
snap() { still; import -window root "$out/$1.png"; convert "$out/$1.png" rgb:- | md5sum > "$out/$1.md5"; }
# snap_after NAME EARLIER: once the screen differs from the snap EARLIER (what a step changes), snaps NAME.
snap_after() { wait_until "[ \"\$(import -window root rgb:- | md5sum)\" != \"\$(cat '$out/$2.md5')\" ]"; snap "$1"; }

export GSK_RENDERER=cairo GTK_A11Y=none NO_AT_BRIDGE=1
# A private settings store, changed below with `gsettings` as GNOME Settings would.
export GSETTINGS_BACKEND=keyfile XDG_CONFIG_HOME="$out/config" XDG_DATA_HOME="$out/data"
"$bin" --quit-after 31000 > "$out/stdout.txt" 2> "$out/stderr.txt" &
app=$!
window=$(timeout 20 xdotool search --sync --onlyvisible --name "Lattice Sample" 2>/dev/null | head -1)
check "the window appears" '[ -n "$window" ]'
# Software rendering asked for: no GL driver (Mesa and LLVM, ~60 MB resident) is loaded.
check "GSK_RENDERER=cairo loads no GL driver" '[ -r /proc/$app/maps ] && ! grep -qE "_dri\.so|libLLVM" /proc/$app/maps'
snap list
check "the window is drawn (not a blank screen)" '[ "$(echo "$(mean "$out/list.png") > 0.2" | bc -l)" = 1 ]'
[ -n "$window" ] && xdotool windowfocus --sync "$window" 2>/dev/null
xdotool key ctrl+2
snap_after grid list
check "Ctrl+2 switches the canvas to the grid" '! cmp -s "$out/list.png" "$out/grid.png"'
xdotool key F9
snap_after no-sidebar grid
check "F9 hides the sidebar" '! cmp -s "$out/grid.png" "$out/no-sidebar.png"'
xdotool key ctrl+plus
snap_after zoomed no-sidebar
check "Ctrl+plus zooms the grid" '! cmp -s "$out/no-sidebar.png" "$out/zoomed.png"'
xdotool key ctrl+0
snap_after zoomed-back zoomed
xdotool key F9
snap_after sidebar zoomed-back
# The first sidebar header ("Colours") sits at the top of the sidebar, under the 50 px header bar.
xdotool mousemove --window "$window" 100 72 click 1
xdotool mousemove --window "$window" 600 400
snap_after collapsed sidebar
check "clicking a sidebar header collapses its section" '! cmp -s "$out/sidebar.png" "$out/collapsed.png"'
# Typing in the main area searches (in the sidebar it jumps to a row: type-ahead, behaviour-scenario.sh).
xdotool mousemove --window "$window" 600 400 click 1
snap collapsed
xdotool type --delay 60 "blue"
snap_after filtered collapsed
check "typing filters the main area" '! cmp -s "$out/collapsed.png" "$out/filtered.png"'
xdotool type --delay 60 "zzzz"
snap_after no-results filtered
check "a search without matches shows its state" '! cmp -s "$out/filtered.png" "$out/no-results.png"'
xdotool key Escape
snap_after cleared no-results
check "Escape clears the search" '! cmp -s "$out/no-results.png" "$out/cleared.png"'
# The desktop switches to dark, then to high contrast: the window follows while it runs.
gsettings set org.gnome.desktop.interface color-scheme prefer-dark
snap_after dark cleared
check "the window turns dark when the desktop does" '[ "$(echo "$(mean "$out/dark.png") < 0.3" | bc -l)" = 1 ]'
gsettings set org.gnome.desktop.a11y.interface high-contrast true
snap_after high-contrast dark
check "and redraws in high contrast" '! cmp -s "$out/dark.png" "$out/high-contrast.png"'
gsettings reset org.gnome.desktop.a11y.interface high-contrast
gsettings reset org.gnome.desktop.interface color-scheme
# Two settings change back, one after the other: until the window is light again.
wait_until 'snap light && [ "$(echo "$(mean "$out/light.png") > 0.5" | bc -l)" = 1 ]'
cp "$out/light.png" "$out/cleared.png"; cp "$out/light.md5" "$out/cleared.md5"
check "and back to light" '[ "$(echo "$(mean "$out/cleared.png") > 0.5" | bc -l)" = 1 ]'
# Context menu: right-click on an item, Escape, then Shift+F10 from the keyboard.
xdotool mousemove --window "$window" 600 180 click 3
snap_after menu cleared
check "right-click opens a context menu" '! cmp -s "$out/cleared.png" "$out/menu.png"'
xdotool key Escape
snap_after menu-closed menu
check "Escape closes the context menu" '! cmp -s "$out/menu.png" "$out/menu-closed.png"'
xdotool key shift+F10
snap_after menu-keyboard menu-closed
check "Shift+F10 opens the context menu from the keyboard" '! cmp -s "$out/menu-closed.png" "$out/menu-keyboard.png"'
xdotool key Escape
still
# Open… (Ctrl+O) on a broken catalogue: it opens in a window of its own that says why; this one stays.
printf '{"title": "Broken", "sections": [' > "$out/broken.json"
xdotool key ctrl+o
chooser=$(timeout 8 xdotool search --sync --onlyvisible --name "Open File" 2>/dev/null | head -1)
check "Ctrl+O opens the Open File dialog" '[ -n "$chooser" ]'
if [ -n "$chooser" ]; then
    xdotool key --window "$chooser" ctrl+l
    still
    xdotool type --delay 20 "$out/broken.json"
    still
    xdotool key Return
fi
broken=$(timeout 4 xdotool search --sync --onlyvisible --name "^broken.json$" 2>/dev/null | head -1)
if [ -z "$broken" ] && [ -n "$chooser" ]; then
    # The location entry's completion popup can take the first Return.
    xdotool key Return
    broken=$(timeout 4 xdotool search --sync --onlyvisible --name "^broken.json$" 2>/dev/null | head -1)
fi
check "the chosen file opens in a new window" '[ -n "$broken" ]'
snap broken
check "the first window stays open" '[ -n "$(xdotool search --onlyvisible --name "Lattice Sample" 2>/dev/null)" ]'
wait $app
code=$?
check "the app quits by itself with status 0" '[ "$code" = 0 ]'
check "GTK printed no criticals or warnings" '! grep -Eq "CRITICAL|WARNING|Gtk-WARNING" "$out/stderr.txt"'
# What the window remembered (GSettings, the schema compiled by `make build` into .build/schemas).
setting() { GSETTINGS_SCHEMA_DIR="${bin%/*/*}/schemas" gsettings get io.github.lattice.Lattice "$1" 2>/dev/null; }
check "the view mode is remembered" '[ "$(setting view-mode)" = "'"'grid'"'" ]'
check "collapsed sidebar sections are remembered" 'setting collapsed-sections | grep -q "colours"'
check "the sample's own view state is remembered" 'setting location-states | grep -q "sample-catalog.json"'
# Reopened, the sample comes back in grid view: Ctrl+2 then changes nothing.
"$bin" --quit-after 5000 > /dev/null 2> "$out/stderr-2.txt" &
app=$!
window=$(timeout 20 xdotool search --sync --onlyvisible --name "Lattice Sample" 2>/dev/null | head -1)
xdotool mousemove 1250 790   # off the window: no hover
snap reopened
[ -n "$window" ] && xdotool windowfocus --sync "$window" 2>/dev/null
xdotool key ctrl+2
snap reopened-ctrl2
check "reopening restores the grid view" '[ -n "$window" ] && cmp -s "$out/reopened.png" "$out/reopened-ctrl2.png"'
wait $app
# Adaptive: narrowed below 640 points the sidebar folds away (the content takes the width); F9 shows it over the
# content (which keeps its width); widened again it comes back, as the user left it in the wide window.
"$bin" --quit-after 12000 > /dev/null 2> "$out/stderr-narrow.txt" &
app=$!
window=$(timeout 20 xdotool search --sync --onlyvisible --name "Lattice Sample" 2>/dev/null | head -1)
still
# The grey of the sidebar (about 235) or the white of the list (above 245), where the sidebar's rows are.
shade() { import -window root "$out/$1.png"; convert "$out/$1.png" -crop 1x1+140+400 +repage -format "%[fx:int(255*r)]" info:; }
wide=$(shade wide)
xdotool windowsize --sync "$window" 520 600; still
narrow=$(shade narrow)
xdotool key F9; still
shown=$(shade narrow-f9)
xdotool key F9; still
xdotool windowsize --sync "$window" 1000 700; still
widened=$(shade widened)
check "narrowed to 520 points, the sidebar folds away ($wide → $narrow)" '[ "$wide" -lt 242 ] && [ "$narrow" -gt 245 ]'
check "F9 shows it over the content in the narrow window ($shown)" '[ "$shown" -lt 242 ]'
convert "$out/narrow.png" -crop 200x300+300+150 +repage "$out/narrow-content.png"
convert "$out/narrow-f9.png" -crop 200x300+300+150 +repage "$out/narrow-f9-content.png"
check "… and the content under it keeps its width and place" \
    '[ "$(compare -metric AE "$out/narrow-content.png" "$out/narrow-f9-content.png" null: 2>&1)" = 0 ]'
check "widened again, it comes back ($widened)" '[ "$widened" -lt 242 ]'
wait $app
# A file that cannot be opened: from a terminal an error and status 1; launched from the desktop file (GLib's
# launcher sets GIO_LAUNCHED_DESKTOP_FILE), where nobody reads standard error, a window says why as well.
printf 'title\n"never closed\n' > "$out/bad.csv"
check "from a terminal, a bad file is an error on standard error (status 1)" \
    '! timeout 10 "$bin" "$out/bad.csv" 2> "$out/bad-terminal.txt" && grep -q "bad.csv: line 2" "$out/bad-terminal.txt"'
GIO_LAUNCHED_DESKTOP_FILE=/usr/share/applications/io.github.lattice.Lattice.desktop \
    "$bin" "$out/bad.csv" --quit-after 5000 > /dev/null 2> "$out/bad-desktop.txt" &
app=$!
window=$(timeout 10 xdotool search --sync --onlyvisible --name "^bad.csv$" 2>/dev/null | head -1)
snap bad-desktop
check "launched from the desktop, a bad file opens a window saying why" '[ -n "$window" ]'
wait $app
code=$?
check "… reports it on standard error too, and exits with status 1" '[ "$code" = 1 ] && grep -q "bad.csv: line 2" "$out/bad-desktop.txt"'
if [ $status != 0 ] || [ -n "${KEEP_SCREENSHOTS:-}" ]; then echo "stderr:"; cat "$out/stderr.txt"; echo "screenshots kept in $out"; else rm -rf "$out"; fi
exit $status
