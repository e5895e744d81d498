//! Code generation: the type's descriptions on every target of transmutable's
//! data models (`Layout::PORTABLE`), computed by the language's layout
//! rules from its fields' descriptions on each target, where its
//! representation fixes a layout.
//!
//! Only a type derived with `#[transmutable(portable)]` has them: they cost
//! every derive an impl, which only portable checks read. A type of the
//! default representation has none (the compiler lays it out as it likes,
//! target by target); nor, for now, has a struct ending in a slice. For every other type, an impl of `__private::PortableAt<TARGET>`
//! computes the layout on target number `TARGET`: generic over the number,
//! so it is written once, and evaluated only when a portable check asks.

use proc_macro2::{Span, TokenStream};
use quote::quote;
use syn::{GenericParam, Ident};

use crate::ast::{bounded, is_unsized};
use crate::ast::{Field, Input, Kind, Variant};
use crate::expand::{discriminant_casts, Cast, TagType};

/// Whether the type has no descriptions on other targets for a reason the
/// trait's default `PORTABLE` can say, and which (`Some(true)`: of the
/// default representation; `Some(false)`: not asked for). A type without
/// type parameters says it in its description (`Kit::identified`) and
/// writes no `PORTABLE`: a constant less for the compiler to prepare.
pub fn unportable(input: &Input) -> Option<bool> {
    let repr = &input.repr;
    let default = repr.c.is_none() && repr.transparent.is_none() && repr.int.is_none();
    match &input.kind {
        Kind::Struct(_) | Kind::Union(_) if default => Some(true),
        _ if input.options.portable.is_none() => Some(false),
        _ => None,
    }
}

/// The `PORTABLE` constant of the `Layout` impl, and the items it reads.
pub fn portable(input: &Input) -> (TokenStream, TokenStream) {
    let private = quote!(::transmutable::__private);
    let native = quote!(<Self as ::transmutable::Layout>::DESCRIPTION);
    let kit = crate::expand::kit();
    // The kit's method that says why there are none (`not_portable`,
    // `default_representation`).
    let nowhere = |why: &str| {
        let why = Ident::new(why, Span::call_site());
        (quote!(const PORTABLE: [#private::Portability; #private::TARGETS] = #kit.#why(#native);), TokenStream::new())
    };
    let repr = &input.repr;
    let default = repr.c.is_none() && repr.transparent.is_none() && repr.int.is_none();
    let target = Ident::new("__TRANSMUTABLE_TARGET", Span::mixed_site());
    let at = match &input.kind {
        Kind::Struct(_) | Kind::Union(_) if default => return nowhere("default_representation"),
        // Not asked for: what it would cost every derive is paid by those
        // who check portably only.
        _ if input.options.portable.is_none() => return nowhere("not_portable"),
        Kind::Struct(fields) if fields.last().is_some_and(|field| is_unsized(field.ty)) => {
            let (tail, sized) = fields.split_last().expect("a last field");
            tailed(input, sized, tail, &target)
        }
        Kind::Enum(variants) if variants.is_empty() => {
            return (
                quote!(const PORTABLE: [#private::Portability; #private::TARGETS] = #kit.everywhere(#native);),
                TokenStream::new(),
            )
        }
        Kind::Enum(_) if default => return nowhere("default_representation"),
        Kind::Struct(fields) => structure(input, fields.iter().map(|field| (field, field.public)), &target),
        Kind::Enum(variants) if repr.transparent.is_some() => {
            // The one variant's fields, laid out as a transparent struct's; a
            // variant's field is no place safe code writes alone: sealed.
            structure(input, variants[0].fields.iter().map(|field| (field, false)), &target)
        }
        Kind::Union(fields) => union(input, fields, &target),
        Kind::Enum(variants) => enumeration(input, variants, &target),
    };
    let mut generics = bounded(input);
    generics.params.push(GenericParam::Const(syn::parse_quote!(const #target: #private::primitive::usize)));
    let (impl_generics, _, where_clause) = generics.split_for_impl();
    let (_, ty_generics, _) = input.generics.split_for_impl();
    let ident = input.ident;
    let items = quote! {
        #[automatically_derived]
        // SAFETY: the layout on each target follows the Reference's rules
        // for the type's representation ("Type Layout"), from its fields'
        // descriptions on that target, which are exact by their own impls.
        unsafe impl #impl_generics #private::PortableAt<#target> for #ident #ty_generics #where_clause {
            // `::transmutable::Layout` is resolved apart from the impl's
            // trait: its kit, and so the `Layout` the items read, are
            // transmutable's wherever this impl is (`expand::kit_proof`).
            const PROVEN: () = <Self as #private::PortableAt<#target>>::__KIT.builds_with(#kit);
            #at
        }
    };
    // Inputs whose meaning the compiler resolved for the target being
    // compiled for only refuse every target a description.
    let checks = crate::target_dependence::checks(input);
    let portable = quote! {
        const PORTABLE: [#private::Portability; #private::TARGETS] = #kit.unless_target_dependent(
            #kit.target_dependence(#native, &[#(#checks),*]),
            #kit.per_target::<Self>(),
        );
    };
    (portable, items)
}

/// `packed(N)` as a number (0: not packed), `align(N)` as one (0: none).
fn pack_and_align(input: &Input) -> (u64, u64) {
    let pack = match input.repr.packed {
        Some(_) => input.repr.packed_to.unwrap_or(1),
        None => 0,
    };
    (pack, input.repr.align_to.unwrap_or(0))
}

/// `Member::new(name, <T as Layout>::PORTABLE, public)`.
fn member(name: &str, field: &Field, public: bool) -> TokenStream {
    let (kit, ty) = (crate::expand::kit(), field.ty);
    quote!(#kit.member(#name, &<#ty as ::transmutable::Layout>::PORTABLE, #public))
}

/// The parts of a struct and its description, `repr(C)` or transparent.
fn structure<'a>(input: &Input, fields: impl Iterator<Item = (&'a Field<'a>, bool)>, target: &Ident) -> TokenStream {
    let private = quote!(::transmutable::__private);
    let kit = crate::expand::kit();
    let parts_const = struct_parts(input, fields, target);
    let parts = quote!(<Self as #private::PortableAt<#target>>::PARTS);
    quote! {
        #parts_const
        const AT: #private::Portability = #kit.finish(<Self as ::transmutable::Layout>::DESCRIPTION, #parts, #parts.pieces);
    }
}

/// The parts of a struct ending in a slice or `str`, and its description:
/// the sized fields laid out as a struct's, then the tail.
fn tailed(input: &Input, sized: &[Field], tail: &Field, target: &Ident) -> TokenStream {
    let private = quote!(::transmutable::__private);
    let kit = crate::expand::kit();
    let parts_const = struct_parts(input, sized.iter().map(|field| (field, field.public)), target);
    let (tail_type, tail_name) = (tail.ty, tail.name());
    let (packed, transparent) = (input.repr.packed.is_some(), input.repr.transparent.is_some());
    let parts = quote!(<Self as #private::PortableAt<#target>>::PARTS);
    quote! {
        #parts_const
        const AT: #private::Portability = #kit.finish_tailed(
            <Self as ::transmutable::Layout>::DESCRIPTION,
            #parts,
            &<#tail_type as ::transmutable::Layout>::PORTABLE,
            #target,
            #tail_name,
            #packed,
            #transparent,
        );
    }
}

/// The `PARTS` of a struct of `fields`: the sized fields' layout.
fn struct_parts<'a>(input: &Input, fields: impl Iterator<Item = (&'a Field<'a>, bool)>, target: &Ident) -> TokenStream {
    let private = quote!(::transmutable::__private);
    let kit = crate::expand::kit();
    let members: Vec<TokenStream> = fields.map(|(field, public)| member(&field.name(), field, public)).collect();
    let count = members.len();
    let (pack, align) = pack_and_align(input);
    // A transparent struct's or enum's zero-sized fields are at offset 0 in
    // its native description too (see `expand::describe::struct_field`).
    let transparent = input.repr.transparent.is_some();
    quote! {
        const PARTS: #private::Parts = const {
            &#kit.struct_at::<#count>(
                <Self as ::transmutable::Layout>::DESCRIPTION,
                #target,
                [#(#members),*],
                #pack as #private::primitive::usize,
                #align as #private::primitive::usize,
                #transparent,
            )
        }
        .parts();
    }
}

/// The parts of a `repr(C)` union and its description: a choice of its
/// fields, each at offset 0.
fn union(input: &Input, fields: &[Field], target: &Ident) -> TokenStream {
    let private = quote!(::transmutable::__private);
    let kit = crate::expand::kit();
    let members: Vec<TokenStream> = fields.iter().map(|field| member(&field.name(), field, field.public)).collect();
    let count = members.len();
    let (pack, align) = pack_and_align(input);
    let parts = quote!(<Self as #private::PortableAt<#target>>::PARTS);
    let alternatives = fields.iter().map(|field| {
        let (name, ty) = (field.name(), field.ty);
        quote! {
            #kit.enum_alternative(
                #name,
                #parts.size,
                const {
                    &#kit.struct_pieces([#kit.field(
                        "",
                        0,
                        #kit.portable_description(&<#ty as ::transmutable::Layout>::PORTABLE, #target),
                        true,
                    )])
                },
            )
        }
    });
    quote! {
        const PARTS: #private::Parts = #kit.union_parts::<#count>(
            <Self as ::transmutable::Layout>::DESCRIPTION,
            #target,
            [#(#members),*],
            #pack as #private::primitive::usize,
            #align as #private::primitive::usize,
        );
        const AT: #private::Portability = #kit.finish(
            <Self as ::transmutable::Layout>::DESCRIPTION,
            #parts,
            const {
                &[#kit.portable_union_piece(
                    #parts.size,
                    const { &#kit.portable_union_fields(const { &[#(#alternatives),*] }) },
                    <Self as ::transmutable::Layout>::DESCRIPTION,
                )]
            },
        );
    }
}

/// The parts of an enum with a primitive or `C` representation and its
/// description: its tags alone when it has no fields, else a choice of its
/// variants, each its tag and its fields.
fn enumeration(input: &Input, variants: &[Variant], target: &Ident) -> TokenStream {
    let private = quote!(::transmutable::__private);
    let kit = crate::expand::kit();
    let ident = input.ident;
    let (tag, fixed_width) = match &input.repr.int {
        Some(int) => match int.to_string().as_str() {
            "usize" => (quote!(#kit.pointer_tag(false)), None),
            "isize" => (quote!(#kit.pointer_tag(true)), None),
            name => {
                let width: usize = name[1..].parse::<usize>().expect("an integer representation") / 8;
                (quote!(#kit.fixed_tag(#width)), Some(width))
            }
        },
        None => (quote!(#kit.c_tag()), None),
    };
    let c = input.repr.c.is_some() || input.repr.int.is_none();
    let (_, align) = pack_and_align(input);
    let count = variants.len();
    let parts = quote!(<Self as #private::PortableAt<#target>>::PARTS);
    let native = quote!(<Self as ::transmutable::Layout>::DESCRIPTION);
    let fieldless = variants.iter().all(|variant| variant.fields.is_empty());
    let discriminants = if fieldless {
        let owner = if input.generics.params.is_empty() { quote!(#ident) } else { quote!(Self) };
        let values = discriminant_casts(&owner, variants, &TagType::of(input), &kit, Cast::Integer);
        quote!(&[#(#values),*])
    } else {
        quote!(<Self as #private::EnumLayout>::DISCRIMINANTS)
    };
    let counts = variants.iter().map(|variant| variant.fields.len());
    let members: Vec<TokenStream> = variants
        .iter()
        .flat_map(|variant| {
            variant.fields.iter().map(move |field| member(&format!("{}.{}", variant.ident, field.name()), field, true))
        })
        .collect();
    let field_count = members.len();
    let parts_const = quote! {
        const PARTS: #private::Parts = const {
            &#kit.enum_at::<#count, #field_count>(
                #native,
                #target,
                #tag,
                #c,
                #align as #private::primitive::usize,
                #discriminants,
                [#(#counts),*],
                [#(#members),*],
            )
        }
        .parts();
    };
    if fieldless {
        // Room for the patterns of every tag: a pointer-sized or `C` tag
        // is at most 8 bytes.
        let room = count * fixed_width.unwrap_or(8);
        return quote! {
            #parts_const
            const AT: #private::Portability = #kit.finish(
                #native,
                #parts,
                const {
                    &[#kit.ordered_piece(
                        const { &#kit.tag_products::<#count, #room>(#parts) },
                        #parts.big_endian,
                    )]
                },
            );
        };
    }
    let mut first_field = 0;
    let alternatives: Vec<TokenStream> = variants
        .iter()
        .enumerate()
        .map(|(index, variant)| {
            let start = first_field;
            let fields = variant.fields.iter().enumerate().map(|(position, field)| {
                let (name, ty, k) = (field.name(), field.ty, start + position);
                quote! {
                    #kit.field(
                        #name,
                        #parts.offsets[#k],
                        #kit.portable_description(&<#ty as ::transmutable::Layout>::PORTABLE, #target),
                        true,
                    )
                }
            });
            first_field += variant.fields.len();
            let (pieces, variant_name, fields_count) =
                (variant.fields.len() + 1, variant.ident.to_string(), variant.fields.len());
            quote! {
                #kit.enum_alternative(
                    #variant_name,
                    #parts.size,
                    const {
                        &#kit.variant_pieces::<#fields_count, #pieces>(
                            #parts.tag(#index),
                            #parts.tag_width,
                            [#(#fields),*],
                        )
                    },
                )
            }
        })
        .collect();
    quote! {
        #parts_const
        const AT: #private::Portability = #kit.finish(
            #native,
            #parts,
            const {
                &[#kit.variants_piece(
                    #parts.size,
                    const { &#kit.alternatives(const { &[#(#alternatives),*] }) },
                )]
            },
        );
    }
}
