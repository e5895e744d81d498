#!/usr/bin/env bash
# Compile time of the performance cases of `tests/heavy.rs`, one case per
# build: checked by transmutable on stable and, when the nightly toolchain is
# installed, by the compiler's own `TransmuteFrom` on nightly.
#
#     scripts/bench-compile-time.sh                # every case
#     scripts/bench-compile-time.sh union_64_into_bytes bytes_into_union_64
#     scripts/bench-compile-time.sh --list
#
# For each side, a throwaway crate `heavy-types` holds the types of
# `tests/heavy.rs` (everything from its line "The cases." on), and a crate
# `heavy-case` that depends on it holds one check. Both are built once;
# then `heavy-case` alone is rebuilt (`CARGO_INCREMENTAL=0`) once without a
# check (the baseline) and once per case. "net" is a case's time minus the
# baseline: what the check costs, descriptions of the two types included.
#
# transmutable's check is `assert_transmutable!`, as code that assumes
# nothing writes it (`assert_transmutable!(Src, Dst)`; the form with
# `Assume::NOTHING` costs the compiler about 1.4 M instructions more, its
# expression's path resolved and its type searched among every `Copy`
# impl); nightly's is a `Dst: TransmuteFrom<Src, { Assume::SAFETY }>` bound,
# written once in the crate (`SAFETY` because nightly treats every user
# type as carrying invariants; with `VALIDITY` too where the case assumes
# it). Both fail to compile on "no", so a verdict is
# read from how the build ends. Nightly is exponential on overlapping unions,
# so its builds stop after NIGHTLY_TIMEOUT seconds and report "> T".
#
# Environment:
#     NIGHTLY_TIMEOUT   seconds per nightly build (default 60)
#     TRANSMUTABLE_TIMEOUT   seconds per transmutable build (default 300)
#     REPEAT            builds per case; the fastest counts (default 3; one
#                       when it takes more than 2 s)
#     NIGHTLY=0         time transmutable only
#     TRANSMUTABLE_DIR       the transmutable to measure (default: this repository)
#     BENCH_DIR         where the crates are made and the compiler output
#                       is kept (default: a temporary directory, removed at
#                       the end)
#     TYPES=own         the types crate defines only the types the case
#                       names (`scripts/heavy-own-types.py`), rebuilt with
#                       its baseline before each case: the compiler's
#                       specialization graph of `Layout`, which decodes the
#                       self type of every impl in every crate a check sees,
#                       is then the size a crate of a few types has, not
#                       that of the 275 unions of 64 fields of all the cases
#                       (default: all, every type in one crate)

set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
transmutable_dir="$(cd "${TRANSMUTABLE_DIR:-$root}" && pwd)"
heavy="$transmutable_dir/tests/heavy.rs"
nightly_timeout="${NIGHTLY_TIMEOUT:-60}"
transmutable_timeout="${TRANSMUTABLE_TIMEOUT:-300}"
repeat="${REPEAT:-3}"
types="${TYPES:-all}"
[[ $types == all || $types == own ]] || { echo "error: TYPES is all or own, not '$types'" >&2; exit 1; }

# The tables of tests/heavy.rs (`checks!`, and `slow_checks!` whose lines
# it runs at run time only), as "name|src|dst|assume|verdict".
cases_table() {
    sed -n '/^\(slow_\)\?checks! {$/,/^}$/p' "$heavy" |
        sed -nE 's/^    ([a-z0-9_]+): (.+) => (.+), (NOTHING|VALIDITY), (yes|no)(\(.*\))?;$/\1|\2|\3|\4|\5/p'
}

if [[ "${1:-}" == "--list" ]]; then
    cases_table | cut -d'|' -f1
    exit 0
fi

mapfile -t all_cases < <(cases_table)
if [[ ${#all_cases[@]} -eq 0 ]]; then
    echo "error: no cases found in $heavy" >&2
    exit 1
fi
selected=()
if [[ $# -eq 0 ]]; then
    selected=("${all_cases[@]}")
else
    for name in "$@"; do
        line="$(printf '%s\n' "${all_cases[@]}" | grep -E "^$name\|" || true)"
        if [[ -z "$line" ]]; then
            echo "error: no case named '$name' (see --list)" >&2
            exit 1
        fi
        selected+=("$line")
    done
fi

if [[ "${NIGHTLY:-1}" == 0 ]]; then
    sides=(transmutable)
    echo "NIGHTLY=0: timing transmutable only."
elif rustc +nightly --version >/dev/null 2>&1; then
    sides=(transmutable nightly)
else
    sides=(transmutable)
    nightly_missing=1
    echo "##################################################################"
    echo "# NIGHTLY IS NOT INSTALLED: timing transmutable only, nothing to      #"
    echo "# compare with. 'rustup toolchain install nightly' adds the      #"
    echo "# compiler's TransmuteFrom to the table.                         #"
    echo "##################################################################"
fi

if [[ -n "${BENCH_DIR:-}" ]]; then
    work="$BENCH_DIR"
    mkdir -p "$work"
else
    work="$(mktemp -d "${TMPDIR:-/tmp}/transmutable-bench.XXXXXX")"
    trap 'rm -rf "$work"' EXIT
fi
export CARGO_INCREMENTAL=0

# The types and the table, apart.
sed -n '/^\/\/ The cases\./,$p' "$heavy" >"$work/cases.rs"
sed -n '/^\(slow_\)\?checks! {$/,/^}$/p' "$work/cases.rs" >"$work/table.rs"
imports="$(grep '^use ' "$work/cases.rs" || true)"

# Cargo for a side: the default toolchain for transmutable, nightly for nightly.
cargo_for() { # side, cargo arguments
    local side="$1" toolchain=()
    shift
    [[ $side == nightly ]] && toolchain=(+nightly)
    cargo "${toolchain[@]}" "$@"
}

# A crate: name, side, `[dependencies]` lines, `src/lib.rs`.
make_crate() {
    local dir="$work/$2/$1"
    mkdir -p "$dir/src"
    cat >"$dir/Cargo.toml" <<EOF
[package]
name = "$1"
version = "0.0.0"
edition = "2021"
publish = false

[dependencies]
$3

[workspace]
EOF
    printf '%s\n' "$4" >"$dir/src/lib.rs"
}

# The lines of `checks!` go to `check!`, which `selected.rs` defines to
# expand the one case measured.
case_macros='
macro_rules! checks {
    ($($name:ident: $src:ty => $dst:ty, $assume:ident, $verdict:ident $(($reason:ident))?;)*) => {
        $( check!($name, $src, $dst, $assume); )*
    };
}
macro_rules! slow_checks {
    ($($table:tt)*) => { checks! { $($table)* } };
}
include!("selected.rs");
include!("table.rs");'

# The types crate of a side: `described!` puts `$1` on each item, and the
# tables expand to nothing.
types_source() {
    cat <<EOF
#![allow(dead_code, non_camel_case_types)]
macro_rules! described {
    (\$(\$item:tt)*) => {
        $1
        \$(\$item)*
    };
}
macro_rules! checks {
    (\$(\$table:tt)*) => {};
}
macro_rules! slow_checks {
    (\$(\$table:tt)*) => {};
}
include!("cases.rs");
EOF
}

make_crate heavy-types transmutable "transmutable = { path = \"$transmutable_dir\" }" "$(types_source '#[derive(transmutable::Layout)]')"
make_crate heavy-types nightly "" "$(types_source '')"

make_crate heavy-case transmutable "transmutable = { path = \"$transmutable_dir\" }
heavy-types = { path = \"../heavy-types\" }" "
#![allow(unused_imports)]
$imports
use heavy_types::*;
$case_macros"

make_crate heavy-case nightly 'heavy-types = { path = "../heavy-types" }' "
#![feature(transmutability)]
#![allow(unused_imports, dead_code)]
$imports
use core::mem::{Assume, TransmuteFrom};
use heavy_types::*;
fn transmutable<Src, Dst>()
where
    Dst: TransmuteFrom<Src, { Assume::SAFETY }>,
{
}
fn transmutable_assuming_validity<Src, Dst>()
where
    Dst: TransmuteFrom<Src, { Assume { alignment: false, lifetimes: false, safety: true, validity: true } }>,
{
}
$case_macros"

for side in transmutable nightly; do
    cp "$work/cases.rs" "$work/$side/heavy-types/src/"
    cp "$work/table.rs" "$work/$side/heavy-case/src/"
done

# Writes `selected.rs` of a side's case crate: `check!` expands case $2 only
# (none for the baseline).
choose_case() { # side, case name, assumption
    local body
    if [[ $1 == transmutable && "${3:-}" == VALIDITY ]]; then
        body='transmutable::assert_transmutable!($src, $dst, transmutable::Assume::$assume);'
    elif [[ $1 == transmutable ]]; then
        body='transmutable::assert_transmutable!($src, $dst);'
    elif [[ "${3:-}" == VALIDITY ]]; then
        body='const _: fn() = transmutable_assuming_validity::<$src, $dst>;'
    else
        body='const _: fn() = transmutable::<$src, $dst>;'
    fi
    cat >"$work/$1/heavy-case/src/selected.rs" <<EOF
macro_rules! check {
    ($2, \$src:ty, \$dst:ty, \$assume:ident) => {
        $body
    };
    (\$(\$other:tt)*) => {};
}
EOF
}

# Rebuilds a side's case crate; prints "seconds verdict". The verdict is yes
# (it builds), no (the check rejects the pair), too-complex (transmutable ran out
# of a capacity), slow (`long_running_const_eval`), depth (rustc's query
# depth limit), timeout, or error. The compiler's output stays in
# `$BENCH_DIR/<side>.<case>.log`.
build() { # side, case, timeout
    local dir="$work/$1/heavy-case" log="$work/$1.$2.log" memory="$work/$1.$2.memory" start end status=0 verdict
    local toolchain=() timer=() peak=0
    [[ $1 == nightly ]] && toolchain=(+nightly)
    # The peak resident size of the build: rustc's, the largest process.
    [[ -x /usr/bin/time ]] && timer=(/usr/bin/time -f %M -o "$memory")
    touch "$dir/src/lib.rs"
    start="$(date +%s.%N)"
    (cd "$dir" && CARGO_TARGET_DIR="$work/target-$1" "${timer[@]}" timeout "$3" cargo "${toolchain[@]}" build --offline --quiet) \
        >"$log" 2>&1 || status=$?
    end="$(date +%s.%N)"
    if [[ $status -eq 0 ]]; then
        verdict=yes
    elif [[ $status -eq 124 ]]; then
        verdict=timeout
    elif grep -q "taking a long time" "$log"; then
        verdict=slow
    elif grep -q "transmutable::limits::MAX_" "$log"; then
        verdict=too-complex
    elif grep -q "cannot be transmuted into\|cannot be safely transmuted into" "$log"; then
        verdict=no
    elif grep -q "recursion limit\|depth limit" "$log"; then
        verdict=depth
    else
        verdict=error
    fi
    [[ -s "$memory" ]] && peak="$(tail -n 1 "$memory")"
    [[ $peak =~ ^[0-9]+$ ]] || peak=0
    echo "$(echo "$end - $start" | bc) $verdict $((peak / 1024))"
}

# The fastest of REPEAT builds; one is enough when it takes seconds.
# The peak memory (MB) is the largest of the builds'.
timed() { # side, case, timeout
    local best="" verdict="" peak=0 seconds memory run
    for ((run = 0; run < repeat; run++)); do
        read -r seconds verdict memory < <(build "$@")
        if [[ -z "$best" ]] || (($(echo "$seconds < $best" | bc))); then
            best="$seconds"
        fi
        ((memory > peak)) && peak="$memory"
        (($(echo "$best > 2" | bc))) && break
    done
    echo "$best $verdict $peak"
}

declare -A base base_memory
echo "transmutable: $transmutable_dir, $(rustc --version)"
[[ ${#sides[@]} -eq 2 ]] && echo "nightly: $(rustc +nightly --version), builds stopped after ${nightly_timeout} s"
[[ -n "${BENCH_DIR:-}" ]] && echo "compiler output: $work/<side>.<case>.log"
[[ $types == own ]] && echo "TYPES=own: each case's types crate defines only the types it names."

# Builds a side's crates without a check and times the case crate alone
# (the baseline); with a types crate of case $2's types only when TYPES=own.
prepare() { # side, case line (TYPES=own)
    local side="$1" timeout_of_side="$transmutable_timeout" with_types src dst
    [[ $side == nightly ]] && timeout_of_side="$nightly_timeout"
    if [[ $types == own ]]; then
        IFS='|' read -r _ src dst _ <<<"$2"
        python3 "$root/scripts/heavy-own-types.py" "$work/cases.rs" "$src" "$dst" >"$work/$side/heavy-types/src/cases.rs"
    fi
    choose_case "$side" none
    if ! (cd "$work/$side/heavy-case" && CARGO_TARGET_DIR="$work/target-$side" \
        cargo_for "$side" build --offline --quiet) >"$work/$side.dependencies.log" 2>&1; then
        echo "error: the $side crates do not build without a check:" >&2
        cat "$work/$side.dependencies.log" >&2
        exit 1
    fi
    read -r base[$side] _ base_memory[$side] < <(timed "$side" none "$timeout_of_side")
    [[ $types == own ]] && return
    # The types crate rebuilt too: what the derives (on nightly, the bare
    # definitions) cost.
    touch "$work/$side/heavy-types/src/lib.rs"
    read -r with_types _ < <(build "$side" none "$timeout_of_side")
    printf '%-8s case crate without a check %.2f s; types crate %.2f s\n' \
        "$side" "${base[$side]}" "$(echo "$with_types - ${base[$side]}" | bc)"
}
if [[ $types == all ]]; then
    for side in "${sides[@]}"; do
        prepare "$side"
    done
fi
echo

# A case's seconds minus the baseline, at least 0.01.
net() { echo "x = $1 - $2; if (x < 0.01) x = 0.01; x" | bc -l; }

printf '%-40s %8s %7s %5s %-11s' case transmutable net MB verdict
[[ ${#sides[@]} -eq 2 ]] && printf ' %8s %7s %5s %-11s %8s' nightly net MB verdict ratio
printf '  contract\n'
wrong=()
for line in "${selected[@]}"; do
    IFS='|' read -r name src dst assume expected <<<"$line"
    if [[ $types == own ]]; then
        for side in "${sides[@]}"; do
            prepare "$side" "$line"
        done
    fi
    choose_case transmutable "$name" "$assume"
    read -r g_time g_verdict g_memory < <(timed transmutable "$name" "$transmutable_timeout")
    g_net="$(net "$g_time" "${base[transmutable]}")"
    printf '%-40s %8.2f %7.2f %5s %-11s' "$name" "$g_time" "$g_net" "$g_memory" "$g_verdict"
    [[ $g_verdict != "$expected" ]] && wrong+=("$name")
    if [[ ${#sides[@]} -eq 2 ]]; then
        choose_case nightly "$name" "$assume"
        read -r n_time n_verdict n_memory < <(timed nightly "$name" "$nightly_timeout")
        # A ratio compares two finished checks: transmutable's time to a "slow"
        # or "depth" error says nothing of its time to an answer.
        ratio="-"
        if [[ $n_verdict == timeout ]]; then
            bound="$(echo "$nightly_timeout - ${base[nightly]}" | bc)"
            if [[ $g_verdict == yes || $g_verdict == no ]]; then
                ratio="> $(printf '%.0f' "$(echo "$bound / $g_net" | bc -l)")x"
            fi
            # A build stopped by `timeout` is not waited for to its end.
            printf ' %8s %7s %5s %-11s %8s' "> $nightly_timeout" "" - timeout "$ratio"
        else
            n_net="$(net "$n_time" "${base[nightly]}")"
            if [[ $g_verdict != yes && $g_verdict != no ]] || [[ $n_verdict != yes && $n_verdict != no ]]; then
                ratio="-"
            elif (($(echo "$n_net < 0.05 && $g_net < 0.05" | bc))); then
                ratio="~"
            else
                ratio="$(printf '%.2fx' "$(echo "$n_net / $g_net" | bc -l)")"
            fi
            printf ' %8.2f %7.2f %5s %-11s %8s' "$n_time" "$n_net" "$n_memory" "$n_verdict" "$ratio"
        fi
    fi
    printf '  %s\n' "$expected"
done
echo
echo "seconds: a clean build of the crate with the one check; net: minus the baseline (at least 0.01);"
[[ $types == own ]] && echo "(TYPES=own: each case's baseline is the crate of its own types without a check)"
echo "ratio: nightly net / transmutable net (~: both under 0.05 s, within the noise; -: one did not answer)."
echo "MB: the peak resident size of the build (rustc's), the largest of its builds; 0 without /usr/bin/time;"
echo "without a check: transmutable ${base_memory[transmutable]} MB${base_memory[nightly]:+, nightly ${base_memory[nightly]} MB}."
[[ -n "${nightly_missing:-}" ]] && echo "NIGHTLY IS NOT INSTALLED: only transmutable was timed."
if [[ ${#wrong[@]} -gt 0 ]]; then
    echo "transmutable does not give the contract's verdict on: ${wrong[*]}"
    echo "(set BENCH_DIR to keep the compiler's output)"
fi
exit 0
