// Saying `no_invariants` twice, in one attribute or in two, in either
// spelling, is a mistake worth reporting.

use transmutable::Layout;

#[derive(Layout)]
#[transmutable(no_invariants, unsafe(no_invariants))]
pub struct Celsius(f32);

#[derive(Layout)]
#[transmutable(unsafe(no_invariants))]
#[transmutable(unsafe(no_invariants))]
pub struct Kelvin(f32);

fn main() {}
