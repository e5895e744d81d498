// A `Ref` is checked as the byte views are: as `&T` over a shared buffer,
// as `&mut T` over a unique or owned one; and a sized type has no tail
// elements to count.

use transmutable::Ref;

#[derive(transmutable::Layout)]
#[repr(C)]
pub struct Padded {
    pub flag: u8,
    pub value: u16,
}

fn main() {
    // Not every byte is a `bool`: the checking form is needed.
    let _ = Ref::<&[u8], bool>::from_bytes(&[1u8][..]);
    // Padding written through a unique buffer would leave it uninitialized.
    let _ = Ref::<Vec<u8>, Padded>::try_from_bytes(vec![0; 4]);
    // A sized type has no elements to count.
    let _ = transmutable::ref_from_suffix_with_elems::<u32>(&[0u8; 4][..], 1);
}
