//! The errors of the views: each says which check failed, where, and
//! gives the source back.
//!
//! They know no type's `Layout` and use nothing of the views: the trait's
//! methods name them (`layout/try_view.rs`). The views make them from a
//! type (`ValidityError::in_buffer` and kin, in `mod.rs`).

use core::fmt;

use crate::byte_set::ByteSet;
use crate::description::Description;
use crate::integers::Integers;
use crate::path::Path;
use crate::picture::strip::Read;
use crate::validate::{Invalid, What};

/// The buffer's length is not one a value of the type can have.
///
/// ```
/// let error = transmutable::read_from_bytes::<u32>(&[1, 2, 3][..]).unwrap_err();
/// assert_eq!(error.to_string(), "the buffer holds 3 bytes, but `u32` takes exactly 4 bytes");
/// assert_eq!(error.into_source(), [1, 2, 3]);
/// ```
pub struct SizeError<Src> {
    pub(super) source: Src,
    pub(super) actual: usize,
    pub(super) expected: Expected,
    pub(super) target: &'static Description,
}

/// The buffer's address is not aligned for the type.
///
/// ```
/// let words = [0u32; 2];
/// let bytes = transmutable::as_bytes(&words);
/// // One byte past an aligned address: aligned for `u32` nowhere it has 2 or 4.
/// let Err(transmutable::CastError::Alignment(error)) = transmutable::ref_from_bytes::<u32>(&bytes[1..5]) else {
///     return; // a target where `u32` needs no alignment
/// };
/// assert!(error.to_string().starts_with("the buffer is not aligned for `u32`"));
/// ```
pub struct AlignmentError<Src> {
    pub(super) source: Src,
    pub(super) target: &'static Description,
    pub(super) misalignment: usize,
}

/// The bytes are not a valid value of the type: which byte, which field,
/// which values.
///
/// ```
/// use transmutable::Layout;
///
/// #[derive(Layout)]
/// #[repr(C)]
/// pub struct Flags {
///     pub ready: bool,
///     pub done: bool,
/// }
///
/// let Err(transmutable::TryCastError::Validity(error)) = transmutable::try_ref_from_bytes::<Flags>(&[1, 3][..]) else {
///     panic!("3 is not a `bool`");
/// };
/// assert_eq!((error.offset(), error.value(), error.path().to_string()), (1, 3, ".done".to_string()));
/// assert!(error.accepted().contains(1) && !error.accepted().contains(3));
/// assert_eq!(error.to_string(), "the bytes are not a valid `Flags`: byte 1 (`Flags.done`) holds 3, but only 0..=1 is valid there");
/// ```
pub struct ValidityError<Src> {
    pub(super) source: Src,
    pub(super) target: &'static Description,
    /// Where the invalid value lies in the source.
    pub(super) region: Region,
    /// What is invalid in it, and where.
    pub(super) explained: Explained<Src>,
}

/// What length a buffer must have.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Expected {
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

/// How a [`ValidityError`] knows what is invalid.
pub(super) enum Explained<Src> {
    /// Found again in its source when asked for: an explanation walks the
    /// description and takes hundreds of bytes, and an error is moved
    /// around, or dropped, far more often than it is printed; a check that
    /// fails then costs no more than one that passes, and a program that
    /// never looks at an error holds no code to explain one. With the
    /// bytes of a buffer source, for the picture of `{:#}` (a value's bytes
    /// other than the invalid ones may be uninitialized).
    Later(fn(&Src, Region) -> Invalid, Option<fn(&Src) -> &[u8]>),
    /// Found before the source was given up ([`ValidityError::map_src`]).
    #[cfg(feature = "alloc")]
    Kept(alloc::boxed::Box<Invalid>),
    /// Found before the source was given up, without an allocator to keep
    /// its field path in: what is invalid and where, without the path.
    #[cfg(not(feature = "alloc"))]
    Kept { offset: usize, what: What },
}

/// Where an invalid value lies in the source of a [`ValidityError`]:
/// `start` bytes in, with `elements` tail elements.
#[derive(Clone, Copy)]
pub(super) struct Region {
    pub(super) start: usize,
    pub(super) elements: usize,
}

/// Why a buffer could not be viewed as a type: its length or its alignment.
///
/// ```
/// match transmutable::ref_from_prefix::<[u8; 4]>(&[1, 2][..]) {
///     Err(transmutable::CastError::Size(error)) => assert_eq!(error.into_source(), [1, 2]),
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
/// use transmutable::TryCastError;
///
/// let verdict = |bytes: &[u8]| match transmutable::try_ref_from_bytes::<bool>(bytes) {
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
/// let error = transmutable::try_read_from_bytes::<char>(&surrogate[..]).unwrap_err();
/// assert!(matches!(error, transmutable::TryReadError::Validity(_)), "{error}");
/// ```
pub enum TryReadError<Src> {
    /// The length does not fit.
    Size(SizeError<Src>),
    /// The bytes are not a valid value.
    Validity(ValidityError<Src>),
}

impl<Src> SizeError<Src> {
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
    /// let bytes: &[u8] = transmutable::as_bytes(&buffer);
    /// let Err(transmutable::CastError::Alignment(error)) = transmutable::ref_from_bytes::<u32>(&bytes[1..5]) else {
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
    /// What is invalid, where, and in which field (without the `alloc`
    /// feature, an error whose source was mapped has no field path).
    fn invalid(&self) -> Invalid {
        match &self.explained {
            Explained::Later(invalid_in, _) => invalid_in(&self.source, self.region),
            #[cfg(feature = "alloc")]
            Explained::Kept(invalid) => **invalid,
            #[cfg(not(feature = "alloc"))]
            Explained::Kept { offset, what } => Invalid { offset: *offset, path: Path::new(), what: *what },
        }
    }

    /// The source, given back.
    pub fn into_source(self) -> Src {
        self.source
    }

    /// The offset of the first invalid byte, from the start of the value (for
    /// a prefix or suffix view, of the bytes viewed, not of the whole buffer).
    pub fn offset(&self) -> usize {
        self.invalid().offset
    }

    /// The field where it lies, found again from the source when asked
    /// for: the error itself stays small.
    pub fn path(&self) -> Path {
        self.invalid().path
    }

    /// The same error with its source mapped by `f`: `map_src(drop)` gives
    /// an error that borrows nothing, `'static`, `Send` and `Sync`, for `?`
    /// into a `Box<dyn Error>`. What is invalid is found first, and kept
    /// (without the `alloc` feature, all but the field path).
    ///
    /// ```
    /// fn parse(bytes: &[u8]) -> Result<bool, Box<dyn core::error::Error>> {
    ///     let flag: &bool = transmutable::try_ref_from_bytes(bytes).map_err(|error| error.map_src(drop))?;
    ///     Ok(*flag)
    /// }
    ///
    /// assert!(parse(&[1]).unwrap());
    /// assert_eq!(parse(&[2]).unwrap_err().to_string(), "the bytes are not a valid `bool`: byte 0 holds 2, but only 0..=1 is valid there");
    /// ```
    pub fn map_src<NewSrc>(self, f: impl FnOnce(Src) -> NewSrc) -> ValidityError<NewSrc> {
        let invalid = self.invalid();
        #[cfg(feature = "alloc")]
        let explained = Explained::Kept(alloc::boxed::Box::new(invalid));
        #[cfg(not(feature = "alloc"))]
        let explained = Explained::Kept { offset: invalid.offset, what: invalid.what };
        ValidityError { source: f(self.source), target: self.target, region: self.region, explained }
    }

    /// The value that byte holds.
    pub fn value(&self) -> u8 {
        match self.invalid().what {
            What::Byte { value, .. } | What::Utf8 { value } => value,
            What::Integer { value, width, piece } => Integers { piece, width }.first_byte(u128::from_le_bytes(value)),
        }
    }

    /// The values that would have been valid there (for a multi-byte
    /// integer: at its first byte, in some valid integer).
    pub fn accepted(&self) -> ByteSet {
        match self.invalid().what {
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
    /// let error = transmutable::try_transmute::<u32, char>(0xD800).unwrap_err();
    /// assert_eq!((error.offset(), error.integer()), (0, Some(0xD800)));
    /// assert_eq!(
    ///     error.to_string(),
    ///     "the bytes are not a valid `char`: bytes 0..4 hold 0xd800, but only 0..=0xd7ff, 0xe000..=0x10ffff are valid there"
    /// );
    /// ```
    pub fn integer(&self) -> Option<u128> {
        match self.invalid().what {
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
    /// use transmutable::{FromBytes, FromZeros, Immutable, Layout};
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
    pub(super) fn from_cast(error: CastError<Src>) -> Self {
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
        let Invalid { offset, path, what } = self.invalid();
        write!(f, "the bytes are not a valid `{}`: ", self.target)?;
        if let Some(refused) = refused_bit_field(self.target, offset, what) {
            write_bit_field_refusal(f, self.target, offset, &path, &refused)?;
            return if f.alternate() { self.write_picture(offset, &path, what, f) } else { Ok(()) };
        }
        match what {
            What::Integer { width, .. } => write!(f, "bytes {offset}..{}", offset + width)?,
            _ => write!(f, "byte {offset}")?,
        }
        if !path.is_empty() {
            write!(f, " (`{}{path}`)", self.target)?;
        }
        match what {
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
            self.write_picture(offset, &path, what, f)?;
        }
        Ok(())
    }
}

impl<Src> ValidityError<Src> {
    /// Writes the picture of `{:#}`: the bytes read over the type, the
    /// invalid ones marked. Of a buffer, every byte around them is shown;
    /// of a value, only the invalid ones, which the check read.
    fn write_picture(&self, offset: usize, path: &Path, what: What, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut invalid = [0u8; 16];
        let len = match what {
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
        let read = match self.explained {
            Explained::Later(_, Some(bytes_of)) => {
                Read::All(bytes_of(&self.source).get(self.region.start..).unwrap_or(&[]))
            }
            _ => Read::Only { offset, bytes: &invalid[..len] },
        };
        crate::picture::strip::write_read(self.target, path, offset, len, read, f)
    }
}

pub(super) fn plural(count: usize) -> &'static str {
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

/// The bit field whose bits in the refused byte hold no value of its
/// type, when the byte is one of a record of bit fields.
fn refused_bit_field(
    target: &'static Description,
    offset: usize,
    what: What,
) -> Option<crate::description::bits::FieldRefusal> {
    match what {
        What::Byte { value, alternatives: false, .. } => {
            crate::description::bits::refused_field(target, offset, ByteSet::single(value))
        }
        _ => None,
    }
}

/// Writes where a bit field was refused and what it holds: `byte 0
/// (`Header.version`, bits 4..8) holds 6, but only 4 is valid there`, as
/// a compile error says what it may hold.
fn write_bit_field_refusal(
    f: &mut fmt::Formatter<'_>,
    target: &Description,
    offset: usize,
    path: &Path,
    refused: &crate::description::bits::FieldRefusal,
) -> fmt::Result {
    let mut text = crate::text::Text::new();
    crate::answer::write_bit_field(target, offset, path, refused, &mut text);
    text.push(" holds ");
    refused.values.write(&mut text);
    crate::answer::write_bit_field_accepts(refused, &mut text);
    f.write_str(text.as_str())
}
