// A capability that two derives of the list imply is checked once: one
// error for `FromBytes` at the field, though `Pod`, `AnyBitPattern` and
// `FromBytes` each imply it.
#[derive(transmutable::Pod, transmutable::AnyBitPattern, transmutable::FromBytes, transmutable::Zeroable)]
#[repr(C)]
pub struct Flagged {
    pub count: u8,
    pub on: bool,
}

fn main() {}
