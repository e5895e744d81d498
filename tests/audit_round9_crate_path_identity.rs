//! A route that stayed open after the rest was closed (see
//! tests/audit_round9_crate_path.rs): the text that tells a derived type's
//! identity was written by `concat!`, `module_path!`, `file!`, `line!`,
//! `column!` and `cfg!`, which the derive reached through
//! `::transmutable::__private`, and a crate that names itself
//! `transmutable` could replace them. Two types of one identity and one
//! structure are taken to be one type (`description/same.rs`, `one_type`),
//! whose function pointers have one signature: a `fn(u8)` then passed for
//! a `fn(u16)`.
//!
//! The probe failed while the route was open. The derive now writes the
//! identity as one string literal it computes itself (its count of
//! derives, and a hash of the crate's command line and of the type's
//! place: `derive/src/expand/identity.rs`), and invokes no macro at all.

#![forbid(unsafe_code)]

extern crate self as transmutable;
extern crate transmutable as real;

pub use real::*;

/// The real `__private`, but for a `concat!` that gives every type one
/// identity.
pub mod __private {
    pub use real::__private::*;

    #[allow(unused_macros)]
    macro_rules! one_identity {
        ($($anything:tt)*) => {
            "one identity"
        };
    }
    #[allow(unused_imports, hidden_glob_reexports)]
    pub(crate) use one_identity as concat;
}

#[derive(real::Layout, Clone, Copy)]
#[repr(C)]
pub struct Narrow {
    pub call: fn(u8) -> u8,
}

#[derive(real::Layout, Clone, Copy)]
#[repr(C)]
pub struct Wide {
    pub call: fn(u16) -> u16,
}

#[test]
fn a_function_of_one_signature_is_not_one_of_another() {
    assert!(!real::is_transmutable::<Narrow, Wide>(real::Assume::NOTHING), "a `fn(u8)` taken for a `fn(u16)`");
}
