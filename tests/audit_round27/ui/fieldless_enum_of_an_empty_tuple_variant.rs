// A variant written `A()` has no fields, but its name is a function, not
// a value: `E::A as u8` cast the function's address, which const
// evaluation refused (no address is an integer there). The one-byte enum's
// description is made from its variants' values, which refuse the
// function as no `E`, rather than describe a tag of whatever the address's
// low byte is.
#![allow(dead_code)]

#[derive(transmutable::Layout)]
#[repr(u8)]
pub enum E {
    A(),
    B,
}

fn main() {}
