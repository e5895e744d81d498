//! Adversarial probes, round 25: the rest of a walk settled where the
//! destination takes every initialized byte string from here on
//! (`Cursor::accepts_all_initialized`, which `query/nested.rs`'s `settled`
//! asks at a destination's branch, and the subset construction of states
//! asks of each state): each of its conditions, with a pair that the
//! contract refuses and that a walk settled without it would let through.
//!
//! The verdicts are the contract's, worked out by hand in each comment.

#![forbid(unsafe_code)]
#![allow(dead_code)]

use transmutable::{is_transmutable, Assume, Layout};

#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum Two {
    A = 0,
    B = 1,
}

/// A union with a field of every initialized byte string: at its branch,
/// the rest of its bytes takes anything initialized.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union Dense {
    pub x: [u8; 2],
    pub y: Two,
}

/// [`Dense`] as the first of two fields.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct Inner {
    pub w: Dense,
    pub t: (),
}

/// A union whose field `a` ends before it: past `a`, safe code leaves
/// only what a one-byte part of a field writes (a `Two` of `b`), or
/// nothing. `c` keeps the union from mixing, so a destination reads it
/// field by field.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union Short {
    pub a: Inner,
    pub b: [Two; 3],
    pub c: (Two, u8, Two),
}

/// An element whose bytes after its first take anything initialized, and
/// whose first takes a `Two`.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct Element(pub Two, pub Dense);

#[derive(Layout)]
#[repr(C)]
pub struct TwoThenBytes(pub Two, pub [u8; 5]);

#[test]
fn settled_only_where_every_later_byte_takes_anything_initialized() {
    // Inside `Short`'s field `a`, at `Dense`'s branch: `Dense` takes any
    // two bytes, but byte 2 lies past `a`, where `Short` read as `a` takes
    // a `Two` or nothing; read as `b` or `c`, byte 0 takes a `Two`. So
    // `[5, 0, 5]` is no `Short`.
    assert!(!is_transmutable::<[u8; 3], Short>(Assume::NOTHING));
    assert!(is_transmutable::<[u8; 3], Short>(Assume::VALIDITY));
    // In the first element, at `Dense`'s branch: the second element's
    // first byte takes a `Two` only.
    assert!(!is_transmutable::<TwoThenBytes, [Element; 2]>(Assume::NOTHING));
    assert!(is_transmutable::<TwoThenBytes, [Element; 2]>(Assume::VALIDITY));
}
