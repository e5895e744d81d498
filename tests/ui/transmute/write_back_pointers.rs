// A pointer found writing back through a `&mut` is named as the value
// written back holds it: its path in the new type, then the path in the old
// type that it would become, which promises more (not null, a live
// referent).

use core::ptr::NonNull;

use transmutable::Layout;

#[derive(Layout)]
#[repr(C, u8)]
pub enum TagNonNull {
    A(NonNull<u8>),
    B(NonNull<u8>),
}

#[derive(Layout)]
#[repr(u8)]
pub enum Which {
    A,
    B,
}

#[derive(Layout)]
#[repr(C)]
pub struct NonNullOrRaw {
    pub which: Which,
    pub p: *mut u8,
}

#[derive(Layout)]
#[repr(C)]
pub struct Borrowed {
    pub len: u8,
    pub at: &'static u8,
}

#[derive(Layout)]
#[repr(C)]
pub struct Loose {
    pub len: u8,
    pub at: *const u8,
}

fn main() {
    // Every `TagNonNull` is a valid `NonNullOrRaw`, but a null `p` written
    // back would be a null `NonNull`.
    let mut tagged = TagNonNull::B(NonNull::dangling());
    let _ = transmutable::try_transmute_mut::<TagNonNull, NonNullOrRaw>(&mut tagged);

    // A raw pointer written back would be read as a `&u8`.
    static BYTE: u8 = 7;
    let mut borrowed = Borrowed { len: 1, at: &BYTE };
    let _: &mut Loose = transmutable::transmute_mut(&mut borrowed);

    // The same for the elements of a slice.
    let mut pointers = [NonNull::<u8>::dangling()];
    let _: &mut [*mut u8] = transmutable::cast_slice_mut(&mut pointers[..]);
}
