// What is written through a cell comes back to the source, which must stay
// a value its own code relies on: with cells in a slice tail, and through
// slice casts, as through plain references.

mod even {
    use core::cell::Cell;

    /// Always even: the cell is private.
    #[derive(transmutable::Layout)]
    #[repr(transparent)]
    pub struct Even(Cell<u8>);

    impl Even {
        pub fn new() -> Even {
            Even(Cell::new(0))
        }
    }

    /// A length, then cells that always hold even numbers.
    #[derive(transmutable::Layout)]
    #[repr(C)]
    pub struct Evens {
        pub length: u8,
        cells: [Cell<u8>],
    }
}

#[derive(transmutable::Layout)]
#[repr(C)]
pub struct Open {
    pub length: u8,
    pub cells: [core::cell::Cell<u8>],
}

fn main() {
    let evens = [even::Even::new()];
    let _: &[core::cell::Cell<u8>] = transmutable::cast_slice(&evens[..]);
    let _ = transmutable::try_cast_slice::<even::Even, core::cell::Cell<u8>>(&evens[..]);
    let boxed: Option<Box<even::Evens>> = None;
    let _: &Option<Box<Open>> = transmutable::transmute_ref(&boxed);
}
