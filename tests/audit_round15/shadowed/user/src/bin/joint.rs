//! A discriminant of an enum with fields written as a macro call whose `!`
//! an attribute above the derive spaced `Joint`: the derive's search for
//! macro calls skips it, and repeats the call in the description, where it
//! expands again to another value.

#![forbid(unsafe_code)]

use transmutable::Layout;

#[evil::joint]
#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum Flipped {
    A(bool) = evil::flip!(),
    B(u8) = 2,
}

fn main() {
    for bytes in [[0u8, 5], [1, 5]] {
        match Flipped::try_read_from_bytes(&bytes) {
            Ok(Flipped::A(flag)) => println!("{bytes:?} read as A({})", flag as u8),
            Ok(Flipped::B(byte)) => println!("{bytes:?} read as B({byte})"),
            Err(_) => println!("{bytes:?} refused"),
        }
    }
}
