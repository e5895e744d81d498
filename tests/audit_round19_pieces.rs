//! Adversarial probes, round 19: the native descriptions' pieces made in
//! one constant (arrays by one run or one repeat, references and boxes
//! without the `None` of their `Option`), `()`'s description as a static,
//! the facts a check reads in place, and one type recognized by its
//! identity's length then bytes. Expected verdicts from the contract and
//! the language: a zero-length array is inhabited and has one value
//! whatever its element; an array of `N` elements holds each element's
//! values in each place; `Option<&T>`, `Option<Box<T>>` and raw pointers
//! may be null and `&T`, `&mut T`, `Box<T>`, `NonNull<T>` may not; a type
//! with private fields has its module's invariants, which another type of
//! the same layout, even of a name as long, does not keep. Held.

#![forbid(unsafe_code)]

use core::cell::Cell;
use core::convert::Infallible;
use core::num::NonZero;
use core::ptr::NonNull;
use core::sync::atomic::AtomicU8;
use transmutable::{assert_transmutable, decide_ref, is_transmutable, Assume, Layout};

#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum Two {
    A = 1,
    B = 2,
}

#[derive(Layout, Clone, Copy)]
pub enum Never {}

/// No bytes, one value.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct Unit {}

/// A union of no bytes.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union Nothing {
    pub unit: (),
    pub empty: [u8; 0],
}

/// Many values of no bytes, then two `bool`s.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct Behind {
    pub nothing: [Unit; usize::MAX],
    pub flags: [bool; 2],
}

fn yes<'l, Src: Layout + transmutable::Lifetime<'l>, Dst: Layout + transmutable::Lifetime<'l>>() -> bool {
    is_transmutable::<Src, Dst>(Assume::NOTHING)
}

#[test]
fn zero_length_arrays_are_unit_whatever_their_element() {
    assert!(yes::<[char; 0], ()>());
    assert!(yes::<(), [char; 0]>());
    assert!(yes::<(), [Never; 0]>());
    assert!(yes::<(), [Infallible; 0]>());
    assert!(yes::<(), [&'static u8; 0]>());
    assert!(yes::<(), [NonZero<u64>; 0]>());
    assert!(yes::<[Two; 0], [Never; 0]>());
    // An array of one uninhabited element has no value.
    assert!(!yes::<(), [Never; 1]>());
    assert!(!yes::<[u8; 0], [Never; 3]>());
    assert!(yes::<[Never; 1], [u8; 0]>());
    assert!(yes::<[Never; 2], u64>());
}

#[test]
fn arrays_of_zero_sized_elements_even_of_huge_lengths() {
    assert!(yes::<[(); usize::MAX], ()>());
    assert!(yes::<(), [(); usize::MAX]>());
    assert!(yes::<(), [[u8; 0]; usize::MAX]>());
    assert!(yes::<[[(); usize::MAX]; usize::MAX], [(); 1]>());
    assert!(!yes::<(), [Never; usize::MAX]>());
    assert!(yes::<(), [Nothing; usize::MAX]>());
    assert!(yes::<[Nothing; usize::MAX], [Unit; usize::MAX]>());
    assert!(yes::<(), [[Never; 0]; 0]>());
    assert!(yes::<(), [[Never; 0]; usize::MAX]>());
    assert!(!yes::<(), [[Never; 1]; 1]>());
}

#[test]
fn arrays_of_scalars_with_fewer_values_than_their_bytes() {
    assert!(yes::<[bool; 3], [u8; 3]>());
    assert!(!yes::<[u8; 3], [bool; 3]>());
    assert!(yes::<[bool; 4096], [u8; 4096]>());
    assert!(!yes::<[u8; 4096], [bool; 4096]>());
    assert!(yes::<[Two; 3], [u8; 3]>());
    assert!(!yes::<[u8; 3], [Two; 3]>());
    assert!(!yes::<[bool; 3], [Two; 3]>());
    assert!(!yes::<[Two; 3], [bool; 3]>());
    assert!(yes::<[char; 2], [u32; 2]>());
    assert!(!yes::<[u32; 2], [char; 2]>());
    assert!(yes::<[[char; 2]; 3], [char; 6]>());
    assert!(!yes::<[[u32; 2]; 3], [char; 6]>());
    assert!(!yes::<[char; 6], [[NonZero<u32>; 2]; 3]>());
    assert!(yes::<[NonZero<u16>; 4], [u16; 4]>());
    assert!(!yes::<[u16; 4], [NonZero<u16>; 4]>());
    assert!(yes::<[u8; 5], [core::mem::MaybeUninit<u8>; 5]>());
    assert!(!yes::<[core::mem::MaybeUninit<u8>; 5], [u8; 5]>());
    // The last element's place: a `bool` from a `u8` only there.
    assert!(!yes::<([bool; 7], u8), [bool; 8]>());
}

#[test]
fn arrays_of_cells_and_atomics_keep_them_behind_shared_references() {
    assert!(!decide_ref::<[Cell<u8>; 4], [u8; 4]>(Assume::NOTHING).is_transmutable());
    assert!(!decide_ref::<[u8; 4], [Cell<u8>; 4]>(Assume::NOTHING).is_transmutable());
    assert!(!decide_ref::<[AtomicU8; 4], [u8; 4]>(Assume::NOTHING).is_transmutable());
    assert!(decide_ref::<[Cell<u8>; 4], [Cell<u8>; 4]>(Assume::NOTHING).is_transmutable());
    assert!(!decide_ref::<[Cell<u8>; 4], [Cell<bool>; 4]>(Assume::NOTHING).is_transmutable());
}

#[test]
fn arrays_of_references_and_their_options() {
    assert!(yes::<[&'static u8; 2], [Option<&'static u8>; 2]>());
    assert!(!yes::<[Option<&'static u8>; 2], [&'static u8; 2]>());
    assert!(yes::<[Option<&'static u8>; 2], [*const u8; 2]>());
    assert!(!yes::<[*const u8; 2], [&'static u8; 2]>());
    assert!(!yes::<[&'static u8; 2], [&'static u16; 2]>());
    assert!(!yes::<[&'static [u8]; 3], [&'static [u16]; 3]>());
    assert!(!yes::<[Option<&'static [u8]>; 3], [&'static [u8]; 3]>());
    assert!(!yes::<[&'static u8; 1], &'static mut u8>());
}

#[test]
fn never_null_pointers_have_no_none_and_their_options_do() {
    // Thin.
    assert!(yes::<&'static u8, Option<&'static u8>>());
    assert!(!yes::<Option<&'static u8>, &'static u8>());
    assert!(!yes::<Option<&'static mut u8>, &'static mut u8>());
    assert!(!yes::<*const u8, NonNull<u8>>());
    assert!(!yes::<Option<NonNull<u8>>, NonNull<u8>>());
    assert!(yes::<NonNull<u8>, Option<NonNull<u8>>>());
    assert!(!yes::<*mut u8, Option<&'static u8>>());
    assert!(!yes::<Option<Box<u8>>, Box<u8>>());
    assert!(yes::<Box<u8>, Option<Box<u8>>>());
    // Wide: the address's word decides.
    assert!(yes::<&'static [u8], Option<&'static [u8]>>());
    assert!(!yes::<Option<&'static [u8]>, &'static [u8]>());
    assert!(!yes::<Option<&'static str>, &'static str>());
    assert!(!yes::<*const [u8], &'static [u8]>());
    assert!(!yes::<*mut [u8], NonNull<[u8]>>());
    assert!(!yes::<Option<NonNull<[u8]>>, NonNull<[u8]>>());
    assert!(!yes::<Option<Box<[u8]>>, Box<[u8]>>());
    assert!(yes::<Box<[u8]>, Option<Box<[u8]>>>());
    assert!(!yes::<Option<&'static mut [u8]>, &'static mut [u8]>());
    // A shared reference never becomes a unique one, nor a box.
    assert!(!yes::<&'static u8, &'static mut u8>());
    assert!(!yes::<&'static u8, Box<u8>>());
    assert!(!yes::<Option<&'static u8>, Option<Box<u8>>>());
}

mod aa {
    #[derive(transmutable::Layout, Clone, Copy)]
    #[repr(C)]
    pub struct Held {
        spread: u8,
    }
    #[derive(transmutable::Layout, Clone, Copy)]
    #[repr(C)]
    pub struct Wrap<T>(T);
}

mod ab {
    #[derive(transmutable::Layout, Clone, Copy)]
    #[repr(C)]
    pub struct Held {
        spread: u8,
    }
}

/// `aa::Held`'s name but for one letter, and of its length.
mod aa_ {
    #[derive(transmutable::Layout, Clone, Copy)]
    #[repr(C)]
    pub struct Helt {
        spread: u8,
    }
}

#[test]
fn one_type_only_when_the_identities_are_the_same() {
    assert!(yes::<aa::Held, aa::Held>());
    assert!(!yes::<aa::Held, ab::Held>());
    assert!(!yes::<ab::Held, aa::Held>());
    assert!(!yes::<aa::Held, aa_::Helt>());
    assert!(!yes::<u8, aa::Held>());
    // A generic type has no identity of its own: never one type.
    assert!(!yes::<aa::Wrap<[u8; 4]>, aa::Wrap<u32>>());
    assert!(!yes::<aa::Wrap<u8>, aa::Wrap<bool>>());
    assert!(!yes::<aa::Wrap<u8>, aa::Wrap<i8>>());
    assert!(!yes::<aa::Wrap<aa::Held>, aa::Wrap<ab::Held>>());
    // Lifetimes: one type of two lifetimes is not the same type.
    assert!(!yes::<aa::Wrap<&'static u8>, aa::Wrap<&'static u16>>());
}

#[test]
fn unit_and_the_empty_frame() {
    assert!(yes::<(), ()>());
    assert!(yes::<u8, ()>());
    assert!(!yes::<(), u8>());
    assert!(yes::<((), [u8; 0], ()), ()>());
    assert!(yes::<&'static (), &'static [u8; 0]>());
    assert!(!yes::<&'static (), &'static u8>());
    assert!(!yes::<&'static [(); 4], &'static [u8; 1]>());
}

// The macro's verdict, each way it may turn.
assert_transmutable!([bool; 3], [u8; 3]);
assert_transmutable!([Two; 0], [Never; 0]);
assert_transmutable!(&'static u8, Option<&'static u8>);
assert_transmutable!([Never; 1], u8);

/// The arrays' one piece, read at run time: each element's place checked.
#[test]
fn arrays_one_piece_at_run_time() {
    use transmutable::{try_read_from_bytes, try_ref_from_bytes};
    assert!(try_ref_from_bytes::<[bool; 3]>(&[0, 1, 1]).is_ok());
    assert!(try_ref_from_bytes::<[bool; 3]>(&[0, 1, 2]).is_err());
    assert!(try_ref_from_bytes::<[bool; 3]>(&[2, 1, 0]).is_err());
    assert!(try_read_from_bytes::<[Two; 3]>(&[1, 2, 1]).is_ok());
    assert!(try_read_from_bytes::<[Two; 3]>(&[1, 2, 3]).is_err());
    assert!(try_read_from_bytes::<[Two; 3]>(&[0, 2, 1]).is_err());
    assert!(try_read_from_bytes::<[Two; 0]>(&[]).is_ok());
    assert!(try_read_from_bytes::<[Never; 0]>(&[]).is_ok());
    assert!(try_read_from_bytes::<[(); usize::MAX]>(&[]).is_ok());
    assert!(try_ref_from_bytes::<[[u8; 0]; usize::MAX]>(&[]).is_ok());
    assert!(try_ref_from_bytes::<[[(); usize::MAX]; usize::MAX]>(&[]).is_ok());
    assert!(try_read_from_bytes::<Behind>(&[1, 0]).is_ok());
    assert!(try_read_from_bytes::<Behind>(&[1, 2]).is_err());
    assert!(try_read_from_bytes::<[Unit; usize::MAX]>(&[]).is_ok());
    assert!(try_read_from_bytes::<[Nothing; usize::MAX]>(&[]).is_ok());
    assert!(try_ref_from_bytes::<[[Nothing; usize::MAX]; 3]>(&[]).is_ok());
    let chars = |a: u32, b: u32| {
        let mut bytes = [0u8; 8];
        bytes[..4].copy_from_slice(&a.to_ne_bytes());
        bytes[4..].copy_from_slice(&b.to_ne_bytes());
        try_read_from_bytes::<[char; 2]>(&bytes).map(|c| c.map(u32::from)).ok()
    };
    assert_eq!(chars(0x41, 0x10FFFF), Some([0x41, 0x10FFFF]));
    assert_eq!(chars(0x41, 0x110000), None);
    assert_eq!(chars(0xD800, 0x41), None);
    assert_eq!(chars(0x41, 0xDFFF), None);
    assert_eq!(chars(0xE000, 0xD7FF), Some([0xE000, 0xD7FF]));
    assert!(try_read_from_bytes::<[NonZero<u16>; 2]>(&[1, 0, 0, 0]).is_err());
    assert!(try_read_from_bytes::<[NonZero<u16>; 2]>(&[0, 1, 1, 0]).is_ok());
}

/// A cell the array's one run hides keeps its flags: behind a shared
/// reference, cells are neither gained nor lost.
#[test]
fn arrays_one_run_keeps_its_elements_flags() {
    use core::mem::MaybeUninit;
    assert!(!decide_ref::<[MaybeUninit<Cell<u8>>; 2], [MaybeUninit<u8>; 2]>(Assume::NOTHING).is_transmutable());
    assert!(!decide_ref::<[MaybeUninit<u8>; 2], [MaybeUninit<Cell<u8>>; 2]>(Assume::NOTHING).is_transmutable());
    assert!(!decide_ref::<[core::cell::UnsafeCell<u16>; 2], [u16; 2]>(Assume::NOTHING).is_transmutable());
    assert!(!decide_ref::<[u16; 2], [[Cell<u16>; 1]; 2]>(Assume::NOTHING).is_transmutable());
}
