// `ByteEq` and `ByteHash` compare and hash a value's bytes: on a struct
// that ends in a slice, every byte of every value must be initialized and
// outside any cell, whatever the number of elements. Refused: trailing
// padding that some lengths leave (a `u16` before a `[u8]`: one element
// makes four bytes, the last padding), elements of no size (two values of
// one byte string would differ in length, and hash apart), uninitialized
// elements, and elements in cells (a generic tail:
// `byte_comparisons_generic_tails.rs`).

use core::cell::Cell;
use core::mem::MaybeUninit;

use transmutable::{ByteEq, ByteHash, Layout};

#[derive(Layout, ByteEq, ByteHash)]
#[repr(C)]
pub struct PaddedTail {
    pub count: u16,
    pub bytes: [u8],
}

#[derive(Layout, ByteEq, ByteHash)]
#[repr(C)]
pub struct UnitTail {
    pub count: u8,
    pub units: [()],
}

#[derive(Layout, ByteEq)]
#[repr(C)]
pub struct MaybeTail {
    pub count: u8,
    pub bytes: [MaybeUninit<u8>],
}

#[derive(Layout, ByteHash)]
#[repr(C)]
pub struct CellTail {
    pub count: u8,
    pub cells: [Cell<u8>],
}

fn main() {}
