//! Adversarial probes, round 24: a pointer's referents answered by their
//! facts before the type is recognized (`referents_hold` asks
//! `facts_answer` first: every value fits, no invariant, no cell, nothing
//! written back through `&mut`). The shortcut may say "yes" only where the
//! contract does; its guards (no cell on either side, not a `&mut`) are
//! where a wrong "yes" would come from: `&Cell<u8> -> &u8` fits by value,
//! and so does `bool -> u8`, whose `&mut` writes 2 back into a `bool`.
//!
//! Each type here is one whose every byte takes its values whatever the
//! others hold, so the contract's verdict is computed byte by byte, over
//! every value of each byte (the 256 values and "uninitialized"): for
//! `&A -> &B`, every value of each of `B`'s bytes in `A` is one `B` accepts
//! there, `B` is no larger and no more aligned, the bytes of `B` are in a
//! cell exactly where `A`'s are, and `B` keeps no invariant of its own;
//! for `&mut A -> &mut B`, also `B`'s values written back are `A`'s (cells
//! do not matter, nothing else sees the bytes), and `A` keeps none either.
//! A type into itself always holds. Every pair is asked through
//! `decide_ref`/`decide_mut`, and as references by value, one and two
//! levels deep (`&&A -> &&B`, `&mut &A -> &mut &B`, which writes `&B`
//! back, so `B -> A` must hold too), where the walk meets the pointers.

#![forbid(unsafe_code)]
#![allow(dead_code)]

use core::cell::Cell;
use core::mem::MaybeUninit;
use core::num::NonZeroU8;

use transmutable::{decide_mut, decide_ref, is_transmutable, Assume, Layout};

#[derive(Layout)]
#[repr(u8)]
pub enum Even {
    Zero = 0,
    Two = 2,
}

/// A private field: the destination's invariants.
#[derive(Layout)]
#[repr(transparent)]
pub struct Private(u8);

#[derive(Layout)]
#[repr(C)]
pub struct Padded {
    pub a: u8,
    pub b: u16,
}

#[derive(Layout)]
#[repr(C, align(2))]
pub struct Aligned(pub u8);

#[derive(Layout)]
#[repr(C)]
pub struct CellFirst {
    pub cell: Cell<u8>,
    pub byte: u8,
}

#[derive(Layout)]
#[repr(C)]
pub struct CellSecond {
    pub byte: u8,
    pub cell: Cell<u8>,
}

#[derive(Layout)]
#[repr(C)]
pub struct BoolByte {
    pub flag: bool,
    pub byte: u8,
}

const UNINIT: usize = 256;

/// One byte of a model: the values it holds as a source, those it takes as
/// a destination (index 256 is "uninitialized"), and whether it is in a
/// cell.
#[derive(Clone, Copy)]
struct Byte {
    holds: [bool; 257],
    takes: [bool; 257],
    cell: bool,
}

const fn range(low: usize, high: usize) -> [bool; 257] {
    let mut set = [false; 257];
    let mut v = low;
    while v <= high {
        set[v] = true;
        v += 1;
    }
    set
}

const fn values(list: &[usize]) -> [bool; 257] {
    let mut set = [false; 257];
    let mut i = 0;
    while i < list.len() {
        set[list[i]] = true;
        i += 1;
    }
    set
}

const ANY: Byte = Byte { holds: range(0, 255), takes: range(0, 255), cell: false };
const MAYBE: Byte = Byte { holds: range(0, 256), takes: range(0, 256), cell: false };
const PAD: Byte = Byte { holds: values(&[UNINIT]), takes: range(0, 256), cell: false };
const BOOL: Byte = Byte { holds: range(0, 1), takes: range(0, 1), cell: false };
const NONZERO: Byte = Byte { holds: range(1, 255), takes: range(1, 255), cell: false };
const EVEN: Byte = Byte { holds: values(&[0, 2]), takes: values(&[0, 2]), cell: false };
const CELL: Byte = Byte { cell: true, ..ANY };

struct Model {
    name: &'static str,
    bytes: &'static [Byte],
    align: usize,
    invariants: bool,
}

const fn model(name: &'static str, bytes: &'static [Byte], align: usize) -> Model {
    Model { name, bytes, align, invariants: false }
}

/// The types, in the order of `each_pair!` below.
const MODELS: [Model; 16] = [
    model("u8", &[ANY], 1),
    model("bool", &[BOOL], 1),
    model("NonZeroU8", &[NONZERO], 1),
    model("MaybeUninit<u8>", &[MAYBE], 1),
    model("Cell<u8>", &[CELL], 1),
    model("Even", &[EVEN], 1),
    Model { name: "Private", bytes: &[ANY], align: 1, invariants: true },
    model("[u8; 2]", &[ANY, ANY], 1),
    model("[bool; 2]", &[BOOL, BOOL], 1),
    model("u16", &[ANY, ANY], 2),
    model("Padded", &[ANY, PAD, ANY, ANY], 2),
    model("Aligned", &[ANY, PAD], 2),
    model("CellFirst", &[CELL, ANY], 1),
    model("CellSecond", &[ANY, CELL], 1),
    model("BoolByte", &[BOOL, ANY], 1),
    model("[MaybeUninit<u8>; 2]", &[MAYBE, MAYBE], 1),
];

/// Every value each byte of `from` holds is one `into` takes there, over
/// `into`'s bytes.
fn fits(from: &Model, into: &Model) -> bool {
    into.bytes.len() <= from.bytes.len()
        && into.bytes.iter().zip(from.bytes).all(|(to, of)| (0..257).all(|v| !of.holds[v] || to.takes[v]))
}

fn same_cells(from: &Model, into: &Model) -> bool {
    into.bytes.iter().zip(from.bytes).all(|(to, of)| to.cell == of.cell)
}

/// The contract's `&A -> &B`.
fn shared(a: usize, b: usize) -> bool {
    let (from, into) = (&MODELS[a], &MODELS[b]);
    a == b || (fits(from, into) && into.align <= from.align && same_cells(from, into) && !into.invariants)
}

/// The contract's `&mut A -> &mut B`: `B`'s values come back into `A`.
fn unique(a: usize, b: usize) -> bool {
    let (from, into) = (&MODELS[a], &MODELS[b]);
    let back = into.bytes.iter().zip(from.bytes).all(|(to, of)| (0..257).all(|v| !to.holds[v] || of.takes[v]));
    a == b || (fits(from, into) && back && into.align <= from.align && !into.invariants && !from.invariants)
}

/// The contract's `&mut &A -> &mut &B`: a `&B` is written back, so `B -> A`
/// by shared reference too.
fn unique_of_shared(a: usize, b: usize) -> bool {
    shared(a, b) && shared(b, a)
}

macro_rules! each_pair {
    ($f:ident, $($t:ty),* $(,)?) => {
        each_pair!(@outer $f, [$($t),*], [$($t),*], 0);
    };
    (@outer $f:ident, [], [$($all:ty),*], $i:expr) => {};
    (@outer $f:ident, [$a:ty $(, $rest:ty)*], [$($all:ty),*], $i:expr) => {
        each_pair!(@inner $f, $a, $i, [$($all),*], 0);
        each_pair!(@outer $f, [$($rest),*], [$($all),*], $i + 1);
    };
    (@inner $f:ident, $a:ty, $i:expr, [], $j:expr) => {};
    (@inner $f:ident, $a:ty, $i:expr, [$b:ty $(, $rest:ty)*], $j:expr) => {
        $f::<$a, $b>($i, $j);
        each_pair!(@inner $f, $a, $i, [$($rest),*], $j + 1);
    };
}

fn check_pair<'l, A: Layout + transmutable::Lifetime<'l> + 'l, B: Layout + transmutable::Lifetime<'l> + 'l>(
    a: usize,
    b: usize,
) where
    &'l A: Layout + transmutable::Lifetime<'l>,
    &'l B: Layout + transmutable::Lifetime<'l>,
    &'l mut A: Layout + transmutable::Lifetime<'l>,
    &'l mut B: Layout + transmutable::Lifetime<'l>,
    &'l &'l A: Layout + transmutable::Lifetime<'l>,
    &'l &'l B: Layout + transmutable::Lifetime<'l>,
    &'l mut &'l A: Layout + transmutable::Lifetime<'l>,
    &'l mut &'l B: Layout + transmutable::Lifetime<'l>,
{
    let names = (MODELS[a].name, MODELS[b].name);
    let (s, u, us) = (shared(a, b), unique(a, b), unique_of_shared(a, b));
    assert_eq!(decide_ref::<A, B>(Assume::NOTHING).is_transmutable(), s, "&{} -> &{}", names.0, names.1);
    assert_eq!(is_transmutable::<&'l A, &'l B>(Assume::NOTHING), s, "&{} -> &{} by value", names.0, names.1);
    assert_eq!(is_transmutable::<&'l &'l A, &'l &'l B>(Assume::NOTHING), s, "&&{} -> &&{}", names.0, names.1);
    assert_eq!(decide_mut::<A, B>(Assume::NOTHING).is_transmutable(), u, "&mut {} -> &mut {}", names.0, names.1);
    assert_eq!(
        is_transmutable::<&'l mut A, &'l mut B>(Assume::NOTHING),
        u,
        "&mut {} -> &mut {} by value",
        names.0,
        names.1
    );
    assert_eq!(
        is_transmutable::<&'l mut &'l A, &'l mut &'l B>(Assume::NOTHING),
        us,
        "&mut &{} -> &mut &{}",
        names.0,
        names.1
    );
}

#[test]
fn referents_by_the_contract_byte_by_byte() {
    each_pair!(
        check_pair,
        u8,
        bool,
        NonZeroU8,
        MaybeUninit<u8>,
        Cell<u8>,
        Even,
        Private,
        [u8; 2],
        [bool; 2],
        u16,
        Padded,
        Aligned,
        CellFirst,
        CellSecond,
        BoolByte,
        [MaybeUninit<u8>; 2],
    );
}

/// The pairs the shortcut's guards are for, written out: each fits by
/// value, and each is refused by what the guard stands for.
#[test]
fn the_guards_of_the_shortcut() {
    assert!(is_transmutable::<Cell<u8>, u8>(Assume::NOTHING));
    assert!(!decide_ref::<Cell<u8>, u8>(Assume::NOTHING).is_transmutable());
    assert!(!decide_ref::<u8, Cell<u8>>(Assume::NOTHING).is_transmutable());
    assert!(!decide_ref::<CellSecond, [u8; 2]>(Assume::NOTHING).is_transmutable());
    assert!(decide_ref::<CellSecond, u8>(Assume::NOTHING).is_transmutable());
    assert!(is_transmutable::<bool, u8>(Assume::NOTHING));
    assert!(!decide_mut::<bool, u8>(Assume::NOTHING).is_transmutable());
    assert!(!decide_mut::<Even, u8>(Assume::NOTHING).is_transmutable());
    assert!(!decide_mut::<Private, u8>(Assume::NOTHING).is_transmutable());
    assert!(decide_ref::<Private, u8>(Assume::NOTHING).is_transmutable());
    assert!(!decide_ref::<u8, Private>(Assume::NOTHING).is_transmutable());
    assert!(decide_ref::<u8, Private>(Assume::SAFETY).is_transmutable());
    assert!(!decide_ref::<[u8; 2], u16>(Assume::NOTHING).is_transmutable());
    assert!(decide_ref::<[u8; 2], u16>(Assume::ALIGNMENT).is_transmutable());
    // A box owns its referent: nothing comes back from a box given away,
    // everything from one written through a `&mut`.
    assert!(is_transmutable::<Box<bool>, Box<u8>>(Assume::NOTHING));
    assert!(!is_transmutable::<Box<u8>, Box<bool>>(Assume::NOTHING));
    assert!(!decide_mut::<Box<bool>, Box<u8>>(Assume::NOTHING).is_transmutable());
    assert!(decide_mut::<Box<u8>, Box<[u8; 1]>>(Assume::NOTHING).is_transmutable());
    assert!(decide_ref::<Box<bool>, Box<u8>>(Assume::NOTHING).is_transmutable());
    assert!(!decide_ref::<Box<[u8; 2]>, Box<u8>>(Assume::NOTHING).is_transmutable());
}
