// A struct may end in a slice or in the primitive `str`; a struct of the
// user's that is named `str` and ends in a slice is neither, and describing
// it as `str` would lose its sized part and its alignment.

#![allow(non_camel_case_types)]

#[derive(transmutable::Layout)]
#[repr(C)]
pub struct str {
    pub length: u32,
    pub data: [u8],
}

#[derive(transmutable::Layout)]
#[repr(C)]
pub struct Outer {
    pub flag: u8,
    pub text: str,
}

fn main() {
    let _ = transmutable::ref_from_bytes::<Outer>(&[7u8; 3][..]);
}
