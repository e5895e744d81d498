//! Conversions between a type and raw bytes: the rules a buffer and a
//! type must satisfy for one to become the other.

use super::{covers, shortcuts, Lifetimes, Walk, ANY_BYTES, ZEROS};
use crate::assume::Assume;
use crate::automaton::{Cursor, Role};
use crate::description::Description;
use crate::verdict::Reason;

/// What a conversion between a type and raw bytes must satisfy; see
/// [`decide_bytes`].
#[derive(Clone, Copy)]
pub(crate) struct ByteRules {
    /// Bytes become the type: every byte string the buffer may hold (any
    /// initialized bytes, or zeros with `zeros`) must be a valid value...
    pub(crate) from_bytes: bool,
    /// ... or, when `checked`, one that a validator can check at run time:
    /// initialized wherever the type constrains its bytes.
    pub(crate) checked: bool,
    /// The buffer holds zeros, not any bytes.
    pub(crate) zeros: bool,
    /// The type becomes bytes: every byte of every value is initialized (no
    /// padding, no pointer), so it may be read or written as bytes.
    pub(crate) to_bytes: bool,
    /// Behind a shared reference: the type holds no `UnsafeCell`, as bytes
    /// do not.
    pub(crate) shared: bool,
}

/// Decides whether `target` may be read from bytes or as bytes, as
/// `rules` say: the check behind every byte-buffer view. For an unsized
/// target, its sized part and its tail element are checked each.
pub(crate) const fn decide_bytes(target: &'static Description, rules: ByteRules) -> Result<(), Reason> {
    // Bytes read into a type, or read out of one, may cross builds: the
    // layout must be one the compiler keeps. Zeros are zeros in any order.
    if (rules.to_bytes || (rules.from_bytes && !rules.zeros)) && target.has_unstable_layout() {
        return Err(Reason::UnstableLayout);
    }
    let mut walk = Walk::new(Assume::NOTHING, Lifetimes::Unproven);
    if let Err(reason) = bytes_of_part(&mut walk, target, target.size, rules, None) {
        return Err(reason);
    }
    if let Some(tail) = target.tail {
        if rules.from_bytes && tail.utf8 && !rules.checked {
            return Err(Reason::Utf8);
        }
        if tail.element.size == 0 {
            return Err(Reason::ZeroSizedElements);
        }
        let element_of = Some((target.size, tail.name));
        if let Err(reason) = bytes_of_part(&mut walk, tail.element, tail.element.size, rules, element_of) {
            return Err(reason);
        }
        // As bytes, every value's size must be covered by its fields: no
        // trailing padding after any number of elements.
        if rules.to_bytes && (target.size % target.align != 0 || tail.element.size % target.align != 0) {
            return Err(Reason::TrailingPadding);
        }
    }
    Ok(())
}

/// [`decide_bytes`] for one part of a type: its sized part, or one tail
/// element (`element_of`: where the elements start in the type, and the
/// field that holds them), whose refusal is placed at the first element.
const fn bytes_of_part(
    walk: &mut Walk<'_>,
    part: &'static Description,
    size: usize,
    rules: ByteRules,
    element_of: Option<(usize, &'static str)>,
) -> Result<(), Reason> {
    if rules.from_bytes {
        if !part.is_inhabited() {
            return Err(Reason::DestinationUninhabited);
        }
        let bytes = if rules.zeros { ZEROS } else { ANY_BYTES };
        // A part that takes any initialized bytes needs no walk (`shortcuts`).
        if !shortcuts::every_value_fits(bytes, &part.bytes, size) {
            let src = Cursor::new(bytes, Role::Source);
            let dst = Cursor::new(&part.bytes, if rules.checked { Role::Checked } else { Role::Destination });
            if !covers::covers(walk, src, dst, size) {
                return Err(placed(walk.reason(usize::MAX), element_of, false));
            }
        }
        let invariants = if rules.zeros { &part.invariants_at_zeros } else { &part.invariants };
        if !invariants.is_none() {
            return Err(Reason::Invariants);
        }
    }
    if rules.to_bytes && !shortcuts::every_value_fits(&part.bytes, ANY_BYTES, size) {
        let src = Cursor::new(&part.bytes, Role::Source);
        let dst = Cursor::new(ANY_BYTES, Role::Destination);
        if !covers::covers(walk, src, dst, size) {
            // Both ways (a `&mut` view): this way is what the view writes
            // back into the buffer.
            let reason = placed(walk.reason(usize::MAX), element_of, true);
            return Err(if rules.from_bytes { reason.into_written_back() } else { reason });
        }
    }
    if rules.shared && part.has_interior_mutability() {
        return Err(Reason::InteriorMutability);
    }
    Ok(())
}

/// A refusal found walking a part of a type alone (`in_source`: the part is
/// the walk's source), placed in the whole type: a tail element's at the
/// first element, not at the type's first byte.
const fn placed(reason: Reason, element_of: Option<(usize, &'static str)>, in_source: bool) -> Reason {
    match element_of {
        Some((start, field)) if in_source => reason.in_first_elements(start, Some(field), None),
        Some((start, field)) => reason.in_first_elements(start, None, Some(field)),
        None => reason,
    }
}
