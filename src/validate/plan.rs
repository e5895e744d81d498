//! Plans: the checks that decide a type's validity, computed once per type
//! in const evaluation from its description (products, enums with fields
//! dispatched by tag, unions read reading by reading), and run with each
//! check an inline constant ([`valid_planned`]). Builds checks with
//! `check.rs`, reads a union's readings with the functions the walk and
//! the destination cursor use (`automaton/unions.rs`); falls back to the walk
//! (`walk.rs`) where a plan is incomplete.

use super::*;

/// Where a check of a [`Plan`] lies, and so when it applies and whose
/// verdict it is part of; and where a choice of the plan lies, inside
/// another or not.
#[derive(Clone, Copy)]
pub(crate) enum Guard {
    /// In no choice: whatever the bytes hold, part of the value's verdict.
    Always,
    /// In the variant of the plan's choice `choice` (a [`Branch::Tag`])
    /// whose tag is `value`: only when that choice's bytes are the value's
    /// (see [`Progress::live`]) and its tag holds `value`. Other variants'
    /// fields are not compared, as a `match` on the tag compares them not:
    /// in the value at hand those bytes belong to its own variant, and may
    /// be padding. Since one variant at most is compared, its checks are
    /// part of the verdict of what the enum lies in: of the innermost
    /// `reading` of a union around it ([`Guard::Reading`]), or of the
    /// value's with none.
    Tag { choice: usize, value: u64, reading: Option<usize> },
    /// In the reading `reading` (counted over the whole plan) of the plan's
    /// union `choice` (a [`Branch::Union`]): part of that reading's
    /// verdict. The union is valid when one of its readings is. Compared
    /// whatever the other readings hold, with no branch in the source,
    /// where the union's bytes are the value's (one record at a time, the
    /// readings after one that passed are skipped: see [`run_planned`]).
    Reading { choice: usize, reading: usize },
}

/// A choice of a [`Plan`] between sets of checks.
#[derive(Clone, Copy)]
pub(crate) enum Branch {
    /// An enum with fields: where its tag lies, read once, whose value picks
    /// the checks that apply ([`Guard::Tag`]).
    Tag(TagAt),
    /// A union: its readings, the plan's readings whose bits are set in
    /// `readings` (those of a union inside one of them come between), each a
    /// field read whole or, for a union that mixes, a field under one-byte
    /// parts of the others and the mix, as the walk reads them
    /// ([`valid_in`], [`refused_in_mix`]), each checks ([`Guard::Reading`])
    /// and choices inside it. A reading that no bytes pass (an uninhabited
    /// field, or one that meets a pointer) is not planned, and none is
    /// planned with no checks and no choice (the union would be valid
    /// whatever it holds, and is no choice): the union is valid when every
    /// check and choice of one of its readings is.
    Union { readings: u16 },
}

/// Where the tag of a plan's enum with fields lies: `width` bytes (1, 2, 4
/// or 8) from `offset`, read as an unsigned integer in the target's byte
/// order.
#[derive(Clone, Copy)]
pub(crate) struct TagAt {
    pub(super) offset: usize,
    pub(super) width: usize,
}

/// The checks that decide a type's validity; `complete` when they are all
/// there is to it.
///
/// A type's plan is a constant ([`Planned`]), and the validator that runs
/// it is inlined where it is called: the loop over the checks unrolls, and
/// each check is compares of the input against constants. A plan holds at
/// most [`MAX_PLANNED_CHOICES`] choices ([`Branch`]), each where its
/// [`Guard`] says (in `under`): at the top, or inside a variant or a
/// reading of an earlier one, at most [`MAX_CHOICE_DEPTH`] deep. An enum
/// with fields has its tag checked to be one of an inhabited variant's,
/// and its variants' fields checked each under the guard of its variant's
/// tag (in `when`); a union has its readings' checks each under the guard
/// of its reading. A choice comes after the one it lies in, and its checks
/// after its own guard's first check: the validator reads tags in the
/// order of the choices, and gathers verdicts in the reverse order.
#[derive(Clone, Copy)]
pub(crate) struct Plan {
    pub(super) checks: [Check; MAX_CHECKS],
    pub(super) when: [Guard; MAX_CHECKS],
    pub(super) len: usize,
    pub(super) choices: [Branch; MAX_PLANNED_CHOICES],
    pub(super) under: [Guard; MAX_PLANNED_CHOICES],
    pub(super) choice_count: usize,
    /// For each enum with fields ([`Branch::Tag`]) whose tags are checked:
    /// the index of that check, and the end of its variants' checks, which
    /// come right after it (see [`run_order`]).
    pub(super) tag_checks: [Option<(usize, usize)>; MAX_PLANNED_CHOICES],
    /// How many readings of unions the plan holds ([`Guard::Reading`]).
    pub(super) readings: usize,
    pub(super) complete: bool,
    /// While the plan is built: the guard of the checks added now.
    pub(super) guard: Guard,
    /// While the plan is built: how many choices enclose the checks added
    /// now.
    pub(super) depth: usize,
    /// The set of the last check, if it was made from a set (a set with
    /// uninit, which no check is, otherwise), which the next byte often
    /// has too (an array's elements): its check is not sought again.
    pub(super) last_set: ByteSet,
    /// How many checks the plan held after the last check made from
    /// `last_set`: reused only while it is the last check.
    pub(super) last_len: usize,
    /// While the plan is built: how many elements of arrays it has added,
    /// at most [`MAX_UNROLLED_ELEMENTS`].
    pub(super) unrolled: usize,
}

impl Plan {
    const NONE: Check = Check::Range { offset: 0, len: 0, low: 0, span: u8::MAX };

    pub(super) const EMPTY: Plan = Plan {
        checks: [Plan::NONE; MAX_CHECKS],
        when: [Guard::Always; MAX_CHECKS],
        len: 0,
        choices: [Branch::Union { readings: 0 }; MAX_PLANNED_CHOICES],
        under: [Guard::Always; MAX_PLANNED_CHOICES],
        choice_count: 0,
        tag_checks: [None; MAX_PLANNED_CHOICES],
        readings: 0,
        complete: true,
        guard: Guard::Always,
        depth: 0,
        last_set: ByteSet::ANYTHING,
        last_len: 0,
        unrolled: 0,
    };

    /// The plan for `bytes`, or an incomplete one when they are not a
    /// product of at most [`MAX_CHECKS`] constrained ranges and
    /// [`MAX_PLANNED_CHOICES`] choices.
    pub(crate) const fn of(bytes: &'static Bytes) -> Plan {
        let mut plan = Plan::EMPTY;
        plan.add(bytes, 0, None);
        plan
    }

    /// Whether the checks are all there is to the bytes' validity; if not,
    /// they are walked.
    pub(crate) const fn is_complete(&self) -> bool {
        self.complete
    }

    /// Adds the checks of `bytes` at `base`, inside the union field `field`
    /// if any (the innermost one): then their padding is checked too, as
    /// [`valid_in`] reads it.
    pub(super) const fn add(&mut self, bytes: &'static Bytes, base: usize, field: Option<InField<'_>>) {
        let pieces: &'static [Piece] = bytes.pieces;
        let mut i = 0;
        while i < pieces.len() && self.complete {
            let piece = &pieces[i];
            let offset = base + piece.offset;
            match piece.kind {
                Kind::Run(set) => self.constrain(offset, piece.size, set),
                Kind::Nest(inner) => self.add(inner, offset, field),
                Kind::Repeat { element, count } => {
                    // Unrolled while it fits; a longer array is walked.
                    // Elements of no bytes all sit at one offset, where one
                    // of them checks what each would: once, however many.
                    let count = if element.size == 0 && count > 0 { 1 } else { count };
                    let mut element_index = 0;
                    while element_index < count && self.complete {
                        // Elements that add no check, in a union's field,
                        // would be added one by one, however many.
                        if self.unrolled == MAX_UNROLLED_ELEMENTS {
                            self.complete = false;
                            break;
                        }
                        self.unrolled += 1;
                        let before = self.mark();
                        self.add(element, offset + element_index * element.size, field);
                        // An element that takes every initialized byte string
                        // and added no check adds none at any other offset,
                        // outside a union's field (whose padding takes what
                        // lies at its place): once, however many, as an array
                        // of a million padded pairs beside a `bool` was
                        // unrolled until const evaluation gave up.
                        if element_index == 0
                            && field.is_none()
                            && element.facts.accepts_from == 0
                            && self.len == before.len
                            && self.choice_count == before.choice_count
                            && self.readings == before.readings
                        {
                            break;
                        }
                        element_index += 1;
                    }
                }
                Kind::Scalar { products, count, .. } => self.match_one_of(offset, piece, products, count),
                // Never read: see `valid_piece`.
                Kind::Pointer(_) => {}
                // A variant's own tag, which its guard compares.
                Kind::Tag(_) if self.is_guarding_tag(offset, piece.size) => {}
                Kind::Tag(_) => self.complete = false,
                Kind::Choice(_) if self.depth == MAX_CHOICE_DEPTH => self.complete = false,
                Kind::Choice(choice) if choice.union => self.read_union(offset, piece.size, choice, field),
                Kind::Choice(choice) => self.dispatch(offset, choice, field),
            }
            i += 1;
        }
        if let Some(field) = field {
            self.padding_in_field(bytes, base, field);
        }
    }

    /// Whether a `Tag` piece of `size` bytes at `offset` is the tag that
    /// guards the checks added now.
    pub(super) const fn is_guarding_tag(&self, offset: usize, size: usize) -> bool {
        match self.guard {
            Guard::Tag { choice, .. } => match self.choices[choice] {
                Branch::Tag(tag) => tag.offset == offset && tag.width == size,
                Branch::Union { .. } => false,
            },
            _ => false,
        }
    }

    /// A new choice of the plan, under the guard of the checks added now,
    /// if it has room for one.
    pub(super) const fn new_choice(&mut self, branch: Branch) -> Option<usize> {
        if self.choice_count == MAX_PLANNED_CHOICES {
            self.complete = false;
            return None;
        }
        self.choices[self.choice_count] = branch;
        self.under[self.choice_count] = self.guard;
        self.choice_count += 1;
        Some(self.choice_count - 1)
    }

    /// What the plan holds so far, to go back to ([`Plan::restore`]).
    pub(super) const fn mark(&self) -> Mark {
        Mark { len: self.len, choice_count: self.choice_count, readings: self.readings }
    }

    /// Drops the checks, choices and readings added since `mark`.
    pub(super) const fn restore(&mut self, mark: Mark) {
        self.truncate(mark.len);
        self.choice_count = mark.choice_count;
        self.readings = mark.readings;
    }

    /// The checks of an enum with fields at `offset` (inside the union
    /// field `field`, if any, as for [`Plan::add`]): its tag, read once,
    /// is one of an inhabited variant's; each variant's fields are checked
    /// under its tag. Incomplete where the choice is no such enum (see
    /// [`tag_place`]).
    pub(super) const fn dispatch(&mut self, offset: usize, choice: Choice, field: Option<InField<'_>>) {
        let alternatives = choice.alternatives;
        let (within, width) = match tag_place(choice) {
            Some(place) => place,
            None => {
                self.complete = false;
                return;
            }
        };
        let tag = TagAt { offset: offset + within, width };
        let index = match self.new_choice(Branch::Tag(tag)) {
            Some(index) => index,
            None => return,
        };
        let before = self.len;
        self.known_tags(tag, within, alternatives);
        let known = if self.len > before { Some(before) } else { None };
        let outer = self.guard;
        let reading = match outer {
            Guard::Always => None,
            Guard::Tag { reading, .. } => reading,
            Guard::Reading { reading, .. } => Some(reading),
        };
        self.depth += 1;
        let mut i = 0;
        while i < alternatives.len() && self.complete {
            let alternative: &'static Alternative = &alternatives[i];
            if let (true, Some(value)) = (alternative.bytes.facts.inhabited, tag_of(alternative, within, width)) {
                self.guard = Guard::Tag { choice: index, value, reading };
                // Inside a union's field, a variant's padding holds what
                // safe code leaves in the field's, as the walk reads it.
                self.add(&alternative.bytes, offset, field);
            }
            i += 1;
        }
        self.depth -= 1;
        self.guard = outer;
        self.tag_checks[index] = match known {
            Some(check) => Some((check, self.len)),
            None => None,
        };
    }

    /// The checks of a union of `size` bytes at `offset` (inside the union
    /// field `field`, if any, as for [`Plan::add`]), reading by reading as
    /// the walk reads it ([`valid_piece`]): each inhabited field whole,
    /// with its padding and the bytes past its end (a union that does not
    /// mix), or each inhabited field under one-byte parts of the others and
    /// the mix ([`refused_in_mix`]). A reading that some bytes pass with no
    /// check and no choice at all makes the union valid whatever it holds:
    /// its checks and choices are dropped. Each reading of an inhabited
    /// field adds a check or a choice, ends the union, or stops at a pointer
    /// (no bytes pass it), so few are planned before the plan is full
    /// ([`MAX_CHECKS`], [`MAX_PLANNED_CHOICES`]): the cost in const
    /// evaluation stays that of a few walks of the union.
    pub(super) const fn read_union(&mut self, offset: usize, size: usize, choice: Choice, field: Option<InField<'_>>) {
        let fields = choice.alternatives;
        let readings = if choice.mixes { fields.len() + 1 } else { fields.len() };
        let (start, last_set, last_len) = (self.mark(), self.last_set, self.last_len);
        let index = match self.new_choice(Branch::Union { readings: 0 }) {
            Some(index) => index,
            None => return,
        };
        let outer = self.guard;
        self.depth += 1;
        let mut anything = false;
        let mut planned = 0u16;
        let mut reading = 0;
        // Past a reading with no check, the union is valid whatever it
        // holds: the rest are not read, nor planned.
        while reading < readings && self.complete && !anything {
            let base = if reading < fields.len() { Some(reading) } else { None };
            let inhabited = match base {
                Some(field) => fields[field].bytes.facts.inhabited,
                None => true,
            };
            // One bit of `planned` for each reading of the plan.
            const _: () = assert!(MAX_CHECKS <= u16::BITS as usize);
            if inhabited && self.readings == MAX_CHECKS {
                self.complete = false;
            } else if inhabited {
                self.guard = Guard::Reading { choice: index, reading: self.readings };
                let before = self.mark();
                self.readings += 1;
                let possible = if choice.mixes {
                    self.read_mix(choice, base, offset, size, field)
                } else {
                    let inside = InField { fields, start: offset, outer: field.as_ref() };
                    self.add(&fields[reading].bytes, offset, Some(inside));
                    true
                };
                if !possible {
                    // No bytes pass this reading: its checks would be dead.
                    self.restore(before);
                } else if self.len == before.len && self.choice_count == before.choice_count {
                    anything = true;
                } else {
                    planned |= 1 << before.readings;
                }
            }
            reading += 1;
        }
        self.depth -= 1;
        self.guard = outer;
        if anything {
            self.restore(start);
            // The checks before the union are the last again.
            self.last_set = last_set;
            self.last_len = last_len;
        } else {
            self.choices[index] = Branch::Union { readings: planned };
        }
    }

    /// Adds the checks of the union `choice` that mixes, of `size` bytes at
    /// `offset` (inside the union field `field`, if any), read as
    /// [`refused_in_mix`] reads it under `base`; `false` if that reading
    /// refuses every value.
    pub(super) const fn read_mix(
        &mut self,
        choice: Choice,
        base: Option<usize>,
        offset: usize,
        size: usize,
        field: Option<InField<'_>>,
    ) -> bool {
        let mut within = 0;
        while within < size {
            // The union's own padding: what the place it lies in takes.
            if let (Some(len), Some(field)) = (own_padding(choice.alternatives, within, size - within), field) {
                let mut at = offset + within;
                while at < offset + within + len {
                    let (set, taken) = field.left_at(at, offset + within + len - at);
                    self.read_bytes(at, taken, set);
                    at += taken;
                }
                within += len;
                continue;
            }
            match mixed_destination(choice.alternatives, base, within, size, false) {
                View::Bytes { set, len } => {
                    self.read_bytes(offset + within, len, set);
                    within += len;
                }
                _ => return false,
            }
        }
        true
    }

    /// Adds the checks of the padding of `bytes` at `base`, inside `field`,
    /// read as [`refused_in_padding`] reads it (with [`InField::left_at`]).
    pub(super) const fn padding_in_field(&mut self, bytes: &'static Bytes, base: usize, field: InField<'_>) {
        let pieces = bytes.pieces;
        let mut i = 0;
        while i <= pieces.len() && self.complete {
            let gap_start = if i == 0 { 0 } else { pieces[i - 1].end() };
            let gap_end = if i == pieces.len() { bytes.size } else { pieces[i].offset };
            let (mut at, end) = (base + gap_start, base + gap_end);
            while at < end {
                let (set, len) = field.left_at(at, end - at);
                self.read_bytes(at, len, set);
                at += len;
            }
            i += 1;
        }
    }

    /// A check of `len` bytes from `offset` that the walk reads in a union
    /// (unless every initialized value is in `set`): each holds an
    /// initialized value of `set`.
    pub(super) const fn read_bytes(&mut self, offset: usize, len: usize, set: ByteSet) {
        if ByteSet::INITIALIZED.is_subset_of(set) {
            return;
        }
        self.constrain(offset, len, set.initialized());
    }

    /// Drops the checks from `len` on.
    pub(super) const fn truncate(&mut self, len: usize) {
        self.len = len;
        self.last_set = ByteSet::ANYTHING;
        self.last_len = 0;
    }

    /// The check that `tag` holds the tag of one of the inhabited
    /// `alternatives`, whose tags lie `within` them: a byte in a set, or a
    /// wider integer in a few ranges of consecutive tags (incomplete with
    /// more than [`MAX_INTEGER_RANGES`]).
    pub(super) const fn known_tags(&mut self, tag: TagAt, within: usize, alternatives: &'static [Alternative]) {
        if tag.width == 1 {
            let mut set = ByteSet::EMPTY;
            let mut i = 0;
            while i < alternatives.len() {
                if let Some(value) = inhabited_tag(&alternatives[i], within, tag.width) {
                    set = set.union(ByteSet::single(value as u8));
                }
                i += 1;
            }
            self.constrain(tag.offset, 1, set);
            return;
        }
        let mut ranges = [(0, 0); MAX_INTEGER_RANGES];
        let mut count = 0;
        let mut previous: Option<u64> = None;
        loop {
            // The least tag above `previous`: the tags in increasing order.
            let mut next: Option<u64> = None;
            let mut i = 0;
            while i < alternatives.len() {
                if let Some(value) = inhabited_tag(&alternatives[i], within, tag.width) {
                    let above = match previous {
                        Some(previous) => value > previous,
                        None => true,
                    };
                    let least = match next {
                        Some(next) => value < next,
                        None => true,
                    };
                    if above && least {
                        next = Some(value);
                    }
                }
                i += 1;
            }
            let value = match next {
                Some(value) => value,
                None => break,
            };
            match previous {
                Some(previous) if count > 0 && value == previous + 1 => ranges[count - 1].1 += 1,
                _ if count == MAX_INTEGER_RANGES => {
                    self.complete = false;
                    return;
                }
                _ => {
                    ranges[count] = (value, 0);
                    count += 1;
                }
            }
            previous = Some(value);
        }
        let little_endian = cfg!(target_endian = "little");
        self.push(Check::Integer { offset: tag.offset, width: tag.width, little_endian, flip: 0, ranges, count });
    }

    /// A check that the bytes of the `Scalar` `piece` at `offset` are one
    /// of the first `count` patterns of `products`: as an integer in a few
    /// ranges where it is one of a width the validator loads whole.
    pub(super) const fn match_one_of(
        &mut self,
        offset: usize,
        piece: &'static Piece,
        products: &'static [ByteSet],
        count: usize,
    ) {
        let len = piece.size;
        if len == 0 {
            self.complete = false;
            return;
        }
        let integers = Integers { piece, width: len };
        let little_endian = integers.is_little_endian();
        if len == 16 {
            if let Some((range, 1)) = integers.ranges::<1>() {
                let (low, high) = range[0];
                self.push(Check::Integer128 { offset, little_endian, low, span: high - low });
                return;
            }
        }
        let integer = match len {
            1 | 2 | 4 | 8 => integers.ranges::<MAX_INTEGER_RANGES>(),
            _ => None,
        };
        if let (None, 2 | 4 | 8) = (integer, len) {
            if let Some((first, mask)) = integer_bits(integers) {
                self.push(Check::IntegerBits { offset, width: len, little_endian, first, mask });
                return;
            }
        }
        let check = match integer {
            Some((wide, count)) => {
                let mut ranges = [(0, 0); MAX_INTEGER_RANGES];
                let mut i = 0;
                while i < count {
                    let (low, high) = wide[i];
                    // Within the width, which is at most 8 bytes.
                    ranges[i] = (low as u64, (high - low) as u64);
                    i += 1;
                }
                let (flip, ranges, count) = around_a_hole(ranges, count);
                Check::Integer { offset, width: len, little_endian, flip, ranges, count }
            }
            None => Check::Patterns { offset, len, patterns: products.split_at(count * len).0 },
        };
        self.last_set = ByteSet::ANYTHING;
        self.push(check);
    }

    pub(super) const fn constrain(&mut self, offset: usize, len: usize, set: ByteSet) {
        if len == 0 || set.contains_uninit() || ByteSet::INITIALIZED.is_subset_of(set) {
            return;
        }
        if self.len > 0 && self.len == self.last_len && self.complete && set.equals(self.last_set) {
            if let Some(check) = self.checks[self.len - 1].moved(offset, len) {
                self.push(check);
                self.last_len = self.len;
                return;
            }
        }
        self.last_set = set;
        let check = match set.next_range(0) {
            Some((low, high)) if set.is_subset_of(ByteSet::range(low, high)) => {
                Check::Range { offset, len, low, span: high - low }
            }
            // Asked in turn, the cheapest first: each reads all 256 values
            // several times.
            Some((first, _)) => match masked(set) {
                Some((mask, low, span)) => Check::Masked { offset, len, mask, low, span },
                None => match byte_fields(set) {
                    Some((fields, count)) => Check::Fields { offset, len, fields, count },
                    None => match bits(set, first) {
                        Some(mask) => Check::Bits { offset, len, first, mask },
                        None => Check::Set { offset, len, set },
                    },
                },
            },
            None => Check::Set { offset, len, set },
        };
        self.push(check);
        self.last_len = self.len;
    }

    pub(super) const fn push(&mut self, check: Check) {
        if self.len == MAX_CHECKS {
            self.complete = false;
            return;
        }
        self.checks[self.len] = check;
        self.when[self.len] = self.guard;
        self.len += 1;
    }

    /// Whether the bytes of `input` from `base` pass every check, for a
    /// plan read at run time ([`valid_with_plan`]); the views run the same
    /// checks one inline constant at a time ([`valid_planned`]).
    pub(super) fn accepts<I: Input + ?Sized>(&self, input: &I, base: usize) -> bool {
        let mut progress = Progress::START;
        for index in 0..self.choice_count {
            progress.enter(index, self.choices[index], self.under[index], input, base);
        }
        for (&guard, &check) in self.when[..self.len].iter().zip(&self.checks[..self.len]) {
            progress.run(guard, check, input, base);
        }
        for index in (0..self.choice_count).rev() {
            progress.leave(index, self.choices[index], self.under[index]);
        }
        progress.valid
    }
}

/// What a [`Plan`] holds at one point while it is built.
#[derive(Clone, Copy)]
pub(super) struct Mark {
    len: usize,
    choice_count: usize,
    readings: usize,
}

/// What the checks of a [`Plan`] have found so far: whether every check
/// in no union passed; for each choice, whether its bytes are the value's
/// (`live`: it lies in no variant, or in the variant whose tag its enum
/// holds, itself live), and for each enum with fields its tag; for each
/// reading of a union, whether every check of it passed. Every step is
/// branch-free but for a guard's tag, so that the checks of constants
/// become a few compares.
///
/// Its three steps ([`enter`](Self::enter), [`run`](Self::run),
/// [`leave`](Self::leave)) are where a plan's constants meet the code that
/// compares: inlined always in an optimized build, where each call's
/// constants fold its `match`es down to one arm (not inlined, LLVM keeps
/// the call: a step holds every arm of [`Check::accepts`]); left as calls
/// where debug assertions are on, a build that folds no constants and
/// would otherwise copy every arm into every check of every view (five
/// times the compile time of a crate of records with nested choices).
/// Only the hint differs: the same functions run either way.
pub(super) struct Progress {
    pub(super) valid: bool,
    pub(super) live: [bool; MAX_PLANNED_CHOICES],
    pub(super) tags: [u64; MAX_PLANNED_CHOICES],
    pub(super) readings: [bool; MAX_CHECKS],
}

impl Progress {
    const START: Progress = Progress {
        valid: true,
        live: [false; MAX_PLANNED_CHOICES],
        tags: [0; MAX_PLANNED_CHOICES],
        readings: [true; MAX_CHECKS],
    };

    /// Whether the bytes of what lies under `guard` are the value's: its
    /// choice's are, and, in a variant, the tag is that variant's.
    #[inline(always)]
    fn is_live(&self, guard: Guard) -> bool {
        match guard {
            Guard::Always => true,
            Guard::Tag { choice, value, .. } => self.live[choice] & (self.tags[choice] == value),
            Guard::Reading { choice, .. } => self.live[choice],
        }
    }

    /// The verdict that what lies under `guard` is part of.
    #[inline(always)]
    fn verdict(&mut self, guard: Guard) -> &mut bool {
        match guard {
            Guard::Always | Guard::Tag { reading: None, .. } => &mut self.valid,
            Guard::Tag { reading: Some(reading), .. } | Guard::Reading { reading, .. } => &mut self.readings[reading],
        }
    }

    /// Before the checks, in the order of the choices: whether choice
    /// `index`, under `under`, is live, and if it is an enum, its tag. A
    /// tag is read only where it is the value's (the bytes of another
    /// variant may be padding).
    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    pub(super) fn enter<I: Input + ?Sized>(
        &mut self,
        index: usize,
        branch: Branch,
        under: Guard,
        input: &I,
        base: usize,
    ) {
        self.live[index] = self.is_live(under);
        if let (Branch::Tag(TagAt { offset, width }), true) = (branch, self.live[index]) {
            self.tags[index] = read_tag(input, base + offset, width);
        }
    }

    /// Runs `check` where `guard` says it applies: a check in a variant
    /// only under its tag, any other wherever its choice is live.
    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    pub(super) fn run<I: Input + ?Sized>(&mut self, guard: Guard, check: Check, input: &I, base: usize) {
        if self.is_live(guard) {
            *self.verdict(guard) &= check.accepts(input, base);
        }
    }

    /// [`run`](Self::run) as a chain of `&&`: once a verdict is false,
    /// its other checks are not compared. The same verdicts; the shape
    /// LLVM turns into a branch for each check, each to the next reading
    /// of a union where it fails, as zerocopy's derive is compiled.
    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    pub(super) fn run_short<I: Input + ?Sized>(
        &mut self,
        guard: Guard,
        check: Check,
        passed_before: u16,
        input: &I,
        base: usize,
    ) {
        let mut passed = false;
        let mut reading = 0;
        while reading < MAX_CHECKS {
            passed |= (passed_before >> reading) & 1 != 0 && self.readings[reading];
            reading += 1;
        }
        let live = self.is_live(guard);
        let verdict = self.verdict(guard);
        *verdict = !passed && *verdict && (!live || check.accepts(input, base));
    }

    /// [`run`](Self::run) with no branch: `check` is compared whatever
    /// its guard, and counts only where the guard is live. Only for input
    /// whose every byte is initialized: a check in a variant reads bytes
    /// that another variant may leave as padding.
    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    pub(super) fn run_speculated<I: Input + ?Sized>(&mut self, guard: Guard, check: Check, input: &I, base: usize) {
        // Known when compiled: no code where it holds. Not a `const`
        // assertion, which would fail in the calls of `run` beside it.
        assert!(I::INITIALIZED, "a variant's checks compared whatever the tag in bytes that may be padding");
        let accepted = check.accepts(input, base);
        let live = self.is_live(guard);
        *self.verdict(guard) &= accepted | !live;
    }

    /// After the checks, in the reverse order of the choices (those inside
    /// another first): the verdict of union `index` (one of its readings'),
    /// where it is live, becomes part of that of what it lies in. An enum's
    /// checks are already part of it.
    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    pub(super) fn leave(&mut self, index: usize, branch: Branch, under: Guard) {
        if let Branch::Union { readings } = branch {
            let mut any = false;
            let mut reading = 0;
            while reading < MAX_CHECKS {
                any |= (readings >> reading) & 1 != 0 && self.readings[reading];
                reading += 1;
            }
            if self.live[index] {
                *self.verdict(under) &= any;
            }
        }
    }
}

/// Where the tags of an enum with fields lie, `(offset, width)` from the
/// start of the choice, where every alternative has one there: a `Tag`
/// piece of the same place and width (1, 2, 4 or 8 bytes), with tags
/// distinct as integers, and at most [`MAX_DISPATCH_VARIANTS`] of them.
/// Then the tag alone picks the one alternative the bytes can be. `None`
/// for the fields of a union, and for any other choice.
pub(super) const fn tag_place(choice: Choice) -> Option<(usize, usize)> {
    let alternatives = choice.alternatives;
    if choice.union || alternatives.is_empty() || alternatives.len() > MAX_DISPATCH_VARIANTS {
        return None;
    }
    let (within, width) = match first_tag(&alternatives[0].bytes) {
        Some(place) => place,
        None => return None,
    };
    if !matches!(width, 1 | 2 | 4 | 8) {
        return None;
    }
    let mut i = 0;
    while i < alternatives.len() {
        let value = match tag_of(&alternatives[i], within, width) {
            Some(value) => value,
            None => return None,
        };
        let mut j = 0;
        while j < i {
            match tag_of(&alternatives[j], within, width) {
                Some(other) if other == value => return None,
                _ => {}
            }
            j += 1;
        }
        i += 1;
    }
    Some((within, width))
}

/// The place `(offset, width)` of the first `Tag` piece of `bytes`.
pub(super) const fn first_tag(bytes: &Bytes) -> Option<(usize, usize)> {
    let mut i = 0;
    while i < bytes.pieces.len() {
        if let Kind::Tag(_) = bytes.pieces[i].kind {
            return Some((bytes.pieces[i].offset, bytes.pieces[i].size));
        }
        i += 1;
    }
    None
}

/// The tag of `alternative`, its first `Tag` piece, when it lies `within`
/// the alternative and is `width` bytes wide: the unsigned integer whose
/// bytes in the target's order are those the walk compares ([`tag_byte`]).
pub(super) const fn tag_of(alternative: &Alternative, within: usize, width: usize) -> Option<u64> {
    let pieces = alternative.bytes.pieces;
    let mut i = 0;
    while i < pieces.len() {
        if let Kind::Tag(value) = pieces[i].kind {
            if pieces[i].offset != within || pieces[i].size != width {
                return None;
            }
            let mut native = 0u64;
            let mut byte = 0;
            while byte < width {
                let significance = if cfg!(target_endian = "little") { byte } else { width - 1 - byte };
                native |= (tag_byte(value, width, byte) as u64) << (8 * significance);
                byte += 1;
            }
            return Some(native);
        }
        i += 1;
    }
    None
}

/// [`tag_of`] an inhabited alternative; `None` for one with no value.
pub(super) const fn inhabited_tag(alternative: &Alternative, within: usize, width: usize) -> Option<u64> {
    if alternative.bytes.facts.inhabited {
        tag_of(alternative, within, width)
    } else {
        None
    }
}

/// The unsigned integer of `width` bytes (1, 2, 4 or 8) at `at`, in the
/// target's byte order: a plan's tag.
#[inline(always)]
pub(super) fn read_tag<I: Input + ?Sized>(input: &I, at: usize, width: usize) -> u64 {
    read_integer(input, at, width, cfg!(target_endian = "little"))
}

/// A plan the compiler knows as a constant: of one type's sized part, or of
/// its tail's elements. The validator is generic over it, so that each
/// check reaches the optimizer as constants (see [`valid_planned`]).
pub(crate) trait Planned {
    /// The bytes planned for.
    const BYTES: &'static Bytes;
    /// Their plan, computed once.
    const PLAN: Plan = Plan::of(Self::BYTES);
    /// Their pattern, as elements of a slice.
    const PATTERN: Pattern = Pattern::of(&Self::PLAN, Self::BYTES.size);
    /// The order in which [`valid_planned`] runs their checks.
    const ORDER: [usize; MAX_CHECKS] = run_order(&Self::PLAN);
}

/// The readings of the union whose reading holds what lies under `guard`,
/// before that reading, whose verdict is known once their checks ran: no
/// union lies in them, whose verdict would join theirs after every check.
/// Where one of them passed, the union is valid, and `guard`'s reading
/// need not be read.
pub(super) const fn readings_before(plan: &Plan, guard: Guard) -> u16 {
    let reading = match guard {
        Guard::Always | Guard::Tag { reading: None, .. } => return 0,
        Guard::Tag { reading: Some(reading), .. } | Guard::Reading { reading, .. } => reading,
    };
    let mut before = 0u16;
    let mut choice = 0;
    while choice < plan.choice_count {
        if let Branch::Union { readings } = plan.choices[choice] {
            if (readings >> reading) & 1 != 0 {
                before = readings & ((1 << reading) - 1);
            }
        }
        choice += 1;
    }
    // Readings that hold a union.
    let mut choice = 0;
    while choice < plan.choice_count {
        if let (
            Branch::Union { .. },
            Guard::Reading { reading: around, .. } | Guard::Tag { reading: Some(around), .. },
        ) = (plan.choices[choice], plan.under[choice])
        {
            before &= !(1 << around);
        }
        choice += 1;
    }
    before
}

/// The order in which a plan's checks run, by index: the plan's own, but,
/// in a plan holding a union, each enum's check of its tags after its
/// variants' checks. Every check of a verdict must pass, in any order;
/// this one lets LLVM turn a union's reading that holds an enum into
/// the branches of a `match` on the tag (a variant with no checks passes
/// on one compare of its tag, `cmp; je`), as zerocopy's derive does,
/// where the tags' check first, then the variants', compared the tag
/// again in a bool (`sete; test; jne`; see BENCHMARKS.md, "Checked
/// views at run time").
pub(super) const fn run_order(plan: &Plan) -> [usize; MAX_CHECKS] {
    let mut order = [0; MAX_CHECKS];
    let mut i = 0;
    while i < MAX_CHECKS {
        order[i] = i;
        i += 1;
    }
    if plan.readings == 0 {
        return order;
    }
    // The innermost enums first: an enum inside a variant of another
    // comes after it, and its checks lie among that one's variants'; so
    // each moves within the places of its own checks, where they are.
    let mut choice = plan.choice_count;
    while choice > 0 {
        choice -= 1;
        if let Some((check, end)) = plan.tag_checks[choice] {
            let tags = order[check];
            let mut at = check;
            while at + 1 < end {
                order[at] = order[at + 1];
                at += 1;
            }
            order[end - 1] = tags;
        }
    }
    order
}

/// The check a plan runs `index`th: in [`run_order`] one record at a time,
/// in the plan's own order in a slice's branch-free elements.
const fn at(order: &[usize; MAX_CHECKS], speculate: bool, index: usize) -> usize {
    if speculate {
        index
    } else {
        order[index]
    }
}

/// Whether the bytes of `input` from `base` are a valid value of
/// `P::BYTES`. Inlined where it is called: each check of the plan is an
/// inline constant, so it is compiled to the compares of that check alone,
/// with no loop over the plan and no read of it.
#[inline(always)]
pub(crate) fn valid_planned<P: Planned, I: Input + ?Sized>(input: &I, base: usize) -> bool {
    run_planned::<P, I, false>(input, base)
}

/// [`valid_planned`] for bytes every one of which is initialized (a
/// slice's element), with no branch on the tag of a variant in no union:
/// its checks are compared whatever the tag, and count only under it, so
/// that the compares of several elements can be vector instructions.
#[inline(always)]
pub(crate) fn valid_planned_branch_free<P: Planned, I: Input + ?Sized>(input: &I, base: usize) -> bool {
    run_planned::<P, I, true>(input, base)
}

#[inline(always)]
fn run_planned<P: Planned, I: Input + ?Sized, const SPECULATE: bool>(input: &I, base: usize) -> bool {
    if !const { P::PLAN.complete } {
        return valid(P::BYTES, input, base);
    }
    let mut progress = Progress::START;
    // One line per choice and per check a plan may hold.
    const _: () = assert!(MAX_PLANNED_CHOICES == 4 && MAX_CHECKS == 16);
    macro_rules! enter {
        ($($index:literal)*) => {$(
            if const { $index < P::PLAN.choice_count } {
                let (branch, under) = const { (P::PLAN.choices[$index], P::PLAN.under[$index]) };
                progress.enter($index, branch, under, input, base);
            }
        )*};
    }
    // Those inside another first: a choice comes after what it lies in.
    macro_rules! leave {
        ($($index:literal)*) => {$(
            if const { $index < P::PLAN.choice_count } {
                let (branch, under) = const { (P::PLAN.choices[$index], P::PLAN.under[$index]) };
                progress.leave($index, branch, under);
            }
        )*};
    }
    // One record at a time, a plan holding a union tests its checks in no
    // choice first, with an early exit (they pass on every valid record).
    // LLVM then gives each its own branch, and the union's readings too,
    // as zerocopy's derive does: a `char` that passes skips the other
    // readings. Merged with no branch, the readings cost more instructions
    // (the union record of `benches/records.rs` 19 a record against
    // zerocopy's 17, now 14) and no misprediction where readings vary from
    // record to record (see BENCHMARKS.md, "Checked views at run time").
    // The other checks then run as chains of `&&` (`run_short`), each
    // enum's check of its tags after its variants' ([`run_order`]), and a
    // reading is skipped once an earlier one of its union passed: LLVM
    // compiles an enum in a union's reading to a `match` on the tag,
    // zerocopy's branches (the choice in a choice 17.23 instructions a
    // record against zerocopy's 18.23, where the same checks, each
    // `if live { verdict &= check }`, took 20.24: its verdicts merged
    // in bools, `sete; test; jne`).
    // A slice's elements keep every compare branch-free (`SPECULATE`; see
    // `valid_elements`), in the plan's own order (the tags' check moved
    // after the variants' took 25.55 instructions a record where this
    // order takes 22.54), and a plan with no union is as before: an enum
    // with fields took one instruction more a record with the early exit.
    let early = const { !SPECULATE && P::PLAN.readings > 0 };
    macro_rules! outside_choices {
        ($($index:literal)*) => {$(
            if const { $index < P::PLAN.len && matches!(P::PLAN.when[$index], Guard::Always) } {
                progress.run(Guard::Always, const { P::PLAN.checks[$index] }, input, base);
            }
        )*};
    }
    if early {
        outside_choices!(0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15);
        if !progress.valid {
            return false;
        }
    }
    enter!(0 1 2 3);
    macro_rules! checks {
        ($($index:literal)*) => {$(
            if const { $index < P::PLAN.len && !(!SPECULATE && P::PLAN.readings > 0 && matches!(P::PLAN.when[at(&P::ORDER, SPECULATE, $index)], Guard::Always)) } {
                let (guard, check) = const { (P::PLAN.when[at(&P::ORDER, SPECULATE, $index)], P::PLAN.checks[at(&P::ORDER, SPECULATE, $index)]) };
                // Only a variant's checks whose verdict is the value's:
                // inside a union's reading, to be OR-ed with the other
                // readings', LLVM did not vectorize them, and compared
                // whatever the tag they are more instructions (see
                // BENCHMARKS.md, "Checked views at run time").
                if SPECULATE && const { I::INITIALIZED && matches!(P::PLAN.when[at(&P::ORDER, SPECULATE, $index)], Guard::Tag { reading: None, .. }) } {
                    progress.run_speculated(guard, check, input, base);
                } else if early {
                    let passed_before = const { readings_before(&P::PLAN, P::PLAN.when[at(&P::ORDER, SPECULATE, $index)]) };
                    progress.run_short(guard, check, passed_before, input, base);
                } else {
                    progress.run(guard, check, input, base);
                }
            }
        )*};
    }
    checks!(0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15);
    leave!(3 2 1 0);
    progress.valid
}

/// [`valid_planned`] for a plan computed at run time, as the validator
/// reads it (for tests, which build descriptions at run time).
pub(crate) fn valid_with_plan<I: Input + ?Sized>(plan: &Plan, bytes: &Bytes, input: &I, base: usize) -> bool {
    if !plan.complete {
        return valid(bytes, input, base);
    }
    plan.accepts(input, base)
}
