//! One expansion of each piece that several derives of one type emit.
//!
//! A derive is given its type without the derive list it is named in, so
//! `#[derive(Pod, Zeroable)]` runs two derives that each implement
//! `FromZeros`, neither knowing of the other. Each derive's pieces (the
//! description, each capability's impl) are listed in [`Derive::pieces`],
//! and the derives meet through names in the type's module instead. A
//! capability and the description meet in two ways.
//!
//! **Capabilities, in the type system.** Every derive that implies a
//! capability writes its impl and its check; of them, the first in
//! [`Derive::ALL`]'s order that is in the list is the one whose impl
//! applies ([`gate`]):
//!
//! - Each derive declares a marker of its own, an empty enum named for
//!   itself and the type (`__transmutable_present_Pod_for_T_<hash>`), with
//!   `&Marker: Derived<Is = Yes>`. For each derive before it that implies
//!   one of its capabilities, it glob-imports `__private::Absent` under
//!   that derive's marker name (`&Absent: Derived<Is = No>`), from a module
//!   of its own: a derive that is in the list declares its marker, which
//!   shadows the globs, and one that is not is named by them alone.
//! - Its impl of each capability holds where its own marker is `Yes` and
//!   the marker of each derive before it is `No`; its check (the constant
//!   that `cargo check` evaluates) runs under the same condition. So one
//!   impl of the capability applies, and one check runs and reports.
//!
//! The names in those where-clauses are types, which the compiler resolves
//! after every macro has expanded, and there an item may shadow a glob of
//! another meaning; a macro's name, resolved while macros still expand,
//! may not (E0659, "a macro-expanded name and a less macro-expanded
//! name"). The compiler keeps the impls apart (coherence) because each
//! asks `Derived` of a different marker, a local type no other crate can
//! implement it for, and takes the impl whose where-clauses hold. The
//! where-clauses are under `for<'a>`, so that one that does not hold is no
//! error of its own (a bound without parameters that fails is one, unless
//! `trivial_bounds`), and each impl asks its own marker to be `Yes`, so
//! that under the where-clauses of an impl that does not apply, which the
//! compiler assumes while it checks that impl, the one that does apply
//! does not: the compiler finds one impl there too. The order of
//! [`Derive::ALL`], not the list's, picks the derive, so that derives in
//! separate `#[derive]` attributes meet in the same way.
//!
//! **The description, by `macro_rules!` guards.** Its pieces are many
//! items (impls, statics, checks of `transmute_from`), which where-clauses
//! cannot all switch off:
//!
//! - Each describing derive declares, after its description, a
//!   `macro_rules!` named for itself and the type
//!   (`__transmutable_derived_Layout_for_T_<hash>`) that expands to
//!   nothing, and glob-imports, under the same name and those of the
//!   other describing derives, transmutable's `__once!`, which expands to
//!   its input.
//! - It wraps its description in one invocation of the name of each
//!   describing derive: `__.._Layout_.. ! { __.._Zeroable_.. ! { .. } }`.
//!   The name of a derive that ran before, earlier in the list, is its
//!   `macro_rules!`, and swallows the description; the name of a derive
//!   that runs later, or of the derive itself, reaches `__once!`, and the
//!   description goes on. Each name is declared by one derive, so an
//!   invocation sees at most one `macro_rules!` of its name, in the module
//!   of its imports: the compiler accepts the resolution.
//!
//! Derives in separate `#[derive]` attributes expand one inside the other,
//! where the compiler refuses such a resolution; there a describing derive
//! sees the attributes written after its own, and leaves the description
//! to them ([`pieces_to_emit`]).
//!
//! A list that names one derive twice declares its marker twice, which the
//! compiler refuses, pointing at the second (and then at the impls it
//! wrote twice). Every name carries a hash of where the type's name is
//! written, so that a type of the same name in a child module or a
//! function reaches its own.
//!
//! What it costs: the compiler looks up a macro name without a path (each
//! guard), and each built-in attribute, through every `macro_rules!`
//! written before it in the module, one by one, so a crate of many derived
//! types pays in the square of their number of `macro_rules!` (BENCHMARKS.md,
//! "What the once-guards cost"). Only the describing derive of a list
//! declares one now, where every derive but `Unaligned` did when the
//! capabilities were guarded so too; the markers, impls and globs grow
//! with the number of types.
//!
//! The names are transmutable's, hidden, and carry the hash of where the
//! type's name is written: code reaches them only on purpose. A user's
//! `macro_rules!` of a guard's name, written before the type, is found
//! first and receives the description, an `unsafe impl`: it could change
//! it without writing `unsafe`. No capability's impl or check passes
//! through a guard (the test below): they come out of the derive itself.
//! The description could reach its guards as the path of a `macro_rules!`
//! of a module of its own, but its `unsafe impl` would then come out of a
//! macro of the user's crate, where lints such as `unsafe_code` look (and
//! `#![forbid(unsafe_code)]` refuses it); no stable way to name a macro
//! that user code cannot also name was found (`Span::def_site` is
//! unstable); the hash keeps it from happening by accident. A user's
//! item of a marker's name is refused as declared twice, or stands for a
//! derive that is not there: an impl missing, never one unchecked.

use std::hash::{Hash, Hasher};
use std::sync::atomic::{AtomicU64, Ordering};

use proc_macro2::{Span, TokenStream};
use quote::{format_ident, quote};
use syn::ext::IdentExt;
use syn::Ident;

use crate::expand::Capability;

/// A piece of what the derives of one type emit, emitted once.
#[derive(Clone, Copy, PartialEq)]
pub enum Piece {
    /// The impl of `Layout`: the type's description.
    Description,
    /// The impl of a capability trait, with its check.
    Capability(Capability),
}

/// A derive of transmutable that emits pieces other derives may emit too.
#[derive(Clone, Copy, PartialEq)]
pub enum Derive {
    Layout,
    KnownLayout,
    Zeroable,
    CheckedBitPattern,
    Pod,
    AnyBitPattern,
    NoUninit,
    FromZeros,
    FromBytes,
    IntoBytes,
    Immutable,
    Unaligned,
}

impl Derive {
    /// Every derive, in the order that picks, of the derives of a list
    /// that imply one capability, the one whose impl applies ([`gate`]):
    /// a derive's impl asks each derive before it to be absent, so the
    /// derives of one trait come before those of several, and a list of
    /// one-trait derives asks few.
    const ALL: [Derive; 12] = [
        Derive::Layout,
        Derive::KnownLayout,
        Derive::CheckedBitPattern,
        Derive::FromZeros,
        Derive::FromBytes,
        Derive::IntoBytes,
        Derive::Immutable,
        Derive::Unaligned,
        Derive::Pod,
        Derive::AnyBitPattern,
        Derive::NoUninit,
        Derive::Zeroable,
    ];

    /// The derive's name, as written in a `#[derive]` list.
    pub fn name(self) -> &'static str {
        match self {
            Derive::Layout => "Layout",
            Derive::KnownLayout => "KnownLayout",
            Derive::Zeroable => "Zeroable",
            Derive::CheckedBitPattern => "CheckedBitPattern",
            Derive::Pod => "Pod",
            Derive::AnyBitPattern => "AnyBitPattern",
            Derive::NoUninit => "NoUninit",
            Derive::FromZeros => "FromZeros",
            Derive::FromBytes => "FromBytes",
            Derive::IntoBytes => "IntoBytes",
            Derive::Immutable => "Immutable",
            Derive::Unaligned => "Unaligned",
        }
    }

    /// What the derive emits. A capability comes with the capabilities its
    /// trait extends (`FromBytes` with `FromZeros`), as zerocopy's derives
    /// and bytemuck's traits have it; `Layout`, which every capability
    /// extends, comes only with the derives that describe the type.
    pub fn pieces(self) -> &'static [Piece] {
        use Capability::*;
        use Piece::{Capability as Has, Description};
        match self {
            Derive::Layout | Derive::KnownLayout | Derive::CheckedBitPattern => &[Description],
            Derive::Zeroable => &[Description, Has(FromZeros)],
            Derive::Pod => &[Has(FromZeros), Has(FromBytes), Has(IntoBytes), Has(Immutable)],
            Derive::AnyBitPattern => &[Has(FromZeros), Has(FromBytes), Has(Immutable)],
            Derive::NoUninit => &[Has(IntoBytes), Has(Immutable)],
            Derive::FromZeros => &[Has(FromZeros)],
            Derive::FromBytes => &[Has(FromZeros), Has(FromBytes)],
            Derive::IntoBytes => &[Has(IntoBytes)],
            Derive::Immutable => &[Has(Immutable)],
            Derive::Unaligned => &[Has(Unaligned)],
        }
    }
}

/// The names the derives of the type `ident` meet by: each carries a hash
/// of where the type's name is written, so that a type of the same name
/// elsewhere in the module (in a child module, a function) has its own.
struct Names<'a> {
    ident: &'a Ident,
    written_at: u32,
}

impl<'a> Names<'a> {
    fn of(ident: &'a Ident) -> Self {
        let mut hasher = std::collections::hash_map::DefaultHasher::new();
        format!("{:?}", ident.span()).hash(&mut hasher);
        Names { ident, written_at: hasher.finish() as u32 }
    }

    /// The marker that says `by` is in the type's list: its own type when
    /// it is, else `__private::Absent`.
    fn marker(&self, by: Derive) -> Ident {
        let name = format!("__transmutable_present_{}_for_{}_{:08x}", by.name(), self.ident.unraw(), self.written_at);
        Ident::new(&name, Span::call_site())
    }
}

/// What makes the impls of a piece and its checks hold for one derive of
/// the type's list only: the where-clause predicates of the impls, and a
/// constant expression that ends in `&&`, to put before each check.
pub struct Gate {
    pub predicates: Vec<syn::WherePredicate>,
    pub open: TokenStream,
}

impl Gate {
    /// `generics` with the gate's predicates in its where-clause.
    pub fn on(&self, generics: &syn::Generics) -> syn::Generics {
        let mut generics = generics.clone();
        generics.make_where_clause().predicates.extend(self.predicates.iter().cloned());
        generics
    }
}

/// The derives that emit `piece`, in [`Derive::ALL`]'s order.
fn emitters(piece: Piece) -> impl Iterator<Item = Derive> {
    Derive::ALL.into_iter().filter(move |other| other.pieces().contains(&piece))
}

/// The gate of the impls of `piece` that `derive` writes for `ident`.
///
/// Of the derives of a list that emit one piece, the first in
/// [`Derive::ALL`]'s order emits it: each writes its impls, with
/// where-clauses that hold only when it is that one, that it is in the
/// list (its marker is its own) and that each derive before it is not (its
/// marker is `Absent`). The other impls never apply; the compiler keeps
/// them apart (coherence) because each asks `Derived` of a different
/// marker, a local type no other crate can implement it for. The checks
/// of each run only if its impls apply.
pub fn gate(ident: &Ident, derive: Derive, piece: Piece) -> Gate {
    if emitters(piece).all(|other| other == derive) {
        return Gate { predicates: Vec::new(), open: TokenStream::new() };
    }
    let names = Names::of(ident);
    let private = quote!(::transmutable::__private);
    let own = names.marker(derive);
    let mut predicates: Vec<syn::WherePredicate> =
        vec![syn::parse_quote!(for<'__transmutable> #own: #private::Derived<'__transmutable, Is = #private::Yes>)];
    let mut open = TokenStream::new();
    for marker in emitters(piece).take_while(|&other| other != derive).map(|other| names.marker(other)) {
        predicates.push(syn::parse_quote!(
            for<'__transmutable> #marker: #private::Derived<'__transmutable, Is = #private::No>
        ));
        open.extend(quote!(!<<#marker as #private::Derived<'static>>::Is as #private::Flag>::DERIVED &&));
    }
    Gate { predicates, open }
}

/// The pieces of `derive` for `ident`, each already behind its [`gate`],
/// with the marker that says `derive` is in the list and the fallbacks
/// that name the derives before it that are not.
pub fn once(ident: &Ident, derive: Derive, pieces: Vec<TokenStream>) -> TokenStream {
    static DERIVES: AtomicU64 = AtomicU64::new(0);
    let names = Names::of(ident);
    let private = quote!(::transmutable::__private);
    let marker = names.marker(derive);
    // A derive's marker is declared by it alone: a list that names one
    // derive twice declares it twice, which the compiler refuses, pointing
    // at the second.
    let mut tokens = quote! {
        #[allow(non_camel_case_types, dead_code)]
        enum #marker {}
    };
    // Its impl of `Derived`, which the gates ask of it, when another
    // derive emits one of its pieces.
    let shared = |piece: &&Piece| emitters(**piece).any(|other| other != derive);
    if derive.pieces().iter().any(|piece| shared(&piece)) {
        tokens.extend(quote! {
            impl #private::Derived<'_> for #marker {
                type Is = #private::Yes;
            }
        });
    }
    let mut absent: Vec<Ident> = Vec::new();
    for &piece in derive.pieces() {
        for other in emitters(piece).take_while(|&other| other != derive) {
            let name = names.marker(other);
            if !absent.contains(&name) {
                absent.push(name);
            }
        }
    }
    if !absent.is_empty() {
        let module = format_ident!("__transmutable_others_{}", DERIVES.fetch_add(1, Ordering::Relaxed));
        tokens.extend(quote! {
            #[doc(hidden)]
            mod #module {
                #(pub(super) use ::transmutable::__private::Absent as #absent;)*
            }
            #[allow(unused_imports)]
            use #module::*;
        });
    }
    tokens.extend(pieces);
    tokens
}

#[cfg(test)]
mod tests {
    use proc_macro2::{Span, TokenStream, TokenTree};
    use quote::quote;
    use syn::Ident;

    use super::{gate, once, Derive, Piece};

    /// A user's `macro_rules!` of a name the derive invokes, written before
    /// the type, would be found first and receive what it is given: the
    /// pieces, each an `unsafe impl` and its check, must be in no macro's
    /// input, but come out of the derive itself, at the top level.
    #[test]
    fn pieces_are_given_to_no_macro() {
        let ident = Ident::new("Gated", Span::call_site());
        for derive in Derive::ALL {
            let pieces: Vec<TokenStream> = derive
                .pieces()
                .iter()
                .map(|&piece| {
                    let name = match piece {
                        Piece::Description => "Layout",
                        Piece::Capability(capability) => capability.name(),
                    };
                    let name = Ident::new(name, Span::call_site());
                    let predicates = gate(&ident, derive, piece).predicates;
                    quote!(unsafe impl ::transmutable::#name for Gated where #(#predicates,)* {})
                })
                .collect();
            let expanded: Vec<String> =
                once(&ident, derive, pieces.clone()).into_iter().map(|tree| tree.to_string()).collect();
            let emitted: Vec<String> = pieces.into_iter().flatten().map(|tree| tree.to_string()).collect();
            assert!(expanded.ends_with(&emitted), "{}: the pieces come last, at the top level", derive.name());
            let invokes = once(&ident, derive, Vec::new())
                .into_iter()
                .any(|tree| matches!(tree, TokenTree::Punct(punct) if punct.as_char() == '!'));
            assert!(!invokes, "{}: no macro is invoked", derive.name());
        }
    }
}
