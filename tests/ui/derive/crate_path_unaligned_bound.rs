// A crate that names itself `transmutable` (tests/audit_round9_crate_path.rs)
// replaces `Unaligned`, which a generic `repr(C)` struct's `IntoBytes`
// bounds its fields by (no padding then, at any argument), with a trait of
// every type: `Pair<u32>` was `IntoBytes` with three bytes of padding. The
// derive proves that the path names transmutable's `Unaligned`.
#![forbid(unsafe_code)]

extern crate self as transmutable;
extern crate transmutable as real;

pub use real::*;

pub trait Unaligned {}

impl<T: ?Sized> Unaligned for T {}

#[derive(real::Layout, real::IntoBytes)]
#[repr(C)]
pub struct Pair<T>(pub T, pub u8);

fn main() {}
