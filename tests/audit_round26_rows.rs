//! Adversarial probes, round 26: rows of named scalars (`char`s back to
//! back: a struct of `char` fields, arrays of `char`s), whose pairs the
//! facts answer without the walk (`shortcuts::named_scalars_fit`) where
//! they have more edges than the general bound allows. Each pair's verdict
//! comes from the contract: a `char` takes 0..=0xD7FF and 0xE000..=0x10FFFF,
//! a `NonZeroU32` all but zero, padding nothing initialized as a source;
//! a shared reference may not gain or lose an `UnsafeCell`, and `&mut`
//! writes the destination's values back into the source.

#![forbid(unsafe_code)]
#![allow(dead_code)]

use core::cell::Cell;
use core::num::NonZeroU32;

use transmutable::{decide_mut, decide_ref, is_transmutable, Assume, Layout};

macro_rules! chars_struct {
    ($name:ident, $($field:ident)*) => {
        #[derive(Layout, Clone, Copy)]
        #[repr(C)]
        pub struct $name {
            $(pub $field: char,)*
        }
    };
}

chars_struct!(Chars64,
    a0 a1 a2 a3 a4 a5 a6 a7 b0 b1 b2 b3 b4 b5 b6 b7 c0 c1 c2 c3 c4 c5 c6 c7 d0 d1 d2 d3 d4 d5 d6 d7
    e0 e1 e2 e3 e4 e5 e6 e7 f0 f1 f2 f3 f4 f5 f6 f7 g0 g1 g2 g3 g4 g5 g6 g7 h0 h1 h2 h3 h4 h5 h6 h7);

/// A `char` and four bytes of padding.
#[derive(Layout, Clone, Copy)]
#[repr(C, align(8))]
pub struct Spaced(pub char);

/// 64 `char`s, then a `NonZeroU32`: a destination whose last scalar is of
/// other patterns.
#[derive(Layout)]
#[repr(C)]
pub struct CharsThenNonZero {
    pub chars: [char; 63],
    pub last: NonZeroU32,
}

/// 63 `char`s and four bytes of padding: as large as 64.
#[derive(Layout)]
#[repr(C, align(256))]
pub struct Chars63Padded {
    pub chars: [char; 63],
}

/// A `char` that keeps an invariant of its own (a private field).
#[derive(Layout, Clone, Copy)]
#[repr(transparent)]
pub struct Letter(char);

#[derive(Layout)]
#[repr(C, packed)]
pub struct PackedChars {
    pub chars: [char; 64],
}

#[derive(Layout)]
#[repr(C)]
pub union CharsOrWords {
    pub chars: [char; 64],
    pub words: [u32; 64],
}

/// The pairs by value, and through `&` and `&mut`, as the contract has them.
#[test]
fn rows_of_chars_by_the_contract() {
    let n = Assume::NOTHING;
    // Every `char` is initialized bytes.
    assert!(is_transmutable::<Chars64, [u32; 64]>(n));
    assert!(is_transmutable::<[char; 64], [u8; 256]>(n));
    assert!(is_transmutable::<PackedChars, [u32; 64]>(n));
    assert!(is_transmutable::<Chars64, Chars63Padded>(n));
    // Not every word is a `char`, nor every `char` a `NonZeroU32`, nor
    // every `NonZeroU32` a `char`.
    assert!(!is_transmutable::<[u32; 64], Chars64>(n));
    assert!(!is_transmutable::<[u32; 64], PackedChars>(n));
    assert!(!is_transmutable::<Chars64, [NonZeroU32; 64]>(n));
    assert!(!is_transmutable::<[NonZeroU32; 64], [char; 64]>(n));
    assert!(!is_transmutable::<Chars64, CharsThenNonZero>(n));
    assert!(!is_transmutable::<CharsOrWords, [char; 64]>(n));
    assert!(is_transmutable::<CharsOrWords, [u32; 64]>(n));
    // Padding is no initialized byte, and no `char`'s.
    assert!(!is_transmutable::<[Spaced; 64], [u32; 128]>(n));
    assert!(!is_transmutable::<[Spaced; 64], [char; 128]>(n));
    assert!(is_transmutable::<[Spaced; 64], [Spaced; 32]>(n));
    // Fewer or as many `char`s, never more.
    assert!(is_transmutable::<Chars64, [char; 64]>(n));
    assert!(is_transmutable::<[char; 100], Chars64>(n));
    assert!(is_transmutable::<Chars64, [[char; 8]; 7]>(n));
    assert!(!is_transmutable::<[char; 63], Chars64>(n));
    // A `char` of invariants of its own takes `char`s only assumed safe.
    assert!(!is_transmutable::<Chars64, [Letter; 64]>(n));
    assert!(is_transmutable::<Chars64, [Letter; 64]>(Assume::SAFETY));
    assert!(is_transmutable::<[Letter; 64], Chars64>(n));
    // A cell by value is its value.
    assert!(is_transmutable::<[Cell<char>; 64], [char; 64]>(n));
    assert!(is_transmutable::<[char; 64], [Cell<char>; 64]>(n));
}

#[test]
fn references_to_rows_of_chars_by_the_contract() {
    let n = Assume::NOTHING;
    assert!(decide_ref::<Chars64, [u32; 64]>(n).is_transmutable());
    assert!(decide_ref::<Chars64, [char; 64]>(n).is_transmutable());
    assert!(!decide_ref::<[u32; 64], Chars64>(n).is_transmutable());
    // `&mut` writes every word back: not every word is a `char`.
    assert!(!decide_mut::<Chars64, [u32; 64]>(n).is_transmutable());
    assert!(!decide_mut::<[u32; 64], Chars64>(n).is_transmutable());
    assert!(decide_mut::<Chars64, [char; 64]>(n).is_transmutable());
    assert!(decide_mut::<[char; 64], Chars64>(n).is_transmutable());
    // Fewer `char`s through `&mut`: every value written back is one.
    assert!(decide_mut::<Chars64, [char; 32]>(n).is_transmutable());
    // A shared reference neither gains nor loses a cell.
    assert!(!decide_ref::<[Cell<char>; 64], [char; 64]>(n).is_transmutable());
    assert!(!decide_ref::<[char; 64], [Cell<char>; 64]>(n).is_transmutable());
    assert!(!decide_ref::<[Cell<char>; 64], Chars64>(n).is_transmutable());
    assert!(!decide_ref::<Chars64, [Cell<char>; 64]>(n).is_transmutable());
    assert!(decide_mut::<[Cell<char>; 64], [char; 64]>(n).is_transmutable());
    // Alignment: a `char` of padding after it is aligned to 8.
    assert!(!decide_ref::<Chars64, [Spaced; 32]>(n).is_transmutable());
    // A `Letter` keeps its invariant through `&mut` too.
    assert!(!decide_mut::<[Letter; 64], Chars64>(n).is_transmutable());
    assert!(decide_ref::<[Letter; 64], Chars64>(n).is_transmutable());
}
