// Three derives that each describe the type, in one list, describe it once.
#[derive(transmutable::Layout, transmutable::Zeroable, transmutable::CheckedBitPattern)]
#[repr(C)]
pub struct Thrice {
    pub value: u32,
}

fn zeroable<T: transmutable::FromZeros>() {}

fn main() {
    zeroable::<Thrice>();
}
