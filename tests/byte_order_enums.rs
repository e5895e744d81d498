//! Enums stored in a fixed byte order (`byteorder::Enum`): every byte
//! string is checked against a naive model that reads the integer in that
//! order and looks it up among the discriminants (property tests), in
//! place at every offset of a buffer, and under Miri on a big-endian and a
//! 32-bit target (`scripts/miri.sh -- --test byte_order_enums`), where the
//! order the bytes are reversed in is the other one.

use core::num::NonZeroU16;

use proptest::prelude::*;
use transmutable::byteorder::{BigEndian, ByteOrder, Enum, LittleEndian, NetworkEndian, U16};
use transmutable::{Assume, Layout};

/// The classes of a DNS question, and the numbers a model reads them as.
#[derive(Layout, Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u16)]
pub enum Class {
    Internet = 1,
    Chaos = 3,
    Hesiod = 4,
    None = 254,
    Any = 255,
    Private = 0xFF00,
}

const CLASSES: [Class; 6] = [Class::Internet, Class::Chaos, Class::Hesiod, Class::None, Class::Any, Class::Private];

/// Tags of four bytes, a run of them crossing a high byte among them.
#[derive(Layout, Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u32)]
pub enum Wide {
    Low = 0x0000_00FE,
    Next = 0x0000_00FF,
    Carry = 0x0000_0100,
    High = 0x8000_0001,
}

const WIDES: [Wide; 4] = [Wide::Low, Wide::Next, Wide::Carry, Wide::High];

/// A signed tag, negative values among them.
#[derive(Layout, Clone, Copy, Debug, PartialEq, Eq)]
#[repr(i16)]
pub enum Signed {
    Minus = -2,
    Zero = 0,
    Plus = 0x0102,
}

const SIGNEDS: [Signed; 3] = [Signed::Minus, Signed::Zero, Signed::Plus];

/// The model: the value whose discriminant, written in the order `O`, is
/// `bytes`.
fn model<E: Copy, const N: usize>(values: &[E], bytes: [u8; N], big: bool, discriminant: fn(E) -> i128) -> Option<E> {
    let mut ordered = bytes;
    if !big {
        ordered.reverse();
    }
    let read = ordered.iter().fold(0u128, |value, &byte| value << 8 | u128::from(byte));
    values.iter().copied().find(|&value| discriminant(value) as u128 & (u128::MAX >> (128 - 8 * N)) == read)
}

fn class_model<O: ByteOrder>(bytes: [u8; 2]) -> Option<Class> {
    model(&CLASSES, bytes, O::IS_BIG_ENDIAN, |class| class as i128)
}

/// Any `N` bytes, or as often the bytes of one of `tags` in either order:
/// valid values are rare among all byte strings.
fn bytes_or_tags<const N: usize>(tags: Vec<u128>) -> impl Strategy<Value = [u8; N]> {
    let tag = (0..tags.len(), any::<bool>()).prop_map(move |(i, big)| {
        let mut bytes: [u8; N] = core::array::from_fn(|k| (tags[i] >> (8 * (N - 1 - k))) as u8);
        if !big {
            bytes.reverse();
        }
        bytes
    });
    prop_oneof![proptest::array::uniform(any::<u8>()), tag]
}

/// Checks `bytes` as an `Enum<E, O>` by value, in place and against the
/// model, and writes the value back.
macro_rules! check_against_model {
    ($values:expr, $type:ty, $order:ty, $bytes:expr, $width:literal) => {{
        let bytes: [u8; $width] = $bytes;
        let expected = model(&$values, bytes, <$order as ByteOrder>::IS_BIG_ENDIAN, |value| value as i128);
        let read = transmutable::try_transmute::<[u8; $width], Enum<$type, $order>>(bytes);
        prop_assert_eq!(read.as_ref().ok().map(|field| field.get()), expected);
        // In place, at an odd offset: alignment 1.
        let mut buffer = [0u8; $width + 1];
        buffer[1..].copy_from_slice(&bytes);
        let view = transmutable::try_ref_from_bytes::<Enum<$type, $order>>(&buffer[1..]);
        prop_assert_eq!(view.as_ref().ok().map(|field| field.get()), expected);
        match (expected, read) {
            (Some(value), Ok(field)) => {
                let written = Enum::<$type, $order>::new(value);
                prop_assert_eq!(written.as_bytes(), &bytes[..]);
                prop_assert_eq!(transmutable::transmute::<Enum<$type, $order>, [u8; $width]>(field), bytes);
            }
            (None, Err(error)) => prop_assert_eq!(error.into_source(), bytes),
            _ => unreachable!("compared above"),
        }
    }};
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: if cfg!(miri) { 8 } else { 1024 },
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    #[test]
    fn two_byte_tags_in_either_order(bytes in bytes_or_tags::<2>(CLASSES.iter().map(|&class| class as u128).collect())) {
        check_against_model!(CLASSES, Class, BigEndian, bytes, 2);
        check_against_model!(CLASSES, Class, LittleEndian, bytes, 2);
        check_against_model!(SIGNEDS, Signed, BigEndian, bytes, 2);
        check_against_model!(SIGNEDS, Signed, LittleEndian, bytes, 2);
    }

    #[test]
    fn four_byte_tags_in_either_order(bytes in bytes_or_tags::<4>(WIDES.iter().map(|&wide| wide as u128).collect())) {
        check_against_model!(WIDES, Wide, BigEndian, bytes, 4);
        check_against_model!(WIDES, Wide, LittleEndian, bytes, 4);
    }

    #[test]
    fn chars_and_non_zero_in_either_order(bytes in any::<[u8; 4]>()) {
        let big = transmutable::try_transmute::<[u8; 4], Enum<char, BigEndian>>(bytes).ok().map(Enum::get);
        prop_assert_eq!(big, char::from_u32(u32::from_be_bytes(bytes)));
        let little = transmutable::try_transmute::<[u8; 4], Enum<char, LittleEndian>>(bytes).ok().map(Enum::get);
        prop_assert_eq!(little, char::from_u32(u32::from_le_bytes(bytes)));
        let [a, b, ..] = bytes;
        let half = transmutable::try_transmute::<[u8; 2], Enum<NonZeroU16, BigEndian>>([a, b]).ok().map(Enum::get);
        prop_assert_eq!(half, NonZeroU16::new(u16::from_be_bytes([a, b])));
    }

    /// A struct of such fields is validated field by field, in place.
    #[test]
    fn fields_of_a_record(bytes in any::<[u8; 4]>()) {
        #[derive(Layout)]
        #[repr(C)]
        pub struct Question {
            pub query_type: U16<NetworkEndian>,
            pub class: Enum<Class, NetworkEndian>,
        }
        let [_, _, c, d] = bytes;
        let expected = class_model::<BigEndian>([c, d]);
        match transmutable::try_ref_from_bytes::<Question>(&bytes[..]) {
            Ok(question) => {
                prop_assert_eq!(Some(question.class.get()), expected);
                prop_assert_eq!(question.query_type.get(), u16::from_be_bytes([bytes[0], bytes[1]]));
            }
            Err(error) => {
                prop_assert!(expected.is_none());
                let message = error.to_string();
                prop_assert!(message.contains("bytes 2..4 (`Question.class`)"), "{}", message);
            }
        }
    }
}

#[test]
fn verdicts_of_the_engine() {
    // Every field is two initialized bytes, not every two bytes a field.
    assert!(transmutable::is_transmutable::<Enum<Class, BigEndian>, [u8; 2]>(Assume::NOTHING));
    assert!(!transmutable::is_transmutable::<[u8; 2], Enum<Class, BigEndian>>(Assume::NOTHING));
    assert!(transmutable::is_transmutable::<Enum<Class, BigEndian>, Enum<Class, BigEndian>>(Assume::NOTHING));
    // One order's tags are not the other's: 0x0001 is a class big-endian,
    // 0x0100 is not a class.
    assert!(!transmutable::is_transmutable::<Enum<Class, BigEndian>, Enum<Class, LittleEndian>>(Assume::NOTHING));
    assert!(transmutable::is_transmutable::<Enum<Class, BigEndian>, U16<BigEndian>>(Assume::NOTHING));
    // The target's own order is the enum's bytes, aligned to 1.
    #[cfg(target_endian = "little")]
    assert!(transmutable::is_transmutable::<Class, Enum<Class, LittleEndian>>(Assume::NOTHING));
    #[cfg(target_endian = "big")]
    assert!(transmutable::is_transmutable::<Class, Enum<Class, BigEndian>>(Assume::NOTHING));
    assert_eq!(<Enum<Class, BigEndian> as Layout>::DESCRIPTION.align(), 1);
    assert_eq!(<Enum<Class, BigEndian> as Layout>::DESCRIPTION.to_string(), "big_endian::Enum<Class>");
}

#[test]
fn explanations_read_the_integer_in_its_order() {
    let error = transmutable::try_transmute::<[u8; 2], Enum<Class, BigEndian>>([0x1c, 0x00]).unwrap_err();
    assert_eq!(
        error.to_string(),
        "the bytes are not a valid `big_endian::Enum<Class>`: bytes 0..2 hold 0x1c00, but only 1, 3..=4, 0xfe..=0xff, 0xff00 are valid there"
    );
    assert_eq!((error.integer(), error.value()), (Some(0x1c00), 0x1c));
    assert!(error.accepted().contains(0) && error.accepted().contains(0xff) && !error.accepted().contains(1));
    let error = transmutable::try_transmute::<[u8; 2], Enum<Class, LittleEndian>>([0x00, 0x1c]).unwrap_err();
    assert_eq!((error.integer(), error.value()), (Some(0x1c00), 0x00));
    let answer = transmutable::decide::<[u8; 2], Enum<Class, BigEndian>>(Assume::NOTHING).to_string();
    assert!(answer.contains("which accepts only 1, 3..=4, 0xfe..=0xff, 0xff00"), "{answer}");
}

#[test]
fn values_compare_hash_and_print_as_the_enum() {
    use std::collections::HashSet;
    let field = Enum::<Class, NetworkEndian>::new(Class::Chaos);
    assert_eq!(field, Class::Chaos);
    assert_eq!(format!("{field:?}"), "Chaos");
    let set: HashSet<_> = [field, Class::Chaos.into(), Class::Any.into()].into_iter().collect();
    assert_eq!(set.len(), 2);
    let mut changed = field;
    changed.set(Class::Any);
    assert_eq!(changed.as_bytes(), [0, 255]);
}
