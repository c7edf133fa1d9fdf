# Waiting on state, not on the clock, for the GUI scenarios (sourced after they define `dump`). A scenario
# waits for what its next check reads — the accessible tree to say it, the screen to stand still — so a slow
# machine takes longer rather than failing, and a fast one does not sit out a fixed time. Each wait gives up
# after a limit: a hang becomes a failed check, never a pass, and no wait decides a result by how long it took.

# Waits until the screen stands still: three screenshots in a row agree (no transition under way, no frame to
# come; each shot takes tens of milliseconds, longer than a frame). Gives up after ${1:-10} seconds.
still() {
    local limit=$((SECONDS + ${1:-10})) previous="" current same=0
    while [ "$SECONDS" -lt "$limit" ]; do
        current=$(import -window root -crop 1280x800+0+0 +repage rgb:- 2> /dev/null | md5sum)
        if [ "$current" = "$previous" ]; then same=$((same + 1)); else same=0; fi
        [ "$same" -ge 2 ] && return 0
        previous=$current
    done
    return 1
}

# dump_until NAME CONDITION [SECONDS]: dumps the accessible tree as NAME (the scenario's `dump`) until CONDITION
# — what the check after it reads — holds, then waits for the screen to stand still. Gives up after SECONDS (15)
# and leaves the last dump for the check to fail on.
dump_until() {
    local limit=$((SECONDS + ${3:-15}))
    still
    while ! (dump "$1"; eval "$2") && [ "$SECONDS" -lt "$limit" ]; do :; done
    still
}

# wait_until CONDITION [SECONDS]: until CONDITION holds (what the app hands another program: the clipboard, a
# file it writes), asked every tenth of a second; false after SECONDS (10).
wait_until() {
    local limit=$((SECONDS + ${2:-10}))
    until eval "$1"; do
        [ "$SECONDS" -ge "$limit" ] && return 1
        sleep 0.1
    done
}
