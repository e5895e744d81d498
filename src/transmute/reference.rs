//! A typed view that owns its borrow: [`Ref<B, T>`](Ref), a buffer `B`
//! (`&[u8]`, `&mut [u8]`, `Vec<u8>`, a `RefCell`'s borrow) known to hold a
//! valid `T`, read through `Deref`.
//!
//! A `&T` from [`ref_from_bytes`](crate::ref_from_bytes) borrows the
//! buffer and forgets it; a `Ref` keeps the buffer, so it can be stored,
//! given back ([`Ref::into_bytes`]) or held with its `RefCell` guard. Its
//! constructors are the byte views' checks (the same compile-time
//! verdicts, the same run-time checks of length, alignment and, for the
//! `try_` forms, validity); its `Deref` relies on them having passed, and
//! on `B` giving the same bytes every time, which the buffers of the sealed
//! [`ByteSlice`] promise.
//!
//! The `*_with_elems` views of whole buffers and suffixes are `Ref`s given
//! up for the reference they hold.

use core::cell;
use core::fmt;
use core::marker::PhantomData;
use core::ops::{Deref, DerefMut};

use super::views::{
    find, find_valid, refuse_sized, CastError, Place, Span, TryCastError, SHARED_CHECKED_FROM, SHARED_FROM, SHARED_TO,
    UNIQUE_CHECKED_FROM, UNIQUE_FROM,
};
use super::{refuse, view_mut, view_ref};
use crate::answer::{Answer, Form};
use crate::layout::{Layout, Pointee, TryView};
use crate::query::ByteRules;

mod sealed {
    pub trait Sealed {}
}

/// Buffers a [`Ref`] can hold: `&[u8]`, `&mut [u8]`, `Vec<u8>` (feature
/// `alloc`), and `RefCell` borrows of `[u8]`. Sealed: each dereferences to
/// the same bytes every time, as long as it is not mutated, which `Ref`
/// relies on.
///
/// ```
/// fn first<B: transmutable::ByteSlice>(buffer: B) -> Option<u8> {
///     buffer.first().copied()
/// }
///
/// assert_eq!(first(&[7u8, 8][..]), Some(7));
/// ```
pub trait ByteSlice: Deref<Target = [u8]> + Sized + sealed::Sealed {
    /// Whether the buffer is borrowed uniquely (or owned), so that a `Ref`
    /// of it may be written through.
    #[doc(hidden)]
    const UNIQUE: bool;
}

/// Buffers a [`Ref`] can write through: `&mut [u8]`, `Vec<u8>`, and
/// `RefMut<[u8]>`.
///
/// ```
/// fn clear<B: transmutable::ByteSliceMut>(mut buffer: B) {
///     buffer.fill(0);
/// }
///
/// let mut bytes = [1u8, 2];
/// clear(&mut bytes[..]);
/// assert_eq!(bytes, [0, 0]);
/// ```
pub trait ByteSliceMut: ByteSlice + DerefMut {}

/// Buffers that split in two where a [`Ref`] takes its prefix or its
/// suffix: `&[u8]`, `&mut [u8]` and `RefCell` borrows.
///
/// ```
/// use transmutable::SplitByteSlice;
///
/// let (head, tail) = SplitByteSlice::split_at(&[1u8, 2, 3][..], 1);
/// assert_eq!((head, tail), (&[1][..], &[2, 3][..]));
/// ```
pub trait SplitByteSlice: ByteSlice {
    /// The bytes before `middle`, and from `middle` on. `middle` is at most
    /// the length (the callers check it).
    fn split_at(self, middle: usize) -> (Self, Self);
}

impl sealed::Sealed for &[u8] {}
impl ByteSlice for &[u8] {
    const UNIQUE: bool = false;
}
impl SplitByteSlice for &[u8] {
    fn split_at(self, middle: usize) -> (Self, Self) {
        <[u8]>::split_at(self, middle)
    }
}

impl sealed::Sealed for &mut [u8] {}
impl ByteSlice for &mut [u8] {
    const UNIQUE: bool = true;
}
impl ByteSliceMut for &mut [u8] {}
impl SplitByteSlice for &mut [u8] {
    fn split_at(self, middle: usize) -> (Self, Self) {
        self.split_at_mut(middle)
    }
}

impl sealed::Sealed for cell::Ref<'_, [u8]> {}
impl ByteSlice for cell::Ref<'_, [u8]> {
    const UNIQUE: bool = false;
}
impl SplitByteSlice for cell::Ref<'_, [u8]> {
    fn split_at(self, middle: usize) -> (Self, Self) {
        cell::Ref::map_split(self, |bytes| bytes.split_at(middle))
    }
}

impl sealed::Sealed for cell::RefMut<'_, [u8]> {}
impl ByteSlice for cell::RefMut<'_, [u8]> {
    const UNIQUE: bool = true;
}
impl ByteSliceMut for cell::RefMut<'_, [u8]> {}
impl SplitByteSlice for cell::RefMut<'_, [u8]> {
    fn split_at(self, middle: usize) -> (Self, Self) {
        cell::RefMut::map_split(self, |bytes| bytes.split_at_mut(middle))
    }
}

#[cfg(feature = "alloc")]
impl sealed::Sealed for alloc::vec::Vec<u8> {}
#[cfg(feature = "alloc")]
impl ByteSlice for alloc::vec::Vec<u8> {
    const UNIQUE: bool = true;
}
#[cfg(feature = "alloc")]
impl ByteSliceMut for alloc::vec::Vec<u8> {}

/// A buffer `B` that holds a valid `T`, read as one through `Deref` (and,
/// for a buffer borrowed uniquely or owned, written through `DerefMut`).
///
/// Made by the same checks as the byte views: [`Ref::from_bytes`] where
/// every byte string is a valid `T` (checked at compile time), and
/// [`Ref::try_from_bytes`] where the bytes are checked at run time; each in
/// `_prefix`, `_suffix` and `_with_elems` forms. A buffer borrowed uniquely
/// or owned is checked as `mut_from_bytes` checks (every `T` is initialized
/// bytes, so what is written through the `Ref` stays bytes), a shared one
/// as `ref_from_bytes` does. A `T` with cells, which only a buffer borrowed
/// uniquely admits, is read through `&mut` only (`DerefMut`,
/// [`Ref::into_mut`]): through `&`, the buffer is borrowed shared.
///
/// ```
/// use core::cell::RefCell;
/// use transmutable::byteorder::{NetworkEndian, U16};
/// use transmutable::{Layout, Ref};
///
/// #[derive(Layout, Debug)]
/// #[repr(C)]
/// pub struct UdpHeader {
///     pub source_port: U16<NetworkEndian>,
///     pub destination_port: U16<NetworkEndian>,
///     pub length: U16<NetworkEndian>,
///     pub checksum: U16<NetworkEndian>,
/// }
///
/// // Over an owned buffer, written through, then given back.
/// let packet = vec![0x30, 0x39, 0x00, 0x35, 0x00, 0x08, 0x00, 0x00];
/// let mut header: Ref<Vec<u8>, UdpHeader> = Ref::from_bytes(packet).unwrap();
/// header.checksum.set(0xBEEF);
/// assert_eq!(header.destination_port.get(), 53);
/// assert_eq!(Ref::into_bytes(header)[6..], [0xBE, 0xEF]);
///
/// // Over a `RefCell`'s borrow, which it holds as long as it lives.
/// let shared = RefCell::new(vec![0u8; 10]);
/// let (header, rest) = Ref::<_, UdpHeader>::from_prefix(core::cell::Ref::map(shared.borrow(), |v| &v[..])).unwrap();
/// assert_eq!((header.length.get(), rest.len()), (0, 2));
/// assert!(shared.try_borrow_mut().is_err());
/// ```
pub struct Ref<B, T: ?Sized> {
    /// Exactly the bytes of a valid `T`, aligned for it, with `elements`
    /// tail elements: what the constructor checked.
    bytes: B,
    elements: usize,
    referent: PhantomData<T>,
}

/// The rules a view of `B` is checked by: as `&mut T` for a buffer
/// borrowed uniquely or owned, as `&T` for a shared one; `checked`, with
/// the bytes validated at run time.
const fn rules<B: ByteSlice>(checked: bool) -> (ByteRules, Form) {
    match (B::UNIQUE, checked) {
        (true, false) => (UNIQUE_FROM, Form::Unique),
        (true, true) => (UNIQUE_CHECKED_FROM, Form::Unique),
        (false, false) => (SHARED_FROM, Form::Shared),
        (false, true) => (SHARED_CHECKED_FROM, Form::Shared),
    }
}

/// Stops compilation unless every byte string (`checked`: every byte
/// string the run-time check accepts) is a valid `T` as a view of `B`.
#[track_caller]
const fn refuse_view<B: ByteSlice, T: Pointee + ?Sized>(checked: bool) {
    let (rules, form) = rules::<B>(checked);
    refuse(Answer::of_bytes(<T as Layout>::DESCRIPTION, rules, form));
}

impl<B: ByteSlice, T: Pointee + ?Sized> Ref<B, T> {
    fn found((bytes, span): (B, Span)) -> Self {
        Ref { bytes, elements: span.elements, referent: PhantomData }
    }

    /// The whole of `bytes` as a `T` with `elements` elements, checked for
    /// length and alignment; the callers check the type at compile time.
    fn whole_with_elems(bytes: B, elements: usize) -> Result<Self, CastError<B>> {
        find::<T, B>(bytes, Place::Exactly(elements)).map(Self::found)
    }

    /// [`Ref::whole_with_elems`], and the bytes checked for validity.
    fn valid_whole_with_elems(bytes: B, elements: usize) -> Result<Self, TryCastError<B>> {
        find_valid::<T, B>(bytes, Place::Exactly(elements)).map(Self::found)
    }

    /// Views the whole buffer as a `T`, when every byte string is a valid
    /// `T` (checked at compile time, as for
    /// [`ref_from_bytes`](crate::ref_from_bytes), or for
    /// [`mut_from_bytes`](crate::mut_from_bytes) over a buffer borrowed
    /// uniquely); the length and the alignment are checked now, and the
    /// error gives the buffer back.
    ///
    /// ```
    /// use transmutable::Ref;
    ///
    /// let words: Ref<&[u8], [[u8; 2]]> = Ref::from_bytes(&[1u8, 2, 3, 4][..]).unwrap();
    /// assert_eq!(words.len(), 2);
    /// let error = Ref::<&[u8], [u8; 2]>::from_bytes(&[1u8, 2, 3][..]).unwrap_err();
    /// assert_eq!(error.into_source(), [1, 2, 3]);
    /// ```
    pub fn from_bytes(bytes: B) -> Result<Self, CastError<B>> {
        const { refuse_view::<B, T>(false) };
        find::<T, B>(bytes, Place::Whole).map(Self::found)
    }

    /// Views the whole buffer as a `T` with `elements` tail elements, as
    /// [`Ref::from_bytes`]; the buffer must be exactly that long.
    ///
    /// ```
    /// use transmutable::Ref;
    ///
    /// let pairs: Ref<&[u8], [[u8; 2]]> = Ref::from_bytes_with_elems(&[1u8, 2, 3, 4][..], 2).unwrap();
    /// assert_eq!(pairs[1], [3, 4]);
    /// assert!(Ref::<&[u8], [[u8; 2]]>::from_bytes_with_elems(&[1u8, 2, 3, 4][..], 1).is_err());
    /// ```
    pub fn from_bytes_with_elems(bytes: B, elements: usize) -> Result<Self, CastError<B>> {
        const { refuse_sized(<T as Layout>::DESCRIPTION, "Ref::from_bytes") };
        const { refuse_view::<B, T>(false) };
        Self::whole_with_elems(bytes, elements)
    }

    /// Views the whole buffer as a `T`, checking at run time that its
    /// bytes are a valid `T` (everything else at compile time, as for
    /// [`try_ref_from_bytes`](crate::try_ref_from_bytes)).
    ///
    /// ```
    /// use transmutable::Ref;
    ///
    /// let flags: Ref<&[u8], [bool]> = Ref::try_from_bytes(&[1u8, 0][..]).unwrap();
    /// assert_eq!(*flags, [true, false]);
    /// let error = Ref::<&[u8], [bool]>::try_from_bytes(&[1u8, 2][..]).unwrap_err();
    /// assert_eq!(error.to_string(), "the bytes are not a valid `[bool]`: byte 1 (`[bool][1]`) holds 2, but only 0..=1 is valid there");
    /// ```
    pub fn try_from_bytes(bytes: B) -> Result<Self, TryCastError<B>> {
        const { refuse_view::<B, T>(true) };
        find_valid::<T, B>(bytes, Place::Whole).map(Self::found)
    }

    /// [`Ref::try_from_bytes`] with `elements` tail elements; the buffer must
    /// be exactly that long.
    ///
    /// ```
    /// use transmutable::Ref;
    ///
    /// let flags = Ref::<&[u8], [bool]>::try_from_bytes_with_elems(&[1u8, 0][..], 2).unwrap();
    /// assert_eq!(*flags, [true, false]);
    /// ```
    pub fn try_from_bytes_with_elems(bytes: B, elements: usize) -> Result<Self, TryCastError<B>> {
        const { refuse_sized(<T as Layout>::DESCRIPTION, "Ref::try_from_bytes") };
        const { refuse_view::<B, T>(true) };
        Self::valid_whole_with_elems(bytes, elements)
    }

    /// The bytes viewed. The `T` is initialized bytes outside any cell in
    /// every value (checked at compile time, as for
    /// [`as_bytes`](crate::as_bytes)).
    ///
    /// ```
    /// use transmutable::Ref;
    ///
    /// let word: Ref<&[u8], [u8; 2]> = Ref::from_bytes(&[1u8, 2][..]).unwrap();
    /// assert_eq!(Ref::bytes(&word), [1, 2]);
    /// ```
    pub fn bytes(view: &Self) -> &[u8] {
        const { refuse(Answer::of_bytes(<T as Layout>::DESCRIPTION, SHARED_TO, Form::Shared)) };
        &view.bytes
    }

    /// The buffer, given back.
    ///
    /// ```
    /// use transmutable::Ref;
    ///
    /// let view: Ref<Vec<u8>, u8> = Ref::from_bytes(vec![9]).unwrap();
    /// assert_eq!(Ref::into_bytes(view), [9]);
    /// ```
    pub fn into_bytes(view: Self) -> B {
        view.bytes
    }
}

impl<B: SplitByteSlice, T: Pointee + ?Sized> Ref<B, T> {
    /// The view of `span` in `bytes`, and the rest of the buffer, before it
    /// (`suffix`) or after it.
    fn split((bytes, span): (B, Span), suffix: bool) -> (Self, B) {
        if suffix {
            let (rest, tail) = bytes.split_at(span.start);
            (Ref { bytes: tail, elements: span.elements, referent: PhantomData }, rest)
        } else {
            let (head, rest) = bytes.split_at(span.end);
            (Ref { bytes: head, elements: span.elements, referent: PhantomData }, rest)
        }
    }

    /// The last bytes of `bytes` as a `T` with `elements` elements, checked
    /// for length and alignment, and the bytes before them; the callers
    /// check the type at compile time.
    fn suffix_with_elems(bytes: B, elements: usize) -> Result<(B, Self), CastError<B>> {
        find::<T, B>(bytes, Place::Suffix(elements)).map(|found| swap(Self::split(found, true)))
    }

    /// [`Ref::suffix_with_elems`], and the bytes checked for validity.
    fn valid_suffix_with_elems(bytes: B, elements: usize) -> Result<(B, Self), TryCastError<B>> {
        find_valid::<T, B>(bytes, Place::Suffix(elements)).map(|found| swap(Self::split(found, true)))
    }

    /// Views the first bytes as a `T` with `elements` tail elements, as
    /// [`Ref::from_bytes`]; returns the rest.
    ///
    /// ```
    /// use transmutable::Ref;
    ///
    /// let (pairs, rest) = Ref::<&[u8], [[u8; 2]]>::from_prefix_with_elems(&[1u8, 2, 3, 4, 5][..], 2).unwrap();
    /// assert_eq!((&*pairs, rest), (&[[1, 2], [3, 4]][..], &[5][..]));
    /// ```
    pub fn from_prefix_with_elems(bytes: B, elements: usize) -> Result<(Self, B), CastError<B>> {
        const { refuse_sized(<T as Layout>::DESCRIPTION, "Ref::from_prefix") };
        const { refuse_view::<B, T>(false) };
        find::<T, B>(bytes, Place::Prefix(elements)).map(|found| Self::split(found, false))
    }

    /// Views the last bytes as a `T` with `elements` tail elements, as
    /// [`Ref::from_bytes`]; returns the bytes before them.
    ///
    /// ```
    /// use transmutable::Ref;
    ///
    /// let (rest, pairs) = Ref::<&[u8], [[u8; 2]]>::from_suffix_with_elems(&[1u8, 2, 3, 4, 5][..], 2).unwrap();
    /// assert_eq!((rest, &*pairs), (&[1][..], &[[2, 3], [4, 5]][..]));
    /// ```
    pub fn from_suffix_with_elems(bytes: B, elements: usize) -> Result<(B, Self), CastError<B>> {
        const { refuse_sized(<T as Layout>::DESCRIPTION, "Ref::from_suffix") };
        const { refuse_view::<B, T>(false) };
        Self::suffix_with_elems(bytes, elements)
    }

    /// [`Ref::try_from_bytes`] for the first bytes, a `T` with `elements`
    /// tail elements; returns the rest.
    ///
    /// ```
    /// use transmutable::Ref;
    ///
    /// let (flags, rest) = Ref::<&[u8], [bool]>::try_from_prefix_with_elems(&[1u8, 0, 7][..], 2).unwrap();
    /// assert_eq!((&*flags, rest), (&[true, false][..], &[7][..]));
    /// ```
    pub fn try_from_prefix_with_elems(bytes: B, elements: usize) -> Result<(Self, B), TryCastError<B>> {
        const { refuse_sized(<T as Layout>::DESCRIPTION, "Ref::try_from_prefix") };
        const { refuse_view::<B, T>(true) };
        find_valid::<T, B>(bytes, Place::Prefix(elements)).map(|found| Self::split(found, false))
    }

    /// [`Ref::try_from_bytes`] for the last bytes, a `T` with `elements`
    /// tail elements; returns the bytes before them.
    ///
    /// ```
    /// use transmutable::Ref;
    ///
    /// let (rest, flags) = Ref::<&[u8], [bool]>::try_from_suffix_with_elems(&[7u8, 1, 0][..], 2).unwrap();
    /// assert_eq!((rest, &*flags), (&[7][..], &[true, false][..]));
    /// let error = Ref::<&[u8], [bool]>::try_from_suffix_with_elems(&[7u8, 1, 2][..], 2).unwrap_err();
    /// assert_eq!(error.into_source(), [7, 1, 2]);
    /// ```
    pub fn try_from_suffix_with_elems(bytes: B, elements: usize) -> Result<(B, Self), TryCastError<B>> {
        const { refuse_sized(<T as Layout>::DESCRIPTION, "Ref::try_from_suffix") };
        const { refuse_view::<B, T>(true) };
        Self::valid_suffix_with_elems(bytes, elements)
    }
}

impl<B: SplitByteSlice, T: Layout> Ref<B, T> {
    /// Views the first `size_of::<T>()` bytes as a `T`, as
    /// [`Ref::from_bytes`]; returns the rest.
    ///
    /// ```
    /// use transmutable::Ref;
    ///
    /// let mut buffer = [0u8; 3];
    /// let (mut head, rest) = Ref::<_, [u8; 2]>::from_prefix(&mut buffer[..]).unwrap();
    /// head[1] = 7;
    /// assert_eq!(rest, [0]);
    /// assert_eq!(buffer, [0, 7, 0]);
    /// ```
    pub fn from_prefix(bytes: B) -> Result<(Self, B), CastError<B>> {
        const { refuse_view::<B, T>(false) };
        find::<T, B>(bytes, Place::Prefix(0)).map(|found| Self::split(found, false))
    }

    /// Views the last `size_of::<T>()` bytes as a `T`, as
    /// [`Ref::from_bytes`]; returns the bytes before them.
    ///
    /// ```
    /// use transmutable::Ref;
    ///
    /// let (rest, last) = Ref::<&[u8], u8>::from_suffix(&[1u8, 2][..]).unwrap();
    /// assert_eq!((rest, *last), (&[1][..], 2));
    /// ```
    pub fn from_suffix(bytes: B) -> Result<(B, Self), CastError<B>> {
        const { refuse_view::<B, T>(false) };
        find::<T, B>(bytes, Place::Suffix(0)).map(|found| swap(Self::split(found, true)))
    }

    /// [`Ref::try_from_bytes`] for the first `size_of::<T>()` bytes; returns
    /// the rest.
    ///
    /// ```
    /// use transmutable::Ref;
    ///
    /// let (flag, rest) = Ref::<&[u8], bool>::try_from_prefix(&[1u8, 9][..]).unwrap();
    /// assert_eq!((*flag, rest), (true, &[9][..]));
    /// ```
    pub fn try_from_prefix(bytes: B) -> Result<(Self, B), TryCastError<B>> {
        const { refuse_view::<B, T>(true) };
        find_valid::<T, B>(bytes, Place::Prefix(0)).map(|found| Self::split(found, false))
    }

    /// [`Ref::try_from_bytes`] for the last `size_of::<T>()` bytes; returns
    /// the bytes before them.
    ///
    /// ```
    /// use transmutable::Ref;
    ///
    /// let (rest, flag) = Ref::<&[u8], bool>::try_from_suffix(&[9u8, 0][..]).unwrap();
    /// assert_eq!((rest, *flag), (&[9][..], false));
    /// ```
    pub fn try_from_suffix(bytes: B) -> Result<(B, Self), TryCastError<B>> {
        const { refuse_view::<B, T>(true) };
        find_valid::<T, B>(bytes, Place::Suffix(0)).map(|found| swap(Self::split(found, true)))
    }
}

/// `(rest, view)` for a suffix, as the suffix functions return it.
fn swap<A, B>((a, b): (A, B)) -> (B, A) {
    (b, a)
}

impl<'a, T: Pointee + ?Sized> Ref<&'a [u8], T> {
    /// The view as a plain reference, for as long as the buffer's borrow.
    ///
    /// ```
    /// use transmutable::Ref;
    ///
    /// fn first_word(bytes: &[u8]) -> Option<&[u8; 2]> {
    ///     let (word, _) = Ref::<_, [u8; 2]>::from_prefix(bytes).ok()?;
    ///     Some(Ref::into_ref(word))
    /// }
    ///
    /// assert_eq!(first_word(&[1, 2, 3]), Some(&[1, 2]));
    /// ```
    pub fn into_ref(view: Self) -> &'a T {
        // SAFETY: `view.bytes` is exactly the bytes of a valid `T` with
        // `view.elements` elements, aligned for it, and `T` has no
        // `UnsafeCell` (its constructor checked all that); the result
        // borrows the bytes for `'a`, as `view.bytes` did.
        unsafe { view_ref(view.bytes, view.elements) }
    }
}

impl<'a, T: Pointee + ?Sized> Ref<&'a mut [u8], T> {
    /// The view as a plain unique reference, for as long as the buffer's
    /// borrow.
    ///
    /// ```
    /// use transmutable::Ref;
    ///
    /// let mut buffer = [0u8; 2];
    /// let word: &mut [u8; 2] = Ref::into_mut(Ref::from_bytes(&mut buffer[..]).unwrap());
    /// word[0] = 1;
    /// assert_eq!(buffer, [1, 0]);
    /// ```
    pub fn into_mut(view: Self) -> &'a mut T {
        // SAFETY: as for `into_ref`, and `&mut [u8]` is a unique buffer, so
        // its constructor also checked that every `T` is initialized bytes:
        // what is written through the result leaves a valid `T` in bytes.
        unsafe { view_mut(view.bytes, view.elements) }
    }
}

/// Stops compilation when `T` holds an `UnsafeCell`. A buffer borrowed
/// uniquely or owned may hold such a `T` (its constructor checks it as
/// `mut_from_bytes` does), but a `Ref` read through `&self` reaches the
/// bytes through a shared borrow of its buffer, which no cell may write
/// through.
#[track_caller]
const fn refuse_cells<T: Pointee + ?Sized>() {
    let description = <T as Layout>::DESCRIPTION;
    if description.has_interior_mutability() {
        description.refuse_naming(
            "transmutable: ",
            &[" holds an `UnsafeCell`: a `Ref` read through `&` reaches its buffer through a shared borrow, which a \
               cell may not write through; reach it through `&mut` (`DerefMut`, `Ref::into_mut`)"],
        );
    }
}

impl<B: ByteSlice, T: Pointee + ?Sized> Deref for Ref<B, T> {
    type Target = T;

    fn deref(&self) -> &T {
        const { refuse_cells::<T>() };
        // SAFETY: `self.bytes` gives the bytes its constructor checked every
        // time it is dereferenced (the sealed `ByteSlice`), and nothing but
        // writes of valid `T`s through `deref_mut` changed them: exactly a
        // valid `T` with `self.elements` elements, aligned, without
        // `UnsafeCell` (checked above: a buffer borrowed uniquely admits
        // cells, and reached through `&self` it is borrowed shared). The
        // result borrows `self`.
        unsafe { view_ref(&self.bytes, self.elements) }
    }
}

impl<B: ByteSliceMut, T: Pointee + ?Sized> DerefMut for Ref<B, T> {
    fn deref_mut(&mut self) -> &mut T {
        const { assert!(B::UNIQUE, "transmutable: a buffer written through is borrowed uniquely") };
        let elements = self.elements;
        // SAFETY: as for `deref`; a `ByteSliceMut` is unique (`B::UNIQUE`),
        // so its constructor also checked that every `T` is initialized
        // bytes: what is written through the result leaves a valid `T` in
        // bytes. The result borrows `self` uniquely.
        unsafe { view_mut(&mut self.bytes, elements) }
    }
}

impl<B: ByteSlice, T: Pointee + ?Sized + fmt::Debug> fmt::Debug for Ref<B, T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("Ref").field(&&**self).finish()
    }
}

/// Reads the whole of `bytes` as a `&T` with `elements` tail elements: the
/// buffer must be exactly that long. Otherwise as [`ref_from_bytes`](crate::ref_from_bytes).
///
/// ```
/// let pairs: &[[u8; 2]] = transmutable::ref_from_bytes_with_elems(&[1, 2, 3, 4][..], 2).unwrap();
/// assert_eq!(pairs, [[1, 2], [3, 4]]);
/// let error = transmutable::ref_from_bytes_with_elems::<[[u8; 2]]>(&[1, 2, 3, 4][..], 1).unwrap_err();
/// assert_eq!(error.to_string(), "the buffer holds 4 bytes, but `[[u8; 2]]` takes exactly 2 bytes");
/// ```
#[inline]
pub fn ref_from_bytes_with_elems<T: Pointee + ?Sized>(bytes: &[u8], elements: usize) -> Result<&T, CastError<&[u8]>> {
    const { refuse_sized(<T as Layout>::DESCRIPTION, "ref_from_bytes") };
    const { refuse_view::<&[u8], T>(false) };
    Ref::whole_with_elems(bytes, elements).map(Ref::into_ref)
}

/// Reads the last bytes of `bytes` as a `&T` with `elements` tail
/// elements, and returns the bytes before them. See
/// [`ref_from_prefix_with_elems`](crate::ref_from_prefix_with_elems).
///
/// ```
/// let (rest, pairs): (&[u8], &[[u8; 2]]) = transmutable::ref_from_suffix_with_elems(&[0, 1, 2, 3, 4][..], 2).unwrap();
/// assert_eq!((rest, pairs), (&[0][..], &[[1, 2], [3, 4]][..]));
/// ```
#[inline]
pub fn ref_from_suffix_with_elems<T: Pointee + ?Sized>(
    bytes: &[u8],
    elements: usize,
) -> Result<(&[u8], &T), CastError<&[u8]>> {
    const { refuse_sized(<T as Layout>::DESCRIPTION, "ref_from_suffix") };
    const { refuse_view::<&[u8], T>(false) };
    Ref::suffix_with_elems(bytes, elements).map(|(rest, view)| (rest, Ref::into_ref(view)))
}

/// [`mut_from_bytes`](crate::mut_from_bytes) with `elements` tail elements: the buffer must be
/// exactly that long.
///
/// ```
/// let mut buffer = [0u8; 4];
/// let pairs: &mut [[u8; 2]] = transmutable::mut_from_bytes_with_elems(&mut buffer[..], 2).unwrap();
/// pairs[1] = [7, 8];
/// assert_eq!(buffer, [0, 0, 7, 8]);
/// ```
#[inline]
pub fn mut_from_bytes_with_elems<T: Pointee + ?Sized>(
    bytes: &mut [u8],
    elements: usize,
) -> Result<&mut T, CastError<&mut [u8]>> {
    const { refuse_sized(<T as Layout>::DESCRIPTION, "mut_from_bytes") };
    const { refuse_view::<&mut [u8], T>(false) };
    Ref::whole_with_elems(bytes, elements).map(Ref::into_mut)
}

/// [`mut_from_bytes`](crate::mut_from_bytes) for the last bytes, a `T` with `elements` tail
/// elements; returns the bytes before them.
///
/// ```
/// let mut buffer = [0u8; 3];
/// let (rest, pairs): (&mut [u8], &mut [[u8; 2]]) = transmutable::mut_from_suffix_with_elems(&mut buffer[..], 1).unwrap();
/// pairs[0] = [7, 8];
/// rest[0] = 9;
/// assert_eq!(buffer, [9, 7, 8]);
/// ```
#[inline]
pub fn mut_from_suffix_with_elems<T: Pointee + ?Sized>(
    bytes: &mut [u8],
    elements: usize,
) -> Result<(&mut [u8], &mut T), CastError<&mut [u8]>> {
    const { refuse_sized(<T as Layout>::DESCRIPTION, "mut_from_suffix") };
    const { refuse_view::<&mut [u8], T>(false) };
    Ref::suffix_with_elems(bytes, elements).map(|(rest, view)| (rest, Ref::into_mut(view)))
}

/// [`try_ref_from_bytes`](crate::try_ref_from_bytes) with `elements` tail elements: the buffer must be
/// exactly that long.
///
/// ```
/// let flags: &[bool] = transmutable::try_ref_from_bytes_with_elems(&[1, 0][..], 2).unwrap();
/// assert_eq!(flags, [true, false]);
/// assert!(transmutable::try_ref_from_bytes_with_elems::<[bool]>(&[1, 2][..], 2).is_err());
/// ```
#[inline]
pub fn try_ref_from_bytes_with_elems<T: Pointee + ?Sized>(
    bytes: &[u8],
    elements: usize,
) -> Result<&T, TryCastError<&[u8]>> {
    let () = <T as TryView>::TAILED_REF_BYTES;
    let () = <T as TryView>::SHARED;
    Ref::valid_whole_with_elems(bytes, elements).map(Ref::into_ref)
}

/// [`try_ref_from_bytes`](crate::try_ref_from_bytes) for the last bytes, a `T` with `elements` tail
/// elements; returns the bytes before them.
///
/// ```
/// let (rest, flags): (&[u8], &[bool]) = transmutable::try_ref_from_suffix_with_elems(&[7, 1, 0][..], 2).unwrap();
/// assert_eq!((rest, flags), (&[7][..], &[true, false][..]));
/// ```
#[inline]
pub fn try_ref_from_suffix_with_elems<T: Pointee + ?Sized>(
    bytes: &[u8],
    elements: usize,
) -> Result<(&[u8], &T), TryCastError<&[u8]>> {
    let () = <T as TryView>::TAILED_REF_SUFFIX;
    let () = <T as TryView>::SHARED;
    Ref::valid_suffix_with_elems(bytes, elements).map(|(rest, view)| (rest, Ref::into_ref(view)))
}

/// [`try_mut_from_bytes`](crate::try_mut_from_bytes) with `elements` tail elements: the buffer must be
/// exactly that long.
///
/// ```
/// let mut buffer = [1u8, 0];
/// let flags: &mut [bool] = transmutable::try_mut_from_bytes_with_elems(&mut buffer[..], 2).unwrap();
/// flags[1] = true;
/// assert_eq!(buffer, [1, 1]);
/// ```
#[inline]
pub fn try_mut_from_bytes_with_elems<T: Pointee + ?Sized>(
    bytes: &mut [u8],
    elements: usize,
) -> Result<&mut T, TryCastError<&mut [u8]>> {
    let () = <T as TryView>::TAILED_MUT_BYTES;
    let () = <T as TryView>::UNIQUE;
    Ref::valid_whole_with_elems(bytes, elements).map(Ref::into_mut)
}

/// [`try_mut_from_bytes`](crate::try_mut_from_bytes) for the last bytes, a `T` with `elements` tail
/// elements; returns the bytes before them.
///
/// ```
/// let mut buffer = [5u8, 1];
/// let (_rest, flags): (&mut [u8], &mut [bool]) = transmutable::try_mut_from_suffix_with_elems(&mut buffer[..], 1).unwrap();
/// flags[0] = false;
/// assert_eq!(buffer, [5, 0]);
/// ```
#[inline]
pub fn try_mut_from_suffix_with_elems<T: Pointee + ?Sized>(
    bytes: &mut [u8],
    elements: usize,
) -> Result<(&mut [u8], &mut T), TryCastError<&mut [u8]>> {
    let () = <T as TryView>::TAILED_MUT_SUFFIX;
    let () = <T as TryView>::UNIQUE;
    Ref::valid_suffix_with_elems(bytes, elements).map(|(rest, view)| (rest, Ref::into_mut(view)))
}

// Every buffer a `Ref` is made of is one a view's error may give back.
impl<B: ByteSlice> super::views::Buffer for B {
    #[inline]
    fn bytes(&self) -> &[u8] {
        self
    }
}
