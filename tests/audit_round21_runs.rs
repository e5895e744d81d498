//! Adversarial probes, round 21: runs of alike `char` pieces, which a
//! description's facts record (`alike_from..alike_to`), walks take for
//! periods without comparing them, and the recognition of one type
//! compares by their first two pieces. Structs of twelve 4-byte fields,
//! each a `char`, a `char` under another name (a transparent wrapper, a
//! one-field struct, an array of two), a `u32` or a `NonZero<u32>`, some
//! ending in padding (`align(16)`), runs broken in the middle, at other
//! offsets on the two sides, of one or two pieces, every pair of them
//! and arrays of some. The expected verdicts come from the contract, slot
//! by slot: a `char` is `0..=0xD7FF` or `0xE000..=0x10FFFF` (no `u32`, and
//! not every `NonZero<u32>`: 0xD800), a `NonZero<u32>` no 0 (which a
//! `char` may be), padding any byte and no byte of a field (where validity is assumed too:
//! no value of padding is a field); a shared
//! reference also needs the destination's alignment. Held.

#![forbid(unsafe_code)]

use core::num::NonZero;
use transmutable::{decide_ref, is_transmutable, Assume, Layout};

/// A `char` under another name, lifted to its field.
#[derive(Layout, Clone, Copy)]
#[repr(transparent)]
pub struct Tc(pub char);

/// A `char` in a struct of its own.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct Kc {
    pub c: char,
}

/// The slots of a struct of this file, read from its name (`S_` and one
/// letter a 4-byte slot): `C`, `T`, `K` and `A` (a slot of `[char; 2]`)
/// hold a `char`, `U` a `u32`, `N` a `NonZero<u32>`, `P` padding.
fn slots<T>() -> [u8; 12] {
    let name = core::any::type_name::<T>();
    let at = name.find("S_").expect("a struct of this file") + 2;
    let mut slots: [u8; 12] = name.as_bytes()[at..at + 12].try_into().unwrap();
    for slot in &mut slots {
        if matches!(slot, b'T' | b'K' | b'A') {
            *slot = b'C';
        }
    }
    slots
}

/// Whether every value a slot `s` may hold is one a slot `d` may hold, by
/// the contract: padding takes anything, a `u32` every initialized word
/// (a `char` and a `NonZero<u32>` among them); a `char` may be 0, which
/// no `NonZero<u32>` is, and a `NonZero<u32>` 0xD800, which no `char` is.
fn slot_into(s: u8, d: u8) -> bool {
    s == d || d == b'P' || (d == b'U' && s != b'P')
}

/// Compares the verdicts of `S` into `D` (structs of this file, or arrays
/// of them) with the model, by value and by shared reference, and records
/// a mismatch. Where validity is assumed, some value of `S` is a `D`
/// unless `S` has padding where `D` has a field.
fn check<S: Layout + transmutable::Lifetime<'static>, D: Layout + transmutable::Lifetime<'static>>(
    wrong: &mut Vec<String>,
) {
    let (s, d) = (slots::<S>(), slots::<D>());
    let expected = s.iter().zip(&d).all(|(&s, &d)| slot_into(s, d));
    let some_value = s.iter().zip(&d).all(|(&s, &d)| s != b'P' || d == b'P');
    let by_value = (
        is_transmutable::<S, D>(Assume::NOTHING),
        is_transmutable::<S, D>(Assume::SAFETY),
        is_transmutable::<S, D>(Assume::VALIDITY),
    );
    if by_value != (expected, expected, some_value) {
        wrong.push(format!("{} -> {}: {by_value:?}", core::any::type_name::<S>(), core::any::type_name::<D>()));
    }
    let aligned = core::mem::align_of::<D>() <= core::mem::align_of::<S>();
    let by_reference = decide_ref::<S, D>(Assume::NOTHING).is_transmutable();
    if by_reference != (expected && aligned) {
        wrong.push(format!("&{} -> &{}: {by_reference}", core::any::type_name::<S>(), core::any::type_name::<D>()));
    }
}

/// Checks every pair of the types listed, each into each.
macro_rules! every_pair {
    ($wrong:ident: $($t:ty),* $(,)?) => {
        every_pair!(@each $wrong [$($t),*] $($t),*)
    };
    (@each $wrong:ident $all:tt $($s:ty),*) => {
        $(every_pair!(@into $wrong $s $all);)*
    };
    (@into $wrong:ident $s:ty [$($d:ty),*]) => {
        $(check::<$s, $d>(&mut $wrong);)*
    };
}

#[derive(Layout)]
#[repr(C)]
#[allow(non_camel_case_types)]
pub struct S_CCCCCCCCCCCC {
    pub f0: char,
    pub f1: char,
    pub f2: char,
    pub f3: char,
    pub f4: char,
    pub f5: char,
    pub f6: char,
    pub f7: char,
    pub f8: char,
    pub f9: char,
    pub f10: char,
    pub f11: char,
}

#[derive(Layout)]
#[repr(C)]
#[allow(non_camel_case_types)]
pub struct S_TTTTTTTTTTTT {
    pub f0: Tc,
    pub f1: Tc,
    pub f2: Tc,
    pub f3: Tc,
    pub f4: Tc,
    pub f5: Tc,
    pub f6: Tc,
    pub f7: Tc,
    pub f8: Tc,
    pub f9: Tc,
    pub f10: Tc,
    pub f11: Tc,
}

#[derive(Layout)]
#[repr(C)]
#[allow(non_camel_case_types)]
pub struct S_KKKKKKKKKKKK {
    pub f0: Kc,
    pub f1: Kc,
    pub f2: Kc,
    pub f3: Kc,
    pub f4: Kc,
    pub f5: Kc,
    pub f6: Kc,
    pub f7: Kc,
    pub f8: Kc,
    pub f9: Kc,
    pub f10: Kc,
    pub f11: Kc,
}

#[derive(Layout)]
#[repr(C)]
#[allow(non_camel_case_types)]
pub struct S_CTKCTKCTKCTK {
    pub f0: char,
    pub f1: Tc,
    pub f2: Kc,
    pub f3: char,
    pub f4: Tc,
    pub f5: Kc,
    pub f6: char,
    pub f7: Tc,
    pub f8: Kc,
    pub f9: char,
    pub f10: Tc,
    pub f11: Kc,
}

#[derive(Layout)]
#[repr(C)]
#[allow(non_camel_case_types)]
pub struct S_CCCCCUCCCCCC {
    pub f0: char,
    pub f1: char,
    pub f2: char,
    pub f3: char,
    pub f4: char,
    pub f5: u32,
    pub f6: char,
    pub f7: char,
    pub f8: char,
    pub f9: char,
    pub f10: char,
    pub f11: char,
}

#[derive(Layout)]
#[repr(C)]
#[allow(non_camel_case_types)]
pub struct S_CCCCCNCCCCCC {
    pub f0: char,
    pub f1: char,
    pub f2: char,
    pub f3: char,
    pub f4: char,
    pub f5: NonZero<u32>,
    pub f6: char,
    pub f7: char,
    pub f8: char,
    pub f9: char,
    pub f10: char,
    pub f11: char,
}

#[derive(Layout)]
#[repr(C)]
#[allow(non_camel_case_types)]
pub struct S_UUCCCCCCCCCC {
    pub f0: u32,
    pub f1: u32,
    pub f2: char,
    pub f3: char,
    pub f4: char,
    pub f5: char,
    pub f6: char,
    pub f7: char,
    pub f8: char,
    pub f9: char,
    pub f10: char,
    pub f11: char,
}

#[derive(Layout)]
#[repr(C)]
#[allow(non_camel_case_types)]
pub struct S_CCCCCCCCCCUU {
    pub f0: char,
    pub f1: char,
    pub f2: char,
    pub f3: char,
    pub f4: char,
    pub f5: char,
    pub f6: char,
    pub f7: char,
    pub f8: char,
    pub f9: char,
    pub f10: u32,
    pub f11: u32,
}

#[derive(Layout)]
#[repr(C)]
#[allow(non_camel_case_types)]
pub struct S_CCUCCUCCUCCU {
    pub f0: char,
    pub f1: char,
    pub f2: u32,
    pub f3: char,
    pub f4: char,
    pub f5: u32,
    pub f6: char,
    pub f7: char,
    pub f8: u32,
    pub f9: char,
    pub f10: char,
    pub f11: u32,
}

#[derive(Layout)]
#[repr(C)]
#[allow(non_camel_case_types)]
pub struct S_CUCUCUCUCUCU {
    pub f0: char,
    pub f1: u32,
    pub f2: char,
    pub f3: u32,
    pub f4: char,
    pub f5: u32,
    pub f6: char,
    pub f7: u32,
    pub f8: char,
    pub f9: u32,
    pub f10: char,
    pub f11: u32,
}

#[derive(Layout)]
#[repr(C, align(16))]
#[allow(non_camel_case_types)]
pub struct S_CCCCCCCCCCCP {
    pub f0: char,
    pub f1: char,
    pub f2: char,
    pub f3: char,
    pub f4: char,
    pub f5: char,
    pub f6: char,
    pub f7: char,
    pub f8: char,
    pub f9: char,
    pub f10: char,
}

#[derive(Layout)]
#[repr(C, align(16))]
#[allow(non_camel_case_types)]
pub struct S_CCCCCCCCCPPP {
    pub f0: char,
    pub f1: char,
    pub f2: char,
    pub f3: char,
    pub f4: char,
    pub f5: char,
    pub f6: char,
    pub f7: char,
    pub f8: char,
}

#[derive(Layout)]
#[repr(C, align(16))]
#[allow(non_camel_case_types)]
pub struct S_UUUUUUUUUUUP {
    pub f0: u32,
    pub f1: u32,
    pub f2: u32,
    pub f3: u32,
    pub f4: u32,
    pub f5: u32,
    pub f6: u32,
    pub f7: u32,
    pub f8: u32,
    pub f9: u32,
    pub f10: u32,
}

#[derive(Layout)]
#[repr(C)]
#[allow(non_camel_case_types)]
pub struct S_NNNNNNNNNNNN {
    pub f0: NonZero<u32>,
    pub f1: NonZero<u32>,
    pub f2: NonZero<u32>,
    pub f3: NonZero<u32>,
    pub f4: NonZero<u32>,
    pub f5: NonZero<u32>,
    pub f6: NonZero<u32>,
    pub f7: NonZero<u32>,
    pub f8: NonZero<u32>,
    pub f9: NonZero<u32>,
    pub f10: NonZero<u32>,
    pub f11: NonZero<u32>,
}

#[derive(Layout)]
#[repr(C)]
#[allow(non_camel_case_types)]
pub struct S_AACCCCCCAACC {
    pub f0: [char; 2],
    pub f2: char,
    pub f3: char,
    pub f4: char,
    pub f5: char,
    pub f6: char,
    pub f7: char,
    pub f8: [char; 2],
    pub f10: char,
    pub f11: char,
}

#[derive(Layout)]
#[repr(C)]
#[allow(non_camel_case_types)]
pub struct S_CCAAAAAAAACC {
    pub f0: char,
    pub f1: char,
    pub f2: [char; 2],
    pub f4: [char; 2],
    pub f6: [char; 2],
    pub f8: [char; 2],
    pub f10: char,
    pub f11: char,
}

#[derive(Layout)]
#[repr(C)]
#[allow(non_camel_case_types)]
pub struct S_CCCCCCNCCCCC {
    pub f0: char,
    pub f1: char,
    pub f2: char,
    pub f3: char,
    pub f4: char,
    pub f5: char,
    pub f6: NonZero<u32>,
    pub f7: char,
    pub f8: char,
    pub f9: char,
    pub f10: char,
    pub f11: char,
}

#[derive(Layout)]
#[repr(C)]
#[allow(non_camel_case_types)]
pub struct S_UCCCCCCCCCCU {
    pub f0: u32,
    pub f1: char,
    pub f2: char,
    pub f3: char,
    pub f4: char,
    pub f5: char,
    pub f6: char,
    pub f7: char,
    pub f8: char,
    pub f9: char,
    pub f10: char,
    pub f11: u32,
}

#[derive(Layout)]
#[repr(C)]
#[allow(non_camel_case_types)]
pub struct S_CCCCCCCCCCCN {
    pub f0: char,
    pub f1: char,
    pub f2: char,
    pub f3: char,
    pub f4: char,
    pub f5: char,
    pub f6: char,
    pub f7: char,
    pub f8: char,
    pub f9: char,
    pub f10: char,
    pub f11: NonZero<u32>,
}

#[derive(Layout)]
#[repr(C)]
#[allow(non_camel_case_types)]
pub struct S_NCCCCCCCCCCC {
    pub f0: NonZero<u32>,
    pub f1: char,
    pub f2: char,
    pub f3: char,
    pub f4: char,
    pub f5: char,
    pub f6: char,
    pub f7: char,
    pub f8: char,
    pub f9: char,
    pub f10: char,
    pub f11: char,
}

#[derive(Layout)]
#[repr(C, align(16))]
#[allow(non_camel_case_types)]
pub struct S_CCCNCCCCNCCP {
    pub f0: char,
    pub f1: char,
    pub f2: char,
    pub f3: NonZero<u32>,
    pub f4: char,
    pub f5: char,
    pub f6: char,
    pub f7: char,
    pub f8: NonZero<u32>,
    pub f9: char,
    pub f10: char,
}

#[derive(Layout)]
#[repr(C, align(16))]
#[allow(non_camel_case_types)]
pub struct S_UCCCCUTCCCCP {
    pub f0: u32,
    pub f1: char,
    pub f2: char,
    pub f3: char,
    pub f4: char,
    pub f5: u32,
    pub f6: Tc,
    pub f7: char,
    pub f8: char,
    pub f9: char,
    pub f10: char,
}

#[derive(Layout)]
#[repr(C)]
#[allow(non_camel_case_types)]
pub struct S_NCCCCCCCNNCC {
    pub f0: NonZero<u32>,
    pub f1: char,
    pub f2: char,
    pub f3: char,
    pub f4: char,
    pub f5: char,
    pub f6: char,
    pub f7: char,
    pub f8: NonZero<u32>,
    pub f9: NonZero<u32>,
    pub f10: char,
    pub f11: char,
}

#[derive(Layout)]
#[repr(C, align(16))]
#[allow(non_camel_case_types)]
pub struct S_CCCCCTCCCCCP {
    pub f0: char,
    pub f1: char,
    pub f2: char,
    pub f3: char,
    pub f4: char,
    pub f5: Tc,
    pub f6: char,
    pub f7: char,
    pub f8: char,
    pub f9: char,
    pub f10: char,
}

#[derive(Layout)]
#[repr(C)]
#[allow(non_camel_case_types)]
pub struct S_CUCCCCCUUCCC {
    pub f0: char,
    pub f1: u32,
    pub f2: char,
    pub f3: char,
    pub f4: char,
    pub f5: char,
    pub f6: char,
    pub f7: u32,
    pub f8: u32,
    pub f9: char,
    pub f10: char,
    pub f11: char,
}

#[derive(Layout)]
#[repr(C, align(16))]
#[allow(non_camel_case_types)]
pub struct S_CCNCCCCCCCUP {
    pub f0: char,
    pub f1: char,
    pub f2: NonZero<u32>,
    pub f3: char,
    pub f4: char,
    pub f5: char,
    pub f6: char,
    pub f7: char,
    pub f8: char,
    pub f9: char,
    pub f10: u32,
}

#[derive(Layout)]
#[repr(C, align(16))]
#[allow(non_camel_case_types)]
pub struct S_CCCUCCCCCCCP {
    pub f0: char,
    pub f1: char,
    pub f2: char,
    pub f3: u32,
    pub f4: char,
    pub f5: char,
    pub f6: char,
    pub f7: char,
    pub f8: char,
    pub f9: char,
    pub f10: char,
}

#[derive(Layout)]
#[repr(C)]
#[allow(non_camel_case_types)]
pub struct S_CUCCCCCTCCCT {
    pub f0: char,
    pub f1: u32,
    pub f2: char,
    pub f3: char,
    pub f4: char,
    pub f5: char,
    pub f6: char,
    pub f7: Tc,
    pub f8: char,
    pub f9: char,
    pub f10: char,
    pub f11: Tc,
}

/// Each pair's verdict, from the contract (slot by slot).
#[test]
#[cfg_attr(miri, ignore = "784 pairs: `some_pairs` runs under Miri")]
fn every_pair_slot_by_slot() {
    let mut wrong = Vec::new();
    every_pair!(
        wrong:
        S_CCCCCCCCCCCC,
        S_TTTTTTTTTTTT,
        S_KKKKKKKKKKKK,
        S_CTKCTKCTKCTK,
        S_CCCCCUCCCCCC,
        S_CCCCCNCCCCCC,
        S_UUCCCCCCCCCC,
        S_CCCCCCCCCCUU,
        S_CCUCCUCCUCCU,
        S_CUCUCUCUCUCU,
        S_CCCCCCCCCCCP,
        S_CCCCCCCCCPPP,
        S_UUUUUUUUUUUP,
        S_NNNNNNNNNNNN,
        S_AACCCCCCAACC,
        S_CCAAAAAAAACC,
        S_CCCCCCNCCCCC,
        S_UCCCCCCCCCCU,
        S_CCCCCCCCCCCN,
        S_NCCCCCCCCCCC,
        S_CCCNCCCCNCCP,
        S_UCCCCUTCCCCP,
        S_NCCCCCCCNNCC,
        S_CCCCCTCCCCCP,
        S_CUCCCCCUUCCC,
        S_CCNCCCCCCCUP,
        S_CCCUCCCCCCCP,
        S_CUCCCCCTCCCT,
    );
    assert!(wrong.is_empty(), "{wrong:#?}");
}

/// Arrays of them: the walk's periods at the array's level too.
#[test]
#[cfg_attr(miri, ignore = "walks arrays of 144 bytes")]
fn arrays_of_pairs() {
    let mut wrong = Vec::new();
    check::<[S_CCCCCCCCCCCP; 3], [S_CCCCCUCCCCCC; 3]>(&mut wrong);
    check::<[S_UUUUUUUUUUUP; 3], [S_CCCNCCCCNCCP; 3]>(&mut wrong);
    check::<[S_TTTTTTTTTTTT; 3], [S_KKKKKKKKKKKK; 3]>(&mut wrong);
    check::<[S_CCCUCCCCCCCP; 3], [S_UCCCCCCCCCCU; 3]>(&mut wrong);
    check::<[S_CTKCTKCTKCTK; 3], [S_CCCCCCCCCPPP; 3]>(&mut wrong);
    check::<[S_CCCCCCCCCCCN; 3], [S_TTTTTTTTTTTT; 3]>(&mut wrong);
    check::<[S_CCCCCCNCCCCC; 3], [S_UUCCCCCCCCCC; 3]>(&mut wrong);
    check::<[S_TTTTTTTTTTTT; 3], [S_KKKKKKKKKKKK; 3]>(&mut wrong);
    check::<[S_NNNNNNNNNNNN; 3], [S_NNNNNNNNNNNN; 3]>(&mut wrong);
    check::<[S_KKKKKKKKKKKK; 3], [S_CCCCCCCCCCUU; 3]>(&mut wrong);
    check::<[S_KKKKKKKKKKKK; 3], [S_UCCCCCCCCCCU; 3]>(&mut wrong);
    check::<[S_NNNNNNNNNNNN; 3], [S_TTTTTTTTTTTT; 3]>(&mut wrong);
    check::<[S_CCCUCCCCCCCP; 3], [S_CCCCCCCCCCCN; 3]>(&mut wrong);
    check::<[S_CTKCTKCTKCTK; 3], [S_CCCCCCCCCCUU; 3]>(&mut wrong);
    check::<[S_CCCNCCCCNCCP; 3], [S_CCCNCCCCNCCP; 3]>(&mut wrong);
    check::<[S_CCCCCCCCCCCN; 3], [S_TTTTTTTTTTTT; 3]>(&mut wrong);
    check::<[S_CCCCCCCCCCCN; 3], [S_CCCCCCCCCCCN; 3]>(&mut wrong);
    check::<[S_UUUUUUUUUUUP; 3], [S_TTTTTTTTTTTT; 3]>(&mut wrong);
    check::<[S_CCCCCCCCCCUU; 3], [S_TTTTTTTTTTTT; 3]>(&mut wrong);
    check::<[S_UCCCCCCCCCCU; 3], [S_CUCCCCCTCCCT; 3]>(&mut wrong);
    check::<[S_CCCCCUCCCCCC; 3], [S_CUCUCUCUCUCU; 3]>(&mut wrong);
    check::<[S_NNNNNNNNNNNN; 3], [S_CCCCCUCCCCCC; 3]>(&mut wrong);
    check::<[S_UCCCCCCCCCCU; 3], [S_CTKCTKCTKCTK; 3]>(&mut wrong);
    check::<[S_CCCCCCCCCCCN; 3], [S_CUCUCUCUCUCU; 3]>(&mut wrong);
    check::<[S_UCCCCCCCCCCU; 3], [S_CCCUCCCCCCCP; 3]>(&mut wrong);
    check::<[S_UCCCCUTCCCCP; 3], [S_CCCCCNCCCCCC; 3]>(&mut wrong);
    check::<[S_CTKCTKCTKCTK; 3], [S_CCCCCCCCCCCN; 3]>(&mut wrong);
    check::<[S_CCCCCCCCCCCN; 3], [S_CCCNCCCCNCCP; 3]>(&mut wrong);
    check::<[S_UUCCCCCCCCCC; 3], [S_CCCCCCCCCPPP; 3]>(&mut wrong);
    check::<[S_CTKCTKCTKCTK; 3], [S_UCCCCCCCCCCU; 3]>(&mut wrong);
    check::<[S_NCCCCCCCNNCC; 3], [S_KKKKKKKKKKKK; 3]>(&mut wrong);
    check::<[S_CCCCCCCCCCCN; 3], [S_TTTTTTTTTTTT; 3]>(&mut wrong);
    check::<[S_NCCCCCCCCCCC; 3], [S_UUCCCCCCCCCC; 3]>(&mut wrong);
    check::<[S_CCAAAAAAAACC; 3], [S_UCCCCUTCCCCP; 3]>(&mut wrong);
    check::<[S_UCCCCCCCCCCU; 3], [S_NNNNNNNNNNNN; 3]>(&mut wrong);
    check::<[S_CUCCCCCUUCCC; 3], [S_CCCCCCCCCCCP; 3]>(&mut wrong);
    check::<[S_AACCCCCCAACC; 3], [S_CCCCCCCCCCCN; 3]>(&mut wrong);
    check::<[S_AACCCCCCAACC; 3], [S_CCCCCCCCCPPP; 3]>(&mut wrong);
    check::<[S_CUCUCUCUCUCU; 3], [S_CCCCCCCCCCUU; 3]>(&mut wrong);
    check::<[S_CCNCCCCCCCUP; 3], [S_CCCCCNCCCCCC; 3]>(&mut wrong);
    assert!(wrong.is_empty(), "{wrong:#?}");
}

/// Some of the pairs, under Miri (on s390x, `char`s big-endian): runs
/// broken in the middle, at either end, by padding, under other names.
#[test]
fn some_pairs() {
    let mut wrong = Vec::new();
    check::<S_CCCCCCCCCCCC, S_CCCCCCCCCCCC>(&mut wrong);
    check::<S_CCCCCCCCCCCC, S_CTKCTKCTKCTK>(&mut wrong);
    check::<S_CCCCCCCCCCCC, S_CCCCCUCCCCCC>(&mut wrong);
    check::<S_CCCCCCCCCCCC, S_UUCCCCCCCCCC>(&mut wrong);
    check::<S_CCCCCCCCCCCC, S_CCCCCCCCCCUU>(&mut wrong);
    check::<S_CCCCCCCCCCCC, S_CCCCCCCCCCCP>(&mut wrong);
    check::<S_CCCCCCCCCCCC, S_CCCCCNCCCCCC>(&mut wrong);
    check::<S_CTKCTKCTKCTK, S_CCCCCCCCCCCC>(&mut wrong);
    check::<S_CTKCTKCTKCTK, S_CTKCTKCTKCTK>(&mut wrong);
    check::<S_CTKCTKCTKCTK, S_CCCCCUCCCCCC>(&mut wrong);
    check::<S_CTKCTKCTKCTK, S_UUCCCCCCCCCC>(&mut wrong);
    check::<S_CTKCTKCTKCTK, S_CCCCCCCCCCUU>(&mut wrong);
    check::<S_CTKCTKCTKCTK, S_CCCCCCCCCCCP>(&mut wrong);
    check::<S_CTKCTKCTKCTK, S_CCCCCNCCCCCC>(&mut wrong);
    check::<S_CCCCCUCCCCCC, S_CCCCCCCCCCCC>(&mut wrong);
    check::<S_CCCCCUCCCCCC, S_CTKCTKCTKCTK>(&mut wrong);
    check::<S_CCCCCUCCCCCC, S_CCCCCUCCCCCC>(&mut wrong);
    check::<S_CCCCCUCCCCCC, S_UUCCCCCCCCCC>(&mut wrong);
    check::<S_CCCCCUCCCCCC, S_CCCCCCCCCCUU>(&mut wrong);
    check::<S_CCCCCUCCCCCC, S_CCCCCCCCCCCP>(&mut wrong);
    check::<S_CCCCCUCCCCCC, S_CCCCCNCCCCCC>(&mut wrong);
    check::<S_UUCCCCCCCCCC, S_CCCCCCCCCCCC>(&mut wrong);
    check::<S_UUCCCCCCCCCC, S_CTKCTKCTKCTK>(&mut wrong);
    check::<S_UUCCCCCCCCCC, S_CCCCCUCCCCCC>(&mut wrong);
    check::<S_UUCCCCCCCCCC, S_UUCCCCCCCCCC>(&mut wrong);
    check::<S_UUCCCCCCCCCC, S_CCCCCCCCCCUU>(&mut wrong);
    check::<S_UUCCCCCCCCCC, S_CCCCCCCCCCCP>(&mut wrong);
    check::<S_UUCCCCCCCCCC, S_CCCCCNCCCCCC>(&mut wrong);
    check::<S_CCCCCCCCCCUU, S_CCCCCCCCCCCC>(&mut wrong);
    check::<S_CCCCCCCCCCUU, S_CTKCTKCTKCTK>(&mut wrong);
    check::<S_CCCCCCCCCCUU, S_CCCCCUCCCCCC>(&mut wrong);
    check::<S_CCCCCCCCCCUU, S_UUCCCCCCCCCC>(&mut wrong);
    check::<S_CCCCCCCCCCUU, S_CCCCCCCCCCUU>(&mut wrong);
    check::<S_CCCCCCCCCCUU, S_CCCCCCCCCCCP>(&mut wrong);
    check::<S_CCCCCCCCCCUU, S_CCCCCNCCCCCC>(&mut wrong);
    check::<S_CCCCCCCCCCCP, S_CCCCCCCCCCCC>(&mut wrong);
    check::<S_CCCCCCCCCCCP, S_CTKCTKCTKCTK>(&mut wrong);
    check::<S_CCCCCCCCCCCP, S_CCCCCUCCCCCC>(&mut wrong);
    check::<S_CCCCCCCCCCCP, S_UUCCCCCCCCCC>(&mut wrong);
    check::<S_CCCCCCCCCCCP, S_CCCCCCCCCCUU>(&mut wrong);
    check::<S_CCCCCCCCCCCP, S_CCCCCCCCCCCP>(&mut wrong);
    check::<S_CCCCCCCCCCCP, S_CCCCCNCCCCCC>(&mut wrong);
    check::<S_CCCCCNCCCCCC, S_CCCCCCCCCCCC>(&mut wrong);
    check::<S_CCCCCNCCCCCC, S_CTKCTKCTKCTK>(&mut wrong);
    check::<S_CCCCCNCCCCCC, S_CCCCCUCCCCCC>(&mut wrong);
    check::<S_CCCCCNCCCCCC, S_UUCCCCCCCCCC>(&mut wrong);
    check::<S_CCCCCNCCCCCC, S_CCCCCCCCCCUU>(&mut wrong);
    check::<S_CCCCCNCCCCCC, S_CCCCCCCCCCCP>(&mut wrong);
    check::<S_CCCCCNCCCCCC, S_CCCCCNCCCCCC>(&mut wrong);
    assert!(wrong.is_empty(), "{wrong:#?}");
}

/// Runs of `char`s in variants.
#[derive(Layout, Clone, Copy)]
#[repr(C, u32)]
pub enum Variants {
    Chars(char, char, char, char, char) = 0,
    ThirdWord(char, char, u32, char, char) = 1,
}

/// Runs of `char`s in the variants of an enum, the same run in a union's
/// fields (an array, a struct), and a union one of whose fields is words.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct Five {
    pub a: char,
    pub b: char,
    pub c: char,
    pub d: char,
    pub e: char,
}

#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union CharReadings {
    pub array: [char; 5],
    pub fields: Five,
}

#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union WordReading {
    pub array: [char; 5],
    pub words: [u32; 5],
}

#[test]
fn runs_in_variants_and_unions() {
    // A variant's third field may be 0xD800.
    assert!(!is_transmutable::<Variants, (u32, [char; 5])>(Assume::NOTHING));
    assert!(!is_transmutable::<Variants, (u32, Five)>(Assume::NOTHING));
    assert!(is_transmutable::<Variants, (u32, [u32; 5])>(Assume::NOTHING));
    // Any `u32` is no tag.
    assert!(!is_transmutable::<(u32, Five), Variants>(Assume::NOTHING));
    // (`CharReadings` into `[char; 5]` holds by the contract, and is
    // refused: a union of two fields of `char`s at one place is read as
    // their bytes mixed. No verdict to hold here.)
    assert!(is_transmutable::<Five, CharReadings>(Assume::NOTHING));
    assert!(is_transmutable::<[char; 5], CharReadings>(Assume::NOTHING));
    assert!(is_transmutable::<CharReadings, CharReadings>(Assume::NOTHING));
    assert!(!is_transmutable::<WordReading, [char; 5]>(Assume::NOTHING));
    assert!(!is_transmutable::<WordReading, Five>(Assume::NOTHING));
    assert!(!is_transmutable::<WordReading, CharReadings>(Assume::NOTHING));
    assert!(is_transmutable::<CharReadings, WordReading>(Assume::NOTHING));
    assert!(is_transmutable::<[CharReadings; 3], [WordReading; 3]>(Assume::NOTHING));
    assert!(!is_transmutable::<[WordReading; 3], [Five; 3]>(Assume::NOTHING));
}
