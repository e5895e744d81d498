//! Adversarial probes, round 31, of the facts of a lone first byte and of
//! bytes that take any value in some value (`Facts::lone_first_byte_to`,
//! `some_lone_first_byte_to`, `takes_lone_first_byte`, `some_any_prefix`,
//! a union's `some_value_ends` through a dense field), held to the model
//! of the contract (`tests/model/mod.rs`) in the direction of soundness:
//! no pair may hold, under `Assume::NOTHING` or `Assume::VALIDITY`, where
//! the contract refuses it. Unions whose field holds no bytes (`[u8; 0]`,
//! `()`), whose one-byte field takes some values only (`bool`,
//! `NonZeroU8`) or any (`u8`, `MaybeUninit<u8>`), whose dense field is
//! shorter than the union, nested unions, enums of a tag then padding, and
//! arrays of 1 and 2 of them and nested.
//!
//! A union's field of no bytes is a piece of no bytes at its first byte:
//! it was read as a lone first byte followed by padding to the union's
//! end, so `union { a: [u8; 0], b: bool }`, which `a` leaves
//! uninitialized, was let into a union of a `u8` under `Assume::NOTHING`
//! (Miri: an uninitialized `u8` read after a second transmute).

#![allow(dead_code)]
use core::mem::MaybeUninit;
use core::num::NonZeroU8;
use transmutable::Layout;

#[allow(unused_macros, unused_imports)]
mod model;
use model::*;

#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum Tag7 {
    A = 7,
}

#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum En1 {
    A = 3,
    B = 4,
}

#[derive(Layout, Clone, Copy)]
#[repr(C, u8)]
pub enum En0 {
    A = 3,
    B([u8; 2]) = 4,
}

#[derive(Layout, Clone, Copy)]
#[repr(C, u8)]
pub enum Ep {
    A = 5,
    B(u8, u8) = 6,
}

#[derive(Layout, Clone, Copy)]
#[repr(C, u8)]
pub enum Eb {
    A(bool) = 5,
    B = 6,
}

macro_rules! unions {
    ($($name:ident { $($f:ident : $t:ty),* };)*) => {$(
        #[derive(Layout, Clone, Copy)]
        #[repr(C)]
        pub union $name { $(pub $f: $t),* }
    )*};
}
unions! {
    UL { a: u8, b: [bool; 2] };
    UL3 { a: u8, b: [u8; 3] };
    ULT { a: u8, b: Tag7 };
    ULn { a: NonZeroU8, b: [bool; 2] };
    UZ { a: [u8; 0], b: bool };
    UZ2 { a: (), b: [bool; 2] };
    UD { a: [u8; 2], b: [bool; 3] };
    UM { a: MaybeUninit<u8>, b: [bool; 2] };
    UN { a: UL, b: [bool; 3] };
    UA { a: [u8; 1], b: [bool; 2] };
    UB { a: i8, b: [Tag7; 2] };
    ULb { a: bool, b: [bool; 2] };
}

/// A union of no bytes (its alignment does not make it longer).
#[derive(Layout, Clone, Copy)]
#[repr(C, align(2))]
pub union Padded {
    pub a: [u8; 0],
    pub b: (),
}

macro_rules! record {
    ($($name:ident($($field:ty),*);)*) => {$(
        #[derive(Layout, Clone, Copy)]
        #[repr(C)]
        pub struct $name($(pub $field),*);
    )*};
}
record! {
    W(UL);
    SU(Tag7, UL);
    SU2(UL, Tag7);
    WZ((), UL);
    WZ2(UL, ());
    SE(En0, bool);
}

fn m_tag7() -> Model {
    one(&[tag(7)])
}
fn m_en1() -> Model {
    one(&[byte_of(&[3, 4])])
}
fn m_en0() -> Model {
    enumeration(&[(3, one(&[])), (4, one(&[ANY, ANY]))])
}
fn m_ep() -> Model {
    enumeration(&[(5, one(&[])), (6, one(&[ANY, ANY]))])
}
fn m_eb() -> Model {
    enumeration(&[(5, one(&[TWO])), (6, one(&[]))])
}
fn m_ul() -> Model {
    union(&[one(&[ANY]), one(&[TWO, TWO])], 2)
}
fn nonzero() -> Model {
    one(&[same(set(1, 255))])
}

type Listed = (&'static str, Model);

macro_rules! listed {
    ($($t:ty => $m:expr),* $(,)?) => {
        fn models() -> Vec<Listed> { vec![$((stringify!($t), $m)),*] }
        fn the_sizes() -> Vec<usize> { vec![$(::core::mem::size_of::<$t>()),*] }
        macro_rules! every_pair { ($v:ident) => { each_pair!($v, $($t),*) }; }
    };
}

listed! {
    u8 => one(&[ANY]),
    bool => one(&[TWO]),
    NonZeroU8 => nonzero(),
    MaybeUninit<u8> => one(&[MAYBE]),
    Tag7 => m_tag7(),
    [u8; 2] => one(&[ANY, ANY]),
    [u8; 3] => one(&[ANY, ANY, ANY]),
    [bool; 2] => one(&[TWO, TWO]),
    [Tag7; 3] => array(&m_tag7(), 3),
    En1 => m_en1(),
    En0 => m_en0(),
    Ep => m_ep(),
    Eb => m_eb(),
    UL => m_ul(),
    UL3 => union(&[one(&[ANY]), one(&[ANY, ANY, ANY])], 3),
    ULT => union(&[one(&[ANY]), m_tag7()], 1),
    ULn => union(&[nonzero(), one(&[TWO, TWO])], 2),
    UZ => union(&[one(&[]), one(&[TWO])], 1),
    UZ2 => union(&[one(&[]), one(&[TWO, TWO])], 2),
    UD => union(&[one(&[ANY, ANY]), one(&[TWO, TWO, TWO])], 3),
    UM => union(&[one(&[MAYBE]), one(&[TWO, TWO])], 2),
    UN => union(&[m_ul(), one(&[TWO, TWO, TWO])], 3),
    UA => union(&[one(&[ANY]), one(&[TWO, TWO])], 2),
    UB => union(&[one(&[ANY]), one(&[tag(7), tag(7)])], 2),
    W => m_ul(),
    SU => record(&[m_tag7(), m_ul()]),
    SU2 => record(&[m_ul(), m_tag7()]),
    WZ => m_ul(),
    WZ2 => m_ul(),
    SE => record(&[m_en0(), one(&[TWO])]),
    [UL; 1] => array(&m_ul(), 1),
    [UL; 2] => array(&m_ul(), 2),
    [En0; 1] => array(&m_en0(), 1),
    [En0; 2] => array(&m_en0(), 2),
    [[En0; 1]; 1] => array(&m_en0(), 1),
    [Eb; 2] => array(&m_eb(), 2),
    ULb => union(&[one(&[TWO]), one(&[TWO, TWO])], 2),
    Padded => one(&[]),
}

#[test]
fn the_models_have_the_types_sizes() {
    assert_sizes(&models(), &the_sizes());
}

/// Each pair the check lets through, under `Assume::NOTHING` or
/// `Assume::VALIDITY`, the contract lets through too. (The check refuses
/// more than the contract here and there: a union as a destination takes
/// less than the byte-by-byte mix of its fields the model reads; those
/// are missing features, not holes.)
#[test]
// One push a pair, written by a macro.
#[allow(clippy::vec_init_then_push)]
fn no_pair_holds_that_the_contract_refuses() {
    let mut verdicts = Vec::new();
    every_pair!(verdicts);
    let models = models();
    let mut wrong = Vec::new();
    for (i, j, nothing, validity) in verdicts {
        let ((a, source), (b, destination)) = (&models[i], &models[j]);
        let expected = (covers(source, destination), some_fits(source, destination));
        if (nothing && !expected.0) || (validity && !expected.1) {
            wrong.push(format!(
                "{a} -> {b}: (NOTHING, VALIDITY) = {:?}, the contract {expected:?}",
                (nothing, validity)
            ));
        }
    }
    assert!(wrong.is_empty(), "{} wrong:\n{}", wrong.len(), wrong.join("\n"));
}

/// A union's field of no bytes leaves it uninitialized; a union of only
/// such fields is only padding.
#[test]
fn a_field_of_no_bytes_is_no_lone_first_byte() {
    use transmutable::{is_transmutable, Assume};
    assert!(!is_transmutable::<UZ, ULT>(Assume::NOTHING));
    assert!(!is_transmutable::<UZ, UL>(Assume::NOTHING));
    assert!(!is_transmutable::<Padded, ULT>(Assume::NOTHING));
    assert!(!is_transmutable::<Padded, ULT>(Assume::VALIDITY));
    assert!(!is_transmutable::<Padded, UL>(Assume::VALIDITY));
    // What held: a tag then padding, and a `bool`, into a union of a `u8`.
    assert!(is_transmutable::<En0, UL3>(Assume::VALIDITY));
    assert!(is_transmutable::<Tag7, ULT>(Assume::NOTHING));
    assert!(is_transmutable::<UZ, ULT>(Assume::VALIDITY));
}
