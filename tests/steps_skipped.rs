//! Steps a walk no longer takes (`query/nested.rs`), which must answer
//! what the contract answers:
//!
//! - The same nested bytes ahead of both sides (a struct's field, an
//!   array's elements, of one type on both sides, from the same byte) are
//!   moved over at once, as many copies as both sides hold: bytes of
//!   another type of the same size and shape are walked, the copies stop
//!   where the shorter array does, and what follows them is walked.
//! - At a destination's branch, the rest of a walk holds at once where the
//!   source is initialized bytes to the end and the destination takes
//!   every initialized byte string: not where the source has padding or
//!   ends first, nor where the destination refuses some initialized
//!   bytes.
//!
//! The verdicts are the contract's, read from the types: a `Three` holds
//! 0, 1 or 2 and a `Two` only 0 or 1, so a source that may hold a `Three`
//! where the destination has a `Two` is refused under `Assume::NOTHING`
//! and taken under `Assume::VALIDITY` (some value holds 0 there), and
//! every `Two` is a `Three`.

use transmutable::{is_transmutable, Assume, Layout};

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

/// A `char` (a branch of the walk: its patterns), then a `Two`, then
/// padding: eight bytes.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct P2(pub char, pub Two);

/// [`P2`] with a `Three`: the same size, pieces and facts, one set wider.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct P3(pub char, pub Three);

#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct Outer2(pub [P2; 2], pub u8);

#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct Outer3(pub [P3; 2], pub u8);

/// Bytes of another type of one size and shape are not the same bytes:
/// `Outer3 -> Outer2` is refused at the `Three` of its first element.
#[test]
fn nested_bytes_of_one_shape_but_other_values_are_walked() {
    assert!(!is_transmutable::<Outer3, Outer2>(Assume::NOTHING));
    assert!(is_transmutable::<Outer3, Outer2>(Assume::VALIDITY));
    assert!(is_transmutable::<Outer2, Outer3>(Assume::NOTHING));
    assert!(!is_transmutable::<[P3; 3], [P2; 3]>(Assume::NOTHING));
    assert!(is_transmutable::<[P2; 3], [P3; 3]>(Assume::NOTHING));
}

/// Three `P3`s.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct Longer(pub [P3; 3]);

/// Two `P3`s, then a `P2` where `Longer` has its third `P3`.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct Shorter(pub [P3; 2], pub P2);

/// The copies moved over stop where the shorter array ends: the third
/// `P3` of `Longer` lies over `Shorter`'s `P2`, and may hold 2 there.
#[test]
fn copies_stop_where_the_shorter_array_ends() {
    assert!(!is_transmutable::<Longer, Shorter>(Assume::NOTHING));
    assert!(is_transmutable::<Longer, Shorter>(Assume::VALIDITY));
    assert!(is_transmutable::<Shorter, Longer>(Assume::NOTHING));
    // The same, the arrays the other way round: two `P3`s of the source
    // against three of the destination, then the source's `P2` over the
    // third `P3`, which takes it.
    assert!(is_transmutable::<Shorter, [P3; 3]>(Assume::NOTHING));
    assert!(!is_transmutable::<[P3; 3], Shorter>(Assume::NOTHING));
}

/// A union of fields of several sizes, as the workload's `U7`.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union Mixed {
    pub a: bool,
    pub b: u8,
    pub c: i32,
}

/// Unions, a float, an enum and words, as the workload's `S32`.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct Element(pub [Mixed; 3], pub f32, pub Two, pub [u64; 2]);

/// Three `Element`s, then a word: `[Element; 3]` is its prefix.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct Prefixed(pub [Element; 3], pub u32);

/// Three `Element`s, then a `Two` or a `Three`.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct Then2(pub [Element; 3], pub Two);

#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct Then3(pub [Element; 3], pub Three);

/// A struct whose first field is the destination: every value's first
/// bytes are a value of it, unions and all, under either assumption; the
/// other way round the destination's word lies past the source's end.
/// After the same elements, what follows is walked: a `Three` is no `Two`.
#[test]
fn the_same_elements_are_moved_over_and_what_follows_is_walked() {
    for assume in [Assume::NOTHING, Assume::VALIDITY] {
        assert!(is_transmutable::<Prefixed, [Element; 3]>(assume));
        assert!(is_transmutable::<[Element; 3], [Element; 2]>(assume));
        assert!(is_transmutable::<Then2, Then3>(assume));
        assert!(!is_transmutable::<[Element; 3], Prefixed>(assume));
    }
    assert!(!is_transmutable::<Then3, Then2>(Assume::NOTHING));
    assert!(is_transmutable::<Then3, Then2>(Assume::VALIDITY));
}

/// A union that takes every initialized byte string (its `u32`), and
/// nothing uninitialized: both fields fill it.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union Word {
    pub a: u32,
    pub b: i32,
}

/// A union whose fields refuse some initialized bytes: a `bool` each.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union Flags {
    pub a: [bool; 4],
    pub b: [Two; 4],
}

/// A byte, a byte of padding, two bytes.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct Padded(pub u8, pub u16);

/// Into a union that takes every initialized byte string, a source of
/// initialized bytes holds, and so does an array of them; a source with a
/// byte of padding does not (uninitialized is no `u32`), nor one that
/// ends before the union does; nor does a union that takes only `bool`s.
#[test]
fn the_rest_holds_only_from_initialized_bytes_into_any_initialized_bytes() {
    for assume in [Assume::NOTHING, Assume::VALIDITY] {
        assert!(is_transmutable::<[u8; 4], Word>(assume));
        assert!(is_transmutable::<[u64; 4], [Word; 8]>(assume));
        assert!(is_transmutable::<[u64; 4], [Word; 7]>(assume));
        assert!(!is_transmutable::<Padded, Word>(assume));
        assert!(!is_transmutable::<[Padded; 2], [Word; 2]>(assume));
        assert!(!is_transmutable::<u16, Word>(assume));
        assert!(!is_transmutable::<[u64; 3], [Word; 7]>(assume));
    }
    assert!(!is_transmutable::<[u8; 4], Flags>(Assume::NOTHING));
    assert!(!is_transmutable::<[u64; 2], [Flags; 4]>(Assume::NOTHING));
    assert!(is_transmutable::<[u8; 4], Flags>(Assume::VALIDITY));
}

/// A union whose first field is one byte, and whose second takes every
/// initialized byte string (and only those).
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union ByteOrWord {
    pub a: u8,
    pub b: u32,
}

/// A byte, then three bytes of padding.
#[derive(Layout, Clone, Copy)]
#[repr(C, align(4))]
pub struct Aligned(pub u8);

/// The field that takes every initialized byte string is tried first
/// where the source's first byte is initialized; where it does not take
/// the source, the others still may: `Aligned`'s padding is no `u32`'s,
/// but a `ByteOrWord` written through its `u8` holds that byte and three
/// uninitialized ones, a value of `Aligned` under either assumption. A
/// `Padded`, whose last two bytes are initialized and the one before them
/// not, is no value safe writes leave in a `ByteOrWord`.
#[test]
fn the_field_tried_first_does_not_decide_alone() {
    for assume in [Assume::NOTHING, Assume::VALIDITY] {
        assert!(is_transmutable::<Aligned, ByteOrWord>(assume));
        assert!(is_transmutable::<[Aligned; 3], [ByteOrWord; 3]>(assume));
        assert!(is_transmutable::<[u8; 4], ByteOrWord>(assume));
        assert!(!is_transmutable::<Padded, ByteOrWord>(assume));
    }
}

/// A `bool`, then any byte.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct BoolThenByte(pub bool, pub u8);

/// One value: 5.
#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum Five {
    V = 5,
}

/// A `bool`, then a 5.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct BoolThenFive(pub bool, pub Five);

/// Any byte, three more, then a `char` from byte 4.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct BytesThenChar(pub u8, pub [u8; 3], pub char);

/// One value: 0.
#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum Zero {
    Z = 0,
}

/// Five bytes that take anything, a 0 at byte 5, two more that take
/// anything.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct AnyThenZero(pub [core::mem::MaybeUninit<u8>; 5], pub Zero, pub [core::mem::MaybeUninit<u8>; 2]);

/// Two `bool`s: one run of two bytes.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct TwoBools(pub bool, pub bool);

/// A tag, 0 or 2, then a 5.
#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum TagThenFive {
    A(Five) = 0,
    B(Five) = 2,
}

/// Four bytes, then a `TagThenFive` at bytes 4 and 5.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct FourThenTagged(pub [u8; 4], pub TagThenFive);

/// Five bytes that take anything, then a 0.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct AnyThenZeroAt5(pub [core::mem::MaybeUninit<u8>; 5], pub Zero);

/// Where the destination's bytes take anything past the source's first
/// run, the source moves over them whole; not where they take less than
/// anything (a second `bool` is no `u8`, nor a 5), and not into the middle
/// of a `char`, whose second byte (offset 5 here) is 1 in `'\u{100}'`, nor
/// into the middle of an enum.
#[test]
fn bytes_that_take_anything_are_moved_over_and_only_those() {
    assert!(!is_transmutable::<BoolThenByte, [bool; 2]>(Assume::NOTHING));
    assert!(!is_transmutable::<BoolThenByte, TwoBools>(Assume::NOTHING));
    assert!(is_transmutable::<BoolThenByte, TwoBools>(Assume::VALIDITY));
    assert!(!is_transmutable::<BoolThenFive, TwoBools>(Assume::NOTHING));
    assert!(!is_transmutable::<BoolThenFive, TwoBools>(Assume::VALIDITY));
    assert!(!is_transmutable::<[BoolThenFive; 2], [TwoBools; 2]>(Assume::VALIDITY));
    assert!(is_transmutable::<BoolThenByte, [core::mem::MaybeUninit<u8>; 2]>(Assume::NOTHING));
    assert!(is_transmutable::<[BoolThenFive; 3], [core::mem::MaybeUninit<u8>; 5]>(Assume::NOTHING));
    assert!(!is_transmutable::<BytesThenChar, AnyThenZero>(Assume::NOTHING));
    // Some `char` has a 0 there.
    assert!(is_transmutable::<BytesThenChar, AnyThenZero>(Assume::VALIDITY));
    assert!(is_transmutable::<BytesThenChar, [core::mem::MaybeUninit<u8>; 8]>(Assume::NOTHING));
    // The bytes that take anything end inside the enum, after its tag:
    // its 5 lies under the 0, under either assumption.
    assert!(!is_transmutable::<FourThenTagged, AnyThenZeroAt5>(Assume::NOTHING));
    assert!(!is_transmutable::<FourThenTagged, AnyThenZeroAt5>(Assume::VALIDITY));
    assert!(is_transmutable::<FourThenTagged, [core::mem::MaybeUninit<u8>; 5]>(Assume::NOTHING));
}
