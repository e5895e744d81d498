// `#[goggles]` describes the whole type, never one variant (nor a field of
// one).

use goggles::Layout;

#[derive(Layout)]
#[repr(u8)]
pub enum Reading {
    #[goggles(no_invariants)]
    Celsius(f32),
    Kelvin(#[goggles(no_invariants)] f32),
}

fn main() {}
