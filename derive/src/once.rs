//! One impl of each piece that several derives of one type emit.
//!
//! A derive is given its type without the derive list it is named in, so
//! `#[derive(Pod, Zeroable)]` runs two derives that each implement
//! `FromZeros`, neither knowing of the other. Each derive's pieces (the
//! description, each capability's impl) are listed in [`Derive::pieces`],
//! and the derives meet through names in the type's module instead, in the
//! type system: every derive that emits a piece writes it, and of them the
//! first in [`Derive::ALL`]'s order that is in the list is the one whose
//! impls apply ([`gate`]).
//!
//! - Each derive declares a marker of its own, an empty enum named for
//!   itself and the type (`__transmutable_present_Pod_for_T_<hash>`), that
//!   is `Derived<'a, Is = Yes>`. For each derive before it that emits one
//!   of its pieces, it glob-imports `__private::Absent` (`Derived<'a, Is =
//!   No>`) under that derive's marker name, from a module of its own: a
//!   derive that is in the list declares its marker, which shadows the
//!   globs, and one that is not is named by them alone (every such glob
//!   names the same type, so they never clash).
//! - Every impl of its piece holds where its own marker is `Yes` and the
//!   marker of each derive before it is `No`, and each check of the piece
//!   (a constant that `cargo check` evaluates) asks the same first. So one
//!   impl of each trait applies, and one check runs and reports.
//!
//! The names in those where-clauses are types, which the compiler resolves
//! once every macro has expanded, and there an item may shadow a glob of
//! another meaning; a macro's name, resolved while macros still expand,
//! may not (E0659, "a macro-expanded name and a less macro-expanded
//! name"), which is why no macro can tell which derives are in the list
//! other than by a `macro_rules!` written before it. The compiler keeps
//! the impls apart (coherence) because each asks `Derived` of a different
//! marker, a local type that no other crate can implement it for, and
//! takes the impl whose where-clauses hold. The where-clauses are
//! `for<'a>`, so that one that does not hold is no error of its own (a
//! bound without parameters that fails is one, unless `trivial_bounds`);
//! and each impl asks its own marker to be `Yes`, so that under the
//! where-clauses of an impl that does not apply, which the compiler
//! assumes while it checks that impl, the one that does apply does not,
//! and the compiler finds one impl there too. The order of
//! [`Derive::ALL`], not the list's, picks the derive, so derives in
//! separate `#[derive]` attributes, or in one, meet alike.
//!
//! A list that names one derive twice declares its marker twice, which the
//! compiler refuses, pointing at the second (and then at the impls written
//! twice). Every name carries a hash of where the type's name is written,
//! so that a type of the same name in a child module or a function has
//! its own.
//!
//! What it costs: for each type, a marker and its impl per derive, a glob
//! per derive that comes after another of its pieces', and the impls and
//! checks of a piece once per derive that emits it, all of which grow with
//! the number of types (BENCHMARKS.md, "What the once-guards cost"). The
//! derives used to meet by `macro_rules!` guards, each piece passed through
//! one macro per derive that emits it and each derive declaring its own:
//! the compiler looks up a macro name without a path, and each built-in
//! attribute, through every `macro_rules!` written before it in the module,
//! so a crate of many derived types paid in the square of their number.
//!
//! Nothing the derives emit goes through a macro: a user's `macro_rules!`
//! of a name the derive invokes, written before the type, would have
//! received the `unsafe impl` and its check, and could have dropped the
//! check without writing `unsafe` (the guards' names could be so caught).
//! A user's item of a marker's name is refused as declared twice, or
//! stands for a derive that is not in the list: an impl missing, never
//! one unchecked.

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
