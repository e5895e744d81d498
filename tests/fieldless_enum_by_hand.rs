//! `__fieldless_byte_enum!` called by hand, on enums of one byte of any
//! representation: the macro sees none, and reads each variant's tag from
//! its value in memory (`transmute::variant_bytes`), where an `as` cast
//! gives the byte in memory only of a `repr(u8)` or `repr(i8)` enum by the
//! Reference's word.
//!
//! No enum on stable Rust today holds another byte than its cast: the
//! compiler stores a fieldless enum's discriminant as its tag, cut to the
//! tag's width as a cast to `u8` cuts it, with or without `repr`. So the
//! reading is held to a type whose bytes are known instead: a one-byte
//! struct, described by the same function from values whose bytes no cast
//! gives. Expected verdicts from the contract (`BRIEF.md`: an enum accepts
//! its tags only) and, byte by byte, from the bytes of each value as
//! `core::mem::transmute` reads them.

use transmutable::__private::{fieldless_one_byte_enum_held, FieldlessByteEnum, OneInitializedByte, Referent};
use transmutable::{is_transmutable, try_read_from_bytes, Assume, Layout, Lifetime};

/// Without `repr`: one byte today, its tags the discriminants cut to a
/// byte, which the Reference does not promise.
#[derive(Clone, Copy, PartialEq, Debug)]
pub enum Plain {
    Low = -2,
    Zero = 0,
    High = 100,
}

transmutable::__fieldless_byte_enum!(Plain "Plain" "0:plain-by-hand" [Low Zero High] false false false false);

/// `repr(i8)`, also without the derive.
#[derive(Clone, Copy, PartialEq, Debug)]
#[repr(i8)]
pub enum Mixed {
    A = -127,
    B,
}

transmutable::__fieldless_byte_enum!(Mixed "Mixed" "0:mixed-by-hand" [A B] false false false false);

/// One byte of any value: the bytes its values are given hold, not what
/// any cast names.
#[derive(Clone, Copy, PartialEq, Debug)]
#[repr(transparent)]
pub struct Odd(u8);

// SAFETY: one byte long, a `u8`, which every value initializes.
unsafe impl OneInitializedByte for Odd {}

// SAFETY: described by the function under test from the values `Odd(0x80)`
// and `Odd(3)`: a test's claim that these are its only values, which no
// code here breaks.
unsafe impl Layout for Odd {
    const REFERENT: Referent = {
        static DESCRIBED: FieldlessByteEnum = fieldless_one_byte_enum_held::<Odd, 2>(
            &DESCRIBED,
            "Odd",
            &[Odd(0x80), Odd(3)],
            "0:odd",
            false,
            false,
            false,
            false,
        );
        DESCRIBED.referent
    };
}

// SAFETY: holds no reference.
unsafe impl<'a> Lifetime<'a> for Odd {}

/// The bytes `T` accepts, from its description by the run-time validator.
fn accepted<T: Layout>() -> Vec<u8> {
    (0..=u8::MAX).filter(|&byte| try_read_from_bytes::<T>(&[byte]).is_ok()).collect()
}

#[test]
fn tags_are_the_bytes_in_memory() {
    // SAFETY: `transmute` refuses, at compile time, a type of another size
    // than `u8`'s; the one byte of a fieldless enum's value is its tag,
    // initialized, so a valid `u8`.
    let plain = [Plain::Low, Plain::Zero, Plain::High].map(|value| unsafe { core::mem::transmute::<Plain, u8>(value) });
    // SAFETY: as above.
    let mixed = [Mixed::A, Mixed::B].map(|value| unsafe { core::mem::transmute::<Mixed, u8>(value) });
    let sorted = |mut bytes: Vec<u8>| {
        bytes.sort_unstable();
        bytes
    };
    assert_eq!(accepted::<Plain>(), sorted(plain.to_vec()));
    assert_eq!(accepted::<Mixed>(), sorted(mixed.to_vec()));
    assert_eq!(accepted::<Odd>(), [3, 0x80]);
}

#[test]
fn verdicts_from_the_contract() {
    let (n, v) = (Assume::NOTHING, Assume::VALIDITY);
    assert!(is_transmutable::<Plain, u8>(n));
    assert!(!is_transmutable::<u8, Plain>(n));
    assert!(is_transmutable::<u8, Plain>(v));
    assert!(!is_transmutable::<bool, Plain>(n));
    assert!(is_transmutable::<Mixed, u8>(n));
    assert!(!is_transmutable::<Mixed, bool>(n));
    // `Odd`'s bytes are 3 and 0x80: no `bool`, and neither of `Mixed`'s.
    assert!(is_transmutable::<Odd, u8>(n));
    assert!(!is_transmutable::<Odd, bool>(n));
    assert!(!is_transmutable::<bool, Odd>(n));
    assert!(!is_transmutable::<Odd, Mixed>(n));
    assert!(is_transmutable::<Mixed, Mixed>(n));
}

#[test]
fn read_as_the_macro_describes() {
    assert_eq!(try_read_from_bytes::<Plain>(&[0xFE]).ok(), Some(Plain::Low));
    assert_eq!(try_read_from_bytes::<Plain>(&[100]).ok(), Some(Plain::High));
    assert!(try_read_from_bytes::<Plain>(&[1]).is_err());
    assert_eq!(try_read_from_bytes::<Mixed>(&[0x82]).ok(), Some(Mixed::B));
    assert_eq!(try_read_from_bytes::<Odd>(&[0x80]).ok(), Some(Odd(0x80)));
}

/// The reading is a `const fn`, which run-time code may call too: the
/// same values read at run time (under Miri, `cargo +nightly miri test
/// --test fieldless_enum_by_hand`, a read it checks).
#[test]
fn read_at_run_time_too() {
    static HELD: FieldlessByteEnum =
        fieldless_one_byte_enum_held::<Odd, 2>(&HELD, "Odd", &[Odd(0x80), Odd(3)], "0:odd", false, false, false, false);
    let values = std::hint::black_box([Odd(7), Odd(0xFF), Odd(0)]);
    let _ = fieldless_one_byte_enum_held::<Odd, 3>(&HELD, "Odd", &values, "0:odd", false, false, false, false);
}
