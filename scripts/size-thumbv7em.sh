#!/bin/sh
# The code a checked view leaves in an embedded image: builds
# scripts/size-thumbv7em (one exported function that validates a 24-byte
# header and returns a field) for thumbv7em-none-eabihf with `opt-level =
# "z"`, LTO and `panic = "abort"`, once with a transmutable view and once by
# hand, and prints for each the bytes of the function, of all the code and
# read-only data of the crate's object (everything of transmutable it
# pulls in), and the symbols it calls outside the object (`memcpy`, ...):
#
#     view function=40 code=40 undefined=
#     by-hand function=42 code=42 undefined=
#
# Prints one line `skipped: <reason>` instead where the target or the LLVM
# tools are missing. tests/embedded_size.rs holds the figures to a bound.
set -eu
cd "$(dirname "$0")/.."
target=thumbv7em-none-eabihf
if ! rustup target list --installed 2>/dev/null | grep -qx "$target"; then
    echo "skipped: the $target target is not installed (rustup target add $target)"
    exit 0
fi
for tool in llvm-ar llvm-nm llvm-size; do
    if ! command -v "$tool" >/dev/null; then
        echo "skipped: $tool is not installed (the LLVM tools read the object's symbols)"
        exit 0
    fi
done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for variant in view by-hand; do
    cargo build -q --release --manifest-path scripts/size-thumbv7em/Cargo.toml --target "$target" \
        --target-dir "target/size-thumbv7em/$variant" --no-default-features --features "$variant" >&2
    archive="$PWD/target/size-thumbv7em/$variant/$target/release/libsize_thumbv7em.a"
    # The crate's own object, LTO'd with transmutable and core; the rest of
    # the archive is compiler_builtins, which a call would show in
    # `undefined`.
    member=$(llvm-ar t "$archive" | grep '^size_thumbv7em' | head -n 1)
    (cd "$work" && llvm-ar x "$archive" "$member")
    function=$(llvm-nm --print-size "$work/$member" | awk '$4 == "header_length" { print $2 }')
    code=$(llvm-size -A "$work/$member" | awk '$1 ~ /^\.(text|rodata)/ { sum += $2 } END { print sum + 0 }')
    undefined=$(llvm-nm -u "$work/$member" | awk '{ print $2 }' | tr '\n' ' ' | sed 's/ $//')
    echo "$variant function=$(printf '%d' "0x${function:-0}") code=$code undefined=$undefined"
done
