//! Types whose `repr` an attribute macro below the derive changes, each
//! given bytes that are no value of the final type: every view must refuse
//! them. Exits with 0 when all are refused, 1 when one is accepted (under
//! Miri, reading the accepted value is undefined behaviour).

#![forbid(unsafe_code)]

use transmutable::Layout;

/// Written `repr(u8)`, where the fields follow the tag (`flag` at 1);
/// made `repr(C, u8)`, where they follow it at the payload's alignment
/// (`flag` at 2). The size (6) and alignment (2) are the same.
#[derive(Layout, Clone, Copy)]
#[rerepr::rerepr(C, u8)]
#[repr(u8)]
pub enum TagThenFields {
    A(bool, u8, u16),
}

/// Written `repr(u8)`, made `repr(u16)`: a tag of two bytes, where the
/// written one has one byte and `flag` after it. Size 6, alignment 2.
#[derive(Layout, Clone, Copy)]
#[rerepr::rerepr(u16)]
#[repr(u8)]
pub enum WiderTag {
    A(bool, u8, u16),
}

/// Written with `byte` first, made with `flag` first: the derive's check
/// of the final type finds each field by its name, of its type, and the
/// enum's layout follows the order as written (`byte` at 1, `flag` at 2).
#[derive(Layout)]
#[rerepr::replace(#[repr(u8)] pub enum Reordered { A { flag: bool, byte: u8 } })]
#[repr(u8)]
pub enum Reordered {
    A { byte: u8, flag: bool },
}

/// Written `A` first, made `B` first: the tags by position are the
/// other way round in the final type (`B` is 0, `A` is 1), and the
/// description follows the order as written (`A` is 0, `B` is 1).
#[derive(Layout)]
#[rerepr::replace(#[repr(u8)] pub enum Swapped { B(u8), A(bool) })]
#[repr(u8)]
pub enum Swapped {
    A(bool),
    B(u8),
}

/// Written `repr(C)` and larger than the room the derive measures offsets
/// in (2 GiB), so its offsets follow the `repr(C)` rule (`flag` last);
/// made the default representation, where the compiler puts `flag` first
/// (its niche). The size (2^31 + 2) and alignment (1) are the same.
#[cfg(all(target_pointer_width = "64", not(miri)))]
#[derive(Layout)]
#[rerepr::rerepr(Rust)]
#[repr(C)]
pub struct Big {
    pub a: u8,
    pub big: [u8; 1 << 31],
    pub flag: bool,
}

#[repr(C, align(8))]
struct Aligned([u8; 8]);

fn main() {
    let mut failures = 0;
    // Byte 2 is `flag` in the final type.
    let buffer = Aligned([0, 0, 5, 0, 0, 0, 0, 0]);
    match TagThenFields::try_ref_from_bytes(&buffer.0[..6]) {
        Ok(value) => {
            let TagThenFields::A(flag, _, _) = *value;
            println!("TagThenFields accepted a `bool` of 5: {}", flag as u8);
            failures += 1;
        }
        Err(_) => println!("TagThenFields refused"),
    }
    // Bytes 0..2 are the tag in the final type: 0x0100 (or 0x0001) is no
    // variant's.
    let buffer = Aligned([0, 1, 0, 0, 0, 0, 0, 0]);
    match WiderTag::try_ref_from_bytes(&buffer.0[..6]) {
        Ok(value) => {
            let WiderTag::A(flag, _, _) = *value;
            println!("WiderTag accepted the tag 0x0100: {}", flag as u8);
            failures += 1;
        }
        Err(_) => println!("WiderTag refused"),
    }
    // Byte 1 is `flag` in the final type.
    let buffer = Aligned([0, 5, 0, 0, 0, 0, 0, 0]);
    match Reordered::try_ref_from_bytes(&buffer.0[..3]) {
        Ok(Reordered::A { flag, .. }) => {
            println!("Reordered accepted a `bool` of 5: {}", *flag as u8);
            failures += 1;
        }
        Err(_) => println!("Reordered refused"),
    }
    // Tag 1 is `A` in the final type.
    let buffer = Aligned([1, 5, 0, 0, 0, 0, 0, 0]);
    match Swapped::try_ref_from_bytes(&buffer.0[..2]) {
        Ok(Swapped::A(flag)) => {
            println!("Swapped accepted a `bool` of 5: {}", *flag as u8);
            failures += 1;
        }
        Ok(Swapped::B(_)) => println!("Swapped read tag 1 as `B`"),
        Err(_) => println!("Swapped refused"),
    }
    #[cfg(all(target_pointer_width = "64", not(miri)))]
    {
        // Byte 0 is `flag` in the final type; the zeros are not touched.
        let mut bytes = vec![0u8; core::mem::size_of::<Big>()];
        bytes[0] = 5;
        match Big::try_ref_from_bytes(&bytes) {
            Ok(value) => {
                println!("Big accepted a `bool` of 5: {}", value.flag as u8);
                failures += 1;
            }
            Err(_) => println!("Big refused"),
        }
    }
    std::process::exit(if failures == 0 { 0 } else { 1 });
}
