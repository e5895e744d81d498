//! Unit tests of the plans and checks: shapes planned as intended, and
//! checks exact against every byte or integer they compare.

use super::check::*;
use super::elements::*;
use super::plan::*;
use super::*;
use std::vec;
use std::vec::Vec;

/// Whether `value` is in the ranges of a plan's `Integer` check, as
/// the validator compares it.
fn accepted(value: u64, (flip, ranges, count): (u64, [(u64, u64); MAX_INTEGER_RANGES], usize)) -> bool {
    in_ranges(value ^ flip, &ranges, count)
}

fn two(low_end: u64, high: (u64, u64)) -> [(u64, u64); MAX_INTEGER_RANGES] {
    let mut ranges = [(0, 0); MAX_INTEGER_RANGES];
    ranges[0] = (0, low_end);
    ranges[1] = (high.0, high.1 - high.0);
    ranges
}

#[test]
#[cfg_attr(miri, ignore = "millions of compares of integers: too slow under Miri")]
fn ranges_around_a_hole_accept_what_the_two_ranges_accept() {
    // Every `0..=a, b..=c` of small values, against the two ranges.
    let mut merged_pairs = 0;
    for a in 0..32u64 {
        for b in a + 2..a + 40 {
            for c in (b..130).step_by(3) {
                let ranges = two(a, (b, c));
                let merged = around_a_hole(ranges, 2);
                merged_pairs += usize::from(merged.2 == 1);
                for value in 0..=255 {
                    let expected = value <= a || (b..=c).contains(&value);
                    assert_eq!(accepted(value, merged), expected, "0..={a}, {b}..={c} at {value}");
                }
            }
        }
    }
    assert!(merged_pairs > 10, "only {merged_pairs} pairs merged: the merge goes untested");
}

#[derive(crate::Layout, Clone, Copy)]
#[repr(u8)]
#[allow(dead_code)]
enum Record {
    Empty = 0,
    Flags(bool, [bool; 2]) = 3,
    Wide(u16, char) = 9,
}

#[derive(crate::Layout, Clone, Copy)]
#[repr(C)]
#[allow(dead_code)]
enum Message {
    Ping,
    Data(bool, core::num::NonZeroU32),
}

#[derive(crate::Layout, Clone, Copy)]
#[repr(C)]
#[allow(dead_code)]
struct Two {
    first: Record,
    second: Record,
}

/// The plan of `T`: whether complete, how many checks under a tag.
fn planned<T: crate::Layout>() -> (bool, usize) {
    let plan = Plan::of(&T::DESCRIPTION.bytes);
    let guarded = plan.when[..plan.len].iter().filter(|guard| !matches!(guard, Guard::Always)).count();
    (plan.complete, guarded)
}

#[test]
fn enums_with_fields_are_planned_by_their_tag() {
    // The tag, then `bool`s (one run of three) and a `char` under tag 3
    // and 9.
    assert_eq!(planned::<Record>(), (true, 3));
    assert_eq!(planned::<Message>(), (true, 2));
    // Two enums with fields side by side: each its tag, each its
    // variants' checks.
    assert_eq!(planned::<Two>(), (true, 6));
    let pattern = Pattern::of(&Plan::of(&<Record as crate::Layout>::DESCRIPTION.bytes), 8);
    assert!(!pattern.usable, "a variant's checks apply under its tag only");
}

/// The one check of `T`'s plan.
fn only_check<T: crate::Layout>() -> Check {
    let plan = Plan::of(&T::DESCRIPTION.bytes);
    assert!(plan.complete && plan.len == 1);
    plan.checks[0]
}

#[test]
fn wide_integers_are_compared_whole() {
    use core::num::{NonZeroI128, NonZeroU128};
    const SPAN: u128 = u128::MAX - 1;
    assert!(matches!(only_check::<NonZeroU128>(), Check::Integer128 { low: 1, span: SPAN, .. }));
    assert!(matches!(only_check::<NonZeroI128>(), Check::Integer128 { low: 1, span: SPAN, .. }));
}

#[derive(crate::Layout, Clone, Copy)]
#[repr(u16)]
#[allow(dead_code)]
enum Scattered {
    A = 0x100,
    B = 0x102,
    C = 0x104,
    D = 0x106,
    E = 0x108,
    F = 0x10A,
    G = 0x10C,
    H = 0x10E,
    I = 0x13F,
}

#[test]
fn scattered_wide_tags_are_bits_of_a_mask() {
    let mask = 0x5555 | 1 << 0x3F;
    assert!(
        matches!(only_check::<Scattered>(), Check::IntegerBits { width: 2, first: 0x100, mask: m, .. } if m == mask)
    );
}

#[test]
#[cfg_attr(miri, ignore = "a million compares of integers: too slow under Miri")]
fn char_is_one_compare() {
    let merged = around_a_hole(two(0xD7FF, (0xE000, 0x10_FFFF)), 2);
    assert_eq!((merged.0, merged.2), (0xD800, 1));
    for value in 0..=0x11_0800u64 {
        assert_eq!(accepted(value, merged), char::from_u32(value as u32).is_some(), "{value:#x}");
    }
    assert!(!accepted(u64::from(u32::MAX), merged));
}

/// The product of `values[i]`'s members in the bits `cuts[i]..cuts[i + 1]`.
fn product(cuts: &[usize], values: &[Vec<u8>]) -> ByteSet {
    let mut set = ByteSet::EMPTY;
    for byte in 0..=255u8 {
        let valid = values.iter().enumerate().all(|(i, members)| {
            let width = cuts[i + 1] - cuts[i];
            members.contains(&((u16::from(byte) >> cuts[i]) as u8 & ((1u16 << width) - 1) as u8))
        });
        if valid {
            set = set.union(ByteSet::single(byte));
        }
    }
    set
}

/// A byte of two or three bit fields, each taking a range, a sparse set,
/// every value or one: the check a plan makes of it accepts exactly
/// the bytes whose every field holds one of its values, and a byte of
/// two or more constrained fields is checked field by field.
#[test]
#[cfg_attr(miri, ignore = "thousands of sets of 256 bytes: too slow under Miri")]
fn bytes_of_several_fields_are_checked_field_by_field() {
    let mut by_fields = 0;
    let mut tried = 0;
    for first in 1..8 {
        for second in first..8 {
            let cuts: Vec<usize> = if first == second { vec![0, first, 8] } else { vec![0, first, second, 8] };
            let choices = |width: usize| -> Vec<Vec<u8>> {
                let all: Vec<u8> = (0..1u16 << width).map(|value| value as u8).collect();
                let mut choices = vec![all.clone(), vec![0], all[..all.len().div_ceil(2)].to_vec()];
                if width >= 2 {
                    choices.push(vec![1, 3]);
                    choices.push(all[1..all.len() - 1].to_vec());
                }
                choices
            };
            let per_field: Vec<Vec<Vec<u8>>> = cuts.windows(2).map(|cut| choices(cut[1] - cut[0])).collect();
            let mut indices = vec![0; per_field.len()];
            loop {
                let values: Vec<Vec<u8>> = indices.iter().zip(&per_field).map(|(&i, c)| c[i].clone()).collect();
                let set = product(&cuts, &values);
                let mut plan = Plan::EMPTY;
                plan.constrain(0, 1, set);
                for byte in 0..=255u8 {
                    assert_eq!(plan.accepts(&[byte][..], 0), set.contains(byte), "{set} at {byte:#04x}");
                }
                let constrained =
                    values.iter().zip(cuts.windows(2)).filter(|(v, cut)| v.len() < 1 << (cut[1] - cut[0]));
                let constrained = constrained.count();
                if let Check::Fields { count, .. } = plan.checks[0] {
                    by_fields += 1;
                    assert!(count >= 2, "{set}");
                } else if constrained >= 2 && matches!(plan.checks[0], Check::Set { .. }) {
                    panic!("{set}: {constrained} constrained fields checked as a set");
                }
                tried += 1;
                // The next choice of values, as an odometer.
                let mut digit = 0;
                while digit < indices.len() {
                    indices[digit] += 1;
                    if indices[digit] < per_field[digit].len() {
                        break;
                    }
                    indices[digit] = 0;
                    digit += 1;
                }
                if digit == indices.len() {
                    break;
                }
            }
        }
    }
    assert!(by_fields > 100, "{by_fields} of {tried} bytes checked field by field");
}

/// Two 4-bit enums of three values each: two masked compares, which
/// slices check a block at a time.
#[test]
fn two_nibbles_of_three_values_are_two_masked_compares() {
    let set = product(&[0, 4, 8], &[vec![0, 1, 2], vec![0, 1, 2]]);
    let mut plan = Plan::EMPTY;
    plan.constrain(0, 1, set);
    assert!(matches!(
        plan.checks[0],
        Check::Fields {
            fields: [
                ByteField::Range { mask: 0x0f, low: 0, span: 2 },
                ByteField::Range { mask: 0xf0, low: 0, span: 0x20 },
                ..
            ],
            count: 2,
            ..
        }
    ));
    assert!(Pattern::of(&plan, 1).usable);
}

#[test]
fn bytes_in_a_range_of_low_bits_are_read_in_words_exactly() {
    // Runs of every length to 19 (words of eight, four, two and one bytes
    // in every mix), at an offset, each byte of the run in turn set to
    // every value, against the byte-by-byte comparison; the bytes on
    // either side of the run are never valid, and must not be read.
    let mut input = [0u8; 24];
    for span in [0u8, 1, 3, 127, u8::MAX] {
        for len in 1..=19 {
            for place in 0..len {
                for value in 0..=255u8 {
                    input.fill(0);
                    input[2] = u8::MAX;
                    input[3 + len] = u8::MAX;
                    input[3 + place] = value;
                    let expected = (0..len).all(|j| input[3 + j] <= span);
                    assert_eq!(
                        bytes_in_range(&input[..], 3, len, 0, span),
                        expected,
                        "{len} bytes to {span}, {value} at {place}"
                    );
                }
            }
        }
    }
}
