//! Descriptions: what a type looks like, byte by byte.
//!
//! Every type that takes part in a transmutation implements [`Layout`], whose
//! one associated constant is a [`Description`]: the type's name, size and
//! alignment, its safety invariants, and its [`Bytes`] — a byte-level grammar
//! that is read as an automaton by the [`automaton`](crate::automaton) module.
//!
//! The grammar is a sequence of [`Piece`]s at fixed offsets; the holes between
//! pieces are padding. A piece is one of
//!
//! - a *run*: bytes that each independently hold any value of a [`ByteSet`]
//!   (`u8`, `[bool; 1 << 20]`, the payload of a fieldless enum);
//! - a *tag*: the fixed bytes of an enum discriminant;
//! - a *scalar*: a multi-byte value restricted to some ranges (`char`,
//!   `NonZeroU32`, wide enum tags), given as a few alternative byte patterns;
//! - a *nest*: another type's bytes, placed here (a struct field);
//! - a *choice*: one of several alternatives (enum variants, union fields);
//! - a *repeat*: another type's bytes, `count` times (arrays).
//!
//! Repetition and nesting stay symbolic, so a description is as large as the
//! type's *definition*, not its size: `[u8; 1 << 20]` is one run.
//!
//! Descriptions are built in const evaluation, once per type (the compiler
//! caches associated constants). Everything a check needs about a type and
//! can know in advance is computed here, in [`Facts`] and in the [`TagTable`]
//! of each enum, so the per-pair check spends its steps only on what depends
//! on both types.
//!
//! **Architecture Invariant:** this module describes; it never judges a pair
//! of types. A description must be *exact*: every byte string it accepts is a
//! valid value, and every valid value is one it accepts.

mod alike;
pub(crate) mod bits;
mod build;
mod enum_rule;
pub(crate) mod portable;
mod referent;
pub(crate) mod same;
mod std_impls;
pub(crate) use portable::each_target;
pub(crate) use std_impls::inner_on;
pub(crate) mod targets;
mod written;

pub use build::Field;
#[doc(hidden)]
pub use build::{
    c_tag_width, discriminants, enum_alternative, fieldless_enum, integer_align, invariants_of_enum,
    invariants_of_struct, invariants_of_struct_at_zeros, struct_parts, struct_pieces, tail_align, tail_offset,
    tail_struct_align, typed, unstable_layout_of, variant_pieces, EnumLayout, EnumShape, EnumVariant, Products,
    StructParts,
};
pub(crate) use build::{reordered_piece, reversed_patterns, tag_byte};

pub use portable::Unportable;
#[doc(hidden)]
pub use portable::{
    everywhere, finish, finish_tailed, nowhere, ordered_piece, per_target, portable_description, tag_products,
    union_identity, union_parts, EnumAt, Member, Parts, Portability, PortableAt, StructAt, TagRepr, Why,
};
#[doc(hidden)]
pub use referent::Referent;
pub use targets::{DataModel, Target, TARGETS};
#[doc(hidden)]
pub use written::{target_dependence, unless_target_dependent, Check, Dependence, Written};

use crate::byte_set::ByteSet;
use crate::limits::MAX_ALIKE_GROUPS;
use crate::transmute::views::{TryCastError, TryReadError, TryView};

/// Types whose byte layout transmutable knows.
///
/// Implemented by transmutable for primitives and for the standard library types
/// whose layout is documented, and by `#[derive(Layout)]` for your own types.
/// The derive reads offsets, size and alignment from the compiler
/// (`offset_of!`, `size_of`, `align_of`); it never guesses them.
///
/// ```
/// use transmutable::Layout;
///
/// #[derive(Layout)]
/// #[repr(C)]
/// pub struct Pixel {
///     pub r: u8,
///     pub g: u8,
///     pub b: u8,
///     pub a: u8,
/// }
///
/// let pixel: Pixel = transmutable::transmute(0x11223344u32);
/// assert_eq!(u32::from_ne_bytes([pixel.r, pixel.g, pixel.b, pixel.a]), 0x11223344);
/// ```
///
/// The views whose bytes are checked at run time are its methods, as
/// zerocopy's `TryFromBytes` has them: `Pixel::try_ref_from_bytes(bytes)`,
/// `Pixel::try_read_from_prefix(bytes)`, ... Each is the free function of
/// its name (`try_ref_from_bytes`, ...), refusing at compile time, at the
/// caller's line, what the function refuses.
///
/// # Safety
///
/// `DESCRIPTION` must be exact:
///
/// - its size and alignment are those of `Self`;
/// - every value of `Self` is one of the byte strings its [`Bytes`] produce,
///   and every byte string its `Bytes` accept is a valid value of `Self`, with
///   padding exactly where `Self` has padding;
/// - the pieces marked interior-mutable cover exactly the bytes of `Self`
///   that lie inside an `UnsafeCell`;
/// - a piece that safe code outside `Self` cannot write on its own (a
///   private field, the value of a `ManuallyDrop`) is marked sealed: a union
///   holding `Self` is taken to mix its bytes only where its parts can be
///   written one by one;
/// - if it declares no invariants, then every valid value of `Self` is also a
///   *safe* value: no code relies on a property of `Self` that bit validity
///   does not guarantee;
/// - each description in `PORTABLE` is, in the same sense, exact for `Self`
///   compiled for that target.
///
/// Prefer `#[derive(Layout)]`, which upholds all of this.
#[diagnostic::on_unimplemented(
    message = "transmutable does not know the layout of `{Self}`",
    label = "`{Self}` has no `transmutable::Layout`",
    note = "derive it with `#[derive(transmutable::Layout)]`, or `Zeroable` or `CheckedBitPattern`, which describe the type too, if `{Self}` is yours"
)]
pub unsafe trait Layout {
    /// The description of `Self`.
    const DESCRIPTION: &'static Description;

    /// `DESCRIPTION`, as pointers to `Self` refer to it. Derived types whose
    /// description is a `static` override it with a pointer to that static,
    /// which lets recursive types (`struct A(&'static B); struct B(&'static A)`)
    /// have descriptions without a cycle in const evaluation.
    #[doc(hidden)]
    const REFERENT: Referent = Referent::of(Self::DESCRIPTION);

    /// `DESCRIPTION` on each target of [`Target::ALL`], computed from the
    /// target's [`DataModel`] by the language's layout rules, or why it
    /// cannot be: what [`portable`](crate::portable) checks read. An impl
    /// written by hand describes the target it is compiled for only, and
    /// keeps this default: no target.
    #[doc(hidden)]
    const PORTABLE: [Portability; TARGETS] = nowhere(Self::DESCRIPTION, Why::HandWritten);

    /// `source` as a `&Self`, its bytes checked at run time: see
    /// [`try_ref_from_bytes`](crate::try_ref_from_bytes).
    ///
    /// ```
    /// use transmutable::Layout;
    ///
    /// #[derive(Layout, Debug, PartialEq)]
    /// #[repr(u8)]
    /// pub enum Kind {
    ///     Query = 0,
    ///     Reply = 1,
    /// }
    ///
    /// #[derive(Layout)]
    /// #[repr(C)]
    /// pub struct Message {
    ///     pub kind: Kind,
    ///     pub urgent: bool,
    /// }
    ///
    /// let message = Message::try_ref_from_bytes(&[1, 0]).unwrap();
    /// assert_eq!((&message.kind, message.urgent), (&Kind::Reply, false));
    /// assert!(Message::try_ref_from_bytes(&[2, 0]).is_err());
    /// assert_eq!(str::try_ref_from_bytes(b"text").unwrap(), "text");
    /// ```
    fn try_ref_from_bytes(source: &[u8]) -> Result<&Self, TryCastError<&[u8]>>
    where
        Self: Pointee,
    {
        let () = TryView::<Self>::SHARED;
        crate::try_ref_from_bytes(source)
    }

    /// The start of `source` as a `&Self`, checked, and the rest: see
    /// [`try_ref_from_prefix`](crate::try_ref_from_prefix).
    ///
    /// ```
    /// use transmutable::Layout;
    ///
    /// let (flag, rest) = bool::try_ref_from_prefix(&[1, 9, 9]).unwrap();
    /// assert_eq!((*flag, rest), (true, &[9, 9][..]));
    /// ```
    fn try_ref_from_prefix(source: &[u8]) -> Result<(&Self, &[u8]), TryCastError<&[u8]>>
    where
        Self: Sized,
    {
        let () = TryView::<Self>::SHARED;
        crate::try_ref_from_prefix(source)
    }

    /// The end of `source` as a `&Self`, checked, and what comes before:
    /// see [`try_ref_from_suffix`](crate::try_ref_from_suffix).
    ///
    /// ```
    /// use transmutable::Layout;
    ///
    /// let (rest, flag) = bool::try_ref_from_suffix(&[9, 0]).unwrap();
    /// assert_eq!((rest, *flag), (&[9][..], false));
    /// ```
    fn try_ref_from_suffix(source: &[u8]) -> Result<(&[u8], &Self), TryCastError<&[u8]>>
    where
        Self: Sized,
    {
        let () = TryView::<Self>::SHARED;
        crate::try_ref_from_suffix(source)
    }

    /// `source` as a `&mut Self`, its bytes checked at run time: see
    /// [`try_mut_from_bytes`](crate::try_mut_from_bytes).
    ///
    /// ```
    /// use transmutable::Layout;
    ///
    /// let mut buffer = [1u8];
    /// *bool::try_mut_from_bytes(&mut buffer).unwrap() = false;
    /// assert_eq!(buffer, [0]);
    /// assert!(bool::try_mut_from_bytes(&mut [2]).is_err());
    /// ```
    fn try_mut_from_bytes(source: &mut [u8]) -> Result<&mut Self, TryCastError<&mut [u8]>>
    where
        Self: Pointee,
    {
        let () = TryView::<Self>::UNIQUE;
        crate::try_mut_from_bytes(source)
    }

    /// The start of `source` as a `&mut Self`, checked, and the rest: see
    /// [`try_mut_from_prefix`](crate::try_mut_from_prefix).
    ///
    /// ```
    /// use transmutable::Layout;
    ///
    /// let mut buffer = [0u8, 5];
    /// let (flag, _rest) = bool::try_mut_from_prefix(&mut buffer).unwrap();
    /// *flag = true;
    /// assert_eq!(buffer, [1, 5]);
    /// ```
    fn try_mut_from_prefix(source: &mut [u8]) -> Result<(&mut Self, &mut [u8]), TryCastError<&mut [u8]>>
    where
        Self: Sized,
    {
        let () = TryView::<Self>::UNIQUE;
        crate::try_mut_from_prefix(source)
    }

    /// The end of `source` as a `&mut Self`, checked, and what comes
    /// before: see [`try_mut_from_suffix`](crate::try_mut_from_suffix).
    ///
    /// ```
    /// use transmutable::Layout;
    ///
    /// let mut buffer = [5u8, 0];
    /// let (_rest, flag) = bool::try_mut_from_suffix(&mut buffer).unwrap();
    /// *flag = true;
    /// assert_eq!(buffer, [5, 1]);
    /// ```
    fn try_mut_from_suffix(source: &mut [u8]) -> Result<(&mut [u8], &mut Self), TryCastError<&mut [u8]>>
    where
        Self: Sized,
    {
        let () = TryView::<Self>::UNIQUE;
        crate::try_mut_from_suffix(source)
    }

    /// A copy of `source` as a `Self`, from any address, its bytes checked
    /// at run time: see [`try_read_from_bytes`](crate::try_read_from_bytes).
    ///
    /// ```
    /// use transmutable::Layout;
    ///
    /// assert_eq!(char::try_read_from_bytes(&0x41u32.to_ne_bytes()).unwrap(), 'A');
    /// assert!(char::try_read_from_bytes(&0xD800u32.to_ne_bytes()).is_err());
    /// ```
    fn try_read_from_bytes(source: &[u8]) -> Result<Self, TryReadError<&[u8]>>
    where
        Self: Sized,
    {
        let () = TryView::<Self>::VALUE;
        crate::try_read_from_bytes(source)
    }

    /// A copy of the start of `source` as a `Self`, checked, and the rest:
    /// see [`try_read_from_prefix`](crate::try_read_from_prefix).
    ///
    /// ```
    /// use transmutable::Layout;
    ///
    /// assert_eq!(bool::try_read_from_prefix(&[0, 3]).unwrap(), (false, &[3][..]));
    /// ```
    fn try_read_from_prefix(source: &[u8]) -> Result<(Self, &[u8]), TryReadError<&[u8]>>
    where
        Self: Sized,
    {
        let () = TryView::<Self>::VALUE;
        crate::try_read_from_prefix(source)
    }

    /// A copy of the end of `source` as a `Self`, checked, and what comes
    /// before: see [`try_read_from_suffix`](crate::try_read_from_suffix).
    ///
    /// ```
    /// use transmutable::Layout;
    ///
    /// assert_eq!(bool::try_read_from_suffix(&[3, 1]).unwrap(), (&[3][..], true));
    /// ```
    fn try_read_from_suffix(source: &[u8]) -> Result<(&[u8], Self), TryReadError<&[u8]>>
    where
        Self: Sized,
    {
        let () = TryView::<Self>::VALUE;
        crate::try_read_from_suffix(source)
    }

    /// `source` as a `&Self` with `elements` tail elements, checked; the
    /// buffer must be exactly that long: see
    /// [`try_ref_from_bytes_with_elems`](crate::try_ref_from_bytes_with_elems).
    ///
    /// ```
    /// use transmutable::Layout;
    ///
    /// #[derive(Layout)]
    /// #[repr(C)]
    /// pub struct Flags {
    ///     pub count: u8,
    ///     pub flags: [bool],
    /// }
    ///
    /// let flags = Flags::try_ref_from_bytes_with_elems(&[2, 1, 0], 2).unwrap();
    /// assert_eq!((flags.count, &flags.flags), (2, &[true, false][..]));
    /// assert!(Flags::try_ref_from_bytes_with_elems(&[2, 1, 0], 1).is_err());
    /// ```
    fn try_ref_from_bytes_with_elems(source: &[u8], elements: usize) -> Result<&Self, TryCastError<&[u8]>>
    where
        Self: Pointee,
    {
        let () = TryView::<Self>::TAILED_REF_BYTES;
        let () = TryView::<Self>::SHARED;
        crate::try_ref_from_bytes_with_elems(source, elements)
    }

    /// The start of `source` as a `&Self` with `elements` tail elements,
    /// checked, and the rest: see
    /// [`try_ref_from_prefix_with_elems`](crate::try_ref_from_prefix_with_elems).
    ///
    /// ```
    /// use transmutable::Layout;
    ///
    /// let (flags, rest) = <[bool]>::try_ref_from_prefix_with_elems(&[1, 0, 7], 2).unwrap();
    /// assert_eq!((flags, rest), (&[true, false][..], &[7][..]));
    /// ```
    fn try_ref_from_prefix_with_elems(source: &[u8], elements: usize) -> Result<(&Self, &[u8]), TryCastError<&[u8]>>
    where
        Self: Pointee,
    {
        let () = TryView::<Self>::TAILED_REF_PREFIX;
        let () = TryView::<Self>::SHARED;
        crate::try_ref_from_prefix_with_elems(source, elements)
    }

    /// The end of `source` as a `&Self` with `elements` tail elements,
    /// checked, and what comes before: see
    /// [`try_ref_from_suffix_with_elems`](crate::try_ref_from_suffix_with_elems).
    ///
    /// ```
    /// use transmutable::Layout;
    ///
    /// let (rest, flags) = <[bool]>::try_ref_from_suffix_with_elems(&[7, 1, 0], 2).unwrap();
    /// assert_eq!((rest, flags), (&[7][..], &[true, false][..]));
    /// ```
    fn try_ref_from_suffix_with_elems(source: &[u8], elements: usize) -> Result<(&[u8], &Self), TryCastError<&[u8]>>
    where
        Self: Pointee,
    {
        let () = TryView::<Self>::TAILED_REF_SUFFIX;
        let () = TryView::<Self>::SHARED;
        crate::try_ref_from_suffix_with_elems(source, elements)
    }

    /// `source` as a `&mut Self` with `elements` tail elements, checked;
    /// the buffer must be exactly that long: see
    /// [`try_mut_from_bytes_with_elems`](crate::try_mut_from_bytes_with_elems).
    ///
    /// ```
    /// use transmutable::Layout;
    ///
    /// let mut buffer = [1u8, 0];
    /// <[bool]>::try_mut_from_bytes_with_elems(&mut buffer, 2).unwrap()[1] = true;
    /// assert_eq!(buffer, [1, 1]);
    /// ```
    fn try_mut_from_bytes_with_elems(source: &mut [u8], elements: usize) -> Result<&mut Self, TryCastError<&mut [u8]>>
    where
        Self: Pointee,
    {
        let () = TryView::<Self>::TAILED_MUT_BYTES;
        let () = TryView::<Self>::UNIQUE;
        crate::try_mut_from_bytes_with_elems(source, elements)
    }

    /// The start of `source` as a `&mut Self` with `elements` tail
    /// elements, checked, and the rest: see
    /// [`try_mut_from_prefix_with_elems`](crate::try_mut_from_prefix_with_elems).
    ///
    /// ```
    /// use transmutable::Layout;
    ///
    /// let mut buffer = [1u8, 1, 5];
    /// let (flags, _rest) = <[bool]>::try_mut_from_prefix_with_elems(&mut buffer, 2).unwrap();
    /// flags[0] = false;
    /// assert_eq!(buffer, [0, 1, 5]);
    /// ```
    fn try_mut_from_prefix_with_elems(
        source: &mut [u8],
        elements: usize,
    ) -> Result<(&mut Self, &mut [u8]), TryCastError<&mut [u8]>>
    where
        Self: Pointee,
    {
        let () = TryView::<Self>::TAILED_MUT_PREFIX;
        let () = TryView::<Self>::UNIQUE;
        crate::try_mut_from_prefix_with_elems(source, elements)
    }

    /// The end of `source` as a `&mut Self` with `elements` tail elements,
    /// checked, and what comes before: see
    /// [`try_mut_from_suffix_with_elems`](crate::try_mut_from_suffix_with_elems).
    ///
    /// ```
    /// use transmutable::Layout;
    ///
    /// let mut buffer = [5u8, 1];
    /// let (_rest, flags) = <[bool]>::try_mut_from_suffix_with_elems(&mut buffer, 1).unwrap();
    /// flags[0] = false;
    /// assert_eq!(buffer, [5, 0]);
    /// ```
    fn try_mut_from_suffix_with_elems(
        source: &mut [u8],
        elements: usize,
    ) -> Result<(&mut [u8], &mut Self), TryCastError<&mut [u8]>>
    where
        Self: Pointee,
    {
        let () = TryView::<Self>::TAILED_MUT_SUFFIX;
        let () = TryView::<Self>::UNIQUE;
        crate::try_mut_from_suffix_with_elems(source, elements)
    }
}

/// Types transmutable can make references to from raw bytes: every sized
/// [`Layout`] type, slices `[T]`, `str`, and structs whose last field is a
/// slice (with `#[derive(Layout)]` on a `#[repr(C)]` struct).
///
/// ```
/// let words: &[u16] = transmutable::try_ref_from_bytes(&[1, 0, 2, 0][..]).unwrap_or(&[]);
/// assert!(words.len() == 2 || words.is_empty()); // empty if the buffer is not aligned for `u16`
/// ```
///
/// # Safety
///
/// `pointer(data, elements)` returns `data` as a pointer to `Self`, with
/// `elements` elements in its tail when `Self` is unsized (its
/// [`Description`] has a tail); the layout of the value it points to is the
/// one `Self::DESCRIPTION` gives for that many elements. `Element` is the
/// type of the tail's elements (`u8` for `str`), described as the tail's
/// element is, or `()` for a sized type.
pub unsafe trait Pointee: Layout {
    /// The type of the elements of the tail: `T` for `[T]`, `u8` for `str`,
    /// the slice's element for a struct that ends in one, and `()` for a
    /// sized type, which has none.
    ///
    /// ```
    /// use transmutable::Pointee;
    ///
    /// fn element_size<T: Pointee + ?Sized>() -> usize {
    ///     core::mem::size_of::<T::Element>()
    /// }
    ///
    /// assert_eq!(element_size::<[u32]>(), 4);
    /// assert_eq!(element_size::<str>(), 1);
    /// assert_eq!(element_size::<u64>(), 0);
    /// ```
    type Element: Layout;

    /// `data` as a pointer to `Self` with `elements` tail elements.
    #[doc(hidden)]
    fn pointer(data: *const u8, elements: usize) -> *const Self;

    /// `data` as a mutable pointer to `Self` with `elements` tail elements.
    #[doc(hidden)]
    fn pointer_mut(data: *mut u8, elements: usize) -> *mut Self;

    /// How many tail elements `value` has (0 when sized).
    #[doc(hidden)]
    fn elements(value: &Self) -> usize;
}

/// Everything transmutable knows about a type: name, size, alignment, safety
/// invariants, and the byte grammar.
///
/// ```
/// use transmutable::Layout;
///
/// let description = <[u16; 3] as Layout>::DESCRIPTION;
/// assert_eq!(description.size(), 6);
/// assert_eq!(description.align(), core::mem::align_of::<u16>());
/// assert_eq!(description.to_string(), "[u16; 3]");
/// ```
#[derive(Clone, Copy)]
pub struct Description {
    /// A text that tells this type from every other type described by a
    /// `static` (non-generic derived types), or empty. Checks of recursive
    /// types recognize a pair of referents they are already checking by it,
    /// compared whole.
    pub(crate) identity: &'static str,
    pub(crate) name: Name,
    pub(crate) size: usize,
    pub(crate) align: usize,
    pub(crate) bytes: Bytes,
    pub(crate) invariants: Invariants,
    /// The invariants all zeros must still be checked against: `invariants`,
    /// unless the type's author promised that all zeros satisfy the type's
    /// own (`#[transmutable(unsafe(zeroable))]`), and then its fields'.
    pub(crate) invariants_at_zeros: Invariants,
    /// For unsized types (`[T]`, `str`, structs ending in a slice): the
    /// repeated tail, after the `size` bytes of `bytes`.
    pub(crate) tail: Option<Tail>,
    /// Whether the compiler may arrange the type's fields otherwise in
    /// another version: the default representation (a struct, a union, a
    /// tuple), here or in a field, unless its author accepted it. Byte
    /// views, which read file and wire formats, refuse such a type.
    pub(crate) unstable_layout: bool,
    /// The field through which a struct's layout may change, for
    /// explanations: the first whose type's may.
    pub(crate) unstable_field: Option<(&'static str, &'static Description)>,
    /// Whether the type has lifetime parameters: its identity is then that
    /// of every instance (`Guard<'a>` and `Guard<'static>` are described
    /// by one `static`), which may differ in lifetimes that no `Lifetime`
    /// bound counts (a `PhantomData<&'a mut u8>` beside a private raw
    /// pointer), so two descriptions of one identity are not one type.
    pub(crate) lifetime_parameters: bool,
}

/// The tail of an unsized type: `elements` values of `element`, after the
/// sized part. A pointer to the type carries the number of elements.
#[doc(hidden)]
#[derive(Clone, Copy)]
pub struct Tail {
    pub(crate) element: &'static Description,
    /// The field that holds the tail, for explanations; empty for a slice.
    pub(crate) name: &'static str,
    /// Whether the elements together must be UTF-8 (`str`).
    pub(crate) utf8: bool,
}

/// How a type is named in explanations.
#[doc(hidden)]
#[derive(Clone, Copy)]
pub enum Name {
    /// A name written as is: `u8`, `Header`.
    Plain(&'static str),
    /// `[T; N]`.
    Array(&'static Description, usize),
    /// `(A, B, ...)`.
    Tuple(&'static [&'static Description]),
    /// `Outer<Inner>`.
    Applied(&'static str, &'static Description),
    /// `&T`, `Box<T>`, ...
    Pointer(Pointer),
    /// `[T]`.
    Slice(&'static Description),
}

/// Why a destination type may carry safety invariants: why it is not enough
/// for its bytes to be valid.
#[doc(hidden)]
#[derive(Clone, Copy)]
pub enum Invariants {
    /// Any valid value is a safe value.
    None,
    /// The type has a field that is not `pub`, so its author may rely on
    /// what that field holds.
    PrivateField {
        /// The type.
        owner: &'static str,
        /// The private field.
        field: &'static str,
    },
    /// The type is `#[non_exhaustive]`: it cannot be built outside its crate.
    NonExhaustive {
        /// The type.
        owner: &'static str,
    },
    /// A field's type carries invariants.
    InField {
        /// The field.
        field: &'static str,
        /// The field's type.
        of: &'static Description,
    },
}

impl Invariants {
    pub(crate) const fn is_none(&self) -> bool {
        matches!(self, Invariants::None)
    }
}

/// A type's byte grammar: pieces at offsets, padding between them.
///
/// This is the automaton of the talk: every value of the type is a path
/// through it: pieces at offsets, padding between them.
///
/// ```
/// use transmutable::Layout;
///
/// let bytes = <(u8, u16) as Layout>::DESCRIPTION.bytes();
/// assert_eq!(bytes.size(), 4); // a byte of padding
/// assert!(bytes.is_inhabited());
/// assert!(!<core::convert::Infallible as Layout>::DESCRIPTION.bytes().is_inhabited());
/// ```
#[derive(Clone, Copy)]
pub struct Bytes {
    pub(crate) size: usize,
    pub(crate) pieces: &'static [Piece],
    pub(crate) facts: Facts,
}

/// One part of a [`Bytes`], at a fixed offset.
#[doc(hidden)]
#[derive(Clone, Copy)]
pub struct Piece {
    pub(crate) offset: usize,
    pub(crate) size: usize,
    /// The field this piece describes, for explanations; empty if none.
    pub(crate) name: &'static str,
    /// Whether these bytes lie inside an `UnsafeCell`.
    pub(crate) interior_mutable: bool,
    /// Whether these bytes are one atomic, which other threads may access
    /// at once, only whole and only atomically.
    pub(crate) atomic: bool,
    /// Whether these bytes are cells of an unknown arrangement: a
    /// `MaybeUninit` of a type with cells, which may hold the type's cells
    /// and frozen bytes, or its atomics, in any value. Behind a shared
    /// reference they agree with nothing: neither which of their bytes are
    /// frozen, nor whether they are shared between threads, is known.
    pub(crate) opaque: bool,
    /// Whether safe code outside the type that holds this piece cannot
    /// write it on its own: a private field, or the value of a
    /// `ManuallyDrop`, whose bytes a write reaches only through the whole
    /// of the enclosing value. A union's fields mix only where their parts
    /// can be written one by one (see [`Choice::mixes`]).
    pub(crate) sealed: bool,
    /// Whether the integer these bytes hold is stored in the other byte
    /// order than the target's (a [`byteorder::Enum`](crate::byteorder::Enum)):
    /// checks read bytes and need not know it; explanations read the
    /// integer in that order.
    pub(crate) reversed: bool,
    pub(crate) kind: Kind,
    /// The named piece this one stands for, when it is the one piece of a
    /// field's type and was lifted into the field: a path goes on through
    /// that name (`inner.flag`).
    pub(crate) lifted_from: Option<&'static Piece>,
    /// For the bytes of a record of bit fields, the record's fields: a
    /// refusal names the field whose bits are wrong.
    pub(crate) bit_fields: Option<&'static bits::BitRecord>,
}

/// What a [`Piece`] holds.
#[doc(hidden)]
#[derive(Clone, Copy)]
pub enum Kind {
    /// Every byte independently holds a value of the set.
    Run(ByteSet),
    /// The bytes of this integer, in the target's byte order.
    Tag(u128),
    /// One of `count` byte patterns; pattern `i` is
    /// `products[i * size .. (i + 1) * size]`, one set per byte.
    Scalar {
        /// The patterns, back to back.
        products: &'static [ByteSet],
        /// How many patterns there are.
        count: usize,
        /// When the patterns start with disjoint bytes (a wide enum tag
        /// whose values differ in their first byte in memory), which
        /// pattern each value of that byte picks: a check goes from a
        /// source's byte straight to the one pattern that can take it.
        tags: Option<&'static TagTable>,
    },
    /// Another type's bytes.
    Nest(&'static Bytes),
    /// One of several alternatives, each as large as the piece.
    Choice(Choice),
    /// A pointer: its bytes are an address with provenance, not an integer.
    Pointer(Pointer),
    /// Another type's bytes, `count` times in a row.
    Repeat {
        /// The repeated bytes.
        element: &'static Bytes,
        /// How many times.
        count: usize,
    },
}

/// A pointer piece: what it points to and what it may do.
#[doc(hidden)]
#[derive(Clone, Copy)]
pub struct Pointer {
    pub(crate) kind: PointerKind,
    /// Whether the pointer may be null (`Option<&T>`, raw pointers).
    pub(crate) nullable: bool,
    pub(crate) referent: Referent,
}

/// The kinds of pointers, by what they promise about their referent.
#[doc(hidden)]
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum PointerKind {
    /// `&T`: a shared, valid, aligned, live `T`.
    Shared,
    /// `&mut T`: a unique, valid, aligned, live `T`.
    Unique,
    /// `Box<T>`: a unique `T` it owns, allocated with `T`'s layout.
    Boxed,
    /// `NonNull<T>`: not null, nothing more.
    NonNull,
    /// `*const T`: nothing at all.
    Raw,
    /// `*mut T`: nothing at all.
    RawMut,
    /// A function pointer: not null, callable with its signature.
    Function,
}

impl Pointer {
    /// A pointer of `kind` to `referent`.
    pub const fn new(kind: PointerKind, nullable: bool, referent: Referent) -> Pointer {
        Pointer { kind, nullable, referent }
    }

    /// Whether the pointer promises a live, valid referent.
    pub(crate) const fn is_reference(&self) -> bool {
        matches!(self.kind, PointerKind::Shared | PointerKind::Unique | PointerKind::Boxed)
    }

    /// Writes `&T`, `Box<T>`, `*const T`, `fn`.
    pub(crate) const fn write_name(&self, out: &mut crate::text::Text) {
        if self.nullable && !matches!(self.kind, PointerKind::Raw | PointerKind::RawMut) {
            out.push("Option<");
        }
        out.push(match self.kind {
            PointerKind::Shared => "&",
            PointerKind::Unique => "&mut ",
            PointerKind::Boxed => "Box<",
            PointerKind::NonNull => "NonNull<",
            PointerKind::Raw => "*const ",
            PointerKind::RawMut => "*mut ",
            PointerKind::Function => "fn",
        });
        if !matches!(self.kind, PointerKind::Function) {
            self.referent.get().write_name(out);
        }
        if matches!(self.kind, PointerKind::Boxed | PointerKind::NonNull) {
            out.push(">");
        }
        if self.nullable && !matches!(self.kind, PointerKind::Raw | PointerKind::RawMut) {
            out.push(">");
        }
    }
}

impl core::fmt::Debug for Pointer {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        let mut text = crate::text::Text::new();
        self.write_name(&mut text);
        f.write_str(text.as_str())
    }
}

/// The alternatives of a [`Kind::Choice`].
#[doc(hidden)]
#[derive(Clone, Copy)]
pub struct Choice {
    pub(crate) alternatives: &'static [Alternative],
    /// When every alternative starts with a byte whose set is disjoint from
    /// every other alternative's first byte (an enum tag), so that the first
    /// byte alone picks the alternative: which one each value picks.
    pub(crate) tags: Option<&'static TagTable>,
    /// Whether the alternatives are the fields of a union. Safe code writes
    /// a union field, or a part of one (`u.a.0 = x`), over whatever the
    /// other fields left: a union may hold a mix of its fields' bytes, so
    /// as a source each of its bytes may hold what any field holds there.
    /// As a destination it takes one field whole, less than it may hold,
    /// or the mix of its fields where `mixes` says safe code can leave it,
    /// or anything from the same union (see `identity`).
    pub(crate) union: bool,
    /// Whether the fields of a union are runs only (see
    /// [`Facts::runs_only`]), two or more of them with values: then, as a
    /// destination, the union also accepts the *mix* of its fields, byte by
    /// byte, which safe code can leave in it.
    ///
    /// Why: in such a union, the smallest part of a field that safe code
    /// can write alone (a public field of a public field ..., down to a
    /// primitive, an array or a sealed value) is a *unit*. A unit of one
    /// byte (`bool`, `u8`, a one-byte enum) can be written with any value
    /// its set holds; a dense unit (an integer, `[u16; 4]`, a
    /// `MaybeUninit`) with any initialized bytes, each its own. Take bytes
    /// `s` where each initialized `s[p]` is a value that some field with
    /// values accepts at `p`, inside such a unit of that field, and `s[p]`
    /// is uninitialized only where every field with values accepts uninit
    /// at `p` (padding, past the field, or a `MaybeUninit`). Safe code
    /// leaves exactly `s`: start from a field whose value is uninitialized
    /// wherever `s` is (each field's values are all byte-wise combinations
    /// of its sets, and it accepts uninit there), then for each initialized
    /// `s[p]` write the unit that takes it, with `s` over the whole unit
    /// (a dense unit covers only bytes where some field refuses uninit, so
    /// `s` is initialized there, or bytes it may leave uninitialized). No
    /// write changes a byte it does not set to its final value. Arrays
    /// (their elements are written only with the array: `u.a[0] = x` reads
    /// the union) and sealed pieces (a `ManuallyDrop`, a private field) are
    /// units as a whole, and take part only when dense or one byte long.
    pub(crate) mixes: bool,
    /// For the fields of a non-generic derived union, the union's identity
    /// (see [`Description::identified`]); empty otherwise. What safe code
    /// can leave in a union depends on more than its description shows (a
    /// `u16` field is written whole, a `[u8; 2]` byte by byte, and both are
    /// one run of two bytes), so a union is taken to hold only what it
    /// holds itself where it meets a union of the same identity and
    /// structure.
    pub(crate) identity: &'static str,
}

/// The alternatives of a [`Choice`] and their [`TagTable`], computed once
/// per type and placed in a constant, which the choice refers to.
#[doc(hidden)]
pub struct Alternatives {
    pub(crate) list: &'static [Alternative],
    pub(crate) tags: Option<TagTable>,
    /// Whether, as the fields of a union, they mix (see [`Choice::mixes`]).
    pub(crate) mixable: bool,
}

/// Which alternative of a choice each value of its first byte picks, for a
/// choice whose alternatives start with disjoint bytes (an enum's tags):
/// a check goes from a source's tag straight to the destination variant
/// with that tag, whatever order either type declares its variants in.
/// A scalar whose patterns start with disjoint bytes has one too, naming
/// patterns.
#[doc(hidden)]
#[derive(Clone, Copy)]
pub struct TagTable {
    /// The alternative of each symbol (the values, then uninit), where
    /// `claimed` holds it; at most [`MAX_TAGGED_ALTERNATIVES`] alternatives
    /// fit.
    ///
    /// [`MAX_TAGGED_ALTERNATIVES`]: crate::limits::MAX_TAGGED_ALTERNATIVES
    pub(crate) owners: [u16; ByteSet::SYMBOLS],
    /// The values the first byte may hold in some inhabited alternative.
    pub(crate) claimed: ByteSet,
    /// For each symbol of `claimed`, the group of alternatives alike after
    /// their first byte (see `alike.rs`) that its owner belongs to, plus
    /// one; 0 when the owner is alike to no other alternative the table
    /// groups. Patterns are never grouped.
    pub(crate) groups: [u8; ByteSet::SYMBOLS],
    /// The values the first bytes of each group's alternatives hold,
    /// together: a check takes them as one when the group is alike.
    pub(crate) alike: [ByteSet; MAX_ALIKE_GROUPS],
}

/// One alternative of a [`Choice`]: an enum variant or a union field.
#[doc(hidden)]
#[derive(Clone, Copy)]
pub struct Alternative {
    pub(crate) name: &'static str,
    pub(crate) bytes: Bytes,
}

/// What is known of a [`Bytes`] in advance, so checks need not find it out.
///
/// `init_from` and `accepts_from` are piece indices `i`: from the end of piece
/// `i - 1` (the start, for `i = 0`) to the end, every byte is an initialized
/// integer byte, not padding nor a pointer's (resp. every piece accepts all
/// initialized bytes, padding included).
/// `pieces.len() + 1` means "not even the trailing padding".
#[doc(hidden)]
#[derive(Clone, Copy)]
#[cfg_attr(test, derive(Debug, PartialEq))]
pub struct Facts {
    pub(crate) inhabited: bool,
    /// Whether some piece is a reference (`&T`, `&mut T`), whose lifetime the
    /// description cannot see.
    pub(crate) lifetimes: bool,
    /// Whether some piece is a pointer that promises a live referent or a
    /// callable function (`&T`, `&mut T`, `Box<T>`, `fn`): a pointer whose
    /// use its owner may have meant to keep to itself.
    pub(crate) live_pointers: bool,
    pub(crate) init_from: usize,
    pub(crate) accepts_from: usize,
    pub(crate) interior_mutable: bool,
    /// Whether every byte, from the first to the last, takes every
    /// initialized value: no padding, nothing but runs of such sets (any
    /// integer, `MaybeUninit`). A value written whole over such bytes can
    /// leave there any initialized bytes, each chosen on its own.
    pub(crate) dense: bool,
    /// Whether every piece, at every depth, is a run (inside nests and
    /// repeats), with no cell, atomic, pointer, tag, scalar or choice:
    /// bytes that each hold a value of their own set, whatever the others
    /// hold.
    pub(crate) runs_only: bool,
    /// How many bytes from the start are initialized integer bytes in every
    /// value (the size exactly when `init_from` is 0): a destination that
    /// accepts every initialized byte string and is no larger takes every
    /// value's first bytes.
    pub(crate) init_prefix: usize,
    /// How many frames a cursor may need to hold inside these bytes, at
    /// most: one, and one more for each nest, repeat or choice entered.
    pub(crate) depth: usize,
    /// How many edges a cursor may read walking through these bytes once,
    /// every alternative of every choice and every element of every repeat
    /// counted, at most; saturates at `usize::MAX`. A walk of two types
    /// that meets no failure and no limit takes at most about the product
    /// of theirs in steps (see `query::shortcuts`).
    pub(crate) edges: usize,
}

impl Bytes {
    /// The bytes of a type with no bytes and one value, like `()`.
    pub const EMPTY: Bytes = Bytes::new(0, &[]);

    /// Bytes made of `pieces`, sorted by offset and not overlapping, in a
    /// type of `size` bytes.
    pub const fn new(size: usize, pieces: &'static [Piece]) -> Bytes {
        Bytes { size, pieces, facts: Facts::of(size, pieces) }
    }

    /// The size in bytes.
    pub const fn size(&self) -> usize {
        self.size
    }

    /// Whether the bytes from `at` on are valid or not whatever the bytes
    /// before `at` hold: `at` falls between pieces, between the bytes of a
    /// run, between elements of an array, or so inside a nested type. Not
    /// inside a tag, a scalar, a pointer or a choice, whose later bytes
    /// depend on earlier ones.
    pub(crate) const fn is_cut_at(&self, at: usize) -> bool {
        let mut i = 0;
        while i < self.pieces.len() {
            let piece = &self.pieces[i];
            if piece.offset < at && at < piece.end() {
                let within = at - piece.offset;
                return match piece.kind {
                    Kind::Run(_) => true,
                    Kind::Nest(nested) => nested.is_cut_at(within),
                    Kind::Repeat { element, .. } => element.is_cut_at(within % element.size),
                    Kind::Tag(_) | Kind::Scalar { .. } | Kind::Choice(_) | Kind::Pointer(_) => false,
                };
            }
            i += 1;
        }
        true
    }

    /// Whether the bytes can hold any value at all.
    pub const fn is_inhabited(&self) -> bool {
        self.facts.inhabited
    }

    /// The single piece that covers these bytes completely, if there is one.
    pub(crate) const fn as_single_piece(&self) -> Option<Piece> {
        if self.pieces.len() == 1 && self.pieces[0].offset == 0 && self.pieces[0].size == self.size {
            Some(self.pieces[0])
        } else {
            None
        }
    }
}

/// Read access to descriptions for tests that check them against the
/// compiler (the exactness oracle). Not public API.
#[doc(hidden)]
impl Bytes {
    /// The pieces, sorted by offset.
    pub const fn pieces(&self) -> &'static [Piece] {
        self.pieces
    }
}

#[doc(hidden)]
impl Piece {
    /// Where the piece starts.
    pub const fn offset(&self) -> usize {
        self.offset
    }

    /// How many bytes the piece covers.
    pub const fn size(&self) -> usize {
        self.size
    }

    /// What the piece holds.
    pub const fn kind(&self) -> Kind {
        self.kind
    }

    /// The field the piece describes, or empty.
    pub const fn name(&self) -> &'static str {
        self.name
    }

    /// Whether the piece lies inside an `UnsafeCell`.
    pub const fn is_interior_mutable(&self) -> bool {
        self.interior_mutable
    }

    /// Whether the piece is one atomic.
    pub const fn is_atomic(&self) -> bool {
        self.atomic
    }
}

#[doc(hidden)]
impl Choice {
    /// Whether alternative `index`, as a destination reads it, accepts
    /// every initialized byte string. A field of a union holds, in its
    /// padding and past its end, only what safe code leaves there (see
    /// [`Choice::mixes`] and `automaton::left_past_field`); a dense one has
    /// neither.
    pub(crate) const fn accepts_all_initialized_in(&self, index: usize) -> bool {
        let facts = &self.alternatives[index].bytes.facts;
        facts.inhabited && if self.union { facts.dense } else { facts.accepts_from == 0 }
    }

    /// The alternatives.
    pub const fn alternatives(&self) -> &'static [Alternative] {
        self.alternatives
    }

    /// Whether the alternatives are a union's fields.
    pub const fn is_union(&self) -> bool {
        self.union
    }
}

impl Alternative {
    /// Whether safe code can write bytes of this union field: it has a
    /// value, or a part of it with bytes that has one (`u.a.0 = x`, where
    /// `a: (u8, Infallible)`).
    pub(crate) const fn is_writable(&self) -> bool {
        if self.bytes.facts.inhabited {
            return true;
        }
        let mut i = 0;
        while i < self.bytes.pieces.len() {
            if self.bytes.pieces[i].size > 0 {
                return true;
            }
            i += 1;
        }
        false
    }
}

#[doc(hidden)]
impl Alternative {
    /// The variant's or field's name.
    pub const fn name(&self) -> &'static str {
        self.name
    }

    /// The alternative's bytes, as large as the choice.
    pub const fn bytes(&self) -> &Bytes {
        &self.bytes
    }
}

#[doc(hidden)]
impl Pointer {
    /// What the pointer promises.
    pub const fn kind(&self) -> PointerKind {
        self.kind
    }

    /// Whether the pointer may be null.
    pub const fn is_nullable(&self) -> bool {
        self.nullable
    }

    /// The description of what it points to.
    pub const fn referent(&self) -> &'static Description {
        self.referent.get()
    }
}

#[doc(hidden)]
impl Description {
    /// The element of an unsized type's tail, and whether the tail must be
    /// UTF-8.
    pub const fn tail(&self) -> Option<(&'static Description, bool)> {
        match self.tail {
            Some(tail) => Some((tail.element, tail.utf8)),
            None => None,
        }
    }
}

impl Piece {
    /// A piece of `size` bytes at `offset`.
    pub const fn new(offset: usize, size: usize, kind: Kind) -> Piece {
        Piece {
            offset,
            size,
            name: "",
            interior_mutable: false,
            atomic: false,
            opaque: false,
            sealed: false,
            reversed: false,
            kind,
            lifted_from: None,
            bit_fields: None,
        }
    }

    /// The same piece, describing the field `name`.
    pub const fn named(self, name: &'static str) -> Piece {
        Piece { name, ..self }
    }

    /// The same piece, at `offset`.
    pub const fn at(self, offset: usize) -> Piece {
        Piece { offset, ..self }
    }

    /// The same piece, inside an `UnsafeCell` (no longer an atomic, if it
    /// was one: a cell is not shared between threads).
    pub const fn interior_mutable(self) -> Piece {
        Piece { interior_mutable: true, atomic: false, ..self }
    }

    /// The same piece, one atomic (inside an `UnsafeCell`).
    pub const fn atomic(self) -> Piece {
        Piece { interior_mutable: true, atomic: true, ..self }
    }

    /// The same piece, cells of an unknown arrangement (see
    /// [`Piece::opaque`](struct@Piece)).
    pub const fn opaque(self) -> Piece {
        Piece { interior_mutable: true, atomic: false, opaque: true, ..self }
    }

    /// The same piece, written only with the value that holds it (see
    /// [`Piece::sealed`](struct@Piece)).
    pub const fn sealed(self) -> Piece {
        Piece { sealed: true, ..self }
    }

    /// The same piece, its integer stored in the other byte order than the
    /// target's.
    pub(crate) const fn reversed(self) -> Piece {
        Piece { reversed: true, ..self }
    }

    pub(crate) const fn end(&self) -> usize {
        self.offset + self.size
    }

    /// The piece that places `bytes` at offset 0: the bytes themselves if
    /// they are a single piece, else a nest.
    pub const fn of_bytes(bytes: &'static Bytes) -> Piece {
        match bytes.as_single_piece() {
            Some(piece) if piece.name.is_empty() => piece,
            Some(piece) => Piece { name: "", lifted_from: Some(&bytes.pieces[0]), ..piece },
            None => Piece::new(0, bytes.size, Kind::Nest(bytes)),
        }
    }

    /// Whether every byte of the piece takes every initialized value (see
    /// [`Facts::dense`]).
    pub(crate) const fn is_dense(&self) -> bool {
        if self.size == 0 {
            return true;
        }
        match self.kind {
            Kind::Run(set) => ByteSet::INITIALIZED.is_subset_of(set),
            Kind::Nest(bytes) => bytes.facts.dense,
            Kind::Repeat { element, count } => count == 0 || element.facts.dense,
            Kind::Tag(_) | Kind::Scalar { .. } | Kind::Choice(_) | Kind::Pointer(_) => false,
        }
    }

    /// Whether every value of the piece is an initialized integer byte in
    /// every byte: initialized, and not the bytes of a pointer, which are an
    /// address with provenance. Of a union, every field counts that safe code
    /// can write bytes of, even one without values (`u.a.0 = x` writes a
    /// field of an uninhabited `a`), since a union holds a mix of its fields.
    pub(crate) const fn is_always_initialized(&self) -> bool {
        match self.kind {
            Kind::Run(set) => !set.contains_uninit(),
            Kind::Tag(_) | Kind::Scalar { .. } => true,
            Kind::Pointer(_) => false,
            Kind::Nest(bytes) => bytes.facts.init_from == 0,
            Kind::Choice(choice) => {
                let mut i = 0;
                while i < choice.alternatives.len() {
                    let alternative = &choice.alternatives[i];
                    let counts = alternative.bytes.facts.inhabited || (choice.union && alternative.is_writable());
                    if counts && alternative.bytes.facts.init_from != 0 {
                        return false;
                    }
                    i += 1;
                }
                true
            }
            Kind::Repeat { element, count } => count == 0 || element.facts.init_from == 0,
        }
    }

    /// Whether the piece accepts every initialized byte string of its size.
    pub(crate) const fn accepts_all_initialized(&self) -> bool {
        match self.kind {
            Kind::Run(set) => ByteSet::INITIALIZED.is_subset_of(set),
            Kind::Tag(_) => self.size == 0,
            Kind::Pointer(_) => false,
            Kind::Scalar { products, count, .. } => {
                let mut product = 0;
                while product < count {
                    let mut byte = 0;
                    while byte < self.size {
                        if !ByteSet::INITIALIZED.is_subset_of(products[product * self.size + byte]) {
                            break;
                        }
                        byte += 1;
                    }
                    if byte == self.size {
                        return true;
                    }
                    product += 1;
                }
                false
            }
            Kind::Nest(bytes) => bytes.facts.accepts_from == 0,
            Kind::Choice(choice) => {
                let mut i = 0;
                while i < choice.alternatives.len() {
                    if choice.accepts_all_initialized_in(i) {
                        return true;
                    }
                    i += 1;
                }
                false
            }
            Kind::Repeat { element, count } => count == 0 || element.facts.accepts_from == 0,
        }
    }
}

/// What [`Facts::of`] needs of one piece, found in one pass over it: a
/// description is made once per type, but a wide enum's is made of
/// hundreds of alternatives, each with its own facts, and const evaluation
/// pays for every call.
struct PieceFacts {
    dense: bool,
    runs_only: bool,
    depth: usize,
    edges: usize,
    inhabited: bool,
    interior_mutable: bool,
    lifetimes: bool,
    live_pointers: bool,
    init_prefix: usize,
    always_initialized: bool,
    accepts_all_initialized: bool,
}

impl PieceFacts {
    /// The facts of `piece` (see [`Facts`]; whether it is dense, always
    /// initialized, accepts every initialized value), in one match.
    const fn of(piece: &Piece) -> PieceFacts {
        let cells = piece.interior_mutable || piece.atomic || piece.opaque;
        let mut facts = PieceFacts {
            dense: piece.size == 0,
            runs_only: false,
            depth: 0,
            edges: 1,
            inhabited: true,
            interior_mutable: piece.interior_mutable,
            lifetimes: false,
            live_pointers: false,
            init_prefix: piece.size,
            always_initialized: true,
            accepts_all_initialized: false,
        };
        match piece.kind {
            Kind::Run(set) => {
                let all = ByteSet::INITIALIZED.is_subset_of(set);
                facts.dense |= all;
                facts.runs_only = !cells;
                facts.inhabited = !set.is_empty();
                if set.contains_uninit() {
                    facts.init_prefix = 0;
                    facts.always_initialized = false;
                }
                facts.accepts_all_initialized = all;
            }
            Kind::Tag(_) => {
                facts.edges = piece.size;
                facts.accepts_all_initialized = piece.size == 0;
            }
            Kind::Scalar { count, .. } => {
                facts.edges = count.saturating_mul(piece.size).saturating_add(1);
                facts.inhabited = count > 0;
                facts.accepts_all_initialized = piece.accepts_all_initialized();
            }
            Kind::Pointer(pointer) => {
                facts.lifetimes = matches!(pointer.kind, PointerKind::Shared | PointerKind::Unique);
                facts.live_pointers = pointer.is_reference() || matches!(pointer.kind, PointerKind::Function);
                facts.init_prefix = 0;
                facts.always_initialized = false;
            }
            Kind::Nest(bytes) => facts.take_bytes(&bytes.facts, true),
            Kind::Repeat { element, count } => {
                if count == 0 {
                    facts.dense = true;
                    facts.runs_only = !cells;
                    facts.depth = element.facts.depth;
                    facts.edges = 0;
                    facts.accepts_all_initialized = true;
                } else {
                    facts.take_bytes(&element.facts, false);
                    facts.edges = count.saturating_mul(element.facts.edges);
                    if element.facts.init_from != 0 {
                        facts.init_prefix = element.facts.init_prefix;
                    }
                }
            }
            Kind::Choice(choice) => {
                facts.edges = 1;
                facts.inhabited = false;
                let mut i = 0;
                while i < choice.alternatives.len() {
                    let alternative = &choice.alternatives[i];
                    let inner = &alternative.bytes.facts;
                    if inner.depth > facts.depth {
                        facts.depth = inner.depth;
                    }
                    facts.edges = facts.edges.saturating_add(inner.edges);
                    facts.inhabited |= inner.inhabited;
                    facts.interior_mutable |= inner.interior_mutable;
                    facts.lifetimes |= inner.lifetimes;
                    facts.live_pointers |= inner.live_pointers;
                    if choice.accepts_all_initialized_in(i) {
                        facts.accepts_all_initialized = true;
                    }
                    let counts = inner.inhabited || (choice.union && alternative.is_writable());
                    if counts {
                        if inner.init_from != 0 {
                            facts.always_initialized = false;
                        }
                        if inner.init_prefix < facts.init_prefix {
                            facts.init_prefix = inner.init_prefix;
                        }
                    }
                    i += 1;
                }
            }
        }
        facts
    }

    /// The facts of a piece that holds `inner` once (a nest, `whole`) or
    /// repeatedly (a repeat of at least one element).
    const fn take_bytes(&mut self, inner: &Facts, whole: bool) {
        let cells = self.interior_mutable;
        self.dense |= inner.dense;
        self.runs_only = inner.runs_only;
        self.depth = inner.depth;
        self.edges = inner.edges;
        self.inhabited = inner.inhabited;
        self.interior_mutable = cells || inner.interior_mutable;
        self.lifetimes = inner.lifetimes;
        self.live_pointers = inner.live_pointers;
        self.always_initialized = inner.init_from == 0;
        self.accepts_all_initialized = inner.accepts_from == 0;
        self.init_prefix = if whole || inner.init_from != 0 { inner.init_prefix } else { self.init_prefix };
    }
}

impl Facts {
    const fn of(size: usize, pieces: &'static [Piece]) -> Facts {
        let count = pieces.len();
        let mut inhabited = true;
        let mut interior_mutable = false;
        let mut lifetimes = false;
        let mut live_pointers = false;
        let mut dense = true;
        let mut runs_only = true;
        let mut depth = 0;
        // Each piece, and the padding before each piece and at the end.
        let mut edges = count.saturating_add(1);
        // The initialized prefix ends at the first gap, or inside the first
        // piece that is not initialized throughout.
        let mut init_prefix = 0;
        let mut prefix_open = true;
        // `init` / `accepts` hold for the suffix from the end of the last
        // piece that breaks them.
        let mut init_from = 0;
        let mut accepts_from = 0;
        let mut i = 0;
        while i < count {
            let piece = &pieces[i];
            let facts = PieceFacts::of(piece);
            let start = if i == 0 { 0 } else { pieces[i - 1].end() };
            if piece.offset != start || !facts.dense {
                dense = false;
            }
            if !facts.runs_only || piece.interior_mutable || piece.atomic || piece.opaque {
                runs_only = false;
            }
            if facts.depth > depth {
                depth = facts.depth;
            }
            edges = edges.saturating_add(facts.edges);
            inhabited &= facts.inhabited;
            interior_mutable |= facts.interior_mutable;
            lifetimes |= facts.lifetimes;
            live_pointers |= facts.live_pointers;
            if prefix_open && piece.offset == init_prefix {
                init_prefix += facts.init_prefix;
                prefix_open = facts.init_prefix == piece.size;
            } else {
                prefix_open = false;
            }
            if piece.offset != start || !facts.always_initialized {
                init_from = i + 1;
            }
            if !facts.accepts_all_initialized {
                accepts_from = i + 1;
            }
            assert!(piece.end() <= size, "transmutable: a piece ends past its type");
            if i > 0 {
                assert!(pieces[i - 1].end() <= piece.offset, "transmutable: pieces overlap or are out of order");
            }
            i += 1;
        }
        let trailing_gap = if count == 0 { size } else { size - pieces[count - 1].end() };
        if trailing_gap > 0 {
            init_from = count + 1;
            dense = false;
        }
        Facts {
            inhabited,
            lifetimes,
            live_pointers,
            init_from,
            accepts_from,
            interior_mutable,
            dense,
            runs_only,
            init_prefix,
            depth: depth.saturating_add(1),
            edges,
        }
    }
}

impl Description {
    /// A description.
    #[doc(hidden)]
    pub const fn new(name: Name, size: usize, align: usize, bytes: Bytes, invariants: Invariants) -> Description {
        assert!(bytes.size == size, "transmutable: the bytes of a type must be as large as the type");
        Description {
            identity: "",
            name,
            size,
            align,
            bytes,
            invariants,
            invariants_at_zeros: invariants,
            tail: None,
            unstable_layout: false,
            unstable_field: None,
            lifetime_parameters: false,
        }
    }

    /// The same description, of a type whose author promised that all
    /// zeros satisfy its own invariants: zeros are checked against
    /// `invariants` only (its fields', from
    /// [`invariants_of_struct_at_zeros`](crate::__private::invariants_of_struct_at_zeros)).
    #[doc(hidden)]
    pub const fn invariants_at_zeros(self, invariants: Invariants) -> Description {
        Description { invariants_at_zeros: invariants, ..self }
    }

    /// The same description, of a struct whose layout may change through
    /// its field `field` (see [`StructParts`]).
    #[doc(hidden)]
    pub const fn unstable_field(self, field: Option<(&'static str, &'static Description)>) -> Description {
        Description { unstable_field: field, ..self }
    }

    /// The same description, of a type whose field order the compiler may
    /// change between versions when `unstable` (see
    /// [`has_unstable_layout`](Description::has_unstable_layout)).
    #[doc(hidden)]
    pub const fn unstable_layout_if(self, unstable: bool) -> Description {
        Description { unstable_layout: self.unstable_layout || unstable, ..self }
    }

    /// Whether the compiler may lay the type out otherwise in another
    /// version: it has the default representation, or a field of it does
    /// (tuples do), and its author has not accepted that with
    /// `#[transmutable(accept_unstable_layout)]`. Byte views refuse such types:
    /// bytes written by one build could be read wrongly by another.
    ///
    /// ```
    /// use transmutable::Layout;
    ///
    /// assert!(!<[u16; 4] as Layout>::DESCRIPTION.has_unstable_layout());
    /// assert!(<(u8, u16) as Layout>::DESCRIPTION.has_unstable_layout());
    /// ```
    pub const fn has_unstable_layout(&self) -> bool {
        match self.tail {
            Some(tail) => self.unstable_layout || tail.element.unstable_layout,
            None => self.unstable_layout,
        }
    }

    /// The same description, followed by a tail of `element`s: an unsized
    /// type whose sized part is this description. `align` is the alignment
    /// of the whole type.
    #[doc(hidden)]
    pub const fn with_tail(self, element: &'static Description, align: usize, utf8: bool) -> Description {
        Description { tail: Some(Tail { element, name: "", utf8 }), align, ..self }
    }

    /// The same description, followed by the tail of `slice`, the
    /// description of a slice or `str`: for a struct ending in one.
    #[doc(hidden)]
    pub const fn with_tail_of(self, slice: &'static Description, align: usize, name: &'static str) -> Description {
        match slice.tail {
            // A bare slice or `str`: nothing before its elements, aligned as
            // they are. A struct ending in a slice has a sized part and an
            // alignment of its own that this description would lose.
            Some(tail) if slice.size == 0 && slice.bytes.pieces.is_empty() && slice.align == tail.element.align => {
                Description { tail: Some(Tail { name, ..tail }), align, ..self }
            }
            _ => panic!(
                "transmutable: the last field of an unsized struct must be a slice `[T]` or the primitive `str`, \
                 not another unsized struct"
            ),
        }
    }

    /// Whether the type is unsized: a slice, `str`, or a struct ending in one.
    pub const fn is_unsized(&self) -> bool {
        self.tail.is_some()
    }

    /// The size of a value with `elements` tail elements (for a sized type,
    /// its size), or `None` if it overflows `usize`.
    pub const fn size_with(&self, elements: usize) -> Option<usize> {
        let tail = match self.tail {
            Some(tail) => tail,
            None => return Some(self.size),
        };
        let end = match elements.checked_mul(tail.element.size) {
            Some(tail_size) => match self.size.checked_add(tail_size) {
                Some(end) => end,
                None => return None,
            },
            None => return None,
        };
        // Trailing padding rounds the size up to the alignment.
        let padded = match end.checked_add(self.align - 1) {
            Some(padded) => padded,
            None => return None,
        };
        Some(padded / self.align * self.align)
    }

    /// The same description, told apart from every other by `identity`: the
    /// type's path, where it was derived, and in which crate. For
    /// descriptions held in a `static`.
    #[doc(hidden)]
    pub const fn identified(self, identity: &'static str) -> Description {
        Description { identity, ..self }
    }

    /// The same description, of a type with lifetime parameters, whose
    /// identity every instance shares: see `lifetime_parameters`.
    #[doc(hidden)]
    pub const fn with_lifetime_parameters(self) -> Description {
        Description { lifetime_parameters: true, ..self }
    }

    /// Whether `self` and `other` are described by one `static`: the same
    /// non-generic derived type.
    pub(crate) const fn same_type(&self, other: &Description) -> bool {
        same_text(self.identity, other.identity) && !self.identity.is_empty()
    }

    /// Whether the type holds a pointer that promises a live referent or a
    /// callable function (`&T`, `&mut T`, `Box<T>`, `fn`), in its sized part
    /// or its tail.
    pub(crate) const fn has_live_pointers(&self) -> bool {
        match self.tail {
            Some(tail) => self.bytes.facts.live_pointers || tail.element.has_live_pointers(),
            None => self.bytes.facts.live_pointers,
        }
    }

    /// Whether a value of the type holds a reference, in itself or behind
    /// the boxes it owns (at any depth; past [`MAX_REFERENTS`] boxes deep,
    /// it answers yes). What a type without lifetime parameters holds lives
    /// for `'static`, so such a type's `Lifetime<'l>` impl asks `'l` to be
    /// `'static` exactly when this holds.
    ///
    /// [`MAX_REFERENTS`]: crate::limits::MAX_REFERENTS
    pub(crate) const fn reaches_references(&'static self) -> bool {
        let mut owners = Owners { seen: [self; crate::limits::MAX_REFERENTS], len: 1 };
        description_reaches_references(self, &mut owners)
    }

    /// Whether any part of the type is a reference, whose lifetime a
    /// transmutation could extend.
    pub const fn has_references(&self) -> bool {
        self.bytes.facts.lifetimes
    }

    /// The size of the type in bytes.
    pub const fn size(&self) -> usize {
        self.size
    }

    /// The alignment of the type in bytes.
    pub const fn align(&self) -> usize {
        self.align
    }

    /// Whether the type has any value at all (`Infallible` has none).
    pub const fn is_inhabited(&self) -> bool {
        self.bytes.facts.inhabited
    }

    /// Whether any part of the type lies inside an `UnsafeCell`.
    pub const fn has_interior_mutability(&self) -> bool {
        match self.tail {
            Some(tail) => self.bytes.facts.interior_mutable || tail.element.has_interior_mutability(),
            None => self.bytes.facts.interior_mutable,
        }
    }

    /// Whether a value of the type may be built from any valid bytes without
    /// `Assume::SAFETY`: the type carries no safety invariants.
    pub const fn is_safely_constructible(&self) -> bool {
        self.invariants.is_none()
    }

    /// The byte grammar of the type.
    pub const fn bytes(&self) -> &Bytes {
        &self.bytes
    }

    /// Writes the type's name, as explanations show it.
    pub(crate) const fn write_name(&self, out: &mut crate::text::Text) {
        match self.name {
            Name::Plain(name) => out.push(name),
            Name::Array(element, length) => {
                out.push("[");
                element.write_name(out);
                out.push("; ");
                out.push_usize(length);
                out.push("]");
            }
            Name::Tuple(elements) => {
                out.push("(");
                let mut i = 0;
                while i < elements.len() {
                    if i > 0 {
                        out.push(", ");
                    }
                    elements[i].write_name(out);
                    i += 1;
                }
                if elements.len() == 1 {
                    out.push(",");
                }
                out.push(")");
            }
            Name::Applied(outer, inner) => {
                out.push(outer);
                out.push("<");
                inner.write_name(out);
                out.push(">");
            }
            Name::Pointer(pointer) => pointer.write_name(out),
            Name::Slice(element) => {
                out.push("[");
                element.write_name(out);
                out.push("]");
            }
        }
    }

    /// Writes the type's name between backticks.
    /// Stops compilation with `before`, the type's name in backticks, and
    /// the pieces of `after`: a refusal that names the type, for checks
    /// that are no transmutation (what a view or a cut needs of it).
    #[track_caller]
    pub(crate) const fn refuse_naming(&self, before: &str, after: &[&str]) -> ! {
        let mut text = crate::text::Text::new();
        text.push(before);
        text.push("`");
        self.write_name(&mut text);
        text.push("`");
        let mut i = 0;
        while i < after.len() {
            text.push(after[i]);
            i += 1;
        }
        panic!("{}", text.as_str());
    }

    pub(crate) const fn write_quoted_name(&self, out: &mut crate::text::Text) {
        out.push("`");
        self.write_name(out);
        out.push("`");
    }
}

/// Whether two texts are equal, in const evaluation.
pub(crate) const fn same_text(a: &str, b: &str) -> bool {
    same_bytes(a.as_bytes(), b.as_bytes())
}

/// Whether two byte strings are equal, in const evaluation.
pub(crate) const fn same_bytes(a: &[u8], b: &[u8]) -> bool {
    let len = a.len();
    if len != b.len() {
        return false;
    }
    let mut i = 0;
    while i < len {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

impl core::fmt::Display for Description {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        let mut text = crate::text::Text::new();
        self.write_name(&mut text);
        f.write_str(text.as_str())
    }
}

impl core::fmt::Debug for Description {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("Description")
            .field("name", &format_args!("{self}"))
            .field("size", &self.size)
            .field("align", &self.align)
            .field("inhabited", &self.is_inhabited())
            .field("safely_constructible", &self.is_safely_constructible())
            .finish()
    }
}

/// The descriptions a search for references is inside, box within box, so
/// that a recursive type (`struct List(u8, Option<Box<List>>)`) is not
/// entered again below itself.
struct Owners {
    seen: [&'static Description; crate::limits::MAX_REFERENTS],
    len: usize,
}

const fn description_reaches_references(description: &'static Description, owners: &mut Owners) -> bool {
    if bytes_reach_references(&description.bytes, owners) {
        return true;
    }
    match description.tail {
        Some(tail) => description_reaches_references(tail.element, owners),
        None => false,
    }
}

const fn bytes_reach_references(bytes: &'static Bytes, owners: &mut Owners) -> bool {
    if bytes.facts.lifetimes {
        return true;
    }
    let mut i = 0;
    while i < bytes.pieces.len() {
        let reaches = match bytes.pieces[i].kind {
            Kind::Pointer(pointer) => {
                matches!(pointer.kind, PointerKind::Boxed) && owned_reaches_references(pointer.referent.get(), owners)
            }
            Kind::Run(_) | Kind::Tag(_) | Kind::Scalar { .. } => false,
            Kind::Nest(nested) => bytes_reach_references(nested, owners),
            Kind::Choice(choice) => {
                let mut reaches = false;
                let mut alternative = 0;
                while alternative < choice.alternatives.len() && !reaches {
                    reaches = bytes_reach_references(&choice.alternatives[alternative].bytes, owners);
                    alternative += 1;
                }
                reaches
            }
            Kind::Repeat { element, count } => count > 0 && bytes_reach_references(element, owners),
        };
        if reaches {
            return true;
        }
        i += 1;
    }
    false
}

/// Whether what a box owns reaches a reference: a type the search is
/// already inside adds nothing; one too many boxes deep counts as yes. A
/// type is the one it is inside only if their structures agree too: two
/// crates can give two types one identity.
const fn owned_reaches_references(owned: &'static Description, owners: &mut Owners) -> bool {
    let mut i = 0;
    while i < owners.len {
        if owners.seen[i].same_type(owned) && same::same_types(owners.seen[i], owned) {
            return false;
        }
        i += 1;
    }
    if owners.len == owners.seen.len() {
        return true;
    }
    owners.seen[owners.len] = owned;
    owners.len += 1;
    let reaches = description_reaches_references(owned, owners);
    owners.len -= 1;
    reaches
}

#[cfg(test)]
#[allow(dead_code)] // The types are only described, never built.
mod tests {
    use super::{Bytes, Description, Facts, Kind, Layout, Piece, PointerKind};
    use core::cell::{Cell, UnsafeCell};
    use core::convert::Infallible;
    use core::mem::{ManuallyDrop, MaybeUninit};
    use core::num::NonZero;
    use core::sync::atomic::{AtomicU32, AtomicU8};

    /// A piece's facts as each is defined, one question at a time: what
    /// `PieceFacts::of` answers in one match.
    struct Definition<'a>(&'a Piece);

    impl Definition<'_> {
        /// The facts of the bytes a nest, a repeat or an alternative holds.
        fn inner(&self) -> std::vec::Vec<&'static Facts> {
            match self.0.kind {
                Kind::Nest(bytes) => std::vec![&bytes.facts],
                Kind::Repeat { element, count } if count > 0 => std::vec![&element.facts],
                Kind::Choice(choice) => {
                    choice.alternatives.iter().map(|alternative| &alternative.bytes.facts).collect()
                }
                _ => std::vec![],
            }
        }

        fn runs_only(&self) -> bool {
            let piece = self.0;
            !(piece.interior_mutable || piece.atomic || piece.opaque)
                && match piece.kind {
                    Kind::Run(_) => true,
                    Kind::Nest(_) | Kind::Repeat { .. } => self.inner().iter().all(|facts| facts.runs_only),
                    _ => false,
                }
        }

        fn inhabited(&self) -> bool {
            match self.0.kind {
                Kind::Run(set) => !set.is_empty(),
                Kind::Scalar { count, .. } => count > 0,
                Kind::Choice(_) => self.inner().iter().any(|facts| facts.inhabited),
                _ => self.inner().iter().all(|facts| facts.inhabited),
            }
        }

        fn depth(&self) -> usize {
            match self.0.kind {
                Kind::Repeat { element, .. } => element.facts.depth,
                _ => self.inner().iter().map(|facts| facts.depth).max().unwrap_or(0),
            }
        }

        fn edges(&self) -> usize {
            let piece = self.0;
            match piece.kind {
                Kind::Run(_) | Kind::Pointer(_) => 1,
                Kind::Tag(_) => piece.size,
                Kind::Scalar { count, .. } => count * piece.size + 1,
                Kind::Nest(bytes) => bytes.facts.edges,
                Kind::Repeat { element, count } => count * element.facts.edges,
                Kind::Choice(_) => 1 + self.inner().iter().map(|facts| facts.edges).sum::<usize>(),
            }
        }

        fn interior_mutable(&self) -> bool {
            self.0.interior_mutable || self.inner().iter().any(|facts| facts.interior_mutable)
        }

        fn lifetimes(&self) -> bool {
            match self.0.kind {
                Kind::Pointer(pointer) => matches!(pointer.kind, PointerKind::Shared | PointerKind::Unique),
                _ => self.inner().iter().any(|facts| facts.lifetimes),
            }
        }

        fn live_pointers(&self) -> bool {
            match self.0.kind {
                Kind::Pointer(pointer) => pointer.is_reference() || matches!(pointer.kind, PointerKind::Function),
                _ => self.inner().iter().any(|facts| facts.live_pointers),
            }
        }

        fn init_prefix(&self) -> usize {
            let piece = self.0;
            match piece.kind {
                Kind::Run(set) if set.contains_uninit() => 0,
                Kind::Run(_) | Kind::Tag(_) | Kind::Scalar { .. } => piece.size,
                Kind::Pointer(_) => 0,
                Kind::Nest(bytes) => bytes.facts.init_prefix,
                Kind::Repeat { element, count } if count > 0 && element.facts.init_from != 0 => {
                    element.facts.init_prefix
                }
                Kind::Repeat { .. } => piece.size,
                Kind::Choice(choice) => choice
                    .alternatives
                    .iter()
                    .filter(|alternative| {
                        alternative.bytes.facts.inhabited || (choice.union && alternative.is_writable())
                    })
                    .map(|alternative| alternative.bytes.facts.init_prefix)
                    .fold(piece.size, usize::min),
            }
        }
    }

    /// `Facts::of` as its definition reads: every fact of every piece asked
    /// on its own, over every piece, and the suffixes found walking back.
    fn facts_by_definition(size: usize, pieces: &'static [Piece]) -> Facts {
        let count = pieces.len();
        let (mut inhabited, mut interior_mutable, mut lifetimes, mut live_pointers) = (true, false, false, false);
        let (mut dense, mut runs_only, mut depth, mut edges) = (true, true, 0, count + 1);
        for (i, piece) in pieces.iter().enumerate() {
            let definition = Definition(piece);
            let start = if i == 0 { 0 } else { pieces[i - 1].end() };
            dense &= piece.offset == start && piece.is_dense();
            runs_only &= definition.runs_only();
            depth = depth.max(definition.depth());
            edges = edges.saturating_add(definition.edges());
            inhabited &= definition.inhabited();
            interior_mutable |= definition.interior_mutable();
            lifetimes |= definition.lifetimes();
            live_pointers |= definition.live_pointers();
        }
        let mut init_prefix = 0;
        for piece in pieces {
            if piece.offset != init_prefix {
                break;
            }
            let within = Definition(piece).init_prefix();
            init_prefix += within;
            if within < piece.size {
                break;
            }
        }
        let trailing_gap = size - pieces.last().map_or(0, |piece| piece.end());
        let mut init_from = if trailing_gap == 0 { count } else { count + 1 };
        let mut accepts_from = count;
        for i in (1..=count).rev() {
            let piece = &pieces[i - 1];
            let gap_before = piece.offset - if i == 1 { 0 } else { pieces[i - 2].end() };
            if init_from == i && gap_before == 0 && piece.is_always_initialized() {
                init_from = i - 1;
            }
            if accepts_from == i && piece.accepts_all_initialized() {
                accepts_from = i - 1;
            }
        }
        dense &= trailing_gap == 0;
        Facts {
            inhabited,
            lifetimes,
            live_pointers,
            init_from,
            accepts_from,
            interior_mutable,
            dense,
            runs_only,
            init_prefix,
            depth: depth + 1,
            edges,
        }
    }

    /// Checks `bytes` and every bytes inside them; returns how many.
    fn check(bytes: &'static Bytes) -> usize {
        assert_eq!(bytes.facts, facts_by_definition(bytes.size, bytes.pieces));
        let mut checked = 1;
        for piece in bytes.pieces {
            checked += match piece.kind {
                Kind::Nest(inner) => check(inner),
                Kind::Repeat { element, .. } => check(element),
                Kind::Choice(choice) => choice.alternatives.iter().map(|alternative| check(&alternative.bytes)).sum(),
                _ => 0,
            };
        }
        checked
    }

    #[derive(crate::Layout)]
    #[repr(C)]
    pub struct Padded {
        pub a: u8,
        pub b: u32,
        pub c: [u16; 0],
    }

    #[derive(crate::Layout)]
    #[repr(C)]
    pub struct Sealed {
        secret: bool,
        pub open: MaybeUninit<u16>,
    }

    #[derive(crate::Layout)]
    #[repr(C, packed)]
    pub struct Packed {
        pub a: u8,
        pub b: Cell<u32>,
        pub c: [AtomicU8; 2],
    }

    #[derive(crate::Layout)]
    #[repr(u8)]
    pub enum Shaped {
        Empty,
        Small(u8, bool),
        Large(u32, char),
        Never(Infallible),
    }

    #[derive(crate::Layout)]
    #[repr(C)]
    pub union Either {
        pub word: u32,
        pub flag: bool,
        pub pair: (u8, Infallible),
        pub padded: ManuallyDrop<Padded>,
    }

    #[derive(crate::Layout)]
    #[repr(C)]
    pub union Celled {
        pub cell: ManuallyDrop<Cell<u16>>,
        pub word: u16,
        pub uninit: MaybeUninit<u16>,
    }

    #[derive(crate::Layout)]
    #[repr(u8)]
    pub enum Pointing<'a> {
        Shared(&'a u8),
        Call(fn()),
        Atomic(AtomicU8),
        Celled(Celled),
        Empty,
    }

    /// A function pointer promises a callable function but holds no
    /// lifetime.
    #[derive(crate::Layout)]
    #[repr(u8)]
    pub enum Calls {
        Call(fn()),
        Empty,
    }

    #[derive(crate::Layout)]
    #[repr(C)]
    pub struct Holds<'a> {
        pub shared: &'a u8,
        pub unique: &'a mut [u16; 2],
        pub call: fn(u8) -> u8,
        pub raw: *const u8,
        pub maybe: Option<&'a Either>,
    }

    #[derive(crate::Layout)]
    #[repr(C)]
    pub struct Nested<'a> {
        pub holds: [Holds<'a>; 2],
        pub shaped: [Shaped; 3],
        pub none: [Shaped; 0],
        pub cell: UnsafeCell<[Padded; 2]>,
        pub atomic: AtomicU32,
        pub uninit: MaybeUninit<Shaped>,
        pub nonzero: Option<NonZero<u16>>,
        pub tail: (u8, Either),
    }

    #[test]
    fn facts_found_in_one_pass_equal_their_definition() {
        let descriptions: [&'static Description; 17] = [
            <u8 as Layout>::DESCRIPTION,
            <bool as Layout>::DESCRIPTION,
            <char as Layout>::DESCRIPTION,
            <() as Layout>::DESCRIPTION,
            <Infallible as Layout>::DESCRIPTION,
            <[Infallible; 0] as Layout>::DESCRIPTION,
            <[bool; 5] as Layout>::DESCRIPTION,
            <(u8, u16, u8) as Layout>::DESCRIPTION,
            <Padded as Layout>::DESCRIPTION,
            <Sealed as Layout>::DESCRIPTION,
            <Packed as Layout>::DESCRIPTION,
            <Shaped as Layout>::DESCRIPTION,
            <Either as Layout>::DESCRIPTION,
            <Nested<'static> as Layout>::DESCRIPTION,
            <Celled as Layout>::DESCRIPTION,
            <Pointing<'static> as Layout>::DESCRIPTION,
            <Calls as Layout>::DESCRIPTION,
        ];
        let checked: usize = descriptions.iter().map(|description| check(&description.bytes)).sum();
        // Every kind of piece was met, inside nests, repeats and choices.
        assert!(checked > 40, "{checked}");
    }
}
