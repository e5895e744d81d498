// A destination union accepts what one of its fields accepts: a source value
// that no field accepts is named, with what the fields accept together.

use transmutable::Layout;

#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum Low {
    Zero = 0,
    One = 1,
}

#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum High {
    Ten = 10,
    Eleven = 11,
    Twelve = 12,
}

#[derive(Layout)]
pub union Level {
    pub low: Low,
    pub high: High,
}

fn level(byte: u8) -> Level {
    transmutable::transmute(byte)
}

fn main() {
    let _: fn(u8) -> Level = level;
}
