// The promise covers the type's own invariants, not its fields': a
// `NonZeroU8` is no value as zeros.
use core::num::NonZeroU8;

#[derive(transmutable::Zeroable)]
#[repr(C)]
#[transmutable(unsafe(zeroable))]
pub struct Counted {
    count: NonZeroU8,
}

#[derive(transmutable::Pod, transmutable::Zeroable)]
#[repr(C)]
#[transmutable(unsafe(zeroable))]
pub struct Range {
    start: u64,
    end: u64,
}

#[derive(transmutable::Layout)]
#[repr(u8)]
#[transmutable(unsafe_zeroable, no_invariants)]
pub enum Kind {
    A = 0,
}

fn main() {}
