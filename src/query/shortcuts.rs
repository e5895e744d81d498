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
//! where the walk would find every source path accepted, and only where no
//! capacity of the walk can run out ([`MAX_DEPTH`] frames, [`MAX_STEPS`]
//! steps). Anywhere else it says nothing, and the walk decides.
//!
//! **Architecture Invariant:** a shortcut never answers "no", and never
//! answers where a limit of the walk could be reached.
//!
//! [`Facts`]: crate::description::Facts

use super::ByteRules;
use crate::byte_set::ByteSet;
use crate::description::{Bytes, Description, Invariants, Kind};
use crate::limits::{MAX_DEPTH, MAX_SHORTCUT_EDGES, MAX_STEPS};

// A walk that finds nothing wrong ends an edge of one side or enters an
// alternative at each step, and walks the other side again at most once per
// alternative it enters: two types of at most `MAX_SHORTCUT_EDGES` edges
// each take fewer than `(MAX_SHORTCUT_EDGES + 1)²` steps.
const _: () = assert!((MAX_SHORTCUT_EDGES + 1) * (MAX_SHORTCUT_EDGES + 1) * 4 <= MAX_STEPS);

/// Whether `source -> destination` by value holds under any assumption,
/// known from the facts of the two types alone: both have values, every value of
/// `source` fits `destination` ([`every_value_fits`]), and `destination`
/// holds no reference and carries no invariant, nor a live pointer that a
/// source with invariants would hand out. The by-value checks
/// (`assert_transmutable!`, `is_transmutable`) ask it before they make an
/// `Answer`, so a plain pair costs a few reads of its facts; it reads
/// fields rather than the methods that say the same, since const
/// evaluation pays for every call. `false` means "decide".
// `matches!` where clippy asks for `is_none()`: a call, which const
// evaluation pays for, and one more item of `core` loaded in every crate
// that checks.
#[allow(clippy::redundant_pattern_matching)]
pub(crate) const fn holds_by_facts(source: &Description, destination: &Description) -> bool {
    let (from, into) = (&source.bytes.facts, &destination.bytes.facts);
    from.inhabited
        && into.inhabited
        && matches!(destination.tail, None)
        && every_value_fits(&source.bytes, &destination.bytes, destination.size)
        && !into.lifetimes
        && matches!(destination.invariants, Invariants::None)
        && (matches!(source.invariants, Invariants::None) || !into.live_pointers)
}

/// What the facts of `source -> destination` answer, as [`holds_by_facts`]
/// reads them, kept for `decide` where they do not answer: whether every
/// value fits ([`every_value_fits`]) is read once, for both. One of
/// [`FACTS_UNASKED`] (a type uninhabited, or a destination with a tail:
/// not asked), [`FACTS_MISFIT`], [`FACTS_FIT`] (every value fits, but the
/// destination has lifetimes or invariants) and [`FACTS_HOLD`]. A byte,
/// not an enum: const evaluation pays for every call its methods make.
#[allow(clippy::redundant_pattern_matching)]
pub(crate) const fn facts_answer(source: &Description, destination: &Description) -> u8 {
    let (from, into) = (&source.bytes.facts, &destination.bytes.facts);
    if !(from.inhabited && into.inhabited && matches!(destination.tail, None)) {
        FACTS_UNASKED
    } else if !(
        // `every_value_fits`, in place: every check asks it here, and
        // const evaluation pays for each call.
        into.accepts_from == 0
            && destination.size <= from.init_prefix
            && from.depth <= MAX_DEPTH
            && into.depth <= MAX_DEPTH
            && from.edges <= MAX_SHORTCUT_EDGES
            && into.edges <= MAX_SHORTCUT_EDGES
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
/// [`facts_answer`]: the pair holds by facts ([`holds_by_facts`]).
pub(crate) const FACTS_HOLD: u8 = 3;

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
    into.accepts_from == 0
        && size <= from.init_prefix
        && from.depth <= MAX_DEPTH
        && into.depth <= MAX_DEPTH
        && from.edges <= MAX_SHORTCUT_EDGES
        && into.edges <= MAX_SHORTCUT_EDGES
}

/// Whether some value of `source` is valid as the first `size` bytes of
/// `destination` by value, the question under `Assume::VALIDITY`, known
/// without a walk, one of two ways ([`any_bytes_take_some_value!`],
/// [`some_value_takes_any_bytes!`], macros: most checks under
/// `Assume::VALIDITY` ask both, and const evaluation pays for each call),
/// where both types have values and the walk could not run out of frames
/// or steps. `false` means "walk".
pub(super) const fn some_value_fits(source: &Bytes, destination: &Bytes, size: usize) -> bool {
    let (from, into) = (&source.facts, &destination.facts);
    from.inhabited
        && into.inhabited
        && from.depth <= MAX_DEPTH
        && into.depth <= MAX_DEPTH
        && from.edges <= MAX_SHORTCUT_EDGES
        && into.edges <= MAX_SHORTCUT_EDGES
        && (any_bytes_take_some_value!(from, into, size)
            || some_value_takes_any_bytes!(from, into)
            || (size == 1 && first_bytes_meet(source, destination)))
}

/// A destination that accepts every initialized byte string (integers,
/// arrays and structs of them, a union with such a field), and a source
/// with a value whose first `size` bytes are initialized integer bytes
/// ([`Facts::some_init_prefix`]: an enum's variant, a union's field, that
/// goes far enough): the walk, searching the source's alternatives, finds
/// that value.
///
/// A destination with no branch cuts every source alternative off at its
/// end, so the walk reads each once, as [`every_value_fits`] does. A
/// destination branch (a union) that a source alternative ends inside makes
/// the walk read the rest after each alternative, and each destination
/// alternative after that: at most one source alternative, then one
/// destination alternative, then the rest, which is what the bound on its
/// steps counts.
///
/// [`Facts::some_init_prefix`]: crate::description::Facts
macro_rules! any_bytes_take_some_value {
    // Locals, read in place: the facts of both sides, and the size.
    ($from:ident, $into:ident, $size:ident) => {
        $into.accepts_from == 0
            && $size <= $from.some_init_prefix
            && ($into.runs_only || ($from.edges + 1) * ($into.edges + 1) * ($from.edges + $into.edges + 2) <= MAX_STEPS)
    };
}
use any_bytes_take_some_value;

/// A source whose first bytes take every initialized value each, and a
/// destination with a value whose bytes each take some initialized value
/// and end no later ([`Facts::some_value_ends`]: a `bool`, a `char`, an
/// enum's shortest variant), padding after them: the walk, searching the
/// destination's alternatives, finds that value. The source has no branch
/// (runs only), so every destination alternative is cut off at its end and
/// read once. No union, whose bytes a destination takes only from what
/// safe writes leave, nor pointer, which an integer may not become.
///
/// [`Facts::some_value_ends`]: crate::description::Facts
macro_rules! some_value_takes_any_bytes {
    // Locals, read in place: the facts of both sides.
    ($from:ident, $into:ident) => {
        $from.runs_only && $from.accepts_from == 0 && $into.some_value_ends <= $from.init_prefix
    };
}
use some_value_takes_any_bytes;

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
        bytes_hold_by_facts, every_value_fits, facts_answer, holds_by_facts, some_value_fits, FACTS_FIT, FACTS_HOLD,
        FACTS_MISFIT, FACTS_UNASKED,
    };
    use crate::assume::Assume;
    use crate::automaton::{Cursor, Role};
    use crate::description::{Bytes, Description};
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

    /// Wherever the facts say a pair holds, the whole decision agrees, under
    /// every assumption; and plain pairs do take the shortcut.
    #[test]
    fn pairs_that_hold_by_facts_are_decided_yes() {
        let all = descriptions();
        let assumptions = [Assume::NOTHING, Assume::SAFETY, Assume::LIFETIMES, Assume::ALIGNMENT, Assume::VALIDITY];
        let mut taken = 0;
        for &source in &all {
            for &destination in &all {
                let fits = every_value_fits(&source.bytes, &destination.bytes, destination.size);
                let answer = facts_answer(source, destination);
                assert_eq!(holds_by_facts(source, destination), answer == FACTS_HOLD, "{source} -> {destination}");
                match answer {
                    FACTS_MISFIT => assert!(!fits, "{source} -> {destination}"),
                    FACTS_FIT | FACTS_HOLD => assert!(fits, "{source} -> {destination}"),
                    _ => assert_eq!(answer, FACTS_UNASKED),
                }
                if !holds_by_facts(source, destination) {
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
        assert!(taken > 300, "only {taken} pairs held by facts");
        assert!(!holds_by_facts(<u8 as Layout>::DESCRIPTION, <bool as Layout>::DESCRIPTION));
        assert!(holds_by_facts(<u8 as Layout>::DESCRIPTION, <i8 as Layout>::DESCRIPTION));
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
}
