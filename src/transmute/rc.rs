//! Shared allocations cast in place: `Rc<Src> -> Rc<Dst>` and
//! `Arc<Src> -> Arc<Dst>`.
//!
//! A reference-counted value is a shared reference that owns its referent:
//! other `Rc<Src>`s and `Weak<Src>`s may still read it as a `Src` while the
//! cast one reads it as a `Dst`, so the cast is checked as `&Src -> &Dst`
//! is (validity, and the same `UnsafeCell`s, so that what one side writes
//! through a cell the other reads as a valid value). A `&mut Dst` comes out
//! of an `Rc<Dst>` only while it is the one pointer to its allocation
//! (`Rc::get_mut` and `Rc::make_mut` look at both counts), when no `Src`
//! is left to write back to; but then the value is the `Rc`'s own, as a
//! moved value is, so the cast is also checked as `Src -> Dst` is: a
//! `&mut` inside stays what its lender reads.
//!
//! The allocation holds the counts and then the value, laid out from the
//! value's size and alignment, and is freed by whichever pointer is the
//! last, `Src`'s or `Dst`'s: the two types must have one size and one
//! alignment, which is what `Rc::from_raw` asks of a pointer that
//! `Rc::into_raw` gave for another type.

use alloc::rc::Rc;
#[cfg(target_has_atomic = "ptr")]
use alloc::sync::Arc;

use super::alloc::{same_allocation, Allocation};
use super::refuse;
use crate::answer::Answer;
use crate::assume::Assume;
use crate::layout::Layout;
use crate::lifetime::Lifetime;

const SHARED: Allocation = Allocation {
    holder: "the value of an `Rc` or an `Arc`",
    instead: "transmute a reference to the value with `transmutable::transmute_ref`, or copy it into a new allocation",
};

/// Stops compilation unless every `Src` may be read as a `Dst` through a
/// shared reference and given up as one by value, and the two are laid out
/// in one allocation alike.
#[track_caller]
const fn check_shared<'l, Src: Layout + Lifetime<'l>, Dst: Layout + Lifetime<'l>>() {
    refuse(Answer::of_references::<Src, Dst>(false, Assume::NOTHING));
    // The last `Rc` of an allocation owns its value: `Rc::get_mut` lends
    // it as a `&mut Dst`, `Rc::try_unwrap` gives it up. What the value
    // holds must become a `Dst` as a moved value does: a `&mut bool` in
    // it, which a `&mut &mut u8` would write 2 through, stays a `&mut bool`
    // for its lender.
    refuse(Answer::of::<Src, Dst>(Assume::NOTHING));
    same_allocation::<Src, Dst>(SHARED);
}

/// Reads an `Rc<Src>` as an `Rc<Dst>`, in place: `&Src -> &Dst` holds (the
/// other `Rc<Src>`s of the allocation still read it), and the two have one
/// size and one alignment, since the allocation is freed with the layout of
/// whichever type drops it last (checked at compile time). The counts go
/// with it: a clone of either shares the one allocation.
///
/// ```
/// use std::rc::Rc;
/// use transmutable::byteorder::big_endian::U32;
///
/// let bytes: Rc<[u8; 4]> = Rc::new([0, 0, 1, 0]);
/// let kept = Rc::clone(&bytes);
/// let word: Rc<U32> = transmutable::cast_rc(bytes);
/// assert_eq!(word.get(), 256);
/// assert_eq!(Rc::as_ptr(&kept).cast::<u8>(), Rc::as_ptr(&word).cast::<u8>()); // one allocation
/// ```
///
/// A cell may be neither gained nor lost, since other `Rc`s may still read
/// the value as it was:
///
/// ```compile_fail
/// use std::{cell::Cell, rc::Rc};
/// let counter: Rc<Cell<u32>> = transmutable::cast_rc(Rc::new(0u32));
/// ```
///
/// Nor may the value change size or alignment:
///
/// ```compile_fail
/// let bytes: std::rc::Rc<[u8; 4]> = transmutable::cast_rc(std::rc::Rc::new(7u32));
/// ```
pub fn cast_rc<'l, Src: Layout + Lifetime<'l>, Dst: Layout + Lifetime<'l>>(src: Rc<Src>) -> Rc<Dst> {
    const { check_shared::<Src, Dst>() };
    let pointer = Rc::into_raw(src).cast::<Dst>();
    // SAFETY: `pointer` came from `Rc::<Src>::into_raw`, and `Src` and `Dst`
    // have one size and one alignment (checked above), which is what
    // `Rc::from_raw` asks of a pointer of another type; the `Src` it points
    // to is a valid, safe `Dst` with the same cells, as through a shared
    // reference (checked), and the strong count that `src` held passes to
    // the result.
    unsafe { Rc::from_raw(pointer) }
}

/// Reads an `Arc<Src>` as an `Arc<Dst>`, in place, as [`cast_rc`] does for
/// an `Rc`: `&Src -> &Dst` holds, and the two have one size and one
/// alignment (checked at compile time). Other threads may still hold the
/// allocation as `Arc<Src>`s: an atomic must stay the same atomic.
///
/// ```
/// use std::sync::Arc;
///
/// let flags: Arc<[bool; 2]> = Arc::new([true, false]);
/// let bytes: Arc<[u8; 2]> = transmutable::cast_arc(flags);
/// assert_eq!(*bytes, [1, 0]);
/// ```
///
/// ```compile_fail
/// use std::sync::{atomic::AtomicU32, Arc};
/// // Another `Arc<u32>` may read the bytes while this one stores to them.
/// let shared: Arc<AtomicU32> = transmutable::cast_arc(Arc::new(0u32));
/// ```
#[cfg(target_has_atomic = "ptr")]
pub fn cast_arc<'l, Src: Layout + Lifetime<'l>, Dst: Layout + Lifetime<'l>>(src: Arc<Src>) -> Arc<Dst> {
    const { check_shared::<Src, Dst>() };
    let pointer = Arc::into_raw(src).cast::<Dst>();
    // SAFETY: as for `cast_rc`: `pointer` came from `Arc::<Src>::into_raw`,
    // `Src` and `Dst` have one size and one alignment, every `Src` is a
    // valid, safe `Dst` with the same cells and atomics (checked), and the
    // strong count that `src` held passes to the result.
    unsafe { Arc::from_raw(pointer) }
}
