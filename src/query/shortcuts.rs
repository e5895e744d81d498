//! Verdicts read from per-type facts, where the walk could only agree.
//!
//! Most pairs a program checks are plain: integers, arrays of them, structs
//! of them, fieldless enums read as integers, a prefix of a struct with
//! padding further on. For those the answer of the walk follows from what
//! is known of each type alone ([`Facts`], computed once per type and
//! cached by the compiler with its description), and the check need not
//! walk at all: const evaluation pays for every cursor it makes and moves,
//! and a walk of two small types costs more than all the other work of a
//! check together.
//!
//! A shortcut answers only where the walk gives the same verdict: it stands
//! for the walk's *validity* question alone (size, lifetimes, invariants and
//! the rest are checked after it as after the walk), it says "yes" only
//! where the walk would find every source path accepted, and only where no
//! capacity of the walk can run out ([`MAX_DEPTH`] frames, [`MAX_STEPS`]
//! steps). Anywhere else it says nothing, and the walk decides.
//!
//! **Architecture Invariant:** a shortcut never answers "no", and never
//! answers where a limit of the walk could be reached.
//!
//! [`Facts`]: crate::description::Facts

use crate::byte_set::ByteSet;
use crate::description::{Bytes, Description, Invariants, Kind};
use crate::limits::{MAX_DEPTH, MAX_SHORTCUT_EDGES, MAX_STEPS};

// A walk that finds nothing wrong ends an edge of one side or enters an
// alternative at each step, and walks the other side again at most once per
// alternative it enters: two types of at most `MAX_SHORTCUT_EDGES` edges
// each take fewer than `(MAX_SHORTCUT_EDGES + 1)²` steps.
const _: () = assert!((MAX_SHORTCUT_EDGES + 1) * (MAX_SHORTCUT_EDGES + 1) * 4 <= MAX_STEPS);

/// Whether `source -> destination` by value holds under any assumption,
/// known from the facts of the two types alone: both have values, every value of
/// `source` fits `destination` ([`every_value_fits`]), and `destination`
/// holds no reference and carries no invariant, nor a live pointer that a
/// source with invariants would hand out. The by-value checks
/// (`assert_transmutable!`, `is_transmutable`) ask it before they make an
/// `Answer`, so a plain pair costs a few reads of its facts; it reads
/// fields rather than the methods that say the same, since const
/// evaluation pays for every call. `false` means "decide".
pub(crate) const fn holds_by_facts(source: &Description, destination: &Description) -> bool {
    let (from, into) = (&source.bytes.facts, &destination.bytes.facts);
    from.inhabited
        && into.inhabited
        && destination.tail.is_none()
        && every_value_fits(&source.bytes, &destination.bytes, destination.size)
        && !into.lifetimes
        && matches!(destination.invariants, Invariants::None)
        && (matches!(source.invariants, Invariants::None) || !into.live_pointers)
}

/// Whether every value of `source` is valid as the first `size` bytes of
/// `destination` by value, known from their facts alone: `destination`
/// accepts every initialized byte string of its size, and every value of
/// `source` holds initialized bytes (no padding, no pointer) over at least
/// `size` bytes. `false` means "walk". The bytes are a type's, or the
/// any-bytes and zeros of the byte rules.
pub(super) const fn every_value_fits(source: &Bytes, destination: &Bytes, size: usize) -> bool {
    let (from, into) = (&source.facts, &destination.facts);
    into.accepts_from == 0
        && size <= from.init_prefix
        && from.depth <= MAX_DEPTH
        && into.depth <= MAX_DEPTH
        && from.edges <= MAX_SHORTCUT_EDGES
        && into.edges <= MAX_SHORTCUT_EDGES
}

/// Whether some value of `source` is valid as the first `size` bytes of
/// `destination` by value, the question under `Assume::VALIDITY`, known
/// without a walk: `source` holds every initialized byte string over at
/// least `size` bytes (runs only, each taking every initialized value, no
/// padding), and `destination` has values and is, piece after piece, runs,
/// tags and scalars, each taking some initialized value (a `bool`, a
/// fieldless enum, a `char`): the walk reads each such piece once, the
/// source's bytes taking whatever it takes, and finds that value. No union,
/// whose bytes a destination may take only from what safe writes leave,
/// nor pointer, which an integer may not become. `false` means "walk".
pub(super) const fn some_value_fits(source: &Bytes, destination: &Bytes, size: usize) -> bool {
    let (from, into) = (&source.facts, &destination.facts);
    if !(from.runs_only
        && from.accepts_from == 0
        && from.init_from == 0
        && size <= from.init_prefix
        && from.depth <= MAX_DEPTH
        && into.inhabited
        && into.depth <= MAX_DEPTH
        && into.edges <= MAX_SHORTCUT_EDGES)
    {
        return false;
    }
    let pieces = destination.pieces;
    let count = pieces.len();
    let mut i = 0;
    while i < count {
        let takes_initialized = match pieces[i].kind {
            Kind::Run(set) => set.intersects(ByteSet::INITIALIZED),
            Kind::Tag(_) | Kind::Scalar { .. } => true,
            Kind::Pointer(_) | Kind::Choice(_) | Kind::Nest(_) | Kind::Repeat { .. } => false,
        };
        if !takes_initialized {
            return false;
        }
        i += 1;
    }
    true
}

#[cfg(test)]
#[allow(dead_code)] // The types are only described, never built.
mod tests {
    use super::{every_value_fits, holds_by_facts, some_value_fits};
    use crate::assume::Assume;
    use crate::automaton::{Cursor, Role};
    use crate::description::{Bytes, Description};
    use crate::layout::Layout;
    use crate::query::{covers, exists, Lifetimes, Walk};

    #[derive(crate::Layout)]
    #[repr(C)]
    pub struct Words {
        pub a: u32,
        pub b: u16,
        pub c: [u8; 2],
    }

    /// Carries invariants: its field is private.
    #[derive(crate::Layout)]
    #[repr(C)]
    pub struct Private {
        secret: u32,
    }

    #[derive(crate::Layout)]
    #[repr(C)]
    pub struct Padded {
        pub a: u8,
        pub b: u32,
    }

    #[derive(crate::Layout)]
    #[repr(C)]
    pub struct Nested {
        pub words: Words,
        pub flags: [bool; 3],
        pub kind: Kind,
    }

    #[derive(crate::Layout, Clone, Copy)]
    #[repr(u8)]
    pub enum Kind {
        A = 1,
        B = 7,
        C = 200,
    }

    #[derive(crate::Layout)]
    #[repr(u8)]
    pub enum Shaped {
        Small(u8, u16),
        Large(u32),
    }

    #[derive(crate::Layout)]
    #[repr(C)]
    pub union Either {
        pub word: u32,
        pub bytes: [u8; 4],
        pub flag: bool,
    }

    #[derive(crate::Layout)]
    #[repr(C)]
    pub struct Many {
        pub items: [Words; 40],
    }

    #[derive(crate::Layout)]
    #[repr(C)]
    pub struct Deep0(pub u8, pub Kind);
    #[derive(crate::Layout)]
    #[repr(C)]
    pub struct Deep1(pub Deep0, pub Kind);
    #[derive(crate::Layout)]
    #[repr(C)]
    pub struct Deep2(pub Deep1, pub Kind);
    #[derive(crate::Layout)]
    #[repr(C)]
    pub struct Deep3(pub Deep2, pub Kind);
    #[derive(crate::Layout)]
    #[repr(C)]
    pub struct Deep4(pub Deep3, pub Kind);
    #[derive(crate::Layout)]
    #[repr(C)]
    pub struct Deep5(pub Deep4, pub Kind);
    #[derive(crate::Layout)]
    #[repr(C)]
    pub struct Deep6(pub Deep5, pub Kind);
    #[derive(crate::Layout)]
    #[repr(C)]
    pub struct Deep7(pub Deep6, pub Kind);
    #[derive(crate::Layout)]
    #[repr(C)]
    pub struct Deep8(pub Deep7, pub Kind);
    #[derive(crate::Layout)]
    #[repr(C)]
    pub struct Deep9(pub Deep8, pub Kind);
    #[derive(crate::Layout)]
    #[repr(C)]
    pub struct Deep10(pub Deep9, pub Kind);
    #[derive(crate::Layout)]
    #[repr(C)]
    pub struct Deep11(pub Deep10, pub Kind);
    #[derive(crate::Layout)]
    #[repr(C)]
    pub struct Deep12(pub Deep11, pub Kind);
    #[derive(crate::Layout)]
    #[repr(C)]
    pub struct Deep13(pub Deep12, pub Kind);

    /// No values.
    #[derive(crate::Layout, Clone, Copy)]
    pub enum Void {}

    /// Its `u32` at offset 1.
    #[derive(crate::Layout)]
    #[repr(C, packed)]
    pub struct Packed {
        pub a: u8,
        pub b: u32,
    }

    /// A field without values that safe code may still write a byte of.
    #[derive(crate::Layout)]
    #[repr(C)]
    pub union HalfVoid {
        pub a: u32,
        pub b: (u8, Void),
    }

    /// A field shorter than the union.
    #[derive(crate::Layout)]
    #[repr(C)]
    pub union Short {
        pub a: u32,
        pub b: u8,
    }

    /// A field of no bytes.
    #[derive(crate::Layout)]
    #[repr(C)]
    pub union Unit {
        pub a: u32,
        pub b: (),
    }

    /// No element of a type without values: inhabited.
    #[derive(crate::Layout)]
    #[repr(C)]
    pub struct ZeroVoid {
        pub a: [Void; 0],
        pub b: u32,
    }

    /// Zero-length arrays before, between and after its bytes.
    /// A union whose bytes past its field no safe write initializes: as a
    /// destination, they take only what such writes leave.
    #[derive(crate::Layout)]
    #[repr(C, align(4))]
    pub union PaddedUnion {
        pub a: u8,
    }

    #[derive(crate::Layout)]
    #[repr(C)]
    pub struct EmptyFirst {
        pub a: [u8; 0],
        pub b: [u16; 0],
        pub c: u16,
        pub d: [u32; 0],
    }

    fn descriptions() -> std::vec::Vec<&'static Description> {
        std::vec![
            <Packed as Layout>::DESCRIPTION,
            <HalfVoid as Layout>::DESCRIPTION,
            <Short as Layout>::DESCRIPTION,
            <Unit as Layout>::DESCRIPTION,
            <ZeroVoid as Layout>::DESCRIPTION,
            <EmptyFirst as Layout>::DESCRIPTION,
            <[u8; 0] as Layout>::DESCRIPTION,
            <[[u8; 0]; 3] as Layout>::DESCRIPTION,
            <[[u16; 2]; 3] as Layout>::DESCRIPTION,
            <((), u32) as Layout>::DESCRIPTION,
            <(u8, [u32; 0]) as Layout>::DESCRIPTION,
            <core::mem::MaybeUninit<core::cell::Cell<u32>> as Layout>::DESCRIPTION,
            <core::mem::ManuallyDrop<u32> as Layout>::DESCRIPTION,
            <[Short; 2] as Layout>::DESCRIPTION,
            <[Packed; 2] as Layout>::DESCRIPTION,
            <Option<core::num::NonZeroU16> as Layout>::DESCRIPTION,
            <[core::cell::Cell<u8>; 4] as Layout>::DESCRIPTION,
            <[core::sync::atomic::AtomicU8; 4] as Layout>::DESCRIPTION,
            <u8 as Layout>::DESCRIPTION,
            <u16 as Layout>::DESCRIPTION,
            <u32 as Layout>::DESCRIPTION,
            <u64 as Layout>::DESCRIPTION,
            <i128 as Layout>::DESCRIPTION,
            <f64 as Layout>::DESCRIPTION,
            <bool as Layout>::DESCRIPTION,
            <char as Layout>::DESCRIPTION,
            <() as Layout>::DESCRIPTION,
            <[u8; 3] as Layout>::DESCRIPTION,
            <[u8; 8] as Layout>::DESCRIPTION,
            <[u16; 2] as Layout>::DESCRIPTION,
            <[u32; 1000] as Layout>::DESCRIPTION,
            <[bool; 4] as Layout>::DESCRIPTION,
            <[char; 2] as Layout>::DESCRIPTION,
            <(u8, u16) as Layout>::DESCRIPTION,
            <(u16, u16) as Layout>::DESCRIPTION,
            <core::num::NonZeroU32 as Layout>::DESCRIPTION,
            <Option<core::num::NonZeroU32> as Layout>::DESCRIPTION,
            <core::mem::MaybeUninit<u32> as Layout>::DESCRIPTION,
            <core::cell::Cell<u32> as Layout>::DESCRIPTION,
            <core::sync::atomic::AtomicU32 as Layout>::DESCRIPTION,
            <Option<&'static u8> as Layout>::DESCRIPTION,
            <usize as Layout>::DESCRIPTION,
            <Words as Layout>::DESCRIPTION,
            <Padded as Layout>::DESCRIPTION,
            <Private as Layout>::DESCRIPTION,
            <Nested as Layout>::DESCRIPTION,
            <Kind as Layout>::DESCRIPTION,
            <[Kind; 4] as Layout>::DESCRIPTION,
            <Shaped as Layout>::DESCRIPTION,
            <Either as Layout>::DESCRIPTION,
            <Many as Layout>::DESCRIPTION,
            <Deep10 as Layout>::DESCRIPTION,
            <Deep11 as Layout>::DESCRIPTION,
            <Deep12 as Layout>::DESCRIPTION,
            <Deep13 as Layout>::DESCRIPTION,
            <[Deep0; 2] as Layout>::DESCRIPTION,
            <(u32, Kind, [u8; 3]) as Layout>::DESCRIPTION,
            <[Padded; 3] as Layout>::DESCRIPTION,
            <[(u8, u16); 2] as Layout>::DESCRIPTION,
            <(Shaped, u8) as Layout>::DESCRIPTION,
            <core::mem::MaybeUninit<[u8; 2]> as Layout>::DESCRIPTION,
            <PaddedUnion as Layout>::DESCRIPTION,
            <core::ptr::NonNull<u8> as Layout>::DESCRIPTION,
            <*const u8 as Layout>::DESCRIPTION,
            <core::num::NonZeroU8 as Layout>::DESCRIPTION,
            <[bool; 3] as Layout>::DESCRIPTION,
        ]
    }

    /// Wherever the shortcut of `Assume::VALIDITY` answers, the walk finds
    /// a value too, within the steps the shortcut's bound allows; it
    /// answers pairs the shortcut of every value does not.
    #[test]
    fn some_value_shortcuts_agree_with_the_walk() {
        let all = descriptions();
        let (mut taken, mut beyond) = (0, 0);
        for &source in &all {
            for &destination in &all {
                if !some_value_fits(&source.bytes, &destination.bytes, destination.size) {
                    continue;
                }
                taken += 1;
                if !every_value_fits(&source.bytes, &destination.bytes, destination.size) {
                    beyond += 1;
                }
                assert!(source.is_inhabited(), "{source}");
                let mut walk = Walk::new(Assume::VALIDITY, Lifetimes::Unproven);
                let src = Cursor::new(&source.bytes, Role::Source);
                let dst = Cursor::new(&destination.bytes, Role::Destination);
                assert!(
                    exists::exists(&mut walk, src, dst, destination.size),
                    "the walk under `Assume::VALIDITY` refuses {source} -> {destination}"
                );
                let bound = (source.bytes.facts.edges + 1) * (destination.bytes.facts.edges + 1);
                assert!(walk.steps <= bound, "{source} -> {destination}: {} steps, bound {bound}", walk.steps);
            }
        }
        assert!(taken > 100 && beyond > 30, "{taken} shortcuts, {beyond} beyond every value");
        let some = |source: &'static Description, destination: &'static Description| {
            some_value_fits(&source.bytes, &destination.bytes, destination.size)
        };
        assert!(some(<u8 as Layout>::DESCRIPTION, <bool as Layout>::DESCRIPTION));
        assert!(some(<u32 as Layout>::DESCRIPTION, <char as Layout>::DESCRIPTION));
        assert!(some(<u8 as Layout>::DESCRIPTION, <Kind as Layout>::DESCRIPTION));
        // Bytes a union's safe writes leave uninitialized, and a pointer that
        // an integer may not become, are the walk's to decide.
        assert!(!some(<u32 as Layout>::DESCRIPTION, <PaddedUnion as Layout>::DESCRIPTION));
        assert!(!some(<usize as Layout>::DESCRIPTION, <core::ptr::NonNull<u8> as Layout>::DESCRIPTION));
        assert!(!some(<(u8, u16) as Layout>::DESCRIPTION, <bool as Layout>::DESCRIPTION));
    }

    /// Wherever a shortcut answers, the walk agrees, and stays within the
    /// steps the shortcut's bound promises.
    #[test]
    fn shortcuts_agree_with_the_walk() {
        let all = descriptions();
        let mut taken = 0;
        for &source in &all {
            for &destination in &all {
                if !every_value_fits(&source.bytes, &destination.bytes, destination.size) {
                    continue;
                }
                taken += 1;
                walk_agrees(
                    &source.bytes,
                    &destination.bytes,
                    destination.size,
                    &std::format!("{source} -> {destination}"),
                );
                // Under `Assume::VALIDITY` the question is whether some value
                // fits, which the shortcut answers for an inhabited source.
                if source.is_inhabited() {
                    let mut walk = Walk::new(Assume::VALIDITY, Lifetimes::Unproven);
                    let src = Cursor::new(&source.bytes, Role::Source);
                    let dst = Cursor::new(&destination.bytes, Role::Destination);
                    assert!(
                        exists::exists(&mut walk, src, dst, destination.size),
                        "the walk under `Assume::VALIDITY` refuses {source} -> {destination}"
                    );
                }
            }
        }
        assert!(taken > 100, "only {taken} pairs took a shortcut");
    }

    /// Wherever the facts say a pair holds, the whole decision agrees, under
    /// every assumption; and plain pairs do take the shortcut.
    #[test]
    fn pairs_that_hold_by_facts_are_decided_yes() {
        let all = descriptions();
        let assumptions = [Assume::NOTHING, Assume::SAFETY, Assume::LIFETIMES, Assume::ALIGNMENT, Assume::VALIDITY];
        let mut taken = 0;
        for &source in &all {
            for &destination in &all {
                if !holds_by_facts(source, destination) {
                    continue;
                }
                for assume in assumptions {
                    taken += 1;
                    for lifetimes in [Lifetimes::Bound, Lifetimes::Unproven] {
                        assert!(
                            crate::query::decide(source, destination, assume, lifetimes).is_ok(),
                            "{source} -> {destination} holds by facts, not by decision"
                        );
                    }
                }
            }
        }
        assert!(taken > 300, "only {taken} pairs held by facts");
        assert!(!holds_by_facts(<u8 as Layout>::DESCRIPTION, <bool as Layout>::DESCRIPTION));
        assert!(holds_by_facts(<u8 as Layout>::DESCRIPTION, <i8 as Layout>::DESCRIPTION));
    }

    /// The same for the byte rules: any bytes or zeros read as a type, and
    /// a type read as bytes. Some pairs take the shortcut, and some do not.
    #[test]
    fn byte_rule_shortcuts_agree_with_the_walk() {
        let (any, zeros) = (crate::query::ANY_BYTES, crate::query::ZEROS);
        let (mut taken, mut walked) = (0, 0);
        for target in descriptions() {
            let pairs = [
                (any, &target.bytes, "bytes -> "),
                (zeros, &target.bytes, "zeros -> "),
                (&target.bytes, any, "-> bytes "),
            ];
            for (source, destination, way) in pairs {
                if !every_value_fits(source, destination, target.size) {
                    walked += 1;
                    continue;
                }
                taken += 1;
                walk_agrees(source, destination, target.size, &std::format!("{way}{target}"));
            }
        }
        assert!(taken > 30 && walked > 30, "{taken} shortcuts, {walked} walks");
    }

    /// The walk holds `source -> destination` over `size` bytes, within the
    /// steps the shortcut's bound promises.
    fn walk_agrees(source: &'static Bytes, destination: &'static Bytes, size: usize, pair: &str) {
        let mut walk = Walk::new(Assume::NOTHING, Lifetimes::Bound);
        let src = Cursor::new(source, Role::Source);
        let dst = Cursor::new(destination, Role::Destination);
        assert!(covers::covers(&mut walk, src, dst, size), "the walk refuses {pair}");
        let bound = (source.facts.edges + 1) * (destination.facts.edges + 1);
        assert!(walk.steps <= bound, "{pair}: {} steps, bound {bound}", walk.steps);
    }

    /// The initialized prefix is the whole type exactly where the type is
    /// initialized throughout, and a walk agrees on where it ends: a
    /// destination of `u8`s as long as the prefix covers every value, one
    /// byte longer does not.
    #[test]
    fn initialized_prefixes_are_where_the_walk_finds_them() {
        for source in descriptions() {
            let facts = source.bytes.facts;
            assert_eq!(facts.init_prefix == source.size, facts.init_from == 0, "{source}");
            if !source.is_inhabited() || facts.depth > crate::limits::MAX_DEPTH {
                continue;
            }
            let any = crate::query::ANY_BYTES;
            for (len, holds) in [(facts.init_prefix, true), (facts.init_prefix + 1, false)] {
                if len > source.size {
                    continue;
                }
                let mut walk = Walk::new(Assume::NOTHING, Lifetimes::Bound);
                let src = Cursor::new(&source.bytes, Role::Source);
                let dst = Cursor::new(any, Role::Destination);
                assert_eq!(covers::covers(&mut walk, src, dst, len), holds, "{source}: {len} bytes");
            }
        }
    }
}
