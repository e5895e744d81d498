//! Adversarial probes, round 23: the byte views as functions, as methods
//! of `Layout` and as `Ref`s, at the edges of their arithmetic and their
//! alignment: numbers of tail elements whose size overflows `usize` (an
//! error, never a panic or a wrapped length), prefixes and suffixes at
//! every offset of a buffer (a view only where the address is aligned),
//! slices of zero-sized elements cut, cells reached through unique
//! buffers only. Expected outcomes are the contract's: the sizes a type
//! takes, computed here without overflow in `u128`, and the addresses'
//! alignment. Run under Miri too (a misaligned or out-of-bounds view is
//! undefined behaviour in the test itself). Held.

#![forbid(unsafe_code)]

use core::cell::{Cell, RefCell};

use transmutable::{Layout, Ref};

/// A word, then words: aligned to 4, 4 bytes and 4 a word.
#[derive(Layout, Debug)]
#[repr(C)]
pub struct Words {
    pub count: u32,
    pub words: [u32],
}

/// A flag, then flags: checked at run time.
#[derive(Layout, Debug)]
#[repr(C)]
pub struct Flags {
    pub count: u16,
    pub flags: [bool],
}

/// A count, then flags: no padding, so writable.
#[derive(Layout, Debug)]
#[repr(C)]
pub struct Bits {
    pub count: u8,
    pub flags: [bool],
}

/// Cells, which only a unique buffer lends.
#[derive(Layout, Debug)]
#[repr(C)]
pub struct Cells {
    pub count: u8,
    pub cells: [Cell<u8>],
}

/// The size a `Words` with `elements` words takes, if it fits a `usize`.
fn words_size(elements: usize) -> Option<usize> {
    usize::try_from(4 + 4 * elements as u128).ok()
}

const HUGE: [usize; 6] =
    [usize::MAX, usize::MAX / 2, usize::MAX / 4, usize::MAX / 4 - 1, usize::MAX / 8 + 1, 1 << (usize::BITS - 4)];

#[test]
fn element_counts_past_usize_are_errors() {
    let mut buffer = [0u32; 8];
    for elements in HUGE {
        assert!(words_size(elements).is_none_or(|size| size > 32), "{elements}");
        let bytes = transmutable::as_mut_bytes(&mut buffer[..]);
        assert!(transmutable::ref_from_bytes_with_elems::<Words>(bytes, elements).is_err());
        assert!(transmutable::ref_from_prefix_with_elems::<Words>(bytes, elements).is_err());
        assert!(transmutable::ref_from_suffix_with_elems::<Words>(bytes, elements).is_err());
        assert!(transmutable::mut_from_bytes_with_elems::<Words>(bytes, elements).is_err());
        assert!(transmutable::mut_from_prefix_with_elems::<Words>(bytes, elements).is_err());
        assert!(transmutable::mut_from_suffix_with_elems::<Words>(bytes, elements).is_err());
        assert!(transmutable::try_ref_from_bytes_with_elems::<Words>(bytes, elements).is_err());
        assert!(transmutable::try_ref_from_prefix_with_elems::<Words>(bytes, elements).is_err());
        assert!(transmutable::try_ref_from_suffix_with_elems::<Words>(bytes, elements).is_err());
        assert!(transmutable::try_mut_from_bytes_with_elems::<Words>(bytes, elements).is_err());
        assert!(transmutable::try_mut_from_prefix_with_elems::<Words>(bytes, elements).is_err());
        assert!(transmutable::try_mut_from_suffix_with_elems::<Words>(bytes, elements).is_err());
        assert!(Words::try_ref_from_bytes_with_elems(bytes, elements).is_err());
        assert!(Words::try_ref_from_prefix_with_elems(bytes, elements).is_err());
        assert!(Words::try_ref_from_suffix_with_elems(bytes, elements).is_err());
        assert!(Words::try_mut_from_bytes_with_elems(bytes, elements).is_err());
        assert!(Words::try_mut_from_prefix_with_elems(bytes, elements).is_err());
        assert!(Words::try_mut_from_suffix_with_elems(bytes, elements).is_err());
        assert!(Flags::try_ref_from_prefix_with_elems(bytes, elements).is_err());
        assert!(Bits::try_mut_from_suffix_with_elems(bytes, elements).is_err());
        assert!(Ref::<&[u8], Words>::from_bytes_with_elems(bytes, elements).is_err());
        assert!(Ref::<&[u8], Words>::from_prefix_with_elems(bytes, elements).is_err());
        assert!(Ref::<&[u8], Words>::try_from_suffix_with_elems(bytes, elements).is_err());
        assert!(Ref::<&mut [u8], Words>::try_from_prefix_with_elems(&mut *bytes, elements).is_err());
        // The error says what it could: a size, never a wrapped one.
        let error = transmutable::ref_from_prefix_with_elems::<Words>(bytes, elements).unwrap_err();
        let _ = error.to_string();
    }
}

#[test]
fn prefixes_and_suffixes_at_every_offset() {
    // 40 bytes aligned to 4, viewed from every start and up to every end.
    let mut buffer = [0u32; 10];
    buffer[0] = 1;
    let base = transmutable::as_bytes(&buffer[..]);
    for start in 0..base.len() {
        for end in start..=base.len() {
            let bytes = &base[start..end];
            let aligned = start % 4 == 0;
            let len = end - start;
            // A sized prefix and suffix: `[u32; 2]`, 8 bytes.
            let prefix = transmutable::try_ref_from_prefix::<[u32; 2]>(bytes);
            assert_eq!(prefix.is_ok(), aligned && len >= 8, "{start}..{end}");
            let suffix = <[u32; 2]>::try_ref_from_suffix(bytes);
            assert_eq!(suffix.is_ok(), (end - 8 * usize::from(len >= 8)) % 4 == 0 && len >= 8, "{start}..{end}");
            if let Ok((rest, words)) = suffix {
                assert_eq!(rest.len(), len - 8);
                assert_eq!(words.as_ptr().cast::<u8>(), bytes[len - 8..].as_ptr());
            }
            // The whole buffer as `Words`: aligned, and 4 + 4n bytes.
            let whole = Words::try_ref_from_bytes(bytes);
            assert_eq!(whole.is_ok(), aligned && len >= 4 && len % 4 == 0, "{start}..{end}");
            if let Ok(words) = whole {
                assert_eq!(words.words.len(), (len - 4) / 4);
                assert_eq!(core::mem::size_of_val(words), len);
            }
            // One word at the end, counted.
            let counted = transmutable::try_ref_from_suffix_with_elems::<Words>(bytes, 1);
            assert_eq!(counted.is_ok(), len >= 8 && (end - 8) % 4 == 0, "{start}..{end}");
            if let Ok((rest, words)) = counted {
                assert_eq!((rest.len(), words.words.len()), (len - 8, 1));
            }
            // Flags: aligned to 2, bytes checked.
            let flags = transmutable::try_ref_from_prefix_with_elems::<Flags>(bytes, 2);
            let valid = len >= 4 && bytes[2] <= 1 && bytes[3] <= 1;
            assert_eq!(flags.is_ok(), start % 2 == 0 && valid, "{start}..{end}");
        }
    }
}

#[test]
fn slices_of_zero_sized_elements_are_cut() {
    let units = [(); 5];
    for at in 0..=6 {
        let cut = transmutable::split_at::<[()]>(&units[..], at);
        match cut {
            Some((head, rest)) => {
                assert!(at <= 5);
                assert_eq!((head.len(), rest.len()), (at, 5 - at));
            }
            None => assert!(at > 5),
        }
    }
    // `[()]` from `[()]`, one for one.
    assert_eq!(transmutable::cast_slice::<(), ()>(&units[..]).len(), 5);
    let text = "añb";
    let cuts: Vec<Option<(&str, &[u8])>> = (0..=5).map(|at| transmutable::split_at::<str>(text, at)).collect();
    assert_eq!(cuts[0], Some(("", &b"a\xC3\xB1b"[..])));
    assert_eq!(cuts[1], Some(("a", &b"\xC3\xB1b"[..])));
    assert_eq!(cuts[2], None, "inside `ñ`");
    assert_eq!(cuts[3], Some(("añ", &b"b"[..])));
    assert_eq!(cuts[4], Some(("añb", &b""[..])));
    assert_eq!(cuts[5], None);
}

#[test]
fn cells_through_unique_buffers() {
    let mut bytes = [2u8, 7, 9];
    let cells = transmutable::mut_from_bytes::<Cells>(&mut bytes[..]).unwrap();
    cells.cells[1].set(4);
    let (head, rest) = transmutable::split_at_mut::<Cells>(cells, 1).unwrap();
    head.cells[0].set(8);
    rest[0].set(5);
    assert_eq!(bytes, [2, 8, 5]);
    // A `Ref` over a `RefCell`'s unique borrow, read through `&mut`.
    let shared = RefCell::new(vec![1u8, 0, 0]);
    {
        let mut view =
            Ref::<_, Cells>::from_bytes(core::cell::RefMut::map(shared.borrow_mut(), |v| &mut v[..])).unwrap();
        let cells: &mut Cells = &mut view;
        cells.cells[0].set(3);
        assert!(shared.try_borrow().is_err());
    }
    assert_eq!(*shared.borrow(), [1, 3, 0]);
    // Counted, and checked.
    let mut flags = [3u8, 0, 1, 0, 9];
    let (view, rest) = Bits::try_mut_from_prefix_with_elems(&mut flags, 3).unwrap();
    view.flags[0] = true;
    rest[0] = 1;
    assert_eq!(flags, [3, 1, 1, 0, 1]);
    assert!(Bits::try_mut_from_prefix_with_elems(&mut flags, 4).is_ok());
    flags[4] = 2;
    assert!(Bits::try_mut_from_prefix_with_elems(&mut flags, 4).is_err());
}

/// A byte of padding between the count and the words.
#[derive(Layout, Debug)]
#[repr(C)]
pub struct Spaced {
    pub count: u8,
    pub halves: [u16],
}

/// Trailing padding after an odd number of bytes.
#[derive(Layout, Debug)]
#[repr(C)]
pub struct Trailing {
    pub count: u16,
    pub bytes: [u8],
}

#[test]
fn cuts_across_padding() {
    // `Spaced` with 3 halves: 2 + 6 bytes, byte 1 padding.
    let buffer = [0x0103_0001u32, 0x0005_0004];
    let bytes = transmutable::as_bytes(&buffer[..]);
    let spaced = transmutable::ref_from_bytes::<Spaced>(bytes).unwrap();
    assert_eq!(spaced.halves.len(), 3);
    for at in 0..=3 {
        let (head, rest) = transmutable::split_at::<Spaced>(spaced, at).unwrap();
        assert_eq!((head.halves.len(), rest.len()), (at, 3 - at));
        assert_eq!(head.halves, spaced.halves[..at]);
        assert_eq!(rest, &spaced.halves[at..]);
        assert_eq!(rest.as_ptr(), spaced.halves[at..].as_ptr());
    }
    assert!(transmutable::split_at::<Spaced>(spaced, 4).is_none());
    // `Trailing` with 3 bytes: 5 bytes and one of padding; a head of one
    // byte ends in padding over the second.
    let words = [0x0007u16, 0x0908, 0];
    let trailing =
        transmutable::ref_from_prefix_with_elems::<Trailing>(transmutable::as_bytes(&words[..]), 3).unwrap().0;
    assert_eq!(core::mem::size_of_val(trailing), 6);
    for at in 0..=3 {
        let (head, rest) = transmutable::split_at::<Trailing>(trailing, at).unwrap();
        assert_eq!((head.count, head.bytes.len(), rest.len()), (7, at, 3 - at));
        assert_eq!(rest, &trailing.bytes[at..]);
    }
}
