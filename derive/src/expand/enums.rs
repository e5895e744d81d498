//! The description of an enum: its tag, and for an enum with fields the
//! impl of `__private::EnumLayout` that lays its variants out.

use proc_macro2::TokenStream;
use quote::quote;
use syn::Ident;

use super::{bind_kit, kit, kit_local, SplitOwned};
use crate::ast::{bounded, Field, Input, Kind, Variant};

/// Bytes, invariants and helper impls of an enum (a fieldless enum of a
/// one-byte tag is described by [`fieldless_byte_description`] instead).
///
/// The bytes and invariants are written in the description's body and
/// name the kit by its local (`kit_local`), which each inline `const { }`
/// block binds again.
pub(super) fn enumeration(
    input: &Input,
    variants: &[Variant],
    this: &TokenStream,
) -> (TokenStream, TokenStream, TokenStream) {
    let kit = kit_local();
    let bind = bind_kit();
    let ident = input.ident;
    let name = ident.to_string();
    let invariants = {
        // By the kit's path: the lists below are promoted to `'static`,
        // which a call on a local is not.
        let kit = super::kit();
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
        let fields: Vec<TokenStream> = fields
            .map(|(variant, field)| {
                let (field_name, ty) = (format!("{}.{}", variant.ident, field.name()), field.ty);
                quote!(#kit.field(#field_name, 0, <#ty as ::transmutable::Layout>::DESCRIPTION, true))
            })
            .collect();
        // A variant without fields, and not `#[non_exhaustive]`, adds
        // nothing to the answer: a fieldless enum lists none.
        let listed = (!fields.is_empty()).then(|| quote!(#kit.enum_variant(&[#(#fields),*], false),));
        let stop = (until < variants.len()).then(|| quote!(#kit.enum_variant(&[], true)));
        let (non_exhaustive, declared) = (input.non_exhaustive, input.options.no_invariants);
        quote! {
            #kit.invariants_of_enum(
                #name,
                &[#listed #stop],
                #non_exhaustive,
                #declared,
            )
        }
    };

    if variants.is_empty() {
        let bytes = quote!(#kit.no_bytes());
        return (bytes, invariants, TokenStream::new());
    }
    if input.repr.transparent.is_some() {
        // One variant; its one non-zero-sized field is at offset 0, like the
        // enum itself (the Reference, "The transparent representation").
        // A variant's field is no place safe code can write alone (reaching
        // it is a `match`, a read): its piece is sealed, though public.
        let fields = variants[0].fields.iter().map(|field| {
            let (field_name, ty) = (field.name(), field.ty);
            quote!(#kit.field(#field_name, 0, <#ty as ::transmutable::Layout>::DESCRIPTION, false))
        });
        let bytes = quote!(#kit.bytes(#kit.size_of::<#this>(), const { #bind &#kit.struct_pieces([#(#fields),*]) }));
        return (bytes, invariants, TokenStream::new());
    }

    let count = variants.len();
    let tag = TagType::of(input);
    if variants.iter().all(|variant| variant.fields.is_empty()) {
        // A fieldless enum is its tag, then padding up to its size when it
        // is `align(N)`. `as` casts give the discriminants.
        // The kit reached by a path: the capacity is written in a constant
        // argument, which names no `Self` and no parameter of the type.
        let generic = !input.generics.params.is_empty();
        let kit = if generic {
            quote!(<() as ::transmutable::Layout>::__KIT)
        } else {
            quote!(<#ident as ::transmutable::Layout>::__KIT)
        };
        let values = discriminant_casts(this, variants, &tag, &kit, Cast::Integer);
        let width = tag.width(&kit, quote!(&[#(#values),*]));
        // A `repr(C)` tag's width is read from the discriminants, which an
        // enum with parameters names through them: its capacity is that of
        // the widest tag, 16 bytes.
        let capacity_width = match tag {
            TagType::C if generic => quote!(16),
            _ => width.clone(),
        };
        let bytes = quote! {
            #kit.bytes(
                #kit.size_of::<#this>(),
                const {
                    &#kit.fieldless_enum(
                        const { &#kit.tag_patterns::<{ #count * #capacity_width }, #count>([#(#values),*], #width) },
                        #kit.size_of::<#this>(),
                        #kit.align_of::<#this>(),
                        #width,
                        #kit.integer_align(#width),
                    )
                },
            )
        };
        return (bytes, invariants, TokenStream::new());
    }

    let (helper, bytes) = enum_with_fields(input, variants, &tag, this);
    (bytes, invariants, helper)
}

/// The description of a fieldless enum whose tag is one byte (`repr(u8)`,
/// `repr(i8)`), by one call of the kit, or `None` for any other enum. Its
/// tag is a set of bytes, whose `as` casts give them; its invariants are
/// those of an enum whose variants hold no fields (a `#[non_exhaustive]`
/// variant the one thing they add), as `invariants_of_enum` reads them.
/// Each call of the kit is a step the compiler prepares again for every
/// derived type: one call takes the place of `description`, `bytes`,
/// `invariants_of_enum` and `unstable_layout_if`, and with an `identity`
/// (an enum without parameters), `identified`.
pub(super) fn fieldless_byte_description(
    input: &Input,
    unstable: &TokenStream,
    this: &TokenStream,
    identity: Option<&TokenStream>,
) -> Option<TokenStream> {
    let Kind::Enum(variants) = &input.kind else { return None };
    let tag = TagType::of(input);
    let one_byte = matches!(tag, TagType::Integer(int) if int == "u8" || int == "i8");
    let fieldless = variants.iter().all(|variant| variant.fields.is_empty());
    if variants.is_empty() || input.repr.transparent.is_some() || !one_byte || !fieldless {
        return None;
    }
    let (kit, bind) = (kit_local(), bind_kit());
    let ident = input.ident;
    let name = ident.to_string();
    let tags = discriminant_casts(this, variants, &tag, &kit, Cast::Byte);
    let non_exhaustive_variant = variants.iter().any(|variant| variant.non_exhaustive);
    let (non_exhaustive, declared) = (input.non_exhaustive, input.options.no_invariants);
    let (identified, identity) = match identity {
        Some(identity) => (true, identity.clone()),
        None => (false, quote!("")),
    };
    Some(quote! {
        #kit.fieldless_byte_enum_description(
            #name,
            #kit.size_of::<#this>(),
            #kit.align_of::<#this>(),
            const { #bind &#kit.fieldless_byte_enum(&[#(#tags),*], #kit.size_of::<#this>(), #kit.align_of::<#this>()) },
            #identified,
            #identity,
            #non_exhaustive_variant,
            #non_exhaustive,
            #declared,
            #unstable,
        )
    })
}

/// The value of the static that describes a fieldless enum of a one-byte
/// tag without parameters, `described` (the static itself, which it
/// refers to: the description's one piece is kept in it), by one call of
/// the kit, or `None` for any other enum (see
/// [`fieldless_byte_description`]). The enum's size and alignment are read
/// in the call, which is generic over the enum, and the piece is made in
/// it: every argument and every constant the derive writes is a step the
/// compiler prepares again for every derived type, where the call's body
/// is the library's.
pub(super) fn held_fieldless_byte_description(
    input: &Input,
    unstable: &TokenStream,
    described: &Ident,
    identity: &TokenStream,
) -> Option<TokenStream> {
    let Kind::Enum(variants) = &input.kind else { return None };
    let tag = TagType::of(input);
    let one_byte = matches!(tag, TagType::Integer(int) if int == "u8" || int == "i8");
    let fieldless = variants.iter().all(|variant| variant.fields.is_empty());
    if variants.is_empty() || input.repr.transparent.is_some() || !one_byte || !fieldless {
        return None;
    }
    if !input.generics.params.is_empty() {
        return None;
    }
    let kit = super::kit();
    let ident = input.ident;
    let name = ident.to_string();
    let tags = discriminant_casts(&quote!(#ident), variants, &tag, &kit, Cast::Byte);
    let non_exhaustive_variant = variants.iter().any(|variant| variant.non_exhaustive);
    let (non_exhaustive, declared) = (input.non_exhaustive, input.options.no_invariants);
    Some(quote! {
        #kit.fieldless_byte_enum_held::<#ident>(
            &#described,
            #name,
            &[#(#tags),*],
            #identity,
            #non_exhaustive_variant,
            #non_exhaustive,
            #declared,
            #unstable,
        )
    })
}

/// What the derive that describes a fieldless enum of a one-byte tag
/// without parameters expands to, as one call of the library's macro
/// (`__fieldless_byte_enum!`, whose expansion is what [`held_fieldless_byte_description`],
/// the `Lifetime` impl and `written::check` write, but for its tags, read
/// from the variants' values in memory rather than cast), or `None` where the
/// items are written token by token: an enum of another kind, or `align(N)`
/// (longer than its tag, which the macro refuses), or one with
/// an option that adds items (`portable`, `transmute_from`, a promise). The
/// macro casts no variant, so no implicit discriminant is past a cast's
/// reach there (`discriminant_casts`). The derive runs
/// unoptimized, and each token it writes is a call into the compiler,
/// which expands the macro optimized.
pub fn fieldless_byte_macro(input: &Input) -> Option<TokenStream> {
    let Kind::Enum(variants) = &input.kind else { return None };
    let tag = TagType::of(input);
    let one_byte = matches!(tag, TagType::Integer(int) if int == "u8" || int == "i8");
    let plain = one_byte
        && !variants.is_empty()
        && variants.iter().all(|variant| variant.fields.is_empty())
        && input.repr.transparent.is_none()
        // One byte long: the macro's description refuses a longer enum
        // (it cannot tell `align(N)`'s padding from a wider tag).
        && input.repr.align.is_none()
        && input.generics.params.is_empty()
        && input.generics.where_clause.is_none()
        && crate::portable::unportable(input).is_some()
        && input.options.transmute_from.is_empty()
        && input.options.promises.is_empty();
    if !plain {
        return None;
    }
    let ident = input.ident;
    let name = proc_macro2::Literal::string(&ident.to_string());
    let identity = super::identity::identity(ident.span());
    let names = variants.iter().map(|variant| variant.ident);
    let stop = variants.iter().any(|variant| variant.non_exhaustive);
    let (non_exhaustive, declared) = (input.non_exhaustive, input.options.no_invariants);
    // The layout of an enum with an integer representation is stable
    // (`describe::own_unstable_layout` is of the default representation).
    let unstable = false;
    Some(quote! {
        ::transmutable::__fieldless_byte_enum! {
            #ident #name #identity [#(#names)*] #stop #non_exhaustive #declared #unstable
        }
    })
}

/// The capabilities (one bit each, as `Capability::bit`) that a fieldless
/// enum of a one-byte tag without parameters has by the language alone,
/// whose impls a derive emits without a check: `IntoBytes` and `Immutable`
/// of an enum that is not `align(N)`. Its one byte is its tag, which every
/// value initializes, and it holds no `UnsafeCell`; its discriminants do
/// not matter, nor its invariants (a value's bytes are read, never
/// written). The check of those two was a constant of its own, about 0.5 M
/// instructions an enum (BENCHMARKS.md "A fieldless enum's static without
/// `Freeze` proofs"). 0 for any other type, `align(N)` included (its
/// padding holds no value: the check refuses `IntoBytes`).
pub fn fieldless_byte_known(input: &Input) -> u8 {
    let Kind::Enum(variants) = &input.kind else { return 0 };
    let one_byte = matches!(TagType::of(input), TagType::Integer(int) if int == "u8" || int == "i8");
    let plain = one_byte
        && !variants.is_empty()
        && variants.iter().all(|variant| variant.fields.is_empty())
        && input.repr.transparent.is_none()
        && input.repr.align.is_none()
        && input.repr.packed.is_none()
        && input.generics.params.is_empty()
        && input.generics.where_clause.is_none();
    if plain {
        super::Capability::IntoBytes.bit() | super::Capability::Immutable.bit()
    } else {
        0
    }
}

/// What a discriminant is cast to: the byte of a one-byte tag, or an
/// `i128`.
#[derive(Clone, Copy)]
pub(crate) enum Cast {
    Byte,
    Integer,
}

/// Each variant's discriminant of a fieldless enum, as an `as` cast reads
/// it from the compiler (`Variant as _`, typed by the kit's parameter it is
/// passed to, through `kit`). rustc (1.95 and nightly) computes the cast of
/// an implicit discriminant as the last written one (or the first
/// variant's) plus the distance to it, the distance in the
/// representation's type: 128 or more variants past it in a `repr(i8)`
/// enum (`V0 = -128, V1, ..., V255`), the distance turns negative and the
/// addition overflows (`i8::MIN + i8::MIN` for `V128`), though the enum
/// itself compiles. There the variant as far past it as the cast reaches
/// is cast, and the kit adds the rest of the distance: the language makes
/// each implicit discriminant one more than the one before.
pub(crate) fn discriminant_casts(
    owner: &TokenStream,
    variants: &[Variant],
    tag: &TagType,
    kit: &TokenStream,
    cast: Cast,
) -> Vec<TokenStream> {
    let reach = tag.cast_reach();
    let mut written = 0;
    variants
        .iter()
        .enumerate()
        .map(|(index, variant)| {
            if variant.discriminant.is_some() {
                written = index;
            }
            match reach.filter(|&reach| index - written > reach) {
                Some(reach) => {
                    let anchor = variants[written + reach].ident;
                    let distance = proc_macro2::Literal::usize_unsuffixed(index - written - reach);
                    match cast {
                        Cast::Byte => quote!(#kit.implicit_tag_byte(#owner::#anchor as _, #distance)),
                        Cast::Integer => quote!(#kit.implicit_discriminant(#owner::#anchor as _, #distance)),
                    }
                }
                None => {
                    let variant = variant.ident;
                    quote!(#owner::#variant as _)
                }
            }
        })
        .collect()
}

/// The type of an enum's tag: the integer of its representation, or C's
/// choice for `repr(C)` alone.
pub(crate) enum TagType<'a> {
    Integer(&'a Ident),
    C,
}

impl<'a> TagType<'a> {
    pub(crate) fn of(input: &'a Input) -> TagType<'a> {
        match &input.repr.int {
            Some(int) => TagType::Integer(int),
            None => TagType::C,
        }
    }

    /// How many variants past the last written discriminant an `as` cast
    /// of an implicit one reaches (see [`discriminant_casts`]): the largest
    /// distance the signed representation holds (`isize`, and `C`'s, at
    /// least 16 bits). Unbounded for an unsigned one, whose distances are
    /// not negative, and for 32 bits and more, whose distances no enum
    /// reaches.
    fn cast_reach(&self) -> Option<usize> {
        let int = match self {
            TagType::Integer(int) => int.to_string(),
            TagType::C => return Some(i16::MAX as usize),
        };
        match int.as_str() {
            "i8" => Some(i8::MAX as usize),
            "i16" | "isize" => Some(i16::MAX as usize),
            _ => None,
        }
    }

    /// The kit's method that types a written discriminant as the
    /// representation does (`written_u8`, ...; `isize` for `C`).
    fn written(&self) -> Ident {
        match self {
            TagType::Integer(int) => Ident::new(&format!("written_{int}"), int.span()),
            TagType::C => Ident::new("written_isize", proc_macro2::Span::call_site()),
        }
    }

    /// The tag's width in bytes, given the discriminants as `&[i128]`.
    fn width(&self, kit: &TokenStream, discriminants: TokenStream) -> TokenStream {
        match self {
            TagType::Integer(int) => {
                let shape = Ident::new(&format!("tag_{int}"), int.span());
                quote!(#kit.#shape().0)
            }
            TagType::C => quote!(#kit.c_tag_width(#discriminants)),
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
fn enum_with_fields(
    input: &Input,
    variants: &[Variant],
    tag: &TagType,
    this: &TokenStream,
) -> (TokenStream, TokenStream) {
    let private = quote!(::transmutable::__private);
    let kit = kit();
    let ident = input.ident;
    let (impl_generics, ty_generics, where_clause) = bounded(input).split_for_impl_owned();
    let layout = quote!(<Self as #private::EnumLayout>);

    // Discriminants as the enum's representation types them: as written, or
    // one more than the one before. No local is bound: a name in a pattern
    // that a user's constant also has would be that constant.
    let typed = tag.written();
    let written = variants.iter().map(|variant| match variant.discriminant {
        Some(expr) => quote!(#kit.#typed(#expr)),
        None => quote!(#kit.unwritten()),
    });
    let width = tag.width(&kit, quote!(#layout::DISCRIMINANTS));
    let tag_align = match tag {
        TagType::Integer(int) => {
            let shape = Ident::new(&format!("tag_{int}"), int.span());
            quote!(#kit.#shape().1)
        }
        TagType::C => quote!(#kit.integer_align(#layout::TAG_WIDTH)),
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
        quote!(#kit.shape::<#ty>())
    });
    let shapes = quote!([#(#shapes),*]);
    let fields = all_fields.iter().enumerate().map(|(index, field)| {
        let (field_name, ty) = (field.name(), field.ty);
        quote!(#kit.field(#field_name, #layout::OFFSETS[#index], <#ty as ::transmutable::Layout>::DESCRIPTION, true))
    });
    let (field_count, piece_count) = (all_fields.len(), counts.iter().sum::<usize>() + variants.len());
    let c = matches!(tag, TagType::C) || input.repr.c.is_some();
    let explicit_align = input.repr.align.is_some();
    let helper = quote! {
        #[automatically_derived]
        impl #impl_generics #private::EnumLayout for #ident #ty_generics #where_clause {
            const DISCRIMINANTS: &'static [#private::primitive::i128] = &#kit.discriminants([#(#written),*]);
            const TAG_WIDTH: #private::primitive::usize = #width;
            const SHAPE: #private::EnumShape = #kit.enum_shape(
                #c,
                #layout::TAG_WIDTH,
                #tag_align,
                &[#(#distinct_counts),*],
                &#shapes,
                #kit.size_of::<Self>(),
                #kit.align_of::<Self>(),
                #explicit_align,
            );
            const OFFSETS: &'static [#private::primitive::usize] =
                &#kit.enum_offsets::<#field_count>(#layout::SHAPE, &[#(#distinct_counts),*], #shapes);
            const PIECES: &'static [#private::Piece] = &#kit.enum_pieces::<#field_count, #piece_count>(
                #layout::DISCRIMINANTS,
                #layout::TAG_WIDTH,
                &[#(#counts),*],
                &[#(#repeats),*],
                [#(#fields),*],
            );
        }
    };

    let names = variants.iter().map(|variant| variant.ident.to_string());
    let this_layout = quote!(<#this as #private::EnumLayout>);
    let bytes = quote! {
        #kit.bytes(
            #kit.size_of::<#this>(),
            const {
                &[#kit.variants_piece(
                    #kit.size_of::<#this>(),
                    const {
                        &#kit.variant_alternatives(
                            const {
                                &#kit.enum_alternatives(
                                    [#(#names),*],
                                    #kit.size_of::<#this>(),
                                    &[#(#counts),*],
                                    &[#(#repeats),*],
                                    #this_layout::PIECES,
                                )
                            },
                            &[#(#repeats),*],
                        )
                    },
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
