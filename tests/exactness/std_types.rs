//! Every description transmutable ships for the standard library
//! (`src/description/std_impls.rs`), on values of every kind: zero and
//! non-zero, the extremes, `None` and `Some`, initialized and not.
//!
//! Pointers are checked for every kind of pointer transmutable describes, each
//! to a sized referent and to the unsized ones (`[u8]`, `[u32]`, `str`, and
//! derived structs ending in a slice or in `str`), one test per kind and
//! referent, so that a failure names both.

use std::cell::{Cell, UnsafeCell};
use std::cmp::Reverse;
use std::convert::Infallible;
use std::marker::{PhantomData, PhantomPinned};
use std::mem::{offset_of, size_of, ManuallyDrop, MaybeUninit};
use std::num::{NonZero, NonZeroU16, NonZeroU8, Saturating, Wrapping};
use std::ptr::{self, NonNull};
use std::sync::atomic::{
    AtomicBool, AtomicI16, AtomicI32, AtomicI64, AtomicI8, AtomicIsize, AtomicU16, AtomicU32, AtomicU64, AtomicU8,
    AtomicUsize,
};

use transmutable::Layout;

use super::check::{check, check_unsized, Example, FieldAt};

/// A sized referent with padding: a byte, three of padding, a word.
#[derive(Layout)]
#[repr(C)]
pub struct Padded {
    pub byte: u8,
    pub word: u32,
}

/// A struct ending in a slice, with padding before the tail and after it
/// (for an odd number of elements).
#[derive(Layout)]
#[repr(C)]
pub struct Tailed {
    pub head: u32,
    pub flag: bool,
    pub tail: [u16],
}

/// [`Tailed`] with `N` elements, as a sized type: the same fields in the
/// same `repr(C)` order, so the same layout.
#[repr(C)]
struct TailedOf<const N: usize> {
    head: u32,
    flag: bool,
    tail: [u16; N],
}

/// A struct ending in `str`.
#[derive(Layout)]
#[repr(C)]
pub struct Named {
    pub id: u16,
    pub name: str,
}

/// [`Named`] with `N` bytes of name, as a sized type.
#[repr(C)]
struct NamedOf<const N: usize> {
    id: u16,
    name: [u8; N],
}

/// A `transparent` struct ending in a slice: the slice, beside a field
/// without bytes.
#[derive(Layout)]
#[repr(transparent)]
pub struct Wrapped {
    pub marker: PhantomData<u32>,
    pub data: [u16],
}

/// `data` as a [`Wrapped`].
fn wrapped(data: &[u16]) -> &Wrapped {
    // SAFETY: `Wrapped` is `transparent` over `[u16]`, so a pointer to the
    // slice is a pointer to it, with the same length.
    unsafe { &*(data as *const [u16] as *const Wrapped) }
}

/// A list: a referent that holds a pointer to its own type.
#[derive(Layout)]
#[repr(C)]
pub struct Node {
    pub value: u8,
    pub next: Option<&'static Node>,
}

/// A boxed [`Tailed`] with `N` elements.
fn tailed<const N: usize>(tail: [u16; N]) -> Box<Tailed> {
    let sized = Box::into_raw(Box::new(TailedOf { head: 0xDEAD_BEEF, flag: N % 2 == 0, tail }));
    let whole = ptr::slice_from_raw_parts_mut(sized.cast::<u8>(), N) as *mut Tailed;
    // SAFETY: `TailedOf<N>` and `Tailed` with `N` elements are `repr(C)`
    // structs of the same fields, so they have the same layout; the box was
    // allocated with it, and its bytes are a valid `Tailed`.
    unsafe { Box::from_raw(whole) }
}

/// A boxed [`Named`] named `name`.
fn named<const N: usize>(name: &str) -> Box<Named> {
    let bytes: [u8; N] = name.as_bytes().try_into().expect("N is the length of the name");
    let sized = Box::into_raw(Box::new(NamedOf { id: N as u16, name: bytes }));
    let whole = ptr::slice_from_raw_parts_mut(sized.cast::<u8>(), N) as *mut Named;
    // SAFETY: as in `tailed`; the name is UTF-8.
    unsafe { Box::from_raw(whole) }
}

macro_rules! integers {
    ($($type:ty),*) => {$(
        check(Example::all([0, 1, 0x5A, <$type>::MIN, <$type>::MAX, <$type>::MAX / 3]));
    )*};
}

#[test]
fn integers() {
    integers!(u8, u16, u32, u64, u128, usize, i8, i16, i32, i64, i128, isize);
}

#[test]
fn floats() {
    check(Example::all([0.0f32, -0.0, 1.5, f32::MIN_POSITIVE / 2.0, f32::NAN, f32::INFINITY, f32::MIN]));
    check(Example::all([0.0f64, -0.0, 1.5, f64::MIN_POSITIVE / 2.0, f64::NAN, f64::NEG_INFINITY, f64::MAX]));
}

#[test]
fn bool_char_and_unit() {
    check(Example::all([false, true]));
    check(Example::all(['\0', 'a', 'é', '\u{D7FF}', '\u{E000}', '\u{FFFF}', '\u{10000}', char::MAX]));
    check(Example::all([()]));
}

#[test]
fn uninhabited_and_zero_sized() {
    check::<Infallible>(Vec::new());
    check(Example::all([PhantomData::<u64>]));
    check(Example::all([PhantomData::<str>]));
    check(Example::all([PhantomData::<[u32]>]));
    check(Example::all([PhantomPinned]));
}

macro_rules! non_zeros {
    ($($type:ty),*) => {$(
        let values: Vec<NonZero<$type>> = [1, 0x5A, (0 as $type).wrapping_sub(1)]
            .into_iter()
            .filter_map(NonZero::new)
            .chain([NonZero::<$type>::MIN, NonZero::<$type>::MAX])
            .collect();
        check(Example::all(values.clone()));
        check(Example::all(values.into_iter().map(Some).chain([None])));
    )*};
}

#[test]
fn non_zero_and_its_option() {
    non_zeros!(u8, u16, u32, u64, u128, usize, i8, i16, i32, i64, i128, isize);
}

#[test]
fn transparent_wrappers() {
    check(Example::all([ManuallyDrop::new(0u16), ManuallyDrop::new(u16::MAX)]));
    check(Example::all([ManuallyDrop::new((1u8, 2u32))]));
    check(Example::all([ManuallyDrop::new('x')]));
    check(Example::all([Wrapping(0u32), Wrapping(u32::MAX)]));
    check(Example::all([Wrapping(true)]));
    check(Example::all([Saturating(-1i8), Saturating(i8::MAX)]));
    check(Example::all([Reverse('a'), Reverse(char::MAX)]));
    check(Example::all([Reverse((0u8, 0u64))]));
}

#[test]
fn maybe_uninit() {
    check(Example::all([MaybeUninit::uninit(), MaybeUninit::new(5u32)]));
    check(Example::all([MaybeUninit::uninit(), MaybeUninit::new(true)]));
    check(Example::all([MaybeUninit::uninit(), MaybeUninit::new((1u8, 2u32))]));
    check(Example::all([MaybeUninit::<Cell<u16>>::uninit(), MaybeUninit::new(Cell::new(3))]));
}

#[test]
fn cells() {
    check(Example::all([Cell::new(0u32), Cell::new(u32::MAX)]));
    check(Example::all([Cell::new(false), Cell::new(true)]));
    check(Example::all([Cell::new((1u8, 2u16))]));
    check(Example::all([Cell::new(MaybeUninit::<u8>::uninit())]));
    check(Example::all([UnsafeCell::new('z')]));
    check(Example::all([UnsafeCell::new(NonZeroU8::MAX)]));
}

#[test]
fn atomics() {
    check(Example::all([AtomicBool::new(false), AtomicBool::new(true)]));
    check(Example::all([AtomicU8::new(0), AtomicU8::new(u8::MAX)]));
    check(Example::all([AtomicI8::new(-1)]));
    check(Example::all([AtomicU16::new(0x1234)]));
    check(Example::all([AtomicI16::new(i16::MIN)]));
    check(Example::all([AtomicU32::new(0x1234_5678)]));
    check(Example::all([AtomicI32::new(-5)]));
    check(Example::all([AtomicU64::new(u64::MAX)]));
    check(Example::all([AtomicI64::new(i64::MIN)]));
    check(Example::all([AtomicUsize::new(usize::MAX)]));
    check(Example::all([AtomicIsize::new(-1)]));
}

#[test]
fn empty_arrays() {
    check(Example::all([[0u8; 0]]));
    check(Example::all([[0u32; 0]]));
    check(Example::all([[0u64; 0]]));
    check::<[Infallible; 0]>(Example::all([[]]));
    check::<[Infallible; 1]>(Vec::new());
}

#[test]
fn arrays() {
    check(Example::all([[0u8, 1, 2], [255; 3]]));
    check(Example::all([[false, true, true, false]]));
    check(Example::all([['a', char::MAX]]));
    check(Example::all([[NonZeroU16::MIN, NonZeroU16::MAX, NonZeroU16::MIN]]));
    check(Example::all([[None, NonZeroU8::new(3), None, NonZeroU8::new(255), None]]));
    check(Example::all([[(1u8, 2u16), (3, 4), (5, 6)]]));
    check(Example::all([[[1u16, 2], [3, 4], [5, 6]]]));
    check(Example::all([[(); 5]]));
    check(Example::all([[MaybeUninit::uninit(), MaybeUninit::new(1u8), MaybeUninit::uninit(), MaybeUninit::new(0)]]));
    check(Example::all([[AtomicU8::new(1), AtomicU8::new(2), AtomicU8::new(3)]]));
    check(Example::all([[Cell::new(1u16), Cell::new(2)]]));
    check(Example::all([[Padded { byte: 1, word: 2 }, Padded { byte: 3, word: 4 }]]));
}

#[test]
fn large_arrays() {
    check(Example::all([[0u8; 4096], [0xA5; 4096]]));
    check(Example::all([[true; 1000]]));
    check(Example::all([[(7u8, 0x1234_5678u32); 300]]));
}

macro_rules! tuples {
    ($(($($index:tt: $field:ty),+) = [$($value:expr),+];)*) => {$({
        type Tuple = ($($field,)+);
        let fields = || vec![$(FieldAt::new(stringify!($index), offset_of!(Tuple, $index), size_of::<$field>())),+];
        let values: Vec<Tuple> = vec![$($value),+];
        check(values.into_iter().map(|value| Example::of(value).fields(fields())).collect());
    })*};
}

#[test]
fn tuples() {
    tuples! {
        (0: u8) = [(0,), (255,)];
        (0: u8, 1: u16) = [(0, 0), (255, 0xFFFF)];
        (0: u16, 1: u8) = [(1, 2)];
        (0: u8, 1: u32, 2: u8) = [(1, 2, 3), (0, u32::MAX, 255)];
        (0: u64, 1: u8) = [(u64::MAX, 0)];
        (0: bool, 1: char) = [(false, 'a'), (true, char::MAX)];
        (0: u8, 1: (u16, u8)) = [(1, (2, 3))];
        (0: (), 1: u32, 2: PhantomData<u8>) = [((), 7, PhantomData)];
        (0: u8, 1: u16, 2: u8, 3: u32) = [(1, 2, 3, 4)];
        (0: u8, 1: u64, 2: u16, 3: u8, 4: u32) = [(1, 2, 3, 4, 5)];
        (0: bool, 1: u16, 2: char, 3: u8, 4: i64, 5: Option<NonZeroU8>) = [(true, 1, 'c', 2, -3, None)];
        (0: u8, 1: u16, 2: u8, 3: u32, 4: u8, 5: u64, 6: u8) = [(1, 2, 3, 4, 5, 6, 7)];
        (0: u8, 1: u16, 2: u8, 3: u32, 4: u8, 5: u64, 6: u8, 7: u16) = [(1, 2, 3, 4, 5, 6, 7, 8)];
        (0: u8, 1: i128, 2: u8, 3: u32, 4: u8, 5: u64, 6: u8, 7: u16, 8: bool) = [(1, -2, 3, 4, 5, 6, 7, 8, true)];
        (0: u8, 1: u16, 2: u8, 3: u32, 4: u8, 5: u64, 6: u8, 7: u16, 8: bool, 9: char) = [(1, 2, 3, 4, 5, 6, 7, 8, false, 'z')];
        (0: u8, 1: u16, 2: u8, 3: u32, 4: u8, 5: u64, 6: u8, 7: u16, 8: bool, 9: char, 10: u8) = [(1, 2, 3, 4, 5, 6, 7, 8, false, 'z', 11)];
        (0: u8, 1: u16, 2: u8, 3: u32, 4: u8, 5: u64, 6: u8, 7: u16, 8: bool, 9: char, 10: u8, 11: u128) = [(1, 2, 3, 4, 5, 6, 7, 8, false, 'z', 11, 12)];
    }
}

/// One test per kind of pointer to `$pointee`; `make(n)` builds a boxed
/// referent (with `n` tail elements if it is unsized), `null()` a null
/// raw pointer to it (with a non-zero length if it is unsized).
macro_rules! pointers_to {
    ($($module:ident: $pointee:ty, make $make:expr, null $null:expr;)*) => {$(
        mod $module {
            use super::*;

            fn make(elements: usize) -> Box<$pointee> {
                ($make)(elements)
            }

            fn null() -> *mut $pointee {
                $null
            }

            #[test]
            fn shared() {
                let (one, two) = (make(0), make(3));
                check(Example::all([&*one, &*two]));
            }

            #[test]
            fn shared_or_none() {
                let one = make(3);
                check(Example::all([Some(&*one), None]));
            }

            #[test]
            fn unique() {
                let (mut one, mut two) = (make(0), make(3));
                check(Example::all([&mut *one, &mut *two]));
            }

            #[test]
            fn unique_or_none() {
                let mut one = make(3);
                check(Example::all([Some(&mut *one), None]));
            }

            #[test]
            fn non_null() {
                let mut one = make(1);
                check(Example::all([NonNull::from(&mut *one)]));
            }

            #[test]
            fn non_null_or_none() {
                let mut one = make(1);
                check(Example::all([Some(NonNull::from(&mut *one)), None]));
            }

            #[test]
            fn raw() {
                let one = make(3);
                check(Example::all([&*one as *const $pointee, null() as *const $pointee]));
            }

            #[test]
            fn raw_mut() {
                let mut one = make(3);
                check(Example::all([&mut *one as *mut $pointee, null()]));
            }

            #[test]
            fn boxed() {
                check(Example::all([make(0), make(3)]));
            }

            #[test]
            fn boxed_or_none() {
                check(Example::all([Some(make(3)), None]));
            }
        }
    )*};
}

pointers_to! {
    to_word: u32, make |n| Box::new(n as u32), null ptr::null_mut();
    to_padded: Padded, make |n| Box::new(Padded { byte: n as u8, word: 7 }), null ptr::null_mut();
    to_list: Node, make |_| Box::new(Node { value: 1, next: Some(&Node { value: 2, next: None }) }), null ptr::null_mut();
    to_byte_slice: [u8], make |n| vec![0xA5u8; n].into_boxed_slice(), null ptr::slice_from_raw_parts_mut(ptr::null_mut(), 5);
    to_word_slice: [u32], make |n| vec![7u32; n].into_boxed_slice(), null ptr::slice_from_raw_parts_mut(ptr::null_mut(), 5);
    to_str: str, make |n| "é".repeat(n).into_boxed_str(), null ptr::slice_from_raw_parts_mut(ptr::null_mut::<u8>(), 5) as *mut str;
    to_tailed: Tailed, make |n| match n { 0 => tailed([]), 1 => tailed([1]), _ => tailed([1, 2, 3]) },
        null ptr::slice_from_raw_parts_mut(ptr::null_mut::<u8>(), 5) as *mut Tailed;
    to_named: Named, make |n| match n { 0 => named::<0>(""), 1 => named::<1>("a"), _ => named::<3>("aé") },
        null ptr::slice_from_raw_parts_mut(ptr::null_mut::<u8>(), 5) as *mut Named;
}

fn nothing() {}

/// # Safety
///
/// None needed: the test only takes its address.
unsafe fn widen(byte: u8) -> u32 {
    u32::from(byte)
}

extern "C" fn pair(_: u16, _: u32) {}

/// # Safety
///
/// None needed: the test only takes its address.
unsafe extern "C" fn six(a: u8, b: u8, c: u8, d: u8, e: u8, f: u8) -> u8 {
    a ^ b ^ c ^ d ^ e ^ f
}

#[test]
fn function_pointers() {
    check(Example::all([nothing as fn()]));
    check(Example::all([Some(nothing as fn()), None]));
    check(Example::all([widen as unsafe fn(u8) -> u32]));
    check(Example::all([Some(widen as unsafe fn(u8) -> u32), None]));
    check(Example::all([pair as extern "C" fn(u16, u32)]));
    check(Example::all([Some(pair as extern "C" fn(u16, u32)), None]));
    check(Example::all([six as unsafe extern "C" fn(u8, u8, u8, u8, u8, u8) -> u8]));
    check(Example::all([Some(six as unsafe extern "C" fn(u8, u8, u8, u8, u8, u8) -> u8), None]));
}

#[test]
fn a_list_that_points_to_itself() {
    check(Example::all([Node { value: 1, next: None }, Node { value: 2, next: Some(&Node { value: 3, next: None }) }]));
}

#[test]
fn unsized_referents() {
    // A slice's elements start where it does.
    check_unsized::<[u8]>(&[&[], &[1, 2, 3]], <[u8]>::len, |_| 0);
    check_unsized::<[u32]>(&[&[], &[1, 2, 3]], <[u32]>::len, |_| 0);
    check_unsized::<[(u8, u16)]>(&[&[(1, 2), (3, 4)]], <[(u8, u16)]>::len, |_| 0);
    check_unsized::<[char]>(&[&['a', char::MAX]], <[char]>::len, |_| 0);
    check_unsized::<str>(&["", "héllo"], str::len, |_| 0);
    let (none, one, three) = (tailed([]), tailed([1]), tailed([1, 2, 3]));
    check_unsized::<Tailed>(
        &[&none, &one, &three],
        |value| value.tail.len(),
        |value| (&raw const value.tail).cast::<u8>().addr() - (value as *const Tailed).cast::<u8>().addr(),
    );
    check_unsized::<Wrapped>(
        &[wrapped(&[]), wrapped(&[1, 2, 3])],
        |value| value.data.len(),
        |value| (&raw const value.data).cast::<u8>().addr() - (value as *const Wrapped).cast::<u8>().addr(),
    );
    let (empty, short) = (named::<0>(""), named::<3>("aé"));
    check_unsized::<Named>(
        &[&empty, &short],
        |value| value.name.len(),
        |value| (&raw const value.name).cast::<u8>().addr() - (value as *const Named).cast::<u8>().addr(),
    );
}
