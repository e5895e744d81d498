//! Adversarial probes, round 28, at run time (and under Miri): arrays
//! whose facts are their element's scaled (`Bytes::of_array`,
//! `Facts::of_run_array`, `Facts::of_whole_repeat`) read from bytes
//! through the checked views, which validate only what their facts do
//! not settle: a byte outside the element's values anywhere in the array
//! is refused, in the first element, the last, and in nested arrays; the
//! arrays whose every byte string is a value are read whole; and
//! references into references by value moved at run time.

#![forbid(unsafe_code)]

use core::cell::Cell;
use core::mem::MaybeUninit;
use core::num::NonZeroU8;

use transmutable::{as_bytes, read_from_bytes, transmute, try_read_from_bytes, try_ref_from_bytes};

#[test]
fn arrays_of_values_refuse_a_byte_out_of_them_anywhere() {
    assert!(try_read_from_bytes::<[NonZeroU8; 2]>(&[1, 0]).is_err());
    assert!(try_read_from_bytes::<[NonZeroU8; 2]>(&[0, 1]).is_err());
    assert_eq!(try_read_from_bytes::<[NonZeroU8; 2]>(&[1, 2]).map(|a| a.map(NonZeroU8::get)).ok(), Some([1, 2]));
    assert!(try_read_from_bytes::<[NonZeroU8; 1]>(&[0]).is_err());
    assert!(try_read_from_bytes::<[[NonZeroU8; 1]; 2]>(&[1, 0]).is_err());
    assert!(try_read_from_bytes::<[[NonZeroU8; 2]; 2]>(&[1, 1, 1, 0]).is_err());
    assert!(try_read_from_bytes::<[bool; 3]>(&[1, 1, 2]).is_err());
    assert!(try_read_from_bytes::<[bool; 3]>(&[2, 1, 1]).is_err());
    assert_eq!(try_read_from_bytes::<[bool; 3]>(&[1, 0, 1]).ok(), Some([true, false, true]));
    assert!(try_read_from_bytes::<[[bool; 1]; 2]>(&[0, 7]).is_err());
    assert!(try_read_from_bytes::<[[bool; 2]; 1]>(&[7, 0]).is_err());
    assert!(try_read_from_bytes::<[Cell<bool>; 2]>(&[0, 3]).is_err());
    assert!(try_read_from_bytes::<[char; 2]>(&[0x41, 0, 0, 0, 0, 0xd8, 0, 0]).is_err());
    assert!(try_ref_from_bytes::<[NonZeroU8; 3]>(&[5, 5, 0]).is_err());
    assert!(try_ref_from_bytes::<[[bool; 2]; 2]>(&[0, 0, 0, 2]).is_err());
    assert_eq!(try_ref_from_bytes::<[[bool; 2]; 2]>(&[0, 1, 1, 0]).ok(), Some(&[[false, true], [true, false]]));
    // No element: nothing to refuse.
    assert!(try_read_from_bytes::<[NonZeroU8; 0]>(&[]).is_ok());
    assert!(try_read_from_bytes::<[[bool; 0]; 3]>(&[]).is_ok());
}

#[test]
fn arrays_of_any_bytes_read_whole() {
    assert_eq!(read_from_bytes::<[[u8; 2]; 3]>(&[1, 2, 3, 4, 5, 6]).ok(), Some([[1, 2], [3, 4], [5, 6]]));
    assert_eq!(read_from_bytes::<[u8; 1]>(&[9]).ok(), Some([9]));
    assert_eq!(read_from_bytes::<[[u8; 0]; 4]>(&[]).ok(), Some([[]; 4]));
    assert_eq!(as_bytes(&[[7u8; 2]; 2]), &[7, 7, 7, 7]);
    assert_eq!(as_bytes(&[0x0102u16; 1]), &0x0102u16.to_ne_bytes());
    assert!(read_from_bytes::<[MaybeUninit<u8>; 2]>(&[3, 4]).is_ok());
}

#[test]
fn references_into_references_move() {
    let words = [0x0102_0304u32, 5];
    let bytes: &[u8; 8] = transmute::<&[u32; 2], &[u8; 8]>(&words);
    assert_eq!(&bytes[..4], &0x0102_0304u32.to_ne_bytes());
    let mut word = 0u32;
    let quads: &mut [u8; 4] = transmute::<&mut u32, &mut [u8; 4]>(&mut word);
    quads[0] = 0xff;
    assert_eq!(word, u32::from_ne_bytes([0xff, 0, 0, 0]));
    let flags = [true, false];
    let first: &bool = transmute::<&[bool; 2], &bool>(&flags);
    assert!(*first);
    let unit: &() = transmute::<&u8, &()>(&7);
    assert_eq!(*unit, ());
}

/// Fieldless enums of one byte whose `IntoBytes` and `Immutable` the
/// derive emits unchecked (`fieldless_byte_known`): their one byte is the
/// tag, whatever the representation spells it.
#[derive(transmutable::Layout, transmutable::IntoBytes, transmutable::Immutable, Clone, Copy)]
#[repr(i8)]
pub enum Signed {
    Low = -128,
    High = 127,
}

/// The derives in the other order.
#[derive(transmutable::IntoBytes, transmutable::Immutable, transmutable::Layout, Clone, Copy)]
#[repr(u8)]
pub enum Tagged {
    A = 3,
    B,
}

#[test]
fn fieldless_enums_of_one_byte_are_their_tags() {
    assert_eq!(as_bytes(&Signed::Low), &[0x80]);
    assert_eq!(as_bytes(&Signed::High), &[0x7f]);
    assert_eq!(as_bytes(&[Tagged::A, Tagged::B]), &[3, 4]);
    assert!(try_read_from_bytes::<Tagged>(&[5]).is_err());
    assert!(try_read_from_bytes::<[Signed; 2]>(&[0x80, 0]).is_err());
}

/// A union of numbers, pasted by a macro, its field types through the
/// macro's groups: read from any bytes.
macro_rules! pasted {
    ($name:ident, $a:ty, $b:ty) => {
        #[derive(transmutable::Layout, transmutable::FromBytes, transmutable::Immutable, Clone, Copy)]
        #[repr(C)]
        pub union $name {
            pub a: $a,
            pub b: $b,
        }
    };
}

pasted!(Pasted, [u16; 2], [[u8; 2]; 2]);

#[test]
fn a_pasted_union_of_numbers_reads_any_bytes() {
    let read = read_from_bytes::<Pasted>(&[1, 2, 3, 4]).ok().map(transmute::<Pasted, [u8; 4]>);
    assert_eq!(read, Some([1, 2, 3, 4]));
}
