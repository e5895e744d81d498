//! A crate named `rustfmt` (`evil`), whose attribute `skip` is written below
//! transmutable's derive as the tool's `#[rustfmt::skip]`, and which has a
//! `__transmutable_probe` for the derive's probe; `skip` makes the enum
//! `repr(C, u8)` where it was read `repr(u8)`. Exits with 0 when the view
//! refuses bytes that are no value of the final type, 1 when it accepts
//! them. This program should not compile.

#![forbid(unsafe_code)]

extern crate evil as rustfmt;
use transmutable::Layout;

/// Written `repr(u8)`, where the fields follow the tag (`flag` at 1);
/// made `repr(C, u8)`, where they follow it at the payload's alignment
/// (`flag` at 2). The size (6) and alignment (2) are the same.
#[derive(Layout, Clone, Copy)]
#[rustfmt::skip]
#[repr(u8)]
pub enum TagThenFields {
    A(bool, u8, u16),
}

#[repr(C, align(8))]
struct Aligned([u8; 8]);

fn main() {
    // Byte 2 is `flag` in the final type.
    let buffer = Aligned([0, 0, 5, 0, 0, 0, 0, 0]);
    match TagThenFields::try_ref_from_bytes(&buffer.0[..6]) {
        Ok(value) => {
            let TagThenFields::A(flag, _, _) = *value;
            println!("TagThenFields accepted a `bool` of 5: {}", flag as u8);
            std::process::exit(1);
        }
        Err(_) => println!("TagThenFields refused"),
    }
}
