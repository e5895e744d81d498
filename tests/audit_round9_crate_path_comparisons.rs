//! The helpers of `#[derive(ByteEq)]` and `#[derive(ByteHash)]`, which a
//! crate that names itself `transmutable` (see
//! tests/audit_round9_crate_path.rs) could replace while the derives named
//! them by paths: a replaced `bytes_equal` made every two values equal, a
//! replaced `hash_bytes` hashed none of their bytes, and a replaced
//! `verify_byte_comparison` answered for the derive where the type is
//! declared. No undefined behaviour follows (the impls are safe, and
//! `as_bytes`, which the real helpers call, checks where it is
//! instantiated), but `==` and `Hash` said what the derives do not.
//!
//! Each probe failed while the derives named these helpers by paths (the
//! last one at the build: the replaced verdict stops it). They now call
//! the kit's methods (`<() as ::transmutable::Layout>::__KIT`), as the
//! other derives do.

#![forbid(unsafe_code)]

extern crate self as transmutable;
extern crate transmutable as real;

use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};

pub use real::*;

/// The real `__private`, but for the comparisons' helpers.
pub mod __private {
    pub use real::__private::*;

    /// Every two values equal. (Unused where the derive names no
    /// `bytes_equal`.)
    #[allow(dead_code)]
    pub fn bytes_equal<T: ?Sized>(_: &T, _: &T) -> bool {
        true
    }

    /// Hashes nothing. (Unused where the derive names no `hash_bytes`.)
    #[allow(dead_code)]
    pub fn hash_bytes<T: ?Sized, H: core::hash::Hasher>(_: &T, _: &mut H) {}

    /// Stops the build where a derive asks it. (Unused where the derive
    /// names no `verify_byte_comparison`.)
    #[allow(dead_code)]
    pub const fn verify_byte_comparison<T>() {
        panic!("a replaced `verify_byte_comparison` answered for the derive")
    }
}

#[derive(real::Layout, real::ByteEq, real::ByteHash, Clone, Copy, Debug)]
#[repr(C)]
pub struct Pair {
    pub first: u8,
    pub second: u8,
}

#[test]
fn a_crate_named_transmutable_cannot_make_two_values_equal() {
    assert_ne!(Pair { first: 1, second: 2 }, Pair { first: 1, second: 3 });
    assert_eq!(Pair { first: 1, second: 2 }, Pair { first: 1, second: 2 });
}

#[test]
fn a_crate_named_transmutable_cannot_hash_no_bytes() {
    fn hash_of(write: impl FnOnce(&mut DefaultHasher)) -> u64 {
        let mut hasher = DefaultHasher::new();
        write(&mut hasher);
        hasher.finish()
    }
    // `ByteHash` hashes the values' bytes: values of other bytes hash
    // apart (but for a collision of 64-bit hashes, which these are not).
    let hash = |pair: Pair| hash_of(|hasher| pair.hash(hasher));
    assert_ne!(hash(Pair { first: 1, second: 2 }), hash(Pair { first: 1, second: 3 }));
    assert_eq!(hash(Pair { first: 1, second: 2 }), hash(Pair { first: 1, second: 2 }));
    // So does a slice of them, hashed at once.
    let hash_slice = |pairs: &[Pair]| hash_of(|hasher| Pair::hash_slice(pairs, hasher));
    let (one, other) = (Pair { first: 1, second: 2 }, Pair { first: 3, second: 4 });
    assert_ne!(hash_slice(&[one, one]), hash_slice(&[one, other]));
}
