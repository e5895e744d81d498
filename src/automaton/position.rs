//! Where a cursor is: the alternative it entered, the cells and atomics
//! its byte lies in, and the field path of its position, for explanations
//! ([`Cursor::path`]).
//!
//! Reads the cursor's frames; moves no cursor.

use super::bytes::push_path_within;
use super::unions::in_place;
use super::{Cursor, Role};
use crate::description::Kind;
use crate::path::Path;

impl Cursor {
    /// The alternative the cursor entered of a choice that starts at its
    /// offset, if any: a hint of which alternative of the other side's choice
    /// to try first (a union against the same union).
    pub(crate) const fn alternative_here(&self) -> Option<usize> {
        let mut level = self.depth;
        while level > 1 {
            level -= 1;
            let frame = &self.frames[level - 1];
            if frame.piece < frame.count {
                let piece = &frame.bytes.pieces[frame.piece];
                if matches!(piece.kind, Kind::Choice(_)) && frame.base + piece.offset == self.offset {
                    return Some(frame.index);
                }
            }
        }
        None
    }

    /// Whether the cursor reads a destination checked at run time.
    pub(crate) const fn is_checked(&self) -> bool {
        matches!(self.role, Role::Checked)
    }

    /// The atomic the byte at the cursor belongs to, if any: its first
    /// byte's offset and its size.
    /// An atomic inside a `Cell` or an `UnsafeCell` is not one: the cell
    /// is not shared between threads, and writes to it are not atomic.
    pub(crate) const fn atomic_unit(&self) -> Option<(usize, usize)> {
        let mut level = 0;
        while level < self.depth {
            let frame = &self.frames[level];
            if frame.piece < frame.count {
                let piece = &frame.bytes.pieces[frame.piece];
                let start = frame.base + piece.offset;
                if self.offset >= start && self.offset < start + piece.size {
                    if piece.atomic {
                        return Some((start, piece.size));
                    }
                    if piece.interior_mutable {
                        return None;
                    }
                }
            }
            level += 1;
        }
        None
    }

    /// Whether the byte at the cursor lies in cells of an unknown
    /// arrangement (a `MaybeUninit` of a type with cells).
    pub(crate) const fn is_opaque(&self) -> bool {
        let mut level = 0;
        while level < self.depth {
            let frame = &self.frames[level];
            if frame.piece < frame.count {
                let piece = &frame.bytes.pieces[frame.piece];
                let start = frame.base + piece.offset;
                if piece.opaque && self.offset >= start && self.offset < start + piece.size {
                    return true;
                }
            }
            level += 1;
        }
        false
    }

    /// Whether the byte at the cursor lies inside an `UnsafeCell`.
    pub(crate) const fn is_interior_mutable(&self) -> bool {
        let mut level = 0;
        while level < self.depth {
            let frame = &self.frames[level];
            if frame.piece < frame.count {
                let piece = &frame.bytes.pieces[frame.piece];
                if piece.interior_mutable && self.offset >= frame.base + piece.offset {
                    return true;
                }
            }
            level += 1;
        }
        false
    }

    /// The field path of the cursor's position, for explanations.
    pub(crate) const fn path(&self) -> Path {
        let mut path = Path::new();
        let mut level = 0;
        while level < self.depth {
            let frame = &self.frames[level];
            if frame.piece < frame.count {
                let piece = &frame.bytes.pieces[frame.piece];
                if self.offset >= frame.base + piece.offset {
                    path.push_piece(piece);
                    match piece.kind {
                        Kind::Repeat { .. } => path.push_index(frame.index),
                        Kind::Choice(choice) if level + 1 < self.depth => {
                            path.push_variant(choice.alternatives[frame.index].name)
                        }
                        Kind::Choice(choice) => {
                            if let Some(Some(field)) = in_place(frame.index, &choice) {
                                path.push_variant(choice.alternatives[field].name);
                                let within = self.offset - (frame.base + piece.offset);
                                push_path_within(&choice.alternatives[field].bytes, within, &mut path);
                            }
                        }
                        _ => {}
                    }
                } else {
                    path.push_padding();
                }
            } else if level == 0 && self.offset >= frame.bytes.size {
                path.push_beyond();
            } else {
                path.push_padding();
            }
            level += 1;
        }
        path
    }
}
