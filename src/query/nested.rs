//! The same nested bytes ahead of both cursors of a walk: a struct's field
//! or an array's element of one type on both sides, from the same byte
//! (`[S; 5]` as the first field of a struct, against `[S; 5]`). A walk of
//! the pair would step through them piece by piece, and find every value
//! of the source's a value of the destination's: both end where their
//! piece does, a cut of both automata, and what follows is walked as from
//! there, whichever value they held. So the walk moves over them at once,
//! and over as many copies as both arrays hold from there.
//!
//! And the rest of a walk whose destination takes every initialized byte
//! string, from a source of initialized bytes ([`settled`]): a union of an
//! `i32` field against words, at each of its elements.

use super::least;
use crate::automaton::Cursor;
use crate::description::same::same_nested_values;

/// Moves both cursors over the same nested bytes ahead of them, where
/// there are ([`same_nested_values`]), as many whole copies as both sides
/// and the next `remaining` bytes hold, and returns how many bytes they
/// moved. `some`: under `Assume::VALIDITY`, where the source's bytes must
/// hold some value for the walk to find one. `None`, the cursors
/// untouched, elsewhere, and where either cursor reads the bytes otherwise
/// than as their pieces say ([`Cursor::reads_as_pieces`]). Call on cursors
/// that `view` has moved.
///
/// `first`: the levels [`Cursor::nested_pair`] found, which the walk asks
/// itself at every step, before this call; each side's levels are tried
/// from the outermost that begins here, the larger bytes first, and only
/// bytes of one size and of the same facts are compared.
pub(super) const fn same_nested_ahead(
    src: &mut Cursor,
    dst: &mut Cursor,
    remaining: usize,
    some: bool,
    first: (usize, usize),
) -> Option<usize> {
    let mut next = Some(first);
    while let Some((s, d)) = next {
        let (a, b) = (src.bytes_at(s), dst.bytes_at(d));
        if a.size != 0
            && a.size <= remaining
            && (!some || a.facts.inhabited)
            && src.reads_as_pieces(s, a.size)
            && dst.reads_as_pieces(d, a.size)
            && same_nested_values(a, b)
        {
            let copies = least!(src.copies_ahead(s), dst.copies_ahead(d), remaining / a.size);
            let len = copies * a.size;
            src.skip_nested(s, len);
            dst.skip_nested(d, len);
            return Some(len);
        }
        next = Cursor::nested_pair(src, dst, (s + 1, d + 1));
    }
    None
}

/// Whether the rest of a walk holds at once: every string the source holds
/// over the next `remaining` bytes is initialized bytes (no padding, no
/// pointer: here, a source initialized throughout, which its facts tell
/// in one read), and the destination takes every initialized byte string from
/// here to its end, as a state of the subset construction is settled
/// (`covers_any`). Then every source string is accepted, and so is some
/// (the source's state holds a value: its alternatives entered are
/// inhabited, and so are the fields of an inhabited type). Not for a
/// destination checked at run time. Asked where the destination is at a
/// branch, whose walk would walk each alternative. Call on cursors that
/// `view` has moved.
pub(super) const fn settled(src: &Cursor, dst: &Cursor, remaining: usize) -> bool {
    src.initialized_throughout_until(src.offset() + remaining) && dst.accepts_all_initialized() && !dst.is_checked()
}
