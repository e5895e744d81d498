//! Records of bit fields (`#[transmutable::bits]`), against brute force.
//!
//! For every byte value of the one-byte records and every pair of bytes of
//! the two-byte ones, a decoder written here with shifts and masks (the
//! oracle, from the stated bit order alone) says whether each field holds a
//! value of its type. The description's verdict (the run-time validator,
//! `try_read_from_bytes`, `try_transmute`) must be the same; the accessors
//! must read what the decoder reads; and the set of accepted bytes must be
//! exactly the set of encodings of valid field values, made by `new`.
//!
//! Under Miri (`scripts/miri.sh -- --test bit_fields`, on this machine's
//! target, i686 and s390x), the two-byte records are checked on a sample
//! (`in_sample`): every value of each byte beside a few values of the
//! other, 2,535 of the 65,536 pairs, each held to the decoder by every
//! path and read back; their thousands of encodings are made by `new`
//! natively only. The one-byte records are checked on every byte.

#![forbid(unsafe_code)]

use std::collections::BTreeSet;

use transmutable::{Assume, Layout};

/// Only 4 is a valid IP version.
#[derive(Layout, Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
#[transmutable(portable)]
#[repr(u8)]
pub enum Version {
    V4 = 4,
}

/// Five kinds in three bits: 5, 6 and 7 are invalid.
#[derive(Layout, Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
#[transmutable(portable)]
#[repr(u8)]
pub enum Kind {
    A = 0,
    B = 1,
    C = 2,
    D = 3,
    E = 4,
}

/// Sparse values in three bits.
#[derive(Layout, Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
#[transmutable(portable)]
#[repr(u8)]
pub enum Sparse {
    One = 1,
    Three = 3,
    Six = 6,
}

/// Three values in four bits.
#[derive(Layout, Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
#[transmutable(portable)]
#[repr(u8)]
pub enum Three {
    A = 0,
    B = 1,
    C = 2,
}

/// Two restricted fields in one byte, each a range of values: checked as
/// two masked compares, and by slices a block at a time.
#[transmutable::bits(order = network)]
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TwoThrees {
    #[bits(4)]
    pub high: Three,
    #[bits(4)]
    pub low: Three,
}

/// IPv4's first byte, in network order.
#[transmutable::bits(order = network)]
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct VersionIhl {
    #[bits(4)]
    pub version: Version,
    #[bits(4)]
    pub ihl: u8,
}

/// Little-endian order: `flag` is bit 0, `kind` bits 1..4, `count` bits 4..8.
#[transmutable::bits(order = little_endian)]
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Packed {
    pub flag: bool,
    #[bits(3)]
    pub kind: Kind,
    #[bits(4)]
    pub count: u8,
}

/// Network order: `sparse` bits 7..5 (from the top), `flag` bit 4, `kind`
/// bits 3..1, `last` bit 0, written as the RFCs number them.
#[transmutable::bits(order = network)]
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Mixed {
    #[bits(3)]
    pub sparse: Sparse,
    pub flag: bool,
    #[bits(3)]
    pub kind: Kind,
    pub last: bool,
}

/// IPv4's flags and fragment offset: two bytes, network order, a 13-bit
/// integer across the byte boundary.
#[transmutable::bits(order = network)]
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Fragment {
    #[bits(3)]
    pub flags: Sparse,
    #[bits(13)]
    pub offset: u16,
}

/// Two bytes, little-endian: `a` bit 0, `kind` bits 1..4, `wide` bits
/// 4..13 (across the bytes), `sparse` bits 13..16.
#[transmutable::bits(order = little_endian)]
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Wide {
    pub a: bool,
    #[bits(3)]
    pub kind: Kind,
    #[bits(9)]
    pub wide: u16,
    #[bits(3)]
    pub sparse: Sparse,
}

/// Network order, a restricted field across the bytes: `a` bits 15..10 of
/// the big-endian integer, `kind` bits 9..7 (bits 9 and 8 in byte 0, bit
/// 7 in byte 1), `b` bits 6..3, `sparse` bits 2..0.
#[transmutable::bits(order = network)]
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Crossing {
    #[bits(6)]
    pub a: u8,
    #[bits(3)]
    pub kind: Kind,
    #[bits(4)]
    pub b: u8,
    #[bits(3)]
    pub sparse: Sparse,
}

/// Bit fields inside a struct.
#[derive(Layout, Clone, Copy, Debug)]
#[repr(C)]
pub struct Header {
    pub version_ihl: VersionIhl,
    pub fragment: Fragment,
}

/// Two of `Kind`'s values.
#[derive(Layout, Clone, Copy, Debug, PartialEq)]
#[repr(u8)]
pub enum KindAB {
    A = 0,
    B = 1,
}

/// `Crossing` with fewer values in `kind` and in `sparse`.
#[transmutable::bits(order = network)]
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CrossingNarrow {
    #[bits(6)]
    pub a: u8,
    #[bits(3)]
    pub kind: KindAB,
    #[bits(4)]
    pub b: u8,
    #[bits(3)]
    pub sparse: Sparse,
}

/// Little-endian, a restricted field across the bytes and one beside it in
/// the second: `flag` bit 0,
/// `x` bits 1..6, `sparse` bits 6..9, `kind` bits 9..12, `rest` 12..16.
#[transmutable::bits(order = little_endian)]
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CrossingLittle {
    pub flag: bool,
    #[bits(5)]
    pub x: u8,
    #[bits(3)]
    pub sparse: Sparse,
    #[bits(3)]
    pub kind: Kind,
    #[bits(4)]
    pub rest: u8,
}

fn kind(value: u32) -> Option<Kind> {
    [Kind::A, Kind::B, Kind::C, Kind::D, Kind::E].get(value as usize).copied()
}

fn sparse(value: u32) -> Option<Sparse> {
    match value {
        1 => Some(Sparse::One),
        3 => Some(Sparse::Three),
        6 => Some(Sparse::Six),
        _ => None,
    }
}

fn three(value: u32) -> Option<Three> {
    [Three::A, Three::B, Three::C].get(value as usize).copied()
}

fn boolean(value: u32) -> Option<bool> {
    Some(value == 1)
}

/// Bits `low..low + width` of `integer`.
fn bits(integer: u32, low: u32, width: u32) -> u32 {
    (integer >> low) & ((1 << width) - 1)
}

type Decoded<T> = Option<T>;

fn decode_version_ihl(bytes: &[u8]) -> Decoded<(Version, u8)> {
    let integer = u32::from(bytes[0]);
    let version = (bits(integer, 4, 4) == 4).then_some(Version::V4)?;
    Some((version, bits(integer, 0, 4) as u8))
}

fn decode_two_threes(bytes: &[u8]) -> Decoded<(Three, Three)> {
    let integer = u32::from(bytes[0]);
    Some((three(bits(integer, 4, 4))?, three(bits(integer, 0, 4))?))
}

fn decode_packed(bytes: &[u8]) -> Decoded<(bool, Kind, u8)> {
    let integer = u32::from(bytes[0]);
    Some((boolean(bits(integer, 0, 1))?, kind(bits(integer, 1, 3))?, bits(integer, 4, 4) as u8))
}

fn decode_mixed(bytes: &[u8]) -> Decoded<(Sparse, bool, Kind, bool)> {
    let integer = u32::from(bytes[0]);
    Some((
        sparse(bits(integer, 5, 3))?,
        boolean(bits(integer, 4, 1))?,
        kind(bits(integer, 1, 3))?,
        boolean(bits(integer, 0, 1))?,
    ))
}

fn decode_fragment(bytes: &[u8]) -> Decoded<(Sparse, u16)> {
    let integer = u32::from(u16::from_be_bytes([bytes[0], bytes[1]]));
    Some((sparse(bits(integer, 13, 3))?, bits(integer, 0, 13) as u16))
}

fn decode_wide(bytes: &[u8]) -> Decoded<(bool, Kind, u16, Sparse)> {
    let integer = u32::from(u16::from_le_bytes([bytes[0], bytes[1]]));
    Some((
        boolean(bits(integer, 0, 1))?,
        kind(bits(integer, 1, 3))?,
        bits(integer, 4, 9) as u16,
        sparse(bits(integer, 13, 3))?,
    ))
}

fn decode_crossing(bytes: &[u8]) -> Decoded<(u8, Kind, u8, Sparse)> {
    let integer = u32::from(u16::from_be_bytes([bytes[0], bytes[1]]));
    Some((
        bits(integer, 10, 6) as u8,
        kind(bits(integer, 7, 3))?,
        bits(integer, 3, 4) as u8,
        sparse(bits(integer, 0, 3))?,
    ))
}

fn decode_crossing_little(bytes: &[u8]) -> Decoded<(bool, u8, Sparse, Kind, u8)> {
    let integer = u32::from(u16::from_le_bytes([bytes[0], bytes[1]]));
    Some((
        boolean(bits(integer, 0, 1))?,
        bits(integer, 1, 5) as u8,
        sparse(bits(integer, 6, 3))?,
        kind(bits(integer, 9, 3))?,
        bits(integer, 12, 4) as u8,
    ))
}

/// Every byte string of `T`'s size (under Miri, those `in_sample`).
fn all_byte_strings(size: usize) -> impl Iterator<Item = Vec<u8>> {
    (0..1u32 << (8 * size)).map(move |n| n.to_le_bytes()[..size].to_vec()).filter(|bytes| in_sample(bytes))
}

/// The values each byte of a two-byte string holds while the other takes
/// every value, under Miri: zero, all ones, IPv4's first byte, and the
/// bits of the records' crossing fields set (0x81) and clear (0x7e).
#[cfg(miri)]
const SAMPLE: [u8; 5] = [0x00, 0xff, 0x45, 0x81, 0x7e];

/// Whether the brute force checks `bytes`: every string, but under Miri
/// only those of one byte, and those of two bytes of which one is in
/// `SAMPLE`.
fn in_sample(bytes: &[u8]) -> bool {
    #[cfg(miri)]
    {
        bytes.len() < 2 || bytes.iter().any(|byte| SAMPLE.contains(byte))
    }
    #[cfg(not(miri))]
    {
        let _ = bytes;
        true
    }
}

/// The accepted byte strings are exactly the encodings `made` (those in
/// the sample), `count` of them where every string was checked.
fn assert_exact(accepted: &BTreeSet<Vec<u8>>, made: BTreeSet<Vec<u8>>, count: usize) {
    let made: BTreeSet<Vec<u8>> = made.into_iter().filter(|bytes| in_sample(bytes)).collect();
    assert_eq!(*accepted, made);
    if !cfg!(miri) {
        assert_eq!(accepted.len(), count);
    }
}

/// The brute force: the decoder's verdict is the description's, by every
/// path that reads it, and the accessors read what the decoder reads.
fn check<T, D>(decode: fn(&[u8]) -> Decoded<D>, read: fn(&T) -> D) -> BTreeSet<Vec<u8>>
where
    T: Layout + Copy,
    D: PartialEq + std::fmt::Debug,
{
    let size = core::mem::size_of::<T>();
    let mut accepted = BTreeSet::new();
    for bytes in all_byte_strings(size) {
        let expected = decode(&bytes);
        let validator = transmutable::__private::validate_bytes(T::DESCRIPTION, &bytes);
        let read_back = T::try_read_from_bytes(&bytes);
        assert_eq!(validator, expected.is_some(), "validator on {bytes:02x?}");
        assert_eq!(read_back.is_ok(), expected.is_some(), "try_read_from_bytes on {bytes:02x?}");
        if let (Ok(value), Some(expected)) = (read_back, expected) {
            assert_eq!(read(&value), expected, "accessors on {bytes:02x?}");
            assert_eq!(transmutable::as_bytes(&value), &bytes[..]);
            accepted.insert(bytes);
        }
    }
    accepted
}

fn encodings<T: Layout>(values: impl Iterator<Item = T>) -> BTreeSet<Vec<u8>> {
    values.map(|value| transmutable::as_bytes(&value).to_vec()).collect()
}

const KINDS: [Kind; 5] = [Kind::A, Kind::B, Kind::C, Kind::D, Kind::E];
const SPARSE: [Sparse; 3] = [Sparse::One, Sparse::Three, Sparse::Six];

#[test]
fn version_ihl_accepts_exactly_the_encodings_of_its_values() {
    let accepted = check::<VersionIhl, _>(decode_version_ihl, |v| (v.version(), v.ihl()));
    let made = encodings((0..16).map(|ihl| VersionIhl::new(Version::V4, ihl).unwrap()));
    assert_exact(&accepted, made, 16);
}

#[test]
fn two_restricted_fields_in_a_byte_accept_exactly_the_encodings_of_their_values() {
    let accepted = check::<TwoThrees, _>(decode_two_threes, |v| (v.high(), v.low()));
    let threes = [Three::A, Three::B, Three::C];
    let made = encodings(threes.into_iter().flat_map(|high| threes.map(|low| TwoThrees::new(high, low).unwrap())));
    assert_exact(&accepted, made, 9);
}

#[test]
fn packed_little_endian_accepts_exactly_the_encodings_of_its_values() {
    let accepted = check::<Packed, _>(decode_packed, |v| (v.flag(), v.kind(), v.count()));
    let made = encodings([false, true].into_iter().flat_map(|flag| {
        KINDS.into_iter().flat_map(move |kind| (0..16).map(move |count| Packed::new(flag, kind, count).unwrap()))
    }));
    assert_exact(&accepted, made, 2 * 5 * 16);
}

#[test]
fn mixed_network_accepts_exactly_the_encodings_of_its_values() {
    let accepted = check::<Mixed, _>(decode_mixed, |v| (v.sparse(), v.flag(), v.kind(), v.last()));
    let mut made = BTreeSet::new();
    for s in SPARSE {
        for flag in [false, true] {
            for k in KINDS {
                for last in [false, true] {
                    made.insert(transmutable::as_bytes(&Mixed::new(s, flag, k, last).unwrap()).to_vec());
                }
            }
        }
    }
    assert_exact(&accepted, made, 3 * 2 * 5 * 2);
}

#[test]
fn fragment_two_bytes_network_accepts_exactly_the_encodings_of_its_values() {
    let accepted = check::<Fragment, _>(decode_fragment, |v| (v.flags(), v.offset()));
    if cfg!(miri) {
        // The sample was held to the decoder; the encodings are made natively.
        return;
    }
    let made = encodings(
        SPARSE.into_iter().flat_map(|flags| (0..1 << 13).map(move |offset| Fragment::new(flags, offset).unwrap())),
    );
    assert_exact(&accepted, made, 3 << 13);
}

#[test]
fn wide_two_bytes_little_endian_accepts_exactly_the_encodings_of_its_values() {
    let accepted = check::<Wide, _>(decode_wide, |v| (v.a(), v.kind(), v.wide(), v.sparse()));
    if cfg!(miri) {
        // The sample was held to the decoder; the encodings are made natively.
        return;
    }
    let mut made = BTreeSet::new();
    for a in [false, true] {
        for k in KINDS {
            for wide in 0..1 << 9 {
                for s in SPARSE {
                    made.insert(transmutable::as_bytes(&Wide::new(a, k, wide, s).unwrap()).to_vec());
                }
            }
        }
    }
    assert_exact(&accepted, made, 2 * 5 * 512 * 3);
}

#[test]
fn a_restricted_field_across_two_bytes_is_exact_in_network_order() {
    let accepted = check::<Crossing, _>(decode_crossing, |v| (v.a(), v.kind(), v.b(), v.sparse()));
    if cfg!(miri) {
        // The sample was held to the decoder; the encodings are made natively.
        return;
    }
    let mut made = BTreeSet::new();
    for a in 0..64 {
        for k in KINDS {
            for b in 0..16 {
                for s in SPARSE {
                    made.insert(transmutable::as_bytes(&Crossing::new(a, k, b, s).unwrap()).to_vec());
                }
            }
        }
    }
    assert_exact(&accepted, made, 64 * 5 * 16 * 3);
}

#[test]
fn restricted_fields_across_two_bytes_are_exact_in_little_endian_order() {
    let accepted =
        check::<CrossingLittle, _>(decode_crossing_little, |v| (v.flag(), v.x(), v.sparse(), v.kind(), v.rest()));
    if cfg!(miri) {
        // The sample was held to the decoder; the encodings are made natively.
        return;
    }
    let mut made = BTreeSet::new();
    for flag in [false, true] {
        for x in 0..32 {
            for s in SPARSE {
                for k in KINDS {
                    for rest in 0..16 {
                        made.insert(
                            transmutable::as_bytes(&CrossingLittle::new(flag, x, s, k, rest).unwrap()).to_vec(),
                        );
                    }
                }
            }
        }
    }
    assert_exact(&accepted, made, 2 * 32 * 3 * 5 * 16);
}

/// The engine's inclusion of patterns: fewer values of a field are a
/// subset, more are not.
#[test]
fn verdicts_read_fields_across_bytes() {
    assert!(transmutable::is_transmutable::<CrossingNarrow, Crossing>(Assume::NOTHING));
    assert!(!transmutable::is_transmutable::<Crossing, CrossingNarrow>(Assume::NOTHING));
    assert!(transmutable::is_transmutable::<Crossing, Crossing>(Assume::NOTHING));
    assert!(transmutable::is_transmutable::<Crossing, [u8; 2]>(Assume::NOTHING));
    assert!(!transmutable::is_transmutable::<[u8; 2], Crossing>(Assume::NOTHING));
    // Every bit of `kind` in byte 0 set: `kind` is 6 or 7, whatever byte 1 holds.
    let error = Crossing::try_read_from_bytes(&[0x03, 0x81]).unwrap_err();
    assert!(error.to_string().contains("bytes 0..2 (`Crossing.kind/sparse`)"), "{error}");
    let narrow: CrossingNarrow = transmutable::try_transmute([0x00u8, 0x81]).unwrap();
    let wide: Crossing = transmutable::transmute(narrow);
    assert_eq!((wide.kind(), wide.sparse()), (Kind::B, Sparse::One));
}

/// Bit positions as RFC 791 draws them: version in the high nibble.
#[test]
fn network_order_puts_the_first_field_in_the_high_bits() {
    assert_eq!(transmutable::as_bytes(&VersionIhl::new(Version::V4, 5).unwrap()), [0x45]);
    assert_eq!(transmutable::as_bytes(&Fragment::new(Sparse::Three, 0x1234).unwrap()), [0x72, 0x34]);
    assert_eq!(transmutable::as_bytes(&Packed::new(true, Kind::C, 0xA).unwrap()), [0xA5]);
    assert_eq!(transmutable::as_bytes(&Wide::new(true, Kind::E, 0x1FF, Sparse::Six).unwrap()), [0xF9, 0xDF]);
}

#[test]
fn accessors_check_what_they_store() {
    let mut record = Wide::new(false, Kind::A, 0, Sparse::One).unwrap();
    record.set_wide(300);
    record.set_kind(Kind::D);
    assert_eq!((record.a(), record.kind(), record.wide(), record.sparse()), (false, Kind::D, 300, Sparse::One));
    assert_eq!(record.try_set_wide(512), Err(512));
    assert_eq!(record.wide(), 300);
    assert!(record.with_wide(511).is_some());
    assert!(record.with_wide(1 << 9).is_none());
    assert!(VersionIhl::new(Version::V4, 16).is_none());
    assert!(std::panic::catch_unwind(move || record.set_wide(1000)).is_err());
}

/// The engine decides the fields' validity in its one check.
#[test]
fn verdicts_read_the_bit_fields() {
    assert!(!transmutable::is_transmutable::<u8, VersionIhl>(Assume::NOTHING));
    assert!(transmutable::is_transmutable::<VersionIhl, u8>(Assume::NOTHING));
    assert!(!transmutable::is_transmutable::<u16, Fragment>(Assume::NOTHING));
    assert!(!transmutable::is_transmutable::<[u8; 20], [VersionIhl; 20]>(Assume::NOTHING));
    assert!(transmutable::is_transmutable::<u8, VersionIhl>(Assume::VALIDITY));
    // A `Version` is the byte 4: version 0, in the high nibble.
    assert!(!transmutable::is_transmutable::<Version, VersionIhl>(Assume::NOTHING));
    // A `bool` field takes one bit, not a byte of booleans.
    assert!(!transmutable::is_transmutable::<bool, Mixed>(Assume::NOTHING));
    assert!(!transmutable::is_transmutable::<Mixed, bool>(Assume::NOTHING));
    assert!(transmutable::is_transmutable::<VersionIhl, VersionIhl>(Assume::NOTHING));
    assert!(transmutable::try_transmute::<u8, VersionIhl>(0x65).is_err());
    assert_eq!(transmutable::try_transmute::<u8, VersionIhl>(0x45).unwrap().ihl(), 5);
}

#[test]
fn refusals_name_the_byte_and_the_field() {
    let error = VersionIhl::try_ref_from_bytes(&[0x65]).unwrap_err();
    assert_eq!(
        error.to_string(),
        "the bytes are not a valid `VersionIhl`: byte 0 (`VersionIhl.version`, bits 4..8) holds 6, but only 4 is valid there"
    );
    // 0xff: `sparse` is 7, the first field refused.
    let error = Mixed::try_ref_from_bytes(&[0xff]).unwrap_err();
    assert!(
        error.to_string().ends_with("byte 0 (`Mixed.sparse`, bits 5..8) holds 7, but only 1, 3, 6 are valid there"),
        "{error}"
    );
    // 0x2e: `sparse` is 1, `flag` 0, `kind` 7.
    let error = Mixed::try_ref_from_bytes(&[0x2e]).unwrap_err();
    assert!(
        error.to_string().ends_with("byte 0 (`Mixed.kind`, bits 1..4) holds 7, but only 0..=4 is valid there"),
        "{error}"
    );
    // Inside a struct and an array, the path goes through both.
    let error = transmutable::try_read_from_bytes::<[Header; 2]>(&[0x45, 0x20, 0, 0x45, 0x13, 0]).unwrap_err();
    assert!(
        error
            .to_string()
            .ends_with("byte 4 (`[Header; 2][1].fragment.flags`, bits 5..8) holds 0, but only 1, 3, 6 are valid there"),
        "{error}"
    );
    // The picture of `{:#}` follows.
    let error = VersionIhl::try_ref_from_bytes(&[0x65]).unwrap_err();
    assert!(format!("{error:#}").lines().count() > 1);
}

/// A compile-time refusal says the same as a run-time one, with what the
/// source may put in the field: the answer's `Display` is the text of the
/// compile error (`tests/ui/bits/refused_bytes.stderr`).
#[test]
fn compile_time_refusals_name_the_field_and_its_bits() {
    let refusal = |answer: transmutable::Answer| {
        let text = answer.to_string();
        text.split_once(": ").unwrap().1.split_once(".\n").unwrap().0.to_string()
    };
    assert_eq!(
        refusal(transmutable::decide::<u8, VersionIhl>(Assume::NOTHING)),
        "byte 0 (`VersionIhl.version`, bits 4..8) may hold 0..=3, 5..=15 from `u8`, but only 4 is valid there"
    );
    // The first field refused, with only the values it refuses.
    assert_eq!(
        refusal(transmutable::decide::<u8, Mixed>(Assume::NOTHING)),
        "byte 0 (`Mixed.sparse`, bits 5..8) may hold 0, 2, 4..=5, 7 from `u8`, but only 1, 3, 6 are valid there"
    );
    // A `Version` (the byte 4) puts 0 in `version`.
    assert_eq!(
        refusal(transmutable::decide::<Version, VersionIhl>(Assume::NOTHING)),
        "byte 0 (`VersionIhl.version`, bits 4..8) may hold 0 from `Version`, but only 4 is valid there"
    );
    // Through a struct and an array, on both sides.
    assert_eq!(
        refusal(transmutable::decide::<[u8; 6], [Header; 2]>(Assume::NOTHING)),
        "byte 0 (`[Header; 2][0].version_ihl.version`, bits 4..8) may hold 0..=3, 5..=15 from `[u8; 6]`, but only 4 is valid there"
    );
    // A record into another: `Packed.count`'s high bits are `sparse`'s.
    assert_eq!(
        refusal(transmutable::decide::<Packed, Mixed>(Assume::NOTHING)),
        "byte 0 (`Mixed.sparse`, bits 5..8) may hold 0, 2, 4..=5, 7 from `Packed.flag/kind`, but only 1, 3, 6 are valid there"
    );
    // Written back through `&mut`: the source's field is the one refused.
    let answer = transmutable::decide_mut::<VersionIhl, u8>(Assume::NOTHING);
    assert!(
        answer.to_string().contains(
            "byte 0 (`VersionIhl.version`, bits 4..8) may hold 0..=3, 5..=15 from `u8`, but only 4 is valid there"
        ),
        "{answer}"
    );
}

/// The same bytes on every target: the portable description is the native one.
#[test]
fn portable_descriptions_are_the_native_ones() {
    assert!(transmutable::portable::describes_current::<VersionIhl>());
    assert!(transmutable::portable::describes_current::<Packed>());
    assert!(transmutable::portable::describes_current::<Mixed>());
    assert!(transmutable::portable::describes_current::<Fragment>());
    assert!(transmutable::portable::describes_current::<Wide>());
    assert!(transmutable::portable::describes_current::<Crossing>());
    assert!(transmutable::portable::describes_current::<CrossingLittle>());
    assert!(transmutable::portable::describes_current::<TwoThrees>());
}

/// A record whose `BitFields` impl is written by hand: no derive read its
/// fields' types as written, any of which may be an alias that means
/// another type on another target, so it has no portable description.
#[test]
fn a_hand_written_record_is_not_portable() {
    use transmutable::bit_fields::{BitField, BitFields, BitOrder, Bits};
    use transmutable::portable::{self, Targets};

    // Names the fields of `Bits<Hand, 1>`, which holds the bytes.
    pub struct Hand;
    impl BitFields for Hand {
        const ORDER: BitOrder = BitOrder::LittleEndian;
        const FIELDS: &'static [BitField] = &[BitField::new::<u8>("byte", 8)];
    }
    let answer = portable::decide::<u8, Bits<Hand, 1>>(Assume::NOTHING);
    assert_eq!(answer.failing(), Targets::ALL, "{answer}");
    assert!(answer.to_string().contains("written by hand"), "{answer}");
    // The record's bytes natively, as the impl describes them.
    assert!(transmutable::is_transmutable::<u8, Bits<Hand, 1>>(Assume::NOTHING));
}

/// A record of integers takes every byte string: the capability traits,
/// asked of the engine where the record is declared, hold.
#[transmutable::bits(order = little_endian)]
#[derive(
    transmutable::FromZeros, transmutable::FromBytes, transmutable::IntoBytes, transmutable::Unaligned, Clone, Copy,
)]
pub struct Free {
    #[bits(3)]
    pub a: u8,
    #[bits(13)]
    pub b: u16,
}

/// Zero is a valid value of every field (`Kind::A`, `false`, 0).
#[transmutable::bits(order = network)]
#[derive(transmutable::FromZeros, transmutable::IntoBytes, Clone, Copy)]
pub struct Zeroable {
    #[bits(3)]
    pub kind: Kind,
    pub flag: bool,
    #[bits(4)]
    pub count: u8,
}

#[test]
fn capability_traits_read_the_bit_fields() {
    fn from_bytes<T: transmutable::FromBytes>() {}
    fn from_zeros<T: transmutable::FromZeros>() {}
    from_bytes::<Free>();
    from_zeros::<Zeroable>();
    let free: Free = transmutable::transmute(0xffffu16);
    assert_eq!((free.a(), free.b()), (7, 0x1fff));
    let zero: Zeroable = transmutable::zeroed();
    assert_eq!((zero.kind(), zero.flag(), zero.count()), (Kind::A, false, 0));
    assert!(transmutable::is_transmutable::<u16, Free>(Assume::NOTHING));
    assert!(!transmutable::is_transmutable::<u8, Zeroable>(Assume::NOTHING));
}

/// The box picture draws each field in its bits, as RFC 791 draws the
/// IPv4 header: a field that goes on into the next byte is one box.
#[test]
fn pictures_draw_bit_fields_inside_their_bytes() {
    let picture = format!("{:#}", transmutable::layout::<Header>());
    let boxes: Vec<&str> = picture.lines().skip(2).collect();
    assert_eq!(
        boxes,
        [
            "+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+",
            "|version|  ihl  |flags|         offset          |",
            "+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+",
        ]
    );
    let picture = format!("{:#}", transmutable::layout::<Crossing>());
    assert_eq!(picture.lines().nth(3), Some("|     a     |kind |   b   |spar~|"));
    // Little-endian order: the first field holds the low bits, drawn last.
    let picture = format!("{:#}", transmutable::layout::<Packed>());
    assert_eq!(picture.lines().nth(3), Some("| count |kind |~|"));
}

/// The SVG picture labels each field in its bits with its values, and
/// draws no edge inside a field that goes on into the next byte.
#[test]
fn svg_pictures_draw_bit_fields_inside_their_bytes() {
    let svg = transmutable::layout::<Header>().to_svg();
    let document = roxmltree::Document::parse(&svg).unwrap();
    let texts: Vec<&str> =
        document.descendants().filter(|node| node.has_tag_name("text")).filter_map(|node| node.text()).collect();
    // `flags`' three bits hold its name, and the start of its values.
    for expected in ["version", "4", "ihl", "any", "flags", "1, 3~", "offset"] {
        assert!(texts.contains(&expected), "{expected} in {texts:?}");
    }
    // Edges at x = 64 + 15 * bit: between `flags` and `offset` (bit 11),
    // none at the byte boundary inside `offset` (bit 16).
    let vertical_at = |x: usize| {
        document.descendants().filter(|node| node.has_tag_name("line")).any(|line| {
            line.attribute("x1") == Some(&x.to_string()[..]) && line.attribute("x1") == line.attribute("x2")
        })
    };
    assert!(vertical_at(64 + 15 * 11));
    assert!(!vertical_at(64 + 15 * 16));
    assert!(vertical_at(64 + 15 * 8));
}

/// Slices are checked a block at a time: every byte value, at a place
/// inside a block and in the elements after the last whole block, is
/// accepted exactly when the brute force says.
#[test]
fn slices_of_records_are_checked_as_their_elements() {
    fn check<T: Layout + Copy>(decode: fn(&[u8]) -> bool, valid: u8) {
        for value in 0..=255u8 {
            for place in [0, 37, 63, 64, 130] {
                let mut buffer = [valid; 131];
                buffer[place] = value;
                assert_eq!(
                    transmutable::try_ref_from_bytes::<[T]>(&buffer[..]).is_ok(),
                    decode(&[value]),
                    "{value:#04x} at {place}"
                );
            }
        }
    }
    check::<VersionIhl>(|bytes| decode_version_ihl(bytes).is_some(), 0x45);
    check::<Packed>(|bytes| decode_packed(bytes).is_some(), 0x00);
    check::<Mixed>(|bytes| decode_mixed(bytes).is_some(), 0x20);
    check::<TwoThrees>(|bytes| decode_two_threes(bytes).is_some(), 0x12);
}
