//! The grammar's parts: [`Bytes`] (pieces at offsets, padding between),
//! each [`Piece`] and its [`Kind`] (run, tag, scalar, nest, choice, repeat,
//! pointer), the [`Choice`] among [`Alternatives`] with its [`TagTable`],
//! and the [`Pointer`]. Plain data and the const fns that build it; it may
//! touch the byte sets and the rest of `description/`, nothing above.

use super::*;

/// A type's byte grammar: pieces at offsets, padding between them.
///
/// This is the automaton of the talk: every value of the type is a path
/// through it: pieces at offsets, padding between them.
///
/// ```
/// use transmutable::Layout;
///
/// let bytes = <(u8, u16) as Layout>::DESCRIPTION.bytes();
/// assert_eq!(bytes.size(), 4); // a byte of padding
/// assert!(bytes.is_inhabited());
/// assert!(!<core::convert::Infallible as Layout>::DESCRIPTION.bytes().is_inhabited());
/// ```
#[derive(Clone, Copy)]
pub struct Bytes {
    pub(crate) size: usize,
    pub(crate) pieces: &'static [Piece],
    /// How many `pieces` there are, counted once: a walk reads it at every
    /// frame it enters, where `pieces.len()` would be two calls, which
    /// const evaluation pays for.
    pub(crate) piece_count: usize,
    pub(crate) facts: Facts,
}

/// One part of a [`Bytes`], at a fixed offset.
#[doc(hidden)]
#[derive(Clone, Copy)]
pub struct Piece {
    pub(crate) offset: usize,
    pub(crate) size: usize,
    /// The field this piece describes, for explanations; empty if none.
    pub(crate) name: &'static str,
    /// Whether these bytes lie inside an `UnsafeCell`.
    pub(crate) interior_mutable: bool,
    /// Whether these bytes are one atomic, which other threads may access
    /// at once, only whole and only atomically.
    pub(crate) atomic: bool,
    /// Whether these bytes are cells of an unknown arrangement: a
    /// `MaybeUninit` of a type with cells, which may hold the type's cells
    /// and frozen bytes, or its atomics, in any value. Behind a shared
    /// reference they agree with nothing: neither which of their bytes are
    /// frozen, nor whether they are shared between threads, is known.
    pub(crate) opaque: bool,
    /// Whether safe code outside the type that holds this piece cannot
    /// write it on its own: a private field, or the value of a
    /// `ManuallyDrop`, whose bytes a write reaches only through the whole
    /// of the enclosing value. A union's fields mix only where their parts
    /// can be written one by one (see [`Choice::mixes`]).
    pub(crate) sealed: bool,
    /// Whether the integer these bytes hold is stored in the other byte
    /// order than the target's (a [`byteorder::Enum`](crate::byteorder::Enum)):
    /// checks read bytes and need not know it; explanations read the
    /// integer in that order.
    pub(crate) reversed: bool,
    pub(crate) kind: Kind,
    /// The named piece this one stands for, when it is the one piece of a
    /// field's type and was lifted into the field: a path goes on through
    /// that name (`inner.flag`).
    pub(crate) lifted_from: Option<&'static Piece>,
    /// For the bytes of a record of bit fields, the record's fields: a
    /// refusal names the field whose bits are wrong.
    pub(crate) bit_fields: Option<&'static bits::BitRecord>,
}

/// What a [`Piece`] holds.
#[doc(hidden)]
#[derive(Clone, Copy)]
pub enum Kind {
    /// Every byte independently holds a value of the set.
    Run(ByteSet),
    /// The bytes of this integer, in the target's byte order.
    Tag(u128),
    /// One of `count` byte patterns; pattern `i` is
    /// `products[i * size .. (i + 1) * size]`, one set per byte.
    Scalar {
        /// The patterns, back to back.
        products: &'static [ByteSet],
        /// How many patterns there are.
        count: usize,
        /// When the patterns start with disjoint bytes (a wide enum tag
        /// whose values differ in their first byte in memory), which
        /// pattern each value of that byte picks: a check goes from a
        /// source's byte straight to the one pattern that can take it.
        tags: Option<&'static TagTable>,
        /// A number naming these patterns where the library fixes them once
        /// for all ([`Kind::CHAR_PATTERNS`]), or 0: two scalars of one
        /// identity other than 0 hold the same patterns, so a comparison
        /// need not read them (the 64 `char` fields of a struct, each
        /// against the one before it). A number names one set of patterns
        /// only.
        identity: u16,
    },
    /// Another type's bytes.
    Nest(&'static Bytes),
    /// One of several alternatives, each as large as the piece.
    Choice(Choice),
    /// A pointer: its bytes are an address with provenance, not an integer.
    Pointer(Pointer),
    /// Another type's bytes, `count` times in a row.
    Repeat {
        /// The repeated bytes.
        element: &'static Bytes,
        /// How many times.
        count: usize,
    },
}

impl Kind {
    /// The identity of a [`Kind::Scalar`] named by none.
    pub(crate) const UNNAMED_PATTERNS: u16 = 0;
    /// The identity of the patterns of a `char` in the target's byte order:
    /// another target's, in its order, are named by none.
    pub(crate) const CHAR_PATTERNS: u16 = 1;
}

/// A pointer piece: what it points to and what it may do.
#[doc(hidden)]
#[derive(Clone, Copy)]
pub struct Pointer {
    pub(crate) kind: PointerKind,
    /// Whether the pointer may be null (`Option<&T>`, raw pointers).
    pub(crate) nullable: bool,
    pub(crate) referent: Referent,
}

/// The kinds of pointers, by what they promise about their referent.
#[doc(hidden)]
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum PointerKind {
    /// `&T`: a shared, valid, aligned, live `T`.
    Shared,
    /// `&mut T`: a unique, valid, aligned, live `T`.
    Unique,
    /// `Box<T>`: a unique `T` it owns, allocated with `T`'s layout.
    Boxed,
    /// `NonNull<T>`: not null, nothing more.
    NonNull,
    /// `*const T`: nothing at all.
    Raw,
    /// `*mut T`: nothing at all.
    RawMut,
    /// A function pointer: not null, callable with its signature.
    Function,
}

impl Pointer {
    /// A pointer of `kind` to `referent`.
    pub const fn new(kind: PointerKind, nullable: bool, referent: Referent) -> Pointer {
        Pointer { kind, nullable, referent }
    }

    /// Whether the pointer promises a live, valid referent.
    pub(crate) const fn is_reference(&self) -> bool {
        matches!(self.kind, PointerKind::Shared | PointerKind::Unique | PointerKind::Boxed)
    }

    /// Writes `&T`, `Box<T>`, `*const T`, `fn`.
    pub(crate) const fn write_name(&self, out: &mut crate::text::Text) {
        if self.nullable && !matches!(self.kind, PointerKind::Raw | PointerKind::RawMut) {
            out.push("Option<");
        }
        out.push(match self.kind {
            PointerKind::Shared => "&",
            PointerKind::Unique => "&mut ",
            PointerKind::Boxed => "Box<",
            PointerKind::NonNull => "NonNull<",
            PointerKind::Raw => "*const ",
            PointerKind::RawMut => "*mut ",
            PointerKind::Function => "fn",
        });
        if !matches!(self.kind, PointerKind::Function) {
            self.referent.get().write_name(out);
        }
        if matches!(self.kind, PointerKind::Boxed | PointerKind::NonNull) {
            out.push(">");
        }
        if self.nullable && !matches!(self.kind, PointerKind::Raw | PointerKind::RawMut) {
            out.push(">");
        }
    }
}

impl core::fmt::Debug for Pointer {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        let mut text = crate::text::Text::new();
        self.write_name(&mut text);
        f.write_str(text.as_str())
    }
}

/// The alternatives of a [`Kind::Choice`].
#[doc(hidden)]
#[derive(Clone, Copy)]
pub struct Choice {
    pub(crate) alternatives: &'static [Alternative],
    /// How many `alternatives` there are, counted once: a walk reads it at
    /// every branch and every byte of a union, where `alternatives.len()`
    /// would be two calls, which const evaluation pays for.
    pub(crate) alternative_count: usize,
    /// When every alternative starts with a byte whose set is disjoint from
    /// every other alternative's first byte (an enum tag), so that the first
    /// byte alone picks the alternative: which one each value picks.
    pub(crate) tags: Option<&'static TagTable>,
    /// Whether the alternatives are the fields of a union. Safe code writes
    /// a union field, or a part of one (`u.a.0 = x`), over whatever the
    /// other fields left: a union may hold a mix of its fields' bytes, so
    /// as a source each of its bytes may hold what any field holds there.
    /// As a destination it takes one field whole, less than it may hold,
    /// or the mix of its fields where `mixes` says safe code can leave it,
    /// or anything from the same union (see `identity`).
    pub(crate) union: bool,
    /// Whether the fields of a union are runs only (see
    /// [`Facts::runs_only`]), two or more of them with values: then, as a
    /// destination, the union also accepts the *mix* of its fields, byte by
    /// byte, which safe code can leave in it.
    ///
    /// Why: in such a union, the smallest part of a field that safe code
    /// can write alone (a public field of a public field ..., down to a
    /// primitive, an array or a sealed value) is a *unit*. A unit of one
    /// byte (`bool`, `u8`, a one-byte enum) can be written with any value
    /// its set holds; a dense unit (an integer, `[u16; 4]`, a
    /// `MaybeUninit`) with any initialized bytes, each its own. Take bytes
    /// `s` where each initialized `s[p]` is a value that some field with
    /// values accepts at `p`, inside such a unit of that field, and `s[p]`
    /// is uninitialized only where every field with values accepts uninit
    /// at `p` (padding, past the field, or a `MaybeUninit`). Safe code
    /// leaves exactly `s`: start from a field whose value is uninitialized
    /// wherever `s` is (each field's values are all byte-wise combinations
    /// of its sets, and it accepts uninit there), then for each initialized
    /// `s[p]` write the unit that takes it, with `s` over the whole unit
    /// (a dense unit covers only bytes where some field refuses uninit, so
    /// `s` is initialized there, or bytes it may leave uninitialized). No
    /// write changes a byte it does not set to its final value. Arrays
    /// (their elements are written only with the array: `u.a[0] = x` reads
    /// the union) and sealed pieces (a `ManuallyDrop`, a private field) are
    /// units as a whole, and take part only when dense or one byte long.
    pub(crate) mixes: bool,
    /// For the fields of a non-generic derived union, the union's identity
    /// (see [`Description::identified`]); empty otherwise. What safe code
    /// can leave in a union depends on more than its description shows (a
    /// `u16` field is written whole, a `[u8; 2]` byte by byte, and both are
    /// one run of two bytes), so a union is taken to hold only what it
    /// holds itself where it meets a union of the same identity and
    /// structure.
    pub(crate) identity: &'static str,
    /// For a union, its reading made once (see [`UnionReading`]), which a
    /// walk looks a byte up in; `None` for other choices, and for a union
    /// read field by field. An `Option`, so that a constant that holds an
    /// enum's choice holds no reading, which its validation would read.
    pub(crate) reading: Option<&'static UnionReading>,
}

/// The alternatives of a [`Choice`] and their [`TagTable`], computed once
/// per type and placed in a constant, which the choice refers to.
#[doc(hidden)]
pub struct Alternatives {
    pub(crate) list: &'static [Alternative],
    pub(crate) tags: Option<TagTable>,
    /// Whether, as the fields of a union, they mix (see [`Choice::mixes`]).
    pub(crate) mixable: bool,
}

/// Which alternative of a choice each value of its first byte picks, for a
/// choice whose alternatives start with disjoint bytes (an enum's tags):
/// a check goes from a source's tag straight to the destination variant
/// with that tag, whatever order either type declares its variants in.
/// A scalar whose patterns start with disjoint bytes has one too, naming
/// patterns.
#[doc(hidden)]
#[derive(Clone, Copy)]
pub struct TagTable {
    /// The alternative of each symbol (the values, then uninit), where
    /// `claimed` holds it; at most [`MAX_TAGGED_ALTERNATIVES`] alternatives
    /// fit.
    ///
    /// [`MAX_TAGGED_ALTERNATIVES`]: crate::limits::MAX_TAGGED_ALTERNATIVES
    pub(crate) owners: [u16; ByteSet::SYMBOLS],
    /// The values the first byte may hold in some inhabited alternative.
    pub(crate) claimed: ByteSet,
    /// For each symbol of `claimed`, the group of alternatives alike after
    /// their first byte (see `alike.rs`) that its owner belongs to, plus
    /// one; 0 when the owner is alike to no other alternative the table
    /// groups. Patterns are never grouped.
    pub(crate) groups: [u8; ByteSet::SYMBOLS],
    /// The values the first bytes of each group's alternatives hold,
    /// together: a check takes them as one when the group is alike.
    pub(crate) alike: [ByteSet; MAX_ALIKE_GROUPS],
}

/// One alternative of a [`Choice`]: an enum variant or a union field.
#[doc(hidden)]
#[derive(Clone, Copy)]
pub struct Alternative {
    pub(crate) name: &'static str,
    pub(crate) bytes: Bytes,
}

impl Description {
    /// The description of `[T; count]`, of `size` bytes aligned to
    /// `align`, whose elements `element` describes and whose one piece is
    /// `pieces`, as `array_piece!` makes it: what `Description::new`
    /// makes of them (an array of none: no piece), with the element read
    /// once. In one call: an array is described in every crate that
    /// checks it, and const evaluation pays for every call and every
    /// function it loads there.
    ///
    /// The bytes' facts, for an array of one element at least: where the
    /// element is one piece that covers it (so at its start) and the
    /// array's piece is a run as long as the array, that run is the
    /// element's piece with another size (so at the array's start), and
    /// the array's facts are the element's with the byte counts that reach
    /// the element's end reaching the array's, found without reading the
    /// piece (`[u32; 64]`, by `Facts::of`: about 600 statements and nine
    /// functions of this crate loaded from its metadata). Whether the run
    /// is atomic, in a cell or opaque changes nothing there: both pieces
    /// carry the same flags. Where the array's piece is a repeat of at
    /// least one element as long as the array, its facts are written out
    /// ([`Facts::of_whole_repeat`]), without `Facts::of`'s calls.
    pub(crate) const fn of_array(element: Referent, count: usize, pieces: &'static [Piece; 1]) -> Description {
        let element = element.get();
        // `count` elements back to back, as aligned as one (the Reference,
        // "Array layout"), read from the element's description, whose size
        // and alignment are its type's, where `size_of` and `align_of` of
        // the array are two functions and two constants for every crate
        // that describes it to load and evaluate. The product does not
        // overflow: the array is a type, no larger than `isize::MAX`.
        let (size, align) = (element.size * count, element.align);
        let (bytes, invariants) = if count == 0 {
            (Bytes::new(0, &[]), Invariants::None)
        } else {
            let element_bytes = &element.bytes;
            let facts = match (element_bytes.pieces, &pieces[0]) {
                ([Piece { size: element_size, .. }], Piece { size: array_size, kind: Kind::Run(_), .. })
                    if *element_size == element_bytes.size && *array_size == size =>
                {
                    // As one run of the same set and flags covering the array:
                    // `Facts::of_one` of either piece finds the same but for
                    // the byte counts that reach the piece's end (the
                    // initialized prefixes, where some value ends, the most
                    // bytes initialized), each the element's size or none (0,
                    // or `NO_SUCH_VALUE`), which reach the array's end. In
                    // place, not a function of `Facts`: a call less for every
                    // array of a run, described in every crate that checks it.
                    let facts = &element_bytes.facts;
                    Facts {
                        init_prefix: facts.init_prefix * count,
                        some_init_prefix: facts.some_init_prefix * count,
                        some_any_prefix: facts.some_any_prefix * count,
                        // A run of more than one byte has no lone first byte.
                        lone_first_byte_to: if count == 1 { facts.lone_first_byte_to } else { 0 },
                        some_lone_first_byte_to: if count == 1 { facts.some_lone_first_byte_to } else { 0 },
                        takes_lone_first_byte: false,
                        some_value_ends: if facts.some_value_ends == NO_SUCH_VALUE {
                            NO_SUCH_VALUE
                        } else {
                            facts.some_value_ends * count
                        },
                        most_initialized: facts.most_initialized * count,
                        ..*facts
                    }
                }
                (_, piece @ Piece { size: array_size, kind: Kind::Repeat { element: repeated, count: times }, .. })
                    if *array_size == size && *times > 0 =>
                {
                    Facts::of_whole_repeat(piece, repeated, *times)
                }
                _ => Facts::of(size, pieces, 1),
            };
            (Bytes { size, pieces, piece_count: 1, facts }, element.invariants)
        };
        Description {
            identity: "",
            name: Name::Array(element, count),
            size,
            align,
            bytes,
            invariants,
            invariants_at_zeros: invariants,
            tail: None,
            unstable_layout: count > 0 && element.unstable_layout,
            unstable_field: None,
            lifetime_parameters: false,
            unportable: Why::HandWritten,
        }
    }
}

impl Bytes {
    /// The bytes of a type with no bytes and one value, like `()`.
    pub const EMPTY: Bytes = Bytes::new(0, &[]);

    /// Bytes made of `pieces`, sorted by offset and not overlapping, in a
    /// type of `size` bytes.
    pub const fn new(size: usize, pieces: &'static [Piece]) -> Bytes {
        let piece_count = pieces.len();
        Bytes { size, pieces, piece_count, facts: Facts::of(size, pieces, piece_count) }
    }

    /// Bytes made of the pieces kept at `place`, whose `facts` are given:
    /// `place` may not be read yet (the place of a static being
    /// initialized with them), so the facts are those of the same pieces
    /// as [`new`](Bytes::new) computes them.
    pub(crate) const fn kept_at(size: usize, place: &'static [Piece], facts: Facts) -> Bytes {
        Bytes { size, pieces: place, piece_count: place.len(), facts }
    }

    /// The size in bytes.
    pub const fn size(&self) -> usize {
        self.size
    }

    /// Whether the bytes from `at` on are valid or not whatever the bytes
    /// before `at` hold: `at` falls between pieces, between the bytes of a
    /// run, between elements of an array, past the first byte of an enum
    /// whose variants are all alike after it (see `alike.rs`: `Off(bool)`,
    /// `On(bool)`), or so inside a nested type. Not inside a tag, a
    /// scalar, a pointer, a union or another choice, whose later bytes
    /// depend on earlier ones.
    pub(crate) const fn is_cut_at(&self, at: usize) -> bool {
        let mut i = 0;
        while i < self.pieces.len() {
            let piece = &self.pieces[i];
            if piece.offset < at && at < piece.end() {
                let within = at - piece.offset;
                return match piece.kind {
                    Kind::Run(_) => true,
                    Kind::Nest(nested) => nested.is_cut_at(within),
                    Kind::Repeat { element, .. } => element.is_cut_at(within % element.size),
                    Kind::Choice(choice) => within > 0 && choice.is_cut_at(within),
                    Kind::Tag(_) | Kind::Scalar { .. } | Kind::Pointer(_) => false,
                };
            }
            i += 1;
        }
        true
    }

    /// Whether the bytes can hold any value at all.
    pub const fn is_inhabited(&self) -> bool {
        self.facts.inhabited
    }

    /// The single piece that covers these bytes completely, if there is one.
    pub(crate) const fn as_single_piece(&self) -> Option<Piece> {
        // A slice pattern, not `len()`: a call less for every field of
        // every struct.
        match self.pieces {
            [piece] if piece.offset == 0 && piece.size == self.size => Some(*piece),
            _ => None,
        }
    }
}

impl Choice {
    /// [`Bytes::is_cut_at`] for an enum (`at` past its first byte): its
    /// values are those of its first byte, taken together, followed by
    /// the bytes all its variants hold alike after it; it is cut at `at`
    /// where those are.
    const fn is_cut_at(&self, at: usize) -> bool {
        let table = match self.tags {
            Some(table) if !self.union => table,
            _ => return false,
        };
        let alike = match table.claimed.first_symbol() {
            Some(symbol) if table.groups[symbol] > 0 => table.alike[table.groups[symbol] as usize - 1],
            _ => return false,
        };
        if !table.claimed.is_subset_of(alike) {
            return false;
        }
        let mut i = 0;
        while i < self.alternatives.len() {
            let bytes = &self.alternatives[i].bytes;
            if bytes.facts.inhabited && !bytes.is_cut_at(at) {
                return false;
            }
            i += 1;
        }
        true
    }
}

/// Read access to descriptions for tests that check them against the
/// compiler (the exactness oracle). Not public API.
#[doc(hidden)]
impl Bytes {
    /// The pieces, sorted by offset.
    pub const fn pieces(&self) -> &'static [Piece] {
        self.pieces
    }
}

#[doc(hidden)]
impl Piece {
    /// Where the piece starts.
    pub const fn offset(&self) -> usize {
        self.offset
    }

    /// How many bytes the piece covers.
    pub const fn size(&self) -> usize {
        self.size
    }

    /// What the piece holds.
    pub const fn kind(&self) -> Kind {
        self.kind
    }

    /// The field the piece describes, or empty.
    pub const fn name(&self) -> &'static str {
        self.name
    }

    /// Whether the piece lies inside an `UnsafeCell`.
    pub const fn is_interior_mutable(&self) -> bool {
        self.interior_mutable
    }

    /// Whether the piece is one atomic.
    pub const fn is_atomic(&self) -> bool {
        self.atomic
    }
}

#[doc(hidden)]
impl Choice {
    /// The alternatives.
    pub const fn alternatives(&self) -> &'static [Alternative] {
        self.alternatives
    }

    /// Whether the alternatives are a union's fields.
    pub const fn is_union(&self) -> bool {
        self.union
    }
}

impl Alternative {
    /// Whether safe code can write bytes of this union field: it has a
    /// value, or a part of it with bytes that has one (`u.a.0 = x`, where
    /// `a: (u8, Infallible)`).
    pub(crate) const fn is_writable(&self) -> bool {
        if self.bytes.facts.inhabited {
            return true;
        }
        let mut i = 0;
        while i < self.bytes.pieces.len() {
            if self.bytes.pieces[i].size > 0 {
                return true;
            }
            i += 1;
        }
        false
    }
}

#[doc(hidden)]
impl Alternative {
    /// The variant's or field's name.
    pub const fn name(&self) -> &'static str {
        self.name
    }

    /// The alternative's bytes, as large as the choice.
    pub const fn bytes(&self) -> &Bytes {
        &self.bytes
    }
}

#[doc(hidden)]
impl Pointer {
    /// What the pointer promises.
    pub const fn kind(&self) -> PointerKind {
        self.kind
    }

    /// Whether the pointer may be null.
    pub const fn is_nullable(&self) -> bool {
        self.nullable
    }

    /// The description of what it points to.
    pub const fn referent(&self) -> &'static Description {
        self.referent.get()
    }
}

impl Piece {
    /// A piece of `size` bytes at `offset`.
    pub const fn new(offset: usize, size: usize, kind: Kind) -> Piece {
        Piece {
            offset,
            size,
            name: "",
            interior_mutable: false,
            atomic: false,
            opaque: false,
            sealed: false,
            reversed: false,
            kind,
            lifted_from: None,
            bit_fields: None,
        }
    }

    /// The same piece, describing the field `name`.
    pub const fn named(self, name: &'static str) -> Piece {
        Piece { name, ..self }
    }

    /// The same piece, at `offset`.
    pub const fn at(self, offset: usize) -> Piece {
        Piece { offset, ..self }
    }

    /// The same piece, inside an `UnsafeCell` (no longer an atomic, if it
    /// was one: a cell is not shared between threads).
    pub const fn interior_mutable(self) -> Piece {
        Piece { interior_mutable: true, atomic: false, ..self }
    }

    /// The same piece, one atomic (inside an `UnsafeCell`).
    pub const fn atomic(self) -> Piece {
        Piece { interior_mutable: true, atomic: true, ..self }
    }

    /// The same piece, cells of an unknown arrangement (see
    /// [`Piece::opaque`](struct@Piece)).
    pub const fn opaque(self) -> Piece {
        Piece { interior_mutable: true, atomic: false, opaque: true, ..self }
    }

    /// The same piece, written only with the value that holds it (see
    /// [`Piece::sealed`](struct@Piece)).
    pub const fn sealed(self) -> Piece {
        Piece { sealed: true, ..self }
    }

    /// The same piece, its integer stored in the other byte order than the
    /// target's.
    pub(crate) const fn reversed(self) -> Piece {
        Piece { reversed: true, ..self }
    }

    pub(crate) const fn end(&self) -> usize {
        self.offset + self.size
    }

    /// The piece that places `bytes` at offset 0: the bytes themselves if
    /// they are a single piece, else a nest.
    pub const fn of_bytes(bytes: &'static Bytes) -> Piece {
        match bytes.as_single_piece() {
            Some(piece) if piece.name.is_empty() => piece,
            Some(piece) => Piece { name: "", lifted_from: Some(&bytes.pieces[0]), ..piece },
            None => Piece::new(0, bytes.size, Kind::Nest(bytes)),
        }
    }

    /// Whether every byte of the piece takes every initialized value (see
    /// [`Facts::dense`]).
    pub(crate) const fn is_dense(&self) -> bool {
        if self.size == 0 {
            return true;
        }
        match self.kind {
            Kind::Run(set) => ByteSet::INITIALIZED.is_subset_of(set),
            Kind::Nest(bytes) => bytes.facts.dense,
            Kind::Repeat { element, count } => count == 0 || element.facts.dense,
            Kind::Tag(_) | Kind::Scalar { .. } | Kind::Choice(_) | Kind::Pointer(_) => false,
        }
    }

    /// Whether every value of the piece is an initialized integer byte in
    /// every byte: initialized, and not the bytes of a pointer, which are an
    /// address with provenance. Of a union, every field counts that safe code
    /// can write bytes of, even one without values (`u.a.0 = x` writes a
    /// field of an uninhabited `a`), since a union holds a mix of its fields.
    pub(crate) const fn is_always_initialized(&self) -> bool {
        match self.kind {
            Kind::Run(set) => !set.contains_uninit(),
            Kind::Tag(_) | Kind::Scalar { .. } => true,
            Kind::Pointer(_) => false,
            Kind::Nest(bytes) => bytes.facts.init_from == 0,
            Kind::Choice(choice) => {
                let mut i = 0;
                while i < choice.alternatives.len() {
                    let alternative = &choice.alternatives[i];
                    let counts = alternative.bytes.facts.inhabited || (choice.union && alternative.is_writable());
                    if counts && alternative.bytes.facts.init_from != 0 {
                        return false;
                    }
                    i += 1;
                }
                true
            }
            Kind::Repeat { element, count } => count == 0 || element.facts.init_from == 0,
        }
    }

    /// Whether the piece accepts every initialized byte string of its size.
    pub(crate) const fn accepts_all_initialized(&self) -> bool {
        match self.kind {
            Kind::Run(set) => ByteSet::INITIALIZED.is_subset_of(set),
            Kind::Tag(_) => self.size == 0,
            Kind::Pointer(_) => false,
            Kind::Scalar { products, count, .. } => {
                let mut product = 0;
                while product < count {
                    let mut byte = 0;
                    while byte < self.size {
                        if !ByteSet::INITIALIZED.is_subset_of(products[product * self.size + byte]) {
                            break;
                        }
                        byte += 1;
                    }
                    if byte == self.size {
                        return true;
                    }
                    product += 1;
                }
                false
            }
            Kind::Nest(bytes) => bytes.facts.accepts_from == 0,
            Kind::Choice(choice) => {
                // Whether some alternative, as a destination reads it,
                // accepts every initialized byte string. A field of a union
                // holds, in its padding and past its end, only what safe
                // code leaves there (see [`Choice::mixes`] and
                // `automaton::left_past_field`); a dense one has neither.
                // Written out, not a call per alternative: a wide enum has
                // hundreds, and const evaluation pays for every call.
                let count = choice.alternatives.len();
                let mut i = 0;
                while i < count {
                    let facts = &choice.alternatives[i].bytes.facts;
                    if facts.inhabited && if choice.union { facts.dense } else { facts.accepts_from == 0 } {
                        return true;
                    }
                    i += 1;
                }
                false
            }
            Kind::Repeat { element, count } => count == 0 || element.facts.accepts_from == 0,
        }
    }
}
