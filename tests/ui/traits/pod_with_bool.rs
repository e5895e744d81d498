// `Pod` asks the engine where the type is declared: a `bool` is not any byte.
#[derive(transmutable::Pod, transmutable::Zeroable)]
#[repr(C)]
pub struct Message {
    pub length: u8,
    pub urgent: bool,
}

fn main() {}
