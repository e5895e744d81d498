//! One exported function, `header_length`: whether the first 24 of the
//! `len` bytes of `buffer` are a valid header, and if so its `length`
//! field (0 otherwise). Built with a transmutable view or by hand, so that
//! the code each leaves in an embedded image can be compared.

#![no_std]

#[panic_handler]
fn panic(_: &core::panic::PanicInfo<'_>) -> ! {
    loop {}
}

#[cfg(feature = "view")]
mod header {
    use transmutable::byteorder::{BigEndian, U16, U32, U64};
    use transmutable::Layout;

    /// What the header announces: three values of a `u8` tag.
    #[derive(Layout)]
    #[repr(u8)]
    pub enum Kind {
        Data = 0,
        Acknowledgement = 1,
        Reset = 2,
    }

    /// A 24-byte wire header: a `bool`, a 3-value enum, big-endian integers.
    #[derive(Layout)]
    #[repr(C)]
    pub struct Header {
        pub urgent: bool,
        pub kind: Kind,
        pub version: u8,
        pub reserved: u8,
        pub length: U32<BigEndian>,
        pub sequence: U64<BigEndian>,
        pub checksum: U32<BigEndian>,
        pub source_port: U16<BigEndian>,
        pub destination_port: U16<BigEndian>,
    }

    pub fn length(bytes: &[u8]) -> u32 {
        match transmutable::try_ref_from_prefix::<Header>(bytes) {
            Ok((header, _)) => header.length.get(),
            Err(_) => 0,
        }
    }
}

#[cfg(feature = "by-hand")]
mod header {
    pub fn length(bytes: &[u8]) -> u32 {
        match bytes.first_chunk::<24>() {
            Some(header) if header[0] <= 1 && header[1] <= 2 => {
                u32::from_be_bytes([header[4], header[5], header[6], header[7]])
            }
            _ => 0,
        }
    }
}

/// The `length` field of the header at the start of the first `len` bytes
/// of `buffer`, or 0 where they hold no valid header.
#[no_mangle]
pub extern "C" fn header_length(buffer: &[u8; 64], len: usize) -> u32 {
    header::length(buffer.get(..len).unwrap_or(&[]))
}
