//! Invariants: whether a struct, union or enum may carry safety invariants
//! of its own or its fields' types', at any value and at all zeros, and an
//! enum's variants as the derive reports them for it (`EnumVariant`).
//! Reads fields' descriptions; builds no piece.

use super::Field;
use crate::description::Invariants;

/// The invariants of a struct or union: its own (private fields,
/// `#[non_exhaustive]`) unless its author declared it has none, then its
/// fields' types'.
#[doc(hidden)]
pub const fn invariants_of_struct(
    owner: &'static str,
    fields: &[Field],
    non_exhaustive: bool,
    declared_none: bool,
) -> Invariants {
    if !declared_none {
        if non_exhaustive {
            return Invariants::NonExhaustive { owner };
        }
        let mut i = 0;
        while i < fields.len() {
            if !fields[i].public {
                return Invariants::PrivateField { owner, field: fields[i].name };
            }
            i += 1;
        }
    }
    invariants_of_fields(fields)
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
pub const fn invariants_of_struct_at_zeros(
    owner: &'static str,
    fields: &[Field],
    non_exhaustive: bool,
    declared_none: bool,
    promised_at_zeros: bool,
) -> Invariants {
    if !promised_at_zeros {
        let own = invariants_of_struct(owner, &[], non_exhaustive, declared_none);
        if !own.is_none() {
            return own;
        }
        let mut i = 0;
        while i < fields.len() {
            if !declared_none && !fields[i].public {
                return Invariants::PrivateField { owner, field: fields[i].name };
            }
            i += 1;
        }
    }
    let mut i = 0;
    while i < fields.len() {
        if !fields[i].description.invariants_at_zeros.is_none() {
            return Invariants::InField { field: fields[i].name, of: fields[i].description };
        }
        i += 1;
    }
    Invariants::None
}

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
