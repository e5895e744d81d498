//! Fields from the peers' ecosystems: a type that implements bytemuck's
//! `Pod` (feature `bytemuck`) or zerocopy's `FromBytes`, `IntoBytes` and
//! `Immutable` (feature `zerocopy`) becomes a field of a transmutable type
//! inside a wrapper, `Bytemuck<T>` or `Zerocopy<T>` (each there with its
//! feature).
//!
//! A wrapper is described by what the traits promise and nothing more:
//! `size_of::<T>()` initialized bytes, each of any value (any byte string
//! is a valid, safe `T`, and no value has padding or uninitialized bytes),
//! none inside an `UnsafeCell`, aligned as `T` is. Nothing says which of
//! those bytes is which field of `T`, so a check that needs more (a part of
//! a `T` read as something that accepts fewer values, a pointer) is
//! refused, naming the wrapper; and a wrapper has no portable description.
//!
//! ```
//! # #[cfg(feature = "bytemuck")] {
//! use transmutable::foreign::Bytemuck;
//!
//! #[derive(Clone, Copy, bytemuck::Pod, bytemuck::Zeroable)]
//! #[repr(C)]
//! pub struct Rgba {
//!     pub channels: [u8; 4],
//! }
//!
//! #[derive(transmutable::Pod, transmutable::Zeroable)]
//! #[repr(C)]
//! pub struct Pixel {
//!     pub x: u16,
//!     pub y: u16,
//!     pub color: Bytemuck<Rgba>,
//! }
//!
//! let pixel: &Pixel = transmutable::ref_from_bytes(&[0u8; 8][..]).unwrap();
//! assert_eq!(pixel.color.0.channels, [0; 4]);
//! # }
//! ```
//!
//! With neither feature, the module is empty and neither peer is a
//! dependency.

#[cfg(any(feature = "bytemuck", feature = "zerocopy"))]
use crate::byte_set::ByteSet;
#[cfg(any(feature = "bytemuck", feature = "zerocopy"))]
use crate::description::{Bytes, Description, Invariants, Kind, Name, Piece};
#[cfg(any(feature = "bytemuck", feature = "zerocopy"))]
use crate::layout::Layout;
#[cfg(any(feature = "bytemuck", feature = "zerocopy"))]
use crate::Lifetime;
#[cfg(feature = "zerocopy")]
use crate::Unaligned;

/// The description of `size` initialized bytes aligned to `align`: what
/// both peers' promises say of a type.
#[cfg(any(feature = "bytemuck", feature = "zerocopy"))]
const fn any_bytes(name: &'static str, size: usize, align: usize, pieces: &'static [Piece]) -> Description {
    Description::new(Name::Plain(name), size, align, Bytes::new(size, pieces), Invariants::None)
}

/// A `T` that implements bytemuck's `Pod`, as a field of a transmutable
/// type: see the [module](self). `#[repr(transparent)]`, so it is laid out
/// as `T` is.
#[cfg(feature = "bytemuck")]
#[repr(transparent)]
#[derive(Clone, Copy, Default, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Bytemuck<T>(pub T);

// SAFETY: `Pod` promises that every byte string of `size_of::<T>()` bytes
// is a valid `T` that safe code may use (bytemuck casts any bytes into it
// safely), that no value has padding or uninitialized bytes, and that `T`
// has no interior mutability; `Bytemuck<T>` is `repr(transparent)` over it.
#[cfg(feature = "bytemuck")]
unsafe impl<T: bytemuck::Pod> Layout for Bytemuck<T> {
    const DESCRIPTION: &'static Description = &any_bytes(
        "Bytemuck<_>",
        core::mem::size_of::<T>(),
        core::mem::align_of::<T>(),
        &[Piece::new(0, core::mem::size_of::<T>(), Kind::Run(ByteSet::INITIALIZED))],
    );
}

// SAFETY: `Pod` types are `'static`: they hold no lifetime to extend.
#[cfg(feature = "bytemuck")]
unsafe impl<'l, T: bytemuck::Pod> Lifetime<'l> for Bytemuck<T> {}

#[cfg(feature = "bytemuck")]
crate::traits::capabilities_of_any_bytes!([T: bytemuck::Pod] Bytemuck<T>);

/// A `T` that implements zerocopy's `FromBytes`, `IntoBytes` and
/// `Immutable`, as a field of a transmutable type: see the [module](self).
/// `#[repr(transparent)]`, so it is laid out as `T` is; `Unaligned` when
/// `T` is zerocopy's `Unaligned`.
#[cfg(feature = "zerocopy")]
#[repr(transparent)]
#[derive(Clone, Copy, Default, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Zerocopy<T>(pub T);

// SAFETY: `FromBytes` promises that every byte string of `size_of::<T>()`
// bytes is a valid `T` that safe code may use (zerocopy reads any bytes
// into it safely), `IntoBytes` that no value has padding or uninitialized
// bytes, `Immutable` that no byte lies inside an `UnsafeCell`;
// `Zerocopy<T>` is `repr(transparent)` over it.
#[cfg(feature = "zerocopy")]
unsafe impl<T: zerocopy::FromBytes + zerocopy::IntoBytes + zerocopy::Immutable> Layout for Zerocopy<T> {
    const DESCRIPTION: &'static Description = &any_bytes(
        "Zerocopy<_>",
        core::mem::size_of::<T>(),
        core::mem::align_of::<T>(),
        &[Piece::new(0, core::mem::size_of::<T>(), Kind::Run(ByteSet::INITIALIZED))],
    );
}

// SAFETY: only `'static` types are admitted: they hold no lifetime to
// extend. (Any bytes are a `T`, so a `T` holds no reference anyway.)
#[cfg(feature = "zerocopy")]
unsafe impl<'l, T: zerocopy::FromBytes + zerocopy::IntoBytes + zerocopy::Immutable + 'static> Lifetime<'l>
    for Zerocopy<T>
{
}

#[cfg(feature = "zerocopy")]
crate::traits::capabilities_of_any_bytes!([T: zerocopy::FromBytes + zerocopy::IntoBytes + zerocopy::Immutable] Zerocopy<T>);

// SAFETY: zerocopy's `Unaligned` promises alignment 1, and the wrapper is
// aligned as `T` is.
#[cfg(feature = "zerocopy")]
unsafe impl<T: zerocopy::FromBytes + zerocopy::IntoBytes + zerocopy::Immutable + zerocopy::Unaligned> Unaligned
    for Zerocopy<T>
{
}
