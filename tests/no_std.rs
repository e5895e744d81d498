//! transmutable builds without `std` on the embedded targets its peers build
//! on: `thumbv7em-none-eabihf` (no 64-bit atomics) and `thumbv6m-none-eabi`
//! (no atomic read-modify-write at all). A target whose standard library is
//! not installed (`rustup target add <target>`) has its test ignored by
//! `build.rs`, with the reason.

use std::process::Command;

#[test]
#[cfg_attr(miri, ignore = "runs cargo")]
#[cfg_attr(
    all(not(miri), not(has_target = "thumbv7em-none-eabihf")),
    ignore = "needs rustup target add thumbv7em-none-eabihf"
)]
fn builds_for_thumbv7em_without_std() {
    builds_without_std("thumbv7em-none-eabihf");
}

#[test]
#[cfg_attr(miri, ignore = "runs cargo")]
#[cfg_attr(
    all(not(miri), not(has_target = "thumbv6m-none-eabi")),
    ignore = "needs rustup target add thumbv6m-none-eabi"
)]
fn builds_for_thumbv6m_without_std() {
    builds_without_std("thumbv6m-none-eabi");
}

fn builds_without_std(target: &str) {
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

/// A crate that asks for nothing gets nothing: no feature is on by default,
/// so `alloc` comes only to a crate that names it (as zerocopy's defaults,
/// which are empty).
#[test]
fn no_feature_is_on_by_default() {
    let manifest = include_str!("../Cargo.toml");
    let features = manifest.split("\n[features]\n").nth(1).expect("a [features] table");
    let default = features.lines().find(|line| line.starts_with("default")).expect("a `default` list");
    assert_eq!(default.replace(' ', ""), "default=[]", "{default}");
}
