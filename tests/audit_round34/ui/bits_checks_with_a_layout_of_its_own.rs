// A crate that names itself `transmutable`, re-exports the real crate's
// items (the `bits` macro's `__private::FieldsAsWritten` and `bit_fields`
// among them, and in the macro namespace a derive for `Layout`), and binds
// `transmutable::Layout` to a trait of its own whose kit writes each
// field's type as its description's name: the record's `FieldsAsWritten`
// impl, of the real trait, said a field written through an alias
// (`Mode`, `bool` on 64-bit targets and `u8` on others) was written as
// `bool`, and a record of it had a portable description. The macro's
// output proves the kit its checks are made with is the kit of
// `FieldsAsWritten`.

extern crate self as transmutable;
extern crate transmutable as real;

mod all {
    pub use real::*;
    // The derive the record names by `transmutable::Layout`.
    pub use real::Immutable as Layout;
}
pub use all::*;

use real::__private::{Check as Checked, Description as Described, Written as AsWritten};

/// A `Layout` of this crate's own.
pub unsafe trait Layout {
    const __KIT: Kit = Kit;
    const DESCRIPTION: &'static Described;
}
unsafe impl Layout for () {
    const DESCRIPTION: &'static Described = <() as real::Layout>::DESCRIPTION;
}
unsafe impl Layout for bool {
    const DESCRIPTION: &'static Described = <bool as real::Layout>::DESCRIPTION;
}
unsafe impl Layout for u8 {
    const DESCRIPTION: &'static Described = <u8 as real::Layout>::DESCRIPTION;
}

/// A kit that writes a field's type as the name of its description.
#[derive(Clone, Copy)]
pub struct Kit;
impl Kit {
    pub const fn builds_with(self, _: Kit) {}
    pub const fn written_path(self, name: &'static str, arguments: &'static [AsWritten]) -> AsWritten {
        AsWritten::Path(name, arguments)
    }
    pub const fn written_field(
        self,
        field: &'static str,
        _text: &'static str,
        written: &'static AsWritten,
        described: &'static Described,
    ) -> Checked {
        let _ = written;
        Checked::Field { field, text: "bool", written: &AsWritten::Path("bool", &[]), described }
    }
}

/// An alias that means another type on another target.
#[cfg(target_pointer_width = "64")]
pub type Mode = bool;
/// An alias that means another type on another target.
#[cfg(not(target_pointer_width = "64"))]
pub type Mode = u8;

#[real::bits(order = little_endian)]
pub struct Direct {
    #[bits(8)]
    pub mode: Mode,
}

// SAFETY: `Direct` is a transparent `Bits<Direct, 1>`.
unsafe impl real::Layout for Direct {
    const DESCRIPTION: &'static Described = <real::bit_fields::Bits<Direct, 1> as real::Layout>::DESCRIPTION;
    const PORTABLE: [real::__private::Portability; real::__private::TARGETS] =
        <real::bit_fields::Bits<Direct, 1> as real::Layout>::PORTABLE;
}
// SAFETY: bytes only.
unsafe impl<'a> real::Lifetime<'a> for Direct {}

fn main() {
    // `Direct` holds any byte on a 32-bit target.
    assert!(real::portable::is_transmutable_on::<Direct, bool>(real::portable::Targets::ALL, real::Assume::NOTHING));
}
