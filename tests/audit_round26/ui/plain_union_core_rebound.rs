// A union whose fields are written as numbers is described from their
// types' names, beside a check that each name means the primitive. A
// crate that binds `core` to itself makes `::core::primitive::u8` a
// `bool` of its own: a check through that path would pass a `bool` field
// for a `u8`, and `Flag` would take byte 2 (`FromBytes`, unchecked). The
// check names the primitive through transmutable, and refuses.
#![allow(non_camel_case_types, dead_code)]
extern crate self as core;

pub mod primitive {
    pub type u8 = bool;
}

type u8 = bool;

#[derive(transmutable::Layout, transmutable::FromBytes)]
#[repr(C)]
pub union Flag {
    pub a: u8,
}

fn needs_from_bytes<T: transmutable::FromBytes>() {}

fn main() {
    needs_from_bytes::<Flag>();
}
