//! The descriptions' unit tests: facts, names and pieces of the descriptions of small types.

use super::facts::NO_SUCH_VALUE;
use super::same::same_flags;
use super::{Bytes, Description, Facts, Kind, Piece, PointerKind};
use crate::byte_set::ByteSet;
use crate::Layout;
use core::cell::{Cell, UnsafeCell};
use core::convert::Infallible;
use core::mem::{ManuallyDrop, MaybeUninit};
use core::num::NonZero;
use core::sync::atomic::{AtomicU32, AtomicU8};
use std::boxed::Box;

/// A piece's facts as each is defined, one question at a time: what
/// `PieceFacts::of` answers in one match.
struct Definition<'a>(&'a Piece);

impl Definition<'_> {
    /// The facts of the bytes a nest, a repeat or an alternative holds.
    fn inner(&self) -> std::vec::Vec<&'static Facts> {
        match self.0.kind {
            Kind::Nest(bytes) => std::vec![&bytes.facts],
            Kind::Repeat { element, count } if count > 0 => std::vec![&element.facts],
            Kind::Choice(choice) => choice.alternatives.iter().map(|alternative| &alternative.bytes.facts).collect(),
            _ => std::vec![],
        }
    }

    fn runs_only(&self) -> bool {
        let piece = self.0;
        !(piece.interior_mutable || piece.atomic || piece.opaque)
            && match piece.kind {
                Kind::Run(_) => true,
                Kind::Nest(_) | Kind::Repeat { .. } => self.inner().iter().all(|facts| facts.runs_only),
                _ => false,
            }
    }

    fn inhabited(&self) -> bool {
        match self.0.kind {
            Kind::Run(set) => !set.is_empty(),
            Kind::Scalar { count, .. } => count > 0,
            Kind::Choice(_) => self.inner().iter().any(|facts| facts.inhabited),
            _ => self.inner().iter().all(|facts| facts.inhabited),
        }
    }

    fn depth(&self) -> usize {
        match self.0.kind {
            Kind::Repeat { element, .. } => element.facts.depth,
            _ => self.inner().iter().map(|facts| facts.depth).max().unwrap_or(0),
        }
    }

    fn edges(&self) -> usize {
        let piece = self.0;
        match piece.kind {
            Kind::Run(_) | Kind::Pointer(_) => 1,
            Kind::Tag(_) => piece.size,
            Kind::Scalar { count, .. } => count * piece.size + 1,
            Kind::Nest(bytes) => bytes.facts.edges,
            Kind::Repeat { element, count } => count * element.facts.edges,
            Kind::Choice(_) => 1 + self.inner().iter().map(|facts| facts.edges).sum::<usize>(),
        }
    }

    fn interior_mutable(&self) -> bool {
        self.0.interior_mutable || self.inner().iter().any(|facts| facts.interior_mutable)
    }

    fn lifetimes(&self) -> bool {
        match self.0.kind {
            Kind::Pointer(pointer) => matches!(pointer.kind, PointerKind::Shared | PointerKind::Unique),
            _ => self.inner().iter().any(|facts| facts.lifetimes),
        }
    }

    fn live_pointers(&self) -> bool {
        match self.0.kind {
            Kind::Pointer(pointer) => pointer.is_reference() || matches!(pointer.kind, PointerKind::Function),
            _ => self.inner().iter().any(|facts| facts.live_pointers),
        }
    }

    /// Whether all zeros are a value of the piece, as a destination reads
    /// it: a union's field counts only with no padding and nothing past
    /// its end, and a pointer never.
    fn zeros_fit(&self) -> bool {
        let piece = self.0;
        match piece.kind {
            Kind::Run(set) => set.contains(0),
            Kind::Tag(value) => (0..piece.size).all(|index| super::tag_byte(value, piece.size, index) == 0),
            Kind::Scalar { products, count, .. } => (0..count)
                .any(|pattern| products[pattern * piece.size..][..piece.size].iter().all(|set| set.contains(0))),
            Kind::Pointer(_) => false,
            Kind::Nest(bytes) => bytes.facts.zeros_fit,
            Kind::Repeat { element, count } => count == 0 || element.facts.zeros_fit,
            Kind::Choice(choice) => choice.alternatives.iter().any(|alternative| {
                let facts = &alternative.bytes.facts;
                facts.zeros_fit && (!choice.union || facts.init_from == 0)
            }),
        }
    }

    fn init_prefix(&self) -> usize {
        let piece = self.0;
        match piece.kind {
            Kind::Run(set) if set.contains_uninit() => 0,
            Kind::Run(_) | Kind::Tag(_) | Kind::Scalar { .. } => piece.size,
            Kind::Pointer(_) => 0,
            Kind::Nest(bytes) => bytes.facts.init_prefix,
            Kind::Repeat { element, count } if count > 0 && element.facts.init_from != 0 => element.facts.init_prefix,
            Kind::Repeat { .. } => piece.size,
            Kind::Choice(choice) => choice
                .alternatives
                .iter()
                .filter(|alternative| alternative.bytes.facts.inhabited || (choice.union && alternative.is_writable()))
                .map(|alternative| alternative.bytes.facts.init_prefix)
                .fold(piece.size, usize::min),
        }
    }
}

impl Definition<'_> {
    /// How far some value's first bytes are initialized integer bytes.
    fn some_init_prefix(&self) -> usize {
        let piece = self.0;
        match piece.kind {
            Kind::Run(set) if !set.intersects(ByteSet::INITIALIZED) => 0,
            Kind::Run(_) | Kind::Tag(_) => piece.size,
            Kind::Scalar { count, .. } => {
                if count > 0 {
                    piece.size
                } else {
                    0
                }
            }
            Kind::Pointer(_) => 0,
            Kind::Nest(bytes) => bytes.facts.some_init_prefix,
            Kind::Repeat { element, count } if count > 0 && element.facts.some_init_prefix < element.size => {
                element.facts.some_init_prefix
            }
            Kind::Repeat { .. } => piece.size,
            Kind::Choice(choice) => choice
                .alternatives
                .iter()
                .filter(|alternative| alternative.bytes.facts.inhabited)
                .map(|alternative| alternative.bytes.facts.some_init_prefix)
                .max()
                .unwrap_or(0),
        }
    }

    /// Where the padding after a first byte ends, within the piece, in
    /// every value (`every`) or in some value.
    fn lone_first_byte_to(&self, every: bool) -> usize {
        let piece = self.0;
        let from = |bytes: &Bytes| {
            if every {
                bytes.facts.lone_first_byte_to
            } else {
                bytes.facts.some_lone_first_byte_to
            }
        };
        match piece.kind {
            Kind::Run(set) if piece.size == 1 && every && !set.contains_uninit() && !set.is_empty() => 1,
            Kind::Run(set) if piece.size == 1 && !every && set.intersects(ByteSet::INITIALIZED) => 1,
            Kind::Tag(_) if piece.size == 1 => 1,
            Kind::Run(_) | Kind::Tag(_) | Kind::Scalar { .. } | Kind::Pointer(_) => 0,
            Kind::Nest(bytes) => from(bytes),
            Kind::Repeat { element, count } if count > 0 => from(element),
            Kind::Repeat { .. } => 0,
            Kind::Choice(choice) if every => choice
                .alternatives
                .iter()
                .filter(|alternative| alternative.bytes.facts.inhabited || (choice.union && alternative.is_writable()))
                .map(|alternative| from(&alternative.bytes))
                .fold(piece.size, usize::min),
            Kind::Choice(choice) => choice
                .alternatives
                .iter()
                .filter(|alternative| alternative.bytes.facts.inhabited)
                .map(|alternative| from(&alternative.bytes))
                .max()
                .unwrap_or(0),
        }
    }

    /// Whether the piece is a union with a field of one byte, at its first,
    /// that takes every initialized value, and nothing else.
    fn takes_lone_first_byte(&self) -> bool {
        let piece = self.0;
        match piece.kind {
            Kind::Nest(bytes) => bytes.facts.takes_lone_first_byte,
            Kind::Choice(choice) if choice.union => choice.alternatives.iter().any(|alternative| {
                let bytes = &alternative.bytes;
                bytes.facts.inhabited
                    && bytes.pieces.len() == 1
                    && bytes.pieces[0].offset == 0
                    && bytes.pieces[0].size == 1
                    && matches!(bytes.pieces[0].kind, Kind::Run(set) if ByteSet::INITIALIZED.is_subset_of(set))
            }),
            _ => false,
        }
    }

    /// How far some value's first bytes hold every initialized value each.
    fn some_any_prefix(&self) -> usize {
        let piece = self.0;
        match piece.kind {
            Kind::Run(set) if ByteSet::INITIALIZED.is_subset_of(set) => piece.size,
            Kind::Run(_) | Kind::Tag(_) | Kind::Scalar { .. } | Kind::Pointer(_) => 0,
            Kind::Nest(bytes) => bytes.facts.some_any_prefix,
            Kind::Repeat { element, count } if count > 0 && element.facts.some_any_prefix < element.size => {
                element.facts.some_any_prefix
            }
            Kind::Repeat { .. } => piece.size,
            Kind::Choice(choice) => choice
                .alternatives
                .iter()
                .filter(|alternative| alternative.bytes.facts.inhabited)
                .map(|alternative| alternative.bytes.facts.some_any_prefix)
                .max()
                .unwrap_or(0),
        }
    }

    /// Where the bytes of some value that are not padding end, each taking
    /// an initialized value, from the piece's first byte.
    fn some_value_ends(&self) -> usize {
        let piece = self.0;
        match piece.kind {
            Kind::Run(set) if ByteSet::ANYTHING.is_subset_of(set) => 0,
            Kind::Run(set) if set.intersects(ByteSet::INITIALIZED) => piece.size,
            Kind::Run(_) | Kind::Pointer(_) => NO_SUCH_VALUE,
            Kind::Tag(_) => piece.size,
            Kind::Scalar { count, .. } => {
                if count > 0 {
                    piece.size
                } else {
                    NO_SUCH_VALUE
                }
            }
            Kind::Nest(bytes) => bytes.facts.some_value_ends,
            Kind::Repeat { count: 0, .. } => 0,
            Kind::Repeat { element, count } => match element.facts.some_value_ends {
                NO_SUCH_VALUE => NO_SUCH_VALUE,
                0 => 0,
                end => (count - 1) * element.size + end,
            },
            Kind::Choice(choice) => choice
                .alternatives
                .iter()
                .filter(|alternative| alternative.bytes.facts.inhabited)
                .filter(|alternative| !choice.union || alternative.bytes.facts.dense)
                .map(|alternative| alternative.bytes.facts.some_value_ends)
                .min()
                .unwrap_or(NO_SUCH_VALUE),
        }
    }
}

impl Definition<'_> {
    /// How many initialized integer bytes the most initialized value holds.
    fn most_initialized(&self) -> usize {
        let piece = self.0;
        match piece.kind {
            Kind::Run(set) if !set.intersects(ByteSet::INITIALIZED) => 0,
            Kind::Run(_) | Kind::Tag(_) => piece.size,
            Kind::Scalar { count, .. } => {
                if count > 0 {
                    piece.size
                } else {
                    0
                }
            }
            Kind::Pointer(_) => 0,
            Kind::Nest(bytes) => bytes.facts.most_initialized,
            Kind::Repeat { element, count } => count.saturating_mul(element.facts.most_initialized),
            Kind::Choice(choice) => choice
                .alternatives
                .iter()
                .filter(|alternative| alternative.bytes.facts.inhabited)
                .map(|alternative| alternative.bytes.facts.most_initialized)
                .max()
                .unwrap_or(0),
        }
    }
}

/// `Facts::of` as its definition reads: every fact of every piece asked
/// on its own, over every piece, and the suffixes found walking back.
fn facts_by_definition(size: usize, pieces: &'static [Piece]) -> Facts {
    let count = pieces.len();
    let (mut inhabited, mut interior_mutable, mut lifetimes, mut live_pointers) = (true, false, false, false);
    let (mut dense, mut runs_only, mut depth, mut edges) = (true, true, 0, count + 1);
    let mut zeros_fit = true;
    for (i, piece) in pieces.iter().enumerate() {
        let definition = Definition(piece);
        zeros_fit &= definition.zeros_fit();
        let start = if i == 0 { 0 } else { pieces[i - 1].end() };
        dense &= piece.offset == start && piece.is_dense();
        runs_only &= definition.runs_only();
        depth = depth.max(definition.depth());
        edges = edges.saturating_add(definition.edges());
        inhabited &= definition.inhabited();
        interior_mutable |= definition.interior_mutable();
        lifetimes |= definition.lifetimes();
        live_pointers |= definition.live_pointers();
    }
    let mut init_prefix = 0;
    for piece in pieces {
        if piece.offset != init_prefix {
            break;
        }
        let within = Definition(piece).init_prefix();
        init_prefix += within;
        if within < piece.size {
            break;
        }
    }
    let mut some_init_prefix = 0;
    for piece in pieces {
        if piece.offset != some_init_prefix {
            break;
        }
        let within = Definition(piece).some_init_prefix();
        some_init_prefix += within;
        if within < piece.size {
            break;
        }
    }
    let mut some_any_prefix = 0;
    for piece in pieces {
        if piece.offset != some_any_prefix {
            break;
        }
        let within = Definition(piece).some_any_prefix();
        some_any_prefix += within;
        if within < piece.size {
            break;
        }
    }
    // A first piece of no bytes holds no first byte, and its padding after
    // it is no lone byte's.
    let (lone_first_byte_to, some_lone_first_byte_to) = match pieces.first() {
        Some(first) if first.offset == 0 && first.size > 0 => {
            let next = pieces.get(1).map_or(size, |piece| piece.offset);
            let reach = |to: usize| if to == first.size { next } else { to };
            (reach(Definition(first).lone_first_byte_to(true)), reach(Definition(first).lone_first_byte_to(false)))
        }
        _ => (0, 0),
    };
    let takes_lone_first_byte = match pieces {
        [only] => only.offset == 0 && only.size == size && Definition(only).takes_lone_first_byte(),
        _ => false,
    };
    let ends: std::vec::Vec<(usize, usize)> =
        pieces.iter().map(|piece| (piece.offset, Definition(piece).some_value_ends())).collect();
    let some_value_ends = if ends.iter().any(|&(_, end)| end == NO_SUCH_VALUE) {
        NO_SUCH_VALUE
    } else {
        ends.iter().filter(|&&(_, end)| end > 0).map(|&(offset, end)| offset + end).max().unwrap_or(0)
    };
    let most_initialized =
        pieces.iter().fold(0usize, |sum, piece| sum.saturating_add(Definition(piece).most_initialized()));
    let trailing_gap = size - pieces.last().map_or(0, |piece| piece.end());
    let mut init_from = if trailing_gap == 0 { count } else { count + 1 };
    let mut accepts_from = count;
    for i in (1..=count).rev() {
        let piece = &pieces[i - 1];
        let gap_before = piece.offset - if i == 1 { 0 } else { pieces[i - 2].end() };
        if init_from == i && gap_before == 0 && piece.is_always_initialized() {
            init_from = i - 1;
        }
        if accepts_from == i && piece.accepts_all_initialized() {
            accepts_from = i - 1;
        }
    }
    dense &= trailing_gap == 0;
    // Every run of two pieces or more, each piece after the first a scalar
    // of named patterns as the one before it, one distance on: the longest,
    // the first of those.
    let named = |piece: &Piece| match piece.kind {
        Kind::Scalar { identity, count, .. } if identity != Kind::UNNAMED_PATTERNS => Some((identity, count)),
        _ => None,
    };
    let alike = |from: usize, to: usize| {
        (from + 1..to).all(|i| {
            let (earlier, later) = (&pieces[i - 1], &pieces[i]);
            named(later).is_some()
                && named(later) == named(earlier)
                && later.size == earlier.size
                && same_flags(later, earlier)
                && later.offset - earlier.offset == pieces[from + 1].offset - pieces[from].offset
        })
    };
    let (mut alike_from, mut alike_to) = (0, 0);
    for from in 0..count {
        for to in from + 2..=count {
            if alike(from, to) && to - from > alike_to - alike_from {
                (alike_from, alike_to) = (from, to);
            }
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
        takes_lone_first_byte,
        most_initialized,
        depth: depth + 1,
        edges,
        zeros_fit,
        alike_from,
        alike_to,
    }
}

/// Checks `bytes` and every bytes inside them; returns how many.
fn check(bytes: &'static Bytes) -> usize {
    assert_eq!(bytes.facts, facts_by_definition(bytes.size, bytes.pieces));
    let mut checked = 1;
    for piece in bytes.pieces {
        checked += match piece.kind {
            Kind::Nest(inner) => check(inner),
            Kind::Repeat { element, .. } => check(element),
            Kind::Choice(choice) => choice.alternatives.iter().map(|alternative| check(&alternative.bytes)).sum(),
            _ => 0,
        };
    }
    checked
}

#[derive(crate::Layout)]
#[repr(C)]
pub struct Padded {
    pub a: u8,
    pub b: u32,
    pub c: [u16; 0],
}

#[derive(crate::Layout)]
#[repr(C)]
pub struct Sealed {
    secret: bool,
    pub open: MaybeUninit<u16>,
}

#[derive(crate::Layout)]
#[repr(C, packed)]
pub struct Packed {
    pub a: u8,
    pub b: Cell<u32>,
    pub c: [AtomicU8; 2],
}

#[derive(crate::Layout)]
#[repr(u8)]
pub enum Shaped {
    Empty,
    Small(u8, bool),
    Large(u32, char),
    Never(Infallible),
}

#[derive(crate::Layout)]
#[repr(C)]
pub union Either {
    pub word: u32,
    pub flag: bool,
    pub pair: (u8, Infallible),
    pub padded: ManuallyDrop<Padded>,
}

#[derive(crate::Layout)]
#[repr(C)]
pub union Celled {
    pub cell: ManuallyDrop<Cell<u16>>,
    pub word: u16,
    pub uninit: MaybeUninit<u16>,
}

#[derive(crate::Layout)]
#[repr(u8)]
pub enum Pointing<'a> {
    Shared(&'a u8),
    Call(fn()),
    Atomic(AtomicU8),
    Celled(Celled),
    Empty,
}

/// A function pointer promises a callable function but holds no
/// lifetime.
#[derive(crate::Layout)]
#[repr(u8)]
pub enum Calls {
    Call(fn()),
    Empty,
}

#[derive(crate::Layout)]
#[repr(C)]
pub struct Holds<'a> {
    pub shared: &'a u8,
    pub unique: &'a mut [u16; 2],
    pub call: fn(u8) -> u8,
    pub raw: *const u8,
    pub maybe: Option<&'a Either>,
}

#[derive(crate::Layout)]
#[repr(C)]
pub struct Nested<'a> {
    pub holds: [Holds<'a>; 2],
    pub shaped: [Shaped; 3],
    pub none: [Shaped; 0],
    pub cell: UnsafeCell<[Padded; 2]>,
    pub atomic: AtomicU32,
    pub uninit: MaybeUninit<Shaped>,
    pub nonzero: Option<NonZero<u16>>,
    pub tail: (u8, Either),
}

/// A `char` aligned to 8 bytes: another piece than a `char`'s.
#[derive(crate::Layout)]
#[repr(C, align(8))]
pub struct WideChar(pub char);

/// Runs of `char` fields broken by another kind, a cell, a distance, and
/// runs of one length, for the facts' alike pieces.
#[derive(crate::Layout)]
#[repr(C)]
pub struct Letters {
    pub a: char,
    pub b: char,
    pub c: u32,
    pub d: char,
    pub e: char,
    pub f: char,
    pub g: Cell<char>,
    pub h: char,
    pub i: char,
    pub j: char,
    pub k: WideChar,
    pub l: char,
    pub m: [char; 2],
    pub n: char,
    pub o: char,
    pub p: char,
    pub q: char,
}

/// `char`s four bytes apart, but the third and the fourth, eight apart.
static SPACED_PIECES: [Piece; 7] = {
    let char = <char as Layout>::DESCRIPTION.bytes.pieces[0].kind;
    [
        Piece::new(0, 4, char),
        Piece::new(4, 4, char),
        Piece::new(8, 4, char),
        Piece::new(16, 4, char),
        Piece::new(20, 4, char),
        Piece::new(24, 4, char),
        Piece::new(28, 4, char),
    ]
};
static SPACED: Bytes = Bytes::new(32, &SPACED_PIECES);

#[test]
fn facts_found_in_one_pass_equal_their_definition() {
    let descriptions: [&'static Description; 19] = [
        <Letters as Layout>::DESCRIPTION,
        <(char, char, u8, char, char) as Layout>::DESCRIPTION,
        <u8 as Layout>::DESCRIPTION,
        <bool as Layout>::DESCRIPTION,
        <char as Layout>::DESCRIPTION,
        <() as Layout>::DESCRIPTION,
        <Infallible as Layout>::DESCRIPTION,
        <[Infallible; 0] as Layout>::DESCRIPTION,
        <[bool; 5] as Layout>::DESCRIPTION,
        <(u8, u16, u8) as Layout>::DESCRIPTION,
        <Padded as Layout>::DESCRIPTION,
        <Sealed as Layout>::DESCRIPTION,
        <Packed as Layout>::DESCRIPTION,
        <Shaped as Layout>::DESCRIPTION,
        <Either as Layout>::DESCRIPTION,
        <Nested<'static> as Layout>::DESCRIPTION,
        <Celled as Layout>::DESCRIPTION,
        <Pointing<'static> as Layout>::DESCRIPTION,
        <Calls as Layout>::DESCRIPTION,
    ];
    let checked: usize = descriptions.iter().map(|description| check(&description.bytes)).sum();
    // `n` to `q`, longer than `d` to `f` and `h` to `j` (`k` is not a
    // `char` piece of its own size).
    let letters = <Letters as Layout>::DESCRIPTION.bytes.facts;
    assert_eq!((letters.alike_from, letters.alike_to), (13, 17));
    check(&SPACED);
    assert_eq!((SPACED.facts.alike_from, SPACED.facts.alike_to), (3, 7));
    // Every kind of piece was met, inside nests, repeats and choices.
    assert!(checked > 40, "{checked}");
}

/// The facts of one piece, which `Facts::of` writes out rather than
/// loop over, are those of the definition: each kind of piece (a run
/// with and without uninitialized bytes, a tag, a scalar, a pointer, a
/// nest, a repeat, a choice, an empty one), at the start or after a gap,
/// with padding after it or none, in a cell, atomic or opaque.
#[test]
fn one_piece_facts_equal_their_definition() {
    let descriptions: [&'static Description; 14] = [
        <u8 as Layout>::DESCRIPTION,
        <MaybeUninit<u16> as Layout>::DESCRIPTION,
        <bool as Layout>::DESCRIPTION,
        <char as Layout>::DESCRIPTION,
        <NonZero<u32> as Layout>::DESCRIPTION,
        <&'static u8 as Layout>::DESCRIPTION,
        <Option<fn()> as Layout>::DESCRIPTION,
        <Infallible as Layout>::DESCRIPTION,
        <[char; 3] as Layout>::DESCRIPTION,
        <[Infallible; 0] as Layout>::DESCRIPTION,
        <Padded as Layout>::DESCRIPTION,
        <Shaped as Layout>::DESCRIPTION,
        <Either as Layout>::DESCRIPTION,
        <Calls as Layout>::DESCRIPTION,
    ];
    let mut pieces: std::vec::Vec<Piece> = std::vec::Vec::new();
    for description in descriptions {
        pieces.extend(description.bytes.pieces);
        // The type whole, as one piece of another.
        pieces.push(Piece::new(0, description.size, Kind::Nest(&description.bytes)));
    }
    pieces.push(Piece::new(0, 0, Kind::Run(ByteSet::ANYTHING)));
    pieces.push(Piece::new(0, 2, Kind::Tag(0)));
    pieces.push(Piece::new(0, 1, Kind::Tag(3)));
    let mut checked = 0;
    for piece in pieces {
        for piece in [piece, piece.interior_mutable(), piece.atomic(), piece.opaque()] {
            for (before, after) in [(0, 0), (0, 3), (2, 0), (2, 1)] {
                let size = before + piece.size + after;
                let one: &'static [Piece] = std::vec![piece.at(before)].leak();
                let bytes = Bytes::new(size, one);
                assert_eq!(bytes.facts, facts_by_definition(size, one), "{before} + {} + {after}", piece.size);
                checked += 1;
            }
        }
    }
    assert!(checked > 300, "{checked}");
}

/// An enum whose one variant owns a box that holds a reference, among
/// variants of integers and a function pointer.
#[derive(crate::Layout)]
#[repr(u8)]
pub enum BoxedDeep {
    Plain(u32),
    Call(fn()),
    Boxed([Option<Box<(u8, &'static u16)>>; 2]),
}

/// Boxes and raw pointers to integers: live pointers, none reaching a
/// reference.
#[derive(crate::Layout)]
#[repr(C)]
pub struct BoxedFlat {
    pub boxed: Box<u16>,
    pub raw: *const &'static u8,
    pub call: fn(u8) -> u16,
}

/// Whether `bytes` reach a reference, as the definition reads: a
/// reference in them, or in what a box in them owns, at any depth
/// (no recursive type below).
fn reaches_by_definition(bytes: &'static Bytes) -> bool {
    bytes.pieces.iter().any(|piece| match piece.kind {
        Kind::Pointer(pointer) => match pointer.kind {
            PointerKind::Shared | PointerKind::Unique => true,
            PointerKind::Boxed => reaches_by_definition(&pointer.referent.get().bytes),
            _ => false,
        },
        Kind::Nest(inner) => reaches_by_definition(inner),
        Kind::Repeat { element, count } => count > 0 && reaches_by_definition(element),
        Kind::Choice(choice) => choice.alternatives.iter().any(|alternative| reaches_by_definition(&alternative.bytes)),
        Kind::Run(_) | Kind::Tag(_) | Kind::Scalar { .. } => false,
    })
}

/// Bytes without a live pointer answer at once; the answer is the one the
/// definition gives, with and without boxes on the way.
#[test]
fn references_reached_as_defined() {
    let cases: [(&'static Description, bool); 8] = [
        (<u8 as Layout>::DESCRIPTION, false),
        (<Shaped as Layout>::DESCRIPTION, false),
        (<Calls as Layout>::DESCRIPTION, false),
        (<BoxedFlat as Layout>::DESCRIPTION, false),
        (<Box<&'static u8> as Layout>::DESCRIPTION, true),
        (<BoxedDeep as Layout>::DESCRIPTION, true),
        (<[Option<Box<Box<&'static u8>>>; 2] as Layout>::DESCRIPTION, true),
        (<Pointing<'static> as Layout>::DESCRIPTION, true),
    ];
    for (description, expected) in cases {
        assert_eq!(reaches_by_definition(&description.bytes), expected, "{description}");
        assert_eq!(description.reaches_references(), expected, "{description}");
    }
}

/// Patterns for the scalar tests below, each a `static` of its own.
static CHAR_RANGES: super::Products<12> = super::Products::of_ranges(&[(0, 0xD7FF), (0xE000, 0x10FFFF)], 4);
static CHAR_RANGES_SWAPPED: super::Products<12> =
    super::Products::of_ranges(&[(0, 0xD7FF), (0xE000, 0x10FFFF)], 4).in_order(!cfg!(target_endian = "big"));
static NEAR_CHAR_RANGES: super::Products<32> = super::Products::of_ranges(&[(0, 0xD7FF), (0xE000, 0x10FFFE)], 4);
static FEWER_CHAR_RANGES: super::Products<12> = super::Products::of_ranges(&[(0, 0xD6FF), (0xE000, 0x10FFFF)], 4);

/// The count of pieces alike for periods, where `char`s are compared in
/// place, is the count `same_piece_moved` gives piece by piece: it stops at
/// a piece moved by another distance, of other flags, or of other patterns.
#[test]
fn pieces_moved_counts_as_same_piece_moved_does() {
    use super::same::{pieces_moved, same_piece_moved};
    let native = <char as Layout>::DESCRIPTION.bytes.pieces[0];
    let unnamed = CHAR_RANGES.piece();
    let near = NEAR_CHAR_RANGES.piece();
    let cell = native.interior_mutable();
    // As many patterns as a `char`'s, of other values, and named by none.
    let fewer = FEWER_CHAR_RANGES.piece();
    let rows: [&[Piece]; 15] = [
        &[native, native.at(4), native.at(8), native.at(12)],
        &[native, native.at(4), unnamed.at(8), native.at(12)],
        &[native, native.at(4), native.at(12), native.at(16)],
        &[native, native.at(4), native.at(8).interior_mutable(), native.at(12)],
        &[native, native.at(4), near.at(8), native.at(12)],
        // Each later piece is compared with the first, moved on: a flag, a
        // size or a place that differs from it, further on, ends the count.
        &[native, native.at(4), native.at(8), native.at(12).atomic()],
        &[native, native.at(4), native.at(8).opaque(), native.at(12)],
        &[native, native.at(4), native.at(8), native.at(12).sealed()],
        &[native, native.at(4), native.at(8), native.at(11)],
        &[native, native.at(4), native.at(8).reversed(), native.at(12)],
        &[cell, cell.at(4), cell.at(8), cell.at(12).atomic()],
        &[cell, cell.at(4), cell.at(8).opaque(), cell.at(12)],
        &[native, native.at(4), fewer.at(8), native.at(12)],
        &[native, native.at(4), native.at(8), Piece { size: 2, ..native.at(12) }],
        &[native, unnamed.at(4), unnamed.at(8), native.at(12)],
    ];
    for pieces in rows {
        let mut expected = 0;
        while 1 + expected < pieces.len() && same_piece_moved(&pieces[expected], &pieces[1 + expected], 4) {
            expected += 1;
        }
        assert_eq!(pieces_moved(pieces, 1, pieces.len(), 1, 4), expected);
    }
    assert_eq!(pieces_moved(rows[0], 1, 4, 1, 4), 3);
    assert_eq!(pieces_moved(rows[0], 1, 3, 1, 4), 2);
    assert_eq!(pieces_moved(rows[2], 1, 4, 1, 4), 1);
}

/// Two scalars are taken for one another by their identity only where both
/// name `char`'s patterns; other scalars are compared set by set, which a
/// scalar of other patterns fails, however many it has.
#[test]
fn scalars_alike_by_identity_or_by_their_patterns() {
    use super::same::same_piece_moved;
    let native = <char as Layout>::DESCRIPTION.bytes.pieces[0];
    let unnamed = CHAR_RANGES.piece();
    let swapped = CHAR_RANGES_SWAPPED.piece();
    let near = NEAR_CHAR_RANGES.piece();
    let named = |piece: Piece| match piece.kind {
        Kind::Scalar { identity, count, .. } => (identity, count),
        _ => panic!("not a scalar"),
    };
    assert_eq!(named(native), (Kind::CHAR_PATTERNS, 2));
    assert_eq!(named(unnamed), (Kind::UNNAMED_PATTERNS, 2));
    assert_eq!(named(swapped), (Kind::UNNAMED_PATTERNS, 2));
    assert_eq!(named(near).0, Kind::UNNAMED_PATTERNS);
    let at = |piece: Piece, offset: usize| piece.at(offset);
    assert!(same_piece_moved(&native, &at(native, 4), 4));
    assert!(same_piece_moved(&native, &at(unnamed, 4), 4));
    assert!(same_piece_moved(&unnamed, &at(native, 4), 4));
    assert!(!same_piece_moved(&native, &at(swapped, 4), 4));
    assert!(!same_piece_moved(&unnamed, &at(swapped, 4), 4));
    assert!(!same_piece_moved(&native, &at(near, 4), 4));
    assert!(!same_piece_moved(&swapped, &at(near, 4), 4));
    // A `char` in the other byte order, as a portable check reads it,
    // carries no identity.
    for portability in <char as Layout>::PORTABLE {
        if let super::Portability::Described(description) = portability {
            let piece = description.bytes.pieces[0];
            let big = matches!(piece.kind, Kind::Scalar { products, .. } if products[0].equals(ByteSet::single(0)));
            assert!(big == cfg!(target_endian = "big") || named(piece).0 == Kind::UNNAMED_PATTERNS);
        }
    }
}

#[derive(crate::Layout)]
#[repr(u8)]
pub enum WrittenThenImplicit {
    Three = 3,
    TwoHundred = 200,
    Next,
}

#[derive(crate::Layout)]
#[repr(i8)]
pub enum Signed {
    Lowest = -128,
    AfterLowest,
    Highest = 127,
}

#[derive(crate::Layout)]
#[repr(u8)]
#[non_exhaustive]
pub enum Open {
    First,
    Second,
}

#[derive(crate::Layout)]
#[repr(u8)]
pub enum OpenVariant {
    Closed,
    #[non_exhaustive]
    Open,
}

#[derive(crate::Layout)]
#[repr(u8, align(4))]
// SAFETY: the enum's one variant holds nothing an invariant could be about.
#[transmutable(unsafe(no_invariants))]
pub enum Aligned {
    One = 1,
}

/// The invariants as text: every field of every variant.
fn invariants_text(invariants: super::Invariants) -> std::string::String {
    match invariants {
        super::Invariants::None => "none".into(),
        super::Invariants::PrivateField { owner, field } => std::format!("private {owner}.{field}"),
        super::Invariants::NonExhaustive { owner } => std::format!("non-exhaustive {owner}"),
        super::Invariants::InField { field, of } => std::format!("in {field} of {of}"),
    }
}

/// Whether `derived` is `expected` in every field: what a derive that
/// builds a description in fewer calls must still build.
fn assert_same_description(derived: &'static Description, expected: &'static Description) {
    assert_eq!(derived.identity, expected.identity);
    assert_eq!(std::format!("{derived}"), std::format!("{expected}"));
    assert_eq!((derived.size, derived.align), (expected.size, expected.align));
    assert!(super::same::same_types(derived, expected), "the pieces of {derived} differ");
    assert_eq!(derived.bytes.facts, expected.bytes.facts);
    assert_eq!(invariants_text(derived.invariants), invariants_text(expected.invariants));
    assert_eq!(invariants_text(derived.invariants_at_zeros), invariants_text(expected.invariants_at_zeros));
    assert_eq!(derived.tail.is_none(), expected.tail.is_none());
    assert_eq!(derived.unstable_layout, expected.unstable_layout);
    assert_eq!(derived.unstable_field.map(|(field, _)| field), expected.unstable_field.map(|(field, _)| field));
    assert_eq!(derived.lifetime_parameters, expected.lifetime_parameters);
    assert_eq!(std::format!("{:?}", derived.unportable), std::format!("{:?}", expected.unportable));
}

/// The description of a fieldless enum of a one-byte tag, as the derive
/// built it in five calls of the kit (`description`, `bytes`,
/// `invariants_of_enum`, `unstable_layout_if`, `identified`), its pieces
/// by `fieldless_byte_enum`, its identity the derived one's.
macro_rules! fieldless_byte_enum_in_five_calls {
    ($type:ident, [$($variant:ident),*], $variants:expr, $non_exhaustive:expr, $declared:expr) => {{
        const PIECES: [Piece; 1] = super::kit::Kit.fieldless_byte_enum(
            &[$($type::$variant as u8),*],
            core::mem::size_of::<$type>(),
            core::mem::align_of::<$type>(),
        );
        static EXPECTED: Description = {
            let kit = super::kit::Kit;
            kit.identified(
                kit.unstable_layout_if(
                    kit.description(
                        stringify!($type),
                        core::mem::size_of::<$type>(),
                        core::mem::align_of::<$type>(),
                        kit.bytes(core::mem::size_of::<$type>(), &PIECES),
                        kit.invariants_of_enum(stringify!($type), $variants, $non_exhaustive, $declared),
                    ),
                    false,
                ),
                <$type as Layout>::DESCRIPTION.identity,
                false,
            )
        };
        &EXPECTED
    }};
}

/// The facts of a tag byte, found without a walk, are those of its one
/// piece as `Facts::of` and its definition find them: sets of every
/// size (one value, all values, with zero and without), in enums of one
/// byte and with padding after the tag.
#[test]
fn facts_of_a_tag_byte_are_those_of_its_piece() {
    let mut seed = 0x2545_f491_4f6c_dd1d_u64;
    let mut sets = std::vec![ByteSet::INITIALIZED, ByteSet::single(0), ByteSet::single(255), ByteSet::single(7)];
    for bits in [1, 3, 60, 200, 255] {
        let mut words = [0u64; 4];
        for _ in 0..bits {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            let value = (seed % 256) as u8;
            words[usize::from(value / 64)] |= 1 << (value % 64);
        }
        sets.push(ByteSet::of_words(words));
        words[0] |= 1;
        sets.push(ByteSet::of_words(words));
        words[0] &= !1;
        sets.push(ByteSet::of_words(words));
    }
    for set in sets {
        for size in [1, 2, 4, 8, 16] {
            let pieces: &'static [Piece] = Box::leak(Box::new([Piece::new(0, 1, Kind::Run(set))]));
            let expected = Facts::of(size, pieces, 1);
            assert_eq!(Facts::of_tag_byte(size, set), expected, "{size} bytes");
            assert_eq!(expected, facts_by_definition(size, pieces), "{size} bytes");
        }
    }
}

#[test]
fn fieldless_byte_enums_described_as_in_five_calls() {
    const STOP: &[super::EnumVariant] = &[super::EnumVariant { fields: &[], non_exhaustive: true }];
    let pairs: [(&'static Description, &'static Description); 5] = [
        (
            <WrittenThenImplicit as Layout>::DESCRIPTION,
            fieldless_byte_enum_in_five_calls!(WrittenThenImplicit, [Three, TwoHundred, Next], &[], false, false),
        ),
        (
            <Signed as Layout>::DESCRIPTION,
            fieldless_byte_enum_in_five_calls!(Signed, [Lowest, AfterLowest, Highest], &[], false, false),
        ),
        (<Open as Layout>::DESCRIPTION, fieldless_byte_enum_in_five_calls!(Open, [First, Second], &[], true, false)),
        (
            <OpenVariant as Layout>::DESCRIPTION,
            fieldless_byte_enum_in_five_calls!(OpenVariant, [Closed, Open], STOP, false, false),
        ),
        (<Aligned as Layout>::DESCRIPTION, fieldless_byte_enum_in_five_calls!(Aligned, [One], &[], false, true)),
    ];
    for (derived, expected) in pairs {
        assert_same_description(derived, expected);
    }
}

#[derive(crate::Layout)]
#[repr(C)]
pub union Private {
    pub word: u16,
    hidden: [u8; 2],
}

#[derive(crate::Layout)]
#[repr(C)]
// SAFETY: all zeros is a value of each field, and the union promises no more.
#[transmutable(unsafe(zeroable))]
pub union PromisedAtZeros {
    pub flag: bool,
    hidden: u8,
}

#[derive(crate::Layout)]
pub union DefaultRepresentation {
    pub byte: u8,
    pub word: u16,
}

/// The description of a union, as the derive built it in seven calls of
/// the kit (`description`, `bytes`, `invariants_of_struct`,
/// `invariants_at_zeros`, `invariants_of_struct_at_zeros`,
/// `unstable_layout_of`, `unstable_layout_if`) and `identified`, from the
/// fields of its `UnionLayout` of `$count` fields, its identity the derived
/// one's; its choice made as before the fields' pieces, the alternatives and
/// the reading were kept in two constants: each in a constant of its own,
/// and each alternative's facts computed from its piece.
macro_rules! union_in_seven_calls {
    ($type:ident, $count:literal, $promised:expr, $own:expr, $default_representation:expr) => {
        union_in_seven_calls!($type, $count, $promised, $own, $default_representation, UnionLayout)
    };
    // A union of numbers lists its fields in `PlainUnion`.
    ($type:ident, $count:literal, $promised:expr, $own:expr, $default_representation:expr, $layout:ident) => {{
        #[allow(unused_imports)]
        use super::build::{PlainUnionOf, UnionLayout};
        use super::{Alternative, Alternatives, Choice, UnionReading};
        const FIELD_PIECES: [Piece; $count] = super::union_pieces(&<$type as $layout<$count>>::FIELDS.fields);
        const LIST: [Alternative; $count] = {
            let fields = &<$type as $layout<$count>>::FIELDS.fields;
            let mut list = [const { super::enum_alternative("", 0, &[]) }; $count];
            let mut i = 0;
            while i < $count {
                let piece = core::slice::from_ref(&FIELD_PIECES[i]);
                list[i] = super::enum_alternative(fields[i].name, core::mem::size_of::<$type>(), piece);
                i += 1;
            }
            list
        };
        const ALTERNATIVES: Alternatives = Alternatives::of_union(&LIST);
        const READING: UnionReading = UnionReading::of(&LIST);
        const PIECES: [Piece; 1] = [Piece::new(
            0,
            core::mem::size_of::<$type>(),
            Kind::Choice(
                Choice::union_of(&ALTERNATIVES, if READING.count > 0 { Some(&READING) } else { None })
                    .identified(<$type as Layout>::DESCRIPTION.identity),
            ),
        )];
        static EXPECTED: Description = {
            let kit = super::kit::Kit;
            let fields = &<$type as $layout<$count>>::FIELDS.fields;
            let name = stringify!($type);
            kit.identified(
                kit.unstable_layout_if(
                    kit.invariants_at_zeros(
                        kit.description(
                            name,
                            core::mem::size_of::<$type>(),
                            core::mem::align_of::<$type>(),
                            kit.bytes(core::mem::size_of::<$type>(), &PIECES),
                            kit.invariants_of_struct(name, fields, false, false),
                        ),
                        kit.invariants_of_struct_at_zeros(name, fields, false, false, $promised),
                    ),
                    kit.unstable_layout_of($own, fields),
                ),
                <$type as Layout>::DESCRIPTION.identity,
                $default_representation,
            )
        };
        &EXPECTED
    }};
}

/// Whether the one piece of `derived` and `expected`, unions, are choices
/// alike in what a walk reads besides their alternatives' pieces: the
/// alternatives' facts, whether they mix, their tag tables, and their
/// readings.
fn assert_same_union_choice(derived: &'static Description, expected: &'static Description) {
    let (Kind::Choice(derived), Kind::Choice(expected)) = (derived.bytes.pieces[0].kind, expected.bytes.pieces[0].kind)
    else {
        panic!("not a union");
    };
    assert!(derived.union && expected.union);
    assert_eq!((derived.mixes, derived.alternative_count), (expected.mixes, expected.alternative_count));
    assert_eq!(derived.identity, expected.identity);
    for (derived, expected) in derived.alternatives.iter().zip(expected.alternatives) {
        assert_eq!(derived.name, expected.name);
        assert_eq!(derived.bytes.facts, expected.bytes.facts, "the facts of {} differ", derived.name);
    }
    match (derived.tags, expected.tags) {
        (None, None) => {}
        (Some(derived), Some(expected)) => {
            assert_eq!(derived.owners, expected.owners);
            assert_eq!(derived.groups, expected.groups);
            assert!(derived.claimed == expected.claimed);
        }
        _ => panic!("one union has a tag table, the other none"),
    }
    match (derived.reading, expected.reading) {
        (None, None) => {}
        (Some(derived), Some(expected)) => {
            assert_eq!((derived.count, derived.mixes), (expected.count, expected.mixes));
            for (derived, expected) in derived.stretches.iter().zip(&expected.stretches).take(derived.count) {
                assert_eq!(derived.end, expected.end);
                assert!(derived.mixed == expected.mixed);
                let (derived, expected) = (derived.written, expected.written);
                assert!(derived.one_byte == expected.one_byte && derived.dense == expected.dense);
                assert_eq!((derived.uninit, derived.padding), (expected.uninit, expected.padding));
            }
        }
        _ => panic!("one union has a reading, the other none"),
    }
}

#[test]
fn unions_described_as_in_seven_calls() {
    let pairs: [(&'static Description, &'static Description); 5] = [
        (<Either as Layout>::DESCRIPTION, union_in_seven_calls!(Either, 4, false, false, false)),
        (<Celled as Layout>::DESCRIPTION, union_in_seven_calls!(Celled, 3, false, false, false)),
        (<Private as Layout>::DESCRIPTION, union_in_seven_calls!(Private, 2, false, false, false, PlainUnionOf)),
        (<PromisedAtZeros as Layout>::DESCRIPTION, union_in_seven_calls!(PromisedAtZeros, 2, true, false, false)),
        (
            <DefaultRepresentation as Layout>::DESCRIPTION,
            union_in_seven_calls!(DefaultRepresentation, 2, false, true, true),
        ),
    ];
    for (derived, expected) in pairs {
        assert_same_description(derived, expected);
        assert_same_union_choice(derived, expected);
    }
}

/// A value held as bytes (`referent::Held`) reads back as the value, its
/// pointers among its bytes, from where a static keeps it; one larger than
/// its bytes is refused.
#[test]
fn a_held_value_reads_back_as_itself() {
    use super::referent::Held;
    static NAMED: Held<(&'static str, u64, [u8; 3]), 32> = Held::new(("named", 7, [1, 2, 3]));
    assert_eq!(*NAMED.get(), ("named", 7, [1, 2, 3]));
    // A fieldless enum's static: its description's bytes are the piece
    // held beside it, in the same static.
    let description = <WrittenThenImplicit as Layout>::DESCRIPTION;
    let pieces = description.bytes().pieces();
    assert_eq!(pieces.len(), 1);
    let held = <WrittenThenImplicit as Layout>::REFERENT.get() as *const Description as usize;
    let piece = pieces.as_ptr() as usize;
    assert!(
        piece.abs_diff(held) < core::mem::size_of::<super::FieldlessByteEnum>(),
        "the piece is held beside the description"
    );
    let too_large = std::panic::catch_unwind(|| Held::<[u64; 5], 32>::new([0; 5]));
    assert!(too_large.is_err(), "a value larger than its bytes is refused");
}

/// A description held by `referent::hold` (the static of a primitive's and
/// of a derived type's description) reads back as the description it was
/// made from, through `Held::get` and through the referent a derived
/// type's `REFERENT` makes of it (`Kit::held`).
#[test]
fn a_held_description_reads_back_as_itself() {
    // Held in statics, as the library holds them: made by const
    // evaluation, read at run time (and under Miri, with nothing leaked).
    static HELD: [super::HeldDescription; 5] = [
        super::hold(*<u64 as Layout>::DESCRIPTION),
        super::hold(*<[char; 3] as Layout>::DESCRIPTION),
        super::hold(*<&'static [u16] as Layout>::DESCRIPTION),
        super::hold(*<Sealed as Layout>::DESCRIPTION),
        super::hold(*<Padded as Layout>::DESCRIPTION),
    ];
    let descriptions = [
        <u64 as Layout>::DESCRIPTION,
        <[char; 3] as Layout>::DESCRIPTION,
        <&'static [u16] as Layout>::DESCRIPTION,
        <Sealed as Layout>::DESCRIPTION,
        <Padded as Layout>::DESCRIPTION,
    ];
    for (held, description) in HELD.iter().zip(descriptions) {
        assert_same_description(held.get(), description);
        assert_same_description(super::Kit.held(held).get(), description);
    }
    // A derived struct's description, read from its static, has its
    // type's size and alignment.
    let padded = <Padded as Layout>::REFERENT.get();
    assert_eq!((padded.size, padded.align), (core::mem::size_of::<Padded>(), core::mem::align_of::<Padded>()));
    assert_eq!(padded.bytes.size, core::mem::size_of::<Padded>());
}

/// A fieldless enum of a one-byte tag: its bytes one run, kept with facts
/// of their own (`Facts::of_tag_byte`).
#[derive(crate::Layout, Clone, Copy)]
#[repr(u8)]
pub enum Three {
    A,
    B,
    C,
}

/// The bytes `Description::of_array` makes of `count` elements (one at
/// least) of `element`, whose one piece is `pieces`: the element described
/// with those bytes, aligned to 1, and the array as large as its elements.
fn array_bytes(element: &'static Bytes, count: usize, pieces: &'static [Piece; 1]) -> Bytes {
    let described = Description::new(super::Name::Plain("element"), element.size, 1, *element, super::Invariants::None);
    let element_description: &'static Description = Box::leak(Box::new(described));
    Description::of_array(super::Referent::of(element_description), count, pieces).bytes
}

/// The bytes of arrays (`Description::of_array`, `[T; N]`'s description,
/// through [`array_bytes`]) against
/// `Bytes::new` of the same piece and the facts' definition, for elements
/// of one piece and of several, one run or not, that cover them or not,
/// in cells, atomic or opaque, of sets with and without uninitialized
/// bytes, of no value and of size 0, each array's piece made two ways: as
/// `array_piece!` makes it (one run for an element of one run not
/// atomic, else a repeat), and, where the element is one run (atomic,
/// or not covering it), that run with other sizes: its own times the
/// count, the array's, a byte short of it. A run's scaled facts are taken
/// only where both pieces are one run covering their bytes.
#[test]
fn array_facts_equal_their_definition() {
    let mut elements: std::vec::Vec<&'static Bytes> = std::vec![
        &<u8 as Layout>::DESCRIPTION.bytes,
        &<u32 as Layout>::DESCRIPTION.bytes,
        &<bool as Layout>::DESCRIPTION.bytes,
        &<char as Layout>::DESCRIPTION.bytes,
        &<MaybeUninit<u16> as Layout>::DESCRIPTION.bytes,
        &<Cell<u32> as Layout>::DESCRIPTION.bytes,
        &<AtomicU32 as Layout>::DESCRIPTION.bytes,
        &<Three as Layout>::DESCRIPTION.bytes,
        &<Padded as Layout>::DESCRIPTION.bytes,
        &<Either as Layout>::DESCRIPTION.bytes,
        &<[u16; 3] as Layout>::DESCRIPTION.bytes,
        &<&'static u8 as Layout>::DESCRIPTION.bytes,
    ];
    let sets = [
        ByteSet::INITIALIZED,
        ByteSet::ANYTHING,
        ByteSet::UNINIT,
        ByteSet::EMPTY,
        ByteSet::single(0),
        ByteSet::single(7),
        ByteSet::range(0, 1),
        ByteSet::range(3, 9).union(ByteSet::UNINIT),
    ];
    for set in sets {
        for size in [0, 1, 3] {
            let run = Piece::new(0, size, Kind::Run(set));
            for piece in [run, run.interior_mutable(), run.atomic(), run.opaque(), run.sealed()] {
                // Covering the element, and with a byte of padding after
                // it or before it.
                for (before, after) in [(0, 0), (0, 1), (1, 0)] {
                    let one: &'static [Piece] = std::vec![piece.at(before)].leak();
                    elements.push(Box::leak(Box::new(Bytes::new(before + size + after, one))));
                }
            }
        }
    }
    let mut scaled = 0;
    for &element in &elements {
        // An array of none has no piece (`array_descriptions_equal_their_definition`).
        for count in [1, 2, 3, 7] {
            let size = element.size * count;
            let mut arrays: std::vec::Vec<Piece> = std::vec::Vec::new();
            // As `array_piece!` makes it.
            arrays.push(match element.as_single_piece() {
                Some(piece @ Piece { kind: Kind::Run(_), atomic: false, .. }) => Piece { size, ..piece },
                _ => Piece::new(0, size, Kind::Repeat { element, count }),
            });
            // The element's run with another size: its own times the
            // count, the array's (where the element's run does not cover
            // it, the run covers the array and the element's facts do not
            // tell it), and a byte short of the array's.
            if let ([piece @ Piece { kind: Kind::Run(_), .. }], 1..) = (element.pieces, count) {
                arrays.push(Piece { size: piece.size * count, ..*piece });
                if piece.offset < size {
                    arrays.push(Piece { size: size - piece.offset, ..*piece });
                    arrays.push(Piece { size: size - piece.offset - 1, ..*piece });
                }
            }
            // A repeat in a cell, atomic, opaque or sealed, and with only
            // the flag of an atomic or of opaque cells (no cell).
            let repeat = Piece::new(0, size, Kind::Repeat { element, count });
            arrays.extend([
                repeat.interior_mutable(),
                repeat.atomic(),
                repeat.opaque(),
                repeat.sealed(),
                Piece { atomic: true, ..repeat },
                Piece { opaque: true, ..repeat },
            ]);
            for array in arrays {
                let pieces: &'static [Piece; 1] = Box::leak(Box::new([array]));
                let bytes = array_bytes(element, count, pieces);
                if piece_size_reaches(element, &array, size) {
                    scaled += 1;
                }
                assert_eq!(bytes.size, size);
                assert_eq!(bytes.piece_count, 1);
                assert_eq!(
                    bytes.facts,
                    Bytes::new(size, pieces).facts,
                    "element {} of {} pieces x {count}",
                    element.size,
                    element.piece_count
                );
                assert_eq!(
                    bytes.facts,
                    facts_by_definition(size, pieces),
                    "element {} of {} pieces x {count}",
                    element.size,
                    element.piece_count
                );
            }
        }
    }
    assert!(scaled > 300, "{scaled}");
    // Repeats that do not cover the array (one element more than they
    // hold: padding after them), and repeats of so many elements of no
    // size that their edges and the most initialized bytes saturate.
    let mut checked = 0;
    for element in elements {
        for count in [0, 1, 3] {
            let repeat = Piece::new(0, element.size * count, Kind::Repeat { element, count });
            let pieces: &'static [Piece; 1] = Box::leak(Box::new([repeat]));
            let bytes = array_bytes(element, count + 1, pieces);
            let size = element.size * (count + 1);
            assert_eq!(bytes.facts, facts_by_definition(size, pieces), "element {} x {count}", element.size);
            checked += 1;
        }
    }
    // A repeat as long as the array whose elements would take another
    // length (`Facts::of` reads the piece's): one padded struct in no
    // byte, and as many bytes as a count can say in no byte.
    let padded = &<Padded as Layout>::DESCRIPTION.bytes;
    let byte = &<u8 as Layout>::DESCRIPTION.bytes;
    let no_byte: &'static Bytes = Box::leak(Box::new(Bytes::new(0, &[])));
    // And elements of two bytes, any of them, so many that the most
    // initialized bytes saturate, and an element as deep as a count says
    // (facts made by hand: no type nests so deep).
    let any_two = &<MaybeUninit<u16> as Layout>::DESCRIPTION.bytes;
    let deepest: &'static Bytes =
        Box::leak(Box::new(Bytes { facts: Facts { depth: usize::MAX, ..byte.facts }, ..*byte }));
    for (element, count) in
        [(padded, 1), (byte, usize::MAX), (byte, usize::MAX / 2), (any_two, usize::MAX), (any_two, 3), (deepest, 2)]
    {
        let pieces: &'static [Piece; 1] = Box::leak(Box::new([Piece::new(0, 0, Kind::Repeat { element, count })]));
        let bytes = array_bytes(no_byte, 3, pieces);
        assert_eq!(bytes.facts, Bytes::new(0, pieces).facts, "{count} elements of {} bytes in none", element.size);
        checked += 1;
    }
    let empty: &'static Bytes =
        Box::leak(Box::new(Bytes::new(0, std::vec![Piece::new(0, 0, Kind::Run(ByteSet::INITIALIZED))].leak())));
    let nested_run: &'static Bytes = Box::leak(Box::new(Bytes::new(
        0,
        std::vec![Piece::new(0, 0, Kind::Repeat { element: empty, count: 5 })].leak(),
    )));
    for element in [empty, nested_run] {
        for count in [usize::MAX / 2, usize::MAX / 3 + 1, usize::MAX] {
            let pieces: &'static [Piece; 1] = Box::leak(Box::new([Piece::new(0, 0, Kind::Repeat { element, count })]));
            let bytes = array_bytes(element, count, pieces);
            // The definition here does not saturate: `Facts::of` does.
            assert_eq!(bytes.facts, Bytes::new(0, pieces).facts, "{count} elements of no size");
            assert_eq!(bytes.facts.edges, usize::MAX);
            checked += 1;
        }
    }
    assert!(checked > 100, "{checked}");
}

/// Whether `Description::of_array` takes the run's scaled facts for `array`.
fn piece_size_reaches(element: &Bytes, array: &Piece, size: usize) -> bool {
    matches!(element.pieces, [Piece { .. }])
        && element.pieces[0].size == element.size
        && matches!(array.kind, Kind::Run(_))
        && array.offset == 0
        && array.size == size
}

/// A reference's description is written out (`pointer_description!`),
/// where other pointers' are made by `Description::new` and `Bytes::new`:
/// the same description, facts and all, for each reference, thin or wide,
/// shared or unique, to a referent of any kind.
#[test]
fn lone_reference_facts_equal_their_definition() {
    fn made(description: &'static Description) -> Description {
        let pieces: &'static [Piece] = std::vec![description.bytes.pieces[0]].leak();
        Description::new(
            description.name,
            description.size,
            description.align,
            Bytes::new(description.size, pieces),
            super::Invariants::None,
        )
    }
    let references: [(&'static Description, PointerKind); 10] = [
        (<&'static u8 as Layout>::DESCRIPTION, PointerKind::Shared),
        (<&'static mut u8 as Layout>::DESCRIPTION, PointerKind::Unique),
        (<&'static [u16] as Layout>::DESCRIPTION, PointerKind::Shared),
        (<&'static mut [u8] as Layout>::DESCRIPTION, PointerKind::Unique),
        (<&'static str as Layout>::DESCRIPTION, PointerKind::Shared),
        (<&'static Cell<u32> as Layout>::DESCRIPTION, PointerKind::Shared),
        (<&'static Infallible as Layout>::DESCRIPTION, PointerKind::Shared),
        (<&'static mut (u8, u64) as Layout>::DESCRIPTION, PointerKind::Unique),
        (<&'static &'static mut char as Layout>::DESCRIPTION, PointerKind::Shared),
        (<&'static mut [bool; 3] as Layout>::DESCRIPTION, PointerKind::Unique),
    ];
    for (reference, kind) in references {
        let by_new = made(reference);
        assert_eq!(reference.bytes.facts, by_new.bytes.facts);
        assert_eq!(reference.bytes.piece_count, 1);
        let piece = reference.bytes.pieces[0];
        assert!(piece.offset == 0 && piece.size == reference.size && piece.name.is_empty());
        assert!(same_flags(&piece, &Piece::new(0, piece.size, piece.kind)));
        assert!(piece.lifted_from.is_none() && piece.bit_fields.is_none());
        let (Kind::Pointer(pointer), super::Name::Pointer(named)) = (piece.kind, reference.name) else {
            panic!("a reference is one pointer, and named so");
        };
        assert!(pointer.kind == kind && named.kind == kind && !pointer.nullable && !named.nullable);
        assert!(core::ptr::eq(pointer.referent.get(), named.referent.get()));
        assert_eq!(reference.size, reference.bytes.size);
        assert!(reference.identity.is_empty() && by_new.identity.is_empty());
        assert!(matches!(reference.invariants, super::Invariants::None));
        assert!(matches!(reference.invariants_at_zeros, super::Invariants::None));
        assert!(reference.tail.is_none() && !reference.unstable_layout && reference.unstable_field.is_none());
        assert!(!reference.lifetime_parameters);
        assert_eq!(std::format!("{:?}", reference.unportable), std::format!("{:?}", by_new.unportable));
    }
    // Each reference's size and alignment are its type's.
    assert_eq!(references[2].0.size, core::mem::size_of::<&[u16]>());
    assert_eq!(references[2].0.align, core::mem::align_of::<&[u16]>());
    assert_eq!(references[0].0.size, core::mem::size_of::<&u8>());
}

/// An array's description is made in one call (`Description::of_array`),
/// where it was `Description::new` of its bytes and its element's
/// invariants, its layout unstable where the element's is: the same
/// description, facts and all, for elements of every kind (a tuple's
/// layout unstable, a sealed struct with invariants), none, one or more.
#[test]
fn array_descriptions_equal_their_definition() {
    fn defined<T: Layout, const N: usize>() -> &'static Description {
        let (array, element) = (<[T; N] as Layout>::DESCRIPTION, T::DESCRIPTION);
        let invariants = if N == 0 { super::Invariants::None } else { element.invariants };
        let description = Description::new(
            super::Name::Array(element, N),
            core::mem::size_of::<[T; N]>(),
            core::mem::align_of::<[T; N]>(),
            Bytes::new(core::mem::size_of::<[T; N]>(), array.bytes.pieces),
            invariants,
        )
        .unstable_layout_if(N > 0 && element.unstable_layout);
        Box::leak(Box::new(description))
    }
    macro_rules! arrays {
        ($($element:ty),*) => {$(
            assert_same_description(<[$element; 0] as Layout>::DESCRIPTION, defined::<$element, 0>());
            assert_same_description(<[$element; 1] as Layout>::DESCRIPTION, defined::<$element, 1>());
            assert_same_description(<[$element; 3] as Layout>::DESCRIPTION, defined::<$element, 3>());
        )*};
    }
    arrays!(u8, bool, char, u64, (u8, u16), Cell<u32>, AtomicU8, Sealed, Padded, [char; 2], &'static u8);
    assert!(<[(u8, u16); 1] as Layout>::DESCRIPTION.unstable_layout);
    assert!(!<[(u8, u16); 0] as Layout>::DESCRIPTION.unstable_layout);
    assert_eq!(
        invariants_text(<[Sealed; 2] as Layout>::DESCRIPTION.invariants),
        invariants_text(Sealed::DESCRIPTION.invariants)
    );
    assert!(!matches!(Sealed::DESCRIPTION.invariants, super::Invariants::None));
}

/// A description read as its head (`Referent::head`, `Description::head`,
/// what the checks the facts answer read) is the description's first
/// fields: the same bytes, facts, invariants, tail, size and alignment,
/// for descriptions in statics (a primitive's held as bytes, a fieldless
/// enum's, a derived struct's), in constants (arrays, references, slices),
/// with invariants and with tails.
#[test]
fn a_head_is_its_descriptions_first_fields() {
    use super::{Invariants, Referent};
    fn same_invariants(a: &Invariants, b: &Invariants) -> bool {
        match (a, b) {
            (Invariants::None, Invariants::None) => true,
            (Invariants::PrivateField { owner, field }, Invariants::PrivateField { owner: o, field: f }) => {
                owner == o && field == f
            }
            (Invariants::None, _) | (_, Invariants::None) => false,
            _ => core::mem::discriminant(a) == core::mem::discriminant(b),
        }
    }
    let referents: [(Referent, &str); 14] = [
        (<u8 as Layout>::REFERENT, "u8"),
        (<bool as Layout>::REFERENT, "bool"),
        (<char as Layout>::REFERENT, "char"),
        (<i128 as Layout>::REFERENT, "i128"),
        (<() as Layout>::REFERENT, "()"),
        (<[u16; 3] as Layout>::REFERENT, "[u16; 3]"),
        (<&'static u8 as Layout>::REFERENT, "&u8"),
        (<&'static [u8] as Layout>::REFERENT, "&[u8]"),
        (<[u32] as Layout>::REFERENT, "[u32]"),
        (<str as Layout>::REFERENT, "str"),
        (<Option<NonZero<u32>> as Layout>::REFERENT, "Option<NonZero<u32>>"),
        (<WrittenThenImplicit as Layout>::REFERENT, "WrittenThenImplicit"),
        (<Sealed as Layout>::REFERENT, "Sealed"),
        (<Padded as Layout>::REFERENT, "Padded"),
    ];
    let (mut tails, mut invariants) = (0, 0);
    for (referent, name) in referents {
        let description = referent.get();
        for head in [referent.head(), description.head()] {
            assert_eq!(
                head as *const super::Head as usize, description as *const Description as usize,
                "{name}: the head is at its description"
            );
            assert_eq!((head.size, head.align), (description.size, description.align), "{name}");
            assert_eq!(head.bytes.size, description.bytes.size, "{name}");
            assert_eq!(head.bytes.piece_count, description.bytes.piece_count, "{name}");
            assert!(core::ptr::eq(head.bytes.pieces, description.bytes.pieces), "{name}");
            let (facts, expected) = (&head.bytes.facts, &description.bytes.facts);
            assert_eq!(
                (facts.inhabited, facts.lifetimes, facts.live_pointers, facts.interior_mutable, facts.zeros_fit),
                (
                    expected.inhabited,
                    expected.lifetimes,
                    expected.live_pointers,
                    expected.interior_mutable,
                    expected.zeros_fit
                ),
                "{name}"
            );
            assert_eq!(
                (facts.accepts_from, facts.init_prefix, facts.depth, facts.edges, facts.alike_from, facts.alike_to),
                (
                    expected.accepts_from,
                    expected.init_prefix,
                    expected.depth,
                    expected.edges,
                    expected.alike_from,
                    expected.alike_to
                ),
                "{name}"
            );
            assert!(same_invariants(&head.invariants, &description.invariants), "{name}");
            match (&head.tail, &description.tail) {
                (None, None) => {}
                (Some(tail), Some(expected)) => {
                    assert!(core::ptr::eq(tail.element, expected.element), "{name}");
                    assert_eq!((tail.name, tail.utf8), (expected.name, expected.utf8), "{name}");
                }
                _ => panic!("{name}: the head's tail is not its description's"),
            }
        }
        tails += usize::from(description.tail.is_some());
        invariants += usize::from(!matches!(description.invariants, Invariants::None));
    }
    assert!(tails >= 2 && invariants >= 1, "tails and invariants are read too");
}
