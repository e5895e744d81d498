// `try_transmute` checks the bytes of the destination at run time, and no
// pointer's: each is one of the source's, matched at compile time. A source
// that keeps a pointer to itself under invariants of its own (a private
// field, a `ManuallyDrop` that may have been dropped) cannot give it up to a
// destination where it is usable, whatever its other bytes hold.

use core::mem::ManuallyDrop;

use transmutable::Layout;

#[derive(Layout)]
#[repr(C)]
pub struct Lent {
    pub tag: u8,
    value: ManuallyDrop<Box<u8>>,
}

#[derive(Layout)]
#[repr(C)]
pub struct Owned {
    pub tag: bool,
    pub value: Box<u8>,
}

fn take(lent: Lent) -> Option<Owned> {
    transmutable::try_transmute(lent).ok()
}

fn main() {
    let _: fn(Lent) -> Option<Owned> = take;
}
