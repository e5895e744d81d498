//! A short tour of transmutable: transmutations that hold, and the explanations
//! of those that do not.
//!
//! Run with `cargo run --example tour`.

use core::num::NonZeroU32;

use transmutable::{Assume, Layout};

/// A message header whose every byte is meaningful.
#[derive(Layout, Debug)]
#[repr(C)]
pub struct Header {
    pub kind: Kind,
    pub urgent: bool,
    pub length: u16,
}

#[derive(Layout, Debug, Clone, Copy, PartialEq)]
#[repr(u8)]
pub enum Kind {
    Ping = 0,
    Pong = 1,
}

/// The talk's example: a number whose author promises it is even.
#[derive(Layout, Debug)]
#[repr(transparent)]
pub struct Even {
    // SAFETY: always an even number!
    n: u8,
}

fn u8_to_even(src: u8) -> Even {
    assert!(src % 2 == 0);
    // SAFETY: `src` is even, the one invariant of `Even`.
    unsafe { transmutable::transmute!(src, Assume::SAFETY) }
}

fn main() {
    println!("Transmutations that hold, checked at compile time:\n");

    let header = Header { kind: Kind::Pong, urgent: true, length: 512 };
    let bytes: [u8; 4] = transmutable::transmute(header);
    println!("  Header -> [u8; 4]            {bytes:?}");

    let low_byte: u8 = transmutable::transmute(0x1234u16.to_le());
    println!("  u16 -> u8 (a prefix)         {low_byte:#04x}");

    let number: u32 = transmutable::transmute(NonZeroU32::MIN);
    println!("  NonZeroU32 -> u32            {number}");

    let kind: Kind = transmutable::transmute(true);
    println!("  bool -> Kind (tags 0, 1)     {kind:?}");

    let even = u8_to_even(42);
    println!("  u8 -> Even (assuming SAFETY) {even:?}");

    println!("\nTransmutations that do not hold; each is a compile error with this explanation:\n");
    for answer in [
        transmutable::decide::<[u8; 4], Header>(Assume::NOTHING),
        transmutable::decide::<u8, u16>(Assume::NOTHING),
        transmutable::decide::<(u8, u16), u32>(Assume::NOTHING),
        transmutable::decide::<u32, char>(Assume::NOTHING),
        transmutable::decide::<u8, Even>(Assume::NOTHING),
        transmutable::decide::<u32, NonZeroU32>(Assume::NOTHING),
    ] {
        for (i, line) in answer.to_string().lines().enumerate() {
            println!("  {}{line}", if i == 0 { "- " } else { "  " });
        }
        println!();
    }
}
