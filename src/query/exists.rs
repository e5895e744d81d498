//! The question under `Assume::VALIDITY`: is *some* byte string of the
//! source accepted by the destination? One path through each automaton,
//! searched with the same cuts and periods as [`covers`](super::covers).

use super::nested::{same_nested_ahead, settled};
use super::periods::{skip_periods, Periods};
use super::{attempt, least, pointers, same_union_ahead, step, KnownUnion, Search, Stretch, Walk, FUSED_STEPS};
use crate::assume::Assume;
use crate::automaton::{Cursor, View};
use crate::byte_set::ByteSet;
use crate::description::Description;
use crate::description::PointerKind;
use crate::limits::MAX_STEPS;

/// Whether some value of `source` is valid as a `destination` by value, found
/// by one path of the search: at each choice of the source, only its
/// alternative with the most initialized bytes (see
/// [`Cursor::likeliest_alternative`]). A destination that takes a value
/// takes it mostly for bytes initialized where it needs them, and a search
/// of every alternative in order may walk a failing one before it at each
/// choice, the rest of the type each time. "Yes" is the search's answer;
/// "no" says nothing, and leaves the search of every alternative, whose
/// explanation of a failure it does not touch, to decide.
///
/// [`Cursor::likeliest_alternative`]: crate::automaton::Cursor
pub(super) const fn likeliest_fits(
    source: &'static Description,
    destination: &'static Description,
    assume: Assume,
    lifetimes: super::Lifetimes,
) -> bool {
    let mut walk = Walk::new(assume, lifetimes);
    walk.search = Search::Likeliest;
    let src = Cursor::new(&source.bytes, crate::automaton::Role::Source);
    let dst = Cursor::new(&destination.bytes, crate::automaton::Role::Destination);
    exists(&mut walk, src, dst, destination.size)
}

/// Whether some string of `src` over the next `remaining` bytes is accepted
/// by `dst`: the question under `Assume::VALIDITY`.
pub(super) const fn exists(walk: &mut Walk<'_>, mut src: Cursor, mut dst: Cursor, mut remaining: usize) -> bool {
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
                if let Some(moved) = same_nested_ahead(&mut src, &mut dst, remaining, true, first) {
                    remaining -= moved;
                    skip_periods!(periods, src, dst, remaining);
                    continue;
                }
            }
        }
        // A union views as a branch in a destination first: only there can
        // both sides be at one union.
        if let View::Branch { .. } = destination_view {
            if let Some(size) = same_inhabited_union_ahead(&src, &dst, remaining, &mut known) {
                src.skip_branch();
                dst.skip_branch();
                remaining -= size;
                skip_periods!(periods, src, dst, remaining);
                continue;
            }
        }
        match (source_view, destination_view) {
            (_, View::End) | (View::End, _) => return true,
            (View::Branch { size, count }, _) => {
                let Stretch { span, window, after, cut } = attempt!(walk, Stretch::of(&dst, size, remaining));
                let only = match walk.search {
                    Search::Likeliest => src.likeliest_alternative(),
                    Search::Every => None,
                };
                let mut found = false;
                let mut alternative = 0;
                while alternative < count && !found {
                    let tried = match only {
                        Some(only) => alternative == only,
                        None => true,
                    };
                    if tried && src.alternative_is_inhabited(alternative) {
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
                let Stretch { span, window, after, cut } = attempt!(walk, Stretch::of(&src, size, remaining));
                let mut found = false;
                if let (View::Bytes { set, .. }, Some(tags)) = (source_view, dst.tags()) {
                    // Only an alternative whose first byte takes one of the
                    // source's values can take a source string: the table
                    // names each, once, whatever order they are declared in.
                    let mut left = set.intersection(tags.all());
                    if left.is_empty() {
                        return walk.mismatch_at(&src, &dst, set, tags.all(), true);
                    }
                    while !found {
                        let Some(symbol) = left.first_symbol() else { break };
                        let alternative = tags.owner(symbol);
                        let mut inside = dst;
                        attempt!(walk, inside.enter(alternative));
                        found = exists(walk, src, inside, window);
                        left = left.difference(tags.of(alternative));
                    }
                } else {
                    // A source whose first byte is initialized, and no
                    // enum's tag (most variants leave padding after it),
                    // tries first the alternative that takes every
                    // initialized byte string (a union's `i32` after its
                    // `bool` and its `u8`): some value of the source most
                    // often is initialized there. A miss is forgotten, steps and
                    // failure, and the alternatives are then walked in
                    // order, as without it.
                    if let View::Bytes { set, .. } = source_view {
                        if !set.contains_uninit() && !src.at_tag() {
                            if let Some(first) = dst.accepting_alternative() {
                                if first != 0 {
                                    found = exists_in_alternative(walk, &src, &dst, first, window);
                                }
                            }
                        } else if let Some(first) = dst.smallest_field() {
                            // At a tag, or a byte some value leaves
                            // uninitialized: the union's field that asks
                            // the fewest bytes to be initialized first.
                            if first != 0 {
                                found = exists_in_alternative(walk, &src, &dst, first, window);
                            }
                        }
                    }
                    let mut alternative = 0;
                    while alternative < count && !found {
                        if dst.alternative_is_inhabited(alternative) {
                            let mut inside = dst;
                            attempt!(walk, inside.enter(alternative));
                            found = exists(walk, src, inside, window);
                        }
                        alternative += 1;
                    }
                }
                if !found || !cut {
                    return found;
                }
                src = after;
                dst.skip_branch();
                remaining -= span;
            }
            (
                View::Bytes { set: source_set, len: source_len, .. },
                View::Bytes { set: destination_set, len: destination_len, .. },
            ) => {
                if !source_set.intersects(destination_set) {
                    return walk.mismatch_at(&src, &dst, source_set, destination_set, false);
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
                // Where one side's run goes on past the other's, the other
                // is read again here: a run of one set is that set over
                // its bytes left, and a loop's step (its count, both views,
                // its periods) costs const evaluation several views.
                if len > 0 {
                    let (mut source_left, mut destination_left) = (source_len - len, destination_len - len);
                    let (mut source_set, mut destination_set) = (source_set, destination_set);
                    let mut fused = 0;
                    while remaining > 0 && fused < FUSED_STEPS && walk.steps < MAX_STEPS {
                        if source_left == 0 && destination_left > 0 {
                            let View::Bytes { set, len, .. } = attempt!(walk, src.view()) else { break };
                            (source_set, source_left) = (set, len);
                        } else if destination_left == 0 && source_left > 0 {
                            let View::Bytes { set, len, .. } = attempt!(walk, dst.view()) else { break };
                            (destination_set, destination_left) = (set, len);
                        } else {
                            break;
                        }
                        if !source_set.intersects(destination_set) {
                            break;
                        }
                        let len = least!(source_left, destination_left, remaining);
                        walk.steps += 1;
                        fused += 1;
                        src.offset += len;
                        dst.offset += len;
                        remaining -= len;
                        source_left -= len;
                        destination_left -= len;
                    }
                }
            }
            (
                View::Pointer { pointer: source, within: 0, len },
                View::Pointer { pointer: destination, within: 0, len: destination_len },
            ) => {
                if len != destination_len {
                    return walk.pointer_mismatch(
                        &src,
                        &dst,
                        source,
                        Some(destination),
                        crate::verdict::PointerProblem::Split,
                    );
                }
                if let Err(problem) = pointers::compatible(walk, source, destination) {
                    return walk.pointer_mismatch(&src, &dst, source, Some(destination), problem);
                }
                let len = least!(len, remaining);
                src.advance(len);
                dst.advance(len);
                remaining -= len;
            }
            // Assumed valid, a pointer's address may be read as an integer.
            (View::Pointer { pointer, len, .. }, View::Bytes { set, len: destination_len, .. }) => {
                if set.is_empty() {
                    return walk.pointer_mismatch(
                        &src,
                        &dst,
                        pointer,
                        None,
                        crate::verdict::PointerProblem::PointerToInteger,
                    );
                }
                let len = least!(len, destination_len, remaining);
                src.advance(len);
                dst.advance(len);
                remaining -= len;
            }
            // Assumed valid, an integer may become a raw pointer, which
            // promises nothing; never a reference, which would need
            // provenance the integer does not have.
            (View::Bytes { set, len, .. }, View::Pointer { pointer, len: destination_len, .. }) => {
                let raw = matches!(pointer.kind, PointerKind::Raw | PointerKind::RawMut);
                // Zeros are null, which a nullable pointer may be.
                let null = pointer.nullable && set.contains(0);
                if (!raw || set.initialized().is_empty()) && !null {
                    return walk.not_a_pointer(&src, &dst, pointer);
                }
                let len = least!(len, destination_len, remaining);
                src.advance(len);
                dst.advance(len);
                remaining -= len;
            }
            (View::Pointer { pointer, .. }, View::Pointer { pointer: destination, .. }) => {
                return walk.pointer_mismatch(
                    &src,
                    &dst,
                    pointer,
                    Some(destination),
                    crate::verdict::PointerProblem::Split,
                );
            }
        }
        skip_periods!(periods, src, dst, remaining);
    }
}

/// Whether alternative `alternative` of the destination's branch at `dst`
/// takes some string of `src` over `window` bytes, tried ahead of the
/// others: where it does not, the walk is as if it had not been made (its
/// steps and failure forgotten), so that the search of every alternative
/// in order explains a failure as it does without it (see
/// `covers_alike`).
const fn exists_in_alternative(
    walk: &mut Walk<'_>,
    src: &Cursor,
    dst: &Cursor,
    alternative: usize,
    window: usize,
) -> bool {
    let (steps, failure, context) = (walk.steps, walk.failure, walk.context);
    let mut inside = *dst;
    if inside.enter(alternative).is_ok() && exists(walk, *src, inside, window) {
        return true;
    }
    walk.steps = steps;
    walk.failure = failure;
    walk.context = context;
    false
}

/// The size of the union ahead of both cursors, where it is one union on
/// both sides ([`same_union_ahead`]) and a field of the source's holds a
/// value: then every value of the source's union is one of the
/// destination's, and some value there is, so the search moves over it at
/// once, as [`covers`](super::covers) does. The union ends at the same
/// offset on both sides, a cut of both automata: what lies after it is
/// searched as from there, whichever value the union held.
const fn same_inhabited_union_ahead(
    src: &Cursor,
    dst: &Cursor,
    remaining: usize,
    known: &mut KnownUnion,
) -> Option<usize> {
    match same_union_ahead(src, dst, remaining, known) {
        Some(size) if src.union_holds_a_value() => Some(size),
        _ => None,
    }
}
