// However the derives that imply a capability are spread (separate
// attributes, a describing derive under zerocopy's name, a type inside a
// function, a generic type), the capability is checked: each type below
// lacks the one named, and each is refused once.

// `IntoBytes`, through `Pod` in a later attribute: byte 1 is padding.
#[derive(transmutable::FromBytes)]
#[derive(transmutable::Pod, transmutable::Zeroable)]
#[repr(C)]
pub struct Padded {
    pub a: u8,
    pub b: u16,
}

// `Immutable`, beside `KnownLayout`: a cell.
#[derive(transmutable::KnownLayout, transmutable::FromBytes, transmutable::Immutable)]
#[repr(C)]
pub struct Celled {
    pub a: core::cell::Cell<u8>,
}

// `FromBytes` for a generic type: its `bool` is no `FromBytes` at any
// argument.
#[derive(transmutable::Zeroable, transmutable::AnyBitPattern)]
#[repr(C)]
pub struct Generic<T> {
    pub t: T,
    pub on: bool,
}

fn main() {
    // `FromBytes`, inside a function, `AnyBitPattern` before the derive
    // that describes: a `char`.
    #[derive(transmutable::AnyBitPattern, transmutable::Layout)]
    #[repr(C)]
    pub struct Local {
        pub c: char,
    }
}
