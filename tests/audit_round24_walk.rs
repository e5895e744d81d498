//! Adversarial probes, round 24: the walk's shortcuts (`query/nested.rs`,
//! and the bytes of a destination that take anything, moved over whole):
//!
//! - the same nested bytes ahead of both cursors, moved over at once, as
//!   many copies as both hold: here beside bytes of one shape and other
//!   values (an enum whose payload is a `Three` where the other's is a
//!   `Two`), shifted by a byte, alike variants (whose tag the walk
//!   widens), variants with padding, and inside an enum's variant on the
//!   destination's side;
//! - at a destination's branch, the rest of a walk settled where the source
//!   is initialized bytes to the end and the destination takes every
//!   initialized byte string (a union with a dense field): not where the
//!   source leaves padding further on;
//! - bytes of a destination that take anything (`MaybeUninit<u8>`)
//!   moved over by the source whole where they end at a cut of it: not
//!   where they end inside an enum whose tag decides what the next byte
//!   holds.
//!
//! The verdicts are the contract's, computed from a model of each type as
//! the set of its values (`tests/model/mod.rs`): a list of alternatives,
//! each a product of byte sets (256 values and "uninitialized"; a source's
//! padding holds only the latter, a destination's takes anything). Structs
//! and arrays are products of their fields' alternatives, an enum the union
//! of its variants'. `Src -> Dst` holds when the set of source values over
//! the destination's bytes lies within the union of the destination's
//! alternatives (decided exactly, byte by byte, by which alternatives take
//! each value); under `Assume::VALIDITY`, when some source value lies
//! within some destination alternative. Every pair of the types below is
//! asked both ways, under both.

#![forbid(unsafe_code)]
#![allow(dead_code)]

use core::mem::MaybeUninit;

use transmutable::{is_transmutable, Assume, Layout};

mod model;

use model::*;

#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum Two {
    A = 0,
    B = 1,
}

#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum Three {
    A = 0,
    B = 1,
    C = 2,
}

/// A branch of two bytes: tag 0 then a `Two`, or tag 1 then any byte.
#[derive(Layout, Clone, Copy)]
#[repr(C, u8)]
pub enum Ie {
    A(Two) = 0,
    B(u8) = 1,
}

/// [`Ie`] with one set wider: the same shape, pieces and facts.
#[derive(Layout, Clone, Copy)]
#[repr(C, u8)]
pub enum Ie3 {
    A(Three) = 0,
    B(u8) = 1,
}

/// Variants alike after their tags.
#[derive(Layout, Clone, Copy)]
#[repr(C, u8)]
pub enum Iw {
    A(u8) = 0,
    B(u8) = 1,
}

/// A variant with padding after its tag.
#[derive(Layout, Clone, Copy)]
#[repr(C, u8)]
pub enum Ip {
    A(Two) = 0,
    B = 1,
}

/// A variant that may leave its byte uninitialized.
#[derive(Layout, Clone, Copy)]
#[repr(C, u8)]
pub enum Iu {
    A(MaybeUninit<u8>) = 0,
    B(u8) = 1,
}

/// A union with a dense field: every initialized byte string, as a
/// source and as a destination.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union Uw {
    pub a: Ie,
    pub b: [u8; 2],
}

macro_rules! record {
    ($($name:ident($($field:ty),*);)*) => {$(
        #[derive(Layout)]
        #[repr(C)]
        pub struct $name($(pub $field),*);
    )*};
}

record! {
    O1([Ie; 3], Two);
    O2([Ie3; 3], Two);
    O3(Ie, [Ie; 2], Two);
    O4([Ie; 2], Ie3, Two);
    O5(Two, [Ie; 3]);
    O6([Iw; 3], u8);
    O7([Ip; 3], Two);
    O8([Iu; 3], Two);
    O9([Ie; 3], MaybeUninit<u8>);
    O10([u8; 7]);
    O11([MaybeUninit<u8>; 7]);
    O12([Ie; 2], [u8; 3]);
    O13([Ie; 3], Three);
    O14(u8, [Iw; 3]);
    O15([Uw; 3], Two);
    O16(Two, [Uw; 3]);
    O17([MaybeUninit<u8>; 5], Two, u8);
    O18([MaybeUninit<u8>; 4], Ie, u8);
    O19([MaybeUninit<u8>; 1], [Ie; 3]);
    L1([Ie; 11], Ie3);
    L2([[Ie; 2]; 6]);
    L3([[Ie; 4]; 3]);
    L4([Ie; 12]);
    L5([[Ie; 3]; 3], [Ie; 2], Ie3);
    L6(Ie, [[Ie; 2]; 5], Ie3);
}

/// An enum whose variants hold the nested bytes, on either side.
#[derive(Layout)]
#[repr(C, u8)]
pub enum T1 {
    A([Ie; 3]) = 0,
    B([u8; 6]) = 1,
}

#[derive(Layout)]
#[repr(C, u8)]
pub enum T2 {
    A([Ie; 3]) = 0,
    B([Ie3; 3]) = 1,
}

fn models() -> Vec<(&'static str, Model)> {
    let ie = enumeration(&[(0, one(&[TWO])), (1, one(&[ANY]))]);
    let ie3 = enumeration(&[(0, one(&[THREE])), (1, one(&[ANY]))]);
    let iw = enumeration(&[(0, one(&[ANY])), (1, one(&[ANY]))]);
    let ip = enumeration(&[(0, one(&[TWO])), (1, one(&[]))]);
    let iu = enumeration(&[(0, one(&[MAYBE])), (1, one(&[ANY]))]);
    let uw = one(&[ANY, ANY]);
    let (two, three, any, maybe) = (one(&[TWO]), one(&[THREE]), one(&[ANY]), one(&[MAYBE]));
    vec![
        ("O1", record(&[array(&ie, 3), two.clone()])),
        ("O2", record(&[array(&ie3, 3), two.clone()])),
        ("O3", record(&[ie.clone(), array(&ie, 2), two.clone()])),
        ("O4", record(&[array(&ie, 2), ie3.clone(), two.clone()])),
        ("O5", record(&[two.clone(), array(&ie, 3)])),
        ("O6", record(&[array(&iw, 3), any.clone()])),
        ("O7", record(&[array(&ip, 3), two.clone()])),
        ("O8", record(&[array(&iu, 3), two.clone()])),
        ("O9", record(&[array(&ie, 3), maybe.clone()])),
        ("O10", array(&any, 7)),
        ("O11", array(&maybe, 7)),
        ("O12", record(&[array(&ie, 2), array(&any, 3)])),
        ("O13", record(&[array(&ie, 3), three.clone()])),
        ("O14", record(&[any.clone(), array(&iw, 3)])),
        ("O15", record(&[array(&uw, 3), two.clone()])),
        ("O16", record(&[two.clone(), array(&uw, 3)])),
        ("O17", record(&[array(&maybe, 5), two.clone(), any.clone()])),
        ("O18", record(&[array(&maybe, 4), ie.clone(), any.clone()])),
        ("O19", record(&[maybe.clone(), array(&ie, 3)])),
        ("T1", enumeration(&[(0, array(&ie, 3)), (1, array(&any, 6))])),
        ("T2", enumeration(&[(0, array(&ie, 3)), (1, array(&ie3, 3))])),
        ("L1", record(&[array(&ie, 11), ie3.clone()])),
        ("L2", array(&array(&ie, 2), 6)),
        ("L3", array(&array(&ie, 4), 3)),
        ("L4", array(&ie, 12)),
        ("L5", record(&[array(&array(&ie, 3), 3), array(&ie, 2), ie3.clone()])),
        ("L6", record(&[ie.clone(), array(&array(&ie, 2), 5), ie3.clone()])),
    ]
}

#[test]
fn the_models_have_the_types_sizes() {
    let sizes = sizes![
        O1, O2, O3, O4, O5, O6, O7, O8, O9, O10, O11, O12, O13, O14, O15, O16, O17, O18, O19, T1, T2, L1, L2, L3, L4,
        L5, L6,
    ];
    assert_sizes(&models(), &sizes);
}

#[test]
// One push a pair, written by a macro.
#[allow(clippy::vec_init_then_push)]
fn nested_settled_and_skipped_bytes_by_the_contract() {
    let mut verdicts = Vec::new();
    each_pair!(verdicts, O1, O2, O3, O4, O5, O6, O7, O8, O9, O10, O11, O12, O13, O14, O15, O16, O17, O18, O19, T1, T2,);
    let models = models();
    assert_by_the_contract(verdicts, &models, &models, &[]);
}

/// The pairs each shortcut's guard is for, written out.
#[test]
fn the_guards_of_the_walks_shortcuts() {
    // One shape, other values: a `Three` where a `Two` is taken.
    assert!(!is_transmutable::<O2, O1>(Assume::NOTHING));
    assert!(!is_transmutable::<O4, O1>(Assume::NOTHING));
    assert!(is_transmutable::<O1, O2>(Assume::NOTHING));
    // Settled at a union's branch only where the source has no padding
    // further on.
    assert!(is_transmutable::<O1, O16>(Assume::NOTHING));
    assert!(!is_transmutable::<O7, O16>(Assume::NOTHING));
    assert!(!is_transmutable::<O8, O16>(Assume::NOTHING));
    // Bytes that take anything, ending inside an enum whose tag decides
    // the next byte.
    assert!(!is_transmutable::<O1, O17>(Assume::NOTHING));
    assert!(is_transmutable::<O1, O18>(Assume::NOTHING));
    assert!(!is_transmutable::<O4, O18>(Assume::NOTHING));
    // Copies moved over at once, then periods: an array's index left at
    // the first copy moved over counted the copies as ahead still, and
    // the period ran past the source's array over its `Ie3`, whose
    // `Three` may hold 2 where the destination's `Two` takes 0..=1 (the
    // `L` types, modelled above, are too many values for the search of
    // every pair).
    assert!(!is_transmutable::<L1, L2>(Assume::NOTHING));
    assert!(!is_transmutable::<L1, L3>(Assume::NOTHING));
    assert!(is_transmutable::<L2, L1>(Assume::NOTHING));
    assert!(is_transmutable::<L3, L2>(Assume::NOTHING));
}

/// The same, a million elements long, checked by the compiler: the
/// copies and periods still move over them in few steps, and stop at the
/// source's `Ie3`.
#[derive(Layout)]
#[repr(C)]
pub struct Million(pub [Ie; (1 << 20) - 1], pub Ie3, pub Two);

#[derive(Layout)]
#[repr(C)]
pub struct MillionPairs(pub [[Ie; 2]; 1 << 19], pub Two);

const _: () = assert!(!is_transmutable::<Million, MillionPairs>(Assume::NOTHING));
const _: () = assert!(is_transmutable::<MillionPairs, Million>(Assume::NOTHING));
