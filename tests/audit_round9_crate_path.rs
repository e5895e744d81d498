//! A crate that writes no `unsafe` and makes a derived type's description
//! lie (tests/audit_round9.rs tells the rest): the derive's paths begin with
//! `::transmutable`, and a crate may name itself so with
//! `extern crate self as transmutable;` while it reaches the real crate
//! under another name. It re-exports the real crate's items and replaces
//! one of `__private`'s (`Field`, here describing every field as a `u8`),
//! and the derive builds its `unsafe impl` of the real `Layout` from it.
//!
//! The probe holds the verdict to the truth (a `bool` is not every `u8`);
//! it failed while the hole was open, when under Miri `transmute::<u8,
//! Lie>(2)` reported "constructing invalid value". The derive now builds
//! every description with the kit of the trait it implements
//! (`<() as ::transmutable::Layout>::__KIT`), which is the real crate's
//! wherever the impl is of the real `Layout`, and names no `Field`.

#![forbid(unsafe_code)]

extern crate self as transmutable;
extern crate transmutable as real;

pub use real::*;

/// The real `__private`, but for `Field`.
pub mod __private {
    pub use real::__private::*;

    /// Describes every field as a `u8`, whatever its type.
    pub struct Field;

    impl Field {
        // The derive calls `Field::new` for a field of the real crate.
        #[allow(clippy::new_ret_no_self)]
        pub const fn new(
            name: &'static str,
            offset: usize,
            _described: &'static real::__private::Description,
            public: bool,
        ) -> real::__private::Field {
            real::__private::Field::new(name, offset, <u8 as real::Layout>::DESCRIPTION, public)
        }
    }
}

#[derive(real::Layout, Clone, Copy, Debug)]
#[repr(C)]
pub struct Lie(pub bool);

#[test]
fn a_crate_named_transmutable_cannot_describe_a_bool_as_a_byte() {
    assert!(!real::is_transmutable::<u8, Lie>(real::Assume::NOTHING), "every `u8` accepted as a `bool`");
    assert!(<Lie as real::Layout>::try_read_from_bytes(&[2]).is_err(), "2 read as a `bool`");
    assert!(<Lie as real::Layout>::try_read_from_bytes(&[1]).is_ok_and(|lie| lie.0));
}
