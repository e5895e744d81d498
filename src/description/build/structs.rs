//! Structs: a struct's (or tuple's, or variant's) fields sorted into
//! pieces, and the tail of a struct that ends in a slice. Reads layout
//! facts only; computes no offset of its own beyond the tail's, which the
//! Reference fixes for `repr(C)`. Takes a struct's invariants from
//! `invariants.rs`.

use super::invariants::FieldScan;
#[cfg(doc)]
use super::invariants::{invariants_of_struct, invariants_of_struct_at_zeros};
use super::Field;
use crate::byte_set::ByteSet;
use crate::description::{Description, Invariants, Kind, Piece};

/// The pieces of a struct (or tuple, or enum variant without tag) with
/// `fields`, sorted by offset.
#[doc(hidden)]
#[inline]
pub const fn struct_pieces<const N: usize>(fields: [Field; N]) -> [Piece; N] {
    let mut pieces = [const { Piece::new(0, 0, Kind::Run(ByteSet::EMPTY)) }; N];
    let mut i = 0;
    while i < N {
        pieces[i] = fields[i].piece();
        i += 1;
    }
    sort_pieces(&mut pieces);
    pieces
}

/// What a struct's one list of fields makes: its pieces, its invariants
/// and whether its layout may change between compiler versions.
#[doc(hidden)]
pub struct StructParts<const N: usize> {
    pub pieces: [Piece; N],
    pub invariants: Invariants,
    /// See [`invariants_of_struct_at_zeros`].
    pub invariants_at_zeros: Invariants,
    pub unstable_layout: bool,
    /// The first field whose type's layout may change between versions.
    pub unstable_field: Option<(&'static str, &'static Description)>,
}

/// The parts of the struct `owner` with `fields` (see
/// [`invariants_of_struct`], [`invariants_of_struct_at_zeros`],
/// [`unstable_layout_of`]; `own_unstable_layout`: the struct's own
/// representation is the default one).
#[doc(hidden)]
#[inline]
pub const fn struct_parts<const N: usize>(
    owner: &'static str,
    fields: [Field; N],
    non_exhaustive: bool,
    declared_none: bool,
    promised_at_zeros: bool,
    own_unstable_layout: bool,
) -> StructParts<N> {
    let scan = FieldScan::of(&fields);
    StructParts {
        invariants: scan.invariants(owner, &fields, non_exhaustive, declared_none),
        invariants_at_zeros: scan.invariants_at_zeros(owner, &fields, non_exhaustive, declared_none, promised_at_zeros),
        unstable_layout: own_unstable_layout || scan.has_unstable_field(&fields),
        unstable_field: scan.unstable_field(&fields),
        pieces: struct_pieces(fields),
    }
}

/// Insertion sort by (offset, size): zero-sized pieces go before the piece
/// that starts where they are. Types have few fields; this runs once per type.
#[inline]
pub(super) const fn sort_pieces(pieces: &mut [Piece]) {
    sort_pieces_between(pieces, 0, pieces.len());
}

/// [`sort_pieces`] of `pieces[start..end]`.
#[inline]
pub(super) const fn sort_pieces_between(pieces: &mut [Piece], start: usize, end: usize) {
    let mut i = start + 1;
    while i < end {
        let mut j = i;
        // Whether piece `j` comes before the one before it, asked in
        // place: a call for every field of every struct otherwise, most
        // often of pieces already in order.
        while j > start && {
            let (a, b) = (&pieces[j], &pieces[j - 1]);
            a.offset < b.offset || (a.offset == b.offset && a.size < b.size)
        } {
            let swap = pieces[j];
            pieces[j] = pieces[j - 1];
            pieces[j - 1] = swap;
            j -= 1;
        }
        i += 1;
    }
}

/// The alignment of the elements of `tail`, an unsized type's description.
#[doc(hidden)]
#[inline]
pub const fn tail_align(tail: &Description) -> usize {
    match tail.tail {
        Some(element) if tail.size == 0 && tail.bytes.pieces.is_empty() && tail.align == element.element.align => {
            element.element.align
        }
        _ => panic!(
            "transmutable: the last field of an unsized struct must be a slice `[T]` or the primitive `str`, not another \
             unsized struct"
        ),
    }
}

/// Where the tail of a `repr(C)` struct starts: after the sized fields
/// (their ends given), rounded up to the tail's alignment unless `packed`.
#[doc(hidden)]
#[inline]
pub const fn tail_offset(ends: &[usize], element_align: usize, packed: bool) -> usize {
    let mut end = 0;
    let mut i = 0;
    while i < ends.len() {
        if ends[i] > end {
            end = ends[i];
        }
        i += 1;
    }
    if packed {
        end
    } else {
        end.div_ceil(element_align) * element_align
    }
}

/// The alignment of a `repr(C)` struct ending in a slice: the largest of its
/// fields' and its elements' (1 when `packed`).
#[doc(hidden)]
#[inline]
pub const fn tail_struct_align(aligns: &[usize], element_align: usize, packed: bool) -> usize {
    if packed {
        return 1;
    }
    let mut align = element_align;
    let mut i = 0;
    while i < aligns.len() {
        if aligns[i] > align {
            align = aligns[i];
        }
        i += 1;
    }
    align
}

/// Whether a type laid out from `fields` may change its layout between
/// compiler versions: its own representation is the default one (`own`) or
/// a field's layout may change.
#[doc(hidden)]
#[inline]
pub const fn unstable_layout_of(own: bool, fields: &[Field]) -> bool {
    // The length read once and `has_unstable_layout` written out: a wide
    // enum asks it of hundreds of fields, and const evaluation pays for
    // every call.
    let count = fields.len();
    let mut i = 0;
    while i < count {
        let description = fields[i].description;
        let tail_unstable = match description.tail {
            Some(tail) => tail.element.unstable_layout,
            None => false,
        };
        if description.unstable_layout || tail_unstable {
            return true;
        }
        i += 1;
    }
    own
}
