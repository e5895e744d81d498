//! An attribute macro imported as `transmutable`, the name of the derive's
//! helper, written below the derive: the compiler resolves the attribute to
//! the helper, which is inert (the import is unused), so the type is as
//! written. Exits with 0 when the view refuses bytes that are no value of
//! the type as written, 1 when it accepts them.

#![forbid(unsafe_code)]

use ::transmutable::Layout;
use evil::skip as transmutable;

#[derive(Layout, Clone, Copy)]
#[transmutable(portable)]
#[repr(u8)]
pub enum TagThenFields {
    A(bool, u8, u16),
}

#[repr(C, align(8))]
struct Aligned([u8; 8]);

fn main() {
    // Byte 1 is `flag` in the type as written.
    let buffer = Aligned([0, 5, 0, 0, 0, 0, 0, 0]);
    match TagThenFields::try_ref_from_bytes(&buffer.0[..6]) {
        Ok(value) => {
            let TagThenFields::A(flag, _, _) = *value;
            println!("TagThenFields accepted a `bool` of 5: {}", flag as u8);
            std::process::exit(1);
        }
        Err(_) => println!("TagThenFields refused"),
    }
}
