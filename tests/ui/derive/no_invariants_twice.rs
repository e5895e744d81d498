// Saying `no_invariants` twice, in one attribute or in two, is a mistake
// worth reporting.

use goggles::Layout;

#[derive(Layout)]
#[goggles(no_invariants, no_invariants)]
pub struct Celsius(f32);

#[derive(Layout)]
#[goggles(no_invariants)]
#[goggles(no_invariants)]
pub struct Kelvin(f32);

fn main() {}
