//! The last helpers a crate that names itself `transmutable` (see
//! tests/audit_round9_crate_path.rs) could replace: those the descriptions
//! on other targets of a `#[transmutable(portable)]` type were built from.
//! A replaced `per_target` gave a type its host description on every
//! target, and a replaced `target_dependence` let a field of `c_long`
//! (4 bytes on 64-bit Windows) pass for a portable one: wrong portable
//! verdicts, with no `unsafe` written. The descriptions on the target
//! being compiled for stayed exact.
//!
//! Each probe failed while the derive named these helpers by paths. It
//! now builds portable descriptions with the kit's methods
//! (`<() as ::transmutable::Layout>::__KIT`), as it builds native ones, and
//! names no helper, nor an enum variant built with parentheses
//! (`Written::Path(..)`, which may be a function of the caller's).

#![forbid(unsafe_code)]

extern crate self as transmutable;
extern crate transmutable as real;

pub use real::*;

/// The real `__private`, but for `per_target` and `target_dependence`.
pub mod __private {
    pub use real::__private::*;

    /// Every type's host description, on every target. (Unused where the
    /// derive names no `per_target`.)
    #[allow(dead_code)]
    pub const fn per_target<T: real::Layout + ?Sized>() -> [Portability; TARGETS] {
        real::__private::everywhere(T::DESCRIPTION)
    }

    /// No input depends on the target. (Unused where the derive names no
    /// `target_dependence`.)
    #[allow(dead_code)]
    pub const fn target_dependence(
        _owner: &'static Description,
        _checks: &[Check],
    ) -> Option<real::portable::Unportable> {
        None
    }
}

#[derive(real::Layout, Clone, Copy)]
#[transmutable(portable)]
#[repr(C)]
pub struct Word {
    pub value: usize,
}

#[derive(real::Layout, Clone, Copy)]
#[transmutable(portable)]
#[repr(C)]
pub struct Long {
    pub value: core::ffi::c_long,
}

#[test]
fn a_crate_named_transmutable_cannot_give_a_type_its_host_layout_everywhere() {
    let i686 = real::portable::description_on::<Word>(real::portable::Target::I686).expect("a portable `Word`");
    assert_eq!(i686.size(), 4, "a `usize` of 8 bytes on i686");
    assert!(!real::portable::is_transmutable::<Word, u64>(real::Assume::NOTHING));
}

#[test]
fn a_crate_named_transmutable_cannot_make_a_c_long_portable() {
    for target in real::portable::Target::ALL {
        assert!(real::portable::description_on::<Long>(target).is_err(), "a `c_long` described on {target:?}");
    }
}
