// `#[transmutable]` describes the whole type, never one variant (nor a field of
// one).

use transmutable::Layout;

#[derive(Layout)]
#[repr(u8)]
pub enum Reading {
    #[transmutable(unsafe(no_invariants))]
    Celsius(f32),
    Kelvin(#[transmutable(unsafe(no_invariants))] f32),
}

fn main() {}
