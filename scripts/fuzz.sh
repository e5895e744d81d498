#!/usr/bin/env bash
# Fuzzes the functions that take untrusted bytes, one cargo-fuzz target of
# fuzz/ at a time, for some seconds each:
#
#   - views:         every `ref_from_*`, `mut_from_*`, `read_from_*` and
#                    their `try_` and `_with_elems` forms and `Ref`'s, on
#                    aligned and misaligned buffers; `split_at`, `align_to`;
#   - try_transmute: `try_transmute` into enums, unions, `char`, structs,
#                    and `byteorder::Enum` against the integer it names;
#   - dns_parser:    the DNS example's parser, seeded with examples/data;
#   - streams_and_vectors: `read_from_io`, `write_to_io`, `try_cast_vec` and
#                    `collect_to_vec` against the byte views and the bytes;
#   - validator:     the compiled run-time validator (by value, in place and
#                    over slices of 0 to 257 elements) against the walk of
#                    the description and definitions by hand: enums with
#                    fields, NonZeroU128, scattered wide tags, bit fields.
#
# This is the one command that runs them; it installs nothing. Once:
#
#     rustup toolchain install nightly
#     cargo install cargo-fuzz
#
#     scripts/fuzz.sh                 # every target, 60 seconds each
#     scripts/fuzz.sh 600             # every target, 10 minutes each
#     scripts/fuzz.sh 30 views validator  # some of them
#
# A crash stops its target; the input that caused it is saved under
# fuzz/artifacts/<target>/, and `cargo +nightly fuzz run <target> <file>`
# replays it. What each target learns stays in fuzz/corpus/<target>/ for the
# next run (neither is committed).
#
# cargo-fuzz needs the nightly toolchain. Without it, or without cargo-fuzz,
# this says so and exits 0: the suite's own command, `cargo test`, needs
# stable only. Otherwise it exits 1 if any target crashed.

set -uo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

skip() {
    echo "##################################################################"
    printf '# %-62s #\n' "$1" "NOT RUN: the fuzz targets were skipped." "$2"
    echo "##################################################################"
    exit 0
}

cargo +nightly --version >/dev/null 2>&1 ||
    skip "The nightly toolchain is not installed." "Install it: rustup toolchain install nightly"
cargo +nightly fuzz --version >/dev/null 2>&1 ||
    skip "cargo-fuzz is not installed." "Install it: cargo install cargo-fuzz"

seconds=60
if [[ $# -gt 0 && "$1" =~ ^[0-9]+$ ]]; then
    seconds="$1"
    shift
fi
targets=("$@")
[[ ${#targets[@]} -eq 0 ]] && targets=(views try_transmute dns_parser streams_and_vectors validator)

logs="$(mktemp -d "${TMPDIR:-/tmp}/transmutable-fuzz.XXXXXX")"
echo "$(cargo +nightly fuzz --version), $seconds s per target; logs in $logs"
cd "$root"

declare -A outcome
for target in "${targets[@]}"; do
    corpus=("fuzz/corpus/$target")
    mkdir -p "${corpus[0]}"
    # libFuzzer writes what it finds to the first directory only: the
    # seeds stay as they are.
    [[ "$target" == dns_parser ]] && corpus+=(examples/data)
    log="$logs/$target.log"
    echo
    echo "=== cargo +nightly fuzz run $target ${corpus[*]} -- -max_total_time=$seconds"
    cargo +nightly fuzz run "$target" "${corpus[@]}" -- -max_total_time="$seconds" >"$log" 2>&1
    if [[ $? -eq 0 ]]; then
        outcome[$target]=passed
    else
        outcome[$target]=CRASHED
    fi
    grep -E '^#[0-9]+[[:space:]]+(DONE|INITED)|^Done ' "$log" | sed 's/^/    /'
done

echo
echo "=== Fuzzing summary"
crashed=0
for target in "${targets[@]}"; do
    log="$logs/$target.log"
    runs="$(sed -n 's/^Done \([0-9]*\) runs.*/\1/p' "$log" | tail -1)"
    # libFuzzer's last status line: cov is the edges covered, ft the features.
    coverage="$(grep -oE 'cov: [0-9]+ ft: [0-9]+' "$log" | tail -1)"
    printf '%-20s %-8s %10s runs in %s s, %s\n' "$target" "${outcome[$target]}" "${runs:-?}" "$seconds" "${coverage:-no coverage}"
    if [[ ${outcome[$target]} != passed ]]; then
        crashed=1
        grep -E "panicked at|^SUMMARY|ERROR: |Test unit written to|^error" "$log" | head -10 | sed 's/^/    /'
    fi
done
exit "$crashed"
