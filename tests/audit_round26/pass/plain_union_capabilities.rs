// Unions of numbers, `bool`s and `char`s that have a capability some of
// their fields lack: as a destination, a union takes what one of its
// fields takes.
#![allow(dead_code)]
use transmutable::{FromBytes, Immutable, IntoBytes, Layout, Unaligned};

// `byte` takes every byte.
#[derive(Layout, FromBytes, Immutable, Unaligned)]
#[repr(C)]
pub union Either {
    pub flag: bool,
    pub byte: u8,
}

// Packed: every field at byte 0, alignment 1.
#[derive(Layout, FromBytes, IntoBytes, Immutable, Unaligned)]
#[repr(C, packed)]
pub union Packed {
    pub whole: u32,
    pub halves: [u16; 2],
}

fn main() {
    let either = Either::read_from_bytes(&[7][..]).unwrap();
    // SAFETY: `byte` takes every byte.
    assert_eq!(unsafe { either.byte }, 7);
    assert_eq!(transmutable::as_bytes(&Packed { whole: 0x0102_0304 }), &0x0102_0304u32.to_ne_bytes()[..]);
}
