#!/usr/bin/env python3
"""Adversarial inputs: files, folders, text and command-line values real users have, none prepared for Lattice.

Each case runs the binary once (the command line, or the window for a moment under the X server in DISPLAY) and is
judged on four things: its exit status, a message on stderr naming the input (where one is due: a refusal, or an
image drawn as missing), its wall time and its peak resident memory — and a window case also on its first frame
and its longest main-loop stall. One line per case: "ok   adversarial: …" or
"FAIL adversarial: …"; the exit status is non-zero when any case failed. Fixtures are made here (nothing binary
in git). The budgets are docs/reliability.md's.

Usage: Tests/Reliability/adversarial-inputs.py BINARY   (the window cases need DISPLAY: run it under xvfb-run)
"""
import hashlib
import json
import os
import shutil
import signal
import struct
import subprocess
import sys
import tempfile
import time
import zlib

BINARY = os.path.abspath(sys.argv[1]) if len(sys.argv) > 1 else sys.exit("usage: adversarial-inputs.py BINARY")
ROOT = tempfile.mkdtemp(prefix="lattice-adversarial-")
TIME = shutil.which("time", path="/usr/bin:/bin") or sys.exit("adversarial-inputs.py needs GNU time (Debian package time)")
CACHE = os.path.join(ROOT, "cache")
# The window cases' first frame and, after it, longest main-loop stall (--print-timings; a debug build under Xvfb):
# no input may keep the window black or freeze it.
FIRST_FRAME_BUDGET_S = 2
STALL_BUDGET_MS = 500   # XDG_CACHE_HOME: the freedesktop thumbnail cache the window reads
failures = 0


# MARK: - Running and judging

def run(args, seconds, stdin=None, env=None, probe=None):
    """Runs the binary with `args`; returns (status, stderr, stdout, wall seconds, peak RSS in MB, probed).

    The binary runs under GNU time, which reports its peak RSS: a child spawned from this script directly would
    count this script's own pages in its peak (Linux keeps the hiwater mark of the image exec replaced). Output
    goes to files, so a long message never blocks the child on a full pipe. `stdin` "pipe": a pipe kept open and
    never written (what a reader of /dev/stdin waits on for ever); else /dev/null."""
    environment = dict(os.environ, XDG_CACHE_HOME=CACHE, GSK_RENDERER="cairo", NO_AT_BRIDGE="1", **(env or {}))
    out_path, err_path, rss_path = (os.path.join(ROOT, name) for name in ("stdout.txt", "stderr.txt", "rss.txt"))
    out, err = os.open(out_path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC), os.open(err_path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC)
    if stdin == "pipe":
        reader, writer = os.pipe()
    else:
        reader, writer = os.open(os.devnull, os.O_RDONLY), None
    start = time.monotonic()
    pid = os.posix_spawn(TIME, [TIME, "--quiet", "-f", "%M", "-o", rss_path, BINARY] + args, environment, setsid=True,
                         file_actions=[(os.POSIX_SPAWN_DUP2, reader, 0), (os.POSIX_SPAWN_DUP2, out, 1),
                                       (os.POSIX_SPAWN_DUP2, err, 2)])
    for descriptor in (reader, out, err):
        os.close(descriptor)
    probed = probe(pid) if probe else None
    deadline = start + seconds
    while True:
        done, wait_status, rusage = os.wait4(pid, os.WNOHANG)
        if done:
            status = os.waitstatus_to_exitcode(wait_status)
            break
        if time.monotonic() > deadline:
            os.killpg(pid, signal.SIGKILL)
            _, wait_status, rusage = os.wait4(pid, 0)
            status = "timeout"
            break
        time.sleep(0.01)
    wall = time.monotonic() - start
    if writer is not None:
        os.close(writer)
    with open(out_path, errors="replace") as file:
        stdout = file.read()
    with open(err_path, errors="replace") as file:
        stderr = file.read()
    noise = ("dconf-WARNING", "Unable to acquire session bus", "Failed to set fd limit")
    stderr = "\n".join(line for line in stderr.splitlines() if line.strip() and not any(n in line for n in noise))
    try:
        with open(rss_path) as file:
            megabytes = int(file.read().split()[-1]) / 1024
    except (OSError, ValueError, IndexError):
        megabytes = rusage.ru_maxrss / 1024   # killed before time could write it: an upper bound
    return status, stderr, stdout, wall, megabytes, probed


def case(name, args, status=0, names=None, seconds=10, megabytes=400, stdin=None, env=None,
         stdout_has=None, probe=None, check=None, timings_check=None):
    """One case: the status expected, the text stderr must name (None: no message is due), the wall time and
    peak-RSS budgets, and optionally text stdout must hold and a check of what `probe` saw while it ran."""
    global failures
    got, stderr, stdout, wall, rss, probed = run(args, seconds, stdin=stdin, env=env, probe=probe)
    problems = []
    if got != status:
        problems.append(f"status {got}, expected {status}")
    if names is not None and names not in stderr:
        problems.append(f"stderr does not name {names!r}")
    if names is None and status == 0 and stderr:
        problems.append("unexpected stderr")
    if any(word in stderr for word in ("Fatal error", "Backtracing", "Segmentation", "arithmetic overflow")):
        problems.append("crashed")
    if wall > seconds:
        problems.append(f"{wall:.1f} s > {seconds} s")
    if rss > megabytes:
        problems.append(f"{rss:.0f} MB > {megabytes} MB")
    if stdout_has is not None and stdout_has not in stdout:
        problems.append(f"stdout lacks {stdout_has!r}")
    def timing(key):
        return next((float(line.split("=", 1)[1]) for line in stdout.splitlines() if line.startswith(key + "=")), None)
    first, stall = timing("first_frame_s"), timing("longest_main_loop_stall_ms")
    if timings_check is not None:
        verdict = timings_check(timing)
        if verdict:
            problems.append(verdict)
    if first is not None and first > FIRST_FRAME_BUDGET_S:
        problems.append(f"the first frame came after {first:.2f} s > {FIRST_FRAME_BUDGET_S} s")
    if stall is not None and stall > STALL_BUDGET_MS:
        problems.append(f"the main loop stalled {stall:.0f} ms > {STALL_BUDGET_MS} ms")
    if check is not None:
        verdict = check(probed)
        if verdict:
            problems.append(verdict)
    figures = f"status {got}, {wall:.2f} s, {rss:.0f} MB" + (f", window {probed} px wide" if probed is not None else "") \
        + (f", first frame {first:.2f} s, longest stall {stall:.0f} ms" if first is not None and stall is not None else "")
    message = stderr.splitlines()[0][:110] if stderr else ""
    if problems:
        failures += 1
        print(f"FAIL adversarial: {name} ({figures}): {'; '.join(problems)} | {stderr[:300]}")
    else:
        print(f"ok   adversarial: {name} → {figures}" + (f" | {message}" if message else ""))
    sys.stdout.flush()


def render(path, *extra):
    return ["render", path, "-o", os.path.join(ROOT, "out.png"), *extra]


def window(path, milliseconds=1500, *extra):
    return [path, "--quit-after", str(milliseconds), "--print-timings", *extra]


def window_width(pid):
    """The widest top-level window of `pid` once it has shown (xdotool), or None."""
    time.sleep(1.0)
    try:
        with open(f"/proc/{pid}/task/{pid}/children") as file:   # the binary, under GNU time
            pid = int(file.read().split()[0])
        ids = subprocess.run(["xdotool", "search", "--pid", str(pid)], capture_output=True, text=True, timeout=5).stdout.split()
        widths = []
        for wid in ids:
            shape = subprocess.run(["xdotool", "getwindowgeometry", "--shell", wid], capture_output=True, text=True, timeout=5).stdout
            values = dict(line.split("=", 1) for line in shape.splitlines() if "=" in line)
            widths.append(int(values.get("WIDTH", 0)))
        return max(widths) if widths else None
    except (OSError, subprocess.SubprocessError, ValueError, IndexError):
        return None


def fits_screen(width):
    return None if width is not None and 0 < width <= 1280 else f"window width {width} (the screen is 1280)"


# MARK: - Fixtures

def path(*parts):
    return os.path.join(ROOT, *parts)


def catalogue(name, items, title="Catalogue", subtitle=None):
    document = {"title": title, "sections": [{"id": "s", "title": "Section", "items": items}]}
    if subtitle is not None:
        document["subtitle"] = subtitle
    with open(path(name), "w", encoding="utf-8") as file:
        json.dump(document, file, ensure_ascii=False)
    return path(name)


def csv(name, text):
    with open(path(name), "w", encoding="utf-8", newline="") as file:
        file.write(text)
    return path(name)


def raw(name, data):
    with open(path(name), "wb") as file:
        file.write(data)
    return path(name)


def png(target, width, height, rgb=(40, 120, 200), options=(), header_only=False):
    """A PNG; with `header_only` its IDAT holds a few bytes whatever the size it declares."""
    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)
    if header_only:
        pixels = zlib.compress(b"\0" * 16)
    else:
        row = b"\0" + bytes(rgb) * width
        pixels = zlib.compress(row * height)
    text = b"".join(chunk(b"tEXt", key.encode() + b"\0" + value.encode()) for key, value in options)
    with open(target, "wb") as file:
        file.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
                   + text + chunk(b"IDAT", pixels) + chunk(b"IEND", b""))
    return target


def folder(name):
    os.makedirs(path(name), exist_ok=True)
    return path(name)


os.makedirs(CACHE, exist_ok=True)
fifo = path("image.fifo")
os.mkfifo(fifo)
huge_png = png(path("huge.png"), 25_000, 25_000, header_only=True)
small_png = png(path("small.png"), 64, 48)
truncated_png = path("truncated.png")
with open(small_png, "rb") as source, open(truncated_png, "wb") as target:
    target.write(source.read()[:60])
sparse_image = path("sparse.png")
with open(sparse_image, "wb") as file:
    file.truncate(300 << 20)   # 300 MiB of nothing, on no disk blocks
os.symlink("loop-b.png", path("loop-a.png"))
os.symlink("loop-a.png", path("loop-b.png"))
marks = "a" + "\u0301" * 100_000
long_title = "Lorem ipsum " * 33_334   # 400,000 characters
combining_heavy = "".join(chr(0x915 + i % 36) + "\u094D\u0937\u093F" for i in range(12_000))
zwj_family = "\U0001F468\u200D\U0001F469\u200D\U0001F467\u200D\U0001F466" * 20_000
sixteen = "x" * ((16 << 20) - 200)


# MARK: - JSON catalogues

case("JSON: one title of 400,000 characters (render)", render(catalogue("long-title.json", [{"id": "1", "title": long_title}])))
case("JSON: one title of 400,000 characters (window)", window(path("long-title.json")), megabytes=500)
case("JSON: a title of one letter and 100,000 combining marks (render)",
     render(catalogue("marks.json", [{"id": "1", "title": marks}])), seconds=5)
case("JSON: a title of one letter and 100,000 combining marks (window)", window(path("marks.json")), megabytes=500)
case("JSON: a 16 MiB title, the largest legal catalogue (render)",
     render(catalogue("sixteen.json", [{"id": "1", "title": sixteen}])), megabytes=300)
case("JSON: a catalogue title of 3,000 characters and a subtitle of 5,000 (window fits the screen)",
     window(catalogue("long-catalogue-title.json", [{"id": "1", "title": "x"}], title="C" * 3000, subtitle="S" * 5000)),
     megabytes=500, probe=window_width, check=fits_screen)
case("JSON: a catalogue title of 10,000 newlines (window fits the screen)",
     window(catalogue("newline-title.json", [{"id": "1", "title": "x"}], title="line\n" * 10_000)),
     megabytes=500, probe=window_width, check=fits_screen)
case("JSON: 40 titles and subtitles of 12,000 Devanagari conjuncts each (render, grid)",
     render(catalogue("conjuncts.json", [{"id": str(i), "title": combining_heavy[i:], "subtitle": combining_heavy}
                                         for i in range(40)]), "--layout", "grid"), seconds=10)
case("JSON: 20,000 emoji ZWJ families in one title (render)",
     render(catalogue("zwj.json", [{"id": "1", "title": zwj_family}])))
case("JSON: a title with a right-to-left override (render)",
     render(catalogue("rlo.json", [{"id": "1", "title": "invoice\u202Efdp.exe"}])))
case("JSON: an image that is a FIFO nobody writes (render)",
     render(catalogue("fifo-image.json", [{"id": "1", "title": "x", "image": fifo}])), names=fifo, seconds=5)
case("JSON: an image that is /dev/stdin, a pipe kept open (render)",
     render(catalogue("stdin-image.json", [{"id": "1", "title": "x", "image": "/dev/stdin"}])), names="/dev/stdin",
     seconds=5, stdin="pipe")
case("JSON: an image that is /dev/zero (render)",
     render(catalogue("zero-image.json", [{"id": "1", "title": "x", "image": "/dev/zero"}])), names="/dev/zero", seconds=5)
case("JSON: an image that is a folder (render)",
     render(catalogue("folder-image.json", [{"id": "1", "title": "x", "image": ROOT}])), names=ROOT, seconds=5)
case("JSON: a PNG declaring 25,000 × 25,000 pixels (render)",
     render(catalogue("huge-image.json", [{"id": "1", "title": "x", "image": huge_png}])), names=huge_png, megabytes=200)
case("JSON: a PNG declaring 25,000 × 25,000 pixels (window)",
     window(path("huge-image.json")), megabytes=400)
case("JSON: a truncated PNG, drawn as far as its data goes (render)",
     render(catalogue("truncated-image.json", [{"id": "1", "title": "x", "image": truncated_png}])))
case("JSON: a 300 MiB image file (render)",
     render(catalogue("sparse-image.json", [{"id": "1", "title": "x", "image": sparse_image}])), names=sparse_image)
case("JSON: an image that is a symbolic-link loop (render)",
     render(catalogue("loop-image.json", [{"id": "1", "title": "x", "image": path("loop-a.png")}])), names="loop-a.png")
case("JSON: 2,000 items all naming the FIFO as their image (window)",
     window(catalogue("many-fifo.json", [{"id": str(i), "title": f"Item {i}", "image": fifo} for i in range(2000)])),
     megabytes=500)
case("JSON: two item ids that differ only in Unicode normalisation",
     render(catalogue("normalised-ids.json", [{"id": "caf\u00E9", "title": "a"}, {"id": "cafe\u0301", "title": "b"}])),
     status=1, names="normalised-ids.json")
case("JSON: a lone surrogate escape", render(csv("surrogate.json", '{"title": "T", "sections": [{"id": "s", "title": "S", '
                                                                 '"items": [{"id": "1", "title": "\\ud800"}]}]}')),
     status=1, names="surrogate.json")
case("JSON: a number of 400 digits where a string belongs",
     render(csv("big-number.json", '{"title": ' + "9" * 400 + ', "sections": []}')), status=1, names="big-number.json")
case("JSON: 500,000 items, about as many as 16 MiB holds (render)",
     render(csv("half-million.json", '{"title": "M", "sections": [{"id": "s", "title": "S", "items": ['
                + ",".join('{"id":"%x","title":"%x"}' % (i, i) for i in range(500_000)) + "]}]}")),
     seconds=60, megabytes=1200)
case("JSON: an item title holding a NUL character (U+0000), shown as ␀ (render)",
     render(csv("nul-title.json", '{"title": "T", "sections": [{"id": "s", "title": "S", '
                                  '"items": [{"id": "1", "title": "bad\\u0000name"}]}]}')))

# MARK: - CSV catalogues

case("CSV: one title of 400,000 characters (render)", render(csv("long.csv", "title,subtitle\n" + long_title + ",x\n")))
case("CSV: a title of 100,000 combining marks (render)", render(csv("marks.csv", "title\n" + marks + "\n")), seconds=5)
case("CSV: an image that is a FIFO (render)", render(csv("fifo.csv", f"title,image\nx,{fifo}\n")), names=fifo, seconds=5)
case("CSV: an image that is /dev/stdin, a pipe kept open (render)", render(csv("stdin.csv", "title,image\nx,/dev/stdin\n")),
     names="/dev/stdin", seconds=5, stdin="pipe")
case("CSV: an image declaring 25,000 × 25,000 pixels (render)", render(csv("huge.csv", f"title,image\nx,{huge_png}\n")),
     names=huge_png, megabytes=200)
case("CSV: a NUL byte in a field", render(csv("nul.csv", "title,subtitle\nbad\0name,x\n")), status=1, names="nul.csv")
case("CSV: a quote never closed, 2 MB on", render(csv("open-quote.csv", 'title\n"' + "x" * 2_000_000 + "\n")),
     status=1, names="open-quote.csv")
case("CSV: 10,000 columns, a data file's table (render)", render(csv("wide.csv", ",".join(f"c{i}" for i in range(10_000)) + "\n"
                                        + ",".join("v" for _ in range(10_000)) + "\n")), seconds=5)
case("CSV: 10,000 columns of a catalogue", render(csv("wide-catalogue.csv", "title," + ",".join(f"c{i}" for i in range(10_000)) + "\n"
                                        + ",".join("v" for _ in range(10_000)) + "\n")), status=1, names="wide-catalogue.csv")
case("CSV: 1,000,000 rows, the catalogue limit (render)",
     render(csv("rows.csv", "title\n" + "".join(f"{i:x}\n" for i in range(1_000_000)))), seconds=60, megabytes=1500)
case("CSV: 150,000 rows (6 MB) read by the window, first rows shown while the rest load (window)",
     window(csv("window-rows.csv", "title,author\n" + "".join(f"Book number {i},An author of books {i}\n" for i in range(150_000))),
            12000, "--quit-when-loaded"), stdout_has="shown=150000", seconds=14, megabytes=600,
     timings_check=lambda timing: None if (timing("first_entries_s") or 99) < (timing("listing_complete_s") or 0)
     else "the first rows did not come before the whole file")
case("CSV: a file saved as UTF-16, with its byte-order mark, opens (render)",
     render(raw("utf16.csv", "title,subtitle\nA,B\n".encode("utf-16"))))
case("data file: random bytes named .txt", render(raw("noise.txt", bytes(range(1, 256)) * 64)), status=1, names="noise.txt")
case("data file: a SQLite header and then garbage", render(raw("broken.sqlite", b"SQLite format 3\0" + bytes(range(256)) * 64)),
     status=1, names="broken.sqlite")
case("data file: a JSON array of 200,000 records (render)",
     render(raw("records.json", ("[" + ",".join(f'{{"name": "n{i}", "v": {i}}}' for i in range(200_000)) + "]").encode())),
     seconds=20, megabytes=600)
case("data file: a semicolon Windows-1252 export of 100,000 rows (render)",
     render(raw("export.csv", ("name;value\n" + "".join(f"Caf\u00e9 {i};{i},5\n" for i in range(100_000))).encode("cp1252"))),
     seconds=20)
case("CSV: a file saved as UTF-16 without a byte-order mark",
     render(raw("utf16le.csv", "title,subtitle\nA,B\n".encode("utf-16-le"))), status=1, names="utf16le.csv")
case("JSON Lines: a file saved as UTF-16 without a byte-order mark",
     render(raw("utf16le.jsonl", '{"title": "A"}\n'.encode("utf-16-le"))), status=1, names="utf16le.jsonl")
case("JSON Lines: a line that is not JSON after good ones",
     render(raw("broken.jsonl", b'{"title": "A"}\n{"title": "B"}\n{"title": "C"\n')), status=1, names="broken.jsonl")
case("TSV: a row with a field too many",
     render(raw("extra.tsv", b"title\tyear\nA\t1999\textra\n")), status=1, names="extra.tsv")
case("CSV: two ids that differ only in Unicode normalisation",
     render(csv("normalised.csv", "id,title\ncaf\u00E9,a\ncafe\u0301,b\n")), status=1, names="normalised.csv")

# MARK: - Folders

nfc = folder("normalisation")
for name in ("caf\u00E9.txt", "cafe\u0301.txt"):
    open(os.path.join(nfc, name), "w").close()
case("folder: two names that differ only in Unicode normalisation are two entries (window)",
     window(nfc), stdout_has="shown=2", megabytes=500)
case("folder: two names that differ only in Unicode normalisation (render)", render(nfc))
links = folder("links")
big = folder("links-target")
for index in range(10_000):
    open(os.path.join(big, f"f{index:05}"), "w").close()
for index in range(5_000):
    os.symlink(big, os.path.join(links, f"link{index:04}"))
case("folder: 5,000 links to one folder of 10,000 entries (render)", render(links), seconds=5)
case("folder: 5,000 links to one folder of 10,000 entries (window)", window(links), seconds=8, megabytes=500)
specials = folder("specials")
os.mkfifo(os.path.join(specials, "photo.png"))
os.symlink("/dev/zero", os.path.join(specials, "zero.jpg"))
os.symlink(huge_png, os.path.join(specials, "huge.png"))
os.symlink(sparse_image, os.path.join(specials, "sparse.png"))
shutil.copy(truncated_png, os.path.join(specials, "truncated.png"))
case("folder: images that are a FIFO, /dev/zero, 25,000² pixels, 300 MiB, truncated (render, grid)",
     render(specials, "--layout", "grid"), names="sparse.png", seconds=5, megabytes=200)
case("folder: the same images (window)", window(specials), seconds=6, megabytes=400)
long_name = folder("d" * 255)
case("folder: a folder whose name is 255 bytes (window fits the screen)", window(long_name), megabytes=500,
     probe=window_width, check=fits_screen)
long_names = folder("long-names")
for index in range(50):
    open(os.path.join(long_names, f"{index:02}" + "n" * 253), "w").close()
case("folder: 50 file names of 255 bytes (render, grid)", render(long_names, "--layout", "grid"))
spoof = folder("spoof")
open(os.path.join(spoof, "invoice\u202Efdp.exe"), "w").close()
open(os.path.join(spoof, "\u2067isolate.txt"), "w").close()
case("folder: names with bidirectional overrides (render)", render(spoof))
photos = folder("photos")
photo = png(os.path.join(photos, "photo.png"), 800, 600)
mtime = str(int(os.stat(photo).st_mtime))
uri = "file://" + photo
os.makedirs(os.path.join(CACHE, "thumbnails", "normal"), exist_ok=True)
os.makedirs(os.path.join(CACHE, "thumbnails", "large"), exist_ok=True)
for size in ("normal", "large"):
    png(os.path.join(CACHE, "thumbnails", size, hashlib.md5(uri.encode()).hexdigest() + ".png"), 25_000, 25_000,
        options=(("Thumb::URI", uri), ("Thumb::MTime", mtime)), header_only=True)
case("folder: a cached thumbnail declaring 25,000 × 25,000 pixels (window)", window(photos, 2000), megabytes=400)
many = folder("many")
for index in range(50_000):
    open(os.path.join(many, f"file {index}.txt"), "w").close()
case("folder: 50,000 entries (render)", render(many), seconds=10)
case("folder: a FIFO given as the folder", render(fifo), status=1, names=fifo, seconds=5)

# MARK: - Command-line values

catalogue_path = catalogue("plain.json", [{"id": "1", "title": "x"}])
case("command line: --size 8000x8000 --scale 4 (4 GB of pixels)", render(catalogue_path, "--size", "8000x8000", "--scale", "4"),
     status=2, names="--size")
case("command line: --size 16384x16384 (1 GB of pixels)", render(catalogue_path, "--size", "16384x16384"), status=2, names="--size")
case("command line: --size 0x0", render(catalogue_path, "--size", "0x0"), status=2, names="--size")
case("command line: --scale nan", render(catalogue_path, "--scale", "nan"), status=2, names="--scale")
case("command line: --scroll inf", render(catalogue_path, "--scroll", "inf"), status=2, names="--scroll")
case("command line: --zoom 1e300", render(catalogue_path, "--zoom", "1e300"), status=2, names="--zoom")
case("command line: --progress 2 without --from", render(catalogue_path, "--progress", "2"), status=2, names="--progress")
case("command line: -o in a folder that does not exist", ["render", catalogue_path, "-o", "/nonexistent/out.png"],
     status=1, names="/nonexistent/out.png")
case("command line: -o a folder", ["render", catalogue_path, "-o", ROOT], status=1, names=ROOT)
case("command line: -o /dev/full", ["render", catalogue_path, "-o", "/dev/full"], status=1, names="/dev/full")
case("command line: -o a FIFO nobody reads", ["render", catalogue_path, "-o", fifo], status=1, names=fifo, seconds=5)
case("command line: a path that is not UTF-8", ["render", os.fsdecode(path("caf").encode() + b"\xe9.json"), "-o", path("x.png")],
     status=1, names="caf\\xE9.json")
case("command line: an empty path", render(""), status=1, names='""')
case("command line: bench layout --items 10^12", ["bench", "layout", "--items", "1000000000000"], status=2, names="--items")
case("command line: an unknown option", render(catalogue_path, "--bogus"), status=2, names="--bogus")

shutil.rmtree(ROOT, ignore_errors=True)
sys.exit(1 if failures else 0)
