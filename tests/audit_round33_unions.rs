//! Adversarial probes, round 33, of unions met where one type's first
//! pieces are read as another's (`same_prefix_values`): there values alone
//! are compared, but a union's description does not tell what safe code
//! can leave in it (a tuple's fields are written one by one, an array's
//! elements only with the array), so a union is taken for another only of
//! its own identity, and one of no identity (a generic union) never.
//! Held to the model of the contract (`tests/model/mod.rs`).

#![allow(dead_code)]
use transmutable::{decide, is_transmutable, Assume, Layout};

#[allow(unused_macros, unused_imports)]
mod model;
use model::*;

#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum T7 {
    A = 7,
}

/// Fields written a byte at a time: `x.a.0 = true` after `x.b` leaves
/// `[1, 7]`.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union X {
    pub a: (bool, bool),
    pub b: (T7, T7),
}

/// Fields written whole: `[0 | 1, 0 | 1]` or `[7, 7]`, never a mix.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union Y {
    pub a: [bool; 2],
    pub b: [T7; 2],
}

/// `X`'s fields, another union.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union X2 {
    pub a: (bool, bool),
    pub b: (T7, T7),
}

#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union Gu<A: Copy, B: Copy> {
    pub a: A,
    pub b: B,
}

#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct W<T>(pub T);

#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct First<T>(pub T, pub u8);

type GX = Gu<(bool, bool), (T7, T7)>;
type GY = Gu<[bool; 2], [T7; 2]>;

fn mixed() -> Model {
    union(&[one(&[TWO, TWO]), one(&[tag(7), tag(7)])], 2)
}
fn whole() -> Model {
    vec![vec![TWO, TWO], vec![tag(7), tag(7)]]
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
    X => mixed(),
    Y => whole(),
    X2 => mixed(),
    GX => mixed(),
    GY => whole(),
    W<X> => mixed(),
    W<Y> => whole(),
    W<GX> => mixed(),
    W<GY> => whole(),
    W<W<X>> => mixed(),
    First<X> => then(&mixed(), &one(&[ANY])),
    First<GX> => then(&mixed(), &one(&[ANY])),
    [X; 1] => mixed(),
    [GX; 2] => array(&mixed(), 2),
    [bool; 2] => one(&[TWO, TWO]),
    [T7; 2] => one(&[tag(7), tag(7)]),
}

#[test]
fn the_models_have_the_types_sizes() {
    assert_sizes(&models(), &the_sizes());
}

/// No pair holds, under `Assume::NOTHING` or `Assume::VALIDITY`, that
/// the contract refuses.
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

/// A mixing union read as one that does not mix: refused, through every
/// wrapper, whichever way asked; the same union through them holds.
#[test]
fn unions_of_one_description_but_other_writes() {
    let n = Assume::NOTHING;
    assert!(!is_transmutable::<W<X>, Y>(n) && !decide::<W<X>, Y>(n).is_transmutable());
    assert!(!is_transmutable::<W<GX>, GY>(n) && !decide::<W<GX>, GY>(n).is_transmutable());
    assert!(!is_transmutable::<First<GX>, W<GY>>(n) && !decide::<First<GX>, W<GY>>(n).is_transmutable());
    assert!(!is_transmutable::<[GX; 2], GY>(n) && !decide::<[GX; 2], GY>(n).is_transmutable());
    assert!(!is_transmutable::<W<W<X>>, W<Y>>(n));
    assert!(is_transmutable::<W<X>, X>(n) && is_transmutable::<X, W<W<X>>>(n));
    assert!(is_transmutable::<First<X>, W<X>>(n) && is_transmutable::<[X; 1], X>(n));
}

/// `x.a.0 = true` over `x.b`, then read as `Y` through a wrapper: the
/// fallible conversion must check it, and finds `[1, 7]` no `Y`.
#[test]
fn a_mix_is_checked_at_run_time() {
    let mut x = X { b: (T7::A, T7::A) };
    x.a.0 = true;
    let result = transmutable::try_transmute::<W<X>, Y>(W(x));
    assert!(result.is_err());
}
