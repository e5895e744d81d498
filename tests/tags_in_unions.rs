//! Enums with fields inside a union's field, read by compiled plans in
//! every form that validates: one record at a time (`try_ref_from_bytes`,
//! `try_read_from_bytes`, a loop of `try_ref_from_prefix` as in
//! `benches/records.rs`) and slices (`try_ref_from_bytes::<[T]>`).
//!
//! One record at a time, such a plan runs each enum's check of its tags
//! after its variants' checks, and skips a union's later readings once an
//! earlier one passed; a slice of such records compares every check with
//! no branch, each variant's only under its tag. The variants here hold fields at the same places that
//! take different values (a `bool`, a `Kind`, the tag of an inner enum), in
//! two unions' fields with the same tag, so that a check run under the
//! wrong tag, or of the wrong reading, refuses a valid record or takes an
//! invalid one.
//!
//! Expected verdicts are written by hand from the contract (`BRIEF.md`: an
//! enum holds one of its tags and that variant's fields; a union of fields
//! that are not runs of bytes is valid when one of its fields is), and the
//! walk of the descriptions, the validator's oracle, is held to them too.
//! Run under Miri on x86_64 and s390x (big-endian), on fewer strings.

use transmutable::__private::{validate_bytes, validated_by_plan};
use transmutable::{Layout, Lifetime, TryCastError};

/// Three tags, one of them apart from the others.
#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum Kind {
    A = 1,
    B = 2,
    C = 7,
}

/// Two bytes: a tag, then a `bool` or a [`Kind`].
#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum Inner {
    Flag(bool) = 0,
    Kind(Kind) = 1,
}

/// Four bytes in every variant, whose fields take different values at the
/// same places, one variant holding an enum with fields, one no check.
#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum Command {
    Flag { on: bool, kind: Kind, any: u8 } = 1,
    Kind(Kind, bool, bool) = 2,
    Deep(Inner, bool) = 3,
    Skip([u8; 3]) = 5,
}

/// Four bytes, tag 2 as in [`Command`] with other fields under it.
#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum Other {
    Kind(bool, Kind, Kind) = 2,
    Wide([u8; 3]) = 9,
}

/// A command or a `char`.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union CommandOrChar {
    pub command: Command,
    pub letter: char,
}

/// Two enums whose tag 2 reads the next bytes each its own way.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union CommandOrOther {
    pub command: Command,
    pub other: Other,
}

/// A record holding a choice inside a choice inside a choice.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct Record {
    pub kind: Kind,
    pub urgent: bool,
    pub length: u16,
    pub input: CommandOrChar,
}

/// A record whose union's readings are both enums.
#[derive(Layout, Clone, Copy)]
#[repr(C, align(4))]
pub struct Twice {
    pub kind: Kind,
    pub urgent: bool,
    pub length: u16,
    pub input: CommandOrOther,
}

fn is_kind(byte: u8) -> bool {
    matches!(byte, 1 | 2 | 7)
}

/// [`Command`] by hand.
fn command(bytes: &[u8]) -> bool {
    let inner = |tag: u8, value: u8| match tag {
        0 => value < 2,
        1 => is_kind(value),
        _ => false,
    };
    match bytes[0] {
        1 => bytes[1] < 2 && is_kind(bytes[2]),
        2 => is_kind(bytes[1]) && bytes[2] < 2 && bytes[3] < 2,
        3 => inner(bytes[1], bytes[2]) && bytes[3] < 2,
        5 => true,
        _ => false,
    }
}

/// [`Other`] by hand.
fn other(bytes: &[u8]) -> bool {
    match bytes[0] {
        2 => bytes[1] < 2 && is_kind(bytes[2]) && is_kind(bytes[3]),
        9 => true,
        _ => false,
    }
}

fn letter(bytes: &[u8]) -> bool {
    char::from_u32(u32::from_ne_bytes([bytes[0], bytes[1], bytes[2], bytes[3]])).is_some()
}

/// [`Record`] by hand.
fn record(bytes: &[u8]) -> bool {
    is_kind(bytes[0]) && bytes[1] < 2 && (command(&bytes[4..]) || letter(&bytes[4..]))
}

/// [`Twice`] by hand.
fn twice(bytes: &[u8]) -> bool {
    is_kind(bytes[0]) && bytes[1] < 2 && (command(&bytes[4..]) || other(&bytes[4..]))
}

/// The values of the bytes in the unions: each field's edges, the tags of
/// both enums, bytes of a surrogate.
const VALUES: [u8; 11] = [0, 1, 2, 3, 5, 7, 8, 9, 0x80, 0xD8, 0xFF];

/// A small deterministic generator (xorshift), so that a failure repeats.
struct Random(u64);

impl Random {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}

/// Records of 8 bytes: the fields before the union valid or not, and
/// every union of [`VALUES`] (random ones under Miri).
fn strings() -> Vec<[u8; 8]> {
    let heads = [[1, 0, 0, 0], [7, 1, 0xFF, 3], [0, 0, 0, 0], [2, 2, 0, 0]];
    let mut strings = Vec::new();
    if cfg!(miri) {
        let mut random = Random(0x9E37_79B9_7F4A_7C15);
        for _ in 0..400 {
            let head = heads[random.next() as usize % 2];
            let union: [u8; 4] = core::array::from_fn(|_| VALUES[random.next() as usize % VALUES.len()]);
            strings.push([head[0], head[1], head[2], head[3], union[0], union[1], union[2], union[3]]);
        }
        return strings;
    }
    for head in heads {
        for index in 0..VALUES.len().pow(4) {
            let union: [u8; 4] = core::array::from_fn(|at| VALUES[index / VALUES.len().pow(at as u32) % VALUES.len()]);
            strings.push([head[0], head[1], head[2], head[3], union[0], union[1], union[2], union[3]]);
        }
    }
    strings
}

/// `records` back to back in a buffer aligned to 4.
fn aligned(records: &[[u8; 8]]) -> Vec<u32> {
    let mut buffer = vec![0u32; records.len() * 2];
    for (bytes, record) in transmutable::as_mut_bytes(&mut buffer[..]).chunks_exact_mut(8).zip(records) {
        bytes.copy_from_slice(record);
    }
    buffer
}

/// Every string, read alone in each form, gets the hand-written verdict,
/// and so does the walk; runs of strings read one after another (as the
/// bench does) stop at the first invalid one, and slices of them are
/// valid when every element is, with the error in the first invalid one.
fn held_to_the_hand<T: Layout + for<'l> Lifetime<'l>>(by_hand: fn(&[u8]) -> bool) {
    let name = std::any::type_name::<T>();
    assert_eq!(size_of::<T>(), 8, "{name}");
    assert!(validated_by_plan(T::DESCRIPTION), "{name}: walked, not planned");
    let strings = strings();
    let mut verdicts = [0usize; 2];
    for bytes in &strings {
        let expected = by_hand(bytes);
        verdicts[usize::from(expected)] += 1;
        let buffer = aligned(&[*bytes]);
        let in_place = transmutable::as_bytes(&buffer[..]);
        assert_eq!(validate_bytes(T::DESCRIPTION, in_place), expected, "{name} {bytes:02x?}: the walk");
        let viewed = transmutable::try_ref_from_bytes::<T>(in_place).is_ok();
        assert_eq!(viewed, expected, "{name} {bytes:02x?}: try_ref_from_bytes");
        let read = transmutable::try_read_from_bytes::<T>(in_place).is_ok();
        assert_eq!(read, expected, "{name} {bytes:02x?}: try_read_from_bytes");
        let prefix = transmutable::try_ref_from_prefix::<T>(in_place).is_ok();
        assert_eq!(prefix, expected, "{name} {bytes:02x?}: try_ref_from_prefix");
    }
    assert!(verdicts[0] > 0 && verdicts[1] > 0, "{name}: {verdicts:?}");
    // Runs of records: mostly valid ones, so that runs pass and fail.
    let valid: Vec<[u8; 8]> = strings.iter().copied().filter(|bytes| by_hand(bytes)).collect();
    let mut random = Random(0x2545_F491_4F6C_DD1D);
    let rounds = if cfg!(miri) { 20 } else { 3_000 };
    for round in 0..rounds {
        let count = [0, 1, 2, 3, 7, 8, 9, 16, 17, 64, 65][round % 11];
        let records: Vec<[u8; 8]> = (0..count)
            .map(|_| match random.next() % 8 {
                0 => strings[random.next() as usize % strings.len()],
                _ => valid[random.next() as usize % valid.len()],
            })
            .collect();
        let first_invalid = records.iter().position(|bytes| !by_hand(bytes));
        let buffer = aligned(&records);
        let bytes = transmutable::as_bytes(&buffer[..]);
        let (mut rest, mut read) = (bytes, 0);
        while let Ok((_, next)) = transmutable::try_ref_from_prefix::<T>(rest) {
            read += 1;
            rest = next;
        }
        assert_eq!(read, first_invalid.unwrap_or(count), "{name} {records:02x?}: records read one after another");
        match (transmutable::try_ref_from_bytes::<[T]>(bytes), first_invalid) {
            (Ok(view), None) => assert_eq!(view.len(), count),
            (Err(TryCastError::Validity(error)), Some(index)) => {
                assert_eq!(error.offset() / 8, index, "{name} {records:02x?}: the error's element");
            }
            (result, _) => panic!("{name} {records:02x?}: the slice view {:?}", result.map(<[T]>::len)),
        }
    }
}

#[test]
fn an_enum_beside_a_char_is_read_under_its_own_tag() {
    held_to_the_hand::<Record>(record);
}

#[test]
fn two_enums_in_a_union_are_each_read_under_their_own_tags() {
    held_to_the_hand::<Twice>(twice);
}
