// Generic code states the capability it needs; a type without it is an
// error at the call, under `cargo check`, not inside the generic function.

use transmutable::{FromBytes, Immutable, IntoBytes};

fn table<T: FromBytes + Immutable>(bytes: &[u8]) -> Option<&[T]> {
    <[T]>::ref_from_bytes(bytes).ok()
}

fn send<T: IntoBytes + Immutable>(value: &T) -> &[u8] {
    value.as_bytes()
}

#[derive(transmutable::Layout, transmutable::FromZeros, transmutable::FromBytes)]
#[repr(C)]
pub struct Pair<A, B> {
    pub first: A,
    pub second: B,
}

fn main() {
    let _ = table::<bool>(&[1, 0]);
    let _ = send(&(1u8, 2u16));
    let _ = table::<Pair<u8, bool>>(&[1, 0]);
}
