//! Values through `std::io` streams and into byte buffers, against the
//! bytes the value is: what is written reads back, a stream that ends early
//! is an error, and the buffer functions write where they say.

use proptest::prelude::*;
use transmutable::byteorder::big_endian::{U16, U32};
use transmutable::Layout;

#[derive(Layout, Debug, Clone, Copy, PartialEq)]
#[repr(C)]
pub struct Record {
    pub id: U32,
    pub kind: U16,
    pub flags: [u8; 2],
}

fn record() -> impl Strategy<Value = Record> {
    (any::<u32>(), any::<u16>(), any::<[u8; 2]>()).prop_map(|(id, kind, flags)| Record {
        id: U32::new(id),
        kind: U16::new(kind),
        flags,
    })
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: if cfg!(miri) { 4 } else { 256 },
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    #[test]
    fn what_is_written_reads_back(records in proptest::collection::vec(record(), 0..8)) {
        let mut stream = Vec::new();
        for value in &records {
            transmutable::write_to_io(value, &mut stream).unwrap();
        }
        prop_assert_eq!(stream.len(), records.len() * 8);
        let mut reader = &stream[..];
        for value in &records {
            let read: Record = transmutable::read_from_io(&mut reader).unwrap();
            prop_assert_eq!(read, *value);
        }
        prop_assert!(reader.is_empty());
    }

    #[test]
    fn buffers_take_the_bytes_where_they_say(value in record(), extra in 0usize..4) {
        let model = transmutable::as_bytes(&value).to_vec();
        let mut buffer = vec![0xAAu8; 8 + extra];
        transmutable::write_to_prefix(&value, &mut buffer).unwrap();
        prop_assert_eq!(&buffer[..8], &model[..]);
        prop_assert!(buffer[8..].iter().all(|&byte| byte == 0xAA));
        let mut buffer = vec![0xAAu8; 8 + extra];
        transmutable::write_to_suffix(&value, &mut buffer).unwrap();
        prop_assert_eq!(&buffer[extra..], &model[..]);
        prop_assert!(buffer[..extra].iter().all(|&byte| byte == 0xAA));
        let mut buffer = vec![0u8; 8 + extra];
        prop_assert_eq!(transmutable::write_to(&value, &mut buffer).is_ok(), extra == 0);
    }
}

#[test]
fn a_stream_that_ends_early_is_an_error() {
    let mut short = &[1u8, 2, 3][..];
    let error = transmutable::read_from_io::<Record, _>(&mut short).unwrap_err();
    assert_eq!(error.kind(), std::io::ErrorKind::UnexpectedEof);
}

#[test]
fn a_buffer_too_short_is_given_back() {
    let mut buffer = [0u8; 3];
    let error = transmutable::write_to_prefix(&7u32, &mut buffer).unwrap_err();
    assert_eq!(error.to_string(), "the buffer holds 3 bytes, but `u32` takes 4 bytes");
    assert_eq!(error.into_source().len(), 3);
}
