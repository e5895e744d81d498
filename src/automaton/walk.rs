//! Walking a cursor: making one ([`Cursor::new`]), finding what comes next
//! ([`Cursor::view`]), and moving over runs and whole pieces
//! ([`Cursor::advance`], [`Cursor::skip`]).
//!
//! Holds the frame stack's own moves (push, next piece, current piece) that
//! the other files of the module call. May touch the cursor's frames, the
//! reading of unions (`unions.rs`) and of bytes at an offset (`bytes.rs`).

use super::bytes::following_run;
use super::unions::{in_place, mixed, mixed_destination_of, reads_in_place, written};
use super::{Cursor, Frame, Role, View, NO_FRAME};
use crate::byte_set::ByteSet;
use crate::description::{Bytes, Choice, Kind, Piece};
use crate::limits::{Limit, MAX_DEPTH};

/// Enters `$bytes` at absolute offset `$base`: a frame pushed on the
/// cursor's stack, or `Err(Limit::Depth)` returned from the function where
/// the stack is full. A macro, so that [`Cursor::view`] pushes without a
/// call.
macro_rules! push {
    ($cursor:expr, $bytes:expr, $base:expr) => {{
        let (bytes, base): (&'static Bytes, usize) = ($bytes, $base);
        if $cursor.depth == MAX_DEPTH {
            return Err(Limit::Depth);
        }
        $cursor.frames[$cursor.depth] = Frame { bytes, base, piece: 0, count: bytes.piece_count, index: 0 };
        $cursor.depth += 1;
    }};
}

impl Cursor {
    /// A cursor at the first byte of `bytes`.
    pub(crate) const fn new(bytes: &'static Bytes, role: Role) -> Cursor {
        let mut frames = [NO_FRAME; MAX_DEPTH];
        frames[0] = Frame { bytes, base: 0, piece: 0, count: bytes.piece_count, index: 0 };
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
                // `next_piece`, in place: const evaluation pays for a call
                // at every piece a walk passes.
                let top = &mut self.frames[self.depth - 1];
                top.piece += 1;
                top.index = 0;
                continue;
            }
            if self.offset == self.widened_at.0 && self.depth == self.widened_at.1 {
                return Ok(View::Bytes { set: *self.widened, len: 1 });
            }
            match piece.kind {
                Kind::Run(set) => {
                    // The calls asked only where they may change the
                    // answer: const evaluation pays for each, at every step.
                    let mut len = piece.size - within;
                    if top.piece + 1 < top.count {
                        len += following_run(top.bytes, top.piece, top.count, set, piece.interior_mutable);
                    }
                    let set = if matches!(self.role, Role::Checked) { self.checked(set) } else { set };
                    return Ok(View::Bytes { set, len });
                }
                Kind::Tag(value) => {
                    let set = ByteSet::single(crate::description::tag_byte(value, piece.size, within));
                    let set = if matches!(self.role, Role::Checked) { self.checked(set) } else { set };
                    return Ok(View::Bytes { set, len: 1 });
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
                    // `mixes_unions`, without a call.
                    if choice.union && self.offset < self.mixes_unions_until {
                        if let Some(view) = mixed(&choice, within, piece.size) {
                            return Ok(view);
                        }
                    }
                    if let Some(base) = in_place(top.index, &choice) {
                        // A byte no field holds is the union's own padding:
                        // what the place the union lies in takes there.
                        let written = written(&choice, within, piece.size - within);
                        if let Some(len) = written.own_padding() {
                            return Ok(self.padding(len));
                        }
                        return Ok(mixed_destination_of(
                            written,
                            choice.alternatives,
                            base,
                            within,
                            matches!(self.role, Role::Checked),
                        ));
                    }
                    let count = choice.alternative_count + if self.offers_mix(&choice) { 1 } else { 0 };
                    return Ok(View::Branch { size: piece.size, count });
                }
                // `push`, in place: const evaluation pays for a call at
                // every level a walk enters.
                Kind::Nest(bytes) => push!(self, bytes, top.base + piece.offset),
                Kind::Repeat { element, .. } => {
                    let iteration = within / element.size;
                    self.frames[self.depth - 1].index = iteration;
                    push!(self, element, top.base + piece.offset + iteration * element.size);
                }
            }
        }
    }

    /// Whether a branch of `choice` has, after its fields, one more
    /// alternative: the mix of its fields that a destination union holds
    /// (see [`Choice::mixes`]). A source reads a union as its mix already,
    /// or field by field where it asks where the fields are.
    pub(super) const fn offers_mix(&self, choice: &Choice) -> bool {
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
        while let Some((union, within, below)) = self.union_field_below(level) {
            let written = written(union, within, len);
            match written.own_padding() {
                // The union's own padding: what the place it lies in takes.
                Some(own) => (level, len) = (below, own),
                None => {
                    let (set, len) = written.left_past_field();
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
    /// its choice, and the cursor's offset from the union's first byte.
    /// A union that mixes is read in place, and enters no field.
    /// Among the frames below `level`; with the level of the frame that
    /// holds it.
    pub(super) const fn union_field_below(&self, level: usize) -> Option<(&'static Choice, usize, usize)> {
        let mut level = level;
        while level > 0 {
            level -= 1;
            let frame = &self.frames[level];
            // `count`, not `pieces.len()`: a call const evaluation pays for.
            if frame.piece < frame.count {
                let piece: &'static Piece = &frame.bytes.pieces[frame.piece];
                if let Kind::Choice(choice) = &piece.kind {
                    if choice.union && !reads_in_place(frame.index, choice) {
                        return Some((choice, self.offset - (frame.base + piece.offset), level));
                    }
                }
            }
        }
        None
    }

    pub(super) const fn push(&mut self, bytes: &'static Bytes, base: usize) -> Result<(), Limit> {
        push!(self, bytes, base);
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
    pub(super) const fn current_piece(&self) -> Option<&'static Piece> {
        let top = self.frames[self.depth - 1];
        if top.piece < top.count {
            Some(&top.bytes.pieces[top.piece])
        } else {
            None
        }
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
                Kind::Choice(choice) if reads_in_place(top.index, &choice) => {
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
                        Kind::Choice(choice) if reads_in_place(frame.index, &choice) => false,
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
}
