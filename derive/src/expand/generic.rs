//! What a generic type needs for a capability to hold at every
//! instantiation, stated as bounds on its field types.

use proc_macro2::Span;
use syn::Type;

use super::{invariants, zero_variant, Capability};
use crate::ast::{Input, Kind};

/// What a generic type needs for a capability to hold at every
/// instantiation, by the language's layout rules.
pub(super) struct Needs<'a> {
    /// Field types bounded by the capability itself.
    pub(super) fields: Vec<&'a Type>,
    /// Field types bounded by `Unaligned` too.
    pub(super) unaligned: Vec<&'a Type>,
}

/// The bounds under which `capability` holds for every instantiation of the
/// generic `input`, or why no bounds can say so:
///
/// - `Immutable`: every field type is, whatever the representation; tags
///   and padding are never inside a cell.
/// - `FromZeros` and `FromBytes`: every field type is, and the type has no
///   safety invariants (no private field unless `unsafe(no_invariants)`, no
///   `#[non_exhaustive]`); padding accepts any bytes. An enum is `FromZeros`
///   when one variant has the discriminant 0 written out (or implied by
///   position) and its fields are; no enum is `FromBytes` this way, since
///   whether its tags cover every byte string no bound can state.
/// - `IntoBytes`: `#[repr(transparent)]` or `#[repr(packed)]` over
///   `IntoBytes` fields, or `#[repr(C)]` without `align` over fields that are
///   `IntoBytes` and `Unaligned`: there is then no padding, at any argument.
///   A fieldless enum without `align` is its tag, which every value
///   initializes, whatever its (constant) arguments.
/// - `Unaligned`: `#[repr(packed)]`, or `#[repr(C)]`, `transparent`,
///   `packed(N)` or (for an enum) `u8`/`i8` without `align`, over `Unaligned`
///   fields. The default representation promises no alignment.
pub(super) fn generic_needs<'a>(
    input: &Input<'a>,
    capability: Capability,
) -> Result<Needs<'a>, (String, Option<Span>)> {
    let repr = &input.repr;
    let all: Vec<&'a Type> = input.all_fields().iter().map(|field| field.ty).collect();
    let packed_1 = repr.packed.is_some() && repr.packed_to.is_none_or(|n| n == 1);
    let needs = |fields: Vec<&'a Type>| Ok(Needs { fields, unaligned: Vec::new() });
    let is_enum = matches!(input.kind, Kind::Enum(_));
    match capability {
        Capability::Immutable => needs(all),
        Capability::FromZeros | Capability::FromBytes => {
            let promised = matches!(capability, Capability::FromZeros) && input.options.unsafe_zeroable.is_some();
            if let Some((reason, span)) = invariants(input).filter(|_| !promised) {
                return Err((
                    format!(
                        "{reason}, so not every valid value is a safe one. If no value of its fields breaks an \
                         invariant of the type, say so with `#[transmutable(unsafe(no_invariants))]`, which you \
                         promise"
                    ),
                    Some(span),
                ));
            }
            let Kind::Enum(variants) = &input.kind else {
                return needs(all);
            };
            if repr.transparent.is_some() {
                return needs(all);
            }
            if let Capability::FromBytes = capability {
                return Err((
                    "whether an enum's tags cover every byte string depends on its discriminants, which \
                     no trait bound can state; derive it for a type without generic parameters, where the engine \
                     decides"
                        .to_string(),
                    None,
                ));
            }
            match zero_variant(variants) {
                Some(variant) => needs(variant.fields.iter().map(|field| field.ty).collect()),
                None => Err((
                    "no variant has the discriminant 0 as an integer literal or by position, so all zeros \
                     may be no value; write `= 0` on the variant that all zeros should be"
                        .to_string(),
                    None,
                )),
            }
        }
        Capability::IntoBytes => {
            if fieldless_without_padding(input) {
                needs(Vec::new())
            } else if is_enum && repr.transparent.is_none() {
                Err((
                    "its variants may differ in size and leave padding, which no trait bound can rule out at every \
                     argument; derive it for a type without generic parameters, where the engine decides"
                        .to_string(),
                    None,
                ))
            } else if matches!(input.kind, Kind::Union(_)) {
                Err((
                    "its fields may differ in size and leave bytes uninitialized, which no trait bound can rule out \
                     at every argument; derive it for a type without generic parameters, where the engine decides"
                        .to_string(),
                    None,
                ))
            } else if repr.transparent.is_some() || packed_1 {
                needs(all)
            } else if repr.c.is_some() && repr.align.is_none() && repr.packed.is_none() {
                Ok(Needs { fields: all.clone(), unaligned: all })
            } else {
                Err((
                    "its padding depends on the arguments. By layout rules alone a generic type is `IntoBytes` as \
                     `#[repr(C)]` (without `align`) over `IntoBytes + Unaligned` fields, `#[repr(transparent)]` or \
                     `#[repr(packed)]`; or derive it for a type without generic parameters, where the engine decides"
                        .to_string(),
                    None,
                ))
            }
        }
        Capability::Unaligned => {
            if repr.align.is_some() {
                Err(("`#[repr(align(N))]` sets its alignment".to_string(), None))
            } else if packed_1 {
                needs(Vec::new())
            } else if is_enum && repr.transparent.is_none() {
                let one_byte_tag = repr.int.as_ref().is_some_and(|int| int == "u8" || int == "i8");
                if one_byte_tag {
                    needs(all)
                } else {
                    Err(("only a `#[repr(u8)]` or `#[repr(i8)]` tag has alignment 1".to_string(), None))
                }
            } else if repr.c.is_some() || repr.transparent.is_some() || repr.packed.is_some() {
                needs(all)
            } else {
                Err((
                    "the default representation promises no alignment; add `#[repr(C)]`, or derive it for a type \
                     without generic parameters, where the engine decides"
                        .to_string(),
                    None,
                ))
            }
        }
    }
}

/// Whether `input` is an enum of variants without fields, of an integer or
/// `C` representation without `align`: laid out as its tag's integer (the
/// Reference, "Primitive representation of field-less enums", and "`#[repr(C)]`
/// Field-less Enums"), no byte of it padding. Its parameters can only be
/// constants (a type or lifetime parameter no field uses is refused by the
/// compiler), which no discriminant may name.
fn fieldless_without_padding(input: &Input) -> bool {
    let Kind::Enum(variants) = &input.kind else { return false };
    let repr = &input.repr;
    !variants.is_empty()
        && variants.iter().all(|variant| variant.fields.is_empty())
        && (repr.int.is_some() || repr.c.is_some())
        && repr.transparent.is_none()
        && repr.align.is_none()
        && repr.packed.is_none()
}
