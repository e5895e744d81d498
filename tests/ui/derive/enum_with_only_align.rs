// `align` alone does not give an enum a documented layout.

use transmutable::Layout;

#[derive(Layout)]
#[repr(align(4))]
pub enum Direction {
    North,
    South,
}

fn main() {}
