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
//!   `Marker: Derived<'a, Is = Yes>`. For each derive before it that implies
//!   one of its capabilities, it glob-imports `__private::Absent` under
//!   that derive's marker name (`Absent: Derived<'a, Is = No>`), from a module
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
//! first and receives the description: it may emit it elsewhere, in a
//! module where the type's name means another type, which is then
//! described as this one, without writing `unsafe` (tests/audit_round8.rs
//! tells how). No capability's impl or check passes through a guard (the
//! test below): they come out of the derive itself, where the type is
//! declared. Passing the guards only the path of a `macro_rules!` that
//! holds the description would not help (the user's macro could invoke it
//! elsewhere, and its `unsafe impl` would come out of a macro of the
//! user's crate, where `#![forbid(unsafe_code)]` refuses it). The
//! description behind where-clauses as well leaves no macro to stand in
//! for, but costs more than the guards save (BENCHMARKS.md): the
//! description's constants are evaluated again under each impl's
//! where-clauses. Writing them once, in an impl of a hidden trait that no
//! where-clause gates, with `Layout` behind the markers and reading them,
//! closed the interception too, but cost 1.56x the instructions of 200
//! integer structs and 1.25x of 200 fieldless enums: the constants are not
//! the main cost, and where the rest goes was not found. A user's item of a marker's name is
//! refused as declared twice, or stands for a derive that is not in the
//! list: an impl missing, never one unchecked.

use std::hash::{Hash, Hasher};
use std::sync::atomic::{AtomicU64, Ordering};

use proc_macro2::{Span, TokenStream};
use quote::{format_ident, quote};
use syn::ext::IdentExt;
use syn::punctuated::Punctuated;
use syn::{Attribute, Ident, Path, Token};

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

    fn named(name: &str) -> Option<Derive> {
        Derive::ALL.into_iter().find(|derive| derive.name() == name)
    }
}

/// The pieces `derive` emits, less the description when a derive of a
/// later `#[derive]` attribute of `attrs` emits one: it leaves that to
/// them. The capabilities are each emitted by every derive that implies
/// them, each behind its [`gate`].
pub fn pieces_to_emit(derive: Derive, attrs: &[Attribute]) -> Vec<Piece> {
    let later = later_derives(attrs);
    let left = |piece: &Piece| *piece == Piece::Description && later.iter().any(|later| later.pieces().contains(piece));
    derive.pieces().iter().copied().filter(|piece| !left(piece)).collect()
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

    /// The guard of the description that `by` emits: a `macro_rules!`
    /// once `by` has run, else `__once!`.
    fn guard(&self, by: Derive) -> Ident {
        let name = format!("__transmutable_derived_{}_for_{}_{:08x}", by.name(), self.ident.unraw(), self.written_at);
        Ident::new(&name, Span::call_site())
    }

    /// The marker that says `by` is in the type's list: its own type when
    /// it is, else `__private::Absent`.
    fn marker(&self, by: Derive) -> Ident {
        let name = format!("__transmutable_present_{}_for_{}_{:08x}", by.name(), self.ident.unraw(), self.written_at);
        Ident::new(&name, Span::call_site())
    }
}

/// What makes the impl of a capability and its check hold for one derive
/// of the type's list only: the where-clause predicates of the impl, and a
/// constant expression that ends in `&&`, to put before the check.
pub struct Gate {
    pub predicates: Vec<syn::WherePredicate>,
    pub open: TokenStream,
}

/// The gate of the impl of `capability` that `derive` writes for `ident`.
///
/// Of the derives of a list that imply one capability, the first in
/// [`Derive::ALL`]'s order implements it: each writes the impl, with
/// where-clauses that hold only when it is that one, that it is in the
/// list (its marker is its own) and that each derive before it is not (its
/// marker is `Absent`). The other impls never apply; the compiler finds
/// them apart (`coherence`) because each asks a different marker of a
/// local type, which no other crate can implement `Derived` for. The check
/// of each impl runs only if its impl applies.
pub fn gate(ident: &Ident, derive: Derive, capability: Capability) -> Gate {
    let piece = Piece::Capability(capability);
    let emitters: Vec<Derive> = Derive::ALL.into_iter().filter(|other| other.pieces().contains(&piece)).collect();
    if emitters == [derive] {
        return Gate { predicates: Vec::new(), open: TokenStream::new() };
    }
    let names = Names::of(ident);
    let private = quote!(::transmutable::__private);
    let before = emitters.iter().take_while(|&&other| other != derive).map(|&other| names.marker(other));
    let own = names.marker(derive);
    let mut predicates: Vec<syn::WherePredicate> =
        vec![syn::parse_quote!(for<'__transmutable> #own: #private::Derived<'__transmutable, Is = #private::Yes>)];
    let mut open = TokenStream::new();
    for marker in before {
        predicates.push(syn::parse_quote!(
            for<'__transmutable> #marker: #private::Derived<'__transmutable, Is = #private::No>
        ));
        open.extend(quote!(!<<#marker as #private::Derived<'static>>::Is as #private::Flag>::DERIVED &&));
    }
    Gate { predicates, open }
}

/// The pieces of `derive` for `ident` (each a piece and its tokens, the
/// capabilities already behind their gates), with the marker that says
/// `derive` is in the list, the fallbacks that name the derives that are
/// not, and the description guarded, emitted by the first derive of the
/// list that describes.
pub fn once(ident: &Ident, derive: Derive, pieces: Vec<(Piece, TokenStream)>) -> TokenStream {
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
    // Its impl of `Derived`, which a gate asks of it, when it shares a
    // capability with another derive.
    let shares = derive.pieces().iter().any(|piece| {
        matches!(piece, Piece::Capability(_))
            && Derive::ALL.iter().any(|&other| other != derive && other.pieces().contains(piece))
    });
    if shares {
        tokens.extend(quote! {
            impl #private::Derived<'_> for #marker {
                type Is = #private::Yes;
            }
        });
    }
    // The markers of the derives before this one, for each capability it
    // implies, and the guards of the other describing derives.
    let mut absent: Vec<Ident> = Vec::new();
    let mut others: Vec<Ident> = Vec::new();
    let describes = pieces.iter().any(|(piece, _)| *piece == Piece::Description);
    for (piece, _) in &pieces {
        let emitters = Derive::ALL.into_iter().filter(|other| other.pieces().contains(piece));
        match piece {
            Piece::Capability(_) => {
                for other in emitters.take_while(|&other| other != derive) {
                    let name = names.marker(other);
                    if !absent.contains(&name) {
                        absent.push(name);
                    }
                }
            }
            Piece::Description => others.extend(emitters.filter(|&other| other != derive).map(|by| names.guard(by))),
        }
    }
    if !absent.is_empty() || describes {
        let module = format_ident!("__transmutable_others_{}", DERIVES.fetch_add(1, Ordering::Relaxed));
        let own: Vec<Ident> = describes.then(|| names.guard(derive)).into_iter().collect();
        tokens.extend(quote! {
            #[doc(hidden)]
            mod #module {
                #(pub(super) use ::transmutable::__private::Absent as #absent;)*
                #(pub(super) use ::transmutable::__private::once as #others;)*
                #(pub(super) use ::transmutable::__private::once as #own;)*
            }
            // A describing derive imports its own guard's name by name:
            // a later derive's invocation of it then finds its
            // `macro_rules!` and an import from the same derive's
            // expansion, which the compiler accepts, where one of another
            // derive's globs would be ambiguous (E0659).
            #[allow(unused_imports)]
            use #module::{*, #(#own)*};
        });
    }
    for (piece, piece_tokens) in pieces {
        if piece != Piece::Description {
            tokens.extend(piece_tokens);
            continue;
        }
        // The description inside one invocation of the guard of each
        // describing derive, its own included: the first of the list
        // reaches `__once!`, which emits it, and declares its guard after
        // it, which swallows it for the later ones.
        let emitters = Derive::ALL.into_iter().filter(|other| other.pieces().contains(&piece));
        let guarded = emitters.rev().fold(piece_tokens, |inner, by| {
            let name = names.guard(by);
            quote!(#name! { #inner })
        });
        let own = names.guard(derive);
        tokens.extend(quote! {
            #guarded
            #[allow(unused_macros)]
            macro_rules! #own {
                ($($piece:tt)*) => {};
            }
        });
    }
    tokens
}

/// The transmutable derives named in `#[derive]` attributes written after
/// the one that runs, by the last segment of each path (`Layout` for
/// `transmutable::Layout`). A derive does not see its own list, nor the
/// attributes before it. A path into a peer crate (`bytemuck::Zeroable`,
/// `bytemuck::Pod`) names no derive of this one; any other path may be a
/// re-export of one.
fn later_derives(attrs: &[Attribute]) -> Vec<Derive> {
    let mut derives = Vec::new();
    for attr in attrs.iter().filter(|attr| attr.path().is_ident("derive")) {
        if let Ok(paths) = attr.parse_args_with(Punctuated::<Path, Token![,]>::parse_terminated) {
            let ours = |path: &&Path| {
                path.segments.len() == 1
                    || !matches!(path.segments[0].ident.to_string().as_str(), "bytemuck" | "zerocopy")
            };
            let names = paths.iter().filter(ours).filter_map(|path| path.segments.last());
            derives.extend(names.filter_map(|segment| Derive::named(&segment.ident.to_string())));
        }
    }
    derives
}

#[cfg(test)]
mod tests {
    use proc_macro2::{Span, TokenStream, TokenTree};
    use quote::quote;
    use syn::Ident;

    use super::{once, Derive, Piece};

    /// Whether `tokens`, at any depth, hold `ident`.
    fn holds(tokens: TokenStream, ident: &str) -> bool {
        tokens.into_iter().any(|tree| match tree {
            TokenTree::Ident(found) => found == ident,
            TokenTree::Group(group) => holds(group.stream(), ident),
            _ => false,
        })
    }

    /// What each invocation of a guard, at any depth, is given.
    fn given_to_guards(tokens: TokenStream, given: &mut Vec<TokenStream>) {
        let trees: Vec<TokenTree> = tokens.into_iter().collect();
        for (at, tree) in trees.iter().enumerate() {
            if let TokenTree::Group(group) = tree {
                let guard = |tree: &TokenTree| matches!(tree, TokenTree::Ident(name) if name.to_string().starts_with("__transmutable_derived_"));
                let bang = |tree: &TokenTree| matches!(tree, TokenTree::Punct(bang) if bang.as_char() == '!');
                if at >= 2 && bang(&trees[at - 1]) && guard(&trees[at - 2]) {
                    given.push(group.stream());
                }
                given_to_guards(group.stream(), given);
            }
        }
    }

    /// A user's `macro_rules!` of a guard's name, written before the type,
    /// is found before the guard and receives what it is given: never a
    /// capability's `unsafe impl` and its check, which it could drop or
    /// change without writing `unsafe`. Only the description is guarded.
    #[test]
    fn capabilities_pass_through_no_guard() {
        let ident = Ident::new("Guarded", Span::call_site());
        for derive in Derive::ALL {
            let pieces = derive
                .pieces()
                .iter()
                .map(|&piece| {
                    let name = match piece {
                        Piece::Description => "Layout",
                        Piece::Capability(capability) => capability.name(),
                    };
                    let name = Ident::new(name, Span::call_site());
                    (piece, quote!(unsafe impl ::transmutable::#name for Guarded {}))
                })
                .collect();
            let expanded = once(&ident, derive, pieces);
            let mut given = Vec::new();
            given_to_guards(expanded.clone(), &mut given);
            let describes = derive.pieces().contains(&Piece::Description);
            assert_eq!(given.is_empty(), !describes, "{}: only the description is guarded", derive.name());
            for piece in derive.pieces() {
                let Piece::Capability(capability) = piece else { continue };
                assert!(holds(expanded.clone(), capability.name()), "{}: emits {}", derive.name(), capability.name());
                for tokens in &given {
                    let name = capability.name();
                    assert!(!holds(tokens.clone(), name), "{} gives a guard its `{name}`: `{tokens}`", derive.name());
                }
            }
        }
    }
}
