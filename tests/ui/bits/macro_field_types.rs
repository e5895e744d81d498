//! Field types written with a macro or an attribute, which the record
//! repeats (in its fields, its portable description's checks and its
//! accessors) and a macro may expand differently each time: refused.

macro_rules! byte {
    () => {
        u8
    };
}

#[transmutable::bits(order = network)]
pub struct ThroughAMacro {
    #[bits(4)]
    pub high: byte!(),
    #[bits(4)]
    pub low: u8,
}

#[transmutable::bits(order = network)]
pub struct ThroughALength {
    #[bits(4)]
    pub high: u8,
    #[bits(4)]
    pub low: [u8; { #[allow(unused)] const ONE: usize = 1; ONE }],
}

fn main() {}
