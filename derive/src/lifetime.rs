//! The `unsafe impl Lifetime<'l>` beside every derived `Layout`.
//!
//! A type without parameters holds only `'static` references, if any: its
//! impl asks its own description whether it holds one (through its boxes
//! too) and is `Lifetime<'static>` alone if so, `Lifetime<'l>` for every
//! `'l` if not. It names no other type's impl, so recursion, through
//! aliases and boxes as much as through references, is no cycle for the
//! trait solver. One without fields holds none and asks nothing: the
//! constant in the bound costs a fieldless enum 0.5 M instructions of
//! `cargo check`. Nor does one whose every field's type is written as a
//! number, `bool`, `char` or an array of them ([`plain_fields`]): it is
//! `Lifetime<'l>` for every `'l`, and the static that holds its description
//! refuses a description that reaches a reference (`Kit::without_references`,
//! evaluated by `cargo check` as every static is), which a type that
//! shadows a primitive's name may have: a compile error, where the bound
//! would have made the type `Lifetime<'static>` alone. A where-clause, even
//! one whose constant is a literal, cost a union of four numbers about 1 M
//! instructions (BENCHMARKS.md).
//!
//! A generic type is `Lifetime<'l>` where each of its fields' types is, so
//! the borrow checker ties every lifetime a field holds to `'l` and none is
//! forgotten. The fields' bounds are one bound on a tree of `Each`: two
//! bounds that differ only in lifetimes (`&'a u8`, `&'b u8`) would be
//! ambiguous. Two rewrites keep the trait solver out of cycles, each asking
//! no less than the bound it replaces:
//!
//! - the type itself inside its own fields (`&'a Self`, `Option<Box<Node<'a>>>`,
//!   with the type's own arguments) stands for a type whose lifetimes the
//!   other bounds tie already, and becomes the hidden `Recursion`. It is
//!   looked for only inside references, arrays, slices, tuples and a few
//!   standard containers, whose own impls ask exactly their contents' bound;
//!   a part `Same<...>` of the bound proves that each such path is the
//!   standard type and that the type found is the type itself, whatever the
//!   user's names mean;
//! - a `&'static X` whose `X` names no parameter of the type holds only
//!   `'static` lifetimes, so it asks only that `'l` be `'static`: `X` becomes
//!   `Recursion` too, and the types `X` reaches are not asked about.

use proc_macro2::{Span, TokenStream, TokenTree};
use quote::quote;
use syn::{GenericArgument, GenericParam, Lifetime, PathArguments, Type};

use crate::ast::Input;
use crate::tokens;

/// The standard containers the rewrite looks inside, by the name a field
/// writes and the path through which the bound `Same` names the real one.
const CONTAINERS: [(&str, &str); 6] = [
    ("Option", "Option"),
    ("Box", "Box"),
    ("Cell", "Cell"),
    ("UnsafeCell", "UnsafeCell"),
    ("ManuallyDrop", "ManuallyDrop"),
    ("MaybeUninit", "MaybeUninit"),
];

/// Whether the `Lifetime` impl of `input` is the impl alone, with no bound
/// and no item beside it: a type without parameters whose fields are none,
/// or written as numbers ([`plain_fields`]).
pub fn impl_alone(input: &Input) -> bool {
    input.generics.params.is_empty() && (input.all_fields().is_empty() || plain_fields(input))
}

/// The `Lifetime` impl of a type of [`plain_fields`] named `ident`, as
/// text (`tokens::from_text`) but the type's name.
pub fn plain_lifetime_impl(ident: &syn::Ident) -> TokenStream {
    // SAFETY (of the impl written here): a type without parameters holds
    // `'static` references only, and this one none: the static that holds
    // its description (exact, and read through its boxes) fails to
    // evaluate, and so the crate to compile, if the description reaches a
    // reference (`Kit::without_references`).
    let head = crate::tokens::from_text(
        "#[automatically_derived] \
         unsafe impl<'__transmutable_lifetime> ::transmutable::Lifetime<'__transmutable_lifetime> for",
    );
    let body = crate::tokens::from_text("{}");
    let kit_proof = crate::expand::kit_proof(&quote!(::transmutable::Lifetime<'static>));
    quote!(#head #ident #body #kit_proof)
}

/// The `Lifetime` impl of `input`.
pub fn lifetime_impl(input: &Input) -> TokenStream {
    let ident = input.ident;
    let lifetime = Lifetime::new("'__transmutable_lifetime", Span::call_site());
    if input.generics.params.is_empty() && input.all_fields().is_empty() {
        return quote! {
            #[automatically_derived]
            // SAFETY: a type without parameters or fields holds no value of
            // another type, so no reference.
            unsafe impl<#lifetime> ::transmutable::Lifetime<#lifetime> for #ident {}
        };
    }
    if plain_fields(input) {
        return plain_lifetime_impl(ident);
    }
    if input.generics.params.is_empty() {
        // Every lifetime the type holds is `'static`: its description says
        // whether it holds any, with no bound on other types' impls.
        let private = quote!(::transmutable::__private);
        // The kit of the impl's trait (see `expand::kit_proof`).
        let kit = crate::expand::kit_of_trait(&quote!(::transmutable::Lifetime<'static>));
        return quote! {
            #[automatically_derived]
            // SAFETY: a type without parameters holds `'static` references
            // only; `HoldsReferences<true>` is `Lifetime<'static>` alone, and
            // `HoldsReferences<false>` stands for a type whose description
            // (exact, and read through its boxes) holds no reference. The
            // path `HoldsReferences` names transmutable's type at both
            // arguments (the first statements of the bound's constant, a
            // body the compiler checks and evaluates anyway, where a
            // constant of their own was one more).
            unsafe impl<#lifetime> ::transmutable::Lifetime<#lifetime> for #ident
            where
                #private::HoldsReferences<{
                    let _: fn(*const #private::HoldsReferences<true>) = #kit.holds_references::<true>();
                    let _: fn(*const #private::HoldsReferences<false>) = #kit.holds_references::<false>();
                    #kit.reaches_references_of::<#ident>()
                }>: ::transmutable::Lifetime<#lifetime>,
            {
            }
        };
    }
    let mut generics = input.generics.clone();
    generics.params.insert(0, syn::parse_quote!(#lifetime));
    let (_, ty_generics, _) = input.generics.split_for_impl();
    let context = Context::of(input);
    // Every part, repeats included: two parts that print alike may mean
    // two types (`$crate::Ref<'a>` from two crates).
    let mut parts: Vec<Type> = Vec::new();
    for field in input.all_fields() {
        let mut proofs = Vec::new();
        let ty = rewrite(field.ty, &context, &mut proofs);
        parts.push(ty);
        parts.extend(proofs);
    }
    if let Some(all) = each(&parts) {
        generics.make_where_clause().predicates.push(syn::parse_quote!(#all: ::transmutable::Lifetime<#lifetime>));
    }
    let (impl_generics, _, where_clause) = generics.split_for_impl();
    let proofs = names_proof(&parts);
    quote! {
        #[automatically_derived]
        // SAFETY: a value of this type holds its fields' values and nothing
        // else; each field's type is `Lifetime<'l>` (the bound), or is the
        // type itself, or a `&'static` reference, whose lifetimes are all
        // `'static`, which `&'static Recursion: Lifetime<'l>` makes `'l`.
        // Every path of transmutable's in the bound names transmutable's
        // type, whatever its arguments (the function below).
        unsafe impl #impl_generics ::transmutable::Lifetime<#lifetime> for #ident #ty_generics #where_clause {}
        #proofs
    }
}

/// A function, never called, that compiles only where each path of
/// transmutable's that the bound on `parts` names (`Each`, `Same`,
/// `Recursion`, the standard containers) names transmutable's type at any
/// arguments: the paths are resolved in the caller's crate, which may bind
/// `transmutable` to a crate of its own.
fn names_proof(parts: &[Type]) -> TokenStream {
    // The kit of the impl's trait (see `expand::kit_proof`).
    let kit = crate::expand::kit_of_trait(&quote!(::transmutable::Lifetime<'static>));
    let private = quote!(::transmutable::__private);
    let written = quote!(#(#parts)*).to_string();
    let mut proofs = Vec::new();
    if parts.len() > 1 {
        proofs.push(quote!(let _: fn(*const #private::Each<A, B>) = #kit.each::<A, B>();));
    }
    if written.contains("__private :: Same <") {
        proofs.push(quote!(let _: fn(*const #private::Same<A, B>) = #kit.same::<A, B>();));
    }
    if written.contains("__private :: Recursion") {
        proofs.push(quote!(let _: fn(*const #private::Recursion) = #kit.recursion();));
    }
    if proofs.is_empty() {
        return TokenStream::new();
    }
    for (_, real) in CONTAINERS {
        if !written.contains(&format!("__private :: {real} <")) {
            continue;
        }
        let (path, method) = (syn::Ident::new(real, Span::call_site()), container_method(real));
        let argument = if matches!(real, "Option" | "MaybeUninit") { quote!(C) } else { quote!(A) };
        proofs.push(quote!(let _: fn(*const #private::#path<#argument>) = #kit.#method::<#argument>();));
    }
    let name = syn::Ident::new("__transmutable_lifetime_paths", Span::mixed_site());
    quote! {
        #[allow(dead_code)]
        fn #name<A: ?Sized, B: ?Sized, C>() {
            #(#proofs)*
        }
    }
}

/// Whether `input` has no parameters and fields whose every type is
/// written as a primitive number, `bool`, `char`, or an array of them:
/// its `Lifetime` impl then asks nothing, and the static of its
/// description checks that it reaches no reference (see the module). The
/// names are only read as a guess: a type that shadows one is checked all
/// the same.
pub fn plain_fields(input: &Input) -> bool {
    fn plain(ty: &Type) -> bool {
        const PLAIN: [&str; 16] = [
            "u8", "u16", "u32", "u64", "u128", "usize", "i8", "i16", "i32", "i64", "i128", "isize", "f32", "f64",
            "bool", "char",
        ];
        match ty {
            Type::Path(path) => {
                path.qself.is_none()
                    && path.path.get_ident().is_some_and(|ident| PLAIN.iter().any(|name| ident == name))
            }
            Type::Array(array) => plain(&array.elem),
            Type::Group(group) => plain(&group.elem),
            Type::Paren(paren) => plain(&paren.elem),
            _ => false,
        }
    }
    let fields = input.all_fields();
    input.generics.params.is_empty() && !fields.is_empty() && fields.iter().all(|field| plain(field.ty))
}

/// A call that compiles only where `ty`, a type [`plain_fields`] reads
/// as a number, `bool`, `char` or an array of them, is the type its names
/// say, given `field`, an expression of type `*const ty`, as text
/// (`tokens::from_text`), the kit bound to the local `kit`: each name is
/// checked by a method of the kit that takes a pointer to the primitive
/// (`Kit::primitive_u8`), and each array by one that takes a pointer to
/// an array. A path such as `::core::primitive::u8` would name whatever
/// the crate binds `::core` to (`extern crate self as core;`); the kit is
/// the library's, reached through the `Layout` trait the impls are of.
pub fn primitive_check_text(ty: &Type, field: String, kit: &str) -> String {
    match ty {
        Type::Path(path) => match path.path.get_ident() {
            Some(ident) => format!("{kit}.primitive_{ident}({field})"),
            None => format!("{kit}.primitive_of_no_name({field})"),
        },
        Type::Array(array) => primitive_check_text(&array.elem, format!("{kit}.primitive_element({field})"), kit),
        Type::Group(group) => primitive_check_text(&group.elem, field, kit),
        Type::Paren(paren) => primitive_check_text(&paren.elem, field, kit),
        _ => format!("{kit}.primitive_of_no_name({field})"),
    }
}

/// The kit's method that proves the path of a standard container.
fn container_method(real: &str) -> syn::Ident {
    let method = match real {
        "Option" => "option",
        "Box" => "boxed",
        "Cell" => "cell",
        "UnsafeCell" => "unsafe_cell",
        "ManuallyDrop" => "manually_drop",
        _ => "maybe_uninit",
    };
    syn::Ident::new(method, Span::call_site())
}

/// `parts` as one type that is `Lifetime<'l>` when each part is: a
/// balanced tree of `Each`, so that the trait solver's depth grows as the
/// logarithm of the number of fields.
fn each(parts: &[Type]) -> Option<Type> {
    match parts {
        [] => None,
        [one] => Some(one.clone()),
        _ => {
            let (left, right) = parts.split_at(parts.len() / 2);
            let (left, right) = (each(left)?, each(right)?);
            Some(syn::parse_quote!(::transmutable::__private::Each<#left, #right>))
        }
    }
}

/// What the rewrite needs to know of the type.
struct Context {
    /// The type's name.
    name: String,
    /// The type's own arguments, as written after its name in its fields.
    arguments: Vec<String>,
    /// The names of its type and const parameters, which a concrete type
    /// does not name.
    parameters: Vec<String>,
}

impl Context {
    fn of(input: &Input) -> Context {
        let arguments = input
            .generics
            .params
            .iter()
            .map(|param| match param {
                GenericParam::Lifetime(param) => {
                    let lifetime = &param.lifetime;
                    quote!(#lifetime).to_string()
                }
                GenericParam::Type(param) => param.ident.to_string(),
                GenericParam::Const(param) => param.ident.to_string(),
            })
            .collect();
        let parameters = input
            .generics
            .params
            .iter()
            .filter_map(|param| match param {
                GenericParam::Lifetime(_) => None,
                GenericParam::Type(param) => Some(param.ident.to_string()),
                GenericParam::Const(param) => Some(param.ident.to_string()),
            })
            .collect();
        Context { name: input.ident.to_string(), arguments, parameters }
    }

    /// Whether `ty` is the type itself: `Self`, or its name with its own
    /// arguments in order.
    fn is_itself(&self, ty: &Type) -> bool {
        let Type::Path(path) = ty else { return false };
        if path.qself.is_some() || path.path.leading_colon.is_some() || path.path.segments.len() != 1 {
            return false;
        }
        let segment = &path.path.segments[0];
        if segment.ident == "Self" {
            return segment.arguments.is_none();
        }
        if segment.ident != self.name.as_str() {
            return false;
        }
        let written: Vec<String> = match &segment.arguments {
            PathArguments::None => Vec::new(),
            PathArguments::AngleBracketed(arguments) => {
                arguments.args.iter().map(|argument| quote!(#argument).to_string()).collect()
            }
            PathArguments::Parenthesized(_) => return false,
        };
        written == self.arguments
    }

    /// Whether `ty` names none of the type's parameters, no lifetime but
    /// `'static`, and nothing to infer: a type of its own, all of whose
    /// lifetimes are `'static` behind a `&'static`.
    fn is_concrete(&self, ty: &Type) -> bool {
        let mut concrete = true;
        tokens::each_token(quote!(#ty), &mut |level, index| match &level[index] {
            TokenTree::Ident(ident) if tokens::is_lifetime_name(level, index) => concrete &= ident == "static",
            TokenTree::Ident(ident) => {
                // `_` and `impl` stand for a type to infer or an opaque one.
                concrete &= ident != "Self"
                    && ident != "_"
                    && ident != "impl"
                    && !self.parameters.iter().any(|parameter| ident == parameter.as_str());
            }
            // A macro's expansion, and `dyn*`, syn leaves unread.
            TokenTree::Punct(punct) => {
                concrete &= tokens::macro_call(level, index).is_none()
                    && !(punct.as_char() == '*'
                        && index > 0
                        && matches!(&level[index - 1], TokenTree::Ident(before) if before == "dyn"));
            }
            _ => {}
        });
        concrete
    }
}

/// `ty` with the type itself, and what a `&'static` points to when it is
/// concrete, replaced by `Recursion`; `proofs` gets a `Same` bound for each
/// standard path looked inside and each occurrence of the type itself.
fn rewrite(ty: &Type, context: &Context, proofs: &mut Vec<Type>) -> Type {
    let recursion: Type = syn::parse_quote!(::transmutable::__private::Recursion);
    if context.is_itself(ty) {
        proofs.push(syn::parse_quote!(::transmutable::__private::Same<#ty, Self>));
        return recursion;
    }
    match ty {
        Type::Reference(reference) => {
            let mut reference = reference.clone();
            let is_static = reference.lifetime.as_ref().is_some_and(|lifetime| lifetime.ident == "static");
            *reference.elem = if is_static && context.is_concrete(&reference.elem) {
                recursion
            } else {
                rewrite(&reference.elem, context, proofs)
            };
            Type::Reference(reference)
        }
        Type::Array(array) => {
            let mut array = array.clone();
            *array.elem = rewrite(&array.elem, context, proofs);
            Type::Array(array)
        }
        Type::Slice(slice) => {
            let mut slice = slice.clone();
            *slice.elem = rewrite(&slice.elem, context, proofs);
            Type::Slice(slice)
        }
        Type::Tuple(tuple) => {
            let mut tuple = tuple.clone();
            for element in tuple.elems.iter_mut() {
                *element = rewrite(element, context, proofs);
            }
            Type::Tuple(tuple)
        }
        Type::Paren(paren) => rewrite(&paren.elem, context, proofs),
        Type::Group(group) => rewrite(&group.elem, context, proofs),
        Type::Path(path) => {
            let Some((container, argument)) = container_of(path) else { return ty.clone() };
            let before = proofs.len();
            let inner = rewrite(argument, context, proofs);
            if proofs.len() == before && !mentions_recursion(&inner) {
                return ty.clone();
            }
            // The bound names the standard container itself, never the
            // user's path: `Same` proves the two one type at the argument
            // written, and an alias could send the path at another argument
            // (`Recursion`) anywhere.
            let real = syn::Ident::new(container, Span::call_site());
            proofs.push(
                syn::parse_quote!(::transmutable::__private::Same<#ty, ::transmutable::__private::#real<#argument>>),
            );
            syn::parse_quote!(::transmutable::__private::#real<#inner>)
        }
        _ => ty.clone(),
    }
}

/// The standard container a path names by its last segment, with its one
/// type argument.
fn container_of(path: &syn::TypePath) -> Option<(&'static str, &Type)> {
    if path.qself.is_some() {
        return None;
    }
    let segment = path.path.segments.last()?;
    let (_, real) = CONTAINERS.iter().find(|(name, _)| segment.ident == *name)?;
    let PathArguments::AngleBracketed(arguments) = &segment.arguments else { return None };
    if arguments.args.len() != 1 {
        return None;
    }
    match &arguments.args[0] {
        GenericArgument::Type(argument) => Some((real, argument)),
        _ => None,
    }
}

/// Whether the rewrite put `Recursion` into `ty` (a `&'static X` leaves no
/// proof behind).
fn mentions_recursion(ty: &Type) -> bool {
    let mut mentions = false;
    tokens::each_token(quote!(#ty), &mut |level, index| {
        mentions |= matches!(&level[index], TokenTree::Ident(ident) if ident == "Recursion");
    });
    mentions
}
