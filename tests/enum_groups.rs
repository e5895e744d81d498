//! Enums whose variants hold alike fields: a check walks each group of
//! alike variants once (see `src/description/alike.rs`), on either side.
//! Verdicts are the contract's, read variant by variant: a value of the
//! source is its tag and its fields, and it must be a value of the
//! destination variant with that tag. Where a check fails, the explanation
//! names the first source variant, in declaration order, that fails, at
//! the first byte where it does, as a check walking variant by variant
//! does.
//!
//! The groups are interleaved by tag, differ only in a `bool` against a
//! `u8`, in a cell, in a private field, or in padding, and the groups of
//! the two sides overlap in part.

#![allow(dead_code)]

use core::cell::Cell;

use transmutable::{decide, decide_ref, Answer, Assume, Layout, Lifetime, Reason};

#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum Interleaved {
    A(u8),
    B(bool),
    C(u8),
    D(bool),
    E(u8),
    F(bool),
}

#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum AllBytes {
    A(u8),
    B(u8),
    C(u8),
    D(u8),
    E(u8),
    F(u8),
}

#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum AllBools {
    A(bool),
    B(bool),
    C(bool),
    D(bool),
    E(bool),
    F(bool),
}

/// `Interleaved` with its groups swapped: bytes where it holds booleans.
#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum Swapped {
    A(bool),
    B(u8),
    C(bool),
    D(u8),
    E(bool),
    F(u8),
}

/// Two groups in halves, each overlapping both groups of `Interleaved`.
#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum Halves {
    A(u8),
    B(u8),
    C(u8),
    D(bool),
    E(bool),
    F(bool),
}

/// `Interleaved`'s tags declared backwards.
#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum Backwards {
    F(bool) = 5,
    E(u8) = 4,
    D(bool) = 3,
    C(u8) = 2,
    B(bool) = 1,
    A(u8) = 0,
}

/// Every variant but the last holds a byte; the last a boolean.
#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum LastBool {
    A(u8),
    B(u8),
    C(u8),
    D(u8),
    E(u8),
    F(bool),
}

/// One more tag than `AllBytes`.
#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum MoreBytes {
    A(u8),
    B(u8),
    C(u8),
    D(u8),
    E(u8),
    F(u8),
    G(u8),
}

/// Variants alike but for a cell.
#[derive(Layout)]
#[repr(u8)]
pub enum SomeCells {
    A(u8),
    B(Cell<u8>),
    C(u8),
    D(Cell<u8>),
}

#[derive(Layout)]
#[repr(u8)]
pub enum NoCells {
    A(u8),
    B(u8),
    C(u8),
    D(u8),
}

#[derive(Layout)]
#[repr(u8)]
pub enum AllCells {
    A(Cell<u8>),
    B(Cell<u8>),
    C(Cell<u8>),
    D(Cell<u8>),
}

/// A byte that only its module writes.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct Secret(u8);

/// Variants alike but for a private field.
#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum SomeSecrets {
    A(u8),
    B(Secret),
    C(u8),
    D(Secret),
}

#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum FourBytes {
    A(u8),
    B(u8),
    C(u8),
    D(u8),
}

/// Variants alike but for padding: `A` and `C` leave byte 1 uninitialized.
#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum Padded {
    A(u16),
    B(u8, u16),
    C(u16),
    D(u8, u16),
}

/// `Padded` with the padding in `B` and `D`.
#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum PaddedLater {
    A(u8, u16),
    B(u16),
    C(u8, u16),
    D(u16),
}

#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum NoPadding {
    A(u8, u16),
    B(u8, u16),
    C(u8, u16),
    D(u8, u16),
}

fn verdict<Src: Layout + Lifetime<'static>, Dst: Layout + Lifetime<'static>>(assume: Assume) -> Answer {
    decide::<Src, Dst>(assume)
}

/// The offset and source path of an answer's refused byte.
fn refused_at(answer: &Answer) -> (usize, String) {
    match answer.reason() {
        Some(Reason::NotValid(mismatch)) => (mismatch.offset(), mismatch.source_path().to_string()),
        _ => panic!("not refused for a byte: {answer}"),
    }
}

#[track_caller]
fn holds<Src: Layout + Lifetime<'static>, Dst: Layout + Lifetime<'static>>() {
    let answer = verdict::<Src, Dst>(Assume::NOTHING);
    assert!(answer.is_transmutable(), "{answer}");
}

#[track_caller]
fn refused<Src: Layout + Lifetime<'static>, Dst: Layout + Lifetime<'static>>(offset: usize, path: &str) {
    let answer = verdict::<Src, Dst>(Assume::NOTHING);
    assert!(!answer.is_transmutable(), "{answer}");
    assert_eq!(refused_at(&answer), (offset, path.to_string()), "{answer}");
}

#[test]
fn groups_interleaved_by_tag() {
    holds::<Interleaved, Interleaved>();
    holds::<Interleaved, AllBytes>();
    holds::<Interleaved, Backwards>();
    holds::<Backwards, Interleaved>();
    holds::<AllBools, Interleaved>();
    holds::<AllBools, AllBytes>();
    holds::<[u8; 2], MaybeAllBytes>();
    // `B`'s byte may be 2, which `Interleaved`'s `B` does not take.
    refused::<AllBytes, Interleaved>(1, ".B.0");
    refused::<AllBytes, Backwards>(1, ".B.0");
    refused::<Interleaved, AllBools>(1, ".A.0");
    refused::<Interleaved, Swapped>(1, ".A.0");
    refused::<Swapped, Interleaved>(1, ".B.0");
    // Tag 6 is none of `AllBytes`'s.
    refused::<MoreBytes, AllBytes>(0, ".G.tag");
    refused::<[u8; 2], AllBytes>(0, "");
}

/// `AllBytes`, or a byte of any value: every `[u8; 2]` is one.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union MaybeAllBytes {
    pub value: AllBytes,
    pub bytes: [u8; 2],
}

#[test]
fn groups_overlapping_in_part() {
    holds::<AllBools, Halves>();
    holds::<Halves, AllBytes>();
    // `B` holds a byte in `Halves`, a boolean in `Interleaved`.
    refused::<Halves, Interleaved>(1, ".B.0");
    // `E` holds a byte in `Interleaved`, a boolean in `Halves`.
    refused::<Interleaved, Halves>(1, ".E.0");
    holds::<LastBool, AllBytes>();
    refused::<AllBytes, LastBool>(1, ".F.0");
    holds::<Halves, LastBool>();
    holds::<Interleaved, LastBool>();
    refused::<Swapped, LastBool>(1, ".F.0");
    holds::<AllBools, LastBool>();
}

#[test]
fn groups_differ_in_a_bool_and_a_byte() {
    holds::<AllBools, AllBytes>();
    refused::<AllBytes, AllBools>(1, ".A.0");
    assert!(verdict::<AllBytes, AllBools>(Assume::VALIDITY).is_transmutable());
    assert!(verdict::<AllBytes, Interleaved>(Assume::VALIDITY).is_transmutable());
}

#[test]
fn groups_differ_in_a_cell() {
    // Values: a cell's byte is a byte.
    holds::<SomeCells, NoCells>();
    holds::<NoCells, SomeCells>();
    holds::<SomeCells, AllCells>();
    // Shared references must agree on their cells, variant by variant.
    assert!(decide_ref::<AllCells, AllCells>(Assume::NOTHING).is_transmutable());
    assert!(decide_ref::<NoCells, NoCells>(Assume::NOTHING).is_transmutable());
    assert!(!decide_ref::<SomeCells, NoCells>(Assume::NOTHING).is_transmutable());
    assert!(!decide_ref::<NoCells, SomeCells>(Assume::NOTHING).is_transmutable());
    assert!(!decide_ref::<SomeCells, AllCells>(Assume::NOTHING).is_transmutable());
    assert!(!decide_ref::<AllCells, SomeCells>(Assume::NOTHING).is_transmutable());
}

#[test]
fn groups_differ_in_a_private_field() {
    holds::<SomeSecrets, FourBytes>();
    assert!(verdict::<SomeSecrets, SomeSecrets>(Assume::SAFETY).is_transmutable());
    // A private field is the author's to write: safety must be assumed.
    let answer = verdict::<FourBytes, SomeSecrets>(Assume::NOTHING);
    assert!(!answer.is_transmutable(), "{answer}");
    assert!(matches!(answer.reason(), Some(Reason::Invariants)), "{answer}");
    assert!(verdict::<FourBytes, SomeSecrets>(Assume::SAFETY).is_transmutable());
}

#[test]
fn groups_differ_in_padding() {
    holds::<NoPadding, Padded>();
    holds::<NoPadding, PaddedLater>();
    holds::<Padded, Padded>();
    // Byte 1 of `A` is padding: uninitialized, which a `u8` does not take.
    refused::<Padded, NoPadding>(1, ".A (padding)");
    refused::<PaddedLater, NoPadding>(1, ".B (padding)");
    refused::<Padded, PaddedLater>(1, ".A (padding)");
    refused::<PaddedLater, Padded>(1, ".B (padding)");
    assert!(verdict::<Padded, NoPadding>(Assume::VALIDITY).is_transmutable());
}

/// The whole explanation of every refusal above, as a check walking
/// variant by variant writes it, kept in `enum_groups.txt`
/// (`TRANSMUTABLE_BLESS=1` rewrites it).
#[test]
fn explanations_are_those_of_a_walk_variant_by_variant() {
    let answers = [
        verdict::<AllBytes, Interleaved>(Assume::NOTHING),
        verdict::<AllBytes, Backwards>(Assume::NOTHING),
        verdict::<Interleaved, AllBools>(Assume::NOTHING),
        verdict::<Interleaved, Swapped>(Assume::NOTHING),
        verdict::<Swapped, Interleaved>(Assume::NOTHING),
        verdict::<MoreBytes, AllBytes>(Assume::NOTHING),
        verdict::<[u8; 2], AllBytes>(Assume::NOTHING),
        verdict::<Halves, Interleaved>(Assume::NOTHING),
        verdict::<Interleaved, Halves>(Assume::NOTHING),
        verdict::<AllBytes, LastBool>(Assume::NOTHING),
        verdict::<Swapped, LastBool>(Assume::NOTHING),
        verdict::<AllBytes, AllBools>(Assume::NOTHING),
        verdict::<Padded, NoPadding>(Assume::NOTHING),
        verdict::<PaddedLater, NoPadding>(Assume::NOTHING),
        verdict::<Padded, PaddedLater>(Assume::NOTHING),
        verdict::<PaddedLater, Padded>(Assume::NOTHING),
        decide_ref::<SomeCells, NoCells>(Assume::NOTHING),
        decide_ref::<SomeCells, AllCells>(Assume::NOTHING),
    ];
    let mut text = String::new();
    for answer in answers {
        text.push_str(&format!("{answer}\n{answer:#}\n\n"));
    }
    if std::env::var_os("TRANSMUTABLE_BLESS").is_some() {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/enum_groups.txt");
        std::fs::write(path, &text).expect("writes the explanations");
        return;
    }
    // Compiled in, so that the test also runs where files cannot be read
    // (under Miri).
    let expected = include_str!("enum_groups.txt");
    assert!(text == expected, "the explanations changed:\n{text}");
}
