//! Boxes, vectors, `Rc`s and `Arc`s cast in place, bytes collected into
//! vectors, values allocated as zeros, and slices
//! cast through `&mut`: each compared with a naive model that copies bytes
//! (property tests), and run under Miri (`scripts/miri.sh -- --test alloc`),
//! where a wrong layout at free time or a read of a byte that is not a
//! valid value is undefined behaviour in the test itself.

use core::num::NonZeroU16;
use std::rc::Rc;
use std::sync::Arc;

use proptest::prelude::*;
use transmutable::Layout;

/// The bytes of `value`, copied one by one: the model.
fn bytes_of<T: Copy>(values: &[T]) -> Vec<u8> {
    let size = core::mem::size_of_val(values);
    // SAFETY: `values` is `size` initialized bytes (the element types used
    // below have no padding).
    unsafe { core::slice::from_raw_parts(values.as_ptr().cast::<u8>(), size) }.to_vec()
}

/// Four bytes, aligned as a `u32`: an allocation of `u32`s is one of
/// `Pixel`s.
#[derive(Layout, Debug, Clone, Copy, PartialEq)]
#[repr(C, align(4))]
pub struct Pixel {
    pub r: u8,
    pub g: u8,
    pub b: u8,
    pub a: u8,
}

proptest! {
    // Under Miri, a few cases, and no file of failures: Miri has no file
    // system.
    #![proptest_config(ProptestConfig {
        cases: if cfg!(miri) { 4 } else { 256 },
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    #[test]
    fn cast_vec_keeps_the_bytes_length_and_capacity(words in proptest::collection::vec(any::<u32>(), 0..40), spare in 0usize..8) {
        let mut words = words;
        words.reserve_exact(spare);
        let (length, capacity, expected) = (words.len(), words.capacity(), bytes_of(&words));
        let pixels: Vec<Pixel> = transmutable::cast_vec(words);
        prop_assert_eq!(pixels.len(), length);
        prop_assert_eq!(pixels.capacity(), capacity);
        prop_assert_eq!(bytes_of(&pixels), expected);
        // The allocation is freed as `Pixel`s: the same layout as `u32`s.
        drop(pixels);
    }

    #[test]
    fn cast_box_keeps_the_bytes(words in any::<[u32; 3]>()) {
        let expected = bytes_of(&words);
        let pixels: Box<[Pixel; 3]> = transmutable::cast_box(Box::new(words));
        prop_assert_eq!(bytes_of(&pixels[..]), expected);
    }

    #[test]
    fn cast_slice_mut_writes_through(mut words in any::<[u16; 4]>(), index in 0usize..8, byte in any::<u8>()) {
        let mut model = bytes_of(&words);
        model[index] = byte;
        let bytes: &mut [u8] = transmutable::cast_slice_mut(&mut words[..]);
        prop_assert_eq!(bytes.len(), 8);
        bytes[index] = byte;
        prop_assert_eq!(bytes_of(&words), model);
    }

    #[test]
    fn try_cast_slice_mut_checks_length_and_alignment(words in any::<[u32; 3]>(), start in 0usize..4, end in 8usize..12) {
        let mut words = words;
        let bytes: &mut [u8] = transmutable::cast_slice_mut(&mut words[..]);
        let part = &mut bytes[start..end];
        let (length, aligned) = (part.len(), (part.as_ptr() as usize) % core::mem::align_of::<u32>() == 0);
        match transmutable::try_cast_slice_mut::<u8, u32>(part) {
            Ok(cast) => {
                prop_assert!(aligned && length % 4 == 0);
                prop_assert_eq!(cast.len(), length / 4);
                cast[0] = 0xFFFF_FFFF;
            }
            Err(error) => {
                prop_assert!(!aligned || length % 4 != 0);
                prop_assert_eq!(error.into_source().len(), length);
            }
        }
    }

    #[test]
    fn try_cast_vec_counts_the_elements_again(words in proptest::collection::vec(any::<u16>(), 0..20), spare in 0usize..5) {
        let mut words = words;
        words.reserve_exact(spare);
        let (length, capacity, expected) = (words.len(), words.capacity(), bytes_of(&words));
        match transmutable::try_cast_vec::<u16, [u16; 2]>(words) {
            Ok(quads) => {
                prop_assert!(length % 2 == 0 && capacity % 2 == 0);
                prop_assert_eq!((quads.len(), quads.capacity()), (length / 2, capacity / 2));
                prop_assert_eq!(bytes_of(&quads.concat()), expected);
            }
            Err(error) => {
                prop_assert!(length % 2 != 0 || capacity % 2 != 0);
                prop_assert_eq!(bytes_of(&error.into_source()), expected);
            }
        }
    }

    /// The model: the bytes of the cast value are the bytes of the source,
    /// and the allocation is the same one, shared with the clones left.
    #[test]
    fn cast_rc_keeps_the_bytes_and_the_allocation(words in any::<[u32; 3]>(), clones in 0usize..3) {
        let expected = bytes_of(&words);
        let source = Rc::new(words);
        let kept: Vec<Rc<[u32; 3]>> = (0..clones).map(|_| Rc::clone(&source)).collect();
        let weak = Rc::downgrade(&source);
        let address = Rc::as_ptr(&source).cast::<u8>();
        let pixels: Rc<[Pixel; 3]> = transmutable::cast_rc(source);
        prop_assert_eq!(Rc::as_ptr(&pixels).cast::<u8>(), address);
        prop_assert_eq!(bytes_of(&pixels[..]), expected.clone());
        prop_assert_eq!(Rc::strong_count(&pixels), clones + 1);
        // The last pointer frees the allocation, as `Pixel`s or as `u32`s.
        if clones % 2 == 0 {
            drop(kept);
            prop_assert!(weak.upgrade().is_some());
            drop(pixels);
        } else {
            drop(pixels);
            prop_assert_eq!(bytes_of(&kept[0][..]), expected);
            drop(kept);
        }
        prop_assert!(weak.upgrade().is_none());
    }

    #[test]
    fn cast_arc_keeps_the_bytes_and_the_allocation(words in any::<[u32; 2]>()) {
        let expected = bytes_of(&words);
        let source = Arc::new(words);
        let kept = Arc::clone(&source);
        let pixels: Arc<[Pixel; 2]> = transmutable::cast_arc(source);
        prop_assert_eq!(Arc::as_ptr(&pixels).cast::<u8>(), Arc::as_ptr(&kept).cast::<u8>());
        prop_assert_eq!(bytes_of(&pixels[..]), expected);
        let other = std::thread::spawn(move || bytes_of(&kept[..])).join().unwrap();
        prop_assert_eq!(other, bytes_of(&pixels[..]));
    }

    /// The model: the source's bytes, then zeros up to a whole number of
    /// destination values.
    #[test]
    fn collect_to_vec_copies_the_bytes_then_zeros(bytes in proptest::collection::vec(any::<u8>(), 0..40)) {
        let words: Vec<u32> = transmutable::collect_to_vec(&bytes[..]);
        let mut model = bytes.clone();
        model.resize(bytes.len().div_ceil(4) * 4, 0);
        prop_assert_eq!(words.len(), model.len() / 4);
        prop_assert_eq!(bytes_of(&words), model);
        let back: Vec<u8> = transmutable::collect_to_vec(&words[..]);
        prop_assert_eq!(back, bytes_of(&words));
    }
}

#[test]
fn a_unique_cast_rc_is_written_through() {
    let mut pixel: Rc<Pixel> = transmutable::cast_rc(Rc::new(0x0102_0304u32));
    Rc::get_mut(&mut pixel).unwrap().a = 0xFF;
    let again: Rc<u32> = transmutable::cast_rc(pixel);
    assert_eq!(again.to_ne_bytes()[3], 0xFF);
}

#[test]
fn vectors_grow_by_zeros() {
    let mut counters = vec![(1u32, 2u16)];
    transmutable::extend_vec_zeroed(&mut counters, 2);
    transmutable::insert_vec_zeroed(&mut counters, 1, 1);
    assert_eq!(counters, [(1, 2), (0, 0), (0, 0), (0, 0)]);
}

#[test]
fn new_box_zeroed_is_zeros() {
    let table: Box<[u64; 512]> = transmutable::new_box_zeroed();
    assert!(table.iter().all(|&entry| entry == 0));
    let unit: Box<()> = transmutable::new_box_zeroed();
    assert_eq!(*unit, ());
}

#[test]
fn new_vec_zeroed_is_zeros() {
    let counters: Vec<(u32, Option<NonZeroU16>)> = transmutable::new_vec_zeroed(5);
    assert_eq!(counters, [(0, None); 5]);
    assert_eq!(counters.len(), 5);
    let none: Vec<u8> = transmutable::new_vec_zeroed(0);
    assert!(none.is_empty());
}

#[test]
fn vectors_of_zero_sized_values() {
    let units = vec![(); 3];
    let empty: Vec<[u8; 0]> = transmutable::cast_vec(units);
    assert_eq!(empty.len(), 3);
}
