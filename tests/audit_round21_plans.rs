//! Adversarial probes, round 21: the run-time plan's arrays (audit round
//! 20's change). An array whose elements take every initialized byte
//! string and add no check is added once outside a union's field; every
//! other array counts its elements against `MAX_UNROLLED_ELEMENTS`, past
//! which the type is walked at run time. Probes: padded elements followed
//! by a checked field (which must still be checked), nested arrays of
//! them, enum elements, and `bool` pairs past the cap (a bad element after
//! the 1024th must be refused), inside and outside unions, a union of
//! two readings of one array. Small enough for Miri, native and s390x.
//! Expected verdicts from the language: integers and padding take any
//! byte, a `bool` and the enum below 0 or 1; a union of `[Flagged; N]`
//! and `[bool; 2 * N]`, whichever is written, holds 0 or 1 at every even
//! byte and anything at the odd ones. Held.

#![forbid(unsafe_code)]

use core::mem::MaybeUninit;
use transmutable::__private::validated_by_plan;
use transmutable::Layout;

/// Three bytes and a byte of padding: every byte string is one.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct Padded {
    pub a: u8,
    pub b: u16,
}

/// A `bool`, then a byte.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct Flagged {
    pub flag: bool,
    pub byte: u8,
}

/// 0 or 1.
#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum Bit {
    Zero = 0,
    One = 1,
}

/// Padded elements, more than the cap, then a checked byte.
#[derive(Layout)]
#[repr(C)]
pub struct PaddedThenFlag {
    pub first: bool,
    pub pairs: [Padded; 1500],
    pub last: bool,
}

/// Arrays of arrays of padded elements, then a checked byte.
#[derive(Layout)]
#[repr(C)]
pub struct NestedThenFlag {
    pub rows: [[Padded; 3]; 700],
    pub last: Bit,
}

/// Enum elements of one byte: a run.
#[derive(Layout)]
#[repr(C)]
pub struct Bits {
    pub bits: [Bit; 1100],
}

/// Checked pairs, more than the cap.
#[derive(Layout)]
#[repr(C)]
pub struct Pairs {
    pub pairs: [Flagged; 1100],
}

/// Two readings of one array, past the cap.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union Readings {
    pub pairs: [Flagged; 1100],
    pub flags: [bool; 2200],
}

/// Enum elements in a union's field: a run.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union BitsInUnion {
    pub bits: [Bit; 1100],
}

/// A `bool`, then padded elements in a union's field, past the cap.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union PaddedInUnion {
    pub pairs: [Padded; 1100],
}

/// Bytes (one run, no array), a `bool` over the padding of the last of
/// 1100 `Padded`, bytes.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct FlagAtTheEnd {
    pub bytes: MaybeUninit<[u8; 4397]>,
    pub flag: bool,
    pub rest: [u8; 2],
}

/// Padded elements past the cap, the last one's padding under a `bool`.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union LastPaddingChecked {
    pub pairs: [Padded; 1100],
    pub other: FlagAtTheEnd,
}

#[derive(Layout)]
#[repr(C)]
pub struct FlagThenUnion {
    pub flag: bool,
    pub union: PaddedInUnion,
}

/// Whether `T` is accepted from a buffer of its size, aligned, holding
/// zeros but for `set` (offset, value), by the checked view.
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
fn a_checked_field_after_padded_elements_is_checked() {
    assert!(validated_by_plan(PaddedThenFlag::DESCRIPTION));
    let last = core::mem::offset_of!(PaddedThenFlag, last);
    // Padding inside the pairs and after `last`, integers: any byte.
    let end = core::mem::size_of::<PaddedThenFlag>() - 1;
    assert!(accepted::<PaddedThenFlag>(&[(0, 1), (2, 0xFF), (3, 0xFF), (last - 1, 0xFF), (last, 1), (end, 0xFF)]));
    assert!(!accepted::<PaddedThenFlag>(&[(last, 2)]));
    assert!(!accepted::<PaddedThenFlag>(&[(0, 2)]));
    assert!(accepted::<NestedThenFlag>(&[(1, 0xFF), (8399, 0xFF), (8400, 1)]));
    assert!(!accepted::<NestedThenFlag>(&[(8400, 2)]));
    assert!(!accepted::<NestedThenFlag>(&[(8400, 0xFF)]));
}

#[test]
fn elements_past_the_cap_are_checked() {
    // One byte each, a run of them: planned whole.
    assert!(validated_by_plan(Bits::DESCRIPTION));
    assert!(!validated_by_plan(Pairs::DESCRIPTION), "more elements than the cap");

    assert!(accepted::<Bits>(&[(1023, 1), (1099, 1)]));
    for bad in [0, 1023, 1024, 1050, 1099] {
        assert!(!accepted::<Bits>(&[(bad, 2)]), "{bad}");
    }
    if !cfg!(miri) {
        assert!(accepted::<Pairs>(&[(2047, 0xFF), (2048, 1), (2199, 0xFF)]));
    }
    // Walked at run time: under Miri, one element past the cap.
    let bad: &[usize] = if cfg!(miri) { &[2048] } else { &[0, 2046, 2048, 2198] };
    for &bad in bad {
        assert!(!accepted::<Pairs>(&[(bad, 2)]), "{bad}");
    }
}

/// Walked at run time: under Miri, one refused byte string of one union
/// (the walk reads it to its last element).
#[test]
fn unions_of_arrays_past_the_cap() {
    assert!(!validated_by_plan(Readings::DESCRIPTION), "more elements than the cap");
    assert!(!validated_by_plan(FlagThenUnion::DESCRIPTION), "more elements than the cap, in a union's field");
    if !cfg!(miri) {
        assert!(accepted::<Readings>(&[(1, 0xFF), (2049, 0xFF), (2199, 7), (2198, 1)]));
    }
    let bad: &[usize] = if cfg!(miri) { &[2198] } else { &[0, 2048, 2198] };
    for &bad in bad {
        assert!(!accepted::<Readings>(&[(bad, 2), (bad + 1, 1)]), "{bad}");
    }
    assert!(accepted::<BitsInUnion>(&[(1099, 1)]));
    for bad in [0, 1024, 1099] {
        assert!(!accepted::<BitsInUnion>(&[(bad, 2)]), "{bad}");
    }
    if !cfg!(miri) {
        let end = core::mem::size_of::<FlagThenUnion>() - 1;
        assert!(accepted::<FlagThenUnion>(&[(0, 1), (3, 0xFF), (end, 0xFF)]));
        assert!(!accepted::<FlagThenUnion>(&[(0, 2)]));
    }
}

/// Element 1099's padding (byte 4397) holds what safe code leaves there:
/// a `bool` written through `other` (a whole `pairs` leaves it
/// uninitialized); either reading needs 0 or 1 there. The other elements'
/// padding lies under bytes of `other`: anything.
#[test]
#[cfg_attr(miri, ignore = "walks a union of 4400 bytes, two readings, three times")]
fn a_check_of_the_last_element_past_the_cap() {
    assert!(!validated_by_plan(LastPaddingChecked::DESCRIPTION), "more elements than the cap");
    assert!(accepted::<LastPaddingChecked>(&[(1, 0xFF), (4393, 0xFF), (4397, 1), (4399, 0xFF)]));
    assert!(!accepted::<LastPaddingChecked>(&[(4397, 2)]));
    assert!(!accepted::<LastPaddingChecked>(&[(4397, 0xFF)]));
}
