//! The pair of `ui/checked_union_in_a_field.rs` with a union whose fields
//! both hold every byte: every byte the validator reads is initialized, so
//! the check holds, and the validator refuses the `2` the last field holds.

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
    pub a: [Two; 2],
    pub b: [bool; 2],
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
    let source = Src(S { u: U { a: [Two::A, Two::B] }, t: Two::B }, 2);
    assert!(transmutable::try_transmute::<Src, Dst>(source).is_err());
    let source = Src(S { u: U { b: [true, false] }, t: Two::B }, 1);
    assert!(transmutable::try_transmute::<Src, Dst>(source).is_ok());
}
