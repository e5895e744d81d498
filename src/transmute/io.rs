//! Values read from and written to `std::io` streams: the byte-buffer views
//! with a reader or a writer on the other side (feature `std`).

#![forbid(unsafe_code)]

use std::io::{self, Read, Write};
use std::vec;

use crate::layout::{Layout, Pointee};

/// Reads a `T` from `reader`: exactly `size_of::<T>()` bytes, when every
/// byte string of that size is a valid `T` (checked at compile time, as for
/// [`read_from_bytes`](crate::read_from_bytes)). A stream that ends first
/// is an error of kind `UnexpectedEof`.
///
/// ```
/// use transmutable::byteorder::big_endian::{U16, U32};
/// use transmutable::Layout;
///
/// #[derive(Layout)]
/// #[repr(C)]
/// pub struct Header {
///     pub magic: U32,
///     pub version: U16,
/// }
///
/// let mut stream = &[0xCA, 0xFE, 0xBA, 0xBE, 0, 3, 0xFF][..];
/// let header: Header = transmutable::read_from_io(&mut stream).unwrap();
/// assert_eq!((header.magic.get(), header.version.get()), (0xCAFE_BABE, 3));
/// assert_eq!(stream, [0xFF]); // the rest is left to read
/// ```
pub fn read_from_io<T: Layout, R: Read>(mut reader: R) -> io::Result<T> {
    let mut buffer = vec![0u8; core::mem::size_of::<T>()];
    reader.read_exact(&mut buffer)?;
    crate::read_from_bytes(&buffer)
        .map_err(|error| io::Error::new(io::ErrorKind::InvalidData, std::string::ToString::to_string(&error)))
}

/// Writes the bytes of `value` to `writer`, when every value of `T` is
/// initialized bytes (checked at compile time, as for
/// [`as_bytes`](crate::as_bytes)).
///
/// ```
/// use transmutable::byteorder::little_endian::U32;
///
/// let mut file = Vec::new();
/// transmutable::write_to_io(&[U32::new(1), U32::new(2)], &mut file).unwrap();
/// assert_eq!(file, [1, 0, 0, 0, 2, 0, 0, 0]);
/// ```
///
/// ```compile_fail
/// // Byte 1 of `(u8, u16)` is padding, no byte to write.
/// transmutable::write_to_io(&(1u8, 2u16), Vec::new()).unwrap();
/// ```
pub fn write_to_io<T: Pointee + ?Sized, W: Write>(value: &T, mut writer: W) -> io::Result<()> {
    writer.write_all(crate::as_bytes(value))
}
