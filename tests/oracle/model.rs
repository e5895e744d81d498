//! The model both sides read: a grammar shaped like transmutable's descriptions,
//! over byte sets drawn from five atoms.
//!
//! Every set in the model is a union of the atoms `{0}`, `{1}`, `{2}`,
//! `{3..=255}` and `{uninit}`, and every tag byte is 0, 1 or 2. No set can
//! then tell two bytes of one atom apart, so one representative per atom
//! (written `0`, `1`, `2`, `h` and `u`) stands for all of its bytes: a byte
//! string is accepted exactly when the string of its representatives is. That
//! keeps brute force finite: a type of `n` bytes has at most `5^n` strings.
//!
//! A [`Shape`] prints as the Rust expression that builds it, so a failing case
//! can be pasted into a test as it is.

use std::fmt;
use std::sync::{Mutex, PoisonError};

use transmutable::__private::{
    enum_alternative, Alternative, Alternatives, Bytes, Choice, Description, Invariants, Kind, Name, Piece,
};
use transmutable::ByteSet;

/// One representative byte per atom.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Symbol {
    Zero,
    One,
    Two,
    /// Stands for every value of `3..=255`.
    High,
    Uninit,
}

impl Symbol {
    const ALL: [Symbol; 5] = [Symbol::Zero, Symbol::One, Symbol::Two, Symbol::High, Symbol::Uninit];

    const fn letter(self) -> char {
        match self {
            Symbol::Zero => '0',
            Symbol::One => '1',
            Symbol::Two => '2',
            Symbol::High => 'h',
            Symbol::Uninit => 'u',
        }
    }

    /// Whether a set of transmutable holds this symbol's atom: the reading of the
    /// sets an answer reports.
    pub fn is_in(self, set: ByteSet) -> bool {
        match self {
            Symbol::Zero => set.contains(0),
            Symbol::One => set.contains(1),
            Symbol::Two => set.contains(2),
            Symbol::High => set.contains(3),
            Symbol::Uninit => set.contains_uninit(),
        }
    }
}

impl fmt::Debug for Symbol {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

/// A byte set as a union of atoms, one bit per [`Symbol`].
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Atoms(u8);

impl Atoms {
    pub const EMPTY: Atoms = Atoms(0);
    pub const INITIALIZED: Atoms = Atoms(0b01111);
    pub const ANYTHING: Atoms = Atoms(0b11111);

    /// The set whose atoms are the bits of `bits` (bit `i` for the `i`-th
    /// symbol of `0`, `1`, `2`, `h`, `u`).
    pub fn from_bits(bits: u8) -> Atoms {
        Atoms(bits & Atoms::ANYTHING.0)
    }

    /// The set of one atom.
    pub fn single(symbol: Symbol) -> Atoms {
        Atoms(1 << symbol as u8)
    }

    pub fn contains(self, symbol: Symbol) -> bool {
        self.0 & (1 << symbol as u8) != 0
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    pub fn union(self, other: Atoms) -> Atoms {
        Atoms(self.0 | other.0)
    }

    pub fn intersection(self, other: Atoms) -> Atoms {
        Atoms(self.0 & other.0)
    }

    pub fn symbols(self) -> impl Iterator<Item = Symbol> {
        Symbol::ALL.into_iter().filter(move |&symbol| self.contains(symbol))
    }

    /// The same set as transmutable spells it.
    pub fn byte_set(self) -> ByteSet {
        let atom = |symbol: Symbol| match symbol {
            Symbol::Zero => ByteSet::single(0),
            Symbol::One => ByteSet::single(1),
            Symbol::Two => ByteSet::single(2),
            Symbol::High => ByteSet::range(3, 255),
            Symbol::Uninit => ByteSet::UNINIT,
        };
        self.symbols().fold(ByteSet::EMPTY, |set, symbol| set.union(atom(symbol)))
    }
}

/// The set of the atoms named by `letters` (`"01u"`: 0, 1 or uninit).
pub fn atoms(letters: &str) -> Atoms {
    letters.chars().fold(Atoms::EMPTY, |set, letter| {
        let symbol = Symbol::ALL
            .into_iter()
            .find(|symbol| symbol.letter() == letter)
            .unwrap_or_else(|| panic!("no atom is written {letter:?}"));
        set.union(Atoms::single(symbol))
    })
}

impl fmt::Debug for Atoms {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let letters: String = self.symbols().map(Symbol::letter).collect();
        write!(f, "atoms({letters:?})")
    }
}

/// The model of a transmutable `Bytes`: pieces at offsets, padding between.
#[derive(Clone)]
pub struct Shape {
    pub size: usize,
    pub pieces: Vec<Placed>,
}

/// A part at an offset: the model of a transmutable `Piece`.
#[derive(Clone)]
pub struct Placed {
    pub offset: usize,
    pub part: Part,
}

/// The model of a transmutable `Kind`.
#[derive(Clone, Debug)]
pub enum Part {
    Run {
        set: Atoms,
        len: usize,
    },
    /// Each byte of `value` is 0, 1 or 2: a single atom.
    Tag {
        value: u32,
        width: usize,
    },
    /// One of the patterns; each has one initialized, non-empty set per byte.
    Scalar {
        width: usize,
        patterns: Vec<Vec<Atoms>>,
    },
    Nest(Shape),
    Choice {
        size: usize,
        alternatives: Vec<Shape>,
    },
    Repeat {
        element: Shape,
        count: usize,
    },
}

impl Part {
    pub fn size(&self) -> usize {
        match self {
            Part::Run { len, .. } => *len,
            Part::Tag { width, .. } | Part::Scalar { width, .. } => *width,
            Part::Nest(inner) => inner.size,
            Part::Choice { size, .. } => *size,
            Part::Repeat { element, count } => element.size * count,
        }
    }
}

impl Placed {
    pub fn end(&self) -> usize {
        self.offset + self.part.size()
    }
}

/// The bytes of a tag in the target's byte order.
pub fn tag_bytes(value: u32, width: usize) -> Vec<Symbol> {
    (0..width)
        .map(|index| {
            let significance = if cfg!(target_endian = "little") { index } else { width - 1 - index };
            match value.checked_shr(8 * significance as u32).unwrap_or(0) & 0xFF {
                0 => Symbol::Zero,
                1 => Symbol::One,
                2 => Symbol::Two,
                byte => panic!("the tag byte {byte} is not an atom of its own"),
            }
        })
        .collect()
}

pub fn shape(size: usize, pieces: Vec<Placed>) -> Shape {
    Shape { size, pieces }
}

pub fn run(offset: usize, len: usize, set: Atoms) -> Placed {
    Placed { offset, part: Part::Run { set, len } }
}

pub fn tag(offset: usize, width: usize, value: u32) -> Placed {
    Placed { offset, part: Part::Tag { value, width } }
}

pub fn scalar(offset: usize, width: usize, patterns: Vec<Vec<Atoms>>) -> Placed {
    Placed { offset, part: Part::Scalar { width, patterns } }
}

pub fn nest(offset: usize, inner: Shape) -> Placed {
    Placed { offset, part: Part::Nest(inner) }
}

pub fn choice(offset: usize, size: usize, alternatives: Vec<Shape>) -> Placed {
    Placed { offset, part: Part::Choice { size, alternatives } }
}

pub fn repeat(offset: usize, element: Shape, count: usize) -> Placed {
    Placed { offset, part: Part::Repeat { element, count } }
}

impl fmt::Debug for Shape {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "shape({}, vec![", self.size)?;
        for (i, placed) in self.pieces.iter().enumerate() {
            if i > 0 {
                write!(f, ", ")?;
            }
            write!(f, "{placed:?}")?;
        }
        write!(f, "])")
    }
}

impl fmt::Debug for Placed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let offset = self.offset;
        match &self.part {
            Part::Run { set, len } => write!(f, "run({offset}, {len}, {set:?})"),
            Part::Tag { value, width } => write!(f, "tag({offset}, {width}, {value:#x})"),
            Part::Scalar { width, patterns } => write!(f, "scalar({offset}, {width}, vec!{patterns:?})"),
            Part::Nest(inner) => write!(f, "nest({offset}, {inner:?})"),
            Part::Choice { size, alternatives } => write!(f, "choice({offset}, {size}, vec!{alternatives:?})"),
            Part::Repeat { element, count } => write!(f, "repeat({offset}, {element:?}, {count})"),
        }
    }
}

/// Every description built, so that what was leaked stays reachable: Miri
/// reports leaked memory unless a static still points at it.
static BUILT: Mutex<Vec<&'static Description>> = Mutex::new(Vec::new());

/// The transmutable description of `shape`, named `name`, with alignment 1 and no
/// safety invariants. Its parts are leaked: descriptions are `'static`.
pub fn description(shape: &Shape, name: &'static str) -> &'static Description {
    let built = Box::leak(Box::new(Description::new(Name::Plain(name), shape.size, 1, bytes(shape), Invariants::None)));
    BUILT.lock().unwrap_or_else(PoisonError::into_inner).push(built);
    built
}

/// Every list of alternatives built, with its tag table: a choice without
/// a table keeps a pointer to the list only, not to what holds it.
static CHOICES: Mutex<Vec<&'static Alternatives>> = Mutex::new(Vec::new());

fn leak_alternatives(list: Vec<Alternative>) -> &'static Alternatives {
    let built = Box::leak(Box::new(Alternatives::new(Box::leak(list.into_boxed_slice()))));
    CHOICES.lock().unwrap_or_else(PoisonError::into_inner).push(built);
    built
}

fn bytes(shape: &Shape) -> Bytes {
    let pieces: Vec<Piece> = shape.pieces.iter().map(piece).collect();
    Bytes::new(shape.size, Box::leak(pieces.into_boxed_slice()))
}

fn piece(placed: &Placed) -> Piece {
    let kind = match &placed.part {
        Part::Run { set, .. } => Kind::Run(set.byte_set()),
        Part::Tag { value, .. } => Kind::Tag(u128::from(*value)),
        Part::Scalar { patterns, .. } => {
            let products: Vec<ByteSet> = patterns.iter().flatten().map(|set| set.byte_set()).collect();
            Kind::Scalar {
                products: Box::leak(products.into_boxed_slice()),
                count: patterns.len(),
                tags: None,
                identity: 0,
            }
        }
        Part::Nest(inner) => Kind::Nest(Box::leak(Box::new(bytes(inner)))),
        Part::Choice { alternatives, .. } => {
            let alternatives: Vec<_> = alternatives
                .iter()
                .enumerate()
                .map(|(i, alternative)| {
                    let pieces: Vec<Piece> = alternative.pieces.iter().map(piece).collect();
                    let name = Box::leak(format!("V{i}").into_boxed_str());
                    enum_alternative(name, alternative.size, Box::leak(pieces.into_boxed_slice()))
                })
                .collect();
            Kind::Choice(Choice::new(leak_alternatives(alternatives)))
        }
        Part::Repeat { element, count } => Kind::Repeat { element: Box::leak(Box::new(bytes(element))), count: *count },
    };
    Piece::new(placed.offset, placed.part.size(), kind)
}
