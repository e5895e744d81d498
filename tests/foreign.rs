//! Fields from the peers' ecosystems (features `bytemuck` and `zerocopy`):
//! a wrapped `Pod`, or `FromBytes + IntoBytes + Immutable`, type is any
//! initialized bytes of its size and alignment, none in a cell, and no
//! more. The expected verdicts are the peers' promises: any bytes read as
//! the wrapper, the wrapper read as bytes; a part of it is not known to be
//! a `bool`, so that is refused.

use transmutable::foreign::{Bytemuck, Zerocopy};
use transmutable::{Assume, FromBytes, IntoBytes, Layout, Pod, Unaligned, Zeroable};

#[derive(Clone, Copy, Debug, PartialEq, bytemuck::Pod, bytemuck::Zeroable)]
#[repr(C)]
pub struct Half {
    bits: u16,
}

#[derive(Debug, PartialEq, zerocopy::FromBytes, zerocopy::IntoBytes, zerocopy::Immutable, zerocopy::Unaligned)]
#[repr(C)]
pub struct Uuid {
    bytes: [u8; 16],
}

#[derive(Pod, Zeroable)]
#[repr(C)]
pub struct Record {
    pub id: Zerocopy<Uuid>,
    pub weight: Bytemuck<Half>,
    pub flags: u16,
}

#[derive(Pod, Zeroable, Unaligned)]
#[repr(C)]
pub struct Packed {
    pub id: Zerocopy<Uuid>,
}

#[test]
fn wrapped_fields_are_any_bytes() {
    // Aligned for `Record` (2): a `[u8; 20]` on the stack need not be,
    // and under Miri often is not.
    let mut words = [0u16; 10];
    words[8] = u16::from_ne_bytes([0x3C, 0]);
    let bytes: [u8; 20] = transmutable::transmute(words);
    let record = Record::ref_from_bytes(transmutable::as_bytes(&words)).unwrap();
    assert_eq!(record.weight.0, Half { bits: u16::from_ne_bytes([0x3C, 0]) });
    assert_eq!(record.id.0, Uuid { bytes: [0; 16] });
    assert_eq!(record.as_bytes(), bytes);
    assert_eq!(<Bytemuck<Half> as Layout>::DESCRIPTION.align(), 2);
    assert_eq!(<Zerocopy<Uuid> as Layout>::DESCRIPTION.align(), 1);
    let _ = Packed::ref_from_bytes(&bytes[..16]).unwrap();
}

#[test]
fn nothing_more_than_the_promise() {
    // Any bytes become the wrapper, and it becomes any bytes.
    assert!(transmutable::is_transmutable::<[u8; 2], Bytemuck<Half>>(Assume::NOTHING));
    assert!(transmutable::is_transmutable::<Bytemuck<Half>, [u8; 2]>(Assume::NOTHING));
    // Nothing says which byte is which field: a byte of it is no `bool`.
    assert!(!transmutable::is_transmutable::<Bytemuck<Half>, [bool; 2]>(Assume::NOTHING));
    // No cell inside: a shared reference to it is not one to a `Cell`.
    assert!(!transmutable::is_transmutable::<&Bytemuck<Half>, &core::cell::Cell<u16>>(Assume::NOTHING));
}
