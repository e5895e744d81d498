//! An attribute macro on an item in a block: in the discriminant of an
//! enum with fields, which the description repeats (no `as` cast reads
//! it back from such an enum), and each repetition expands the macro
//! again. Exits with 1 when a view accepts bytes that are no value of the
//! enum. This program should not compile.

#![forbid(unsafe_code)]

use transmutable::Layout;

#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum Counted {
    A(bool) = {
        #[evil::count(1, 0, 0, 0, 0)]
        const TAG: u8 = 0;
        TAG
    },
    B(u8) = 2,
}

fn main() {
    for bytes in [[0u8, 1], [1, 1]] {
        match Counted::try_read_from_bytes(&bytes) {
            Ok(Counted::A(flag)) => {
                println!("{bytes:?} accepted as A({})", flag as u8);
                std::process::exit(1);
            }
            Ok(Counted::B(byte)) => {
                println!("{bytes:?} accepted as B({byte})");
                std::process::exit(1);
            }
            Err(_) => println!("{bytes:?} refused"),
        }
    }
}
