//! The default question: is *every* byte string of the source accepted by
//! the destination? [`covers`] follows one destination state, [`dispatch`]
//! enters an enum by its tag, and [`covers_any`] follows a set of
//! destination states through a choice no byte has decided yet (the subset
//! construction, kept to where it is needed).

use super::nested::{same_nested_ahead, settled};
use super::periods::{skip_periods, Periods};
use super::states::{Set, States};
use super::{attempt, least, pointers, same_union_ahead, step, KnownUnion, Stretch, Walk};
use crate::automaton::{Cursor, Tags, View};
use crate::byte_set::ByteSet;
use crate::limits::{Limit, MAX_ALIKE_GROUPS, MAX_ALIVE};
use crate::verdict::PointerProblem;

// A source branch keeps the groups that held in the bits of a `u32`.
const _: () = assert!(MAX_ALIKE_GROUPS <= 32);

/// Whether every string of `src` over the next `remaining` bytes is
/// accepted by `dst`.
pub(super) const fn covers(walk: &mut Walk<'_>, mut src: Cursor, mut dst: Cursor, mut remaining: usize) -> bool {
    let mut periods = Periods::START;
    let mut known = KnownUnion::NONE;
    loop {
        if remaining == 0 {
            return true;
        }
        step!(walk);
        let source_view = attempt!(walk, src.view());
        let destination_view = attempt!(walk, dst.view());
        // The same bytes ahead of both, asked only where either side is
        // at a branch: there a walk of them takes a walk of each
        // alternative, and elsewhere runs and periods move over them in
        // few steps, where asking costs a call at each.
        if matches!(destination_view, View::Branch { .. }) || matches!(source_view, View::Branch { .. }) {
            if matches!(destination_view, View::Branch { .. }) && settled(&src, &dst, remaining) {
                return true;
            }
            if let Some(first) = Cursor::nested_pair(&src, &dst, (1, 1)) {
                if let Some(moved) = same_nested_ahead(&mut src, &mut dst, remaining, false, first) {
                    remaining -= moved;
                    skip_periods!(periods, src, dst, remaining);
                    continue;
                }
            }
        }
        // A union views as a branch in a destination first: only there can
        // both sides be at one union.
        if let View::Branch { .. } = destination_view {
            if let Some(size) = same_union_ahead(&src, &dst, remaining, &mut known) {
                src.skip_branch();
                dst.skip_branch();
                remaining -= size;
                skip_periods!(periods, src, dst, remaining);
                continue;
            }
        }
        match (source_view, destination_view) {
            (_, View::End) => return true,
            (View::End, _) => return true,
            (View::Branch { size, .. }, _) if scalar_accepted_ahead(&src, &dst, destination_view) => {
                if size >= remaining {
                    return true;
                }
                src.skip_branch();
                match destination_view {
                    View::Bytes { .. } => dst.advance(size),
                    _ => dst.skip_branch(),
                }
                remaining -= size;
            }
            (View::Branch { size, count }, _) => {
                let Stretch { span, window, after, cut } = attempt!(walk, Stretch::of(&dst, size, remaining));
                // The groups of alike alternatives walked whole that held
                // (bit `g` for group `g`). Once one does not (a member
                // fails, and so will the check, or the group's walk ran out
                // of a capacity), the alternatives from there on are walked
                // one by one, as without groups, so that the first to fail
                // is found and explained as it is without them.
                let mut held = 0u32;
                let mut grouping = true;
                let mut alternative = 0;
                while alternative < count {
                    if src.alternative_is_inhabited(alternative) {
                        let mut done = false;
                        if grouping {
                            if let Some((group, values)) = src.alike_group(alternative) {
                                let bit = 1u32 << group;
                                done = held & bit != 0 || covers_alike(walk, &src, alternative, values, &dst, window);
                                if done {
                                    held |= bit;
                                }
                                grouping = done;
                            }
                        }
                        if !done {
                            let mut inside = src;
                            attempt!(walk, inside.enter(alternative));
                            if !covers(walk, inside, dst, window) {
                                return false;
                            }
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
            (_, View::Branch { size, count }) => {
                let Stretch { span, window, after, cut } = attempt!(walk, Stretch::of(&src, size, remaining));
                let holds = if let (View::Bytes { set, .. }, Some((tags, width))) = (source_view, dst.checked_tags()) {
                    dispatch_checked(walk, &src, set, &dst, tags, width, window)
                } else if dst.is_checked() {
                    every_alternative_covers(walk, &src, &dst, count, window)
                } else if let (View::Bytes { set, .. }, Some(tags)) = (source_view, dst.tags()) {
                    dispatch(walk, &src, set, &dst, tags, window)
                } else if one_alternative_covers(walk, &src, source_view, &dst, count, window) {
                    true
                } else if walk.states.is_some() {
                    undecided(walk, src, &dst, count, window)
                } else {
                    // The first choice of the check that no byte decides:
                    // its states, and those of every choice below it, live
                    // here.
                    first_undecided(walk, src, &dst, count, window)
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
            (
                View::Bytes { set: source_set, len: source_len, .. },
                View::Bytes { set: destination_set, len: destination_len, .. },
            ) => {
                if !source_set.is_subset_of(destination_set) {
                    return walk.mismatch(
                        &src,
                        dst.path(),
                        source_set.difference(destination_set),
                        destination_set,
                        false,
                    );
                }
                // Bytes that take anything, past the source's run: the
                // source moves over them whole, whatever pieces and
                // branches lie there (every string of them is taken),
                // where they end at a cut of its automaton.
                let mut len = least!(source_len, destination_len, remaining);
                if destination_len > len && remaining > len && destination_set.equals(ByteSet::ANYTHING) {
                    let span = least!(destination_len, remaining);
                    let mut moved = src;
                    if let Ok(true) = moved.skip(span) {
                        src = moved;
                        dst.advance(span);
                        remaining -= span;
                        len = 0;
                    }
                }
                src.offset += len;
                dst.offset += len;
                remaining -= len;
            }
            (
                View::Pointer { pointer: source, within: 0, len },
                View::Pointer { pointer: destination, within: 0, len: destination_len },
            ) => {
                if len != destination_len {
                    return walk.pointer_mismatch(&src, &dst, source, Some(destination), PointerProblem::Split);
                }
                if let Err(problem) = pointers::compatible(walk, source, destination) {
                    return walk.pointer_mismatch(&src, &dst, source, Some(destination), problem);
                }
                let len = least!(len, remaining);
                src.advance(len);
                dst.advance(len);
                remaining -= len;
            }
            // Pointer bytes are an address with provenance: only bytes that
            // accept anything (padding, `MaybeUninit`) may hold them.
            (View::Pointer { pointer, len, .. }, View::Bytes { set, len: destination_len, .. }) => {
                if !set.contains_uninit() {
                    return walk.pointer_mismatch(&src, &dst, pointer, None, PointerProblem::PointerToInteger);
                }
                let len = least!(len, destination_len, remaining);
                src.advance(len);
                dst.advance(len);
                remaining -= len;
            }
            // Zeros are the null pointer, which needs no provenance: only
            // zeros, byte after byte, until the pointer ends.
            (View::Bytes { set, len, .. }, View::Pointer { pointer, len: destination_len, .. })
                if pointer.nullable && set.is_subset_of(ByteSet::single(0)) =>
            {
                let len = least!(len, destination_len, remaining);
                src.advance(len);
                dst.advance(len);
                remaining -= len;
            }
            (View::Bytes { .. }, View::Pointer { pointer, .. }) => return walk.not_a_pointer(&src, &dst, pointer),
            (View::Pointer { pointer, .. }, View::Pointer { pointer: destination, .. }) => {
                return walk.pointer_mismatch(&src, &dst, pointer, Some(destination), PointerProblem::Split);
            }
        }
        skip_periods!(periods, src, dst, remaining);
    }
}

/// Whether the branch at `src` is a scalar's (a `char`, a `NonZero`, a
/// wide enum's tag) whose every value the destination at `dst` accepts
/// without looking at which: bytes that each take every initialized value
/// over the whole scalar, or a scalar of the same patterns. A scalar's
/// values are initialized integer bytes, each byte a value of its
/// pattern's set; so walking its patterns one by one would find each
/// accepted, and the walk moves over it at once. Call on cursors that
/// `view` has moved.
const fn scalar_accepted_ahead(src: &Cursor, dst: &Cursor, destination_view: View) -> bool {
    let (size, patterns, identity) = match src.scalar_here() {
        Some(scalar) => scalar,
        None => return false,
    };
    match destination_view {
        View::Bytes { set, len } => len >= size && ByteSet::INITIALIZED.is_subset_of(set),
        // Patterns of one identity the library names (two `char`s) are
        // the same, without comparing their sets.
        View::Branch { .. } => match dst.scalar_here() {
            Some((destination_size, destination_patterns, destination_identity)) => {
                destination_size == size
                    && ((identity != crate::description::Kind::UNNAMED_PATTERNS && identity == destination_identity)
                        || same_patterns(patterns, destination_patterns))
            }
            None => false,
        },
        View::Pointer { .. } | View::End => false,
    }
}

/// Whether two scalars' patterns, back to back, are the same sets in the
/// same order.
const fn same_patterns(a: &[ByteSet], b: &[ByteSet]) -> bool {
    let len = a.len();
    if len != b.len() {
        return false;
    }
    let mut i = 0;
    while i < len {
        if !a[i].equals(b[i]) {
            return false;
        }
        i += 1;
    }
    true
}

/// Whether `dst` accepts, over `window` bytes, every string of every
/// alternative of the source's enum alike to alternative `alternative`
/// (see `description/alike.rs`), whose first bytes hold `values`: one walk
/// for the whole group. Where it does not, the walk is as if it had not
/// been made (its steps and failure forgotten), so that the caller walks
/// the members one by one and explains a failure as it would without
/// groups.
const fn covers_alike(
    walk: &mut Walk<'_>,
    src: &Cursor,
    alternative: usize,
    values: &'static ByteSet,
    dst: &Cursor,
    window: usize,
) -> bool {
    let (steps, failure, context) = (walk.steps, walk.failure, walk.context);
    let mut inside = *src;
    if inside.enter_alike(alternative, values).is_ok() && covers(walk, inside, *dst, window) {
        return true;
    }
    walk.steps = steps;
    walk.failure = failure;
    walk.context = context;
    false
}

/// Whether some alternative of the destination branch at `dst` accepts each
/// string of `src` over `window` bytes: the subset construction, on the
/// walk's states.
const fn undecided(walk: &mut Walk<'_>, src: Cursor, dst: &Cursor, count: usize, window: usize) -> bool {
    let base = walk.states().top;
    let holds = match walk.states().push_branch(dst, count) {
        Ok(states) => covers_any(walk, src, states, window),
        Err(limit) => walk.limit(limit),
    };
    walk.states().top = base;
    holds
}

/// `covers` for a destination checked at run time: which alternative the
/// validator reads depends on the bytes, so every byte that any (inhabited)
/// alternative reads must be initialized in every value of the source, as
/// each alternative's own check asks.
const fn every_alternative_covers(
    walk: &mut Walk<'_>,
    src: &Cursor,
    dst: &Cursor,
    count: usize,
    window: usize,
) -> bool {
    let mut alternative = 0;
    while alternative < count {
        if dst.alternative_is_inhabited(alternative) {
            let mut inside = *dst;
            attempt!(walk, inside.enter(alternative));
            if !covers(walk, *src, inside, window) {
                return false;
            }
        }
        alternative += 1;
    }
    true
}

/// `covers` for an enum checked at run time whose variants each begin
/// with a tag of `width` bytes (see [`Cursor::checked_tags`]): the
/// validator reads the tag, which must be initialized in every value of
/// the source, and then only the variant it names. So each variant whose
/// first byte may hold a value of the source's, `first`, must take the
/// rest of the source as its own check reads it; a value whose tag is no
/// variant's is refused at run time, and no other variant's bytes are
/// read (they may be padding of the source's variant).
const fn dispatch_checked(
    walk: &mut Walk<'_>,
    src: &Cursor,
    first: ByteSet,
    dst: &Cursor,
    tags: Tags,
    width: usize,
    window: usize,
) -> bool {
    // Any variant's tag, which a checked cursor reads as initialized bytes.
    let mut any = 0;
    while !dst.alternative_is_inhabited(any) {
        any += 1;
    }
    let mut tag = *dst;
    attempt!(walk, tag.enter(any));
    if !covers(walk, *src, tag, least!(width, window)) {
        return false;
    }
    let mut left = first.intersection(tags.all());
    while let Some(symbol) = left.first_symbol() {
        if !dispatch_into(walk, src, dst, tags.owner(symbol), window) {
            return false;
        }
        left = left.difference(tags.alike(symbol));
    }
    true
}

/// Whether one alternative of the destination branch at `dst` accepts, on
/// its own, every string of `src` over `window` bytes. Often one does (a
/// union's field against the same field of another union), and trying each
/// alone is far cheaper than following all of them at once; a miss costs
/// a short walk each, and leaves no failure behind.
const fn one_alternative_covers(
    walk: &mut Walk<'_>,
    src: &Cursor,
    source_view: View,
    dst: &Cursor,
    count: usize,
    window: usize,
) -> bool {
    let failure = walk.failure;
    // The alternative of the same index first: a union against itself, or
    // against a union of the same fields, matches there. Else, from a
    // source initialized at its first byte and no enum's tag, the one that
    // takes every initialized byte string (a union's `i32` after its
    // `bool` and its `u8`); from a source at a tag or at a byte some value
    // leaves uninitialized, the union's field that asks the fewest bytes
    // to be initialized (`U { u32, u8 }`'s `u8`): most variants leave
    // padding after their tag. The order is the cost's alone: every
    // alternative is tried until one holds, and a miss leaves no failure.
    let initialized = match source_view {
        View::Bytes { set, .. } => {
            !set.contains_uninit() && !src.at_tag() && src.always_initialized_until(src.offset + window)
        }
        _ => true,
    };
    let first = match src.alternative_here() {
        Some(index) if index < count => index,
        _ => match (if initialized { None } else { dst.smallest_field() }, dst.accepting_alternative()) {
            (Some(index), _) | (None, Some(index)) => index,
            (None, None) => 0,
        },
    };
    let mut tried = 0;
    while tried < count {
        let alternative = (first + tried) % count;
        if dst.alternative_is_inhabited(alternative) {
            let mut inside = *dst;
            if inside.enter(alternative).is_ok() && covers(walk, *src, inside, window) {
                walk.failure = failure;
                return true;
            }
            if walk.out_of_capacity() {
                return false;
            }
        }
        tried += 1;
    }
    walk.failure = failure;
    false
}

/// `covers` for a destination choice whose alternatives start with
/// disjoint bytes (`tags`): each alternative takes the source values of its
/// first byte, and must accept the rest of the source given that byte.
/// The tag table names the alternative of each value, so a source variant
/// goes straight to the destination variant of its tag: an enum of n
/// variants against one of the same tags costs n short walks, in whatever
/// order either declares them. An alternative that holds settles every
/// alternative alike to it (see `description/alike.rs`): they accept the
/// same rest, so an enum whose variants hold the same fields costs one
/// short walk per group of them. The first alternative that fails is the
/// one it is without groups, which the others would not have changed.
const fn dispatch(walk: &mut Walk<'_>, src: &Cursor, first: ByteSet, dst: &Cursor, tags: Tags, window: usize) -> bool {
    let claimed = tags.all();
    if !first.is_subset_of(claimed) {
        return walk.mismatch(src, dst.path(), first.difference(claimed), claimed, true);
    }
    // Each alternative that takes a value of the source's byte, once, in
    // the order of the smallest value it takes.
    let mut left = first;
    while let Some(symbol) = left.first_symbol() {
        let alternative = tags.owner(symbol);
        if !dispatch_into(walk, src, dst, alternative, window) {
            return false;
        }
        left = left.difference(tags.alike(symbol));
    }
    true
}

/// Whether alternative `alternative` of the dispatching choice at `dst`,
/// whose first byte takes the source's, accepts the rest of `src` over the
/// `window` bytes.
const fn dispatch_into(walk: &mut Walk<'_>, src: &Cursor, dst: &Cursor, alternative: usize, window: usize) -> bool {
    let mut inside = *dst;
    attempt!(walk, inside.enter(alternative));
    let _ = attempt!(walk, inside.view());
    let mut rest = *src;
    rest.advance(1);
    inside.advance(1);
    covers(walk, rest, inside, window - 1)
}

/// The partition of a source byte's values by which destination states
/// accept them.
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
/// by at least one of the `states`: the subset construction, entered only
/// where a choice has not been decided yet. `states` must be the last set of
/// the walk's states; it is changed in place.
const fn covers_any(walk: &mut Walk<'_>, src: Cursor, states: Set, remaining: usize) -> bool {
    // The bytes this level narrows down explain failures below it, and only
    // those.
    let context = walk.context;
    let holds = covers_any_from(walk, src, states, remaining);
    walk.context = context;
    holds
}

const fn covers_any_from(walk: &mut Walk<'_>, mut src: Cursor, mut states: Set, mut remaining: usize) -> bool {
    loop {
        if remaining == 0 {
            return true;
        }
        if states.len == 1 {
            let dst = walk.states().get(states, 0);
            return covers(walk, src, dst, remaining);
        }
        if !walk.step() {
            return false;
        }
        let (source_set, source_len) = match attempt!(walk, src.view()) {
            View::Bytes { set, len, .. } => (set, len),
            View::End => return true,
            View::Pointer { pointer, within, len } => {
                states = attempt!(walk, walk.states().expand(states));
                let step = match keep_pointer_states(walk, &src, states, pointer, within, least!(len, remaining)) {
                    Some((kept, step)) => {
                        states = kept;
                        step
                    }
                    None => return false,
                };
                src.advance(step);
                remaining -= step;
                continue;
            }
            View::Branch { count, .. } => {
                let mut alternative = 0;
                while alternative < count {
                    if src.alternative_is_inhabited(alternative) {
                        let mut inside = src;
                        attempt!(walk, inside.enter(alternative));
                        let base = walk.states().top;
                        let holds = match walk.states().copy(states) {
                            Ok(copy) => covers_any(walk, inside, copy, remaining),
                            Err(limit) => walk.limit(limit),
                        };
                        walk.states().top = base;
                        if !holds {
                            return false;
                        }
                    }
                    alternative += 1;
                }
                return true;
            }
        };
        // Open every branch among the states, until each is at bytes.
        states = attempt!(walk, walk.states().expand(states));
        if states.len == 1 {
            let dst = walk.states().get(states, 0);
            return covers(walk, src, dst, remaining);
        }
        if states.len > MAX_ALIVE {
            return walk.limit(Limit::Alternatives);
        }
        let mut accepted = [ByteSet::EMPTY; MAX_ALIVE];
        let mut lens = [0usize; MAX_ALIVE];
        let mut any = ByteSet::EMPTY;
        let mut i = 0;
        while i < states.len {
            if let View::Bytes { set, len, .. } = attempt!(walk, walk.states().view(states, i)) {
                accepted[i] = set;
                lens[i] = len;
            }
            any = any.union(accepted[i]);
            i += 1;
        }
        let atoms = attempt!(walk, Atoms::of(source_set, &accepted, states.len));
        // A value no state accepts fails here, before any later byte is
        // looked at: the explanation names the first byte that goes wrong.
        let mut atom = 0;
        while atom < atoms.len {
            let mut accepted_somewhere = false;
            let mut i = 0;
            while i < states.len {
                accepted_somewhere |= atoms.sets[atom].is_subset_of(accepted[i]);
                i += 1;
            }
            if !accepted_somewhere {
                let path = walk.states().common_path(states);
                return walk.mismatch(&src, path, atoms.sets[atom], any, true);
            }
            atom += 1;
        }
        let context = walk.context;
        let mut atom = 0;
        while atom < atoms.len {
            let values = atoms.sets[atom];
            // The states that accept this atom (every value of an atom is
            // accepted by the same states), moved past its bytes: one byte,
            // or the whole run when no state tells the values apart.
            let mut len = if atoms.len == 1 { least!(source_len, remaining) } else { 1 };
            let mut i = 0;
            while i < states.len {
                if values.is_subset_of(accepted[i]) {
                    len = least!(len, lens[i]);
                }
                i += 1;
            }
            let mut rest = src;
            rest.advance(len);
            walk.context = context;
            if atoms.len > 1 {
                walk.context.narrow(src.offset(), values);
            }
            // A state that accepts anything the source still produces
            // settles this atom without the others.
            let settles = rest.always_initialized_until(rest.offset() + remaining - len);
            let moved = walk.states().begin();
            let mut count = 0;
            let mut settled = false;
            let mut i = 0;
            while i < states.len && !settled {
                if values.is_subset_of(accepted[i]) {
                    let mut cursor = walk.states().get(states, i);
                    cursor.advance(len);
                    settled = settles && cursor.accepts_all_initialized();
                    attempt!(walk, walk.states().push(cursor));
                    count += 1;
                }
                i += 1;
            }
            let moved = Set { start: moved, len: count };
            if settled {
                walk.states().top = moved.start;
                if atom + 1 == atoms.len {
                    return true;
                }
                atom += 1;
                continue;
            }
            if moved.len == 0 {
                let path = walk.states().common_path(states);
                return walk.mismatch(&src, path, values, any, true);
            }
            if atom + 1 == atoms.len {
                src = rest;
                states = walk.states().replace(states, moved);
                remaining -= len;
            } else {
                let holds = covers_any(walk, rest, moved, remaining - len);
                walk.states().top = moved.start;
                if !holds {
                    return false;
                }
            }
            atom += 1;
        }
    }
}

/// The states that accept the source's pointer (`within` bytes into it):
/// a compatible pointer, or bytes that accept anything. Returns them, in
/// place of `states`, moved past as much of the pointer as all of them can
/// take, and that length; `None` when no state accepts it (the failure is
/// recorded).
const fn keep_pointer_states(
    walk: &mut Walk<'_>,
    src: &Cursor,
    states: Set,
    pointer: crate::description::Pointer,
    within: usize,
    len: usize,
) -> Option<(Set, usize)> {
    let start = walk.states().begin();
    let mut step = len;
    let mut i = 0;
    while i < states.len {
        let mut state = walk.states().get(states, i);
        let keep = match state.view() {
            Ok(View::Pointer { pointer: destination, within: destination_within, len: destination_len }) => {
                destination_within == within
                    && destination_len >= len
                    && (within > 0 || pointers::compatible(walk, pointer, destination).is_ok())
            }
            Ok(View::Bytes { set, len: destination_len, .. }) if set.contains_uninit() => {
                step = least!(step, destination_len);
                true
            }
            _ => false,
        };
        if keep {
            if let Err(limit) = walk.states().push(state) {
                walk.limit(limit);
                return None;
            }
        }
        i += 1;
    }
    let kept = Set { start, len: walk.states().top - start };
    if kept.len == 0 {
        let dst = walk.states().get(states, 0);
        walk.pointer_mismatch(src, &dst, pointer, None, PointerProblem::NoAlternative);
        return None;
    }
    let mut i = 0;
    while i < kept.len {
        walk.states().advance(kept, i, step);
        i += 1;
    }
    Some((walk.states().replace(states, kept), step))
}

/// [`undecided`] for the first choice of a check that no byte decides: it
/// makes the stack of destination states the check lends to every choice
/// below. Apart, and never inlined, so that the recursion of [`covers`]
/// does not reserve that stack's room in every frame at run time.
#[inline(never)]
const fn first_undecided(walk: &mut Walk<'_>, src: Cursor, dst: &Cursor, count: usize, window: usize) -> bool {
    let mut stack = States::new();
    let mut lent = walk.lend(&mut stack);
    let holds = undecided(&mut lent, src, dst, count, window);
    walk.take_back(&lent);
    holds
}
