// The explanation names the field, however deep, on both sides.

use transmutable::Layout;

#[derive(Layout)]
#[repr(u8)]
pub enum Kind {
    Request = 1,
    Reply = 2,
}

#[derive(Layout)]
#[repr(C)]
pub struct Flags {
    pub urgent: bool,
    pub kind: Kind,
}

#[derive(Layout)]
#[repr(C)]
pub struct Header {
    pub length: u16,
    pub flags: Flags,
}

#[derive(Layout)]
#[repr(C)]
pub struct Packet {
    pub header: Header,
    pub body: [u8; 4],
}

/// The same bytes, as they arrive.
#[derive(Layout)]
#[repr(C)]
pub struct Raw {
    pub length: [u8; 2],
    pub urgent: bool,
    pub kind: u8,
    pub body: [u8; 4],
}

fn parse(raw: Raw) -> Packet {
    transmutable::transmute(raw)
}

fn main() {
    let _: fn(Raw) -> Packet = parse;
}
