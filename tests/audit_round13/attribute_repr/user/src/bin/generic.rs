//! A generic struct written `repr(C, packed)`, made `repr(C)` after the
//! derive: the derive implements `IntoBytes` and `Unaligned` on the written
//! `repr` (no padding, alignment 1, at every argument), and the final type
//! has a byte of padding and an alignment of 2 at `T = u16`. This program
//! should not compile: `Packed<u16>` is neither `IntoBytes` nor
//! `Unaligned`. It prints the engine's verdicts on the final type beside.

#![forbid(unsafe_code)]

use transmutable::{Immutable, IntoBytes, Layout, Unaligned};

#[derive(Layout, IntoBytes, Unaligned, Immutable, Clone, Copy)]
#[rerepr::rerepr(C)]
#[repr(C, packed)]
pub struct Packed<T>(pub u8, pub T);

/// Compiles where `T` has the capabilities as traits.
fn promised<T: IntoBytes + Unaligned>() -> (usize, usize) {
    (core::mem::size_of::<T>(), core::mem::align_of::<T>())
}

fn main() {
    let (size, align) = promised::<Packed<u16>>();
    let bytes = transmutable::is_transmutable::<Packed<u16>, [u8; 4]>(transmutable::Assume::NOTHING);
    println!("Packed<u16>: IntoBytes + Unaligned, of size {size} and alignment {align}; the engine's [u8; 4]: {bytes}");
    std::process::exit(1);
}
