// A local type named like the tag's integer changes nothing: the derive
// names `core::primitive::u8`, not whatever `u8` means where it expands.
#![allow(non_camel_case_types)]

use transmutable::Layout;

type u8 = u16;

#[derive(Layout, Debug, PartialEq)]
#[repr(u8)]
pub enum Event {
    Flag(core::primitive::u8, bool),
    Word(u32),
}

fn main() {
    // `Flag`'s `bool` is byte 2 (the tag, then the byte): 2 is not a `bool`.
    let bytes: [core::primitive::u8; 8] = [0, 0, 2, 0, 0, 0, 0, 0];
    let error = transmutable::try_read_from_bytes::<Event>(&bytes).unwrap_err();
    assert!(error.to_string().contains("byte 2 (`Event.Flag.1`) holds 2"), "{error}");
    let valid: [core::primitive::u8; 8] = [0, 7, 1, 0, 0, 0, 0, 0];
    assert_eq!(transmutable::try_read_from_bytes::<Event>(&valid).ok(), Some(Event::Flag(7, true)));
}
