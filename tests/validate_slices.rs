//! Run-time validation of slices against a check written out by hand:
//! every byte of buffers of many lengths set to every value, so that both
//! the block-wise check and the element-wise one meet each kind of
//! constraint at each place in a block and in the remainder.

use transmutable::Layout;

#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum Kind {
    Insert = 0,
    Update = 1,
    Delete = 2,
}

#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum Level {
    Debug = 0,
    Info = 1,
    Warning = 2,
    Error = 3,
}

/// Tags that do not start at 0.
#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum Shifted {
    One = 1,
    Two = 2,
    Three = 3,
}

/// Tags that are not a range.
#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum Sparse {
    Zero = 0,
    Two = 2,
    Five = 5,
}

/// 8 bytes: whole elements fill a block.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct Record {
    pub kind: Kind,
    pub flag: bool,
    pub level: Level,
    pub pad: u8,
    pub value: u32,
}

/// 2 bytes, with a range that does not start at 0.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct Pair {
    pub tag: Shifted,
    pub flag: bool,
}

/// 3 bytes: elements straddle blocks.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct Triple {
    pub tag: Shifted,
    pub free: u8,
    pub flag: bool,
}

/// 4 bytes, with a set that is not a range.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct Gappy {
    pub tag: Sparse,
    pub free: [u8; 3],
}

/// A header before the elements.
#[derive(Layout)]
#[repr(C)]
pub struct Packet {
    pub kind: Kind,
    pub count: u8,
    pub items: [Pair],
}

/// Whether `bytes` are valid elements of `size` bytes, each checked by
/// `element`.
fn by_hand(bytes: &[u8], size: usize, element: impl Fn(&[u8]) -> bool) -> bool {
    bytes.chunks_exact(size).all(element)
}

/// Checks `check` against `oracle` on buffers of `size`-byte elements:
/// valid ones, and each byte of each set to each of `values`.
fn agree(size: usize, valid_fill: &[u8], check: impl Fn(&[u8]) -> bool, oracle: impl Fn(&[u8]) -> bool) {
    // Lengths around one 64-byte block, and past the blocks checked
    // together between early exits (four: 256 bytes): one such group and
    // a block and an element after it, and two groups and three blocks.
    let groups = [256 / size, 256 / size + 1, (256 + 64) / size + 1, (512 + 192) / size + 1];
    // Under Miri, which watches every access: fewer lengths and bytes,
    // and the values that are valid somewhere and the extremes.
    let (counts, values): (Vec<usize>, &[u8]) = if cfg!(miri) {
        ([0, 1, 9, 22, groups[2]].into(), &[0, 2, 5, 0xFF])
    } else {
        ([&[0, 1, 7, 8, 9, 21, 22, 31, 32, 33, 64][..], &groups].concat(), &[0, 1, 2, 3, 4, 5, 6, 0x7F, 0x80, 0xFF])
    };
    let mut words = vec![0u64; (size * counts.iter().max().unwrap_or(&0)).div_ceil(8)];
    for elements in counts {
        let len = size * elements;
        let bytes = &mut transmutable::as_mut_bytes(&mut words[..])[..len];
        for (index, byte) in bytes.iter_mut().enumerate() {
            *byte = valid_fill[index % valid_fill.len()];
        }
        assert!(oracle(bytes), "the valid fill is not valid");
        assert!(check(bytes), "{elements} valid elements refused");
        // Every byte, or under Miri those of the first and last elements
        // and of each block's first and last.
        let some = |at: usize| at < size || len - at <= size || at % 64 < 2 || at % 64 > 61;
        for at in (0..len).filter(|&at| !cfg!(miri) || some(at)) {
            let kept = bytes[at];
            for &value in values {
                bytes[at] = value;
                assert_eq!(check(bytes), oracle(bytes), "{elements} elements, byte {at} set to {value}");
            }
            bytes[at] = kept;
        }
    }
}

#[test]
fn records_fill_blocks() {
    agree(
        8,
        &[2, 1, 3, 9, 1, 2, 3, 4, 0, 0, 0, 0, 0xFF, 0xFF, 0xFF, 0xFF],
        |bytes| transmutable::try_ref_from_bytes::<[Record]>(bytes).is_ok(),
        |bytes| by_hand(bytes, 8, |record| record[0] < 3 && record[1] < 2 && record[2] < 4),
    );
}

#[test]
fn ranges_that_do_not_start_at_zero() {
    agree(
        2,
        &[1, 0, 3, 1, 2, 1],
        |bytes| transmutable::try_ref_from_bytes::<[Pair]>(bytes).is_ok(),
        |bytes| by_hand(bytes, 2, |pair| (1..=3).contains(&pair[0]) && pair[1] < 2),
    );
}

#[test]
fn elements_that_straddle_blocks() {
    agree(
        3,
        &[1, 0xAA, 0, 3, 0x55, 1],
        |bytes| transmutable::try_ref_from_bytes::<[Triple]>(bytes).is_ok(),
        |bytes| by_hand(bytes, 3, |triple| (1..=3).contains(&triple[0]) && triple[2] < 2),
    );
}

#[test]
fn sets_that_are_not_ranges() {
    agree(
        4,
        &[5, 1, 2, 3, 0, 9, 9, 9, 2, 0, 0, 0],
        |bytes| transmutable::try_ref_from_bytes::<[Gappy]>(bytes).is_ok(),
        |bytes| by_hand(bytes, 4, |gappy| [0, 2, 5].contains(&gappy[0])),
    );
}

#[test]
fn bools() {
    agree(
        1,
        &[0, 1, 1],
        |bytes| transmutable::try_ref_from_bytes::<[bool]>(bytes).is_ok(),
        |bytes| by_hand(bytes, 1, |flag| flag[0] < 2),
    );
}

#[test]
fn elements_after_a_header() {
    let valid = |bytes: &[u8]| {
        bytes.len() >= 2 && bytes[0] < 3 && by_hand(&bytes[2..], 2, |pair| (1..=3).contains(&pair[0]) && pair[1] < 2)
    };
    let mut words = vec![0u64; 32];
    let counts: &[usize] = if cfg!(miri) { &[0, 1, 33] } else { &[0, 1, 31, 32, 33, 100] };
    for &pairs in counts {
        let len = 2 + 2 * pairs;
        let bytes = &mut transmutable::as_mut_bytes(&mut words[..])[..len];
        bytes[0] = 2;
        bytes[1] = pairs as u8;
        for pair in bytes[2..].chunks_exact_mut(2) {
            pair.copy_from_slice(&[3, 1]);
        }
        assert!(transmutable::try_ref_from_bytes::<Packet>(bytes).is_ok());
        for at in 0..len {
            let kept = bytes[at];
            for value in [0, 1, 2, 3, 4, 0xFF] {
                bytes[at] = value;
                assert_eq!(
                    transmutable::try_ref_from_bytes::<Packet>(bytes).is_ok(),
                    valid(bytes),
                    "{pairs} pairs, byte {at} = {value}"
                );
            }
            bytes[at] = kept;
        }
    }
}

#[test]
fn the_error_names_the_first_invalid_element() {
    let mut words = vec![0u64; 40];
    let bytes = transmutable::as_mut_bytes(&mut words[..]);
    bytes[8 * 37 + 2] = 4;
    bytes[8 * 38] = 9;
    let Err(error) = transmutable::try_ref_from_bytes::<[Record]>(bytes) else { panic!("invalid records accepted") };
    match error {
        transmutable::TryCastError::Validity(error) => {
            assert_eq!(error.offset(), 8 * 37 + 2);
            assert_eq!(error.value(), 4);
        }
        _ => panic!("not a validity error: {error}"),
    }
}

/// Four scattered values of a `u16`, no range and more than 64 apart.
#[derive(Layout, Clone, Copy)]
#[repr(u16)]
pub enum EtherType {
    Ipv4 = 0x0800,
    Arp = 0x0806,
    Vlan = 0x8100,
    Ipv6 = 0x86DD,
}

/// 4 bytes: a big-endian tag compared as an integer, and a free length.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct Frame {
    pub ether_type: transmutable::byteorder::Enum<EtherType, transmutable::byteorder::BigEndian>,
    pub length: transmutable::byteorder::U16<transmutable::byteorder::BigEndian>,
}

/// 16 bytes: a `char` (an integer around a hole), a wide enum's scattered
/// tags in the target's order, and a `NonZeroU64`.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct Wide {
    pub letter: char,
    pub ether_type: EtherType,
    pub free: u16,
    pub count: core::num::NonZeroU64,
}

/// Checks `check` against `oracle` on buffers of `size`-byte elements, as
/// many as fill whole groups of elements checked together and the
/// elements after them: valid ones, and each byte of elements spread over
/// the buffer set to each of `values`.
fn agree_long(size: usize, valid: &[u8], values: &[u8], check: impl Fn(&[u8]) -> bool, oracle: impl Fn(&[u8]) -> bool) {
    // Under Miri, which watches every access: a few elements, and the
    // first values only (those that make an element invalid, then valid
    // again).
    let (counts, values): (&[usize], &[u8]) = if cfg!(miri) {
        (&[0, 2, 5], &values[..values.len().min(3)])
    } else {
        (&[0, 1, 15, 16, 17, 255, 256, 257, 300, 512, 531], values)
    };
    let most = counts.iter().max().unwrap_or(&0);
    let mut words = vec![0u64; (most * size).div_ceil(8)];
    for &elements in counts {
        let len = size * elements;
        let bytes = &mut transmutable::as_mut_bytes(&mut words[..])[..len];
        for (index, byte) in bytes.iter_mut().enumerate() {
            *byte = valid[index % valid.len()];
        }
        assert!(oracle(bytes), "the valid fill is not valid");
        assert!(check(bytes), "{elements} valid elements refused");
        // The first and last elements, those around each group of 256,
        // and a spread of others: every lane of a vector compare.
        let spread = (0..elements).filter(|&element| {
            element < 18
                || elements - element <= 18
                || (element % 256) < 2
                || (element % 256) > 253
                || element % 37 == 0
        });
        for element in spread {
            for at in element * size..(element + 1) * size {
                let kept = bytes[at];
                for &value in values {
                    bytes[at] = value;
                    assert_eq!(check(bytes), oracle(bytes), "{elements} elements, byte {at} set to {value:#x}");
                }
                bytes[at] = kept;
            }
        }
    }
}

/// The bytes of the tags of `EtherType`, and others near them.
const TAG_BYTES: [u8; 10] = [0x00, 0x08, 0x86, 0x01, 0x06, 0x07, 0x80, 0x81, 0xDD, 0xFF];

#[test]
fn big_endian_integers_in_slices() {
    agree_long(
        4,
        &[0x08, 0x00, 0x12, 0x34, 0x08, 0x06, 0, 0, 0x81, 0x00, 0xFF, 0xFF, 0x86, 0xDD, 1, 2],
        &TAG_BYTES,
        |bytes| transmutable::try_ref_from_bytes::<[Frame]>(bytes).is_ok(),
        |bytes| {
            by_hand(bytes, 4, |frame| {
                [0x0800, 0x0806, 0x8100, 0x86DD].contains(&u16::from_be_bytes([frame[0], frame[1]]))
            })
        },
    );
}

#[test]
fn wide_integers_in_slices() {
    let mut valid = Vec::new();
    for (letter, tag, count) in
        [('a', 0x0800u16, 1u64), ('\u{10FFFF}', 0x86DD, u64::MAX), ('\u{D7FF}', 0x8100, 1 << 56)]
    {
        valid.extend_from_slice(&u32::from(letter).to_ne_bytes());
        valid.extend_from_slice(&tag.to_ne_bytes());
        valid.extend_from_slice(&[0xAA, 0x55]);
        valid.extend_from_slice(&count.to_ne_bytes());
    }
    let oracle = |wide: &[u8]| {
        let letter = u32::from_ne_bytes([wide[0], wide[1], wide[2], wide[3]]);
        let tag = u16::from_ne_bytes([wide[4], wide[5]]);
        let count = u64::from_ne_bytes([wide[8], wide[9], wide[10], wide[11], wide[12], wide[13], wide[14], wide[15]]);
        char::from_u32(letter).is_some() && [0x0800, 0x0806, 0x8100, 0x86DD].contains(&tag) && count != 0
    };
    agree_long(
        16,
        &valid,
        &[0x00, 0xD8, 0x11, 0x01, 0x06, 0x08, 0x10, 0x81, 0xDD, 0xFF],
        |bytes| transmutable::try_ref_from_bytes::<[Wide]>(bytes).is_ok(),
        |bytes| by_hand(bytes, 16, oracle),
    );
}

/// A fieldless enum inside a variant of [`Event`].
#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum Inner {
    Flag(bool) = 0,
    Level(Level) = 3,
}

/// 3 bytes: an enum with fields, whose variants' checks count only under
/// their tags, one of them an enum with fields itself.
#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum Event {
    Idle = 0,
    Key { pressed: bool, kind: Kind } = 1,
    Move(i8, i8) = 2,
    Nested(Inner) = 5,
}

/// The elements of a slice compare a variant's fields whatever the tag
/// and keep the verdict only under it: the fields of other variants, and
/// tags that are none, must not change the verdict.
#[test]
fn enums_with_fields_in_slices() {
    let oracle = |event: &[u8]| match event[0] {
        0 | 2 => true,
        1 => event[1] < 2 && event[2] < 3,
        5 => match event[1] {
            0 => event[2] < 2,
            3 => event[2] < 4,
            _ => false,
        },
        _ => false,
    };
    agree_long(
        3,
        &[1, 1, 2, 0, 9, 9, 2, 0x80, 0x7F, 5, 3, 3, 5, 0, 1],
        &[0, 1, 2, 3, 4, 5, 6, 0x7F, 0xFF],
        |bytes| transmutable::try_ref_from_bytes::<[Event]>(bytes).is_ok(),
        |bytes| by_hand(bytes, 3, oracle),
    );
}

/// A `char` or four `bool`s: fields that do not mix.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union Value {
    pub letter: char,
    pub flags: [bool; 4],
}

/// A command: a tag, then what its variant holds, four bytes in each.
#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum Command {
    Key { pressed: bool, kind: Kind, sparse: Sparse } = 1,
    Move(i8, i8, i8) = 2,
}

/// A command or a `char`: an enum with fields inside a union.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union Input {
    pub command: Command,
    pub letter: char,
}

/// 12 bytes, three words, with unions: a slice's elements are read word
/// by word, each byte out of the word that holds it. Each place of the
/// first word takes a set of its own, and so do the places of the third
/// under `Key`'s tag (one not a range), so that a byte read from another
/// place of its word, or from the word beside it, changes a verdict.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct Placed {
    pub kind: Kind,
    pub flag: bool,
    pub level: Level,
    pub shifted: Shifted,
    pub value: Value,
    pub input: Input,
}

#[test]
fn elements_read_in_words_read_each_byte_at_its_place() {
    let oracle = |placed: &[u8]| {
        let word = |at: usize| u32::from_ne_bytes([placed[at], placed[at + 1], placed[at + 2], placed[at + 3]]);
        let value = char::from_u32(word(4)).is_some() || placed[4..8].iter().all(|&byte| byte < 2);
        let command = match placed[8] {
            1 => placed[9] < 2 && placed[10] < 3 && [0, 2, 5].contains(&placed[11]),
            2 => true,
            _ => false,
        };
        let input = command || char::from_u32(word(8)).is_some();
        placed[0] < 3 && placed[1] < 2 && placed[2] < 4 && (1..=3).contains(&placed[3]) && value && input
    };
    let mut valid = Vec::new();
    for (first, value, input) in [
        ([2, 1, 3, 1], u32::from('a').to_ne_bytes(), [1, 1, 2, 5]),
        ([0, 0, 0, 3], [1, 0, 1, 1], [2, 0xFF, 0x80, 7]),
        ([1, 0, 2, 2], u32::from('\u{10FFFF}').to_ne_bytes(), u32::from('\u{E000}').to_ne_bytes()),
    ] {
        valid.extend_from_slice(&first);
        valid.extend_from_slice(&value);
        valid.extend_from_slice(&input);
    }
    agree_long(
        12,
        &valid,
        &[4, 0, 1, 2, 3, 5, 0x10, 0x7F, 0xD8, 0xFF],
        |bytes| transmutable::try_ref_from_bytes::<[Placed]>(bytes).is_ok(),
        |bytes| by_hand(bytes, 12, oracle),
    );
}
