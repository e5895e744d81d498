//! Automata: a description read as a state machine over bytes.
//!
//! A [`Cursor`] is a state of a type's automaton: a position in its bytes,
//! kept as the stack of pieces it sits in (a field of a variant of an element
//! of an array ...). From a state, [`Cursor::view`] tells what comes next:
//! a number of independent bytes that each take a value of one [`ByteSet`]
//! (an edge of the automaton, taken several times at once), or a branch
//! between alternatives (a choice or a scalar, not yet entered).
//!
//! Cursors move by whole runs ([`Cursor::advance`]), over whole pieces without
//! looking inside ([`Cursor::skip`]), and into one alternative
//! ([`Cursor::enter`]). Repetition stays symbolic: a cursor in the 1000th
//! element of an array is a frame holding the number 1000.
//!
//! **Architecture Invariant:** cursors walk only what a description says; they
//! never decide whether a transmutation holds.
//!
//! This file holds the cursor and what it reads ([`Role`], [`View`], the
//! frames); the cursor's methods and the functions they use live by concept
//! in the files below it, which may touch the frames and one another but
//! nothing above the automaton layer:
//!
//! - `walk.rs`: making a cursor, viewing what comes next, moving over runs
//!   and pieces;
//! - `branches.rs`: the alternatives of a branch, and entering one;
//! - `tags.rs`: branches that dispatch on their first byte ([`Tags`]);
//! - `position.rs`: where a cursor is (cells, atomics, the field path);
//! - `periods.rs`: where a cursor's state repeats, to walk it symbolically;
//! - `unions.rs`: what a union's fields may hold at a byte, looked up in
//!   the union's reading (`description/reading.rs`) where it has one;
//! - `bytes.rs`: runs over several pieces, and the field path at a byte
//!   offset.

use crate::byte_set::ByteSet;
use crate::description::{Bytes, Description, Pointer};
use crate::limits::MAX_DEPTH;

/// Which side of a transmutation a cursor walks. Padding reads as
/// uninitialized in a source and accepts anything in a destination; a source
/// is followed by uninitialized bytes without end (a larger destination sees
/// them).
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Role {
    Source,
    Destination,
    /// A destination whose values a validator checks at run time: every
    /// value is acceptable, as long as the bytes it reads are initialized.
    Checked,
}

/// What comes next at a cursor.
#[derive(Clone, Copy)]
pub(crate) enum View {
    /// `len` bytes, each independently holding a value of `set`.
    Bytes { set: ByteSet, len: usize },
    /// A pointer, `within` bytes into it, `len` bytes of it left.
    Pointer { pointer: Pointer, within: usize, len: usize },
    /// A choice or scalar begins here: `count` alternatives over `size` bytes.
    Branch { size: usize, count: usize },
    /// The destination has no more bytes.
    End,
}

/// One level of a cursor: a position among the pieces of some bytes.
#[derive(Clone, Copy)]
struct Frame {
    bytes: &'static Bytes,
    /// Absolute offset of the start of `bytes`.
    base: usize,
    /// The current piece; `count` for the trailing padding.
    piece: usize,
    /// How many pieces `bytes` holds: read at every step, where
    /// `pieces.len()` would be two calls, which const evaluation pays for.
    count: usize,
    /// In the current piece: the element (repeat), the alternative (choice),
    /// or the pattern plus one (scalar; 0 before one is chosen).
    index: usize,
}

/// The index of a frame at a union read as the mix of its fields (see
/// [`Choice::mixes`](crate::description::Choice::mixes)), in place rather than in a frame of its own. Field
/// `k` written whole, then one-byte parts over it, is read in place too,
/// at index `MIX - 1 - k`.
const MIX: usize = usize::MAX;

/// Its bytes are those of `()`'s description, a `static`: read, not made
/// again in each crate that walks.
const NO_FRAME: Frame = Frame { bytes: &Description::UNIT.bytes, base: 0, piece: 0, count: 0, index: 0 };

/// A state of a type's automaton. See the [module documentation](self).
#[derive(Clone, Copy)]
pub(crate) struct Cursor {
    frames: [Frame; MAX_DEPTH],
    depth: usize,
    /// Absolute offset of the next byte. Moved in place by the walks'
    /// loops over runs ([`Cursor::advance`] says the same in a call, which
    /// const evaluation pays for at every step).
    pub(crate) offset: usize,
    role: Role,
    /// Whether a union is read as the mix of its fields that safe code can
    /// leave in it (a source's values), rather than field by field.
    mixes_unions_until: usize,
    /// Where a source cursor that entered a group of alike alternatives
    /// (see [`Cursor::enter_alike`]) reads the first byte of the one it
    /// entered (offset, then depth; `usize::MAX` if it entered none), and
    /// the values it reads there: every member's.
    widened_at: (usize, usize),
    widened: &'static ByteSet,
}

mod branches;
mod bytes;
mod nested;
mod periods;
mod position;
mod tags;
mod unions;
mod walk;

pub(crate) use tags::Tags;
pub(crate) use unions::{left_past_field, mixed_destination, own_padding};
