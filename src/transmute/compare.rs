//! Values compared and hashed by their bytes: what `#[derive(ByteEq)]` and
//! `#[derive(ByteHash)]` expand to.
//!
//! Two values are equal when their bytes are, which is right only when
//! every byte of every value is initialized and part of the value: no
//! padding, no `MaybeUninit`, and none inside a cell, which could change
//! while it is read. That is [`as_bytes`](crate::as_bytes)'s check, made
//! where the bytes are read; the derive also asks it where a type without
//! generic parameters is declared.

#![forbid(unsafe_code)]

use core::hash::Hasher;

use super::refuse;
use super::views::SHARED_TO;
use crate::answer::{Answer, Form};
use crate::layout::Pointee;

/// What the derives' output calls, as methods of the kit that only the real
/// `Layout` hands out (see `description/kit.rs`): a crate that binds
/// `::transmutable` to itself could replace helpers named by paths, and
/// make every two values equal or hash none of their bytes.
#[doc(hidden)]
impl crate::description::Kit {
    /// Stops compilation unless every value of `T` is initialized bytes,
    /// none in a cell: the derives' verdict, asked where the type is
    /// declared (a struct that ends in a slice too).
    #[track_caller]
    pub const fn verify_byte_comparison<T: Pointee + ?Sized>(self) {
        refuse(Answer::of_bytes(T::DESCRIPTION, SHARED_TO, Form::Shared));
    }

    /// Whether `a` and `b` have the same bytes.
    pub fn bytes_equal<T: Pointee + ?Sized>(self, a: &T, b: &T) -> bool {
        crate::as_bytes(a) == crate::as_bytes(b)
    }

    /// Feeds the bytes of `value` to `state`; for a value that ends in a
    /// slice, its number of elements first, as `[T]` hashes its length, so
    /// that what a value feeds is never the start of what another feeds
    /// (the prefix-freedom `Hash` asks for).
    pub fn hash_bytes<T: Pointee + ?Sized, H: Hasher>(self, value: &T, state: &mut H) {
        if T::DESCRIPTION.tail.is_some() {
            state.write_usize(T::elements(value));
        }
        state.write(crate::as_bytes(value));
    }

    /// Feeds the bytes of `values` to `state`, all at once, without their
    /// number: what `Hash::hash_slice` feeds, after `[T]` has fed the
    /// length.
    pub fn hash_slice_bytes<T: crate::Layout, H: Hasher>(self, values: &[T], state: &mut H) {
        state.write(crate::as_bytes(values));
    }
}
