//! The question under `Assume::VALIDITY`: is *some* byte string of the
//! source accepted by the destination? One path through each automaton,
//! searched with the same cuts and periods as [`covers`](super::covers).

use super::periods::Periods;
use super::{attempt, min, pointers, Stretch, Walk};
use crate::automaton::{Cursor, View};
use crate::description::PointerKind;

/// Whether some string of `src` over the next `remaining` bytes is accepted
/// by `dst`: the question under `Assume::VALIDITY`.
pub(super) const fn exists(walk: &mut Walk<'_>, mut src: Cursor, mut dst: Cursor, mut remaining: usize) -> bool {
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
                let Stretch { span, window, after, cut } = attempt!(walk, Stretch::of(&dst, size, remaining));
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
                let Stretch { span, window, after, cut } = attempt!(walk, Stretch::of(&src, size, remaining));
                let mut found = false;
                if let (View::Bytes { set, .. }, Some(tags)) = (source_view, dst.tags()) {
                    // Only an alternative whose first byte takes one of the
                    // source's values can take a source string: the table
                    // names each, once, whatever order they are declared in.
                    let mut left = set.intersection(tags.all());
                    if left.is_empty() {
                        return walk.mismatch(&src, dst.path(), set, tags.all(), true);
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
                    return walk.mismatch(&src, dst.path(), source_set, destination_set, false);
                }
                let len = min(min(source_len, destination_len), remaining);
                src.advance(len);
                dst.advance(len);
                remaining -= len;
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
                let len = min(len, remaining);
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
                let len = min(min(len, destination_len), remaining);
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
                let len = min(min(len, destination_len), remaining);
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
        periods.skip(&mut src, &mut dst, &mut remaining);
    }
}
