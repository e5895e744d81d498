//! Adversarial probes, round 18: a loop's walk knows the pair of unions it
//! found one by their places (`KnownUnion`) and accepts a pair met again at
//! the same piece of both descriptions without comparing the unions. Pairs
//! where the loop meets one union on both sides first, and then, at a place
//! alike in its last piece or in its array element, two different ones: in
//! the variants of an enum, under different tags, in nested arrays, beside
//! a cell, under `Assume::VALIDITY`, and behind references. Expected
//! verdicts from the contract (a union holds what one of its fields holds:
//! these unions have one field each). Held.

#![forbid(unsafe_code)]

use core::cell::Cell;
use core::mem::ManuallyDrop;
use transmutable::{is_transmutable, Assume, Layout};

/// Any byte.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union Any {
    pub byte: u8,
}

/// 0 or 1.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union Flag {
    pub flag: bool,
}

/// 200 only.
#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum Only200 {
    Value = 200,
}

/// 200 only, in a union: no value of `Flag` is one of these.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union High {
    pub high: Only200,
}

/// Any byte, inside a cell.
#[derive(Layout)]
#[repr(C)]
pub union CellAny {
    pub cell: ManuallyDrop<Cell<u8>>,
}

/// A union in each variant, both at the same piece of their variants.
#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum AnyThenFlag {
    X(Any) = 0,
    Y(Flag) = 1,
}

#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum AnyThenAny {
    X(Any) = 0,
    Y(Any) = 1,
}

#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum FlagThenAny {
    X(Flag) = 0,
    Y(Any) = 1,
}

/// The same union in both variants, under tags the other way round.
#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum Swapped {
    Y(Flag) = 1,
    X(Any) = 0,
}

#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct Two<A, B>(pub A, pub B);

#[derive(Layout)]
#[repr(C)]
pub struct AnyCell(pub Any, pub CellAny);

#[derive(Layout)]
#[repr(C)]
pub struct AnyAny(pub Any, pub Any);

const fn both<S: Layout + transmutable::Lifetime<'static>, D: Layout + transmutable::Lifetime<'static>>() -> (bool, bool)
{
    (is_transmutable::<S, D>(Assume::NOTHING), is_transmutable::<S, D>(Assume::VALIDITY))
}

#[test]
fn unions_in_variants_of_an_array_of_enums() {
    // `Y(Any { byte: 5 })` is no `AnyThenFlag`; some value of each is.
    assert_eq!(both::<[AnyThenAny; 2], [AnyThenFlag; 2]>(), (false, true));
    assert_eq!(both::<[AnyThenFlag; 2], [AnyThenAny; 2]>(), (true, true));
    assert_eq!(both::<[AnyThenFlag; 2], [FlagThenAny; 2]>(), (false, true));
    assert_eq!(both::<[[AnyThenFlag; 2]; 2], [[FlagThenAny; 2]; 2]>(), (false, true));
    // The tags say which union: declared in another order, the same enum.
    assert_eq!(both::<[AnyThenFlag; 3], [Swapped; 3]>(), (true, true));
    assert_eq!(both::<[AnyThenAny; 3], [Swapped; 3]>(), (false, true));
}

#[test]
fn one_union_met_then_another_at_a_place_alike() {
    // The pair (Any, Any) is met first, at every element; then (Any, Flag)
    // at the last piece of a struct alike.
    assert_eq!(both::<Two<[Any; 3], [Any; 1]>, Two<[Any; 3], [Flag; 1]>>(), (false, true));
    assert_eq!(both::<Two<[[Any; 2]; 2], Two<Any, Any>>, Two<[[Any; 2]; 2], Two<Any, Flag>>>(), (false, true));
    assert_eq!(both::<[Two<Any, Any>; 3], [Two<Any, Flag>; 3]>(), (false, true));
    assert_eq!(both::<[Two<Any, Flag>; 3], [Two<Any, Any>; 3]>(), (true, true));
    // Under VALIDITY, no `Flag` is a `High`: none of the pairs can be.
    assert_eq!(both::<Two<[Flag; 3], [Flag; 1]>, Two<[Flag; 3], [High; 1]>>(), (false, false));
    assert_eq!(both::<[Two<Flag, Flag>; 3], [Two<Flag, High>; 3]>(), (false, false));
    assert_eq!(both::<[[Two<Flag, Flag>; 2]; 2], [[Two<Flag, High>; 2]; 2]>(), (false, false));
}

#[test]
fn references_to_arrays_of_them() {
    use transmutable::decide_ref;
    assert!(decide_ref::<[AnyThenFlag; 2], [AnyThenAny; 2]>(Assume::NOTHING).is_transmutable());
    assert!(!decide_ref::<[AnyThenAny; 2], [AnyThenFlag; 2]>(Assume::NOTHING).is_transmutable());
    assert!(!decide_ref::<[[AnyThenFlag; 2]; 2], [[FlagThenAny; 2]; 2]>(Assume::NOTHING).is_transmutable());
}

#[test]
fn a_cell_beside_one_union_met_again() {
    // Through shared references, a cell must stay a cell.
    assert!(!transmutable::decide_ref::<[AnyCell; 2], [AnyAny; 2]>(Assume::NOTHING).is_transmutable());
    assert!(!transmutable::decide_ref::<[AnyAny; 2], [AnyCell; 2]>(Assume::NOTHING).is_transmutable());
    // The same union, a cell on both sides: one type.
    assert!(transmutable::decide_ref::<[AnyCell; 2], [AnyCell; 2]>(Assume::NOTHING).is_transmutable());
}

#[test]
fn a_true_verdict_read_back() {
    let values = [AnyThenFlag::Y(Flag { flag: true }), AnyThenFlag::X(Any { byte: 9 })];
    let read: &[AnyThenAny; 2] = transmutable::transmute_ref(&values);
    assert!(matches!(read[0], AnyThenAny::Y(any) if unsafe_free_read(any) == 1));
    assert!(matches!(read[1], AnyThenAny::X(any) if unsafe_free_read(any) == 9));
}

/// Reads a union of one `u8` field without `unsafe`: transmuted into `u8`.
fn unsafe_free_read(any: Any) -> u8 {
    transmutable::transmute(any)
}
