// `assert_transmutable!` writes its types as a type argument, where
// nothing is elided: a lifetime left out must still be refused, however
// it is left out. A path whose type has a lifetime parameter (`Holder`,
// the alias `Short`), `'_`, and an elided lifetime inside an array or a
// tuple, in both forms of the macro.

use transmutable::{Assume, Layout};

#[derive(Layout)]
#[repr(C)]
pub struct Holder<'a> {
    pub value: &'a u8,
}

pub type Short<'a> = &'a u8;

transmutable::assert_transmutable!(Holder, Holder<'static>);
transmutable::assert_transmutable!(Holder<'static>, Holder, Assume::NOTHING);
transmutable::assert_transmutable!(Short, usize);
transmutable::assert_transmutable!(&'_ u8, &'static u8);
transmutable::assert_transmutable!(([&u8; 1], u8), [usize; 2], Assume::VALIDITY);

fn main() {}
