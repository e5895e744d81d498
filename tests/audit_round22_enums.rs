//! Adversarial probes, round 22: the derive's one call for a fieldless
//! enum of a one-byte tag (`fieldless_byte_enum_description`, its tags a
//! slice of `as` casts), held to the contract by brute force: every byte
//! into each enum at run time (valid exactly where the byte is one of the
//! discriminants the language gives, written, implicit or negative), and
//! the compile-time verdicts that follow (`u8 -> E` only where every byte
//! is a tag, `E -> u8` always, `E -> F` where `F`'s tags hold `E`'s).
//! Shapes: `repr(u8)`, `repr(i8)`, `repr(u8, align(4))`, 256 variants
//! (all implicit, and from `-128` in a `repr(i8)`), 255 variants from `-127`
//! (`-128` missing), one variant, implicit discriminants after negative
//! ones, `#[non_exhaustive]` on the enum and on a variant, and
//! discriminants written with constants of the user's scope named as the
//! derive's items and constants are. Held.

#![forbid(unsafe_code)]
#![allow(clippy::bool_assert_comparison)]

use transmutable::{is_transmutable, try_transmute, Assume, Layout};

// Names the derive's output gives its items and constants, in the user's
// scope (the names of its locals are refused, `tests/ui`, round 18).
const DESCRIBED: u8 = 5;
const PIECES: u8 = 6;
static LIST: u8 = 7;
const LIST_VALUE: u8 = 9;

#[derive(Layout, Clone, Copy, PartialEq, Debug)]
#[repr(u8)]
pub enum All256 {
    V0,
    V1,
    V2,
    V3,
    V4,
    V5,
    V6,
    V7,
    V8,
    V9,
    V10,
    V11,
    V12,
    V13,
    V14,
    V15,
    V16,
    V17,
    V18,
    V19,
    V20,
    V21,
    V22,
    V23,
    V24,
    V25,
    V26,
    V27,
    V28,
    V29,
    V30,
    V31,
    V32,
    V33,
    V34,
    V35,
    V36,
    V37,
    V38,
    V39,
    V40,
    V41,
    V42,
    V43,
    V44,
    V45,
    V46,
    V47,
    V48,
    V49,
    V50,
    V51,
    V52,
    V53,
    V54,
    V55,
    V56,
    V57,
    V58,
    V59,
    V60,
    V61,
    V62,
    V63,
    V64,
    V65,
    V66,
    V67,
    V68,
    V69,
    V70,
    V71,
    V72,
    V73,
    V74,
    V75,
    V76,
    V77,
    V78,
    V79,
    V80,
    V81,
    V82,
    V83,
    V84,
    V85,
    V86,
    V87,
    V88,
    V89,
    V90,
    V91,
    V92,
    V93,
    V94,
    V95,
    V96,
    V97,
    V98,
    V99,
    V100,
    V101,
    V102,
    V103,
    V104,
    V105,
    V106,
    V107,
    V108,
    V109,
    V110,
    V111,
    V112,
    V113,
    V114,
    V115,
    V116,
    V117,
    V118,
    V119,
    V120,
    V121,
    V122,
    V123,
    V124,
    V125,
    V126,
    V127,
    V128,
    V129,
    V130,
    V131,
    V132,
    V133,
    V134,
    V135,
    V136,
    V137,
    V138,
    V139,
    V140,
    V141,
    V142,
    V143,
    V144,
    V145,
    V146,
    V147,
    V148,
    V149,
    V150,
    V151,
    V152,
    V153,
    V154,
    V155,
    V156,
    V157,
    V158,
    V159,
    V160,
    V161,
    V162,
    V163,
    V164,
    V165,
    V166,
    V167,
    V168,
    V169,
    V170,
    V171,
    V172,
    V173,
    V174,
    V175,
    V176,
    V177,
    V178,
    V179,
    V180,
    V181,
    V182,
    V183,
    V184,
    V185,
    V186,
    V187,
    V188,
    V189,
    V190,
    V191,
    V192,
    V193,
    V194,
    V195,
    V196,
    V197,
    V198,
    V199,
    V200,
    V201,
    V202,
    V203,
    V204,
    V205,
    V206,
    V207,
    V208,
    V209,
    V210,
    V211,
    V212,
    V213,
    V214,
    V215,
    V216,
    V217,
    V218,
    V219,
    V220,
    V221,
    V222,
    V223,
    V224,
    V225,
    V226,
    V227,
    V228,
    V229,
    V230,
    V231,
    V232,
    V233,
    V234,
    V235,
    V236,
    V237,
    V238,
    V239,
    V240,
    V241,
    V242,
    V243,
    V244,
    V245,
    V246,
    V247,
    V248,
    V249,
    V250,
    V251,
    V252,
    V253,
    V254,
    V255,
}

#[derive(Layout, Clone, Copy, PartialEq, Debug)]
#[repr(i8)]
pub enum FromMin {
    V0 = -128,
    V1,
    V2,
    V3,
    V4,
    V5,
    V6,
    V7,
    V8,
    V9,
    V10,
    V11,
    V12,
    V13,
    V14,
    V15,
    V16,
    V17,
    V18,
    V19,
    V20,
    V21,
    V22,
    V23,
    V24,
    V25,
    V26,
    V27,
    V28,
    V29,
    V30,
    V31,
    V32,
    V33,
    V34,
    V35,
    V36,
    V37,
    V38,
    V39,
    V40,
    V41,
    V42,
    V43,
    V44,
    V45,
    V46,
    V47,
    V48,
    V49,
    V50,
    V51,
    V52,
    V53,
    V54,
    V55,
    V56,
    V57,
    V58,
    V59,
    V60,
    V61,
    V62,
    V63,
    V64,
    V65,
    V66,
    V67,
    V68,
    V69,
    V70,
    V71,
    V72,
    V73,
    V74,
    V75,
    V76,
    V77,
    V78,
    V79,
    V80,
    V81,
    V82,
    V83,
    V84,
    V85,
    V86,
    V87,
    V88,
    V89,
    V90,
    V91,
    V92,
    V93,
    V94,
    V95,
    V96,
    V97,
    V98,
    V99,
    V100,
    V101,
    V102,
    V103,
    V104,
    V105,
    V106,
    V107,
    V108,
    V109,
    V110,
    V111,
    V112,
    V113,
    V114,
    V115,
    V116,
    V117,
    V118,
    V119,
    V120,
    V121,
    V122,
    V123,
    V124,
    V125,
    V126,
    V127,
    V128,
    V129,
    V130,
    V131,
    V132,
    V133,
    V134,
    V135,
    V136,
    V137,
    V138,
    V139,
    V140,
    V141,
    V142,
    V143,
    V144,
    V145,
    V146,
    V147,
    V148,
    V149,
    V150,
    V151,
    V152,
    V153,
    V154,
    V155,
    V156,
    V157,
    V158,
    V159,
    V160,
    V161,
    V162,
    V163,
    V164,
    V165,
    V166,
    V167,
    V168,
    V169,
    V170,
    V171,
    V172,
    V173,
    V174,
    V175,
    V176,
    V177,
    V178,
    V179,
    V180,
    V181,
    V182,
    V183,
    V184,
    V185,
    V186,
    V187,
    V188,
    V189,
    V190,
    V191,
    V192,
    V193,
    V194,
    V195,
    V196,
    V197,
    V198,
    V199,
    V200,
    V201,
    V202,
    V203,
    V204,
    V205,
    V206,
    V207,
    V208,
    V209,
    V210,
    V211,
    V212,
    V213,
    V214,
    V215,
    V216,
    V217,
    V218,
    V219,
    V220,
    V221,
    V222,
    V223,
    V224,
    V225,
    V226,
    V227,
    V228,
    V229,
    V230,
    V231,
    V232,
    V233,
    V234,
    V235,
    V236,
    V237,
    V238,
    V239,
    V240,
    V241,
    V242,
    V243,
    V244,
    V245,
    V246,
    V247,
    V248,
    V249,
    V250,
    V251,
    V252,
    V253,
    V254,
    V255,
}

#[derive(Layout, Clone, Copy, PartialEq, Debug)]
#[repr(i8)]
pub enum MissingMin {
    V0 = -127,
    V1,
    V2,
    V3,
    V4,
    V5,
    V6,
    V7,
    V8,
    V9,
    V10,
    V11,
    V12,
    V13,
    V14,
    V15,
    V16,
    V17,
    V18,
    V19,
    V20,
    V21,
    V22,
    V23,
    V24,
    V25,
    V26,
    V27,
    V28,
    V29,
    V30,
    V31,
    V32,
    V33,
    V34,
    V35,
    V36,
    V37,
    V38,
    V39,
    V40,
    V41,
    V42,
    V43,
    V44,
    V45,
    V46,
    V47,
    V48,
    V49,
    V50,
    V51,
    V52,
    V53,
    V54,
    V55,
    V56,
    V57,
    V58,
    V59,
    V60,
    V61,
    V62,
    V63,
    V64,
    V65,
    V66,
    V67,
    V68,
    V69,
    V70,
    V71,
    V72,
    V73,
    V74,
    V75,
    V76,
    V77,
    V78,
    V79,
    V80,
    V81,
    V82,
    V83,
    V84,
    V85,
    V86,
    V87,
    V88,
    V89,
    V90,
    V91,
    V92,
    V93,
    V94,
    V95,
    V96,
    V97,
    V98,
    V99,
    V100,
    V101,
    V102,
    V103,
    V104,
    V105,
    V106,
    V107,
    V108,
    V109,
    V110,
    V111,
    V112,
    V113,
    V114,
    V115,
    V116,
    V117,
    V118,
    V119,
    V120,
    V121,
    V122,
    V123,
    V124,
    V125,
    V126,
    V127,
    V128,
    V129,
    V130,
    V131,
    V132,
    V133,
    V134,
    V135,
    V136,
    V137,
    V138,
    V139,
    V140,
    V141,
    V142,
    V143,
    V144,
    V145,
    V146,
    V147,
    V148,
    V149,
    V150,
    V151,
    V152,
    V153,
    V154,
    V155,
    V156,
    V157,
    V158,
    V159,
    V160,
    V161,
    V162,
    V163,
    V164,
    V165,
    V166,
    V167,
    V168,
    V169,
    V170,
    V171,
    V172,
    V173,
    V174,
    V175,
    V176,
    V177,
    V178,
    V179,
    V180,
    V181,
    V182,
    V183,
    V184,
    V185,
    V186,
    V187,
    V188,
    V189,
    V190,
    V191,
    V192,
    V193,
    V194,
    V195,
    V196,
    V197,
    V198,
    V199,
    V200,
    V201,
    V202,
    V203,
    V204,
    V205,
    V206,
    V207,
    V208,
    V209,
    V210,
    V211,
    V212,
    V213,
    V214,
    V215,
    V216,
    V217,
    V218,
    V219,
    V220,
    V221,
    V222,
    V223,
    V224,
    V225,
    V226,
    V227,
    V228,
    V229,
    V230,
    V231,
    V232,
    V233,
    V234,
    V235,
    V236,
    V237,
    V238,
    V239,
    V240,
    V241,
    V242,
    V243,
    V244,
    V245,
    V246,
    V247,
    V248,
    V249,
    V250,
    V251,
    V252,
    V253,
    V254,
}

#[derive(Layout, Clone, Copy, PartialEq, Debug)]
#[repr(i8)]
pub enum Mixed {
    A = -3,
    B,
    C = 10,
    D,
    E = -128,
    F,
    G = DESCRIBED as i8 + 98,
    H = DESCRIBED as i8 + 90,
    I,
}

#[derive(Layout, Clone, Copy, PartialEq, Debug)]
#[repr(u8)]
pub enum Only {
    Only = 7,
}

#[derive(Layout, Clone, Copy, PartialEq, Debug)]
#[repr(i8)]
pub enum OnlyNeg {
    Only = -1,
}

#[derive(Layout, Clone, Copy, PartialEq, Debug)]
#[repr(u8)]
pub enum Named {
    A = PIECES,
    B = PIECES + 1,
    C = LIST_VALUE,
}

#[derive(Layout, Clone, Copy, PartialEq, Debug)]
#[repr(u8)]
#[non_exhaustive]
pub enum Open {
    A = 1,
    B = 2,
}

#[derive(Layout, Clone, Copy, PartialEq, Debug)]
#[repr(u8)]
pub enum OpenVariant {
    A = 1,
    #[non_exhaustive]
    B = 2,
}

#[derive(Layout, Clone, Copy, PartialEq, Debug)]
#[repr(u8, align(4))]
pub enum Aligned {
    A = 1,
    B = 0xff,
}

/// Every byte into `E` at run time: valid exactly at `tags`.
fn bytes_into<E: Layout + transmutable::Lifetime<'static> + Copy>(tags: &[u8]) {
    for byte in 0..=255u8 {
        let valid = try_transmute::<u8, E>(byte).is_ok();
        assert_eq!(valid, tags.contains(&byte), "{byte} into {}", core::any::type_name::<E>());
    }
}

const NOTHING: Assume = Assume::NOTHING;

#[test]
fn fieldless_one_byte_enums_hold_their_discriminants() {
    assert_eq!(LIST, 7);
    bytes_into::<All256>(&[
        0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29,
        30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57,
        58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85,
        86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110,
        111, 112, 113, 114, 115, 116, 117, 118, 119, 120, 121, 122, 123, 124, 125, 126, 127, 128, 129, 130, 131, 132,
        133, 134, 135, 136, 137, 138, 139, 140, 141, 142, 143, 144, 145, 146, 147, 148, 149, 150, 151, 152, 153, 154,
        155, 156, 157, 158, 159, 160, 161, 162, 163, 164, 165, 166, 167, 168, 169, 170, 171, 172, 173, 174, 175, 176,
        177, 178, 179, 180, 181, 182, 183, 184, 185, 186, 187, 188, 189, 190, 191, 192, 193, 194, 195, 196, 197, 198,
        199, 200, 201, 202, 203, 204, 205, 206, 207, 208, 209, 210, 211, 212, 213, 214, 215, 216, 217, 218, 219, 220,
        221, 222, 223, 224, 225, 226, 227, 228, 229, 230, 231, 232, 233, 234, 235, 236, 237, 238, 239, 240, 241, 242,
        243, 244, 245, 246, 247, 248, 249, 250, 251, 252, 253, 254, 255,
    ]);
    assert_eq!(is_transmutable::<u8, All256>(NOTHING), true);
    assert!(is_transmutable::<All256, u8>(NOTHING));
    bytes_into::<FromMin>(&[
        0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29,
        30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57,
        58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85,
        86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110,
        111, 112, 113, 114, 115, 116, 117, 118, 119, 120, 121, 122, 123, 124, 125, 126, 127, 128, 129, 130, 131, 132,
        133, 134, 135, 136, 137, 138, 139, 140, 141, 142, 143, 144, 145, 146, 147, 148, 149, 150, 151, 152, 153, 154,
        155, 156, 157, 158, 159, 160, 161, 162, 163, 164, 165, 166, 167, 168, 169, 170, 171, 172, 173, 174, 175, 176,
        177, 178, 179, 180, 181, 182, 183, 184, 185, 186, 187, 188, 189, 190, 191, 192, 193, 194, 195, 196, 197, 198,
        199, 200, 201, 202, 203, 204, 205, 206, 207, 208, 209, 210, 211, 212, 213, 214, 215, 216, 217, 218, 219, 220,
        221, 222, 223, 224, 225, 226, 227, 228, 229, 230, 231, 232, 233, 234, 235, 236, 237, 238, 239, 240, 241, 242,
        243, 244, 245, 246, 247, 248, 249, 250, 251, 252, 253, 254, 255,
    ]);
    assert_eq!(is_transmutable::<u8, FromMin>(NOTHING), true);
    assert!(is_transmutable::<FromMin, u8>(NOTHING));
    bytes_into::<MissingMin>(&[
        0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29,
        30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57,
        58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85,
        86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110,
        111, 112, 113, 114, 115, 116, 117, 118, 119, 120, 121, 122, 123, 124, 125, 126, 127, 129, 130, 131, 132, 133,
        134, 135, 136, 137, 138, 139, 140, 141, 142, 143, 144, 145, 146, 147, 148, 149, 150, 151, 152, 153, 154, 155,
        156, 157, 158, 159, 160, 161, 162, 163, 164, 165, 166, 167, 168, 169, 170, 171, 172, 173, 174, 175, 176, 177,
        178, 179, 180, 181, 182, 183, 184, 185, 186, 187, 188, 189, 190, 191, 192, 193, 194, 195, 196, 197, 198, 199,
        200, 201, 202, 203, 204, 205, 206, 207, 208, 209, 210, 211, 212, 213, 214, 215, 216, 217, 218, 219, 220, 221,
        222, 223, 224, 225, 226, 227, 228, 229, 230, 231, 232, 233, 234, 235, 236, 237, 238, 239, 240, 241, 242, 243,
        244, 245, 246, 247, 248, 249, 250, 251, 252, 253, 254, 255,
    ]);
    assert_eq!(is_transmutable::<u8, MissingMin>(NOTHING), false);
    assert!(is_transmutable::<MissingMin, u8>(NOTHING));
    bytes_into::<Mixed>(&[253, 254, 10, 11, 128, 129, 103, 95, 96]);
    assert_eq!(is_transmutable::<u8, Mixed>(NOTHING), false);
    assert!(is_transmutable::<Mixed, u8>(NOTHING));
    bytes_into::<Only>(&[7]);
    assert_eq!(is_transmutable::<u8, Only>(NOTHING), false);
    assert!(is_transmutable::<Only, u8>(NOTHING));
    bytes_into::<OnlyNeg>(&[255]);
    assert_eq!(is_transmutable::<u8, OnlyNeg>(NOTHING), false);
    assert!(is_transmutable::<OnlyNeg, u8>(NOTHING));
    bytes_into::<Named>(&[6, 7, 9]);
    assert_eq!(is_transmutable::<u8, Named>(NOTHING), false);
    assert!(is_transmutable::<Named, u8>(NOTHING));
    assert_eq!(is_transmutable::<u8, Open>(NOTHING), false);
    assert!(is_transmutable::<Open, u8>(NOTHING));
    assert_eq!(is_transmutable::<u8, OpenVariant>(NOTHING), false);
    assert!(is_transmutable::<OpenVariant, u8>(NOTHING));
    // `#[non_exhaustive]`, on the enum or on a variant: invariants, which
    // only `Assume::SAFETY` passes.
    assert!(!is_transmutable::<Only, Open>(NOTHING));
    assert!(!is_transmutable::<OpenVariant, Open>(NOTHING));
    assert!(!is_transmutable::<Open, OpenVariant>(NOTHING));
    assert!(is_transmutable::<Open, OpenVariant>(Assume::SAFETY));
}

#[test]
fn each_fieldless_enum_into_the_others_where_their_tags_hold_its() {
    assert_eq!(is_transmutable::<All256, FromMin>(Assume::SAFETY), true, "All256 -> FromMin");
    assert_eq!(is_transmutable::<All256, MissingMin>(Assume::SAFETY), false, "All256 -> MissingMin");
    assert_eq!(is_transmutable::<All256, Mixed>(Assume::SAFETY), false, "All256 -> Mixed");
    assert_eq!(is_transmutable::<All256, Only>(Assume::SAFETY), false, "All256 -> Only");
    assert_eq!(is_transmutable::<All256, OnlyNeg>(Assume::SAFETY), false, "All256 -> OnlyNeg");
    assert_eq!(is_transmutable::<All256, Named>(Assume::SAFETY), false, "All256 -> Named");
    assert_eq!(is_transmutable::<All256, Open>(Assume::SAFETY), false, "All256 -> Open");
    assert_eq!(is_transmutable::<All256, OpenVariant>(Assume::SAFETY), false, "All256 -> OpenVariant");
    assert_eq!(is_transmutable::<FromMin, All256>(Assume::SAFETY), true, "FromMin -> All256");
    assert_eq!(is_transmutable::<FromMin, MissingMin>(Assume::SAFETY), false, "FromMin -> MissingMin");
    assert_eq!(is_transmutable::<FromMin, Mixed>(Assume::SAFETY), false, "FromMin -> Mixed");
    assert_eq!(is_transmutable::<FromMin, Only>(Assume::SAFETY), false, "FromMin -> Only");
    assert_eq!(is_transmutable::<FromMin, OnlyNeg>(Assume::SAFETY), false, "FromMin -> OnlyNeg");
    assert_eq!(is_transmutable::<FromMin, Named>(Assume::SAFETY), false, "FromMin -> Named");
    assert_eq!(is_transmutable::<FromMin, Open>(Assume::SAFETY), false, "FromMin -> Open");
    assert_eq!(is_transmutable::<FromMin, OpenVariant>(Assume::SAFETY), false, "FromMin -> OpenVariant");
    assert_eq!(is_transmutable::<MissingMin, All256>(Assume::SAFETY), true, "MissingMin -> All256");
    assert_eq!(is_transmutable::<MissingMin, FromMin>(Assume::SAFETY), true, "MissingMin -> FromMin");
    assert_eq!(is_transmutable::<MissingMin, Mixed>(Assume::SAFETY), false, "MissingMin -> Mixed");
    assert_eq!(is_transmutable::<MissingMin, Only>(Assume::SAFETY), false, "MissingMin -> Only");
    assert_eq!(is_transmutable::<MissingMin, OnlyNeg>(Assume::SAFETY), false, "MissingMin -> OnlyNeg");
    assert_eq!(is_transmutable::<MissingMin, Named>(Assume::SAFETY), false, "MissingMin -> Named");
    assert_eq!(is_transmutable::<MissingMin, Open>(Assume::SAFETY), false, "MissingMin -> Open");
    assert_eq!(is_transmutable::<MissingMin, OpenVariant>(Assume::SAFETY), false, "MissingMin -> OpenVariant");
    assert_eq!(is_transmutable::<Mixed, All256>(Assume::SAFETY), true, "Mixed -> All256");
    assert_eq!(is_transmutable::<Mixed, FromMin>(Assume::SAFETY), true, "Mixed -> FromMin");
    assert_eq!(is_transmutable::<Mixed, MissingMin>(Assume::SAFETY), false, "Mixed -> MissingMin");
    assert_eq!(is_transmutable::<Mixed, Only>(Assume::SAFETY), false, "Mixed -> Only");
    assert_eq!(is_transmutable::<Mixed, OnlyNeg>(Assume::SAFETY), false, "Mixed -> OnlyNeg");
    assert_eq!(is_transmutable::<Mixed, Named>(Assume::SAFETY), false, "Mixed -> Named");
    assert_eq!(is_transmutable::<Mixed, Open>(Assume::SAFETY), false, "Mixed -> Open");
    assert_eq!(is_transmutable::<Mixed, OpenVariant>(Assume::SAFETY), false, "Mixed -> OpenVariant");
    assert_eq!(is_transmutable::<Only, All256>(Assume::SAFETY), true, "Only -> All256");
    assert_eq!(is_transmutable::<Only, FromMin>(Assume::SAFETY), true, "Only -> FromMin");
    assert_eq!(is_transmutable::<Only, MissingMin>(Assume::SAFETY), true, "Only -> MissingMin");
    assert_eq!(is_transmutable::<Only, Mixed>(Assume::SAFETY), false, "Only -> Mixed");
    assert_eq!(is_transmutable::<Only, OnlyNeg>(Assume::SAFETY), false, "Only -> OnlyNeg");
    assert_eq!(is_transmutable::<Only, Named>(Assume::SAFETY), true, "Only -> Named");
    assert_eq!(is_transmutable::<Only, Open>(Assume::SAFETY), false, "Only -> Open");
    assert_eq!(is_transmutable::<Only, OpenVariant>(Assume::SAFETY), false, "Only -> OpenVariant");
    assert_eq!(is_transmutable::<OnlyNeg, All256>(Assume::SAFETY), true, "OnlyNeg -> All256");
    assert_eq!(is_transmutable::<OnlyNeg, FromMin>(Assume::SAFETY), true, "OnlyNeg -> FromMin");
    assert_eq!(is_transmutable::<OnlyNeg, MissingMin>(Assume::SAFETY), true, "OnlyNeg -> MissingMin");
    assert_eq!(is_transmutable::<OnlyNeg, Mixed>(Assume::SAFETY), false, "OnlyNeg -> Mixed");
    assert_eq!(is_transmutable::<OnlyNeg, Only>(Assume::SAFETY), false, "OnlyNeg -> Only");
    assert_eq!(is_transmutable::<OnlyNeg, Named>(Assume::SAFETY), false, "OnlyNeg -> Named");
    assert_eq!(is_transmutable::<OnlyNeg, Open>(Assume::SAFETY), false, "OnlyNeg -> Open");
    assert_eq!(is_transmutable::<OnlyNeg, OpenVariant>(Assume::SAFETY), false, "OnlyNeg -> OpenVariant");
    assert_eq!(is_transmutable::<Named, All256>(Assume::SAFETY), true, "Named -> All256");
    assert_eq!(is_transmutable::<Named, FromMin>(Assume::SAFETY), true, "Named -> FromMin");
    assert_eq!(is_transmutable::<Named, MissingMin>(Assume::SAFETY), true, "Named -> MissingMin");
    assert_eq!(is_transmutable::<Named, Mixed>(Assume::SAFETY), false, "Named -> Mixed");
    assert_eq!(is_transmutable::<Named, Only>(Assume::SAFETY), false, "Named -> Only");
    assert_eq!(is_transmutable::<Named, OnlyNeg>(Assume::SAFETY), false, "Named -> OnlyNeg");
    assert_eq!(is_transmutable::<Named, Open>(Assume::SAFETY), false, "Named -> Open");
    assert_eq!(is_transmutable::<Named, OpenVariant>(Assume::SAFETY), false, "Named -> OpenVariant");
    assert_eq!(is_transmutable::<Open, All256>(Assume::SAFETY), true, "Open -> All256");
    assert_eq!(is_transmutable::<Open, FromMin>(Assume::SAFETY), true, "Open -> FromMin");
    assert_eq!(is_transmutable::<Open, MissingMin>(Assume::SAFETY), true, "Open -> MissingMin");
    assert_eq!(is_transmutable::<Open, Mixed>(Assume::SAFETY), false, "Open -> Mixed");
    assert_eq!(is_transmutable::<Open, Only>(Assume::SAFETY), false, "Open -> Only");
    assert_eq!(is_transmutable::<Open, OnlyNeg>(Assume::SAFETY), false, "Open -> OnlyNeg");
    assert_eq!(is_transmutable::<Open, Named>(Assume::SAFETY), false, "Open -> Named");
    assert_eq!(is_transmutable::<Open, OpenVariant>(Assume::SAFETY), true, "Open -> OpenVariant");
    assert_eq!(is_transmutable::<OpenVariant, All256>(Assume::SAFETY), true, "OpenVariant -> All256");
    assert_eq!(is_transmutable::<OpenVariant, FromMin>(Assume::SAFETY), true, "OpenVariant -> FromMin");
    assert_eq!(is_transmutable::<OpenVariant, MissingMin>(Assume::SAFETY), true, "OpenVariant -> MissingMin");
    assert_eq!(is_transmutable::<OpenVariant, Mixed>(Assume::SAFETY), false, "OpenVariant -> Mixed");
    assert_eq!(is_transmutable::<OpenVariant, Only>(Assume::SAFETY), false, "OpenVariant -> Only");
    assert_eq!(is_transmutable::<OpenVariant, OnlyNeg>(Assume::SAFETY), false, "OpenVariant -> OnlyNeg");
    assert_eq!(is_transmutable::<OpenVariant, Named>(Assume::SAFETY), false, "OpenVariant -> Named");
    assert_eq!(is_transmutable::<OpenVariant, Open>(Assume::SAFETY), true, "OpenVariant -> Open");
    // The variant values cast as the language casts them.
    assert_eq!(Mixed::I as u8, 96);
    assert_eq!(transmutable::transmute::<Mixed, u8>(Mixed::F), 0x81);
    assert_eq!(try_transmute::<u8, MissingMin>(0x82).ok(), Some(MissingMin::V1));
    assert!(try_transmute::<u8, MissingMin>(0x80).is_err());
    assert_eq!(try_transmute::<u8, MissingMin>(0x7f).ok(), Some(MissingMin::V254));
    assert_eq!(try_transmute::<u8, FromMin>(0x7f).ok(), Some(FromMin::V255));
}

#[test]
fn a_one_byte_tag_aligned_to_four_leaves_three_bytes_of_padding() {
    assert_eq!(<Aligned as Layout>::DESCRIPTION.size(), 4);
    assert!(!is_transmutable::<Aligned, [u8; 4]>(NOTHING));
    assert!(!is_transmutable::<[u8; 4], Aligned>(NOTHING));
    assert!(is_transmutable::<Aligned, (u8, [core::mem::MaybeUninit<u8>; 3])>(NOTHING));
    assert!(is_transmutable::<Aligned, [core::mem::MaybeUninit<u8>; 4]>(NOTHING));
    for byte in 0..=255u8 {
        let valid = try_transmute::<[u8; 4], Aligned>([byte, 9, 9, 9]).is_ok();
        assert_eq!(valid, byte == 1 || byte == 0xff, "{byte}");
    }
}
