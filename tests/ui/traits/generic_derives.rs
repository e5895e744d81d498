// A generic type's capability impl is a promise about every argument its
// bounds admit, which unsafe code may rely on without asking goggles: the
// derive bounds every field type, and refuses where no bound can state the
// capability. Each of these was a false promise once.

use core::marker::PhantomData;
use goggles::{FromBytes, IntoBytes};

// A field that names no parameter is bounded too: `bool` accepts only 0
// and 1, whatever `T` is.
#[derive(goggles::Layout, goggles::FromZeros, goggles::FromBytes)]
#[repr(C)]
pub struct Flagged<T> {
    pub flag: bool,
    pub marker: PhantomData<T>,
}

// Padding depends on the argument: `repr(C)` is bytes at every argument
// only over unaligned fields.
#[derive(goggles::Layout, goggles::IntoBytes)]
#[repr(C)]
pub struct Padded<T> {
    pub tag: u8,
    pub value: T,
}

// A const parameter changes no validity.
#[derive(goggles::Layout, goggles::FromZeros, goggles::FromBytes)]
#[repr(C)]
pub struct Flags<const N: usize> {
    pub set: [bool; N],
}

// No bound says whether the tags cover every byte.
#[derive(goggles::Layout, goggles::FromBytes)]
#[repr(u8)]
pub enum Either<T> {
    Left(T),
    Right(T),
}

// The default representation promises no layout.
#[derive(goggles::Layout, goggles::IntoBytes, goggles::Unaligned)]
#[goggles(accept_unstable_layout)]
pub struct Loose<T> {
    pub value: T,
}

// A private field may carry an invariant.
#[derive(goggles::Layout, goggles::FromZeros)]
#[repr(C)]
pub struct Guarded<T> {
    value: T,
}

// All zeros name no variant.
#[derive(goggles::Layout, goggles::FromZeros)]
#[repr(u8)]
pub enum Tagged<T> {
    One(T) = 1,
    Two(T) = 2,
}

// No impl of `TransmuteFrom` can be checked at every argument.
#[derive(goggles::Layout)]
#[repr(C)]
#[goggles(transmute_from(u16))]
pub struct Wrapped<T> {
    pub value: T,
}

fn into_bytes<T: IntoBytes>() {}
fn from_bytes<T: FromBytes>() {}

fn main() {
    into_bytes::<Padded<u16>>();
    from_bytes::<Flags<4>>();
}
