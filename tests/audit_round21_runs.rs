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

/// Compares the verdicts of `S` into `D` with `expected`, by value and by
/// shared reference, and with `some_value` (whether some value of `S` is
/// a `D`: no padding where `D` has a field) where validity is assumed, and
/// records a mismatch.
fn check<S: Layout + transmutable::Lifetime<'static>, D: Layout + transmutable::Lifetime<'static>>(
    expected: bool,
    some_value: bool,
    wrong: &mut Vec<String>,
) {
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
    check::<S_CCCCCCCCCCCC, S_CCCCCCCCCCCC>(true, true, &mut wrong);
    check::<S_CCCCCCCCCCCC, S_TTTTTTTTTTTT>(true, true, &mut wrong);
    check::<S_CCCCCCCCCCCC, S_KKKKKKKKKKKK>(true, true, &mut wrong);
    check::<S_CCCCCCCCCCCC, S_CTKCTKCTKCTK>(true, true, &mut wrong);
    check::<S_CCCCCCCCCCCC, S_CCCCCUCCCCCC>(true, true, &mut wrong);
    check::<S_CCCCCCCCCCCC, S_CCCCCNCCCCCC>(false, true, &mut wrong);
    check::<S_CCCCCCCCCCCC, S_UUCCCCCCCCCC>(true, true, &mut wrong);
    check::<S_CCCCCCCCCCCC, S_CCCCCCCCCCUU>(true, true, &mut wrong);
    check::<S_CCCCCCCCCCCC, S_CCUCCUCCUCCU>(true, true, &mut wrong);
    check::<S_CCCCCCCCCCCC, S_CUCUCUCUCUCU>(true, true, &mut wrong);
    check::<S_CCCCCCCCCCCC, S_CCCCCCCCCCCP>(true, true, &mut wrong);
    check::<S_CCCCCCCCCCCC, S_CCCCCCCCCPPP>(true, true, &mut wrong);
    check::<S_CCCCCCCCCCCC, S_UUUUUUUUUUUP>(true, true, &mut wrong);
    check::<S_CCCCCCCCCCCC, S_NNNNNNNNNNNN>(false, true, &mut wrong);
    check::<S_CCCCCCCCCCCC, S_AACCCCCCAACC>(true, true, &mut wrong);
    check::<S_CCCCCCCCCCCC, S_CCAAAAAAAACC>(true, true, &mut wrong);
    check::<S_CCCCCCCCCCCC, S_CCCCCCNCCCCC>(false, true, &mut wrong);
    check::<S_CCCCCCCCCCCC, S_UCCCCCCCCCCU>(true, true, &mut wrong);
    check::<S_CCCCCCCCCCCC, S_CCCCCCCCCCCN>(false, true, &mut wrong);
    check::<S_CCCCCCCCCCCC, S_NCCCCCCCCCCC>(false, true, &mut wrong);
    check::<S_CCCCCCCCCCCC, S_CCCNCCCCNCCP>(false, true, &mut wrong);
    check::<S_CCCCCCCCCCCC, S_UCCCCUTCCCCP>(true, true, &mut wrong);
    check::<S_CCCCCCCCCCCC, S_NCCCCCCCNNCC>(false, true, &mut wrong);
    check::<S_CCCCCCCCCCCC, S_CCCCCTCCCCCP>(true, true, &mut wrong);
    check::<S_CCCCCCCCCCCC, S_CUCCCCCUUCCC>(true, true, &mut wrong);
    check::<S_CCCCCCCCCCCC, S_CCNCCCCCCCUP>(false, true, &mut wrong);
    check::<S_CCCCCCCCCCCC, S_CCCUCCCCCCCP>(true, true, &mut wrong);
    check::<S_CCCCCCCCCCCC, S_CUCCCCCTCCCT>(true, true, &mut wrong);
    check::<S_TTTTTTTTTTTT, S_CCCCCCCCCCCC>(true, true, &mut wrong);
    check::<S_TTTTTTTTTTTT, S_TTTTTTTTTTTT>(true, true, &mut wrong);
    check::<S_TTTTTTTTTTTT, S_KKKKKKKKKKKK>(true, true, &mut wrong);
    check::<S_TTTTTTTTTTTT, S_CTKCTKCTKCTK>(true, true, &mut wrong);
    check::<S_TTTTTTTTTTTT, S_CCCCCUCCCCCC>(true, true, &mut wrong);
    check::<S_TTTTTTTTTTTT, S_CCCCCNCCCCCC>(false, true, &mut wrong);
    check::<S_TTTTTTTTTTTT, S_UUCCCCCCCCCC>(true, true, &mut wrong);
    check::<S_TTTTTTTTTTTT, S_CCCCCCCCCCUU>(true, true, &mut wrong);
    check::<S_TTTTTTTTTTTT, S_CCUCCUCCUCCU>(true, true, &mut wrong);
    check::<S_TTTTTTTTTTTT, S_CUCUCUCUCUCU>(true, true, &mut wrong);
    check::<S_TTTTTTTTTTTT, S_CCCCCCCCCCCP>(true, true, &mut wrong);
    check::<S_TTTTTTTTTTTT, S_CCCCCCCCCPPP>(true, true, &mut wrong);
    check::<S_TTTTTTTTTTTT, S_UUUUUUUUUUUP>(true, true, &mut wrong);
    check::<S_TTTTTTTTTTTT, S_NNNNNNNNNNNN>(false, true, &mut wrong);
    check::<S_TTTTTTTTTTTT, S_AACCCCCCAACC>(true, true, &mut wrong);
    check::<S_TTTTTTTTTTTT, S_CCAAAAAAAACC>(true, true, &mut wrong);
    check::<S_TTTTTTTTTTTT, S_CCCCCCNCCCCC>(false, true, &mut wrong);
    check::<S_TTTTTTTTTTTT, S_UCCCCCCCCCCU>(true, true, &mut wrong);
    check::<S_TTTTTTTTTTTT, S_CCCCCCCCCCCN>(false, true, &mut wrong);
    check::<S_TTTTTTTTTTTT, S_NCCCCCCCCCCC>(false, true, &mut wrong);
    check::<S_TTTTTTTTTTTT, S_CCCNCCCCNCCP>(false, true, &mut wrong);
    check::<S_TTTTTTTTTTTT, S_UCCCCUTCCCCP>(true, true, &mut wrong);
    check::<S_TTTTTTTTTTTT, S_NCCCCCCCNNCC>(false, true, &mut wrong);
    check::<S_TTTTTTTTTTTT, S_CCCCCTCCCCCP>(true, true, &mut wrong);
    check::<S_TTTTTTTTTTTT, S_CUCCCCCUUCCC>(true, true, &mut wrong);
    check::<S_TTTTTTTTTTTT, S_CCNCCCCCCCUP>(false, true, &mut wrong);
    check::<S_TTTTTTTTTTTT, S_CCCUCCCCCCCP>(true, true, &mut wrong);
    check::<S_TTTTTTTTTTTT, S_CUCCCCCTCCCT>(true, true, &mut wrong);
    check::<S_KKKKKKKKKKKK, S_CCCCCCCCCCCC>(true, true, &mut wrong);
    check::<S_KKKKKKKKKKKK, S_TTTTTTTTTTTT>(true, true, &mut wrong);
    check::<S_KKKKKKKKKKKK, S_KKKKKKKKKKKK>(true, true, &mut wrong);
    check::<S_KKKKKKKKKKKK, S_CTKCTKCTKCTK>(true, true, &mut wrong);
    check::<S_KKKKKKKKKKKK, S_CCCCCUCCCCCC>(true, true, &mut wrong);
    check::<S_KKKKKKKKKKKK, S_CCCCCNCCCCCC>(false, true, &mut wrong);
    check::<S_KKKKKKKKKKKK, S_UUCCCCCCCCCC>(true, true, &mut wrong);
    check::<S_KKKKKKKKKKKK, S_CCCCCCCCCCUU>(true, true, &mut wrong);
    check::<S_KKKKKKKKKKKK, S_CCUCCUCCUCCU>(true, true, &mut wrong);
    check::<S_KKKKKKKKKKKK, S_CUCUCUCUCUCU>(true, true, &mut wrong);
    check::<S_KKKKKKKKKKKK, S_CCCCCCCCCCCP>(true, true, &mut wrong);
    check::<S_KKKKKKKKKKKK, S_CCCCCCCCCPPP>(true, true, &mut wrong);
    check::<S_KKKKKKKKKKKK, S_UUUUUUUUUUUP>(true, true, &mut wrong);
    check::<S_KKKKKKKKKKKK, S_NNNNNNNNNNNN>(false, true, &mut wrong);
    check::<S_KKKKKKKKKKKK, S_AACCCCCCAACC>(true, true, &mut wrong);
    check::<S_KKKKKKKKKKKK, S_CCAAAAAAAACC>(true, true, &mut wrong);
    check::<S_KKKKKKKKKKKK, S_CCCCCCNCCCCC>(false, true, &mut wrong);
    check::<S_KKKKKKKKKKKK, S_UCCCCCCCCCCU>(true, true, &mut wrong);
    check::<S_KKKKKKKKKKKK, S_CCCCCCCCCCCN>(false, true, &mut wrong);
    check::<S_KKKKKKKKKKKK, S_NCCCCCCCCCCC>(false, true, &mut wrong);
    check::<S_KKKKKKKKKKKK, S_CCCNCCCCNCCP>(false, true, &mut wrong);
    check::<S_KKKKKKKKKKKK, S_UCCCCUTCCCCP>(true, true, &mut wrong);
    check::<S_KKKKKKKKKKKK, S_NCCCCCCCNNCC>(false, true, &mut wrong);
    check::<S_KKKKKKKKKKKK, S_CCCCCTCCCCCP>(true, true, &mut wrong);
    check::<S_KKKKKKKKKKKK, S_CUCCCCCUUCCC>(true, true, &mut wrong);
    check::<S_KKKKKKKKKKKK, S_CCNCCCCCCCUP>(false, true, &mut wrong);
    check::<S_KKKKKKKKKKKK, S_CCCUCCCCCCCP>(true, true, &mut wrong);
    check::<S_KKKKKKKKKKKK, S_CUCCCCCTCCCT>(true, true, &mut wrong);
    check::<S_CTKCTKCTKCTK, S_CCCCCCCCCCCC>(true, true, &mut wrong);
    check::<S_CTKCTKCTKCTK, S_TTTTTTTTTTTT>(true, true, &mut wrong);
    check::<S_CTKCTKCTKCTK, S_KKKKKKKKKKKK>(true, true, &mut wrong);
    check::<S_CTKCTKCTKCTK, S_CTKCTKCTKCTK>(true, true, &mut wrong);
    check::<S_CTKCTKCTKCTK, S_CCCCCUCCCCCC>(true, true, &mut wrong);
    check::<S_CTKCTKCTKCTK, S_CCCCCNCCCCCC>(false, true, &mut wrong);
    check::<S_CTKCTKCTKCTK, S_UUCCCCCCCCCC>(true, true, &mut wrong);
    check::<S_CTKCTKCTKCTK, S_CCCCCCCCCCUU>(true, true, &mut wrong);
    check::<S_CTKCTKCTKCTK, S_CCUCCUCCUCCU>(true, true, &mut wrong);
    check::<S_CTKCTKCTKCTK, S_CUCUCUCUCUCU>(true, true, &mut wrong);
    check::<S_CTKCTKCTKCTK, S_CCCCCCCCCCCP>(true, true, &mut wrong);
    check::<S_CTKCTKCTKCTK, S_CCCCCCCCCPPP>(true, true, &mut wrong);
    check::<S_CTKCTKCTKCTK, S_UUUUUUUUUUUP>(true, true, &mut wrong);
    check::<S_CTKCTKCTKCTK, S_NNNNNNNNNNNN>(false, true, &mut wrong);
    check::<S_CTKCTKCTKCTK, S_AACCCCCCAACC>(true, true, &mut wrong);
    check::<S_CTKCTKCTKCTK, S_CCAAAAAAAACC>(true, true, &mut wrong);
    check::<S_CTKCTKCTKCTK, S_CCCCCCNCCCCC>(false, true, &mut wrong);
    check::<S_CTKCTKCTKCTK, S_UCCCCCCCCCCU>(true, true, &mut wrong);
    check::<S_CTKCTKCTKCTK, S_CCCCCCCCCCCN>(false, true, &mut wrong);
    check::<S_CTKCTKCTKCTK, S_NCCCCCCCCCCC>(false, true, &mut wrong);
    check::<S_CTKCTKCTKCTK, S_CCCNCCCCNCCP>(false, true, &mut wrong);
    check::<S_CTKCTKCTKCTK, S_UCCCCUTCCCCP>(true, true, &mut wrong);
    check::<S_CTKCTKCTKCTK, S_NCCCCCCCNNCC>(false, true, &mut wrong);
    check::<S_CTKCTKCTKCTK, S_CCCCCTCCCCCP>(true, true, &mut wrong);
    check::<S_CTKCTKCTKCTK, S_CUCCCCCUUCCC>(true, true, &mut wrong);
    check::<S_CTKCTKCTKCTK, S_CCNCCCCCCCUP>(false, true, &mut wrong);
    check::<S_CTKCTKCTKCTK, S_CCCUCCCCCCCP>(true, true, &mut wrong);
    check::<S_CTKCTKCTKCTK, S_CUCCCCCTCCCT>(true, true, &mut wrong);
    check::<S_CCCCCUCCCCCC, S_CCCCCCCCCCCC>(false, true, &mut wrong);
    check::<S_CCCCCUCCCCCC, S_TTTTTTTTTTTT>(false, true, &mut wrong);
    check::<S_CCCCCUCCCCCC, S_KKKKKKKKKKKK>(false, true, &mut wrong);
    check::<S_CCCCCUCCCCCC, S_CTKCTKCTKCTK>(false, true, &mut wrong);
    check::<S_CCCCCUCCCCCC, S_CCCCCUCCCCCC>(true, true, &mut wrong);
    check::<S_CCCCCUCCCCCC, S_CCCCCNCCCCCC>(false, true, &mut wrong);
    check::<S_CCCCCUCCCCCC, S_UUCCCCCCCCCC>(false, true, &mut wrong);
    check::<S_CCCCCUCCCCCC, S_CCCCCCCCCCUU>(false, true, &mut wrong);
    check::<S_CCCCCUCCCCCC, S_CCUCCUCCUCCU>(true, true, &mut wrong);
    check::<S_CCCCCUCCCCCC, S_CUCUCUCUCUCU>(true, true, &mut wrong);
    check::<S_CCCCCUCCCCCC, S_CCCCCCCCCCCP>(false, true, &mut wrong);
    check::<S_CCCCCUCCCCCC, S_CCCCCCCCCPPP>(false, true, &mut wrong);
    check::<S_CCCCCUCCCCCC, S_UUUUUUUUUUUP>(true, true, &mut wrong);
    check::<S_CCCCCUCCCCCC, S_NNNNNNNNNNNN>(false, true, &mut wrong);
    check::<S_CCCCCUCCCCCC, S_AACCCCCCAACC>(false, true, &mut wrong);
    check::<S_CCCCCUCCCCCC, S_CCAAAAAAAACC>(false, true, &mut wrong);
    check::<S_CCCCCUCCCCCC, S_CCCCCCNCCCCC>(false, true, &mut wrong);
    check::<S_CCCCCUCCCCCC, S_UCCCCCCCCCCU>(false, true, &mut wrong);
    check::<S_CCCCCUCCCCCC, S_CCCCCCCCCCCN>(false, true, &mut wrong);
    check::<S_CCCCCUCCCCCC, S_NCCCCCCCCCCC>(false, true, &mut wrong);
    check::<S_CCCCCUCCCCCC, S_CCCNCCCCNCCP>(false, true, &mut wrong);
    check::<S_CCCCCUCCCCCC, S_UCCCCUTCCCCP>(true, true, &mut wrong);
    check::<S_CCCCCUCCCCCC, S_NCCCCCCCNNCC>(false, true, &mut wrong);
    check::<S_CCCCCUCCCCCC, S_CCCCCTCCCCCP>(false, true, &mut wrong);
    check::<S_CCCCCUCCCCCC, S_CUCCCCCUUCCC>(false, true, &mut wrong);
    check::<S_CCCCCUCCCCCC, S_CCNCCCCCCCUP>(false, true, &mut wrong);
    check::<S_CCCCCUCCCCCC, S_CCCUCCCCCCCP>(false, true, &mut wrong);
    check::<S_CCCCCUCCCCCC, S_CUCCCCCTCCCT>(false, true, &mut wrong);
    check::<S_CCCCCNCCCCCC, S_CCCCCCCCCCCC>(false, true, &mut wrong);
    check::<S_CCCCCNCCCCCC, S_TTTTTTTTTTTT>(false, true, &mut wrong);
    check::<S_CCCCCNCCCCCC, S_KKKKKKKKKKKK>(false, true, &mut wrong);
    check::<S_CCCCCNCCCCCC, S_CTKCTKCTKCTK>(false, true, &mut wrong);
    check::<S_CCCCCNCCCCCC, S_CCCCCUCCCCCC>(true, true, &mut wrong);
    check::<S_CCCCCNCCCCCC, S_CCCCCNCCCCCC>(true, true, &mut wrong);
    check::<S_CCCCCNCCCCCC, S_UUCCCCCCCCCC>(false, true, &mut wrong);
    check::<S_CCCCCNCCCCCC, S_CCCCCCCCCCUU>(false, true, &mut wrong);
    check::<S_CCCCCNCCCCCC, S_CCUCCUCCUCCU>(true, true, &mut wrong);
    check::<S_CCCCCNCCCCCC, S_CUCUCUCUCUCU>(true, true, &mut wrong);
    check::<S_CCCCCNCCCCCC, S_CCCCCCCCCCCP>(false, true, &mut wrong);
    check::<S_CCCCCNCCCCCC, S_CCCCCCCCCPPP>(false, true, &mut wrong);
    check::<S_CCCCCNCCCCCC, S_UUUUUUUUUUUP>(true, true, &mut wrong);
    check::<S_CCCCCNCCCCCC, S_NNNNNNNNNNNN>(false, true, &mut wrong);
    check::<S_CCCCCNCCCCCC, S_AACCCCCCAACC>(false, true, &mut wrong);
    check::<S_CCCCCNCCCCCC, S_CCAAAAAAAACC>(false, true, &mut wrong);
    check::<S_CCCCCNCCCCCC, S_CCCCCCNCCCCC>(false, true, &mut wrong);
    check::<S_CCCCCNCCCCCC, S_UCCCCCCCCCCU>(false, true, &mut wrong);
    check::<S_CCCCCNCCCCCC, S_CCCCCCCCCCCN>(false, true, &mut wrong);
    check::<S_CCCCCNCCCCCC, S_NCCCCCCCCCCC>(false, true, &mut wrong);
    check::<S_CCCCCNCCCCCC, S_CCCNCCCCNCCP>(false, true, &mut wrong);
    check::<S_CCCCCNCCCCCC, S_UCCCCUTCCCCP>(true, true, &mut wrong);
    check::<S_CCCCCNCCCCCC, S_NCCCCCCCNNCC>(false, true, &mut wrong);
    check::<S_CCCCCNCCCCCC, S_CCCCCTCCCCCP>(false, true, &mut wrong);
    check::<S_CCCCCNCCCCCC, S_CUCCCCCUUCCC>(false, true, &mut wrong);
    check::<S_CCCCCNCCCCCC, S_CCNCCCCCCCUP>(false, true, &mut wrong);
    check::<S_CCCCCNCCCCCC, S_CCCUCCCCCCCP>(false, true, &mut wrong);
    check::<S_CCCCCNCCCCCC, S_CUCCCCCTCCCT>(false, true, &mut wrong);
    check::<S_UUCCCCCCCCCC, S_CCCCCCCCCCCC>(false, true, &mut wrong);
    check::<S_UUCCCCCCCCCC, S_TTTTTTTTTTTT>(false, true, &mut wrong);
    check::<S_UUCCCCCCCCCC, S_KKKKKKKKKKKK>(false, true, &mut wrong);
    check::<S_UUCCCCCCCCCC, S_CTKCTKCTKCTK>(false, true, &mut wrong);
    check::<S_UUCCCCCCCCCC, S_CCCCCUCCCCCC>(false, true, &mut wrong);
    check::<S_UUCCCCCCCCCC, S_CCCCCNCCCCCC>(false, true, &mut wrong);
    check::<S_UUCCCCCCCCCC, S_UUCCCCCCCCCC>(true, true, &mut wrong);
    check::<S_UUCCCCCCCCCC, S_CCCCCCCCCCUU>(false, true, &mut wrong);
    check::<S_UUCCCCCCCCCC, S_CCUCCUCCUCCU>(false, true, &mut wrong);
    check::<S_UUCCCCCCCCCC, S_CUCUCUCUCUCU>(false, true, &mut wrong);
    check::<S_UUCCCCCCCCCC, S_CCCCCCCCCCCP>(false, true, &mut wrong);
    check::<S_UUCCCCCCCCCC, S_CCCCCCCCCPPP>(false, true, &mut wrong);
    check::<S_UUCCCCCCCCCC, S_UUUUUUUUUUUP>(true, true, &mut wrong);
    check::<S_UUCCCCCCCCCC, S_NNNNNNNNNNNN>(false, true, &mut wrong);
    check::<S_UUCCCCCCCCCC, S_AACCCCCCAACC>(false, true, &mut wrong);
    check::<S_UUCCCCCCCCCC, S_CCAAAAAAAACC>(false, true, &mut wrong);
    check::<S_UUCCCCCCCCCC, S_CCCCCCNCCCCC>(false, true, &mut wrong);
    check::<S_UUCCCCCCCCCC, S_UCCCCCCCCCCU>(false, true, &mut wrong);
    check::<S_UUCCCCCCCCCC, S_CCCCCCCCCCCN>(false, true, &mut wrong);
    check::<S_UUCCCCCCCCCC, S_NCCCCCCCCCCC>(false, true, &mut wrong);
    check::<S_UUCCCCCCCCCC, S_CCCNCCCCNCCP>(false, true, &mut wrong);
    check::<S_UUCCCCCCCCCC, S_UCCCCUTCCCCP>(false, true, &mut wrong);
    check::<S_UUCCCCCCCCCC, S_NCCCCCCCNNCC>(false, true, &mut wrong);
    check::<S_UUCCCCCCCCCC, S_CCCCCTCCCCCP>(false, true, &mut wrong);
    check::<S_UUCCCCCCCCCC, S_CUCCCCCUUCCC>(false, true, &mut wrong);
    check::<S_UUCCCCCCCCCC, S_CCNCCCCCCCUP>(false, true, &mut wrong);
    check::<S_UUCCCCCCCCCC, S_CCCUCCCCCCCP>(false, true, &mut wrong);
    check::<S_UUCCCCCCCCCC, S_CUCCCCCTCCCT>(false, true, &mut wrong);
    check::<S_CCCCCCCCCCUU, S_CCCCCCCCCCCC>(false, true, &mut wrong);
    check::<S_CCCCCCCCCCUU, S_TTTTTTTTTTTT>(false, true, &mut wrong);
    check::<S_CCCCCCCCCCUU, S_KKKKKKKKKKKK>(false, true, &mut wrong);
    check::<S_CCCCCCCCCCUU, S_CTKCTKCTKCTK>(false, true, &mut wrong);
    check::<S_CCCCCCCCCCUU, S_CCCCCUCCCCCC>(false, true, &mut wrong);
    check::<S_CCCCCCCCCCUU, S_CCCCCNCCCCCC>(false, true, &mut wrong);
    check::<S_CCCCCCCCCCUU, S_UUCCCCCCCCCC>(false, true, &mut wrong);
    check::<S_CCCCCCCCCCUU, S_CCCCCCCCCCUU>(true, true, &mut wrong);
    check::<S_CCCCCCCCCCUU, S_CCUCCUCCUCCU>(false, true, &mut wrong);
    check::<S_CCCCCCCCCCUU, S_CUCUCUCUCUCU>(false, true, &mut wrong);
    check::<S_CCCCCCCCCCUU, S_CCCCCCCCCCCP>(false, true, &mut wrong);
    check::<S_CCCCCCCCCCUU, S_CCCCCCCCCPPP>(true, true, &mut wrong);
    check::<S_CCCCCCCCCCUU, S_UUUUUUUUUUUP>(true, true, &mut wrong);
    check::<S_CCCCCCCCCCUU, S_NNNNNNNNNNNN>(false, true, &mut wrong);
    check::<S_CCCCCCCCCCUU, S_AACCCCCCAACC>(false, true, &mut wrong);
    check::<S_CCCCCCCCCCUU, S_CCAAAAAAAACC>(false, true, &mut wrong);
    check::<S_CCCCCCCCCCUU, S_CCCCCCNCCCCC>(false, true, &mut wrong);
    check::<S_CCCCCCCCCCUU, S_UCCCCCCCCCCU>(false, true, &mut wrong);
    check::<S_CCCCCCCCCCUU, S_CCCCCCCCCCCN>(false, true, &mut wrong);
    check::<S_CCCCCCCCCCUU, S_NCCCCCCCCCCC>(false, true, &mut wrong);
    check::<S_CCCCCCCCCCUU, S_CCCNCCCCNCCP>(false, true, &mut wrong);
    check::<S_CCCCCCCCCCUU, S_UCCCCUTCCCCP>(false, true, &mut wrong);
    check::<S_CCCCCCCCCCUU, S_NCCCCCCCNNCC>(false, true, &mut wrong);
    check::<S_CCCCCCCCCCUU, S_CCCCCTCCCCCP>(false, true, &mut wrong);
    check::<S_CCCCCCCCCCUU, S_CUCCCCCUUCCC>(false, true, &mut wrong);
    check::<S_CCCCCCCCCCUU, S_CCNCCCCCCCUP>(false, true, &mut wrong);
    check::<S_CCCCCCCCCCUU, S_CCCUCCCCCCCP>(false, true, &mut wrong);
    check::<S_CCCCCCCCCCUU, S_CUCCCCCTCCCT>(false, true, &mut wrong);
    check::<S_CCUCCUCCUCCU, S_CCCCCCCCCCCC>(false, true, &mut wrong);
    check::<S_CCUCCUCCUCCU, S_TTTTTTTTTTTT>(false, true, &mut wrong);
    check::<S_CCUCCUCCUCCU, S_KKKKKKKKKKKK>(false, true, &mut wrong);
    check::<S_CCUCCUCCUCCU, S_CTKCTKCTKCTK>(false, true, &mut wrong);
    check::<S_CCUCCUCCUCCU, S_CCCCCUCCCCCC>(false, true, &mut wrong);
    check::<S_CCUCCUCCUCCU, S_CCCCCNCCCCCC>(false, true, &mut wrong);
    check::<S_CCUCCUCCUCCU, S_UUCCCCCCCCCC>(false, true, &mut wrong);
    check::<S_CCUCCUCCUCCU, S_CCCCCCCCCCUU>(false, true, &mut wrong);
    check::<S_CCUCCUCCUCCU, S_CCUCCUCCUCCU>(true, true, &mut wrong);
    check::<S_CCUCCUCCUCCU, S_CUCUCUCUCUCU>(false, true, &mut wrong);
    check::<S_CCUCCUCCUCCU, S_CCCCCCCCCCCP>(false, true, &mut wrong);
    check::<S_CCUCCUCCUCCU, S_CCCCCCCCCPPP>(false, true, &mut wrong);
    check::<S_CCUCCUCCUCCU, S_UUUUUUUUUUUP>(true, true, &mut wrong);
    check::<S_CCUCCUCCUCCU, S_NNNNNNNNNNNN>(false, true, &mut wrong);
    check::<S_CCUCCUCCUCCU, S_AACCCCCCAACC>(false, true, &mut wrong);
    check::<S_CCUCCUCCUCCU, S_CCAAAAAAAACC>(false, true, &mut wrong);
    check::<S_CCUCCUCCUCCU, S_CCCCCCNCCCCC>(false, true, &mut wrong);
    check::<S_CCUCCUCCUCCU, S_UCCCCCCCCCCU>(false, true, &mut wrong);
    check::<S_CCUCCUCCUCCU, S_CCCCCCCCCCCN>(false, true, &mut wrong);
    check::<S_CCUCCUCCUCCU, S_NCCCCCCCCCCC>(false, true, &mut wrong);
    check::<S_CCUCCUCCUCCU, S_CCCNCCCCNCCP>(false, true, &mut wrong);
    check::<S_CCUCCUCCUCCU, S_UCCCCUTCCCCP>(false, true, &mut wrong);
    check::<S_CCUCCUCCUCCU, S_NCCCCCCCNNCC>(false, true, &mut wrong);
    check::<S_CCUCCUCCUCCU, S_CCCCCTCCCCCP>(false, true, &mut wrong);
    check::<S_CCUCCUCCUCCU, S_CUCCCCCUUCCC>(false, true, &mut wrong);
    check::<S_CCUCCUCCUCCU, S_CCNCCCCCCCUP>(false, true, &mut wrong);
    check::<S_CCUCCUCCUCCU, S_CCCUCCCCCCCP>(false, true, &mut wrong);
    check::<S_CCUCCUCCUCCU, S_CUCCCCCTCCCT>(false, true, &mut wrong);
    check::<S_CUCUCUCUCUCU, S_CCCCCCCCCCCC>(false, true, &mut wrong);
    check::<S_CUCUCUCUCUCU, S_TTTTTTTTTTTT>(false, true, &mut wrong);
    check::<S_CUCUCUCUCUCU, S_KKKKKKKKKKKK>(false, true, &mut wrong);
    check::<S_CUCUCUCUCUCU, S_CTKCTKCTKCTK>(false, true, &mut wrong);
    check::<S_CUCUCUCUCUCU, S_CCCCCUCCCCCC>(false, true, &mut wrong);
    check::<S_CUCUCUCUCUCU, S_CCCCCNCCCCCC>(false, true, &mut wrong);
    check::<S_CUCUCUCUCUCU, S_UUCCCCCCCCCC>(false, true, &mut wrong);
    check::<S_CUCUCUCUCUCU, S_CCCCCCCCCCUU>(false, true, &mut wrong);
    check::<S_CUCUCUCUCUCU, S_CCUCCUCCUCCU>(false, true, &mut wrong);
    check::<S_CUCUCUCUCUCU, S_CUCUCUCUCUCU>(true, true, &mut wrong);
    check::<S_CUCUCUCUCUCU, S_CCCCCCCCCCCP>(false, true, &mut wrong);
    check::<S_CUCUCUCUCUCU, S_CCCCCCCCCPPP>(false, true, &mut wrong);
    check::<S_CUCUCUCUCUCU, S_UUUUUUUUUUUP>(true, true, &mut wrong);
    check::<S_CUCUCUCUCUCU, S_NNNNNNNNNNNN>(false, true, &mut wrong);
    check::<S_CUCUCUCUCUCU, S_AACCCCCCAACC>(false, true, &mut wrong);
    check::<S_CUCUCUCUCUCU, S_CCAAAAAAAACC>(false, true, &mut wrong);
    check::<S_CUCUCUCUCUCU, S_CCCCCCNCCCCC>(false, true, &mut wrong);
    check::<S_CUCUCUCUCUCU, S_UCCCCCCCCCCU>(false, true, &mut wrong);
    check::<S_CUCUCUCUCUCU, S_CCCCCCCCCCCN>(false, true, &mut wrong);
    check::<S_CUCUCUCUCUCU, S_NCCCCCCCCCCC>(false, true, &mut wrong);
    check::<S_CUCUCUCUCUCU, S_CCCNCCCCNCCP>(false, true, &mut wrong);
    check::<S_CUCUCUCUCUCU, S_UCCCCUTCCCCP>(false, true, &mut wrong);
    check::<S_CUCUCUCUCUCU, S_NCCCCCCCNNCC>(false, true, &mut wrong);
    check::<S_CUCUCUCUCUCU, S_CCCCCTCCCCCP>(false, true, &mut wrong);
    check::<S_CUCUCUCUCUCU, S_CUCCCCCUUCCC>(false, true, &mut wrong);
    check::<S_CUCUCUCUCUCU, S_CCNCCCCCCCUP>(false, true, &mut wrong);
    check::<S_CUCUCUCUCUCU, S_CCCUCCCCCCCP>(false, true, &mut wrong);
    check::<S_CUCUCUCUCUCU, S_CUCCCCCTCCCT>(false, true, &mut wrong);
    check::<S_CCCCCCCCCCCP, S_CCCCCCCCCCCC>(false, false, &mut wrong);
    check::<S_CCCCCCCCCCCP, S_TTTTTTTTTTTT>(false, false, &mut wrong);
    check::<S_CCCCCCCCCCCP, S_KKKKKKKKKKKK>(false, false, &mut wrong);
    check::<S_CCCCCCCCCCCP, S_CTKCTKCTKCTK>(false, false, &mut wrong);
    check::<S_CCCCCCCCCCCP, S_CCCCCUCCCCCC>(false, false, &mut wrong);
    check::<S_CCCCCCCCCCCP, S_CCCCCNCCCCCC>(false, false, &mut wrong);
    check::<S_CCCCCCCCCCCP, S_UUCCCCCCCCCC>(false, false, &mut wrong);
    check::<S_CCCCCCCCCCCP, S_CCCCCCCCCCUU>(false, false, &mut wrong);
    check::<S_CCCCCCCCCCCP, S_CCUCCUCCUCCU>(false, false, &mut wrong);
    check::<S_CCCCCCCCCCCP, S_CUCUCUCUCUCU>(false, false, &mut wrong);
    check::<S_CCCCCCCCCCCP, S_CCCCCCCCCCCP>(true, true, &mut wrong);
    check::<S_CCCCCCCCCCCP, S_CCCCCCCCCPPP>(true, true, &mut wrong);
    check::<S_CCCCCCCCCCCP, S_UUUUUUUUUUUP>(true, true, &mut wrong);
    check::<S_CCCCCCCCCCCP, S_NNNNNNNNNNNN>(false, false, &mut wrong);
    check::<S_CCCCCCCCCCCP, S_AACCCCCCAACC>(false, false, &mut wrong);
    check::<S_CCCCCCCCCCCP, S_CCAAAAAAAACC>(false, false, &mut wrong);
    check::<S_CCCCCCCCCCCP, S_CCCCCCNCCCCC>(false, false, &mut wrong);
    check::<S_CCCCCCCCCCCP, S_UCCCCCCCCCCU>(false, false, &mut wrong);
    check::<S_CCCCCCCCCCCP, S_CCCCCCCCCCCN>(false, false, &mut wrong);
    check::<S_CCCCCCCCCCCP, S_NCCCCCCCCCCC>(false, false, &mut wrong);
    check::<S_CCCCCCCCCCCP, S_CCCNCCCCNCCP>(false, true, &mut wrong);
    check::<S_CCCCCCCCCCCP, S_UCCCCUTCCCCP>(true, true, &mut wrong);
    check::<S_CCCCCCCCCCCP, S_NCCCCCCCNNCC>(false, false, &mut wrong);
    check::<S_CCCCCCCCCCCP, S_CCCCCTCCCCCP>(true, true, &mut wrong);
    check::<S_CCCCCCCCCCCP, S_CUCCCCCUUCCC>(false, false, &mut wrong);
    check::<S_CCCCCCCCCCCP, S_CCNCCCCCCCUP>(false, true, &mut wrong);
    check::<S_CCCCCCCCCCCP, S_CCCUCCCCCCCP>(true, true, &mut wrong);
    check::<S_CCCCCCCCCCCP, S_CUCCCCCTCCCT>(false, false, &mut wrong);
    check::<S_CCCCCCCCCPPP, S_CCCCCCCCCCCC>(false, false, &mut wrong);
    check::<S_CCCCCCCCCPPP, S_TTTTTTTTTTTT>(false, false, &mut wrong);
    check::<S_CCCCCCCCCPPP, S_KKKKKKKKKKKK>(false, false, &mut wrong);
    check::<S_CCCCCCCCCPPP, S_CTKCTKCTKCTK>(false, false, &mut wrong);
    check::<S_CCCCCCCCCPPP, S_CCCCCUCCCCCC>(false, false, &mut wrong);
    check::<S_CCCCCCCCCPPP, S_CCCCCNCCCCCC>(false, false, &mut wrong);
    check::<S_CCCCCCCCCPPP, S_UUCCCCCCCCCC>(false, false, &mut wrong);
    check::<S_CCCCCCCCCPPP, S_CCCCCCCCCCUU>(false, false, &mut wrong);
    check::<S_CCCCCCCCCPPP, S_CCUCCUCCUCCU>(false, false, &mut wrong);
    check::<S_CCCCCCCCCPPP, S_CUCUCUCUCUCU>(false, false, &mut wrong);
    check::<S_CCCCCCCCCPPP, S_CCCCCCCCCCCP>(false, false, &mut wrong);
    check::<S_CCCCCCCCCPPP, S_CCCCCCCCCPPP>(true, true, &mut wrong);
    check::<S_CCCCCCCCCPPP, S_UUUUUUUUUUUP>(false, false, &mut wrong);
    check::<S_CCCCCCCCCPPP, S_NNNNNNNNNNNN>(false, false, &mut wrong);
    check::<S_CCCCCCCCCPPP, S_AACCCCCCAACC>(false, false, &mut wrong);
    check::<S_CCCCCCCCCPPP, S_CCAAAAAAAACC>(false, false, &mut wrong);
    check::<S_CCCCCCCCCPPP, S_CCCCCCNCCCCC>(false, false, &mut wrong);
    check::<S_CCCCCCCCCPPP, S_UCCCCCCCCCCU>(false, false, &mut wrong);
    check::<S_CCCCCCCCCPPP, S_CCCCCCCCCCCN>(false, false, &mut wrong);
    check::<S_CCCCCCCCCPPP, S_NCCCCCCCCCCC>(false, false, &mut wrong);
    check::<S_CCCCCCCCCPPP, S_CCCNCCCCNCCP>(false, false, &mut wrong);
    check::<S_CCCCCCCCCPPP, S_UCCCCUTCCCCP>(false, false, &mut wrong);
    check::<S_CCCCCCCCCPPP, S_NCCCCCCCNNCC>(false, false, &mut wrong);
    check::<S_CCCCCCCCCPPP, S_CCCCCTCCCCCP>(false, false, &mut wrong);
    check::<S_CCCCCCCCCPPP, S_CUCCCCCUUCCC>(false, false, &mut wrong);
    check::<S_CCCCCCCCCPPP, S_CCNCCCCCCCUP>(false, false, &mut wrong);
    check::<S_CCCCCCCCCPPP, S_CCCUCCCCCCCP>(false, false, &mut wrong);
    check::<S_CCCCCCCCCPPP, S_CUCCCCCTCCCT>(false, false, &mut wrong);
    check::<S_UUUUUUUUUUUP, S_CCCCCCCCCCCC>(false, false, &mut wrong);
    check::<S_UUUUUUUUUUUP, S_TTTTTTTTTTTT>(false, false, &mut wrong);
    check::<S_UUUUUUUUUUUP, S_KKKKKKKKKKKK>(false, false, &mut wrong);
    check::<S_UUUUUUUUUUUP, S_CTKCTKCTKCTK>(false, false, &mut wrong);
    check::<S_UUUUUUUUUUUP, S_CCCCCUCCCCCC>(false, false, &mut wrong);
    check::<S_UUUUUUUUUUUP, S_CCCCCNCCCCCC>(false, false, &mut wrong);
    check::<S_UUUUUUUUUUUP, S_UUCCCCCCCCCC>(false, false, &mut wrong);
    check::<S_UUUUUUUUUUUP, S_CCCCCCCCCCUU>(false, false, &mut wrong);
    check::<S_UUUUUUUUUUUP, S_CCUCCUCCUCCU>(false, false, &mut wrong);
    check::<S_UUUUUUUUUUUP, S_CUCUCUCUCUCU>(false, false, &mut wrong);
    check::<S_UUUUUUUUUUUP, S_CCCCCCCCCCCP>(false, true, &mut wrong);
    check::<S_UUUUUUUUUUUP, S_CCCCCCCCCPPP>(false, true, &mut wrong);
    check::<S_UUUUUUUUUUUP, S_UUUUUUUUUUUP>(true, true, &mut wrong);
    check::<S_UUUUUUUUUUUP, S_NNNNNNNNNNNN>(false, false, &mut wrong);
    check::<S_UUUUUUUUUUUP, S_AACCCCCCAACC>(false, false, &mut wrong);
    check::<S_UUUUUUUUUUUP, S_CCAAAAAAAACC>(false, false, &mut wrong);
    check::<S_UUUUUUUUUUUP, S_CCCCCCNCCCCC>(false, false, &mut wrong);
    check::<S_UUUUUUUUUUUP, S_UCCCCCCCCCCU>(false, false, &mut wrong);
    check::<S_UUUUUUUUUUUP, S_CCCCCCCCCCCN>(false, false, &mut wrong);
    check::<S_UUUUUUUUUUUP, S_NCCCCCCCCCCC>(false, false, &mut wrong);
    check::<S_UUUUUUUUUUUP, S_CCCNCCCCNCCP>(false, true, &mut wrong);
    check::<S_UUUUUUUUUUUP, S_UCCCCUTCCCCP>(false, true, &mut wrong);
    check::<S_UUUUUUUUUUUP, S_NCCCCCCCNNCC>(false, false, &mut wrong);
    check::<S_UUUUUUUUUUUP, S_CCCCCTCCCCCP>(false, true, &mut wrong);
    check::<S_UUUUUUUUUUUP, S_CUCCCCCUUCCC>(false, false, &mut wrong);
    check::<S_UUUUUUUUUUUP, S_CCNCCCCCCCUP>(false, true, &mut wrong);
    check::<S_UUUUUUUUUUUP, S_CCCUCCCCCCCP>(false, true, &mut wrong);
    check::<S_UUUUUUUUUUUP, S_CUCCCCCTCCCT>(false, false, &mut wrong);
    check::<S_NNNNNNNNNNNN, S_CCCCCCCCCCCC>(false, true, &mut wrong);
    check::<S_NNNNNNNNNNNN, S_TTTTTTTTTTTT>(false, true, &mut wrong);
    check::<S_NNNNNNNNNNNN, S_KKKKKKKKKKKK>(false, true, &mut wrong);
    check::<S_NNNNNNNNNNNN, S_CTKCTKCTKCTK>(false, true, &mut wrong);
    check::<S_NNNNNNNNNNNN, S_CCCCCUCCCCCC>(false, true, &mut wrong);
    check::<S_NNNNNNNNNNNN, S_CCCCCNCCCCCC>(false, true, &mut wrong);
    check::<S_NNNNNNNNNNNN, S_UUCCCCCCCCCC>(false, true, &mut wrong);
    check::<S_NNNNNNNNNNNN, S_CCCCCCCCCCUU>(false, true, &mut wrong);
    check::<S_NNNNNNNNNNNN, S_CCUCCUCCUCCU>(false, true, &mut wrong);
    check::<S_NNNNNNNNNNNN, S_CUCUCUCUCUCU>(false, true, &mut wrong);
    check::<S_NNNNNNNNNNNN, S_CCCCCCCCCCCP>(false, true, &mut wrong);
    check::<S_NNNNNNNNNNNN, S_CCCCCCCCCPPP>(false, true, &mut wrong);
    check::<S_NNNNNNNNNNNN, S_UUUUUUUUUUUP>(true, true, &mut wrong);
    check::<S_NNNNNNNNNNNN, S_NNNNNNNNNNNN>(true, true, &mut wrong);
    check::<S_NNNNNNNNNNNN, S_AACCCCCCAACC>(false, true, &mut wrong);
    check::<S_NNNNNNNNNNNN, S_CCAAAAAAAACC>(false, true, &mut wrong);
    check::<S_NNNNNNNNNNNN, S_CCCCCCNCCCCC>(false, true, &mut wrong);
    check::<S_NNNNNNNNNNNN, S_UCCCCCCCCCCU>(false, true, &mut wrong);
    check::<S_NNNNNNNNNNNN, S_CCCCCCCCCCCN>(false, true, &mut wrong);
    check::<S_NNNNNNNNNNNN, S_NCCCCCCCCCCC>(false, true, &mut wrong);
    check::<S_NNNNNNNNNNNN, S_CCCNCCCCNCCP>(false, true, &mut wrong);
    check::<S_NNNNNNNNNNNN, S_UCCCCUTCCCCP>(false, true, &mut wrong);
    check::<S_NNNNNNNNNNNN, S_NCCCCCCCNNCC>(false, true, &mut wrong);
    check::<S_NNNNNNNNNNNN, S_CCCCCTCCCCCP>(false, true, &mut wrong);
    check::<S_NNNNNNNNNNNN, S_CUCCCCCUUCCC>(false, true, &mut wrong);
    check::<S_NNNNNNNNNNNN, S_CCNCCCCCCCUP>(false, true, &mut wrong);
    check::<S_NNNNNNNNNNNN, S_CCCUCCCCCCCP>(false, true, &mut wrong);
    check::<S_NNNNNNNNNNNN, S_CUCCCCCTCCCT>(false, true, &mut wrong);
    check::<S_AACCCCCCAACC, S_CCCCCCCCCCCC>(true, true, &mut wrong);
    check::<S_AACCCCCCAACC, S_TTTTTTTTTTTT>(true, true, &mut wrong);
    check::<S_AACCCCCCAACC, S_KKKKKKKKKKKK>(true, true, &mut wrong);
    check::<S_AACCCCCCAACC, S_CTKCTKCTKCTK>(true, true, &mut wrong);
    check::<S_AACCCCCCAACC, S_CCCCCUCCCCCC>(true, true, &mut wrong);
    check::<S_AACCCCCCAACC, S_CCCCCNCCCCCC>(false, true, &mut wrong);
    check::<S_AACCCCCCAACC, S_UUCCCCCCCCCC>(true, true, &mut wrong);
    check::<S_AACCCCCCAACC, S_CCCCCCCCCCUU>(true, true, &mut wrong);
    check::<S_AACCCCCCAACC, S_CCUCCUCCUCCU>(true, true, &mut wrong);
    check::<S_AACCCCCCAACC, S_CUCUCUCUCUCU>(true, true, &mut wrong);
    check::<S_AACCCCCCAACC, S_CCCCCCCCCCCP>(true, true, &mut wrong);
    check::<S_AACCCCCCAACC, S_CCCCCCCCCPPP>(true, true, &mut wrong);
    check::<S_AACCCCCCAACC, S_UUUUUUUUUUUP>(true, true, &mut wrong);
    check::<S_AACCCCCCAACC, S_NNNNNNNNNNNN>(false, true, &mut wrong);
    check::<S_AACCCCCCAACC, S_AACCCCCCAACC>(true, true, &mut wrong);
    check::<S_AACCCCCCAACC, S_CCAAAAAAAACC>(true, true, &mut wrong);
    check::<S_AACCCCCCAACC, S_CCCCCCNCCCCC>(false, true, &mut wrong);
    check::<S_AACCCCCCAACC, S_UCCCCCCCCCCU>(true, true, &mut wrong);
    check::<S_AACCCCCCAACC, S_CCCCCCCCCCCN>(false, true, &mut wrong);
    check::<S_AACCCCCCAACC, S_NCCCCCCCCCCC>(false, true, &mut wrong);
    check::<S_AACCCCCCAACC, S_CCCNCCCCNCCP>(false, true, &mut wrong);
    check::<S_AACCCCCCAACC, S_UCCCCUTCCCCP>(true, true, &mut wrong);
    check::<S_AACCCCCCAACC, S_NCCCCCCCNNCC>(false, true, &mut wrong);
    check::<S_AACCCCCCAACC, S_CCCCCTCCCCCP>(true, true, &mut wrong);
    check::<S_AACCCCCCAACC, S_CUCCCCCUUCCC>(true, true, &mut wrong);
    check::<S_AACCCCCCAACC, S_CCNCCCCCCCUP>(false, true, &mut wrong);
    check::<S_AACCCCCCAACC, S_CCCUCCCCCCCP>(true, true, &mut wrong);
    check::<S_AACCCCCCAACC, S_CUCCCCCTCCCT>(true, true, &mut wrong);
    check::<S_CCAAAAAAAACC, S_CCCCCCCCCCCC>(true, true, &mut wrong);
    check::<S_CCAAAAAAAACC, S_TTTTTTTTTTTT>(true, true, &mut wrong);
    check::<S_CCAAAAAAAACC, S_KKKKKKKKKKKK>(true, true, &mut wrong);
    check::<S_CCAAAAAAAACC, S_CTKCTKCTKCTK>(true, true, &mut wrong);
    check::<S_CCAAAAAAAACC, S_CCCCCUCCCCCC>(true, true, &mut wrong);
    check::<S_CCAAAAAAAACC, S_CCCCCNCCCCCC>(false, true, &mut wrong);
    check::<S_CCAAAAAAAACC, S_UUCCCCCCCCCC>(true, true, &mut wrong);
    check::<S_CCAAAAAAAACC, S_CCCCCCCCCCUU>(true, true, &mut wrong);
    check::<S_CCAAAAAAAACC, S_CCUCCUCCUCCU>(true, true, &mut wrong);
    check::<S_CCAAAAAAAACC, S_CUCUCUCUCUCU>(true, true, &mut wrong);
    check::<S_CCAAAAAAAACC, S_CCCCCCCCCCCP>(true, true, &mut wrong);
    check::<S_CCAAAAAAAACC, S_CCCCCCCCCPPP>(true, true, &mut wrong);
    check::<S_CCAAAAAAAACC, S_UUUUUUUUUUUP>(true, true, &mut wrong);
    check::<S_CCAAAAAAAACC, S_NNNNNNNNNNNN>(false, true, &mut wrong);
    check::<S_CCAAAAAAAACC, S_AACCCCCCAACC>(true, true, &mut wrong);
    check::<S_CCAAAAAAAACC, S_CCAAAAAAAACC>(true, true, &mut wrong);
    check::<S_CCAAAAAAAACC, S_CCCCCCNCCCCC>(false, true, &mut wrong);
    check::<S_CCAAAAAAAACC, S_UCCCCCCCCCCU>(true, true, &mut wrong);
    check::<S_CCAAAAAAAACC, S_CCCCCCCCCCCN>(false, true, &mut wrong);
    check::<S_CCAAAAAAAACC, S_NCCCCCCCCCCC>(false, true, &mut wrong);
    check::<S_CCAAAAAAAACC, S_CCCNCCCCNCCP>(false, true, &mut wrong);
    check::<S_CCAAAAAAAACC, S_UCCCCUTCCCCP>(true, true, &mut wrong);
    check::<S_CCAAAAAAAACC, S_NCCCCCCCNNCC>(false, true, &mut wrong);
    check::<S_CCAAAAAAAACC, S_CCCCCTCCCCCP>(true, true, &mut wrong);
    check::<S_CCAAAAAAAACC, S_CUCCCCCUUCCC>(true, true, &mut wrong);
    check::<S_CCAAAAAAAACC, S_CCNCCCCCCCUP>(false, true, &mut wrong);
    check::<S_CCAAAAAAAACC, S_CCCUCCCCCCCP>(true, true, &mut wrong);
    check::<S_CCAAAAAAAACC, S_CUCCCCCTCCCT>(true, true, &mut wrong);
    check::<S_CCCCCCNCCCCC, S_CCCCCCCCCCCC>(false, true, &mut wrong);
    check::<S_CCCCCCNCCCCC, S_TTTTTTTTTTTT>(false, true, &mut wrong);
    check::<S_CCCCCCNCCCCC, S_KKKKKKKKKKKK>(false, true, &mut wrong);
    check::<S_CCCCCCNCCCCC, S_CTKCTKCTKCTK>(false, true, &mut wrong);
    check::<S_CCCCCCNCCCCC, S_CCCCCUCCCCCC>(false, true, &mut wrong);
    check::<S_CCCCCCNCCCCC, S_CCCCCNCCCCCC>(false, true, &mut wrong);
    check::<S_CCCCCCNCCCCC, S_UUCCCCCCCCCC>(false, true, &mut wrong);
    check::<S_CCCCCCNCCCCC, S_CCCCCCCCCCUU>(false, true, &mut wrong);
    check::<S_CCCCCCNCCCCC, S_CCUCCUCCUCCU>(false, true, &mut wrong);
    check::<S_CCCCCCNCCCCC, S_CUCUCUCUCUCU>(false, true, &mut wrong);
    check::<S_CCCCCCNCCCCC, S_CCCCCCCCCCCP>(false, true, &mut wrong);
    check::<S_CCCCCCNCCCCC, S_CCCCCCCCCPPP>(false, true, &mut wrong);
    check::<S_CCCCCCNCCCCC, S_UUUUUUUUUUUP>(true, true, &mut wrong);
    check::<S_CCCCCCNCCCCC, S_NNNNNNNNNNNN>(false, true, &mut wrong);
    check::<S_CCCCCCNCCCCC, S_AACCCCCCAACC>(false, true, &mut wrong);
    check::<S_CCCCCCNCCCCC, S_CCAAAAAAAACC>(false, true, &mut wrong);
    check::<S_CCCCCCNCCCCC, S_CCCCCCNCCCCC>(true, true, &mut wrong);
    check::<S_CCCCCCNCCCCC, S_UCCCCCCCCCCU>(false, true, &mut wrong);
    check::<S_CCCCCCNCCCCC, S_CCCCCCCCCCCN>(false, true, &mut wrong);
    check::<S_CCCCCCNCCCCC, S_NCCCCCCCCCCC>(false, true, &mut wrong);
    check::<S_CCCCCCNCCCCC, S_CCCNCCCCNCCP>(false, true, &mut wrong);
    check::<S_CCCCCCNCCCCC, S_UCCCCUTCCCCP>(false, true, &mut wrong);
    check::<S_CCCCCCNCCCCC, S_NCCCCCCCNNCC>(false, true, &mut wrong);
    check::<S_CCCCCCNCCCCC, S_CCCCCTCCCCCP>(false, true, &mut wrong);
    check::<S_CCCCCCNCCCCC, S_CUCCCCCUUCCC>(false, true, &mut wrong);
    check::<S_CCCCCCNCCCCC, S_CCNCCCCCCCUP>(false, true, &mut wrong);
    check::<S_CCCCCCNCCCCC, S_CCCUCCCCCCCP>(false, true, &mut wrong);
    check::<S_CCCCCCNCCCCC, S_CUCCCCCTCCCT>(false, true, &mut wrong);
    check::<S_UCCCCCCCCCCU, S_CCCCCCCCCCCC>(false, true, &mut wrong);
    check::<S_UCCCCCCCCCCU, S_TTTTTTTTTTTT>(false, true, &mut wrong);
    check::<S_UCCCCCCCCCCU, S_KKKKKKKKKKKK>(false, true, &mut wrong);
    check::<S_UCCCCCCCCCCU, S_CTKCTKCTKCTK>(false, true, &mut wrong);
    check::<S_UCCCCCCCCCCU, S_CCCCCUCCCCCC>(false, true, &mut wrong);
    check::<S_UCCCCCCCCCCU, S_CCCCCNCCCCCC>(false, true, &mut wrong);
    check::<S_UCCCCCCCCCCU, S_UUCCCCCCCCCC>(false, true, &mut wrong);
    check::<S_UCCCCCCCCCCU, S_CCCCCCCCCCUU>(false, true, &mut wrong);
    check::<S_UCCCCCCCCCCU, S_CCUCCUCCUCCU>(false, true, &mut wrong);
    check::<S_UCCCCCCCCCCU, S_CUCUCUCUCUCU>(false, true, &mut wrong);
    check::<S_UCCCCCCCCCCU, S_CCCCCCCCCCCP>(false, true, &mut wrong);
    check::<S_UCCCCCCCCCCU, S_CCCCCCCCCPPP>(false, true, &mut wrong);
    check::<S_UCCCCCCCCCCU, S_UUUUUUUUUUUP>(true, true, &mut wrong);
    check::<S_UCCCCCCCCCCU, S_NNNNNNNNNNNN>(false, true, &mut wrong);
    check::<S_UCCCCCCCCCCU, S_AACCCCCCAACC>(false, true, &mut wrong);
    check::<S_UCCCCCCCCCCU, S_CCAAAAAAAACC>(false, true, &mut wrong);
    check::<S_UCCCCCCCCCCU, S_CCCCCCNCCCCC>(false, true, &mut wrong);
    check::<S_UCCCCCCCCCCU, S_UCCCCCCCCCCU>(true, true, &mut wrong);
    check::<S_UCCCCCCCCCCU, S_CCCCCCCCCCCN>(false, true, &mut wrong);
    check::<S_UCCCCCCCCCCU, S_NCCCCCCCCCCC>(false, true, &mut wrong);
    check::<S_UCCCCCCCCCCU, S_CCCNCCCCNCCP>(false, true, &mut wrong);
    check::<S_UCCCCCCCCCCU, S_UCCCCUTCCCCP>(true, true, &mut wrong);
    check::<S_UCCCCCCCCCCU, S_NCCCCCCCNNCC>(false, true, &mut wrong);
    check::<S_UCCCCCCCCCCU, S_CCCCCTCCCCCP>(false, true, &mut wrong);
    check::<S_UCCCCCCCCCCU, S_CUCCCCCUUCCC>(false, true, &mut wrong);
    check::<S_UCCCCCCCCCCU, S_CCNCCCCCCCUP>(false, true, &mut wrong);
    check::<S_UCCCCCCCCCCU, S_CCCUCCCCCCCP>(false, true, &mut wrong);
    check::<S_UCCCCCCCCCCU, S_CUCCCCCTCCCT>(false, true, &mut wrong);
    check::<S_CCCCCCCCCCCN, S_CCCCCCCCCCCC>(false, true, &mut wrong);
    check::<S_CCCCCCCCCCCN, S_TTTTTTTTTTTT>(false, true, &mut wrong);
    check::<S_CCCCCCCCCCCN, S_KKKKKKKKKKKK>(false, true, &mut wrong);
    check::<S_CCCCCCCCCCCN, S_CTKCTKCTKCTK>(false, true, &mut wrong);
    check::<S_CCCCCCCCCCCN, S_CCCCCUCCCCCC>(false, true, &mut wrong);
    check::<S_CCCCCCCCCCCN, S_CCCCCNCCCCCC>(false, true, &mut wrong);
    check::<S_CCCCCCCCCCCN, S_UUCCCCCCCCCC>(false, true, &mut wrong);
    check::<S_CCCCCCCCCCCN, S_CCCCCCCCCCUU>(true, true, &mut wrong);
    check::<S_CCCCCCCCCCCN, S_CCUCCUCCUCCU>(true, true, &mut wrong);
    check::<S_CCCCCCCCCCCN, S_CUCUCUCUCUCU>(true, true, &mut wrong);
    check::<S_CCCCCCCCCCCN, S_CCCCCCCCCCCP>(true, true, &mut wrong);
    check::<S_CCCCCCCCCCCN, S_CCCCCCCCCPPP>(true, true, &mut wrong);
    check::<S_CCCCCCCCCCCN, S_UUUUUUUUUUUP>(true, true, &mut wrong);
    check::<S_CCCCCCCCCCCN, S_NNNNNNNNNNNN>(false, true, &mut wrong);
    check::<S_CCCCCCCCCCCN, S_AACCCCCCAACC>(false, true, &mut wrong);
    check::<S_CCCCCCCCCCCN, S_CCAAAAAAAACC>(false, true, &mut wrong);
    check::<S_CCCCCCCCCCCN, S_CCCCCCNCCCCC>(false, true, &mut wrong);
    check::<S_CCCCCCCCCCCN, S_UCCCCCCCCCCU>(true, true, &mut wrong);
    check::<S_CCCCCCCCCCCN, S_CCCCCCCCCCCN>(true, true, &mut wrong);
    check::<S_CCCCCCCCCCCN, S_NCCCCCCCCCCC>(false, true, &mut wrong);
    check::<S_CCCCCCCCCCCN, S_CCCNCCCCNCCP>(false, true, &mut wrong);
    check::<S_CCCCCCCCCCCN, S_UCCCCUTCCCCP>(true, true, &mut wrong);
    check::<S_CCCCCCCCCCCN, S_NCCCCCCCNNCC>(false, true, &mut wrong);
    check::<S_CCCCCCCCCCCN, S_CCCCCTCCCCCP>(true, true, &mut wrong);
    check::<S_CCCCCCCCCCCN, S_CUCCCCCUUCCC>(false, true, &mut wrong);
    check::<S_CCCCCCCCCCCN, S_CCNCCCCCCCUP>(false, true, &mut wrong);
    check::<S_CCCCCCCCCCCN, S_CCCUCCCCCCCP>(true, true, &mut wrong);
    check::<S_CCCCCCCCCCCN, S_CUCCCCCTCCCT>(false, true, &mut wrong);
    check::<S_NCCCCCCCCCCC, S_CCCCCCCCCCCC>(false, true, &mut wrong);
    check::<S_NCCCCCCCCCCC, S_TTTTTTTTTTTT>(false, true, &mut wrong);
    check::<S_NCCCCCCCCCCC, S_KKKKKKKKKKKK>(false, true, &mut wrong);
    check::<S_NCCCCCCCCCCC, S_CTKCTKCTKCTK>(false, true, &mut wrong);
    check::<S_NCCCCCCCCCCC, S_CCCCCUCCCCCC>(false, true, &mut wrong);
    check::<S_NCCCCCCCCCCC, S_CCCCCNCCCCCC>(false, true, &mut wrong);
    check::<S_NCCCCCCCCCCC, S_UUCCCCCCCCCC>(true, true, &mut wrong);
    check::<S_NCCCCCCCCCCC, S_CCCCCCCCCCUU>(false, true, &mut wrong);
    check::<S_NCCCCCCCCCCC, S_CCUCCUCCUCCU>(false, true, &mut wrong);
    check::<S_NCCCCCCCCCCC, S_CUCUCUCUCUCU>(false, true, &mut wrong);
    check::<S_NCCCCCCCCCCC, S_CCCCCCCCCCCP>(false, true, &mut wrong);
    check::<S_NCCCCCCCCCCC, S_CCCCCCCCCPPP>(false, true, &mut wrong);
    check::<S_NCCCCCCCCCCC, S_UUUUUUUUUUUP>(true, true, &mut wrong);
    check::<S_NCCCCCCCCCCC, S_NNNNNNNNNNNN>(false, true, &mut wrong);
    check::<S_NCCCCCCCCCCC, S_AACCCCCCAACC>(false, true, &mut wrong);
    check::<S_NCCCCCCCCCCC, S_CCAAAAAAAACC>(false, true, &mut wrong);
    check::<S_NCCCCCCCCCCC, S_CCCCCCNCCCCC>(false, true, &mut wrong);
    check::<S_NCCCCCCCCCCC, S_UCCCCCCCCCCU>(true, true, &mut wrong);
    check::<S_NCCCCCCCCCCC, S_CCCCCCCCCCCN>(false, true, &mut wrong);
    check::<S_NCCCCCCCCCCC, S_NCCCCCCCCCCC>(true, true, &mut wrong);
    check::<S_NCCCCCCCCCCC, S_CCCNCCCCNCCP>(false, true, &mut wrong);
    check::<S_NCCCCCCCCCCC, S_UCCCCUTCCCCP>(true, true, &mut wrong);
    check::<S_NCCCCCCCCCCC, S_NCCCCCCCNNCC>(false, true, &mut wrong);
    check::<S_NCCCCCCCCCCC, S_CCCCCTCCCCCP>(false, true, &mut wrong);
    check::<S_NCCCCCCCCCCC, S_CUCCCCCUUCCC>(false, true, &mut wrong);
    check::<S_NCCCCCCCCCCC, S_CCNCCCCCCCUP>(false, true, &mut wrong);
    check::<S_NCCCCCCCCCCC, S_CCCUCCCCCCCP>(false, true, &mut wrong);
    check::<S_NCCCCCCCCCCC, S_CUCCCCCTCCCT>(false, true, &mut wrong);
    check::<S_CCCNCCCCNCCP, S_CCCCCCCCCCCC>(false, false, &mut wrong);
    check::<S_CCCNCCCCNCCP, S_TTTTTTTTTTTT>(false, false, &mut wrong);
    check::<S_CCCNCCCCNCCP, S_KKKKKKKKKKKK>(false, false, &mut wrong);
    check::<S_CCCNCCCCNCCP, S_CTKCTKCTKCTK>(false, false, &mut wrong);
    check::<S_CCCNCCCCNCCP, S_CCCCCUCCCCCC>(false, false, &mut wrong);
    check::<S_CCCNCCCCNCCP, S_CCCCCNCCCCCC>(false, false, &mut wrong);
    check::<S_CCCNCCCCNCCP, S_UUCCCCCCCCCC>(false, false, &mut wrong);
    check::<S_CCCNCCCCNCCP, S_CCCCCCCCCCUU>(false, false, &mut wrong);
    check::<S_CCCNCCCCNCCP, S_CCUCCUCCUCCU>(false, false, &mut wrong);
    check::<S_CCCNCCCCNCCP, S_CUCUCUCUCUCU>(false, false, &mut wrong);
    check::<S_CCCNCCCCNCCP, S_CCCCCCCCCCCP>(false, true, &mut wrong);
    check::<S_CCCNCCCCNCCP, S_CCCCCCCCCPPP>(false, true, &mut wrong);
    check::<S_CCCNCCCCNCCP, S_UUUUUUUUUUUP>(true, true, &mut wrong);
    check::<S_CCCNCCCCNCCP, S_NNNNNNNNNNNN>(false, false, &mut wrong);
    check::<S_CCCNCCCCNCCP, S_AACCCCCCAACC>(false, false, &mut wrong);
    check::<S_CCCNCCCCNCCP, S_CCAAAAAAAACC>(false, false, &mut wrong);
    check::<S_CCCNCCCCNCCP, S_CCCCCCNCCCCC>(false, false, &mut wrong);
    check::<S_CCCNCCCCNCCP, S_UCCCCCCCCCCU>(false, false, &mut wrong);
    check::<S_CCCNCCCCNCCP, S_CCCCCCCCCCCN>(false, false, &mut wrong);
    check::<S_CCCNCCCCNCCP, S_NCCCCCCCCCCC>(false, false, &mut wrong);
    check::<S_CCCNCCCCNCCP, S_CCCNCCCCNCCP>(true, true, &mut wrong);
    check::<S_CCCNCCCCNCCP, S_UCCCCUTCCCCP>(false, true, &mut wrong);
    check::<S_CCCNCCCCNCCP, S_NCCCCCCCNNCC>(false, false, &mut wrong);
    check::<S_CCCNCCCCNCCP, S_CCCCCTCCCCCP>(false, true, &mut wrong);
    check::<S_CCCNCCCCNCCP, S_CUCCCCCUUCCC>(false, false, &mut wrong);
    check::<S_CCCNCCCCNCCP, S_CCNCCCCCCCUP>(false, true, &mut wrong);
    check::<S_CCCNCCCCNCCP, S_CCCUCCCCCCCP>(false, true, &mut wrong);
    check::<S_CCCNCCCCNCCP, S_CUCCCCCTCCCT>(false, false, &mut wrong);
    check::<S_UCCCCUTCCCCP, S_CCCCCCCCCCCC>(false, false, &mut wrong);
    check::<S_UCCCCUTCCCCP, S_TTTTTTTTTTTT>(false, false, &mut wrong);
    check::<S_UCCCCUTCCCCP, S_KKKKKKKKKKKK>(false, false, &mut wrong);
    check::<S_UCCCCUTCCCCP, S_CTKCTKCTKCTK>(false, false, &mut wrong);
    check::<S_UCCCCUTCCCCP, S_CCCCCUCCCCCC>(false, false, &mut wrong);
    check::<S_UCCCCUTCCCCP, S_CCCCCNCCCCCC>(false, false, &mut wrong);
    check::<S_UCCCCUTCCCCP, S_UUCCCCCCCCCC>(false, false, &mut wrong);
    check::<S_UCCCCUTCCCCP, S_CCCCCCCCCCUU>(false, false, &mut wrong);
    check::<S_UCCCCUTCCCCP, S_CCUCCUCCUCCU>(false, false, &mut wrong);
    check::<S_UCCCCUTCCCCP, S_CUCUCUCUCUCU>(false, false, &mut wrong);
    check::<S_UCCCCUTCCCCP, S_CCCCCCCCCCCP>(false, true, &mut wrong);
    check::<S_UCCCCUTCCCCP, S_CCCCCCCCCPPP>(false, true, &mut wrong);
    check::<S_UCCCCUTCCCCP, S_UUUUUUUUUUUP>(true, true, &mut wrong);
    check::<S_UCCCCUTCCCCP, S_NNNNNNNNNNNN>(false, false, &mut wrong);
    check::<S_UCCCCUTCCCCP, S_AACCCCCCAACC>(false, false, &mut wrong);
    check::<S_UCCCCUTCCCCP, S_CCAAAAAAAACC>(false, false, &mut wrong);
    check::<S_UCCCCUTCCCCP, S_CCCCCCNCCCCC>(false, false, &mut wrong);
    check::<S_UCCCCUTCCCCP, S_UCCCCCCCCCCU>(false, false, &mut wrong);
    check::<S_UCCCCUTCCCCP, S_CCCCCCCCCCCN>(false, false, &mut wrong);
    check::<S_UCCCCUTCCCCP, S_NCCCCCCCCCCC>(false, false, &mut wrong);
    check::<S_UCCCCUTCCCCP, S_CCCNCCCCNCCP>(false, true, &mut wrong);
    check::<S_UCCCCUTCCCCP, S_UCCCCUTCCCCP>(true, true, &mut wrong);
    check::<S_UCCCCUTCCCCP, S_NCCCCCCCNNCC>(false, false, &mut wrong);
    check::<S_UCCCCUTCCCCP, S_CCCCCTCCCCCP>(false, true, &mut wrong);
    check::<S_UCCCCUTCCCCP, S_CUCCCCCUUCCC>(false, false, &mut wrong);
    check::<S_UCCCCUTCCCCP, S_CCNCCCCCCCUP>(false, true, &mut wrong);
    check::<S_UCCCCUTCCCCP, S_CCCUCCCCCCCP>(false, true, &mut wrong);
    check::<S_UCCCCUTCCCCP, S_CUCCCCCTCCCT>(false, false, &mut wrong);
    check::<S_NCCCCCCCNNCC, S_CCCCCCCCCCCC>(false, true, &mut wrong);
    check::<S_NCCCCCCCNNCC, S_TTTTTTTTTTTT>(false, true, &mut wrong);
    check::<S_NCCCCCCCNNCC, S_KKKKKKKKKKKK>(false, true, &mut wrong);
    check::<S_NCCCCCCCNNCC, S_CTKCTKCTKCTK>(false, true, &mut wrong);
    check::<S_NCCCCCCCNNCC, S_CCCCCUCCCCCC>(false, true, &mut wrong);
    check::<S_NCCCCCCCNNCC, S_CCCCCNCCCCCC>(false, true, &mut wrong);
    check::<S_NCCCCCCCNNCC, S_UUCCCCCCCCCC>(false, true, &mut wrong);
    check::<S_NCCCCCCCNNCC, S_CCCCCCCCCCUU>(false, true, &mut wrong);
    check::<S_NCCCCCCCNNCC, S_CCUCCUCCUCCU>(false, true, &mut wrong);
    check::<S_NCCCCCCCNNCC, S_CUCUCUCUCUCU>(false, true, &mut wrong);
    check::<S_NCCCCCCCNNCC, S_CCCCCCCCCCCP>(false, true, &mut wrong);
    check::<S_NCCCCCCCNNCC, S_CCCCCCCCCPPP>(false, true, &mut wrong);
    check::<S_NCCCCCCCNNCC, S_UUUUUUUUUUUP>(true, true, &mut wrong);
    check::<S_NCCCCCCCNNCC, S_NNNNNNNNNNNN>(false, true, &mut wrong);
    check::<S_NCCCCCCCNNCC, S_AACCCCCCAACC>(false, true, &mut wrong);
    check::<S_NCCCCCCCNNCC, S_CCAAAAAAAACC>(false, true, &mut wrong);
    check::<S_NCCCCCCCNNCC, S_CCCCCCNCCCCC>(false, true, &mut wrong);
    check::<S_NCCCCCCCNNCC, S_UCCCCCCCCCCU>(false, true, &mut wrong);
    check::<S_NCCCCCCCNNCC, S_CCCCCCCCCCCN>(false, true, &mut wrong);
    check::<S_NCCCCCCCNNCC, S_NCCCCCCCCCCC>(false, true, &mut wrong);
    check::<S_NCCCCCCCNNCC, S_CCCNCCCCNCCP>(false, true, &mut wrong);
    check::<S_NCCCCCCCNNCC, S_UCCCCUTCCCCP>(false, true, &mut wrong);
    check::<S_NCCCCCCCNNCC, S_NCCCCCCCNNCC>(true, true, &mut wrong);
    check::<S_NCCCCCCCNNCC, S_CCCCCTCCCCCP>(false, true, &mut wrong);
    check::<S_NCCCCCCCNNCC, S_CUCCCCCUUCCC>(false, true, &mut wrong);
    check::<S_NCCCCCCCNNCC, S_CCNCCCCCCCUP>(false, true, &mut wrong);
    check::<S_NCCCCCCCNNCC, S_CCCUCCCCCCCP>(false, true, &mut wrong);
    check::<S_NCCCCCCCNNCC, S_CUCCCCCTCCCT>(false, true, &mut wrong);
    check::<S_CCCCCTCCCCCP, S_CCCCCCCCCCCC>(false, false, &mut wrong);
    check::<S_CCCCCTCCCCCP, S_TTTTTTTTTTTT>(false, false, &mut wrong);
    check::<S_CCCCCTCCCCCP, S_KKKKKKKKKKKK>(false, false, &mut wrong);
    check::<S_CCCCCTCCCCCP, S_CTKCTKCTKCTK>(false, false, &mut wrong);
    check::<S_CCCCCTCCCCCP, S_CCCCCUCCCCCC>(false, false, &mut wrong);
    check::<S_CCCCCTCCCCCP, S_CCCCCNCCCCCC>(false, false, &mut wrong);
    check::<S_CCCCCTCCCCCP, S_UUCCCCCCCCCC>(false, false, &mut wrong);
    check::<S_CCCCCTCCCCCP, S_CCCCCCCCCCUU>(false, false, &mut wrong);
    check::<S_CCCCCTCCCCCP, S_CCUCCUCCUCCU>(false, false, &mut wrong);
    check::<S_CCCCCTCCCCCP, S_CUCUCUCUCUCU>(false, false, &mut wrong);
    check::<S_CCCCCTCCCCCP, S_CCCCCCCCCCCP>(true, true, &mut wrong);
    check::<S_CCCCCTCCCCCP, S_CCCCCCCCCPPP>(true, true, &mut wrong);
    check::<S_CCCCCTCCCCCP, S_UUUUUUUUUUUP>(true, true, &mut wrong);
    check::<S_CCCCCTCCCCCP, S_NNNNNNNNNNNN>(false, false, &mut wrong);
    check::<S_CCCCCTCCCCCP, S_AACCCCCCAACC>(false, false, &mut wrong);
    check::<S_CCCCCTCCCCCP, S_CCAAAAAAAACC>(false, false, &mut wrong);
    check::<S_CCCCCTCCCCCP, S_CCCCCCNCCCCC>(false, false, &mut wrong);
    check::<S_CCCCCTCCCCCP, S_UCCCCCCCCCCU>(false, false, &mut wrong);
    check::<S_CCCCCTCCCCCP, S_CCCCCCCCCCCN>(false, false, &mut wrong);
    check::<S_CCCCCTCCCCCP, S_NCCCCCCCCCCC>(false, false, &mut wrong);
    check::<S_CCCCCTCCCCCP, S_CCCNCCCCNCCP>(false, true, &mut wrong);
    check::<S_CCCCCTCCCCCP, S_UCCCCUTCCCCP>(true, true, &mut wrong);
    check::<S_CCCCCTCCCCCP, S_NCCCCCCCNNCC>(false, false, &mut wrong);
    check::<S_CCCCCTCCCCCP, S_CCCCCTCCCCCP>(true, true, &mut wrong);
    check::<S_CCCCCTCCCCCP, S_CUCCCCCUUCCC>(false, false, &mut wrong);
    check::<S_CCCCCTCCCCCP, S_CCNCCCCCCCUP>(false, true, &mut wrong);
    check::<S_CCCCCTCCCCCP, S_CCCUCCCCCCCP>(true, true, &mut wrong);
    check::<S_CCCCCTCCCCCP, S_CUCCCCCTCCCT>(false, false, &mut wrong);
    check::<S_CUCCCCCUUCCC, S_CCCCCCCCCCCC>(false, true, &mut wrong);
    check::<S_CUCCCCCUUCCC, S_TTTTTTTTTTTT>(false, true, &mut wrong);
    check::<S_CUCCCCCUUCCC, S_KKKKKKKKKKKK>(false, true, &mut wrong);
    check::<S_CUCCCCCUUCCC, S_CTKCTKCTKCTK>(false, true, &mut wrong);
    check::<S_CUCCCCCUUCCC, S_CCCCCUCCCCCC>(false, true, &mut wrong);
    check::<S_CUCCCCCUUCCC, S_CCCCCNCCCCCC>(false, true, &mut wrong);
    check::<S_CUCCCCCUUCCC, S_UUCCCCCCCCCC>(false, true, &mut wrong);
    check::<S_CUCCCCCUUCCC, S_CCCCCCCCCCUU>(false, true, &mut wrong);
    check::<S_CUCCCCCUUCCC, S_CCUCCUCCUCCU>(false, true, &mut wrong);
    check::<S_CUCCCCCUUCCC, S_CUCUCUCUCUCU>(false, true, &mut wrong);
    check::<S_CUCCCCCUUCCC, S_CCCCCCCCCCCP>(false, true, &mut wrong);
    check::<S_CUCCCCCUUCCC, S_CCCCCCCCCPPP>(false, true, &mut wrong);
    check::<S_CUCCCCCUUCCC, S_UUUUUUUUUUUP>(true, true, &mut wrong);
    check::<S_CUCCCCCUUCCC, S_NNNNNNNNNNNN>(false, true, &mut wrong);
    check::<S_CUCCCCCUUCCC, S_AACCCCCCAACC>(false, true, &mut wrong);
    check::<S_CUCCCCCUUCCC, S_CCAAAAAAAACC>(false, true, &mut wrong);
    check::<S_CUCCCCCUUCCC, S_CCCCCCNCCCCC>(false, true, &mut wrong);
    check::<S_CUCCCCCUUCCC, S_UCCCCCCCCCCU>(false, true, &mut wrong);
    check::<S_CUCCCCCUUCCC, S_CCCCCCCCCCCN>(false, true, &mut wrong);
    check::<S_CUCCCCCUUCCC, S_NCCCCCCCCCCC>(false, true, &mut wrong);
    check::<S_CUCCCCCUUCCC, S_CCCNCCCCNCCP>(false, true, &mut wrong);
    check::<S_CUCCCCCUUCCC, S_UCCCCUTCCCCP>(false, true, &mut wrong);
    check::<S_CUCCCCCUUCCC, S_NCCCCCCCNNCC>(false, true, &mut wrong);
    check::<S_CUCCCCCUUCCC, S_CCCCCTCCCCCP>(false, true, &mut wrong);
    check::<S_CUCCCCCUUCCC, S_CUCCCCCUUCCC>(true, true, &mut wrong);
    check::<S_CUCCCCCUUCCC, S_CCNCCCCCCCUP>(false, true, &mut wrong);
    check::<S_CUCCCCCUUCCC, S_CCCUCCCCCCCP>(false, true, &mut wrong);
    check::<S_CUCCCCCUUCCC, S_CUCCCCCTCCCT>(false, true, &mut wrong);
    check::<S_CCNCCCCCCCUP, S_CCCCCCCCCCCC>(false, false, &mut wrong);
    check::<S_CCNCCCCCCCUP, S_TTTTTTTTTTTT>(false, false, &mut wrong);
    check::<S_CCNCCCCCCCUP, S_KKKKKKKKKKKK>(false, false, &mut wrong);
    check::<S_CCNCCCCCCCUP, S_CTKCTKCTKCTK>(false, false, &mut wrong);
    check::<S_CCNCCCCCCCUP, S_CCCCCUCCCCCC>(false, false, &mut wrong);
    check::<S_CCNCCCCCCCUP, S_CCCCCNCCCCCC>(false, false, &mut wrong);
    check::<S_CCNCCCCCCCUP, S_UUCCCCCCCCCC>(false, false, &mut wrong);
    check::<S_CCNCCCCCCCUP, S_CCCCCCCCCCUU>(false, false, &mut wrong);
    check::<S_CCNCCCCCCCUP, S_CCUCCUCCUCCU>(false, false, &mut wrong);
    check::<S_CCNCCCCCCCUP, S_CUCUCUCUCUCU>(false, false, &mut wrong);
    check::<S_CCNCCCCCCCUP, S_CCCCCCCCCCCP>(false, true, &mut wrong);
    check::<S_CCNCCCCCCCUP, S_CCCCCCCCCPPP>(false, true, &mut wrong);
    check::<S_CCNCCCCCCCUP, S_UUUUUUUUUUUP>(true, true, &mut wrong);
    check::<S_CCNCCCCCCCUP, S_NNNNNNNNNNNN>(false, false, &mut wrong);
    check::<S_CCNCCCCCCCUP, S_AACCCCCCAACC>(false, false, &mut wrong);
    check::<S_CCNCCCCCCCUP, S_CCAAAAAAAACC>(false, false, &mut wrong);
    check::<S_CCNCCCCCCCUP, S_CCCCCCNCCCCC>(false, false, &mut wrong);
    check::<S_CCNCCCCCCCUP, S_UCCCCCCCCCCU>(false, false, &mut wrong);
    check::<S_CCNCCCCCCCUP, S_CCCCCCCCCCCN>(false, false, &mut wrong);
    check::<S_CCNCCCCCCCUP, S_NCCCCCCCCCCC>(false, false, &mut wrong);
    check::<S_CCNCCCCCCCUP, S_CCCNCCCCNCCP>(false, true, &mut wrong);
    check::<S_CCNCCCCCCCUP, S_UCCCCUTCCCCP>(false, true, &mut wrong);
    check::<S_CCNCCCCCCCUP, S_NCCCCCCCNNCC>(false, false, &mut wrong);
    check::<S_CCNCCCCCCCUP, S_CCCCCTCCCCCP>(false, true, &mut wrong);
    check::<S_CCNCCCCCCCUP, S_CUCCCCCUUCCC>(false, false, &mut wrong);
    check::<S_CCNCCCCCCCUP, S_CCNCCCCCCCUP>(true, true, &mut wrong);
    check::<S_CCNCCCCCCCUP, S_CCCUCCCCCCCP>(false, true, &mut wrong);
    check::<S_CCNCCCCCCCUP, S_CUCCCCCTCCCT>(false, false, &mut wrong);
    check::<S_CCCUCCCCCCCP, S_CCCCCCCCCCCC>(false, false, &mut wrong);
    check::<S_CCCUCCCCCCCP, S_TTTTTTTTTTTT>(false, false, &mut wrong);
    check::<S_CCCUCCCCCCCP, S_KKKKKKKKKKKK>(false, false, &mut wrong);
    check::<S_CCCUCCCCCCCP, S_CTKCTKCTKCTK>(false, false, &mut wrong);
    check::<S_CCCUCCCCCCCP, S_CCCCCUCCCCCC>(false, false, &mut wrong);
    check::<S_CCCUCCCCCCCP, S_CCCCCNCCCCCC>(false, false, &mut wrong);
    check::<S_CCCUCCCCCCCP, S_UUCCCCCCCCCC>(false, false, &mut wrong);
    check::<S_CCCUCCCCCCCP, S_CCCCCCCCCCUU>(false, false, &mut wrong);
    check::<S_CCCUCCCCCCCP, S_CCUCCUCCUCCU>(false, false, &mut wrong);
    check::<S_CCCUCCCCCCCP, S_CUCUCUCUCUCU>(false, false, &mut wrong);
    check::<S_CCCUCCCCCCCP, S_CCCCCCCCCCCP>(false, true, &mut wrong);
    check::<S_CCCUCCCCCCCP, S_CCCCCCCCCPPP>(false, true, &mut wrong);
    check::<S_CCCUCCCCCCCP, S_UUUUUUUUUUUP>(true, true, &mut wrong);
    check::<S_CCCUCCCCCCCP, S_NNNNNNNNNNNN>(false, false, &mut wrong);
    check::<S_CCCUCCCCCCCP, S_AACCCCCCAACC>(false, false, &mut wrong);
    check::<S_CCCUCCCCCCCP, S_CCAAAAAAAACC>(false, false, &mut wrong);
    check::<S_CCCUCCCCCCCP, S_CCCCCCNCCCCC>(false, false, &mut wrong);
    check::<S_CCCUCCCCCCCP, S_UCCCCCCCCCCU>(false, false, &mut wrong);
    check::<S_CCCUCCCCCCCP, S_CCCCCCCCCCCN>(false, false, &mut wrong);
    check::<S_CCCUCCCCCCCP, S_NCCCCCCCCCCC>(false, false, &mut wrong);
    check::<S_CCCUCCCCCCCP, S_CCCNCCCCNCCP>(false, true, &mut wrong);
    check::<S_CCCUCCCCCCCP, S_UCCCCUTCCCCP>(false, true, &mut wrong);
    check::<S_CCCUCCCCCCCP, S_NCCCCCCCNNCC>(false, false, &mut wrong);
    check::<S_CCCUCCCCCCCP, S_CCCCCTCCCCCP>(false, true, &mut wrong);
    check::<S_CCCUCCCCCCCP, S_CUCCCCCUUCCC>(false, false, &mut wrong);
    check::<S_CCCUCCCCCCCP, S_CCNCCCCCCCUP>(false, true, &mut wrong);
    check::<S_CCCUCCCCCCCP, S_CCCUCCCCCCCP>(true, true, &mut wrong);
    check::<S_CCCUCCCCCCCP, S_CUCCCCCTCCCT>(false, false, &mut wrong);
    check::<S_CUCCCCCTCCCT, S_CCCCCCCCCCCC>(false, true, &mut wrong);
    check::<S_CUCCCCCTCCCT, S_TTTTTTTTTTTT>(false, true, &mut wrong);
    check::<S_CUCCCCCTCCCT, S_KKKKKKKKKKKK>(false, true, &mut wrong);
    check::<S_CUCCCCCTCCCT, S_CTKCTKCTKCTK>(false, true, &mut wrong);
    check::<S_CUCCCCCTCCCT, S_CCCCCUCCCCCC>(false, true, &mut wrong);
    check::<S_CUCCCCCTCCCT, S_CCCCCNCCCCCC>(false, true, &mut wrong);
    check::<S_CUCCCCCTCCCT, S_UUCCCCCCCCCC>(true, true, &mut wrong);
    check::<S_CUCCCCCTCCCT, S_CCCCCCCCCCUU>(false, true, &mut wrong);
    check::<S_CUCCCCCTCCCT, S_CCUCCUCCUCCU>(false, true, &mut wrong);
    check::<S_CUCCCCCTCCCT, S_CUCUCUCUCUCU>(true, true, &mut wrong);
    check::<S_CUCCCCCTCCCT, S_CCCCCCCCCCCP>(false, true, &mut wrong);
    check::<S_CUCCCCCTCCCT, S_CCCCCCCCCPPP>(false, true, &mut wrong);
    check::<S_CUCCCCCTCCCT, S_UUUUUUUUUUUP>(true, true, &mut wrong);
    check::<S_CUCCCCCTCCCT, S_NNNNNNNNNNNN>(false, true, &mut wrong);
    check::<S_CUCCCCCTCCCT, S_AACCCCCCAACC>(false, true, &mut wrong);
    check::<S_CUCCCCCTCCCT, S_CCAAAAAAAACC>(false, true, &mut wrong);
    check::<S_CUCCCCCTCCCT, S_CCCCCCNCCCCC>(false, true, &mut wrong);
    check::<S_CUCCCCCTCCCT, S_UCCCCCCCCCCU>(false, true, &mut wrong);
    check::<S_CUCCCCCTCCCT, S_CCCCCCCCCCCN>(false, true, &mut wrong);
    check::<S_CUCCCCCTCCCT, S_NCCCCCCCCCCC>(false, true, &mut wrong);
    check::<S_CUCCCCCTCCCT, S_CCCNCCCCNCCP>(false, true, &mut wrong);
    check::<S_CUCCCCCTCCCT, S_UCCCCUTCCCCP>(false, true, &mut wrong);
    check::<S_CUCCCCCTCCCT, S_NCCCCCCCNNCC>(false, true, &mut wrong);
    check::<S_CUCCCCCTCCCT, S_CCCCCTCCCCCP>(false, true, &mut wrong);
    check::<S_CUCCCCCTCCCT, S_CUCCCCCUUCCC>(true, true, &mut wrong);
    check::<S_CUCCCCCTCCCT, S_CCNCCCCCCCUP>(false, true, &mut wrong);
    check::<S_CUCCCCCTCCCT, S_CCCUCCCCCCCP>(false, true, &mut wrong);
    check::<S_CUCCCCCTCCCT, S_CUCCCCCTCCCT>(true, true, &mut wrong);
    assert!(wrong.is_empty(), "{wrong:#?}");
}

/// Arrays of them: the walk's periods at the array's level too.
#[test]
#[cfg_attr(miri, ignore = "walks arrays of 144 bytes")]
fn arrays_of_pairs() {
    let mut wrong = Vec::new();
    check::<[S_CCCCCCCCCCCP; 3], [S_CCCCCUCCCCCC; 3]>(false, false, &mut wrong);
    check::<[S_UUUUUUUUUUUP; 3], [S_CCCNCCCCNCCP; 3]>(false, true, &mut wrong);
    check::<[S_TTTTTTTTTTTT; 3], [S_KKKKKKKKKKKK; 3]>(true, true, &mut wrong);
    check::<[S_CCCUCCCCCCCP; 3], [S_UCCCCCCCCCCU; 3]>(false, false, &mut wrong);
    check::<[S_CTKCTKCTKCTK; 3], [S_CCCCCCCCCPPP; 3]>(true, true, &mut wrong);
    check::<[S_CCCCCCCCCCCN; 3], [S_TTTTTTTTTTTT; 3]>(false, true, &mut wrong);
    check::<[S_CCCCCCNCCCCC; 3], [S_UUCCCCCCCCCC; 3]>(false, true, &mut wrong);
    check::<[S_TTTTTTTTTTTT; 3], [S_KKKKKKKKKKKK; 3]>(true, true, &mut wrong);
    check::<[S_NNNNNNNNNNNN; 3], [S_NNNNNNNNNNNN; 3]>(true, true, &mut wrong);
    check::<[S_KKKKKKKKKKKK; 3], [S_CCCCCCCCCCUU; 3]>(true, true, &mut wrong);
    check::<[S_KKKKKKKKKKKK; 3], [S_UCCCCCCCCCCU; 3]>(true, true, &mut wrong);
    check::<[S_NNNNNNNNNNNN; 3], [S_TTTTTTTTTTTT; 3]>(false, true, &mut wrong);
    check::<[S_CCCUCCCCCCCP; 3], [S_CCCCCCCCCCCN; 3]>(false, false, &mut wrong);
    check::<[S_CTKCTKCTKCTK; 3], [S_CCCCCCCCCCUU; 3]>(true, true, &mut wrong);
    check::<[S_CCCNCCCCNCCP; 3], [S_CCCNCCCCNCCP; 3]>(true, true, &mut wrong);
    check::<[S_CCCCCCCCCCCN; 3], [S_TTTTTTTTTTTT; 3]>(false, true, &mut wrong);
    check::<[S_CCCCCCCCCCCN; 3], [S_CCCCCCCCCCCN; 3]>(true, true, &mut wrong);
    check::<[S_UUUUUUUUUUUP; 3], [S_TTTTTTTTTTTT; 3]>(false, false, &mut wrong);
    check::<[S_CCCCCCCCCCUU; 3], [S_TTTTTTTTTTTT; 3]>(false, true, &mut wrong);
    check::<[S_UCCCCCCCCCCU; 3], [S_CUCCCCCTCCCT; 3]>(false, true, &mut wrong);
    check::<[S_CCCCCUCCCCCC; 3], [S_CUCUCUCUCUCU; 3]>(true, true, &mut wrong);
    check::<[S_NNNNNNNNNNNN; 3], [S_CCCCCUCCCCCC; 3]>(false, true, &mut wrong);
    check::<[S_UCCCCCCCCCCU; 3], [S_CTKCTKCTKCTK; 3]>(false, true, &mut wrong);
    check::<[S_CCCCCCCCCCCN; 3], [S_CUCUCUCUCUCU; 3]>(true, true, &mut wrong);
    check::<[S_UCCCCCCCCCCU; 3], [S_CCCUCCCCCCCP; 3]>(false, true, &mut wrong);
    check::<[S_UCCCCUTCCCCP; 3], [S_CCCCCNCCCCCC; 3]>(false, false, &mut wrong);
    check::<[S_CTKCTKCTKCTK; 3], [S_CCCCCCCCCCCN; 3]>(false, true, &mut wrong);
    check::<[S_CCCCCCCCCCCN; 3], [S_CCCNCCCCNCCP; 3]>(false, true, &mut wrong);
    check::<[S_UUCCCCCCCCCC; 3], [S_CCCCCCCCCPPP; 3]>(false, true, &mut wrong);
    check::<[S_CTKCTKCTKCTK; 3], [S_UCCCCCCCCCCU; 3]>(true, true, &mut wrong);
    check::<[S_NCCCCCCCNNCC; 3], [S_KKKKKKKKKKKK; 3]>(false, true, &mut wrong);
    check::<[S_CCCCCCCCCCCN; 3], [S_TTTTTTTTTTTT; 3]>(false, true, &mut wrong);
    check::<[S_NCCCCCCCCCCC; 3], [S_UUCCCCCCCCCC; 3]>(true, true, &mut wrong);
    check::<[S_CCAAAAAAAACC; 3], [S_UCCCCUTCCCCP; 3]>(true, true, &mut wrong);
    check::<[S_UCCCCCCCCCCU; 3], [S_NNNNNNNNNNNN; 3]>(false, true, &mut wrong);
    check::<[S_CUCCCCCUUCCC; 3], [S_CCCCCCCCCCCP; 3]>(false, true, &mut wrong);
    check::<[S_AACCCCCCAACC; 3], [S_CCCCCCCCCCCN; 3]>(false, true, &mut wrong);
    check::<[S_AACCCCCCAACC; 3], [S_CCCCCCCCCPPP; 3]>(true, true, &mut wrong);
    check::<[S_CUCUCUCUCUCU; 3], [S_CCCCCCCCCCUU; 3]>(false, true, &mut wrong);
    check::<[S_CCNCCCCCCCUP; 3], [S_CCCCCNCCCCCC; 3]>(false, false, &mut wrong);
    assert!(wrong.is_empty(), "{wrong:#?}");
}

/// Some of the pairs, under Miri (on s390x, `char`s big-endian): runs
/// broken in the middle, at either end, by padding, under other names.
#[test]
fn some_pairs() {
    let mut wrong = Vec::new();
    check::<S_CCCCCCCCCCCC, S_CCCCCCCCCCCC>(true, true, &mut wrong);
    check::<S_CCCCCCCCCCCC, S_CTKCTKCTKCTK>(true, true, &mut wrong);
    check::<S_CCCCCCCCCCCC, S_CCCCCUCCCCCC>(true, true, &mut wrong);
    check::<S_CCCCCCCCCCCC, S_UUCCCCCCCCCC>(true, true, &mut wrong);
    check::<S_CCCCCCCCCCCC, S_CCCCCCCCCCUU>(true, true, &mut wrong);
    check::<S_CCCCCCCCCCCC, S_CCCCCCCCCCCP>(true, true, &mut wrong);
    check::<S_CCCCCCCCCCCC, S_CCCCCNCCCCCC>(false, true, &mut wrong);
    check::<S_CTKCTKCTKCTK, S_CCCCCCCCCCCC>(true, true, &mut wrong);
    check::<S_CTKCTKCTKCTK, S_CTKCTKCTKCTK>(true, true, &mut wrong);
    check::<S_CTKCTKCTKCTK, S_CCCCCUCCCCCC>(true, true, &mut wrong);
    check::<S_CTKCTKCTKCTK, S_UUCCCCCCCCCC>(true, true, &mut wrong);
    check::<S_CTKCTKCTKCTK, S_CCCCCCCCCCUU>(true, true, &mut wrong);
    check::<S_CTKCTKCTKCTK, S_CCCCCCCCCCCP>(true, true, &mut wrong);
    check::<S_CTKCTKCTKCTK, S_CCCCCNCCCCCC>(false, true, &mut wrong);
    check::<S_CCCCCUCCCCCC, S_CCCCCCCCCCCC>(false, true, &mut wrong);
    check::<S_CCCCCUCCCCCC, S_CTKCTKCTKCTK>(false, true, &mut wrong);
    check::<S_CCCCCUCCCCCC, S_CCCCCUCCCCCC>(true, true, &mut wrong);
    check::<S_CCCCCUCCCCCC, S_UUCCCCCCCCCC>(false, true, &mut wrong);
    check::<S_CCCCCUCCCCCC, S_CCCCCCCCCCUU>(false, true, &mut wrong);
    check::<S_CCCCCUCCCCCC, S_CCCCCCCCCCCP>(false, true, &mut wrong);
    check::<S_CCCCCUCCCCCC, S_CCCCCNCCCCCC>(false, true, &mut wrong);
    check::<S_UUCCCCCCCCCC, S_CCCCCCCCCCCC>(false, true, &mut wrong);
    check::<S_UUCCCCCCCCCC, S_CTKCTKCTKCTK>(false, true, &mut wrong);
    check::<S_UUCCCCCCCCCC, S_CCCCCUCCCCCC>(false, true, &mut wrong);
    check::<S_UUCCCCCCCCCC, S_UUCCCCCCCCCC>(true, true, &mut wrong);
    check::<S_UUCCCCCCCCCC, S_CCCCCCCCCCUU>(false, true, &mut wrong);
    check::<S_UUCCCCCCCCCC, S_CCCCCCCCCCCP>(false, true, &mut wrong);
    check::<S_UUCCCCCCCCCC, S_CCCCCNCCCCCC>(false, true, &mut wrong);
    check::<S_CCCCCCCCCCUU, S_CCCCCCCCCCCC>(false, true, &mut wrong);
    check::<S_CCCCCCCCCCUU, S_CTKCTKCTKCTK>(false, true, &mut wrong);
    check::<S_CCCCCCCCCCUU, S_CCCCCUCCCCCC>(false, true, &mut wrong);
    check::<S_CCCCCCCCCCUU, S_UUCCCCCCCCCC>(false, true, &mut wrong);
    check::<S_CCCCCCCCCCUU, S_CCCCCCCCCCUU>(true, true, &mut wrong);
    check::<S_CCCCCCCCCCUU, S_CCCCCCCCCCCP>(false, true, &mut wrong);
    check::<S_CCCCCCCCCCUU, S_CCCCCNCCCCCC>(false, true, &mut wrong);
    check::<S_CCCCCCCCCCCP, S_CCCCCCCCCCCC>(false, false, &mut wrong);
    check::<S_CCCCCCCCCCCP, S_CTKCTKCTKCTK>(false, false, &mut wrong);
    check::<S_CCCCCCCCCCCP, S_CCCCCUCCCCCC>(false, false, &mut wrong);
    check::<S_CCCCCCCCCCCP, S_UUCCCCCCCCCC>(false, false, &mut wrong);
    check::<S_CCCCCCCCCCCP, S_CCCCCCCCCCUU>(false, false, &mut wrong);
    check::<S_CCCCCCCCCCCP, S_CCCCCCCCCCCP>(true, true, &mut wrong);
    check::<S_CCCCCCCCCCCP, S_CCCCCNCCCCCC>(false, false, &mut wrong);
    check::<S_CCCCCNCCCCCC, S_CCCCCCCCCCCC>(false, true, &mut wrong);
    check::<S_CCCCCNCCCCCC, S_CTKCTKCTKCTK>(false, true, &mut wrong);
    check::<S_CCCCCNCCCCCC, S_CCCCCUCCCCCC>(true, true, &mut wrong);
    check::<S_CCCCCNCCCCCC, S_UUCCCCCCCCCC>(false, true, &mut wrong);
    check::<S_CCCCCNCCCCCC, S_CCCCCCCCCCUU>(false, true, &mut wrong);
    check::<S_CCCCCNCCCCCC, S_CCCCCCCCCCCP>(false, true, &mut wrong);
    check::<S_CCCCCNCCCCCC, S_CCCCCNCCCCCC>(true, true, &mut wrong);
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
