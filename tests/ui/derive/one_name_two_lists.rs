//! Two types a macro declares from one name token (`$n`, in two modules),
//! with one body and attributes of their own: the derives claim their
//! pieces under the name's span and the body, so `b::T`'s `Zeroable` finds
//! the description claimed by `a::T`'s `Layout`, and `b::T`'s `Pod` finds
//! `FromZeros` and `FromBytes` claimed by `a::T`'s `FromBytes`. `b::T`,
//! aligned to 2 with a byte of padding, is left without its description,
//! and the impls its own derives still emit, each with its check, are
//! refused: a type never keeps a capability on the check of another.
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
            #[repr(C, align(2))]
            pub struct $n {
                pub x: u8,
            }
        }
    };
}

two!(T);

fn main() {}
