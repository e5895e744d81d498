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
use super::{attempt, least, same_union_ahead, KnownUnion, Stretch, Walk};
use crate::automaton::{Cursor, Role, View};
use crate::byte_set::ByteSet;
use crate::description::Bytes;

/// Whether, over the next `remaining` bytes, every path of `src` and every
/// path of `dst` agree on which bytes are inside an `UnsafeCell`.
pub(super) const fn agree(walk: &mut Walk<'_>, mut src: Cursor, mut dst: Cursor, mut remaining: usize) -> bool {
    let mut periods = Periods::START;
    let mut known = KnownUnion::NONE;
    loop {
        if remaining == 0 {
            return true;
        }
        if !walk.step() {
            return false;
        }
        let source_view = attempt!(walk, src.view());
        let destination_view = attempt!(walk, dst.view());
        // One union at one place, inside cells on both sides or on neither,
        // has its cells where they are, whichever field is written.
        if let Some(size) = same_union_ahead(&src, &dst, remaining, &mut known) {
            if src.is_interior_mutable() == dst.is_interior_mutable()
                && !src.is_opaque()
                && !dst.is_opaque()
                && src.atomic_unit().is_none()
                && dst.atomic_unit().is_none()
            {
                src.skip_branch();
                dst.skip_branch();
                remaining -= size;
                periods.skip(&mut src, &mut dst, &mut remaining);
                continue;
            }
        }
        match (source_view, destination_view) {
            (_, View::End) | (View::End, _) => return true,
            (View::Branch { size, count }, _) => {
                let Stretch { span, window, after, cut } = attempt!(walk, Stretch::of(&dst, size, remaining));
                // A scalar's patterns lie in the same cells: one stands for
                // all (a wide enum's hundreds of tags, against as many).
                let count = if src.at_scalar() { least!(count, 1) } else { count };
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
                let count = if dst.at_scalar() { least!(count, 1) } else { count };
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
                let mut len = least!(least!(source_len, destination_len), remaining);
                // The next atomic is checked at its own first byte.
                if let Some((start, size)) = source_atomic {
                    len = least!(len, start + size - src.offset());
                }
                src.advance(len);
                dst.advance(len);
                remaining -= len;
            }
        }
        periods.skip(&mut src, &mut dst, &mut remaining);
    }
}

/// Whether what a shared reference to `from` can write leaves a valid
/// `into` over `len` bytes: the bytes inside `from`'s cells may take any
/// value `from` allows there, while every other byte keeps the value of the
/// `into` that was lent, which is valid. (The source of the reference may
/// be a `&mut`, without cells of its own: the writer's cells are the ones
/// that count.)
///
/// Where a choice of `into` (an enum, a union, a wide scalar such as a
/// `NonZeroU32`) mixes bytes inside cells with frozen ones (a frozen tag
/// and a payload in a cell; a `Cell<u8>` over the low byte of a
/// `NonZeroU32`), the lent value may be any alternative, and each must
/// accept what is written into its cells; a choice all inside cells is
/// written whole, and one alternative accepting each written value suffices.
///
/// The writer is read field by field: a union's fields are each a way to
/// write (a `&Union` becomes a `&Field` by another transmutation), so each
/// field's cells must write what `into` accepts, where a mix of the fields
/// would hide which bytes lie in cells. A union that lies inside a cell is
/// written whole, with any value it may hold, and is read as the mix of its
/// fields, over its own bytes only: `Cell<union { a: (u8, NonZeroU8), b:
/// (NonZeroU8, u8) }>` writes `[0, 0]`.
pub(super) const fn written_back(walk: &mut Walk<'_>, from: &'static Bytes, into: &'static Bytes, len: usize) -> bool {
    writes_keep(walk, Cursor::by_field(from), Cursor::new(into, Role::Destination), len)
}

const fn writes_keep(walk: &mut Walk<'_>, mut written: Cursor, mut into: Cursor, mut remaining: usize) -> bool {
    let mut periods = Periods::START;
    let mut known = KnownUnion::NONE;
    loop {
        if remaining == 0 {
            return true;
        }
        if !walk.step() {
            return false;
        }
        let written_view = attempt!(walk, written.view());
        let into_view = attempt!(walk, into.view());
        // A union inside a cell is written whole (`Cell<U>::set`), with any
        // value safe code can leave in it, a mix of its fields: read it as
        // that mix. One that is not, the writer writes only through the
        // cells of its fields, one field at a time.
        if let (View::Branch { .. }, false, Some((_, size))) =
            (written_view, written.mixes_unions(), written.union_here())
        {
            if written.is_interior_mutable() {
                written = written.mixing_unions(size);
                continue;
            }
        }
        // What the writer's union leaves there is a value of that union,
        // which the same union holds.
        if let Some(size) = same_union_ahead(&written, &into, remaining, &mut known) {
            written.skip_branch();
            into.skip_branch();
            remaining -= size;
            periods.skip(&mut written, &mut into, &mut remaining);
            continue;
        }
        match (written_view, into_view) {
            (_, View::End) | (View::End, _) => return true,
            (_, View::Branch { size, count }) => {
                let Stretch { span, window, after, cut } = attempt!(walk, Stretch::of(&written, size, remaining));
                // A choice that reaches past the written bytes keeps the
                // bytes there: it is written in part.
                let holds = match cells_ahead(walk, written, span) {
                    Err(()) => return false,
                    Ok(Cells { all: true, .. }) if size <= remaining => {
                        super::covers::covers(walk, written, into, window)
                    }
                    Ok(Cells { any: false, .. }) if cut => true,
                    Ok(_) => {
                        let mut alternative = 0;
                        let mut holds = true;
                        while holds && alternative < count {
                            if into.alternative_is_inhabited(alternative) {
                                let mut inside = into;
                                attempt!(walk, inside.enter(alternative));
                                holds = writes_keep(walk, written, inside, window);
                            }
                            alternative += 1;
                        }
                        holds
                    }
                };
                if !holds {
                    return false;
                }
                if !cut {
                    return true;
                }
                written = after;
                into.skip_branch();
                remaining -= span;
            }
            (View::Branch { size, count }, _) => {
                let Stretch { span, window, after, cut } = attempt!(walk, Stretch::of(&into, size, remaining));
                let mut alternative = 0;
                while alternative < count {
                    if written.alternative_is_inhabited(alternative) {
                        let mut inside = written;
                        attempt!(walk, inside.enter(alternative));
                        if !writes_keep(walk, inside, into, window) {
                            return false;
                        }
                    }
                    alternative += 1;
                }
                if !cut {
                    return true;
                }
                written.skip_branch();
                into = after;
                remaining -= span;
            }
            (written_leaf, into_leaf) => {
                let len = least!(least!(extent(written_leaf), extent(into_leaf)), remaining);
                // A frozen byte keeps the valid value it had; a byte in a
                // cell takes what the writer's type allows there.
                if writable(&written) && !super::covers::covers(walk, written, into, len) {
                    return false;
                }
                written.advance(len);
                into.advance(len);
                remaining -= len;
            }
        }
        periods.skip(&mut written, &mut into, &mut remaining);
    }
}

/// Whether a shared reference may write the byte at `at`: inside a cell,
/// or anywhere inside a `MaybeUninit` of a type with cells (an opaque
/// piece, which counts as interior mutable throughout).
const fn writable(at: &Cursor) -> bool {
    at.is_interior_mutable()
}

/// Which of the bytes ahead lie inside cells, over every path.
struct Cells {
    any: bool,
    all: bool,
}

/// [`Cells`] of the next `remaining` bytes of every path of `at`; `Err`
/// when the walk runs out of capacity.
const fn cells_ahead(walk: &mut Walk<'_>, mut at: Cursor, mut remaining: usize) -> Result<Cells, ()> {
    let mut cells = Cells { any: false, all: true };
    while remaining > 0 {
        if !walk.step() {
            return Err(());
        }
        let view = match at.view() {
            Ok(view) => view,
            Err(limit) => {
                walk.limit(limit);
                return Err(());
            }
        };
        match view {
            View::End => break,
            View::Branch { size, count } => {
                let span = least!(size, remaining);
                let mut alternative = 0;
                while alternative < count {
                    if at.alternative_is_inhabited(alternative) {
                        let mut inside = at;
                        if let Err(limit) = inside.enter(alternative) {
                            walk.limit(limit);
                            return Err(());
                        }
                        match cells_ahead(walk, inside, span) {
                            Ok(inner) => {
                                cells.any = cells.any || inner.any;
                                cells.all = cells.all && inner.all;
                            }
                            Err(()) => return Err(()),
                        }
                    }
                    alternative += 1;
                }
                at.skip_branch();
                remaining -= span;
            }
            leaf => {
                let inside = writable(&at);
                cells.any = cells.any || inside;
                cells.all = cells.all && inside;
                let len = least!(extent(leaf), remaining);
                at.advance(len);
                remaining -= len;
            }
        }
    }
    Ok(cells)
}

/// How many bytes a leaf view spans.
const fn extent(view: View) -> usize {
    match view {
        View::Bytes { len, .. } | View::Pointer { len, .. } => len,
        View::Branch { size, .. } => size,
        View::End => 0,
    }
}
