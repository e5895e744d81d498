//! Adversarial probes, round 32, of the conditions the facts of a lone
//! first byte and of some value hold by (`Facts::some_any_prefix`,
//! `some_value_ends`, `lone_first_byte_to`, `some_lone_first_byte_to`,
//! `takes_lone_first_byte`), each held to the model of the contract
//! (`tests/model/mod.rs`) by a pair that only that condition refuses:
//!
//! - a union's value ends early only through a dense field: a union of
//!   `bool`s ends nowhere early, so a source with a tag after a byte does
//!   not fit it under `Assume::VALIDITY`;
//! - an enum's variant with no values gives it no prefix of initialized
//!   bytes, nor an end;
//! - a lone first byte is initialized in every value (not a
//!   `MaybeUninit<u8>`), and a union takes one only through a field of
//!   every byte (not a `bool`);
//! - an array of unions that take a lone first byte does not take one
//!   (its second element's first byte is no padding), nor a struct of it;
//! - an array's bytes take any value as far as its element's do, the
//!   whole array only where the whole element does; an array's value ends
//!   in its last element;
//! - a byte that takes every initialized value and uninitialized ones
//!   takes what padding takes, a byte of every initialized value only
//!   does not take padding;
//! - a byte of some values only takes no tag outside them.

#![allow(dead_code)]
use core::mem::MaybeUninit;
use transmutable::{is_transmutable, Assume, Layout};

#[allow(unused_macros, unused_imports)]
mod model;
use model::*;

#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum Tag7 {
    A = 7,
}

#[derive(Layout, Clone, Copy)]
pub enum Void {}

/// A byte, then the tag 7.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct ByteTag(pub u8, pub Tag7);

/// Two bytes, then the tag 7.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct BytesTag(pub u8, pub u8, pub Tag7);

/// Two bytes, then a `bool`.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct BytesBool(pub u8, pub u8, pub bool);

/// A byte maybe uninitialized, then padding.
#[derive(Layout, Clone, Copy)]
#[repr(C, align(2))]
pub struct PadM(pub MaybeUninit<u8>);

/// The tag 7, then a byte of padding.
#[derive(Layout, Clone, Copy)]
#[repr(C, align(2))]
pub struct PadT(pub Tag7);

/// The tag 7, then three bytes of padding.
#[derive(Layout, Clone, Copy)]
#[repr(C, align(4))]
pub struct PadT4(pub Tag7);

/// A variant of no values, whose bytes would be initialized furthest, and
/// a variant of a tag alone.
#[derive(Layout, Clone, Copy)]
#[repr(C, u8)]
pub enum HalfVoid {
    A([u8; 4], Void) = 1,
    B = 2,
}

/// A variant that ends after its tag, and one of two bytes more.
#[derive(Layout, Clone, Copy)]
#[repr(C, u8)]
pub enum Ends {
    A = 0,
    B(u8, u8) = 1,
}

macro_rules! unions {
    ($($name:ident { $($f:ident : $t:ty),* };)*) => {$(
        #[derive(Layout, Clone, Copy)]
        #[repr(C)]
        pub union $name { $(pub $f: $t),* }
    )*};
}
unions! {
    // No field dense.
    UB2 { a: bool, b: [bool; 2] };
    // A field of every byte (a lone first byte taken).
    UL { a: u8, b: [bool; 2] };
    UL4 { a: u8, b: [bool; 4] };
    UM1 { a: MaybeUninit<u8>, b: [bool; 2] };
    // A one-byte field of some values only.
    ULB { a: bool, b: [bool; 2] };
    // A tag then padding, or two bytes written into a field of no values.
    UW { a: PadT, b: ([u8; 2], Void) };
}

/// Two unions that each take a lone first byte, back to back.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct TwoUL(pub [UL; 2]);

/// Two tags, each then a byte of padding, in a field.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct TwoPadT(pub [PadT; 2]);

/// Two bytes then a tag, twice, in a field.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct TwoByteTags(pub [ByteTag; 2]);

fn m_tag7() -> Model {
    one(&[tag(7)])
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
    u8 => one(&[ANY]),
    bool => one(&[TWO]),
    Tag7 => m_tag7(),
    MaybeUninit<u8> => one(&[MAYBE]),
    [u8; 2] => one(&[ANY, ANY]),
    [u8; 3] => one(&[ANY, ANY, ANY]),
    [u8; 5] => one(&[ANY, ANY, ANY, ANY, ANY]),
    [bool; 3] => one(&[TWO, TWO, TWO]),
    MaybeUninit<[u8; 2]> => one(&[MAYBE, MAYBE]),
    ByteTag => one(&[ANY, tag(7)]),
    BytesTag => one(&[ANY, ANY, tag(7)]),
    BytesBool => one(&[ANY, ANY, TWO]),
    [ByteTag; 2] => array(&one(&[ANY, tag(7)]), 2),
    PadM => one(&[MAYBE, PAD]),
    PadT => one(&[tag(7), PAD]),
    PadT4 => one(&[tag(7), PAD, PAD, PAD]),
    [PadT; 2] => array(&one(&[tag(7), PAD]), 2),
    TwoPadT => array(&one(&[tag(7), PAD]), 2),
    TwoByteTags => array(&one(&[ANY, tag(7)]), 2),
    // The variant of no values holds none.
    HalfVoid => vec![vec![tag(2), PAD, PAD, PAD, PAD]],
    Ends => enumeration(&[(0, one(&[])), (1, one(&[ANY, ANY]))]),
    UB2 => union(&[one(&[TWO]), one(&[TWO, TWO])], 2),
    UL => union(&[one(&[ANY]), one(&[TWO, TWO])], 2),
    UL4 => union(&[one(&[ANY]), one(&[TWO, TWO, TWO, TWO])], 4),
    UM1 => union(&[one(&[MAYBE]), one(&[TWO, TWO])], 2),
    ULB => union(&[one(&[TWO]), one(&[TWO, TWO])], 2),
    UW => union(&[one(&[tag(7), PAD]), one(&[ANY, ANY])], 2),
    [UL; 2] => array(&union(&[one(&[ANY]), one(&[TWO, TWO])], 2), 2),
    TwoUL => array(&union(&[one(&[ANY]), one(&[TWO, TWO])], 2), 2),
}

/// What safe code leaves in `UW`: a byte written into its field of no
/// values after its tag.
#[test]
fn a_field_of_no_values_is_written() {
    let mut written = UW { a: PadT(Tag7::A) };
    written.b.0 = [1, 2];
    // SAFETY: both bytes were written just above.
    let bytes: [u8; 2] = unsafe { core::mem::transmute(written) };
    assert_eq!(bytes, [1, 2]);
}

#[test]
fn the_models_have_the_types_sizes() {
    assert_sizes(&models(), &the_sizes());
}

/// No pair holds, under `Assume::NOTHING` or `Assume::VALIDITY`, that the
/// contract refuses. (The check refuses more than the contract into
/// unions here and there: missing features, not holes.)
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

/// Each condition's pair, refused by the contract (and by the check),
/// beside the pair of the same types the facts let through.
#[test]
fn each_condition_refuses_its_pair() {
    let (n, v) = (Assume::NOTHING, Assume::VALIDITY);
    // A union of `bool`s has no dense field: its bytes take no 7.
    assert!(!is_transmutable::<ByteTag, UB2>(v));
    assert!(is_transmutable::<u8, UB2>(v));
    // A variant without values holds no bytes.
    assert!(!is_transmutable::<HalfVoid, [u8; 5]>(v));
    assert!(!is_transmutable::<HalfVoid, [u8; 2]>(v));
    assert!(is_transmutable::<HalfVoid, u8>(n));
    // A maybe uninitialized first byte is no lone first byte; a `bool`
    // takes no 7.
    assert!(!is_transmutable::<PadM, UL>(n));
    assert!(is_transmutable::<PadM, UL>(v));
    assert!(!is_transmutable::<PadT, ULB>(n));
    assert!(!is_transmutable::<PadT, ULB>(v));
    assert!(is_transmutable::<PadT, UL>(n));
    assert!(is_transmutable::<PadT, UM1>(n));
    assert!(is_transmutable::<PadT4, UL4>(n));
    // A field of no values whose bytes safe code writes: its second byte
    // is no padding.
    assert!(!is_transmutable::<UW, UL>(n));
    assert!(is_transmutable::<UW, UL>(v));
    // Two unions: the second's first byte is no padding.
    assert!(!is_transmutable::<PadT4, [UL; 2]>(n));
    assert!(!is_transmutable::<PadT4, TwoUL>(n));
    assert!(!is_transmutable::<PadT4, [UL; 2]>(v));
    assert!(!is_transmutable::<PadT4, TwoUL>(v));
    // Every element's first byte only takes any value.
    assert!(!is_transmutable::<[ByteTag; 2], [bool; 3]>(v));
    assert!(is_transmutable::<[ByteTag; 2], [u8; 3]>(n));
    // An array of a tag and padding ends at its last tag.
    assert!(is_transmutable::<[u8; 3], [PadT; 2]>(v));
    assert!(is_transmutable::<BytesTag, [PadT; 2]>(v));
    assert!(!is_transmutable::<BytesBool, [PadT; 2]>(v));
    assert!(!is_transmutable::<[u8; 2], [PadT; 2]>(v));
    assert!(!is_transmutable::<u8, TwoPadT>(v));
    assert!(!is_transmutable::<[u8; 2], TwoPadT>(v));
    assert!(is_transmutable::<BytesTag, TwoPadT>(v));
    assert!(!is_transmutable::<TwoByteTags, [bool; 3]>(v));
    // Padding fits a byte maybe uninitialized, not a byte.
    assert!(!is_transmutable::<PadT, [u8; 2]>(v));
    assert!(is_transmutable::<PadT, MaybeUninit<[u8; 2]>>(n));
    // Some values only.
    assert!(!is_transmutable::<bool, Tag7>(v));
    assert!(is_transmutable::<u8, Tag7>(v));
    // An enum's variant that ends after its tag.
    assert!(is_transmutable::<u8, Ends>(v));
    assert!(is_transmutable::<ByteTag, Ends>(v));
    assert!(!is_transmutable::<Tag7, Ends>(v));
}

/// A destination with an element of no values has none, whatever its
/// other bytes take; nor is it a plain destination.
#[test]
fn no_values_take_nothing() {
    for assume in [Assume::NOTHING, Assume::VALIDITY, Assume::SAFETY] {
        assert!(!is_transmutable::<u8, (u8, [Void; 1])>(assume));
        assert!(!is_transmutable::<[u8; 4], ([u8; 2], [Void; 1], u8)>(assume));
    }
    // A source of no values is anything.
    assert!(is_transmutable::<(u8, [Void; 1]), [bool; 4]>(Assume::NOTHING));
}
