// The `try_` methods of `Layout` refuse at compile time what the free
// functions of the same names refuse, with the same explanation, and the
// note points at the call.

use transmutable::Layout;

#[derive(Layout)]
#[repr(C)]
pub struct Padded {
    pub flag: u8,
    pub value: u16,
}

#[derive(Layout)]
#[repr(C)]
pub struct Sealed {
    value: u8,
}

fn main() {
    // Behind a shared reference, bytes are not inside an `UnsafeCell`.
    let _ = core::cell::Cell::<u8>::try_ref_from_bytes(&[1u8][..]);
    // What is written through the view must leave bytes: padding would not.
    let _ = Padded::try_mut_from_bytes(&mut [0u8; 4][..]);
    // A private field may carry invariants that no check of bytes knows.
    let _ = Sealed::try_read_from_bytes(&[1u8][..]);
    // A sized type has no tail elements to count.
    let _ = u16::try_ref_from_prefix_with_elems(&[1u8, 2][..], 1);
}
