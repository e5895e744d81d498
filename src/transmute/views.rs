//! Byte-buffer views: a `&[u8]` read as a `&T`, a `T` read as bytes, and
//! fallible transmutation.
//!
//! Each function is a special case of the one engine. At compile time it
//! decides, for its type, what the buffer may become: with every byte
//! string a valid value (`ref_from_bytes`), or with the bytes' validity
//! checked at run time (`try_ref_from_bytes`, `try_transmute`), and, for
//! mutable views, the other way round too. At run time it checks what only
//! the buffer can tell: its length, its address's alignment, and for the
//! `try_` functions its bytes, against the type's description (see
//! [`validate`](crate::validate)). Each kind of failure is its own error
//! type, which gives the source back.
//!
//! Unsized types (`[T]`, `str`, `#[repr(C)]` structs ending in a slice) are
//! viewed whole, where the buffer's length decides the number of elements,
//! or at the start of a buffer with a number of elements given
//! (`ref_from_prefix_with_elems` and its kin).

use core::fmt;

use super::reference::ByteSlice;
use super::{read_unaligned, refuse, transmute_unchecked, view_mut, view_ref, ValueBytes};
use crate::answer::{Answer, Form};
use crate::byte_set::ByteSet;
use crate::description::{Description, Layout, Pointee};
use crate::integers::Integers;
use crate::lifetime::Lifetime;
use crate::path::Path;
use crate::picture::strip::Read;
use crate::query::{ByteRules, Validation};
use crate::validate::{self, Invalid, Plans, What};

/// Refuses, at compile time, a sized type (`description`) where a view
/// counts tail elements: `sized` is the view to use instead. Called as
/// `const { refuse_sized(...) };`, as [`refuse`] is.
#[track_caller]
pub(super) const fn refuse_sized(description: &Description, sized: &str) {
    if description.tail.is_none() {
        description.refuse_naming("", &[" is sized: it has no tail elements to count; use `", sized, "`"]);
    }
}

const FROM: ByteRules = ByteRules { from_bytes: true, checked: false, zeros: false, to_bytes: false, shared: false };
pub(super) const SHARED_FROM: ByteRules = ByteRules { shared: true, ..FROM };
pub(super) const UNIQUE_FROM: ByteRules = ByteRules { to_bytes: true, ..FROM };
const CHECKED_FROM: ByteRules = ByteRules { checked: true, ..FROM };
pub(super) const SHARED_CHECKED_FROM: ByteRules = ByteRules { checked: true, ..SHARED_FROM };
pub(super) const UNIQUE_CHECKED_FROM: ByteRules = ByteRules { checked: true, ..UNIQUE_FROM };
pub(super) const SHARED_TO: ByteRules = ByteRules { from_bytes: false, to_bytes: true, shared: true, ..FROM };
const UNIQUE_TO: ByteRules = ByteRules { to_bytes: true, ..FROM };
pub(super) const ZEROS: ByteRules = ByteRules { zeros: true, ..FROM };

/// How explanations name the all-zero bytes of [`zeroed`].
const ZEROED: &Description = &Description::new(
    crate::description::Name::Plain("zeroed bytes"),
    0,
    1,
    crate::description::Bytes::EMPTY,
    crate::description::Invariants::None,
);

/// What length a buffer must have.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Expected {
    Exactly(usize),
    AtLeast(usize),
    /// An unsized type: `prefix` bytes and whole elements, rounded up to
    /// `align`.
    Elements {
        prefix: usize,
        element: usize,
        align: usize,
    },
    /// A whole number of elements of this size.
    Multiple(usize),
    /// So many tail elements that the size overflows `usize`.
    Overflow {
        elements: usize,
    },
}

/// The number of tail elements of a `description` that is `len` bytes long
/// (0 for a sized type), if `len` is one of its sizes.
fn elements_in(description: &Description, len: usize) -> Result<usize, Expected> {
    let Some(tail) = description.tail else {
        return if len == description.size { Ok(0) } else { Err(Expected::Exactly(description.size)) };
    };
    let expected =
        Expected::Elements { prefix: description.size, element: tail.element.size, align: description.align };
    // The compile-time check rules out zero-sized elements.
    let elements = len.checked_sub(description.size).ok_or(expected)? / tail.element.size;
    if description.size_with(elements) == Some(len) {
        Ok(elements)
    } else {
        Err(expected)
    }
}

fn aligned(address: *const u8, description: &Description) -> bool {
    misalignment(address, description) == 0
}

/// How many bytes past a multiple of `description`'s alignment `address` is.
fn misalignment(address: *const u8, description: &Description) -> usize {
    address.addr() % description.align
}

/// Whether `bytes` hold a valid `T` with `elements` tail elements.
fn valid<T: Layout + ?Sized>(bytes: &[u8], elements: usize) -> bool {
    let description = T::DESCRIPTION;
    if !validate::valid_with(&Plans::<T>::SIZED, &description.bytes, bytes, 0) {
        return false;
    }
    match description.tail {
        Some(tail) if tail.utf8 => core::str::from_utf8(&bytes[description.size..description.size + elements]).is_ok(),
        Some(tail) => {
            let elements = &bytes[description.size..description.size + elements * tail.element.size];
            validate::valid_elements(&Plans::<T>::ELEMENT, &Plans::<T>::ELEMENTS, &tail.element.bytes, elements)
        }
        None => true,
    }
}

/// Why `bytes` do not hold a valid `T` with `elements` tail elements.
fn invalid<T: Layout + ?Sized>(bytes: &[u8], elements: usize) -> Invalid {
    let description = T::DESCRIPTION;
    let explained = validate::explain(description, bytes, 0).or_else(|| match description.tail {
        Some(tail) if tail.utf8 => {
            let text = &bytes[description.size..description.size + elements];
            core::str::from_utf8(text).err().map(|error| {
                let offset = description.size + error.valid_up_to();
                Invalid { offset, path: Path::new(), what: What::Utf8 { value: bytes[offset] } }
            })
        }
        Some(_) => validate::explain_tail(description, bytes, elements),
        None => None,
    });
    explained.unwrap_or(Invalid {
        offset: 0,
        path: Path::new(),
        what: What::Byte { value: bytes.first().copied().unwrap_or(0), accepted: ByteSet::EMPTY, alternatives: false },
    })
}

/// Where in a buffer a view takes its value.
#[derive(Clone, Copy)]
pub(super) enum Place {
    /// The whole buffer.
    Whole,
    /// The whole buffer, which must be as long as a `T` with this many tail
    /// elements.
    Exactly(usize),
    /// The first bytes, as many as a `T` with this many tail elements takes
    /// (0 for a sized `T`).
    Prefix(usize),
    /// The last bytes, as for `Prefix`.
    Suffix(usize),
}

/// Why a buffer cannot hold the value at the place asked for, before the
/// buffer is handed back in an error.
enum Refusal {
    Size(Expected),
    /// How many bytes past a multiple of the alignment the value starts.
    Alignment(usize),
}

/// Where a `T` lies in a buffer: its bytes are `start..end`, with
/// `elements` tail elements (0 for a sized `T`).
#[derive(Clone, Copy)]
pub(super) struct Span {
    pub(super) start: usize,
    pub(super) end: usize,
    pub(super) elements: usize,
}

/// Where a `T` at `place` lies in `bytes`, if the length fits and, when
/// `aligned_for_t`, the address is aligned for `T`.
fn locate<T: Layout + ?Sized>(bytes: &[u8], place: Place, aligned_for_t: bool) -> Result<Span, Refusal> {
    let description = T::DESCRIPTION;
    let span = match place {
        Place::Whole => {
            let elements = elements_in(description, bytes.len()).map_err(Refusal::Size)?;
            Span { start: 0, end: bytes.len(), elements }
        }
        Place::Exactly(elements) => {
            let size = description.size_with(elements).ok_or(Refusal::Size(Expected::Overflow { elements }))?;
            if bytes.len() != size {
                return Err(Refusal::Size(Expected::Exactly(size)));
            }
            Span { start: 0, end: size, elements }
        }
        Place::Prefix(elements) | Place::Suffix(elements) => {
            let size = description.size_with(elements).ok_or(Refusal::Size(Expected::Overflow { elements }))?;
            let rest = bytes.len().checked_sub(size).ok_or(Refusal::Size(Expected::AtLeast(size)))?;
            let start = if matches!(place, Place::Suffix(_)) { rest } else { 0 };
            Span { start, end: start + size, elements }
        }
    };
    if aligned_for_t && !aligned(bytes[span.start..].as_ptr(), description) {
        return Err(Refusal::Alignment(misalignment(bytes[span.start..].as_ptr(), description)));
    }
    Ok(span)
}

impl Refusal {
    fn cast<Src: Buffer>(self, source: Src, target: &'static Description) -> CastError<Src> {
        match self {
            Refusal::Size(expected) => CastError::Size(SizeError::new(source, target, expected)),
            Refusal::Alignment(misalignment) => CastError::Alignment(AlignmentError { source, target, misalignment }),
        }
    }

    fn try_cast<Src: Buffer>(self, source: Src, target: &'static Description) -> TryCastError<Src> {
        TryCastError::from_cast(self.cast(source, target))
    }

    /// For copies, which need no alignment: only the size can fail.
    fn size<Src: Buffer>(self, source: Src, target: &'static Description) -> SizeError<Src> {
        match self {
            Refusal::Size(expected) => SizeError::new(source, target, expected),
            Refusal::Alignment(_) => SizeError::new(source, target, Expected::Exactly(target.size)),
        }
    }
}

/// Checks that the `T` with `elements` elements at the start of `value` is
/// valid, or says where it is not; `value` lies `start` bytes into the
/// source the error will give back.
fn validity<T: Layout + ?Sized>(value: &[u8], elements: usize, start: usize) -> Result<(), Found> {
    if valid::<T>(value, elements) {
        Ok(())
    } else {
        Err(Found::of(&invalid::<T>(value, elements), Region { start, elements }))
    }
}

/// Reads `bytes` as a `&T`, when every byte string is a valid `T` (checked
/// at compile time: `T` has no padding that bytes could not fill, no
/// `bool` or enum that a byte could break, no `UnsafeCell`, no invariants).
/// The buffer must be as long as a `T` (for an unsized `T`, as long as one
/// with some number of elements) and aligned for `T`.
///
/// ```
/// use goggles::{byteorder::NetworkEndian, byteorder::U16, Layout};
///
/// #[derive(Layout)]
/// #[repr(C)]
/// pub struct UdpHeader {
///     pub source_port: U16<NetworkEndian>,
///     pub destination_port: U16<NetworkEndian>,
///     pub length: U16<NetworkEndian>,
///     pub checksum: U16<NetworkEndian>,
/// }
///
/// let packet = [0x30, 0x39, 0x00, 0x35, 0x00, 0x08, 0x00, 0x00];
/// let header: &UdpHeader = goggles::ref_from_bytes(&packet).unwrap();
/// assert_eq!(header.destination_port.get(), 53);
/// assert!(goggles::ref_from_bytes::<UdpHeader>(&packet[..7]).is_err());
/// ```
///
/// A type that not every byte string inhabits needs the checking variant:
///
/// ```compile_fail
/// let flag: &bool = goggles::ref_from_bytes(&[1u8][..]).unwrap();
/// // error: `&[u8]` cannot be transmuted into `&bool`: at byte 0, `[u8]` may
/// // hold 2..=255, but `bool` accepts only 0..=1 there.
/// ```
pub fn ref_from_bytes<T: Pointee + ?Sized>(bytes: &[u8]) -> Result<&T, CastError<&[u8]>> {
    const { refuse(Answer::of_bytes(<T as Layout>::DESCRIPTION, SHARED_FROM, Form::Shared)) };
    let Span { elements, .. } =
        locate::<T>(bytes, Place::Whole, true).map_err(|refusal| refusal.cast(bytes, T::DESCRIPTION))?;
    // SAFETY: `bytes` is exactly the size of a `T` with `elements` elements
    // and aligned for `T`, and the check above proved that every byte string
    // is a valid `T`, with no `UnsafeCell`.
    Ok(unsafe { view_ref(bytes, elements) })
}

/// Reads the first `size_of::<T>()` bytes of `bytes` as a `&T`, and returns
/// the rest, as [`ref_from_bytes`] does for a whole buffer.
///
/// ```
/// let packet = [1u8, 2, 3, 4, 5];
/// let (head, rest): (&[u8; 2], &[u8]) = goggles::ref_from_prefix(&packet).unwrap();
/// assert_eq!((head, rest), (&[1, 2], &[3, 4, 5][..]));
/// ```
pub fn ref_from_prefix<T: Layout>(bytes: &[u8]) -> Result<(&T, &[u8]), CastError<&[u8]>> {
    const { refuse(Answer::of_bytes(<T as Layout>::DESCRIPTION, SHARED_FROM, Form::Shared)) };
    locate::<T>(bytes, Place::Prefix(0), true).map_err(|refusal| refusal.cast(bytes, T::DESCRIPTION))?;
    let (head, rest) = bytes.split_at(T::DESCRIPTION.size);
    // SAFETY: `head` is exactly `size_of::<T>()` bytes and aligned for `T`,
    // and every byte string is a valid `T` with no `UnsafeCell` (checked).
    Ok((unsafe { view_ref(head, 0) }, rest))
}

/// Reads the last `size_of::<T>()` bytes of `bytes` as a `&T`, and returns
/// the bytes before them.
///
/// ```
/// let frame = [0xAAu8, 0xBB, 1, 2];
/// let (body, trailer): (&[u8], &[u8; 2]) = goggles::ref_from_suffix(&frame).unwrap();
/// assert_eq!((body, trailer), (&[0xAA, 0xBB][..], &[1, 2]));
/// ```
pub fn ref_from_suffix<T: Layout>(bytes: &[u8]) -> Result<(&[u8], &T), CastError<&[u8]>> {
    const { refuse(Answer::of_bytes(<T as Layout>::DESCRIPTION, SHARED_FROM, Form::Shared)) };
    let Span { start: split, .. } =
        locate::<T>(bytes, Place::Suffix(0), true).map_err(|refusal| refusal.cast(bytes, T::DESCRIPTION))?;
    let (rest, tail) = bytes.split_at(split);
    // SAFETY: as for `ref_from_prefix`, for the last bytes.
    Ok((rest, unsafe { view_ref(tail, 0) }))
}

/// Reads `bytes` as a `&mut T`, when every byte string is a valid `T` and
/// every `T` is initialized bytes (no padding), so that writes through
/// either stay valid for the other. Length and alignment as for
/// [`ref_from_bytes`].
///
/// ```
/// let mut buffer = [0u8; 4];
/// let word: &mut u32 = match goggles::mut_from_bytes(&mut buffer) {
///     Ok(word) => word,
///     Err(_) => return, // the buffer is not aligned for `u32` here
/// };
/// *word = u32::from_ne_bytes([1, 2, 3, 4]);
/// assert_eq!(buffer, [1, 2, 3, 4]);
/// ```
pub fn mut_from_bytes<T: Pointee + ?Sized>(bytes: &mut [u8]) -> Result<&mut T, CastError<&mut [u8]>> {
    const { refuse(Answer::of_bytes(<T as Layout>::DESCRIPTION, UNIQUE_FROM, Form::Unique)) };
    let Span { elements, .. } = match locate::<T>(bytes, Place::Whole, true) {
        Ok(found) => found,
        Err(refusal) => return Err(refusal.cast(bytes, T::DESCRIPTION)),
    };
    // SAFETY: `bytes` is exactly the size of a `T` with `elements` elements
    // and aligned for `T`; every byte string is a valid `T`, and every `T`
    // is initialized bytes (checked), so writes through the result leave
    // valid bytes, and bytes written later leave a valid `T`.
    Ok(unsafe { view_mut(bytes, elements) })
}

/// [`mut_from_bytes`] for the first `size_of::<T>()` bytes; returns the rest.
///
/// ```
/// let mut buffer = [0u8; 3];
/// let (head, rest): (&mut [u8; 2], &mut [u8]) = goggles::mut_from_prefix(&mut buffer).unwrap();
/// head[1] = 7;
/// rest[0] = 9;
/// assert_eq!(buffer, [0, 7, 9]);
/// ```
pub fn mut_from_prefix<T: Layout>(bytes: &mut [u8]) -> Result<(&mut T, &mut [u8]), CastError<&mut [u8]>> {
    const { refuse(Answer::of_bytes(<T as Layout>::DESCRIPTION, UNIQUE_FROM, Form::Unique)) };
    if let Err(refusal) = locate::<T>(bytes, Place::Prefix(0), true) {
        return Err(refusal.cast(bytes, T::DESCRIPTION));
    }
    let (head, rest) = bytes.split_at_mut(T::DESCRIPTION.size);
    // SAFETY: as for `mut_from_bytes`, for the first bytes.
    Ok((unsafe { view_mut(head, 0) }, rest))
}

/// [`mut_from_bytes`] for the last `size_of::<T>()` bytes; returns the bytes
/// before them.
///
/// ```
/// let mut buffer = [0u8; 3];
/// let (rest, last): (&mut [u8], &mut [u8; 1]) = goggles::mut_from_suffix(&mut buffer).unwrap();
/// last[0] = 5;
/// assert_eq!((rest.len(), buffer), (2, [0, 0, 5]));
/// ```
pub fn mut_from_suffix<T: Layout>(bytes: &mut [u8]) -> Result<(&mut [u8], &mut T), CastError<&mut [u8]>> {
    const { refuse(Answer::of_bytes(<T as Layout>::DESCRIPTION, UNIQUE_FROM, Form::Unique)) };
    let Span { start: split, .. } = match locate::<T>(bytes, Place::Suffix(0), true) {
        Ok(found) => found,
        Err(refusal) => return Err(refusal.cast(bytes, T::DESCRIPTION)),
    };
    let (rest, tail) = bytes.split_at_mut(split);
    // SAFETY: as for `mut_from_bytes`, for the last bytes.
    Ok((rest, unsafe { view_mut(tail, 0) }))
}

/// Reads `bytes` as a `&T`, checking at run time that they are a valid `T`
/// (everything else is checked at compile time). For `str`, the bytes must
/// be UTF-8.
///
/// ```
/// use goggles::Layout;
///
/// #[derive(Layout, Debug, PartialEq)]
/// #[repr(u8)]
/// pub enum Kind {
///     Query = 0,
///     Reply = 1,
/// }
///
/// #[derive(Layout, Debug)]
/// #[repr(C)]
/// pub struct Message {
///     pub kind: Kind,
///     pub urgent: bool,
/// }
///
/// let message: &Message = goggles::try_ref_from_bytes(&[1, 0][..]).unwrap();
/// assert_eq!(message.kind, Kind::Reply);
///
/// let error = goggles::try_ref_from_bytes::<Message>(&[1, 7][..]).unwrap_err();
/// assert_eq!(
///     error.to_string(),
///     "the bytes are not a valid `Message`: byte 1 (`Message.urgent`) holds 7, but only 0..=1 is valid there"
/// );
///
/// let text: &str = goggles::try_ref_from_bytes(b"goggles").unwrap();
/// assert_eq!(text, "goggles");
/// ```
pub fn try_ref_from_bytes<T: Pointee + ?Sized>(bytes: &[u8]) -> Result<&T, TryCastError<&[u8]>> {
    const { refuse(Answer::of_bytes(<T as Layout>::DESCRIPTION, SHARED_CHECKED_FROM, Form::Shared)) };
    let description = T::DESCRIPTION;
    let Span { elements, .. } =
        locate::<T>(bytes, Place::Whole, true).map_err(|refusal| refusal.try_cast(bytes, description))?;
    if let Err(found) = validity::<T>(bytes, elements, 0) {
        return Err(TryCastError::Validity(ValidityError::in_buffer::<T>(bytes, found)));
    }
    // SAFETY: `bytes` is exactly the size of a `T` with `elements` elements,
    // aligned for `T`, and a valid `T` (just checked); the compile-time check
    // proved `T` has no `UnsafeCell` and no invariants.
    Ok(unsafe { view_ref(bytes, elements) })
}

/// [`try_ref_from_bytes`] for the first `size_of::<T>()` bytes; returns the
/// rest.
///
/// ```
/// let (flag, rest): (&bool, &[u8]) = goggles::try_ref_from_prefix(&[1, 9, 9][..]).unwrap();
/// assert_eq!((*flag, rest), (true, &[9, 9][..]));
/// ```
pub fn try_ref_from_prefix<T: Layout>(bytes: &[u8]) -> Result<(&T, &[u8]), TryCastError<&[u8]>> {
    const { refuse(Answer::of_bytes(<T as Layout>::DESCRIPTION, SHARED_CHECKED_FROM, Form::Shared)) };
    let description = T::DESCRIPTION;
    locate::<T>(bytes, Place::Prefix(0), true).map_err(|refusal| refusal.try_cast(bytes, description))?;
    let (head, rest) = bytes.split_at(description.size);
    if let Err(found) = validity::<T>(head, 0, 0) {
        return Err(TryCastError::Validity(ValidityError::in_buffer::<T>(bytes, found)));
    }
    // SAFETY: as for `try_ref_from_bytes`, for the first bytes.
    Ok((unsafe { view_ref(head, 0) }, rest))
}

/// [`try_ref_from_bytes`] for the last `size_of::<T>()` bytes; returns the
/// bytes before them.
///
/// ```
/// let (rest, flag): (&[u8], &bool) = goggles::try_ref_from_suffix(&[9, 0][..]).unwrap();
/// assert_eq!((rest, *flag), (&[9][..], false));
/// ```
pub fn try_ref_from_suffix<T: Layout>(bytes: &[u8]) -> Result<(&[u8], &T), TryCastError<&[u8]>> {
    const { refuse(Answer::of_bytes(<T as Layout>::DESCRIPTION, SHARED_CHECKED_FROM, Form::Shared)) };
    let description = T::DESCRIPTION;
    let Span { start: split, .. } =
        locate::<T>(bytes, Place::Suffix(0), true).map_err(|refusal| refusal.try_cast(bytes, description))?;
    let (rest, tail) = bytes.split_at(split);
    if let Err(found) = validity::<T>(tail, 0, split) {
        return Err(TryCastError::Validity(ValidityError::in_buffer::<T>(bytes, found)));
    }
    // SAFETY: as for `try_ref_from_bytes`, for the last bytes.
    Ok((rest, unsafe { view_ref(tail, 0) }))
}

/// Reads `bytes` as a `&mut T`, checking at run time that they are a valid
/// `T`; every `T` must be initialized bytes (checked at compile time), so
/// that what is written through the result stays bytes.
///
/// ```
/// let mut buffer = [1u8];
/// let flag: &mut bool = goggles::try_mut_from_bytes(&mut buffer).unwrap();
/// *flag = false;
/// assert_eq!(buffer, [0]);
/// assert!(goggles::try_mut_from_bytes::<bool>(&mut [2u8][..]).is_err());
/// ```
pub fn try_mut_from_bytes<T: Pointee + ?Sized>(bytes: &mut [u8]) -> Result<&mut T, TryCastError<&mut [u8]>> {
    const { refuse(Answer::of_bytes(<T as Layout>::DESCRIPTION, UNIQUE_CHECKED_FROM, Form::Unique)) };
    let description = T::DESCRIPTION;
    let checked = locate::<T>(bytes, Place::Whole, true)
        .map_err(Ok)
        .and_then(|Span { elements, .. }| validity::<T>(bytes, elements, 0).map(|()| elements).map_err(Err));
    let elements = match checked {
        Ok(elements) => elements,
        Err(Ok(refusal)) => return Err(refusal.try_cast(bytes, description)),
        Err(Err(found)) => return Err(TryCastError::Validity(ValidityError::in_buffer::<T>(bytes, found))),
    };
    // SAFETY: `bytes` is exactly the size of a `T` with `elements` elements,
    // aligned, and a valid `T` (just checked); every `T` is initialized
    // bytes (checked at compile time), so writes leave valid bytes.
    Ok(unsafe { view_mut(bytes, elements) })
}

/// [`try_mut_from_bytes`] for the first `size_of::<T>()` bytes; returns the
/// rest.
///
/// ```
/// let mut buffer = [0u8, 5];
/// let (flag, _rest): (&mut bool, &mut [u8]) = goggles::try_mut_from_prefix(&mut buffer).unwrap();
/// *flag = true;
/// assert_eq!(buffer, [1, 5]);
/// ```
pub fn try_mut_from_prefix<T: Layout>(bytes: &mut [u8]) -> Result<(&mut T, &mut [u8]), TryCastError<&mut [u8]>> {
    const { refuse(Answer::of_bytes(<T as Layout>::DESCRIPTION, UNIQUE_CHECKED_FROM, Form::Unique)) };
    let description = T::DESCRIPTION;
    let checked = locate::<T>(bytes, Place::Prefix(0), true)
        .map_err(Ok)
        .and_then(|_| validity::<T>(&bytes[..description.size], 0, 0).map_err(Err));
    match checked {
        Ok(()) => {}
        Err(Ok(refusal)) => return Err(refusal.try_cast(bytes, description)),
        Err(Err(found)) => return Err(TryCastError::Validity(ValidityError::in_buffer::<T>(bytes, found))),
    }
    let (head, rest) = bytes.split_at_mut(description.size);
    // SAFETY: as for `try_mut_from_bytes`, for the first bytes.
    Ok((unsafe { view_mut(head, 0) }, rest))
}

/// [`try_mut_from_bytes`] for the last `size_of::<T>()` bytes; returns the
/// bytes before them.
///
/// ```
/// let mut buffer = [5u8, 0];
/// let (_rest, flag): (&mut [u8], &mut bool) = goggles::try_mut_from_suffix(&mut buffer).unwrap();
/// *flag = true;
/// assert_eq!(buffer, [5, 1]);
/// ```
pub fn try_mut_from_suffix<T: Layout>(bytes: &mut [u8]) -> Result<(&mut [u8], &mut T), TryCastError<&mut [u8]>> {
    const { refuse(Answer::of_bytes(<T as Layout>::DESCRIPTION, UNIQUE_CHECKED_FROM, Form::Unique)) };
    let description = T::DESCRIPTION;
    let checked = locate::<T>(bytes, Place::Suffix(0), true)
        .map_err(Ok)
        .and_then(|Span { start: split, .. }| validity::<T>(&bytes[split..], 0, split).map(|()| split).map_err(Err));
    let split = match checked {
        Ok(split) => split,
        Err(Ok(refusal)) => return Err(refusal.try_cast(bytes, description)),
        Err(Err(found)) => return Err(TryCastError::Validity(ValidityError::in_buffer::<T>(bytes, found))),
    };
    let (rest, tail) = bytes.split_at_mut(split);
    // SAFETY: as for `try_mut_from_bytes`, for the last bytes.
    Ok((rest, unsafe { view_mut(tail, 0) }))
}

/// Reads the first bytes of `bytes` as a `&T` with `elements` tail elements,
/// and returns the rest: for an unsized `T` whose length the bytes before it
/// give, such as a count in a header. Otherwise as [`ref_from_bytes`].
///
/// ```
/// use goggles::byteorder::{NetworkEndian, U16};
/// use goggles::Layout;
///
/// /// A count, then that many ports.
/// #[derive(Layout, Debug)]
/// #[repr(C)]
/// pub struct Ports {
///     pub count: U16<NetworkEndian>,
///     pub ports: [U16<NetworkEndian>],
/// }
///
/// let packet = [0, 2, 0x00, 0x35, 0x14, 0xE9, 0xFF];
/// let (count, _): (&U16<NetworkEndian>, _) = goggles::ref_from_prefix(&packet).unwrap();
/// let (ports, rest): (&Ports, &[u8]) = goggles::ref_from_prefix_with_elems(&packet, count.get().into()).unwrap();
/// assert_eq!((ports.ports[0].get(), ports.ports[1].get()), (53, 5353));
/// assert_eq!(rest, [0xFF]);
///
/// let error = goggles::ref_from_prefix_with_elems::<Ports>(&packet, 3).unwrap_err();
/// assert_eq!(error.to_string(), "the buffer holds 7 bytes, but `Ports` takes 8 bytes");
/// ```
///
/// A sized type has no elements to count:
///
/// ```compile_fail
/// let _ = goggles::ref_from_prefix_with_elems::<u8>(&[1, 2][..], 1);
/// // error: `u8` is sized: it has no tail elements to count; use `ref_from_prefix`
/// ```
pub fn ref_from_prefix_with_elems<T: Pointee + ?Sized>(
    bytes: &[u8],
    elements: usize,
) -> Result<(&T, &[u8]), CastError<&[u8]>> {
    const { refuse_sized(<T as Layout>::DESCRIPTION, "ref_from_prefix") };
    const { refuse(Answer::of_bytes(<T as Layout>::DESCRIPTION, SHARED_FROM, Form::Shared)) };
    let span =
        locate::<T>(bytes, Place::Prefix(elements), true).map_err(|refusal| refusal.cast(bytes, T::DESCRIPTION))?;
    let (head, rest) = bytes.split_at(span.end);
    // SAFETY: `head` is exactly the size of a `T` with `elements` elements
    // and aligned for `T`; every byte string is a valid `T` with no
    // `UnsafeCell` (checked).
    Ok((unsafe { view_ref(head, elements) }, rest))
}

/// [`mut_from_bytes`] for the first bytes, as many as a `T` with `elements`
/// tail elements takes; returns the rest. See [`ref_from_prefix_with_elems`].
///
/// ```
/// let mut buffer = [0u8; 5];
/// let (words, rest): (&mut [[u8; 2]], &mut [u8]) = goggles::mut_from_prefix_with_elems(&mut buffer, 2).unwrap();
/// words[1] = [7, 8];
/// rest[0] = 9;
/// assert_eq!(buffer, [0, 0, 7, 8, 9]);
/// ```
pub fn mut_from_prefix_with_elems<T: Pointee + ?Sized>(
    bytes: &mut [u8],
    elements: usize,
) -> Result<(&mut T, &mut [u8]), CastError<&mut [u8]>> {
    const { refuse_sized(<T as Layout>::DESCRIPTION, "mut_from_prefix") };
    const { refuse(Answer::of_bytes(<T as Layout>::DESCRIPTION, UNIQUE_FROM, Form::Unique)) };
    let span = match locate::<T>(bytes, Place::Prefix(elements), true) {
        Ok(span) => span,
        Err(refusal) => return Err(refusal.cast(bytes, T::DESCRIPTION)),
    };
    let (head, rest) = bytes.split_at_mut(span.end);
    // SAFETY: as for `mut_from_bytes`, for the first bytes, which are
    // exactly a `T` with `elements` elements.
    Ok((unsafe { view_mut(head, elements) }, rest))
}

/// [`try_ref_from_bytes`] for the first bytes, as many as a `T` with
/// `elements` tail elements takes; returns the rest. See
/// [`ref_from_prefix_with_elems`].
///
/// ```
/// let (flags, rest): (&[bool], &[u8]) = goggles::try_ref_from_prefix_with_elems(&[1, 0, 7][..], 2).unwrap();
/// assert_eq!((flags, rest), (&[true, false][..], &[7][..]));
///
/// let error = goggles::try_ref_from_prefix_with_elems::<[bool]>(&[1, 0, 7][..], 3).unwrap_err();
/// assert_eq!(error.to_string(), "the bytes are not a valid `[bool]`: byte 2 (`[bool][2]`) holds 7, but only 0..=1 is valid there");
/// ```
pub fn try_ref_from_prefix_with_elems<T: Pointee + ?Sized>(
    bytes: &[u8],
    elements: usize,
) -> Result<(&T, &[u8]), TryCastError<&[u8]>> {
    const { refuse_sized(<T as Layout>::DESCRIPTION, "try_ref_from_prefix") };
    const { refuse(Answer::of_bytes(<T as Layout>::DESCRIPTION, SHARED_CHECKED_FROM, Form::Shared)) };
    let description = T::DESCRIPTION;
    let span =
        locate::<T>(bytes, Place::Prefix(elements), true).map_err(|refusal| refusal.try_cast(bytes, description))?;
    let (head, rest) = bytes.split_at(span.end);
    if let Err(found) = validity::<T>(head, elements, 0) {
        return Err(TryCastError::Validity(ValidityError::in_buffer::<T>(bytes, found)));
    }
    // SAFETY: as for `try_ref_from_bytes`, for the first bytes, which are
    // exactly a `T` with `elements` elements.
    Ok((unsafe { view_ref(head, elements) }, rest))
}

/// [`try_mut_from_bytes`] for the first bytes, as many as a `T` with
/// `elements` tail elements takes; returns the rest. See
/// [`ref_from_prefix_with_elems`].
///
/// ```
/// let mut buffer = [1u8, 1, 5];
/// let (flags, _rest): (&mut [bool], &mut [u8]) = goggles::try_mut_from_prefix_with_elems(&mut buffer, 2).unwrap();
/// flags[0] = false;
/// assert_eq!(buffer, [0, 1, 5]);
/// assert!(goggles::try_mut_from_prefix_with_elems::<[bool]>(&mut buffer, 3).is_err());
/// ```
pub fn try_mut_from_prefix_with_elems<T: Pointee + ?Sized>(
    bytes: &mut [u8],
    elements: usize,
) -> Result<(&mut T, &mut [u8]), TryCastError<&mut [u8]>> {
    const { refuse_sized(<T as Layout>::DESCRIPTION, "try_mut_from_prefix") };
    const { refuse(Answer::of_bytes(<T as Layout>::DESCRIPTION, UNIQUE_CHECKED_FROM, Form::Unique)) };
    let description = T::DESCRIPTION;
    let checked = locate::<T>(bytes, Place::Prefix(elements), true)
        .map_err(Ok)
        .and_then(|span| validity::<T>(&bytes[..span.end], elements, 0).map(|()| span.end).map_err(Err));
    let end = match checked {
        Ok(end) => end,
        Err(Ok(refusal)) => return Err(refusal.try_cast(bytes, description)),
        Err(Err(found)) => return Err(TryCastError::Validity(ValidityError::in_buffer::<T>(bytes, found))),
    };
    let (head, rest) = bytes.split_at_mut(end);
    // SAFETY: as for `try_mut_from_bytes`, for the first bytes, which are
    // exactly a `T` with `elements` elements.
    Ok((unsafe { view_mut(head, elements) }, rest))
}

/// Copies a `T` out of `bytes`, which need not be aligned, when every byte
/// string is a valid `T`.
///
/// ```
/// let packet = [0u8, 1, 0, 0, 0];
/// let word: u32 = goggles::read_from_bytes(&packet[1..]).unwrap(); // unaligned
/// assert_eq!(word, u32::from_ne_bytes([1, 0, 0, 0]));
/// ```
pub fn read_from_bytes<T: Layout>(bytes: &[u8]) -> Result<T, SizeError<&[u8]>> {
    const { refuse(Answer::of_bytes(<T as Layout>::DESCRIPTION, FROM, Form::Value)) };
    locate::<T>(bytes, Place::Whole, false).map_err(|refusal| refusal.size(bytes, T::DESCRIPTION))?;
    // SAFETY: `bytes` holds `size_of::<T>()` bytes, and every byte string is
    // a valid, safe `T` (checked).
    Ok(unsafe { read_unaligned(bytes) })
}

/// [`read_from_bytes`] for the first `size_of::<T>()` bytes; returns the rest.
///
/// ```
/// let (value, rest): (u16, &[u8]) = goggles::read_from_prefix(&[1, 0, 9][..]).unwrap();
/// assert_eq!((value, rest), (u16::from_ne_bytes([1, 0]), &[9][..]));
/// ```
pub fn read_from_prefix<T: Layout>(bytes: &[u8]) -> Result<(T, &[u8]), SizeError<&[u8]>> {
    const { refuse(Answer::of_bytes(<T as Layout>::DESCRIPTION, FROM, Form::Value)) };
    locate::<T>(bytes, Place::Prefix(0), false).map_err(|refusal| refusal.size(bytes, T::DESCRIPTION))?;
    let (head, rest) = bytes.split_at(T::DESCRIPTION.size);
    // SAFETY: as for `read_from_bytes`, for the first bytes.
    Ok((unsafe { read_unaligned(head) }, rest))
}

/// [`read_from_bytes`] for the last `size_of::<T>()` bytes; returns the bytes
/// before them.
///
/// ```
/// let (rest, value): (&[u8], u8) = goggles::read_from_suffix(&[4, 5][..]).unwrap();
/// assert_eq!((rest, value), (&[4][..], 5));
/// ```
pub fn read_from_suffix<T: Layout>(bytes: &[u8]) -> Result<(&[u8], T), SizeError<&[u8]>> {
    const { refuse(Answer::of_bytes(<T as Layout>::DESCRIPTION, FROM, Form::Value)) };
    let Span { start: split, .. } =
        locate::<T>(bytes, Place::Suffix(0), false).map_err(|refusal| refusal.size(bytes, T::DESCRIPTION))?;
    let (rest, tail) = bytes.split_at(split);
    // SAFETY: as for `read_from_bytes`, for the last bytes.
    Ok((rest, unsafe { read_unaligned(tail) }))
}

/// Copies a `T` out of `bytes` (which need not be aligned), checking at run
/// time that they are a valid `T`.
///
/// ```
/// let flag: bool = goggles::try_read_from_bytes(&[1][..]).unwrap();
/// assert!(flag);
/// let error = goggles::try_read_from_bytes::<char>(&[0, 0xD8, 0, 0][..]).unwrap_err();
/// assert!(error.to_string().starts_with("the bytes are not a valid `char`"));
/// ```
pub fn try_read_from_bytes<T: Layout>(bytes: &[u8]) -> Result<T, TryReadError<&[u8]>> {
    const { refuse(Answer::of_bytes(<T as Layout>::DESCRIPTION, CHECKED_FROM, Form::Value)) };
    let description = T::DESCRIPTION;
    locate::<T>(bytes, Place::Whole, false).map_err(|refusal| TryReadError::Size(refusal.size(bytes, description)))?;
    if let Err(found) = validity::<T>(bytes, 0, 0) {
        return Err(TryReadError::Validity(ValidityError::in_buffer::<T>(bytes, found)));
    }
    // SAFETY: `bytes` holds `size_of::<T>()` bytes that are a valid `T` (just
    // checked), and `T` has no invariants (checked at compile time).
    Ok(unsafe { read_unaligned(bytes) })
}

/// [`try_read_from_bytes`] for the first `size_of::<T>()` bytes; returns the
/// rest.
///
/// ```
/// let (flag, rest): (bool, &[u8]) = goggles::try_read_from_prefix(&[0, 3][..]).unwrap();
/// assert_eq!((flag, rest), (false, &[3][..]));
/// ```
pub fn try_read_from_prefix<T: Layout>(bytes: &[u8]) -> Result<(T, &[u8]), TryReadError<&[u8]>> {
    const { refuse(Answer::of_bytes(<T as Layout>::DESCRIPTION, CHECKED_FROM, Form::Value)) };
    let description = T::DESCRIPTION;
    locate::<T>(bytes, Place::Prefix(0), false)
        .map_err(|refusal| TryReadError::Size(refusal.size(bytes, description)))?;
    let (head, rest) = bytes.split_at(description.size);
    if let Err(found) = validity::<T>(head, 0, 0) {
        return Err(TryReadError::Validity(ValidityError::in_buffer::<T>(bytes, found)));
    }
    // SAFETY: as for `try_read_from_bytes`, for the first bytes.
    Ok((unsafe { read_unaligned(head) }, rest))
}

/// [`try_read_from_bytes`] for the last `size_of::<T>()` bytes; returns the
/// bytes before them.
///
/// ```
/// let (rest, flag): (&[u8], bool) = goggles::try_read_from_suffix(&[3, 1][..]).unwrap();
/// assert_eq!((rest, flag), (&[3][..], true));
/// ```
pub fn try_read_from_suffix<T: Layout>(bytes: &[u8]) -> Result<(&[u8], T), TryReadError<&[u8]>> {
    const { refuse(Answer::of_bytes(<T as Layout>::DESCRIPTION, CHECKED_FROM, Form::Value)) };
    let description = T::DESCRIPTION;
    let Span { start: split, .. } = locate::<T>(bytes, Place::Suffix(0), false)
        .map_err(|refusal| TryReadError::Size(refusal.size(bytes, description)))?;
    let (rest, tail) = bytes.split_at(split);
    if let Err(found) = validity::<T>(tail, 0, split) {
        return Err(TryReadError::Validity(ValidityError::in_buffer::<T>(bytes, found)));
    }
    // SAFETY: as for `try_read_from_bytes`, for the last bytes.
    Ok((rest, unsafe { read_unaligned(tail) }))
}

/// The bytes of `value`: every byte of every `T` is initialized (no
/// padding, no pointers) and none is inside an `UnsafeCell` (checked at
/// compile time).
///
/// ```
/// let bytes = goggles::as_bytes(&[1u16, 2]);
/// assert_eq!(bytes.len(), 4);
/// let text = goggles::as_bytes("hi");
/// assert_eq!(text, b"hi");
/// ```
///
/// ```compile_fail
/// #[derive(goggles::Layout)]
/// #[repr(C)]
/// pub struct Padded {
///     pub flag: u8,
///     pub value: u16, // after a byte of padding
/// }
///
/// let bytes = goggles::as_bytes(&Padded { flag: 1, value: 2 });
/// ```
///
/// A type of the default representation may be laid out otherwise by
/// another build of the compiler, so its bytes are not a format; declare
/// `#[repr(C)]`, or accept that with `#[goggles(accept_unstable_layout)]`:
///
/// ```compile_fail
/// let bytes = goggles::as_bytes(&(1u8, 2u8)); // a tuple
/// ```
pub fn as_bytes<T: Pointee + ?Sized>(value: &T) -> &[u8] {
    const { refuse(Answer::of_bytes(<T as Layout>::DESCRIPTION, SHARED_TO, Form::Shared)) };
    let size = size_of_value(value);
    // SAFETY: every byte of every `T` is initialized and outside any
    // `UnsafeCell` (checked), and `size` is the size of `value`.
    unsafe { super::bytes_of(value, size) }
}

/// The bytes of `value`, to write: every `T` is initialized bytes and
/// every byte string is a valid `T` (checked at compile time).
///
/// ```
/// let mut word = 0u32;
/// goggles::as_mut_bytes(&mut word)[0] = 0xFF;
/// assert_eq!(word.to_ne_bytes()[0], 0xFF);
/// ```
pub fn as_mut_bytes<T: Pointee + ?Sized>(value: &mut T) -> &mut [u8] {
    const { refuse(Answer::of_bytes(<T as Layout>::DESCRIPTION, UNIQUE_TO, Form::Unique)) };
    let size = size_of_value(value);
    // SAFETY: every byte of every `T` is initialized, and every byte string
    // is a valid `T` (checked), and `size` is the size of `value`.
    unsafe { super::bytes_of_mut(value, size) }
}

/// Copies the bytes of `value` into `buffer`, which must be exactly as
/// long, when every value of `T` is initialized bytes (checked at compile
/// time). The error gives the buffer back.
///
/// ```
/// use goggles::byteorder::big_endian::U16;
///
/// let mut buffer = [0u8; 4];
/// goggles::write_to(&[U16::new(1), U16::new(0x0203)], &mut buffer).unwrap();
/// assert_eq!(buffer, [0, 1, 2, 3]);
/// let error = goggles::write_to(&7u32, &mut buffer[..3]).unwrap_err();
/// assert_eq!(error.to_string(), "the buffer holds 3 bytes, but `u32` takes exactly 4 bytes");
/// ```
///
/// Padding is no byte to write:
///
/// ```compile_fail
/// let _ = goggles::write_to(&(1u8, 2u16), &mut [0u8; 4]);
/// ```
pub fn write_to<'b, T: Pointee + ?Sized>(value: &T, buffer: &'b mut [u8]) -> Result<(), SizeError<&'b mut [u8]>> {
    let bytes = as_bytes(value);
    if buffer.len() != bytes.len() {
        return Err(size_error(buffer, Expected::Exactly(bytes.len()), <T as Layout>::DESCRIPTION));
    }
    buffer.copy_from_slice(bytes);
    Ok(())
}

/// Copies the bytes of `value` to the start of `buffer`, which must be at
/// least as long, as [`write_to`] does; the rest of `buffer` is left as it
/// was.
///
/// ```
/// let mut buffer = [9u8; 6];
/// goggles::write_to_prefix(&0x0102_0304u32.to_be(), &mut buffer).unwrap();
/// assert_eq!(buffer, [1, 2, 3, 4, 9, 9]);
/// assert!(goggles::write_to_prefix(&0u64, &mut buffer).is_err());
/// ```
pub fn write_to_prefix<'b, T: Pointee + ?Sized>(
    value: &T,
    buffer: &'b mut [u8],
) -> Result<(), SizeError<&'b mut [u8]>> {
    let bytes = as_bytes(value);
    match buffer.get_mut(..bytes.len()) {
        Some(prefix) => {
            prefix.copy_from_slice(bytes);
            Ok(())
        }
        None => Err(size_error(buffer, Expected::AtLeast(bytes.len()), <T as Layout>::DESCRIPTION)),
    }
}

/// Copies the bytes of `value` to the end of `buffer`, which must be at
/// least as long, as [`write_to`] does; the start of `buffer` is left as it
/// was.
///
/// ```
/// let mut buffer = [9u8; 6];
/// goggles::write_to_suffix(&[1u8, 2], &mut buffer).unwrap();
/// assert_eq!(buffer, [9, 9, 9, 9, 1, 2]);
/// ```
pub fn write_to_suffix<'b, T: Pointee + ?Sized>(
    value: &T,
    buffer: &'b mut [u8],
) -> Result<(), SizeError<&'b mut [u8]>> {
    let bytes = as_bytes(value);
    match buffer.len().checked_sub(bytes.len()) {
        Some(start) => {
            buffer[start..].copy_from_slice(bytes);
            Ok(())
        }
        None => Err(size_error(buffer, Expected::AtLeast(bytes.len()), <T as Layout>::DESCRIPTION)),
    }
}

/// A [`SizeError`] for a vector whose `bytes` bytes (of its length, or of
/// its capacity) are no whole number of `element`-byte values of `target`'s
/// elements; it gives the vector back.
#[cfg(feature = "alloc")]
pub(super) fn vector_size_error<Src>(
    vector: alloc::vec::Vec<Src>,
    bytes: usize,
    element: usize,
    target: &'static Description,
) -> SizeError<alloc::vec::Vec<Src>> {
    SizeError { source: vector, actual: bytes, expected: Expected::Multiple(element), target }
}

/// A [`SizeError`] that gives `buffer` back.
fn size_error<'b>(buffer: &'b mut [u8], expected: Expected, target: &'static Description) -> SizeError<&'b mut [u8]> {
    SizeError { actual: buffer.len(), source: buffer, expected, target }
}

/// The size of `value`, from its description and number of elements.
fn size_of_value<T: Pointee + ?Sized>(value: &T) -> usize {
    // A value that exists has a size that fits.
    T::DESCRIPTION.size_with(T::elements(value)).unwrap_or(0)
}

/// A `T` of zeros, when all zeros are a valid `T` (checked at compile
/// time).
///
/// ```
/// use core::num::NonZeroU8;
///
/// let zero: (u32, Option<NonZeroU8>, bool) = goggles::zeroed();
/// assert_eq!(zero, (0, None, false));
/// ```
///
/// ```compile_fail
/// let never: core::num::NonZeroU8 = goggles::zeroed();
/// ```
pub fn zeroed<T: Layout>() -> T {
    const { refuse(Answer::of_bytes(<T as Layout>::DESCRIPTION, ZEROS, Form::Value)) };
    // SAFETY: all zeros are a valid, safe `T` (checked).
    unsafe { core::mem::zeroed() }
}

/// Transmutes `src` into a `Dst`, checking the value at run time: size,
/// padding, pointers, lifetimes and safety are checked at compile time;
/// whether this value's bytes are a valid `Dst` is checked now. On failure
/// the error says which byte, which field and which values, and gives `src`
/// back.
///
/// A check that would have to read padding of `Src` (which holds no value)
/// is a compile error. Where every `Src` is a valid `Dst` (as for
/// [`transmute`](crate::transmute())), nothing is read.
///
/// ```
/// let flag: bool = goggles::try_transmute(1u8).unwrap();
/// assert!(flag);
///
/// let error = goggles::try_transmute::<u32, char>(0xD800).unwrap_err();
/// assert_eq!(error.into_source(), 0xD800);
/// ```
///
/// ```compile_fail
/// // Byte 1 of `(u8, u16)` is padding: there is nothing to check.
/// let value: u32 = goggles::try_transmute((1u8, 2u16)).unwrap();
/// ```
pub fn try_transmute<Src: Layout, Dst: Layout>(src: Src) -> Result<Dst, ValidityError<Src>> {
    const { refuse(Answer::of_checked::<Src, Dst>()) };
    if const { matches!(Checked::<Src, Dst>::VALIDATION, Ok(Validation::Proven)) } {
        // SAFETY: the compile-time check proved every value of `Src`, laid
        // over `Dst` and followed by uninitialized bytes, a valid, safe `Dst`
        // (`Validation::Proven`: the check of `transmute`, with lifetimes
        // unproven), so this one is; no byte of it is read.
        return Ok(unsafe { transmute_unchecked(src) });
    }
    let description = Dst::DESCRIPTION;
    let input = ValueBytes::new(&src);
    if !validate::valid_with(&Plans::<Dst>::SIZED, &description.bytes, &input, 0) {
        let found = validate::explain(description, &input, 0)
            .map_or(Found::NOWHERE, |invalid| Found::of(&invalid, Region { start: 0, elements: 0 }));
        return Err(ValidityError::in_value::<Dst>(src, found));
    }
    // SAFETY: the compile-time check proved everything but validity, and
    // that every byte the validator read is initialized; the validator just
    // found this value's bytes valid for `Dst`.
    Ok(unsafe { transmute_unchecked(src) })
}

/// How `try_transmute::<Src, Dst>` knows its result valid, or why it may
/// not be called: decided once per pair, for the compile-time refusal and
/// for the run-time check both.
struct Checked<Src, Dst>(core::marker::PhantomData<(Src, Dst)>);

impl<Src: Layout, Dst: Layout> Checked<Src, Dst> {
    const VALIDATION: Result<Validation, crate::Reason> =
        crate::query::decide_checked(Src::DESCRIPTION, Dst::DESCRIPTION);
}

/// Reads `&Src` as `&Dst`, checking the referent's bytes at run time: the
/// size, the alignment and the absence of cells and pointers are checked at
/// compile time, whether this referent is a valid `Dst` now. On failure the
/// error says which byte, which field and which values, and gives `src`
/// back.
///
/// ```
/// use goggles::Layout;
///
/// #[derive(Layout, Debug, PartialEq)]
/// #[repr(u8)]
/// pub enum Light {
///     Off = 0,
///     On = 1,
/// }
///
/// let lights: &[Light; 2] = goggles::try_transmute_ref(&[1u8, 0]).unwrap();
/// assert_eq!(lights, &[Light::On, Light::Off]);
/// let error = goggles::try_transmute_ref::<[u8; 2], [Light; 2]>(&[1, 7]).unwrap_err();
/// assert_eq!(error.offset(), 1);
/// assert_eq!(error.into_source(), &[1, 7]);
/// ```
///
/// ```compile_fail
/// // `u16` needs an alignment of 2, which `[u8; 2]` does not promise.
/// let word: &u16 = goggles::try_transmute_ref(&[1u8, 2]).unwrap();
/// ```
pub fn try_transmute_ref<Src: Layout, Dst: Layout>(src: &Src) -> Result<&Dst, ValidityError<&Src>> {
    const { refuse(Answer::of_checked_reference::<Src, Dst>(false)) };
    if let Some(found) = invalid_in::<Src, Dst>(src) {
        return Err(ValidityError::in_referent::<Dst>(src, found));
    }
    let pointer = src as *const Src as *const Dst;
    // SAFETY: the compile-time check proved that `Dst` is no larger and no
    // more aligned than `Src`, that neither holds a cell or a pointer that
    // promises a referent, and that every byte the validator read is
    // initialized; the validator just found the referent's first
    // `size_of::<Dst>()` bytes a valid, safe `Dst`, and nothing can change
    // them while the result borrows `src`.
    Ok(unsafe { &*pointer })
}

/// Reads `&mut Src` as `&mut Dst`, checking the referent's bytes at run
/// time, as [`try_transmute_ref`] does; and at compile time that every
/// `Dst` written back is a valid, safe `Src`.
///
/// ```
/// let mut bytes = [1u8, 0];
/// let flags: &mut [bool; 2] = goggles::try_transmute_mut(&mut bytes).unwrap();
/// flags[1] = true;
/// assert_eq!(bytes, [1, 1]);
/// assert!(goggles::try_transmute_mut::<[u8; 2], [bool; 2]>(&mut [2, 0]).is_err());
/// ```
///
/// ```compile_fail
/// // A `u8` written back would not always be a `bool`.
/// let byte: &mut u8 = goggles::try_transmute_mut(&mut true).unwrap();
/// ```
pub fn try_transmute_mut<Src: Layout, Dst: Layout>(src: &mut Src) -> Result<&mut Dst, ValidityError<&mut Src>> {
    const { refuse(Answer::of_checked_reference::<Src, Dst>(true)) };
    if let Some(found) = invalid_in::<Src, Dst>(src) {
        return Err(ValidityError::in_referent_mut::<Dst>(src, found));
    }
    let pointer = src as *mut Src as *mut Dst;
    // SAFETY: as for `try_transmute_ref`, and the compile-time check also
    // proved that every `Dst` is a valid, safe `Src` in the bytes it covers,
    // so whatever is written through the result leaves a valid `Src`; the
    // result borrows `src` uniquely.
    Ok(unsafe { &mut *pointer })
}

/// Where the bytes of `value` are not a valid `Dst`, if they are not: the
/// validator reads only bytes the compile-time check proved initialized in
/// every `Src`.
fn invalid_in<Src: Layout, Dst: Layout>(value: &Src) -> Option<Found> {
    let input = ValueBytes::new(value);
    if validate::valid_with(&Plans::<Dst>::SIZED, &Dst::DESCRIPTION.bytes, &input, 0) {
        return None;
    }
    Some(
        validate::explain(Dst::DESCRIPTION, &input, 0)
            .map_or(Found::NOWHERE, |invalid| Found::of(&invalid, Region { start: 0, elements: 0 })),
    )
}

/// Where an aligned `T` at `place` lies in `bytes`, with `bytes`; or the
/// error that gives them back.
pub(super) fn find<T: Layout + ?Sized, B: Buffer>(bytes: B, place: Place) -> Result<(B, Span), CastError<B>> {
    match locate::<T>(bytes.bytes(), place, true) {
        Ok(span) => Ok((bytes, span)),
        Err(refusal) => Err(refusal.cast(bytes, T::DESCRIPTION)),
    }
}

/// [`find`], and the bytes found a valid `T`.
pub(super) fn find_valid<T: Layout + ?Sized, B: Buffer>(bytes: B, place: Place) -> Result<(B, Span), TryCastError<B>> {
    let (bytes, span) = find::<T, B>(bytes, place).map_err(TryCastError::from_cast)?;
    match validity::<T>(&bytes.bytes()[span.start..span.end], span.elements, span.start) {
        Ok(()) => Ok((bytes, span)),
        Err(found) => Err(TryCastError::Validity(ValidityError::in_buffer::<T>(bytes, found))),
    }
}

/// The bytes of `count` values of `T`, one after the other, for the slice
/// checks: a run of `[T; count]` without naming that type.
struct Run<T>(core::marker::PhantomData<T>);

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
const fn common_run(t: usize, u: usize) -> usize {
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
pub(super) const fn owned_elements_answer<'l, Src: Layout + Lifetime<'l>, Dst: Layout + Lifetime<'l>>() -> Answer {
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
pub(super) const fn slices_answer<'l, Src: Layout + Lifetime<'l>, Dst: Layout + Lifetime<'l>>(
    unique: bool,
    fallible: bool,
) -> Answer {
    let (source, destination) = (Src::DESCRIPTION, Dst::DESCRIPTION);
    let verdict = if !fallible && (destination.size == 0 || source.size % destination.size != 0) {
        Err(crate::Reason::ElementSize)
    } else {
        let source_run: &'static crate::description::Bytes = Slices::<Src, Dst>::SOURCE_RUNS[fallible as usize];
        let destination_run: &'static crate::description::Bytes =
            Slices::<Src, Dst>::DESTINATION_RUNS[fallible as usize];
        crate::query::decide_slices(
            source,
            destination,
            source_run,
            destination_run,
            unique,
            fallible,
            crate::Assume::NOTHING,
        )
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
struct Slices<Src, Dst>(core::marker::PhantomData<(Src, Dst)>);

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
/// let bytes: &[u8] = goggles::cast_slice(&words[..]);
/// assert_eq!(bytes.len(), 8);
/// let halves: &[u16] = goggles::cast_slice(&words[..]);
/// assert_eq!(halves.len(), 4);
/// ```
///
/// The other way, the length and the alignment are only known at run time:
/// use [`try_cast_slice`].
///
/// ```compile_fail
/// let words: &[u32] = goggles::cast_slice(&[0u8; 8][..]);
/// ```
pub fn cast_slice<'l, Src: Layout + Lifetime<'l>, Dst: Layout + Lifetime<'l>>(src: &[Src]) -> &[Dst] {
    const { refuse(slices_answer::<Src, Dst>(false, false)) };
    let per_source = match Dst::DESCRIPTION.size {
        0 => 0,
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
/// let bytes: &[u8] = goggles::cast_slice(&buffer[..]);
/// let words: &[u32] = goggles::try_cast_slice(bytes).unwrap();
/// assert_eq!(words.len(), 2);
/// let error = goggles::try_cast_slice::<u8, u32>(&bytes[..6]).unwrap_err();
/// assert_eq!(error.to_string(), "the buffer holds 6 bytes, but `[u32]` takes a multiple of 4 bytes");
/// ```
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
/// let bytes: &mut [u8] = goggles::cast_slice_mut(&mut words[..]);
/// bytes[4..].copy_from_slice(&7u32.to_ne_bytes());
/// assert_eq!(words, [0, 7]);
/// ```
///
/// A `bool` is a byte, but not every byte written back is a `bool`:
///
/// ```compile_fail
/// let mut flags = [true, false];
/// let bytes: &mut [u8] = goggles::cast_slice_mut(&mut flags[..]);
/// ```
pub fn cast_slice_mut<'l, Src: Layout + Lifetime<'l>, Dst: Layout + Lifetime<'l>>(src: &mut [Src]) -> &mut [Dst] {
    const { refuse(slices_answer::<Src, Dst>(true, false)) };
    let per_source = match Dst::DESCRIPTION.size {
        0 => 0,
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
/// let bytes: &mut [u8] = goggles::cast_slice_mut(&mut buffer[..]);
/// let words: &mut [u32] = goggles::try_cast_slice_mut(bytes).unwrap();
/// words[1] = 9;
/// assert_eq!(buffer, [0, 9]);
/// ```
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
fn whole_elements<S, Dst: Layout>(source: S, start: *const u8, size: usize) -> Result<(S, usize), CastError<S>> {
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

/// The buffer's length is not one a value of the type can have.
///
/// ```
/// let error = goggles::read_from_bytes::<u32>(&[1, 2, 3][..]).unwrap_err();
/// assert_eq!(error.to_string(), "the buffer holds 3 bytes, but `u32` takes exactly 4 bytes");
/// assert_eq!(error.into_source(), [1, 2, 3]);
/// ```
pub struct SizeError<Src> {
    source: Src,
    actual: usize,
    expected: Expected,
    target: &'static Description,
}

/// The buffer's address is not aligned for the type.
///
/// ```
/// let words = [0u32; 2];
/// let bytes = goggles::as_bytes(&words);
/// // One byte past an aligned address: aligned for `u32` nowhere it has 2 or 4.
/// let Err(goggles::CastError::Alignment(error)) = goggles::ref_from_bytes::<u32>(&bytes[1..5]) else {
///     return; // a target where `u32` needs no alignment
/// };
/// assert!(error.to_string().starts_with("the buffer is not aligned for `u32`"));
/// ```
pub struct AlignmentError<Src> {
    source: Src,
    target: &'static Description,
    misalignment: usize,
}

/// The bytes are not a valid value of the type: which byte, which field,
/// which values.
///
/// ```
/// use goggles::Layout;
///
/// #[derive(Layout)]
/// #[repr(C)]
/// pub struct Flags {
///     pub ready: bool,
///     pub done: bool,
/// }
///
/// let Err(goggles::TryCastError::Validity(error)) = goggles::try_ref_from_bytes::<Flags>(&[1, 3][..]) else {
///     panic!("3 is not a `bool`");
/// };
/// assert_eq!((error.offset(), error.value(), error.path().to_string()), (1, 3, ".done".to_string()));
/// assert!(error.accepted().contains(1) && !error.accepted().contains(3));
/// assert_eq!(error.to_string(), "the bytes are not a valid `Flags`: byte 1 (`Flags.done`) holds 3, but only 0..=1 is valid there");
/// ```
pub struct ValidityError<Src> {
    source: Src,
    target: &'static Description,
    found: Found,
    /// Finds the field path of the invalid byte in the source again, when
    /// it is asked for: a path takes hundreds of bytes, and an error is
    /// moved around far more often than it is printed.
    path_of: PathOf<Src>,
}

/// Where a [`ValidityError`] finds the field path of its invalid byte.
enum PathOf<Src> {
    /// In its source, when asked for; with the bytes of a buffer source,
    /// for the picture of `{:#}` (a value's bytes other than the invalid
    /// ones may be uninitialized). One variant, so that the error stays as
    /// small as it was without the bytes.
    Source(fn(&Src, Region) -> Path, Option<fn(&Src) -> &[u8]>),
    /// Found before the source was given up ([`ValidityError::map_src`]).
    #[cfg(feature = "alloc")]
    Kept(alloc::boxed::Box<Path>),
    /// Given up with the source, without an allocator to keep it in.
    #[cfg(not(feature = "alloc"))]
    Lost,
}

/// Where an invalid value lies in the source of a [`ValidityError`]:
/// `start` bytes in, with `elements` tail elements.
#[derive(Clone, Copy)]
struct Region {
    start: usize,
    elements: usize,
}

/// What is invalid in a value, without its field path: its offset in the
/// value, what it holds and what would have been valid.
#[derive(Clone, Copy)]
struct Found {
    offset: usize,
    what: What,
    region: Region,
}

impl Found {
    /// For a validator that refused a value the explanation found valid:
    /// byte 0, with nothing to say of it.
    const NOWHERE: Found = Found {
        offset: 0,
        what: What::Byte { value: 0, accepted: ByteSet::EMPTY, alternatives: false },
        region: Region { start: 0, elements: 0 },
    };

    fn of(invalid: &Invalid, region: Region) -> Found {
        Found { offset: invalid.offset, what: invalid.what, region }
    }
}

/// Buffers a view's error gives back: their length is what a
/// [`SizeError`] reports, and a [`ValidityError`] reads its path again from
/// their bytes.
pub(super) trait Buffer {
    fn bytes(&self) -> &[u8];
}

impl<B: ByteSlice> Buffer for B {
    fn bytes(&self) -> &[u8] {
        self
    }
}

/// The path of the invalid byte of the `T` at `region` of a buffer.
fn path_in_buffer<T: Layout + ?Sized, S: Buffer>(source: &S, region: Region) -> Path {
    invalid::<T>(&source.bytes()[region.start..], region.elements).path
}

/// The path of the invalid byte of a `Src` value read as a `Dst`.
impl<'a, Src: Layout> ValidityError<&'a Src> {
    /// A validity error in the referent of `source`.
    fn in_referent<Dst: Layout>(source: &'a Src, found: Found) -> Self {
        ValidityError {
            source,
            target: Dst::DESCRIPTION,
            found,
            path_of: PathOf::Source(path_in_referent::<Src, Dst>, None),
        }
    }
}

impl<'a, Src: Layout> ValidityError<&'a mut Src> {
    /// A validity error in the referent of `source`.
    fn in_referent_mut<Dst: Layout>(source: &'a mut Src, found: Found) -> Self {
        ValidityError {
            source,
            target: Dst::DESCRIPTION,
            found,
            path_of: PathOf::Source(path_in_unique_referent::<Src, Dst>, None),
        }
    }
}

fn path_in_referent<Src: Layout, Dst: Layout>(source: &&Src, region: Region) -> Path {
    path_in_value::<Src, Dst>(source, region)
}

fn path_in_unique_referent<Src: Layout, Dst: Layout>(source: &&mut Src, region: Region) -> Path {
    path_in_value::<Src, Dst>(source, region)
}

fn path_in_value<Src: Layout, Dst: Layout>(source: &Src, _: Region) -> Path {
    // Reads the bytes the validator read when it refused the value: the
    // compile-time check of `try_transmute::<Src, Dst>` proved them
    // initialized.
    validate::explain(Dst::DESCRIPTION, &ValueBytes::new(source), 0).map_or(Path::new(), |invalid| invalid.path)
}

/// Why a buffer could not be viewed as a type: its length or its alignment.
///
/// ```
/// match goggles::ref_from_prefix::<[u8; 4]>(&[1, 2][..]) {
///     Err(goggles::CastError::Size(error)) => assert_eq!(error.into_source(), [1, 2]),
///     _ => panic!("two bytes do not hold four"),
/// }
/// ```
pub enum CastError<Src> {
    /// The length does not fit.
    Size(SizeError<Src>),
    /// The address is not aligned.
    Alignment(AlignmentError<Src>),
}

/// Why a buffer could not be viewed as a type: its length, its alignment,
/// or its bytes.
///
/// ```
/// use goggles::TryCastError;
///
/// let verdict = |bytes: &[u8]| match goggles::try_ref_from_bytes::<bool>(bytes) {
///     Ok(_) => "a bool",
///     Err(TryCastError::Size(_)) => "not one byte",
///     Err(TryCastError::Alignment(_)) => unreachable!("a `bool` is aligned anywhere"),
///     Err(TryCastError::Validity(_)) => "not 0 or 1",
/// };
/// assert_eq!([verdict(&[1]), verdict(&[1, 0]), verdict(&[2])], ["a bool", "not one byte", "not 0 or 1"]);
/// ```
pub enum TryCastError<Src> {
    /// The length does not fit.
    Size(SizeError<Src>),
    /// The address is not aligned.
    Alignment(AlignmentError<Src>),
    /// The bytes are not a valid value.
    Validity(ValidityError<Src>),
}

/// Why a value could not be copied out of a buffer: its length or its bytes.
///
/// ```
/// let surrogate = 0xD800u32.to_ne_bytes();
/// let error = goggles::try_read_from_bytes::<char>(&surrogate[..]).unwrap_err();
/// assert!(matches!(error, goggles::TryReadError::Validity(_)), "{error}");
/// ```
pub enum TryReadError<Src> {
    /// The length does not fit.
    Size(SizeError<Src>),
    /// The bytes are not a valid value.
    Validity(ValidityError<Src>),
}

impl<Src> SizeError<Src> {
    fn new(source: Src, target: &'static Description, expected: Expected) -> Self
    where
        Src: Buffer,
    {
        SizeError { actual: source.bytes().len(), source, expected, target }
    }

    /// The buffer, given back.
    pub fn into_source(self) -> Src {
        self.source
    }

    /// The same error with its source mapped by `f`: `map_src(drop)` gives
    /// an error that borrows nothing.
    pub fn map_src<NewSrc>(self, f: impl FnOnce(Src) -> NewSrc) -> SizeError<NewSrc> {
        SizeError { source: f(self.source), actual: self.actual, expected: self.expected, target: self.target }
    }
}

impl<Src> AlignmentError<Src> {
    /// How many bytes past a multiple of the alignment the buffer starts.
    ///
    /// ```
    /// let buffer = [0u32; 2];
    /// let bytes: &[u8] = goggles::as_bytes(&buffer);
    /// let Err(goggles::CastError::Alignment(error)) = goggles::ref_from_bytes::<u32>(&bytes[1..5]) else {
    ///     panic!("one byte past an aligned address");
    /// };
    /// assert_eq!(error.misalignment(), 1);
    /// assert_eq!(
    ///     error.to_string(),
    ///     "the buffer is not aligned for `u32`, which must start at a multiple of 4: it starts 1 byte past one"
    /// );
    /// ```
    pub fn misalignment(&self) -> usize {
        self.misalignment
    }

    /// The buffer, given back.
    pub fn into_source(self) -> Src {
        self.source
    }

    /// The same error with its source mapped by `f`: `map_src(drop)` gives
    /// an error that borrows nothing.
    pub fn map_src<NewSrc>(self, f: impl FnOnce(Src) -> NewSrc) -> AlignmentError<NewSrc> {
        AlignmentError { source: f(self.source), target: self.target, misalignment: self.misalignment }
    }
}

impl<Src> ValidityError<Src> {
    /// The error of a view of a `T` in the buffer `source`.
    fn in_buffer<T: Layout + ?Sized>(source: Src, found: Found) -> Self
    where
        Src: Buffer,
    {
        ValidityError {
            source,
            target: T::DESCRIPTION,
            found,
            path_of: PathOf::Source(path_in_buffer::<T, Src>, Some(<Src as Buffer>::bytes)),
        }
    }

    /// The error of `try_transmute::<Src, Dst>` of `source`.
    fn in_value<Dst: Layout>(source: Src, found: Found) -> Self
    where
        Src: Layout,
    {
        ValidityError {
            source,
            target: Dst::DESCRIPTION,
            found,
            path_of: PathOf::Source(path_in_value::<Src, Dst>, None),
        }
    }

    /// The source, given back.
    pub fn into_source(self) -> Src {
        self.source
    }

    /// The offset of the first invalid byte, from the start of the value (for
    /// a prefix or suffix view, of the bytes viewed, not of the whole buffer).
    pub fn offset(&self) -> usize {
        self.found.offset
    }

    /// The field where it lies, found again from the source when asked
    /// for: the error itself stays small.
    pub fn path(&self) -> Path {
        match &self.path_of {
            PathOf::Source(path_of, _) => path_of(&self.source, self.found.region),
            #[cfg(feature = "alloc")]
            PathOf::Kept(path) => **path,
            #[cfg(not(feature = "alloc"))]
            PathOf::Lost => Path::new(),
        }
    }

    /// The same error with its source mapped by `f`: `map_src(drop)` gives
    /// an error that borrows nothing, `'static`, `Send` and `Sync`, for `?`
    /// into a `Box<dyn Error>`. The field path is found first, and kept
    /// (without the `alloc` feature, it is lost).
    ///
    /// ```
    /// fn parse(bytes: &[u8]) -> Result<bool, Box<dyn core::error::Error>> {
    ///     let flag: &bool = goggles::try_ref_from_bytes(bytes).map_err(|error| error.map_src(drop))?;
    ///     Ok(*flag)
    /// }
    ///
    /// assert!(parse(&[1]).unwrap());
    /// assert_eq!(parse(&[2]).unwrap_err().to_string(), "the bytes are not a valid `bool`: byte 0 holds 2, but only 0..=1 is valid there");
    /// ```
    pub fn map_src<NewSrc>(self, f: impl FnOnce(Src) -> NewSrc) -> ValidityError<NewSrc> {
        #[cfg(feature = "alloc")]
        let path_of = PathOf::Kept(alloc::boxed::Box::new(self.path()));
        #[cfg(not(feature = "alloc"))]
        let path_of = PathOf::Lost;
        ValidityError { source: f(self.source), target: self.target, found: self.found, path_of }
    }

    /// The value that byte holds.
    pub fn value(&self) -> u8 {
        match self.found.what {
            What::Byte { value, .. } | What::Utf8 { value } => value,
            What::Integer { value, width, piece } => Integers { piece, width }.first_byte(u128::from_le_bytes(value)),
        }
    }

    /// The values that would have been valid there (for a multi-byte
    /// integer: at its first byte, in some valid integer).
    pub fn accepted(&self) -> ByteSet {
        match self.found.what {
            What::Byte { accepted, .. } => accepted,
            What::Utf8 { .. } => ByteSet::EMPTY,
            What::Integer { piece, width, .. } => Integers { piece, width }.first_bytes(),
        }
    }

    /// The whole integer, when what is invalid is a multi-byte one (a wide
    /// enum tag, a `char`, a `NonZero`), read in the target's byte order
    /// from [`offset`](Self::offset) on.
    ///
    /// ```
    /// let error = goggles::try_transmute::<u32, char>(0xD800).unwrap_err();
    /// assert_eq!((error.offset(), error.integer()), (0, Some(0xD800)));
    /// assert_eq!(
    ///     error.to_string(),
    ///     "the bytes are not a valid `char`: bytes 0..4 hold 0xd800, but only 0..=0xd7ff, 0xe000..=0x10ffff are valid there"
    /// );
    /// ```
    pub fn integer(&self) -> Option<u128> {
        match self.found.what {
            What::Integer { value, .. } => Some(u128::from_le_bytes(value)),
            _ => None,
        }
    }
}

impl<Src> CastError<Src> {
    /// The buffer, given back.
    pub fn into_source(self) -> Src {
        match self {
            CastError::Size(error) => error.into_source(),
            CastError::Alignment(error) => error.into_source(),
        }
    }

    /// The same error with its source mapped by `f`: `map_src(drop)` gives
    /// an error that borrows nothing, `'static`, `Send` and `Sync`, for `?`
    /// into a `Box<dyn Error>`.
    ///
    /// ```
    /// use goggles::{FromBytes, FromZeros, Immutable, Layout};
    ///
    /// #[derive(Layout, FromZeros, FromBytes, Immutable)]
    /// #[repr(C)]
    /// pub struct Header {
    ///     pub kind: u8,
    ///     pub length: u8,
    /// }
    ///
    /// fn length(bytes: &[u8]) -> Result<u8, Box<dyn core::error::Error>> {
    ///     let (header, _) = Header::ref_from_prefix(bytes).map_err(|error| error.map_src(drop))?;
    ///     Ok(header.length)
    /// }
    ///
    /// assert_eq!(length(&[1, 7, 0]).unwrap(), 7);
    /// assert_eq!(length(&[1]).unwrap_err().to_string(), "the buffer holds 1 byte, but `Header` takes 2 bytes");
    /// ```
    pub fn map_src<NewSrc>(self, f: impl FnOnce(Src) -> NewSrc) -> CastError<NewSrc> {
        match self {
            CastError::Size(error) => CastError::Size(error.map_src(f)),
            CastError::Alignment(error) => CastError::Alignment(error.map_src(f)),
        }
    }
}

impl<Src> TryCastError<Src> {
    fn from_cast(error: CastError<Src>) -> Self {
        match error {
            CastError::Size(error) => TryCastError::Size(error),
            CastError::Alignment(error) => TryCastError::Alignment(error),
        }
    }

    /// The buffer, given back.
    pub fn into_source(self) -> Src {
        match self {
            TryCastError::Size(error) => error.into_source(),
            TryCastError::Alignment(error) => error.into_source(),
            TryCastError::Validity(error) => error.into_source(),
        }
    }

    /// The same error with its source mapped by `f`: `map_src(drop)` gives
    /// an error that borrows nothing, `'static`, `Send` and `Sync`.
    pub fn map_src<NewSrc>(self, f: impl FnOnce(Src) -> NewSrc) -> TryCastError<NewSrc> {
        match self {
            TryCastError::Size(error) => TryCastError::Size(error.map_src(f)),
            TryCastError::Alignment(error) => TryCastError::Alignment(error.map_src(f)),
            TryCastError::Validity(error) => TryCastError::Validity(error.map_src(f)),
        }
    }
}

impl<Src> TryReadError<Src> {
    /// The buffer, given back.
    pub fn into_source(self) -> Src {
        match self {
            TryReadError::Size(error) => error.into_source(),
            TryReadError::Validity(error) => error.into_source(),
        }
    }

    /// The same error with its source mapped by `f`: `map_src(drop)` gives
    /// an error that borrows nothing, `'static`, `Send` and `Sync`.
    pub fn map_src<NewSrc>(self, f: impl FnOnce(Src) -> NewSrc) -> TryReadError<NewSrc> {
        match self {
            TryReadError::Size(error) => TryReadError::Size(error.map_src(f)),
            TryReadError::Validity(error) => TryReadError::Validity(error.map_src(f)),
        }
    }
}

/// Errors that give up the buffer they borrowed: `?` into a function that
/// returns the error without a source.
macro_rules! detach {
    ($($error:ident),*) => {$(
        impl<'a> From<$error<&'a [u8]>> for $error<()> {
            fn from(error: $error<&'a [u8]>) -> Self {
                error.map_src(drop)
            }
        }

        impl<'a> From<$error<&'a mut [u8]>> for $error<()> {
            fn from(error: $error<&'a mut [u8]>) -> Self {
                error.map_src(drop)
            }
        }
    )*};
}
detach!(SizeError, AlignmentError, ValidityError, CastError, TryCastError, TryReadError);

impl<Src> fmt::Display for SizeError<Src> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "the buffer holds {} byte{}, but `{}` ", self.actual, plural(self.actual), self.target)?;
        match self.expected {
            Expected::Exactly(size) => write!(f, "takes exactly {size} byte{}", plural(size)),
            Expected::AtLeast(size) => write!(f, "takes {size} byte{}", plural(size)),
            Expected::Multiple(element) => write!(f, "takes a multiple of {element} byte{}", plural(element)),
            Expected::Overflow { elements } => write!(f, "with {elements} elements would be larger than memory"),
            Expected::Elements { prefix: 0, element, align } if element % align == 0 => {
                write!(f, "takes a multiple of {element} byte{}", plural(element))
            }
            Expected::Elements { prefix, element, align } => write!(
                f,
                "takes {prefix} byte{} and {element} per element, rounded up to a multiple of {align}",
                plural(prefix)
            ),
        }
    }
}

impl<Src> fmt::Display for AlignmentError<Src> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "the buffer is not aligned for `{}`, which must start at a multiple of {}: it starts {} byte{} past one",
            self.target,
            self.target.align,
            self.misalignment,
            plural(self.misalignment)
        )
    }
}

impl<Src> fmt::Display for ValidityError<Src> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let offset = self.found.offset;
        write!(f, "the bytes are not a valid `{}`: ", self.target)?;
        match self.found.what {
            What::Integer { width, .. } => write!(f, "bytes {offset}..{}", offset + width)?,
            _ => write!(f, "byte {offset}")?,
        }
        let path = self.path();
        if !path.is_empty() {
            write!(f, " (`{}{path}`)", self.target)?;
        }
        match self.found.what {
            What::Utf8 { value } => write!(f, " holds {value:#04x}, where UTF-8 breaks off: a `str` must be UTF-8")?,
            What::Integer { value, width, piece } => {
                let value = u128::from_le_bytes(value);
                let accepted = Integers { piece, width };
                let verb = if accepted.is_one_range() { "is" } else { "are" };
                if value < 10 {
                    write!(f, " hold {value}, but only {accepted} {verb} valid there")?;
                } else {
                    write!(f, " hold {value:#x}, but only {accepted} {verb} valid there")?;
                }
            }
            What::Byte { value, accepted, alternatives } => {
                write!(f, " holds {value}")?;
                if accepted.is_empty() {
                    write!(f, ", which is not valid there")?;
                } else if alternatives {
                    write!(f, ", but every alternative starts with {accepted}")?;
                } else {
                    let range = accepted
                        .next_range(0)
                        .is_some_and(|(low, high)| accepted.is_subset_of(ByteSet::range(low, high)));
                    write!(f, ", but only {accepted} {} valid there", if range { "is" } else { "are" })?;
                }
            }
        }
        if f.alternate() {
            self.write_picture(&path, f)?;
        }
        Ok(())
    }
}

impl<Src> ValidityError<Src> {
    /// Writes the picture of `{:#}`: the bytes read over the type, the
    /// invalid ones marked. Of a buffer, every byte around them is shown;
    /// of a value, only the invalid ones, which the check read.
    fn write_picture(&self, path: &Path, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let offset = self.found.offset;
        let mut invalid = [0u8; 16];
        let len = match self.found.what {
            What::Byte { value, .. } | What::Utf8 { value } => {
                invalid[0] = value;
                1
            }
            What::Integer { value, width, .. } => {
                let integer = u128::from_le_bytes(value);
                for (index, byte) in invalid.iter_mut().enumerate().take(width) {
                    *byte = crate::description::tag_byte(integer, width, index);
                }
                width
            }
        };
        let read = match self.path_of {
            PathOf::Source(_, Some(bytes_of)) => {
                Read::All(bytes_of(&self.source).get(self.found.region.start..).unwrap_or(&[]))
            }
            _ => Read::Only { offset, bytes: &invalid[..len] },
        };
        crate::picture::strip::write_read(self.target, path, offset, len, read, f)
    }
}

fn plural(count: usize) -> &'static str {
    if count == 1 {
        ""
    } else {
        "s"
    }
}

macro_rules! debug_as_display {
    ($($error:ident),*) => {$(
        impl<Src> fmt::Debug for $error<Src> {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, "{}({self})", stringify!($error))
            }
        }

        impl<Src> core::error::Error for $error<Src> {}
    )*};
}
debug_as_display!(SizeError, AlignmentError, ValidityError);

macro_rules! display_variants {
    ($($error:ident { $($variant:ident),* }),*) => {$(
        impl<Src> fmt::Display for $error<Src> {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                match self {
                    $($error::$variant(error) => fmt::Display::fmt(error, f),)*
                }
            }
        }

        impl<Src> fmt::Debug for $error<Src> {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                match self {
                    $($error::$variant(error) => fmt::Debug::fmt(error, f),)*
                }
            }
        }

        impl<Src> core::error::Error for $error<Src> {}
    )*};
}
display_variants!(
    CastError { Size, Alignment },
    TryCastError { Size, Alignment, Validity },
    TryReadError { Size, Validity }
);

impl Answer {
    /// The answer for a view of `target` under `rules`, as `form`.
    pub(crate) const fn of_bytes(target: &'static Description, rules: ByteRules, form: Form) -> Answer {
        let bytes = if rules.zeros { ZEROED } else { <[u8] as Layout>::DESCRIPTION };
        let (source, destination) = if rules.from_bytes { (bytes, target) } else { (target, bytes) };
        Answer {
            source,
            destination,
            form,
            assume: crate::Assume::NOTHING,
            verdict: crate::query::decide_bytes(target, rules),
            checked: rules.checked,
        }
    }

    /// The answer for `Src -> Dst` with validity checked at run time.
    /// The answer for `&Src -> &Dst` (`unique`: `&mut`) with the referent's
    /// validity checked at run time.
    pub(crate) const fn of_checked_reference<Src: Layout, Dst: Layout>(unique: bool) -> Answer {
        Answer {
            source: Src::DESCRIPTION,
            destination: Dst::DESCRIPTION,
            form: if unique { Form::Unique } else { Form::Shared },
            assume: crate::Assume::NOTHING,
            verdict: crate::query::decide_checked_reference(Src::DESCRIPTION, Dst::DESCRIPTION, unique),
            checked: true,
        }
    }

    pub(crate) const fn of_checked<Src: Layout, Dst: Layout>() -> Answer {
        Answer {
            source: Src::DESCRIPTION,
            destination: Dst::DESCRIPTION,
            form: Form::Value,
            assume: crate::Assume::NOTHING,
            verdict: match Checked::<Src, Dst>::VALIDATION {
                Ok(_) => Ok(()),
                Err(reason) => Err(reason),
            },
            checked: true,
        }
    }
}
