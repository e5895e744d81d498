// The talk's `Even`: its private field carries an invariant, so building one
// from a `u8` takes `Assume::SAFETY` and a check of the invariant. Reading
// one as bytes takes nothing: a source never needs `Assume::SAFETY`.

use transmutable::{Assume, Layout};

#[derive(Layout)]
#[repr(transparent)]
pub struct Even {
    // SAFETY: always an even number!
    n: u8,
}

fn u8_to_even(src: u8) -> Even {
    assert!(src % 2 == 0);
    // SAFETY: `src` is even, the one invariant of `Even`.
    unsafe { transmutable::transmute!(src, Assume::SAFETY) }
}

fn main() {
    let even = u8_to_even(6);
    assert_eq!(even.n, 6);
    let bytes: [u8; 1] = transmutable::transmute!(even);
    assert_eq!(bytes, [6]);
}
