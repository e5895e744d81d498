//! The attributes the derive reads: `#[repr(...)]`, `#[transmutable(...)]`,
//! `#[non_exhaustive]`.

use proc_macro2::Span;
use syn::meta::ParseNestedMeta;
use syn::parse::Parse;
use syn::spanned::Spanned;
use syn::{Attribute, Ident, LitInt};

/// What `#[repr(...)]` says.
#[derive(Default)]
pub struct Repr {
    /// `C`.
    pub c: Option<Span>,
    /// `transparent`.
    pub transparent: Option<Span>,
    /// `packed` or `packed(N)`.
    pub packed: Option<Span>,
    /// The `N` of `packed(N)`.
    pub packed_to: Option<u64>,
    /// `align(N)`.
    pub align: Option<Span>,
    /// The largest `N` of `align(N)`.
    pub align_to: Option<u64>,
    /// `u8`, `i32`, ...: the tag type of an enum.
    pub int: Option<Ident>,
}

/// What the `#[transmutable(...)]` attributes on the type say.
#[derive(Default)]
pub struct Options {
    /// `#[transmutable(unsafe(no_invariants))]` (earlier `no_invariants`): the
    /// author promises that any valid value is a safe value, private fields
    /// notwithstanding.
    pub no_invariants: bool,
    /// `#[transmutable(unsafe(zeroable))]` (earlier `unsafe_zeroable`): the
    /// author promises that all zeros satisfy the type's own invariants (its
    /// fields' are checked).
    pub unsafe_zeroable: Option<Span>,
    /// Where each promise is written: at its `unsafe`, or at the promise
    /// itself in the earlier spellings without one.
    pub promises: Vec<Span>,
    /// `#[transmutable(accept_unstable_layout)]`: the author of a type of the
    /// default representation accepts that byte views lay its bytes out as
    /// the compiler of the day does.
    pub accept_unstable_layout: bool,
    /// `#[transmutable(portable)]`: the type's layout is also computed for every
    /// target of transmutable's data models, for portable checks.
    pub portable: Option<Span>,
    /// `#[transmutable(transmute_from(A, B))]`: the types every value of which is
    /// declared to be a value of this one (`TransmuteFrom<A>`), checked.
    pub transmute_from: Vec<syn::Type>,
    /// `#[transmutable(unsafe(inert(serde, strum)))]`: the author promises
    /// that the type's attributes of these names (or paths that begin with
    /// them) are inert: other derives' helpers or tools', no macro.
    pub inert: Vec<Ident>,
}

const INTEGERS: [&str; 12] = ["u8", "u16", "u32", "u64", "u128", "usize", "i8", "i16", "i32", "i64", "i128", "isize"];

impl Repr {
    /// Reads every `#[repr]` of `attrs`; errors are collected into `errors`.
    pub fn from_attrs(attrs: &[Attribute], errors: &mut Errors) -> Repr {
        let mut repr = Repr::default();
        for attr in attrs.iter().filter(|attr| attr.path().is_ident("repr")) {
            let result = attr.parse_nested_meta(|meta| {
                let span = meta.path.span();
                if meta.path.is_ident("Rust") {
                    // The default representation, said out loud.
                } else if meta.path.is_ident("C") {
                    repr.c = Some(span);
                } else if meta.path.is_ident("transparent") {
                    repr.transparent = Some(span);
                } else if meta.path.is_ident("packed") {
                    repr.packed = Some(span);
                    if meta.input.peek(syn::token::Paren) {
                        let content;
                        syn::parenthesized!(content in meta.input);
                        repr.packed_to = Some(content.parse::<LitInt>()?.base10_parse()?);
                    }
                } else if meta.path.is_ident("align") {
                    repr.align = Some(span);
                    let content;
                    syn::parenthesized!(content in meta.input);
                    let align: u64 = content.parse::<LitInt>()?.base10_parse()?;
                    repr.align_to = Some(repr.align_to.map_or(align, |before| before.max(align)));
                } else if let Some(ident) =
                    meta.path.get_ident().filter(|ident| INTEGERS.contains(&ident.to_string().as_str()))
                {
                    repr.int = Some(ident.clone());
                } else {
                    return Err(meta.error("transmutable does not know this representation"));
                }
                Ok(())
            });
            if let Err(error) = result {
                errors.push(error);
            }
        }
        repr
    }
}

impl Options {
    /// Reads every `#[transmutable]` of the type's `attrs`.
    pub fn from_attrs(attrs: &[Attribute], errors: &mut Errors) -> Options {
        let mut options = Options::default();
        for attr in attrs.iter().filter(|attr| attr.path().is_ident("transmutable")) {
            let result = attr.parse_nested_meta(|meta| {
                if meta.path.is_ident("unsafe") {
                    // The promises no check can see, spelled as Rust spells
                    // an unsafe attribute (`#[unsafe(no_mangle)]`).
                    let at = meta.path.span();
                    return meta.parse_nested_meta(|promise| {
                        options.promises.push(at);
                        if promise.path.is_ident("no_invariants") {
                            options.promise_no_invariants(&promise)
                        } else if promise.path.is_ident("zeroable") {
                            options.promise_zeroable(&promise)
                        } else if promise.path.is_ident("inert") {
                            options.promise_inert(&promise)
                        } else {
                            Err(promise.error(
                                "unknown promise; the promises are `#[transmutable(unsafe(no_invariants))]`, \
                                 `#[transmutable(unsafe(zeroable))]` and `#[transmutable(unsafe(inert(name, ...)))]`",
                            ))
                        }
                    });
                }
                // The promises' earlier spellings, without `unsafe(...)`,
                // are still read.
                if meta.path.is_ident("no_invariants") {
                    options.promises.push(meta.path.span());
                    options.promise_no_invariants(&meta)
                } else if meta.path.is_ident("unsafe_zeroable") {
                    options.promises.push(meta.path.span());
                    options.promise_zeroable(&meta)
                } else if meta.path.is_ident("zeroable") {
                    Err(meta
                        .error("`zeroable` is a promise no check can see: write `#[transmutable(unsafe(zeroable))]`"))
                } else if meta.path.is_ident("accept_unstable_layout") {
                    if options.accept_unstable_layout {
                        return Err(meta.error("`accept_unstable_layout` is given twice"));
                    }
                    options.accept_unstable_layout = true;
                    Ok(())
                } else if meta.path.is_ident("portable") {
                    if options.portable.is_some() {
                        return Err(meta.error("`portable` is given twice"));
                    }
                    options.portable = Some(meta.path.span());
                    Ok(())
                } else if meta.path.is_ident("transmute_from") {
                    let content;
                    syn::parenthesized!(content in meta.input);
                    let types = content.parse_terminated(syn::Type::parse, syn::Token![,])?;
                    if types.is_empty() {
                        return Err(meta.error("`transmute_from` names the source types: `transmute_from(RawHeader)`"));
                    }
                    options.transmute_from.extend(types);
                    Ok(())
                } else {
                    Err(meta.error(
                        "unknown transmutable option; the options are `#[transmutable(unsafe(no_invariants))]`, \
                         `#[transmutable(unsafe(zeroable))]`, `#[transmutable(accept_unstable_layout)]`, \
                         `#[transmutable(portable)]` and `#[transmutable(transmute_from(Source, ...))]`",
                    ))
                }
            });
            if let Err(error) = result {
                errors.push(error);
            }
        }
        options
    }

    /// `unsafe(no_invariants)`: every valid value is a safe one.
    fn promise_no_invariants(&mut self, meta: &ParseNestedMeta) -> syn::Result<()> {
        if self.no_invariants {
            return Err(meta.error("`no_invariants` is given twice"));
        }
        self.no_invariants = true;
        Ok(())
    }

    /// `unsafe(inert(a, b))`: the attributes named `a` and `b` are no macro.
    fn promise_inert(&mut self, meta: &ParseNestedMeta) -> syn::Result<()> {
        let content;
        syn::parenthesized!(content in meta.input);
        let names = content.parse_terminated(Ident::parse, syn::Token![,])?;
        if names.is_empty() {
            return Err(meta.error("`inert` names the attributes: `unsafe(inert(serde))`"));
        }
        self.inert.extend(names);
        Ok(())
    }

    /// `unsafe(zeroable)`: all zeros keep the type's own invariants.
    fn promise_zeroable(&mut self, meta: &ParseNestedMeta) -> syn::Result<()> {
        if self.unsafe_zeroable.is_some() {
            return Err(meta.error("`zeroable` is given twice"));
        }
        self.unsafe_zeroable = Some(meta.path.span());
        Ok(())
    }
}

/// The attributes of a type that no attribute macro can stand for: the
/// compiler's own, which a macro of the same name in scope makes ambiguous
/// (an error, E0659), and transmutable's helper, which the derive's helper
/// resolves to before any macro of that name.
const INERT: [&str; 11] = [
    "repr",
    "doc",
    "allow",
    "warn",
    "deny",
    "forbid",
    "expect",
    "deprecated",
    "must_use",
    "non_exhaustive",
    "transmutable",
];

/// Refuses every attribute of the type that may be an attribute macro.
///
/// The derive is given the item with the attribute macros written below
/// `#[derive(..)]` not yet expanded (those above it have expanded, and are
/// gone from its input), and such a macro may change the `repr`, the order
/// of fields or variants, or a field's lifetimes after the derive read them.
/// So an attribute the derive does not know to be inert is refused, unless
/// the author promises with `#[transmutable(unsafe(inert(name)))]` that
/// attributes of that name are inert (another derive's helper, which the
/// compiler resolves before a macro of the same name, or a tool's).
/// `#[derive(..)]` is let through, as the prelude's `derive`, which adds
/// items and changes none, and `#[rustfmt::..]`, as the tool's: a `derive`
/// or a `rustfmt` of the user's own in their place is refused by
/// [`probes`].
pub fn reject_macros(attrs: &[Attribute], inert: &[Ident], errors: &mut Errors) {
    for attr in attrs {
        let path = attr.path();
        // A path from the crate root is no helper, nor is transmutable's
        // `transmutable::bits`.
        let rooted =
            path.leading_colon.is_some() || (path.segments.len() > 1 && path.segments[0].ident == "transmutable");
        let Some(first) = path.segments.first().filter(|_| !rooted) else {
            errors.push(macro_error(attr));
            continue;
        };
        let known = (path.segments.len() == 1
            && (INERT.iter().any(|name| first.ident == name) || first.ident == "derive"))
            || (path.segments.len() > 1 && first.ident == "rustfmt");
        if !known && !inert.contains(&first.ident) {
            errors.push(macro_error(attr));
        }
    }
}

/// Why the derive refuses `attr`, and what to write instead.
fn macro_error(attr: &Attribute) -> syn::Error {
    let path = attr.path();
    let name = quote::ToTokens::to_token_stream(path).to_string().replace(' ', "");
    let why = format!(
        "transmutable's derive cannot tell whether `#[{name}]` is an attribute macro, which, written below \
         `#[derive(..)]`, could change the type after the derive read it; if it is a macro, write it above \
         `#[derive(..)]`"
    );
    let message = match path.segments.first() {
        Some(first) if path.leading_colon.is_none() && first.ident != "transmutable" => {
            let inert =
                if path.segments.len() == 1 { "another derive's helper attribute" } else { "a tool's attribute" };
            format!("{why}; if it is {inert}, promise so with `#[transmutable(unsafe(inert({})))]`", first.ident)
        }
        _ => why,
    };
    syn::Error::new_spanned(path, message)
}

/// Checks, where the type is declared, that `derive` there is the
/// prelude's and `rustfmt` the tool: emitted when the type has an attribute
/// of either that [`reject_macros`] let through.
///
/// A check that only uses the attribute (derives `Clone` with it, or names
/// a macro in `rustfmt`) passes for a macro of the user's that does what the
/// real one does where it is probed, and changes the type elsewhere. So the
/// checks compare names, by rules the compiler enforces:
///
/// - `derive`: a glob import of `::core`'s prelude, its `derive` among it,
///   in a block where the type is declared, against every `derive` of the
///   scopes around it (the type's blocks and module, imports and globs
///   included, the `macro_use` prelude, the standard prelude). The compiler
///   refuses a glob that an outer scope's name of the same kind differs
///   from (E0659), so the probe compiles only where each `derive` there is
///   `::core`'s; and the standard prelude's, whose `derive` is the real
///   one, is among them: a crate that binds `core` to its own crate meets
///   it there.
/// - `rustfmt`: `#[rustfmt::self]`, which the compiler takes of the tool
///   (it reads no more of a tool's path than its first segment) and refuses
///   of a crate or module named `rustfmt` (`self` in a path only comes
///   first), whatever that crate or module declares.
pub fn probes(attrs: &[Attribute]) -> proc_macro2::TokenStream {
    let mut probes = proc_macro2::TokenStream::new();
    if attrs.iter().any(|attr| attr.path().is_ident("derive")) {
        probes.extend(quote::quote! {
            #[doc(hidden)]
            const _: () = {
                #[allow(unused_imports)]
                use ::core::prelude::v1::*;
                #[derive()]
                #[allow(dead_code)]
                struct DeriveHereIsNotThePreludesDerive;
            };
        });
    }
    let rustfmt = |attr: &Attribute| {
        let path = attr.path();
        path.leading_colon.is_none() && path.segments.len() > 1 && path.segments[0].ident == "rustfmt"
    };
    if attrs.iter().any(rustfmt) {
        probes.extend(quote::quote! {
            #[doc(hidden)]
            #[rustfmt::self]
            const _: () = ();
        });
    }
    probes
}

/// Rejects `#[transmutable]` where it has no meaning (on fields and variants).
pub fn reject_transmutable_attrs(attrs: &[Attribute], errors: &mut Errors) {
    for attr in attrs.iter().filter(|attr| attr.path().is_ident("transmutable")) {
        errors
            .push(syn::Error::new_spanned(attr, "`#[transmutable(...)]` goes on the type, not on a field or variant"));
    }
}

/// Whether `attrs` hold `#[non_exhaustive]`.
pub fn is_non_exhaustive(attrs: &[Attribute]) -> bool {
    attrs.iter().any(|attr| attr.path().is_ident("non_exhaustive"))
}

/// Errors collected along the way, reported together.
#[derive(Default)]
pub struct Errors(Option<syn::Error>);

impl Errors {
    pub fn push(&mut self, error: syn::Error) {
        match &mut self.0 {
            Some(all) => all.combine(error),
            None => self.0 = Some(error),
        }
    }

    /// Whether an error was pushed.
    pub fn is_some(&self) -> bool {
        self.0.is_some()
    }

    pub fn finish(self) -> syn::Result<()> {
        match self.0 {
            Some(error) => Err(error),
            None => Ok(()),
        }
    }
}
