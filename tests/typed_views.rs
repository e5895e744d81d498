//! `Ref<B, T>` over every buffer it takes, and the `_with_elems` views of
//! whole buffers and suffixes, each compared with a naive model that reads
//! the bytes it was given (property tests), and run under Miri
//! (`scripts/miri.sh -- --test typed_views`), where a view of the wrong
//! bytes, a misaligned one or one kept past its buffer's borrow is
//! undefined behaviour in the test itself.

use core::cell::RefCell;

use proptest::prelude::*;
use transmutable::byteorder::big_endian::U16;
use transmutable::{Layout, Ref};

/// A count, then that many big-endian numbers: a slice-tailed header.
#[derive(Layout, Debug)]
#[repr(C)]
pub struct Ports {
    pub count: u8,
    pub ports: [U16],
}

/// The model: the big-endian numbers in `bytes`, two by two.
fn numbers(bytes: &[u8]) -> Vec<u16> {
    bytes.chunks_exact(2).map(|pair| u16::from_be_bytes([pair[0], pair[1]])).collect()
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: if cfg!(miri) { 8 } else { 256 },
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    #[test]
    fn with_elems_views_take_the_bytes_they_are_told(bytes in proptest::collection::vec(any::<u8>(), 0..16), elements in 0usize..8) {
        let size = 1 + 2 * elements;
        let exact = transmutable::ref_from_bytes_with_elems::<Ports>(&bytes, elements);
        prop_assert_eq!(exact.is_ok(), bytes.len() == size);
        if let Ok(ports) = exact {
            prop_assert_eq!(ports.count, bytes[0]);
            prop_assert_eq!(ports.ports.iter().map(|port| port.get()).collect::<Vec<_>>(), numbers(&bytes[1..]));
        }
        match transmutable::ref_from_suffix_with_elems::<Ports>(&bytes, elements) {
            Ok((rest, ports)) => {
                let start = bytes.len() - size;
                prop_assert_eq!(rest, &bytes[..start]);
                prop_assert_eq!(ports.count, bytes[start]);
                prop_assert_eq!(ports.ports.iter().map(|port| port.get()).collect::<Vec<_>>(), numbers(&bytes[start + 1..]));
            }
            Err(error) => {
                prop_assert!(bytes.len() < size);
                prop_assert_eq!(error.into_source(), &bytes[..]);
            }
        }
        let checked = transmutable::try_ref_from_suffix_with_elems::<[bool]>(&bytes, elements);
        let model = bytes.len().checked_sub(elements).map(|start| &bytes[start..]);
        match checked {
            Ok((_, flags)) => prop_assert_eq!(Some(flags.iter().map(|&flag| u8::from(flag)).collect::<Vec<_>>()), model.map(<[u8]>::to_vec)),
            Err(_) => prop_assert!(model.is_none_or(|tail| tail.iter().any(|&byte| byte > 1))),
        }
    }

    #[test]
    fn mut_with_elems_views_write_the_bytes(bytes in proptest::collection::vec(any::<u8>(), 1..16), value in any::<u16>()) {
        let mut buffer = bytes.clone();
        let elements = (buffer.len() - 1) / 2;
        let mut model = bytes.clone();
        let start = model.len() - (1 + 2 * elements);
        if elements > 0 {
            model[start + 1..start + 3].copy_from_slice(&value.to_be_bytes());
        }
        let (rest, ports) = transmutable::mut_from_suffix_with_elems::<Ports>(&mut buffer, elements).unwrap();
        prop_assert_eq!(rest.len(), start);
        if let Some(first) = ports.ports.first_mut() {
            first.set(value);
        }
        prop_assert_eq!(&buffer, &model);
        if buffer.len() % 2 == 1 {
            let whole = transmutable::mut_from_bytes_with_elems::<Ports>(&mut buffer, elements).unwrap();
            whole.count = 0xAA;
            prop_assert_eq!(buffer[0], 0xAA);
        }
    }

    /// A `Ref` over each buffer reads what the model reads, writes where
    /// the model writes, and gives the buffer back.
    #[test]
    fn refs_over_every_buffer(bytes in proptest::collection::vec(any::<u8>(), 0..12), value in any::<u16>()) {
        let whole = bytes.len() % 2 == 1;
        let shared = Ref::<&[u8], Ports>::from_bytes(&bytes);
        prop_assert_eq!(shared.is_ok(), whole);
        if let Ok(ports) = shared {
            prop_assert_eq!(ports.ports.iter().map(|port| port.get()).collect::<Vec<_>>(), numbers(&bytes[1..]));
            prop_assert_eq!(Ref::bytes(&ports), &bytes[..]);
        }

        let owned = Ref::<Vec<u8>, Ports>::from_bytes(bytes.clone());
        match owned {
            Ok(mut ports) => {
                if let Some(first) = ports.ports.first_mut() {
                    first.set(value);
                }
                let mut model = bytes.clone();
                if model.len() >= 3 {
                    model[1..3].copy_from_slice(&value.to_be_bytes());
                }
                prop_assert_eq!(Ref::into_bytes(ports), model);
            }
            Err(error) => {
                prop_assert!(!whole);
                prop_assert_eq!(error.into_source(), bytes.clone());
            }
        }

        let cell = RefCell::new(bytes.clone());
        let borrowed = core::cell::RefMut::map(cell.borrow_mut(), |bytes| &mut bytes[..]);
        let viewed = Ref::<_, U16>::from_prefix(borrowed);
        match viewed {
            Ok((mut first, rest)) => {
                prop_assert_eq!(first.get(), u16::from_be_bytes([bytes[0], bytes[1]]));
                first.set(value);
                prop_assert_eq!(rest.len(), bytes.len() - 2);
                prop_assert!(cell.try_borrow().is_err());
                drop((first, rest));
                prop_assert_eq!(&cell.borrow()[..2], &value.to_be_bytes()[..]);
            }
            Err(error) => {
                prop_assert!(bytes.len() < 2);
                drop(error);
            }
        }
    }

    #[test]
    fn checked_refs_validate_where_they_lie(bytes in proptest::collection::vec(0u8..3, 0..8)) {
        let valid = bytes.iter().all(|&byte| byte <= 1);
        match Ref::<&[u8], [bool]>::try_from_bytes(&bytes) {
            Ok(flags) => {
                prop_assert!(valid);
                prop_assert_eq!(flags.iter().map(|&flag| u8::from(flag)).collect::<Vec<_>>(), bytes.clone());
            }
            Err(error) => {
                prop_assert!(!valid);
                let offset = bytes.iter().position(|&byte| byte > 1).unwrap();
                prop_assert_eq!(error.to_string(), format!(
                    "the bytes are not a valid `[bool]`: byte {offset} (`[bool][{offset}]`) holds {}, but only 0..=1 is valid there",
                    bytes[offset]
                ));
            }
        }
        let mut buffer = bytes.clone();
        if let Ok((rest, mut flag)) = Ref::<&mut [u8], bool>::try_from_suffix(&mut buffer[..]) {
            *flag = !*flag;
            prop_assert_eq!(rest.len(), bytes.len() - 1);
        }
        if let Some(&last) = bytes.last().filter(|&&last| last <= 1) {
            prop_assert_eq!(buffer.last(), Some(&(1 - last)));
        }
    }
}

#[test]
fn refs_print_as_their_value() {
    let view = Ref::<&[u8], [u8; 2]>::from_bytes(&[1, 2][..]).unwrap();
    assert_eq!(format!("{view:?}"), "Ref([1, 2])");
}

#[test]
// `&mut *view` is the point: written `&mut view`, the coercion to `&T`
// would go through `Deref`, which refuses cells.
#[allow(clippy::explicit_auto_deref)]
fn cells_over_unique_buffers_are_set_through_mut() {
    // Reached through `&mut`, the buffer is borrowed uniquely, so a cell may
    // write to it; reading the `Ref` through `&` would not compile
    // (`ui/transmute/ref_cells_read_shared.rs`).
    let mut buffer = [0u8; 2];
    let mut view: Ref<&mut [u8], [core::cell::Cell<u8>; 2]> = Ref::from_bytes(&mut buffer[..]).unwrap();
    let cells: &[core::cell::Cell<u8>; 2] = &mut *view;
    cells[0].set(1);
    cells[1].set(cells[0].get() + 1);
    let cells: &core::cell::Cell<u8> = &Ref::into_mut(view)[1];
    cells.set(3);
    assert_eq!(buffer, [1, 3]);

    let mut owned: Ref<Vec<u8>, core::cell::Cell<u8>> = Ref::from_bytes(vec![0]).unwrap();
    let cell: &core::cell::Cell<u8> = &mut *owned;
    cell.set(9);
    assert_eq!(Ref::into_bytes(owned), [9]);
}
