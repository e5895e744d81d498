//! Which inputs have a layout the compiler documents, so that the derive can
//! read it; every other input is a spanned error naming the fix.

use quote::ToTokens;

use crate::ast::{Input, Kind};
use crate::attr::Errors;
use crate::tokens;

/// Checks that `input` can be described, adding what is wrong to `errors`.
pub fn check(input: &Input, errors: &mut Errors) {
    reject_macros(input, errors);
    if let (Some(source), false) = (input.options.transmute_from.first(), input.generics.params.is_empty()) {
        errors.push(syn::Error::new_spanned(
            source,
            "`transmute_from` declares `TransmuteFrom` for a type without generic parameters only: for a generic \
             type, whether every source is a valid value depends on the arguments, and a trait impl cannot be \
             checked at each of them. Call `transmutable::transmute` in generic code (checked at each instantiation), \
             or declare it on a non-generic type",
        ));
    }
    if let Some(span) = input.options.unsafe_zeroable {
        if input.options.no_invariants {
            errors.push(syn::Error::new(
                span,
                "`unsafe(zeroable)` promises that all zeros satisfy the type's invariants, and `unsafe(no_invariants)` \
                 that it has none: keep one",
            ));
        }
        if matches!(input.kind, Kind::Enum(_)) {
            errors.push(syn::Error::new(
                span,
                "`unsafe(zeroable)` applies to structs and unions: an enum's fields are public, and its zeros are the \
                 variant of discriminant 0",
            ));
        }
    }
    if let Some(span) = input.options.portable {
        let repr = &input.repr;
        let default = repr.c.is_none() && repr.transparent.is_none() && repr.int.is_none();
        if default && !matches!(input.kind, Kind::Enum(_)) {
            errors.push(syn::Error::new(
                span,
                "`portable` needs a representation that fixes the layout on every target: `#[repr(C)]` or \
                 `#[repr(transparent)]`; the compiler lays out the default representation as it likes, target \
                 by target",
            ));
        }
    }
    if let Kind::Struct(fields) = &input.kind {
        if let Some(last) = fields.last().filter(|field| crate::ast::is_unsized(field.ty)) {
            let repr = &input.repr;
            if repr.c.is_none() && repr.transparent.is_none() {
                errors.push(syn::Error::new_spanned(
                    last.ty,
                    "transmutable describes a struct ending in a slice only with `#[repr(C)]` (or \
                     `transparent`): `size_of` and `align_of` do not apply to an unsized type, so its \
                     alignment and the padding after the slice follow the `repr(C)` rule, which the default \
                     representation does not promise",
                ));
            }
            if repr.align.is_some() {
                errors.push(syn::Error::new(
                    repr.align.unwrap_or_else(proc_macro2::Span::call_site),
                    "transmutable does not describe a struct ending in a slice with `align`",
                ));
            }
            if let (Some(span), Some(n)) = (repr.packed, repr.packed_to.filter(|&n| n > 1)) {
                errors.push(syn::Error::new(
                    span,
                    format!(
                        "transmutable describes a struct ending in a slice with `packed` (alignment 1) only, not \
                         `packed({n})`: `align_of` does not apply to an unsized type, and the rule its alignment \
                         and the padding after the slice follow is written for `packed` alone"
                    ),
                ));
            }
        }
    }
    if let Kind::Enum(variants) = &input.kind {
        let repr = &input.repr;
        if let Some(span) = repr.packed {
            errors.push(syn::Error::new(span, "enums cannot be `packed`"));
        }
        let has_repr = repr.c.is_some() || repr.int.is_some() || repr.transparent.is_some();
        if !variants.is_empty() && !has_repr {
            errors.push(syn::Error::new(
                input.ident.span(),
                "transmutable cannot read the layout of an enum without an integer or `C` representation: \
                 the compiler documents none. Add `#[repr(u8)]` (or another integer type), `#[repr(C)]` \
                 or `#[repr(C, u8)]`",
            ));
        }
        if repr.transparent.is_some() && variants.len() != 1 {
            // Past the first, each variant is one too many.
            let span = variants.get(1).map_or_else(|| input.ident.span(), |variant| variant.ident.span());
            errors.push(syn::Error::new(span, "a `#[repr(transparent)]` enum has exactly one variant"));
        }
    }
}

/// Refuses a macro invocation in a field type, or in the discriminant of an
/// enum with fields: the description repeats those tokens, and each
/// repetition is expanded again, apart from the type's own, while a macro
/// need not give the same output twice. (A fieldless enum's discriminants
/// are read back from the enum with `as`, never repeated.) An attribute
/// there is refused too: on an item of a block (`A(bool) = { #[count]
/// const TAG: u8 = 0; TAG }`) it may be an attribute macro, which the
/// compiler expands in each repetition as well.
fn reject_macros(input: &Input, errors: &mut Errors) {
    let (mut found, mut attributes) = (Vec::new(), Vec::new());
    let mut search = |written: &dyn ToTokens| {
        tokens::each_token(written.to_token_stream(), &mut |level, index| {
            found.extend(tokens::macro_call(level, index));
            attributes.extend(tokens::attribute(level, index));
        });
    };
    // A type written as names alone, or an array of them by a literal
    // length, holds no `!` and no `#`: nothing to search (the derive runs
    // unoptimized, and turning each field's type back into tokens was most
    // of what this check cost a union of numbers).
    for field in input.all_fields() {
        if !plainly_written(field.ty) {
            search(field.ty);
        }
    }
    for source in &input.options.transmute_from {
        search(source);
    }
    if let Kind::Enum(variants) = &input.kind {
        if variants.iter().any(|variant| !variant.fields.is_empty()) {
            for discriminant in variants.iter().filter_map(|variant| variant.discriminant) {
                search(discriminant);
            }
        }
    }
    for span in found {
        errors.push(syn::Error::new(
            span,
            "transmutable cannot describe a type written with a macro here: the description repeats these tokens, and a \
             macro may expand differently each time. Declare the type or value once outside (`type Field = ...;`, \
             `const TAG: u8 = ...;`) and name it here",
        ));
    }
    for span in attributes {
        errors.push(syn::Error::new(
            span,
            "transmutable cannot describe a type written with an attribute here: the description repeats these tokens, \
             and an attribute macro may expand differently each time. Declare the type or value once outside (`type \
             Field = ...;`, `const TAG: u8 = ...;`) and name it here",
        ));
    }
}

/// Whether `ty` is written as a path of names without arguments (`u32`,
/// `core::num::Wrapping`), or an array of one by a literal length
/// (`[u8; 4]`), through arrays: tokens in which neither a macro call nor an
/// attribute can be ([`reject_macros`]).
fn plainly_written(ty: &syn::Type) -> bool {
    match ty {
        syn::Type::Path(path) => {
            path.qself.is_none() && path.path.segments.iter().all(|segment| segment.arguments.is_none())
        }
        syn::Type::Array(array) => {
            plainly_written(&array.elem) && matches!(&array.len, syn::Expr::Lit(literal) if literal.attrs.is_empty())
        }
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use quote::ToTokens;

    /// A type the search of macros skips ([`super::plainly_written`]) holds
    /// no token the search finds, and every type written with a macro call
    /// or an attribute is searched.
    #[test]
    fn only_types_without_macros_are_skipped() {
        let skipped = ["u32", "r#u8", "core::num::Wrapping", "::core::primitive::u16", "[u8; 4]", "[[bool; 2]; 0x3]"];
        let searched = [
            "[u8; m!()]",
            "m!()",
            "[m!(); 4]",
            "Wrapping<m!()>",
            "[u8; N]",
            "<T as Tr>::X",
            "[u8; 4 + 0]",
            "(u8, u16)",
            "Option<u8>",
        ];
        for source in skipped {
            let ty: syn::Type = syn::parse_str(source).unwrap();
            assert!(super::plainly_written(&ty), "{source} is searched");
            let mut found = 0;
            crate::tokens::each_token(ty.to_token_stream(), &mut |level, index| {
                found += usize::from(crate::tokens::macro_call(level, index).is_some());
                found += usize::from(crate::tokens::attribute(level, index).is_some());
            });
            assert_eq!(found, 0, "{source}");
        }
        for source in searched {
            let ty: syn::Type = syn::parse_str(source).unwrap();
            assert!(!super::plainly_written(&ty), "{source} is skipped");
        }
    }
}
