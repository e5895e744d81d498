//! The kit's methods that build a type's descriptions on other targets
//! (`#[transmutable(portable)]`) and the checks of what the compiler
//! resolved for the host only, beside those of `kit.rs`, which says why
//! the derive's output calls no helper by a path: a crate that binds
//! `::transmutable` to itself could otherwise replace `per_target`,
//! `finish` or `Written::Path` and make a type look portable where it is
//! not. Every value the output builds, an enum's variants included, is made
//! by one of these methods: a variant named by a path with parentheses
//! (`Check::Refused(..)`) may be a function of the caller's.
//!
//! May use: descriptions.

use super::portable::{Dependence, EnumAt, Member, Parts, PortableAt, StructAt, TagRepr, Unportable};
use super::Kit;
use super::{
    Alternative, Alternatives, Check, Choice, Description, Field, Kind, Piece, Portability, Products, Written, TARGETS,
};

impl Kit {
    /// `T`'s descriptions on every target, in the order of `Target::ALL`.
    #[inline]
    pub const fn per_target<T>(self) -> [Portability; TARGETS]
    where
        T: ?Sized
            + PortableAt<0>
            + PortableAt<1>
            + PortableAt<2>
            + PortableAt<3>
            + PortableAt<4>
            + PortableAt<5>
            + PortableAt<6>
            + PortableAt<7>
            + PortableAt<8>
            + PortableAt<9>,
    {
        [
            <T as PortableAt<0>>::AT,
            <T as PortableAt<1>>::AT,
            <T as PortableAt<2>>::AT,
            <T as PortableAt<3>>::AT,
            <T as PortableAt<4>>::AT,
            <T as PortableAt<5>>::AT,
            <T as PortableAt<6>>::AT,
            <T as PortableAt<7>>::AT,
            <T as PortableAt<8>>::AT,
            <T as PortableAt<9>>::AT,
        ]
    }

    /// `layouts`, or the refusal `found` on every target.
    #[inline]
    pub const fn unless_target_dependent(
        self,
        found: Option<Unportable>,
        layouts: [Portability; TARGETS],
    ) -> [Portability; TARGETS] {
        match found {
            Some(unportable) => [Portability::Unportable(unportable); TARGETS],
            None => layouts,
        }
    }

    /// The first check of `checks` that refuses `owner` a portable
    /// description.
    #[inline]
    pub const fn target_dependence(self, owner: &'static Description, checks: &[Check]) -> Option<Unportable> {
        super::written::target_dependence(owner, checks)
    }

    /// A field or variant refused a portable description from its tokens.
    #[inline]
    pub const fn refused(self, dependence: Dependence) -> Check {
        Check::Refused(dependence)
    }

    /// The field `field`, written `written` (`text` for explanations),
    /// described `described` by the compiler.
    #[inline]
    pub const fn written_field(
        self,
        field: &'static str,
        text: &'static str,
        written: &'static Written,
        described: &'static Description,
    ) -> Check {
        Check::Field { field, text, written, described }
    }

    /// [`Written::Parameter`].
    #[inline]
    pub const fn written_parameter(self) -> Written {
        Written::Parameter
    }

    /// [`Written::Path`].
    #[inline]
    pub const fn written_path(self, name: &'static str, arguments: &'static [Written]) -> Written {
        Written::Path(name, arguments)
    }

    /// [`Written::Array`].
    #[inline]
    pub const fn written_array(self, element: &'static Written) -> Written {
        Written::Array(element)
    }

    /// [`Written::Slice`].
    #[inline]
    pub const fn written_slice(self, element: &'static Written) -> Written {
        Written::Slice(element)
    }

    /// [`Written::Tuple`].
    #[inline]
    pub const fn written_tuple(self, elements: &'static [Written]) -> Written {
        Written::Tuple(elements)
    }

    /// [`Written::Pointer`].
    #[inline]
    pub const fn written_pointer(self, referent: &'static Written) -> Written {
        Written::Pointer(referent)
    }

    /// [`Written::Function`].
    #[inline]
    pub const fn written_function(self) -> Written {
        Written::Function
    }

    /// [`Written::Other`].
    #[inline]
    pub const fn written_other(self) -> Written {
        Written::Other
    }

    /// See [`Member::new`].
    #[inline]
    pub const fn member(self, name: &'static str, layouts: &'static [Portability; TARGETS], public: bool) -> Member {
        Member::new(name, layouts, public)
    }

    /// See [`portable_description`](super::portable_description).
    #[inline]
    pub const fn portable_description(
        self,
        layouts: &'static [Portability; TARGETS],
        target: usize,
    ) -> &'static Description {
        super::portable_description(layouts, target)
    }

    /// See [`StructAt::new`].
    #[inline]
    pub const fn struct_at<const N: usize>(
        self,
        owner: &'static Description,
        target: usize,
        members: [Member; N],
        pack: usize,
        align: usize,
        transparent: bool,
    ) -> StructAt<N> {
        StructAt::new(owner, target, members, pack, align, transparent)
    }

    /// See [`union_parts`](super::union_parts).
    #[inline]
    pub const fn union_parts<const N: usize>(
        self,
        owner: &'static Description,
        target: usize,
        members: [Member; N],
        pack: usize,
        align: usize,
    ) -> Parts {
        super::union_parts(owner, target, members, pack, align)
    }

    /// A tag of `width` bytes on every target (`u8` .. `i128`).
    #[inline]
    pub const fn fixed_tag(self, width: usize) -> TagRepr {
        TagRepr::Fixed(width)
    }

    /// A tag as wide as a pointer, `isize` when `signed`.
    #[inline]
    pub const fn pointer_tag(self, signed: bool) -> TagRepr {
        TagRepr::Pointer(signed)
    }

    /// The tag of a `repr(C)` enum.
    #[inline]
    pub const fn c_tag(self) -> TagRepr {
        TagRepr::C
    }

    /// See [`EnumAt::new`].
    // One argument per fact of the enum's declaration, as `EnumAt::new`.
    #[allow(clippy::too_many_arguments)]
    #[inline]
    pub const fn enum_at<const V: usize, const F: usize>(
        self,
        owner: &'static Description,
        target: usize,
        repr: TagRepr,
        c: bool,
        align: usize,
        discriminants: &[i128],
        counts: [usize; V],
        members: [Member; F],
    ) -> EnumAt<V, F> {
        EnumAt::new(owner, target, repr, c, align, discriminants, counts, members)
    }

    /// See [`finish`](super::finish).
    #[inline]
    pub const fn finish(self, native: &'static Description, parts: Parts, pieces: &'static [Piece]) -> Portability {
        super::finish(native, parts, pieces)
    }

    /// See [`finish_tailed`](super::finish_tailed).
    // One argument per fact of the struct's declaration, as `finish_tailed`.
    #[allow(clippy::too_many_arguments)]
    #[inline]
    pub const fn finish_tailed(
        self,
        native: &'static Description,
        parts: Parts,
        tail: &'static [Portability; TARGETS],
        target: usize,
        tail_name: &'static str,
        packed: bool,
        transparent: bool,
    ) -> Portability {
        super::finish_tailed(native, parts, tail, target, tail_name, packed, transparent)
    }

    /// See [`enum_alternative`](super::enum_alternative).
    #[inline]
    pub const fn enum_alternative(self, name: &'static str, size: usize, pieces: &'static [Piece]) -> Alternative {
        super::enum_alternative(name, size, pieces)
    }

    /// See [`variant_pieces`](super::variant_pieces).
    #[inline]
    pub const fn variant_pieces<const N: usize, const M: usize>(
        self,
        tag: u128,
        tag_width: usize,
        fields: [Field; N],
    ) -> [Piece; M] {
        super::variant_pieces(tag, tag_width, fields)
    }

    /// The fields `list` of a union on a target, with their tag table,
    /// without a reading: a portable check, which few crates make, reads
    /// the union byte by byte rather than every union's description paying
    /// for a reading on every target.
    #[inline]
    pub const fn portable_union_fields(self, list: &'static [Alternative]) -> Alternatives {
        Alternatives::of_union(list)
    }

    /// The one piece of a union of `size` bytes on a target: a choice of
    /// its `alternatives`, of the identity of its native description.
    #[inline]
    pub const fn portable_union_piece(
        self,
        size: usize,
        alternatives: &'static Alternatives,
        native: &'static Description,
    ) -> Piece {
        Piece::new(
            0,
            size,
            Kind::Choice(Choice::union_of(alternatives, None).identified(super::union_identity(native))),
        )
    }

    /// See [`tag_products`](super::tag_products).
    #[inline]
    pub const fn tag_products<const V: usize, const CAPACITY: usize>(self, parts: Parts) -> Products<CAPACITY> {
        super::tag_products::<V, CAPACITY>(parts)
    }

    /// See [`ordered_piece`](super::ordered_piece).
    #[inline]
    pub const fn ordered_piece<const CAPACITY: usize>(
        self,
        products: &'static Products<CAPACITY>,
        big_endian: bool,
    ) -> Piece {
        super::ordered_piece(products, big_endian)
    }
}
