// Every error of an input is reported, not only the first.

use transmutable::Layout;

#[derive(Layout)]
#[repr(packed)]
#[transmutable(no_invariants, frozen)]
pub enum Everything {
    #[transmutable(unsafe(no_invariants))]
    One,
    Two,
}

fn main() {}
