#!/usr/bin/env bash
# Compile time of typical checks: a few hundred distinct random pairs of
# small types (repr(C) structs, fieldless enums, unions, arrays,
# primitives), each checked in an item-level constant, by transmutable on stable
# and by the compiler's own `TransmuteFrom` on nightly; and checks of
# `u8 -> u8` (300, or U8_CHECKS), which show the fixed cost of one check.
#
# WORKLOAD=walked makes pairs that the walk decides instead: the types add
# enums whose variants hold fields and arrays of arrays, and each pair is
# checked with `is_transmutable` in an item-level constant under
# `Assume::NOTHING` or `Assume::VALIDITY` (half each, at random; nightly:
# `SAFETY`, or `SAFETY` and `VALIDITY`).
#
#     scripts/bench-typical-pairs.sh
#     WORKLOAD=walked scripts/bench-typical-pairs.sh
#     BEFORE_DIR=/tmp/transmutable-old scripts/bench-typical-pairs.sh   # two transmutable
#
# The types and pairs are generated from SEED (python3 writes them). Only
# pairs that both transmutable (no assumption) and nightly (`Assume::SAFETY`,
# as nightly treats every user type as carrying invariants) accept are kept,
# so that every check compiles on both sides: the verdicts come from a
# run-time program (transmutable) and one build that lists every rejected line
# (nightly). Each side builds three crates that hold the same types: one
# without checks, one with the pairs, one with the `u8 -> u8` checks; a
# crate's time is the median of REPEAT rebuilds (`CARGO_INCREMENTAL=0`;
# processor time, see `build`),
# taken in rounds so that a noisy moment hits every crate alike, and "net"
# is its time minus that of the crate without checks: what the checks
# cost, the descriptions of their types included. On transmutable's sides a
# fourth crate, `floor`, holds one constant per pair that calls an empty
# generic `const fn` with the check's bounds (`Layout + Lifetime<'l>`):
# what any check written as an item-level constant costs on stable Rust
# before it does any work.
#
# INSTRUCTIONS=1 counts what the compiler executes on each crate, which
# other work on the machine does not disturb: cargo runs the compiler of the
# measured crate (only) under `valgrind --tool=callgrind` (through
# RUSTC_WRAPPER, the command cargo would run, unchanged), once, and a figure
# is millions of instructions, net of the crate without checks.
#
#     WORKLOAD=walked U8_CHECKS=0 PAIRS=1500 TYPES=120 INSTRUCTIONS=1 scripts/bench-typical-pairs.sh
#
# Environment:
#     PAIRS        how many pairs (default 300)
#     TYPES        how many composite types the pairs are drawn from (default
#                  24; more pairs need more types to stay distinct: the
#                  walked workload of 1,500 pairs takes TYPES=120, five times
#                  the types for five times the pairs)
#     U8_CHECKS    how many checks of `u8 -> u8` (default 300; thousands
#                  measure the fixed cost of a check above the noise)
#     SEED         of the generator (default 1)
#     WORKLOAD     typical (default) or walked
#     REPEAT       rounds of rebuilds (default 7)
#     TRANSMUTABLE_DIR  the transmutable to measure (default: this repository)
#     BEFORE_DIR   another transmutable (an older commit: `git archive`) to time
#                  beside it, on the same pairs
#     NIGHTLY=0    time transmutable only
#     INSTRUCTIONS=1  count what the compiler executes instead of timing it
#                  (below), one round
#     BENCH_DIR    where the crates are made (default: a temporary directory,
#                  removed at the end)

set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
transmutable_dir="$(cd "${TRANSMUTABLE_DIR:-$root}" && pwd)"
before_dir="${BEFORE_DIR:+$(cd "$BEFORE_DIR" && pwd)}"
pairs="${PAIRS:-300}"
u8_count="${U8_CHECKS:-300}"
seed="${SEED:-1}"
repeat="${REPEAT:-7}"
workload="${WORKLOAD:-typical}"
types="${TYPES:-24}"
instructions="${INSTRUCTIONS:-0}"
if [[ $workload != typical && $workload != walked ]]; then
    echo "error: WORKLOAD is typical or walked, not '$workload'" >&2
    exit 1
fi

if ! command -v python3 >/dev/null; then
    echo "error: python3 generates the types and pairs; it is not installed" >&2
    exit 1
fi
nightly=1
if [[ "${NIGHTLY:-1}" == 0 ]]; then
    nightly=0
elif ! rustc +nightly --version >/dev/null 2>&1; then
    nightly=0
    echo "##################################################################"
    echo "# NIGHTLY IS NOT INSTALLED: timing transmutable only, nothing to      #"
    echo "# compare with, and pairs are filtered by transmutable's verdict only. #"
    echo "##################################################################"
fi

if [[ -n "${BENCH_DIR:-}" ]]; then
    work="$BENCH_DIR"
    mkdir -p "$work"
else
    work="$(mktemp -d "${TMPDIR:-/tmp}/transmutable-pairs.XXXXXX")"
    trap 'rm -rf "$work"' EXIT
fi
export CARGO_INCREMENTAL=0

# Every build goes through this wrapper, so that cargo sees one compiler
# throughout; it counts only when COUNT_OUT names a file, and only the
# crate being measured (not its dependencies).
if [[ $instructions == 1 ]]; then
    if ! command -v valgrind >/dev/null; then
        echo "error: INSTRUCTIONS=1 counts with valgrind; it is not installed" >&2
        exit 1
    fi
    repeat=1
fi
cat >"$work/count-rustc" <<'EOF'
#!/usr/bin/env bash
rustc="$1"
shift
if [[ -n "${COUNT_OUT:-}" && -n "${CARGO_PRIMARY_PACKAGE:-}" ]]; then
    exec valgrind --tool=callgrind --callgrind-out-file="$COUNT_OUT" -q "$rustc" "$@"
fi
exec "$rustc" "$@"
EOF
chmod +x "$work/count-rustc"
export RUSTC_WRAPPER="$work/count-rustc"

# The types (`types.rs`, each item inside `described! { }`) and candidate
# pairs (`candidates.txt`, "Src|Dst|Assumption"), about eight candidates per
# pair kept.
python3 - "$work" "$seed" "$((pairs * 8))" "$workload" "$types" <<'EOF'
import random, sys

work, seed, wanted, workload = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
type_count = int(sys.argv[5])
walked = workload == "walked"
rng = random.Random(seed)
# name -> (size, align)
layout = {}
for name, size in [("u8", 1), ("i8", 1), ("bool", 1), ("u16", 2), ("i16", 2), ("u32", 4), ("i32", 4),
                   ("f32", 4), ("char", 4), ("u64", 8), ("i64", 8), ("f64", 8)]:
    layout[name] = (size, size)
primitives = list(layout)
weights = {"u8": 6, "u16": 4, "u32": 4, "u64": 2, "bool": 2}
items = []

def pick_field(allow_composite):
    pool = primitives + (composites if allow_composite else [])
    return rng.choices(pool, [weights.get(name, 1) for name in pool])[0]

def round_up(n, a):
    return (n + a - 1) // a * a

composites = []
for i in range(type_count):
    kinds = ["struct", "struct", "struct", "enum", "union", "array"]
    if walked:
        kinds += ["data enum", "data enum", "array"]
    kind = rng.choice(kinds)
    if kind == "struct":
        fields = [pick_field(True) for _ in range(rng.randint(1, 4))]
        offset, align = 0, 1
        for field in fields:
            size, field_align = layout[field]
            offset = round_up(offset, field_align) + size
            align = max(align, field_align)
        name = f"S{i}"
        layout[name] = (round_up(offset, align), align)
        body = ", ".join(f"pub {field}" for field in fields)
        items.append(f"#[repr(C)]\npub struct {name}({body});")
    elif kind == "enum":
        tags = sorted(rng.sample(range(256), rng.randint(2, 6)))
        name = f"E{i}"
        layout[name] = (1, 1)
        variants = " ".join(f"V{tag} = {tag}," for tag in tags)
        items.append(f"#[repr(u8)]\n#[derive(Clone, Copy)]\npub enum {name} {{ {variants} }}")
    elif kind == "data enum":
        # A `repr(u8)` enum with fields is a `repr(C)` union of `repr(C)`
        # structs that each start with the tag.
        tags = sorted(rng.sample(range(256), rng.randint(2, 4)))
        size, align, variants = 1, 1, []
        for tag in tags:
            fields = [pick_field(False) for _ in range(rng.randint(0, 3))]
            offset, variant_align = 1, 1
            for field in fields:
                field_size, field_align = layout[field]
                offset = round_up(offset, field_align) + field_size
                variant_align = max(variant_align, field_align)
            size, align = max(size, offset), max(align, variant_align)
            body = f"({', '.join(fields)})" if fields else ""
            variants.append(f"V{tag}{body} = {tag},")
        name = f"D{i}"
        layout[name] = (round_up(size, align), align)
        items.append(f"#[repr(u8)]\n#[derive(Clone, Copy)]\npub enum {name} {{ {' '.join(variants)} }}")
    elif kind == "union":
        fields = [rng.choice(["u8", "u16", "u32", "u64", "[u8; 4]", "[u16; 2]", "bool", "i32"])
                  for _ in range(rng.randint(2, 3))]
        sizes = {"u8": (1, 1), "u16": (2, 2), "u32": (4, 4), "u64": (8, 8), "[u8; 4]": (4, 1),
                 "[u16; 2]": (4, 2), "bool": (1, 1), "i32": (4, 4)}
        align = max(sizes[field][1] for field in fields)
        size = round_up(max(sizes[field][0] for field in fields), align)
        name = f"U{i}"
        layout[name] = (size, align)
        body = " ".join(f"pub f{j}: {field}," for j, field in enumerate(fields))
        items.append(f"#[repr(C)]\n#[derive(Clone, Copy)]\npub union {name} {{ {body} }}")
    else:
        element = pick_field(True)
        count = rng.randint(1, 8)
        name = f"[{element}; {count}]"
        size, align = layout[element]
        layout[name] = (size * count, align)
        composites.append(name)
        continue
    composites.append(name)
for name in ["[u8; 2]", "[u8; 4]", "[u8; 8]", "[u16; 2]", "[u16; 4]", "[u32; 2]", "[bool; 4]"]:
    element, count = name[1:-1].split("; ")
    layout[name] = (layout[element][0] * int(count), layout[element][1])

everything = list(layout)
seen = set()
candidates = []
for _ in range(wanted * 20):
    if len(candidates) == wanted:
        break
    src = rng.choice(everything)
    fitting = [dst for dst in everything if layout[dst][0] <= layout[src][0] and dst != src]
    if not fitting:
        continue
    dst = rng.choice(fitting)
    assume = rng.choice(["NOTHING", "VALIDITY"]) if walked else "NOTHING"
    if (src, dst, assume) not in seen:
        seen.add((src, dst, assume))
        candidates.append(f"{src}|{dst}|{assume}")
with open(f"{work}/types.rs", "w") as out:
    out.write("\n".join(f"described! {{\n{item}\n}}" for item in items) + "\n")
with open(f"{work}/candidates.txt", "w") as out:
    out.write("\n".join(candidates) + "\n")
EOF

# A crate: directory, name, `[dependencies]` lines, `src/lib.rs` or
# `src/main.rs` (`kind`: lib or bin), its source.
make_crate() { # dir, kind, dependencies, source
    mkdir -p "$1/src"
    cat >"$1/Cargo.toml" <<EOF
[package]
name = "$(basename "$1")"
version = "0.0.0"
edition = "2021"
publish = false

[dependencies]
$3

[workspace]
EOF
    printf '%s\n' "$4" >"$1/src/$([[ $2 == bin ]] && echo main || echo lib).rs"
    cp "$work/types.rs" "$1/src/"
}

transmutable_types='#![allow(dead_code, non_camel_case_types, unused_imports)]
macro_rules! described { ($($item:tt)*) => { #[derive(transmutable::Layout)] $($item)* }; }
include!("types.rs");'
nightly_types='#![feature(transmutability)]
#![allow(dead_code, non_camel_case_types, unused_imports)]
use core::mem::{Assume, TransmuteFrom};
macro_rules! described { ($($item:tt)*) => { $($item)* }; }
include!("types.rs");
fn transmutable<Src, Dst>()
where
    Dst: TransmuteFrom<Src, { Assume::SAFETY }>,
{
}
fn transmutable_validity<Src, Dst>()
where
    Dst: TransmuteFrom<Src, { Assume::SAFETY.and(Assume::VALIDITY) }>,
{
}'

mapfile -t candidates <"$work/candidates.txt"

# transmutable's verdicts, at run time.
calls=""
for line in "${candidates[@]}"; do
    IFS='|' read -r src dst assume <<<"$line"
    calls+="    println!(\"{}\", transmutable::is_transmutable::<$src, $dst>(transmutable::Assume::$assume));"$'\n'
done
make_crate "$work/filter/transmutable-verdicts" bin "transmutable = { path = \"$transmutable_dir\" }" "$transmutable_types
fn main() {
$calls}"
echo "filtering ${#candidates[@]} candidate pairs ..."
(cd "$work/filter/transmutable-verdicts" && CARGO_TARGET_DIR="$work/target-filter" cargo run --quiet --offline) \
    >"$work/transmutable-verdicts.txt"
mapfile -t transmutable_verdicts <"$work/transmutable-verdicts.txt"

# Nightly's check of "Src|Dst|Assumption".
nightly_check() {
    local src dst assume
    IFS='|' read -r src dst assume <<<"$1"
    if [[ $assume == VALIDITY ]]; then
        echo "const _: fn() = transmutable_validity::<$src, $dst>;"
    else
        echo "const _: fn() = transmutable::<$src, $dst>;"
    fi
}

# nightly's: the lines of the checks that fail to build.
declare -A nightly_refuses=()
if [[ $nightly == 1 ]]; then
    checks=""
    for line in "${candidates[@]}"; do
        checks+="$(nightly_check "$line")"$'\n'
    done
    make_crate "$work/filter/nightly-verdicts" lib "" "$nightly_types
// checks
$checks"
    first="$(grep -n '^// checks$' "$work/filter/nightly-verdicts/src/lib.rs" | cut -d: -f1)"
    (cd "$work/filter/nightly-verdicts" && CARGO_TARGET_DIR="$work/target-filter-nightly" \
        cargo +nightly build --quiet --offline) >"$work/nightly-verdicts.log" 2>&1 || true
    while read -r number; do
        nightly_refuses[$((number - first - 1))]=1
    done < <(grep -oE '^ *--> src/lib.rs:[0-9]+' "$work/nightly-verdicts.log" | grep -oE '[0-9]+$' | sort -un)
fi

kept=()
for i in "${!candidates[@]}"; do
    [[ ${transmutable_verdicts[$i]} == true && -z "${nightly_refuses[$i]:-}" ]] && kept+=("${candidates[$i]}")
    [[ ${#kept[@]} -eq $pairs ]] && break
done
echo "kept ${#kept[@]} pairs that both accept (of ${#candidates[@]} candidates; SEED=$seed, WORKLOAD=$workload)"
printf '%s\n' "${kept[@]}" >"$work/pairs.txt"

# The crates of a side: `none` (the types), `pairs`, `u8` (U8_CHECKS checks of
# `u8 -> u8`), and on transmutable's sides `floor` (an empty call per pair).
make_side() { # label, transmutable dir (empty: nightly)
    local dir="$work/$1" dependency="" types="$nightly_types" pair_checks="" u8_checks="" floor_calls="" src dst assume
    if [[ -n "$2" ]]; then
        dependency="transmutable = { path = \"$2\" }"
        types="$transmutable_types"
    fi
    for line in "${kept[@]}"; do
        IFS='|' read -r src dst assume <<<"$line"
        if [[ -z "$2" ]]; then
            pair_checks+="$(nightly_check "$line")"$'\n'
        elif [[ $workload == walked ]]; then
            pair_checks+="const _: () = assert!(transmutable::is_transmutable::<$src, $dst>(transmutable::Assume::$assume));"$'\n'
            floor_calls+="const _: () = nothing::<$src, $dst>();"$'\n'
        else
            pair_checks+="transmutable::assert_transmutable!($src, $dst);"$'\n'
            floor_calls+="const _: () = nothing::<$src, $dst>();"$'\n'
        fi
    done
    for ((i = 0; i < u8_count; i++)); do
        if [[ -n "$2" ]]; then
            u8_checks+="transmutable::assert_transmutable!(u8, u8);"$'\n'
        else
            u8_checks+="const _: fn() = transmutable::<u8, u8>;"$'\n'
        fi
    done
    make_crate "$dir/none" lib "$dependency" "$types"
    make_crate "$dir/pairs" lib "$dependency" "$types
$pair_checks"
    make_crate "$dir/u8" lib "$dependency" "$types
$u8_checks"
    if [[ -n "$2" ]]; then
        make_crate "$dir/floor" lib "$dependency" "$types
const fn nothing<'l, Src: transmutable::Layout + transmutable::Lifetime<'l>, Dst: transmutable::Layout + transmutable::Lifetime<'l>>() {}
$floor_calls"
    fi
}

sides=()
labels=()
if [[ -n "$before_dir" ]]; then
    make_side transmutable-before "$before_dir"
    sides+=(transmutable-before)
    labels+=("transmutable before ($before_dir)")
fi
make_side transmutable "$transmutable_dir"
sides+=(transmutable)
labels+=("transmutable ($transmutable_dir)")
if [[ $nightly == 1 ]]; then
    make_side nightly ""
    sides+=(nightly)
    labels+=("nightly TransmuteFrom ($(rustc +nightly --version))")
fi

# Rebuilds one crate; prints seconds of processor time (user and system,
# the compiler's included), which a busy shared machine disturbs far less
# than the clock: counted by `perf stat` to the millisecond where it works,
# else by `/usr/bin/time` to the hundredth; else seconds of the clock.
# With INSTRUCTIONS=1, millions of instructions instead; `warm` as the third
# argument builds without counting (the dependencies).
build() { # side, crate, [warm]
    local dir="$work/$1/$2" toolchain=() start end
    [[ $1 == nightly ]] && toolchain=(+nightly)
    touch "$dir/src/lib.rs"
    if [[ $instructions == 1 ]]; then
        local counts="$work/$1.$2.callgrind"
        [[ ${3:-} == warm ]] && counts=""
        if ! (cd "$dir" && CARGO_TARGET_DIR="$work/target-$1" COUNT_OUT="$counts" cargo "${toolchain[@]}" build \
            --offline --quiet) >"$work/$1.$2.log" 2>&1; then
            echo "error: $1/$2 does not build (see $work/$1.$2.log; set BENCH_DIR to keep it)" >&2
            exit 1
        fi
        if [[ -n $counts ]]; then
            awk '/^(summary|totals):/ { print $2 / 1e6; exit }' "$counts"
        fi
        return
    fi
    start="$(date +%s.%N)"
    if ! (cd "$dir" && CARGO_TARGET_DIR="$work/target-$1" "${timer[@]}" cargo "${toolchain[@]}" build --offline \
        --quiet) >"$work/$1.$2.log" 2>&1; then
        echo "error: $1/$2 does not build (see $work/$1.$2.log; set BENCH_DIR to keep it)" >&2
        exit 1
    fi
    end="$(date +%s.%N)"
    case "$timer_kind" in
        perf) awk -F, '$3 == "task-clock" { print $1 / 1000 }' "$work/$1.$2.log" ;;
        time) tail -n 1 "$work/$1.$2.log" | awk '{ print $1 + $2 }' ;;
        *) echo "$end - $start" | bc ;;
    esac
}
timer=()
timer_kind=clock
clock="wall-clock seconds"
if command -v perf >/dev/null && perf stat -x, -e task-clock true 2>&1 | grep -q task-clock; then
    timer=(perf stat -x, -e task-clock)
    timer_kind=perf
    clock="processor seconds (task clock, user + system)"
elif [[ -x /usr/bin/time ]]; then
    timer=(/usr/bin/time -f "%U %S")
    timer_kind=time
    clock="processor seconds (user + system)"
fi
unit=s
if [[ $instructions == 1 ]]; then
    clock="millions of instructions (callgrind)"
    unit=M
fi

median() { sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

# The crates of a side (`u8` only with U8_CHECKS above 0).
crates() { # side
    local u8=u8
    [[ $u8_count == 0 ]] && u8=""
    if [[ $1 == nightly ]]; then echo none pairs $u8; else echo none pairs $u8 floor; fi
}

declare -A times=()
for side in "${sides[@]}"; do
    for crate in $(crates "$side"); do
        build "$side" "$crate" warm >/dev/null # dependencies, and a warm cache
    done
done
for ((round = 0; round < repeat; round++)); do
    for side in "${sides[@]}"; do
        for crate in $(crates "$side"); do
            times[$side.$crate]+="$(build "$side" "$crate") "
        done
    done
done

declare -A net=()
echo
echo "transmutable on $(rustc --version); $clock, medians of $repeat rebuilds; net = minus the crate without checks"
printf '%-16s %10s %16s %16s %16s\n' side "no checks" "${#kept[@]} pairs (net)" "$u8_count u8->u8 (net)" \
    "floor (net)"
for i in "${!sides[@]}"; do
    side="${sides[$i]}"
    m_floor="" m_u8=""
    for crate in $(crates "$side"); do
        read -r "m_$crate" < <(printf '%s\n' ${times[$side.$crate]} | median)
    done
    net[$side.pairs]="$(echo "$m_pairs - $m_none" | bc -l)"
    m_u8="${m_u8:-$m_none}"
    net[$side.u8]="$(echo "$m_u8 - $m_none" | bc -l)"
    floor="-"
    if [[ -n "$m_floor" ]]; then
        net[$side.floor]="$(echo "$m_floor - $m_none" | bc -l)"
        floor="$(printf "%7.3f$unit (%6.3f)" "$m_floor" "${net[$side.floor]}")"
    fi
    printf "%-16s %9.3f$unit %7.3f$unit (%6.3f) %7.3f$unit (%6.3f) %16s\n" "$side" "$m_none" "$m_pairs" "${net[$side.pairs]}" \
        "$m_u8" "${net[$side.u8]}" "$floor"
done
for i in "${!sides[@]}"; do echo "  ${sides[$i]}: ${labels[$i]}"; done

# Ratios of net times, each at least 0.001 s.
ratio() { echo "a = $1; b = $2; if (a < 0.001) a = 0.001; if (b < 0.001) b = 0.001; a / b" | bc -l; }
echo
if [[ $nightly == 1 ]]; then
    for side in "${sides[@]}"; do
        [[ $side == nightly ]] && continue
        printf '%s / nightly: pairs %.2fx, u8->u8 %.2fx; floor / nightly pairs %.2fx\n' "$side" \
            "$(ratio "${net[$side.pairs]}" "${net[nightly.pairs]}")" "$(ratio "${net[$side.u8]}" "${net[nightly.u8]}")" \
            "$(ratio "${net[$side.floor]}" "${net[nightly.pairs]}")"
    done
fi
if [[ -n "$before_dir" ]]; then
    printf 'transmutable before / transmutable: pairs %.2fx, u8->u8 %.2fx\n' \
        "$(ratio "${net[transmutable-before.pairs]}" "${net[transmutable.pairs]}")" \
        "$(ratio "${net[transmutable-before.u8]}" "${net[transmutable.u8]}")"
fi
