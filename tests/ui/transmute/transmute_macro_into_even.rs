// The talk's `Even`: a private field may carry an invariant, so `transmute!`
// without an assumption rejects it, and names the field.

use transmutable::Layout;

#[derive(Layout)]
#[repr(transparent)]
pub struct Even {
    // SAFETY: always an even number!
    n: u8,
}

fn main() {
    let _even: Even = transmutable::transmute!(3u8);
}
