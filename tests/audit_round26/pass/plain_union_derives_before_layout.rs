// A union of numbers whose capability derives are listed before the
// derive that describes it keeps its capabilities (checked against its
// description), and its values read from bytes.
use transmutable::{AnyBitPattern, FromBytes, Layout};

#[derive(AnyBitPattern, Layout, Clone, Copy)]
#[repr(C)]
pub union Word {
    pub whole: u32,
    pub bytes: [u8; 4],
}

fn main() {
    let word = Word::read_from_bytes(&[1, 2, 3, 4][..]).unwrap();
    // SAFETY: every field of `Word` takes any initialized bytes.
    assert_eq!(unsafe { word.bytes }, [1, 2, 3, 4]);
}
