//! Unions: what a union's fields may hold at a byte, mixed as safe code may
//! leave them, read in place rather than field by field
//! ([`mixed_destination`]), past the end of the field a destination reads
//! ([`left_past_field`]), and in the union's own padding ([`own_padding`]).
//!
//! Functions of a union's fields and a byte offset; they know no cursor, and
//! read the fields' bytes through `bytes.rs`.

use super::bytes::{byte_at, byte_at_from, byte_of_one_run, first_piece_ending_after};
use super::{View, MIX};
use crate::byte_set::ByteSet;
use crate::description::{Alternative, Bytes, Choice, Kind};

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
/// as safe code may leave them: each byte any value that some field may
/// hold there. A field with a pointer there makes the byte anything (a
/// pointer's bytes are not values), looked at one at a time. `None` where
/// safe code writes bytes of fewer than two fields
/// ([`Alternative::is_writable`]): one field cannot be mixed with another,
/// its leaves are written whole. One pass over the fields answers both, as
/// const evaluation pays for every call.
pub(super) const fn mixed(union: &Choice, within: usize, size: usize) -> Option<View> {
    let mut set = ByteSet::EMPTY;
    let mut len = size - within;
    let mut pointer = false;
    let mut writable = 0;
    let (fields, count) = (union.alternatives, union.alternative_count);
    let mut i = 0;
    while i < count {
        let field = &fields[i];
        // Most fields hold a value; `is_writable` is asked of the others
        // alone, and a field of one run is read without `byte_at`'s
        // search: const evaluation pays for every call, and this runs at
        // every byte of a source union.
        if field.bytes.facts.inhabited || field.is_writable() {
            writable += 1;
            let read = match byte_of_one_run(&field.bytes, within) {
                Some(read) => Some(read),
                None => byte_at(&field.bytes, within),
            };
            match read {
                Some((field_set, field_len)) => {
                    set = set.union(field_set);
                    if field_len < len {
                        len = field_len;
                    }
                }
                None => pointer = true,
            }
        }
        i += 1;
    }
    if writable < 2 {
        None
    } else if pointer {
        Some(View::Bytes { set: ByteSet::ANYTHING, len: 1 })
    } else {
        Some(View::Bytes { set, len })
    }
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
    written: Written,
    fields: &'static [Alternative],
    base: Option<usize>,
    within: usize,
    checked: bool,
) -> View {
    let parts = match base {
        Some(_) => Parts::OneByte,
        None => Parts::OneByteOrDense,
    };
    let values = written.values(parts);
    let Written { uninit, padding, mut len, .. } = written;
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

/// Which parts of a union's fields a reading counts as written over a
/// byte: one-byte parts only (over a field written whole), or dense ones
/// too (the mix).
#[derive(Clone, Copy)]
enum Parts {
    OneByte,
    OneByteOrDense,
}

/// What the parts of a union's fields that safe code writes alone leave at
/// one byte (see [`written_by_parts`]): the values of both kinds of
/// [`Parts`], so that one reading of the fields answers whichever a
/// caller asks, and whether the byte is the union's own padding.
#[derive(Clone, Copy)]
pub(super) struct Written {
    /// The values that parts one byte long write there, and uninit where
    /// one of them may hold it (which no reading counts: a write of a
    /// part leaves no uninit, and [`uninit`](Self::uninit) says where
    /// every field takes it).
    one_byte: ByteSet,
    /// The same of dense parts longer than a byte.
    dense: ByteSet,
    /// Whether every field with values accepts uninit there.
    uninit: bool,
    /// Whether no field holds the byte: the union's own padding.
    padding: bool,
    /// For how many bytes, at most the length asked, all of this stays so.
    len: usize,
}

impl Written {
    /// The initialized values that parts of the kind `parts` write.
    const fn values(&self, parts: Parts) -> ByteSet {
        match parts {
            Parts::OneByte => self.one_byte.initialized(),
            Parts::OneByteOrDense => self.one_byte.union(self.dense).initialized(),
        }
    }

    /// Where no field holds the byte (the union's own padding), for how
    /// many bytes from there that stays so (see [`own_padding`]).
    pub(super) const fn own_padding(&self) -> Option<usize> {
        if self.padding {
            Some(self.len)
        } else {
            None
        }
    }

    /// What a destination union that does not mix may hold there, past
    /// the field it reads (see [`left_past_field`]).
    pub(super) const fn left_past_field(&self) -> (ByteSet, usize) {
        let set = if self.padding { ByteSet::ANYTHING } else { self.one_byte.union(ByteSet::UNINIT) };
        (set, self.len)
    }
}

/// What the parts of a union's `fields` write at byte `within`, and for
/// how many bytes from there, at most `len`, that stays so (see
/// [`Choice::mixes`]).
pub(super) const fn written_by_parts(fields: &'static [Alternative], within: usize, len: usize) -> Written {
    let mut written = Written { one_byte: ByteSet::EMPTY, dense: ByteSet::EMPTY, uninit: true, padding: true, len };
    let count = fields.len();
    let mut i = 0;
    while i < count {
        let field = &fields[i].bytes;
        let (set, field_len, unit) = written_at(field, within, None);
        written.padding &= set.equals(ByteSet::UNINIT);
        if field.facts.inhabited {
            match unit {
                // Uninit too, which `values` leaves out: a call less for
                // each field at each byte.
                Unit::Byte => written.one_byte = written.one_byte.union(set),
                Unit::Dense => written.dense = written.dense.union(set),
                Unit::Wider => {}
            }
            if !set.contains_uninit() {
                written.uninit = false;
            }
        }
        if field_len < written.len {
            written.len = field_len;
        }
        i += 1;
    }
    written
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

/// [`written_at`] for bytes that are one run from their first byte (an
/// integer, an array of them, a `bool`: most fields of a union), read
/// without a search; `None` for any other bytes. A run is written whole
/// or byte by byte as [`written_at`] says of any piece: its unit is its
/// own, or `holder` where the run is sealed.
const fn written_in_one_run(bytes: &Bytes, at: usize, holder: Option<Unit>) -> Option<(ByteSet, usize, Unit)> {
    let [piece] = bytes.pieces else {
        return None;
    };
    if piece.offset != 0 || !matches!(piece.kind, Kind::Run(_)) {
        return None;
    }
    let Some((set, len)) = byte_of_one_run(bytes, at) else {
        return None;
    };
    if at >= piece.size {
        // Past the run: padding to the end, uninit without end after it.
        return Some((set, len, Unit::Wider));
    }
    let unit = if piece.size <= 1 {
        Unit::Byte
    } else if piece.is_dense() {
        Unit::Dense
    } else {
        Unit::Wider
    };
    let unit = match holder {
        Some(holder) if piece.sealed => holder,
        _ => unit,
    };
    Some((set, len, unit))
}

/// The smallest part of a union's field that safe code writes alone around
/// a byte (see [`Choice::mixes`]): what else a write of that byte writes.
#[derive(Clone, Copy)]
enum Unit {
    /// Nothing else: the part is one byte long.
    Byte,
    /// Bytes that each take any initialized value, chosen one by one.
    Dense,
    /// Bytes whose values the part's type ties to this one's, or limits.
    Wider,
}

/// At byte `at` of `bytes`, bytes that safe code writes piece by piece (a
/// union field, or a public part of one): the values the byte may hold, for
/// how many bytes from `at` that stays so, and the smallest part written
/// alone around it (its [`Unit`]). `holder` is that unit for the value that
/// holds `bytes`, which is the unit where the piece at `at` is sealed;
/// `None` for a union's fields, which are written alone whatever they hold.
const fn written_at(bytes: &Bytes, at: usize, holder: Option<Unit>) -> (ByteSet, usize, Unit) {
    if let Some(written) = written_in_one_run(bytes, at, holder) {
        return written;
    }
    let pieces = bytes.pieces;
    let count = pieces.len();
    let mut low = first_piece_ending_after(bytes, at);
    // Zero-sized pieces hold no byte.
    while low < count && pieces[low].size == 0 {
        low += 1;
    }
    if low == count || at < pieces[low].offset {
        // Padding up to the next piece, or to the end; past the end,
        // uninit without end.
        let next = if low == count { bytes.size } else { pieces[low].offset };
        return (ByteSet::UNINIT, if at < next { next - at } else { usize::MAX }, Unit::Wider);
    }
    let piece = &pieces[low];
    let within = at - piece.offset;
    let rest = piece.size - within;
    let unit = if piece.size <= 1 {
        Unit::Byte
    } else if piece.is_dense() {
        Unit::Dense
    } else {
        Unit::Wider
    };
    // The piece at `at` is the first that ends after it (zero-sized pieces
    // end where they begin, at or before `at`): no second search.
    let (set, len) = match byte_at_from(bytes, low, at) {
        Some((set, len)) => (set, if len < rest { len } else { rest }),
        // No pointer in a union that mixes; were one there, nothing.
        None => return (ByteSet::EMPTY, 1, Unit::Wider),
    };
    if piece.sealed {
        return (
            set,
            len,
            match holder {
                Some(unit) => unit,
                None => unit,
            },
        );
    }
    match piece.kind {
        Kind::Nest(inner) => {
            let (set, len, unit) = written_at(inner, within, Some(unit));
            (set, if len < rest { len } else { rest }, unit)
        }
        // A run is a primitive or an array, and an array's elements are
        // written only with it; a repeat is an array.
        _ => (set, len, unit),
    }
}
