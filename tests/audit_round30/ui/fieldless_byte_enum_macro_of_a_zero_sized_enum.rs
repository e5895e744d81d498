// `__fieldless_byte_enum!` called by hand on an enum of one variant
// without `repr`, which is zero bytes long: no byte to read. Its
// description refuses any enum that is not one byte long, whether or not
// a check reads it (the static is evaluated where it is declared).
#![forbid(unsafe_code)]

#[derive(Clone, Copy)]
pub enum Single {
    Only,
}

transmutable::__fieldless_byte_enum!(Single "Single" "0:single" [Only] false false false false);

fn main() {}
