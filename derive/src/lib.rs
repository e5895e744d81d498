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
mod portable;
mod valid;

use proc_macro::TokenStream;
use syn::{parse_macro_input, DeriveInput};

/// Derives `transmutable::Layout`. See the documentation of `transmutable::Layout`.
#[proc_macro_derive(Layout, attributes(transmutable))]
pub fn derive_layout(input: TokenStream) -> TokenStream {
    let input = parse_macro_input!(input as DeriveInput);
    // Every error is collected and reported at once: attributes first, then
    // what the layout allows.
    let mut errors = attr::Errors::default();
    let input = ast::Input::from_syn(&input, &mut errors);
    valid::check(&input, &mut errors);
    match errors.finish() {
        Ok(()) => expand::layout(&input),
        Err(error) => error.to_compile_error(),
    }
    .into()
}

/// Declares a record of bit fields. See `transmutable::bit_fields`.
#[proc_macro_attribute]
pub fn bits(args: TokenStream, item: TokenStream) -> TokenStream {
    bits::expand(args.into(), item.into()).into()
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
    beside_layout(input, |input| expand::capability(input, capability))
}

/// What a derive that goes with `#[derive(Layout)]` expands `input` to.
/// Attribute errors are the `Layout` derive's to report, which the type
/// needs anyway.
fn beside_layout(input: TokenStream, expand: impl FnOnce(&ast::Input) -> proc_macro2::TokenStream) -> TokenStream {
    let input = parse_macro_input!(input as DeriveInput);
    let mut ignored = attr::Errors::default();
    let input = ast::Input::from_syn(&input, &mut ignored);
    expand(&input).into()
}
