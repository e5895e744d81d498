//! The kit's methods that describe a union of numbers (`PlainUnion`) from
//! the places of its fields: each field is described as the type its place
//! has in the union as it finally is, not as the type its written name
//! resolves to, and each of the methods of a primitive takes a pointer to
//! that primitive (or to an array of it), so the call compiles only if the
//! field is of the primitive type its written name says. Written in this
//! layer, which names `Layout`; the description layer's `Kit` is below.

use super::Layout;
use crate::description::{Field, Kit};

/// For each primitive, a method that describes a field of that type
/// (`$scalar`) and one that describes a field of an array of it
/// (`$array`), given a pointer to the field's place.
macro_rules! union_fields {
    ($($scalar:ident, $array:ident: $type:ty;)*) => {$(
        #[doc(hidden)]
        #[inline]
        pub const fn $scalar(self, name: &'static str, _place: *const $type, public: bool) -> Field {
            Field::new(name, 0, <$type as Layout>::DESCRIPTION, public)
        }

        #[doc(hidden)]
        #[inline]
        pub const fn $array<const N: usize>(self, name: &'static str, _place: *const [$type; N], public: bool) -> Field {
            Field::new(name, 0, <[$type; N] as Layout>::DESCRIPTION, public)
        }
    )*};
}

impl Kit {
    /// A pointer to no value of `T`, aligned and never read: the base from
    /// which `PlainUnion::DECLARED` takes its fields' places (`&raw const
    /// (*base).field`, which reads nothing and, for a union, offsets by 0).
    #[doc(hidden)]
    #[inline]
    pub const fn place_of<T>(self) -> *const T {
        core::ptr::NonNull::<T>::dangling().as_ptr().cast_const()
    }

    /// The field `name` of a `repr(C)` union (each at offset 0, the
    /// Reference, "The C representation"), given a pointer to its place:
    /// described as the type that place has. For a field of an array of
    /// arrays; the others are described by the methods of their primitive.
    #[doc(hidden)]
    #[inline]
    pub const fn union_field<F: Layout>(self, name: &'static str, _place: *const F, public: bool) -> Field {
        Field::new(name, 0, F::DESCRIPTION, public)
    }

    union_fields!(
        union_u8, union_array_u8: u8;
        union_u16, union_array_u16: u16;
        union_u32, union_array_u32: u32;
        union_u64, union_array_u64: u64;
        union_u128, union_array_u128: u128;
        union_usize, union_array_usize: usize;
        union_i8, union_array_i8: i8;
        union_i16, union_array_i16: i16;
        union_i32, union_array_i32: i32;
        union_i64, union_array_i64: i64;
        union_i128, union_array_i128: i128;
        union_isize, union_array_isize: isize;
        union_f32, union_array_f32: f32;
        union_f64, union_array_f64: f64;
        union_bool, union_array_bool: bool;
        union_char, union_array_char: char;
    );
}
