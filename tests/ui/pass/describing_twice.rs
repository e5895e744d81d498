// Two derives that each describe the type, in one list or in two
// attributes, describe it once: the type has `Layout` and what each adds.
use core::marker::PhantomData;

#[derive(transmutable::Layout, transmutable::Zeroable)]
#[repr(C)]
pub struct Twice {
    pub value: u32,
}

#[derive(transmutable::CheckedBitPattern)]
#[derive(transmutable::Zeroable, transmutable::Layout)]
#[repr(C)]
pub struct Apart {
    pub value: u32,
}

#[derive(transmutable::Zeroable, transmutable::CheckedBitPattern)]
#[repr(transparent)]
pub struct Generic<'a, T, const N: usize>(pub [u8; N], pub PhantomData<&'a T>);

#[allow(non_camel_case_types)]
#[derive(transmutable::Layout, transmutable::Zeroable)]
#[repr(C)]
pub struct r#type {
    pub value: u8,
}

// A type of the same name in a child module is described by its own
// derives.
mod child {
    #[derive(transmutable::Zeroable, transmutable::Layout)]
    #[repr(u8)]
    pub enum Twice {
        Off = 0,
        On = 1,
    }
}

fn zeroable<T: transmutable::FromZeros>() {}

fn main() {
    #[derive(transmutable::Layout, transmutable::Zeroable)]
    #[repr(C)]
    struct Local {
        pub value: u16,
    }
    zeroable::<Twice>();
    zeroable::<Apart>();
    zeroable::<Generic<'static, bool, 3>>();
    zeroable::<r#type>();
    zeroable::<child::Twice>();
    zeroable::<Local>();
    let twice: Twice = transmutable::transmute(7u32);
    assert_eq!(twice.value, 7);
}
