//! The byte orders: [`BigEndian`] (also [`NetworkEndian`]),
//! [`LittleEndian`] and [`NativeEndian`], and the sealed trait
//! [`ByteOrder`] the integers are generic over.
//!
//! May use: nothing of the crate.

use core::fmt;
use core::hash::Hash;

/// Keeps [`ByteOrder`] to the two orders of this module: the integers read
/// [`ByteOrder::IS_BIG_ENDIAN`] as "big, or else little", which an order of
/// a user's making could not be.
mod sealed {
    pub trait Sealed {}
}

/// A byte order: [`BigEndian`] or [`LittleEndian`].
///
/// The trait is sealed; its one item is a constant rather than a method
/// because the integers' conversions are `const fn`s, and trait methods
/// cannot be called in `const fn`s on stable Rust. Code generic over the
/// order takes `O: ByteOrder` and uses the integers' own functions.
///
/// ```
/// use transmutable::byteorder::{ByteOrder, LittleEndian, NetworkEndian, U32};
///
/// /// A length field, in whichever order a format writes it.
/// fn length<O: ByteOrder>(field: U32<O>) -> usize {
///     field.get() as usize
/// }
///
/// assert_eq!(length(U32::<NetworkEndian>::new(1500)), 1500);
/// assert_eq!(length(U32::<LittleEndian>::from_bytes([0xdc, 0x05, 0, 0])), 1500);
/// ```
pub trait ByteOrder: sealed::Sealed + Copy + fmt::Debug + Eq + Ord + Hash + Send + Sync + Unpin + 'static {
    /// Whether the most significant byte comes first.
    ///
    /// ```
    /// use transmutable::byteorder::{BigEndian, ByteOrder, LittleEndian, NativeEndian};
    ///
    /// assert!(BigEndian::IS_BIG_ENDIAN);
    /// assert!(!LittleEndian::IS_BIG_ENDIAN);
    /// assert_eq!(NativeEndian::IS_BIG_ENDIAN, cfg!(target_endian = "big"));
    /// ```
    const IS_BIG_ENDIAN: bool;
}

/// The byte order with the most significant byte first: the order of
/// network protocols ([`NetworkEndian`]) and of many file formats.
///
/// A type with no values: it only names an order, as in
/// `U16<BigEndian>`.
///
/// ```
/// use transmutable::byteorder::{BigEndian, U32};
///
/// assert_eq!(U32::<BigEndian>::new(0x0102_0304).to_bytes(), [1, 2, 3, 4]);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum BigEndian {}

/// The byte order with the least significant byte first: the order of
/// x86, of most ARM and RISC-V targets, and of many file formats.
///
/// A type with no values: it only names an order, as in
/// `U16<LittleEndian>`.
///
/// ```
/// use transmutable::byteorder::{LittleEndian, U32};
///
/// assert_eq!(U32::<LittleEndian>::new(0x0102_0304).to_bytes(), [4, 3, 2, 1]);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum LittleEndian {}

impl sealed::Sealed for BigEndian {}
impl sealed::Sealed for LittleEndian {}

impl ByteOrder for BigEndian {
    const IS_BIG_ENDIAN: bool = true;
}

impl ByteOrder for LittleEndian {
    const IS_BIG_ENDIAN: bool = false;
}

/// The byte order of network protocols: [`BigEndian`].
///
/// ```
/// use transmutable::byteorder::{NetworkEndian, U16};
///
/// const DNS_PORT: U16<NetworkEndian> = U16::new(53);
/// assert_eq!(DNS_PORT.to_bytes(), [0, 53]);
/// ```
pub type NetworkEndian = BigEndian;

/// The target's byte order: [`LittleEndian`] on little-endian targets.
///
/// ```
/// use transmutable::byteorder::{NativeEndian, U32};
///
/// let n = U32::<NativeEndian>::new(0x0102_0304);
/// assert_eq!(n.to_bytes(), 0x0102_0304u32.to_ne_bytes());
/// ```
#[cfg(target_endian = "little")]
pub type NativeEndian = LittleEndian;

/// The target's byte order: [`BigEndian`] on big-endian targets.
///
/// ```
/// use transmutable::byteorder::{NativeEndian, U32};
///
/// let n = U32::<NativeEndian>::new(0x0102_0304);
/// assert_eq!(n.to_bytes(), 0x0102_0304u32.to_ne_bytes());
/// ```
#[cfg(target_endian = "big")]
pub type NativeEndian = BigEndian;
