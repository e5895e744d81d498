//! The integers and floats against the native types: values, bytes,
//! operators, formatting and hashing, and their verdicts as wire-format
//! fields.

use super::*;
use crate::{decide, decide_mut, decide_ref, is_transmutable, Assume, Layout};
use core::mem::{align_of, size_of};
use std::format;
use std::hash::DefaultHasher;
use std::vec::Vec;

/// Runs `$check!(Type, native)` for every integer of the module.
macro_rules! for_each_integer {
    ($check:ident) => {
        $check!(U16, u16);
        $check!(U32, u32);
        $check!(U64, u64);
        $check!(U128, u128);
        $check!(I16, i16);
        $check!(I32, i32);
        $check!(I64, i64);
        $check!(I128, i128);
        $check!(Usize, usize);
        $check!(Isize, isize);
    };
}

/// Values of `$native` that exercise every byte: the extremes, zero and
/// one, and patterns whose bytes all differ.
macro_rules! samples {
    ($native:ident) => {{
        let counting = $native::from_be_bytes(core::array::from_fn(|i| i as u8 + 1));
        let high = $native::from_be_bytes(core::array::from_fn(|i| 0xf0 | i as u8));
        [0, 1, $native::MIN, $native::MAX, $native::MAX / 3, $native::MIN / 3 + 5, counting, high, !counting]
    }};
}

#[test]
fn values_round_trip_in_both_orders() {
    macro_rules! check {
        ($name:ident, $native:ident) => {
            for n in samples!($native) {
                let big = $name::<BigEndian>::new(n);
                let little = $name::<LittleEndian>::new(n);
                assert_eq!((big.get(), little.get()), (n, n));
                assert_eq!($name::<BigEndian>::from_bytes(big.to_bytes()), big);
                assert_eq!($name::<LittleEndian>::from_bytes(little.to_bytes()), little);
                assert_eq!($native::from(big), n);
                assert_eq!($name::<LittleEndian>::from(n), little);
                assert_eq!(<[u8; size_of::<$native>()]>::from(big), big.to_bytes());
                assert_eq!($name::<BigEndian>::from(big.to_bytes()), big);

                let mut set = $name::<LittleEndian>::default();
                set.set(n);
                assert_eq!(set, little);
                assert!(set == n && n == set);
            }
            assert_eq!($name::<BigEndian>::default(), $name::ZERO);
            assert_eq!($name::<BigEndian>::ZERO.get(), 0);
            assert_eq!($name::<LittleEndian>::MIN_VALUE.get(), $native::MIN);
            assert_eq!($name::<LittleEndian>::MAX_VALUE.get(), $native::MAX);
        };
    }
    for_each_integer!(check);
}

#[test]
fn bytes_are_in_the_named_order() {
    assert_eq!(U16::<BigEndian>::new(0x1234).to_bytes(), [0x12, 0x34]);
    assert_eq!(U16::<LittleEndian>::new(0x1234).to_bytes(), [0x34, 0x12]);
    assert_eq!(I32::<BigEndian>::new(-2).to_bytes(), [0xff, 0xff, 0xff, 0xfe]);
    assert_eq!(U16::<NetworkEndian>::from_bytes([0, 53]).get(), 53);
    macro_rules! check {
        ($name:ident, $native:ident) => {
            for n in samples!($native) {
                assert_eq!($name::<BigEndian>::new(n).to_bytes(), n.to_be_bytes());
                assert_eq!($name::<LittleEndian>::new(n).to_bytes(), n.to_le_bytes());
                assert_eq!($name::<NativeEndian>::new(n).to_bytes(), n.to_ne_bytes());
                assert_eq!(big_endian::$name::new(n).to_bytes(), n.to_be_bytes());
                assert_eq!(network_endian::$name::new(n).to_bytes(), n.to_be_bytes());
                assert_eq!(little_endian::$name::new(n).to_bytes(), n.to_le_bytes());
                assert_eq!(native_endian::$name::new(n).to_bytes(), n.to_ne_bytes());

                let mut little = $name::<LittleEndian>::new(n);
                assert_eq!(*little.as_ref(), n.to_le_bytes());
                little.as_mut().reverse();
                assert_eq!(little.get(), n.swap_bytes());
            }
        };
    }
    for_each_integer!(check);
}

#[test]
fn conversions_work_in_constants() {
    const PORT: U16<NetworkEndian> = U16::new(53);
    const BYTES: [u8; 2] = PORT.to_bytes();
    const BACK: u16 = U16::<NetworkEndian>::from_bytes(BYTES).get();
    const SET: I64<LittleEndian> = {
        let mut n = I64::ZERO;
        n.set(-7);
        n
    };
    assert_eq!((BYTES, BACK, SET.get()), ([0, 53], 53, -7));
}

#[test]
fn order_and_equality_follow_the_value() {
    // Bytes compared in memory order would put 0x0100 (bytes [0, 1])
    // below 0x00ff (bytes [0xff, 0]), and -1 above 0.
    assert!(U16::<LittleEndian>::new(0x0100) > U16::new(0x00ff));
    assert!(I16::<BigEndian>::new(-1) < I16::new(0));
    assert!(U32::<BigEndian>::new(7) < 8 && 8 > U32::<BigEndian>::new(7));
    macro_rules! check {
        ($name:ident, $native:ident) => {
            let samples = samples!($native);
            for a in samples {
                for b in samples {
                    let expected = a.cmp(&b);
                    assert_eq!($name::<BigEndian>::new(a).cmp(&$name::new(b)), expected);
                    assert_eq!($name::<LittleEndian>::new(a).cmp(&$name::new(b)), expected);
                    assert_eq!($name::<LittleEndian>::new(a).partial_cmp(&b), Some(expected));
                    assert_eq!(a.partial_cmp(&$name::<BigEndian>::new(b)), Some(expected));
                    assert_eq!($name::<BigEndian>::new(a) == $name::new(b), a == b);
                }
            }
            let mut sorted: Vec<_> = samples.iter().map(|&n| $name::<LittleEndian>::new(n)).collect();
            sorted.sort();
            let mut expected = samples;
            expected.sort();
            assert!(sorted.iter().zip(expected).all(|(a, b)| *a == b));
        };
    }
    for_each_integer!(check);
}

#[test]
fn hashes_as_the_value() {
    use core::hash::BuildHasher;
    let hasher = std::hash::BuildHasherDefault::<DefaultHasher>::default();
    macro_rules! check {
        ($name:ident, $native:ident) => {
            for n in samples!($native) {
                let native = hasher.hash_one(n);
                assert_eq!(hasher.hash_one($name::<BigEndian>::new(n)), native);
                assert_eq!(hasher.hash_one($name::<LittleEndian>::new(n)), native);
            }
        };
    }
    for_each_integer!(check);
}

#[test]
fn formats_as_the_value() {
    let n = U16::<LittleEndian>::new(0x1234);
    assert_eq!(format!("{n:?}"), "U16(4660)");
    assert_eq!(format!("{n:x?}"), "U16(1234)");
    assert_eq!(format!("{n}"), "4660");
    assert_eq!(format!("{n:>6}|{n:<6}|{n:06}"), "  4660|4660  |004660");
    assert_eq!(format!("{n:x} {n:#X} {n:#06x}"), "1234 0x1234 0x1234");
    assert_eq!(format!("{n:b}"), "1001000110100");
    assert_eq!(format!("{n:o}"), "11064");
    assert_eq!(format!("{n:e}"), "4.66e3");
    assert_eq!(format!("{:?}", I32::<BigEndian>::new(-2)), "I32(-2)");
    assert_eq!(format!("{:x}", I32::<BigEndian>::new(-2)), "fffffffe");
    macro_rules! check {
        ($name:ident, $native:ident) => {
            for n in samples!($native) {
                let big = $name::<BigEndian>::new(n);
                assert_eq!(format!("{big:?}"), format!("{}({n:?})", stringify!($name)));
                assert_eq!(format!("{big:#?}"), format!("{}(\n    {n:?},\n)", stringify!($name)));
                assert_eq!(
                    format!("{big} {big:+} {big:#x} {big:X} {big:#b} {big:o} {big:E}"),
                    format!("{n} {n:+} {n:#x} {n:X} {n:#b} {n:o} {n:E}")
                );
            }
        };
    }
    for_each_integer!(check);
}

// The verdicts hold in const evaluation, where `transmute` checks them.
const _: () = assert!(is_transmutable::<[u8; 2], U16<BigEndian>>(Assume::NOTHING));
const _: () = assert!(is_transmutable::<U16<BigEndian>, [u8; 2]>(Assume::NOTHING));

#[test]
fn transmutable_sees_plain_bytes() {
    macro_rules! check {
        ($name:ident, $native:ident) => {
            type Bytes = [u8; size_of::<$native>()];
            type Big = $name<BigEndian>;
            type Little = $name<LittleEndian>;
            for (description, size) in
                [(Big::DESCRIPTION, size_of::<Big>()), (Little::DESCRIPTION, size_of::<Little>())]
            {
                assert_eq!((description.size(), size), (size_of::<$native>(), size_of::<$native>()));
                assert_eq!((description.align(), align_of::<Big>()), (1, 1));
                assert!(description.is_safely_constructible());
                assert!(description.is_inhabited() && !description.has_interior_mutability());
            }
            assert!(decide::<Bytes, Big>(Assume::NOTHING).is_transmutable());
            assert!(decide::<Big, Bytes>(Assume::NOTHING).is_transmutable());
            assert!(is_transmutable::<Bytes, Little>(Assume::NOTHING));
            assert!(is_transmutable::<Little, Bytes>(Assume::NOTHING));
            assert!(is_transmutable::<Big, Little>(Assume::NOTHING));
            assert!(is_transmutable::<$native, Big>(Assume::NOTHING));
            assert!(is_transmutable::<Little, $native>(Assume::NOTHING));
            assert!(!is_transmutable::<u8, Big>(Assume::NOTHING));

            // Alignment 1: any reference to the bytes, or to the native
            // integer, is a reference to the integer, but not back.
            assert!(decide_ref::<Bytes, Big>(Assume::NOTHING).is_transmutable());
            assert!(decide_mut::<Bytes, Little>(Assume::NOTHING).is_transmutable());
            assert!(decide_mut::<$native, Big>(Assume::NOTHING).is_transmutable());
            assert!(!decide_ref::<Big, $native>(Assume::NOTHING).is_transmutable());
            assert!(decide_ref::<Big, $native>(Assume::ALIGNMENT).is_transmutable());

            for n in samples!($native) {
                let big: Big = crate::transmute(n.to_be_bytes());
                let bytes = n.to_le_bytes();
                let little: &Little = crate::transmute_ref(&bytes);
                assert_eq!((big.get(), little.get()), (n, n));
                let bytes: Bytes = crate::transmute(big);
                assert_eq!(bytes, n.to_be_bytes());
            }
        };
    }
    // One block per integer, so that each names its own aliases.
    macro_rules! scoped {
        ($name:ident, $native:ident) => {{
            check!($name, $native);
        }};
    }
    for_each_integer!(scoped);
}

/// The header of a UDP datagram (RFC 768).
#[derive(Layout, Debug, PartialEq)]
#[repr(C)]
struct UdpHeader {
    pub source_port: U16<NetworkEndian>,
    pub destination_port: U16<NetworkEndian>,
    pub length: U16<NetworkEndian>,
    pub checksum: U16<NetworkEndian>,
}

/// Fields of mixed widths that a `repr(C)` struct of native integers
/// would pad.
#[derive(Layout)]
#[repr(C)]
struct Mixed {
    pub kind: u8,
    pub length: U32<LittleEndian>,
    pub offset: I64<BigEndian>,
    pub flags: U16<LittleEndian>,
}

#[test]
fn headers_are_plain_structs() {
    let datagram = [0x30u8, 0x39, 0x00, 0x35, 0x00, 0x1c, 0xbe, 0xef];
    let header: UdpHeader = crate::transmute(datagram);
    assert_eq!(
        header,
        UdpHeader {
            source_port: U16::new(12345),
            destination_port: U16::new(53),
            length: U16::new(28),
            checksum: U16::new(0xbeef),
        }
    );
    let by_reference: &UdpHeader = crate::transmute_ref(&datagram);
    assert_eq!(by_reference, &header);
    let bytes: [u8; 8] = crate::transmute(header);
    assert_eq!(bytes, datagram);

    assert_eq!((size_of::<Mixed>(), align_of::<Mixed>()), (15, 1));
    assert!(is_transmutable::<[u8; 15], Mixed>(Assume::NOTHING));
    assert!(is_transmutable::<Mixed, [u8; 15]>(Assume::NOTHING));
    assert!(decide_ref::<[u8; 15], Mixed>(Assume::NOTHING).is_transmutable());
    let mut record = [0u8; 15];
    record[0] = 9;
    record[1..5].copy_from_slice(&7u32.to_le_bytes());
    record[5..13].copy_from_slice(&(-3i64).to_be_bytes());
    record[13..].copy_from_slice(&0x8001u16.to_le_bytes());
    let mixed: &mut Mixed = crate::transmute_mut(&mut record);
    assert_eq!((mixed.kind, mixed.length.get(), mixed.offset.get(), mixed.flags.get()), (9, 7, -3, 0x8001));
    mixed.offset.set(1);
    assert_eq!(record[5..13], [0, 0, 0, 0, 0, 0, 0, 1]);
}

#[test]
fn operators_compute_with_the_values_and_parse_as_the_native_type() {
    use std::string::ToString;
    macro_rules! check {
        ($name:ident, $native:ident) => {
            for a in samples!($native) {
                let big = $name::<BigEndian>::new(a);
                for b in samples!($native) {
                    let little = $name::<LittleEndian>::new(b);
                    assert_eq!((big & $name::new(b)).get(), a & b);
                    assert_eq!((big | b).get(), a | b);
                    assert_eq!((a ^ little).get(), a ^ b);
                    if let Some(sum) = a.checked_add(b) {
                        assert_eq!(((big + b).get(), (a + little).get()), (sum, sum));
                    }
                    if let Some(difference) = a.checked_sub(b) {
                        assert_eq!(big - $name::new(b), difference);
                    }
                    if let Some(product) = a.checked_mul(b) {
                        let mut assigned = big;
                        assigned *= b;
                        assert_eq!(assigned, product);
                    }
                    if let (Some(quotient), Some(remainder)) = (a.checked_div(b), a.checked_rem(b)) {
                        assert_eq!(((big / b).get(), (big % b).get()), (quotient, remainder));
                    }
                }
                assert_eq!((!big).get(), !a);
                assert_eq!(((big << 3) >> 1).get(), (a << 3) >> 1);
                let parsed: $name<LittleEndian> = a.to_string().parse().unwrap();
                assert_eq!(parsed, a);
            }
            assert_eq!("x".parse::<$name<BigEndian>>().unwrap_err(), "x".parse::<$native>().unwrap_err());
        };
    }
    for_each_integer!(check);
    assert_eq!((-I16::<BigEndian>::new(5)).get(), -5);
    let mut float = F64::<BigEndian>::new(1.5);
    float += 2.0;
    assert_eq!((-float * 2.0).get(), -7.0);
    assert_eq!("2.5".parse::<F32<LittleEndian>>().unwrap(), 2.5);
}
