// The alignment of a struct ending in a slice, and the padding after the
// slice, follow a rule (`align_of` does not apply to an unsized type),
// written for `packed` (1) alone: `packed(N)` is refused.

#[derive(transmutable::Layout)]
#[repr(C, packed(2))]
pub struct Header {
    pub kind: u8,
    pub words: [u16],
}

#[derive(transmutable::Layout)]
#[repr(C, packed(1))]
pub struct Fine {
    pub kind: u8,
    pub words: [u16],
}

fn main() {}
