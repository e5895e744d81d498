//! Verdicts: why a transmutation does not hold, as data. The query
//! produces them; [`Answer`](crate::Answer) explains them. Below both, so
//! that every import between the stages points one way.

use crate::byte_set::ByteSet;
use crate::description::Pointer;
use crate::limits::Limit;
use crate::path::Path;
use crate::text::Text;

/// Why a transmutation does not hold.
///
/// ```
/// use transmutable::{Assume, Reason};
///
/// let too_large = transmutable::decide::<u8, u16>(Assume::NOTHING);
/// assert!(matches!(too_large.reason(), Some(Reason::TooLarge(mismatch)) if mismatch.offset() == 1));
///
/// // With validity assumed, some `u8` must still be a valid value.
/// let never = transmutable::decide::<u8, core::convert::Infallible>(Assume::VALIDITY);
/// assert!(matches!(never.reason(), Some(Reason::DestinationUninhabited)));
/// ```
#[derive(Clone, Copy, Debug)]
#[non_exhaustive]
pub enum Reason {
    /// Some value of the source is not a valid value of the destination.
    NotValid(Mismatch),
    /// The destination is larger than the source, and some of its bytes past
    /// the source's end must be initialized.
    TooLarge(Mismatch),
    /// Even assuming validity: no value of the source is a valid value of the
    /// destination.
    NoCommonValue(Mismatch),
    /// The destination has no values at all, and the source has some.
    DestinationUninhabited,
    /// The destination may carry safety invariants, and `Assume::SAFETY` was
    /// not given.
    Invariants,
    /// A pointer in the source cannot become what the destination holds at
    /// its place (an integer, or a pointer that promises more).
    Pointer(PointerMismatch),
    /// The reference itself cannot become the other reference (alignment,
    /// size, mutability, interior mutability, or its referent).
    Reference(PointerMismatch),
    /// The destination holds references, and no `Lifetime` bound proved
    /// that the transmutation extends none (a `_assuming` function, or
    /// `Assume::VALIDITY`). Needs `Assume::LIFETIMES`.
    Lifetimes,
    /// Bytes would become a `str` unchecked: they need not be UTF-8.
    Utf8,
    /// Behind a shared reference to bytes, the type would have bytes inside
    /// an `UnsafeCell`.
    InteriorMutability,
    /// The type ends in a slice of zero-sized elements: how many there are
    /// cannot be told from a number of bytes.
    ZeroSizedElements,
    /// The source's elements are zero-sized and the destination's are not:
    /// any number of them takes no bytes, so they would become no elements,
    /// and be lost.
    ZeroSizedSourceElements,
    /// As bytes, a value of the unsized type would end in padding.
    TrailingPadding,
    /// The source may carry safety invariants, and the destination would make
    /// usable a pointer the source may hold under them (a private `Box`
    /// already freed, a reference its owner lends out only under rules of its
    /// own): `Assume::SAFETY` was not given.
    SourceInvariants,
    /// A byte view of a type whose layout the compiler may change between
    /// versions (the default representation, here or in a field), which its
    /// author has not accepted.
    UnstableLayout,
    /// The destination's elements do not divide the source's: a slice could
    /// end in part of one. The length is known only at run time.
    ElementSize,
    /// The check needed more than one of the analysis's capacities (see
    /// [`limits`](crate::limits)). This is a limit of transmutable, not a proof
    /// that the transmutation is unsound.
    TooComplex(Limit),
}

/// Where the bytes of the two types disagree.
///
/// ```
/// use transmutable::{Assume, Layout, Reason};
///
/// #[derive(Layout)]
/// #[repr(C)]
/// pub struct Flags {
///     pub ready: bool,
///     pub done: bool,
/// }
///
/// #[derive(Layout)]
/// #[repr(C)]
/// pub struct Raw {
///     pub first: u8,
///     pub second: u8,
/// }
///
/// let answer = transmutable::decide::<Raw, Flags>(Assume::NOTHING);
/// let Some(Reason::NotValid(mismatch)) = answer.reason() else { panic!("not every `Raw` is `Flags`") };
/// assert_eq!(mismatch.offset(), 0);
/// assert_eq!(mismatch.source_path().to_string(), ".first");
/// assert_eq!(mismatch.destination_path().to_string(), ".ready");
/// assert_eq!((mismatch.values().to_string(), mismatch.accepted().to_string()), ("2..=255".into(), "0..=1".into()));
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Mismatch {
    pub(crate) offset: usize,
    pub(crate) values: ByteSet,
    pub(crate) accepted: ByteSet,
    pub(crate) source_path: Path,
    pub(crate) destination_path: Path,
    pub(crate) alternatives: bool,
    pub(crate) context: Context,
    /// Found writing back: the "source" side of the mismatch is the
    /// answer's destination, written through a `&mut` or a cell into the
    /// answer's source.
    pub(crate) written_back: bool,
}

/// The earlier source bytes a mismatch depends on: inside an enum or union
/// of the destination that no single byte decides, which alternatives are
/// left depends on what came before.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Context {
    bytes: [(usize, ByteSet); Context::CAPACITY],
    len: usize,
}

impl Context {
    /// Enough to show the narrowing of a tag or a `char`; more is elided.
    const CAPACITY: usize = 4;
    pub(crate) const NONE: Context = Context { bytes: [(0, ByteSet::EMPTY); Context::CAPACITY], len: 0 };

    /// Notes that the source byte at `offset` holds `values` from here on.
    pub(crate) const fn narrow(&mut self, offset: usize, values: ByteSet) {
        if self.len < Context::CAPACITY {
            self.bytes[self.len] = (offset, values);
        } else {
            // Keep the latest: the closest bytes explain the most.
            let mut i = 1;
            while i < Context::CAPACITY {
                self.bytes[i - 1] = self.bytes[i];
                i += 1;
            }
            self.bytes[Context::CAPACITY - 1] = (offset, values);
        }
        if self.len < Context::CAPACITY {
            self.len += 1;
        }
    }

    /// The same bytes, `start` bytes further on.
    const fn shifted(mut self, start: usize) -> Context {
        let mut i = 0;
        while i < self.len {
            self.bytes[i].0 += start;
            i += 1;
        }
        self
    }

    /// Writes "when byte 1 holds 0..=215 and byte 2 holds 0, ".
    pub(crate) const fn write(&self, out: &mut Text) {
        if self.len == 0 {
            return;
        }
        out.push("when ");
        let mut i = 0;
        while i < self.len {
            if i > 0 {
                out.push(if i + 1 == self.len { " and " } else { ", " });
            }
            out.push("byte ");
            out.push_usize(self.bytes[i].0);
            out.push(" holds ");
            self.bytes[i].1.write(out);
            i += 1;
        }
        out.push(", ");
    }
}

/// Where a pointer meets something it cannot become.
///
/// ```
/// use transmutable::{Assume, PointerProblem, Reason};
///
/// let answer = transmutable::decide::<&'static u8, usize>(Assume::NOTHING);
/// let Some(Reason::Pointer(mismatch)) = answer.reason() else { panic!("a pointer is not an integer") };
/// assert_eq!((mismatch.offset(), mismatch.problem()), (0, PointerProblem::PointerToInteger));
/// ```
#[derive(Clone, Copy, Debug)]
pub struct PointerMismatch {
    pub(crate) offset: usize,
    pub(crate) problem: PointerProblem,
    pub(crate) source: Option<Pointer>,
    pub(crate) destination: Option<Pointer>,
    pub(crate) source_path: Path,
    pub(crate) destination_path: Path,
    /// Where the referents disagree, when that is the problem.
    pub(crate) referent: Option<Mismatch>,
    /// Found writing back: the "source" pointer and its path are the
    /// answer's destination's, written through a `&mut` or a cell into the
    /// answer's source, whose pointer and path are the "destination".
    pub(crate) written_back: bool,
}

/// What a pointer may not do.
///
/// ```
/// use transmutable::{Assume, PointerProblem, Reason};
///
/// let answer = transmutable::decide::<&'static u8, &'static mut u8>(Assume::NOTHING);
/// let Some(Reason::Pointer(mismatch)) = answer.reason() else { panic!("`&` never becomes `&mut`") };
/// assert_eq!(mismatch.problem(), PointerProblem::GainsMutability);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum PointerProblem {
    /// Pointer bytes would be read as an integer.
    PointerToInteger,
    /// Integer (or padding) bytes would be read as a pointer.
    IntegerToPointer,
    /// Two pointers overlap without lining up, or differ in size (a slice
    /// pointer against a thin one).
    Split,
    /// No alternative of the destination holds a pointer there.
    NoAlternative,
    /// `&T` would become `&mut U`.
    GainsMutability,
    /// A borrowed referent would become an owned `Box`.
    Ownership,
    /// A pointer that may be null would become one that may not.
    MayBeNull,
    /// A pointer that promises nothing (raw, `NonNull`) would become one that
    /// promises a live, valid referent.
    Unverified,
    /// One function pointer would become another: transmutable cannot compare
    /// signatures, so this needs `Assume::SAFETY`.
    Signature,
    /// The destination's referent is larger than the source's.
    Grows,
    /// The destination's referent needs a stricter alignment.
    Alignment,
    /// A `Box` would be freed with another size or alignment.
    BoxLayout,
    /// The destination's referent holds references, and no `Lifetime`
    /// bound proved that none grows.
    Lifetimes,
    /// The source's referent cannot be transmuted into the destination's.
    Referent,
    /// The destination's referent may carry safety invariants.
    ReferentInvariants,
    /// Through `&mut`, a value of the destination's referent written back
    /// would not be a valid value of the source's.
    WriteBack,
    /// Through `&mut`, a value written back would have to uphold the source
    /// referent's safety invariants.
    WriteBackInvariants,
    /// Behind shared references, a byte would gain or lose an `UnsafeCell`.
    InteriorMutability,
    /// The pointers are to unsized types whose elements differ in size (or
    /// whose sized parts do): the number of elements the pointer carries
    /// would mean another number of bytes.
    Elements,
    /// Bytes would become a `str` unchecked.
    Utf8,
    /// The source's referent may carry safety invariants, under which it
    /// may hold pointers that the destination's referent would make usable.
    SourceInvariants,
    /// A `&mut` inside a borrowed referent would become a `&`, which could
    /// be copied out of the borrow and outlive it: `&'b &'a mut T` lends a
    /// `&'b T`, never a `&'a T`.
    Reborrow,
    /// A `Box` inside a borrowed referent would become a reference, which
    /// could outlive the borrow, and so the box: `&'r Box<T>` lends a
    /// `&'r T`, and nothing ties `'r` to the lifetimes inside the referents.
    LendsBox,
}

impl PointerMismatch {
    /// The byte offset of the pointer (0 for a reference itself).
    pub const fn offset(&self) -> usize {
        self.offset
    }

    /// What the pointer may not do.
    pub const fn problem(&self) -> PointerProblem {
        self.problem
    }

    /// Where the referents disagree, when that is the problem.
    pub const fn referent_mismatch(&self) -> Option<&Mismatch> {
        match &self.referent {
            Some(mismatch) => Some(mismatch),
            None => None,
        }
    }

    /// The same mismatch, found writing back.
    pub(crate) const fn into_written_back(self) -> PointerMismatch {
        PointerMismatch { written_back: true, ..self }
    }

    /// [`Mismatch::in_first_elements`], for a pointer in the elements.
    pub(crate) const fn in_first_elements(
        self,
        start: usize,
        source: Option<&'static str>,
        destination: Option<&'static str>,
    ) -> PointerMismatch {
        PointerMismatch {
            offset: self.offset + start,
            source_path: self.source_path.within_first_element(source),
            destination_path: self.destination_path.within_first_element(destination),
            ..self
        }
    }
}

impl Mismatch {
    /// The byte offset, from the start of both types.
    pub const fn offset(&self) -> usize {
        self.offset
    }

    /// The values the source may hold there that the destination rejects
    /// (with assumed validity: all values the source may hold there).
    pub const fn values(&self) -> ByteSet {
        self.values
    }

    /// The values the destination accepts there.
    pub const fn accepted(&self) -> ByteSet {
        self.accepted
    }

    /// The field of the source at that byte.
    pub const fn source_path(&self) -> &Path {
        &self.source_path
    }

    /// The field of the destination at that byte (for a choice that no
    /// alternative settles: the choice itself).
    pub const fn destination_path(&self) -> &Path {
        &self.destination_path
    }

    /// The same mismatch, found writing back.
    pub(crate) const fn into_written_back(self) -> Mismatch {
        Mismatch { written_back: true, ..self }
    }

    /// The mismatch of tail elements walked alone, placed in the types that
    /// end in them: from byte `start`, at the first element of the field
    /// each side names (`None`: a side that is not an element, such as the
    /// bytes a type is read from).
    pub(crate) const fn in_first_elements(
        self,
        start: usize,
        source: Option<&'static str>,
        destination: Option<&'static str>,
    ) -> Mismatch {
        Mismatch {
            offset: self.offset + start,
            context: self.context.shifted(start),
            source_path: self.source_path.within_first_element(source),
            destination_path: self.destination_path.within_first_element(destination),
            ..self
        }
    }
}

impl Reason {
    /// The same reason, found writing back from the destination into the
    /// source: a mismatch says so, so that it is explained with the sides
    /// it was found on.
    pub(crate) const fn into_written_back(self) -> Reason {
        match self {
            Reason::NotValid(mismatch) => Reason::NotValid(mismatch.into_written_back()),
            Reason::Pointer(mismatch) => Reason::Pointer(mismatch.into_written_back()),
            other => other,
        }
    }

    /// The reason tail elements walked alone were refused, placed in the
    /// types that end in them (see [`Mismatch::in_first_elements`]).
    pub(crate) const fn in_first_elements(
        self,
        start: usize,
        source: Option<&'static str>,
        destination: Option<&'static str>,
    ) -> Reason {
        match self {
            Reason::NotValid(mismatch) => Reason::NotValid(mismatch.in_first_elements(start, source, destination)),
            Reason::TooLarge(mismatch) => Reason::TooLarge(mismatch.in_first_elements(start, source, destination)),
            Reason::NoCommonValue(mismatch) => {
                Reason::NoCommonValue(mismatch.in_first_elements(start, source, destination))
            }
            Reason::Pointer(mismatch) => Reason::Pointer(mismatch.in_first_elements(start, source, destination)),
            other => other,
        }
    }
}
