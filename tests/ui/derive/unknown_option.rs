// A misspelt option is an error, not silently ignored.

use transmutable::Layout;

#[derive(Layout)]
#[transmutable(no_invariant)]
pub struct Celsius(f32);

fn main() {}
