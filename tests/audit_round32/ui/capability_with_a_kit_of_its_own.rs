// A crate that names itself `transmutable`, re-exports the real
// capabilities, and binds `transmutable::Layout` to a trait of its own
// whose kit checks nothing: the derive's check of `FromBytes` is made with
// that kit, and its impl is of the real `FromBytes`. A struct of a `bool`
// (described honestly by hand) must not be `FromBytes`: the derive's
// output proves its kit is the kit of the trait it implements.

extern crate self as transmutable;
extern crate transmutable as real;

pub use real::{FromBytes, FromZeros, Immutable, IntoBytes, Lifetime, Unaligned};
pub use real::__private;

/// A `Layout` of this crate's own.
pub unsafe trait Layout {
    const __KIT: Kit = Kit;
}
unsafe impl Layout for () {}

/// A kit whose checks pass whatever they are asked.
pub struct Kit;
impl Kit {
    pub const fn has_from_zeros<T>(self) -> bool {
        true
    }
    pub const fn has_from_bytes<T>(self) -> bool {
        true
    }
    pub const fn capability_from_zeros(self) -> u8 {
        0
    }
    pub const fn capability_from_bytes(self) -> u8 {
        0
    }
    pub const fn verify<T>(self, _: u8) {}
}

#[derive(Clone, Copy, real::FromBytes)]
#[repr(C)]
pub struct Flag {
    pub a: bool,
}

// SAFETY: a struct of one `bool` is described as a `bool`.
unsafe impl real::Layout for Flag {
    const DESCRIPTION: &'static real::__private::Description = <bool as real::Layout>::DESCRIPTION;
}

fn main() {
    fn from_bytes<T: real::FromBytes>() {}
    from_bytes::<Flag>();
}
