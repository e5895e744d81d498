// A crate that names itself `transmutable` (tests/audit_round9_crate_path.rs)
// replaces `reaches_references`, which told the derive that `Holder` holds a
// reference, so that it is `Lifetime<'static>` alone: it says no, and a
// `&'a u8` became a `Holder` whose `&'static u8` outlived it. The derive
// asks its kit, and the borrow checker refuses the call.
#![forbid(unsafe_code)]

extern crate self as transmutable;
extern crate transmutable as real;

pub use real::*;

pub mod __private {
    pub use real::__private::*;

    pub const fn reaches_references(_: &'static real::__private::Description) -> bool {
        false
    }
}

#[derive(real::Layout)]
#[repr(transparent)]
pub struct Holder(pub &'static u8);

fn extend(byte: &u8) -> Holder {
    real::transmute::<&u8, Holder>(byte)
}

fn main() {
    let holder = {
        let byte = 7u8;
        extend(&byte)
    };
    println!("{}", holder.0);
}
