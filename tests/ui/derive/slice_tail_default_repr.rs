// A struct ending in a slice is described only with `repr(C)` or
// `transparent`: its fields' offsets are read from their places, but its
// alignment and the padding after the slice follow the `repr(C)` rule
// (`size_of` and `align_of` do not apply to an unsized type), which the
// default representation does not promise.

#[derive(transmutable::Layout)]
pub struct Header {
    pub kind: u8,
    pub words: [u16],
}

#[derive(transmutable::Layout)]
#[repr(C)]
pub struct Fine {
    pub kind: u8,
    pub words: [u16],
}

fn main() {}
