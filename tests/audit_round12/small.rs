//! Small unions, structs and an enum of the twelfth round's probes.

use transmutable::Layout;

/// A byte, or two: a field ends a byte before the union's end.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union UShort {
    pub a: u8,
    pub b: [u8; 2],
}

/// A `bool` that ends before a `u16`.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union UBoolWide {
    pub a: bool,
    pub b: u16,
}

/// Padding at byte 1.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct P {
    pub a: u8,
    pub b: u16,
}

/// Padding at byte 1, a `bool` at byte 0.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct PB {
    pub a: bool,
    pub b: u16,
}

#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union UPadX {
    pub p: P,
    pub x: [u8; 4],
}

#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union UPadBX {
    pub p: PB,
    pub x: [u8; 4],
}

#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union UPadBy {
    pub p: PB,
    pub y: bool,
}

#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union Inner {
    pub a: u8,
    pub b: bool,
}

#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union InnerB {
    pub a: bool,
    pub b: [bool; 2],
}

#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union Outer {
    pub inner: Inner,
    pub w: u16,
}

#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union OuterB {
    pub inner: InnerB,
    pub w: [bool; 2],
}

/// A union with fields inside an enum's variant.
#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum EU {
    A(InnerB) = 0,
    B(u16) = 1,
    C = 2,
}

/// A zero-sized field beside a byte.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union UZ {
    pub a: (),
    pub b: u8,
}

/// A zero-sized field that aligns the union to 2, beside a `bool`.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union UZ2 {
    pub a: [u16; 0],
    pub b: bool,
}

/// Two `bool`s, then a union.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct SU {
    pub a: bool,
    pub u: InnerB,
    pub c: [u8; 2],
}

/// One run as a field, several runs as the other.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union URuns {
    pub run: [u8; 4],
    pub split: PB,
}

#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct TwoBools {
    pub a: bool,
    pub b: bool,
}

/// A run of bools against a struct of two bools.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union UBoolRuns {
    pub run: [bool; 2],
    pub split: TwoBools,
}

#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct Chars {
    pub a: char,
    pub b: char,
    pub c: char,
    pub d: char,
}

#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct CharsButOne {
    pub a: char,
    pub b: char,
    pub c: u32,
    pub d: char,
}

#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct CharsNz {
    pub a: char,
    pub b: core::num::NonZeroU32,
    pub c: char,
    pub d: core::num::NonZeroU32,
}
