//! Adversarial probes, round 21: scalars of patterns the library names
//! (a `char`'s, in the target's byte order) are taken for one another by
//! that name alone, without comparing their byte sets (`covers`,
//! `same`, the facts' alike runs). A `char` stored in the other byte order
//! (`byteorder::Enum<char, _>`) has other patterns and must carry no such
//! name: a `char` read in the wrong order is no `char`. Checked natively
//! and, under Miri, on s390x, where the target's order is big-endian. The
//! expected verdicts from the contract: a `char` is `0..=0xD7FF` or
//! `0xE000..=0x10FFFF`, stored in the target's order; `Enum<E, O>` holds
//! `E`'s bytes in the order `O`; `'\u{D7FF}'` swapped is `0xFFD7_0000`, no
//! `char`, and `0xFFD7_0000` swapped is no `char` either. Held.

#![forbid(unsafe_code)]

use transmutable::byteorder::{BigEndian, Enum, LittleEndian};
use transmutable::{decide_ref, is_transmutable, Assume, Layout};

#[cfg(target_endian = "little")]
type Native = LittleEndian;
#[cfg(target_endian = "little")]
type Swapped = BigEndian;
#[cfg(target_endian = "big")]
type Native = BigEndian;
#[cfg(target_endian = "big")]
type Swapped = LittleEndian;

/// Four `char`s: an alike run.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct Chars {
    pub a: char,
    pub b: char,
    pub c: char,
    pub d: char,
}

/// Four `char`s, the third in the other byte order.
#[derive(Layout, Clone, Copy)]
#[repr(C, packed)]
pub struct ThirdSwapped {
    pub a: char,
    pub b: char,
    pub c: Enum<char, Swapped>,
    pub d: char,
}

/// Four `char`s, the third as a `char` in the target's order.
#[derive(Layout, Clone, Copy)]
#[repr(C, packed)]
pub struct ThirdNative {
    pub a: char,
    pub b: char,
    pub c: Enum<char, Native>,
    pub d: char,
}

/// Four `char`s in the other byte order.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct AllSwapped {
    pub a: Enum<char, Swapped>,
    pub b: Enum<char, Swapped>,
    pub c: Enum<char, Swapped>,
    pub d: Enum<char, Swapped>,
}

const fn by_value<S: Layout + transmutable::Lifetime<'static>, D: Layout + transmutable::Lifetime<'static>>() -> bool {
    is_transmutable::<S, D>(Assume::NOTHING)
}

#[test]
fn a_char_in_the_other_order_is_no_char() {
    assert!(by_value::<Enum<char, Native>, char>());
    assert!(by_value::<char, Enum<char, Native>>());
    assert!(!by_value::<Enum<char, Swapped>, char>());
    assert!(!by_value::<char, Enum<char, Swapped>>());
    assert!(by_value::<Enum<char, Swapped>, Enum<char, Swapped>>());
    assert!(!by_value::<Enum<char, Swapped>, Enum<char, Native>>());
    // Some value of each is a value of the other (0 is 0 in either order).
    assert!(is_transmutable::<Enum<char, Swapped>, char>(Assume::VALIDITY));
}

#[test]
fn runs_of_chars_with_one_in_the_other_order() {
    assert!(by_value::<Chars, ThirdNative>());
    assert!(by_value::<ThirdNative, Chars>());
    assert!(!by_value::<Chars, ThirdSwapped>());
    assert!(!by_value::<ThirdSwapped, Chars>());
    assert!(!by_value::<ThirdSwapped, ThirdNative>());
    assert!(by_value::<ThirdSwapped, ThirdSwapped>());
    assert!(!by_value::<Chars, AllSwapped>());
    assert!(!by_value::<AllSwapped, Chars>());
    assert!(by_value::<AllSwapped, AllSwapped>());
    assert!(!by_value::<[Chars; 3], [AllSwapped; 3]>());
    assert!(!by_value::<[AllSwapped; 3], [Chars; 3]>());
    assert!(!by_value::<[ThirdSwapped; 3], [Chars; 3]>());
    assert!(!decide_ref::<AllSwapped, Chars>(Assume::ALIGNMENT).is_transmutable());
    assert!(decide_ref::<ThirdNative, ThirdNative>(Assume::NOTHING).is_transmutable());
}

/// The values read back: a `char` stored in the other order and read
/// whole is the `char`, and its bytes are the swapped bytes.
#[test]
fn values_read_back() {
    let swapped = Enum::<char, Swapped>::new('\u{D7FF}');
    assert_eq!(swapped.get(), '\u{D7FF}');
    let bytes: [u8; 4] = transmutable::transmute(swapped);
    assert_eq!(bytes, 0xD7FFu32.swap_bytes().to_ne_bytes());
    assert!(transmutable::try_transmute::<[u8; 4], char>(bytes).is_err());
    let chars = Chars { a: 'a', b: 'b', c: '\u{10FFFF}', d: 'd' };
    let native: ThirdNative = transmutable::transmute(chars);
    assert_eq!({ native.c }.get(), '\u{10FFFF}');
}
