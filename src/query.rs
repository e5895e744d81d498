//! The inclusion query: is every byte string of the source accepted by the
//! destination?
//!
//! Both types are automata over bytes (see [`automaton`](crate::automaton)).
//! The source is walked *for all* of its paths, the destination *for some*:
//! one destination state at a time while the destination is deterministic,
//! a set of states ([`Alive`]) inside a choice that no byte has yet decided.
//! This is the talk's product construction, made cheap by four facts:
//!
//! - **Runs move at once.** Two runs are compared by their sets, then both
//!   move by the shorter length: `[u8; 1 << 20]` is one step.
//! - **Cut points split the work.** When a source branch ends where the
//!   destination can be cut too, each alternative is checked against that
//!   stretch alone, and the walk goes on once: a struct of `n` `char`s costs
//!   `2 * n` small checks, not `2^n` paths. The same holds the other way round.
//! - **Tags dispatch.** A destination enum whose variants start with distinct
//!   bytes is entered one variant at a time, narrowed by that first byte.
//! - **Periods repeat.** When the pair of states returns to itself one period
//!   later (an array against an array), every further period is the same and
//!   is skipped (Brent's cycle detection on the walk).
//!
//! With assumed validity the question becomes whether *some* source string is
//! accepted: [`exists`] searches one path of each, with the same cuts and
//! periods.
//!
//! **Architecture Invariant:** the query reads descriptions through cursors
//! only, and says "yes" only after every source path has been matched; every
//! capacity it runs out of turns into "no" with the limit named.

use crate::answer::{Mismatch, Reason};
use crate::assume::Assume;
use crate::automaton::{Cursor, Role, View};
use crate::byte_set::ByteSet;
use crate::description::Description;
use crate::limits::{Limit, MAX_ALIVE, MAX_STEPS};
use crate::path::Path;

/// Decides whether `source` may be transmuted into `destination` under
/// `assume`, as the contract (bit validity, size, safety) says.
pub(crate) const fn decide(source: &'static Description, destination: &'static Description, assume: Assume) -> Result<(), Reason> {
    if !source.is_inhabited() {
        return Ok(());
    }
    if !destination.is_inhabited() {
        return Err(Reason::DestinationUninhabited);
    }
    let mut walk = Walk { steps: 0, failure: None };
    let src = Cursor::new(&source.bytes, Role::Source);
    let dst = Cursor::new(&destination.bytes, Role::Destination);
    let holds = if assume.validity {
        exists(&mut walk, src, dst, destination.size)
    } else {
        covers(&mut walk, src, dst, destination.size)
    };
    if !holds {
        return Err(match walk.failure {
            Some(Failure::Mismatch(mismatch)) if mismatch.offset >= source.size => Reason::TooLarge(mismatch),
            Some(Failure::Mismatch(mismatch)) if assume.validity => Reason::NoCommonValue(mismatch),
            Some(Failure::Mismatch(mismatch)) => Reason::NotValid(mismatch),
            Some(Failure::Limit(limit)) => Reason::TooComplex(limit),
            None => Reason::TooComplex(Limit::Steps),
        });
    }
    if !assume.safety && !destination.invariants.is_none() {
        return Err(Reason::Invariants);
    }
    Ok(())
}

/// Why a walk stopped.
#[derive(Clone, Copy)]
enum Failure {
    Mismatch(Mismatch),
    Limit(Limit),
}

/// What one check carries through its recursion: the step budget and the
/// last failure found.
struct Walk {
    steps: usize,
    failure: Option<Failure>,
}

impl Walk {
    /// Counts a step; `false` once the budget is spent.
    const fn step(&mut self) -> bool {
        self.steps += 1;
        if self.steps > MAX_STEPS {
            self.failure = Some(Failure::Limit(Limit::Steps));
            return false;
        }
        true
    }

    /// Records that a capacity ran out; always `false`, for `return`.
    const fn limit(&mut self, limit: Limit) -> bool {
        self.failure = Some(Failure::Limit(limit));
        false
    }

    /// Records a byte the destination does not accept; always `false`.
    const fn mismatch(&mut self, src: &Cursor, destination_path: Path, values: ByteSet, accepted: ByteSet, alternatives: bool) -> bool {
        // A limit found earlier explains more than a mismatch found since.
        if let Some(Failure::Limit(_)) = self.failure {
            return false;
        }
        self.failure = Some(Failure::Mismatch(Mismatch {
            offset: src.offset(),
            values,
            accepted,
            source_path: src.path(),
            destination_path,
            alternatives,
        }));
        false
    }
}

/// Unwraps a cursor operation, or records its limit and returns `false`.
macro_rules! attempt {
    ($walk:expr, $operation:expr) => {
        match $operation {
            Ok(value) => value,
            Err(limit) => return $walk.limit(limit),
        }
    };
}

/// The smaller of two lengths.
const fn min(a: usize, b: usize) -> usize {
    if a < b {
        a
    } else {
        b
    }
}

/// Brent's cycle detection over the states of a walk: remembers a state at
/// power-of-two distances and reports when the current state repeats it.
struct Periods {
    src: Cursor,
    dst: Cursor,
    power: usize,
    distance: usize,
}

impl Periods {
    const fn new(src: &Cursor, dst: &Cursor) -> Periods {
        Periods { src: *src, dst: *dst, power: 1, distance: 0 }
    }

    /// Called after each step: skips whole periods when the walk has
    /// returned to a remembered state, shortening `remaining` accordingly.
    const fn skip(&mut self, src: &mut Cursor, dst: &mut Cursor, remaining: &mut usize) {
        self.distance += 1;
        if let (Some(src_period), Some(dst_period)) = (src.period_since(&self.src), dst.period_since(&self.dst)) {
            if src_period.bytes == dst_period.bytes {
                let times = min(min(src_period.room, dst_period.room), *remaining / src_period.bytes);
                if times > 0 {
                    src.repeat(src_period, times);
                    dst.repeat(dst_period, times);
                    *remaining -= times * src_period.bytes;
                    *self = Periods::new(src, dst);
                    return;
                }
            }
        }
        if self.distance == self.power {
            self.src = *src;
            self.dst = *dst;
            self.power *= 2;
            self.distance = 0;
        }
    }
}

/// Whether every string of `src` over the next `remaining` bytes is
/// accepted by `dst`.
const fn covers(walk: &mut Walk, mut src: Cursor, mut dst: Cursor, mut remaining: usize) -> bool {
    let mut periods = Periods::new(&src, &dst);
    loop {
        if remaining == 0 {
            return true;
        }
        if !walk.step() {
            return false;
        }
        let source_view = attempt!(walk, src.view());
        let destination_view = attempt!(walk, dst.view());
        match (source_view, destination_view) {
            (_, View::End) => return true,
            (View::End, _) => return true,
            (View::Branch { size, count }, _) => {
                let span = min(size, remaining);
                let mut after = dst;
                let cut = attempt!(walk, after.skip(span));
                let window = if cut { span } else { remaining };
                let mut alternative = 0;
                while alternative < count {
                    if src.alternative_is_inhabited(alternative) {
                        let mut inside = src;
                        attempt!(walk, inside.enter(alternative));
                        if !covers(walk, inside, dst, window) {
                            return false;
                        }
                    }
                    alternative += 1;
                }
                if !cut {
                    return true;
                }
                src.skip_branch();
                dst = after;
                remaining -= span;
            }
            (View::Bytes { set: source_set, .. }, View::Branch { size, count }) => {
                let span = min(size, remaining);
                let mut after = src;
                let cut = attempt!(walk, after.skip(span));
                let window = if cut { span } else { remaining };
                let holds = if dst.dispatch_byte(0).is_some() {
                    dispatch(walk, &src, source_set, &dst, count, window)
                } else {
                    let mut alive = Alive::new();
                    attempt!(walk, alive.add_branch(&dst, count));
                    covers_any(walk, src, alive, window)
                };
                if !holds {
                    return false;
                }
                if !cut {
                    return true;
                }
                src = after;
                dst.skip_branch();
                remaining -= span;
            }
            (View::Bytes { set: source_set, len: source_len }, View::Bytes { set: destination_set, len: destination_len }) => {
                if !source_set.is_subset_of(destination_set) {
                    return walk.mismatch(&src, dst.path(), source_set.difference(destination_set), destination_set, false);
                }
                let len = min(min(source_len, destination_len), remaining);
                src.advance(len);
                dst.advance(len);
                remaining -= len;
            }
        }
        periods.skip(&mut src, &mut dst, &mut remaining);
    }
}

/// `covers` for a destination choice whose alternatives start with
/// distinct bytes: each alternative takes the source values of its first
/// byte, and must accept the rest of the source given that byte.
const fn dispatch(walk: &mut Walk, src: &Cursor, first: ByteSet, dst: &Cursor, count: usize, window: usize) -> bool {
    let mut claimed = ByteSet::EMPTY;
    let mut alternative = 0;
    while alternative < count {
        if let Some(tag) = dst.dispatch_byte(alternative) {
            if dst.alternative_is_inhabited(alternative) {
                claimed = claimed.union(tag);
            }
        }
        alternative += 1;
    }
    if !first.is_subset_of(claimed) {
        return walk.mismatch(src, dst.path(), first.difference(claimed), claimed, true);
    }
    let mut alternative = 0;
    while alternative < count {
        let tag = match dst.dispatch_byte(alternative) {
            Some(tag) => tag,
            None => ByteSet::EMPTY,
        };
        if dst.alternative_is_inhabited(alternative) && first.intersects(tag) {
            let mut inside = *dst;
            attempt!(walk, inside.enter(alternative));
            let _ = attempt!(walk, inside.view());
            let mut rest = *src;
            rest.advance(1);
            inside.advance(1);
            if !covers(walk, rest, inside, window - 1) {
                return false;
            }
        }
        alternative += 1;
    }
    true
}

/// The destination states still possible inside a choice.
#[derive(Clone, Copy)]
struct Alive {
    cursors: [Cursor; MAX_ALIVE],
    len: usize,
}

impl Alive {
    const fn new() -> Alive {
        // Any cursor fills the unused slots; only `len` of them are read.
        Alive { cursors: [Cursor::new(&crate::description::Bytes::EMPTY, Role::Destination); MAX_ALIVE], len: 0 }
    }

    /// Adds `cursor`, which no state there can equal.
    const fn push(&mut self, cursor: Cursor) -> Result<(), Limit> {
        if self.len == MAX_ALIVE {
            return Err(Limit::Alternatives);
        }
        self.cursors[self.len] = cursor;
        self.len += 1;
        Ok(())
    }

    /// Adds `cursor`, unless an equal state is already there: alternatives
    /// meet again when they leave their choice.
    const fn add(&mut self, cursor: Cursor) -> Result<(), Limit> {
        let mut i = 0;
        while i < self.len {
            if self.cursors[i].same_state(&cursor) {
                return Ok(());
            }
            i += 1;
        }
        if self.len == MAX_ALIVE {
            return Err(Limit::Alternatives);
        }
        self.cursors[self.len] = cursor;
        self.len += 1;
        Ok(())
    }

    /// Adds every inhabited alternative of the branch at `cursor`.
    const fn add_branch(&mut self, cursor: &Cursor, count: usize) -> Result<(), Limit> {
        let mut alternative = 0;
        while alternative < count {
            if cursor.alternative_is_inhabited(alternative) {
                let mut inside = *cursor;
                if let Err(limit) = inside.enter(alternative) {
                    return Err(limit);
                }
                if let Err(limit) = self.push(inside) {
                    return Err(limit);
                }
            }
            alternative += 1;
        }
        Ok(())
    }

    /// The path shared by all states: down to the choice they are in.
    const fn common_path(&self) -> Path {
        let mut path = self.cursors[0].path();
        let mut i = 1;
        while i < self.len {
            path.keep_common_prefix(&self.cursors[i].path());
            i += 1;
        }
        path
    }
}

/// The pieces of partition of a source byte's values by which destination
/// states accept them.
struct Atoms {
    sets: [ByteSet; MAX_ALIVE + 1],
    len: usize,
}

impl Atoms {
    /// Splits `values` by each of the `accepted` sets: two values share an
    /// atom exactly when the same states accept them.
    const fn of(values: ByteSet, accepted: &[ByteSet; MAX_ALIVE], count: usize) -> Result<Atoms, Limit> {
        let mut atoms = Atoms { sets: [ByteSet::EMPTY; MAX_ALIVE + 1], len: 1 };
        atoms.sets[0] = values;
        let mut i = 0;
        while i < count {
            let mut atom = 0;
            let before = atoms.len;
            while atom < before {
                let inside = atoms.sets[atom].intersection(accepted[i]);
                let outside = atoms.sets[atom].difference(accepted[i]);
                if !inside.is_empty() && !outside.is_empty() {
                    if atoms.len == atoms.sets.len() {
                        return Err(Limit::Alternatives);
                    }
                    atoms.sets[atom] = inside;
                    atoms.sets[atoms.len] = outside;
                    atoms.len += 1;
                }
                atom += 1;
            }
            i += 1;
        }
        Ok(atoms)
    }
}

/// Whether every string of `src` over the next `remaining` bytes is accepted
/// by at least one of the `alive` states: the subset construction, entered
/// only where a choice has not been decided yet.
const fn covers_any(walk: &mut Walk, mut src: Cursor, mut alive: Alive, mut remaining: usize) -> bool {
    loop {
        if remaining == 0 {
            return true;
        }
        if alive.len == 1 {
            return covers(walk, src, alive.cursors[0], remaining);
        }
        if !walk.step() {
            return false;
        }
        let (source_set, source_len) = match attempt!(walk, src.view()) {
            View::Bytes { set, len } => (set, len),
            View::End => return true,
            View::Branch { count, .. } => {
                let mut alternative = 0;
                while alternative < count {
                    if src.alternative_is_inhabited(alternative) {
                        let mut inside = src;
                        attempt!(walk, inside.enter(alternative));
                        if !covers_any(walk, inside, alive, remaining) {
                            return false;
                        }
                    }
                    alternative += 1;
                }
                return true;
            }
        };
        // Open every branch among the states, until each is at bytes.
        alive = attempt!(walk, expand(walk, alive));
        if alive.len == 1 {
            return covers(walk, src, alive.cursors[0], remaining);
        }
        let mut accepted = [ByteSet::EMPTY; MAX_ALIVE];
        let mut lens = [0usize; MAX_ALIVE];
        let mut any = ByteSet::EMPTY;
        let mut i = 0;
        while i < alive.len {
            match attempt!(walk, alive.cursors[i].view()) {
                View::Bytes { set, len } => {
                    accepted[i] = set;
                    lens[i] = len;
                }
                _ => {
                    accepted[i] = ByteSet::EMPTY;
                    lens[i] = 0;
                }
            }
            any = any.union(accepted[i]);
            i += 1;
        }
        let atoms = attempt!(walk, Atoms::of(source_set, &accepted, alive.len));
        let mut atom = 0;
        while atom < atoms.len {
            let values = atoms.sets[atom];
            // The states that accept this atom (every value of an atom is
            // accepted by the same states), moved past its bytes: one byte,
            // or the whole run when no state tells the values apart.
            let mut len = if atoms.len == 1 { min(source_len, remaining) } else { 1 };
            let mut i = 0;
            while i < alive.len {
                if values.is_subset_of(accepted[i]) {
                    len = min(len, lens[i]);
                }
                i += 1;
            }
            let mut rest = src;
            rest.advance(len);
            // A state that accepts anything the source still produces
            // settles this atom without the others.
            let settles = rest.always_initialized_until(rest.offset() + remaining - len);
            let mut moved = Alive::new();
            let mut settled = false;
            let mut i = 0;
            while i < alive.len && !settled {
                if values.is_subset_of(accepted[i]) {
                    let mut cursor = alive.cursors[i];
                    cursor.advance(len);
                    settled = settles && cursor.accepts_all_initialized();
                    attempt!(walk, moved.push(cursor));
                }
                i += 1;
            }
            if settled {
                if atom + 1 == atoms.len {
                    return true;
                }
                atom += 1;
                continue;
            }
            if moved.len == 0 {
                return walk.mismatch(&src, alive.common_path(), values, any, true);
            }
            if atom + 1 == atoms.len {
                src = rest;
                alive = moved;
                remaining -= len;
            } else if !covers_any(walk, rest, moved, remaining - len) {
                return false;
            }
            atom += 1;
        }
    }
}

/// Replaces each state at a branch by the states of its alternatives, until
/// every state is at bytes.
const fn expand(walk: &mut Walk, alive: Alive) -> Result<Alive, Limit> {
    let mut current = alive;
    loop {
        let mut next = Alive::new();
        let mut opened = false;
        let mut i = 0;
        while i < current.len {
            let mut cursor = current.cursors[i];
            let depth = cursor.depth();
            let view = cursor.view();
            // Only a state that left a choice can meet another one.
            let added = match view {
                Ok(View::Branch { count, .. }) => {
                    opened = true;
                    next.add_branch(&cursor, count)
                }
                Ok(_) if cursor.depth() < depth => next.add(cursor),
                Ok(_) => next.push(cursor),
                Err(limit) => Err(limit),
            };
            if let Err(limit) = added {
                return Err(limit);
            }
            i += 1;
        }
        if !opened {
            return Ok(next);
        }
        if !walk.step() {
            return Err(Limit::Steps);
        }
        current = next;
    }
}

/// Whether some string of `src` over the next `remaining` bytes is accepted
/// by `dst`: the question under `Assume::VALIDITY`.
const fn exists(walk: &mut Walk, mut src: Cursor, mut dst: Cursor, mut remaining: usize) -> bool {
    let mut periods = Periods::new(&src, &dst);
    loop {
        if remaining == 0 {
            return true;
        }
        if !walk.step() {
            return false;
        }
        let source_view = attempt!(walk, src.view());
        let destination_view = attempt!(walk, dst.view());
        match (source_view, destination_view) {
            (_, View::End) | (View::End, _) => return true,
            (View::Branch { size, count }, _) => {
                let span = min(size, remaining);
                let mut after = dst;
                let cut = attempt!(walk, after.skip(span));
                let window = if cut { span } else { remaining };
                let mut found = false;
                let mut alternative = 0;
                while alternative < count && !found {
                    if src.alternative_is_inhabited(alternative) {
                        let mut inside = src;
                        attempt!(walk, inside.enter(alternative));
                        found = exists(walk, inside, dst, window);
                    }
                    alternative += 1;
                }
                if !found || !cut {
                    return found;
                }
                src.skip_branch();
                dst = after;
                remaining -= span;
            }
            (_, View::Branch { size, count }) => {
                let span = min(size, remaining);
                let mut after = src;
                let cut = attempt!(walk, after.skip(span));
                let window = if cut { span } else { remaining };
                let mut found = false;
                let mut alternative = 0;
                while alternative < count && !found {
                    if dst.alternative_is_inhabited(alternative) {
                        let mut inside = dst;
                        attempt!(walk, inside.enter(alternative));
                        found = exists(walk, src, inside, window);
                    }
                    alternative += 1;
                }
                if !found || !cut {
                    return found;
                }
                src = after;
                dst.skip_branch();
                remaining -= span;
            }
            (View::Bytes { set: source_set, len: source_len }, View::Bytes { set: destination_set, len: destination_len }) => {
                if !source_set.intersects(destination_set) {
                    return walk.mismatch(&src, dst.path(), source_set, destination_set, false);
                }
                let len = min(min(source_len, destination_len), remaining);
                src.advance(len);
                dst.advance(len);
                remaining -= len;
            }
        }
        periods.skip(&mut src, &mut dst, &mut remaining);
    }
}
