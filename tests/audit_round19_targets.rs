//! Adversarial probes, round 19: the standard types' portable
//! descriptions, one per target, in the order of `Target::ALL`. Each
//! target's entry is checked against what the language and the target's
//! ABI say there, on pairs whose verdict differs between 32- and 64-bit
//! targets or between big- and little-endian ones: a description read at
//! the wrong index, or built for another target, turns one of them.
//! Expected facts: pointers, `usize`, `isize` and function pointers are as
//! wide as the target's addresses (8 bytes on x86_64, aarch64, s390x,
//! powerpc64, riscv64; 4 on i686, armv7, thumbv7em, wasm32, riscv32);
//! s390x and powerpc64 are big-endian; `u64` is aligned to 4 on i686 only;
//! a `char` is at most 0x10FFFF, so its most significant byte is zero.
//! Held.

#![forbid(unsafe_code)]

use core::num::NonZero;
use core::sync::atomic::{AtomicU32, AtomicUsize};
use transmutable::portable::{self, description_on, Target, Targets};
use transmutable::{Assume, Layout};

/// The target's pointer width, from its triple's documented data model.
fn pointer_width(target: Target) -> usize {
    match target {
        Target::X86_64 | Target::Aarch64 | Target::S390x | Target::Powerpc64 | Target::Riscv64 => 8,
        Target::I686 | Target::Arm | Target::ThumbV7em | Target::Wasm32 | Target::Riscv32 => 4,
    }
}

fn big_endian(target: Target) -> bool {
    matches!(target, Target::S390x | Target::Powerpc64)
}

fn size_align<T: Layout + ?Sized>(target: Target) -> (usize, usize) {
    let described = description_on::<T>(target).unwrap_or_else(|_| panic!("unportable on {target:?}"));
    (described.size(), described.align())
}

fn on<'l, Src: Layout + transmutable::Lifetime<'l>, Dst: Layout + transmutable::Lifetime<'l>>(target: Target) -> bool {
    portable::is_transmutable_on::<Src, Dst>(Targets::only(target), Assume::NOTHING)
}

/// A byte that is zero, and only zero.
#[derive(Layout, Clone, Copy)]
#[repr(u8)]
#[transmutable(portable)]
pub enum Zero {
    Z = 0,
}

/// A zero byte first, then three of any value.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
#[transmutable(portable)]
pub struct ZeroFirst {
    pub zero: Zero,
    pub rest: [u8; 3],
}

/// Three bytes of any value, then a zero byte.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
#[transmutable(portable)]
pub struct ZeroLast {
    pub rest: [u8; 3],
    pub zero: Zero,
}

/// A zero byte first, then seven of any value.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
#[transmutable(portable)]
pub struct ZeroFirst8 {
    pub zero: Zero,
    pub rest: [u8; 7],
}

#[test]
fn target_indices_are_their_places_in_all() {
    for (i, target) in Target::ALL.into_iter().enumerate() {
        assert_eq!(target.index(), i);
    }
}

#[test]
fn pointer_sized_types_are_as_wide_as_each_targets_addresses() {
    for target in Target::ALL {
        let w = pointer_width(target);
        assert_eq!(size_align::<usize>(target), (w, w), "usize on {target:?}");
        assert_eq!(size_align::<isize>(target), (w, w), "isize on {target:?}");
        assert_eq!(size_align::<NonZero<usize>>(target), (w, w), "NonZero<usize> on {target:?}");
        assert_eq!(size_align::<Option<NonZero<isize>>>(target), (w, w));
        assert_eq!(size_align::<AtomicUsize>(target), (w, w), "AtomicUsize on {target:?}");
        assert_eq!(size_align::<fn(u8) -> u8>(target), (w, w), "fn on {target:?}");
        assert_eq!(size_align::<unsafe extern "C" fn() -> u8>(target), (w, w));
        assert_eq!(size_align::<&u8>(target), (w, w), "&u8 on {target:?}");
        assert_eq!(size_align::<Option<&mut u64>>(target), (w, w));
        assert_eq!(size_align::<*const u8>(target), (w, w));
        assert_eq!(size_align::<Option<core::ptr::NonNull<u16>>>(target), (w, w));
        assert_eq!(size_align::<&[u8]>(target), (2 * w, w), "&[u8] on {target:?}");
        assert_eq!(size_align::<Option<&str>>(target), (2 * w, w));
        assert_eq!(size_align::<*mut [u32]>(target), (2 * w, w));
        assert_eq!(size_align::<Box<[u8]>>(target), (2 * w, w));
        assert_eq!(size_align::<Option<Box<u8>>>(target), (w, w));
        assert_eq!(size_align::<[usize; 3]>(target), (3 * w, w));
        assert_eq!(size_align::<core::mem::MaybeUninit<usize>>(target), (w, w));
        assert_eq!(size_align::<core::cell::Cell<isize>>(target), (w, w));
        assert_eq!(size_align::<core::num::Wrapping<usize>>(target), (w, w));
        // Not pointer-sized: the same everywhere.
        assert_eq!(size_align::<char>(target), (4, 4));
        assert_eq!(size_align::<AtomicU32>(target), (4, 4));
        assert_eq!(size_align::<NonZero<u16>>(target), (2, 2));
        let u64_align = if target == Target::I686 { 4 } else { 8 };
        assert_eq!(size_align::<u64>(target), (8, u64_align), "u64 on {target:?}");
        assert_eq!(size_align::<core::num::Saturating<i64>>(target), (8, u64_align));
        assert_eq!(size_align::<[u64; 2]>(target), (16, u64_align));
    }
}

/// `u128`'s alignment: 16 where the target's C ABI aligns `__int128` to
/// 16 (x86_64 and i686 since Rust 1.77, aarch64, powerpc64, wasm32,
/// riscv64), 8 on the others.
fn u128_align(target: Target) -> usize {
    match target {
        Target::Arm | Target::ThumbV7em | Target::S390x | Target::Riscv32 => 8,
        _ => 16,
    }
}

#[test]
fn wide_integers_and_atomics_on_each_target() {
    for target in Target::ALL {
        assert_eq!(size_align::<u128>(target), (16, u128_align(target)), "u128 on {target:?}");
        assert_eq!(size_align::<NonZero<i128>>(target), (16, u128_align(target)));
        assert_eq!(size_align::<[u128; 2]>(target), (32, u128_align(target)));
        // An atomic is aligned to its size, where the target has it; the
        // 32-bit embedded targets have no 64-bit atomics.
        let atomic64 = description_on::<core::sync::atomic::AtomicU64>(target);
        match target {
            Target::ThumbV7em | Target::Riscv32 => assert!(atomic64.is_err(), "AtomicU64 on {target:?}"),
            _ => {
                let described = atomic64.unwrap_or_else(|_| panic!("AtomicU64 on {target:?}"));
                assert_eq!((described.size(), described.align()), (8, 8), "AtomicU64 on {target:?}");
            }
        }
    }
}

#[test]
fn pointer_sized_verdicts_turn_with_the_width() {
    for target in Target::ALL {
        let wide = pointer_width(target) == 8;
        assert_eq!(on::<usize, [u8; 8]>(target), wide, "usize -> [u8; 8] on {target:?}");
        assert_eq!(on::<[u8; 4], usize>(target), !wide, "[u8; 4] -> usize on {target:?}");
        assert_eq!(on::<isize, [u8; 8]>(target), wide);
        assert_eq!(on::<u32, usize>(target), !wide);
        assert_eq!(on::<Option<NonZero<usize>>, u64>(target), wide);
        assert_eq!(on::<[u8; 4], Option<NonZero<isize>>>(target), !wide);
        // A larger value into a smaller one keeps its first bytes: yes
        // everywhere.
        assert!(on::<usize, [u8; 4]>(target));
        assert!(on::<[u8; 8], isize>(target));
        assert!(on::<u64, Option<NonZero<usize>>>(target));
        assert_eq!(on::<AtomicUsize, [u8; 8]>(target), wide, "AtomicUsize on {target:?}");
        // Same everywhere, whatever the width.
        assert!(on::<isize, usize>(target));
        assert!(on::<NonZero<usize>, usize>(target));
        assert!(!on::<usize, NonZero<usize>>(target));
        assert!(on::<usize, Option<NonZero<usize>>>(target));
        assert!(!on::<Option<fn()>, fn()>(target));
    }
}

#[test]
fn chars_zero_byte_is_where_each_targets_byte_order_puts_it() {
    for target in Target::ALL {
        let big = big_endian(target);
        assert_eq!(on::<char, ZeroFirst>(target), big, "char -> ZeroFirst on {target:?}");
        assert_eq!(on::<char, ZeroLast>(target), !big, "char -> ZeroLast on {target:?}");
        assert!(on::<char, u32>(target));
        assert!(!on::<u32, char>(target));
        assert!(on::<[char; 2], [u32; 2]>(target));
        // `NonZero<u32>` forces no byte to be zero.
        assert!(!on::<NonZero<u32>, ZeroFirst>(target));
        assert!(!on::<NonZero<u32>, ZeroLast>(target));
        // A pair of chars as eight bytes: the first is zero on big-endian
        // targets only.
        assert_eq!(on::<[char; 2], ZeroFirst8>(target), big);
    }
}

#[test]
fn portable_verdicts_are_the_conjunction_over_the_targets() {
    assert!(!portable::is_transmutable::<usize, [u8; 8]>(Assume::NOTHING));
    assert!(!portable::is_transmutable::<char, ZeroFirst>(Assume::NOTHING));
    assert!(!portable::is_transmutable::<char, ZeroLast>(Assume::NOTHING));
    assert!(portable::is_transmutable_on::<char, ZeroLast>(Targets::LITTLE_ENDIAN, Assume::NOTHING));
    assert!(portable::is_transmutable::<char, u32>(Assume::NOTHING));
    let answer = portable::decide::<usize, [u8; 8]>(Assume::NOTHING);
    for target in Target::ALL {
        assert_eq!(answer.failing().contains(target), pointer_width(target) == 4, "{target:?}");
    }
    let answer = portable::decide::<char, ZeroFirst>(Assume::NOTHING);
    for target in Target::ALL {
        assert_eq!(answer.failing().contains(target), !big_endian(target), "{target:?}");
    }
}
