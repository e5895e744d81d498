// A type into itself needs no walk, but a reference inside it still needs
// its lifetime proven: `&'a u8` and `&'static u8` are described alike.
use transmutable::{Assume, Assumption};

struct Safety;
impl Assumption for Safety {
    const ASSUME: Assume = Assume::SAFETY;
}

fn extend<'a>(r: &'a u8) -> &'static u8 {
    unsafe { transmutable::transmute_assuming::<&'a u8, &'static u8, Safety>(r) }
}

fn main() {
    let x = 1u8;
    let _ = extend(&x);
}
