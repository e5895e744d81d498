//! A `macro_rules!` of a name the derive once gave the description to,
//! written before the type, in a crate that forbids `unsafe`: it receives
//! nothing now, and `Wide` is described by no one.
#![forbid(unsafe_code)]

/// A byte of any value: safe code writes `Wide(5)`.
#[derive(Clone, Copy, Debug)]
pub struct Wide(pub u8);

impl Wide {
    pub const A: u8 = 1;
}

/// Would emit the description of `Bad` where `Bad` names `Wide`, which
/// would describe `Wide` as an enum whose one value is 1.
macro_rules! __transmutable_derived_Layout_for_Bad_a719ad09 {
    ($k:ident ! { $z:ident ! { $c:ident ! { $($piece:tt)* } } }) => {
        mod shadow {
            use super::Wide as Bad;
            $($piece)*
        }
    };
}

#[derive(transmutable::Layout, Clone, Copy, Debug  )]
#[repr(u8)]
pub enum Bad {
    A = 1,
}

#[derive(transmutable::Layout, Clone, Copy, Debug, PartialEq)]
#[repr(u8)]
pub enum One {
    A = 1,
}

pub fn five() -> One {
    transmutable::transmute::<Wide, One>(Wide(5))
}

fn main() {}
