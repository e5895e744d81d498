// `#[goggles]` describes the whole type, never one field.

use goggles::Layout;

#[derive(Layout)]
#[repr(C)]
pub struct Reading {
    #[goggles(no_invariants)]
    celsius: f32,
    pub sensor: u8,
}

fn main() {}
