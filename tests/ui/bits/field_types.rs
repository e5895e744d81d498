//! Field types a bit field cannot hold, refused where the record is
//! declared.

use transmutable::Layout;

#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum Wide {
    Small = 1,
    Large = 200,
}

#[transmutable::bits(order = network)]
pub struct TooNarrowForItsEnum {
    #[bits(4)]
    pub wide: Wide,
    #[bits(4)]
    pub rest: u8,
}

#[transmutable::bits(order = little_endian)]
pub struct WiderThanItsType {
    #[bits(9)]
    pub byte: u8,
    #[bits(7)]
    pub rest: u8,
}

#[transmutable::bits(order = network)]
pub struct NotAnInteger {
    #[bits(8)]
    pub pair: [bool; 2],
    #[bits(8)]
    pub rest: u8,
}

fn main() {}
