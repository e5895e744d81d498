//! What run-time errors say: whole integers where the invalid bytes are
//! one (wide enum tags, `char`, `NonZero`), in hex, with the accepted
//! values as ranges; field paths down to the leaf; UTF-8 for `str`; the
//! misalignment of a buffer; through `&mut`, each side of a refusal found
//! writing back named in its own type.
//!
//! The accepted ranges an error lists are checked against brute force: the
//! validator itself, asked about every value of the integer.

use core::num::{NonZeroU16, NonZeroU32};

use transmutable::Layout;

#[derive(Layout, Debug, Clone, Copy, PartialEq, Eq)]
#[repr(u16)]
pub enum ElfType {
    None = 0,
    Relocatable = 1,
    Executable = 2,
    Shared = 3,
    Core = 4,
    OsLow = 0xfe00,
    OsHigh = 0xfeff,
}

/// More byte patterns than one byte of the tag can tell apart: 0, 2, ...,
/// 126 share their high byte with none of 0x181 and 0x183, whose low bytes
/// 0x81 and 0x83 are odd.
#[derive(Layout, Debug, Clone, Copy, PartialEq, Eq)]
#[repr(u16)]
#[rustfmt::skip]
pub enum Sparse {
    V0 = 0, V2 = 2, V4 = 4, V6 = 6, V8 = 8, V10 = 10, V12 = 12, V14 = 14, V16 = 16, V18 = 18, V20 = 20,
    V22 = 22, V24 = 24, V26 = 26, V28 = 28, V30 = 30, V32 = 32, V34 = 34, V36 = 36, V38 = 38, V40 = 40,
    V42 = 42, V44 = 44, V46 = 46, V48 = 48, V50 = 50, V52 = 52, V54 = 54, V56 = 56, V58 = 58, V60 = 60,
    V62 = 62, V64 = 64, V66 = 66, V68 = 68, V70 = 70, V72 = 72, V74 = 74, V76 = 76, V78 = 78, V80 = 80,
    V82 = 82, V84 = 84, V86 = 86, V88 = 88, V90 = 90, V92 = 92, V94 = 94, V96 = 96, V98 = 98, V100 = 100,
    V102 = 102, V104 = 104, V106 = 106, V108 = 108, V110 = 110, V112 = 112, V114 = 114, V116 = 116,
    V118 = 118, V120 = 120, V122 = 122, V124 = 124, V126 = 126, High1 = 0x0181, High3 = 0x0183,
}

#[derive(Layout, Debug, Clone, Copy, PartialEq, Eq)]
#[repr(u16)]
pub enum Tagged {
    Byte(u8) = 0x0100,
    Word(u16) = 0x0200,
    Empty = 0x0300,
}

#[derive(Layout, Debug)]
#[repr(C)]
pub struct Flag {
    pub set: bool,
}

#[derive(Layout, Debug)]
#[repr(C)]
pub struct Inner {
    pub flag: Flag,
}

#[derive(Layout, Debug)]
#[repr(C)]
pub struct Outer {
    pub inner: Inner,
}

#[derive(Layout, Debug)]
#[repr(C)]
pub struct Header {
    pub version: u8,
    pub kind: u8,
    pub elf_type: ElfType,
}

/// `value` as an error writes it: decimal below 10, hex above.
fn number(value: u128) -> String {
    if value < 10 {
        value.to_string()
    } else {
        format!("{value:#x}")
    }
}

/// The ranges of `values` (sorted) as an error lists them: all of them up
/// to eight, else the first six and the last two.
fn listed(values: impl IntoIterator<Item = u128>) -> String {
    let mut ranges: Vec<(u128, u128)> = Vec::new();
    for value in values {
        match ranges.last_mut() {
            Some((_, end)) if *end + 1 == value => *end = value,
            _ => ranges.push((value, value)),
        }
    }
    let written: Vec<String> = ranges
        .iter()
        .map(|&(start, end)| if start == end { number(start) } else { format!("{}..={}", number(start), number(end)) })
        .collect();
    if written.len() <= 8 {
        written.join(", ")
    } else {
        format!("{}, ..., {}", written[..6].join(", "), written[written.len() - 2..].join(", "))
    }
}

/// The accepted values an error message lists, between "only " and
/// " is/are valid there".
fn accepted_in(message: &str) -> &str {
    let start = message.find(", but only ").expect(message) + ", but only ".len();
    let end = message.rfind(" valid there").expect(message);
    message[start..end].trim_end_matches(" is").trim_end_matches(" are")
}

#[test]
fn a_wide_tag_is_one_value_in_hex() {
    let error = transmutable::try_transmute::<u16, ElfType>(0xfe01).unwrap_err();
    assert_eq!(
        error.to_string(),
        "the bytes are not a valid `ElfType`: bytes 0..2 hold 0xfe01, but only 0..=4, 0xfe00, 0xfeff are valid there"
    );
    assert_eq!((error.offset(), error.integer()), (0, Some(0xfe01)));
    assert_eq!(transmutable::try_transmute::<u16, ElfType>(0xfeff).unwrap(), ElfType::OsHigh);
}

#[test]
fn a_wide_tag_inside_a_struct_names_its_field() {
    let mut bytes = [0u8; 4];
    bytes[2..].copy_from_slice(&7u16.to_ne_bytes());
    let error = transmutable::try_read_from_bytes::<Header>(&bytes[..]).unwrap_err();
    assert_eq!(
        error.to_string(),
        "the bytes are not a valid `Header`: bytes 2..4 (`Header.elf_type`) hold 7, but only 0..=4, 0xfe00, 0xfeff are valid there"
    );
}

#[test]
fn more_patterns_than_a_byte_tells_apart_blame_the_whole_tag() {
    // The low byte 0x81 is valid (in 0x181); the value is not.
    let error = transmutable::try_transmute::<u16, Sparse>(0x0081).unwrap_err();
    assert_eq!(
        error.to_string(),
        "the bytes are not a valid `Sparse`: bytes 0..2 hold 0x81, but only 0, 2, 4, 6, 8, 0xa, ..., 0x181, 0x183 are valid there"
    );
    assert_eq!(transmutable::try_transmute::<u16, Sparse>(0x0183).unwrap(), Sparse::High3);
    assert_eq!(transmutable::try_transmute::<u16, Sparse>(126).unwrap(), Sparse::V126);
}

#[test]
fn an_enum_with_fields_reports_its_tag_whole() {
    let mut bytes = [0u8; 4];
    bytes[..2].copy_from_slice(&0x0400u16.to_ne_bytes());
    let error = transmutable::try_transmute::<[u8; 4], Tagged>(bytes).unwrap_err();
    assert_eq!(
        error.to_string(),
        "the bytes are not a valid `Tagged`: bytes 0..2 hold 0x400, but only 0x100, 0x200, 0x300 are valid there"
    );
}

#[test]
fn char_and_non_zero_are_whole_integers() {
    let error = transmutable::try_transmute::<u32, char>(0xDFFF).unwrap_err();
    assert_eq!(
        error.to_string(),
        "the bytes are not a valid `char`: bytes 0..4 hold 0xdfff, but only 0..=0xd7ff, 0xe000..=0x10ffff are valid there"
    );
    let error = transmutable::try_transmute::<u32, char>(0x110000).unwrap_err();
    assert_eq!(error.integer(), Some(0x110000));
    let error = transmutable::try_transmute::<u16, NonZeroU16>(0).unwrap_err();
    assert_eq!(
        error.to_string(),
        "the bytes are not a valid `NonZero<u16>`: bytes 0..2 hold 0, but only 1..=0xffff is valid there"
    );
}

#[test]
#[cfg_attr(miri, ignore)]
fn listed_ranges_are_what_the_validator_accepts() {
    let sixteen_bits = |message: String, valid: &dyn Fn(u16) -> bool| {
        let expected = listed((0..=u16::MAX).filter(|&value| valid(value)).map(u128::from));
        assert_eq!(accepted_in(&message), expected, "{message}");
    };
    sixteen_bits(transmutable::try_transmute::<u16, ElfType>(5).unwrap_err().to_string(), &|value| {
        transmutable::try_transmute::<u16, ElfType>(value).is_ok()
    });
    sixteen_bits(transmutable::try_transmute::<u16, Sparse>(1).unwrap_err().to_string(), &|value| {
        transmutable::try_transmute::<u16, Sparse>(value).is_ok()
    });
    sixteen_bits(transmutable::try_transmute::<u16, NonZeroU16>(0).unwrap_err().to_string(), &|value| {
        transmutable::try_transmute::<u16, NonZeroU16>(value).is_ok()
    });
    let chars = (0..=0x11_0000u32).filter(|&value| transmutable::try_transmute::<u32, char>(value).is_ok());
    let message = transmutable::try_transmute::<u32, char>(0xD800).unwrap_err().to_string();
    assert_eq!(accepted_in(&message), listed(chars.map(u128::from)));
    let message = transmutable::try_transmute::<u32, NonZeroU32>(0).unwrap_err().to_string();
    assert_eq!(accepted_in(&message), "1..=0xffffffff");
}

#[test]
fn field_paths_reach_the_leaf() {
    let error = transmutable::try_read_from_bytes::<Outer>(&[2][..]).unwrap_err();
    assert_eq!(
        error.to_string(),
        "the bytes are not a valid `Outer`: byte 0 (`Outer.inner.flag.set`) holds 2, but only 0..=1 is valid there"
    );
    // The compile-time explanation names the same leaf.
    let answer = transmutable::decide::<u8, Outer>(transmutable::Assume::NOTHING);
    let Some(transmutable::Reason::NotValid(mismatch)) = answer.reason() else { panic!("{answer}") };
    assert_eq!(mismatch.destination_path().to_string(), ".inner.flag.set");
}

#[derive(Layout)]
#[repr(C)]
pub struct Borrowed {
    pub len: u8,
    pub at: &'static u8,
}

#[derive(Layout)]
#[repr(C)]
pub struct Loose {
    pub len: u8,
    pub at: *const u8,
}

#[test]
fn a_pointer_written_back_is_named_in_its_own_type() {
    // Through `&mut`, a `Loose` is written back into the `Borrowed`: its
    // raw `at` would become a reference, which promises a live referent.
    let answer = transmutable::decide_mut::<Borrowed, Loose>(transmutable::Assume::NOTHING);
    let Some(transmutable::Reason::Pointer(mismatch)) = answer.reason() else { panic!("{answer}") };
    // The pointer follows the `u8` at the pointer's own alignment: byte 8
    // on 64-bit targets, byte 4 on 32-bit ones.
    let at = core::mem::offset_of!(Borrowed, at);
    assert_eq!((mismatch.offset(), mismatch.problem()), (at, transmutable::PointerProblem::Unverified));
    let message = answer.to_string();
    assert!(
        message.starts_with(&format!(
            "`&mut Borrowed` cannot be transmuted into `&mut Loose`: through `&mut`, a value of `Loose` written back \
             would not always be a valid `Borrowed`: at byte {at}, the pointer `Loose.at` written back cannot become \
             `Borrowed.at`: `*const u8` promises nothing about what it points to, and `&u8` promises a live"
        )),
        "{message}"
    );
    // Only what is written back is refused: a `&u8` may become a raw pointer.
    assert!(transmutable::decide_ref::<Borrowed, Loose>(transmutable::Assume::NOTHING).is_transmutable());
}

#[test]
fn str_errors_say_utf8() {
    let error = transmutable::try_ref_from_bytes::<str>(&[b'o', b'k', 0xC3][..]).unwrap_err();
    assert_eq!(
        error.to_string(),
        "the bytes are not a valid `str`: byte 2 holds 0xc3, where UTF-8 breaks off: a `str` must be UTF-8"
    );
}

#[test]
fn alignment_errors_say_how_far_off() {
    let words = [0u64; 2];
    let bytes: &[u8] = transmutable::as_bytes(&words);
    for misalignment in 1..4 {
        let Err(transmutable::CastError::Alignment(error)) =
            transmutable::ref_from_bytes::<u32>(&bytes[misalignment..misalignment + 4])
        else {
            panic!("{misalignment} bytes past an aligned address");
        };
        assert_eq!(error.misalignment(), misalignment);
        assert!(error.to_string().ends_with(&format!(
            "a multiple of 4: it starts {misalignment} byte{} past one",
            if misalignment == 1 { "" } else { "s" }
        )));
    }
}
