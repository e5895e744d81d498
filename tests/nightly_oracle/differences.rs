//! The differences between transmutable and nightly `TransmuteFrom` that are
//! known and intended: one rule per class of `KNOWN_DIFFERENCES.md` that
//! the generated pairs reach. A disagreement that no rule explains, and that
//! is not an open bug below, fails the test.

use crate::model::{Pair, Universe};
use crate::nightly_side::NightlyVerdict;
use crate::transmutable_side::TransmutableVerdict;

/// A class of `KNOWN_DIFFERENCES.md`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum KnownDifference {
    /// With validity assumed, nightly lets a source byte that may be
    /// uninitialized stand for an initialized one; transmutable requires some
    /// source value to be a valid destination value, and an uninitialized
    /// byte never is.
    UninitializedUnderValidity,
    /// A union of several fields may hold a mix of them, which safe code
    /// leaves by writing a field, or a part of one, over another; nightly
    /// reads a union source as one whole field, and accepts pairs that the
    /// mix breaks. transmutable reads each byte of such a union as any value a
    /// field may hold there, and refuses them.
    MixedUnionSource,
    /// A destination union holds only what safe code can leave in it: in
    /// a field's padding and past its end, uninit or what a one-byte part
    /// of a field writes there. Nightly reads those bytes as padding that
    /// takes anything; transmutable refuses values there that no safe
    /// write leaves.
    UnionFieldPadding,
}

impl KnownDifference {
    pub const ALL: [KnownDifference; 3] = [
        KnownDifference::UninitializedUnderValidity,
        KnownDifference::MixedUnionSource,
        KnownDifference::UnionFieldPadding,
    ];

    /// The heading of the class in `KNOWN_DIFFERENCES.md`.
    pub fn title(self) -> &'static str {
        match self {
            KnownDifference::UninitializedUnderValidity => "`Assume::VALIDITY` and uninitialized bytes",
            KnownDifference::MixedUnionSource => "Unions as sources hold a mix of their fields",
            KnownDifference::UnionFieldPadding => "Unions into unions",
        }
    }
}

/// The class a disagreement belongs to, if any.
pub fn classify(
    universe: &Universe,
    pair: &Pair,
    nightly: &NightlyVerdict,
    transmutable: &TransmutableVerdict,
) -> Option<KnownDifference> {
    // Without an uninitialized source byte, nightly's leniency changes
    // nothing, and the two must agree.
    let uninitialized_under_validity = pair.validity
        && nightly.is_transmutable()
        && transmutable.reason == "NoCommonValue"
        && pair.source.may_hold_uninit(universe);
    if uninitialized_under_validity {
        return Some(KnownDifference::UninitializedUnderValidity);
    }
    // transmutable is the stricter: it refuses, nightly accepts, and the source
    // holds a union whose fields could mix.
    let mixed_union_source = nightly.is_transmutable()
        && !transmutable.transmutable
        && matches!(transmutable.reason.as_str(), "NotValid" | "TooLarge" | "TooComplex" | "Pointer")
        && pair.source.holds_mixable_union(universe);
    if mixed_union_source {
        return Some(KnownDifference::MixedUnionSource);
    }
    // transmutable is the stricter: it refuses a value, nightly accepts, and
    // the destination holds a union of several fields, one of which leaves
    // a byte of the union uninitialized (its padding, or past its end).
    // Under `Assume::VALIDITY` the same refusal says that no value is
    // valid: every value of the source is refused there.
    let refused_values = transmutable.reason == "NotValid" || (pair.validity && transmutable.reason == "NoCommonValue");
    let union_field_padding = nightly.is_transmutable()
        && !transmutable.transmutable
        && refused_values
        && pair.destination.holds_union_with_room(universe);
    // transmutable takes more: nightly refuses a value, transmutable accepts,
    // and the destination holds such a union, whose field written whole
    // leaves a byte uninitialized that a one-byte part of another field
    // then writes (`ByteOrPair -> FlagOrPair`, tests/audit_round22_unions.rs).
    // Without such a part, no write leaves a string that is neither field
    // whole, and the two must agree.
    let union_written_over = !nightly.is_transmutable()
        && transmutable.transmutable
        && matches!(nightly, NightlyVerdict::Rejected(reason) if reason.contains("bit-valid"))
        && pair.destination.holds_union_written_over(universe);
    (union_field_padding || union_written_over).then_some(KnownDifference::UnionFieldPadding)
}

/// A disagreement where transmutable departs from its contract: listed so that
/// the suite stays green while it is open, and reported on every run.
pub struct OpenBug {
    /// [`Pair::label`] of the generated pair.
    pub pair: &'static str,
    /// What transmutable gets wrong, and the minimal pair that shows it.
    pub note: &'static str,
}

// ---------------------------------------------------------------------
// OPEN BUGS. Each entry is a generated pair (of the default seed) on
// which transmutable contradicts the contract. Remove an entry when its bug is
// fixed: the test fails when a listed pair no longer disagrees.
// ---------------------------------------------------------------------
pub const OPEN_BUGS: &[OpenBug] = &[];
