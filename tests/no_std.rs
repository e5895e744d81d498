//! transmutable builds without `std` on the embedded targets its peers build
//! on: `thumbv7em-none-eabihf` (no 64-bit atomics) and `thumbv6m-none-eabi`
//! (no atomic read-modify-write at all). Each target is built where it is
//! installed (`rustup target add <target>`), and skipped loudly where not.

use std::process::Command;

#[path = "support/targets.rs"]
mod targets;
use targets::installed;

const TARGETS: [&str; 2] = ["thumbv7em-none-eabihf", "thumbv6m-none-eabi"];

#[test]
#[cfg_attr(miri, ignore = "runs cargo")]
fn builds_on_embedded_targets_without_std() {
    for target in TARGETS {
        if !installed(target) {
            eprintln!("##################################################################");
            eprintln!("# NOT RUN: the target {target} is not installed.");
            eprintln!("# Install it: rustup target add {target}");
            eprintln!("##################################################################");
            continue;
        }
        for features in [&[][..], &["--features", "alloc"][..]] {
            let output = Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()))
                .args(["build", "--quiet", "--lib", "--target", target])
                .args(features)
                .current_dir(env!("CARGO_MANIFEST_DIR"))
                .env("CARGO_TARGET_DIR", std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("no_std"))
                .env("RUSTFLAGS", "-D warnings")
                .output()
                .unwrap();
            assert!(
                output.status.success(),
                "transmutable does not build for {target} {features:?}:\n{}",
                String::from_utf8_lossy(&output.stderr)
            );
        }
    }
}
