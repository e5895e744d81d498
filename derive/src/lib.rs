//! `#[derive(Layout)]` for transmutable.
//!
//! The derive *describes*; the library *decides*. It reads the type's
//! definition (`ast.rs`), its `#[repr]` and `#[transmutable]` attributes
//! (`attr.rs`), checks that the layout is one the compiler documents
//! (`valid.rs`), and emits a description whose every layout fact comes from
//! the compiler (`expand/`): the places of fields, `size_of`, `align_of`,
//! `as` casts of discriminants, and, for the variants of an enum with
//! fields, the Reference's `repr(C)` rule over sizes and alignments the
//! compiler reports, checked against the enum's own. It passes no judgement
//! on transmutability: the capability derives (`FromBytes`, ...) ask the
//! library's engine.
//!
//! Its output is resolved in the caller's crate, where `::transmutable` may
//! name a crate of the caller's own (`extern crate self as transmutable;`):
//! every helper it calls is a method of the kit that the real `Layout`
//! trait hands out (`expand::kit`), every type or trait a bound names by
//! a path is proven to be transmutable's, and it invokes no macro, since
//! any path to one may be rebound: a type's identity is a literal it
//! computes (`expand::identity`). See "What the derive trusts" in the
//! library's documentation of `Layout`.

mod ast;
mod attr;
mod bits;
mod expand;
mod lifetime;
mod once;
mod portable;
mod target_dependence;
mod tokens;
mod valid;
mod written;

use once::{Derive, Piece};
use proc_macro::TokenStream;
use syn::DeriveInput;

/// Derives `transmutable::Layout`. See the documentation of `transmutable::Layout`.
#[proc_macro_derive(Layout, attributes(transmutable))]
pub fn derive_layout(input: TokenStream) -> TokenStream {
    derive(input, Derive::Layout)
}

/// Derives `Layout`, under the name of zerocopy's `KnownLayout`. See
/// `transmutable::KnownLayout`.
#[proc_macro_derive(KnownLayout, attributes(transmutable))]
pub fn derive_known_layout(input: TokenStream) -> TokenStream {
    derive(input, Derive::KnownLayout)
}

/// Derives `FromZeros`, `FromBytes`, `IntoBytes` and `Immutable`, beside a
/// derive that describes the type. See `transmutable::Pod`.
#[proc_macro_derive(Pod, attributes(transmutable))]
pub fn derive_pod(input: TokenStream) -> TokenStream {
    derive(input, Derive::Pod)
}

/// Derives `FromZeros`, `FromBytes` and `Immutable`, beside a derive that
/// describes the type. See `transmutable::AnyBitPattern`.
#[proc_macro_derive(AnyBitPattern, attributes(transmutable))]
pub fn derive_any_bit_pattern(input: TokenStream) -> TokenStream {
    derive(input, Derive::AnyBitPattern)
}

/// Derives `IntoBytes` and `Immutable`, beside a derive that describes the
/// type. See `transmutable::NoUninit`.
#[proc_macro_derive(NoUninit, attributes(transmutable))]
pub fn derive_no_uninit(input: TokenStream) -> TokenStream {
    derive(input, Derive::NoUninit)
}

/// Derives `Layout` and `FromZeros`. See `transmutable::Zeroable`.
#[proc_macro_derive(Zeroable, attributes(transmutable))]
pub fn derive_zeroable(input: TokenStream) -> TokenStream {
    derive(input, Derive::Zeroable)
}

/// Derives `Layout`, for the `try_` functions. See
/// `transmutable::CheckedBitPattern`.
#[proc_macro_derive(CheckedBitPattern, attributes(transmutable))]
pub fn derive_checked_bit_pattern(input: TokenStream) -> TokenStream {
    derive(input, Derive::CheckedBitPattern)
}

/// What `derive` expands to (see [`expand_derive`]).
fn derive(input: TokenStream, derive: Derive) -> TokenStream {
    expand_derive(input.into(), derive).into()
}

/// What `derive` expands to: each of its pieces (`once::Derive::pieces`)
/// that it is the first derive of the type to emit (`once::claim`).
///
/// The derive that emits the description reports the attribute and layout
/// errors, and then emits nothing else. A capability the derive cannot
/// give is refused by the derive that would emit its impl.
fn expand_derive(input: proc_macro2::TokenStream, derive: Derive) -> proc_macro2::TokenStream {
    let tokens = input.clone();
    let input = match parse(input) {
        Ok(input) => input,
        Err(error) => return error.to_compile_error(),
    };
    // Every error is collected and reported at once: attributes first, then
    // what the layout allows.
    let mut errors = attr::Errors::default();
    let ast = ast::Input::from_syn(&input, &mut errors);
    // An attribute that may be a macro is refused by every derive, which
    // then emits nothing: one below the derive could change the type after
    // it is read (the compiler reports the identical errors once).
    let mut macros = attr::Errors::default();
    attr::reject_macros(&input.attrs, &ast.options.inert, &mut macros);
    if let Err(error) = macros.finish() {
        return error.to_compile_error();
    }
    let key = once::key(&tokens, &input);
    let pieces: Vec<Piece> =
        derive.pieces().iter().copied().filter(|&piece| once::claim(&key, derive, piece)).collect();
    if pieces.contains(&Piece::Description) {
        valid::check(&ast, &mut errors);
        if let Err(error) = errors.finish() {
            return error.to_compile_error();
        }
    }
    let mut expanded = attr::probes(&input.attrs);
    for piece in pieces {
        match piece {
            Piece::Description => expanded.extend([expand::layout(&ast), written::check(&input)]),
            Piece::Capability(capability) => match expand::capability(&ast, capability) {
                Ok(tokens) => expanded.extend(tokens),
                Err(error) => expanded.extend(error.to_compile_error()),
            },
        }
    }
    expanded
}

/// Declares a record of bit fields. See `transmutable::bit_fields`.
#[proc_macro_attribute]
pub fn bits(args: TokenStream, item: TokenStream) -> TokenStream {
    bits::expand(args.into(), item.into()).into()
}

/// `input` read as a type definition. syn, without its `full` feature, reads
/// an expression inside a type (an array's length, a const argument) only
/// when it holds no statement, `if`, `match` or loop: its error names a
/// feature the user cannot turn on, and becomes one that says what to write.
fn parse(input: proc_macro2::TokenStream) -> syn::Result<DeriveInput> {
    if let Ok(input) = syn::parse::Parser::parse2(parse_enum, input.clone()) {
        return Ok(input);
    }
    syn::parse2::<DeriveInput>(input).map_err(|error| {
        if error.to_string().starts_with("unsupported expression") {
            syn::Error::new(
                error.span(),
                "transmutable's derive cannot read this expression inside a type: declare it once outside \
                 (`const LEN: usize = ...;`) and name it here",
            )
        } else {
            error
        }
    })
}

/// An enum, read as syn reads it (`DeriveInput`'s `Parse`), but for a
/// discriminant written as one literal (`= 31`), which becomes the
/// `Expr::Lit` syn would make without running syn's expression parser:
/// the derive runs unoptimized (cargo builds procedural macros in the dev
/// profile), and that parser was most of the time spent reading a fieldless
/// enum, once for each derive of it. Any other input, or any error, is read
/// again by syn's own `parse`, whose result and errors are the ones given.
fn parse_enum(input: syn::parse::ParseStream) -> syn::Result<DeriveInput> {
    use syn::{Attribute, Token};
    let attrs = input.call(Attribute::parse_outer)?;
    let vis = input.parse::<syn::Visibility>()?;
    let enum_token = input.parse::<Token![enum]>()?;
    let ident = input.parse::<syn::Ident>()?;
    let generics = input.parse::<syn::Generics>()?;
    let where_clause = input.parse::<Option<syn::WhereClause>>()?;
    let content;
    let brace_token = syn::braced!(content in input);
    let variants = content.parse_terminated(parse_variant, Token![,])?;
    Ok(DeriveInput {
        attrs,
        vis,
        ident,
        generics: syn::Generics { where_clause, ..generics },
        data: syn::Data::Enum(syn::DataEnum { enum_token, brace_token, variants }),
    })
}

/// A variant, as syn's `Variant` parses it, but for a discriminant written as
/// one literal before a comma or the end (see [`parse_enum`]); any other
/// discriminant is syn's expression.
fn parse_variant(input: syn::parse::ParseStream) -> syn::Result<syn::Variant> {
    use syn::{token, Attribute, Fields, Token};
    let attrs = input.call(Attribute::parse_outer)?;
    let _visibility: syn::Visibility = input.parse()?;
    let ident: syn::Ident = input.parse()?;
    let fields = if input.peek(token::Brace) {
        Fields::Named(input.parse()?)
    } else if input.peek(token::Paren) {
        Fields::Unnamed(input.parse()?)
    } else {
        Fields::Unit
    };
    let discriminant = if input.peek(Token![=]) {
        let eq_token: Token![=] = input.parse()?;
        let lone_literal = input.peek(syn::Lit) && (input.peek2(Token![,]) || {
            let ahead = input.fork();
            ahead.parse::<syn::Lit>().is_ok() && ahead.is_empty()
        });
        let discriminant = if lone_literal {
            syn::Expr::Lit(syn::ExprLit { attrs: Vec::new(), lit: input.parse()? })
        } else {
            input.parse()?
        };
        Some((eq_token, discriminant))
    } else {
        None
    };
    Ok(syn::Variant { attrs, ident, fields, discriminant })
}

/// Derives `transmutable::FromBytes`. See its documentation.
#[proc_macro_derive(FromBytes, attributes(transmutable))]
pub fn derive_from_bytes(input: TokenStream) -> TokenStream {
    derive(input, Derive::FromBytes)
}

/// Derives `transmutable::FromZeros`. See its documentation.
#[proc_macro_derive(FromZeros, attributes(transmutable))]
pub fn derive_from_zeros(input: TokenStream) -> TokenStream {
    derive(input, Derive::FromZeros)
}

/// Derives `transmutable::IntoBytes`. See its documentation.
#[proc_macro_derive(IntoBytes, attributes(transmutable))]
pub fn derive_into_bytes(input: TokenStream) -> TokenStream {
    derive(input, Derive::IntoBytes)
}

/// Derives `transmutable::Immutable`. See its documentation.
#[proc_macro_derive(Immutable, attributes(transmutable))]
pub fn derive_immutable(input: TokenStream) -> TokenStream {
    derive(input, Derive::Immutable)
}

/// Derives `transmutable::Unaligned`. See its documentation.
#[proc_macro_derive(Unaligned, attributes(transmutable))]
pub fn derive_unaligned(input: TokenStream) -> TokenStream {
    derive(input, Derive::Unaligned)
}

/// Derives `PartialEq` and `Eq` by comparing bytes. See `transmutable::ByteEq`.
#[proc_macro_derive(ByteEq, attributes(transmutable))]
pub fn derive_byte_eq(input: TokenStream) -> TokenStream {
    byte_comparison(input, expand::ByteComparison::Eq)
}

/// Derives `Hash` by hashing bytes. See `transmutable::ByteHash`.
#[proc_macro_derive(ByteHash, attributes(transmutable))]
pub fn derive_byte_hash(input: TokenStream) -> TokenStream {
    byte_comparison(input, expand::ByteComparison::Hash)
}

/// A comparison by bytes, beside a derive that describes the type, which
/// reports the attribute errors.
fn byte_comparison(input: TokenStream, comparison: expand::ByteComparison) -> TokenStream {
    let input = match parse(input.into()) {
        Ok(input) => input,
        Err(error) => return error.to_compile_error().into(),
    };
    let mut ignored = attr::Errors::default();
    let ast = ast::Input::from_syn(&input, &mut ignored);
    let mut macros = attr::Errors::default();
    attr::reject_macros(&input.attrs, &ast.options.inert, &mut macros);
    if let Err(error) = macros.finish() {
        return error.to_compile_error().into();
    }
    let mut expanded = attr::probes(&input.attrs);
    expanded.extend(expand::byte_comparison(&ast, comparison));
    expanded.into()
}
