// The library's `__fieldless_byte_enum!`, which the derive of a fieldless
// enum of a one-byte tag calls, writes the enum's `unsafe impl Layout`
// itself, and is safe to call: a crate under `#![forbid(unsafe_code)]`
// may call it by hand. Called on a `repr(u16)` enum, whose tag is two
// bytes, it described one tag byte and a byte of padding (its casts are
// to `u8`, its size read from the compiler): `[1, 5]` was read as a
// `Wide`, whose tag 0x0501 is no variant's. The macro's description
// refuses any enum of more than one byte: only there is the one byte the
// whole tag, whatever the representation.
#![forbid(unsafe_code)]

use transmutable::Layout;

#[derive(Clone, Copy)]
#[repr(u16)]
pub enum Wide {
    A = 1,
}

transmutable::__fieldless_byte_enum!(Wide "Wide" "0:by-hand" [A] false false false false);

fn main() {
    assert!(Wide::try_read_from_bytes(&[1, 5]).is_err());
}
