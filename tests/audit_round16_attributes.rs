//! Adversarial probes, round 16: the probe of `derive` (`attr::probes`, a
//! glob import of `::core::prelude::v1::*` in a block where the type is
//! declared, which the compiler refuses where any other `derive` is in
//! scope), and the tokens the derive repeats besides field types and
//! discriminants (`valid.rs`). Both held; the programs are in
//! `tests/audit_round16/workspace`.
//!
//! - `noprelude`: the user's `derive`, below transmutable's, in a module
//!   without the standard prelude (`#[no_implicit_prelude]`), in a crate
//!   that binds `core` to a crate whose `prelude::v1::derive` is that
//!   `derive`: the probe's glob is the user's `derive`, and no module's
//!   name differs from it. The compiler keeps the standard prelude's
//!   built-in macros in such a module, and finds its `derive` ambiguous
//!   with the glob.
//! - `bound`: a macro call in a generic parameter's bound (`T: Tr<{
//!   evil::nth!(1, 1, 1, 0) }>`), which the derive repeats in its impls and
//!   which gave the struct `T: Tr<0>` and the impls `T: Tr<1>` (with `Tr<1>`
//!   implying `Tr<0>`), so that the field's type `T::Out`, resolved
//!   through the bound in scope, was `bool` in the struct and `u8` in the
//!   description. The derive ties each field's type to the type of its
//!   place in the struct, which the compiler finds unequal.
//! - `hidden`: a macro call in the discriminant of an enum with fields
//!   whose parentheses an attribute above the derive wrapped in a group
//!   without delimiters (`tokens::macro_call` looks for a delimited group
//!   after the `!`): the compiler gives the derive the enum as it parsed
//!   it, the group gone, and the derive refuses the call.
//!
//! Also held, read rather than built: a `macro_rules!` `derive` is no
//! attribute on stable (and is skipped when an attribute is resolved), so
//! neither `#[macro_export]` nor textual scope can make one; `pub use`
//! chains, globs of another crate's prelude, `extern crate` renames and
//! declaring the type in a function, block or constant all leave the
//! probe, emitted beside the type, with the same scopes and more; module
//! names resolve without the marks of `macro_rules!` and of a proc macro's
//! `mixed_site`/`call_site` spans (only opaque marks, unstable on stable
//! Rust, would tell the type's `derive` from the probe's); `cfg_attr`
//! below the derive is expanded before it runs; a derive helper named
//! `derive` is inert.

#![forbid(unsafe_code)]

use std::process::{Command, Output};

/// Builds `tests/audit_round16/workspace/`'s program `bin`.
fn build(bin: &str) -> Output {
    let manifest = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/audit_round16/workspace/Cargo.toml");
    Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()))
        .args(["run", "--quiet", "--bin", bin, "--manifest-path"])
        .arg(&manifest)
        .env("CARGO_TARGET_DIR", std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("round16"))
        .output()
        .unwrap()
}

/// Whether `stderr` holds a diagnostic with `message` at `place`.
fn refused(stderr: &str, message: &str, place: &str) -> bool {
    stderr.split("\n\n").any(|diagnostic| diagnostic.contains(message) && diagnostic.contains(place))
}

#[test]
#[cfg_attr(miri, ignore = "builds programs with cargo")]
fn a_derive_of_the_users_own_in_a_module_without_the_prelude() {
    let output = build("noprelude");
    let (stdout, stderr) = (String::from_utf8_lossy(&output.stdout), String::from_utf8_lossy(&output.stderr));
    assert!(!output.status.success(), "the program was built:\n{stdout}\n{stderr}");
    assert!(refused(&stderr, "error[E0659]: `derive` is ambiguous", "user/src/bin/noprelude.rs:22:"), "{stderr}");
}

#[test]
#[cfg_attr(miri, ignore = "builds programs with cargo")]
fn a_macro_call_in_a_bound_that_the_impls_repeat() {
    let output = build("bound");
    let (stdout, stderr) = (String::from_utf8_lossy(&output.stdout), String::from_utf8_lossy(&output.stderr));
    assert!(!output.status.success(), "the program was built:\n{stdout}\n{stderr}");
    assert!(refused(&stderr, "error[E0308]: mismatched types", "user/src/bin/bound.rs:32:"), "{stderr}");
}

/// A macro call in the discriminant of an enum with fields, its
/// parentheses wrapped by an attribute above the derive in a group without
/// delimiters, which the compiler's parser steps into and the derive's
/// search for macro calls might not: the derive is given the enum with the
/// group gone, and refuses the call.
#[test]
#[cfg_attr(miri, ignore = "builds programs with cargo")]
fn a_macro_call_whose_parentheses_are_hidden_in_a_group() {
    let output = build("hidden");
    let (stdout, stderr) = (String::from_utf8_lossy(&output.stdout), String::from_utf8_lossy(&output.stderr));
    assert!(!output.status.success(), "the program was built:\n{stdout}\n{stderr}");
    assert!(
        refused(&stderr, "transmutable cannot describe a type written with a macro here", "user/src/bin/hidden.rs:16:"),
        "{stderr}"
    );
}
