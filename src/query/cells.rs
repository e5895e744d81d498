//! Interior mutability behind shared references: a `&T` may become a `&U`
//! only if every byte is inside an `UnsafeCell` in both or in neither.
//!
//! Otherwise, through one of the two references, bytes the other treats as
//! frozen could change (`&u8 -> &Cell<u8>`, then `set`), or bytes another
//! `&Cell` may change would be read as frozen (`&Cell<u8> -> &u8`). Both are
//! undefined behaviour. Whichever value the referent holds, the rule must
//! hold, so every path of *both* automata is walked; padding is ignored on
//! either side, since no code reads it.

use super::periods::Periods;
use super::{attempt, min, Stretch, Walk};
use crate::automaton::{Cursor, View};
use crate::byte_set::ByteSet;

/// Whether, over the next `remaining` bytes, every path of `src` and every
/// path of `dst` agree on which bytes are inside an `UnsafeCell`.
pub(super) const fn agree(walk: &mut Walk, mut src: Cursor, mut dst: Cursor, mut remaining: usize) -> bool {
    let mut periods = Periods::new(&src, &dst);
    loop {
        if remaining == 0 {
            return true;
        }
        if !walk.step() {
            return false;
        }
        let source_view = attempt!(walk, src.view());
        let destination_view = attempt!(walk, dst.view());
        match (source_view, destination_view) {
            (_, View::End) | (View::End, _) => return true,
            (View::Branch { size, count }, _) => {
                let Stretch { span, window, after, cut } = attempt!(walk, Stretch::of(&dst, size, remaining));
                let mut alternative = 0;
                while alternative < count {
                    if src.alternative_is_inhabited(alternative) {
                        let mut inside = src;
                        attempt!(walk, inside.enter(alternative));
                        if !agree(walk, inside, dst, window) {
                            return false;
                        }
                    }
                    alternative += 1;
                }
                if !cut {
                    return true;
                }
                src.skip_branch();
                dst = after;
                remaining -= span;
            }
            (_, View::Branch { size, count }) => {
                let Stretch { span, window, after, cut } = attempt!(walk, Stretch::of(&src, size, remaining));
                let mut alternative = 0;
                while alternative < count {
                    if dst.alternative_is_inhabited(alternative) {
                        let mut inside = dst;
                        attempt!(walk, inside.enter(alternative));
                        if !agree(walk, src, inside, window) {
                            return false;
                        }
                    }
                    alternative += 1;
                }
                if !cut {
                    return true;
                }
                src = after;
                dst.skip_branch();
                remaining -= span;
            }
            (source, destination) => {
                let (source_len, source_padding) = extent(source);
                let (destination_len, destination_padding) = extent(destination);
                let (source_cell, destination_cell) = (src.is_interior_mutable(), dst.is_interior_mutable());
                if !source_padding && !destination_padding && source_cell != destination_cell {
                    let values = if source_cell { ByteSet::ANYTHING } else { ByteSet::EMPTY };
                    return walk.mismatch(&src, dst.path(), values, ByteSet::EMPTY, false);
                }
                let len = min(min(source_len, destination_len), remaining);
                src.advance(len);
                dst.advance(len);
                remaining -= len;
            }
        }
        periods.skip(&mut src, &mut dst, &mut remaining);
    }
}

/// How many bytes a leaf view spans, and whether they are padding.
const fn extent(view: View) -> (usize, bool) {
    match view {
        View::Bytes { len, padding, .. } => (len, padding),
        View::Pointer { len, .. } => (len, false),
        View::Branch { size, .. } => (size, false),
        View::End => (0, true),
    }
}
