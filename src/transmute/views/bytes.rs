//! Views of a byte buffer as a `&T` or `&mut T`: whole, at its start or
//! end, with a number of tail elements, and with the bytes checked.

use super::*;

/// Reads `bytes` as a `&T`, when every byte string is a valid `T` (checked
/// at compile time: `T` has no padding that bytes could not fill, no
/// `bool` or enum that a byte could break, no `UnsafeCell`, no invariants).
/// The buffer must be as long as a `T` (for an unsized `T`, as long as one
/// with some number of elements) and aligned for `T`.
///
/// ```
/// use transmutable::{byteorder::NetworkEndian, byteorder::U16, Layout};
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
/// let header: &UdpHeader = transmutable::ref_from_bytes(&packet).unwrap();
/// assert_eq!(header.destination_port.get(), 53);
/// assert!(transmutable::ref_from_bytes::<UdpHeader>(&packet[..7]).is_err());
/// ```
///
/// A type that not every byte string inhabits needs the checking variant:
///
/// ```compile_fail
/// let flag: &bool = transmutable::ref_from_bytes(&[1u8][..]).unwrap();
/// // error: `&[u8]` cannot be transmuted into `&bool`: at byte 0, `[u8]` may
/// // hold 2..=255, but `bool` accepts only 0..=1 there.
/// ```
#[inline]
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
/// let (head, rest): (&[u8; 2], &[u8]) = transmutable::ref_from_prefix(&packet).unwrap();
/// assert_eq!((head, rest), (&[1, 2], &[3, 4, 5][..]));
/// ```
#[inline]
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
/// let (body, trailer): (&[u8], &[u8; 2]) = transmutable::ref_from_suffix(&frame).unwrap();
/// assert_eq!((body, trailer), (&[0xAA, 0xBB][..], &[1, 2]));
/// ```
#[inline]
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
/// let word: &mut u32 = match transmutable::mut_from_bytes(&mut buffer) {
///     Ok(word) => word,
///     Err(_) => return, // the buffer is not aligned for `u32` here
/// };
/// *word = u32::from_ne_bytes([1, 2, 3, 4]);
/// assert_eq!(buffer, [1, 2, 3, 4]);
/// ```
#[inline]
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
/// let (head, rest): (&mut [u8; 2], &mut [u8]) = transmutable::mut_from_prefix(&mut buffer).unwrap();
/// head[1] = 7;
/// rest[0] = 9;
/// assert_eq!(buffer, [0, 7, 9]);
/// ```
#[inline]
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
/// let (rest, last): (&mut [u8], &mut [u8; 1]) = transmutable::mut_from_suffix(&mut buffer).unwrap();
/// last[0] = 5;
/// assert_eq!((rest.len(), buffer), (2, [0, 0, 5]));
/// ```
#[inline]
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
/// use transmutable::Layout;
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
/// let message: &Message = transmutable::try_ref_from_bytes(&[1, 0][..]).unwrap();
/// assert_eq!(message.kind, Kind::Reply);
///
/// let error = transmutable::try_ref_from_bytes::<Message>(&[1, 7][..]).unwrap_err();
/// assert_eq!(
///     error.to_string(),
///     "the bytes are not a valid `Message`: byte 1 (`Message.urgent`) holds 7, but only 0..=1 is valid there"
/// );
///
/// let text: &str = transmutable::try_ref_from_bytes(b"transmutable").unwrap();
/// assert_eq!(text, "transmutable");
/// ```
#[inline]
pub fn try_ref_from_bytes<T: Pointee + ?Sized>(bytes: &[u8]) -> Result<&T, TryCastError<&[u8]>> {
    let () = <T as TryView>::SHARED;
    let description = T::DESCRIPTION;
    let Span { elements, .. } =
        locate::<T>(bytes, Place::Whole, true).map_err(|refusal| refusal.try_cast(bytes, description))?;
    if let Err(region) = validity::<T>(bytes, elements, 0) {
        return Err(TryCastError::Validity(ValidityError::in_buffer::<T>(bytes, region)));
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
/// let (flag, rest): (&bool, &[u8]) = transmutable::try_ref_from_prefix(&[1, 9, 9][..]).unwrap();
/// assert_eq!((*flag, rest), (true, &[9, 9][..]));
/// ```
#[inline]
pub fn try_ref_from_prefix<T: Layout>(bytes: &[u8]) -> Result<(&T, &[u8]), TryCastError<&[u8]>> {
    let () = <T as TryView>::SHARED;
    let description = T::DESCRIPTION;
    locate::<T>(bytes, Place::Prefix(0), true).map_err(|refusal| refusal.try_cast(bytes, description))?;
    let (head, rest) = bytes.split_at(description.size);
    if let Err(region) = validity::<T>(head, 0, 0) {
        return Err(TryCastError::Validity(ValidityError::in_buffer::<T>(bytes, region)));
    }
    // SAFETY: as for `try_ref_from_bytes`, for the first bytes.
    Ok((unsafe { view_ref(head, 0) }, rest))
}

/// [`try_ref_from_bytes`] for the last `size_of::<T>()` bytes; returns the
/// bytes before them.
///
/// ```
/// let (rest, flag): (&[u8], &bool) = transmutable::try_ref_from_suffix(&[9, 0][..]).unwrap();
/// assert_eq!((rest, *flag), (&[9][..], false));
/// ```
#[inline]
pub fn try_ref_from_suffix<T: Layout>(bytes: &[u8]) -> Result<(&[u8], &T), TryCastError<&[u8]>> {
    let () = <T as TryView>::SHARED;
    let description = T::DESCRIPTION;
    let Span { start: split, .. } =
        locate::<T>(bytes, Place::Suffix(0), true).map_err(|refusal| refusal.try_cast(bytes, description))?;
    let (rest, tail) = bytes.split_at(split);
    if let Err(region) = validity::<T>(tail, 0, split) {
        return Err(TryCastError::Validity(ValidityError::in_buffer::<T>(bytes, region)));
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
/// let flag: &mut bool = transmutable::try_mut_from_bytes(&mut buffer).unwrap();
/// *flag = false;
/// assert_eq!(buffer, [0]);
/// assert!(transmutable::try_mut_from_bytes::<bool>(&mut [2u8][..]).is_err());
/// ```
#[inline]
pub fn try_mut_from_bytes<T: Pointee + ?Sized>(bytes: &mut [u8]) -> Result<&mut T, TryCastError<&mut [u8]>> {
    let () = <T as TryView>::UNIQUE;
    let description = T::DESCRIPTION;
    let checked = locate::<T>(bytes, Place::Whole, true)
        .map_err(Ok)
        .and_then(|Span { elements, .. }| validity::<T>(bytes, elements, 0).map(|()| elements).map_err(Err));
    let elements = match checked {
        Ok(elements) => elements,
        Err(Ok(refusal)) => return Err(refusal.try_cast(bytes, description)),
        Err(Err(region)) => return Err(TryCastError::Validity(ValidityError::in_buffer::<T>(bytes, region))),
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
/// let (flag, _rest): (&mut bool, &mut [u8]) = transmutable::try_mut_from_prefix(&mut buffer).unwrap();
/// *flag = true;
/// assert_eq!(buffer, [1, 5]);
/// ```
#[inline]
pub fn try_mut_from_prefix<T: Layout>(bytes: &mut [u8]) -> Result<(&mut T, &mut [u8]), TryCastError<&mut [u8]>> {
    let () = <T as TryView>::UNIQUE;
    let description = T::DESCRIPTION;
    let checked = locate::<T>(bytes, Place::Prefix(0), true)
        .map_err(Ok)
        .and_then(|_| validity::<T>(&bytes[..description.size], 0, 0).map_err(Err));
    match checked {
        Ok(()) => {}
        Err(Ok(refusal)) => return Err(refusal.try_cast(bytes, description)),
        Err(Err(region)) => return Err(TryCastError::Validity(ValidityError::in_buffer::<T>(bytes, region))),
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
/// let (_rest, flag): (&mut [u8], &mut bool) = transmutable::try_mut_from_suffix(&mut buffer).unwrap();
/// *flag = true;
/// assert_eq!(buffer, [5, 1]);
/// ```
#[inline]
pub fn try_mut_from_suffix<T: Layout>(bytes: &mut [u8]) -> Result<(&mut [u8], &mut T), TryCastError<&mut [u8]>> {
    let () = <T as TryView>::UNIQUE;
    let description = T::DESCRIPTION;
    let checked = locate::<T>(bytes, Place::Suffix(0), true)
        .map_err(Ok)
        .and_then(|Span { start: split, .. }| validity::<T>(&bytes[split..], 0, split).map(|()| split).map_err(Err));
    let split = match checked {
        Ok(split) => split,
        Err(Ok(refusal)) => return Err(refusal.try_cast(bytes, description)),
        Err(Err(region)) => return Err(TryCastError::Validity(ValidityError::in_buffer::<T>(bytes, region))),
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
/// use transmutable::byteorder::{NetworkEndian, U16};
/// use transmutable::Layout;
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
/// let (count, _): (&U16<NetworkEndian>, _) = transmutable::ref_from_prefix(&packet).unwrap();
/// let (ports, rest): (&Ports, &[u8]) = transmutable::ref_from_prefix_with_elems(&packet, count.get().into()).unwrap();
/// assert_eq!((ports.ports[0].get(), ports.ports[1].get()), (53, 5353));
/// assert_eq!(rest, [0xFF]);
///
/// let error = transmutable::ref_from_prefix_with_elems::<Ports>(&packet, 3).unwrap_err();
/// assert_eq!(error.to_string(), "the buffer holds 7 bytes, but `Ports` takes 8 bytes");
/// ```
///
/// A sized type has no elements to count:
///
/// ```compile_fail
/// let _ = transmutable::ref_from_prefix_with_elems::<u8>(&[1, 2][..], 1);
/// // error: `u8` is sized: it has no tail elements to count; use `ref_from_prefix`
/// ```
#[inline]
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
/// let (words, rest): (&mut [[u8; 2]], &mut [u8]) = transmutable::mut_from_prefix_with_elems(&mut buffer, 2).unwrap();
/// words[1] = [7, 8];
/// rest[0] = 9;
/// assert_eq!(buffer, [0, 0, 7, 8, 9]);
/// ```
#[inline]
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
/// let (flags, rest): (&[bool], &[u8]) = transmutable::try_ref_from_prefix_with_elems(&[1, 0, 7][..], 2).unwrap();
/// assert_eq!((flags, rest), (&[true, false][..], &[7][..]));
///
/// let error = transmutable::try_ref_from_prefix_with_elems::<[bool]>(&[1, 0, 7][..], 3).unwrap_err();
/// assert_eq!(error.to_string(), "the bytes are not a valid `[bool]`: byte 2 (`[bool][2]`) holds 7, but only 0..=1 is valid there");
/// ```
#[inline]
pub fn try_ref_from_prefix_with_elems<T: Pointee + ?Sized>(
    bytes: &[u8],
    elements: usize,
) -> Result<(&T, &[u8]), TryCastError<&[u8]>> {
    let () = <T as TryView>::TAILED_REF_PREFIX;
    let () = <T as TryView>::SHARED;
    let description = T::DESCRIPTION;
    let span =
        locate::<T>(bytes, Place::Prefix(elements), true).map_err(|refusal| refusal.try_cast(bytes, description))?;
    let (head, rest) = bytes.split_at(span.end);
    if let Err(region) = validity::<T>(head, elements, 0) {
        return Err(TryCastError::Validity(ValidityError::in_buffer::<T>(bytes, region)));
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
/// let (flags, _rest): (&mut [bool], &mut [u8]) = transmutable::try_mut_from_prefix_with_elems(&mut buffer, 2).unwrap();
/// flags[0] = false;
/// assert_eq!(buffer, [0, 1, 5]);
/// assert!(transmutable::try_mut_from_prefix_with_elems::<[bool]>(&mut buffer, 3).is_err());
/// ```
#[inline]
pub fn try_mut_from_prefix_with_elems<T: Pointee + ?Sized>(
    bytes: &mut [u8],
    elements: usize,
) -> Result<(&mut T, &mut [u8]), TryCastError<&mut [u8]>> {
    let () = <T as TryView>::TAILED_MUT_PREFIX;
    let () = <T as TryView>::UNIQUE;
    let description = T::DESCRIPTION;
    let checked = locate::<T>(bytes, Place::Prefix(elements), true)
        .map_err(Ok)
        .and_then(|span| validity::<T>(&bytes[..span.end], elements, 0).map(|()| span.end).map_err(Err));
    let end = match checked {
        Ok(end) => end,
        Err(Ok(refusal)) => return Err(refusal.try_cast(bytes, description)),
        Err(Err(region)) => return Err(TryCastError::Validity(ValidityError::in_buffer::<T>(bytes, region))),
    };
    let (head, rest) = bytes.split_at_mut(end);
    // SAFETY: as for `try_mut_from_bytes`, for the first bytes, which are
    // exactly a `T` with `elements` elements.
    Ok((unsafe { view_mut(head, elements) }, rest))
}
