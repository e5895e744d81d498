// Fields whose types are written as numbers give a type a `Lifetime` impl
// for every lifetime; names that shadow numbers and reach a reference in
// other ways than `type u8 = &'static u8` are refused too: an `Option` of
// one, a reference behind a box, in a cell, through a renaming `use`, a
// struct of the number's name, and a type declared in a function's body.
#![allow(non_camel_case_types, dead_code, unused_parens)]

mod optional {
    type u8 = Option<&'static core::primitive::u8>;
    #[derive(transmutable::Layout)]
    #[repr(C)]
    pub struct Optional {
        pub byte: u8,
    }
}

mod boxed {
    type u8 = Box<(core::primitive::u8, &'static core::primitive::u8)>;
    #[derive(transmutable::Layout)]
    #[repr(C)]
    pub struct Boxed {
        pub byte: [u8; 1],
    }
}

mod cell {
    type u8 = core::cell::Cell<&'static core::primitive::u8>;
    #[derive(transmutable::Layout)]
    #[repr(C)]
    pub struct InCell {
        pub byte: u8,
    }
}

mod renamed {
    mod m {
        pub type Reference = &'static core::primitive::u8;
    }
    use m::Reference as u16;
    #[derive(transmutable::Layout, Clone, Copy)]
    #[repr(u8)]
    pub enum Renamed {
        A(u16) = 1,
        B = 2,
    }
}

mod named {
    #[derive(transmutable::Layout)]
    #[repr(C)]
    pub struct u32(pub &'static core::primitive::u8);
    #[derive(transmutable::Layout)]
    #[repr(C)]
    pub struct Named {
        pub word: [u32; 1],
    }
}

fn body() {
    type char = Option<Box<Option<&'static core::primitive::u8>>>;
    #[derive(transmutable::Layout)]
    #[repr(C)]
    pub struct InBody {
        pub letter: (char),
    }
}

fn main() {}
