// `Pod` goes with `Zeroable`, as in bytemuck (or with `Layout`): alone,
// nothing describes the type.
#[derive(transmutable::Pod)]
#[repr(C)]
pub struct Alone {
    pub value: u32,
}

fn main() {}
