//! Every byte-buffer view on fuzzed bytes: `ref_from_*`, `mut_from_*`,
//! `read_from_*` and their `try_` forms, for integers, a header of
//! byte-order integers, a struct with a `bool` and an enum, enums with
//! fields, a union, `char`, slices, structs ending in a slice and `str`.
//!
//! The `_with_elems` views (of a prefix, a suffix and a whole buffer, and
//! `Ref`'s) must answer as the whole-buffer views do on the bytes they
//! take; `split_at` and `align_to` must cut the buffer where its bytes lie.
//!
//! The first byte of the input picks the buffer's misalignment (its low
//! three bits) and the element count of the `_with_elems` views (the other
//! five: 0 to 30, and 31 for a count whose size overflows); the rest of the
//! input is the buffer. Each call is held to the invariants of
//! `transmutable_fuzz`, and the functions that judge the same bytes must agree on
//! whether they are valid: `try_read_from_bytes` on those bytes is the
//! reference, itself checked, and a slice is valid exactly when each of its
//! elements is.
#![no_main]

use std::mem::{align_of, size_of};

use libfuzzer_sys::fuzz_target;
use transmutable::{CastError, Pointee, TryCastError};
use transmutable_fuzz::{
    misaligned_copy, Call, Either, Frame, Header, IntoFailure, Measurement, Message, Padded, Place, Record, Records,
    Span, Subject,
};

fn whole(len: usize, size: usize) -> Place {
    Place::Whole { fits: len == size }
}

/// Whether `region` is a valid `T`, by `try_read_from_bytes`; the call is
/// checked like every other, and its verdict, which the validator compiled
/// for `T` gives, held to the one of the validator that walks `T`'s
/// description.
fn judge<T: Subject>(region: &[u8]) -> bool {
    let call = Call::new("try_read_from_bytes", region, whole(region.len(), size_of::<T>()), None);
    let walked = region.len() == size_of::<T>()
        && transmutable::__private::validate_bytes(<T as transmutable::Layout>::DESCRIPTION, region);
    match transmutable::try_read_from_bytes::<T>(region) {
        Ok(value) => {
            if let Some(bytes) = T::bytes(&value) {
                call.read(bytes, region);
            }
            assert!(walked, "the compiled validator accepts what the walk refuses");
            true
        }
        Err(error) => {
            assert!(!walked, "the compiled validator refuses what the walk accepts");
            assert!(call.failed(error.into_failure(), region), "a size error on {} bytes", region.len());
            false
        }
    }
}

/// Checks that a call that got past the length and address agrees with
/// the reference verdict `valid` on the same bytes.
fn agrees(function: &str, valid: Option<bool>, found_valid: bool) {
    assert_eq!(valid, Some(found_valid), "{function} disagrees with `try_read_from_bytes` on the same bytes");
}

/// The functions for sized types that every byte string inhabits.
fn plain<T: Subject>(bytes: &mut [u8]) {
    let (size, align, before) = (size_of::<T>(), Some(align_of::<T>()), bytes.to_vec());
    let len = bytes.len();

    let call = Call::new("ref_from_bytes", bytes, whole(len, size), align);
    match transmutable::ref_from_bytes::<T>(bytes) {
        Ok(view) => call.viewed(Span::of_value(view)),
        Err(error) => assert!(!call.failed(error.into_failure(), &before)),
    }
    let call = Call::new("ref_from_prefix", bytes, Place::Prefix(size), align);
    match transmutable::ref_from_prefix::<T>(bytes) {
        Ok((view, rest)) => {
            call.viewed(Span::of_value(view));
            call.rest(Span::of(rest));
        }
        Err(error) => assert!(!call.failed(error.into_failure(), &before)),
    }
    let call = Call::new("ref_from_suffix", bytes, Place::Suffix(size), align);
    match transmutable::ref_from_suffix::<T>(bytes) {
        Ok((rest, view)) => {
            call.viewed(Span::of_value(view));
            call.rest(Span::of(rest));
        }
        Err(error) => assert!(!call.failed(error.into_failure(), &before)),
    }
    let call = Call::new("mut_from_bytes", bytes, whole(len, size), align);
    match transmutable::mut_from_bytes::<T>(bytes) {
        Ok(view) => {
            call.viewed(Span::of_value(view));
            let written = transmutable::as_mut_bytes(view);
            written.fill(0xA5);
            assert!(bytes.iter().all(|&byte| byte == 0xA5), "mut_from_bytes: a write did not reach the buffer");
            bytes.copy_from_slice(&before);
        }
        Err(error) => assert!(!call.failed(error.into_failure(), &before)),
    }
    let call = Call::new("mut_from_prefix", bytes, Place::Prefix(size), align);
    match transmutable::mut_from_prefix::<T>(bytes) {
        Ok((view, rest)) => {
            call.viewed(Span::of_value(view));
            call.rest(Span::of(rest));
        }
        Err(error) => assert!(!call.failed(error.into_failure(), &before)),
    }
    let call = Call::new("mut_from_suffix", bytes, Place::Suffix(size), align);
    match transmutable::mut_from_suffix::<T>(bytes) {
        Ok((rest, view)) => {
            call.viewed(Span::of_value(view));
            call.rest(Span::of(rest));
        }
        Err(error) => assert!(!call.failed(error.into_failure(), &before)),
    }
    let call = Call::new("read_from_bytes", bytes, whole(len, size), None);
    match transmutable::read_from_bytes::<T>(bytes) {
        Ok(value) => call.read(T::bytes(&value).expect("no padding"), &before),
        Err(error) => assert!(!call.failed(error.into_failure(), &before)),
    }
    let call = Call::new("read_from_prefix", bytes, Place::Prefix(size), None);
    match transmutable::read_from_prefix::<T>(bytes) {
        Ok((value, rest)) => {
            call.read(T::bytes(&value).expect("no padding"), &before);
            call.rest(Span::of(rest));
        }
        Err(error) => assert!(!call.failed(error.into_failure(), &before)),
    }
    let call = Call::new("read_from_suffix", bytes, Place::Suffix(size), None);
    match transmutable::read_from_suffix::<T>(bytes) {
        Ok((rest, value)) => {
            call.read(T::bytes(&value).expect("no padding"), &before);
            call.rest(Span::of(rest));
        }
        Err(error) => assert!(!call.failed(error.into_failure(), &before)),
    }
}

/// The reference verdicts on the bytes the whole buffer, its prefix and its
/// suffix would be.
struct Verdicts {
    whole: Option<bool>,
    prefix: Option<bool>,
    suffix: Option<bool>,
}

impl Verdicts {
    fn of<T: Subject>(bytes: &[u8]) -> Verdicts {
        let size = size_of::<T>();
        let len = bytes.len();
        Verdicts {
            whole: (len == size).then(|| judge::<T>(bytes)),
            prefix: (len >= size).then(|| judge::<T>(&bytes[..size])),
            suffix: (len >= size).then(|| judge::<T>(&bytes[len - size..])),
        }
    }
}

/// The checked functions for shared views and copies of a sized type.
fn checked<T: Subject>(bytes: &[u8]) {
    let (size, align, len) = (size_of::<T>(), Some(align_of::<T>()), bytes.len());
    let verdicts = Verdicts::of::<T>(bytes);

    let call = Call::new("try_ref_from_bytes", bytes, whole(len, size), align);
    match transmutable::try_ref_from_bytes::<T>(bytes) {
        Ok(view) => {
            call.viewed(Span::of_value(view));
            agrees("try_ref_from_bytes", verdicts.whole, true);
        }
        Err(error) => {
            if call.failed(error.into_failure(), bytes) {
                agrees("try_ref_from_bytes", verdicts.whole, false);
            }
        }
    }
    let call = Call::new("try_ref_from_prefix", bytes, Place::Prefix(size), align);
    match transmutable::try_ref_from_prefix::<T>(bytes) {
        Ok((view, rest)) => {
            call.viewed(Span::of_value(view));
            call.rest(Span::of(rest));
            agrees("try_ref_from_prefix", verdicts.prefix, true);
        }
        Err(error) => {
            if call.failed(error.into_failure(), bytes) {
                agrees("try_ref_from_prefix", verdicts.prefix, false);
            }
        }
    }
    let call = Call::new("try_ref_from_suffix", bytes, Place::Suffix(size), align);
    match transmutable::try_ref_from_suffix::<T>(bytes) {
        Ok((rest, view)) => {
            call.viewed(Span::of_value(view));
            call.rest(Span::of(rest));
            agrees("try_ref_from_suffix", verdicts.suffix, true);
        }
        Err(error) => {
            if call.failed(error.into_failure(), bytes) {
                agrees("try_ref_from_suffix", verdicts.suffix, false);
            }
        }
    }
    let call = Call::new("try_read_from_prefix", bytes, Place::Prefix(size), None);
    match transmutable::try_read_from_prefix::<T>(bytes) {
        Ok((value, rest)) => {
            if let Some(value) = T::bytes(&value) {
                call.read(value, bytes);
            }
            call.rest(Span::of(rest));
            agrees("try_read_from_prefix", verdicts.prefix, true);
        }
        Err(error) => {
            if call.failed(error.into_failure(), bytes) {
                agrees("try_read_from_prefix", verdicts.prefix, false);
            }
        }
    }
}

/// The checked functions for mutable views of a sized type without
/// padding.
fn checked_mut<T: Subject>(bytes: &mut [u8]) {
    let (size, align, len, before) = (size_of::<T>(), Some(align_of::<T>()), bytes.len(), bytes.to_vec());
    let verdicts = Verdicts::of::<T>(&before);

    let call = Call::new("try_mut_from_bytes", bytes, whole(len, size), align);
    match transmutable::try_mut_from_bytes::<T>(bytes) {
        Ok(view) => {
            call.viewed(Span::of_value(view));
            agrees("try_mut_from_bytes", verdicts.whole, true);
        }
        Err(error) => {
            if call.failed(error.into_failure(), &before) {
                agrees("try_mut_from_bytes", verdicts.whole, false);
            }
        }
    }
    let call = Call::new("try_mut_from_prefix", bytes, Place::Prefix(size), align);
    match transmutable::try_mut_from_prefix::<T>(bytes) {
        Ok((view, rest)) => {
            call.viewed(Span::of_value(view));
            call.rest(Span::of(rest));
            agrees("try_mut_from_prefix", verdicts.prefix, true);
        }
        Err(error) => {
            if call.failed(error.into_failure(), &before) {
                agrees("try_mut_from_prefix", verdicts.prefix, false);
            }
        }
    }
    let call = Call::new("try_mut_from_suffix", bytes, Place::Suffix(size), align);
    match transmutable::try_mut_from_suffix::<T>(bytes) {
        Ok((rest, view)) => {
            call.viewed(Span::of_value(view));
            call.rest(Span::of(rest));
            agrees("try_mut_from_suffix", verdicts.suffix, true);
        }
        Err(error) => {
            if call.failed(error.into_failure(), &before) {
                agrees("try_mut_from_suffix", verdicts.suffix, false);
            }
        }
    }
    assert_eq!(bytes, &before[..], "a checked mutable view changed the buffer");
}

/// An unsized type: the buffer's length `fits` it or not, it needs
/// `align`, and its bytes are `valid` (by its elements' verdicts).
struct Unsized {
    fits: bool,
    align: usize,
    valid: bool,
    tail_start: usize,
}

fn checked_unsized<T: Pointee + ?Sized>(bytes: &[u8], of: &Unsized) {
    let call = Call::new("try_ref_from_bytes", bytes, Place::Whole { fits: of.fits }, Some(of.align))
        .named_bytes_relative_to(of.tail_start);
    match transmutable::try_ref_from_bytes::<T>(bytes) {
        Ok(view) => {
            call.viewed(Span::of_value(view));
            assert!(of.valid, "try_ref_from_bytes made a view of bytes whose elements are not all valid");
        }
        Err(error) => {
            if call.failed(error.into_failure(), bytes) {
                assert!(!of.valid, "try_ref_from_bytes refused bytes whose elements are all valid");
            }
        }
    }
}

fn checked_unsized_mut<T: Pointee + ?Sized>(bytes: &mut [u8], of: &Unsized) {
    let before = bytes.to_vec();
    let call = Call::new("try_mut_from_bytes", bytes, Place::Whole { fits: of.fits }, Some(of.align))
        .named_bytes_relative_to(of.tail_start);
    match transmutable::try_mut_from_bytes::<T>(bytes) {
        Ok(view) => {
            call.viewed(Span::of_value(view));
            assert!(of.valid, "try_mut_from_bytes made a view of bytes whose elements are not all valid");
        }
        Err(error) => {
            if call.failed(error.into_failure(), &before) {
                assert!(!of.valid, "try_mut_from_bytes refused bytes whose elements are all valid");
            }
        }
    }
}

/// `as_bytes` of a checked view is the buffer again.
fn round_trip<T: Pointee + ?Sized>(bytes: &[u8]) {
    if let Ok(view) = transmutable::try_ref_from_bytes::<T>(bytes) {
        assert_eq!(Span::of(transmutable::as_bytes(view)), Span::of(bytes), "as_bytes of a view is not its buffer");
    }
}

/// The views of every byte string that unsized types allow without checks.
fn plain_unsized<T: Pointee + ?Sized>(bytes: &mut [u8], of: &Unsized) {
    let before = bytes.to_vec();
    let call = Call::new("ref_from_bytes", bytes, Place::Whole { fits: of.fits }, Some(of.align));
    match transmutable::ref_from_bytes::<T>(bytes) {
        Ok(view) => call.viewed(Span::of_value(view)),
        Err(error) => assert!(!call.failed(error.into_failure(), &before)),
    }
    let call = Call::new("mut_from_bytes", bytes, Place::Whole { fits: of.fits }, Some(of.align));
    match transmutable::mut_from_bytes::<T>(bytes) {
        Ok(view) => call.viewed(Span::of_value(view)),
        Err(error) => assert!(!call.failed(error.into_failure(), &before)),
    }
}

/// What a view made of a buffer, for comparing the `_with_elems` views
/// with the whole-buffer ones.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Seen {
    View(Span),
    Size,
    Alignment,
    Invalid { offset: usize, value: u8 },
}

impl Seen {
    fn of_cast<T: ?Sized, S>(result: Result<&T, CastError<S>>) -> Seen {
        match result {
            Ok(view) => Seen::View(Span::of_value(view)),
            Err(CastError::Size(_)) => Seen::Size,
            Err(CastError::Alignment(_)) => Seen::Alignment,
        }
    }

    fn of_try<T: ?Sized, S>(result: Result<&T, TryCastError<S>>) -> Seen {
        match result {
            Ok(view) => Seen::View(Span::of_value(view)),
            Err(TryCastError::Size(_)) => Seen::Size,
            Err(TryCastError::Alignment(_)) => Seen::Alignment,
            Err(TryCastError::Validity(error)) => Seen::Invalid { offset: error.offset(), value: error.value() },
        }
    }
}

/// What a whole-buffer view makes of the first `size` bytes of `bytes`: a
/// size error if the size overflows (`None`) or the buffer is shorter.
fn whole_prefix(bytes: &[u8], size: Option<usize>, view: impl FnOnce(&[u8]) -> Seen) -> Seen {
    size.and_then(|size| bytes.get(..size)).map_or(Seen::Size, view)
}

/// The same for the last `size` bytes.
fn whole_suffix(bytes: &[u8], size: Option<usize>, view: impl FnOnce(&[u8]) -> Seen) -> Seen {
    size.and_then(|size| bytes.len().checked_sub(size)).map_or(Seen::Size, |start| view(&bytes[start..]))
}

/// The same for the whole buffer, which must be `size` bytes long.
fn whole_exactly(bytes: &[u8], size: Option<usize>, view: impl FnOnce(&[u8]) -> Seen) -> Seen {
    if size == Some(bytes.len()) {
        view(bytes)
    } else {
        Seen::Size
    }
}

/// Where a `_with_elems` view leaves the rest of the buffer.
#[derive(Clone, Copy)]
enum Rest {
    After,
    Before,
    None,
}

/// Checks a `_with_elems` view's result `got` against `expected`, and the
/// rest it returned against the bytes after (or before) the value in
/// `buffer`.
fn same_as_whole(function: &str, expected: Seen, got: Seen, rest: Option<Span>, buffer: Span, place: Rest) {
    assert_eq!(got, expected, "{function} on {} bytes", buffer.len);
    if let (Some(rest), Seen::View(view)) = (rest, expected) {
        let other = match place {
            Rest::After => Span { address: view.address + view.len, len: buffer.len - view.len },
            Rest::Before => Span { address: buffer.address, len: buffer.len - view.len },
            Rest::None => unreachable!("{function} returns no rest"),
        };
        assert_eq!(rest, other, "{function}: the rest is not the bytes beside the value");
    }
}

/// Runs a `_with_elems` view in its three places and `Ref` form, as
/// `$function(bytes, elements)` returns them, against `$whole` on the bytes
/// it takes.
macro_rules! with_elems_everywhere {
    ($bytes:ident, $size:ident, $seen:ident, $whole:expr, $as_view:expr,
     $prefix:expr, $suffix:expr, $exactly:expr, $reference:expr) => {{
        let buffer = Span::of(&*$bytes);
        let expected = whole_prefix(&*$bytes, $size, |head| Seen::$seen($whole(head)));
        let got = $prefix;
        let rest = got.as_ref().ok().map(|(_, rest)| Span::of(&**rest));
        let got = Seen::$seen(got.map(|(view, _)| $as_view(view)));
        same_as_whole(stringify!($prefix), expected, got, rest, buffer, Rest::After);

        let expected = whole_suffix(&*$bytes, $size, |tail| Seen::$seen($whole(tail)));
        let got = $suffix;
        let rest = got.as_ref().ok().map(|(rest, _)| Span::of(&**rest));
        let got = Seen::$seen(got.map(|(_, view)| $as_view(view)));
        same_as_whole(stringify!($suffix), expected, got, rest, buffer, Rest::Before);

        let expected = whole_exactly(&*$bytes, $size, |all| Seen::$seen($whole(all)));
        let got = Seen::$seen($exactly.map($as_view));
        same_as_whole(stringify!($exactly), expected, got, None, buffer, Rest::None);
        let got = Seen::$seen(match $reference {
            Ok(ref view) => Ok(&**view),
            Err(error) => Err(error),
        });
        same_as_whole(stringify!($reference), expected, got, None, buffer, Rest::None);
    }};
}

/// A view as read.
fn read<T: ?Sized>(view: &T) -> &T {
    view
}

/// A unique view, as read.
fn read_unique<T: ?Sized>(view: &mut T) -> &T {
    view
}

/// The `_with_elems` views of types that every byte string inhabits,
/// against `ref_from_bytes`, `elements` tail elements taking `size` bytes.
fn shared_with_elems<T: Pointee + ?Sized>(bytes: &[u8], elements: usize, size: Option<usize>) {
    with_elems_everywhere!(
        bytes,
        size,
        of_cast,
        transmutable::ref_from_bytes::<T>,
        read,
        transmutable::ref_from_prefix_with_elems::<T>(bytes, elements),
        transmutable::ref_from_suffix_with_elems::<T>(bytes, elements),
        transmutable::ref_from_bytes_with_elems::<T>(bytes, elements),
        transmutable::Ref::<&[u8], T>::from_bytes_with_elems(bytes, elements)
    );
}

/// The `mut_` `_with_elems` views against `ref_from_bytes`, for types that
/// every byte string inhabits and that are all bytes.
fn unique_with_elems<T: Pointee + ?Sized>(bytes: &mut [u8], elements: usize, size: Option<usize>) {
    with_elems_everywhere!(
        bytes,
        size,
        of_cast,
        transmutable::ref_from_bytes::<T>,
        read_unique,
        transmutable::mut_from_prefix_with_elems::<T>(bytes, elements),
        transmutable::mut_from_suffix_with_elems::<T>(bytes, elements),
        transmutable::mut_from_bytes_with_elems::<T>(bytes, elements),
        transmutable::Ref::<&mut [u8], T>::from_bytes_with_elems(bytes, elements)
    );
}

/// The `try_` `_with_elems` views against `try_ref_from_bytes`.
fn checked_with_elems<T: Pointee + ?Sized>(bytes: &[u8], elements: usize, size: Option<usize>) {
    with_elems_everywhere!(
        bytes,
        size,
        of_try,
        transmutable::try_ref_from_bytes::<T>,
        read,
        transmutable::try_ref_from_prefix_with_elems::<T>(bytes, elements),
        transmutable::try_ref_from_suffix_with_elems::<T>(bytes, elements),
        transmutable::try_ref_from_bytes_with_elems::<T>(bytes, elements),
        transmutable::Ref::<&[u8], T>::try_from_bytes_with_elems(bytes, elements)
    );
}

/// The `try_mut_` `_with_elems` views against `try_ref_from_bytes`, for
/// types that are all bytes.
fn checked_unique_with_elems<T: Pointee + ?Sized>(bytes: &mut [u8], elements: usize, size: Option<usize>) {
    with_elems_everywhere!(
        bytes,
        size,
        of_try,
        transmutable::try_ref_from_bytes::<T>,
        read_unique,
        transmutable::try_mut_from_prefix_with_elems::<T>(bytes, elements),
        transmutable::try_mut_from_suffix_with_elems::<T>(bytes, elements),
        transmutable::try_mut_from_bytes_with_elems::<T>(bytes, elements),
        transmutable::Ref::<&mut [u8], T>::try_from_bytes_with_elems(bytes, elements)
    );
}

/// A frame cut where its length field says, a padded value cut anywhere,
/// and the buffer's aligned middle read as words: each part must be the
/// bytes where it lies.
fn cuts(bytes: &[u8]) {
    if let Ok(frame) = transmutable::ref_from_bytes::<Frame>(bytes) {
        let at = usize::from(frame.length.get());
        match transmutable::split_at(frame, at) {
            Some((head, rest)) => {
                assert!(at <= frame.payload.len());
                assert_eq!((&head.payload, rest), (&bytes[2..2 + at], &bytes[2 + at..]));
            }
            None => assert!(at > frame.payload.len()),
        }
    }
    if let Ok(padded) = transmutable::ref_from_bytes::<Padded>(bytes) {
        let at = bytes.first().map_or(0, |&first| usize::from(first) % 8);
        match transmutable::split_at(padded, at) {
            Some((head, rest)) => {
                assert_eq!((&head.bytes, rest), (&bytes[4..4 + at], &bytes[4 + at..]));
                assert_eq!(std::mem::size_of_val(head), (4 + at).div_ceil(4) * 4);
            }
            None => assert!(at > padded.bytes.len()),
        }
    }
    let (before, words, after) = transmutable::align_to::<u8, u32>(bytes);
    assert_eq!(before.len() + 4 * words.len() + after.len(), bytes.len());
    assert_eq!(words.as_ptr() as usize % align_of::<u32>(), 0);
    for (i, word) in words.iter().enumerate() {
        let at = before.len() + 4 * i;
        assert_eq!(word.to_ne_bytes(), bytes[at..at + 4]);
    }
}

fn records_valid(bytes: &[u8]) -> bool {
    bytes.chunks(4).all(|chunk| chunk.len() == 4 && judge::<Record>(chunk))
}

fuzz_target!(|data: &[u8]| {
    let Some((&misalignment, content)) = data.split_first() else { return };
    let (mut buffer, range) = misaligned_copy(content, usize::from(misalignment & 7));
    let bytes = &mut buffer[range];
    let len = bytes.len();
    let elements = match misalignment >> 3 {
        31 => usize::MAX / 2,
        count => usize::from(count),
    };
    // The size of a value with `elements` tail elements: a prefix, then the
    // elements, rounded up to the alignment.
    let size_with = |prefix: usize, element: usize, align: usize| {
        let end = elements.checked_mul(element)?.checked_add(prefix)?;
        Some(end.checked_add(align - 1)? / align * align)
    };

    shared_with_elems::<[u16]>(bytes, elements, size_with(0, 2, 2));
    unique_with_elems::<[u16]>(bytes, elements, size_with(0, 2, 2));
    checked_with_elems::<[u16]>(bytes, elements, size_with(0, 2, 2));
    checked_unique_with_elems::<[u16]>(bytes, elements, size_with(0, 2, 2));
    shared_with_elems::<Frame>(bytes, elements, size_with(2, 1, 1));
    unique_with_elems::<Frame>(bytes, elements, size_with(2, 1, 1));
    checked_with_elems::<Frame>(bytes, elements, size_with(2, 1, 1));
    checked_unique_with_elems::<Frame>(bytes, elements, size_with(2, 1, 1));
    checked_with_elems::<[Record]>(bytes, elements, size_with(0, 4, 2));
    checked_unique_with_elems::<[Record]>(bytes, elements, size_with(0, 4, 2));
    checked_with_elems::<Records>(bytes, elements, size_with(2, 4, 2));
    checked_unique_with_elems::<Records>(bytes, elements, size_with(2, 4, 2));
    checked_with_elems::<str>(bytes, elements, size_with(0, 1, 1));
    checked_unique_with_elems::<str>(bytes, elements, size_with(0, 1, 1));
    shared_with_elems::<Padded>(bytes, elements, size_with(4, 1, 4));
    checked_with_elems::<Padded>(bytes, elements, size_with(4, 1, 4));

    cuts(bytes);

    plain::<u32>(bytes);
    plain::<u64>(bytes);
    plain::<Header>(bytes);

    checked::<u32>(bytes);
    checked::<Header>(bytes);
    checked::<Record>(bytes);
    checked::<Message>(bytes);
    checked::<Measurement>(bytes);
    checked::<Either>(bytes);
    checked::<char>(bytes);
    checked_mut::<u32>(bytes);
    checked_mut::<Record>(bytes);
    checked_mut::<Message>(bytes);
    checked_mut::<Either>(bytes);
    checked_mut::<char>(bytes);

    let u16s = Unsized { fits: len % 2 == 0, align: align_of::<u16>(), valid: true, tail_start: 0 };
    plain_unsized::<[u16]>(bytes, &u16s);
    checked_unsized::<[u16]>(bytes, &u16s);
    checked_unsized_mut::<[u16]>(bytes, &u16s);
    round_trip::<[u16]>(bytes);

    let frame = Unsized { fits: len >= 2, align: 1, valid: true, tail_start: 2 };
    plain_unsized::<Frame>(bytes, &frame);
    checked_unsized::<Frame>(bytes, &frame);
    checked_unsized_mut::<Frame>(bytes, &frame);
    round_trip::<Frame>(bytes);

    let fits = len % 4 == 0;
    let records = Unsized { fits, align: align_of::<Record>(), valid: fits && records_valid(bytes), tail_start: 0 };
    checked_unsized::<[Record]>(bytes, &records);
    checked_unsized_mut::<[Record]>(bytes, &records);
    round_trip::<[Record]>(bytes);

    let fits = len >= 2 && (len - 2) % 4 == 0;
    let valid = fits && judge::<bool>(&bytes[1..2]) && records_valid(&bytes[2..]);
    let prefixed = Unsized { fits, align: align_of::<Record>(), valid, tail_start: 2 };
    checked_unsized::<Records>(bytes, &prefixed);
    checked_unsized_mut::<Records>(bytes, &prefixed);
    round_trip::<Records>(bytes);

    let text = Unsized { fits: true, align: 1, valid: std::str::from_utf8(bytes).is_ok(), tail_start: 0 };
    checked_unsized::<str>(bytes, &text);
    checked_unsized_mut::<str>(bytes, &text);
    round_trip::<str>(bytes);

    let padded = Unsized { fits: len >= 4 && len % 4 == 0, align: align_of::<u32>(), valid: true, tail_start: 4 };
    checked_unsized::<Padded>(bytes, &padded);
    let call = Call::new("ref_from_bytes", bytes, Place::Whole { fits: padded.fits }, Some(padded.align));
    match transmutable::ref_from_bytes::<Padded>(bytes) {
        Ok(view) => call.viewed(Span::of_value(view)),
        Err(error) => assert!(!call.failed(error.into_failure(), bytes)),
    }
});
