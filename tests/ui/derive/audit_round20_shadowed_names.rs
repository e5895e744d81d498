// Fields whose types are written as numbers, `bool` or `char` give a type
// a `Lifetime` impl for every lifetime; names that shadow them and reach a
// reference are refused in a union's field, an enum's variant and an array
// of arrays too; and a name that shadows a number with a type whose zeros
// are no value gives no `FromZeros`.
#![allow(non_camel_case_types, dead_code)]

mod in_union {
    type u16 = &'static core::primitive::u16;
    #[derive(transmutable::Layout)]
    #[repr(C)]
    pub union Mixed {
        pub a: u8,
        pub b: u16,
    }
}

mod in_variant {
    type bool = Option<&'static u8>;
    #[derive(transmutable::Layout, Clone, Copy)]
    #[repr(C, u8)]
    pub enum Either {
        A(u8) = 1,
        B([bool; 2]) = 2,
    }
}

mod in_arrays {
    type i64 = core::cell::Cell<Option<&'static u8>>;
    #[derive(transmutable::Layout)]
    #[repr(C)]
    pub struct Grid {
        pub cells: [[i64; 2]; 3],
    }
}

mod non_zero {
    use core::num::NonZeroU8 as u8;
    #[derive(transmutable::Layout, transmutable::FromZeros)]
    #[repr(C)]
    pub struct Counts {
        pub a: u8,
        pub b: [u8; 2],
    }
}

fn main() {}
