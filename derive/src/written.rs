//! The check that the type has the fields its description was built from.
//!
//! The first guard against attribute macros below the derive is that the
//! derive refuses every attribute it does not know to be inert
//! (`attr::reject_macros`); this check is the second, for what passes it.
//!
//! A derive is given the type as written, and the attribute macros written
//! below `#[derive(..)]` expand after it and may change the type: a field
//! `u8` may become a `bool` that the description still calls a `u8`. What
//! the derive emits is placed beside the type as it finally is, so this
//! check, emitted with the description, sees the final type, and fails to
//! compile unless it has the fields and field types the derive read:
//!
//! - a struct: a pattern that names every field and no `..` (a field added
//!   or removed fails), and the field places raw-borrowed (no reference, so
//!   a packed struct's fields are allowed) and ascribed their types;
//! - an enum: an exhaustive `match` over every variant (a variant added or
//!   removed fails), each variant's fields named and ascribed; a fieldless
//!   enum's variants, all of them, are the irrefutable pattern of the
//!   function's parameter instead;
//! - a union: each field's place raw-borrowed through a pointer to the
//!   union and ascribed its type, as a struct's (a field removed or
//!   retyped fails; a field added does not: no construct of the language
//!   names every field of a union). Closures that built the union from
//!   each field, ascribed `fn(FieldType) -> Self`, cost a body each.
//!
//! Every type is ascribed through `&mut`, which is invariant, to a value
//! that already has its type, so no coercion (deref, unsizing, `&mut` to
//! `&`) and no subtyping of lifetimes can make a written type pass for
//! another; a union field's type is compared up to lifetimes in one
//! direction (the tuple of its places is bound before it is ascribed, so
//! a field may have a type the written one is a supertype of: a field
//! written `&'static u8` and made `&'a u8` fails, the other way passes). The
//! function is never called. It is written in language syntax only, every
//! local name is the derive's own (a user constant of that name would turn
//! a binding into a constant pattern, which fails to compile, never
//! passes), and the function's name is the one name it adds to the type.

use proc_macro2::{Span, TokenStream};
use quote::{format_ident, quote};
use syn::{Data, DeriveInput, Fields, Index, Member};

/// The check, in an inherent impl of the type with its generics.
pub fn check(input: &DeriveInput) -> TokenStream {
    let ident = &input.ident;
    let (impl_generics, ty_generics, where_clause) = input.generics.split_for_impl();
    let this = format_ident!("__transmutable_this", span = Span::mixed_site());
    if let Data::Enum(data) = &input.data {
        // A fieldless enum's variants, every one of them, as the pattern of
        // the function's parameter, which must be irrefutable: a function
        // with an empty body, where a `match` is a body of blocks to build
        // and check (about 0.1 M instructions an enum, BENCHMARKS.md).
        if !data.variants.is_empty() && data.variants.iter().all(|variant| variant.fields.is_empty()) {
            let names = data.variants.iter().map(|variant| &variant.ident);
            return quote! {
                #[allow(dead_code, unused_variables, unused_mut, unused_unsafe, clippy::all)]
                impl #impl_generics #ident #ty_generics #where_clause {
                    fn __transmutable_fields_as_described((#(Self::#names {})|*): Self) {}
                }
            };
        }
    }
    let body = match &input.data {
        Data::Struct(data) => {
            let (members, types) = members(&data.fields);
            let mut body = quote!(let Self { #(#members: _),* } = #this;);
            if !members.is_empty() {
                let fields = format_ident!("__transmutable_fields", span = Span::mixed_site());
                body.extend(quote! {
                    let mut #fields = (#(&raw const #this.#members,)*);
                    let _: &mut (#(*const #types,)*) = &mut #fields;
                });
            }
            body
        }
        Data::Enum(data) => {
            // The variants without fields share one arm, of one pattern
            // each (`Self::A {} | Self::B {}`): one block of the function's
            // MIR where an arm each made one (about 0.1 M instructions a
            // fieldless enum, BENCHMARKS.md).
            let (bare, fielded): (Vec<_>, Vec<_>) = data.variants.iter().partition(|variant| variant.fields.is_empty());
            let bare = (!bare.is_empty()).then(|| {
                let names = bare.iter().map(|variant| &variant.ident);
                quote!(#(Self::#names {})|* => {})
            });
            let arms = fielded.into_iter().map(|variant| {
                let name = &variant.ident;
                let (members, types) = members(&variant.fields);
                let bindings: Vec<_> = (0..members.len())
                    .map(|index| format_ident!("__transmutable_field_{}", index, span = Span::mixed_site()))
                    .collect();
                let fields = format_ident!("__transmutable_fields", span = Span::mixed_site());
                quote! {
                    Self::#name { #(#members: ref #bindings),* } => {
                        let mut #fields = (#(#bindings,)*);
                        let _: &mut (#(&#types,)*) = &mut #fields;
                    }
                }
            });
            quote!(match *#this { #bare #(#arms)* })
        }
        Data::Union(data) => {
            // A raw borrow of a union field, unlike a read, is no use of its
            // value; it is in an `unsafe` block for the dereference of the
            // raw pointer it starts from (the function is never called).
            let fields = format_ident!("__transmutable_fields", span = Span::mixed_site());
            let (members, types): (Vec<_>, Vec<_>) =
                data.fields.named.iter().map(|union_field| (&union_field.ident, &union_field.ty)).unzip();
            quote! {
                let mut #fields = (#(unsafe { &raw const (*#this).#members },)*);
                let _: &mut (#(*const #types,)*) = &mut #fields;
            }
        }
    };
    let parameter = match &input.data {
        Data::Union(_) => quote!(#this: *const Self),
        Data::Struct(_) | Data::Enum(_) => quote!(#this: &Self),
    };
    quote! {
        #[allow(dead_code, unused_variables, unused_mut, unused_unsafe, clippy::all)]
        impl #impl_generics #ident #ty_generics #where_clause {
            fn __transmutable_fields_as_described(#parameter) {
                #body
            }
        }
    }
}

/// The members (`x`, `0`) and types of `fields`, in order.
fn members(fields: &Fields) -> (Vec<Member>, Vec<&syn::Type>) {
    fields
        .iter()
        .enumerate()
        .map(|(index, field)| {
            let member = match &field.ident {
                Some(name) => Member::Named(name.clone()),
                None => Member::Unnamed(Index::from(index)),
            };
            (member, &field.ty)
        })
        .unzip()
}

#[cfg(test)]
mod tests {
    use super::check;

    fn expand(item: &str) -> String {
        check(&syn::parse_str(item).unwrap()).to_string()
    }

    #[test]
    fn a_struct_pattern_names_every_field_and_ascribes_every_type() {
        let tokens = expand("#[repr(C, packed)] struct S<'a, T: ?Sized> { a: u8, b: &'a T }");
        assert!(tokens.contains("let Self { a : _ , b : _ } = __transmutable_this ;"), "{tokens}");
        assert!(
            tokens.contains("(& raw const __transmutable_this . a , & raw const __transmutable_this . b ,)"),
            "{tokens}"
        );
        assert!(tokens.contains("let _ : & mut (* const u8 , * const & 'a T ,) = & mut"), "{tokens}");
        assert!(tokens.contains("impl < 'a , T : ? Sized > S < 'a , T >"), "{tokens}");
        assert!(!tokens.contains(".."), "{tokens}");
    }

    #[test]
    fn a_tuple_struct_is_named_by_positions() {
        let tokens = expand("struct S(u8, bool);");
        assert!(tokens.contains("let Self { 0 : _ , 1 : _ } = __transmutable_this ;"), "{tokens}");
        assert!(tokens.contains("(* const u8 , * const bool ,)"), "{tokens}");
    }

    #[test]
    fn an_enum_match_names_every_variant_and_field() {
        let tokens = expand("#[repr(u8)] enum E { A, B(u16), C { x: u8, y: bool } = 7 }");
        assert!(tokens.contains("match * __transmutable_this {"), "{tokens}");
        assert!(tokens.contains("Self :: A { } => { }"), "{tokens}");
        assert!(tokens.contains("Self :: B { 0 : ref __transmutable_field_0 }"), "{tokens}");
        assert!(
            tokens.contains("Self :: C { x : ref __transmutable_field_0 , y : ref __transmutable_field_1 }"),
            "{tokens}"
        );
        assert!(tokens.contains("let _ : & mut (& u8 , & bool ,)"), "{tokens}");
        assert!(!tokens.contains(".."), "{tokens}");
        assert!(!tokens.contains(" _ =>"), "{tokens}");
    }

    #[test]
    fn a_fieldless_enum_is_the_parameter_s_pattern() {
        let tokens = expand("#[repr(u8)] enum E { A, B = 7, C {} }");
        assert!(
            tokens.contains(
                "fn __transmutable_fields_as_described ((Self :: A { } | Self :: B { } | Self :: C { }) : Self) { }"
            ),
            "{tokens}"
        );
        assert!(!tokens.contains("match"), "{tokens}");
    }

    #[test]
    fn a_union_place_names_every_field_with_its_type() {
        let tokens = expand("#[repr(C)] union U { a: u32, b: [u8; 4] }");
        assert!(
            tokens.contains("fn __transmutable_fields_as_described (__transmutable_this : * const Self)"),
            "{tokens}"
        );
        assert!(
            tokens.contains(
                "(unsafe { & raw const (* __transmutable_this) . a } , unsafe { & raw const (* __transmutable_this) . b } ,)"
            ),
            "{tokens}"
        );
        assert!(tokens.contains("let _ : & mut (* const u32 , * const [u8 ; 4] ,) = & mut"), "{tokens}");
    }

    #[test]
    fn no_path_is_named_but_the_variants() {
        for item in ["struct S { a: u8 }", "enum E { A(u8), B }", "union U { a: u8 }"] {
            let tokens = expand(item).replace("Self :: A", "").replace("Self :: B", "").replace("clippy :: all", "");
            assert!(!tokens.contains("::"), "{tokens}");
        }
    }
}
