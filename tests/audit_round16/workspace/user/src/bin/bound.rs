//! A macro call in a bound of a generic parameter, which the derive repeats
//! in the impls it writes: the struct's `T: Tr<0>` is the impls' `T:
//! Tr<1>`, and the field's type `T::Out`, resolved through the bound in
//! scope, is `bool` in the struct and `u8` in the description.
//! Exits with 0 when the view refuses bytes that are no value of the type,
//! 1 when it accepts them. This program should not compile: the derive
//! ties each field's type to the type of the field's place in the struct,
//! which the compiler finds unequal.

#![forbid(unsafe_code)]

use transmutable::Layout;

pub trait Tr<const K: u8> {
    type Out;
}

/// `Tr<1>` implies `Tr<0>`, so an impl bounded by `T: Tr<1>` meets the
/// struct's `T: Tr<0>`.
impl<T: Tr<1>> Tr<0> for T {
    type Out = bool;
}

#[derive(Layout)]
#[repr(C)]
pub struct X;

impl Tr<1> for X {
    type Out = u8;
}

#[derive(Layout)]
#[repr(C)]
pub struct S<T: Tr<{ evil::nth!(1, 1, 1, 0) }>> {
    pub f: T::Out,
}

fn main() {
    let bytes = [5u8];
    match S::<X>::try_ref_from_bytes(&bytes) {
        Ok(value) => {
            let flag: bool = value.f;
            println!("S accepted a `bool` of 5: {}", flag as u8);
            std::process::exit(1);
        }
        Err(_) => println!("S refused"),
    }
}
