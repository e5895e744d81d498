//! The `try_` views and their compile-time checks as the methods of
//! `Layout` reach them: [`TryView`], which `layout/` declares below the
//! trait, implemented here, above both the trait and the views, for every
//! `Pointee`. Each method is the free function of its name, and each
//! constant the check that function names.

use super::refuse;
use super::views::{refuse_sized, TryCastError, TryReadError, CHECKED_FROM, SHARED_CHECKED_FROM, UNIQUE_CHECKED_FROM};
use crate::answer::{Answer, Form};
use crate::layout::{Pointee, TryView};

impl<T: Pointee + ?Sized> TryView for T {
    const SHARED: () = refuse(Answer::of_bytes(T::DESCRIPTION, SHARED_CHECKED_FROM, Form::Shared));
    const UNIQUE: () = refuse(Answer::of_bytes(T::DESCRIPTION, UNIQUE_CHECKED_FROM, Form::Unique));
    const VALUE: () = refuse(Answer::of_bytes(T::DESCRIPTION, CHECKED_FROM, Form::Value));
    const TAILED_REF_BYTES: () = refuse_sized(T::DESCRIPTION, "try_ref_from_bytes");
    const TAILED_REF_PREFIX: () = refuse_sized(T::DESCRIPTION, "try_ref_from_prefix");
    const TAILED_REF_SUFFIX: () = refuse_sized(T::DESCRIPTION, "try_ref_from_suffix");
    const TAILED_MUT_BYTES: () = refuse_sized(T::DESCRIPTION, "try_mut_from_bytes");
    const TAILED_MUT_PREFIX: () = refuse_sized(T::DESCRIPTION, "try_mut_from_prefix");
    const TAILED_MUT_SUFFIX: () = refuse_sized(T::DESCRIPTION, "try_mut_from_suffix");

    #[inline]
    fn try_ref_from_bytes(source: &[u8]) -> Result<&T, TryCastError<&[u8]>> {
        crate::try_ref_from_bytes(source)
    }

    #[inline]
    fn try_ref_from_prefix(source: &[u8]) -> Result<(&T, &[u8]), TryCastError<&[u8]>>
    where
        T: Sized,
    {
        crate::try_ref_from_prefix(source)
    }

    #[inline]
    fn try_ref_from_suffix(source: &[u8]) -> Result<(&[u8], &T), TryCastError<&[u8]>>
    where
        T: Sized,
    {
        crate::try_ref_from_suffix(source)
    }

    #[inline]
    fn try_mut_from_bytes(source: &mut [u8]) -> Result<&mut T, TryCastError<&mut [u8]>> {
        crate::try_mut_from_bytes(source)
    }

    #[inline]
    fn try_mut_from_prefix(source: &mut [u8]) -> Result<(&mut T, &mut [u8]), TryCastError<&mut [u8]>>
    where
        T: Sized,
    {
        crate::try_mut_from_prefix(source)
    }

    #[inline]
    fn try_mut_from_suffix(source: &mut [u8]) -> Result<(&mut [u8], &mut T), TryCastError<&mut [u8]>>
    where
        T: Sized,
    {
        crate::try_mut_from_suffix(source)
    }

    #[inline]
    fn try_read_from_bytes(source: &[u8]) -> Result<T, TryReadError<&[u8]>>
    where
        T: Sized,
    {
        crate::try_read_from_bytes(source)
    }

    #[inline]
    fn try_read_from_prefix(source: &[u8]) -> Result<(T, &[u8]), TryReadError<&[u8]>>
    where
        T: Sized,
    {
        crate::try_read_from_prefix(source)
    }

    #[inline]
    fn try_read_from_suffix(source: &[u8]) -> Result<(&[u8], T), TryReadError<&[u8]>>
    where
        T: Sized,
    {
        crate::try_read_from_suffix(source)
    }

    #[inline]
    fn try_ref_from_bytes_with_elems(source: &[u8], elements: usize) -> Result<&T, TryCastError<&[u8]>> {
        crate::try_ref_from_bytes_with_elems(source, elements)
    }

    #[inline]
    fn try_ref_from_prefix_with_elems(source: &[u8], elements: usize) -> Result<(&T, &[u8]), TryCastError<&[u8]>> {
        crate::try_ref_from_prefix_with_elems(source, elements)
    }

    #[inline]
    fn try_ref_from_suffix_with_elems(source: &[u8], elements: usize) -> Result<(&[u8], &T), TryCastError<&[u8]>> {
        crate::try_ref_from_suffix_with_elems(source, elements)
    }

    #[inline]
    fn try_mut_from_bytes_with_elems(source: &mut [u8], elements: usize) -> Result<&mut T, TryCastError<&mut [u8]>> {
        crate::try_mut_from_bytes_with_elems(source, elements)
    }

    #[inline]
    fn try_mut_from_prefix_with_elems(
        source: &mut [u8],
        elements: usize,
    ) -> Result<(&mut T, &mut [u8]), TryCastError<&mut [u8]>> {
        crate::try_mut_from_prefix_with_elems(source, elements)
    }

    #[inline]
    fn try_mut_from_suffix_with_elems(
        source: &mut [u8],
        elements: usize,
    ) -> Result<(&mut [u8], &mut T), TryCastError<&mut [u8]>> {
        crate::try_mut_from_suffix_with_elems(source, elements)
    }
}
