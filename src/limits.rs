//! The capacities of the const analysis.
//!
//! Const evaluation has no heap, so every table of the analysis has a fixed
//! size, and rustc stops any single evaluation after about two million steps
//! (`long_running_const_eval`, which a user cannot be asked to silence). Each
//! limit below is chosen to keep a check well inside that budget; when a
//! check would exceed one, the answer is "no" with [`Reason::TooComplex`]
//! naming the limit: a missing feature, never an unsound "yes".
//!
//! [`Reason::TooComplex`]: crate::Reason::TooComplex

use crate::text::Text;

/// How deeply pieces may nest at one position: a field of a struct inside an
/// element of an array inside a variant ... counts one per level. Types whose
/// fields are single runs (integers, arrays of integers, fieldless enums) add
/// no level, so real types stay far below this.
pub const MAX_DEPTH: usize = 12;

/// How many alternatives of a destination may stay possible at once while
/// the check walks through overlapping unions or enums that no single byte
/// tells apart. Enums whose tag is one byte (or whose first tag byte differs
/// between variants), with fields or without, are told apart at once and
/// never come near it.
pub const MAX_ALIVE: usize = 128;

/// How many alternatives a choice may have and still get a tag table: the
/// table, made once per type, that names for each value of the first byte
/// the alternative starting with it, so that a check enters a destination
/// enum at the variant of the source's tag in one step, whatever order the
/// variants are declared in. An entry is a `u16`, which keeps a table to
/// 514 bytes. Only alternatives whose first bytes are disjoint get a table,
/// so at most 257 of them hold values (256 bytes and uninit), and an enum
/// comes nowhere near this. A choice with more is checked as one that no
/// byte decides (see [`MAX_ALIVE`]): slower, never wrong.
pub const MAX_TAGGED_ALTERNATIVES: usize = 1 << 16;

/// How many groups of alike alternatives a tag table keeps: alternatives
/// equal in everything a check reads after their first byte (an enum's
/// variants holding the same fields), which a check walks once per group
/// rather than once per variant. Grouping is made once per type: each
/// alternative is compared with the group of the one before it, then with
/// the groups whose first member looks alike at a glance, among at most
/// this many, which bounds what a wide enum of unlike variants pays for it.
/// Alternatives past it stay alone: slower checks, never wrong ones.
pub const MAX_ALIKE_GROUPS: usize = 16;

/// How many stretches a union's reading keeps: the stretches of its bytes
/// over which what a source holds (the mix of its fields) and what the
/// parts of its fields leave stay the same, read once with the union's
/// description, so that a walk looks a byte up rather than reading every
/// field there. A union of integers, arrays of them and `bool`s has a
/// stretch for each size among its fields' (and its padding): `u8`, `u16`,
/// `u32` and `u64` make four. A reading is made, kept and validated for
/// every union type, whether a check reads it or not (8 stretches cost a
/// crate of 120 types, ten of them unions, 10 M more instructions than 4),
/// so this bounds what it costs; a union with more stretches is read field
/// by field at each byte, as without one: slower checks, never wrong ones.
pub const MAX_UNION_STRETCHES: usize = 4;

/// How many destination states the walk may hold at once, over all levels
/// of its recursion: each level through an undecided choice holds its own
/// set of at most [`MAX_ALIVE`].
pub const MAX_STATES: usize = 4 * MAX_ALIVE;

/// How many steps one check may take. A step moves over one run of bytes,
/// one element pattern or one alternative; repetition is skipped over whole
/// periods at a time, so `[u8; 1 << 20]` costs what `[u8; 1]` costs. The
/// figure keeps a check under a tenth of rustc's const-evaluation budget.
pub const MAX_STEPS: usize = 20_000;

/// How many edges (runs, padding, tag bytes, alternatives: see
/// `Facts::edges`) each of two types may read at most for their check to
/// be answered from per-type facts, without a walk, where the facts say the
/// walk would find nothing wrong; or a type of more beside a smaller one,
/// their edges (each plus one) multiplying to no more than two such
/// types'. A walk of two such types stays under a quarter of
/// [`MAX_STEPS`], so the shortcut never answers where the walk would run
/// out of steps. Larger pairs are walked: slower, never wrong. (Under
/// `Assume::VALIDITY`, where the facts show a value that fits, the answer
/// is given whatever the sizes: see `query::shortcuts`.)
pub const MAX_SHORTCUT_EDGES: usize = 64;

/// How many pointers deep a check may follow referents: a reference to a
/// struct holding a reference to ... counts one per pointer. Recursive types
/// (`struct A(&'static B); struct B(&'static A)`) are recognized when they
/// come round again and do not count further.
pub const MAX_REFERENTS: usize = 16;

/// How many constrained byte ranges a type's run-time validation plan holds
/// (a `bool` field is one, `[bool; 100]` is one, and so is a wide enum tag,
/// a `char` or a `NonZero`; an enum with fields counts its tag and its
/// variants' checks, a union the checks of each of its fields, each choice
/// inside a choice its checks again in each variant or field). A type
/// with more is validated by walking its description instead: slower,
/// never wrong, never an error.
pub const MAX_CHECKS: usize = 16;

/// How many ranges of values a multi-byte integer of a validation plan
/// (a wide enum tag, a `char`, a `NonZero`) is compared with: `char` takes
/// two, `NonZero` one, an enum one per run of consecutive tags. An integer
/// with more is compared as bits of a mask where its values lie within 64
/// of each other, and matched against its byte patterns otherwise: slower,
/// never wrong, never an error.
pub const MAX_INTEGER_RANGES: usize = 8;

/// How many fields of one byte a validation plan compares apart: a byte of
/// bit fields ([`bit_fields`](crate::bit_fields)) that holds several fields
/// whose types refuse some values is checked field by field, each a masked
/// compare or a test in a 64-bit table. A byte with more such fields is
/// checked against its set of values instead: slower, never wrong, never
/// an error.
pub const MAX_BYTE_FIELDS: usize = 4;

/// How many variants an enum with fields may have and still be validated
/// by a plan: its tag read once, as an integer, and each variant's checks
/// run only under its own tag, as a hand-written `match` on the tag does.
/// Finding that the tags are distinct and merging them into ranges takes
/// steps in the square of their number, once per type. An enum with more
/// is validated by walking its description instead: slower, never wrong,
/// never an error.
pub const MAX_DISPATCH_VARIANTS: usize = 64;

/// How many choices a type's run-time validation plan holds: enums with
/// fields (each its tag, read once) and unions (each field a run of
/// checks, of which one must pass), side by side in a struct or an array,
/// or one inside another (see [`MAX_CHOICE_DEPTH`]). The validator keeps a
/// tag or a verdict per choice while it runs, and a view is compiled with
/// one step per choice the plan may hold. A type with more is validated by
/// walking its description instead: slower, never wrong, never an error.
pub const MAX_PLANNED_CHOICES: usize = 4;

/// How many elements of arrays a type's run-time validation plan adds one
/// by one to find their checks. Outside a union's field, an array whose
/// elements take every initialized byte string and add no check counts
/// one (the others add none either); inside one, whose padding takes what
/// safe code can leave at its place, each element counts. A type with more
/// is validated by walking its description instead: slower, never wrong,
/// never an error.
pub const MAX_UNROLLED_ELEMENTS: usize = 1024;

/// How deep the choices of a run-time validation plan may lie one inside
/// another: 1 for choices side by side, 2 for an enum with fields inside a
/// union's field or a union inside a variant, 3 for one more inside that.
/// A check of a choice that lies in a variant is run only when the tags of
/// every enclosing variant hold, so each level adds a compare of a tag
/// before the check; and a union's readings each plan the choices inside
/// them again, so the steps of const evaluation that build a plan grow
/// with each level. A type with deeper choices is validated by walking its
/// description instead: slower, never wrong, never an error.
pub const MAX_CHOICE_DEPTH: usize = 3;

/// How many byte sets the patterns of a value stored in the other byte
/// order ([`byteorder::Enum`](crate::byteorder::Enum)) may hold: each of
/// its values' byte patterns, reversed, is kept in a table of this size
/// (40 bytes a set), made once per type. An enum's tags take one pattern
/// per run of consecutive values (three at most where a run crosses a
/// boundary of the high bytes), times the tag's width: 512 runs of a
/// `u16` tag, 256 of a `u32`. A type with more is refused when it is
/// described, naming this limit.
pub const MAX_REORDERED_PATTERN_BYTES: usize = 1024;

/// The longest name of a byte of a record of bit fields
/// ([`bit_fields`](crate::bit_fields)): the names of the fields it holds,
/// `/` between them, cut after the last that fits. Names only explain.
pub const MAX_BIT_FIELD_NAME: usize = 64;

/// How many byte patterns the fields of one record of bit fields
/// ([`bit_fields`](crate::bit_fields)) that cross a byte boundary may need
/// together; past it, the record is refused where it is declared. A field
/// whose type refuses some values is at most 8 bits wide, so it crosses
/// into two bytes only, and it needs at most 16 patterns: one for each
/// value of its bits in the byte that holds fewer of them (at most 4), each
/// with the values those bits allow in the other byte. Four such fields
/// fit whatever their values.
pub const MAX_BIT_FIELD_PATTERNS: usize = 64;

// One limit is rustc's, not transmutable's: a generic type's description is a
// constant that depends on its parameters' descriptions, evaluated when the
// check is instantiated, and each level of generic nesting deepens rustc's
// query stack by about two. Around 60 generic wrappers inside one another
// (`W<W<W<...>>>`) reach rustc's default `recursion_limit` of 128, and the
// crate needs `#![recursion_limit = "256"]`. Non-generic types are
// described as they are defined and nest without bound (tested to 200).

/// A capacity of the analysis that a check exceeded.
///
/// ```
/// use transmutable::limits::{Limit, MAX_DEPTH};
///
/// assert_eq!(Limit::Depth.capacity(), MAX_DEPTH);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Limit {
    /// [`MAX_DEPTH`] nested pieces.
    Depth,
    /// [`MAX_ALIVE`] destination alternatives possible at once.
    Alternatives,
    /// [`MAX_STEPS`] steps.
    Steps,
    /// [`MAX_REFERENTS`] pointers followed into their referents.
    Referents,
}

impl Limit {
    /// The capacity that was exceeded.
    pub const fn capacity(self) -> usize {
        match self {
            Limit::Depth => MAX_DEPTH,
            Limit::Alternatives => MAX_ALIVE,
            Limit::Steps => MAX_STEPS,
            Limit::Referents => MAX_REFERENTS,
        }
    }

    pub(crate) const fn write(self, out: &mut Text) {
        match self {
            Limit::Depth => out.push("the pieces nest deeper than `transmutable::limits::MAX_DEPTH` ("),
            Limit::Alternatives => out.push(
                "more destination alternatives would stay possible at once than `transmutable::limits::MAX_ALIVE` (",
            ),
            Limit::Steps => out.push("the check would need more than `transmutable::limits::MAX_STEPS` ("),
            Limit::Referents => out.push("pointers nest deeper than `transmutable::limits::MAX_REFERENTS` ("),
        }
        out.push_usize(self.capacity());
        out.push(match self {
            Limit::Steps => ") steps",
            _ => ")",
        });
    }
}
