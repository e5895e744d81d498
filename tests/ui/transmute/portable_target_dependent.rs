// A portable check refuses a type whose derive read an input the compiler
// resolved for the target being compiled for only, and says which and why.
use core::ffi::c_long;
use transmutable::portable::assert_transmutable;

#[derive(transmutable::Layout)]
#[transmutable(portable)]
#[repr(u8)]
pub enum Width {
    W = core::mem::size_of::<usize>() as u8,
}

#[derive(transmutable::Layout)]
#[transmutable(portable)]
#[repr(u8)]
pub enum Eight {
    X = 8,
}

#[derive(transmutable::Layout)]
#[transmutable(portable)]
#[repr(C)]
pub struct Long {
    pub x: c_long,
}

#[derive(transmutable::Layout)]
#[transmutable(portable)]
#[repr(C)]
pub struct Outer {
    pub head: u32,
    pub long: Long,
}

pub type Word = u32;

#[derive(transmutable::Layout)]
#[transmutable(portable)]
#[repr(C)]
pub struct Aliased {
    pub word: Word,
    #[cfg(target_pointer_width = "64")]
    pub pad: u32,
}

assert_transmutable!(Width, Eight);
assert_transmutable!(Long, u64);
assert_transmutable!([u8; 16], Outer);
assert_transmutable!(Aliased, u32);

fn main() {}
