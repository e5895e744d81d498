//! The derive's model of the input type.

use proc_macro2::{TokenStream, TokenTree};
use quote::quote;
use syn::{Data, DeriveInput, Expr, Fields, Generics, Ident, Index, Member, Type, Visibility, WherePredicate};

use crate::attr::{self, Errors, Options, Repr};

/// The type being described.
pub struct Input<'a> {
    pub ident: &'a Ident,
    pub generics: &'a Generics,
    pub kind: Kind<'a>,
    pub repr: Repr,
    pub options: Options,
    pub non_exhaustive: bool,
}

/// Struct, enum or union, with their fields.
pub enum Kind<'a> {
    Struct(Vec<Field<'a>>),
    Enum(Vec<Variant<'a>>),
    Union(Vec<Field<'a>>),
}

/// A field.
pub struct Field<'a> {
    /// `x` or `0`, as in `offset_of!(T, x)`.
    pub member: Member,
    pub ty: &'a Type,
    pub public: bool,
    /// Whether it is compiled under `#[cfg(..)]`.
    pub configured: bool,
}

/// An enum variant.
pub struct Variant<'a> {
    pub ident: &'a Ident,
    pub fields: Vec<Field<'a>>,
    pub discriminant: Option<&'a Expr>,
    pub non_exhaustive: bool,
    /// Whether it is compiled under `#[cfg(..)]`.
    pub configured: bool,
}

impl<'a> Input<'a> {
    /// Reads `input`, collecting every attribute error into `errors`.
    pub fn from_syn(input: &'a DeriveInput, errors: &mut Errors) -> Input<'a> {
        let repr = Repr::from_attrs(&input.attrs, errors);
        let options = Options::from_attrs(&input.attrs, errors);
        let kind = match &input.data {
            Data::Struct(data) => Kind::Struct(fields(&data.fields, errors)),
            Data::Union(data) => Kind::Union(named_fields(data.fields.named.iter(), errors)),
            Data::Enum(data) => Kind::Enum(
                data.variants
                    .iter()
                    .map(|variant| {
                        attr::reject_transmutable_attrs(&variant.attrs, errors);
                        Variant {
                            ident: &variant.ident,
                            fields: fields(&variant.fields, errors),
                            discriminant: variant.discriminant.as_ref().map(|(_, expr)| expr),
                            non_exhaustive: attr::is_non_exhaustive(&variant.attrs),
                            configured: is_configured(&variant.attrs),
                        }
                    })
                    .collect(),
            ),
        };
        Input {
            ident: &input.ident,
            generics: &input.generics,
            kind,
            repr,
            options,
            non_exhaustive: attr::is_non_exhaustive(&input.attrs),
        }
    }

    /// Every field, of every variant.
    pub fn all_fields(&self) -> Vec<&Field<'a>> {
        match &self.kind {
            Kind::Struct(fields) | Kind::Union(fields) => fields.iter().collect(),
            Kind::Enum(variants) => variants.iter().flat_map(|variant| &variant.fields).collect(),
        }
    }
}

impl Field<'_> {
    /// The field's name as written in explanations: `x`, `0`.
    pub fn name(&self) -> String {
        match &self.member {
            Member::Named(ident) => ident.to_string(),
            Member::Unnamed(index) => index.index.to_string(),
        }
    }
}

fn fields<'a>(fields: &'a Fields, errors: &mut Errors) -> Vec<Field<'a>> {
    match fields {
        Fields::Named(named) => named_fields(named.named.iter(), errors),
        Fields::Unnamed(unnamed) => unnamed
            .unnamed
            .iter()
            .enumerate()
            .map(|(index, field)| {
                attr::reject_transmutable_attrs(&field.attrs, errors);
                Field {
                    member: Member::Unnamed(Index::from(index)),
                    ty: &field.ty,
                    public: matches!(field.vis, Visibility::Public(_)),
                    configured: is_configured(&field.attrs),
                }
            })
            .collect(),
        Fields::Unit => Vec::new(),
    }
}

fn named_fields<'a>(fields: impl Iterator<Item = &'a syn::Field>, errors: &mut Errors) -> Vec<Field<'a>> {
    fields
        .map(|field| {
            attr::reject_transmutable_attrs(&field.attrs, errors);
            Field {
                member: Member::Named(field.ident.clone().expect("named fields have names")),
                ty: &field.ty,
                public: matches!(field.vis, Visibility::Public(_)),
                configured: is_configured(&field.attrs),
            }
        })
        .collect()
}

/// Whether `attrs` hold a `#[cfg(..)]`: one that held where the derive runs
/// (the compiler removes the items of those that do not, and expands
/// `cfg_attr` before, leaving no trace).
fn is_configured(attrs: &[syn::Attribute]) -> bool {
    attrs.iter().any(|attr| attr.path().is_ident("cfg"))
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

/// The type's generics, with `FieldType: Layout` for every field type that
/// mentions a type parameter. Other field types need no bound: their
/// `Layout` is checked where the description names them, and a bound on a
/// private type would trip the `private_bounds` lint in the user's crate.
pub fn bounded(input: &Input) -> Generics {
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
        // A tail `[E]` is bounded by its element: `[E]: Layout` follows from
        // `E: Layout`, and the views ask `[E]: Pointee`, which needs it.
        let ty = match ty {
            Type::Slice(slice) => &*slice.elem,
            ty => ty,
        };
        let predicate: WherePredicate = syn::parse_quote!(#ty: ::transmutable::Layout);
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
