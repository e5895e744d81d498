//! Code generation: the impls the derives write, with every layout fact
//! asked of the compiler.
//!
//! - `describe`: the `Layout` impl of structs and unions (descriptions,
//!   referents);
//! - `identity`: the text that tells a non-generic derived type apart;
//! - `enums`: the descriptions of enums and their tag rules;
//! - `capability`: the capability impls and the checks at fields;
//! - `generic`: the bounds a generic type's capability needs;
//! - `comparison`: `ByteEq` and `ByteHash`.

mod capability;
mod comparison;
mod describe;
mod enums;
mod generic;
mod identity;

use proc_macro2::{Span, TokenStream};
use quote::quote;
use syn::Generics;

use crate::ast::{Input, Kind, Variant};

pub use capability::{capability, of_the_whole_alone, of_the_whole_check, of_the_whole_impl};
pub use comparison::{byte_comparison, ByteComparison};
pub use describe::{layout, plain_union, plain_union_items, PlainUnion, PlainUnionFields};
pub(crate) use enums::{discriminant_casts, fieldless_byte_known, fieldless_byte_macro, Cast, TagType};

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

/// The kit the derive's output builds with: `Layout::__KIT`, reached
/// through the trait whose impl the output writes, the one path it can
/// trust (see `transmutable::description::Kit`). If `::transmutable::Layout`
/// names another trait, the impl is of that trait and describes nothing
/// transmutable reads; if it names transmutable's, so does this path, and
/// every helper is one of the kit's inherent methods, which no trait of the
/// caller's can stand in for. `()` is written as it is by the language, so
/// no name of the caller's can mean another type.
pub(crate) fn kit() -> TokenStream {
    quote!(<() as ::transmutable::Layout>::__KIT)
}

/// The kit of `capability`'s trait (its hidden `__KIT`), which the checks
/// of a capability's impl are made with: transmutable's kit wherever the
/// impl is of transmutable's trait, whatever `::transmutable::Layout`
/// names (see [`kit_proof`]).
pub(crate) fn kit_of(capability: Capability) -> TokenStream {
    kit_of_trait(&capability.path())
}

/// [`kit_of`], every token spanned at `span`: a check whose error should
/// point at a field is a call whose every token is the field's.
pub(crate) fn kit_of_at(capability: Capability, span: Span) -> TokenStream {
    let name = syn::Ident::new(capability.name(), span);
    quote::quote_spanned!(span=> <() as ::transmutable::#name>::__KIT)
}

/// The kit of the trait at `trait_path`, an unsafe trait of transmutable's
/// that carries a hidden `__KIT` (as `Layout` does).
pub(crate) fn kit_of_trait(trait_path: &TokenStream) -> TokenStream {
    quote!(<() as #trait_path>::__KIT)
}

/// The item that proves [`kit`] is transmutable's wherever `trait_path`,
/// the trait of an unsafe impl the output writes beside `Layout`'s, is:
/// the path `::transmutable::Layout` is resolved apart from the impl's
/// own, and a crate that binds the name `transmutable` to itself may make
/// one name a trait of its own, with a kit of its own that checks nothing,
/// and the other transmutable's trait. `__KIT` of the impl's trait is
/// transmutable's kit wherever the impl is of transmutable's trait, and
/// `builds_with` takes only a value of that kit's type. One constant, whose
/// body is a call of an empty function.
pub(crate) fn kit_proof(trait_path: &TokenStream) -> TokenStream {
    let kit = kit();
    quote!(const _: () = <() as #trait_path>::__KIT.builds_with(#kit);)
}

/// The local the kit is bound to in a body of the derive's output, by
/// [`bind_kit`]: one name where the path to the kit is thirteen tokens,
/// each resolved, type-checked and built again wherever it is written (a
/// description names the kit some twenty times). The name is the derive's
/// own, for the reason the parts' local is (`describe::layout_impl`).
pub(crate) fn kit_local() -> TokenStream {
    let local = syn::Ident::new("__transmutable_kit", Span::mixed_site());
    quote!(#local)
}

/// The statement that binds [`kit_local`] to [`kit`], first in every body
/// that names the kit by its local (an inline `const { }` block is a body
/// of its own, which sees no local of the body around it).
pub(crate) fn bind_kit() -> TokenStream {
    let (local, kit) = (kit_local(), kit());
    quote!(let #local = #kit;)
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

/// A trait of `transmutable::traits`.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub enum Capability {
    FromBytes,
    FromZeros,
    IntoBytes,
    Immutable,
    Unaligned,
}

impl Capability {
    /// Every capability.
    pub const ALL: [Capability; 5] = [
        Capability::FromBytes,
        Capability::FromZeros,
        Capability::IntoBytes,
        Capability::Immutable,
        Capability::Unaligned,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Capability::FromBytes => "FromBytes",
            Capability::FromZeros => "FromZeros",
            Capability::IntoBytes => "IntoBytes",
            Capability::Immutable => "Immutable",
            Capability::Unaligned => "Unaligned",
        }
    }

    /// The path of the capability's trait, as the derive's output names it.
    pub fn path(self) -> TokenStream {
        let name = syn::Ident::new(self.name(), Span::call_site());
        quote!(::transmutable::#name)
    }

    /// The capability's bit in a set of them, as the kit's `require` takes
    /// it (`transmutable`'s `CAPABILITY_BITS`).
    pub fn bit(self) -> u8 {
        match self {
            Capability::FromBytes => 1,
            Capability::FromZeros => 2,
            Capability::IntoBytes => 4,
            Capability::Immutable => 8,
            Capability::Unaligned => 16,
        }
    }

    /// The capability in the names of the kit's methods (`require_from_bytes`,
    /// `capability_from_bytes`).
    pub fn method(self) -> &'static str {
        match self {
            Capability::FromBytes => "from_bytes",
            Capability::FromZeros => "from_zeros",
            Capability::IntoBytes => "into_bytes",
            Capability::Immutable => "immutable",
            Capability::Unaligned => "unaligned",
        }
    }
}
