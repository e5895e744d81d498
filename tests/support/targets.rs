//! Which targets' standard libraries are installed, for the tests that
//! build for other targets and skip, loudly, those that are not.

use std::process::Command;

/// Whether the standard library of `target` is installed beside `rustc`.
pub fn installed(target: &str) -> bool {
    let sysroot = Command::new(std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into()))
        .args(["--print", "sysroot"])
        .output()
        .ok()
        .map(|output| String::from_utf8_lossy(&output.stdout).trim().to_owned());
    sysroot.is_some_and(|root| std::path::Path::new(&root).join("lib/rustlib").join(target).exists())
}
