// A crate that names itself `transmutable` and puts a macro of its own
// where the derive of a fieldless enum calls the library's
// (`::transmutable::__fieldless_byte_enum!`): the derive gives the macro no
// `unsafe` token, so the `unsafe impl` the macro writes is the crate's own,
// which `#![forbid(unsafe_code)]` refuses.
#![forbid(unsafe_code)]

extern crate self as transmutable;
extern crate transmutable as real;

pub use real::*;

#[macro_export]
macro_rules! __fieldless_byte_enum {
    ($name:ident $($rest:tt)*) => {
        // Describes the enum as a `u8`, every byte a value.
        unsafe impl real::Layout for $name {
            const REFERENT: real::__private::Referent = <u8 as real::Layout>::REFERENT;
        }
    };
}

#[derive(real::Layout, Clone, Copy)]
#[repr(u8)]
pub enum Lie {
    A = 0,
    B = 1,
}

fn main() {}
