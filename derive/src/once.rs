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

use proc_macro2::{Delimiter, Ident, TokenStream, TokenTree};

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
/// the same item, bar the `#[derive]` attributes before its own: the
/// generics and body are read from `tokens`, the item as given, after its
/// outer attributes (each a `#` and a bracketed group), which the derive
/// parsed as `input`.
#[cfg(test)]
pub fn key(tokens: &TokenStream, ident: &Ident) -> String {
    key_and_body(tokens, ident).0
}

/// [`key`], and the item's generics and body as written, after its outer
/// attributes: what a [`Reading`] is of.
pub fn key_and_body(tokens: &TokenStream, ident: &Ident) -> (String, String) {
    key_after_attributes(&split(tokens).1, ident)
}

/// [`key_and_body`], from the tokens after the item's outer attributes.
///
/// The key holds a hash of the body, which two bodies may share: a claim
/// decides only whether a derive emits a piece, so a shared key makes an
/// impl missing or written twice (a compile error), never wrong. What a
/// later derive writes from a [`Reading`] is checked against the body
/// itself ([`recall`]).
fn key_after_attributes(rest: &TokenStream, ident: &Ident) -> (String, String) {
    let body = rest.to_string();
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    body.hash(&mut hasher);
    (format!("{} {:?} {:016x}", ident, ident.span(), hasher.finish()), body)
}

/// The item's outer attributes (each a `#` and a bracketed group), and
/// the tokens after them.
fn split(tokens: &TokenStream) -> (TokenStream, TokenStream) {
    let mut trees = tokens.clone().into_iter().peekable();
    let mut attributes = TokenStream::new();
    while let Some(pound) = trees.next_if(|tree| matches!(tree, TokenTree::Punct(pound) if pound.as_char() == '#')) {
        attributes.extend([pound]);
        attributes.extend(
            trees.next_if(|tree| matches!(tree, TokenTree::Group(group) if group.delimiter() == Delimiter::Bracket)),
        );
    }
    (attributes, trees.collect())
}

/// What a derive that read the whole type, its attributes and its body,
/// tells the later derives of the type: which capabilities' impls and
/// checks read nothing of the type but its name
/// (`expand::of_the_whole_alone`), and of which attributes.
struct Reading {
    /// [`attributes_key`] of the attributes it read.
    attributes: String,
    /// The generics and body it read, as written ([`key_and_body`]): a
    /// union of numbers is described from the text of its fields read here
    /// (`ByName::described`), which nothing after can check is the union's
    /// every field, so the body is compared whole, not by a hash that
    /// another body may share.
    body: String,
    /// The capabilities whose pieces are the type's name alone.
    by_name: ByName,
}

/// What a later derive of a type emits from its name alone: the
/// capabilities whose impls and checks read nothing else, and, for a
/// union whose check reads its fields' descriptions (`expand::plain_union`),
/// the capabilities its fields' types decide.
#[derive(Clone)]
pub struct ByName {
    /// The capabilities.
    pub capabilities: Vec<Capability>,
    /// `expand::plain_union` of the type.
    pub plain_union: Option<crate::expand::PlainUnion>,
    /// `expand::fieldless_byte_known` of the type.
    pub fieldless_byte_known: u8,
    /// The description of a union of `expand::plain_union` whose
    /// attributes and layout the derive that read it refused nothing of,
    /// and which declares nothing else (no `transmute_from`, no promise):
    /// its fields as text, from which a later derive that describes the
    /// union writes its `Layout` impl by name.
    pub described: Option<crate::expand::PlainUnionFields>,
}

static READINGS: Mutex<Option<HashMap<String, Reading>>> = Mutex::new(None);

/// The outer attributes `attributes` but `#[derive(..)]`, which differ
/// between the derives of one type (a derive is not given the `#[derive]`
/// attributes before its own) and say nothing of its layout, as text.
pub fn attributes_key(attributes: &TokenStream) -> String {
    let derive = |tree: &TokenTree| {
        let TokenTree::Group(group) = tree else { return false };
        let mut inside = group.stream().into_iter();
        matches!(inside.next(), Some(TokenTree::Ident(name)) if name == "derive")
            && matches!(inside.next(), Some(TokenTree::Group(list)) if list.delimiter() == Delimiter::Parenthesis)
            && inside.next().is_none()
    };
    let trees: Vec<TokenTree> = attributes.clone().into_iter().collect();
    let mut kept = TokenStream::new();
    for pair in trees.chunks(2) {
        if !pair.get(1).is_some_and(derive) {
            kept.extend(pair.iter().cloned());
        }
    }
    kept.to_string()
}

/// Records, for the type of [`key`] `key` and body `body`
/// ([`key_and_body`]) with the attributes `tokens` begins with, which
/// capabilities `by_name` says are emitted from the type's name alone,
/// unless a derive of a type of that key recorded before. Only a derive
/// that read the whole type, and refused nothing in it, records.
pub fn remember(key: &str, body: &str, tokens: &TokenStream, by_name: impl FnOnce() -> ByName) {
    let mut readings = READINGS.lock().unwrap_or_else(PoisonError::into_inner);
    let readings = readings.get_or_insert_with(HashMap::new);
    if !readings.contains_key(key) {
        let attributes = attributes_key(&split(tokens).0);
        readings.insert(key.to_owned(), Reading { attributes, body: body.to_owned(), by_name: by_name() });
    }
}

/// The type an item declares, read no further than its name.
pub struct Named {
    /// Its outer attributes, as given.
    pub attributes: TokenStream,
    /// Its name.
    pub ident: Ident,
    /// Its [`key`].
    pub key: String,
    /// Its generics and body, as written ([`key_and_body`]).
    pub body: String,
}

/// The type `tokens` declares, read no further than its name, found after
/// the outer attributes, a visibility and `struct`, `enum` or `union`.
pub fn named(tokens: &TokenStream) -> Option<Named> {
    let (attributes, rest) = split(tokens);
    let mut trees = rest.clone().into_iter().peekable();
    if trees.next_if(|tree| matches!(tree, TokenTree::Ident(word) if word == "pub")).is_some() {
        trees.next_if(|tree| matches!(tree, TokenTree::Group(group) if group.delimiter() == Delimiter::Parenthesis));
    }
    trees.next_if(
        |tree| matches!(tree, TokenTree::Ident(word) if word == "struct" || word == "enum" || word == "union"),
    )?;
    let Some(TokenTree::Ident(ident)) = trees.next() else { return None };
    let (key, body) = key_after_attributes(&rest, &ident);
    Some(Named { attributes, ident, key, body })
}

/// The capabilities that an earlier derive of the type, given the same
/// attributes but `#[derive]`, found to be emitted from its name alone
/// ([`remember`]); `None` if no derive of it recorded, or the attributes
/// or the body differ (a type of the same key, whose hash of its body is
/// another body's).
pub fn recall(named: &Named) -> Option<ByName> {
    let readings = READINGS.lock().unwrap_or_else(PoisonError::into_inner);
    let reading = readings.as_ref()?.get(&named.key)?;
    (reading.body == named.body && reading.attributes == attributes_key(&named.attributes))
        .then(|| reading.by_name.clone())
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
                    if let Some(TokenTree::Group(arguments)) = trees.get(at + 1) {
                        // What it is given: the library's macro is given
                        // no `unsafe` token.
                        let given = if arguments.stream().to_string().contains("unsafe") { " unsafe" } else { "" };
                        found.push((rooted, format!("{name}{given}")));
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
    /// refusal of an input, alone), and the library's
    /// `::transmutable::__fieldless_byte_enum!`, given no `unsafe` token. A
    /// name the user's code could shadow (a `macro_rules!` written before
    /// the type is found before any import) could take the output's
    /// `unsafe` tokens and write impls of its own that
    /// `#![forbid(unsafe_code)]` does not see; and a path from the crate
    /// root is no better: a crate may bind `::transmutable`, `::core` or
    /// `::std` to itself (`extern crate self as core;`) and put macros of
    /// its own there, which once gave two types one identity. The
    /// library's macro writes the `unsafe impl`s itself: one of the
    /// crate's own in its place writes its own, which its lints see
    /// (`tests/ui/derive/crate_path_fieldless_enum_macro.rs`), and the
    /// derive's other impls need the `Layout` impl it would write.
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
                        (!rooted && name == "compile_error") || (rooted && name == "__fieldless_byte_enum"),
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
        let key = |source: &str| {
            let tokens: TokenStream = source.parse().unwrap();
            super::key(&tokens, &syn::parse2::<syn::DeriveInput>(tokens.clone()).unwrap().ident)
        };
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

    /// A later derive writes from a reading only for the body read: a
    /// type whose key is another's (a hash of its body that another body
    /// shares, here given by hand) is read again. A union of numbers
    /// described from the text of another's fields would leave out a field
    /// the other lacks (its `bool`), which no check of the listed fields sees.
    #[test]
    fn a_reading_is_of_its_body() {
        let read: TokenStream = "#[repr(C)] pub union Read_body { pub a: u8 }".parse().unwrap();
        crate::expand_derive(read.clone(), Derive::AnyBitPattern);
        let first = super::named(&read).unwrap();
        assert!(super::recall(&first).is_some_and(|reading| reading.described.is_some()));
        let wider: TokenStream = "#[repr(C)] pub union Read_body { pub a: u8, pub b: bool }".parse().unwrap();
        let mut other = super::named(&wider).unwrap();
        other.key = first.key.clone();
        assert!(super::recall(&other).is_none(), "a reading of another body recalled");
        assert!(crate::expand_by_name(&other, Derive::Zeroable).is_none(), "described from another body's fields");
        let output = crate::expand_derive(wider, Derive::Zeroable).to_string();
        assert!(output.contains("\"b\""), "the field `b` is not described: {output}");
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

    /// Types whose capabilities read more or less of them than their name:
    /// the kinds of [`types`], and those whose checks point at a field, a
    /// gap, a private field, the tag or `align(N)`.
    fn more_types(tag: &str) -> Vec<TokenStream> {
        let mut all = types(tag);
        all.extend(
            [
                "#[repr(u8)] pub enum N_{} { A = 0, B = 31, C = 200 }",
                "#[repr(u16)] pub enum W_{} { A = 1, B = 2 }",
                "#[repr(C)] pub union V_{} { pub f0: u32, pub f1: [u8; 4], pub f2: [u16; 2], pub f3: i32 }",
                "#[repr(C)] pub struct I_{} { pub a: u64, pub b: i32, pub c: u16, pub d: u8, pub e: i8 }",
                "#[repr(C)] pub struct A_{} { pub a: [u8; 16], pub b: [u32; 4], pub c: [i16; 8] }",
                "#[repr(C)] pub struct P_{} { pub a: u8, pub b: u32 }",
                "#[repr(C)] pub struct B_{} { pub a: u32, pub b: bool, pub c: u8, pub d: u16 }",
                "#[repr(C)] pub struct H_{} { pub a: u32, b: u32 }",
                "#[repr(C, align(4))] pub struct L_{} { pub a: u8 }",
                "#[repr(C)] pub struct X_{} where u8: Copy { pub a: u32 }",
                "#[repr(C, packed)] pub struct K_{} { pub a: u8, pub b: u32 }",
                "#[repr(C)] #[transmutable(unsafe(no_invariants))] pub struct Q_{} { pub a: u32, b: u32 }",
                "/// A type.\n#[repr(u8)] #[non_exhaustive] pub(crate) enum D_{} { A = 0 }",
            ]
            .iter()
            .map(|source| source.replace("{}", tag).parse().unwrap()),
        );
        all
    }

    /// The derive lines of transmutable's own names and of bytemuck's.
    const LINES: [&[Derive]; 5] = [
        &[Derive::Layout, Derive::FromZeros, Derive::IntoBytes, Derive::Immutable, Derive::Unaligned],
        &[Derive::Layout, Derive::FromBytes, Derive::IntoBytes, Derive::Immutable],
        &[Derive::Pod, Derive::Zeroable],
        &[Derive::Zeroable, Derive::NoUninit, Derive::CheckedBitPattern],
        &[Derive::AnyBitPattern, Derive::Zeroable, Derive::Unaligned],
    ];

    /// `output` without the count of descriptions made in the process that
    /// each identity begins with (`"3:..."`), which a description made
    /// again counts anew.
    fn without_counts(output: String) -> String {
        let mut kept = String::new();
        let mut rest = output.as_str();
        while let Some(at) = rest.find('"') {
            kept.push_str(&rest[..=at]);
            rest = &rest[at + 1..];
            let digits = rest.len() - rest.trim_start_matches(|c: char| c.is_ascii_digit()).len();
            if digits > 0 && rest[digits..].starts_with(':') {
                rest = &rest[digits..];
            }
        }
        kept + rest
    }

    /// A derive that emits its pieces from the type's name
    /// (`crate::expand_by_name`) emits what it would reading the whole
    /// type, for every derive of every line, whichever derive claimed each
    /// piece; and it does so for every derive after the first that does not
    /// describe a fieldless enum or a union.
    #[test]
    fn a_derive_by_name_emits_what_reading_gives() {
        let mut by_name = Vec::new();
        for (line, derives) in LINES.iter().enumerate() {
            for input in more_types(&format!("by_name_{line}")) {
                for &derive in derives.iter() {
                    let named = super::named(&input).expect("the type's name is found");
                    let quick = crate::expand_by_name(&named, derive);
                    let given = without_counts(crate::expand_derive(input.clone(), derive).to_string());
                    let read = without_counts(crate::expand_read(input.clone(), derive, None).to_string());
                    assert_eq!(given, read, "{} of `{input}`", derive.name());
                    if let Some(quick) = quick {
                        assert_eq!(without_counts(quick.to_string()), read, "{} of `{input}`", derive.name());
                        by_name.push((line, input.to_string(), derive.name()));
                    }
                }
            }
        }
        for (line, derives) in LINES.iter().enumerate() {
            for name in [format!("N_by_name_{line}"), format!("V_by_name_{line}")] {
                for derive in derives[1..].iter().filter(|derive| !derive.pieces().contains(&Piece::Description)) {
                    assert!(
                        by_name
                            .iter()
                            .any(|(at, input, by)| *at == line && input.contains(&name) && *by == derive.name()),
                        "{} of {name} reads the whole type; by name: {by_name:#?}",
                        derive.name()
                    );
                }
            }
        }
        // A union of numbers is described by name after a derive that
        // read it (the first of these lines describes nothing), and only
        // such a union.
        for line in [2, 4] {
            for derive in LINES[line].iter().filter(|derive| derive.pieces().contains(&Piece::Description)) {
                let by = |name: &str| {
                    by_name.iter().any(|(at, input, by)| {
                        *at == line && input.contains(&format!("{name}_by_name_{line}")) && *by == derive.name()
                    })
                };
                assert!(by("V"), "{} of V_by_name_{line} reads the union: {by_name:#?}", derive.name());
                assert!(!by("I") && !by("N") && !by("S"), "{} by name: {by_name:#?}", derive.name());
            }
        }
        // A check that points at a field reads the type.
        let at_field = by_name.iter().any(|(_, input, by)| input.contains("B_by_name") && *by == "IntoBytes");
        assert!(!at_field, "IntoBytes of a struct with a `bool` is emitted by name");
    }

    /// A derive that checks several capabilities of the whole type checks
    /// them in one constant, by one call given their set, whether it reads
    /// the type or only its name; one capability keeps its own call.
    #[test]
    fn the_checks_of_a_derive_are_one_constant() {
        let enumeration: TokenStream = "#[repr(u8)] pub enum One_check { A = 0, B = 7 }".parse().unwrap();
        let union: TokenStream = "#[repr(C)] pub union One_check_u { pub a: u32, pub b: [u8; 4] }".parse().unwrap();
        let flags: TokenStream = "#[repr(C)] pub union One_check_b { pub a: bool, pub b: u8 }".parse().unwrap();
        let of_others: TokenStream = "#[repr(C)] pub union One_check_o { pub a: u32, pub b: Other }".parse().unwrap();
        let expansions = [
            (&enumeration, Derive::Zeroable, 1, vec![". require_from_zeros :: < One_check > ()"]),
            // What the language decides of a fieldless enum of a one-byte
            // tag, without a check (`fieldless_byte_enums_unchecked_only_where_the_language_decides`).
            (&enumeration, Derive::NoUninit, 0, vec![]),
            (&enumeration, Derive::CheckedBitPattern, 0, vec![]),
            // A union of numbers: their types decide, without a check, and
            // its description waits for one that reads it; with a `bool`,
            // `FromBytes` is asked of the fields' descriptions.
            (&union, Derive::AnyBitPattern, 0, vec![]),
            (&union, Derive::Zeroable, 0, vec![]),
            (&flags, Derive::AnyBitPattern, 1, vec![". require_plain_union :: < One_check_b > (1)"]),
            (&flags, Derive::Zeroable, 0, vec![]),
            (&of_others, Derive::AnyBitPattern, 1, vec![". require :: < One_check_o > (11)"]),
            // (Its description's items in the block of their own that a
            // `Lifetime` impl with bounds needs.)
            (&of_others, Derive::Zeroable, 1, vec![]),
        ];
        for (input, derive, constants, calls) in expansions {
            let output = crate::expand_derive(input.clone(), derive).to_string();
            let checks = output.matches("const _ : () =").count();
            assert_eq!(checks, constants, "{} of `{input}`: {output}", derive.name());
            for call in calls {
                assert!(output.contains(call), "{} of `{input}` has no `{call}`: {output}", derive.name());
            }
        }
    }

    /// `IntoBytes` and `Immutable` of a fieldless enum of a one-byte tag,
    /// without parameters or `align(N)`, are emitted without a check,
    /// whether the derive reads the type or only its name; every other
    /// enum's are checked, `align(N)` (padding) among them.
    #[test]
    fn fieldless_byte_enums_unchecked_only_where_the_language_decides() {
        let cases = [
            ("#[repr(u8)] pub enum Unchecked_u8 { A = 0, B = 7 }", None),
            ("#[repr(i8)] enum Unchecked_i8 { A = -1, B }", None),
            ("#[repr(C, u8)] pub enum Unchecked_c_u8 { A, B }", None),
            ("#[repr(u8, align(2))] pub enum Checked_aligned { A = 0, B = 7 }", Some("(12)")),
            ("#[repr(u8)] #[repr(align(4))] pub enum Checked_aligned_apart { A }", Some("(12)")),
            ("#[repr(u16)] pub enum Checked_u16 { A = 0, B = 7 }", Some("(12)")),
            ("#[repr(C)] pub enum Checked_c { A = 0, B = 7 }", Some("(12)")),
        ];
        for (source, check) in cases {
            // Read (the first derive of the type), and by name (after the
            // describing derive): a type of its own each.
            let read: TokenStream = source.replace(" { ", "_read { ").parse().unwrap();
            let read = crate::expand_derive(read, Derive::NoUninit).to_string();
            let named: TokenStream = source.replace(" { ", "_named { ").parse().unwrap();
            crate::expand_derive(named.clone(), Derive::Zeroable);
            let by_name =
                crate::expand_by_name(&super::named(&named).unwrap(), Derive::NoUninit).expect("by name").to_string();
            for output in [&read, &by_name] {
                match check {
                    None => assert!(!output.contains("const _ : () ="), "`{source}` checked: {output}"),
                    Some(call) => assert!(
                        output.contains(". require :: <") && output.contains(call),
                        "`{source}` unchecked: {output}"
                    ),
                }
                assert!(output.contains("unsafe impl :: transmutable :: IntoBytes"), "{output}");
                assert!(output.contains("unsafe impl :: transmutable :: Immutable"), "{output}");
            }
        }
    }

    /// A derive given other attributes than the one that read the type
    /// (but `#[derive]`) reads the type again: an attribute that may be a
    /// macro is refused, as when the derive is the first.
    #[test]
    fn other_attributes_are_read_again() {
        let first: TokenStream = "#[repr(u8)] pub enum Attributes_read { A = 0, B = 1 }".parse().unwrap();
        crate::expand_derive(first.clone(), Derive::Layout);
        let listed: TokenStream =
            "#[derive(Clone)] #[repr(u8)] pub enum Attributes_read { A = 0, B = 1 }".parse().unwrap();
        assert!(crate::expand_by_name(&super::named(&listed).unwrap(), Derive::FromZeros).is_some());
        let below: TokenStream =
            "#[repr(u8)] #[maybe_a_macro] pub enum Attributes_read { A = 0, B = 1 }".parse().unwrap();
        assert!(crate::expand_by_name(&super::named(&below).unwrap(), Derive::IntoBytes).is_none());
        let output = crate::expand_derive(below, Derive::IntoBytes).to_string();
        assert!(output.starts_with(":: core :: compile_error !") || output.contains("compile_error"), "{output}");
        assert!(output.contains("maybe_a_macro") || output.contains("macro"), "{output}");
        assert!(!output.contains("unsafe impl"), "{output}");
    }
}
