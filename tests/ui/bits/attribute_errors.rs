//! Every input `#[transmutable::bits]` rejects while reading the struct.

#[transmutable::bits]
pub struct NoOrder {
    #[bits(8)]
    pub byte: u8,
}

#[transmutable::bits(order = sideways)]
pub struct UnknownOrder {
    #[bits(8)]
    pub byte: u8,
}

#[transmutable::bits(order = network)]
pub struct NoWidth {
    pub byte: u8,
}

#[transmutable::bits(order = network)]
pub struct NotWholeBytes {
    #[bits(3)]
    pub low: u8,
    pub flag: bool,
}

#[transmutable::bits(order = network)]
#[repr(C)]
pub struct OwnRepr {
    #[bits(8)]
    pub byte: u8,
}

#[transmutable::bits(order = network)]
pub struct Generic<T> {
    #[bits(8)]
    pub byte: u8,
    pub marker: core::marker::PhantomData<T>,
}

#[transmutable::bits(order = network)]
pub struct Tuple(pub u8);

#[transmutable::bits(order = network)]
pub struct ZeroWidth {
    #[bits(0)]
    pub nothing: u8,
    #[bits(8)]
    pub byte: u8,
}

fn main() {}
