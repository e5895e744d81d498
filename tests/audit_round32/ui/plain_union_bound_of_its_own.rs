// A crate that names itself `transmutable`, re-exports the real crate's
// items and binds `__private::PlainUnion` to a trait of its own, which it
// implements for a union whose field's type is written `u8` and is a
// `bool`: the derive's capabilities of a union of numbers rest on the
// real `PlainUnion` (the check that each name is the primitive's), and
// the output proves the bound it writes is the real one.

#![allow(non_camel_case_types)]
extern crate self as transmutable;
extern crate transmutable as real;

pub use real::{FromBytes, FromZeros, Immutable, Layout, Lifetime};
pub mod __private {
    pub use real::__private::*;
    pub trait PlainUnion {}
}

mod inner {
    type u8 = bool;

    #[derive(Clone, Copy, real::AnyBitPattern)]
    #[repr(C)]
    pub union Flag {
        pub a: u8,
    }
}

impl __private::PlainUnion for inner::Flag {}

// SAFETY: a union of one `bool` is described as a `bool`.
unsafe impl real::Layout for inner::Flag {
    const DESCRIPTION: &'static real::__private::Description = <bool as real::Layout>::DESCRIPTION;
}

fn main() {
    fn from_bytes<T: real::FromBytes>() {}
    from_bytes::<inner::Flag>();
}
