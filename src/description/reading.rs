//! Reading a description at a byte offset, without a cursor: what the
//! pieces of some bytes hold at one byte ([`byte_at`]), what the parts of a
//! union's fields that safe code writes alone leave there
//! ([`written_by_parts`]), and the mix of a union's fields that a source
//! holds ([`mixed_at`]).
//!
//! A union is read byte by byte, each of its fields at each byte, by both
//! sides of a walk; a union's description reads it once, from its first
//! byte to its last, into a [`UnionReading`] of the stretches over which
//! neither reading changes, which a walk looks up instead (const
//! evaluation pays for every statement and every call, at every step).
//! Where a union's reading has more stretches than a [`UnionReading`]
//! holds, walks read it byte by byte with the same functions.

use super::{Alternative, Bytes, Kind, Piece};
use crate::byte_set::ByteSet;
use crate::limits::MAX_UNION_STRETCHES;

/// The index of the first piece of `bytes` that ends after byte `at` (the
/// number of pieces if none does): pieces are sorted and do not overlap, so
/// a binary search finds it.
pub(crate) const fn first_piece_ending_after(bytes: &Bytes, at: usize) -> usize {
    let pieces = bytes.pieces;
    let (mut low, mut high) = (0, pieces.len());
    while low < high {
        let middle = (low + high) / 2;
        // `offset + size` rather than `end()`: const evaluation pays for
        // every call, and this search runs at every byte of a union read
        // in place.
        let piece = &pieces[middle];
        if piece.offset + piece.size <= at {
            low = middle + 1;
        } else {
            high = middle;
        }
    }
    low
}

/// The values the byte at `at` of `bytes` may hold (every value any path
/// allows there), and for how many bytes from `at` on that stays so (at
/// least one; past the end of `bytes`, without end); `None` where a
/// pointer lies.
pub(crate) const fn byte_at(bytes: &Bytes, at: usize) -> Option<(ByteSet, usize)> {
    if let Some(read) = byte_of_one_run(bytes, at) {
        return Some(read);
    }
    byte_at_from(bytes, first_piece_ending_after(bytes, at), at)
}

/// [`byte_at`] for bytes that are one run from their first byte (an
/// integer, an array of them, a `bool`: most fields of a union), read
/// without a search; `None` for any other bytes. Unions are read byte by
/// byte, each field at each byte, and const evaluation pays for every
/// call and every step of the search this spares.
pub(crate) const fn byte_of_one_run(bytes: &Bytes, at: usize) -> Option<(ByteSet, usize)> {
    let [Piece { offset: 0, size, kind: Kind::Run(set), .. }] = bytes.pieces else {
        return None;
    };
    Some(if at < *size {
        (*set, *size - at)
    } else if at < bytes.size {
        (ByteSet::UNINIT, bytes.size - at)
    } else {
        (ByteSet::UNINIT, usize::MAX)
    })
}

/// [`byte_at`], from piece `first`, the first that ends after `at`
/// ([`first_piece_ending_after`]), which the caller has found already.
pub(crate) const fn byte_at_from(bytes: &Bytes, first: usize, at: usize) -> Option<(ByteSet, usize)> {
    let pieces = bytes.pieces;
    let count = pieces.len();
    let mut i = first;
    while i < count {
        let piece = &pieces[i];
        if at < piece.offset {
            return Some((ByteSet::UNINIT, piece.offset - at));
        }
        if at < piece.offset + piece.size {
            let within = at - piece.offset;
            let rest = piece.size - within;
            return match piece.kind {
                Kind::Run(set) => Some((set, rest)),
                Kind::Tag(value) => Some((ByteSet::single(crate::description::tag_byte(value, piece.size, within)), 1)),
                Kind::Pointer(_) => None,
                Kind::Scalar { products, count, .. } => {
                    let mut set = ByteSet::EMPTY;
                    let mut product = 0;
                    while product < count {
                        set = set.union(products[product * piece.size + within]);
                        product += 1;
                    }
                    Some((set, 1))
                }
                Kind::Choice(choice) => {
                    let mut set = ByteSet::EMPTY;
                    let mut len = rest;
                    let alternatives = choice.alternatives;
                    let count = alternatives.len();
                    let mut k = 0;
                    while k < count {
                        let alternative = &alternatives[k];
                        // A union's fields mix, and even one no value
                        // completes may be written in part; an enum's
                        // variants are written whole.
                        let counts =
                            if choice.union { alternative.is_writable() } else { alternative.bytes.facts.inhabited };
                        if counts {
                            match byte_at(&alternative.bytes, within) {
                                Some((alternative_set, alternative_len)) => {
                                    set = set.union(alternative_set);
                                    if alternative_len < len {
                                        len = alternative_len;
                                    }
                                }
                                None => return None,
                            }
                        }
                        k += 1;
                    }
                    Some((set, len))
                }
                Kind::Nest(nested) => match byte_at(nested, within) {
                    Some((set, len)) => Some((set, if len < rest { len } else { rest })),
                    None => None,
                },
                Kind::Repeat { element, .. } => {
                    let inside = within % element.size;
                    match byte_at(element, inside) {
                        Some((set, len)) => {
                            let in_element = element.size - inside;
                            Some((set, if len < in_element { len } else { in_element }))
                        }
                        None => None,
                    }
                }
            };
        }
        i += 1;
    }
    // Padding after the last piece; past the end, uninit without end (a
    // union's field shorter than the union reads so byte after byte, and
    // each caller bounds the length by what it reads).
    Some((ByteSet::UNINIT, if at < bytes.size { bytes.size - at } else { usize::MAX }))
}

/// Which parts of a union's fields a reading counts as written over a
/// byte: one-byte parts only (over a field written whole), or dense ones
/// too (the mix).
#[derive(Clone, Copy)]
pub(crate) enum WrittenParts {
    OneByte,
    OneByteOrDense,
}

/// What the parts of a union's fields that safe code writes alone leave at
/// one byte (see [`written_by_parts`]): the values of both kinds of
/// [`WrittenParts`], so that one reading of the fields answers whichever a
/// caller asks, and whether the byte is the union's own padding.
#[derive(Clone, Copy)]
pub(crate) struct WrittenByParts {
    /// The values that parts one byte long write there, and uninit where
    /// one of them may hold it (which no reading counts: a write of a
    /// part leaves no uninit, and [`uninit`](Self::uninit) says where
    /// every field takes it).
    pub(crate) one_byte: ByteSet,
    /// The same of dense parts longer than a byte.
    pub(crate) dense: ByteSet,
    /// Whether every field with values accepts uninit there.
    pub(crate) uninit: bool,
    /// Whether no field holds the byte: the union's own padding.
    pub(crate) padding: bool,
    /// For how many bytes, at most the length asked, all of this stays so.
    pub(crate) len: usize,
}

impl WrittenByParts {
    /// The initialized values that parts of the kind `parts` write.
    pub(crate) const fn values(&self, parts: WrittenParts) -> ByteSet {
        match parts {
            WrittenParts::OneByte => self.one_byte.initialized(),
            WrittenParts::OneByteOrDense => self.one_byte.union(self.dense).initialized(),
        }
    }

    /// Where no field holds the byte (the union's own padding), for how
    /// many bytes from there that stays so (see [`own_padding`](crate::automaton::own_padding)).
    pub(crate) const fn own_padding(&self) -> Option<usize> {
        if self.padding {
            Some(self.len)
        } else {
            None
        }
    }

    /// What a destination union that does not mix may hold there, past
    /// the field it reads (see [`left_past_field`](crate::automaton::left_past_field)).
    pub(crate) const fn left_past_field(&self) -> (ByteSet, usize) {
        let set = if self.padding { ByteSet::ANYTHING } else { self.one_byte.union(ByteSet::UNINIT) };
        (set, self.len)
    }
}

/// What the parts of a union's `fields` write at byte `within`, and for
/// how many bytes from there, at most `len`, that stays so (see
/// [`Choice::mixes`](super::Choice::mixes)).
pub(crate) const fn written_by_parts(fields: &'static [Alternative], within: usize, len: usize) -> WrittenByParts {
    let mut written =
        WrittenByParts { one_byte: ByteSet::EMPTY, dense: ByteSet::EMPTY, uninit: true, padding: true, len };
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
/// a byte (see [`Choice::mixes`](super::Choice::mixes)): what else a write of that byte writes.
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

/// What a union reads as over one stretch of its bytes (see
/// [`UnionReading`]).
#[derive(Clone, Copy)]
pub(crate) struct Stretch {
    /// The offset, from the union's first byte, where the stretch ends.
    pub(crate) end: usize,
    /// The mix of the fields, as a source holds it ([`mixed_at`]); empty
    /// where the union does not mix as a source.
    pub(crate) mixed: ByteSet,
    /// What the parts of the fields leave at each byte of the stretch
    /// ([`written_by_parts`]); its `len` is unused.
    pub(crate) written: WrittenByParts,
}

/// A union's reading, made once with its description: its bytes cut into
/// stretches over which the mix a source holds ([`mixed_at`]) and what the
/// parts of its fields leave ([`written_by_parts`]) stay the same, so that
/// a walk finds both at a byte by looking through a few stretches rather
/// than reading every field there. Empty (`count` 0) where the union has
/// more stretches than [`MAX_UNION_STRETCHES`]: its walks read it field by
/// field.
#[doc(hidden)]
#[derive(Clone, Copy)]
pub struct UnionReading {
    pub(crate) stretches: [Stretch; MAX_UNION_STRETCHES],
    /// How many of `stretches` the union has; 0 for none read.
    pub(crate) count: usize,
    /// Whether safe code writes bytes of two fields or more, so that a
    /// source holds their mix ([`mixed_at`] is `Some`).
    pub(crate) mixes: bool,
}

impl UnionReading {
    /// No reading: the choice is no union, or its reading did not fit.
    pub(crate) const NONE: UnionReading = UnionReading {
        stretches: [Stretch {
            end: 0,
            mixed: ByteSet::EMPTY,
            written: WrittenByParts {
                one_byte: ByteSet::EMPTY,
                dense: ByteSet::EMPTY,
                uninit: false,
                padding: false,
                len: 0,
            },
        }; MAX_UNION_STRETCHES],
        count: 0,
        mixes: false,
    };

    /// The reading of a union whose fields are `fields`: from its first
    /// byte, each stretch as long as both readings stay the same, as
    /// [`written_by_parts`] and [`mixed_at`] say, which a walk would call.
    ///
    /// Both are read in one pass over the fields at each stretch, and a
    /// field that is one run from its first byte (an integer, an array of
    /// them: most fields of a union) without a call: every derived union
    /// makes its reading with its description, whether a check reads it or
    /// not, and const evaluation pays for every call and every statement
    /// (the two functions, called as they are, cost a union of four
    /// integers about 3,200 statements). `#[inline]`: it runs where a
    /// derived union's description is made, in const evaluation, and the
    /// library would otherwise compile it to machine code that no program
    /// runs.
    #[inline]
    pub(crate) const fn of(fields: &[Alternative]) -> UnionReading {
        // Every field's bytes are the union's, to its end.
        let size = match fields {
            [first, ..] => first.bytes.size,
            [] => 0,
        };
        let count = fields.len();
        // Whether the union mixes does not depend on the byte
        // (`mixed_at`'s count of the fields safe code writes bytes of).
        let mut writable = 0;
        let mut i = 0;
        while i < count {
            if fields[i].is_writable() {
                writable += 1;
            }
            i += 1;
        }
        let mixes = writable >= 2;
        let mut reading = UnionReading::NONE;
        reading.mixes = mixes;
        let mut at = 0;
        let mut stretch = 0;
        while at < size {
            if stretch == MAX_UNION_STRETCHES {
                return UnionReading::NONE;
            }
            let mut written = WrittenByParts {
                one_byte: ByteSet::EMPTY,
                dense: ByteSet::EMPTY,
                uninit: true,
                padding: true,
                len: size - at,
            };
            let mut mixed = ByteSet::EMPTY;
            let mut len = size - at;
            let mut pointer = false;
            let mut i = 0;
            while i < count {
                let field = &fields[i];
                let inhabited = field.bytes.facts.inhabited;
                // Whether the mix counts the field (`mixed_at`).
                let in_mix = mixes && (inhabited || field.is_writable());
                let (set, field_len, unit) = match field.bytes.pieces {
                    // `written_in_one_run`, which `byte_of_one_run` reads
                    // alike (the mix's reading): a union's field is written
                    // alone, so a sealed run's unit is its own.
                    [Piece { offset: 0, size: run, kind: Kind::Run(set), .. }] => {
                        let read = if at < *run {
                            written.padding &= set.equals(ByteSet::UNINIT);
                            let unit = if *run <= 1 {
                                Unit::Byte
                            } else if set.holds_every_value() {
                                Unit::Dense
                            } else {
                                Unit::Wider
                            };
                            (*set, *run - at, unit)
                        } else {
                            // Past the run: padding to the field's end, the
                            // union's.
                            (ByteSet::UNINIT, size - at, Unit::Wider)
                        };
                        if in_mix {
                            mixed = mixed.union(read.0);
                        }
                        read
                    }
                    _ => {
                        let read = written_at(&field.bytes, at, None);
                        written.padding &= read.0.equals(ByteSet::UNINIT);
                        if in_mix {
                            match byte_at(&field.bytes, at) {
                                Some((set, byte_len)) => {
                                    mixed = mixed.union(set);
                                    if byte_len < len {
                                        len = byte_len;
                                    }
                                }
                                None => pointer = true,
                            }
                        }
                        read
                    }
                };
                if inhabited {
                    match unit {
                        // Uninit too, as `written_by_parts` keeps it.
                        Unit::Byte => written.one_byte = written.one_byte.union(set),
                        Unit::Dense => written.dense = written.dense.union(set),
                        Unit::Wider => {}
                    }
                    if !set.contains_uninit() {
                        written.uninit = false;
                    }
                }
                if field_len < len {
                    len = field_len;
                }
                i += 1;
            }
            if pointer {
                // A pointer's bytes are not values: anything, a byte at a
                // time (`mixed_at`).
                mixed = ByteSet::ANYTHING;
                len = 1;
            }
            at += len;
            written.len = len;
            reading.stretches[stretch] = Stretch { end: at, mixed, written };
            stretch += 1;
        }
        reading.count = stretch;
        reading
    }

    /// The stretch holding byte `within`, if the union was read (`count`
    /// above 0) and `within` is inside it.
    pub(crate) const fn at(&self, within: usize) -> Option<&Stretch> {
        let mut i = 0;
        while i < self.count {
            let stretch = &self.stretches[i];
            if within < stretch.end {
                return Some(stretch);
            }
            i += 1;
        }
        None
    }
}

/// What the fields of a union may hold at byte `within` and after it, mixed
/// as safe code may leave them: each byte any value that some field may
/// hold there, and for how many bytes, at most to the union's end (`size`),
/// that stays so. A field with a pointer there makes the byte anything (a
/// pointer's bytes are not values), looked at one at a time. `None` where
/// safe code writes bytes of fewer than two fields
/// ([`Alternative::is_writable`]): one field cannot be mixed with another,
/// its leaves are written whole. One pass over the `count` fields answers
/// both, as const evaluation pays for every call.
pub(crate) const fn mixed_at(
    fields: &'static [Alternative],
    count: usize,
    within: usize,
    size: usize,
) -> Option<(ByteSet, usize)> {
    let mut set = ByteSet::EMPTY;
    let mut len = size - within;
    let mut pointer = false;
    let mut writable = 0;
    let mut i = 0;
    while i < count {
        let field = &fields[i];
        // Most fields hold a value; `is_writable` is asked of the others
        // alone, and a field of one run is read without `byte_at`'s
        // search.
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
        Some((ByteSet::ANYTHING, 1))
    } else {
        Some((set, len))
    }
}

#[cfg(test)]
mod tests {
    //! A union's reading against the reading it stands for: at every byte
    //! of every union here, the stretch it looks up holds what
    //! [`mixed_at`] and [`written_by_parts`] read at that byte, so that a
    //! stretch running on past a change of either fails.

    use super::{mixed_at, written_by_parts};
    use crate::description::{Choice, Kind};
    use crate::limits::MAX_UNION_STRETCHES;
    use crate::Layout;

    // `Striped` has a stretch a byte, more than a reading keeps.
    const _: () = assert!(MAX_UNION_STRETCHES < 12);
    use core::cell::Cell;
    use core::convert::Infallible;
    use core::mem::{ManuallyDrop, MaybeUninit};
    use core::num::NonZero;
    use core::sync::atomic::AtomicU16;

    #[derive(crate::Layout, Clone, Copy)]
    #[repr(C)]
    pub struct Pair(pub u8, pub u16);

    #[derive(crate::Layout, Clone, Copy)]
    #[repr(u8)]
    pub enum Flag {
        Off = 0,
        On = 1,
    }

    #[derive(crate::Layout)]
    #[repr(C)]
    pub union Sizes {
        pub byte: u8,
        pub flags: [bool; 2],
        pub word: u32,
        pub long: u64,
    }

    #[derive(crate::Layout)]
    #[repr(C)]
    pub union Padded {
        pub pair: Pair,
        pub flag: Flag,
        pub half: [u8; 3],
    }

    #[derive(crate::Layout)]
    #[repr(C)]
    pub union Sealed {
        pub cell: ManuallyDrop<Cell<u16>>,
        pub word: u16,
        pub uninit: MaybeUninit<u16>,
        pub never: (u8, Infallible),
    }

    #[derive(crate::Layout)]
    #[repr(C)]
    pub union Alone {
        pub word: u32,
        pub never: Infallible,
    }

    /// More stretches than a reading keeps: a `u8`, padding and a `u16`
    /// in each element, under `bool`s.
    #[derive(crate::Layout)]
    #[repr(C)]
    pub union Striped {
        pub flags: [Pair; 6],
        pub bytes: [bool; 17],
    }

    fn union_of<T: Layout>() -> (&'static Choice, usize) {
        match &T::DESCRIPTION.bytes.pieces[0].kind {
            Kind::Choice(choice) if choice.union => (choice, T::DESCRIPTION.size),
            _ => panic!("not a union"),
        }
    }

    /// Whether `union`'s reading holds, at each byte, what the fields read
    /// there, and each field's facts are those of its bytes; and says how
    /// many stretches the reading has.
    fn check((union, size): (&Choice, usize)) -> usize {
        let fields = union.alternatives;
        for field in fields {
            let bytes = &field.bytes;
            let facts = crate::description::Facts::of(bytes.size, bytes.pieces, bytes.pieces.len());
            assert_eq!(bytes.facts, facts, "the facts of {} differ", field.name);
        }
        let Some(reading) = union.reading else {
            return 0;
        };
        assert!(reading.count > 0, "a reading carried holds stretches");
        let mut start = 0;
        for stretch in &reading.stretches[..reading.count] {
            assert!(start < stretch.end, "a stretch is empty");
            start = stretch.end;
        }
        assert_eq!(start, size, "the stretches end at the union's end");
        for within in 0..size {
            let stretch = reading.at(within).expect("a stretch holds each byte");
            let direct = written_by_parts(fields, within, size - within);
            let looked_up = stretch.written;
            assert!(
                looked_up.one_byte == direct.one_byte
                    && looked_up.dense == direct.dense
                    && looked_up.uninit == direct.uninit
                    && looked_up.padding == direct.padding,
                "what parts write differs at byte {within}"
            );
            match mixed_at(fields, union.alternative_count, within, size) {
                Some((set, _)) => {
                    assert!(reading.mixes, "the union mixes");
                    assert!(stretch.mixed == set, "the mix differs at byte {within}");
                }
                None => assert!(!reading.mixes, "the union does not mix"),
            }
        }
        assert!(reading.at(size).is_none());
        reading.count
    }

    /// A struct with a private field: its pieces are sealed, written only
    /// with the struct.
    #[derive(crate::Layout, Clone, Copy)]
    #[repr(C)]
    pub struct Private {
        a: u8,
        pub b: u16,
    }

    /// One byte and three of padding.
    #[derive(crate::Layout, Clone, Copy)]
    #[repr(C, align(4))]
    pub struct Wide(pub u8);

    /// One byte and seven of padding.
    #[derive(crate::Layout, Clone, Copy)]
    #[repr(C, align(8))]
    pub struct Aligned(pub u8);

    /// Unions of many shapes, each checked by [`check`], named with it.
    macro_rules! shapes {
        ($($name:ident { $($field:tt)* })*) => {
            $(
                #[derive(crate::Layout)]
                #[repr(C)]
                pub union $name { $($field)* }
            )*
            const SHAPES: &[(&str, fn() -> usize)] = &[$((stringify!($name), || check(union_of::<$name>()))),*];
        };
    }

    // Every pair of fourteen fields (runs of one byte and more, dense or
    // not, padding inside and at the end, sealed pieces, tags, a field
    // without values, and one with a part that has them), then fields of
    // other sizes and numbers, nested unions, a cell and one-field unions.
    shapes! {
    Two0 { pub a: u8, pub b: u16 }
    Two1 { pub a: u8, pub b: [u8; 3] }
    Two2 { pub a: u8, pub b: bool }
    Two3 { pub a: u8, pub b: Pair }
    Two4 { pub a: u8, pub b: Flag }
    Two5 { pub a: u8, pub b: char }
    Two6 { pub a: u8, pub b: MaybeUninit<u16> }
    Two7 { pub a: u8, pub b: ManuallyDrop<Cell<u16>> }
    Two8 { pub a: u8, pub b: (u8, Infallible) }
    Two9 { pub a: u8, pub b: Option<NonZero<u16>> }
    Two10 { pub a: u8, pub b: Private }
    Two11 { pub a: u8, pub b: Wide }
    Two12 { pub a: u8, pub b: (u16, u8) }
    Two13 { pub a: u16, pub b: [u8; 3] }
    Two14 { pub a: u16, pub b: bool }
    Two15 { pub a: u16, pub b: Pair }
    Two16 { pub a: u16, pub b: Flag }
    Two17 { pub a: u16, pub b: char }
    Two18 { pub a: u16, pub b: MaybeUninit<u16> }
    Two19 { pub a: u16, pub b: ManuallyDrop<Cell<u16>> }
    Two20 { pub a: u16, pub b: (u8, Infallible) }
    Two21 { pub a: u16, pub b: Option<NonZero<u16>> }
    Two22 { pub a: u16, pub b: Private }
    Two23 { pub a: u16, pub b: Wide }
    Two24 { pub a: u16, pub b: (u16, u8) }
    Two25 { pub a: [u8; 3], pub b: bool }
    Two26 { pub a: [u8; 3], pub b: Pair }
    Two27 { pub a: [u8; 3], pub b: Flag }
    Two28 { pub a: [u8; 3], pub b: char }
    Two29 { pub a: [u8; 3], pub b: MaybeUninit<u16> }
    Two30 { pub a: [u8; 3], pub b: ManuallyDrop<Cell<u16>> }
    Two31 { pub a: [u8; 3], pub b: (u8, Infallible) }
    Two32 { pub a: [u8; 3], pub b: Option<NonZero<u16>> }
    Two33 { pub a: [u8; 3], pub b: Private }
    Two34 { pub a: [u8; 3], pub b: Wide }
    Two35 { pub a: [u8; 3], pub b: (u16, u8) }
    Two36 { pub a: bool, pub b: Pair }
    Two37 { pub a: bool, pub b: Flag }
    Two38 { pub a: bool, pub b: char }
    Two39 { pub a: bool, pub b: MaybeUninit<u16> }
    Two40 { pub a: bool, pub b: ManuallyDrop<Cell<u16>> }
    Two41 { pub a: bool, pub b: (u8, Infallible) }
    Two42 { pub a: bool, pub b: Option<NonZero<u16>> }
    Two43 { pub a: bool, pub b: Private }
    Two44 { pub a: bool, pub b: Wide }
    Two45 { pub a: bool, pub b: (u16, u8) }
    Two46 { pub a: Pair, pub b: Flag }
    Two47 { pub a: Pair, pub b: char }
    Two48 { pub a: Pair, pub b: MaybeUninit<u16> }
    Two49 { pub a: Pair, pub b: ManuallyDrop<Cell<u16>> }
    Two50 { pub a: Pair, pub b: (u8, Infallible) }
    Two51 { pub a: Pair, pub b: Option<NonZero<u16>> }
    Two52 { pub a: Pair, pub b: Private }
    Two53 { pub a: Pair, pub b: Wide }
    Two54 { pub a: Pair, pub b: (u16, u8) }
    Two55 { pub a: Flag, pub b: char }
    Two56 { pub a: Flag, pub b: MaybeUninit<u16> }
    Two57 { pub a: Flag, pub b: ManuallyDrop<Cell<u16>> }
    Two58 { pub a: Flag, pub b: (u8, Infallible) }
    Two59 { pub a: Flag, pub b: Option<NonZero<u16>> }
    Two60 { pub a: Flag, pub b: Private }
    Two61 { pub a: Flag, pub b: Wide }
    Two62 { pub a: Flag, pub b: (u16, u8) }
    Two63 { pub a: char, pub b: MaybeUninit<u16> }
    Two64 { pub a: char, pub b: ManuallyDrop<Cell<u16>> }
    Two65 { pub a: char, pub b: (u8, Infallible) }
    Two66 { pub a: char, pub b: Option<NonZero<u16>> }
    Two67 { pub a: char, pub b: Private }
    Two68 { pub a: char, pub b: Wide }
    Two69 { pub a: char, pub b: (u16, u8) }
    Two70 { pub a: MaybeUninit<u16>, pub b: ManuallyDrop<Cell<u16>> }
    Two71 { pub a: MaybeUninit<u16>, pub b: (u8, Infallible) }
    Two72 { pub a: MaybeUninit<u16>, pub b: Option<NonZero<u16>> }
    Two73 { pub a: MaybeUninit<u16>, pub b: Private }
    Two74 { pub a: MaybeUninit<u16>, pub b: Wide }
    Two75 { pub a: MaybeUninit<u16>, pub b: (u16, u8) }
    Two76 { pub a: ManuallyDrop<Cell<u16>>, pub b: (u8, Infallible) }
    Two77 { pub a: ManuallyDrop<Cell<u16>>, pub b: Option<NonZero<u16>> }
    Two78 { pub a: ManuallyDrop<Cell<u16>>, pub b: Private }
    Two79 { pub a: ManuallyDrop<Cell<u16>>, pub b: Wide }
    Two80 { pub a: ManuallyDrop<Cell<u16>>, pub b: (u16, u8) }
    Two81 { pub a: (u8, Infallible), pub b: Option<NonZero<u16>> }
    Two82 { pub a: (u8, Infallible), pub b: Private }
    Two83 { pub a: (u8, Infallible), pub b: Wide }
    Two84 { pub a: (u8, Infallible), pub b: (u16, u8) }
    Two85 { pub a: Option<NonZero<u16>>, pub b: Private }
    Two86 { pub a: Option<NonZero<u16>>, pub b: Wide }
    Two87 { pub a: Option<NonZero<u16>>, pub b: (u16, u8) }
    Two88 { pub a: Private, pub b: Wide }
    Two89 { pub a: Private, pub b: (u16, u8) }
    Two90 { pub a: Wide, pub b: (u16, u8) }
    More0 { pub a: u8, pub b: u16, pub c: u32 }
    More1 { pub a: bool, pub b: [bool; 2], pub c: [u8; 3], pub d: u32 }
    More2 { pub a: Pair, pub b: Private, pub c: u32 }
    More3 { pub a: Flag, pub b: Wide, pub c: (u16, u8) }
    More4 { pub a: char, pub b: u8, pub c: MaybeUninit<[u8; 3]> }
    More5 { pub a: Infallible, pub b: u16 }
    More6 { pub a: Infallible, pub b: (u8, Infallible) }
    More7 { pub a: u64, pub b: [Pair; 2] }
    More8 { pub a: ManuallyDrop<Sizes>, pub b: Pair }
    More9 { pub a: ManuallyDrop<Padded>, pub b: Wide, pub c: bool }
    More10 { pub a: ManuallyDrop<AtomicU16>, pub b: u8, pub c: u32 }
    More11 { pub a: ManuallyDrop<Cell<u16>>, pub b: MaybeUninit<u16>, pub c: bool }
    More12 { pub a: [Pair; 2], pub b: u64, pub c: [bool; 8] }
    More13 { pub a: Private, pub b: Private }
    More14 { pub a: u8 }
    More15 { pub a: Pair }
    More16 { pub a: (u8, Infallible) }
    More17 { pub a: (), pub b: u8 }
    More18 { pub a: Aligned, pub b: u16 }
    }

    /// Whether `name` is held by the brute force above: a union's reading,
    /// made from its fields stretch by stretch, against `written_by_parts`
    /// and `mixed_at` at each of its bytes, which walks read without one.
    #[test]
    fn readings_of_many_shapes_hold_what_the_fields_read_at_each_byte() {
        let (mut read, mut several, mut none) = (0, 0, 0);
        for (name, check) in SHAPES {
            let stretches =
                std::panic::catch_unwind(check).unwrap_or_else(|_| panic!("the reading or the facts of {name} differ"));
            match stretches {
                0 => none += 1,
                1 => read += 1,
                _ => several += 1,
            }
        }
        // The shapes reach each kind of reading: one stretch, several, and
        // more than a reading keeps.
        assert!(read >= 10 && several >= 80 && none >= 2, "{read} of one stretch, {several} of several, {none} unread");
    }

    #[test]
    fn readings_hold_what_the_fields_read_at_each_byte() {
        assert_eq!(check(union_of::<Sizes>()), 4);
        assert!(check(union_of::<Padded>()) > 1);
        assert!(check(union_of::<Sealed>()) > 0);
        assert!(check(union_of::<Alone>()) > 0);
        assert!(!union_of::<Alone>().0.reading.is_some_and(|reading| reading.mixes));
        assert!(union_of::<Sizes>().0.reading.is_some_and(|reading| reading.mixes));
        assert!(check(union_of::<crate::description::tests::Either>()) > 0);
        assert!(check(union_of::<crate::description::tests::Celled>()) > 0);
        // Too many stretches: none kept, and the walk reads field by field.
        assert_eq!(check(union_of::<Striped>()), 0);
    }
}
