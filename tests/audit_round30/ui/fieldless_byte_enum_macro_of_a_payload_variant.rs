// `__fieldless_byte_enum!` called by hand on a `repr(u8)` enum with a
// payload, its variants written as if without fields: `Self::B {}` leaves
// out the field, and `Mixed::B` is a constructor, not a value, so the
// call is refused (else the description would be of one byte, the tag,
// where `B` holds two).
#![forbid(unsafe_code)]

#[derive(Clone, Copy)]
#[repr(u8)]
pub enum Mixed {
    A,
    B(u8),
}

transmutable::__fieldless_byte_enum!(Mixed "Mixed" "0:mixed" [A B] false false false false);

fn main() {}
