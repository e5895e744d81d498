// The compiler documents no layout for an enum without `#[repr]`.

use transmutable::Layout;

#[derive(Layout)]
pub enum Direction {
    North,
    South,
}

fn main() {}
