// Each capability derive checks its type where the type is declared, with
// the engine's explanation: these fail under `cargo check`, unused.

use core::cell::Cell;

#[derive(goggles::Layout, goggles::FromZeros, goggles::FromBytes)]
#[repr(u8)]
pub enum Kind {
    Ping = 0,
    Pong = 1,
}

#[derive(goggles::Layout, goggles::IntoBytes)]
#[repr(C)]
pub struct Padded {
    pub flag: u8,
    pub value: u16,
}

#[derive(goggles::Layout, goggles::FromZeros)]
#[repr(C)]
pub struct Counted {
    pub count: core::num::NonZeroU32,
}

#[derive(goggles::Layout, goggles::Immutable)]
#[repr(C)]
pub struct Shared {
    pub hits: Cell<u32>,
}

#[derive(goggles::Layout, goggles::Unaligned)]
#[repr(C)]
pub struct Word {
    pub value: u32,
}

#[derive(goggles::Layout)]
#[repr(C)]
#[goggles(transmute_from(u16))]
pub struct Flags {
    pub set: bool,
    pub more: bool,
}

fn main() {}
