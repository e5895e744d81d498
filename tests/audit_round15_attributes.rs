//! Adversarial probes, round 15: attributes written below the derive that
//! the derive lets through as known (`derive/src/attr.rs`,
//! `reject_macros`): `#[derive(..)]`, taken for the prelude's, and
//! `#[rustfmt::..]`, taken for the tool's, each checked where the type is
//! declared by a probe the derive emits (`attr::probes`).
//!
//! The probes used the attribute: `#[derive(::core::clone::Clone)]` on a
//! struct, whose `Clone` a function then asked for, and
//! `#[rustfmt::__transmutable_probe]` on a constant. An attribute macro of
//! the user's passes both by doing what the real one does where it is
//! probed: a `derive` that forwards its list to the prelude's
//! (`#[::core::prelude::v1::derive(..)]`) and changes the item, a crate
//! `rustfmt` that exports a `__transmutable_probe` leaving its item alone.
//! Written below `#[derive(Layout)]`, each made a `repr(u8)` enum with
//! fields `repr(C, u8)` after the derive read it (the class of round 13's
//! holes), and `try_ref_from_bytes` took a `bool` of 5 (Miri, on
//! `tests/audit_round15/shadowed`'s `derive`: "constructing invalid value of
//! type bool: encountered 0x05, but expected a boolean"; the `rustfmt` one
//! builds on stable 1.95 only: nightly 1.101 finds a crate named `rustfmt`
//! ambiguous with the tool, and refuses both its attributes). No `unsafe`
//! in the user's crate nor in the macros'.
//!
//! The probes now compare names, by rules the compiler enforces: a glob
//! import of `::core`'s `derive`, in a block where the type is declared,
//! which the compiler refuses (E0659) where any `derive` of the scopes
//! around differs from it (the module's and blocks' imports and globs, the
//! `macro_use` prelude, the standard prelude, whose `derive` is the real
//! one even where a crate binds `core` to its own); and
//! `#[rustfmt::self]`, which the compiler takes of the tool, whose path it
//! reads no further than its first segment, and refuses of any crate or
//! module named `rustfmt`.
//!
//! Found beside them, of round 11's class (a macro the description repeats
//! expands again, and need not give the same output): the derive refused a
//! macro call in the discriminant of an enum with fields (`valid.rs`), not
//! an attribute macro on an item of a block there (`A(bool) = { #[count]
//! const TAG: u8 = 0; TAG }`). A macro that counts its calls made the
//! enum's `A` 0 and the description's 1, and `try_read_from_bytes` took the
//! tag 1, no variant's (Miri: "constructing invalid value ... encountered
//! 0x01, but expected a valid enum tag"). The derive now refuses every
//! attribute in the tokens it repeats.
//!
//! Held beside them: an attribute macro imported under the helper's name
//! (`use evil::skip as transmutable;`) is not expanded below the derive,
//! whose helper the compiler resolves first; a macro call in the
//! discriminant of an enum with fields whose `!` an attribute above the
//! derive spaced `Joint` (as in `!=`), so that the derive's search for
//! macro calls (`valid.rs`) might skip it and its repetition expand to
//! another value (a macro that counts its calls): the derive refuses it;
//! attribute macros on fields and variants, which the compiler refuses;
//! the compiler's own attributes (`repr`, `doc`, `must_use`, ...), which an
//! imported macro of the same name makes ambiguous.

#![forbid(unsafe_code)]

use std::process::{Command, Output};

/// Builds `tests/audit_round15/shadowed/`'s program `bin` (`run` runs it
/// too).
fn cargo(command: &str, bin: &str) -> Output {
    let manifest = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/audit_round15/shadowed/Cargo.toml");
    Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()))
        .args([command, "--quiet", "--bin", bin, "--manifest-path"])
        .arg(&manifest)
        .env("CARGO_TARGET_DIR", std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("round15_shadowed"))
        .output()
        .unwrap()
}

/// Whether `stderr` holds a diagnostic with `message` at `place`
/// (`file:line:`).
fn refused(stderr: &str, message: &str, place: &str) -> bool {
    stderr.split("\n\n").any(|diagnostic| diagnostic.contains(message) && diagnostic.contains(place))
}

/// `use evil::derive;` and `#[derive(Clone, Copy)]` below the derive: the
/// user's `derive` forwards the list to the prelude's and makes the enum
/// `repr(C, u8)`. The build must fail where the type is declared.
#[test]
#[cfg_attr(miri, ignore = "builds programs with cargo")]
fn a_derive_of_the_users_own_that_derives_as_the_preludes() {
    let output = cargo("run", "derive");
    let (stdout, stderr) = (String::from_utf8_lossy(&output.stdout), String::from_utf8_lossy(&output.stderr));
    assert!(!output.status.success(), "the program was built:\n{stdout}\n{stderr}");
    assert!(!stdout.contains("accepted"), "{stdout}");
    assert!(refused(&stderr, "error[E0659]: `derive` is ambiguous", "user/src/bin/derive.rs:15:"), "{stderr}");
}

/// The same `derive` from the `macro_use` prelude (`#[macro_use] extern
/// crate evil;`), which no module's names show.
#[test]
#[cfg_attr(miri, ignore = "builds programs with cargo")]
fn a_derive_of_the_users_own_in_the_macro_use_prelude() {
    let output = cargo("run", "macro_use");
    let (stdout, stderr) = (String::from_utf8_lossy(&output.stdout), String::from_utf8_lossy(&output.stderr));
    assert!(!output.status.success(), "the program was built:\n{stdout}\n{stderr}");
    assert!(!stdout.contains("accepted"), "{stdout}");
    assert!(refused(&stderr, "error[E0659]: `derive` is ambiguous", "user/src/bin/macro_use.rs:16:"), "{stderr}");
}

/// The same `derive`, in a crate that binds `core` to a crate whose
/// `prelude::v1::derive` is that `derive` too: the probe's `::core` names
/// the user's, and the standard prelude's tells them apart.
#[test]
#[cfg_attr(miri, ignore = "builds programs with cargo")]
fn a_derive_of_the_users_own_with_core_bound_to_the_users_crate() {
    let output = cargo("run", "core");
    let (stdout, stderr) = (String::from_utf8_lossy(&output.stdout), String::from_utf8_lossy(&output.stderr));
    assert!(!output.status.success(), "the program was built:\n{stdout}\n{stderr}");
    assert!(!stdout.contains("accepted"), "{stdout}");
    assert!(refused(&stderr, "error[E0659]: `derive` is ambiguous", "user/src/bin/core.rs:18:"), "{stderr}");
}

/// `extern crate evil as rustfmt;` and `#[rustfmt::skip]` below the
/// derive, where `evil` has a `__transmutable_probe`: the build must fail
/// where the type is declared.
#[test]
#[cfg_attr(miri, ignore = "builds programs with cargo")]
fn a_rustfmt_of_the_users_own_that_has_the_probe() {
    let output = cargo("run", "rustfmt");
    let (stdout, stderr) = (String::from_utf8_lossy(&output.stdout), String::from_utf8_lossy(&output.stderr));
    assert!(!output.status.success(), "the program was built:\n{stdout}\n{stderr}");
    assert!(!stdout.contains("accepted"), "{stdout}");
    assert!(
        refused(&stderr, "`self` in paths can only be used in start position", "user/src/bin/rustfmt.rs:16:")
            || refused(&stderr, "`rustfmt::skip` is ambiguous", "user/src/bin/rustfmt.rs:17:"),
        "{stderr}"
    );
}

/// An attribute macro imported under the helper's name, below the derive:
/// the attribute is the helper, the import unused, and the type as written.
#[test]
#[cfg_attr(miri, ignore = "builds programs with cargo")]
fn a_macro_named_as_the_helper_below_the_derive() {
    let output = cargo("run", "helper");
    let (stdout, stderr) = (String::from_utf8_lossy(&output.stdout), String::from_utf8_lossy(&output.stderr));
    assert!(output.status.success(), "{stdout}\n{stderr}");
    assert!(stdout.contains("TagThenFields refused"), "{stdout}");
    assert!(stderr.contains("unused import: `evil::skip as transmutable`"), "{stderr}");
}

/// A macro call in the discriminant of an enum with fields, its `!` spaced
/// `Joint` by an attribute above the derive: the derive refuses it.
#[test]
#[cfg_attr(miri, ignore = "builds programs with cargo")]
fn a_macro_call_spaced_joint_in_a_discriminant() {
    let output = cargo("build", "joint");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(!output.status.success(), "the program was built:\n{stderr}");
    assert!(
        refused(&stderr, "transmutable cannot describe a type written with a macro here", "user/src/bin/joint.rs:14:"),
        "{stderr}"
    );
}

/// An attribute macro on an item of a block in the discriminant of an enum
/// with fields, which counts its calls: the description repeats the
/// discriminant, and the compiler expands the macro once for the enum
/// (`A` is 0) and once for the description (`A` is 1), so the views took
/// `[1, 1]`, no value of the enum (Miri: "constructing invalid value of
/// type std::ptr::Unaligned<Counted>: at .0.<enum-tag>, encountered 0x01,
/// but expected a valid enum tag"). The derive refuses it.
#[test]
#[cfg_attr(miri, ignore = "builds programs with cargo")]
fn an_attribute_macro_in_a_discriminant_that_counts_its_calls() {
    let output = cargo("run", "count");
    let (stdout, stderr) = (String::from_utf8_lossy(&output.stdout), String::from_utf8_lossy(&output.stderr));
    assert!(!output.status.success(), "the program was built:\n{stdout}\n{stderr}");
    assert!(!stdout.contains("accepted"), "{stdout}");
    assert!(
        refused(
            &stderr,
            "transmutable cannot describe a type written with an attribute here",
            "user/src/bin/count.rs:15:"
        ),
        "{stderr}"
    );
}
