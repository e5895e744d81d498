//! Adversarial probes, round 9: what landed after round 8 and had not been
//! probed (the derives' capabilities, gated in the type system and, since,
//! claimed once per type by the first derive to run; the `try_`
//! methods of `Layout` through `TryView`, the padding error's field, runs of
//! bytes read in whole words by the validator, views written through),
//! held to oracles written here from the types' definitions alone, never
//! from what the library outputs.
//!
//! - Runs of bytes whose valid values are `0..=2^k - 1` (`bool`, a
//!   four-valued enum), read eight, four, two and one bytes at a time: in
//!   slices of every length to 72 and some past two blocks of 64, starting
//!   at every offset of a word, and in arrays and structs (a run at an odd
//!   offset, after a `u32`), each byte set in turn to a value just out of
//!   range, to the top bit, and to 255, through every `try_` entry point
//!   that reads bytes. The truth: each byte of the run in range. The first
//!   invalid byte is the error's offset. Run under Miri on x86_64, s390x
//!   (big-endian) and i686 (32-bit), on fewer lengths, slices from one odd
//!   start.
//! - The padding error's field (`__private::field_at_gap`), against the
//!   offsets `offset_of!` gives: the first field that starts after the
//!   first padding byte, or the last field.
//! - Views written through (`try_transmute_mut`, `try_cast_slice_mut`,
//!   `try_mut_from_*`, `Ref::try_from_bytes` over `&mut [u8]`): every value
//!   the destination can hold, written through each view the compiler
//!   accepts, leaves a source that is valid by its definition, checked by
//!   reading it back as its own type (which Miri checks too).
//! - The `try_` methods of `Layout` (through `TryView`) held to the same
//!   truth as the free functions on the same inputs, and the capabilities of types derived in
//!   unusual places (derives split over attributes and behind `cfg_attr`, a
//!   type in a function body, a type of a macro's making, two types of one
//!   name in a module and its child): present exactly where the types'
//!   definitions give them.
//!
//! Refused at compile time, checked by hand (each is one line that fails to
//! build, with the engine's explanation): `try_transmute_mut` and
//! `transmute_mut` from `#[repr(u8)] enum E { A(u8) = 0, B(bool) = 1 }` to
//! its one-byte tag (writing tag `B` over `A(5)` would make `B(5)`), from
//! `NonZeroU16` to `u8` and from `char` to `[u8; 2]`; `try_cast_slice_mut`
//! from `[E]` to `[Tag]`; `align_to_mut::<bool, u8>`; `try_mut_from_bytes`,
//! `try_mut_from_prefix`, `try_mut_from_suffix`, `Ref::try_from_bytes` over
//! `&mut [u8]` and over `Vec<u8>` of a struct with padding, of
//! `[MaybeUninit<u8>]` and of `&u8`; the capability derives on types that
//! lack them, split over two `#[derive]` attributes, behind `cfg_attr`, in
//! a function body. Two types of one name, made by one macro argument in a
//! module and its child, with one body of two meanings (`pub struct
//! $t(pub Field)`, `Field` a `u8` outside and a `bool` inside): the
//! child's `FromBytes` is refused (under the markers, the two names were
//! ambiguous). Refused too, though sound: `try_transmute_mut` from
//! `Flagged` (below) to its one-byte tag, which either variant takes over
//! its `bool` (the write-back walk reads a source not cut at the tag's end
//! to its end).
//!
//! One hole was found, outside these files' reach: the derive's paths
//! begin with `::transmutable`, which a crate can point at itself with
//! `extern crate self as transmutable;` while it reaches the real crate
//! under another name. Its own `__private` module, re-exporting the real
//! one's items and replacing `Field`, then describes every field of a
//! derived type as a `u8`, without an `unsafe` token, under
//! `#![forbid(unsafe_code)]`: `transmute::<u8, Lie>(2)` for
//! `struct Lie(pub bool)` compiles and makes a `bool` of 2 (Miri:
//! "constructing invalid value"). Replacing `Verdict` the same way gives
//! the type a capability its check never asked for. The reproducer is
//! `tests/audit_round9_crate_path.rs`, ignored until the derive no longer
//! trusts what that path names.

#![allow(dead_code)]

use core::marker::PhantomData;
use core::mem::{offset_of, size_of};

use transmutable::__private::{field_at_gap, holds, Capability};
use transmutable::{FromBytes, FromZeros, Immutable, IntoBytes, Layout, Ref, Unaligned};

// ---------------------------------------------------------------------
// Runs of bytes read in words.

/// What a failure message says, written only when it is shown: under Miri,
/// formatting every case's message costs more than checking it.
struct Lazy<F: Fn(&mut core::fmt::Formatter) -> core::fmt::Result>(F);

impl<F: Fn(&mut core::fmt::Formatter) -> core::fmt::Result> core::fmt::Display for Lazy<F> {
    fn fmt(&self, f: &mut core::fmt::Formatter) -> core::fmt::Result {
        (self.0)(f)
    }
}

/// Four values: a run of these is read as bytes with no bit above the
/// lowest two set.
#[derive(Layout, Clone, Copy, Debug, PartialEq)]
#[repr(u8)]
pub enum Quad {
    A = 0,
    B = 1,
    C = 2,
    D = 3,
}

/// A run at an odd offset (1) between integers, in a value aligned to 4.
#[derive(Layout, Clone, Copy, Debug)]
#[repr(C)]
pub struct OddRun {
    pub head: u8,
    pub flags: [bool; 11],
    pub word: u32,
    pub tail: [bool; 7],
    pub last: u8,
}

/// The same run after a word: the run starts at 4 and is 13 long.
#[derive(Layout, Clone, Copy, Debug)]
#[repr(C)]
pub struct WordThenRun {
    pub word: u32,
    pub quads: [Quad; 13],
    pub byte: u8,
    pub half: u16,
}

/// Whether each byte of `OddRun` in `bytes` is valid, by its definition:
/// the `bool`s 0 or 1, the integers anything.
fn odd_run_valid_at(at: usize, byte: u8) -> bool {
    let flags = offset_of!(OddRun, flags)..offset_of!(OddRun, flags) + 11;
    let tail = offset_of!(OddRun, tail)..offset_of!(OddRun, tail) + 7;
    !(flags.contains(&at) || tail.contains(&at)) || byte <= 1
}

fn word_then_run_valid_at(at: usize, byte: u8) -> bool {
    let quads = offset_of!(WordThenRun, quads)..offset_of!(WordThenRun, quads) + 13;
    !quads.contains(&at) || byte <= 3
}

/// The values a byte is set to in turn: just out of range for `bool`
/// (2) and for `Quad` (4), the top bit alone, and every bit.
const BAD: [u8; 4] = [2, 4, 0x80, 0xFF];

/// The bad values a test sets each byte to: under Miri, the smallest out
/// of range for `Quad` (and `bool`) and the top bit.
fn bad_values() -> Vec<u8> {
    if cfg!(miri) {
        vec![4, 0x80]
    } else {
        BAD.to_vec()
    }
}

/// Lengths of runs, and the positions set to a bad value in each: every
/// length to 72 (a block of 64 and what follows), and lengths past two
/// blocks; under Miri, the lengths around each word size and block.
fn lengths() -> Vec<usize> {
    if cfg!(miri) {
        vec![0, 1, 2, 3, 7, 8, 9, 16, 17, 65]
    } else {
        (0..=72).chain([127, 128, 129, 135, 191, 192, 200]).collect()
    }
}

fn positions(len: usize) -> Vec<usize> {
    if !cfg!(miri) || len <= 17 {
        return (0..len).collect();
    }
    let mut chosen: Vec<usize> = [0, 7, 8, 15, 16, 63, 64, len - 1].into_iter().filter(|&at| at < len).collect();
    chosen.sort_unstable();
    chosen.dedup();
    chosen
}

/// A run of `len` valid bytes below `limit`, varied, inside a buffer that
/// starts it at `start`, with bad bytes around it that no view of the run
/// may read.
fn run_buffer(start: usize, len: usize, limit: u8) -> Vec<u8> {
    let mut buffer = vec![0xEE; start + len + 9];
    for (i, byte) in buffer[start..start + len].iter_mut().enumerate() {
        *byte = ((i * 7 + 3) % usize::from(limit)) as u8;
    }
    buffer
}

/// Every slice view of `[bool]` and `[Quad]` over a run of `len` bytes at
/// `start`, against the truth.
fn slice_views_at(start: usize, len: usize) {
    for (limit, name) in [(2u8, "bool"), (4u8, "Quad")] {
        let clean = run_buffer(start, len, limit);
        check_slice_views(&clean, start, len, limit, None, name);
        for at in positions(len) {
            for bad in bad_values().into_iter().filter(|&bad| bad >= limit) {
                let mut buffer = clean.clone();
                buffer[start + at] = bad;
                check_slice_views(&buffer, start, len, limit, Some(at), name);
            }
        }
    }
}

fn check_slice_views(buffer: &[u8], start: usize, len: usize, limit: u8, bad: Option<usize>, name: &str) {
    let run = &buffer[start..start + len];
    let context = Lazy(|f| write!(f, "[{name}] of {len} at {start}, bad at {bad:?}: {run:?}"));
    assert_eq!(run.iter().position(|&byte| byte >= limit), bad, "the probe's own buffer");
    match limit {
        2 => {
            check_result(transmutable::try_ref_from_bytes::<[bool]>(run).map(|flags| flags.len()), len, bad, &context);
            check_result(<[bool]>::try_ref_from_bytes(run).map(|flags| flags.len()), len, bad, &context);
            let mut copy = run.to_vec();
            check_result(
                transmutable::try_mut_from_bytes::<[bool]>(&mut copy).map(|flags| flags.len()),
                len,
                bad,
                &context,
            );
            let mut copy = run.to_vec();
            check_result(<[bool]>::try_mut_from_bytes(&mut copy).map(|flags| flags.len()), len, bad, &context);
            check_result(
                transmutable::try_ref_from_prefix_with_elems::<[bool]>(&buffer[start..], len)
                    .map(|(flags, _)| flags.len()),
                len,
                bad,
                &context,
            );
            check_result(
                transmutable::try_ref_from_suffix_with_elems::<[bool]>(&buffer[..start + len], len)
                    .map(|(_, flags)| flags.len()),
                len,
                bad,
                &context,
            );
            let mut copy = buffer.to_vec();
            check_result(
                <[bool]>::try_mut_from_prefix_with_elems(&mut copy[start..], len).map(|(flags, _)| flags.len()),
                len,
                bad,
                &context,
            );
            let flags: Vec<bool> = match transmutable::try_ref_from_bytes::<[bool]>(run) {
                Ok(flags) => flags.to_vec(),
                Err(_) => return,
            };
            assert_eq!(flags.iter().map(|&flag| u8::from(flag)).collect::<Vec<_>>(), run, "{context}");
        }
        _ => {
            check_result(transmutable::try_ref_from_bytes::<[Quad]>(run).map(|quads| quads.len()), len, bad, &context);
            let mut copy = run.to_vec();
            check_result(<[Quad]>::try_mut_from_bytes(&mut copy).map(|quads| quads.len()), len, bad, &context);
            check_result(
                transmutable::try_ref_from_suffix_with_elems::<[Quad]>(&buffer[..start + len], len)
                    .map(|(_, quads)| quads.len()),
                len,
                bad,
                &context,
            );
        }
    }
}

/// `Ok(len)` when no byte is bad, else the validity error at the first
/// bad byte.
fn check_result<S>(
    result: Result<usize, transmutable::TryCastError<S>>,
    len: usize,
    bad: Option<usize>,
    context: &dyn core::fmt::Display,
) {
    match (result, bad) {
        (Ok(found), None) => assert_eq!(found, len, "{context}"),
        (Err(transmutable::TryCastError::Validity(error)), Some(at)) => {
            assert_eq!(error.offset(), at, "{context}: the error's offset")
        }
        (Ok(_), Some(at)) => panic!("{context}: accepted with a bad byte at {at}"),
        (Err(transmutable::TryCastError::Validity(error)), None) => {
            panic!("{context}: refused at {} with no bad byte", error.offset())
        }
        (Err(_), _) => panic!("{context}: refused for size or alignment"),
    }
}

#[test]
fn runs_in_slices_at_every_start_and_length() {
    let starts: &[usize] = if cfg!(miri) { &[1] } else { &[0, 1, 2, 3, 4, 5, 6, 7] };
    for &start in starts {
        for len in lengths() {
            slice_views_at(start, len);
        }
    }
}

/// Slices of arrays: elements of 8 bytes fill a block of 64, whose
/// pattern checks the block at once; elements of 3 do not.
#[test]
fn runs_in_slices_of_arrays() {
    for elements in [0usize, 1, 2, 7, 8, 9, 16, 17] {
        for start in [0usize, 1, 5] {
            for (size, limit) in [(8usize, 2u8), (3, 2), (8, 4), (3, 4)] {
                let len = elements * size;
                let clean = run_buffer(start, len, limit);
                for bad_at in std::iter::once(None).chain(positions(len).into_iter().map(Some)) {
                    let mut buffer = clean.clone();
                    if let Some(at) = bad_at {
                        buffer[start + at] = if limit == 2 { 2 } else { 0x80 };
                    }
                    let run = &buffer[start..start + len];
                    let context =
                        Lazy(|f| write!(f, "{elements} x {size} bytes below {limit} at {start}, bad at {bad_at:?}"));
                    let result = match (size, limit) {
                        (8, 2) => transmutable::try_ref_from_bytes::<[[bool; 8]]>(run).map(|v| v.len() * 8),
                        (3, 2) => transmutable::try_ref_from_bytes::<[[bool; 3]]>(run).map(|v| v.len() * 3),
                        (8, _) => transmutable::try_ref_from_bytes::<[[Quad; 8]]>(run).map(|v| v.len() * 8),
                        _ => transmutable::try_ref_from_bytes::<[[Quad; 3]]>(run).map(|v| v.len() * 3),
                    };
                    check_result(result, len, bad_at, &context);
                }
            }
        }
    }
}

/// The checks of one array length `N`, by value, by reference and by
/// transmutation, at every start of a word.
macro_rules! arrays_of {
    ($($n:literal)*) => {$({
    const N: usize = $n;
    // Under Miri, the lengths around each word, from an even and an odd start.
    let starts = if !cfg!(miri) {
        0..4
    } else if [1, 2, 3, 4, 7, 8, 9, 15, 16, 17, 33, 65].contains(&N) {
        0..2
    } else {
        0..0
    };
    for start in starts {
        let clean = run_buffer(start, N, 2);
        for bad_at in std::iter::once(None).chain(positions(N).into_iter().map(Some)) {
            for bad in if cfg!(miri) { vec![2u8, 0x80] } else { vec![2u8, 0x80, 0xFF] } {
                let mut buffer = clean.clone();
                if let Some(at) = bad_at {
                    buffer[start + at] = bad;
                }
                let run = &buffer[start..start + N];
                let context = Lazy(|f| write!(f, "[bool; {N}] at {start}, bad at {bad_at:?} ({bad})"));
                let read = transmutable::try_read_from_bytes::<[bool; N]>(run);
                let method = <[bool; N]>::try_read_from_prefix(&buffer[start..]);
                let referenced = transmutable::try_ref_from_bytes::<[bool; N]>(run);
                let suffix = <[bool; N]>::try_ref_from_suffix(&buffer[..start + N]);
                let array: [u8; N] = run.try_into().unwrap();
                let transmuted = transmutable::try_transmute::<[u8; N], [bool; N]>(array);
                match bad_at {
                    None => {
                        let expected: Vec<bool> = run.iter().map(|&byte| byte == 1).collect();
                        assert_eq!(read.ok().map(|flags| flags.to_vec()), Some(expected.clone()), "{context}");
                        assert_eq!(method.ok().map(|(flags, _)| flags.to_vec()), Some(expected.clone()), "{context}");
                        assert_eq!(referenced.ok().map(|flags| flags.to_vec()), Some(expected.clone()), "{context}");
                        assert_eq!(suffix.ok().map(|(_, flags)| flags.to_vec()), Some(expected.clone()), "{context}");
                        assert_eq!(transmuted.ok().map(|flags| flags.to_vec()), Some(expected), "{context}");
                    }
                    Some(at) => {
                        let read_at = match read {
                            Err(transmutable::TryReadError::Validity(error)) => error.offset(),
                            _ => panic!("{context}: read accepted"),
                        };
                        let method_at = match method {
                            Err(transmutable::TryReadError::Validity(error)) => error.offset(),
                            _ => panic!("{context}: method accepted"),
                        };
                        let referenced_at = match referenced {
                            Err(transmutable::TryCastError::Validity(error)) => error.offset(),
                            _ => panic!("{context}: view accepted"),
                        };
                        let suffix_at = match suffix {
                            Err(transmutable::TryCastError::Validity(error)) => error.offset(),
                            _ => panic!("{context}: suffix accepted"),
                        };
                        let transmuted_at = transmuted.map(|_| ()).map_err(|error| error.offset());
                        assert_eq!(read_at, at, "{context}: read");
                        assert_eq!(method_at, at, "{context}: method");
                        assert_eq!(referenced_at, at, "{context}: view");
                        assert_eq!(suffix_at, at, "{context}: suffix, in the value");
                        assert_eq!(transmuted_at, Err(at), "{context}: transmute");
                    }
                }
            }
        }
    }
})*};
}

#[test]
fn runs_in_arrays_of_each_length() {
    arrays_of!(1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 19 23 24 31 33 64 65);
}

/// Structs whose runs start at odd offsets and end before words: each
/// byte of the value set in turn to each bad value.
#[test]
fn runs_inside_structs() {
    /// `transmuted`: the bytes as a `T` by `try_transmute` from an array,
    /// the offset of the error if refused.
    fn each<T: Layout + Copy>(valid_at: fn(usize, u8) -> bool, transmuted: fn(&[u8]) -> Result<(), usize>, name: &str) {
        let size = size_of::<T>();
        for start in 0..4 {
            let mut clean = vec![0u8; start + size];
            for at in 0..size {
                // Valid everywhere: 1 is a `bool`, a `Quad` and any integer.
                clean[start + at] = if at % 3 == 0 { 1 } else { 0 };
            }
            for bad_at in std::iter::once(None).chain((0..size).map(Some)) {
                for bad in BAD {
                    let mut buffer = clean.clone();
                    if let Some(at) = bad_at {
                        buffer[start + at] = bad;
                    }
                    let bytes = &buffer[start..];
                    let valid = (0..size).all(|at| valid_at(at, bytes[at]));
                    let first = (0..size).find(|&at| !valid_at(at, bytes[at]));
                    let context = Lazy(|f| write!(f, "{name} at {start}, byte {bad_at:?} set to {bad}"));
                    match transmutable::try_read_from_bytes::<T>(bytes) {
                        Ok(_) => assert!(valid, "{context}: read accepted"),
                        Err(transmutable::TryReadError::Validity(error)) => {
                            assert!(!valid, "{context}: read refused");
                            assert_eq!(Some(error.offset()), first, "{context}");
                        }
                        Err(_) => panic!("{context}: size"),
                    }
                    match T::try_read_from_bytes(bytes) {
                        Ok(_) => assert!(valid, "{context}: method accepted"),
                        Err(_) => assert!(!valid, "{context}: method refused"),
                    }
                    assert_eq!(transmuted(&bytes[..size]), first.map_or(Ok(()), Err), "{context}: by value");
                    // A copy aligned for `T`, viewed in place.
                    let mut aligned = vec![0u32; size.div_ceil(4)];
                    let view = transmutable::as_mut_bytes(&mut aligned[..]);
                    view[..size].copy_from_slice(&bytes[..size]);
                    match transmutable::try_ref_from_prefix::<T>(view) {
                        Ok(_) => assert!(valid, "{context}: view accepted"),
                        Err(transmutable::TryCastError::Validity(error)) => {
                            assert!(!valid, "{context}: view refused");
                            assert_eq!(Some(error.offset()), first, "{context}");
                        }
                        Err(_) => panic!("{context}: view refused for size or alignment"),
                    }
                }
                if cfg!(miri) && bad_at.is_some_and(|at| at > 2) {
                    // Under Miri, the first bytes alone at the starts past 0.
                    break;
                }
            }
        }
    }
    each::<OddRun>(
        odd_run_valid_at,
        |bytes| {
            let array: [u8; size_of::<OddRun>()] = bytes.try_into().unwrap();
            transmutable::try_transmute::<_, OddRun>(array).map(|_| ()).map_err(|error| error.offset())
        },
        "OddRun",
    );
    each::<WordThenRun>(
        word_then_run_valid_at,
        |bytes| {
            let array: [u8; size_of::<WordThenRun>()] = bytes.try_into().unwrap();
            transmutable::try_transmute::<_, WordThenRun>(array).map(|_| ()).map_err(|error| error.offset())
        },
        "WordThenRun",
    );
}

// ---------------------------------------------------------------------
// The padding error's field.

#[derive(Layout)]
#[repr(C)]
pub struct GapBeforeSecond {
    pub a: u8,
    pub b: u16,
}

#[derive(Layout)]
#[repr(C)]
pub struct GapAtEnd {
    pub a: u16,
    pub b: u8,
}

/// A zero-sized field at the gap's first byte does not start after it.
#[derive(Layout)]
#[repr(C)]
pub struct ZeroSizedInGap {
    pub a: u8,
    pub z: (),
    pub b: u32,
    pub c: u8,
}

/// The first gap is inside `inner`: the field after it is `c`.
#[derive(Layout)]
#[repr(C)]
pub struct GapInsideField {
    pub inner: GapBeforeSecond,
    pub c: u32,
}

/// No padding.
#[derive(Layout)]
#[repr(C)]
pub struct NoGap {
    pub a: u16,
    pub b: u8,
    pub c: u8,
}

/// Fields named as keywords and as numbers.
#[derive(Layout)]
#[repr(C)]
pub struct RawNames {
    pub r#type: u8,
    pub r#fn: u64,
}

#[derive(Layout)]
#[repr(C)]
pub struct Tuple(pub u32, pub u8);

/// The first byte of `T` that is padding in some value, by the fields'
/// offsets and sizes (`spans`, nested spans flattened), if any.
fn first_gap(size: usize, spans: &[(usize, usize)]) -> Option<usize> {
    (0..size).find(|&at| !spans.iter().any(|&(start, len)| (start..start + len).contains(&at)))
}

/// The field `field_at_gap` should name: the first (by offset, then by
/// order) that starts after the gap's first byte, else the last to start.
fn field_after(gap: Option<usize>, offsets: &[usize]) -> usize {
    let Some(gap) = gap else { return offsets.len() };
    let after = offsets.iter().enumerate().filter(|&(_, &offset)| offset > gap).min_by_key(|&(i, &offset)| (offset, i));
    match after {
        Some((i, _)) => i,
        None => offsets.iter().enumerate().max_by_key(|&(i, &offset)| (offset, usize::MAX - i)).map_or(0, |(i, _)| i),
    }
}

#[test]
fn the_padding_error_names_the_field_after_the_gap() {
    let cases: Vec<(&str, usize, usize, Option<usize>, usize)> = vec![
        (
            "GapBeforeSecond",
            field_at_gap::<GapBeforeSecond>(Capability::IntoBytes, &["a", "b"]),
            2,
            first_gap(
                size_of::<GapBeforeSecond>(),
                &[(offset_of!(GapBeforeSecond, a), 1), (offset_of!(GapBeforeSecond, b), 2)],
            ),
            field_after(
                first_gap(size_of::<GapBeforeSecond>(), &[(0, 1), (offset_of!(GapBeforeSecond, b), 2)]),
                &[offset_of!(GapBeforeSecond, a), offset_of!(GapBeforeSecond, b)],
            ),
        ),
        (
            "GapAtEnd",
            field_at_gap::<GapAtEnd>(Capability::IntoBytes, &["a", "b"]),
            2,
            first_gap(size_of::<GapAtEnd>(), &[(0, 2), (offset_of!(GapAtEnd, b), 1)]),
            field_after(
                first_gap(size_of::<GapAtEnd>(), &[(0, 2), (offset_of!(GapAtEnd, b), 1)]),
                &[offset_of!(GapAtEnd, a), offset_of!(GapAtEnd, b)],
            ),
        ),
        (
            "ZeroSizedInGap",
            field_at_gap::<ZeroSizedInGap>(Capability::IntoBytes, &["a", "z", "b", "c"]),
            4,
            first_gap(
                size_of::<ZeroSizedInGap>(),
                &[(0, 1), (offset_of!(ZeroSizedInGap, b), 4), (offset_of!(ZeroSizedInGap, c), 1)],
            ),
            field_after(
                first_gap(
                    size_of::<ZeroSizedInGap>(),
                    &[(0, 1), (offset_of!(ZeroSizedInGap, b), 4), (offset_of!(ZeroSizedInGap, c), 1)],
                ),
                &[
                    offset_of!(ZeroSizedInGap, a),
                    offset_of!(ZeroSizedInGap, z),
                    offset_of!(ZeroSizedInGap, b),
                    offset_of!(ZeroSizedInGap, c),
                ],
            ),
        ),
        (
            "GapInsideField",
            field_at_gap::<GapInsideField>(Capability::IntoBytes, &["inner", "c"]),
            2,
            first_gap(
                size_of::<GapInsideField>(),
                &[(0, 1), (offset_of!(GapBeforeSecond, b), 2), (offset_of!(GapInsideField, c), 4)],
            ),
            field_after(
                first_gap(
                    size_of::<GapInsideField>(),
                    &[(0, 1), (offset_of!(GapBeforeSecond, b), 2), (offset_of!(GapInsideField, c), 4)],
                ),
                &[offset_of!(GapInsideField, inner), offset_of!(GapInsideField, c)],
            ),
        ),
        ("NoGap", field_at_gap::<NoGap>(Capability::IntoBytes, &["a", "b", "c"]), 3, None, 3),
        (
            "RawNames",
            field_at_gap::<RawNames>(Capability::IntoBytes, &["r#type", "r#fn"]),
            2,
            first_gap(size_of::<RawNames>(), &[(0, 1), (offset_of!(RawNames, r#fn), 8)]),
            field_after(
                first_gap(size_of::<RawNames>(), &[(0, 1), (offset_of!(RawNames, r#fn), 8)]),
                &[offset_of!(RawNames, r#type), offset_of!(RawNames, r#fn)],
            ),
        ),
        (
            "Tuple",
            field_at_gap::<Tuple>(Capability::IntoBytes, &["0", "1"]),
            2,
            first_gap(size_of::<Tuple>(), &[(0, 4), (offset_of!(Tuple, 1), 1)]),
            field_after(
                first_gap(size_of::<Tuple>(), &[(0, 4), (offset_of!(Tuple, 1), 1)]),
                &[0, offset_of!(Tuple, 1)],
            ),
        ),
    ];
    for (name, found, fields, gap, expected) in cases {
        assert_eq!(gap.is_some(), expected < fields, "{name}: the probe's own oracle");
        assert_eq!(found, expected, "{name}: the gap at {gap:?}");
    }
    // A capability the type lacks for another reason, or has: no field.
    assert_eq!(field_at_gap::<GapBeforeSecond>(Capability::FromBytes, &["a", "b"]), 2);
    assert_eq!(field_at_gap::<GapBeforeSecond>(Capability::Immutable, &["a", "b"]), 2);
    assert_eq!(field_at_gap::<NoGap>(Capability::FromBytes, &["a", "b", "c"]), 3);
}

// ---------------------------------------------------------------------
// Views written through.

/// Two bytes: a tag and a `bool`, under either tag.
#[derive(Layout, Clone, Copy, Debug, PartialEq)]
#[repr(u8)]
pub enum Flagged {
    Off(bool) = 0,
    On(bool) = 1,
}

/// The two bytes of a `Flagged` as two values of 0 or 1.
#[derive(Layout, Clone, Copy, Debug, PartialEq)]
#[repr(u8)]
pub enum Bit {
    Zero = 0,
    One = 1,
}

/// Whether two bytes are a `Flagged`, by its definition.
fn flagged_valid(bytes: [u8; 2]) -> bool {
    bytes[0] <= 1 && bytes[1] <= 1
}

#[test]
fn values_written_through_checked_views_leave_valid_sources() {
    let bits = [Bit::Zero, Bit::One];
    for source in [Flagged::Off(false), Flagged::Off(true), Flagged::On(false), Flagged::On(true)] {
        for first in bits {
            for second in bits {
                // `&mut Flagged` as `&mut [Bit; 2]`: written whole.
                let mut value = source;
                let view = transmutable::try_transmute_mut::<Flagged, [Bit; 2]>(&mut value).unwrap();
                *view = [first, second];
                let bytes: [u8; 2] = transmutable::transmute(value);
                assert!(flagged_valid(bytes), "{source:?} written with {first:?}, {second:?}");
                let expected = [first as u8, second as u8];
                assert_eq!(bytes, expected);
                // Read back as itself: Miri checks the value too.
                let again = value;
                assert_eq!(transmutable::as_bytes(&again), expected);

                // A slice of them as a slice of bits, written element by element.
                let mut values = [source, source];
                let view = transmutable::try_cast_slice_mut::<Flagged, Bit>(&mut values[..]).unwrap();
                view[1] = first;
                view[2] = second;
                for value in values {
                    assert!(flagged_valid(transmutable::transmute(value)));
                }
            }
        }
    }
}

#[test]
fn views_of_byte_buffers_written_through_stay_bytes() {
    let mut buffer = [1u8, 0, 1, 0, 1, 1, 0, 1, 3];
    {
        let flags = transmutable::try_mut_from_bytes::<[Flagged]>(&mut buffer[..8]).unwrap();
        flags[0] = Flagged::On(true);
        flags[3] = Flagged::Off(false);
    }
    assert_eq!(buffer, [1, 1, 1, 0, 1, 1, 0, 0, 3]);
    let mut view = Ref::<&mut [u8], [Flagged; 2]>::try_from_bytes(&mut buffer[..4]).unwrap();
    view[1] = Flagged::Off(true);
    assert_eq!(transmutable::as_bytes(&*view), [1, 1, 0, 1]);
    let owned = vec![0u8, 1, 1, 0];
    let mut view = Ref::<Vec<u8>, [Flagged; 2]>::try_from_bytes(owned).unwrap();
    view[0] = Flagged::On(false);
    assert_eq!(Ref::into_bytes(view), [1, 0, 1, 0]);
    // The third byte of `[1, 0, 1, 2]` is no `bool` of `On`.
    let mut bad = [1u8, 0, 1, 2];
    let error = match <[Flagged; 2]>::try_mut_from_bytes(&mut bad[..]) {
        Err(transmutable::TryCastError::Validity(error)) => error,
        other => panic!("accepted or refused for another reason: {}", other.is_ok()),
    };
    assert_eq!(error.offset(), 3);
}

// ---------------------------------------------------------------------
// Capabilities of types derived in unusual places.

/// Whether `T` implements each capability trait, asked without a bound
/// (by method resolution on references, which prefers the impl that
/// applies): what the derives actually gave the type.
macro_rules! implemented {
    ($ty:ty) => {{
        struct Probe<T>(PhantomData<T>);
        trait HasFromZeros {
            fn has_from_zeros(&self) -> bool {
                true
            }
        }
        impl<T: FromZeros> HasFromZeros for Probe<T> {}
        trait LacksFromZeros {
            fn has_from_zeros(&self) -> bool {
                false
            }
        }
        impl<T> LacksFromZeros for &Probe<T> {}
        trait HasFromBytes {
            fn has_from_bytes(&self) -> bool {
                true
            }
        }
        impl<T: FromBytes> HasFromBytes for Probe<T> {}
        trait LacksFromBytes {
            fn has_from_bytes(&self) -> bool {
                false
            }
        }
        impl<T> LacksFromBytes for &Probe<T> {}
        trait HasIntoBytes {
            fn has_into_bytes(&self) -> bool {
                true
            }
        }
        impl<T: IntoBytes> HasIntoBytes for Probe<T> {}
        trait LacksIntoBytes {
            fn has_into_bytes(&self) -> bool {
                false
            }
        }
        impl<T> LacksIntoBytes for &Probe<T> {}
        trait HasImmutable {
            fn is_immutable(&self) -> bool {
                true
            }
        }
        impl<T: Immutable> HasImmutable for Probe<T> {}
        trait LacksImmutable {
            fn is_immutable(&self) -> bool {
                false
            }
        }
        impl<T> LacksImmutable for &Probe<T> {}
        trait HasUnaligned {
            fn is_unaligned(&self) -> bool {
                true
            }
        }
        impl<T: Unaligned> HasUnaligned for Probe<T> {}
        trait LacksUnaligned {
            fn is_unaligned(&self) -> bool {
                false
            }
        }
        impl<T> LacksUnaligned for &Probe<T> {}
        let probe = &Probe::<$ty>(PhantomData);
        [
            probe.has_from_zeros(),
            probe.has_from_bytes(),
            probe.has_into_bytes(),
            probe.is_immutable(),
            probe.is_unaligned(),
        ]
    }};
}

/// Each capability the engine gives `T`, in the order of `implemented!`.
fn engine<T: Layout>() -> [bool; 5] {
    [Capability::FromZeros, Capability::FromBytes, Capability::IntoBytes, Capability::Immutable, Capability::Unaligned]
        .map(holds::<T>)
}

/// Derives over two attributes, the capabilities in the later one.
#[derive(Layout, FromZeros, FromBytes, IntoBytes, Immutable, Unaligned)]
#[repr(C)]
pub struct SplitDerives(pub u8, pub [u8; 3]);

/// The groups behind `cfg_attr`, one of them after the description.
#[cfg_attr(all(), derive(transmutable::Pod))]
#[derive(Layout)]
#[cfg_attr(all(), derive(transmutable::Zeroable))]
#[repr(C)]
pub struct BehindCfgAttr(pub u16, pub u16);

/// A derive behind a `cfg_attr` that does not hold gives nothing.
#[derive(Layout, Immutable)]
#[cfg_attr(any(), derive(FromBytes, FromZeros))]
#[repr(C)]
pub struct CfgAttrOff(pub bool);

/// A type of a macro's making, its name from the macro's caller.
macro_rules! record {
    ($name:ident, $field:ty) => {
        #[derive(Layout, transmutable::NoUninit)]
        #[repr(C)]
        pub struct $name(pub $field, pub $field);
    };
}
record!(MadeOfFlags, bool);

/// Two types of one name: one here, one in a child module, with other
/// capabilities.
#[derive(Layout, FromZeros, Immutable)]
#[repr(C)]
pub struct Twice(pub bool);

pub mod child {
    use transmutable::{FromBytes, FromZeros, IntoBytes, Layout};

    #[derive(Layout, FromZeros, FromBytes, IntoBytes)]
    #[repr(C)]
    pub struct Twice(pub u8, pub u8);
}

/// A type's name, the capabilities it implements, the engine's verdicts
/// and the truth, each as `[FromZeros, FromBytes, IntoBytes, Immutable,
/// Unaligned]`.
type Row = (&'static str, [bool; 5], [bool; 5], [bool; 5]);

#[test]
fn capabilities_are_those_the_definitions_give() {
    let table: [Row; 6] = [
        ("SplitDerives", implemented!(SplitDerives), engine::<SplitDerives>(), [true; 5]),
        ("BehindCfgAttr", implemented!(BehindCfgAttr), engine::<BehindCfgAttr>(), [true, true, true, true, false]),
        ("CfgAttrOff", implemented!(CfgAttrOff), engine::<CfgAttrOff>(), [true, false, true, true, true]),
        ("MadeOfFlags", implemented!(MadeOfFlags), engine::<MadeOfFlags>(), [true, false, true, true, true]),
        ("Twice", implemented!(Twice), engine::<Twice>(), [true, false, true, true, true]),
        ("child::Twice", implemented!(child::Twice), engine::<child::Twice>(), [true, true, true, true, true]),
    ];
    // What each type derived, of the five.
    let derived: [[bool; 5]; 6] = [
        [true; 5],
        [true, true, true, true, false],
        [false, false, false, true, false],
        [false, false, true, true, false],
        [true, false, false, true, false],
        [true, true, true, false, false],
    ];
    for ((name, implemented, engine, truth), derived) in table.into_iter().zip(derived) {
        assert_eq!(engine, truth, "{name}: the engine against the definition");
        for capability in 0..5 {
            // An impl only where the type has the capability; and every one
            // derived is there.
            assert!(!implemented[capability] || truth[capability], "{name}: capability {capability} unchecked");
            assert_eq!(implemented[capability], derived[capability], "{name}: capability {capability}");
        }
    }
}

#[test]
fn a_type_in_a_function_body_has_its_own_capabilities() {
    #[derive(Layout, FromZeros, FromBytes, IntoBytes, Immutable)]
    #[repr(C)]
    struct Twice(pub u32);
    let first = implemented!(Twice);
    assert_eq!(first, [true, true, true, true, false]);
    {
        #[derive(Layout, FromZeros, Immutable)]
        #[repr(C)]
        struct Twice(pub bool, pub char);
        assert_eq!(implemented!(Twice), [true, false, false, true, false]);
        assert_eq!(engine::<Twice>(), [true, false, false, true, false]);
    }
}
