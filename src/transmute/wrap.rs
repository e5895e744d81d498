//! Wrappers put on and taken off in place: `Inner` read as a `Wrapper` of
//! the same layout (a `#[repr(transparent)]` newtype, say), and back, by
//! value, by reference and by slice.
//!
//! Each is the transmutation of its form (`transmute`, `transmute_ref`,
//! `transmute_mut`, `cast_slice`, `cast_slice_mut`) with one more check:
//! the two types have one size and one alignment, so that a wrapper is
//! exactly its inner value. Putting a wrapper on asks what any
//! transmutation into it asks: a wrapper with a private field may carry
//! invariants, and its author says it does not with
//! `#[transmutable(unsafe(no_invariants))]` (what `unsafe impl TransparentWrapper` says
//! in bytemuck).

#![forbid(unsafe_code)]

use crate::description::Layout;
use crate::lifetime::Lifetime;

/// Stops compilation unless `Wrapper` and `Inner` have one size and one
/// alignment.
#[track_caller]
const fn same_layout<Inner: Layout, Wrapper: Layout>() {
    let (inner, wrapper) = (Inner::DESCRIPTION, Wrapper::DESCRIPTION);
    if inner.size() != wrapper.size() || inner.align() != wrapper.align() {
        let mut text = crate::text::Text::new();
        text.push("transmutable: `");
        wrapper.write_name(&mut text);
        text.push("` is not a wrapper of `");
        inner.write_name(&mut text);
        text.push("`: a wrapper has the size and the alignment of what it wraps; use `transmutable::transmute` to read a part of a value");
        panic!("{}", text.as_str());
    }
}

/// Puts `inner` in a `Wrapper` of the same layout (checked at compile time,
/// as for [`transmute`](crate::transmute())).
///
/// ```
/// use transmutable::Layout;
///
/// #[derive(Layout, Debug, PartialEq)]
/// #[repr(transparent)]
/// #[transmutable(unsafe(no_invariants))]
/// pub struct Meters(f64);
///
/// let distance: Meters = transmutable::wrap(42.0);
/// assert_eq!(distance, Meters(42.0));
/// ```
///
/// A wrapper with a private field may carry invariants unless its author
/// says it does not:
///
/// ```compile_fail
/// #[derive(transmutable::Layout)]
/// #[repr(transparent)]
/// pub struct Even(u8);
///
/// let even: Even = transmutable::wrap(3u8);
/// ```
pub const fn wrap<'l, Inner: Layout + Lifetime<'l>, Wrapper: Layout + Lifetime<'l>>(inner: Inner) -> Wrapper {
    const { same_layout::<Inner, Wrapper>() };
    crate::transmute(inner)
}

/// Takes the `Inner` out of a `Wrapper` of the same layout.
///
/// ```
/// use core::num::Wrapping;
///
/// let count: u32 = transmutable::peel(Wrapping(7u32));
/// assert_eq!(count, 7);
/// ```
pub const fn peel<'l, Wrapper: Layout + Lifetime<'l>, Inner: Layout + Lifetime<'l>>(wrapper: Wrapper) -> Inner {
    const { same_layout::<Inner, Wrapper>() };
    crate::transmute(wrapper)
}

/// Reads `&Inner` as `&Wrapper` (checked at compile time, as for
/// [`transmute_ref`](crate::transmute_ref)).
///
/// ```
/// use transmutable::Layout;
///
/// /// A name, compared without regard to case.
/// #[derive(Layout)]
/// #[repr(transparent)]
/// #[transmutable(unsafe(no_invariants))]
/// pub struct Caseless([u8; 4]);
///
/// impl PartialEq for Caseless {
///     fn eq(&self, other: &Self) -> bool {
///         self.0.eq_ignore_ascii_case(&other.0)
///     }
/// }
///
/// let (a, b) = (*b"GOGS", *b"gogs");
/// assert!(transmutable::wrap_ref::<_, Caseless>(&a) == transmutable::wrap_ref(&b));
/// ```
pub const fn wrap_ref<'l, Inner: Layout + Lifetime<'l>, Wrapper: Layout + Lifetime<'l>>(inner: &Inner) -> &Wrapper {
    const { same_layout::<Inner, Wrapper>() };
    crate::transmute_ref(inner)
}

/// Reads `&Wrapper` as `&Inner`.
///
/// ```
/// use core::num::Wrapping;
///
/// let count = Wrapping(7u32);
/// let inner: &u32 = transmutable::peel_ref(&count);
/// assert_eq!(*inner, 7);
/// ```
pub const fn peel_ref<'l, Wrapper: Layout + Lifetime<'l>, Inner: Layout + Lifetime<'l>>(wrapper: &Wrapper) -> &Inner {
    const { same_layout::<Inner, Wrapper>() };
    crate::transmute_ref(wrapper)
}

/// Reads `&mut Inner` as `&mut Wrapper` (checked at compile time both ways,
/// as for [`transmute_mut`](crate::transmute_mut)).
///
/// ```
/// use core::num::Wrapping;
///
/// let mut count = u8::MAX;
/// *transmutable::wrap_mut::<_, Wrapping<u8>>(&mut count) += 1;
/// assert_eq!(count, 0);
/// ```
pub const fn wrap_mut<'l, Inner: Layout + Lifetime<'l>, Wrapper: Layout + Lifetime<'l>>(
    inner: &mut Inner,
) -> &mut Wrapper {
    const { same_layout::<Inner, Wrapper>() };
    crate::transmute_mut(inner)
}

/// Reads `&mut Wrapper` as `&mut Inner`.
///
/// ```
/// use core::num::Wrapping;
///
/// let mut count = Wrapping(1u8);
/// *transmutable::peel_mut::<_, u8>(&mut count) = 9;
/// assert_eq!(count, Wrapping(9));
/// ```
pub const fn peel_mut<'l, Wrapper: Layout + Lifetime<'l>, Inner: Layout + Lifetime<'l>>(
    wrapper: &mut Wrapper,
) -> &mut Inner {
    const { same_layout::<Inner, Wrapper>() };
    crate::transmute_mut(wrapper)
}

/// Reads `&[Inner]` as `&[Wrapper]` (checked at compile time, as for
/// [`cast_slice`](crate::cast_slice)).
///
/// ```
/// use core::num::Wrapping;
///
/// let counts = [1u8, 255];
/// let wrapped: &[Wrapping<u8>] = transmutable::wrap_slice(&counts[..]);
/// assert_eq!(wrapped[1] + Wrapping(1), Wrapping(0));
/// ```
pub fn wrap_slice<'l, Inner: Layout + Lifetime<'l>, Wrapper: Layout + Lifetime<'l>>(inner: &[Inner]) -> &[Wrapper] {
    const { same_layout::<Inner, Wrapper>() };
    crate::cast_slice(inner)
}

/// Reads `&[Wrapper]` as `&[Inner]`.
///
/// ```
/// use core::num::Wrapping;
///
/// let wrapped = [Wrapping(3u16), Wrapping(4)];
/// let counts: &[u16] = transmutable::peel_slice(&wrapped[..]);
/// assert_eq!(counts, [3, 4]);
/// ```
pub fn peel_slice<'l, Wrapper: Layout + Lifetime<'l>, Inner: Layout + Lifetime<'l>>(wrapper: &[Wrapper]) -> &[Inner] {
    const { same_layout::<Inner, Wrapper>() };
    crate::cast_slice(wrapper)
}

/// Reads `&mut [Inner]` as `&mut [Wrapper]` (checked at compile time both
/// ways, as for [`cast_slice_mut`](crate::cast_slice_mut)).
///
/// ```
/// use core::num::Wrapping;
///
/// let mut counts = [255u8, 1];
/// transmutable::wrap_slice_mut::<_, Wrapping<u8>>(&mut counts[..]).iter_mut().for_each(|count| *count += 1);
/// assert_eq!(counts, [0, 2]);
/// ```
pub fn wrap_slice_mut<'l, Inner: Layout + Lifetime<'l>, Wrapper: Layout + Lifetime<'l>>(
    inner: &mut [Inner],
) -> &mut [Wrapper] {
    const { same_layout::<Inner, Wrapper>() };
    crate::cast_slice_mut(inner)
}

/// Reads `&mut [Wrapper]` as `&mut [Inner]`.
///
/// ```
/// use core::num::Wrapping;
///
/// let mut wrapped = [Wrapping(1u8), Wrapping(2)];
/// transmutable::peel_slice_mut::<_, u8>(&mut wrapped[..]).reverse();
/// assert_eq!(wrapped, [Wrapping(2), Wrapping(1)]);
/// ```
pub fn peel_slice_mut<'l, Wrapper: Layout + Lifetime<'l>, Inner: Layout + Lifetime<'l>>(
    wrapper: &mut [Wrapper],
) -> &mut [Inner] {
    const { same_layout::<Inner, Wrapper>() };
    crate::cast_slice_mut(wrapper)
}
