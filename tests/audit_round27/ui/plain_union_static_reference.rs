// A union whose fields are written as numbers is `Lifetime<'l>` for every
// `'l`, with no bound, as a type that holds no reference is. A name that
// shadows a number's with a `'static` reference would let a `&'a u8`
// become a union that calls it `'static`: the check that each field's
// type is the primitive its name says refuses it.
#![allow(non_camel_case_types, dead_code)]

mod inner {
    type u8 = &'static core::primitive::u8;

    #[derive(transmutable::Layout)]
    #[repr(C)]
    pub union Holder {
        pub a: u8,
    }
}

fn main() {}
