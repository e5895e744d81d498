//! The `Layout` impl of a struct or union: its description, with every
//! layout fact asked of the compiler, the identity that tells the type
//! apart, and the referent a pointer to it reads.

use proc_macro2::{Span, TokenStream, TokenTree};
use quote::quote;
use syn::Ident;

use super::enums::{enumeration, fieldless_byte_description, held_fieldless_byte_description};
use super::identity::identity;
use super::Capability;
use super::SplitOwned;
use super::{bind_kit, kit, kit_local};
use crate::ast::{bounded, is_unsized, Field, Input, Kind};

/// The `unsafe impl Layout` for `input`, and for enums with fields the impl
/// of `__private::EnumLayout` it reads, in an anonymous constant.
pub fn layout(input: &Input) -> TokenStream {
    let layout = layout_impl(input);
    let lifetime = crate::lifetime::lifetime_impl(input);
    let declared = transmute_from(input);
    // Each promise is an `unsafe` block written where the user wrote the
    // promise's `unsafe`: the `unsafe_code` lint reports it there, and
    // `#![forbid(unsafe_code)]` refuses a promise no check can see.
    let promises = input.options.promises.iter().map(|&span| {
        quote::quote_spanned! {span=>
            const _: () = unsafe { ::transmutable::__private::promised() };
        }
    });
    // The impls stand beside the type, in no anonymous constant, where
    // they are impls alone (every piece of `layout` is an impl; the
    // `Lifetime` impl of a type with references brings items of its own,
    // which the constant's block hides): a block is a constant the compiler
    // prepares and evaluates, one a type more.
    let items = if crate::lifetime::impl_alone(input) {
        quote!(#layout #lifetime)
    } else {
        quote! {
            #[doc(hidden)]
            const _: () = {
                #layout
                #lifetime
            };
        }
    };
    quote! {
        #items
        #declared
        #(#promises)*
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
        let span = syn::spanned::Spanned::span(source);
        // The kit of the impl's own trait, not `Layout`'s, whose path a
        // crate may bind to a trait of its own (see `expand::kit_proof`).
        let check = quote::quote_spanned! {span=>
            const _: () = <#ident as ::transmutable::TransmuteFrom<#source>>::__KIT.verify_transmute::<#source, #ident>();
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
    // Every body below names the kit by its local, bound first in it.
    let kit = kit_local();
    let bind = bind_kit();
    let ident = input.ident;
    let name = ident.to_string();
    if let (Some(_), Kind::Union(fields)) = (plain_union(input), &input.kind) {
        return plain_union_layout(input, fields);
    }
    let identity = identity(ident.span());
    let (impl_generics, ty_generics, where_clause) = bounded(input).split_for_impl_owned();
    // Without parameters, and without `Self` in a field's type, the static
    // that holds the description is computed in place, where the type is
    // named `this`, its name (what `Self` means in a type without
    // parameters); else it copies `__DESCRIBED`, a constant of the impl,
    // where `Self` and the lifetime parameters are in scope, and `this` is
    // `Self`.
    let in_place = input.generics.params.is_empty() && !names_self(input);
    let this = if in_place { quote!(#ident) } else { quote!(Self) };
    // A struct's fields are listed once: its pieces, invariants and whether
    // its layout is stable are made from that one list, in one constant.
    let mut parts = TokenStream::new();
    // Whether the description below is identified already (a fieldless
    // enum of a one-byte tag, without parameters, in its one call).
    let mut identified = false;
    let (description, helpers) = match &input.kind {
        Kind::Struct(fields) => {
            let base = Ident::new("__transmutable_base", Span::mixed_site());
            let local = Ident::new("__transmutable_parts", Span::mixed_site());
            let (non_exhaustive, declared) = (input.non_exhaustive, input.options.no_invariants);
            let promised = input.options.unsafe_zeroable.is_some();
            let own = own_unstable_layout(input);
            let body = if by_c_rule(input) {
                // The fields listed once, at offset 0; their offsets are read
                // from their places where a room of the struct's size fits
                // const evaluation's memory (the final type's, whatever an
                // attribute macro below the derive did to its `repr`), and
                // beyond it (`[u8; 1 << 56]` is more memory than const
                // evaluation has) computed by the `repr(C)` rule from the
                // fields' descriptions, checked against the compiler's size
                // and alignment, in one call of the kit: the arm the
                // compiler prepares for every struct and evaluates for
                // almost none names no field.
                let listed = Ident::new("__transmutable_fields", Span::mixed_site());
                let room = room(&base, quote!(#kit.uninit::<#this>()), |room| quote!(#kit.base(&#room)));
                let places = fields.iter().map(|field| {
                    let member = &field.member;
                    // SAFETY (of the block in the output): `base` points to
                    // the room, the field's place lies inside it, and
                    // nothing is read.
                    quote!(unsafe { #kit.offset(&raw const (*#base).#member, #base) })
                });
                let unplaced = fields.iter().map(|field| {
                    let (name, ty, public) = (field.name(), field.ty, field.public);
                    quote!(#kit.field(#name, 0, <#ty as ::transmutable::Layout>::DESCRIPTION, #public))
                });
                let explicit_align = input.repr.align.is_some();
                quote! {
                    #bind
                    let #listed = [#(#unplaced),*];
                    &#kit.struct_parts(
                        #name,
                        #kit.placed(
                            #listed,
                            if #kit.size_of::<#this>() <= #kit.room_limit() {
                                #room
                                [#(#places),*]
                            } else {
                                #kit.c_offsets_of(&#listed, #kit.size_of::<#this>(), #kit.align_of::<#this>(), #explicit_align)
                            },
                        ),
                        #non_exhaustive,
                        #declared,
                        #promised,
                        #own,
                    )
                }
            } else {
                let room = room(&base, quote!(#kit.uninit::<#this>()), |room| quote!(#kit.base(&#room)));
                let fields = fields.iter().map(|field| struct_field(input, &kit, field, &base));
                quote! {
                    #bind
                    #room
                    &#kit.struct_parts(#name, [#(#fields),*], #non_exhaustive, #declared, #promised, #own)
                }
            };
            // The local is named where no code of the user's can name it, and
            // the field types are written in a constant it is not seen from;
            // a `let` pattern still finds a constant of its name in scope, so
            // its name is the derive's own.
            parts = quote! {
                let #local = const { #body };
            };
            (
                quote!(#kit.struct_description(#name, #kit.size_of::<#this>(), #kit.align_of::<#this>(), #local)),
                TokenStream::new(),
            )
        }
        Kind::Union(fields) => {
            // The fields are listed once, in an impl of `UnionLayout` that
            // makes the alternatives from them; the invariants and the
            // layout's stability are read from the same list. Whatever the
            // path `UnionLayout` names, its constants are the ones written
            // here, each made by the kit.
            let count = fields.len();
            let layout = quote!(<#this as #private::UnionLayout<#count>>);
            let base = Ident::new("__transmutable_base", Span::mixed_site());
            // Every field of a `repr(C)` union is at offset 0 (the
            // Reference, "The C representation"); others are read from
            // their places.
            let (room, fields): (TokenStream, Vec<_>) = if input.repr.c.is_some() {
                let fields = fields
                    .iter()
                    .map(|field| {
                        let (name, ty, public) = (field.name(), field.ty, field.public);
                        quote!(#kit.field(#name, 0, <#ty as ::transmutable::Layout>::DESCRIPTION, #public))
                    })
                    .collect();
                (TokenStream::new(), fields)
            } else {
                let room = room(&base, quote!(#kit.uninit::<Self>()), |room| quote!(#kit.base(&#room)));
                (room, fields.iter().map(|field| struct_field(input, &kit, field, &base)).collect())
            };
            // The constants after `FIELDS` name the kit once or twice: by
            // its path. They are the impl's, where `Self` is in scope.
            let path = super::kit();
            let own_layout = quote!(<Self as #private::UnionLayout<#count>>);
            let helper = quote! {
                #[automatically_derived]
                impl #impl_generics #private::UnionLayout<#count> for #ident #ty_generics #where_clause {
                    const FIELDS: &'static #private::UnionFields<#count> = &{
                        #bind
                        #room
                        #kit.union_fields([#(#fields),*])
                    };
                    const ALTERNATIVES: &'static #private::UnionAlternatives<#count> =
                        &#path.union_alternatives(#own_layout::FIELDS, #path.size_of::<Self>());
                }
            };
            let fields = quote!(&#layout::FIELDS.fields);
            let (name, non_exhaustive, declared) = (&name, input.non_exhaustive, input.options.no_invariants);
            let promised = input.options.unsafe_zeroable.is_some();
            let own = own_unstable_layout(input);
            // A union's own identity tells where the same union meets
            // itself, which then holds whatever it holds.
            let union_identity = if input.generics.params.is_empty() { identity.clone() } else { quote!("") };
            let pieces = quote!(const { #bind &[#kit.union_piece(#kit.size_of::<#this>(), #layout::ALTERNATIVES, #union_identity)] });
            let description = quote! {
                #kit.union_description(
                    #name,
                    #kit.size_of::<#this>(),
                    #kit.align_of::<#this>(),
                    #pieces,
                    #fields,
                    #non_exhaustive,
                    #declared,
                    #promised,
                    #own,
                )
            };
            (description, helper)
        }
        Kind::Enum(variants) => {
            let unstable = unstable_layout(input);
            if let Some(value) = held_fieldless_byte_description(input, &unstable, &described_ident(), &identity) {
                let (portable, portable_items, _) = portable(input);
                let described = described(input, Described::Held(value));
                return quote! {
                    #[automatically_derived]
                    // SAFETY: the size, alignment and discriminants in the
                    // description come from the compiler (`size_of`,
                    // `align_of`, `as` casts), arranged as the Reference
                    // documents the layout of a fieldless enum, by the kit
                    // of the trait implemented here.
                    unsafe impl ::transmutable::Layout for #ident {
                        #described
                        #portable
                    }
                    #portable_items
                };
            }
            let identity = input.generics.params.is_empty().then_some(&identity);
            match fieldless_byte_description(input, &unstable, &this, identity) {
                Some(description) => {
                    identified = identity.is_some();
                    (description, TokenStream::new())
                }
                None => {
                    let (bytes, invariants, helper) = enumeration(input, variants, &this);
                    let description = quote! {
                        #kit.unstable_layout_if(
                            #kit.description(#name, #kit.size_of::<#this>(), #kit.align_of::<#this>(), #bytes, #invariants),
                            #unstable,
                        )
                    };
                    (description, helper)
                }
            }
        }
    };
    let (portable, portable_items, default_representation) = portable(input);
    let items = if let Some(static_type) = static_type(input) {
        // Pointers to this type refer to a `static` copy of its description:
        // a static has an address before it has a value, so a pointer to a
        // type being described does not need its description yet, and
        // recursive types (`struct A(&'static B); struct B(&'static A)`) have
        // descriptions without a cycle in const evaluation. Lifetimes do not
        // change a description, so a type with lifetime parameters only has
        // one static, and one identity.
        //
        // The description itself is that static: computed once, in this
        // crate, where a constant is computed again in every crate that
        // checks the type (other crates read a static's value from this
        // crate's metadata), and a constant that refers to it is validated
        // without following the reference into the description's pieces.
        // (An enum is never of the default representation: one identified
        // in its one call is identified as `identified` would.)
        debug_assert!(!identified || !default_representation);
        let description = if identified {
            description
        } else {
            lifetime_parameters(input, &kit, quote!(#kit.identified(#description, #identity, #default_representation)))
        };
        let (computed, described) = if in_place {
            let value = quote!({ #bind #parts #description });
            (TokenStream::new(), described(input, Described::InPlace(value)))
        } else {
            let computed = quote! {
                const __DESCRIBED: &'static #private::Description = {
                    #bind
                    #parts
                    &#description
                };
            };
            (computed, described(input, Described::Copied(&static_type)))
        };
        quote! {
            #[automatically_derived]
            // SAFETY: every offset, size, alignment and discriminant in the
            // description comes from the compiler (field places, `size_of`,
            // `align_of`, `as` casts), arranged as the Reference documents
            // the layout of this kind of type, by the kit of the trait
            // implemented here.
            unsafe impl #impl_generics ::transmutable::Layout for #ident #ty_generics #where_clause {
                #computed
                #described
                #portable
            }
        }
    } else {
        quote! {
            #[automatically_derived]
            // SAFETY: every offset, size, alignment and discriminant below
            // comes from the compiler (field places, `size_of`, `align_of`,
            // `as` casts), arranged as the Reference documents the layout of
            // this kind of type, by the kit of the trait implemented here.
            unsafe impl #impl_generics ::transmutable::Layout for #ident #ty_generics #where_clause {
                const DESCRIPTION: &'static #private::Description = {
                    #bind
                    #parts
                    &#description
                };
                #portable
            }
        }
    };
    quote! {
        #helpers
        #items
        #portable_items
    }
}

/// The number of fields of a union whose description waits for a check
/// that reads it: a `repr(C)` union without parameters whose fields'
/// types are all written as numbers, `bool`s, `char`s or arrays of them
/// (`lifetime::plain_fields`), without an option that changes its
/// invariants or its layout's stability. Its description is the
/// constants of `PlainUnion`, not a static (which `cargo check` evaluates
/// whether or not anything reads it), and its derives' checks of
/// `FromBytes`, `FromZeros` and `Immutable` read its fields' descriptions
/// (`Kit::require_plain_union`). Such fields hold no pointer, so no
/// description reads the union's `REFERENT`, made from `DESCRIPTION` here,
/// while the union is described; and a name that shadows a number's is
/// refused by the check that the final type has the fields read
/// (`written::check`), which names each primitive through the kit.
pub fn plain_union(input: &Input) -> Option<PlainUnion> {
    let Kind::Union(fields) = &input.kind else { return None };
    // An array's length written as a literal: no `Self` in a field's type
    // (which `names_self` would find by printing every type).
    fn literal_lengths(ty: &syn::Type) -> bool {
        match ty {
            syn::Type::Array(array) => {
                matches!(&array.len, syn::Expr::Lit(syn::ExprLit { lit: syn::Lit::Int(_), .. }))
                    && literal_lengths(&array.elem)
            }
            syn::Type::Group(group) => literal_lengths(&group.elem),
            syn::Type::Paren(paren) => literal_lengths(&paren.elem),
            _ => true,
        }
    }
    let plain = input.repr.c.is_some()
        && input.generics.params.is_empty()
        && input.generics.where_clause.is_none()
        && crate::lifetime::plain_fields(input)
        && fields.iter().all(|field| literal_lengths(field.ty))
        && crate::portable::unportable(input) == Some(false)
        && !input.non_exhaustive
        && !input.options.no_invariants
        && input.options.unsafe_zeroable.is_none()
        && !own_unstable_layout(input);
    // What the fields' types, the language's numbers, `bool`s and `char`s
    // (the check that the final type has the fields read refuses a name
    // that shadows one), say of a union of them, each field public (a
    // private one may carry invariants of the union's own): every such
    // type takes all zeros and has no `UnsafeCell`, and every one but
    // `bool` and `char` takes any initialized bytes; and a union has
    // each of these when each of its fields does.
    fn takes_any_bytes(ty: &syn::Type) -> bool {
        match ty {
            syn::Type::Path(path) => !path.path.get_ident().is_some_and(|ident| ident == "bool" || ident == "char"),
            syn::Type::Array(array) => takes_any_bytes(&array.elem),
            syn::Type::Group(group) => takes_any_bytes(&group.elem),
            syn::Type::Paren(paren) => takes_any_bytes(&paren.elem),
            _ => false,
        }
    }
    let known = if !fields.iter().all(|field| field.public) {
        0
    } else if fields.iter().all(|field| takes_any_bytes(field.ty)) {
        Capability::FromBytes.bit() | Capability::FromZeros.bit() | Capability::Immutable.bit()
    } else {
        Capability::FromZeros.bit() | Capability::Immutable.bit()
    };
    plain.then_some(PlainUnion { known })
}

/// A [`plain_union`]: the capabilities (one bit each, as
/// `Capability::bit`) its fields' types decide it has, whose impls a
/// derive emits without a check.
#[derive(Clone, Copy)]
pub struct PlainUnion {
    /// The capabilities the fields' types decide.
    pub known: u8,
}

/// The `Layout` impl of a [`plain_union`] of `count` `fields`: its
/// declaration, an impl of `PlainUnion` whose constants describe it when
/// `DESCRIPTION` is read, and `DESCRIPTION` as a call of the kit, which no
/// lint of the compiler evaluates ahead of a check (a constant operand, or
/// a promoted `&` of a call, it evaluates). `REFERENT` is the trait's
/// default, the referent of `DESCRIPTION` (such fields hold no pointer, so
/// no description reads it while the union is described): a body the
/// library compiles once, where one of the derive's is prepared again for
/// every union, about 0.4 M instructions (BENCHMARKS.md, "A union's
/// fields checked in its declaration").
///
/// `DECLARED` takes each field's place in the union as it finally is
/// (`&raw const (*base).field`, from a pointer to no value,
/// `Kit::place_of`) and passes it to the kit's method of the primitive its
/// written type names (`Kit::union_u8`, `Kit::union_array_u8` for an array
/// of them), which takes a pointer to that type and describes the field as
/// it: the constant compiles only if the union has each field read, of
/// that type. An array of arrays is described as the type of its place
/// (`Kit::union_field`) and checked by the kit's methods of its primitive
/// (`lifetime::primitive_check_text`). This is the check that the final
/// type has the fields read (`written::check`) for such a union, in the
/// constant that a check of the type reads anyway: no function, and no
/// written type to resolve and ascribe (an array's length in a written
/// type is a constant of its own); one call a field. It is written as
/// text, lexed by the compiler (`tokens::from_text`). BENCHMARKS.md, "A
/// union's fields checked in its declaration", counts each step.
fn plain_union_layout(input: &Input, fields: &[Field]) -> TokenStream {
    plain_union_items(input.ident, &PlainUnionFields::of(input.ident, fields))
}

/// What the `Layout` impl of a [`plain_union`] says of its fields, as text
/// (`tokens::from_text`): all of the impl but the type's name, which keeps
/// its place, and its identity, which each derive that writes the impl
/// counts anew. A derive that read the union keeps it for a later derive
/// of the union that writes the impl from the union's name alone
/// (`once::ByName::described`), as a derive that adds a capability does.
#[derive(Clone)]
pub struct PlainUnionFields {
    /// The union's name, as a string literal.
    name: String,
    /// The number of fields.
    count: usize,
    /// The checks of arrays of arrays, each a statement.
    checks: String,
    /// Each field's call of the kit, each followed by a comma.
    listed: String,
}

impl PlainUnionFields {
    /// The text of the `fields` of the union named `ident`.
    pub fn of(ident: &Ident, fields: &[Field]) -> PlainUnionFields {
        use std::fmt::Write;
        /// The primitive a type is written as, through groups and parentheses.
        fn primitive(ty: &syn::Type) -> Option<&Ident> {
            match ty {
                syn::Type::Path(path) => path.path.get_ident(),
                syn::Type::Group(group) => primitive(&group.elem),
                syn::Type::Paren(paren) => primitive(&paren.elem),
                _ => None,
            }
        }
        /// The array a type is written as, through groups and parentheses.
        fn array(ty: &syn::Type) -> Option<&syn::TypeArray> {
            match ty {
                syn::Type::Array(array) => Some(array),
                syn::Type::Group(group) => array(&group.elem),
                syn::Type::Paren(paren) => array(&paren.elem),
                _ => None,
            }
        }
        let kit = "__transmutable_kit";
        let mut checks = String::new();
        let mut listed = String::new();
        for field in fields {
            let member = match &field.member {
                syn::Member::Named(name) => name.to_string(),
                syn::Member::Unnamed(index) => index.index.to_string(),
            };
            // (An `unsafe` block a field, `plain_union_items`: a refusal
            // of the field's type is the argument's, as written.)
            let place = format!("unsafe {{ &raw const (*__transmutable_this).{member} }}");
            let (name, public) = (proc_macro2::Literal::string(&field.name()), field.public);
            // The kit's method of the primitive, or of an array of it, takes a
            // pointer to that type; an array of arrays is described by the
            // generic method and checked by the primitive's beside it.
            let method = match (primitive(field.ty), array(field.ty).and_then(|array| primitive(&array.elem))) {
                (Some(primitive), _) => format!("union_{primitive}"),
                (None, Some(element)) => format!("union_array_{element}"),
                (None, None) => {
                    let check = crate::lifetime::primitive_check_text(field.ty, place.clone(), kit);
                    let _ = write!(checks, "let _ = {check};");
                    "union_field".to_owned()
                }
            };
            let _ = write!(listed, "{kit}.{method}({name}, {place}, {public}),");
        }
        let name = proc_macro2::Literal::string(&ident.to_string()).to_string();
        PlainUnionFields { name, count: fields.len(), checks, listed }
    }
}

/// The `PlainUnion` and `Layout` impls of a [`plain_union`] named `ident`
/// whose fields are `fields`, with its identity: what [`plain_union_layout`]
/// writes, from the text a derive that read the union made of it.
pub fn plain_union_items(ident: &Ident, fields: &PlainUnionFields) -> TokenStream {
    let PlainUnionFields { name, count, checks, listed } = fields;
    let identity = identity(ident.span());
    let kit = "__transmutable_kit";
    // The kit of the impl's trait, `PlainUnion`, whose path is not
    // `Layout`'s: the declaration is checked with transmutable's kit
    // wherever the impl is of transmutable's `PlainUnion`.
    let bind = "let __transmutable_kit = <Self as ::transmutable::__private::PlainUnion>::__KIT;";
    let private = "::transmutable::__private";
    // The type's name keeps its place, as `quote!` writes it; the rest is
    // text, lexed by the compiler (`tokens::from_text`).
    //
    // SAFETY (of the `unsafe` blocks written here, one a field):
    // `__transmutable_this` is the kit's dangling, aligned pointer to no
    // value (`Kit::place_of`); `&raw const (*base).field` reads nothing and
    // makes no reference, and every field of a `repr(C)` union is at
    // offset 0, so the projection stays at the pointer's address. It runs
    // in const evaluation only.
    //
    // SAFETY (of the `PlainUnion` impl): `DECLARED` lists every field of
    // this `repr(C)` union, each described as the type of its place and
    // with its visibility, and compiles only if each field's type is the
    // primitive its name says, or an array of it.
    //
    // SAFETY (of the `Layout` impl): every field of a `repr(C)` union is
    // at offset 0 (the Reference, "The C representation"); the size and
    // alignment come from the compiler (`size_of`, `align_of`), read by the
    // constants of `PlainUnion`, the kit's, which `plain_union_described`
    // reads.
    let declared = crate::tokens::from_text(&format!(
        "{{ \
            type Declared = {private}::DeclaredUnion<{count}>; \
            const DECLARED: Self::Declared = {{ \
                {bind} \
                let __transmutable_this = {kit}.place_of::<Self>(); \
                {checks} \
                {kit}.declared_union({name}, {identity}, [{listed}]) \
            }}; \
        }} \
        #[automatically_derived] \
        unsafe impl ::transmutable::Layout for"
    ));
    // The kit by its path, named once: a local is one more to check.
    let described = crate::tokens::from_text(&format!(
        "{{ \
            const DESCRIPTION: &'static {private}::Description = \
                <() as ::transmutable::Layout>::__KIT.plain_union_described::<Self>(); \
        }}"
    ));
    let head = crate::tokens::from_text(&format!("#[automatically_derived] unsafe impl {private}::PlainUnion for"));
    quote!(#head #ident #declared #ident #described)
}

/// Whether a sized struct's offsets are computed by the `repr(C)` rule
/// (the kit's `c_offsets_of`, beyond a room): `repr(C)` without `packed`; other
/// representations read them from the fields' places in a room.
fn by_c_rule(input: &Input) -> bool {
    input.repr.c.is_some() && input.repr.packed.is_none() && input.repr.transparent.is_none()
}

/// The statements that make room for a value (`uninit`, never read) and
/// bind `base` to a pointer to it (`pointer`, given the room's name), whose
/// fields' places give their offsets ([`struct_field`]). Both names are the
/// derive's own, for the reason the parts' local is (`layout_impl`).
fn room(base: &Ident, uninit: TokenStream, pointer: impl FnOnce(&Ident) -> TokenStream) -> TokenStream {
    let room = Ident::new("__transmutable_room", Span::mixed_site());
    let pointer = pointer(&room);
    quote! {
        let #room = #uninit;
        let #base = #pointer;
    }
}

/// The `PORTABLE` constant of the `Layout` impl and the items it reads
/// (`portable::portable`), and what `Kit::identified` says of a type whose
/// description is a static: whether it is of the default representation.
/// Such a type without descriptions on other targets keeps the trait's
/// default `PORTABLE`, which reads why from the description
/// (`portable::unportable`).
fn portable(input: &Input) -> (TokenStream, TokenStream, bool) {
    match crate::portable::unportable(input) {
        Some(default_representation) if static_type(input).is_some() => {
            (TokenStream::new(), TokenStream::new(), default_representation)
        }
        _ => {
            let (portable, items) = crate::portable::portable(input);
            (portable, items, false)
        }
    }
}

/// The `REFERENT` of a type without type parameters, a pointer to a
/// `static` copy of `__DESCRIBED`, and its `DESCRIPTION`, that static as a
/// reference. A static has an address before it has a value, so a pointer
/// to a type being described does not need its description yet, and
/// recursive types (`struct A(&'static B); struct B(&'static A)`, or
/// `struct A(Option<&'static A>)`) have descriptions without a cycle in
/// const evaluation: `REFERENT` holds the address as a raw pointer, which
/// the compiler does not follow when it validates the constant, while a
/// constant that holds a *reference* to a static, as `DESCRIPTION` does,
/// needs the static's value. So `DESCRIPTION` is made from `REFERENT`, and
/// never the other way: one static serves both (a second copy was a second
/// value to evaluate, intern and validate for every type). `DESCRIPTION`
/// is the trait's default, which reads `REFERENT`: a body the library
/// compiled, where one written here is a body the compiler prepares again
/// for every derived type. The static
/// lives in its constant's own block, where no code of the user's is, so
/// no name the user writes can mean it.
fn described(input: &Input, value: Described) -> TokenStream {
    let private = quote!(::transmutable::__private);
    let kit = kit();
    let described = described_ident();
    let value = match value {
        Described::InPlace(value) => value,
        Described::Copied(static_type) => quote!(*<#static_type as ::transmutable::Layout>::__DESCRIBED),
        Described::Held(value) => {
            return quote! {
                const REFERENT: #private::Referent = {
                    static #described: #private::FieldlessByteEnum = #value;
                    #described.referent
                };
            };
        }
    };
    // A type whose `Lifetime` impl asks nothing (`lifetime::plain_fields`)
    // is refused here if its description reaches a reference: a static is
    // evaluated by `cargo check`, used or not.
    let value = if crate::lifetime::plain_fields(input) { quote!(#kit.without_references(#value)) } else { value };
    // The static holds the description as bytes (`Kit::hold`): a check
    // that reads it lays out bytes, where a static of a `Description` had
    // every crate that checks the type lay out a description and all it
    // holds, and prove it `Freeze`.
    quote! {
        const REFERENT: #private::Referent = {
            static #described: #private::HeldDescription = #kit.hold(#value);
            #kit.held(&#described)
        };
    }
}

/// What the static of a type's description holds.
enum Described<'a> {
    /// The description, computed in the static's initializer.
    InPlace(TokenStream),
    /// A copy of `__DESCRIBED` of this type (every lifetime `'static`).
    Copied(&'a TokenStream),
    /// A fieldless enum of a one-byte tag with its one piece, computed in
    /// the static's initializer, which refers to the static
    /// ([`held_fieldless_byte_description`]).
    Held(TokenStream),
}

/// The name of the static that holds a type's description, the derive's
/// own (a name written by the user's code cannot mean it).
fn described_ident() -> Ident {
    Ident::new("DESCRIBED", Span::mixed_site())
}

/// Whether a field's type names `Self`, which a static cannot (it is an
/// item of its own, outside the impl). Written in a field's type, `Self`
/// may reach a macro as a token, where the type's name would be another
/// token: such a type keeps `__DESCRIBED`.
fn names_self(input: &Input) -> bool {
    fn names(tokens: TokenStream) -> bool {
        tokens.into_iter().any(|token| match token {
            TokenTree::Ident(ident) => ident == "Self",
            TokenTree::Group(group) => names(group.stream()),
            _ => false,
        })
    }
    input.all_fields().into_iter().any(|field| {
        let ty = field.ty;
        names(quote!(#ty))
    })
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

/// `description`, marked as the description of a type with lifetime
/// parameters if it is one, whose instances share one identity and so are
/// not each other (see `Description::lifetime_parameters`).
fn lifetime_parameters(input: &Input, kit: &TokenStream, description: TokenStream) -> TokenStream {
    if input.generics.params.is_empty() {
        description
    } else {
        quote!(#kit.with_lifetime_parameters(#description))
    }
}

/// Whether the type's layout may change between compiler versions: a
/// struct or union of the default representation (an enum the derive
/// describes has an integer or `C` one), unless its author accepted that
/// with `#[transmutable(accept_unstable_layout)]`, or one of its fields' types.
fn unstable_layout(input: &Input) -> TokenStream {
    let kit = kit();
    let own = own_unstable_layout(input);
    if input.all_fields().is_empty() {
        return quote!(#own);
    }
    let fields = input.all_fields().into_iter().map(|field| {
        let ty = field.ty;
        quote!(#kit.field("", 0, <#ty as ::transmutable::Layout>::DESCRIPTION, true))
    });
    quote!(#kit.unstable_layout_of(#own, &[#(#fields),*]))
}

/// Whether the type's own layout may change between compiler versions,
/// whatever its fields': see [`unstable_layout`].
pub(super) fn own_unstable_layout(input: &Input) -> bool {
    let repr = &input.repr;
    let default = repr.c.is_none() && repr.transparent.is_none() && repr.int.is_none();
    default && !matches!(input.kind, Kind::Enum(_)) && !input.options.accept_unstable_layout
}

/// The `Layout` and `Pointee` impls of a struct whose last field is a slice
/// or `str`. Its fields' offsets, the tail's included, are read from their
/// places in a pointer to no elements, cast from a room large enough for
/// every sized field and one element, each followed by a pointer (more
/// than the padding any of them may need): a room too small would be an
/// error of const evaluation, never another offset. Its alignment is the
/// tail's element's and the sized fields' (1 when `packed`, the element's
/// when `transparent`), as `repr(C)` lays it out.
fn slice_tailed(input: &Input, sized: &[Field], tail: &Field) -> TokenStream {
    let private = quote!(::transmutable::__private);
    let kit = kit();
    let ident = input.ident;
    let name = ident.to_string();
    let identity = identity(ident.span());
    let (impl_generics, ty_generics, where_clause) = bounded(input).split_for_impl_owned();
    let (tail_member, tail_type, tail_name, tail_public) = (&tail.member, tail.ty, tail.name(), tail.public);
    let tail_description = quote!(<#tail_type as ::transmutable::Layout>::DESCRIPTION);
    let element_align = quote!(#kit.tail_align(#tail_description));
    let base = Ident::new("__transmutable_base", Span::mixed_site());
    let spaced = sized.iter().map(|field| {
        let ty = field.ty;
        quote!((#ty, &'static ()))
    });
    let room = room(
        &base,
        quote!(#kit.uninit::<(#(#spaced,)* (<#tail_type as ::transmutable::Pointee>::Element, &'static ()))>()),
        |room| quote!(#kit.empty_slice(&#room) as *const Self),
    );
    let fields: Vec<_> = sized.iter().map(|field| struct_field(input, &kit, field, &base)).collect();
    let aligns = sized.iter().map(|field| {
        let ty = field.ty;
        quote!(#kit.align_of::<#ty>())
    });
    let packed = input.repr.packed.is_some();
    // SAFETY (of the block in the output): `base` points to the room, the
    // tail's place lies inside it, and nothing is read.
    let offset = quote!({
        #room
        unsafe { #kit.offset(&raw const (*#base).#tail_member, #base) }
    });
    let align = if input.repr.transparent.is_some() {
        quote!(#element_align)
    } else {
        quote!(#kit.tail_struct_align(&[#(#aligns),*], #element_align, #packed))
    };
    let mut invariant_fields = fields.clone();
    invariant_fields.push(quote!(#kit.field(#tail_name, 0, #tail_description, #tail_public)));
    let invariants = struct_invariants(input, &invariant_fields, &room);
    let unstable = unstable_layout(input);
    let zeros = invariants_at_zeros(input, &invariant_fields, &room);
    let (portable, portable_items, default_representation) = portable(input);
    let description = quote! {
        #kit.unstable_layout_if(
            #kit.invariants_at_zeros(
                #kit.with_tail_of(
                    #kit.description(
                        #name,
                        #offset,
                        #align,
                        #kit.bytes(#offset, const { &{ #room #kit.struct_pieces([#(#fields),*]) } }),
                        #invariants,
                    ),
                    #tail_description,
                    #align,
                    #tail_name,
                ),
                #zeros,
            ),
            #unstable,
        )
    };
    // As for sized types (`layout_impl`): a type without type parameters is
    // described by a static.
    let consts = if let Some(static_type) = static_type(input) {
        let description =
            lifetime_parameters(input, &kit, quote!(#kit.identified(#description, #identity, #default_representation)));
        let described = described(input, Described::Copied(&static_type));
        quote! {
            const __DESCRIBED: &'static #private::Description = &#description;
            #described
        }
    } else {
        quote!(const DESCRIPTION: &'static #private::Description = &#description;)
    };
    let pointee_proof = super::kit_proof(&quote!(::transmutable::Pointee));
    quote! {
            #[automatically_derived]
            // SAFETY: the fields' offsets, the tail's included, are the
            // compiler's, read from their places; their sizes and alignments
            // are the compiler's too; the tail repeats its element.
            unsafe impl #impl_generics ::transmutable::Layout for #ident #ty_generics #where_clause {
                #consts
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
                    #kit.slice_pointer(data, elements) as *const Self
                }
                fn pointer_mut(
                    data: *mut #private::primitive::u8,
                    elements: #private::primitive::usize,
                ) -> *mut Self {
                    #kit.slice_pointer_mut(data, elements) as *mut Self
                }
                fn elements(value: &Self) -> #private::primitive::usize {
                    // A raw pointer, not a reference: the tail of a packed
                    // struct may be unaligned. Its metadata is the count.
                    (&raw const value.#tail_member as *const [()]).len()
                }
            }
            #pointee_proof
            #portable_items
    }
}

/// `kit.field(name, offset, <T as Layout>::DESCRIPTION, public)`, the
/// offset read from the field's place in the value `base` points to (an
/// `unsafe` block of the derive's own: the `unsafe_code` lint does not see
/// it in a derive's expansion, and `#![forbid(unsafe_code)]` has nothing to
/// refuse of the user's).
///
/// In a `repr(transparent)` struct, a zero-sized field is placed at offset
/// 0: where the compiler puts one depends on how it orders fields, which no
/// rule fixes and a portable description cannot know, and a field that holds
/// no byte changes no verdict wherever it is. The field with bytes is at 0
/// by the Reference ("The transparent representation"), and its place says
/// so.
fn struct_field(input: &Input, kit: &TokenStream, field: &Field, base: &Ident) -> TokenStream {
    let (name, member, ty, public) = (field.name(), &field.member, field.ty, field.public);
    // SAFETY (of the block in the output): `base` points to a room for the
    // value, the field's place lies inside it, and nothing is read.
    let place = quote!(unsafe { #kit.offset(&raw const (*#base).#member, #base) });
    let offset =
        if input.repr.transparent.is_some() { quote!(#kit.offset_unless_zero_sized::<#ty>(#place)) } else { place };
    quote!(#kit.field(#name, #offset, <#ty as ::transmutable::Layout>::DESCRIPTION, #public))
}

/// The invariants all zeros are checked against: the type's own, unless
/// `#[transmutable(unsafe(zeroable))]` promises that zeros satisfy them, and
/// the fields' at zeros (each keeps its own). `fields` read their offsets
/// from the pointer `room` binds.
fn invariants_at_zeros(input: &Input, fields: &[TokenStream], room: &TokenStream) -> TokenStream {
    let kit = kit();
    let name = input.ident.to_string();
    let (non_exhaustive, declared) = (input.non_exhaustive, input.options.no_invariants);
    let promised = input.options.unsafe_zeroable.is_some();
    quote!(#kit.invariants_of_struct_at_zeros(#name, &{ #room [#(#fields),*] }, #non_exhaustive, #declared, #promised))
}

fn struct_invariants(input: &Input, fields: &[TokenStream], room: &TokenStream) -> TokenStream {
    let kit = kit();
    let name = input.ident.to_string();
    let (non_exhaustive, declared) = (input.non_exhaustive, input.options.no_invariants);
    quote!(#kit.invariants_of_struct(#name, &{ #room [#(#fields),*] }, #non_exhaustive, #declared))
}

#[cfg(test)]
mod tests {
    use proc_macro2::TokenStream;

    /// A union of numbers checks its fields in `PlainUnion::DECLARED`,
    /// each described as the type of its place and passed to the kit's
    /// method of the primitive its name says, with no function that
    /// ascribes the written types; a union of other types keeps that
    /// function.
    #[test]
    fn a_union_of_numbers_is_checked_in_its_declaration() {
        let plain: TokenStream =
            "#[repr(C)] pub union Declared_p { pub a: u32, b: [u8; 4], pub c: [[bool; 2]; 3] }".parse().unwrap();
        // (Compared without spaces: tokens the derive writes as text print
        // with the spacing the lexer gives them.)
        let output: String =
            crate::expand_derive(plain, crate::Derive::Layout).to_string().split_whitespace().collect();
        for piece in [
            "let __transmutable_this = __transmutable_kit . place_of :: < Self > () ;",
            "__transmutable_kit . union_u32 (\"a\" , unsafe { & raw const (* __transmutable_this) . a } , true)",
            "__transmutable_kit . union_array_u8 (\"b\" , unsafe { & raw const (* __transmutable_this) . b } , false)",
        ] {
            let piece: String = piece.split_whitespace().collect();
            assert!(output.contains(&piece), "no `{piece}` in {output}");
        }
        // An array of arrays, by the type of its place, checked beside.
        let nested: String = "let _ = __transmutable_kit . primitive_bool (__transmutable_kit . primitive_element \
            (__transmutable_kit . primitive_element (unsafe { & raw const (* __transmutable_this) . c }))) ;"
            .split_whitespace()
            .collect();
        assert!(output.contains(&nested), "no `{nested}` in {output}");
        let nested: String =
            "__transmutable_kit . union_field (\"c\" , unsafe { & raw const (* __transmutable_this) . c } , true)"
                .split_whitespace()
                .collect();
        assert!(output.contains(&nested), "no `{nested}` in {output}");
        // No written type is resolved again, nor ascribed in a function.
        assert!(!output.contains("as::transmutable::Layout>::DESCRIPTION"), "{output}");
        assert!(!output.contains("fn__transmutable_fields_as_described"), "{output}");
        // `REFERENT` is the trait's default.
        assert!(!output.contains("REFERENT"), "{output}");
        let other: TokenStream = "#[repr(C)] pub union Declared_o { pub a: u32, pub b: Other }".parse().unwrap();
        let output = crate::expand_derive(other, crate::Derive::Layout).to_string();
        assert!(output.contains("fn __transmutable_fields_as_described"), "{output}");
        assert!(!output.contains("place_of"), "{output}");
    }
}
