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

fn main() {}
