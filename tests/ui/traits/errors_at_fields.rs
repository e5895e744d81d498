// Each error points at what it is about: the private field whose
// invariants make a type not `FromBytes`, the field whose type's layout
// may change (named down to it), the field after a gap of padding (or
// before it, at the end).
#[derive(transmutable::Layout)]
pub struct Loose {
    pub a: u8,
    pub b: u16,
}

#[derive(transmutable::Layout)]
#[repr(C)]
pub struct Middle {
    pub tag: u32,
    pub loose: Loose,
}

#[derive(transmutable::Pod, transmutable::Zeroable)]
#[repr(C)]
pub struct Outer {
    pub header: u32,
    pub middle: Middle,
}

#[derive(transmutable::AnyBitPattern, transmutable::Zeroable)]
#[repr(C)]
pub struct Range {
    pub start: u64,
    end: u64,
}

#[derive(transmutable::Layout, transmutable::NoUninit)]
#[repr(C)]
pub struct Gap {
    pub kind: u8,
    pub length: u32,
}

// Padding at the end: the error points at the last field.
#[derive(transmutable::Layout, transmutable::IntoBytes)]
#[repr(C)]
pub struct Trailing {
    pub length: u32,
    pub kind: u8,
}

// Not `Unaligned`: at the field aligned above 1, at `align(N)`, at a wide
// tag.
#[derive(transmutable::Layout, transmutable::Unaligned)]
#[repr(C)]
pub struct Word {
    pub kind: u8,
    pub value: u32,
}

#[derive(transmutable::Layout, transmutable::Unaligned)]
#[repr(C, align(2))]
pub struct Raised {
    pub kind: u8,
}

#[derive(transmutable::Layout, transmutable::Unaligned)]
#[repr(u16)]
pub enum Wide {
    A,
    B,
}

#[derive(transmutable::Layout, transmutable::Unaligned)]
#[repr(u8)]
pub enum Carrying {
    A(u8),
    B(u8, u16),
}

// Packed to 1: unaligned whatever its fields.
#[derive(transmutable::Layout, transmutable::Unaligned)]
#[repr(C, packed)]
pub struct Packed {
    pub kind: u8,
    pub value: u32,
}

fn main() {}
