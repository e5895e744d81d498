//! Adversarial probes, round 6: what landed after round 5 (the union rule
//! of destinations, the validator's compiled plans, two describing derives
//! on one type, `Layout` in `src/layout/` with its std impls), held to
//! oracles written here from the types' definitions alone.
//!
//! - The validator's plans: enums with fields dispatched on a tag of two
//!   bytes and of one (64 variants, the most a plan dispatches, and 65,
//!   which is walked), scattered wide tags (a mask above the least tag) of
//!   2, 4 and 8 bytes, signed ones across zero, and `NonZeroU128`s beside
//!   each other. Each entry point that checks bytes (`try_transmute`,
//!   `try_read_from_bytes`, `try_ref_from_bytes`, slices) must accept
//!   exactly what the oracle accepts, on either byte order (run under Miri
//!   for s390x, where the byte strings are sampled).
//! - The std impls: sizes and alignments against the compiler's, and the
//!   values of `bool`, `char`, `NonZero` and their wrappers against std's
//!   own constructors.
//! - Unions as destinations: what they take against a brute force over the
//!   writes safe code can make, among them a union's own padding inside a
//!   field of a union that does not mix, which took anything.
//! - A describing derive beside another crate's derive of the same name in
//!   a later attribute (`#[derive(Layout)] #[derive(bytemuck::Zeroable)]`).

#![allow(dead_code)]

use core::cell::Cell;
use core::mem::{align_of, offset_of, size_of, MaybeUninit};
use core::num::{NonZeroI128, NonZeroI16, NonZeroI8, NonZeroU128, NonZeroU16, NonZeroU32, NonZeroU8, Wrapping};

use transmutable::{Assume, Layout};

/// A few thousand byte strings in a test run, a few dozen under Miri:
/// every `step`-th of `all`.
fn sampled<T: Clone>(all: Vec<T>) -> Vec<T> {
    let step = if cfg!(miri) { 199 } else { 1 };
    all.into_iter().step_by(step).collect()
}

/// A small deterministic generator, for random byte strings.
struct XorShift(u64);

impl XorShift {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn bytes<const N: usize>(&mut self) -> [u8; N] {
        core::array::from_fn(|_| self.next() as u8)
    }
}

/// Whether every entry point that checks bytes accepts `bytes` as a `T`
/// exactly when `expected`: by value, by read, by reference from an
/// aligned buffer, and as the middle element of a slice of three whose
/// other elements are `good`.
fn entry_points_agree<T, const N: usize>(bytes: [u8; N], expected: bool, good: [u8; N])
where
    T: Layout + Copy + for<'l> transmutable::Lifetime<'l>,
{
    assert_eq!(size_of::<T>(), N);
    let by_value = transmutable::try_transmute::<[u8; N], T>(bytes).is_ok();
    let by_read = T::try_read_from_bytes(&bytes).is_ok();
    // An aligned buffer: `u128`s hold any `T` of these sizes at offset 0.
    let mut buffer = [0u128; 16];
    let raw: &mut [u8; 256] = transmutable::transmute_mut::<[u128; 16], [u8; 256]>(&mut buffer);
    raw[..N].copy_from_slice(&bytes);
    let by_ref = T::try_ref_from_bytes(&raw[..N]).is_ok();
    raw[..N].copy_from_slice(&good);
    raw[N..2 * N].copy_from_slice(&bytes);
    raw[2 * N..3 * N].copy_from_slice(&good);
    let by_slice = <[T]>::try_ref_from_bytes(&raw[..3 * N]).is_ok();
    assert_eq!(
        [by_value, by_read, by_ref, by_slice],
        [expected; 4],
        "{} from {bytes:02x?}: try_transmute, try_read_from_bytes, try_ref_from_bytes, slice",
        core::any::type_name::<T>()
    );
}

// ---------------------------------------------------------------------
// Enums with fields, dispatched on a tag of two bytes.

/// Tags that are each other's bytes swapped (0x0100, 0x0001), the top bit
/// alone, all ones, and a variant with no field.
#[derive(Layout, Clone, Copy, Debug)]
#[repr(u16)]
pub enum Wide {
    A(bool) = 0x0100,
    B(char) = 0x0001,
    C(NonZeroU16) = 0xFFFF,
    D = 0x0102,
    E(u8, bool) = 0x8000,
}

/// `Wide`'s bytes as the Reference lays it out (a `repr(u16)` enum with
/// fields is a `repr(C)` union of `repr(C)` structs, each the tag then the
/// fields): the tag at 0, then `A`'s `bool` at 2, `B`'s `char` at 4, `C`'s
/// `NonZeroU16` at 2, `E`'s `u8` at 2 and `bool` at 3. Native byte order.
fn wide_valid(b: &[u8; 8]) -> bool {
    match u16::from_ne_bytes([b[0], b[1]]) {
        0x0100 => b[2] <= 1,
        0x0001 => char::from_u32(u32::from_ne_bytes([b[4], b[5], b[6], b[7]])).is_some(),
        0xFFFF => u16::from_ne_bytes([b[2], b[3]]) != 0,
        0x0102 => true,
        0x8000 => b[3] <= 1,
        _ => false,
    }
}

#[test]
fn an_enum_dispatched_on_a_two_byte_tag() {
    assert_eq!((size_of::<Wide>(), align_of::<Wide>()), (8, 4));
    let tags = [0x0100u16, 0x0001, 0xFFFF, 0x0102, 0x8000, 0x0201, 0x00FF, 0x0080, 0, 0x0101, 0xFFFE, 0x7FFF, 0x8001];
    let middles = [0u8, 1, 2, 0x80, 0xFF];
    let chars = [0u32, 0x41, 0xD7FF, 0xD800, 0xDFFF, 0xE000, 0x10_FFFF, 0x11_0000, u32::MAX, 0x0100_0000];
    let mut all = Vec::new();
    for tag in tags {
        for b2 in middles {
            for b3 in middles {
                for c in chars {
                    let mut bytes = [0u8; 8];
                    bytes[..2].copy_from_slice(&tag.to_ne_bytes());
                    bytes[2] = b2;
                    bytes[3] = b3;
                    bytes[4..].copy_from_slice(&c.to_ne_bytes());
                    all.push(bytes);
                }
            }
        }
    }
    let mut random = XorShift(0x9E37_79B9_7F4A_7C15);
    all.extend((0..2000).map(|_| random.bytes::<8>()));
    let good = {
        let mut bytes = [0u8; 8];
        bytes[..2].copy_from_slice(&0x0102u16.to_ne_bytes());
        bytes
    };
    let mut valid = 0;
    for bytes in sampled(all) {
        let expected = wide_valid(&bytes);
        valid += usize::from(expected);
        entry_points_agree::<Wide, 8>(bytes, expected, good);
    }
    assert!(valid > 0);
}

// ---------------------------------------------------------------------
// The most variants a plan dispatches, and one more.

include!("audit_round6/dispatch.rs");

/// Variant `tag / 3` of `count`, where `tag` is a multiple of 3 below
/// `3 * count`: a `bool` for an even variant, a `NonZeroU8` for an odd one.
fn dispatch_valid(count: usize, bytes: [u8; 2]) -> bool {
    let (tag, field) = (usize::from(bytes[0]), bytes[1]);
    if tag % 3 != 0 || tag / 3 >= count {
        return false;
    }
    if (tag / 3) % 2 == 0 {
        field <= 1
    } else {
        field != 0
    }
}

fn every_two_bytes() -> Vec<[u8; 2]> {
    (0..=u16::MAX).map(u16::to_le_bytes).collect()
}

#[test]
fn enums_of_64_and_65_variants_with_fields() {
    for bytes in sampled(every_two_bytes()) {
        entry_points_agree::<Dispatch64, 2>(bytes, dispatch_valid(64, bytes), [0, 0]);
        entry_points_agree::<Dispatch65, 2>(bytes, dispatch_valid(65, bytes), [0, 0]);
    }
}

// ---------------------------------------------------------------------
// Scattered wide tags.

/// Eleven tags within 64 of the least, none next to another: more ranges
/// than a plan's integer check holds.
#[derive(Layout, Clone, Copy)]
#[repr(u16)]
pub enum Scattered16 {
    A = 0x100,
    B = 0x102,
    C = 0x105,
    D = 0x109,
    E = 0x10E,
    F = 0x114,
    G = 0x11B,
    H = 0x123,
    I = 0x12C,
    J = 0x136,
    K = 0x13F,
}
const SCATTERED16: [u16; 11] = [0x100, 0x102, 0x105, 0x109, 0x10E, 0x114, 0x11B, 0x123, 0x12C, 0x136, 0x13F];

/// Signed tags on both sides of zero, within 64 of each other as signed
/// numbers, far apart as unsigned ones.
#[derive(Layout, Clone, Copy)]
#[repr(i16)]
pub enum ScatteredSigned16 {
    A = -40,
    B = -31,
    C = -20,
    D = -9,
    E = -3,
    F = -1,
    G = 0,
    H = 2,
    I = 5,
    J = 9,
    K = 14,
    L = 20,
}
const SCATTERED_SIGNED16: [i16; 12] = [-40, -31, -20, -9, -3, -1, 0, 2, 5, 9, 14, 20];

/// Tags across the carry from 0xFFFF to 0x10000.
#[derive(Layout, Clone, Copy)]
#[repr(u32)]
pub enum Scattered32 {
    A = 0xFFE0,
    B = 0xFFE3,
    C = 0xFFE7,
    D = 0xFFF0,
    E = 0xFFF5,
    F = 0xFFFF,
    G = 0x1_0000,
    H = 0x1_0003,
    I = 0x1_0009,
    J = 0x1_001F,
}
const SCATTERED32: [u32; 10] = [0xFFE0, 0xFFE3, 0xFFE7, 0xFFF0, 0xFFF5, 0xFFFF, 0x1_0000, 0x1_0003, 0x1_0009, 0x1_001F];

/// Tags at the top of `u64`.
#[derive(Layout, Clone, Copy)]
#[repr(u64)]
pub enum Scattered64 {
    A = u64::MAX - 63,
    B = u64::MAX - 50,
    C = u64::MAX - 40,
    D = u64::MAX - 33,
    E = u64::MAX - 20,
    F = u64::MAX - 12,
    G = u64::MAX - 7,
    H = u64::MAX - 3,
    I = u64::MAX - 1,
    J = u64::MAX,
}
const SCATTERED64: [u64; 10] = [
    u64::MAX - 63,
    u64::MAX - 50,
    u64::MAX - 40,
    u64::MAX - 33,
    u64::MAX - 20,
    u64::MAX - 12,
    u64::MAX - 7,
    u64::MAX - 3,
    u64::MAX - 1,
    u64::MAX,
];

/// Signed 64-bit tags across zero.
#[derive(Layout, Clone, Copy)]
#[repr(i64)]
pub enum ScatteredSigned64 {
    A = -33,
    B = -17,
    C = -2,
    D = 0,
    E = 3,
    F = 8,
    G = 13,
    H = 21,
    I = 25,
    J = 30,
}
const SCATTERED_SIGNED64: [i64; 10] = [-33, -17, -2, 0, 3, 8, 13, 21, 25, 30];

#[test]
fn scattered_two_byte_tags_every_value() {
    for bytes in sampled(every_two_bytes()) {
        let value = u16::from_ne_bytes(bytes);
        entry_points_agree::<Scattered16, 2>(bytes, SCATTERED16.contains(&value), 0x100u16.to_ne_bytes());
        entry_points_agree::<ScatteredSigned16, 2>(
            bytes,
            SCATTERED_SIGNED16.contains(&(value as i16)),
            0i16.to_ne_bytes(),
        );
    }
}

/// Each tag, its neighbours, its bytes reversed, the values 64 above and
/// below, and random values.
fn around<const N: usize>(tags: &[u128], to_bytes: impl Fn(u128) -> [u8; N]) -> Vec<[u8; N]> {
    let mask = if N == 16 { u128::MAX } else { (1u128 << (8 * N)) - 1 };
    let mut all = Vec::new();
    for &tag in tags {
        for delta in [0u128, 1, 2, 3, 63, 64, 65, 128] {
            for value in [tag.wrapping_add(delta) & mask, tag.wrapping_sub(delta) & mask] {
                all.push(to_bytes(value));
                let mut reversed = to_bytes(value);
                reversed.reverse();
                all.push(reversed);
            }
        }
    }
    let mut random = XorShift(0xD1B5_4A32_D192_ED03);
    all.extend((0..500).map(|_| random.bytes::<N>()));
    all.extend([[0u8; N], [0xFF; N]]);
    all
}

#[test]
fn scattered_wide_tags_around_each_value() {
    let tags: Vec<u128> = SCATTERED32.iter().map(|&tag| u128::from(tag)).collect();
    for bytes in sampled(around::<4>(&tags, |value| (value as u32).to_ne_bytes())) {
        let expected = SCATTERED32.contains(&u32::from_ne_bytes(bytes));
        entry_points_agree::<Scattered32, 4>(bytes, expected, 0xFFFFu32.to_ne_bytes());
    }
    let tags: Vec<u128> = SCATTERED64.iter().map(|&tag| u128::from(tag)).collect();
    for bytes in sampled(around::<8>(&tags, |value| (value as u64).to_ne_bytes())) {
        let expected = SCATTERED64.contains(&u64::from_ne_bytes(bytes));
        entry_points_agree::<Scattered64, 8>(bytes, expected, u64::MAX.to_ne_bytes());
    }
    let tags: Vec<u128> = SCATTERED_SIGNED64.iter().map(|&tag| tag as u64 as u128).collect();
    for bytes in sampled(around::<8>(&tags, |value| (value as u64).to_ne_bytes())) {
        let expected = SCATTERED_SIGNED64.contains(&i64::from_ne_bytes(bytes));
        entry_points_agree::<ScatteredSigned64, 8>(bytes, expected, 0i64.to_ne_bytes());
    }
}

// ---------------------------------------------------------------------
// Sixteen-byte integers.

#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct Wide128 {
    pub n: NonZeroU128,
    pub i: NonZeroI128,
    pub o: Option<NonZeroU128>,
    pub flag: bool,
}

fn wide128_valid(bytes: &[u8]) -> bool {
    let word = |at: usize| u128::from_ne_bytes(bytes[at..at + 16].try_into().unwrap());
    word(offset_of!(Wide128, n)) != 0 && word(offset_of!(Wide128, i)) != 0 && bytes[offset_of!(Wide128, flag)] <= 1
}

#[test]
fn nonzero_u128s_beside_each_other() {
    const SIZE: usize = size_of::<Wide128>();
    let words: Vec<u128> = [0u128, 1, u128::MAX, 1 << 64, 1 << 127, (1 << 64) - 1]
        .into_iter()
        .chain((0..16).map(|byte| 0x80u128 << (8 * byte)))
        .collect();
    let mut all = Vec::new();
    let mut random = XorShift(0x2545_F491_4F6C_DD1D);
    for (k, &n) in words.iter().enumerate() {
        for (j, &i) in words.iter().enumerate() {
            let mut bytes = [0u8; SIZE];
            bytes[offset_of!(Wide128, n)..][..16].copy_from_slice(&n.to_ne_bytes());
            bytes[offset_of!(Wide128, i)..][..16].copy_from_slice(&i.to_ne_bytes());
            bytes[offset_of!(Wide128, o)..][..16].copy_from_slice(&words[(k + j) % words.len()].to_ne_bytes());
            bytes[offset_of!(Wide128, flag)] = [0, 1, 2, 0xFF][(k * 7 + j) % 4];
            // The padding after `flag`: anything.
            for byte in &mut bytes[offset_of!(Wide128, flag) + 1..] {
                *byte = random.next() as u8;
            }
            all.push(bytes);
        }
    }
    let mut good = [1u8; SIZE];
    good[offset_of!(Wide128, flag)] = 0;
    for bytes in sampled(all) {
        entry_points_agree::<Wide128, SIZE>(bytes, wide128_valid(&bytes), good);
    }
}

// ---------------------------------------------------------------------
// The std impls.

/// The description's size and alignment are the compiler's.
fn same_layout<T: Layout>() {
    let description = T::DESCRIPTION;
    assert_eq!(
        (description.size(), description.align()),
        (size_of::<T>(), align_of::<T>()),
        "{}",
        core::any::type_name::<T>()
    );
}

#[test]
fn std_descriptions_have_the_compilers_sizes_and_alignments() {
    use core::cmp::Reverse;
    use core::marker::{PhantomData, PhantomPinned};
    use core::mem::ManuallyDrop;
    use core::num::Saturating;
    use core::ptr::NonNull;
    use core::sync::atomic::{AtomicBool, AtomicU16, AtomicU64, AtomicUsize};
    same_layout::<u128>();
    same_layout::<i128>();
    same_layout::<f64>();
    same_layout::<usize>();
    same_layout::<bool>();
    same_layout::<char>();
    same_layout::<()>();
    same_layout::<PhantomData<u64>>();
    same_layout::<PhantomPinned>();
    same_layout::<NonZeroU128>();
    same_layout::<Option<NonZeroU128>>();
    same_layout::<Option<NonZeroI8>>();
    same_layout::<core::num::NonZeroUsize>();
    same_layout::<Wrapping<u64>>();
    same_layout::<Saturating<i16>>();
    same_layout::<Reverse<char>>();
    same_layout::<Cell<u128>>();
    same_layout::<core::cell::UnsafeCell<[u16; 3]>>();
    same_layout::<ManuallyDrop<(u8, u32)>>();
    same_layout::<MaybeUninit<u128>>();
    same_layout::<MaybeUninit<(u8, u64)>>();
    same_layout::<[u64; 3]>();
    same_layout::<[(); 7]>();
    same_layout::<[u128; 0]>();
    same_layout::<(u8, u128, bool)>();
    same_layout::<(char, u8)>();
    same_layout::<&u8>();
    same_layout::<&[u64]>();
    same_layout::<&str>();
    same_layout::<Option<&mut [u8]>>();
    same_layout::<Option<NonNull<u64>>>();
    same_layout::<*const [u8]>();
    same_layout::<*mut str>();
    same_layout::<fn(u8) -> u8>();
    same_layout::<Option<extern "C" fn()>>();
    same_layout::<AtomicBool>();
    same_layout::<AtomicU16>();
    same_layout::<AtomicU64>();
    same_layout::<AtomicUsize>();
}

/// Each byte string of one or two bytes, as `T`, against std's reading of
/// it: `valid` says whether the bytes are a value.
fn values_agree<T: Layout + Copy + for<'l> transmutable::Lifetime<'l>, const N: usize>(
    valid: impl Fn([u8; N]) -> bool,
) {
    assert!(N <= 2);
    for n in 0..1usize << (8 * N) {
        let bytes: [u8; N] = n.to_le_bytes()[..N].try_into().unwrap();
        let expected = valid(bytes);
        assert_eq!(
            transmutable::try_transmute::<[u8; N], T>(bytes).is_ok(),
            expected,
            "{} from {bytes:02x?}",
            core::any::type_name::<T>()
        );
        assert_eq!(
            T::try_read_from_bytes(&bytes).is_ok(),
            expected,
            "{} from {bytes:02x?}",
            core::any::type_name::<T>()
        );
    }
}

#[test]
fn std_values_are_std_constructors_values() {
    values_agree::<bool, 1>(|b| b[0] <= 1);
    values_agree::<Wrapping<bool>, 1>(|b| b[0] <= 1);
    values_agree::<NonZeroU8, 1>(|b| NonZeroU8::new(b[0]).is_some());
    values_agree::<NonZeroI8, 1>(|b| NonZeroI8::new(b[0] as i8).is_some());
    values_agree::<Option<NonZeroU8>, 1>(|_| true);
    values_agree::<MaybeUninit<bool>, 1>(|_| true);
    if !cfg!(miri) {
        values_agree::<[bool; 2], 2>(|b| b[0] <= 1 && b[1] <= 1);
        values_agree::<NonZeroU16, 2>(|b| NonZeroU16::new(u16::from_ne_bytes(b)).is_some());
        values_agree::<NonZeroI16, 2>(|b| NonZeroI16::new(i16::from_ne_bytes(b)).is_some());
    }
    // `char` and `NonZeroU32`: around every edge, and at random.
    let mut values: Vec<u32> = [0u32, 0xD7FF, 0xD800, 0xDBFF, 0xDC00, 0xDFFF, 0xE000, 0x10_FFFF, 0x11_0000, u32::MAX]
        .into_iter()
        .flat_map(|edge| [edge.wrapping_sub(1), edge, edge.wrapping_add(1)])
        .collect();
    let mut random = XorShift(7);
    values.extend((0..2000).map(|_| random.next() as u32 >> (random.next() % 32)));
    for value in sampled(values) {
        let bytes = value.to_ne_bytes();
        assert_eq!(transmutable::try_transmute::<[u8; 4], char>(bytes).ok(), char::from_u32(value), "{value:#x}");
        assert_eq!(
            transmutable::try_transmute::<[u8; 4], Reverse<char>>(bytes).ok().map(|r| r.0),
            char::from_u32(value),
            "{value:#x}"
        );
        assert_eq!(transmutable::try_transmute::<[u8; 4], NonZeroU32>(bytes).ok(), NonZeroU32::new(value));
        assert_eq!(char::try_read_from_bytes(&bytes).ok(), char::from_u32(value), "{value:#x}");
    }
}

use core::cmp::Reverse;

// ---------------------------------------------------------------------
// Unions as destinations, against safe writes.

/// A struct with tail padding at byte 1.
#[derive(Layout, Clone, Copy)]
#[repr(C, align(2))]
pub struct Padded {
    pub x: u8,
}

/// Variant `A` holds a `bool` at byte 1.
#[derive(Layout, Clone, Copy, Debug, PartialEq)]
#[repr(u8)]
pub enum Flagged {
    A(bool) = 0,
    B = 1,
}

/// A struct's padding where another field holds a `bool`: taken only
/// uninitialized, or as a one-byte part of a field writes it (none here).
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union PaddedOrFlagged {
    pub a: Padded,
    pub c: Flagged,
}

/// `PaddedOrFlagged` inside a struct, after a byte, and in an array.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct Holder {
    pub first: u8,
    pub unions: [PaddedOrFlagged; 2],
}

/// A union of a `MaybeUninit`, a ZST and a `bool`: it mixes, and may hold
/// anything.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union Loose {
    pub m: MaybeUninit<u8>,
    pub z: (),
    pub b: bool,
}

/// A union of a ZST and a `bool`: it mixes (both have values), and holds
/// a `bool` or nothing.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union FlagOrNothing {
    pub z: (),
    pub b: bool,
}

/// Every initialized `[u8; 2]` that safe code can leave in a
/// `PaddedOrFlagged`: `a` written (byte 1 uninitialized, or kept) or
/// `c` written, then `a.x` over byte 0. Byte 1 is a `bool` of `c` or
/// nothing; with byte 1 initialized, byte 0 anything.
fn padded_or_flagged_reachable(bytes: [u8; 2]) -> bool {
    bytes[1] <= 1
}

#[test]
fn unions_take_only_what_safe_code_leaves() {
    // Compile-time verdicts.
    assert!(!transmutable::is_transmutable::<[u8; 2], PaddedOrFlagged>(Assume::NOTHING));
    assert!(!transmutable::is_transmutable::<u16, PaddedOrFlagged>(Assume::NOTHING));
    assert!(!transmutable::is_transmutable::<[u8; 6], Holder>(Assume::NOTHING));
    assert!(transmutable::is_transmutable::<[u8; 1], Loose>(Assume::NOTHING));
    assert!(transmutable::is_transmutable::<MaybeUninit<u8>, Loose>(Assume::NOTHING));
    assert!(!transmutable::is_transmutable::<u8, FlagOrNothing>(Assume::NOTHING));
    assert!(transmutable::is_transmutable::<bool, FlagOrNothing>(Assume::NOTHING));
    // Nothing in a `FlagOrNothing` is known initialized.
    assert!(!transmutable::is_transmutable::<FlagOrNothing, bool>(Assume::NOTHING));
    assert!(!transmutable::is_transmutable::<FlagOrNothing, u8>(Assume::NOTHING));
    assert!(transmutable::is_transmutable::<FlagOrNothing, MaybeUninit<u8>>(Assume::NOTHING));
    // Run-time checks: every accepted string is one safe code leaves.
    for bytes in sampled(every_two_bytes()) {
        if transmutable::try_transmute::<[u8; 2], PaddedOrFlagged>(bytes).is_ok() {
            assert!(padded_or_flagged_reachable(bytes), "{bytes:02x?}");
        }
        let holder = [0x55, 0x77, bytes[0], bytes[1], bytes[1], bytes[0]];
        if transmutable::try_transmute::<[u8; 6], Holder>(holder).is_ok() {
            assert!(
                padded_or_flagged_reachable([bytes[0], bytes[1]]) && padded_or_flagged_reachable([bytes[1], bytes[0]]),
                "{holder:02x?}"
            );
        }
    }
    for byte in 0..=255u8 {
        assert_eq!(transmutable::try_transmute::<[u8; 1], FlagOrNothing>([byte]).is_ok(), byte <= 1, "{byte:#x}");
    }
}

// ---------------------------------------------------------------------
// A union's own padding inside a field of another union.
//
// A byte no field of a union holds is the union's own padding, which takes
// anything as a struct's padding does, where no other union is around it.
// Inside a field of a union that does not mix, it is that field's padding
// too, and another field of the outer union may hold it: there it takes
// only what safe code leaves, as a struct's padding in the same place does.

/// Two one-byte fields, aligned to 2: byte 1 is the union's own padding.
#[derive(Layout, Clone, Copy)]
#[repr(C, align(2))]
pub union Aligned {
    pub x: u8,
    pub y: bool,
}

/// `Aligned`'s padding is `Flagged`'s `bool`. `Flagged` is no run, so
/// `Over` does not mix.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union Over {
    pub a: Aligned,
    pub c: Flagged,
}

/// A union of one field (it mixes with nothing), entered as its field.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union Single {
    pub p: Padded,
}

/// `Single`'s field's padding is `Flagged`'s `bool`.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union OverSingle {
    pub a: Single,
    pub c: Flagged,
}

/// Every byte string safe code leaves in `Over` and in `OverSingle`, by
/// brute force over union expressions and then writes of fields and parts
/// of fields, counted generously: a whole write of a field leaves its
/// padding as it was (it resets it, which leaves less). Byte 1 is written
/// only by `c`'s `bool` (0 or 1) or left uninitialized: no safe write
/// leaves `[0, 0xFF]` there.
fn reachable_byte_1() -> Vec<Option<u8>> {
    // Initial: `U { a: .. }` leaves byte 1 uninitialized, `U { c: A(b) }`
    // writes `b`, `U { c: B }` leaves it uninitialized.
    let mut seen: Vec<Option<u8>> = vec![None, Some(0), Some(1)];
    // Writes: `u.a = ..`, `u.a.x = ..`, `u.a.y = ..` (`u.a.p.x` for
    // `OverSingle`) change byte 0 only; `u.c = A(b)` writes `b`, `u.c = B`
    // leaves byte 1 (generously) as it was. Nothing else writes byte 1.
    for b in [0u8, 1] {
        if !seen.contains(&Some(b)) {
            seen.push(Some(b));
        }
    }
    seen
}

#[test]
fn a_nested_unions_padding_inside_a_field_takes_only_what_safe_code_leaves() {
    let byte_1 = reachable_byte_1();
    let mut holes = Vec::new();
    // The static verdicts: some `u16`s put 0xFF at byte 1 (0xFF00 on a
    // little-endian target), which safe code never leaves there.
    if transmutable::is_transmutable::<[u8; 2], Over>(Assume::NOTHING) {
        holes.push("[u8; 2] -> Over".to_string());
    }
    if transmutable::is_transmutable::<u16, Over>(Assume::NOTHING) {
        holes.push("u16 -> Over".to_string());
    }
    if transmutable::is_transmutable::<[u8; 2], OverSingle>(Assume::NOTHING) {
        holes.push("[u8; 2] -> OverSingle".to_string());
    }
    // The run-time check: every accepted string is one safe code leaves.
    let (mut over, mut single) = (0, 0);
    // Every pair; under Miri, every first byte 0 and 1 with every second.
    let firsts: Vec<u8> = if cfg!(miri) { vec![0, 1] } else { (0..=255).collect() };
    for first in firsts {
        for second in 0..=255u8 {
            let reachable = byte_1.contains(&Some(second));
            over += usize::from(!reachable && transmutable::try_transmute::<[u8; 2], Over>([first, second]).is_ok());
            single +=
                usize::from(!reachable && transmutable::try_transmute::<[u8; 2], OverSingle>([first, second]).is_ok());
        }
    }
    if over > 0 {
        holes.push(format!("try_transmute::<[u8; 2], Over> takes {over} strings safe code never leaves"));
    }
    if single > 0 {
        holes.push(format!("try_transmute::<[u8; 2], OverSingle> takes {single} strings safe code never leaves"));
    }
    assert!(holes.is_empty(), "{holes:#?}");
}

/// What safe code does leave is taken: `c` whole, and byte 1 left
/// uninitialized by a field without a value there.
#[test]
fn a_nested_unions_padding_takes_what_safe_code_leaves() {
    for bytes in [[0u8, 0], [0, 1]] {
        assert!(transmutable::try_transmute::<[u8; 2], Over>(bytes).is_ok(), "{bytes:02x?}");
        assert!(transmutable::try_transmute::<[u8; 2], OverSingle>(bytes).is_ok(), "{bytes:02x?}");
    }
    assert!(transmutable::is_transmutable::<Padded, Over>(Assume::NOTHING));
    assert!(transmutable::is_transmutable::<Aligned, Over>(Assume::NOTHING));
    assert!(transmutable::is_transmutable::<Padded, OverSingle>(Assume::NOTHING));
    assert!(transmutable::is_transmutable::<Flagged, Over>(Assume::NOTHING));
    // Outside any other union, a union's own padding takes anything.
    assert!(transmutable::is_transmutable::<[u8; 2], Aligned>(Assume::NOTHING));
    assert!(transmutable::is_transmutable::<[u8; 2], Single>(Assume::NOTHING));
    assert!(transmutable::try_transmute::<[u8; 2], Aligned>([7, 0xFF]).is_ok());
}

// ---------------------------------------------------------------------
// A describing derive beside another crate's derive of the same name.

/// bytemuck's `Zeroable` in a later attribute: transmutable's `Layout`
/// describes the type all the same (it left the description to the later
/// derive, taking it for its own, and the type had none).
#[derive(Layout, Clone, Copy, bytemuck::Zeroable)]
#[repr(C)]
pub struct BesideBytemuck {
    pub a: u8,
    pub b: bool,
}

/// Both crates' derives, transmutable's second.
#[derive(bytemuck::Zeroable, transmutable::Zeroable, Clone, Copy)]
#[repr(C)]
pub struct AfterBytemuck {
    pub a: u16,
}

/// bytemuck's `CheckedBitPattern`, by a path from the root.
#[derive(Layout, Clone, Copy, ::bytemuck::CheckedBitPattern)]
#[repr(C)]
pub struct BesideChecked {
    pub a: u8,
    pub b: bool,
}

#[test]
fn a_describing_derive_beside_another_crates_derive_of_that_name() {
    assert!(transmutable::is_transmutable::<BesideChecked, [u8; 2]>(Assume::NOTHING));
    assert!(BesideChecked::try_read_from_bytes(&[7, 2]).is_err());
    fn zeroable<T: transmutable::FromZeros>() {}
    assert!(!transmutable::is_transmutable::<[u8; 2], BesideBytemuck>(Assume::NOTHING));
    assert!(transmutable::is_transmutable::<BesideBytemuck, [u8; 2]>(Assume::NOTHING));
    zeroable::<AfterBytemuck>();
}

// ---------------------------------------------------------------------
// Element counts at the edges of `usize`.

/// A struct ending in a slice, with padding before it.
#[derive(Layout)]
#[repr(C)]
pub struct Tailed {
    pub count: u16,
    pub items: [u32],
}

#[test]
fn element_counts_that_overflow_are_errors() {
    let buffer = [0u64; 8];
    let bytes: &[u8] = transmutable::as_bytes(&buffer);
    let counts = [usize::MAX, usize::MAX / 2, usize::MAX / 4 + 1, usize::MAX / 8 + 1, isize::MAX as usize / 4 + 1, 17];
    for elements in counts {
        assert!(transmutable::try_ref_from_bytes_with_elems::<[u32]>(bytes, elements).is_err(), "{elements}");
        assert!(transmutable::try_ref_from_prefix_with_elems::<[u32]>(bytes, elements).is_err(), "{elements}");
        assert!(transmutable::try_ref_from_suffix_with_elems::<[u32]>(bytes, elements).is_err(), "{elements}");
        assert!(Tailed::try_ref_from_bytes_with_elems(bytes, elements).is_err(), "{elements}");
        assert!(transmutable::ref_from_prefix_with_elems::<[u64]>(bytes, elements).is_err(), "{elements}");
    }
    // The counts that fit, exactly.
    assert_eq!(transmutable::try_ref_from_bytes_with_elems::<[u32]>(bytes, 16).map(<[u32]>::len).ok(), Some(16));
    assert_eq!(Tailed::try_ref_from_bytes_with_elems(&bytes[..64], 15).map(|t| t.items.len()).ok(), Some(15));
    assert!(Tailed::try_ref_from_bytes_with_elems(&bytes[..63], 15).is_err());
    // Lengths no whole number of elements make, and odd addresses.
    assert!(transmutable::try_ref_from_bytes::<[u32]>(&bytes[..7]).is_err());
    assert!(transmutable::try_ref_from_bytes::<[u32]>(&bytes[1..5]).is_err());
    assert!(Tailed::try_ref_from_bytes(&bytes[..6]).is_err());
    assert_eq!(Tailed::try_ref_from_bytes(&bytes[..8]).map(|t| t.items.len()).ok(), Some(1));
    // Zero-sized elements are refused where the view is named: a number
    // of bytes does not tell how many there are.
}

// ---------------------------------------------------------------------
// Sixteen-byte tags.

/// One range of tags in a `u128`, high in the integer.
#[derive(Layout, Clone, Copy)]
#[repr(u128)]
pub enum Range128 {
    A = (1 << 100) + 5,
    B = (1 << 100) + 6,
    C = (1 << 100) + 7,
}
const RANGE128: [u128; 3] = [(1 << 100) + 5, (1 << 100) + 6, (1 << 100) + 7];

/// Signed tags across zero: two ranges as unsigned integers.
#[derive(Layout, Clone, Copy)]
#[repr(i128)]
pub enum Signed128 {
    A = -2,
    B = -1,
    C = 0,
    D = 1,
}
const SIGNED128: [i128; 4] = [-2, -1, 0, 1];

#[test]
fn sixteen_byte_tags() {
    let tags: Vec<u128> = RANGE128.iter().copied().chain(SIGNED128.iter().map(|&tag| tag as u128)).collect();
    for bytes in sampled(around::<16>(&tags, u128::to_ne_bytes)) {
        let value = u128::from_ne_bytes(bytes);
        entry_points_agree::<Range128, 16>(bytes, RANGE128.contains(&value), RANGE128[0].to_ne_bytes());
        entry_points_agree::<Signed128, 16>(bytes, SIGNED128.contains(&(value as i128)), 0u128.to_ne_bytes());
    }
}

// ---------------------------------------------------------------------
// Pointers from bytes.

/// A reference, a `Box` or a function pointer made from bytes would be
/// dangling, or callable in safe code: none is made, whatever the bytes.
/// Raw pointers and `NonNull` from integers are values (they are not
/// dereferenced without `unsafe`).
#[test]
fn no_reference_or_function_pointer_from_bytes() {
    fn no<S: Layout + transmutable::Lifetime<'static>, D: Layout + transmutable::Lifetime<'static>>() {
        assert!(
            !transmutable::is_transmutable::<S, D>(Assume::NOTHING),
            "{} -> {}",
            core::any::type_name::<S>(),
            core::any::type_name::<D>()
        );
    }
    no::<usize, &'static u8>();
    no::<usize, Option<&'static u8>>();
    no::<core::num::NonZeroUsize, &'static u8>();
    no::<[usize; 2], &'static [u8]>();
    no::<[usize; 2], Option<&'static [u8]>>();
    no::<[usize; 2], &'static str>();
    no::<*const u8, &'static u8>();
    no::<core::ptr::NonNull<u8>, &'static u8>();
    no::<Option<core::ptr::NonNull<u8>>, Option<&'static u8>>();
    no::<usize, fn()>();
    no::<core::num::NonZeroUsize, fn()>();
    no::<*const (), fn()>();
    no::<Option<fn()>, fn()>();
    no::<unsafe fn(), fn()>();
    no::<extern "C" fn(), fn()>();
    no::<fn(u8) -> u8, fn(u32) -> u32>();
    no::<fn() -> u8, fn() -> bool>();
    no::<&'static u8, &'static mut u8>();
    no::<Option<&'static u8>, &'static u8>();
    no::<&'static [u8; 2], &'static [u16; 1]>();
    no::<&'static Cell<u8>, &'static u8>();
    no::<&'static u8, &'static Cell<u8>>();
}
