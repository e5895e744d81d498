//! The capability traits: every implementation transmutable ships is the
//! engine's verdict, every derive checks its type, and the methods work.
//!
//! Each `capabilities!` line below evaluates the hidden constant of every
//! listed trait for the type, in const evaluation: an implementation the
//! engine does not back is a compile error of this test. Each `lacks!`
//! line is a verdict of the engine that a type lacks a capability (and the
//! traits are not implemented for it, or this file's `capabilities!` lines
//! would say so).

use core::cell::{Cell, UnsafeCell};
use core::marker::PhantomData;
use core::mem::{ManuallyDrop, MaybeUninit};
use core::num::{NonZeroI8, NonZeroU32, NonZeroU8, Wrapping};
use core::ptr::NonNull;
use core::sync::atomic::{AtomicBool, AtomicU16, AtomicU8};

use transmutable::__private::{holds, Capability};
use transmutable::byteorder::{BigEndian, U32};
use transmutable::{FromBytes, FromZeros, Immutable, IntoBytes, Layout, TransmuteFrom, Unaligned};

macro_rules! capabilities {
    ($($type:ty: $($trait:ident),+;)*) => {$(
        const _: () = { $(let () = capabilities!(@check $type, $trait);)+ };
    )*};
    (@check $type:ty, FromZeros) => { <$type as FromZeros>::FROM_ZEROS };
    (@check $type:ty, FromBytes) => { <$type as FromBytes>::FROM_BYTES };
    (@check $type:ty, IntoBytes) => { <$type as IntoBytes>::INTO_BYTES };
    (@check $type:ty, Immutable) => { <$type as Immutable>::IMMUTABLE };
    (@check $type:ty, Unaligned) => { <$type as Unaligned>::UNALIGNED };
}

capabilities! {
    u8: FromZeros, FromBytes, IntoBytes, Immutable, Unaligned;
    i8: FromZeros, FromBytes, IntoBytes, Immutable, Unaligned;
    u16: FromZeros, FromBytes, IntoBytes, Immutable;
    u32: FromZeros, FromBytes, IntoBytes, Immutable;
    u64: FromZeros, FromBytes, IntoBytes, Immutable;
    u128: FromZeros, FromBytes, IntoBytes, Immutable;
    usize: FromZeros, FromBytes, IntoBytes, Immutable;
    i16: FromZeros, FromBytes, IntoBytes, Immutable;
    i32: FromZeros, FromBytes, IntoBytes, Immutable;
    i64: FromZeros, FromBytes, IntoBytes, Immutable;
    i128: FromZeros, FromBytes, IntoBytes, Immutable;
    isize: FromZeros, FromBytes, IntoBytes, Immutable;
    f32: FromZeros, FromBytes, IntoBytes, Immutable;
    f64: FromZeros, FromBytes, IntoBytes, Immutable;
    bool: FromZeros, IntoBytes, Immutable, Unaligned;
    char: FromZeros, IntoBytes, Immutable;
    (): FromZeros, FromBytes, IntoBytes, Immutable, Unaligned;
    core::convert::Infallible: IntoBytes, Immutable, Unaligned;
    core::marker::PhantomPinned: FromZeros, FromBytes, IntoBytes, Immutable, Unaligned;
    PhantomData<Cell<u64>>: FromZeros, FromBytes, IntoBytes, Immutable, Unaligned;
    str: IntoBytes, Immutable, Unaligned;
    NonZeroU8: IntoBytes, Immutable, Unaligned;
    NonZeroI8: IntoBytes, Immutable, Unaligned;
    NonZeroU32: IntoBytes, Immutable;
    Option<NonZeroU8>: FromZeros, FromBytes, IntoBytes, Immutable, Unaligned;
    Option<NonZeroU32>: FromZeros, FromBytes, IntoBytes, Immutable;
    ManuallyDrop<u8>: FromZeros, FromBytes, IntoBytes, Immutable, Unaligned;
    Wrapping<u32>: FromZeros, FromBytes, IntoBytes, Immutable;
    core::num::Saturating<i16>: FromZeros, FromBytes, IntoBytes, Immutable;
    core::cmp::Reverse<bool>: FromZeros, IntoBytes, Immutable, Unaligned;
    Cell<u8>: FromZeros, FromBytes, IntoBytes, Unaligned;
    UnsafeCell<[u16; 2]>: FromZeros, FromBytes, IntoBytes;
    MaybeUninit<u32>: FromZeros, FromBytes, Immutable;
    MaybeUninit<Cell<u8>>: FromZeros, FromBytes, Unaligned;
    [u8; 0]: FromZeros, FromBytes, IntoBytes, Immutable, Unaligned;
    [u16; 3]: FromZeros, FromBytes, IntoBytes, Immutable;
    [bool; 4096]: FromZeros, IntoBytes, Immutable, Unaligned;
    [u32]: FromZeros, FromBytes, IntoBytes, Immutable;
    [bool]: FromZeros, IntoBytes, Immutable, Unaligned;
    &'static u8: Immutable;
    &'static mut [u8]: Immutable;
    Option<&'static u32>: FromZeros, Immutable;
    Option<&'static [u32]>: FromZeros, Immutable;
    Option<&'static mut str>: FromZeros, Immutable;
    NonNull<u8>: Immutable;
    Option<NonNull<[u8]>>: FromZeros, Immutable;
    *const [u8]: FromZeros, Immutable;
    *mut u64: FromZeros, Immutable;
    Box<u8>: Immutable;
    Option<Box<str>>: FromZeros, Immutable;
    AtomicBool: FromZeros, IntoBytes, Unaligned;
    AtomicU8: FromZeros, FromBytes, IntoBytes, Unaligned;
    AtomicU16: FromZeros, FromBytes, IntoBytes;
    (u8, u16): FromZeros, Immutable;
    (u8, bool, u8): FromZeros, Immutable, Unaligned;
    (u8, u8, u8, u8, u8, u8, u8, u8, u8, u8, u8, u8): FromZeros, Immutable, Unaligned;
    U32<BigEndian>: FromZeros, FromBytes, IntoBytes, Immutable, Unaligned;
    Header: FromZeros, FromBytes, IntoBytes, Immutable, Unaligned;
    Pair<u8, [u8; 3]>: FromZeros, FromBytes, IntoBytes, Immutable, Unaligned;
    Pair<u32, u32>: FromZeros, FromBytes, Immutable;
    Pair<bool, Cell<u8>>: FromZeros, IntoBytes, Unaligned;
    Pair<U32<BigEndian>, u8>: FromZeros, FromBytes, IntoBytes, Immutable, Unaligned;
    Packed<u8, u32>: FromZeros, FromBytes, IntoBytes, Immutable, Unaligned;
    Packed<bool, u64>: FromZeros, IntoBytes, Immutable, Unaligned;
    Packed<Cell<u16>, [u8; 3]>: FromZeros, FromBytes, IntoBytes, Unaligned;
    Wrapper<u64>: FromZeros, FromBytes, IntoBytes, Immutable;
    Wrapper<bool>: FromZeros, IntoBytes, Immutable, Unaligned;
    Maybe<u8>: FromZeros, Immutable, Unaligned;
    Maybe<NonZeroU8>: FromZeros, Immutable, Unaligned;
    Maybe<u32>: FromZeros, Immutable;
    Late<char>: FromZeros, Immutable;
    Late<NonZeroU32>: FromZeros, Immutable;
    Either<u8, u16>: FromZeros, FromBytes, Immutable;
    Either<u8, [u8; 2]>: FromZeros, FromBytes, Immutable, Unaligned;
    Carrier<u16>: FromZeros, Immutable;
    Borrowed<'static>: Immutable;
}

/// A wire header: bytes all the way down.
#[derive(Layout, FromZeros, FromBytes, IntoBytes, Immutable, Unaligned, Debug, PartialEq)]
#[repr(C)]
pub struct Header {
    pub kind: u8,
    pub flags: u8,
    pub length: U32<BigEndian>,
}

/// A generic pair: its capabilities follow its fields'.
#[derive(Layout, FromZeros, FromBytes, IntoBytes, Immutable, Unaligned, Debug, PartialEq)]
#[repr(C)]
pub struct Pair<A, B> {
    pub first: A,
    pub second: B,
}

// Generic types have their capabilities by the language's layout rules,
// through bounds on every field type, so that an impl holds at every
// argument its bounds admit; the `capabilities!` lines above instantiate
// them where the engine must agree.

/// No padding at any argument: alignment 1.
#[derive(Layout, FromZeros, FromBytes, IntoBytes, Immutable, Unaligned)]
#[repr(C, packed)]
pub struct Packed<A, B> {
    pub first: A,
    pub second: B,
}

/// The layout of what it holds.
#[derive(Layout, FromZeros, FromBytes, IntoBytes, Immutable, Unaligned)]
#[repr(transparent)]
pub struct Wrapper<T> {
    pub inner: T,
    pub marker: PhantomData<T>,
}

/// All zeros are `Nothing`, whatever `T` is.
#[derive(Layout, FromZeros, Immutable, Unaligned)]
#[repr(u8)]
pub enum Maybe<T> {
    Nothing,
    Just(T),
}

/// All zeros are `Zero`, written out after a variant with fields.
#[derive(Layout, FromZeros, Immutable)]
#[repr(C, u16)]
pub enum Late<T> {
    First(T) = 3,
    Zero = 0,
}

/// Any bytes, when each field accepts any.
#[derive(Layout, FromZeros, FromBytes, Immutable, Unaligned)]
#[repr(C)]
pub union Either<A: Copy, B: Copy> {
    pub a: A,
    pub b: B,
}

/// A private type, bounded in a public impl.
#[derive(Layout, FromZeros, Immutable)]
#[repr(C)]
struct Secret(pub u8);

/// Its private field is declared to carry no invariant.
#[derive(Layout, FromZeros, Immutable)]
#[repr(C)]
// SAFETY: a promise under test: no code here relies on this type's fields
// beyond their being valid.
#[transmutable(unsafe(no_invariants))]
pub struct Carrier<T> {
    secret: Secret,
    pub value: T,
}

/// Generic over a lifetime only.
#[derive(Layout, Immutable)]
#[repr(C)]
pub struct Borrowed<'a> {
    pub bytes: &'a [u8],
    pub length: u32,
}

/// A `u16` may only become this after checking, and all zeros are one.
#[derive(Layout, FromZeros, IntoBytes, Immutable, Debug, PartialEq)]
#[repr(u16)]
pub enum Kind {
    Zero = 0,
    Big = 0x1234,
}

#[derive(Layout, Debug, PartialEq)]
#[repr(C)]
#[transmutable(transmute_from(Header, [u8; 6]))]
pub struct Raw {
    pub bytes: [u8; 6],
}

macro_rules! lacks {
    ($($type:ty: $($capability:ident),+;)*) => {
        #[test]
        fn the_engine_says_which_capabilities_a_type_lacks() {
            $($(
                assert!(!holds::<$type>(Capability::$capability), concat!(stringify!($type), " is ", stringify!($capability)));
            )+)*
        }
    };
}

lacks! {
    bool: FromBytes;
    char: FromBytes, Unaligned;
    u16: Unaligned;
    NonZeroU32: FromZeros, FromBytes;
    (u8, u16): FromBytes, IntoBytes, Unaligned;
    Cell<u8>: Immutable;
    AtomicU8: Immutable;
    MaybeUninit<u8>: IntoBytes;
    &'static u8: FromZeros, FromBytes, IntoBytes;
    Option<&'static u8>: FromBytes, IntoBytes;
    Kind: FromBytes, Unaligned;
    str: FromBytes;
    [Cell<u8>]: Immutable;
    core::convert::Infallible: FromZeros, FromBytes;
    Pair<u8, u16>: IntoBytes, Unaligned;
    Pair<bool, u8>: FromBytes;
    Maybe<u8>: FromBytes, IntoBytes;
    Late<u8>: FromBytes, IntoBytes;
}

#[test]
fn the_methods_read_and_write_bytes() {
    let packet = [1u8, 2, 0, 0, 1, 0, 0xFF];
    let (header, rest) = Header::ref_from_prefix(&packet).unwrap();
    assert_eq!((header.kind, header.flags, header.length.get(), rest), (1, 2, 256, &[0xFF][..]));
    assert_eq!(header.as_bytes(), &packet[..6]);
    assert_eq!(Header::read_from_bytes(&packet[..6]).unwrap(), *header);
    assert!(Header::ref_from_bytes(&packet).is_err());

    let mut buffer = [0u8; 6];
    let writable = Header::mut_from_bytes(&mut buffer).unwrap();
    writable.length.set(7);
    assert_eq!(buffer, [0, 0, 0, 0, 0, 7]);

    let words: &[Pair<u8, [u8; 3]>] = <[Pair<u8, [u8; 3]>]>::ref_from_bytes(&packet[..4]).unwrap();
    assert_eq!(words, [Pair { first: 1, second: [2, 0, 0] }]);

    assert_eq!(Header::new_zeroed(), Header { kind: 0, flags: 0, length: U32::new(0) });
    assert_eq!(Kind::new_zeroed(), Kind::Zero);
    assert_eq!(Kind::Big.as_bytes(), 0x1234u16.to_ne_bytes());
    assert_eq!(Raw::transmute_from(Header::read_from_bytes(&packet[..6]).unwrap()), Raw { bytes: [1, 2, 0, 0, 1, 0] });
    assert_eq!(<Raw as TransmuteFrom<[u8; 6]>>::transmute_from([9; 6]), Raw { bytes: [9; 6] });
}

/// Generic code states its need once, as a bound.
fn table<T: FromBytes + Immutable>(bytes: &[u8]) -> Option<&[T]> {
    <[T]>::ref_from_bytes(bytes).ok()
}

#[test]
fn bounds_carry_the_capability_into_generic_code() {
    let records = [1u8, 2, 3, 4];
    assert_eq!(table::<[u8; 2]>(&records).map(<[_]>::len), Some(2));
    assert_eq!(table::<Pair<u8, u8>>(&records).unwrap()[1], Pair { first: 3, second: 4 });
}

transmutable::assert_capabilities!(Header: FromBytes + IntoBytes + Unaligned);
transmutable::assert_capabilities!([Pair<u16, u16>]: FromBytes + Immutable);
