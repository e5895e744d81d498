//! The bytes of a fieldless enum of one byte, read from its variants'
//! values in memory: what `__fieldless_byte_enum!` describes such an enum
//! by. The macro is safe to call by hand and sees no representation; an
//! `as` cast gives a variant's discriminant, which the Reference promises
//! is the byte in memory only of a `repr(u8)` or `repr(i8)` enum. The byte
//! each value holds is what a description states, whatever the
//! representation, and const evaluation can read it.

use crate::description::{FieldlessByteEnum, Kit};

/// A type of one byte that every value initializes: a fieldless enum of
/// one byte, whose byte is its tag. Not public API: what
/// `__fieldless_byte_enum!` implements beside `Layout`, so that its bytes
/// may be read.
///
/// # Safety
///
/// `Self` is at least one byte long, and every value of it initializes
/// its first byte.
#[doc(hidden)]
pub unsafe trait OneInitializedByte: Sized {}

/// What `__fieldless_byte_enum!` describes of the enum `T` of one byte
/// (refused otherwise: the first byte of a longer enum need not be its
/// whole tag), named `name` and identified by `identity`, whose values
/// are `variants`, one a variant: its tags are the bytes those values
/// hold, read here, not their `as` casts, so that the description is
/// right whatever the enum's representation. Held in the static `this`,
/// which this call initializes (see
/// [`Kit::fieldless_byte_enum_held`], which is given the bytes).
#[doc(hidden)]
#[inline]
#[allow(clippy::too_many_arguments)]
pub const fn fieldless_one_byte_enum_held<T: OneInitializedByte, const N: usize>(
    this: &'static FieldlessByteEnum,
    name: &'static str,
    variants: &[T; N],
    identity: &'static str,
    non_exhaustive_variant: bool,
    non_exhaustive: bool,
    declared_none: bool,
    unstable: bool,
) -> FieldlessByteEnum {
    assert!(
        core::mem::size_of::<T>() == 1,
        "transmutable: `__fieldless_byte_enum!` describes an enum of one byte, whose tag is that byte"
    );
    let mut tags = [0u8; N];
    let mut i = 0;
    while i < N {
        tags[i] = first_byte(&variants[i]);
        i += 1;
    }
    Kit.fieldless_byte_enum_held::<T>(
        this,
        name,
        &tags,
        identity,
        non_exhaustive_variant,
        non_exhaustive,
        declared_none,
        unstable,
    )
}

/// The first byte of `value`.
#[inline]
const fn first_byte<T: OneInitializedByte>(value: &T) -> u8 {
    // SAFETY: `value` is a reference, so its `size_of::<T>()` bytes are
    // readable, at least one by `OneInitializedByte`'s contract, and that
    // first byte is initialized by the same contract; a `u8` has alignment
    // 1 and accepts every initialized byte. The read is a copy: `value`
    // is not moved.
    unsafe { *(value as *const T).cast::<u8>() }
}
