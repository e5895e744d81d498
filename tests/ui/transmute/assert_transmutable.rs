// The item-level check: the error needs no instantiation, so `cargo check`
// (and an editor) reports it as well as `cargo build`.

use transmutable::{Assume, Layout};

#[derive(Layout)]
#[repr(C)]
pub struct Sample {
    pub channel: u8,
    pub valid: bool,
}

transmutable::assert_transmutable!(u8, bool);
transmutable::assert_transmutable!([u8; 2], Sample);
transmutable::assert_transmutable!(u8, u16, Assume::VALIDITY);

fn main() {
    // Inside a function body too.
    transmutable::assert_transmutable!(u32, char);
}
