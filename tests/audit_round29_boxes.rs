//! Adversarial probes, round 29: boxes by value, whose pair a check may
//! answer from the referents' facts (`query::shortcuts::references_hold_by_facts`)
//! or by `decide`. A `Box<T>` is freed with the layout of the type it
//! holds when dropped: into a `Box<U>`, `U` must have `T`'s size and
//! alignment, however well `T`'s values read as `U`'s, or the allocator
//! is handed a layout it did not allocate with (undefined behaviour, which
//! Miri reports at the drop). A box may become a shared reference (it is
//! leaked, never freed), never a box from a reference (a borrowed place
//! freed), and never a box from an `Option` of one (`None`, freed).
//! The verdicts are the contract's, asked of `is_transmutable` (the
//! facts' shortcut) and `decide` (the walk); the pairs that hold are run,
//! and the boxes dropped.

#![forbid(unsafe_code)]

extern crate alloc;

use alloc::boxed::Box;
use core::num::NonZeroU8;

use transmutable::{decide, is_transmutable, transmute, Assume};

macro_rules! rows {
    ($($src:ty => $dst:ty, $expected:expr;)*) => {{
        std::vec![$(
            (
                stringify!($src => $dst),
                $expected,
                is_transmutable::<$src, $dst>(Assume::NOTHING),
                decide::<$src, $dst>(Assume::NOTHING).is_transmutable(),
            ),
        )*]
    }};
}

#[test]
fn boxes_keep_their_layout() {
    let rows = rows! {
        Box<[u16; 2]> => Box<[i16; 2]>, true;
        Box<u32> => Box<f32>, true;
        Box<[u8; 2]> => Box<[u8; 2]>, true;
        Box<()> => Box<[u8; 0]>, true;
        Box<NonZeroU8> => Box<u8>, true;
        Box<u8> => Box<NonZeroU8>, false; // 0 is no `NonZeroU8`
        // Freed with another size: the referent shrinks, the layout does not.
        Box<[u8; 4]> => Box<[u8; 2]>, false;
        Box<u16> => Box<u8>, false;
        Box<[u8; 2]> => Box<()>, false;
        // Freed with another alignment.
        Box<u32> => Box<[u8; 4]>, false;
        Box<[u16; 2]> => Box<[u8; 4]>, false;
        Box<[u8; 4]> => Box<u32>, false;
        Box<[u16; 0]> => Box<()>, false;
        Box<[u32; 2]> => Box<u64>, core::mem::align_of::<u64>() == core::mem::align_of::<u32>();
        // `Option`s of boxes: `None` only where `None` is allowed.
        Option<Box<u32>> => Option<Box<f32>>, true;
        Box<u32> => Option<Box<f32>>, true;
        Option<Box<u32>> => Box<u32>, false;
        Option<Box<u32>> => Option<Box<[u8; 4]>>, false; // alignment
        // A box leaked as a reference, never freed.
        Box<u32> => &'static [u8; 4], true;
        Box<u32> => &'static u16, true;
        Box<[u8; 4]> => &'static u32, false; // alignment
        Option<Box<u8>> => &'static u8, false;
        Option<Box<u8>> => Option<&'static u8>, true;
        // A reference is never a box.
        &'static u32 => Box<u32>, false;
        &'static mut u32 => Box<u32>, false;
        Option<&'static u8> => Option<Box<u8>>, false;
    };
    let wrong: std::vec::Vec<std::string::String> = rows
        .iter()
        .filter(|(_, expected, fast, walked)| (fast, walked) != (expected, expected))
        .map(|(pair, expected, fast, walked)| {
            std::format!("{pair}: expected {expected}, is_transmutable {fast}, decide {walked}")
        })
        .collect();
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn boxes_that_hold_are_freed_as_they_were_allocated() {
    let words: Box<[i16; 2]> = transmute(Box::new([1u16, 0xffff]));
    assert_eq!(*words, [1, -1]);
    let float: Box<f32> = transmute(Box::new(1.0f32.to_bits()));
    assert_eq!(*float, 1.0);
    let byte: Box<u8> = transmute(Box::new(NonZeroU8::new(7).unwrap()));
    assert_eq!(*byte, 7);
    let none: Option<Box<f32>> = transmute(None::<Box<u32>>);
    assert!(none.is_none());
    let some: Option<Box<f32>> = transmute(Box::new(0u32));
    assert_eq!(some.map(|value| *value), Some(0.0));
    let empty: Box<[u8; 0]> = transmute(Box::new(()));
    assert_eq!(*empty, []);
    let leaked: &'static [u8; 4] = transmute(Box::new(0x0102_0304u32));
    assert_eq!(leaked, &0x0102_0304u32.to_ne_bytes());
}
