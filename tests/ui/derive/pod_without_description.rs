// `Pod` goes with `Zeroable`, as in bytemuck: alone, nothing describes the
// type, and nothing says all zeros are a value of it.
#[derive(transmutable::Pod)]
#[repr(C)]
pub struct Alone {
    pub value: u32,
}

fn main() {}
