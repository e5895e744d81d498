// Every field's type must implement `Layout`; the error points at the type.

use transmutable::Layout;

pub struct Opaque(pub u8);

#[derive(Layout)]
#[repr(C)]
pub struct Frame {
    pub length: u8,
    pub payload: Opaque,
}

#[derive(Layout)]
#[repr(u8)]
pub enum Event {
    Empty,
    Data(Opaque),
}

#[derive(Layout)]
pub union Slot {
    pub raw: u8,
    pub opaque: core::mem::ManuallyDrop<Opaque>,
}

fn main() {}
