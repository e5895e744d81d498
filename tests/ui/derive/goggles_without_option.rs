// `#[goggles]` alone says nothing; it takes a list of options.

use goggles::Layout;

#[derive(Layout)]
#[goggles]
pub struct Celsius(f32);

#[derive(Layout)]
#[goggles = "no_invariants"]
pub struct Kelvin(f32);

fn main() {}
