// A value is cut only where its type says nothing of its tail's length,
// and, shared, holds no cell its padding could lie over; through `&mut`,
// no text is cut into bytes.

use core::cell::Cell;

#[derive(transmutable::Layout)]
#[repr(C)]
pub struct Counted {
    count: u8,
    pub items: [u8],
}

#[derive(transmutable::Layout)]
#[repr(C)]
pub struct Counters {
    pub first: u32,
    pub rest: [Cell<u8>],
}

fn cut(counted: &Counted, counters: &Counters, text: &mut str) {
    // The private count may be the tail's length.
    let _ = transmutable::split_at(counted, 1);
    // A shorter `Counters` ends in padding over the cells cut off.
    let _ = transmutable::split_at(counters, 1);
    // The bytes cut off a `str`, as `&mut [u8]`, could be left no UTF-8.
    let _ = transmutable::split_at_mut(text, 1);
    // A sized type ends in no slice.
    let _ = transmutable::split_at(&7u32, 0);
    // Not every byte is a `bool`.
    let _: (&[u8], &[bool], &[u8]) = transmutable::align_to(&[0u8, 1][..]);
}

fn main() {
    let _: fn(&Counted, &Counters, &mut str) = cut;
}
