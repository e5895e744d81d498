//! Explanations: where and why bytes are not a valid value, walked again
//! only when an error is looked at, never on the path of a check that
//! passes. Reads descriptions and the walk's union readings (`walk.rs`).

use super::*;

/// Where a value is invalid, and what it holds there.
#[derive(Clone, Copy)]
pub(crate) struct Invalid {
    /// The first byte of what is invalid, from the start of the value.
    pub(crate) offset: usize,
    pub(crate) path: Path,
    pub(crate) what: What,
}

/// What is invalid at an [`Invalid`]'s offset.
#[derive(Clone, Copy)]
pub(crate) enum What {
    /// A byte that no valid value has there.
    Byte {
        value: u8,
        accepted: ByteSet,
        /// The bytes were refused by every alternative of a choice.
        alternatives: bool,
    },
    /// A multi-byte integer (a wide enum tag, a `char`, a `NonZero`) that
    /// is none of the values `piece` accepts: a `Scalar`, a `Tag`, or a
    /// `Choice` whose alternatives each start with a tag of this width.
    ///
    /// The value is kept as its little-endian bytes: a `u128` would align
    /// every error to 16 bytes, and make it a third larger.
    Integer { value: [u8; 16], width: usize, piece: &'static Piece },
    /// A byte where UTF-8 breaks off.
    Utf8 { value: u8 },
}

impl Invalid {
    pub(super) const fn byte(offset: usize, path: Path, value: u8, accepted: ByteSet) -> Invalid {
        Invalid { offset, path, what: What::Byte { value, accepted, alternatives: false } }
    }
}

/// Why the bytes of `input` from `base` are not a valid value of
/// `description`: the furthest byte any reading of the description reaches
/// before it fails. `None` if they are valid after all.
pub(crate) fn explain<I: Input + ?Sized>(description: &Description, input: &I, base: usize) -> Option<Invalid> {
    let mut path = Path::new();
    explain_bytes(&description.bytes, input, base, base, &mut path, None)
}

pub(super) fn explain_bytes<I: Input + ?Sized>(
    bytes: &Bytes,
    input: &I,
    start: usize,
    base: usize,
    path: &mut Path,
    field: Option<InField<'_>>,
) -> Option<Invalid> {
    // Read once the first piece has passed (or where a gap lies before
    // it): the first piece of an enum's variant is its tag, and under a tag
    // that is not the value's, the variant's padding may be the padding of
    // the source's own variant, which no validator reads.
    let padding = core::cell::OnceCell::new();
    let refused_padding =
        || *padding.get_or_init(|| field.and_then(|field| refused_in_padding(bytes, input, base, field)));
    for (index, piece) in bytes.pieces.iter().enumerate() {
        let gap_before = index > 0 || piece.offset > 0;
        if let Some((at, accepted)) =
            gap_before.then(refused_padding).flatten().filter(|&(at, _)| at < base + piece.offset)
        {
            let mut here = *path;
            here.push_padding();
            return Some(Invalid::byte(at - start, here, input.byte(at), accepted));
        }
        let offset = base + piece.offset;
        let mut here = *path;
        here.push_piece(piece);
        let failure = match piece.kind {
            Kind::Run(set) if !set.contains_uninit() && !ByteSet::INITIALIZED.is_subset_of(set) => (0..piece.size)
                .map(|i| offset + i)
                .find(|&at| !set.contains(input.byte(at)))
                .map(|at| Invalid::byte(at - start, here, input.byte(at), set)),
            Kind::Run(_) => None,
            Kind::Tag(_) | Kind::Scalar { .. } if valid_piece(piece, input, offset, None) => None,
            Kind::Tag(value) if piece.size == 1 => {
                Some(Invalid::byte(offset - start, here, input.byte(offset), ByteSet::single(value as u8)))
            }
            Kind::Tag(_) | Kind::Scalar { .. } => Some(Invalid {
                offset: offset - start,
                path: here,
                what: What::Integer {
                    value: integer(input, offset, piece.size, piece.reversed).to_le_bytes(),
                    width: piece.size,
                    piece,
                },
            }),
            // Valid whatever it holds, and not read (see `valid_piece`).
            Kind::Pointer(_) => None,
            Kind::Nest(inner) => explain_bytes(inner, input, start, offset, &mut here, field),
            Kind::Repeat { element, count } => (0..count).find_map(|index| {
                let mut element_path = here;
                element_path.push_index(index);
                explain_bytes(element, input, start, offset + index * element.size, &mut element_path, field)
            }),
            Kind::Choice(choice) => explain_choice(piece, choice, input, start, offset, here, field),
        };
        if failure.is_some() {
            return failure;
        }
    }
    refused_padding().map(|(at, accepted)| {
        let mut here = *path;
        here.push_padding();
        Invalid::byte(at - start, here, input.byte(at), accepted)
    })
}

/// [`explain_bytes`] for a choice at `offset`: an enum's tag that is none
/// of its variants', or else the furthest any alternative gets.
pub(super) fn explain_choice<I: Input + ?Sized>(
    piece: &'static Piece,
    choice: crate::description::Choice,
    input: &I,
    start: usize,
    offset: usize,
    here: Path,
    field: Option<InField<'_>>,
) -> Option<Invalid> {
    let inhabited = || choice.alternatives.iter().filter(|alternative| alternative.bytes.facts.inhabited);
    let outer = field;
    let field = if choice.union {
        Some(InField { fields: choice.alternatives, start: offset, outer: outer.as_ref() })
    } else {
        outer
    };
    if let Some(width) = crate::integers::tag_width(choice).filter(|&width| width > 1 && width <= 16) {
        let value = integer(input, offset, width, piece.reversed);
        let tagged = |alternative: &crate::description::Alternative| match alternative.bytes.pieces[0].kind {
            Kind::Tag(tag) => tag == value,
            _ => false,
        };
        if !inhabited().any(tagged) {
            let what = What::Integer { value: value.to_le_bytes(), width, piece };
            return Some(Invalid { offset: offset - start, path: here, what });
        }
    }
    if choice.mixes {
        return explain_mix(piece, choice, input, start, offset, here, outer.as_ref());
    }
    let mut furthest: Option<Invalid> = None;
    for alternative in inhabited() {
        let mut alternative_path = here;
        alternative_path.push_variant(alternative.name);
        match explain_bytes(&alternative.bytes, input, start, offset, &mut alternative_path, field) {
            None => return None,
            Some(failure) => {
                if furthest.is_none_or(|best| failure.offset > best.offset) {
                    furthest = Some(failure);
                }
            }
        }
    }
    furthest.map(|failure| {
        if choice.alternatives.len() > 1 && failure.offset == offset - start {
            // Refused at the first byte: no alternative starts so.
            let what = What::Byte { value: input.byte(offset), accepted: first_bytes(choice), alternatives: true };
            Invalid { path: here, what, ..failure }
        } else {
            failure
        }
    })
}

/// [`explain_choice`] for a union that mixes: the furthest that any of its
/// readings (see [`refused_in_mix`]) gets, under the field it reads whole.
pub(super) fn explain_mix<I: Input + ?Sized>(
    piece: &'static Piece,
    choice: Choice,
    input: &I,
    start: usize,
    offset: usize,
    here: Path,
    field: Option<&InField<'_>>,
) -> Option<Invalid> {
    let mut furthest: Option<Invalid> = None;
    for base in (0..choice.alternatives.len()).map(Some).chain([None]) {
        let mut path = here;
        if let Some(field) = base {
            if !choice.alternatives[field].bytes.facts.inhabited {
                continue;
            }
            path.push_variant(choice.alternatives[field].name);
        }
        let (at, accepted) = refused_in_mix(choice, base, piece.size, input, offset, field)?;
        if furthest.is_none_or(|best| offset + at - start > best.offset) {
            furthest = Some(Invalid::byte(offset + at - start, path, input.byte(offset + at), accepted));
        }
    }
    furthest
}

/// The `width`-byte integer at `offset` of `input`, in the target's byte
/// order, or in the other one where `reversed`.
pub(super) fn integer<I: Input + ?Sized>(input: &I, offset: usize, width: usize, reversed: bool) -> u128 {
    (0..width.min(16))
        .fold(0, |value, i| value | (input.byte(offset + i) as u128) << (8 * significance(width, i, reversed)))
}

/// How many bytes above the least significant one byte `index` (in memory
/// order) of a `width`-byte integer is, in the target's byte order or, where
/// `reversed`, in the other one.
pub(super) const fn significance(width: usize, index: usize, reversed: bool) -> usize {
    if cfg!(target_endian = "little") != reversed {
        index
    } else {
        width - 1 - index
    }
}

/// The values the first byte of some alternative of `choice` may hold.
pub(super) fn first_bytes(choice: crate::description::Choice) -> ByteSet {
    choice
        .alternatives
        .iter()
        .filter(|alternative| alternative.bytes.facts.inhabited)
        .fold(ByteSet::EMPTY, |set, alternative| set.union(first_byte(&alternative.bytes)))
}

/// The values the first byte of `bytes` may hold.
pub(super) fn first_byte(bytes: &Bytes) -> ByteSet {
    let Some(piece) = bytes.pieces.first().filter(|piece| piece.offset == 0 && piece.size > 0) else {
        // Padding first, or no byte at all.
        return ByteSet::ANYTHING;
    };
    match piece.kind {
        Kind::Run(set) => set,
        Kind::Tag(value) => ByteSet::single(tag_byte(value, piece.size, 0)),
        Kind::Scalar { products, count, .. } => {
            (0..count).fold(ByteSet::EMPTY, |set, product| set.union(products[product * piece.size]))
        }
        Kind::Nest(inner) => first_byte(inner),
        Kind::Repeat { element, .. } => first_byte(element),
        Kind::Choice(choice) => first_bytes(choice),
        Kind::Pointer(_) => ByteSet::ANYTHING,
    }
}

/// The explanation for an invalid tail, as [`explain()`].
pub(crate) fn explain_tail<I: Input + ?Sized>(
    description: &Description,
    input: &I,
    elements: usize,
) -> Option<Invalid> {
    let tail = description.tail?;
    (0..elements).find_map(|index| {
        let mut path = Path::new();
        path.push_field(tail.name);
        path.push_index(index);
        let base = description.size + index * tail.element.size;
        explain_bytes(&tail.element.bytes, input, 0, base, &mut path, None)
    })
}
