//! Two types whose names are one token, with one derive list: each derive
//! of `b::T` finds its pieces claimed by the same derive of `a::T`, and so
//! emits them again, for `b::T`, with `b::T`'s check: the `bool` refuses
//! `FromBytes` though `a::T`'s `u8` takes it.
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
            #[derive(transmutable::Layout, transmutable::FromBytes)]
            #[repr(C)]
            pub struct $n {
                pub x: bool,
            }
        }
    };
}

two!(T);

fn main() {}
