// A type of the default representation is no byte format: the compiler
// may order its fields otherwise in another version. Deriving `FromBytes`
// or `IntoBytes` for it asks for `#[repr(C)]`, or its author's consent.

#[derive(transmutable::Layout, transmutable::FromZeros, transmutable::FromBytes)]
pub struct Loose {
    pub kind: u8,
    pub length: u16,
}

fn main() {}
