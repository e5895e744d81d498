//! Verdicts read from per-type facts, where the walk could only agree.
//!
//! Most pairs a program checks are plain: integers, arrays of them, structs
//! of them, fieldless enums read as integers, a prefix of a struct with
//! padding further on. For those the answer of the walk follows from what
//! is known of each type alone ([`Facts`], computed once per type and
//! cached by the compiler with its description), and the check need not
//! walk at all: const evaluation pays for every cursor it makes and moves,
//! and a walk of two small types costs more than all the other work of a
//! check together.
//!
//! A shortcut answers only where the walk gives the same verdict: it stands
//! for the walk's *validity* question alone (size, lifetimes, invariants and
//! the rest are checked after it as after the walk), it says "yes" only
//! where the walk would find every source path accepted (under
//! `Assume::VALIDITY`, some), and only where no capacity of the walk can
//! run out ([`MAX_DEPTH`] frames, [`MAX_STEPS`] steps). Anywhere else it
//! says nothing, and the walk decides. One exception, under
//! `Assume::VALIDITY` ([`any_bytes_as_far_as_some_value!`],
//! [`any_bytes_take_some_value!`], a lone first byte in
//! [`some_value_fits`]): where some value of the source holds
//! initialized bytes that some value of the destination takes, as their
//! facts tell, the contract's answer is "yes" whatever the types' sizes,
//! and it is given without asking how long the walk would take: the walk
//! it spares could refuse the pair only for its own [`MAX_STEPS`], never
//! for the types.
//!
//! **Architecture Invariant:** a shortcut never answers "no", and never
//! answers where the contract's answer is "no"; but for the exception
//! above, never where a limit of the walk could be reached either.
//!
//! [`Facts`]: crate::description::Facts

use super::ByteRules;
use crate::assume::Assume;
use crate::byte_set::ByteSet;
use crate::description::{Bytes, Description, Head, Invariants, Kind, Piece, PointerKind};
use crate::limits::{MAX_DEPTH, MAX_SHORTCUT_EDGES, MAX_STEPS};

// A walk that finds nothing wrong ends an edge of one side or enters an
// alternative at each step, and walks the other side again at most once per
// alternative it enters: two types of `f` and `i` edges take fewer than
// `(f + 1) * (i + 1)` steps, at most `SHORTCUT_EDGE_PRODUCT`.
const _: () = assert!(SHORTCUT_EDGE_PRODUCT * 4 <= MAX_STEPS);

/// How large the product of two types' edges, each plus one, may be for
/// the shortcuts of every value: two types of at most
/// [`MAX_SHORTCUT_EDGES`] edges each, or a type of more beside a smaller
/// one (an array of structs into a word), as long as the walk's bound
/// stays the same.
const SHORTCUT_EDGE_PRODUCT: usize = (MAX_SHORTCUT_EDGES + 1) * (MAX_SHORTCUT_EDGES + 1);

/// Whether two types' edges (the facts `$from` and `$into`, locals read in
/// place) multiply, each plus one, to at most [`SHORTCUT_EDGE_PRODUCT`]: a
/// macro, as every check asks it, and const evaluation pays for each
/// call; asked after two comparisons with [`MAX_SHORTCUT_EDGES`], which
/// answer most pairs in fewer statements. Each is compared first with [`MAX_STEPS`], so the product cannot
/// overflow (edges saturate at `usize::MAX`).
macro_rules! edges_within_bound {
    ($from:ident, $into:ident) => {
        $from.edges < MAX_STEPS
            && $into.edges < MAX_STEPS
            && ($from.edges + 1) * ($into.edges + 1) <= SHORTCUT_EDGE_PRODUCT
    };
}

/// What the facts of `source -> destination` by value answer, known from
/// the facts of the two types alone. The pair holds under any assumption
/// ([`FACTS_HOLD`]) where both have values, every value of `source` fits
/// `destination` ([`every_value_fits`]), and `destination` holds no
/// reference and carries no invariant, nor a live pointer that a source
/// with invariants would hand out. The by-value checks
/// (`assert_transmutable!`, `is_transmutable`) and a pointer's referents
/// ask it before they make an `Answer`, so a plain pair costs a few reads
/// of its facts; `decide` takes what it answered, and does not read again
/// whether every value fits. One of [`FACTS_UNASKED`] (a type
/// uninhabited, or a destination with a tail: not asked),
/// [`FACTS_MISFIT`], [`FACTS_FIT`] (every value fits, but the destination
/// has lifetimes or invariants) and [`FACTS_HOLD`]. It reads fields rather
/// than the methods that say the same, and answers a byte, not an enum:
/// const evaluation pays for every call.
// `matches!` where clippy asks for `is_none()`: a call, which const
// evaluation pays for, and one more item of `core` loaded in every crate
// that checks.
#[allow(clippy::redundant_pattern_matching)]
pub(crate) const fn facts_answer(source: &Head, destination: &Head) -> u8 {
    let (from, into) = (&source.bytes.facts, &destination.bytes.facts);
    if !(from.inhabited && into.inhabited && matches!(destination.tail, None)) {
        FACTS_UNASKED
    } else if !(
        // `every_value_fits`, in place: every check asks it here, and
        // const evaluation pays for each call; but for rows of named
        // scalars, of more edges than the general bound allows, a call.
        from.depth <= MAX_DEPTH
            && into.depth <= MAX_DEPTH
            && if (from.edges <= MAX_SHORTCUT_EDGES && into.edges <= MAX_SHORTCUT_EDGES)
                || edges_within_bound!(from, into)
            {
                (into.accepts_from == 0 && destination.size <= from.init_prefix)
                    || lone_first_bytes_fit!(from, into, destination.size)
            } else {
                named_scalars_fit(&source.bytes, &destination.bytes, destination.size)
            }
    ) {
        FACTS_MISFIT
    } else if !into.lifetimes
        && matches!(destination.invariants, Invariants::None)
        && (matches!(source.invariants, Invariants::None) || !into.live_pointers)
    {
        FACTS_HOLD
    } else {
        FACTS_FIT
    }
}

/// [`facts_answer`]: whether every value fits was not asked.
pub(crate) const FACTS_UNASKED: u8 = 0;
/// [`facts_answer`]: some value does not fit, as its facts tell.
pub(crate) const FACTS_MISFIT: u8 = 1;
/// [`facts_answer`]: every value fits, and the pair does not hold by facts.
pub(crate) const FACTS_FIT: u8 = 2;
/// [`facts_answer`]: the pair holds by facts, under any assumption.
pub(crate) const FACTS_HOLD: u8 = 3;

/// Whether `source -> destination` by value, each a pointer alone that
/// promises its referent (`&T`, `&mut T`, `Box<T>`, or an `Option` of
/// one), holds assuming nothing, with the lifetimes bound
/// (`Lifetimes::Bound`), known from the facts of the referents: what
/// `decide` finds through `lone_pointers_hold`, `pointers::compatible` and
/// `referents_hold`, read here in place, so that the check makes no `Walk`
/// and loads none of those functions (a reference's description is made
/// in every crate that checks it, and const evaluation pays for each call).
///
/// The pointers: one piece each, of one size, the destination's over all
/// its bytes (a thin pointer with padding is no wide one); `&T -> &U`,
/// `&mut T -> &U`, `&mut T -> &mut U`, or from a `Box<T>`, which nothing
/// reads again, into `&U` or `Box<U>`; the source never null,
/// or the destination nullable too (`Option<&T>` is the same piece,
/// nullable); neither type carrying invariants (a reference a type keeps
/// private). The referents: `U` no more aligned than `T`, no cell in
/// either (a shared referent keeps its cells, and what cells write comes
/// back), `T -> U` holding by facts ([`facts_answer`]), and through
/// `&mut`, `U -> T` too, for what is written back; into a `Box`, `U` of
/// `T`'s size and alignment, the layout the box is freed with. The facts hold only where `U` is no larger than the
/// initialized prefix of `T`, so `U` does not grow (and through `&mut`,
/// both are of one size), and neither referent is unsized: a destination
/// with a tail is not asked, and a source with one is behind a wide
/// pointer, whose size no thin one has. `false` means "decide", which
/// explains a "no". `tests/reference_facts.rs` holds each condition to a
/// pair that it alone refuses.
// `matches!` where clippy asks for `is_none()`: a call, which const
// evaluation pays for.
#[allow(clippy::redundant_pattern_matching)]
pub(crate) const fn references_hold_by_facts(source: &Head, destination: &Head) -> bool {
    let (src, dst) = match (source.bytes.pieces, destination.bytes.pieces) {
        ([Piece { kind: Kind::Pointer(src), .. }], [Piece { size: into, kind: Kind::Pointer(dst), .. }])
            if *into == destination.size && source.size == destination.size =>
        {
            (src, dst)
        }
        _ => return false,
    };
    // Whether `U -> T` is asked too (what is written back through `&mut`),
    // and whether the referents keep one layout (a `Box` is freed with
    // its new type's).
    let (unique, boxed) = match (src.kind, dst.kind) {
        (PointerKind::Shared | PointerKind::Unique | PointerKind::Boxed, PointerKind::Shared) => (false, false),
        (PointerKind::Unique, PointerKind::Unique) => (true, false),
        (PointerKind::Boxed, PointerKind::Boxed) => (false, true),
        _ => return false,
    };
    let (from, into) = (src.referent.head(), dst.referent.head());
    (!src.nullable || dst.nullable)
        && (!boxed || (into.size == from.size && into.align == from.align))
        && matches!(source.invariants, Invariants::None)
        && matches!(destination.invariants, Invariants::None)
        && into.align <= from.align
        && !from.bytes.facts.interior_mutable
        && !into.bytes.facts.interior_mutable
        && facts_answer(from, into) == FACTS_HOLD
        && (!unique || facts_answer(into, from) == FACTS_HOLD)
}

/// Whether `target` may be read from bytes or as bytes as `rules` say
/// (`decide_bytes`), known from its facts alone: a sized type whose walk no
/// capacity limits, of a layout the compiler keeps wherever bytes cross
/// builds, that takes every initialized byte string (all zeros, for
/// zeros) with no invariants to keep there, when read from bytes; whose
/// every value is initialized integer bytes, when read as bytes; and with
/// no cell behind a shared reference. The capabilities (`FromBytes`,
/// `FromZeros`, `IntoBytes`) ask it before they make an `Answer`, so that a
/// type which has one costs a few reads of its facts; the walk still
/// decides, and explains, every other. `false` means "decide".
pub(crate) const fn bytes_hold_by_facts(target: &Description, rules: ByteRules) -> bool {
    let facts = &target.bytes.facts;
    if target.tail.is_some() || rules.checked || facts.depth > MAX_DEPTH || facts.edges > MAX_SHORTCUT_EDGES {
        return false;
    }
    let crosses_builds = rules.to_bytes || (rules.from_bytes && !rules.zeros);
    let read = match (rules.from_bytes, rules.zeros) {
        (false, _) => true,
        (true, false) => facts.inhabited && facts.accepts_from == 0 && target.invariants.is_none(),
        (true, true) => {
            facts.inhabited && (facts.accepts_from == 0 || facts.zeros_fit) && target.invariants_at_zeros.is_none()
        }
    };
    read && !(crosses_builds && target.unstable_layout)
        && (!rules.to_bytes || facts.init_from == 0)
        && !(rules.shared && facts.interior_mutable)
}

/// Whether every value of `source` is valid as the first `size` bytes of
/// `destination` by value, known from their facts alone: `destination`
/// accepts every initialized byte string of its size, and every value of
/// `source` holds initialized bytes (no padding, no pointer) over at least
/// `size` bytes. `false` means "walk". The bytes are a type's, or the
/// any-bytes and zeros of the byte rules.
pub(super) const fn every_value_fits(source: &Bytes, destination: &Bytes, size: usize) -> bool {
    let (from, into) = (&source.facts, &destination.facts);
    if from.depth > MAX_DEPTH || into.depth > MAX_DEPTH {
        false
    } else if (from.edges <= MAX_SHORTCUT_EDGES && into.edges <= MAX_SHORTCUT_EDGES) || edges_within_bound!(from, into)
    {
        (into.accepts_from == 0 && size <= from.init_prefix) || lone_first_bytes_fit!(from, into, size)
    } else {
        named_scalars_fit(source, destination, size)
    }
}

/// A destination that takes any initialized byte alone, the rest of it
/// uninitialized (a union with a `u8` field: [`Facts::takes_lone_first_byte`]),
/// and a source every value of which is an initialized byte, then padding
/// to the destination's end at least ([`Facts::lone_first_byte_to`]: a
/// struct of a fieldless enum, then a word): every value of the source is
/// one that writing the field alone leaves. A macro, for the facts of both
/// sides (`$from`, `$into`, locals read in place) and the destination's
/// size: every check under `Assume::NOTHING` that the first way leaves asks
/// it, and const evaluation pays for each call.
///
/// [`Facts::takes_lone_first_byte`]: crate::description::Facts
/// [`Facts::lone_first_byte_to`]: crate::description::Facts
macro_rules! lone_first_bytes_fit {
    ($from:ident, $into:ident, $size:expr) => {
        $into.takes_lone_first_byte && $size <= $from.lone_first_byte_to
    };
}
use lone_first_bytes_fit;

/// [`every_value_fits`] for a source of more edges than the general bound
/// allows, made of scalars of one set of named patterns back to back (a
/// struct of `char` fields, an array of `char`s: [`named_scalars`]), whose
/// walk is bounded by the source alone. Two ways:
///
/// - into bytes that each take every initialized value: every byte of a
///   scalar's value is initialized. The walk ends at the first branch of
///   the destination (`nested::settled`: the source initialized
///   throughout, the destination taking every initialized byte string
///   from there), and before it moves over each scalar in one step where
///   the destination's run covers it, or walks its patterns one by one,
///   each a step per byte at most (neither side branches inside a pattern,
///   and each step moves a byte at least): at most the source's edges (a
///   scalar counts one, and one for each byte of each pattern) and one
///   more, which `tests::named_scalars_fit_where_the_walk_finds_them`
///   checks against destinations that branch at every word, in no period.
/// - into the same named scalars, as many or fewer, over the destination's
///   whole size: a scalar's every value is a value of the scalar of the
///   same patterns at the same place. The walk moves over each pair of
///   scalars in one step (the patterns' identity compared,
///   `covers::scalar_accepted_ahead`): as many steps as the destination
///   holds scalars, and one more.
///
/// Either bound is kept under a quarter of [`MAX_STEPS`], so the walk could
/// not run out of steps either.
const fn named_scalars_fit(source: &Bytes, destination: &Bytes, size: usize) -> bool {
    let (from, into) = (&source.facts, &destination.facts);
    let Some((identity, scalar_size, count)) = named_scalars(source) else {
        return false;
    };
    if into.accepts_from == 0 {
        return size <= from.init_prefix && from.edges < MAX_STEPS / 4;
    }
    match named_scalars(destination) {
        Some((other_identity, other_size, other_count)) => {
            other_identity == identity
                && other_size == scalar_size
                && other_count <= count
                && size == other_count * other_size
                && other_count < MAX_STEPS / 4
        }
        None => false,
    }
}

/// `bytes` as scalars of patterns the library names ([`Kind::Scalar`]'s
/// identity, not [`Kind::UNNAMED_PATTERNS`]: a `char`'s), all of one
/// identity and size, back to back from the first byte to the last with
/// nothing between nor after them: one such scalar, an array of them or of
/// such bytes, or a struct whose pieces are one run of alike scalars
/// ([`Facts::alike_from`], whose distance here is their size). The
/// patterns' identity, a scalar's size and how many scalars; `None` for
/// any other bytes.
///
/// [`Facts::alike_from`]: crate::description::Facts
const fn named_scalars(bytes: &Bytes) -> Option<(u16, usize, usize)> {
    let (facts, pieces, count) = (&bytes.facts, bytes.pieces, bytes.piece_count);
    // Pieces lie in order, apart, within the bytes (`Facts::of` asserts
    // it): `count` of `size` bytes each cover the bytes exactly when they
    // take `count * size` bytes of them.
    let (identity, size, count) = if facts.alike_to > facts.alike_from {
        // A run of alike pieces holds two at least, each a scalar of the
        // first one's named patterns, size and flags.
        if facts.alike_from != 0 || facts.alike_to != count {
            return None;
        }
        match pieces[0].kind {
            Kind::Scalar { identity, .. } => (identity, pieces[0].size, count),
            _ => return None,
        }
    } else if count == 1 {
        match pieces[0].kind {
            Kind::Scalar { identity, .. } if identity != Kind::UNNAMED_PATTERNS => (identity, pieces[0].size, 1),
            // An element covered by its scalars, covered by the elements.
            Kind::Repeat { element, count: elements } => match named_scalars(element) {
                Some((identity, size, inner)) => (identity, size, inner * elements),
                None => return None,
            },
            _ => return None,
        }
    } else {
        return None;
    };
    if size * count == bytes.size {
        Some((identity, size, count))
    } else {
        None
    }
}

/// Whether some value of `source` is valid as the first `size` bytes of
/// `destination` by value, the question under `Assume::VALIDITY`, known
/// without a walk, one of four ways ([`any_bytes_as_far_as_some_value!`],
/// [`any_bytes_take_some_value!`], macros: most checks under
/// `Assume::VALIDITY` ask both, and const evaluation pays for each call;
/// a value of the source that [`lone_first_bytes_fit!`] says fits, some
/// value's [`Facts::some_lone_first_byte_to`] for every value's;
/// [`first_bytes_meet`]), where both types have values and the walk could
/// not run out of frames (nor of steps, but for the first three ways: see
/// the module's docs). `false` means "walk".
///
/// [`Facts::some_lone_first_byte_to`]: crate::description::Facts
pub(super) const fn some_value_fits(source: &Bytes, destination: &Bytes, size: usize) -> bool {
    let (from, into) = (&source.facts, &destination.facts);
    from.inhabited
        && into.inhabited
        && from.depth <= MAX_DEPTH
        && into.depth <= MAX_DEPTH
        && (any_bytes_as_far_as_some_value!(from, into)
            || any_bytes_take_some_value!(from, into, size)
            || (into.takes_lone_first_byte && size <= from.some_lone_first_byte_to)
            || (from.edges <= MAX_SHORTCUT_EDGES
                && into.edges <= MAX_SHORTCUT_EDGES
                && size == 1
                && first_bytes_meet(source, destination)))
}

/// Whether `source -> destination` by value holds under `assume`, which
/// assumes `VALIDITY`, with the lifetimes bound (`Lifetimes::Bound`),
/// known from the facts of the two types: some value of the source fits
/// ([`some_value_fits`], which asks that both have values); and, as
/// `decide` asks after a walk, a reference in the destination needs
/// `Assume::LIFETIMES` (under `VALIDITY` a reference may be made of an
/// integer, whose lifetime no bound knows), and invariants of the
/// destination, or of a source whose live pointer the destination would
/// hand out, need `Assume::SAFETY`. For a destination by value, which is
/// sized (no tail). `is_transmutable` asks it before it reads the whole
/// descriptions, so that a pair the facts answer under `VALIDITY` pays
/// for no call of `decide`, whose first steps it would take. `false`
/// means "decide".
// `matches!` where clippy asks for `is_none()`: a call, which const
// evaluation pays for.
#[allow(clippy::redundant_pattern_matching)]
pub(crate) const fn some_value_holds_by_facts(source: &Head, destination: &Head, assume: Assume) -> bool {
    let into = &destination.bytes.facts;
    (assume.lifetimes || !into.lifetimes)
        && (assume.safety
            || (matches!(destination.invariants, Invariants::None)
                && (matches!(source.invariants, Invariants::None) || !into.live_pointers)))
        && some_value_fits(&source.bytes, &destination.bytes, destination.size)
}

/// A source with a value whose first bytes each hold every initialized
/// value ([`Facts::some_any_prefix`]: integers, a union's field of them,
/// an enum's variant past its tag never), as far as a destination's value
/// needs initialized bytes, each taking some initialized value, padding
/// after them ([`Facts::some_value_ends`]: a `bool`, a `char`, an enum's
/// shortest variant, a union through a dense field): that source value,
/// made to hold the destination value's bytes, is one. So the contract
/// says "yes", and the walk, which searches both sides' alternatives,
/// finds it, but for its own limit of steps (see the module's docs).
///
/// [`Facts::some_any_prefix`]: crate::description::Facts
/// [`Facts::some_value_ends`]: crate::description::Facts
macro_rules! any_bytes_as_far_as_some_value {
    // Locals, read in place: the facts of both sides. `some_value_ends`
    // is `NO_SUCH_VALUE` (`usize::MAX`) where no value is known so, past
    // any prefix.
    ($from:ident, $into:ident) => {
        $into.some_value_ends <= $from.some_any_prefix
    };
}
use any_bytes_as_far_as_some_value;

/// A destination that accepts every initialized byte string (integers,
/// arrays and structs of them, a union with such a field), and a source
/// with a value whose first `size` bytes are initialized integer bytes
/// ([`Facts::some_init_prefix`]: an enum's variant, a union's field, that
/// goes far enough): that value is one, so the contract says "yes", and
/// the walk, searching the source's alternatives, finds it, but for its
/// own limit of steps (see the module's docs).
///
/// [`Facts::some_init_prefix`]: crate::description::Facts
macro_rules! any_bytes_take_some_value {
    // Locals, read in place: the facts of both sides, and the size.
    ($from:ident, $into:ident, $size:expr) => {
        $into.accepts_from == 0 && $size <= $from.some_init_prefix
    };
}
use any_bytes_take_some_value;

/// A destination of one byte (a `bool`, a fieldless enum) and a source
/// whose first byte, in some value, holds a value it accepts: the walk,
/// searching the alternatives of both over that byte, finds them. Each
/// side's set is one the walk reads there ([`first_values`]).
const fn first_bytes_meet(source: &Bytes, destination: &Bytes) -> bool {
    first_values(source, Side::Source).intersects(first_values(destination, Side::Destination))
}

/// Which side of a pair [`first_values`] reads bytes as.
#[derive(Clone, Copy)]
enum Side {
    Source,
    Destination,
}

/// Values that the first byte of `bytes` holds in some value (`side`
/// [`Side::Source`]), or that it accepts in some value ([`Side::Destination`]),
/// as the walk reads it; never more, and less where finding all would take
/// longer than the walk: a destination's padding, which takes anything, and
/// a destination union, which takes only what safe writes leave, read as
/// nothing. A source's padding is uninitialized; a source union holds at
/// least what one of its fields with values holds. A scalar's pattern, an
/// alternative, counts only if it has values.
const fn first_values(bytes: &Bytes, side: Side) -> ByteSet {
    if bytes.piece_count == 0 || bytes.pieces[0].offset > 0 {
        return match side {
            Side::Source if bytes.size > 0 => ByteSet::UNINIT,
            _ => ByteSet::EMPTY,
        };
    }
    let piece = &bytes.pieces[0];
    if piece.size == 0 {
        return ByteSet::EMPTY;
    }
    match piece.kind {
        Kind::Run(set) => set,
        Kind::Tag(value) => ByteSet::single(crate::description::tag_byte(value, piece.size, 0)),
        Kind::Scalar { products, count, .. } => {
            let mut values = ByteSet::EMPTY;
            let mut pattern = 0;
            while pattern < count {
                let first = pattern * piece.size;
                let mut byte = 0;
                while byte < piece.size && !products[first + byte].is_empty() {
                    byte += 1;
                }
                if byte == piece.size {
                    values = values.union(products[first]);
                }
                pattern += 1;
            }
            values
        }
        Kind::Pointer(_) => ByteSet::EMPTY,
        Kind::Nest(inner) => first_values(inner, side),
        Kind::Repeat { element, .. } => first_values(element, side),
        Kind::Choice(choice) if choice.union && matches!(side, Side::Destination) => ByteSet::EMPTY,
        Kind::Choice(choice) => {
            let mut values = ByteSet::EMPTY;
            let mut i = 0;
            while i < choice.alternative_count {
                let alternative = &choice.alternatives[i].bytes;
                if alternative.facts.inhabited {
                    values = values.union(first_values(alternative, side));
                }
                i += 1;
            }
            values
        }
    }
}

#[cfg(test)]
#[allow(dead_code)] // The types are only described, never built.
mod tests {
    use super::{
        bytes_hold_by_facts, every_value_fits, facts_answer, some_value_fits, FACTS_FIT, FACTS_HOLD, FACTS_MISFIT,
        FACTS_UNASKED,
    };
    use crate::assume::Assume;
    use crate::automaton::{Cursor, Role};
    use crate::description::{Bytes, Description, Piece};
    use crate::layout::Layout;
    use crate::query::{covers, exists, Lifetimes, Walk};

    #[derive(crate::Layout)]
    #[repr(C)]
    pub struct Words {
        pub a: u32,
        pub b: u16,
        pub c: [u8; 2],
    }

    /// Carries invariants: its field is private.
    #[derive(crate::Layout)]
    #[repr(C)]
    pub struct Private {
        secret: u32,
    }

    #[derive(crate::Layout)]
    #[repr(C)]
    pub struct Padded {
        pub a: u8,
        pub b: u32,
    }

    #[derive(crate::Layout)]
    #[repr(C)]
    pub struct Nested {
        pub words: Words,
        pub flags: [bool; 3],
        pub kind: Kind,
    }

    #[derive(crate::Layout, Clone, Copy)]
    #[repr(u8)]
    pub enum Kind {
        A = 1,
        B = 7,
        C = 200,
    }

    #[derive(crate::Layout)]
    #[repr(u8)]
    pub enum Shaped {
        Small(u8, u16),
        Large(u32),
    }

    #[derive(crate::Layout)]
    #[repr(C)]
    pub union Either {
        pub word: u32,
        pub bytes: [u8; 4],
        pub flag: bool,
    }

    #[derive(crate::Layout)]
    #[repr(C)]
    pub struct Many {
        pub items: [Words; 40],
    }

    #[derive(crate::Layout)]
    #[repr(C)]
    pub struct Deep0(pub u8, pub Kind);
    #[derive(crate::Layout)]
    #[repr(C)]
    pub struct Deep1(pub Deep0, pub Kind);
    #[derive(crate::Layout)]
    #[repr(C)]
    pub struct Deep2(pub Deep1, pub Kind);
    #[derive(crate::Layout)]
    #[repr(C)]
    pub struct Deep3(pub Deep2, pub Kind);
    #[derive(crate::Layout)]
    #[repr(C)]
    pub struct Deep4(pub Deep3, pub Kind);
    #[derive(crate::Layout)]
    #[repr(C)]
    pub struct Deep5(pub Deep4, pub Kind);
    #[derive(crate::Layout)]
    #[repr(C)]
    pub struct Deep6(pub Deep5, pub Kind);
    #[derive(crate::Layout)]
    #[repr(C)]
    pub struct Deep7(pub Deep6, pub Kind);
    #[derive(crate::Layout)]
    #[repr(C)]
    pub struct Deep8(pub Deep7, pub Kind);
    #[derive(crate::Layout)]
    #[repr(C)]
    pub struct Deep9(pub Deep8, pub Kind);
    #[derive(crate::Layout)]
    #[repr(C)]
    pub struct Deep10(pub Deep9, pub Kind);
    #[derive(crate::Layout)]
    #[repr(C)]
    pub struct Deep11(pub Deep10, pub Kind);
    #[derive(crate::Layout)]
    #[repr(C)]
    pub struct Deep12(pub Deep11, pub Kind);
    #[derive(crate::Layout)]
    #[repr(C)]
    pub struct Deep13(pub Deep12, pub Kind);

    /// No values.
    #[derive(crate::Layout, Clone, Copy)]
    pub enum Void {}

    /// Its `u32` at offset 1.
    #[derive(crate::Layout)]
    #[repr(C, packed)]
    pub struct Packed {
        pub a: u8,
        pub b: u32,
    }

    /// A field without values that safe code may still write a byte of.
    #[derive(crate::Layout)]
    #[repr(C)]
    pub union HalfVoid {
        pub a: u32,
        pub b: (u8, Void),
    }

    /// A field shorter than the union.
    #[derive(crate::Layout)]
    #[repr(C)]
    pub union Short {
        pub a: u32,
        pub b: u8,
    }

    /// A field of no bytes.
    #[derive(crate::Layout)]
    #[repr(C)]
    pub union Unit {
        pub a: u32,
        pub b: (),
    }

    /// No element of a type without values: inhabited.
    #[derive(crate::Layout)]
    #[repr(C)]
    pub struct ZeroVoid {
        pub a: [Void; 0],
        pub b: u32,
    }

    /// Zero-length arrays before, between and after its bytes.
    /// A union whose bytes past its field no safe write initializes: as a
    /// destination, they take only what such writes leave.
    #[derive(crate::Layout)]
    #[repr(C, align(4))]
    pub union PaddedUnion {
        pub a: u8,
    }

    #[derive(crate::Layout)]
    #[repr(C)]
    pub struct EmptyFirst {
        pub a: [u8; 0],
        pub b: [u16; 0],
        pub c: u16,
        pub d: [u32; 0],
    }

    /// Enums with fields and unions as the walked pairs meet them: variants
    /// that leave bytes uninitialized, or initialize them, to different
    /// lengths; a union with a field that goes furthest.
    #[derive(crate::Layout, Clone, Copy)]
    #[repr(u8)]
    pub enum Variants {
        Word(u32) = 11,
        Pair(u8, bool) = 51,
        Long(u16, u64, u8) = 213,
    }

    #[derive(crate::Layout, Clone, Copy)]
    #[repr(u8)]
    pub enum Sparse {
        Float(f64) = 30,
        Bare = 152,
        Bytes(u8, u8) = 164,
        Mixed(i32, u16) = 218,
    }

    #[derive(crate::Layout, Clone, Copy)]
    #[repr(u8)]
    pub enum Lettered {
        Bare = 107,
        Letter(u8, char, u16) = 194,
        Other = 241,
    }

    #[derive(crate::Layout, Clone, Copy)]
    #[repr(u8)]
    pub enum Flagged {
        Flag(bool) = 3,
        Pointer(*const u8) = 4,
    }

    #[derive(crate::Layout, Clone, Copy)]
    #[repr(C)]
    pub union Mixed {
        pub flag: bool,
        pub byte: u8,
        pub word: i32,
    }

    #[derive(crate::Layout, Clone, Copy)]
    #[repr(C)]
    pub union Tagged {
        pub variants: Variants,
        pub bytes: [u8; 2],
    }

    #[derive(crate::Layout)]
    #[repr(C)]
    pub struct Holder(pub u8, pub Variants, pub u16, pub u8);

    #[derive(crate::Layout)]
    #[repr(C)]
    pub struct Gapped(pub [u8; 7], pub u16, pub [i8; 4]);

    #[derive(crate::Layout)]
    #[repr(C)]
    pub struct Flags(pub u16, pub bool, pub u16);

    #[derive(crate::Layout)]
    #[repr(C)]
    pub struct Late(pub u8, pub Sparse);

    /// A variant of tag 0, with padding after its field: all zeros are
    /// its value.
    #[derive(crate::Layout)]
    #[repr(u8)]
    pub enum ZeroTagged {
        A(u16) = 0,
        B(bool) = 1,
    }

    /// Two-byte tags, one of them 0.
    #[derive(crate::Layout)]
    #[repr(u16)]
    pub enum WideZero {
        A = 0,
        B = 300,
        C = 1000,
    }

    /// Two-byte tags, none 0, one whose low byte is.
    #[derive(crate::Layout)]
    #[repr(u16)]
    pub enum WideNonZero {
        A = 256,
        B = 301,
    }

    /// A field that takes zeros over all the union's bytes.
    #[derive(crate::Layout)]
    #[repr(C)]
    pub union Flagging {
        pub pair: [bool; 2],
        pub kind: (u8, Kind),
    }

    /// A field that takes zeros over its own bytes only: past its end, safe
    /// writes leave uninitialized bytes, or values of a one-byte part of a
    /// field, and no such part holds 0 at byte 1.
    #[derive(crate::Layout)]
    #[repr(C)]
    pub union ShortZero {
        pub flag: bool,
        pub never: [core::num::NonZeroU8; 2],
    }

    /// A field that takes zeros in its bytes, with padding between them.
    #[derive(crate::Layout)]
    #[repr(C)]
    pub union PaddedZero {
        pub padded: (u8, u32),
        pub kinds: [Kind; 8],
    }

    /// The kinds of types the walked pairs of a benchmark draw (BENCHMARKS.md,
    /// "1,500 walked pairs in instructions"): a union of a `bool`, a byte
    /// and a word, whose fields but the `bool` are dense; one of a `bool`
    /// and a half-word; rows of the first in a struct, with a fieldless
    /// enum and padding after them; a struct whose first field is a tag,
    /// padding after it; enums whose variants hold fields, at different
    /// lengths, in a struct between bytes; a struct of one such enum.
    #[derive(crate::Layout, Clone, Copy)]
    #[repr(C)]
    pub union ByteOrWord {
        pub flag: bool,
        pub byte: u8,
        pub word: i32,
    }

    #[derive(crate::Layout, Clone, Copy)]
    #[repr(C)]
    pub union FlagOrHalf {
        pub flag: bool,
        pub half: u16,
    }

    #[derive(crate::Layout, Clone, Copy)]
    #[repr(u8)]
    pub enum Few {
        A = 19,
        B = 87,
        C = 235,
    }

    #[derive(crate::Layout, Clone, Copy)]
    #[repr(C)]
    pub struct Rows(pub [ByteOrWord; 7], pub f32, pub Few, pub [u64; 2]);

    #[derive(crate::Layout, Clone, Copy)]
    #[repr(C)]
    pub struct TagFirst(pub Few, pub f32);

    #[derive(crate::Layout, Clone, Copy)]
    #[repr(u8)]
    pub enum Payloads {
        Word(u32, u8) = 25,
        Mixed(u8, f32, u64) = 86,
        Small(u32, i8) = 138,
        Long(u64) = 152,
    }

    #[derive(crate::Layout, Clone, Copy)]
    #[repr(C)]
    pub struct Around(pub i8, pub Payloads, pub i8);

    #[derive(crate::Layout)]
    #[repr(C)]
    pub struct Prefixed(pub [u8; 7], pub [u64; 2], pub Variants);

    #[derive(crate::Layout)]
    #[repr(C)]
    pub struct Wrapped(pub Payloads);

    #[derive(crate::Layout)]
    #[repr(C)]
    pub struct TwoUnions(pub [ByteOrWord; 2]);

    /// Types of other types from their first byte, as the walked pairs of
    /// a benchmark hold them: a tag then an enum with fields, and a struct
    /// of one such struct; rows of unions first, then more; an array in a
    /// struct of one field; a struct of one enum first; an array of no
    /// elements first, whose element is not the bytes there.
    #[derive(crate::Layout)]
    #[repr(C)]
    pub struct TagThenPayloads(pub Few, pub Payloads);

    #[derive(crate::Layout)]
    #[repr(C)]
    pub struct WrappedPair(pub TagThenPayloads);

    #[derive(crate::Layout)]
    #[repr(C)]
    pub struct RowsFirst(pub Rows, pub Few, pub [bool; 6]);

    #[derive(crate::Layout)]
    #[repr(C)]
    pub struct WrappedGapped(pub [Gapped; 3]);

    #[derive(crate::Layout)]
    #[repr(C)]
    pub struct WrappedFirst(pub Wrapped, pub Few);

    #[derive(crate::Layout)]
    #[repr(C)]
    pub struct NothingFirst(pub [Few; 0], pub u8);

    /// A union of no identity around a pair that safe code writes half of
    /// in one instance, whole in the other: both are described alike.
    #[derive(crate::Layout, Clone, Copy)]
    #[repr(C)]
    pub union Generic<T: Copy> {
        pub value: T,
        pub kinds: [Kind; 2],
    }

    /// [`descriptions`] and types whose zeros only the facts of a tag, a
    /// scalar's pattern or a union's field decide.
    fn descriptions_and_zeros() -> std::vec::Vec<&'static Description> {
        let mut all = descriptions();
        all.extend([
            <ZeroTagged as Layout>::DESCRIPTION,
            <[ZeroTagged; 3] as Layout>::DESCRIPTION,
            <WideZero as Layout>::DESCRIPTION,
            <WideNonZero as Layout>::DESCRIPTION,
            <Flagging as Layout>::DESCRIPTION,
            <ShortZero as Layout>::DESCRIPTION,
            <PaddedZero as Layout>::DESCRIPTION,
            <(bool, u32, Option<core::num::NonZeroU16>) as Layout>::DESCRIPTION,
            <core::cell::Cell<bool> as Layout>::DESCRIPTION,
        ]);
        all
    }

    fn descriptions() -> std::vec::Vec<&'static Description> {
        std::vec![
            <Variants as Layout>::DESCRIPTION,
            <[Variants; 2] as Layout>::DESCRIPTION,
            <[Variants; 5] as Layout>::DESCRIPTION,
            <Sparse as Layout>::DESCRIPTION,
            <[Sparse; 3] as Layout>::DESCRIPTION,
            <Lettered as Layout>::DESCRIPTION,
            <Flagged as Layout>::DESCRIPTION,
            <Mixed as Layout>::DESCRIPTION,
            <[Mixed; 2] as Layout>::DESCRIPTION,
            <Tagged as Layout>::DESCRIPTION,
            <Holder as Layout>::DESCRIPTION,
            <Gapped as Layout>::DESCRIPTION,
            <Flags as Layout>::DESCRIPTION,
            <Late as Layout>::DESCRIPTION,
            <(Lettered, u8) as Layout>::DESCRIPTION,
            <[u16; 4] as Layout>::DESCRIPTION,
            <[u32; 5] as Layout>::DESCRIPTION,
            <[bool; 6] as Layout>::DESCRIPTION,
            <i16 as Layout>::DESCRIPTION,
            <Packed as Layout>::DESCRIPTION,
            <HalfVoid as Layout>::DESCRIPTION,
            <Short as Layout>::DESCRIPTION,
            <Unit as Layout>::DESCRIPTION,
            <ZeroVoid as Layout>::DESCRIPTION,
            <EmptyFirst as Layout>::DESCRIPTION,
            <[u8; 0] as Layout>::DESCRIPTION,
            <[[u8; 0]; 3] as Layout>::DESCRIPTION,
            <[[u16; 2]; 3] as Layout>::DESCRIPTION,
            <((), u32) as Layout>::DESCRIPTION,
            <(u8, [u32; 0]) as Layout>::DESCRIPTION,
            <core::mem::MaybeUninit<core::cell::Cell<u32>> as Layout>::DESCRIPTION,
            <core::mem::ManuallyDrop<u32> as Layout>::DESCRIPTION,
            <[Short; 2] as Layout>::DESCRIPTION,
            <[Packed; 2] as Layout>::DESCRIPTION,
            <Option<core::num::NonZeroU16> as Layout>::DESCRIPTION,
            <[core::cell::Cell<u8>; 4] as Layout>::DESCRIPTION,
            <[core::sync::atomic::AtomicU8; 4] as Layout>::DESCRIPTION,
            <u8 as Layout>::DESCRIPTION,
            <u16 as Layout>::DESCRIPTION,
            <u32 as Layout>::DESCRIPTION,
            <u64 as Layout>::DESCRIPTION,
            <i128 as Layout>::DESCRIPTION,
            <f64 as Layout>::DESCRIPTION,
            <bool as Layout>::DESCRIPTION,
            <char as Layout>::DESCRIPTION,
            <() as Layout>::DESCRIPTION,
            <[u8; 3] as Layout>::DESCRIPTION,
            <[u8; 8] as Layout>::DESCRIPTION,
            <[u16; 2] as Layout>::DESCRIPTION,
            <[u32; 1000] as Layout>::DESCRIPTION,
            <[bool; 4] as Layout>::DESCRIPTION,
            <[char; 2] as Layout>::DESCRIPTION,
            <(u8, u16) as Layout>::DESCRIPTION,
            <(u16, u16) as Layout>::DESCRIPTION,
            <core::num::NonZeroU32 as Layout>::DESCRIPTION,
            <Option<core::num::NonZeroU32> as Layout>::DESCRIPTION,
            <core::mem::MaybeUninit<u32> as Layout>::DESCRIPTION,
            <core::cell::Cell<u32> as Layout>::DESCRIPTION,
            <core::sync::atomic::AtomicU32 as Layout>::DESCRIPTION,
            <Option<&'static u8> as Layout>::DESCRIPTION,
            <usize as Layout>::DESCRIPTION,
            <Words as Layout>::DESCRIPTION,
            <Padded as Layout>::DESCRIPTION,
            <Private as Layout>::DESCRIPTION,
            <Nested as Layout>::DESCRIPTION,
            <Kind as Layout>::DESCRIPTION,
            <[Kind; 4] as Layout>::DESCRIPTION,
            <Shaped as Layout>::DESCRIPTION,
            <Either as Layout>::DESCRIPTION,
            <Many as Layout>::DESCRIPTION,
            <Deep10 as Layout>::DESCRIPTION,
            <Deep11 as Layout>::DESCRIPTION,
            <Deep12 as Layout>::DESCRIPTION,
            <Deep13 as Layout>::DESCRIPTION,
            <[Deep0; 2] as Layout>::DESCRIPTION,
            <(u32, Kind, [u8; 3]) as Layout>::DESCRIPTION,
            <[Padded; 3] as Layout>::DESCRIPTION,
            <[(u8, u16); 2] as Layout>::DESCRIPTION,
            <(Shaped, u8) as Layout>::DESCRIPTION,
            <core::mem::MaybeUninit<[u8; 2]> as Layout>::DESCRIPTION,
            <PaddedUnion as Layout>::DESCRIPTION,
            <core::ptr::NonNull<u8> as Layout>::DESCRIPTION,
            <*const u8 as Layout>::DESCRIPTION,
            <core::num::NonZeroU8 as Layout>::DESCRIPTION,
            <[bool; 3] as Layout>::DESCRIPTION,
            <[core::num::NonZeroU8; 4] as Layout>::DESCRIPTION,
            <ByteOrWord as Layout>::DESCRIPTION,
            <[ByteOrWord; 7] as Layout>::DESCRIPTION,
            <FlagOrHalf as Layout>::DESCRIPTION,
            <Few as Layout>::DESCRIPTION,
            <Rows as Layout>::DESCRIPTION,
            <[Rows; 3] as Layout>::DESCRIPTION,
            <TagFirst as Layout>::DESCRIPTION,
            <Payloads as Layout>::DESCRIPTION,
            <[Payloads; 3] as Layout>::DESCRIPTION,
            <Around as Layout>::DESCRIPTION,
            <Prefixed as Layout>::DESCRIPTION,
            <Wrapped as Layout>::DESCRIPTION,
            <(u64, ByteOrWord, u32) as Layout>::DESCRIPTION,
            <[ByteOrWord; 2] as Layout>::DESCRIPTION,
            <TwoUnions as Layout>::DESCRIPTION,
        ]
    }

    /// Wherever the shortcut of `Assume::VALIDITY` answers, the walk finds
    /// a value too, within the steps the shortcut's bound allows; it
    /// answers pairs the shortcut of every value does not, both ways, and
    /// most of the pairs the walk holds.
    #[test]
    fn some_value_shortcuts_agree_with_the_walk() {
        let all = descriptions();
        let (mut taken, mut beyond, mut walked, mut held) = (0, 0, 0, 0);
        for &source in &all {
            for &destination in &all {
                let (from, into) = (&source.bytes.facts, &destination.bytes.facts);
                let shortcut = some_value_fits(&source.bytes, &destination.bytes, destination.size);
                let mut walk = Walk::new(Assume::VALIDITY, Lifetimes::Unproven);
                let src = Cursor::new(&source.bytes, Role::Source);
                let dst = Cursor::new(&destination.bytes, Role::Destination);
                let holds = source.is_inhabited()
                    && destination.is_inhabited()
                    && exists::exists(&mut walk, src, dst, destination.size);
                if !shortcut {
                    walked += 1;
                    held += usize::from(holds);
                    continue;
                }
                taken += 1;
                if !every_value_fits(&source.bytes, &destination.bytes, destination.size) {
                    beyond += 1;
                }
                assert!(holds, "the walk under `Assume::VALIDITY` refuses {source} -> {destination}");
                if any_bytes_as_far_as_some_value!(from, into)
                    || any_bytes_take_some_value!(from, into, (destination.size))
                    || (into.takes_lone_first_byte && destination.size <= from.some_lone_first_byte_to)
                {
                    // Answered for the contract, whatever the walk's length.
                    continue;
                }
                let bound = if into.runs_only || from.runs_only {
                    (from.edges + 1) * (into.edges + 1)
                } else {
                    (from.edges + 1) * (into.edges + 1) * (from.edges + into.edges + 2)
                };
                assert!(walk.steps <= bound, "{source} -> {destination}: {} steps, bound {bound}", walk.steps);
            }
        }
        assert!(taken > 1000 && beyond > 500, "{taken} shortcuts, {beyond} beyond every value");
        assert!(held * 4 < walked, "{held} of {walked} pairs the shortcut leaves hold");
        let some = |source: &'static Description, destination: &'static Description| {
            some_value_fits(&source.bytes, &destination.bytes, destination.size)
        };
        assert!(some(<u8 as Layout>::DESCRIPTION, <bool as Layout>::DESCRIPTION));
        assert!(some(<u32 as Layout>::DESCRIPTION, <char as Layout>::DESCRIPTION));
        assert!(some(<u8 as Layout>::DESCRIPTION, <Kind as Layout>::DESCRIPTION));
        // A variant, a union's field, that initializes enough bytes.
        assert!(some(<Sparse as Layout>::DESCRIPTION, <i16 as Layout>::DESCRIPTION));
        assert!(some(<Sparse as Layout>::DESCRIPTION, <[u8; 3] as Layout>::DESCRIPTION));
        assert!(some(<Tagged as Layout>::DESCRIPTION, <[u8; 3] as Layout>::DESCRIPTION));
        assert!(some(<Variants as Layout>::DESCRIPTION, <[u8; 2] as Layout>::DESCRIPTION));
        assert!(some(<Mixed as Layout>::DESCRIPTION, <u32 as Layout>::DESCRIPTION));
        // A variant, a value, whose bytes end before the source's padding.
        assert!(some(<Gapped as Layout>::DESCRIPTION, <Lettered as Layout>::DESCRIPTION));
        assert!(some(<Gapped as Layout>::DESCRIPTION, <char as Layout>::DESCRIPTION));
        // A first byte, of one value of the source, that a one-byte
        // destination takes.
        assert!(some(<char as Layout>::DESCRIPTION, <bool as Layout>::DESCRIPTION));
        assert!(some(<[bool; 6] as Layout>::DESCRIPTION, <bool as Layout>::DESCRIPTION));
        assert!(some(<Flags as Layout>::DESCRIPTION, <Kind as Layout>::DESCRIPTION));
        assert!(!some(<Flagged as Layout>::DESCRIPTION, <Kind as Layout>::DESCRIPTION));
        assert!(some(<Mixed as Layout>::DESCRIPTION, <bool as Layout>::DESCRIPTION));
        // Some value of integer bytes (a union's word, rows of it, an array
        // of words) as far as some value of the destination needs them, or
        // through a union's dense field; types of more edges than the walk's
        // bound for every value allows.
        assert!(some(<Rows as Layout>::DESCRIPTION, <Variants as Layout>::DESCRIPTION));
        assert!(some(<[Rows; 3] as Layout>::DESCRIPTION, <Around as Layout>::DESCRIPTION));
        assert!(some(<[ByteOrWord; 7] as Layout>::DESCRIPTION, <Payloads as Layout>::DESCRIPTION));
        assert!(some(<Rows as Layout>::DESCRIPTION, <FlagOrHalf as Layout>::DESCRIPTION));
        assert!(some(<[Payloads; 3] as Layout>::DESCRIPTION, <FlagOrHalf as Layout>::DESCRIPTION));
        // A variant that is its tag, then padding, into a union that takes
        // a byte alone.
        assert!(some(<Payloads as Layout>::DESCRIPTION, <ByteOrWord as Layout>::DESCRIPTION));
        assert!(some(<[Payloads; 3] as Layout>::DESCRIPTION, <ByteOrWord as Layout>::DESCRIPTION));
        // A tag holds no bytes of its choosing.
        assert!(!some(<Payloads as Layout>::DESCRIPTION, <Variants as Layout>::DESCRIPTION));
        // Bytes a union's safe writes leave uninitialized, and a pointer that
        // an integer may not become, are the walk's to decide.
        assert!(!some(<u32 as Layout>::DESCRIPTION, <PaddedUnion as Layout>::DESCRIPTION));
        assert!(!some(<usize as Layout>::DESCRIPTION, <core::ptr::NonNull<u8> as Layout>::DESCRIPTION));
        assert!(some(<(u8, u16) as Layout>::DESCRIPTION, <bool as Layout>::DESCRIPTION));
        assert!(!some(<(u8, u16) as Layout>::DESCRIPTION, <[bool; 2] as Layout>::DESCRIPTION));
        assert!(!some(<Flagged as Layout>::DESCRIPTION, <u64 as Layout>::DESCRIPTION));
    }

    /// The search of the likeliest value of the source says "yes" only
    /// where the search of every value does, and finds most of the pairs
    /// that hold, some of them after a first alternative that fails.
    #[test]
    fn likeliest_values_fit_where_some_value_does() {
        let all = descriptions();
        let (mut found, mut held, mut sooner) = (0, 0, 0);
        for &source in &all {
            for &destination in &all {
                let (from, into) = (&source.bytes.facts, &destination.bytes.facts);
                if !source.is_inhabited()
                    || !destination.is_inhabited()
                    || from.depth > crate::limits::MAX_DEPTH
                    || into.depth > crate::limits::MAX_DEPTH
                {
                    continue;
                }
                let mut walk = Walk::new(Assume::VALIDITY, Lifetimes::Unproven);
                let src = Cursor::new(&source.bytes, Role::Source);
                let dst = Cursor::new(&destination.bytes, Role::Destination);
                let holds = exists::exists(&mut walk, src, dst, destination.size);
                let mut likeliest = Walk::new(Assume::VALIDITY, Lifetimes::Unproven);
                likeliest.search = crate::query::Search::Likeliest;
                let src = Cursor::new(&source.bytes, Role::Source);
                let dst = Cursor::new(&destination.bytes, Role::Destination);
                let fits = exists::exists(&mut likeliest, src, dst, destination.size);
                assert_eq!(
                    fits,
                    crate::query::exists::likeliest_fits(source, destination, Assume::VALIDITY, Lifetimes::Unproven)
                );
                if fits {
                    assert!(holds, "the likeliest value of {source} fits {destination}, no value does");
                    found += 1;
                    if likeliest.steps < walk.steps {
                        sooner += 1;
                    }
                }
                held += usize::from(holds);
            }
        }
        assert!(found * 10 > held * 9 && sooner > 20, "{found} of {held} found, {sooner} sooner");
    }

    /// The facts the shortcuts of `Assume::VALIDITY` read are where the
    /// walk finds them: some value of a type is initialized as far as
    /// [`Facts::some_init_prefix`] says, and a type takes initialized bytes
    /// as far as [`Facts::some_value_ends`] says, followed by uninitialized
    /// ones.
    ///
    /// [`Facts::some_init_prefix`]: crate::description::Facts
    /// [`Facts::some_value_ends`]: crate::description::Facts
    #[test]
    fn some_value_facts_are_where_the_walk_finds_them() {
        use crate::byte_set::ByteSet;
        use crate::description::{Kind, Piece, NO_SUCH_VALUE};
        let any = crate::query::ANY_BYTES;
        let (mut prefixes, mut ends) = (0, 0);
        for target in descriptions() {
            let facts = target.bytes.facts;
            if !target.is_inhabited() || facts.depth > crate::limits::MAX_DEPTH {
                continue;
            }
            assert!(facts.some_init_prefix >= facts.init_prefix, "{target}");
            let mut walk = Walk::new(Assume::VALIDITY, Lifetimes::Unproven);
            let src = Cursor::new(&target.bytes, Role::Source);
            let dst = Cursor::new(any, Role::Destination);
            assert!(exists::exists(&mut walk, src, dst, facts.some_init_prefix), "{target}: some prefix");
            prefixes += 1;
            if facts.some_value_ends == NO_SUCH_VALUE {
                continue;
            }
            let end = facts.some_value_ends;
            let pieces: &'static [Piece] = std::boxed::Box::leak(
                std::vec![Piece::new(0, end, Kind::Run(ByteSet::INITIALIZED))].into_boxed_slice(),
            );
            let bytes: &'static Bytes = std::boxed::Box::leak(std::boxed::Box::new(Bytes::new(end, pieces)));
            let mut walk = Walk::new(Assume::VALIDITY, Lifetimes::Unproven);
            let src = Cursor::new(bytes, Role::Source);
            let dst = Cursor::new(&target.bytes, Role::Destination);
            assert!(exists::exists(&mut walk, src, dst, target.size), "{target}: some value ends at {end}");
            ends += 1;
        }
        assert!(prefixes > 60 && ends > 40, "{prefixes} prefixes, {ends} ends");
    }

    /// A private word: a source with invariants.
    #[derive(crate::Layout)]
    #[repr(C)]
    pub struct Hidden(usize);

    /// Every initialized word, or a function: a destination with a live
    /// pointer and no reference.
    #[derive(crate::Layout)]
    #[repr(C)]
    pub union Callback {
        pub call: fn(),
        pub word: usize,
    }

    /// Every initialized word, or a reference: a destination that holds a
    /// lifetime.
    #[derive(crate::Layout)]
    #[repr(C)]
    pub union Borrowed {
        pub borrowed: &'static u8,
        pub word: usize,
    }

    /// Wherever the facts say that some value of a pair holds
    /// (`some_value_holds_by_facts`), `decide` says the pair holds, under
    /// every assumption of `VALIDITY`, with the lifetimes bound, as
    /// `is_transmutable` asks; and pairs some value of which fits are
    /// refused there for a reference, invariants, or a source's invariants
    /// over a live pointer, unless assumed.
    #[test]
    fn pairs_some_value_of_which_holds_by_facts_are_decided_yes() {
        use super::some_value_holds_by_facts;
        let mut all = descriptions();
        all.extend([
            <Hidden as Layout>::DESCRIPTION,
            <Callback as Layout>::DESCRIPTION,
            <Borrowed as Layout>::DESCRIPTION,
            <[u8; 8] as Layout>::DESCRIPTION,
        ]);
        let validity = |assume: Assume| Assume { validity: true, ..assume };
        let assumptions = [
            Assume::VALIDITY,
            validity(Assume::SAFETY),
            validity(Assume::LIFETIMES),
            validity(Assume::ALIGNMENT),
            validity(Assume { safety: true, lifetimes: true, ..Assume::NOTHING }),
        ];
        let mut taken = 0;
        for assume in assumptions {
            for &source in &all {
                for &destination in &all {
                    if !some_value_holds_by_facts(source.head(), destination.head(), assume) {
                        continue;
                    }
                    taken += 1;
                    let facts = facts_answer(source.head(), destination.head());
                    assert!(
                        crate::query::decide(source, destination, assume, Lifetimes::Bound, facts).is_ok(),
                        "{source} -> {destination} under {assume:?}"
                    );
                }
            }
        }
        assert!(taken > 5000, "{taken} pairs held by facts of some value");
        let holds = |source: &'static Description, destination: &'static Description, assume: Assume| {
            some_value_holds_by_facts(source.head(), destination.head(), assume)
        };
        let (words, hidden) = (<[u8; 8] as Layout>::DESCRIPTION, <Hidden as Layout>::DESCRIPTION);
        let (borrowed, callback) = (<Borrowed as Layout>::DESCRIPTION, <Callback as Layout>::DESCRIPTION);
        let private = <Private as Layout>::DESCRIPTION;
        assert!(!holds(words, borrowed, Assume::VALIDITY));
        assert!(holds(words, borrowed, validity(Assume::LIFETIMES)));
        assert!(!holds(<u32 as Layout>::DESCRIPTION, private, Assume::VALIDITY));
        assert!(holds(<u32 as Layout>::DESCRIPTION, private, validity(Assume::SAFETY)));
        assert!(!holds(hidden, callback, Assume::VALIDITY));
        assert!(holds(hidden, callback, validity(Assume::SAFETY)));
        assert!(holds(words, callback, Assume::VALIDITY));
    }

    /// Bytes of `size` whose one piece, at `offset`, is `kind`: a
    /// description no derive writes, with a nested type after padding.
    fn one_piece(size: usize, offset: usize, kind: crate::description::Kind) -> &'static Description {
        let pieces: &'static [Piece] =
            std::boxed::Box::leak(std::vec![Piece::new(offset, size - offset, kind)].into_boxed_slice());
        let mut description = *<u8 as Layout>::DESCRIPTION;
        description.size = size;
        description.bytes = Bytes::new(size, pieces);
        std::boxed::Box::leak(std::boxed::Box::new(description))
    }

    /// Wherever a destination's pieces are the first of a source's, read
    /// where each is another type from its first byte
    /// (`same::same_prefix_values`), the walk finds every value of the
    /// source a value of the destination, and some value under
    /// `Assume::VALIDITY`; over the shortcuts' types, types of other types
    /// from their first byte, and bytes whose nested type lies after
    /// padding. Most such pairs are none that the facts answer.
    #[test]
    fn same_prefixes_agree_with_the_walk() {
        use crate::description::Kind as Piece_;
        let u16_bytes = &<u16 as Layout>::DESCRIPTION.bytes;
        let few_bytes = &<Few as Layout>::DESCRIPTION.bytes;
        let mut all = descriptions();
        all.extend([
            <TagThenPayloads as Layout>::DESCRIPTION,
            <WrappedPair as Layout>::DESCRIPTION,
            <[WrappedPair; 2] as Layout>::DESCRIPTION,
            <RowsFirst as Layout>::DESCRIPTION,
            <[Gapped; 3] as Layout>::DESCRIPTION,
            <WrappedGapped as Layout>::DESCRIPTION,
            <WrappedFirst as Layout>::DESCRIPTION,
            <NothingFirst as Layout>::DESCRIPTION,
            <Generic<(bool, bool)> as Layout>::DESCRIPTION,
            <Generic<core::mem::ManuallyDrop<(bool, bool)>> as Layout>::DESCRIPTION,
            <(Generic<(bool, bool)>, u8) as Layout>::DESCRIPTION,
            <fn(u8) as Layout>::DESCRIPTION,
            <fn(u16) as Layout>::DESCRIPTION,
            <(fn(u8), u8) as Layout>::DESCRIPTION,
            <[u8; 2] as Layout>::DESCRIPTION,
            // A `u16` after two bytes of padding, as a source and as a
            // destination; a `u8` after an array of no `Few`.
            one_piece(4, 2, Piece_::Nest(u16_bytes)),
            one_piece(4, 2, Piece_::Repeat { element: u16_bytes, count: 1 }),
            {
                let pieces: &'static [Piece] = std::boxed::Box::leak(
                    std::vec![
                        Piece::new(0, 0, Piece_::Repeat { element: few_bytes, count: 0 }),
                        Piece::new(0, 1, Piece_::Run(crate::byte_set::ByteSet::INITIALIZED)),
                    ]
                    .into_boxed_slice(),
                );
                let mut description = *<u8 as Layout>::DESCRIPTION;
                description.bytes = Bytes::new(1, pieces);
                std::boxed::Box::leak(std::boxed::Box::new(description))
            },
        ]);
        let (mut taken, mut beyond, mut limited) = (0, 0, 0);
        for &source in &all {
            for &destination in &all {
                if !crate::query::same::same_prefix_values(&source.bytes, &destination.bytes) {
                    continue;
                }
                taken += 1;
                if !every_value_fits(&source.bytes, &destination.bytes, destination.size) {
                    beyond += 1;
                }
                let pair = std::format!("{source} -> {destination}");
                for (assume, lifetimes) in [
                    (Assume::NOTHING, Lifetimes::Bound),
                    (Assume::NOTHING, Lifetimes::Unproven),
                    (Assume::VALIDITY, Lifetimes::Unproven),
                ] {
                    if assume.validity && !source.is_inhabited() {
                        continue;
                    }
                    let mut walk = Walk::new(assume, lifetimes);
                    let src = Cursor::new(&source.bytes, Role::Source);
                    let dst = Cursor::new(&destination.bytes, Role::Destination);
                    let holds = if assume.validity {
                        exists::exists(&mut walk, src, dst, destination.size)
                    } else {
                        covers::covers(&mut walk, src, dst, destination.size)
                    };
                    // As a type against itself (`same_values`), the pair is
                    // answered whatever its depth: a walk may stop short
                    // of it, for its own limits alone.
                    if !holds && matches!(walk.failure, Some(crate::query::Failure::Limit(_))) {
                        limited += 1;
                        continue;
                    }
                    assert!(holds, "the walk under {assume:?} refuses {pair}");
                }
            }
        }
        assert!(taken > 150 && beyond > 20, "{taken} pairs of the same prefix, {beyond} beyond the facts");
        assert!(limited < 40, "{limited} walks stopped by their limits");
        let same = |source: &'static Description, destination: &'static Description| {
            crate::query::same::same_prefix_values(&source.bytes, &destination.bytes)
        };
        assert!(same(<Wrapped as Layout>::DESCRIPTION, <Payloads as Layout>::DESCRIPTION));
        assert!(same(<Payloads as Layout>::DESCRIPTION, <Wrapped as Layout>::DESCRIPTION));
        assert!(same(<WrappedPair as Layout>::DESCRIPTION, <TagThenPayloads as Layout>::DESCRIPTION));
        assert!(same(<TagThenPayloads as Layout>::DESCRIPTION, <WrappedPair as Layout>::DESCRIPTION));
        assert!(same(<[WrappedPair; 2] as Layout>::DESCRIPTION, <TagThenPayloads as Layout>::DESCRIPTION));
        assert!(same(<RowsFirst as Layout>::DESCRIPTION, <Rows as Layout>::DESCRIPTION));
        assert!(same(<[Gapped; 3] as Layout>::DESCRIPTION, <WrappedGapped as Layout>::DESCRIPTION));
        assert!(same(<WrappedFirst as Layout>::DESCRIPTION, <Payloads as Layout>::DESCRIPTION));
        assert!(same(<[Rows; 3] as Layout>::DESCRIPTION, <Rows as Layout>::DESCRIPTION));
        // Not bytes of another type whose first byte is not the source's,
        // nor those of no element; not a union of no identity, nor
        // pointers, whose descriptions do not tell what they promise.
        assert!(!same(all[all.len() - 3], <u16 as Layout>::DESCRIPTION));
        assert!(!same(all[all.len() - 2], <u16 as Layout>::DESCRIPTION));
        assert!(!same(<[u8; 2] as Layout>::DESCRIPTION, all[all.len() - 3]));
        assert!(!same(all[all.len() - 1], <Few as Layout>::DESCRIPTION));
        assert!(!same(<Generic<(bool, bool)> as Layout>::DESCRIPTION, <Generic<(bool, bool)> as Layout>::DESCRIPTION));
        assert!(!same(
            <(Generic<(bool, bool)>, u8) as Layout>::DESCRIPTION,
            <Generic<(bool, bool)> as Layout>::DESCRIPTION
        ));
        assert!(!same(<fn(u8) as Layout>::DESCRIPTION, <fn(u16) as Layout>::DESCRIPTION));
        assert!(!same(<(fn(u8), u8) as Layout>::DESCRIPTION, <fn(u16) as Layout>::DESCRIPTION));
    }

    /// Wherever a shortcut answers, the walk agrees, and stays within the
    /// steps the shortcut's bound promises.
    #[test]
    fn shortcuts_agree_with_the_walk() {
        let all = descriptions();
        let mut taken = 0;
        for &source in &all {
            for &destination in &all {
                if !every_value_fits(&source.bytes, &destination.bytes, destination.size) {
                    continue;
                }
                taken += 1;
                walk_agrees(
                    &source.bytes,
                    &destination.bytes,
                    destination.size,
                    &std::format!("{source} -> {destination}"),
                );
                // Under `Assume::VALIDITY` the question is whether some value
                // fits, which the shortcut answers for an inhabited source.
                if source.is_inhabited() {
                    let mut walk = Walk::new(Assume::VALIDITY, Lifetimes::Unproven);
                    let src = Cursor::new(&source.bytes, Role::Source);
                    let dst = Cursor::new(&destination.bytes, Role::Destination);
                    assert!(
                        exists::exists(&mut walk, src, dst, destination.size),
                        "the walk under `Assume::VALIDITY` refuses {source} -> {destination}"
                    );
                }
            }
        }
        assert!(taken > 100, "only {taken} pairs took a shortcut");
    }

    /// What the facts answer is what their definition says, read through
    /// the descriptions' own accessors (a type with values, no tail, no
    /// reference, no invariant, a live pointer handed out of invariants);
    /// wherever they say a pair holds, the whole decision agrees, under
    /// every assumption; and plain pairs do take the shortcut.
    #[test]
    fn pairs_that_hold_by_facts_are_decided_yes() {
        let all = descriptions();
        let assumptions = [Assume::NOTHING, Assume::SAFETY, Assume::LIFETIMES, Assume::ALIGNMENT, Assume::VALIDITY];
        let (mut taken, mut fit_only) = (0, 0);
        for &source in &all {
            for &destination in &all {
                let answer = facts_answer(source.head(), destination.head());
                let asked = source.is_inhabited() && destination.is_inhabited() && destination.tail().is_none();
                let fits = every_value_fits(&source.bytes, &destination.bytes, destination.size);
                let plain = !destination.has_references()
                    && destination.is_safely_constructible()
                    && (source.is_safely_constructible() || !destination.has_live_pointers());
                let expected = match (asked, fits, plain) {
                    (false, _, _) => FACTS_UNASKED,
                    (true, false, _) => FACTS_MISFIT,
                    (true, true, false) => FACTS_FIT,
                    (true, true, true) => FACTS_HOLD,
                };
                assert_eq!(answer, expected, "{source} -> {destination}");
                fit_only += usize::from(answer == FACTS_FIT);
                if answer != FACTS_HOLD {
                    continue;
                }
                for assume in assumptions {
                    taken += 1;
                    for lifetimes in [Lifetimes::Bound, Lifetimes::Unproven] {
                        assert!(
                            crate::query::decide(source, destination, assume, lifetimes, FACTS_UNASKED).is_ok(),
                            "{source} -> {destination} holds by facts, not by decision"
                        );
                    }
                }
            }
        }
        assert!(taken > 300 && fit_only > 10, "{taken} pairs held by facts, {fit_only} only fit");
        let facts = |source: &Description, destination: &Description| facts_answer(source.head(), destination.head());
        assert_eq!(facts(<u8 as Layout>::DESCRIPTION, <bool as Layout>::DESCRIPTION), FACTS_MISFIT);
        assert_eq!(facts(<u8 as Layout>::DESCRIPTION, <i8 as Layout>::DESCRIPTION), FACTS_HOLD);
        // A tag, then padding, into a union that takes a byte alone.
        assert_eq!(facts(<TagFirst as Layout>::DESCRIPTION, <ByteOrWord as Layout>::DESCRIPTION), FACTS_HOLD);
        assert_eq!(facts(<Few as Layout>::DESCRIPTION, <ByteOrWord as Layout>::DESCRIPTION), FACTS_MISFIT);
        // One type of many edges beside one of few.
        assert_eq!(facts(<[Rows; 3] as Layout>::DESCRIPTION, <u8 as Layout>::DESCRIPTION), FACTS_HOLD);
        assert_eq!(facts(<[Payloads; 3] as Layout>::DESCRIPTION, <u8 as Layout>::DESCRIPTION), FACTS_HOLD);
        assert_eq!(facts(<u8 as Layout>::DESCRIPTION, <[u8] as Layout>::DESCRIPTION), FACTS_UNASKED);
        assert_eq!(
            facts(<core::convert::Infallible as Layout>::DESCRIPTION, <u8 as Layout>::DESCRIPTION),
            FACTS_UNASKED
        );
    }

    /// The same for the byte rules: any bytes or zeros read as a type, and
    /// a type read as bytes. Some pairs take the shortcut, and some do not.
    #[test]
    fn byte_rule_shortcuts_agree_with_the_walk() {
        let (any, zeros) = (crate::query::ANY_BYTES, crate::query::ZEROS);
        let (mut taken, mut walked) = (0, 0);
        for target in descriptions() {
            let pairs = [
                (any, &target.bytes, "bytes -> "),
                (zeros, &target.bytes, "zeros -> "),
                (&target.bytes, any, "-> bytes "),
            ];
            for (source, destination, way) in pairs {
                if !every_value_fits(source, destination, target.size) {
                    walked += 1;
                    continue;
                }
                taken += 1;
                walk_agrees(source, destination, target.size, &std::format!("{way}{target}"));
            }
        }
        assert!(taken > 30 && walked > 30, "{taken} shortcuts, {walked} walks");
    }

    /// The byte rules of the capabilities (`FromBytes`, `FromZeros`,
    /// `IntoBytes`) and of the views, answered from facts, say what the
    /// walk says wherever they answer; and they answer most of what it
    /// holds, each capability.
    #[test]
    fn byte_rules_held_by_facts_are_held_by_the_walk() {
        use crate::query::{decide_bytes, ByteRules};
        let none = ByteRules { from_bytes: false, checked: false, zeros: false, to_bytes: false, shared: false };
        let rules = [
            ("FromBytes", ByteRules { from_bytes: true, ..none }),
            ("FromZeros", ByteRules { from_bytes: true, zeros: true, ..none }),
            ("IntoBytes", ByteRules { to_bytes: true, ..none }),
            ("bytes as a shared reference", ByteRules { from_bytes: true, shared: true, ..none }),
            ("bytes both ways", ByteRules { from_bytes: true, to_bytes: true, ..none }),
            ("zeros behind a shared reference", ByteRules { from_bytes: true, zeros: true, shared: true, ..none }),
            ("a shared reference as bytes", ByteRules { to_bytes: true, shared: true, ..none }),
        ];
        let all = descriptions_and_zeros();
        for (name, rules) in rules {
            let (mut answered, mut held) = (0, 0);
            for &target in &all {
                let walked = decide_bytes(target, rules).is_ok();
                held += usize::from(walked);
                if bytes_hold_by_facts(target, rules) {
                    answered += 1;
                    assert!(walked, "{name}: the facts of {target} say yes, the walk says no");
                }
            }
            assert!(answered * 10 >= held * 8 && answered >= 12, "{name}: the facts answer {answered} of {held}");
        }
        let zeros = ByteRules { from_bytes: true, zeros: true, ..none };
        let by_facts = |target: &'static Description| bytes_hold_by_facts(target, zeros);
        // Zeros decided by a tag, a scalar's pattern, a union's field.
        assert!(by_facts(<ZeroTagged as Layout>::DESCRIPTION));
        assert!(by_facts(<WideZero as Layout>::DESCRIPTION));
        assert!(by_facts(<Flagging as Layout>::DESCRIPTION));
        assert!(by_facts(<char as Layout>::DESCRIPTION));
        assert!(by_facts(<[bool; 3] as Layout>::DESCRIPTION));
        assert!(!by_facts(<WideNonZero as Layout>::DESCRIPTION));
        assert!(!by_facts(<Kind as Layout>::DESCRIPTION));
        assert!(!by_facts(<ShortZero as Layout>::DESCRIPTION));
        assert!(!by_facts(<PaddedZero as Layout>::DESCRIPTION));
    }

    /// The walk holds `source -> destination` over `size` bytes, within the
    /// steps the shortcut's bound promises.
    fn walk_agrees(source: &'static Bytes, destination: &'static Bytes, size: usize, pair: &str) {
        let mut walk = Walk::new(Assume::NOTHING, Lifetimes::Bound);
        let src = Cursor::new(source, Role::Source);
        let dst = Cursor::new(destination, Role::Destination);
        assert!(covers::covers(&mut walk, src, dst, size), "the walk refuses {pair}");
        let bound = (source.facts.edges + 1) * (destination.facts.edges + 1);
        assert!(walk.steps <= bound, "{pair}: {} steps, bound {bound}", walk.steps);
    }

    /// The initialized prefix is the whole type exactly where the type is
    /// initialized throughout, and a walk agrees on where it ends: a
    /// destination of `u8`s as long as the prefix covers every value, one
    /// byte longer does not.
    #[test]
    fn initialized_prefixes_are_where_the_walk_finds_them() {
        for source in descriptions() {
            let facts = source.bytes.facts;
            assert_eq!(facts.init_prefix == source.size, facts.init_from == 0, "{source}");
            if !source.is_inhabited() || facts.depth > crate::limits::MAX_DEPTH {
                continue;
            }
            let any = crate::query::ANY_BYTES;
            for (len, holds) in [(facts.init_prefix, true), (facts.init_prefix + 1, false)] {
                if len > source.size {
                    continue;
                }
                let mut walk = Walk::new(Assume::NOTHING, Lifetimes::Bound);
                let src = Cursor::new(&source.bytes, Role::Source);
                let dst = Cursor::new(any, Role::Destination);
                assert_eq!(covers::covers(&mut walk, src, dst, len), holds, "{source}: {len} bytes");
            }
        }
    }

    #[derive(crate::Layout, Clone, Copy)]
    #[repr(C)]
    pub struct Chars8 {
        pub a: char,
        pub b: char,
        pub c: char,
        pub d: char,
        pub e: char,
        pub f: char,
        pub g: char,
        pub h: char,
    }

    /// Eight `char`s, then a word: the run of `char`s ends before the last
    /// piece.
    #[derive(crate::Layout)]
    #[repr(C)]
    pub struct CharsThenWord {
        pub a: char,
        pub b: char,
        pub c: char,
        pub d: char,
        pub e: char,
        pub f: char,
        pub g: char,
        pub h: char,
        pub word: u32,
    }

    /// A word, then eight `char`s: the run of `char`s starts after the
    /// first piece.
    #[derive(crate::Layout)]
    #[repr(C)]
    pub struct WordThenChars {
        pub word: u32,
        pub a: char,
        pub b: char,
        pub c: char,
        pub d: char,
        pub e: char,
        pub f: char,
        pub g: char,
        pub h: char,
    }

    /// A tag of four bytes, described as a scalar of patterns no name
    /// stands for (as `NonZeroU32`'s), one of them zero.
    #[derive(crate::Layout, Clone, Copy)]
    #[repr(u32)]
    pub enum Wide {
        Zero = 0,
        Third = 0x0001_0000,
        Fourth = 0x0100_0000,
    }

    /// A scalar of unnamed patterns, then eight `char`s: the run of
    /// `char`s starts after the first piece, which is a scalar too.
    #[derive(crate::Layout)]
    #[repr(C)]
    pub struct NonZeroThenChars {
        pub word: core::num::NonZeroU32,
        pub a: char,
        pub b: char,
        pub c: char,
        pub d: char,
        pub e: char,
        pub f: char,
        pub g: char,
        pub h: char,
    }

    /// The same, with a scalar of other unnamed patterns first (zero among
    /// them).
    #[derive(crate::Layout)]
    #[repr(C)]
    pub struct WideThenChars {
        pub word: Wide,
        pub a: char,
        pub b: char,
        pub c: char,
        pub d: char,
        pub e: char,
        pub f: char,
        pub g: char,
        pub h: char,
    }

    /// Takes every initialized byte string (as its word), and branches.
    #[derive(crate::Layout, Clone, Copy)]
    #[repr(C)]
    pub union WordOrChar {
        pub whole: u32,
        pub letter: char,
    }

    /// Takes every initialized byte string (as its word), after a field
    /// that takes fewer.
    #[derive(crate::Layout, Clone, Copy)]
    #[repr(C)]
    pub union BoolsOrWord {
        pub flags: [bool; 4],
        pub whole: u32,
    }

    /// Takes every initialized byte string, each word a branch, in no
    /// period: a walk of a `char` against each walks the branch's
    /// alternatives for each of the `char`'s patterns.
    #[derive(crate::Layout)]
    #[repr(C)]
    pub struct Unperiodic {
        pub a: WordOrChar,
        pub b: BoolsOrWord,
        pub c: BoolsOrWord,
        pub d: WordOrChar,
        pub e: BoolsOrWord,
        pub f: WordOrChar,
        pub g: WordOrChar,
        pub h: BoolsOrWord,
    }

    #[derive(crate::Layout, Clone, Copy)]
    #[repr(C)]
    pub union Word {
        pub whole: u32,
        pub bytes: [u8; 4],
    }

    /// Pairs of types made of `char`s back to back (a struct of `char`
    /// fields, arrays of `char`s), of more edges than the general bound of
    /// every value allows, answered from the scalars' identity and count,
    /// or into bytes that take every initialized value: the walk agrees,
    /// within the steps that bound counts (one per edge of the source),
    /// and refuses each pair where a condition of it fails: more `char`s in
    /// the destination, a run of `char`s that another piece ends or starts,
    /// scalars of other patterns.
    #[test]
    fn named_scalars_fit_where_the_walk_finds_them() {
        use core::num::NonZeroU32;
        let all = [
            <Chars8 as Layout>::DESCRIPTION,
            <[char; 8] as Layout>::DESCRIPTION,
            <[[char; 4]; 2] as Layout>::DESCRIPTION,
            <[[char; 2]; 4] as Layout>::DESCRIPTION,
            <[Chars8; 2] as Layout>::DESCRIPTION,
            <[char; 16] as Layout>::DESCRIPTION,
            <[char; 7] as Layout>::DESCRIPTION,
            <[char; 9] as Layout>::DESCRIPTION,
            <[char; 400] as Layout>::DESCRIPTION,
            <CharsThenWord as Layout>::DESCRIPTION,
            <WordThenChars as Layout>::DESCRIPTION,
            <[NonZeroU32; 9] as Layout>::DESCRIPTION,
            <[NonZeroU32; 8] as Layout>::DESCRIPTION,
            <[Wide; 9] as Layout>::DESCRIPTION,
            <[u32; 8] as Layout>::DESCRIPTION,
            <[u32; 9] as Layout>::DESCRIPTION,
            <[u16; 16] as Layout>::DESCRIPTION,
            <[u8; 32] as Layout>::DESCRIPTION,
            <[u8; 31] as Layout>::DESCRIPTION,
            <[Word; 8] as Layout>::DESCRIPTION,
            <[WordOrChar; 8] as Layout>::DESCRIPTION,
            <Unperiodic as Layout>::DESCRIPTION,
            <NonZeroThenChars as Layout>::DESCRIPTION,
            <WideThenChars as Layout>::DESCRIPTION,
            <[core::mem::MaybeUninit<u32>; 8] as Layout>::DESCRIPTION,
        ];
        // Each more edges than the general bound allows.
        assert!(all.iter().take(9).all(|d| d.bytes.facts.edges > crate::limits::MAX_SHORTCUT_EDGES));
        let mut taken = std::vec::Vec::new();
        for &source in &all {
            for &destination in &all {
                let size = destination.size;
                let fits = every_value_fits(&source.bytes, &destination.bytes, size);
                let mut walk = Walk::new(Assume::NOTHING, Lifetimes::Bound);
                let src = Cursor::new(&source.bytes, Role::Source);
                let dst = Cursor::new(&destination.bytes, Role::Destination);
                // A destination larger than the source is refused for its
                // size, which the walk does not ask.
                let holds = size <= source.size && covers::covers(&mut walk, src, dst, size);
                if !fits {
                    continue;
                }
                assert!(holds, "the walk refuses {source} -> {destination}");
                let bound = source.bytes.facts.edges + 1;
                assert!(walk.steps <= bound, "{source} -> {destination}: {} steps, bound {bound}", walk.steps);
                taken.push(std::format!("{source} -> {destination}"));
            }
        }
        for pair in [
            "Chars8 -> [char; 8]",
            "[char; 8] -> Chars8",
            "[[char; 4]; 2] -> Chars8",
            "[Chars8; 2] -> [[char; 2]; 4]",
            "[char; 16] -> Chars8",
            "Chars8 -> [char; 7]",
            "[char; 400] -> [char; 16]",
            "Chars8 -> [u32; 8]",
            "Chars8 -> [u8; 31]",
            "[[char; 2]; 4] -> [u16; 16]",
            "[char; 9] -> [MaybeUninit<u32>; 8]",
        ] {
            assert!(taken.iter().any(|taken| taken == pair), "{pair} took no shortcut: {taken:?}");
        }
        // The checks read it through the facts of the pair.
        let (row, words) = (<[char; 400] as Layout>::DESCRIPTION, <[u32; 8] as Layout>::DESCRIPTION);
        assert_eq!(facts_answer(row.head(), words.head()), FACTS_HOLD, "[char; 400] -> [u32; 8]");
        let chars = <Chars8 as Layout>::DESCRIPTION;
        assert_eq!(facts_answer(row.head(), chars.head()), FACTS_HOLD, "[char; 400] -> Chars8");
        assert_eq!(facts_answer(words.head(), chars.head()), FACTS_MISFIT, "[u32; 8] -> Chars8");
        // Eight `char`s each followed by four bytes of padding, alike at a
        // distance of eight (no type lays out its fields so; pieces may
        // be): the bytes between them are not those of a `char`.
        let letter = <char as Layout>::DESCRIPTION.bytes.pieces[0];
        let pieces: std::vec::Vec<Piece> = (0..8).map(|i| Piece { offset: 8 * i, ..letter }).collect();
        let gapped: &'static Bytes =
            std::boxed::Box::leak(std::boxed::Box::new(Bytes::new(64, std::vec::Vec::leak(pieces))));
        assert_eq!((gapped.facts.alike_from, gapped.facts.alike_to), (0, 8));
        let chars = <[char; 8] as Layout>::DESCRIPTION;
        assert!(!every_value_fits(gapped, &chars.bytes, chars.size));
        let mut walk = Walk::new(Assume::NOTHING, Lifetimes::Bound);
        let (src, dst) = (Cursor::new(gapped, Role::Source), Cursor::new(&chars.bytes, Role::Destination));
        assert!(!covers::covers(&mut walk, src, dst, chars.size));
    }
}
