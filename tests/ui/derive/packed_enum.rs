// Enums cannot be `packed`; the error points at `packed`.

use transmutable::Layout;

#[derive(Layout)]
#[repr(u8, packed)]
pub enum Direction {
    North,
    South,
}

fn main() {}
