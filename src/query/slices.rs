//! Slices and owned runs of elements: whether elements of one type may
//! become elements of another, counting elements again.

use super::{cells, covers, reference_refused, walk_holds, Lifetimes, Reach, Walk};
use crate::assume::Assume;
use crate::automaton::{Cursor, Role};
use crate::description::{Description, PointerKind};
use crate::verdict::{PointerProblem, Reason};

/// Decides whether the elements of an owned `[source]` (a vector cast in
/// place) may become elements of `[destination]`, counting elements again:
/// every `source_run` a valid `destination_run` as values are, owned and
/// reached through no borrow (a `&mut` among them is moved with them, and
/// still lends what its lender reads again), with the checks after the walk
/// that [`decide`](super::decide) makes. `source_run` and `destination_run` are as for
/// [`decide_slices`], which checks a borrowed slice instead.
#[cfg(feature = "alloc")]
pub(crate) const fn decide_owned_elements(
    source: &'static Description,
    destination: &'static Description,
    source_run: &'static crate::description::Bytes,
    destination_run: &'static crate::description::Bytes,
) -> Result<(), Reason> {
    if let Err(reason) = element_sizes(source, destination) {
        return Err(reason);
    }
    if source.is_inhabited() && !destination.is_inhabited() {
        return Err(Reason::DestinationUninhabited);
    }
    // The element types are bounded by `Lifetime<'l>`, as for `decide`.
    let mut walk = Walk::new(Assume::NOTHING, Lifetimes::Bound);
    let len = destination_run.size;
    if !covers::covers(
        &mut walk,
        Cursor::new(source_run, Role::Source),
        Cursor::new(destination_run, Role::Destination),
        len,
    ) {
        return Err(walk.reason(usize::MAX));
    }
    if !destination.invariants.is_none() {
        return Err(Reason::Invariants);
    }
    if !source.invariants.is_none() && destination.has_live_pointers() {
        return Err(Reason::SourceInvariants);
    }
    Ok(())
}

/// Whether elements of `source` may be counted again as elements of
/// `destination`, by their sizes: a number of bytes tells no number of
/// zero-sized elements, and any number of zero-sized elements is no bytes,
/// which would hold no element of a sized type.
pub(crate) const fn element_sizes(
    source: &'static Description,
    destination: &'static Description,
) -> Result<(), Reason> {
    if destination.size == 0 {
        Err(Reason::ZeroSizedElements)
    } else if source.size == 0 {
        Err(Reason::ZeroSizedSourceElements)
    } else {
        Ok(())
    }
}

/// Decides whether `&[source]` may become `&[destination]` (`unique`:
/// `&mut`), counting elements again: `source_run` and `destination_run` are
/// the same number of bytes of each, repeated (a whole number of elements of
/// both). Alignment is checked here unless `aligned_at_run_time`. Whether
/// the sizes of the elements allow counting them again ([`element_sizes`])
/// is the caller's to ask: one for one, zero-sized elements may become
/// zero-sized elements.
pub(crate) const fn decide_slices(
    source: &'static Description,
    destination: &'static Description,
    source_run: &'static crate::description::Bytes,
    destination_run: &'static crate::description::Bytes,
    unique: bool,
    aligned_at_run_time: bool,
    assume: Assume,
) -> Result<(), Reason> {
    // A slice of a type without values holds no elements; one of a type with
    // values may hold some, and none of them may become a value that cannot
    // exist.
    if source.is_inhabited() && !destination.is_inhabited() {
        return Err(Reason::DestinationUninhabited);
    }
    if destination.align > source.align && !aligned_at_run_time && !assume.alignment {
        return Err(reference_refused(PointerProblem::Alignment, PointerKind::Shared, source, destination));
    }
    // Every slice cast bounds its element types by `Lifetime<'l>`.
    let mut walk = Walk::new(assume, Lifetimes::Bound);
    // The elements are behind the slice reference: borrowed, for a lifetime
    // that no bound on the elements ties, and shared unless it is `&mut`.
    walk.reach = Reach {
        shared: !unique,
        destination_shared: !unique,
        source_returns: true,
        guarded: !source.invariants.is_none(),
        untied_borrows: false,
        untied_owner: true,
    };
    let len = destination_run.size;
    let forth = walk_holds(
        &mut walk,
        Cursor::new(source_run, Role::Source),
        Cursor::new(destination_run, Role::Destination),
        len,
    );
    if !forth {
        return Err(walk.reason(usize::MAX));
    }
    if unique
        && !covers::covers(
            &mut walk,
            Cursor::new(destination_run, Role::Source),
            Cursor::new(source_run, Role::Destination),
            len,
        )
    {
        return Err(walk.reason(usize::MAX).into_written_back());
    }
    if !unique
        && !cells::agree(&mut walk, Cursor::by_field(source_run), Cursor::new(destination_run, Role::Destination), len)
    {
        return Err(Reason::InteriorMutability);
    }
    // Cells are written through shared references too.
    if !unique && source_run.facts.interior_mutable && !cells::written_back(&mut walk, destination_run, source_run, len)
    {
        return Err(walk.reason(usize::MAX).into_written_back());
    }
    if !walk.lifetimes && destination.has_references() {
        return Err(Reason::Lifetimes);
    }
    if !assume.safety && !destination.invariants.is_none() {
        return Err(Reason::Invariants);
    }
    if !assume.safety && !source.invariants.is_none() && destination.has_live_pointers() {
        let kind = if unique { PointerKind::Unique } else { PointerKind::Shared };
        return Err(reference_refused(PointerProblem::SourceInvariants, kind, source, destination));
    }
    // What is written back, through `&mut` or through cells, must uphold the
    // source's invariants.
    if !assume.safety && (unique || source_run.facts.interior_mutable) && !source.invariants.is_none() {
        let kind = if unique { PointerKind::Unique } else { PointerKind::Shared };
        return Err(reference_refused(PointerProblem::WriteBackInvariants, kind, source, destination));
    }
    Ok(())
}
