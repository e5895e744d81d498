#!/bin/sh
# Runs benches/records.rs once, briefly, and prints for each record class
# and form the median time of every library and transmutable's speed
# relative to each (above 1: transmutable is faster). Ratios come from one
# run, where every library met the same machine; compare ratios, not times.
#
# Usage: scripts/bench-records.sh [extra criterion arguments, a filter]
# Longer runs: MEASUREMENT=5 WARM_UP=2 scripts/bench-records.sh (seconds)
# With fat LTO: CARGO_PROFILE_BENCH_LTO=fat scripts/bench-records.sh
# The two ports (benches/ports.rs): BENCH=ports scripts/bench-records.sh
set -eu
cd "$(dirname "$0")/.."
output=$(mktemp)
trap 'rm -f "$output"' EXIT
cargo bench --bench "${BENCH:-records}" -- --warm-up-time "${WARM_UP:-1}" --measurement-time "${MEASUREMENT:-2}" \
    --discard-baseline "$@" | tee "$output" >&2
python3 - "$output" <<'PY'
import re, sys
text = open(sys.argv[1]).read()
units = {"ps": 1e-3, "ns": 1.0, "µs": 1e3, "us": 1e3, "ms": 1e6, "s": 1e9}
medians = {}
name = None
for line in text.splitlines():
    match = re.match(r"^(\S.*?)\s+time:\s+\[\S+ \S+ (\S+) (\S+) \S+ \S+\]", line)
    if match:
        medians[match.group(1).strip()] = float(match.group(2)) * units[match.group(3)]
        continue
    match = re.match(r"^\s+time:\s+\[\S+ \S+ (\S+) (\S+) \S+ \S+\]", line)
    if match and name:
        medians[name] = float(match.group(1)) * units[match.group(2)]
        continue
    if line and not line[0].isspace() and "/" in line:
        name = line.strip()
classes = {}
for key, time in medians.items():
    group_and_class, library = key.rsplit("/", 1)
    classes.setdefault(group_and_class, {})[library] = time
print(f"{'class':<48} {'transmutable':>12}  speed relative to zerocopy, bytemuck, by hand (median ns)")
# One at a time, bytemuck and the hand-written check split the buffer
# themselves: they are compared with transmutable in the same loop
# ("transmutable split"), zerocopy with transmutable's loop of prefixes.
for group_and_class, times in classes.items():
    own = times.get("transmutable")
    if own is None:
        continue
    split = times.get("transmutable split")
    ratios = "  ".join(
        f"{library} {times[library] / (split if split and library != 'zerocopy' else own):.2f}x ({times[library]:.0f})"
        for library in ("zerocopy", "bytemuck", "by hand")
        if library in times
    )
    if split:
        ratios += f"  (transmutable split {split:.0f}: the ratios of bytemuck and by hand)"
    print(f"{group_and_class:<48} {own:>12.0f}  {ratios}")
PY
