#!/bin/sh
# Counts with callgrind the instructions each reader of benches/records.rs
# spends on one record (on one call, for the plain slice), and prints
# transmutable's count beside each peer's as a ratio (above 1: transmutable
# takes fewer instructions). Instructions do not change with the machine's
# load, as times do; they say nothing of mispredicted branches (the union
# rows: see BENCHMARKS.md).
#
# For each reader's name, the bench runs with TRANSMUTABLE_REPEAT set to it
# (the readers of that name are called 10 more times, nothing is timed),
# and the inclusive count of each reader's function, less that of a run
# with the variable naming no reader, is divided by 10 and by the records.
#
# Usage: scripts/count-records.sh [class ...]
# Classes are named as in the table it prints ('[bool; 16]', 'choice in a
# choice'); with none, every class is counted.
# With fat LTO: CARGO_PROFILE_BENCH_LTO=fat scripts/count-records.sh
# Needs valgrind (callgrind_annotate comes with it).
set -eu
cd "$(dirname "$0")/.."
# BINARY names a bench executable already built, to count it as it is.
binary=${BINARY:-}
[ -n "$binary" ] || binary=$(cargo bench --bench records --no-run --message-format=json 2>/dev/null | python3 -c '
import json, sys
for line in sys.stdin:
    message = json.loads(line)
    if message.get("reason") == "compiler-artifact" and message.get("executable") and message["target"]["name"] == "records":
        print(message["executable"])
')
[ -n "$binary" ] || { echo "the records bench did not build" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 - "$binary" "$work" "$@" <<'PY'
import os, re, subprocess, sys

binary, work, only = sys.argv[1], sys.argv[2], sys.argv[3:]
BUFFER = 256 << 10
REPEATS = 10
# class: (records in its buffer, function stem of one at a time or None,
# function stem of the slice or None, libraries)
# "transmutable split": transmutable one record at a time in the loop of
# bytemuck and the hand-written check, which split the buffer themselves;
# those two are compared with it, zerocopy with transmutable's loop of
# prefixes, as its own.
FOUR = ("transmutable", "zerocopy", "bytemuck", "by hand", "transmutable split")
SPLIT = ("bytemuck", "by hand")
THREE = ("transmutable", "zerocopy", "by hand")
CLASSES = {
    "bool + enum": (BUFFER // 2, "flagged", "flagged_slice", FOUR),
    "char + NonZeroU32": (BUFFER // 8, "lettered", "lettered_slice", FOUR),
    "enum with fields": (BUFFER // 3, "event", "event_slice", FOUR),
    "union in a record": (BUFFER // 8, "valued", "valued_slice", THREE),
    "union in a record, chars only": (BUFFER // 8, "valued", "valued_slice", THREE),
    "union in a record, bools only": (BUFFER // 8, "valued", "valued_slice", THREE),
    "choice in a choice": (BUFFER // 8, "nested", "nested_slice", THREE),
    "[bool; 16]": (BUFFER // 16, "flags", "flags_slice", FOUR),
    "sparse big-endian u16": (BUFFER // 4, None, "tagged_slice", FOUR),
    "plain": (1, None, "plain", FOUR),
}


def counts(repeat):
    """Inclusive instructions of every function of the bench, by name."""
    out = os.path.join(work, "callgrind.out")
    environment = dict(os.environ, TRANSMUTABLE_REPEAT=repeat)
    subprocess.run(
        ["valgrind", "--tool=callgrind", "--callgrind-out-file=" + out, binary, "--bench"],
        env=environment, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )
    text = subprocess.run(
        ["callgrind_annotate", "--inclusive=yes", "--threshold=100", out],
        check=True, capture_output=True, text=True,
    ).stdout
    result = {}
    for line in text.splitlines():
        match = re.match(r"^\s*([\d,]+)\s.*?records::(\w+)", line)
        if match:
            result.setdefault(match.group(2), int(match.group(1).replace(",", "")))
    return result


def function(stem, library):
    return f"{stem}_{library.replace(' ', '_')}"


# Functions at one address (the linker folds identical ones into one,
# which callgrind names once): a reader missing from a count is found
# under another name of its address.
addresses = {}
for line in subprocess.run(["nm", "-C", binary], check=True, capture_output=True, text=True).stdout.splitlines():
    match = re.match(r"^([0-9a-f]+) [tT] records::(\w+)$", line)
    if match:
        addresses.setdefault(match.group(1), []).append(match.group(2))
aliases = {name: names for names in addresses.values() for name in names}


def cost(result, symbol):
    for name in aliases.get(symbol, [symbol]):
        if name in result:
            return result[name]
    return None


unknown = [name for name in only if name not in CLASSES]
if unknown:
    sys.exit(f"no class named {', '.join(unknown)}; the classes: {', '.join(CLASSES)}")
base = counts("none")
print(f"{'class, form':<44} {'transmutable':>12}  ratios (peer / transmutable) and the peer's count")
for name, (records, one, slice_, libraries) in CLASSES.items():
    if only and name not in only:
        continue
    per = {}
    for library in libraries:
        repeated = counts(f"{name}/{library}")
        for form, stem in (("one at a time", one), ("slice", slice_)):
            if stem is None or (library == "transmutable split" and form == "slice"):
                continue
            symbol = function(stem, library)
            # A function the linker folded into another's symbol counts
            # under that symbol: it is the same code.
            if cost(repeated, symbol) is None:
                # Merged into another reader of the class before linking
                # (the same code): the one whose count grew.
                grown = [
                    cost(repeated, other) - (cost(base, other) or 0)
                    for other in (function(stem, peer) for peer in libraries)
                    if cost(repeated, other) is not None
                ]
                if not grown or max(grown) <= 0:
                    print(f"{name}, {form}: {symbol} not found", file=sys.stderr)
                    continue
                calls = max(grown)
            else:
                calls = cost(repeated, symbol) - (cost(base, symbol) or 0)
            if calls <= 0:
                print(f"{name}, {form}: {symbol} was not called again (no reader of that name?)", file=sys.stderr)
                continue
            per[(form, library)] = calls / REPEATS / records
    for form in ("one at a time", "slice"):
        own = per.get((form, "transmutable"))
        if own is None:
            continue
        split = per.get((form, "transmutable split"))

        def ratio(library):
            mine = split if library in SPLIT and split is not None else own
            return f"{library} {per[(form, library)] / mine:.2f}x ({per[(form, library)]:.2f})"

        peers = "  ".join(
            ratio(library) for library in libraries[1:] if (form, library) in per and library != "transmutable split"
        )
        if split is not None:
            peers += f"  (transmutable split {split:.2f}: the ratios of {' and '.join(SPLIT)})"
        unit = "a call" if records == 1 else "a record"
        print(f"{name + ', ' + form:<44} {own:>12.2f}  {peers}  ({unit})")
PY
