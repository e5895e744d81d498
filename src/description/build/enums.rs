//! Enums: the pieces of each variant of an enum with fields, and the
//! layout facts of enums (discriminants, tag widths, where fields start),
//! as the compiler decides them. Uses the sort of pieces of `structs.rs`,
//! the tag patterns of `patterns.rs` and the Reference's rule of
//! `enum_rule.rs`; builds no tag table itself.

use super::patterns::Products;
use super::structs::{sort_pieces, sort_pieces_between};
use super::Field;
use crate::byte_set::ByteSet;
use crate::description::enum_rule::EnumRule;
use crate::description::{Alternative, Bytes, Kind, Piece};

/// The pieces of one enum variant: its tag, then its fields.
///
/// `M` must be `N + 1`.
#[doc(hidden)]
#[inline]
pub const fn variant_pieces<const N: usize, const M: usize>(
    tag: u128,
    tag_width: usize,
    fields: [Field; N],
) -> [Piece; M] {
    assert!(M == N + 1, "transmutable: a variant has one piece per field, plus its tag");
    let mut pieces = [const { Piece::new(0, 0, Kind::Run(ByteSet::EMPTY)) }; M];
    pieces[0] = Piece::new(0, tag_width, Kind::Tag(tag)).named("tag");
    let mut i = 0;
    while i < N {
        pieces[i + 1] = fields[i].piece();
        i += 1;
    }
    sort_pieces(&mut pieces);
    pieces
}

/// One variant of an enum with fields, as an alternative of the enum's
/// choice.
#[doc(hidden)]
#[inline]
pub const fn enum_alternative(name: &'static str, size: usize, pieces: &'static [Piece]) -> Alternative {
    Alternative { name, bytes: Bytes::new(size, pieces) }
}

/// The pieces of every variant of an enum with fields, back to back in
/// declaration order: variant `v`'s tag (`discriminants[v]`, `tag_width`
/// bytes), then its `counts[v]` fields, sorted by offset as
/// [`variant_pieces`] sorts them. `P` must be the number of pieces: of
/// fields, counted for every variant, plus one tag per variant.
///
/// `repeats[v]` is an earlier variant whose fields have the same names and
/// types as variant `v`'s (the derive compares them as written), or `v`:
/// a repeated variant's fields are laid out alike (the fields' sizes and
/// alignments are the same, in the same order), so their pieces are
/// copied, not made again, and `fields` holds those of the variants that
/// repeat none only, in order. Each step of const evaluation counts, and a
/// wide enum most often repeats one variant's fields (`A(u8), B(u8), ...`).
///
/// One constant holds them all, and [`enum_alternatives`] cuts it into
/// variants: a constant per variant cost the compiler a query each.
#[doc(hidden)]
#[inline]
pub const fn enum_pieces<const F: usize, const P: usize>(
    discriminants: &[i128],
    tag_width: usize,
    counts: &[usize],
    repeats: &[usize],
    fields: [Field; F],
) -> [Piece; P] {
    assert!(
        discriminants.len() == counts.len() && repeats.len() == counts.len(),
        "transmutable: an enum has one discriminant and one repeat per variant"
    );
    let mut pieces = [const { Piece::new(0, 0, Kind::Run(ByteSet::EMPTY)) }; P];
    // Where each variant's pieces start.
    let mut starts = [0; P];
    let (mut variant, mut field, mut end) = (0, 0, 0);
    // Read once: a call (two) for every variant otherwise.
    let variants = counts.len();
    while variant < variants {
        let start = end;
        starts[variant] = start;
        let repeated = repeats[variant];
        let tag = Kind::Tag(discriminants[variant] as u128);
        if repeated < variant {
            // The tag comes first in either: every field starts after it.
            assert!(counts[repeated] == counts[variant], "transmutable: a repeated variant has other fields");
            pieces[end] = pieces[starts[repeated]];
            pieces[end].kind = tag;
            end += 1;
            let mut from = starts[repeated] + 1;
            while end < start + 1 + counts[variant] {
                pieces[end] = pieces[from];
                (end, from) = (end + 1, from + 1);
            }
        } else {
            pieces[end] = Piece::new(0, tag_width, tag).named("tag");
            end += 1;
            let mut f = 0;
            while f < counts[variant] {
                pieces[end] = fields[field].piece();
                (end, field, f) = (end + 1, field + 1, f + 1);
            }
            sort_pieces_between(&mut pieces, start, end);
        }
        variant += 1;
    }
    assert!(end == P && field == F, "transmutable: an enum has one piece per field, plus one tag per variant");
    pieces
}

/// The variants of an enum with fields as alternatives of its choice, each
/// `size` bytes: variant `v` is named `names[v]`, and its pieces are the
/// next `counts[v] + 1` of `pieces` (see [`enum_pieces`], which says what
/// `repeats` holds: a repeated variant's facts are those of the variant it
/// repeats, its tag aside, which is as wide).
#[doc(hidden)]
#[inline]
pub const fn enum_alternatives<const V: usize>(
    names: [&'static str; V],
    size: usize,
    counts: &[usize],
    repeats: &[usize],
    pieces: &'static [Piece],
) -> [Alternative; V] {
    let mut alternatives = [const { Alternative { name: "", bytes: Bytes::EMPTY } }; V];
    let mut rest = pieces;
    let mut variant = 0;
    while variant < V {
        let (own, after) = split_pieces(rest, counts[variant] + 1);
        let repeated = repeats[variant];
        alternatives[variant] = if repeated < variant {
            let facts = alternatives[repeated].bytes.facts;
            Alternative { name: names[variant], bytes: Bytes { size, pieces: own, piece_count: own.len(), facts } }
        } else {
            enum_alternative(names[variant], size, own)
        };
        rest = after;
        variant += 1;
    }
    alternatives
}

/// The first `count` of `pieces`, and the rest: `split_at`, which costs
/// const evaluation about a quarter of a million of the compiler's
/// instructions a call, taken by a pattern and a chunk (a third of that)
/// for the few pieces of most variants.
#[inline]
const fn split_pieces(pieces: &'static [Piece], count: usize) -> (&'static [Piece], &'static [Piece]) {
    match (count, pieces) {
        (1, [first, rest @ ..]) => return (core::slice::from_ref(first), rest),
        (2, [_, _, rest @ ..]) => {
            if let Some(own) = pieces.first_chunk::<2>() {
                return (own, rest);
            }
        }
        (3, [_, _, _, rest @ ..]) => {
            if let Some(own) = pieces.first_chunk::<3>() {
                return (own, rest);
            }
        }
        (4, [_, _, _, _, rest @ ..]) => {
            if let Some(own) = pieces.first_chunk::<4>() {
                return (own, rest);
            }
        }
        _ => {}
    }
    pieces.split_at(count)
}

/// The pieces of a fieldless enum of `size` bytes aligned to `align`: one
/// piece holding its tags, `width` bytes wide, then padding (an `align(N)`
/// enum is larger than its tag).
///
/// Checks the tag against the compiler's layout of the enum: the enum is its
/// tag rounded up to its alignment.
#[doc(hidden)]
#[inline]
pub const fn fieldless_enum<const CAPACITY: usize>(
    products: &'static Products<CAPACITY>,
    size: usize,
    align: usize,
    width: usize,
    tag_align: usize,
) -> [Piece; 1] {
    assert!(
        products.width == width && tag_align <= align && round_up(width, align) == size,
        "transmutable: the tag computed for this enum does not fit the compiler's layout of it"
    );
    [products.piece()]
}

/// The pieces of a fieldless enum whose tag is one byte (`repr(u8)`,
/// `repr(i8)`) of `size` bytes aligned to `align`: one byte holding the set
/// of its `tags`, then padding, as [`fieldless_enum`] describes it, made
/// without the patterns of wider tags ([`Products`]): every step and every
/// constant of a derive's output is paid for at every derived type.
///
/// Checks the tag against the compiler's layout of the enum: the enum is
/// its one-byte tag rounded up to its alignment. The tags are a slice, not
/// an array of their count: one instance of the function serves every
/// enum, where a count made one each.
#[doc(hidden)]
#[inline]
pub const fn fieldless_byte_enum(tags: &[u8], size: usize, align: usize) -> [Piece; 1] {
    assert!(
        round_up(1, align) == size,
        "transmutable: the tag computed for this enum does not fit the compiler's layout of it"
    );
    // A bit at a time, as `Products::of_values` does for one-byte tags.
    let mut words = [0u64; 4];
    let mut i = 0;
    while i < tags.len() {
        words[(tags[i] / 64) as usize] |= 1 << (tags[i] % 64);
        i += 1;
    }
    [Piece::new(0, 1, Kind::Run(ByteSet::of_words(words)))]
}

/// What the derive computes once per enum with fields: the discriminants,
/// the tag's width and where the fields of every variant start. Not public
/// API.
#[doc(hidden)]
pub trait EnumLayout {
    /// The discriminant of each variant, in declaration order, as the
    /// enum's representation types it (`isize` for `repr(C)`).
    const DISCRIMINANTS: &'static [i128];
    /// The width of the tag in bytes.
    const TAG_WIDTH: usize;
    /// Where fields start, checked against the compiler's layout.
    const SHAPE: EnumShape;
    /// The offsets of every variant's fields, the variants' back to back.
    const OFFSETS: &'static [usize];
    /// The pieces of every variant, back to back (see [`enum_pieces`]).
    const PIECES: &'static [Piece];
}

/// `value`, as a `T`: gives a discriminant expression the type the enum's
/// representation gives it.
#[doc(hidden)]
#[inline]
pub const fn typed<T: Copy>(value: T) -> T {
    value
}

/// The discriminants of an enum's variants, from those written out: a
/// variant without one has the one before plus one (the first, 0).
#[doc(hidden)]
#[inline]
pub const fn discriminants<const N: usize>(written: [Option<i128>; N]) -> [i128; N] {
    let mut values = [0; N];
    let mut i = 0;
    while i < N {
        values[i] = match written[i] {
            Some(value) => value,
            None if i == 0 => 0,
            // `wrapping_add(1)`, written out: a call for every variant
            // otherwise.
            None if values[i - 1] == i128::MAX => i128::MIN,
            None => values[i - 1] + 1,
        };
        i += 1;
    }
    values
}

/// Where the fields of an enum's variants start, after its tag: see
/// [`EnumShape::new`].
#[doc(hidden)]
#[derive(Clone, Copy)]
pub struct EnumShape {
    rule: EnumRule,
}

impl EnumShape {
    /// The shape of an enum whose variants have fields of the given sizes
    /// and alignments (`fields`, variant `v`'s `counts[v]` fields after
    /// those of the variants before it), whose tag is `tag_width` bytes
    /// aligned to `tag_align`, as the Reference lays it out
    /// (`enum_rule.rs`), with a primitive representation if `c` is false,
    /// `repr(C)` if it is true.
    ///
    /// The enum is `size` bytes aligned to `align` (the compiler says so);
    /// `explicit_align` says whether `align(N)` raised that alignment.
    /// Panics, failing the build, if the layout computed here is not the
    /// compiler's.
    #[allow(clippy::too_many_arguments, reason = "the derive's one call writes each fact the compiler reports")]
    #[inline]
    pub const fn new(
        c: bool,
        tag_width: usize,
        tag_align: usize,
        counts: &[usize],
        fields: &[(usize, usize)],
        size: usize,
        align: usize,
        explicit_align: bool,
    ) -> EnumShape {
        // The alignment of the union of the variants' structs.
        let mut payload_align = 1;
        let mut f = 0;
        while f < fields.len() {
            if fields[f].1 > payload_align {
                payload_align = fields[f].1;
            }
            f += 1;
        }
        let rule = EnumRule::new(c, tag_width, tag_align, payload_align);
        // The largest variant, each struct rounded up to its alignment.
        let mut payload_size = 0;
        let (mut v, mut f) = (0, 0);
        while v < counts.len() {
            let mut variant = rule.variant();
            let end = f + counts[v];
            while f < end {
                variant.field(fields[f].0, fields[f].1);
                f += 1;
            }
            if variant.size() > payload_size {
                payload_size = variant.size();
            }
            v += 1;
        }
        assert!(f == fields.len(), "transmutable: the fields of an enum's variants are counted wrong");
        let natural_align = rule.natural_align();
        assert!(
            round_up(rule.unpadded(payload_size), align) == size
                && natural_align <= align
                && (explicit_align || natural_align == align),
            "transmutable: the layout computed for this enum is not the compiler's"
        );
        EnumShape { rule }
    }

    /// The offsets of the fields of every variant, of the given sizes and
    /// alignments (as [`EnumShape::new`] takes them), each variant laid out
    /// as `repr(C)` lays out a struct: each field at the first multiple of
    /// its alignment after the end of the one before, from where fields
    /// start.
    #[inline]
    pub const fn offsets<const N: usize>(&self, counts: &[usize], fields: [(usize, usize); N]) -> [usize; N] {
        let mut offsets = [0; N];
        let (mut v, mut f) = (0, 0);
        while v < counts.len() {
            let mut variant = self.rule.variant();
            let end = f + counts[v];
            while f < end {
                offsets[f] = variant.field(fields[f].0, fields[f].1);
                f += 1;
            }
            v += 1;
        }
        offsets
    }
}

/// `value` rounded up to a multiple of `align`.
#[inline]
const fn round_up(value: usize, align: usize) -> usize {
    value.div_ceil(align) * align
}

/// A `repr(C)` enum of one variant: its size is the smallest tag the
/// compiler gives a `repr(C)` enum on this target (C's `int`, on most).
#[repr(C)]
#[allow(dead_code)]
enum CEnumProbe {
    Only,
}

/// The width of the tag of a `repr(C)` enum without an integer
/// representation whose discriminants are `values`, as the compiler picks
/// it: the smallest tag of a `repr(C)` enum on this target
/// ([`CEnumProbe`]), or, when the discriminants do not fit in it, the
/// smallest integer that holds them all (unsigned when none is negative).
#[doc(hidden)]
#[inline]
pub const fn c_tag_width(values: &[i128]) -> usize {
    c_tag_width_from(values, core::mem::size_of::<CEnumProbe>())
}

/// The width of the tag of a `repr(C)` enum whose discriminants are
/// `values` on a target whose `repr(C)` enums are at least `at_least` bytes.
#[inline]
pub(crate) const fn c_tag_width_from(values: &[i128], at_least: usize) -> usize {
    let (mut low, mut high) = (0i128, 0i128);
    let mut i = 0;
    while i < values.len() {
        if i == 0 || values[i] < low {
            low = values[i];
        }
        if i == 0 || values[i] > high {
            high = values[i];
        }
        i += 1;
    }
    let fit = if low >= 0 {
        unsigned_width(high as u128)
    } else {
        let (a, b) = (signed_width(low), signed_width(high));
        if a > b {
            a
        } else {
            b
        }
    };
    if fit > at_least {
        fit
    } else {
        at_least
    }
}

#[inline]
const fn unsigned_width(value: u128) -> usize {
    let mut width = 1;
    while width < 16 && value >> (8 * width) != 0 {
        width *= 2;
    }
    width
}

#[inline]
const fn signed_width(value: i128) -> usize {
    let mut width = 1;
    while width < 16 && (value < -(1i128 << (8 * width - 1)) || value >= 1i128 << (8 * width - 1)) {
        width *= 2;
    }
    width
}

/// The alignment of the integer `width` bytes wide, as the compiler gives it.
#[doc(hidden)]
#[inline]
pub const fn integer_align(width: usize) -> usize {
    match width {
        1 => core::mem::align_of::<u8>(),
        2 => core::mem::align_of::<u16>(),
        4 => core::mem::align_of::<u32>(),
        8 => core::mem::align_of::<u64>(),
        _ => core::mem::align_of::<u128>(),
    }
}
