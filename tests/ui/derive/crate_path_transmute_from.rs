// A crate that names itself `transmutable` (tests/audit_round9_crate_path.rs)
// replaces `verify_transmute`, which refused a `transmute_from` that not
// every source value fits: it refuses none. The derive calls its kit's,
// so `Lie: TransmuteFrom<u8>` is refused where it is declared.
#![forbid(unsafe_code)]

extern crate self as transmutable;
extern crate transmutable as real;

pub use real::*;

pub mod __private {
    pub use real::__private::*;

    pub const fn verify_transmute<Src, Dst>() {}
}

#[derive(real::Layout)]
#[repr(transparent)]
#[transmutable(transmute_from(u8))]
pub struct Lie(pub bool);

fn main() {}
