//! `#[transmutable::bits]`: a record of bit fields.
//!
//! Reads a struct whose fields carry their widths (`#[bits(4)]`), and
//! replaces it with a transparent wrapper of `transmutable::bit_fields::Bits`,
//! its `Layout` derived, the `BitFields` list the library describes it
//! from, and accessors that call the library's safe functions. It computes
//! one fact itself, the record's length in bytes from the widths (written
//! as integer literals), which the library checks against the fields.

use proc_macro2::{Span, TokenStream};
use quote::{format_ident, quote, quote_spanned};
use syn::ext::IdentExt;
use syn::parse::Parser;
use syn::spanned::Spanned;
use syn::{Data, DeriveInput, Fields, LitInt, Visibility};

/// One field of the record.
struct BitField {
    ident: syn::Ident,
    ty: syn::Type,
    vis: Visibility,
    width: u64,
    docs: Vec<syn::Attribute>,
}

/// Expands `#[transmutable::bits(args)] item`.
pub fn expand(args: TokenStream, item: TokenStream) -> TokenStream {
    let mut errors: Vec<syn::Error> = Vec::new();
    let order = parse_order(args, &mut errors);
    let item: DeriveInput = match syn::parse2(item) {
        Ok(item) => item,
        Err(error) => return error.to_compile_error(),
    };
    if !item.generics.params.is_empty() || item.generics.where_clause.is_some() {
        errors.push(syn::Error::new(item.generics.span(), "a record of bit fields has no generic parameters"));
    }
    for attr in &item.attrs {
        if attr.path().is_ident("repr") {
            errors.push(syn::Error::new(
                attr.span(),
                "`#[transmutable::bits]` gives the record its representation: remove this `#[repr]`",
            ));
        }
    }
    let fields = match &item.data {
        Data::Struct(data) if matches!(data.fields, Fields::Named(_)) => {
            data.fields.iter().filter_map(|field| read_field(field, &mut errors)).collect()
        }
        _ => {
            errors.push(syn::Error::new(
                item.span(),
                "a record of bit fields has named fields: `#[bits(4)] pub version: u8`",
            ));
            Vec::new()
        }
    };
    let total: u64 = fields.iter().map(|field: &BitField| field.width).sum();
    if !fields.is_empty() && (total % 8 != 0 || total == 0 || total > 128) {
        errors.push(syn::Error::new(
            item.ident.span(),
            format!("the widths of the bit fields add up to {total} bits: a record is 1 to 16 whole bytes (8, 16, ..., 128 bits)"),
        ));
    }
    if let Some(error) = errors.into_iter().reduce(|mut all, error| {
        all.combine(error);
        all
    }) {
        return error.to_compile_error();
    }
    generate(&item, &order, &fields, (total / 8) as usize)
}

/// `order = network` or `order = little_endian`: the variant of `BitOrder`.
fn parse_order(args: TokenStream, errors: &mut Vec<syn::Error>) -> syn::Ident {
    let mut order = None;
    let mut said = false;
    let parser = syn::meta::parser(|meta| {
        if meta.path.is_ident("order") {
            said = true;
            let value: syn::Ident = meta.value()?.parse()?;
            order = Some(match value.to_string().as_str() {
                "network" | "big_endian" => syn::Ident::new("Network", value.span()),
                "little_endian" => syn::Ident::new("LittleEndian", value.span()),
                _ => return Err(syn::Error::new(value.span(), "the bit order is `network` or `little_endian`")),
            });
            Ok(())
        } else {
            Err(meta.error("`#[transmutable::bits]` takes `order = network` or `order = little_endian`"))
        }
    });
    if let Err(error) = parser.parse2(args) {
        errors.push(error);
    }
    order.unwrap_or_else(|| {
        if !said {
            errors.push(syn::Error::new(
                Span::call_site(),
                "state the bit order: `#[transmutable::bits(order = network)]` or `order = little_endian`",
            ));
        }
        syn::Ident::new("Network", Span::call_site())
    })
}

/// A field and its `#[bits(N)]`; `bool` may leave its width of 1 unsaid.
fn read_field(field: &syn::Field, errors: &mut Vec<syn::Error>) -> Option<BitField> {
    let ident = field.ident.clone()?;
    let mut width = None;
    let mut docs = Vec::new();
    for attr in &field.attrs {
        if attr.path().is_ident("bits") {
            match attr.parse_args::<LitInt>().and_then(|literal| literal.base10_parse::<u64>()) {
                Ok(value) if value > 0 => width = Some(value),
                Ok(_) => {
                    errors.push(syn::Error::new(attr.span(), "a bit field is at least 1 bit wide"));
                    return None;
                }
                Err(error) => {
                    errors.push(error);
                    return None;
                }
            }
        } else if attr.path().is_ident("doc") {
            docs.push(attr.clone());
        } else {
            errors.push(syn::Error::new(attr.span(), "a bit field takes `#[bits(N)]` and doc comments only"));
        }
    }
    if let Some(span) = written_with_a_macro(&field.ty) {
        // Refused, and read on: its width counts in the record's.
        errors.push(syn::Error::new(
            span,
            "transmutable cannot describe a bit field whose type is written with a macro or an attribute: the \
             record repeats the type in its fields, in the checks of its portable description and in its \
             accessors, and a macro may expand differently each time. Name the type, or an alias declared \
             outside (`type Field = ...;`)",
        ));
    }
    let is_bool = matches!(&field.ty, syn::Type::Path(path) if path.path.is_ident("bool"));
    let width = match width {
        Some(width) => width,
        None if is_bool => 1,
        None => {
            errors.push(syn::Error::new(field.span(), "give the field's width in bits: `#[bits(4)]`"));
            return None;
        }
    };
    Some(BitField { ident, ty: field.ty.clone(), vis: field.vis.clone(), width, docs })
}

fn generate(item: &DeriveInput, order: &syn::Ident, fields: &[BitField], bytes: usize) -> TokenStream {
    let krate = quote!(::transmutable);
    let module = quote!(#krate::bit_fields);
    let kit = crate::expand::kit();
    let ident = &item.ident;
    let vis = &item.vis;
    let attrs = &item.attrs;
    // A record whose fields are all public has no invariant beyond its
    // fields' validity, which its description states.
    let all_public = fields.iter().all(|field| matches!(field.vis, Visibility::Public(_)));
    let options = if all_public { quote!(portable, unsafe(no_invariants)) } else { quote!(portable) };
    let entries = fields.iter().map(|field| {
        let (ty, width) = (&field.ty, field.width as usize);
        let name = field.ident.unraw().to_string();
        quote_spanned!(field.ty.span()=> #module::BitField::new::<#ty>(#name, #width))
    });
    // Each field's type as written, which the library compares with what
    // the compiler made of it: an alias may mean another type on another
    // target.
    let written = fields.iter().map(|field| {
        let name = field.ident.unraw().to_string();
        crate::target_dependence::bit_field_check(&name, &field.ty)
    });
    let parameters = fields.iter().map(|field| {
        let (ident, ty) = (&field.ident, &field.ty);
        quote!(#ident: #ty)
    });
    let values = fields.iter().map(|field| {
        let ident = &field.ident;
        quote!(#module::raw_value(&#ident))
    });
    // `new` sets every field, so it is no more visible than the least
    // visible one: a private field may keep an invariant its module
    // upholds. Fields of one visibility lend it theirs; fields of several
    // leave it private.
    let new_vis = if all_public {
        quote!(#vis)
    } else {
        let restricted: Vec<_> =
            fields.iter().filter(|field| !matches!(field.vis, Visibility::Public(_))).map(|field| &field.vis).collect();
        let first = restricted[0];
        let same = restricted.iter().all(|vis| quote!(#vis).to_string() == quote!(#first).to_string());
        if same {
            quote!(#first)
        } else {
            TokenStream::new()
        }
    };
    let accessors = fields.iter().enumerate().map(|(index, field)| accessors(index, field, &module));
    let new_doc = format!(
        "The `{ident}` whose fields hold these values; `None` if one does not fit its field's width or is not a value of its type."
    );
    quote! {
        #(#attrs)*
        #[derive(#krate::Layout)]
        #[transmutable(#options)]
        #[repr(transparent)]
        #vis struct #ident(#module::Bits<#ident, #bytes>);

        impl #module::BitFields for #ident {
            const ORDER: #module::BitOrder = #module::BitOrder::#order;
            const FIELDS: &'static [#module::BitField] = &[#(#entries),*];
            const WRITTEN: #module::Option<#krate::__private::AsWritten<Self>> =
                #module::Option::Some(#krate::__private::AsWritten::of());
        }

        // The fields' types as written above, which no impl written by
        // hand can vouch for without `unsafe`.
        unsafe impl #krate::__private::FieldsAsWritten for #ident {
            const CHECKS: &'static [#krate::__private::Check] = &[#(#written),*];
        }
        // The checks above are made through the path
        // `::transmutable::Layout`, resolved apart from the impl's trait:
        // its kit is transmutable's wherever the impl is of transmutable's
        // trait (`expand::kit_proof`).
        const _: () = <#ident as #krate::__private::FieldsAsWritten>::__KIT.builds_with(#kit);

        impl #ident {
            #[doc = #new_doc]
            #[must_use]
            // One parameter per field, as many as the record has.
            #[allow(clippy::too_many_arguments)]
            #new_vis fn new(#(#parameters),*) -> #module::Option<Self> {
                #module::Bits::from_values([#(#values),*]).map(Self)
            }

            #(#accessors)*
        }
    }
}

/// `field()`, `set_field`, `try_set_field` and `with_field`.
fn accessors(index: usize, field: &BitField, module: &TokenStream) -> TokenStream {
    let (ident, ty, vis, docs) = (&field.ident, &field.ty, &field.vis, &field.docs);
    let name = ident.unraw();
    let set = format_ident!("set_{}", name);
    let try_set = format_ident!("try_set_{}", name);
    let with = format_ident!("with_{}", name);
    let width = field.width;
    let set_doc = format!("Stores `value` in `{name}`.\n\n# Panics\n\nIf `value` does not fit its {width} bits or is not a value of its type: see `{try_set}`.");
    let try_set_doc = format!(
        "Stores `value` in `{name}` if it fits its {width} bits and is a value of its type; otherwise returns it back."
    );
    let with_doc = format!("The record with `value` in `{name}`; `None` if it does not fit its {width} bits or is not a value of its type.");
    quote! {
        #(#docs)*
        #[must_use]
        #vis fn #ident(&self) -> #ty {
            #module::Bits::get::<#ty>(&self.0, #index)
        }

        #[doc = #set_doc]
        #vis fn #set(&mut self, value: #ty) {
            #module::Bits::set::<#ty>(&mut self.0, #index, value);
        }

        #[doc = #try_set_doc]
        #vis fn #try_set(&mut self, value: #ty) -> #module::Result<(), #ty> {
            #module::Bits::try_set::<#ty>(&mut self.0, #index, value)
        }

        #[doc = #with_doc]
        #[must_use]
        #vis fn #with(mut self, value: #ty) -> #module::Option<Self> {
            #module::Bits::try_set::<#ty>(&mut self.0, #index, value).ok().map(|()| self)
        }
    }
}

/// Where the first macro call or attribute in `ty` begins, if any: nested
/// in blocks too (`[u8; { named!() }]`), and with the `!` of a call spaced
/// as in `!=` by an attribute above (a `!` before a delimited group is
/// a call's after a name, however spaced).
fn written_with_a_macro(ty: &syn::Type) -> Option<Span> {
    let mut found = None;
    crate::tokens::each_token(quote!(#ty), &mut |level, index| {
        if found.is_some() {
            return;
        }
        found = crate::tokens::macro_call(level, index).or_else(|| crate::tokens::attribute(level, index)).or_else(
            || match (&level[index], level.get(index + 1), index.checked_sub(1).map(|before| &level[before])) {
                (
                    proc_macro2::TokenTree::Punct(bang),
                    Some(proc_macro2::TokenTree::Group(group)),
                    Some(proc_macro2::TokenTree::Ident(_)),
                ) if bang.as_char() == '!' && group.delimiter() != proc_macro2::Delimiter::None => Some(bang.span()),
                _ => None,
            },
        );
    });
    found
}
