// A list that names one derive twice is refused at the second: remove it.
// (The traits the derive implies are implemented once.)
#[derive(transmutable::Pod, transmutable::Zeroable, transmutable::Pod)]
#[repr(C)]
pub struct Twice {
    pub value: u32,
}

fn main() {}
