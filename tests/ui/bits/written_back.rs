//! Through `&mut`, a byte written back lands in a bit field: the refusal,
//! made where a function is instantiated, names the field and its bits.

use transmutable::Layout;

#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum Version {
    V4 = 4,
}

#[transmutable::bits(order = network)]
#[derive(Clone, Copy)]
pub struct VersionIhl {
    #[bits(4)]
    pub version: Version,
    #[bits(4)]
    pub ihl: u8,
}

fn main() {
    let mut byte = VersionIhl::new(Version::V4, 5).unwrap();
    let _: &mut u8 = transmutable::transmute_mut(&mut byte);
}
