//! Byte-buffer views against their contract, on random buffers.
//!
//! Every function that reads untrusted bytes (`ref_from_*`, `mut_from_*`,
//! `read_from_*` and their `try_` forms) is run on random buffers, aligned
//! and deliberately misaligned, for a few representative types: integers, a
//! header of byte-order integers, a struct with a `bool` and a fieldless
//! enum, enums with fields (with and without padding), a union, `char`,
//! slices, structs ending in a slice, and `str`. Each result is compared
//! with a verdict computed here, by hand, from the contract:
//!
//! - the length is checked first, then the address's alignment (not for
//!   reads by value), then, for the `try_` functions, the bytes;
//! - a success is a view of exactly the bytes it was given (same address,
//!   same size), or a copy of their value, and a prefix or suffix function
//!   hands back exactly the rest;
//! - a failure is the first check that fails, gives the buffer back, and a
//!   validity failure names a byte inside the value with the value it holds;
//! - `as_bytes` of a view is the buffer again, and what is written through a
//!   mutable view lands in the buffer.
//!
//! The validity of each type is a hand-written predicate over its bytes, not
//! transmutable's description of it. Nothing may panic.
//!
//! Set `PROPTEST_CASES` for a longer run, `PROPTEST_RNG_SEED` to repeat one.

use std::cell::RefCell;
use std::collections::BTreeMap;
use std::fmt::Display;
use std::mem::{align_of, size_of, size_of_val};
use std::ops::Range;

use proptest::collection::vec;
use proptest::prelude::*;
use proptest::test_runner::{Config, RngAlgorithm, TestCaseError, TestRunner};
use transmutable::byteorder::{BigEndian, LittleEndian, NetworkEndian, U16, U32, U64};
use transmutable::{CastError, Layout, Pointee, SizeError, TryCastError, TryReadError, ValidityError};

// The types under test.

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

/// A wire header: byte-order integers only, 1-aligned, every byte string
/// valid.
#[derive(Layout, Clone, Copy, Debug, PartialEq, Eq)]
#[repr(C)]
pub struct Header {
    pub magic: U32<BigEndian>,
    pub length: U16<LittleEndian>,
    pub id: U64<NetworkEndian>,
}

/// An enum with fields whose variants are all four bytes: no padding.
#[derive(Layout, Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum Message {
    Ping([u8; 3]) = 0,
    Data(u8, U16<BigEndian>) = 1,
    Flags(bool, Kind, bool) = 5,
}

/// An enum with fields and padding: only the tag is constrained.
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

/// A struct ending in bytes: every byte string of two bytes or more.
#[derive(Layout)]
#[repr(C)]
pub struct Frame {
    pub length: U16<BigEndian>,
    pub payload: [u8],
}

/// A struct ending in records: a prefix with a `bool`, then whole records.
#[derive(Layout)]
#[repr(C)]
pub struct Records {
    pub count: u8,
    pub sorted: bool,
    pub records: [Record],
}

/// The smallest struct with a field before its slice.
#[derive(Layout)]
#[repr(C)]
pub struct Flags {
    pub count: u8,
    pub flags: [bool],
}

/// A struct ending in bytes after a `u32`: its size is rounded up to 4, so
/// some lengths leave trailing padding.
#[derive(Layout)]
#[repr(C)]
pub struct Padded {
    pub value: u32,
    pub bytes: [u8],
}

// What the contract says, by hand.

/// A byte of a [`Kind`].
fn is_kind(byte: u8) -> bool {
    matches!(byte, 1 | 2 | 7)
}

/// A byte of a `bool`.
fn is_bool(byte: u8) -> bool {
    byte <= 1
}

fn kind_of(byte: u8) -> Kind {
    match byte {
        1 => Kind::Query,
        2 => Kind::Reply,
        7 => Kind::Notify,
        _ => unreachable!("not a kind: {byte}"),
    }
}

fn record_is_valid(bytes: &[u8]) -> bool {
    is_kind(bytes[0]) && is_bool(bytes[1])
}

fn record_of(bytes: &[u8]) -> Record {
    Record { kind: kind_of(bytes[0]), urgent: bytes[1] == 1, length: u16::from_ne_bytes([bytes[2], bytes[3]]) }
}

fn native_u32(bytes: &[u8]) -> u32 {
    u32::from_ne_bytes(bytes[..4].try_into().expect("four bytes"))
}

/// A type under test, as the contract sees it: which lengths it comes in,
/// how it is aligned, and which bytes are its values. Everything here is
/// written from the type's definition, not asked of transmutable.
trait Subject: Pointee {
    const NAME: &'static str;
    /// The alignment a view needs.
    const ALIGN: usize;
    /// Whether `len` bytes are exactly one value (sized) or a value with some
    /// number of tail elements (unsized).
    fn fits(len: usize) -> bool;
    /// Whether `bytes`, of a length that fits, are a valid value.
    fn valid(bytes: &[u8]) -> bool;
    /// For an unsized type, how many bytes a value with `elements` tail
    /// elements takes, if that is a `usize`.
    fn size_with(elements: usize) -> Option<usize> {
        let _ = elements;
        None
    }
}

/// A sized type under test, which values can be read out of bytes and
/// written back.
trait SizedSubject: Subject + Sized {
    /// Whether `value` is the value `bytes` hold.
    fn holds(value: &Self, bytes: &[u8]) -> bool;
    /// A value to write through a mutable view.
    fn sample() -> Self;
}

macro_rules! sized_subject {
    ($T:ty, valid: |$bytes:ident| $valid:expr, holds: |$value:ident, $held:ident| $holds:expr, sample: $sample:expr) => {
        impl Subject for $T {
            const NAME: &'static str = stringify!($T);
            const ALIGN: usize = align_of::<$T>();
            fn fits(len: usize) -> bool {
                len == size_of::<$T>()
            }
            fn valid($bytes: &[u8]) -> bool {
                $valid
            }
        }

        impl SizedSubject for $T {
            fn holds($value: &Self, $held: &[u8]) -> bool {
                $holds
            }
            fn sample() -> Self {
                $sample
            }
        }
    };
}

sized_subject!(u32, valid: |_bytes| true, holds: |value, bytes| *value == native_u32(bytes), sample: 0xA1B2_C3D4);
sized_subject!(u64, valid: |_bytes| true,
    holds: |value, bytes| *value == u64::from_ne_bytes(bytes.try_into().expect("eight bytes")),
    sample: 0x0102_0304_0506_0708);
sized_subject!(Header, valid: |_bytes| true,
    holds: |value, bytes| {
        value.magic.get() == u32::from_be_bytes(bytes[0..4].try_into().expect("four bytes"))
            && value.length.get() == u16::from_le_bytes([bytes[4], bytes[5]])
            && value.id.get() == u64::from_be_bytes(bytes[6..14].try_into().expect("eight bytes"))
    },
    sample: Header { magic: U32::new(0xCAFE_F00D), length: U16::new(0x1234), id: U64::new(7) });
sized_subject!(Record, valid: |bytes| record_is_valid(bytes),
    holds: |value, bytes| *value == record_of(bytes),
    sample: Record { kind: Kind::Notify, urgent: true, length: 513 });
sized_subject!(Message, valid: |bytes| match bytes[0] {
        0 | 1 => true,
        5 => is_bool(bytes[1]) && is_kind(bytes[2]) && is_bool(bytes[3]),
        _ => false,
    },
    holds: |value, bytes| *value == match bytes[0] {
        0 => Message::Ping([bytes[1], bytes[2], bytes[3]]),
        1 => Message::Data(bytes[1], U16::from_bytes([bytes[2], bytes[3]])),
        _ => Message::Flags(bytes[1] == 1, kind_of(bytes[2]), bytes[3] == 1),
    },
    sample: Message::Flags(true, Kind::Reply, false));
sized_subject!(Measurement, valid: |bytes| bytes[0] <= 2,
    holds: |value, bytes| *value == match bytes[0] {
        0 => Measurement::Nothing,
        1 => Measurement::Wide(native_u32(&bytes[4..])),
        _ => Measurement::Narrow(bytes[1]),
    },
    sample: Measurement::Narrow(9));
sized_subject!(Either, valid: |bytes| {
        (is_bool(bytes[0]) && is_bool(bytes[1])) || (is_kind(bytes[0]) && is_kind(bytes[1]))
    },
    holds: |value, bytes| transmutable::as_bytes(value) == bytes,
    sample: Either { kinds: [Kind::Notify, Kind::Query] });
sized_subject!(char, valid: |bytes| char::from_u32(native_u32(bytes)).is_some(),
    holds: |value, bytes| u32::from(*value) == native_u32(bytes),
    sample: '\u{10FFFF}');

impl Subject for [u16] {
    const NAME: &'static str = "[u16]";
    const ALIGN: usize = 2;
    fn fits(len: usize) -> bool {
        len % 2 == 0
    }
    fn valid(_: &[u8]) -> bool {
        true
    }
    fn size_with(elements: usize) -> Option<usize> {
        elements.checked_mul(2)
    }
}

impl Subject for [Record] {
    const NAME: &'static str = "[Record]";
    const ALIGN: usize = 2;
    fn fits(len: usize) -> bool {
        len % 4 == 0
    }
    fn valid(bytes: &[u8]) -> bool {
        bytes.chunks(4).all(record_is_valid)
    }
    fn size_with(elements: usize) -> Option<usize> {
        elements.checked_mul(4)
    }
}

impl Subject for Frame {
    const NAME: &'static str = "Frame";
    const ALIGN: usize = 1;
    fn fits(len: usize) -> bool {
        len >= 2
    }
    fn valid(_: &[u8]) -> bool {
        true
    }
    fn size_with(elements: usize) -> Option<usize> {
        elements.checked_add(2)
    }
}

impl Subject for Records {
    const NAME: &'static str = "Records";
    const ALIGN: usize = 2;
    fn fits(len: usize) -> bool {
        len >= 2 && (len - 2) % 4 == 0
    }
    fn valid(bytes: &[u8]) -> bool {
        is_bool(bytes[1]) && bytes[2..].chunks(4).all(record_is_valid)
    }
    fn size_with(elements: usize) -> Option<usize> {
        elements.checked_mul(4)?.checked_add(2)
    }
}

impl Subject for Padded {
    const NAME: &'static str = "Padded";
    const ALIGN: usize = 4;
    /// Four bytes of `value`, then bytes, rounded up to a multiple of 4.
    fn fits(len: usize) -> bool {
        len >= 4 && len % 4 == 0
    }
    fn valid(_: &[u8]) -> bool {
        true
    }
    fn size_with(elements: usize) -> Option<usize> {
        elements.checked_add(4 + 3).map(|end| end / 4 * 4)
    }
}

impl Subject for str {
    const NAME: &'static str = "str";
    const ALIGN: usize = 1;
    fn fits(_: usize) -> bool {
        true
    }
    fn valid(bytes: &[u8]) -> bool {
        std::str::from_utf8(bytes).is_ok()
    }
    fn size_with(elements: usize) -> Option<usize> {
        Some(elements)
    }
}

// Verdicts, and what the functions returned.

/// What a call must come to: the first check that fails, or success.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Verdict {
    Size,
    Alignment,
    Validity,
    Valid,
}

/// Which checks a function makes besides the length.
#[derive(Clone, Copy)]
struct Checks {
    alignment: bool,
    validity: bool,
}

const CAST: Checks = Checks { alignment: true, validity: false };
const TRY_CAST: Checks = Checks { alignment: true, validity: true };
const READ: Checks = Checks { alignment: false, validity: false };
const TRY_READ: Checks = Checks { alignment: false, validity: true };

/// Where a value's bytes lie in a buffer.
#[derive(Clone, Copy, Debug)]
enum Place {
    /// All of it.
    Whole,
    /// Its first so many bytes.
    Prefix(usize),
    /// Its last so many bytes.
    Suffix(usize),
}

/// Bytes in memory, by address and length: a view must be exactly its
/// bytes, and an error must give back exactly its buffer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Span {
    address: usize,
    len: usize,
}

impl Span {
    fn of(bytes: &[u8]) -> Span {
        Span { address: bytes.as_ptr().addr(), len: bytes.len() }
    }

    fn of_value<T: ?Sized>(value: &T) -> Span {
        Span { address: (value as *const T).cast::<u8>().addr(), len: size_of_val(value) }
    }
}

/// A failed call, reduced to what the contract speaks of.
struct Failure {
    verdict: Verdict,
    source: Span,
    /// For a validity failure: the offset it names, the value it says is
    /// there, and the values it says would be valid.
    byte: Option<(usize, u8, transmutable::ByteSet)>,
    /// For a validity failure in a multi-byte integer: its value.
    integer: Option<u128>,
    message: String,
}

trait IntoFailure {
    fn into_failure(self) -> Failure;
}

fn named_byte<S>(error: &ValidityError<S>) -> Option<(usize, u8, transmutable::ByteSet)> {
    Some((error.offset(), error.value(), error.accepted()))
}

macro_rules! into_failure {
    ($($source:ty),*) => {$(
        impl IntoFailure for SizeError<$source> {
            fn into_failure(self) -> Failure {
                let message = self.to_string();
                Failure { verdict: Verdict::Size, byte: None, integer: None, message, source: Span::of(self.into_source()) }
            }
        }

        impl IntoFailure for CastError<$source> {
            fn into_failure(self) -> Failure {
                let verdict = match &self {
                    CastError::Size(_) => Verdict::Size,
                    CastError::Alignment(_) => Verdict::Alignment,
                };
                let message = self.to_string();
                Failure { verdict, byte: None, integer: None, message, source: Span::of(self.into_source()) }
            }
        }

        impl IntoFailure for TryCastError<$source> {
            fn into_failure(self) -> Failure {
                let (verdict, byte) = match &self {
                    TryCastError::Size(_) => (Verdict::Size, None),
                    TryCastError::Alignment(_) => (Verdict::Alignment, None),
                    TryCastError::Validity(error) => (Verdict::Validity, named_byte(error)),
                };
                let integer = match &self {
                    TryCastError::Validity(error) => error.integer(),
                    _ => None,
                };
                let message = self.to_string();
                Failure { verdict, byte, integer, message, source: Span::of(self.into_source()) }
            }
        }
    )*};
}

into_failure!(&[u8], &mut [u8]);

impl IntoFailure for TryReadError<&[u8]> {
    fn into_failure(self) -> Failure {
        let (verdict, byte) = match &self {
            TryReadError::Size(_) => (Verdict::Size, None),
            TryReadError::Validity(error) => (Verdict::Validity, named_byte(error)),
        };
        let integer = match &self {
            TryReadError::Validity(error) => error.integer(),
            _ => None,
        };
        let message = self.to_string();
        Failure { verdict, byte, integer, message, source: Span::of(self.into_source()) }
    }
}

/// One call of one function on one buffer, and what the contract expects
/// of it, worked out before the call.
struct Call {
    function: &'static str,
    subject: &'static str,
    input: Span,
    place: Place,
    /// Where the value's bytes are in the buffer, when it is long enough.
    range: Option<Range<usize>>,
    /// The buffer before the call.
    before: Vec<u8>,
    expected: Verdict,
}

impl Call {
    fn new<T: Subject + ?Sized>(function: &'static str, bytes: &[u8], place: Place, checks: Checks) -> Call {
        let len = bytes.len();
        let range = match place {
            Place::Whole => T::fits(len).then_some(0..len),
            Place::Prefix(size) => (len >= size).then_some(0..size),
            Place::Suffix(size) => len.checked_sub(size).map(|start| start..len),
        };
        let expected = match &range {
            None => Verdict::Size,
            Some(range) => {
                let region = &bytes[range.clone()];
                if checks.alignment && region.as_ptr().addr() % T::ALIGN != 0 {
                    Verdict::Alignment
                } else if checks.validity && !T::valid(region) {
                    Verdict::Validity
                } else {
                    Verdict::Valid
                }
            }
        };
        Call { function, subject: T::NAME, input: Span::of(bytes), place, range, before: bytes.to_vec(), expected }
    }

    fn fail(&self, what: impl Display) -> TestCaseError {
        TestCaseError::fail(format!(
            "{}::<{}> on {:?} at an address {} mod 8: {what}",
            self.function,
            self.subject,
            self.before,
            self.input.address % 8,
        ))
    }

    /// The bytes of the value, as they were before the call.
    fn region(&self) -> &[u8] {
        &self.before[self.range.clone().expect("a value's bytes")]
    }

    fn region_span(&self) -> Span {
        let range = self.range.clone().expect("a value's bytes");
        Span { address: self.input.address + range.start, len: range.len() }
    }

    /// The bytes a prefix or suffix function must hand back.
    fn rest_span(&self) -> Span {
        let range = self.range.clone().expect("a value's bytes");
        match self.place {
            Place::Whole | Place::Prefix(_) => {
                Span { address: self.input.address + range.end, len: self.input.len - range.end }
            }
            Place::Suffix(_) => Span { address: self.input.address, len: range.start },
        }
    }

    /// Checks that the call was to fail as it did, and what the contract
    /// asks of the error.
    fn failed(&self, failure: Failure) -> Result<(), TestCaseError> {
        if failure.verdict != self.expected {
            return Err(
                self.fail(format_args!("expected {:?}, got {:?}: {}", self.expected, failure.verdict, failure.message))
            );
        }
        if failure.source != self.input {
            return Err(
                self.fail(format_args!("the error gave back {:?}, not the input {:?}", failure.source, self.input))
            );
        }
        if failure.message.is_empty() {
            return Err(self.fail("the error says nothing"));
        }
        if let Some((offset, value, accepted)) = failure.byte {
            let region = self.region();
            if offset >= region.len() {
                return Err(self.fail(format_args!("the error names byte {offset} of a {}-byte value", region.len())));
            }
            if region[offset] != value {
                return Err(
                    self.fail(format_args!("the error says byte {offset} holds {value}; it holds {}", region[offset]))
                );
            }
            if let Some(integer) = failure.integer {
                // A whole integer: the bytes it names hold it, in this
                // machine's byte order.
                let width = failure
                    .message
                    .split(&format!("bytes {offset}.."))
                    .nth(1)
                    .and_then(|rest| rest.split(|c: char| !c.is_ascii_digit()).next()?.parse::<usize>().ok());
                let Some(end) = width.filter(|&end| end > offset + 1 && end <= region.len()) else {
                    return Err(self.fail(format_args!("the error names no bytes of the value: {}", failure.message)));
                };
                let mut bytes = [0u8; 16];
                let held = &region[offset..end];
                if cfg!(target_endian = "little") {
                    bytes[..held.len()].copy_from_slice(held);
                } else {
                    bytes[16 - held.len()..].copy_from_slice(held);
                }
                let read = if cfg!(target_endian = "little") {
                    u128::from_le_bytes(bytes)
                } else {
                    u128::from_be_bytes(bytes)
                };
                if read != integer {
                    return Err(self.fail(format_args!("the error says {integer:#x}; the bytes hold {read:#x}")));
                }
            } else if accepted.contains(value) {
                return Err(
                    self.fail(format_args!("the error says {value} is valid at byte {offset}: {}", failure.message))
                );
            }
        }
        Ok(())
    }

    /// Checks that the call was to succeed, and that `view` is exactly the
    /// value's bytes.
    fn viewed(&self, view: Span) -> Result<(), TestCaseError> {
        if self.expected != Verdict::Valid {
            return Err(self.fail(format_args!("expected {:?}, got a view", self.expected)));
        }
        if view != self.region_span() {
            return Err(self.fail(format_args!("the view is {view:?}, the bytes are {:?}", self.region_span())));
        }
        Ok(())
    }

    /// Checks that the call was to succeed, and that `value` is the value
    /// of the bytes.
    fn read<T: SizedSubject>(&self, value: &T) -> Result<(), TestCaseError> {
        if self.expected != Verdict::Valid {
            return Err(self.fail(format_args!("expected {:?}, got a value", self.expected)));
        }
        self.holds(value)
    }

    fn holds<T: SizedSubject>(&self, value: &T) -> Result<(), TestCaseError> {
        if !T::holds(value, self.region()) {
            return Err(self.fail("the result is not the value of the bytes"));
        }
        Ok(())
    }

    fn rest(&self, rest: &[u8]) -> Result<(), TestCaseError> {
        if Span::of(rest) != self.rest_span() {
            return Err(self.fail(format_args!("the rest is {:?}, not {:?}", Span::of(rest), self.rest_span())));
        }
        Ok(())
    }

    /// After a mutable view was given `T::sample()`: checks that it landed
    /// in the value's bytes and nowhere else, and puts the buffer back.
    fn written<T: SizedSubject>(&self, bytes: &mut [u8]) -> Result<(), TestCaseError> {
        if self.expected == Verdict::Valid {
            let range = self.range.clone().expect("a value's bytes");
            if !T::holds(&T::sample(), &bytes[range.clone()]) {
                return Err(self.fail("what was written through the view is not in the buffer"));
            }
            let outside = |buffer: &[u8]| [buffer[..range.start].to_vec(), buffer[range.end..].to_vec()].concat();
            if outside(bytes) != outside(&self.before) {
                return Err(self.fail("writing through the view changed bytes outside it"));
            }
        }
        bytes.copy_from_slice(&self.before);
        Ok(())
    }
}

// One checker per function: the verdict by hand, the call, the comparison.

fn ref_from_bytes<T: Subject + ?Sized>(bytes: &[u8]) -> Result<(), TestCaseError> {
    let call = Call::new::<T>("ref_from_bytes", bytes, Place::Whole, CAST);
    match transmutable::ref_from_bytes::<T>(bytes) {
        Ok(view) => call.viewed(Span::of_value(view)),
        Err(error) => call.failed(error.into_failure()),
    }
}

fn mut_from_bytes<T: Subject + ?Sized>(bytes: &mut [u8]) -> Result<(), TestCaseError> {
    let call = Call::new::<T>("mut_from_bytes", bytes, Place::Whole, CAST);
    match transmutable::mut_from_bytes::<T>(bytes) {
        Ok(view) => {
            call.viewed(Span::of_value(view))?;
            // Every byte string is a `T`: the view's bytes may be written.
            let written = transmutable::as_mut_bytes(view);
            if Span::of(written) != call.region_span() {
                return Err(call.fail("`as_mut_bytes` of the view is not the buffer"));
            }
            written.iter_mut().for_each(|byte| *byte = !*byte);
            if bytes.iter().zip(&call.before).any(|(after, before)| *after != !*before) {
                return Err(call.fail("bytes written through the view are not in the buffer"));
            }
            bytes.copy_from_slice(&call.before);
            Ok(())
        }
        Err(error) => call.failed(error.into_failure()),
    }
}

fn ref_from_prefix<T: SizedSubject>(bytes: &[u8]) -> Result<(), TestCaseError> {
    let call = Call::new::<T>("ref_from_prefix", bytes, Place::Prefix(size_of::<T>()), CAST);
    match transmutable::ref_from_prefix::<T>(bytes) {
        Ok((view, rest)) => {
            call.viewed(Span::of_value(view))?;
            call.holds(view)?;
            call.rest(rest)
        }
        Err(error) => call.failed(error.into_failure()),
    }
}

fn ref_from_suffix<T: SizedSubject>(bytes: &[u8]) -> Result<(), TestCaseError> {
    let call = Call::new::<T>("ref_from_suffix", bytes, Place::Suffix(size_of::<T>()), CAST);
    match transmutable::ref_from_suffix::<T>(bytes) {
        Ok((rest, view)) => {
            call.viewed(Span::of_value(view))?;
            call.holds(view)?;
            call.rest(rest)
        }
        Err(error) => call.failed(error.into_failure()),
    }
}

fn mut_from_prefix<T: SizedSubject>(bytes: &mut [u8]) -> Result<(), TestCaseError> {
    let call = Call::new::<T>("mut_from_prefix", bytes, Place::Prefix(size_of::<T>()), CAST);
    match transmutable::mut_from_prefix::<T>(bytes) {
        Ok((view, rest)) => {
            call.viewed(Span::of_value(view))?;
            call.holds(view)?;
            call.rest(rest)?;
            *view = T::sample();
        }
        Err(error) => return call.failed(error.into_failure()),
    }
    call.written::<T>(bytes)
}

fn mut_from_suffix<T: SizedSubject>(bytes: &mut [u8]) -> Result<(), TestCaseError> {
    let call = Call::new::<T>("mut_from_suffix", bytes, Place::Suffix(size_of::<T>()), CAST);
    match transmutable::mut_from_suffix::<T>(bytes) {
        Ok((rest, view)) => {
            call.viewed(Span::of_value(view))?;
            call.holds(view)?;
            call.rest(rest)?;
            *view = T::sample();
        }
        Err(error) => return call.failed(error.into_failure()),
    }
    call.written::<T>(bytes)
}

fn read_from_bytes<T: SizedSubject>(bytes: &[u8]) -> Result<(), TestCaseError> {
    let call = Call::new::<T>("read_from_bytes", bytes, Place::Whole, READ);
    match transmutable::read_from_bytes::<T>(bytes) {
        Ok(value) => call.read(&value),
        Err(error) => call.failed(error.into_failure()),
    }
}

fn read_from_prefix<T: SizedSubject>(bytes: &[u8]) -> Result<(), TestCaseError> {
    let call = Call::new::<T>("read_from_prefix", bytes, Place::Prefix(size_of::<T>()), READ);
    match transmutable::read_from_prefix::<T>(bytes) {
        Ok((value, rest)) => {
            call.read(&value)?;
            call.rest(rest)
        }
        Err(error) => call.failed(error.into_failure()),
    }
}

fn read_from_suffix<T: SizedSubject>(bytes: &[u8]) -> Result<(), TestCaseError> {
    let call = Call::new::<T>("read_from_suffix", bytes, Place::Suffix(size_of::<T>()), READ);
    match transmutable::read_from_suffix::<T>(bytes) {
        Ok((rest, value)) => {
            call.read(&value)?;
            call.rest(rest)
        }
        Err(error) => call.failed(error.into_failure()),
    }
}

fn try_ref_from_bytes<T: Subject + ?Sized>(bytes: &[u8], tally: &Tally) -> Result<(), TestCaseError> {
    let call = Call::new::<T>("try_ref_from_bytes", bytes, Place::Whole, TRY_CAST);
    *tally.borrow_mut().entry((T::NAME, call.expected)).or_default() += 1;
    match transmutable::try_ref_from_bytes::<T>(bytes) {
        Ok(view) => call.viewed(Span::of_value(view)),
        Err(error) => call.failed(error.into_failure()),
    }
}

/// `as_bytes` of a checked view is the buffer it views.
fn as_bytes<T: Subject + ?Sized>(bytes: &[u8]) -> Result<(), TestCaseError> {
    let call = Call::new::<T>("as_bytes(try_ref_from_bytes)", bytes, Place::Whole, TRY_CAST);
    if let Ok(view) = transmutable::try_ref_from_bytes::<T>(bytes) {
        let back = transmutable::as_bytes(view);
        if Span::of(back) != call.input || back != call.before {
            return Err(call.fail(format_args!("`as_bytes` gave back {back:?}")));
        }
    }
    Ok(())
}

fn try_mut_from_bytes<T: Subject + ?Sized>(bytes: &mut [u8]) -> Result<(), TestCaseError> {
    let call = Call::new::<T>("try_mut_from_bytes", bytes, Place::Whole, TRY_CAST);
    match transmutable::try_mut_from_bytes::<T>(bytes) {
        Ok(view) => call.viewed(Span::of_value(view)),
        Err(error) => call.failed(error.into_failure()),
    }
}

fn try_ref_from_prefix<T: SizedSubject>(bytes: &[u8]) -> Result<(), TestCaseError> {
    let call = Call::new::<T>("try_ref_from_prefix", bytes, Place::Prefix(size_of::<T>()), TRY_CAST);
    match transmutable::try_ref_from_prefix::<T>(bytes) {
        Ok((view, rest)) => {
            call.viewed(Span::of_value(view))?;
            call.holds(view)?;
            call.rest(rest)
        }
        Err(error) => call.failed(error.into_failure()),
    }
}

fn try_ref_from_suffix<T: SizedSubject>(bytes: &[u8]) -> Result<(), TestCaseError> {
    let call = Call::new::<T>("try_ref_from_suffix", bytes, Place::Suffix(size_of::<T>()), TRY_CAST);
    match transmutable::try_ref_from_suffix::<T>(bytes) {
        Ok((rest, view)) => {
            call.viewed(Span::of_value(view))?;
            call.holds(view)?;
            call.rest(rest)
        }
        Err(error) => call.failed(error.into_failure()),
    }
}

fn try_mut_from_prefix<T: SizedSubject>(bytes: &mut [u8]) -> Result<(), TestCaseError> {
    let call = Call::new::<T>("try_mut_from_prefix", bytes, Place::Prefix(size_of::<T>()), TRY_CAST);
    match transmutable::try_mut_from_prefix::<T>(bytes) {
        Ok((view, rest)) => {
            call.viewed(Span::of_value(view))?;
            call.holds(view)?;
            call.rest(rest)?;
            *view = T::sample();
        }
        Err(error) => return call.failed(error.into_failure()),
    }
    call.written::<T>(bytes)
}

fn try_mut_from_suffix<T: SizedSubject>(bytes: &mut [u8]) -> Result<(), TestCaseError> {
    let call = Call::new::<T>("try_mut_from_suffix", bytes, Place::Suffix(size_of::<T>()), TRY_CAST);
    match transmutable::try_mut_from_suffix::<T>(bytes) {
        Ok((rest, view)) => {
            call.viewed(Span::of_value(view))?;
            call.holds(view)?;
            call.rest(rest)?;
            *view = T::sample();
        }
        Err(error) => return call.failed(error.into_failure()),
    }
    call.written::<T>(bytes)
}

fn try_read_from_bytes<T: SizedSubject>(bytes: &[u8]) -> Result<(), TestCaseError> {
    let call = Call::new::<T>("try_read_from_bytes", bytes, Place::Whole, TRY_READ);
    match transmutable::try_read_from_bytes::<T>(bytes) {
        Ok(value) => call.read(&value),
        Err(error) => call.failed(error.into_failure()),
    }
}

fn try_read_from_prefix<T: SizedSubject>(bytes: &[u8]) -> Result<(), TestCaseError> {
    let call = Call::new::<T>("try_read_from_prefix", bytes, Place::Prefix(size_of::<T>()), TRY_READ);
    match transmutable::try_read_from_prefix::<T>(bytes) {
        Ok((value, rest)) => {
            call.read(&value)?;
            call.rest(rest)
        }
        Err(error) => call.failed(error.into_failure()),
    }
}

/// Where a value with `elements` tail elements lies at the start of a
/// buffer: no length fits one whose size overflows.
fn prefix_with<T: Subject + ?Sized>(elements: usize) -> Place {
    Place::Prefix(T::size_with(elements).unwrap_or(usize::MAX))
}

fn ref_from_prefix_with_elems<T: Subject + ?Sized>(bytes: &[u8], elements: usize) -> Result<(), TestCaseError> {
    let call = Call::new::<T>("ref_from_prefix_with_elems", bytes, prefix_with::<T>(elements), CAST);
    match transmutable::ref_from_prefix_with_elems::<T>(bytes, elements) {
        Ok((view, rest)) => {
            call.viewed(Span::of_value(view))?;
            call.rest(rest)
        }
        Err(error) => call.failed(error.into_failure()),
    }
}

fn mut_from_prefix_with_elems<T: Subject + ?Sized>(bytes: &mut [u8], elements: usize) -> Result<(), TestCaseError> {
    let call = Call::new::<T>("mut_from_prefix_with_elems", bytes, prefix_with::<T>(elements), CAST);
    match transmutable::mut_from_prefix_with_elems::<T>(bytes, elements) {
        Ok((view, rest)) => {
            call.viewed(Span::of_value(view))?;
            call.rest(rest)?;
            // Every byte string is a `T`: the view's bytes may be written,
            // and only they are.
            transmutable::as_mut_bytes(view).iter_mut().for_each(|byte| *byte = !*byte);
            let range = call.range.clone().expect("a value's bytes");
            let changed = bytes.iter().zip(&call.before).enumerate().any(|(at, (after, before))| {
                if range.contains(&at) {
                    *after != !*before
                } else {
                    after != before
                }
            });
            bytes.copy_from_slice(&call.before);
            if changed {
                return Err(call.fail("writing through the view changed other bytes than its own"));
            }
            Ok(())
        }
        Err(error) => call.failed(error.into_failure()),
    }
}

fn try_ref_from_prefix_with_elems<T: Subject + ?Sized>(bytes: &[u8], elements: usize) -> Result<(), TestCaseError> {
    let call = Call::new::<T>("try_ref_from_prefix_with_elems", bytes, prefix_with::<T>(elements), TRY_CAST);
    match transmutable::try_ref_from_prefix_with_elems::<T>(bytes, elements) {
        Ok((view, rest)) => {
            call.viewed(Span::of_value(view))?;
            call.rest(rest)
        }
        Err(error) => call.failed(error.into_failure()),
    }
}

fn try_mut_from_prefix_with_elems<T: Subject + ?Sized>(bytes: &mut [u8], elements: usize) -> Result<(), TestCaseError> {
    let call = Call::new::<T>("try_mut_from_prefix_with_elems", bytes, prefix_with::<T>(elements), TRY_CAST);
    match transmutable::try_mut_from_prefix_with_elems::<T>(bytes, elements) {
        Ok((view, rest)) => {
            call.viewed(Span::of_value(view))?;
            call.rest(rest)
        }
        Err(error) => call.failed(error.into_failure()),
    }
}

/// Element counts for the `_with_elems` views: small ones, the ones a
/// buffer's length allows, and ones whose sizes overflow.
const ELEMENT_COUNTS: [usize; 9] = [0, 1, 2, 3, 4, 6, 9, usize::MAX / 4, usize::MAX];

// The families of functions, and the types each applies to.

/// Outcomes of `try_ref_from_bytes` per type: a run must reach every kind
/// of result, or it tests less than it seems to.
type Tally = RefCell<BTreeMap<(&'static str, Verdict), usize>>;

/// The functions for types that every byte string inhabits.
fn any_bytes<T: Subject + ?Sized>(bytes: &mut [u8]) -> Result<(), TestCaseError> {
    ref_from_bytes::<T>(bytes)?;
    mut_from_bytes::<T>(bytes)
}

fn any_bytes_unsized<T: Subject + ?Sized>(bytes: &mut [u8]) -> Result<(), TestCaseError> {
    any_bytes::<T>(bytes)?;
    for elements in ELEMENT_COUNTS {
        ref_from_prefix_with_elems::<T>(bytes, elements)?;
        mut_from_prefix_with_elems::<T>(bytes, elements)?;
    }
    Ok(())
}

fn any_bytes_sized<T: SizedSubject>(bytes: &mut [u8]) -> Result<(), TestCaseError> {
    ref_from_prefix::<T>(bytes)?;
    ref_from_suffix::<T>(bytes)?;
    mut_from_prefix::<T>(bytes)?;
    mut_from_suffix::<T>(bytes)?;
    read_from_bytes::<T>(bytes)?;
    read_from_prefix::<T>(bytes)?;
    read_from_suffix::<T>(bytes)
}

/// The checked functions for shared views and copies.
fn checked<T: Subject + ?Sized>(bytes: &[u8], tally: &Tally) -> Result<(), TestCaseError> {
    try_ref_from_bytes::<T>(bytes, tally)
}

fn checked_unsized<T: Subject + ?Sized>(bytes: &[u8], tally: &Tally) -> Result<(), TestCaseError> {
    checked::<T>(bytes, tally)?;
    ELEMENT_COUNTS.into_iter().try_for_each(|elements| try_ref_from_prefix_with_elems::<T>(bytes, elements))
}

fn checked_sized<T: SizedSubject>(bytes: &[u8], tally: &Tally) -> Result<(), TestCaseError> {
    checked::<T>(bytes, tally)?;
    try_ref_from_prefix::<T>(bytes)?;
    try_ref_from_suffix::<T>(bytes)?;
    try_read_from_bytes::<T>(bytes)?;
    try_read_from_prefix::<T>(bytes)
}

/// The checked functions for mutable views, and `as_bytes`, for types
/// without padding.
fn checked_mut<T: Subject + ?Sized>(bytes: &mut [u8]) -> Result<(), TestCaseError> {
    try_mut_from_bytes::<T>(bytes)?;
    as_bytes::<T>(bytes)
}

fn checked_mut_unsized<T: Subject + ?Sized>(bytes: &mut [u8]) -> Result<(), TestCaseError> {
    checked_mut::<T>(bytes)?;
    ELEMENT_COUNTS.into_iter().try_for_each(|elements| try_mut_from_prefix_with_elems::<T>(bytes, elements))
}

fn checked_mut_sized<T: SizedSubject>(bytes: &mut [u8]) -> Result<(), TestCaseError> {
    checked_mut::<T>(bytes)?;
    try_mut_from_prefix::<T>(bytes)?;
    try_mut_from_suffix::<T>(bytes)
}

/// Every function on every type it applies to, on one buffer.
fn check_buffer(bytes: &mut [u8], tally: &Tally) -> Result<(), TestCaseError> {
    any_bytes::<u32>(bytes)?;
    any_bytes_sized::<u32>(bytes)?;
    checked_sized::<u32>(bytes, tally)?;
    checked_mut_sized::<u32>(bytes)?;

    any_bytes::<u64>(bytes)?;
    any_bytes_sized::<u64>(bytes)?;
    checked_sized::<u64>(bytes, tally)?;
    checked_mut_sized::<u64>(bytes)?;

    any_bytes::<Header>(bytes)?;
    any_bytes_sized::<Header>(bytes)?;
    checked_sized::<Header>(bytes, tally)?;
    checked_mut_sized::<Header>(bytes)?;

    checked_sized::<Record>(bytes, tally)?;
    checked_mut_sized::<Record>(bytes)?;
    checked_sized::<Message>(bytes, tally)?;
    checked_mut_sized::<Message>(bytes)?;
    checked_sized::<Either>(bytes, tally)?;
    checked_mut_sized::<Either>(bytes)?;
    checked_sized::<char>(bytes, tally)?;
    checked_mut_sized::<char>(bytes)?;
    // Padding: no mutable views, no `as_bytes`.
    checked_sized::<Measurement>(bytes, tally)?;

    any_bytes_unsized::<[u16]>(bytes)?;
    checked_unsized::<[u16]>(bytes, tally)?;
    checked_mut_unsized::<[u16]>(bytes)?;
    any_bytes_unsized::<Frame>(bytes)?;
    checked_unsized::<Frame>(bytes, tally)?;
    checked_mut_unsized::<Frame>(bytes)?;
    checked_unsized::<[Record]>(bytes, tally)?;
    checked_mut_unsized::<[Record]>(bytes)?;
    checked_unsized::<Records>(bytes, tally)?;
    checked_mut_unsized::<Records>(bytes)?;
    checked_unsized::<str>(bytes, tally)?;
    checked_mut_unsized::<str>(bytes)?;
    // Trailing padding for some lengths: shared views only.
    ref_from_bytes::<Padded>(bytes)?;
    for elements in ELEMENT_COUNTS {
        ref_from_prefix_with_elems::<Padded>(bytes, elements)?;
    }
    checked_unsized::<Padded>(bytes, tally)
}

// Buffers.

/// `content` copied into a buffer that starts `misalignment` bytes after an
/// 8-aligned address, and checked.
fn check_at(misalignment: usize, content: &[u8], tally: &Tally) -> Result<(), TestCaseError> {
    let mut words = vec![0u64; (misalignment + content.len()) / 8 + 1];
    let bytes = &mut bytemuck::cast_slice_mut::<u64, u8>(&mut words)[misalignment..misalignment + content.len()];
    bytes.copy_from_slice(content);
    check_buffer(bytes, tally)
}

/// Bytes that are often valid for the types here: small values are
/// `bool`s, kinds and tags.
fn byte() -> impl Strategy<Value = u8> {
    prop_oneof![4 => 0u8..=2, 1 => Just(7u8), 2 => any::<u8>()]
}

/// Buffer lengths: mostly the sizes of the types and their neighbours.
fn length() -> impl Strategy<Value = usize> {
    prop_oneof![
        2 => proptest::sample::select(vec![0usize, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 13, 14, 15, 16]),
        1 => 0usize..=40,
    ]
}

fn content() -> impl Strategy<Value = Vec<u8>> {
    prop_oneof![
        8 => length().prop_flat_map(|len| vec(byte(), len)),
        2 => "\\PC{0,10}".prop_map(String::into_bytes),
        // A scalar value in native order: random bytes are seldom a `char`.
        1 => (0u32..0x11_0000).prop_map(|value| value.to_ne_bytes().to_vec()),
    ]
}

/// Random buffers per run, unless `PROPTEST_CASES` says otherwise.
const CASES: u32 = 3_000;

#[test]
#[cfg_attr(miri, ignore = "thousands of buffers: too slow under Miri")]
fn views_agree_with_the_contract_on_random_buffers() {
    let cases = if std::env::var_os("PROPTEST_CASES").is_some() { Config::default().cases } else { CASES };
    let mut runner = TestRunner::new(Config {
        cases,
        failure_persistence: None,
        rng_algorithm: RngAlgorithm::XorShift,
        ..Config::default()
    });
    let tally = Tally::default();
    let result =
        runner.run(&(0usize..8, content()), |(misalignment, content)| check_at(misalignment, &content, &tally));
    if let Err(error) = result {
        panic!("{error}");
    }
    // Every type must have met each outcome its contract allows.
    let tally = tally.into_inner();
    #[rustfmt::skip]
    let reached: [(&str, &[Verdict]); 14] = [
        ("u32", &[Verdict::Size, Verdict::Alignment, Verdict::Valid]),
        ("u64", &[Verdict::Size, Verdict::Alignment, Verdict::Valid]),
        ("Header", &[Verdict::Size, Verdict::Valid]),
        ("Record", &[Verdict::Size, Verdict::Alignment, Verdict::Validity, Verdict::Valid]),
        ("Message", &[Verdict::Size, Verdict::Validity, Verdict::Valid]),
        ("Either", &[Verdict::Size, Verdict::Validity, Verdict::Valid]),
        ("char", &[Verdict::Size, Verdict::Alignment, Verdict::Validity, Verdict::Valid]),
        ("Measurement", &[Verdict::Size, Verdict::Alignment, Verdict::Validity, Verdict::Valid]),
        ("[u16]", &[Verdict::Size, Verdict::Alignment, Verdict::Valid]),
        ("Frame", &[Verdict::Size, Verdict::Valid]),
        ("[Record]", &[Verdict::Size, Verdict::Alignment, Verdict::Validity, Verdict::Valid]),
        ("Records", &[Verdict::Size, Verdict::Alignment, Verdict::Validity, Verdict::Valid]),
        ("str", &[Verdict::Validity, Verdict::Valid]),
        ("Padded", &[Verdict::Size, Verdict::Alignment, Verdict::Valid]),
    ];
    for (subject, verdicts) in reached {
        for verdict in verdicts {
            let times = tally.get(&(subject, *verdict)).copied().unwrap_or(0);
            assert!(times > 0, "`try_ref_from_bytes::<{subject}>` never came to {verdict:?}: {tally:?}");
        }
    }
}

/// A few buffers picked by hand, at every misalignment: the same checks,
/// small enough for Miri to watch every access.
#[test]
fn views_agree_with_the_contract_on_chosen_buffers() {
    let record = [1, 0, 0x34, 0x12];
    let header = [0xCA, 0xFE, 0xF0, 0x0D, 0x34, 0x12, 0, 0, 0, 0, 0, 0, 0, 7];
    let contents: [&[u8]; 8] = [
        &[],
        &[7],
        &record,
        &[1, 3, 0, 0],
        &[5, 1, 2, 0, 0, 0],
        &[0, 0xD8, 0, 0, 2, 1, 1, 7],
        &header,
        "é€😀".as_bytes(),
    ];
    let tally = Tally::default();
    let misalignments = if cfg!(miri) { 0..3 } else { 0..8 };
    for misalignment in misalignments {
        for content in contents {
            if let Err(error) = check_at(misalignment, content, &tally) {
                panic!("{error}");
            }
        }
    }
}

/// In a struct with fields before its slice, a validity error inside the
/// slice counts its offset from the value's start, and its path names the
/// slice's field: `[0, 0, 5]` as a `Flags` fails at byte 2, `Flags.flags[1]`.
#[test]
fn errors_in_a_tail_name_the_byte_by_its_offset_in_the_value() {
    let bytes = [0u8, 0, 5];
    let Err(TryCastError::Validity(error)) = transmutable::try_ref_from_bytes::<Flags>(&bytes) else {
        panic!("[0, 0, 5] is not a `Flags`, and the buffer is long and aligned enough");
    };
    assert_eq!((error.offset(), error.value()), (2, 5), "{error}");
    assert_eq!(error.path().to_string(), ".flags[1]", "{error}");
}

/// An error names the field of the invalid byte in the value, wherever the
/// value lies in the buffer: `[1, 9, 0, 0]` as a `Record` fails at byte 1,
/// `Record.urgent`, at the end of a buffer as at its start, and by value.
#[test]
fn errors_name_the_field_wherever_the_value_lies() {
    let record = [1u8, 9, 0, 0];
    let buffer = [0xAA, 0xBB, 1, 9, 0, 0];
    let expected =
        "the bytes are not a valid `Record`: byte 1 (`Record.urgent`) holds 9, but only 0..=1 is valid there";

    let Err(TryReadError::Validity(error)) = transmutable::try_read_from_suffix::<Record>(&buffer) else {
        panic!("{buffer:?} does not end in a `Record`");
    };
    assert_eq!((error.offset(), error.path().to_string(), error.to_string()), (1, ".urgent".into(), expected.into()));

    let Err(TryReadError::Validity(error)) = transmutable::try_read_from_prefix::<Record>(&buffer[2..]) else {
        panic!("{:?} does not start with a `Record`", &buffer[2..]);
    };
    assert_eq!((error.offset(), error.path().to_string(), error.to_string()), (1, ".urgent".into(), expected.into()));

    let error = transmutable::try_transmute::<[u8; 4], Record>(record).unwrap_err();
    assert_eq!((error.offset(), error.path().to_string(), error.to_string()), (1, ".urgent".into(), expected.into()));
    assert_eq!(error.into_source(), record);
}

/// `map_src(drop)`, or `into()` for buffers, gives errors that borrow
/// nothing, for `?` into `Box<dyn Error>`, with the same explanation.
#[test]
fn detached_errors_borrow_nothing_and_keep_their_explanation() {
    fn detached<E: std::error::Error + Send + Sync + 'static>(_: &E) {}
    #[derive(Layout, Debug)]
    #[repr(C)]
    pub struct Flags {
        pub ready: bool,
        pub done: bool,
    }
    let bytes = vec![1u8, 3];
    let error = transmutable::try_ref_from_bytes::<Flags>(&bytes[..]).unwrap_err();
    let explanation = error.to_string();
    let detached_error: TryCastError<()> = error.into();
    drop(bytes);
    detached(&detached_error);
    assert_eq!(detached_error.to_string(), explanation);
    assert!(explanation.contains("`Flags.done`"), "{explanation}");
    let boxed: Box<dyn std::error::Error + Send + Sync> = Box::new(detached_error);
    assert_eq!(boxed.to_string(), explanation);

    let size = transmutable::ref_from_bytes::<u32>(&[1u8][..]).unwrap_err().map_src(drop);
    detached(&size);
    let read = transmutable::try_read_from_bytes::<bool>(&[2u8][..]).unwrap_err().map_src(|_| ());
    detached(&read);
    let value = transmutable::try_transmute::<u8, bool>(9).unwrap_err();
    let mapped = value.map_src(|byte| byte as u16);
    assert_eq!(mapped.into_source(), 9);
    assert!(size_of::<TryCastError<()>>() <= 128, "{} bytes", size_of::<TryCastError<()>>());
}

/// The errors of the run-time functions are small enough to return by
/// value (under the 128 bytes of clippy's `result_large_err`): a field path
/// is found again when asked for, not carried.
#[test]
fn errors_are_small() {
    assert!(size_of::<TryCastError<&[u8]>>() <= 128, "{} bytes", size_of::<TryCastError<&[u8]>>());
    assert!(size_of::<TryCastError<&mut [u8]>>() <= 128, "{} bytes", size_of::<TryCastError<&mut [u8]>>());
    assert!(size_of::<TryReadError<&[u8]>>() <= 128, "{} bytes", size_of::<TryReadError<&[u8]>>());
    assert!(size_of::<ValidityError<u32>>() <= 128, "{} bytes", size_of::<ValidityError<u32>>());
}

/// A packed struct ending in a slice of 2-byte elements: its slice starts
/// right after the byte before it, unaligned, and the view counts its
/// elements without a reference to them.
#[derive(Layout)]
#[repr(C, packed)]
pub struct PackedWords {
    pub kind: u8,
    pub words: [u16],
}

#[test]
fn packed_structs_end_in_unaligned_slices() {
    let bytes = [7u8, 1, 0, 2, 0];
    let packed: &PackedWords = transmutable::ref_from_bytes(&bytes[..]).unwrap();
    assert_eq!((size_of_val(packed), packed.kind), (5, 7));
    assert_eq!(transmutable::as_bytes(packed), &bytes[..]);
    let (prefix, rest): (&PackedWords, &[u8]) = transmutable::ref_from_prefix_with_elems(&bytes[..], 1).unwrap();
    assert_eq!((size_of_val(prefix), rest), (3, &[2, 0][..]));
    assert!(transmutable::ref_from_bytes::<PackedWords>(&bytes[..4]).is_err(), "half an element");
}
