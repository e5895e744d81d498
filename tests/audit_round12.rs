//! Adversarial probes, round 12: compile-time verdicts where descriptions
//! and the walk were made cheaper for const evaluation: wide enums' loops
//! over their variants (sums, layouts, acceptance, discriminants counted
//! on), a field's piece made in place, the patterns of `char` compared by
//! an identity, bytes without a live pointer, a scalar's zero pattern; a
//! union's fields read at a byte without a search where a field is one run,
//! its own padding and what is left past a field's end read in one pass,
//! and `one_type` comparing sizes first.
//!
//! Every case is asked twice, in an inline `const` block (evaluated when
//! the test compiles, as a check is) and at run time, and held to a verdict
//! from the contract, each also measured on nightly `TransmuteFrom`
//! (rustc 1.101.0-nightly 2026-10-29, with `Assume::SAFETY`) by a program
//! of these definitions, one function per case. They agree but for:
//!
//! - `Pw -> [u8; 8]` under `VALIDITY`: nightly says yes; no value of `Pw`
//!   initializes all 8 bytes (each variant leaves padding after its tag
//!   or after its field), so no `Pw` is a `[u8; 8]`, and the contract's
//!   `VALIDITY` asks for some.
//! - `CharsNz -> CharsNz`: nightly does not support `NonZero` fields.
//! - `[u8; 2] -> UA` and `ByteMaybeBool -> UA`: nightly reads field `a`
//!   with byte 1 as its padding;
//!   a destination union takes what safe code leaves in it, and no write
//!   leaves a value other than 0 or 1 at byte 1 (KNOWN_DIFFERENCES.md).
//!
//! All zeros are asked of the same types through the `FromZeros`
//! capability's verdict, evaluated as a constant.
//!
//! None of these found a wrong verdict. One limit was found beside them,
//! the compiler's: `#[repr(i8)] enum E { V0 = -128, V1, ..., V128, ... }`
//! cannot derive `Layout`, as rustc 1.95 (and nightly 2026-10-29) fails to
//! evaluate `E::V128 as i128` in a constant ("attempt to compute
//! `i8::MIN + i8::MIN`, which would overflow"): it adds the offset from
//! the written discriminant in `i8`. The derive asks that cast of a
//! fieldless enum's every variant, so such an enum is a compile error;
//! `I256` here writes a discriminant every hundred variants.
//!
//! Union sources hold what safe code can leave in them (a field written by
//! a union expression leaves the bytes past its end uninitialized); on the
//! cases here nightly's one-whole-field reading gives the same verdicts.

#![forbid(unsafe_code)]
#![allow(dead_code)]

use core::mem::MaybeUninit;
use transmutable::{is_transmutable, Assume};

#[path = "audit_round12/more.rs"]
mod more;
#[path = "audit_round12/small.rs"]
mod small;
#[path = "audit_round12/unions_in_wide.rs"]
mod unions_in_wide;
#[path = "audit_round12/wide.rs"]
mod wide;

use more::*;
use small::*;
use unions_in_wide::*;
use wide::*;

/// The verdict on `$s -> $d` under `Assume::$a`, asked in a `const` block
/// and at run time, against `$expected`; a wrong one is pushed on `$wrong`.
macro_rules! case {
    ($wrong:ident, $s:ty, $d:ty, $a:ident, $expected:expr) => {{
        let at_compile_time = const { is_transmutable::<$s, $d>(Assume::$a) };
        let at_run_time = is_transmutable::<$s, $d>(Assume::$a);
        if at_compile_time != $expected || at_run_time != $expected {
            $wrong.push(format!(
                "{} -> {} ({}): expected {}, const {}, run time {}",
                stringify!($s),
                stringify!($d),
                stringify!($a),
                $expected,
                at_compile_time,
                at_run_time
            ));
        }
    }};
}

#[test]
fn wide_fieldless_enums_and_their_arrays_and_references() {
    let mut wrong = Vec::new();
    case!(wrong, u8, W256, NOTHING, true);
    case!(wrong, W256, u8, NOTHING, true);
    case!(wrong, bool, W256, NOTHING, true);
    case!(wrong, u8, W255, NOTHING, false);
    case!(wrong, u8, W255, VALIDITY, true);
    case!(wrong, W255, W256, NOTHING, true);
    case!(wrong, W256, W255, NOTHING, false);
    case!(wrong, W256, W255, VALIDITY, true);
    case!(wrong, W255, Gap200, NOTHING, false);
    case!(wrong, Gap200, W255, NOTHING, true);
    case!(wrong, Gap200, W256, NOTHING, true);
    case!(wrong, W256, Gap200, VALIDITY, true);
    case!(wrong, u16, G16, NOTHING, false);
    case!(wrong, u16, G16, VALIDITY, true);
    case!(wrong, G16, u16, NOTHING, true);
    case!(wrong, G16, [u8; 2], NOTHING, true);
    case!(wrong, [G16; 3], [u16; 3], NOTHING, true);
    case!(wrong, [u8; 8], [W256; 8], NOTHING, true);
    case!(wrong, [u8; 8], [W255; 8], NOTHING, false);
    case!(wrong, [W255; 8], [W256; 8], NOTHING, true);
    case!(wrong, [Gap200; 3], [W255; 3], NOTHING, true);
    case!(wrong, [W255; 3], [Gap200; 3], NOTHING, false);
    case!(wrong, &'static W256, &'static W256, NOTHING, true);
    case!(wrong, &'static W255, &'static W256, NOTHING, true);
    case!(wrong, &'static W256, &'static W255, NOTHING, false);
    case!(wrong, &'static [u8; 1], &'static W256, NOTHING, true);
    case!(wrong, &'static [u8; 4], &'static [W256; 4], NOTHING, true);
    case!(wrong, &'static [u8; 4], &'static [W255; 4], NOTHING, false);
    case!(wrong, &'static [Gap200; 4], &'static [W255; 4], NOTHING, true);
    case!(wrong, &'static [u8; 2], &'static G16, NOTHING, false);
    case!(wrong, &'static [G16; 2], &'static [u16; 2], NOTHING, true);
    case!(wrong, &'static G16, &'static u16, NOTHING, true);
    case!(wrong, &'static mut W256, &'static mut u8, NOTHING, true);
    case!(wrong, &'static mut W255, &'static mut u8, NOTHING, false);
    assert!(wrong.is_empty(), "wrong verdicts:\n{}", wrong.join("\n"));
}

#[test]
fn wide_enums_with_fields() {
    let mut wrong = Vec::new();
    case!(wrong, Pw, Pw, NOTHING, true);
    case!(wrong, &'static Pw, &'static Pw, NOTHING, true);
    case!(wrong, Pw, PwLoose, NOTHING, true);
    case!(wrong, PwLoose, Pw, NOTHING, false);
    case!(wrong, PwLoose, Pw, VALIDITY, true);
    case!(wrong, &'static Pw, &'static PwLoose, NOTHING, true);
    case!(wrong, &'static PwLoose, &'static Pw, NOTHING, false);
    case!(wrong, Pw, [u8; 8], NOTHING, false);
    case!(wrong, Pw, [u8; 8], VALIDITY, false);
    case!(wrong, Pw, [u8; 1], NOTHING, true);
    case!(wrong, Pw, u8, NOTHING, true);
    case!(wrong, [u8; 8], Pw, NOTHING, false);
    case!(wrong, [u8; 8], Pw, VALIDITY, true);
    case!(wrong, Pw16, Pw16, NOTHING, true);
    case!(wrong, Pw16, Pw16Loose, NOTHING, true);
    case!(wrong, Pw16Loose, Pw16, NOTHING, false);
    case!(wrong, Pw16Loose, Pw16, VALIDITY, true);
    case!(wrong, &'static Pw16, &'static Pw16, NOTHING, true);
    case!(wrong, &'static Pw16Loose, &'static Pw16, NOTHING, false);
    case!(wrong, Pw16, u16, NOTHING, true);
    case!(wrong, u16, Pw16, NOTHING, false);
    case!(wrong, u16, Pw16, VALIDITY, true);
    case!(wrong, u8, Pw, NOTHING, false);
    case!(wrong, u8, Pw, VALIDITY, true);
    case!(wrong, [Pw; 2], [PwLoose; 2], NOTHING, true);
    case!(wrong, [PwLoose; 2], [Pw; 2], NOTHING, false);
    assert!(wrong.is_empty(), "wrong verdicts:\n{}", wrong.join("\n"));
}

#[test]
fn chars_in_arrays_and_structs() {
    let mut wrong = Vec::new();
    case!(wrong, [char; 4], [u32; 4], NOTHING, true);
    case!(wrong, [u32; 4], [char; 4], NOTHING, false);
    case!(wrong, [u32; 4], [char; 4], VALIDITY, true);
    case!(wrong, Chars, [char; 4], NOTHING, true);
    case!(wrong, CharsButOne, Chars, NOTHING, false);
    case!(wrong, Chars, CharsButOne, NOTHING, true);
    case!(wrong, CharsNz, Chars, NOTHING, false);
    case!(wrong, Chars, CharsNz, NOTHING, false);
    case!(wrong, CharsNz, CharsNz, NOTHING, true);
    case!(wrong, [char; 64], [u32; 64], NOTHING, true);
    case!(wrong, [u32; 64], [char; 64], NOTHING, false);
    case!(wrong, &'static [char; 4], &'static [u32; 4], NOTHING, true);
    case!(wrong, &'static [u32; 4], &'static [char; 4], NOTHING, false);
    case!(wrong, &'static Chars, &'static [char; 4], NOTHING, true);
    case!(wrong, &'static CharsButOne, &'static Chars, NOTHING, false);
    case!(wrong, UShort, u8, NOTHING, true);
    assert!(wrong.is_empty(), "wrong verdicts:\n{}", wrong.join("\n"));
}

#[test]
fn unions_of_runs_padding_nesting_and_zero_sized_fields() {
    let mut wrong = Vec::new();
    case!(wrong, UShort, [u8; 2], NOTHING, false);
    case!(wrong, UShort, [MaybeUninit<u8>; 2], NOTHING, true);
    case!(wrong, [u8; 2], UShort, NOTHING, true);
    case!(wrong, u8, UShort, NOTHING, true);
    case!(wrong, UBoolWide, u16, NOTHING, false);
    case!(wrong, UBoolWide, bool, NOTHING, false);
    case!(wrong, UBoolWide, u8, NOTHING, true);
    case!(wrong, UBoolWide, [u8; 2], NOTHING, false);
    case!(wrong, u16, UBoolWide, NOTHING, true);
    case!(wrong, bool, UBoolWide, NOTHING, true);
    case!(wrong, u8, UBoolWide, NOTHING, false);
    case!(wrong, UPadX, [u8; 4], NOTHING, false);
    case!(wrong, UPadX, P, NOTHING, true);
    case!(wrong, UPadBX, PB, NOTHING, false);
    case!(wrong, UPadBX, PB, VALIDITY, true);
    case!(wrong, UPadBy, PB, NOTHING, false);
    case!(wrong, UPadBy, bool, NOTHING, true);
    case!(wrong, UPadBy, PB, VALIDITY, true);
    case!(wrong, PB, UPadBy, NOTHING, true);
    case!(wrong, bool, UPadBy, NOTHING, true);
    case!(wrong, [u8; 4], UPadBX, NOTHING, true);
    case!(wrong, [u8; 4], UPadBy, NOTHING, false);
    case!(wrong, Outer, u16, NOTHING, false);
    case!(wrong, Outer, u8, NOTHING, true);
    case!(wrong, Outer, Inner, NOTHING, true);
    case!(wrong, Inner, Outer, NOTHING, true);
    case!(wrong, u8, Outer, NOTHING, true);
    case!(wrong, OuterB, [bool; 2], NOTHING, false);
    case!(wrong, OuterB, bool, NOTHING, true);
    case!(wrong, OuterB, InnerB, NOTHING, true);
    case!(wrong, [bool; 2], OuterB, NOTHING, true);
    case!(wrong, [u8; 2], OuterB, NOTHING, false);
    case!(wrong, [u8; 2], OuterB, VALIDITY, true);
    case!(wrong, EU, EU, NOTHING, true);
    case!(wrong, &'static EU, &'static EU, NOTHING, true);
    case!(wrong, EU, [u8; 1], NOTHING, true);
    case!(wrong, EU, [u8; 2], NOTHING, false);
    case!(wrong, EU, u8, NOTHING, true);
    case!(wrong, [u8; 4], EU, NOTHING, false);
    case!(wrong, [u8; 4], EU, VALIDITY, true);
    case!(wrong, [u8; 2], EU, VALIDITY, true);
    case!(wrong, UZ, u8, NOTHING, false);
    case!(wrong, UZ, MaybeUninit<u8>, NOTHING, true);
    case!(wrong, u8, UZ, NOTHING, true);
    case!(wrong, (), UZ, NOTHING, true);
    case!(wrong, UZ2, bool, NOTHING, false);
    case!(wrong, bool, UZ2, NOTHING, true);
    case!(wrong, SU, SU, NOTHING, true);
    case!(wrong, SU, [u8; 5], NOTHING, false);
    case!(wrong, [bool; 5], SU, NOTHING, true);
    case!(wrong, [u8; 5], SU, NOTHING, false);
    case!(wrong, URuns, [u8; 4], NOTHING, false);
    case!(wrong, URuns, PB, NOTHING, false);
    case!(wrong, URuns, u8, NOTHING, true);
    case!(wrong, [u8; 4], URuns, NOTHING, true);
    case!(wrong, PB, URuns, NOTHING, true);
    case!(wrong, UBoolRuns, [bool; 2], NOTHING, true);
    case!(wrong, UBoolRuns, TwoBools, NOTHING, true);
    case!(wrong, [u8; 2], UBoolRuns, NOTHING, false);
    case!(wrong, [bool; 2], UBoolRuns, NOTHING, true);
    case!(wrong, bool, UBoolRuns, NOTHING, false);
    case!(wrong, &'static UBoolRuns, &'static [bool; 2], NOTHING, true);
    case!(wrong, &'static [bool; 2], &'static UBoolRuns, NOTHING, true);
    case!(wrong, &'static URuns, &'static [u8; 4], NOTHING, false);
    assert!(wrong.is_empty(), "wrong verdicts:\n{}", wrong.join("\n"));
}
/// Structs of 64 four-byte fields whose periods are found by comparing each
/// field with the one before it, where `char`s are compared by identity.
/// Expected from the fields: a `u32` takes what a `char` does not, a
/// `NonZeroU32` takes no zero.
#[test]
fn periods_of_char_fields() {
    let mut wrong = Vec::new();
    case!(wrong, C64, [char; 64], NOTHING, true);
    case!(wrong, [char; 64], C64, NOTHING, true);
    case!(wrong, C64Off, [char; 64], NOTHING, false);
    case!(wrong, C64Off, [char; 64], VALIDITY, true);
    case!(wrong, [char; 64], C64Off, NOTHING, true);
    case!(wrong, C64Off, C64, NOTHING, false);
    case!(wrong, C64, C64Off, NOTHING, true);
    case!(wrong, C64Alt, C64, NOTHING, false);
    case!(wrong, C64, C64Alt, NOTHING, true);
    case!(wrong, C64Alt, C64Off, NOTHING, false);
    case!(wrong, [u32; 64], C64, NOTHING, false);
    case!(wrong, C64Nz, C64, NOTHING, false);
    case!(wrong, C64, C64Nz, NOTHING, false);
    case!(wrong, C64Nz, C64Nz, NOTHING, true);
    case!(wrong, &'static C64, &'static [char; 64], NOTHING, true);
    case!(wrong, &'static C64Off, &'static C64, NOTHING, false);
    case!(wrong, &'static [char; 64], &'static C64Alt, NOTHING, true);
    case!(wrong, &'static C64Alt, &'static [char; 64], NOTHING, false);
    assert!(wrong.is_empty(), "wrong verdicts:\n{}", wrong.join("\n"));
}

/// Wide enums of `i8` (all 256 values, and 228 from -100), a union of a
/// run padded to two bytes, of `MaybeUninit`, and a union with a field
/// shorter than it inside a struct and a variant.
#[test]
fn wide_enums_of_i8_and_unions_in_structs_and_variants() {
    let mut wrong = Vec::new();
    case!(wrong, u8, I256, NOTHING, true);
    case!(wrong, I256, u8, NOTHING, true);
    case!(wrong, &'static [u8; 3], &'static [I256; 3], NOTHING, true);
    case!(wrong, u8, I228, NOTHING, false);
    case!(wrong, u8, I228, VALIDITY, true);
    case!(wrong, I228, I256, NOTHING, true);
    case!(wrong, I256, I228, NOTHING, false);
    case!(wrong, bool, I228, NOTHING, true);
    case!(wrong, I228, W256, NOTHING, true);
    case!(wrong, W255, I256, NOTHING, true);
    case!(wrong, &'static I228, &'static I228, NOTHING, true);
    case!(wrong, UA, [u8; 2], NOTHING, false);
    case!(wrong, UA, u8, NOTHING, true);
    case!(wrong, UA, bool, NOTHING, false);
    // Nightly takes it (field `a`, byte 1 as its padding); a destination
    // union takes only what safe code leaves in it (KNOWN_DIFFERENCES.md,
    // "Unions into unions", `U7`): no write of a field leaves 2 at byte 1.
    case!(wrong, [u8; 2], UA, NOTHING, false);
    case!(wrong, [u8; 2], UA, VALIDITY, true);
    case!(wrong, [bool; 2], UA, VALIDITY, true);
    // Safe writes leave in `UA` any byte, then uninit (`a` whole) or a
    // `bool` (`b`, then `a.x`): `[u8; 2]` is too much, `ByteBool` is not;
    // nightly takes `ByteMaybeBool -> UA` (field `a`, its padding), as it
    // takes `[u8; 2] -> UA`.
    case!(wrong, ByteBool, UA, NOTHING, true);
    case!(wrong, UA, ByteBool, NOTHING, false);
    case!(wrong, UA, ByteMaybeBool, NOTHING, true);
    case!(wrong, ByteMaybeBool, UA, NOTHING, false);
    case!(wrong, u8, UA, NOTHING, true);
    case!(wrong, [bool; 2], UA, NOTHING, true);
    case!(wrong, UM, u8, NOTHING, false);
    case!(wrong, u8, UM, NOTHING, true);
    case!(wrong, [u8; 2], UM, NOTHING, true);
    case!(wrong, SN, [u8; 3], NOTHING, false);
    case!(wrong, [u8; 3], SN, NOTHING, true);
    case!(wrong, SN, [u8; 2], NOTHING, true);
    case!(wrong, [u8; 2], SN, NOTHING, true);
    case!(wrong, EU2, [u8; 4], NOTHING, false);
    case!(wrong, [u8; 4], EU2, NOTHING, false);
    case!(wrong, [u8; 4], EU2, VALIDITY, true);
    case!(wrong, EU2, EU2, NOTHING, true);
    case!(wrong, &'static EU2, &'static EU2, NOTHING, true);
    case!(wrong, EU2, [u8; 2], NOTHING, true);
    case!(wrong, EU2, [u8; 3], NOTHING, false);
    assert!(wrong.is_empty(), "wrong verdicts:\n{}", wrong.join("\n"));
}

/// Wide enums whose variants hold unions with fields shorter than them,
/// against twins with a field whole in place of each union.
#[test]
fn wide_enums_with_unions_in_their_variants() {
    let mut wrong = Vec::new();
    case!(wrong, PwU, PwU, NOTHING, true);
    case!(wrong, &'static PwU, &'static PwU, NOTHING, true);
    case!(wrong, PwU, [u8; 1], NOTHING, true);
    case!(wrong, PwU, [u8; 2], NOTHING, false);
    case!(wrong, [u8; 4], PwU, NOTHING, false);
    case!(wrong, [u8; 4], PwU, VALIDITY, true);
    case!(wrong, PwU, PwUB, NOTHING, false);
    case!(wrong, PwU, PwUB, VALIDITY, true);
    case!(wrong, PwUB, PwU, NOTHING, true);
    case!(wrong, PwU, PwUS, NOTHING, false);
    case!(wrong, PwUS, PwU, NOTHING, true);
    case!(wrong, &'static PwUS, &'static PwU, NOTHING, true);
    case!(wrong, &'static PwU, &'static PwUS, NOTHING, false);
    case!(wrong, [PwU; 2], [PwU; 2], NOTHING, true);
    assert!(wrong.is_empty(), "wrong verdicts:\n{}", wrong.join("\n"));
}

/// Whether all zeros are a value: the capability's verdict, evaluated as a
/// constant, against the types' definitions (a `char` and a `bool` take 0,
/// a `NonZero` does not, an enum takes it where a variant of tag 0 does,
/// a union where a field written whole as zeros leaves zeros).
#[test]
fn all_zeros_where_a_zero_pattern_is_found() {
    let mut wrong = Vec::new();
    macro_rules! zeros {
        ($t:ty, $expected:expr) => {{
            let verdict = const { transmutable::__private::Verdict::<$t>::FROM_ZEROS };
            if verdict != $expected {
                wrong.push(format!("{}: all zeros expected {}, got {}", stringify!($t), $expected, verdict));
            }
        }};
    }
    zeros!(char, true);
    zeros!([char; 4], true);
    zeros!(Chars, true);
    zeros!(C64, true);
    zeros!(C64Alt, true);
    zeros!(core::num::NonZeroU32, false);
    zeros!(CharsNz, false);
    zeros!(C64Nz, false);
    zeros!(W256, true);
    zeros!(W255, true);
    zeros!(Gap200, true);
    zeros!(G16, false);
    zeros!([G16; 2], false);
    zeros!(I256, true);
    zeros!(I228, true);
    zeros!(Pw, true);
    zeros!(Pw16, true);
    zeros!(ZeroTagNonZero, false);
    zeros!(ZeroTagChar, true);
    zeros!(UShort, true);
    zeros!(UBoolWide, true);
    zeros!(UZ, true);
    zeros!(UZ2, true);
    zeros!(EU, true);
    zeros!(EU2, true);
    zeros!(PwU, true);
    zeros!(SN, true);
    assert!(wrong.is_empty(), "wrong verdicts:\n{}", wrong.join("\n"));
}
