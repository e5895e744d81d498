//! `ByteEq` and `ByteHash`: comparisons of values by their bytes.

use proc_macro2::{Span, TokenStream};
use quote::quote;
use syn::Ident;

use super::SplitOwned;
use crate::ast::{bounded, is_unsized, Input, Kind};

/// A comparison of values by their bytes: `ByteEq` or `ByteHash`.
#[derive(Clone, Copy)]
pub enum ByteComparison {
    Eq,
    Hash,
}

/// `PartialEq` and `Eq` (`ByteEq`), or `Hash` (`ByteHash`), for `input`,
/// reading each value's bytes with the kit's methods (`Kit::bytes_equal`,
/// `Kit::hash_bytes`, which a crate that binds `::transmutable` to itself
/// cannot replace, as it could helpers named by paths), through
/// `transmutable::as_bytes`, whose check (every
/// value is initialized bytes, none in a cell) justifies them. A safe impl
/// needs no justification to be sound, only to be right: `as_bytes` refuses
/// a type with padding where it is instantiated. For a type without
/// generic parameters the same verdict is also asked where the type is
/// declared, so that `cargo check` shows it at the derive.
///
/// The traits are named by paths: one that names another trait makes an
/// impl of that trait, which `==` and `Hash` never call.
pub fn byte_comparison(input: &Input, comparison: ByteComparison) -> TokenStream {
    let private = quote!(::transmutable::__private);
    let kit = super::kit();
    let ident = input.ident;
    let (impl_generics, ty_generics, where_clause) = bounded(input).split_for_impl_owned();
    let verdict = if input.generics.params.is_empty() {
        quote!(const _: () = #kit.verify_byte_comparison::<#ident>();)
    } else {
        TokenStream::new()
    };
    let impls = match comparison {
        ByteComparison::Eq => quote! {
            #[automatically_derived]
            impl #impl_generics #private::PartialEq for #ident #ty_generics #where_clause {
                fn eq(&self, other: &Self) -> #private::primitive::bool {
                    #kit.bytes_equal(self, other)
                }
            }
            #[automatically_derived]
            impl #impl_generics #private::Eq for #ident #ty_generics #where_clause {}
        },
        ByteComparison::Hash => {
            // The methods' own parameter, named apart from the type's.
            let taken: Vec<String> = input.generics.type_params().map(|param| param.ident.to_string()).collect();
            let hasher = (0..)
                .map(|n| if n == 0 { "H".to_string() } else { format!("H{n}") })
                .find(|name| !taken.contains(name))
                .map(|name| Ident::new(&name, Span::call_site()));
            // A slice of values, all their bytes at once; not for a struct
            // that ends in a slice, which makes no slices of itself.
            let hash_slice = (!ends_in_slice(input)).then(|| {
                quote! {
                    fn hash_slice<#hasher: #private::Hasher>(values: &[Self], state: &mut #hasher) {
                        #kit.hash_slice_bytes(values, state)
                    }
                }
            });
            quote! {
                #[automatically_derived]
                impl #impl_generics #private::Hash for #ident #ty_generics #where_clause {
                    fn hash<#hasher: #private::Hasher>(&self, state: &mut #hasher) {
                        #kit.hash_bytes(self, state)
                    }
                    #hash_slice
                }
            }
        }
    };
    quote! {
        #[doc(hidden)]
        const _: () = {
            #impls
            #verdict
        };
    }
}

/// Whether `input` is a struct whose last field is a slice or `str`.
fn ends_in_slice(input: &Input) -> bool {
    match &input.kind {
        Kind::Struct(fields) => fields.last().is_some_and(|field| is_unsized(field.ty)),
        _ => false,
    }
}
