// Round 23's attacks that the contract refuses, each on its own line:
// what a wrapper, a checked reference or view, a slice cast or an
// assumption would let safe code write, read or forge.

use core::cell::Cell;
use transmutable::{Assume, Assumption, Layout, Ref};

/// An even number, say: a private field.
#[derive(Layout)]
#[repr(transparent)]
pub struct Even(u8);

/// A zero-sized token nobody else makes.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct Token {
    _private: (),
}

/// A byte and a byte of padding.
#[derive(Layout, Clone, Copy)]
#[repr(C, align(2))]
pub struct Padded2(pub u8);

/// Byte 1 uninitialized in `Y`.
#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum Source {
    X(u8) = 0,
    Y = 1,
}

/// Byte 1 uninitialized where `a` was written last.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union Short {
    pub a: u8,
    pub b: [u8; 2],
}

pub struct Everything;
impl Assumption for Everything {
    const ASSUME: Assume = Assume::ALIGNMENT.and(Assume::LIFETIMES).and(Assume::SAFETY).and(Assume::VALIDITY);
}

fn lend<'a, 'b>(r: &'b &'a mut u8) -> &'b &'a u8 {
    transmutable::transmute_ref(r)
}

fn main() {
    let mut even: Even = unsafe { transmutable::transmute!(2u8, Assume::SAFETY) };
    // Written back through `&mut`, a `u8` need not be even.
    let _ = transmutable::peel_mut::<Even, u8>(&mut even);
    let _ = transmutable::try_transmute_mut::<Even, u8>(&mut even);
    let _ = transmutable::wrap_slice_mut::<u8, Even>(&mut [2u8][..]);
    // A value whose bytes are uninitialized in some values: no check reads them.
    let _ = transmutable::try_transmute::<Source, [bool; 2]>(Source::Y);
    let _ = transmutable::try_transmute::<Short, [bool; 2]>(Short { a: 1 });
    // A checked reference reads no cell, and no pointer's referent.
    let _ = transmutable::try_transmute_ref::<Cell<u8>, bool>(&Cell::new(1));
    let _ = transmutable::try_transmute_ref::<&u8, &u8>(&&1);
    // Padding written back through `&mut` would leave uninitialized bytes.
    let _ = transmutable::try_transmute_mut::<u16, Padded2>(&mut 0);
    let _ = Ref::<&mut [u8], Padded2>::try_from_bytes(&mut [0u8; 2][..]);
    // No assumption lets a referent grow, or gain a cell.
    let _ = unsafe { transmutable::transmute_ref_assuming::<[u8; 1], [u8; 2], Everything>(&[1]) };
    let _ = unsafe { transmutable::transmute_ref_assuming::<u8, Cell<u8>, Everything>(&1) };
    // Zero-sized elements: a token forged from nothing, an alignment promised by nothing.
    let _ = transmutable::cast_slice::<(), Token>(&[()][..]);
    let _ = transmutable::cast_slice::<(), [u64; 0]>(&[()][..]);
    // Bytes cut off UTF-8 text, given to write.
    let _ = transmutable::split_at_mut::<str>(String::from("ab").as_mut_str(), 1);
    // A `&mut` reached through a `&` lends a `&` for that borrow only.
    let mut byte = 1u8;
    let _ = lend(&&mut byte);
}
