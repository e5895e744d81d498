//! A `derive` of the user's own, an attribute macro that could change the
//! type, written below transmutable's derive as `#[derive(..)]`, the one
//! attribute of that form the derive lets through as the prelude's. This
//! program should not compile.

#![forbid(unsafe_code)]

use rerepr::rerepr as derive;

#[core::prelude::v1::derive(transmutable::Layout)]
#[derive(Clone)]
pub struct Shadowed {
    pub byte: u8,
}

fn main() {}
