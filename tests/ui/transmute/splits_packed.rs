// A packed value's tail elements lie at any address: cut off as a slice,
// they would not be aligned for their type.

#[derive(transmutable::Layout)]
#[repr(C, packed)]
pub struct Packed {
    pub tag: u8,
    pub words: [u16],
}

#[derive(transmutable::Layout)]
#[repr(C, packed)]
pub struct PackedBytes {
    pub tag: u16,
    pub bytes: [u8],
}

fn cut(packed: &Packed, unique: &mut Packed, bytes: &PackedBytes) {
    let _ = transmutable::split_at(packed, 0);
    let _ = transmutable::split_at_mut(unique, 0);
    // Bytes need no alignment.
    let _ = transmutable::split_at(bytes, 0);
}

fn main() {
    let _: fn(&Packed, &mut Packed, &PackedBytes) = cut;
}
