// `__fieldless_byte_enum!` called by hand, under `#![forbid(unsafe_code)]`,
// on a one-byte struct whose associated constants are named as variants:
// `Odd::A` is a value of it, but no pattern `Self::A {}` names a constant,
// so the check that the type is a fieldless enum of exactly these
// variants refuses it (else any byte of `Odd` would be read as a tag).
#![forbid(unsafe_code)]

#[derive(Clone, Copy)]
pub struct Odd(u8);

impl Odd {
    pub const A: Odd = Odd(1);
    pub const B: Odd = Odd(2);
}

transmutable::__fieldless_byte_enum!(Odd "Odd" "0:odd" [A B] false false false false);

fn main() {}
