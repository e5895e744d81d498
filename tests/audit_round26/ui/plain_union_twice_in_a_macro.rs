// A macro that repeats its input in two modules declares two unions of
// the same tokens at the same place: the derives of `a::U` describe it,
// and those of `b::U`, where `u8` names a `bool`, find a union of that
// place described. `b::U`'s `Layout` is written by hand (here an exact
// one: its field is a `bool`). `FromBytes`, which the fields' names
// decide without a check, is bounded by the derived description's
// `PlainUnion` impl, which `b::U` lacks: a union of `bool`s takes no byte 2.
#![allow(non_camel_case_types, dead_code)]

macro_rules! twice {
    ($($item:tt)*) => {
        mod a {
            #[derive(transmutable::Layout)]
            $($item)*
        }
        mod b {
            type u8 = bool;
            #[derive(transmutable::FromBytes)]
            $($item)*
            #[derive(transmutable::Layout)]
            #[repr(C)]
            pub union Honest {
                pub a: bool,
            }
            // SAFETY: `U` here is `Honest`, field for field (`u8` names `bool`).
            unsafe impl transmutable::Layout for U {
                const DESCRIPTION: &'static transmutable::Description = <Honest as transmutable::Layout>::DESCRIPTION;
            }
        }
    };
}

twice! {
    #[repr(C)]
    pub union U {
        pub a: u8,
    }
}

fn needs_from_bytes<T: transmutable::FromBytes>() {}

fn main() {
    needs_from_bytes::<b::U>();
}
