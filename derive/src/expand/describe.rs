//! The `Layout` impl of a struct or union: its description, with every
//! layout fact asked of the compiler, the identity that tells the type
//! apart, and the referent a pointer to it reads.

use std::sync::atomic::{AtomicU64, Ordering};

use proc_macro2::{Span, TokenStream};
use quote::quote;
use syn::Ident;

use super::enums::enumeration;
use super::SplitOwned;
use crate::ast::{bounded, is_unsized, Field, Input, Kind};

/// The `unsafe impl Layout` for `input`, and for enums with fields the impl
/// of `__private::EnumLayout` it reads, in an anonymous constant.
pub fn layout(input: &Input) -> TokenStream {
    let layout = layout_impl(input);
    let lifetime = crate::lifetime::lifetime_impl(input);
    let declared = transmute_from(input);
    quote! {
        #layout
        #[doc(hidden)]
        const _: () = {
            #lifetime
        };
        #declared
    }
}

/// The impls of `TransmuteFrom<Source>` that `#[transmutable(transmute_from(...))]`
/// declares, each checked where the type is declared. (`valid.rs` refuses
/// the option on a generic type, whose impl no constant could check.)
fn transmute_from(input: &Input) -> TokenStream {
    let ident = input.ident;
    let (impl_generics, ty_generics, where_clause) = input.generics.split_for_impl_owned();
    let impls = input.options.transmute_from.iter().map(|source| {
        let path = quote!(::transmutable::TransmuteFrom<#source>);
        // Spanned at the source as written in the attribute, so that a
        // refusal points there.
        let check = quote::quote_spanned! {syn::spanned::Spanned::span(source)=>
            const _: () = ::transmutable::__private::verify_transmute::<#source, #ident>();
        };
        quote! {
            #[doc(hidden)]
            const _: () = {
                #[automatically_derived]
                // SAFETY: the constant below stops compilation unless the
                // engine's verdict is that every `Source` is a valid, safe
                // value of this type.
                unsafe impl #impl_generics #path for #ident #ty_generics #where_clause {}
                #check
            };
        }
    });
    quote!(#(#impls)*)
}

fn layout_impl(input: &Input) -> TokenStream {
    if let Kind::Struct(fields) = &input.kind {
        if let Some(last) = fields.last().filter(|field| is_unsized(field.ty)) {
            return slice_tailed(input, &fields[..fields.len() - 1], last);
        }
    }
    let private = quote!(::transmutable::__private);
    let ident = input.ident;
    let name = ident.to_string();
    let identity = identity(&name);
    let (impl_generics, ty_generics, where_clause) = bounded(input).split_for_impl_owned();
    // A struct's fields are listed once: its pieces, invariants and whether
    // its layout is stable are made from that one list, in one constant.
    let mut parts = TokenStream::new();
    let mut unstable = unstable_layout(input);
    let mut zeros = TokenStream::new();
    let (bytes, invariants, helpers) = match &input.kind {
        Kind::Struct(fields) => {
            let fields: Vec<_> = fields.iter().map(|field| struct_field(input, field)).collect();
            let (non_exhaustive, declared) = (input.non_exhaustive, input.options.no_invariants);
            let promised = input.options.unsafe_zeroable.is_some();
            let own = own_unstable_layout(input);
            // The local is named where no code of the user's can name it, and
            // the field types are written in a constant it is not seen from;
            // a `let` pattern still finds a constant of its name in scope, so
            // its name is the derive's own.
            let local = Ident::new("__transmutable_parts", Span::mixed_site());
            parts = quote! {
                let #local = const {
                    &#private::struct_parts(#name, [#(#fields),*], #non_exhaustive, #declared, #promised, #own)
                };
            };
            unstable = quote!(#local.unstable_layout);
            zeros = quote!(.invariants_at_zeros(#local.invariants_at_zeros).unstable_field(#local.unstable_field));
            (
                quote!(#private::Bytes::new(#private::size_of::<Self>(), &#local.pieces)),
                quote!(#local.invariants),
                TokenStream::new(),
            )
        }
        Kind::Union(fields) => {
            // The alternative carries the field's name, its one piece none,
            // so that paths read `Union.field`.
            let alternatives = fields.iter().map(|field| {
                let (field_name, member, ty) = (field.name(), &field.member, field.ty);
                quote! {
                    #private::enum_alternative(
                        #field_name,
                        #private::size_of::<Self>(),
                        const {
                            &#private::struct_pieces([#private::Field::new(
                                "",
                                #private::offset_of!(Self, #member),
                                <#ty as ::transmutable::Layout>::DESCRIPTION,
                                true,
                            )])
                        },
                    )
                }
            });
            let fields: Vec<_> = fields.iter().map(|field| struct_field(input, field)).collect();
            // A union's own identity tells where the same union meets
            // itself, which then holds whatever it holds.
            let union_identity = if input.generics.params.is_empty() { identity.clone() } else { quote!("") };
            zeros = invariants_at_zeros(input, &fields);
            (choice(alternatives, Some(union_identity)), struct_invariants(input, &fields), TokenStream::new())
        }
        Kind::Enum(variants) => enumeration(input, variants),
    };
    let (portable, portable_items) = crate::portable::portable(input);
    let description = quote! {
        #private::Description::new(
            #private::Name::Plain(#name),
            #private::size_of::<Self>(),
            #private::align_of::<Self>(),
            #bytes,
            #invariants,
        )
        #zeros
        .unstable_layout_if(#unstable)
    };
    let items = if let Some(static_type) = static_type(input) {
        // Pointers to this type refer to a `static` copy of its description:
        // a static has an address before it has a value, so a pointer to a
        // type being described does not need its description yet, and
        // recursive types (`struct A(&'static B); struct B(&'static A)`) have
        // descriptions without a cycle in const evaluation. Lifetimes do not
        // change a description, so a type with lifetime parameters only has
        // one static, and one identity.
        let referent = referent(&static_type);
        let lifetime_parameters = lifetime_parameters(input);
        quote! {
            #[automatically_derived]
            // SAFETY: every offset, size, alignment and discriminant in the
            // description comes from the compiler (`offset_of!`, `size_of`,
            // `align_of`, `as` casts), arranged as the Reference documents
            // the layout of this kind of type.
            unsafe impl #impl_generics ::transmutable::Layout for #ident #ty_generics #where_clause {
                const DESCRIPTION: &'static #private::Description = {
                    #parts
                    &#description.identified(#identity)#lifetime_parameters
                };
                #referent
                #portable
            }
        }
    } else {
        quote! {
            #[automatically_derived]
            // SAFETY: every offset, size, alignment and discriminant below
            // comes from the compiler (`offset_of!`, `size_of`, `align_of`,
            // `as` casts), arranged as the Reference documents the layout of
            // this kind of type.
            unsafe impl #impl_generics ::transmutable::Layout for #ident #ty_generics #where_clause {
                const DESCRIPTION: &'static #private::Description = {
                    #parts
                    &#description
                };
                #portable
            }
        }
    };
    quote! {
        #[doc(hidden)]
        const _: () = {
            #helpers
            #items
            #portable_items
        };
    }
}

/// The `REFERENT` of a non-generic type: a pointer to a `static` copy of
/// its description. A static has an address before it has a value, so a
/// pointer to a type being described does not need its description yet,
/// and recursive types (`struct A(&'static B); struct B(&'static A)`) have
/// descriptions without a cycle in const evaluation. The static lives in
/// the constant's own block, where no code of the user's is, so no name the
/// user writes can mean it.
fn referent(static_type: &TokenStream) -> TokenStream {
    let private = quote!(::transmutable::__private);
    let name = Ident::new("REFERENT", Span::mixed_site());
    quote! {
        const REFERENT: #private::Referent = {
            static #name: #private::Description = *<#static_type as ::transmutable::Layout>::DESCRIPTION;
            #private::Referent::of(&#name)
        };
    }
}

/// The type with every lifetime parameter `'static`, when it has no other
/// parameters: the one type whose description stands for all of them.
fn static_type(input: &Input) -> Option<TokenStream> {
    let ident = input.ident;
    if input.generics.params.iter().any(|param| !matches!(param, syn::GenericParam::Lifetime(_))) {
        return None;
    }
    if input.generics.params.is_empty() {
        return Some(quote!(#ident));
    }
    let statics = input.generics.params.iter().map(|_| quote!('static));
    Some(quote!(#ident<#(#statics),*>))
}

/// The mark of a type with lifetime parameters, whose instances share one
/// identity and so are not each other (see `Description::lifetime_parameters`).
fn lifetime_parameters(input: &Input) -> TokenStream {
    if input.generics.params.is_empty() {
        TokenStream::new()
    } else {
        quote!(.with_lifetime_parameters())
    }
}

/// Whether the type's layout may change between compiler versions: a
/// struct or union of the default representation (an enum the derive
/// describes has an integer or `C` one), unless its author accepted that
/// with `#[transmutable(accept_unstable_layout)]`, or one of its fields' types.
fn unstable_layout(input: &Input) -> TokenStream {
    let private = quote!(::transmutable::__private);
    let own = own_unstable_layout(input);
    let fields = input.all_fields().into_iter().map(|field| {
        let ty = field.ty;
        quote!(#private::Field::new("", 0, <#ty as ::transmutable::Layout>::DESCRIPTION, true))
    });
    quote!(#private::unstable_layout_of(#own, &[#(#fields),*]))
}

/// Whether the type's own layout may change between compiler versions,
/// whatever its fields': see [`unstable_layout`].
pub(super) fn own_unstable_layout(input: &Input) -> bool {
    let repr = &input.repr;
    let default = repr.c.is_none() && repr.transparent.is_none() && repr.int.is_none();
    default && !matches!(input.kind, Kind::Enum(_)) && !input.options.accept_unstable_layout
}

/// The identity of a non-generic type: a text that tells it from every
/// other type of the build, so that recursive checks know a pair of types
/// they meet again. Its path does not tell apart types of one name in two
/// function bodies, nor two expansions of one macro; where it was derived
/// (`file!`, `line!`, `column!`: another version of the crate lies in
/// another file) and the how-manieth derive of this crate's compilation it
/// is do. Two crates of one package that include one file (a library and
/// its binary, test or example; the library and its own unit tests) are
/// told apart by what cargo says of the crate being compiled: the package's
/// directory, the crate's name, the binary's name, whether it is an
/// integration test or bench, and `cfg(test)`. The text is compared whole,
/// and the query confirms the structure of two types of one text before it
/// trusts it (`description/same.rs`).
fn identity(name: &str) -> TokenStream {
    static DERIVED: AtomicU64 = AtomicU64::new(0);
    let count = DERIVED.fetch_add(1, Ordering::Relaxed).to_string();
    // Hashed, so that no directory of the build machine ends up in a binary.
    let crate_being_compiled = {
        use std::hash::{Hash, Hasher};
        let mut hasher = std::collections::hash_map::DefaultHasher::new();
        for variable in ["CARGO_MANIFEST_DIR", "CARGO_CRATE_NAME", "CARGO_BIN_NAME", "CARGO_PKG_VERSION"] {
            std::env::var(variable).unwrap_or_default().hash(&mut hasher);
        }
        std::env::var_os("CARGO_TARGET_TMPDIR").is_some().hash(&mut hasher);
        format!("{:016x}", hasher.finish())
    };
    let private = quote!(::transmutable::__private);
    quote!(#private::concat!(
        #private::module_path!(), "::", #name, " derived at ", #private::file!(), ":", #private::line!(), ":",
        #private::column!(), ", derive ", #count, " of ", #crate_being_compiled, ", test ", #private::cfg!(test)
    ))
}

/// The `Layout` and `Pointee` impls of a struct whose last field is a slice
/// or `str`. `offset_of!` cannot name an unsized field, so the tail's offset
/// is the end of the sized fields rounded up to the tail's alignment, as
/// `repr(C)` lays it out (not rounded when `packed`, 0 when `transparent`).
fn slice_tailed(input: &Input, sized: &[Field], tail: &Field) -> TokenStream {
    let private = quote!(::transmutable::__private);
    let ident = input.ident;
    let name = ident.to_string();
    let identity = identity(&name);
    let (impl_generics, ty_generics, where_clause) = bounded(input).split_for_impl_owned();
    let (tail_member, tail_type, tail_name, tail_public) = (&tail.member, tail.ty, tail.name(), tail.public);
    let tail_description = quote!(<#tail_type as ::transmutable::Layout>::DESCRIPTION);
    let element_align = quote!(#private::tail_align(#tail_description));
    let fields: Vec<_> = sized.iter().map(|field| struct_field(input, field)).collect();
    let ends = sized.iter().map(|field| {
        let (member, ty) = (&field.member, field.ty);
        quote!(#private::offset_of!(Self, #member) + #private::size_of::<#ty>())
    });
    let aligns = sized.iter().map(|field| {
        let ty = field.ty;
        quote!(#private::align_of::<#ty>())
    });
    let packed = input.repr.packed.is_some();
    let (offset, align) = if input.repr.transparent.is_some() {
        (quote!(0), quote!(#element_align))
    } else {
        (
            quote!(#private::tail_offset(&[#(#ends),*], #element_align, #packed)),
            quote!(#private::tail_struct_align(&[#(#aligns),*], #element_align, #packed)),
        )
    };
    let mut invariant_fields = fields.clone();
    invariant_fields.push(quote!(#private::Field::new(#tail_name, 0, #tail_description, #tail_public)));
    let invariants = struct_invariants(input, &invariant_fields);
    let unstable = unstable_layout(input);
    let zeros = invariants_at_zeros(input, &invariant_fields);
    let (portable, portable_items) = crate::portable::portable(input);
    let description = quote! {
        #private::Description::new(
            #private::Name::Plain(#name),
            #offset,
            #align,
            #private::Bytes::new(#offset, const { &#private::struct_pieces([#(#fields),*]) }),
            #invariants,
        )
        .with_tail_of(#tail_description, #align, #tail_name)
        #zeros
        .unstable_layout_if(#unstable)
    };
    let (description, referent_const) = if let Some(static_type) = static_type(input) {
        let lifetime_parameters = lifetime_parameters(input);
        (quote!(&#description.identified(#identity)#lifetime_parameters), referent(&static_type))
    } else {
        (quote!(&#description), TokenStream::new())
    };
    quote! {
        #[doc(hidden)]
        const _: () = {
            #[automatically_derived]
            // SAFETY: the sized fields' offsets come from `offset_of!`, their
            // sizes and alignments from the compiler; the tail starts where
            // `repr(C)` places it after them, and repeats its element.
            unsafe impl #impl_generics ::transmutable::Layout for #ident #ty_generics #where_clause {
                const DESCRIPTION: &'static #private::Description = #description;
                #referent_const
                #portable
            }
            #[automatically_derived]
            // SAFETY: a pointer to a struct that ends in a slice is a slice
            // pointer to its start, with the slice's length.
            unsafe impl #impl_generics ::transmutable::Pointee for #ident #ty_generics #where_clause {
                type Element = <#tail_type as ::transmutable::Pointee>::Element;
                fn pointer(
                    data: *const #private::primitive::u8,
                    elements: #private::primitive::usize,
                ) -> *const Self {
                    #private::slice_from_raw_parts(data, elements) as *const Self
                }
                fn pointer_mut(
                    data: *mut #private::primitive::u8,
                    elements: #private::primitive::usize,
                ) -> *mut Self {
                    #private::slice_from_raw_parts_mut(data, elements) as *mut Self
                }
                fn elements(value: &Self) -> #private::primitive::usize {
                    // A raw pointer, not a reference: the tail of a packed
                    // struct may be unaligned. Its metadata is the count.
                    (&raw const value.#tail_member as *const [#private::primitive::u8]).len()
                }
            }
            #portable_items
        };
    }
}

/// `Field::new(name, offset_of!(Self, member), <T as Layout>::DESCRIPTION, public)`.
///
/// In a `repr(transparent)` struct, a zero-sized field is placed at offset
/// 0: where the compiler puts one depends on how it orders fields, which no
/// rule fixes and a portable description cannot know, and a field that holds
/// no byte changes no verdict wherever it is. The field with bytes is at 0
/// by the Reference ("The transparent representation"), and `offset_of!`
/// says so.
fn struct_field(input: &Input, field: &Field) -> TokenStream {
    let private = quote!(::transmutable::__private);
    let (name, member, ty, public) = (field.name(), &field.member, field.ty, field.public);
    let offset = if input.repr.transparent.is_some() {
        quote!(if #private::size_of::<#ty>() == 0 { 0 } else { #private::offset_of!(Self, #member) })
    } else {
        quote!(#private::offset_of!(Self, #member))
    };
    quote!(#private::Field::new(#name, #offset, <#ty as ::transmutable::Layout>::DESCRIPTION, #public))
}

/// The invariants all zeros are checked against: the type's own, unless
/// `#[transmutable(unsafe(zeroable))]` promises that zeros satisfy them, and
/// the fields' at zeros (each keeps its own).
fn invariants_at_zeros(input: &Input, fields: &[TokenStream]) -> TokenStream {
    let private = quote!(::transmutable::__private);
    let name = input.ident.to_string();
    let (non_exhaustive, declared) = (input.non_exhaustive, input.options.no_invariants);
    let promised = input.options.unsafe_zeroable.is_some();
    quote!(.invariants_at_zeros(#private::invariants_of_struct_at_zeros(#name, &[#(#fields),*], #non_exhaustive, #declared, #promised)))
}

fn struct_invariants(input: &Input, fields: &[TokenStream]) -> TokenStream {
    let private = quote!(::transmutable::__private);
    let name = input.ident.to_string();
    let (non_exhaustive, declared) = (input.non_exhaustive, input.options.no_invariants);
    quote!(#private::invariants_of_struct(#name, &[#(#fields),*], #non_exhaustive, #declared))
}

/// The bytes of a choice among `alternatives`, as large as `Self`: the
/// fields of a union (`union`: with its identity, an empty text when it is
/// generic), or the variants of an enum.
fn choice(alternatives: impl Iterator<Item = TokenStream>, union: Option<TokenStream>) -> TokenStream {
    let private = quote!(::transmutable::__private);
    let constructor = match union {
        Some(identity) => {
            quote!(union_of(const { &#private::Alternatives::new(const { &[#(#alternatives),*] }) }).identified(#identity))
        }
        None => quote!(new(const { &#private::Alternatives::new(const { &[#(#alternatives),*] }) })),
    };
    quote! {
        #private::Bytes::new(
            #private::size_of::<Self>(),
            const {
                &[#private::Piece::new(
                    0,
                    #private::size_of::<Self>(),
                    #private::Kind::Choice(#private::Choice::#constructor),
                )]
            },
        )
    }
}
