//! Fieldless enums with parameters. A type or lifetime parameter no field
//! uses is refused by the compiler (E0392), so a fieldless enum's
//! parameters are constants, which no discriminant may name: every
//! instance has the same tags, read by `as` casts of `Self`'s variants.
//!
//! Verdicts from the contract (`BRIEF.md`: an enum accepts its tags only, in
//! the target's byte order; an enum without `#[non_exhaustive]` carries no
//! invariant; `Dst` may be larger only where its extra bytes accept uninit),
//! and, byte by byte, from the language: a byte string is a value exactly
//! when it is one of the variants' tags, each read by an `as` cast.

use transmutable::portable::{self, Target, Targets};
use transmutable::{
    as_bytes, is_transmutable, transmute, transmute_ref, try_read_from_bytes, zeroed, Assume, ByteEq, FromZeros,
    Immutable, IntoBytes, Layout, Unaligned,
};

#[derive(Layout, Clone, Copy, PartialEq, Debug)]
#[repr(u8)]
pub enum Pair<const N: usize> {
    A,
    B,
}

#[derive(Layout, Clone, Copy, PartialEq, Debug)]
#[repr(i8)]
pub enum Signed<const N: usize, const FLAG: bool> {
    MinusOne = -1,
    Zero,
    Seven = 7,
}

#[derive(Layout, Clone, Copy, PartialEq, Debug)]
#[repr(u16)]
pub enum Wide<const N: u8> {
    Low = 0x0102,
    Next,
    High = 0xFF00,
}

#[derive(Layout, Clone, Copy, PartialEq, Debug)]
#[repr(C)]
pub enum OfC<const N: usize> {
    Seven = 7,
    Eight,
}

#[derive(Layout, Clone, Copy, PartialEq, Debug)]
#[repr(u8, align(2))]
pub enum Aligned<const N: usize> {
    A,
    B,
}

#[derive(Layout, Clone, Copy, PartialEq, Debug)]
#[repr(u8)]
pub enum Bounded<const N: usize>
where
    [u8; N]: Copy,
{
    A = 3,
    B = 5,
}

#[derive(Layout, Clone, Copy, PartialEq, Debug)]
#[repr(u8)]
pub enum Defaulted<const N: usize = 3> {
    A,
    B,
}

#[derive(Layout, Clone, Copy, PartialEq, Debug)]
#[repr(u8)]
pub enum OpenVariant<const N: usize> {
    A,
    #[non_exhaustive]
    B,
}

/// 130 variants from -128: the last two are past an `i8` cast's reach of
/// the written discriminant, which the kit reaches by adding the distance.
#[derive(Layout, Clone, Copy, PartialEq, Debug)]
#[repr(i8)]
#[rustfmt::skip]
pub enum Past<const N: usize> {
    V0 = -128, V1, V2, V3, V4, V5, V6, V7, V8, V9, V10, V11, V12, V13, V14, V15,
    V16, V17, V18, V19, V20, V21, V22, V23, V24, V25, V26, V27, V28, V29, V30, V31,
    V32, V33, V34, V35, V36, V37, V38, V39, V40, V41, V42, V43, V44, V45, V46, V47,
    V48, V49, V50, V51, V52, V53, V54, V55, V56, V57, V58, V59, V60, V61, V62, V63,
    V64, V65, V66, V67, V68, V69, V70, V71, V72, V73, V74, V75, V76, V77, V78, V79,
    V80, V81, V82, V83, V84, V85, V86, V87, V88, V89, V90, V91, V92, V93, V94, V95,
    V96, V97, V98, V99, V100, V101, V102, V103, V104, V105, V106, V107, V108, V109, V110, V111,
    V112, V113, V114, V115, V116, V117, V118, V119, V120, V121, V122, V123, V124, V125, V126, V127,
    V128, V129,
}

#[derive(Layout, Clone, Copy, PartialEq, Debug)]
#[repr(u16)]
#[transmutable(portable)]
pub enum PortableWide<const N: usize> {
    One = 1,
}

#[derive(Layout, Clone, Copy, PartialEq, Debug)]
#[repr(u8)]
#[transmutable(portable)]
pub enum PortableOne<const N: usize> {
    One = 1,
}

#[derive(Layout, FromZeros, IntoBytes, Immutable, Unaligned, ByteEq, Debug)]
#[repr(u8)]
pub enum Capable<const N: usize> {
    Zero,
    One,
}

#[derive(transmutable::NoUninit, transmutable::CheckedBitPattern, transmutable::Zeroable, Clone, Copy)]
#[repr(u16)]
pub enum Mucked<const N: usize> {
    Zero,
    Big = 0x1234,
}

/// Whether `bytes` is one of `tags`, each the bytes of a variant's `as`
/// cast in the target's order: the language's answer, byte by byte.
fn is_tag(bytes: &[u8], tags: &[&[u8]]) -> bool {
    tags.contains(&bytes)
}

#[test]
fn checked_at_monomorphization() {
    assert_eq!(transmute::<Pair<3>, u8>(Pair::B), 1);
    assert_eq!(transmute::<bool, Pair<4>>(true), Pair::B);
    assert_eq!(transmute::<Pair<3>, Pair<9>>(Pair::A), Pair::A);
    assert_eq!(*transmute_ref::<Signed<1, true>, u8>(&Signed::MinusOne), 0xFF);
    assert_eq!(transmute::<Wide<0>, u16>(Wide::Next), 0x0103);
    assert_eq!(transmute::<OfC<2>, u8>(OfC::Eight), 8);
    assert_eq!(transmute::<Aligned<2>, u8>(Aligned::B), 1);
    assert_eq!(transmute::<Bounded<2>, u8>(Bounded::B), 5);
    assert_eq!(transmute::<Defaulted, u8>(Defaulted::B), 1);
    assert_eq!(transmute::<Past<0>, i8>(Past::V129), 1);
}

#[test]
fn verdicts_from_the_contract() {
    let (n, v, s) = (Assume::NOTHING, Assume::VALIDITY, Assume::SAFETY);
    // An enum is its tag: any value reads as an integer; an integer is a
    // value only with VALIDITY.
    assert!(is_transmutable::<Pair<3>, u8>(n));
    assert!(!is_transmutable::<u8, Pair<3>>(n));
    assert!(is_transmutable::<u8, Pair<3>>(v));
    assert!(is_transmutable::<bool, Pair<3>>(n));
    assert!(is_transmutable::<Pair<3>, Pair<4>>(n));
    assert!(is_transmutable::<Pair<3>, bool>(n));
    assert!(!is_transmutable::<Pair<3>, u16>(n));
    assert!(is_transmutable::<Signed<0, false>, i8>(n));
    assert!(!is_transmutable::<bool, Signed<0, false>>(n));
    assert!(!is_transmutable::<Signed<0, false>, Pair<0>>(n));
    assert!(is_transmutable::<Wide<1>, u16>(n));
    assert!(is_transmutable::<Wide<1>, [u8; 2]>(n));
    assert!(!is_transmutable::<u16, Wide<1>>(n));
    assert!(!is_transmutable::<Wide<1>, u32>(n));
    // A `repr(C)` tag is as wide as C's `int` on this target, no byte of it
    // padding.
    let c = core::mem::size_of::<OfC<0>>();
    assert_eq!(c, core::mem::size_of::<core::ffi::c_int>());
    assert!(is_transmutable::<OfC<0>, core::ffi::c_int>(n));
    assert!(!is_transmutable::<core::ffi::c_int, OfC<0>>(n));
    // `align(2)`: a tag byte, then a byte of padding.
    assert!(is_transmutable::<Aligned<0>, u8>(n));
    assert!(!is_transmutable::<Aligned<0>, u16>(n));
    assert!(!is_transmutable::<Aligned<0>, [u8; 2]>(n));
    assert!(is_transmutable::<Pair<0>, Aligned<0>>(n));
    assert!(is_transmutable::<Bounded<1>, u8>(n));
    assert!(!is_transmutable::<Pair<0>, Bounded<1>>(n));
    assert!(is_transmutable::<Defaulted, Pair<0>>(n));
    // A `#[non_exhaustive]` variant is an invariant the enum may carry.
    assert!(!is_transmutable::<bool, OpenVariant<0>>(n));
    assert!(is_transmutable::<bool, OpenVariant<0>>(s));
    assert!(is_transmutable::<OpenVariant<0>, u8>(n));
    assert!(!is_transmutable::<u8, Past<0>>(n));
    assert!(is_transmutable::<Past<0>, u8>(n));
}

#[test]
fn every_byte_string_against_the_casts() {
    fn one_byte<T: Layout>(tags: &[u8]) {
        for byte in 0..=u8::MAX {
            assert_eq!(try_read_from_bytes::<T>(&[byte]).is_ok(), tags.contains(&byte), "{byte:#x}");
        }
    }
    one_byte::<Pair<7>>(&[Pair::<7>::A as u8, Pair::<7>::B as u8]);
    one_byte::<Signed<7, true>>(&[
        Signed::<7, true>::MinusOne as u8,
        Signed::<7, true>::Zero as u8,
        Signed::<7, true>::Seven as u8,
    ]);
    one_byte::<Bounded<7>>(&[Bounded::<7>::A as u8, Bounded::<7>::B as u8]);
    // -128 to 1, each one more than the one before.
    let past: Vec<u8> = (-128i8..=1).map(|tag| tag as u8).collect();
    one_byte::<Past<7>>(&past);
    let wide = [Wide::<7>::Low as u16, Wide::<7>::Next as u16, Wide::<7>::High as u16].map(u16::to_ne_bytes);
    let wide: Vec<&[u8]> = wide.iter().map(|tag| &tag[..]).collect();
    for value in 0..=u16::MAX {
        let bytes = value.to_ne_bytes();
        assert_eq!(try_read_from_bytes::<Wide<7>>(&bytes).is_ok(), is_tag(&bytes, &wide), "{value:#x}");
    }
    let c =
        [OfC::<7>::Seven as core::ffi::c_int, OfC::<7>::Eight as core::ffi::c_int].map(core::ffi::c_int::to_ne_bytes);
    let c: Vec<&[u8]> = c.iter().map(|tag| &tag[..]).collect();
    for value in 0..=u16::MAX as core::ffi::c_int {
        let bytes = value.to_ne_bytes();
        assert_eq!(try_read_from_bytes::<OfC<7>>(&bytes).is_ok(), is_tag(&bytes, &c), "{value:#x}");
    }
    // The padding byte of `align(2)` accepts any.
    for tag in 0..=u8::MAX {
        for padding in [0, 0x5A, 0xFF] {
            assert_eq!(try_read_from_bytes::<Aligned<7>>(&[tag, padding]).is_ok(), tag <= 1);
        }
    }
}

#[test]
fn portable_descriptions_follow_each_target() {
    let (n, little, s390x) = (Assume::NOTHING, Targets::LITTLE_ENDIAN, Targets::only(Target::S390x));
    assert!(portable::is_transmutable_on::<PortableOne<0>, u8>(Targets::ALL, n));
    assert!(!portable::is_transmutable_on::<u8, PortableOne<0>>(Targets::ALL, n));
    // The tag 1 of two bytes is [1, 0] on little-endian targets, [0, 1] on
    // big-endian ones: its first byte is a `PortableOne` on the first only.
    assert!(portable::is_transmutable_on::<PortableWide<0>, PortableOne<0>>(little, n));
    assert!(!portable::is_transmutable_on::<PortableWide<0>, PortableOne<0>>(s390x, n));
}

#[test]
fn capabilities_by_the_language() {
    assert_eq!(zeroed::<Capable<2>>(), Capable::Zero);
    assert_eq!(as_bytes(&Capable::<2>::One), &[1]);
    assert!(Capable::<2>::One == Capable::<2>::One && Capable::<2>::One != Capable::<2>::Zero);
    assert_eq!(bytemuck_like::<Mucked<2>>(Mucked::Big), 0x1234u16.to_ne_bytes());
    assert!(is_transmutable::<u16, Mucked<2>>(Assume::VALIDITY));
    assert!(!is_transmutable::<u16, Mucked<2>>(Assume::NOTHING));
}

fn bytemuck_like<T: IntoBytes + Immutable + Copy>(value: T) -> [u8; 2] {
    as_bytes(&value).try_into().unwrap()
}
