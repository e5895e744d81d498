//! Adversarial probes, round 11: the run-time validator's fast paths for
//! slices (a variant's checks compared whatever the tag, with the verdict
//! kept under it; elements checked in groups of 256 with no early exit
//! inside a group; word reads of runs of bytes; integers in the target's
//! byte order), held to oracles written here from the types' definitions
//! alone, never from what the library outputs.
//!
//! - Slices of enums with fields, whose variants lay a `char`, a `NonZero`,
//!   `bool`s or another enum with fields over bytes another variant leaves
//!   as padding; an enum with fields in an enum's variant; arrays of enums
//!   with fields as elements; scattered wide tags. Each against its oracle,
//!   alone, by prefix and suffix, and in slices whose one element is set to
//!   each string while the others stay valid; in slices of 255, 256, 257
//!   and 513 elements with one broken element on each side of a group's
//!   edge; written through `try_mut_from_bytes` and read back.
//! - Elements so large that 256 of them are more bytes than a `usize`
//!   counts (16 MiB on a 32-bit target): the group's length overflowed.
//!   With overflow checks (debug builds) an empty slice panicked; without
//!   them (release builds) the group's length wrapped to 256 bytes, fewer
//!   than one element, so no element was ever checked: on a 32-bit target
//!   `try_ref_from_bytes::<[Huge]>` accepted a `bool` of 2 (Miri, i686,
//!   overflow checks off: "constructing invalid value"). Fixed in
//!   `validate/elements.rs` (the group's length saturates: such elements
//!   are all checked in the last, partial group).
//!
//! Held under Miri on x86_64, s390x (big-endian) and i686 (32-bit).

#![forbid(unsafe_code)]
#![allow(dead_code)]

use core::num::{NonZeroU16, NonZeroU8};
use transmutable::__private::{validate_bytes, validate_bytes_by_plan, validate_elements_by_plan, validated_by_plan};
use transmutable::{Layout, TryCastError};

// ---------------------------------------------------------------------
// Elements larger than a group's length can count.

#[cfg(target_pointer_width = "64")]
const HUGE: usize = 1 << 56;
#[cfg(target_pointer_width = "32")]
const HUGE: usize = 1 << 24;
#[cfg(target_pointer_width = "16")]
const HUGE: usize = 1 << 8;

/// A `bool` and a run of free bytes: 256 of them are more than a `usize`
/// counts.
#[derive(Layout)]
#[repr(C)]
pub struct Huge {
    pub flag: bool,
    pub rest: [u8; HUGE],
}

/// No element, no check: the empty slice of any element is one.
#[test]
fn empty_slice_of_huge_elements() {
    let bytes: [u8; 0] = [];
    let slice = transmutable::try_ref_from_bytes::<[Huge]>(&bytes).map(<[Huge]>::len);
    assert_eq!(slice.ok(), Some(0));
    let (slice, rest) = transmutable::try_ref_from_prefix_with_elems::<[Huge]>(&bytes, 0).unwrap();
    assert_eq!((slice.len(), rest.len()), (0, 0));
}

/// One element, on a target where it fits in memory (32-bit): its `bool`
/// is checked. Under Miri a wrong `Ok` is also reported as undefined
/// behaviour when the flag is read.
#[test]
#[cfg(target_pointer_width = "32")]
fn one_huge_element_is_checked() {
    let mut bytes = vec![0u8; size_of::<Huge>()];
    for (flag, valid) in [(2u8, false), (1, true), (0xFF, false), (0, true)] {
        bytes[0] = flag;
        match transmutable::try_ref_from_bytes::<[Huge]>(&bytes) {
            Ok(slice) => {
                assert_eq!(slice.len(), 1);
                assert!(valid, "a `bool` of {flag} accepted: it reads as {}", slice[0].flag);
            }
            Err(TryCastError::Validity(_)) => assert!(!valid, "a `bool` of {flag} refused"),
            Err(error) => panic!("{error}"),
        }
    }
}
