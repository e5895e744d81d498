//! Transmutations of what the global allocator owns: boxes and vectors,
//! cast in place, and values allocated as zeros.
//!
//! An allocation is freed with the layout of the type that owns it then,
//! so a cast keeps the size and the alignment of the allocation: `Box<Src>
//! -> Box<Dst>` and `Vec<Src> -> Vec<Dst>` need `Src` and `Dst` of one size
//! and one alignment, besides `Src -> Dst` (an owned value is given up, so
//! nothing is written back).

use alloc::boxed::Box;
use alloc::vec::Vec;
use core::mem::{align_of, size_of, ManuallyDrop};

use super::refuse;
use super::views::{owned_elements_answer, slices_answer, vector_size_error, SizeError, ZEROS};
use crate::answer::{Answer, Form};
use crate::assume::Assume;
use crate::layout::{Layout, Pointee};
use crate::lifetime::Lifetime;

/// Reads a `Box<Src>` as a `Box<Dst>`, in place: `Src -> Dst` holds, and the
/// two have one size and one alignment, since the box is freed with the
/// layout of `Dst` (checked at compile time).
///
/// ```
/// use transmutable::Layout;
///
/// #[derive(Layout, Debug, PartialEq)]
/// #[repr(C)]
/// pub struct Rgba {
///     pub r: u8,
///     pub g: u8,
///     pub b: u8,
///     pub a: u8,
/// }
///
/// let pixel: Box<Rgba> = transmutable::cast_box(Box::new([1u8, 2, 3, 255]));
/// assert_eq!(*pixel, Rgba { r: 1, g: 2, b: 3, a: 255 });
/// ```
///
/// A box of another size or alignment would be freed with the wrong
/// layout (`[u32; 1]` is aligned to 4, `[u8; 4]` to 1):
///
/// ```compile_fail
/// let bytes: Box<[u8; 4]> = transmutable::cast_box(Box::new([7u32]));
/// ```
pub fn cast_box<'l, Src: Layout + Lifetime<'l>, Dst: Layout + Lifetime<'l>>(src: Box<Src>) -> Box<Dst> {
    // One check of the engine: a `Box` becomes a `Box` when its referent
    // does, at one size and alignment.
    crate::transmute::<Box<Src>, Box<Dst>>(src)
}

/// Reads a `Vec<Src>` as a `Vec<Dst>`, in place: every `Src` is a valid
/// `Dst`, and the two have one size and one alignment, so the vector's
/// length, capacity and allocation stay what they are (checked at compile
/// time).
///
/// ```
/// let flags = vec![true, false, true];
/// let bytes: Vec<u8> = transmutable::cast_vec(flags);
/// assert_eq!(bytes, [1, 0, 1]);
/// ```
///
/// Not every byte is a `bool`:
///
/// ```compile_fail
/// let flags: Vec<bool> = transmutable::cast_vec(vec![1u8, 2]);
/// ```
///
/// Nor may the elements change size, which would change the allocation's
/// layout:
///
/// ```compile_fail
/// let bytes: Vec<u8> = transmutable::cast_vec(vec![1u16, 2]);
/// ```
pub fn cast_vec<'l, Src: Layout + Lifetime<'l>, Dst: Layout + Lifetime<'l>>(src: Vec<Src>) -> Vec<Dst> {
    const { refuse(Answer::of::<Src, Dst>(Assume::NOTHING)) };
    const { same_allocation::<Src, Dst>(VECTOR) };
    let mut src = ManuallyDrop::new(src);
    let (pointer, length, capacity) = (src.as_mut_ptr(), src.len(), src.capacity());
    // SAFETY: `pointer` was allocated by the global allocator for `capacity`
    // elements of `Src`, whose layout is that of `capacity` elements of `Dst`
    // (one size and one alignment, checked above); its first `length`
    // elements are values of `Src`, each a valid, safe `Dst` (checked); the
    // `Vec<Src>` is never dropped, so the allocation has one owner.
    unsafe { Vec::from_raw_parts(pointer.cast::<Dst>(), length, capacity) }
}

/// Reads a `Vec<Src>` as a `Vec<Dst>` of elements of another size, in
/// place, when its length and its capacity are whole numbers of `Dst`s
/// (checked at run time; the error gives the vector back): every run of
/// `Src`s that is a whole number of `Dst`s must be valid `Dst`s, as values
/// are, since the vector owns them (a `&mut bool` among them does not
/// become a `&mut u8`), and the two must have one alignment, which the
/// allocation keeps (checked at compile time).
///
/// ```
/// let halves = vec![1u16, 2, 3, 4]; // its capacity is its length
/// let pairs: Vec<[u16; 2]> = transmutable::try_cast_vec(halves).unwrap();
/// assert_eq!(pairs, [[1, 2], [3, 4]]);
///
/// let mut three = Vec::with_capacity(4);
/// three.extend([1u8, 2, 3]);
/// let error = transmutable::try_cast_vec::<u8, [u8; 2]>(three).unwrap_err();
/// assert_eq!(error.into_source(), [1, 2, 3]);
/// ```
///
/// ```compile_fail
/// // `u32` is more aligned than `u8`: the allocation would be freed with
/// // another alignment.
/// let words: Vec<u32> = transmutable::try_cast_vec(vec![0u8; 8]).unwrap();
/// ```
///
/// Zero-sized elements take no bytes: they would all become no `u8` at all
/// (and no number of bytes tells how many `()`s they are):
///
/// ```compile_fail
/// let bytes: Vec<u8> = transmutable::try_cast_vec(vec![(); 5]).unwrap();
/// ```
pub fn try_cast_vec<'l, Src: Layout + Lifetime<'l>, Dst: Layout + Lifetime<'l>>(
    src: Vec<Src>,
) -> Result<Vec<Dst>, SizeError<Vec<Src>>> {
    const { refuse(slices_answer::<Src, Dst>(false, true)) };
    // The vector owns its elements: a `&mut` among them is given up with
    // them, as by value, and `&mut bool` may not become `&mut u8`, which
    // the check of a shared slice above allows.
    const { refuse(owned_elements_answer::<Src, Dst>()) };
    const { same_alignment::<Src, Dst>() };
    // Neither element type is zero-sized unless both are, which the
    // checks above refuse: `element` divides.
    let (source, element) = (size_of::<Src>(), size_of::<Dst>());
    let (length, capacity) = (src.len() * source, src.capacity() * source);
    let target = <[Dst] as Layout>::DESCRIPTION;
    if length % element != 0 {
        return Err(vector_size_error(src, length, element, target));
    }
    if capacity % element != 0 {
        return Err(vector_size_error(src, capacity, element, target));
    }
    let mut src = ManuallyDrop::new(src);
    let pointer = src.as_mut_ptr().cast::<Dst>();
    // SAFETY: `pointer` was allocated by the global allocator for `capacity`
    // bytes at the alignment of `Src`, which is that of `Dst` (checked above):
    // the layout of `capacity / element` values of `Dst`. Its first `length`
    // bytes are values of `Src`, a whole number of `Dst`s (checked now),
    // each run of them valid, safe `Dst`s (checked at compile time); the
    // `Vec<Src>` is never dropped, so the allocation has one owner.
    Ok(unsafe { Vec::from_raw_parts(pointer, length / element, capacity / element) })
}

/// Stops compilation unless `Src` and `Dst` have one alignment: an
/// allocation is freed with the alignment of its new type.
#[track_caller]
const fn same_alignment<Src, Dst>() {
    if align_of::<Src>() != align_of::<Dst>() {
        panic!(
            "transmutable: the elements of a vector cast in place must have one alignment: its allocation is freed with \
             the layout of the new element type.\nhelp: cast the elements of a slice with \
             `transmutable::try_cast_slice`, or collect them into a new vector"
        );
    }
}

/// Appends `additional` zeros to `vector`, when all zeros are a valid `T`
/// (checked at compile time). Like `Vec::extend`, it panics if the length
/// overflows.
///
/// ```
/// let mut flags = vec![true];
/// transmutable::extend_vec_zeroed(&mut flags, 2);
/// assert_eq!(flags, [true, false, false]);
/// ```
pub fn extend_vec_zeroed<T: Layout>(vector: &mut Vec<T>, additional: usize) {
    vector.extend(core::iter::repeat_with(crate::zeroed::<T>).take(additional));
}

/// Inserts `additional` zeros into `vector` at `position`, when all zeros
/// are a valid `T` (checked at compile time). Like `Vec::insert`, it panics
/// if `position` is past the end.
///
/// ```
/// let mut bytes = vec![1u8, 2];
/// transmutable::insert_vec_zeroed(&mut bytes, 1, 2);
/// assert_eq!(bytes, [1, 0, 0, 2]);
/// ```
pub fn insert_vec_zeroed<T: Layout>(vector: &mut Vec<T>, position: usize, additional: usize) {
    assert!(
        position <= vector.len(),
        "transmutable: position {position} is past the end of a vector of {}",
        vector.len()
    );
    vector.splice(position..position, core::iter::repeat_with(crate::zeroed::<T>).take(additional));
}

/// Copies the bytes of `src` into a new `Vec<Dst>`, zeros after them up to
/// a whole number of `Dst`s, when every `Src` is initialized bytes and every
/// byte string is a valid `Dst` (checked at compile time, as for
/// [`as_bytes`](crate::as_bytes) and [`read_from_bytes`](crate::read_from_bytes)).
/// Neither alignment nor size need agree: the bytes are copied.
///
/// ```
/// use transmutable::byteorder::little_endian::U16;
///
/// let halves: Vec<U16> = transmutable::collect_to_vec(&[1u8, 0, 2, 0, 3][..]);
/// assert_eq!(halves, [1, 2, 3]); // the last one's missing byte is zero
/// ```
///
/// Padding is no byte to copy, and not every byte is a `bool`:
///
/// ```compile_fail
/// let words: Vec<u32> = transmutable::collect_to_vec(&[(1u8, 2u16)][..]);
/// ```
///
/// ```compile_fail
/// let flags: Vec<bool> = transmutable::collect_to_vec(&[1u8, 2][..]);
/// ```
#[doc(alias = "pod_collect_to_vec")]
pub fn collect_to_vec<Src: Pointee + ?Sized, Dst: Layout>(src: &Src) -> Vec<Dst> {
    let bytes = crate::as_bytes(src);
    const { refuse_zero_sized::<Dst>() };
    let size = size_of::<Dst>();
    let mut collected = Vec::with_capacity(bytes.len().div_ceil(size));
    let mut chunks = bytes.chunks_exact(size);
    collected.extend(chunks.by_ref().map(|chunk| read_whole::<Dst>(chunk)));
    if !chunks.remainder().is_empty() {
        let mut last = alloc::vec![0u8; size];
        last[..chunks.remainder().len()].copy_from_slice(chunks.remainder());
        collected.push(read_whole::<Dst>(&last));
    }
    collected
}

/// The `Dst` that `bytes`, exactly as many as a `Dst` takes, are.
fn read_whole<Dst: Layout>(bytes: &[u8]) -> Dst {
    match crate::read_from_bytes(bytes) {
        Ok(value) => value,
        Err(_) => unreachable!("transmutable: a chunk of a `Dst`'s size is read as a `Dst`"),
    }
}

/// Stops compilation when `T` takes no bytes: no number of them holds bytes.
#[track_caller]
const fn refuse_zero_sized<T>() {
    if size_of::<T>() == 0 {
        panic!("transmutable: bytes cannot be collected into values of a zero-sized type")
    }
}

/// What an allocation cast in place holds, and what to do instead when its
/// elements change layout: the words of [`same_allocation`]'s refusal.
pub(super) struct Allocation {
    pub(super) holder: &'static str,
    pub(super) instead: &'static str,
}

const VECTOR: Allocation = Allocation {
    holder: "the elements of a vector",
    instead: "cast the elements of a slice with `transmutable::cast_slice`, or collect them into a new vector",
};

/// Stops compilation unless `Src` and `Dst` have one size and one
/// alignment: an allocation is freed with the layout of its new type.
#[track_caller]
pub(super) const fn same_allocation<Src, Dst>(allocation: Allocation) {
    if size_of::<Src>() != size_of::<Dst>() || align_of::<Src>() != align_of::<Dst>() {
        let mut text = crate::text::Text::new();
        text.push("transmutable: ");
        text.push(allocation.holder);
        text.push(
            " cast in place must have one size and one alignment: its allocation is freed with the layout of the \
             new type.\nhelp: ",
        );
        text.push(allocation.instead);
        panic!("{}", text.as_str());
    }
}

/// A `Box<T>` of zeros, allocated as zeros, when all zeros are a valid `T`
/// (checked at compile time): large values never pass through the stack.
///
/// ```
/// let table: Box<[u64; 4096]> = transmutable::new_box_zeroed();
/// assert!(table.iter().all(|&entry| entry == 0));
/// ```
///
/// ```compile_fail
/// let never: Box<core::num::NonZeroU8> = transmutable::new_box_zeroed();
/// ```
pub fn new_box_zeroed<T: Layout>() -> Box<T> {
    const { refuse(Answer::of_bytes(<T as Layout>::DESCRIPTION, ZEROS, Form::Value)) };
    let layout = core::alloc::Layout::new::<T>();
    if layout.size() == 0 {
        // Nothing to allocate: a `Box` of a zero-sized value allocates none.
        return Box::new(crate::zeroed::<T>());
    }
    let pointer = zeroed_allocation(layout).cast::<T>();
    // SAFETY: `pointer` was allocated by the global allocator with the
    // layout of `T`, and holds zeros, which are a valid, safe `T` (checked);
    // the box is its one owner.
    unsafe { Box::from_raw(pointer) }
}

/// A `Vec<T>` of `length` zeros, allocated as zeros, when all zeros are a
/// valid `T` (checked at compile time). Like `vec![0; length]`, it panics if
/// `length` values of `T` are more bytes than an allocation may hold, and
/// aborts if the allocator fails.
///
/// ```
/// let counters: Vec<(u32, Option<core::num::NonZeroU16>)> = transmutable::new_vec_zeroed(3);
/// assert_eq!(counters, [(0, None); 3]);
/// ```
///
/// ```compile_fail
/// let never: Vec<core::num::NonZeroU32> = transmutable::new_vec_zeroed(2);
/// ```
pub fn new_vec_zeroed<T: Layout>(length: usize) -> Vec<T> {
    const { refuse(Answer::of_bytes(<T as Layout>::DESCRIPTION, ZEROS, Form::Value)) };
    let Ok(layout) = core::alloc::Layout::array::<T>(length) else {
        panic!("transmutable: {length} values do not fit in one allocation")
    };
    if layout.size() == 0 {
        return core::iter::repeat_with(crate::zeroed::<T>).take(length).collect();
    }
    let pointer = zeroed_allocation(layout).cast::<T>();
    // SAFETY: `pointer` was allocated by the global allocator with the
    // layout of `length` values of `T`, all zeros, each a valid, safe `T`
    // (checked); the vector is its one owner, with that length and capacity.
    unsafe { Vec::from_raw_parts(pointer, length, length) }
}

/// A new allocation of `layout`, of zeros; the allocator's error handler
/// (an abort, by default) if there is no memory. `layout` is not zero-sized.
fn zeroed_allocation(layout: core::alloc::Layout) -> *mut u8 {
    // SAFETY: `layout` has a size other than zero (the callers).
    let pointer = unsafe { alloc::alloc::alloc_zeroed(layout) };
    if pointer.is_null() {
        alloc::alloc::handle_alloc_error(layout);
    }
    pointer
}
