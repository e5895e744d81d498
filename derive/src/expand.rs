//! Code generation: the `Layout` impl, with every layout fact asked of the
//! compiler.

use std::sync::atomic::{AtomicU64, Ordering};

use proc_macro2::TokenTree;
use proc_macro2::{Span, TokenStream};
use quote::{format_ident, quote};
use syn::{GenericParam, Generics, Ident, Type, WherePredicate};

use crate::ast::{Field, Input, Kind, Variant};

/// The `unsafe impl Layout` for `input`, wrapped with any shadow types it
/// needs in an anonymous constant.
pub fn layout(input: &Input) -> TokenStream {
    if let Kind::Struct(fields) = &input.kind {
        if let Some(last) = fields.last().filter(|field| is_unsized(field.ty)) {
            return slice_tailed(input, &fields[..fields.len() - 1], last);
        }
    }
    let private = quote!(::goggles::__private);
    let ident = input.ident;
    let name = ident.to_string();
    let identity = identity(&name);
    let (impl_generics, ty_generics, where_clause) = bounded(input).split_for_impl_owned();
    let (bytes, invariants, shadows) = match &input.kind {
        Kind::Struct(fields) => {
            let fields: Vec<_> = fields.iter().map(|field| struct_field(field, field.public)).collect();
            (
                quote!(#private::Bytes::new(#private::size_of::<Self>(), const { &#private::struct_pieces([#(#fields),*]) })),
                struct_invariants(input, &fields),
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
                                <#ty as ::goggles::Layout>::DESCRIPTION,
                                true,
                            )])
                        },
                    )
                }
            });
            let fields: Vec<_> = fields.iter().map(|field| struct_field(field, field.public)).collect();
            (choice(alternatives, true), struct_invariants(input, &fields), TokenStream::new())
        }
        Kind::Enum(variants) => enumeration(input, variants),
    };
    let description = quote! {
        #private::Description::new(
            #private::Name::Plain(#name),
            #private::size_of::<Self>(),
            #private::align_of::<Self>(),
            #bytes,
            #invariants,
        )
    };
    let items = if input.generics.params.is_empty() {
        // Pointers to this type refer to a `static` copy of its description:
        // a static has an address before it has a value, so a pointer to a
        // type being described does not need its description yet, and
        // recursive types (`struct A(&'static B); struct B(&'static A)`) have
        // descriptions without a cycle in const evaluation.
        quote! {
            static __GOGGLES_REFERENT: #private::Description = *<#ident as ::goggles::Layout>::DESCRIPTION;
            #[automatically_derived]
            // SAFETY: every offset, size, alignment and discriminant in the
            // description comes from the compiler (`offset_of!`, `size_of`,
            // `align_of`, `as` casts), arranged as the Reference documents
            // the layout of this kind of type.
            unsafe impl ::goggles::Layout for #ident {
                const DESCRIPTION: &'static #private::Description =
                    &#description.identified(#identity);
                const REFERENT: #private::Referent = #private::Referent::of(&__GOGGLES_REFERENT);
            }
        }
    } else {
        quote! {
            #[automatically_derived]
            // SAFETY: every offset, size, alignment and discriminant below
            // comes from the compiler (`offset_of!`, `size_of`, `align_of`,
            // `as` casts), arranged as the Reference documents the layout of
            // this kind of type.
            unsafe impl #impl_generics ::goggles::Layout for #ident #ty_generics #where_clause {
                const DESCRIPTION: &'static #private::Description = &#description;
            }
        }
    };
    quote! {
        #[doc(hidden)]
        const _: () = {
            #shadows
            #items
        };
    }
}

/// Whether `ty` is a slice or `str`: the last field of an unsized struct.
pub fn is_unsized(ty: &Type) -> bool {
    match ty {
        Type::Slice(_) => true,
        Type::Path(path) => path.qself.is_none() && path.path.is_ident("str"),
        Type::Group(group) => is_unsized(&group.elem),
        Type::Paren(paren) => is_unsized(&paren.elem),
        _ => false,
    }
}

/// The text a non-generic type's identity is the hash of, unique to it in
/// the build: recursive checks take a pair of identities they meet again
/// for the same pair of types. Its path does not tell apart types of one
/// name in two function bodies, nor two expansions of one macro; where it
/// was derived (`file!`, `line!`, `column!`: another version of the crate
/// lies in another file), the how-manieth derive of this crate's
/// compilation it is, and the package's directory do. The text is compared
/// whole, not hashed.
fn identity(name: &str) -> TokenStream {
    static DERIVED: AtomicU64 = AtomicU64::new(0);
    let count = DERIVED.fetch_add(1, Ordering::Relaxed).to_string();
    // Which package is being compiled, where cargo says: two crates of one
    // name (and one file included in both) are still two packages. Hashed,
    // so that no directory of the build machine ends up in a binary.
    let package = {
        use std::hash::{Hash, Hasher};
        let mut hasher = std::collections::hash_map::DefaultHasher::new();
        std::env::var("CARGO_MANIFEST_DIR").unwrap_or_default().hash(&mut hasher);
        format!("{:016x}", hasher.finish())
    };
    quote!(::core::concat!(
        ::core::module_path!(), "::", #name, " derived at ", ::core::file!(), ":", ::core::line!(), ":",
        ::core::column!(), ", derive ", #count, " of ", #package
    ))
}

/// The `Layout` and `Pointee` impls of a struct whose last field is a slice
/// or `str`. `offset_of!` cannot name an unsized field, so the tail's offset
/// is the end of the sized fields rounded up to the tail's alignment, as
/// `repr(C)` lays it out (not rounded when `packed`, 0 when `transparent`).
fn slice_tailed(input: &Input, sized: &[Field], tail: &Field) -> TokenStream {
    let private = quote!(::goggles::__private);
    let ident = input.ident;
    let name = ident.to_string();
    let identity = identity(&name);
    let (impl_generics, ty_generics, where_clause) = bounded(input).split_for_impl_owned();
    let (tail_member, tail_type, tail_name, tail_public) = (&tail.member, tail.ty, tail.name(), tail.public);
    let tail_description = quote!(<#tail_type as ::goggles::Layout>::DESCRIPTION);
    let element_align = quote!(#private::tail_align(#tail_description));
    let fields: Vec<_> = sized.iter().map(|field| struct_field(field, field.public)).collect();
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
    let description = quote! {
        #private::Description::new(
            #private::Name::Plain(#name),
            #offset,
            #align,
            #private::Bytes::new(#offset, const { &#private::struct_pieces([#(#fields),*]) }),
            #invariants,
        )
        .with_tail_of(#tail_description, #align, #tail_name)
    };
    let referent = if input.generics.params.is_empty() {
        quote! {
            static __GOGGLES_REFERENT: #private::Description = *<#ident as ::goggles::Layout>::DESCRIPTION;
        }
    } else {
        TokenStream::new()
    };
    let (description, referent_const) = if input.generics.params.is_empty() {
        (
            quote!(&#description.identified(#identity)),
            quote!(const REFERENT: #private::Referent = #private::Referent::of(&__GOGGLES_REFERENT);),
        )
    } else {
        (quote!(&#description), TokenStream::new())
    };
    quote! {
        #[doc(hidden)]
        const _: () = {
            #referent
            #[automatically_derived]
            // SAFETY: the sized fields' offsets come from `offset_of!`, their
            // sizes and alignments from the compiler; the tail starts where
            // `repr(C)` places it after them, and repeats its element.
            unsafe impl #impl_generics ::goggles::Layout for #ident #ty_generics #where_clause {
                const DESCRIPTION: &'static #private::Description = #description;
                #referent_const
            }
            #[automatically_derived]
            // SAFETY: a pointer to a struct that ends in a slice is a slice
            // pointer to its start, with the slice's length.
            unsafe impl #impl_generics ::goggles::Pointee for #ident #ty_generics #where_clause {
                fn pointer(data: *const u8, elements: usize) -> *const Self {
                    ::core::ptr::slice_from_raw_parts(data, elements) as *const Self
                }
                fn pointer_mut(data: *mut u8, elements: usize) -> *mut Self {
                    ::core::ptr::slice_from_raw_parts_mut(data, elements) as *mut Self
                }
                fn elements(value: &Self) -> usize {
                    // A raw pointer, not a reference: the tail of a packed
                    // struct may be unaligned. Its metadata is the count.
                    (::core::ptr::addr_of!(value.#tail_member) as *const [u8]).len()
                }
            }
        };
    }
}

/// `Field::new(name, offset_of!(Self, member), <T as Layout>::DESCRIPTION, public)`.
fn struct_field(field: &Field, public: bool) -> TokenStream {
    let private = quote!(::goggles::__private);
    let (name, member, ty) = (field.name(), &field.member, field.ty);
    quote!(#private::Field::new(#name, #private::offset_of!(Self, #member), <#ty as ::goggles::Layout>::DESCRIPTION, #public))
}

fn struct_invariants(input: &Input, fields: &[TokenStream]) -> TokenStream {
    let private = quote!(::goggles::__private);
    let name = input.ident.to_string();
    let (non_exhaustive, declared) = (input.non_exhaustive, input.options.no_invariants);
    quote!(#private::invariants_of_struct(#name, &[#(#fields),*], #non_exhaustive, #declared))
}

/// The bytes of a choice among `alternatives`, as large as `Self`: the
/// fields of a union (`union`), or the variants of an enum.
fn choice(alternatives: impl Iterator<Item = TokenStream>, union: bool) -> TokenStream {
    let private = quote!(::goggles::__private);
    let constructor = if union { quote!(union_of) } else { quote!(new) };
    quote! {
        #private::Bytes::new(
            #private::size_of::<Self>(),
            const {
                &[#private::Piece::new(
                    0,
                    #private::size_of::<Self>(),
                    #private::Kind::Choice(#private::Choice::#constructor(const { &[#(#alternatives),*] })),
                )]
            },
        )
    }
}

/// Bytes, invariants and shadow types of an enum.
fn enumeration(input: &Input, variants: &[Variant]) -> (TokenStream, TokenStream, TokenStream) {
    let private = quote!(::goggles::__private);
    let ident = input.ident;
    let name = ident.to_string();
    let invariants = {
        let variants = variants.iter().map(|variant| {
            let fields = variant.fields.iter().map(|field| {
                let (field_name, ty) = (format!("{}.{}", variant.ident, field.name()), field.ty);
                quote!(#private::Field::new(#field_name, 0, <#ty as ::goggles::Layout>::DESCRIPTION, true))
            });
            let non_exhaustive = variant.non_exhaustive;
            quote!(#private::EnumVariant { fields: &[#(#fields),*], non_exhaustive: #non_exhaustive })
        });
        let (non_exhaustive, declared) = (input.non_exhaustive, input.options.no_invariants);
        quote!(#private::invariants_of_enum(#name, &[#(#variants),*], #non_exhaustive, #declared))
    };

    if variants.is_empty() {
        let bytes = quote!(#private::Bytes::new(0, const { &[#private::Piece::new(0, 0, #private::Kind::Run(::goggles::ByteSet::EMPTY))] }));
        return (bytes, invariants, TokenStream::new());
    }
    if input.repr.transparent.is_some() {
        // One variant; its one non-zero-sized field is at offset 0, like the
        // enum itself (the Reference, "The transparent representation").
        let fields = variants[0].fields.iter().map(|field| {
            let (field_name, ty) = (field.name(), field.ty);
            quote!(#private::Field::new(#field_name, 0, <#ty as ::goggles::Layout>::DESCRIPTION, true))
        });
        let bytes = quote!(#private::Bytes::new(#private::size_of::<Self>(), const { &#private::struct_pieces([#(#fields),*]) }));
        return (bytes, invariants, TokenStream::new());
    }

    let count = variants.len();
    if variants.iter().all(|variant| variant.fields.is_empty()) {
        // A fieldless enum is its tag: `as` casts give the discriminants.
        let values = variants.iter().map(|variant| {
            let variant = variant.ident;
            quote!(#ident::#variant as u128)
        });
        let bytes = quote! {
            #private::Bytes::new(
                #private::size_of::<Self>(),
                const {
                    &#private::fieldless_enum(const {
                        &#private::Products::<{ #count * #private::size_of::<#ident>() }>::of_values(
                            [#(#values),*],
                            #private::size_of::<#ident>(),
                        )
                    })
                },
            )
        };
        return (bytes, invariants, TokenStream::new());
    }

    let shadows = Shadows::new(input, variants);
    let alternatives = variants.iter().map(|variant| shadows.alternative(variant));
    (choice(alternatives, false), invariants, shadows.items)
}

/// Types with the documented layout of an enum with fields (the Reference,
/// "Primitive representation of enums with fields" and "`repr(C)` enums with
/// fields"), whose offsets `offset_of!` can read.
struct Shadows<'a> {
    input: &'a Input<'a>,
    items: TokenStream,
    tag: Ident,
}

impl<'a> Shadows<'a> {
    fn new(input: &'a Input<'a>, variants: &[Variant]) -> Shadows<'a> {
        let tag = Ident::new("__GogglesTag", Span::call_site());
        let tag_repr = match (&input.repr.int, input.repr.c) {
            (Some(int), _) => quote!(#int),
            (None, _) => quote!(C),
        };
        let tag_variants = variants.iter().map(|variant| {
            let ident = variant.ident;
            match variant.discriminant {
                Some(expr) => quote!(#ident = #expr),
                None => quote!(#ident),
            }
        });
        let mut items = quote! {
            #[repr(#tag_repr)]
            #[allow(dead_code, non_camel_case_types, clippy::all)]
            #[derive(Clone, Copy)]
            enum #tag { #(#tag_variants),* }
        };
        let generics = input.generics;
        let where_clause = &generics.where_clause;
        let marker = marker(generics);
        if input.repr.c.is_none() {
            // Primitive representation: a union of `repr(C)` structs, each
            // starting with the tag.
            let int = input.repr.int.as_ref().expect("valid enums have a repr");
            for variant in variants {
                let shadow = variant_shadow(variant.ident);
                let fields = shadow_fields(&variant.fields);
                items.extend(quote! {
                    #[repr(C)]
                    #[allow(dead_code, non_camel_case_types, non_snake_case, clippy::all)]
                    struct #shadow #generics #where_clause { tag: ::core::primitive::#int, #(#fields,)* #marker }
                });
            }
        } else {
            // `repr(C)` (with or without an integer): a `repr(C)` struct of
            // the tag and a `repr(C)` union of `repr(C)` structs.
            let tag_type = match &input.repr.int {
                Some(int) => quote!(::core::primitive::#int),
                None => quote!(#tag),
            };
            let (_, ty_generics, _) = generics.split_for_impl();
            let mut union_fields = Vec::new();
            for variant in variants {
                let shadow = variant_shadow(variant.ident);
                let fields = shadow_fields(&variant.fields);
                let variant_ident = variant.ident;
                items.extend(quote! {
                    #[repr(C)]
                    #[allow(dead_code, non_camel_case_types, non_snake_case, clippy::all)]
                    struct #shadow #generics #where_clause { #(#fields,)* #marker }
                });
                union_fields.push(quote!(#variant_ident: ::goggles::__private::ManuallyDrop<#shadow #ty_generics>));
            }
            items.extend(quote! {
                #[repr(C)]
                #[allow(dead_code, non_camel_case_types, non_snake_case, clippy::all)]
                union __GogglesPayload #generics #where_clause { #(#union_fields,)* }
                #[repr(C)]
                #[allow(dead_code, non_camel_case_types, clippy::all)]
                struct __GogglesLayout #generics #where_clause { tag: #tag_type, payload: __GogglesPayload #ty_generics }
            });
        }
        Shadows { input, items, tag }
    }

    /// The alternative for `variant`: its tag, then its fields.
    fn alternative(&self, variant: &Variant) -> TokenStream {
        let private = quote!(::goggles::__private);
        let (tag, variant_ident) = (&self.tag, variant.ident);
        let (_, ty_generics, _) = self.input.generics.split_for_impl();
        let shadow = variant_shadow(variant.ident);
        let fields = variant.fields.iter().enumerate().map(|(index, field)| {
            let (field_name, ty) = (field.name(), field.ty);
            let member = format_ident!("field_{}", index);
            let offset = if self.input.repr.c.is_none() {
                quote!(#private::offset_of!(#shadow #ty_generics, #member))
            } else {
                quote!(#private::offset_of!(__GogglesLayout #ty_generics, payload) + #private::offset_of!(#shadow #ty_generics, #member))
            };
            quote!(#private::Field::new(#field_name, #offset, <#ty as ::goggles::Layout>::DESCRIPTION, true))
        });
        let (count, pieces) = (variant.fields.len(), variant.fields.len() + 1);
        let variant_name = variant_ident.to_string();
        quote! {
            #private::enum_alternative(
                #variant_name,
                #private::size_of::<Self>(),
                const {
                    &#private::variant_pieces::<#count, #pieces>(
                        #tag::#variant_ident as u128,
                        #private::size_of::<#tag>(),
                        [#(#fields),*],
                    )
                },
            )
        }
    }
}

fn variant_shadow(variant: &Ident) -> Ident {
    format_ident!("__GogglesVariant_{}", variant)
}

fn shadow_fields(fields: &[Field]) -> Vec<TokenStream> {
    fields
        .iter()
        .enumerate()
        .map(|(index, field)| {
            let (member, ty) = (format_ident!("field_{}", index), field.ty);
            quote!(#member: #ty)
        })
        .collect()
}

/// A zero-sized last field that uses every generic parameter, so shadow
/// types accept the enum's generics. Zero-sized and 1-aligned at the end of
/// a `repr(C)` struct, it moves no other field.
fn marker(generics: &Generics) -> TokenStream {
    let mut used = Vec::new();
    let mut consts = Vec::new();
    for param in &generics.params {
        match param {
            GenericParam::Type(param) => {
                let ident = &param.ident;
                used.push(quote!(*const #ident));
            }
            GenericParam::Lifetime(param) => {
                let lifetime = &param.lifetime;
                used.push(quote!(&#lifetime ()));
            }
            GenericParam::Const(param) => {
                let ident = &param.ident;
                consts.push(quote!([(); #ident]));
            }
        }
    }
    quote!(__goggles_marker: ::core::marker::PhantomData<(#(#used,)* #(#consts,)*)>)
}

/// The type's generics, with `FieldType: Layout` for every field type that
/// mentions a type parameter. Other field types need no bound: their
/// `Layout` is checked where the description names them, and a bound on a
/// private type would trip the `private_bounds` lint in the user's crate.
fn bounded(input: &Input) -> Generics {
    let mut generics = input.generics.clone();
    let parameters: Vec<String> = generics.type_params().map(|param| param.ident.to_string()).collect();
    let where_clause = generics.make_where_clause();
    let mut seen: Vec<String> = Vec::new();
    for field in input.all_fields() {
        let ty: &Type = field.ty;
        let tokens = quote!(#ty);
        if !mentions(tokens.clone(), &parameters) {
            continue;
        }
        let key = tokens.to_string();
        if seen.contains(&key) {
            continue;
        }
        seen.push(key);
        let predicate: WherePredicate = syn::parse_quote!(#ty: ::goggles::Layout);
        where_clause.predicates.push(predicate);
    }
    generics
}

/// Whether `tokens` name one of `parameters`.
fn mentions(tokens: TokenStream, parameters: &[String]) -> bool {
    tokens.into_iter().any(|token| match token {
        TokenTree::Ident(ident) => parameters.contains(&ident.to_string()),
        TokenTree::Group(group) => mentions(group.stream(), parameters),
        _ => false,
    })
}

trait SplitOwned {
    fn split_for_impl_owned(&self) -> (TokenStream, TokenStream, TokenStream);
}

impl SplitOwned for Generics {
    fn split_for_impl_owned(&self) -> (TokenStream, TokenStream, TokenStream) {
        let (impl_generics, ty_generics, where_clause) = self.split_for_impl();
        (quote!(#impl_generics), quote!(#ty_generics), quote!(#where_clause))
    }
}
