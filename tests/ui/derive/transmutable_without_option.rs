// `#[transmutable]` alone says nothing; it takes a list of options.

use transmutable::Layout;

#[derive(Layout)]
#[transmutable]
pub struct Celsius(f32);

#[derive(Layout)]
#[transmutable = "no_invariants"]
pub struct Kelvin(f32);

fn main() {}
