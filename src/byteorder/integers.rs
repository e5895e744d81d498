//! The integers in a byte order: [`U16`] ... [`U128`], [`I16`] ...
//! [`I128`], [`Usize`] and [`Isize`], each an array of bytes with its
//! conversions, operators and formatting, written once by the `integer!`
//! macro (whose `@value`, `@format` and `@neg` arms the floats use too).
//!
//! May use: the byte orders (`order.rs`), and the crate's derives, which
//! describe each integer as a run of bytes.

// The promise of `#[transmutable(unsafe(no_invariants))]`: any bytes of
// a valid value are a safe value (the bytes are private only to keep the
// order's conversions the one way in).
#![allow(unsafe_code)]

use core::cmp::Ordering;
use core::fmt;
use core::hash::{Hash, Hasher};
use core::marker::PhantomData;

use super::order::ByteOrder;

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
        /// formatting use the value, as the native integer would. zerocopy's
        /// byte-order integers hash their bytes instead: a derived `Hash` of a
        /// struct that holds one gives other hashes here than with zerocopy
        /// (see [hashing](crate::byteorder#hashing)).
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
        // SAFETY: every byte string is a value, and no function here relies on
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
            #[inline]
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
            #[inline]
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
            #[inline]
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
            #[inline]
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
            #[inline]
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
