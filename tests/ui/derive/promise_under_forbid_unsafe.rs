//! A promise no check can see is the user's `unsafe`: a crate that forbids
//! `unsafe` code cannot make one, in either spelling.
#![forbid(unsafe_code)]

#[derive(transmutable::Layout)]
#[transmutable(unsafe(no_invariants))]
#[repr(C)]
pub struct Private {
    len: u8,
}

#[derive(transmutable::Zeroable)]
#[transmutable(unsafe_zeroable)]
#[repr(C)]
pub struct Zeros {
    count: u32,
}

fn main() {}
