//! Two restricted fields that would tie three bytes together.

use transmutable::Layout;

#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum Kind {
    A = 0,
    B = 1,
}

#[transmutable::bits(order = network)]
pub struct Chained {
    #[bits(7)]
    pub first: u8,
    #[bits(2)]
    pub left: Kind,
    #[bits(6)]
    pub middle: u8,
    #[bits(2)]
    pub right: Kind,
    #[bits(7)]
    pub last: u8,
}

fn main() {}
