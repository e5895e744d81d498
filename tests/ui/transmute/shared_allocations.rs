// Casts of allocations in place refuse what would break the allocation's
// layout or what the other owners of a shared value read; bytes collected
// into a new vector must be bytes, and any bytes a value.

use std::cell::Cell;
use std::rc::Rc;
use std::sync::atomic::AtomicU32;
use std::sync::Arc;

#[derive(transmutable::Layout, Clone, Copy)]
#[repr(C)]
pub struct Padded {
    pub flag: u8,
    pub value: u16,
}

fn main() {
    // Other `Rc<u32>`s may read the value while a cell writes it.
    let _: Rc<Cell<u32>> = transmutable::cast_rc(Rc::new(0u32));
    // An `Rc` of 4 bytes aligned to 4 is freed as one aligned to 1.
    let _: Rc<[u8; 4]> = transmutable::cast_rc(Rc::new(0u32));
    // Not every byte is a `bool`.
    let _: Arc<bool> = transmutable::cast_arc(Arc::new(2u8));
    // The last `Rc` owns its value and lends it as `&mut` (`Rc::get_mut`):
    // a `&mut u8` would write 2 where its lender reads a `bool`, after the
    // borrow.
    let mut flag = true;
    let _: Rc<&mut u8> = transmutable::cast_rc(Rc::new(&mut flag));
    // Other threads' `Arc<u32>`s read what this one would store atomically.
    let _: Arc<AtomicU32> = transmutable::cast_arc(Arc::new(0u32));
    // Byte 1 of `Padded` is padding: no byte to copy.
    let _: Vec<u32> = transmutable::collect_to_vec(&[Padded { flag: 1, value: 2 }][..]);
    // Not every byte is a `bool`.
    let _: Vec<bool> = transmutable::collect_to_vec(&[1u8][..]);
    // No number of `()` holds a byte.
    let _: Vec<()> = transmutable::collect_to_vec(&[1u8][..]);
}
