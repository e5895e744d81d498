#!/usr/bin/env bash
# Counts with callgrind the compiler's instructions for cases of
# `tests/heavy.rs`, each net of the same crate without a check (case
# `none`): on the crates that `scripts/bench-compile-time.sh` made in
# BENCH_DIR, one side at a time. Instructions do not change with the
# machine's load, as times do.
#
#     BENCH_DIR=/tmp/heavy scripts/bench-compile-time.sh tags_256_into_byte   # makes the crates
#     scripts/count-heavy-cases.sh /tmp/heavy tags_256_into_byte chars_64_into_words
#     SIDE=nightly scripts/count-heavy-cases.sh /tmp/heavy chars_64_into_words
#     TRACE=1 scripts/count-heavy-cases.sh /tmp/heavy chars_64_into_words
#
# For each case, `selected.rs` of the side's `heavy-case` is written as the
# bench writes it, and the `rustc` command that `cargo build -v` prints is
# run under `valgrind --tool=callgrind` (`--error-format`, `--json` left
# out); `$BENCH_DIR/<side>.cg.<case>.out` keeps the profile, for
# `callgrind_annotate --inclusive=yes` (the queries: `specialization_graph_of`,
# `mir_for_ctfe`, `eval_to_allocation_raw`, ...). A case the contract
# refuses fails to build, and is counted all the same.
#
# With TRACE=1 (transmutable's side), the const evaluation of each case is
# counted instead, statements and frames by function, from the compiler's
# trace (`RUSTC_LOG=rustc_const_eval::interpret=info`), into
# `$BENCH_DIR/trace.<case>.txt`.
#
# With TYPES=own, the types crate is written again before each case with
# only the types the case names (`scripts/heavy-own-types.py`) and rebuilt,
# and the case is counted net of that crate's own case `none`: what a crate
# of a few types pays, where the compiler's specialization graph of
# `Layout` (every impl's self type decoded) is not that of the 275 unions of
# 64 fields of all the cases. The types crate is left so, and written whole
# again by the next count without TYPES=own.
#
# With FLOOR=1 (transmutable's side), each case is counted a second time as
# its floor: an empty generic `const fn` with the bounds of the check's
# entry point, called from a constant with the case's two types. What any
# check evaluated in constants on stable pays (the constant's MIR, the
# bounds proven), and what the check adds over it.
#
#     TYPES=own FLOOR=1 scripts/count-heavy-cases.sh /tmp/heavy tags_256_into_byte
#
# Needs valgrind; the nightly toolchain for SIDE=nightly.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
bench="$(cd "$1" && pwd)"
shift
side="${SIDE:-transmutable}"
types="${TYPES:-all}"
floor="${FLOOR:-0}"
[[ $types == all || $types == own ]] || { echo "error: TYPES is all or own, not '$types'" >&2; exit 1; }
[[ $floor == 1 && $side == nightly ]] && { echo "error: FLOOR=1 counts transmutable's side only" >&2; exit 1; }
dir="$bench/$side/heavy-case"
toolchain=()
[[ $side == nightly ]] && toolchain=(+nightly)
[[ -d $dir ]] || { echo "error: no $dir (run scripts/bench-compile-time.sh with BENCH_DIR first)" >&2; exit 1; }
cd "$dir"

select_case() { # case [floor]
    local body
    if [[ ${2:-} == floor ]]; then
        body="const _: () = {
            const fn floor<'l, Src: transmutable::Layout + transmutable::Lifetime<'l>, Dst: transmutable::Layout + transmutable::Lifetime<'l>>() {}
            floor::<\$src, \$dst>()
        };"
    elif [[ $side == nightly ]]; then
        body='const _: fn() = transmutable::<$src, $dst>;'
        # The cases that assume validity, as the bench checks them.
        grep -qE "^    $1: .*, VALIDITY, " "$bench/table.rs" &&
            body='const _: fn() = transmutable_assuming_validity::<$src, $dst>;'
    elif grep -qE "^    $1: .*, VALIDITY, " "$bench/table.rs"; then
        body='transmutable::assert_transmutable!($src, $dst, transmutable::Assume::$assume);'
    else
        # As `scripts/bench-compile-time.sh` writes a check that assumes nothing.
        body='transmutable::assert_transmutable!($src, $dst);'
    fi
    cat >src/selected.rs <<EOF
macro_rules! check {
    ($1, \$src:ty, \$dst:ty, \$assume:ident) => {
        $body
    };
    (\$(\$other:tt)*) => {};
}
EOF
}

# With TYPES=own, the types crate of the case's types alone.
own_types() { # case
    local src dst
    IFS='|' read -r src dst < <(sed -nE "s/^    $1: (.+) => (.+), (NOTHING|VALIDITY), .*$/\1|\2/p" "$bench/table.rs")
    [[ -n $src ]] || { echo "error: no case $1 in $bench/table.rs" >&2; exit 1; }
    python3 "$root/scripts/heavy-own-types.py" "$bench/cases.rs" "$src" "$dst" >"$dir/../heavy-types/src/cases.rs"
}

# The compiler's command line, from a build without a check (which builds
# the types crate when it changed).
command_line() {
    select_case none
    touch src/lib.rs
    command="$(CARGO_TARGET_DIR="$bench/target-$side" CARGO_INCREMENTAL=0 cargo "${toolchain[@]}" build -v --offline 2>&1 |
        grep 'Running `' | tail -n 1 | sed -E 's/^ *Running `//; s/`$//; s/--error-format=[^ ]*//; s/--json=[^ ]*//')"
    [[ -n $command ]] || { echo "error: cargo printed no rustc command" >&2; exit 1; }
}
if [[ $types == own ]]; then
    own_types "$1"
else
    # Every type, as the bench made the crate (a run with TYPES=own left it
    # with one case's).
    cmp -s "$bench/cases.rs" "$dir/../heavy-types/src/cases.rs" || cp "$bench/cases.rs" "$dir/../heavy-types/src/"
fi
command_line

count() { # case [floor] -> instructions
    local out="$bench/$side.cg.$1${2:+.$2}.out"
    select_case "$1" "${2:-}"
    eval "valgrind --tool=callgrind --callgrind-out-file=$out $command" >"$bench/$side.cg.$1${2:+.$2}.log" 2>&1 || true
    grep -E '^(summary|totals):' "$out" | head -n 1 | awk '{print $2}'
}

if [[ ${TRACE:-0} == 1 ]]; then
    for case in "$@"; do
        [[ $types == own ]] && { own_types "$case"; command_line; }
        select_case "$case"
        eval "RUSTC_LOG=rustc_const_eval::interpret=info $command" 2>&1 |
            python3 -c '
import collections, re, sys
frame = re.compile(r"^( *)rustc_const_eval::interpret::stack::frame frame=(.*)$")
step = " INFO rustc_const_eval::interpret::step "
short = lambda name: re.sub(r"::<[^>]*(<[^>]*>[^>]*)*>", "", name)
stack, own, calls = [], collections.Counter(), collections.Counter()
for line in sys.stdin:
    f = frame.match(line)
    if f:
        indent, name = len(f.group(1)), f.group(2)
        while stack and stack[-1][0] >= indent:
            stack.pop()
        stack.append((indent, name))
        calls[short(name)] += 1
        continue
    at = line.find(step)
    if at < 0 or "// executing bb" in line:
        continue
    while stack and stack[-1][0] > at - 5:
        stack.pop()
    if stack:
        own[short(stack[-1][1])] += 1
print("statements", sum(own.values()), "frames", sum(calls.values()), "functions", len(calls))
for name, statements in own.most_common(40):
    print(f"{statements:8d} {calls[name]:6d}  {name}")
' >"$bench/trace.$case.txt"
        echo "$case: $(head -n 1 "$bench/trace.$case.txt") ($bench/trace.$case.txt)"
    done
    exit 0
fi

net() { echo "($1 - $2) / 1000000" | bc -l; }
base="$(count none)"
if [[ $floor == 1 ]]; then
    printf '%-45s %12s %10s %10s\n' case instructions net floor
else
    printf '%-45s %12s %10s\n' case instructions net
fi
[[ $types == own ]] || printf '%-45s %12s\n' none "$base"
for case in "$@"; do
    if [[ $types == own ]]; then
        own_types "$case"
        command_line
        base="$(count none)"
    fi
    total="$(count "$case")"
    printf '%-45s %12s %9.2fM' "$case" "$total" "$(net "$total" "$base")"
    [[ $floor == 1 ]] && printf ' %9.2fM' "$(net "$(count "$case" floor)" "$base")"
    printf '\n'
done
[[ $types == own ]] && echo "(TYPES=own: each case net of the crate of its own types without a check)"
exit 0
