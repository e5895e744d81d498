//! Adversarial probes, round 23: the fallible transmutations of values
//! and referents (`try_transmute`, `try_transmute_ref`,
//! `try_transmute_mut`) whose source leaves some bytes uninitialized in
//! some of its values (an enum's smaller variant, padding after a tag),
//! where the destination reads those bytes only after other bytes chose
//! to. The compile-time check accepts such a pair when every byte the
//! validator reads is initialized in every source that reaches it; the
//! validator and the explanation of a refusal must then read no other
//! byte: not a byte of a word read at once, not a byte of another variant
//! tried for a better explanation. Run under Miri
//! (`cargo +nightly miri test --test audit_round23_fallible`), where a
//! read of an uninitialized byte is undefined behaviour in the test
//! itself. Expected verdicts are the contract's: the destination's values
//! (the nightly oracle agrees on every pair below, all of which it
//! accepts with `Assume::VALIDITY`). Held.

#![forbid(unsafe_code)]

use transmutable::{try_transmute, try_transmute_mut, try_transmute_ref, Layout};

/// Byte 1 is a `u8` in `X` and uninitialized in `Y`.
#[derive(Layout, Clone, Copy, Debug, PartialEq)]
#[repr(u8)]
pub enum Source {
    X(u8) = 0,
    Y = 1,
}

/// Reads byte 1 only after tag 0 or 2: never for a `Source::Y`.
#[derive(Layout, Clone, Copy, Debug, PartialEq)]
#[repr(u8)]
pub enum Target {
    A(bool) = 0,
    C(bool) = 2,
}

/// Three variants, one without a payload: byte 1 read after 0 and 1.
#[derive(Layout, Clone, Copy, Debug, PartialEq)]
#[repr(u8)]
pub enum Three {
    A(bool) = 0,
    B(bool) = 1,
    C = 2,
}

/// Byte 1 uninitialized after tag 2.
#[derive(Layout, Clone, Copy, Debug, PartialEq)]
#[repr(u8)]
pub enum SourceThree {
    X(u8) = 0,
    Y(u8) = 1,
    Z = 2,
}

/// Every byte, or under Miri, which explains each refusal slowly, the
/// edges of each range and a few between.
fn bytes() -> Vec<u8> {
    if cfg!(miri) {
        vec![0, 1, 2, 3, 127, 128, 254, 255]
    } else {
        (0..=255).collect()
    }
}

fn sources() -> Vec<Source> {
    let mut all: Vec<Source> = bytes().into_iter().map(Source::X).collect();
    all.push(Source::Y);
    all
}

/// What the contract says `source` becomes as a `Target`.
fn as_target(source: Source) -> Option<Target> {
    match source {
        Source::X(0) => Some(Target::A(false)),
        Source::X(1) => Some(Target::A(true)),
        _ => None,
    }
}

#[test]
fn a_variant_without_a_payload_is_refused_by_its_tag_alone() {
    for source in sources() {
        let expected = as_target(source);
        let value = try_transmute::<Source, Target>(source);
        assert_eq!(value.as_ref().ok().copied(), expected, "{source:?}");
        if let Err(error) = value {
            // The explanation reads the value again: only the tag for `Y`.
            let text = error.to_string();
            let _ = format!("{error:#} {error:?}");
            let offset = if source == Source::Y { 0 } else { 1 };
            assert_eq!(error.offset(), offset, "{source:?}: {text}");
            assert_eq!(error.into_source(), source);
        }
        let referent = try_transmute_ref::<Source, Target>(&source);
        assert_eq!(referent.as_ref().ok().copied().copied(), expected, "{source:?}");
        if let Err(error) = referent {
            let _ = format!("{error} {error:#} {error:?}");
        }
    }
}

#[test]
fn arrays_of_enums_are_not_read_a_word_at_a_time() {
    // Eight records of two bytes: a validator reading them as words would
    // read the uninitialized byte of every `Y`.
    let patterns: [[Source; 8]; 4] = [
        [Source::X(1); 8],
        [Source::X(0), Source::X(1), Source::X(0), Source::X(1), Source::X(0), Source::X(1), Source::X(0), Source::Y],
        [Source::Y; 8],
        [
            Source::X(1),
            Source::X(1),
            Source::X(1),
            Source::X(2),
            Source::X(1),
            Source::X(1),
            Source::X(1),
            Source::X(1),
        ],
    ];
    for pattern in patterns {
        let expected: Option<Vec<Target>> = pattern.iter().map(|source| as_target(*source)).collect();
        let value = try_transmute::<[Source; 8], [Target; 8]>(pattern);
        assert_eq!(value.as_ref().ok().map(|records| records.to_vec()), expected, "{pattern:?}");
        if let Err(error) = value {
            let first_bad = pattern.iter().position(|source| as_target(*source).is_none()).unwrap();
            let within = if pattern[first_bad] == Source::Y { 0 } else { 1 };
            assert_eq!(error.offset(), 2 * first_bad + within, "{pattern:?}: {error}");
            let _ = format!("{error:#}");
        }
        let referent = try_transmute_ref::<[Source; 8], [Target; 8]>(&pattern);
        assert_eq!(referent.as_ref().ok().map(|records| records.to_vec()), expected, "{pattern:?}");
        if let Err(error) = referent {
            let _ = format!("{error} {error:#}");
        }
    }
}

#[test]
fn three_variants_each_read_as_their_tag_says() {
    let mut all: Vec<SourceThree> =
        bytes().into_iter().flat_map(|byte| [SourceThree::X(byte), SourceThree::Y(byte)]).collect();
    all.push(SourceThree::Z);
    for source in all {
        let expected = match source {
            SourceThree::X(flag @ (0 | 1)) => Some(Three::A(flag == 1)),
            SourceThree::Y(flag @ (0 | 1)) => Some(Three::B(flag == 1)),
            SourceThree::Z => Some(Three::C),
            _ => None,
        };
        let value = try_transmute::<SourceThree, Three>(source);
        assert_eq!(value.as_ref().ok().copied(), expected, "{source:?}");
        if let Err(error) = value {
            assert_eq!(error.offset(), 1, "{source:?}: {error}");
            let _ = format!("{error:#}");
        }
        // Backwards every `Three` is a `SourceThree`, and `&mut` holds.
        let mut view = source;
        if let Ok(three) = try_transmute_mut::<SourceThree, Three>(&mut view) {
            *three = Three::C;
            assert_eq!(view, SourceThree::Z);
        }
    }
}

/// Three bytes of fields and a byte of padding.
#[derive(Layout, Clone, Copy, Debug, PartialEq)]
#[repr(C, align(4))]
pub struct Padded4 {
    pub word: u16,
    pub flag: bool,
}

/// Seven bytes of fields and a byte of padding.
#[derive(Layout, Clone, Copy, Debug, PartialEq)]
#[repr(C, align(8))]
pub struct Padded8 {
    pub word: u32,
    pub half: u16,
    pub flag: bool,
}

#[test]
fn a_destination_longer_by_its_padding_reads_no_byte_past_the_source() {
    // The source is shorter than the destination; what lies past it is the
    // destination's padding, which no check may read (the source has no
    // byte there).
    for flag in bytes() {
        let value = try_transmute::<[u8; 3], Padded4>([7, 0, flag]);
        let expected = (flag <= 1).then(|| Padded4 { word: u16::from_ne_bytes([7, 0]), flag: flag == 1 });
        assert_eq!(value.as_ref().ok().copied(), expected, "{flag}");
        if let Err(error) = value {
            assert_eq!(error.offset(), 2);
            let _ = format!("{error} {error:#}");
        }
        let value = try_transmute::<[u8; 7], Padded8>([1, 2, 3, 4, 5, 6, flag]);
        assert_eq!(value.as_ref().map(|padded| padded.flag).ok(), (flag <= 1).then_some(flag == 1), "{flag}");
        if let Err(error) = value {
            assert_eq!(error.offset(), 6);
            let _ = format!("{error} {error:#}");
        }
    }
}

/// Byte 1 is uninitialized where `a` was written last.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union Short {
    pub a: u8,
    pub b: [u8; 2],
}

#[test]
fn a_union_is_read_where_every_field_wrote() {
    for byte in bytes() {
        let expected = (byte <= 1).then_some(byte == 1);
        let value = try_transmute::<Short, bool>(Short { a: byte });
        assert_eq!(value.as_ref().ok().copied(), expected, "{byte}");
        if let Err(error) = value {
            assert_eq!(error.offset(), 0);
            let _ = format!("{error} {error:#} {error:?}");
        }
        let short = Short { a: byte };
        let referent = try_transmute_ref::<Short, bool>(&short);
        assert_eq!(referent.as_ref().ok().copied().copied(), expected, "{byte}");
        if let Err(error) = referent {
            let _ = format!("{error} {error:#}");
        }
    }
}
