// A generic type's capability impl is a promise about every argument its
// bounds admit, which unsafe code may rely on without asking transmutable: the
// derive bounds every field type, and refuses where no bound can state the
// capability. Each of these was a false promise once.

use core::marker::PhantomData;
use transmutable::{FromBytes, IntoBytes};

// A field that names no parameter is bounded too: `bool` accepts only 0
// and 1, whatever `T` is.
#[derive(transmutable::Layout, transmutable::FromZeros, transmutable::FromBytes)]
#[repr(C)]
pub struct Flagged<T> {
    pub flag: bool,
    pub marker: PhantomData<T>,
}

// Padding depends on the argument: `repr(C)` is bytes at every argument
// only over unaligned fields.
#[derive(transmutable::Layout, transmutable::IntoBytes)]
#[repr(C)]
pub struct Padded<T> {
    pub tag: u8,
    pub value: T,
}

// A const parameter changes no validity.
#[derive(transmutable::Layout, transmutable::FromZeros, transmutable::FromBytes)]
#[repr(C)]
pub struct Flags<const N: usize> {
    pub set: [bool; N],
}

// No bound says whether the tags cover every byte.
#[derive(transmutable::Layout, transmutable::FromBytes)]
#[repr(u8)]
pub enum Either<T> {
    Left(T),
    Right(T),
}

// The default representation promises no layout.
#[derive(transmutable::Layout, transmutable::IntoBytes, transmutable::Unaligned)]
#[transmutable(accept_unstable_layout)]
pub struct Loose<T> {
    pub value: T,
}

// A private field may carry an invariant.
#[derive(transmutable::Layout, transmutable::FromZeros)]
#[repr(C)]
pub struct Guarded<T> {
    value: T,
}

// All zeros name no variant.
#[derive(transmutable::Layout, transmutable::FromZeros)]
#[repr(u8)]
pub enum Tagged<T> {
    One(T) = 1,
    Two(T) = 2,
}

// No impl of `TransmuteFrom` can be checked at every argument.
#[derive(transmutable::Layout)]
#[repr(C)]
#[transmutable(transmute_from(u16))]
pub struct Wrapped<T> {
    pub value: T,
}

fn into_bytes<T: IntoBytes>() {}
fn from_bytes<T: FromBytes>() {}

fn main() {
    into_bytes::<Padded<u16>>();
    from_bytes::<Flags<4>>();
}
