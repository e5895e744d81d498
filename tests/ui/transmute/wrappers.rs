// A wrapper is exactly what it wraps: one size, one alignment; and one
// with a private field needs its author's word that it has no invariants.

#[derive(transmutable::Layout)]
#[repr(C)]
pub struct Pair {
    pub first: u8,
    pub second: u8,
}

#[derive(transmutable::Layout)]
#[repr(transparent)]
pub struct Even(u8);

fn main() {
    // `Pair` is larger than a `u8`.
    let _: &u8 = transmutable::peel_ref(&Pair { first: 1, second: 2 });
    // `Even` may carry invariants.
    let _: Even = transmutable::wrap(3u8);
}
