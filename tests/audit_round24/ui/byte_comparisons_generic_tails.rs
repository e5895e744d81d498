// `ByteEq` and `ByteHash` on a struct that ends in a slice of a generic
// parameter, checked where they are used: refused for elements with
// padding, and for elements of no size.

use transmutable::{ByteEq, ByteHash, Layout};

#[derive(Layout, ByteEq, ByteHash)]
#[repr(C)]
pub struct Run<T> {
    pub count: u8,
    pub items: [T],
}

#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct Gap {
    pub a: u8,
    pub b: u16,
}

fn equal_runs(a: &Run<Gap>, b: &Run<Gap>) -> bool {
    a == b
}

fn hash_units(a: &Run<()>) -> u64 {
    use std::hash::{BuildHasher, RandomState};
    RandomState::new().hash_one(a)
}

fn main() {
    let _: fn(&Run<Gap>, &Run<Gap>) -> bool = equal_runs;
    let _: fn(&Run<()>) -> u64 = hash_units;
}
