// Where the slice of a `packed(N)` struct starts depends on `N`, which
// `offset_of!` cannot tell for an unsized field: only `packed` (1) is read.

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
