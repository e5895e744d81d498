//! Adversarial probes, round 6.
#![allow(dead_code)]

use transmutable::{Assume, Layout};

/// A union of two one-byte fields, aligned to 2: its second byte is its
/// own padding, which no field holds.
#[derive(Layout, Clone, Copy)]
#[repr(C, align(2))]
pub union Aligned {
    pub x: u8,
    pub y: bool,
}

/// An enum whose variant `A` holds a `bool` at byte 1.
#[derive(Layout, Clone, Copy, Debug, PartialEq)]
#[repr(u8)]
pub enum Flagged {
    A(bool) = 0,
    B = 1,
}

/// `Aligned`'s padding is `Flagged`'s `bool`.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union Over {
    pub a: Aligned,
    pub c: Flagged,
}

#[test]
fn probe() {
    eprintln!("[u8;2] -> Over: {}", transmutable::is_transmutable::<[u8; 2], Over>(Assume::NOTHING));
    eprintln!("try [0, 0xFF]: {}", transmutable::try_transmute::<[u8; 2], Over>([0, 0xFF]).is_ok());
}
