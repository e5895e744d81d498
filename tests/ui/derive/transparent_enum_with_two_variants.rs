// A `#[repr(transparent)]` enum has exactly one variant.

use transmutable::Layout;

#[derive(Layout)]
#[repr(transparent)]
pub enum Either {
    Left(u8),
    Right(u8),
}

fn main() {}
