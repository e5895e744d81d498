//! Slices cut in parts: `align_to` and `align_to_mut` against a model that
//! reads the middle's bytes one value at a time, and `split_at` and
//! `split_at_mut` against a model that counts elements; run under Miri
//! (`scripts/miri.sh -- --test splits`), where a part that reaches past
//! its slice, or two unique parts that overlap, is undefined behaviour in
//! the test itself.

use proptest::prelude::*;
use transmutable::byteorder::big_endian::U16;
use transmutable::Layout;

/// A count, then that many big-endian numbers.
#[derive(Layout, Debug)]
#[repr(C)]
pub struct Ports {
    pub count: u8,
    pub ports: [U16],
}

/// A 4-aligned header and bytes: a short value has trailing padding over
/// the bytes after it.
#[derive(Layout, Debug)]
#[repr(C)]
pub struct Aligned {
    pub length: u32,
    pub data: [u8],
}

/// The bytes of `values`.
fn bytes_of<T: Copy>(values: &[T]) -> Vec<u8> {
    // SAFETY: the element types below have no padding.
    unsafe { core::slice::from_raw_parts(values.as_ptr().cast::<u8>(), core::mem::size_of_val(values)) }.to_vec()
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: if cfg!(miri) { 8 } else { 256 },
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    #[test]
    fn align_to_cuts_the_bytes_in_order(bytes in proptest::collection::vec(any::<u8>(), 0..40), skip in 0usize..8) {
        let bytes = &bytes[skip.min(bytes.len())..];
        let (before, words, after): (&[u8], &[u32], &[u8]) = transmutable::align_to(bytes);
        prop_assert_eq!(before.len() + 4 * words.len() + after.len(), bytes.len());
        prop_assert_eq!(words.as_ptr() as usize % core::mem::align_of::<u32>(), 0);
        prop_assert_eq!(before, &bytes[..before.len()]);
        prop_assert_eq!(after, &bytes[bytes.len() - after.len()..]);
        // The model: each word is the four bytes where it lies.
        for (i, word) in words.iter().enumerate() {
            let at = before.len() + 4 * i;
            prop_assert_eq!(*word, u32::from_ne_bytes(bytes[at..at + 4].try_into().unwrap()));
        }
    }

    #[test]
    fn align_to_mut_writes_through(words in any::<[u16; 7]>(), value in any::<u16>()) {
        let mut words = words;
        let mut model = bytes_of(&words);
        let (before, pairs, _): (&mut [u16], &mut [[u8; 4]], &mut [u16]) = transmutable::align_to_mut(&mut words[..]);
        let at = 2 * before.len();
        if let Some(pair) = pairs.first_mut() {
            *pair = [value as u8, (value >> 8) as u8, 0xAA, 0xBB];
            model[at..at + 4].copy_from_slice(&[value as u8, (value >> 8) as u8, 0xAA, 0xBB]);
        }
        prop_assert_eq!(bytes_of(&words), model);
    }

    #[test]
    fn split_at_counts_the_elements(bytes in proptest::collection::vec(any::<u8>(), 1..16), at in 0usize..10) {
        let bytes = &bytes[..bytes.len() - (bytes.len() + 1) % 2];
        let ports: &Ports = transmutable::ref_from_bytes(bytes).unwrap();
        match transmutable::split_at(ports, at) {
            Some((head, rest)) => {
                prop_assert!(at <= ports.ports.len());
                prop_assert_eq!(head.count, bytes[0]);
                prop_assert_eq!(head.ports.len(), at);
                prop_assert_eq!(transmutable::as_bytes(head), &bytes[..1 + 2 * at]);
                prop_assert_eq!(transmutable::as_bytes(rest), &bytes[1 + 2 * at..]);
            }
            None => prop_assert!(at > ports.ports.len()),
        }
    }

    #[test]
    fn split_at_mut_writes_each_part(bytes in proptest::collection::vec(any::<u8>(), 1..16), at in 0usize..10, value in any::<u16>()) {
        let mut buffer = bytes[..bytes.len() - (bytes.len() + 1) % 2].to_vec();
        let mut model = buffer.clone();
        let ports: &mut Ports = transmutable::mut_from_bytes(&mut buffer).unwrap();
        let elements = ports.ports.len();
        match transmutable::split_at_mut(ports, at) {
            Some((head, rest)) => {
                prop_assert!(at <= elements);
                head.count = 0xEE;
                if let Some(first) = rest.first_mut() {
                    first.set(value);
                    model[1 + 2 * at..3 + 2 * at].copy_from_slice(&value.to_be_bytes());
                }
                model[0] = 0xEE;
            }
            None => prop_assert!(at > elements),
        }
        prop_assert_eq!(buffer, model);
    }

    /// A shorter `Aligned` has trailing padding over the bytes cut off:
    /// shared, the two parts may overlap.
    #[test]
    fn split_at_shares_trailing_padding(words in any::<[u32; 3]>(), at in 0usize..10) {
        let bytes = transmutable::as_bytes(&words[..]);
        let value: &Aligned = transmutable::ref_from_bytes(bytes).unwrap();
        match transmutable::split_at(value, at) {
            Some((head, rest)) => {
                prop_assert!(at <= 8);
                prop_assert_eq!(&head.data, &bytes[4..4 + at]);
                prop_assert_eq!(core::mem::size_of_val(head), (4 + at).div_ceil(4) * 4);
                prop_assert_eq!(rest, &bytes[4 + at..]);
            }
            None => prop_assert!(at > 8),
        }
    }
}

#[test]
fn a_str_is_cut_at_characters_only() {
    for at in 0..=4 {
        let cut = transmutable::split_at("aé!", at);
        assert_eq!(cut.is_some(), "aé!".is_char_boundary(at), "{at}");
        if let Some((head, rest)) = cut {
            assert_eq!(head, &"aé!"[..at]);
            assert_eq!(rest, &"aé!".as_bytes()[at..]);
        }
    }
}
