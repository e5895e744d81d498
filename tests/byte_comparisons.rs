//! `#[derive(ByteEq, ByteHash)]` against a model that compares and hashes
//! copies of the values' bytes.

use std::hash::{Hash, Hasher};

use proptest::prelude::*;
use transmutable::byteorder::little_endian::U32;
use transmutable::{ByteEq, ByteHash, Layout};

#[derive(Layout, Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum Kind {
    Query = 1,
    Reply = 2,
}

#[derive(Layout, ByteEq, ByteHash, Clone, Copy, Debug)]
#[repr(C)]
pub struct Record {
    pub kind: Kind,
    pub flags: [bool; 3],
    pub length: U32,
}

/// A generic one, checked where it is used, whose parameter has the name
/// the derived `hash` would give its own.
#[derive(Layout, ByteEq, ByteHash, Clone, Copy, Debug)]
#[repr(transparent)]
pub struct Tagged<H>(pub H);

/// Writes down what it is fed.
#[derive(Default)]
struct Recorder(Vec<u8>);

impl Hasher for Recorder {
    fn finish(&self) -> u64 {
        0
    }

    fn write(&mut self, bytes: &[u8]) {
        self.0.extend_from_slice(bytes);
    }
}

fn record(kind: bool, flags: [bool; 3], length: u32) -> Record {
    Record { kind: if kind { Kind::Query } else { Kind::Reply }, flags, length: U32::new(length) }
}

/// The model: the bytes, copied one by one.
fn bytes_of(record: &Record) -> Vec<u8> {
    let mut bytes = vec![record.kind as u8];
    bytes.extend(record.flags.map(u8::from));
    bytes.extend(record.length.to_bytes());
    bytes
}

proptest! {
    #![proptest_config(ProptestConfig { failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn equal_exactly_when_the_bytes_are(a in (any::<bool>(), any::<[bool; 3]>(), 0u32..4), b in (any::<bool>(), any::<[bool; 3]>(), 0u32..4)) {
        let (a, b) = (record(a.0, a.1, a.2), record(b.0, b.1, b.2));
        prop_assert_eq!(a == b, bytes_of(&a) == bytes_of(&b));
        prop_assert_eq!(Tagged(a.length) == Tagged(b.length), a.length.to_bytes() == b.length.to_bytes());

        let mut hashed = Recorder::default();
        a.hash(&mut hashed);
        prop_assert_eq!(&hashed.0, &bytes_of(&a));
        let mut slice = Recorder::default();
        Record::hash_slice(&[a, b], &mut slice);
        prop_assert_eq!(slice.0, [bytes_of(&a), bytes_of(&b)].concat());
    }
}
