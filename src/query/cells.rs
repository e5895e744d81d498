//! Interior mutability behind shared references: a `&T` may become a `&U`
//! only if every byte is inside an `UnsafeCell` in both or in neither.
//!
//! Otherwise, through one of the two references, bytes the other treats as
//! frozen could change (`&u8 -> &Cell<u8>`, then `set`), or bytes another
//! `&Cell` may change would be read as frozen (`&Cell<u8> -> &u8`). Both are
//! undefined behaviour. Whichever value the referent holds, the rule must
//! hold, so every path of *both* automata is walked. Padding counts too: a
//! shared reference freezes its padding as well, and a `Cell` laid over it
//! from the other side could write there.
//!
//! Atomics are cells that other threads may use at once, and only through
//! atomic operations of their own size: an atomic's bytes must be an atomic
//! of the same size at the same place on the other side. The cells of a
//! `MaybeUninit` of a type with cells are opaque, and agree with nothing.

use super::periods::Periods;
use super::{attempt, min, Stretch, Walk};
use crate::automaton::{Cursor, Role, View};
use crate::byte_set::ByteSet;
use crate::description::Bytes;

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
                let source_len = extent(source);
                let destination_len = extent(destination);
                let (source_cell, destination_cell) = (src.is_interior_mutable(), dst.is_interior_mutable());
                let (source_atomic, destination_atomic) = (src.atomic_unit(), dst.atomic_unit());
                let atomics_differ = match (source_atomic, destination_atomic) {
                    (None, None) => false,
                    (Some(source_unit), Some(destination_unit)) => {
                        source_unit.0 != destination_unit.0 || source_unit.1 != destination_unit.1
                    }
                    _ => true,
                };
                // Cells of an unknown arrangement agree with nothing.
                let opaque = src.is_opaque() || dst.is_opaque();
                if source_cell != destination_cell || atomics_differ || opaque {
                    // `values`: whether the source's byte is in a cell;
                    // `accepted`: whether both are, and only atomics differ
                    // (all values), or one is opaque (uninitialized only).
                    let values = if source_cell { ByteSet::ANYTHING } else { ByteSet::EMPTY };
                    let accepted = if opaque {
                        ByteSet::UNINIT
                    } else if source_cell == destination_cell {
                        ByteSet::ANYTHING
                    } else {
                        ByteSet::EMPTY
                    };
                    return walk.mismatch(&src, dst.path(), values, accepted, false);
                }
                let mut len = min(min(source_len, destination_len), remaining);
                // The next atomic is checked at its own first byte.
                if let Some((start, size)) = source_atomic {
                    len = min(len, start + size - src.offset());
                }
                src.advance(len);
                dst.advance(len);
                remaining -= len;
            }
        }
        periods.skip(&mut src, &mut dst, &mut remaining);
    }
}

/// Whether every value of `from`, read over `len` bytes as an `into` (past
/// the end of `from`, bytes are uninitialized), is a valid `into`: what a
/// shared reference writes into cells, the other reference reads. The
/// cells agree already (see [`agree`]), so only bytes inside them can
/// change; the check is made on every byte, which may refuse a pair whose
/// frozen bytes alone differ, or a referent that shrinks.
pub(super) const fn written_back(walk: &mut Walk, from: &'static Bytes, into: &'static Bytes, len: usize) -> bool {
    super::covers::covers(walk, Cursor::new(from, Role::Source), Cursor::new(into, Role::Destination), len)
}

/// How many bytes a leaf view spans.
const fn extent(view: View) -> usize {
    match view {
        View::Bytes { len, .. } | View::Pointer { len, .. } => len,
        View::Branch { size, .. } => size,
        View::End => 0,
    }
}
