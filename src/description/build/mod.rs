//! Building descriptions in const evaluation: the functions the derive and
//! the standard-library descriptions call.
//!
//! They take layout facts the compiler reported (`offset_of!`, `size_of`,
//! discriminant values) and arrange them into pieces. None of them guesses an
//! offset.
//!
//! Here: `Field`, a field as the derive reports it, which every file
//! reads, and the storage of bit fields. One file per concept besides:
//! `structs.rs` (struct pieces), `enums.rs` (variants and enum layout
//! facts), `invariants.rs` (safety invariants of a type, its own or its
//! fields'), `choices.rs` (choices and their tag tables), `patterns.rs`
//! (byte patterns of integers restricted to some values).

mod choices;
mod enums;
mod invariants;
mod patterns;
mod structs;

pub(crate) use choices::tag_byte;
#[cfg(test)]
pub use choices::PlainUnionOf;
pub use choices::{
    union_alternatives, union_pieces, Declared, DeclaredUnion, PlainUnion, UnionAlternatives, UnionFields, UnionLayout,
};
pub(crate) use enums::c_tag_width_from;
pub use enums::{
    c_tag_width, discriminants, enum_alternative, enum_alternatives, enum_pieces, fieldless_byte_enum, fieldless_enum,
    integer_align, typed, variant_pieces, EnumLayout, EnumShape,
};
pub(crate) use invariants::union_invariants_and_layout;
pub use invariants::{invariants_of_enum, invariants_of_struct, invariants_of_struct_at_zeros, EnumVariant};
pub use patterns::Products;
pub(crate) use patterns::{reordered_piece, reversed_patterns};
pub use structs::{
    struct_parts, struct_pieces, tail_align, tail_offset, tail_struct_align, unstable_layout_of, StructParts,
};

use super::{Description, Kind, Name, Piece};

/// The name of every record of bit fields' storage: a field of this type
/// adds no step to a path, which goes from the record straight to its bit
/// fields (`header.version_ihl.version`).
pub(crate) const STORAGE: &str = match core::str::from_utf8(STORAGE_BYTES) {
    Ok(text) => text,
    Err(_) => panic!("the storage's name is text"),
};

/// [`STORAGE`] as bytes, for a pattern: every field of every struct asks
/// whether its type is the storage, and const evaluation pays for a call
/// per byte compared.
const STORAGE_BYTES: &[u8] = b"bit fields";

/// A field of a struct, tuple, enum variant or union, as the derive reports it.
#[doc(hidden)]
#[derive(Clone, Copy)]
pub struct Field {
    /// The field's name (`flags`, `0`).
    pub name: &'static str,
    /// Its offset in the enclosing type, from `offset_of!`.
    pub offset: usize,
    /// Its type's description.
    pub description: &'static Description,
    /// Whether code outside the type's module may name the field.
    pub public: bool,
}

impl Field {
    /// A field.
    #[inline]
    pub const fn new(name: &'static str, offset: usize, description: &'static Description, public: bool) -> Field {
        Field { name, offset, description, public }
    }

    #[inline]
    pub(super) const fn piece(&self) -> Piece {
        // The storage of a record of bit fields adds no step to a path: it
        // leads from the record to the bit fields themselves.
        let storage = match self.description.name {
            // Whether the field's type is the storage, asked in place: a
            // call less for every field.
            Name::Plain(plain) => matches!(plain.as_bytes(), STORAGE_BYTES),
            _ => false,
        };
        let name = if storage { "" } else { self.name };
        // `Piece::of_bytes(bytes).at(self.offset).named(name)`, written
        // out: every field of every struct makes one, and const evaluation
        // pays for every call (an empty name is asked by pattern, not with
        // `is_empty`, which makes three).
        let bytes = &self.description.bytes;
        let piece = match bytes.pieces {
            [only] if only.offset == 0 && only.size == bytes.size => match only.name.as_bytes() {
                [] => Piece { offset: self.offset, name, ..*only },
                _ => Piece { offset: self.offset, name, lifted_from: Some(only), ..*only },
            },
            _ => Piece { offset: self.offset, name, ..Piece::new(0, bytes.size, Kind::Nest(bytes)) },
        };
        // A private field is written only with the value that holds it; a
        // lifted piece stays sealed if the one it stands for was.
        if self.public {
            piece
        } else {
            piece.sealed()
        }
    }
}
