// A representation transmutable does not know is an error on that representation.

use transmutable::Layout;

#[derive(Layout)]
#[repr(C, u9)]
pub struct Sample {
    pub value: u8,
}

fn main() {}
