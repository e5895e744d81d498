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
//!
//! One family per file: [`bytes`] (a buffer seen as a `&T`), [`reads`]
//! (values copied out of bytes, and bytes out of values), [`checked`]
//! (`try_transmute` and kin), [`slices`] (slices cast in place) and
//! [`errors`]. This file holds what they share: the byte rules each view
//! asks, where a value lies in a buffer, how its bytes are checked, and
//! the errors made from a type (the error types themselves know none).

use super::{read_unaligned, refuse, transmute_unchecked, view_mut, view_ref, ValueBytes};
use crate::answer::{Answer, Form};
use crate::byte_set::ByteSet;
use crate::description::Description;
use crate::layout::{Layout, Pointee, TryView};
use crate::layout::{SizedPart, TailElement};
use crate::lifetime::Lifetime;
use crate::path::Path;
use crate::query::{ByteRules, Validation};
use crate::validate::{self, Invalid, What};

mod bytes;
mod checked;
pub(crate) mod errors;
mod reads;
mod slices;

pub use bytes::*;
pub use checked::*;
pub use errors::*;
pub use reads::*;
pub use slices::*;

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
pub(super) const CHECKED_FROM: ByteRules = ByteRules { checked: true, ..FROM };
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

/// The number of tail elements of a `T` that is `len` bytes long (0 for a
/// sized type), if `len` is one of its sizes. Inlined: the description's
/// sizes are constants there, and the division is by a constant.
#[inline(always)]
fn elements_in<T: Layout + ?Sized>(len: usize) -> Result<usize, Expected> {
    let description = T::DESCRIPTION;
    let Some(tail) = description.tail else {
        return if len == description.size { Ok(0) } else { Err(Expected::Exactly(description.size)) };
    };
    let expected =
        Expected::Elements { prefix: description.size, element: tail.element.size, align: description.align };
    // The compile-time check rules out zero-sized elements.
    let body = len.checked_sub(description.size).ok_or(expected)?;
    if description.size % description.align == 0 && tail.element.size % description.align == 0 {
        // No padding rounds the size up: the length fits exactly when whole
        // elements follow the prefix. Tested before the division, which is
        // then exact, this keeps a caller's `.ok()` to the two tests and a
        // shift: with the division first, LLVM merged the dropped error's
        // lengths into the value of the `None` (conditional moves on the
        // success path; `tests/machine_code.rs` holds it).
        return if body % tail.element.size == 0 { Ok(body / tail.element.size) } else { Err(expected) };
    }
    let elements = body / tail.element.size;
    if description.size_with(elements) == Some(len) {
        Ok(elements)
    } else {
        Err(expected)
    }
}

#[inline(always)]
fn aligned(address: *const u8, description: &Description) -> bool {
    misalignment(address, description) == 0
}

/// How many bytes past a multiple of `description`'s alignment `address` is.
#[inline(always)]
fn misalignment(address: *const u8, description: &Description) -> usize {
    address.addr() % description.align
}

/// Whether `bytes` hold a valid `T` with `elements` tail elements: the
/// success path of every checked view, inlined into it, where `T`'s plans
/// are constants.
#[inline(always)]
fn valid<T: Layout + ?Sized>(bytes: &[u8], elements: usize) -> bool {
    let description = T::DESCRIPTION;
    if !validate::valid_planned::<SizedPart<T>, [u8]>(bytes, 0) {
        return false;
    }
    match description.tail {
        Some(tail) if tail.utf8 => core::str::from_utf8(&bytes[description.size..description.size + elements]).is_ok(),
        Some(tail) => {
            let elements = &bytes[description.size..description.size + elements * tail.element.size];
            validate::valid_elements::<TailElement<T>>(elements)
        }
        None => true,
    }
}

/// Why `bytes` do not hold a valid `T` with `elements` tail elements: only
/// on the failure path, when an error is looked at.
#[cold]
#[inline(never)]
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
/// `aligned_for_t`, the address is aligned for `T`. Inlined: `place` and
/// the sizes are constants at every call.
#[inline(always)]
fn locate<T: Layout + ?Sized>(bytes: &[u8], place: Place, aligned_for_t: bool) -> Result<Span, Refusal> {
    let description = T::DESCRIPTION;
    let span = match place {
        Place::Whole => {
            let elements = elements_in::<T>(bytes.len()).map_err(Refusal::Size)?;
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
/// valid; if not, says where the value lies in the source the error will
/// give back (`start` bytes into it), for the error to explain it from
/// there when asked.
#[inline(always)]
fn validity<T: Layout + ?Sized>(value: &[u8], elements: usize, start: usize) -> Result<(), Region> {
    if valid::<T>(value, elements) {
        Ok(())
    } else {
        Err(Region { start, elements })
    }
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
        Err(region) => Err(TryCastError::Validity(ValidityError::in_buffer::<T>(bytes, region))),
    }
}

/// Buffers a view's error gives back: their length is what a
/// [`SizeError`] reports, and a [`ValidityError`] reads its path again from
/// their bytes.
pub(super) trait Buffer {
    fn bytes(&self) -> &[u8];
}

impl<Src> SizeError<Src> {
    #[inline]
    fn new(source: Src, target: &'static Description, expected: Expected) -> Self
    where
        Src: Buffer,
    {
        SizeError { actual: source.bytes().len(), source, expected, target }
    }
}

/// For a validator that refused a value the explanation found valid:
/// byte 0, with nothing to say of it.
const NOWHERE: Invalid = Invalid {
    offset: 0,
    path: Path::new(),
    what: What::Byte { value: 0, accepted: ByteSet::EMPTY, alternatives: false },
};

/// What is invalid in the `T` at `region` of a buffer.
#[cold]
fn invalid_in_buffer<T: Layout + ?Sized, S: Buffer>(source: &S, region: Region) -> Invalid {
    invalid::<T>(&source.bytes()[region.start..], region.elements)
}

impl<'a, Src: Layout> ValidityError<&'a Src> {
    /// A validity error in the referent of `source`.
    #[cold]
    fn in_referent<Dst: Layout>(source: &'a Src) -> Self {
        ValidityError {
            source,
            target: Dst::DESCRIPTION,
            region: Region { start: 0, elements: 0 },
            explained: Explained::Later(invalid_in_referent::<Src, Dst>, None),
        }
    }
}

impl<'a, Src: Layout> ValidityError<&'a mut Src> {
    /// A validity error in the referent of `source`.
    #[cold]
    fn in_referent_mut<Dst: Layout>(source: &'a mut Src) -> Self {
        ValidityError {
            source,
            target: Dst::DESCRIPTION,
            region: Region { start: 0, elements: 0 },
            explained: Explained::Later(invalid_in_unique_referent::<Src, Dst>, None),
        }
    }
}

#[cold]
fn invalid_in_referent<Src: Layout, Dst: Layout>(source: &&Src, region: Region) -> Invalid {
    invalid_in_value::<Src, Dst>(source, region)
}

#[cold]
fn invalid_in_unique_referent<Src: Layout, Dst: Layout>(source: &&mut Src, region: Region) -> Invalid {
    invalid_in_value::<Src, Dst>(source, region)
}

/// What is invalid in a `Src` value read as a `Dst`.
#[cold]
fn invalid_in_value<Src: Layout, Dst: Layout>(source: &Src, _: Region) -> Invalid {
    // Reads the bytes the validator read when it refused the value: the
    // compile-time check of `try_transmute::<Src, Dst>` proved them
    // initialized.
    validate::explain(Dst::DESCRIPTION, &ValueBytes::new(source), 0).unwrap_or(NOWHERE)
}

impl<Src> ValidityError<Src> {
    /// The error of a view of a `T` at `region` of the buffer `source`.
    #[cold]
    fn in_buffer<T: Layout + ?Sized>(source: Src, region: Region) -> Self
    where
        Src: Buffer,
    {
        ValidityError {
            source,
            target: T::DESCRIPTION,
            region,
            explained: Explained::Later(invalid_in_buffer::<T, Src>, Some(<Src as Buffer>::bytes)),
        }
    }

    /// The error of `try_transmute::<Src, Dst>` of `source`.
    #[cold]
    fn in_value<Dst: Layout>(source: Src) -> Self
    where
        Src: Layout,
    {
        ValidityError {
            source,
            target: Dst::DESCRIPTION,
            region: Region { start: 0, elements: 0 },
            explained: Explained::Later(invalid_in_value::<Src, Dst>, None),
        }
    }
}

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

    /// The answer for `Src -> Dst` with validity checked at run time.
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
