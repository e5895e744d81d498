//! Adversarial probes, round 20: the run-time plan of a type that holds a
//! long array whose elements take every initialized byte string but are
//! no run of bytes (pairs with padding, arrays of them, unions with a
//! field of no padding), beside bytes it checks, in a struct and in a
//! variant. The plan added each element in turn, finding no check in any,
//! and const evaluation gave up on a million of them ("constant
//! evaluation is taking a long time"): no checked view of such a type
//! compiled. Elements inside a union's field, whose padding takes what
//! safe code leaves at its place, are added one by one at most
//! `MAX_UNROLLED_ELEMENTS` in all, and the type is walked past that. Expected verdicts from the language: padding and integers
//! take any byte, a `bool` 0 or 1, a tag its variants'. Found and fixed.

#![forbid(unsafe_code)]

use transmutable::Layout;

/// Three bytes and a byte of padding.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct Pair {
    pub a: u8,
    pub b: u16,
}

/// A union one of whose fields takes every byte string.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union Dense {
    pub word: u32,
    pub flag: bool,
}

/// A `bool`, then a million pairs.
#[derive(Layout)]
#[repr(C)]
pub struct Pairs {
    pub flag: bool,
    pub pairs: [Pair; 1 << 20],
}

/// A `bool`, then a thousand arrays of a thousand pairs.
#[derive(Layout)]
#[repr(C)]
pub struct Grid {
    pub flag: bool,
    pub rows: [[Pair; 1 << 10]; 1 << 10],
}

/// A `bool`, then a million unions.
#[derive(Layout)]
#[repr(C)]
pub struct Unions {
    pub flag: bool,
    pub unions: [Dense; 1 << 20],
}

/// A union of a quarter of a million pairs, whose padding the plan reads
/// element by element.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union Pairs18 {
    pub pairs: [Pair; 1 << 18],
}

/// A `bool`, then that union.
#[derive(Layout)]
#[repr(C)]
pub struct InUnion {
    pub flag: bool,
    pub union: Pairs18,
}

/// The pairs in a variant, a `bool` in the other.
#[allow(clippy::large_enum_variant)]
#[derive(Layout)]
#[repr(C, u8)]
pub enum Either {
    Pairs([Pair; 1 << 20]) = 1,
    Flag(bool) = 2,
}

/// Whether `T` is accepted from a buffer of its size, aligned, holding
/// zeros but for `set` (offset, value).
fn accepted<T: Layout>(set: &[(usize, u8)]) -> bool {
    let size = core::mem::size_of::<T>();
    let mut storage = vec![0u32; size / 4 + 1];
    let bytes = &mut transmutable::as_mut_bytes(&mut storage[..])[..size];
    for &(at, value) in set {
        bytes[at] = value;
    }
    transmutable::try_ref_from_bytes::<T>(bytes).is_ok()
}

#[test]
fn long_arrays_of_elements_that_take_every_byte_string() {
    let last = core::mem::size_of::<Pairs>() - 1;
    assert!(accepted::<Pairs>(&[(0, 1), (3, 0xFF), (last, 0xFF)]));
    assert!(!accepted::<Pairs>(&[(0, 2)]));
    assert!(accepted::<Grid>(&[(0, 1), (5, 0xFF), (core::mem::size_of::<Grid>() - 1, 0xFF)]));
    assert!(!accepted::<Grid>(&[(0, 0xFF)]));
    assert!(accepted::<Unions>(&[(0, 1), (4, 0xFF), (core::mem::size_of::<Unions>() - 1, 0xFF)]));
    assert!(!accepted::<Unions>(&[(0, 3), (4, 1)]));
}

#[test]
fn long_arrays_in_a_variant() {
    let last = core::mem::size_of::<Either>() - 1;
    assert!(accepted::<Either>(&[(0, 1), (2, 0xFF), (3, 7), (last, 0xFF)]));
    assert!(accepted::<Either>(&[(0, 2), (2, 1), (last, 0xFF)]));
    assert!(!accepted::<Either>(&[(0, 2), (2, 2)]));
    assert!(!accepted::<Either>(&[(0, 3)]));
    assert!(!accepted::<Either>(&[(0, 0)]));
}

/// Walked at run time, a quarter of a million elements: natively only.
#[test]
#[cfg_attr(miri, ignore = "walks millions of bytes")]
fn long_arrays_in_a_union() {
    let last = core::mem::size_of::<InUnion>() - 1;
    assert!(accepted::<InUnion>(&[(0, 1), (3, 0xFF), (last, 0xFF)]));
    assert!(!accepted::<InUnion>(&[(0, 2)]));
}
