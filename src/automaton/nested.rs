//! Nested bytes that begin at a cursor: a struct's field or an array's
//! element, whole, at its first byte, on both sides at once
//! ([`Cursor::nested_pair`]), and moving
//! over whole copies of them at once ([`Cursor::skip_nested`]). A walk
//! that finds the same bytes ahead of both of its cursors moves over them
//! this way (`query/nested.rs`).
//!
//! Reads the cursor's frames; changes only its depth and offset.

use super::{Cursor, Frame, Role};
use crate::description::{Bytes, Kind};

impl Cursor {
    /// The levels of `src` and of `dst` (each at least 1; `dst` not checked at
    /// run time) whose frames
    /// begin at both cursors' offset, hold bytes of one size whose facts
    /// agree (equal pieces make equal facts), more than one edge of a walk,
    /// and each held whole by the piece of the frame below (a struct's
    /// field of the size of its bytes, an array's element: not an
    /// alternative of a choice, which the choice's piece may outlast, nor
    /// the root); the outermost such pair from levels `from` on. Read in
    /// one call, frames in place: it is asked at every step of a walk, and
    /// const evaluation pays for each call. Sizes shrink with depth, so
    /// the levels of both sides are merged by size. Call on cursors that
    /// [`view`](Self::view) has moved.
    pub(crate) const fn nested_pair(src: &Cursor, dst: &Cursor, from: (usize, usize)) -> Option<(usize, usize)> {
        // A frame's bytes lie within those of the frame below: the
        // innermost frame begins at the offset if any does. Both cursors
        // of a walk are at one offset.
        let (src_depth, dst_depth, offset) = (src.depth, dst.depth, src.offset);
        if dst_depth < 2
            || src_depth < 2
            || dst.frames[dst_depth - 1].base != offset
            || src.frames[src_depth - 1].base != offset
            || matches!(dst.role, Role::Checked)
        {
            return None;
        }
        let (mut s, mut d) = from;
        while s < src_depth && d < dst_depth {
            let (x, y) = (&src.frames[s], &dst.frames[d]);
            if x.base != offset {
                s += 1;
            } else if y.base != offset {
                d += 1;
            } else if x.bytes.size > y.bytes.size {
                s += 1;
            } else if x.bytes.size < y.bytes.size {
                d += 1;
            } else {
                let (a, b) = (&x.bytes.facts, &y.bytes.facts);
                if a.edges > 1
                    && a.edges == b.edges
                    && a.init_prefix == b.init_prefix
                    && a.accepts_from == b.accepts_from
                    && x.bytes.piece_count == y.bytes.piece_count
                    && held_whole(&src.frames[s - 1])
                    && held_whole(&dst.frames[d - 1])
                {
                    return Some((s, d));
                }
                s += 1;
                d += 1;
            }
        }
        None
    }

    /// Whether every byte from here to `end` is initialized in every
    /// value, known from the facts of the whole bytes the cursor walks:
    /// every byte of them is, and `end` lies within them. One read, where
    /// [`always_initialized_until`](Self::always_initialized_until) reads
    /// every frame: asked at steps where most sources hold padding.
    pub(crate) const fn initialized_throughout_until(&self, end: usize) -> bool {
        let root = self.frames[0].bytes;
        root.facts.init_from == 0 && end <= root.size
    }

    /// The bytes of the frame at `level`.
    pub(crate) const fn bytes_at(&self, level: usize) -> &'static Bytes {
        self.frames[level].bytes
    }

    /// How many whole copies of the bytes at `level` (a level
    /// [`nested_pair`](Self::nested_pair) found) lie ahead, this one
    /// included: the elements left of an array, or 1 for a field.
    pub(crate) const fn copies_ahead(&self, level: usize) -> usize {
        let below = &self.frames[level - 1];
        match below.bytes.pieces[below.piece].kind {
            Kind::Repeat { count, .. } => count - below.index,
            _ => 1,
        }
    }

    /// Whether the cursor reads every byte of the next `len` as its
    /// pieces say, whatever its role: no union it has entered a field of
    /// lies below `level` (a destination's padding there takes only what
    /// safe code leaves, see `padding`), a source mixes unions over all of
    /// them or none, and no alike group's widened first byte lies among
    /// them (see [`Cursor::enter_alike`]).
    pub(crate) const fn reads_as_pieces(&self, level: usize, len: usize) -> bool {
        let end = self.offset + len;
        let mixing = self.offset < self.mixes_unions_until;
        let widened = self.widened_at.0 >= self.offset && self.widened_at.0 < end;
        !widened && (!mixing || end <= self.mixes_unions_until) && self.union_field_below(level).is_none()
    }

    /// Moves over `len` bytes of copies of the bytes at `level`, from the
    /// first byte of one (a level [`nested_start`](Self::nested_start)
    /// found), to the frame below: `len` is a whole number of copies, no
    /// more than [`copies_ahead`](Self::copies_ahead). The next
    /// [`view`](Self::view) finds the piece that follows, or the next
    /// element. An array's index is left at the last element moved over,
    /// as a walk through it leaves it: periods read indices before the
    /// next `view` does, and an index left at the first would count the
    /// elements moved over as ahead still, and repeat a period past the
    /// array's end.
    pub(crate) const fn skip_nested(&mut self, level: usize, len: usize) {
        let size = self.frames[level].bytes.size;
        let below = &mut self.frames[level - 1];
        if let Kind::Repeat { .. } = below.bytes.pieces[below.piece].kind {
            below.index += len / size - 1;
        }
        self.depth = level;
        self.offset += len;
    }
}

/// Whether the piece `below` is at holds the bytes of the frame above it
/// whole: a nest of the piece's size, or an element of a repeat.
const fn held_whole(below: &Frame) -> bool {
    // The piece a frame above was pushed from: `below.piece` is below its
    // count.
    let piece = &below.bytes.pieces[below.piece];
    match piece.kind {
        Kind::Nest(bytes) => bytes.size == piece.size,
        Kind::Repeat { .. } => true,
        _ => false,
    }
}
