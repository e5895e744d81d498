//! One expansion of a piece that several derives of one type emit.
//!
//! A derive is given its type without the derive list it is named in, so
//! `#[derive(Layout, Zeroable)]` runs two derives that each implement
//! `Layout`, neither knowing of the other. They meet through names in the
//! type's module instead:
//!
//! - Each derive declares a module of its own (`__transmutable_piece_N`,
//!   numbered per derive) that re-exports transmutable's `__once!` (which
//!   expands to its input) under the piece's name (`__transmutable_Layout_of_T_<hash>`),
//!   and imports it with a glob. Every such glob names the same macro, so
//!   they never clash.
//! - Each derive invokes that name with its piece, then declares a
//!   `macro_rules!` of the same name that expands to nothing.
//!
//! The first derive's invocation sees no `macro_rules!` before it and
//! reaches `__once!` through the glob: the piece is emitted. The second
//! derive's invocation sees the first one's `macro_rules!` (a textual scope
//! goes on after the derive that opens it), and emits nothing. The name
//! carries a hash of where the type's name is written, so that a type of
//! the same name in a child module declared further down reaches its own.
//!
//! The compiler allows the second resolution because the first derive's
//! `macro_rules!` and the glob it shadows come from one expansion. It refuses
//! a third derive of one piece (two `macro_rules!` from two expansions), as
//! ambiguous, naming the derives: a list does not name one piece three
//! times. Derives in separate `#[derive]` attributes expand one inside the
//! other, which the compiler also refuses; there a derive sees the
//! attributes written after its own, and leaves the piece to them
//! ([`later_derives`]).

use std::hash::{Hash, Hasher};
use std::sync::atomic::{AtomicU64, Ordering};

use proc_macro2::{Span, TokenStream};
use quote::{format_ident, quote};
use syn::ext::IdentExt;
use syn::punctuated::Punctuated;
use syn::{Attribute, Ident, Path, Token};

/// `piece`, emitted by the first of the derives of `ident` that emit the
/// piece called `name`, and by no other.
pub fn once(ident: &Ident, name: &str, piece: TokenStream) -> TokenStream {
    static DERIVES: AtomicU64 = AtomicU64::new(0);
    let module = format_ident!("__transmutable_piece_{}", DERIVES.fetch_add(1, Ordering::Relaxed));
    let written_at = {
        let mut hasher = std::collections::hash_map::DefaultHasher::new();
        format!("{:?}", ident.span()).hash(&mut hasher);
        hasher.finish() as u32
    };
    let guard = Ident::new(&format!("__transmutable_{name}_of_{}_{written_at:08x}", ident.unraw()), Span::call_site());
    quote! {
        #[doc(hidden)]
        #[allow(non_snake_case)]
        mod #module {
            pub(super) use ::transmutable::__private::once as #guard;
        }
        #[allow(unused_imports)]
        use #module::*;
        #guard! { #piece }
        #[allow(unused_macros)]
        macro_rules! #guard {
            ($($piece:tt)*) => {};
        }
    }
}

/// The derives named in `#[derive]` attributes written after the one that
/// runs: the last segment of each path (`Layout` for
/// `transmutable::Layout`). A derive does not see its own list, nor the
/// attributes before it. A path into a peer crate (`bytemuck::Zeroable`,
/// `bytemuck::CheckedBitPattern`) names no derive of this one, which would
/// describe the type; any other path may be a re-export of one.
pub fn later_derives(attrs: &[Attribute]) -> Vec<String> {
    let mut names = Vec::new();
    for attr in attrs.iter().filter(|attr| attr.path().is_ident("derive")) {
        if let Ok(paths) = attr.parse_args_with(Punctuated::<Path, Token![,]>::parse_terminated) {
            let ours = |path: &&Path| {
                path.segments.len() == 1
                    || !matches!(path.segments[0].ident.to_string().as_str(), "bytemuck" | "zerocopy")
            };
            names.extend(
                paths
                    .iter()
                    .filter(ours)
                    .filter_map(|path| path.segments.last())
                    .map(|segment| segment.ident.to_string()),
            );
        }
    }
    names
}
