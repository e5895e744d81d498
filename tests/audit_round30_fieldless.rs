//! Adversarial probes, round 30: hand calls of `__fieldless_byte_enum!`
//! (safe to call, under `#![forbid(unsafe_code)]`) that compile, and
//! generic fieldless enums described by the derive.
//!
//! A hand call names its type by an identifier, which may be an alias,
//! and lists its variants, possibly one twice; the description reads the
//! byte each listed value holds (`transmute::variant_bytes`). Expected
//! verdicts from the contract (`BRIEF.md`: an enum accepts its tags only,
//! in the target's byte order) and, byte by byte, from the bytes each value
//! holds, read by the language (`as` casts of `repr(u8)` enums, which the
//! Reference promises are those bytes).

#![forbid(unsafe_code)]
#![allow(dead_code)]

use transmutable::{as_bytes, is_transmutable, try_read_from_bytes, Assume, Layout};

/// Listed with a variant twice: its tags are each variant's byte, once.
#[derive(Clone, Copy, PartialEq, Debug)]
#[repr(u8)]
pub enum Twice {
    A = 1,
    B = 3,
}

transmutable::__fieldless_byte_enum!(Twice "Twice" "0:twice-by-hand" [A A B B A] false false false false);

/// Described through an alias of its name: the impls are the enum's.
#[derive(Clone, Copy, PartialEq, Debug)]
#[repr(i8)]
pub enum Aliased {
    Low = -1,
    High = 9,
}

pub type Alias = Aliased;

transmutable::__fieldless_byte_enum!(Alias "Alias" "0:alias-by-hand" [Low High] false false false false);

/// Without `repr`, two variants: one byte, whose values are its tags.
#[derive(Clone, Copy, PartialEq, Debug)]
pub enum Bare {
    No,
    Yes,
}

transmutable::__fieldless_byte_enum!(Bare "Bare" "0:bare-by-hand" [Yes No] false false false false);

/// A variant of an uninhabited field, left out of the call: the pattern
/// of the listed variants is irrefutable (the compiler omits a variant no
/// value can take), and so is the description, of `A` alone, which is
/// every value an `Uninhabited` can hold.
#[derive(Clone, Copy, PartialEq, Debug)]
#[repr(u8)]
pub enum Uninhabited {
    A = 7,
    B(core::convert::Infallible),
}

transmutable::__fieldless_byte_enum!(Uninhabited "Uninhabited" "0:uninhabited-by-hand" [A] false false false false);

/// The bytes `T` accepts, by the run-time validator.
fn accepted<T: Layout>() -> Vec<u8> {
    (0..=u8::MAX).filter(|&byte| try_read_from_bytes::<T>(&[byte]).is_ok()).collect()
}

#[test]
fn a_variant_listed_twice_adds_no_tag() {
    assert_eq!(accepted::<Twice>(), vec![Twice::A as u8, Twice::B as u8]);
    assert!(is_transmutable::<Twice, u8>(Assume::NOTHING));
    assert!(!is_transmutable::<u8, Twice>(Assume::NOTHING));
    assert!(!is_transmutable::<bool, Twice>(Assume::NOTHING));
    assert!(!is_transmutable::<Twice, bool>(Assume::NOTHING));
    assert!(is_transmutable::<[Twice; 2], [u8; 2]>(Assume::NOTHING));
    assert_eq!(as_bytes(&[Twice::B, Twice::A]), &[3, 1]);
}

#[test]
fn a_variant_no_value_takes_adds_no_tag() {
    assert_eq!(core::mem::size_of::<Uninhabited>(), 1);
    assert_eq!(accepted::<Uninhabited>(), vec![7]);
    assert!(is_transmutable::<Uninhabited, u8>(Assume::NOTHING));
    assert!(!is_transmutable::<u8, Uninhabited>(Assume::NOTHING));
    assert_eq!(as_bytes(&Uninhabited::A), &[7]);
}

#[test]
fn an_alias_describes_its_type() {
    assert_eq!(accepted::<Aliased>(), vec![9, 0xFF]);
    assert!(is_transmutable::<Aliased, i8>(Assume::NOTHING));
    assert!(!is_transmutable::<i8, Aliased>(Assume::NOTHING));
    assert!(is_transmutable::<i8, Aliased>(Assume::VALIDITY));
    assert_eq!(try_read_from_bytes::<Alias>(&[0xFF]).ok(), Some(Aliased::Low));
}

#[test]
fn a_bare_enum_is_the_bytes_its_values_hold() {
    // The bytes the values hold, as the language reads them (a `Bare` is
    // one byte: the description refuses any other size).
    let bytes = [as_bytes(&Bare::No)[0], as_bytes(&Bare::Yes)[0]];
    assert_ne!(bytes[0], bytes[1]);
    let mut expected = bytes.to_vec();
    expected.sort();
    assert_eq!(accepted::<Bare>(), expected);
    assert_eq!(try_read_from_bytes::<Bare>(&[bytes[1]]).ok(), Some(Bare::Yes));
    assert_eq!(try_read_from_bytes::<Bare>(&[bytes[0]]).ok(), Some(Bare::No));
}

/// Generic fieldless enums, described by the derive: every instance has
/// the same tags, of the width the language gives the representation.
#[derive(transmutable::Layout, transmutable::IntoBytes, transmutable::Immutable, Clone, Copy, PartialEq, Debug)]
#[repr(C)]
pub enum OfC<const N: usize> {
    Low = -3,
    High = 0x0102_0304,
}

/// Past C's `int`: a tag of eight bytes (a discriminant of a `repr(C)`
/// enum is an `isize`, so only where it has eight bytes).
#[cfg(target_pointer_width = "64")]
#[derive(transmutable::Layout, transmutable::IntoBytes, transmutable::Immutable, Clone, Copy, PartialEq, Debug)]
#[repr(C)]
#[allow(repr_c_enums_larger_than_int, clippy::enum_clike_unportable_variant)]
pub enum WideC<const N: usize> {
    Low = 1,
    Wide = 0x1_0000_0000,
}

#[derive(transmutable::Layout, transmutable::IntoBytes, transmutable::Immutable, Clone, Copy, PartialEq, Debug)]
#[repr(u16)]
pub enum Sixteen<const N: bool> {
    A = 0x0100,
    B = 0x00FF,
}

/// The bytes of each value of `T`, as the language lays them out.
fn bytes_of<T: transmutable::IntoBytes + transmutable::Immutable>(values: &[T]) -> Vec<Vec<u8>> {
    values.iter().map(|value| as_bytes(value).to_vec()).collect()
}

#[test]
fn generic_fieldless_enums_are_their_tags() {
    // `repr(C)`: the target's C enum size, widened to hold every value.
    assert_eq!(core::mem::size_of::<OfC<0>>(), core::mem::size_of::<core::ffi::c_int>());
    for (ty, values, size) in [
        ("OfC", bytes_of(&[OfC::<0>::Low, OfC::<0>::High]), 4),
        ("OfC<9>", bytes_of(&[OfC::<9>::Low, OfC::<9>::High]), 4),
    ] {
        assert!(values.iter().all(|bytes| bytes.len() == size), "{ty}");
        assert_ne!(values[0], values[1], "{ty}");
    }
    // Each value's bytes are valid, and no other arrangement of them is.
    let of_c = [OfC::<5>::Low, OfC::<5>::High];
    for value in of_c {
        let bytes = as_bytes(&value).to_vec();
        assert_eq!(try_read_from_bytes::<OfC<5>>(&bytes).ok(), Some(value));
        let mut reversed = bytes.clone();
        reversed.reverse();
        assert!(try_read_from_bytes::<OfC<5>>(&reversed).is_err(), "{value:?} reversed");
    }
    assert!(is_transmutable::<OfC<1>, i32>(Assume::NOTHING));
    assert!(!is_transmutable::<u32, OfC<2>>(Assume::NOTHING));
    // `repr(u16)`, in the target's byte order.
    assert_eq!(as_bytes(&Sixteen::<true>::A), &0x0100u16.to_ne_bytes());
    assert_eq!(try_read_from_bytes::<Sixteen<false>>(&0x00FFu16.to_ne_bytes()).ok(), Some(Sixteen::<false>::B));
    assert!(try_read_from_bytes::<Sixteen<false>>(&0xFF00u16.to_ne_bytes()).is_err());
    assert!(is_transmutable::<Sixteen<true>, [u8; 2]>(Assume::NOTHING));
}

#[cfg(target_pointer_width = "64")]
#[test]
fn a_generic_c_tag_past_an_int_is_wider() {
    assert_eq!(core::mem::size_of::<WideC<7>>(), 8);
    let values = bytes_of(&[WideC::<7>::Low, WideC::<7>::Wide]);
    assert!(values.iter().all(|bytes| bytes.len() == 8));
    assert_ne!(values[0], values[1]);
    let wide = as_bytes(&WideC::<1>::Wide).to_vec();
    assert_eq!(try_read_from_bytes::<WideC<1>>(&wide).ok(), Some(WideC::<1>::Wide));
    assert!(try_read_from_bytes::<WideC<1>>(&[0; 8]).is_err());
    assert!(is_transmutable::<WideC<1>, u64>(Assume::NOTHING));
    assert!(!is_transmutable::<u64, WideC<1>>(Assume::NOTHING));
    assert!(!is_transmutable::<WideC<1>, OfC<1>>(Assume::NOTHING));
}
