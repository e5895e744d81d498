//! Adversarial probes, round 34: derived types' descriptions and arrays'
//! are held as bytes in statics (`Kit::hold`, `referent::hold`) and read
//! back as descriptions through a pointer (`Referent`). Checked at run
//! time, where Miri follows every read of a held description: the walk of
//! each (a validation of bytes against it, which reads every piece and
//! every pointer it holds), and verdicts between them that read their
//! referents (references, slices, recursive types).

#![forbid(unsafe_code)]
#![allow(dead_code)]

use transmutable::__private::{decide_descriptions, validate_bytes};
use transmutable::{is_transmutable, Assume, Layout};

#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct Pair {
    pub a: u8,
    pub b: u32,
}

#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct Wrapped([Pair; 3], u16);

#[derive(Layout, Clone, Copy)]
#[repr(C, u8)]
pub enum Choice {
    A(u8, u16),
    B(bool),
    C,
}

#[derive(Layout, Clone, Copy)]
#[repr(u16)]
pub enum Fieldless {
    X = 1,
    Y = 300,
}

#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union Mixed {
    pub a: u32,
    pub b: [u8; 4],
    pub c: Pair,
}

#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union Numbers {
    pub a: u32,
    pub b: [u16; 2],
}

#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct Refs<'a> {
    pub r: &'a Pair,
    pub s: &'a [Choice],
    pub e: &'a Fieldless,
}

#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct Ping(pub &'static Pong, pub u8);

#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct Pong(pub Option<&'static Ping>, pub u16);

#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct Generic<T: Copy, const N: usize>(pub [T; N], pub u8);

#[derive(Layout, Clone, Copy)]
#[repr(transparent)]
pub struct Clear(pub [Choice; 2]);

/// Every description validated against bytes (a zeroed buffer and one of
/// ones): each walk reads the held description, its pieces and, through
/// its pointers, every description it reaches.
fn walk<T: Layout>() {
    let zeros = [0u8; 64];
    let ones = [1u8; 64];
    let description = T::DESCRIPTION;
    assert_eq!(description.size(), core::mem::size_of::<T>());
    assert_eq!(description.align(), core::mem::align_of::<T>());
    let _ = validate_bytes(description, &zeros);
    let _ = validate_bytes(description, &ones);
    let _ = decide_descriptions(description, description, Assume::NOTHING);
}

#[test]
fn held_descriptions_are_read_back() {
    walk::<Pair>();
    walk::<Wrapped>();
    walk::<Choice>();
    walk::<Fieldless>();
    walk::<Mixed>();
    walk::<Numbers>();
    walk::<Refs<'static>>();
    walk::<Ping>();
    walk::<Pong>();
    walk::<Generic<Pair, 2>>();
    walk::<Generic<Choice, 0>>();
    walk::<Clear>();
    walk::<[Pair; 4]>();
    walk::<[[Choice; 2]; 3]>();
    walk::<&'static [Mixed]>();
    walk::<&'static [[Fieldless; 2]; 2]>();
    walk::<Option<&'static Ping>>();
}

#[test]
fn verdicts_read_held_descriptions() {
    // Sizes and values, by the contract.
    assert!(is_transmutable::<Numbers, [u8; 4]>(Assume::NOTHING));
    assert!(is_transmutable::<[u8; 4], Numbers>(Assume::NOTHING));
    assert!(!is_transmutable::<Pair, [u8; 8]>(Assume::NOTHING)); // padding
    assert!(!is_transmutable::<u8, Choice>(Assume::NOTHING));
    assert!(!is_transmutable::<[u8; 2], Fieldless>(Assume::NOTHING));
    assert!(is_transmutable::<Fieldless, u16>(Assume::NOTHING));
    assert!(is_transmutable::<Clear, [Choice; 2]>(Assume::NOTHING));
    assert!(is_transmutable::<[Choice; 2], Clear>(Assume::NOTHING));
    assert!(is_transmutable::<Wrapped, Wrapped>(Assume::NOTHING));
    assert!(is_transmutable::<Generic<Pair, 2>, Generic<Pair, 2>>(Assume::NOTHING));
    // References read their referents' held descriptions.
    assert!(is_transmutable::<&'static Ping, &'static Ping>(Assume::NOTHING));
    assert!(is_transmutable::<&'static Pong, &'static Pong>(Assume::NOTHING));
    assert!(!is_transmutable::<&'static Ping, &'static Pong>(Assume::NOTHING));
    assert!(is_transmutable::<&'static [Mixed], &'static [Mixed]>(Assume::NOTHING));
    assert!(!is_transmutable::<&'static [u8; 4], &'static Fieldless>(Assume::NOTHING));
    assert!(is_transmutable::<&'static Fieldless, &'static u16>(Assume::NOTHING));
    assert!(is_transmutable::<&'static [Numbers; 2], &'static [u8; 8]>(Assume::NOTHING));
    assert!(is_transmutable::<Refs<'static>, Refs<'static>>(Assume::NOTHING));
}
