//! Adversarial probes, round 7: what landed after round 6 and had not
//! been probed (the facts of *some* value that answer `Assume::VALIDITY`
//! without a walk, the walk that tries the source's fullest variant first,
//! enum descriptions that copy a variant repeating an earlier one's fields
//! with its group, the derive's once-guards, the peers' wrappers), held to
//! oracles written here from the types' definitions alone.
//!
//! - Variants that repeat an earlier one's fields, under tags of two bytes
//!   or more that differ past their first byte (`0x0000` and `0x0101`):
//!   a variant copied "with its group" joined the group of the variant it
//!   repeats, so a check walked `0x0101` as `0x0100` and took pairs whose
//!   tags do not meet (fixed in `description/build/choices.rs`).

#![allow(dead_code)]

use core::mem::size_of;

use transmutable::{is_transmutable, Assume, Layout};

/// A few thousand byte strings in a test run, a few dozen under Miri:
/// every `step`-th of `all`.
fn sampled<T: Clone>(all: Vec<T>) -> Vec<T> {
    let step = if cfg!(miri) { 211 } else { 1 };
    all.into_iter().step_by(step).collect()
}

/// The verdicts every assumption gives `Src -> Dst`, which must be the
/// contract's: `every` (every value of `Src` is a `Dst`) without
/// `Assume::VALIDITY`, `some` (some value is) with it. Safety is assumed
/// where the destination has invariants, which these types have not.
fn verdicts_are<Src, Dst>(every: bool, some: bool)
where
    Src: Layout + for<'l> transmutable::Lifetime<'l>,
    Dst: Layout + for<'l> transmutable::Lifetime<'l>,
{
    let pair = format!("{} -> {}", core::any::type_name::<Src>(), core::any::type_name::<Dst>());
    for assume in [Assume::NOTHING, Assume::SAFETY, Assume::ALIGNMENT, Assume::LIFETIMES] {
        assert_eq!(is_transmutable::<Src, Dst>(assume), every, "{pair} under {assume:?}");
    }
    assert_eq!(is_transmutable::<Src, Dst>(Assume::VALIDITY), some, "{pair} under VALIDITY");
    assert_eq!(
        transmutable::decide::<Src, Dst>(Assume::NOTHING).is_transmutable(),
        every,
        "{pair}: decide under NOTHING"
    );
}

// ---------------------------------------------------------------------
// Variants repeating an earlier one's fields, under wide tags.

/// `B` repeats `A`'s fields; its tag differs from `A`'s in both bytes.
#[derive(Layout, Clone, Copy, Debug)]
#[repr(u16)]
pub enum RepeatSrc {
    A(u8) = 0x0000,
    B(u8) = 0x0101,
}

/// Tags whose second byte is `A`'s: alike after their first byte.
#[derive(Layout, Clone, Copy, Debug)]
#[repr(u16)]
pub enum SameSecondByte {
    A(u8) = 0x0000,
    B(u8) = 0x0001,
    C(u8) = 0x0100,
}

/// `RepeatSrc`'s tags and one more.
#[derive(Layout, Clone, Copy, Debug)]
#[repr(u16)]
pub enum RepeatWider {
    C(u8) = 0x0202,
    A(u8) = 0x0000,
    B(u8) = 0x0101,
}

/// A repeated variant, by name and type, in struct form, three times,
/// with tags that agree past the first byte in two of them only.
#[derive(Layout, Clone, Copy, Debug)]
#[repr(u16)]
pub enum Named {
    A { x: u8, y: u16 } = 0x0302,
    B { x: u8, y: u16 } = 0x0303,
    C { x: u8, y: u16 } = 0x0404,
}

/// `Named` with `C`'s tag as `B`'s second byte would have it.
#[derive(Layout, Clone, Copy, Debug)]
#[repr(u16)]
pub enum NamedAlike {
    A { x: u8, y: u16 } = 0x0302,
    B { x: u8, y: u16 } = 0x0303,
    C { x: u8, y: u16 } = 0x0304,
}

/// Two bytes that are `0x0000` or `0x0001` or `0x0100` or `0x0101` as a
/// tag, then a byte and padding: the first byte and the second each 0 or 1.
#[derive(Layout, Clone, Copy, Debug)]
#[repr(u8)]
pub enum Bit {
    Zero = 0,
    One = 1,
}

#[derive(Layout, Clone, Copy, Debug)]
#[repr(u8)]
pub enum Zero {
    Zero = 0,
}

/// A first byte of 0 or 1, a second byte of 0, a byte, padding.
#[derive(Layout, Clone, Copy, Debug)]
#[repr(C, align(2))]
pub struct LowBit {
    pub low: Bit,
    pub high: Zero,
    pub x: u8,
}

/// A first byte of 0 or 1, then the same, a byte, padding.
#[derive(Layout, Clone, Copy, Debug)]
#[repr(C, align(2))]
pub struct BothBits {
    pub low: Bit,
    pub high: Bit,
    pub x: u8,
}

/// Four-byte tags (`repr(C, u32)`: the tag, then a union of the variants):
/// `B` repeats
/// `A` and differs from it past the first byte; the values are their own
/// byte reversal, so the probe reads alike on either byte order.
#[derive(Layout, Clone, Copy, Debug)]
#[repr(C, u32)]
pub enum CTagged {
    A(u8) = 0x0000_0000,
    B(u8) = 0x0100_0001,
}

#[derive(Layout, Clone, Copy, Debug)]
#[repr(C, u32)]
pub enum CTaggedLow {
    A(u8) = 0x0000_0000,
    B(u8) = 0x0000_0001,
    C(u8) = 0x0100_0000,
}

/// Negative `i16` tags: `-256` is `[0x00, 0xFF]` little-endian, `1` is
/// `[0x01, 0x00]`; `B` repeats `A`.
#[derive(Layout, Clone, Copy, Debug)]
#[repr(i16)]
pub enum Signed {
    A(u8) = -256,
    B(u8) = 1,
}

/// Every tag a wrong group of `Signed` would make of its first byte and
/// `A`'s other byte, on either byte order (`-255`, `0`), and `-256`:
/// never `1`.
#[derive(Layout, Clone, Copy, Debug)]
#[repr(i16)]
pub enum SignedWrong {
    A(u8) = -256,
    B(u8) = -255,
    C(u8) = 0,
}

/// `u64` tags whose last byte alone differs between repeated variants.
#[derive(Layout, Clone, Copy, Debug)]
#[repr(u64)]
pub enum LongTag {
    A(u8) = 0x0000_0000_0000_0000,
    B(u8) = 0x0100_0000_0000_0001,
}

#[derive(Layout, Clone, Copy, Debug)]
#[repr(u64)]
pub enum LongTagLow {
    A(u8) = 0x0000_0000_0000_0000,
    B(u8) = 0x0000_0000_0000_0001,
    C(u8) = 0x0100_0000_0000_0000,
}

/// The source of each pair holds a tag the destination lacks (or not),
/// and a group made of the fields alone would hide it.
#[test]
fn repeated_variants_keep_their_own_tags() {
    // `RepeatSrc::B` is `0x0101`, which `SameSecondByte` lacks; `A` is in it.
    verdicts_are::<RepeatSrc, SameSecondByte>(false, true);
    verdicts_are::<SameSecondByte, RepeatSrc>(false, true);
    verdicts_are::<RepeatSrc, RepeatWider>(true, true);
    verdicts_are::<RepeatSrc, RepeatSrc>(true, true);
    verdicts_are::<RepeatWider, RepeatSrc>(false, true);
    // `Named::C` is `0x0404`, which `NamedAlike` lacks.
    verdicts_are::<Named, NamedAlike>(false, true);
    verdicts_are::<NamedAlike, Named>(false, true);
    // Bytes that are `0x0000` or `0x0001` as a tag: `0x0001` is no
    // `RepeatSrc`; bytes of `0x0101` are no `LowBit`.
    verdicts_are::<LowBit, RepeatSrc>(false, true);
    verdicts_are::<RepeatSrc, LowBit>(false, true);
    verdicts_are::<RepeatSrc, BothBits>(true, true);
    verdicts_are::<BothBits, RepeatSrc>(false, true);
    verdicts_are::<CTagged, CTaggedLow>(false, true);
    verdicts_are::<CTaggedLow, CTagged>(false, true);
    verdicts_are::<Signed, SignedWrong>(false, true);
    verdicts_are::<LongTag, LongTagLow>(false, true);
    verdicts_are::<LongTagLow, LongTag>(false, true);
}

/// The same pairs through the entry points that check at run time: a
/// value the compile-time check wrongly proved valid would be handed over
/// unread (Miri reports the invalid tag).
#[test]
fn repeated_variants_checked_at_run_time() {
    assert!(transmutable::try_transmute::<RepeatSrc, SameSecondByte>(RepeatSrc::B(5)).is_err());
    assert!(transmutable::try_transmute::<RepeatSrc, SameSecondByte>(RepeatSrc::A(5)).is_ok());
    assert!(transmutable::try_transmute::<Named, NamedAlike>(Named::C { x: 1, y: 2 }).is_err());
    assert!(transmutable::try_transmute::<LowBit, RepeatSrc>(LowBit { low: Bit::One, high: Zero::Zero, x: 3 }).is_err());
    assert!(transmutable::try_transmute::<RepeatSrc, LowBit>(RepeatSrc::B(3)).is_err());
    assert!(transmutable::try_transmute::<CTagged, CTaggedLow>(CTagged::B(3)).is_err());
    assert!(transmutable::try_transmute::<Signed, SignedWrong>(Signed::B(3)).is_err());
    assert!(transmutable::try_transmute::<LongTag, LongTagLow>(LongTag::B(3)).is_err());
    // Bytes read as the enum: the tag is checked whole.
    let tags: Vec<u16> = sampled((0..=u16::MAX).collect());
    for tag in tags {
        let mut bytes = [0u8; 4];
        bytes[..2].copy_from_slice(&tag.to_ne_bytes());
        bytes[2] = 7;
        let expected = matches!(tag, 0x0000 | 0x0101);
        assert_eq!(transmutable::try_transmute::<[u8; 4], RepeatSrc>(bytes).is_ok(), expected, "{tag:#06x}");
        assert_eq!(RepeatSrc::try_read_from_bytes(&bytes).is_ok(), expected, "{tag:#06x}");
        let expected = matches!(tag, 0x0000 | 0x0001 | 0x0100);
        assert_eq!(transmutable::try_transmute::<[u8; 4], SameSecondByte>(bytes).is_ok(), expected, "{tag:#06x}");
    }
    assert_eq!(size_of::<RepeatSrc>(), 4);
}
