#!/usr/bin/env bash
# What a user's clean build pays for the library itself, beside zerocopy and
# bytemuck: for each side, an empty crate that depends on it is built from
# clean (its target directory removed), and, on transmutable's side, the
# library alone is built again after `cargo clean -p transmutable`. Four more
# sides depend on syn alone, to show what each of syn's features costs: with
# the features the derive asks for (`syn-derive`: `derive`, `parsing`,
# `printing`, `clone-impls`), with those less `clone-impls` (`syn-bare`), with
# syn's default features (`syn-default`, which add `proc-macro`) and with
# `full` and `visit` (`syn-full`).
#
#     scripts/bench-library-build.sh
#     BEFORE_DIR=/tmp/transmutable-old scripts/bench-library-build.sh   # two transmutable
#
# Times are processor seconds (user and system, from `/usr/bin/time`), the
# median of REPEAT rounds; each round builds every side once, so that a
# noisy moment hits every side alike. Dependencies come from this
# repository's `Cargo.lock`, without asking the registry.
#
# With INSTRUCTIONS=1 it counts instead, for transmutable (and BEFORE_DIR's),
# zerocopy and each syn side, the instructions the compiler spends on the
# library crate alone (callgrind around `rustc`, the crate rebuilt after `cargo clean -p`
# once its dependencies are built), which the load of other work does not
# move; one round is enough.
#
# Environment:
#     INSTRUCTIONS      1: count instructions (needs valgrind)
#     REPEAT            rounds (default 5)
#     TRANSMUTABLE_DIR  the transmutable to measure (default: this repository)
#     BEFORE_DIR        another transmutable (an older commit: `git archive`)
#                       to time beside it
#     BENCH_DIR         where the crates are made (default: a temporary
#                       directory, removed at the end)

set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
transmutable_dir="$(cd "${TRANSMUTABLE_DIR:-$root}" && pwd)"
before_dir="${BEFORE_DIR:+$(cd "$BEFORE_DIR" && pwd)}"
repeat="${REPEAT:-5}"

if [[ ! -x /usr/bin/time ]]; then
    echo "error: /usr/bin/time counts the processor time; it is not installed" >&2
    exit 1
fi
if [[ -n "${BENCH_DIR:-}" ]]; then
    work="$BENCH_DIR"
    mkdir -p "$work"
else
    work="$(mktemp -d "${TMPDIR:-/tmp}/transmutable-library.XXXXXX")"
    trap 'rm -rf "$work"' EXIT
fi
export CARGO_INCREMENTAL=0

declare -A dependency=(
    [transmutable]="transmutable = { path = \"$transmutable_dir\" }"
    [zerocopy]='zerocopy = "0.8"'
    [zerocopy-derive]='zerocopy = { version = "0.8", features = ["derive"] }'
    [bytemuck]='bytemuck = "1"'
    [syn-derive]='syn = { version = "2", default-features = false, features = ["derive", "parsing", "printing", "clone-impls"] }'
    [syn-bare]='syn = { version = "2", default-features = false, features = ["derive", "parsing", "printing"] }'
    [syn-default]='syn = "2"'
    [syn-full]='syn = { version = "2", features = ["full", "visit"] }'
)
sides=(transmutable zerocopy zerocopy-derive bytemuck syn-derive syn-bare syn-default syn-full)
if [[ -n "$before_dir" ]]; then
    dependency[transmutable-before]="transmutable = { path = \"$before_dir\" }"
    sides=(transmutable-before "${sides[@]}")
fi

for side in "${sides[@]}"; do
    mkdir -p "$work/$side/src"
    printf '[package]\nname = "clean-%s"\nversion = "0.0.0"\nedition = "2021"\npublish = false\n\n[dependencies]\n%s\n\n[workspace]\n' \
        "$side" "${dependency[$side]}" >"$work/$side/Cargo.toml"
    echo 'pub fn f() {}' >"$work/$side/src/lib.rs"
    cp "$root/Cargo.lock" "$work/$side/"
    (cd "$work/$side" && cargo fetch --offline --quiet 2>/dev/null || cargo fetch --quiet)
done

if [[ ${INSTRUCTIONS:-0} == 1 ]]; then
    cat >"$work/count-rustc" <<'EOF'
#!/usr/bin/env bash
rustc="$1"
shift
name=""
previous=""
for argument in "$@"; do
    [[ $previous == --crate-name ]] && name="$argument"
    previous="$argument"
done
if [[ -n "${COUNT_OUT:-}" && $name == "$COUNT_CRATE" ]]; then
    exec valgrind --tool=callgrind --callgrind-out-file="$COUNT_OUT" -q "$rustc" "$@"
fi
exec "$rustc" "$@"
EOF
    chmod +x "$work/count-rustc"
    export RUSTC_WRAPPER="$work/count-rustc"
    echo "$(rustc --version); instructions of the compiler on the library crate alone"
    for side in "${sides[@]}"; do
        crate=transmutable
        [[ $side == zerocopy ]] && crate=zerocopy
        [[ $side == syn-* ]] && crate=syn
        [[ $side == transmutable* || $side == zerocopy || $side == syn-* ]] || continue
        (cd "$work/$side" && rm -rf target && cargo build --offline --quiet && cargo clean --quiet -p "$crate" &&
            COUNT_CRATE="$crate" COUNT_OUT="$work/$side.callgrind" cargo build --offline --quiet)
        printf '%-20s %16s\n' "$side" "$(awk '/^summary:/ { print $2 }' "$work/$side.callgrind")"
    done
    exit 0
fi

# Prints the processor seconds of `cargo build` in a side's crate.
timed_build() { # side
    (cd "$work/$1" && /usr/bin/time -f '%U %S' cargo build --offline --quiet 2>&1 >/dev/null) |
        tail -n 1 | awk '{ print $1 + $2 }'
}

declare -A times=()
for ((round = 0; round < repeat; round++)); do
    for side in "${sides[@]}"; do
        rm -rf "$work/$side/target"
        times[$side.clean]+="$(timed_build "$side") "
        if [[ $side == transmutable* ]]; then
            (cd "$work/$side" && cargo clean --quiet -p transmutable)
            times[$side.library]+="$(timed_build "$side") "
        fi
    done
done

median() { sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

echo "$(rustc --version); processor seconds (user + system), medians of $repeat rounds"
printf '%-20s %12s %12s\n' side "clean build" "library alone"
for side in "${sides[@]}"; do
    clean="$(printf '%s\n' ${times[$side.clean]} | median)"
    library="-"
    [[ -n "${times[$side.library]:-}" ]] && library="$(printf '%s\n' ${times[$side.library]} | median)"
    printf '%-20s %12s %12s\n' "$side" "$clean" "$library"
done
