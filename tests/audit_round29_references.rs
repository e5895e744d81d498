//! Adversarial probes, round 29: references into references by value
//! (`query::shortcuts::references_hold_by_facts`, and `decide` where it
//! does not answer), their referents described by the newest paths: unions
//! of numbers (`PlainUnion`, described from their fields' places),
//! fieldless enums of one byte held in their static with their piece
//! (`Kit::fieldless_byte_enum_held`, facts `Facts::of_tag_byte`) and one of
//! a byte and padding (`align(2)`), signed tags, arrays of them (scaled
//! facts, `Facts::of_run_array`; repeats, `Facts::of_whole_repeat`) and
//! primitives read through their `REFERENT`. Held to the model of the
//! contract over the referents (`tests/model/mod.rs`), as round 28 held
//! the others: `&T -> &U` where every `T` is a `U` over `U`'s bytes and
//! `U` is no larger and no more aligned; `&mut T -> &mut U` where what is
//! written back through `U` (a union written whole, its short field's
//! bytes after it uninitialized) is a `T` too; `&T -> &mut U` and
//! `Option<&T> -> &U` never.

#![allow(dead_code)]

use transmutable::{is_transmutable, Assume, Layout};

#[allow(unused_macros, unused_imports)]
mod model;

use model::*;

#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum Two {
    A,
    B,
}

#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum Tag7 {
    A = 7,
}

#[derive(Layout, Clone, Copy)]
#[repr(i8)]
pub enum Signed {
    Low = -1,
    Zero = 0,
}

/// A tag byte and a byte of padding.
#[derive(Layout, Clone, Copy)]
#[repr(u8, align(2))]
pub enum AlignedTwo {
    A,
    B,
}

/// A union of numbers: byte 1 uninitialized after `a` alone.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union Up {
    pub a: u8,
    pub b: [u8; 2],
}

/// A union of numbers of one length: always initialized.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union Uw {
    pub a: u32,
    pub b: f32,
    pub c: [i8; 4],
}

/// A union of `bool`s.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union Ub {
    pub a: bool,
    pub b: [bool; 2],
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
    [u8; 2] => one(&[ANY, ANY]),
    u16 => one(&[ANY, ANY]),
    u32 => one(&[ANY; 4]),
    [bool; 2] => one(&[TWO, TWO]),
    Two => one(&[TWO]),
    Tag7 => one(&[tag(7)]),
    Signed => one(&[byte_of(&[0, 255])]),
    [Two; 2] => one(&[TWO, TWO]),
    [Tag7; 3] => one(&[tag(7); 3]),
    [Signed; 1] => one(&[byte_of(&[0, 255])]),
    AlignedTwo => one(&[TWO, PAD]),
    [AlignedTwo; 2] => one(&[TWO, PAD, TWO, PAD]),
    Up => union(&[one(&[ANY]), one(&[ANY, ANY])], 2),
    [Up; 2] => array(&union(&[one(&[ANY]), one(&[ANY, ANY])], 2), 2),
    Uw => one(&[ANY; 4]),
    Ub => union(&[one(&[TWO]), one(&[TWO, TWO])], 2),
    [Ub; 1] => union(&[one(&[TWO]), one(&[TWO, TWO])], 2),
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
