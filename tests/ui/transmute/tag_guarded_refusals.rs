// Enums checked at run time are read under their tag, but the whole tag
// must be initialized in every source value, and so must every byte a
// variant reads under a tag the source may hold there.

use transmutable::Layout;

#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum E1 {
    X(bool) = 0,
    Y = 1,
}

#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct T1 {
    pub a: u8,
    pub e: E1,
}

// `B` leaves byte 1, `T1.e`'s tag, uninitialized.
#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum S1 {
    A(u8, u8) = 0,
    B = 1,
}

// `B(0)` puts `X`'s tag at byte 1 and leaves byte 2, `X`'s `bool`,
// uninitialized.
#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum S2 {
    A(u8, u8) = 0,
    B(u8) = 1,
}

// `B` leaves the second byte of a two-byte tag uninitialized.
#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum S4 {
    A(u8) = 0,
    B = 1,
}

#[derive(Layout, Clone, Copy)]
#[repr(u16)]
pub enum D4 {
    X = 0x0000,
    Y = 0x0101,
}

// A union that may hold `()`: its byte may be uninitialized.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union UU {
    pub a: u8,
    pub b: (),
}

#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct SUU {
    pub t: UU,
    pub x: u8,
}

#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum D5 {
    X(bool) = 0,
    Y(u8) = 1,
    Z = 2,
}

fn main() {
    let _ = transmutable::try_transmute::<S1, T1>(S1::B);
    let _ = transmutable::try_transmute::<S2, T1>(S2::B(0));
    let _ = transmutable::try_transmute::<S4, D4>(S4::B);
    let _ = transmutable::try_transmute::<SUU, D5>(SUU { t: UU { a: 0 }, x: 0 });
}
