// A crate that names itself `transmutable` (tests/audit_round9_crate_path.rs)
// replaces `Verdict`, whose constant said whether the type has the
// capability: every answer yes. The derive reads the verdict from its kit,
// so the check stands, and `Lie: FromBytes` is refused at the derive.
#![forbid(unsafe_code)]

extern crate self as transmutable;
extern crate transmutable as real;

pub use real::*;

pub mod __private {
    pub use real::__private::*;

    pub struct Verdict<T: ?Sized>(core::marker::PhantomData<T>);

    impl<T: ?Sized> Verdict<T> {
        pub const FROM_BYTES: bool = true;
        pub const FROM_ZEROS: bool = true;
        pub const INTO_BYTES: bool = true;
        pub const IMMUTABLE: bool = true;
        pub const UNALIGNED: bool = true;
    }
}

#[derive(real::Layout, real::FromBytes)]
#[repr(C)]
pub struct Lie(pub bool);

fn main() {}
