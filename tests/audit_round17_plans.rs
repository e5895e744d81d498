//! Adversarial probes, round 17: the compiled plans' newest paths, held to
//! decoders written here from the contract (an enum holds one of its tags
//! and that variant's fields; a union of fields that fill it, with no
//! padding and no byte past a field's end, and that are not runs only, is
//! valid when one of its fields is; `bool` is 0 or 1).
//!
//! Shapes beside rounds 15 and 16's, each aimed at one path a record
//! checked one at a time takes and a slice's elements do not:
//!
//! - a union whose first reading holds a union and whose second is plain
//!   (`Nested`): a reading after one that passed is skipped
//!   (`readings_before`), but not after a reading whose verdict joins its
//!   inner union's only at the end;
//! - the same with the inner union in a variant of an enum in the first
//!   reading (`Carried`);
//! - a union of three readings, the first an enum with fields (`Three`):
//!   each enum's check of its tags runs after its variants' (`run_order`);
//! - that union in an enum's variant, beside variants outside any union
//!   (`Outer`): the early exit and the chains of `&&` one record at a time,
//!   the branch-free elements of a slice, whose variants' checks are
//!   compared whatever the tag;
//! - an enum in a variant of an enum in a union's reading (`Deep`);
//! - an enum beside plain fields (`Flags`), two-byte signed tags around
//!   zero and at both ends of their range (`Signed`, `CSigned`), and
//!   fieldless two-byte enums whose values make the ranges a plan turns
//!   into one compare around a hole (`around_a_hole`) or do not;
//! - a record of more choices than a plan holds (`Record`), walked.
//!
//! Every string over an alphabet of each field's edges, one record at a
//! time (`try_ref_from_bytes`, `try_read_from_bytes`, `try_transmute` from
//! an array, which reads through a value); slices of three records, each
//! string among two valid ones at each place; every two-byte value for the
//! two-byte enums. Held, natively and under Miri (x86_64 and s390x, where
//! the two-byte tags' bytes are the other way round; on a smaller alphabet).

#![forbid(unsafe_code)]
#![allow(dead_code)]

use transmutable::{Layout, Lifetime, Pointee};

#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum Kind {
    A = 1,
    B = 2,
    C = 7,
}

/// Two bytes in every variant, with no padding.
#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum Pair {
    Flag(bool) = 0,
    Kind(Kind) = 3,
    Any(u8) = 4,
}

#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union Inner {
    pub pair: Pair,
    pub kinds: [Kind; 2],
}

/// A union in the first reading, a plain reading after it.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union Nested {
    pub inner: Inner,
    pub flags: [bool; 2],
}

/// Three readings, the first an enum with fields.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union Three {
    pub pair: Pair,
    pub kinds: [Kind; 2],
    pub flags: [bool; 2],
}

/// A union in a variant, beside variants in no union.
#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum Outer {
    Three(Three) = 1,
    Fields(Kind, bool) = 2,
    Pair(Pair) = 6,
}

#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum Holder {
    Pair(Pair) = 1,
    Fields(bool, u8) = 2,
}

/// An enum in a variant of an enum in a union's reading.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union Deep {
    pub holder: Holder,
    pub kinds: [Kind; 3],
}

#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union Small {
    pub kinds: [Kind; 2],
    pub flags: [bool; 2],
}

#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum Carrier {
    Small(Small) = 1,
    Flags(bool, bool) = 2,
}

#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct KindThenBytes {
    pub kind: Kind,
    pub bytes: [u8; 2],
}

/// A union in a variant of an enum in the first reading, a plain reading
/// after it: the first reading's verdict joins the inner union's only at
/// the end, so the second is read whatever the first's checks said
/// (`[1, 7, 0]`: `Carrier::Small` with no valid `Small`, and a valid
/// `KindThenBytes`).
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union Carried {
    pub carrier: Carrier,
    pub loose: KindThenBytes,
}

#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct Flags {
    pub flag: bool,
    pub kind: Kind,
    pub pair: Pair,
}

#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct FlagThenPair(pub bool, pub Pair);

#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union Shared {
    pub flags: [bool; 3],
    pub pair: FlagThenPair,
}

/// More choices than a plan holds: walked.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct Record {
    pub kind: Kind,
    pub shared: Shared,
    pub outer: Outer,
}

/// Two-byte signed tags, around zero and at both ends.
#[derive(Layout, Clone, Copy)]
#[repr(i16)]
pub enum Signed {
    Minus(bool) = -1,
    Zero(u8) = 0,
    Least = -32768,
    Most(bool) = 32767,
}

#[derive(Layout, Clone, Copy)]
#[repr(C, i16)]
pub enum CSigned {
    A(bool) = -2,
    B(u8) = 1,
    C = 3,
    D(bool) = 4,
    E = 5,
    F = 0x7fff,
}

fn kind(b: u8) -> bool {
    matches!(b, 1 | 2 | 7)
}

fn flag(b: u8) -> bool {
    b < 2
}

fn pair(b: &[u8]) -> bool {
    match b[0] {
        0 => flag(b[1]),
        3 => kind(b[1]),
        4 => true,
        _ => false,
    }
}

fn inner(b: &[u8]) -> bool {
    pair(b) || (kind(b[0]) && kind(b[1]))
}

fn nested(b: &[u8]) -> bool {
    inner(b) || (flag(b[0]) && flag(b[1]))
}

fn three(b: &[u8]) -> bool {
    pair(b) || (kind(b[0]) && kind(b[1])) || (flag(b[0]) && flag(b[1]))
}

fn outer(b: &[u8]) -> bool {
    match b[0] {
        1 => three(&b[1..3]),
        2 => kind(b[1]) && flag(b[2]),
        6 => pair(&b[1..3]),
        _ => false,
    }
}

fn holder(b: &[u8]) -> bool {
    match b[0] {
        1 => pair(&b[1..3]),
        2 => flag(b[1]),
        _ => false,
    }
}

fn deep(b: &[u8]) -> bool {
    holder(b) || b[..3].iter().all(|&b| kind(b))
}

fn small(b: &[u8]) -> bool {
    (kind(b[0]) && kind(b[1])) || (flag(b[0]) && flag(b[1]))
}

fn carried(b: &[u8]) -> bool {
    let carrier = match b[0] {
        1 => small(&b[1..3]),
        2 => flag(b[1]) && flag(b[2]),
        _ => false,
    };
    carrier || kind(b[0])
}

fn flags(b: &[u8]) -> bool {
    flag(b[0]) && kind(b[1]) && pair(&b[2..4])
}

fn shared(b: &[u8]) -> bool {
    b[..3].iter().all(|&b| flag(b)) || (flag(b[0]) && pair(&b[1..3]))
}

fn record(b: &[u8]) -> bool {
    kind(b[0]) && shared(&b[1..4]) && outer(&b[4..7])
}

const ALPHABET: &[u8] = &[0, 1, 2, 3, 4, 6, 7, 0xFF];

#[repr(C, align(8))]
struct Aligned([u8; 32]);

/// Every string of `len` bytes over `alphabet`; or, where there are more
/// than `most`, about `most` of them, by an odd step (the alphabet's size
/// is a power of two, so every byte takes every value).
fn strings(alphabet: &'static [u8], len: usize, most: usize) -> impl Iterator<Item = Vec<u8>> {
    let count = alphabet.len().pow(len as u32);
    let step = if count > most { count.div_ceil(most) | 1 } else { 1 };
    (0..count).step_by(step).map(move |mut n| {
        (0..len)
            .map(|_| {
                let byte = alphabet[n % alphabet.len()];
                n /= alphabet.len();
                byte
            })
            .collect()
    })
}

/// Every entry point that validates a `T` agrees with `decode`, one record
/// at a time and in slices of three; returns how many strings were valid.
fn holds<T, const N: usize>(name: &str, decode: fn(&[u8]) -> bool, most: usize, valid: &[[u8; N]]) -> usize
where
    T: Layout + Pointee + Copy + Lifetime<'static>,
    [u8; N]: Layout + Lifetime<'static>,
{
    assert_eq!(core::mem::size_of::<T>(), N, "{name}");
    // About `most` strings, and about a third as many valid ones found
    // among twenty times as many (valid strings are rare on long records).
    let mut all: Vec<Vec<u8>> = strings(ALPHABET, N, most).collect();
    all.extend(strings(ALPHABET, N, 20 * most).filter(|bytes| decode(bytes)).take(most / 3));
    all.extend(valid.iter().map(|bytes| bytes.to_vec()));
    let valid: Vec<&Vec<u8>> = all.iter().filter(|bytes| decode(bytes)).collect();
    assert!(valid.len() >= 2 && valid.len() < all.len(), "{name}: {} of {} valid", valid.len(), all.len());
    for bytes in &all {
        let expected = decode(bytes);
        let mut buffer = Aligned([0; 32]);
        buffer.0[..N].copy_from_slice(bytes);
        let value = &buffer.0[..N];
        assert_eq!(T::try_ref_from_bytes(value).is_ok(), expected, "{name} {bytes:?}");
        assert_eq!(T::try_read_from_bytes(value).is_ok(), expected, "{name} {bytes:?}");
        let array: [u8; N] = bytes.as_slice().try_into().unwrap();
        assert_eq!(transmutable::try_transmute::<[u8; N], T>(array).is_ok(), expected, "{name} value {bytes:?}");
        // Among valid records, at each place of three.
        let (first, second) = (valid[0], valid[valid.len() / 2]);
        for place in 0..3 {
            let mut buffer = Aligned([0; 32]);
            let mut others = [first, second].into_iter();
            for at in 0..3 {
                let record = if at == place { bytes } else { others.next().unwrap() };
                buffer.0[at * N..(at + 1) * N].copy_from_slice(record);
            }
            let slice = &buffer.0[..3 * N];
            assert_eq!(<[T]>::try_ref_from_bytes(slice).is_ok(), expected, "{name} slice, at {place}: {bytes:?}");
        }
    }
    valid.len()
}

fn most() -> usize {
    if cfg!(miri) {
        96
    } else {
        1 << 16
    }
}

#[test]
fn a_union_in_the_first_reading_then_a_plain_one() {
    assert!(holds::<Nested, 2>("Nested", nested, most(), &[]) > 0);
    assert!(holds::<Inner, 2>("Inner", inner, most(), &[]) > 0);
}

#[test]
fn a_union_in_a_variant_in_the_first_reading_then_a_plain_one() {
    assert!(holds::<Carried, 3>("Carried", carried, most(), &[]) > 0);
    assert!(Carried::try_ref_from_bytes(&[1, 7, 0]).is_ok());
    assert!(transmutable::try_transmute::<[u8; 3], Carried>([1, 7, 0]).is_ok());
    assert!(Carried::try_ref_from_bytes(&[3, 7, 0]).is_err());
}

#[test]
fn an_enum_first_of_three_readings() {
    assert!(holds::<Three, 2>("Three", three, most(), &[]) > 0);
}

#[test]
fn a_union_in_a_variant_beside_variants_in_no_union() {
    assert!(holds::<Outer, 3>("Outer", outer, most(), &[]) > 0);
}

#[test]
fn an_enum_in_a_variant_in_a_reading() {
    assert!(holds::<Deep, 3>("Deep", deep, most(), &[]) > 0);
}

#[test]
fn an_enum_beside_plain_fields() {
    assert!(holds::<Flags, 4>("Flags", flags, most(), &[]) > 0);
}

#[test]
fn more_choices_than_a_plan_holds() {
    // Valid records are rare among strings of seven bytes: three written
    // out, each field's variants among them.
    let valid = [[1, 0, 0, 0, 2, 1, 0], [7, 1, 3, 7, 1, 0, 1], [2, 0, 4, 9, 6, 4, 9]];
    assert!(holds::<Record, 7>("Record", record, if cfg!(miri) { 64 } else { 1 << 15 }, &valid) > 0);
}

/// Every tag and a few field bytes, for two-byte tags: the tag is the
/// signed integer of the first two bytes, in the target's byte order.
fn signed_tags<T: Layout + Lifetime<'static>>(decode: impl Fn(i16, u8) -> bool) {
    assert_eq!(core::mem::size_of::<T>(), 4);
    let step = if cfg!(miri) { 257 } else { 1 };
    for raw in (0..=u16::MAX).step_by(step).chain([0xFFFF, 0xFFFE, 0x8000, 0x7FFF]) {
        for field in [0u8, 1, 2, 0xFF] {
            let mut bytes = [0u8; 4];
            bytes[..2].copy_from_slice(&raw.to_ne_bytes());
            bytes[2] = field;
            let valid = transmutable::try_transmute::<[u8; 4], T>(bytes).is_ok();
            assert_eq!(valid, decode(raw as i16, field), "{} {raw:#x} {field}", core::any::type_name::<T>());
        }
    }
}

#[test]
fn two_byte_signed_tags() {
    signed_tags::<Signed>(|tag, field| match tag {
        -1 | 32767 => flag(field),
        0 | -32768 => true,
        _ => false,
    });
    signed_tags::<CSigned>(|tag, field| match tag {
        -2 | 4 => flag(field),
        1 | 3 | 5 | 0x7FFF => true,
        _ => false,
    });
}

macro_rules! fieldless {
    ($($name:ident: $repr:ident [$($variant:ident = $value:expr),*];)*) => {$(
        #[derive(Layout, Clone, Copy)]
        #[repr($repr)]
        pub enum $name {
            $($variant = $value),*
        }

        impl $name {
            const VALUES: &'static [$repr] = &[$($value),*];
        }
    )*};
}

fieldless! {
    // Around zero, signed: 0xFFFE..=0x0001 wraps.
    AroundZero: i16 [A = -2, B = -1, C = 0, D = 1];
    Ends: i16 [A = -32768, B = 32767, C = 0];
    // Two ranges, 0..=3 and 8..=15: a hole of four at 4, aligned, in a
    // block of 16 (one compare after an XOR with 4).
    Hole: u16 [A = 0, B = 1, C = 2, D = 3, E = 8, F = 9, G = 10, H = 11, I = 12, J = 13, K = 14, L = 15];
    // The same values signed.
    SignedHole: i16 [A = 0, B = 1, C = 2, D = 3, E = 8, F = 9, G = 10, H = 11, I = 12, J = 13, K = 14, L = 15];
    // 0..=3 and 6..=7: a hole of two at 4, aligned, but 8 is no multiple
    // of the block past 4 (8): still one compare? Held either way.
    ShortHole: u16 [A = 0, B = 1, C = 2, D = 3, E = 6, F = 7];
    // A hole not aligned to its length: 0..=2 and 5..=7.
    Unaligned: u16 [A = 0, B = 1, C = 2, D = 5, E = 6, F = 7];
    // 0..=1 and 4..=5: the hole 2..=3 is aligned, the block past 2 is 4,
    // and 6 is no multiple of it.
    Uneven: u16 [A = 0, B = 1, C = 4, D = 5];
    Scattered: u16 [A = 0, B = 0x7FFF, C = 0x8001, D = 0xFFFF];
    Spread: i16 [A = 0, B = 2, C = 4, D = 6, E = 8, F = 10, G = 63, H = 64];
    Negative: i16 [A = -64, B = -1, C = -63, D = 0];
    Bytes: u16 [A = 0, B = 1, C = 0x100, D = 0x101, E = 0x200];
}

fn every_value<T: Layout + Lifetime<'static>>(values: &[i32]) {
    let step = if cfg!(miri) { 61 } else { 1 };
    let special = values.iter().flat_map(|&v| [v as u16, (v as u16).wrapping_add(1), (v as u16).wrapping_sub(1)]);
    for raw in (0..=u16::MAX).step_by(step).chain(special) {
        let valid = values.iter().any(|&value| value as u16 == raw);
        assert_eq!(
            transmutable::try_transmute::<u16, T>(raw).is_ok(),
            valid,
            "{} {raw:#x}",
            core::any::type_name::<T>()
        );
        assert_eq!(T::try_read_from_bytes(&raw.to_ne_bytes()).is_ok(), valid);
    }
}

macro_rules! every_value {
    ($($name:ident),*) => {$(
        every_value::<$name>(&$name::VALUES.iter().map(|&value| value as i32).collect::<Vec<_>>());
    )*};
}

#[test]
fn two_byte_fieldless_enums() {
    every_value!(AroundZero, Ends, Hole, SignedHole, ShortHole, Unaligned, Uneven, Scattered, Spread, Negative, Bytes);
}
