// A fieldless enum of a one-byte tag is `IntoBytes` by the language alone,
// and its derive emits no check of it; one that is `align(2)` has a byte
// of padding, and is still checked and refused.
#[derive(Clone, Copy, transmutable::Zeroable, transmutable::NoUninit)]
#[repr(u8)]
pub enum Plain {
    A = 0,
    B = 7,
}

#[derive(Clone, Copy, transmutable::Zeroable, transmutable::NoUninit)]
#[repr(u8, align(2))]
pub enum Aligned {
    A = 0,
    B = 7,
}

fn main() {}
