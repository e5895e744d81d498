//! Adversarial probes, round 23: `Assume` taken one obligation at a time.
//! Each pair below needs a known set of the four assumptions (alignment,
//! lifetimes, safety, validity), or is refused under every one: a shared
//! reference that gains or loses an `UnsafeCell`, a `&` that becomes a
//! `&mut`, a referent that grows. The contract's rule: a pair holds under
//! an assumption exactly when the assumption includes what it needs, so
//! each of the 16 sets is asked of each pair, and no flag may lift
//! another's obligation. Also the bits `transmute!` writes an assumption
//! as, read back as the same assumption. Held.

#![forbid(unsafe_code)]

use core::cell::Cell;
use core::num::NonZeroU16;

use transmutable::{decide, decide_mut, decide_ref, Assume, Assumption, Layout};

/// An even number, say: a private field.
#[derive(Layout)]
#[repr(transparent)]
pub struct Sealed(u8);

/// A `bool` behind a private field: validity and safety both.
#[derive(Layout)]
#[repr(transparent)]
pub struct SealedFlag(bool);

const ALL: [Assume; 4] = [Assume::ALIGNMENT, Assume::LIFETIMES, Assume::SAFETY, Assume::VALIDITY];

/// Every set of assumptions, by its bits (alignment, lifetimes, safety,
/// validity from the lowest).
fn every_set() -> impl Iterator<Item = (u8, Assume)> {
    (0..16u8).map(|bits| {
        let assume = (0..4).filter(|bit| bits & (1 << bit) != 0).fold(Assume::NOTHING, |set, bit| set.and(ALL[bit]));
        (bits, assume)
    })
}

fn includes(set: Assume, needed: Assume) -> bool {
    set.and(needed) == set
}

/// `verdict` holds under exactly the sets that include `needed` (never,
/// for `None`).
fn holds_exactly(name: &str, needed: Option<Assume>, verdict: impl Fn(Assume) -> bool) {
    for (bits, set) in every_set() {
        let expected = needed.is_some_and(|needed| includes(set, needed));
        assert_eq!(verdict(set), expected, "{name} under {set:?} ({bits:04b})");
    }
}

#[test]
fn each_obligation_is_lifted_by_its_own_assumption_only() {
    holds_exactly("&[u8; 2] -> &u16", Some(Assume::ALIGNMENT), |set| decide_ref::<[u8; 2], u16>(set).is_transmutable());
    holds_exactly("u8 -> bool", Some(Assume::VALIDITY), |set| decide::<u8, bool>(set).is_transmutable());
    holds_exactly("u16 -> NonZeroU16", Some(Assume::VALIDITY), |set| decide::<u16, NonZeroU16>(set).is_transmutable());
    holds_exactly("u8 -> Sealed", Some(Assume::SAFETY), |set| decide::<u8, Sealed>(set).is_transmutable());
    holds_exactly("u8 -> SealedFlag", Some(Assume::SAFETY.and(Assume::VALIDITY)), |set| {
        decide::<u8, SealedFlag>(set).is_transmutable()
    });
    // A reference made of a raw pointer: valid only by the caller's word,
    // and its lifetime no bound knows.
    holds_exactly("*const u8 -> &u8", Some(Assume::VALIDITY.and(Assume::LIFETIMES)), |set| {
        decide::<*const u8, &'static u8>(set).is_transmutable()
    });
    // Alignment and validity at once.
    holds_exactly("&[u8; 2] -> &NonZeroU16", Some(Assume::ALIGNMENT.and(Assume::VALIDITY)), |set| {
        decide_ref::<[u8; 2], NonZeroU16>(set).is_transmutable()
    });
    // Written back through `&mut`: validity of both ways.
    holds_exactly("&mut bool -> &mut u8", Some(Assume::VALIDITY), |set| decide_mut::<bool, u8>(set).is_transmutable());
    holds_exactly("&mut Sealed -> &mut u8", Some(Assume::SAFETY), |set| {
        decide_mut::<Sealed, u8>(set).is_transmutable()
    });
}

#[test]
fn what_no_assumption_lifts() {
    holds_exactly("&Cell<u8> -> &u8", None, |set| decide_ref::<Cell<u8>, u8>(set).is_transmutable());
    holds_exactly("&u8 -> &Cell<u8>", None, |set| decide_ref::<u8, Cell<u8>>(set).is_transmutable());
    holds_exactly("&&u8 -> &&mut u8", None, |set| decide_ref::<&'static u8, &'static mut u8>(set).is_transmutable());
    holds_exactly("&u8 -> &mut u8", None, |set| decide::<&'static u8, &'static mut u8>(set).is_transmutable());
    holds_exactly("&[u8; 1] -> &[u8; 2]", None, |set| decide_ref::<[u8; 1], [u8; 2]>(set).is_transmutable());
    holds_exactly("&mut [u8; 1] -> &mut [u8; 2]", None, |set| decide_mut::<[u8; 1], [u8; 2]>(set).is_transmutable());
    // An integer has no provenance to point with.
    holds_exactly("usize -> &u8", None, |set| decide::<usize, &'static u8>(set).is_transmutable());
    holds_exactly("u8 -> u16", None, |set| decide::<u8, u16>(set).is_transmutable());
    holds_exactly("(u8, u16) -> u32", None, |set| decide::<(u8, u16), u32>(set).is_transmutable());
}

macro_rules! read_back {
    ($($bits:literal)*) => {$(
        let (_, set) = every_set().nth($bits).unwrap();
        assert_eq!(set.to_bits(), $bits);
        assert_eq!(<transmutable::__private::Assumed<$bits> as Assumption>::ASSUME, set, "{}", $bits);
    )*};
}

#[test]
fn the_bits_of_an_assumption_are_that_assumption() {
    read_back!(0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15);
}
