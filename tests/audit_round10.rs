//! Adversarial probes, round 10: the derives of one type share their
//! pieces (the description, each capability's impl with its check) by a
//! claim in the derive macro's process, keyed by the type's name, the span
//! it is written at and its body as written, attributes left out
//! (`derive/src/once.rs`). The claim must decide only whether a derive
//! emits a piece, never what, and every piece must come out where the type
//! is declared, for that type.
//!
//! Held here, in a crate that forbids `unsafe`, each against a verdict the
//! types' definitions decide:
//!
//! - Types whose names are one token (`$n` declared twice by one
//!   expansion: in two modules, in two function bodies, in a `const _`
//!   block, in a closure; an `$i:item` emitted twice): of one body, they
//!   share their claims even where their `repr` differs; with one derive
//!   list, each is described by its own layout and checked on its own. With
//!   two lists, a type loses the pieces the other claimed and is refused
//!   (`tests/ui/derive/one_name_two_lists.rs`); a check never runs on
//!   another type of the name (`tests/ui/derive/one_name_checked_each.rs`).
//!   A name written in a macro's body is another name in each expansion.
//! - Derives split across attributes, under `cfg_attr`, through renamed
//!   imports: each capability once, the type described once.
//! - Names the output could meet: the macros it calls (`offset_of`,
//!   `concat`, `line`, ...) and the types and functions it names (`Field`,
//!   `Description`, `size_of`, `Verdict`, `i128`, `u128`, ...), declared in
//!   the type's module by `macro_rules!`, items and a glob import: none
//!   changes a description.
//!
//! None of these found a hole. One was found beside them: the output
//! reaches the library as `::transmutable`, and a crate may bind that name
//! to itself (`extern crate self as transmutable;`, beside its real
//! dependency), re-export the library's items (`pub use tm::*;`) and put a
//! module `__private` of its own in front of the derive's helpers
//! (`pub use tm::__private::*;` with a `Field` whose `new` swaps a field's
//! description for `u8`'s). `#[derive(Layout)] #[repr(C)] struct S { pub
//! a: bool }` then implements the real `Layout` with `a` described as a
//! `u8`, no `unsafe` token is the crate's (`#![forbid(unsafe_code)]` stays
//! silent), and `transmute::<u8, S>(5)` compiles and makes a `bool` of 5
//! (Miri: "constructing invalid value ... encountered 0x05, but expected a
//! boolean"). It is not closed here.

#![forbid(unsafe_code)]
#![allow(dead_code, non_camel_case_types)]

use transmutable::{is_transmutable, try_transmute, Assume, FromBytes, FromZeros, Immutable, IntoBytes, Layout};

/// Whether every `u8` is a `T` (the engine's verdict), and whether 5 is
/// one at run time.
fn takes_five<T: Layout + transmutable::Lifetime<'static>>() -> (bool, bool) {
    (is_transmutable::<u8, T>(Assume::NOTHING), try_transmute::<u8, T>(5).is_ok())
}

// ---------------------------------------------------------------------
// Types of one name token.

/// `$n` in two modules, with one body and one derive list, and
/// representations of their own: the claims are keyed by the name's span
/// and the body, so `b::T`'s derives find each piece claimed by the same
/// derive of `a::T` and emit it again, for `b::T`.
macro_rules! two_modules {
    ($n:ident) => {
        pub mod a {
            #[derive(transmutable::Layout, transmutable::Zeroable, transmutable::Immutable)]
            #[repr(C)]
            pub struct $n {
                pub x: u8,
                pub y: u16,
            }
        }
        pub mod b {
            #[derive(transmutable::Layout, transmutable::Zeroable, transmutable::Immutable)]
            #[repr(C, packed)]
            pub struct $n {
                pub x: u8,
                pub y: u16,
            }
        }
    };
}

two_modules!(T);

#[test]
fn one_token_in_two_modules_each_described_by_its_layout() {
    assert_eq!(<a::T as Layout>::DESCRIPTION.size(), 4);
    assert_eq!(<b::T as Layout>::DESCRIPTION.size(), 3);
    fn zeroable_immutable<T: FromZeros + Immutable>() {}
    zeroable_immutable::<a::T>();
    zeroable_immutable::<b::T>();
    // `a::T` has a byte of padding, `b::T` none.
    assert!(!is_transmutable::<a::T, [u8; 4]>(Assume::NOTHING));
    assert!(is_transmutable::<b::T, [u8; 3]>(Assume::NOTHING));
    assert!(is_transmutable::<[u8; 3], b::T>(Assume::NOTHING));
}

/// With one body and two field types reached through one name: `$t`
/// differs, so the bodies differ as written, and each type is its own.
macro_rules! two_field_types {
    ($n:ident) => {
        pub mod c {
            #[derive(transmutable::Layout, transmutable::Zeroable, transmutable::Immutable)]
            #[repr(C)]
            pub struct $n {
                pub x: u8,
            }
        }
        pub mod d {
            #[derive(transmutable::Layout, transmutable::Zeroable, transmutable::Immutable)]
            #[repr(C)]
            pub struct $n {
                pub x: bool,
            }
        }
    };
}

two_field_types!(F);

#[test]
fn one_token_in_two_modules_each_described_by_its_fields() {
    assert_eq!(takes_five::<c::F>(), (true, true));
    assert_eq!(takes_five::<d::F>(), (false, false));
    assert!(try_transmute::<u8, d::F>(1).is_ok());
    assert!(is_transmutable::<d::F, c::F>(Assume::NOTHING));
    assert!(!is_transmutable::<c::F, d::F>(Assume::NOTHING));
}

/// `$n` in two function bodies, a `const _` block and a closure: one
/// module path, one line and column of the expansion, one name.
macro_rules! in_bodies {
    ($n:ident) => {
        fn body_u8() -> (bool, bool) {
            #[derive(transmutable::Layout, transmutable::FromBytes)]
            #[repr(C)]
            pub struct $n {
                pub x: u8,
            }
            takes_five::<$n>()
        }
        fn body_bool() -> (bool, bool) {
            #[derive(transmutable::Layout, transmutable::FromZeros)]
            #[repr(C)]
            pub struct $n {
                pub x: bool,
            }
            takes_five::<$n>()
        }
        const BLOCK: bool = {
            #[derive(transmutable::Layout)]
            #[repr(u8)]
            enum $n {
                A = 5,
            }
            is_transmutable::<u8, $n>(Assume::NOTHING)
        };
        fn closure() -> (bool, bool) {
            let inner = || {
                #[derive(transmutable::Layout, transmutable::FromZeros)]
                #[repr(u8)]
                enum $n {
                    Zero = 0,
                    Five = 5,
                }
                (is_transmutable::<u8, $n>(Assume::NOTHING), try_transmute::<u8, $n>(5).is_ok())
            };
            inner()
        }
    };
}

in_bodies!(Local);

#[test]
#[allow(clippy::assertions_on_constants)]
fn one_token_in_bodies_each_described_by_its_fields() {
    assert_eq!(body_u8(), (true, true));
    assert_eq!(body_bool(), (false, false));
    assert!(!BLOCK);
    assert_eq!(closure(), (false, true));
}

/// One item emitted twice, tokens and all: both copies are described, and
/// each is checked.
macro_rules! twice {
    ($item:item) => {
        pub mod first {
            $item
        }
        pub mod second {
            $item
        }
    };
}

twice! {
    #[derive(transmutable::Layout, transmutable::FromZeros, transmutable::IntoBytes, transmutable::Immutable)]
    #[repr(u8)]
    pub enum Copied {
        Zero = 0,
        Five = 5,
    }
}

#[test]
fn one_item_twice_both_described() {
    assert_eq!(takes_five::<first::Copied>(), (false, true));
    assert_eq!(takes_five::<second::Copied>(), (false, true));
    assert!(try_transmute::<u8, second::Copied>(4).is_err());
    fn all<T: FromZeros + IntoBytes + Immutable>() {}
    all::<first::Copied>();
    all::<second::Copied>();
}

/// The name written in the macro's body, not passed in: each expansion
/// marks it with its own context, so the two types are claimed apart, and
/// `m2::Fixed`'s `Zeroable` describes it though `m1::Fixed`'s `Layout`
/// came first (were they claimed together, `m2::Fixed` would have no
/// description and would not compile).
macro_rules! body_named {
    ($($derive:path),* ; $field:ty) => {
        #[derive($($derive),*)]
        #[repr(C)]
        pub struct Fixed {
            pub x: $field,
        }
    };
}

mod m1 {
    body_named!(transmutable::Layout, transmutable::FromBytes; u8);
}

mod m2 {
    body_named!(transmutable::Zeroable, transmutable::IntoBytes; bool);
}

#[test]
fn names_of_two_expansions_claimed_apart() {
    fn from_bytes<T: FromBytes>() {}
    fn zeroable_into_bytes<T: FromZeros + IntoBytes>() {}
    from_bytes::<m1::Fixed>();
    zeroable_into_bytes::<m2::Fixed>();
    assert_eq!(takes_five::<m1::Fixed>(), (true, true));
    assert_eq!(takes_five::<m2::Fixed>(), (false, false));
}

// ---------------------------------------------------------------------
// Derive lists written apart.

mod renamed {
    pub use transmutable::FromBytes as Any;
    pub use transmutable::Layout as Described;
}

/// Split over three attributes, one under `cfg_attr`, one derive through
/// a renamed import and `Pod` overlapping `FromBytes`.
#[derive(renamed::Described)]
#[cfg_attr(all(), derive(renamed::Any, transmutable::Unaligned))]
#[repr(C)]
#[derive(transmutable::Pod)]
pub struct Split {
    pub a: u8,
    pub b: [u8; 3],
}

/// A `Zeroable` under a `cfg_attr` that is off: `Layout` describes it, and
/// `FromZeros` would be refused (1 is its only value), were it derived.
#[derive(transmutable::Layout)]
#[cfg_attr(any(), derive(transmutable::Zeroable))]
#[repr(u8)]
pub enum OffOne {
    One = 1,
}

#[test]
fn split_lists_each_piece_once() {
    fn pod<T: FromBytes + IntoBytes + Immutable + transmutable::Unaligned>() {}
    pod::<Split>();
    assert!(try_transmute::<[u8; 4], Split>([5, 0, 0, 9]).is_ok());
    assert!(is_transmutable::<[u8; 4], Split>(Assume::NOTHING));
    assert!(!is_transmutable::<u8, OffOne>(Assume::NOTHING));
    assert!(try_transmute::<u8, OffOne>(1).is_ok());
}

// ---------------------------------------------------------------------
// Names the output could meet.

/// Items named like what the output names, glob-imported into the types'
/// module.
mod lookalikes {
    #![allow(clippy::extra_unused_type_parameters)]
    pub struct Field;
    pub struct Description;
    pub struct Verdict;
    pub struct Bytes;
    pub struct Name;
    pub struct Products;
    pub struct Capability;
    pub struct Referent;
    pub const fn size_of<T>() -> usize {
        1
    }
    pub const fn align_of<T>() -> usize {
        1
    }
    pub const fn verify<T>(_: ()) {}
    pub const REFERENT: u8 = 0;
}

mod shadowed {
    #![allow(unused_macros, unused_imports)]
    use super::lookalikes::*;
    use transmutable::{is_transmutable, try_transmute, Assume};

    type i128 = u8;
    type u128 = u8;
    type usize = u8;

    // Each would make a description wrong, were the output to call it.
    macro_rules! offset_of {
        ($($t:tt)*) => {
            0
        };
    }
    macro_rules! concat {
        ($($t:tt)*) => {
            ""
        };
    }
    macro_rules! module_path {
        () => {
            ""
        };
    }
    macro_rules! line {
        () => {
            0
        };
    }
    macro_rules! cfg {
        ($($t:tt)*) => {
            false
        };
    }

    /// `b` at offset 1: `[5, 1]` is one, `[1, 5]` is not.
    #[derive(transmutable::Layout, transmutable::Immutable)]
    #[repr(C)]
    pub struct Offsets {
        pub a: u8,
        pub b: bool,
    }

    /// 300 is a value; 44 (300 as a `u8`) is not.
    #[derive(transmutable::Layout, transmutable::IntoBytes)]
    #[repr(u16)]
    pub enum Wide {
        A = 300,
        B = 1,
    }

    #[test]
    fn lookalike_names_leave_descriptions_alone() {
        assert!(try_transmute::<[u8; 2], Offsets>([5, 1]).is_ok());
        assert!(try_transmute::<[u8; 2], Offsets>([1, 5]).is_err());
        assert!(!is_transmutable::<[u8; 2], Offsets>(Assume::NOTHING));
        assert!(try_transmute::<u16, Wide>(300).is_ok());
        assert!(try_transmute::<u16, Wide>(44).is_err());
        assert!(try_transmute::<u16, Wide>(1).is_ok());
        assert!(!is_transmutable::<u16, Wide>(Assume::NOTHING));
        assert!(is_transmutable::<Wide, u16>(Assume::NOTHING));
    }
}
