// Every error of an input is reported, not only the first.

use goggles::Layout;

#[derive(Layout)]
#[repr(packed)]
#[goggles(no_invariants, frozen)]
pub enum Everything {
    #[goggles(no_invariants)]
    One,
    Two,
}

fn main() {}
