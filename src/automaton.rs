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

use crate::byte_set::ByteSet;
use crate::description::{Alternative, Bytes, Choice, Kind, Piece, Pointer, TagTable};
use crate::limits::{Limit, MAX_DEPTH};
use crate::path::Path;

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
/// [`Choice::mixes`]), in place rather than in a frame of its own. Field
/// `k` written whole, then one-byte parts over it, is read in place too,
/// at index `MIX - 1 - k`.
const MIX: usize = usize::MAX;

/// How a destination frame at a union that mixes reads it in place, if it
/// does: `Some(None)` for the mix of its units, `Some(Some(k))` for field
/// `k` written whole under one-byte parts of any field (see
/// [`mixed_destination`]).
const fn in_place(index: usize, choice: &Choice) -> Option<Option<usize>> {
    if index == MIX {
        Some(None)
    } else if choice.mixes && index >= MIX - choice.alternatives.len() {
        Some(Some(MIX - 1 - index))
    } else {
        None
    }
}

const NO_FRAME: Frame = Frame { bytes: &Bytes::EMPTY, base: 0, piece: 0, count: 0, index: 0 };

/// How many bytes of runs of `set` follow piece `index` of `bytes` without a
/// gap: a struct of 64 `u8` fields is one edge of 64 bytes, not 64 edges.
const fn following_run(bytes: &Bytes, index: usize, set: ByteSet, interior_mutable: bool) -> usize {
    let pieces = bytes.pieces;
    let mut len = 0;
    let mut i = index + 1;
    // An atomic is seen alone: it is accessed whole; so are opaque cells.
    if pieces[index].atomic || pieces[index].opaque {
        return 0;
    }
    let count = pieces.len();
    while i < count
        && pieces[i].offset == pieces[i - 1].end()
        && pieces[i].interior_mutable == interior_mutable
        && !pieces[i].atomic
        && !pieces[i].opaque
    {
        match pieces[i].kind {
            Kind::Run(next) if next.equals(set) => len += pieces[i].size,
            _ => return len,
        }
        i += 1;
    }
    len
}

/// A state of a type's automaton. See the [module documentation](self).
#[derive(Clone, Copy)]
pub(crate) struct Cursor {
    frames: [Frame; MAX_DEPTH],
    depth: usize,
    /// Absolute offset of the next byte.
    offset: usize,
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

/// Where a cursor's state repeats itself in another, later cursor: what
/// changed, by how much, and how often the change can be applied again.
#[derive(Clone, Copy)]
pub(crate) struct Period {
    /// The frame whose counter changed; `None` when only the position inside
    /// the innermost run changed.
    level: Option<usize>,
    /// How much the counter changed (elements, or bytes).
    step: usize,
    /// How many bytes one period spans.
    pub(crate) bytes: usize,
    /// How many more whole periods fit before the repeat or run ends.
    pub(crate) room: usize,
}

impl Cursor {
    /// A cursor at the first byte of `bytes`.
    pub(crate) const fn new(bytes: &'static Bytes, role: Role) -> Cursor {
        let mut frames = [NO_FRAME; MAX_DEPTH];
        frames[0] = Frame { bytes, base: 0, piece: 0, count: bytes.pieces.len(), index: 0 };
        let mixes_unions_until = if matches!(role, Role::Source) { usize::MAX } else { 0 };
        Cursor {
            frames,
            depth: 1,
            offset: 0,
            role,
            mixes_unions_until,
            widened_at: (usize::MAX, 0),
            widened: &ByteSet::EMPTY,
        }
    }

    /// A source cursor that enters the fields of a union one by one, for a
    /// walk that asks where the fields are (which bytes are cells), not
    /// which values the bytes may hold.
    pub(crate) const fn by_field(bytes: &'static Bytes) -> Cursor {
        Cursor { mixes_unions_until: 0, ..Cursor::new(bytes, Role::Source) }
    }

    /// The same cursor, reading a union of several fields as the mix of its
    /// fields (as a source cursor does) over the next `size` bytes, and
    /// field by field again after them.
    pub(crate) const fn mixing_unions(self, size: usize) -> Cursor {
        Cursor { mixes_unions_until: self.offset + size, ..self }
    }

    /// Whether the cursor reads a union of several fields here as the mix
    /// of its fields.
    pub(crate) const fn mixes_unions(&self) -> bool {
        self.offset < self.mixes_unions_until
    }

    /// The absolute offset of the next byte.
    pub(crate) const fn offset(&self) -> usize {
        self.offset
    }

    /// How many frames deep the cursor is.
    pub(crate) const fn depth(&self) -> usize {
        self.depth
    }

    /// Moves to the state where the next bytes are a run or a branch, and
    /// says which.
    pub(crate) const fn view(&mut self) -> Result<View, Limit> {
        loop {
            let top = self.frames[self.depth - 1];
            let local = self.offset - top.base;
            let pieces = top.bytes.pieces;
            if top.piece >= top.count {
                if local < top.bytes.size {
                    return Ok(self.padding(top.bytes.size - local));
                }
                if self.depth == 1 {
                    return Ok(match self.role {
                        Role::Source => View::Bytes { set: ByteSet::UNINIT, len: usize::MAX },
                        Role::Destination | Role::Checked => View::End,
                    });
                }
                self.depth -= 1;
                continue;
            }
            let piece = &pieces[top.piece];
            if local < piece.offset {
                return Ok(self.padding(piece.offset - local));
            }
            let within = local - piece.offset;
            if within >= piece.size {
                self.next_piece();
                continue;
            }
            if self.offset == self.widened_at.0 && self.depth == self.widened_at.1 {
                return Ok(View::Bytes { set: *self.widened, len: 1 });
            }
            match piece.kind {
                Kind::Run(set) => {
                    let len = piece.size - within + following_run(top.bytes, top.piece, set, piece.interior_mutable);
                    return Ok(View::Bytes { set: self.checked(set), len });
                }
                Kind::Tag(value) => {
                    let byte = crate::description::tag_byte(value, piece.size, within);
                    return Ok(View::Bytes { set: self.checked(ByteSet::single(byte)), len: 1 });
                }
                Kind::Pointer(pointer) => return Ok(View::Pointer { pointer, within, len: piece.size - within }),
                Kind::Scalar { products, count, .. } => {
                    if matches!(self.role, Role::Checked) {
                        // Checked at run time, a scalar is initialized bytes.
                        return Ok(View::Bytes { set: ByteSet::INITIALIZED, len: piece.size - within });
                    }
                    if top.index == 0 {
                        return Ok(View::Branch { size: piece.size, count });
                    }
                    let set = products[(top.index - 1) * piece.size + within];
                    return Ok(View::Bytes { set, len: 1 });
                }
                Kind::Choice(choice) => {
                    // One field cannot be mixed with another: its leaves are
                    // written whole.
                    if choice.union && self.mixes_unions() && writable(choice.alternatives) > 1 {
                        return Ok(mixed(choice.alternatives, within, piece.size));
                    }
                    if let Some(base) = in_place(top.index, &choice) {
                        // A byte no field holds is the union's own padding:
                        // what the place the union lies in takes there.
                        if let Some(len) = own_padding(choice.alternatives, within, piece.size - within) {
                            return Ok(self.padding(len));
                        }
                        return Ok(mixed_destination(
                            choice.alternatives,
                            base,
                            within,
                            piece.size,
                            matches!(self.role, Role::Checked),
                        ));
                    }
                    let count = choice.alternatives.len() + if self.offers_mix(&choice) { 1 } else { 0 };
                    return Ok(View::Branch { size: piece.size, count });
                }
                Kind::Nest(bytes) => {
                    let base = top.base + piece.offset;
                    if let Err(limit) = self.push(bytes, base) {
                        return Err(limit);
                    }
                }
                Kind::Repeat { element, .. } => {
                    let iteration = within / element.size;
                    self.frames[self.depth - 1].index = iteration;
                    let base = top.base + piece.offset + iteration * element.size;
                    if let Err(limit) = self.push(element, base) {
                        return Err(limit);
                    }
                }
            }
        }
    }

    /// Whether a branch of `choice` has, after its fields, one more
    /// alternative: the mix of its fields that a destination union holds
    /// (see [`Choice::mixes`]). A source reads a union as its mix already,
    /// or field by field where it asks where the fields are.
    const fn offers_mix(&self, choice: &Choice) -> bool {
        choice.mixes && !matches!(self.role, Role::Source)
    }

    /// `set` as the role reads it: a checked destination accepts every
    /// initialized value where it accepts one.
    const fn checked(&self, set: ByteSet) -> ByteSet {
        match self.role {
            Role::Checked if set.contains_uninit() => ByteSet::ANYTHING,
            Role::Checked if !set.is_empty() => ByteSet::INITIALIZED,
            _ => set,
        }
    }

    /// The next `len` bytes, padding of the bytes the cursor is in: what
    /// a source leaves there (nothing), or what a destination takes. A
    /// destination takes anything in a struct's or an enum's padding, and
    /// in a union's own, but inside a field of a union, only what safe
    /// code can leave in the field's padding and past its end (see
    /// [`left_past_field`]).
    const fn padding(&self, len: usize) -> View {
        if matches!(self.role, Role::Source) {
            return View::Bytes { set: ByteSet::UNINIT, len };
        }
        let (mut level, mut len) = (self.depth - 1, len);
        while let Some((fields, within, below)) = self.union_field_below(level) {
            match own_padding(fields, within, len) {
                // The union's own padding: what the place it lies in takes.
                Some(own) => (level, len) = (below, own),
                None => {
                    let (set, len) = left_past_field(fields, within, len);
                    return View::Bytes { set: self.checked_padding(set), len };
                }
            }
        }
        View::Bytes { set: ByteSet::ANYTHING, len }
    }

    /// A set of padding bytes as the role reads it: a validator cannot
    /// tell an uninitialized byte, so a checked destination reads every
    /// byte that does not take every value (see [`mixed_destination`]).
    const fn checked_padding(&self, set: ByteSet) -> ByteSet {
        match (self.role, ByteSet::INITIALIZED.is_subset_of(set), set.contains_uninit()) {
            (Role::Checked, true, true) => ByteSet::ANYTHING,
            (Role::Checked, _, _) => ByteSet::INITIALIZED,
            _ => set,
        }
    }

    /// The innermost union whose field the cursor has entered, if any:
    /// its fields, and the cursor's offset from the union's first byte.
    /// A union that mixes is read in place, and enters no field.
    /// Among the frames below `level`; with the level of the frame that
    /// holds it.
    const fn union_field_below(&self, level: usize) -> Option<(&'static [Alternative], usize, usize)> {
        let mut level = level;
        while level > 0 {
            level -= 1;
            let frame = &self.frames[level];
            if frame.piece < frame.bytes.pieces.len() {
                let piece = &frame.bytes.pieces[frame.piece];
                if let Kind::Choice(choice) = piece.kind {
                    if choice.union && in_place(frame.index, &choice).is_none() {
                        return Some((choice.alternatives, self.offset - (frame.base + piece.offset), level));
                    }
                }
            }
        }
        None
    }

    const fn push(&mut self, bytes: &'static Bytes, base: usize) -> Result<(), Limit> {
        if self.depth == MAX_DEPTH {
            return Err(Limit::Depth);
        }
        self.frames[self.depth] = Frame { bytes, base, piece: 0, count: bytes.pieces.len(), index: 0 };
        self.depth += 1;
        Ok(())
    }

    const fn next_piece(&mut self) {
        let top = &mut self.frames[self.depth - 1];
        top.piece += 1;
        top.index = 0;
    }

    /// Moves over `len` bytes of the current run; `len` must not exceed what
    /// [`view`](Self::view) reported.
    pub(crate) const fn advance(&mut self, len: usize) {
        self.offset += len;
    }

    /// The piece the cursor's innermost frame is at, if any.
    const fn current_piece(&self) -> Option<&'static Piece> {
        let top = self.frames[self.depth - 1];
        if top.piece < top.count {
            Some(&top.bytes.pieces[top.piece])
        } else {
            None
        }
    }

    /// The fields of the union whose first byte is at the cursor, if one
    /// is, and its size. Call on a cursor that [`view`](Self::view) has
    /// moved.
    pub(crate) const fn union_here(&self) -> Option<(Choice, usize)> {
        let top = self.frames[self.depth - 1];
        if top.piece >= top.count {
            return None;
        }
        let piece = &top.bytes.pieces[top.piece];
        match piece.kind {
            Kind::Choice(choice)
                if choice.union
                    && in_place(top.index, &choice).is_none()
                    && self.offset == top.base + piece.offset
                    && piece.size > 0 =>
            {
                Some((choice, piece.size))
            }
            _ => None,
        }
    }

    /// Whether alternative `index` of the branch at the cursor can hold a
    /// value at all.
    pub(crate) const fn alternative_is_inhabited(&self, index: usize) -> bool {
        match self.current_piece() {
            // The mix (see `offers_mix`) holds a value wherever its fields do.
            Some(Piece { kind: Kind::Choice(choice), .. }) if index == choice.alternatives.len() => true,
            Some(Piece { kind: Kind::Choice(choice), .. }) => choice.alternatives[index].bytes.facts.inhabited,
            _ => true,
        }
    }

    /// The alternative of the choice at the cursor whose most initialized
    /// value holds the most initialized bytes (the first such), among those
    /// with values; `None` at a scalar, whose patterns are all alike so, or
    /// at a union's mix.
    pub(crate) const fn likeliest_alternative(&self) -> Option<usize> {
        let alternatives = match self.current_piece() {
            Some(Piece { kind: Kind::Choice(choice), .. }) => choice.alternatives,
            _ => return None,
        };
        let (mut best, mut most) = (None, 0);
        let mut i = 0;
        while i < alternatives.len() {
            let facts = &alternatives[i].bytes.facts;
            if facts.inhabited && (best.is_none() || facts.most_initialized > most) {
                best = Some(i);
                most = facts.most_initialized;
            }
            i += 1;
        }
        best
    }

    /// Whether the branch at the cursor is a scalar's: its patterns are
    /// values of one integer, whose bytes lie in the same cells whichever
    /// pattern holds them.
    pub(crate) const fn at_scalar(&self) -> bool {
        matches!(self.current_piece(), Some(Piece { kind: Kind::Scalar { .. }, .. }))
    }

    /// The tags of the branch at the cursor, when it dispatches on its first
    /// byte.
    pub(crate) const fn tags(&self) -> Option<Tags> {
        if matches!(self.role, Role::Checked) {
            // A checked destination accepts every tag; nothing to dispatch on.
            return None;
        }
        match self.current_piece() {
            Some(Piece { kind: Kind::Choice(Choice { alternatives, tags: Some(table), .. }), .. }) => {
                Some(Tags { firsts: Firsts::Alternatives(alternatives), table })
            }
            Some(Piece { kind: Kind::Scalar { products, tags: Some(table), .. }, size, .. }) => {
                Some(Tags { firsts: Firsts::Patterns { products, width: *size }, table })
            }
            _ => None,
        }
    }

    /// Enters alternative `index` of the branch that [`view`](Self::view)
    /// reported.
    pub(crate) const fn enter(&mut self, index: usize) -> Result<(), Limit> {
        let top = self.frames[self.depth - 1];
        let piece = &top.bytes.pieces[top.piece];
        self.frames[self.depth - 1].index = match piece.kind {
            Kind::Scalar { .. } => index + 1,
            // The mix is read in place, byte by byte, like a run; so are
            // the fields of a union that mixes, each under one-byte parts
            // of the others.
            Kind::Choice(choice) if index == choice.alternatives.len() => {
                self.frames[self.depth - 1].index = MIX;
                return Ok(());
            }
            Kind::Choice(choice) if self.offers_mix(&choice) => {
                self.frames[self.depth - 1].index = MIX - 1 - index;
                return Ok(());
            }
            _ => index,
        };
        match piece.kind {
            Kind::Choice(choice) => self.push(&choice.alternatives[index].bytes, top.base + piece.offset),
            _ => Ok(()),
        }
    }

    /// The group of alike alternatives (see `description/alike.rs`) that
    /// alternative `index` of the enum at a source cursor belongs to, with
    /// two or more members, and the values their first bytes hold: the
    /// group's number and those values.
    pub(crate) const fn alike_group(&self, index: usize) -> Option<(usize, &'static ByteSet)> {
        if !matches!(self.role, Role::Source) {
            return None;
        }
        let top = self.frames[self.depth - 1];
        if top.piece >= top.count {
            return None;
        }
        let piece = &top.bytes.pieces[top.piece];
        let (alternatives, table) = match piece.kind {
            Kind::Choice(Choice { alternatives, tags: Some(table), union: false, .. }) => (alternatives, table),
            _ => return None,
        };
        if self.offset != top.base + piece.offset {
            return None;
        }
        let own = Tags { firsts: Firsts::Alternatives(alternatives), table }.of(index);
        let group = match own.first_symbol() {
            Some(symbol) => table.groups[symbol] as usize,
            None => 0,
        };
        if group == 0 {
            return None;
        }
        let values = &table.alike[group - 1];
        if values.is_subset_of(own) {
            return None;
        }
        Some((group - 1, values))
    }

    /// Enters alternative `index` of a source's enum, one of a group of
    /// alike alternatives whose first bytes hold `values` together
    /// ([`alike_group`](Self::alike_group)): the cursor reads that first
    /// byte as `values`, and then the alternative, so it stands for every
    /// member of the group at once.
    pub(crate) const fn enter_alike(&mut self, index: usize, values: &'static ByteSet) -> Result<(), Limit> {
        if let Err(limit) = self.enter(index) {
            return Err(limit);
        }
        self.widened_at = (self.offset, self.depth);
        self.widened = values;
        Ok(())
    }

    /// Moves `len` bytes on without choosing among alternatives: over whole
    /// pieces, into runs, nests and repeats. Fails, leaving the cursor
    /// anywhere, when the target lies strictly inside a branch not entered:
    /// then the offset is no cut point of this automaton.
    pub(crate) const fn skip(&mut self, len: usize) -> Result<bool, Limit> {
        let target = self.offset + len;
        loop {
            if self.offset == target {
                return Ok(true);
            }
            let top = self.frames[self.depth - 1];
            let pieces = top.bytes.pieces;
            if top.piece >= top.count {
                let end = top.base + top.bytes.size;
                if target <= end || (self.depth == 1 && matches!(self.role, Role::Source)) {
                    self.offset = target;
                    return Ok(true);
                }
                if self.depth == 1 {
                    return Ok(false);
                }
                self.offset = end;
                self.depth -= 1;
                continue;
            }
            let piece = &pieces[top.piece];
            let start = top.base + piece.offset;
            let end = start + piece.size;
            if target <= start {
                self.offset = target;
                return Ok(true);
            }
            if self.offset < start {
                self.offset = start;
            }
            if target >= end {
                self.offset = end;
                self.next_piece();
                continue;
            }
            match piece.kind {
                Kind::Run(_) | Kind::Tag(_) => {
                    self.offset = target;
                    return Ok(true);
                }
                Kind::Scalar { .. } => {
                    if top.index == 0 {
                        return Ok(false);
                    }
                    self.offset = target;
                    return Ok(true);
                }
                // The mix of a union's fields is byte by byte: every
                // offset in it is a cut.
                Kind::Choice(choice) if in_place(top.index, &choice).is_some() => {
                    self.offset = target;
                    return Ok(true);
                }
                // A pointer is one address: no cut inside it.
                Kind::Choice(_) | Kind::Pointer(_) => return Ok(false),
                Kind::Nest(bytes) => {
                    if let Err(limit) = self.push(bytes, start) {
                        return Err(limit);
                    }
                }
                Kind::Repeat { element, .. } => {
                    let iteration = (target - start) / element.size;
                    self.frames[self.depth - 1].index = iteration;
                    let base = start + iteration * element.size;
                    if self.offset < base {
                        self.offset = base;
                    }
                    if let Err(limit) = self.push(element, base) {
                        return Err(limit);
                    }
                }
            }
        }
    }

    /// Moves past the branch the cursor is at, without entering it.
    pub(crate) const fn skip_branch(&mut self) {
        let top = self.frames[self.depth - 1];
        let piece = &top.bytes.pieces[top.piece];
        self.offset = top.base + piece.end();
        self.next_piece();
    }

    /// Whether every byte from here to `end` is initialized in every value.
    /// Conservative: `false` when that would take a search to find out.
    /// Call on a cursor that [`view`](Self::view) has moved.
    pub(crate) const fn always_initialized_until(&self, end: usize) -> bool {
        let root = &self.frames[0];
        if end > root.base + root.bytes.size {
            return false;
        }
        let mut level = 0;
        while level < self.depth {
            let frame = &self.frames[level];
            let innermost = level == self.depth - 1;
            if frame.piece >= frame.count {
                // Trailing padding: only harmless when none of it is left.
                if self.offset < frame.base + frame.bytes.size {
                    return false;
                }
            } else {
                let piece = &frame.bytes.pieces[frame.piece];
                if innermost && self.offset < frame.base + piece.end() {
                    if self.offset < frame.base + piece.offset {
                        return false;
                    }
                    let here = match piece.kind {
                        Kind::Run(set) => !set.contains_uninit(),
                        _ => piece.is_always_initialized(),
                    };
                    if !here {
                        return false;
                    }
                }
                if frame.bytes.facts.init_from > frame.piece + 1 {
                    return false;
                }
                if let Kind::Repeat { element, count } = piece.kind {
                    if frame.index + 1 < count && element.facts.init_from != 0 {
                        return false;
                    }
                }
            }
            level += 1;
        }
        true
    }

    /// Whether every initialized byte string is accepted from here to the
    /// end of the bytes. Conservative, like
    /// [`always_initialized_until`](Self::always_initialized_until).
    pub(crate) const fn accepts_all_initialized(&self) -> bool {
        let mut level = 0;
        while level < self.depth {
            let frame = &self.frames[level];
            let innermost = level == self.depth - 1;
            if frame.piece < frame.count {
                let piece = &frame.bytes.pieces[frame.piece];
                let in_gap = innermost && self.offset < frame.base + piece.offset;
                let consumed = innermost && self.offset >= frame.base + piece.end();
                if innermost && !in_gap && !consumed {
                    let here = match piece.kind {
                        Kind::Run(set) => ByteSet::INITIALIZED.is_subset_of(set),
                        Kind::Scalar { .. } if frame.index > 0 => false,
                        // A field may have padding where the mix takes
                        // only what the others write.
                        Kind::Choice(choice) if in_place(frame.index, &choice).is_some() => false,
                        _ => piece.accepts_all_initialized(),
                    };
                    if !here {
                        return false;
                    }
                }
                // Inside a field of a union, padding takes only what safe
                // code leaves there (see `padding`): a field with none
                // takes every initialized byte string where its pieces do.
                if let Kind::Choice(choice) = piece.kind {
                    if !innermost && choice.union && !self.frames[level + 1].bytes.facts.dense {
                        return false;
                    }
                }
                let rest_from = if in_gap { frame.piece } else { frame.piece + 1 };
                if frame.bytes.facts.accepts_from > rest_from {
                    return false;
                }
                if let Kind::Repeat { element, count } = piece.kind {
                    if frame.index + 1 < count && element.facts.accepts_from != 0 {
                        return false;
                    }
                }
            }
            level += 1;
        }
        true
    }

    /// Whether two cursors of the same automaton are in the same state.
    pub(crate) const fn same_state(&self, other: &Cursor) -> bool {
        if self.depth != other.depth || self.offset != other.offset {
            return false;
        }
        let mut level = 0;
        while level < self.depth {
            let (a, b) = (&self.frames[level], &other.frames[level]);
            if a.piece != b.piece || a.index != b.index || a.base != b.base {
                return false;
            }
            level += 1;
        }
        true
    }

    /// The alternative the cursor entered of a choice that starts at its
    /// offset, if any: a hint of which alternative of the other side's choice
    /// to try first (a union against the same union).
    pub(crate) const fn alternative_here(&self) -> Option<usize> {
        let mut level = self.depth;
        while level > 1 {
            level -= 1;
            let frame = &self.frames[level - 1];
            if frame.piece < frame.count {
                let piece = &frame.bytes.pieces[frame.piece];
                if matches!(piece.kind, Kind::Choice(_)) && frame.base + piece.offset == self.offset {
                    return Some(frame.index);
                }
            }
        }
        None
    }

    /// Whether the cursor reads a destination checked at run time.
    pub(crate) const fn is_checked(&self) -> bool {
        matches!(self.role, Role::Checked)
    }

    /// The atomic the byte at the cursor belongs to, if any: its first
    /// byte's offset and its size.
    /// An atomic inside a `Cell` or an `UnsafeCell` is not one: the cell
    /// is not shared between threads, and writes to it are not atomic.
    pub(crate) const fn atomic_unit(&self) -> Option<(usize, usize)> {
        let mut level = 0;
        while level < self.depth {
            let frame = &self.frames[level];
            if frame.piece < frame.count {
                let piece = &frame.bytes.pieces[frame.piece];
                let start = frame.base + piece.offset;
                if self.offset >= start && self.offset < start + piece.size {
                    if piece.atomic {
                        return Some((start, piece.size));
                    }
                    if piece.interior_mutable {
                        return None;
                    }
                }
            }
            level += 1;
        }
        None
    }

    /// Whether the byte at the cursor lies in cells of an unknown
    /// arrangement (a `MaybeUninit` of a type with cells).
    pub(crate) const fn is_opaque(&self) -> bool {
        let mut level = 0;
        while level < self.depth {
            let frame = &self.frames[level];
            if frame.piece < frame.count {
                let piece = &frame.bytes.pieces[frame.piece];
                let start = frame.base + piece.offset;
                if piece.opaque && self.offset >= start && self.offset < start + piece.size {
                    return true;
                }
            }
            level += 1;
        }
        false
    }

    /// Whether the byte at the cursor lies inside an `UnsafeCell`.
    pub(crate) const fn is_interior_mutable(&self) -> bool {
        let mut level = 0;
        while level < self.depth {
            let frame = &self.frames[level];
            if frame.piece < frame.count {
                let piece = &frame.bytes.pieces[frame.piece];
                if piece.interior_mutable && self.offset >= frame.base + piece.offset {
                    return true;
                }
            }
            level += 1;
        }
        false
    }

    /// The field path of the cursor's position, for explanations.
    pub(crate) const fn path(&self) -> Path {
        let mut path = Path::new();
        let mut level = 0;
        while level < self.depth {
            let frame = &self.frames[level];
            if frame.piece < frame.count {
                let piece = &frame.bytes.pieces[frame.piece];
                if self.offset >= frame.base + piece.offset {
                    path.push_piece(piece);
                    match piece.kind {
                        Kind::Repeat { .. } => path.push_index(frame.index),
                        Kind::Choice(choice) if level + 1 < self.depth => {
                            path.push_variant(choice.alternatives[frame.index].name)
                        }
                        Kind::Choice(choice) => {
                            if let Some(Some(field)) = in_place(frame.index, &choice) {
                                path.push_variant(choice.alternatives[field].name);
                                let within = self.offset - (frame.base + piece.offset);
                                push_path_within(&choice.alternatives[field].bytes, within, &mut path);
                            }
                        }
                        _ => {}
                    }
                } else {
                    path.push_padding();
                }
            } else if level == 0 && self.offset >= frame.bytes.size {
                path.push_beyond();
            } else {
                path.push_padding();
            }
            level += 1;
        }
        path
    }

    /// How this later state repeats `earlier`, if they differ only in one
    /// counter: the element of one repeat, or the position in the innermost
    /// run. Then every state in between was walked, and the same walk from
    /// here covers the next `bytes` exactly as it did the last.
    pub(crate) const fn period_since(&self, earlier: &Cursor) -> Option<Period> {
        if self.depth != earlier.depth || self.offset <= earlier.offset {
            return None;
        }
        let shift = self.offset - earlier.offset;
        let mut level = 0;
        while level < self.depth {
            let (now, then) = (&self.frames[level], &earlier.frames[level]);
            if now.piece != then.piece || now.base != then.base {
                return None;
            }
            if now.index != then.index {
                return self.period_at(earlier, level, shift);
            }
            level += 1;
        }
        // Only the position inside the innermost piece moved: a run.
        let top = &self.frames[self.depth - 1];
        if top.piece >= top.count {
            return None;
        }
        let piece = &top.bytes.pieces[top.piece];
        let end = top.base + piece.end();
        let inside = earlier.offset >= top.base + piece.offset && self.offset < end;
        if !inside || !matches!(piece.kind, Kind::Run(_)) {
            return None;
        }
        let room = (end - self.offset - 1) / shift;
        Some(Period { level: None, step: shift, bytes: shift, room })
    }

    const fn period_at(&self, earlier: &Cursor, level: usize, shift: usize) -> Option<Period> {
        let (now, then) = (&self.frames[level], &earlier.frames[level]);
        let piece = &now.bytes.pieces[now.piece];
        let (element, count) = match piece.kind {
            Kind::Repeat { element, count } => (element, count),
            _ => return None,
        };
        if now.index <= then.index || (now.index - then.index) * element.size != shift {
            return None;
        }
        // Deeper frames must be the same state, moved by `shift` bytes.
        let mut deeper = level + 1;
        while deeper < self.depth {
            let (a, b) = (&self.frames[deeper], &earlier.frames[deeper]);
            if a.piece != b.piece || a.index != b.index || a.base != b.base + shift {
                return None;
            }
            deeper += 1;
        }
        let step = now.index - then.index;
        Some(Period { level: Some(level), step, bytes: shift, room: (count - 1 - now.index) / step })
    }

    /// Applies `period` `times` times: the walk would pass through exactly
    /// these bytes, identical to the last period's.
    pub(crate) const fn repeat(&mut self, period: Period, times: usize) {
        let distance = period.bytes * times;
        self.offset += distance;
        if let Some(level) = period.level {
            self.frames[level].index += period.step * times;
            let mut deeper = level + 1;
            while deeper < self.depth {
                self.frames[deeper].base += distance;
                deeper += 1;
            }
        }
    }
}

/// The alternatives of a branch that dispatches on its first byte: their
/// first bytes' values are disjoint, so a value picks one alternative, which
/// the table names.
#[derive(Clone, Copy)]
pub(crate) struct Tags {
    firsts: Firsts,
    table: &'static TagTable,
}

/// Where the first bytes of the alternatives of a branch that dispatches
/// are read.
#[derive(Clone, Copy)]
enum Firsts {
    /// A choice's alternatives.
    Alternatives(&'static [Alternative]),
    /// A scalar's patterns, `width` bytes each.
    Patterns { products: &'static [ByteSet], width: usize },
}

impl Tags {
    /// The values the first byte of alternative `index` may hold: none if
    /// the alternative is uninhabited.
    pub(crate) const fn of(&self, index: usize) -> ByteSet {
        let alternatives = match self.firsts {
            Firsts::Alternatives(alternatives) => alternatives,
            Firsts::Patterns { products, width } => return products[index * width],
        };
        let alternative = &alternatives[index];
        if !alternative.bytes.facts.inhabited {
            return ByteSet::EMPTY;
        }
        let first = &alternative.bytes.pieces[0];
        match first.kind {
            Kind::Run(set) => set,
            Kind::Tag(value) => ByteSet::single(crate::description::tag_byte(value, first.size, 0)),
            _ => ByteSet::ANYTHING,
        }
    }

    /// The values the first byte may hold in the alternative that owns
    /// the symbol of index `symbol` and in every alternative alike to it
    /// (see `description/alike.rs`).
    pub(crate) const fn alike(&self, symbol: usize) -> ByteSet {
        match self.table.groups[symbol] {
            0 => self.of(self.owner(symbol)),
            group => self.table.alike[group as usize - 1],
        }
    }

    /// The values the first byte may hold in some alternative.
    pub(crate) const fn all(&self) -> ByteSet {
        self.table.claimed
    }

    /// The alternative whose first byte holds the symbol of index `symbol`,
    /// one of [`all`](Self::all).
    pub(crate) const fn owner(&self, symbol: usize) -> usize {
        self.table.owners[symbol] as usize
    }
}

/// How many of a union's `fields` safe code can write bytes of.
const fn writable(fields: &[Alternative]) -> usize {
    let (mut count, mut i) = (0, 0);
    while i < fields.len() {
        if fields[i].is_writable() {
            count += 1;
        }
        i += 1;
    }
    count
}

/// What the fields of a union may hold at byte `within` and after it, mixed
/// as safe code may leave them: each byte any value that some field may
/// hold there. A field with a pointer there makes the byte anything (a
/// pointer's bytes are not values), looked at one at a time.
const fn mixed(fields: &'static [Alternative], within: usize, size: usize) -> View {
    let mut set = ByteSet::EMPTY;
    let mut len = size - within;
    let mut i = 0;
    while i < fields.len() {
        if fields[i].is_writable() {
            match byte_at(&fields[i].bytes, within) {
                Some((field_set, field_len)) => {
                    set = set.union(field_set);
                    if field_len < len {
                        len = field_len;
                    }
                }
                None => return View::Bytes { set: ByteSet::ANYTHING, len: 1 },
            }
        }
        i += 1;
    }
    View::Bytes { set, len }
}

/// What a destination union whose fields mix (see [`Choice::mixes`]) may
/// hold at byte `within` and after it, read in place.
///
/// Where no field holds a byte (the union's padding), anything. Elsewhere,
/// with no `base`, the mix of units: each value that a field with values
/// takes there in a part safe code can write alone with any value of its
/// sets (one byte long, or dense), and uninit where every field with values
/// accepts it.
///
/// With field `base`, that field written whole and one-byte parts of any
/// field written over it: each value the field may hold there (uninit in
/// its padding and past its end, which a union expression of it leaves so),
/// and each value of a one-byte unit there. The field's bytes are
/// independent (runs only), so each byte may hold any of them whatever the
/// others hold, and a one-byte part changes no other byte. What the field
/// leaves outside itself is no more than that: writing it does not change
/// those bytes, and a union expression leaves them uninitialized.
///
/// Checked at run time (`checked`), a byte is read unless it takes every
/// value: uninit where it takes every initialized value and uninit, else
/// every initialized value, which the validator then reads.
pub(crate) const fn mixed_destination(
    fields: &'static [Alternative],
    base: Option<usize>,
    within: usize,
    size: usize,
    checked: bool,
) -> View {
    let parts = match base {
        Some(_) => Parts::OneByte,
        None => Parts::OneByteOrDense,
    };
    let Written { values, uninit, padding, mut len } = written_by_parts(fields, within, size - within, parts);
    if padding {
        // No field holds a byte here: the union's own padding, which takes
        // anything, as a struct's does.
        return View::Bytes { set: ByteSet::ANYTHING, len };
    }
    let set = match base {
        None if uninit => values.union(ByteSet::UNINIT),
        None => values,
        Some(base) => match byte_at(&fields[base].bytes, within) {
            Some((set, base_len)) => {
                if base_len < len {
                    len = base_len;
                }
                values.union(set)
            }
            // No pointer in a union that mixes; were one there, nothing.
            None => return View::Bytes { set: ByteSet::EMPTY, len: 1 },
        },
    };
    // A validator cannot tell an uninitialized byte: it reads every byte
    // that does not take every value.
    let set = match (checked, ByteSet::INITIALIZED.is_subset_of(set), set.contains_uninit()) {
        (true, true, true) => ByteSet::ANYTHING,
        (true, _, _) => ByteSet::INITIALIZED,
        (false, _, _) => set,
    };
    View::Bytes { set, len }
}

/// Which parts of a union's fields a reading counts as written over a
/// byte: one-byte parts only (over a field written whole), or dense ones
/// too (the mix).
#[derive(Clone, Copy)]
enum Parts {
    OneByte,
    OneByteOrDense,
}

/// What the parts of a union's fields that safe code writes alone leave at
/// one byte (see [`written_by_parts`]).
struct Written {
    /// The initialized values that parts of the kind counted write there.
    values: ByteSet,
    /// Whether every field with values accepts uninit there.
    uninit: bool,
    /// Whether no field holds the byte: the union's own padding.
    padding: bool,
    /// For how many bytes, at most `len`, all of this stays so.
    len: usize,
}

/// What the parts (of the kind `parts`) of a union's `fields` write at byte
/// `within`, and for how many bytes from there, at most `len`, that stays
/// so (see [`Choice::mixes`]).
const fn written_by_parts(fields: &'static [Alternative], within: usize, len: usize, parts: Parts) -> Written {
    let mut written = Written { values: ByteSet::EMPTY, uninit: true, padding: true, len };
    let mut i = 0;
    while i < fields.len() {
        let (set, field_len, unit) = written_at(&fields[i].bytes, within, None);
        written.padding &= set.contains_uninit() && set.is_subset_of(ByteSet::UNINIT);
        if fields[i].bytes.facts.inhabited {
            let counts = match (parts, unit) {
                (_, Unit::Byte) | (Parts::OneByteOrDense, Unit::Dense) => true,
                (Parts::OneByte, Unit::Dense) | (_, Unit::Wider) => false,
            };
            if counts {
                written.values = written.values.union(set.initialized());
            }
            if !set.contains_uninit() {
                written.uninit = false;
            }
        }
        if field_len < written.len {
            written.len = field_len;
        }
        i += 1;
    }
    written
}

/// What a destination union that does not mix (see [`Choice::mixes`]) may
/// hold at byte `within`, and after it for at most `len` bytes, where the
/// field it reads holds no value: in the field's padding, or past its end.
///
/// A field written whole leaves its padding uninitialized (a write of a
/// value resets its padding), and changes no byte past its end, which a
/// union expression of it leaves uninitialized: uninit is there after
/// `U { field: x }`. Then a part of any field one byte long may be written
/// over such a byte with any value of its set, and changes no other byte,
/// so the field keeps its value. Nothing else is taken: a wider part
/// writes bytes of the field's value too, and what a whole write of
/// another field left past this one's end, before this one was written,
/// ties those bytes to each other. Where no field holds the byte (the
/// union's own padding), anything, as a struct's padding.
pub(crate) const fn left_past_field(fields: &'static [Alternative], within: usize, len: usize) -> (ByteSet, usize) {
    let Written { values, padding, len, .. } = written_by_parts(fields, within, len, Parts::OneByte);
    let set = if padding { ByteSet::ANYTHING } else { values.union(ByteSet::UNINIT) };
    (set, len)
}

/// Where no field of a union holds byte `within` (the union's own padding),
/// for how many bytes from there, at most `len`, that stays so.
pub(crate) const fn own_padding(fields: &'static [Alternative], within: usize, len: usize) -> Option<usize> {
    let written = written_by_parts(fields, within, len, Parts::OneByte);
    if written.padding {
        Some(written.len)
    } else {
        None
    }
}

/// The smallest part of a union's field that safe code writes alone around
/// a byte (see [`Choice::mixes`]): what else a write of that byte writes.
#[derive(Clone, Copy)]
enum Unit {
    /// Nothing else: the part is one byte long.
    Byte,
    /// Bytes that each take any initialized value, chosen one by one.
    Dense,
    /// Bytes whose values the part's type ties to this one's, or limits.
    Wider,
}

/// At byte `at` of `bytes`, bytes that safe code writes piece by piece (a
/// union field, or a public part of one): the values the byte may hold, for
/// how many bytes from `at` that stays so, and the smallest part written
/// alone around it (its [`Unit`]). `holder` is that unit for the value that
/// holds `bytes`, which is the unit where the piece at `at` is sealed;
/// `None` for a union's fields, which are written alone whatever they hold.
const fn written_at(bytes: &Bytes, at: usize, holder: Option<Unit>) -> (ByteSet, usize, Unit) {
    let mut low = first_piece_ending_after(bytes, at);
    // Zero-sized pieces hold no byte.
    while low < bytes.pieces.len() && bytes.pieces[low].size == 0 {
        low += 1;
    }
    if low == bytes.pieces.len() || at < bytes.pieces[low].offset {
        let next = if low == bytes.pieces.len() { bytes.size } else { bytes.pieces[low].offset };
        return (ByteSet::UNINIT, if at < next { next - at } else { 1 }, Unit::Wider);
    }
    let piece = &bytes.pieces[low];
    let within = at - piece.offset;
    let rest = piece.size - within;
    let unit = if piece.size <= 1 {
        Unit::Byte
    } else if piece.is_dense() {
        Unit::Dense
    } else {
        Unit::Wider
    };
    let (set, len) = match byte_at(bytes, at) {
        Some((set, len)) => (set, if len < rest { len } else { rest }),
        // No pointer in a union that mixes; were one there, nothing.
        None => return (ByteSet::EMPTY, 1, Unit::Wider),
    };
    if piece.sealed {
        return (
            set,
            len,
            match holder {
                Some(unit) => unit,
                None => unit,
            },
        );
    }
    match piece.kind {
        Kind::Nest(inner) => {
            let (set, len, unit) = written_at(inner, within, Some(unit));
            (set, if len < rest { len } else { rest }, unit)
        }
        // A run is a primitive or an array, and an array's elements are
        // written only with it; a repeat is an array.
        _ => (set, len, unit),
    }
}

/// The field path of byte `at` of `bytes`, as the frames of a cursor there
/// would give it: for a field of a union read in place (see [`in_place`]).
const fn push_path_within(bytes: &Bytes, at: usize, path: &mut Path) {
    let i = first_piece_ending_after(bytes, at);
    if i == bytes.pieces.len() || at < bytes.pieces[i].offset {
        path.push_padding();
        return;
    }
    let piece = &bytes.pieces[i];
    path.push_piece(piece);
    let within = at - piece.offset;
    match piece.kind {
        Kind::Nest(inner) => push_path_within(inner, within, path),
        Kind::Repeat { element, .. } if element.size > 0 => {
            path.push_index(within / element.size);
            push_path_within(element, within % element.size, path);
        }
        _ => {}
    }
}

/// The index of the first piece of `bytes` that ends after byte `at` (the
/// number of pieces if none does): pieces are sorted and do not overlap, so
/// a binary search finds it.
const fn first_piece_ending_after(bytes: &Bytes, at: usize) -> usize {
    let (mut low, mut high) = (0, bytes.pieces.len());
    while low < high {
        let middle = (low + high) / 2;
        if bytes.pieces[middle].end() <= at {
            low = middle + 1;
        } else {
            high = middle;
        }
    }
    low
}

/// The values the byte at `at` of `bytes` may hold (every value any path
/// allows there), and for how many bytes from `at` on that stays so (at
/// least one); `None` where a pointer lies.
const fn byte_at(bytes: &Bytes, at: usize) -> Option<(ByteSet, usize)> {
    let mut i = first_piece_ending_after(bytes, at);
    while i < bytes.pieces.len() {
        let piece = &bytes.pieces[i];
        if at < piece.offset {
            return Some((ByteSet::UNINIT, piece.offset - at));
        }
        if at < piece.end() {
            let within = at - piece.offset;
            let rest = piece.size - within;
            return match piece.kind {
                Kind::Run(set) => Some((set, rest)),
                Kind::Tag(value) => Some((ByteSet::single(crate::description::tag_byte(value, piece.size, within)), 1)),
                Kind::Pointer(_) => None,
                Kind::Scalar { products, count, .. } => {
                    let mut set = ByteSet::EMPTY;
                    let mut product = 0;
                    while product < count {
                        set = set.union(products[product * piece.size + within]);
                        product += 1;
                    }
                    Some((set, 1))
                }
                Kind::Choice(choice) => {
                    let mut set = ByteSet::EMPTY;
                    let mut len = rest;
                    let mut k = 0;
                    while k < choice.alternatives.len() {
                        let alternative = &choice.alternatives[k];
                        // A union's fields mix, and even one no value
                        // completes may be written in part; an enum's
                        // variants are written whole.
                        let counts =
                            if choice.union { alternative.is_writable() } else { alternative.bytes.facts.inhabited };
                        if counts {
                            match byte_at(&choice.alternatives[k].bytes, within) {
                                Some((alternative_set, alternative_len)) => {
                                    set = set.union(alternative_set);
                                    if alternative_len < len {
                                        len = alternative_len;
                                    }
                                }
                                None => return None,
                            }
                        }
                        k += 1;
                    }
                    Some((set, len))
                }
                Kind::Nest(nested) => match byte_at(nested, within) {
                    Some((set, len)) => Some((set, if len < rest { len } else { rest })),
                    None => None,
                },
                Kind::Repeat { element, .. } => {
                    let inside = within % element.size;
                    match byte_at(element, inside) {
                        Some((set, len)) => {
                            let in_element = element.size - inside;
                            Some((set, if len < in_element { len } else { in_element }))
                        }
                        None => None,
                    }
                }
            };
        }
        i += 1;
    }
    // Padding after the last piece, and past the end.
    Some((ByteSet::UNINIT, if at < bytes.size { bytes.size - at } else { 1 }))
}
