//! The kit's methods that describe a union of numbers (`PlainUnion`) from
//! the places of its fields: each field is described as the type its place
//! has in the union as it finally is, not as the type its written name
//! resolves to, so no check that the two agree is needed beside the
//! description. Written in this layer, which names `Layout`; the
//! description layer's `Kit` is below.

use super::Layout;
use crate::description::{Field, Kit};

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
    /// described as the type that place has.
    #[doc(hidden)]
    #[inline]
    pub const fn union_field<F: Layout>(self, name: &'static str, _place: *const F, public: bool) -> Field {
        Field::new(name, 0, F::DESCRIPTION, public)
    }
}
