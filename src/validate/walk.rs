//! The walk: whether bytes are a valid value, following the description
//! itself, piece by piece, a union as the compile-time check reads it. The
//! oracle the plans are tested against, and the validator where no
//! complete plan exists. Reads descriptions and the union rules of
//! `automaton/unions.rs`; builds no plan.

use super::*;

/// Whether the bytes of `input` from `base` are a valid value of `bytes`,
/// following the description.
pub(crate) fn valid<I: Input + ?Sized>(bytes: &Bytes, input: &I, base: usize) -> bool {
    valid_in(bytes, input, base, None)
}

/// The field of a union that does not mix that a validator reads, whose
/// padding, and the bytes past its end, hold only what safe code leaves
/// there (see [`left_past_field`]): the union's fields, and the offset in
/// the input of its first byte. Where no field of the union holds a byte
/// (its own padding), the union's place in the field of an `outer` union
/// says what is taken there.
#[derive(Clone, Copy)]
pub(super) struct InField<'a> {
    pub(super) fields: &'static [Alternative],
    pub(super) start: usize,
    pub(super) outer: Option<&'a InField<'a>>,
}

impl InField<'_> {
    /// What safe code leaves at byte `at` of the input, where the field
    /// holds no value, and for how many bytes from there, at most `len`.
    pub(super) const fn left_at(&self, at: usize, len: usize) -> (ByteSet, usize) {
        match (own_padding(self.fields, at - self.start, len), self.outer) {
            (Some(len), Some(outer)) => outer.left_at(at, len),
            (Some(len), None) => (ByteSet::ANYTHING, len),
            (None, _) => left_past_field(self.fields, at - self.start, len),
        }
    }
}

/// [`valid`] for bytes inside the field `field` (the innermost one), if
/// any: their padding is read too.
pub(super) fn valid_in<I: Input + ?Sized>(bytes: &Bytes, input: &I, base: usize, field: Option<InField<'_>>) -> bool {
    bytes.pieces.iter().all(|piece| valid_piece(piece, input, base + piece.offset, field))
        && field.is_none_or(|field| refused_in_padding(bytes, input, base, field).is_none())
}

/// The gaps between the pieces of `bytes` at `base`, and after the last:
/// their offsets in the input and lengths.
pub(super) fn gaps(bytes: &Bytes, base: usize) -> impl Iterator<Item = (usize, usize)> + '_ {
    let ends = core::iter::once(0).chain(bytes.pieces.iter().map(|piece| piece.end()));
    let starts = bytes.pieces.iter().map(|piece| piece.offset).chain([bytes.size]);
    ends.zip(starts).filter(|(end, start)| end < start).map(move |(end, start)| (base + end, start - end))
}

/// The first byte of the padding of `bytes` at `base`, inside `field`,
/// that holds what safe code cannot leave there, and what is taken there;
/// `None` if none does. The compile-time check read the padding as it is
/// read here, so every byte read is initialized: only a byte that takes
/// every value is not read.
pub(super) fn refused_in_padding<I: Input + ?Sized>(
    bytes: &Bytes,
    input: &I,
    base: usize,
    field: InField<'_>,
) -> Option<(usize, ByteSet)> {
    gaps(bytes, base).find_map(|(mut at, gap)| {
        let end = at + gap;
        while at < end {
            let (set, len) = field.left_at(at, end - at);
            if !ByteSet::INITIALIZED.is_subset_of(set) {
                if let Some(refused) = (at..at + len).find(|&byte| !set.contains(input.byte(byte))) {
                    return Some((refused, set));
                }
            }
            at += len;
        }
        None
    })
}

/// Whether the bytes of `input` from `offset` are a valid value of `piece`
/// (inside `field`, as for [`valid_in`]).
pub(super) fn valid_piece<I: Input + ?Sized>(
    piece: &crate::description::Piece,
    input: &I,
    offset: usize,
    field: Option<InField<'_>>,
) -> bool {
    match piece.kind {
        Kind::Run(set) => {
            set.contains_uninit()
                || ByteSet::INITIALIZED.is_subset_of(set)
                || (0..piece.size).all(|i| set.contains(input.byte(offset + i)))
        }
        Kind::Tag(value) => (0..piece.size).all(|i| input.byte(offset + i) == tag_byte(value, piece.size, i)),
        Kind::Scalar { products, count, .. } => (0..count).any(|product| {
            (0..piece.size).all(|i| products[product * piece.size + i].contains(input.byte(offset + i)))
        }),
        Kind::Nest(inner) => valid_in(inner, input, offset, field),
        Kind::Repeat { element, count } => {
            (0..count).all(|index| valid_in(element, input, offset + index * element.size, field))
        }
        Kind::Choice(choice) if choice.mixes => {
            let mut bases = (0..choice.alternatives.len()).map(Some).chain([None]);
            bases.any(|base| {
                base.is_none_or(|field| choice.alternatives[field].bytes.facts.inhabited)
                    && refused_in_mix(choice, base, piece.size, input, offset, field.as_ref()).is_none()
            })
        }
        Kind::Choice(choice) => {
            let outer = field;
            let field = if choice.union {
                Some(InField { fields: choice.alternatives, start: offset, outer: outer.as_ref() })
            } else {
                outer
            };
            choice.alternatives.iter().any(|alternative| {
                alternative.bytes.facts.inhabited && valid_in(&alternative.bytes, input, offset, field)
            })
        }
        // Not read: the compile-time check matched every pointer of the
        // destination, in every alternative the validator may pick, with a
        // pointer of the source that may become it, referent and all (or,
        // for one that may be null, with zeros). Whichever alternative the
        // other bytes select, the bytes there are a valid pointer; a
        // validator could check no more of one than its address.
        Kind::Pointer(_) => true,
    }
}

/// Where the bytes of `input` from `offset` stop being what a union that
/// mixes (see [`Choice::mixes`]) holds, read in place as the destination
/// cursor reads it: its mix with no `base`, else field `base` under
/// one-byte parts of any field (see [`mixed_destination`]). The first byte
/// refused, from `offset`, and what the union takes there; `None` if none
/// is. The compile-time check read the union as it is read here, so every
/// byte read is initialized: only a byte that takes every value is not
/// read.
///
/// [`Choice::mixes`]: crate::description::Choice
pub(super) fn refused_in_mix<I: Input + ?Sized>(
    choice: Choice,
    base: Option<usize>,
    size: usize,
    input: &I,
    offset: usize,
    field: Option<&InField<'_>>,
) -> Option<(usize, ByteSet)> {
    let mut within = 0;
    while within < size {
        // The union's own padding: what the place it lies in takes.
        let own = own_padding(choice.alternatives, within, size - within).map(|len| match field {
            Some(field) => field.left_at(offset + within, len),
            None => (ByteSet::ANYTHING, len),
        });
        let (set, len) = match own {
            Some(own) => own,
            None => match mixed_destination(choice.alternatives, base, within, size, false) {
                View::Bytes { set, len } => (set, len),
                _ => return Some((within, ByteSet::EMPTY)),
            },
        };
        if !ByteSet::INITIALIZED.is_subset_of(set) {
            if let Some(at) = (within..within + len).find(|&at| !set.contains(input.byte(offset + at))) {
                return Some((at, set));
            }
        }
        within += len;
    }
    None
}
