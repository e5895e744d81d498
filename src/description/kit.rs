//! The kit: every helper the derive's output calls to build a description,
//! as a method of one value that only the real [`Layout`](crate::Layout)
//! trait hands out.
//!
//! The derive's output is resolved in its caller's crate, where the path
//! `::transmutable` may name anything: a crate may write `extern crate self
//! as transmutable;`, re-export this crate under another name, and put
//! helpers of its own where the derive looks for `__private::Field` or
//! `offset_of!`. The one path the derive can trust is the trait of the
//! impl it writes: if `::transmutable::Layout` names another trait, the
//! impl describes nothing this crate reads, and if it names this crate's
//! `Layout`, so does every `<X as ::transmutable::Layout>::ITEM`, whose item
//! this crate provides and no impl overrides. `Layout::__KIT` is such an
//! item, a `Kit`; its methods are inherent and take `self` by value, so no
//! trait of the caller's can stand in for one (a method of the receiver's
//! own type is found before any trait method), and the values they return
//! carry their types to the next call without a path.
//!
//! The kit does what the helpers did, nothing more; the few that need a
//! type's impls (`Layout`, the capabilities, `Lifetime`) are added beside
//! those (`traits/`, `lifetime.rs`), and its one unsafe method, the offset
//! of a field from the pointers to it and to its struct, in `transmute/`.
//!
//! May use: descriptions.

use core::mem::MaybeUninit;

use super::enum_rule::VariantLayout;
use super::referent::{Held, HeldDescription};
use super::{
    Alternative, Alternatives, Bytes, Choice, DeclaredUnion, Description, EnumShape, EnumVariant, Facts, Field,
    Invariants, Kind, Name, Piece, PlainUnion, Portability, Products, Referent, StructParts, UnionAlternatives,
    UnionFields, Why, TARGETS,
};
use crate::byte_set::ByteSet;

/// What the derive's output builds descriptions with: see the module.
#[doc(hidden)]
#[derive(Clone, Copy)]
pub struct Kit;

/// A fieldless enum of a one-byte tag as the static of its description
/// holds it: a pointer to its description, and, as bytes, its one piece
/// and its description, whose bytes are that piece
/// ([`Kit::fieldless_byte_enum_held`]). Bytes, not the types they hold:
/// the compiler proves `Freeze` of a static's type, of a borrow of it and
/// of its initializer's value, walking every type the value holds, and a
/// description holds many (`referent::Held`).
#[doc(hidden)]
#[repr(C)]
pub struct FieldlessByteEnum {
    /// A pointer to the description held, as pointers to the enum refer
    /// to it: what its `REFERENT` reads, a copy of a field where a call
    /// took a borrow of the static (a fieldless enum points to no type, so
    /// its `REFERENT` may wait for the static's value).
    pub referent: Referent,
    // The length a literal, not `size_of::<FieldlessByteEnumParts>()`: a
    // constant in a type is evaluated in every crate that lays the type
    // out, and a check lays the static out to read `referent`. That
    // constant's evaluation laid out the parts, a piece and a
    // description, through the compiler's const generics machinery (about
    // 1 M instructions of a check of a fieldless enum; BENCHMARKS.md
    // "A fieldless enum's static laid out without a constant"). The
    // assertion below holds it to the parts' size on this target (no
    // smaller on a 64-bit one than on a narrower one).
    held: Held<FieldlessByteEnumParts, 552>,
}

const _: () = assert!(
    core::mem::size_of::<FieldlessByteEnumParts>() <= 552,
    "transmutable: a fieldless enum's parts fit the bytes its static holds them in"
);

/// What a [`FieldlessByteEnum`] holds: the enum's one piece, and its
/// description, whose bytes are that piece.
struct FieldlessByteEnumParts {
    piece: [Piece; 1],
    description: Description,
}

/// The written discriminant of an enum's variant, typed as the enum's
/// representation types it, for each integer type.
macro_rules! written_discriminants {
    ($($name:ident: $type:ty),* $(,)?) => {$(
        #[doc(hidden)]
        #[inline]
        pub const fn $name(self, value: $type) -> Option<i128> {
            Some(value as i128)
        }
    )*};
}

/// The width in bytes and alignment of an enum's tag, for each integer
/// representation.
macro_rules! tag_shapes {
    ($($name:ident: $type:ty),* $(,)?) => {$(
        #[doc(hidden)]
        #[inline]
        pub const fn $name(self) -> (usize, usize) {
            (core::mem::size_of::<$type>(), core::mem::align_of::<$type>())
        }
    )*};
}

/// A pointer to a field whose type is written as a primitive's name,
/// returned as it is: the call compiles only where the field's type is
/// that primitive, named here, where no crate can bind the name to
/// another type (a crate may bind `::core` to itself). The check of a
/// union described from the names of its fields' types
/// (`derive/src/written.rs`) calls it for each field.
macro_rules! primitives {
    ($($name:ident: $type:ty),* $(,)?) => {$(
        #[doc(hidden)]
        #[inline]
        pub const fn $name(self, field: *const $type) -> *const $type {
            field
        }
    )*};
}

#[doc(hidden)]
impl Kit {
    /// `size_of::<T>()`.
    #[inline]
    pub const fn size_of<T>(self) -> usize {
        core::mem::size_of::<T>()
    }

    /// `align_of::<T>()`.
    #[inline]
    pub const fn align_of<T>(self) -> usize {
        core::mem::align_of::<T>()
    }

    /// The size and alignment of `T`.
    #[inline]
    pub const fn shape<T>(self) -> (usize, usize) {
        (core::mem::size_of::<T>(), core::mem::align_of::<T>())
    }

    /// `offset`, or 0 when `T` is zero-sized: a field of a transparent
    /// struct (see the derive's `struct_field`).
    #[inline]
    pub const fn offset_unless_zero_sized<T>(self, offset: usize) -> usize {
        if core::mem::size_of::<T>() == 0 {
            0
        } else {
            offset
        }
    }

    /// Room for a `T`, never read: its fields' places are taken to measure
    /// their offsets.
    #[inline]
    pub const fn uninit<T>(self) -> MaybeUninit<T> {
        MaybeUninit::uninit()
    }

    /// A pointer to the value `room` has room for.
    #[inline]
    pub const fn base<T>(self, room: &MaybeUninit<T>) -> *const T {
        room.as_ptr()
    }

    /// A pointer to no elements at the start of `room`, which a struct
    /// ending in a slice is cast from.
    #[inline]
    pub const fn empty_slice<T>(self, room: &MaybeUninit<T>) -> *const [u8] {
        core::ptr::slice_from_raw_parts(room.as_ptr().cast::<u8>(), 0)
    }

    /// The offsets of the fields of a `repr(C)` struct (not packed), by
    /// the Reference's rule ("The C representation") from the sizes and
    /// alignments of their types' descriptions: each at the first multiple
    /// of its alignment after the one before. Checked against the struct's
    /// own `size` and `align` as the compiler reports them, so that a rule
    /// read wrong is an error, never another offset. The fields' own
    /// offsets are not read.
    #[inline]
    pub const fn c_offsets_of<const N: usize>(
        self,
        fields: &[Field; N],
        size: usize,
        align: usize,
        explicit_align: bool,
    ) -> [usize; N] {
        let mut offsets = [0; N];
        let mut layout = VariantLayout::c_struct();
        let mut i = 0;
        while i < N {
            let description = fields[i].description;
            offsets[i] = layout.field(description.size(), description.align());
            i += 1;
        }
        let (end, natural) = layout.end_and_align();
        assert!(
            end.div_ceil(align) * align == size && natural <= align && (explicit_align || natural == align),
            "transmutable: the layout computed for this struct is not the compiler's"
        );
        offsets
    }

    /// `fields`, each at its offset in `offsets`.
    #[inline]
    pub const fn placed<const N: usize>(self, mut fields: [Field; N], offsets: [usize; N]) -> [Field; N] {
        let mut i = 0;
        while i < N {
            fields[i].offset = offsets[i];
            i += 1;
        }
        fields
    }

    /// The size up to which a struct's offsets are read from the places of
    /// its fields in a room of its size; a `repr(C)` struct larger than
    /// that (`[u8; 1 << 56]`, more memory than const evaluation has) has
    /// them by the Reference's rule ([`Kit::c_offsets_of`]).
    #[inline]
    pub const fn room_limit(self) -> usize {
        1 << 31
    }

    /// A field: see [`Field::new`].
    #[inline]
    pub const fn field(
        self,
        name: &'static str,
        offset: usize,
        description: &'static Description,
        public: bool,
    ) -> Field {
        Field::new(name, offset, description, public)
    }

    /// See [`struct_parts`](super::struct_parts).
    #[inline]
    pub const fn struct_parts<const N: usize>(
        self,
        owner: &'static str,
        fields: [Field; N],
        non_exhaustive: bool,
        declared_none: bool,
        promised_at_zeros: bool,
        own_unstable_layout: bool,
    ) -> StructParts<N> {
        super::struct_parts(owner, fields, non_exhaustive, declared_none, promised_at_zeros, own_unstable_layout)
    }

    /// The description of a sized struct named `name` of `size` and
    /// `align`, with `parts`.
    #[inline]
    pub const fn struct_description<const N: usize>(
        self,
        name: &'static str,
        size: usize,
        align: usize,
        parts: &'static StructParts<N>,
    ) -> Description {
        Description::new(Name::Plain(name), size, align, Bytes::new(size, &parts.pieces), parts.invariants)
            .invariants_at_zeros(parts.invariants_at_zeros)
            .unstable_field(parts.unstable_field)
            .unstable_layout_if(parts.unstable_layout)
    }

    /// The description of a type named `name` of `size` and `align` (for
    /// a struct ending in a slice, the bytes before its tail), of `bytes`
    /// and `invariants`.
    #[inline]
    pub const fn description(
        self,
        name: &'static str,
        size: usize,
        align: usize,
        bytes: Bytes,
        invariants: Invariants,
    ) -> Description {
        Description::new(Name::Plain(name), size, align, bytes, invariants)
    }

    /// `description` with `invariants` at all zeros.
    #[inline]
    pub const fn invariants_at_zeros(self, description: Description, invariants: Invariants) -> Description {
        description.invariants_at_zeros(invariants)
    }

    /// `description`, whose layout may change between compiler versions if
    /// `unstable`.
    #[inline]
    pub const fn unstable_layout_if(self, description: Description, unstable: bool) -> Description {
        description.unstable_layout_if(unstable)
    }

    /// `description` with the identity `identity`.
    ///
    /// A derived type whose `PORTABLE` is the trait's default, which reads
    /// why it has none from its description, says why here: of the
    /// default representation or not, it was derived without
    /// `#[transmutable(portable)]` (`not_portable`, `default_representation`).
    #[inline]
    pub const fn identified(
        self,
        description: Description,
        identity: &'static str,
        default_representation: bool,
    ) -> Description {
        let why = if default_representation { Why::DefaultRepresentation } else { Why::NotDerived };
        description.identified(identity).unportable(why)
    }

    /// `description` of a type with lifetime parameters.
    #[inline]
    pub const fn with_lifetime_parameters(self, description: Description) -> Description {
        description.with_lifetime_parameters()
    }

    /// `description` followed by the tail of `slice`.
    #[inline]
    pub const fn with_tail_of(
        self,
        description: Description,
        slice: &'static Description,
        align: usize,
        name: &'static str,
    ) -> Description {
        description.with_tail_of(slice, align, name)
    }

    /// See [`Bytes::new`].
    #[inline]
    pub const fn bytes(self, size: usize, pieces: &'static [Piece]) -> Bytes {
        Bytes::new(size, pieces)
    }

    /// The bytes of an enum without variants: nothing at all.
    #[inline]
    pub const fn no_bytes(self) -> Bytes {
        const PIECES: &[Piece] = &[Piece::new(0, 0, Kind::Run(ByteSet::EMPTY))];
        Bytes::new(0, PIECES)
    }

    /// See [`struct_pieces`](super::struct_pieces).
    #[inline]
    pub const fn struct_pieces<const N: usize>(self, fields: [Field; N]) -> [Piece; N] {
        super::struct_pieces(fields)
    }

    /// See [`unstable_layout_of`](super::unstable_layout_of).
    #[inline]
    pub const fn unstable_layout_of(self, own: bool, fields: &[Field]) -> bool {
        super::unstable_layout_of(own, fields)
    }

    /// See [`invariants_of_struct`](super::invariants_of_struct).
    #[inline]
    pub const fn invariants_of_struct(
        self,
        owner: &'static str,
        fields: &[Field],
        non_exhaustive: bool,
        declared_none: bool,
    ) -> Invariants {
        super::invariants_of_struct(owner, fields, non_exhaustive, declared_none)
    }

    /// See [`invariants_of_struct_at_zeros`](super::invariants_of_struct_at_zeros).
    #[inline]
    pub const fn invariants_of_struct_at_zeros(
        self,
        owner: &'static str,
        fields: &[Field],
        non_exhaustive: bool,
        declared_none: bool,
        promised_at_zeros: bool,
    ) -> Invariants {
        super::invariants_of_struct_at_zeros(owner, fields, non_exhaustive, declared_none, promised_at_zeros)
    }

    /// A variant as [`invariants_of_enum`](super::invariants_of_enum) reads it.
    #[inline]
    pub const fn enum_variant(self, fields: &'static [Field], non_exhaustive: bool) -> EnumVariant {
        EnumVariant { fields, non_exhaustive }
    }

    /// See [`invariants_of_enum`](super::invariants_of_enum).
    #[inline]
    pub const fn invariants_of_enum(
        self,
        owner: &'static str,
        variants: &[EnumVariant],
        non_exhaustive: bool,
        declared_none: bool,
    ) -> Invariants {
        super::invariants_of_enum(owner, variants, non_exhaustive, declared_none)
    }

    /// The description of a union named `name`, of `size` and `align`, its
    /// one piece in `pieces` ([`union_piece`](Kit::union_piece)), its
    /// `fields` those its alternatives were made from: what `description`,
    /// `bytes`, `invariants_of_struct`, `invariants_at_zeros`,
    /// `invariants_of_struct_at_zeros`, `unstable_layout_of` and
    /// `unstable_layout_if` make of it, in one call (see
    /// [`fieldless_byte_enum_description`](Kit::fieldless_byte_enum_description)).
    #[inline]
    #[allow(clippy::too_many_arguments)]
    pub const fn union_description(
        self,
        name: &'static str,
        size: usize,
        align: usize,
        pieces: &'static [Piece],
        fields: &[Field],
        non_exhaustive: bool,
        declared_none: bool,
        promised_at_zeros: bool,
        own_unstable_layout: bool,
    ) -> Description {
        let (invariants, at_zeros, unstable_layout) = super::union_invariants_and_layout(
            name,
            fields,
            non_exhaustive,
            declared_none,
            promised_at_zeros,
            own_unstable_layout,
        );
        Description::new(Name::Plain(name), size, align, Bytes::new(size, pieces), invariants)
            .invariants_at_zeros(at_zeros)
            .unstable_layout_if(unstable_layout)
    }

    /// See [`UnionFields::of`].
    #[inline]
    pub const fn union_fields<const N: usize>(self, fields: [Field; N]) -> UnionFields<N> {
        UnionFields::of(fields)
    }

    /// See [`DeclaredUnion::of`].
    #[inline]
    pub const fn declared_union<const N: usize>(
        self,
        name: &'static str,
        identity: &'static str,
        fields: [Field; N],
    ) -> DeclaredUnion<N> {
        DeclaredUnion::of(name, identity, fields)
    }

    /// The description of `T`, a union declared by
    /// [`PlainUnion::DECLARED`]: a call, so that the constant that names it
    /// (the union's `DESCRIPTION`) holds no constant the compiler's lints
    /// evaluate ahead of a check that asks (`known_panics_lint` evaluates
    /// every constant operand of an associated constant's body, and a
    /// promoted `&` of a call in it).
    #[inline]
    pub const fn plain_union_described<T: PlainUnion>(self) -> &'static Description {
        <T::Declared as super::build::Declared<T>>::DESCRIBED
    }

    /// See [`UnionAlternatives::of`].
    #[inline]
    pub const fn union_alternatives<const N: usize>(
        self,
        fields: &'static UnionFields<N>,
        size: usize,
    ) -> UnionAlternatives<N> {
        UnionAlternatives::of(fields, size)
    }

    /// See [`Alternatives::new`].
    #[inline]
    pub const fn alternatives(self, list: &'static [Alternative]) -> Alternatives {
        Alternatives::new(list)
    }

    /// The one piece of a union of `size` bytes: a choice of its
    /// `alternatives`, of the identity `identity` ("" for none).
    #[inline]
    pub const fn union_piece<const N: usize>(
        self,
        size: usize,
        alternatives: &'static UnionAlternatives<N>,
        identity: &'static str,
    ) -> Piece {
        Piece::new(0, size, Kind::Choice(alternatives.choice().identified(identity)))
    }

    /// See [`Alternatives::of_variants`].
    #[inline]
    pub const fn variant_alternatives(self, list: &'static [Alternative], repeats: &[usize]) -> Alternatives {
        Alternatives::of_variants(list, repeats)
    }

    /// The one piece of an enum with fields of `size` bytes: a choice of
    /// its variants.
    #[inline]
    pub const fn variants_piece(self, size: usize, alternatives: &'static Alternatives) -> Piece {
        Piece::new(0, size, Kind::Choice(Choice::new(alternatives)))
    }

    /// See [`fieldless_byte_enum`](super::fieldless_byte_enum).
    #[inline]
    pub const fn fieldless_byte_enum(self, tags: &[u8], size: usize, align: usize) -> [Piece; 1] {
        super::fieldless_byte_enum(tags, size, align)
    }

    /// The description of a fieldless enum named `name` whose tag is one
    /// byte, of `size` and `align`, its one piece in `pieces`
    /// ([`fieldless_byte_enum`](Kit::fieldless_byte_enum)): what
    /// `description`, `bytes`, `invariants_of_enum` and
    /// `unstable_layout_if` make of it, in one call. `non_exhaustive_variant`
    /// says whether one of its variants is `#[non_exhaustive]`, the one
    /// thing a variant without fields adds to the invariants. If
    /// `identified` (an enum without parameters), what `identified` makes
    /// of it with `identity` too: an enum is never of the default
    /// representation. Every call
    /// the derive writes is a step the compiler type-checks, builds and
    /// checks again in every derived type; this one takes the place of
    /// six.
    #[inline]
    #[allow(clippy::too_many_arguments)]
    pub const fn fieldless_byte_enum_description(
        self,
        name: &'static str,
        size: usize,
        align: usize,
        pieces: &'static [Piece],
        identified: bool,
        identity: &'static str,
        non_exhaustive_variant: bool,
        non_exhaustive: bool,
        declared_none: bool,
        unstable: bool,
    ) -> Description {
        let stop: &[EnumVariant] =
            if non_exhaustive_variant { &[EnumVariant { fields: &[], non_exhaustive: true }] } else { &[] };
        let invariants = super::invariants_of_enum(name, stop, non_exhaustive, declared_none);
        let description = Description::new(Name::Plain(name), size, align, Bytes::new(size, pieces), invariants)
            .unstable_layout_if(unstable);
        if identified {
            self.identified(description, identity, false)
        } else {
            description
        }
    }

    /// What [`fieldless_byte_enum_description`](Kit::fieldless_byte_enum_description)
    /// describes of the enum `T` without parameters (its size and
    /// alignment read here), identified by `identity`, its tags given as a
    /// slice of bytes ([`fieldless_byte_enum`](Kit::fieldless_byte_enum)),
    /// held with its one piece and its referent in the static `this`,
    /// which this call initializes: one body for the compiler to prepare
    /// where the piece took a constant of its own. The description's
    /// bytes are `this`'s piece, their facts those of the piece made here
    /// (`this` may not be read while it is being initialized).
    #[inline]
    #[allow(clippy::too_many_arguments)]
    pub const fn fieldless_byte_enum_held<T>(
        self,
        this: &'static FieldlessByteEnum,
        name: &'static str,
        tags: &[u8],
        identity: &'static str,
        non_exhaustive_variant: bool,
        non_exhaustive: bool,
        declared_none: bool,
        unstable: bool,
    ) -> FieldlessByteEnum {
        let (size, align) = (core::mem::size_of::<T>(), core::mem::align_of::<T>());
        let piece = super::fieldless_byte_enum(tags, size, align);
        let stop: &[EnumVariant] =
            if non_exhaustive_variant { &[EnumVariant { fields: &[], non_exhaustive: true }] } else { &[] };
        let invariants = super::invariants_of_enum(name, stop, non_exhaustive, declared_none);
        let Kind::Run(set) = piece[0].kind else { panic!("transmutable: a tag byte is a run of bytes") };
        let held = this.held.get();
        let bytes = Bytes::kept_at(size, &held.piece, Facts::of_tag_byte(size, set));
        let description =
            Description::new(Name::Plain(name), size, align, bytes, invariants).unstable_layout_if(unstable);
        FieldlessByteEnum {
            referent: Referent::of(&held.description),
            held: Held::new(FieldlessByteEnumParts {
                piece,
                description: self.identified(description, identity, false),
            }),
        }
    }

    /// The patterns of a fieldless enum's tags, of `width` bytes, from its
    /// discriminants (see [`Products::of_values`]).
    #[inline]
    pub const fn tag_patterns<const CAPACITY: usize, const N: usize>(
        self,
        values: [i128; N],
        width: usize,
    ) -> Products<CAPACITY> {
        let mut unsigned = [0u128; N];
        let mut i = 0;
        while i < N {
            unsigned[i] = values[i] as u128;
            i += 1;
        }
        Products::of_values(unsigned, width)
    }

    /// See [`fieldless_enum`](super::fieldless_enum).
    #[inline]
    pub const fn fieldless_enum<const CAPACITY: usize>(
        self,
        products: &'static Products<CAPACITY>,
        size: usize,
        align: usize,
        width: usize,
        tag_align: usize,
    ) -> [Piece; 1] {
        super::fieldless_enum(products, size, align, width, tag_align)
    }

    /// See [`c_tag_width`](super::c_tag_width).
    #[inline]
    pub const fn c_tag_width(self, values: &[i128]) -> usize {
        super::c_tag_width(values)
    }

    /// See [`integer_align`](super::integer_align).
    #[inline]
    pub const fn integer_align(self, width: usize) -> usize {
        super::integer_align(width)
    }

    /// The discriminant `distance` variants past that of `anchor`, all
    /// of them implicit: where rustc's `as` cast of the variant overflows
    /// (see the derive's `discriminant_casts`).
    #[inline]
    pub const fn implicit_discriminant(self, anchor: i128, distance: i128) -> i128 {
        anchor + distance
    }

    /// [`implicit_discriminant`](Self::implicit_discriminant) for the byte
    /// of a one-byte tag: its bytes in turn, wrapping from 255 to 0 as an
    /// `i8`'s from -1 to 0.
    #[inline]
    pub const fn implicit_tag_byte(self, anchor: u8, distance: u8) -> u8 {
        anchor.wrapping_add(distance)
    }

    /// A variant whose discriminant is not written out.
    #[inline]
    pub const fn unwritten(self) -> Option<i128> {
        None
    }

    written_discriminants!(
        written_u8: u8, written_u16: u16, written_u32: u32, written_u64: u64, written_u128: u128,
        written_usize: usize, written_i8: i8, written_i16: i16, written_i32: i32, written_i64: i64,
        written_i128: i128, written_isize: isize,
    );

    primitives!(
        primitive_u8: u8, primitive_u16: u16, primitive_u32: u32, primitive_u64: u64, primitive_u128: u128,
        primitive_usize: usize, primitive_i8: i8, primitive_i16: i16, primitive_i32: i32, primitive_i64: i64,
        primitive_i128: i128, primitive_isize: isize, primitive_f32: f32, primitive_f64: f64,
        primitive_bool: bool, primitive_char: char,
    );

    /// A pointer to an array's first element, from a pointer to the
    /// array: the element's type, for [`primitives`]'s check of an array
    /// field.
    #[doc(hidden)]
    #[inline]
    pub const fn primitive_element<T, const N: usize>(self, array: *const [T; N]) -> *const T {
        array.cast()
    }

    tag_shapes!(
        tag_u8: u8, tag_u16: u16, tag_u32: u32, tag_u64: u64, tag_u128: u128, tag_usize: usize, tag_i8: i8,
        tag_i16: i16, tag_i32: i32, tag_i64: i64, tag_i128: i128, tag_isize: isize,
    );

    /// See [`discriminants`](super::discriminants).
    #[inline]
    pub const fn discriminants<const N: usize>(self, written: [Option<i128>; N]) -> [i128; N] {
        super::discriminants(written)
    }

    /// See [`EnumShape::new`].
    #[allow(clippy::too_many_arguments)]
    #[inline]
    pub const fn enum_shape(
        self,
        c: bool,
        tag_width: usize,
        tag_align: usize,
        counts: &[usize],
        fields: &[(usize, usize)],
        size: usize,
        align: usize,
        explicit_align: bool,
    ) -> EnumShape {
        EnumShape::new(c, tag_width, tag_align, counts, fields, size, align, explicit_align)
    }

    /// See [`EnumShape::offsets`].
    #[inline]
    pub const fn enum_offsets<const N: usize>(
        self,
        shape: EnumShape,
        counts: &[usize],
        fields: [(usize, usize); N],
    ) -> [usize; N] {
        shape.offsets(counts, fields)
    }

    /// See [`enum_pieces`](super::enum_pieces).
    #[inline]
    pub const fn enum_pieces<const F: usize, const P: usize>(
        self,
        discriminants: &[i128],
        tag_width: usize,
        counts: &[usize],
        repeats: &[usize],
        fields: [Field; F],
    ) -> [Piece; P] {
        super::enum_pieces(discriminants, tag_width, counts, repeats, fields)
    }

    /// See [`enum_alternatives`](super::enum_alternatives).
    #[inline]
    pub const fn enum_alternatives<const V: usize>(
        self,
        names: [&'static str; V],
        size: usize,
        counts: &[usize],
        repeats: &[usize],
        pieces: &'static [Piece],
    ) -> [Alternative; V] {
        super::enum_alternatives(names, size, counts, repeats, pieces)
    }

    /// See [`tail_align`](super::tail_align).
    #[inline]
    pub const fn tail_align(self, tail: &Description) -> usize {
        super::tail_align(tail)
    }

    /// See [`tail_struct_align`](super::tail_struct_align).
    #[inline]
    pub const fn tail_struct_align(self, aligns: &[usize], element_align: usize, packed: bool) -> usize {
        super::tail_struct_align(aligns, element_align, packed)
    }

    /// `data` as a pointer to `elements` bytes, which a struct ending in a
    /// slice is cast from.
    #[inline]
    pub const fn slice_pointer(self, data: *const u8, elements: usize) -> *const [u8] {
        core::ptr::slice_from_raw_parts(data, elements)
    }

    /// `data` as a mutable pointer to `elements` bytes.
    #[inline]
    pub const fn slice_pointer_mut(self, data: *mut u8, elements: usize) -> *mut [u8] {
        core::ptr::slice_from_raw_parts_mut(data, elements)
    }

    /// The descriptions on other targets of a type that did not ask for
    /// them (`#[transmutable(portable)]`): none.
    #[inline]
    pub const fn not_portable(self, native: &'static Description) -> [Portability; TARGETS] {
        super::nowhere(native, Why::NotDerived)
    }

    /// The descriptions on other targets of a type of the default
    /// representation: none.
    #[inline]
    pub const fn default_representation(self, native: &'static Description) -> [Portability; TARGETS] {
        super::nowhere(native, Why::DefaultRepresentation)
    }

    /// The descriptions on other targets of a type laid out alike on all:
    /// `native` everywhere.
    #[inline]
    pub const fn everywhere(self, native: &'static Description) -> [Portability; TARGETS] {
        super::everywhere(native)
    }

    /// `description` held as bytes: the value of the static of a derived
    /// type's description. A check that reads the static lays out bytes,
    /// not a `Description` and all it holds, and proves bytes `Freeze`
    /// (`referent::Held`).
    #[inline]
    pub const fn hold(self, description: Description) -> HeldDescription {
        super::referent::hold(description)
    }
}
