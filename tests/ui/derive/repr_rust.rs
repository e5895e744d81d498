// `#[repr(Rust)]` spells out the default representation.

use goggles::Layout;

#[derive(Layout)]
#[repr(Rust)]
pub struct Sample {
    pub value: u8,
}

fn main() {}
