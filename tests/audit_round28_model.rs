//! Adversarial probes, round 28, held to the model of the contract
//! (`tests/model/mod.rs`):
//!
//! - arrays whose element is one run, whose facts are the element's
//!   scaled (`Bytes::of_array`, `Facts::of_run_array`), and arrays of a
//!   repeat (`Facts::of_whole_repeat`): of 0, 1, 2 and 3 elements, of
//!   `bool`, `NonZeroU8`, `MaybeUninit<u8>`, atomics and cells (by value),
//!   zero-sized elements, elements with padding, unions that may be
//!   uninitialized, arrays of arrays; by value, both ways, under
//!   `Assume::NOTHING` and `Assume::VALIDITY`, and read from bytes at run
//!   time;
//! - references into references by value, answered from their referents'
//!   facts (`query::shortcuts::references_hold_by_facts`): `&T -> &U`
//!   holds where every `T` is a `U`, `U` is no larger and no more
//!   aligned; `&mut T -> &U` likewise; `&mut T -> &mut U` where what is
//!   written back through `U` is a `T` too; `&T -> &mut U` never.

#![allow(dead_code)]

use core::cell::Cell;
use core::mem::MaybeUninit;
use core::num::NonZeroU8;
use core::sync::atomic::AtomicBool;

use transmutable::Layout;

#[allow(unused_macros, unused_imports)]
mod model;

#[allow(unused_imports)]
use model::*;

/// A byte, then padding, then two bytes.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct Padded {
    pub a: u8,
    pub b: u16,
}

/// A byte that may be uninitialized.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union ByteOrNothing {
    pub a: u8,
    pub b: (),
}

/// A `bool` or nothing.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union BoolOrNothing {
    pub a: bool,
    pub b: (),
}

/// Two bytes, the second of which a `bool` reaches alone.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union Wide {
    pub a: [u8; 2],
    pub b: bool,
}

type Src = (&'static str, Model);

fn n(element: &Model, count: usize) -> Model {
    array(element, count)
}

fn m_padded() -> Model {
    one(&[ANY, PAD, ANY, ANY])
}

fn m_byte_or_nothing() -> Model {
    union(&[one(&[ANY]), one(&[])], 1)
}

fn m_bool_or_nothing() -> Model {
    union(&[one(&[TWO]), one(&[])], 1)
}

fn m_wide() -> Model {
    union(&[one(&[ANY, ANY]), one(&[TWO])], 2)
}

fn nonzero() -> Model {
    one(&[same(set(1, 255))])
}

macro_rules! listed {
    ($($t:ty => $m:expr),* $(,)?) => {
        fn models() -> Vec<Src> {
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
    MaybeUninit<u8> => one(&[MAYBE]),
    () => one(&[]),
    [u8; 0] => n(&one(&[ANY]), 0),
    [bool; 0] => n(&one(&[TWO]), 0),
    [bool; 2] => n(&one(&[TWO]), 2),
    [bool; 3] => n(&one(&[TWO]), 3),
    [NonZeroU8; 1] => n(&nonzero(), 1),
    [NonZeroU8; 2] => n(&nonzero(), 2),
    [MaybeUninit<u8>; 2] => n(&one(&[MAYBE]), 2),
    [u8; 1] => n(&one(&[ANY]), 1),
    [u8; 2] => n(&one(&[ANY]), 2),
    [(); 3] => n(&one(&[]), 3),
    [[bool; 2]; 1] => n(&one(&[TWO]), 2),
    [[bool; 1]; 2] => n(&one(&[TWO]), 2),
    [[NonZeroU8; 1]; 2] => n(&nonzero(), 2),
    [[NonZeroU8; 2]; 0] => n(&nonzero(), 0),
    [AtomicBool; 2] => n(&one(&[TWO]), 2),
    [Cell<bool>; 2] => n(&one(&[TWO]), 2),
    [Cell<NonZeroU8>; 1] => n(&nonzero(), 1),
    Padded => m_padded(),
    [Padded; 1] => m_padded(),
    [ByteOrNothing; 2] => n(&m_byte_or_nothing(), 2),
    [BoolOrNothing; 2] => n(&m_bool_or_nothing(), 2),
    [[BoolOrNothing; 2]; 2] => n(&m_bool_or_nothing(), 4),
    [Wide; 2] => n(&m_wide(), 2),
    [MaybeUninit<[bool; 2]>; 1] => one(&[MAYBE, MAYBE]),
}

#[test]
fn the_models_have_the_types_sizes() {
    assert_sizes(&models(), &the_sizes());
}

#[test]
// One push a pair, written by a macro.
#[allow(clippy::vec_init_then_push)]
fn arrays_by_the_contract() {
    let mut verdicts = Vec::new();
    every_pair!(verdicts);
    let models = models();
    // A `Wide` as a destination takes only what safe writes leave: a
    // byte 0 outside `bool`'s values comes with an initialized byte 1 (a
    // write of `a`), which the model, byte by byte, does not see; the
    // check refuses padding there, as the contract does.
    let byte_by_byte = [("Padded", "[Wide; 2]"), ("[Padded; 1]", "[Wide; 2]")];
    assert_by_the_contract(verdicts, &models, &models, &byte_by_byte);
}
