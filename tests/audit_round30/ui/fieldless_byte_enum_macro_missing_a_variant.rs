// `__fieldless_byte_enum!` called by hand with a variant left out: its
// description would not hold `B`'s tag, so a `Partial` holding `B` would
// be read as valid where only `A`'s byte is (a `Partial -> Only` of the
// same tags would pass). The pattern of the listed variants is refutable.
#![forbid(unsafe_code)]

#[derive(Clone, Copy)]
#[repr(u8)]
pub enum Partial {
    A,
    B,
}

transmutable::__fieldless_byte_enum!(Partial "Partial" "0:partial" [A] false false false false);

fn main() {}
