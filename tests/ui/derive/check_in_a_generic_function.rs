//! A type declared in a generic function that nothing calls is no generic
//! type, and its derives' checks are constants of their own: they run, and
//! refuse `FromBytes` for a `bool`.
#![forbid(unsafe_code)]

pub fn never_called<T>() {
    #[derive(transmutable::Layout, transmutable::FromBytes)]
    #[repr(C)]
    pub struct Inside {
        pub flag: bool,
    }
}

fn main() {}
