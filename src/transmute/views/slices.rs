//! Slices of one element type cast into slices of another, in place.

use super::*;

/// A [`SizeError`] for a vector whose `bytes` bytes (of its length, or of
/// its capacity) are no whole number of `element`-byte values of `target`'s
/// elements; it gives the vector back.
#[cfg(feature = "alloc")]
pub(in crate::transmute) fn vector_size_error<Src>(
    vector: alloc::vec::Vec<Src>,
    bytes: usize,
    element: usize,
    target: &'static Description,
) -> SizeError<alloc::vec::Vec<Src>> {
    SizeError { source: vector, actual: bytes, expected: Expected::Multiple(element), target }
}

/// The bytes of `count` values of `T`, one after the other, for the slice
/// checks: a run of `[T; count]` without naming that type.
pub(super) struct Run<T>(core::marker::PhantomData<T>);

impl<T: Layout> Run<T> {
    const fn of(count: usize) -> crate::description::Piece {
        crate::description::Piece::new(
            0,
            count * T::DESCRIPTION.size,
            crate::description::Kind::Repeat { element: &T::DESCRIPTION.bytes, count },
        )
    }
}

/// The number of bytes in which whole elements of both `T` and `U` fit.
pub(super) const fn common_run(t: usize, u: usize) -> usize {
    let (mut a, mut b) = (t, u);
    while b != 0 {
        let r = a % b;
        a = b;
        b = r;
    }
    match t.checked_div(a) {
        Some(quotient) => quotient * u,
        None => 0,
    }
}

/// The answer for the elements of a `Vec<Src>` read in place as those of a
/// `Vec<Dst>`, counting elements again: as values, owned by the vector
/// (see `query::decide_owned_elements`).
#[cfg(feature = "alloc")]
pub(in crate::transmute) const fn owned_elements_answer<'l, Src: Layout + Lifetime<'l>, Dst: Layout + Lifetime<'l>>(
) -> Answer {
    let verdict = crate::query::decide_owned_elements(
        Src::DESCRIPTION,
        Dst::DESCRIPTION,
        Slices::<Src, Dst>::SOURCE_RUNS[1],
        Slices::<Src, Dst>::DESTINATION_RUNS[1],
    );
    Answer {
        source: <[Src] as Layout>::DESCRIPTION,
        destination: <[Dst] as Layout>::DESCRIPTION,
        form: Form::Value,
        assume: crate::Assume::NOTHING,
        verdict,
        checked: false,
    }
}

/// The answer for `&[Src] -> &[Dst]`, counting elements again.
pub(in crate::transmute) const fn slices_answer<'l, Src: Layout + Lifetime<'l>, Dst: Layout + Lifetime<'l>>(
    unique: bool,
    fallible: bool,
) -> Answer {
    let (source, destination) = (Src::DESCRIPTION, Dst::DESCRIPTION);
    let source_run: &'static crate::description::Bytes = Slices::<Src, Dst>::SOURCE_RUNS[fallible as usize];
    let destination_run: &'static crate::description::Bytes = Slices::<Src, Dst>::DESTINATION_RUNS[fallible as usize];
    let elements = match (fallible, source.size, destination.size) {
        // Zero-sized elements become as many zero-sized elements: no bytes
        // to count, and one for one. A fallible cast counts elements from
        // bytes, which tell no number of zero-sized ones.
        (false, 0, 0) => Ok(()),
        (false, _, 0) => Err(crate::Reason::ElementSize),
        (false, source_size, destination_size) if source_size % destination_size != 0 => {
            Err(crate::Reason::ElementSize)
        }
        _ => crate::query::element_sizes(source, destination),
    };
    let verdict = match elements {
        Ok(()) => crate::query::decide_slices(
            source,
            destination,
            source_run,
            destination_run,
            unique,
            fallible,
            crate::Assume::NOTHING,
        ),
        Err(reason) => Err(reason),
    };
    Answer {
        source: <[Src] as Layout>::DESCRIPTION,
        destination: <[Dst] as Layout>::DESCRIPTION,
        form: if unique { Form::Unique } else { Form::Shared },
        assume: crate::Assume::NOTHING,
        verdict,
        checked: false,
    }
}

/// The runs the slice checks compare, for an exact multiple (index 0) and
/// for the smallest common run (index 1).
pub(super) struct Slices<Src, Dst>(core::marker::PhantomData<(Src, Dst)>);

impl<Src: Layout, Dst: Layout> Slices<Src, Dst> {
    const EXACT: usize = Src::DESCRIPTION.size;
    const COMMON: usize = common_run(Src::DESCRIPTION.size, Dst::DESCRIPTION.size);
    const SOURCE_RUNS: [&'static crate::description::Bytes; 2] = [
        &crate::description::Bytes::new(Self::EXACT, const { &[Run::<Src>::of(1)] }),
        &crate::description::Bytes::new(
            Self::COMMON,
            const { &[Run::<Src>::of(Self::common_count(Src::DESCRIPTION.size))] },
        ),
    ];
    const DESTINATION_RUNS: [&'static crate::description::Bytes; 2] = [
        &crate::description::Bytes::new(Self::EXACT, const { &[Run::<Dst>::of(Self::exact_count())] }),
        &crate::description::Bytes::new(
            Self::COMMON,
            const { &[Run::<Dst>::of(Self::common_count(Dst::DESCRIPTION.size))] },
        ),
    ];

    const fn exact_count() -> usize {
        let size = Dst::DESCRIPTION.size;
        if size == 0 || Self::EXACT % size != 0 {
            0
        } else {
            Self::EXACT / size
        }
    }

    const fn common_count(size: usize) -> usize {
        match Self::COMMON.checked_div(size) {
            Some(count) => count,
            None => 0,
        }
    }
}

/// Reads a slice of `Src` as a slice of `Dst`, when the size of `Dst`
/// divides the size of `Src`: each `Src` becomes `size_of::<Src>() /
/// size_of::<Dst>()` values of `Dst`, so `&[u32]` becomes four times as many
/// `u8`s. Every `Src` must be that many valid `Dst`s, `Dst` no more aligned,
/// and the same bytes inside `UnsafeCell`s (checked at compile time).
///
/// ```
/// let words = [0x0102_0304u32, 0x0506_0708];
/// let bytes: &[u8] = transmutable::cast_slice(&words[..]);
/// assert_eq!(bytes.len(), 8);
/// let halves: &[u16] = transmutable::cast_slice(&words[..]);
/// assert_eq!(halves.len(), 4);
/// ```
///
/// The other way, the length and the alignment are only known at run time:
/// use [`try_cast_slice`].
///
/// ```compile_fail
/// let words: &[u32] = transmutable::cast_slice(&[0u8; 8][..]);
/// ```
#[inline]
pub fn cast_slice<'l, Src: Layout + Lifetime<'l>, Dst: Layout + Lifetime<'l>>(src: &[Src]) -> &[Dst] {
    const { refuse(slices_answer::<Src, Dst>(false, false)) };
    let per_source = match Dst::DESCRIPTION.size {
        // Zero-sized, from zero-sized elements alone (checked): one for one.
        0 => 1,
        size => Src::DESCRIPTION.size / size,
    };
    let elements = src.len() * per_source;
    let bytes = src.as_ptr().cast::<u8>();
    let pointer = <[Dst] as Pointee>::pointer(bytes, elements);
    // SAFETY: `src` is `elements` whole `Dst`s long, aligned for `Dst`, every
    // one of them valid and safe, with the same cells (checked); the result
    // borrows `src`.
    unsafe { &*pointer }
}

/// Reads a slice of `Src` as a slice of `Dst`, checking at run time that
/// its bytes are a whole number of `Dst`s and aligned for `Dst`; every such
/// run of bytes must be valid `Dst`s (checked at compile time).
///
/// ```
/// let buffer = [0u32; 2];
/// let bytes: &[u8] = transmutable::cast_slice(&buffer[..]);
/// let words: &[u32] = transmutable::try_cast_slice(bytes).unwrap();
/// assert_eq!(words.len(), 2);
/// let error = transmutable::try_cast_slice::<u8, u32>(&bytes[..6]).unwrap_err();
/// assert_eq!(error.to_string(), "the buffer holds 6 bytes, but `[u32]` takes a multiple of 4 bytes");
/// ```
#[inline]
pub fn try_cast_slice<'l, Src: Layout + Lifetime<'l>, Dst: Layout + Lifetime<'l>>(
    src: &[Src],
) -> Result<&[Dst], CastError<&[Src]>> {
    const { refuse(slices_answer::<Src, Dst>(false, true)) };
    let (start, size) = (src.as_ptr().cast::<u8>(), core::mem::size_of_val(src));
    let (src, elements) = whole_elements::<_, Dst>(src, start, size)?;
    let pointer = <[Dst] as Pointee>::pointer(src.as_ptr().cast(), elements);
    // SAFETY: `src` is `elements` whole `Dst`s, aligned for `Dst` (just
    // checked), and every run of its elements that is a whole number of
    // `Dst`s is made of valid, safe `Dst`s with the same cells (checked); the
    // result borrows `src`.
    Ok(unsafe { &*pointer })
}

/// [`cast_slice`] through `&mut`: every `Src` must be that many valid
/// `Dst`s, and every run of `Dst`s written back that many valid `Src`s
/// (checked at compile time).
///
/// ```
/// let mut words = [0u32; 2];
/// let bytes: &mut [u8] = transmutable::cast_slice_mut(&mut words[..]);
/// bytes[4..].copy_from_slice(&7u32.to_ne_bytes());
/// assert_eq!(words, [0, 7]);
/// ```
///
/// A `bool` is a byte, but not every byte written back is a `bool`:
///
/// ```compile_fail
/// let mut flags = [true, false];
/// let bytes: &mut [u8] = transmutable::cast_slice_mut(&mut flags[..]);
/// ```
#[inline]
pub fn cast_slice_mut<'l, Src: Layout + Lifetime<'l>, Dst: Layout + Lifetime<'l>>(src: &mut [Src]) -> &mut [Dst] {
    const { refuse(slices_answer::<Src, Dst>(true, false)) };
    let per_source = match Dst::DESCRIPTION.size {
        // Zero-sized, from zero-sized elements alone (checked): one for one.
        0 => 1,
        size => Src::DESCRIPTION.size / size,
    };
    let elements = src.len() * per_source;
    let pointer = <[Dst] as Pointee>::pointer_mut(src.as_mut_ptr().cast::<u8>(), elements);
    // SAFETY: `src` is `elements` whole `Dst`s long, aligned for `Dst`, every
    // one of them valid and safe, and every `Dst` written back leaves valid
    // `Src`s (checked); the result borrows `src` uniquely.
    unsafe { &mut *pointer }
}

/// [`try_cast_slice`] through `&mut`: the length and the alignment are
/// checked at run time, and both ways of every run of elements at compile
/// time.
///
/// ```
/// let mut buffer = [0u32; 2];
/// let bytes: &mut [u8] = transmutable::cast_slice_mut(&mut buffer[..]);
/// let words: &mut [u32] = transmutable::try_cast_slice_mut(bytes).unwrap();
/// words[1] = 9;
/// assert_eq!(buffer, [0, 9]);
/// ```
#[inline]
pub fn try_cast_slice_mut<'l, Src: Layout + Lifetime<'l>, Dst: Layout + Lifetime<'l>>(
    src: &mut [Src],
) -> Result<&mut [Dst], CastError<&mut [Src]>> {
    const { refuse(slices_answer::<Src, Dst>(true, true)) };
    let (start, size) = (src.as_ptr().cast::<u8>(), core::mem::size_of_val(src));
    let (src, elements) = whole_elements::<_, Dst>(src, start, size)?;
    let pointer = <[Dst] as Pointee>::pointer_mut(src.as_mut_ptr().cast(), elements);
    // SAFETY: `src` is `elements` whole `Dst`s, aligned for `Dst` (just
    // checked); every run of its elements that is a whole number of `Dst`s is
    // made of valid, safe `Dst`s, and every run of `Dst`s written back of
    // valid `Src`s (checked); the result borrows `src` uniquely.
    Ok(unsafe { &mut *pointer })
}

/// How many whole `Dst`s the `size` bytes at `start` are, with `source`
/// (the slice they are) given back, or the error of the slice casts: the
/// bytes are no whole number of `Dst`s, or not aligned for `Dst`.
pub(super) fn whole_elements<S, Dst: Layout>(
    source: S,
    start: *const u8,
    size: usize,
) -> Result<(S, usize), CastError<S>> {
    let element = Dst::DESCRIPTION.size;
    let target = <[Dst] as Layout>::DESCRIPTION;
    if size % element != 0 {
        return Err(CastError::Size(SizeError { source, actual: size, expected: Expected::Multiple(element), target }));
    }
    if !aligned(start, Dst::DESCRIPTION) {
        let misalignment = misalignment(start, Dst::DESCRIPTION);
        return Err(CastError::Alignment(AlignmentError { source, target, misalignment }));
    }
    Ok((source, size / element))
}
