//! Adversarial probes, round 20: slices of records whose elements are
//! whole 4-byte words and whose checks load words (a `char`, a `NonZero`,
//! a wide tag, four `bool`s), each byte of which the views read out of the
//! word of its element that holds it and compare in 32 bits. Records of
//! alignment 1 at every start in a buffer, alignment 4 at a start that is
//! not aligned, trailing bytes, no elements, counts around the groups of
//! 256 elements and the blocks of 64 bytes, bytes of padding beside checked
//! bytes in one word, sets that are no range, bit fields under a mask, an
//! enum with fields and a union in an element.
//!
//! Every verdict is held to a decoder written here from the language's
//! rules alone (a `char` is at most `0x10FFFF` and no surrogate, a `bool`
//! is 0 or 1, a tag is one of its enum's discriminants, read in the
//! target's byte order; padding takes any byte), over every value of every
//! byte of the elements at the places that matter and a list of whole
//! words. Held.

#![forbid(unsafe_code)]

use core::convert::Infallible;
use core::num::NonZeroU32;
use transmutable::byteorder::{BigEndian, Enum, LittleEndian};
use transmutable::Layout;

/// Tags 1 to 3: a range that does not start at 0.
#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum Shifted {
    One = 1,
    Two = 2,
    Three = 3,
}

/// Tags 0 to 3.
#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum Level {
    Debug = 0,
    Info = 1,
    Warning = 2,
    Error = 3,
}

/// Tags that are no range.
#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum Sparse {
    Zero = 0,
    Two = 2,
    Five = 5,
}

/// Four tags of four bytes, far apart: no byte of them is a range.
#[derive(Layout, Clone, Copy)]
#[repr(u32)]
pub enum Wide {
    A = 0x0102_0304,
    B = 7,
    C = 0xFFFF_FFFF,
    D = 0x8000_0000,
}

/// Kinds 0 to 4 in bits 1..4, in little-endian bit order.
#[transmutable::bits(order = little_endian)]
#[derive(Clone, Copy)]
pub struct Nibbles {
    pub flag: bool,
    #[bits(3)]
    pub kind: Kind5,
    #[bits(4)]
    pub count: u8,
}

/// Five kinds.
#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum Kind5 {
    A = 0,
    B = 1,
    C = 2,
    D = 3,
    E = 4,
}

/// 8 bytes, alignment 4: a `char`, then a range, a `bool`, a set that is
/// no range and a free byte in the second word.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct Letter {
    pub letter: char,
    pub shifted: Shifted,
    pub flag: bool,
    pub sparse: Sparse,
    pub free: u8,
}

/// 12 bytes, alignment 1: a `NonZeroU32` and a `char` at places no word
/// of memory need start.
#[derive(Layout, Clone, Copy)]
#[repr(C, packed)]
pub struct Packed12 {
    pub count: NonZeroU32,
    pub shifted: Shifted,
    pub flag: bool,
    pub level: Level,
    pub free: u8,
    pub letter: char,
}

/// 4 bytes, alignment 1: four `bool`s, one run read in a word.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct Flags4 {
    pub flags: [bool; 4],
}

/// 12 bytes, alignment 1: two runs of four `bool`s around a range, a byte
/// of bit fields and two free bytes; no block of 64 bytes holds whole
/// elements.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct Flags12 {
    pub first: [bool; 4],
    pub shifted: Shifted,
    pub bits: Nibbles,
    pub free: [u8; 2],
    pub last: [bool; 4],
}

/// 8 bytes: a wide tag, then a range, a `bool` and two free bytes.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct Tagged {
    pub wide: Wide,
    pub shifted: Shifted,
    pub flag: bool,
    pub free: u16,
}

/// 8 bytes: a range, a byte of padding and a free `u16` in one word, a
/// `char` in the next.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct Padded {
    pub shifted: Shifted,
    pub free: u16,
    pub letter: char,
}

/// An enum with fields, 8 bytes: a tag byte, three of padding, and what
/// each variant holds in the second word (padding where it holds less).
#[derive(Layout, Clone, Copy)]
#[repr(C, u8)]
pub enum Choice {
    Letter(char) = 1,
    Flags([bool; 4]) = 3,
    Pair(Shifted, Level) = 4,
}

/// A `char` or four `bool`s.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union Either {
    pub letter: char,
    pub flags: [bool; 4],
}

/// A union of a byte and a `char`, not of runs only: written whole, the
/// `Shifted` leaves the bytes past it uninitialized, so that bytes at hand
/// are a `Short` when they are a `char` (KNOWN_DIFFERENCES.md, "Unions
/// into unions").
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union Short {
    pub shifted: Shifted,
    pub letter: char,
}

/// 12 bytes: two unions and a `bool`.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct Unions {
    pub either: Either,
    pub short: Short,
    pub flag: bool,
    pub free: [u8; 3],
}

/// Arrays of no elements, of types that refuse bytes or have no value, and
/// one of many zero-sized elements, around checks of words: 8 bytes.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct Empties {
    pub none: [char; 0],
    pub flags: [bool; 4],
    pub units: [(); usize::MAX],
    pub never: [Infallible; 0],
    pub letter: char,
    pub zeros: [NonZeroU32; 0],
}

/// A variant of no value, and one whose fields begin with an empty array
/// of a type of none.
#[derive(Layout, Clone, Copy)]
#[repr(C, u8)]
pub enum Gone {
    Letter(char) = 1,
    Never([Infallible; 1]) = 2,
    Flags([Infallible; 0], [bool; 4]) = 3,
}

/// Wide tags stored in either order whatever the target's, then a range
/// and a `bool`: 12 bytes of alignment 1.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct Ordered {
    pub big: Enum<Wide, BigEndian>,
    pub little: Enum<Wide, LittleEndian>,
    pub shifted: Shifted,
    pub flag: bool,
    pub free: [u8; 2],
}

/// The `u32` at `at` in the target's order.
fn word(bytes: &[u8], at: usize) -> u32 {
    u32::from_ne_bytes(bytes[at..at + 4].try_into().unwrap())
}

fn is_char(value: u32) -> bool {
    value <= 0x10_FFFF && !(0xD800..=0xDFFF).contains(&value)
}

fn is_bool(byte: u8) -> bool {
    byte <= 1
}

fn is_shifted(byte: u8) -> bool {
    (1..=3).contains(&byte)
}

fn is_nibbles(byte: u8) -> bool {
    (byte >> 1) & 0b111 <= 4
}

fn letter(e: &[u8]) -> bool {
    is_char(word(e, 0)) && is_shifted(e[4]) && is_bool(e[5]) && [0, 2, 5].contains(&e[6])
}

fn packed12(e: &[u8]) -> bool {
    word(e, 0) != 0 && is_shifted(e[4]) && is_bool(e[5]) && e[6] <= 3 && is_char(word(e, 8))
}

fn flags4(e: &[u8]) -> bool {
    e.iter().all(|&b| is_bool(b))
}

fn flags12(e: &[u8]) -> bool {
    e[..4].iter().all(|&b| is_bool(b)) && is_shifted(e[4]) && is_nibbles(e[5]) && e[8..].iter().all(|&b| is_bool(b))
}

fn tagged(e: &[u8]) -> bool {
    [0x0102_0304, 7, 0xFFFF_FFFF, 0x8000_0000].contains(&word(e, 0)) && is_shifted(e[4]) && is_bool(e[5])
}

fn ordered(e: &[u8]) -> bool {
    let tags = [0x0102_0304, 7, 0xFFFF_FFFF, 0x8000_0000];
    tags.contains(&u32::from_be_bytes(e[..4].try_into().unwrap()))
        && tags.contains(&u32::from_le_bytes(e[4..8].try_into().unwrap()))
        && is_shifted(e[8])
        && is_bool(e[9])
}

fn padded(e: &[u8]) -> bool {
    is_shifted(e[0]) && is_char(word(e, 4))
}

fn choice(e: &[u8]) -> bool {
    match e[0] {
        1 => is_char(word(e, 4)),
        3 => e[4..].iter().all(|&b| is_bool(b)),
        4 => is_shifted(e[4]) && e[5] <= 3,
        _ => false,
    }
}

fn empties(e: &[u8]) -> bool {
    e[..4].iter().all(|&b| is_bool(b)) && is_char(word(e, 4))
}

fn gone(e: &[u8]) -> bool {
    match e[0] {
        1 => is_char(word(e, 4)),
        3 => e[4..].iter().all(|&b| is_bool(b)),
        _ => false,
    }
}

fn unions(e: &[u8]) -> bool {
    let either = is_char(word(e, 0)) || e[..4].iter().all(|&b| is_bool(b));
    let short = is_char(word(e, 4));
    either && short && is_bool(e[8])
}

/// One kind of record: its size and alignment, one valid element, the
/// decoder of an element, its view of a slice, and the places of its
/// words worth setting whole.
struct Record<'a> {
    size: usize,
    align: usize,
    valid: &'a [u8],
    decode: fn(&[u8]) -> bool,
    view: fn(&[u8]) -> bool,
    words: &'static [usize],
}

/// Words worth setting whole: the ends of `char`'s ranges, 0, the tags of
/// `Wide` and their neighbours, in both orders, words of `bool`s.
const WORDS: [u32; 22] = [
    0,
    1,
    0x41,
    0xD7FF,
    0xD800,
    0xDFFF,
    0xE000,
    0x10_FFFF,
    0x11_0000,
    0x0102_0304,
    0x0102_0305,
    7,
    6,
    0xFFFF_FFFF,
    0xFFFF_FFFE,
    0x8000_0000,
    0x0101_0101,
    0x0100_0001,
    0x0201_0101,
    0x0403_0201,
    0x0700_0000,
    0x0000_0080,
];

/// The verdict the contract gives `bytes` as a slice of `record`s, where
/// the slice starts at `address`.
fn expected(record: &Record<'_>, address: usize, bytes: &[u8]) -> bool {
    address % record.align == 0 && bytes.len() % record.size == 0 && bytes.chunks(record.size).all(record.decode)
}

/// Every verdict of `record`'s views held to its decoder.
fn agree(record: &Record<'_>) {
    let size = record.size;
    assert!((record.decode)(record.valid), "the valid element is not valid");
    // Counts around a block of 64 bytes and a group of 256 elements, every
    // start in a word, and the bytes of a few counts set one by one, to
    // every value where the count is 1 or just past a group; under Miri,
    // which watches every access, fewer of each.
    let all: Vec<u8> = (0..=255).collect();
    let few: &[u8] = if cfg!(miri) {
        &[0, 1, 2, 4, 0x11, 0xD8, 0xFF]
    } else {
        &[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 0x10, 0x11, 0x7F, 0x80, 0xD8, 0xDF, 0xE0, 0xFE, 0xFF]
    };
    let (counts, shifts, extras, set, words): (&[usize], &[usize], usize, &[usize], &[u32]) = if cfg!(miri) {
        (&[0, 1, 3, 257], &[0, 3], 2, &[3], &[0, 0xD800, 0x11_0000, 0x0102_0304, 0xFFFF_FFFF, 0x0101_0101])
    } else {
        (
            &[0, 1, 2, 3, 15, 16, 17, 21, 64, 65, 255, 256, 257, 300, 512, 513],
            &[0, 1, 2, 3],
            4,
            &[1, 3, 17, 65, 257],
            &WORDS,
        )
    };
    let mut storage = vec![0u64; (size * 513 + 16) / 8 + 1];
    for &count in counts {
        // Starts at each offset within a word: an element of alignment 1
        // at each, one of alignment 4 refused at those not aligned.
        for &shift in shifts {
            let buffer = transmutable::as_mut_bytes(&mut storage[..]);
            let len = size * count;
            let bytes = &mut buffer[shift..shift + len + 3];
            for (index, byte) in bytes.iter_mut().enumerate() {
                *byte = record.valid[index % size];
            }
            let address = bytes.as_ptr() as usize;
            // Trailing bytes: no whole number of elements, or elements
            // before them by count.
            for extra in 0..extras {
                let whole = &bytes[..len + extra];
                assert_eq!((record.view)(whole), expected(record, address, whole), "{count} elements, {extra} more");
            }
            // Bytes set one by one in fewer counts (one element, a few in
            // no whole block, a block and one more, a group and one more),
            // from an aligned start and (alignment 1) from one past a word.
            if ![0, 3].contains(&shift) || (shift != 0 && record.align != 1) || !set.contains(&count) {
                continue;
            }
            // The elements whose bytes are set: the last, the first, the
            // last of the first group; under Miri, the last.
            let mut places = vec![count - 1];
            if !cfg!(miri) {
                places.extend([0, 255]);
            }
            places.retain(|&place| place < count);
            places.dedup();
            let values: &[u8] = if !cfg!(miri) && [1, 257].contains(&count) { &all } else { few };
            let bytes = &mut bytes[..len];
            for &place in &places {
                for offset in 0..size {
                    let at = place * size + offset;
                    let kept = bytes[at];
                    for &value in values {
                        bytes[at] = value;
                        assert_eq!(
                            (record.view)(bytes),
                            expected(record, address, bytes),
                            "{count} elements from {shift}, byte {offset} of element {place} set to {value:#x}"
                        );
                    }
                    bytes[at] = kept;
                }
                for &at in record.words {
                    let at = place * size + at;
                    let kept: [u8; 4] = bytes[at..at + 4].try_into().unwrap();
                    for &value in words {
                        bytes[at..at + 4].copy_from_slice(&value.to_ne_bytes());
                        assert_eq!(
                            (record.view)(bytes),
                            expected(record, address, bytes),
                            "{count} elements from {shift}, word {at} of element {place} set to {value:#x}"
                        );
                    }
                    bytes[at..at + 4].copy_from_slice(&kept);
                }
            }
        }
    }
}

/// `'A'` in the target's order.
const A: [u8; 4] = (b'A' as u32).to_ne_bytes();

#[test]
fn a_char_beside_bytes_in_a_word() {
    agree(&Record {
        size: 8,
        align: 4,
        valid: &[A[0], A[1], A[2], A[3], 2, 1, 5, 0xEE],
        decode: letter,
        view: |bytes| transmutable::try_ref_from_bytes::<[Letter]>(bytes).is_ok(),
        words: &[0, 4],
    });
}

#[test]
fn words_at_any_start_in_records_of_alignment_one() {
    const N: [u8; 4] = 0x0100_0000u32.to_ne_bytes();
    agree(&Record {
        size: 12,
        align: 1,
        valid: &[N[0], N[1], N[2], N[3], 3, 0, 3, 0xAB, A[0], A[1], A[2], A[3]],
        decode: packed12,
        view: |bytes| transmutable::try_ref_from_bytes::<[Packed12]>(bytes).is_ok(),
        words: &[0, 4, 8],
    });
}

#[test]
fn four_bools_in_a_word() {
    agree(&Record {
        size: 4,
        align: 1,
        valid: &[1, 0, 1, 1],
        decode: flags4,
        view: |bytes| transmutable::try_ref_from_bytes::<[Flags4]>(bytes).is_ok(),
        words: &[0],
    });
}

#[test]
fn runs_of_bools_and_bit_fields_in_twelve_bytes() {
    agree(&Record {
        size: 12,
        align: 1,
        valid: &[1, 0, 1, 1, 2, 0b1111_1001, 0xFF, 0x00, 0, 0, 1, 0],
        decode: flags12,
        view: |bytes| transmutable::try_ref_from_bytes::<[Flags12]>(bytes).is_ok(),
        words: &[0, 4, 8],
    });
}

#[test]
fn wide_tags_that_are_no_range() {
    const T: [u8; 4] = 0x8000_0000u32.to_ne_bytes();
    agree(&Record {
        size: 8,
        align: 4,
        valid: &[T[0], T[1], T[2], T[3], 1, 1, 0x12, 0x34],
        decode: tagged,
        view: |bytes| transmutable::try_ref_from_bytes::<[Tagged]>(bytes).is_ok(),
        words: &[0, 4],
    });
}

#[test]
fn wide_tags_in_a_fixed_order() {
    agree(&Record {
        size: 12,
        align: 1,
        valid: &[0xFF, 0xFF, 0xFF, 0xFF, 0x04, 0x03, 0x02, 0x01, 3, 1, 0xCD, 0xEF],
        decode: ordered,
        view: |bytes| transmutable::try_ref_from_bytes::<[Ordered]>(bytes).is_ok(),
        words: &[0, 4, 8],
    });
}

#[test]
fn padding_beside_a_checked_byte_in_one_word() {
    agree(&Record {
        size: 8,
        align: 4,
        valid: &[3, 0x99, 0xFF, 0xFF, A[0], A[1], A[2], A[3]],
        decode: padded,
        view: |bytes| transmutable::try_ref_from_bytes::<[Padded]>(bytes).is_ok(),
        words: &[0, 4],
    });
}

#[test]
fn variants_read_whatever_the_tag() {
    for valid in
        [[1, 0xAA, 0xBB, 0xCC, A[0], A[1], A[2], A[3]], [3, 0, 0, 0, 1, 1, 0, 1], [4, 9, 9, 9, 2, 3, 0xFF, 0xFF]]
    {
        agree(&Record {
            size: 8,
            align: 4,
            valid: &valid,
            decode: choice,
            view: |bytes| transmutable::try_ref_from_bytes::<[Choice]>(bytes).is_ok(),
            words: &[0, 4],
        });
    }
}

#[test]
fn unions_in_an_element() {
    agree(&Record {
        size: 12,
        align: 4,
        valid: &[1, 1, 0, 1, A[0], A[1], A[2], A[3], 1, 0x55, 0x55, 0x55],
        decode: unions,
        view: |bytes| transmutable::try_ref_from_bytes::<[Unions]>(bytes).is_ok(),
        words: &[0, 4],
    });
}

#[test]
fn arrays_of_no_bytes_beside_words() {
    agree(&Record {
        size: 8,
        align: 4,
        valid: &[0, 1, 1, 0, A[0], A[1], A[2], A[3]],
        decode: empties,
        view: |bytes| transmutable::try_ref_from_bytes::<[Empties]>(bytes).is_ok(),
        words: &[0, 4],
    });
    for valid in [[1, 0xAA, 0xBB, 0xCC, A[0], A[1], A[2], A[3]], [3, 0, 0, 0, 1, 1, 0, 1]] {
        agree(&Record {
            size: 8,
            align: 4,
            valid: &valid,
            decode: gone,
            view: |bytes| transmutable::try_ref_from_bytes::<[Gone]>(bytes).is_ok(),
            words: &[0, 4],
        });
    }
}

/// A header, then the elements: the tail is read from an offset of the
/// buffer that is no multiple of 4, and by count from a prefix or a
/// suffix.
#[derive(Layout)]
#[repr(C, packed)]
pub struct Message {
    pub level: Level,
    pub items: [Packed12],
}

#[test]
fn tails_after_a_header_and_views_by_count() {
    const N: [u8; 4] = 9u32.to_ne_bytes();
    let element = [N[0], N[1], N[2], N[3], 1, 1, 0, 0, A[0], A[1], A[2], A[3]];
    let counts: &[usize] = if cfg!(miri) { &[0, 1, 3] } else { &[0, 1, 2, 16, 255, 256, 257] };
    for &count in counts {
        let mut bytes = vec![2u8];
        for _ in 0..count {
            bytes.extend_from_slice(&element);
        }
        bytes.extend_from_slice(&[0xFF; 5]);
        let len = 1 + 12 * count;
        let valid = |bytes: &[u8]| bytes[0] <= 3 && bytes[1..len].chunks(12).all(packed12);
        let last = len.saturating_sub(1);
        for at in [0, 1, 4, 5, 8, 9, 11, last] {
            if at >= len {
                continue;
            }
            let kept = bytes[at];
            for value in [0, 1, 4, 0x11, 0xD8, 0xFF] {
                bytes[at] = value;
                let expected = valid(&bytes);
                let message = transmutable::try_ref_from_prefix_with_elems::<Message>(&bytes, count);
                assert_eq!(message.is_ok(), expected, "{count} elements, byte {at} set to {value:#x}");
                if let Ok((message, rest)) = message {
                    assert_eq!((message.items.len(), rest.len()), (count, 5));
                }
                let items = transmutable::try_ref_from_prefix_with_elems::<[Packed12]>(&bytes[1..], count);
                assert_eq!(items.is_ok(), bytes[1..len].chunks(12).all(packed12));
                let suffix = transmutable::try_ref_from_suffix_with_elems::<[Packed12]>(&bytes[..len], count);
                assert_eq!(suffix.is_ok(), bytes[1..len].chunks(12).all(packed12));
            }
            bytes[at] = kept;
        }
    }
}
