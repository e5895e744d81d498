//! Adversarial probes, round 11: the run-time validator's fast paths for
//! slices (a variant's checks compared whatever the tag, with the verdict
//! kept under it; elements checked in groups of 256 with no early exit
//! inside a group; word reads of runs of bytes; integers in the target's
//! byte order), held to oracles written here from the types' definitions
//! alone, never from what the library outputs.
//!
//! - Slices of enums with fields, whose variants lay a `char`, a `NonZero`,
//!   `bool`s or another enum with fields over bytes another variant leaves
//!   as padding; an enum with fields in an enum's variant; arrays of enums
//!   with fields as elements; scattered wide tags. Each against its oracle,
//!   alone, by prefix and suffix, and in slices whose one element is set to
//!   each string while the others stay valid; in slices of 255, 256, 257
//!   and 513 elements with one broken element on each side of a group's
//!   edge; written through `try_mut_from_bytes` and read back.
//! - Elements so large that 256 of them are more bytes than a `usize`
//!   counts (16 MiB on a 32-bit target): the group's length overflowed.
//!   With overflow checks (debug builds) an empty slice panicked; without
//!   them (release builds) the group's length wrapped to 256 bytes, fewer
//!   than one element, so no element was ever checked: on a 32-bit target
//!   `try_ref_from_bytes::<[Huge]>` accepted a `bool` of 2 (Miri, i686,
//!   overflow checks off: "constructing invalid value"). Fixed in
//!   `validate/elements.rs` (the group's length saturates: such elements
//!   are all checked in the last, partial group).
//!
//! - One file included twice (`include!`), in two modules where a field's
//!   type name means `u8` and `bool`: one name token, one body, one place
//!   in the source. Each type is described by its own fields.
//!
//! Held under Miri on x86_64, s390x (big-endian) and i686 (32-bit).
//!
//! One hole was found that no test of this crate can hold, as it needs a
//! crate of procedural macros: an attribute macro written below the
//! `#[derive]` is expanded after the derive, which was given the item as
//! written, so the description can be of fields the type no longer has.
//! In a crate `retype` (`#![forbid(unsafe_code)]`), an attribute that
//! turns every `u8` token of its item into `bool`:
//!
//! ```text
//! #[proc_macro_attribute]
//! pub fn retype(_: TokenStream, item: TokenStream) -> TokenStream { /* u8 -> bool */ }
//! ```
//!
//! and in a crate under `#![forbid(unsafe_code)]` that uses it:
//!
//! ```text
//! #[derive(transmutable::Layout, Clone, Copy)]
//! #[retype::retype]
//! #[repr(C)]
//! pub struct Lie { pub flag: u8 }
//!
//! let lie: Lie = transmutable::transmute::<u8, Lie>(5);
//! let flag: bool = lie.flag; // Miri: "encountered 0x05, but expected a boolean"
//! ```
//!
//! The description names `u8` for `flag` (`Field::new(.., <u8 as Layout>::
//! DESCRIPTION, ..)` at `offset_of!(Self, flag)`), and nothing compares it
//! with the field's final type. zerocopy (google/zerocopy#388) and bytemuck
//! (Lokathor/bytemuck#281) have the same hole, open. It is closed since
//! by a check the derive emits beside the description (`derive/src/
//! written.rs`): the reproducer fails to compile, "expected `&mut (*const
//! u8,)`, found `&mut (*const bool,)`", pointing at the derive (checked
//! with a scratch crate of procedural macros; the derive's unit tests hold
//! the check's tokens).

#![forbid(unsafe_code)]
#![allow(dead_code)]

use core::num::{NonZeroU16, NonZeroU8};
use transmutable::__private::{validate_bytes, validate_bytes_by_plan, validate_elements_by_plan, validated_by_plan};
use transmutable::{Layout, TryCastError};

// ---------------------------------------------------------------------
// Elements larger than a group's length can count.

#[cfg(target_pointer_width = "64")]
const HUGE: usize = 1 << 56;
#[cfg(target_pointer_width = "32")]
const HUGE: usize = 1 << 24;
#[cfg(target_pointer_width = "16")]
const HUGE: usize = 1 << 8;

/// A `bool` and a run of free bytes: 256 of them are more than a `usize`
/// counts.
#[derive(Layout)]
#[repr(C)]
pub struct Huge {
    pub flag: bool,
    pub rest: [u8; HUGE],
}

/// No element, no check: the empty slice of any element is one.
#[test]
fn empty_slice_of_huge_elements() {
    let bytes: [u8; 0] = [];
    let slice = transmutable::try_ref_from_bytes::<[Huge]>(&bytes).map(<[Huge]>::len);
    assert_eq!(slice.ok(), Some(0));
    let (slice, rest) = transmutable::try_ref_from_prefix_with_elems::<[Huge]>(&bytes, 0).unwrap();
    assert_eq!((slice.len(), rest.len()), (0, 0));
}

/// One element, on a target where it fits in memory (32-bit): its `bool`
/// is checked. Under Miri a wrong `Ok` is also reported as undefined
/// behaviour when the flag is read.
#[test]
#[cfg(target_pointer_width = "32")]
fn one_huge_element_is_checked() {
    let mut bytes = vec![0u8; size_of::<Huge>()];
    for (flag, valid) in [(2u8, false), (1, true), (0xFF, false), (0, true)] {
        bytes[0] = flag;
        match transmutable::try_ref_from_bytes::<[Huge]>(&bytes) {
            Ok(slice) => {
                assert_eq!(slice.len(), 1);
                assert!(valid, "a `bool` of {flag} accepted: it reads as {}", slice[0].flag);
            }
            Err(TryCastError::Validity(_)) => assert!(!valid, "a `bool` of {flag} refused"),
            Err(error) => panic!("{error}"),
        }
    }
}

/// A `repr(C)` struct beyond a room of const evaluation's memory
/// (`Kit::room_limit`): its offsets follow the `repr(C)` rule, so its
/// `bool` is the byte after its array, and the bytes between are padding.
#[cfg(target_pointer_width = "64")]
#[derive(Layout)]
#[repr(C)]
pub struct BeyondARoom {
    pub byte: u8,
    pub words: [u32; 1 << 30],
    pub flag: bool,
}

/// The same layout, written as bytes where `BeyondARoom` has them.
#[cfg(target_pointer_width = "64")]
#[derive(Layout)]
#[repr(C)]
pub struct BeyondARoomAsBytes {
    pub byte: u8,
    pub padding: [u8; 3],
    pub words: [u8; 1 << 32],
    pub flag: u8,
    pub end: [u8; 3],
}

/// `BeyondARoomAsBytes` with a `bool` where `BeyondARoom` has its own.
#[cfg(target_pointer_width = "64")]
#[derive(Layout)]
#[repr(C)]
pub struct BeyondARoomWithTheFlag {
    pub byte: u8,
    pub padding: [u8; 3],
    pub words: [u8; 1 << 32],
    pub flag: bool,
    pub end: [u8; 3],
}

/// The offsets of a struct beyond a room are where the compiler puts its
/// fields: the byte after the array is read as the `bool` (refused from any
/// byte, accepted from a `bool` there), the bytes around it as padding.
#[test]
#[cfg(target_pointer_width = "64")]
fn offsets_beyond_a_room_are_the_compilers() {
    use transmutable::{is_transmutable, Assume};
    assert_eq!(core::mem::offset_of!(BeyondARoom, flag), 4 + (1 << 32));
    assert_eq!(size_of::<BeyondARoom>(), size_of::<BeyondARoomAsBytes>());
    assert!(is_transmutable::<BeyondARoomWithTheFlag, BeyondARoom>(Assume::NOTHING), "the `bool` elsewhere");
    assert!(!is_transmutable::<BeyondARoomAsBytes, BeyondARoom>(Assume::NOTHING), "any byte read as the `bool`");
    assert!(!is_transmutable::<BeyondARoom, BeyondARoomAsBytes>(Assume::NOTHING), "padding read as a byte");
    assert!(is_transmutable::<BeyondARoom, BeyondARoom>(Assume::NOTHING));
}

// ---------------------------------------------------------------------
// Slices of enums with fields, against oracles.

/// A `char` four bytes in, over `B`'s and `C`'s padding.
#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum Ch {
    A(char) = 0,
    B(u8) = 1,
    C = 2,
}

fn ch(b: &[u8]) -> bool {
    match b[0] {
        0 => char::from_u32(u32::from_ne_bytes([b[4], b[5], b[6], b[7]])).is_some(),
        1 | 2 => true,
        _ => false,
    }
}

/// A two-byte tag; a `NonZeroU16` where another variant holds two `bool`s.
#[derive(Layout, Clone, Copy)]
#[repr(u16)]
pub enum Nz {
    A(NonZeroU16) = 0x0102,
    B(bool, bool) = 0x0201,
    C = 0xFFFF,
}

fn nz(b: &[u8]) -> bool {
    match u16::from_ne_bytes([b[0], b[1]]) {
        0x0102 => u16::from_ne_bytes([b[2], b[3]]) != 0,
        0x0201 => b[2] <= 1 && b[3] <= 1,
        0xFFFF => true,
        _ => false,
    }
}

/// An enum with fields of its own.
#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum Inner {
    P(bool) = 0,
    Q(NonZeroU8) = 1,
}

fn inner(tag: u8, value: u8) -> bool {
    match tag {
        0 => value <= 1,
        1 => value != 0,
        _ => false,
    }
}

/// An enum with fields in a variant, in no union: the inner enum's checks
/// are compared whatever either tag holds, and count only under both.
#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum Outer {
    X(Inner) = 5,
    Y(u8, bool) = 9,
    Z = 7,
}

fn outer(b: &[u8]) -> bool {
    match b[0] {
        5 => inner(b[1], b[2]),
        9 => b[2] <= 1,
        7 => true,
        _ => false,
    }
}

/// Three tags of one byte, one variant with padding.
#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum Small {
    A(bool) = 0,
    B = 1,
    C(NonZeroU8) = 2,
}

fn small(b: &[u8]) -> bool {
    match b[0] {
        0 => b[1] <= 1,
        1 => true,
        2 => b[1] != 0,
        _ => false,
    }
}

fn smalls(b: &[u8]) -> bool {
    b.chunks_exact(2).all(small)
}

/// Tags of four bytes, scattered within 64.
#[derive(Layout, Clone, Copy)]
#[repr(u32)]
pub enum Scattered {
    A(bool) = 0,
    B(u8) = 3,
    C(bool) = 17,
    D = 40,
    E(bool, bool) = 63,
}

fn scattered(b: &[u8]) -> bool {
    match u32::from_ne_bytes([b[0], b[1], b[2], b[3]]) {
        0 | 17 => b[4] <= 1,
        3 | 40 => true,
        63 => b[4] <= 1 && b[5] <= 1,
        _ => false,
    }
}

/// A tag of eight bytes (aligned to 4 on i686, so 12 bytes there).
#[derive(Layout, Clone, Copy)]
#[repr(u64)]
pub enum Long {
    A(NonZeroU16) = 0x0102_0304_0506_0708,
    B(bool) = 1,
}

fn long(b: &[u8]) -> bool {
    let tag = u64::from_ne_bytes(b[..8].try_into().unwrap());
    match tag {
        0x0102_0304_0506_0708 => u16::from_ne_bytes([b[8], b[9]]) != 0,
        1 => b[8] <= 1,
        _ => false,
    }
}

/// Two variants without padding: a slice of these can be written through.
#[derive(Layout, Clone, Copy, PartialEq, Debug)]
#[repr(u8)]
pub enum Full {
    A(bool) = 0,
    B(u8) = 1,
}

fn full(b: &[u8]) -> bool {
    match b[0] {
        0 => b[1] <= 1,
        1 => true,
        _ => false,
    }
}

const VALUES: [u8; 10] = [0, 1, 2, 3, 5, 7, 9, 0x80, 0xD8, 0xFF];

/// Words for the bytes after a tag: invalid and valid `char`s and
/// `NonZero`s, in either byte order.
const WORDS: [u32; 10] = [0, 1, 0x41, 0xD7FF, 0xD800, 0xDFFF, 0xE000, 0x10_FFFF, 0x11_0000, 0xFFFF_FFFF];

struct Random(u64);

impl Random {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn pick<T: Copy>(&mut self, among: &[T]) -> T {
        among[(self.next() % among.len() as u64) as usize]
    }
}

/// `count` strings of `N` bytes: random bytes of [`VALUES`], most with one
/// of `tags` (each `width` bytes, in the target's order) in front, and
/// some with a word of [`WORDS`] after it, at `word_at`.
fn strings<const N: usize>(tags: &[u64], width: usize, word_at: usize, count: usize) -> Vec<[u8; N]> {
    let mut random = Random(0x9E37_79B9_7F4A_7C15 ^ (N as u64) << 32 ^ tags[0]);
    (0..count)
        .map(|_| {
            let mut bytes: [u8; N] = core::array::from_fn(|_| random.pick(&VALUES));
            if random.next() % 8 != 0 {
                let tag = random.pick(tags).to_ne_bytes();
                let tag = if cfg!(target_endian = "little") { &tag[..width] } else { &tag[8 - width..] };
                bytes[..width].copy_from_slice(tag);
            }
            if random.next() % 2 == 0 && word_at + 4 <= N {
                bytes[word_at..word_at + 4].copy_from_slice(&random.pick(&WORDS).to_ne_bytes());
            }
            bytes
        })
        .collect()
}

/// A buffer aligned to 8 holding `bytes`.
fn aligned(bytes: &[u8]) -> Vec<u64> {
    let mut buffer = vec![0u64; bytes.len().div_ceil(8) + 1];
    transmutable::as_mut_bytes(&mut buffer[..])[..bytes.len()].copy_from_slice(bytes);
    buffer
}

/// Whether a view's result is `Ok`, panicking on errors other than
/// validity.
fn viewed<T: ?Sized, S>(result: Result<&T, TryCastError<S>>) -> bool {
    match result {
        Ok(_) => true,
        Err(TryCastError::Validity(_)) => false,
        Err(TryCastError::Size(_)) => panic!("size error"),
        Err(TryCastError::Alignment(_)) => panic!("alignment error"),
    }
}

/// Every entry point that reads `T` from bytes agrees with `oracle` on
/// each string: the walk, the plan, by value, by reference alone, by
/// prefix and suffix, and as one element of a slice of five whose others
/// are `good` (the first, the middle and the last).
fn against<T: Layout + transmutable::Lifetime<'static>, const N: usize>(
    oracle: fn(&[u8]) -> bool,
    good: [u8; N],
    strings: Vec<[u8; N]>,
) {
    let name = std::any::type_name::<T>();
    assert_eq!(size_of::<T>(), N, "{name}");
    assert!(oracle(&good), "{name}: the oracle's valid example");
    assert!(validated_by_plan(T::DESCRIPTION), "{name}: planned");
    let (mut valid, mut invalid) = (0, 0);
    // The valid example first: few random strings are valid in every element.
    for bytes in core::iter::once(good).chain(strings) {
        let expected = oracle(&bytes);
        (valid, invalid) = if expected { (valid + 1, invalid) } else { (valid, invalid + 1) };
        assert_eq!(validate_bytes(T::DESCRIPTION, &bytes), expected, "{name} {bytes:02x?}: walk");
        assert_eq!(validate_bytes_by_plan(T::DESCRIPTION, &bytes), expected, "{name} {bytes:02x?}: plan");
        assert_eq!(transmutable::try_read_from_bytes::<T>(&bytes).is_ok(), expected, "{name} {bytes:02x?}: read");
        assert_eq!(transmutable::try_transmute::<[u8; N], T>(bytes).is_ok(), expected, "{name} {bytes:02x?}");
        let mut five = Vec::new();
        for _ in 0..5 {
            five.extend_from_slice(&good);
        }
        for at in [0, 2, 4] {
            five[at * N..][..N].copy_from_slice(&bytes);
            let buffer = aligned(&five);
            let all = &transmutable::as_bytes(&buffer[..])[..5 * N];
            let got = viewed(transmutable::try_ref_from_bytes::<[T]>(all));
            assert_eq!(got, expected, "[{name}; 5] with {bytes:02x?} at {at}");
            assert_eq!(validate_elements_by_plan(T::DESCRIPTION, all), expected, "[{name}; 5] by plan, at {at}");
            let at_end = at == 4;
            let one = &all[at * N..][..N];
            assert_eq!(viewed(transmutable::try_ref_from_bytes::<T>(one)), expected, "{name} {bytes:02x?}: view");
            if at == 0 {
                let prefix = transmutable::try_ref_from_prefix::<T>(&all[..N + 1]).map(|(value, _)| value);
                assert_eq!(viewed(prefix), expected, "{name} {bytes:02x?}: prefix");
            }
            if at_end {
                let suffix = transmutable::try_ref_from_suffix::<T>(all).map(|(_, value)| value);
                assert_eq!(viewed(suffix), expected, "{name} {bytes:02x?}: suffix");
            }
            five[at * N..][..N].copy_from_slice(&good);
        }
    }
    assert!(valid > 0 && invalid > 0, "{name}: {valid} valid, {invalid} invalid strings");
}

fn count() -> usize {
    if cfg!(miri) {
        40
    } else {
        4000
    }
}

#[test]
fn slices_of_enums_with_fields_against_oracles() {
    let good = [0u8, 0, 0, 0, 0x41, 0, 0, 0];
    let mut ch_good = good;
    ch_good[4..].copy_from_slice(&0x41u32.to_ne_bytes());
    against::<Ch, 8>(ch, ch_good, strings::<8>(&[0, 1, 2], 1, 4, count()));
    let [a, b] = 0x0201u16.to_ne_bytes();
    against::<Nz, 4>(nz, [a, b, 1, 0], strings::<4>(&[0x0102, 0x0201, 0xFFFF], 2, 0, count()));
    against::<Outer, 3>(outer, [5, 1, 9], strings::<3>(&[5, 9, 7], 1, 8, count()));
    against::<[Small; 3], 6>(smalls, [0, 1, 1, 7, 2, 9], strings::<6>(&[0, 1, 2], 1, 2, count()));
    let mut scattered_good = [0u8; 8];
    scattered_good[..4].copy_from_slice(&63u32.to_ne_bytes());
    scattered_good[4..6].copy_from_slice(&[1, 0]);
    against::<Scattered, 8>(scattered, scattered_good, strings::<8>(&[0, 3, 17, 40, 63, 62, 64], 4, 4, count()));
    let mut long_good = [0u8; size_of::<Long>()];
    long_good[..8].copy_from_slice(&1u64.to_ne_bytes());
    against::<Long, { size_of::<Long>() }>(
        long,
        long_good,
        strings::<{ size_of::<Long>() }>(&[0x0102_0304_0506_0708, 1, 0x0102_0304_0506_0709], 8, 8, count()),
    );
    against::<Full, 2>(full, [1, 0xFF], strings::<2>(&[0, 1], 1, 8, count()));
}

/// Slices across the edges of the groups of 256 elements checked with no
/// early exit: one broken element on each side of an edge, first and
/// last, in slices of 255, 256, 257 and 513 elements, whole and by prefix.
fn groups<T: Layout, const N: usize>(oracle: fn(&[u8]) -> bool, good: [u8; N], broken: [u8; N]) {
    let name = std::any::type_name::<T>();
    assert!(oracle(&good) && !oracle(&broken), "{name}: the oracle's examples");
    let counts: &[usize] = if cfg!(miri) { &[257] } else { &[1, 255, 256, 257, 512, 513] };
    for &count in counts {
        let mut bytes = Vec::new();
        for _ in 0..count {
            bytes.extend_from_slice(&good);
        }
        let all = count * N;
        let buffer = aligned(&bytes);
        assert!(viewed(transmutable::try_ref_from_bytes::<[T]>(&transmutable::as_bytes(&buffer[..])[..all])));
        let edges: &[usize] = if cfg!(miri) { &[255, 256] } else { &[0, 254, 255, 256, 257, 511, 512] };
        for at in edges.iter().copied().chain([count - 1]) {
            if at >= count {
                continue;
            }
            bytes[at * N..][..N].copy_from_slice(&broken);
            let buffer = aligned(&bytes);
            let view = &transmutable::as_bytes(&buffer[..])[..all];
            assert!(!viewed(transmutable::try_ref_from_bytes::<[T]>(view)), "[{name}; {count}]: broken at {at}");
            assert!(!validate_elements_by_plan(T::DESCRIPTION, view), "[{name}; {count}] by plan: broken at {at}");
            // The elements before the broken one are valid, and one more is not.
            let (head, rest) = transmutable::try_ref_from_prefix_with_elems::<[T]>(view, at).unwrap();
            assert_eq!((head.len(), rest.len()), (at, all - at * N));
            let more = transmutable::try_ref_from_prefix_with_elems::<[T]>(view, at + 1).map(|(value, _)| value);
            assert!(!viewed(more), "[{name}; {count}]: {} elements", at + 1);
            bytes[at * N..][..N].copy_from_slice(&good);
        }
    }
}

#[test]
fn slices_across_groups() {
    let [a, b] = 0x0102u16.to_ne_bytes();
    // `A` with a zero `NonZeroU16`; valid: `A(1)` in the target's order.
    let one = 1u16.to_ne_bytes();
    groups::<Nz, 4>(nz, [a, b, one[0], one[1]], [a, b, 0, 0]);
    // The inner enum's `Q` with a zero `NonZeroU8`, under `X`.
    groups::<Outer, 3>(outer, [5, 1, 1], [5, 1, 0]);
    // `Y` over bytes that, read as `X`, hold an invalid inner tag.
    groups::<Outer, 3>(outer, [9, 2, 1], [9, 2, 2]);
    let mut good = [0u8; 8];
    good[4..].copy_from_slice(&0x10_FFFFu32.to_ne_bytes());
    let mut broken = good;
    broken[4..].copy_from_slice(&0xD800u32.to_ne_bytes());
    groups::<Ch, 8>(ch, good, broken);
}

/// A slice of enums with fields whose every variant fills every byte,
/// written through: each value written leaves bytes the oracle takes, and
/// an invalid byte is refused before any view is made.
#[test]
fn slices_of_enums_written_through() {
    // `Full` has no padding; `Ch` and `Small` do, and are no bytes.
    use transmutable::{is_transmutable, Assume};
    assert!(is_transmutable::<Full, [u8; 2]>(Assume::NOTHING));
    assert!(!is_transmutable::<Ch, [u8; 8]>(Assume::NOTHING));
    assert!(!is_transmutable::<Small, [u8; 2]>(Assume::NOTHING));
    assert!(!is_transmutable::<Outer, [u8; 3]>(Assume::NOTHING));
    let count = if cfg!(miri) { 300 } else { 1000 };
    let mut bytes = vec![0u8; 2 * count];
    for (i, pair) in bytes.chunks_exact_mut(2).enumerate() {
        pair.copy_from_slice(&[(i % 2) as u8, (i % 2) as u8]);
    }
    let values = transmutable::try_mut_from_bytes::<[Full]>(&mut bytes).unwrap();
    assert_eq!(values.len(), count);
    for (i, value) in values.iter_mut().enumerate() {
        assert_eq!(*value, if i % 2 == 0 { Full::A(false) } else { Full::B(1) });
        *value = if i % 3 == 0 { Full::A(true) } else { Full::B(0xFE) };
    }
    for (i, pair) in bytes.chunks_exact(2).enumerate() {
        assert!(full(pair), "{pair:?}");
        assert_eq!(pair, if i % 3 == 0 { [0, 1] } else { [1, 0xFE] });
    }
    // One invalid element anywhere refuses the whole slice.
    for at in [0, 255, 256, count - 1] {
        bytes[2 * at..][..2].copy_from_slice(&[0, 2]);
        assert!(matches!(transmutable::try_mut_from_bytes::<[Full]>(&mut bytes), Err(TryCastError::Validity(_))));
        bytes[2 * at] = 1;
        assert!(transmutable::try_mut_from_bytes::<[Full]>(&mut bytes).is_ok());
    }
}

// ---------------------------------------------------------------------
// Integers in a fixed byte order, in slices and under a variant's tag.

use transmutable::byteorder::{BigEndian, Enum, LittleEndian};

/// Fieldless, four bytes, tags scattered within 64 and one far off.
#[derive(Layout, Clone, Copy, PartialEq, Debug)]
#[repr(u32)]
pub enum Magic {
    A = 0,
    B = 3,
    C = 17,
    D = 63,
    E = 0xA1B2_C3D4,
}

fn magic(value: u32) -> bool {
    matches!(value, 0 | 3 | 17 | 63 | 0xA1B2_C3D4)
}

/// A class in network order, one byte in, over `B`'s padding.
#[derive(Layout, Clone, Copy, PartialEq, Debug)]
#[repr(u16)]
pub enum Class {
    Internet = 1,
    Chaos = 3,
    Hesiod = 4,
    Any = 255,
}

#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum Message {
    A(Enum<Class, BigEndian>) = 0,
    B(u8) = 1,
    C(Enum<char, BigEndian>) = 2,
}

fn message(b: &[u8]) -> bool {
    match b[0] {
        0 => matches!(u16::from_be_bytes([b[1], b[2]]), 1 | 3 | 4 | 255),
        1 => true,
        2 => char::from_u32(u32::from_be_bytes([b[1], b[2], b[3], b[4]])).is_some(),
        _ => false,
    }
}

#[test]
fn integers_in_a_byte_order_against_oracles() {
    let words = || {
        let mut random = Random(0x2545_F491_4F6C_DD1D);
        let mut all: Vec<[u8; 4]> = WORDS.iter().map(|w| w.to_be_bytes()).collect();
        all.extend(WORDS.iter().map(|w| w.to_le_bytes()));
        for value in [0u32, 3, 17, 63, 0xA1B2_C3D4, 64, 18, 0xA1B2_C3D5] {
            all.push(value.to_be_bytes());
            all.push(value.to_le_bytes());
        }
        for _ in 0..count() / 4 {
            all.push(core::array::from_fn(|_| random.pick(&VALUES)));
        }
        all
    };
    let be = |b: &[u8]| magic(u32::from_be_bytes([b[0], b[1], b[2], b[3]]));
    let le = |b: &[u8]| magic(u32::from_le_bytes([b[0], b[1], b[2], b[3]]));
    let char_be = |b: &[u8]| char::from_u32(u32::from_be_bytes([b[0], b[1], b[2], b[3]])).is_some();
    let char_le = |b: &[u8]| char::from_u32(u32::from_le_bytes([b[0], b[1], b[2], b[3]])).is_some();
    let nz_be = |b: &[u8]| b != [0; 4];
    against::<Enum<Magic, BigEndian>, 4>(be, 0xA1B2_C3D4u32.to_be_bytes(), words());
    against::<Enum<Magic, LittleEndian>, 4>(le, 0xA1B2_C3D4u32.to_le_bytes(), words());
    against::<Enum<char, BigEndian>, 4>(char_be, 0x10_FFFFu32.to_be_bytes(), words());
    against::<Enum<char, LittleEndian>, 4>(char_le, 0xE000u32.to_le_bytes(), words());
    against::<Enum<core::num::NonZeroU32, BigEndian>, 4>(nz_be, [0, 0, 0, 1], words());
    let mut strings = strings::<5>(&[0, 1, 2], 1, 1, count());
    // Classes in either order after tag 0.
    for (i, class) in [1u16, 3, 4, 255, 2, 256, 0x300].into_iter().enumerate() {
        let bytes = if i % 2 == 0 { class.to_be_bytes() } else { class.to_le_bytes() };
        strings.push([0, bytes[0], bytes[1], 0xFF, 0xFF]);
        strings.push([0, class.to_be_bytes()[0], class.to_be_bytes()[1], 0, 0]);
    }
    against::<Message, 5>(message, [0, 0, 255, 9, 9], strings);
    groups::<Message, 5>(message, [0, 0, 4, 7, 7], [0, 4, 0, 7, 7]);
    groups::<Enum<Magic, BigEndian>, 4>(be, 63u32.to_be_bytes(), 63u32.to_le_bytes());
}

// ---------------------------------------------------------------------
// One file included twice: one name, one body, at one place in the source.

mod byte_field {
    type Field = u8;
    include!("audit_round11/twice.rs");
}

mod flag_field {
    type Field = bool;
    include!("audit_round11/twice.rs");
}

/// Each inclusion is described by its own fields and checked on its own:
/// a `u8` takes 5, a `bool` does not.
#[test]
fn one_file_included_twice_each_described_by_its_fields() {
    use transmutable::{is_transmutable, Assume};
    fn zeroable_immutable<T: transmutable::FromZeros + transmutable::Immutable>() {}
    zeroable_immutable::<byte_field::Twice>();
    zeroable_immutable::<flag_field::Twice>();
    assert!(is_transmutable::<[u8; 2], byte_field::Twice>(Assume::NOTHING));
    assert!(!is_transmutable::<[u8; 2], flag_field::Twice>(Assume::NOTHING));
    assert!(transmutable::try_transmute::<[u8; 2], byte_field::Twice>([5, 5]).is_ok());
    assert!(transmutable::try_transmute::<[u8; 2], flag_field::Twice>([5, 5]).is_err());
    assert!(transmutable::try_transmute::<[u8; 2], flag_field::Twice>([1, 5]).is_ok());
}

/// `Ch` read as `Narrow`, which takes fewer values of `B`'s byte: with
/// `VALIDITY`, some `Ch` is a `Narrow` (every `A` and `C`), so the pair is
/// transmutable; without, `B(2)` is none.
#[test]
fn narrowed_variant_under_validity() {
    use transmutable::{is_transmutable, Assume};
    assert!(is_transmutable::<Ch, Narrow>(Assume::VALIDITY));
    assert!(!is_transmutable::<Ch, Narrow>(Assume::NOTHING));
    assert!(is_transmutable::<Narrow, Ch>(Assume::NOTHING));
}

/// `Ch` with `B`'s byte narrowed to a `bool`.
#[derive(Layout, Clone, Copy, PartialEq, Debug)]
#[repr(u8)]
pub enum Narrow {
    A(char) = 0,
    B(bool) = 1,
    C = 2,
}

/// A run of `bool`s under a tag, read in words whatever the tag, over
/// `B`'s padding.
#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum Runs {
    A([bool; 13]) = 0,
    B(u8) = 1,
}

fn runs(b: &[u8]) -> bool {
    match b[0] {
        0 => b[1..].iter().all(|&byte| byte <= 1),
        1 => true,
        _ => false,
    }
}

#[test]
fn runs_of_bools_under_a_tag() {
    let mut strings = Vec::new();
    let mut random = Random(0xD1B5_4A32_D192_ED03);
    for tag in [0u8, 1, 2] {
        for at in 1..14 {
            for bad in [2u8, 0x80, 0xFF] {
                let mut bytes: [u8; 14] = core::array::from_fn(|_| (random.next() & 1) as u8);
                bytes[0] = tag;
                bytes[at] = bad;
                strings.push(bytes);
                bytes[at] = 1;
                strings.push(bytes);
            }
        }
    }
    if cfg!(miri) {
        strings.retain(|_| random.next() % 4 == 0);
    }
    against::<Runs, 14>(runs, [0, 1, 0, 1, 1, 0, 0, 1, 1, 1, 0, 0, 0, 1], strings);
    let mut broken = [0u8; 14];
    broken[13] = 2;
    groups::<Runs, 14>(runs, [1, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9], broken);
}
