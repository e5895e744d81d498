//! The derive lines: the describing derives (`Layout`, `Zeroable`,
//! `CheckedBitPattern`) and the groups named after bytemuck's traits
//! (`Pod`, `AnyBitPattern`, `NoUninit`) implement what they promise, in
//! bytemuck's lines, in every order and in separate attributes, two
//! describing derives on one type included; today's five-derive line still
//! builds. A trait bound below that a derive does not meet is a compile
//! error of this file, and every verdict it rests on is the engine's,
//! checked where each type is declared.

use core::marker::PhantomData;

use transmutable::byteorder::big_endian::U16;
use transmutable::{
    AnyBitPattern, CheckedBitPattern, FromBytes, FromZeros, Immutable, IntoBytes, Layout, NoUninit, Pod, Unaligned,
    Zeroable,
};

fn pod<T: FromZeros + FromBytes + IntoBytes + Immutable>() {}
fn any_bit_pattern<T: FromZeros + FromBytes + Immutable>() {}
fn zeroable<T: FromZeros>() {}
fn from_bytes<T: FromBytes>() {}
fn no_uninit<T: IntoBytes + Immutable>() {}
fn checked_bit_pattern<T: Layout>() {}
fn unaligned<T: Unaligned>() {}

#[derive(Pod, Zeroable)]
#[repr(C)]
pub struct Header {
    pub kind: u16,
    pub length: u16,
}

#[derive(Unaligned, Zeroable, Pod)]
#[repr(C)]
pub struct WireHeader {
    pub kind: U16,
    pub length: U16,
}

#[derive(Pod, Unaligned, transmutable::ByteEq, transmutable::ByteHash, Zeroable)]
#[repr(C)]
pub struct Split {
    pub bytes: [u8; 3],
}

#[derive(Zeroable, AnyBitPattern)]
#[repr(C)]
pub struct Padded {
    pub flag: u8,
    pub value: u32,
}

#[derive(Zeroable)]
#[repr(C)]
pub struct Flags {
    pub enabled: bool,
    pub count: u16,
}

#[derive(Layout, NoUninit, Clone, Copy)]
#[repr(u8)]
pub enum Level {
    Low = 1,
    High = 2,
}

#[derive(Debug, NoUninit, CheckedBitPattern, PartialEq)]
#[repr(u8)]
pub enum Opcode {
    Query = 0,
    Notify = 4,
}

#[derive(FromBytes, Immutable, IntoBytes, FromZeros, Layout)]
#[repr(C)]
pub struct FiveReversed {
    pub a: u32,
}

#[derive(Layout, FromZeros, FromBytes, IntoBytes, Immutable)]
#[repr(C)]
pub struct Five {
    pub a: u32,
}

#[derive(Immutable, IntoBytes, Layout, FromBytes, FromZeros)]
#[repr(C)]
pub struct FiveApart {
    pub a: u32,
}

#[derive(Pod, Zeroable)]
#[repr(transparent)]
pub struct Wrapper<T>(pub T);

#[derive(Layout, FromZeros, Pod)]
#[repr(C)]
pub struct Spelled {
    pub a: [u8; 4],
}

#[derive(Zeroable, NoUninit)]
#[repr(u8)]
pub enum Zeroed {
    Off = 0,
    On = 1,
}

#[derive(Zeroable)]
#[repr(C)]
pub struct Marked<T> {
    pub value: u32,
    pub marker: PhantomData<T>,
}

// Two derives that describe the type describe it once, in one list or in
// two attributes (kept apart from rustfmt, which merges them).
#[derive(Layout, Zeroable, Pod)]
#[repr(C)]
pub struct DescribedTwice {
    pub a: u32,
}

#[rustfmt::skip]
#[derive(CheckedBitPattern, NoUninit)]
#[derive(Zeroable)]
#[repr(u8)]
pub enum DescribedApart {
    Off = 0,
    On = 1,
}

#[test]
fn every_line_implements_what_it_promises() {
    pod::<Header>();
    pod::<WireHeader>();
    unaligned::<WireHeader>();
    pod::<Split>();
    unaligned::<Split>();
    any_bit_pattern::<Padded>();
    zeroable::<Flags>();
    no_uninit::<Level>();
    checked_bit_pattern::<Opcode>();
    no_uninit::<Opcode>();
    pod::<Spelled>();
    zeroable::<Zeroed>();
    no_uninit::<Zeroed>();
    pod::<FiveReversed>();
    pod::<Five>();
    pod::<FiveApart>();
    pod::<Wrapper<u64>>();
    zeroable::<Marked<bool>>();
    pod::<DescribedTwice>();
    zeroable::<DescribedApart>();
    no_uninit::<DescribedApart>();
}

#[test]
fn the_capabilities_work() {
    let header = Header { kind: 1, length: 2 };
    let back: &Header = Header::ref_from_bytes(header.as_bytes()).unwrap();
    assert_eq!((back.kind, back.length), (1, 2));
    assert!(Split { bytes: [1, 2, 3] } == Split { bytes: [1, 2, 3] });
    let padded = Padded::read_from_bytes(&[7; 8]).unwrap();
    assert_eq!((padded.flag, padded.value), (7, 0x0707_0707));
    let flags = Flags::new_zeroed();
    assert_eq!((flags.enabled, flags.count), (false, 0));
    assert_eq!(Level::High.as_bytes(), [2]);
    assert_eq!(transmutable::try_transmute::<u8, Opcode>(4).ok(), Some(Opcode::Notify));
    assert!(transmutable::try_transmute::<u8, Opcode>(1).is_err());
    assert_eq!(Wrapper(5u64).as_bytes(), 5u64.to_ne_bytes());
}

// Three attributes: the first describing derive to run describes the
// type, and the others leave it.
#[rustfmt::skip]
#[derive(Layout)]
#[derive(Zeroable, NoUninit)]
#[derive(CheckedBitPattern)]
#[repr(C)]
pub struct DescribedThrice {
    pub a: u32,
}

#[test]
fn three_attributes_describe_once() {
    zeroable::<DescribedThrice>();
    no_uninit::<DescribedThrice>();
}

// The capabilities meet across attributes as in one list, whichever comes
// first, for a generic type too.
#[rustfmt::skip]
#[derive(FromZeros)]
#[derive(FromBytes, Layout)]
#[repr(C)]
pub struct ZerosApart {
    pub a: u32,
}

#[rustfmt::skip]
#[derive(Pod)]
#[derive(AnyBitPattern, NoUninit)]
#[derive(Zeroable)]
#[repr(C)]
pub struct GroupsApart {
    pub a: u32,
}

#[rustfmt::skip]
#[derive(Zeroable)]
#[derive(Pod, FromBytes)]
#[repr(transparent)]
pub struct GenericApart<T>(pub T);

// A type of the same name in a child module, declared after the parent's,
// and the same lines inside a function and from a `macro_rules!`.
pub mod child {
    #[derive(transmutable::Pod, transmutable::Zeroable, transmutable::FromZeros)]
    #[repr(C)]
    pub struct Header {
        pub kind: u32,
    }
}

macro_rules! pod_of {
    ($name:ident) => {
        #[derive(Zeroable, Pod, FromBytes)]
        #[repr(C)]
        pub struct $name {
            pub a: u16,
        }
    };
}

pod_of!(FromMacro);
pod_of!(FromMacroAgain);

// Every derive, describing ones after those that run before them.
#[derive(Pod, AnyBitPattern, NoUninit, Zeroable, Layout, CheckedBitPattern, transmutable::KnownLayout, FromZeros)]
#[repr(C)]
pub struct Everything {
    pub a: u32,
}

#[test]
fn overlapping_lines_meet_anywhere() {
    pod::<Everything>();
    zeroable::<ZerosApart>();
    from_bytes::<ZerosApart>();
    pod::<GroupsApart>();
    pod::<GenericApart<u32>>();
    pod::<child::Header>();
    pod::<FromMacro>();
    pod::<FromMacroAgain>();

    #[derive(FromBytes, Pod, Zeroable, Layout)]
    #[repr(C)]
    struct Local {
        pub a: u8,
    }
    pod::<Local>();
    {
        #[derive(Pod, Zeroable, FromZeros)]
        #[repr(C)]
        struct Local {
            pub a: u32,
        }
        pod::<Local>();
        pod_of!(Nested);
        pod::<Nested>();
    }
    assert_eq!(GroupsApart::read_from_bytes(&[1; 4]).unwrap().a, 0x0101_0101);
    assert_eq!(child::Header::new_zeroed().kind, 0);
}

// Two types a macro declares from one token of its input: one name, one
// place written, each its own derive list. Each is described by its own
// derive (`Layout` for the first, `Zeroable` for the second).
macro_rules! two_of_one_name {
    ($name:ident) => {
        pub mod by_layout {
            #[derive(transmutable::Layout)]
            #[repr(C)]
            pub struct $name {
                pub a: u8,
            }
        }
        pub mod by_zeroable {
            #[derive(transmutable::Zeroable, transmutable::FromBytes)]
            #[repr(C)]
            pub struct $name {
                pub a: u16,
            }
        }
    };
}
two_of_one_name!(OneName);

#[test]
fn two_types_of_one_name_token_describe_each_their_own() {
    checked_bit_pattern::<by_layout::OneName>();
    from_bytes::<by_zeroable::OneName>();
    assert_eq!(<by_zeroable::OneName as Layout>::DESCRIPTION.size(), 2);
    assert_eq!(<by_layout::OneName as Layout>::DESCRIPTION.size(), 1);
}
