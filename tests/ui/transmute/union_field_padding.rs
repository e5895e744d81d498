// A destination union takes, in a field's padding and past its end, only
// what safe code leaves there: uninit, or what a one-byte part of a field
// writes (KNOWN_DIFFERENCES.md, "Unions into unions"). Writing `b` leaves
// the bytes past it as they were, a `char`'s or uninitialized, so four
// bytes are no `CharOrByte` unless they are a `char`.

use transmutable::Layout;

#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union CharOrByte {
    pub c: char,
    pub b: [u8; 1],
}

fn main() {
    let _: CharOrByte = transmutable::transmute([0u8, 0, 0, 2]);
}
