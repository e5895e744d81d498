#!/usr/bin/env bash
# Compile time and memory of derive-heavy crates, transmutable beside zerocopy
# 0.8 and bytemuck 1: the cost of describing a few hundred types, not of
# checking pairs.
#
#     scripts/bench-derives.sh
#     TYPES=100 REPEAT=3 KINDS="enums unions" scripts/bench-derives.sh
#     INSTRUCTIONS=1 CONVERT=0 scripts/bench-derives.sh
#
# Each kind is a crate of TYPES types, the same types on every side:
#
#     ints     repr(C) structs of integers, no padding
#     bools    repr(C) structs with two `bool`s or a `bool` and a `u8`
#     enums    fieldless repr(u8) enums of 2 to 8 variants, one of them 0
#     unions   repr(C) unions of four 4-byte fields (integers and arrays)
#     arrays   repr(C) structs of three arrays (48 bytes)
#
# and every type derives `Clone, Copy` and what its side can say of it:
#
#     kind    transmutable (all with Layout)        zerocopy (all with KnownLayout)   bytemuck
#     ints    FromZeros FromBytes IntoBytes    FromBytes IntoBytes Immutable     Pod Zeroable
#             Immutable
#     bools   FromZeros IntoBytes Immutable    FromZeros IntoBytes Immutable     Zeroable NoUninit
#                                                                                CheckedBitPattern
#     enums   FromZeros IntoBytes Immutable    FromZeros IntoBytes Immutable     Zeroable NoUninit
#             Unaligned                        Unaligned                         CheckedBitPattern
#     unions  FromZeros FromBytes IntoBytes    FromBytes Immutable               AnyBitPattern
#             Immutable
#     arrays  as ints                          as ints                           as ints
#
# (zerocopy's FromBytes and FromZeros imply TryFromBytes, and FromBytes
# implies FromZeros; bytemuck's AnyBitPattern implies Zeroable.) Two cells
# say less than the others: zerocopy derives IntoBytes on a union only
# under `--cfg zerocopy_derive_union_into_bytes`, and bytemuck cannot derive
# Pod or NoUninit on a union at all, so their union crates are cheaper to
# build by what they leave out.
#
# DERIVES=bytemuck makes transmutable's side derive the capabilities that
# bytemuck's derives, each line spelled with transmutable's derives of
# bytemuck's names (the lines `transmutable::Zeroable` documents):
#
#     kind    transmutable                   what it derives
#     ints    Pod Zeroable                   Layout FromZeros FromBytes IntoBytes Immutable
#     bools   Zeroable NoUninit              Layout FromZeros IntoBytes Immutable
#             CheckedBitPattern
#     enums   as bools                       as bools: no Unaligned
#     unions  AnyBitPattern Zeroable         Layout FromZeros FromBytes Immutable: no IntoBytes
#     arrays  as ints                        as ints
#
# (bytemuck's AnyBitPattern implies Zeroable; transmutable's goes beside a
# derive that describes the type, and Zeroable is the one bytemuck's
# implies.) The other sides derive as in the first table.
#
# A second crate per kind ("+ conv") adds one conversion per type, in a
# function: `transmutable::transmute`, `zerocopy::transmute!`, `bytemuck::cast`;
# a type into its bytes (`[u8; N]`, or `u8` for an enum), and for unions
# `[u8; 4]` into the union. transmutable's transmute is checked when the function
# is compiled to code, so `cargo check` does not see it (that is what
# `assert_transmutable!` is for).
#
# Every crate is built once with its dependencies; then, in REPEAT rounds,
# each crate alone is rebuilt (`CARGO_INCREMENTAL=0`) by `cargo build` and by
# `cargo check`. A time is processor seconds (user + system, the compiler
# and the derive macros included) where `/usr/bin/time` is installed, else
# wall-clock seconds; "net" is a crate's median minus that of an empty crate
# with the same dependency. Memory is the peak resident size of the build
# (rustc's, as cargo's own is smaller), median of the rounds.
#
# INSTRUCTIONS=1 counts instead what the compiler executes on each crate,
# which other work on the machine does not disturb: cargo runs the
# compiler of the measured crate (only) under `valgrind --tool=callgrind`
# (through RUSTC_WRAPPER, the command cargo would run, unchanged), once, and
# a figure is millions of instructions, the derive macros included, net of
# the empty crate. No memory figures then.
#
# Environment:
#     TYPES        types per crate (default 200)
#     REPEAT       rounds of rebuilds (default 5)
#     KINDS        which kinds (default "ints bools enums unions arrays")
#     CONVERT=0    no "+ conv" crates
#     COMMANDS     which cargo commands (default "build check")
#     DERIVES      transmutable's derives: "own" (default, the first table) or
#                  "bytemuck" (bytemuck's capabilities under its names, above)
#     SIDES        which sides (default "transmutable zerocopy bytemuck")
#     INSTRUCTIONS=1  instructions counted by callgrind (above), one round
#     TRANSMUTABLE_DIR  the transmutable to measure (default: this repository)
#     BENCH_DIR    where the crates are made (default: a temporary directory,
#                  removed at the end)

set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
transmutable_dir="$(cd "${TRANSMUTABLE_DIR:-$root}" && pwd)"
types="${TYPES:-200}"
repeat="${REPEAT:-5}"
read -r -a kinds <<<"${KINDS:-ints bools enums unions arrays}"
convert="${CONVERT:-1}"
read -r -a commands <<<"${COMMANDS:-build check}"
instructions="${INSTRUCTIONS:-0}"
derive_lines="${DERIVES:-own}"
if [[ $derive_lines != own && $derive_lines != bytemuck ]]; then
    echo "error: DERIVES is 'own' or 'bytemuck', not '$derive_lines'" >&2
    exit 1
fi

if ! command -v python3 >/dev/null; then
    echo "error: python3 generates the crates; it is not installed" >&2
    exit 1
fi
timer=()
clock="wall-clock seconds"
if [[ $instructions == 1 ]]; then
    if ! command -v valgrind >/dev/null; then
        echo "error: INSTRUCTIONS=1 counts with valgrind; it is not installed" >&2
        exit 1
    fi
    clock="millions of instructions (callgrind), one round"
    repeat=1
elif [[ -x /usr/bin/time ]]; then
    timer=(/usr/bin/time -f "%U %S %M")
    clock="processor seconds (user + system)"
else
    echo "##################################################################"
    echo "# /usr/bin/time IS NOT INSTALLED: wall-clock times, which another #"
    echo "# program on the machine disturbs, and NO MEMORY FIGURES.         #"
    echo "# 'apt-get install time' adds them.                               #"
    echo "##################################################################"
fi

if [[ -n "${BENCH_DIR:-}" ]]; then
    work="$BENCH_DIR"
    mkdir -p "$work"
else
    work="$(mktemp -d "${TMPDIR:-/tmp}/transmutable-derives.XXXXXX")"
    trap 'rm -rf "$work"' EXIT
fi
export CARGO_INCREMENTAL=0

# Every build goes through this wrapper, so that cargo sees one compiler
# throughout; it counts only when COUNT_OUT names a file, and only the
# crate being measured (not its dependencies, not cargo's queries).
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

# The crates: `<side>/empty`, `<side>/<kind>`, `<side>/<kind>-conv`.
python3 - "$work" "$types" "$transmutable_dir" "$convert" "$derive_lines" "${kinds[@]}" <<'EOF'
import os, sys

work, count, transmutable_dir = sys.argv[1], int(sys.argv[2]), sys.argv[3]
convert, lines, kinds = sys.argv[4] == "1", sys.argv[5], sys.argv[6:]

def sign(i, bit, width):
    return ("i" if (i >> bit) & 1 else "u") + str(width)

# kind -> the type `i` (without derives), and its conversion: (from, into).
def item(kind, i):
    name = f"T{i}"
    if kind == "ints":
        body = f"pub a: {sign(i, 0, 64)}, pub b: {sign(i, 1, 32)}, pub c: {sign(i, 2, 16)}, pub d: {sign(i, 3, 8)}, pub e: {sign(i, 4, 8)}"
        return f"#[repr(C)]\npub struct {name} {{ {body} }}", (name, "[u8; 16]")
    if kind == "bools":
        third = "bool" if i % 2 else "u8"
        body = f"pub a: {sign(i, 1, 32)}, pub b: bool, pub c: {third}, pub d: {sign(i, 2, 16)}"
        return f"#[repr(C)]\npub struct {name} {{ {body} }}", (name, "[u8; 8]")
    if kind == "enums":
        tags = sorted({0} | {1 + (i * 7 + 31 * k) % 250 for k in range(1 + i % 7)})
        variants = " ".join(f"V{tag} = {tag}," for tag in tags)
        return f"#[repr(u8)]\npub enum {name} {{ {variants} }}", (name, "u8")
    if kind == "unions":
        fields = ["u32", "[u8; 4]", "[u16; 2]", "i32"]
        fields = fields[i % 4:] + fields[:i % 4]
        body = " ".join(f"pub f{j}: {field}," for j, field in enumerate(fields))
        return f"#[repr(C)]\npub union {name} {{ {body} }}", ("[u8; 4]", name)
    if kind == "arrays":
        body = f"pub a: [{sign(i, 0, 8)}; 16], pub b: [{sign(i, 1, 32)}; 4], pub c: [{sign(i, 2, 16)}; 8]"
        return f"#[repr(C)]\npub struct {name} {{ {body} }}", (name, "[u8; 48]")
    raise SystemExit(f"error: no kind named '{kind}' (ints bools enums unions arrays)")

derives = {
    "transmutable": {
        "ints": "Layout FromZeros FromBytes IntoBytes Immutable",
        "bools": "Layout FromZeros IntoBytes Immutable",
        "enums": "Layout FromZeros IntoBytes Immutable Unaligned",
        "unions": "Layout FromZeros FromBytes IntoBytes Immutable",
        "arrays": "Layout FromZeros FromBytes IntoBytes Immutable",
    },
    "zerocopy": {
        "ints": "KnownLayout FromBytes IntoBytes Immutable",
        "bools": "KnownLayout FromZeros IntoBytes Immutable",
        "enums": "KnownLayout FromZeros IntoBytes Immutable Unaligned",
        "unions": "KnownLayout FromBytes Immutable",
        "arrays": "KnownLayout FromBytes IntoBytes Immutable",
    },
    "bytemuck": {
        "ints": "Pod Zeroable",
        "bools": "Zeroable NoUninit CheckedBitPattern",
        "enums": "Zeroable NoUninit CheckedBitPattern",
        "unions": "AnyBitPattern",
        "arrays": "Pod Zeroable",
    },
}
if lines == "bytemuck":
    derives["transmutable"] = {
        "ints": "Pod Zeroable",
        "bools": "Zeroable NoUninit CheckedBitPattern",
        "enums": "Zeroable NoUninit CheckedBitPattern",
        "unions": "AnyBitPattern Zeroable",
        "arrays": "Pod Zeroable",
    }
dependency = {
    "transmutable": f'transmutable = {{ path = "{transmutable_dir}" }}',
    "zerocopy": 'zerocopy = { version = "0.8", features = ["derive"] }',
    "bytemuck": 'bytemuck = { version = "1", features = ["derive"] }',
}
conversion = {
    "transmutable": "transmutable::transmute(x)",
    "zerocopy": "zerocopy::transmute!(x)",
    "bytemuck": "bytemuck::cast(x)",
}

def crate(side, name, source):
    directory = f"{work}/{side}/{name}"
    os.makedirs(f"{directory}/src", exist_ok=True)
    with open(f"{directory}/Cargo.toml", "w") as out:
        out.write(f'[package]\nname = "{name}"\nversion = "0.0.0"\nedition = "2021"\npublish = false\n\n'
                  f"[dependencies]\n{dependency[side]}\n\n[workspace]\n")
    with open(f"{directory}/src/lib.rs", "w") as out:
        out.write("#![allow(dead_code, non_camel_case_types)]\n" + source)

for side in derives:
    crate(side, "empty", "")
    for kind in kinds:
        types, conversions = [], []
        for i in range(count):
            definition, (src, dst) = item(kind, i)
            attribute = ", ".join(["Clone", "Copy"] + [f"{side}::{d}" for d in derives[side][kind].split()])
            types.append(f"#[derive({attribute})]\n{definition}\n")
            conversions.append(f"pub fn convert_{i}(x: {src}) -> {dst} {{\n    {conversion[side]}\n}}\n")
        crate(side, kind, "".join(types))
        if convert:
            crate(side, f"{kind}-conv", "".join(types) + "".join(conversions))
EOF

crates=(empty)
for kind in "${kinds[@]}"; do
    crates+=("$kind")
    [[ $convert == 1 ]] && crates+=("$kind-conv")
done

# Rebuilds one crate with `cargo <command>`; prints "seconds kilobytes"
# (kilobytes 0 without /usr/bin/time).
build() { # side, crate, command
    local dir="$work/$1/$2" log="$work/$1.$2.$3.log" start end
    touch "$dir/src/lib.rs"
    if [[ $instructions == 1 ]]; then
        local counts="$work/$1.$2.$3.callgrind"
        if ! (cd "$dir" && CARGO_TARGET_DIR="$work/target-$1" COUNT_OUT="$counts" cargo "$3" --offline --quiet) >"$log" 2>&1; then
            echo "error: $1/$2 does not pass 'cargo $3' (see $log; set BENCH_DIR to keep it)" >&2
            exit 1
        fi
        awk '/^(summary|totals):/ { print $2 / 1e6, 0; exit }' "$counts"
        return
    fi
    start="$(date +%s.%N)"
    if ! (cd "$dir" && CARGO_TARGET_DIR="$work/target-$1" "${timer[@]}" cargo "$3" --offline --quiet) >"$log" 2>&1; then
        echo "error: $1/$2 does not pass 'cargo $3' (see $log; set BENCH_DIR to keep it)" >&2
        exit 1
    fi
    end="$(date +%s.%N)"
    if [[ ${#timer[@]} -gt 0 ]]; then
        tail -n 1 "$log" | awk '{ print $1 + $2, $3 }'
    else
        echo "$(echo "$end - $start" | bc) 0"
    fi
}

median() { sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

# A side whose dependency does not build (no network, and not in the
# registry cache) is left out, loudly.
sides=()
for side in ${SIDES:-transmutable zerocopy bytemuck}; do
    if (cd "$work/$side/empty" && cp "$root/Cargo.lock" . &&
        CARGO_TARGET_DIR="$work/target-$side" cargo build --offline --quiet &&
        CARGO_TARGET_DIR="$work/target-$side" cargo check --offline --quiet) >"$work/$side.dependencies.log" 2>&1; then
        sides+=("$side")
    else
        echo "##################################################################"
        echo "# $side DOES NOT BUILD OFFLINE: left out of the table.  See"
        echo "# $work/$side.dependencies.log (set BENCH_DIR to keep it)."
        echo "##################################################################"
    fi
done
if [[ ! " ${sides[*]} " =~ " transmutable " ]]; then
    echo "error: transmutable does not build; nothing to measure" >&2
    exit 1
fi

echo "$(rustc --version); ${types} types per crate, $repeat rounds; $clock; transmutable derives: $derive_lines"
for side in "${sides[@]}"; do
    for crate in "${crates[@]}"; do
        cp "$root/Cargo.lock" "$work/$side/$crate/"
        # (Counted instructions need no warm-up: they do not vary.)
        [[ $instructions == 1 ]] && continue
        for command in "${commands[@]}"; do
            build "$side" "$crate" "$command" >/dev/null # warm-up
        done
    done
done
declare -A times=() memory=()
for ((round = 0; round < repeat; round++)); do
    for side in "${sides[@]}"; do
        for crate in "${crates[@]}"; do
            for command in "${commands[@]}"; do
                result="$(build "$side" "$crate" "$command")"
                read -r seconds kilobytes <<<"$result"
                times[$side.$crate.$command]+="$seconds "
                memory[$side.$crate.$command]+="$kilobytes "
            done
        done
    done
    echo "round $((round + 1)) of $repeat done"
done

declare -A net=() peak=()
for side in "${sides[@]}"; do
    for command in "${commands[@]}"; do
        base="$(printf '%s\n' ${times[$side.empty.$command]} | median)"
        for crate in "${crates[@]}"; do
            m="$(printf '%s\n' ${times[$side.$crate.$command]} | median)"
            net[$side.$crate.$command]="$(echo "$m - $base" | bc -l)"
            peak[$side.$crate.$command]="$(printf '%s\n' ${memory[$side.$crate.$command]} | median)"
        done
    done
done

# Ratios of net figures, each at least 0.01 s (1 million instructions when
# counting them); "-" without the other side.
least=0.01 unit="net seconds" digits=2
[[ $instructions == 1 ]] && least=1 unit="net millions of instructions" digits=0
ratio() { # side, crate, command
    [[ -z "${net[$1.$2.$3]:-}" ]] && { echo "-"; return; }
    printf '%.2f' "$(echo "a = ${net[transmutable.$2.$3]}; b = ${net[$1.$2.$3]}; if (a < $least) a = $least; if (b < $least) b = $least; a / b" | bc -l)"
}
cell() { [[ -n "${net[$1]:-}" ]] && printf "%.${digits}f" "${net[$1]}" || echo "-"; }

for command in "${commands[@]}"; do
    echo
    echo "cargo $command: $unit (minus an empty crate), medians of $repeat"
    printf '%-14s %9s %9s %9s %8s %8s\n' crate transmutable zerocopy bytemuck g/z g/b
    for crate in "${crates[@]}"; do
        [[ $crate == empty ]] && continue
        printf '%-14s %9s %9s %9s %8s %8s\n' "$crate" "$(cell "transmutable.$crate.$command")" \
            "$(cell "zerocopy.$crate.$command")" "$(cell "bytemuck.$crate.$command")" \
            "$(ratio zerocopy "$crate" "$command")" "$(ratio bytemuck "$crate" "$command")"
    done
done

if [[ ${#timer[@]} -gt 0 && $instructions != 1 ]]; then
    for command in "${commands[@]}"; do
        echo
        echo "cargo $command: peak resident memory (MB), medians of $repeat"
        printf '%-14s %9s %9s %9s\n' crate transmutable zerocopy bytemuck
        for crate in "${crates[@]}"; do
            row=("$crate")
            for side in transmutable zerocopy bytemuck; do
                if [[ -n "${peak[$side.$crate.$command]:-}" ]]; then
                    row+=("$((${peak[$side.$crate.$command]%.*} / 1024))")
                else
                    row+=("-")
                fi
            done
            printf '%-14s %9s %9s %9s\n' "${row[@]}"
        done
    done
fi
echo
echo "g/z, g/b: transmutable net / zerocopy net, transmutable net / bytemuck net (below 1: transmutable is cheaper)."
echo "-conv: the same types and one conversion per type; cargo check does not see transmutable's transmute."
[[ ${#sides[@]} -lt 3 ]] && echo "ONLY ${sides[*]} MEASURED (SIDES, or the others do not build offline: see above)."
exit 0
