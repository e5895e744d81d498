//! Adversarial probes, round 22: unions read in stretches (at most
//! four, `UnionReading`) and field by field (more), held to the nightly
//! oracle (`#![feature(transmutability)]`, `Assume::SAFETY` on both
//! sides). Unions whose fields differ in padding at every other byte, of
//! enums and bytes, of unions, of `char`s, beside a reference, in a
//! `ManuallyDrop`, `MaybeUninit`, zero-sized fields, `repr(packed)`,
//! `repr(align(16))`, the default representation, generic, in an enum's
//! variants, in arrays, and a union of one field. Where nightly accepts and
//! transmutable refuses, the pair is marked and its rule is
//! KNOWN_DIFFERENCES.md's "Unions into unions" (a field's padding takes
//! only what safe writes leave there); transmutable accepts nothing that
//! nightly refuses. Held.

#![forbid(unsafe_code)]
#![allow(clippy::bool_assert_comparison)]

use core::mem::{ManuallyDrop, MaybeUninit};
use transmutable::{is_transmutable, Assume, Layout};

#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct B5(pub bool, pub u8, pub bool, pub u8, pub bool);
#[derive(Layout, Clone, Copy)]
#[repr(C, align(2))]
pub struct Al(pub u8);
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct PadMany(pub Al, pub Al, pub Al, pub Al, pub Al);
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union UPad {
    pub a: PadMany,
    pub b: [u8; 10],
}
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union UPadB {
    pub a: PadMany,
    pub b: [bool; 10],
}
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union UPadZ {
    pub a: PadMany,
    pub z: (),
    pub e: [u16; 0],
}
#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum Tag {
    A = 1,
    B = 3,
}
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct Tags5(pub Tag, pub u8, pub Tag, pub u8, pub Tag, pub u8);
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union UTags {
    pub t: Tags5,
    pub b: [bool; 6],
}
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union UUnion {
    pub u: UTags,
    pub p: PadMany6,
}
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct PadMany6(pub Al, pub Al, pub Al);
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union UChar {
    pub c: [char; 2],
    pub b: [u8; 8],
}
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union UCharB {
    pub c: [char; 2],
    pub b: B5,
}
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union URef {
    pub r: &'static u8,
    pub b: [u8; 8],
    pub t: Tags5,
}
#[derive(Layout)]
#[repr(C)]
pub union UMd {
    pub m: ManuallyDrop<Tags5>,
    pub b: [bool; 6],
}
#[derive(Layout, Clone, Copy)]
#[repr(C, packed)]
pub union UPacked {
    pub a: u16,
    pub t: Tags5,
}
#[derive(Layout, Clone, Copy)]
#[repr(C, align(16))]
pub union UAlign {
    pub t: Tags5,
    pub b: B5,
}
#[derive(Layout, Clone, Copy)]
pub union UDefault {
    pub t: Tags5,
    pub b: B5,
}
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union UGen<A: Copy, B: Copy> {
    pub a: A,
    pub b: B,
}
#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum EU {
    X(UTags) = 0,
    Y(UPadB) = 1,
}
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union UMu {
    pub m: MaybeUninit<[u8; 6]>,
    pub t: Tags5,
}
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union UB5 {
    pub x: B5,
    pub y: [bool; 5],
}
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union UOne {
    pub only: Tags5,
}

/// Whether each pair is transmutable, as transmutable must say: nightly's
/// verdict, or `false` where marked.
macro_rules! verdicts {
    ($($src:ty => $dst:ty: $expected:literal $(, $why:literal)?;)*) => {
        $(
            assert_eq!(
                is_transmutable::<$src, $dst>(Assume::SAFETY),
                $expected,
                "{} -> {}", stringify!($src), stringify!($dst)
            );
        )*
    };
}

#[test]
fn unions_in_stretches_and_field_by_field_against_nightly() {
    verdicts! {
        UPad => [u8; 10]: false;
        UPad => PadMany: true;
        UPad => [MaybeUninit<u8>; 10]: true;
        [u8; 10] => UPad: true;
        PadMany => UPad: true;
        UPadB => [bool; 10]: false;
        UPadB => PadMany: true;
        [bool; 10] => UPadB: true;
        [u8; 10] => UPadB: false, "nightly accepts: a field's padding";
        PadMany => UPadB: true;
        UPadZ => PadMany: false;
        UPadZ => [MaybeUninit<u8>; 10]: true;
        PadMany => UPadZ: true;
        [u8; 10] => UPadZ: true;
        [MaybeUninit<u8>; 10] => UPadZ: true;
        UTags => Tags5: false;
        UTags => [u8; 6]: true;
        UTags => [bool; 6]: false;
        Tags5 => UTags: true;
        [u8; 6] => UTags: false;
        [bool; 6] => UTags: true;
        UUnion => [u8; 6]: false;
        UUnion => [MaybeUninit<u8>; 6]: true;
        UUnion => Tags5: false;
        [u8; 6] => UUnion: false, "nightly accepts: a field's padding";
        Tags5 => UUnion: true;
        UTags => UUnion: true;
        UUnion => UTags: false;
        UChar => [u8; 8]: true;
        UChar => [char; 2]: false;
        [u8; 8] => UChar: true;
        [char; 2] => UChar: true;
        UCharB => [char; 2]: false;
        UCharB => [MaybeUninit<u8>; 8]: true;
        [u8; 8] => UCharB: false;
        [char; 2] => UCharB: true;
        B5 => UCharB: true;
        URef => [u8; 8]: false;
        URef => &'static u8: false;
        [u8; 8] => URef: true;
        &'static u8 => URef: true;
        Tags5 => UMd: true;
        UMd => Tags5: false;
        UMd => [u8; 6]: true;
        [bool; 6] => UMd: true;
        [u8; 6] => UMd: false;
        UPacked => Tags5: false;
        UPacked => [u8; 6]: false;
        [u8; 6] => UPacked: false, "nightly accepts: a field's padding";
        Tags5 => UPacked: true;
        UAlign => [MaybeUninit<u8>; 16]: true;
        UAlign => [u8; 16]: false;
        [u8; 16] => UAlign: false;
        UDefault => Tags5: false;
        Tags5 => UDefault: true;
        UGen<Tags5, B5> => [u8; 6]: false;
        UGen<Tags5, [bool; 6]> => UTags: true;
        UTags => UGen<[bool; 6], Tags5>: true;
        UGen<Tags5, [bool; 6]> => Tags5: false;
        EU => [u8; 11]: false;
        [u8; 11] => EU: false;
        EU => [MaybeUninit<u8>; 11]: true;
        UMu => [u8; 6]: false;
        UMu => [MaybeUninit<u8>; 6]: true;
        [u8; 6] => UMu: true;
        [MaybeUninit<u8>; 6] => UMu: true;
        Tags5 => UMu: true;
        UB5 => B5: true;
        UB5 => [bool; 5]: false;
        B5 => UB5: true;
        [u8; 5] => UB5: false;
        [bool; 5] => UB5: true;
        UOne => Tags5: true;
        Tags5 => UOne: true;
        [UTags; 3] => [Tags5; 3]: false;
        [UTags; 3] => [u8; 18]: true;
        [[u8; 6]; 3] => [UTags; 3]: false;
    }
}

/// Two bytes, packed.
#[derive(Layout, Clone, Copy)]
#[repr(C, packed)]
pub struct Packed {
    pub low: u8,
    pub high: i8,
}

/// A byte alone, or two: its second byte may be left uninitialized.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union ByteOrPair {
    pub pair: Packed,
    pub byte: u8,
}

/// A `bool` alone, or two bytes.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union FlagOrPair {
    pub pair: Packed,
    pub flag: bool,
}

/// A byte, then one that may be uninitialized.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct FirstByte {
    pub first: u8,
    pub rest: MaybeUninit<u8>,
}

/// `FlagOrPair` as safe code leaves it: the `bool` written whole (its
/// second byte uninitialized), then the first byte of the pair over it.
fn flag_then_low(low: u8) -> FlagOrPair {
    let mut union = FlagOrPair { flag: true };
    union.pair.low = low;
    union
}

/// Found by the nightly oracle at seed `0x2224` (`[Union3958; 2] ->
/// [Union3960; 2]`): nightly refuses, since `ByteOrPair { byte: 5 }`
/// (`[5, uninit]`) is neither field of `FlagOrPair` whole; transmutable
/// accepts, as the contract says ("Unions into unions": a field written
/// whole, here the `bool`, then one-byte parts of any field over it), and
/// safe code leaves exactly that string (`flag_then_low`, under Miri). No
/// wrong yes: every value of `ByteOrPair` is one safe code leaves in a
/// `FlagOrPair`.
#[test]
fn a_byte_with_its_neighbour_uninitialized_becomes_a_flag_written_over() {
    assert!(is_transmutable::<ByteOrPair, FlagOrPair>(Assume::NOTHING));
    assert!(is_transmutable::<[ByteOrPair; 2], [FlagOrPair; 2]>(Assume::NOTHING));
    // The second byte may be uninitialized: no `Packed`, no `[u8; 2]`.
    assert!(!is_transmutable::<ByteOrPair, Packed>(Assume::NOTHING));
    assert!(!is_transmutable::<FlagOrPair, [u8; 2]>(Assume::NOTHING));
    let left = flag_then_low(5);
    let moved = transmutable::transmute::<ByteOrPair, FlagOrPair>(ByteOrPair { byte: 5 });
    // Byte 0 of each is 5; byte 1 stays as it may be, uninitialized.
    let first = |union: FlagOrPair| transmutable::transmute::<FlagOrPair, FirstByte>(union).first;
    assert_eq!(first(left), 5);
    assert_eq!(first(moved), 5);
    assert!(transmutable::try_transmute::<FlagOrPair, FlagOrPair>(flag_then_low(200)).is_ok());
}
