// `__fieldless_byte_enum!` called by hand on a one-byte union whose
// associated constants are named as variants: a union has no variant a
// pattern `Self::A {}` names, so it is refused (a union's byte may be
// uninitialized, and then reading it as a tag is undefined).
#![forbid(unsafe_code)]

#[derive(Clone, Copy)]
#[repr(C)]
pub union Either {
    pub byte: u8,
    pub nothing: (),
}

impl Either {
    pub const A: Either = Either { byte: 1 };
    pub const B: Either = Either { nothing: () };
}

transmutable::__fieldless_byte_enum!(Either "Either" "0:either" [A B] false false false false);

fn main() {}
