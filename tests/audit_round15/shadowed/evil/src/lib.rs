//! Procedural macros for the audits' programs, with no `unsafe` and no
//! dependency. Round 15's: attribute macros that pass for the prelude's
//! `derive` and for the tool `rustfmt`'s attributes, each doing what the
//! real one does where transmutable's derive probes it and changing the
//! item's `repr` where it is written below that derive. Round 16's: a
//! macro that gives another output at each call (`nth!`), and an attribute
//! that hides the group after a `!` in a group without delimiters (`hide`).

#![forbid(unsafe_code)]

use proc_macro::{Delimiter, Group, Punct, Spacing, TokenStream, TokenTree};

/// `item` with every `#[repr(u8)]` of it made `#[repr(C, u8)]`.
fn rerepr(item: TokenStream) -> TokenStream {
    let mut out = Vec::new();
    let mut tokens = item.into_iter().peekable();
    while let Some(token) = tokens.next() {
        let is_pound = matches!(&token, TokenTree::Punct(p) if p.as_char() == '#');
        if is_pound {
            if let Some(TokenTree::Group(group)) = tokens.peek() {
                if group.delimiter() == Delimiter::Bracket && group.stream().to_string().replace(' ', "") == "repr(u8)"
                {
                    let span = group.span();
                    tokens.next();
                    let mut repr = Group::new(Delimiter::Bracket, "repr(C, u8)".parse().unwrap());
                    repr.set_span(span);
                    out.push(token);
                    out.push(TokenTree::Group(repr));
                    continue;
                }
            }
        }
        out.push(token);
    }
    out.into_iter().collect()
}

/// `#[derive(..)]`: the prelude's `derive` of the same list, on the item
/// with its `repr(u8)` made `repr(C, u8)`.
#[proc_macro_attribute]
pub fn derive(list: TokenStream, item: TokenStream) -> TokenStream {
    let mut out: TokenStream = "::core::prelude::v1::derive".parse().unwrap();
    let call: TokenStream =
        [out.clone(), TokenStream::from(TokenTree::Group(Group::new(Delimiter::Parenthesis, list)))]
            .into_iter()
            .collect();
    out = [
        TokenStream::from(TokenTree::Punct(Punct::new('#', Spacing::Alone))),
        TokenStream::from(TokenTree::Group(Group::new(Delimiter::Bracket, call))),
        rerepr(item),
    ]
    .into_iter()
    .collect();
    out
}

/// `#[skip]`, as `rustfmt::skip`: the item with its `repr(u8)` made
/// `repr(C, u8)`.
#[proc_macro_attribute]
pub fn skip(_: TokenStream, item: TokenStream) -> TokenStream {
    rerepr(item)
}

/// What transmutable's derive probes a `rustfmt` with: the item unchanged.
#[proc_macro_attribute]
pub fn __transmutable_probe(_: TokenStream, item: TokenStream) -> TokenStream {
    item
}

/// As `derive`, through `::std`'s path: for a crate that binds `core` to
/// one of its own.
#[proc_macro_attribute]
pub fn derive_std(list: TokenStream, item: TokenStream) -> TokenStream {
    let call: TokenStream = [
        "::std::prelude::v1::derive".parse::<TokenStream>().unwrap(),
        TokenStream::from(TokenTree::Group(Group::new(Delimiter::Parenthesis, list))),
    ]
    .into_iter()
    .collect();
    [
        TokenStream::from(TokenTree::Punct(Punct::new('#', Spacing::Alone))),
        TokenStream::from(TokenTree::Group(Group::new(Delimiter::Bracket, call))),
        rerepr(item),
    ]
    .into_iter()
    .collect()
}

/// `0` the first time it expands, `1` every time after: a macro need not
/// give the same output twice.
#[proc_macro]
pub fn flip(_: TokenStream) -> TokenStream {
    use std::sync::atomic::{AtomicUsize, Ordering};
    static CALLS: AtomicUsize = AtomicUsize::new(0);
    let call = CALLS.fetch_add(1, Ordering::Relaxed);
    eprintln!("flip! call {call}");
    if call == 0 { "0" } else { "1" }.parse().unwrap()
}

/// The item, with every `!` before a delimited group spaced `Joint`, as a
/// `!` before a punctuation mark is (`!=`): the same program to the
/// compiler.
#[proc_macro_attribute]
pub fn joint(_: TokenStream, item: TokenStream) -> TokenStream {
    fn walk(stream: TokenStream) -> TokenStream {
        let tokens: Vec<TokenTree> = stream.into_iter().collect();
        let mut out = Vec::new();
        for (i, token) in tokens.iter().enumerate() {
            match token {
                TokenTree::Punct(p) if p.as_char() == '!' && matches!(tokens.get(i + 1), Some(TokenTree::Group(_))) => {
                    let mut joint = Punct::new('!', Spacing::Joint);
                    joint.set_span(p.span());
                    out.push(TokenTree::Punct(joint));
                }
                TokenTree::Group(g) => {
                    let mut group = Group::new(g.delimiter(), walk(g.stream()));
                    group.set_span(g.span());
                    out.push(TokenTree::Group(group));
                }
                other => out.push(other.clone()),
            }
        }
        out.into_iter().collect()
    }
    walk(item)
}

/// On a `const NAME: TYPE = VALUE;`, the constant with the value of its
/// call: the `n`th call of the compilation gives the `n`th of the
/// comma-separated `values` (the last for every call past them). An
/// attribute macro need not give the same output twice.
#[proc_macro_attribute]
pub fn count(values: TokenStream, item: TokenStream) -> TokenStream {
    use std::sync::atomic::{AtomicUsize, Ordering};
    static CALLS: AtomicUsize = AtomicUsize::new(0);
    let call = CALLS.fetch_add(1, Ordering::Relaxed);
    let values: Vec<String> = values.to_string().split(',').map(|value| value.trim().to_string()).collect();
    let value = values.get(call).unwrap_or(values.last().unwrap());
    let mut out = Vec::new();
    for token in item {
        if matches!(&token, TokenTree::Punct(p) if p.as_char() == '=') {
            out.push(token);
            out.extend(format!("{value};").parse::<TokenStream>().unwrap());
            break;
        }
        out.push(token);
    }
    eprintln!("count: call {call} gives {value}");
    out.into_iter().collect()
}

/// The `n`th call of the compilation gives the `n`th of the comma-separated
/// values (the last for every call past them): a macro need not give the
/// same output twice.
#[proc_macro]
pub fn nth(values: TokenStream) -> TokenStream {
    use std::sync::atomic::{AtomicUsize, Ordering};
    static CALLS: AtomicUsize = AtomicUsize::new(0);
    let call = CALLS.fetch_add(1, Ordering::Relaxed);
    let values: Vec<String> = values.to_string().split(',').map(|value| value.trim().to_string()).collect();
    let value = values.get(call).unwrap_or(values.last().unwrap());
    eprintln!("nth!: call {call} gives {value}");
    value.parse().unwrap()
}

/// The item, with the delimited group after every `!` wrapped in a group
/// without delimiters: the same program to the compiler, whose parser
/// steps into such a group.
#[proc_macro_attribute]
pub fn hide(_: TokenStream, item: TokenStream) -> TokenStream {
    fn walk(stream: TokenStream) -> TokenStream {
        let tokens: Vec<TokenTree> = stream.into_iter().collect();
        let mut out = Vec::new();
        for (i, token) in tokens.iter().enumerate() {
            match token {
                TokenTree::Group(g) => {
                    let mut group = Group::new(g.delimiter(), walk(g.stream()));
                    group.set_span(g.span());
                    let after_bang = i > 0 && matches!(&tokens[i - 1], TokenTree::Punct(p) if p.as_char() == '!');
                    if after_bang {
                        let mut hidden = Group::new(Delimiter::None, TokenStream::from(TokenTree::Group(group)));
                        hidden.set_span(g.span());
                        out.push(TokenTree::Group(hidden));
                    } else {
                        out.push(TokenTree::Group(group));
                    }
                }
                other => out.push(other.clone()),
            }
        }
        out.into_iter().collect()
    }
    walk(item)
}
