//! Two types whose names are one token (`$n`, declared in two modules by
//! one expansion): the derives claim their pieces under the name's span,
//! so `b::T`'s `Zeroable` finds the description claimed by `a::T`'s
//! `Layout`, and `b::T`'s `Pod` finds `FromZeros` and `FromBytes` claimed
//! by `a::T`'s `FromBytes`. `b::T` is left without its description, and
//! the impls its own derives still emit, each with its check, are refused:
//! a type never keeps a capability on a check of another type.
#![forbid(unsafe_code)]

macro_rules! two {
    ($n:ident) => {
        pub mod a {
            #[derive(transmutable::Layout, transmutable::FromBytes)]
            #[repr(C)]
            pub struct $n {
                pub x: u8,
            }
        }
        pub mod b {
            #[derive(transmutable::Zeroable, transmutable::Pod)]
            #[repr(C)]
            pub struct $n {
                pub x: bool,
            }
        }
    };
}

two!(T);

fn main() {}
