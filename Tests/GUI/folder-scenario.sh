#!/usr/bin/env bash
# Headless folder scenario: a real temporary folder, changed while the window shows it; navigation keys.
# Prints "ok  …" per check and "FAIL …" on failure; exits non-zero if any check failed.
# Usage: Tests/GUI/folder-scenario.sh BINARY   (run inside xvfb-run; see `make test-gui`)
set -u
bin=${1:?usage: folder-scenario.sh BINARY}
out=$(mktemp -d)
status=0
check() { if eval "$2"; then echo "ok   folder: $1"; else echo "FAIL folder: $1"; status=1; fi; }
shot() { still; import -window root -crop 1000x700+0+0 +repage "$out/$1.png"; }
differs() { ! cmp -s "$out/$1.png" "$out/$2.png"; }
title() { xdotool getwindowname "$window" 2>/dev/null; }
. "$(dirname "$0")/waiting.sh"
# shot_after NAME EARLIER: once the screen differs from the shot EARLIER (a change on disk reaches the window after
# the folder monitor settles), shoots NAME when it stands still.
shot_after() { wait_until "import -window root -crop 1000x700+0+0 +repage '$out/$1.png' && differs $2 $1"; shot "$1"; }
# Waits until the window's title is $1 (a folder opened).
titled() { wait_until '[ "$(title)" = "'"$1"'" ]'; }
greenish() { convert "$out/$1.png" -fuzz 6% -fill black +opaque "#33d17a" -fill white -opaque "#33d17a" -format "%[fx:round(mean*w*h)]" info:; }

export GSK_RENDERER=cairo GTK_A11Y=none NO_AT_BRIDGE=1 GSETTINGS_BACKEND=keyfile XDG_CONFIG_HOME="$out/config"
# A home of its own: the sidebar's Places is just Home, its folder tree starts with Documents.
export HOME="$out/home" XDG_CACHE_HOME="$out/cache"
mkdir -p "$HOME/Documents/Reports/2026"
folder="$out/Holiday Photos"
mkdir -p "$folder/sub" && echo inner > "$folder/sub/inner.txt"
echo "notes" > "$folder/notes.txt" && echo "secret" > "$folder/.hidden-file"
convert -size 320x240 gradient:'#3584e4-#33d17a' "$folder/photo.png"
convert -size 120x360 xc:'#c061cb' "$folder/portrait.png"   # a portrait cover: 1:3

check "a missing folder is an error on the command line (status 1)" \
    '! "$bin" /nonexistent/lattice-folder 2>"$out/missing.txt" && grep -q "no such file" "$out/missing.txt"'

"$bin" "$folder" --quit-after 30000 > "$out/stdout.txt" 2> "$out/stderr.txt" &
app=$!
window=$(timeout 20 xdotool search --sync --onlyvisible --name "^Holiday Photos$" 2>/dev/null | head -1)
check "the folder opens in a window titled with its name" '[ -n "$window" ]'
xdotool mousemove 1250 790
shot listed
echo "new" > "$folder/arrived.txt"
shot_after created listed
check "a file created while the folder is open appears" 'differs listed created'
mv "$folder/arrived.txt" "$folder/renamed.txt"
shot_after renamed created
check "a file renamed on disk is renamed in the window" 'differs created renamed'
rm "$folder/renamed.txt"
shot_after deleted renamed
check "a file deleted on disk disappears" 'differs renamed deleted && cmp -s "$out/listed.png" "$out/deleted.png"'
[ -n "$window" ] && xdotool windowfocus --sync "$window" 2>/dev/null
# The sidebar: Places (Home) at the top, then the folder tree with Documents; its expander lists Reports.
xdotool mousemove --window "$window" 236 187 click 1
xdotool mousemove 1250 790
shot_after expanded deleted
check "expanding a folder in the sidebar tree shows its sub-folders" 'differs deleted expanded'
xdotool key ctrl+h
shot_after hidden expanded
check "Ctrl+H shows hidden files" 'differs deleted hidden'
xdotool key ctrl+h
still
# The first row of the list is the folder "sub": a double-click opens it in place.
xdotool mousemove --window "$window" 500 125 click --repeat 2 --delay 80 1
titled sub
check "double-clicking a folder opens it in the same window" '[ "$(title)" = "sub" ]'
xdotool key alt+Up
titled "Holiday Photos"
check "Alt+Up goes to the parent folder" '[ "$(title)" = "Holiday Photos" ]'
xdotool key alt+Left
titled sub
check "Alt+Left goes back" '[ "$(title)" = "sub" ]'
xdotool key alt+Right
titled "Holiday Photos"
check "Alt+Right goes forward" '[ "$(title)" = "Holiday Photos" ]'
# The header's Back and Forward buttons, and the path bar: each ancestor in the subtitle is a link to it.
xdotool mousemove --window "$window" 70 27 click 1
titled sub
check "the Back button goes back" '[ "$(title)" = "sub" ]'
xdotool mousemove --window "$window" 105 27 click 1
titled "Holiday Photos"
check "the Forward button goes forward" '[ "$(title)" = "Holiday Photos" ]'
xdotool mousemove --window "$window" 500 34 click 1   # the middle of the path bar: an ancestor's link
wait_until '[ "$(title)" != "Holiday Photos" ]'
ancestor=$(title)
check "a link of the path bar opens that ancestor ($ancestor)" \
    'case "$folder" in */"$ancestor"/*|"/$ancestor"/*) true ;; *) [ "$ancestor" = / ] ;; esac'
xdotool key alt+Left
titled "Holiday Photos"
xdotool key ctrl+2
xdotool mousemove 1250 790
# The thumbnail is made off the main thread: the card shows it once it is.
wait_until 'shot grid && [ "$(greenish grid)" -gt 100 ]'
check "the grid card shows the image file itself (its green end is drawn)" '[ "$(greenish grid)" -gt 100 ]'
# The portrait image is drawn whole in its card's landscape box: its purple is three times as tall as it is wide
# (a cover crop would fill the box, wider than tall).
purple=$(convert "$out/grid.png" -fuzz 4% -fill black +opaque "#c061cb" -format "%@" info:)
purple_width=${purple%%x*}; purple_height=${purple#*x}; purple_height=${purple_height%%+*}
check "a portrait thumbnail keeps its aspect ($purple)" '[ "$purple_height" -ge 40 ] && [ $(( purple_height * 10 )) -ge $(( purple_width * 25 )) ]'
# Ctrl+scroll zooms continuously: rows grow and, past the largest, become cards (then Ctrl+2 changes nothing).
xdotool key ctrl+1
shot rows
xdotool mousemove --window "$window" 600 300 keydown ctrl
for _ in $(seq 1 16); do xdotool click 4; done
xdotool keyup ctrl
xdotool mousemove 1250 790
shot zoomed
xdotool key ctrl+2
shot zoomed-ctrl2
check "Ctrl+scroll grows the rows into cards" 'differs rows zoomed && cmp -s "$out/zoomed.png" "$out/zoomed-ctrl2.png"'
wait $app
code=$?
check "the app quits by itself with status 0" '[ "$code" = 0 ]'
check "GTK printed no criticals or warnings" '! grep -Eq "CRITICAL|WARNING" "$out/stderr.txt"'

# An unreadable folder opened from a running window shows an error page (not the empty folder's) and the
# window goes on. Root reads any folder, so as root the app runs without the capabilities that override
# permissions, as an ordinary user would. (Settings of their own: the list view, as a first start has it.)
shelf="$out/Shelf"
mkdir -p "$shelf/empty" "$shelf/locked" && touch "$shelf/locked/inside.txt" && chmod 000 "$shelf/locked"
echo "?" > "$shelf/orphan.zzqx"   # a file no application opens: no applications are installed for this run
mkdir -p "$out/no-apps"   # the system's icons, types and settings, but no applications
for shared in icons mime glib-2.0; do ln -s "/usr/share/$shared" "$out/no-apps/$shared"; done
prefix=()
[ "$(id -u)" = 0 ] && prefix=(setpriv --inh-caps=-dac_override,-dac_read_search --bounding-set=-dac_override,-dac_read_search)
XDG_CONFIG_HOME="$out/config-shelf" XDG_DATA_HOME="$out/no-apps" XDG_DATA_DIRS="$out/no-apps" "${prefix[@]}" "$bin" "$shelf" --quit-after 18000 > "$out/shelf-stdout.txt" 2> "$out/shelf-stderr.txt" &
app=$!
window=$(timeout 20 xdotool search --sync --onlyvisible --name "^Shelf$" 2>/dev/null | head -1)
[ -n "$window" ] && xdotool windowfocus --sync "$window" 2>/dev/null
still
xdotool mousemove --window "$window" 500 125 click --repeat 2 --delay 80 1   # "empty"
xdotool mousemove 1250 790
titled empty
shot empty-page
check "an empty folder opens to its empty page" '[ "$(title)" = "empty" ]'
xdotool key alt+Up
titled Shelf
still
xdotool mousemove --window "$window" 500 175 click --repeat 2 --delay 80 1   # "locked"
xdotool mousemove 1250 790
titled locked
shot locked-page
check "an unreadable folder opens to an error page, not the empty page" '[ "$(title)" = "locked" ] && differs empty-page locked-page'
xdotool key alt+Up
titled Shelf
check "and the window goes back from it" '[ "$(title)" = "Shelf" ]'
still
xdotool mousemove --window "$window" 500 300 click --repeat 2 --delay 80 1   # "orphan.zzqx", under Files
dialog=$(timeout 5 xdotool search --sync --onlyvisible --name "^Could not open “orphan.zzqx”$" 2>/dev/null | head -1)
shot launch-failed
check "a file no application can open says so in a dialog" '[ -n "$dialog" ]'
[ -n "$dialog" ] && xdotool windowfocus --sync "$dialog" 2>/dev/null && xdotool key Escape
wait_until '[ -z "$(xdotool search --onlyvisible --name "^Could not open" 2>/dev/null)" ]'
check "and the dialog closes with Escape" '[ -z "$(xdotool search --onlyvisible --name "^Could not open" 2>/dev/null)" ]'
wait $app
check "the app quits by itself with status 0 after the error" '[ $? = 0 ]'
chmod 755 "$shelf/locked"
if [ $status != 0 ] || [ -n "${KEEP_SCREENSHOTS:-}" ]; then echo "stderr:"; cat "$out/stderr.txt"; echo "screenshots kept in $out"; else rm -rf "$out"; fi
exit $status
