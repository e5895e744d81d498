//! The floats in a byte order: [`F32`] and [`F64`], the bits of the float
//! stored as the integer of its size would be.
//!
//! May use: the byte orders (`order.rs`), the `integer!` macro's shared
//! arms (`integers.rs`), and the crate's derives.

// The promise of `#[transmutable(unsafe(no_invariants))]`: any bytes of
// a valid value are a safe value (the bytes are private only to keep the
// order's conversions the one way in).
#![allow(unsafe_code)]

use core::cmp::Ordering;
use core::fmt;
use core::marker::PhantomData;

use super::order::ByteOrder;

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
