//! Adversarial probes, round 24, run under Miri (`scripts/miri.sh`, on
//! s390x too): memory read through what the shortcuts that just landed
//! let through.
//!
//! - References whose referents their facts answer (`referents_hold` asks
//!   `facts_answer` first): each `transmute_ref` reads only bytes the
//!   source holds, initialized, and none a cell of the source writes while
//!   the reference lives (a cell beside the bytes read, set through the
//!   original), one and two levels deep.
//! - `ByteEq` and `ByteHash` on structs that end in a slice or `str`,
//!   viewed in a buffer and written through a unique view between
//!   comparisons: equal exactly when count and bytes are, and what one
//!   feeds a hasher never the start of what an unequal one feeds.

#![forbid(unsafe_code)]

use core::cell::Cell;
use std::hash::{Hash, Hasher};

use transmutable::{ByteEq, ByteHash, Layout};

#[derive(Layout)]
#[repr(C)]
pub struct CellSecond {
    pub byte: u8,
    pub cell: Cell<u8>,
}

#[derive(Layout)]
#[repr(C)]
pub struct Padded {
    pub a: u8,
    pub b: u16,
}

#[test]
fn references_answered_by_facts_read_what_the_source_holds() {
    let words = [0x0102u16, 0x0304];
    let bytes: &[u8; 3] = transmutable::transmute_ref(&words);
    assert_eq!(bytes[..2], 0x0102u16.to_ne_bytes());

    let beside = CellSecond { byte: 7, cell: Cell::new(1) };
    let byte: &u8 = transmutable::transmute_ref(&beside);
    beside.cell.set(9);
    assert_eq!((*byte, beside.cell.get()), (7, 9));

    let padded = Padded { a: 5, b: 6 };
    let first: &u8 = transmutable::transmute_ref(&padded);
    assert_eq!(*first, 5);

    let pair = [3u8, 4];
    let outer: &&[u8; 2] = &&pair;
    let inner: &&u8 = transmutable::transmute_ref(outer);
    assert_eq!(**inner, 3);

    let mut word = 0x0a0b_0c0du32;
    let four: &mut [u8; 4] = transmutable::transmute_mut(&mut word);
    four[0] = 0xff;
    assert_eq!(word.to_ne_bytes()[0], 0xff);
}

#[derive(Layout, ByteEq, ByteHash, Debug)]
#[repr(C)]
pub struct Named {
    pub count: u8,
    pub text: [u8],
}

#[derive(Layout, ByteEq, ByteHash, Debug)]
#[repr(C)]
pub struct Label {
    pub tag: u8,
    pub text: str,
}

#[derive(Layout, ByteEq, ByteHash, Debug)]
#[repr(C)]
pub struct Words {
    pub count: u16,
    pub words: [u16],
}

#[derive(Default)]
struct Feed(Vec<u8>);

impl Hasher for Feed {
    fn finish(&self) -> u64 {
        0
    }
    fn write(&mut self, bytes: &[u8]) {
        self.0.extend_from_slice(bytes);
    }
}

fn feed<T: Hash + ?Sized>(value: &T) -> Vec<u8> {
    let mut feed = Feed::default();
    value.hash(&mut feed);
    feed.0
}

#[test]
fn tails_compare_and_hash_by_count_and_bytes_after_writes() {
    let mut left = [1u8, 2, 3, 4];
    let mut right = [1u8, 2, 3, 5];
    {
        let a: &mut Named = transmutable::mut_from_bytes_with_elems(&mut left[..], 3).unwrap();
        a.text[2] = 5;
    }
    let a: &Named = transmutable::ref_from_bytes(&left[..]).unwrap();
    let b: &Named = transmutable::ref_from_bytes(&right[..]).unwrap();
    assert_eq!(a, b);
    assert_eq!(feed(a), feed(b));
    right[3] = 6;
    let b: &Named = transmutable::ref_from_bytes(&right[..]).unwrap();
    assert_ne!(a, b);
    let shorter: &Named = transmutable::ref_from_bytes(&left[..3]).unwrap();
    assert_ne!(a, shorter);
    assert!(!feed(a).starts_with(&feed(shorter)) && !feed(shorter).starts_with(&feed(a)));

    let label: &Label = transmutable::try_ref_from_bytes(b"\x01h\xc3\xa9").unwrap();
    let same: &Label = transmutable::try_ref_from_bytes(b"\x01h\xc3\xa9").unwrap();
    assert_eq!(label, same);
    assert_eq!(feed(label), feed(same));
    assert!(transmutable::try_ref_from_bytes::<Label>(b"\x01h\xc3").is_err());

    // Words read from a buffer aligned for them, at every count.
    let buffer = [0x0001u16, 0x0203, 0x0405, 0x0607];
    let all: &[u8] = transmutable::as_bytes(&buffer);
    let mut fed = Vec::new();
    for count in 0..4 {
        let words: &Words = transmutable::ref_from_bytes(&all[..2 + 2 * count]).unwrap();
        assert_eq!(words.words.len(), count);
        assert_eq!(words, words);
        fed.push(feed(words));
    }
    for (i, a) in fed.iter().enumerate() {
        for (j, b) in fed.iter().enumerate() {
            assert_eq!(i == j, a.starts_with(b), "{i} {j}");
        }
    }
}
