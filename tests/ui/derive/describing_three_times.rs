// Two describing derives in one list describe the type once; a list that
// names one description three times is refused by the compiler as
// ambiguous, pointing at the derives: remove all but one.
#[derive(transmutable::Layout, transmutable::Zeroable, transmutable::CheckedBitPattern)]
#[repr(C)]
pub struct Thrice {
    pub value: u32,
}

fn main() {}
