//! `#[transmutable(unsafe(zeroable))]`: a type with invariants that all zeros
//! satisfy is `FromZeros`, and nothing more; its fields are still checked
//! at zeros, each against its own invariants.

use core::num::NonZeroU8;

use transmutable::__private::{holds, Capability};
use transmutable::{FromZeros, Layout, Zeroable};

/// Keeps `end >= start`, which all zeros satisfy.
#[derive(Zeroable, Debug, PartialEq)]
#[repr(C)]
// SAFETY: a promise under test: all zeros keep this type's own invariants.
#[transmutable(unsafe(zeroable))]
pub struct LbaRange {
    start: u64,
    end: u64,
}

/// A range inside a public struct: zeros hold for the whole.
#[derive(Zeroable)]
#[repr(C)]
pub struct Partition {
    pub kind: u8,
    pub range: LbaRange,
}

/// A range beside a field whose own invariants no promise covers.
#[derive(Layout)]
#[repr(C)]
// SAFETY: a promise under test: all zeros keep this type's own invariants.
#[transmutable(unsafe(zeroable))]
pub struct Guarded {
    range: LbaRange,
    secret: Sealed,
}

#[derive(Layout)]
#[repr(C)]
pub struct Sealed(u8);

/// A field that all zeros do not make valid.
#[derive(Layout)]
#[repr(C)]
// SAFETY: a promise under test: all zeros keep this type's own invariants.
#[transmutable(unsafe(zeroable))]
pub struct Counted {
    count: NonZeroU8,
}

#[derive(Zeroable)]
#[repr(C)]
// SAFETY: a promise under test: all zeros keep this type's own invariants.
#[transmutable(unsafe(zeroable))]
pub struct Generic<T> {
    value: T,
}

#[test]
fn zeros_are_promised_and_nothing_more() {
    assert_eq!(LbaRange::new_zeroed(), LbaRange { start: 0, end: 0 });
    assert!(holds::<LbaRange>(Capability::FromZeros));
    assert!(!holds::<LbaRange>(Capability::FromBytes));
    assert!(holds::<Partition>(Capability::FromZeros));
    assert!(!holds::<Partition>(Capability::FromBytes));
    assert!(!holds::<Guarded>(Capability::FromZeros));
    assert!(!holds::<Counted>(Capability::FromZeros));
    assert!(holds::<Generic<u32>>(Capability::FromZeros));
    let _: Generic<u32> = Generic::new_zeroed();
    // The promise is about zeros: any other value still needs `Assume::SAFETY`.
    assert!(!transmutable::is_transmutable::<[u64; 2], LbaRange>(transmutable::Assume::NOTHING));
    assert!(transmutable::is_transmutable::<LbaRange, [u64; 2]>(transmutable::Assume::NOTHING));
}

/// The promises' earlier spellings, without `unsafe(...)`, are still read,
/// each as its new one.
#[derive(Layout)]
#[repr(C)]
// SAFETY: a promise under test: all zeros keep this type's own invariants.
#[transmutable(unsafe_zeroable)]
pub struct EarlierZeroable {
    start: u64,
}

#[derive(Layout)]
#[repr(C)]
// SAFETY: a promise under test: no code here relies on this type's fields
// beyond their being valid.
#[transmutable(no_invariants)]
pub struct EarlierNoInvariants {
    value: u64,
}

#[derive(Layout)]
#[repr(C)]
pub struct Promiseless {
    value: u64,
}

#[test]
fn earlier_spellings_promise_the_same() {
    assert!(holds::<EarlierZeroable>(Capability::FromZeros));
    assert!(!holds::<EarlierZeroable>(Capability::FromBytes));
    assert!(holds::<EarlierNoInvariants>(Capability::FromBytes));
    // Without a promise, the private field keeps both from holding.
    assert!(!holds::<Promiseless>(Capability::FromZeros));
    assert!(!holds::<Promiseless>(Capability::FromBytes));
}
