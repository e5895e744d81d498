// Included twice by `tests/audit_round11.rs`, in two modules where `Field`
// names two types: one file, one name token and one body at one place.

#[derive(transmutable::Layout, transmutable::Zeroable, transmutable::Immutable)]
#[repr(C)]
pub struct Twice {
    pub x: Field,
    pub y: u8,
}
