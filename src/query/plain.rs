//! A plain pair by value, answered from one number for each type.
//!
//! Most pairs a program checks are plain (integers, arrays and structs of
//! them, fieldless enums read as integers), and [`facts_answer`] answers
//! them from the facts of the two types: a dozen fields read, in about a
//! hundred statements of const evaluation, for every pair a crate checks,
//! where const evaluation pays for each statement. What it asks of each
//! type alone folds into one number: for a source, how many bytes every
//! value holds initialized ([`plain_source`]); for a destination, how many
//! bytes it needs, each taking every initialized value
//! ([`plain_destination`]). The entry points read each type's number as a
//! constant of the type (`transmute::Plain`), which the compiler
//! evaluates once per type and crate, so that a pair compares two
//! numbers: it holds where the destination's is no greater than the
//! source's.
//!
//! **Architecture Invariant:** a pair whose numbers say it holds is one
//! that [`facts_answer`] says holds ([`FACTS_HOLD`]); anywhere else the
//! entry points ask [`facts_answer`] and the rest of the decision.
//!
//! [`facts_answer`]: super::facts_answer
//! [`FACTS_HOLD`]: super::FACTS_HOLD

use crate::description::{Head, Invariants};
use crate::limits::{MAX_DEPTH, MAX_SHORTCUT_EDGES};

/// `source` as a plain source by value: how many bytes from its start hold
/// initialized integer bytes in every value (its facts' `init_prefix`),
/// plus one, where it has values, carries no invariants and is walked
/// within the shortcuts' bound (the conditions [`facts_answer`] asks of a
/// source); 0 where not.
///
/// [`facts_answer`]: super::facts_answer
// `matches!` where clippy asks for `is_none()`: a call, which const
// evaluation pays for.
#[allow(clippy::redundant_pattern_matching)]
pub(crate) const fn plain_source(source: &Head) -> usize {
    let facts = &source.bytes.facts;
    if facts.inhabited
        && facts.depth <= MAX_DEPTH
        && facts.edges <= MAX_SHORTCUT_EDGES
        && matches!(source.invariants, Invariants::None)
        && facts.init_prefix < usize::MAX - 1
    {
        facts.init_prefix + 1
    } else {
        0
    }
}

/// `destination` as a plain destination by value: its size plus one, where
/// it has values, is sized, takes every initialized byte string of its
/// size, holds no reference, carries no invariants and is walked within
/// the shortcuts' bound (the conditions [`facts_answer`] asks of a
/// destination); `usize::MAX` where not, which no [`plain_source`]
/// reaches.
///
/// [`facts_answer`]: super::facts_answer
#[allow(clippy::redundant_pattern_matching)]
pub(crate) const fn plain_destination(destination: &Head) -> usize {
    let facts = &destination.bytes.facts;
    if facts.inhabited
        && matches!(destination.tail, None)
        && facts.depth <= MAX_DEPTH
        && facts.edges <= MAX_SHORTCUT_EDGES
        && facts.accepts_from == 0
        && !facts.lifetimes
        && matches!(destination.invariants, Invariants::None)
        && destination.size < usize::MAX - 1
    {
        destination.size + 1
    } else {
        usize::MAX
    }
}

#[cfg(test)]
mod tests {
    extern crate std;

    use super::{plain_destination, plain_source};
    use crate::description::Description;
    use crate::query::{facts_answer, FACTS_HOLD};
    use crate::Layout;

    #[derive(crate::Layout)]
    #[repr(C)]
    pub struct Pair(pub u8, pub u16);

    #[derive(crate::Layout)]
    #[repr(C)]
    pub struct Bytes4(pub [u8; 4]);

    /// A private field: a destination carrying invariants.
    #[derive(crate::Layout)]
    #[repr(C)]
    pub struct Private(u16);

    #[derive(crate::Layout)]
    #[repr(u8)]
    pub enum Small {
        A = 0,
        B = 7,
    }

    #[derive(crate::Layout)]
    #[repr(C)]
    pub struct Chars(pub [char; 40]);

    /// A private field as wide as a pointer: a source carrying invariants.
    #[derive(crate::Layout)]
    #[repr(C)]
    pub struct Hidden(usize);

    /// Every initialized word, and a pointer that promises a function: a
    /// source with invariants may not hand it out.
    #[derive(crate::Layout)]
    #[repr(C)]
    pub union Callback {
        pub call: fn(),
        pub word: usize,
    }

    /// Every initialized word, and a reference: a destination that takes
    /// any initialized bytes, and holds a lifetime.
    #[derive(crate::Layout)]
    #[repr(C)]
    pub union Borrowed {
        pub borrowed: &'static u8,
        pub word: usize,
    }

    /// Nested 13 deep, more than a walk's frames hold.
    type Deep =
        (((((((((((((u8, bool), bool), bool), bool), bool), bool), bool), bool), bool), bool), bool), bool), bool);

    fn descriptions() -> std::vec::Vec<&'static Description> {
        std::vec![
            <u8 as Layout>::DESCRIPTION,
            <i8 as Layout>::DESCRIPTION,
            <u16 as Layout>::DESCRIPTION,
            <u32 as Layout>::DESCRIPTION,
            <u64 as Layout>::DESCRIPTION,
            <f32 as Layout>::DESCRIPTION,
            <bool as Layout>::DESCRIPTION,
            <char as Layout>::DESCRIPTION,
            <() as Layout>::DESCRIPTION,
            <[u8; 0] as Layout>::DESCRIPTION,
            <[u8; 2] as Layout>::DESCRIPTION,
            <[u8; 4] as Layout>::DESCRIPTION,
            <[u16; 2] as Layout>::DESCRIPTION,
            <[u8; 1024] as Layout>::DESCRIPTION,
            <[bool; 4] as Layout>::DESCRIPTION,
            <[char; 64] as Layout>::DESCRIPTION,
            <[u32; 64] as Layout>::DESCRIPTION,
            <Pair as Layout>::DESCRIPTION,
            <Bytes4 as Layout>::DESCRIPTION,
            <Private as Layout>::DESCRIPTION,
            <[Private; 2] as Layout>::DESCRIPTION,
            <Small as Layout>::DESCRIPTION,
            <Chars as Layout>::DESCRIPTION,
            <Hidden as Layout>::DESCRIPTION,
            <Callback as Layout>::DESCRIPTION,
            <Borrowed as Layout>::DESCRIPTION,
            <Deep as Layout>::DESCRIPTION,
            <[(u8, bool); 40] as Layout>::DESCRIPTION,
            <core::mem::MaybeUninit<&'static u8> as Layout>::DESCRIPTION,
            <(u8, u8) as Layout>::DESCRIPTION,
            <(u8, u16) as Layout>::DESCRIPTION,
            <core::num::NonZeroU16 as Layout>::DESCRIPTION,
            <Option<core::num::NonZeroU16> as Layout>::DESCRIPTION,
            <core::mem::MaybeUninit<u32> as Layout>::DESCRIPTION,
            <core::mem::ManuallyDrop<u32> as Layout>::DESCRIPTION,
            <core::cell::Cell<u16> as Layout>::DESCRIPTION,
            <core::convert::Infallible as Layout>::DESCRIPTION,
            <(u8, core::convert::Infallible) as Layout>::DESCRIPTION,
            <&'static u8 as Layout>::DESCRIPTION,
            <&'static [u8; 2] as Layout>::DESCRIPTION,
            <Option<&'static u8> as Layout>::DESCRIPTION,
            <fn() as Layout>::DESCRIPTION,
            <*const u8 as Layout>::DESCRIPTION,
            <usize as Layout>::DESCRIPTION,
            <[u8] as Layout>::DESCRIPTION,
            <str as Layout>::DESCRIPTION,
        ]
    }

    /// Wherever the numbers say a pair holds, the facts say so too; and
    /// most pairs the facts hold are plain (not those from a source with
    /// invariants, nor those of more edges than the general bound, which
    /// `facts_answer` reads as rows of named scalars).
    #[test]
    fn plain_pairs_hold_by_facts() {
        let all = descriptions();
        let (mut plain, mut held) = (0, 0);
        for &source in &all {
            for &destination in &all {
                let holds = plain_destination(destination.head()) <= plain_source(source.head());
                let facts = facts_answer(source.head(), destination.head());
                assert!(!holds || facts == FACTS_HOLD, "{source} -> {destination}: plain, but not held by facts");
                plain += usize::from(holds);
                held += usize::from(facts == FACTS_HOLD);
            }
        }
        assert!(plain > 300 && plain * 10 >= held * 7, "{plain} plain pairs of {held} held by facts");
    }

    /// Pairs the facts do not hold, each for another of their conditions,
    /// are not plain; pairs of the same types that the facts hold are.
    #[test]
    fn pairs_the_facts_refuse_are_not_plain() {
        let d = |description: &'static Description| description;
        let refused = [
            // A destination larger than the source's initialized prefix.
            (d(<u8 as Layout>::DESCRIPTION), d(<u16 as Layout>::DESCRIPTION)),
            (d(<(u8, u16) as Layout>::DESCRIPTION), d(<[u8; 2] as Layout>::DESCRIPTION)),
            // Bytes the destination refuses.
            (d(<u8 as Layout>::DESCRIPTION), d(<bool as Layout>::DESCRIPTION)),
            // A destination with invariants.
            (d(<u16 as Layout>::DESCRIPTION), d(<Private as Layout>::DESCRIPTION)),
            // A source with invariants, into a pointer it may not hand out.
            (d(<Hidden as Layout>::DESCRIPTION), d(<Callback as Layout>::DESCRIPTION)),
            // A destination holding a reference.
            (d(<&'static u8 as Layout>::DESCRIPTION), d(<&'static u8 as Layout>::DESCRIPTION)),
            (d(<usize as Layout>::DESCRIPTION), d(<Borrowed as Layout>::DESCRIPTION)),
            // A source nested deeper than a walk's frames.
            (d(<Deep as Layout>::DESCRIPTION), d(<u8 as Layout>::DESCRIPTION)),
            // An uninhabited source, and destination.
            (d(<core::convert::Infallible as Layout>::DESCRIPTION), d(<() as Layout>::DESCRIPTION)),
            (d(<u8 as Layout>::DESCRIPTION), d(<(u8, core::convert::Infallible) as Layout>::DESCRIPTION)),
            // A destination with a tail.
            (d(<[u8; 4] as Layout>::DESCRIPTION), d(<[u8] as Layout>::DESCRIPTION)),
        ];
        for (source, destination) in refused {
            assert!(facts_answer(source.head(), destination.head()) != FACTS_HOLD, "{source} -> {destination}");
            assert!(plain_destination(destination.head()) > plain_source(source.head()), "{source} -> {destination}");
        }
        let held = [
            (d(<u16 as Layout>::DESCRIPTION), d(<u8 as Layout>::DESCRIPTION)),
            (d(<(u8, u16) as Layout>::DESCRIPTION), d(<u8 as Layout>::DESCRIPTION)),
            (d(<u32 as Layout>::DESCRIPTION), d(<[u16; 2] as Layout>::DESCRIPTION)),
            (d(<u16 as Layout>::DESCRIPTION), d(<() as Layout>::DESCRIPTION)),
            (d(<[u8; 1024] as Layout>::DESCRIPTION), d(<Bytes4 as Layout>::DESCRIPTION)),
            (d(<usize as Layout>::DESCRIPTION), d(<Callback as Layout>::DESCRIPTION)),
            (d(<Small as Layout>::DESCRIPTION), d(<u8 as Layout>::DESCRIPTION)),
        ];
        for (source, destination) in held {
            assert_eq!(facts_answer(source.head(), destination.head()), FACTS_HOLD, "{source} -> {destination}");
            assert!(plain_destination(destination.head()) <= plain_source(source.head()), "{source} -> {destination}");
        }
    }
}
