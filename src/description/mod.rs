//! Descriptions: what a type looks like, byte by byte.
//!
//! Every type that takes part in a transmutation implements [`Layout`], whose
//! one associated constant is a [`Description`]: the type's name, size and
//! alignment, its safety invariants, and its [`Bytes`] — a byte-level grammar
//! that is read as an automaton by the [`automaton`](crate::automaton) module.
//!
//! The grammar is a sequence of [`Piece`]s at fixed offsets; the holes between
//! pieces are padding. A piece is one of
//!
//! - a *run*: bytes that each independently hold any value of a [`ByteSet`]
//!   (`u8`, `[bool; 1 << 20]`, the payload of a fieldless enum);
//! - a *tag*: the fixed bytes of an enum discriminant;
//! - a *scalar*: a multi-byte value restricted to some ranges (`char`,
//!   `NonZeroU32`, wide enum tags), given as a few alternative byte patterns;
//! - a *nest*: another type's bytes, placed here (a struct field);
//! - a *choice*: one of several alternatives (enum variants, union fields);
//! - a *repeat*: another type's bytes, `count` times (arrays).
//!
//! Repetition and nesting stay symbolic, so a description is as large as the
//! type's *definition*, not its size: `[u8; 1 << 20]` is one run.
//!
//! Descriptions are built in const evaluation, once per type (the compiler
//! caches associated constants). Everything a check needs about a type and
//! can know in advance is computed here, in [`Facts`] and in the [`TagTable`]
//! of each enum, so the per-pair check spends its steps only on what depends
//! on both types.
//!
//! What builds a description (`kit.rs`, `kit_portable.rs`, `build/`,
//! `alike.rs`, `enum_rule.rs`) runs in const evaluation, and its
//! `const fn`s are `#[inline]`: a non-generic function that the public API
//! reaches is otherwise compiled to machine code in the library's own
//! build, whether or not a program calls it. (The few that run at run
//! time too, in explanations or a derived unsized type's pointer
//! metadata, are compiled where they are called.)
//!
//! **Architecture Invariant:** this module describes; it never judges a pair
//! of types. A description must be *exact*: every byte string it accepts is a
//! valid value, and every valid value is one it accepts.

mod alike;
pub(crate) mod bits;
mod build;
mod enum_rule;
mod facts;
mod kit;
mod kit_portable;
mod names;
mod pieces;
pub(crate) mod portable;
mod reading;
mod referent;
pub(crate) mod same;
pub(crate) use portable::each_target;
pub(crate) mod targets;
mod written;

pub use build::Field;
#[doc(hidden)]
pub use build::{
    c_tag_width, discriminants, enum_alternative, enum_alternatives, enum_pieces, fieldless_byte_enum, fieldless_enum,
    integer_align, invariants_of_enum, invariants_of_struct, invariants_of_struct_at_zeros, struct_parts,
    struct_pieces, tail_align, tail_offset, tail_struct_align, typed, union_alternatives, union_pieces,
    unstable_layout_of, variant_pieces, Declared, DeclaredUnion, EnumLayout, EnumShape, EnumVariant, PlainUnion,
    Products, StructParts, UnionAlternatives, UnionFields, UnionLayout,
};
pub(crate) use build::{reordered_piece, reversed_patterns, tag_byte, union_invariants_and_layout};

pub(crate) use crate::text::{same_bytes, same_text};
pub use facts::Facts;
pub(crate) use facts::NO_SUCH_VALUE;
use facts::{description_reaches_references, Owners};
#[doc(hidden)]
pub use kit::{FieldlessByteEnum, Kit};
pub use pieces::{Alternative, Alternatives, Bytes, Choice, Kind, Piece, Pointer, PointerKind, TagTable};
#[doc(hidden)]
pub use portable::Dependence;
pub use portable::Unportable;
#[doc(hidden)]
pub use portable::{
    everywhere, finish, finish_tailed, nowhere, ordered_piece, portable_description, tag_products, union_identity,
    union_parts, EnumAt, Member, Parts, Portability, PortableAt, StructAt, TagRepr, Why,
};
#[doc(hidden)]
pub use reading::UnionReading;
pub(crate) use reading::{byte_at, first_piece_ending_after, mixed_at, written_by_parts, WrittenByParts, WrittenParts};
#[doc(hidden)]
pub use referent::HeldDescription;
pub(crate) use referent::Kept;
#[doc(hidden)]
pub use referent::Referent;
pub(crate) use referent::{hold, Head};
pub use targets::{DataModel, Target, TARGETS};
pub use written::{Check, Written};

use crate::byte_set::ByteSet;
use crate::limits::MAX_ALIKE_GROUPS;

/// Everything transmutable knows about a type: name, size, alignment, safety
/// invariants, and the byte grammar.
///
/// ```
/// use transmutable::Layout;
///
/// let description = <[u16; 3] as Layout>::DESCRIPTION;
/// assert_eq!(description.size(), 6);
/// assert_eq!(description.align(), core::mem::align_of::<u16>());
/// assert_eq!(description.to_string(), "[u16; 3]");
/// ```
#[derive(Clone, Copy)]
// `repr(C)`, its first fields those of `Head`, in its order: checks that
// the facts answer read a description as its head (`Referent::head`), and
// the compiler lays out a head, not a description with all it holds
// (names, pointers, portability).
#[repr(C)]
pub struct Description {
    pub(crate) bytes: Bytes,
    pub(crate) invariants: Invariants,
    /// For unsized types (`[T]`, `str`, structs ending in a slice): the
    /// repeated tail, after the `size` bytes of `bytes`.
    pub(crate) tail: Option<Tail>,
    pub(crate) size: usize,
    pub(crate) align: usize,
    /// A text that tells this type from every other type described by a
    /// `static` (non-generic derived types), or empty. Checks of recursive
    /// types recognize a pair of referents they are already checking by it,
    /// compared whole.
    pub(crate) identity: &'static str,
    pub(crate) name: Name,
    /// The invariants all zeros must still be checked against: `invariants`,
    /// unless the type's author promised that all zeros satisfy the type's
    /// own (`#[transmutable(unsafe(zeroable))]`), and then its fields'.
    pub(crate) invariants_at_zeros: Invariants,
    /// The field through which a struct's layout may change, for
    /// explanations: the first whose type's may.
    pub(crate) unstable_field: Option<(&'static str, &'static Description)>,
    /// Whether the type has lifetime parameters: its identity is then that
    /// of every instance (`Guard<'a>` and `Guard<'static>` are described
    /// by one `static`), which may differ in lifetimes that no `Lifetime`
    /// bound counts (a `PhantomData<&'a mut u8>` beside a private raw
    /// pointer), so two descriptions of one identity are not one type.
    pub(crate) lifetime_parameters: bool,
    /// Whether the compiler may arrange the type's fields otherwise in
    /// another version: the default representation (a struct, a union, a
    /// tuple), here or in a field, unless its author accepted it. Byte
    /// views, which read file and wire formats, refuse such a type.
    pub(crate) unstable_layout: bool,
    /// Why the type has no descriptions on other targets, where its
    /// `Layout` impl keeps the default `PORTABLE`: written by hand, unless
    /// the derive says otherwise (`identified`), which then writes no
    /// `PORTABLE` of its own (a constant less to prepare for every derived
    /// type).
    pub(crate) unportable: Why,
}

/// The tail of an unsized type: `elements` values of `element`, after the
/// sized part. A pointer to the type carries the number of elements.
#[doc(hidden)]
#[derive(Clone, Copy)]
pub struct Tail {
    pub(crate) element: &'static Description,
    /// The field that holds the tail, for explanations; empty for a slice.
    pub(crate) name: &'static str,
    /// Whether the elements together must be UTF-8 (`str`).
    pub(crate) utf8: bool,
}

/// How a type is named in explanations.
#[doc(hidden)]
#[derive(Clone, Copy)]
pub enum Name {
    /// A name written as is: `u8`, `Header`.
    Plain(&'static str),
    /// `[T; N]`.
    Array(&'static Description, usize),
    /// `(A, B, ...)`.
    Tuple(&'static [&'static Description]),
    /// `Outer<Inner>`.
    Applied(&'static str, &'static Description),
    /// `&T`, `Box<T>`, ...
    Pointer(Pointer),
    /// `[T]`.
    Slice(&'static Description),
}

/// Why a destination type may carry safety invariants: why it is not enough
/// for its bytes to be valid.
#[doc(hidden)]
#[derive(Clone, Copy)]
pub enum Invariants {
    /// Any valid value is a safe value.
    None,
    /// The type has a field that is not `pub`, so its author may rely on
    /// what that field holds.
    PrivateField {
        /// The type.
        owner: &'static str,
        /// The private field.
        field: &'static str,
    },
    /// The type is `#[non_exhaustive]`: it cannot be built outside its crate.
    NonExhaustive {
        /// The type.
        owner: &'static str,
    },
    /// A field's type carries invariants.
    InField {
        /// The field.
        field: &'static str,
        /// The field's type.
        of: &'static Description,
    },
}

impl Invariants {
    pub(crate) const fn is_none(&self) -> bool {
        matches!(self, Invariants::None)
    }
}

#[doc(hidden)]
impl Description {
    /// The element of an unsized type's tail, and whether the tail must be
    /// UTF-8.
    pub const fn tail(&self) -> Option<(&'static Description, bool)> {
        match self.tail {
            Some(tail) => Some((tail.element, tail.utf8)),
            None => None,
        }
    }
}

/// [`Description::UNIT`].
static UNIT: Description = Description::new(Name::Plain("()"), 0, 1, Bytes::EMPTY, Invariants::None);

impl Description {
    /// The description of `()`: no bytes, one value. The layers below the
    /// public API use it where they need a description and have none.
    /// A reference to a `static`, made once, in the library: a constant
    /// that made it would be evaluated again in every crate that reaches it
    /// (the walk's unknown referent, `()`'s description).
    pub(crate) const UNIT: &'static Description = &UNIT;

    /// A description.
    #[doc(hidden)]
    pub const fn new(name: Name, size: usize, align: usize, bytes: Bytes, invariants: Invariants) -> Description {
        assert!(bytes.size == size, "transmutable: the bytes of a type must be as large as the type");
        Description {
            identity: "",
            name,
            size,
            align,
            bytes,
            invariants,
            invariants_at_zeros: invariants,
            tail: None,
            unstable_layout: false,
            unstable_field: None,
            lifetime_parameters: false,
            unportable: Why::HandWritten,
        }
    }

    /// The same description, of a type whose author promised that all
    /// zeros satisfy its own invariants: zeros are checked against
    /// `invariants` only (its fields', from
    /// [`invariants_of_struct_at_zeros`](crate::__private::invariants_of_struct_at_zeros)).
    #[doc(hidden)]
    pub const fn invariants_at_zeros(self, invariants: Invariants) -> Description {
        Description { invariants_at_zeros: invariants, ..self }
    }

    /// The same description, of a struct whose layout may change through
    /// its field `field` (see [`StructParts`]).
    #[doc(hidden)]
    pub const fn unstable_field(self, field: Option<(&'static str, &'static Description)>) -> Description {
        Description { unstable_field: field, ..self }
    }

    /// The same description, of a type whose field order the compiler may
    /// change between versions when `unstable` (see
    /// [`has_unstable_layout`](Description::has_unstable_layout)).
    #[doc(hidden)]
    pub const fn unstable_layout_if(self, unstable: bool) -> Description {
        Description { unstable_layout: self.unstable_layout || unstable, ..self }
    }

    /// Whether the compiler may lay the type out otherwise in another
    /// version: it has the default representation, or a field of it does
    /// (tuples do), and its author has not accepted that with
    /// `#[transmutable(accept_unstable_layout)]`. Byte views refuse such types:
    /// bytes written by one build could be read wrongly by another.
    ///
    /// ```
    /// use transmutable::Layout;
    ///
    /// assert!(!<[u16; 4] as Layout>::DESCRIPTION.has_unstable_layout());
    /// assert!(<(u8, u16) as Layout>::DESCRIPTION.has_unstable_layout());
    /// ```
    pub const fn has_unstable_layout(&self) -> bool {
        match self.tail {
            Some(tail) => self.unstable_layout || tail.element.unstable_layout,
            None => self.unstable_layout,
        }
    }

    /// The same description, followed by a tail of `element`s: an unsized
    /// type whose sized part is this description. `align` is the alignment
    /// of the whole type.
    #[doc(hidden)]
    pub const fn with_tail(self, element: &'static Description, align: usize, utf8: bool) -> Description {
        Description { tail: Some(Tail { element, name: "", utf8 }), align, ..self }
    }

    /// The same description, followed by the tail of `slice`, the
    /// description of a slice or `str`: for a struct ending in one.
    #[doc(hidden)]
    pub const fn with_tail_of(self, slice: &'static Description, align: usize, name: &'static str) -> Description {
        match slice.tail {
            // A bare slice or `str`: nothing before its elements, aligned as
            // they are. A struct ending in a slice has a sized part and an
            // alignment of its own that this description would lose.
            Some(tail) if slice.size == 0 && slice.bytes.pieces.is_empty() && slice.align == tail.element.align => {
                Description { tail: Some(Tail { name, ..tail }), align, ..self }
            }
            _ => panic!(
                "transmutable: the last field of an unsized struct must be a slice `[T]` or the primitive `str`, \
                 not another unsized struct"
            ),
        }
    }

    /// Whether the type is unsized: a slice, `str`, or a struct ending in one.
    pub const fn is_unsized(&self) -> bool {
        self.tail.is_some()
    }

    /// The size of a value with `elements` tail elements (for a sized type,
    /// its size), or `None` if it overflows `usize`.
    pub const fn size_with(&self, elements: usize) -> Option<usize> {
        let tail = match self.tail {
            Some(tail) => tail,
            None => return Some(self.size),
        };
        let end = match elements.checked_mul(tail.element.size) {
            Some(tail_size) => match self.size.checked_add(tail_size) {
                Some(end) => end,
                None => return None,
            },
            None => return None,
        };
        // Trailing padding rounds the size up to the alignment.
        let padded = match end.checked_add(self.align - 1) {
            Some(padded) => padded,
            None => return None,
        };
        Some(padded / self.align * self.align)
    }

    /// The same description, told apart from every other by `identity`:
    /// for a derived type, which derive of which crate described it (see
    /// "What the derive trusts" at `derive@Layout`). For descriptions held
    /// in a `static`.
    #[doc(hidden)]
    pub const fn identified(self, identity: &'static str) -> Description {
        Description { identity, ..self }
    }

    /// The same description, of a derived type without descriptions on
    /// other targets, for `why` (`Why::NotDerived`,
    /// `Why::DefaultRepresentation`): what the default `PORTABLE` says.
    pub(crate) const fn unportable(self, why: Why) -> Description {
        Description { unportable: why, ..self }
    }

    /// Why the type has no descriptions on other targets, as the default
    /// `Layout::PORTABLE` says: see `unportable`.
    pub(crate) const fn why_unportable(&self) -> Why {
        self.unportable
    }

    /// The same description, of a type with lifetime parameters, whose
    /// identity every instance shares: see `lifetime_parameters`.
    #[doc(hidden)]
    pub const fn with_lifetime_parameters(self) -> Description {
        Description { lifetime_parameters: true, ..self }
    }

    /// Whether `self` and `other` are described by one `static`: the same
    /// non-generic derived type.
    pub(crate) const fn same_type(&self, other: &Description) -> bool {
        same_text(self.identity, other.identity) && !self.identity.is_empty()
    }

    /// Whether the type holds a pointer that promises a live referent or a
    /// callable function (`&T`, `&mut T`, `Box<T>`, `fn`), in its sized part
    /// or its tail.
    pub(crate) const fn has_live_pointers(&self) -> bool {
        match self.tail {
            Some(tail) => self.bytes.facts.live_pointers || tail.element.has_live_pointers(),
            None => self.bytes.facts.live_pointers,
        }
    }

    /// Whether a value of the type holds a reference, in itself or behind
    /// the boxes it owns (at any depth; past [`MAX_REFERENTS`] boxes deep,
    /// it answers yes). What a type without lifetime parameters holds lives
    /// for `'static`, so such a type's `Lifetime<'l>` impl asks `'l` to be
    /// `'static` exactly when this holds.
    ///
    /// [`MAX_REFERENTS`]: crate::limits::MAX_REFERENTS
    pub(crate) const fn reaches_references(&'static self) -> bool {
        let mut owners = Owners { seen: [self; crate::limits::MAX_REFERENTS], len: 1 };
        description_reaches_references(self, &mut owners)
    }

    /// [`reaches_references`](Self::reaches_references), asked of a value
    /// not yet in `'static` memory: the value a derived type's static is
    /// initialized with. The search starts inside no type, so a box that
    /// leads back to the type enters it once more (and reads the static
    /// being initialized, which stops compilation as surely as a yes).
    pub(crate) const fn value_reaches_references(&self) -> bool {
        let mut owners = Owners { seen: [Self::UNIT; crate::limits::MAX_REFERENTS], len: 0 };
        description_reaches_references(self, &mut owners)
    }

    /// Whether any part of the type is a reference, whose lifetime a
    /// transmutation could extend.
    pub const fn has_references(&self) -> bool {
        self.bytes.facts.lifetimes
    }

    /// The size of the type in bytes.
    pub const fn size(&self) -> usize {
        self.size
    }

    /// The alignment of the type in bytes.
    pub const fn align(&self) -> usize {
        self.align
    }

    /// Whether the type has any value at all (`Infallible` has none).
    pub const fn is_inhabited(&self) -> bool {
        self.bytes.facts.inhabited
    }

    /// Whether any part of the type lies inside an `UnsafeCell`.
    pub const fn has_interior_mutability(&self) -> bool {
        match self.tail {
            Some(tail) => self.bytes.facts.interior_mutable || tail.element.has_interior_mutability(),
            None => self.bytes.facts.interior_mutable,
        }
    }

    /// Whether a value of the type may be built from any valid bytes without
    /// `Assume::SAFETY`: the type carries no safety invariants.
    pub const fn is_safely_constructible(&self) -> bool {
        self.invariants.is_none()
    }

    /// The byte grammar of the type.
    pub const fn bytes(&self) -> &Bytes {
        &self.bytes
    }
}

#[cfg(test)]
#[allow(dead_code)] // The types are only described, never built.
mod tests;
