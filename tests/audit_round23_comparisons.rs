//! Adversarial probes, round 23: `#[derive(ByteEq)]` and
//! `#[derive(ByteHash)]` on a struct that ends in a slice or in `str`,
//! whose every value is initialized bytes outside any cell (what the
//! derives ask, `as_bytes`'s verdict): `PartialEq` and `Hash` exist for
//! it, as `#[derive(PartialEq, Eq, Hash)]` gives them; two values are
//! equal exactly when their bytes are (and so their lengths), equal values
//! hash alike, and what a value feeds the hasher is never the start of
//! what an unequal one feeds (the prefix-freedom `Hash` asks for, which
//! `[T]` keeps by hashing its length first). Found: neither derive
//! compiled for such a struct (`Sized` is not implemented for `[u8]`),
//! and a hash of its bytes alone would not be prefix-free; nor did
//! `#[derive(Layout)]` compile for a generic struct that ends in `[T]`
//! (its bound `[T]: Layout` does not give `[T]: Pointee`, which needs
//! `T: Layout`). Run under Miri too, where a read of a byte outside the
//! value is undefined behaviour.

#![forbid(unsafe_code)]

use std::hash::{Hash, Hasher};

use transmutable::{ByteEq, ByteHash, Layout};

/// A count, then bytes.
#[derive(Layout, ByteEq, ByteHash, Debug)]
#[repr(C)]
pub struct Named {
    pub count: u8,
    pub text: [u8],
}

/// Text after a tag.
#[derive(Layout, ByteEq, ByteHash, Debug)]
#[repr(C)]
pub struct Label {
    pub tag: u8,
    pub text: str,
}

/// Generic, ending in a slice of its parameter.
#[derive(Layout, ByteEq, ByteHash, Debug)]
#[repr(C)]
pub struct Run<T> {
    pub count: u8,
    pub items: [T],
}

/// Sized, for comparison: its slices hash all their bytes at once.
#[derive(Layout, ByteEq, ByteHash, Clone, Copy, Debug)]
#[repr(C)]
pub struct Pair {
    pub a: u8,
    pub b: u8,
}

/// Every call a value's `Hash` makes, in order.
#[derive(Default, PartialEq, Debug)]
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

fn named(bytes: &[u8]) -> &Named {
    transmutable::ref_from_bytes(bytes).unwrap()
}

#[test]
fn structs_that_end_in_slices_compare_by_all_their_bytes() {
    let buffers: [&[u8]; 7] = [&[1], &[1, 2], &[1, 2, 3], &[1, 3], &[2, 2], &[1, 2, 3, 4], &[0]];
    for a in buffers {
        for b in buffers {
            assert_eq!(named(a) == named(b), a == b, "{a:?} {b:?}");
            let (fed_a, fed_b) = (feed(named(a)), feed(named(b)));
            if a == b {
                assert_eq!(fed_a, fed_b);
            } else {
                assert!(!fed_b.starts_with(&fed_a), "{a:?} feeds the start of what {b:?} feeds");
            }
        }
    }
}

#[test]
fn generic_structs_that_end_in_slices_compare_by_their_bytes() {
    let run = |bytes: &'static [u8]| -> &'static Run<[u8; 2]> { transmutable::ref_from_bytes(bytes).unwrap() };
    assert_eq!(run(&[1, 2, 3]), run(&[1, 2, 3]));
    assert_ne!(run(&[1, 2, 3]), run(&[1, 2, 4]));
    assert_ne!(run(&[1, 2, 3]), run(&[1]));
    assert!(!feed(run(&[1, 2, 3, 4, 5])).starts_with(&feed(run(&[1, 2, 3]))));
}

#[test]
fn text_compares_by_its_bytes() {
    let label = |bytes: &'static [u8]| -> &'static Label { transmutable::try_ref_from_bytes(bytes).unwrap() };
    assert_eq!(label(b"\x01ab"), label(b"\x01ab"));
    assert_ne!(label(b"\x01ab"), label(b"\x01a"));
    assert_ne!(label(b"\x01ab"), label(b"\x02ab"));
    assert!(!feed(label(b"\x01abc")).starts_with(&feed(label(b"\x01ab"))));
    assert!(!feed(label(b"\x01a")).starts_with(&feed(label(b"\x01ab"))));
}

#[test]
fn sized_values_and_their_slices_hash_as_before() {
    let pairs = [Pair { a: 1, b: 2 }, Pair { a: 3, b: 4 }];
    assert_eq!(feed(&pairs[0]), [1, 2]);
    // `[T]` hashes its length, then its values' bytes at once.
    let mut expected = feed(&2usize);
    expected.extend_from_slice(&[1, 2, 3, 4]);
    assert_eq!(feed(&pairs[..]), expected);
    assert!(pairs[0] != pairs[1] && pairs[0] == Pair { a: 1, b: 2 });
}
