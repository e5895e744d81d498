// `#[repr(Rust)]` spells out the default representation: it derives like no
// `#[repr]` at all.

use transmutable::Layout;

#[derive(Layout)]
#[repr(Rust)]
pub struct Sample {
    pub value: u8,
}

fn main() {
    let sample: Sample = transmutable::transmute(7u8);
    assert_eq!(sample.value, 7);
}
