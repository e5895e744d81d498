//! Values read out of bytes, values seen or written as bytes, and the
//! value of all-zero bytes.

use super::*;

/// Copies a `T` out of `bytes`, which need not be aligned, when every byte
/// string is a valid `T`.
///
/// ```
/// let packet = [0u8, 1, 0, 0, 0];
/// let word: u32 = transmutable::read_from_bytes(&packet[1..]).unwrap(); // unaligned
/// assert_eq!(word, u32::from_ne_bytes([1, 0, 0, 0]));
/// ```
#[inline]
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
/// let (value, rest): (u16, &[u8]) = transmutable::read_from_prefix(&[1, 0, 9][..]).unwrap();
/// assert_eq!((value, rest), (u16::from_ne_bytes([1, 0]), &[9][..]));
/// ```
#[inline]
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
/// let (rest, value): (&[u8], u8) = transmutable::read_from_suffix(&[4, 5][..]).unwrap();
/// assert_eq!((rest, value), (&[4][..], 5));
/// ```
#[inline]
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
/// let flag: bool = transmutable::try_read_from_bytes(&[1][..]).unwrap();
/// assert!(flag);
/// let error = transmutable::try_read_from_bytes::<char>(&[0, 0xD8, 0, 0][..]).unwrap_err();
/// assert!(error.to_string().starts_with("the bytes are not a valid `char`"));
/// ```
#[inline]
pub fn try_read_from_bytes<T: Layout>(bytes: &[u8]) -> Result<T, TryReadError<&[u8]>> {
    let () = <T as TryView>::VALUE;
    let description = T::DESCRIPTION;
    locate::<T>(bytes, Place::Whole, false).map_err(|refusal| TryReadError::Size(refusal.size(bytes, description)))?;
    if let Err(region) = validity::<T>(bytes, 0, 0) {
        return Err(TryReadError::Validity(ValidityError::in_buffer::<T>(bytes, region)));
    }
    // SAFETY: `bytes` holds `size_of::<T>()` bytes that are a valid `T` (just
    // checked), and `T` has no invariants (checked at compile time).
    Ok(unsafe { read_unaligned(bytes) })
}

/// [`try_read_from_bytes`] for the first `size_of::<T>()` bytes; returns the
/// rest.
///
/// ```
/// let (flag, rest): (bool, &[u8]) = transmutable::try_read_from_prefix(&[0, 3][..]).unwrap();
/// assert_eq!((flag, rest), (false, &[3][..]));
/// ```
#[inline]
pub fn try_read_from_prefix<T: Layout>(bytes: &[u8]) -> Result<(T, &[u8]), TryReadError<&[u8]>> {
    let () = <T as TryView>::VALUE;
    let description = T::DESCRIPTION;
    locate::<T>(bytes, Place::Prefix(0), false)
        .map_err(|refusal| TryReadError::Size(refusal.size(bytes, description)))?;
    let (head, rest) = bytes.split_at(description.size);
    if let Err(region) = validity::<T>(head, 0, 0) {
        return Err(TryReadError::Validity(ValidityError::in_buffer::<T>(bytes, region)));
    }
    // SAFETY: as for `try_read_from_bytes`, for the first bytes.
    Ok((unsafe { read_unaligned(head) }, rest))
}

/// [`try_read_from_bytes`] for the last `size_of::<T>()` bytes; returns the
/// bytes before them.
///
/// ```
/// let (rest, flag): (&[u8], bool) = transmutable::try_read_from_suffix(&[3, 1][..]).unwrap();
/// assert_eq!((rest, flag), (&[3][..], true));
/// ```
#[inline]
pub fn try_read_from_suffix<T: Layout>(bytes: &[u8]) -> Result<(&[u8], T), TryReadError<&[u8]>> {
    let () = <T as TryView>::VALUE;
    let description = T::DESCRIPTION;
    let Span { start: split, .. } = locate::<T>(bytes, Place::Suffix(0), false)
        .map_err(|refusal| TryReadError::Size(refusal.size(bytes, description)))?;
    let (rest, tail) = bytes.split_at(split);
    if let Err(region) = validity::<T>(tail, 0, split) {
        return Err(TryReadError::Validity(ValidityError::in_buffer::<T>(bytes, region)));
    }
    // SAFETY: as for `try_read_from_bytes`, for the last bytes.
    Ok((rest, unsafe { read_unaligned(tail) }))
}

/// The bytes of `value`: every byte of every `T` is initialized (no
/// padding, no pointers) and none is inside an `UnsafeCell` (checked at
/// compile time).
///
/// ```
/// let bytes = transmutable::as_bytes(&[1u16, 2]);
/// assert_eq!(bytes.len(), 4);
/// let text = transmutable::as_bytes("hi");
/// assert_eq!(text, b"hi");
/// ```
///
/// ```compile_fail
/// #[derive(transmutable::Layout)]
/// #[repr(C)]
/// pub struct Padded {
///     pub flag: u8,
///     pub value: u16, // after a byte of padding
/// }
///
/// let bytes = transmutable::as_bytes(&Padded { flag: 1, value: 2 });
/// ```
///
/// A type of the default representation may be laid out otherwise by
/// another build of the compiler, so its bytes are not a format; declare
/// `#[repr(C)]`, or accept that with `#[transmutable(accept_unstable_layout)]`:
///
/// ```compile_fail
/// let bytes = transmutable::as_bytes(&(1u8, 2u8)); // a tuple
/// ```
#[inline]
pub fn as_bytes<T: Pointee + ?Sized>(value: &T) -> &[u8] {
    const { refuse(Answer::of_bytes(<T as Layout>::DESCRIPTION, SHARED_TO, Form::Shared)) };
    let size = size_of_value(value);
    // SAFETY: every byte of every `T` is initialized and outside any
    // `UnsafeCell` (checked), and `size` is the size of `value`.
    unsafe { crate::transmute::bytes_of(value, size) }
}

/// The bytes of `value`, to write: every `T` is initialized bytes and
/// every byte string is a valid `T` (checked at compile time).
///
/// ```
/// let mut word = 0u32;
/// transmutable::as_mut_bytes(&mut word)[0] = 0xFF;
/// assert_eq!(word.to_ne_bytes()[0], 0xFF);
/// ```
#[inline]
pub fn as_mut_bytes<T: Pointee + ?Sized>(value: &mut T) -> &mut [u8] {
    const { refuse(Answer::of_bytes(<T as Layout>::DESCRIPTION, UNIQUE_TO, Form::Unique)) };
    let size = size_of_value(value);
    // SAFETY: every byte of every `T` is initialized, and every byte string
    // is a valid `T` (checked), and `size` is the size of `value`.
    unsafe { crate::transmute::bytes_of_mut(value, size) }
}

/// Copies the bytes of `value` into `buffer`, which must be exactly as
/// long, when every value of `T` is initialized bytes (checked at compile
/// time). The error gives the buffer back.
///
/// ```
/// use transmutable::byteorder::big_endian::U16;
///
/// let mut buffer = [0u8; 4];
/// transmutable::write_to(&[U16::new(1), U16::new(0x0203)], &mut buffer).unwrap();
/// assert_eq!(buffer, [0, 1, 2, 3]);
/// let error = transmutable::write_to(&7u32, &mut buffer[..3]).unwrap_err();
/// assert_eq!(error.to_string(), "the buffer holds 3 bytes, but `u32` takes exactly 4 bytes");
/// ```
///
/// Padding is no byte to write:
///
/// ```compile_fail
/// let _ = transmutable::write_to(&(1u8, 2u16), &mut [0u8; 4]);
/// ```
#[inline]
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
/// transmutable::write_to_prefix(&0x0102_0304u32.to_be(), &mut buffer).unwrap();
/// assert_eq!(buffer, [1, 2, 3, 4, 9, 9]);
/// assert!(transmutable::write_to_prefix(&0u64, &mut buffer).is_err());
/// ```
#[inline]
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
/// transmutable::write_to_suffix(&[1u8, 2], &mut buffer).unwrap();
/// assert_eq!(buffer, [9, 9, 9, 9, 1, 2]);
/// ```
#[inline]
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

/// A `T` of zeros, when all zeros are a valid `T` (checked at compile
/// time).
///
/// ```
/// use core::num::NonZeroU8;
///
/// let zero: (u32, Option<NonZeroU8>, bool) = transmutable::zeroed();
/// assert_eq!(zero, (0, None, false));
/// ```
///
/// ```compile_fail
/// let never: core::num::NonZeroU8 = transmutable::zeroed();
/// ```
#[inline]
pub fn zeroed<T: Layout>() -> T {
    const { refuse(Answer::of_bytes(<T as Layout>::DESCRIPTION, ZEROS, Form::Value)) };
    // SAFETY: all zeros are a valid, safe `T` (checked).
    unsafe { core::mem::zeroed() }
}
