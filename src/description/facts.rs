//! What is known of a description in advance: [`Facts`] of its bytes,
//! computed piece by piece ([`PieceFacts`]) when the bytes are built, and
//! whether it reaches references (the `*_reaches_references` functions,
//! with the [`Owners`] they are inside). It may touch the byte sets and the
//! rest of `description/`, nothing above.

use super::*;

/// What is known of a [`Bytes`] in advance, so checks need not find it out.
///
/// `init_from` and `accepts_from` are piece indices `i`: from the end of piece
/// `i - 1` (the start, for `i = 0`) to the end, every byte is an initialized
/// integer byte, not padding nor a pointer's (resp. every piece accepts all
/// initialized bytes, padding included).
/// `pieces.len() + 1` means "not even the trailing padding".
#[doc(hidden)]
#[derive(Clone, Copy)]
#[cfg_attr(test, derive(Debug, PartialEq))]
pub struct Facts {
    pub(crate) inhabited: bool,
    /// Whether some piece is a reference (`&T`, `&mut T`), whose lifetime the
    /// description cannot see.
    pub(crate) lifetimes: bool,
    /// Whether some piece is a pointer that promises a live referent or a
    /// callable function (`&T`, `&mut T`, `Box<T>`, `fn`): a pointer whose
    /// use its owner may have meant to keep to itself.
    pub(crate) live_pointers: bool,
    pub(crate) init_from: usize,
    pub(crate) accepts_from: usize,
    pub(crate) interior_mutable: bool,
    /// Whether every byte, from the first to the last, takes every
    /// initialized value: no padding, nothing but runs of such sets (any
    /// integer, `MaybeUninit`). A value written whole over such bytes can
    /// leave there any initialized bytes, each chosen on its own.
    pub(crate) dense: bool,
    /// Whether every piece, at every depth, is a run (inside nests and
    /// repeats), with no cell, atomic, pointer, tag, scalar or choice:
    /// bytes that each hold a value of their own set, whatever the others
    /// hold.
    pub(crate) runs_only: bool,
    /// How many bytes from the start are initialized integer bytes in every
    /// value (the size exactly when `init_from` is 0): a destination that
    /// accepts every initialized byte string and is no larger takes every
    /// value's first bytes.
    pub(crate) init_prefix: usize,
    /// How many bytes from the start are initialized integer bytes in
    /// *some* value (at least `init_prefix`): each choice may take the
    /// alternative with values that goes furthest, a union the field that
    /// does. A destination that accepts every initialized byte string and
    /// is no larger takes the first bytes of that value.
    pub(crate) some_init_prefix: usize,
    /// How many bytes from the start hold, in *some* value, every
    /// initialized value each, chosen on its own (at most
    /// `some_init_prefix`): integer bytes, a union's field of them, an
    /// enum's variant that has them there (never its tag). Such a value
    /// can be made to hold any initialized byte string there, so a
    /// destination with a value initialized no further, padding after it
    /// ([`Facts::some_value_ends`]), takes one of its values.
    pub(crate) some_any_prefix: usize,
    /// Where the bytes of some value end that are not padding, when every
    /// one of them may hold an initialized value: past it, that value is
    /// padding, which a destination takes whatever it holds. So a source
    /// whose first bytes take every initialized value each, that far,
    /// fits. [`NO_SUCH_VALUE`] where no value is known so (a pointer, a
    /// union whose every field has padding or ends before the union, which
    /// take only what safe writes leave, or bytes that accept no
    /// initialized value). A union with a dense field takes, through it,
    /// every initialized byte string over all its bytes.
    pub(crate) some_value_ends: usize,
    /// Where the padding ends that follows a first byte, initialized, in
    /// *every* value (a tag, a byte, then padding: `(Tag, u32)`'s 4): every
    /// value is an initialized byte and uninitialized bytes to there. 0
    /// where not every value is so. A destination that takes any
    /// initialized byte alone ([`Facts::takes_lone_first_byte`]) and is no
    /// larger takes every value's first bytes.
    pub(crate) lone_first_byte_to: usize,
    /// The same in *some* value: an enum's variant of no field, or of
    /// fields that start after padding, a union's field of one byte.
    pub(crate) some_lone_first_byte_to: usize,
    /// Whether these bytes are a union, from the first byte to the last,
    /// with a field of one byte that takes every initialized value: written
    /// alone, it leaves the union's other bytes uninitialized, so the union
    /// takes any initialized byte followed by uninitialized ones.
    pub(crate) takes_lone_first_byte: bool,
    /// How many initialized integer bytes the value that holds the most of
    /// them holds (saturating): which alternative of a source a search for
    /// some value that fits tries first (`query::exists`).
    pub(crate) most_initialized: usize,
    /// How many frames a cursor may need to hold inside these bytes, at
    /// most: one, and one more for each nest, repeat or choice entered.
    pub(crate) depth: usize,
    /// How many edges a cursor may read walking through these bytes once,
    /// every alternative of every choice and every element of every repeat
    /// counted, at most; saturates at `usize::MAX`. A walk of two types
    /// that meets no failure and no limit takes at most about the product
    /// of theirs in steps (see `query::shortcuts`).
    pub(crate) edges: usize,
    /// Whether all zeros are a value, as a destination reads the bytes:
    /// every piece takes zero in each of its bytes (a run that holds 0, a
    /// tag of value 0, a scalar with a pattern of zeros, an enum with a
    /// variant that takes zeros, a union with a field that takes them
    /// over all its bytes, no padding in it nor past its end), padding
    /// takes anything, and there is no pointer. `false` where that is not
    /// known so: a union whose fields take zeros only with their padding
    /// holding what safe writes leave there, a null pointer.
    pub(crate) zeros_fit: bool,
    /// The longest run of pieces `alike_from..alike_to` (the first such,
    /// of at least two pieces; empty, `alike_from == alike_to`, where
    /// there is none), each a scalar of patterns the library names
    /// ([`Kind::CHAR_PATTERNS`]) equal to the one before it in all but its
    /// name and its offset (the patterns, size and flags), their offsets
    /// one distance apart: the fields of one type of a struct of `char`s.
    /// Each is the one before it moved on, as `same::pieces_moved` compares
    /// them: walks take them for periods, and a comparison of two such
    /// runs for one type compares their first two pieces only.
    pub(crate) alike_from: usize,
    pub(crate) alike_to: usize,
}

/// `a.saturating_mul(b)`, written out: `core`'s is a call of three more
/// functions, each loaded from `core`'s metadata in every crate that
/// describes an array.
const fn saturating_product(a: usize, b: usize) -> usize {
    if b != 0 && a > usize::MAX / b {
        usize::MAX
    } else {
        a * b
    }
}

/// Whether `field`, a union's, is one byte at the union's first byte that
/// takes every initialized value, and nothing else: a `u8`, an `i8`.
const fn lone_byte_field(field: &Bytes) -> bool {
    match field.pieces {
        [Piece { offset: 0, size: 1, kind: Kind::Run(set), .. }] => ByteSet::INITIALIZED.is_subset_of(*set),
        _ => false,
    }
}

/// [`Facts::some_value_ends`] where no value is known to end so.
pub(crate) const NO_SUCH_VALUE: usize = usize::MAX;

/// What [`Facts::of`] needs of one piece, found in one pass over it: a
/// description is made once per type, but a wide enum's is made of
/// hundreds of alternatives, each with its own facts, and const evaluation
/// pays for every call.
struct PieceFacts {
    dense: bool,
    runs_only: bool,
    depth: usize,
    edges: usize,
    inhabited: bool,
    interior_mutable: bool,
    lifetimes: bool,
    live_pointers: bool,
    init_prefix: usize,
    /// From the piece's first byte, as [`Facts::some_init_prefix`] and
    /// [`Facts::some_value_ends`] say for bytes.
    some_init_prefix: usize,
    some_any_prefix: usize,
    some_value_ends: usize,
    /// From the piece's first byte, as [`Facts::lone_first_byte_to`] and
    /// [`Facts::some_lone_first_byte_to`] say for bytes, up to the piece's
    /// end at most, and [`Facts::takes_lone_first_byte`] of the piece alone.
    lone_first_byte_to: usize,
    some_lone_first_byte_to: usize,
    takes_lone_first_byte: bool,
    most_initialized: usize,
    always_initialized: bool,
    zeros_fit: bool,
}

impl PieceFacts {
    /// The facts of `piece` (see [`Facts`]; whether it is dense, always
    /// initialized), in one match. Whether it accepts every initialized
    /// value is asked of the last pieces only (see [`Facts::of`]).
    const fn of(piece: &Piece) -> PieceFacts {
        let cells = piece.interior_mutable || piece.atomic || piece.opaque;
        let mut facts = PieceFacts {
            dense: piece.size == 0,
            runs_only: false,
            depth: 0,
            edges: 1,
            inhabited: true,
            interior_mutable: piece.interior_mutable,
            lifetimes: false,
            live_pointers: false,
            init_prefix: piece.size,
            some_init_prefix: piece.size,
            some_any_prefix: piece.size,
            some_value_ends: piece.size,
            lone_first_byte_to: 0,
            some_lone_first_byte_to: 0,
            takes_lone_first_byte: false,
            most_initialized: piece.size,
            always_initialized: true,
            zeros_fit: false,
        };
        match piece.kind {
            Kind::Run(set) => {
                let all = ByteSet::INITIALIZED.is_subset_of(set);
                facts.zeros_fit = set.contains(0);
                facts.dense |= all;
                facts.runs_only = !cells;
                facts.inhabited = !set.is_empty();
                if set.contains_uninit() {
                    facts.init_prefix = 0;
                    facts.always_initialized = false;
                }
                if !all {
                    facts.some_any_prefix = 0;
                }
                if piece.size == 1 {
                    if !set.contains_uninit() && !set.is_empty() {
                        facts.lone_first_byte_to = 1;
                    }
                    if set.intersects(ByteSet::INITIALIZED) {
                        facts.some_lone_first_byte_to = 1;
                    }
                }
                if !set.intersects(ByteSet::INITIALIZED) {
                    facts.some_init_prefix = 0;
                    facts.some_value_ends = NO_SUCH_VALUE;
                    facts.most_initialized = 0;
                } else if all && set.contains_uninit() {
                    // Anything, as padding is.
                    facts.some_value_ends = 0;
                }
            }
            Kind::Tag(value) => {
                facts.some_any_prefix = 0;
                if piece.size == 1 {
                    facts.lone_first_byte_to = 1;
                    facts.some_lone_first_byte_to = 1;
                }
                facts.edges = piece.size;
                facts.zeros_fit = value & crate::integers::width_mask(piece.size) == 0;
            }
            Kind::Scalar { products, count, .. } => {
                // `count.saturating_mul(piece.size).saturating_add(1)`,
                // written out: a call each, for every field of `char`.
                facts.edges = if piece.size != 0 && count > (usize::MAX - 1) / piece.size {
                    usize::MAX
                } else {
                    count * piece.size + 1
                };
                facts.inhabited = count > 0;
                facts.some_any_prefix = 0;
                facts.zeros_fit = ByteSet::some_run_holds_zero(products, count, piece.size);
                if count == 0 {
                    facts.some_init_prefix = 0;
                    facts.some_value_ends = NO_SUCH_VALUE;
                    facts.most_initialized = 0;
                }
            }
            Kind::Pointer(pointer) => {
                facts.lifetimes = matches!(pointer.kind, PointerKind::Shared | PointerKind::Unique);
                facts.live_pointers = pointer.is_reference() || matches!(pointer.kind, PointerKind::Function);
                facts.init_prefix = 0;
                facts.always_initialized = false;
                facts.some_init_prefix = 0;
                facts.some_any_prefix = 0;
                facts.some_value_ends = NO_SUCH_VALUE;
                facts.most_initialized = 0;
            }
            Kind::Nest(bytes) => facts.take_bytes(&bytes.facts, true),
            Kind::Repeat { element, count } => {
                if count == 0 {
                    facts.dense = true;
                    facts.runs_only = !cells;
                    facts.depth = element.facts.depth;
                    facts.edges = 0;
                    facts.some_value_ends = 0;
                    facts.zeros_fit = true;
                } else {
                    facts.take_bytes(&element.facts, false);
                    facts.edges = saturating_product(count, element.facts.edges);
                    if element.facts.init_from != 0 {
                        facts.init_prefix = element.facts.init_prefix;
                    }
                    // Every element may be the value that goes furthest.
                    let inner = &element.facts;
                    if inner.some_init_prefix == element.size {
                        facts.some_init_prefix = piece.size;
                    }
                    if inner.some_any_prefix == element.size {
                        facts.some_any_prefix = piece.size;
                    }
                    facts.some_value_ends = match inner.some_value_ends {
                        NO_SUCH_VALUE => NO_SUCH_VALUE,
                        0 => 0,
                        end => (count - 1) * element.size + end,
                    };
                    facts.most_initialized = saturating_product(count, inner.most_initialized);
                }
            }
            Kind::Choice(choice) => {
                facts.edges = 1;
                facts.inhabited = false;
                facts.some_init_prefix = 0;
                facts.some_any_prefix = 0;
                facts.some_value_ends = NO_SUCH_VALUE;
                facts.most_initialized = 0;
                // The least of the alternatives that count, below.
                facts.lone_first_byte_to = piece.size;
                // Calls hoisted or written out: a wide enum has hundreds of
                // alternatives, and const evaluation pays for every call.
                let count = choice.alternative_count;
                let mut i = 0;
                while i < count {
                    let alternative = &choice.alternatives[i];
                    let inner = &alternative.bytes.facts;
                    if inner.depth > facts.depth {
                        facts.depth = inner.depth;
                    }
                    // `saturating_add`.
                    facts.edges =
                        if inner.edges > usize::MAX - facts.edges { usize::MAX } else { facts.edges + inner.edges };
                    facts.inhabited |= inner.inhabited;
                    facts.interior_mutable |= inner.interior_mutable;
                    facts.lifetimes |= inner.lifetimes;
                    facts.live_pointers |= inner.live_pointers;
                    // A union's field written whole as zeros leaves zeros
                    // only where it has bytes: its padding, and the bytes
                    // past its end, hold what safe writes leave there.
                    if inner.zeros_fit && (!choice.union || inner.init_from == 0) {
                        facts.zeros_fit = true;
                    }
                    if inner.inhabited {
                        if inner.some_init_prefix > facts.some_init_prefix {
                            facts.some_init_prefix = inner.some_init_prefix;
                        }
                        if inner.some_any_prefix > facts.some_any_prefix {
                            facts.some_any_prefix = inner.some_any_prefix;
                        }
                        // A union's field ends where the union does, with
                        // no padding, where it is dense: past a field's
                        // bytes, and in its padding, the union takes only
                        // what safe writes leave.
                        if (!choice.union || inner.dense) && inner.some_value_ends < facts.some_value_ends {
                            facts.some_value_ends = inner.some_value_ends;
                        }
                        if inner.most_initialized > facts.most_initialized {
                            facts.most_initialized = inner.most_initialized;
                        }
                        if inner.some_lone_first_byte_to > facts.some_lone_first_byte_to {
                            facts.some_lone_first_byte_to = inner.some_lone_first_byte_to;
                        }
                        if choice.union && lone_byte_field(&alternative.bytes) {
                            facts.takes_lone_first_byte = true;
                        }
                    }
                    let counts = inner.inhabited || (choice.union && alternative.is_writable());
                    if counts {
                        if inner.init_from != 0 {
                            facts.always_initialized = false;
                        }
                        if inner.init_prefix < facts.init_prefix {
                            facts.init_prefix = inner.init_prefix;
                        }
                        if inner.lone_first_byte_to < facts.lone_first_byte_to {
                            facts.lone_first_byte_to = inner.lone_first_byte_to;
                        }
                    }
                    i += 1;
                }
            }
        }
        facts
    }

    /// The facts of a piece that holds `inner` once (a nest, `whole`) or
    /// repeatedly (a repeat of at least one element).
    const fn take_bytes(&mut self, inner: &Facts, whole: bool) {
        let cells = self.interior_mutable;
        self.dense |= inner.dense;
        self.runs_only = inner.runs_only;
        self.depth = inner.depth;
        self.edges = inner.edges;
        self.inhabited = inner.inhabited;
        self.interior_mutable = cells || inner.interior_mutable;
        self.lifetimes = inner.lifetimes;
        self.live_pointers = inner.live_pointers;
        self.always_initialized = inner.init_from == 0;
        self.zeros_fit = inner.zeros_fit;
        self.init_prefix = if whole || inner.init_from != 0 { inner.init_prefix } else { self.init_prefix };
        self.some_init_prefix = inner.some_init_prefix;
        self.some_any_prefix = inner.some_any_prefix;
        self.some_value_ends = inner.some_value_ends;
        self.lone_first_byte_to = inner.lone_first_byte_to;
        self.some_lone_first_byte_to = inner.some_lone_first_byte_to;
        self.takes_lone_first_byte = whole && inner.takes_lone_first_byte;
        self.most_initialized = inner.most_initialized;
    }
}

impl Facts {
    /// The facts of the bytes of a fieldless enum of a one-byte tag, of
    /// `size` bytes: one piece, the tag, a run of `set` (initialized values
    /// only, in no cell) at byte 0, then padding to `size`. What
    /// [`Facts::of`] finds of that one piece, found without its walk:
    /// every derived enum of a one-byte tag computes them in const
    /// evaluation, which pays for every statement (about 700 in `of`,
    /// its piece's facts and theirs, to 40 here).
    pub(super) const fn of_tag_byte(size: usize, set: ByteSet) -> Facts {
        assert!(
            size >= 1 && !set.contains_uninit(),
            "transmutable: a tag byte holds initialized values, in a type of at least one byte"
        );
        let every_value = set.holds_every_value();
        let padded = size > 1;
        Facts {
            inhabited: !set.is_empty(),
            lifetimes: false,
            live_pointers: false,
            // Past the tag, padding: "not even the trailing padding".
            init_from: if padded { 2 } else { 0 },
            accepts_from: if every_value { 0 } else { 1 },
            interior_mutable: false,
            dense: every_value && !padded,
            runs_only: true,
            init_prefix: 1,
            some_init_prefix: 1,
            some_any_prefix: if every_value { 1 } else { 0 },
            some_value_ends: 1,
            // The tag, then padding to the end.
            lone_first_byte_to: if set.is_empty() { 0 } else { size },
            some_lone_first_byte_to: if set.is_empty() { 0 } else { size },
            takes_lone_first_byte: false,
            most_initialized: 1,
            depth: 1,
            // The piece, the gaps before and after it, and its one edge.
            edges: 3,
            zeros_fit: set.contains(0),
            alike_from: 0,
            alike_to: 0,
        }
    }

    /// [`Facts::of_one`] of `piece`, a repeat of `count` (at least one)
    /// `element`s that covers the bytes (so at their start), written out:
    /// `PieceFacts::of` and `take_bytes` for a repeat, then `of_one`'s
    /// reading of them with no gap, without their calls (arrays of
    /// `char`s, of structs, are described in each crate that checks
    /// them). `tests::array_facts_equal_their_definition` compares them.
    pub(super) const fn of_whole_repeat(piece: &Piece, element: &Bytes, count: usize) -> Facts {
        let inner = &element.facts;
        let size = piece.size;
        // `saturating_product`, written out twice: a call each otherwise.
        let edges = if inner.edges != 0 && count > usize::MAX / inner.edges { usize::MAX } else { count * inner.edges };
        Facts {
            inhabited: inner.inhabited,
            lifetimes: inner.lifetimes,
            live_pointers: inner.live_pointers,
            init_from: if inner.init_from == 0 { 0 } else { 1 },
            accepts_from: if inner.accepts_from == 0 { 0 } else { 1 },
            interior_mutable: piece.interior_mutable || inner.interior_mutable,
            dense: size == 0 || inner.dense,
            runs_only: inner.runs_only && !(piece.interior_mutable || piece.atomic || piece.opaque),
            init_prefix: if inner.init_from != 0 { inner.init_prefix } else { size },
            some_init_prefix: if inner.some_init_prefix == element.size { size } else { inner.some_init_prefix },
            some_any_prefix: if inner.some_any_prefix == element.size { size } else { inner.some_any_prefix },
            // Past an element that ends with its lone byte's padding comes
            // the next element's first byte, or the end of the bytes.
            // A repeat of no bytes holds no first byte (see `of_one`).
            lone_first_byte_to: if size == 0 { 0 } else { inner.lone_first_byte_to },
            some_lone_first_byte_to: if size == 0 { 0 } else { inner.some_lone_first_byte_to },
            takes_lone_first_byte: false,
            some_value_ends: match inner.some_value_ends {
                NO_SUCH_VALUE => NO_SUCH_VALUE,
                0 => 0,
                end => (count - 1) * element.size + end,
            },
            most_initialized: if inner.most_initialized != 0 && count > usize::MAX / inner.most_initialized {
                usize::MAX
            } else {
                count * inner.most_initialized
            },
            depth: if inner.depth == usize::MAX { usize::MAX } else { inner.depth + 1 },
            edges: if edges > usize::MAX - 2 { usize::MAX } else { edges + 2 },
            zeros_fit: inner.zeros_fit,
            alike_from: 0,
            alike_to: 0,
        }
    }

    /// The facts of `count` pieces, all of `pieces`, in a type of `size`
    /// bytes: the count is the one [`Bytes`] stores, read rather than
    /// counted again (a call each, which const evaluation pays for).
    pub(super) const fn of(size: usize, pieces: &'static [Piece], count: usize) -> Facts {
        if count == 1 {
            Facts::of_one(size, &pieces[0])
        } else {
            Facts::of_pieces(size, pieces, count)
        }
    }

    /// [`Facts::of`] one piece, what [`Facts::of_pieces`] finds of it
    /// written out: an array, a reference, a primitive wrapped are
    /// described in each crate that checks them (a type with a parameter
    /// has no static), and the loop's setup for many pieces, its run of
    /// alike pieces and its bookkeeping cost const evaluation about 500
    /// statements of which this takes about a fifth. A run of alike pieces
    /// holds two at least: none here.
    pub(super) const fn of_one(size: usize, piece: &Piece) -> Facts {
        let facts = PieceFacts::of(piece);
        let end = piece.offset + piece.size;
        assert!(end <= size, "transmutable: a piece ends past its type");
        let at_start = piece.offset == 0;
        // From the piece's end, padding to the end of the type.
        let gap = end != size;
        Facts {
            inhabited: facts.inhabited,
            lifetimes: facts.lifetimes,
            live_pointers: facts.live_pointers,
            init_from: if gap {
                2
            } else if !at_start || !facts.always_initialized {
                1
            } else {
                0
            },
            accepts_from: if piece.accepts_all_initialized() { 0 } else { 1 },
            interior_mutable: facts.interior_mutable,
            dense: at_start && facts.dense && !gap,
            runs_only: facts.runs_only && !(piece.interior_mutable || piece.atomic || piece.opaque),
            init_prefix: if at_start { facts.init_prefix } else { 0 },
            some_init_prefix: if at_start { facts.some_init_prefix } else { 0 },
            some_any_prefix: if at_start { facts.some_any_prefix } else { 0 },
            // Past the piece, padding to the end.
            // A piece of no bytes holds no first byte: past it, padding
            // (a union's field of none, `[u8; 0]`) is no lone byte's.
            lone_first_byte_to: if !at_start || piece.size == 0 {
                0
            } else if facts.lone_first_byte_to == piece.size {
                size
            } else {
                facts.lone_first_byte_to
            },
            some_lone_first_byte_to: if !at_start || piece.size == 0 {
                0
            } else if facts.some_lone_first_byte_to == piece.size {
                size
            } else {
                facts.some_lone_first_byte_to
            },
            takes_lone_first_byte: at_start && piece.size == size && facts.takes_lone_first_byte,
            some_value_ends: if facts.some_value_ends == NO_SUCH_VALUE {
                NO_SUCH_VALUE
            } else if facts.some_value_ends > 0 {
                piece.offset + facts.some_value_ends
            } else {
                0
            },
            most_initialized: facts.most_initialized,
            // `saturating_add`, written out (a call, and three functions
            // of `core` loaded in the checking crate).
            depth: if facts.depth == usize::MAX { usize::MAX } else { facts.depth + 1 },
            edges: if facts.edges > usize::MAX - 2 { usize::MAX } else { facts.edges + 2 },
            zeros_fit: facts.zeros_fit,
            alike_from: 0,
            alike_to: 0,
        }
    }

    /// [`Facts::of`] a reference alone (`&T`, `&mut T`: one pointer, never
    /// null, from the first byte to the last), written out: a reference is
    /// described in every crate that checks it, and this is a constant
    /// where [`Facts::of_one`] is three calls. The descriptions' tests
    /// (`lone_reference_facts_equal_their_definition`) hold it to
    /// [`Facts::of`].
    pub(crate) const LONE_REFERENCE: Facts = Facts {
        inhabited: true,
        lifetimes: true,
        live_pointers: true,
        init_from: 1,
        accepts_from: 1,
        interior_mutable: false,
        dense: false,
        runs_only: false,
        init_prefix: 0,
        some_init_prefix: 0,
        some_any_prefix: 0,
        some_value_ends: NO_SUCH_VALUE,
        lone_first_byte_to: 0,
        some_lone_first_byte_to: 0,
        takes_lone_first_byte: false,
        most_initialized: 0,
        depth: 1,
        edges: 3,
        zeros_fit: false,
        alike_from: 0,
        alike_to: 0,
    };

    /// [`Facts::of`] any number of pieces, one by one.
    pub(super) const fn of_pieces(size: usize, pieces: &'static [Piece], count: usize) -> Facts {
        let mut inhabited = true;
        let mut interior_mutable = false;
        let mut lifetimes = false;
        let mut live_pointers = false;
        let mut dense = true;
        let mut runs_only = true;
        let mut depth = 0;
        // Each piece, and the padding before each piece and at the end.
        let mut edges = count.saturating_add(1);
        // The initialized prefix ends at the first gap, or inside the first
        // piece that is not initialized throughout.
        let mut init_prefix = 0;
        let mut prefix_open = true;
        let mut some_init_prefix = 0;
        let mut some_prefix_open = true;
        let mut some_any_prefix = 0;
        let mut some_any_open = true;
        // The first piece's lone first byte, every value's and some value's.
        let mut first_lone = (0, 0);
        let mut some_value_ends = 0;
        let mut most_initialized: usize = 0;
        // `init` holds for the suffix from the end of the last piece that
        // breaks it.
        let mut init_from = 0;
        let mut zeros_fit = true;
        // Where the piece before ends: each piece's end is read once.
        let mut start = 0;
        let mut alike = AlikeRun {
            from: 0,
            to: 0,
            run_from: 0,
            run_shift: 0,
            previous_identity: Kind::UNNAMED_PATTERNS,
            previous_count: 0,
        };
        let mut i = 0;
        while i < count {
            let piece = &pieces[i];
            // Named patterns are met in few types (`char`s): the rest of
            // the run's work is a call of its own, whose body the types
            // without them never load.
            match piece.kind {
                Kind::Scalar { identity, count: patterns, .. } if identity != Kind::UNNAMED_PATTERNS => {
                    alike.take(pieces, i, identity, patterns)
                }
                _ => alike.previous_identity = Kind::UNNAMED_PATTERNS,
            }
            let facts = PieceFacts::of(piece);
            if i == 0 {
                first_lone = (facts.lone_first_byte_to, facts.some_lone_first_byte_to);
            }
            if piece.offset != start || !facts.dense {
                dense = false;
            }
            if !facts.runs_only || piece.interior_mutable || piece.atomic || piece.opaque {
                runs_only = false;
            }
            if facts.depth > depth {
                depth = facts.depth;
            }
            // `saturating_add`, written out (a call per piece otherwise).
            edges = if facts.edges > usize::MAX - edges { usize::MAX } else { edges + facts.edges };
            inhabited &= facts.inhabited;
            interior_mutable |= facts.interior_mutable;
            lifetimes |= facts.lifetimes;
            live_pointers |= facts.live_pointers;
            zeros_fit &= facts.zeros_fit;
            if prefix_open && piece.offset == init_prefix {
                init_prefix += facts.init_prefix;
                prefix_open = facts.init_prefix == piece.size;
            } else {
                prefix_open = false;
            }
            if some_prefix_open && piece.offset == some_init_prefix {
                some_init_prefix += facts.some_init_prefix;
                some_prefix_open = facts.some_init_prefix == piece.size;
            } else {
                some_prefix_open = false;
            }
            if some_any_open && piece.offset == some_any_prefix {
                some_any_prefix += facts.some_any_prefix;
                some_any_open = facts.some_any_prefix == piece.size;
            } else {
                some_any_open = false;
            }
            if facts.some_value_ends == NO_SUCH_VALUE {
                some_value_ends = NO_SUCH_VALUE;
            } else if facts.some_value_ends > 0 && some_value_ends != NO_SUCH_VALUE {
                some_value_ends = piece.offset + facts.some_value_ends;
            }
            most_initialized = if facts.most_initialized > usize::MAX - most_initialized {
                usize::MAX
            } else {
                most_initialized + facts.most_initialized
            };
            if piece.offset != start || !facts.always_initialized {
                init_from = i + 1;
            }
            let end = piece.offset + piece.size;
            assert!(end <= size, "transmutable: a piece ends past its type");
            assert!(start <= piece.offset, "transmutable: pieces overlap or are out of order");
            start = end;
            i += 1;
        }
        // From the end, to the last piece that does not accept every
        // initialized byte string: pieces before it do not count, and a
        // piece's answer may cost a walk of its patterns or alternatives.
        let mut accepts_from = count;
        while accepts_from > 0 && pieces[accepts_from - 1].accepts_all_initialized() {
            accepts_from -= 1;
        }
        let trailing_gap = if count == 0 { size } else { size - pieces[count - 1].end() };
        if trailing_gap > 0 {
            init_from = count + 1;
            dense = false;
        }
        // A first byte alone at the start of the first piece, to the piece's
        // end: then padding to the next piece.
        let (mut lone_first_byte_to, mut some_lone_first_byte_to) = first_lone;
        // A first piece of no bytes holds no first byte (see `of_one`).
        if count == 0 || pieces[0].offset != 0 || pieces[0].size == 0 {
            (lone_first_byte_to, some_lone_first_byte_to) = (0, 0);
        } else {
            let next = if count > 1 { pieces[1].offset } else { size };
            if lone_first_byte_to == pieces[0].size {
                lone_first_byte_to = next;
            }
            if some_lone_first_byte_to == pieces[0].size {
                some_lone_first_byte_to = next;
            }
        }
        Facts {
            inhabited,
            lifetimes,
            live_pointers,
            init_from,
            accepts_from,
            interior_mutable,
            dense,
            runs_only,
            init_prefix,
            some_init_prefix,
            some_any_prefix,
            some_value_ends,
            lone_first_byte_to,
            some_lone_first_byte_to,
            takes_lone_first_byte: false,
            most_initialized,
            depth: depth.saturating_add(1),
            edges,
            zeros_fit,
            alike_from: alike.from,
            alike_to: alike.to,
        }
    }
}

/// The longest run of alike pieces so far ([`Facts::alike_from`]), and the
/// run that ends at the piece before: from `run_from`, its offsets
/// `run_shift` apart, that piece's patterns' identity (0 for none) and
/// count.
struct AlikeRun {
    from: usize,
    to: usize,
    run_from: usize,
    run_shift: usize,
    previous_identity: u16,
    previous_count: usize,
}

impl AlikeRun {
    /// Takes piece `i`, a scalar of the named patterns `identity`, `count`
    /// of them.
    const fn take(&mut self, pieces: &[Piece], i: usize, identity: u16, count: usize) {
        let piece = &pieces[i];
        if identity == self.previous_identity
            && count == self.previous_count
            && piece.size == pieces[i - 1].size
            && same::same_flags(piece, &pieces[i - 1])
        {
            let distance = piece.offset - pieces[i - 1].offset;
            if self.run_from + 1 == i || distance != self.run_shift {
                self.run_from = i - 1;
                self.run_shift = distance;
            }
            if i + 1 - self.run_from > self.to - self.from {
                (self.from, self.to) = (self.run_from, i + 1);
            }
        } else {
            self.run_from = i;
        }
        (self.previous_identity, self.previous_count) = (identity, count);
    }
}

/// The descriptions a search for references is inside, box within box, so
/// that a recursive type (`struct List(u8, Option<Box<List>>)`) is not
/// entered again below itself.
pub(super) struct Owners {
    pub(super) seen: [&'static Description; crate::limits::MAX_REFERENTS],
    pub(super) len: usize,
}

pub(super) const fn description_reaches_references(description: &Description, owners: &mut Owners) -> bool {
    if bytes_reach_references(&description.bytes, owners) {
        return true;
    }
    match description.tail {
        Some(tail) => description_reaches_references(tail.element, owners),
        None => false,
    }
}

const fn bytes_reach_references(bytes: &Bytes, owners: &mut Owners) -> bool {
    if bytes.facts.lifetimes {
        return true;
    }
    // Only a box can lead further, and a box is a live pointer: bytes
    // without one (a wide enum of integers) need no walk of their pieces.
    if !bytes.facts.live_pointers {
        return false;
    }
    let mut i = 0;
    while i < bytes.pieces.len() {
        let reaches = match bytes.pieces[i].kind {
            Kind::Pointer(pointer) => {
                matches!(pointer.kind, PointerKind::Boxed) && owned_reaches_references(pointer.referent.get(), owners)
            }
            Kind::Run(_) | Kind::Tag(_) | Kind::Scalar { .. } => false,
            Kind::Nest(nested) => bytes_reach_references(nested, owners),
            Kind::Choice(choice) => {
                let mut reaches = false;
                let mut alternative = 0;
                while alternative < choice.alternatives.len() && !reaches {
                    reaches = bytes_reach_references(&choice.alternatives[alternative].bytes, owners);
                    alternative += 1;
                }
                reaches
            }
            Kind::Repeat { element, count } => count > 0 && bytes_reach_references(element, owners),
        };
        if reaches {
            return true;
        }
        i += 1;
    }
    false
}

/// Whether what a box owns reaches a reference: a type the search is
/// already inside adds nothing; one too many boxes deep counts as yes. A
/// type is the one it is inside only if their structures agree too: two
/// crates can give two types one identity.
const fn owned_reaches_references(owned: &'static Description, owners: &mut Owners) -> bool {
    let mut i = 0;
    while i < owners.len {
        if owners.seen[i].same_type(owned) && same::same_types(owners.seen[i], owned) {
            return false;
        }
        i += 1;
    }
    if owners.len == owners.seen.len() {
        return true;
    }
    owners.seen[owners.len] = owned;
    owners.len += 1;
    let reaches = description_reaches_references(owned, owners);
    owners.len -= 1;
    reaches
}
