// A crate that names itself `transmutable` (tests/audit_round9_crate_path.rs)
// replaces `Same`, by which a generic type's `Lifetime` bound proves that
// the `Option` a field names is the standard one, by `Each`, which proves
// nothing of the kind: the bound no longer said what the impl rests on.
// The derive proves that each path of its bound names transmutable's type.
#![forbid(unsafe_code)]

extern crate self as transmutable;
extern crate transmutable as real;

pub use real::*;

pub mod __private {
    pub use real::__private::*;

    pub type Same<T, U> = real::__private::Each<T, U>;
}

#[derive(real::Layout)]
#[repr(C)]
pub struct Link<'a> {
    pub next: Option<&'a Link<'a>>,
    pub byte: &'a u8,
}

fn main() {}
