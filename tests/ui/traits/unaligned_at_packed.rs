// Not `Unaligned` though packed: packed to 2, over a field aligned to 4.
// The error points at `packed(2)`, and its help offers `packed` alone.
#[derive(transmutable::Layout, transmutable::Unaligned)]
#[repr(C, packed(2))]
pub struct PackedTwo {
    pub kind: u8,
    pub value: u32,
}

// Packed to 1: unaligned whatever its fields.
#[derive(transmutable::Layout, transmutable::Unaligned)]
#[repr(C, packed)]
pub struct PackedOne {
    pub kind: u8,
    pub value: u32,
}

// A union is explained at the derive: `packed` or fields of alignment 1
// both fit it.
#[derive(transmutable::Layout, transmutable::Unaligned)]
#[repr(C)]
pub union Word {
    pub value: u32,
    pub bytes: [u8; 4],
}

fn main() {}
