// Saying `no_invariants` twice, in one attribute or in two, is a mistake
// worth reporting.

use transmutable::Layout;

#[derive(Layout)]
#[transmutable(no_invariants, no_invariants)]
pub struct Celsius(f32);

#[derive(Layout)]
#[transmutable(no_invariants)]
#[transmutable(no_invariants)]
pub struct Kelvin(f32);

fn main() {}
