//! Adversarial probes, round 30, held to the model of the contract
//! (`tests/model/mod.rs`), both ways under `Assume::NOTHING` and
//! `Assume::VALIDITY`: the pairs that facts now answer without a walk
//! (a lone first byte then padding, into a union with a one-byte field;
//! some value's bytes that hold any initialized value, into a union
//! through a dense field), beside their near misses: a one-byte field
//! that takes only some values (`bool`, `NonZeroU8`, one tag), a first
//! byte that is not alone (padding after it, then bytes again), a first
//! byte of few values, and sources longer or shorter than the union. A
//! union is modelled as what safe code leaves in it (KNOWN_DIFFERENCES.md,
//! "Unions into unions"): a field written whole, past its end what was
//! there (uninitialized after a union expression of it), a one-byte field
//! over another's value; an array's element is no place safe code writes
//! alone.

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

/// A byte, then a byte of padding.
#[derive(Layout, Clone, Copy)]
#[repr(C, align(2))]
pub struct Lone(pub u8);

/// A `bool`, then three bytes of padding.
#[derive(Layout, Clone, Copy)]
#[repr(C, align(4))]
pub struct LoneBool(pub bool);

/// A byte, a byte of padding, two bytes.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct Gap(pub u8, pub u16);

/// A byte after 0, or nothing after 1.
#[derive(Layout, Clone, Copy)]
#[repr(C, u8)]
pub enum Short {
    A(u8) = 0,
    B = 1,
}

/// A one-byte field that takes every byte beside a longer one.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union Dense {
    pub a: u8,
    pub b: [bool; 4],
}

/// The same, its one-byte field a `bool`.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union Flag {
    pub a: bool,
    pub b: [u8; 4],
}

/// The same, its one-byte field not 0.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union Nonzero {
    pub a: NonZeroU8,
    pub b: [u8; 2],
}

/// The same, its one-byte field one tag.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union Tagged {
    pub a: Tag7,
    pub b: [bool; 2],
}

/// A one-byte field that takes every byte or none.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union Maybe {
    pub a: MaybeUninit<u8>,
    pub b: [bool; 2],
}

/// Two bytes of any value beside a longer field of few.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union Wide {
    pub a: [u8; 2],
    pub b: [bool; 4],
}

/// Uninitialized, and nothing else: a byte past a field's end that safe
/// code left as a union expression of that field leaves it.
const UN: Byte = same(set(UNINIT, UNINIT));

fn m_short() -> Model {
    enumeration(&[(0, one(&[ANY])), (1, one(&[]))])
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
    [u8; 2] => one(&[ANY, ANY]),
    [u8; 4] => one(&[ANY, ANY, ANY, ANY]),
    [bool; 4] => one(&[TWO, TWO, TWO, TWO]),
    MaybeUninit<u8> => one(&[MAYBE]),
    Tag7 => one(&[tag(7)]),
    Lone => one(&[ANY, PAD]),
    LoneBool => one(&[TWO, PAD, PAD, PAD]),
    Gap => one(&[ANY, PAD, ANY, ANY]),
    Short => m_short(),
    Dense => vec![vec![ANY, UN, UN, UN], vec![ANY, TWO, TWO, TWO]],
    Flag => vec![vec![TWO, UN, UN, UN], vec![ANY, ANY, ANY, ANY]],
    Nonzero => vec![vec![same(set(1, 255)), UN], vec![ANY, ANY]],
    Tagged => vec![vec![tag(7), UN], vec![TWO, TWO], vec![tag(7), TWO]],
    Maybe => vec![vec![MAYBE, UN], vec![MAYBE, TWO]],
    Wide => vec![vec![ANY, ANY, UN, UN], vec![ANY, ANY, TWO, TWO]],
    [Lone; 2] => array(&one(&[ANY, PAD]), 2),
    [Short; 2] => array(&m_short(), 2),
}

#[test]
fn the_models_have_the_types_sizes() {
    assert_sizes(&models(), &the_sizes());
}

/// Two pairs the check answers otherwise than the model, pinned so that a
/// change shows: `Tagged -> Nonzero` under `NOTHING` is refused, though
/// safe code leaves in a `Nonzero` every value a `Tagged` holds (`7`
/// beside uninit, by `a`; two bytes, by `b`; `7` beside a byte, by `b`
/// then `a`): a missing feature. `Tagged -> Flag` under `VALIDITY`
/// passes, though no value of `Tagged` (7 beside uninit, or two bytes,
/// then two uninitialized) is one safe code leaves in a `Flag` (a `bool`
/// beside three uninitialized bytes, or four bytes): read as nightly
/// reads a union (`a` takes any byte past its end), `[1, 1]` fits. Not
/// a hole: under `VALIDITY` the caller promises the value.
const PINNED: [(&str, &str, (bool, bool)); 2] =
    [("Tagged", "Nonzero", (false, true)), ("Tagged", "Flag", (false, true))];

#[test]
// One push a pair, written by a macro.
#[allow(clippy::vec_init_then_push)]
fn lone_first_bytes_and_dense_fields_by_the_contract() {
    let mut verdicts = Vec::new();
    every_pair!(verdicts);
    let models = models();
    let mut wrong = Vec::new();
    for (i, j, nothing, validity) in verdicts {
        let ((a, source), (b, destination)) = (&models[i], &models[j]);
        let expected = match PINNED.iter().find(|(s, d, _)| s == a && d == b) {
            Some(&(_, _, pinned)) => pinned,
            None => (covers(source, destination), some_fits(source, destination)),
        };
        if (nothing, validity) != expected {
            wrong.push(format!("{a} -> {b}: (NOTHING, VALIDITY) = {:?}, expected {expected:?}", (nothing, validity)));
        }
    }
    assert!(wrong.is_empty(), "{} wrong:\n{}", wrong.len(), wrong.join("\n"));
}
