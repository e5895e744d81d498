//! A discriminant of an enum with fields written as a macro call whose
//! parentheses an attribute above the derive wrapped in a group without
//! delimiters, which the compiler's parser steps into: the derive's search
//! for macro calls (`tokens::macro_call`) looks for a delimited group after
//! the `!`. Exits with 1 when a view accepts bytes that are no value of the
//! enum. This program should not compile.

#![forbid(unsafe_code)]

use transmutable::Layout;

#[evil::hide]
#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum Flipped {
    A(bool) = evil::nth!(0, 1),
    B(u8) = 2,
}

fn main() {
    for bytes in [[0u8, 1], [1, 1]] {
        match Flipped::try_read_from_bytes(&bytes) {
            Ok(Flipped::A(flag)) => {
                println!("{bytes:?} accepted as A({})", flag as u8);
                if bytes[0] != 0 {
                    std::process::exit(1);
                }
            }
            Ok(Flipped::B(byte)) => {
                println!("{bytes:?} accepted as B({byte})");
                std::process::exit(1);
            }
            Err(_) => println!("{bytes:?} refused"),
        }
    }
}
