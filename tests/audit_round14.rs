//! Adversarial probes, round 14: enums checked at run time read under
//! their tag only, and enums cut past their first byte when a `&mut` view
//! writes back a smaller type.
//!
//! - Checked at run time, a destination enum whose variants each start
//!   with a tag is dispatched on the source's first byte, once the whole
//!   tag is proven initialized. Probed with the enum nested at offset 1 of
//!   a struct (its tag over a source variant's field), two-byte and
//!   negative four-byte tags (both byte orders under Miri), `repr(C, u8)`
//!   layouts, a union at the tag's place, and a source whose own enum
//!   starts inside the destination's. Each accepted pair is tried on
//!   values chosen at every edge, and the result must be the destination
//!   value of the same bytes by the types' definitions, or an error at the
//!   byte where those bytes are none. Under Miri, a validator that read a
//!   source variant's padding is undefined behaviour. The pairs that must
//!   be refused (a tag byte or a field under a tag that lies over a source
//!   variant's padding, a tag over a union that may hold `()`) are in
//!   `tests/ui/transmute/tag_guarded_refusals.rs`.
//! - Through `&mut`, an enum whose variants are alike after the first
//!   byte is cut past it. Verdicts are held to the contract (`BRIEF.md`:
//!   `&mut T -> &mut U` needs every `U` written back to leave a valid,
//!   safe `T`): a written tag that no inhabited variant has, a tag that
//!   turns one variant's bytes into another's, an invariant under a
//!   variant, enums nested in enums, arrays cut in the middle of an
//!   element, `repr(C, u8)`. The accepted ones are written through with
//!   every value, and the result read back as the source type.
//!
//! Every attack here held. Miri: x86_64, s390x (big-endian), i686.

#![forbid(unsafe_code)]

use transmutable::{is_transmutable, Assume, Layout};

/// A tag, then a `bool` under `X`.
#[derive(Layout, Clone, Copy, PartialEq, Debug)]
#[repr(u8)]
pub enum E1 {
    X(bool) = 0,
    Y = 1,
}

/// `E1` at offset 1: its tag lies over the source's first field.
#[derive(Layout, Clone, Copy, PartialEq, Debug)]
#[repr(C)]
pub struct T1 {
    pub a: u8,
    pub e: E1,
}

/// Three bytes under either tag.
#[derive(Layout, Clone, Copy, PartialEq, Debug)]
#[repr(u8)]
pub enum S3 {
    A(u8, u8) = 0,
    B(u8, u8) = 1,
}

/// A byte under either tag: two bytes.
#[derive(Layout, Clone, Copy, PartialEq, Debug)]
#[repr(u8)]
pub enum S5 {
    A(u8) = 0,
    B(u8) = 1,
}

/// Tags of two bytes that differ in either byte, so that either byte
/// order's first byte tells them apart.
#[derive(Layout, Clone, Copy, PartialEq, Debug)]
#[repr(u16)]
pub enum D4 {
    X = 0x0000,
    Y = 0x0101,
}

/// Four-byte tags, one negative.
#[derive(Layout, Clone, Copy, PartialEq, Debug)]
#[repr(i32)]
pub enum S6 {
    M(u8) = -1,
    P(u8) = 1,
}

/// `S6` with `P`'s byte narrowed to a `bool`.
#[derive(Layout, Clone, Copy, PartialEq, Debug)]
#[repr(i32)]
pub enum D6 {
    M(u8) = -1,
    P(bool) = 1,
}

/// A tag, then the union of the variants' fields at offset 2: `B` has
/// padding at byte 3, where `A`'s `u16` is.
#[derive(Layout, Clone, Copy, PartialEq, Debug)]
#[repr(C, u8)]
pub enum SC {
    A(u16),
    B(u8),
}

/// `SC` with `B`'s byte narrowed to a `bool`.
#[derive(Layout, Clone, Copy, PartialEq, Debug)]
#[repr(C, u8)]
pub enum DC {
    A(u16),
    B(bool),
}

/// A byte written as a `u8` or as a `bool`: every byte initialized.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union U {
    pub a: u8,
    pub b: bool,
}

/// `U` where the destination's tag is.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct SU {
    pub t: U,
    pub x: u8,
}

/// Three variants, each reading byte 1 otherwise or not at all.
#[derive(Layout, Clone, Copy, PartialEq, Debug)]
#[repr(u8)]
pub enum D5 {
    X(bool) = 0,
    Y(u8) = 1,
    Z = 2,
}

/// A tag, then padding.
#[derive(Layout, Clone, Copy, PartialEq, Debug)]
#[repr(u8)]
pub enum S4 {
    A(u8) = 0,
    B = 1,
}

/// A byte, then an enum whose `B` leaves byte 2 uninitialized.
#[derive(Layout, Clone, Copy, PartialEq, Debug)]
#[repr(C)]
pub struct SX {
    pub t: u8,
    pub e: S4,
}

/// Reads byte 1 under tag 0 only: over `SX`, `S4`'s tag.
#[derive(Layout, Clone, Copy, PartialEq, Debug)]
#[repr(u8)]
pub enum D9 {
    X(bool) = 0,
    Y = 1,
}

/// Bytes that stand for values of either kind of byte: every edge.
const EDGES: [u8; 6] = [0, 1, 2, 0x7f, 0x80, 0xff];

fn as_bool(byte: u8) -> Option<bool> {
    (byte <= 1).then_some(byte == 1)
}

#[test]
fn a_nested_enum_is_read_under_its_tag() {
    for (tag, first, second) in
        EDGES.iter().flat_map(|&a| EDGES.iter().map(move |&b| (a, b))).flat_map(|(a, b)| [(0u8, a, b), (1, a, b)])
    {
        let value = if tag == 0 { S3::A(first, second) } else { S3::B(first, second) };
        // The bytes [tag, first, second] read as `T1`, by its definition.
        let expected = match first {
            0 => as_bool(second).map(|flag| T1 { a: tag, e: E1::X(flag) }).ok_or(2),
            1 => Ok(T1 { a: tag, e: E1::Y }),
            _ => Err(1),
        };
        let got = transmutable::try_transmute::<S3, T1>(value).map_err(|error| error.offset());
        assert_eq!(got, expected, "{value:?}");
    }
}

#[test]
fn a_two_byte_tag_over_a_tag_and_a_byte() {
    for byte in 0..=255u8 {
        for value in [S5::A(byte), S5::B(byte)] {
            let expected = match value {
                S5::A(0) => Some(D4::X),
                S5::B(1) => Some(D4::Y),
                _ => None,
            };
            assert_eq!(transmutable::try_transmute::<S5, D4>(value).ok(), expected, "{value:?}");
        }
    }
}

#[test]
fn a_negative_four_byte_tag() {
    for byte in 0..=255u8 {
        assert_eq!(transmutable::try_transmute::<S6, D6>(S6::M(byte)).ok(), Some(D6::M(byte)));
        assert_eq!(transmutable::try_transmute::<S6, D6>(S6::P(byte)).ok(), as_bool(byte).map(D6::P), "P({byte})");
    }
}

#[test]
fn a_tag_then_a_union_of_variants() {
    for word in [0u16, 1, 2, 0x00ff, 0xff00, 0xffff] {
        assert_eq!(transmutable::try_transmute::<SC, DC>(SC::A(word)).ok(), Some(DC::A(word)));
    }
    for byte in 0..=255u8 {
        let got = transmutable::try_transmute::<SC, DC>(SC::B(byte)).map_err(|error| error.offset());
        assert_eq!(got, as_bool(byte).map(DC::B).ok_or(2), "B({byte})");
    }
}

#[test]
fn a_tag_over_a_union() {
    for tag in EDGES {
        for x in EDGES {
            let value = SU { t: U { a: tag }, x };
            let expected = match tag {
                0 => as_bool(x).map(D5::X),
                1 => Some(D5::Y(x)),
                2 => Some(D5::Z),
                _ => None,
            };
            assert_eq!(transmutable::try_transmute::<SU, D5>(value).ok(), expected, "{tag} {x}");
        }
        // A `bool` written: byte 1, `Y`'s tag, or 0, `X`'s.
        assert_eq!(transmutable::try_transmute::<SU, D5>(SU { t: U { b: true }, x: tag }).ok(), Some(D5::Y(tag)));
        let expected = as_bool(tag).map(D5::X);
        assert_eq!(transmutable::try_transmute::<SU, D5>(SU { t: U { b: false }, x: tag }).ok(), expected);
    }
}

#[test]
fn a_source_enum_inside_the_destination_enum() {
    for t in EDGES {
        for e in EDGES.map(S4::A).into_iter().chain([S4::B]) {
            let value = SX { t, e };
            let tag = match e {
                S4::A(_) => 0,
                S4::B => 1,
            };
            let expected = match t {
                0 => as_bool(tag).map(D9::X),
                1 => Some(D9::Y),
                _ => None,
            };
            assert_eq!(transmutable::try_transmute::<SX, D9>(value).ok(), expected, "{value:?}");
        }
    }
}

/// Two bytes: a tag and a `bool`, under either tag.
#[derive(Layout, Clone, Copy, Debug, PartialEq)]
#[repr(u8)]
pub enum Flagged {
    Off(bool) = 0,
    On(bool) = 1,
}

/// The first byte of a `Flagged`.
#[derive(Layout, Clone, Copy, Debug, PartialEq)]
#[repr(u8)]
pub enum Bit {
    Zero = 0,
    One = 1,
}

/// A byte of which 2 is no tag of `Flagged`.
#[derive(Layout, Clone, Copy, Debug, PartialEq)]
#[repr(u8)]
pub enum Bit3 {
    Zero = 0,
    One = 1,
    Two = 2,
}

/// No value.
#[derive(Layout, Clone, Copy, Debug, PartialEq)]
pub enum Never {}

/// `Flagged` with a variant of no value at tag 2.
#[derive(Layout, Clone, Copy, Debug, PartialEq)]
#[repr(u8)]
pub enum FlaggedNever {
    Off(bool) = 0,
    On(bool) = 1,
    Gone(Never) = 2,
}

/// `Flagged` with a `u8` under `On`.
#[derive(Layout, Clone, Copy, Debug, PartialEq)]
#[repr(u8)]
pub enum Mixed {
    Off(bool) = 0,
    On(u8) = 1,
}

/// Three bytes: a `Flagged` and a tag.
#[derive(Layout, Clone, Copy, Debug, PartialEq)]
#[repr(C)]
pub struct FB {
    pub f: Flagged,
    pub b: Bit,
}

/// Two tags.
#[derive(Layout, Clone, Copy, Debug, PartialEq)]
#[repr(C)]
pub struct BB {
    pub a: Bit,
    pub b: Bit,
}

/// An enum of enums alike after its tag.
#[derive(Layout, Clone, Copy, Debug, PartialEq)]
#[repr(u8)]
pub enum Outer {
    P(Flagged) = 0,
    Q(Flagged) = 1,
}

/// `Outer` with a `Mixed` under `Q`: tag 0 over `Q(On(5))` leaves
/// `P(On(5))`, a `bool` of 5.
#[derive(Layout, Clone, Copy, Debug, PartialEq)]
#[repr(u8)]
pub enum OuterMixed {
    P(Flagged) = 0,
    Q(Mixed) = 1,
}

/// Variants as structs after the tag, at offset 2.
#[derive(Layout, Clone, Copy, Debug, PartialEq)]
#[repr(C, u8)]
pub enum FlaggedC {
    Off(bool, u16),
    On(bool, u16),
}

/// `FlaggedC` with a `u8` under `On`.
#[derive(Layout, Clone, Copy, Debug, PartialEq)]
#[repr(C, u8)]
pub enum MixedC {
    Off(bool, u16),
    On(u8, u16),
}

/// A `bool` behind a private field: a safety invariant.
#[derive(Layout, Clone, Copy, Debug, PartialEq)]
#[repr(C)]
pub struct Sealed(bool);

/// Alike after the tag, with an invariant under both.
#[derive(Layout, Clone, Copy, Debug, PartialEq)]
#[repr(u8)]
pub enum FlaggedSealed {
    Off(Sealed) = 0,
    On(Sealed) = 1,
}

/// A written tag 1 over `Off(true)` makes a `Sealed` its module never made.
#[derive(Layout, Clone, Copy, Debug, PartialEq)]
#[repr(u8)]
pub enum HalfSealed {
    Off(bool) = 0,
    On(Sealed) = 1,
}

/// A two-byte tag, then a `bool`.
#[derive(Layout, Clone, Copy, Debug, PartialEq)]
#[repr(u16)]
pub enum Wide {
    Off(bool) = 0x0000,
    On(bool) = 0x0001,
}

/// The tag of `Wide`.
#[derive(Layout, Clone, Copy, Debug, PartialEq)]
#[repr(u16)]
pub enum WideBit {
    Zero = 0x0000,
    One = 0x0001,
}

#[test]
fn written_back_verdicts() {
    let (n, s) = (Assume::NOTHING, Assume::SAFETY);
    // Every written tag is a tag of an inhabited variant, and the bytes
    // after it are valid under either.
    assert!(is_transmutable::<&mut Flagged, &mut Bit>(n));
    assert!(is_transmutable::<&mut Flagged, &mut bool>(n));
    assert!(is_transmutable::<&mut FlaggedNever, &mut Bit>(n));
    assert!(is_transmutable::<&mut [Flagged; 2], &mut FB>(n));
    assert!(is_transmutable::<&mut [Flagged; 2], &mut (Flagged, Bit)>(n));
    assert!(is_transmutable::<&mut Outer, &mut Bit>(n));
    assert!(is_transmutable::<&mut Outer, &mut BB>(n));
    assert!(is_transmutable::<&mut Outer, &mut (Bit, bool)>(n));
    assert!(is_transmutable::<&mut FlaggedC, &mut Bit>(n));
    // A written 2 is no tag, or the tag of a variant of no value.
    assert!(!is_transmutable::<&mut Flagged, &mut Bit3>(n));
    assert!(!is_transmutable::<&mut FlaggedNever, &mut Bit3>(n));
    assert!(!is_transmutable::<&mut Flagged, &mut u8>(n));
    // A written tag turns one variant's bytes into another's.
    assert!(!is_transmutable::<&mut [Mixed; 2], &mut (Mixed, Bit)>(n));
    assert!(!is_transmutable::<&mut OuterMixed, &mut Bit>(n));
    assert!(!is_transmutable::<&mut OuterMixed, &mut BB>(n));
    assert!(!is_transmutable::<&mut MixedC, &mut Bit>(n));
    assert!(!is_transmutable::<&mut MixedC, &mut Bit>(s));
    // A written tag makes a `Sealed` its module never made: needs SAFETY.
    assert!(!is_transmutable::<&mut FlaggedSealed, &mut Bit>(n));
    assert!(!is_transmutable::<&mut HalfSealed, &mut Bit>(n));
    assert!(is_transmutable::<&mut FlaggedSealed, &mut Bit>(s));
    // Inside a two-byte tag, the written byte leaves the other behind.
    assert!(!is_transmutable::<&mut Wide, &mut Bit>(n) || cfg!(target_endian = "little"));
    // Past a two-byte tag whose first bytes in memory differ (0x0000 and
    // 0x0001 on little-endian), alike after it. On big-endian their first
    // bytes agree, and no cut is known.
    if cfg!(target_endian = "little") {
        assert!(is_transmutable::<&mut Wide, &mut WideBit>(n));
    }
}

#[test]
fn written_back_through_mut() {
    let flags = [Flagged::Off(false), Flagged::Off(true), Flagged::On(false), Flagged::On(true)];
    let inner = |flag: Flagged| match flag {
        Flagged::Off(flag) | Flagged::On(flag) => flag,
    };
    let tagged = |bit: Bit, flag: bool| if bit == Bit::One { Flagged::On(flag) } else { Flagged::Off(flag) };
    for first in flags {
        for second in flags {
            for (a, b) in [(Bit::Zero, Bit::Zero), (Bit::Zero, Bit::One), (Bit::One, Bit::Zero), (Bit::One, Bit::One)] {
                let mut pair = [first, second];
                let view = transmutable::transmute_mut::<[Flagged; 2], FB>(&mut pair);
                view.f = tagged(a, b == Bit::One);
                view.b = b;
                assert_eq!(pair, [tagged(a, b == Bit::One), tagged(b, inner(second))]);

                let mut outer = if a == Bit::One { Outer::Q(first) } else { Outer::P(first) };
                *transmutable::try_transmute_mut::<Outer, BB>(&mut outer).unwrap() = BB { a: b, b: a };
                let expected = tagged(a, inner(first));
                assert_eq!(outer, if b == Bit::One { Outer::Q(expected) } else { Outer::P(expected) });
            }
        }
        for word in [0u16, 0xffff] {
            for bit in [Bit::Zero, Bit::One] {
                let mut value = if inner(first) { FlaggedC::On(true, word) } else { FlaggedC::Off(false, word) };
                *transmutable::transmute_mut::<FlaggedC, Bit>(&mut value) = bit;
                let flag = inner(first);
                assert_eq!(value, if bit == Bit::One { FlaggedC::On(flag, word) } else { FlaggedC::Off(flag, word) });
            }
        }
    }
}
