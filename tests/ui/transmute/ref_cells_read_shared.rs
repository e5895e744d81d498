// A `Ref` over a buffer borrowed uniquely may view a type with cells, but
// only through `&mut`: read through `&`, it reaches the buffer through a
// shared borrow, and a cell set through that would write where nothing may.

use core::cell::Cell;
use transmutable::Ref;

fn main() {
    let mut buffer = [0u8; 1];
    let mut view: Ref<&mut [u8], Cell<u8>> = Ref::from_bytes(&mut buffer[..]).unwrap();
    (&mut *view).set(1); // through `&mut`: fine
    let cell: &Cell<u8> = &view;
    cell.set(2);
}
