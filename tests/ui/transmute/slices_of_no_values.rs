// A slice of bytes holds values; none of them may become a value of a type
// that has none, by any slice entry point.

use core::convert::Infallible;

#[derive(transmutable::Layout)]
#[repr(C)]
pub struct Impossible {
    pub byte: u8,
    pub never: Infallible,
}

#[derive(transmutable::Layout)]
#[repr(C)]
pub struct NeverThere {
    pub never: Infallible,
    pub byte: u8,
}

fn main() {
    let bytes = [1u8, 2, 3];
    let _: &[(u8, Infallible)] = transmutable::cast_slice(&bytes[..]);
    let _ = transmutable::try_cast_slice::<u8, (u8, Infallible)>(&bytes[..]);
    let _: &[Impossible] = transmutable::cast_slice(&bytes[..]);
    let _ = transmutable::try_cast_slice::<u8, Impossible>(&bytes[..]);
    let _ = transmutable::try_ref_from_bytes::<[Impossible]>(&bytes[..]);
    let _ = transmutable::ref_from_prefix_with_elems::<[(u8, Infallible)]>(&bytes[..], 3);
    // The `try_` views of one type share their check, refused once, at the
    // first call: another type, to see each refusal.
    let _ = transmutable::try_ref_from_prefix_with_elems::<[NeverThere]>(&bytes[..], 3);
    let _ = transmutable::ref_from_bytes::<[Impossible]>(&bytes[..]);
    let mut buffer = [0u8; 3];
    let _ = transmutable::mut_from_bytes::<[Impossible]>(&mut buffer[..]);
    let _ = transmutable::try_mut_from_bytes::<[Impossible]>(&mut buffer[..]);
    let _ = transmutable::mut_from_prefix_with_elems::<[Impossible]>(&mut buffer[..], 1);
    let _ = transmutable::try_mut_from_prefix_with_elems::<[NeverThere]>(&mut buffer[..], 1);
    // From a slice that holds no values, anything goes: it is empty.
    let nothing: &[Impossible] = &[];
    let _: &[u8] = transmutable::cast_slice(nothing);
}
