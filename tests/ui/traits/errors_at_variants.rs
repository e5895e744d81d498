// An enum lacks a capability through a field of one of its variants: the
// error points at that field, inside its variant. A reason that is a
// variant's own points at the variant.
use core::cell::Cell;
use core::num::NonZeroU8;

use transmutable::{Immutable, IntoBytes, Layout};

#[derive(Layout)]
#[repr(C)]
pub struct Padded {
    pub flag: u8,
    pub value: u16,
}

// Any variant's fields are bytes of some value: `Cell<u8>` is inside a cell.
#[derive(Layout, Immutable)]
#[repr(u8)]
pub enum Shared {
    Plain(u8) = 0,
    Counter(Cell<u8>) = 1,
}

// All zeros are the variant of discriminant 0, whose field zeros are not.
#[derive(transmutable::Zeroable)]
#[repr(u8)]
pub enum Count {
    Some(NonZeroU8) = 0,
    None = 1,
}

// A variant's padding is no byte of a value.
#[derive(Layout, IntoBytes)]
#[repr(u8)]
pub enum Message {
    Empty = 0,
    Sample(Padded) = 1,
}

// A generic enum's capability rests on bounds; a `#[non_exhaustive]`
// variant is a reason no bound states.
#[derive(transmutable::Zeroable)]
#[repr(u8)]
pub enum Open<T> {
    Value(T) = 0,
    #[non_exhaustive]
    Later = 1,
}

fn main() {}
