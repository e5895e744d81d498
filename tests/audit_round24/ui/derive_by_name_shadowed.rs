// Two types a macro declares from one name token, with one body, one
// derive list and the same attributes: the second type's derives may find
// the first's reading and emit their capabilities from the name alone.
// In `b`, the name `u16` is a type with padding, so `b::T` has padding
// where `a::T` has none: `b::T` must be refused `IntoBytes` whichever
// derive reads it, and whatever order the derives are written in (`c`,
// `d`).
#![forbid(unsafe_code)]

#[derive(transmutable::Layout, Clone, Copy)]
#[repr(C, align(2))]
pub struct Padded(pub u8);

macro_rules! two {
    ($n:ident, $m:ident) => {
        pub mod a {
            #[derive(transmutable::Layout, transmutable::IntoBytes, transmutable::Immutable)]
            #[repr(C)]
            pub struct $n(pub u16, pub u16);
        }
        pub mod b {
            #[allow(non_camel_case_types)]
            type u16 = super::Padded;
            #[derive(transmutable::Layout, transmutable::IntoBytes, transmutable::Immutable)]
            #[repr(C)]
            pub struct $n(pub u16, pub u16);
        }
        pub mod c {
            #[derive(transmutable::IntoBytes, transmutable::Immutable, transmutable::Layout)]
            #[repr(C)]
            pub struct $m(pub u16, pub u16);
        }
        pub mod d {
            #[allow(non_camel_case_types)]
            type u16 = super::Padded;
            #[derive(transmutable::IntoBytes, transmutable::Immutable, transmutable::Layout)]
            #[repr(C)]
            pub struct $m(pub u16, pub u16);
        }
    };
}

two!(T, V);

fn main() {}
