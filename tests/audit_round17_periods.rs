//! Adversarial probes, round 17: periods of `char`s (main's "the pieces
//! alike counted in one call, named scalars compared in place"). A walk
//! moves over fields alike at once, and compares two `char`s by the name
//! of their patterns, not the patterns: a struct of 64 `char` fields, the
//! same with a `u32` or a `NonZeroU32` second to last, and arrays of them.
//! Every verdict is the language's: a `char` is a `u32` below 0xD800 or in
//! 0xE000..=0x10FFFF; a `u32` is no `char`; a `NonZeroU32` is no `char`
//! and a `char` may be 0; through `&mut`, what is written back must be the
//! source's too. Held.

#![forbid(unsafe_code)]
#![allow(dead_code)]

use core::num::NonZeroU32;

use transmutable::{decide_mut, decide_ref, is_transmutable, Assume, Layout};

/// A `#[repr(C)]` struct of 64 fields, each a `char` but the one before
/// last, a `$second_to_last`.
macro_rules! sixty_four {
    ($name:ident, $second_to_last:ty) => {
        #[derive(Layout)]
        #[repr(C)]
        pub struct $name {
            pub c00: char,
            pub c01: char,
            pub c02: char,
            pub c03: char,
            pub c04: char,
            pub c05: char,
            pub c06: char,
            pub c07: char,
            pub c08: char,
            pub c09: char,
            pub c10: char,
            pub c11: char,
            pub c12: char,
            pub c13: char,
            pub c14: char,
            pub c15: char,
            pub c16: char,
            pub c17: char,
            pub c18: char,
            pub c19: char,
            pub c20: char,
            pub c21: char,
            pub c22: char,
            pub c23: char,
            pub c24: char,
            pub c25: char,
            pub c26: char,
            pub c27: char,
            pub c28: char,
            pub c29: char,
            pub c30: char,
            pub c31: char,
            pub c32: char,
            pub c33: char,
            pub c34: char,
            pub c35: char,
            pub c36: char,
            pub c37: char,
            pub c38: char,
            pub c39: char,
            pub c40: char,
            pub c41: char,
            pub c42: char,
            pub c43: char,
            pub c44: char,
            pub c45: char,
            pub c46: char,
            pub c47: char,
            pub c48: char,
            pub c49: char,
            pub c50: char,
            pub c51: char,
            pub c52: char,
            pub c53: char,
            pub c54: char,
            pub c55: char,
            pub c56: char,
            pub c57: char,
            pub c58: char,
            pub c59: char,
            pub c60: char,
            pub c61: char,
            pub c62: $second_to_last,
            pub c63: char,
        }
    };
}

sixty_four!(Chars64, char);
sixty_four!(OddOne, u32);
sixty_four!(NonZeroAt, NonZeroU32);

#[test]
fn sixty_four_chars_and_one_other() {
    let n = Assume::NOTHING;
    assert!(is_transmutable::<Chars64, [char; 64]>(n));
    assert!(is_transmutable::<[char; 64], Chars64>(n));
    assert!(is_transmutable::<Chars64, [u32; 64]>(n));
    assert!(!is_transmutable::<[u32; 64], Chars64>(n));
    assert!(!is_transmutable::<[u32; 64], [char; 64]>(n));
    // The `u32` second to last.
    assert!(is_transmutable::<[char; 64], OddOne>(n));
    assert!(is_transmutable::<Chars64, OddOne>(n));
    assert!(!is_transmutable::<OddOne, [char; 64]>(n));
    assert!(!is_transmutable::<OddOne, Chars64>(n));
    // The `NonZeroU32` second to last: no `char`, and not every `char`.
    assert!(!is_transmutable::<Chars64, NonZeroAt>(n));
    assert!(!is_transmutable::<NonZeroAt, Chars64>(n));
    assert!(is_transmutable::<NonZeroAt, OddOne>(n));
    assert!(!is_transmutable::<[char; 64], [NonZeroU32; 64]>(n));
    assert!(!is_transmutable::<[NonZeroU32; 64], [char; 64]>(n));
    assert!(is_transmutable::<[NonZeroU32; 64], [u32; 64]>(n));
    assert!(!is_transmutable::<[(char, u32); 32], [(u32, char); 32]>(n));
}

#[test]
fn written_back() {
    let n = Assume::NOTHING;
    assert!(decide_ref::<Chars64, [u32; 64]>(n).is_transmutable());
    assert!(!decide_mut::<Chars64, [u32; 64]>(n).is_transmutable());
    assert!(decide_mut::<Chars64, [char; 64]>(n).is_transmutable());
    assert!(decide_ref::<Chars64, OddOne>(n).is_transmutable());
    assert!(!decide_ref::<OddOne, Chars64>(n).is_transmutable());
    assert!(!decide_mut::<OddOne, Chars64>(n).is_transmutable());
    assert!(!decide_mut::<Chars64, OddOne>(n).is_transmutable());
    assert!(!decide_mut::<NonZeroAt, OddOne>(n).is_transmutable());
}
