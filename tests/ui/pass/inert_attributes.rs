// The attributes that are no macro derive as before, wherever they are
// written: the compiler's own (which a macro of the same name makes
// ambiguous), `#[derive(..)]` lists below, the derive's helper, and other
// derives' helpers promised inert, `rustfmt`'s.

#![allow(dead_code, deprecated)]

use transmutable::{Immutable, IntoBytes, Layout};

/// A documented type.
#[doc = "More text."]
#[derive(Layout)]
#[derive(Clone, Copy, Debug, PartialEq)]
#[repr(C)]
#[allow(clippy::all, unused)]
#[warn(missing_docs)]
#[deny(unused_must_use)]
#[deprecated = "for the test"]
#[must_use]
#[cfg_attr(all(), doc = "Configured.")]
#[transmutable(portable)]
pub struct Plain {
    /// A field.
    #[allow(unused)]
    pub a: u8,
    /// Another field.
    pub b: [u8; 3],
}

#[derive(Layout, IntoBytes, Immutable)]
#[non_exhaustive]
#[repr(C)]
#[expect(missing_docs)]
pub struct Open {
    pub a: u32,
}

// SAFETY: `transparent` is the helper of bytemuck's derive, no macro.
#[derive(Layout, bytemuck::TransparentWrapper)]
#[repr(transparent)]
#[transmutable(unsafe(inert(transparent)))]
#[transparent(u32)]
pub struct Wrapped(u32);

#[derive(Layout)]
#[rustfmt::skip]
#[repr(u8)]
pub enum Tag { A = 1, B = 2 }

fn main() {
    let plain: Plain = transmutable::transmute([1u8, 2, 3, 4]);
    assert_eq!(plain.b, [2, 3, 4]);
    let wrapped: &Wrapped = bytemuck::TransparentWrapper::wrap_ref(&7u32);
    assert_eq!(transmutable::transmute::<Wrapped, u32>(Wrapped(wrapped.0)), 7);
    assert!(transmutable::try_transmute::<u8, Tag>(2).is_ok());
    let _ = Open { a: 0 };
}
