//! What the `try_` methods of [`Layout`](super::Layout) ask of the views:
//! their compile-time checks and the views themselves, declared here, below
//! the trait, and implemented by the views (`transmute/views/`) for every
//! [`Pointee`](super::Pointee). The views are bounded by the trait, and the
//! trait's methods call the views: declared here, the calls point down from
//! the trait to this file and from the views to both.
//!
//! It may use the views' error types (`transmute/views/errors.rs`), which
//! know no type's `Layout`, and nothing else of the crate.

use crate::transmute::views::errors::{TryCastError, TryReadError};

/// The `try_` views of `Self`, and their compile-time checks as constants
/// of `Self`. A free function and the method of `Layout` of the same name,
/// which calls it through this trait, both name the check's constant: it is
/// evaluated once, and a refusal is reported once, at the line that called
/// whichever of the two (the compiler instantiates the caller's callee, and
/// its constants, before what that callee calls).
pub(crate) trait TryView {
    /// Refuses a `Self` that a shared view cannot check at run time.
    const SHARED: ();
    /// Refuses a `Self` that a unique view cannot check at run time.
    const UNIQUE: ();
    /// Refuses a `Self` that a copy cannot check at run time.
    const VALUE: ();
    /// Refuse a sized `Self` where a view counts tail elements, each naming
    /// the view to use instead.
    const TAILED_REF_BYTES: ();
    /// See [`TryView::TAILED_REF_BYTES`].
    const TAILED_REF_PREFIX: ();
    /// See [`TryView::TAILED_REF_BYTES`].
    const TAILED_REF_SUFFIX: ();
    /// See [`TryView::TAILED_REF_BYTES`].
    const TAILED_MUT_BYTES: ();
    /// See [`TryView::TAILED_REF_BYTES`].
    const TAILED_MUT_PREFIX: ();
    /// See [`TryView::TAILED_REF_BYTES`].
    const TAILED_MUT_SUFFIX: ();

    /// [`try_ref_from_bytes`](crate::try_ref_from_bytes).
    fn try_ref_from_bytes(source: &[u8]) -> Result<&Self, TryCastError<&[u8]>>;
    /// [`try_ref_from_prefix`](crate::try_ref_from_prefix).
    fn try_ref_from_prefix(source: &[u8]) -> Result<(&Self, &[u8]), TryCastError<&[u8]>>
    where
        Self: Sized;
    /// [`try_ref_from_suffix`](crate::try_ref_from_suffix).
    fn try_ref_from_suffix(source: &[u8]) -> Result<(&[u8], &Self), TryCastError<&[u8]>>
    where
        Self: Sized;
    /// [`try_mut_from_bytes`](crate::try_mut_from_bytes).
    fn try_mut_from_bytes(source: &mut [u8]) -> Result<&mut Self, TryCastError<&mut [u8]>>;
    /// [`try_mut_from_prefix`](crate::try_mut_from_prefix).
    fn try_mut_from_prefix(source: &mut [u8]) -> Result<(&mut Self, &mut [u8]), TryCastError<&mut [u8]>>
    where
        Self: Sized;
    /// [`try_mut_from_suffix`](crate::try_mut_from_suffix).
    fn try_mut_from_suffix(source: &mut [u8]) -> Result<(&mut [u8], &mut Self), TryCastError<&mut [u8]>>
    where
        Self: Sized;
    /// [`try_read_from_bytes`](crate::try_read_from_bytes).
    fn try_read_from_bytes(source: &[u8]) -> Result<Self, TryReadError<&[u8]>>
    where
        Self: Sized;
    /// [`try_read_from_prefix`](crate::try_read_from_prefix).
    fn try_read_from_prefix(source: &[u8]) -> Result<(Self, &[u8]), TryReadError<&[u8]>>
    where
        Self: Sized;
    /// [`try_read_from_suffix`](crate::try_read_from_suffix).
    fn try_read_from_suffix(source: &[u8]) -> Result<(&[u8], Self), TryReadError<&[u8]>>
    where
        Self: Sized;
    /// [`try_ref_from_bytes_with_elems`](crate::try_ref_from_bytes_with_elems).
    fn try_ref_from_bytes_with_elems(source: &[u8], elements: usize) -> Result<&Self, TryCastError<&[u8]>>;
    /// [`try_ref_from_prefix_with_elems`](crate::try_ref_from_prefix_with_elems).
    fn try_ref_from_prefix_with_elems(source: &[u8], elements: usize) -> Result<(&Self, &[u8]), TryCastError<&[u8]>>;
    /// [`try_ref_from_suffix_with_elems`](crate::try_ref_from_suffix_with_elems).
    fn try_ref_from_suffix_with_elems(source: &[u8], elements: usize) -> Result<(&[u8], &Self), TryCastError<&[u8]>>;
    /// [`try_mut_from_bytes_with_elems`](crate::try_mut_from_bytes_with_elems).
    fn try_mut_from_bytes_with_elems(source: &mut [u8], elements: usize) -> Result<&mut Self, TryCastError<&mut [u8]>>;
    /// [`try_mut_from_prefix_with_elems`](crate::try_mut_from_prefix_with_elems).
    fn try_mut_from_prefix_with_elems(
        source: &mut [u8],
        elements: usize,
    ) -> Result<(&mut Self, &mut [u8]), TryCastError<&mut [u8]>>;
    /// [`try_mut_from_suffix_with_elems`](crate::try_mut_from_suffix_with_elems).
    fn try_mut_from_suffix_with_elems(
        source: &mut [u8],
        elements: usize,
    ) -> Result<(&mut [u8], &mut Self), TryCastError<&mut [u8]>>;
}
