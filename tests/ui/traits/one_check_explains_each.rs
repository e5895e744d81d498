// A derive that checks several capabilities of the whole type checks them
// in one constant: its error explains each capability the type lacks, in
// the order FromBytes, FromZeros, IntoBytes, Immutable, Unaligned.

use core::cell::Cell;

// `AnyBitPattern` is `FromZeros`, `FromBytes` and `Immutable`: every field
// is a `bool`, so 2..=255 is no value of the union (not `FromBytes`), and
// one field is in a cell (not `Immutable`); zeros are a `bool`.
#[derive(transmutable::Layout, transmutable::AnyBitPattern)]
#[repr(C)]
pub union Flags {
    pub plain: bool,
    pub shared: core::mem::ManuallyDrop<Cell<bool>>,
}

// A fieldless enum without a variant `= 0`: `NoUninit` is `IntoBytes` and
// `Immutable`, which it has; `Zeroable`'s one capability is refused alone.
#[derive(transmutable::Zeroable, transmutable::NoUninit)]
#[repr(u8)]
pub enum Odd {
    One = 1,
    Three = 3,
}

fn main() {}
