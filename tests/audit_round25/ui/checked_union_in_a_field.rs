//! A union whose fields leave a byte uninitialized, inside a struct, the
//! same on both sides of a checked transmutation: the validator reads each
//! of the destination union's readings, a field whole with what safe code
//! leaves past it, so the compile-time check must not move over the
//! struct at once as over the same bytes (`automaton/nested.rs`, not for
//! a destination checked at run time): `S { u: U { a: Two::A }, .. }`
//! leaves byte 1 uninitialized, which the reading of field `a` reads (Miri
//! reports it where the check lets the pair through).

use transmutable::Layout;

#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum Two {
    A = 0,
    B = 1,
}

#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union U {
    pub a: Two,
    pub b: [Two; 2],
}

#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct S {
    pub u: U,
    pub t: Two,
}

#[derive(Layout)]
#[repr(C)]
pub struct Src(pub S, pub u8);

#[derive(Layout)]
#[repr(C)]
pub struct Dst(pub S, pub Two);

fn main() {
    let source = Src(S { u: U { a: Two::A }, t: Two::B }, 1);
    let _ = transmutable::try_transmute::<Src, Dst>(source);
}
