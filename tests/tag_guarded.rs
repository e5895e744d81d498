//! Enums whose tag decides which of their bytes are read or kept.
//!
//! - Checked at run time, an enum's variant is read only under its tag, so
//!   a source variant whose padding lies where another destination variant
//!   holds a field (`Ch`'s `A`, padding at byte 1, against `Narrow`'s
//!   `B(bool)` there) can still be checked: the tag is read first. Every
//!   value of the source is tried, and the result must be the destination
//!   value of the same bytes, or an error exactly where those bytes are no
//!   destination value. Under Miri, a validator that read the padding of
//!   the source's variant is undefined behaviour.
//! - Written back through `&mut`, bytes past the end of the destination
//!   keep what they held: an enum whose variants hold the same fields after
//!   the tag (`Flagged`) stays valid whatever tag is written, one whose
//!   variants differ there (`Mixed`) does not.
//!
//! Expected verdicts follow the contract (`BRIEF.md`: a `try_` function
//! takes the pairs where every source value is either a destination value
//! or checked at run time; `&mut T -> &mut U` needs every `U` written back
//! to leave a valid `T`) and the types' definitions, never the library's
//! output. Held under Miri on x86_64, s390x (big-endian) and i686 (32-bit).

use transmutable::{is_transmutable, Assume, Layout};

/// A `char` four bytes in, over `B`'s and `C`'s padding.
#[derive(Layout, Clone, Copy, PartialEq, Debug)]
#[repr(u8)]
pub enum Ch {
    A(char) = 0,
    B(u8) = 1,
    C = 2,
}

/// `Ch` with `B`'s byte narrowed to a `bool`, where `A` has padding.
#[derive(Layout, Clone, Copy, PartialEq, Debug)]
#[repr(u8)]
pub enum Narrow {
    A(char) = 0,
    B(bool) = 1,
    C = 2,
}

/// `Ch` with two-byte tags, distinct in either byte, so that the first
/// byte in memory tells the variant on either byte order.
#[derive(Layout, Clone, Copy, PartialEq, Debug)]
#[repr(u16)]
pub enum WideCh {
    A(char) = 0x0100,
    B(u8) = 0x0201,
    C = 0x0302,
}

/// `WideCh` with `B`'s byte narrowed to a `bool`.
#[derive(Layout, Clone, Copy, PartialEq, Debug)]
#[repr(u16)]
pub enum WideNarrow {
    A(char) = 0x0100,
    B(bool) = 0x0201,
    C = 0x0302,
}

/// Chars at the edges of their ranges, and a few inside.
const CHARS: [char; 8] = ['\0', 'a', '\u{7f}', '\u{ff}', '\u{d7ff}', '\u{e000}', '\u{fffd}', '\u{10ffff}'];

/// Every `Ch` that differs in what `Narrow` reads: each `char` above, each
/// byte of `B`, and `C`.
fn chs() -> Vec<Ch> {
    let mut values: Vec<Ch> = CHARS.iter().map(|&c| Ch::A(c)).collect();
    values.extend((0..=255).map(Ch::B));
    values.push(Ch::C);
    values
}

/// The `Narrow` of the same bytes as `value`, by the definitions: `B`'s
/// byte is a `bool` only for 0 and 1.
fn narrowed(value: Ch) -> Option<Narrow> {
    match value {
        Ch::A(c) => Some(Narrow::A(c)),
        Ch::B(byte @ (0 | 1)) => Some(Narrow::B(byte == 1)),
        Ch::B(_) => None,
        Ch::C => Some(Narrow::C),
    }
}

#[test]
fn a_variant_is_checked_only_under_its_tag() {
    // By the contract: some `Ch` is no `Narrow` (`B(2)`), and every byte
    // `Narrow` reads under the tag of a `Ch` is initialized in it.
    assert!(!is_transmutable::<Ch, Narrow>(Assume::NOTHING));
    for value in chs() {
        match (transmutable::try_transmute::<Ch, Narrow>(value), narrowed(value)) {
            (Ok(got), Some(expected)) => assert_eq!(got, expected),
            (Err(error), None) => {
                assert_eq!(error.offset(), 1, "{value:?}: the `bool` of `B`");
                assert_eq!(error.into_source(), value);
            }
            (got, expected) => panic!("{value:?}: got {:?}, expected {expected:?}", got.map_err(|_| ())),
        }
    }
}

#[test]
fn a_wide_tag_is_read_whole_then_its_variant() {
    let wide = |value: Ch| match value {
        Ch::A(c) => WideCh::A(c),
        Ch::B(byte) => WideCh::B(byte),
        Ch::C => WideCh::C,
    };
    let narrow = |value: Narrow| match value {
        Narrow::A(c) => WideNarrow::A(c),
        Narrow::B(flag) => WideNarrow::B(flag),
        Narrow::C => WideNarrow::C,
    };
    for value in chs() {
        let got = transmutable::try_transmute::<WideCh, WideNarrow>(wide(value)).ok();
        assert_eq!(got, narrowed(value).map(narrow), "{value:?}");
    }
}

/// Two bytes: a tag and a `bool`, under either tag.
#[derive(Layout, Clone, Copy, Debug, PartialEq)]
#[repr(u8)]
pub enum Flagged {
    Off(bool) = 0,
    On(bool) = 1,
}

/// The first byte of a `Flagged`: a tag of it.
#[derive(Layout, Clone, Copy, Debug, PartialEq)]
#[repr(u8)]
pub enum Bit {
    Zero = 0,
    One = 1,
}

/// `Flagged` with a byte under `On`: tag 0 written over `On(5)` would
/// leave an `Off` holding 5.
#[derive(Layout, Clone, Copy, Debug, PartialEq)]
#[repr(u8)]
pub enum Mixed {
    Off(bool) = 0,
    On(u8) = 1,
}

#[test]
fn a_tag_written_back_keeps_what_every_variant_holds_alike() {
    assert!(is_transmutable::<&mut Flagged, &mut Bit>(Assume::NOTHING));
    assert!(!is_transmutable::<&mut Mixed, &mut Bit>(Assume::NOTHING));
    assert!(!is_transmutable::<&mut Mixed, &mut Bit>(Assume::SAFETY));
    // A `u8` written over the tag may be no tag at all.
    assert!(!is_transmutable::<&mut Flagged, &mut u8>(Assume::NOTHING));
    let flagged = [Flagged::Off(false), Flagged::Off(true), Flagged::On(false), Flagged::On(true)];
    for source in flagged {
        for bit in [Bit::Zero, Bit::One] {
            let flag = match source {
                Flagged::Off(flag) | Flagged::On(flag) => flag,
            };
            let expected = if bit == Bit::One { Flagged::On(flag) } else { Flagged::Off(flag) };

            let mut value = source;
            *transmutable::try_transmute_mut::<Flagged, Bit>(&mut value).unwrap() = bit;
            // Read back as itself: under Miri an invalid value is reported.
            assert_eq!(value, expected);

            let mut value = source;
            *transmutable::transmute_mut::<Flagged, Bit>(&mut value) = bit;
            assert_eq!(value, expected);
        }
    }
}
