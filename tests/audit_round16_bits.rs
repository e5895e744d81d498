//! Adversarial probes, round 16: the portable description of a record of
//! bit fields (`#[transmutable::bits]`), which rests on the fields' types
//! as written (`FieldsAsWritten::CHECKS`, which only the macro's `unsafe
//! impl` vouches for): a field written through an alias may mean another
//! type on another target, so such a record has no portable description.
//!
//! Found: a field whose type is a macro call (`mode: named!()`, a local
//! `macro_rules!` that expands to the alias `Mode`) was read as written
//! "other", which the comparison with the compiler's description let
//! through, where the alias written out (`mode: Mode`) is refused. The
//! record then had the native description on every target: on x86_64,
//! where `Mode` is a four-valued enum, `portable::decide::<u8, Through>`
//! said every target takes every byte, while on i686, where `Mode` is a
//! two-valued enum, the native verdict refuses `u8 -> Through` (as it
//! does `u8 -> Direct`, the same record: this test, run there, sees it).
//! No proc-macro crate, no `unsafe` (`tests/audit_round16/workspace`'s
//! `bits_macro`). The macro
//! now refuses a macro call (or an attribute) in a field's type, as the
//! derive does: it repeats the type in the description, the checks and
//! the accessors, each an expansion of its own.
//!
//! Held beside it: `AsWritten<T>` has no public constructor but `of`,
//! bounded by `T: FieldsAsWritten` (an unsafe trait), implements neither
//! `Default` nor `Clone`, and is covariant in `T` only through
//! lifetimes, which a record (no generic parameters) does not have: a
//! safe `BitFields` impl can hold `None` only. `Bits::get` reads a field
//! through `try_read_from_bytes`, so a type that expands to another one in
//! the accessors than in `FIELDS` panics, never reads an invalid value.

#![forbid(unsafe_code)]

use transmutable::portable::{self, Targets};
use transmutable::{Assume, Layout};

/// Four values, in two bits.
#[derive(Layout, Clone, Copy, Debug, PartialEq)]
#[transmutable(portable)]
#[repr(u8)]
pub enum Four {
    A,
    B,
    C,
    D,
}

/// Two values, in two bits.
#[derive(Layout, Clone, Copy, Debug, PartialEq)]
#[transmutable(portable)]
#[repr(u8)]
pub enum Two {
    A,
    B,
}

/// An alias that means another type on another target.
#[cfg(target_pointer_width = "64")]
pub type Mode = Four;
/// An alias that means another type on another target.
#[cfg(not(target_pointer_width = "64"))]
pub type Mode = Two;

/// The alias written out.
#[transmutable::bits(order = little_endian)]
pub struct Direct {
    #[bits(2)]
    pub mode: Mode,
    #[bits(6)]
    pub rest: u8,
}

/// The alias written out: no portable description.
#[test]
fn an_alias_written_out_has_no_portable_description() {
    let answer = portable::decide::<u8, Direct>(Assume::NOTHING);
    assert_eq!(answer.failing(), Targets::ALL, "{answer}");
    assert!(!portable::describes_current::<Direct>());
}

/// The natively computed verdict of `u8` into a record of `Mode` and six
/// bits, which depends on the target: every byte where `Mode` has four
/// values, not every byte where it has two.
#[test]
fn the_native_verdict_depends_on_the_target() {
    let native = transmutable::is_transmutable::<u8, Direct>(Assume::NOTHING);
    assert_eq!(native, cfg!(target_pointer_width = "64"));
}

/// The alias written through a macro (`tests/audit_round16/workspace`'s
/// `bits_macro`): the record must have no portable description either;
/// the macro refuses it.
#[test]
#[cfg_attr(miri, ignore = "builds programs with cargo")]
fn an_alias_written_through_a_macro_is_refused() {
    let manifest = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/audit_round16/workspace/Cargo.toml");
    let output = std::process::Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()))
        .args(["run", "--quiet", "--bin", "bits_macro", "--manifest-path"])
        .arg(&manifest)
        .env("CARGO_TARGET_DIR", std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("round16"))
        .output()
        .unwrap();
    let (stdout, stderr) = (String::from_utf8_lossy(&output.stdout), String::from_utf8_lossy(&output.stderr));
    assert!(!output.status.success(), "the program was built:\n{stdout}\n{stderr}");
    assert!(!stdout.contains("portable verdict"), "{stdout}");
    assert!(
        stderr.split("\n\n").any(|diagnostic| diagnostic
            .contains("transmutable cannot describe a bit field whose type is written with a macro")
            && diagnostic.contains("user/src/bin/bits_macro.rs:50:")),
        "{stderr}"
    );
}
