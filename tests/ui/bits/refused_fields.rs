//! Compile-time refusals into records of bit fields name the field and its
//! bits, as the run-time errors do: inside a struct, through `&mut`, and
//! at a call that a function instantiates.

use transmutable::Layout;

#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum Version {
    V4 = 4,
}

/// Five kinds in three bits.
#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum Kind {
    A = 0,
    B = 1,
    C = 2,
    D = 3,
    E = 4,
}

#[transmutable::bits(order = network)]
#[derive(Clone, Copy)]
pub struct VersionIhl {
    #[bits(4)]
    pub version: Version,
    #[bits(4)]
    pub ihl: u8,
}

#[transmutable::bits(order = little_endian)]
#[derive(Clone, Copy)]
pub struct KindFlags {
    pub urgent: bool,
    #[bits(3)]
    pub kind: Kind,
    #[bits(4)]
    pub count: u8,
}

#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct Header {
    pub length: u8,
    pub version_ihl: VersionIhl,
    pub kind_flags: KindFlags,
}

// `urgent` takes every value of its bit: `kind` is the field refused.
transmutable::assert_transmutable!([u8; 3], Header);

fn main() {
    // Written back through `&mut`, any byte would land in `version`.
    let mut byte = VersionIhl::new(Version::V4, 5).unwrap();
    let _: &mut u8 = transmutable::transmute_mut(&mut byte);
}
