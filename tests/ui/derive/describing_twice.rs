// A derive does not see the others of its list: `Zeroable` describes the
// type, as `Layout` does, and naming both implements `Layout` twice. The
// compiler points at both derives.
#[derive(transmutable::Layout, transmutable::Zeroable)]
#[repr(C)]
pub struct Twice {
    pub value: u32,
}

fn main() {}
