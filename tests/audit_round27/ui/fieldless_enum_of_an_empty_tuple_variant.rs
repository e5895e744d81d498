// A variant written `A()` has no fields, but its name is a function, not
// a discriminant: `E::A as u8` casts the function's address. The one-byte
// enum's description, made in a static, refuses the cast (no address is an
// integer in const evaluation) rather than describe a tag of whatever the
// address's low byte is.
#![allow(dead_code)]

#[derive(transmutable::Layout)]
#[repr(u8)]
pub enum E {
    A(),
    B,
}

fn main() {}
