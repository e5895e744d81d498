//! The inclusion query: is every byte string of the source accepted by the
//! destination?
//!
//! Both types are automata over bytes (see [`automaton`](crate::automaton)).
//! The source is walked *for all* of its paths, the destination *for some*:
//! one destination state at a time while the destination is deterministic,
//! a set of states inside a choice that no byte has decided yet. This is the
//! talk's product construction, made cheap by four facts:
//!
//! - **Runs move at once.** Two runs are compared by their sets, then both
//!   move by the shorter length: `[u8; 1 << 20]` is one step.
//! - **Cut points split the work.** When a source branch ends where the
//!   destination can be cut too, each alternative is checked against that
//!   stretch alone, and the walk goes on once: a struct of `n` `char`s costs
//!   `2 * n` small checks, not `2^n` paths. The same holds the other way round.
//! - **Tags dispatch.** A destination enum whose variants start with distinct
//!   bytes is entered one variant at a time, narrowed by that first byte; its
//!   tag table (made once per type) names the variant of each value, so an
//!   enum of 256 variants against one of the same tags makes 256 short walks,
//!   in whatever order either declares its variants. Variants alike after
//!   the tag (the same fields) are one group of the table: a destination
//!   variant that holds settles its group, and a source's group is walked
//!   once, its tags one set, then member by member only where it fails, so
//!   that the explanation is the one a walk variant by variant gives. 256
//!   variants of one payload make one short walk.
//! - **Periods repeat.** When the pair of states returns to itself one period
//!   later (an array against an array, a struct of 64 `char`s against
//!   words), every further period is the same and is skipped (Brent's cycle
//!   detection, in [`periods`]).
//!
//! The walks: [`covers`] (every source string accepted: the default),
//! [`exists`] (some source string accepted: under `Assume::VALIDITY`),
//! [`cells`] (the same bytes inside `UnsafeCell`s, and the same atomics, on
//! both sides: shared references, and every pointer inside a shared
//! referent), and [`pointers`], which decides when one pointer may become
//! another. Their referents are checked by the whole query in turn
//! (`referents_hold`, here), with what is written back through `&mut` or
//! through cells: the walks call each other only through this module, so
//! that no walk's file calls another's that calls it back (`covers` and
//! `exists` call `pointers`, `cells` calls `covers`).
//!
//! **Architecture Invariant:** the query reads descriptions through cursors
//! only, and says "yes" only after every source path has been matched; every
//! capacity it runs out of turns into "no" with the limit named.

mod bytes;
mod cells;
mod checked;
mod covers;
mod exists;
mod nested;
mod periods;
mod plain;
mod pointers;
pub(crate) mod same;
mod shortcuts;
mod slices;
mod states;

pub(crate) use bytes::{decide_bytes, ByteRules};
pub(crate) use checked::{decide_checked, decide_checked_reference, Validation};
pub(crate) use plain::{plain_destination, plain_source};
pub(crate) use shortcuts::{
    bytes_hold_by_facts, facts_answer, references_hold_by_facts, some_value_holds_by_facts, FACTS_FIT, FACTS_HOLD,
    FACTS_MISFIT, FACTS_UNASKED,
};
#[cfg(feature = "alloc")]
pub(crate) use slices::decide_owned_elements;
pub(crate) use slices::{decide_slices, element_sizes};

use crate::assume::Assume;
use crate::automaton::{Cursor, Role};
use crate::byte_set::ByteSet;
use crate::description::{Choice, Description, Invariants, Pointer, PointerKind, Referent};
use crate::limits::{Limit, MAX_REFERENTS, MAX_STEPS};
use crate::path::Path;
use crate::verdict::{Context, Mismatch, PointerMismatch, PointerProblem, Reason};

/// How a check knows that no lifetime grows.
#[derive(Clone, Copy)]
pub(crate) enum Lifetimes {
    /// Only by `Assume::LIFETIMES`: without it, a destination that holds a
    /// reference is refused.
    Unproven,
    /// By `Lifetime<'l>` bounds on both types, which the borrow checker
    /// checks: every lifetime of either is `'l`. Not under
    /// `Assume::VALIDITY`, where a reference may be made of a raw pointer or
    /// an integer, whose lifetime no bound knows.
    Bound,
}

/// Decides whether `source` may be transmuted into `destination` by value
/// under `assume`: bit validity, size, lifetimes, safety. `facts`: what
/// [`facts_answer`] answered, where the caller has asked it (then whether
/// every value fits is not asked again), else [`FACTS_UNASKED`].
pub(crate) const fn decide(
    source: &'static Description,
    destination: &'static Description,
    assume: Assume,
    lifetimes: Lifetimes,
    facts: u8,
) -> Result<(), Reason> {
    // The facts read in place, here and below (`is_inhabited`,
    // `lifetimes_proven`, `Invariants::is_none`): every check passes here,
    // and each function it calls is loaded from the library's metadata in
    // the checking crate, small or not.
    if !source.bytes.facts.inhabited {
        return Ok(());
    }
    if !destination.bytes.facts.inhabited {
        return Err(Reason::DestinationUninhabited);
    }
    // A derived type into itself: the value stays what it was, invariants
    // and all.
    if same::one_type(source, destination) {
        return Ok(());
    }
    // Most plain pairs need no walk: their facts answer (`shortcuts`), under
    // `Assume::VALIDITY` too, since an inhabited source every value of
    // which fits has some value that fits; nor does a type against itself
    // (`same`).
    let fits = match facts {
        FACTS_MISFIT => false,
        FACTS_FIT | FACTS_HOLD => true,
        _ => shortcuts::every_value_fits(&source.bytes, &destination.bytes, destination.size),
    };
    let answered =
        fits || (assume.validity && shortcuts::some_value_fits(&source.bytes, &destination.bytes, destination.size));
    // Under `Assume::VALIDITY`, the likeliest value of the source is tried
    // first, alone: most often it fits.
    let answered = answered
        || (!assume.validity && lone_pointers_hold(source, destination, assume, lifetimes))
        || (may_be_same(source, destination) && same::same_values(source, destination))
        // A struct of one field and that field's type, a struct and its
        // first field's: every value of one is a value of the other.
        || same::same_prefix_values(&source.bytes, &destination.bytes)
        || (assume.validity && exists::likeliest_fits(source, destination, assume, lifetimes));
    if !answered {
        let mut walk = Walk::new(assume, lifetimes);
        let src = Cursor::new(&source.bytes, Role::Source);
        let dst = Cursor::new(&destination.bytes, Role::Destination);
        if !walk_holds(&mut walk, src, dst, destination.size) {
            return Err(walk.reason(source.size));
        }
    }
    let lifetimes_proven = assume.lifetimes || (matches!(lifetimes, Lifetimes::Bound) && !assume.validity);
    if !lifetimes_proven && destination.bytes.facts.lifetimes {
        return Err(Reason::Lifetimes);
    }
    if !assume.safety && !matches!(destination.invariants, Invariants::None) {
        return Err(Reason::Invariants);
    }
    if !assume.safety && !matches!(source.invariants, Invariants::None) && destination.has_live_pointers() {
        return Err(Reason::SourceInvariants);
    }
    Ok(())
}

/// Decides whether a `&source` (`unique`: a `&mut source`) may be
/// transmuted into a `&destination` (`&mut destination`) under `assume`.
pub(crate) const fn decide_reference(
    source: &'static Description,
    destination: &'static Description,
    unique: bool,
    assume: Assume,
    lifetimes: Lifetimes,
) -> Result<(), Reason> {
    let kind = if unique { PointerKind::Unique } else { PointerKind::Shared };
    let mut walk = Walk::new(assume, lifetimes);
    // The reference itself borrows for a lifetime of its own, which no
    // bound on the referents ties.
    walk.reach = Reach { untied_borrows: true, ..Reach::DIRECT };
    let src = Pointer::new(kind, false, Referent::of(source));
    let dst = Pointer::new(kind, false, Referent::of(destination));
    match pointers::compatible(&mut walk, src, dst) {
        Ok(()) => Ok(()),
        Err(problem) => {
            if let Some(Failure::Limit(limit)) = walk.failure {
                return Err(Reason::TooComplex(limit));
            }
            // A pointer inside the referent failed: that pointer is the
            // explanation, with its place in the referent; found writing
            // back, its sides are the referents' the other way round.
            match (problem, walk.failure) {
                (PointerProblem::Referent, Some(Failure::Pointer(inner))) => return Err(Reason::Pointer(inner)),
                (PointerProblem::WriteBack, Some(Failure::Pointer(inner))) => {
                    return Err(Reason::Pointer(inner.into_written_back()))
                }
                _ => {}
            }
            Err(Reason::Reference(PointerMismatch {
                offset: 0,
                problem,
                source: Some(src),
                destination: Some(dst),
                source_path: Path::new(),
                destination_path: Path::new(),
                referent: walk.referent_failure_of(problem),
                written_back: false,
            }))
        }
    }
}

/// Whether referent `source` may become `destination` under `rules`, as
/// a whole query: `source -> destination`, and `destination -> source` for
/// what is written back, with the same cells when shared. A pointer's
/// check ([`pointers::compatible`]) asks it of the pair its pointers
/// refer to, after checking what the pointers themselves promise; it walks
/// the referents with every walk in turn, each of which may meet pointers
/// again. The walks' recursion goes through this module, which calls
/// them all: no walk's file calls another's that calls it back.
const fn referents_hold(
    walk: &mut Walk<'_>,
    source: &'static Description,
    destination: &'static Description,
    rules: pointers::Rules,
) -> Result<(), PointerProblem> {
    let assume = walk.assume;
    // Where the facts answer every question below (every value fits, no
    // invariant in the way, no cell, nothing written back through `&mut`),
    // the answer is yes: a type into itself need not be recognized first,
    // its identity compared byte by byte and its structure piece by piece.
    let cells = source.bytes.facts.interior_mutable || destination.bytes.facts.interior_mutable;
    if !cells
        && !matches!(rules.kind, PointerKind::Unique)
        && facts_answer(source.head(), destination.head()) == FACTS_HOLD
    {
        return Ok(());
    }
    // A derived type seen as itself: read, written through cells or
    // through `&mut`, it is what it was, unless a source around it keeps
    // invariants of its own over it.
    if !rules.reach.guarded && same::one_type(source, destination) {
        return Ok(());
    }
    if !value_holds(walk, source, destination) {
        return Err(PointerProblem::Referent);
    }
    if !assume.safety && !destination.invariants.is_none() {
        return Err(PointerProblem::ReferentInvariants);
    }
    // A private pointer may be freed, or lent out only under its owner's
    // rules: made usable in the destination, it would escape them.
    if !assume.safety && !source.invariants.is_none() && destination.has_live_pointers() {
        return Err(PointerProblem::SourceInvariants);
    }
    // Where neither side holds a cell (nor an atomic, nor opaque cells)
    // anywhere, every byte is outside cells on both: they agree without a
    // walk, which would go through every alternative of both sides.
    if rules.reach.shared && cells {
        let src = Cursor::by_field(&source.bytes);
        let dst = Cursor::new(&destination.bytes, Role::Destination);
        if !cells::agree(walk, src, dst, destination.size) {
            return Err(PointerProblem::InteriorMutability);
        }
    }
    if rules.writes_back(destination) {
        if !written_back_holds(walk, destination, source, rules.reach.destination_shared) {
            return Err(PointerProblem::WriteBack);
        }
        if !assume.safety && (!source.invariants.is_none() || rules.reach.guarded) {
            return Err(PointerProblem::WriteBackInvariants);
        }
    }
    Ok(())
}

/// Whether whatever is written through a reference to `written` leaves a
/// valid `into` behind it (some value, under `Assume::VALIDITY`). Through a
/// shared reference (`shared`), only bytes inside cells are written, and
/// the others keep their valid values ([`cells::written_back`]). Through
/// `&mut`, every byte is: bytes of `into` past the end of `written` keep
/// what they held, and where `into` can be cut there (its bytes after are
/// valid whatever those before hold: a field, an array element, bytes of a
/// run, past the tag of an enum whose variants are alike after it), only
/// the written bytes are checked; otherwise the old bytes need
/// not go with the new ones (the low byte of a `NonZeroU16` set to 0, its
/// high byte 0 already), and they count as uninitialized.
const fn written_back_holds(
    walk: &mut Walk<'_>,
    written: &'static Description,
    into: &'static Description,
    shared: bool,
) -> bool {
    if !written.is_inhabited() {
        return true;
    }
    if !into.is_inhabited() {
        return false;
    }
    if shared && !walk.assume.validity {
        return cells::written_back(walk, &written.bytes, &into.bytes, least!(written.size, into.size));
    }
    let len = if into.bytes.is_cut_at(written.size) { written.size } else { into.size };
    let src = Cursor::new(&written.bytes, Role::Source);
    let dst = Cursor::new(&into.bytes, Role::Destination);
    walk_holds(walk, src, dst, len)
}

/// Whether every value of `source` (some, under `Assume::VALIDITY`) read as
/// a `destination` is valid; past the end of `source`, bytes are
/// uninitialized.
const fn value_holds(walk: &mut Walk<'_>, source: &'static Description, destination: &'static Description) -> bool {
    if !source.is_inhabited() {
        return true;
    }
    if !destination.is_inhabited() {
        return false;
    }
    let src = Cursor::new(&source.bytes, Role::Source);
    let dst = Cursor::new(&destination.bytes, Role::Destination);
    walk_holds(walk, src, dst, destination.size)
}

/// Whether `source` and `destination`, each one pointer and nothing else
/// (a reference by value), hold by their pointers' check alone, as the
/// walk checks them there: one step, then [`pointers::compatible`], with a
/// walk of its own. A check of `&T -> &U` then makes no cursor, whose
/// functions const evaluation would load in every crate that checks one.
/// A "no" is left to the walk, which explains it.
const fn lone_pointers_hold(
    source: &'static Description,
    destination: &'static Description,
    assume: Assume,
    lifetimes: Lifetimes,
) -> bool {
    let (Some(src), Some(dst)) = (lone_pointer(&source.bytes), lone_pointer(&destination.bytes)) else {
        return false;
    };
    let mut walk = Walk::new(assume, lifetimes);
    source.size == destination.size && walk.step() && pointers::compatible(&mut walk, src, dst).is_ok()
}

/// The pointer `bytes` are, when they are one pointer from their first
/// byte to their last.
const fn lone_pointer(bytes: &crate::description::Bytes) -> Option<Pointer> {
    match bytes.pieces {
        [crate::description::Piece { offset: 0, size, kind: crate::description::Kind::Pointer(pointer), .. }]
            if *size == bytes.size =>
        {
            Some(*pointer)
        }
        _ => None,
    }
}

/// The refusal of a reference itself (at offset 0, through no field):
/// `problem`, between `kind` pointers to `source` and to `destination`.
const fn reference_refused(
    problem: PointerProblem,
    kind: PointerKind,
    source: &'static Description,
    destination: &'static Description,
) -> Reason {
    Reason::Reference(PointerMismatch {
        offset: 0,
        problem,
        source: Some(Pointer::new(kind, false, Referent::of(source))),
        destination: Some(Pointer::new(kind, false, Referent::of(destination))),
        source_path: Path::new(),
        destination_path: Path::new(),
        referent: None,
        written_back: false,
    })
}

/// The walk the assumption asks for over `len` bytes: every source string
/// accepted ([`covers`]), or under `Assume::VALIDITY` some ([`exists`]).
const fn walk_holds(walk: &mut Walk<'_>, src: Cursor, dst: Cursor, len: usize) -> bool {
    if walk.assume.validity {
        exists::exists(walk, src, dst, len)
    } else {
        covers::covers(walk, src, dst, len)
    }
}

/// Any initialized bytes, as many as a type needs.
const ANY_BYTES: &crate::description::Bytes = &crate::description::Bytes::new(
    isize::MAX as usize,
    &[crate::description::Piece::new(0, isize::MAX as usize, crate::description::Kind::Run(ByteSet::INITIALIZED))],
);

/// Zeros, as many as a type needs.
const ZEROS: &crate::description::Bytes = &crate::description::Bytes::new(
    isize::MAX as usize,
    &[crate::description::Piece::new(0, isize::MAX as usize, crate::description::Kind::Run(ByteSet::single(0)))],
);

/// Whether `a` and `b` may be equal in every piece, as far as their sizes
/// and facts tell: equal pieces make equal facts. Most pairs differ there,
/// which a few reads tell, where comparing their pieces takes a call for
/// each.
const fn may_be_same(a: &Description, b: &Description) -> bool {
    let (x, y) = (&a.bytes.facts, &b.bytes.facts);
    a.size == b.size && x.accepts_from == y.accepts_from && x.init_from == y.init_from && x.init_prefix == y.init_prefix
}

/// Whether no lifetime can grow: assumed, or proven by bounds.
const fn lifetimes_proven(assume: Assume, lifetimes: Lifetimes) -> bool {
    assume.lifetimes || (matches!(lifetimes, Lifetimes::Bound) && !assume.validity)
}

/// Why a walk stopped.
#[derive(Clone, Copy)]
enum Failure {
    Mismatch(Mismatch),
    Pointer(PointerMismatch),
    Limit(Limit),
}

/// The referent of no visit yet.
const UNKNOWN: &Description = Description::UNIT;

/// A pair of referents being checked, for recursive types.
#[derive(Clone, Copy)]
struct Visit {
    source: &'static Description,
    destination: &'static Description,
    kind: PointerKind,
    reach: Reach,
}

/// How the referents being walked are reached, which decides the rules
/// their pointers are held to.
#[derive(Clone, Copy)]
struct Reach {
    /// Through shared references on both sides: others may read the source
    /// while the destination lives, so their cells must agree.
    shared: bool,
    /// Through a `&` on the destination side: whatever is inside a cell may
    /// be written through it.
    destination_shared: bool,
    /// Through a borrow on the source side (`&`, `&mut`): the source's owner
    /// reads its bytes again when the destination is gone.
    source_returns: bool,
    /// Through a source that may carry safety invariants: whatever is written
    /// back below it, through `&mut` or through cells, must keep them.
    guarded: bool,
    /// The references among the bytes borrow for a lifetime that no
    /// `Lifetime` bound ties: the reference that `transmute_ref` and its
    /// relatives take.
    untied_borrows: bool,
    /// The bytes are owned, directly or through boxes, by a referent
    /// borrowed for such a lifetime: a `Box` among them lives only as long
    /// as that borrow, however long the bound's lifetime is.
    untied_owner: bool,
}

impl Reach {
    /// Reached through no pointer yet.
    const DIRECT: Reach = Reach {
        shared: false,
        destination_shared: false,
        source_returns: false,
        guarded: false,
        untied_borrows: false,
        untied_owner: false,
    };

    const fn same(self, other: Reach) -> bool {
        self.shared == other.shared
            && self.destination_shared == other.destination_shared
            && self.source_returns == other.source_returns
            && self.guarded == other.guarded
            && self.untied_borrows == other.untied_borrows
            && self.untied_owner == other.untied_owner
    }
}

/// Which alternatives of a source's choices a search for some value that
/// fits ([`exists`]) walks.
#[derive(Clone, Copy)]
enum Search {
    /// Each, in order, until one fits.
    Every,
    /// Only the one likeliest to fit ([`exists::likeliest_fits`]).
    Likeliest,
}

/// What one check carries through its recursion: the assumptions, the step
/// budget, the last failure found, and the referents being checked.
struct Walk<'s> {
    assume: Assume,
    /// Whether no lifetime can grow: assumed, or proven by bounds.
    lifetimes: bool,
    /// The source bytes narrowed down on the way to the current step, inside
    /// an undecided destination choice.
    context: Context,
    /// The destination states of the subset construction, for every level
    /// of the recursion: none until the walk first meets a choice that no
    /// byte decides. Most checks never do, and a stack of
    /// [`MAX_STATES`](crate::limits::MAX_STATES) cursors is by far the
    /// largest thing a check holds: const evaluation pays for every byte a
    /// value holds when it is made or moved, so it is made only where needed
    /// (see [`Walk::lend`]).
    states: Option<&'s mut states::States>,
    steps: usize,
    failure: Option<Failure>,
    visits: [Visit; MAX_REFERENTS],
    depth: usize,
    /// How the bytes walked are reached: behind a shared reference, every
    /// referent of a pointer among them is too.
    reach: Reach,
    /// Which alternatives of the source [`exists`] walks.
    search: Search,
}

impl<'s> Walk<'s> {
    const fn new(assume: Assume, lifetimes: Lifetimes) -> Walk<'static> {
        Walk {
            assume,
            // `lifetimes_proven`, in place: a call const evaluation pays for
            // in every walk.
            lifetimes: assume.lifetimes || (matches!(lifetimes, Lifetimes::Bound) && !assume.validity),
            context: Context::NONE,
            states: None,
            steps: 0,
            failure: None,
            visits: [Visit { source: UNKNOWN, destination: UNKNOWN, kind: PointerKind::Raw, reach: Reach::DIRECT };
                MAX_REFERENTS],
            depth: 0,
            reach: Reach::DIRECT,
            search: Search::Every,
        }
    }

    /// The same walk, holding its states on `stack`: for the first choice
    /// of a check that no byte decides. [`Walk::take_back`] returns what it
    /// found.
    const fn lend<'t>(&self, stack: &'t mut states::States) -> Walk<'t> {
        Walk {
            assume: self.assume,
            lifetimes: self.lifetimes,
            context: self.context,
            states: Some(stack),
            steps: self.steps,
            failure: self.failure,
            visits: self.visits,
            depth: self.depth,
            reach: self.reach,
            search: self.search,
        }
    }

    /// Takes back what a walk made by [`Walk::lend`] found.
    const fn take_back(&mut self, lent: &Walk<'_>) {
        self.lifetimes = lent.lifetimes;
        self.context = lent.context;
        self.steps = lent.steps;
        self.failure = lent.failure;
        self.visits = lent.visits;
        self.depth = lent.depth;
        self.reach = lent.reach;
    }

    /// The states of the subset construction, which its first choice made.
    const fn states(&mut self) -> &mut states::States {
        match &mut self.states {
            Some(states) => states,
            None => panic!("transmutable: the subset construction runs on the states its first choice made"),
        }
    }

    /// Counts a step; `false` once the budget is spent. The walks' loops
    /// count theirs in place (`step!`).
    const fn step(&mut self) -> bool {
        self.steps += 1;
        if self.steps > MAX_STEPS {
            self.failure = Some(Failure::Limit(Limit::Steps));
            return false;
        }
        true
    }

    /// Records that a capacity ran out; always `false`, for `return`.
    const fn limit(&mut self, limit: Limit) -> bool {
        self.failure = Some(Failure::Limit(limit));
        false
    }

    /// Whether a capacity ran out: then no other failure may replace it.
    const fn out_of_capacity(&self) -> bool {
        matches!(self.failure, Some(Failure::Limit(_)))
    }

    /// Records a byte the destination does not accept; always `false`.
    const fn mismatch(
        &mut self,
        src: &Cursor,
        destination_path: Path,
        values: ByteSet,
        accepted: ByteSet,
        alternatives: bool,
    ) -> bool {
        if self.out_of_capacity() {
            return false;
        }
        self.failure = Some(Failure::Mismatch(Mismatch {
            offset: src.offset(),
            values,
            accepted,
            source_path: src.path(),
            destination_path,
            alternatives,
            context: self.context,
            written_back: false,
        }));
        false
    }

    /// [`mismatch`](Walk::mismatch) at `dst`, whose path is read only where
    /// the failure may be explained: not in the search of the likeliest
    /// value alone, whose "no" says nothing (its check walks again), and
    /// whose paths would be read at every alternative that fails, which
    /// const evaluation pays for.
    const fn mismatch_at(
        &mut self,
        src: &Cursor,
        dst: &Cursor,
        values: ByteSet,
        accepted: ByteSet,
        alternatives: bool,
    ) -> bool {
        if let Search::Likeliest = self.search {
            return false;
        }
        self.mismatch(src, dst.path(), values, accepted, alternatives)
    }

    /// Records a pointer that cannot become what the destination holds;
    /// always `false`.
    const fn pointer_mismatch(
        &mut self,
        src: &Cursor,
        dst: &Cursor,
        source: Pointer,
        destination: Option<Pointer>,
        problem: PointerProblem,
    ) -> bool {
        if self.out_of_capacity() {
            return false;
        }
        let referent = self.referent_failure_of(problem);
        self.failure = Some(Failure::Pointer(PointerMismatch {
            offset: src.offset(),
            problem,
            source: Some(source),
            destination,
            source_path: src.path(),
            destination_path: dst.path(),
            referent,
            written_back: false,
        }));
        false
    }

    /// The mismatch between referents that a pointer failure stems from,
    /// when the referents themselves disagree (not pointers inside them,
    /// which the explanation could not name).
    const fn referent_failure(&self) -> Option<Mismatch> {
        match self.failure {
            Some(Failure::Mismatch(mismatch)) => Some(mismatch),
            _ => None,
        }
    }

    /// Places the failure found walking two tail elements alone in the
    /// referents that end in them: from byte `start`, at the first element
    /// of the field that holds each side's tail (`source`, `destination`,
    /// the sides of the walk that failed).
    const fn place_in_first_elements(&mut self, start: usize, source: &'static str, destination: &'static str) {
        let (source, destination) = (Some(source), Some(destination));
        self.failure = match self.failure {
            Some(Failure::Mismatch(mismatch)) => {
                Some(Failure::Mismatch(mismatch.in_first_elements(start, source, destination)))
            }
            Some(Failure::Pointer(pointer)) => {
                Some(Failure::Pointer(pointer.in_first_elements(start, source, destination)))
            }
            other => other,
        };
    }

    /// [`referent_failure`](Walk::referent_failure), for a pointer that
    /// failed with `problem`: a write-back walks the destination's referent
    /// into the source's, and its mismatch says so.
    const fn referent_failure_of(&self, problem: PointerProblem) -> Option<Mismatch> {
        match self.referent_failure() {
            Some(mismatch) if matches!(problem, PointerProblem::WriteBack) => Some(mismatch.into_written_back()),
            referent => referent,
        }
    }

    /// Records bytes of the source that are not a pointer where the
    /// destination has one; always `false`.
    const fn not_a_pointer(&mut self, src: &Cursor, dst: &Cursor, destination: Pointer) -> bool {
        if self.out_of_capacity() {
            return false;
        }
        self.failure = Some(Failure::Pointer(PointerMismatch {
            offset: src.offset(),
            problem: PointerProblem::IntegerToPointer,
            source: None,
            destination: Some(destination),
            source_path: src.path(),
            destination_path: dst.path(),
            referent: None,
            written_back: false,
        }));
        false
    }

    /// The reason for the failure of a by-value walk over a source of
    /// `source_size` bytes.
    const fn reason(&self, source_size: usize) -> Reason {
        match self.failure {
            Some(Failure::Mismatch(mismatch)) if mismatch.offset >= source_size => Reason::TooLarge(mismatch),
            Some(Failure::Mismatch(mismatch)) if self.assume.validity => Reason::NoCommonValue(mismatch),
            Some(Failure::Mismatch(mismatch)) => Reason::NotValid(mismatch),
            Some(Failure::Pointer(pointer)) => Reason::Pointer(pointer),
            Some(Failure::Limit(limit)) => Reason::TooComplex(limit),
            None => Reason::TooComplex(Limit::Steps),
        }
    }
}

/// Unwraps a cursor operation, or records its limit and returns `false`.
macro_rules! attempt {
    ($walk:expr, $operation:expr) => {
        match $operation {
            Ok(value) => value,
            Err(limit) => return $walk.limit(limit),
        }
    };
}
use attempt;

/// Counts a step of `$walk`, and returns `false` from the function once the
/// budget is spent: [`Walk::step`] without a call, which const evaluation
/// pays for at every step of a walk's loop.
macro_rules! step {
    ($walk:expr) => {
        $walk.steps += 1;
        if $walk.steps > crate::limits::MAX_STEPS {
            return $walk.limit(crate::limits::Limit::Steps);
        }
    };
}
use step;

/// How many runs a walk's step reads past its first, on one side while the
/// other side's run goes on (see `exists` and `covers`): each counts as a
/// step, as it did as a step of its own, and they are bounded so that a
/// step returns to the loop, its periods and its branches, within a few
/// runs.
const FUSED_STEPS: usize = 8;

/// The stretch of bytes a branch of one automaton spans, seen from the other
/// automaton: if the other can be cut where the branch ends (`cut`), each
/// alternative is checked over the branch alone (`window` is `span`), and the
/// walk goes on from `after`; otherwise over all that `remaining` holds.
struct Stretch {
    span: usize,
    window: usize,
    after: Cursor,
    cut: bool,
}

impl Stretch {
    /// The stretch of a branch of `size` bytes, with `remaining` bytes left,
    /// seen from `other`.
    const fn of(other: &Cursor, size: usize, remaining: usize) -> Result<Stretch, Limit> {
        let span = least!(size, remaining);
        let mut after = *other;
        let cut = match after.skip(span) {
            Ok(cut) => cut,
            Err(limit) => return Err(limit),
        };
        Ok(Stretch { span, window: if cut { span } else { remaining }, after, cut })
    }
}

/// The size of the union whose first byte is at both `src` and `dst`, when
/// it is one union on both sides ([`same::same_unions`]) and lies whole
/// within the next `remaining` bytes: then whatever the source's union may
/// hold, the destination's holds too, whatever a union may hold, and the
/// walks move over it at once. Not for a destination checked at run time,
/// whose validator reads the union as one of its fields. Call on cursors
/// that `view` has moved.
///
/// This is how a union becomes itself: read as the mix of its fields, a
/// source holds more than one field whole, and more than the mix that a
/// destination union of runs only accepts (the source's mix ignores which
/// parts are written whole), which is all a destination union is taken to
/// accept elsewhere.
///
/// `known` is the loop's: the two unions it last found one, by their
/// places, and it learns the pair found here.
const fn same_union_ahead(src: &Cursor, dst: &Cursor, remaining: usize, known: &mut KnownUnion) -> Option<usize> {
    // The destination first: where no union is there, that is one call.
    let Some((destination, destination_size)) = dst.union_here() else {
        return None;
    };
    if dst.is_checked() {
        return None;
    }
    match src.union_here() {
        Some((source, size))
            if size == destination_size && size <= remaining && known.same(src, dst, source, destination) =>
        {
            Some(size)
        }
        _ => None,
    }
}

/// The places of the last pair of unions that one loop of a walk found to
/// be one union on both sides ([`same::same_unions`]). An array of unions
/// against an array of the same unions meets that pair again at every
/// element, at the same piece of either description, and comparing two
/// unions reads their identities and their fields byte by byte, which
/// const evaluation pays for at each; comparing places reads a few
/// counters a frame. The cursors of one loop walk the same two automata
/// throughout, as [`Cursor::at_same_piece`] needs: a loop moves its
/// cursors, and makes no others (a branch's alternatives are walked by
/// loops of their own, each with its own `KnownUnion`).
struct KnownUnion {
    places: Option<(Cursor, Cursor)>,
}

impl KnownUnion {
    /// None known: a constant, not a call (see `Periods::START`).
    const NONE: KnownUnion = KnownUnion { places: None };

    /// Whether `source` at `src` and `destination` at `dst` are one union:
    /// known, at the places of the last pair found one, or compared.
    const fn same(&mut self, src: &Cursor, dst: &Cursor, source: Choice, destination: Choice) -> bool {
        if let Some((known_src, known_dst)) = &self.places {
            if src.at_same_piece(known_src) && dst.at_same_piece(known_dst) {
                return true;
            }
        }
        if !same::same_unions(source, destination) {
            return false;
        }
        self.places = Some((*src, *dst));
        true
    }
}

/// The least of two or three lengths, in place: a function would be a
/// call, which const evaluation pays for at every step of a walk.
macro_rules! least {
    ($a:expr, $b:expr) => {{
        let (a, b) = ($a, $b);
        if a < b {
            a
        } else {
            b
        }
    }};
    ($a:expr, $b:expr, $c:expr) => {
        least!(least!($a, $b), $c)
    };
}
use least;
