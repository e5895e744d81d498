//! Choices: the constructors of `Choice` and `Alternatives` (enum
//! variants, union fields), and the tag table that lets a choice's first
//! byte pick its alternative. Reads alternatives' first pieces; uses
//! `alike.rs` to group the alternatives a table owns.

use super::enums::enum_alternative;
use super::Field;
use crate::byte_set::ByteSet;
use crate::description::alike::Grouping;
use crate::description::{Alternative, Alternatives, Bytes, Choice, Description, Kind, Piece, TagTable, UnionReading};
use crate::limits::{MAX_ALIKE_GROUPS, MAX_TAGGED_ALTERNATIVES};

impl Choice {
    /// The choice between `alternatives`: the variants of an enum.
    #[inline]
    pub const fn new(alternatives: &'static Alternatives) -> Choice {
        Choice {
            alternatives: alternatives.list,
            alternative_count: alternatives.list.len(),
            tags: alternatives.tags.as_ref(),
            union: false,
            identity: "",
            mixes: false,
            reading: None,
        }
    }

    /// The fields of a union, which safe code may write piece by piece (see
    /// [`Choice::union`]), and their `reading` where they have one.
    #[inline]
    pub const fn union_of(alternatives: &'static Alternatives, reading: Option<&'static UnionReading>) -> Choice {
        Choice::of_union_fields(alternatives.list, alternatives.tags.as_ref(), alternatives.mixable, reading)
    }

    /// [`union_of`](Choice::union_of), from the parts of its alternatives.
    #[inline]
    const fn of_union_fields(
        list: &'static [Alternative],
        tags: Option<&'static TagTable>,
        mixes: bool,
        reading: Option<&'static UnionReading>,
    ) -> Choice {
        Choice {
            alternatives: list,
            alternative_count: list.len(),
            // A union that mixes holds more than its fields: the first byte
            // does not pick one of them.
            tags: if mixes { None } else { tags },
            union: true,
            identity: "",
            mixes,
            reading,
        }
    }

    /// The same choice, the fields of a non-generic union told apart from
    /// every other union's by `identity`, the union's own (see
    /// [`Description::identified`](crate::Description::identified)).
    #[inline]
    pub const fn identified(self, identity: &'static str) -> Choice {
        Choice { identity, ..self }
    }
}

impl Alternatives {
    /// The alternatives `list`, with their tag table if their first bytes
    /// tell them apart.
    #[inline]
    pub const fn new(list: &'static [Alternative]) -> Alternatives {
        Alternatives { list, tags: TagTable::of(list, &[]), mixable: mixable(list) }
    }

    /// The fields `list` of a union, with their tag table if their first
    /// bytes tell them apart.
    #[inline]
    pub const fn of_union(list: &'static [Alternative]) -> Alternatives {
        Alternatives { list, tags: TagTable::of(list, &[]), mixable: mixable(list) }
    }

    /// The variants `list` of an enum, `repeats` saying which repeat the
    /// fields of an earlier one (see [`enum_pieces`](super::enums::enum_pieces)): such a variant, where
    /// its tag agrees with that one's past the first byte, is alike to it,
    /// and joins its group without comparing their fields.
    #[inline]
    pub const fn of_variants(list: &'static [Alternative], repeats: &[usize]) -> Alternatives {
        Alternatives { list, tags: TagTable::of(list, repeats), mixable: mixable(list) }
    }
}

/// A union's `N` fields and the piece of each as its alternative holds it
/// ([`union_pieces`]), made in one constant: each constant is a body the
/// compiler prepares, evaluates and validates in every derived union, and
/// validates again through every constant that refers to it. Not public
/// API.
#[doc(hidden)]
pub struct UnionFields<const N: usize> {
    /// The fields, in declaration order, at their offsets.
    pub fields: [Field; N],
    pieces: [Piece; N],
}

impl<const N: usize> UnionFields<N> {
    /// The union's `fields` and their pieces.
    #[inline]
    pub const fn of(fields: [Field; N]) -> UnionFields<N> {
        UnionFields { pieces: union_pieces(&fields), fields }
    }
}

/// A union's alternatives, one per field ([`union_alternatives`]), with
/// their tag table and their reading (see [`UnionReading`]), made in one
/// constant, as [`UnionFields`]. Not public API.
#[doc(hidden)]
pub struct UnionAlternatives<const N: usize> {
    list: [Alternative; N],
    tags: Option<TagTable>,
    mixable: bool,
    reading: UnionReading,
}

impl<const N: usize> UnionAlternatives<N> {
    /// The alternatives of a union of `size` bytes, of its `fields`
    /// ([`Alternatives::of_union`]), and their reading
    /// ([`UnionReading::of`]).
    #[inline]
    pub const fn of(fields: &'static UnionFields<N>, size: usize) -> UnionAlternatives<N> {
        let list = union_alternatives(&fields.fields, size, &fields.pieces);
        UnionAlternatives {
            tags: TagTable::of(&list, &[]),
            mixable: mixable(&list),
            reading: UnionReading::of(&list),
            list,
        }
    }

    /// The choice of these fields (see [`Choice::union_of`]), with their
    /// reading where it fit: one that did not reads as none, and is not
    /// carried.
    #[inline]
    pub const fn choice(&'static self) -> Choice {
        let reading = if self.reading.count > 0 { Some(&self.reading) } else { None };
        Choice::of_union_fields(&self.list, self.tags.as_ref(), self.mixable, reading)
    }
}

/// What the derive computes once per union of `N` fields, from its fields
/// listed once: their pieces, and the alternatives of its choice. The
/// invariants and the layout's stability are read from
/// [`FIELDS`](UnionLayout::FIELDS) by the description itself. Not public
/// API.
#[doc(hidden)]
pub trait UnionLayout<const N: usize> {
    /// The fields, in declaration order, at their offsets, and their pieces.
    const FIELDS: &'static UnionFields<N>;
    /// The alternatives with their tag table, and their reading.
    const ALTERNATIVES: &'static UnionAlternatives<N>;
}

/// A union of `N` fields whose every type is written as a number, `bool`,
/// `char` or an array of them, as the derive declares it: its name, its
/// identity and its fields, at offset 0 (every field of a `repr(C)`
/// union). Not public API.
#[doc(hidden)]
pub struct DeclaredUnion<const N: usize> {
    name: &'static str,
    identity: &'static str,
    fields: [Field; N],
}

impl<const N: usize> DeclaredUnion<N> {
    /// The union named `name`, of the identity `identity`, of `fields`.
    #[inline]
    pub const fn of(name: &'static str, identity: &'static str, fields: [Field; N]) -> DeclaredUnion<N> {
        DeclaredUnion { name, identity, fields }
    }
}

/// The description of a union declared by [`DECLARED`](PlainUnion::DECLARED),
/// made from it only when something reads it: the fields' pieces, the
/// alternatives with their tag table and their reading, the one piece and
/// the description are constants of [`PlainUnionOf`], written once here,
/// not in every derived union. A derived union whose description lived in a
/// static paid for all of it in every crate that declares one, whether a
/// check read it or not (`cargo check` evaluates every static); these
/// constants are evaluated when `DESCRIPTION` is, and a derive's checks
/// of `FromBytes`, `FromZeros` and `Immutable` read the fields alone
/// ([`Kit::require_plain_union`](crate::description::Kit)). Only for a union
/// whose fields hold no pointer, so that no description reads its own
/// `REFERENT` (which is made from `DESCRIPTION`). Not public API. The
/// capabilities its fields' types decide, which no constant checks, are
/// bounded by it: only the derived description comes with it, and with
/// the check that each field's type is the primitive its name says.
///
/// # Safety
///
/// `DECLARED` lists every field of `Self`, a `repr(C)` union, with its
/// type's description and whether it is public (`Declared` is
/// `DeclaredUnion<N>` of its `N` fields), and each field's type is a
/// number, `bool`, `char` or an array of them.
#[doc(hidden)]
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not described by transmutable's derive",
    label = "its capabilities are derived from the names of its fields' types",
    note = "derive `transmutable::Layout` beside them: its description comes with the check that each name is the primitive's"
)]
pub unsafe trait PlainUnion: Sized {
    /// The declaration's type, `DeclaredUnion<N>` of the union's `N`
    /// fields: the one place the derive writes the number, where a
    /// parameter of the trait was written in every bound that names it
    /// (each a constant of its own for the compiler to prepare).
    type Declared: Declared<Self>;
    /// The union as the derive declares it.
    const DECLARED: Self::Declared;
}

/// What a union's declaration (`PlainUnion::Declared`, a `DeclaredUnion<N>`)
/// gives to code that does not know its number of fields: the union's
/// description, made when first read, and its fields. Not public API.
///
/// # Safety
///
/// Implemented only by [`DeclaredUnion`], for the unions it declares.
#[doc(hidden)]
pub unsafe trait Declared<T> {
    /// The description of the union `T` ([`PlainUnionOf::DESCRIBED`]).
    const DESCRIBED: &'static Description;
    /// The fields `T` declares, in the order declared.
    const LISTED: &'static [Field];
}

// SAFETY: the union's own constants, made from its declaration.
unsafe impl<T: PlainUnionOf<N>, const N: usize> Declared<T> for DeclaredUnion<N> {
    const DESCRIBED: &'static Description = T::DESCRIBED;
    const LISTED: &'static [Field] = &T::DECLARED.fields;
}

/// The constants of a [`PlainUnion`] of `N` fields, made from its
/// declaration when something reads them: the fields' pieces, the
/// alternatives with their tag table and their reading, the one piece and
/// the description, written once here, not in every derived union. Not
/// public API.
#[doc(hidden)]
pub trait PlainUnionOf<const N: usize>: PlainUnion<Declared = DeclaredUnion<N>> {
    /// Its fields and their pieces.
    const FIELDS: &'static UnionFields<N> = &UnionFields::of(Self::DECLARED.fields);
    /// The alternatives, with their tag table and their reading.
    const ALTERNATIVES: &'static UnionAlternatives<N> =
        &UnionAlternatives::of(Self::FIELDS, core::mem::size_of::<Self>());
    /// The union's one piece: the choice of its fields.
    const PIECES: &'static [Piece; 1] = &[Piece::new(
        0,
        core::mem::size_of::<Self>(),
        Kind::Choice(Self::ALTERNATIVES.choice().identified(Self::DECLARED.identity)),
    )];
    /// The description.
    const DESCRIBED: &'static Description =
        &crate::description::Kit.without_references(crate::description::Kit.identified(
            crate::description::Kit.union_description(
                Self::DECLARED.name,
                core::mem::size_of::<Self>(),
                core::mem::align_of::<Self>(),
                Self::PIECES,
                &Self::FIELDS.fields,
                false,
                false,
                false,
                false,
            ),
            Self::DECLARED.identity,
            false,
        ));
}

impl<T: PlainUnion<Declared = DeclaredUnion<N>>, const N: usize> PlainUnionOf<N> for T {}

/// The piece of each of a union's `fields` as the field's alternative holds
/// it: unnamed, since the alternative carries the field's name and a path
/// reads `Union.field`, and writable, since safe code may write any field
/// of a union. `N` must be the number of fields.
#[doc(hidden)]
#[inline]
pub const fn union_pieces<const N: usize>(fields: &[Field]) -> [Piece; N] {
    assert!(fields.len() == N, "transmutable: a union has one piece per field");
    let mut pieces = [const { Piece::new(0, 0, Kind::Run(ByteSet::EMPTY)) }; N];
    let mut i = 0;
    while i < N {
        pieces[i] = Field::new("", fields[i].offset, fields[i].description, true).piece();
        i += 1;
    }
    pieces
}

/// The alternatives of a union of `size` bytes: for each of its `fields`,
/// the field's name and its one piece of `pieces` ([`union_pieces`]).
///
/// A field whose type is one unnamed piece from its first byte, as long
/// as the union, at the union's first byte (an integer, an array of them),
/// has that piece for its own ([`Field::piece`]), and its type's facts,
/// computed once with its description: the alternative takes them rather
/// than computing them again ([`Facts::of`](crate::description::Facts),
/// about 1,200 statements of const evaluation a field of every union).
#[doc(hidden)]
#[inline]
pub const fn union_alternatives<const N: usize>(
    fields: &[Field],
    size: usize,
    pieces: &'static [Piece],
) -> [Alternative; N] {
    assert!(fields.len() == N && pieces.len() == N, "transmutable: a union has one alternative per field");
    let mut alternatives = [const { enum_alternative("", 0, &[]) }; N];
    let mut i = 0;
    while i < N {
        let field = &fields[i];
        let own = &field.description.bytes;
        let piece = core::slice::from_ref(&pieces[i]);
        alternatives[i] = match own.pieces {
            [only] if field.offset == 0 && own.size == size && only.offset == 0 && only.size == size => {
                match only.name.as_bytes() {
                    [] => Alternative {
                        name: field.name,
                        bytes: Bytes { size, pieces: piece, piece_count: 1, facts: own.facts },
                    },
                    _ => enum_alternative(field.name, size, piece),
                }
            }
            _ => enum_alternative(field.name, size, piece),
        };
        i += 1;
    }
    alternatives
}

/// Whether `fields`, the fields of a union, mix as a destination (see
/// [`Choice::mixes`]): runs only, and two or more with values (one field
/// mixes with nothing).
#[inline]
const fn mixable(fields: &[Alternative]) -> bool {
    let (mut inhabited, mut i) = (0, 0);
    while i < fields.len() {
        if !fields[i].bytes.facts.runs_only {
            return false;
        }
        if fields[i].bytes.facts.inhabited {
            inhabited += 1;
        }
        i += 1;
    }
    inhabited > 1
}

impl TagTable {
    /// The table of `alternatives`, if each starts with a byte of its own
    /// (a tag), so the first byte picks the alternative, and if they are
    /// few enough to be numbered in it. `repeats` is empty, or says which
    /// alternatives are alike to an earlier one (see [`enum_pieces`](super::enums::enum_pieces)).
    #[inline]
    const fn of(alternatives: &[Alternative], repeats: &[usize]) -> Option<TagTable> {
        if alternatives.len() > MAX_TAGGED_ALTERNATIVES {
            return None;
        }
        match TagTable::of_tags(alternatives, repeats) {
            Tagged::Table(table) => Some(table),
            Tagged::Overlapping => None,
            Tagged::Other => TagTable::of_first_bytes(alternatives, repeats),
        }
    }

    /// [`TagTable::of`] of any `alternatives`, read by the sets of their
    /// first bytes.
    #[inline]
    const fn of_first_bytes(alternatives: &[Alternative], repeats: &[usize]) -> Option<TagTable> {
        // Whether there is a table is settled before one is made: the fields
        // of most unions overlap at once, and a table costs a write per value.
        let mut seen = ByteSet::EMPTY;
        let mut i = 0;
        while i < alternatives.len() {
            let first = match first_byte(&alternatives[i].bytes) {
                Some(set) => set,
                None => return None,
            };
            if first.intersects(seen) {
                return None;
            }
            seen = seen.union(first);
            i += 1;
        }
        let mut table = TagTable::EMPTY;
        let mut grouping = Grouping::NONE;
        let mut i = 0;
        while i < alternatives.len() {
            let bytes = &alternatives[i].bytes;
            // An alternative without values takes none of its first byte's:
            // a source value that only it would take is taken by none.
            if let (true, Some(first)) = (bytes.facts.inhabited, first_byte(bytes)) {
                table.claimed = table.claimed.union(first);
                // A tag, most often, of one value: each step counts.
                let symbol = tag_symbol(bytes);
                let repeated = if i < repeats.len() && repeats[i] < i {
                    tag_symbol(&alternatives[repeats[i]].bytes)
                } else {
                    None
                };
                let group = match repeated {
                    // Alike to the inhabited alternative it repeats (which
                    // starts with a tag, as it does) where their tags agree
                    // after the first byte, it is alike to that one's group,
                    // and to no other. Tags of two bytes or more may differ
                    // past the first (`0x0000` and `0x0101`): then the
                    // fields alone do not make them alike.
                    Some(symbol)
                        if alternatives[repeats[i]].bytes.facts.inhabited
                            && same_tag_after_first_byte(bytes, &alternatives[repeats[i]].bytes) =>
                    {
                        table.groups[symbol]
                    }
                    _ => grouping.place(alternatives, i),
                };
                if group > 0 {
                    let values = &mut table.alike[group as usize - 1];
                    *values = values.union(first);
                }
                match symbol {
                    Some(symbol) => {
                        table.owners[symbol] = i as u16;
                        table.groups[symbol] = group;
                    }
                    None => {
                        let mut left = first;
                        while let Some(symbol) = left.first_symbol() {
                            table.owners[symbol] = i as u16;
                            table.groups[symbol] = group;
                            left = left.without_symbol(symbol);
                        }
                    }
                }
            }
            i += 1;
        }
        Some(table)
    }

    /// The table of `alternatives` when each starts with a tag (an enum's
    /// variants), as [`TagTable::of`] makes it, but a bit at a time in
    /// words of its own: a wide enum's table made with a call per byte set
    /// and per tag cost const evaluation about a million of the compiler's
    /// instructions a variant.
    #[inline]
    const fn of_tags(alternatives: &[Alternative], repeats: &[usize]) -> Tagged {
        // The first byte of each tag: 256 tags whose first bytes differ
        // hold every value, so a 257th shares one with an earlier tag.
        let mut symbols = [0u8; 256];
        let mut seen = [0u64; 4];
        let mut claimed = [0u64; 4];
        let mut alike = [[0u64; 4]; MAX_ALIKE_GROUPS];
        let mut table = TagTable::EMPTY;
        let mut grouping = Grouping::NONE;
        // Whether every tag so far is one byte wide: then two of them agree
        // after their first byte, having none.
        let mut one_byte = true;
        // One pass, which an overlap or a first piece other than a tag
        // ends: tags almost never overlap, and a union of runs ends at its
        // first field.
        let count = alternatives.len();
        let repeats_known = repeats.len();
        let mut i = 0;
        while i < count {
            let bytes = &alternatives[i].bytes;
            let (value, size) = match bytes.pieces {
                [Piece { offset: 0, size, kind: Kind::Tag(value), .. }, ..] if *size > 0 => (*value, *size),
                _ => return Tagged::Other,
            };
            // The tag's first byte in memory, as `tag_byte(value, size, 0)`.
            let symbol = if cfg!(target_endian = "little") { value } else { value >> (8 * (size - 1)) } as u8;
            let (word, bit) = ((symbol >> 6) as usize, 1u64 << (symbol & 63));
            if seen[word] & bit != 0 {
                return Tagged::Overlapping;
            }
            seen[word] |= bit;
            symbols[i] = symbol;
            one_byte &= size == 1;
            // An alternative without values takes none of its tag's values.
            if bytes.facts.inhabited {
                claimed[word] |= bit;
                let repeated = if i < repeats_known { repeats[i] } else { i };
                // As in `of`: alike to the group of the inhabited
                // alternative it repeats, where their tags agree after the
                // first byte.
                let group = if repeated < i
                    && alternatives[repeated].bytes.facts.inhabited
                    && (one_byte || same_tag_after_first_byte(bytes, &alternatives[repeated].bytes))
                {
                    table.groups[symbols[repeated] as usize]
                } else {
                    grouping.place(alternatives, i)
                };
                if group > 0 {
                    alike[group as usize - 1][word] |= bit;
                }
                table.owners[symbol as usize] = i as u16;
                table.groups[symbol as usize] = group;
            }
            i += 1;
        }
        table.claimed = ByteSet::of_words(claimed);
        let mut group = 0;
        while group < MAX_ALIKE_GROUPS {
            table.alike[group] = ByteSet::of_words(alike[group]);
            group += 1;
        }
        Tagged::Table(table)
    }
}

/// What [`TagTable::of_tags`] finds.
enum Tagged {
    /// Every alternative starts with a tag, whose first bytes differ: the
    /// alternatives' table.
    Table(TagTable),
    /// Two alternatives start with tags of one first byte: no table.
    Overlapping,
    /// An alternative does not start with a tag: the general path decides.
    Other,
}

impl TagTable {
    /// A table that claims nothing.
    const EMPTY: TagTable = TagTable {
        owners: [0; ByteSet::SYMBOLS],
        claimed: ByteSet::EMPTY,
        groups: [0; ByteSet::SYMBOLS],
        alike: [ByteSet::EMPTY; MAX_ALIKE_GROUPS],
    };

    /// The table of the first bytes of `count` patterns of `width` bytes
    /// stored back to back in `sets`, if two or more start with disjoint
    /// bytes: a wide enum's tags, most often, differ in their first byte.
    #[inline]
    pub(super) const fn of_patterns(sets: &[ByteSet], count: usize, width: usize) -> Option<TagTable> {
        if count < 2 || count > MAX_TAGGED_ALTERNATIVES {
            return None;
        }
        // Settled before the table is made: a `char`'s patterns, and most
        // integers', start with a byte that takes any value.
        let mut claimed = ByteSet::EMPTY;
        let mut pattern = 0;
        while pattern < count {
            let first = sets[pattern * width];
            if first.intersects(claimed) {
                return None;
            }
            claimed = claimed.union(first);
            pattern += 1;
        }
        let mut table = TagTable::EMPTY;
        table.claimed = claimed;
        let mut pattern = 0;
        while pattern < count {
            let first = sets[pattern * width];
            // A bit at a time, not a call per value.
            let words = first.words();
            let mut word = 0;
            while word < 4 {
                let mut bits = words[word];
                while bits != 0 {
                    table.owners[64 * word + bits.trailing_zeros() as usize] = pattern as u16;
                    bits &= bits - 1;
                }
                word += 1;
            }
            if first.contains_uninit() {
                table.owners[ByteSet::SYMBOLS - 1] = pattern as u16;
            }
            pattern += 1;
        }
        Some(table)
    }
}

/// The one value of the first byte of `bytes`, as a symbol, when they
/// start with a tag (see [`first_byte`]).
#[inline]
const fn tag_symbol(bytes: &Bytes) -> Option<usize> {
    match bytes.pieces {
        [Piece { offset: 0, size, kind: Kind::Tag(value), .. }, ..] if *size > 0 => {
            Some(tag_byte(*value, *size, 0) as usize)
        }
        _ => None,
    }
}

/// Whether `a` and `b`, two variants that start with tags of one width,
/// hold the same tag bytes after the first.
#[inline]
const fn same_tag_after_first_byte(a: &Bytes, b: &Bytes) -> bool {
    match (a.pieces, b.pieces) {
        (
            [Piece { size, kind: Kind::Tag(left), .. }, ..],
            [Piece { size: other_size, kind: Kind::Tag(right), .. }, ..],
        ) if *size == *other_size => {
            let mut byte = 1;
            while byte < *size {
                if tag_byte(*left, *size, byte) != tag_byte(*right, *size, byte) {
                    return false;
                }
                byte += 1;
            }
            true
        }
        _ => false,
    }
}

/// The set of the first byte of `bytes`, when the first piece starts at
/// offset 0 and that byte is independent of the rest.
#[inline]
const fn first_byte(bytes: &Bytes) -> Option<ByteSet> {
    if bytes.pieces.is_empty() || bytes.pieces[0].offset != 0 || bytes.pieces[0].size == 0 {
        return None;
    }
    let piece = &bytes.pieces[0];
    match piece.kind {
        Kind::Run(set) => Some(set),
        Kind::Tag(value) => Some(ByteSet::single(tag_byte(value, piece.size, 0))),
        _ => None,
    }
}

/// Byte `index` (in memory order) of the `width`-byte integer `value`, in the
/// target's byte order.
#[inline]
pub(crate) const fn tag_byte(value: u128, width: usize, index: usize) -> u8 {
    let significance = if cfg!(target_endian = "little") { index } else { width - 1 - index };
    (value >> (8 * significance)) as u8
}

#[cfg(test)]
mod tests {
    use super::{TagTable, Tagged};
    use crate::description::{Alternative, Kind};
    use crate::Layout;
    use core::convert::Infallible;

    #[derive(crate::Layout)]
    #[repr(u8)]
    #[allow(dead_code)] // Only described.
    enum Narrow {
        A(u8) = 30,
        B(u8) = 1,
        C(bool),
        D(Infallible),
        E(u8, u8) = 9,
        F = 200,
        G(u8),
        H(Infallible),
    }

    #[derive(crate::Layout)]
    #[repr(u16)]
    #[allow(dead_code)] // Only described.
    enum Wide {
        A(u8) = 0x0001,
        B(u8) = 0x0102,
        C(u8) = 0x0003,
        D(u16) = 0x0304,
        E(u8) = 0x0405,
    }

    #[derive(crate::Layout)]
    #[repr(u16)]
    #[allow(dead_code)] // Only described.
    enum Overlapping {
        A(u8) = 0x0101,
        B(u8) = 0x0201,
    }

    /// Unions of numbers, `bool`s, `char`s and arrays of them, described by
    /// `PlainUnion`: each of the fields' types in turn beside the others.
    macro_rules! plain_unions {
        ($($name:ident { $($field:ident: $type:ty),* })*) => {$(
            #[derive(crate::Layout, Clone, Copy)]
            #[repr(C)]
            #[allow(dead_code)] // Only described.
            pub union $name { $(pub $field: $type),* }
        )*};
    }
    plain_unions! {
        Same { a: u32, b: [u8; 4], c: [u16; 2], d: i32 }
        Shorter { a: u8, b: u32 }
        Floats { a: f32, b: [u8; 4] }
        Flag { a: bool, b: u8 }
        Flags { a: [bool; 2], b: u16 }
        Letter { a: char, b: u32 }
        Letters { a: [char; 2], b: u64 }
        Odd { a: [u8; 3], b: [u16; 3] }
        OnlyBool { a: bool }
        Broad { a: u128, b: [i64; 2], c: [u8; 16], d: f64 }
    }

    /// A union of integers with a private field, which may carry
    /// invariants of the union's own: not `FromBytes`.
    #[derive(crate::Layout, Clone, Copy)]
    #[repr(C)]
    #[allow(dead_code)] // Only described.
    pub union Hidden {
        pub a: u32,
        b: [u8; 4],
    }

    /// A derived union of numbers (`PlainUnion`) whose fields decide a set
    /// of capabilities has each of them by its own description: the check
    /// the derive writes (`Kit::require_plain_union`) says yes only where
    /// the union's description does, for every set of the five
    /// capabilities; and it decides without the description for the sets
    /// of `FromBytes`, `FromZeros` and `Immutable` of a union of integers.
    #[test]
    fn the_fields_decide_only_what_the_description_says() {
        use super::PlainUnionOf;
        fn verdicts<T: PlainUnionOf<N> + crate::Layout, const N: usize>(decided: &mut usize) {
            for bits in 1..32u8 {
                if crate::traits::fields_decide(&T::DECLARED.fields, bits) {
                    *decided += 1;
                    assert!(
                        crate::traits::has_all_in(T::DESCRIPTION, bits),
                        "{}: the fields decide {bits}, the description does not",
                        core::any::type_name::<T>()
                    );
                }
            }
        }
        let mut decided = 0;
        verdicts::<Same, 4>(&mut decided);
        // Every set of the three, none with `IntoBytes` or `Unaligned`.
        assert_eq!(decided, 7);
        verdicts::<Shorter, 2>(&mut decided);
        verdicts::<Floats, 2>(&mut decided);
        verdicts::<Flag, 2>(&mut decided);
        verdicts::<Flags, 2>(&mut decided);
        verdicts::<Letter, 2>(&mut decided);
        verdicts::<Letters, 2>(&mut decided);
        verdicts::<Odd, 2>(&mut decided);
        verdicts::<OnlyBool, 1>(&mut decided);
        verdicts::<Broad, 4>(&mut decided);
        verdicts::<Hidden, 2>(&mut decided);
        // Shorter, Floats, Odd and Broad as Same; the bool and char unions
        // `FromZeros` and `Immutable` alone (3 sets each).
        assert_eq!(decided, 5 * 7 + 5 * 3);
    }

    fn alternatives(description: &'static crate::Description) -> &'static [Alternative] {
        match description.bytes.pieces[0].kind {
            Kind::Choice(choice) => choice.alternatives,
            _ => panic!("not an enum with fields"),
        }
    }

    /// The table made a bit at a time from tags is the one the sets of the
    /// first bytes make, groups of alike variants included, with and
    /// without the variants that repeat an earlier one's fields.
    #[test]
    fn tags_make_the_table_first_bytes_make() {
        let cases: [(&[Alternative], &[usize]); 6] = [
            (alternatives(Narrow::DESCRIPTION), &[0, 0, 2, 3, 4, 5, 0, 3]),
            (alternatives(Narrow::DESCRIPTION), &[]),
            (alternatives(Wide::DESCRIPTION), &[0, 0, 0, 3, 0]),
            (alternatives(Wide::DESCRIPTION), &[]),
            (alternatives(Overlapping::DESCRIPTION), &[0, 0]),
            (alternatives(Overlapping::DESCRIPTION), &[]),
        ];
        for (index, (list, repeats)) in cases.into_iter().enumerate() {
            let general = TagTable::of_first_bytes(list, repeats);
            match (TagTable::of_tags(list, repeats), general) {
                (Tagged::Table(fast), Some(general)) => {
                    assert_eq!(fast.owners, general.owners, "case {index}");
                    assert_eq!(fast.groups, general.groups, "case {index}");
                    assert_eq!(fast.claimed, general.claimed, "case {index}");
                    assert_eq!(fast.alike, general.alike, "case {index}");
                }
                (Tagged::Overlapping, None) => assert!(index >= 4, "case {index}"),
                _ => panic!("case {index}: the two paths disagree on whether there is a table"),
            }
        }
    }
}
