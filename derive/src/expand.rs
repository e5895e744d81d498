//! Code generation: the `Layout` impl, with every layout fact asked of the
//! compiler.

use std::sync::atomic::{AtomicU64, Ordering};

use proc_macro2::{Span, TokenStream};
use quote::quote;
use syn::{Generics, Ident, Type};

use crate::ast::{bounded, is_unsized, Field, Input, Kind, Variant};

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
            // the field types are written in a constant it is not seen from.
            let local = Ident::new("parts", Span::mixed_site());
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
fn own_unstable_layout(input: &Input) -> bool {
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

/// Bytes, invariants and helper impls of an enum.
fn enumeration(input: &Input, variants: &[Variant]) -> (TokenStream, TokenStream, TokenStream) {
    let private = quote!(::transmutable::__private);
    let ident = input.ident;
    let name = ident.to_string();
    let invariants = {
        // `invariants_of_enum` reads variants in order and stops at the
        // first `#[non_exhaustive]` one: the fields before it are one list
        // and it has none, which answers the same with one constant array
        // where a list per variant cost a constant each (256 variants, 256).
        // A variant that repeats the fields of one before it adds none the
        // answer could name first.
        let until = variants.iter().position(|variant| variant.non_exhaustive).unwrap_or(variants.len());
        let repeats = repeats(variants);
        let listed = variants[..until].iter().zip(0..).filter(|(_, v)| repeats[*v] == *v);
        let fields = listed.flat_map(|(variant, _)| variant.fields.iter().map(move |field| (variant, field)));
        let fields = fields.map(|(variant, field)| {
            let (field_name, ty) = (format!("{}.{}", variant.ident, field.name()), field.ty);
            quote!(#private::Field::new(#field_name, 0, <#ty as ::transmutable::Layout>::DESCRIPTION, true))
        });
        let stop =
            (until < variants.len()).then(|| quote!(#private::EnumVariant { fields: &[], non_exhaustive: true }));
        let (non_exhaustive, declared) = (input.non_exhaustive, input.options.no_invariants);
        quote! {
            #private::invariants_of_enum(
                #name,
                &[#private::EnumVariant { fields: &[#(#fields),*], non_exhaustive: false }, #stop],
                #non_exhaustive,
                #declared,
            )
        }
    };

    if variants.is_empty() {
        let bytes = quote!(#private::Bytes::new(0, const { &[#private::Piece::new(0, 0, #private::Kind::Run(::transmutable::ByteSet::EMPTY))] }));
        return (bytes, invariants, TokenStream::new());
    }
    if input.repr.transparent.is_some() {
        // One variant; its one non-zero-sized field is at offset 0, like the
        // enum itself (the Reference, "The transparent representation").
        // A variant's field is no place safe code can write alone (reaching
        // it is a `match`, a read): its piece is sealed, though public.
        let fields = variants[0].fields.iter().map(|field| {
            let (field_name, ty) = (field.name(), field.ty);
            quote!(#private::Field::new(#field_name, 0, <#ty as ::transmutable::Layout>::DESCRIPTION, false))
        });
        let bytes = quote!(#private::Bytes::new(#private::size_of::<Self>(), const { &#private::struct_pieces([#(#fields),*]) }));
        return (bytes, invariants, TokenStream::new());
    }

    let count = variants.len();
    let tag = TagType::of(input);
    if variants.iter().all(|variant| variant.fields.is_empty()) {
        // A fieldless enum is its tag, then padding up to its size when it
        // is `align(N)`. `as` casts give the discriminants.
        let values: Vec<TokenStream> = variants
            .iter()
            .map(|variant| {
                let variant = variant.ident;
                quote!(#ident::#variant as #private::primitive::i128)
            })
            .collect();
        let width = tag.width(quote!(&[#(#values),*]));
        let bytes = quote! {
            #private::Bytes::new(
                #private::size_of::<Self>(),
                const {
                    &#private::fieldless_enum(
                        const {
                            &#private::Products::<{ #count * #width }>::of_values(
                                [#(#values as #private::primitive::u128),*],
                                #width,
                            )
                        },
                        #private::size_of::<Self>(),
                        #private::align_of::<Self>(),
                        #width,
                        #private::integer_align(#width),
                    )
                },
            )
        };
        return (bytes, invariants, TokenStream::new());
    }

    let (helper, bytes) = enum_with_fields(input, variants, &tag);
    (bytes, invariants, helper)
}

/// The type of an enum's tag: the integer of its representation, or C's
/// choice for `repr(C)` alone.
enum TagType<'a> {
    Integer(&'a Ident),
    C,
}

impl<'a> TagType<'a> {
    fn of(input: &'a Input) -> TagType<'a> {
        match &input.repr.int {
            Some(int) => TagType::Integer(int),
            None => TagType::C,
        }
    }

    /// The type discriminant expressions have.
    fn discriminant_type(&self) -> TokenStream {
        let private = quote!(::transmutable::__private);
        match self {
            TagType::Integer(int) => quote!(#private::primitive::#int),
            TagType::C => quote!(#private::primitive::isize),
        }
    }

    /// The tag's width in bytes, given the discriminants as `&[i128]`.
    fn width(&self, discriminants: TokenStream) -> TokenStream {
        let private = quote!(::transmutable::__private);
        match self {
            TagType::Integer(int) => quote!(#private::size_of::<#private::primitive::#int>()),
            TagType::C => quote!(#private::c_tag_width(#discriminants)),
        }
    }
}

/// The description of an enum with fields, and the impl of
/// `__private::EnumLayout` that computes once what every variant needs:
/// the discriminants, the tag's width, where fields start.
///
/// The layout is the one the Reference documents: with a primitive
/// representation, a `repr(C)` union of `repr(C)` structs that each start
/// with the tag; with `repr(C)`, a `repr(C)` struct of the tag and a
/// `repr(C)` union of `repr(C)` structs of the fields. Offsets follow the
/// `repr(C)` rule from sizes and alignments the compiler reports, and the
/// result is checked against the enum's own size and alignment. No item is
/// declared where the user's field types and discriminant expressions are
/// written, so none of their names can mean something of transmutable's.
fn enum_with_fields(input: &Input, variants: &[Variant], tag: &TagType) -> (TokenStream, TokenStream) {
    let private = quote!(::transmutable::__private);
    let ident = input.ident;
    let (impl_generics, ty_generics, where_clause) = bounded(input).split_for_impl_owned();
    let layout = quote!(<Self as #private::EnumLayout>);

    // Discriminants as the enum's representation types them: as written, or
    // one more than the one before. No local is bound: a name in a pattern
    // that a user's constant also has would be that constant.
    let discriminant_type = tag.discriminant_type();
    let written = variants.iter().map(|variant| match variant.discriminant {
        Some(expr) => {
            quote!(#private::Option::Some(#private::typed::<#discriminant_type>(#expr) as #private::primitive::i128))
        }
        None => quote!(#private::Option::None),
    });
    let width = tag.width(quote!(#layout::DISCRIMINANTS));
    let tag_align = match tag {
        TagType::Integer(int) => quote!(#private::align_of::<#private::primitive::#int>()),
        TagType::C => quote!(#private::integer_align(#layout::TAG_WIDTH)),
    };
    // Every variant's fields back to back, in one constant for the enum
    // where one per variant cost a query each; a variant whose fields
    // repeat an earlier one's, names and types as written, is laid out
    // alike and made as a copy of it, and its fields are not listed.
    let repeats = repeats(variants);
    let distinct: Vec<&Variant> =
        variants.iter().zip(0..).filter(|(_, v)| repeats[*v] == *v).map(|(variant, _)| variant).collect();
    let all_fields: Vec<&Field> = distinct.iter().flat_map(|variant| &variant.fields).collect();
    let counts: Vec<usize> = variants.iter().map(|variant| variant.fields.len()).collect();
    let distinct_counts: Vec<usize> = distinct.iter().map(|variant| variant.fields.len()).collect();
    let shapes = all_fields.iter().map(|field| {
        let ty = field.ty;
        quote!((#private::size_of::<#ty>(), #private::align_of::<#ty>()))
    });
    let shapes = quote!([#(#shapes),*]);
    let fields = all_fields.iter().enumerate().map(|(index, field)| {
        let (field_name, ty) = (field.name(), field.ty);
        quote!(#private::Field::new(#field_name, #layout::OFFSETS[#index], <#ty as ::transmutable::Layout>::DESCRIPTION, true))
    });
    let (field_count, piece_count) = (all_fields.len(), counts.iter().sum::<usize>() + variants.len());
    let c = matches!(tag, TagType::C) || input.repr.c.is_some();
    let explicit_align = input.repr.align.is_some();
    let helper = quote! {
        #[automatically_derived]
        impl #impl_generics #private::EnumLayout for #ident #ty_generics #where_clause {
            const DISCRIMINANTS: &'static [#private::primitive::i128] = &#private::discriminants([#(#written),*]);
            const TAG_WIDTH: #private::primitive::usize = #width;
            const SHAPE: #private::EnumShape = #private::EnumShape::new(
                #c,
                #layout::TAG_WIDTH,
                #tag_align,
                &[#(#distinct_counts),*],
                &#shapes,
                #private::size_of::<Self>(),
                #private::align_of::<Self>(),
                #explicit_align,
            );
            const OFFSETS: &'static [#private::primitive::usize] = &#layout::SHAPE.offsets::<#field_count>(&[#(#distinct_counts),*], #shapes);
            const PIECES: &'static [#private::Piece] = &#private::enum_pieces::<#field_count, #piece_count>(
                #layout::DISCRIMINANTS,
                #layout::TAG_WIDTH,
                &[#(#counts),*],
                &[#(#repeats),*],
                [#(#fields),*],
            );
        }
    };

    let names = variants.iter().map(|variant| variant.ident.to_string());
    let bytes = quote! {
        #private::Bytes::new(
            #private::size_of::<Self>(),
            const {
                &[#private::Piece::new(
                    0,
                    #private::size_of::<Self>(),
                    #private::Kind::Choice(#private::Choice::new(const {
                        &#private::Alternatives::of_variants(
                            const {
                                &#private::enum_alternatives(
                                    [#(#names),*],
                                    #private::size_of::<Self>(),
                                    &[#(#counts),*],
                                    &[#(#repeats),*],
                                    #layout::PIECES,
                                )
                            },
                            &[#(#repeats),*],
                        )
                    })),
                )]
            },
        )
    };
    (helper, bytes)
}

/// For each variant, the first variant whose fields have the same names
/// and types as written (itself when none before it has): such variants
/// are laid out alike. A field under `#[cfg]` makes its variant repeat
/// none.
fn repeats(variants: &[Variant]) -> Vec<usize> {
    let keys: Vec<Option<String>> = variants
        .iter()
        .map(|variant| {
            let configured = variant.configured || variant.fields.iter().any(|field| field.configured);
            let fields = variant.fields.iter().map(|field| {
                let ty = field.ty;
                format!("{}: {}", field.name(), quote!(#ty))
            });
            (!configured).then(|| fields.collect::<Vec<_>>().join(", "))
        })
        .collect();
    let mut firsts = std::collections::HashMap::new();
    keys.into_iter()
        .enumerate()
        .map(|(v, key)| match key {
            Some(key) => *firsts.entry(key).or_insert(v),
            None => v,
        })
        .collect()
}

/// A trait of `transmutable::traits`.
#[derive(Clone, Copy, PartialEq)]
pub enum Capability {
    FromBytes,
    FromZeros,
    IntoBytes,
    Immutable,
    Unaligned,
}

impl Capability {
    pub fn name(self) -> &'static str {
        match self {
            Capability::FromBytes => "FromBytes",
            Capability::FromZeros => "FromZeros",
            Capability::IntoBytes => "IntoBytes",
            Capability::Immutable => "Immutable",
            Capability::Unaligned => "Unaligned",
        }
    }
}

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
        let (impl_generics, ty_generics, where_clause) = input.generics.split_for_impl_owned();
        let verdicts = verdicts_at_fields(input, capability);
        return Ok(quote! {
            #[doc(hidden)]
            const _: () = {
                #[automatically_derived]
                // SAFETY: the constant below stops compilation unless the
                // engine's verdict on the type's description, which is exact,
                // is that the type has the capability.
                unsafe impl #impl_generics #path for #ident #ty_generics #where_clause {}
                #verdicts
            };
        });
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
        };
    })
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
/// that holds costs what one check of the type costs.
fn verdicts_at_fields(input: &Input, capability: Capability) -> TokenStream {
    let private = quote!(::transmutable::__private);
    let ident = input.ident;
    let trait_ident = Ident::new(capability.name(), Span::call_site());
    let whole = quote!(#private::verify::<#ident>(#private::Capability::#trait_ident));
    let verdict = match capability {
        Capability::FromBytes => "FROM_BYTES",
        Capability::FromZeros => "FROM_ZEROS",
        Capability::IntoBytes => "INTO_BYTES",
        Capability::Immutable => "IMMUTABLE",
        Capability::Unaligned => return unaligned_at_fields(input),
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
        Kind::Union(_) => return quote!(const _: () = #whole;),
    };
    let whole = match private_field {
        Some(field) => {
            let span = match &field.member {
                syn::Member::Named(name) => name.span(),
                syn::Member::Unnamed(_) => syn::spanned::Spanned::span(field.ty),
            };
            let trait_ident = Ident::new(capability.name(), span);
            quote::quote_spanned! {span=>
                ::transmutable::__private::verify::<#ident>(::transmutable::__private::Capability::#trait_ident)
            }
        }
        None => whole,
    };
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
        let trait_ident = Ident::new(capability.name(), span);
        quote::quote_spanned! {span=>
            ::transmutable::__private::verify::<#ty>(::transmutable::__private::Capability::#trait_ident);
        }
    });
    let at_gaps = gaps_at_fields(input, capability);
    // One constant: a verdict that holds is read once, and one that does
    // not stops at the first field that lacks the capability, or at the
    // field next to a gap of padding, or else explains the whole type.
    quote! {
        const _: () = if !#private::Verdict::<#ident>::#verdict {
            #(#at_fields)*
            #at_gaps
            #whole
        };
    }
}

/// The verdict that `input` is `Unaligned`, asked where the type is
/// declared. Without `packed`, a struct or an enum is aligned to 1 only if
/// each of its fields is, an enum's tag too, and no `align(N)` raises it: a
/// `repr(align(N))` or a tag wider than a byte is the error's place, and
/// else the first field of an alignment above 1 (asked in turn, spanned at
/// its type). A packed type or a union is explained at the derive.
fn unaligned_at_fields(input: &Input) -> TokenStream {
    let private = quote!(::transmutable::__private);
    let ident = input.ident;
    let verify_at = |span: Span, ty: &dyn quote::ToTokens| {
        let trait_ident = Ident::new("Unaligned", span);
        quote::quote_spanned! {span=>
            ::transmutable::__private::verify::<#ty>(::transmutable::__private::Capability::#trait_ident);
        }
    };
    let whole = verify_at(Span::call_site(), ident);
    let repr = &input.repr;
    let fields: Vec<&Field> = match &input.kind {
        _ if repr.packed.is_some() => Vec::new(),
        Kind::Struct(fields) => fields.iter().collect(),
        Kind::Enum(variants) => variants.iter().flat_map(|variant| &variant.fields).collect(),
        Kind::Union(_) => Vec::new(),
    };
    let at_repr = match (&input.kind, repr.align, &repr.int) {
        (_, _, _) if repr.packed.is_some() => None,
        (Kind::Union(_), _, _) => None,
        (_, Some(span), _) => Some(verify_at(span, ident)),
        (Kind::Enum(_), None, Some(int)) if int != "u8" && int != "i8" => Some(verify_at(int.span(), ident)),
        _ => None,
    };
    let mut types: Vec<&Type> = Vec::new();
    for field in &fields {
        let ty = field.ty;
        let key = quote!(#ty).to_string();
        if !types.iter().any(|ty| quote!(#ty).to_string() == key) {
            types.push(field.ty);
        }
    }
    let at_fields = types.iter().map(|ty| verify_at(syn::spanned::Spanned::span(ty), ty));
    quote! {
        const _: () = if !#private::Verdict::<#ident>::UNALIGNED {
            #at_repr
            #(#at_fields)*
            #whole
        };
    }
}

/// For `IntoBytes` on a sized struct, one call per field, spanned at it,
/// that stops compilation when the byte refused is padding just before that
/// field (or after it, for the last): a padding error then points at the
/// field beside the gap. The fields' offsets come from `offset_of!`, so the
/// field is the right one in any representation. Fields under `#[cfg]` are
/// left out (their gaps are explained at the derive).
fn gaps_at_fields(input: &Input, capability: Capability) -> TokenStream {
    let Kind::Struct(fields) = &input.kind else { return TokenStream::new() };
    if !matches!(capability, Capability::IntoBytes) || fields.last().is_some_and(|field| is_unsized(field.ty)) {
        return TokenStream::new();
    }
    let private = quote!(::transmutable::__private);
    let ident = input.ident;
    let fields: Vec<&Field> = fields.iter().filter(|field| !field.configured).collect();
    if fields.is_empty() {
        return TokenStream::new();
    }
    let offsets = fields.iter().map(|field| {
        let member = &field.member;
        quote!(#private::offset_of!(#ident, #member))
    });
    let offsets_name = Ident::new("OFFSETS", Span::mixed_site());
    let calls = fields.iter().map(|field| {
        let member = &field.member;
        let span = match member {
            syn::Member::Named(name) => name.span(),
            syn::Member::Unnamed(_) => syn::spanned::Spanned::span(field.ty),
        };
        let trait_ident = Ident::new(capability.name(), span);
        quote::quote_spanned! {span=>
            ::transmutable::__private::verify_gap_at::<#ident>(
                ::transmutable::__private::Capability::#trait_ident,
                ::transmutable::__private::offset_of!(#ident, #member),
                &#offsets_name,
            );
        }
    });
    let count = fields.len();
    quote! {
        const #offsets_name: [usize; #count] = [#(#offsets),*];
        #(#calls)*
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

/// A comparison of values by their bytes: `ByteEq` or `ByteHash`.
#[derive(Clone, Copy)]
pub enum ByteComparison {
    Eq,
    Hash,
}

/// `PartialEq` and `Eq` (`ByteEq`), or `Hash` (`ByteHash`), for `input`,
/// reading each value's bytes with `transmutable::as_bytes`, whose check (every
/// value is initialized bytes, none in a cell) justifies them. A safe impl
/// needs no justification to be sound, only to be right: `as_bytes` refuses
/// a type with padding where it is instantiated. For a type without
/// generic parameters the same verdict is also asked where the type is
/// declared, so that `cargo check` shows it at the derive.
pub fn byte_comparison(input: &Input, comparison: ByteComparison) -> TokenStream {
    let private = quote!(::transmutable::__private);
    let ident = input.ident;
    let (impl_generics, ty_generics, where_clause) = bounded(input).split_for_impl_owned();
    let verdict = if input.generics.params.is_empty() {
        quote!(const _: () = #private::verify_byte_comparison::<#ident>();)
    } else {
        TokenStream::new()
    };
    let impls = match comparison {
        ByteComparison::Eq => quote! {
            #[automatically_derived]
            impl #impl_generics #private::PartialEq for #ident #ty_generics #where_clause {
                fn eq(&self, other: &Self) -> #private::primitive::bool {
                    #private::bytes_equal(self, other)
                }
            }
            #[automatically_derived]
            impl #impl_generics #private::Eq for #ident #ty_generics #where_clause {}
        },
        ByteComparison::Hash => {
            // The methods' own parameter, named apart from the type's.
            let taken: Vec<String> = input.generics.type_params().map(|param| param.ident.to_string()).collect();
            let hasher = (0..)
                .map(|n| if n == 0 { "H".to_string() } else { format!("H{n}") })
                .find(|name| !taken.contains(name))
                .map(|name| Ident::new(&name, Span::call_site()));
            quote! {
                #[automatically_derived]
                impl #impl_generics #private::Hash for #ident #ty_generics #where_clause {
                    fn hash<#hasher: #private::Hasher>(&self, state: &mut #hasher) {
                        #private::hash_bytes(self, state)
                    }
                    fn hash_slice<#hasher: #private::Hasher>(values: &[Self], state: &mut #hasher) {
                        #private::hash_bytes(values, state)
                    }
                }
            }
        }
    };
    quote! {
        #[doc(hidden)]
        const _: () = {
            #impls
            #verdict
        };
    }
}

/// What a generic type needs for a capability to hold at every
/// instantiation, by the language's layout rules.
struct Needs<'a> {
    /// Field types bounded by the capability itself.
    fields: Vec<&'a Type>,
    /// Field types bounded by `Unaligned` too.
    unaligned: Vec<&'a Type>,
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
/// - `Unaligned`: `#[repr(packed)]`, or `#[repr(C)]`, `transparent`,
///   `packed(N)` or (for an enum) `u8`/`i8` without `align`, over `Unaligned`
///   fields. The default representation promises no alignment.
fn generic_needs<'a>(input: &Input<'a>, capability: Capability) -> Result<Needs<'a>, (String, Option<Span>)> {
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
            if is_enum && repr.transparent.is_none() {
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

/// Why `input` may have safety invariants beyond validity, as the engine
/// reckons them (`invariants_of_struct`, `invariants_of_enum`), if it may,
/// and the field or variant the reason is about.
fn invariants(input: &Input) -> Option<(String, Span)> {
    if input.options.no_invariants {
        return None;
    }
    let ident = input.ident;
    if input.non_exhaustive {
        return Some((format!("`{ident}` is `#[non_exhaustive]`"), ident.span()));
    }
    match &input.kind {
        Kind::Struct(fields) | Kind::Union(fields) => fields.iter().find(|field| !field.public).map(|field| {
            let span = match &field.member {
                syn::Member::Named(name) => name.span(),
                syn::Member::Unnamed(_) => syn::spanned::Spanned::span(field.ty),
            };
            (format!("the field `{}` of `{ident}` is private", field.name()), span)
        }),
        Kind::Enum(variants) => variants.iter().find(|variant| variant.non_exhaustive).map(|variant| {
            (format!("the variant `{ident}::{}` is `#[non_exhaustive]`", variant.ident), variant.ident.span())
        }),
    }
}

/// The variant whose discriminant is 0, read from integer literals and
/// positions (`A, B = 5, C` is 0, 5, 6); a discriminant written as any other
/// expression leaves it and those after it unknown.
fn zero_variant<'v, 'a>(variants: &'v [Variant<'a>]) -> Option<&'v Variant<'a>> {
    let mut next = Some(0i128);
    for variant in variants {
        let value = match variant.discriminant {
            Some(expr) => literal(expr),
            None => next,
        };
        if value == Some(0) {
            return Some(variant);
        }
        next = value.and_then(|value| value.checked_add(1));
    }
    None
}

/// The value of an integer literal, negated or not.
fn literal(expr: &syn::Expr) -> Option<i128> {
    match expr {
        syn::Expr::Lit(syn::ExprLit { lit: syn::Lit::Int(int), .. }) => int.base10_parse().ok(),
        syn::Expr::Unary(syn::ExprUnary { op: syn::UnOp::Neg(_), expr, .. }) => literal(expr)?.checked_neg(),
        syn::Expr::Group(group) => literal(&group.expr),
        syn::Expr::Paren(paren) => literal(&paren.expr),
        _ => None,
    }
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
