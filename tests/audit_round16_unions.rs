//! Adversarial probes, round 16: enums with fields inside unions, read by
//! the compiled plans (main's "an enum in a union's reading read as a
//! match on its tag"), held to a decoder written here from the contract
//! (an enum holds one of its tags and that variant's fields; a union of
//! fields that are not runs of bytes is valid when one of its fields is;
//! padding takes any byte). Shapes beside `tags_in_unions.rs`'s: a
//! two-byte tag (`repr(u16)`, so byte order matters: run under Miri on
//! s390x too), a union inside an enum's variant, a union at an offset
//! behind padding, and slices of such records. Every string over an
//! alphabet of each field's edges and each enum's tags, one record at a
//! time; slices of two records on a sample (under Miri, on the bytes 0, 1
//! and 4: both two-byte tags, a `Kind`, `Holder::Held`). Held.

#![forbid(unsafe_code)]

use transmutable::__private::validate_bytes_by_plan;
use transmutable::Layout;

#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum Kind {
    A = 1,
    B = 2,
    C = 7,
}

/// A two-byte tag: `0x0100` and `0x0001`, each the other's bytes swapped.
/// No padding: in a union, a field's padding takes only what safe writes
/// leave there (KNOWN_DIFFERENCES.md, "Unions into unions"), no byte.
#[derive(Layout, Clone, Copy)]
#[repr(u16)]
pub enum Wide {
    Flags(bool, bool) = 0x0100,
    Kind(Kind, u8) = 0x0001,
}

#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum Small {
    Flags(bool, bool, bool) = 3,
    Kinds(Kind, u8, Kind) = 1,
}

#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union Either {
    pub small: Small,
    pub wide: Wide,
}

/// A union inside a variant, behind a byte of padding.
#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum Holder {
    Held(Either) = 4,
    Nothing = 6,
}

/// A union at an offset, behind a byte of padding.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct Behind {
    pub kind: Kind,
    pub either: Either,
}

fn is_kind(byte: u8) -> bool {
    matches!(byte, 1 | 2 | 7)
}

fn wide(b: &[u8]) -> bool {
    match u16::from_ne_bytes([b[0], b[1]]) {
        0x0100 => b[2] < 2 && b[3] < 2,
        0x0001 => is_kind(b[2]),
        _ => false,
    }
}

fn small(b: &[u8]) -> bool {
    match b[0] {
        3 => b[1] < 2 && b[2] < 2 && b[3] < 2,
        1 => is_kind(b[1]) && is_kind(b[3]),
        _ => false,
    }
}

fn either(b: &[u8]) -> bool {
    small(b) || wide(b)
}

fn holder(b: &[u8]) -> bool {
    match b[0] {
        4 => either(&b[2..6]),
        6 => true,
        _ => false,
    }
}

fn behind(b: &[u8]) -> bool {
    is_kind(b[0]) && either(&b[2..6])
}

const ALPHABET: [u8; 8] = [0, 1, 2, 3, 4, 6, 7, 0xff];

#[repr(C, align(8))]
struct Aligned([u8; 16]);

/// Every string of `len` bytes over `alphabet`.
fn strings(alphabet: &[u8], len: usize) -> impl Iterator<Item = Vec<u8>> + '_ {
    let count = alphabet.len().pow(len as u32);
    (0..count).map(move |mut n| {
        (0..len)
            .map(|_| {
                let byte = alphabet[n % alphabet.len()];
                n /= alphabet.len();
                byte
            })
            .collect()
    })
}

fn alphabet() -> &'static [u8] {
    if cfg!(miri) {
        &[0, 1, 4]
    } else {
        &ALPHABET
    }
}

#[test]
fn one_record_at_a_time() {
    let mut counts = [0usize; 3];
    for bytes in strings(alphabet(), 6) {
        let mut buffer = Aligned([0; 16]);
        buffer.0[..6].copy_from_slice(&bytes);
        let value = &buffer.0[..6];
        let expected = holder(&bytes);
        counts[0] += usize::from(expected);
        assert_eq!(Holder::try_ref_from_bytes(value).is_ok(), expected, "Holder {bytes:?}");
        assert_eq!(Holder::try_read_from_bytes(value).is_ok(), expected, "Holder {bytes:?}");
        assert_eq!(validate_bytes_by_plan(Holder::DESCRIPTION, value), expected, "Holder {bytes:?}");
        let expected = behind(&bytes);
        counts[1] += usize::from(expected);
        assert_eq!(Behind::try_ref_from_bytes(value).is_ok(), expected, "Behind {bytes:?}");
        assert_eq!(validate_bytes_by_plan(Behind::DESCRIPTION, value), expected, "Behind {bytes:?}");
        let expected = either(&bytes[..4]);
        counts[2] += usize::from(expected);
        assert_eq!(Either::try_ref_from_bytes(&buffer.0[..4]).is_ok(), expected, "Either {bytes:?}");
    }
    // Both verdicts were met.
    assert!(counts.iter().all(|&count| count > 0), "{counts:?}");
}

#[test]
fn slices_of_two_records() {
    let firsts: Vec<Vec<u8>> = strings(alphabet(), 6).filter(|bytes| holder(bytes) || behind(bytes)).collect();
    let seconds: Vec<Vec<u8>> = strings(alphabet(), 6).step_by(if cfg!(miri) { 97 } else { 127 }).collect();
    for first in firsts.iter().step_by(if cfg!(miri) { 11 } else { 19 }) {
        for second in &seconds {
            let mut buffer = Aligned([0; 16]);
            buffer.0[..6].copy_from_slice(first);
            buffer.0[6..12].copy_from_slice(second);
            let value = &buffer.0[..12];
            let expected = holder(first) && holder(second);
            assert_eq!(<[Holder]>::try_ref_from_bytes(value).is_ok(), expected, "Holder {first:?} {second:?}");
            let expected = behind(first) && behind(second);
            assert_eq!(<[Behind]>::try_ref_from_bytes(value).is_ok(), expected, "Behind {first:?} {second:?}");
        }
    }
}
