// An assumption lifts exactly one obligation: assuming validity does not
// excuse the private field of `Even`.

use transmutable::{Assume, Layout};

#[derive(Layout)]
#[repr(transparent)]
pub struct Even {
    // SAFETY: always an even number!
    n: u8,
}

fn u8_to_even(src: u8) -> Even {
    // SAFETY: never called: the program does not compile.
    unsafe { transmutable::transmute!(src, Assume::VALIDITY) }
}

fn main() {
    let _: fn(u8) -> Even = u8_to_even;
}
