//! The capabilities of primitives and standard library types.
//!
//! Each `unsafe impl` here states what the type's description, read by the
//! engine, says; `tests/capabilities.rs` evaluates every one of their
//! checks, so a claim the engine does not back fails the build of the tests.
//! Wrappers, arrays, slices and tuples have a capability when what they
//! hold has it: arrays and slices have no bytes between their elements; a
//! tuple's padding is zeros when the tuple is, and never a cell, so
//! `FromZeros`, `Immutable` and `Unaligned` carry over to tuples, whose
//! field order the compiler may change, so they are never bytes.

use core::cell::{Cell, UnsafeCell};
use core::cmp::Reverse;
use core::convert::Infallible;
use core::marker::{PhantomData, PhantomPinned};
use core::mem::{ManuallyDrop, MaybeUninit};
use core::num::{NonZero, Saturating, Wrapping};
use core::ptr::NonNull;

use super::{FromBytes, FromZeros, Immutable, IntoBytes, Unaligned};

/// `unsafe impl`s of the listed traits for each type.
macro_rules! capabilities {
    ($($generics:tt $type:ty: $($trait:ident),+;)*) => {$($(
        capabilities!(@one $generics $type, $trait);
    )+)*};
    (@one [$($generics:tt)*] $type:ty, $trait:ident) => {
        // SAFETY: the engine reads the type's description and agrees (each
        // check is evaluated by `tests/capabilities.rs`).
        unsafe impl<$($generics)*> $trait for $type {}
    };
}

macro_rules! integers {
    ($($type:ty),*) => {$(
        capabilities! { [] $type: FromZeros, FromBytes, IntoBytes, Immutable; }
    )*};
}
integers!(u16, u32, u64, u128, usize, i16, i32, i64, i128, isize, f32, f64);

capabilities! {
    [] u8: FromZeros, FromBytes, IntoBytes, Immutable, Unaligned;
    [] i8: FromZeros, FromBytes, IntoBytes, Immutable, Unaligned;
    [] bool: FromZeros, IntoBytes, Immutable, Unaligned;
    [] char: FromZeros, IntoBytes, Immutable;
    [] (): FromZeros, FromBytes, IntoBytes, Immutable, Unaligned;
    [] Infallible: IntoBytes, Immutable, Unaligned;
    [] PhantomPinned: FromZeros, FromBytes, IntoBytes, Immutable, Unaligned;
    [T: ?Sized] PhantomData<T>: FromZeros, FromBytes, IntoBytes, Immutable, Unaligned;
    [] str: IntoBytes, Immutable, Unaligned;
}

macro_rules! non_zero {
    ($($type:ty),*) => {$(
        capabilities! {
            [] NonZero<$type>: IntoBytes, Immutable;
            [] Option<NonZero<$type>>: FromZeros, FromBytes, IntoBytes, Immutable;
        }
    )*};
}
non_zero!(u16, u32, u64, u128, usize, i16, i32, i64, i128, isize);
capabilities! {
    [] NonZero<u8>: IntoBytes, Immutable, Unaligned;
    [] NonZero<i8>: IntoBytes, Immutable, Unaligned;
    [] Option<NonZero<u8>>: FromZeros, FromBytes, IntoBytes, Immutable, Unaligned;
    [] Option<NonZero<i8>>: FromZeros, FromBytes, IntoBytes, Immutable, Unaligned;
}

/// Wrappers with the layout and the validity of what they hold.
macro_rules! forwarding {
    ($($wrapper:ident),*) => {$(
        capabilities! {
            [T: FromZeros] $wrapper<T>: FromZeros;
            [T: FromBytes] $wrapper<T>: FromBytes;
            [T: IntoBytes] $wrapper<T>: IntoBytes;
            [T: Immutable] $wrapper<T>: Immutable;
            [T: Unaligned] $wrapper<T>: Unaligned;
        }
    )*};
}
forwarding!(ManuallyDrop, Wrapping, Saturating, Reverse);

capabilities! {
    // Cells: every capability of what they hold but immutability.
    [T: FromZeros] Cell<T>: FromZeros;
    [T: FromBytes] Cell<T>: FromBytes;
    [T: IntoBytes] Cell<T>: IntoBytes;
    [T: Unaligned] Cell<T>: Unaligned;
    [T: FromZeros] UnsafeCell<T>: FromZeros;
    [T: FromBytes] UnsafeCell<T>: FromBytes;
    [T: IntoBytes] UnsafeCell<T>: IntoBytes;
    [T: Unaligned] UnsafeCell<T>: Unaligned;
    // Any bytes at all, initialized or not.
    [T: Layout] MaybeUninit<T>: FromZeros, FromBytes;
    [T: Immutable] MaybeUninit<T>: Immutable;
    [T: Unaligned] MaybeUninit<T>: Unaligned;
    // Elements back to back.
    [T: FromZeros, const N: usize] [T; N]: FromZeros;
    [T: FromBytes, const N: usize] [T; N]: FromBytes;
    [T: IntoBytes, const N: usize] [T; N]: IntoBytes;
    [T: Immutable, const N: usize] [T; N]: Immutable;
    [T: Unaligned, const N: usize] [T; N]: Unaligned;
    [T: FromZeros] [T]: FromZeros;
    [T: FromBytes] [T]: FromBytes;
    [T: IntoBytes] [T]: IntoBytes;
    [T: Immutable] [T]: Immutable;
    [T: Unaligned] [T]: Unaligned;
}

use crate::Layout;

/// Pointers: their bytes are addresses, never plain data; an `Option` of
/// one is null as all zeros, and the pointer itself is no cell.
macro_rules! pointers {
    ($($generics:tt $type:ty: $($trait:ident),+;)*) => {
        capabilities! { $($generics $type: $($trait),+;)* }
    };
}
pointers! {
    ['a, T: Layout + ?Sized] &'a T: Immutable;
    ['a, T: Layout + ?Sized] &'a mut T: Immutable;
    ['a, T: Layout + ?Sized] Option<&'a T>: FromZeros, Immutable;
    ['a, T: Layout + ?Sized] Option<&'a mut T>: FromZeros, Immutable;
    [T: Layout + ?Sized] NonNull<T>: Immutable;
    [T: Layout + ?Sized] Option<NonNull<T>>: FromZeros, Immutable;
    [T: Layout + ?Sized] *const T: FromZeros, Immutable;
    [T: Layout + ?Sized] *mut T: FromZeros, Immutable;
}
#[cfg(feature = "alloc")]
pointers! {
    [T: Layout + ?Sized] alloc::boxed::Box<T>: Immutable;
    [T: Layout + ?Sized] Option<alloc::boxed::Box<T>>: FromZeros, Immutable;
}

/// Atomics: integers in cells, accessed whole.
macro_rules! atomics {
    ($($width:literal: $($atomic:ident),*;)*) => {$($(
        #[cfg(target_has_atomic = $width)]
        capabilities! { [] core::sync::atomic::$atomic: FromZeros, IntoBytes; }
    )*)*};
}
atomics! {
    "8": AtomicBool, AtomicU8, AtomicI8;
    "16": AtomicU16, AtomicI16;
    "32": AtomicU32, AtomicI32;
    "64": AtomicU64, AtomicI64;
    "ptr": AtomicUsize, AtomicIsize;
}
macro_rules! unaligned_atomics {
    ($($atomic:ident),*) => {$(
        #[cfg(target_has_atomic = "8")]
        capabilities! { [] core::sync::atomic::$atomic: Unaligned; }
    )*};
}
unaligned_atomics!(AtomicBool, AtomicU8, AtomicI8);
macro_rules! atomics_from_bytes {
    ($($width:literal: $($atomic:ident),*;)*) => {$($(
        #[cfg(target_has_atomic = $width)]
        capabilities! { [] core::sync::atomic::$atomic: FromBytes; }
    )*)*};
}
atomics_from_bytes! {
    "8": AtomicU8, AtomicI8;
    "16": AtomicU16, AtomicI16;
    "32": AtomicU32, AtomicI32;
    "64": AtomicU64, AtomicI64;
    "ptr": AtomicUsize, AtomicIsize;
}

/// Tuples: all zeros, no cells and alignment 1 carry over, padding and
/// all. Their field order is the compiler's to change, so they are never
/// bytes (`FromBytes`, `IntoBytes`).
macro_rules! tuples {
    ($(($($name:ident),+))*) => {$(
        capabilities! {
            [$($name: FromZeros),+] ($($name,)+): FromZeros;
            [$($name: Immutable),+] ($($name,)+): Immutable;
            [$($name: Unaligned),+] ($($name,)+): Unaligned;
        }
    )*};
}
tuples! {
    (A)
    (A, B)
    (A, B, C)
    (A, B, C, D)
    (A, B, C, D, E)
    (A, B, C, D, E, F)
    (A, B, C, D, E, F, G)
    (A, B, C, D, E, F, G, H)
    (A, B, C, D, E, F, G, H, I)
    (A, B, C, D, E, F, G, H, I, J)
    (A, B, C, D, E, F, G, H, I, J, K)
    (A, B, C, D, E, F, G, H, I, J, K, L)
}
