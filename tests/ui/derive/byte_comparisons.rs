// Values are compared by their bytes only where every byte is part of
// the value and none is in a cell.

#[derive(transmutable::Layout, transmutable::ByteEq)]
#[repr(C)]
pub struct Padded {
    pub flag: u8,
    pub value: u16,
}

#[derive(transmutable::Layout, transmutable::ByteHash)]
#[repr(C)]
pub struct Counter {
    pub hits: core::cell::Cell<u32>,
}

// Ending in a slice: after an odd number of bytes, a byte of padding
// rounds the value up to the alignment of `u16`.
#[derive(transmutable::Layout, transmutable::ByteEq, transmutable::ByteHash)]
#[repr(C)]
pub struct TailPadded {
    pub length: u16,
    pub bytes: [u8],
}

fn main() {}
