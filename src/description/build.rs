//! Building descriptions in const evaluation: the functions the derive and
//! the standard-library descriptions call.
//!
//! They take layout facts the compiler reported (`offset_of!`, `size_of`,
//! discriminant values) and arrange them into pieces. None of them guesses an
//! offset.

use super::alike::Grouping;
use super::enum_rule::EnumRule;
use super::{Alternative, Alternatives, Bytes, Choice, Description, Invariants, Kind, Name, Piece, TagTable};
use crate::byte_set::ByteSet;
use crate::limits::{MAX_ALIKE_GROUPS, MAX_REORDERED_PATTERN_BYTES, MAX_TAGGED_ALTERNATIVES};

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
    pub const fn new(name: &'static str, offset: usize, description: &'static Description, public: bool) -> Field {
        Field { name, offset, description, public }
    }

    const fn piece(&self) -> Piece {
        // The storage of a record of bit fields adds no step to a path: it
        // leads from the record to the bit fields themselves.
        let name = if is_storage(self.description) { "" } else { self.name };
        let piece = Piece::of_bytes(&self.description.bytes).at(self.offset).named(name);
        // A private field is written only with the value that holds it; a
        // lifted piece stays sealed if the one it stands for was.
        if self.public {
            piece
        } else {
            piece.sealed()
        }
    }
}

/// The pieces of a struct (or tuple, or enum variant without tag) with
/// `fields`, sorted by offset.
#[doc(hidden)]
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
pub const fn struct_parts<const N: usize>(
    owner: &'static str,
    fields: [Field; N],
    non_exhaustive: bool,
    declared_none: bool,
    promised_at_zeros: bool,
    own_unstable_layout: bool,
) -> StructParts<N> {
    StructParts {
        invariants: invariants_of_struct(owner, &fields, non_exhaustive, declared_none),
        invariants_at_zeros: invariants_of_struct_at_zeros(
            owner,
            &fields,
            non_exhaustive,
            declared_none,
            promised_at_zeros,
        ),
        unstable_layout: unstable_layout_of(own_unstable_layout, &fields),
        unstable_field: unstable_field_of(&fields),
        pieces: struct_pieces(fields),
    }
}

/// The first of `fields` whose type's layout may change between versions.
const fn unstable_field_of(fields: &[Field]) -> Option<(&'static str, &'static Description)> {
    let mut i = 0;
    while i < fields.len() {
        if fields[i].description.has_unstable_layout() {
            return Some((fields[i].name, fields[i].description));
        }
        i += 1;
    }
    None
}

/// The pieces of one enum variant: its tag, then its fields.
///
/// `M` must be `N + 1`.
#[doc(hidden)]
pub const fn variant_pieces<const N: usize, const M: usize>(
    tag: u128,
    tag_width: usize,
    fields: [Field; N],
) -> [Piece; M] {
    assert!(M == N + 1, "transmutable: a variant has one piece per field, plus its tag");
    let mut pieces = [const { Piece::new(0, 0, Kind::Run(ByteSet::EMPTY)) }; M];
    pieces[0] = Piece::new(0, tag_width, Kind::Tag(tag)).named("tag");
    let mut i = 0;
    while i < N {
        pieces[i + 1] = fields[i].piece();
        i += 1;
    }
    sort_pieces(&mut pieces);
    pieces
}

/// One variant of an enum with fields, as an alternative of the enum's
/// choice.
#[doc(hidden)]
pub const fn enum_alternative(name: &'static str, size: usize, pieces: &'static [Piece]) -> Alternative {
    Alternative { name, bytes: Bytes::new(size, pieces) }
}

/// The pieces of every variant of an enum with fields, back to back in
/// declaration order: variant `v`'s tag (`discriminants[v]`, `tag_width`
/// bytes), then its `counts[v]` fields, sorted by offset as
/// [`variant_pieces`] sorts them. `P` must be the number of pieces: of
/// fields, counted for every variant, plus one tag per variant.
///
/// `repeats[v]` is an earlier variant whose fields have the same names and
/// types as variant `v`'s (the derive compares them as written), or `v`:
/// a repeated variant's fields are laid out alike (the fields' sizes and
/// alignments are the same, in the same order), so their pieces are
/// copied, not made again, and `fields` holds those of the variants that
/// repeat none only, in order. Each step of const evaluation counts, and a
/// wide enum most often repeats one variant's fields (`A(u8), B(u8), ...`).
///
/// One constant holds them all, and [`enum_alternatives`] cuts it into
/// variants: a constant per variant cost the compiler a query each.
#[doc(hidden)]
pub const fn enum_pieces<const F: usize, const P: usize>(
    discriminants: &[i128],
    tag_width: usize,
    counts: &[usize],
    repeats: &[usize],
    fields: [Field; F],
) -> [Piece; P] {
    assert!(
        discriminants.len() == counts.len() && repeats.len() == counts.len(),
        "transmutable: an enum has one discriminant and one repeat per variant"
    );
    let mut pieces = [const { Piece::new(0, 0, Kind::Run(ByteSet::EMPTY)) }; P];
    // Where each variant's pieces start.
    let mut starts = [0; P];
    let (mut variant, mut field, mut end) = (0, 0, 0);
    while variant < counts.len() {
        let start = end;
        starts[variant] = start;
        let repeated = repeats[variant];
        let tag = Kind::Tag(discriminants[variant] as u128);
        if repeated < variant {
            // The tag comes first in either: every field starts after it.
            assert!(counts[repeated] == counts[variant], "transmutable: a repeated variant has other fields");
            pieces[end] = pieces[starts[repeated]];
            pieces[end].kind = tag;
            end += 1;
            let mut from = starts[repeated] + 1;
            while end < start + 1 + counts[variant] {
                pieces[end] = pieces[from];
                (end, from) = (end + 1, from + 1);
            }
        } else {
            pieces[end] = Piece::new(0, tag_width, tag).named("tag");
            end += 1;
            let mut f = 0;
            while f < counts[variant] {
                pieces[end] = fields[field].piece();
                (end, field, f) = (end + 1, field + 1, f + 1);
            }
            sort_pieces_between(&mut pieces, start, end);
        }
        variant += 1;
    }
    assert!(end == P && field == F, "transmutable: an enum has one piece per field, plus one tag per variant");
    pieces
}

/// The variants of an enum with fields as alternatives of its choice, each
/// `size` bytes: variant `v` is named `names[v]`, and its pieces are the
/// next `counts[v] + 1` of `pieces` (see [`enum_pieces`], which says what
/// `repeats` holds: a repeated variant's facts are those of the variant it
/// repeats, its tag aside, which is as wide).
#[doc(hidden)]
pub const fn enum_alternatives<const V: usize>(
    names: [&'static str; V],
    size: usize,
    counts: &[usize],
    repeats: &[usize],
    pieces: &'static [Piece],
) -> [Alternative; V] {
    let mut alternatives = [const { Alternative { name: "", bytes: Bytes::EMPTY } }; V];
    let mut rest = pieces;
    let mut variant = 0;
    while variant < V {
        let (own, after) = rest.split_at(counts[variant] + 1);
        let repeated = repeats[variant];
        alternatives[variant] = if repeated < variant {
            let facts = alternatives[repeated].bytes.facts;
            Alternative { name: names[variant], bytes: Bytes { size, pieces: own, facts } }
        } else {
            enum_alternative(names[variant], size, own)
        };
        rest = after;
        variant += 1;
    }
    alternatives
}

/// A variant as the derive reports it, for [`invariants_of_enum`].
#[doc(hidden)]
#[derive(Clone, Copy)]
pub struct EnumVariant {
    /// `Variant.field` names, paired with the fields.
    pub fields: &'static [Field],
    /// Whether the variant is `#[non_exhaustive]`.
    pub non_exhaustive: bool,
}

/// Insertion sort by (offset, size): zero-sized pieces go before the piece
/// that starts where they are. Types have few fields; this runs once per type.
const fn sort_pieces(pieces: &mut [Piece]) {
    sort_pieces_between(pieces, 0, pieces.len());
}

/// [`sort_pieces`] of `pieces[start..end]`.
const fn sort_pieces_between(pieces: &mut [Piece], start: usize, end: usize) {
    let mut i = start + 1;
    while i < end {
        let mut j = i;
        while j > start && comes_before(&pieces[j], &pieces[j - 1]) {
            let swap = pieces[j];
            pieces[j] = pieces[j - 1];
            pieces[j - 1] = swap;
            j -= 1;
        }
        i += 1;
    }
}

const fn comes_before(a: &Piece, b: &Piece) -> bool {
    a.offset < b.offset || (a.offset == b.offset && a.size < b.size)
}

/// The invariants of a struct or union: its own (private fields,
/// `#[non_exhaustive]`) unless its author declared it has none, then its
/// fields' types'.
#[doc(hidden)]
pub const fn invariants_of_struct(
    owner: &'static str,
    fields: &[Field],
    non_exhaustive: bool,
    declared_none: bool,
) -> Invariants {
    if !declared_none {
        if non_exhaustive {
            return Invariants::NonExhaustive { owner };
        }
        let mut i = 0;
        while i < fields.len() {
            if !fields[i].public {
                return Invariants::PrivateField { owner, field: fields[i].name };
            }
            i += 1;
        }
    }
    invariants_of_fields(fields)
}

/// The invariants of an enum: `#[non_exhaustive]` on it or a variant, unless
/// declared none, then those of its fields' types. Enum fields are public.
#[doc(hidden)]
pub const fn invariants_of_enum(
    owner: &'static str,
    variants: &[EnumVariant],
    non_exhaustive: bool,
    declared_none: bool,
) -> Invariants {
    let mut i = 0;
    while i < variants.len() {
        if !declared_none && (non_exhaustive || variants[i].non_exhaustive) {
            return Invariants::NonExhaustive { owner };
        }
        let inner = invariants_of_fields(variants[i].fields);
        if !inner.is_none() {
            return inner;
        }
        i += 1;
    }
    if !declared_none && non_exhaustive {
        return Invariants::NonExhaustive { owner };
    }
    Invariants::None
}

/// The invariants that all zeros must be checked against in a struct or
/// union: its own, as [`invariants_of_struct`] reckons them, unless
/// declared none or promised to hold at zeros
/// (`#[transmutable(unsafe(zeroable))]`), then those its fields keep at zeros.
#[doc(hidden)]
pub const fn invariants_of_struct_at_zeros(
    owner: &'static str,
    fields: &[Field],
    non_exhaustive: bool,
    declared_none: bool,
    promised_at_zeros: bool,
) -> Invariants {
    if !promised_at_zeros {
        let own = invariants_of_struct(owner, &[], non_exhaustive, declared_none);
        if !own.is_none() {
            return own;
        }
        let mut i = 0;
        while i < fields.len() {
            if !declared_none && !fields[i].public {
                return Invariants::PrivateField { owner, field: fields[i].name };
            }
            i += 1;
        }
    }
    let mut i = 0;
    while i < fields.len() {
        if !fields[i].description.invariants_at_zeros.is_none() {
            return Invariants::InField { field: fields[i].name, of: fields[i].description };
        }
        i += 1;
    }
    Invariants::None
}

const fn invariants_of_fields(fields: &[Field]) -> Invariants {
    let mut i = 0;
    while i < fields.len() {
        if !fields[i].description.invariants.is_none() {
            return Invariants::InField { field: fields[i].name, of: fields[i].description };
        }
        i += 1;
    }
    Invariants::None
}

impl Choice {
    /// The choice between `alternatives`: the variants of an enum.
    pub const fn new(alternatives: &'static Alternatives) -> Choice {
        Choice {
            alternatives: alternatives.list,
            tags: alternatives.tags.as_ref(),
            union: false,
            identity: "",
            mixes: false,
        }
    }

    /// The fields of a union, which safe code may write piece by piece (see
    /// [`Choice::union`]).
    pub const fn union_of(alternatives: &'static Alternatives) -> Choice {
        let mixes = alternatives.mixable;
        Choice {
            alternatives: alternatives.list,
            // A union that mixes holds more than its fields: the first byte
            // does not pick one of them.
            tags: if mixes { None } else { alternatives.tags.as_ref() },
            union: true,
            identity: "",
            mixes,
        }
    }

    /// The same choice, the fields of a non-generic union told apart from
    /// every other union's by `identity`, the union's own (see
    /// [`Description::identified`](crate::Description::identified)).
    pub const fn identified(self, identity: &'static str) -> Choice {
        Choice { identity, ..self }
    }
}

impl Alternatives {
    /// The alternatives `list`, with their tag table if their first bytes
    /// tell them apart.
    pub const fn new(list: &'static [Alternative]) -> Alternatives {
        Alternatives { list, tags: TagTable::of(list, &[]), mixable: mixable(list) }
    }

    /// The variants `list` of an enum, `repeats` saying which repeat the
    /// fields of an earlier one (see [`enum_pieces`]): such a variant is
    /// alike to it, and joins its group without a comparison.
    pub const fn of_variants(list: &'static [Alternative], repeats: &[usize]) -> Alternatives {
        Alternatives { list, tags: TagTable::of(list, repeats), mixable: mixable(list) }
    }
}

/// Whether `fields`, the fields of a union, mix as a destination (see
/// [`Choice::mixes`]): runs only, and two or more with values (one field
/// mixes with nothing).
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
    /// alternatives are alike to an earlier one (see [`enum_pieces`]).
    const fn of(alternatives: &[Alternative], repeats: &[usize]) -> Option<TagTable> {
        if alternatives.len() > MAX_TAGGED_ALTERNATIVES {
            return None;
        }
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
                    // starts with a tag, as it does), it is alike to that
                    // one's group, and to no other.
                    Some(symbol) if alternatives[repeats[i]].bytes.facts.inhabited => {
                        let group = table.groups[symbol];
                        if group > 0 {
                            let values = &mut table.alike[group as usize - 1];
                            *values = values.union(first);
                        }
                        group
                    }
                    _ => grouping.place(alternatives, i, first, &mut table.alike),
                };
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
    const fn of_patterns(sets: &[ByteSet], count: usize, width: usize) -> Option<TagTable> {
        if count < 2 || count > MAX_TAGGED_ALTERNATIVES {
            return None;
        }
        let mut table = TagTable::EMPTY;
        let mut pattern = 0;
        while pattern < count {
            let first = sets[pattern * width];
            if first.intersects(table.claimed) {
                return None;
            }
            table.claimed = table.claimed.union(first);
            let mut left = first;
            while let Some(symbol) = left.first_symbol() {
                table.owners[symbol] = pattern as u16;
                left = left.without_symbol(symbol);
            }
            pattern += 1;
        }
        Some(table)
    }
}

/// The one value of the first byte of `bytes`, as a symbol, when they
/// start with a tag (see [`first_byte`]).
const fn tag_symbol(bytes: &Bytes) -> Option<usize> {
    match bytes.pieces {
        [Piece { offset: 0, size, kind: Kind::Tag(value), .. }, ..] if *size > 0 => {
            Some(tag_byte(*value, *size, 0) as usize)
        }
        _ => None,
    }
}

/// The set of the first byte of `bytes`, when the first piece starts at
/// offset 0 and that byte is independent of the rest.
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
pub(crate) const fn tag_byte(value: u128, width: usize, index: usize) -> u8 {
    let significance = if cfg!(target_endian = "little") { index } else { width - 1 - index };
    (value >> (8 * significance)) as u8
}

/// The byte patterns of a multi-byte integer restricted to some values: a
/// `Scalar` piece's storage. `CAPACITY` counts byte sets, so it must be at
/// least the number of values (or ranges) times the width.
#[doc(hidden)]
#[derive(Clone, Copy)]
pub struct Products<const CAPACITY: usize> {
    pub(crate) sets: [ByteSet; CAPACITY],
    pub(crate) count: usize,
    pub(crate) width: usize,
    /// The pattern of each value of the first byte, when the patterns'
    /// first bytes are disjoint (see [`Kind::Scalar`]).
    pub(crate) tags: Option<TagTable>,
}

impl<const CAPACITY: usize> Products<CAPACITY> {
    /// The patterns of the `width`-byte integers `values` (two's complement
    /// bits; extra high bits are ignored), for fieldless enums.
    pub const fn of_values<const N: usize>(values: [u128; N], width: usize) -> Self {
        if width == 1 {
            return Self::of_bytes(values);
        }
        let mut sorted = values;
        let mask = width_mask(width);
        // Discriminants are most often written in increasing order, one
        // after the other: the sort and the search for ranges are skipped
        // then, each step of const evaluation counting.
        let (mut in_order, mut contiguous) = (true, true);
        let mut i = 0;
        while i < N {
            sorted[i] &= mask;
            if i > 0 && sorted[i] <= sorted[i - 1] {
                (in_order, contiguous) = (false, false);
            } else if i > 0 && sorted[i] - sorted[i - 1] != 1 {
                contiguous = false;
            }
            i += 1;
        }
        let mut products = Products { sets: [ByteSet::EMPTY; CAPACITY], count: 0, width, tags: None };
        if N > 0 && contiguous {
            products.add_range(sorted[0], sorted[N - 1]);
        } else {
            if !in_order {
                heap_sort(&mut sorted);
            }
            let mut start = 0;
            while start < N {
                let mut end = start;
                while end + 1 < N && sorted[end + 1] <= sorted[end].saturating_add(1) {
                    end += 1;
                }
                products.add_range(sorted[start], sorted[end]);
                start = end + 1;
            }
        }
        products.merge_consecutive();
        products.tags = TagTable::of_patterns(&products.sets, products.count, width);
        products
    }

    /// The patterns of one-byte values: one pattern, the set of them (or
    /// none without values), which is what the general path of
    /// [`of_values`](Self::of_values) reaches by sorting, splitting into
    /// ranges and merging, at several times the cost in constant
    /// evaluation. Every `repr(u8)` and `repr(i8)` enum's derive comes here.
    const fn of_bytes<const N: usize>(values: [u128; N]) -> Self {
        let mut products = Products { sets: [ByteSet::EMPTY; CAPACITY], count: 0, width: 1, tags: None };
        if N == 0 {
            return products;
        }
        let mut set = ByteSet::EMPTY;
        let mut i = 0;
        while i < N {
            set = set.union(ByteSet::single(values[i] as u8));
            i += 1;
        }
        products.sets[0] = set;
        products.count = 1;
        products
    }

    /// The patterns of the `width`-byte integers in the `ranges` (inclusive,
    /// sorted, disjoint).
    pub const fn of_ranges(ranges: &[(u128, u128)], width: usize) -> Self {
        let mut products = Products { sets: [ByteSet::EMPTY; CAPACITY], count: 0, width, tags: None };
        let mut i = 0;
        while i < ranges.len() {
            products.add_range(ranges[i].0, ranges[i].1);
            i += 1;
        }
        products.merge_neighbours();
        products.tags = TagTable::of_patterns(&products.sets, products.count, width);
        products
    }

    /// The same patterns, laid out in the byte order `big_endian` says
    /// rather than the host's: for the descriptions of other targets.
    pub const fn in_order(mut self, big_endian: bool) -> Self {
        if big_endian == cfg!(target_endian = "big") {
            return self;
        }
        let mut p = 0;
        while p < self.count {
            let base = p * self.width;
            let mut i = 0;
            while i < self.width / 2 {
                let swap = self.sets[base + i];
                self.sets[base + i] = self.sets[base + self.width - 1 - i];
                self.sets[base + self.width - 1 - i] = swap;
                i += 1;
            }
            p += 1;
        }
        self.tags = TagTable::of_patterns(&self.sets, self.count, self.width);
        self
    }

    /// The piece holding these patterns: a run when one byte wide.
    pub const fn piece(&'static self) -> Piece {
        if self.width == 1 {
            let mut set = ByteSet::EMPTY;
            let mut i = 0;
            while i < self.count {
                set = set.union(self.sets[i]);
                i += 1;
            }
            return Piece::new(0, 1, Kind::Run(set));
        }
        // The patterns only, not the room left after them.
        let (products, _) = self.sets.split_at(self.count * self.width);
        Piece::new(0, self.width, Kind::Scalar { products, count: self.count, tags: self.tags.as_ref() })
    }

    /// Splits `low..=high` into products of per-byte ranges, most significant
    /// byte first: at most `2 * width - 1` of them, and never more than the
    /// range has values.
    const fn add_range(&mut self, low: u128, high: u128) {
        let mut prefix = [ByteSet::EMPTY; 16];
        self.split(&mut prefix, 0, low, high);
    }

    /// Adds the products for values `low..=high` of the `digits` low-order
    /// bytes, after the fixed higher bytes in `prefix[..position]`.
    const fn split(&mut self, prefix: &mut [ByteSet; 16], position: usize, low: u128, high: u128) {
        let digits = self.width - position;
        if digits == 0 {
            self.push(prefix);
            return;
        }
        let shift = 8 * (digits - 1);
        let rest_mask = width_mask(digits - 1);
        let (low_top, high_top) = ((low >> shift) as u8, (high >> shift) as u8);
        let (low_rest, high_rest) = (low & rest_mask, high & rest_mask);
        if low_top == high_top {
            prefix[position] = ByteSet::single(low_top);
            self.split(prefix, position + 1, low_rest, high_rest);
            return;
        }
        let mut full_from = low_top;
        if low_rest != 0 {
            prefix[position] = ByteSet::single(low_top);
            self.split(prefix, position + 1, low_rest, rest_mask);
            full_from = low_top + 1;
        }
        let mut full_to = high_top;
        let partial_high = high_rest != rest_mask;
        if partial_high {
            full_to = high_top - 1;
        }
        if full_from <= full_to {
            prefix[position] = ByteSet::range(full_from, full_to);
            let mut i = position + 1;
            while i < self.width {
                prefix[i] = ByteSet::INITIALIZED;
                i += 1;
            }
            self.push(prefix);
        }
        if partial_high {
            prefix[position] = ByteSet::single(high_top);
            self.split(prefix, position + 1, 0, high_rest);
        }
    }

    /// Stores a product given most significant byte first, in memory order.
    const fn push(&mut self, most_significant_first: &[ByteSet; 16]) {
        let base = self.count * self.width;
        assert!(base + self.width <= CAPACITY, "transmutable: scalar patterns exceed their storage");
        let mut i = 0;
        while i < self.width {
            let memory_index = if cfg!(target_endian = "little") { self.width - 1 - i } else { i };
            self.sets[base + memory_index] = most_significant_first[i];
            i += 1;
        }
        self.count += 1;
    }

    /// Merges patterns that differ in one byte only (`char`'s two ranges
    /// become two patterns instead of three). Quadratic: only for the few
    /// patterns of `of_ranges`.
    const fn merge_neighbours(&mut self) {
        let mut merged = true;
        while merged {
            merged = false;
            let mut a = 0;
            while a < self.count && !merged {
                let mut b = a + 1;
                while b < self.count && !merged {
                    if let Some(byte) = self.single_difference(a, b) {
                        let (index_a, index_b) = (a * self.width + byte, b * self.width + byte);
                        self.sets[index_a] = self.sets[index_a].union(self.sets[index_b]);
                        self.remove(b);
                        merged = true;
                    }
                    b += 1;
                }
                a += 1;
            }
        }
    }

    /// Merges each pattern into the one kept before it where they differ in
    /// one byte only: in one pass, so linear, for the many patterns of a
    /// wide enum. Values in order that share their other bytes come one
    /// after the other (tags 0, 3, 6, ... of a `u16`: one pattern for each
    /// high byte, not one per value).
    const fn merge_consecutive(&mut self) {
        if self.count < 2 {
            return;
        }
        let mut kept = 0;
        let mut next = 1;
        while next < self.count {
            match self.single_difference(kept, next) {
                Some(byte) => {
                    let (into, from) = (kept * self.width + byte, next * self.width + byte);
                    self.sets[into] = self.sets[into].union(self.sets[from]);
                }
                None => {
                    kept += 1;
                    let mut i = 0;
                    while i < self.width {
                        self.sets[kept * self.width + i] = self.sets[next * self.width + i];
                        i += 1;
                    }
                }
            }
            next += 1;
        }
        let mut i = (kept + 1) * self.width;
        while i < self.count * self.width {
            self.sets[i] = ByteSet::EMPTY;
            i += 1;
        }
        self.count = kept + 1;
    }

    /// The one byte in which patterns `a` and `b` differ, if exactly one.
    const fn single_difference(&self, a: usize, b: usize) -> Option<usize> {
        let mut found = None;
        let mut i = 0;
        while i < self.width {
            let (set_a, set_b) = (self.sets[a * self.width + i], self.sets[b * self.width + i]);
            if !(set_a.is_subset_of(set_b) && set_b.is_subset_of(set_a)) {
                if found.is_some() {
                    return None;
                }
                found = Some(i);
            }
            i += 1;
        }
        found
    }

    const fn remove(&mut self, pattern: usize) {
        let mut i = pattern * self.width;
        while i + self.width < self.count * self.width {
            self.sets[i] = self.sets[i + self.width];
            i += 1;
        }
        self.count -= 1;
    }
}

/// The mask of the low `width` bytes.
const fn width_mask(width: usize) -> u128 {
    if width >= 16 {
        u128::MAX
    } else {
        (1u128 << (8 * width)) - 1
    }
}

/// Sorts in O(n log n): wide enums can have hundreds of variants, and each
/// const-evaluation step counts.
const fn heap_sort(values: &mut [u128]) {
    let n = values.len();
    let mut start = n / 2;
    while start > 0 {
        start -= 1;
        sift_down(values, start, n);
    }
    let mut end = n;
    while end > 1 {
        end -= 1;
        let top = values[0];
        values[0] = values[end];
        values[end] = top;
        sift_down(values, 0, end);
    }
}

const fn sift_down(values: &mut [u128], mut root: usize, end: usize) {
    loop {
        let mut child = 2 * root + 1;
        if child >= end {
            return;
        }
        if child + 1 < end && values[child + 1] > values[child] {
            child += 1;
        }
        if values[root] >= values[child] {
            return;
        }
        let swap = values[root];
        values[root] = values[child];
        values[child] = swap;
        root = child;
    }
}

/// The pieces of a fieldless enum of `size` bytes aligned to `align`: one
/// piece holding its tags, `width` bytes wide, then padding (an `align(N)`
/// enum is larger than its tag).
///
/// Checks the tag against the compiler's layout of the enum: the enum is its
/// tag rounded up to its alignment.
#[doc(hidden)]
pub const fn fieldless_enum<const CAPACITY: usize>(
    products: &'static Products<CAPACITY>,
    size: usize,
    align: usize,
    width: usize,
    tag_align: usize,
) -> [Piece; 1] {
    assert!(
        products.width == width && tag_align <= align && round_up(width, align) == size,
        "transmutable: the tag computed for this enum does not fit the compiler's layout of it"
    );
    [products.piece()]
}

/// What the derive computes once per enum with fields: the discriminants,
/// the tag's width and where the fields of every variant start. Not public
/// API.
#[doc(hidden)]
pub trait EnumLayout {
    /// The discriminant of each variant, in declaration order, as the
    /// enum's representation types it (`isize` for `repr(C)`).
    const DISCRIMINANTS: &'static [i128];
    /// The width of the tag in bytes.
    const TAG_WIDTH: usize;
    /// Where fields start, checked against the compiler's layout.
    const SHAPE: EnumShape;
    /// The offsets of every variant's fields, the variants' back to back.
    const OFFSETS: &'static [usize];
    /// The pieces of every variant, back to back (see [`enum_pieces`]).
    const PIECES: &'static [Piece];
}

/// `value`, as a `T`: gives a discriminant expression the type the enum's
/// representation gives it.
#[doc(hidden)]
pub const fn typed<T: Copy>(value: T) -> T {
    value
}

/// The discriminants of an enum's variants, from those written out: a
/// variant without one has the one before plus one (the first, 0).
#[doc(hidden)]
pub const fn discriminants<const N: usize>(written: [Option<i128>; N]) -> [i128; N] {
    let mut values = [0; N];
    let mut i = 0;
    while i < N {
        values[i] = match written[i] {
            Some(value) => value,
            None if i == 0 => 0,
            None => values[i - 1].wrapping_add(1),
        };
        i += 1;
    }
    values
}

/// Where the fields of an enum's variants start, after its tag: see
/// [`EnumShape::new`].
#[doc(hidden)]
#[derive(Clone, Copy)]
pub struct EnumShape {
    rule: EnumRule,
}

impl EnumShape {
    /// The shape of an enum whose variants have fields of the given sizes
    /// and alignments (`fields`, variant `v`'s `counts[v]` fields after
    /// those of the variants before it), whose tag is `tag_width` bytes
    /// aligned to `tag_align`, as the Reference lays it out
    /// (`enum_rule.rs`), with a primitive representation if `c` is false,
    /// `repr(C)` if it is true.
    ///
    /// The enum is `size` bytes aligned to `align` (the compiler says so);
    /// `explicit_align` says whether `align(N)` raised that alignment.
    /// Panics, failing the build, if the layout computed here is not the
    /// compiler's.
    #[allow(clippy::too_many_arguments, reason = "the derive's one call writes each fact the compiler reports")]
    pub const fn new(
        c: bool,
        tag_width: usize,
        tag_align: usize,
        counts: &[usize],
        fields: &[(usize, usize)],
        size: usize,
        align: usize,
        explicit_align: bool,
    ) -> EnumShape {
        // The alignment of the union of the variants' structs.
        let mut payload_align = 1;
        let mut f = 0;
        while f < fields.len() {
            if fields[f].1 > payload_align {
                payload_align = fields[f].1;
            }
            f += 1;
        }
        let rule = EnumRule::new(c, tag_width, tag_align, payload_align);
        // The largest variant, each struct rounded up to its alignment.
        let mut payload_size = 0;
        let (mut v, mut f) = (0, 0);
        while v < counts.len() {
            let mut variant = rule.variant();
            let end = f + counts[v];
            while f < end {
                variant.field(fields[f].0, fields[f].1);
                f += 1;
            }
            if variant.size() > payload_size {
                payload_size = variant.size();
            }
            v += 1;
        }
        assert!(f == fields.len(), "transmutable: the fields of an enum's variants are counted wrong");
        let natural_align = rule.natural_align();
        assert!(
            round_up(rule.unpadded(payload_size), align) == size
                && natural_align <= align
                && (explicit_align || natural_align == align),
            "transmutable: the layout computed for this enum is not the compiler's"
        );
        EnumShape { rule }
    }

    /// The offsets of the fields of every variant, of the given sizes and
    /// alignments (as [`EnumShape::new`] takes them), each variant laid out
    /// as `repr(C)` lays out a struct: each field at the first multiple of
    /// its alignment after the end of the one before, from where fields
    /// start.
    pub const fn offsets<const N: usize>(&self, counts: &[usize], fields: [(usize, usize); N]) -> [usize; N] {
        let mut offsets = [0; N];
        let (mut v, mut f) = (0, 0);
        while v < counts.len() {
            let mut variant = self.rule.variant();
            let end = f + counts[v];
            while f < end {
                offsets[f] = variant.field(fields[f].0, fields[f].1);
                f += 1;
            }
            v += 1;
        }
        offsets
    }
}

/// `value` rounded up to a multiple of `align`.
const fn round_up(value: usize, align: usize) -> usize {
    value.div_ceil(align) * align
}

/// A `repr(C)` enum of one variant: its size is the smallest tag the
/// compiler gives a `repr(C)` enum on this target (C's `int`, on most).
#[repr(C)]
#[allow(dead_code)]
enum CEnumProbe {
    Only,
}

/// The width of the tag of a `repr(C)` enum without an integer
/// representation whose discriminants are `values`, as the compiler picks
/// it: the smallest tag of a `repr(C)` enum on this target
/// ([`CEnumProbe`]), or, when the discriminants do not fit in it, the
/// smallest integer that holds them all (unsigned when none is negative).
#[doc(hidden)]
pub const fn c_tag_width(values: &[i128]) -> usize {
    c_tag_width_from(values, core::mem::size_of::<CEnumProbe>())
}

/// The width of the tag of a `repr(C)` enum whose discriminants are
/// `values` on a target whose `repr(C)` enums are at least `at_least` bytes.
pub(crate) const fn c_tag_width_from(values: &[i128], at_least: usize) -> usize {
    let (mut low, mut high) = (0i128, 0i128);
    let mut i = 0;
    while i < values.len() {
        if i == 0 || values[i] < low {
            low = values[i];
        }
        if i == 0 || values[i] > high {
            high = values[i];
        }
        i += 1;
    }
    let fit = if low >= 0 {
        unsigned_width(high as u128)
    } else {
        let (a, b) = (signed_width(low), signed_width(high));
        if a > b {
            a
        } else {
            b
        }
    };
    if fit > at_least {
        fit
    } else {
        at_least
    }
}

const fn unsigned_width(value: u128) -> usize {
    let mut width = 1;
    while width < 16 && value >> (8 * width) != 0 {
        width *= 2;
    }
    width
}

const fn signed_width(value: i128) -> usize {
    let mut width = 1;
    while width < 16 && (value < -(1i128 << (8 * width - 1)) || value >= 1i128 << (8 * width - 1)) {
        width *= 2;
    }
    width
}

/// The alignment of the integer `width` bytes wide, as the compiler gives it.
#[doc(hidden)]
pub const fn integer_align(width: usize) -> usize {
    match width {
        1 => core::mem::align_of::<u8>(),
        2 => core::mem::align_of::<u16>(),
        4 => core::mem::align_of::<u32>(),
        8 => core::mem::align_of::<u64>(),
        _ => core::mem::align_of::<u128>(),
    }
}

/// The alignment of the elements of `tail`, an unsized type's description.
#[doc(hidden)]
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
pub const fn unstable_layout_of(own: bool, fields: &[Field]) -> bool {
    let mut i = 0;
    while i < fields.len() {
        if fields[i].description.has_unstable_layout() {
            return true;
        }
        i += 1;
    }
    own
}

/// The patterns of `scalar`'s one piece, each with its bytes in reverse
/// order, back to back: the storage of [`reordered_piece`]. Empty where the
/// piece has none to reverse.
pub(crate) const fn reversed_patterns(scalar: &Description) -> [ByteSet; MAX_REORDERED_PATTERN_BYTES] {
    let mut reversed = [ByteSet::EMPTY; MAX_REORDERED_PATTERN_BYTES];
    let piece = one_scalar_piece(scalar);
    if let Kind::Scalar { products, count, .. } = piece.kind {
        let width = piece.size;
        if count * width > MAX_REORDERED_PATTERN_BYTES {
            scalar.refuse_naming(
                "transmutable: ",
                &[" has more byte patterns than `transmutable::limits::MAX_REORDERED_PATTERN_BYTES` holds, to be read in \
                   the other byte order"],
            );
        }
        let mut i = 0;
        while i < count * width {
            let (pattern, byte) = (i / width, i % width);
            reversed[i] = products[pattern * width + width - 1 - byte];
            i += 1;
        }
    }
    reversed
}

/// The one piece of `scalar` with its bytes in reverse order (`reverse`),
/// or as it is: the bytes of a value stored in a fixed byte order, when
/// that order is (or is not) the target's. `reversed` is
/// [`reversed_patterns`] of `scalar`.
///
/// Reversing the bytes of each pattern is exact: a byte string is one of
/// the reversed patterns exactly when its reverse is one of the patterns.
pub(crate) const fn reordered_piece(scalar: &Description, reverse: bool, reversed: &'static [ByteSet]) -> Piece {
    let piece = one_scalar_piece(scalar);
    if !reverse {
        return Piece::new(0, piece.size, piece.kind);
    }
    let width = piece.size;
    let kind = match piece.kind {
        // Reversed, the patterns start with what was their last byte: no
        // table of their first bytes, which would need storage of its own.
        Kind::Scalar { count, .. } => Kind::Scalar { products: reversed.split_at(count * width).0, count, tags: None },
        // One set for every byte: the same in either order.
        kind => kind,
    };
    Piece::new(0, width, kind).reversed()
}

/// The one piece of `scalar`, which must be a run or a scalar over
/// all its bytes, initialized in every value, and at most 16 bytes long:
/// an integer, or an enum without fields, whose bytes may be reversed.
const fn one_scalar_piece(scalar: &Description) -> Piece {
    let fits = scalar.tail.is_none()
        && scalar.size <= 16
        && scalar.bytes.pieces.len() == 1
        && scalar.bytes.facts.init_prefix == scalar.size
        && scalar.bytes.pieces[0].offset == 0
        && scalar.bytes.pieces[0].size == scalar.size
        && matches!(scalar.bytes.pieces[0].kind, Kind::Run(_) | Kind::Scalar { .. })
        && !scalar.bytes.pieces[0].interior_mutable;
    if !fits {
        scalar.refuse_naming(
            "transmutable: ",
            &[" is not one integer: only an enum without fields (`#[repr(u16)]`, ...), an integer, a `char` or a \
               `NonZero` is stored in a fixed byte order"],
        );
    }
    scalar.bytes.pieces[0]
}

/// The name of every record of bit fields' storage: a field of this type
/// adds no step to a path, which goes from the record straight to its bit
/// fields (`header.version_ihl.version`).
pub(crate) const STORAGE: &str = "bit fields";

/// Whether `description` is the storage of a record of bit fields.
pub(crate) const fn is_storage(description: &Description) -> bool {
    match description.name {
        Name::Plain(name) => crate::path::str_equal(name, STORAGE),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Whether the products of `products` accept exactly the integers that
    /// `expected` says, checked on every value of a 2-byte integer.
    fn check_two_bytes<const C: usize>(products: &Products<C>, expected: impl Fn(u16) -> bool) {
        // Every value natively; a spread sample under Miri, which is slow.
        let step = if cfg!(miri) { 251 } else { 1 };
        for value in (0..=u16::MAX).step_by(step).chain([u16::MAX]) {
            let bytes = value.to_ne_bytes();
            let accepted = (0..products.count).any(|p| (0..2).all(|i| products.sets[p * 2 + i].contains(bytes[i])));
            assert_eq!(accepted, expected(value), "value {value:#x}");
        }
    }

    #[test]
    fn ranges_split_into_exact_products() {
        for (low, high) in [(0u16, 0u16), (1, 0xFFFF), (0x12, 0x3456), (0xFF, 0x100), (0x1FF, 0x2FF), (7, 7)] {
            let products = Products::<64>::of_ranges(&[(low as u128, high as u128)], 2);
            check_two_bytes(&products, |v| low <= v && v <= high);
            assert!(products.count <= 3);
        }
    }

    #[test]
    fn values_merge_into_ranges() {
        let values = [5u128, 3, 4, 0x300, 0x2FF, 9, 0x10000 + 1];
        let products = Products::<{ 7 * 2 }>::of_values(values, 2);
        check_two_bytes(&products, |v| [5, 3, 4, 0x300, 0x2FF, 9, 1].contains(&v));
        assert!(products.count <= values.len());
    }

    /// One-byte values take a shortcut: it must give what the general path
    /// (splitting into ranges, merging) gives for the same values.
    #[test]
    fn byte_values_are_what_the_general_path_gives() {
        use alloc::vec::Vec;
        let cases: [&[i128]; 5] = [&[0, 1], &[0, 38, 69, 100], &[-1, -128, 127, 0, 5, 6, 7], &[255, 3], &[42]];
        for values in cases {
            let mut array = [0u128; 8];
            for (slot, &value) in array.iter_mut().zip(values) {
                *slot = value as u128;
            }
            // Padded with repeats of the first value, which add none.
            for slot in array.iter_mut().skip(values.len()) {
                *slot = values[0] as u128;
            }
            let shortcut = Products::<8>::of_values(array, 1);
            let mut bytes: Vec<u8> = values.iter().map(|&value| value as u8).collect();
            bytes.sort_unstable();
            bytes.dedup();
            let ranges: Vec<(u128, u128)> = bytes.iter().map(|&byte| (byte as u128, byte as u128)).collect();
            let general = Products::<8>::of_ranges(&ranges, 1);
            assert_eq!((shortcut.count, shortcut.width), (general.count, general.width), "{values:?}");
            // The patterns only: `of_ranges` leaves stale room after them.
            assert_eq!(shortcut.sets[..shortcut.count], general.sets[..general.count], "{values:?}");
            assert!(shortcut.tags.is_none() && general.tags.is_none(), "{values:?}");
            assert!((0..=255u8).all(|byte| shortcut.sets[0].contains(byte) == bytes.contains(&byte)), "{values:?}");
        }
        let none = Products::<1>::of_values::<0>([], 1);
        assert_eq!(none.count, 0);
    }

    #[test]
    fn values_in_order_one_after_the_other_are_one_range() {
        // Across a change of the high byte, as written and reversed (the
        // second takes the sort), and in a 2-byte integer that wraps.
        let values: [u128; 7] = [0xFD, 0xFE, 0xFF, 0x100, 0x101, 0x102, 0x103];
        let mut reversed = values;
        reversed.reverse();
        for values in [values, reversed] {
            let products = Products::<{ 7 * 2 }>::of_values(values, 2);
            check_two_bytes(&products, |v| (0xFD..=0x103).contains(&v));
            assert!(products.count <= 3);
        }
        let wrapping = Products::<{ 3 * 2 }>::of_values([0xFFFF, 0x1_0000, 0x1_0001], 2);
        check_two_bytes(&wrapping, |v| [0xFFFF, 0, 1].contains(&v));
    }

    #[test]
    fn signed_values_use_twos_complement() {
        let products = Products::<4>::of_values([(-1i16) as u128, (-2i16) as u128], 2);
        check_two_bytes(&products, |v| v == 0xFFFF || v == 0xFFFE);
    }
}
