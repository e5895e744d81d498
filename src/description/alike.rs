//! Alternatives alike after their first byte.
//!
//! An enum of many variants often holds the same fields in most of them
//! (`A(u8), B(u8), ...`). A check that walks such an enum variant by variant
//! walks the same bytes again and again, once per tag. Two alternatives are
//! *alike* when, after the first byte, they are equal in everything a check
//! reads: pieces, offsets, sizes, kinds, value sets, tags, cell, atomic and
//! opaque flags, sealing, byte order; and below the alternative's own pieces,
//! names too, which the recognition of unions and referents reads (see
//! `description/same.rs`). The alternative's own piece names are read only by
//! explanations. Pointers are never alike: a check reads their referents
//! further than a description compares cheaply.
//!
//! So, for a source value of the first byte, a destination alternative
//! accepts the rest exactly when any alternative alike to it does, and a
//! source's alike alternatives together produce the values of one of them
//! with the first byte taking every member's values. The tag table keeps
//! the groups, made once per type; the query walks a group once and falls
//! back to its members one by one where the group fails, so that an
//! explanation names what it names without groups.

use super::same::{same_flags, same_piece, Comparison, Names};
use super::{tag_byte, Alternative, Bytes, Kind};
use crate::limits::MAX_ALIKE_GROUPS;

/// How many pieces one comparison of two alternatives reads at most; two
/// alternatives larger than that are not grouped. A comparison costs const
/// evaluation steps in every type that is described, checked or not.
const MAX_COMPARED_PIECES: usize = 64;

// A tag table numbers groups from 1 in a byte.
const _: () = assert!(MAX_ALIKE_GROUPS < u8::MAX as usize);

/// The groups of alike alternatives found so far, while a tag table is
/// made: the first member of each, and the group of the last alternative
/// placed.
pub(super) struct Grouping {
    firsts: [usize; MAX_ALIKE_GROUPS],
    /// The [`fingerprint`] of each group's first member.
    fingerprints: [u64; MAX_ALIKE_GROUPS],
    count: usize,
    previous: usize,
}

impl Grouping {
    /// No group yet.
    pub(super) const NONE: Grouping = Grouping {
        firsts: [0; MAX_ALIKE_GROUPS],
        fingerprints: [0; MAX_ALIKE_GROUPS],
        count: 0,
        previous: MAX_ALIKE_GROUPS,
    };

    /// Places the inhabited alternative `index` of `alternatives` in the
    /// group of the first alternative it is alike to, or in a new group
    /// while fewer than [`MAX_ALIKE_GROUPS`] exist. Returns the group's
    /// number plus one, or 0 for none; the caller adds the alternative's
    /// first byte to that group's values.
    /// An alternative is compared with the group of the one before it
    /// first: variants alike are most often declared together; then only
    /// with the groups of its [`fingerprint`], so that a wide enum of
    /// unlike variants pays little more than one comparison for each.
    #[inline]
    pub(super) const fn place(&mut self, alternatives: &[Alternative], index: usize) -> u8 {
        let bytes = &alternatives[index].bytes;
        let mut group = MAX_ALIKE_GROUPS;
        if self.previous < self.count && alike(&alternatives[self.firsts[self.previous]].bytes, bytes) {
            group = self.previous;
        } else {
            let key = fingerprint(bytes);
            let mut candidate = 0;
            while candidate < self.count {
                if candidate != self.previous
                    && self.fingerprints[candidate] == key
                    && alike(&alternatives[self.firsts[candidate]].bytes, bytes)
                {
                    group = candidate;
                    break;
                }
                candidate += 1;
            }
            if group == MAX_ALIKE_GROUPS {
                if self.count == MAX_ALIKE_GROUPS || !groupable(bytes) {
                    return 0;
                }
                group = self.count;
                self.firsts[group] = index;
                self.fingerprints[group] = key;
                self.count += 1;
            }
        }
        self.previous = group;
        (group + 1) as u8
    }
}

/// A number equal for alike alternatives, read from their pieces after the
/// first without looking into nested bytes: a quick test before [`alike`].
#[inline]
const fn fingerprint(bytes: &Bytes) -> u64 {
    let mut key = bytes.pieces.len() as u64;
    let mut i = 1;
    while i < bytes.pieces.len() {
        let piece = &bytes.pieces[i];
        let content = match &piece.kind {
            Kind::Run(set) => set.fingerprint(),
            Kind::Tag(value) => *value as u64 ^ (*value >> 64) as u64,
            Kind::Scalar { count, .. } | Kind::Repeat { count, .. } => *count as u64,
            Kind::Nest(nested) => nested.pieces.len() as u64,
            Kind::Choice(choice) => choice.alternatives.len() as u64,
            Kind::Pointer(_) => 0,
        };
        key = key.rotate_left(7) ^ ((piece.offset as u64) << 32) ^ piece.size as u64 ^ content;
        i += 1;
    }
    key
}

/// Whether `bytes`, inhabited and starting with a byte of their own, start
/// with one byte of a run or with a tag: alternatives whose first byte is
/// more are never grouped.
#[inline]
const fn groupable(bytes: &Bytes) -> bool {
    let first = &bytes.pieces[0];
    match first.kind {
        Kind::Run(_) => first.size == 1,
        Kind::Tag(_) => true,
        _ => false,
    }
}

/// Whether `b` is alike to `a` after their first byte (see the [module
/// documentation](self)), `a` being [`groupable`].
#[inline]
const fn alike(a: &Bytes, b: &Bytes) -> bool {
    if a.size != b.size || a.pieces.len() != b.pieces.len() {
        return false;
    }
    let (x, y) = (&a.pieces[0], &b.pieces[0]);
    if x.size != y.size || !same_flags(x, y) {
        return false;
    }
    match (&x.kind, &y.kind) {
        (Kind::Run(_), Kind::Run(_)) => {}
        (Kind::Tag(left), Kind::Tag(right)) => {
            let mut byte = 1;
            while byte < x.size {
                if tag_byte(*left, x.size, byte) != tag_byte(*right, y.size, byte) {
                    return false;
                }
                byte += 1;
            }
        }
        _ => return false,
    }
    let mut comparison = Comparison::bounded(MAX_COMPARED_PIECES);
    let mut i = 1;
    while i < a.pieces.len() {
        if !same_piece(&mut comparison, &a.pieces[i], &b.pieces[i], 0, Names::Ignored) {
            return false;
        }
        i += 1;
    }
    true
}
