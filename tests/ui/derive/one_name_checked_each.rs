//! Two types a macro declares from one name token, with one body and one
//! derive list, and representations of their own: each derive of `b::T`
//! finds its pieces claimed by the same derive of `a::T`, and so emits them
//! again, for `b::T`, with `b::T`'s check: `b::T` has a byte of padding
//! between `x` and `y`, and is refused `IntoBytes`, which the packed `a::T`
//! has.
#![forbid(unsafe_code)]

macro_rules! two {
    ($n:ident) => {
        pub mod a {
            #[derive(transmutable::Layout, transmutable::IntoBytes)]
            #[repr(C, packed)]
            pub struct $n {
                pub x: u8,
                pub y: u16,
            }
        }
        pub mod b {
            #[derive(transmutable::Layout, transmutable::IntoBytes)]
            #[repr(C)]
            pub struct $n {
                pub x: u8,
                pub y: u16,
            }
        }
    };
}

two!(T);

fn main() {}
