//! A corpus of types and pairs, checked in item-level constants against the
//! compiler of the target being compiled for:
//!
//! - each type's portable description for this target is its native one,
//!   piece by piece (sizes, alignments, offsets, tag bytes, value sets);
//! - each pair's portable verdict for this target is its native verdict.
//!
//! `cargo check --target T` fails to compile if either does not hold.

#![no_std]
#![allow(dead_code)]

use core::cell::{Cell, UnsafeCell};
use core::marker::PhantomData;
use core::mem::{ManuallyDrop, MaybeUninit};
use core::num::{NonZeroI64, NonZeroU128, NonZeroU16, NonZeroU32, NonZeroU8, NonZeroUsize, Wrapping};

use transmutable::byteorder::{BigEndian, Enum, LittleEndian, U16, U32, U64};
use transmutable::{Assume, Layout};

/// The portable description of each type, for this target, is the native one.
macro_rules! described {
    ($($type:ty),* $(,)?) => {$(
        const _: () = assert!(
            transmutable::portable::describes_current::<$type>(),
            concat!("the portable description of `", stringify!($type), "` is not the compiler's layout"),
        );
    )*};
}

/// For every ordered pair of the types: the portable verdict for this
/// target is the native one, with nothing assumed and with validity assumed.
macro_rules! pairs {
    ($($type:ty),* $(,)?) => {
        pairs!(@rows [$($type),*] $($type),*);
    };
    (@rows $all:tt $($type:ty),*) => {
        $(pairs!(@row $type; $all);)*
    };
    (@row $source:ty; [$($destination:ty),*]) => {$(
        const _: () = assert!(
            transmutable::portable::agrees_with_native::<$source, $destination>(Assume::NOTHING)
                && transmutable::portable::agrees_with_native::<$source, $destination>(Assume::VALIDITY),
            concat!(
                "the portable verdict on `", stringify!($source), "` -> `", stringify!($destination),
                "` is not the native one"
            ),
        );
    )*};
}

#[derive(Layout)]
#[transmutable(portable)]
#[repr(C)]
pub struct Mixed {
    pub a: u8,
    pub b: u64,
    pub c: u16,
    pub d: u128,
    pub e: f64,
    pub f: usize,
}

#[derive(Layout, Clone, Copy)]
#[transmutable(portable)]
#[repr(C)]
pub struct Record {
    pub kind: u32,
    pub stamp: u64,
}

#[derive(Layout)]
#[transmutable(portable)]
#[repr(C, packed)]
pub struct Packed {
    pub a: u8,
    pub b: u64,
    pub c: u16,
}

#[derive(Layout)]
#[transmutable(portable)]
#[repr(C, packed(2))]
pub struct PackedTwo {
    pub a: u8,
    pub b: u64,
    pub c: u32,
}

#[derive(Layout)]
#[transmutable(portable)]
#[repr(C, align(16))]
pub struct Aligned {
    pub a: u8,
    pub b: u32,
}

#[derive(Layout)]
#[transmutable(portable)]
#[repr(transparent)]
pub struct Transparent(pub u64, PhantomData<u8>);

#[derive(Layout)]
#[transmutable(portable)]
#[repr(C)]
pub struct Nested {
    pub head: u8,
    pub record: Record,
    pub tail: [u16; 3],
    pub flag: bool,
    pub letter: char,
}

#[derive(Layout)]
#[transmutable(portable)]
#[repr(C)]
pub union Overlap {
    pub word: u64,
    pub bytes: [u8; 6],
    pub half: u16,
}

#[derive(Layout)]
#[transmutable(portable)]
#[repr(C)]
pub union Words {
    pub a: u32,
    pub b: Record,
}

#[derive(Layout)]
#[transmutable(portable)]
#[repr(u8)]
pub enum Small {
    A,
    B = 7,
    C,
}

#[derive(Layout)]
#[transmutable(portable)]
#[repr(u16)]
pub enum Wide {
    A = 0x0100,
    B = 0x00FF,
    C = 0xABCD,
}

#[derive(Layout)]
#[transmutable(portable)]
#[repr(i32)]
pub enum Signed {
    Low = -5,
    High = 70000,
}

#[derive(Layout)]
#[transmutable(portable)]
#[repr(u64)]
pub enum Huge {
    A = 1,
    B = 0x0102_0304_0506_0708,
}

#[derive(Layout)]
#[transmutable(portable)]
#[repr(usize)]
pub enum PointerSized {
    A = 1,
    B = 0x0102,
}

#[derive(Layout)]
#[transmutable(portable)]
#[repr(isize)]
pub enum PointerSigned {
    A = -1,
    B = 2,
}

#[derive(Layout)]
#[transmutable(portable)]
#[repr(C)]
pub enum CSmall {
    A,
    B,
}

#[derive(Layout)]
#[transmutable(portable)]
#[repr(C)]
pub enum CWide {
    A = 1,
    B = 0x12345,
}

#[derive(Layout)]
#[transmutable(portable)]
#[repr(C)]
pub enum CNegative {
    A = -2,
    B = 3,
}

#[derive(Layout)]
#[transmutable(portable)]
#[repr(u8)]
pub enum Tagged {
    Empty,
    Byte(u8),
    Word(u32, u16),
    Long { value: u64, flag: bool },
}

#[derive(Layout)]
#[transmutable(portable)]
#[repr(C)]
pub enum CTagged {
    A(u8),
    B(u64),
    C { x: u16, y: char },
}

#[derive(Layout)]
#[transmutable(portable)]
#[repr(C, u8)]
pub enum CByteTagged {
    A(u32),
    B(u128),
}

#[derive(Layout)]
#[transmutable(portable)]
#[repr(u16, align(8))]
pub enum AlignedTag {
    A,
    B,
}

#[derive(Layout)]
#[transmutable(portable)]
#[repr(C)]
pub struct Wire {
    pub port: U16<BigEndian>,
    pub length: U32<LittleEndian>,
    pub stamp: U64<BigEndian>,
}

#[derive(Layout)]
#[transmutable(portable)]
#[repr(C)]
pub struct Pointers<'a> {
    pub shared: &'a u64,
    pub slice: &'a [u16],
    pub text: &'a str,
    pub maybe: Option<&'a Record>,
    pub maybe_slice: Option<&'a [u8]>,
    pub raw: *const u32,
    pub raw_slice: *mut [u8],
    pub call: fn(u8) -> u8,
    pub maybe_call: Option<fn()>,
}

#[derive(Layout)]
#[transmutable(portable)]
#[repr(C)]
pub struct Cells {
    pub a: u8,
    pub cell: Cell<u32>,
    pub raw: UnsafeCell<u16>,
    pub uninit: MaybeUninit<u64>,
    pub manual: ManuallyDrop<u128>,
    pub wrapping: Wrapping<usize>,
}

#[derive(Layout)]
#[transmutable(portable)]
#[repr(C)]
pub struct NonZeros {
    pub a: NonZeroU8,
    pub b: NonZeroU16,
    pub c: Option<NonZeroU32>,
    pub d: NonZeroI64,
    pub e: NonZeroUsize,
    pub f: Option<NonZeroU128>,
}

described!(
    u8, u16, u32, u64, u128, usize, i8, i16, i32, i64, i128, isize, f32, f64, bool, char, (),
    core::convert::Infallible, NonZeroU8, NonZeroU16, NonZeroU32, NonZeroI64, NonZeroUsize, NonZeroU128,
    Option<NonZeroU32>, [u16; 5], [u64; 3], [char; 2], [Record; 2], &'static u8, &'static [u32], &'static str,
    Option<&'static u64>, Option<&'static [u8]>, *const u8, *mut [u16], fn(), Option<fn(u8)>, [u8], str, [u64],
    Mixed, Record, Packed, PackedTwo, Aligned, Transparent, Nested, Overlap, Words, Small, Wide, Signed, Huge,
    PointerSized, PointerSigned, CSmall, CWide, CNegative, Tagged, CTagged, CByteTagged, AlignedTag, Wire,
    Pointers<'static>, Cells, NonZeros, U16<BigEndian>, U64<LittleEndian>, Enum<Wide, BigEndian>,
    Enum<Wide, LittleEndian>, Enum<Signed, BigEndian>, Enum<PointerSized, LittleEndian>, Enum<u32, BigEndian>,
    Enum<char, LittleEndian>,
);

#[cfg(target_has_atomic = "64")]
described!(core::sync::atomic::AtomicU64, core::sync::atomic::AtomicI64);
#[cfg(target_has_atomic = "32")]
described!(core::sync::atomic::AtomicU32, core::sync::atomic::AtomicUsize, core::sync::atomic::AtomicBool);

pairs!(
    u8, u16, u32, u64, u128, usize, isize, f64, char, NonZeroU32, [u8; 2], [u8; 4], [u8; 8], [u8; 12], [u8; 16],
    [u16; 4], [u32; 3], [u64; 2], Record, Mixed, Packed, PackedTwo, Aligned, Nested, Overlap, Small, Wide,
    Signed, Huge, PointerSized, CSmall, CWide, CNegative, Tagged, CTagged, CByteTagged, AlignedTag, Wire,
    Enum<Wide, BigEndian>, Enum<Small, LittleEndian>,
);

#[derive(Layout)]
#[transmutable(portable)]
#[repr(C)]
pub struct Tailed {
    pub kind: u8,
    pub length: u64,
    pub words: [u16],
}

#[derive(Layout)]
#[transmutable(portable)]
#[repr(C, packed)]
pub struct PackedTailed {
    pub kind: u8,
    pub words: [u32],
}

#[derive(Layout)]
#[transmutable(portable)]
#[repr(C)]
pub struct Text {
    pub length: u32,
    pub text: str,
}

described!(Tailed, PackedTailed, Text, &'static Tailed, Option<&'static Text>);

mod dependent;
use dependent::*;

// Records of bit fields: the same bytes on every target.
described!(
    BitVersion, BitKind, VersionIhl, KindFlags, CrossingNetwork, CrossingLittle, Wide32, Tag16, BitHeader, WrappedBits,
);

pairs!(
    u8, u16, [u8; 2], u32, Tag16, VersionIhl, KindFlags, CrossingNetwork, CrossingLittle, Wide32, BitHeader,
    WrappedBits, [u8; 24],
);

/// The host's portable verdicts on the pairs of `dependent.rs` for this
/// target, two letters a pair (nothing assumed, validity assumed): `y` or
/// `n`, or `u` where the host refused a type a portable description. Set by
/// `tests/portable.rs`; a build without it checks nothing more.
const HOST_VERDICTS: Option<&str> = option_env!("TRANSMUTABLE_HOST_VERDICTS");

/// Whether the host's verdicts at `at` on a pair are the compiler's here,
/// `nothing` and `validity`: a host verdict `u` (no description) holds.
const fn agrees(at: usize, nothing: bool, validity: bool) -> bool {
    match HOST_VERDICTS {
        Some(host) => {
            let host = host.as_bytes();
            host.len() > at + 1
                && (host[at] == b'u' || (host[at] == b'y') == nothing)
                && (host[at + 1] == b'u' || (host[at + 1] == b'y') == validity)
        }
        None => true,
    }
}

/// Every verdict the host gives is the compiler's here, one constant a
/// pair, so that every pair that differs is reported.
macro_rules! agree_with_host {
    (@at $at:expr;) => {
        const _: () = assert!(
            match HOST_VERDICTS {
                Some(host) => host.len() == $at,
                None => true,
            },
            "the host's verdicts are for another list of pairs",
        );
    };
    (@at $at:expr; ($source:ty, $destination:ty) $(, $rest:tt)*) => {
        const _: () = assert!(
            agrees(
                $at,
                transmutable::is_transmutable::<$source, $destination>(Assume::NOTHING),
                transmutable::is_transmutable::<$source, $destination>(Assume::VALIDITY),
            ),
            concat!(
                "the host's portable verdict on `", stringify!($source), "` -> `", stringify!($destination),
                "` is not the compiler's on this target"
            ),
        );
        agree_with_host!(@at $at + 2; $($rest),*);
    };
    ($($pair:tt),* $(,)?) => {
        agree_with_host!(@at 0; $($pair),*);
    };
}

dependent_pairs!(agree_with_host);
