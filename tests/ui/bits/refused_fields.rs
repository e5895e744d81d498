//! Compile-time refusals into records of bit fields name the field and its
//! bits, as the run-time errors do: here a field inside a struct, the byte
//! coming from another struct.

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

/// `Header` with its last byte a plain `u8`.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct Raw {
    pub length: u8,
    pub version_ihl: VersionIhl,
    pub kind_flags: u8,
}

// `version_ihl` comes whole from a record; `urgent` takes either value of
// its bit: `kind` is the field refused.
transmutable::assert_transmutable!(Raw, Header);

fn main() {}
