//! Adversarial probes, round 29, held to the model of the contract
//! (`tests/model/mod.rs`), both ways under `Assume::NOTHING` and
//! `Assume::VALIDITY`: small types of alignment 1 whose walks under
//! `Assume::VALIDITY` may be read from tables of their automata (a
//! source's likeliest value, what a destination accepts): enums whose
//! variants differ in length (padding after the shorter), unions whose
//! fields differ in length, fieldless enums of one tag, and structs and
//! arrays that hold them beside runs that take few values, so that a
//! value's bytes read at the wrong place, or a branch read as shorter
//! than it is, is a wrong verdict. A union's array field is written
//! whole (indexing a union's field is unsafe), so a union of a tag byte
//! and an array holds no byte beside an uninitialized one but the tag's.

#![allow(dead_code)]

use core::mem::MaybeUninit;
use core::num::NonZeroU8;

use transmutable::Layout;

#[allow(unused_macros, unused_imports)]
mod model;

use model::*;

/// One tag, 7.
#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum Tag7 {
    A = 7,
}

/// A byte, or two.
#[derive(Layout, Clone, Copy)]
#[repr(C, u8)]
pub enum E2 {
    A(u8) = 0,
    B([u8; 2]) = 1,
}

/// A `bool`, or two.
#[derive(Layout, Clone, Copy)]
#[repr(C, u8)]
pub enum Eb {
    A(bool) = 5,
    B([bool; 2]) = 6,
}

/// A byte that is not 0, or nothing.
#[derive(Layout, Clone, Copy)]
#[repr(C, u8)]
pub enum En {
    A(NonZeroU8) = 0,
    B = 9,
}

#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union U {
    pub a: u8,
    pub b: [u8; 2],
}

#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union Ub {
    pub a: bool,
    pub b: [bool; 2],
}

#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union Ut {
    pub a: Tag7,
    pub b: [u8; 2],
}

/// One tag each, 0 and 1: the first bytes of two structs in a union.
#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum Zero {
    Z = 0,
}

#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum One {
    O = 1,
}

/// A `bool` after 0, or a byte after 1.
#[derive(Layout, Clone, Copy)]
#[repr(C, u8)]
pub enum Db {
    A(bool) = 0,
    B(u8) = 1,
}

/// Two structs that read as `Db`'s variants, in a union: safe code writes
/// a struct's field alone (`y.b.y = 9` after `y.a`), so the union holds
/// 0 beside any byte, which no `Db` is.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union Yb {
    pub a: Rb,
    pub b: Sb,
}

/// `Db` in a struct's field, after a tag: the field written whole.
#[derive(Layout, Clone, Copy)]
#[repr(C, u8)]
pub enum De {
    A(Db) = 0,
    B([u8; 2]) = 1,
}

#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union Ye {
    pub a: Re,
    pub b: Se,
}

macro_rules! record {
    ($($name:ident($($field:ty),*);)*) => {$(
        #[derive(Layout, Clone, Copy)]
        #[repr(C)]
        pub struct $name($(pub $field),*);
    )*};
}

record! {
    S1(U, bool);
    S2(E2, NonZeroU8);
    S3(bool, Ub, u8);
    S4(Eb, U);
    S5(En, En);
    S6(u8, En, bool);
    S7(Ut, Tag7);
    S8(Tag7, E2);
    S9(Tag7, Ub, Tag7);
    Rb(Zero, bool);
    Sb(One, u8);
    Re(Zero, Db);
    Se(One, [u8; 2]);
}

fn nonzero() -> Model {
    one(&[same(set(1, 255))])
}
fn m_e2() -> Model {
    enumeration(&[(0, one(&[ANY])), (1, one(&[ANY, ANY]))])
}
fn m_eb() -> Model {
    enumeration(&[(5, one(&[TWO])), (6, one(&[TWO, TWO]))])
}
fn m_en() -> Model {
    enumeration(&[(0, nonzero()), (9, one(&[]))])
}
fn m_u() -> Model {
    union(&[one(&[ANY]), one(&[ANY, ANY])], 2)
}
fn m_ub() -> Model {
    union(&[one(&[TWO]), one(&[TWO, TWO])], 2)
}
/// `Ut`: `a` written alone leaves byte 1 as it was (uninitialized, made
/// so), and an array's element is no place safe code writes alone
/// (`u.b[0] = x` reads the union's field): 7 beside any byte or none, or
/// two bytes, not the byte-by-byte mix of its fields.
fn m_ut() -> Model {
    vec![vec![tag(7), PAD], vec![ANY, ANY]]
}
fn m_db() -> Model {
    enumeration(&[(0, one(&[TWO])), (1, one(&[ANY]))])
}
fn m_tag7() -> Model {
    one(&[tag(7)])
}

type Listed = (&'static str, Model);

macro_rules! listed {
    ($($t:ty => $m:expr),* $(,)?) => {
        fn models() -> Vec<Listed> {
            vec![$((stringify!($t), $m)),*]
        }
        fn the_sizes() -> Vec<usize> {
            vec![$(::core::mem::size_of::<$t>()),*]
        }
        macro_rules! every_pair {
            ($v:ident) => { each_pair!($v, $($t),*) };
        }
    };
}

listed! {
    u8 => one(&[ANY]),
    bool => one(&[TWO]),
    NonZeroU8 => nonzero(),
    Tag7 => m_tag7(),
    [u8; 2] => one(&[ANY, ANY]),
    [bool; 2] => one(&[TWO, TWO]),
    [u8; 3] => one(&[ANY, ANY, ANY]),
    [bool; 3] => one(&[TWO, TWO, TWO]),
    MaybeUninit<[u8; 2]> => one(&[MAYBE, MAYBE]),
    E2 => m_e2(),
    Eb => m_eb(),
    En => m_en(),
    U => m_u(),
    Ub => m_ub(),
    Ut => m_ut(),
    S1 => record(&[m_u(), one(&[TWO])]),
    S2 => record(&[m_e2(), nonzero()]),
    S3 => record(&[one(&[TWO]), m_ub(), one(&[ANY])]),
    S4 => record(&[m_eb(), m_u()]),
    S5 => record(&[m_en(), m_en()]),
    S6 => record(&[one(&[ANY]), m_en(), one(&[TWO])]),
    S7 => record(&[m_ut(), m_tag7()]),
    S8 => record(&[m_tag7(), m_e2()]),
    S9 => record(&[m_tag7(), m_ub(), m_tag7()]),
    [En; 2] => array(&m_en(), 2),
    [U; 2] => array(&m_u(), 2),
    [Eb; 2] => array(&m_eb(), 2),
    Db => m_db(),
    Rb => one(&[tag(0), TWO]),
    Sb => one(&[tag(1), ANY]),
    Yb => one(&[byte_of(&[0, 1]), ANY]),
    De => enumeration(&[(0, m_db()), (1, one(&[ANY, ANY]))]),
    Re => record(&[one(&[tag(0)]), m_db()]),
    Se => one(&[tag(1), ANY, ANY]),
    Ye => one(&[byte_of(&[0, 1]), ANY, ANY]),
}

#[test]
fn the_models_have_the_types_sizes() {
    assert_sizes(&models(), &the_sizes());
}

#[test]
// One push a pair, written by a macro.
#[allow(clippy::vec_init_then_push)]
fn branches_of_unequal_lengths_by_the_contract() {
    let mut verdicts = Vec::new();
    every_pair!(verdicts);
    let models = models();
    assert_by_the_contract(verdicts, &models, &models, &[]);
}
