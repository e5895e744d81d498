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
//! computes (`expand::identity`). The one exception is the library's
//! `__fieldless_byte_enum!` (`expand::fieldless_byte_macro`), which writes
//! the `unsafe impl`s itself, given no `unsafe` token: one bound in its
//! place is the caller's own `unsafe`. See "What the derive trusts" in the
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

use expand::Capability;
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
    let named = once::named(&input);
    if let Some(expanded) = named.as_ref().and_then(|named| expand_by_name(named, derive)) {
        return expanded;
    }
    expand_read(input, derive, named)
}

/// What [`expand_derive`] expands to, read from the whole type; `named`
/// is the type as [`once::named`] read it.
fn expand_read(
    input: proc_macro2::TokenStream,
    derive: Derive,
    named: Option<once::Named>,
) -> proc_macro2::TokenStream {
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
    let (key, body) = match named {
        Some(named) if named.ident == input.ident => (named.key, named.body),
        _ => once::key_and_body(&tokens, &input.ident),
    };
    let mut whole: Option<Vec<Capability>> = None;
    let plain_union = expand::plain_union(&ast);
    let refused = errors.is_some();
    once::remember(&key, &body, &tokens, || {
        let alone: Vec<Capability> =
            Capability::ALL.into_iter().filter(|&capability| expand::of_the_whole_alone(&ast, capability)).collect();
        whole = Some(alone.clone());
        once::ByName {
            capabilities: alone,
            plain_union,
            fieldless_byte_known: expand::fieldless_byte_known(&ast),
            described: described_by_name(&ast, plain_union, refused),
        }
    });
    let pieces: Vec<Piece> =
        derive.pieces().iter().copied().filter(|&piece| once::claim(&key, derive, piece)).collect();
    if pieces.contains(&Piece::Description) {
        valid::check(&ast, &mut errors);
        if let Err(error) = errors.finish() {
            return error.to_compile_error();
        }
    }
    // Each piece is added as one stream (`extend([tokens])`), which the
    // compiler joins in one call, not token by token.
    let mut expanded = attr::probes(&input.attrs);
    let mut checked = Vec::new();
    for piece in pieces {
        match piece {
            // A union described from its fields' places checks them in its
            // declaration (`expand::plain_union`).
            Piece::Description => match expand::fieldless_byte_macro(&ast) {
                Some(call) => expanded.extend([call]),
                None => {
                    expanded.extend([expand::layout(&ast)]);
                    if plain_union.is_none() {
                        expanded.extend([written::check(&input)]);
                    }
                }
            },
            // As by name (`expand_by_name`): the impls, and one constant
            // that checks them all.
            Piece::Capability(capability)
                if match &whole {
                    Some(whole) => whole.contains(&capability),
                    None => expand::of_the_whole_alone(&ast, capability),
                } =>
            {
                expanded.extend([expand::of_the_whole_impl(&input.ident, capability, plain_union)]);
                checked.push(capability);
            }
            Piece::Capability(capability) => match expand::capability(&ast, capability) {
                Ok(tokens) => expanded.extend([tokens]),
                Err(error) => expanded.extend(error.to_compile_error()),
            },
        }
    }
    // What a fieldless enum of a one-byte tag has by the language alone
    // is not checked (`expand::fieldless_byte_known`).
    let known = expand::fieldless_byte_known(&ast);
    checked.retain(|capability| known & capability.bit() == 0);
    expanded.extend([expand::of_the_whole_check(&input.ident, &checked, plain_union)]);
    expanded
}

/// The description of `ast`, a union of numbers (`plain_union`), that a
/// later derive of it writes from its name alone (`once::ByName::described`):
/// only if reading it refused nothing (`refused`: an attribute), neither
/// does the check of its layout (`valid::check`), which the derive that
/// describes it runs first, and it declares nothing but its description
/// (no `transmute_from`, no promise), so that the `Layout` impl and the
/// `Lifetime` impl are all the description writes (`expand::layout`).
fn described_by_name(
    ast: &ast::Input,
    plain_union: Option<expand::PlainUnion>,
    refused: bool,
) -> Option<expand::PlainUnionFields> {
    let ast::Kind::Union(fields) = &ast.kind else { return None };
    if plain_union.is_none() || refused || !ast.options.transmute_from.is_empty() || !ast.options.promises.is_empty() {
        return None;
    }
    let mut errors = attr::Errors::default();
    valid::check(ast, &mut errors);
    errors.finish().ok()?;
    Some(expand::PlainUnionFields::of(ast.ident, fields))
}

/// What [`expand_derive`] expands to, read from the type's attributes and
/// name alone, when an earlier derive of the same type read all of it
/// (`once::recall`): the derive runs unoptimized (cargo builds procedural
/// macros in the dev profile), and reading a type's body again in every
/// derive of it was most of what a derive that adds a capability cost.
/// The attributes are read as every derive reads them, and one that may
/// be a macro is refused; the body, which the earlier derive read without
/// an error, is not read again. `None`, and the derive reads the whole
/// type, unless each piece it emits is a capability whose impl and check
/// read nothing of the type but its name (`expand::of_the_whole_impl`): then
/// they are what reading the whole type gives.
fn expand_by_name(named: &once::Named, derive: Derive) -> Option<proc_macro2::TokenStream> {
    let by_name = once::recall(named)?;
    let attrs = syn::parse::Parser::parse2(syn::Attribute::parse_outer, named.attributes.clone()).ok()?;
    let mut ignored = attr::Errors::default();
    let options = attr::Options::from_attrs(&attrs, &mut ignored);
    let mut macros = attr::Errors::default();
    attr::reject_macros(&attrs, &options.inert, &mut macros);
    if let Err(error) = macros.finish() {
        return Some(error.to_compile_error());
    }
    let mut expanded = attr::probes(&attrs);
    let mut checked = Vec::new();
    let plain_union = by_name.plain_union;
    for &piece in derive.pieces() {
        if !once::claim(&named.key, derive, piece) {
            continue;
        }
        match piece {
            Piece::Capability(capability) if by_name.capabilities.contains(&capability) => {
                expanded.extend([expand::of_the_whole_impl(&named.ident, capability, plain_union)]);
                checked.push(capability);
            }
            // A union of numbers, as reading it writes it (`expand::layout`):
            // its `Layout` impl and its `Lifetime` impl.
            Piece::Description if by_name.described.is_some() => {
                let described = by_name.described.as_ref()?;
                expanded.extend([expand::plain_union_items(&named.ident, described)]);
                expanded.extend([lifetime::plain_lifetime_impl(&named.ident)]);
            }
            // Claimed again, as asked again, when the derive reads the
            // whole type.
            _ => return None,
        }
    }
    // One constant checks every capability the derive emits (but what a
    // fieldless enum of a one-byte tag has by the language alone): each
    // constant is one more item to prepare and evaluate.
    checked.retain(|capability| by_name.fieldless_byte_known & capability.bit() == 0);
    expanded.extend([expand::of_the_whole_check(&named.ident, &checked, plain_union)]);
    Some(expanded)
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
    if let Ok(input) = syn::parse::Parser::parse2(parse_quickly, input.clone()) {
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

/// A type definition read as syn reads it (`DeriveInput`'s `Parse`), but
/// for a discriminant written as one literal (`= 31`) and a field type
/// written as one name (`u32`), which become the `Expr::Lit` and
/// `Type::Path` syn would make, without running syn's expression and type
/// parsers: the derive runs unoptimized (cargo builds procedural macros in
/// the dev profile), and those parsers were most of the time spent reading a
/// fieldless enum or a union of numbers, once for each derive of it. A
/// struct whose fields are not in braces, a `where` clause before them, or
/// any error, is read again by syn's own `parse`, whose result and errors
/// are the ones given.
fn parse_quickly(input: syn::parse::ParseStream) -> syn::Result<DeriveInput> {
    use syn::{Attribute, Data, Token};
    let attrs = input.call(Attribute::parse_outer)?;
    let vis = input.parse::<syn::Visibility>()?;
    let lookahead = input.lookahead1();
    let keyword: syn::Ident =
        if lookahead.peek(Token![struct]) || lookahead.peek(Token![union]) || lookahead.peek(Token![enum]) {
            syn::ext::IdentExt::parse_any(input)?
        } else {
            return Err(lookahead.error());
        };
    let ident = input.parse::<syn::Ident>()?;
    let generics = input.parse::<syn::Generics>()?;
    if keyword == "struct" && input.peek(Token![where]) {
        return Err(input.error("read by syn"));
    }
    let where_clause = input.parse::<Option<syn::WhereClause>>()?;
    let content;
    let brace_token = syn::braced!(content in input);
    let data = if keyword == "enum" {
        let variants = content.parse_terminated(parse_variant, Token![,])?;
        Data::Enum(syn::DataEnum { enum_token: Token![enum](keyword.span()), brace_token, variants })
    } else {
        let named = content.parse_terminated(parse_named_field, Token![,])?;
        let fields = syn::FieldsNamed { brace_token, named };
        if keyword == "union" {
            Data::Union(syn::DataUnion { union_token: Token![union](keyword.span()), fields })
        } else {
            let fields = syn::Fields::Named(fields);
            Data::Struct(syn::DataStruct { struct_token: Token![struct](keyword.span()), fields, semi_token: None })
        }
    };
    Ok(DeriveInput { attrs, vis, ident, generics: syn::Generics { where_clause, ..generics }, data })
}

/// A variant, as syn's `Variant` parses it, but for a discriminant written as
/// one literal before a comma or the end (see [`parse_quickly`]); any other
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
        let discriminant = if input.peek(syn::Lit) && last_before_comma(input, |ahead| ahead.parse::<syn::Lit>()) {
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

/// A named field, as syn's `Field::parse_named` parses it, but for a type
/// written as one name before a comma or the end (see [`parse_quickly`]).
fn parse_named_field(input: syn::parse::ParseStream) -> syn::Result<syn::Field> {
    use syn::{Attribute, Token};
    let attrs = input.call(Attribute::parse_outer)?;
    let vis: syn::Visibility = input.parse()?;
    let ident: syn::Ident = input.parse()?;
    let colon_token: Token![:] = input.parse()?;
    // `syn::Ident` peeks no keyword (`Self`, `dyn`, `fn`, ...): a name.
    let ty = if input.peek(syn::Ident) && last_before_comma(input, |ahead| ahead.parse::<syn::Ident>()) {
        let path = syn::Path::from(input.parse::<syn::Ident>()?);
        syn::Type::Path(syn::TypePath { qself: None, path })
    } else if let Some(array) = input.peek(syn::token::Bracket).then(|| quick_array(input)).flatten() {
        array
    } else {
        input.parse()?
    };
    Ok(syn::Field {
        attrs,
        vis,
        mutability: syn::FieldMutability::None,
        ident: Some(ident),
        colon_token: Some(colon_token),
        ty,
    })
}

/// An array type written as `[name; literal]` before a comma or the end,
/// read as syn's type parser reads it (a `TypeArray` of the name's path
/// and the literal expression), and `input` moved past it; `None`, with
/// `input` where it was, for any other type.
fn quick_array(input: syn::parse::ParseStream) -> Option<syn::Type> {
    use syn::parse::discouraged::Speculative;
    let ahead = input.fork();
    let read = |ahead: syn::parse::ParseStream| -> syn::Result<syn::TypeArray> {
        let content;
        let bracket_token = syn::bracketed!(content in ahead);
        let elem = syn::Path::from(content.parse::<syn::Ident>()?);
        let semi_token = content.parse::<syn::Token![;]>()?;
        let len = content.parse::<syn::LitInt>()?;
        if !content.is_empty() {
            return Err(content.error("read by syn"));
        }
        Ok(syn::TypeArray {
            bracket_token,
            elem: Box::new(syn::Type::Path(syn::TypePath { qself: None, path: elem })),
            semi_token,
            len: syn::Expr::Lit(syn::ExprLit { attrs: Vec::new(), lit: syn::Lit::Int(len) }),
        })
    };
    let array = read(&ahead).ok()?;
    if !(ahead.is_empty() || ahead.peek(syn::Token![,])) {
        return None;
    }
    input.advance_to(&ahead);
    Some(syn::Type::Array(array))
}

/// Whether `read` reads the next token of `input`, and a comma or the end
/// follows it.
fn last_before_comma<T>(
    input: syn::parse::ParseStream,
    read: impl FnOnce(syn::parse::ParseStream) -> syn::Result<T>,
) -> bool {
    if input.peek2(syn::Token![,]) {
        return true;
    }
    let ahead = input.fork();
    read(&ahead).is_ok() && ahead.is_empty()
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

#[cfg(test)]
mod tests {
    use proc_macro2::TokenStream;
    use quote::ToTokens;

    /// The quick reading of a type is syn's, token for token, for every
    /// input it takes, and gives way to syn's for those it does not.
    #[test]
    fn a_quick_reading_is_syns() {
        let inputs = [
            "#[repr(u8)] pub enum E { A = 0, B = 31, C = 0x7f, D }",
            "#[repr(i8)] enum E { A = -1, B = 1 + 1, C = { 3 }, D = 4u8 as _ }",
            "#[repr(u8)] enum E<T> where T: Copy { A(T) = 1, B { x: u16, y: [u8; 2] } = 2, C = 3, }",
            "#[repr(C)] pub union U { pub f0: u32, pub f1: [u8; 4], f2: Self, pub(crate) f3: i32 }",
            "#[repr(C)] pub union U<'a, T: Copy> where T: Clone { pub a: &'a T, pub b: T, c: r#u8 }",
            "#[repr(C)] pub struct S { pub a: u64, pub b: dyn Send, c: Box<u8>, d: u8 + Send, e: u8 }",
            "#[repr(C)] pub struct S<T> where T: Copy { pub a: T }",
            "#[repr(C)] pub struct S(pub u8, u16);",
            "pub struct S;",
            "#[repr(C)] pub union U { pub f0: u32 pub f1: u8 }",
            "enum E { A = 1 B = 2 }",
            "#[repr(i8)] enum E { A(u8) = 1, B = -1 }",
            "#[repr(i8)] enum E { A = - 1, }",
            "#[repr(C)] pub union U { pub a: [u8; 4], pub b: [r#u16; 0x2u8], c: [[bool; 2]; 2], d: [u8; 4 + 0] }",
            "#[repr(C)] pub union U { pub a: [Self; 4], pub b: [u8; N], pub c: [u8; 4] pub d: u32 }",
            "#[repr(C)] pub union U { pub a: [u8; -4], pub b: [u8; 4,], pub c: [u8 4], pub d: [u8; 4][0] }",
            "#[repr(C)] pub struct S { pub a: [u8; 4] }",
        ];
        for source in inputs {
            let tokens: TokenStream = source.parse().unwrap();
            let syns = syn::parse2::<syn::DeriveInput>(tokens.clone()).map(|input| input.to_token_stream().to_string());
            let quick = syn::parse::Parser::parse2(super::parse_quickly, tokens.clone());
            let given = super::parse(tokens).map(|input| input.to_token_stream().to_string());
            match (&syns, &given) {
                (Ok(syns), Ok(given)) => assert_eq!(syns, given, "{source}"),
                (Err(syns), Err(given)) => assert_eq!(syns.to_string(), given.to_string(), "{source}"),
                _ => panic!("syn reads `{source}` as {syns:?}, the derive as {given:?}"),
            }
            if let Ok(quick) = quick {
                assert_eq!(quick.to_token_stream().to_string(), syns.unwrap(), "{source}");
            }
        }
        // A lone literal is the literal expression syn makes of it, and a
        // lone name the path.
        let input = super::parse("enum E { A = 7, B = 1 + 1 }".parse().unwrap()).unwrap();
        let syn::Data::Enum(data) = input.data else { panic!() };
        let discriminants: Vec<_> =
            data.variants.iter().map(|variant| &variant.discriminant.as_ref().unwrap().1).collect();
        assert!(
            matches!(discriminants[0], syn::Expr::Lit(syn::ExprLit { lit: syn::Lit::Int(int), attrs }) if int.base10_digits() == "7" && attrs.is_empty())
        );
        assert!(matches!(discriminants[1], syn::Expr::Binary(_)));
        let input = super::parse("union U { a: u32, b: [u8; 4] }".parse().unwrap()).unwrap();
        let syn::Data::Union(data) = input.data else { panic!() };
        assert!(
            matches!(&data.fields.named[0].ty, syn::Type::Path(path) if path.qself.is_none() && path.path.is_ident("u32"))
        );
        assert!(matches!(&data.fields.named[1].ty, syn::Type::Array(_)));
        // An array of a name by a literal length is read without syn's
        // type parser, as syn reads it.
        let input = super::parse("union U { a: [u8; 4], b: [u8; 2 * 2] }".parse().unwrap()).unwrap();
        let syn::Data::Union(data) = input.data else { panic!() };
        assert!(
            matches!(&data.fields.named[0].ty, syn::Type::Array(syn::TypeArray { elem, len: syn::Expr::Lit(syn::ExprLit { lit: syn::Lit::Int(int), attrs }), .. })
                if int.base10_digits() == "4" && attrs.is_empty() && matches!(&**elem, syn::Type::Path(path) if path.path.is_ident("u8")))
        );
        assert!(matches!(&data.fields.named[1].ty, syn::Type::Array(syn::TypeArray { len: syn::Expr::Binary(_), .. })));
    }
}
