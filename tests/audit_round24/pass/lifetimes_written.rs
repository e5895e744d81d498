// The same pairs with every lifetime written, `'static`, compile.

use transmutable::{Assume, Layout};

#[derive(Layout)]
#[repr(C)]
pub struct Holder<'a> {
    pub value: &'a u8,
}

pub type Short<'a> = &'a u8;

transmutable::assert_transmutable!(Holder<'static>, Holder<'static>);
transmutable::assert_transmutable!(Holder<'static>, Holder<'static>, Assume::NOTHING);
transmutable::assert_transmutable!(Short<'static>, *const u8);
transmutable::assert_transmutable!(&'static u8, &'static u8);
transmutable::assert_transmutable!(fn(&'static u8) -> u8, fn(&'static u8) -> u8, Assume::SAFETY);

fn main() {}
