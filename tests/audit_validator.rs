//! The compiled validator against models written from the contract: each
//! type's valid values are listed here by hand (`char`'s two ranges, a
//! `NonZero`'s non-zero, an enum's tags, a `bool`'s 0 and 1), and every
//! checked entry point (`try_transmute`, `try_read_from_bytes`, a view,
//! a slice view at every offset of a buffer, of odd lengths) must agree
//! with the model on every byte string tried. The plans pick a form per
//! set of values (a range, a bit mask, a set, integer ranges, ranges
//! around a hole, byte patterns past eight ranges): the types below reach
//! each. Under Miri, on a 32-bit and a big-endian target too, with fewer
//! strings.

use core::mem::{offset_of, size_of};
use core::num::{NonZeroU16, NonZeroU64};

use transmutable::byteorder::{BigEndian, Enum, LittleEndian};
use transmutable::{Layout, TryCastError};

/// Tags within 64 of the first, no range: a bit mask.
#[derive(Layout, Clone, Copy, Debug, PartialEq)]
#[repr(u8)]
pub enum Sparse {
    A = 0,
    B = 2,
    C = 5,
    D = 63,
}

/// Tags spread wider than 64: a set.
#[derive(Layout, Clone, Copy, Debug, PartialEq)]
#[repr(u8)]
pub enum Spread {
    A = 1,
    B = 100,
    C = 200,
    D = 255,
}

/// One range that does not start at zero.
#[derive(Layout, Clone, Copy, Debug, PartialEq)]
#[repr(u8)]
pub enum Middle {
    A = 3,
    B = 4,
    C = 5,
    D = 6,
}

/// Two ranges of a `u16` around an aligned hole (`0..=5`, `8..=15`), which
/// the plan compares as one range after flipping bits.
#[derive(Layout, Clone, Copy, Debug, PartialEq)]
#[repr(u16)]
#[rustfmt::skip]
pub enum Holed { V0 = 0, V1, V2, V3, V4, V5, V8 = 8, V9, V10, V11, V12, V13, V14, V15 }

/// Two ranges of a `u32` whose hole is not aligned (`0..=2`, `4..=7`).
#[derive(Layout, Clone, Copy, Debug, PartialEq)]
#[repr(u32)]
#[rustfmt::skip]
pub enum Unaligned { V0 = 0, V1, V2, V4 = 4, V5, V6, V7 }

/// Nine single values: more ranges than the plan compares, so byte patterns.
#[derive(Layout, Clone, Copy, Debug, PartialEq)]
#[repr(u16)]
#[rustfmt::skip]
pub enum Nine { V0 = 0, V2 = 2, V4 = 4, V6 = 6, V8 = 8, V10 = 10, V12 = 12, V14 = 14, V256 = 256 }

/// Negative tags of a signed `i16`: `-2` and `-1` are `0xFFFE`, `0xFFFF`.
#[derive(Layout, Clone, Copy, Debug, PartialEq)]
#[repr(i16)]
pub enum Signed {
    MinusTwo = -2,
    MinusOne = -1,
    Zero = 0,
    Big = 0x7FFF,
}

/// Every constrained kind in one record, with padding between.
#[derive(Layout, Clone, Copy, Debug)]
#[repr(C)]
pub struct Record {
    pub flag: bool,
    pub letter: char,
    pub flags: [bool; 9],
    pub count: NonZeroU16,
    pub sparse: Sparse,
    pub holed: Holed,
    pub wide: NonZeroU64,
}

fn ne16(bytes: &[u8]) -> u16 {
    u16::from_ne_bytes([bytes[0], bytes[1]])
}

fn ne32(bytes: &[u8]) -> u32 {
    u32::from_ne_bytes(bytes[..4].try_into().unwrap())
}

fn model_bool(bytes: &[u8]) -> bool {
    bytes[0] <= 1
}
fn model_char(bytes: &[u8]) -> bool {
    char::from_u32(ne32(bytes)).is_some()
}
fn model_non_zero_u16(bytes: &[u8]) -> bool {
    ne16(bytes) != 0
}
fn model_non_zero_u64(bytes: &[u8]) -> bool {
    bytes[..8].iter().any(|&byte| byte != 0)
}
fn model_sparse(bytes: &[u8]) -> bool {
    [0, 2, 5, 63].contains(&bytes[0])
}
fn model_spread(bytes: &[u8]) -> bool {
    [1, 100, 200, 255].contains(&bytes[0])
}
fn model_middle(bytes: &[u8]) -> bool {
    (3..=6).contains(&bytes[0])
}
fn model_holed(bytes: &[u8]) -> bool {
    let value = ne16(bytes);
    value <= 5 || (8..=15).contains(&value)
}
fn model_unaligned(bytes: &[u8]) -> bool {
    let value = ne32(bytes);
    value <= 2 || (4..=7).contains(&value)
}
fn model_nine(bytes: &[u8]) -> bool {
    [0, 2, 4, 6, 8, 10, 12, 14, 256].contains(&ne16(bytes))
}
fn model_signed(bytes: &[u8]) -> bool {
    [-2, -1, 0, 0x7FFF].contains(&(ne16(bytes) as i16))
}
fn model_bools<const N: usize>(bytes: &[u8]) -> bool {
    bytes[..N].iter().all(|&byte| byte <= 1)
}
fn model_big_endian_signed(bytes: &[u8]) -> bool {
    [-2, -1, 0, 0x7FFF].contains(&i16::from_be_bytes([bytes[0], bytes[1]]))
}
fn model_little_endian_holed(bytes: &[u8]) -> bool {
    let value = u16::from_le_bytes([bytes[0], bytes[1]]);
    value <= 5 || (8..=15).contains(&value)
}
fn model_record(bytes: &[u8]) -> bool {
    model_bool(&bytes[offset_of!(Record, flag)..])
        && model_char(&bytes[offset_of!(Record, letter)..])
        && model_bools::<9>(&bytes[offset_of!(Record, flags)..])
        && model_non_zero_u16(&bytes[offset_of!(Record, count)..])
        && model_sparse(&bytes[offset_of!(Record, sparse)..])
        && model_holed(&bytes[offset_of!(Record, holed)..])
        && model_non_zero_u64(&bytes[offset_of!(Record, wide)..])
}

/// A small deterministic generator: the same strings on every target.
struct Strings(u64);

impl Strings {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    /// A string of `size` bytes: all zeros, mostly zeros with a few ones
    /// (valid for most types, so that long records are valid too), or
    /// bytes of [`byte`](Self::byte).
    fn string(&mut self, size: usize) -> Vec<u8> {
        match self.next() % 4 {
            0 => vec![0; size],
            1 => (0..size).map(|_| u8::from(self.next() % 8 == 0)).collect(),
            _ => (0..size).map(|_| self.byte()).collect(),
        }
    }

    /// A byte, most often one a model cares about (small, or near a
    /// boundary), else any.
    fn byte(&mut self) -> u8 {
        let pick = self.next();
        match pick % 8 {
            0..=2 => (pick >> 8) as u8 % 3,
            3 => [0xD7, 0xD8, 0xDF, 0xE0, 0x10, 0x11, 0xFF, 0x7F, 0x80, 0x3F, 0x40][(pick >> 8) as usize % 11],
            4 => (pick >> 8) as u8 % 17,
            _ => (pick >> 8) as u8,
        }
    }
}

#[cfg(not(miri))]
const STRINGS: usize = 20_000;
#[cfg(miri)]
const STRINGS: usize = 150;

/// Every entry point against `model`, on `STRINGS` strings of `T`'s size
/// and on slices of `elements` of them at every offset of a buffer.
fn agree<T: Layout + Copy>(model: fn(&[u8]) -> bool, seed: u64) {
    let size = size_of::<T>();
    let mut strings = Strings(seed);
    let mut tally = [0usize; 2];
    for round in 0..STRINGS {
        let mut bytes = strings.string(size);
        // A one-byte type is tried at every value first.
        if size == 1 && round < 256 {
            bytes[0] = round as u8;
        }
        let valid = model(&bytes);
        tally[usize::from(valid)] += 1;
        assert_eq!(T::try_read_from_bytes(&bytes).is_ok(), valid, "{} {bytes:?}", core::any::type_name::<T>());
        // In place, at every offset: a misaligned view is refused for its
        // address, an aligned one for its bytes only.
        let mut buffer = vec![0u8; size + 16];
        for start in 0..8 {
            buffer[start..start + size].copy_from_slice(&bytes);
            let place = &buffer[start..start + size];
            match T::try_ref_from_bytes(place) {
                Ok(_) => assert!(valid, "{} {bytes:?} at {start}", core::any::type_name::<T>()),
                Err(TryCastError::Validity(_)) => assert!(!valid, "{} {bytes:?}", core::any::type_name::<T>()),
                Err(TryCastError::Alignment(_)) => {
                    assert_ne!(place.as_ptr() as usize % core::mem::align_of::<T>(), 0)
                }
                Err(TryCastError::Size(_)) => panic!("size"),
            }
        }
    }
    assert!(tally[0] > 0 && tally[1] > 0, "{}: {tally:?}", core::any::type_name::<T>());
    // Slices of 1, 3, 7 and 8 elements, one of them (or none) invalid, at
    // every offset of a buffer.
    for elements in [1usize, 3, 7, 8] {
        for _ in 0..(STRINGS / 40).max(4) {
            let mut values: Vec<Vec<u8>> = Vec::new();
            while values.len() < elements {
                let bytes = strings.string(size);
                if model(&bytes) || strings.next() % (2 * elements as u64) == 0 {
                    values.push(bytes);
                }
            }
            let valid = values.iter().all(|bytes| model(bytes));
            let flat: Vec<u8> = values.concat();
            let mut buffer = vec![0u8; flat.len() + 16];
            for start in 0..8 {
                buffer[start..start + flat.len()].copy_from_slice(&flat);
                let place = &buffer[start..start + flat.len()];
                match <[T]>::try_ref_from_bytes(place) {
                    Ok(slice) => {
                        assert!(valid, "{} {values:?}", core::any::type_name::<T>());
                        assert_eq!(slice.len(), elements);
                    }
                    Err(TryCastError::Validity(_)) => assert!(!valid, "{} {values:?}", core::any::type_name::<T>()),
                    Err(TryCastError::Alignment(_)) => {
                        assert_ne!(place.as_ptr() as usize % core::mem::align_of::<T>(), 0)
                    }
                    Err(TryCastError::Size(_)) => panic!("size"),
                }
            }
        }
    }
}

#[test]
fn bytes_in_ranges_masks_and_sets() {
    agree::<bool>(model_bool, 1);
    agree::<Sparse>(model_sparse, 2);
    agree::<Spread>(model_spread, 3);
    agree::<Middle>(model_middle, 4);
}

#[test]
fn runs_of_bools_of_odd_lengths() {
    agree::<[bool; 7]>(model_bools::<7>, 5);
    agree::<[bool; 8]>(model_bools::<8>, 6);
    agree::<[bool; 13]>(model_bools::<13>, 7);
    agree::<[bool; 17]>(model_bools::<17>, 8);
}

#[test]
fn integers_in_ranges() {
    agree::<char>(model_char, 9);
    agree::<NonZeroU16>(model_non_zero_u16, 10);
    agree::<NonZeroU64>(model_non_zero_u64, 11);
    agree::<Holed>(model_holed, 12);
    agree::<Unaligned>(model_unaligned, 13);
    agree::<Nine>(model_nine, 14);
    agree::<Signed>(model_signed, 15);
}

#[test]
fn tags_in_the_other_byte_order() {
    agree::<Enum<Signed, BigEndian>>(model_big_endian_signed, 16);
    agree::<Enum<Holed, LittleEndian>>(model_little_endian_holed, 17);
}

#[test]
fn a_record_of_every_kind() {
    agree::<Record>(model_record, 18);
}

/// `try_transmute` reads a value's bytes, not a buffer's: the same verdicts.
#[test]
fn by_value() {
    let mut strings = Strings(19);
    for _ in 0..STRINGS {
        let word = (strings.next() as u32) & if strings.next() % 2 == 0 { 0x1F_FFFF } else { u32::MAX };
        let bytes = word.to_ne_bytes();
        assert_eq!(transmutable::try_transmute::<u32, char>(word).is_ok(), model_char(&bytes), "{word:#x}");
        assert_eq!(transmutable::try_transmute::<[u8; 4], Unaligned>(bytes).is_ok(), model_unaligned(&bytes));
        let half = [bytes[0] % 20, bytes[1] % 2];
        assert_eq!(transmutable::try_transmute::<[u8; 2], Holed>(half).is_ok(), model_holed(&half), "{half:?}");
        assert_eq!(transmutable::try_transmute::<[u8; 2], Nine>(half).is_ok(), model_nine(&half), "{half:?}");
    }
}
