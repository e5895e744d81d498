//! One expansion of each piece that several derives of one type emit.
//!
//! A derive is given its type without the derive list it is named in, so
//! `#[derive(Pod, Zeroable)]` runs two derives that each imply `FromZeros`,
//! and `#[derive(Layout, Zeroable)]` two that each describe the type,
//! neither knowing of the other. Each derive's pieces (the description,
//! each capability's impl and check) are listed in [`Derive::pieces`]; of
//! the derives of one type that emit a piece, the first to run emits it
//! and the others leave it out ([`claim`]).
//!
//! The derives of one type run one after the other in one compiler
//! process, in the order they are written, each given the same tokens, and
//! so the same span for the type's name; a derive claims a piece for the
//! type under that span and the type's body ([`key`]). Every piece is
//! emitted by a derive itself, where the type is declared, and never
//! passes through a macro the user could name: every macro the derives'
//! output invokes is named by a path from the crate root (a test below
//! holds it). The claims decide only whether
//! a derive emits a piece, never what it emits, and a piece says the same
//! whichever derive emits it; so if a compiler ever ran the derives of a
//! type in separate processes, a piece would come out twice (the compiler
//! refuses the second impl) or not at all (the trait is missing): an
//! error, never an impl that nothing checked. An editor's macro server,
//! which expands derives one by one and lives across edits, keeps its
//! claims: after a list loses the derive that claimed a piece, the editor
//! may not see that piece until the server restarts; the compiler does.
//!
//! An earlier design let the derives meet through names: a `macro_rules!`
//! guard named for the type around the description, and marker types in
//! the capabilities' where-clauses. A user's `macro_rules!` of a guard's
//! name, written before the type, received the description, `unsafe`
//! token and all, and could emit it where the type's name meant another
//! type (tests/ui/derive/description_through_a_user_macro.rs); and the
//! where-clauses made every impl they gated dearer to check (each impl's
//! constants and bounds proven again under its own clauses).
//!
//! A list that names one derive twice runs it twice, and the second run
//! emits its pieces again: the compiler refuses the second impls, pointing
//! at the second derive.

use std::collections::HashMap;
use std::sync::{Mutex, PoisonError};

use std::hash::{Hash, Hasher};

use quote::ToTokens;
use syn::DeriveInput;

use crate::expand::Capability;

/// A piece of what the derives of one type emit, emitted once.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub enum Piece {
    /// The impl of `Layout`: the type's description.
    Description,
    /// The impl of a capability trait, with its check.
    Capability(Capability),
}

/// A derive of transmutable that emits pieces other derives may emit too.
#[derive(Clone, Copy, PartialEq, Eq)]
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
    /// Every derive.
    #[cfg(test)]
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
    #[cfg(test)]
    fn name(self) -> &'static str {
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

/// What the claims of a type's pieces are keyed by: where its name is
/// written (the span, which tells apart types of one name in a child
/// module, a function, or two expansions of a macro), its name, and its
/// generics and body as written (which tell apart two types a macro
/// declares from one token of its input). Every derive of a type is given
/// the same item, bar the `#[derive]` attributes before its own.
pub fn key(input: &DeriveInput) -> String {
    let body = DeriveInput { attrs: Vec::new(), ..input.clone() };
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    body.to_token_stream().to_string().hash(&mut hasher);
    format!("{} {:?} {:016x}", input.ident, input.ident.span(), hasher.finish())
}

/// Whether `derive` emits `piece` for the type of [`key`] `key`: it does
/// if it is the first derive of the type to ask (it claims the piece), or
/// the one that claimed it.
pub fn claim(key: &str, derive: Derive, piece: Piece) -> bool {
    static CLAIMS: Mutex<Option<HashMap<(String, Piece), Derive>>> = Mutex::new(None);
    let mut claims = CLAIMS.lock().unwrap_or_else(PoisonError::into_inner);
    *claims.get_or_insert_with(HashMap::new).entry((key.to_owned(), piece)).or_insert(derive) == derive
}

#[cfg(test)]
mod tests {
    use proc_macro2::{TokenStream, TokenTree};

    use super::{Derive, Piece};

    /// Each macro invocation in `tokens`, at any depth: whether its path
    /// starts at the crate root (`::a::b!`), and its name.
    fn invocations(tokens: TokenStream, found: &mut Vec<(bool, String)>) {
        let trees: Vec<TokenTree> = tokens.into_iter().collect();
        for (at, tree) in trees.iter().enumerate() {
            match tree {
                TokenTree::Punct(bang) if bang.as_char() == '!' && at > 0 => {
                    let TokenTree::Ident(name) = &trees[at - 1] else { continue };
                    // Walk back over `a::b::` to the path's start: a `::`
                    // with no segment before it roots the path.
                    let colons = |at: usize| {
                        at >= 2
                            && matches!(&trees[at - 1], TokenTree::Punct(p) if p.as_char() == ':')
                            && matches!(&trees[at - 2], TokenTree::Punct(p) if p.as_char() == ':')
                    };
                    let mut start = at - 1;
                    let mut rooted = false;
                    while colons(start) {
                        if start >= 3 && matches!(&trees[start - 3], TokenTree::Ident(_)) {
                            start -= 3;
                        } else {
                            rooted = true;
                            break;
                        }
                    }
                    // `!` after an identifier is an invocation when a group
                    // follows (`name! { .. }`, `name!(..)`), not `x != y`.
                    let invoked = matches!(trees.get(at + 1), Some(TokenTree::Group(_)));
                    if invoked {
                        found.push((rooted, name.to_string()));
                    }
                }
                TokenTree::Group(group) => invocations(group.stream(), found),
                _ => {}
            }
        }
    }

    /// Types of every kind the derives describe, each of its own name.
    fn types(tag: &str) -> Vec<TokenStream> {
        [
            "#[repr(C)] pub struct S_{} { pub a: u32, b: bool, pub c: [u8; 3] }",
            "#[repr(u8)] pub enum E_{} { A = 0, B = 1 }",
            "#[repr(u8)] pub enum F_{} { A(u8) = 1, B { x: u16 } = 2, C = 3 }",
            "#[repr(C)] pub union U_{} { pub a: u32, pub b: [u8; 4] }",
            "#[repr(C)] pub struct G_{}<'a, T, const N: usize> { pub a: [T; N], pub r: &'a u8 }",
            "#[repr(C)] pub struct D_{} { pub len: u16, pub tail: [u8] }",
            "#[repr(transparent)] #[transmutable(transmute_from(u32))] pub struct T_{}(pub u32);",
        ]
        .iter()
        .map(|source| source.replace("{}", tag).parse().unwrap())
        .collect()
    }

    /// No derive's output invokes a macro, but `compile_error!` (the
    /// refusal of an input, alone). A name the user's code could shadow
    /// (a `macro_rules!` written before the type is found before any
    /// import) could take the output's `unsafe` tokens and write impls of
    /// its own that `#![forbid(unsafe_code)]` does not see; and a path from
    /// the crate root is no better: a crate may bind `::transmutable`,
    /// `::core` or `::std` to itself (`extern crate self as core;`) and put
    /// macros of its own there, which once gave two types one identity.
    #[test]
    fn no_macro_is_invoked() {
        for derive in Derive::ALL {
            for input in types(&format!("root_{}", derive.name())) {
                let output = crate::expand_derive(input.clone(), derive);
                assert!(!output.is_empty(), "{} emits nothing for `{input}`", derive.name());
                let mut found = Vec::new();
                invocations(output.clone(), &mut found);
                for (rooted, name) in found {
                    assert!(
                        !rooted && name == "compile_error",
                        "{} invokes `{name}!`, for `{input}`:\n{output}",
                        derive.name()
                    );
                }
            }
        }
    }

    /// Of two derives of one type that emit a piece, the first emits it,
    /// again when asked again (a derive expanded twice is not another
    /// derive), and the second does not; a type of another name, or of
    /// another body at the same place, is its own.
    #[test]
    fn the_first_derive_claims_a_piece() {
        let key = |source: &str| super::key(&syn::parse_str(source).unwrap());
        let ident = key("struct Claimed_once(u8);");
        let body = key("struct Claimed_once(core::num::NonZeroU8);");
        let other = key("struct Claimed_other(u8);");
        assert_eq!(ident, key("#[repr(C)] #[derive(Clone)] struct Claimed_once(u8);"), "attributes are not the type");
        let zeros = Piece::Capability(crate::expand::Capability::FromZeros);
        assert!(super::claim(&ident, Derive::Layout, Piece::Description));
        assert!(!super::claim(&ident, Derive::Zeroable, Piece::Description));
        assert!(super::claim(&ident, Derive::Layout, Piece::Description));
        assert!(super::claim(&ident, Derive::Zeroable, zeros));
        assert!(!super::claim(&ident, Derive::FromBytes, zeros));
        assert!(super::claim(&other, Derive::Zeroable, Piece::Description));
        assert!(super::claim(&body, Derive::Zeroable, Piece::Description));
    }

    /// Every derive emits its pieces once for a type, whichever derives
    /// of the type ran before: a piece's impl is in the output of exactly
    /// one derive of the list.
    #[test]
    fn a_list_emits_each_piece_once() {
        let list = [Derive::Pod, Derive::Zeroable, Derive::FromBytes, Derive::Layout, Derive::AnyBitPattern];
        let input: TokenStream = "#[repr(C)] pub struct Listed_once { pub a: u32 }".parse().unwrap();
        let outputs: Vec<String> =
            list.iter().map(|&derive| crate::expand_derive(input.clone(), derive).to_string()).collect();
        for (trait_path, count) in [
            (":: transmutable :: Layout for Listed_once", 1),
            (":: transmutable :: FromZeros for Listed_once", 1),
            (":: transmutable :: FromBytes for Listed_once", 1),
            (":: transmutable :: IntoBytes for Listed_once", 1),
            (":: transmutable :: Immutable for Listed_once", 1),
        ] {
            let found: usize = outputs.iter().map(|output| output.matches(trait_path).count()).sum();
            assert_eq!(found, count, "`impl {trait_path}` in {outputs:#?}");
        }
    }
}
