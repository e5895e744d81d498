//! The compiled run-time validator against the walk of the description and
//! against definitions written by hand, on the shapes it plans apart from
//! the walk: enums with fields (dispatched by tag), `NonZeroU128` (one
//! 16-byte range), scattered wide tags (bits of a 64-bit mask), records of
//! bit fields (bytes checked by masks), unions (each reading a set of
//! checks, one of which must pass), choices inside choices (an enum with
//! fields in a union's field, a union in a variant), and slices of them, of up to 257
//! elements (the counts around 256 where the element loop changes step).
//!
//! Input: byte 0 picks the slice's element count, bytes 1 to 6 three
//! patches (an index into the slice's bytes and the byte written there),
//! and the rest is the content: each type's bytes are its first bytes,
//! repeated when short, and a slice's elements are that value, repeated,
//! then patched. So one valid value makes a valid slice of every count, and
//! the patches make one element (or three) invalid anywhere in it.
//!
//! For every type: `try_read_from_bytes` (the compiled plan), `try_ref_from_bytes`
//! in place, the plan computed at run time and the walk must agree, and
//! with the definition by hand where there is one. For every slice: the
//! compiled slice check, the run-time plan for elements and the walk of
//! each element must agree, and a validity error must point into an
//! element the walk refuses.
#![no_main]

use std::mem::size_of;
use std::num::NonZeroU128;

use libfuzzer_sys::fuzz_target;
use transmutable::__private::{validate_bytes, validate_bytes_by_plan, validate_elements_by_plan};
use transmutable::{Layout, TryCastError};
use transmutable_fuzz::{
    BitRecord, CharOrFlags, Crossing, Either, Kind, KindOrFlag, Measurement, Message, MessageOrChar, Nested, Op,
    Packed, PaddedKindOrNonZero, Record, Scattered, Tagged, UnionRecord, Wide, SCATTERED,
};

/// `bytes`, repeated to `len` bytes (zeros when there are none), in a
/// buffer aligned to 16.
fn aligned(bytes: &[u8], len: usize) -> (Vec<u128>, usize) {
    let mut buffer = vec![0u128; len.div_ceil(16)];
    if !bytes.is_empty() {
        for (at, byte) in transmutable::as_mut_bytes(&mut buffer[..])[..len].iter_mut().enumerate() {
            *byte = bytes[at % bytes.len()];
        }
    }
    (buffer, len)
}

/// The verdicts on one value of `T`: the compiled plan by value and in
/// place, the plan made at run time, the walk, and `expected` by hand.
fn value<T: Layout>(content: &[u8], expected: impl FnOnce(&[u8]) -> Option<bool>) {
    let size = size_of::<T>();
    let (mut buffer, len) = aligned(content, size);
    let bytes = &transmutable::as_mut_bytes(&mut buffer[..])[..len];
    let name = std::any::type_name::<T>();
    let walked = validate_bytes(T::DESCRIPTION, bytes);
    let planned = validate_bytes_by_plan(T::DESCRIPTION, bytes);
    let read = transmutable::try_read_from_bytes::<T>(bytes).is_ok();
    let viewed = match transmutable::try_ref_from_bytes::<T>(bytes) {
        Ok(_) => true,
        Err(TryCastError::Validity(error)) => {
            assert!(error.offset() < size, "{name}: an error at {} of {size} bytes", error.offset());
            assert_eq!(bytes[error.offset()], error.value(), "{name}: the error names another byte");
            false
        }
        Err(error) => panic!("{name}: {error} on an aligned buffer of its size"),
    };
    assert_eq!(planned, walked, "{name} {bytes:02x?}: the run-time plan and the walk disagree");
    assert_eq!(read, walked, "{name} {bytes:02x?}: try_read_from_bytes and the walk disagree");
    assert_eq!(viewed, walked, "{name} {bytes:02x?}: try_ref_from_bytes and the walk disagree");
    if let Some(expected) = expected(bytes) {
        assert_eq!(walked, expected, "{name} {bytes:02x?}: the walk and the definition disagree");
    }
}

/// The verdicts on `count` elements of `T`, each `content`'s first bytes,
/// with `patches` written over them.
fn slice<T: Layout>(content: &[u8], count: usize, patches: &[(usize, u8)]) {
    let size = size_of::<T>();
    let element = &content[..content.len().min(size)];
    let element: Vec<u8> = (0..size).map(|at| element.get(at % element.len().max(1)).copied().unwrap_or(0)).collect();
    let (mut buffer, len) = aligned(&element, count * size);
    let bytes = &mut transmutable::as_mut_bytes(&mut buffer[..])[..len];
    for &(at, byte) in patches {
        if len > 0 {
            bytes[at % len] = byte;
        }
    }
    let bytes = &*bytes;
    let name = std::any::type_name::<T>();
    let first_invalid = bytes.chunks(size).position(|element| !validate_bytes(T::DESCRIPTION, element));
    let walked = first_invalid.is_none();
    let planned = validate_elements_by_plan(T::DESCRIPTION, bytes);
    assert_eq!(planned, walked, "[{name}; {count}] {patches:?}: the run-time plan and the walk disagree");
    match transmutable::try_ref_from_bytes::<[T]>(bytes) {
        Ok(view) => {
            assert!(walked, "[{name}; {count}] {patches:?}: the compiled check accepts what the walk refuses");
            assert_eq!(view.len(), count);
        }
        Err(TryCastError::Validity(error)) => {
            assert!(!walked, "[{name}; {count}] {patches:?}: the compiled check refuses what the walk accepts");
            let at = error.offset();
            assert!(at < len, "[{name}; {count}]: an error at {at} of {len} bytes");
            assert_eq!(bytes[at], error.value(), "[{name}; {count}]: the error names another byte");
            assert!(
                !validate_bytes(T::DESCRIPTION, &bytes[at / size * size..][..size]),
                "[{name}; {count}] {patches:?}: the error at {at} is in a valid element (the first invalid is {first_invalid:?})"
            );
        }
        Err(error) => panic!("[{name}; {count}]: {error} on an aligned buffer of its size"),
    }
}

/// A [`Message`]'s first four bytes, by its definition.
fn message(b: &[u8]) -> bool {
    match b[0] {
        0 | 1 => true,
        5 => b[1] <= 1 && is_kind(b[2]) && b[3] <= 1,
        _ => false,
    }
}

fn ne16(bytes: &[u8]) -> u16 {
    u16::from_ne_bytes([bytes[0], bytes[1]])
}

fn is_kind(byte: u8) -> bool {
    matches!(byte, 1 | 2 | 7)
}

/// `Packed`: little-endian bits, `kind` in bits 1..4 is 0 to 4.
fn packed(byte: u8) -> bool {
    (byte >> 1) & 7 <= 4
}

/// `Crossing`: network order, `kind` in bits 9..7 is 0 to 4, `sparse` in
/// bits 2..0 is 1, 3 or 6.
fn crossing(bytes: &[u8]) -> bool {
    let bits = u16::from_be_bytes([bytes[0], bytes[1]]);
    (bits >> 7) & 7 <= 4 && matches!(bits & 7, 1 | 3 | 6)
}

/// Element counts: every count to 17, then the ones around each power of
/// two to 256.
const COUNTS: [usize; 36] = [
    0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 31, 32, 33, 63, 64, 65, 127, 128, 129, 254, 255, 256,
    257, 255, 256, 257, 256, 255,
];

fuzz_target!(|data: &[u8]| {
    let Some((header, content)) = data.split_first_chunk::<7>() else { return };
    let count = COUNTS[usize::from(header[0]) % COUNTS.len()];
    let patches: Vec<(usize, u8)> = header[1..]
        .chunks(2)
        .map(|patch| (usize::from(patch[0]) * 7 + usize::from(header[0] >> 6), patch[1]))
        .collect();
    // Some patches land beyond 255 bytes: the element count spreads them.
    let patches: Vec<(usize, u8)> = patches.iter().enumerate().map(|(i, &(at, byte))| (at * (i + 1), byte)).collect();

    value::<bool>(content, |b| Some(b[0] <= 1));
    value::<Kind>(content, |b| Some(is_kind(b[0])));
    value::<Wide>(content, |b| Some(matches!(ne16(b), 7 | 0x0102 | 0xFFFF)));
    value::<Scattered>(content, |b| Some(SCATTERED.contains(&ne16(b))));
    value::<NonZeroU128>(content, |b| Some(b.iter().any(|&byte| byte != 0)));
    value::<Option<NonZeroU128>>(content, |_| Some(true));
    value::<Packed>(content, |b| Some(packed(b[0])));
    value::<Crossing>(content, |b| Some(crossing(b)));
    value::<Record>(content, |b| Some(is_kind(b[0]) && b[1] <= 1));
    value::<Message>(content, |b| Some(message(b)));
    value::<Measurement>(content, |_| None);
    value::<Op>(content, |_| None);
    value::<Tagged>(content, |_| None);
    value::<BitRecord>(content, |b| {
        Some(packed(b[0]) && is_kind(b[1]) && crossing(&b[2..4]) && SCATTERED.contains(&ne16(&b[4..])))
    });
    value::<[Scattered; 3]>(content, |b| Some(b.chunks(2).all(|t| SCATTERED.contains(&ne16(t)))));
    value::<Either>(content, |_| None);
    value::<CharOrFlags>(content, |b| {
        Some(char::from_u32(u32::from_ne_bytes([b[0], b[1], b[2], b[3]])).is_some() || b[..4].iter().all(|&x| x <= 1))
    });
    // The mix of a `Kind` and a `bool`, one byte: either's values.
    value::<KindOrFlag>(content, |b| Some(is_kind(b[0]) || b[0] <= 1));
    value::<PaddedKindOrNonZero>(content, |_| None);
    value::<UnionRecord>(content, |_| None);
    value::<[KindOrFlag; 3]>(content, |b| Some(b[..3].iter().all(|&x| is_kind(x) || x <= 1)));
    value::<MessageOrChar>(content, |b| Some(message(b) || char::from_u32(u32::from_ne_bytes([b[0], b[1], b[2], b[3]])).is_some()));
    value::<Nested>(content, |b| {
        Some(match b[0] {
            0 => true,
            2 => is_kind(b[1]) || b[1] <= 1,
            4 => message(&b[4..]) || char::from_u32(u32::from_ne_bytes([b[4], b[5], b[6], b[7]])).is_some(),
            _ => false,
        })
    });
    value::<[Nested; 2]>(content, |_| None);

    slice::<bool>(content, count, &patches);
    slice::<Kind>(content, count, &patches);
    slice::<Scattered>(content, count, &patches);
    slice::<NonZeroU128>(content, count, &patches);
    slice::<Packed>(content, count, &patches);
    slice::<Crossing>(content, count, &patches);
    slice::<Record>(content, count, &patches);
    slice::<Message>(content, count, &patches);
    slice::<Measurement>(content, count, &patches);
    slice::<Op>(content, count, &patches);
    slice::<Tagged>(content, count, &patches);
    slice::<BitRecord>(content, count, &patches);
    slice::<Either>(content, count, &patches);
    slice::<CharOrFlags>(content, count, &patches);
    slice::<KindOrFlag>(content, count, &patches);
    slice::<PaddedKindOrNonZero>(content, count, &patches);
    slice::<UnionRecord>(content, count, &patches);
    slice::<MessageOrChar>(content, count, &patches);
    slice::<Nested>(content, count, &patches);
});
