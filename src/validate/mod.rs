//! Validators: whether bytes at hand are a valid value of a type.
//!
//! Where the compile-time check cannot prove every value valid (a byte
//! buffer read as a `bool`), the fallible entry points check the actual
//! bytes against the destination's description at run time. The compile-time
//! check has already proved everything else, including that every byte the
//! validator reads is initialized.
//!
//! Validation has two speeds. Most types that come from bytes are products:
//! structs of integers, `bool`s and fieldless enums. For those a [`Plan`] is
//! computed in const evaluation, once per type: the few parts that are
//! constrained, each as a hand-written check would compare it (bytes in a
//! range, a run of `bool`s OR-ed together and masked, a multi-byte integer
//! (wide enum tag, `char`, `NonZero`) loaded whole and compared with a few
//! ranges). A plan may hold a few choices ([`Branch`](plan::Branch)) too, side by side
//! or one inside another:
//! an enum with fields, whose tag is read once as an integer and each of
//! whose variants' checks run only under its own tag ([`Guard::Tag`](plan::Guard::Tag)), as a
//! derived or hand-written `match` on the tag does; and a union, each of
//! whose readings (a field whole, with what safe code leaves in its padding
//! and past its end; or, for a union that mixes, a field under one-byte
//! parts of the others, and the mix) is a run of checks ([`Guard::Reading`](plan::Guard::Reading)),
//! of which one must pass, compared without branches in a slice's
//! elements and, one record at a time, in turn until one passes. A choice inside
//! another (an enum with fields in a union's field, a union in a variant,
//! an enum in a variant) is planned where it lies: its tag is read, and its
//! checks run, only where the tags of the variants around it hold (the
//! bytes of another variant may be padding), a variant's padding inside a
//! union's field takes what safe code leaves there, as for the field, and
//! a union's verdict becomes part of the reading or variant it lies in.
//! The validator is generic over the plan ([`Planned`]) and reads each
//! check as an inline constant, so that a view compiles to those compares
//! and reads no plan at run time (in an optimized build; a debug build
//! calls the steps that compare, one copy for every type: see
//! `plan::Progress`). Everything else (choices deeper than
//! [`MAX_CHOICE_DEPTH`], an enum of more than [`MAX_DISPATCH_VARIANTS`]
//! variants, more than [`MAX_PLANNED_CHOICES`] choices or [`MAX_CHECKS`]
//! checks, which an array of constrained records soon has) is walked by
//! [`valid`], which follows
//! the description itself,
//! and is the oracle the plans are tested against (`tests/union_plans.rs`,
//! `tests/validator_oracle.rs`, the `validator` fuzz target). A plan reads
//! every reading of a union, where the walk stops at the first that
//! passes: the compile-time check of a checked destination proves every
//! byte any reading reads initialized (`query::covers`), so both read only
//! such bytes. When a value is invalid, [`explain()`] walks it
//! again to say where and why: only when an error is looked at, never on
//! the path of a check that passes.
//!
//! **Architecture Invariant:** validators only read; the reading of bytes
//! that are not a `[u8]` is the [`Input`] of `transmute/`.

use crate::automaton::{left_past_field, mixed_destination, own_padding, View};
use crate::byte_set::ByteSet;
use crate::description::{tag_byte, Alternative, Bytes, Choice, Description, Kind, Piece};
use crate::integers::Integers;
use crate::limits::{
    MAX_BYTE_FIELDS, MAX_CHECKS, MAX_CHOICE_DEPTH, MAX_DISPATCH_VARIANTS, MAX_INTEGER_RANGES, MAX_PLANNED_CHOICES,
    MAX_UNROLLED_ELEMENTS,
};
use crate::path::Path;

mod check;
mod elements;
mod explain;
mod plan;
#[cfg(test)]
mod tests;
mod walk;

use check::*;
pub(crate) use elements::{valid_elements, valid_elements_with_plan, Pattern};
pub(crate) use explain::{explain, explain_tail, Invalid, What};
pub(crate) use plan::{valid_planned, valid_planned_branch_free, valid_with_plan, Plan, Planned};
pub(crate) use walk::valid;
use walk::*;

/// Bytes to validate, read by offset.
pub(crate) trait Input {
    /// Whether every byte of the input is initialized (a `[u8]`), so that
    /// any byte within the value may be read, padding or not.
    const INITIALIZED: bool = false;

    /// The byte at `offset`, which the compile-time check proved initialized.
    fn byte(&self, offset: usize) -> u8;

    /// Whether the bits under `mask` of the byte at `offset` are in
    /// `low..=low + span`, each of the three at most `0xFF`. In `u32`, for
    /// [`Words`](elements::Words), whose byte is compared in its word.
    #[inline(always)]
    fn byte_in(&self, offset: usize, mask: u32, low: u32, span: u32) -> bool {
        (self.byte(offset) & mask as u8).wrapping_sub(low as u8) <= span as u8
    }

    /// The `N` bytes from `offset`, as [`byte`](Self::byte) reads them one
    /// by one; read at once where the input can.
    #[inline(always)]
    fn array<const N: usize>(&self, offset: usize) -> [u8; N] {
        core::array::from_fn(|index| self.byte(offset + index))
    }
}

impl Input for [u8] {
    const INITIALIZED: bool = true;

    #[inline(always)]
    fn byte(&self, offset: usize) -> u8 {
        self[offset]
    }

    /// One load of `N` bytes. Not `copy_from_slice`, which calls a
    /// function of `core` that is not generic: under fat LTO, each codegen
    /// unit is optimized before that call is inlined, so a loop over a
    /// slice's elements (`elements_valid`) held a call, and was not
    /// vectorized across elements then; once the call was inlined, the
    /// compares of each element had been vectorized on their own (a `u16`
    /// against its four valid values at once), and the loop stayed scalar,
    /// at three times the instructions of the loop without LTO.
    #[inline(always)]
    fn array<const N: usize>(&self, offset: usize) -> [u8; N] {
        match self[offset..offset + N].first_chunk() {
            Some(array) => *array,
            // The range is `N` bytes long.
            None => unreachable!(),
        }
    }
}
