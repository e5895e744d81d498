//! Transmutations whose validity is checked at run time: what the
//! compile-time check proves, and what it leaves to the validator.

use super::{covers, decide, lifetimes_proven, reference_refused, Lifetimes, Walk};
use crate::assume::Assume;
use crate::automaton::{Cursor, Role};
use crate::description::{Description, PointerKind};
use crate::verdict::{PointerProblem, Reason};

/// How a value transmuted with its validity checked at run time is known to
/// be valid.
#[derive(Clone, Copy)]
pub(crate) enum Validation {
    /// The validator reads the bytes the walk proved initialized.
    AtRunTime,
    /// Every value of the source is a valid, safe destination, as [`decide`]
    /// proves it: there is nothing to read.
    Proven,
}

/// Decides whether `source` may be transmuted into `destination` with the
/// destination's validity checked at run time: everything else holds, and
/// every byte the validator reads is initialized in every value of `source`.
///
/// The validator reads no pointer: the walk matches each pointer of the
/// destination, in every alternative, with one of the source that may
/// become it, as [`decide`] does. So, as there, a pointer the source holds
/// under its invariants may not become usable (a private `Box` already
/// freed), which no byte the validator could read would tell.
///
/// Matching every alternative is more than validity asks where a value
/// that the validator reads as one alternative is a valid value of
/// another: `None` of an `Option<Box<[u8]>>` is a null address and a
/// length that may be uninitialized, which `Some` reads as a pointer it
/// does not check. So where that walk refuses, [`decide`] may still prove
/// every value valid without reading it (a type into itself), and then
/// nothing is read at run time ([`Validation::Proven`]).
///
/// `try_transmute` bounds both types by `Lifetime<'l>` at one lifetime, as
/// `transmute` does: a pointer of the destination matched with one of the
/// source keeps its lifetime.
pub(crate) const fn decide_checked(
    source: &'static Description,
    destination: &'static Description,
) -> Result<Validation, Reason> {
    let checked = match checked_values(source, destination, Lifetimes::Bound) {
        Ok(()) if source.is_inhabited() && !source.invariants.is_none() && destination.has_live_pointers() => {
            Err(Reason::SourceInvariants)
        }
        verdict => verdict,
    };
    match checked {
        Ok(()) => Ok(Validation::AtRunTime),
        Err(reason) => match decide(source, destination, Assume::NOTHING, Lifetimes::Bound, super::FACTS_UNASKED) {
            Ok(()) => Ok(Validation::Proven),
            Err(_) => Err(reason),
        },
    }
}

/// What [`decide_checked`] and [`decide_checked_reference`] ask of the
/// values: the walk with the destination checked at run time, lifetimes
/// (as `lifetimes` prove them) and the destination's invariants.
const fn checked_values(
    source: &'static Description,
    destination: &'static Description,
    lifetimes: Lifetimes,
) -> Result<(), Reason> {
    if !source.is_inhabited() {
        return Ok(());
    }
    if !destination.is_inhabited() {
        return Err(Reason::DestinationUninhabited);
    }
    let mut walk = Walk::new(Assume::NOTHING, lifetimes);
    let src = Cursor::new(&source.bytes, Role::Source);
    let dst = Cursor::new(&destination.bytes, Role::Checked);
    if !covers::covers(&mut walk, src, dst, destination.size) {
        return Err(walk.reason(source.size));
    }
    if !lifetimes_proven(Assume::NOTHING, lifetimes) && destination.has_references() {
        return Err(Reason::Lifetimes);
    }
    if !destination.invariants.is_none() {
        return Err(Reason::Invariants);
    }
    Ok(())
}

/// Decides whether a `&source` (`unique`: a `&mut source`) may become a
/// `&destination` with the referent's validity checked at run time: what
/// [`checked_values`] asks of the values, and of the references what the
/// run-time check cannot see. The referent may only shrink, and needs no
/// stricter alignment; neither side holds a pointer that promises a
/// referent (a validator reads bytes, not what they point to), nor, behind
/// `&`, a cell (nor what another owner of the referent writes in it, while
/// or after the validator reads; a `&mut` has the referent to itself, as
/// `Cell::from_mut` and `Cell::get_mut` have); and through `&mut`, whatever
/// is written back is a valid, safe `source`.
pub(crate) const fn decide_checked_reference(
    source: &'static Description,
    destination: &'static Description,
    unique: bool,
) -> Result<(), Reason> {
    let kind = if unique { PointerKind::Unique } else { PointerKind::Shared };
    let problem = if destination.size > source.size {
        Some(PointerProblem::Grows)
    } else if destination.align > source.align {
        Some(PointerProblem::Alignment)
    } else if !unique && (source.has_interior_mutability() || destination.has_interior_mutability()) {
        Some(PointerProblem::InteriorMutability)
    } else {
        None
    };
    let problem = match problem {
        Some(problem) => Some(problem),
        // The referents are behind a borrow of their own, which no bound
        // ties; their pointers the validator cannot check anyway.
        None => match checked_values(source, destination, Lifetimes::Unproven) {
            Err(reason) => return Err(reason),
            // What the values may hold, the validator checks; what pointers
            // point to, it cannot.
            Ok(()) if source.has_live_pointers() || destination.has_live_pointers() => Some(PointerProblem::Unverified),
            Ok(()) if unique && !source.invariants.is_none() => Some(PointerProblem::WriteBackInvariants),
            Ok(()) => None,
        },
    };
    if let Some(problem) = problem {
        return Err(reference_refused(problem, kind, source, destination));
    }
    if unique && destination.is_inhabited() {
        // Written back, every `destination` must be a valid `source`; bytes
        // of the source past the destination's end keep what they held.
        let mut walk = Walk::new(Assume::NOTHING, Lifetimes::Unproven);
        let len = if source.bytes.is_cut_at(destination.size) { destination.size } else { source.size };
        let written = Cursor::new(&destination.bytes, Role::Source);
        let into = Cursor::new(&source.bytes, Role::Destination);
        if !covers::covers(&mut walk, written, into, len) {
            return Err(walk.reason(usize::MAX).into_written_back());
        }
    }
    Ok(())
}
