#!/usr/bin/env bash
# Hostile inputs on the command line: each must give a clear error naming the input, exit status 1, within a
# few seconds — never a crash, a hang or unbounded memory. Fixtures are made here (nothing binary in git).
# Prints "ok  …" per check and "FAIL …" on failure; exits non-zero if any check failed.
# Usage: Tests/Reliability/hostile-inputs.sh BINARY
set -u
bin=${1:?usage: hostile-inputs.sh BINARY}
out=$(mktemp -d)
status=0
prefix=()   # what the binary runs under (see the unreadable folder)
# Runs the binary on an input (10 s and 1 GB at most): the status must be 1 and stderr must name the input.
refuses() {   # refuses NAME INPUT ARGS...
    local name=$1 input=$2; shift 2
    local code
    ( ulimit -v 1048576; timeout 10 "${prefix[@]}" "$bin" "$@" > "$out/stdout.txt" 2> "$out/stderr.txt" ); code=$?
    if [ "$code" = 1 ] && grep -qF "$input" "$out/stderr.txt"; then
        echo "ok   hostile: $name → $(head -c 150 "$out/stderr.txt" | tr '\n' ' ')"
    else
        echo "FAIL hostile: $name (status $code): $(head -c 300 "$out/stderr.txt")"; status=1
    fi
}

# Runs the binary on a folder that must still be shown (status 0, a PNG written, within 10 s and 1 GB).
shows() {   # shows NAME ARGS...
    local name=$1; shift
    local code
    rm -f "$out/x.png"
    ( ulimit -v 1048576; timeout 10 "$bin" "$@" > "$out/stdout.txt" 2> "$out/stderr.txt" ); code=$?
    if [ "$code" = 0 ] && [ -s "$out/x.png" ]; then
        echo "ok   hostile: $name → shown"
    else
        echo "FAIL hostile: $name (status $code): $(head -c 300 "$out/stderr.txt")"; status=1
    fi
}
f=$out/fixtures; mkdir -p "$f"
: > "$f/empty.json"
printf '{"title": "Truncated", "sections": [{"id": "a", "title": "A", "items": [' > "$f/truncated.json"
head -c 4096 /dev/urandom > "$f/binary.json"
printf '{"title": "Bad \xff\xfe bytes", "sections": []}' > "$f/invalid-utf8.json"
printf '{"title": 5, "sections": {"id": []}}' > "$f/wrong-types.json"
python3 -c "print('['*100000 + ']'*100000)" > "$f/deep.json"
python3 -c "print('{\"title\":\"x\",\"sections\":' + '['*100000 + ']'*100000 + '}')" > "$f/deep-sections.json"
head -c $((60 * 1024 * 1024)) /dev/zero | tr '\0' ' ' > "$f/huge.json"
mkfifo "$f/pipe.json"
ln -s "$f/loop-b" "$f/loop-a"; ln -s "$f/loop-a" "$f/loop-b"
printf 'title,colour\nA,blue\n' > "$f/bad-colour.csv"
head -c 2048 /dev/urandom > "$f/binary.csv"
printf 'title,subtitle\n"never closed\n' > "$f/open-quote.csv"

for input in empty truncated binary invalid-utf8 wrong-types deep deep-sections huge pipe; do
    refuses "$input.json (render)" "$f/$input.json" render "$f/$input.json" --layout list -o "$out/x.png"
done
for input in bad-colour binary open-quote; do
    refuses "$input.csv (render)" "$f/$input.csv" render "$f/$input.csv" --layout grid -o "$out/x.png"
done
refuses "a symbolic-link loop (render)" "$f/loop-a" render "$f/loop-a" --layout list -o "$out/x.png"
refuses "/dev/zero (render)" "/dev/zero" render /dev/zero --layout list -o "$out/x.png"
refuses "a missing path (render)" "$f/missing.json" render "$f/missing.json" --layout list -o "$out/x.png"
refuses "a layout spec that is binary (layout)" "$f/binary.json" layout "$f/binary.json"
refuses "a 60 MB layout spec (layout)" "$f/huge.json" layout "$f/huge.json"
# Folders: one that cannot be read; names that are not UTF-8 (shown, lossily); entries vanishing, and the
# folder itself vanishing, while it is listed (what was read is shown, or a clear error — never a crash).
mkdir -p "$f/locked" && touch "$f/locked/inside.txt" && chmod 000 "$f/locked"
# Root reads every folder whatever its mode: the folder is unreadable only without the capabilities that
# override permissions, so as root the binary runs without them.
[ "$(id -u)" = 0 ] && prefix=(setpriv --inh-caps=-dac_override,-dac_read_search --bounding-set=-dac_override,-dac_read_search)
refuses "an unreadable folder (render)" "$f/locked" render "$f/locked" --layout list -o "$out/x.png"
refuses "the window on an unreadable folder" "$f/locked" "$f/locked" --quit-after 1000
prefix=()
mkdir -p "$f/odd-names" && python3 -c "
import os
for name in [b'caf\xe9.txt', b'\xff\xfe', b'ok.txt', b'tab\there', b'new\nline']:
    open(os.path.join(b'$f/odd-names', name), 'w').close()"
shows "a folder of names that are not UTF-8 (render)" render "$f/odd-names" --layout list -o "$out/x.png"
mkdir -p "$f/vanishing"
python3 -c "
import os
for i in range(30000): open('$f/vanishing/f%05d' % i, 'w').close()"
( sleep 0.05; find "$f/vanishing" -type f -delete ) & deleter=$!
shows "a folder whose entries vanish while it is listed (render)" render "$f/vanishing" --layout list -o "$out/x.png"
wait $deleter
mkdir -p "$f/going"
python3 -c "
import os
for i in range(30000): open('$f/going/g%05d' % i, 'w').close()"
( sleep 0.05; rm -rf "$f/going" ) & remover=$!
( ulimit -v 1048576; timeout 10 "$bin" render "$f/going" --layout list -o "$out/x.png" > /dev/null 2> "$out/stderr.txt" ); code=$?
wait $remover
if [ "$code" = 0 ] || { [ "$code" = 1 ] && grep -qF "$f/going" "$out/stderr.txt"; }; then
    echo "ok   hostile: a folder removed while it is listed (render) → status $code $(head -c 120 "$out/stderr.txt" | tr '\n' ' ')"
else
    echo "FAIL hostile: a folder removed while it is listed (status $code): $(head -c 300 "$out/stderr.txt")"; status=1
fi
# The window refuses them before opening (no display needed to say so).
refuses "the window on a truncated catalogue" "$f/truncated.json" "$f/truncated.json" --quit-after 1000
refuses "the window on a missing folder" "$f/missing-folder" "$f/missing-folder" --quit-after 1000
refuses "the window on a symbolic-link loop" "$f/loop-a" "$f/loop-a" --quit-after 1000
chmod -R u+rwx "$out" 2>/dev/null
rm -rf "$out"
exit $status
