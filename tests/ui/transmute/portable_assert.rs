// A portable check names the targets where it fails and how they differ.
use goggles::portable::{assert_transmutable, Targets};
use goggles::Assume;

#[derive(goggles::Layout)]
#[goggles(portable)]
#[repr(C)]
pub struct Record {
    pub kind: u32,
    pub stamp: u64,
}

assert_transmutable!(usize, u64);
assert_transmutable!(Record, [u8; 12], Assume::NOTHING, Targets::THIRTY_TWO_BIT);

fn main() {}
