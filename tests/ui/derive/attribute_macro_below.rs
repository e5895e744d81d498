// An attribute below `#[derive(..)]` that may be a macro, which would
// expand after the derive and could change the type it read: refused by
// every derive of the list, each reporting it once.

use transmutable::{FromBytes, Layout};

// A macro: `#[transmutable::bits]` declares the struct anew.
#[derive(Layout, FromBytes)]
#[transmutable::bits(order = network)]
#[derive(Clone, Copy)]
pub struct Flags {
    pub up: bool,
    #[bits(7)]
    pub rest: u8,
}

// Another derive's helper, not promised to be one.
#[derive(Layout, bytemuck::TransparentWrapper)]
#[repr(transparent)]
#[transparent(u32)]
pub struct Wrapped(u32);

// A path from the crate root is never a helper, and only the prelude's
// `derive`, named `derive`, is let through.
#[derive(Layout)]
#[::core::prelude::v1::derive(Clone)]
#[repr(C)]
pub struct Rooted(u32);

fn main() {}
