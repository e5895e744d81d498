//! Bytes at an offset: the field path down to one byte, and how long a run
//! lasts over several pieces. What the pieces hold at a byte is read by
//! the descriptions themselves (`description/reading.rs`).
//!
//! Functions of a description's bytes; they know no cursor.

use crate::byte_set::ByteSet;
use crate::description::{first_piece_ending_after, Bytes, Kind};
use crate::path::Path;

/// How many bytes of runs of `set` follow piece `index` of the `count`
/// pieces of `bytes` without a gap: a struct of 64 `u8` fields is one edge
/// of 64 bytes, not 64 edges. The caller, a cursor, keeps `count`:
/// `pieces.len()` is two calls, which const evaluation pays for.
pub(super) const fn following_run(
    bytes: &Bytes,
    index: usize,
    count: usize,
    set: ByteSet,
    interior_mutable: bool,
) -> usize {
    let pieces = bytes.pieces;
    let mut len = 0;
    let mut i = index + 1;
    let first = &pieces[index];
    // An atomic is seen alone: it is accessed whole; so are opaque cells.
    if i >= count || first.atomic || first.opaque {
        return 0;
    }
    // Each piece read once, through one reference: const evaluation pays
    // for every index's bounds check, at every step over runs.
    let mut end = first.offset + first.size;
    while i < count {
        let piece = &pieces[i];
        if piece.offset != end || piece.interior_mutable != interior_mutable || piece.atomic || piece.opaque {
            return len;
        }
        match piece.kind {
            Kind::Run(next) if next.equals(set) => {
                len += piece.size;
                end += piece.size;
            }
            _ => return len,
        }
        i += 1;
    }
    len
}

/// The field path of byte `at` of `bytes`, as the frames of a cursor there
/// would give it: for a field of a union read in place (see [`in_place`](super::unions::in_place)).
pub(super) const fn push_path_within(bytes: &Bytes, at: usize, path: &mut Path) {
    let i = first_piece_ending_after(bytes, at);
    if i == bytes.pieces.len() || at < bytes.pieces[i].offset {
        path.push_padding();
        return;
    }
    let piece = &bytes.pieces[i];
    path.push_piece(piece);
    let within = at - piece.offset;
    match piece.kind {
        Kind::Nest(inner) => push_path_within(inner, within, path),
        Kind::Repeat { element, .. } if element.size > 0 => {
            path.push_index(within / element.size);
            push_path_within(element, within % element.size, path);
        }
        _ => {}
    }
}
