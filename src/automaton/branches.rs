//! Branches at a cursor: which alternatives a choice or scalar offers, which
//! to try first, and entering one ([`Cursor::enter`]).
//!
//! May touch the cursor's frames through the moves of `walk.rs`, and the
//! reading of unions in place (`unions.rs`).

use super::unions::reads_in_place;
use super::{Cursor, MIX};
use crate::byte_set::ByteSet;
use crate::description::{Choice, Kind, Piece};
use crate::limits::Limit;

impl Cursor {
    /// The fields of the union whose first byte is at the cursor, if one
    /// is, and its size. Call on a cursor that [`view`](Self::view) has
    /// moved.
    pub(crate) const fn union_here(&self) -> Option<(Choice, usize)> {
        let top = self.frames[self.depth - 1];
        if top.piece >= top.count {
            return None;
        }
        let piece = &top.bytes.pieces[top.piece];
        match piece.kind {
            Kind::Choice(choice)
                if choice.union
                    && !reads_in_place(top.index, &choice)
                    && self.offset == top.base + piece.offset
                    && piece.size > 0 =>
            {
                Some((choice, piece.size))
            }
            _ => None,
        }
    }

    /// Whether a field of the union whose first byte is at the cursor (see
    /// [`union_here`](Self::union_here)) holds a value; `false` where no
    /// union is.
    pub(crate) const fn union_holds_a_value(&self) -> bool {
        let Some((choice, _)) = self.union_here() else {
            return false;
        };
        let fields = choice.alternatives;
        let mut i = 0;
        while i < choice.alternative_count {
            if fields[i].bytes.facts.inhabited {
                return true;
            }
            i += 1;
        }
        false
    }

    /// Whether alternative `index` of the branch at the cursor can hold a
    /// value at all.
    pub(crate) const fn alternative_is_inhabited(&self, index: usize) -> bool {
        match self.current_piece() {
            // The mix (see `offers_mix`) holds a value wherever its fields do.
            Some(Piece { kind: Kind::Choice(choice), .. }) if index == choice.alternative_count => true,
            Some(Piece { kind: Kind::Choice(choice), .. }) => choice.alternatives[index].bytes.facts.inhabited,
            _ => true,
        }
    }

    /// The alternative of the choice at the cursor whose most initialized
    /// value holds the most initialized bytes (the first such), among those
    /// with values; `None` at a scalar, whose patterns are all alike so, or
    /// at a union's mix.
    pub(crate) const fn likeliest_alternative(&self) -> Option<usize> {
        let (alternatives, count) = match self.current_piece() {
            Some(Piece { kind: Kind::Choice(choice), .. }) => (choice.alternatives, choice.alternative_count),
            _ => return None,
        };
        let (mut best, mut most) = (None, 0);
        let mut i = 0;
        while i < count {
            let facts = &alternatives[i].bytes.facts;
            if facts.inhabited && (best.is_none() || facts.most_initialized > most) {
                best = Some(i);
                most = facts.most_initialized;
            }
            i += 1;
        }
        best
    }

    /// The first alternative of the choice at the cursor, as a destination
    /// reads it, that takes every initialized byte string over its bytes:
    /// inhabited, and dense in a union (no padding, where only what safe
    /// code leaves is taken) or taking every value from its first piece
    /// in an enum. `None` where none does, or at a scalar. The one to try
    /// first against a source of initialized bytes: the alternatives are
    /// tried one by one, and the first that takes the source settles it.
    pub(crate) const fn accepting_alternative(&self) -> Option<usize> {
        let Some(Piece { kind: Kind::Choice(choice), .. }) = self.current_piece() else {
            return None;
        };
        let mut i = 0;
        while i < choice.alternative_count {
            let facts = &choice.alternatives[i].bytes.facts;
            if facts.inhabited && if choice.union { facts.dense } else { facts.accepts_from == 0 } {
                return Some(i);
            }
            i += 1;
        }
        None
    }

    /// The smallest field of the union at the cursor that holds a value
    /// and takes every initialized value in its pieces (the first such),
    /// as a destination reads it: past its end, a field takes what the
    /// other fields' writes leave there, uninitialized bytes among them,
    /// so the smallest asks the fewest bytes of a source to be
    /// initialized (`U { u32, u8 }`'s `u8`; `U { bool, u16 }`'s `u16`, as
    /// a `bool` takes two values). `None` at an enum's choice or a
    /// scalar, or where no field takes every value. The one to try
    /// first against a source at an enum's tag, whose variants most often
    /// leave padding after it: the alternatives are tried one by one, and
    /// the first that takes the source settles it.
    pub(crate) const fn smallest_field(&self) -> Option<usize> {
        let Some(Piece { kind: Kind::Choice(choice), .. }) = self.current_piece() else {
            return None;
        };
        if !choice.union {
            return None;
        }
        let (mut best, mut size) = (None, usize::MAX);
        let mut i = 0;
        while i < choice.alternative_count {
            let facts = &choice.alternatives[i].bytes.facts;
            if facts.inhabited && facts.accepts_from == 0 && facts.most_initialized < size {
                best = Some(i);
                size = facts.most_initialized;
            }
            i += 1;
        }
        best
    }

    /// Whether the cursor is at an enum's tag: the first byte of a variant,
    /// whose fields most often leave padding after it.
    pub(crate) const fn at_tag(&self) -> bool {
        matches!(self.current_piece(), Some(Piece { kind: Kind::Tag(_), .. }))
    }

    /// Whether the branch at the cursor is a scalar's: its patterns are
    /// values of one integer, whose bytes lie in the same cells whichever
    /// pattern holds them.
    pub(crate) const fn at_scalar(&self) -> bool {
        matches!(self.current_piece(), Some(Piece { kind: Kind::Scalar { .. }, .. }))
    }

    /// The patterns of the scalar whose first byte is at the cursor, not
    /// entered: its size, its patterns back to back and the number that
    /// names them, or 0 (see [`Kind::Scalar`]). Call on a cursor that
    /// [`view`](Self::view) has moved.
    pub(crate) const fn scalar_here(&self) -> Option<(usize, &'static [ByteSet], u16)> {
        let top = self.frames[self.depth - 1];
        if top.piece >= top.count || top.index != 0 {
            return None;
        }
        let piece = &top.bytes.pieces[top.piece];
        match piece.kind {
            Kind::Scalar { products, identity, .. } if self.offset == top.base + piece.offset => {
                Some((piece.size, products, identity))
            }
            _ => None,
        }
    }

    /// Enters alternative `index` of the branch that [`view`](Self::view)
    /// reported.
    pub(crate) const fn enter(&mut self, index: usize) -> Result<(), Limit> {
        let top = self.frames[self.depth - 1];
        let piece = &top.bytes.pieces[top.piece];
        self.frames[self.depth - 1].index = match piece.kind {
            Kind::Scalar { .. } => index + 1,
            // The mix is read in place, byte by byte, like a run; so are
            // the fields of a union that mixes, each under one-byte parts
            // of the others.
            Kind::Choice(choice) if index == choice.alternative_count => {
                self.frames[self.depth - 1].index = MIX;
                return Ok(());
            }
            Kind::Choice(choice) if self.offers_mix(&choice) => {
                self.frames[self.depth - 1].index = MIX - 1 - index;
                return Ok(());
            }
            _ => index,
        };
        match piece.kind {
            Kind::Choice(choice) => self.push(&choice.alternatives[index].bytes, top.base + piece.offset),
            _ => Ok(()),
        }
    }

    /// Enters alternative `index` of a source's enum, one of a group of
    /// alike alternatives whose first bytes hold `values` together
    /// ([`alike_group`](Self::alike_group)): the cursor reads that first
    /// byte as `values`, and then the alternative, so it stands for every
    /// member of the group at once.
    pub(crate) const fn enter_alike(&mut self, index: usize, values: &'static ByteSet) -> Result<(), Limit> {
        if let Err(limit) = self.enter(index) {
            return Err(limit);
        }
        self.widened_at = (self.offset, self.depth);
        self.widened = values;
        Ok(())
    }
}
