#!/usr/bin/env bash
# Runs the test suite under Miri, on this machine's target and on two whose
# layouts this machine does not have:
#
#   - s390x-unknown-linux-gnu: big-endian, 64-bit (enum tags, `char` and
#     `NonZero` bytes in the other order);
#   - i686-unknown-linux-gnu: 32-bit, `u64` and `f64` aligned to 4.
#
#     scripts/miri.sh                          # the three targets
#     scripts/miri.sh i686-unknown-linux-gnu   # some of them ("host" is this one)
#     scripts/miri.sh host -- --test corpus    # arguments after `--` go to `cargo miri test`
#
# Miri interprets the run-time code of the tests; the const checks are
# evaluated by the compiler for the target, so on s390x the compile-time
# path runs big-endian too. Tests that cannot run under Miri (they start the
# compiler, or run thousands of cases) carry `#[cfg_attr(miri, ignore)]`.
#
# Without the nightly toolchain or Miri this says so and exits 0: the
# suite's own command, `cargo test`, needs stable only. MIRIFLAGS and
# CARGO_TARGET_DIR are passed through.

set -uo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

skip() {
    echo "##################################################################"
    printf '# %-62s #\n' "$1" "NOT RUN: the Miri tests were skipped." "$2"
    echo "##################################################################"
    exit 0
}

cargo +nightly --version >/dev/null 2>&1 ||
    skip "The nightly toolchain is not installed." "Install it: rustup toolchain install nightly"
cargo +nightly miri --version >/dev/null 2>&1 ||
    skip "Miri is not installed." "Install it: rustup +nightly component add miri rust-src"

targets=()
test_args=()
while [[ $# -gt 0 ]]; do
    if [[ "$1" == -- ]]; then
        shift
        test_args=("$@")
        break
    fi
    targets+=("$1")
    shift
done
[[ ${#targets[@]} -eq 0 ]] && targets=(host s390x-unknown-linux-gnu i686-unknown-linux-gnu)

logs="$(mktemp -d "${TMPDIR:-/tmp}/transmutable-miri.XXXXXX")"
echo "$(cargo +nightly miri --version); logs in $logs"
cd "$root"

declare -A outcome
for target in "${targets[@]}"; do
    target_args=()
    [[ "$target" != host ]] && target_args=(--target "$target")
    log="$logs/$target.log"
    echo
    echo "=== cargo +nightly miri test --no-fail-fast ${target_args[*]} ${test_args[*]}"
    # --no-fail-fast: every test binary runs, whatever failed before it.
    cargo +nightly miri test --no-fail-fast "${target_args[@]}" "${test_args[@]}" 2>&1 | tee "$log"
    if [[ ${PIPESTATUS[0]} -eq 0 ]]; then
        outcome[$target]=passed
    else
        outcome[$target]=FAILED
    fi
done

echo
echo "=== Miri summary"
failed=0
for target in "${targets[@]}"; do
    log="$logs/$target.log"
    passed="$(grep -c '^test .* \.\.\. ok$' "$log")"
    ignored="$(grep -c '^test .* \.\.\. ignored' "$log")"
    printf '%-26s %-7s %4s passed, %3s ignored\n' "$target" "${outcome[$target]}" "$passed" "$ignored"
    if [[ ${outcome[$target]} != passed ]]; then
        failed=1
        grep -E '^test .* FAILED$|^error: test failed, to rerun|Undefined Behavior|unsupported operation:|^error(\[E[0-9]+\])?: (could not compile|evaluation)' "$log" |
            sort -u | head -20 | sed 's/^/    /'
    fi
done
exit "$failed"
