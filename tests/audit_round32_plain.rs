//! Adversarial probes, round 32, of plain pairs (`query::plain`, answered
//! from one number of each type, "under any assumption") beside the pairs
//! of the same types that are not plain: a plain pair holds under every
//! combination of assumptions, and a pair that is not plain for its
//! destination's invariants, its references or its source's invariants
//! keeps each obligation until the one assumption that lifts it, at run
//! time, in constants and in `assert_transmutable!`.

#![allow(dead_code)]

use transmutable::{assert_transmutable, is_transmutable, Assume, Layout};

/// A private field: a destination carrying invariants.
#[derive(Layout)]
#[repr(C)]
pub struct Private(u16);

/// A private word: a source carrying invariants.
#[derive(Layout)]
#[repr(C)]
pub struct Hidden(usize);

/// Any initialized word, or a function: a destination that takes every
/// initialized word and holds a live pointer.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union Callback {
    pub call: fn(),
    pub word: usize,
}

/// Any initialized word, or a reference: a destination with a lifetime.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union Borrowed {
    pub borrowed: &'static u8,
    pub word: usize,
}

/// Every combination of the four assumptions.
fn every_assumption() -> Vec<Assume> {
    (0u8..16)
        .map(|bits| Assume {
            alignment: bits & 1 != 0,
            lifetimes: bits & 2 != 0,
            safety: bits & 4 != 0,
            validity: bits & 8 != 0,
        })
        .collect()
}

#[test]
fn plain_pairs_hold_under_every_assumption() {
    for assume in every_assumption() {
        assert!(is_transmutable::<u32, [u8; 4]>(assume));
        assert!(is_transmutable::<[u16; 4], u8>(assume));
        assert!(is_transmutable::<usize, Callback>(assume));
        assert!(is_transmutable::<u64, ()>(assume));
    }
}

/// Each obligation a plain pair's numbers leave to the rest of the check
/// is kept until its own assumption lifts it.
#[test]
fn each_obligation_keeps_its_assumption() {
    for assume in every_assumption() {
        // A destination's invariants: only `SAFETY`.
        assert_eq!(is_transmutable::<u16, Private>(assume), assume.safety, "u16 -> Private {assume:?}");
        // A private word handed out as a live pointer: only `SAFETY`.
        assert_eq!(is_transmutable::<Hidden, Callback>(assume), assume.safety, "Hidden -> Callback {assume:?}");
        // Into a private word, no pointer: nothing.
        assert!(is_transmutable::<Hidden, usize>(assume), "Hidden -> usize {assume:?}");
        // A reference in the destination: the bounds prove its lifetime,
        // but not under `VALIDITY`, where only `LIFETIMES` does.
        assert_eq!(
            is_transmutable::<usize, Borrowed>(assume),
            !assume.validity || assume.lifetimes,
            "usize -> Borrowed {assume:?}"
        );
        // Too large, whatever is assumed.
        assert!(!is_transmutable::<u8, u16>(assume), "u8 -> u16 {assume:?}");
        assert!(!is_transmutable::<Hidden, [u8; 16]>(assume), "Hidden -> [u8; 16] {assume:?}");
    }
}

const SAFETY_VALIDITY: Assume = Assume { alignment: false, lifetimes: false, safety: true, validity: true };

/// The same verdicts in constants, where the numbers are read.
#[test]
fn in_constants() {
    const VERDICTS: [bool; 8] = [
        is_transmutable::<u16, Private>(Assume::VALIDITY),
        is_transmutable::<u16, Private>(SAFETY_VALIDITY),
        is_transmutable::<Hidden, Callback>(Assume::VALIDITY),
        is_transmutable::<Hidden, Callback>(Assume::SAFETY),
        is_transmutable::<usize, Borrowed>(Assume::VALIDITY),
        is_transmutable::<usize, Borrowed>(Assume::NOTHING),
        is_transmutable::<u32, [u8; 4]>(Assume::ALIGNMENT),
        is_transmutable::<u8, u16>(SAFETY_VALIDITY),
    ];
    assert_eq!(VERDICTS, [false, true, false, true, false, true, true, false]);
}

// The pairs that hold, checked at item level.
assert_transmutable!(u16, Private, Assume::SAFETY);
assert_transmutable!(u16, Private, SAFETY_VALIDITY);
assert_transmutable!(Hidden, Callback, Assume::SAFETY);
assert_transmutable!(Hidden, usize);
assert_transmutable!(usize, Borrowed);
assert_transmutable!(u32, [u8; 4], Assume::VALIDITY);
