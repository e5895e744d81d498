//! What the portable descriptions may not take from the compiler of the
//! day: the inputs whose meaning may differ by target (see the library's
//! `description/written.rs`).
//!
//! Each field's type is read into a `Written` value, which const
//! evaluation compares with the description the compiler produced for it;
//! what the tokens alone show to depend on the target (a discriminant or
//! array length that is not a literal, a field under `#[cfg]`, an
//! associated type) is refused here; a macro there stops the derive
//! (`valid.rs`), and a type alias it suggests instead is compared as any. Nothing
//! refused stops compilation: the type's native description is untouched,
//! and a portable check reports the refusal.

use proc_macro2::TokenStream;
use quote::{quote, ToTokens};
use syn::{Expr, GenericArgument, GenericParam, Lit, PathArguments, Type, UnOp};

use crate::ast::{Field, Input, Kind};

/// The checks of every field and discriminant of `input`, as
/// `__private::Check`s.
pub fn checks(input: &Input) -> Vec<TokenStream> {
    let parameters = Parameters::of(input);
    let mut checks = Vec::new();
    match &input.kind {
        Kind::Struct(fields) | Kind::Union(fields) => {
            for field in fields {
                checks.push(field_check(&field.name(), field, &parameters));
            }
        }
        Kind::Enum(variants) => {
            for variant in variants {
                let name = variant.ident.to_string();
                if variant.configured {
                    checks.push(refused(quote!(Configured { field: #name })));
                }
                if let Some(expression) = variant.discriminant.filter(|expression| !is_literal(expression)) {
                    let written = compact(expression);
                    checks.push(refused(quote!(Discriminant { variant: #name, written: #written })));
                }
                for field in &variant.fields {
                    checks.push(field_check(&format!("{}.{}", variant.ident, field.name()), field, &parameters));
                }
            }
        }
    }
    checks
}

/// `Check::Refused(Dependence::#dependence)`, made by the kit. The
/// variant of `Dependence` is named by a path, which a crate binding
/// `::transmutable` to its own could point at another variant of the same
/// fields: that changes the reason given, never the refusal.
fn refused(dependence: TokenStream) -> TokenStream {
    let (private, kit) = (quote!(::transmutable::__private), crate::expand::kit());
    quote!(#kit.refused(#private::Dependence::#dependence))
}

/// The check of the field `name`: refused, or its type as written, to be
/// compared with its description.
fn field_check(name: &str, field: &Field, parameters: &Parameters) -> TokenStream {
    if field.configured {
        return refused(quote!(Configured { field: #name }));
    }
    type_check(name, field.ty, parameters)
}

/// The check of a bit field `name` of type `ty`, in a record without
/// generic parameters (`#[transmutable::bits]`, which refuses `#[cfg]` on
/// its fields).
pub fn bit_field_check(name: &str, ty: &Type) -> TokenStream {
    type_check(name, ty, &Parameters { types: Vec::new(), consts: Vec::new() })
}

/// The check of a field `name` of type `ty`: refused, or the type as
/// written, to be compared with its description.
fn type_check(name: &str, ty: &Type, parameters: &Parameters) -> TokenStream {
    let kit = crate::expand::kit();
    match written(ty, parameters) {
        Ok(written) => {
            let text = compact(ty);
            quote! {
                #kit.written_field(
                    #name,
                    #text,
                    const { &#written },
                    <#ty as ::transmutable::Layout>::DESCRIPTION,
                )
            }
        }
        Err(Refusal { kind, written }) => {
            let kind = syn::Ident::new(kind, proc_macro2::Span::call_site());
            refused(quote!(#kind { field: #name, written: #written }))
        }
    }
}

/// Why a type as written is refused: the `Dependence` variant and the
/// tokens at fault.
struct Refusal {
    kind: &'static str,
    written: String,
}

impl Refusal {
    fn new(kind: &'static str, tokens: &impl ToTokens) -> Refusal {
        Refusal { kind, written: compact(tokens) }
    }
}

/// The generic parameters of the derived type, by kind.
struct Parameters {
    types: Vec<String>,
    consts: Vec<String>,
}

impl Parameters {
    fn of(input: &Input) -> Parameters {
        let (mut types, mut consts) = (Vec::new(), Vec::new());
        for parameter in &input.generics.params {
            match parameter {
                GenericParam::Type(ty) => types.push(ty.ident.to_string()),
                GenericParam::Const(constant) => consts.push(constant.ident.to_string()),
                GenericParam::Lifetime(_) => {}
            }
        }
        Parameters { types, consts }
    }
}

/// `ty` as a `__private::Written` expression, or why it is refused.
fn written(ty: &Type, parameters: &Parameters) -> Result<TokenStream, Refusal> {
    let kit = crate::expand::kit();
    Ok(match ty {
        Type::Group(group) => return written(&group.elem, parameters),
        Type::Paren(paren) => return written(&paren.elem, parameters),
        Type::Path(path) => {
            let segments = &path.path.segments;
            let first = segments.first().map(|segment| segment.ident.to_string()).unwrap_or_default();
            let is_parameter =
                path.path.leading_colon.is_none() && (parameters.types.contains(&first) || first == "Self");
            if path.qself.is_some() || (is_parameter && segments.len() > 1) {
                return Err(Refusal::new("Projection", ty));
            }
            if is_parameter {
                return Ok(quote!(#kit.written_parameter()));
            }
            let last = segments.last().expect("a path has a segment");
            let name = last.ident.to_string();
            let mut arguments = Vec::new();
            if let PathArguments::AngleBracketed(angle) = &last.arguments {
                for argument in &angle.args {
                    match argument {
                        GenericArgument::Type(ty) => {
                            if let Some(constant) = bare_constant(ty, parameters) {
                                if !parameters.consts.contains(&constant) {
                                    return Err(Refusal::new("Length", ty));
                                }
                            } else {
                                arguments.push(written(ty, parameters)?);
                            }
                        }
                        GenericArgument::Const(expression)
                            if !is_literal(expression) && !is_const_parameter(expression, parameters) =>
                        {
                            return Err(Refusal::new("Length", expression));
                        }
                        GenericArgument::AssocType(_) | GenericArgument::AssocConst(_) => {
                            return Err(Refusal::new("Projection", ty));
                        }
                        _ => {}
                    }
                }
            }
            quote!(#kit.written_path(#name, const { &[#(#arguments),*] }))
        }
        Type::Array(array) => {
            if !is_literal(&array.len) && !is_const_parameter(&array.len, parameters) {
                return Err(Refusal::new("Length", &array.len));
            }
            let element = written(&array.elem, parameters)?;
            quote!(#kit.written_array(const { &#element }))
        }
        Type::Slice(slice) => {
            let element = written(&slice.elem, parameters)?;
            quote!(#kit.written_slice(const { &#element }))
        }
        Type::Tuple(tuple) => {
            let elements =
                tuple.elems.iter().map(|element| written(element, parameters)).collect::<Result<Vec<_>, _>>()?;
            quote!(#kit.written_tuple(const { &[#(#elements),*] }))
        }
        Type::Reference(reference) => {
            let referent = written(&reference.elem, parameters)?;
            quote!(#kit.written_pointer(const { &#referent }))
        }
        Type::Ptr(pointer) => {
            let referent = written(&pointer.elem, parameters)?;
            quote!(#kit.written_pointer(const { &#referent }))
        }
        Type::BareFn(_) => quote!(#kit.written_function()),
        _ => quote!(#kit.written_other()),
    })
}

/// The name of a generic argument written as a bare name in the style of
/// constants (`LEN`): the parser cannot tell a constant from a type there,
/// and a constant's value may differ by target.
fn bare_constant(ty: &Type, parameters: &Parameters) -> Option<String> {
    let Type::Path(path) = ty else { return None };
    let ident = path.path.get_ident()?.to_string();
    let constant_style = ident.len() > 1
        && ident.chars().all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '_')
        && !parameters.types.contains(&ident);
    (path.qself.is_none() && (constant_style || parameters.consts.contains(&ident))).then_some(ident)
}

/// Whether `expression` is an integer literal, negated or not, in any
/// grouping (a macro's `$n` arrives grouped).
fn is_literal(expression: &Expr) -> bool {
    match expression {
        Expr::Lit(literal) => matches!(literal.lit, Lit::Int(_)),
        Expr::Unary(unary) if matches!(unary.op, UnOp::Neg(_)) => is_literal(&unary.expr),
        Expr::Group(group) => is_literal(&group.expr),
        Expr::Paren(paren) => is_literal(&paren.expr),
        _ => braced(expression).is_some_and(|inner| is_literal(&inner)),
    }
}

/// Whether `expression` names a const parameter of the derived type (its
/// value is given where the type is used, and checked there).
fn is_const_parameter(expression: &Expr, parameters: &Parameters) -> bool {
    match expression {
        Expr::Path(path) => path.path.get_ident().is_some_and(|ident| parameters.consts.contains(&ident.to_string())),
        Expr::Group(group) => is_const_parameter(&group.expr, parameters),
        Expr::Paren(paren) => is_const_parameter(&paren.expr, parameters),
        _ => braced(expression).is_some_and(|inner| is_const_parameter(&inner, parameters)),
    }
}

/// The one expression inside braces (`{ 4 }`, a const argument's form),
/// read from the tokens: syn reads blocks only with its `full` feature,
/// which the derive does without.
fn braced(expression: &Expr) -> Option<Expr> {
    let mut tokens = expression.to_token_stream().into_iter();
    let (Some(proc_macro2::TokenTree::Group(group)), None) = (tokens.next(), tokens.next()) else {
        return None;
    };
    if group.delimiter() != proc_macro2::Delimiter::Brace {
        return None;
    }
    syn::parse2::<Expr>(group.stream()).ok()
}

/// Tokens as a reader writes them: `size_of::<usize>()`, `[u8; 4]`.
fn compact(tokens: &impl ToTokens) -> String {
    let spaced = tokens.to_token_stream().to_string();
    let characters: Vec<char> = spaced.chars().collect();
    let word = |c: char| c.is_alphanumeric() || c == '_' || c == '\'';
    let mut out = String::new();
    for (i, &c) in characters.iter().enumerate() {
        if c == ' ' {
            let before = out.chars().last().unwrap_or(' ');
            let after = characters.get(i + 1).copied().unwrap_or(' ');
            let after_lifetime = out.rsplit(|c: char| !word(c)).next().is_some_and(|last| last.starts_with('\''));
            let keep = (word(before) || matches!(before, ')' | ']' | ',' | ';')) && word(after)
                || after_lifetime && !matches!(after, '>' | ',' | ')' | ']' | ';');
            if !keep {
                continue;
            }
        }
        out.push(c);
    }
    out
}
