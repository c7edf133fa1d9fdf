#!/usr/bin/env bash
# Hostile inputs on the command line: each must give a clear error naming the input, exit status 1, within a
# few seconds — never a crash, a hang or unbounded memory. Fixtures are made here (nothing binary in git).
# Prints "ok  …" per check and "FAIL …" on failure; exits non-zero if any check failed.
# Usage: Tests/Reliability/hostile-inputs.sh BINARY
set -u
bin=${1:?usage: hostile-inputs.sh BINARY}
out=$(mktemp -d)
status=0
# Runs the binary on an input (10 s and 1 GB at most): the status must be 1 and stderr must name the input.
refuses() {   # refuses NAME INPUT ARGS...
    local name=$1 input=$2; shift 2
    local code
    ( ulimit -v 1048576; timeout 10 "$bin" "$@" > "$out/stdout.txt" 2> "$out/stderr.txt" ); code=$?
    if [ "$code" = 1 ] && grep -qF "$input" "$out/stderr.txt"; then
        echo "ok   hostile: $name → $(head -c 150 "$out/stderr.txt" | tr '\n' ' ')"
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
# The window refuses them before opening (no display needed to say so).
refuses "the window on a truncated catalogue" "$f/truncated.json" "$f/truncated.json" --quit-after 1000
refuses "the window on a missing folder" "$f/missing-folder" "$f/missing-folder" --quit-after 1000
refuses "the window on a symbolic-link loop" "$f/loop-a" "$f/loop-a" --quit-after 1000
rm -rf "$out"
exit $status
