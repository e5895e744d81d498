//! Adversarial probes, round 5: what landed after round 4 (records of bit
//! fields, the capability derives with bytemuck's names, the peers'
//! wrappers, the compiled validator), held to an oracle written here from
//! the contract alone.
//!
//! Records of bit fields are decoded by shifts and masks from the stated
//! bit order (the oracle), over shapes the other tests leave out: a
//! restricted field of 8 bits that crosses a byte, a crossing between the
//! second and third bytes of a three-byte record, several restricted fields
//! in one byte, a record held in a bit field of another, signed and
//! negative fields, sixteen-byte records. Every entry point that checks
//! bytes must agree with the oracle, the accessors must read what it
//! reads, and a write must change its own field and nothing else. Verdicts
//! between records must be those of brute force over the source's valid
//! values. Under Miri the byte strings are sampled.

use std::num::NonZeroU8;

use transmutable::bit_fields::{raw_value, BitFields, Bits};
use transmutable::{Assume, Layout};

#[derive(Layout, Clone, Copy, Debug, PartialEq, Eq)]
#[transmutable(portable)]
#[repr(u8)]
pub enum Tri {
    A = 0,
    B = 1,
    C = 2,
}

#[derive(Layout, Clone, Copy, Debug, PartialEq, Eq)]
#[transmutable(portable)]
#[repr(u8)]
pub enum Kind {
    A = 0,
    B = 1,
    C = 2,
    D = 3,
    E = 4,
}

#[derive(Layout, Clone, Copy, Debug, PartialEq, Eq)]
#[transmutable(portable)]
#[repr(u8)]
pub enum Sparse {
    One = 1,
    Three = 3,
    Six = 6,
}

/// Two values of `Sparse`.
#[derive(Layout, Clone, Copy, Debug, PartialEq, Eq)]
#[transmutable(portable)]
#[repr(u8)]
pub enum SparseNarrow {
    One = 1,
    Six = 6,
}

/// Negative discriminants: 0xFF and 0x80 in a byte.
#[derive(Layout, Clone, Copy, Debug, PartialEq, Eq)]
#[transmutable(portable)]
#[repr(i8)]
pub enum Signed {
    MinusOne = -1,
    Min = -128,
    Zero = 0,
}

/// Network order, two bytes: a `NonZeroU8` of 8 bits from bit 8 down to
/// bit 1 of the big-endian integer, across the bytes.
#[transmutable::bits(order = network)]
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct NonZeroAcross {
    #[bits(7)]
    pub head: u8,
    #[bits(8)]
    pub count: NonZeroU8,
    pub last: bool,
}

/// `NonZeroAcross` with a free `u8` where it has the `NonZeroU8`.
#[transmutable::bits(order = network)]
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct FreeAcross {
    #[bits(7)]
    pub head: u8,
    #[bits(8)]
    pub count: u8,
    pub last: bool,
}

/// Little-endian, two bytes: a `bool` eight bits wide, bits 4..12.
#[transmutable::bits(order = little_endian)]
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct WideBool {
    #[bits(4)]
    pub low: u8,
    #[bits(8)]
    pub flag: bool,
    #[bits(4)]
    pub high: u8,
}

/// Network, three bytes: restricted fields in every byte, `sparse` across
/// the integer's bytes 0 and 1 (memory bytes 2 and 1), `kind` beside it.
#[transmutable::bits(order = network)]
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Three {
    #[bits(4)]
    pub a: u8,
    #[bits(2)]
    pub tri: Tri,
    #[bits(3)]
    pub b: u8,
    #[bits(3)]
    pub kind: Kind,
    #[bits(3)]
    pub c: u8,
    #[bits(3)]
    pub sparse: Sparse,
    pub flag: bool,
    #[bits(5)]
    pub d: u8,
}

/// `Three` in little-endian order: `sparse` across the integer's bytes 1
/// and 2, the last two in memory.
#[transmutable::bits(order = little_endian)]
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ThreeLittle {
    #[bits(4)]
    pub a: u8,
    #[bits(2)]
    pub tri: Tri,
    #[bits(3)]
    pub b: u8,
    #[bits(3)]
    pub kind: Kind,
    #[bits(3)]
    pub c: u8,
    #[bits(3)]
    pub sparse: Sparse,
    pub flag: bool,
    #[bits(5)]
    pub d: u8,
}

/// Four restricted fields in one byte, whose set is no range.
#[transmutable::bits(order = network)]
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Crowded {
    pub first: bool,
    #[bits(2)]
    pub tri: Tri,
    #[bits(3)]
    pub sparse: Sparse,
    #[bits(1)]
    pub flag: bool,
    pub last: bool,
}

/// `Crowded`'s fields narrowed: every value a value of `Crowded`.
#[transmutable::bits(order = network)]
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CrowdedNarrow {
    pub first: bool,
    #[bits(2)]
    pub tri: Tri,
    #[bits(3)]
    pub sparse: SparseNarrow,
    #[bits(1)]
    pub flag: bool,
    pub last: bool,
}

/// A record in a bit field of another, and a signed enum.
#[transmutable::bits(order = little_endian)]
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Outer {
    #[bits(8)]
    pub inner: Crowded,
    #[bits(8)]
    pub signed: Signed,
}

/// Sixteen bytes: a `u128` of 120 bits, a `Kind` at the top.
#[transmutable::bits(order = network)]
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sixteen {
    #[bits(5)]
    pub kind: Kind,
    #[bits(120)]
    pub wide: u128,
    #[bits(3)]
    pub sparse: Sparse,
}

/// A signed integer field narrower than its type.
#[transmutable::bits(order = little_endian)]
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SignedNibble {
    #[bits(4)]
    pub low: i8,
    #[bits(4)]
    pub high: i8,
}

/// The values a field of the oracle accepts.
#[derive(Clone, Copy)]
enum Accepts {
    All,
    Among(&'static [u128]),
}

const TRI: Accepts = Accepts::Among(&[0, 1, 2]);
const KIND: Accepts = Accepts::Among(&[0, 1, 2, 3, 4]);
const SPARSE: Accepts = Accepts::Among(&[1, 3, 6]);
const SPARSE_NARROW: Accepts = Accepts::Among(&[1, 6]);
const BOOL: Accepts = Accepts::Among(&[0, 1]);
const SIGNED: Accepts = Accepts::Among(&[0xFF, 0x80, 0]);

/// A record as the oracle reads it: its order and, per field, its width and
/// values.
struct Shape {
    network: bool,
    fields: &'static [(usize, Accepts)],
}

const NON_ZERO_ACROSS: Shape =
    Shape { network: true, fields: &[(7, Accepts::All), (8, Accepts::Among(&NON_ZERO)), (1, BOOL)] };
const FREE_ACROSS: Shape = Shape { network: true, fields: &[(7, Accepts::All), (8, Accepts::All), (1, BOOL)] };
const WIDE_BOOL: Shape = Shape { network: false, fields: &[(4, Accepts::All), (8, BOOL), (4, Accepts::All)] };
const THREE_FIELDS: &[(usize, Accepts)] = &[
    (4, Accepts::All),
    (2, TRI),
    (3, Accepts::All),
    (3, KIND),
    (3, Accepts::All),
    (3, SPARSE),
    (1, BOOL),
    (5, Accepts::All),
];
const THREE: Shape = Shape { network: true, fields: THREE_FIELDS };
const THREE_LITTLE: Shape = Shape { network: false, fields: THREE_FIELDS };
const CROWDED: Shape = Shape { network: true, fields: &[(1, BOOL), (2, TRI), (3, SPARSE), (1, BOOL), (1, BOOL)] };
const CROWDED_NARROW: Shape =
    Shape { network: true, fields: &[(1, BOOL), (2, TRI), (3, SPARSE_NARROW), (1, BOOL), (1, BOOL)] };
const SIXTEEN: Shape = Shape { network: true, fields: &[(5, KIND), (120, Accepts::All), (3, SPARSE)] };
const SIGNED_NIBBLE: Shape = Shape { network: false, fields: &[(4, Accepts::All), (4, Accepts::All)] };

const NON_ZERO: [u128; 255] = {
    let mut values = [0; 255];
    let mut i = 0;
    while i < 255 {
        values[i] = i as u128 + 1;
        i += 1;
    }
    values
};

/// Every byte of `Crowded` the oracle accepts, for `Outer`'s first field.
fn crowded_bytes() -> &'static [u128] {
    use std::sync::OnceLock;
    static BYTES: OnceLock<Vec<u128>> = OnceLock::new();
    BYTES.get_or_init(|| (0..=255u8).filter(|&byte| CROWDED.decode(&[byte]).is_some()).map(u128::from).collect())
}

fn outer_shape() -> Shape {
    use std::sync::OnceLock;
    static FIELDS: OnceLock<[(usize, Accepts); 2]> = OnceLock::new();
    Shape { network: false, fields: FIELDS.get_or_init(|| [(8, Accepts::Among(crowded_bytes())), (8, SIGNED)]) }
}

impl Shape {
    /// The record's bytes as one unsigned integer, in its order.
    fn integer(&self, bytes: &[u8]) -> u128 {
        let mut integer = 0u128;
        for index in 0..bytes.len() {
            let byte = if self.network { bytes[index] } else { bytes[bytes.len() - 1 - index] };
            integer = integer.checked_shl(8).unwrap_or(0) | u128::from(byte);
        }
        integer
    }

    /// Where field `index` starts in the integer, from its least significant
    /// bit.
    fn low(&self, index: usize, size: usize) -> usize {
        let before: usize = self.fields[..index].iter().map(|field| field.0).sum();
        if self.network {
            8 * size - before - self.fields[index].0
        } else {
            before
        }
    }

    /// The raw value of each field, if each is one its type accepts.
    fn decode(&self, bytes: &[u8]) -> Option<Vec<u128>> {
        let integer = self.integer(bytes);
        let mut values = Vec::new();
        for (index, &(width, accepts)) in self.fields.iter().enumerate() {
            let mask = if width == 128 { u128::MAX } else { (1u128 << width) - 1 };
            let value = (integer >> self.low(index, bytes.len())) & mask;
            if let Accepts::Among(values) = accepts {
                if !values.contains(&value) {
                    return None;
                }
            }
            values.push(value);
        }
        Some(values)
    }

    fn accepts(&self, index: usize, value: u128) -> bool {
        let (width, accepts) = self.fields[index];
        let fits = width == 128 || value >> width == 0;
        fits && match accepts {
            Accepts::All => true,
            Accepts::Among(values) => values.contains(&value),
        }
    }
}

/// A few million byte strings in a test run, a few hundred under Miri.
fn strings(size: usize) -> Vec<Vec<u8>> {
    if size <= 2 && !cfg!(miri) {
        return (0..1usize << (8 * size)).map(|n| n.to_le_bytes()[..size].to_vec()).collect();
    }
    let count = if cfg!(miri) { 300 } else { 100_000 };
    let mut state = 0x2545_F491_4F6C_DD1Du64 ^ size as u64;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let mut all: Vec<Vec<u8>> = (0..count).map(|_| (0..size).map(|_| next() as u8).collect()).collect();
    // Strings that are valid more often than at random: each byte from the
    // bytes of a valid record seen so far, and the extremes.
    all.push(vec![0; size]);
    all.push(vec![0xFF; size]);
    for _ in 0..count / 4 {
        let mut bytes: Vec<u8> = (0..size).map(|_| next() as u8).collect();
        for byte in &mut bytes {
            *byte &= [0x00, 0x01, 0x03, 0x0F, 0x21, 0x42, 0xFF][next() as usize % 7];
        }
        all.push(bytes);
    }
    all
}

/// The checks every entry point makes, the accessors, and writes field by
/// field, against the oracle: `read` reads the fields through the
/// accessors as raw values.
fn agree<R, const N: usize>(shape: &Shape, read: fn(&R) -> Vec<u128>) -> usize
where
    R: Layout + Copy + PartialEq + core::fmt::Debug + BitFields + for<'l> transmutable::Lifetime<'l>,
{
    assert_eq!(core::mem::size_of::<R>(), N);
    // Pictures of every record are drawn, in text and in the alternate form.
    let picture = transmutable::layout::<R>();
    assert!(!format!("{picture}").is_empty() && !format!("{picture:#}").is_empty());
    let mut valid = 0;
    for bytes in strings(N) {
        let expected = shape.decode(&bytes);
        let array: [u8; N] = bytes.clone().try_into().unwrap();
        let by_value = transmutable::try_transmute::<[u8; N], R>(array);
        let by_read = R::try_read_from_bytes(&bytes);
        let by_ref = R::try_ref_from_bytes(&bytes).copied();
        let by_bits = transmutable::try_read_from_bytes::<Bits<R, N>>(&bytes);
        assert_eq!(by_value.is_ok(), expected.is_some(), "{bytes:02x?}: try_transmute");
        assert_eq!(by_read.is_ok(), expected.is_some(), "{bytes:02x?}: try_read_from_bytes");
        assert_eq!(by_ref.is_ok(), expected.is_some(), "{bytes:02x?}: try_ref_from_bytes");
        assert_eq!(by_bits.is_ok(), expected.is_some(), "{bytes:02x?}: Bits");
        // Explanations are slow to write: one in a hundred.
        if let (Err(error), 0) = (&by_read, bytes.iter().map(|&byte| usize::from(byte)).sum::<usize>() % 101) {
            // The explanation is written without a panic, and names a byte
            // of the record.
            let text = error.to_string();
            assert!(text.contains("byte"), "{bytes:02x?}: {text}");
        }
        let (Some(values), Ok(record)) = (expected, by_read) else { continue };
        valid += 1;
        assert_eq!(read(&record), values, "{bytes:02x?}: accessors");
        if valid % 151 != 1 {
            continue;
        }
        // Every write through the record's storage: accepted exactly when
        // the oracle accepts the value, and then only that field changes.
        let bits: Bits<R, N> = by_bits.unwrap();
        for index in 0..shape.fields.len() {
            let width = shape.fields[index].0;
            let mut tried: Vec<u128> = (0..(1u128 << width.min(9)) + 2).collect();
            tried.extend([u128::MAX, 1u128 << width.min(127), (1u128 << width.min(127)).wrapping_sub(1)]);
            for value in tried {
                let mut written = bits;
                let accepted = written.try_set::<u128>(index, value).is_ok();
                assert_eq!(accepted, shape.accepts(index, value), "{bytes:02x?}: field {index} := {value:#x}");
                let after = shape.decode(transmutable::as_bytes(&written)).expect("a write left an invalid record");
                let mut want = values.clone();
                if accepted {
                    want[index] = value;
                }
                assert_eq!(after, want, "{bytes:02x?}: field {index} := {value:#x}");
            }
        }
    }
    valid
}

#[test]
fn a_non_zero_byte_across_two_bytes() {
    let valid = agree::<NonZeroAcross, 2>(&NON_ZERO_ACROSS, |r| {
        vec![raw_value(&r.head()), raw_value(&r.count()), raw_value(&r.last())]
    });
    assert!(valid > 0);
    assert!(NonZeroAcross::new(0, NonZeroU8::MIN, true).is_some());
    assert!(NonZeroAcross::new(0x80, NonZeroU8::MIN, true).is_none());
    // The 16 strings whose bits 1..9 are zero are the invalid ones.
    assert!(transmutable::try_transmute::<[u8; 2], NonZeroAcross>([0xFE, 0x01]).is_err());
    assert!(transmutable::try_transmute::<[u8; 2], NonZeroAcross>([0xFF, 0x01]).is_ok());
}

#[test]
fn a_bool_eight_bits_wide_across_two_bytes() {
    agree::<WideBool, 2>(&WIDE_BOOL, |r| vec![raw_value(&r.low()), raw_value(&r.flag()), raw_value(&r.high())]);
}

#[test]
fn three_bytes_network_order() {
    agree::<Three, 3>(&THREE, |r| {
        vec![
            raw_value(&r.a()),
            raw_value(&r.tri()),
            raw_value(&r.b()),
            raw_value(&r.kind()),
            raw_value(&r.c()),
            raw_value(&r.sparse()),
            raw_value(&r.flag()),
            raw_value(&r.d()),
        ]
    });
}

#[test]
fn three_bytes_little_endian_order() {
    agree::<ThreeLittle, 3>(&THREE_LITTLE, |r| {
        vec![
            raw_value(&r.a()),
            raw_value(&r.tri()),
            raw_value(&r.b()),
            raw_value(&r.kind()),
            raw_value(&r.c()),
            raw_value(&r.sparse()),
            raw_value(&r.flag()),
            raw_value(&r.d()),
        ]
    });
}

fn crowded_fields(r: &Crowded) -> Vec<u128> {
    vec![raw_value(&r.first()), raw_value(&r.tri()), raw_value(&r.sparse()), raw_value(&r.flag()), raw_value(&r.last())]
}

#[test]
fn restricted_fields_sharing_a_byte() {
    assert!(agree::<Crowded, 1>(&CROWDED, crowded_fields) > 0);
    agree::<CrowdedNarrow, 1>(&CROWDED_NARROW, |r| {
        vec![
            raw_value(&r.first()),
            raw_value(&r.tri()),
            raw_value(&r.sparse()),
            raw_value(&r.flag()),
            raw_value(&r.last()),
        ]
    });
}

#[test]
fn a_record_inside_a_bit_field() {
    let shape = outer_shape();
    agree::<Outer, 2>(&shape, |r| vec![u128::from(transmutable::as_bytes(&r.inner())[0]), raw_value(&r.signed())]);
}

#[test]
fn sixteen_bytes() {
    agree::<Sixteen, 16>(&SIXTEEN, |r| vec![raw_value(&r.kind()), raw_value(&r.wide()), raw_value(&r.sparse())]);
    let record = Sixteen::new(Kind::E, (1 << 120) - 1, Sparse::Six).unwrap();
    assert_eq!(transmutable::as_bytes(&record)[0], (4 << 3) | 0x07);
    assert!(Sixteen::new(Kind::E, 1 << 120, Sparse::Six).is_none());
}

#[test]
fn signed_fields_hold_their_low_bits_only() {
    agree::<SignedNibble, 1>(&SIGNED_NIBBLE, |r| vec![raw_value(&r.low()), raw_value(&r.high())]);
    // -1 is 0xFF, which does not fit 4 bits: refused, not truncated.
    assert!(SignedNibble::new(-1, 0).is_none());
    assert_eq!(SignedNibble::new(7, 1).map(|r| r.low()), Some(7));
}

/// Whether every byte string `src` accepts `dst` accepts: the verdict the
/// engine must give for a transmutation between records of one size.
fn subset(src: &Shape, dst: &Shape, size: usize) -> bool {
    (0..1usize << (8 * size))
        .map(|n| n.to_le_bytes()[..size].to_vec())
        .all(|bytes| src.decode(&bytes).is_none() || dst.decode(&bytes).is_some())
}

#[test]
fn verdicts_between_records_are_those_of_brute_force() {
    macro_rules! verdict {
        ($src:ty, $dst:ty, $src_shape:expr, $dst_shape:expr, $size:expr) => {{
            let engine = transmutable::is_transmutable::<$src, $dst>(Assume::NOTHING);
            if !cfg!(miri) {
                assert_eq!(engine, subset(&$src_shape, &$dst_shape, $size), "{}", stringify!($src -> $dst));
            }
            engine
        }};
    }
    assert!(verdict!(NonZeroAcross, FreeAcross, NON_ZERO_ACROSS, FREE_ACROSS, 2));
    assert!(!verdict!(FreeAcross, NonZeroAcross, FREE_ACROSS, NON_ZERO_ACROSS, 2));
    assert!(verdict!(CrowdedNarrow, Crowded, CROWDED_NARROW, CROWDED, 1));
    assert!(!verdict!(Crowded, CrowdedNarrow, CROWDED, CROWDED_NARROW, 1));
    // Across unlike records of two bytes, either way.
    let free16 = Shape { network: true, fields: &[(16, Accepts::All)] };
    assert!(verdict!(WideBool, [u8; 2], WIDE_BOOL, free16, 2));
    assert!(!verdict!([u8; 2], WideBool, free16, WIDE_BOOL, 2));
    assert!(!verdict!(NonZeroAcross, WideBool, NON_ZERO_ACROSS, WIDE_BOOL, 2));
    assert!(!verdict!(WideBool, NonZeroAcross, WIDE_BOOL, NON_ZERO_ACROSS, 2));
    // Compile-time verdicts that hold.
    transmutable::assert_transmutable!(NonZeroAcross, FreeAcross);
    transmutable::assert_transmutable!(CrowdedNarrow, Crowded);
    transmutable::assert_transmutable!(Outer, [u8; 2]);
}

/// Slices of records: the validator checks them in blocks, then element by
/// element. One invalid element anywhere in 255, 256 or 257 of them, from
/// an odd address, is found.
#[test]
fn slices_of_records_around_block_lengths() {
    let good = transmutable::as_bytes(&Crowded::new(true, Tri::C, Sparse::Three, false, true).unwrap())[0];
    let bad = (0..=255u8).find(|&byte| CROWDED.decode(&[byte]).is_none()).unwrap();
    let lengths: &[usize] = if cfg!(miri) { &[63, 65] } else { &[255, 256, 257] };
    for &len in lengths {
        let mut buffer = vec![good; len + 1];
        assert_eq!(<[Crowded]>::try_ref_from_bytes(&buffer[1..]).unwrap().len(), len);
        let positions: Vec<usize> = if cfg!(miri) { vec![0, len / 2, len - 1] } else { (0..len).collect() };
        for at in positions {
            buffer[1 + at] = bad;
            assert!(<[Crowded]>::try_ref_from_bytes(&buffer[1..]).is_err(), "{len} elements, invalid at {at}");
            buffer[1 + at] = good;
        }
        let mut wide = vec![0u8; 2 * len + 1];
        let record = transmutable::as_bytes(&NonZeroAcross::new(0x11, NonZeroU8::MAX, true).unwrap()).to_vec();
        for element in 0..len {
            wide[1 + 2 * element..3 + 2 * element].copy_from_slice(&record);
        }
        assert!(<[NonZeroAcross]>::try_ref_from_bytes(&wide[1..]).is_ok());
        let positions: Vec<usize> = if cfg!(miri) { vec![0, len - 1] } else { (0..len).collect() };
        for at in positions {
            // `count` zero: bits 1..9 of the big-endian integer.
            let saved = [wide[1 + 2 * at], wide[2 + 2 * at]];
            wide[1 + 2 * at] &= 0xFE;
            wide[2 + 2 * at] &= 0x01;
            assert!(<[NonZeroAcross]>::try_ref_from_bytes(&wide[1..]).is_err(), "{len} elements, invalid at {at}");
            wide[1 + 2 * at..3 + 2 * at].copy_from_slice(&saved);
        }
    }
}

/// Records held in a struct and in an array, with other fields around
/// them: the checks go through the struct to each record's bytes.
#[derive(Layout, Clone, Copy, Debug)]
#[repr(C)]
pub struct Frame {
    pub flag: bool,
    pub three: Three,
    pub crossing: [NonZeroAcross; 2],
    pub crowded: Crowded,
}

#[test]
fn records_inside_structs_and_arrays() {
    let shapes: [(&Shape, usize); 5] =
        [(&BOOL_BYTE, 1), (&THREE, 3), (&NON_ZERO_ACROSS, 2), (&NON_ZERO_ACROSS, 2), (&CROWDED, 1)];
    for bytes in strings(9) {
        let mut at = 0;
        let mut expected = true;
        for (shape, size) in shapes {
            expected &= shape.decode(&bytes[at..at + size]).is_some();
            at += size;
        }
        let read = Frame::try_read_from_bytes(&bytes);
        assert_eq!(read.is_ok(), expected, "{bytes:02x?}");
        if let (Err(error), 0) = (read, bytes[0] % 101) {
            assert!(error.to_string().contains("byte"));
        }
    }
}

const BOOL_BYTE: Shape = Shape { network: true, fields: &[(8, BOOL)] };

/// One name, two types: `u8` on 64-bit targets, `bool` on the others.
#[cfg(target_pointer_width = "64")]
pub type Flag = u8;
/// One name, two types: `u8` on 64-bit targets, `bool` on the others.
#[cfg(not(target_pointer_width = "64"))]
pub type Flag = bool;

/// A bit field whose type is an alias: what it means on another target,
/// no derive can see.
#[transmutable::bits(order = network)]
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Aliased {
    #[bits(2)]
    pub flag: Flag,
    #[bits(6)]
    pub rest: u8,
}

/// The same field in a struct, which the derive refuses a portable
/// description.
#[derive(Layout, Clone, Copy)]
#[transmutable(portable)]
#[repr(C)]
pub struct AliasedStruct {
    pub flag: Flag,
}

/// A portable verdict on a record of bit fields speaks only of what is
/// known on each target: a field's type written as an alias (here `u8`
/// on this target, `bool` on 32-bit ones, where two bits hold only 0 or
/// 1 and `u8 -> Aliased` is refused natively) leaves the record with no portable description, as
/// it leaves a struct.
#[test]
fn a_bit_field_of_an_alias_has_no_portable_description() {
    use transmutable::portable::{self, Target, Targets};
    assert!(!portable::is_transmutable::<AliasedStruct, AliasedStruct>(Assume::NOTHING));
    let on_i686 = portable::decide_on::<u8, Aliased>(Targets::only(Target::I686), Assume::NOTHING);
    assert!(!on_i686.is_transmutable(), "`u8 -> Aliased` said to hold on i686, where `Flag` is `bool`");
    assert!(!portable::is_transmutable::<Aliased, Aliased>(Assume::NOTHING));
    // Natively, the record is what the alias means here.
    assert_eq!(transmutable::is_transmutable::<u8, Aliased>(Assume::NOTHING), cfg!(target_pointer_width = "64"));
    let text = portable::decide::<Aliased, u8>(Assume::NOTHING).to_string();
    assert!(text.contains("flag") && text.contains("Flag"), "{text}");
}

/// A peer's `Pod` type of alignment 4, as a field.
#[derive(Clone, Copy, Debug, PartialEq, bytemuck::Pod, bytemuck::Zeroable)]
#[repr(C)]
pub struct Word {
    pub value: u32,
}

#[derive(transmutable::Pod, transmutable::Zeroable, Clone, Copy, Debug)]
#[repr(C)]
pub struct WithWord {
    pub word: transmutable::foreign::Bytemuck<Word>,
    pub bytes: [u8; 4],
}

/// The peers' wrappers promise what their traits promise and no more:
/// their alignment is `T`'s (a view from an address `T` cannot live at is
/// an error, never a misaligned reference), and none of their bytes is
/// known to be a `bool` or a `char`, or to be inside a cell.
#[test]
fn peer_wrappers_keep_their_alignment_and_no_more() {
    use transmutable::foreign::{Bytemuck, Zerocopy};
    let buffer = [0u32; 4];
    let bytes: &[u8] = transmutable::as_bytes(&buffer);
    for offset in 0..4 {
        let view = transmutable::ref_from_bytes::<WithWord>(&bytes[offset..offset + 8]);
        assert_eq!(view.is_ok(), offset == 0, "offset {offset}");
        let view = WithWord::try_ref_from_bytes(&bytes[offset..offset + 8]);
        assert_eq!(view.is_ok(), offset == 0, "offset {offset}");
    }
    assert!(!transmutable::is_transmutable::<Bytemuck<Word>, char>(Assume::NOTHING));
    assert!(!transmutable::is_transmutable::<Bytemuck<Word>, [bool; 4]>(Assume::NOTHING));
    assert!(transmutable::is_transmutable::<[u8; 4], Bytemuck<Word>>(Assume::NOTHING));
    assert!(!transmutable::is_transmutable::<&[u8; 4], &Bytemuck<Word>>(Assume::NOTHING));
    assert!(!transmutable::is_transmutable::<&Bytemuck<Word>, &core::cell::Cell<u32>>(Assume::NOTHING));
    assert!(!transmutable::is_transmutable::<&Zerocopy<[u8; 4]>, &core::cell::Cell<u32>>(Assume::NOTHING));
    assert!(transmutable::is_transmutable::<&Zerocopy<[u8; 4]>, &[u8; 4]>(Assume::NOTHING));
    // Checked reads of `char` through a wrapper's bytes see each value.
    for value in [0xD7FFu32, 0xD800, 0xDFFF, 0xE000, 0x10_FFFF, 0x11_0000, u32::MAX] {
        let word = Bytemuck(Word { value });
        let read = transmutable::try_transmute::<Bytemuck<Word>, char>(word);
        assert_eq!(read.ok(), char::from_u32(value), "{value:#x}");
    }
}
