//! A union whose fields' types are written as numbers is given
//! `FromBytes`, `FromZeros` and `Immutable` by its derive from those names
//! alone, with no check of the engine: what makes it sound is the check
//! that each name is the primitive's. Written as `::core::primitive::u8`,
//! that check names whatever the crate binds `::core` to: here the crate
//! itself, whose `primitive::u8` is `bool`, as the field's `u8` is, and a
//! union of a `bool` was `FromBytes`. The check must name the primitive by
//! a path the crate cannot rebind (the library's own).

#![allow(non_camel_case_types)]

extern crate self as core;

pub mod primitive {
    pub type u8 = bool;
}

mod inner {
    type u8 = bool;

    #[derive(transmutable::Layout, transmutable::FromBytes)]
    #[repr(C)]
    pub union Flag {
        pub a: u8,
    }
}

fn from_bytes<T: transmutable::FromBytes>() {}

fn main() {
    from_bytes::<inner::Flag>();
}
