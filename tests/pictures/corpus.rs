//! The corpus of pictures: types of every kind a description has, each
//! with a name. Shared by `tests/pictures.rs` (snapshots, XML) and
//! `tests/pictures_browser.rs` (rendering).

#![allow(dead_code)]

use core::cell::{Cell, UnsafeCell};
use core::mem::MaybeUninit;
use core::num::{NonZeroU16, NonZeroU32};
use core::sync::atomic::AtomicU32;

use transmutable::byteorder::big_endian::U16;
use transmutable::{Layout, LayoutPicture};

/// The UDP header of RFC 768, in network byte order.
#[derive(Layout)]
#[repr(C)]
pub struct UdpHeader {
    pub source_port: U16,
    pub destination_port: U16,
    pub length: U16,
    pub checksum: U16,
}

/// The IPv4 header of RFC 791, without options.
#[derive(Layout)]
#[repr(C)]
pub struct Ipv4Header {
    pub version_ihl: u8,
    pub tos: u8,
    pub total_length: [u8; 2],
    pub identification: [u8; 2],
    pub flags_fragment: [u8; 2],
    pub ttl: u8,
    pub protocol: Protocol,
    pub checksum: [u8; 2],
    pub source: [u8; 4],
    pub destination: [u8; 4],
}

#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum Protocol {
    Icmp = 1,
    Tcp = 6,
    Udp = 17,
}

/// Padding between fields and after them.
#[derive(Layout)]
#[repr(C)]
pub struct Padded {
    pub flag: bool,
    pub value: u32,
    pub small: u16,
}

#[derive(Layout)]
#[repr(C)]
pub struct Nested {
    pub header: Padded,
    pub kind: Protocol,
    pub tail: [u16; 3],
}

/// An enum with fields: a tag, then each variant's fields.
#[derive(Layout)]
#[repr(u8)]
pub enum Message {
    Empty,
    Byte(u8),
    Pair { first: bool, second: u16 },
}

/// A wide tag.
#[derive(Layout)]
#[repr(u16)]
pub enum Wide {
    Low(u8) = 1,
    High(u16) = 0xfe00,
}

/// A tag as wide as an integer gets, at its two extremes.
#[derive(Layout)]
#[repr(i128)]
pub enum Extremes {
    Lowest = i128::MIN,
    Highest = i128::MAX,
}

#[derive(Layout)]
#[repr(C)]
pub union Overlay {
    pub word: u32,
    pub bytes: [u8; 4],
    pub flags: (bool, bool),
}

#[derive(Layout)]
#[repr(C)]
pub struct Niches {
    pub character: char,
    pub maybe: Option<NonZeroU32>,
    pub never_zero: NonZeroU16,
    pub flag: bool,
}

#[derive(Layout)]
#[repr(C)]
pub struct Cells {
    pub counter: AtomicU32,
    pub cell: Cell<u16>,
    pub raw: UnsafeCell<u8>,
    pub plain: u8,
    pub maybe: MaybeUninit<u32>,
}

#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct Pixel {
    pub r: u8,
    pub g: u8,
    pub b: u8,
    pub kind: Protocol,
}

#[derive(Layout)]
#[repr(C)]
pub struct Image {
    pub width: u32,
    pub height: u32,
    pub pixels: [Pixel; 1_000_000],
}

#[derive(Layout)]
#[repr(C)]
pub struct Packet {
    pub length: u16,
    pub kind: Protocol,
    pub payload: [u8],
}

#[derive(Layout)]
#[repr(C)]
pub struct Pointers {
    pub shared: &'static u8,
    pub maybe: Option<&'static u32>,
    pub owned: Box<u64>,
    pub raw: *const [u8; 4],
    pub function: fn(),
}

#[derive(Layout)]
#[repr(C)]
pub struct Grid {
    pub rows: [[Pixel; 3]; 1000],
}

/// Names longer than their boxes: cut, never overflowing.
#[derive(Layout)]
#[repr(C)]
pub struct LongNames {
    pub a_field_name_much_longer_than_its_byte: u8,
    pub another_long_name_for_a_bool: bool,
    pub a_wide_tag_enum_field_with_a_long_name: Wide,
    pub characters_with_their_ranges: [char; 2],
}

/// The corpus: a name and a picture.
pub fn corpus() -> Vec<(&'static str, LayoutPicture)> {
    let mut corpus = vec![
        ("u8", transmutable::layout::<u8>()),
        ("bool", transmutable::layout::<bool>()),
        ("unit", transmutable::layout::<()>()),
        ("never", transmutable::layout::<core::convert::Infallible>()),
        ("udp_header", transmutable::layout::<UdpHeader>()),
        ("ipv4_header", transmutable::layout::<Ipv4Header>()),
        ("padded", transmutable::layout::<Padded>()),
        ("tuple", transmutable::layout::<(u8, u32, u16)>()),
        ("nested", transmutable::layout::<Nested>()),
        ("message", transmutable::layout::<Message>()),
        ("wide", transmutable::layout::<Wide>()),
        ("overlay", transmutable::layout::<Overlay>()),
        ("niches", transmutable::layout::<Niches>()),
        ("cells", transmutable::layout::<Cells>()),
        ("array_u8_1m", transmutable::layout::<[u8; 1 << 20]>()),
        ("image", transmutable::layout::<Image>()),
        ("grid", transmutable::layout::<Grid>()),
        ("slice_u16", transmutable::layout::<[u16]>()),
        ("str", transmutable::layout::<str>()),
        ("packet", transmutable::layout::<Packet>()),
        ("long_names", transmutable::layout::<LongNames>()),
    ];
    // Pointers are as wide as the target's addresses.
    if cfg!(target_pointer_width = "64") {
        corpus.push(("pointers", transmutable::layout::<Pointers>()));
    }
    corpus
}
