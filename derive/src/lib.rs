//! `#[derive(Layout)]` for transmutable.
//!
//! The derive *describes*; the library *decides*. It reads the type's
//! definition (`ast.rs`), its `#[repr]` and `#[transmutable]` attributes
//! (`attr.rs`), checks that the layout is one the compiler documents
//! (`valid.rs`), and emits a description whose every layout fact comes from
//! the compiler (`expand.rs`): `offset_of!`, `size_of`, `align_of`, `as`
//! casts of discriminants, and, for the variants of an enum with fields,
//! the Reference's `repr(C)` rule over sizes and alignments the compiler
//! reports, checked against the enum's own. It passes no judgement on
//! transmutability: the capability derives (`FromBytes`, ...) ask the
//! library's engine.

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

use proc_macro::TokenStream;
use syn::DeriveInput;

/// Derives `transmutable::Layout`. See the documentation of `transmutable::Layout`.
#[proc_macro_derive(Layout, attributes(transmutable))]
pub fn derive_layout(input: TokenStream) -> TokenStream {
    describing(input, &[])
}

/// Derives `FromBytes`, `IntoBytes` and `Immutable`, beside `Zeroable`
/// (or `Layout` and `FromZeros`). See `transmutable::Pod`.
#[proc_macro_derive(Pod, attributes(transmutable))]
pub fn derive_pod(input: TokenStream) -> TokenStream {
    use expand::Capability::*;
    capabilities(input, &[FromBytes, IntoBytes, Immutable])
}

/// Derives `FromBytes` and `Immutable`, beside `Zeroable` (or `Layout` and
/// `FromZeros`). See `transmutable::AnyBitPattern`.
#[proc_macro_derive(AnyBitPattern, attributes(transmutable))]
pub fn derive_any_bit_pattern(input: TokenStream) -> TokenStream {
    use expand::Capability::*;
    capabilities(input, &[FromBytes, Immutable])
}

/// Derives `IntoBytes` and `Immutable`, beside a derive that describes the
/// type. See `transmutable::NoUninit`.
#[proc_macro_derive(NoUninit, attributes(transmutable))]
pub fn derive_no_uninit(input: TokenStream) -> TokenStream {
    use expand::Capability::*;
    capabilities(input, &[IntoBytes, Immutable])
}

/// Derives `Layout` and `FromZeros`. See `transmutable::Zeroable`.
#[proc_macro_derive(Zeroable, attributes(transmutable))]
pub fn derive_zeroable(input: TokenStream) -> TokenStream {
    describing(input, &[expand::Capability::FromZeros])
}

/// Derives `Layout`, for the `try_` functions. See
/// `transmutable::CheckedBitPattern`.
#[proc_macro_derive(CheckedBitPattern, attributes(transmutable))]
pub fn derive_checked_bit_pattern(input: TokenStream) -> TokenStream {
    describing(input, &[])
}

/// The impl of `Layout` and of each of `capabilities`: what a derive that
/// describes the type expands to. It reports the attribute and layout
/// errors, which the derives beside it leave to it.
///
/// Two describing derives of one type (`Layout, Zeroable`) describe it
/// once: the description is emitted by the first of them (`once.rs`), or
/// left to a describing derive in a later `#[derive]` attribute.
fn describing(input: TokenStream, capabilities: &[expand::Capability]) -> TokenStream {
    const DESCRIBING: [&str; 3] = ["Layout", "Zeroable", "CheckedBitPattern"];
    let input = match parse(input) {
        Ok(input) => input,
        Err(error) => return error.to_compile_error().into(),
    };
    if once::later_derives(&input.attrs).iter().any(|name| DESCRIBING.contains(&name.as_str())) {
        let mut ignored = attr::Errors::default();
        let input = ast::Input::from_syn(&input, &mut ignored);
        return capabilities
            .iter()
            .map(|&capability| expand::capability(&input, capability))
            .collect::<proc_macro2::TokenStream>()
            .into();
    }
    // Every error is collected and reported at once: attributes first, then
    // what the layout allows.
    let mut errors = attr::Errors::default();
    let ast = ast::Input::from_syn(&input, &mut errors);
    valid::check(&ast, &mut errors);
    match errors.finish() {
        Ok(()) => {
            let mut expanded = once::once(&input.ident, "Layout", expand::layout(&ast));
            for &capability in capabilities {
                expanded.extend(expand::capability(&ast, capability));
            }
            expanded
        }
        // Emitted by each describing derive: the compiler reports an error
        // of one text at one place once.
        Err(error) => error.to_compile_error(),
    }
    .into()
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
fn parse(input: TokenStream) -> syn::Result<DeriveInput> {
    syn::parse::<DeriveInput>(input).map_err(|error| {
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

/// Derives `transmutable::FromBytes`. See its documentation.
#[proc_macro_derive(FromBytes, attributes(transmutable))]
pub fn derive_from_bytes(input: TokenStream) -> TokenStream {
    capability(input, expand::Capability::FromBytes)
}

/// Derives `transmutable::FromZeros`. See its documentation.
#[proc_macro_derive(FromZeros, attributes(transmutable))]
pub fn derive_from_zeros(input: TokenStream) -> TokenStream {
    capability(input, expand::Capability::FromZeros)
}

/// Derives `transmutable::IntoBytes`. See its documentation.
#[proc_macro_derive(IntoBytes, attributes(transmutable))]
pub fn derive_into_bytes(input: TokenStream) -> TokenStream {
    capability(input, expand::Capability::IntoBytes)
}

/// Derives `transmutable::Immutable`. See its documentation.
#[proc_macro_derive(Immutable, attributes(transmutable))]
pub fn derive_immutable(input: TokenStream) -> TokenStream {
    capability(input, expand::Capability::Immutable)
}

/// Derives `transmutable::Unaligned`. See its documentation.
#[proc_macro_derive(Unaligned, attributes(transmutable))]
pub fn derive_unaligned(input: TokenStream) -> TokenStream {
    capability(input, expand::Capability::Unaligned)
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

/// A comparison by bytes.
fn byte_comparison(input: TokenStream, comparison: expand::ByteComparison) -> TokenStream {
    beside_layout(input, |input| expand::byte_comparison(input, comparison))
}

/// The impl of one capability trait.
fn capability(input: TokenStream, capability: expand::Capability) -> TokenStream {
    capabilities(input, &[capability])
}

/// The impls of capability traits, beside a derive that describes the type.
fn capabilities(input: TokenStream, capabilities: &[expand::Capability]) -> TokenStream {
    beside_layout(input, |input| capabilities.iter().map(|&capability| expand::capability(input, capability)).collect())
}

/// What a derive that goes with a describing derive (`Layout`, `Zeroable`,
/// `CheckedBitPattern`)
/// expands `input` to. Attribute errors are the describing derive's to
/// report, which the type needs anyway.
fn beside_layout(input: TokenStream, expand: impl FnOnce(&ast::Input) -> proc_macro2::TokenStream) -> TokenStream {
    let input = match parse(input) {
        Ok(input) => input,
        Err(error) => return error.to_compile_error().into(),
    };
    let mut ignored = attr::Errors::default();
    let input = ast::Input::from_syn(&input, &mut ignored);
    expand(&input).into()
}
