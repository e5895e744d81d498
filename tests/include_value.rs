//! `include_value!` against the model: the file's bytes, read at run time
//! and laid over the type.

use transmutable::byteorder::{big_endian, little_endian};

const BIG: big_endian::U32 = transmutable::include_value!("fixture/four_bytes");
const LITTLE: little_endian::U32 = transmutable::include_value!("fixture/four_bytes");

#[test]
#[cfg_attr(miri, ignore = "reads the file at run time, which Miri's isolation refuses")]
fn the_value_is_the_files_bytes() {
    let bytes: [u8; 4] =
        std::fs::read(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixture/four_bytes")).unwrap().try_into().unwrap();
    assert_eq!(BIG.get(), u32::from_be_bytes(bytes));
    assert_eq!(LITTLE.get(), u32::from_le_bytes(bytes));
    let flags: [u8; 4] = transmutable::include_value!("fixture/four_bytes");
    assert_eq!(flags, bytes);
}

/// The same against the bytes `include_bytes!` reads: what runs under
/// Miri, which reads no file at run time.
#[test]
fn the_value_is_the_bytes_the_compiler_read() {
    let bytes: [u8; 4] = *include_bytes!("fixture/four_bytes");
    assert_eq!(BIG.get(), u32::from_be_bytes(bytes));
    assert_eq!(LITTLE.get(), u32::from_le_bytes(bytes));
}
