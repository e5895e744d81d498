//! Values read from streams and vectors cast in place, on fuzzed bytes:
//! `read_from_io` on a stream of the input's bytes must give what
//! `read_from_bytes` gives on the same bytes, and fail exactly when the
//! stream is too short; `try_cast_vec` of a vector of the input's bytes
//! must give the same bytes, as many as fit whole elements, or the vector
//! back; `write_to_io` of what was read must write the bytes read;
//! `collect_to_vec` must copy the bytes and fill the last value with zeros.
#![no_main]

use libfuzzer_sys::fuzz_target;
use transmutable::byteorder::big_endian::{U16, U32};
use transmutable::Layout;

#[derive(Layout, Debug, Clone, Copy, PartialEq)]
#[repr(C)]
pub struct Header {
    pub id: U32,
    pub kind: U16,
    pub flags: [u8; 2],
}

fuzz_target!(|input: &[u8]| {
    let mut stream = input;
    match transmutable::read_from_io::<Header, _>(&mut stream) {
        Ok(header) => {
            assert!(input.len() >= 8);
            assert_eq!(stream.len(), input.len() - 8);
            let (expected, _) = transmutable::read_from_prefix::<Header>(input).unwrap();
            assert_eq!(header, expected);
            let mut written = Vec::new();
            transmutable::write_to_io(&header, &mut written).unwrap();
            assert_eq!(written, input[..8]);
        }
        Err(error) => {
            assert!(input.len() < 8);
            assert_eq!(error.kind(), std::io::ErrorKind::UnexpectedEof);
        }
    }

    let mut vector = input.to_vec();
    vector.shrink_to_fit();
    let (length, capacity) = (vector.len(), vector.capacity());
    match transmutable::try_cast_vec::<u8, [u8; 3]>(vector) {
        Ok(triples) => {
            assert!(length % 3 == 0 && capacity % 3 == 0);
            assert_eq!(triples.concat(), input);
        }
        Err(error) => {
            assert!(length % 3 != 0 || capacity % 3 != 0);
            assert_eq!(error.into_source(), input);
        }
    }

    let headers: Vec<Header> = transmutable::collect_to_vec(input);
    let mut model = input.to_vec();
    model.resize(input.len().div_ceil(8) * 8, 0);
    assert_eq!(headers.len(), model.len() / 8);
    assert_eq!(transmutable::as_bytes(&headers[..]), model);
    let back: Vec<u8> = transmutable::collect_to_vec(&headers[..]);
    assert_eq!(back, model);
});
