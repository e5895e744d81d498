//! Which of the repository's checks this machine can run.
//!
//! Some tests need what a fresh machine may lack: a nightly compiler (the
//! differential test against `TransmuteFrom`), a browser (the SVG pictures
//! measured in chromium), the standard library of another target (data
//! models checked against the compiler, builds without `std`), the LLVM
//! tools (the size of an embedded build). This script
//! only looks for them and sets a `cfg` for each one found; the tests that
//! need a missing one are then ignored with the reason, so that `cargo test`
//! lists every check it did not run. The library reads none of these
//! `cfg`s, and the published package leaves this script out.

use std::path::{Path, PathBuf};
use std::process::Command;

/// Every target a test builds for: the ten of `transmutable::portable`, and
/// `thumbv6m-none-eabi`, which has no atomic read-modify-write at all.
const TARGETS: [&str; 11] = [
    "x86_64-unknown-linux-gnu",
    "aarch64-unknown-linux-gnu",
    "i686-unknown-linux-gnu",
    "armv7-unknown-linux-gnueabihf",
    "thumbv7em-none-eabihf",
    "thumbv6m-none-eabi",
    "s390x-unknown-linux-gnu",
    "powerpc64-unknown-linux-gnu",
    "wasm32-unknown-unknown",
    "riscv64gc-unknown-linux-gnu",
    "riscv32imac-unknown-none-elf",
];

fn main() {
    println!("cargo::rerun-if-changed=build.rs");
    println!("cargo::rerun-if-env-changed=TRANSMUTABLE_CHROMIUM");
    println!("cargo::rustc-check-cfg=cfg(has_nightly)");
    println!("cargo::rustc-check-cfg=cfg(has_chromium)");
    println!("cargo::rustc-check-cfg=cfg(has_llvm_tools)");
    let values: Vec<String> = TARGETS.iter().map(|target| format!("\"{target}\"")).collect();
    println!("cargo::rustc-check-cfg=cfg(has_target, values({}))", values.join(", "));

    let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into());
    if let Some(sysroot) = sysroot(Command::new(&rustc)) {
        // rustup rewrites this file when it adds a target.
        watch(&sysroot.join("lib/rustlib/components"));
        for target in TARGETS {
            if sysroot.join("lib/rustlib").join(target).exists() {
                println!("cargo::rustc-cfg=has_target=\"{target}\"");
            }
        }
    }

    let mut nightly = Command::new("rustc");
    nightly.arg("+nightly");
    if sysroot(nightly).is_some() {
        println!("cargo::rustc-cfg=has_nightly");
    }
    // rustup writes a file here for every toolchain it installs.
    if let Some(rustup_home) = std::env::var_os("RUSTUP_HOME")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|home| Path::new(&home).join(".rustup")))
    {
        watch(&rustup_home.join("update-hashes"));
    }

    // The LLVM tools that read an object's symbols and sections (the size
    // of the code a view leaves in an embedded image).
    if ["llvm-ar", "llvm-nm", "llvm-size"].iter().all(|tool| Command::new(tool).arg("--version").output().is_ok()) {
        println!("cargo::rustc-cfg=has_llvm_tools");
    }

    let chromium = std::env::var("TRANSMUTABLE_CHROMIUM").unwrap_or_else(|_| "/usr/bin/chromium".into());
    if Path::new(&chromium).exists() {
        println!("cargo::rustc-cfg=has_chromium");
        watch(Path::new(&chromium));
    } else {
        // Where Debian's package manager installs it, it rewrites this file.
        watch(Path::new("/var/lib/dpkg/status"));
    }
}

/// The sysroot of the compiler `rustc` runs, if it runs.
fn sysroot(mut rustc: Command) -> Option<PathBuf> {
    let output = rustc.args(["--print", "sysroot"]).output().ok()?;
    output.status.success().then(|| PathBuf::from(String::from_utf8_lossy(&output.stdout).trim()))
}

/// Runs this script again when `path` changes. A path that does not exist
/// is not watched: cargo would run the script again at every build.
fn watch(path: &Path) {
    if path.exists() {
        println!("cargo::rerun-if-changed={}", path.display());
    }
}
