// `__fieldless_byte_enum!` called by hand with an associated constant
// named beside the variants: `Self::C {}` names no variant, so it is
// refused, even though the constant's value is one of the enum's.
#![forbid(unsafe_code)]

#[derive(Clone, Copy)]
#[repr(u8)]
pub enum Named {
    A = 1,
    B = 3,
}

impl Named {
    pub const C: Named = Named::A;
}

transmutable::__fieldless_byte_enum!(Named "Named" "0:named" [A B C] false false false false);

fn main() {}
