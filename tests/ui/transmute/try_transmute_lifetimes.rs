// `try_transmute` bounds both types by `Lifetime<'l>` at one lifetime, as
// `transmute` does: a reference of the destination must be one of the
// source at the same place, which the borrow checker keeps from growing.
// Bytes never become a reference, however they are checked.

use transmutable::Layout;

#[derive(Layout)]
#[repr(C)]
pub struct LooseRef<'a> {
    pub tag: u8,
    pub value: &'a u8,
}

#[derive(Layout)]
#[repr(C)]
pub struct Borrowed<'a> {
    pub tag: bool,
    pub value: &'a u8,
}

fn forever<'a>(loose: LooseRef<'a>) -> Option<Borrowed<'static>> {
    transmutable::try_transmute(loose).ok()
}

fn from_bytes(address: usize) -> Option<&'static u8> {
    transmutable::try_transmute(address).ok()
}

fn main() {
    let byte = 1;
    let _ = forever(LooseRef { tag: 1, value: &byte });
    let _ = from_bytes(0);
}
