//! What the fuzz targets share: the types they read bytes as, and the
//! invariants every call on untrusted bytes must keep, whatever the bytes.
//!
//! A call is described before it is made ([`Call`]): which bytes the value
//! would be made of, and whether their address must be aligned. Its result
//! is then held to the contract:
//!
//! - the length is checked first, then the alignment, then the bytes: a
//!   size error exactly when the length does not fit, an alignment error
//!   exactly when it fits and the address is not aligned;
//! - a success is a view of exactly the value's bytes (or a copy of them),
//!   and a prefix or suffix function hands back exactly the rest;
//! - an error gives back exactly the input, and a validity error names a
//!   byte inside the value, with the value it holds.
//!
//! Whether the bytes are valid is not decided here: the targets ask several
//! functions that judge the same bytes, and they must agree.

use std::mem::size_of_val;
use std::num::NonZeroU32;
use std::ops::Range;

use transmutable::byteorder::{BigEndian, Enum, LittleEndian, NetworkEndian, U16, U32, U64};
use transmutable::{CastError, Layout, SizeError, TryCastError, TryReadError, ValidityError};

/// A fieldless enum whose values are not a range.
#[derive(Layout, Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum Kind {
    Query = 1,
    Reply = 2,
    Notify = 7,
}

/// A struct with a `bool`, an enum and a native integer: 2-aligned, no
/// padding.
#[derive(Layout, Clone, Copy, Debug, PartialEq, Eq)]
#[repr(C)]
pub struct Record {
    pub kind: Kind,
    pub urgent: bool,
    pub length: u16,
}

/// A wire header of byte-order integers: every byte string is one.
#[derive(Layout, Clone, Copy, Debug, PartialEq, Eq)]
#[repr(C)]
pub struct Header {
    pub magic: U32<BigEndian>,
    pub length: U16<LittleEndian>,
    pub id: U64<NetworkEndian>,
}

/// An enum with fields, every variant four bytes: no padding.
#[derive(Layout, Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum Message {
    Ping([u8; 3]) = 0,
    Data(u8, U16<BigEndian>) = 1,
    Flags(bool, Kind, bool) = 5,
}

/// An enum with fields and padding.
#[derive(Layout, Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum Measurement {
    Nothing = 0,
    Wide(u32) = 1,
    Narrow(u8) = 2,
}

/// A union: valid when either field is.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union Either {
    pub flags: [bool; 2],
    pub kinds: [Kind; 2],
}

/// A two-byte enum tag, in the target's byte order.
#[derive(Layout, Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u16)]
pub enum Wide {
    Low = 7,
    Mixed = 0x0102,
    High = 0xFFFF,
}

/// An enum with a wide tag and fields of different sizes.
#[derive(Layout, Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u16)]
pub enum Op {
    Load(u16) = 0x0100,
    Store(bool, Kind) = 0x0201,
    Halt = 0xFFFF,
}

/// Fields in the order the compiler picks: bytes of one build, read by the
/// same build, which its author accepts for byte views.
#[derive(Layout, Clone, Copy, Debug, PartialEq, Eq)]
#[transmutable(accept_unstable_layout)]
pub struct Loose {
    pub flag: bool,
    pub length: u16,
    pub kind: Kind,
}

/// A struct ending in bytes.
#[derive(Layout)]
#[repr(C)]
pub struct Frame {
    pub length: U16<BigEndian>,
    pub payload: [u8],
}

/// A struct ending in records, after a `bool`.
#[derive(Layout)]
#[repr(C)]
pub struct Records {
    pub count: u8,
    pub sorted: bool,
    pub records: [Record],
}

/// A struct ending in bytes after a `u32`: some lengths leave trailing
/// padding.
#[derive(Layout)]
#[repr(C)]
pub struct Padded {
    pub value: u32,
    pub bytes: [u8],
}

/// A sized type the targets read, and its bytes, when it has no padding
/// (with padding, a value's bytes are not all there to compare).
pub trait Subject: Layout + Sized {
    fn bytes(value: &Self) -> Option<&[u8]>;
}

macro_rules! padding_free {
    ($($T:ty),*) => {$(
        impl Subject for $T {
            fn bytes(value: &Self) -> Option<&[u8]> {
                Some(transmutable::as_bytes(value))
            }
        }
    )*};
}

padding_free!(
    bool,
    u32,
    u64,
    char,
    NonZeroU32,
    [bool; 2],
    Kind,
    Wide,
    Header,
    Record,
    Message,
    Either,
    Loose,
    Enum<Wide, BigEndian>,
    Enum<Wide, LittleEndian>,
    Enum<char, BigEndian>
);

macro_rules! with_padding {
    ($($T:ty),*) => {$(
        impl Subject for $T {
            fn bytes(_: &Self) -> Option<&[u8]> {
                None
            }
        }
    )*};
}

with_padding!(Measurement, Op, [Op; 2]);

/// Bytes in memory, by address and length.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Span {
    pub address: usize,
    pub len: usize,
}

impl Span {
    pub fn of(bytes: &[u8]) -> Span {
        Span { address: bytes.as_ptr().addr(), len: bytes.len() }
    }

    pub fn of_value<T: ?Sized>(value: &T) -> Span {
        Span { address: (value as *const T).cast::<u8>().addr(), len: size_of_val(value) }
    }
}

/// How a call failed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Failed {
    Size,
    Alignment,
    Validity { offset: usize, value: u8 },
}

/// A failed call: how, and what its error gave back.
#[derive(Debug)]
pub struct Failure {
    pub failed: Failed,
    pub source: Span,
}

/// Errors reduced to a [`Failure`]; their messages are written out too, so
/// that the code that writes them runs on every error. (Their `Debug` form
/// is the same message, named.)
pub trait IntoFailure {
    fn into_failure(self) -> Failure;
}

fn validity<S>(error: &ValidityError<S>) -> Failed {
    Failed::Validity { offset: error.offset(), value: error.value() }
}

fn written<E: std::fmt::Display>(error: &E) {
    assert!(!error.to_string().is_empty(), "an error with no message");
}

macro_rules! into_failure {
    ($($source:ty),*) => {$(
        impl IntoFailure for SizeError<$source> {
            fn into_failure(self) -> Failure {
                written(&self);
                Failure { failed: Failed::Size, source: Span::of(self.into_source()) }
            }
        }

        impl IntoFailure for CastError<$source> {
            fn into_failure(self) -> Failure {
                written(&self);
                let failed = match &self {
                    CastError::Size(_) => Failed::Size,
                    CastError::Alignment(_) => Failed::Alignment,
                };
                Failure { failed, source: Span::of(self.into_source()) }
            }
        }

        impl IntoFailure for TryCastError<$source> {
            fn into_failure(self) -> Failure {
                written(&self);
                let failed = match &self {
                    TryCastError::Size(_) => Failed::Size,
                    TryCastError::Alignment(_) => Failed::Alignment,
                    TryCastError::Validity(error) => validity(error),
                };
                Failure { failed, source: Span::of(self.into_source()) }
            }
        }
    )*};
}

into_failure!(&[u8], &mut [u8]);

impl IntoFailure for TryReadError<&[u8]> {
    fn into_failure(self) -> Failure {
        written(&self);
        let failed = match &self {
            TryReadError::Size(_) => Failed::Size,
            TryReadError::Validity(error) => validity(error),
        };
        Failure { failed, source: Span::of(self.into_source()) }
    }
}

/// Where a value's bytes lie in a buffer.
#[derive(Clone, Copy, Debug)]
pub enum Place {
    /// All of it, if `fits`.
    Whole { fits: bool },
    /// Its first `size` bytes.
    Prefix(usize),
    /// Its last `size` bytes.
    Suffix(usize),
}

/// One call on one buffer, described before it is made.
#[derive(Debug)]
pub struct Call {
    function: &'static str,
    input: Span,
    place: Place,
    /// Where the value's bytes are, when the buffer is long enough.
    range: Option<Range<usize>>,
    /// The alignment the address must have; `None` for copies.
    align: Option<usize>,
    /// Where the tail of an unsized type starts in the value. See
    /// [`Call::named_bytes_relative_to`].
    tail_start: usize,
}

impl Call {
    pub fn new(function: &'static str, bytes: &[u8], place: Place, align: Option<usize>) -> Call {
        let len = bytes.len();
        let range = match place {
            Place::Whole { fits } => fits.then_some(0..len),
            Place::Prefix(size) => (len >= size).then_some(0..size),
            Place::Suffix(size) => len.checked_sub(size).map(|start| start..len),
        };
        Call { function, input: Span::of(bytes), place, range, align, tail_start: 0 }
    }

    /// Offsets of validity errors inside a slice tail count from the tail's
    /// start, `tail_start` bytes into the value, and not from the value's
    /// start: a known bug, which the tests keep as an ignored test. The
    /// fuzz targets hold the offsets to that, so that anything else still
    /// stops them.
    pub fn named_bytes_relative_to(self, tail_start: usize) -> Call {
        Call { tail_start, ..self }
    }

    fn region_span(&self) -> Option<Span> {
        self.range.as_ref().map(|range| Span { address: self.input.address + range.start, len: range.len() })
    }

    /// The verdict the length and address give, before the bytes are seen.
    fn expected_failure(&self) -> Option<Failed> {
        let Some(region) = self.region_span() else { return Some(Failed::Size) };
        match self.align {
            Some(align) if region.address % align != 0 => Some(Failed::Alignment),
            _ => None,
        }
    }

    /// Checks a failure, with `before` the input as it was before the
    /// call; returns whether it was one of validity.
    pub fn failed(&self, failure: Failure, before: &[u8]) -> bool {
        let function = self.function;
        assert_eq!(failure.source, self.input, "{function}: the error did not give the input back: {self:?}");
        match (self.expected_failure(), failure.failed) {
            (Some(expected), failed) => {
                assert_eq!(failed, expected, "{function}: {self:?}");
                false
            }
            (None, Failed::Validity { offset, value }) => {
                let region = &before[self.range.clone().expect("a value's bytes")];
                assert!(offset < region.len(), "{function}: the error names byte {offset} of {region:?}");
                let named = [offset, offset + self.tail_start].iter().any(|&at| region.get(at) == Some(&value));
                assert!(named, "{function}: the error says byte {offset} holds {value}: {region:?}");
                true
            }
            (None, failed) => panic!("{function}: {failed:?} where the length and address are right: {self:?}"),
        }
    }

    /// Checks a success: `view` is exactly the value's bytes.
    pub fn viewed(&self, view: Span) {
        assert_eq!(self.expected_failure(), None, "{}: a view where there should be none: {self:?}", self.function);
        assert_eq!(Some(view), self.region_span(), "{}: the view is not the value's bytes", self.function);
    }

    /// Checks a success by value: `value` are the value's bytes.
    pub fn read(&self, value: &[u8], bytes: &[u8]) {
        assert_eq!(self.expected_failure(), None, "{}: a value where there should be none: {self:?}", self.function);
        let range = self.range.clone().expect("a value's bytes");
        assert_eq!(value, &bytes[range], "{}: the value read is not the value's bytes", self.function);
    }

    /// Checks the rest a prefix or suffix function hands back.
    pub fn rest(&self, rest: Span) {
        let range = self.range.clone().expect("a value's bytes");
        let expected = match self.place {
            Place::Whole { .. } | Place::Prefix(_) => {
                Span { address: self.input.address + range.end, len: self.input.len - range.end }
            }
            Place::Suffix(_) => Span { address: self.input.address, len: range.start },
        };
        assert_eq!(rest, expected, "{}: the rest is not the bytes around the value", self.function);
    }
}

/// `data` copied into a fresh buffer whose address is `misalignment` bytes
/// past a multiple of 8, with room around it; returns the buffer and where
/// the copy is.
pub fn misaligned_copy(data: &[u8], misalignment: usize) -> (Vec<u8>, Range<usize>) {
    let mut buffer = vec![0u8; data.len() + 16];
    let start = (8 - buffer.as_ptr().addr() % 8) % 8 + misalignment % 8;
    buffer[start..start + data.len()].copy_from_slice(data);
    (buffer, start..start + data.len())
}

// Types for the `validator` target: the shapes the compiled validator
// plans differently from the walk of the description.

/// Twelve tags of a `u16` within 64 values of each other: checked as bits
/// of a 64-bit mask.
#[derive(Layout, Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u16)]
pub enum Scattered {
    A = 0x0300,
    B = 0x0302,
    C = 0x0305,
    D = 0x0307,
    E = 0x030A,
    F = 0x0310,
    G = 0x0311,
    H = 0x0318,
    I = 0x0320,
    J = 0x0329,
    K = 0x0333,
    L = 0x033F,
}

/// The values of [`Scattered`], by hand.
pub const SCATTERED: [u16; 12] =
    [0x0300, 0x0302, 0x0305, 0x0307, 0x030A, 0x0310, 0x0311, 0x0318, 0x0320, 0x0329, 0x0333, 0x033F];

/// Five kinds in three bits: 5, 6 and 7 are invalid.
#[derive(Layout, Clone, Copy, Debug, PartialEq, Eq)]
#[transmutable(portable)]
#[repr(u8)]
pub enum Three {
    A = 0,
    B = 1,
    C = 2,
    D = 3,
    E = 4,
}

/// Sparse values in three bits: 1, 3 and 6.
#[derive(Layout, Clone, Copy, Debug, PartialEq, Eq)]
#[transmutable(portable)]
#[repr(u8)]
pub enum Sparse {
    One = 1,
    Three = 3,
    Six = 6,
}

/// Little-endian bits: `flag` bit 0, `kind` bits 1..4, `count` bits 4..8.
#[transmutable::bits(order = little_endian)]
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Packed {
    pub flag: bool,
    #[bits(3)]
    pub kind: Three,
    #[bits(4)]
    pub count: u8,
}

/// Network order, a restricted field across the bytes: `a` bits 15..10 of
/// the big-endian integer, `kind` bits 9..7, `b` bits 6..3, `sparse` bits
/// 2..0.
#[transmutable::bits(order = network)]
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Crossing {
    #[bits(6)]
    pub a: u8,
    #[bits(3)]
    pub kind: Three,
    #[bits(4)]
    pub b: u8,
    #[bits(3)]
    pub sparse: Sparse,
}

/// An enum with fields of every new shape: a 16-byte `NonZero`, scattered
/// tags, bit-field records.
#[derive(Layout, Clone, Copy, Debug, PartialEq)]
#[repr(u8)]
pub enum Tagged {
    Big(std::num::NonZeroU128) = 0,
    Tags(Scattered, Scattered) = 3,
    Bits(Packed, Crossing) = 4,
    Empty = 9,
}

/// A record of bit fields beside other fields.
#[derive(Layout, Clone, Copy, Debug)]
#[repr(C)]
pub struct BitRecord {
    pub packed: Packed,
    pub kind: Kind,
    pub crossing: Crossing,
    pub scattered: Scattered,
}

/// A union of two fields read whole, never mixed: a `char` or four
/// `bool`s.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union CharOrFlags {
    pub c: char,
    pub flags: [bool; 4],
}

/// A union of one-byte fields, which mix: a `Kind` or a `bool`.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union KindOrFlag {
    pub kind: Kind,
    pub flag: bool,
}

/// A `Kind` and three bytes of padding.
#[derive(Layout, Clone, Copy)]
#[repr(C, align(4))]
pub struct PaddedKind {
    pub kind: Kind,
}

/// A union whose field has padding: what safe code leaves there is what
/// the other field leaves, or nothing.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union PaddedKindOrNonZero {
    pub padded: PaddedKind,
    pub value: NonZeroU32,
}

/// Unions and an enum with fields inside a record.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct UnionRecord {
    pub flag: bool,
    pub either: KindOrFlag,
    pub measurement: Measurement,
    pub value: CharOrFlags,
    pub padded: PaddedKindOrNonZero,
}

/// An enum with fields inside a union: a [`Message`] or a `char`.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union MessageOrChar {
    pub message: Message,
    pub c: char,
}

/// Choices inside choices: a union in a variant, an enum with fields in a
/// union in a variant, and a variant whose padding takes anything.
#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum Nested {
    Empty = 0,
    Either(KindOrFlag) = 2,
    Inner(u8, u8, u8, MessageOrChar) = 4,
}
