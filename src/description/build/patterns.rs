//! Patterns: the byte patterns (products of byte sets) of integers
//! restricted to some values or ranges, the storage of `Scalar` pieces, and
//! those patterns with their bytes reversed for values stored in a fixed
//! byte order. Touches pieces of one scalar only; its tag table comes from
//! `choices.rs`.

use crate::byte_set::ByteSet;
use crate::description::{Description, Kind, Piece, TagTable};
use crate::limits::MAX_REORDERED_PATTERN_BYTES;

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
    #[inline]
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
    #[inline]
    const fn of_bytes<const N: usize>(values: [u128; N]) -> Self {
        let mut products = Products { sets: [ByteSet::EMPTY; CAPACITY], count: 0, width: 1, tags: None };
        if N == 0 {
            return products;
        }
        // A bit at a time: two calls per value cost a 256-variant enum
        // more than the rest of its description.
        let mut words = [0u64; 4];
        let mut i = 0;
        while i < N {
            let value = values[i] as u8;
            words[(value / 64) as usize] |= 1 << (value % 64);
            i += 1;
        }
        products.sets[0] = ByteSet::of_words(words);
        products.count = 1;
        products
    }

    /// The patterns of the `width`-byte integers in the `ranges` (inclusive,
    /// sorted, disjoint).
    #[inline]
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
    #[inline]
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
    #[inline]
    pub const fn piece(&'static self) -> Piece {
        self.identified_piece(Kind::UNNAMED_PATTERNS)
    }

    /// [`piece`](Self::piece), its patterns named by `identity` (see
    /// [`Kind::Scalar`]): a number no other patterns are given.
    #[inline]
    pub(crate) const fn identified_piece(&'static self, identity: u16) -> Piece {
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
        Piece::new(0, self.width, Kind::Scalar { products, count: self.count, tags: self.tags.as_ref(), identity })
    }

    /// Splits `low..=high` into products of per-byte ranges, most significant
    /// byte first: at most `2 * width - 1` of them, and never more than the
    /// range has values.
    #[inline]
    const fn add_range(&mut self, low: u128, high: u128) {
        let mut prefix = [ByteSet::EMPTY; 16];
        self.split(&mut prefix, 0, low, high);
    }

    /// Adds the products for values `low..=high` of the `digits` low-order
    /// bytes, after the fixed higher bytes in `prefix[..position]`.
    #[inline]
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
    #[inline]
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
    #[inline]
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
    #[inline]
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
    #[inline]
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

    #[inline]
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
#[inline]
const fn width_mask(width: usize) -> u128 {
    if width >= 16 {
        u128::MAX
    } else {
        (1u128 << (8 * width)) - 1
    }
}

/// Sorts in O(n log n): wide enums can have hundreds of variants, and each
/// const-evaluation step counts.
#[inline]
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

#[inline]
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

/// The patterns of `scalar`'s one piece, each with its bytes in reverse
/// order, back to back: the storage of [`reordered_piece`]. Empty where the
/// piece has none to reverse.
#[inline]
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
#[inline]
pub(crate) const fn reordered_piece(scalar: &Description, reverse: bool, reversed: &'static [ByteSet]) -> Piece {
    let piece = one_scalar_piece(scalar);
    if !reverse {
        return Piece::new(0, piece.size, piece.kind);
    }
    let width = piece.size;
    let kind = match piece.kind {
        // Reversed, the patterns start with what was their last byte: no
        // table of their first bytes, which would need storage of its own.
        Kind::Scalar { count, .. } => Kind::Scalar {
            products: reversed.split_at(count * width).0,
            count,
            tags: None,
            identity: Kind::UNNAMED_PATTERNS,
        },
        // One set for every byte: the same in either order.
        kind => kind,
    };
    Piece::new(0, width, kind).reversed()
}

/// The one piece of `scalar`, which must be a run or a scalar over
/// all its bytes, initialized in every value, and at most 16 bytes long:
/// an integer, or an enum without fields, whose bytes may be reversed.
#[inline]
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
