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
//! - The verdicts from facts of some value and the walk that tries the
//!   fullest variant first: every pair of 37 small types (enums whose
//!   fullest variant is not first or has a hole, `repr(C, u8)`,
//!   `repr(u16)`, `repr(i8)`, variants without values or of no bytes,
//!   enums in enums and arrays, unions, padding, `MaybeUninit`), with and
//!   without `Assume::VALIDITY`, against a brute force over their values.
//!   (Of the 2,738 verdicts, nightly's `TransmuteFrom` refuses none of
//!   the 1,217 this library gives as "yes"; where nightly says "yes" and
//!   this library "no", the difference is one of `KNOWN_DIFFERENCES.md`: uninitialized
//!   bytes under `Assume::VALIDITY`, union destinations, a union source
//!   read byte by byte.)
//! - Wide enums with fields: every `i8` tag, 256 `u16` tags whose two
//!   bytes agree, each variant repeating the first one's fields.
//! - The peers' wrappers (`foreign::Bytemuck`, `foreign::Zerocopy`): `T`'s
//!   alignment through references, no values beyond any bytes, no cells.
//!   (The derives' once-guards are probed by
//!   `tests/ui/traits/once_guards_still_check.rs`.)

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

// ---------------------------------------------------------------------
// Wide enums with fields: one symbol per tag, every variant repeating the
// first one's fields.

/// Every `i8` tag, each variant an `u8`.
#[derive(Layout, Clone, Copy)]
#[repr(i8)]
#[rustfmt::skip]
pub enum I8All { V0(u8) = -128, V1(u8) = -127, V2(u8) = -126, V3(u8) = -125, V4(u8) = -124, V5(u8) = -123, V6(u8) = -122, V7(u8) = -121, V8(u8) = -120, V9(u8) = -119, V10(u8) = -118, V11(u8) = -117, V12(u8) = -116, V13(u8) = -115, V14(u8) = -114, V15(u8) = -113, V16(u8) = -112, V17(u8) = -111, V18(u8) = -110, V19(u8) = -109, V20(u8) = -108, V21(u8) = -107, V22(u8) = -106, V23(u8) = -105, V24(u8) = -104, V25(u8) = -103, V26(u8) = -102, V27(u8) = -101, V28(u8) = -100, V29(u8) = -99, V30(u8) = -98, V31(u8) = -97, V32(u8) = -96, V33(u8) = -95, V34(u8) = -94, V35(u8) = -93, V36(u8) = -92, V37(u8) = -91, V38(u8) = -90, V39(u8) = -89, V40(u8) = -88, V41(u8) = -87, V42(u8) = -86, V43(u8) = -85, V44(u8) = -84, V45(u8) = -83, V46(u8) = -82, V47(u8) = -81, V48(u8) = -80, V49(u8) = -79, V50(u8) = -78, V51(u8) = -77, V52(u8) = -76, V53(u8) = -75, V54(u8) = -74, V55(u8) = -73, V56(u8) = -72, V57(u8) = -71, V58(u8) = -70, V59(u8) = -69, V60(u8) = -68, V61(u8) = -67, V62(u8) = -66, V63(u8) = -65, V64(u8) = -64, V65(u8) = -63, V66(u8) = -62, V67(u8) = -61, V68(u8) = -60, V69(u8) = -59, V70(u8) = -58, V71(u8) = -57, V72(u8) = -56, V73(u8) = -55, V74(u8) = -54, V75(u8) = -53, V76(u8) = -52, V77(u8) = -51, V78(u8) = -50, V79(u8) = -49, V80(u8) = -48, V81(u8) = -47, V82(u8) = -46, V83(u8) = -45, V84(u8) = -44, V85(u8) = -43, V86(u8) = -42, V87(u8) = -41, V88(u8) = -40, V89(u8) = -39, V90(u8) = -38, V91(u8) = -37, V92(u8) = -36, V93(u8) = -35, V94(u8) = -34, V95(u8) = -33, V96(u8) = -32, V97(u8) = -31, V98(u8) = -30, V99(u8) = -29, V100(u8) = -28, V101(u8) = -27, V102(u8) = -26, V103(u8) = -25, V104(u8) = -24, V105(u8) = -23, V106(u8) = -22, V107(u8) = -21, V108(u8) = -20, V109(u8) = -19, V110(u8) = -18, V111(u8) = -17, V112(u8) = -16, V113(u8) = -15, V114(u8) = -14, V115(u8) = -13, V116(u8) = -12, V117(u8) = -11, V118(u8) = -10, V119(u8) = -9, V120(u8) = -8, V121(u8) = -7, V122(u8) = -6, V123(u8) = -5, V124(u8) = -4, V125(u8) = -3, V126(u8) = -2, V127(u8) = -1, V128(u8) = 0, V129(u8) = 1, V130(u8) = 2, V131(u8) = 3, V132(u8) = 4, V133(u8) = 5, V134(u8) = 6, V135(u8) = 7, V136(u8) = 8, V137(u8) = 9, V138(u8) = 10, V139(u8) = 11, V140(u8) = 12, V141(u8) = 13, V142(u8) = 14, V143(u8) = 15, V144(u8) = 16, V145(u8) = 17, V146(u8) = 18, V147(u8) = 19, V148(u8) = 20, V149(u8) = 21, V150(u8) = 22, V151(u8) = 23, V152(u8) = 24, V153(u8) = 25, V154(u8) = 26, V155(u8) = 27, V156(u8) = 28, V157(u8) = 29, V158(u8) = 30, V159(u8) = 31, V160(u8) = 32, V161(u8) = 33, V162(u8) = 34, V163(u8) = 35, V164(u8) = 36, V165(u8) = 37, V166(u8) = 38, V167(u8) = 39, V168(u8) = 40, V169(u8) = 41, V170(u8) = 42, V171(u8) = 43, V172(u8) = 44, V173(u8) = 45, V174(u8) = 46, V175(u8) = 47, V176(u8) = 48, V177(u8) = 49, V178(u8) = 50, V179(u8) = 51, V180(u8) = 52, V181(u8) = 53, V182(u8) = 54, V183(u8) = 55, V184(u8) = 56, V185(u8) = 57, V186(u8) = 58, V187(u8) = 59, V188(u8) = 60, V189(u8) = 61, V190(u8) = 62, V191(u8) = 63, V192(u8) = 64, V193(u8) = 65, V194(u8) = 66, V195(u8) = 67, V196(u8) = 68, V197(u8) = 69, V198(u8) = 70, V199(u8) = 71, V200(u8) = 72, V201(u8) = 73, V202(u8) = 74, V203(u8) = 75, V204(u8) = 76, V205(u8) = 77, V206(u8) = 78, V207(u8) = 79, V208(u8) = 80, V209(u8) = 81, V210(u8) = 82, V211(u8) = 83, V212(u8) = 84, V213(u8) = 85, V214(u8) = 86, V215(u8) = 87, V216(u8) = 88, V217(u8) = 89, V218(u8) = 90, V219(u8) = 91, V220(u8) = 92, V221(u8) = 93, V222(u8) = 94, V223(u8) = 95, V224(u8) = 96, V225(u8) = 97, V226(u8) = 98, V227(u8) = 99, V228(u8) = 100, V229(u8) = 101, V230(u8) = 102, V231(u8) = 103, V232(u8) = 104, V233(u8) = 105, V234(u8) = 106, V235(u8) = 107, V236(u8) = 108, V237(u8) = 109, V238(u8) = 110, V239(u8) = 111, V240(u8) = 112, V241(u8) = 113, V242(u8) = 114, V243(u8) = 115, V244(u8) = 116, V245(u8) = 117, V246(u8) = 118, V247(u8) = 119, V248(u8) = 120, V249(u8) = 121, V250(u8) = 122, V251(u8) = 123, V252(u8) = 124, V253(u8) = 125, V254(u8) = 126, V255(u8) = 127 }
/// `I8All` with a `bool` under tag 5.
#[derive(Layout, Clone, Copy)]
#[repr(i8)]
#[rustfmt::skip]
pub enum I8Bool5 { V0(u8) = -128, V1(u8) = -127, V2(u8) = -126, V3(u8) = -125, V4(u8) = -124, V5(u8) = -123, V6(u8) = -122, V7(u8) = -121, V8(u8) = -120, V9(u8) = -119, V10(u8) = -118, V11(u8) = -117, V12(u8) = -116, V13(u8) = -115, V14(u8) = -114, V15(u8) = -113, V16(u8) = -112, V17(u8) = -111, V18(u8) = -110, V19(u8) = -109, V20(u8) = -108, V21(u8) = -107, V22(u8) = -106, V23(u8) = -105, V24(u8) = -104, V25(u8) = -103, V26(u8) = -102, V27(u8) = -101, V28(u8) = -100, V29(u8) = -99, V30(u8) = -98, V31(u8) = -97, V32(u8) = -96, V33(u8) = -95, V34(u8) = -94, V35(u8) = -93, V36(u8) = -92, V37(u8) = -91, V38(u8) = -90, V39(u8) = -89, V40(u8) = -88, V41(u8) = -87, V42(u8) = -86, V43(u8) = -85, V44(u8) = -84, V45(u8) = -83, V46(u8) = -82, V47(u8) = -81, V48(u8) = -80, V49(u8) = -79, V50(u8) = -78, V51(u8) = -77, V52(u8) = -76, V53(u8) = -75, V54(u8) = -74, V55(u8) = -73, V56(u8) = -72, V57(u8) = -71, V58(u8) = -70, V59(u8) = -69, V60(u8) = -68, V61(u8) = -67, V62(u8) = -66, V63(u8) = -65, V64(u8) = -64, V65(u8) = -63, V66(u8) = -62, V67(u8) = -61, V68(u8) = -60, V69(u8) = -59, V70(u8) = -58, V71(u8) = -57, V72(u8) = -56, V73(u8) = -55, V74(u8) = -54, V75(u8) = -53, V76(u8) = -52, V77(u8) = -51, V78(u8) = -50, V79(u8) = -49, V80(u8) = -48, V81(u8) = -47, V82(u8) = -46, V83(u8) = -45, V84(u8) = -44, V85(u8) = -43, V86(u8) = -42, V87(u8) = -41, V88(u8) = -40, V89(u8) = -39, V90(u8) = -38, V91(u8) = -37, V92(u8) = -36, V93(u8) = -35, V94(u8) = -34, V95(u8) = -33, V96(u8) = -32, V97(u8) = -31, V98(u8) = -30, V99(u8) = -29, V100(u8) = -28, V101(u8) = -27, V102(u8) = -26, V103(u8) = -25, V104(u8) = -24, V105(u8) = -23, V106(u8) = -22, V107(u8) = -21, V108(u8) = -20, V109(u8) = -19, V110(u8) = -18, V111(u8) = -17, V112(u8) = -16, V113(u8) = -15, V114(u8) = -14, V115(u8) = -13, V116(u8) = -12, V117(u8) = -11, V118(u8) = -10, V119(u8) = -9, V120(u8) = -8, V121(u8) = -7, V122(u8) = -6, V123(u8) = -5, V124(u8) = -4, V125(u8) = -3, V126(u8) = -2, V127(u8) = -1, V128(u8) = 0, V129(u8) = 1, V130(u8) = 2, V131(u8) = 3, V132(u8) = 4, V133(bool) = 5, V134(u8) = 6, V135(u8) = 7, V136(u8) = 8, V137(u8) = 9, V138(u8) = 10, V139(u8) = 11, V140(u8) = 12, V141(u8) = 13, V142(u8) = 14, V143(u8) = 15, V144(u8) = 16, V145(u8) = 17, V146(u8) = 18, V147(u8) = 19, V148(u8) = 20, V149(u8) = 21, V150(u8) = 22, V151(u8) = 23, V152(u8) = 24, V153(u8) = 25, V154(u8) = 26, V155(u8) = 27, V156(u8) = 28, V157(u8) = 29, V158(u8) = 30, V159(u8) = 31, V160(u8) = 32, V161(u8) = 33, V162(u8) = 34, V163(u8) = 35, V164(u8) = 36, V165(u8) = 37, V166(u8) = 38, V167(u8) = 39, V168(u8) = 40, V169(u8) = 41, V170(u8) = 42, V171(u8) = 43, V172(u8) = 44, V173(u8) = 45, V174(u8) = 46, V175(u8) = 47, V176(u8) = 48, V177(u8) = 49, V178(u8) = 50, V179(u8) = 51, V180(u8) = 52, V181(u8) = 53, V182(u8) = 54, V183(u8) = 55, V184(u8) = 56, V185(u8) = 57, V186(u8) = 58, V187(u8) = 59, V188(u8) = 60, V189(u8) = 61, V190(u8) = 62, V191(u8) = 63, V192(u8) = 64, V193(u8) = 65, V194(u8) = 66, V195(u8) = 67, V196(u8) = 68, V197(u8) = 69, V198(u8) = 70, V199(u8) = 71, V200(u8) = 72, V201(u8) = 73, V202(u8) = 74, V203(u8) = 75, V204(u8) = 76, V205(u8) = 77, V206(u8) = 78, V207(u8) = 79, V208(u8) = 80, V209(u8) = 81, V210(u8) = 82, V211(u8) = 83, V212(u8) = 84, V213(u8) = 85, V214(u8) = 86, V215(u8) = 87, V216(u8) = 88, V217(u8) = 89, V218(u8) = 90, V219(u8) = 91, V220(u8) = 92, V221(u8) = 93, V222(u8) = 94, V223(u8) = 95, V224(u8) = 96, V225(u8) = 97, V226(u8) = 98, V227(u8) = 99, V228(u8) = 100, V229(u8) = 101, V230(u8) = 102, V231(u8) = 103, V232(u8) = 104, V233(u8) = 105, V234(u8) = 106, V235(u8) = 107, V236(u8) = 108, V237(u8) = 109, V238(u8) = 110, V239(u8) = 111, V240(u8) = 112, V241(u8) = 113, V242(u8) = 114, V243(u8) = 115, V244(u8) = 116, V245(u8) = 117, V246(u8) = 118, V247(u8) = 119, V248(u8) = 120, V249(u8) = 121, V250(u8) = 122, V251(u8) = 123, V252(u8) = 124, V253(u8) = 125, V254(u8) = 126, V255(u8) = 127 }
/// `I8All` without tag -1.
#[derive(Layout, Clone, Copy)]
#[repr(i8)]
#[rustfmt::skip]
pub enum I8Missing { V0(u8) = -128, V1(u8) = -127, V2(u8) = -126, V3(u8) = -125, V4(u8) = -124, V5(u8) = -123, V6(u8) = -122, V7(u8) = -121, V8(u8) = -120, V9(u8) = -119, V10(u8) = -118, V11(u8) = -117, V12(u8) = -116, V13(u8) = -115, V14(u8) = -114, V15(u8) = -113, V16(u8) = -112, V17(u8) = -111, V18(u8) = -110, V19(u8) = -109, V20(u8) = -108, V21(u8) = -107, V22(u8) = -106, V23(u8) = -105, V24(u8) = -104, V25(u8) = -103, V26(u8) = -102, V27(u8) = -101, V28(u8) = -100, V29(u8) = -99, V30(u8) = -98, V31(u8) = -97, V32(u8) = -96, V33(u8) = -95, V34(u8) = -94, V35(u8) = -93, V36(u8) = -92, V37(u8) = -91, V38(u8) = -90, V39(u8) = -89, V40(u8) = -88, V41(u8) = -87, V42(u8) = -86, V43(u8) = -85, V44(u8) = -84, V45(u8) = -83, V46(u8) = -82, V47(u8) = -81, V48(u8) = -80, V49(u8) = -79, V50(u8) = -78, V51(u8) = -77, V52(u8) = -76, V53(u8) = -75, V54(u8) = -74, V55(u8) = -73, V56(u8) = -72, V57(u8) = -71, V58(u8) = -70, V59(u8) = -69, V60(u8) = -68, V61(u8) = -67, V62(u8) = -66, V63(u8) = -65, V64(u8) = -64, V65(u8) = -63, V66(u8) = -62, V67(u8) = -61, V68(u8) = -60, V69(u8) = -59, V70(u8) = -58, V71(u8) = -57, V72(u8) = -56, V73(u8) = -55, V74(u8) = -54, V75(u8) = -53, V76(u8) = -52, V77(u8) = -51, V78(u8) = -50, V79(u8) = -49, V80(u8) = -48, V81(u8) = -47, V82(u8) = -46, V83(u8) = -45, V84(u8) = -44, V85(u8) = -43, V86(u8) = -42, V87(u8) = -41, V88(u8) = -40, V89(u8) = -39, V90(u8) = -38, V91(u8) = -37, V92(u8) = -36, V93(u8) = -35, V94(u8) = -34, V95(u8) = -33, V96(u8) = -32, V97(u8) = -31, V98(u8) = -30, V99(u8) = -29, V100(u8) = -28, V101(u8) = -27, V102(u8) = -26, V103(u8) = -25, V104(u8) = -24, V105(u8) = -23, V106(u8) = -22, V107(u8) = -21, V108(u8) = -20, V109(u8) = -19, V110(u8) = -18, V111(u8) = -17, V112(u8) = -16, V113(u8) = -15, V114(u8) = -14, V115(u8) = -13, V116(u8) = -12, V117(u8) = -11, V118(u8) = -10, V119(u8) = -9, V120(u8) = -8, V121(u8) = -7, V122(u8) = -6, V123(u8) = -5, V124(u8) = -4, V125(u8) = -3, V126(u8) = -2, V127(u8) = 0, V128(u8) = 1, V129(u8) = 2, V130(u8) = 3, V131(u8) = 4, V132(u8) = 5, V133(u8) = 6, V134(u8) = 7, V135(u8) = 8, V136(u8) = 9, V137(u8) = 10, V138(u8) = 11, V139(u8) = 12, V140(u8) = 13, V141(u8) = 14, V142(u8) = 15, V143(u8) = 16, V144(u8) = 17, V145(u8) = 18, V146(u8) = 19, V147(u8) = 20, V148(u8) = 21, V149(u8) = 22, V150(u8) = 23, V151(u8) = 24, V152(u8) = 25, V153(u8) = 26, V154(u8) = 27, V155(u8) = 28, V156(u8) = 29, V157(u8) = 30, V158(u8) = 31, V159(u8) = 32, V160(u8) = 33, V161(u8) = 34, V162(u8) = 35, V163(u8) = 36, V164(u8) = 37, V165(u8) = 38, V166(u8) = 39, V167(u8) = 40, V168(u8) = 41, V169(u8) = 42, V170(u8) = 43, V171(u8) = 44, V172(u8) = 45, V173(u8) = 46, V174(u8) = 47, V175(u8) = 48, V176(u8) = 49, V177(u8) = 50, V178(u8) = 51, V179(u8) = 52, V180(u8) = 53, V181(u8) = 54, V182(u8) = 55, V183(u8) = 56, V184(u8) = 57, V185(u8) = 58, V186(u8) = 59, V187(u8) = 60, V188(u8) = 61, V189(u8) = 62, V190(u8) = 63, V191(u8) = 64, V192(u8) = 65, V193(u8) = 66, V194(u8) = 67, V195(u8) = 68, V196(u8) = 69, V197(u8) = 70, V198(u8) = 71, V199(u8) = 72, V200(u8) = 73, V201(u8) = 74, V202(u8) = 75, V203(u8) = 76, V204(u8) = 77, V205(u8) = 78, V206(u8) = 79, V207(u8) = 80, V208(u8) = 81, V209(u8) = 82, V210(u8) = 83, V211(u8) = 84, V212(u8) = 85, V213(u8) = 86, V214(u8) = 87, V215(u8) = 88, V216(u8) = 89, V217(u8) = 90, V218(u8) = 91, V219(u8) = 92, V220(u8) = 93, V221(u8) = 94, V222(u8) = 95, V223(u8) = 96, V224(u8) = 97, V225(u8) = 98, V226(u8) = 99, V227(u8) = 100, V228(u8) = 101, V229(u8) = 102, V230(u8) = 103, V231(u8) = 104, V232(u8) = 105, V233(u8) = 106, V234(u8) = 107, V235(u8) = 108, V236(u8) = 109, V237(u8) = 110, V238(u8) = 111, V239(u8) = 112, V240(u8) = 113, V241(u8) = 114, V242(u8) = 115, V243(u8) = 116, V244(u8) = 117, V245(u8) = 118, V246(u8) = 119, V247(u8) = 120, V248(u8) = 121, V249(u8) = 122, V250(u8) = 123, V251(u8) = 124, V252(u8) = 125, V253(u8) = 126, V254(u8) = 127 }
/// Tags whose two bytes are equal (`0x0000`, `0x0101`, ...): each repeats
/// the first variant, and no two agree past their first byte.
#[derive(Layout, Clone, Copy)]
#[repr(u16)]
#[rustfmt::skip]
pub enum U16Spread { V0(u8) = 0, V1(u8) = 257, V2(u8) = 514, V3(u8) = 771, V4(u8) = 1028, V5(u8) = 1285, V6(u8) = 1542, V7(u8) = 1799, V8(u8) = 2056, V9(u8) = 2313, V10(u8) = 2570, V11(u8) = 2827, V12(u8) = 3084, V13(u8) = 3341, V14(u8) = 3598, V15(u8) = 3855, V16(u8) = 4112, V17(u8) = 4369, V18(u8) = 4626, V19(u8) = 4883, V20(u8) = 5140, V21(u8) = 5397, V22(u8) = 5654, V23(u8) = 5911, V24(u8) = 6168, V25(u8) = 6425, V26(u8) = 6682, V27(u8) = 6939, V28(u8) = 7196, V29(u8) = 7453, V30(u8) = 7710, V31(u8) = 7967, V32(u8) = 8224, V33(u8) = 8481, V34(u8) = 8738, V35(u8) = 8995, V36(u8) = 9252, V37(u8) = 9509, V38(u8) = 9766, V39(u8) = 10023, V40(u8) = 10280, V41(u8) = 10537, V42(u8) = 10794, V43(u8) = 11051, V44(u8) = 11308, V45(u8) = 11565, V46(u8) = 11822, V47(u8) = 12079, V48(u8) = 12336, V49(u8) = 12593, V50(u8) = 12850, V51(u8) = 13107, V52(u8) = 13364, V53(u8) = 13621, V54(u8) = 13878, V55(u8) = 14135, V56(u8) = 14392, V57(u8) = 14649, V58(u8) = 14906, V59(u8) = 15163, V60(u8) = 15420, V61(u8) = 15677, V62(u8) = 15934, V63(u8) = 16191, V64(u8) = 16448, V65(u8) = 16705, V66(u8) = 16962, V67(u8) = 17219, V68(u8) = 17476, V69(u8) = 17733, V70(u8) = 17990, V71(u8) = 18247, V72(u8) = 18504, V73(u8) = 18761, V74(u8) = 19018, V75(u8) = 19275, V76(u8) = 19532, V77(u8) = 19789, V78(u8) = 20046, V79(u8) = 20303, V80(u8) = 20560, V81(u8) = 20817, V82(u8) = 21074, V83(u8) = 21331, V84(u8) = 21588, V85(u8) = 21845, V86(u8) = 22102, V87(u8) = 22359, V88(u8) = 22616, V89(u8) = 22873, V90(u8) = 23130, V91(u8) = 23387, V92(u8) = 23644, V93(u8) = 23901, V94(u8) = 24158, V95(u8) = 24415, V96(u8) = 24672, V97(u8) = 24929, V98(u8) = 25186, V99(u8) = 25443, V100(u8) = 25700, V101(u8) = 25957, V102(u8) = 26214, V103(u8) = 26471, V104(u8) = 26728, V105(u8) = 26985, V106(u8) = 27242, V107(u8) = 27499, V108(u8) = 27756, V109(u8) = 28013, V110(u8) = 28270, V111(u8) = 28527, V112(u8) = 28784, V113(u8) = 29041, V114(u8) = 29298, V115(u8) = 29555, V116(u8) = 29812, V117(u8) = 30069, V118(u8) = 30326, V119(u8) = 30583, V120(u8) = 30840, V121(u8) = 31097, V122(u8) = 31354, V123(u8) = 31611, V124(u8) = 31868, V125(u8) = 32125, V126(u8) = 32382, V127(u8) = 32639, V128(u8) = 32896, V129(u8) = 33153, V130(u8) = 33410, V131(u8) = 33667, V132(u8) = 33924, V133(u8) = 34181, V134(u8) = 34438, V135(u8) = 34695, V136(u8) = 34952, V137(u8) = 35209, V138(u8) = 35466, V139(u8) = 35723, V140(u8) = 35980, V141(u8) = 36237, V142(u8) = 36494, V143(u8) = 36751, V144(u8) = 37008, V145(u8) = 37265, V146(u8) = 37522, V147(u8) = 37779, V148(u8) = 38036, V149(u8) = 38293, V150(u8) = 38550, V151(u8) = 38807, V152(u8) = 39064, V153(u8) = 39321, V154(u8) = 39578, V155(u8) = 39835, V156(u8) = 40092, V157(u8) = 40349, V158(u8) = 40606, V159(u8) = 40863, V160(u8) = 41120, V161(u8) = 41377, V162(u8) = 41634, V163(u8) = 41891, V164(u8) = 42148, V165(u8) = 42405, V166(u8) = 42662, V167(u8) = 42919, V168(u8) = 43176, V169(u8) = 43433, V170(u8) = 43690, V171(u8) = 43947, V172(u8) = 44204, V173(u8) = 44461, V174(u8) = 44718, V175(u8) = 44975, V176(u8) = 45232, V177(u8) = 45489, V178(u8) = 45746, V179(u8) = 46003, V180(u8) = 46260, V181(u8) = 46517, V182(u8) = 46774, V183(u8) = 47031, V184(u8) = 47288, V185(u8) = 47545, V186(u8) = 47802, V187(u8) = 48059, V188(u8) = 48316, V189(u8) = 48573, V190(u8) = 48830, V191(u8) = 49087, V192(u8) = 49344, V193(u8) = 49601, V194(u8) = 49858, V195(u8) = 50115, V196(u8) = 50372, V197(u8) = 50629, V198(u8) = 50886, V199(u8) = 51143, V200(u8) = 51400, V201(u8) = 51657, V202(u8) = 51914, V203(u8) = 52171, V204(u8) = 52428, V205(u8) = 52685, V206(u8) = 52942, V207(u8) = 53199, V208(u8) = 53456, V209(u8) = 53713, V210(u8) = 53970, V211(u8) = 54227, V212(u8) = 54484, V213(u8) = 54741, V214(u8) = 54998, V215(u8) = 55255, V216(u8) = 55512, V217(u8) = 55769, V218(u8) = 56026, V219(u8) = 56283, V220(u8) = 56540, V221(u8) = 56797, V222(u8) = 57054, V223(u8) = 57311, V224(u8) = 57568, V225(u8) = 57825, V226(u8) = 58082, V227(u8) = 58339, V228(u8) = 58596, V229(u8) = 58853, V230(u8) = 59110, V231(u8) = 59367, V232(u8) = 59624, V233(u8) = 59881, V234(u8) = 60138, V235(u8) = 60395, V236(u8) = 60652, V237(u8) = 60909, V238(u8) = 61166, V239(u8) = 61423, V240(u8) = 61680, V241(u8) = 61937, V242(u8) = 62194, V243(u8) = 62451, V244(u8) = 62708, V245(u8) = 62965, V246(u8) = 63222, V247(u8) = 63479, V248(u8) = 63736, V249(u8) = 63993, V250(u8) = 64250, V251(u8) = 64507, V252(u8) = 64764, V253(u8) = 65021, V254(u8) = 65278, V255(u8) = 65535 }
/// Tags 0 to 255: the first byte (little-endian) of `U16Spread`'s, with
/// its second byte 0.
#[derive(Layout, Clone, Copy)]
#[repr(u16)]
#[rustfmt::skip]
pub enum U16Low { V0(u8) = 0, V1(u8) = 1, V2(u8) = 2, V3(u8) = 3, V4(u8) = 4, V5(u8) = 5, V6(u8) = 6, V7(u8) = 7, V8(u8) = 8, V9(u8) = 9, V10(u8) = 10, V11(u8) = 11, V12(u8) = 12, V13(u8) = 13, V14(u8) = 14, V15(u8) = 15, V16(u8) = 16, V17(u8) = 17, V18(u8) = 18, V19(u8) = 19, V20(u8) = 20, V21(u8) = 21, V22(u8) = 22, V23(u8) = 23, V24(u8) = 24, V25(u8) = 25, V26(u8) = 26, V27(u8) = 27, V28(u8) = 28, V29(u8) = 29, V30(u8) = 30, V31(u8) = 31, V32(u8) = 32, V33(u8) = 33, V34(u8) = 34, V35(u8) = 35, V36(u8) = 36, V37(u8) = 37, V38(u8) = 38, V39(u8) = 39, V40(u8) = 40, V41(u8) = 41, V42(u8) = 42, V43(u8) = 43, V44(u8) = 44, V45(u8) = 45, V46(u8) = 46, V47(u8) = 47, V48(u8) = 48, V49(u8) = 49, V50(u8) = 50, V51(u8) = 51, V52(u8) = 52, V53(u8) = 53, V54(u8) = 54, V55(u8) = 55, V56(u8) = 56, V57(u8) = 57, V58(u8) = 58, V59(u8) = 59, V60(u8) = 60, V61(u8) = 61, V62(u8) = 62, V63(u8) = 63, V64(u8) = 64, V65(u8) = 65, V66(u8) = 66, V67(u8) = 67, V68(u8) = 68, V69(u8) = 69, V70(u8) = 70, V71(u8) = 71, V72(u8) = 72, V73(u8) = 73, V74(u8) = 74, V75(u8) = 75, V76(u8) = 76, V77(u8) = 77, V78(u8) = 78, V79(u8) = 79, V80(u8) = 80, V81(u8) = 81, V82(u8) = 82, V83(u8) = 83, V84(u8) = 84, V85(u8) = 85, V86(u8) = 86, V87(u8) = 87, V88(u8) = 88, V89(u8) = 89, V90(u8) = 90, V91(u8) = 91, V92(u8) = 92, V93(u8) = 93, V94(u8) = 94, V95(u8) = 95, V96(u8) = 96, V97(u8) = 97, V98(u8) = 98, V99(u8) = 99, V100(u8) = 100, V101(u8) = 101, V102(u8) = 102, V103(u8) = 103, V104(u8) = 104, V105(u8) = 105, V106(u8) = 106, V107(u8) = 107, V108(u8) = 108, V109(u8) = 109, V110(u8) = 110, V111(u8) = 111, V112(u8) = 112, V113(u8) = 113, V114(u8) = 114, V115(u8) = 115, V116(u8) = 116, V117(u8) = 117, V118(u8) = 118, V119(u8) = 119, V120(u8) = 120, V121(u8) = 121, V122(u8) = 122, V123(u8) = 123, V124(u8) = 124, V125(u8) = 125, V126(u8) = 126, V127(u8) = 127, V128(u8) = 128, V129(u8) = 129, V130(u8) = 130, V131(u8) = 131, V132(u8) = 132, V133(u8) = 133, V134(u8) = 134, V135(u8) = 135, V136(u8) = 136, V137(u8) = 137, V138(u8) = 138, V139(u8) = 139, V140(u8) = 140, V141(u8) = 141, V142(u8) = 142, V143(u8) = 143, V144(u8) = 144, V145(u8) = 145, V146(u8) = 146, V147(u8) = 147, V148(u8) = 148, V149(u8) = 149, V150(u8) = 150, V151(u8) = 151, V152(u8) = 152, V153(u8) = 153, V154(u8) = 154, V155(u8) = 155, V156(u8) = 156, V157(u8) = 157, V158(u8) = 158, V159(u8) = 159, V160(u8) = 160, V161(u8) = 161, V162(u8) = 162, V163(u8) = 163, V164(u8) = 164, V165(u8) = 165, V166(u8) = 166, V167(u8) = 167, V168(u8) = 168, V169(u8) = 169, V170(u8) = 170, V171(u8) = 171, V172(u8) = 172, V173(u8) = 173, V174(u8) = 174, V175(u8) = 175, V176(u8) = 176, V177(u8) = 177, V178(u8) = 178, V179(u8) = 179, V180(u8) = 180, V181(u8) = 181, V182(u8) = 182, V183(u8) = 183, V184(u8) = 184, V185(u8) = 185, V186(u8) = 186, V187(u8) = 187, V188(u8) = 188, V189(u8) = 189, V190(u8) = 190, V191(u8) = 191, V192(u8) = 192, V193(u8) = 193, V194(u8) = 194, V195(u8) = 195, V196(u8) = 196, V197(u8) = 197, V198(u8) = 198, V199(u8) = 199, V200(u8) = 200, V201(u8) = 201, V202(u8) = 202, V203(u8) = 203, V204(u8) = 204, V205(u8) = 205, V206(u8) = 206, V207(u8) = 207, V208(u8) = 208, V209(u8) = 209, V210(u8) = 210, V211(u8) = 211, V212(u8) = 212, V213(u8) = 213, V214(u8) = 214, V215(u8) = 215, V216(u8) = 216, V217(u8) = 217, V218(u8) = 218, V219(u8) = 219, V220(u8) = 220, V221(u8) = 221, V222(u8) = 222, V223(u8) = 223, V224(u8) = 224, V225(u8) = 225, V226(u8) = 226, V227(u8) = 227, V228(u8) = 228, V229(u8) = 229, V230(u8) = 230, V231(u8) = 231, V232(u8) = 232, V233(u8) = 233, V234(u8) = 234, V235(u8) = 235, V236(u8) = 236, V237(u8) = 237, V238(u8) = 238, V239(u8) = 239, V240(u8) = 240, V241(u8) = 241, V242(u8) = 242, V243(u8) = 243, V244(u8) = 244, V245(u8) = 245, V246(u8) = 246, V247(u8) = 247, V248(u8) = 248, V249(u8) = 249, V250(u8) = 250, V251(u8) = 251, V252(u8) = 252, V253(u8) = 253, V254(u8) = 254, V255(u8) = 255 }

#[test]
fn wide_enums_with_fields_keep_every_tag() {
    verdicts_are::<I8All, I8Bool5>(false, true);
    verdicts_are::<I8Bool5, I8All>(true, true);
    verdicts_are::<I8All, I8Missing>(false, true);
    verdicts_are::<I8Missing, I8All>(true, true);
    verdicts_are::<I8All, I8All>(true, true);
    // Only `0x0000` is a tag of both.
    verdicts_are::<U16Spread, U16Low>(false, true);
    verdicts_are::<U16Low, U16Spread>(false, true);
    verdicts_are::<U16Spread, U16Spread>(true, true);
    assert!(transmutable::try_transmute::<I8All, I8Bool5>(I8All::V133(1)).is_ok());
    assert!(transmutable::try_transmute::<I8All, I8Bool5>(I8All::V133(2)).is_err());
    assert!(transmutable::try_transmute::<I8All, I8Missing>(I8All::V127(0)).is_err());
    // `try_transmute::<U16Spread, U16Low>` runs out of `MAX_STEPS`: 256
    // variants, no two alike, each walked against the destination.
    for tag in sampled((0..=u16::MAX).collect()) {
        let mut bytes = [0u8; 4];
        bytes[..2].copy_from_slice(&tag.to_ne_bytes());
        let spread = tag >> 8 == tag & 0xFF;
        assert_eq!(U16Spread::try_read_from_bytes(&bytes).is_ok(), spread, "{tag:#06x}");
        assert_eq!(U16Low::try_read_from_bytes(&bytes).is_ok(), tag < 256, "{tag:#06x}");
    }
    for first in sampled((0..=255u8).collect()) {
        for second in [0u8, 1, 2, 0xFF] {
            let expected = (first as i8 != 5 || second <= 1, first as i8 != -1);
            let read = (
                I8Bool5::try_read_from_bytes(&[first, second]).is_ok(),
                I8Missing::try_read_from_bytes(&[first, second]).is_ok(),
            );
            assert_eq!(read, expected, "{first:#04x} {second:#04x}");
        }
    }
}

// ---------------------------------------------------------------------
// Facts of some value: every pair of a universe of small types, against a
// brute force over their values.

/// A model of a type's values, written from its definition: the bytes it
/// holds, `None` for an uninitialized byte.
#[derive(Clone)]
enum Model {
    /// One byte of these values.
    Byte(Vec<Option<u8>>),
    /// Parts at offsets, the rest padding.
    Seq(usize, Vec<(usize, Model)>),
    /// An enum: one of its variants, each as long as the enum.
    Choice(usize, Vec<Model>),
    /// A union of these fields.
    Union(usize, Vec<Model>),
}

/// The byte values any type below tells apart, and one none names (0x42).
const DOMAIN: [u8; 10] = [0, 1, 2, 5, 6, 7, 0x42, 0x80, 200, 0xFF];

/// Which values of a union source to read: the fields written whole
/// (values safe code surely leaves), or every byte any field may hold
/// there (more than safe code leaves).
#[derive(Clone, Copy, PartialEq)]
enum Reading {
    Whole,
    Mixed,
}

impl Model {
    fn size(&self) -> usize {
        match self {
            Model::Byte(_) => 1,
            Model::Seq(size, _) | Model::Choice(size, _) | Model::Union(size, _) => *size,
        }
    }

    fn any() -> Model {
        Model::Byte(DOMAIN.iter().map(|&b| Some(b)).collect())
    }

    fn of(values: &[u8]) -> Model {
        assert!(values.iter().all(|value| DOMAIN.contains(value)), "{values:?} outside the domain");
        Model::Byte(values.iter().map(|&b| Some(b)).collect())
    }

    fn bytes(n: usize) -> Model {
        Model::Seq(n, (0..n).map(|i| (i, Model::any())).collect())
    }

    /// A tag of these bytes (native order) at offset 0, then fields, in an
    /// alternative `size` bytes long.
    fn variant(size: usize, tag: &[u8], fields: Vec<(usize, Model)>) -> Model {
        let mut parts: Vec<(usize, Model)> = tag.iter().enumerate().map(|(i, &b)| (i, Model::of(&[b]))).collect();
        parts.extend(fields);
        Model::Seq(size, parts)
    }

    fn has_union(&self) -> bool {
        match self {
            Model::Byte(_) => false,
            Model::Seq(_, parts) => parts.iter().any(|(_, part)| part.has_union()),
            Model::Choice(_, alternatives) => alternatives.iter().any(Model::has_union),
            Model::Union(..) => true,
        }
    }

    fn values(&self, reading: Reading) -> Vec<Vec<Option<u8>>> {
        match self {
            Model::Byte(set) => set.iter().map(|&b| vec![b]).collect(),
            Model::Seq(size, parts) => {
                let mut all = vec![vec![None; *size]];
                for (offset, part) in parts {
                    let values = part.values(reading);
                    let mut next = Vec::with_capacity(all.len() * values.len());
                    for prefix in &all {
                        for value in &values {
                            let mut bytes = prefix.clone();
                            bytes[*offset..*offset + value.len()].copy_from_slice(value);
                            next.push(bytes);
                        }
                    }
                    all = next;
                }
                all
            }
            Model::Choice(_, alternatives) => alternatives.iter().flat_map(|a| a.values(reading)).collect(),
            Model::Union(size, fields) => {
                let padded = |value: Vec<Option<u8>>| {
                    let mut bytes = value;
                    bytes.resize(*size, None);
                    bytes
                };
                let whole: Vec<Vec<Option<u8>>> =
                    fields.iter().flat_map(|field| field.values(reading)).map(padded).collect();
                if reading == Reading::Whole {
                    return whole;
                }
                let mut sets: Vec<Vec<Option<u8>>> = vec![Vec::new(); *size];
                for value in &whole {
                    for (i, byte) in value.iter().enumerate() {
                        if !sets[i].contains(byte) {
                            sets[i].push(*byte);
                        }
                    }
                }
                Model::Seq(*size, sets.into_iter().enumerate().map(|(i, set)| (i, Model::Byte(set))).collect())
                    .values(reading)
            }
        }
    }

    /// Whether the type takes `bytes` (its size): a union takes one field
    /// whatever lies past it or in its padding, as nightly reads it, which
    /// is more than it takes.
    fn takes(&self, bytes: &[Option<u8>]) -> bool {
        match self {
            Model::Byte(set) => set.contains(&bytes[0]),
            Model::Seq(_, parts) => {
                parts.iter().all(|(offset, part)| part.takes(&bytes[*offset..*offset + part.size()]))
            }
            Model::Choice(_, alternatives) => alternatives.iter().any(|a| a.takes(bytes)),
            Model::Union(_, fields) => fields.iter().any(|field| field.takes(&bytes[..field.size()])),
        }
    }
}

/// A type of the universe, with its model.
trait Modelled: Layout + for<'l> transmutable::Lifetime<'l> {
    fn model() -> Model;
}

macro_rules! modelled {
    ($($ty:ty => $model:expr;)*) => {
        $(impl Modelled for $ty {
            fn model() -> Model {
                $model
            }
        })*
    };
}

#[derive(Layout, Clone, Copy)]
pub enum Never {}

#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum K3 {
    A = 1,
    B = 7,
    C = 200,
}

#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct Pad {
    pub a: u8,
    pub b: u16,
}

#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct PadEnd {
    pub a: u16,
    pub b: u8,
}

/// The fullest variant last.
#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum E1 {
    A,
    B(u8),
    C(u8, u8),
}

/// The fullest variant first, with a hole after its tag; the other
/// initialized further from the start.
#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum E2 {
    A(u16),
    B(u8),
}

#[derive(Layout, Clone, Copy)]
#[repr(u16)]
pub enum E3 {
    A(u8) = 0x0100,
    B = 0x0001,
}

#[derive(Layout, Clone, Copy)]
#[repr(i8)]
pub enum E4 {
    A(u8) = -1,
    B(bool) = -128,
    C = 0,
}

/// The tag, then the union of the variants' fields, aligned to 2.
#[derive(Layout, Clone, Copy)]
#[repr(C, u8)]
pub enum EC {
    A(u8),
    B(u16),
}

/// A variant without values that would go furthest.
#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum EV {
    A(u8, Never),
    B,
}

#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum EZ {
    A(()),
    B(u8),
}

#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum E5 {
    A(Bit) = 5,
    B(u8, u8) = 6,
}

/// An enum inside an enum.
#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum E6 {
    A(E1),
    B(Bit, Bit),
}

#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union U1 {
    pub a: u8,
    pub b: u16,
}

#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union U2 {
    pub a: Bit,
    pub b: u8,
}

#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union U3 {
    pub a: Pad,
    pub b: u32,
}

#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union U4 {
    pub a: E1,
    pub b: [u8; 3],
}

#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct S1 {
    pub e: E1,
    pub f: u8,
}

#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct S2 {
    pub a: u8,
    pub b: Bit,
}

#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct S3 {
    pub a: Bit,
    pub b: u8,
}

#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct S4 {
    pub a: u8,
    pub m: core::mem::MaybeUninit<u8>,
    pub c: u8,
}

#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct S5 {
    pub a: E2,
    pub b: u8,
}

/// A union whose second field has no values, though safe code may write
/// its byte.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct HalfNever {
    pub a: u8,
    pub n: Never,
}

#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union UH {
    pub a: u16,
    pub h: HalfNever,
}

/// A variant of uninitialized bytes.
#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum EM {
    A(core::mem::MaybeUninit<u8>) = 5,
    B(u8, Bit) = 6,
}

/// A zero-length array that aligns the struct: padding at its end.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct Z0 {
    pub a: u8,
    pub z: [u16; 0],
}

/// The fullest variant, of `bool`s, last; the first holds a tag alone.
#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum EB {
    A = 0,
    B(bool, bool) = 1,
}

fn e1() -> Model {
    Model::Choice(
        3,
        vec![
            Model::variant(3, &[0], vec![]),
            Model::variant(3, &[1], vec![(1, Model::any())]),
            Model::variant(3, &[2], vec![(1, Model::any()), (2, Model::any())]),
        ],
    )
}

fn e2() -> Model {
    Model::Choice(
        4,
        vec![
            Model::variant(4, &[0], vec![(2, Model::any()), (3, Model::any())]),
            Model::variant(4, &[1], vec![(1, Model::any())]),
        ],
    )
}

fn bit() -> Model {
    Model::of(&[0, 1])
}

fn pad() -> Model {
    Model::Seq(4, vec![(0, Model::any()), (2, Model::any()), (3, Model::any())])
}

modelled! {
    u8 => Model::any();
    u16 => Model::bytes(2);
    u32 => Model::bytes(4);
    [u8; 3] => Model::bytes(3);
    bool => bit();
    Bit => bit();
    Zero => Model::of(&[0]);
    K3 => Model::of(&[1, 7, 200]);
    core::num::NonZeroU8 => Model::of(&DOMAIN[1..]);
    core::mem::MaybeUninit<u8> => {
        let Model::Byte(mut set) = Model::any() else { unreachable!() };
        set.push(None);
        Model::Byte(set)
    };
    [Bit; 2] => Model::Seq(2, vec![(0, bit()), (1, bit())]);
    Pad => pad();
    PadEnd => Model::Seq(4, vec![(0, Model::any()), (1, Model::any()), (2, Model::any())]);
    E1 => e1();
    E2 => e2();
    E3 => {
        let (a, b) = (0x0100u16.to_ne_bytes(), 0x0001u16.to_ne_bytes());
        Model::Choice(4, vec![Model::variant(4, &a, vec![(2, Model::any())]), Model::variant(4, &b, vec![])])
    };
    E4 => Model::Choice(
        2,
        vec![
            Model::variant(2, &[0xFF], vec![(1, Model::any())]),
            Model::variant(2, &[0x80], vec![(1, bit())]),
            Model::variant(2, &[0], vec![]),
        ],
    );
    EC => Model::Choice(
        4,
        vec![
            Model::variant(4, &[0], vec![(2, Model::any())]),
            Model::variant(4, &[1], vec![(2, Model::any()), (3, Model::any())]),
        ],
    );
    EV => Model::Choice(2, vec![Model::variant(2, &[1], vec![])]);
    EZ => Model::Choice(2, vec![Model::variant(2, &[0], vec![]), Model::variant(2, &[1], vec![(1, Model::any())])]);
    E5 => Model::Choice(
        3,
        vec![
            Model::variant(3, &[5], vec![(1, bit())]),
            Model::variant(3, &[6], vec![(1, Model::any()), (2, Model::any())]),
        ],
    );
    E6 => Model::Choice(
        4,
        vec![Model::variant(4, &[0], vec![(1, e1())]), Model::variant(4, &[1], vec![(1, bit()), (2, bit())])],
    );
    U1 => Model::Union(2, vec![Model::any(), Model::bytes(2)]);
    U2 => Model::Union(1, vec![bit(), Model::any()]);
    U3 => Model::Union(4, vec![pad(), Model::bytes(4)]);
    U4 => Model::Union(3, vec![e1(), Model::bytes(3)]);
    S1 => Model::Seq(4, vec![(0, e1()), (3, Model::any())]);
    S2 => Model::Seq(2, vec![(0, Model::any()), (1, bit())]);
    S3 => Model::Seq(2, vec![(0, bit()), (1, Model::any())]);
    S4 => Model::Seq(3, vec![(0, Model::any()), (1, <core::mem::MaybeUninit<u8> as Modelled>::model()), (2, Model::any())]);
    S5 => Model::Seq(6, vec![(0, e2()), (4, Model::any())]);
    [E1; 2] => Model::Seq(6, vec![(0, e1()), (3, e1())]);
    Never => Model::Choice(0, vec![]);
    UH => Model::Union(2, vec![Model::bytes(2)]);
    EM => Model::Choice(
        3,
        vec![
            Model::variant(3, &[5], vec![(1, <core::mem::MaybeUninit<u8> as Modelled>::model())]),
            Model::variant(3, &[6], vec![(1, Model::any()), (2, bit())]),
        ],
    );
    Z0 => Model::Seq(2, vec![(0, Model::any())]);
    EB => Model::Choice(3, vec![Model::variant(3, &[0], vec![]), Model::variant(3, &[1], vec![(1, bit()), (2, bit())])]);
}

/// What the brute force says of `Src -> Dst`, where it can say it.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Oracle {
    Yes,
    No,
    Unknown,
}

/// The contract's verdicts on `Src -> Dst`, without and with
/// `Assume::VALIDITY`: every value (resp. some value) of the source,
/// its bytes laid over the destination and uninitialized past its end, is
/// a value of the destination. A union source surely holds each field
/// written whole and at most the byte-by-byte mix; a union destination
/// takes at most one field whatever lies past it (the answer is "yes" only
/// where no union is involved on that side).
fn oracle(source: &Model, destination: &Model) -> (Oracle, Oracle) {
    let laid = |value: &Vec<Option<u8>>| {
        let mut bytes = value.clone();
        bytes.resize(destination.size(), None);
        bytes
    };
    let (whole, mixed) = (source.values(Reading::Whole), source.values(Reading::Mixed));
    if whole.is_empty() {
        return (Oracle::Yes, Oracle::Yes);
    }
    let exact = !destination.has_union();
    let every = if whole.iter().any(|value| !destination.takes(&laid(value))) {
        Oracle::No
    } else if exact && mixed.iter().all(|value| destination.takes(&laid(value))) {
        Oracle::Yes
    } else {
        Oracle::Unknown
    };
    let some = if !mixed.iter().any(|value| destination.takes(&laid(value))) {
        Oracle::No
    } else if exact && whole.iter().any(|value| destination.takes(&laid(value))) {
        Oracle::Yes
    } else {
        Oracle::Unknown
    };
    (every, some)
}

/// One pair: the library's verdicts beside the oracle's.
struct Judged {
    pair: String,
    every: (bool, Oracle),
    some: (bool, Oracle),
}

fn judge<Src: Modelled, Dst: Modelled>(out: &mut Vec<Judged>) {
    let (source, destination) = (Src::model(), Dst::model());
    assert_eq!(source.size(), size_of::<Src>(), "{}", core::any::type_name::<Src>());
    let (every, some) = oracle(&source, &destination);
    let name = |n: &'static str| n.trim_start_matches("audit_round7::").replace("core::", "");
    out.push(Judged {
        pair: format!("{} -> {}", name(core::any::type_name::<Src>()), name(core::any::type_name::<Dst>())),
        every: (is_transmutable::<Src, Dst>(Assume::SAFETY), every),
        some: (is_transmutable::<Src, Dst>(Assume::SAFETY.and(Assume::VALIDITY)), some),
    });
}

macro_rules! universe {
    ($out:ident; $($ty:ty),* $(,)?) => {
        universe!(@rows $out; [$($ty),*]; $($ty),*);
    };
    (@rows $out:ident; $all:tt; $($src:ty),*) => {
        $( universe!(@row $out; $src; $all); )*
    };
    (@row $out:ident; $src:ty; [$($dst:ty),*]) => {
        $( judge::<$src, $dst>(&mut $out); )*
    };
}

#[test]
#[cfg_attr(miri, ignore = "a brute force over every pair of the universe")]
fn some_value_facts_against_a_brute_force() {
    let mut judged = Vec::new();
    universe!(judged;
        u8, u16, u32, [u8; 3], bool, Bit, Zero, K3, core::num::NonZeroU8, core::mem::MaybeUninit<u8>, [Bit; 2],
        Pad, PadEnd, E1, E2, E3, E4, EC, EV, EZ, E5, E6, U1, U2, U3, U4, S1, S2, S3, S4, S5, [E1; 2], Never, UH, EM, Z0, EB,
    );
    let (mut holes, mut conservative, mut decided) = (Vec::new(), Vec::new(), 0);
    for Judged { pair, every, some } in &judged {
        for (what, (library, oracle)) in [("every value", every), ("some value", some)] {
            match (library, oracle) {
                (true, Oracle::No) => holes.push(format!("{pair}: {what}: yes, the brute force says no")),
                (false, Oracle::Yes) => conservative.push(format!("{pair}: {what}")),
                _ => {}
            }
            decided += usize::from(*oracle != Oracle::Unknown);
        }
    }
    println!("{} pairs, {decided} verdicts decided by the brute force", judged.len());
    assert!(decided > 2400, "{decided} verdicts decided");
    // A source union is read as the byte-by-byte mix of its fields, a
    // field without values included: `UH`'s byte 1 may be past `h`'s end,
    // though no value of `h` is ever written whole (KNOWN_DIFFERENCES.md,
    // "A union read byte by byte as a source").
    assert_eq!(conservative, ["UH -> u16: every value"], "refusals the brute force does not make");
    assert!(holes.is_empty(), "{}", holes.join("\n"));
}

// ---------------------------------------------------------------------
// The peers' wrappers: any initialized bytes of `T`'s size, aligned as
// `T`, no cell, and no more.

mod wrappers {
    use core::cell::Cell;
    use core::marker::PhantomData;

    use transmutable::foreign::{Bytemuck, Zerocopy};
    use transmutable::{decide_ref, is_transmutable, Assume};

    /// A `u32` as a field through each peer.
    type Word = Bytemuck<u32>;
    type OtherWord = Zerocopy<u32>;

    #[test]
    fn wrappers_keep_their_alignment() {
        // `[u8; 4]` is aligned to 1: a reference to it is no `&u32`'s.
        assert!(!decide_ref::<[u8; 4], Word>(Assume::NOTHING).is_transmutable());
        assert!(!decide_ref::<[u8; 4], OtherWord>(Assume::NOTHING).is_transmutable());
        assert!(decide_ref::<[u8; 4], Word>(Assume::ALIGNMENT).is_transmutable());
        assert!(decide_ref::<Word, [u8; 4]>(Assume::NOTHING).is_transmutable());
        assert!(decide_ref::<[u32; 1], OtherWord>(Assume::NOTHING).is_transmutable());
        let bytes = [0u32; 2];
        let raw: &[u8] = transmutable::cast_slice(&bytes[..]);
        assert!(transmutable::ref_from_bytes::<Word>(&raw[1..5]).is_err());
        assert!(transmutable::ref_from_bytes::<Word>(&raw[4..8]).is_ok());
        assert!(transmutable::ref_from_bytes::<OtherWord>(&raw[1..5]).is_err());
        // Not `Unaligned` either: only zerocopy's `Unaligned` makes it so.
        assert_eq!(core::mem::align_of::<OtherWord>(), core::mem::align_of::<u32>());
    }

    #[test]
    fn wrappers_promise_no_values_and_no_cells() {
        // Any bytes, so no part of them is a `bool`, a `char` or a tag.
        assert!(!is_transmutable::<Word, char>(Assume::NOTHING));
        assert!(!is_transmutable::<OtherWord, [bool; 4]>(Assume::NOTHING));
        assert!(!is_transmutable::<Word, core::num::NonZeroU32>(Assume::NOTHING));
        assert!(is_transmutable::<Word, core::num::NonZeroU32>(Assume::VALIDITY));
        // No cell: a shared reference neither gains nor loses one.
        assert!(!decide_ref::<Word, Cell<u32>>(Assume::NOTHING).is_transmutable());
        assert!(!decide_ref::<Cell<u32>, Word>(Assume::NOTHING).is_transmutable());
        assert!(decide_ref::<Word, OtherWord>(Assume::NOTHING).is_transmutable());
        // A zero-sized `Pod` whose type parameter holds a cell holds no
        // byte of one: nothing to gain or lose.
        assert!(decide_ref::<Bytemuck<PhantomData<Cell<u8>>>, ()>(Assume::NOTHING).is_transmutable());
        assert!(decide_ref::<(), Bytemuck<PhantomData<Cell<u8>>>>(Assume::NOTHING).is_transmutable());
        assert_eq!(core::mem::size_of::<Bytemuck<PhantomData<Cell<u8>>>>(), 0);
    }
}
