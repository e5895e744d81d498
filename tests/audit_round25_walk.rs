//! Adversarial probes, round 25: the walk's shortcuts (`query/nested.rs`:
//! the same nested bytes ahead of both cursors moved over whole, the rest
//! of a walk settled at a destination's branch; the facts' shortcuts) on
//! shapes round 24's zoo lacks: arrays of unions (with identities, alike
//! and not, generic), unions with fields shorter than themselves or of no
//! bytes, enums whose payload is a union or an array of enums, arrays of
//! arrays of different periods, zero-sized fields, packed structs.
//!
//! The verdicts are the contract's, computed from a model of each type as
//! the set of its values (`tests/model/mod.rs`): a list of alternatives,
//! each a product of byte sets (256 values and "uninitialized"; a source's
//! padding holds only the latter, a destination's takes anything). Structs
//! and arrays are products of their fields' alternatives, an enum the union
//! of its variants'. Every union here has fields whose parts safe code
//! writes a byte at a time (one-byte fields, arrays and structs of them),
//! so what safe code can leave in it is a product too: each byte holds what
//! any field holds there, or is uninitialized where some field does not
//! reach it (a field written whole leaves the bytes past it as they were,
//! and the union's first write leaves them uninitialized); as a destination
//! it takes exactly that. `Src -> Dst` holds when the set of source values
//! over the destination's bytes lies within the union of the destination's
//! alternatives; under `Assume::VALIDITY`, when some source value lies
//! within some destination alternative. Every pair of the types below is
//! asked both ways, under both.

#![forbid(unsafe_code)]
#![allow(dead_code)]

use core::marker::PhantomData;
use core::mem::MaybeUninit;
use core::num::NonZeroU8;

use transmutable::Layout;

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
#[repr(C, u8)]
pub enum Ie {
    A(Two) = 0,
    B(u8) = 1,
}

#[derive(Layout, Clone, Copy)]
#[repr(C, u8)]
pub enum Ie3 {
    A(Three) = 0,
    B(u8) = 1,
}

/// One byte: 0..=2, whichever field was written.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union U2 {
    pub a: Two,
    pub b: Three,
}

/// [`U2`]'s fields the other way round: the same values, another union.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union U2b {
    pub a: Three,
    pub b: Two,
}

/// A field of no bytes: the byte may stay uninitialized.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union Uz {
    pub a: Two,
    pub b: (),
}

/// A field shorter than the union: its second byte may stay
/// uninitialized, or hold a `Two`.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union Ub {
    pub a: [Two; 2],
    pub b: Three,
}

/// [`Ub`] with each set wider.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union Ub2 {
    pub a: [Three; 2],
    pub b: Two,
}

/// A generic union: no identity.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union Gu<T: Copy> {
    pub a: T,
    pub b: Two,
}

/// A struct of one-byte fields, as a union's field.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct TwoThree(pub Two, pub Three);

#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union Us {
    pub a: TwoThree,
    pub b: [Two; 2],
}

/// A union as an enum's payload.
#[derive(Layout, Clone, Copy)]
#[repr(C, u8)]
pub enum Eu {
    A(U2) = 0,
    B(Two) = 1,
}

#[derive(Layout, Clone, Copy)]
#[repr(C, u8)]
pub enum Eb {
    A(Ub) = 0,
    B(Two) = 1,
}

/// An array of enums as an enum's payload.
#[derive(Layout, Clone, Copy)]
#[repr(C, u8)]
pub enum En {
    A([Ie; 2]) = 0,
    B(u8) = 1,
}

/// An array of unions as an enum's payload, beside bytes.
#[derive(Layout, Clone, Copy)]
#[repr(C, u8)]
pub enum Ta {
    A([U2; 2]) = 0,
    B([u8; 2]) = 1,
}

macro_rules! record {
    ($($name:ident($($field:ty),*);)*) => {$(
        #[derive(Layout)]
        #[repr(C)]
        pub struct $name($(pub $field),*);
    )*};
}

record! {
    R1([U2; 3], Two);
    R2([U2b; 3], Two);
    R3([Uz; 3], Two);
    R4([Ub; 2], Two);
    R5([Ub2; 2], Two);
    R6(Two, [Ub; 2]);
    R7([Gu<Three>; 3], Two);
    R8([Eu; 2], Two);
    R9([Eb; 2]);
    R10([[U2; 2]; 2], Two);
    R11([Two; 4], Two);
    R12([Three; 5]);
    R13([En; 1], Two);
    R14([Us; 2], Two);
    R15([Ta; 1], [Two; 2]);
    R16([u8; 5]);
    R17([MaybeUninit<u8>; 5]);
    N1([[Ie; 2]; 2], Ie3);
    N2([Ie; 5]);
    N3(Ie, [[Ie; 2]; 2]);
    N4([[Ie; 1]; 4], Ie3);
    N5(Two, [[Ie; 2]; 2], u8);
    N6([En; 2]);
    Z1((), [Ie; 2], [u8; 0], Two, PhantomData<u64>);
    Z2([Ie; 2], [Ie; 0], (), Two);
    Z3([[Ie; 0]; 3], [Ie; 2], (), Three);
    Z4([Uz; 0], [U2; 3], [(); 4], Two);
}

/// Variants alike after their tags (a group the walk reads once).
#[derive(Layout, Clone, Copy)]
#[repr(C, u8)]
pub enum Aw {
    A(u8) = 0,
    B(u8) = 1,
    C(Two) = 2,
}

#[derive(Layout, Clone, Copy)]
#[repr(C, u8)]
pub enum Ab {
    A(Two) = 0,
    B(Two) = 1,
    C = 2,
}

/// A tag of two bytes, in the target's byte order.
#[derive(Layout, Clone, Copy)]
#[repr(u16)]
pub enum W16 {
    A = 1,
    B = 2,
}

#[derive(Layout, Clone, Copy)]
#[repr(C, u16)]
pub enum E16 {
    A(u8) = 1,
    B(Two) = 0x200,
}

record! {
    G1([Aw; 2], Two);
    G2([Ab; 2], Two);
    G3([W16; 2], Two);
    G4([E16; 1], [u8; 2]);
    G5([P4; 1], [Two; 2]);
    G6([NonZeroU8; 3], Two);
    G7([Option<NonZeroU8>; 3], Two);
    G8([[Aw; 1]; 2], Two);
    G9(Two, [Aw; 2]);
    G10([u16; 2], Two);
    G11([Two; 2], [u16; 2]);
    G12([bool; 4], u16);
    G13([Ab; 1], [Aw; 1], Two);
}

/// Packed: a `u16` at offset 1, no padding.
#[derive(Layout)]
#[repr(C, packed)]
pub struct P1(pub Two, pub u16, pub Ie);

/// [`P1`]'s bytes, unpacked.
#[derive(Layout)]
#[repr(C)]
pub struct P2(pub Two, pub [u8; 2], pub Ie);

#[derive(Layout)]
#[repr(C, packed)]
pub struct P3(pub [Ie; 2], pub Three);

/// Padding at offset 1.
#[derive(Layout)]
#[repr(C)]
pub struct P4(pub Two, pub u16, pub Two);

/// [`P4`] packed.
#[derive(Layout)]
#[repr(C, packed)]
pub struct P5(pub Two, pub u16, pub Two);

fn models() -> Vec<(&'static str, Model)> {
    let (two, three, any, maybe) = (one(&[TWO]), one(&[THREE]), one(&[ANY]), one(&[MAYBE]));
    let nothing = one(&[]);
    let ie = enumeration(&[(0, two.clone()), (1, any.clone())]);
    let ie3 = enumeration(&[(0, three.clone()), (1, any.clone())]);
    let u2 = union(&[two.clone(), three.clone()], 1);
    let uz = union(&[two.clone(), nothing.clone()], 1);
    let ub = union(&[array(&two, 2), three.clone()], 2);
    let ub2 = union(&[array(&three, 2), two.clone()], 2);
    let gu = union(&[three.clone(), two.clone()], 1);
    let us = union(&[record(&[two.clone(), three.clone()]), array(&two, 2)], 2);
    let eu = enumeration(&[(0, u2.clone()), (1, two.clone())]);
    let eb = enumeration(&[(0, ub.clone()), (1, two.clone())]);
    let en = enumeration(&[(0, array(&ie, 2)), (1, any.clone())]);
    let ta = enumeration(&[(0, array(&u2, 2)), (1, array(&any, 2))]);
    let pad = one(&[PAD]);
    vec![
        ("R1", record(&[array(&u2, 3), two.clone()])),
        ("R2", record(&[array(&u2, 3), two.clone()])),
        ("R3", record(&[array(&uz, 3), two.clone()])),
        ("R4", record(&[array(&ub, 2), two.clone()])),
        ("R5", record(&[array(&ub2, 2), two.clone()])),
        ("R6", record(&[two.clone(), array(&ub, 2)])),
        ("R7", record(&[array(&gu, 3), two.clone()])),
        ("R8", record(&[array(&eu, 2), two.clone()])),
        ("R9", array(&eb, 2)),
        ("R10", record(&[array(&array(&u2, 2), 2), two.clone()])),
        ("R11", record(&[array(&two, 4), two.clone()])),
        ("R12", array(&three, 5)),
        ("R13", record(&[en.clone(), two.clone()])),
        ("R14", record(&[array(&us, 2), two.clone()])),
        ("R15", record(&[ta.clone(), array(&two, 2)])),
        ("R16", array(&any, 5)),
        ("R17", array(&maybe, 5)),
        ("N1", record(&[array(&ie, 4), ie3.clone()])),
        ("N2", array(&ie, 5)),
        ("N3", array(&ie, 5)),
        ("N4", record(&[array(&ie, 4), ie3.clone()])),
        ("N5", record(&[two.clone(), array(&ie, 4), any.clone()])),
        ("N6", array(&en, 2)),
        ("Z1", record(&[array(&ie, 2), two.clone()])),
        ("Z2", record(&[array(&ie, 2), two.clone()])),
        ("Z3", record(&[array(&ie, 2), three.clone()])),
        ("Z4", record(&[array(&u2, 3), two.clone()])),
        ("P1", record(&[two.clone(), any.clone(), any.clone(), ie.clone()])),
        ("P2", record(&[two.clone(), any.clone(), any.clone(), ie.clone()])),
        ("P3", record(&[array(&ie, 2), three.clone()])),
        ("P4", record(&[two.clone(), pad.clone(), any.clone(), any.clone(), two.clone(), pad.clone()])),
        ("P5", record(&[two.clone(), any.clone(), any.clone(), two.clone()])),
    ]
}

#[test]
fn the_models_have_the_types_sizes() {
    let sizes = sizes![
        R1, R2, R3, R4, R5, R6, R7, R8, R9, R10, R11, R12, R13, R14, R15, R16, R17, N1, N2, N3, N4, N5, N6, Z1, Z2, Z3,
        Z4, P1, P2, P3, P4, P5,
    ];
    assert_sizes(&models(), &sizes);
}

#[test]
// One push a pair, written by a macro.
#[allow(clippy::vec_init_then_push)]
fn arrays_of_unions_nested_arrays_and_empty_fields_by_the_contract() {
    let mut verdicts = Vec::new();
    each_pair!(
        verdicts, R1, R2, R3, R4, R5, R6, R7, R8, R9, R10, R11, R12, R13, R14, R15, R16, R17, N1, N2, N3, N4, N5, N6,
        Z1, Z2, Z3, Z4, P1, P2, P3, P4, P5,
    );
    let models = models();
    // The check may refuse more than the contract (never accept more): a
    // destination union whose field is shorter than it and not dense
    // takes, past that field, only one-byte parts of fields over the rest
    // of one field written whole, a mix the check does not read further.
    assert_by_the_contract(verdicts, &models, &models, REFUSED_MORE);
}

/// Pairs the contract lets through and the check refuses.
const REFUSED_MORE: &[(&str, &str)] = &[("R4", "R5")];

/// A tag of two bytes with value `value`, in the target's byte order.
fn tag16(value: u16) -> Vec<Byte> {
    let bytes = if cfg!(target_endian = "little") { value.to_le_bytes() } else { value.to_be_bytes() };
    bytes.iter().map(|&b| tag(b as usize)).collect()
}

fn more_models() -> Vec<(&'static str, Model)> {
    let (two, any) = (one(&[TWO]), one(&[ANY]));
    let pad = one(&[PAD]);
    let aw = enumeration(&[(0, any.clone()), (1, any.clone()), (2, two.clone())]);
    let ab = enumeration(&[(0, two.clone()), (1, two.clone()), (2, one(&[]))]);
    let w16 = vec![tag16(1), tag16(2)];
    let e16: Model = vec![[tag16(1), vec![ANY, PAD]].concat(), [tag16(0x200), vec![TWO, PAD]].concat()];
    let word = array(&any, 2);
    let p4 = record(&[two.clone(), pad.clone(), word.clone(), two.clone(), pad.clone()]);
    let nonzero = one(&[same(set(1, 255))]);
    vec![
        ("G1", record(&[array(&aw, 2), two.clone()])),
        ("G2", record(&[array(&ab, 2), two.clone()])),
        ("G3", record(&[array(&w16, 2), two.clone(), pad.clone()])),
        ("G4", record(&[e16.clone(), array(&any, 2)])),
        ("G5", record(&[p4.clone(), array(&two, 2)])),
        ("G6", record(&[array(&nonzero, 3), two.clone()])),
        ("G7", record(&[array(&any, 3), two.clone()])),
        ("G8", record(&[array(&aw, 2), two.clone()])),
        ("G9", record(&[two.clone(), array(&aw, 2)])),
        ("G10", record(&[array(&word, 2), two.clone(), pad.clone()])),
        ("G11", record(&[array(&two, 2), array(&word, 2)])),
        ("G12", record(&[array(&two, 4), word.clone()])),
        ("G13", record(&[ab.clone(), aw.clone(), two.clone()])),
        ("R11", record(&[array(&two, 4), two.clone()])),
        ("R16", array(&any, 5)),
        ("R17", array(&one(&[MAYBE]), 5)),
        ("P4", p4),
        ("N2", array(&enumeration(&[(0, two.clone()), (1, any.clone())]), 5)),
    ]
}

#[test]
fn more_models_have_the_types_sizes() {
    let sizes = sizes![G1, G2, G3, G4, G5, G6, G7, G8, G9, G10, G11, G12, G13, R11, R16, R17, P4, N2];
    assert_sizes(&more_models(), &sizes);
}

#[test]
// One push a pair, written by a macro.
#[allow(clippy::vec_init_then_push)]
fn alike_variants_wide_tags_and_padded_elements_by_the_contract() {
    let mut verdicts = Vec::new();
    each_pair!(verdicts, G1, G2, G3, G4, G5, G6, G7, G8, G9, G10, G11, G12, G13, R11, R16, R17, P4, N2);
    let models = more_models();
    assert_by_the_contract(verdicts, &models, &models, &[]);
}

/// Fieldless enums of a one-byte tag, each held with its piece in one
/// static: implicit discriminants after explicit ones, negative ones of
/// `i8`, the extremes, one variant, a tag with padding after it.
#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum F1 {
    A,
    B = 5,
    C,
    D = 255,
}

#[derive(Layout, Clone, Copy)]
#[repr(i8)]
pub enum F2 {
    A = -1,
    B,
    C = -128,
    D = 127,
}

#[derive(Layout, Clone, Copy)]
#[repr(u8, align(2))]
pub enum F3 {
    A = 6,
    B = 0,
}

#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum F4 {
    A = 7,
}

record! {
    H1([F1; 2], F4);
    H2([F2; 2], F4);
    H3(F3, F1, F4);
    H4([u8; 3]);
    H5(Two, Three, F4);
}

#[test]
// One push a pair, written by a macro.
#[allow(clippy::vec_init_then_push)]
fn fieldless_enums_of_one_byte_by_the_contract() {
    let f1 = one(&[byte_of(&[0, 5, 6, 255])]);
    let f2 = one(&[byte_of(&[255, 0, 128, 127])]);
    let f3 = one(&[byte_of(&[6, 0]), PAD]);
    let f4 = one(&[byte_of(&[7])]);
    let models = vec![
        ("F1", f1.clone()),
        ("F2", f2.clone()),
        ("F3", f3.clone()),
        ("F4", f4.clone()),
        ("H1", record(&[array(&f1, 2), f4.clone()])),
        ("H2", record(&[array(&f2, 2), f4.clone()])),
        ("H3", record(&[f3.clone(), f1.clone(), f4.clone()])),
        ("H4", array(&one(&[ANY]), 3)),
        ("H5", record(&[one(&[TWO]), one(&[THREE]), f4.clone()])),
    ];
    assert_sizes(&models, &sizes![F1, F2, F3, F4, H1, H2, H3, H4, H5]);
    let mut verdicts = Vec::new();
    each_pair!(verdicts, F1, F2, F3, F4, H1, H2, H3, H4, H5);
    assert_by_the_contract(verdicts, &models, &models, &[]);
}
