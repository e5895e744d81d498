// Byte views read and write formats that outlive one build: a type whose
// field order the compiler may change (the default representation, here or
// in a field, tuples included) needs `#[repr(C)]`, or its author's consent.

use transmutable::{FromBytes, FromZeros, Immutable, IntoBytes, Layout};

#[derive(Layout)]
pub struct Loose {
    pub kind: u8,
    pub length: u16,
}

#[derive(Layout)]
#[repr(C)]
pub struct Holder {
    pub loose: Loose,
}

/// Accepted: these bytes never leave the build.
#[derive(Layout, FromZeros, FromBytes, IntoBytes, Immutable)]
#[transmutable(accept_unstable_layout)]
pub struct Accepted {
    pub kind: u8,
    pub flags: u8,
}

fn main() {
    let bytes = [0u8; 4];
    let _ = transmutable::read_from_bytes::<Loose>(&bytes);
    let _ = transmutable::try_ref_from_bytes::<Holder>(&bytes);
    let _ = transmutable::read_from_bytes::<(u16, u16)>(&bytes);
    let accepted = Accepted::read_from_bytes(&bytes[..2]).unwrap();
    let _ = accepted.as_bytes();
    // Zeros are zeros in any order.
    let _: Loose = transmutable::zeroed();
}
