//! Tags: the alternatives of a branch that dispatches on its first byte
//! ([`Tags`], from [`Cursor::tags`]), and the groups of alike alternatives a
//! source's enum enters as one ([`Cursor::alike_group`]).
//!
//! Reads the description's tag tables; moves no cursor.

use super::{Cursor, Role};
use crate::byte_set::ByteSet;
use crate::description::{Alternative, Choice, Kind, Piece, TagTable};

impl Cursor {
    /// The tags of the branch at the cursor, when it dispatches on its first
    /// byte.
    pub(crate) const fn tags(&self) -> Option<Tags> {
        if matches!(self.role, Role::Checked) {
            // A checked destination accepts every tag; nothing to dispatch on.
            return None;
        }
        match self.current_piece() {
            Some(Piece { kind: Kind::Choice(Choice { alternatives, tags: Some(table), .. }), .. }) => {
                Some(Tags { firsts: Firsts::Alternatives(alternatives), table })
            }
            Some(Piece { kind: Kind::Scalar { products, tags: Some(table), .. }, size, .. }) => {
                Some(Tags { firsts: Firsts::Patterns { products, width: *size }, table })
            }
            _ => None,
        }
    }

    /// The tags of the enum at a destination cursor checked at run time,
    /// when every variant with a value begins with a tag of one width, and
    /// that width. A validator reads such a tag first, whole, and a
    /// variant's other bytes only under its tag (a plan guards them by it,
    /// `validate/plan.rs`; the walk and the explanation read a variant's
    /// pieces in order and stop at its tag), so a variant whose tag a
    /// value's first byte cannot begin is never read in that value. Not
    /// for a union, each of whose readings a plan reads whatever the bytes.
    pub(crate) const fn checked_tags(&self) -> Option<(Tags, usize)> {
        if !matches!(self.role, Role::Checked) {
            return None;
        }
        let top = self.frames[self.depth - 1];
        if top.piece >= top.count {
            return None;
        }
        let piece = &top.bytes.pieces[top.piece];
        if self.offset != top.base + piece.offset {
            return None;
        }
        match piece.kind {
            Kind::Choice(choice @ Choice { alternatives, tags: Some(table), union: false, .. }) => {
                match crate::integers::tag_width(choice) {
                    Some(width) => Some((Tags { firsts: Firsts::Alternatives(alternatives), table }, width)),
                    None => None,
                }
            }
            _ => None,
        }
    }

    /// The group of alike alternatives (see `description/alike.rs`) that
    /// alternative `index` of the enum at a source cursor belongs to, with
    /// two or more members, and the values their first bytes hold: the
    /// group's number and those values.
    pub(crate) const fn alike_group(&self, index: usize) -> Option<(usize, &'static ByteSet)> {
        if !matches!(self.role, Role::Source) {
            return None;
        }
        let top = self.frames[self.depth - 1];
        if top.piece >= top.count {
            return None;
        }
        let piece = &top.bytes.pieces[top.piece];
        let (alternatives, table) = match piece.kind {
            Kind::Choice(Choice { alternatives, tags: Some(table), union: false, .. }) => (alternatives, table),
            _ => return None,
        };
        if self.offset != top.base + piece.offset {
            return None;
        }
        let own = Tags { firsts: Firsts::Alternatives(alternatives), table }.of(index);
        let group = match own.first_symbol() {
            Some(symbol) => table.groups[symbol] as usize,
            None => 0,
        };
        if group == 0 {
            return None;
        }
        let values = &table.alike[group - 1];
        if values.is_subset_of(own) {
            return None;
        }
        Some((group - 1, values))
    }
}

/// The alternatives of a branch that dispatches on its first byte: their
/// first bytes' values are disjoint, so a value picks one alternative, which
/// the table names.
#[derive(Clone, Copy)]
pub(crate) struct Tags {
    firsts: Firsts,
    table: &'static TagTable,
}

/// Where the first bytes of the alternatives of a branch that dispatches
/// are read.
#[derive(Clone, Copy)]
enum Firsts {
    /// A choice's alternatives.
    Alternatives(&'static [Alternative]),
    /// A scalar's patterns, `width` bytes each.
    Patterns { products: &'static [ByteSet], width: usize },
}

impl Tags {
    /// The values the first byte of alternative `index` may hold: none if
    /// the alternative is uninhabited.
    pub(crate) const fn of(&self, index: usize) -> ByteSet {
        let alternatives = match self.firsts {
            Firsts::Alternatives(alternatives) => alternatives,
            Firsts::Patterns { products, width } => return products[index * width],
        };
        let alternative = &alternatives[index];
        if !alternative.bytes.facts.inhabited {
            return ByteSet::EMPTY;
        }
        let first = &alternative.bytes.pieces[0];
        match first.kind {
            Kind::Run(set) => set,
            Kind::Tag(value) => ByteSet::single(crate::description::tag_byte(value, first.size, 0)),
            _ => ByteSet::ANYTHING,
        }
    }

    /// The values the first byte may hold in the alternative that owns
    /// the symbol of index `symbol` and in every alternative alike to it
    /// (see `description/alike.rs`).
    pub(crate) const fn alike(&self, symbol: usize) -> ByteSet {
        match self.table.groups[symbol] {
            0 => self.of(self.owner(symbol)),
            group => self.table.alike[group as usize - 1],
        }
    }

    /// The values the first byte may hold in some alternative.
    pub(crate) const fn all(&self) -> ByteSet {
        self.table.claimed
    }

    /// The alternative whose first byte holds the symbol of index `symbol`,
    /// one of [`all`](Self::all).
    pub(crate) const fn owner(&self, symbol: usize) -> usize {
        self.table.owners[symbol] as usize
    }
}
