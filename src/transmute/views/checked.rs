//! Fallible transmutation: a value or a referent whose bytes are checked
//! at run time against the destination's description.

use super::*;

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
/// let flag: bool = transmutable::try_transmute(1u8).unwrap();
/// assert!(flag);
///
/// let error = transmutable::try_transmute::<u32, char>(0xD800).unwrap_err();
/// assert_eq!(error.into_source(), 0xD800);
/// ```
///
/// ```compile_fail
/// // Byte 1 of `(u8, u16)` is padding: there is nothing to check.
/// let value: u32 = transmutable::try_transmute((1u8, 2u16)).unwrap();
/// ```
#[inline]
pub fn try_transmute<'l, Src: Layout + Lifetime<'l>, Dst: Layout + Lifetime<'l>>(
    src: Src,
) -> Result<Dst, ValidityError<Src>> {
    const { refuse(Answer::of_checked::<Src, Dst>()) };
    if const { matches!(Checked::<Src, Dst>::VALIDATION, Ok(Validation::Proven)) } {
        // SAFETY: the compile-time check proved every value of `Src`, laid
        // over `Dst` and followed by uninitialized bytes, a valid, safe `Dst`
        // (`Validation::Proven`: the check of `transmute`, with lifetimes
        // proven by the bounds, as there), so this one is; no byte of it is
        // read.
        return Ok(unsafe { transmute_unchecked(src) });
    }
    if !valid_in::<Src, Dst>(&src) {
        return Err(ValidityError::in_value::<Dst>(src));
    }
    // SAFETY: the compile-time check proved everything but validity, and
    // that every byte the validator read is initialized; the validator just
    // found this value's bytes valid for `Dst`.
    Ok(unsafe { transmute_unchecked(src) })
}

/// How `try_transmute::<Src, Dst>` knows its result valid, or why it may
/// not be called: decided once per pair, for the compile-time refusal and
/// for the run-time check both.
pub(super) struct Checked<Src, Dst>(core::marker::PhantomData<(Src, Dst)>);

impl<Src: Layout, Dst: Layout> Checked<Src, Dst> {
    pub(super) const VALIDATION: Result<Validation, crate::Reason> =
        crate::query::decide_checked(Src::DESCRIPTION, Dst::DESCRIPTION);
}

/// Reads `&Src` as `&Dst`, checking the referent's bytes at run time: the
/// size, the alignment and the absence of cells and pointers are checked at
/// compile time, whether this referent is a valid `Dst` now. On failure the
/// error says which byte, which field and which values, and gives `src`
/// back.
///
/// ```
/// use transmutable::Layout;
///
/// #[derive(Layout, Debug, PartialEq)]
/// #[repr(u8)]
/// pub enum Light {
///     Off = 0,
///     On = 1,
/// }
///
/// let lights: &[Light; 2] = transmutable::try_transmute_ref(&[1u8, 0]).unwrap();
/// assert_eq!(lights, &[Light::On, Light::Off]);
/// let error = transmutable::try_transmute_ref::<[u8; 2], [Light; 2]>(&[1, 7]).unwrap_err();
/// assert_eq!(error.offset(), 1);
/// assert_eq!(error.into_source(), &[1, 7]);
/// ```
///
/// ```compile_fail
/// // `u16` needs an alignment of 2, which `[u8; 2]` does not promise.
/// let word: &u16 = transmutable::try_transmute_ref(&[1u8, 2]).unwrap();
/// ```
#[inline]
pub fn try_transmute_ref<Src: Layout, Dst: Layout>(src: &Src) -> Result<&Dst, ValidityError<&Src>> {
    const { refuse(Answer::of_checked_reference::<Src, Dst>(false)) };
    if !valid_in::<Src, Dst>(src) {
        return Err(ValidityError::in_referent::<Dst>(src));
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
/// let flags: &mut [bool; 2] = transmutable::try_transmute_mut(&mut bytes).unwrap();
/// flags[1] = true;
/// assert_eq!(bytes, [1, 1]);
/// assert!(transmutable::try_transmute_mut::<[u8; 2], [bool; 2]>(&mut [2, 0]).is_err());
/// ```
///
/// ```compile_fail
/// // A `u8` written back would not always be a `bool`.
/// let byte: &mut u8 = transmutable::try_transmute_mut(&mut true).unwrap();
/// ```
#[inline]
pub fn try_transmute_mut<Src: Layout, Dst: Layout>(src: &mut Src) -> Result<&mut Dst, ValidityError<&mut Src>> {
    const { refuse(Answer::of_checked_reference::<Src, Dst>(true)) };
    if !valid_in::<Src, Dst>(src) {
        return Err(ValidityError::in_referent_mut::<Dst>(src));
    }
    let pointer = src as *mut Src as *mut Dst;
    // SAFETY: as for `try_transmute_ref`, and the compile-time check also
    // proved that every `Dst` is a valid, safe `Src` in the bytes it covers,
    // so whatever is written through the result leaves a valid `Src`; the
    // result borrows `src` uniquely.
    Ok(unsafe { &mut *pointer })
}

/// Whether the bytes of `value` are a valid `Dst`: the validator reads only
/// bytes the compile-time check proved initialized in every `Src`.
#[inline(always)]
pub(super) fn valid_in<Src: Layout, Dst: Layout>(value: &Src) -> bool {
    validate::valid_planned::<SizedPart<Dst>, _>(&ValueBytes::new(value), 0)
}
