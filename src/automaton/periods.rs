//! Periods: where a cursor's state repeats itself in a later one
//! ([`Cursor::period_since`]), so that a walk over the 1000 elements of an
//! array is taken once and repeated ([`Cursor::repeat`]).
//!
//! Reads and changes only the counters of the cursor's frames.

use super::Cursor;
use crate::description::Kind;

/// Where a cursor's state repeats itself in another, later cursor: what
/// changed, by how much, and how often the change can be applied again.
#[derive(Clone, Copy)]
pub(crate) struct Period {
    /// The frame whose counter changed; `None` when only the position inside
    /// the innermost run changed.
    level: Option<usize>,
    /// How much the counter changed (elements, or bytes).
    step: usize,
    /// How many bytes one period spans.
    pub(crate) bytes: usize,
    /// How many more whole periods fit before the repeat or run ends.
    pub(crate) room: usize,
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

    /// How this later state repeats `earlier`, if they differ only in one
    /// counter: the element of one repeat, or the position in the innermost
    /// run. Then every state in between was walked, and the same walk from
    /// here covers the next `bytes` exactly as it did the last.
    pub(crate) const fn period_since(&self, earlier: &Cursor) -> Option<Period> {
        if self.depth != earlier.depth || self.offset <= earlier.offset {
            return None;
        }
        let shift = self.offset - earlier.offset;
        let mut level = 0;
        while level < self.depth {
            let (now, then) = (&self.frames[level], &earlier.frames[level]);
            if now.piece != then.piece || now.base != then.base {
                return None;
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
        Some(Period { level: None, step: shift, bytes: shift, room })
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
        // Deeper frames must be the same state, moved by `shift` bytes.
        let mut deeper = level + 1;
        while deeper < self.depth {
            let (a, b) = (&self.frames[deeper], &earlier.frames[deeper]);
            if a.piece != b.piece || a.index != b.index || a.base != b.base + shift {
                return None;
            }
            deeper += 1;
        }
        let step = now.index - then.index;
        Some(Period { level: Some(level), step, bytes: shift, room: (count - 1 - now.index) / step })
    }

    /// Applies `period` `times` times: the walk would pass through exactly
    /// these bytes, identical to the last period's.
    pub(crate) const fn repeat(&mut self, period: Period, times: usize) {
        let distance = period.bytes * times;
        self.offset += distance;
        if let Some(level) = period.level {
            self.frames[level].index += period.step * times;
            let mut deeper = level + 1;
            while deeper < self.depth {
                self.frames[deeper].base += distance;
                deeper += 1;
            }
        }
    }
}
