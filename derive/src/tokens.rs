//! Questions the derive asks of a type or an expression as written (a macro
//! call, a lifetime, a name), answered from its tokens, nested blocks
//! included: the syntax tree of syn's `full` feature is not needed to find
//! them, and syn without it compiles in about two thirds of the time.

use proc_macro2::{Delimiter, Spacing, Span, TokenStream, TokenTree};

/// The keywords, which name no macro: before a `!`, one is followed by a
/// negation (`if !done`), never by a call.
const KEYWORDS: [&str; 52] = [
    "as", "async", "await", "break", "const", "continue", "crate", "dyn", "else", "enum", "extern", "false", "fn",
    "for", "if", "impl", "in", "let", "loop", "match", "mod", "move", "mut", "pub", "ref", "return", "self", "Self",
    "static", "struct", "super", "trait", "true", "type", "unsafe", "use", "where", "while", "abstract", "become",
    "box", "do", "final", "macro", "override", "priv", "typeof", "unsized", "virtual", "yield", "try", "gen",
];

/// Calls `visit` with each token of `tokens`, inside groups too, as the
/// tokens of its own level and its index among them.
pub fn each_token(tokens: TokenStream, visit: &mut impl FnMut(&[TokenTree], usize)) {
    let level: Vec<TokenTree> = tokens.into_iter().collect();
    for (index, token) in level.iter().enumerate() {
        visit(&level, index);
        if let TokenTree::Group(group) = token {
            each_token(group.stream(), visit);
        }
    }
}

/// Where the macro call whose `!` is `level[index]` begins (its path's first
/// token), or `None` when that token is no macro call's `!`.
pub fn macro_call(level: &[TokenTree], index: usize) -> Option<Span> {
    let TokenTree::Punct(bang) = &level[index] else { return None };
    if bang.as_char() != '!' || bang.spacing() == Spacing::Joint {
        return None;
    }
    if !matches!(level.get(index + 1), Some(TokenTree::Group(group)) if group.delimiter() != Delimiter::None) {
        return None;
    }
    let mut start = index.checked_sub(1)?;
    let TokenTree::Ident(name) = &level[start] else { return None };
    if KEYWORDS.iter().any(|keyword| name == keyword) {
        return None;
    }
    // Back over `segment::` and a leading `::`.
    while start >= 2 && is_path_separator(&level[start - 2], &level[start - 1]) {
        start -= 2;
        match start.checked_sub(1).map(|before| &level[before]) {
            Some(TokenTree::Ident(_)) => start -= 1,
            _ => break,
        }
    }
    Some(level[start].span())
}

/// Where the attribute whose `#` is `level[index]` begins (`#[..]`, or
/// `#![..]` inside a block), or `None` when that token starts no attribute.
/// In an expression, only an item of a block can have one that is a macro
/// (`{ #[count] const TAG: u8 = 0; TAG }`), but any may be: the compiler
/// resolves the name, not the derive.
pub fn attribute(level: &[TokenTree], index: usize) -> Option<Span> {
    let TokenTree::Punct(pound) = &level[index] else { return None };
    if pound.as_char() != '#' {
        return None;
    }
    let bracket = match level.get(index + 1) {
        Some(TokenTree::Punct(bang)) if bang.as_char() == '!' => level.get(index + 2),
        next => next,
    };
    matches!(bracket, Some(TokenTree::Group(group)) if group.delimiter() == Delimiter::Bracket).then(|| pound.span())
}

/// Whether `first` and `second` are the two colons of a `::`.
fn is_path_separator(first: &TokenTree, second: &TokenTree) -> bool {
    matches!(
        (first, second),
        (TokenTree::Punct(first), TokenTree::Punct(second))
            if first.as_char() == ':' && first.spacing() == Spacing::Joint && second.as_char() == ':'
    )
}

/// Whether `level[index]` is the name of a lifetime (the `a` of `'a`).
pub fn is_lifetime_name(level: &[TokenTree], index: usize) -> bool {
    matches!(level[index], TokenTree::Ident(_))
        && index
            .checked_sub(1)
            .is_some_and(|before| matches!(&level[before], TokenTree::Punct(quote) if quote.as_char() == '\''))
}

/// `text`, Rust tokens, as a token stream, every token spanned at the
/// derive (`Span::call_site()`, as `quote!` spans them). Inside the
/// compiler the text is lexed by the compiler (optimized), not by
/// proc_macro2 (which lexes a string itself first, and runs unoptimized,
/// as cargo builds procedural macros): one call through the bridge where
/// `quote!` makes about one a token. Outside it (the derive's tests),
/// proc_macro2 lexes it.
///
/// A local the text binds is spanned at the derive too, not at
/// `Span::mixed_site()` as `quote!`'s are written: the two differ only
/// for the user's locals, and the output is items, in whose bodies no
/// local of an enclosing function is seen. A user's constant of the same
/// name is seen by both, and turns the binding into a pattern of it,
/// which does not compile.
pub fn from_text(text: &str) -> TokenStream {
    if proc_macro::is_available() {
        match text.parse::<proc_macro::TokenStream>() {
            Ok(tokens) => tokens.into(),
            Err(error) => panic!("the derive wrote tokens that do not lex ({error:?}): {text}"),
        }
    } else {
        text.parse().expect("the derive writes tokens that lex")
    }
}
