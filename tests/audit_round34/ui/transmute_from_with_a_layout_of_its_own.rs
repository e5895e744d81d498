// A crate that names itself `transmutable`, re-exports the real
// `TransmuteFrom`, and binds `transmutable::Layout` to a trait of its own
// whose kit checks nothing: the derive's `TransmuteFrom<u8>` impl, of the
// real trait, was checked with that kit, and said every `u8` is a union of
// one `bool`. The derive's output checks it with the kit of
// `TransmuteFrom`.

extern crate self as transmutable;
extern crate transmutable as real;

pub mod __private {
    pub use real::__private::*;
}
pub use real::{FromBytes, FromZeros, Immutable, IntoBytes, TransmuteFrom, Unaligned};

/// A `Lifetime` of this crate's own.
pub unsafe trait Lifetime<'a> {
    const __KIT: Kit = Kit;
}
unsafe impl<'a> Lifetime<'a> for () {}

use real::__private::{
    Alternative, Alternatives, Check, Description, Field, HeldDescription, Member, Parts, Piece, Portability,
    Referent, UnionAlternatives, UnionFields, Written, TARGETS,
};
use real::portable::Unportable;

/// A `Layout` of this crate's own: a `bool`'s portable descriptions are a
/// `u8`'s.
pub unsafe trait Layout {
    const __KIT: Kit = Kit;
    const REFERENT: Referent = <u8 as real::Layout>::REFERENT;
    const PORTABLE: [Portability; TARGETS] = <u8 as real::Layout>::PORTABLE;
    const DESCRIPTION: &'static Description = <u8 as real::Layout>::DESCRIPTION;
}
unsafe impl Layout for () {
    const REFERENT: Referent = <() as real::Layout>::REFERENT;
    const PORTABLE: [Portability; TARGETS] = <() as real::Layout>::PORTABLE;
}
unsafe impl Layout for bool {
    const REFERENT: Referent = <u8 as real::Layout>::REFERENT;
    const PORTABLE: [Portability; TARGETS] = <u8 as real::Layout>::PORTABLE;
}

/// transmutable's kit, called through.
#[derive(Clone, Copy)]
pub struct Kit;
macro_rules! k {
    () => {
        <() as real::Layout>::__KIT
    };
}
#[allow(clippy::too_many_arguments)]
impl Kit {
    pub const fn builds_with(self, _: Kit) {}
    pub const fn verify_transmute<S, D>(self) {}
    pub const fn plain_union_described<T>(self) -> &'static Description {
        <u8 as real::Layout>::DESCRIPTION
    }
    pub const fn align_of<T>(self) -> usize {
        k!().align_of::<T>()
    }
    pub const fn size_of<T>(self) -> usize {
        k!().size_of::<T>()
    }
    pub const fn enum_alternative(self, name: &'static str, size: usize, pieces: &'static [Piece]) -> Alternative {
        k!().enum_alternative(name, size, pieces)
    }
    pub const fn field(self, name: &'static str, offset: usize, description: &'static Description, public: bool) -> Field {
        k!().field(name, offset, description, public)
    }
    pub const fn finish(self, native: &'static Description, parts: Parts, pieces: &'static [Piece]) -> Portability {
        k!().finish(native, parts, pieces)
    }
    pub const fn held(self, held: &'static HeldDescription) -> Referent {
        k!().held(held)
    }
    pub const fn hold(self, description: Description) -> HeldDescription {
        k!().hold(description)
    }
    pub const fn identified(self, description: Description, identity: &'static str, default: bool) -> Description {
        k!().identified(description, identity, default)
    }
    pub const fn member(self, name: &'static str, layouts: &'static [Portability; TARGETS], public: bool) -> Member {
        k!().member(name, layouts, public)
    }
    pub const fn per_target<T: real::__private::PortableAt<0> + real::__private::PortableAt<1> + real::__private::PortableAt<2> + real::__private::PortableAt<3> + real::__private::PortableAt<4> + real::__private::PortableAt<5> + real::__private::PortableAt<6> + real::__private::PortableAt<7> + real::__private::PortableAt<8> + real::__private::PortableAt<9>>(self) -> [Portability; TARGETS] {
        k!().per_target::<T>()
    }
    pub const fn portable_description(self, layouts: &'static [Portability; TARGETS], target: usize) -> &'static Description {
        k!().portable_description(layouts, target)
    }
    pub const fn portable_union_fields(self, list: &'static [Alternative]) -> Alternatives {
        k!().portable_union_fields(list)
    }
    pub const fn portable_union_piece(self, size: usize, alternatives: &'static Alternatives, native: &'static Description) -> Piece {
        k!().portable_union_piece(size, alternatives, native)
    }
    pub const fn struct_pieces<const N: usize>(self, fields: [Field; N]) -> [Piece; N] {
        k!().struct_pieces(fields)
    }
    pub const fn target_dependence(self, owner: &'static Description, checks: &[Check]) -> Option<Unportable> {
        k!().target_dependence(owner, checks)
    }
    pub const fn union_alternatives<const N: usize>(self, fields: &'static UnionFields<N>, size: usize) -> UnionAlternatives<N> {
        k!().union_alternatives(fields, size)
    }
    pub const fn union_description(self, name: &'static str, size: usize, align: usize, pieces: &'static [Piece], fields: &[Field], non_exhaustive: bool, declared_none: bool, promised_at_zeros: bool, own_unstable_layout: bool) -> Description {
        k!().union_description(name, size, align, pieces, fields, non_exhaustive, declared_none, promised_at_zeros, own_unstable_layout)
    }
    pub const fn union_fields<const N: usize>(self, fields: [Field; N]) -> UnionFields<N> {
        k!().union_fields(fields)
    }
    pub const fn union_parts<const N: usize>(self, owner: &'static Description, target: usize, members: [Member; N], pack: usize, align: usize) -> Parts {
        k!().union_parts(owner, target, members, pack, align)
    }
    pub const fn union_piece<const N: usize>(self, size: usize, alternatives: &'static UnionAlternatives<N>, identity: &'static str) -> Piece {
        k!().union_piece(size, alternatives, identity)
    }
    pub const fn unless_target_dependent(self, found: Option<Unportable>, layouts: [Portability; TARGETS]) -> [Portability; TARGETS] {
        k!().unless_target_dependent(found, layouts)
    }
    pub const fn without_references(self, description: Description) -> Description {
        k!().without_references(description)
    }
    pub const fn written_field(self, field: &'static str, text: &'static str, written: &'static Written, described: &'static Description) -> Check {
        k!().written_field(field, text, written, described)
    }
    pub const fn written_path(self, name: &'static str, arguments: &'static [Written]) -> Written {
        k!().written_path(name, arguments)
    }
}

#[derive(Clone, Copy, real::Layout)]
#[transmutable(transmute_from(u8))]
#[repr(C)]
pub union Flag {
    pub a: bool,
}

// SAFETY: a union of one `bool` holds a `bool`, and its portable
// descriptions are those the derive's `PortableAt` impls say they are.
unsafe impl real::Layout for Flag {
    const DESCRIPTION: &'static Description = <bool as real::Layout>::DESCRIPTION;
}

// SAFETY: `Flag` holds no reference.
unsafe impl<'a> real::Lifetime<'a> for Flag {}

fn main() {
    assert!(!real::is_transmutable::<u8, Flag>(real::Assume::NOTHING));
    fn declared<T: real::TransmuteFrom<u8>>() {}
    declared::<Flag>();
}
