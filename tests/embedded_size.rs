//! The code a checked view leaves in an embedded image, held to a bound:
//! a function that validates a 24-byte header (a `bool`, a 3-value enum,
//! big-endian integers) with `try_ref_from_prefix` and returns a field,
//! built for `thumbv7em-none-eabihf` by `scripts/size-thumbv7em.sh`, takes
//! at most twice the bytes of the same function written by hand, and calls
//! nothing the hand-written one does not: no explanation is linked in where
//! no error is looked at.
//!
//! The build needs the target and the LLVM tools; where either is missing
//! the test is ignored, with the reason (see `build.rs`).

use std::process::Command;

/// What the script reports of one build.
struct Build {
    code: usize,
    undefined: Vec<String>,
}

#[test]
#[cfg_attr(
    not(all(has_target = "thumbv7em-none-eabihf", has_llvm_tools)),
    ignore = "needs the thumbv7em-none-eabihf target (rustup target add thumbv7em-none-eabihf) and llvm-ar, llvm-nm and llvm-size"
)]
#[cfg_attr(miri, ignore = "builds a crate")]
fn thumbv7em_header_view_takes_at_most_twice_the_hand_written_bytes() {
    let output = Command::new("sh")
        .arg("scripts/size-thumbv7em.sh")
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("runs scripts/size-thumbv7em.sh");
    let report = String::from_utf8_lossy(&output.stdout);
    assert!(
        output.status.success(),
        "scripts/size-thumbv7em.sh failed:\n{report}{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let view = build(&report, "view");
    let by_hand = build(&report, "by-hand");
    println!("thumbv7em-none-eabihf: the view takes {} bytes, by hand {}", view.code, by_hand.code);
    assert!(
        view.code <= 2 * by_hand.code,
        "the view takes {} bytes, more than twice the {} of the hand-written check:\n{report}",
        view.code,
        by_hand.code
    );
    let extra: Vec<&String> = view.undefined.iter().filter(|symbol| !by_hand.undefined.contains(symbol)).collect();
    assert!(extra.is_empty(), "the view calls {extra:?}, which the hand-written check does not");
}

/// The figures of `variant` in the script's `report`.
fn build(report: &str, variant: &str) -> Build {
    let line = report
        .lines()
        .find(|line| line.split(' ').next() == Some(variant))
        .unwrap_or_else(|| panic!("no figures for {variant} in:\n{report}"));
    let code = line
        .split(' ')
        .find_map(|part| part.strip_prefix("code="))
        .and_then(|code| code.parse().ok())
        .unwrap_or_else(|| panic!("no code size in: {line}"));
    let undefined = line.split_once("undefined=").map_or("", |(_, rest)| rest);
    Build { code, undefined: undefined.split_whitespace().map(str::to_string).collect() }
}
