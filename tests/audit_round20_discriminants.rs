//! Adversarial probes, round 20: the derive reads a discriminant written as
//! one literal, and a field type written as one name, without syn's
//! expression and type parsers. Literals negative (alone and last, with
//! and without a space), in hexadecimal, octal and binary, with
//! underscores and suffixes, the least of their type, a byte literal, and
//! implicit discriminants after a negative one; names written raw
//! (`r#u8`), and paths to the primitives.
//!
//! Expected verdicts come from the language: a tag is the discriminant's
//! bytes in the target's order, an `i8`'s `-1` the byte `0xFF`; a raw
//! identifier names what the plain one names. Every tag byte (every value
//! of a one-byte tag, listed values of wider ones) is held to the set of
//! discriminants written here by hand. Held.

#![forbid(unsafe_code)]

use transmutable::{FromZeros, Layout};

/// Tags 1 to 3.
#[derive(Layout, Clone, Copy, Debug, PartialEq)]
#[repr(u8)]
pub enum Shifted {
    One = 1,
    Two = 2,
    Three = 3,
}

/// A negative literal alone, last, with no comma after it: read as one
/// literal (two tokens).
#[derive(Layout, Clone, Copy)]
#[repr(i8)]
#[rustfmt::skip]
pub enum Minus {
    A(bool) = 5,
    B(Shifted) = -1
}

/// A negative literal written with a space, the least `i8`, last.
#[derive(Layout, Clone, Copy)]
#[repr(i8)]
#[rustfmt::skip]
pub enum Spaced {
    A(bool) = 0x10,
    B(bool) = - 128
}

/// Literals of each base, with underscores and a suffix, and a byte
/// literal.
#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum Bases {
    A(bool) = 0x80,
    B(bool) = 1_0,
    C(bool) = 0b11,
    D(bool) = 0o17,
    E(bool) = 7u8,
    F(bool) = b'a',
    G(bool) = 0xF_F,
}

/// Implicit discriminants after a negative one: -2, -1, 0, 1.
#[derive(Layout, Clone, Copy)]
#[repr(i8)]
pub enum Implicit {
    A(bool) = -2,
    B(bool),
    C(Shifted),
    D(bool),
}

/// Four-byte tags: the least `i32` last, with a suffix and underscores.
#[derive(Layout, Clone, Copy)]
#[repr(i32)]
#[rustfmt::skip]
pub enum Wide {
    A(bool) = 0x7FFF_FFFF,
    B(bool) = -1i32,
    C(bool) = 1_000,
    D(bool) = -2_147_483_648
}

/// The same literals in a fieldless enum, read by `as` casts.
#[derive(Layout, Clone, Copy)]
#[repr(i8)]
#[rustfmt::skip]
pub enum Fieldless {
    A = 0x10,
    B = 1_0_0,
    C = -1
}

/// Field types written raw and by path: the primitives they name.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct Raw {
    pub a: r#u8,
    pub b: r#bool,
    pub c: core::primitive::bool,
    pub d: self::Shifted,
}

/// A tag, and which payload bytes its variant takes.
type Tag = (u8, fn(u8) -> bool);

/// Whether a `T` of a one-byte tag and a payload byte is accepted exactly
/// where the tag is one of `tags` and the payload valid under it.
fn one_byte_tags<T: Layout>(size: usize, tags: &[Tag]) {
    for tag in 0..=255u8 {
        for payload in [0u8, 1, 2, 3, 4, 0xFF] {
            let mut bytes = vec![0u8; size];
            bytes[0] = tag;
            bytes[1] = payload;
            let expected = tags.iter().any(|&(valid_tag, valid)| valid_tag == tag && valid(payload));
            assert_eq!(
                transmutable::try_read_from_bytes::<T>(&bytes).is_ok(),
                expected,
                "{}: tag {tag:#x}, payload {payload}",
                core::any::type_name::<T>()
            );
        }
    }
}

fn is_bool(byte: u8) -> bool {
    byte <= 1
}

fn is_shifted(byte: u8) -> bool {
    (1..=3).contains(&byte)
}

#[test]
fn negative_literals_alone() {
    one_byte_tags::<Minus>(2, &[(5, is_bool), (0xFF, is_shifted)]);
    one_byte_tags::<Spaced>(2, &[(0x10, is_bool), (0x80, is_bool)]);
}

#[test]
fn literals_of_every_base() {
    let tags: Vec<Tag> =
        [0x80, 10, 3, 15, 7, b'a', 0xFF].into_iter().map(|tag| (tag, is_bool as fn(u8) -> bool)).collect();
    one_byte_tags::<Bases>(2, &tags);
}

#[test]
fn implicit_after_a_negative_literal() {
    one_byte_tags::<Implicit>(2, &[(0xFE, is_bool), (0xFF, is_bool), (0, is_shifted), (1, is_bool)]);
    // All zeros are `C` with a zero `Shifted`: no value.
    assert!(transmutable::try_read_from_bytes::<Implicit>(&[0, 0]).is_err());
}

#[test]
fn wide_tags_written_as_literals() {
    let tags = [0x7FFF_FFFFu32, u32::MAX, 1000, 0x8000_0000];
    let near = [0u32, 1, 999, 1001, 0x7FFF_FFFE, 0x8000_0001, 0xFFFF_FFFE, 0x0100_0000, 0xE803_0000];
    for tag in tags.iter().chain(&near) {
        for payload in [0u8, 1, 2, 0xFF] {
            let mut bytes = [0u8; 8];
            bytes[..4].copy_from_slice(&tag.to_ne_bytes());
            bytes[4] = payload;
            assert_eq!(
                transmutable::try_read_from_bytes::<Wide>(&bytes).is_ok(),
                tags.contains(tag) && payload <= 1,
                "tag {tag:#x}, payload {payload}"
            );
        }
    }
}

#[test]
fn fieldless_literals() {
    for tag in 0..=255u8 {
        assert_eq!(transmutable::try_read_from_bytes::<Fieldless>(&[tag]).is_ok(), [0x10, 100, 0xFF].contains(&tag));
    }
}

#[test]
fn raw_names_are_the_primitives() {
    for b in 0..=255u8 {
        for d in 0..=4u8 {
            let bytes = [0xAB, b, b, d];
            assert_eq!(transmutable::try_read_from_bytes::<Raw>(&bytes).is_ok(), b <= 1 && is_shifted(d));
        }
    }
}

/// A generic enum whose zeros are the variant after `-1`, by position.
#[derive(Layout, FromZeros, Clone, Copy, Debug, PartialEq)]
#[repr(i8)]
pub enum Zeros<T> {
    A(Shifted) = -1,
    B(T),
    C(Shifted) = 5,
}

/// A generic enum whose zeros are the variant after `-2`, written last
/// with no comma.
#[derive(Layout, FromZeros, Clone, Copy, Debug, PartialEq)]
#[repr(i8)]
#[rustfmt::skip]
pub enum LastZeros<T> {
    A(Shifted) = 5,
    B(Shifted) = -2
    ,
    C(Shifted),
    D(T)
}

#[test]
fn zeros_of_a_generic_enum_by_position_after_a_negative_literal() {
    assert_eq!(Zeros::<u16>::new_zeroed(), Zeros::B(0));
    assert_eq!(Zeros::<bool>::new_zeroed(), Zeros::B(false));
    assert_eq!(LastZeros::<u8>::new_zeroed(), LastZeros::D(0));
}
