//! Adversarial probes, round 26: fieldless enums of a one-byte tag, whose
//! description is held with its piece in one static and whose facts are
//! found without the walk (`Facts::of_tag_byte`), in a type larger than its
//! tag (`repr(u8, align(N))`: padding after the tag). Verdicts from the
//! contract: an enum accepts its tags only, in its first byte; padding is
//! uninitialized as a source and takes anything as a destination; a
//! capability holds when every byte string (all zeros; every value as
//! bytes) is one, and `Unaligned` when the alignment is 1.

#![forbid(unsafe_code)]
#![allow(dead_code)]

use transmutable::__private::{holds, Capability};
use transmutable::{decide_mut, decide_ref, is_transmutable, try_read_from_bytes, Assume, Layout};

/// Two tags, a byte of padding after them.
#[derive(Layout, Clone, Copy, PartialEq, Debug)]
#[repr(u8, align(2))]
pub enum Spaced {
    Low = 0,
    High = 255,
}

/// Two tags, neither zero, in `i8`: -1 and 1, bytes 255 and 1, then
/// three bytes of padding.
#[derive(Layout, Clone, Copy, PartialEq, Debug)]
#[repr(i8, align(4))]
pub enum Sign {
    Minus = -1,
    Plus = 1,
}

macro_rules! every_byte {
    ($($v:ident)*) => {
        /// Every byte a tag (0 to 255), a byte of padding after it.
        #[derive(Layout, Clone, Copy, PartialEq, Debug)]
        #[repr(u8, align(2))]
        pub enum EveryByte { $($v,)* }
    };
}

every_byte!(
    V00 V01 V02 V03 V04 V05 V06 V07 V08 V09 V0a V0b V0c V0d V0e V0f V10 V11 V12 V13 V14 V15 V16 V17 V18 V19 V1a V1b V1c V1d V1e V1f
    V20 V21 V22 V23 V24 V25 V26 V27 V28 V29 V2a V2b V2c V2d V2e V2f V30 V31 V32 V33 V34 V35 V36 V37 V38 V39 V3a V3b V3c V3d V3e V3f
    V40 V41 V42 V43 V44 V45 V46 V47 V48 V49 V4a V4b V4c V4d V4e V4f V50 V51 V52 V53 V54 V55 V56 V57 V58 V59 V5a V5b V5c V5d V5e V5f
    V60 V61 V62 V63 V64 V65 V66 V67 V68 V69 V6a V6b V6c V6d V6e V6f V70 V71 V72 V73 V74 V75 V76 V77 V78 V79 V7a V7b V7c V7d V7e V7f
    V80 V81 V82 V83 V84 V85 V86 V87 V88 V89 V8a V8b V8c V8d V8e V8f V90 V91 V92 V93 V94 V95 V96 V97 V98 V99 V9a V9b V9c V9d V9e V9f
    Va0 Va1 Va2 Va3 Va4 Va5 Va6 Va7 Va8 Va9 Vaa Vab Vac Vad Vae Vaf Vb0 Vb1 Vb2 Vb3 Vb4 Vb5 Vb6 Vb7 Vb8 Vb9 Vba Vbb Vbc Vbd Vbe Vbf
    Vc0 Vc1 Vc2 Vc3 Vc4 Vc5 Vc6 Vc7 Vc8 Vc9 Vca Vcb Vcc Vcd Vce Vcf Vd0 Vd1 Vd2 Vd3 Vd4 Vd5 Vd6 Vd7 Vd8 Vd9 Vda Vdb Vdc Vdd Vde Vdf
    Ve0 Ve1 Ve2 Ve3 Ve4 Ve5 Ve6 Ve7 Ve8 Ve9 Vea Veb Vec Ved Vee Vef Vf0 Vf1 Vf2 Vf3 Vf4 Vf5 Vf6 Vf7 Vf8 Vf9 Vfa Vfb Vfc Vfd Vfe Vff
);

#[test]
fn the_sizes_are_the_compilers() {
    assert_eq!((size_of::<Spaced>(), align_of::<Spaced>()), (2, 2));
    assert_eq!((size_of::<Sign>(), align_of::<Sign>()), (4, 4));
    assert_eq!((size_of::<EveryByte>(), align_of::<EveryByte>()), (2, 2));
    assert_eq!(EveryByte::Vff as u8, 255);
    assert_eq!(Sign::Minus as i8 as u8, 255);
}

/// Each first byte, with each second byte of three, read by the checked
/// view: a value exactly where the first byte is a tag, whatever the
/// padding holds.
#[test]
fn the_tag_byte_alone_is_checked() {
    for first in 0..=255u8 {
        for second in [0u8, 1, 0xAA] {
            let spaced = try_read_from_bytes::<Spaced>(&[first, second]).ok();
            let expected = match first {
                0 => Some(Spaced::Low),
                255 => Some(Spaced::High),
                _ => None,
            };
            assert_eq!(spaced, expected, "[{first}, {second}] as Spaced");
            let sign = try_read_from_bytes::<Sign>(&[first, second, second, second]).ok();
            let expected = match first {
                255 => Some(Sign::Minus),
                1 => Some(Sign::Plus),
                _ => None,
            };
            assert_eq!(sign, expected, "[{first}, {second}, ..] as Sign");
            let every = try_read_from_bytes::<EveryByte>(&[first, second]).unwrap();
            assert_eq!(every as u8, first);
        }
    }
}

#[test]
fn capabilities_by_the_contract() {
    // All zeros: `Low`; no zero tag in `Sign`.
    assert!(holds::<Spaced>(Capability::FromZeros));
    assert!(!holds::<Sign>(Capability::FromZeros));
    assert!(holds::<EveryByte>(Capability::FromZeros));
    // Every byte string: only where every first byte is a tag.
    assert!(!holds::<Spaced>(Capability::FromBytes));
    assert!(!holds::<Sign>(Capability::FromBytes));
    assert!(holds::<EveryByte>(Capability::FromBytes));
    // Padding after the tag: no value is bytes.
    assert!(!holds::<Spaced>(Capability::IntoBytes));
    assert!(!holds::<Sign>(Capability::IntoBytes));
    assert!(!holds::<EveryByte>(Capability::IntoBytes));
    assert!(!holds::<Spaced>(Capability::Unaligned));
    assert!(!holds::<EveryByte>(Capability::Unaligned));
    assert!(holds::<EveryByte>(Capability::Immutable));
}

#[test]
fn pairs_by_the_contract() {
    let n = Assume::NOTHING;
    // The tag is a byte; the padding is none.
    assert!(is_transmutable::<Spaced, u8>(n));
    assert!(is_transmutable::<EveryByte, u8>(n));
    assert!(!is_transmutable::<Spaced, [u8; 2]>(n));
    assert!(!is_transmutable::<EveryByte, [u8; 2]>(n));
    assert!(!is_transmutable::<EveryByte, u16>(n));
    // Into the enum: the first byte must be a tag; the rest is padding.
    assert!(is_transmutable::<[u8; 2], EveryByte>(n));
    assert!(is_transmutable::<u16, EveryByte>(n));
    assert!(!is_transmutable::<[u8; 2], Spaced>(n));
    // A destination larger than the source where its bytes past the
    // source's are padding.
    assert!(is_transmutable::<u8, EveryByte>(n));
    assert!(!is_transmutable::<bool, Sign>(n));
    assert!(!is_transmutable::<[bool; 4], Sign>(n));
    assert!(is_transmutable::<Spaced, EveryByte>(n));
    assert!(!is_transmutable::<EveryByte, Spaced>(n));
    assert!(is_transmutable::<Sign, EveryByte>(n));
    // Through references: no larger, no more aligned; `&mut` writes back.
    assert!(decide_ref::<Spaced, u8>(n).is_transmutable());
    assert!(!decide_mut::<Spaced, u8>(n).is_transmutable());
    assert!(decide_mut::<EveryByte, u8>(n).is_transmutable());
    assert!(decide_ref::<u16, EveryByte>(n).is_transmutable());
    // A value written through `&mut EveryByte` leaves its padding
    // uninitialized in the `u16`.
    assert!(!decide_mut::<u16, EveryByte>(n).is_transmutable());
    assert!(!decide_mut::<EveryByte, u16>(n).is_transmutable());
    assert!(decide_ref::<Sign, EveryByte>(n).is_transmutable());
    assert!(!decide_mut::<Sign, EveryByte>(n).is_transmutable());
    assert!(!decide_ref::<EveryByte, Sign>(n).is_transmutable());
}
