// A destination larger than the source, whose extra bytes are not padding:
// the explanation names the first field past the end of the source.

use transmutable::Layout;

#[derive(Layout)]
#[repr(C)]
pub struct Message {
    pub kind: u8,
    pub flags: u8,
    pub length: u16,
}

fn message(bytes: [u8; 2]) -> Message {
    transmutable::transmute(bytes)
}

fn main() {
    let _: fn([u8; 2]) -> Message = message;
}
