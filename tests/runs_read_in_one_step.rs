//! Runs read in one step: where one side's run goes on past the other's,
//! the walk under `Assume::VALIDITY` reads the other side's next runs in
//! the same step (`query/exists.rs`), each against what is left of the
//! long run. Here a long run on one side against short runs of other sets
//! on the other, a misfit among them at each place (the first short run,
//! one in the middle, the last), on either side, and a source union's mix
//! (a byte of any value, then one that may be uninitialized) against a
//! long run of bytes.
//!
//! The verdicts are the contract's, computed from a model of each type as
//! the set of its values, as `tests/model/mod.rs` computes them:
//! here every type is one product of byte sets (256 values and
//! "uninitialized"), so `Src -> Dst` holds when each byte of the source
//! holds only what the destination takes there, and under
//! `Assume::VALIDITY` when each holds something it takes. Every pair of
//! the plain types is asked both ways, under both; the unions as sources
//! only (a destination union takes only what safe writes leave, which the
//! model does not follow).

#![forbid(unsafe_code)]
#![allow(dead_code)]

use core::mem::MaybeUninit;

use transmutable::{is_transmutable, Assume, Layout};

mod model;

use model::*;

#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum Two {
    A = 0,
    B = 1,
}

#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum Three {
    A = 0,
    B = 1,
    C = 2,
}

#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum Five {
    A = 5,
}

/// As a source, the mix of its fields: a byte of any value, then a byte of
/// any value or uninitialized.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union Um {
    pub a: u8,
    pub b: u16,
}

macro_rules! record {
    ($($name:ident($($field:ty),*);)*) => {$(
        #[derive(Layout)]
        #[repr(C)]
        pub struct $name($(pub $field),*);
    )*};
}

record! {
    R1([Two; 6]);
    R2(Two, Two, Two, Five, Two, Two);
    R3(Five, Two, Two, Two, Two, Two);
    R4(Two, Two, Two, Two, Two, Five);
    R5(Two, Three, u8, Two, Five, u8);
    R6([u8; 6]);
    R7(u8, Five, [u8; 4]);
    R8([Three; 6]);
    R9(MaybeUninit<u8>, MaybeUninit<u8>, Two, MaybeUninit<u8>, Five, Two);
    R10([MaybeUninit<u8>; 6]);
    R11([Five; 6]);
    R12(Three, Two, Three, Two, Three, Two);
    M1(Um, Um, Um);
    M2(Um, Um, Two, Two);
    M3(Two, Two, Um, Um);
    M4([Um; 3]);
}

const FIVE: Byte = tag(5);

fn models() -> Vec<(&'static str, Model)> {
    vec![
        ("R1", one(&[TWO; 6])),
        ("R2", one(&[TWO, TWO, TWO, FIVE, TWO, TWO])),
        ("R3", one(&[FIVE, TWO, TWO, TWO, TWO, TWO])),
        ("R4", one(&[TWO, TWO, TWO, TWO, TWO, FIVE])),
        ("R5", one(&[TWO, THREE, ANY, TWO, FIVE, ANY])),
        ("R6", one(&[ANY; 6])),
        ("R7", one(&[ANY, FIVE, ANY, ANY, ANY, ANY])),
        ("R8", one(&[THREE; 6])),
        ("R9", one(&[MAYBE, MAYBE, TWO, MAYBE, FIVE, TWO])),
        ("R10", one(&[MAYBE; 6])),
        ("R11", one(&[FIVE; 6])),
        ("R12", one(&[THREE, TWO, THREE, TWO, THREE, TWO])),
    ]
}

/// The unions' structs, as sources.
fn sources() -> Vec<(&'static str, Model)> {
    let um = [ANY, MAYBE];
    vec![
        ("M1", one(&[um, um, um].concat())),
        ("M2", one(&[&um[..], &um, &[TWO, TWO]].concat())),
        ("M3", one(&[&[TWO, TWO][..], &um, &um].concat())),
        ("M4", one(&[um, um, um].concat())),
    ]
}

#[test]
fn the_models_have_the_types_sizes() {
    assert_sizes(&models(), &sizes![R1, R2, R3, R4, R5, R6, R7, R8, R9, R10, R11, R12]);
    assert_sizes(&sources(), &sizes![M1, M2, M3, M4]);
}

#[test]
// One push a pair, written by a macro.
#[allow(clippy::vec_init_then_push)]
fn long_runs_against_short_ones_by_the_contract() {
    let mut verdicts = Vec::new();
    each_pair!(
        verdicts,
        [R1, R2, R3, R4, R5, R6, R7, R8, R9, R10, R11, R12],
        [R1, R2, R3, R4, R5, R6, R7, R8, R9, R10, R11, R12]
    );
    let models = models();
    assert_by_the_contract(verdicts, &models, &models, &[]);
}

#[test]
// One push a pair, written by a macro.
#[allow(clippy::vec_init_then_push)]
fn a_unions_mix_against_runs_by_the_contract() {
    let mut verdicts = Vec::new();
    each_pair!(verdicts, [M1, M2, M3, M4], [R1, R2, R3, R4, R5, R6, R7, R8, R9, R10, R11, R12]);
    assert_by_the_contract(verdicts, &sources(), &models(), &[]);
}

/// The pairs the reading of several runs in one step is for, written out.
#[test]
fn the_misfits_among_the_short_runs() {
    // A long run of the source against short runs of the destination, a
    // misfit among them: first, in the middle, last.
    assert!(!is_transmutable::<R1, R3>(Assume::VALIDITY));
    assert!(!is_transmutable::<R1, R2>(Assume::VALIDITY));
    assert!(!is_transmutable::<R1, R4>(Assume::VALIDITY));
    assert!(is_transmutable::<R1, R12>(Assume::VALIDITY));
    // Short runs of the source against a long run of the destination.
    assert!(!is_transmutable::<R2, R1>(Assume::VALIDITY));
    assert!(!is_transmutable::<R4, R8>(Assume::VALIDITY));
    assert!(is_transmutable::<R12, R8>(Assume::VALIDITY));
    assert!(!is_transmutable::<R5, R8>(Assume::VALIDITY));
    // A union's mix, byte after byte, against a run.
    assert!(is_transmutable::<M1, R6>(Assume::VALIDITY));
    assert!(is_transmutable::<M1, R11>(Assume::VALIDITY));
    assert!(!is_transmutable::<M2, R11>(Assume::VALIDITY));
    assert!(!is_transmutable::<M1, R6>(Assume::NOTHING));
    assert!(is_transmutable::<M1, R10>(Assume::NOTHING));
}
