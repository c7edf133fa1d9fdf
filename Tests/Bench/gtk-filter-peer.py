#!/usr/bin/python3
"""The search peer: GtkListView over a GtkFilterListModel (GtkStringFilter, incremental, ignoring case) on a CSV
catalogue's titles, typed into one keystroke at a time as `lattice bench search` types. Run under Xvfb.

Usage: gtk-filter-peer.py FILE [QUERY]

Prints key=value: rows, load_s (Python's csv module reading the titles into a GtkStringList), first_frame_s (from
the script's start to the first frame with rows drawn), per keystroke the time until the filter's first results
are drawn (a frame after its first items-changed with matches) and until it has filtered every row (pending 0),
as p50 and max in ms, the longest interval between frames while typing, and the peak RSS.
"""
import time
T0 = time.monotonic()
import csv, sys

import gi
gi.require_version("Gtk", "4.0")
from gi.repository import Gtk, GLib

path = sys.argv[1]
query = sys.argv[2] if len(sys.argv) > 2 else "long water"

ITEM_UI = b"""<?xml version="1.0" encoding="UTF-8"?>
<interface>
  <template class="GtkListItem">
    <property name="child">
      <object class="GtkLabel">
        <property name="xalign">0</property>
        <binding name="label">
          <lookup name="string" type="GtkStringObject"><lookup name="item">GtkListItem</lookup></lookup>
        </binding>
      </object>
    </property>
  </template>
</interface>
"""


def peak_rss_kb():
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith("VmHWM"):
                return int(line.split()[1])
    return 0


def percentile(values, q):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else 0


Gtk.init()
start = time.monotonic()
with open(path, newline="", encoding="utf-8") as f:
    reader = csv.reader(f)
    header = [name.strip().lower() for name in next(reader)]
    column = header.index("title")
    titles = Gtk.StringList.new([row[column] for row in reader if row])
load = time.monotonic() - start

# Built from XML: PyGObject cannot pass a GtkExpression.
FILTER_UI = """<interface><object class="GtkStringFilter" id="filter">
  <property name="expression"><lookup name="string" type="GtkStringObject"></lookup></property>
  <property name="ignore-case">1</property><property name="match-mode">substring</property>
</object></interface>"""
string_filter = Gtk.Builder.new_from_string(FILTER_UI, -1).get_object("filter")
filtered = Gtk.FilterListModel(model=titles, filter=string_filter, incremental=True)
view = Gtk.ListView(model=Gtk.NoSelection.new(filtered),
                    factory=Gtk.BuilderListItemFactory.new_from_bytes(None, GLib.Bytes.new(ITEM_UI)))
scrolled = Gtk.ScrolledWindow()
scrolled.set_child(view)
window = Gtk.Window(title="peer search")
window.set_default_size(1280, 800)
window.set_child(scrolled)

figures = {"rows": titles.get_n_items(), "load_s": round(load, 3)}
state = {"first_frame": None, "typed": 0, "keystroke_at": None, "changed": False, "first_shown": [], "complete": [],
         "last_frame": None, "longest_frame_interval": 0.0, "typing": False, "done": False}
loop = GLib.MainLoop()


def on_items_changed(model, position, removed, added):
    if state["keystroke_at"] is not None and model.get_n_items() > 0:
        state["changed"] = True


filtered.connect("items-changed", on_items_changed)


def type_next():
    if state["typed"] == len(query):
        state["done"] = True
        loop.quit()
        return False
    state["typed"] += 1
    state["keystroke_at"] = time.monotonic()
    state["changed"] = False
    state["shown"] = False
    string_filter.set_search(query[:state["typed"]])
    return False


def after_paint(clock):
    now = time.monotonic()
    if state["first_frame"] is None and view.get_allocated_height() > 0:
        state["first_frame"] = now - T0
        state["typing"] = True
        GLib.timeout_add(300, type_next)
    if state["typing"] and state["last_frame"] is not None:
        state["longest_frame_interval"] = max(state["longest_frame_interval"], now - state["last_frame"])
    state["last_frame"] = now
    at = state["keystroke_at"]
    if at is not None:
        if state["changed"] and not state["shown"]:
            state["shown"] = True
            state["first_shown"].append(now - at)
        if filtered.get_pending() == 0:
            if not state["shown"]:   # nothing matched: the (empty) result is the first and the last
                state["shown"] = True
                state["first_shown"].append(now - at)
            state["complete"].append(now - at)
            state["keystroke_at"] = None
            GLib.timeout_add(150, type_next)


def tick(widget, clock):
    return True   # a frame every refresh, so frame intervals show stalls


window.connect("realize", lambda w: w.get_frame_clock().connect("after-paint", after_paint))
view.add_tick_callback(tick)
window.present()
GLib.timeout_add_seconds(300, loop.quit)
loop.run()

figures["first_frame_s"] = round(state["first_frame"] or 0, 3)
figures["keystrokes"] = len(state["complete"])
figures["matches_last"] = filtered.get_n_items()
for name, values in (("first_shown", state["first_shown"]), ("all_results", state["complete"])):
    figures[name + "_ms_p50"] = round(percentile(values, 0.5) * 1000, 1)
    figures[name + "_ms_max"] = round(max(values, default=0) * 1000, 1)
figures["longest_frame_interval_ms"] = round(state["longest_frame_interval"] * 1000, 1)
figures["peak_rss_kb"] = peak_rss_kb()
for key, value in figures.items():
    print(f"{key}={value}")
