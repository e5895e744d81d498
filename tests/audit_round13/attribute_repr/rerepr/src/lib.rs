//! `#[rerepr(NEW)]`: the item, with every `#[repr(..)]` of it replaced by
//! `#[repr(NEW)]`. No `unsafe`, no dependency.

#![forbid(unsafe_code)]

use proc_macro::{Delimiter, Group, TokenStream, TokenTree};

#[proc_macro_attribute]
pub fn rerepr(new: TokenStream, item: TokenStream) -> TokenStream {
    let mut out = Vec::new();
    let mut tokens = item.into_iter().peekable();
    while let Some(token) = tokens.next() {
        let is_pound = matches!(&token, TokenTree::Punct(p) if p.as_char() == '#');
        if is_pound {
            if let Some(TokenTree::Group(group)) = tokens.peek() {
                let first = group.stream().into_iter().next().map(|t| t.to_string());
                if group.delimiter() == Delimiter::Bracket && first.as_deref() == Some("repr") {
                    let span = group.span();
                    tokens.next();
                    let mut repr = Group::new(Delimiter::Bracket, format!("repr({new})").parse().unwrap());
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

/// `#[replace(ITEM)]`: `ITEM` in place of the item.
#[proc_macro_attribute]
pub fn replace(new: TokenStream, _item: TokenStream) -> TokenStream {
    new
}
