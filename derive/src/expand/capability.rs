//! The `unsafe impl` of a capability, with the constant that checks it
//! where the type is declared, and the per-field checks that make an
//! error point at the field it is about.

use proc_macro2::{Span, TokenStream};
use quote::quote;
use syn::{Ident, Type};

use super::describe::own_unstable_layout;
use super::generic::generic_needs;
use super::{kit_of, kit_of_at, kit_of_trait, zero_variant, Capability, SplitOwned};
use crate::ast::{bounded, is_unsized, Field, Input, Kind, Variant};

/// The `unsafe impl` of `capability` for `input`.
///
/// For a type without generic parameters, the item-level constant that
/// checks it goes with it: evaluated by `cargo check`, it fails at the
/// derive with the engine's explanation, and the engine's verdict on the
/// one layout the type has is the impl's justification.
///
/// A generic type has one layout per instantiation, and a trait impl
/// cannot be made to hold only for the instantiations whose constant
/// evaluates: `W<T>: FromBytes` is a promise about every `T` the where
/// clause admits, which unsafe code may rely on without asking transmutable.
/// Its impl is therefore justified by the language's layout rules alone,
/// through bounds on the field types (see [`generic_needs`]); where no bound
/// can state the capability, the derive refuses with the reason (the
/// error). transmutable's own methods still check each instantiation with
/// the engine.
pub fn capability(input: &Input, capability: Capability) -> syn::Result<TokenStream> {
    let trait_ident = Ident::new(capability.name(), Span::call_site());
    let path = quote!(::transmutable::#trait_ident);
    let ident = input.ident;
    if input.generics.params.is_empty() {
        let Some(verdicts) = verdicts_at_fields(input, capability, false) else {
            if input.generics.where_clause.is_none() {
                return Ok(of_the_whole(ident, capability, super::plain_union(input)));
            }
            let require = Ident::new(&format!("require_{}", capability.method()), Span::call_site());
            let kit = kit_of(capability);
            return Ok(with_verdicts(input, &path, quote!(const _: () = #kit.#require::<#ident>();)));
        };
        return Ok(with_verdicts(input, &path, verdicts));
    }
    let needs = generic_needs(input, capability).map_err(|(reason, span)| {
        let message =
            format!("transmutable cannot derive `{}` for the generic type `{ident}`: {reason}", capability.name());
        syn::Error::new(span.unwrap_or_else(|| ident.span()), message)
    })?;
    // Every capability extends `Layout`: its impl's bounds come first.
    let mut generics = bounded(input);
    let where_clause = generics.make_where_clause();
    let unaligned = quote!(::transmutable::Unaligned);
    let bounds = needs.fields.iter().map(|ty| (ty, &path)).chain(needs.unaligned.iter().map(|ty| (ty, &unaligned)));
    let mut seen: Vec<String> = Vec::new();
    for (ty, bound) in bounds {
        let key = quote!(#ty: #bound).to_string();
        if !seen.contains(&key) {
            seen.push(key);
            where_clause.predicates.push(syn::parse_quote!(#ty: #bound));
        }
    }
    let (impl_generics, ty_generics, where_clause) = generics.split_for_impl_owned();
    // The bounds name `Unaligned` by a path of its own, which the impl's
    // trait does not vouch for: a function under the same bounds proves
    // that each bounded type is transmutable's `Unaligned`.
    let unaligned_proof = (!needs.unaligned.is_empty()).then(|| {
        let kit = kit_of_trait(&path);
        let proofs = needs.unaligned.iter().map(|ty| quote!(#kit.unaligned_bound::<#ty>();));
        let proof = Ident::new("__transmutable_unaligned", Span::mixed_site());
        quote! {
            #[allow(dead_code, private_bounds)]
            fn #proof #impl_generics () #where_clause {
                #(#proofs)*
            }
        }
    });
    Ok(quote! {
        #[doc(hidden)]
        const _: () = {
            #[automatically_derived]
            // A bound on a private field type states what the impl rests on;
            // it is no part of the type's interface to hide.
            #[allow(private_bounds)]
            // SAFETY: by the language's layout rules, every instantiation
            // that meets these bounds has the capability (`generic_needs`).
            unsafe impl #impl_generics #path for #ident #ty_generics #where_clause {}
            #unaligned_proof
        };
    })
}

/// The impl of `capability` for `input`, a type without generic
/// parameters, with `verdicts`, the constant that checks it, both items of
/// the type's scope: an anonymous constant around them would be one more
/// body for the compiler to prepare and evaluate (about 0.1 M instructions
/// a capability, BENCHMARKS.md "Derive-heavy crates, the same capabilities
/// as bytemuck's"). A refusal names the constant (`_`) where it failed.
fn with_verdicts(input: &Input, path: &TokenStream, verdicts: TokenStream) -> TokenStream {
    let ident = input.ident;
    let (impl_generics, ty_generics, where_clause) = input.generics.split_for_impl_owned();
    quote! {
        #[automatically_derived]
        // SAFETY: the constant below stops compilation unless the engine's
        // verdict on the type's description, which is exact, is that the
        // type has the capability.
        unsafe impl #impl_generics #path for #ident #ty_generics #where_clause {}
        #verdicts
    }
}

/// The impl of `capability` for the type named `ident`, without generic
/// parameters or a where clause, checked by one call that asks the engine
/// about the whole type: what [`capability`] emits for a type whose check
/// has no field or gap to point at first ([`of_the_whole_alone`]). It reads
/// nothing of the type but its name, so a derive may emit it from the
/// type's name alone (`crate::expand_by_name`).
pub fn of_the_whole(ident: &Ident, capability: Capability, plain_union: Option<super::PlainUnion>) -> TokenStream {
    let mut tokens = of_the_whole_impl(ident, capability, plain_union);
    tokens.extend(of_the_whole_check(ident, &[capability], plain_union));
    tokens
}

/// The impl of [`of_the_whole`] alone, for a derive that checks several
/// capabilities of the whole type in one constant ([`of_the_whole_check`]).
///
/// A capability that a union's fields' types decide (`plain_union`), which
/// no constant checks, is bounded by the union's `PlainUnion` impl, which
/// only its derived description comes with, beside the check that each
/// field's type is the primitive its name says (`written::check`): where
/// the derives of the type did not describe it (a `Layout` impl written
/// by hand, or another type of the same tokens and place, as a macro that
/// repeats its input in two modules makes, described instead), the impl
/// does not compile. A bound, not a constant: no description is made
/// where its derives come before the one that describes it.
pub fn of_the_whole_impl(ident: &Ident, capability: Capability, plain_union: Option<super::PlainUnion>) -> TokenStream {
    match plain_union.filter(|plain| plain.known & capability.bit() != 0) {
        // SAFETY (of the impl written here): every field of the union is
        // public and of a primitive type (its derived description's check,
        // which its `PlainUnion` impl comes with), each of which has the
        // capability, and so has a union of them. Written as text, lexed by
        // the compiler (`tokens::from_text`), but the type's name, which
        // keeps its place (a note that the bound is not met points at it).
        Some(_) => {
            let head = crate::tokens::from_text(&format!(
                "#[automatically_derived] unsafe impl ::transmutable::{} for",
                capability.name()
            ));
            let bound = crate::tokens::from_text(": ::transmutable::__private::PlainUnion {}");
            // (Joined by hand: `quote!` moves each token by itself.)
            let mut tokens = head;
            tokens.extend([
                proc_macro2::TokenTree::Ident(ident.clone()),
                proc_macro2::TokenTree::Ident(Ident::new("where", Span::call_site())),
                proc_macro2::TokenTree::Ident(ident.clone()),
            ]);
            tokens.extend([bound]);
            // The bound above names `PlainUnion` by a path of its own, which
            // the impl's trait does not vouch for: the kit of the impl's
            // trait proves it is transmutable's.
            tokens.extend(crate::tokens::from_text(&format!(
                "const _: () = <() as ::transmutable::{}>::__KIT.plain_union_bound::<",
                capability.name()
            )));
            tokens.extend([proc_macro2::TokenTree::Ident(ident.clone())]);
            tokens.extend(crate::tokens::from_text(">();"));
            tokens
        }
        None => {
            let trait_ident = Ident::new(capability.name(), Span::call_site());
            quote! {
            #[automatically_derived]
            // SAFETY: the constant that checks the whole type, beside, stops
            // compilation unless the engine's verdict on the type's
            // description, which is exact, is that the type has the capability.
            unsafe impl ::transmutable::#trait_ident for #ident {}
            }
        }
    }
}

/// The one constant that checks `capabilities` of the whole type named
/// `ident`, each of which a derive emits with [`of_the_whole_impl`]: one
/// capability by its own call (`require_*`), several by one call given
/// the set (`require`, one bit each), which explains each that the type
/// lacks, so that no refusal is lost behind another. Each constant is an
/// item the compiler prepares and evaluates: about 0.3 M instructions a
/// constant saved on a fieldless enum (BENCHMARKS.md "Derive-heavy crates,
/// the checks of a derive in one constant"). A union whose fields are
/// written as numbers, `bool`s and `char`s (`plain_union`) is not checked
/// for what its fields' types decide (`PlainUnion::known`), and is
/// checked for the rest of `FromBytes`, `FromZeros` and `Immutable` by one
/// call given the set that reads its fields' descriptions, and its own
/// only where they do not decide (`Kit::require_plain_union`): its own is
/// made only when something reads it.
pub fn of_the_whole_check(
    ident: &Ident,
    capabilities: &[Capability],
    plain_union: Option<super::PlainUnion>,
) -> TokenStream {
    let known = plain_union.map_or(0, |plain| plain.known);
    let capabilities: Vec<Capability> =
        capabilities.iter().copied().filter(|capability| known & capability.bit() == 0).collect();
    let Some(&first) = capabilities.first() else {
        return TokenStream::new();
    };
    // The check is made with the kit of the first capability's trait; each
    // other's impl rests on it too, so the kit of each other's trait
    // proves it is the same (`Kit::builds_with`), in the same body.
    let kit = kit_of(first);
    let proofs = capabilities[1..].iter().map(|&other| {
        let other = kit_of(other);
        quote!(#other.builds_with(#kit);)
    });
    let proofs = quote!(#(#proofs)*);
    let bits = || {
        let bits: u8 = capabilities.iter().map(|capability| capability.bit()).fold(0, |all, bit| all | bit);
        proc_macro2::Literal::u8_unsuffixed(bits)
    };
    match (&capabilities[..], plain_union) {
        // (`IntoBytes` and `Unaligned` need more than the fields: the
        // union's own check, as below.)
        (_, Some(_))
            if capabilities.iter().all(|capability| {
                matches!(capability, Capability::FromBytes | Capability::FromZeros | Capability::Immutable)
            }) =>
        {
            let bits = bits();
            quote!(const _: () = { #proofs #kit.require_plain_union::<#ident>(#bits) };)
        }
        ([capability], _) => {
            let require = Ident::new(&format!("require_{}", capability.method()), Span::call_site());
            quote!(const _: () = #kit.#require::<#ident>();)
        }
        _ => {
            let bits = bits();
            quote!(const _: () = { #proofs #kit.require::<#ident>(#bits) };)
        }
    }
}

/// Whether [`capability`] emits, for `input`, what [`of_the_whole`] emits
/// from its name: a type without generic parameters or a where clause,
/// whose check has no field, gap or private field to point at first.
pub fn of_the_whole_alone(input: &Input, capability: Capability) -> bool {
    input.generics.params.is_empty()
        && input.generics.where_clause.is_none()
        && verdicts_at_fields(input, capability, true).is_none()
}

/// The engine's verdict that `input` (without generic parameters) has
/// `capability`, asked where the type is declared: the one the trait's
/// hidden constant holds, asked here so that an error points here.
///
/// A struct has `FromZeros`, `FromBytes`, `IntoBytes` or `Immutable` only
/// if each of its fields does (its bytes are theirs, at their offsets, and
/// its invariants include theirs), and an enum only if the fields of its
/// variants do ([`fields_of_variants`]), so when it lacks one, each field is
/// asked in turn, by a call spanned at the field's type: the error points
/// at the first field that lacks it. When every field has the capability,
/// padding points at the field beside the gap ([`gaps_at_fields`]), a
/// private field at that field, and the rest at the derive. The
/// verdict is read from `Verdict`, computed once per type, so a check
/// that holds costs what one check of the type costs. `None` when there is
/// nothing to point at first: one call (`require_*`) asks the whole type.
///
/// With `decide`, the tokens are left empty: only whether there are any is
/// asked (`of_the_whole_alone`, which every derive that reads the whole
/// type asks of each capability).
fn verdicts_at_fields(input: &Input, capability: Capability, decide: bool) -> Option<TokenStream> {
    let ident = input.ident;
    let verdict = match capability {
        Capability::FromBytes => "has_from_bytes",
        Capability::FromZeros => "has_from_zeros",
        Capability::IntoBytes => "has_into_bytes",
        Capability::Immutable => "has_immutable",
        Capability::Unaligned => return unaligned_at_fields(input, decide),
    };
    let verdict = Ident::new(verdict, Span::call_site());
    let (fields, private_field) = match &input.kind {
        Kind::Struct(fields) => {
            // A struct of a representation that keeps its layout, whose
            // fields all have the capability, lacks `FromBytes` (or
            // `FromZeros`, unless promised) through the invariants a private
            // field may carry: the error points at that field.
            let promised = matches!(capability, Capability::FromZeros) && input.options.unsafe_zeroable.is_some();
            let invariants_matter = matches!(capability, Capability::FromBytes | Capability::FromZeros);
            let undeclared =
                invariants_matter && !input.options.no_invariants && !promised && !own_unstable_layout(input);
            (fields.iter().collect(), fields.iter().find(|field| !field.public).filter(|_| undeclared))
        }
        Kind::Enum(variants) => (fields_of_variants(variants, capability), None),
        // A union's fields are no place an error could point at (its bytes
        // mix theirs): the verdict read once, as below with nothing to
        // point at first.
        Kind::Union(_) => return None,
    };
    if decide {
        let any = private_field.is_some()
            || fields.iter().any(|field| !is_number(field.ty))
            || !gaps_at_fields(input, capability).is_empty();
        return any.then(TokenStream::new);
    }
    let mut types: Vec<&Type> = Vec::new();
    for field in fields.iter().filter(|field| !is_number(field.ty)) {
        let ty = field.ty;
        let key = quote!(#ty).to_string();
        if !types.iter().any(|ty| quote!(#ty).to_string() == key) {
            types.push(field.ty);
        }
    }
    // Every token of a field's call carries the field type's span, so
    // that the error, reported at the call that fails, points at the field.
    let at_fields = types.iter().map(|ty| {
        let span = syn::spanned::Spanned::span(ty);
        let (kit, named) =
            (kit_of_at(capability, span), Ident::new(&format!("capability_{}", capability.method()), span));
        quote::quote_spanned! {span=> #kit.verify::<#ty>(#kit.#named()); }
    });
    let at_gaps = gaps_at_fields(input, capability);
    // One constant: a verdict that holds is read once, and one that does
    // not stops at the first field that lacks the capability, or at the
    // field next to a gap of padding, or else explains the whole type. With
    // nothing to point at first, one call does both.
    if types.is_empty() && at_gaps.is_empty() && private_field.is_none() {
        return None;
    }
    let kit = kit_of(capability);
    let named = Ident::new(&format!("capability_{}", capability.method()), Span::call_site());
    let whole = match private_field {
        Some(field) => {
            let span = match &field.member {
                syn::Member::Named(name) => name.span(),
                syn::Member::Unnamed(_) => syn::spanned::Spanned::span(field.ty),
            };
            let (kit, named) =
                (kit_of_at(capability, span), Ident::new(&format!("capability_{}", capability.method()), span));
            quote::quote_spanned! {span=> #kit.verify::<#ident>(#kit.#named()) }
        }
        None => quote!(#kit.verify::<#ident>(#kit.#named())),
    };
    Some(quote! {
        const _: () = if !#kit.#verdict::<#ident>() {
            #(#at_fields)*
            #at_gaps
            #whole
        };
    })
}

/// The verdict that `input` is `Unaligned`, asked where the type is
/// declared. Without `packed`, a struct or an enum is aligned to 1 only if
/// each of its fields is, an enum's tag too, and no `align(N)` raises it: a
/// `repr(align(N))` or a tag wider than a byte is the error's place, and
/// else the first field of an alignment above 1 (asked in turn, spanned at
/// its type). A type packed to more than 1 is explained at `packed(N)`;
/// one packed to 1 is unaligned; a union is explained at the derive.
fn unaligned_at_fields(input: &Input, decide: bool) -> Option<TokenStream> {
    let ident = input.ident;
    // The help that fits depends on what raised the alignment: the call
    // says which.
    let verify_at = |span: Span, ty: &dyn quote::ToTokens, raised: &str| {
        let (kit, raised) = (kit_of_at(Capability::Unaligned, span), Ident::new(raised, span));
        quote::quote_spanned! {span=> #kit.verify_unaligned::<#ty>(#kit.#raised()); }
    };
    let repr = &input.repr;
    let (fields, raised): (Vec<&Field>, _) = match &input.kind {
        _ if repr.packed.is_some() => (Vec::new(), ""),
        Kind::Struct(fields) => (fields.iter().collect(), "by_struct_field"),
        Kind::Enum(variants) => (variants.iter().flat_map(|variant| &variant.fields).collect(), "by_variant_field"),
        Kind::Union(_) => (Vec::new(), ""),
    };
    let raised_by_repr = match (&input.kind, repr.align, &repr.int) {
        (_, _, _) if repr.packed_to.is_some_and(|to| to > 1) => repr.packed.map(|span| (span, "by_packed")),
        (_, _, _) if repr.packed.is_some() => None,
        (Kind::Union(_), _, _) => None,
        (_, Some(span), _) => Some((span, "by_align")),
        (Kind::Enum(_), None, Some(int)) if int != "u8" && int != "i8" => Some((int.span(), "by_tag")),
        _ => None,
    };
    // Decided before any token is written: every derive that reads the
    // whole type asks it of each capability (`of_the_whole_alone`).
    if raised_by_repr.is_none() && fields.is_empty() {
        return None;
    } else if decide {
        return Some(TokenStream::new());
    }
    let at_repr = raised_by_repr.map(|(span, raised)| verify_at(span, ident, raised));
    let mut types: Vec<&Type> = Vec::new();
    for field in &fields {
        let ty = field.ty;
        let key = quote!(#ty).to_string();
        if !types.iter().any(|ty| quote!(#ty).to_string() == key) {
            types.push(field.ty);
        }
    }
    let kit = kit_of(Capability::Unaligned);
    let whole = quote!(#kit.verify::<#ident>(#kit.capability_unaligned()););
    let at_fields = types.iter().map(|ty| verify_at(syn::spanned::Spanned::span(ty), ty, raised));
    Some(quote! {
        const _: () = if !#kit.has_unaligned::<#ident>() {
            #at_repr
            #(#at_fields)*
            #whole
        };
    })
}

/// For `IntoBytes` on a sized struct, a `match` on the field beside the
/// gap of padding that the byte refused lies in (`field_at_gap`, which
/// reads the fields' offsets from the description), with one arm per field
/// whose call is spanned at it: a padding error then points at the field
/// after the gap (or before it, at the end). No constant per field is
/// prepared, and the call that finds the field is evaluated only when the
/// type lacks the capability; the arms are still type-checked and built
/// into the constant's MIR (BENCHMARKS.md, "What errors at fields cost"),
/// so a struct the derive sees has no padding gets none
/// ([`without_padding`]).
fn gaps_at_fields(input: &Input, capability: Capability) -> TokenStream {
    let Kind::Struct(fields) = &input.kind else { return TokenStream::new() };
    if !matches!(capability, Capability::IntoBytes)
        || fields.last().is_some_and(|field| is_unsized(field.ty))
        || without_padding(input, fields)
    {
        return TokenStream::new();
    }
    let kit = kit_of(capability);
    let ident = input.ident;
    let named = Ident::new(&format!("capability_{}", capability.method()), Span::call_site());
    let names = fields.iter().map(Field::name);
    // The arms call one local function, which stops compilation with the
    // explanation: it is `#[track_caller]`, so the error points at the arm
    // that calls it, and each arm is a literal and a call to be checked.
    let stop = Ident::new("__transmutable_padding_at", Span::call_site());
    let arms = fields.iter().enumerate().map(|(index, field)| {
        let span = match &field.member {
            syn::Member::Named(name) => name.span(),
            syn::Member::Unnamed(_) => syn::spanned::Spanned::span(field.ty),
        };
        let stop = Ident::new(&stop.to_string(), span);
        quote::quote_spanned!(span=> #index => #stop(),)
    });
    // A block of its own, so that the function is its first item.
    quote! {
        {
            #[track_caller]
            const fn #stop() {
                #kit.verify::<#ident>(#kit.#named());
            }
            match #kit.field_at_gap::<#ident>(#kit.#named(), &[#(#names),*]) {
                #(#arms)*
                _ => {}
            }
        }
    }
}

/// Whether `fields`, laid out as `input`'s `repr` says, leave no byte of
/// padding on any target, as far as the derive can see from the field
/// types' names: a `repr(C)` struct of numbers, `bool`s, `char`s and arrays
/// of them (a length written as a literal) whose every field starts at a
/// multiple of its size and whose size is a multiple of the largest, or a
/// struct packed to 1. A number's alignment divides its size on every
/// target (`u64` is aligned to 4 on some), so a layout without padding at
/// alignments equal to sizes has none at the target's. Such a struct's
/// `IntoBytes` never fails for padding: no arm points at a gap. Only
/// where an error points depends on it, as for [`is_number`].
fn without_padding(input: &Input, fields: &[Field]) -> bool {
    let repr = &input.repr;
    if repr.packed.is_some() {
        return repr.packed_to.is_none_or(|to| to == 1);
    }
    if repr.c.is_none() || fields.iter().any(|field| field.configured) {
        return false;
    }
    let (mut offset, mut align) = (0, repr.align_to.unwrap_or(1));
    for field in fields {
        let Some((size, field_align)) = size_and_align(field.ty) else { return false };
        if offset % field_align != 0 {
            return false;
        }
        offset += size;
        align = align.max(field_align);
    }
    offset % align == 0
}

/// The size of `ty` and the largest alignment it has on any target, when
/// `ty` is written as a number, `bool`, `char`, or an array of them whose
/// length is a literal (`usize` and `isize` differ in size by target).
fn size_and_align(ty: &Type) -> Option<(u64, u64)> {
    match ty {
        Type::Path(path) if path.qself.is_none() => {
            let size = match path.path.get_ident()?.to_string().as_str() {
                "u8" | "i8" | "bool" => 1,
                "u16" | "i16" => 2,
                "u32" | "i32" | "f32" | "char" => 4,
                "u64" | "i64" | "f64" => 8,
                "u128" | "i128" => 16,
                _ => return None,
            };
            Some((size, size))
        }
        Type::Array(array) => {
            let (size, align) = size_and_align(&array.elem)?;
            let syn::Expr::Lit(syn::ExprLit { lit: syn::Lit::Int(length), .. }) = &array.len else { return None };
            Some((size.checked_mul(length.base10_parse().ok()?)?, align))
        }
        Type::Group(group) => size_and_align(&group.elem),
        Type::Paren(paren) => size_and_align(&paren.elem),
        _ => None,
    }
}

/// The fields of an enum's variants that must each have `capability` for
/// the enum to have it: every variant's for `FromBytes` (any bytes after a
/// variant's tag are its fields'), `IntoBytes` and `Immutable` (each
/// variant's fields are bytes of some value); for `FromZeros`, those of the
/// variant all zeros are, when its discriminant is written as a literal or
/// by position.
fn fields_of_variants<'v, 'a>(variants: &'v [Variant<'a>], capability: Capability) -> Vec<&'v Field<'a>> {
    match capability {
        Capability::FromZeros => {
            zero_variant(variants).map(|variant| variant.fields.iter().collect()).unwrap_or_default()
        }
        _ => variants.iter().flat_map(|variant| &variant.fields).collect(),
    }
}

/// Whether `ty` is written as a primitive number or an array of them, which
/// has every capability but `Unaligned`: its field needs no check of its own
/// to point an error at. Only where an error points depends on it: a type
/// that shadows a primitive's name is still checked whole.
fn is_number(ty: &Type) -> bool {
    const NUMBERS: [&str; 14] =
        ["u8", "u16", "u32", "u64", "u128", "usize", "i8", "i16", "i32", "i64", "i128", "isize", "f32", "f64"];
    match ty {
        Type::Path(path) => {
            path.qself.is_none()
                && path.path.get_ident().is_some_and(|ident| NUMBERS.contains(&ident.to_string().as_str()))
        }
        Type::Array(array) => is_number(&array.elem),
        Type::Group(group) => is_number(&group.elem),
        Type::Paren(paren) => is_number(&paren.elem),
        _ => false,
    }
}
