//! A record of bit fields whose field's type is a macro call that expands
//! to an alias meaning another type on another target: `Mode` is a
//! four-valued enum where pointers are 64 bits wide, a two-valued one
//! elsewhere. Exits with 1 when the record's portable verdict says that
//! every target takes every byte as a `Through` (i686's native verdict
//! refuses), 0 when it does not. This program should not compile.

#![forbid(unsafe_code)]

use transmutable::portable::{self, Targets};
use transmutable::{Assume, Layout};

/// Four values, in two bits.
#[derive(Layout, Clone, Copy, Debug, PartialEq)]
#[transmutable(portable)]
#[repr(u8)]
pub enum Four {
    A,
    B,
    C,
    D,
}

/// Two values, in two bits.
#[derive(Layout, Clone, Copy, Debug, PartialEq)]
#[transmutable(portable)]
#[repr(u8)]
pub enum Two {
    A,
    B,
}

/// An alias that means another type on another target.
#[cfg(target_pointer_width = "64")]
pub type Mode = Four;
/// An alias that means another type on another target.
#[cfg(not(target_pointer_width = "64"))]
pub type Mode = Two;

macro_rules! named {
    () => {
        Mode
    };
}

/// The alias written through a macro.
#[transmutable::bits(order = little_endian)]
pub struct Through {
    #[bits(2)]
    pub mode: named!(),
    #[bits(6)]
    pub rest: u8,
}

fn main() {
    let answer = portable::decide::<u8, Through>(Assume::NOTHING);
    if answer.failing() != Targets::ALL {
        println!("portable verdict: {answer}");
        std::process::exit(1);
    }
    println!("refused on every target");
}
