// A field whose type is written as a number gives the type a `Lifetime`
// impl for every lifetime, without asking the description: a name that
// shadows a primitive and holds a reference is refused where the
// description is held, or a `&'a u8` could be read back as `&'static u8`.
#![allow(non_camel_case_types)]

type u8 = &'static core::primitive::u8;

#[derive(transmutable::Layout)]
#[repr(C)]
pub struct Shadowed {
    pub byte: u8,
}

fn main() {}
