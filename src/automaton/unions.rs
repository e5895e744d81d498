//! Unions: what a union's fields may hold at a byte, mixed as safe code may
//! leave them, read in place rather than field by field
//! ([`mixed_destination`]), past the end of the field a destination reads
//! ([`left_past_field`]), and in the union's own padding ([`own_padding`]).
//!
//! Functions of a union's fields and a byte offset; they know no cursor, and
//! read the fields' bytes through the descriptions' own reading
//! (`description/reading.rs`), looked up in the union's [`UnionReading`]
//! where it has one.
//!
//! [`UnionReading`]: crate::description::UnionReading

use super::{View, MIX};
use crate::byte_set::ByteSet;
use crate::description::{byte_at, mixed_at, written_by_parts, Alternative, Choice, WrittenByParts, WrittenParts};

/// How a destination frame at a union that mixes reads it in place, if it
/// does: `Some(None)` for the mix of its units, `Some(Some(k))` for field
/// `k` written whole under one-byte parts of any field (see
/// [`mixed_destination`]).
///
/// An alternative's index is below the number of fields, and an index read
/// in place is `MIX - 1 - k` for field `k`: a slice holds fewer than
/// `MIX / 2` fields (at most `isize::MAX` bytes), so the halves of the
/// indices tell them apart without `alternatives.len()`, a call const
/// evaluation pays for at every step.
pub(super) const fn in_place(index: usize, choice: &Choice) -> Option<Option<usize>> {
    if index == MIX {
        Some(None)
    } else if choice.mixes && index > MIX / 2 {
        Some(Some(MIX - 1 - index))
    } else {
        None
    }
}

/// Whether a destination frame at a union reads it in place: whether
/// [`in_place`] is `Some`, in one call where asking it and then its
/// `is_some` would be three, which const evaluation pays for.
pub(super) const fn reads_in_place(index: usize, choice: &Choice) -> bool {
    index == MIX || (choice.mixes && index > MIX / 2)
}

/// What the fields of a union may hold at byte `within` and after it, mixed
/// as safe code may leave them ([`mixed_at`]), looked up in the union's
/// reading where it has one (see [`UnionReading`](crate::description::UnionReading)). `None` where safe code
/// writes bytes of fewer than two fields: one field cannot be mixed with
/// another, its leaves are written whole.
pub(super) const fn mixed(union: &Choice, within: usize, size: usize) -> Option<View> {
    if let Some(reading) = union.reading {
        if !reading.mixes {
            return None;
        }
        if let Some(stretch) = reading.at(within) {
            return Some(View::Bytes { set: stretch.mixed, len: stretch.end - within });
        }
    }
    match mixed_at(union.alternatives, union.alternative_count, within, size) {
        Some((set, len)) => Some(View::Bytes { set, len }),
        None => None,
    }
}

/// What the parts of a union's fields write at byte `within`, for at most
/// `len` bytes ([`written_by_parts`]), looked up in the union's reading
/// where it has one (see [`UnionReading`](crate::description::UnionReading)).
pub(super) const fn written(union: &Choice, within: usize, len: usize) -> WrittenByParts {
    if let Some(reading) = union.reading {
        if let Some(stretch) = reading.at(within) {
            let rest = stretch.end - within;
            return WrittenByParts { len: if rest < len { rest } else { len }, ..stretch.written };
        }
    }
    written_by_parts(union.alternatives, within, len)
}

/// What a destination union whose fields mix (see [`Choice::mixes`]) may
/// hold at byte `within` and after it, read in place.
///
/// Where no field holds a byte (the union's padding), anything. Elsewhere,
/// with no `base`, the mix of units: each value that a field with values
/// takes there in a part safe code can write alone with any value of its
/// sets (one byte long, or dense), and uninit where every field with values
/// accepts it.
///
/// With field `base`, that field written whole and one-byte parts of any
/// field written over it: each value the field may hold there (uninit in
/// its padding and past its end, which a union expression of it leaves so),
/// and each value of a one-byte unit there. The field's bytes are
/// independent (runs only), so each byte may hold any of them whatever the
/// others hold, and a one-byte part changes no other byte. What the field
/// leaves outside itself is no more than that: writing it does not change
/// those bytes, and a union expression leaves them uninitialized.
///
/// Checked at run time (`checked`), a byte is read unless it takes every
/// value: uninit where it takes every initialized value and uninit, else
/// every initialized value, which the validator then reads.
pub(crate) const fn mixed_destination(
    fields: &'static [Alternative],
    base: Option<usize>,
    within: usize,
    size: usize,
    checked: bool,
) -> View {
    mixed_destination_of(written_by_parts(fields, within, size - within), fields, base, within, checked)
}

/// [`mixed_destination`], from what the parts of `fields` write at byte
/// `within` up to the union's end ([`written_by_parts`]), which a cursor
/// has found already to ask whether the byte is the union's own padding.
pub(super) const fn mixed_destination_of(
    written: WrittenByParts,
    fields: &'static [Alternative],
    base: Option<usize>,
    within: usize,
    checked: bool,
) -> View {
    let parts = match base {
        Some(_) => WrittenParts::OneByte,
        None => WrittenParts::OneByteOrDense,
    };
    let values = written.values(parts);
    let WrittenByParts { uninit, padding, mut len, .. } = written;
    if padding {
        // No field holds a byte here: the union's own padding, which takes
        // anything, as a struct's does.
        return View::Bytes { set: ByteSet::ANYTHING, len };
    }
    let set = match base {
        None if uninit => values.union(ByteSet::UNINIT),
        None => values,
        Some(base) => match byte_at(&fields[base].bytes, within) {
            Some((set, base_len)) => {
                if base_len < len {
                    len = base_len;
                }
                values.union(set)
            }
            // No pointer in a union that mixes; were one there, nothing.
            None => return View::Bytes { set: ByteSet::EMPTY, len: 1 },
        },
    };
    // A validator cannot tell an uninitialized byte: it reads every byte
    // that does not take every value.
    let set = match (checked, ByteSet::INITIALIZED.is_subset_of(set), set.contains_uninit()) {
        (true, true, true) => ByteSet::ANYTHING,
        (true, _, _) => ByteSet::INITIALIZED,
        (false, _, _) => set,
    };
    View::Bytes { set, len }
}

/// What a destination union that does not mix (see [`Choice::mixes`]) may
/// hold at byte `within`, and after it for at most `len` bytes, where the
/// field it reads holds no value: in the field's padding, or past its end.
///
/// A field written whole leaves its padding uninitialized (a write of a
/// value resets its padding), and changes no byte past its end, which a
/// union expression of it leaves uninitialized: uninit is there after
/// `U { field: x }`. Then a part of any field one byte long may be written
/// over such a byte with any value of its set, and changes no other byte,
/// so the field keeps its value. Nothing else is taken: a wider part
/// writes bytes of the field's value too, and what a whole write of
/// another field left past this one's end, before this one was written,
/// ties those bytes to each other. Where no field holds the byte (the
/// union's own padding), anything, as a struct's padding.
pub(crate) const fn left_past_field(fields: &'static [Alternative], within: usize, len: usize) -> (ByteSet, usize) {
    written_by_parts(fields, within, len).left_past_field()
}

/// Where no field of a union holds byte `within` (the union's own padding),
/// for how many bytes from there, at most `len`, that stays so.
pub(crate) const fn own_padding(fields: &'static [Alternative], within: usize, len: usize) -> Option<usize> {
    written_by_parts(fields, within, len).own_padding()
}
