//! Slices cut in parts: the aligned middle of a slice read as another type
//! ([`align_to`], [`align_to_mut`]), and a value that ends in a slice cut
//! after some of its elements ([`split_at`], [`split_at_mut`]).

use super::refuse;
use super::views::slices_answer;
use crate::layout::{Layout, Pointee};
use crate::lifetime::Lifetime;

/// Cuts `src` in three: the `Src`s before the first address aligned for
/// `Dst`, the middle read as `Dst`s, and the `Src`s after them, as
/// [`slice::align_to`] does. Every run of `Src`s that is a whole number of
/// `Dst`s must be valid `Dst`s, with the same cells (checked at compile
/// time, as for [`try_cast_slice`](crate::try_cast_slice)); where the
/// middle starts is found at run time.
///
/// ```
/// let bytes = [1u8, 0, 0, 0, 2, 0, 0, 0, 3, 0, 0, 0, 4];
/// let (before, words, after): (&[u8], &[u32], &[u8]) = transmutable::align_to(&bytes[..]);
/// assert_eq!(before.len() + words.len() * 4 + after.len(), bytes.len());
/// assert_eq!(words.as_ptr() as usize % core::mem::align_of::<u32>(), 0);
/// ```
///
/// Not every byte is a `bool`:
///
/// ```compile_fail
/// let (_, flags, _): (&[u8], &[bool], &[u8]) = transmutable::align_to(&[0u8, 1][..]);
/// ```
#[doc(alias = "pod_align_to")]
pub fn align_to<'l, Src: Layout + Lifetime<'l>, Dst: Layout + Lifetime<'l>>(src: &[Src]) -> (&[Src], &[Dst], &[Src]) {
    const { refuse(slices_answer::<Src, Dst>(false, true)) };
    // SAFETY: `align_to` reads the middle's bytes, whole `Src`s that are
    // also whole `Dst`s at an address aligned for `Dst`, as `Dst`s: every
    // such run of `Src`s is made of valid, safe `Dst`s with the same cells
    // (checked above). The parts borrow `src`.
    unsafe { src.align_to::<Dst>() }
}

/// [`align_to`] through `&mut`: what is written to the middle's `Dst`s must
/// leave valid `Src`s too (checked at compile time, as for
/// [`try_cast_slice_mut`](crate::try_cast_slice_mut)).
///
/// ```
/// let mut bytes = [0u8; 12];
/// let (before, words, _): (&mut [u8], &mut [u32], &mut [u8]) = transmutable::align_to_mut(&mut bytes[..]);
/// let skipped = before.len();
/// words[0] = u32::MAX; // 12 bytes hold two aligned words at least
/// assert_eq!(bytes[skipped..skipped + 4], [0xFF; 4]);
/// ```
///
/// A byte written back is not always a `bool`:
///
/// ```compile_fail
/// let mut flags = [true; 4];
/// let (_, bytes, _): (&mut [bool], &mut [u8], &mut [bool]) = transmutable::align_to_mut(&mut flags[..]);
/// ```
#[doc(alias = "pod_align_to_mut")]
pub fn align_to_mut<'l, Src: Layout + Lifetime<'l>, Dst: Layout + Lifetime<'l>>(
    src: &mut [Src],
) -> (&mut [Src], &mut [Dst], &mut [Src]) {
    const { refuse(slices_answer::<Src, Dst>(true, true)) };
    // SAFETY: as for `align_to`, and every run of `Dst`s written back is
    // made of valid, safe `Src`s (checked above). The parts borrow `src`
    // uniquely, and do not overlap.
    unsafe { src.align_to_mut::<Dst>() }
}

/// Cuts a value that ends in a slice after its first `at` elements: the
/// value with those elements, and the elements after them. `None` when it
/// has fewer than `at` elements, or when its tail is a `str` and `at` is
/// not at a character's start.
///
/// The value must carry no safety invariant, since its author may have
/// tied its tail's length to its other fields; hold no `UnsafeCell`,
/// since the shorter value's trailing padding, if it has some, lies over
/// the first elements cut off; and not be packed below the alignment of
/// its elements, which a slice of them needs (checked at compile time).
///
/// ```
/// use transmutable::byteorder::big_endian::U16;
/// use transmutable::Layout;
///
/// #[derive(Layout, Debug)]
/// #[repr(C)]
/// pub struct Ports {
///     pub count: u8,
///     pub ports: [U16],
/// }
///
/// let bytes = [2, 0, 53, 0x14, 0xE9, 0x01, 0xBB];
/// let ports: &Ports = transmutable::ref_from_bytes(&bytes[..]).unwrap();
/// let (counted, extra) = transmutable::split_at(ports, usize::from(ports.count)).unwrap();
/// assert_eq!((counted.ports.len(), extra.len()), (2, 1));
/// assert_eq!(extra[0].get(), 443);
/// assert!(transmutable::split_at(ports, 4).is_none());
///
/// let (head, tail) = transmutable::split_at("ünï", 2).unwrap();
/// assert_eq!((head, tail), ("ü", &b"n\xC3\xAF"[..]));
/// assert!(transmutable::split_at("ünï", 1).is_none()); // inside `ü`
/// ```
///
/// ```compile_fail
/// // A sized type has no elements to cut.
/// let _ = transmutable::split_at(&7u32, 0);
/// ```
pub fn split_at<T: Pointee + ?Sized>(value: &T, at: usize) -> Option<(&T, &[T::Element])> {
    const { refuse_split::<T>(false) };
    let (elements, start) = cut_at(value, at)?;
    let base = (value as *const T).cast::<u8>();
    let head = T::pointer(base, at);
    let rest = core::ptr::slice_from_raw_parts(base.wrapping_add(start).cast::<T::Element>(), elements - at);
    // SAFETY: `head` is `value`'s address with `at` of its `elements` tail
    // elements: the sized part and those elements are `value`'s own, valid;
    // the trailing padding of so short a `T`, if any, lies over the element
    // after them, inside `value`, and padding takes any bytes. `T` carries
    // no invariant its tail's length could break and no cell whose writes
    // could reach that padding (checked above). It borrows `value`.
    let head = unsafe { &*head };
    // SAFETY: `rest` addresses the tail elements after the first `at`,
    // `start` bytes into `value`, which is where the tail's element `at`
    // lies: aligned, since `value` is aligned for `T`, which is aligned at
    // least as `T::Element` (checked above: not packed below it), and every
    // element lies a multiple of its alignment from `value`'s start. Each
    // is a valid `T::Element` (the tail's element type, which `Pointee`
    // promises); it borrows `value`.
    let rest = unsafe { &*rest };
    Some((head, rest))
}

/// [`split_at`] through `&mut`: `None` also when the shorter value's
/// trailing padding would lie over the elements cut off, which two unique
/// references may not share (a type whose elements are a multiple of its
/// alignment never has such padding). A value ending in a `str` is not
/// cut so (checked at compile time): its bytes cut off, as a `&mut [u8]`,
/// could be left no UTF-8.
///
/// ```
/// let mut words = [1u16, 2, 3];
/// let (head, rest) = transmutable::split_at_mut(&mut words[..], 1).unwrap();
/// head[0] = 10;
/// rest[1] = 30;
/// assert_eq!(words, [10, 2, 30]);
/// ```
pub fn split_at_mut<T: Pointee + ?Sized>(value: &mut T, at: usize) -> Option<(&mut T, &mut [T::Element])> {
    const { refuse_split::<T>(true) };
    let (elements, start) = cut_at(value, at)?;
    if T::DESCRIPTION.size_with(at) != Some(start) {
        return None;
    }
    let base = (value as *mut T).cast::<u8>();
    let head = T::pointer_mut(base, at);
    let rest = core::ptr::slice_from_raw_parts_mut(base.wrapping_add(start).cast::<T::Element>(), elements - at);
    // SAFETY: as for `split_at`; the shorter `T` ends exactly where the
    // elements cut off start (checked now), so the two do not overlap. It
    // borrows `value` uniquely, with `rest`.
    let head = unsafe { &mut *head };
    // SAFETY: as for `split_at`, after `head`'s bytes; it borrows `value`
    // uniquely, with `head`.
    let rest = unsafe { &mut *rest };
    Some((head, rest))
}

/// How many tail elements `value` has, and the offset of its element `at`,
/// if it has that many and, for a tail of UTF-8, `at` starts a character.
fn cut_at<T: Pointee + ?Sized>(value: &T, at: usize) -> Option<(usize, usize)> {
    let elements = T::elements(value);
    let tail = T::DESCRIPTION.tail?;
    if at > elements {
        return None;
    }
    let start = T::DESCRIPTION.size + at * tail.element.size;
    if tail.utf8 && at < elements {
        let first = (value as *const T).cast::<u8>().wrapping_add(start);
        // SAFETY: `first` is the tail's byte `at`, inside `value` (`at` is
        // less than its length), a byte of UTF-8 text: initialized, outside
        // any cell, and a `u8` needs no alignment.
        let first = unsafe { first.read() };
        // A continuation byte is 0b10xx_xxxx.
        if first & 0xC0 == 0x80 {
            return None;
        }
    }
    Some((elements, start))
}

/// Stops compilation unless `T` ends in a slice, carries no safety
/// invariant, is aligned at least as its tail's elements (a packed `T` is
/// not: its elements may lie at any address), (for a unique cut) ends in
/// no `str`, and (for a shared cut, `unique` false) holds no `UnsafeCell`.
#[track_caller]
const fn refuse_split<T: Pointee + ?Sized>(unique: bool) {
    let description = T::DESCRIPTION;
    if description.tail.is_none() {
        description.refuse_naming("", &[" is sized: it ends in no slice to cut"]);
    }
    if !description.is_safely_constructible() {
        description.refuse_naming(
            "",
            &[" may carry safety invariants (a private field, `#[non_exhaustive]`), which the length of its tail may \
               be part of: it cannot be cut"],
        );
    }
    if let Some(tail) = description.tail {
        if unique && tail.utf8 {
            description.refuse_naming(
                "",
                &[" ends in UTF-8 text: the bytes cut off, given as `&mut [u8]`, could be written with bytes that \
                   are no UTF-8, which the text would hold when the borrow ends; cut it through `&` with \
                   `transmutable::split_at`"],
            );
        }
    }
    if core::mem::align_of::<T::Element>() > description.align {
        description.refuse_naming(
            "",
            &[" is packed below the alignment of its tail's elements: the elements cut off would not be aligned for \
               their type, and a slice of them may not be made"],
        );
    }
    if !unique && description.has_interior_mutability() {
        description.refuse_naming(
            "",
            &[" holds an `UnsafeCell`: a shorter value's trailing padding could lie over the cells of the elements \
               cut off; cut it through `&mut` with `transmutable::split_at_mut`"],
        );
    }
}
