//! `try_transmute` on fuzzed values: byte arrays and integers into enums,
//! a union, `char`, `NonZeroU32`, structs with `bool`s and enums (one in the
//! compiler's field order), arrays of enums with padding, and enums and
//! `char`s stored in a fixed byte order (`byteorder::Enum`), which must
//! also be what the integer read in that order names.
//!
//! The input's first eight bytes (zeros where it is shorter) are the
//! sources. Each call must agree with `try_read_from_bytes` on the same
//! bytes; a success must hold the source's bytes, and a failure must name a
//! byte inside the value, with the value it holds, and give the source back.
#![no_main]

use std::fmt::Debug;
use std::mem::size_of;
use std::num::NonZeroU32;

use libfuzzer_sys::fuzz_target;
use transmutable::byteorder::{BigEndian, Enum, LittleEndian};
use transmutable::Layout;
use transmutable_fuzz::{Either, Kind, Loose, Measurement, Message, Op, Record, Subject, Wide};

fn check<Src, Dst>(src: Src)
where
    Src: Layout + transmutable::Lifetime<'static> + Copy + PartialEq + Debug,
    Dst: Subject + transmutable::Lifetime<'static>,
{
    let name = std::any::type_name::<Dst>();
    let source = transmutable::as_bytes(&src).to_vec();
    let bytes = &source[..size_of::<Dst>()];
    let read = transmutable::try_read_from_bytes::<Dst>(bytes).is_ok();
    match transmutable::try_transmute::<Src, Dst>(src) {
        Ok(value) => {
            assert!(read, "{src:?} into `{name}`: `try_transmute` accepts what `try_read_from_bytes` refuses");
            if let Some(value) = Dst::bytes(&value) {
                assert_eq!(value, bytes, "{src:?} into `{name}`: the value is not the source's bytes");
            }
        }
        Err(error) => {
            assert!(!read, "{src:?} into `{name}`: `try_transmute` refuses what `try_read_from_bytes` accepts");
            let (offset, value) = (error.offset(), error.value());
            assert!(offset < bytes.len(), "{src:?} into `{name}`: the error names byte {offset}");
            assert_eq!(bytes[offset], value, "{src:?} into `{name}`: {error}");
            assert!(!error.to_string().is_empty());
            assert_eq!(error.into_source(), src, "into `{name}`: the error did not give the source back");
        }
    }
}

fuzz_target!(|data: &[u8]| {
    let mut eight = [0u8; 8];
    let len = data.len().min(8);
    eight[..len].copy_from_slice(&data[..len]);
    let one: [u8; 1] = [eight[0]];
    let two: [u8; 2] = [eight[0], eight[1]];
    let four: [u8; 4] = [eight[0], eight[1], eight[2], eight[3]];

    check::<[u8; 1], bool>(one);
    check::<[u8; 1], Kind>(one);
    check::<[u8; 2], Wide>(two);
    check::<[u8; 2], Either>(two);
    check::<[u8; 2], [bool; 2]>(two);
    check::<[u8; 4], char>(four);
    check::<[u8; 4], NonZeroU32>(four);
    check::<[u8; 4], Loose>(four);
    check::<[u8; 4], Op>(four);
    check::<[u8; 4], Record>(four);
    check::<[u8; 4], Message>(four);
    check::<[u8; 8], [Op; 2]>(eight);
    check::<[u8; 8], Measurement>(eight);
    check::<u32, char>(u32::from_ne_bytes(four));
    check::<u16, Wide>(u16::from_ne_bytes(two));
    check::<u64, Measurement>(u64::from_ne_bytes(eight));
    check::<u64, Message>(u64::from_ne_bytes(eight));

    check::<[u8; 2], Enum<Wide, BigEndian>>(two);
    check::<[u8; 2], Enum<Wide, LittleEndian>>(two);
    check::<[u8; 4], Enum<char, BigEndian>>(four);
    let wide = |value: u16| [Wide::Low, Wide::Mixed, Wide::High].into_iter().find(|&wide| wide as u16 == value);
    let big = transmutable::try_transmute::<_, Enum<Wide, BigEndian>>(two).ok().map(Enum::get);
    assert_eq!(big, wide(u16::from_be_bytes(two)), "{two:?} big-endian");
    let little = transmutable::try_transmute::<_, Enum<Wide, LittleEndian>>(two).ok().map(Enum::get);
    assert_eq!(little, wide(u16::from_le_bytes(two)), "{two:?} little-endian");
    let character = transmutable::try_transmute::<_, Enum<char, BigEndian>>(four).ok().map(Enum::get);
    assert_eq!(character, char::from_u32(u32::from_be_bytes(four)), "{four:?} big-endian");
});
