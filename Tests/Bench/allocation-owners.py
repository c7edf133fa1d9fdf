#!/usr/bin/env python3
"""Heap allocations per frame, by who made them, from two valgrind DHAT profiles of the same run with
SHORT and LONG frame counts: the difference divided by the frames between them, so start-up and caches
filling cancel out.

An allocation belongs to the code that asked the allocator: the first frame of its stack that is not an
allocator (malloc, g_malloc, g_slice_alloc, swift_allocObject, …) nor the Swift runtime or standard library
(arrays and strings growing belong to whoever grew them). Lattice's own code is the binary's Swift; the rest
is named by library (cairo, pixman, pango, glib, …).

Usage: allocation-owners.py SHORT.json LONG.json FRAMES_BETWEEN [PREFIX]
Prints PREFIX_allocations_per_frame=N, PREFIX_owner_<library>=N for each owner, and the five Lattice call
sites that allocate most, as key=value lines.
"""
import collections
import json
import re
import subprocess
import sys

ALLOCATORS = re.compile(
    r"^(malloc|calloc|realloc|posix_memalign|aligned_alloc|memalign|strdup|strndup|"
    r"g_malloc|g_malloc0|g_malloc_n|g_malloc0_n|g_realloc|g_realloc_n|g_try_malloc|g_try_malloc0|"
    r"g_slice_alloc|g_slice_alloc0|g_memdup2?|g_strdup|g_strndup|"
    r"swift_slowAlloc|swift_allocObject|swift_allocBox|swift_allocEmptyBox|operator new.*)$")
SWIFT_RUNTIME = re.compile(r"^(libswift\w*\.so|<compiler-generated>)")
SWIFT_GROWTH = ("_allocateUninitialized", "allocateBuffer", "ContiguousArrayBuffer", "_allocateStringStorage",
                "StringGuts", "__StringStorage", "_createNewBuffer", "_copyCollectionToContiguousArray",
                "_copyToContiguousArray", "_growArrayCapacity", "_NativeDictionary", "_DictionaryStorage",
                "_SetStorage", "_NativeSet", "appendLiteral", "append(contentsOf", "reserveCapacity",
                "AbsOriFnNameNotFound")
OWNERS = [("cairo", "libcairo"), ("pixman", "libpixman"), ("pango", "libpango"), ("harfbuzz", "libharfbuzz"),
          ("fontconfig", "libfontconfig"), ("freetype", "libfreetype"), ("glib", "libglib"),
          ("gobject", "libgobject"), ("gtk", "libgtk"), ("x11", "libX11"), ("xcb", "libxcb")]


def frame_parts(text):
    """(function, object or source file) of one DHAT frame description."""
    match = re.search(r": (.*?) \((?:in )?([^)]*)\)\s*$", text)
    return (match.group(1), match.group(2).rsplit("/", 1)[-1]) if match else (text, "")


def owner_of(where):
    if where.endswith(".swift") or ".swift:" in where or where == "lattice":
        return "lattice"
    for name, prefix in OWNERS:
        if where.startswith(prefix):
            return name
    return "other"


def profile(path):
    """Allocation counts by (owner, function)."""
    with open(path) as handle:
        data = json.load(handle)
    frames = data["ftbl"]
    counts = collections.Counter()
    for point in data["pps"]:
        chain = [frame_parts(frames[index]) for index in point["fs"]]
        chain = [(name, where) for name, where in chain if not ALLOCATORS.match(name)]
        site = next(((name, where) for name, where in chain
                     if not SWIFT_RUNTIME.match(where) and not any(g in name for g in SWIFT_GROWTH)),
                    chain[0] if chain else ("?", "?"))
        counts[(owner_of(site[1]), site[0])] += point["tbk"]
    return counts


def demangled(names):
    try:
        out = subprocess.run(["swift", "demangle", "--simplified", "--compact"], input="\n".join(names),
                             capture_output=True, text=True, check=True).stdout.split("\n")
        return out[:len(names)]
    except (OSError, subprocess.CalledProcessError):
        return names


def main():
    if len(sys.argv) < 4:
        sys.exit(__doc__)
    short, long_, frames = profile(sys.argv[1]), profile(sys.argv[2]), float(sys.argv[3])
    prefix = sys.argv[4] + "_" if len(sys.argv) > 4 else ""
    per_frame = {key: (long_[key] - short.get(key, 0)) / frames for key in set(long_) | set(short)}
    owners = collections.Counter()
    for (owner, _), count in per_frame.items():
        owners[owner] += count
    print(f"{prefix}allocations_per_frame={sum(per_frame.values()):.0f}")
    for owner, count in owners.most_common():
        if round(count) != 0:
            print(f"{prefix}owner_{owner}={count:.0f}")
    lattice = sorted(((count, name) for (owner, name), count in per_frame.items() if owner == "lattice"), reverse=True)[:5]
    for (count, _), name in zip(lattice, demangled([name for _, name in lattice])):
        if count >= 0.5:
            print(f"{prefix}lattice_site=\"{name[:100]}\" {prefix}lattice_site_allocations={count:.1f}")


if __name__ == "__main__":
    main()
