//! Invariants: whether a struct, union or enum may carry safety invariants
//! of its own or its fields' types', at any value and at all zeros, and an
//! enum's variants as the derive reports them for it (`EnumVariant`).
//! Reads fields' descriptions; builds no piece.

use super::Field;
use crate::description::{Description, Invariants};

/// The invariants of a struct or union: its own (private fields,
/// `#[non_exhaustive]`) unless its author declared it has none, then its
/// fields' types'.
#[doc(hidden)]
#[inline]
pub const fn invariants_of_struct(
    owner: &'static str,
    fields: &[Field],
    non_exhaustive: bool,
    declared_none: bool,
) -> Invariants {
    FieldScan::of(fields).invariants(owner, fields, non_exhaustive, declared_none)
}

/// What a union's description reads of its `fields`: its
/// [`invariants_of_struct`], its [`invariants_of_struct_at_zeros`] and
/// [`unstable_layout_of`](super::unstable_layout_of) (its own layout's
/// stability `own_unstable_layout`), from one scan of the fields, where
/// each of the three scanned them again.
#[inline]
pub(crate) const fn union_invariants_and_layout(
    owner: &'static str,
    fields: &[Field],
    non_exhaustive: bool,
    declared_none: bool,
    promised_at_zeros: bool,
    own_unstable_layout: bool,
) -> (Invariants, Invariants, bool) {
    let scan = FieldScan::of(fields);
    (
        scan.invariants(owner, fields, non_exhaustive, declared_none),
        scan.invariants_at_zeros(owner, fields, non_exhaustive, declared_none, promised_at_zeros),
        own_unstable_layout || scan.has_unstable_field(fields),
    )
}

/// The first field of a list that is private, whose type carries
/// invariants, whose type carries invariants at all zeros, and whose type's
/// layout may change between versions (each `fields.len()` where none
/// is): what the invariants and the layout of a type read of its fields,
/// found in one pass. Const evaluation pays for every call and every step,
/// and a struct of 64 fields was read four times.
pub(super) struct FieldScan {
    private: usize,
    invariants: usize,
    invariants_at_zeros: usize,
    unstable: usize,
}

impl FieldScan {
    #[inline]
    pub(super) const fn of(fields: &[Field]) -> FieldScan {
        let count = fields.len();
        let mut scan = FieldScan { private: count, invariants: count, invariants_at_zeros: count, unstable: count };
        let mut i = 0;
        while i < count {
            let field = &fields[i];
            let description = field.description;
            if !field.public && scan.private == count {
                scan.private = i;
            }
            if !matches!(description.invariants, Invariants::None) && scan.invariants == count {
                scan.invariants = i;
            }
            if !matches!(description.invariants_at_zeros, Invariants::None) && scan.invariants_at_zeros == count {
                scan.invariants_at_zeros = i;
            }
            // `Description::has_unstable_layout`, without the call.
            let unstable =
                description.unstable_layout || matches!(description.tail, Some(tail) if tail.element.unstable_layout);
            if unstable && scan.unstable == count {
                scan.unstable = i;
            }
            i += 1;
        }
        scan
    }

    /// [`invariants_of_struct`] of the scanned `fields`.
    #[inline]
    pub(super) const fn invariants(
        &self,
        owner: &'static str,
        fields: &[Field],
        non_exhaustive: bool,
        declared_none: bool,
    ) -> Invariants {
        if !declared_none {
            if non_exhaustive {
                return Invariants::NonExhaustive { owner };
            }
            if self.private < fields.len() {
                return Invariants::PrivateField { owner, field: fields[self.private].name };
            }
        }
        in_field(fields, self.invariants)
    }

    /// [`invariants_of_struct_at_zeros`] of the scanned `fields`.
    #[inline]
    pub(super) const fn invariants_at_zeros(
        &self,
        owner: &'static str,
        fields: &[Field],
        non_exhaustive: bool,
        declared_none: bool,
        promised_at_zeros: bool,
    ) -> Invariants {
        if !promised_at_zeros && !declared_none {
            if non_exhaustive {
                return Invariants::NonExhaustive { owner };
            }
            if self.private < fields.len() {
                return Invariants::PrivateField { owner, field: fields[self.private].name };
            }
        }
        in_field(fields, self.invariants_at_zeros)
    }

    /// The first scanned field whose type's layout may change between
    /// versions, if any.
    #[inline]
    pub(super) const fn unstable_field(&self, fields: &[Field]) -> Option<(&'static str, &'static Description)> {
        if self.unstable < fields.len() {
            Some((fields[self.unstable].name, fields[self.unstable].description))
        } else {
            None
        }
    }

    /// Whether a scanned field's type's layout may change between versions.
    #[inline]
    pub(super) const fn has_unstable_field(&self, fields: &[Field]) -> bool {
        self.unstable < fields.len()
    }
}

/// The invariants of field `index` of `fields`, which its type carries,
/// or none past the last.
#[inline]
const fn in_field(fields: &[Field], index: usize) -> Invariants {
    if index < fields.len() {
        Invariants::InField { field: fields[index].name, of: fields[index].description }
    } else {
        Invariants::None
    }
}

/// A variant as the derive reports it, for [`invariants_of_enum`].
#[doc(hidden)]
#[derive(Clone, Copy)]
pub struct EnumVariant {
    /// `Variant.field` names, paired with the fields.
    pub fields: &'static [Field],
    /// Whether the variant is `#[non_exhaustive]`.
    pub non_exhaustive: bool,
}

/// The invariants of an enum: `#[non_exhaustive]` on it or a variant, unless
/// declared none, then those of its fields' types. Enum fields are public.
#[doc(hidden)]
#[inline]
pub const fn invariants_of_enum(
    owner: &'static str,
    variants: &[EnumVariant],
    non_exhaustive: bool,
    declared_none: bool,
) -> Invariants {
    let mut i = 0;
    while i < variants.len() {
        if !declared_none && (non_exhaustive || variants[i].non_exhaustive) {
            return Invariants::NonExhaustive { owner };
        }
        let inner = invariants_of_fields(variants[i].fields);
        if !inner.is_none() {
            return inner;
        }
        i += 1;
    }
    if !declared_none && non_exhaustive {
        return Invariants::NonExhaustive { owner };
    }
    Invariants::None
}

/// The invariants that all zeros must be checked against in a struct or
/// union: its own, as [`invariants_of_struct`] reckons them, unless
/// declared none or promised to hold at zeros
/// (`#[transmutable(unsafe(zeroable))]`), then those its fields keep at zeros.
#[doc(hidden)]
#[inline]
pub const fn invariants_of_struct_at_zeros(
    owner: &'static str,
    fields: &[Field],
    non_exhaustive: bool,
    declared_none: bool,
    promised_at_zeros: bool,
) -> Invariants {
    FieldScan::of(fields).invariants_at_zeros(owner, fields, non_exhaustive, declared_none, promised_at_zeros)
}

#[inline]
const fn invariants_of_fields(fields: &[Field]) -> Invariants {
    let mut i = 0;
    while i < fields.len() {
        if !fields[i].description.invariants.is_none() {
            return Invariants::InField { field: fields[i].name, of: fields[i].description };
        }
        i += 1;
    }
    Invariants::None
}
