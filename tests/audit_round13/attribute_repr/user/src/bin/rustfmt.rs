//! A crate named `rustfmt`, whose attribute macro is written below
//! transmutable's derive as `#[rustfmt::rerepr(C)]`: the derive lets
//! `rustfmt::` attributes through as the tool's. This program should not
//! compile.

#![forbid(unsafe_code)]

extern crate rerepr as rustfmt;

#[derive(transmutable::Layout)]
#[rustfmt::rerepr(C)]
#[repr(C, packed)]
pub struct Unpacked {
    pub byte: u8,
    pub word: u16,
}

fn main() {}
