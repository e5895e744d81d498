//! Adversarial probes, round 29: the derives' output written as text
//! (`tokens::from_text`: a union of numbers' `PlainUnion` and `Layout`
//! impls) and as a call of the library's `__fieldless_byte_enum!` (a
//! fieldless enum of a one-byte tag, whose `IntoBytes` and `Immutable`
//! are emitted without a check), given the inputs that text and a
//! macro's matchers read otherwise than a token tree: raw identifiers
//! (`r#type` as a field, `r#u8` as a type, `r#match` as a variant),
//! fields named as the derive's own locals, items declared in a function
//! body, discriminants from constants, and attributes pasted by a
//! `macro_rules!` as `meta` fragments (`#[$m]`), which reach the derive
//! inside invisible groups. Each is described as the type it is, read
//! from bytes and written as bytes at run time (and under Miri).

#![forbid(unsafe_code)]
#![allow(dead_code, non_camel_case_types)]

use transmutable::{as_bytes, is_transmutable, read_from_bytes, Assume, Layout};

/// A union of numbers whose fields are named by raw identifiers, or as
/// the derive's locals are (`__transmutable_this`, `__transmutable_kit`):
/// described from its fields' places, written as text.
#[derive(Layout, transmutable::FromBytes, transmutable::Immutable, Clone, Copy)]
#[repr(C)]
pub union r#Raw {
    pub r#type: u8,
    pub r#fn: [u16; 2],
    pub __transmutable_this: [u8; 1_0],
    pub __transmutable_kit: [[i8; 2]; 5],
}

/// A field's type named by a raw identifier (`r#u8`, the primitive): no
/// name the derive reads as a number's, so described field by field.
#[derive(Layout, transmutable::FromBytes, Clone, Copy)]
#[repr(C)]
pub union RawType {
    pub r#type: r#u8,
    pub b: [r#u16; 1],
}

/// A fieldless enum of a one-byte tag, its variants named by raw
/// identifiers and as the derive's locals are.
#[derive(Layout, transmutable::IntoBytes, transmutable::Immutable, Clone, Copy, PartialEq, Debug)]
#[repr(u8)]
pub enum r#Enum {
    r#match,
    r#A = 5,
    __transmutable_kit,
}

macro_rules! pasted_enum {
    ($(#[$m:meta])*) => {
        /// A fieldless enum whose representation and `#[non_exhaustive]`
        /// are pasted as `meta` fragments.
        #[derive(Layout, transmutable::IntoBytes, transmutable::Immutable, Clone, Copy, PartialEq, Debug)]
        $(#[$m])*
        pub enum Pasted {
            A = 3,
            B = 250,
        }
    };
}

pasted_enum!(#[repr(u8)] #[non_exhaustive]);

/// One of `Pasted`'s tags, with no invariants.
#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum Three {
    A = 3,
}

macro_rules! pasted_union {
    ($(#[$m:meta])*) => {
        /// A union of numbers whose representation is pasted as a `meta`
        /// fragment, one field private.
        #[derive(Layout, Clone, Copy)]
        $(#[$m])*
        pub union PastedUnion {
            pub a: u8,
            b: bool,
        }
    };
}

pasted_union!(#[repr(C)] #[repr(align(2))]);

#[test]
fn raw_names_are_described_as_the_types_they_name() {
    assert_eq!(core::mem::size_of::<r#Raw>(), 10);
    assert!(is_transmutable::<[u8; 10], r#Raw>(Assume::NOTHING));
    assert!(!is_transmutable::<[u8; 9], r#Raw>(Assume::NOTHING));
    // A union may hold a mix of its fields, uninitialized past a short
    // one: it is read from bytes, not written as bytes.
    assert!(!is_transmutable::<r#Raw, [u8; 2]>(Assume::NOTHING));
    assert!(is_transmutable::<r#Raw, u8>(Assume::NOTHING));
    assert!(read_from_bytes::<r#Raw>(&[7, 0, 0, 0, 0, 0, 0, 0, 0, 9]).is_ok());
    assert!(is_transmutable::<[u8; 2], RawType>(Assume::NOTHING));
    assert!(!is_transmutable::<RawType, [u8; 2]>(Assume::NOTHING));
    assert!(is_transmutable::<RawType, r#u8>(Assume::NOTHING));

    assert!(is_transmutable::<r#Enum, u8>(Assume::NOTHING));
    assert!(!is_transmutable::<u8, r#Enum>(Assume::NOTHING));
    assert_eq!(as_bytes(&r#Enum::r#match), &[0]);
    assert_eq!(as_bytes(&r#Enum::r#A), &[5]);
    assert_eq!(as_bytes(&r#Enum::__transmutable_kit), &[6]);
    assert_eq!(r#Enum::try_read_from_bytes(&[6]).ok(), Some(r#Enum::__transmutable_kit));
    assert!(r#Enum::try_read_from_bytes(&[1]).is_err());
    assert!(r#Enum::try_read_from_bytes(&[7]).is_err());
}

#[test]
fn items_of_a_function_body() {
    const BASE: u8 = 40;
    #[derive(Layout, transmutable::FromBytes, Clone, Copy)]
    #[repr(C)]
    pub union Local {
        pub a: u8,
        pub b: [[i16; 2]; 3],
    }
    #[derive(Layout, transmutable::IntoBytes, transmutable::Immutable, Clone, Copy, PartialEq, Debug)]
    #[repr(i8)]
    pub enum LocalEnum {
        A = BASE as i8,
        B,
        C = -1,
    }
    assert!(is_transmutable::<[u8; 12], Local>(Assume::NOTHING));
    assert!(!is_transmutable::<[u8; 11], Local>(Assume::NOTHING));
    assert_eq!(as_bytes(&LocalEnum::B), &[41]);
    assert_eq!(as_bytes(&LocalEnum::C), &[255]);
    assert_eq!(LocalEnum::try_read_from_bytes(&[255]).ok(), Some(LocalEnum::C));
    assert!(LocalEnum::try_read_from_bytes(&[42]).is_err());
}

#[test]
fn pasted_attributes_are_read() {
    // `#[non_exhaustive]`, pasted: a destination that may carry
    // invariants, read only assuming them kept.
    assert!(!is_transmutable::<Three, Pasted>(Assume::NOTHING));
    assert!(is_transmutable::<Three, Pasted>(Assume::SAFETY));
    assert!(!is_transmutable::<u8, Pasted>(Assume::SAFETY));
    let valid_and_safe = Assume { validity: true, safety: true, ..Assume::NOTHING };
    assert!(!is_transmutable::<u8, Pasted>(Assume::VALIDITY));
    assert!(is_transmutable::<u8, Pasted>(valid_and_safe));
    assert!(is_transmutable::<Pasted, u8>(Assume::NOTHING));
    assert_eq!(core::mem::size_of::<Pasted>(), 1);
    assert_eq!(as_bytes(&Pasted::B), &[250]);

    // `#[repr(C)]` and `#[repr(align(2))]`, pasted: two bytes, the second
    // padding; a private field keeps the union's invariants.
    assert_eq!(core::mem::size_of::<PastedUnion>(), 2);
    assert!(!is_transmutable::<PastedUnion, [u8; 2]>(Assume::NOTHING));
    assert!(is_transmutable::<PastedUnion, u8>(Assume::NOTHING));
    assert!(!is_transmutable::<[u8; 2], PastedUnion>(Assume::NOTHING));
    assert!(is_transmutable::<[u8; 2], PastedUnion>(Assume::SAFETY));
}
