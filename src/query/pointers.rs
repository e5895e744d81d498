//! When one pointer may become another.
//!
//! A pointer's bytes are an address with provenance: they match only a
//! pointer of the same size, and what may happen to them depends on what
//! each pointer promises ([`PointerKind`]):
//!
//! - nothing is lost by forgetting a promise: any pointer may become a raw
//!   pointer, a reference may become a `NonNull`, `&mut T` may become `&T`;
//! - nothing may be promised that was not: a raw pointer becomes a reference
//!   only under `Assume::VALIDITY`, `&T` never becomes `&mut T`, a borrowed
//!   referent never becomes an owned `Box`, a nullable pointer never a
//!   non-null one without `Assume::VALIDITY`;
//! - a reference that becomes a reference must have a referent that becomes
//!   the other referent: `T -> U` (for `&mut` and `Box` also `U -> T`, for
//!   what is written back), no larger, no more aligned unless
//!   `Assume::ALIGNMENT`, with the same `UnsafeCell`s when shared, and with
//!   no references inside `U` whose lifetime could grow unless
//!   `Assume::LIFETIMES`.
//!
//! Referents are walked in turn, with the same query: this file checks
//! what the pointers promise and keeps the pairs being checked, and asks
//! the query's `referents_hold` (`mod.rs`, which calls every walk) of the
//! referents, so that it calls no walk itself. Recursive types come round
//! to a pair already being checked; that pair is taken to hold
//! (coinduction: a value is a finite graph, and every node of it is checked
//! on the way).

use super::{same, Reach, Visit, Walk};
use crate::description::{Description, Pointer, PointerKind};
use crate::limits::{Limit, MAX_REFERENTS};
use crate::verdict::PointerProblem;

/// Whether a pointer `src` may become a pointer `dst`, or what it may not do.
pub(super) const fn compatible(walk: &mut Walk<'_>, src: Pointer, dst: Pointer) -> Result<(), PointerProblem> {
    let assume = walk.assume;
    if let Some(problem) = kind_problem(src.kind, dst.kind, assume) {
        return Err(problem);
    }
    if src.nullable && !dst.nullable && !assume.validity {
        return Err(PointerProblem::MayBeNull);
    }
    // Inside a borrowed referent, a `&'a mut T` lends only a `&'b T` for the
    // borrow `'b` (`&'b &'a mut T` derefs to `&'b T`). Turned into a
    // `&'a T`, which is `Copy`, it could leave the borrow and alias the
    // `&mut` once that is in use again. Where the bounds tie both lifetimes
    // to one `'l` (a borrow written in the types, the lifetimes proven by
    // bounds alone), the `&'l T` ends with the borrow of `'l`, during which
    // the `&mut` is borrowed too (`&'l mut &'l mut u8 -> &'l &'l u8`). The
    // borrow `transmute_ref` takes, or that a slice cast takes, is not tied:
    // what it owns may be used again while a `&'l T` lives on.
    let tied = walk.lifetimes && !walk.assume.lifetimes && !walk.reach.untied_owner;
    if walk.reach.source_returns
        && !tied
        && matches!(src.kind, PointerKind::Unique)
        && matches!(dst.kind, PointerKind::Shared)
    {
        return Err(PointerProblem::Reborrow);
    }
    // A `Box` inside a referent borrowed for a lifetime that no bound ties
    // (`transmute_ref`'s own) lives only as long as that borrow: lent as a
    // `&'l T` for the bound's `'l`, its referent could be freed while the
    // reference lives (`&Box<u8> -> &&'static u8`). Under any assumption:
    // the borrow's lifetime is not the caller's to see either.
    if walk.reach.untied_owner
        && matches!(src.kind, PointerKind::Boxed)
        && matches!(dst.kind, PointerKind::Shared | PointerKind::Unique)
    {
        return Err(PointerProblem::LendsBox);
    }
    // Referents matter only between pointers that promise one.
    if !src.is_reference() || !dst.is_reference() {
        return Ok(());
    }
    let (source, destination) = (src.referent.get(), dst.referent.get());
    if destination.size > source.size {
        return Err(PointerProblem::Grows);
    }
    let boxes = matches!(dst.kind, PointerKind::Boxed);
    if boxes && (destination.size != source.size || destination.align != source.align) {
        // The box is freed with the layout of its new type.
        return Err(PointerProblem::BoxLayout);
    }
    if destination.align > source.align && !assume.alignment {
        return Err(PointerProblem::Alignment);
    }
    if destination.has_references() && !walk.lifetimes {
        return Err(PointerProblem::Lifetimes);
    }
    // Behind a shared reference every pointer is shared: through `&Box<T>`
    // or `&&mut T` its referent is reached as a `&T`, while the original
    // may be reached the same way.
    let outer = walk.reach;
    let destination_shared = matches!(dst.kind, PointerKind::Shared);
    let reach = Reach {
        shared: outer.shared || (matches!(src.kind, PointerKind::Shared) && destination_shared),
        destination_shared: outer.destination_shared || destination_shared,
        // An owned `Box` that becomes a `&` is gone: nothing reads its bytes
        // again, unless it is itself inside a borrow.
        source_returns: outer.source_returns || matches!(src.kind, PointerKind::Shared | PointerKind::Unique),
        guarded: outer.guarded,
        // Below a borrow, the bound ties every lifetime; what a box owns
        // lives as long as the box.
        untied_borrows: false,
        untied_owner: (outer.untied_borrows && matches!(src.kind, PointerKind::Shared | PointerKind::Unique))
            || (outer.untied_owner && matches!(src.kind, PointerKind::Boxed)),
    };
    let rules = Rules { kind: dst.kind, reach };
    if let Err(problem) = referents(walk, source, destination, rules) {
        return Err(problem);
    }
    // An unsized referent's pointer carries its number of elements, which the
    // transmutation keeps: the tails must have elements of one size, after
    // sized parts of one size, element by element transmutable.
    match (source.tail, destination.tail) {
        (None, None) => Ok(()),
        (Some(from), Some(to)) => {
            if from.element.size != to.element.size || source.size != destination.size {
                return Err(PointerProblem::Elements);
            }
            if to.utf8 && !from.utf8 && !assume.validity {
                return Err(PointerProblem::Utf8);
            }
            // What is written through the new pointer comes back as text.
            if from.utf8 && !to.utf8 && !assume.validity && rules.writes_back(to.element) {
                return Err(PointerProblem::Utf8);
            }
            // Past the sized part, a value is rounded up to its type's
            // alignment: a more aligned destination may be longer than the
            // source, whatever the address.
            let (prefix, element, align) = (destination.size, to.element.size, destination.align);
            if align > source.align && (prefix % align != 0 || element % align != 0) {
                return Err(PointerProblem::Grows);
            }
            if to.element.has_references() && !walk.lifetimes {
                return Err(PointerProblem::Lifetimes);
            }
            let elements = referents(walk, from.element, to.element, rules);
            // The elements were walked alone, from their first byte: what
            // failed is placed at the first element. A write-back walked
            // the destination's into the source's.
            match elements {
                Err(PointerProblem::WriteBack) => walk.place_in_first_elements(source.size, to.name, from.name),
                Err(_) => walk.place_in_first_elements(source.size, from.name, to.name),
                Ok(()) => {}
            }
            elements
        }
        // A thin pointer and a wide one differ in size, which the walk has
        // refused already; refuse here too, whoever asks.
        _ => Err(PointerProblem::Elements),
    }
}

/// What a pointer of kind `src` promises that one of kind `dst` would need
/// and does not get.
const fn kind_problem(src: PointerKind, dst: PointerKind, assume: crate::Assume) -> Option<PointerProblem> {
    use PointerKind::*;
    match (src, dst) {
        (_, Raw | RawMut) => None,
        (Function, Function) => {
            if assume.safety {
                None
            } else {
                Some(PointerProblem::Signature)
            }
        }
        (_, Function) => {
            if assume.validity && assume.safety {
                None
            } else {
                Some(PointerProblem::Unverified)
            }
        }
        (Function, _) => Some(PointerProblem::Unverified),
        (Shared, Unique) => Some(PointerProblem::GainsMutability),
        (Shared | Unique, Boxed) => Some(PointerProblem::Ownership),
        (Shared | Unique | Boxed | NonNull, NonNull) => None,
        (Shared, Shared) | (Unique, Shared | Unique) | (Boxed, Shared | Unique | Boxed) => None,
        (Raw | RawMut | NonNull, Shared | Unique | Boxed) | (Raw | RawMut, NonNull) => {
            if assume.validity {
                None
            } else {
                Some(PointerProblem::Unverified)
            }
        }
    }
}

/// The rules a pair of referents is held to, besides `source ->
/// destination`.
#[derive(Clone, Copy)]
pub(super) struct Rules {
    /// The destination pointer's kind: through `&mut`, everything written
    /// comes back to the source.
    pub(super) kind: PointerKind,
    /// How the pair is reached.
    pub(super) reach: Reach,
}

impl Rules {
    /// Whether what is written through the destination comes back to the
    /// source, for a destination referent `destination`: everything through
    /// `&mut`; what its cells write when it is reached through a `&` while
    /// the source is borrowed.
    pub(super) const fn writes_back(&self, destination: &Description) -> bool {
        matches!(self.kind, PointerKind::Unique)
            || (self.reach.destination_shared && self.reach.source_returns && destination.has_interior_mutability())
    }
}

/// Whether referent `source` may become `destination` under `rules`: a
/// pair already being checked holds; any other is checked as a whole query
/// (`referents_hold`), with the pair pushed on the walk's stack of visits.
const fn referents(
    walk: &mut Walk<'_>,
    source: &'static Description,
    destination: &'static Description,
    rules: Rules,
) -> Result<(), PointerProblem> {
    let mut i = 0;
    while i < walk.depth {
        let visit = walk.visits[i];
        // Coinduction: the pair is being checked under the same rules
        // further up, and a value is a finite graph. Two types of one
        // identity from two crates are told apart by their structure.
        if visit.source.same_type(source)
            && visit.destination.same_type(destination)
            && kind_equal(visit.kind, rules.kind)
            && visit.reach.same(rules.reach)
            && same::same_types(visit.source, source)
            && same::same_types(visit.destination, destination)
        {
            return Ok(());
        }
        i += 1;
    }
    if walk.depth == MAX_REFERENTS {
        walk.limit(Limit::Referents);
        return Err(PointerProblem::Referent);
    }
    walk.visits[walk.depth] = Visit { source, destination, kind: rules.kind, reach: rules.reach };
    walk.depth += 1;
    // Referents are a walk of their own: what narrowed the pointer's bytes
    // says nothing about them.
    let (context, outer) = (walk.context, walk.reach);
    walk.context = crate::verdict::Context::NONE;
    // Pointers inside a source that may carry invariants are reached through
    // it: what is written back through them must keep those too.
    walk.reach = Reach { guarded: rules.reach.guarded || !source.invariants.is_none(), ..rules.reach };
    let result = super::referents_hold(walk, source, destination, rules);
    walk.context = context;
    walk.reach = outer;
    walk.depth -= 1;
    result
}

const fn kind_equal(a: PointerKind, b: PointerKind) -> bool {
    a as u8 == b as u8
}
