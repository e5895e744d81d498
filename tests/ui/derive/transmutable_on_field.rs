// `#[transmutable]` describes the whole type, never one field.

use transmutable::Layout;

#[derive(Layout)]
#[repr(C)]
pub struct Reading {
    #[transmutable(unsafe(no_invariants))]
    celsius: f32,
    pub sensor: u8,
}

fn main() {}
