//! Adversarial probes, round 18: recognizing one type, and periods of
//! named scalars (a run of `char`s compared with the first of them, each
//! field's kind matched on its own). Structs of `char`s against structs
//! that differ from them in one field only: its type (a `u32`, a
//! `NonZero<u32>`), a cell, an atomic, a private field, placed where a
//! period of `char`s must stop. Expected verdicts from the contract (a
//! `char` is `0..=0xD7FF` or `0xE000..=0x10FFFF`; a shared reference must
//! neither gain nor lose cells; a private field needs `Assume::SAFETY`).
//! Held.

#![forbid(unsafe_code)]

use core::cell::Cell;
use core::num::NonZero;
use core::sync::atomic::AtomicU32;
use transmutable::{decide_ref, is_transmutable, Assume, Layout};

#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct Chars {
    pub a: char,
    pub b: char,
    pub c: char,
    pub d: char,
    pub e: char,
    pub f: char,
    pub g: char,
    pub h: char,
}

/// `Chars` but for its sixth field.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct SixthU32 {
    pub a: char,
    pub b: char,
    pub c: char,
    pub d: char,
    pub e: char,
    pub f: u32,
    pub g: char,
    pub h: char,
}

#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct SixthNonZero {
    pub a: char,
    pub b: char,
    pub c: char,
    pub d: char,
    pub e: char,
    pub f: NonZero<u32>,
    pub g: char,
    pub h: char,
}

#[derive(Layout)]
#[repr(C)]
pub struct LastCell {
    pub a: char,
    pub b: char,
    pub c: char,
    pub d: char,
    pub e: char,
    pub f: char,
    pub g: char,
    pub h: Cell<char>,
}

#[derive(Layout)]
#[repr(C)]
pub struct ThirdAtomic {
    pub a: char,
    pub b: char,
    pub c: AtomicU32,
    pub d: char,
    pub e: char,
    pub f: char,
    pub g: char,
    pub h: char,
}

/// `Chars` with one private field: its module may keep an invariant.
mod sealed {
    #[derive(transmutable::Layout, Clone, Copy)]
    #[repr(C)]
    pub struct Private {
        pub a: char,
        pub b: char,
        pub c: char,
        pub d: char,
        pub e: char,
        pub f: char,
        pub g: char,
        h: char,
    }
}
use sealed::Private;

const fn verdicts<S: Layout + transmutable::Lifetime<'static>, D: Layout + transmutable::Lifetime<'static>>(
) -> (bool, bool, bool) {
    (
        is_transmutable::<S, D>(Assume::NOTHING),
        is_transmutable::<S, D>(Assume::VALIDITY),
        is_transmutable::<S, D>(Assume::SAFETY),
    )
}

#[test]
fn one_field_other_than_a_char_stops_the_run() {
    assert_eq!(verdicts::<Chars, Chars>(), (true, true, true));
    assert_eq!(verdicts::<Chars, SixthU32>(), (true, true, true));
    // 0xD800 in the sixth field is no `char`.
    assert_eq!(verdicts::<SixthU32, Chars>(), (false, true, false));
    // 0 is no `NonZero`, and no `char` is 0 ... but `'\0'` is.
    assert_eq!(verdicts::<Chars, SixthNonZero>(), (false, true, false));
    assert_eq!(verdicts::<SixthNonZero, Chars>(), (false, true, false));
    assert_eq!(verdicts::<[Chars; 4], [SixthU32; 4]>(), (true, true, true));
    assert_eq!(verdicts::<[SixthU32; 4], [Chars; 4]>(), (false, true, false));
    assert_eq!(verdicts::<[u32; 8], Chars>(), (false, true, false));
    assert_eq!(verdicts::<Chars, [u32; 8]>(), (true, true, true));
}

#[test]
fn a_private_field_needs_safety() {
    assert_eq!(verdicts::<Chars, Private>(), (false, false, true));
    assert_eq!(verdicts::<Private, Chars>(), (true, true, true));
    assert_eq!(verdicts::<Private, Private>(), (true, true, true));
}

#[test]
fn cells_and_atomics_behind_references() {
    assert!(!decide_ref::<Chars, LastCell>(Assume::NOTHING).is_transmutable());
    assert!(!decide_ref::<LastCell, Chars>(Assume::NOTHING).is_transmutable());
    assert!(decide_ref::<LastCell, LastCell>(Assume::NOTHING).is_transmutable());
    assert!(!decide_ref::<Chars, ThirdAtomic>(Assume::NOTHING).is_transmutable());
    assert!(!decide_ref::<ThirdAtomic, Chars>(Assume::NOTHING).is_transmutable());
    assert!(!decide_ref::<[Chars; 2], [LastCell; 2]>(Assume::NOTHING).is_transmutable());
    assert!(decide_ref::<[ThirdAtomic; 2], [ThirdAtomic; 2]>(Assume::NOTHING).is_transmutable());
}

#[test]
fn a_true_verdict_read_back() {
    let chars = Chars { a: 'a', b: 'b', c: 'c', d: 'd', e: 'e', f: 'f', g: 'g', h: '\u{10FFFF}' };
    let read: &SixthU32 = transmutable::transmute_ref(&chars);
    assert_eq!((read.f, read.h), ('f' as u32, '\u{10FFFF}'));
    let back: [u32; 8] = transmutable::transmute(chars);
    assert_eq!(back[7], 0x10FFFF);
}
