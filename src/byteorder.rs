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

// The one `unsafe impl` here is the derive's, which this lint leaves to the
// derive's crate: everything written in this module is safe code.
#![forbid(unsafe_code)]

use core::cmp::Ordering;
use core::fmt;
use core::hash::{Hash, Hasher};
use core::marker::PhantomData;

pub use crate::transmute::ordered::Enum;

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

/// Defines one integer type, generic over its byte order, with its API.
///
/// `$sample` is a value shown in the documentation, and `$big` and `$little`
/// its bytes in each order; the doc tests check that they agree.
macro_rules! integer {
    // Copies, the zero by default, and conversions from and to the value:
    // the same for integers and floats.
    (@value $name:ident, $native:ident) => {
        // Written out rather than derived: a derive would ask `O: Clone`,
        // and the order is only a name.
        impl<O> Clone for $name<O> {
            fn clone(&self) -> Self {
                *self
            }
        }

        impl<O> Copy for $name<O> {}

        impl<O: ByteOrder> Default for $name<O> {
            fn default() -> Self {
                Self::ZERO
            }
        }

        impl<O: ByteOrder> From<$native> for $name<O> {
            fn from(n: $native) -> Self {
                Self::new(n)
            }
        }

        impl<O: ByteOrder> From<$name<O>> for $native {
            fn from(n: $name<O>) -> Self {
                n.get()
            }
        }

        // Parsed as the value is.
        impl<O: ByteOrder> core::str::FromStr for $name<O> {
            type Err = <$native as core::str::FromStr>::Err;

            fn from_str(text: &str) -> Result<Self, Self::Err> {
                text.parse::<$native>().map(Self::new)
            }
        }

        integer!(@operators $name, $native, Add add AddAssign add_assign, Sub sub SubAssign sub_assign,
            Mul mul MulAssign mul_assign, Div div DivAssign div_assign, Rem rem RemAssign rem_assign);
    };
    // An operator computes with the values, as the native type does (with
    // its overflow checks), and stores the result in the order `O`; the
    // native type may stand on either side.
    (@operators $name:ident, $native:ident, $($trait:ident $method:ident $assign:ident $assign_method:ident),*) => {$(
        integer!(@by $name, $name<O>, $native, $trait $method $assign $assign_method);
        integer!(@by $name, $native, $native, $trait $method $assign $assign_method);

        impl<O: ByteOrder> core::ops::$trait<$name<O>> for $native {
            type Output = $name<O>;

            fn $method(self, other: $name<O>) -> $name<O> {
                $name::new(core::ops::$trait::$method(self, other.get()))
            }
        }
    )*};
    // One operator with an `$other` on the right, which the native
    // operator takes as an `$operand`, and its assigning form.
    (@by $name:ident, $other:ty, $operand:ty, $trait:ident $method:ident $assign:ident $assign_method:ident) => {
        impl<O: ByteOrder> core::ops::$trait<$other> for $name<O> {
            type Output = Self;

            fn $method(self, other: $other) -> Self {
                Self::new(core::ops::$trait::$method(self.get(), <$operand>::from(other)))
            }
        }

        impl<O: ByteOrder> core::ops::$assign<$other> for $name<O> {
            fn $assign_method(&mut self, other: $other) {
                *self = core::ops::$trait::$method(*self, other);
            }
        }
    };
    // Bit operators and shifts, for integers.
    (@bits $name:ident, $native:ident) => {
        integer!(@operators $name, $native, BitAnd bitand BitAndAssign bitand_assign,
            BitOr bitor BitOrAssign bitor_assign, BitXor bitxor BitXorAssign bitxor_assign);

        impl<O: ByteOrder> core::ops::Not for $name<O> {
            type Output = Self;

            fn not(self) -> Self {
                Self::new(!self.get())
            }
        }

        integer!(@shifts $name, Shl shl ShlAssign shl_assign, Shr shr ShrAssign shr_assign);
    };
    // Shifts by a `u32`, as the native integers' `checked_shl` counts.
    (@shifts $name:ident, $($trait:ident $method:ident $assign:ident $assign_method:ident),*) => {$(
        integer!(@by $name, u32, u32, $trait $method $assign $assign_method);
    )*};
    // Negation, for signed integers and floats.
    (@neg $name:ident) => {
        impl<O: ByteOrder> core::ops::Neg for $name<O> {
            type Output = Self;

            fn neg(self) -> Self {
                Self::new(-self.get())
            }
        }
    };
    (@format $name:ident, $($trait:ident),*) => {$(
        impl<O: ByteOrder> fmt::$trait for $name<O> {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                fmt::$trait::fmt(&self.get(), f)
            }
        }
    )*};
    ($name:ident, $native:ident, $size:literal, $sample:literal, $big:expr, $little:expr) => {
        #[doc = concat!("An `", stringify!($native), "` stored as ", stringify!($size), " bytes in the byte order `O`.")]
        ///
        /// Alignment 1, no padding, and every byte string is a value: it fits
        /// anywhere in a buffer, and transmutable transmutes any
        #[doc = concat!("`[u8; ", stringify!($size), "]` into it. The order `O`, a [`ByteOrder`], is")]
        /// applied when the value is read or written; comparisons, hashing and
        /// formatting use the value, as the native integer would.
        ///
        /// ```
        #[doc = concat!("use transmutable::byteorder::{BigEndian, LittleEndian, ", stringify!($name), "};")]
        ///
        #[doc = concat!("let big = ", stringify!($name), "::<BigEndian>::new(", stringify!($sample), ");")]
        #[doc = concat!("assert_eq!(big.to_bytes(), ", stringify!($big), ");")]
        #[doc = concat!("assert_eq!(", stringify!($name), "::<LittleEndian>::new(", stringify!($sample), ").to_bytes(), ", stringify!($little), ");")]
        ///
        #[doc = concat!("let bytes: [u8; ", stringify!($size), "] = ", stringify!($big), ";")]
        #[doc = concat!("let read: ", stringify!($name), "<BigEndian> = transmutable::transmute(bytes);")]
        /// assert_eq!(read, big);
        #[doc = concat!("assert_eq!(read.get(), ", stringify!($sample), ");")]
        #[doc = concat!("assert!(read == ", stringify!($sample), "); // compared with the native integer")]
        #[doc = concat!("assert_eq!(read + 1, ", stringify!($sample), " + 1); // computed with the value")]
        #[doc = concat!("let parsed: ", stringify!($name), "<BigEndian> = read.to_string().parse().unwrap();")]
        /// assert_eq!(parsed, read);
        #[doc = concat!("let text = format!(\"", stringify!($name), "({0}) {0}\", ", stringify!($sample), stringify!($native), ");")]
        /// assert_eq!(format!("{read:?} {read}"), text);
        /// ```
        #[derive(
            crate::Layout,
            crate::FromZeros,
            crate::FromBytes,
            crate::IntoBytes,
            crate::Immutable,
            crate::Unaligned
        )]
        // Every byte string is a value, and no function here relies on
        // anything about the bytes.
        #[transmutable(unsafe(no_invariants))]
        #[repr(transparent)]
        #[transmutable(portable)]
        pub struct $name<O> {
            bytes: [u8; $size],
            order: PhantomData<O>,
        }

        impl<O: ByteOrder> $name<O> {
            /// The value 0: every byte zero, in either order.
            ///
            /// ```
            #[doc = concat!("use transmutable::byteorder::{BigEndian, ", stringify!($name), "};")]
            ///
            #[doc = concat!("assert_eq!(", stringify!($name), "::<BigEndian>::ZERO.get(), 0);")]
            #[doc = concat!("assert_eq!(", stringify!($name), "::<BigEndian>::ZERO.to_bytes(), [0; ", stringify!($size), "]);")]
            /// ```
            pub const ZERO: Self = Self::from_bytes([0; $size]);

            #[doc = concat!("The smallest value, [`", stringify!($native), "::MIN`].")]
            ///
            /// ```
            #[doc = concat!("use transmutable::byteorder::{LittleEndian, ", stringify!($name), "};")]
            ///
            #[doc = concat!("assert_eq!(", stringify!($name), "::<LittleEndian>::MIN_VALUE.get(), ", stringify!($native), "::MIN);")]
            /// ```
            pub const MIN_VALUE: Self = Self::new($native::MIN);

            #[doc = concat!("The largest value, [`", stringify!($native), "::MAX`].")]
            ///
            /// ```
            #[doc = concat!("use transmutable::byteorder::{LittleEndian, ", stringify!($name), "};")]
            ///
            #[doc = concat!("assert_eq!(", stringify!($name), "::<LittleEndian>::MAX_VALUE.get(), ", stringify!($native), "::MAX);")]
            /// ```
            pub const MAX_VALUE: Self = Self::new($native::MAX);

            /// The integer `n`, stored in the order `O`.
            ///
            /// ```
            #[doc = concat!("use transmutable::byteorder::{BigEndian, LittleEndian, ", stringify!($name), "};")]
            ///
            #[doc = concat!("const SAMPLE: ", stringify!($name), "<BigEndian> = ", stringify!($name), "::new(", stringify!($sample), ");")]
            #[doc = concat!("assert_eq!(SAMPLE.to_bytes(), ", stringify!($big), ");")]
            #[doc = concat!("assert_eq!(", stringify!($name), "::<LittleEndian>::new(", stringify!($sample), ").to_bytes(), ", stringify!($little), ");")]
            /// ```
            #[must_use]
            pub const fn new(n: $native) -> Self {
                // `O` is known where this is instantiated, so the branch
                // folds away.
                Self::from_bytes(if O::IS_BIG_ENDIAN { n.to_be_bytes() } else { n.to_le_bytes() })
            }

            /// The integer, read in the order `O`.
            ///
            /// ```
            #[doc = concat!("use transmutable::byteorder::{LittleEndian, ", stringify!($name), "};")]
            ///
            #[doc = concat!("let n = ", stringify!($name), "::<LittleEndian>::from_bytes(", stringify!($little), ");")]
            #[doc = concat!("assert_eq!(n.get(), ", stringify!($sample), ");")]
            /// ```
            #[must_use]
            pub const fn get(self) -> $native {
                if O::IS_BIG_ENDIAN {
                    $native::from_be_bytes(self.bytes)
                } else {
                    $native::from_le_bytes(self.bytes)
                }
            }

            /// Stores `n`, in the order `O`.
            ///
            /// ```
            #[doc = concat!("use transmutable::byteorder::{BigEndian, ", stringify!($name), "};")]
            ///
            #[doc = concat!("let mut n = ", stringify!($name), "::<BigEndian>::ZERO;")]
            #[doc = concat!("n.set(", stringify!($sample), ");")]
            #[doc = concat!("assert_eq!(n.to_bytes(), ", stringify!($big), ");")]
            /// ```
            pub const fn set(&mut self, n: $native) {
                *self = Self::new(n);
            }

            /// The integer whose bytes, in the order `O`, are `bytes`.
            ///
            /// ```
            #[doc = concat!("use transmutable::byteorder::{BigEndian, ", stringify!($name), "};")]
            ///
            #[doc = concat!("let n = ", stringify!($name), "::<BigEndian>::from_bytes(", stringify!($big), ");")]
            #[doc = concat!("assert_eq!(n.get(), ", stringify!($sample), ");")]
            /// ```
            #[must_use]
            pub const fn from_bytes(bytes: [u8; $size]) -> Self {
                $name { bytes, order: PhantomData }
            }

            /// The bytes as stored: the integer in the order `O`.
            ///
            /// ```
            #[doc = concat!("use transmutable::byteorder::{LittleEndian, ", stringify!($name), "};")]
            ///
            #[doc = concat!("let n = ", stringify!($name), "::<LittleEndian>::new(", stringify!($sample), ");")]
            #[doc = concat!("assert_eq!(n.to_bytes(), ", stringify!($little), ");")]
            /// ```
            #[must_use]
            pub const fn to_bytes(self) -> [u8; $size] {
                self.bytes
            }
        }

        integer!(@value $name, $native);
        integer!(@bits $name, $native);

        impl<O: ByteOrder> From<[u8; $size]> for $name<O> {
            fn from(bytes: [u8; $size]) -> Self {
                Self::from_bytes(bytes)
            }
        }

        impl<O: ByteOrder> From<$name<O>> for [u8; $size] {
            fn from(n: $name<O>) -> Self {
                n.to_bytes()
            }
        }

        impl<O: ByteOrder> AsRef<[u8; $size]> for $name<O> {
            fn as_ref(&self) -> &[u8; $size] {
                &self.bytes
            }
        }

        impl<O: ByteOrder> AsMut<[u8; $size]> for $name<O> {
            fn as_mut(&mut self) -> &mut [u8; $size] {
                &mut self.bytes
            }
        }

        impl<O: ByteOrder> PartialEq for $name<O> {
            fn eq(&self, other: &Self) -> bool {
                self.bytes == other.bytes
            }
        }

        impl<O: ByteOrder> Eq for $name<O> {}

        impl<O: ByteOrder> PartialEq<$native> for $name<O> {
            fn eq(&self, other: &$native) -> bool {
                self.get() == *other
            }
        }

        impl<O: ByteOrder> PartialEq<$name<O>> for $native {
            fn eq(&self, other: &$name<O>) -> bool {
                *self == other.get()
            }
        }

        // Ordered by value: comparing the bytes would order little-endian
        // and signed integers wrongly.
        impl<O: ByteOrder> Ord for $name<O> {
            fn cmp(&self, other: &Self) -> Ordering {
                self.get().cmp(&other.get())
            }
        }

        impl<O: ByteOrder> PartialOrd for $name<O> {
            fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
                Some(self.cmp(other))
            }
        }

        impl<O: ByteOrder> PartialOrd<$native> for $name<O> {
            fn partial_cmp(&self, other: &$native) -> Option<Ordering> {
                Some(self.get().cmp(other))
            }
        }

        impl<O: ByteOrder> PartialOrd<$name<O>> for $native {
            fn partial_cmp(&self, other: &$name<O>) -> Option<Ordering> {
                Some(self.cmp(&other.get()))
            }
        }

        // Hashed as the value, so that equal integers hash alike whatever
        // their order, and alike with the native integer.
        impl<O: ByteOrder> Hash for $name<O> {
            fn hash<H: Hasher>(&self, state: &mut H) {
                self.get().hash(state);
            }
        }

        impl<O: ByteOrder> fmt::Debug for $name<O> {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                // `debug_tuple` passes the formatter's flags on, so `{:x?}`
                // shows the value in hexadecimal.
                f.debug_tuple(stringify!($name)).field(&self.get()).finish()
            }
        }

        integer!(@format $name, Display, LowerHex, UpperHex, Binary, Octal, LowerExp, UpperExp);
    };
}

integer!(U16, u16, 2, 0x1234, [0x12, 0x34], [0x34, 0x12]);
integer!(U32, u32, 4, 0x1234_5678, [0x12, 0x34, 0x56, 0x78], [0x78, 0x56, 0x34, 0x12]);
integer!(U64, u64, 8, 0x0102_0304_0506_0708, [1, 2, 3, 4, 5, 6, 7, 8], [8, 7, 6, 5, 4, 3, 2, 1]);
integer!(
    U128,
    u128,
    16,
    0x0102_0304_0506_0708_090a_0b0c_0d0e_0f10,
    [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16],
    [16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]
);
integer!(I16, i16, 2, -2, [0xff, 0xfe], [0xfe, 0xff]);
integer!(I32, i32, 4, -2, [0xff, 0xff, 0xff, 0xfe], [0xfe, 0xff, 0xff, 0xff]);
integer!(
    I64,
    i64,
    8,
    -2,
    [0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xfe],
    [0xfe, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]
);
integer!(
    I128,
    i128,
    16,
    -2,
    [0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xfe],
    [0xfe, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]
);

#[cfg(target_pointer_width = "64")]
integer!(Usize, usize, 8, 0x1234, [0, 0, 0, 0, 0, 0, 0x12, 0x34], [0x34, 0x12, 0, 0, 0, 0, 0, 0]);
#[cfg(target_pointer_width = "64")]
integer!(
    Isize,
    isize,
    8,
    -2,
    [0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xfe],
    [0xfe, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]
);
#[cfg(target_pointer_width = "32")]
integer!(Usize, usize, 4, 0x1234, [0, 0, 0x12, 0x34], [0x34, 0x12, 0, 0]);
#[cfg(target_pointer_width = "32")]
integer!(Isize, isize, 4, -2, [0xff, 0xff, 0xff, 0xfe], [0xfe, 0xff, 0xff, 0xff]);
#[cfg(target_pointer_width = "16")]
integer!(Usize, usize, 2, 0x1234, [0x12, 0x34], [0x34, 0x12]);
#[cfg(target_pointer_width = "16")]
integer!(Isize, isize, 2, -2, [0xff, 0xfe], [0xfe, 0xff]);

// Negation, for the signed integers.
integer!(@neg I16);
integer!(@neg I32);
integer!(@neg I64);
integer!(@neg I128);
integer!(@neg Isize);

/// Defines a module that names every integer in one byte order.
/// Defines one floating-point type, generic over its byte order: the bits
/// of the float, stored as the integer of its size would be.
macro_rules! float {
    ($name:ident, $native:ident, $size:literal, $sample:literal, $big:expr, $little:expr) => {
        #[doc = concat!("An `", stringify!($native), "` stored as ", stringify!($size), " bytes in the byte order `O`: its bits, ordered as an integer of its size.")]
        ///
        /// Alignment 1, no padding, and every byte string is a value (a NaN
        /// among them): it fits anywhere in a buffer. Comparisons and
        /// formatting use the value, as the native float would, so a NaN is
        /// equal to nothing; there is no `Eq`, `Ord` or `Hash`.
        ///
        /// ```
        #[doc = concat!("use transmutable::byteorder::{BigEndian, LittleEndian, ", stringify!($name), "};")]
        ///
        #[doc = concat!("let big = ", stringify!($name), "::<BigEndian>::new(", stringify!($sample), ");")]
        #[doc = concat!("assert_eq!(big.to_bytes(), ", stringify!($big), ");")]
        #[doc = concat!("assert_eq!(", stringify!($name), "::<LittleEndian>::new(", stringify!($sample), ").to_bytes(), ", stringify!($little), ");")]
        #[doc = concat!("let bytes: [u8; ", stringify!($size), "] = ", stringify!($big), ";")]
        #[doc = concat!("let read: ", stringify!($name), "<BigEndian> = transmutable::transmute(bytes);")]
        #[doc = concat!("assert_eq!(read.get(), ", stringify!($sample), ");")]
        #[doc = concat!("assert!(read == ", stringify!($sample), "); // compared with the native float")]
        /// ```
        #[derive(
            crate::Layout,
            crate::FromZeros,
            crate::FromBytes,
            crate::IntoBytes,
            crate::Immutable,
            crate::Unaligned
        )]
        // Every byte string is a value, and no function here relies on
        // anything about the bytes.
        #[transmutable(unsafe(no_invariants))]
        #[repr(transparent)]
        #[transmutable(portable)]
        pub struct $name<O> {
            bytes: [u8; $size],
            order: PhantomData<O>,
        }

        impl<O: ByteOrder> $name<O> {
            /// Positive zero: every byte zero, in either order.
            pub const ZERO: Self = Self::from_bytes([0; $size]);

            #[doc = concat!("`n` in the order `O`.")]
            ///
            /// ```
            #[doc = concat!("use transmutable::byteorder::{LittleEndian, ", stringify!($name), "};")]
            ///
            #[doc = concat!("const SAMPLE: ", stringify!($name), "<LittleEndian> = ", stringify!($name), "::new(", stringify!($sample), ");")]
            #[doc = concat!("assert_eq!(SAMPLE.to_bytes(), ", stringify!($little), ");")]
            /// ```
            #[must_use]
            pub const fn new(n: $native) -> Self {
                Self::from_bytes(if O::IS_BIG_ENDIAN { n.to_be_bytes() } else { n.to_le_bytes() })
            }

            /// The float, read in the order `O`.
            ///
            /// ```
            #[doc = concat!("use transmutable::byteorder::{BigEndian, ", stringify!($name), "};")]
            ///
            #[doc = concat!("assert_eq!(", stringify!($name), "::<BigEndian>::from_bytes(", stringify!($big), ").get(), ", stringify!($sample), ");")]
            /// ```
            #[must_use]
            pub const fn get(self) -> $native {
                if O::IS_BIG_ENDIAN {
                    $native::from_be_bytes(self.bytes)
                } else {
                    $native::from_le_bytes(self.bytes)
                }
            }

            /// Stores `n`, in the order `O`.
            ///
            /// ```
            #[doc = concat!("use transmutable::byteorder::{BigEndian, ", stringify!($name), "};")]
            ///
            #[doc = concat!("let mut x = ", stringify!($name), "::<BigEndian>::ZERO;")]
            #[doc = concat!("x.set(", stringify!($sample), ");")]
            #[doc = concat!("assert_eq!(x.to_bytes(), ", stringify!($big), ");")]
            /// ```
            pub const fn set(&mut self, n: $native) {
                *self = Self::new(n);
            }

            /// The float whose bytes, in the order `O`, are `bytes`.
            #[must_use]
            pub const fn from_bytes(bytes: [u8; $size]) -> Self {
                $name { bytes, order: PhantomData }
            }

            /// The bytes, in the order `O`.
            #[must_use]
            pub const fn to_bytes(self) -> [u8; $size] {
                self.bytes
            }
        }

        integer!(@value $name, $native);

        impl<O: ByteOrder> PartialEq for $name<O> {
            fn eq(&self, other: &Self) -> bool {
                self.get() == other.get()
            }
        }

        impl<O: ByteOrder> PartialEq<$native> for $name<O> {
            fn eq(&self, other: &$native) -> bool {
                self.get() == *other
            }
        }

        impl<O: ByteOrder> PartialOrd for $name<O> {
            fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
                self.get().partial_cmp(&other.get())
            }
        }

        impl<O: ByteOrder> PartialOrd<$native> for $name<O> {
            fn partial_cmp(&self, other: &$native) -> Option<Ordering> {
                self.get().partial_cmp(other)
            }
        }

        impl<O: ByteOrder> fmt::Debug for $name<O> {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.debug_tuple(stringify!($name)).field(&self.get()).finish()
            }
        }

        integer!(@format $name, Display, LowerExp, UpperExp);
    };
}

float!(F32, f32, 4, 1.5, [0x3f, 0xc0, 0, 0], [0, 0, 0xc0, 0x3f]);
float!(F64, f64, 8, 1.5, [0x3f, 0xf8, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0xf8, 0x3f]);
integer!(@neg F32);
integer!(@neg F64);

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
mod tests {
    use super::*;
    use crate::{decide, decide_mut, decide_ref, is_transmutable, Assume, Layout};
    use core::mem::{align_of, size_of};
    use std::format;
    use std::hash::DefaultHasher;
    use std::vec::Vec;

    /// Runs `$check!(Type, native)` for every integer of the module.
    macro_rules! for_each_integer {
        ($check:ident) => {
            $check!(U16, u16);
            $check!(U32, u32);
            $check!(U64, u64);
            $check!(U128, u128);
            $check!(I16, i16);
            $check!(I32, i32);
            $check!(I64, i64);
            $check!(I128, i128);
            $check!(Usize, usize);
            $check!(Isize, isize);
        };
    }

    /// Values of `$native` that exercise every byte: the extremes, zero and
    /// one, and patterns whose bytes all differ.
    macro_rules! samples {
        ($native:ident) => {{
            let counting = $native::from_be_bytes(core::array::from_fn(|i| i as u8 + 1));
            let high = $native::from_be_bytes(core::array::from_fn(|i| 0xf0 | i as u8));
            [0, 1, $native::MIN, $native::MAX, $native::MAX / 3, $native::MIN / 3 + 5, counting, high, !counting]
        }};
    }

    #[test]
    fn values_round_trip_in_both_orders() {
        macro_rules! check {
            ($name:ident, $native:ident) => {
                for n in samples!($native) {
                    let big = $name::<BigEndian>::new(n);
                    let little = $name::<LittleEndian>::new(n);
                    assert_eq!((big.get(), little.get()), (n, n));
                    assert_eq!($name::<BigEndian>::from_bytes(big.to_bytes()), big);
                    assert_eq!($name::<LittleEndian>::from_bytes(little.to_bytes()), little);
                    assert_eq!($native::from(big), n);
                    assert_eq!($name::<LittleEndian>::from(n), little);
                    assert_eq!(<[u8; size_of::<$native>()]>::from(big), big.to_bytes());
                    assert_eq!($name::<BigEndian>::from(big.to_bytes()), big);

                    let mut set = $name::<LittleEndian>::default();
                    set.set(n);
                    assert_eq!(set, little);
                    assert!(set == n && n == set);
                }
                assert_eq!($name::<BigEndian>::default(), $name::ZERO);
                assert_eq!($name::<BigEndian>::ZERO.get(), 0);
                assert_eq!($name::<LittleEndian>::MIN_VALUE.get(), $native::MIN);
                assert_eq!($name::<LittleEndian>::MAX_VALUE.get(), $native::MAX);
            };
        }
        for_each_integer!(check);
    }

    #[test]
    fn bytes_are_in_the_named_order() {
        assert_eq!(U16::<BigEndian>::new(0x1234).to_bytes(), [0x12, 0x34]);
        assert_eq!(U16::<LittleEndian>::new(0x1234).to_bytes(), [0x34, 0x12]);
        assert_eq!(I32::<BigEndian>::new(-2).to_bytes(), [0xff, 0xff, 0xff, 0xfe]);
        assert_eq!(U16::<NetworkEndian>::from_bytes([0, 53]).get(), 53);
        macro_rules! check {
            ($name:ident, $native:ident) => {
                for n in samples!($native) {
                    assert_eq!($name::<BigEndian>::new(n).to_bytes(), n.to_be_bytes());
                    assert_eq!($name::<LittleEndian>::new(n).to_bytes(), n.to_le_bytes());
                    assert_eq!($name::<NativeEndian>::new(n).to_bytes(), n.to_ne_bytes());
                    assert_eq!(big_endian::$name::new(n).to_bytes(), n.to_be_bytes());
                    assert_eq!(network_endian::$name::new(n).to_bytes(), n.to_be_bytes());
                    assert_eq!(little_endian::$name::new(n).to_bytes(), n.to_le_bytes());
                    assert_eq!(native_endian::$name::new(n).to_bytes(), n.to_ne_bytes());

                    let mut little = $name::<LittleEndian>::new(n);
                    assert_eq!(*little.as_ref(), n.to_le_bytes());
                    little.as_mut().reverse();
                    assert_eq!(little.get(), n.swap_bytes());
                }
            };
        }
        for_each_integer!(check);
    }

    #[test]
    fn conversions_work_in_constants() {
        const PORT: U16<NetworkEndian> = U16::new(53);
        const BYTES: [u8; 2] = PORT.to_bytes();
        const BACK: u16 = U16::<NetworkEndian>::from_bytes(BYTES).get();
        const SET: I64<LittleEndian> = {
            let mut n = I64::ZERO;
            n.set(-7);
            n
        };
        assert_eq!((BYTES, BACK, SET.get()), ([0, 53], 53, -7));
    }

    #[test]
    fn order_and_equality_follow_the_value() {
        // Bytes compared in memory order would put 0x0100 (bytes [0, 1])
        // below 0x00ff (bytes [0xff, 0]), and -1 above 0.
        assert!(U16::<LittleEndian>::new(0x0100) > U16::new(0x00ff));
        assert!(I16::<BigEndian>::new(-1) < I16::new(0));
        assert!(U32::<BigEndian>::new(7) < 8 && 8 > U32::<BigEndian>::new(7));
        macro_rules! check {
            ($name:ident, $native:ident) => {
                let samples = samples!($native);
                for a in samples {
                    for b in samples {
                        let expected = a.cmp(&b);
                        assert_eq!($name::<BigEndian>::new(a).cmp(&$name::new(b)), expected);
                        assert_eq!($name::<LittleEndian>::new(a).cmp(&$name::new(b)), expected);
                        assert_eq!($name::<LittleEndian>::new(a).partial_cmp(&b), Some(expected));
                        assert_eq!(a.partial_cmp(&$name::<BigEndian>::new(b)), Some(expected));
                        assert_eq!($name::<BigEndian>::new(a) == $name::new(b), a == b);
                    }
                }
                let mut sorted: Vec<_> = samples.iter().map(|&n| $name::<LittleEndian>::new(n)).collect();
                sorted.sort();
                let mut expected = samples;
                expected.sort();
                assert!(sorted.iter().zip(expected).all(|(a, b)| *a == b));
            };
        }
        for_each_integer!(check);
    }

    #[test]
    fn hashes_as_the_value() {
        use core::hash::BuildHasher;
        let hasher = std::hash::BuildHasherDefault::<DefaultHasher>::default();
        macro_rules! check {
            ($name:ident, $native:ident) => {
                for n in samples!($native) {
                    let native = hasher.hash_one(n);
                    assert_eq!(hasher.hash_one($name::<BigEndian>::new(n)), native);
                    assert_eq!(hasher.hash_one($name::<LittleEndian>::new(n)), native);
                }
            };
        }
        for_each_integer!(check);
    }

    #[test]
    fn formats_as_the_value() {
        let n = U16::<LittleEndian>::new(0x1234);
        assert_eq!(format!("{n:?}"), "U16(4660)");
        assert_eq!(format!("{n:x?}"), "U16(1234)");
        assert_eq!(format!("{n}"), "4660");
        assert_eq!(format!("{n:>6}|{n:<6}|{n:06}"), "  4660|4660  |004660");
        assert_eq!(format!("{n:x} {n:#X} {n:#06x}"), "1234 0x1234 0x1234");
        assert_eq!(format!("{n:b}"), "1001000110100");
        assert_eq!(format!("{n:o}"), "11064");
        assert_eq!(format!("{n:e}"), "4.66e3");
        assert_eq!(format!("{:?}", I32::<BigEndian>::new(-2)), "I32(-2)");
        assert_eq!(format!("{:x}", I32::<BigEndian>::new(-2)), "fffffffe");
        macro_rules! check {
            ($name:ident, $native:ident) => {
                for n in samples!($native) {
                    let big = $name::<BigEndian>::new(n);
                    assert_eq!(format!("{big:?}"), format!("{}({n:?})", stringify!($name)));
                    assert_eq!(format!("{big:#?}"), format!("{}(\n    {n:?},\n)", stringify!($name)));
                    assert_eq!(
                        format!("{big} {big:+} {big:#x} {big:X} {big:#b} {big:o} {big:E}"),
                        format!("{n} {n:+} {n:#x} {n:X} {n:#b} {n:o} {n:E}")
                    );
                }
            };
        }
        for_each_integer!(check);
    }

    // The verdicts hold in const evaluation, where `transmute` checks them.
    const _: () = assert!(is_transmutable::<[u8; 2], U16<BigEndian>>(Assume::NOTHING));
    const _: () = assert!(is_transmutable::<U16<BigEndian>, [u8; 2]>(Assume::NOTHING));

    #[test]
    fn transmutable_sees_plain_bytes() {
        macro_rules! check {
            ($name:ident, $native:ident) => {
                type Bytes = [u8; size_of::<$native>()];
                type Big = $name<BigEndian>;
                type Little = $name<LittleEndian>;
                for (description, size) in
                    [(Big::DESCRIPTION, size_of::<Big>()), (Little::DESCRIPTION, size_of::<Little>())]
                {
                    assert_eq!((description.size(), size), (size_of::<$native>(), size_of::<$native>()));
                    assert_eq!((description.align(), align_of::<Big>()), (1, 1));
                    assert!(description.is_safely_constructible());
                    assert!(description.is_inhabited() && !description.has_interior_mutability());
                }
                assert!(decide::<Bytes, Big>(Assume::NOTHING).is_transmutable());
                assert!(decide::<Big, Bytes>(Assume::NOTHING).is_transmutable());
                assert!(is_transmutable::<Bytes, Little>(Assume::NOTHING));
                assert!(is_transmutable::<Little, Bytes>(Assume::NOTHING));
                assert!(is_transmutable::<Big, Little>(Assume::NOTHING));
                assert!(is_transmutable::<$native, Big>(Assume::NOTHING));
                assert!(is_transmutable::<Little, $native>(Assume::NOTHING));
                assert!(!is_transmutable::<u8, Big>(Assume::NOTHING));

                // Alignment 1: any reference to the bytes, or to the native
                // integer, is a reference to the integer, but not back.
                assert!(decide_ref::<Bytes, Big>(Assume::NOTHING).is_transmutable());
                assert!(decide_mut::<Bytes, Little>(Assume::NOTHING).is_transmutable());
                assert!(decide_mut::<$native, Big>(Assume::NOTHING).is_transmutable());
                assert!(!decide_ref::<Big, $native>(Assume::NOTHING).is_transmutable());
                assert!(decide_ref::<Big, $native>(Assume::ALIGNMENT).is_transmutable());

                for n in samples!($native) {
                    let big: Big = crate::transmute(n.to_be_bytes());
                    let bytes = n.to_le_bytes();
                    let little: &Little = crate::transmute_ref(&bytes);
                    assert_eq!((big.get(), little.get()), (n, n));
                    let bytes: Bytes = crate::transmute(big);
                    assert_eq!(bytes, n.to_be_bytes());
                }
            };
        }
        // One block per integer, so that each names its own aliases.
        macro_rules! scoped {
            ($name:ident, $native:ident) => {{
                check!($name, $native);
            }};
        }
        for_each_integer!(scoped);
    }

    /// The header of a UDP datagram (RFC 768).
    #[derive(Layout, Debug, PartialEq)]
    #[repr(C)]
    struct UdpHeader {
        pub source_port: U16<NetworkEndian>,
        pub destination_port: U16<NetworkEndian>,
        pub length: U16<NetworkEndian>,
        pub checksum: U16<NetworkEndian>,
    }

    /// Fields of mixed widths that a `repr(C)` struct of native integers
    /// would pad.
    #[derive(Layout)]
    #[repr(C)]
    struct Mixed {
        pub kind: u8,
        pub length: U32<LittleEndian>,
        pub offset: I64<BigEndian>,
        pub flags: U16<LittleEndian>,
    }

    #[test]
    fn headers_are_plain_structs() {
        let datagram = [0x30u8, 0x39, 0x00, 0x35, 0x00, 0x1c, 0xbe, 0xef];
        let header: UdpHeader = crate::transmute(datagram);
        assert_eq!(
            header,
            UdpHeader {
                source_port: U16::new(12345),
                destination_port: U16::new(53),
                length: U16::new(28),
                checksum: U16::new(0xbeef),
            }
        );
        let by_reference: &UdpHeader = crate::transmute_ref(&datagram);
        assert_eq!(by_reference, &header);
        let bytes: [u8; 8] = crate::transmute(header);
        assert_eq!(bytes, datagram);

        assert_eq!((size_of::<Mixed>(), align_of::<Mixed>()), (15, 1));
        assert!(is_transmutable::<[u8; 15], Mixed>(Assume::NOTHING));
        assert!(is_transmutable::<Mixed, [u8; 15]>(Assume::NOTHING));
        assert!(decide_ref::<[u8; 15], Mixed>(Assume::NOTHING).is_transmutable());
        let mut record = [0u8; 15];
        record[0] = 9;
        record[1..5].copy_from_slice(&7u32.to_le_bytes());
        record[5..13].copy_from_slice(&(-3i64).to_be_bytes());
        record[13..].copy_from_slice(&0x8001u16.to_le_bytes());
        let mixed: &mut Mixed = crate::transmute_mut(&mut record);
        assert_eq!((mixed.kind, mixed.length.get(), mixed.offset.get(), mixed.flags.get()), (9, 7, -3, 0x8001));
        mixed.offset.set(1);
        assert_eq!(record[5..13], [0, 0, 0, 0, 0, 0, 0, 1]);
    }

    #[test]
    fn operators_compute_with_the_values_and_parse_as_the_native_type() {
        use std::string::ToString;
        macro_rules! check {
            ($name:ident, $native:ident) => {
                for a in samples!($native) {
                    let big = $name::<BigEndian>::new(a);
                    for b in samples!($native) {
                        let little = $name::<LittleEndian>::new(b);
                        assert_eq!((big & $name::new(b)).get(), a & b);
                        assert_eq!((big | b).get(), a | b);
                        assert_eq!((a ^ little).get(), a ^ b);
                        if let Some(sum) = a.checked_add(b) {
                            assert_eq!(((big + b).get(), (a + little).get()), (sum, sum));
                        }
                        if let Some(difference) = a.checked_sub(b) {
                            assert_eq!(big - $name::new(b), difference);
                        }
                        if let Some(product) = a.checked_mul(b) {
                            let mut assigned = big;
                            assigned *= b;
                            assert_eq!(assigned, product);
                        }
                        if let (Some(quotient), Some(remainder)) = (a.checked_div(b), a.checked_rem(b)) {
                            assert_eq!(((big / b).get(), (big % b).get()), (quotient, remainder));
                        }
                    }
                    assert_eq!((!big).get(), !a);
                    assert_eq!(((big << 3) >> 1).get(), (a << 3) >> 1);
                    let parsed: $name<LittleEndian> = a.to_string().parse().unwrap();
                    assert_eq!(parsed, a);
                }
                assert_eq!("x".parse::<$name<BigEndian>>().unwrap_err(), "x".parse::<$native>().unwrap_err());
            };
        }
        for_each_integer!(check);
        assert_eq!((-I16::<BigEndian>::new(5)).get(), -5);
        let mut float = F64::<BigEndian>::new(1.5);
        float += 2.0;
        assert_eq!((-float * 2.0).get(), -7.0);
        assert_eq!("2.5".parse::<F32<LittleEndian>>().unwrap(), 2.5);
    }
}
