// A derive does not see the others of its list: `Pod` includes `Layout` and
// `FromZeros`, and naming `Zeroable` beside it implements them twice. The
// compiler points at both derives.
#[derive(transmutable::Pod, transmutable::Zeroable)]
#[repr(C)]
pub struct Twice {
    pub value: u32,
}

fn main() {}
