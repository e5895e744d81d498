// Each capability derive checks its type where the type is declared, with
// the engine's explanation: these fail under `cargo check`, unused.

use core::cell::Cell;

#[derive(transmutable::Layout, transmutable::FromZeros, transmutable::FromBytes)]
#[repr(u8)]
pub enum Kind {
    Ping = 0,
    Pong = 1,
}

#[derive(transmutable::Layout, transmutable::IntoBytes)]
#[repr(C)]
pub struct Padded {
    pub flag: u8,
    pub value: u16,
}

#[derive(transmutable::Layout, transmutable::FromZeros)]
#[repr(C)]
pub struct Counted {
    pub count: core::num::NonZeroU32,
}

#[derive(transmutable::Layout, transmutable::Immutable)]
#[repr(C)]
pub struct Shared {
    pub hits: Cell<u32>,
}

#[derive(transmutable::Layout, transmutable::Unaligned)]
#[repr(C)]
pub struct Word {
    pub value: u32,
}

#[derive(transmutable::Layout)]
#[repr(C)]
#[transmutable(transmute_from(u16))]
pub struct Flags {
    pub set: bool,
    pub more: bool,
}

fn main() {}
