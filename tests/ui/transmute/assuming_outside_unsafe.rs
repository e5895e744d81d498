// Transmuting under an assumption puts an obligation on the caller: both
// forms are `unsafe` to call.

use transmutable::{Assume, Assumption};

struct Validity;

impl Assumption for Validity {
    const ASSUME: Assume = Assume::VALIDITY;
}

fn main() {
    let _: bool = transmutable::transmute_assuming::<u8, bool, Validity>(1);
    let _: bool = transmutable::transmute!(1u8, Assume::VALIDITY);
}
