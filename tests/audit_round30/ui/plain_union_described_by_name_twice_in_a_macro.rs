// A macro that repeats its input in two modules declares two unions of
// the same tokens at the same place, so of one key: the first derive of
// `a::U` reads it and keeps its fields as text, from which `Zeroable`
// writes its description by name; in `b`, where `u8` names a `bool`, both
// derives write from that reading too (`AnyBitPattern`'s `FromBytes`
// without a check, as the field's name decides it, and `Zeroable`'s
// description by name). The text's check that each field is of the
// number it names (`union_u8` takes a pointer to a `u8`) refuses `b::U`'s
// `bool`: else a union of one `bool` would take any byte.
#![forbid(unsafe_code)]
#![allow(non_camel_case_types, dead_code)]

macro_rules! twice {
    ($($item:tt)*) => {
        mod a {
            #[derive(transmutable::AnyBitPattern, transmutable::Zeroable, Clone, Copy)]
            $($item)*
        }
        mod b {
            type u8 = bool;
            #[derive(transmutable::AnyBitPattern, transmutable::Zeroable, Clone, Copy)]
            $($item)*
        }
    };
}

twice! {
    #[repr(C)]
    pub union U {
        pub a: u8,
    }
}

fn main() {
    let read: b::U = transmutable::read_from_bytes(&[2]).unwrap();
    let _ = read;
}
