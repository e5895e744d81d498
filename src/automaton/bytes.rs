//! Bytes at an offset: what the pieces of a description hold at one byte,
//! the index of the piece there, the field path down to it, and how long a
//! run lasts over several pieces.
//!
//! Functions of a description's bytes; they know no cursor.

use crate::byte_set::ByteSet;
use crate::description::{Bytes, Kind, Piece};
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
    // An atomic is seen alone: it is accessed whole; so are opaque cells.
    if i >= count || pieces[index].atomic || pieces[index].opaque {
        return 0;
    }
    while i < count
        && pieces[i].offset == pieces[i - 1].offset + pieces[i - 1].size
        && pieces[i].interior_mutable == interior_mutable
        && !pieces[i].atomic
        && !pieces[i].opaque
    {
        match pieces[i].kind {
            Kind::Run(next) if next.equals(set) => len += pieces[i].size,
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

/// The index of the first piece of `bytes` that ends after byte `at` (the
/// number of pieces if none does): pieces are sorted and do not overlap, so
/// a binary search finds it.
pub(super) const fn first_piece_ending_after(bytes: &Bytes, at: usize) -> usize {
    let pieces = bytes.pieces;
    let (mut low, mut high) = (0, pieces.len());
    while low < high {
        let middle = (low + high) / 2;
        // `offset + size` rather than `end()`: const evaluation pays for
        // every call, and this search runs at every byte of a union read
        // in place.
        let piece = &pieces[middle];
        if piece.offset + piece.size <= at {
            low = middle + 1;
        } else {
            high = middle;
        }
    }
    low
}

/// The values the byte at `at` of `bytes` may hold (every value any path
/// allows there), and for how many bytes from `at` on that stays so (at
/// least one; past the end of `bytes`, without end); `None` where a
/// pointer lies.
pub(super) const fn byte_at(bytes: &Bytes, at: usize) -> Option<(ByteSet, usize)> {
    if let Some(read) = byte_of_one_run(bytes, at) {
        return Some(read);
    }
    byte_at_from(bytes, first_piece_ending_after(bytes, at), at)
}

/// [`byte_at`] for bytes that are one run from their first byte (an
/// integer, an array of them, a `bool`: most fields of a union), read
/// without a search; `None` for any other bytes. Unions are read byte by
/// byte, each field at each byte, and const evaluation pays for every
/// call and every step of the search this spares.
pub(super) const fn byte_of_one_run(bytes: &Bytes, at: usize) -> Option<(ByteSet, usize)> {
    let [Piece { offset: 0, size, kind: Kind::Run(set), .. }] = bytes.pieces else {
        return None;
    };
    Some(if at < *size {
        (*set, *size - at)
    } else if at < bytes.size {
        (ByteSet::UNINIT, bytes.size - at)
    } else {
        (ByteSet::UNINIT, usize::MAX)
    })
}

/// [`byte_at`], from piece `first`, the first that ends after `at`
/// ([`first_piece_ending_after`]), which the caller has found already.
pub(super) const fn byte_at_from(bytes: &Bytes, first: usize, at: usize) -> Option<(ByteSet, usize)> {
    let pieces = bytes.pieces;
    let count = pieces.len();
    let mut i = first;
    while i < count {
        let piece = &pieces[i];
        if at < piece.offset {
            return Some((ByteSet::UNINIT, piece.offset - at));
        }
        if at < piece.offset + piece.size {
            let within = at - piece.offset;
            let rest = piece.size - within;
            return match piece.kind {
                Kind::Run(set) => Some((set, rest)),
                Kind::Tag(value) => Some((ByteSet::single(crate::description::tag_byte(value, piece.size, within)), 1)),
                Kind::Pointer(_) => None,
                Kind::Scalar { products, count, .. } => {
                    let mut set = ByteSet::EMPTY;
                    let mut product = 0;
                    while product < count {
                        set = set.union(products[product * piece.size + within]);
                        product += 1;
                    }
                    Some((set, 1))
                }
                Kind::Choice(choice) => {
                    let mut set = ByteSet::EMPTY;
                    let mut len = rest;
                    let alternatives = choice.alternatives;
                    let count = alternatives.len();
                    let mut k = 0;
                    while k < count {
                        let alternative = &alternatives[k];
                        // A union's fields mix, and even one no value
                        // completes may be written in part; an enum's
                        // variants are written whole.
                        let counts =
                            if choice.union { alternative.is_writable() } else { alternative.bytes.facts.inhabited };
                        if counts {
                            match byte_at(&alternative.bytes, within) {
                                Some((alternative_set, alternative_len)) => {
                                    set = set.union(alternative_set);
                                    if alternative_len < len {
                                        len = alternative_len;
                                    }
                                }
                                None => return None,
                            }
                        }
                        k += 1;
                    }
                    Some((set, len))
                }
                Kind::Nest(nested) => match byte_at(nested, within) {
                    Some((set, len)) => Some((set, if len < rest { len } else { rest })),
                    None => None,
                },
                Kind::Repeat { element, .. } => {
                    let inside = within % element.size;
                    match byte_at(element, inside) {
                        Some((set, len)) => {
                            let in_element = element.size - inside;
                            Some((set, if len < in_element { len } else { in_element }))
                        }
                        None => None,
                    }
                }
            };
        }
        i += 1;
    }
    // Padding after the last piece; past the end, uninit without end (a
    // union's field shorter than the union reads so byte after byte, and
    // each caller bounds the length by what it reads).
    Some((ByteSet::UNINIT, if at < bytes.size { bytes.size - at } else { usize::MAX }))
}
