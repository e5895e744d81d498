// A padding error points at the field after the gap, or at the last field
// when the gap ends the struct, whatever the fields are named by: a tuple
// struct's error points at the field's type, and a field under `#[cfg]`
// that is compiled in is a field like another.
#[derive(transmutable::Layout, transmutable::IntoBytes)]
#[repr(C)]
pub struct Pair(pub u8, pub u32);

#[derive(transmutable::Layout, transmutable::IntoBytes)]
#[repr(C)]
pub struct Configured {
    pub kind: u8,
    #[cfg(all())]
    pub length: u32,
    #[cfg(any())]
    pub absent: u64,
}

// One field, and padding after it that `align(4)` asks for.
#[derive(transmutable::Layout, transmutable::IntoBytes)]
#[repr(C, align(4))]
pub struct Lone {
    pub kind: u8,
}

// Padding between two fields, then a zero-sized field: the field with
// bytes after the gap is pointed at.
#[derive(transmutable::Layout, transmutable::IntoBytes)]
#[repr(C)]
pub struct Marked {
    pub kind: u8,
    pub marker: core::marker::PhantomData<u8>,
    pub length: u16,
}

// Fields whose sizes the derive can read from their types (arrays of
// numbers), with a gap between them.
#[derive(transmutable::Layout, transmutable::IntoBytes)]
#[repr(C)]
pub struct Arrays {
    pub pairs: [u16; 3],
    pub value: u32,
}

fn main() {}
