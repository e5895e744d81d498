//! Adversarial probes, round 17: a reference into a reference by value,
//! which the check now decides by the pointers alone, with no walk (main's
//! "a reference into a reference by value is its pointers' check, without
//! a cursor"). Every verdict is the language's: what a shared or unique
//! borrow lets its holder read and write, where `UnsafeCell`s lie, who
//! frees a `Box`, and that a slice's pointer keeps its length.
//!
//! Each pair is asked by value (`is_transmutable`, the bound `Lifetime<'l>`
//! on both sides, as `transmute` asks), where both sides are one pointer
//! and nothing else, and again one field further in (`Wrapped<P>`, a
//! `repr(transparent)` struct, and `(u8, P)`-like records), where the walk
//! decides: both must give the same verdict. Held.

#![forbid(unsafe_code)]
#![allow(dead_code)]

use core::cell::Cell;
use core::ptr::NonNull;

use transmutable::{is_transmutable, Assume, Layout};

#[derive(Layout)]
#[repr(transparent)]
pub struct Wrapped<P> {
    pub pointer: P,
}

#[derive(Layout)]
#[repr(C)]
pub struct Beside<P> {
    pub pointer: P,
    pub word: usize,
}

#[derive(Layout)]
#[repr(C)]
pub struct ByteThenCell {
    pub byte: u8,
    pub cell: Cell<u8>,
}

#[derive(Layout)]
#[repr(C)]
pub struct CellThenByte {
    pub cell: Cell<u8>,
    pub byte: u8,
}

/// `Src -> Dst` by value must be `$verdict`, alone, in a transparent
/// wrapper, and beside a word (where the walk decides).
macro_rules! held {
    ($($s:ty => $d:ty: $verdict:expr),* $(,)?) => {$({
        // `'l` names the one lifetime of the pair, where it has one.
        #[allow(clippy::extra_unused_lifetimes)]
        fn check<'l>() {
            assert_eq!(is_transmutable::<$s, $d>(Assume::NOTHING), $verdict, "{} -> {}", stringify!($s), stringify!($d));
            assert_eq!(
                is_transmutable::<Wrapped<$s>, Wrapped<$d>>(Assume::NOTHING),
                $verdict,
                "wrapped {} -> {}",
                stringify!($s),
                stringify!($d)
            );
            assert_eq!(
                is_transmutable::<Beside<$s>, Beside<$d>>(Assume::NOTHING),
                $verdict,
                "beside {} -> {}",
                stringify!($s),
                stringify!($d)
            );
        }
        check();
    })*};
}

#[test]
fn referents_by_validity() {
    held!(
        &'l bool => &'l u8: true,
        &'l u8 => &'l bool: false,
        // What `&mut u8` writes is read back as a `bool`.
        &'l mut bool => &'l mut u8: false,
        &'l mut u8 => &'l mut bool: false,
        &'l mut [u8; 4] => &'l mut [i8; 4]: true,
        &'l u16 => &'l [u8; 2]: true,
        // A `u16` needs an alignment of 2, which `[u8; 2]` does not promise.
        &'l [u8; 2] => &'l u16: false,
        &'l mut [u8; 2] => &'l mut u16: false,
        // The referent may shrink, never grow.
        &'l [u8; 3] => &'l [u8; 2]: true,
        &'l mut [u8; 3] => &'l mut [u8; 2]: true,
        &'l [u8; 2] => &'l [u8; 3]: false,
    );
}

#[test]
fn cells_behind_shared_and_unique_borrows() {
    held!(
        // Behind `&`, a byte may neither gain nor lose its `UnsafeCell`.
        &'l Cell<u8> => &'l u8: false,
        &'l u8 => &'l Cell<u8>: false,
        &'l ByteThenCell => &'l CellThenByte: false,
        &'l Cell<bool> => &'l Cell<u8>: false,
        &'l Cell<u8> => &'l Cell<u8>: true,
        // Behind `&mut`, the borrow is unique: `Cell::get_mut`,
        // `Cell::from_mut`.
        &'l mut Cell<u8> => &'l mut u8: true,
        &'l mut u8 => &'l mut Cell<u8>: true,
        &'l mut Cell<bool> => &'l mut Cell<u8>: false,
    );
}

#[test]
fn slices_keep_their_length() {
    held!(
        &'l str => &'l [u8]: true,
        &'l [u8] => &'l str: false,
        // Written back through `&mut [u8]`, the bytes need not be UTF-8.
        &'l mut str => &'l mut [u8]: false,
        &'l [u16] => &'l [[u8; 2]]: true,
        // The length counts elements: two bytes per `u16`, one per `u8`.
        &'l [u16] => &'l [u8]: false,
        &'l [[u8; 2]] => &'l [u16]: false,
        &'l [bool] => &'l [u8]: true,
        &'l mut [bool] => &'l mut [u8]: false,
    );
}

#[test]
fn what_a_pointer_promises() {
    held!(
        Option<&'l u8> => &'l u8: false,
        &'l u8 => Option<&'l u8>: true,
        &'l u8 => *const u8: true,
        *const u8 => &'l u8: false,
        &'l u8 => NonNull<u8>: true,
        NonNull<u8> => &'l u8: false,
        &'l mut u8 => &'l u8: true,
        &'l u8 => &'l mut u8: false,
        // A `&` written back where a `Box` was would be freed by its owner.
        &'l mut Box<u8> => &'l mut &'l u8: false,
        &'l Box<u8> => &'l &'l u8: true,
        &'l u8 => Box<u8>: false,
        Box<bool> => Box<u8>: true,
        Box<u8> => Box<bool>: false,
        // Freed with the layout of its new type.
        Box<u16> => Box<[u8; 2]>: false,
        &'l &'l mut u8 => &'l &'l u8: true,
        &'l &'l u8 => &'l &'l mut u8: false,
        // A `&u8` written back into the `&mut u8`'s place.
        &'l mut &'l mut u8 => &'l mut &'l u8: false,
        &'l mut &'l mut bool => &'l mut &'l mut u8: false,
    );
}
