//! Adversarial probes, round 28: references into references by value,
//! answered from their referents' facts before `decide`
//! (`query::shortcuts::references_hold_by_facts`), held to the model of
//! the contract (`tests/model/mod.rs`) over their referents:
//!
//! - `&T -> &U` and `&mut T -> &U` hold where every `T` is a `U` over
//!   `U`'s bytes, `U` is no larger and no more aligned, and neither holds
//!   a cell;
//! - `&mut T -> &mut U` where also every `U` written back is a `T` over
//!   those bytes;
//! - `&T -> &mut U` never, nor `Option<&T> -> &U`;
//! - `&T -> Option<&U>` as `&T -> &U`.
//!
//! Under `Assume::NOTHING`, where the shortcut answers; the referents
//! `bool`, `NonZeroU8` and unions that may be uninitialized beside
//! integers, arrays, padding and zero-sized types.

#![allow(dead_code)]

use core::cell::{Cell, UnsafeCell};
use core::mem::MaybeUninit;
use core::num::NonZeroU8;
use core::sync::atomic::AtomicU8;

use transmutable::{is_transmutable, Assume, Layout};

#[allow(unused_macros, unused_imports)]
mod model;

use model::*;

#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct Padded {
    pub a: u8,
    pub b: u16,
}

#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union ByteOrNothing {
    pub a: u8,
    pub b: (),
}

#[derive(Layout, Clone, Copy)]
#[repr(C, align(4))]
pub struct Aligned4 {
    pub a: [u8; 4],
}

/// A byte, then a cell's byte.
#[derive(Layout)]
#[repr(C)]
pub struct WithCell {
    pub a: u8,
    pub b: Cell<u8>,
}

/// A byte in a cell, then a byte.
#[derive(Layout)]
#[repr(C)]
pub struct CellFirst {
    pub a: Cell<u8>,
    pub b: u8,
}

/// A union of a cell and a byte.
#[derive(Layout)]
#[repr(C)]
pub union CellOrByte {
    pub a: core::mem::ManuallyDrop<Cell<u8>>,
    pub b: u8,
}

type Referent = (&'static str, Model, usize, usize);

macro_rules! referents {
    ($($t:ty => $m:expr),* $(,)?) => {
        fn referents() -> Vec<Referent> {
            vec![$((stringify!($t), $m, ::core::mem::size_of::<$t>(), ::core::mem::align_of::<$t>())),*]
        }
        macro_rules! every_pair {
            ($v:ident) => { pairs!(@outer $v, [$($t),*], [$($t),*], 0) };
        }
    };
}

/// For each pair of referents: `&T -> &U`, `&mut T -> &mut U`,
/// `&mut T -> &U`, `&T -> &mut U`, `Option<&T> -> &U`, `&T -> Option<&U>`,
/// under `Assume::NOTHING`.
macro_rules! pairs {
    (@outer $v:ident, [], [$($all:ty),*], $i:expr) => {};
    (@outer $v:ident, [$a:ty $(, $rest:ty)*], [$($all:ty),*], $i:expr) => {
        pairs!(@inner $v, $a, $i, [$($all),*], 0);
        pairs!(@outer $v, [$($rest),*], [$($all),*], $i + 1);
    };
    (@inner $v:ident, $a:ty, $i:expr, [], $j:expr) => {};
    (@inner $v:ident, $a:ty, $i:expr, [$b:ty $(, $rest:ty)*], $j:expr) => {
        $v.push(($i, $j, [
            is_transmutable::<&'static $a, &'static $b>(Assume::NOTHING),
            is_transmutable::<&'static mut $a, &'static mut $b>(Assume::NOTHING),
            is_transmutable::<&'static mut $a, &'static $b>(Assume::NOTHING),
            is_transmutable::<&'static $a, &'static mut $b>(Assume::NOTHING),
            is_transmutable::<Option<&'static $a>, &'static $b>(Assume::NOTHING),
            is_transmutable::<&'static $a, Option<&'static $b>>(Assume::NOTHING),
        ]));
        pairs!(@inner $v, $a, $i, [$($rest),*], $j + 1);
    };
}

referents! {
    u8 => one(&[ANY]),
    bool => one(&[TWO]),
    NonZeroU8 => one(&[same(set(1, 255))]),
    MaybeUninit<u8> => one(&[MAYBE]),
    () => one(&[]),
    [u8; 0] => one(&[]),
    [u8; 2] => one(&[ANY, ANY]),
    u16 => one(&[ANY, ANY]),
    [bool; 2] => one(&[TWO, TWO]),
    Padded => one(&[ANY, PAD, ANY, ANY]),
    [u8; 4] => one(&[ANY; 4]),
    u32 => one(&[ANY; 4]),
    Aligned4 => one(&[ANY; 4]),
    [MaybeUninit<u8>; 4] => one(&[MAYBE; 4]),
    ByteOrNothing => union(&[one(&[ANY]), one(&[])], 1),
    [ByteOrNothing; 2] => array(&union(&[one(&[ANY]), one(&[])], 1), 2),
    [NonZeroU8; 2] => one(&[same(set(1, 255)); 2]),
    (u8, u8) => one(&[ANY, ANY]),
}

/// `&T -> &U` by the contract, for referents without cells.
fn shared(t: &Referent, u: &Referent) -> bool {
    u.2 <= t.2 && u.3 <= t.3 && covers(&t.1, &u.1)
}

/// What is written back through a `&mut U` over a `T`: a `T` over `U`'s
/// bytes (each referent here is one product, so its bytes after `U`'s keep
/// their values).
fn written_back(t: &Referent, u: &Referent) -> bool {
    let prefix: Model = t.1.iter().map(|alternative| alternative[..u.2].to_vec()).collect();
    covers(&u.1, &prefix)
}

#[test]
fn the_referents_have_their_sizes() {
    for (name, model, size, _) in referents() {
        assert!(model.iter().all(|alternative| alternative.len() == size), "{name}");
    }
}

#[test]
#[allow(clippy::vec_init_then_push)]
fn references_by_the_contract() {
    let mut verdicts: Vec<(usize, usize, [bool; 6])> = Vec::new();
    every_pair!(verdicts);
    let referents = referents();
    let mut wrong = Vec::new();
    for (i, j, found) in verdicts {
        let (t, u) = (&referents[i], &referents[j]);
        let reads = shared(t, u);
        let unique = reads && written_back(t, u);
        let expected = [reads, unique, reads, false, false, reads];
        for (k, (found, expected)) in found.iter().zip(expected).enumerate() {
            // `&mut T -> &mut U` of a smaller `U` may be refused where
            // the contract holds it: the check writes back over the whole
            // `T` where it cannot cut it.
            let refused_more = k == 1 && !found && expected && u.2 < t.2;
            if *found != expected && !refused_more {
                wrong.push(format!("{} -> {} (form {k}): {found}, the contract {expected}", t.0, u.0));
            }
        }
    }
    assert!(wrong.is_empty(), "{} wrong:\n{}", wrong.len(), wrong.join("\n"));
}

/// Cells behind shared references: a byte the destination reaches that is
/// in a cell on one side only is refused, whichever side and wherever the
/// cell is. (Through `&mut T` no one else writes a cell while the borrow
/// lasts, and a `&WithCell` read as a `&u8` reaches no cell: those hold.)
#[test]
fn cells_behind_shared_references() {
    macro_rules! refused {
        ($($a:ty => $b:ty),* $(,)?) => {$(
            assert!(!is_transmutable::<&'static $a, &'static $b>(Assume::NOTHING), "{}", stringify!($a -> $b));
        )*};
    }
    refused! {
        Cell<u8> => u8, u8 => Cell<u8>, AtomicU8 => u8, u8 => AtomicU8, UnsafeCell<u8> => u8,
        u8 => UnsafeCell<u8>, WithCell => [u8; 2], [u8; 2] => WithCell,
        [u8; 2] => CellFirst, CellFirst => [u8; 2], CellFirst => WithCell, WithCell => CellFirst,
        CellOrByte => u8, u8 => CellOrByte, [Cell<u8>; 1] => u8, u8 => [Cell<u8>; 1],
        [AtomicU8; 2] => [u8; 2], [u8; 2] => [AtomicU8; 2],
    }
}
