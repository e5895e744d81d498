//! Types whose derive reads an input that may mean another thing on another
//! target, one or more of each class: a discriminant or an array length
//! written as an expression, a const argument, an alias (the user's, one
//! per target, one renamed on import, one shadowing a primitive's name, the
//! std ones), a field or variant under `#[cfg]`, an associated type, a type
//! written by a macro, and items a macro writes. Most of them mean another
//! layout on 32-bit targets than on 64-bit ones.
//!
//! The host (`tests/portable.rs`) computes every pair's portable verdict on
//! each target and hands them to the build for that target, which checks
//! them against the compiler's layouts there (`lib.rs`): a verdict the host
//! gives must be the native one; a type refused a portable description
//! has no verdict to check. Shared by both, so that both read one corpus.
//!
//! Records of bit fields (`#[transmutable::bits]`) are here too, beside
//! integers and enums whose bytes differ by byte order: their bytes are
//! the same on every target, in the order they state, so the host's
//! description of one must be each target's, big-endian ones included.

use core::ffi::{c_char, c_double, c_int, c_long, c_longlong, c_schar, c_short, c_uint, c_ulong};
use core::mem::size_of;
use core::num::{NonZeroU32, NonZeroUsize};

use transmutable::Layout;

/// A discriminant computed from the target: 8 on 64-bit targets, 4 on
/// 32-bit ones.
#[derive(Layout, Clone, Copy)]
#[transmutable(portable)]
#[repr(u8)]
pub enum Width {
    W = size_of::<usize>() as u8,
}

#[derive(Layout, Clone, Copy)]
#[transmutable(portable)]
#[repr(u8)]
pub enum Eight {
    X = 8,
}

pub const TAG: u8 = size_of::<usize>() as u8;

/// A discriminant named by a constant computed from the target.
#[derive(Layout, Clone, Copy)]
#[transmutable(portable)]
#[repr(u8)]
pub enum FromConstant {
    A = TAG,
}

/// An array length computed from the target.
#[derive(Layout)]
#[transmutable(portable)]
#[repr(C)]
pub struct WordBytes {
    pub w: [u8; size_of::<usize>()],
}

pub const WORD: usize = size_of::<usize>();

#[derive(Layout)]
#[transmutable(portable)]
#[repr(C)]
pub struct Buffer<const N: usize> {
    pub bytes: [u8; N],
}

/// A const argument computed from the target, in braces and by name.
#[derive(Layout)]
#[transmutable(portable)]
#[repr(C)]
pub struct HoldsBuffer {
    pub braced: Buffer<{ size_of::<usize>() }>,
}

#[derive(Layout)]
#[transmutable(portable)]
#[repr(C)]
pub struct HoldsNamedBuffer {
    pub named: Buffer<WORD>,
}

/// A std alias whose width differs by target.
#[derive(Layout)]
#[transmutable(portable)]
#[repr(C)]
pub struct Long {
    pub x: c_long,
}

#[derive(Layout)]
#[transmutable(portable)]
#[repr(C)]
pub struct HoldsLong {
    pub head: u8,
    pub long: Long,
}

/// One whose signedness differs by target.
#[derive(Layout)]
#[transmutable(portable)]
#[repr(C)]
pub struct Character {
    pub c: c_char,
}

/// Zero-sized on every target, whatever it is given.
#[derive(Layout)]
#[transmutable(portable)]
#[repr(C)]
pub struct Phantom {
    pub value: u32,
    pub marker: core::marker::PhantomData<c_long>,
}

/// Std aliases that mean one type on every target: modelled as it.
#[derive(Layout)]
#[transmutable(portable)]
#[repr(C)]
pub struct CInts {
    pub a: c_schar,
    pub b: c_short,
    pub c: c_int,
    pub d: c_uint,
    pub e: c_longlong,
    pub f: c_double,
    pub g: NonZeroU32,
    pub h: Option<NonZeroUsize>,
}

/// The same, written with the primitives.
#[derive(Layout)]
#[transmutable(portable)]
#[repr(C)]
pub struct Primitives {
    pub a: i8,
    pub b: i16,
    pub c: i32,
    pub d: u32,
    pub e: i64,
    pub f: f64,
    pub g: NonZeroU32,
    pub h: Option<NonZeroUsize>,
}

/// An alias of the user's, one type on every target.
pub type Word = u32;

#[derive(Layout)]
#[transmutable(portable)]
#[repr(C)]
pub struct Aliased {
    pub w: Word,
}

/// An alias of the user's, one type per target.
#[cfg(target_pointer_width = "64")]
pub type Native = u64;
#[cfg(target_pointer_width = "32")]
pub type Native = u32;

#[derive(Layout)]
#[transmutable(portable)]
#[repr(C)]
pub struct HoldsNative {
    pub n: Native,
}

/// A bit field's type, one per target: free bits on 64-bit targets, a
/// `bool` (0 or 1 in its two bits) on 32-bit ones.
#[cfg(target_pointer_width = "64")]
pub type FlagBit = u8;
#[cfg(target_pointer_width = "32")]
pub type FlagBit = bool;

/// A record of bit fields whose field's type is an alias of one type per
/// target: `u8 -> BitsAliased` holds on 64-bit targets only.
#[transmutable::bits(order = network)]
#[derive(Clone, Copy)]
pub struct BitsAliased {
    #[bits(2)]
    pub flag: FlagBit,
    #[bits(6)]
    pub rest: u8,
}

/// A record of bit fields written with the types themselves: one layout
/// everywhere.
#[transmutable::bits(order = network)]
#[derive(Clone, Copy)]
pub struct BitsPlain {
    pub flag: bool,
    #[bits(7)]
    pub rest: u8,
}

/// A std alias renamed where it is imported.
#[derive(Layout)]
#[transmutable(portable)]
#[repr(C)]
pub struct HoldsRenamed {
    pub r: Renamed,
}

use core::ffi::c_ulong as Renamed;

/// A std alias behind a pointer, and in an `Option`.
#[derive(Layout)]
#[transmutable(portable)]
#[repr(C)]
pub struct PointsToLong {
    pub p: &'static c_long,
    pub q: Option<&'static [c_ulong]>,
}

#[derive(Layout)]
#[transmutable(portable)]
#[repr(C)]
pub struct Pair<T> {
    pub a: T,
    pub b: T,
}

/// A std alias as the argument of a derived generic type, whose
/// description does not name its arguments.
#[derive(Layout)]
#[transmutable(portable)]
#[repr(C)]
pub struct HoldsPair {
    pub p: Pair<c_ulong>,
}

/// A primitive's name, shadowed by an alias whose width differs by target.
pub mod shadow {
    #[allow(non_camel_case_types)]
    type u32 = core::ffi::c_ulong;

    #[derive(transmutable::Layout)]
    #[transmutable(portable)]
    #[repr(C)]
    pub struct Shadowed {
        pub x: u32,
    }
}
pub use shadow::Shadowed;

/// Fields under `#[cfg]`, one per pointer width.
#[derive(Layout)]
#[transmutable(portable)]
#[repr(C)]
pub struct Configured {
    #[cfg(target_pointer_width = "64")]
    pub wide: u64,
    #[cfg(target_pointer_width = "32")]
    pub narrow: u32,
}

/// A variant under `#[cfg]`.
#[derive(Layout)]
#[transmutable(portable)]
#[repr(u8)]
pub enum ConfiguredVariant {
    A,
    #[cfg(target_pointer_width = "64")]
    B,
}

pub trait Machine {
    type Word;
}

impl Machine for () {
    #[cfg(target_pointer_width = "64")]
    type Word = u64;
    #[cfg(target_pointer_width = "32")]
    type Word = u32;
}

/// An associated type, written in full.
#[derive(Layout)]
#[transmutable(portable)]
#[repr(C)]
pub struct Associated {
    pub w: <() as Machine>::Word,
}

/// An associated type of a parameter.
#[derive(Layout)]
#[transmutable(portable)]
#[repr(C)]
pub struct Projected<T: Machine> {
    pub w: T::Word,
}

#[cfg(target_pointer_width = "64")]
macro_rules! machine_word {
    () => {
        u64
    };
}
#[cfg(target_pointer_width = "32")]
macro_rules! machine_word {
    () => {
        u32
    };
}

/// A type written by a macro, through the alias the derive asks for (a
/// macro in a field type stops it).
pub type MachineWord = machine_word!();

#[derive(Layout)]
#[transmutable(portable)]
#[repr(C)]
pub struct ByMacro {
    pub w: MachineWord,
}

/// Items a macro writes: their types and lengths arrive grouped.
macro_rules! record {
    ($name:ident, $ty:ty, $length:expr) => {
        #[derive(Layout)]
        #[transmutable(portable)]
        #[repr(C)]
        pub struct $name {
            pub value: $ty,
            pub bytes: [u8; $length],
        }
    };
}

record!(MadeFine, u16, 2);
record!(MadeWords, u16, size_of::<usize>());
record!(MadeLong, c_long, 1);

/// Only 4 is a valid version.
#[derive(Layout, Clone, Copy)]
#[transmutable(portable)]
#[repr(u8)]
pub enum BitVersion {
    V4 = 4,
}

/// Five kinds in three bits: 5, 6 and 7 are invalid.
#[derive(Layout, Clone, Copy)]
#[transmutable(portable)]
#[repr(u8)]
pub enum BitKind {
    A,
    B,
    C,
    D,
    E,
}

/// IPv4's first byte, network order.
#[transmutable::bits(order = network)]
#[derive(Clone, Copy)]
pub struct VersionIhl {
    #[bits(4)]
    pub version: BitVersion,
    #[bits(4)]
    pub ihl: u8,
}

/// Little-endian order: `urgent` is bit 0.
#[transmutable::bits(order = little_endian)]
#[derive(Clone, Copy)]
pub struct KindFlags {
    pub urgent: bool,
    #[bits(3)]
    pub kind: BitKind,
    #[bits(4)]
    pub count: u8,
}

/// Network order, `kind` across the bytes: bits 9..7 of the big-endian
/// integer.
#[transmutable::bits(order = network)]
#[derive(Clone, Copy)]
pub struct CrossingNetwork {
    #[bits(6)]
    pub a: u8,
    #[bits(3)]
    pub kind: BitKind,
    #[bits(7)]
    pub b: u8,
}

/// Little-endian order, `kind` across the bytes: bits 6..9 of the
/// little-endian integer.
#[transmutable::bits(order = little_endian)]
#[derive(Clone, Copy)]
pub struct CrossingLittle {
    #[bits(6)]
    pub a: u8,
    #[bits(3)]
    pub kind: BitKind,
    #[bits(7)]
    pub b: u8,
}

/// Four bytes, little-endian, a 29-bit integer over all of them.
#[transmutable::bits(order = little_endian)]
#[derive(Clone, Copy)]
pub struct Wide32 {
    #[bits(3)]
    pub kind: BitKind,
    #[bits(29)]
    pub value: u32,
}

/// A `u16` whose bytes differ by byte order: on a little-endian target
/// (bytes 0x80, 0x03) it puts 0 in `CrossingNetwork.kind` and 6 in
/// `CrossingLittle.kind`, on a big-endian one (0x03, 0x80) 7 and 0: the
/// verdicts into them differ by target.
#[derive(Layout, Clone, Copy)]
#[transmutable(portable)]
#[repr(u16)]
pub enum Tag16 {
    Crossing = 0x0380,
}

/// Records in a struct whose `stamp` lies at 12 where `u64` is aligned to
/// 4, at 16 elsewhere.
#[derive(Layout, Clone, Copy)]
#[transmutable(portable)]
#[repr(C)]
pub struct BitHeader {
    pub version_ihl: VersionIhl,
    pub kind_flags: KindFlags,
    pub crossing: CrossingNetwork,
    pub wide: Wide32,
    pub more: KindFlags,
    pub stamp: u64,
}

/// A record in a transparent wrapper.
#[derive(Layout, Clone, Copy)]
#[transmutable(portable)]
#[repr(transparent)]
pub struct WrappedBits(pub VersionIhl);

/// Every pair whose verdicts the host hands to the build for each target,
/// given to `$check`.
macro_rules! dependent_pairs {
    ($check:ident) => {
        $check! {
            (Width, Eight),
            (Eight, Width),
            (FromConstant, Eight),
            (WordBytes, [u8; 8]),
            ([u8; 4], WordBytes),
            (HoldsBuffer, [u8; 8]),
            (HoldsNamedBuffer, [u8; 8]),
            (Buffer<4>, u32),
            (u32, Buffer<4>),
            (Long, u64),
            ([u8; 8], Long),
            (HoldsLong, [u8; 16]),
            (Character, u8),
            (Phantom, u32),
            (u32, Phantom),
            (u8, Character),
            (CInts, Primitives),
            (Primitives, CInts),
            (CInts, [u8; 24]),
            ([u8; 40], CInts),
            (Aliased, u32),
            (HoldsNative, u64),
            (HoldsRenamed, u64),
            (PointsToLong, [usize; 3]),
            (HoldsPair, [u64; 2]),
            (Shadowed, u64),
            (Configured, u64),
            (bool, ConfiguredVariant),
            (Associated, u64),
            (Projected<()>, u64),
            (ByMacro, u64),
            (MadeFine, [u8; 4]),
            ([u16; 2], MadeFine),
            (MadeWords, [u8; 10]),
            (MadeLong, [u8; 16]),
            (u8, VersionIhl),
            (VersionIhl, u8),
            (VersionIhl, KindFlags),
            (KindFlags, VersionIhl),
            (Tag16, CrossingNetwork),
            (Tag16, CrossingLittle),
            (CrossingNetwork, CrossingLittle),
            (CrossingLittle, CrossingNetwork),
            (CrossingNetwork, Tag16),
            (u16, CrossingNetwork),
            (u32, Wide32),
            (Wide32, u32),
            ([u8; 24], BitHeader),
            (BitHeader, [u8; 24]),
            (BitHeader, [u8; 20]),
            ([u32; 5], BitHeader),
            (WrappedBits, VersionIhl),
            (VersionIhl, WrappedBits),
            (u8, WrappedBits),
            (u8, BitsAliased),
            (BitsAliased, u8),
            (u8, BitsPlain),
            (BitsPlain, u8),
        }
    };
}
pub(crate) use dependent_pairs;
