// The description repeats a field's type, and each repetition of a macro is
// expanded again: a macro that does not give the same type every time would
// describe another type than the field's. Types and discriminants written
// with a macro are refused; an alias declared once is fine.

macro_rules! byte {
    () => {
        u8
    };
}

macro_rules! one {
    () => {
        1
    };
}

type Byte = byte!();

#[derive(transmutable::Layout)]
#[repr(C)]
pub struct Written {
    pub a: byte!(),
    pub b: [u8; one!()],
}

#[derive(transmutable::Layout)]
#[repr(u8)]
pub enum Tagged {
    A(u8) = one!(),
    B(Byte) = 2,
    C(u8) = { one!() + 2 },
    D(u8) = { ::core::primitive::u8::MAX - ::core::line!() as u8 },
}

#[derive(transmutable::Layout)]
#[repr(C)]
pub struct Aliased {
    pub a: Byte,
}

#[derive(transmutable::Layout)]
#[repr(u8)]
pub enum Fieldless {
    A = one!(),
    B,
}

fn main() {}
