#!/usr/bin/env bash
# Run COMMAND inside a private D-Bus session with the AT-SPI accessibility bus up,
# so GTK apps started by COMMAND publish their accessible tree and
# Tests/GUI/atspi-dump.py can read it.
#
# Usage: Tests/GUI/with-atspi.sh COMMAND [ARG...]
#   e.g. xvfb-run -a Tests/GUI/with-atspi.sh bash -c 'app & Tests/GUI/atspi-dump.py app --timeout 15; kill %1'
#
# Exits with COMMAND's status (127 if it cannot be run, 125 if the a11y bus never came up).
set -u

if [ $# -eq 0 ]; then
    echo "usage: with-atspi.sh COMMAND [ARG...]" >&2
    exit 2
fi

# Stage 1: re-run ourselves under a private session bus.
if [ -z "${WITH_ATSPI_INNER:-}" ]; then
    command -v dbus-run-session >/dev/null || { echo "with-atspi.sh: dbus-run-session not found (apt-get install dbus)" >&2; exit 125; }
    WITH_ATSPI_INNER=1 exec dbus-run-session -- bash "$0" "$@"
fi
unset WITH_ATSPI_INNER

# Stage 2: inside the private session bus.
launcher=
for candidate in "${AT_SPI_BUS_LAUNCHER:-}" /usr/libexec/at-spi-bus-launcher /usr/lib/at-spi2-core/at-spi-bus-launcher; do
    if [ -n "$candidate" ] && [ -x "$candidate" ]; then launcher=$candidate; break; fi
done
if [ -z "$launcher" ]; then
    echo "with-atspi.sh: at-spi-bus-launcher not found (apt-get install at-spi2-core)" >&2
    exit 125
fi

# GTK only exports its tree when accessibility is not disabled, and the AT-SPI
# client library refuses to connect when NO_AT_BRIDGE is set.
unset NO_AT_BRIDGE GTK_A11Y AT_SPI_BUS_ADDRESS

"$launcher" --launch-immediately >/dev/null 2>&1 &
launcher_pid=$!

# Wait (up to ~10 s) until our launcher owns org.a11y.Bus, then ask it for the a11y bus address.
# (Poll with NameHasOwner: calling org.a11y.Bus directly before the launcher has claimed the name
# would make the session bus service-activate a second launcher.)
a11y_address=
for _ in $(seq 1 100); do
    if dbus-send --session --print-reply=literal --dest=org.freedesktop.DBus /org/freedesktop/DBus \
        org.freedesktop.DBus.NameHasOwner string:org.a11y.Bus 2>/dev/null | grep -q true; then
        a11y_address=$(dbus-send --session --print-reply=literal --reply-timeout=2000 \
            --dest=org.a11y.Bus /org/a11y/bus org.a11y.Bus.GetAddress 2>/dev/null | tr -d '[:space:]')
        [ -n "$a11y_address" ] && break
    fi
    if ! kill -0 "$launcher_pid" 2>/dev/null; then break; fi
    sleep 0.1
done
if [ -z "$a11y_address" ]; then
    echo "with-atspi.sh: the AT-SPI bus did not come up" >&2
    kill "$launcher_pid" 2>/dev/null
    wait "$launcher_pid" 2>/dev/null
    exit 125
fi
# Both GTK and libatspi honour this; it saves them a round trip and makes sure they agree.
export AT_SPI_BUS_ADDRESS=$a11y_address

"$@"
status=$?

# The launcher takes its a11y dbus-daemon (and the registry daemon) down with it.
kill "$launcher_pid" 2>/dev/null
wait "$launcher_pid" 2>/dev/null
# Whatever the session bus started on the app's behalf (a service it activated, a second launcher and its bus)
# goes too, whether COMMAND passed or failed: every process whose environment names this session bus, but this
# shell. (dbus-run-session then ends the bus itself, which was started before the address existed.)
for environ in /proc/[0-9]*/environ; do
    pid=${environ#/proc/}; pid=${pid%/environ}
    [ "$pid" = "$$" ] && continue
    if { tr '\0' '\n' < "$environ"; } 2>/dev/null | grep -qxF "DBUS_SESSION_BUS_ADDRESS=$DBUS_SESSION_BUS_ADDRESS"; then
        kill "$pid" 2>/dev/null
    fi
done
exit $status
