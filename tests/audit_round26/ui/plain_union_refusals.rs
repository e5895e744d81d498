// Unions of numbers, `bool`s and `char`s, described from their fields'
// types, refused what their bytes do not give: each refusal explained at
// its derive.
#![allow(dead_code)]
use transmutable::{FromBytes, Immutable, IntoBytes, Layout, Unaligned};

// No field takes byte 0xFF: `bool` takes 0..=1, `char` no byte 0xFF at
// its top.
#[derive(Layout, FromBytes)]
#[repr(C)]
pub union Flags {
    pub flag: bool,
    pub letter: char,
}

// A write of `narrow` leaves the byte after it uninitialized.
#[derive(Layout, IntoBytes, Immutable)]
#[repr(C)]
pub union Uneven {
    pub narrow: u8,
    pub wide: u16,
}

// Two bytes of padding after `half`.
#[derive(Layout, IntoBytes)]
#[repr(C, align(4))]
pub union Padded {
    pub half: u16,
}

// A `u16` field gives the union an alignment of 2.
#[derive(Layout, Unaligned)]
#[repr(C)]
pub union Aligned {
    pub half: u16,
}

// A private field may carry the union's own invariants.
#[derive(Layout, FromBytes)]
#[repr(C)]
pub union Sealed {
    pub open: u8,
    shut: u32,
}

// Safe code leaves no `[2, 2]` in it: `first` writes byte 0 alone, and
// `flags` is written whole (KNOWN_DIFFERENCES.md, "Unions into unions").
#[derive(Layout, FromBytes)]
#[repr(C)]
pub union Short {
    pub flags: [bool; 2],
    pub first: [u8; 1],
}

// Nor here, where `none` writes no byte.
#[derive(Layout, FromBytes)]
#[repr(C)]
pub union Nothing {
    pub flags: [bool; 2],
    pub none: [u8; 0],
}

fn main() {}
