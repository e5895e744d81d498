//! The trait `Layout`, through which a type tells its [`Description`], and
//! `Pointee`, for the types a reference can be made to from bytes; with the
//! generic front doors of the layers below, which work on descriptions and
//! never name a type (`typed.rs`), and the impls for the standard library's
//! types (`std_impls.rs`).
//!
//! This is the public API layer: it may use every layer below. The trait's
//! provided `try_*` methods call the views of `transmute/`, which are
//! bounded by the trait, through `TryView` (`try_view.rs`), declared here
//! and implemented by the views: this file names the views' error types,
//! never the views. The layers below take `&'static Description` values
//! and never `T: Layout`.

mod fieldless_enum;
mod plain_union_places;
mod std_impls;
mod try_view;
mod typed;

pub(crate) use std_impls::inner_on;
pub(crate) use try_view::TryView;
pub use typed::{layout, layout_on};
pub(crate) use typed::{SizedPart, TailElement};

use crate::description::{nowhere, Description, Kit, Portability, Referent, TARGETS};
use crate::transmute::views::errors::{TryCastError, TryReadError};

/// Types whose byte layout transmutable knows.
///
/// Implemented by transmutable for primitives and for the standard library types
/// whose layout is documented, and by `#[derive(Layout)]` for your own types.
/// The derive reads offsets, size and alignment from the compiler
/// (the places of fields, `size_of`, `align_of`); it never guesses them.
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
/// - every value of `Self` is one of the byte strings its [`Bytes`](crate::Bytes) produce,
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
///   compiled for that target;
/// - an identity it carries (the text the derive gives the description of
///   a type without parameters) is carried by no description of another
///   type, nor by another description of `Self`: checks that meet a pair of
///   identities again, in recursive types, take the pair to be one they are
///   already comparing. A description written by hand needs none;
/// - `REFERENT`, where an impl writes it, points to `DESCRIPTION`: checks
///   read a type's description through it, and a pointer's referent.
///
/// Prefer `#[derive(Layout)]`, which upholds all of this.
#[diagnostic::on_unimplemented(
    message = "transmutable does not know the layout of `{Self}`",
    label = "`{Self}` has no `transmutable::Layout`",
    note = "derive it with `#[derive(transmutable::Layout)]`, or `Zeroable` or `CheckedBitPattern`, which describe the type too, if `{Self}` is yours"
)]
pub unsafe trait Layout {
    /// The description of `Self`. An impl written by hand gives it; a
    /// derived impl gives `REFERENT` instead, and keeps this default, the
    /// description `REFERENT` points to (an impl that gives neither fails
    /// to compile, a cycle, where its description is asked for).
    const DESCRIPTION: &'static Description = Self::REFERENT.get();

    /// `DESCRIPTION`, as pointers to `Self` refer to it. Derived types whose
    /// description is a `static` refer to that static, whose address is
    /// known before its value, which lets recursive types
    /// (`struct A(&'static B); struct B(&'static A)`) have descriptions
    /// without a cycle in const evaluation. They give this, and
    /// `DESCRIPTION` is read from it: the trait's body, compiled once,
    /// where a body of the derive's is prepared again for every type.
    #[doc(hidden)]
    const REFERENT: Referent = Referent::of(Self::DESCRIPTION);

    /// The description as computed, where `DESCRIPTION` is a `static` that
    /// holds it: what the derive writes for a type with lifetime parameters
    /// and no others, or with `Self` in a field's type (a type without
    /// parameters computes it in the static itself, which cannot name
    /// `Self`). A static is evaluated once, in the crate that declares
    /// it, and other crates read its value from that crate's metadata,
    /// where a constant is evaluated again in every crate that uses it.
    /// The compiler, validating a constant's value, follows its references,
    /// into a static's memory too, but not a raw pointer: checks read a
    /// description through `REFERENT`. Not public API.
    #[doc(hidden)]
    const __DESCRIBED: &'static Description = Self::DESCRIPTION;

    /// `DESCRIPTION` on each target of [`Target::ALL`](crate::portable::Target::ALL), computed from the
    /// target's [`DataModel`](crate::portable::DataModel) by the language's layout rules, or why it
    /// cannot be: what [`portable`](crate::portable) checks read. An impl
    /// written by hand describes the target it is compiled for only, and
    /// keeps this default: no target. So does a derived type without type
    /// parameters that did not ask for them, whose description says why.
    #[doc(hidden)]
    const PORTABLE: [Portability; TARGETS] = nowhere(Self::DESCRIPTION, Self::DESCRIPTION.why_unportable());

    /// What the derive's output builds descriptions and checks with: a
    /// value of this crate's own type, reached through this trait (the one
    /// path a derive's output can trust), whose methods no other crate can
    /// replace. Not public API, and never overridden.
    #[doc(hidden)]
    const __KIT: Kit = Kit;

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
        let () = <Self as TryView>::SHARED;
        <Self as TryView>::try_ref_from_bytes(source)
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
        let () = <Self as TryView>::SHARED;
        <Self as TryView>::try_ref_from_prefix(source)
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
        let () = <Self as TryView>::SHARED;
        <Self as TryView>::try_ref_from_suffix(source)
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
        let () = <Self as TryView>::UNIQUE;
        <Self as TryView>::try_mut_from_bytes(source)
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
        let () = <Self as TryView>::UNIQUE;
        <Self as TryView>::try_mut_from_prefix(source)
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
        let () = <Self as TryView>::UNIQUE;
        <Self as TryView>::try_mut_from_suffix(source)
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
        let () = <Self as TryView>::VALUE;
        <Self as TryView>::try_read_from_bytes(source)
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
        let () = <Self as TryView>::VALUE;
        <Self as TryView>::try_read_from_prefix(source)
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
        let () = <Self as TryView>::VALUE;
        <Self as TryView>::try_read_from_suffix(source)
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
        let () = <Self as TryView>::TAILED_REF_BYTES;
        let () = <Self as TryView>::SHARED;
        <Self as TryView>::try_ref_from_bytes_with_elems(source, elements)
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
        let () = <Self as TryView>::TAILED_REF_PREFIX;
        let () = <Self as TryView>::SHARED;
        <Self as TryView>::try_ref_from_prefix_with_elems(source, elements)
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
        let () = <Self as TryView>::TAILED_REF_SUFFIX;
        let () = <Self as TryView>::SHARED;
        <Self as TryView>::try_ref_from_suffix_with_elems(source, elements)
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
        let () = <Self as TryView>::TAILED_MUT_BYTES;
        let () = <Self as TryView>::UNIQUE;
        <Self as TryView>::try_mut_from_bytes_with_elems(source, elements)
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
        let () = <Self as TryView>::TAILED_MUT_PREFIX;
        let () = <Self as TryView>::UNIQUE;
        <Self as TryView>::try_mut_from_prefix_with_elems(source, elements)
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
        let () = <Self as TryView>::TAILED_MUT_SUFFIX;
        let () = <Self as TryView>::UNIQUE;
        <Self as TryView>::try_mut_from_suffix_with_elems(source, elements)
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
    /// The kit of this trait, as [`Layout`]'s (`Layout::__KIT`): the
    /// derive's output proves by it that the kit it builds with, reached
    /// through the path `::transmutable::Layout`, is this crate's wherever
    /// the impl it writes is of this trait. Not public API, and never
    /// overridden.
    #[doc(hidden)]
    const __KIT: crate::description::Kit = crate::description::Kit;

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
