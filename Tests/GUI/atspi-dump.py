#!/usr/bin/python3
"""Dump the AT-SPI accessible tree of one running application.

Usage: atspi-dump.py APP_NAME [--timeout SECONDS] [--all-states]

Finds the application whose accessible name equals APP_NAME on the
accessibility bus (retrying until it appears or the timeout, default 15 s,
runs out), walks its tree depth-first and prints one line per node:

    <indent><role name> "<accessible name>" [<sorted states>]

e.g.   list item "Blue" [focusable, selectable, selected, showing, visible]

Only the states that matter to the GUI tests are printed (see STATES) unless
--all-states is given. Run it inside Tests/GUI/with-atspi.sh, which provides
the session and accessibility buses. Exits 0 on success, 1 if the application
was not found in time, 2 on bad usage.
"""

import os
import sys

try:
    import gi
except ImportError:
    # A pyenv/venv python3 on PATH usually lacks the Debian python3-gi module;
    # the system interpreter has it.
    if os.path.realpath(sys.executable) != os.path.realpath("/usr/bin/python3") and os.path.exists("/usr/bin/python3"):
        os.execv("/usr/bin/python3", ["/usr/bin/python3", os.path.abspath(__file__)] + sys.argv[1:])
    sys.stderr.write("atspi-dump: python3-gi is not installed (apt-get install python3-gi gir1.2-atspi-2.0)\n")
    sys.exit(1)

import argparse
import time

try:
    gi.require_version("Atspi", "2.0")
    from gi.repository import Atspi, GLib
except (ValueError, ImportError) as exc:
    sys.stderr.write("atspi-dump: cannot load Atspi typelib (%s); apt-get install gir1.2-atspi-2.0\n" % exc)
    sys.exit(1)

MAX_DEPTH = 60
MAX_NODES = 20000
STATES = {
    Atspi.StateType.SELECTED,
    Atspi.StateType.EXPANDED,
    Atspi.StateType.EXPANDABLE,
    Atspi.StateType.FOCUSED,
    Atspi.StateType.FOCUSABLE,
    Atspi.StateType.SELECTABLE,
    Atspi.StateType.SHOWING,
    Atspi.StateType.VISIBLE,
}


def pump():
    """Let libatspi process pending D-Bus signals (e.g. applications appearing)."""
    ctx = GLib.MainContext.default()
    while ctx.pending():
        ctx.iteration(False)


def list_apps():
    """Return [(name, accessible)] for every application on the a11y bus."""
    desktop = Atspi.get_desktop(0)
    # libatspi caches the desktop's children and only learns of new applications from events,
    # which a process without a running main loop may never see: always ask the registry afresh.
    try:
        desktop.set_cache_mask(Atspi.Cache.NONE)
        desktop.clear_cache()
    except (AttributeError, GLib.Error):
        pass
    apps = []
    try:
        count = desktop.get_child_count()
    except GLib.Error:
        return apps
    for i in range(count):
        try:
            app = desktop.get_child_at_index(i)
            if app is not None:
                apps.append((app.get_name() or "", app))
        except GLib.Error:
            continue  # application went away while we looked
    return apps


def find_app(name, timeout):
    deadline = time.monotonic() + timeout
    while True:
        pump()
        apps = list_apps()
        for app_name, app in apps:
            if app_name == name:
                return app, apps
        if time.monotonic() >= deadline:
            return None, apps
        time.sleep(0.2)


def quote(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'


def describe(node, all_states):
    role = node.get_role_name() or "unknown"
    name = node.get_name() or ""
    states = node.get_state_set().get_states()
    if not all_states:
        states = [s for s in states if s in STATES]
    state_names = sorted(s.value_nick.replace("-", " ") for s in states)
    return "%s %s [%s]" % (role, quote(name), ", ".join(state_names))


def node_key(node):
    try:
        return (node.get_bus_name(), node.path)
    except (AttributeError, GLib.Error, TypeError):
        return None


def dump(app, all_states, out):
    """Depth-first walk; returns (nodes printed, truncated?)."""
    # Don't trust libatspi's cache: states must be the ones the app has *now*.
    try:
        app.set_cache_mask(Atspi.Cache.NONE)
    except (AttributeError, GLib.Error):
        pass
    printed = 0
    truncated = False
    seen = set()
    stack = [(app, 0)]
    while stack:
        node, depth = stack.pop()
        if printed >= MAX_NODES:
            truncated = True
            break
        key = node_key(node)
        if key is not None:
            if key in seen:
                continue  # a broken tree that loops back on itself
            seen.add(key)
        indent = "  " * depth
        try:
            line = describe(node, all_states)
        except GLib.Error as exc:
            out.write("%s<gone: %s>\n" % (indent, exc.message))
            printed += 1
            continue
        out.write(indent + line + "\n")
        printed += 1
        if depth >= MAX_DEPTH:
            truncated = True
            continue
        try:
            count = node.get_child_count()
        except GLib.Error:
            continue
        children = []
        for i in range(count):
            try:
                child = node.get_child_at_index(i)
            except GLib.Error:
                continue  # child disappeared during the walk
            if child is not None:
                children.append(child)
        for child in reversed(children):  # reversed so the first child pops first
            stack.append((child, depth + 1))
    return printed, truncated


def main(argv):
    parser = argparse.ArgumentParser(description="Dump the AT-SPI accessible tree of a running application.")
    parser.add_argument("app_name", metavar="APP_NAME", help="application name as registered on the a11y bus")
    parser.add_argument("--timeout", type=float, default=15.0, metavar="SECONDS",
                        help="how long to wait for the application to appear (default 15)")
    parser.add_argument("--all-states", action="store_true", help="print every state, not only the interesting ones")
    args = parser.parse_args(argv)

    if os.environ.get("NO_AT_BRIDGE") == "1":
        sys.stderr.write("atspi-dump: warning: NO_AT_BRIDGE=1 is set; libatspi may refuse to connect\n")
    Atspi.init()
    app, apps = find_app(args.app_name, max(args.timeout, 0.0))
    if app is None:
        names = ", ".join(repr(n) for n, _ in apps) or "none"
        sys.stderr.write("atspi-dump: application %r not found on the accessibility bus within %gs "
                         "(applications seen: %s)\n" % (args.app_name, args.timeout, names))
        return 1
    started = time.monotonic()
    printed, truncated = dump(app, args.all_states, sys.stdout)
    sys.stdout.flush()
    if truncated:
        sys.stderr.write("atspi-dump: tree truncated (depth limit %d / node limit %d)\n" % (MAX_DEPTH, MAX_NODES))
    if os.environ.get("ATSPI_DUMP_VERBOSE"):
        sys.stderr.write("atspi-dump: %d nodes in %.2fs\n" % (printed, time.monotonic() - started))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
