// A portable check names the targets where it fails and how they differ.
use transmutable::portable::{assert_transmutable, Targets};
use transmutable::Assume;

#[derive(transmutable::Layout)]
#[transmutable(portable)]
#[repr(C)]
pub struct Record {
    pub kind: u32,
    pub stamp: u64,
}

assert_transmutable!(usize, u64);
assert_transmutable!(Record, [u8; 12], Assume::NOTHING, Targets::THIRTY_TWO_BIT);

fn main() {}
