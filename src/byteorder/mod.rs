//! Integers in a fixed byte order, so that wire formats are plain structs.
//!
//! A network protocol or a file format fixes the byte order of its integers
//! and packs them with no regard for alignment. A struct of `u16` fields fits
//! neither: its integers are in the machine's order, and it is 2-aligned, so
//! it cannot be laid over any place in a buffer and may gain padding. The
//! integers here are byte arrays instead — [`U16<O>`](U16) is a `[u8; 2]` —
//! so they are 1-aligned, every byte string is one of their values, and the
//! byte order `O` is applied only when the value is read ([`get`](U16::get))
//! or written ([`new`](U16::new), [`set`](U16::set)). A header made of them
//! has no padding, and transmutable transmutes bytes into it with no check at run
//! time:
//!
//! ```
//! use transmutable::byteorder::{NetworkEndian, U16};
//! use transmutable::Layout;
//!
//! /// The header of a UDP datagram (RFC 768).
//! #[derive(Layout)]
//! #[repr(C)]
//! pub struct UdpHeader {
//!     pub source_port: U16<NetworkEndian>,
//!     pub destination_port: U16<NetworkEndian>,
//!     pub length: U16<NetworkEndian>,
//!     pub checksum: U16<NetworkEndian>,
//! }
//!
//! let datagram: [u8; 8] = [0x30, 0x39, 0x00, 0x35, 0x00, 0x1c, 0xbe, 0xef];
//! let header: UdpHeader = transmutable::transmute(datagram);
//! assert_eq!(header.source_port.get(), 12345);
//! assert_eq!(header.destination_port, 53);
//! assert_eq!(header.length, 28);
//! assert_eq!(format!("{:#x}", header.checksum), "0xbeef");
//!
//! // Alignment 1: a reference to the bytes is a reference to a header.
//! let header: &UdpHeader = transmutable::transmute_ref(&datagram);
//! assert_eq!(header.destination_port, 53);
//!
//! // And back: every header is 8 initialized bytes.
//! let reply = UdpHeader {
//!     source_port: header.destination_port,
//!     destination_port: header.source_port,
//!     length: U16::new(8),
//!     checksum: U16::ZERO,
//! };
//! let bytes: [u8; 8] = transmutable::transmute(reply);
//! assert_eq!(bytes, [0x00, 0x35, 0x30, 0x39, 0x00, 0x08, 0x00, 0x00]);
//! ```
//!
//! The byte orders are types: [`BigEndian`] (also named [`NetworkEndian`])
//! and [`LittleEndian`], and [`NativeEndian`], the target's own. The
//! integers are [`U16`], [`U32`], [`U64`], [`U128`], [`Usize`] and the
//! signed [`I16`], [`I32`], [`I64`], [`I128`], [`Isize`] (as many bytes as
//! the target's pointers), and the floats [`F32`] and [`F64`], each
//! generic over its [`ByteOrder`]. For a
//! format with one byte order, the modules [`big_endian`],
//! [`little_endian`], [`network_endian`] and [`native_endian`] name each
//! integer in that order: `network_endian::U16` is `U16<NetworkEndian>`.
//!
//! An enum field of a wire format, such as the class of a DNS question,
//! is [`Enum<E, O>`](Enum): a fieldless `#[repr(u16)]` (or `u32`, ...)
//! enum `E` whose tag is stored in the order `O`, aligned to 1, whose
//! bytes the checking views (`try_ref_from_bytes`, ...) validate in place
//! against `E`'s variants.
//!
//! The conversions are `const fn`s, so packet templates and magic numbers
//! can be constants. The arithmetic operators (and, for integers, the bit
//! operators and shifts) compute with the values, as the native types do,
//! with the native type on either side (`length + 8`, `U16 - U16`), and
//! store the result in the same order; `parse` reads a value as the native
//! type's `FromStr` does, and the formatting traits write it.
//!
//! Since any bytes are valid, transmutable also lets `U16<BigEndian>` become
//! `U16<LittleEndian>`. That keeps the bytes and reverses the value, which is
//! what a transmutation means; to keep the value instead, write
//! `U16::new(big.get())`.
//!
//! This module has no `unsafe` code: its integers implement
//! [`Layout`](crate::Layout) through the derive, which reads their layout
//! from the compiler. `Enum`, which reads its tag back as an `E`, lives
//! with the crate's other `unsafe` code, in `transmute`.
//!
//! # Hashing
//!
//! A byte-order integer hashes as its value, as the native integer does, so
//! that `U16::<BigEndian>::new(7)`, `U16::<LittleEndian>::new(7)` and `7u16`
//! hash alike, as they compare equal. zerocopy's hash their bytes: a
//! derived `Hash` of a struct holding them gives other hashes here than
//! with zerocopy (a hash kept across the move, on disk or on the wire,
//! changes). `#[derive(ByteHash)]` hashes a whole struct by its bytes
//! instead.
//!
//! The module's files, one concept each: `order.rs` the byte orders,
//! `integers.rs` the integers, `floats.rs` the floats; the modules that
//! name each type in one order are here.

// The one `unsafe impl` here is the derive's, which this lint leaves to the
// derive's crate: everything written in this module is safe code, but for
// the promise that the integers' and floats' private bytes carry no
// invariants (`#[transmutable(unsafe(no_invariants))]`), which the lint
// sees as the `unsafe` it is, and `integers.rs` and `floats.rs` allow.
#![deny(unsafe_code)]

#[macro_use]
mod integers;
mod floats;
pub(crate) mod order;

pub use crate::transmute::ordered::Enum;
pub use floats::{F32, F64};
pub use integers::{Isize, Usize, I128, I16, I32, I64, U128, U16, U32, U64};
pub use order::{BigEndian, ByteOrder, LittleEndian, NativeEndian, NetworkEndian};

/// Defines a module that names every integer in one byte order.
macro_rules! order_module {
    ($(#[$doc:meta])* $module:ident, $order:ident, $to_bytes:ident) => {
        $(#[$doc])*
        pub mod $module {
            #[doc = concat!("[`Enum<E, ", stringify!($order), ">`](super::Enum): an enum without fields whose tag is in this module's byte order.")]
            ///
            /// ```
            #[doc = concat!("use transmutable::byteorder::", stringify!($module), "::Enum;")]
            ///
            /// #[derive(transmutable::Layout, Clone, Copy, Debug, PartialEq)]
            /// #[repr(u16)]
            /// pub enum Version {
            ///     Two = 2,
            /// }
            ///
            /// let field = Enum::new(Version::Two);
            #[doc = concat!("assert_eq!(field.as_bytes(), 2u16.", stringify!($to_bytes), "());")]
            /// assert_eq!(field.get(), Version::Two);
            /// ```
            pub type Enum<E> = super::Enum<E, super::$order>;

            order_module!(@aliases $module, $order, $to_bytes,
                U16 u16 0x1234, U32 u32 0x1234_5678, U64 u64 0x0102_0304_0506_0708,
                U128 u128 0x0102_0304_0506_0708_090a_0b0c_0d0e_0f10,
                I16 i16 -2, I32 i32 -2, I64 i64 -2, I128 i128 -2, F32 f32 1.5, F64 f64 1.5,
                Usize usize 0x1234, Isize isize -2);
        }
    };
    (@aliases $module:ident, $order:ident, $to_bytes:ident, $($name:ident $native:ident $sample:literal),*) => {$(
        #[doc = concat!("[`", stringify!($name), "<", stringify!($order), ">`](super::", stringify!($name), "): an `", stringify!($native), "` in this module's byte order.")]
        ///
        /// ```
        #[doc = concat!("use transmutable::byteorder::", stringify!($module), "::", stringify!($name), ";")]
        ///
        #[doc = concat!("let n = ", stringify!($name), "::new(", stringify!($sample), ");")]
        #[doc = concat!("assert_eq!(n.to_bytes(), ", stringify!($native), "::", stringify!($to_bytes), "(", stringify!($sample), "));")]
        /// ```
        pub type $name = super::$name<super::$order>;
    )*};
}

order_module! {
    /// The integers in big-endian order.
    ///
    /// ```
    /// use transmutable::byteorder::big_endian::{U16, U32};
    ///
    /// let magic = U32::new(0xCAFE_BABE);
    /// assert_eq!(magic.to_bytes(), [0xCA, 0xFE, 0xBA, 0xBE]);
    /// assert_eq!(U16::from_bytes([1, 2]), 0x0102);
    /// ```
    big_endian, BigEndian, to_be_bytes
}

order_module! {
    /// The integers in little-endian order.
    ///
    /// ```
    /// use transmutable::byteorder::little_endian::{U16, U32};
    ///
    /// let magic = U32::new(0x0403_4B50);
    /// assert_eq!(magic.to_bytes(), *b"PK\x03\x04");
    /// assert_eq!(U16::from_bytes([1, 2]), 0x0201);
    /// ```
    little_endian, LittleEndian, to_le_bytes
}

order_module! {
    /// The integers in network byte order (big-endian), for protocol
    /// headers.
    ///
    /// ```
    /// use transmutable::byteorder::network_endian::{U16, U32};
    /// use transmutable::Layout;
    ///
    /// /// The pseudo-header of a UDP checksum over IPv4.
    /// #[derive(Layout)]
    /// #[repr(C)]
    /// pub struct PseudoHeader {
    ///     pub source: U32,
    ///     pub destination: U32,
    ///     pub zero: u8,
    ///     pub protocol: u8,
    ///     pub length: U16,
    /// }
    ///
    /// // No padding, and no alignment to respect.
    /// assert_eq!(core::mem::size_of::<PseudoHeader>(), 12);
    /// let bytes: [u8; 12] = [192, 0, 2, 1, 198, 51, 100, 7, 0, 17, 0, 28];
    /// let header: &PseudoHeader = transmutable::transmute_ref(&bytes);
    /// assert_eq!(header.source, 0xC000_0201);
    /// assert_eq!(header.length, 28);
    /// ```
    network_endian, NetworkEndian, to_be_bytes
}

order_module! {
    /// The integers in the target's byte order.
    ///
    /// Unlike `u32`, a `native_endian::U32` is 1-aligned, so it reads an
    /// integer in the machine's order from anywhere in a buffer.
    ///
    /// ```
    /// use transmutable::byteorder::native_endian::U32;
    ///
    /// let buffer = [0u8, 1, 2, 3, 4, 5, 6, 7];
    /// let values: &[U32; 2] = transmutable::transmute_ref(&buffer);
    /// assert_eq!(values[1].get(), u32::from_ne_bytes([4, 5, 6, 7]));
    /// ```
    native_endian, NativeEndian, to_ne_bytes
}

#[cfg(test)]
mod tests;
