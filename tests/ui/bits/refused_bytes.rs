//! A byte that may hold another version is no `VersionIhl`: refused at
//! compile time, the field named.

use transmutable::Layout;

#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum Version {
    V4 = 4,
}

#[transmutable::bits(order = network)]
pub struct VersionIhl {
    #[bits(4)]
    pub version: Version,
    #[bits(4)]
    pub ihl: u8,
}

// An item-level check, evaluated by `cargo check` too.
transmutable::assert_transmutable!(u8, VersionIhl);

fn main() {}
