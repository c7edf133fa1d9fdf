# shellcheck shell=bash
# shoot WINDOW_NAME WIDTH HEIGHT OUT: waits for the window named WINDOW_NAME (a regular expression), sizes it to
# WIDTH × HEIGHT, moves the pointer out of the way, lets it settle and writes the screen's top-left WIDTH × HEIGHT
# into OUT. Sourced by the gallery scripts, which run under xvfb-run with the window at the top left.
shoot() {
    local window
    window=$(timeout 20 xdotool search --sync --onlyvisible --name "$1" 2>/dev/null | head -1)
    [ -n "$window" ] || { echo "$(basename "$0"): no window \"$1\"" >&2; return 1; }
    xdotool windowsize "$window" "$2" "$3"
    xdotool mousemove 1270 790
    sleep 2.5
    import -window root -crop "${2}x${3}+0+0" +repage "$4"
}
