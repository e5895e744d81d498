//! Periods: where a cursor's state repeats itself in a later one
//! ([`Cursor::period_since`]), so that a walk over the 1000 elements of an
//! array, or over the 64 fields of one type of a struct, is taken once and
//! repeated ([`Cursor::repeat`]).
//!
//! Reads the pieces the cursor's frames are in, and changes only the
//! counters of its frames.

use super::Cursor;
use crate::description::same::pieces_moved;
use crate::description::Kind;

/// Where a cursor's state repeats itself in another, later cursor: what
/// changed, by how much, and how often the change can be applied again.
#[derive(Clone, Copy)]
pub(crate) struct Period {
    /// The counter that changed.
    counter: Counter,
    /// How much the counter changed (elements, pieces, or bytes).
    step: usize,
    /// How many bytes one period spans.
    pub(crate) bytes: usize,
    /// How many more whole periods fit before the repeat, the run or the
    /// pieces alike end.
    pub(crate) room: usize,
}

/// The counter of a cursor that a [`Period`] moves.
#[derive(Clone, Copy)]
enum Counter {
    /// The position inside the innermost run.
    Run,
    /// The element of the repeat of the frame at this level.
    Element(usize),
    /// The piece of the frame at this level, among pieces alike (see
    /// [`pieces_moved`]): the fields of one type of a struct.
    Piece(usize),
}

impl Cursor {
    /// Whether two cursors of the same automaton are in the same state.
    pub(crate) const fn same_state(&self, other: &Cursor) -> bool {
        if self.depth != other.depth || self.offset != other.offset {
            return false;
        }
        let mut level = 0;
        while level < self.depth {
            let (a, b) = (&self.frames[level], &other.frames[level]);
            if a.piece != b.piece || a.index != b.index || a.base != b.base {
                return false;
            }
            level += 1;
        }
        true
    }

    /// Whether two cursors of the same automaton are at one piece of its
    /// description, whichever element of an array each is in: at every
    /// level the same piece, and below the innermost the same alternative
    /// of a choice (an array's elements all nest the one element's bytes).
    /// Each level's bytes are those the level below is at, from the same
    /// first bytes on, so both read the same `Piece` at the innermost.
    pub(crate) const fn at_same_piece(&self, other: &Cursor) -> bool {
        let innermost = self.depth - 1;
        // The innermost piece first, where places most often differ.
        if self.depth != other.depth || self.frames[innermost].piece != other.frames[innermost].piece {
            return false;
        }
        let mut level = 0;
        while level < innermost {
            let (a, b) = (&self.frames[level], &other.frames[level]);
            if a.piece != b.piece {
                return false;
            }
            // Read only where the indices differ: const evaluation pays
            // for every piece it reads.
            if a.index != b.index
                && (a.piece >= a.count || !matches!(a.bytes.pieces[a.piece].kind, Kind::Repeat { .. }))
            {
                return false;
            }
            level += 1;
        }
        true
    }

    /// How this later state repeats `earlier`, if they differ only in one
    /// counter: the element of one repeat, the piece of one frame among
    /// pieces alike, or the position in the innermost run. Then every state
    /// in between was walked, and the same walk from here covers the next
    /// `bytes` exactly as it did the last. The room counts at most `most`
    /// periods: pieces alike are compared one by one, which const
    /// evaluation pays for, as far as the caller can use them.
    pub(crate) const fn period_since(&self, earlier: &Cursor, most: usize) -> Option<Period> {
        if self.depth != earlier.depth || self.offset <= earlier.offset {
            return None;
        }
        let shift = self.offset - earlier.offset;
        let mut level = 0;
        while level < self.depth {
            let (now, then) = (&self.frames[level], &earlier.frames[level]);
            if now.base != then.base {
                return None;
            }
            if now.piece != then.piece {
                return self.period_across_pieces(earlier, level, shift, most);
            }
            if now.index != then.index {
                return self.period_at(earlier, level, shift);
            }
            level += 1;
        }
        // Only the position inside the innermost piece moved: a run.
        let top = &self.frames[self.depth - 1];
        if top.piece >= top.count {
            return None;
        }
        let piece = &top.bytes.pieces[top.piece];
        let end = top.base + piece.end();
        let inside = earlier.offset >= top.base + piece.offset && self.offset < end;
        if !inside || !matches!(piece.kind, Kind::Run(_)) {
            return None;
        }
        let room = (end - self.offset - 1) / shift;
        Some(Period { counter: Counter::Run, step: shift, bytes: shift, room })
    }

    const fn period_at(&self, earlier: &Cursor, level: usize, shift: usize) -> Option<Period> {
        let (now, then) = (&self.frames[level], &earlier.frames[level]);
        let piece = &now.bytes.pieces[now.piece];
        let (element, count) = match piece.kind {
            Kind::Repeat { element, count } => (element, count),
            _ => return None,
        };
        if now.index <= then.index || (now.index - then.index) * element.size != shift {
            return None;
        }
        if !self.same_below(earlier, level, shift) {
            return None;
        }
        let step = now.index - then.index;
        Some(Period { counter: Counter::Element(level), step, bytes: shift, room: (count - 1 - now.index) / step })
    }

    /// The period of a frame whose piece moved on, at the same place in the
    /// piece, `shift` bytes further: the pieces from here on each the one
    /// `step` pieces before, moved `shift` bytes on, as long as they go
    /// (and as far as `most` periods). The walk from `earlier` read the
    /// pieces it passed and the one it stopped at; each further period
    /// reads the same, `step` pieces later.
    const fn period_across_pieces(&self, earlier: &Cursor, level: usize, shift: usize, most: usize) -> Option<Period> {
        let (now, then) = (&self.frames[level], &earlier.frames[level]);
        if most == 0 || now.piece <= then.piece || now.piece >= now.count || now.index != then.index {
            return None;
        }
        if !self.same_below(earlier, level, shift) {
            return None;
        }
        let pieces = now.bytes.pieces;
        let step = now.piece - then.piece;
        // The pieces from here to `last` (not included) are each the one
        // `step` before them, moved on; the period `room` periods on ends
        // on piece `now.piece + room * step`, which must be one of them.
        let furthest = most.saturating_mul(step).saturating_add(now.piece);
        let end = if furthest < now.count { furthest + 1 } else { now.count };
        // Pieces the description's facts know alike, one after the other
        // (`char` fields), at the distance of this period: each is the one
        // before it moved on, without reading them. The pieces after them
        // are compared.
        let facts = &now.bytes.facts;
        let mut from = now.piece;
        if step == 1
            && facts.alike_from < from
            && from < facts.alike_to
            && pieces[from].offset - pieces[from - 1].offset == shift
        {
            from = if end < facts.alike_to { end } else { facts.alike_to };
        }
        let last = if from < end { from + pieces_moved(pieces, from, end, step, shift) } else { from };
        if last == now.piece {
            return None;
        }
        let room = (last - 1 - now.piece) / step;
        if room == 0 {
            return None;
        }
        Some(Period { counter: Counter::Piece(level), step, bytes: shift, room })
    }

    /// Whether the frames deeper than `level` are the same state as
    /// `earlier`'s, moved by `shift` bytes.
    const fn same_below(&self, earlier: &Cursor, level: usize, shift: usize) -> bool {
        let mut deeper = level + 1;
        while deeper < self.depth {
            let (a, b) = (&self.frames[deeper], &earlier.frames[deeper]);
            if a.piece != b.piece || a.index != b.index || a.base != b.base + shift {
                return false;
            }
            deeper += 1;
        }
        true
    }

    /// Applies `period` `times` times: the walk would pass through exactly
    /// these bytes, identical to the last period's.
    pub(crate) const fn repeat(&mut self, period: Period, times: usize) {
        let distance = period.bytes * times;
        self.offset += distance;
        let level = match period.counter {
            Counter::Run => return,
            Counter::Element(level) => {
                self.frames[level].index += period.step * times;
                level
            }
            Counter::Piece(level) => {
                self.frames[level].piece += period.step * times;
                level
            }
        };
        // Below the counter, the same state further on: the bytes nested
        // there are those of the piece the period started from, which the
        // pieces after it equal.
        let mut deeper = level + 1;
        while deeper < self.depth {
            self.frames[deeper].base += distance;
            deeper += 1;
        }
    }
}
