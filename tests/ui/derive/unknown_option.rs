// A misspelt option is an error, not silently ignored.

use goggles::Layout;

#[derive(Layout)]
#[goggles(no_invariant)]
pub struct Celsius(f32);

fn main() {}
