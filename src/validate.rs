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
//! ranges). One enum with fields may be part of a plan too: its tag is
//! read once as an integer, and each variant's checks run only under its
//! own tag ([`Guard`]), as a derived or hand-written `match` on the tag
//! does. The validator is generic over the plan ([`Planned`]) and reads
//! each check as an inline constant, so that a view compiles to those
//! compares and reads no plan at run time. Everything else (unions, a
//! second enum with fields, arrays of structs with constraints) is walked
//! by [`valid`], which follows the description itself, and is the oracle
//! the plans are tested against. When a value is invalid, [`explain`] walks it
//! again to say where and why: only when an error is looked at, never on
//! the path of a check that passes.
//!
//! **Architecture Invariant:** validators only read; the reading of bytes
//! that are not a `[u8]` is the [`Input`] of `transmute/`.

use crate::automaton::{left_past_field, mixed_destination, own_padding, View};
use crate::byte_set::ByteSet;
use crate::description::{tag_byte, Alternative, Bytes, Choice, Description, Kind, Piece};
use crate::integers::Integers;
use crate::limits::{MAX_BYTE_FIELDS, MAX_CHECKS, MAX_DISPATCH_VARIANTS, MAX_INTEGER_RANGES};
use crate::path::Path;

/// Bytes to validate, read by offset.
pub(crate) trait Input {
    /// The byte at `offset`, which the compile-time check proved initialized.
    fn byte(&self, offset: usize) -> u8;

    /// The `N` bytes from `offset`, as [`byte`](Self::byte) reads them one
    /// by one; read at once where the input can.
    #[inline(always)]
    fn array<const N: usize>(&self, offset: usize) -> [u8; N] {
        core::array::from_fn(|index| self.byte(offset + index))
    }
}

impl Input for [u8] {
    #[inline(always)]
    fn byte(&self, offset: usize) -> u8 {
        self[offset]
    }

    #[inline(always)]
    fn array<const N: usize>(&self, offset: usize) -> [u8; N] {
        let mut array = [0; N];
        array.copy_from_slice(&self[offset..offset + N]);
        array
    }
}

/// One constrained part of a type, in the form the validator compares
/// fastest: what a hand-written check would compare.
#[derive(Clone, Copy)]
pub(crate) enum Check {
    /// `len` bytes from `offset`, each in `low..=low + span`.
    Range { offset: usize, len: usize, low: u8, span: u8 },
    /// `len` bytes from `offset`, each with its bits under `mask` in
    /// `low..=low + span`: a byte of bit fields whose one constrained field
    /// takes a range of values (`(byte & 0x07) <= 4`).
    Masked { offset: usize, len: usize, mask: u8, low: u8, span: u8 },
    /// `len` bytes from `offset`, each `first + i` for a bit `i` of `mask`:
    /// a set that is no range but lies within 64 values (tags 0, 2, 5).
    Bits { offset: usize, len: usize, first: u8, mask: u64 },
    /// `len` bytes from `offset`, each with every one of its first `count`
    /// fields valid: a byte of bit fields that holds several fields whose
    /// types refuse some values (`(byte & 0x70) <= 0x20 && (byte & 0x07) <= 2`).
    Fields { offset: usize, len: usize, fields: [ByteField; MAX_BYTE_FIELDS], count: usize },
    /// `len` bytes from `offset`, each in `set`: any other set.
    Set { offset: usize, len: usize, set: ByteSet },
    /// The unsigned integer of `width` bytes (1, 2, 4 or 8) at `offset`,
    /// least significant byte first where `little_endian`, XOR-ed with
    /// `flip`, in one of the first `count` ranges, each `(low, high - low)`:
    /// a wide enum tag, a `char`, a `NonZero`.
    Integer {
        offset: usize,
        width: usize,
        little_endian: bool,
        flip: u64,
        ranges: [(u64, u64); MAX_INTEGER_RANGES],
        count: usize,
    },
    /// The integer of `width` bytes at `offset`, as for `Integer`, minus
    /// `first`, a bit of `mask`: values that take more ranges than
    /// `Integer` holds but lie within 64 of each other (a wide enum's
    /// scattered tags).
    IntegerBits { offset: usize, width: usize, little_endian: bool, first: u64, mask: u64 },
    /// The unsigned 16-byte integer at `offset`, least significant byte
    /// first where `little_endian`, in `low..=low + span`: a `NonZeroU128`
    /// or `NonZeroI128`, compared in two 8-byte halves.
    Integer128 { offset: usize, little_endian: bool, low: u128, span: u128 },
    /// `len` bytes from `offset` that match one of `patterns` (a `Scalar`
    /// piece's, back to back, `len` sets each): an integer that is none of
    /// the above.
    Patterns { offset: usize, len: usize, patterns: &'static [ByteSet] },
}

impl Check {
    /// The same check, of `len` bytes from `offset`, if it is a check of
    /// bytes each alike.
    const fn moved(self, offset: usize, len: usize) -> Option<Check> {
        match self {
            Check::Range { low, span, .. } => Some(Check::Range { offset, len, low, span }),
            Check::Masked { mask, low, span, .. } => Some(Check::Masked { offset, len, mask, low, span }),
            Check::Bits { first, mask, .. } => Some(Check::Bits { offset, len, first, mask }),
            Check::Set { set, .. } => Some(Check::Set { offset, len, set }),
            Check::Fields { fields, count, .. } => Some(Check::Fields { offset, len, fields, count }),
            _ => None,
        }
    }

    /// Whether the bytes of `input` from `base` pass this check. Every byte
    /// is compared, with no early exit, so that a check of constants
    /// becomes a few branch-free instructions.
    #[inline(always)]
    fn accepts<I: Input + ?Sized>(&self, input: &I, base: usize) -> bool {
        match *self {
            Check::Range { offset, len, low, span } => bytes_in_range(input, base + offset, len, low, span),
            Check::Masked { offset, len, mask, low, span } => {
                every_byte(input, base + offset, len, |byte| (byte & mask).wrapping_sub(low) <= span)
            }
            Check::Bits { offset, len, first, mask } => every_byte(input, base + offset, len, |byte| {
                let bit = byte.wrapping_sub(first);
                (bit < 64) & ((mask >> (bit & 63)) & 1 != 0)
            }),
            Check::Set { offset, len, set } => every_byte(input, base + offset, len, |byte| set.contains(byte)),
            Check::Fields { offset, len, fields, count } => every_byte(input, base + offset, len, |byte| {
                let mut valid = true;
                let mut i = 0;
                while i < count {
                    valid &= fields[i].accepts(byte);
                    i += 1;
                }
                valid
            }),
            Check::Integer { offset, width, little_endian, flip, ranges, count } => {
                let at = base + offset;
                match width {
                    1 => in_ranges(u64::from(input.byte(at)) ^ flip, &ranges, count),
                    2 => {
                        let bytes = input.array::<2>(at);
                        let value = if little_endian { u16::from_le_bytes(bytes) } else { u16::from_be_bytes(bytes) };
                        in_ranges_u16(value ^ flip as u16, &ranges, count)
                    }
                    4 => {
                        let bytes = input.array::<4>(at);
                        let value = if little_endian { u32::from_le_bytes(bytes) } else { u32::from_be_bytes(bytes) };
                        in_ranges_u32(value ^ flip as u32, &ranges, count)
                    }
                    _ => {
                        let bytes = input.array::<8>(at);
                        let value = if little_endian { u64::from_le_bytes(bytes) } else { u64::from_be_bytes(bytes) };
                        in_ranges(value ^ flip, &ranges, count)
                    }
                }
            }
            Check::IntegerBits { offset, width, little_endian, first, mask } => {
                let value = read_integer(input, base + offset, width, little_endian);
                let bit = value.wrapping_sub(first);
                (bit < 64) & ((mask >> (bit & 63)) & 1 != 0)
            }
            Check::Integer128 { offset, little_endian, low, span } => {
                let bytes = input.array::<16>(base + offset);
                let value = if little_endian { u128::from_le_bytes(bytes) } else { u128::from_be_bytes(bytes) };
                value.wrapping_sub(low) <= span
            }
            Check::Patterns { offset, len, patterns } => {
                let at = base + offset;
                let mut any = false;
                let mut pattern = 0;
                while pattern * len < patterns.len() {
                    let mut all = true;
                    let mut j = 0;
                    while j < len {
                        all &= patterns[pattern * len + j].contains(input.byte(at + j));
                        j += 1;
                    }
                    any |= all;
                    pattern += 1;
                }
                any
            }
        }
    }
}

/// The unsigned integer of `width` bytes (1, 2, 4 or 8) at `at`, least
/// significant byte first where `little_endian`.
#[inline(always)]
fn read_integer<I: Input + ?Sized>(input: &I, at: usize, width: usize, little_endian: bool) -> u64 {
    match width {
        1 => u64::from(input.byte(at)),
        2 => {
            let bytes = input.array::<2>(at);
            u64::from(if little_endian { u16::from_le_bytes(bytes) } else { u16::from_be_bytes(bytes) })
        }
        4 => {
            let bytes = input.array::<4>(at);
            u64::from(if little_endian { u32::from_le_bytes(bytes) } else { u32::from_be_bytes(bytes) })
        }
        _ => {
            let bytes = input.array::<8>(at);
            if little_endian {
                u64::from_le_bytes(bytes)
            } else {
                u64::from_be_bytes(bytes)
            }
        }
    }
}

/// Whether the `len` bytes of `input` from `at` are each in
/// `low..=low + span`.
#[inline(always)]
fn bytes_in_range<I: Input + ?Sized>(input: &I, at: usize, len: usize, low: u8, span: u8) -> bool {
    if low != 0 || span & span.wrapping_add(1) != 0 {
        return every_byte(input, at, len, |byte| byte.wrapping_sub(low) <= span);
    }
    // The valid bytes are those with no bit above `span` set (a `bool`: no
    // bit but the lowest): whether the bytes together, OR-ed eight at a
    // time, have none.
    if len == 1 {
        return input.byte(at) & !span == 0;
    }
    let mut together = 0u64;
    let mut j = 0;
    while j + 8 <= len {
        together |= u64::from_ne_bytes(input.array::<8>(at + j));
        j += 8;
    }
    while j < len {
        together |= u64::from(input.byte(at + j));
        j += 1;
    }
    together & !(u64::from(span) * 0x0101_0101_0101_0101) == 0
}

/// Whether `accepts` each of the `len` bytes of `input` from `at`, all
/// asked, with no early exit. One byte is asked without a loop: `len` is a
/// constant, and a build optimized for size unrolls no loop, not even one
/// that runs once.
#[inline(always)]
fn every_byte<I: Input + ?Sized>(input: &I, at: usize, len: usize, accepts: impl Fn(u8) -> bool) -> bool {
    if len == 1 {
        return accepts(input.byte(at));
    }
    let mut valid = true;
    let mut j = 0;
    while j < len {
        valid &= accepts(input.byte(at + j));
        j += 1;
    }
    valid
}

/// Whether `value` is in one of the first `count` of `ranges`, each
/// `(low, high - low)`.
#[inline(always)]
fn in_ranges(value: u64, ranges: &[(u64, u64); MAX_INTEGER_RANGES], count: usize) -> bool {
    let mut any = false;
    let mut i = 0;
    while i < count {
        let (low, span) = ranges[i];
        any |= value.wrapping_sub(low) <= span;
        i += 1;
    }
    any
}

/// [`in_ranges`] at the width of the value, which a 32-bit target
/// compares in one register.
#[inline(always)]
fn in_ranges_u32(value: u32, ranges: &[(u64, u64); MAX_INTEGER_RANGES], count: usize) -> bool {
    let mut any = false;
    let mut i = 0;
    while i < count {
        let (low, span) = ranges[i];
        any |= value.wrapping_sub(low as u32) <= span as u32;
        i += 1;
    }
    any
}

/// [`in_ranges`] for a `u16`.
#[inline(always)]
fn in_ranges_u16(value: u16, ranges: &[(u64, u64); MAX_INTEGER_RANGES], count: usize) -> bool {
    let mut any = false;
    let mut i = 0;
    while i < count {
        let (low, span) = ranges[i];
        any |= value.wrapping_sub(low as u16) <= span as u16;
        i += 1;
    }
    any
}

/// When a check of a [`Plan`] applies.
#[derive(Clone, Copy)]
pub(crate) enum Guard {
    /// Whatever the bytes hold.
    Always,
    /// Only when the plan's tag ([`TagAt`]) holds this value: the check is
    /// of a field of the variant with that tag. Other variants' fields are
    /// not compared, as a `match` on the tag compares them not: in the
    /// value at hand those bytes belong to its own variant.
    Tag(u64),
}

/// Where the tag of a plan's enum with fields lies: `width` bytes (1, 2, 4
/// or 8) from `offset`, read as an unsigned integer in the target's byte
/// order.
#[derive(Clone, Copy)]
pub(crate) struct TagAt {
    offset: usize,
    width: usize,
}

/// The checks that decide a type's validity; `complete` when they are all
/// there is to it.
///
/// A type's plan is a constant ([`Planned`]), and the validator that runs
/// it is inlined where it is called: the loop over the checks unrolls, and
/// each check is compares of the input against constants. A plan holds at
/// most one enum with fields: its `tag`, checked to be one of an inhabited
/// variant's, and the checks of each variant's fields, each under the
/// [`Guard`] of its variant's tag (in `when`).
#[derive(Clone, Copy)]
pub(crate) struct Plan {
    checks: [Check; MAX_CHECKS],
    when: [Guard; MAX_CHECKS],
    len: usize,
    tag: Option<TagAt>,
    complete: bool,
    /// While the plan is built: the guard of the checks added now.
    guard: Guard,
    /// The set of the last check, if it was made from a set (a set with
    /// uninit, which no check is, otherwise), which the next byte often
    /// has too (an array's elements): its check is not sought again.
    last_set: ByteSet,
    /// How many checks the plan held after the last check made from
    /// `last_set`: reused only while it is the last check.
    last_len: usize,
}

impl Plan {
    const NONE: Check = Check::Range { offset: 0, len: 0, low: 0, span: u8::MAX };

    const EMPTY: Plan = Plan {
        checks: [Plan::NONE; MAX_CHECKS],
        when: [Guard::Always; MAX_CHECKS],
        len: 0,
        tag: None,
        complete: true,
        guard: Guard::Always,
        last_set: ByteSet::ANYTHING,
        last_len: 0,
    };

    /// The plan for `bytes`, or an incomplete one when they are not a
    /// product of at most [`MAX_CHECKS`] constrained ranges.
    pub(crate) const fn of(bytes: &'static Bytes) -> Plan {
        let mut plan = Plan::EMPTY;
        plan.add(bytes, 0);
        plan
    }

    const fn add(&mut self, bytes: &'static Bytes, base: usize) {
        let pieces: &'static [Piece] = bytes.pieces;
        let mut i = 0;
        while i < pieces.len() && self.complete {
            let piece = &pieces[i];
            let offset = base + piece.offset;
            match piece.kind {
                Kind::Run(set) => self.constrain(offset, piece.size, set),
                Kind::Nest(inner) => self.add(inner, offset),
                Kind::Repeat { element, count } => {
                    // Unrolled while it fits; a longer array is walked.
                    let mut element_index = 0;
                    while element_index < count && self.complete {
                        self.add(element, offset + element_index * element.size);
                        element_index += 1;
                    }
                }
                Kind::Scalar { products, count, .. } => self.match_one_of(offset, piece, products, count),
                // Never read: see `valid_piece`.
                Kind::Pointer(_) => {}
                // A variant's own tag, which its guard compares.
                Kind::Tag(_) if self.is_guarding_tag(offset, piece.size) => {}
                Kind::Tag(_) => self.complete = false,
                Kind::Choice(choice) => self.dispatch(offset, choice),
            }
            i += 1;
        }
    }

    /// Whether a `Tag` piece of `size` bytes at `offset` is the tag that
    /// guards the checks added now.
    const fn is_guarding_tag(&self, offset: usize, size: usize) -> bool {
        match (self.guard, self.tag) {
            (Guard::Tag(_), Some(tag)) => tag.offset == offset && tag.width == size,
            _ => false,
        }
    }

    /// The checks of an enum with fields at `offset`: its tag, read once,
    /// is one of an inhabited variant's; each variant's fields are checked
    /// under its tag. Incomplete where the choice is no such enum (see
    /// [`tag_place`]), or where the plan already has one.
    const fn dispatch(&mut self, offset: usize, choice: Choice) {
        let alternatives = choice.alternatives;
        let (within, width) = match tag_place(choice) {
            Some(place) if self.tag.is_none() => place,
            _ => {
                self.complete = false;
                return;
            }
        };
        let tag = TagAt { offset: offset + within, width };
        self.tag = Some(tag);
        self.known_tags(tag, within, alternatives);
        let mut i = 0;
        while i < alternatives.len() && self.complete {
            let alternative: &'static Alternative = &alternatives[i];
            if let (true, Some(value)) = (alternative.bytes.facts.inhabited, tag_of(alternative, within, width)) {
                self.guard = Guard::Tag(value);
                self.add(&alternative.bytes, offset);
            }
            i += 1;
        }
        self.guard = Guard::Always;
    }

    /// The check that `tag` holds the tag of one of the inhabited
    /// `alternatives`, whose tags lie `within` them: a byte in a set, or a
    /// wider integer in a few ranges of consecutive tags (incomplete with
    /// more than [`MAX_INTEGER_RANGES`]).
    const fn known_tags(&mut self, tag: TagAt, within: usize, alternatives: &'static [Alternative]) {
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
    const fn match_one_of(&mut self, offset: usize, piece: &'static Piece, products: &'static [ByteSet], count: usize) {
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

    const fn constrain(&mut self, offset: usize, len: usize, set: ByteSet) {
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

    const fn push(&mut self, check: Check) {
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
    fn accepts<I: Input + ?Sized>(&self, input: &I, base: usize) -> bool {
        let tag = match self.tag {
            Some(TagAt { offset, width }) => read_tag(input, base + offset, width),
            None => 0,
        };
        let mut valid = true;
        let mut i = 0;
        while i < self.len {
            match self.when[i] {
                Guard::Always => valid &= self.checks[i].accepts(input, base),
                Guard::Tag(value) => {
                    if tag == value {
                        valid &= self.checks[i].accepts(input, base);
                    }
                }
            }
            i += 1;
        }
        valid
    }
}

/// Where the tags of an enum with fields lie, `(offset, width)` from the
/// start of the choice, where every alternative has one there: a `Tag`
/// piece of the same place and width (1, 2, 4 or 8 bytes), with tags
/// distinct as integers, and at most [`MAX_DISPATCH_VARIANTS`] of them.
/// Then the tag alone picks the one alternative the bytes can be. `None`
/// for the fields of a union, and for any other choice.
const fn tag_place(choice: Choice) -> Option<(usize, usize)> {
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
const fn first_tag(bytes: &Bytes) -> Option<(usize, usize)> {
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
const fn tag_of(alternative: &Alternative, within: usize, width: usize) -> Option<u64> {
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
const fn inhabited_tag(alternative: &Alternative, within: usize, width: usize) -> Option<u64> {
    if alternative.bytes.facts.inhabited {
        tag_of(alternative, within, width)
    } else {
        None
    }
}

/// The unsigned integer of `width` bytes (1, 2, 4 or 8) at `at`, in the
/// target's byte order: a plan's tag.
#[inline(always)]
fn read_tag<I: Input + ?Sized>(input: &I, at: usize, width: usize) -> u64 {
    read_integer(input, at, width, cfg!(target_endian = "little"))
}

/// The values of `integers` as bits of a mask above the least, `(first,
/// mask)`, if they all lie within 64 values of it.
const fn integer_bits(integers: Integers) -> Option<(u64, u64)> {
    let (ranges, count) = match integers.ranges::<64>() {
        Some((ranges, count)) if count > 0 => (ranges, count),
        _ => return None,
    };
    let first = ranges[0].0;
    if ranges[count - 1].1 - first >= 64 {
        return None;
    }
    let mut mask = 0u64;
    let mut i = 0;
    while i < count {
        let mut value = ranges[i].0;
        while value <= ranges[i].1 {
            mask |= 1 << (value - first);
            value += 1;
        }
        i += 1;
    }
    // Within the width, which is at most 8 bytes.
    Some((first as u64, mask))
}

/// Two ranges `0..=a` and `b..=c` as one, where the hole between them is an
/// aligned block of a power of two (`char`'s surrogates, `0xD800..=0xDFFF`):
/// XOR-ed with the hole's start, the values up to `c` are permuted among
/// themselves (`c + 1` is a multiple of a power of two above the start),
/// the hole becoming `0..2^k` and the valid values the rest, `2^k..=c`.
/// Returns the XOR and the ranges to compare with after it: one compare
/// where there were two (as `char::from_u32` checks). Other ranges are
/// returned as they are, with no XOR.
const fn around_a_hole(
    ranges: [(u64, u64); MAX_INTEGER_RANGES],
    count: usize,
) -> (u64, [(u64, u64); MAX_INTEGER_RANGES], usize) {
    if count != 2 || ranges[0].0 != 0 {
        return (0, ranges, count);
    }
    let hole = ranges[0].1 + 1;
    let (next, span) = ranges[1];
    let (hole_len, end) = (next - hole, next + span);
    let block = match (hole as u128 + 1).checked_next_power_of_two() {
        Some(block) if hole_len.is_power_of_two() && hole % hole_len == 0 => block,
        _ => return (0, ranges, count),
    };
    if (end as u128 + 1) % block != 0 {
        return (0, ranges, count);
    }
    let mut flipped = [(0, 0); MAX_INTEGER_RANGES];
    flipped[0] = (hole_len, end - hole_len);
    (hole, flipped, 1)
}

/// One field of a byte of bit fields, as a [`Check::Fields`] compares it.
#[derive(Clone, Copy)]
pub(crate) enum ByteField {
    /// The byte's bits under `mask` (the field's, in place) in
    /// `low..=low + span`: a field whose values are a range.
    Range { mask: u8, low: u8, span: u8 },
    /// Bit `(byte >> shift) & width_mask` of `table` set: a field of at
    /// most 6 bits whose values are no range (1, 3, 6).
    Table { shift: u8, width_mask: u8, table: u64 },
}

impl ByteField {
    const NONE: ByteField = ByteField::Range { mask: 0, low: 0, span: 0 };

    #[inline(always)]
    const fn accepts(self, byte: u8) -> bool {
        match self {
            ByteField::Range { mask, low, span } => (byte & mask).wrapping_sub(low) <= span,
            ByteField::Table { shift, width_mask, table } => (table >> ((byte >> shift) & width_mask)) & 1 != 0,
        }
    }
}

/// `set` as the bytes whose fields each hold a valid value, if it is a
/// product of the values of at least two runs of adjacent bits (the fields
/// of a byte of bit fields) and each is a range of values or a field of at
/// most 6 bits: what a hand-written check compares, field by field.
/// Checked against every byte, so exact.
const fn byte_fields(set: ByteSet) -> Option<([ByteField; MAX_BYTE_FIELDS], usize)> {
    if set.is_empty() || set.contains_uninit() {
        return None;
    }
    // The cuts between bits `cut - 1` and `cut` across which `set` is the
    // product of the values below and of those above.
    let mut cuts = [false; 9];
    cuts[0] = true;
    cuts[8] = true;
    let mut cut = 1;
    while cut < 8 {
        let below = mask_of(0, cut);
        cuts[cut] = set.masked(below).count() * set.masked(!below).count() == set.count();
        cut += 1;
    }
    // The runs of bits between cuts whose bits some byte outside the set
    // differs in: the constrained fields, each taken together with the
    // constrained runs after it while their values stay one range (a
    // field's high bits that are always 0 are no field of their own).
    let mut fields = [ByteField::NONE; MAX_BYTE_FIELDS];
    let mut count = 0;
    let mut start = 0;
    while start < 8 {
        let mut end = next_cut(&cuts, start);
        if is_constrained(set, start, end) {
            while end < 8 {
                let next = next_cut(&cuts, end);
                if !is_constrained(set, end, next) || range_of(field_values(set, start, next)).is_none() {
                    break;
                }
                end = next;
            }
            if count == MAX_BYTE_FIELDS {
                return None;
            }
            let values = field_values(set, start, end);
            fields[count] = match range_of(values) {
                Some((low, high)) => {
                    ByteField::Range { mask: mask_of(start, end), low: low << start, span: (high - low) << start }
                }
                None if end - start <= 6 => {
                    let mut table = 0u64;
                    let mut value = 0;
                    while value < 1 << (end - start) {
                        if values.contains(value as u8) {
                            table |= 1 << value;
                        }
                        value += 1;
                    }
                    ByteField::Table { shift: start as u8, width_mask: (1 << (end - start)) - 1, table }
                }
                None => return None,
            };
            count += 1;
        }
        start = end;
    }
    if count < 2 {
        return None;
    }
    let mut byte = 0usize;
    while byte < 256 {
        let mut valid = true;
        let mut i = 0;
        while i < count {
            valid &= fields[i].accepts(byte as u8);
            i += 1;
        }
        if valid != set.contains(byte as u8) {
            return None;
        }
        byte += 1;
    }
    Some((fields, count))
}

/// The first cut after bit `start`.
const fn next_cut(cuts: &[bool; 9], start: usize) -> usize {
    let mut end = start + 1;
    while !cuts[end] {
        end += 1;
    }
    end
}

/// The values the bits `start..end` of the bytes of `set` hold.
const fn field_values(set: ByteSet, start: usize, end: usize) -> ByteSet {
    set.masked(mask_of(start, end)).shifted_down(start as u32)
}

/// Whether some value of the bits `start..end` is in no byte of `set`.
const fn is_constrained(set: ByteSet, start: usize, end: usize) -> bool {
    field_values(set, start, end).count() < 1 << (end - start)
}

/// `(low, high)` if `values` are the range `low..=high`.
const fn range_of(values: ByteSet) -> Option<(u8, u8)> {
    match values.next_range(0) {
        Some((low, high)) if values.is_subset_of(ByteSet::range(low, high)) => Some((low, high)),
        _ => None,
    }
}

/// The bits `start..end` of a byte.
const fn mask_of(start: usize, end: usize) -> u8 {
    (((1u16 << end) - (1u16 << start)) & 0xff) as u8
}

/// The values of `set` as bits above `first`, if they all lie within 64
/// values of it.
/// `set` as the bytes whose bits under a mask lie in a range, `(mask, low,
/// span)`, if it is one: a byte of bit fields with one constrained field
/// whose values are a range. Checked against every byte, so exact.
const fn masked(set: ByteSet) -> Option<(u8, u8, u8)> {
    // The bits that matter: those whose flip takes some member out.
    let mut mask = 0u8;
    let mut bit = 0;
    while bit < 8 {
        let mut value = 0usize;
        while value < 256 {
            if set.contains(value as u8) != set.contains(value as u8 ^ (1 << bit)) {
                mask |= 1 << bit;
                break;
            }
            value += 1;
        }
        bit += 1;
    }
    let (mut low, mut high) = (u8::MAX, 0u8);
    let mut value = 0usize;
    while value < 256 {
        if set.contains(value as u8) {
            let under = value as u8 & mask;
            low = if under < low { under } else { low };
            high = if under > high { under } else { high };
        }
        value += 1;
    }
    if low > high {
        return None;
    }
    let mut value = 0usize;
    while value < 256 {
        if set.contains(value as u8) != ((value as u8 & mask).wrapping_sub(low) <= high - low) {
            return None;
        }
        value += 1;
    }
    Some((mask, low, high - low))
}

const fn bits(set: ByteSet, first: u8) -> Option<u64> {
    let mut mask = 0u64;
    let mut value = first as usize;
    while value < 256 {
        if set.contains(value as u8) {
            if value - first as usize >= 64 {
                return None;
            }
            mask |= 1 << (value - first as usize);
        }
        value += 1;
    }
    Some(mask)
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
}

/// The bytes in one block of a [`Pattern`].
const PATTERN_BYTES: usize = 64;

/// The plan of an element, repeated over a block of [`PATTERN_BYTES`] and
/// spelled out byte by byte, for slices: byte `k` of a block is valid when
/// its bits under `mask[k]` are at most `span[k]` above `low[k]` (a free
/// byte: 0 and 255), and, where a byte holds two constrained bit fields
/// (`two`), so are those under `second.mask[k]`.
///
/// A block is then one mask, one wrapping subtraction and one comparison
/// per byte (two of each for `two`), with no branch and no dependence on
/// the element's shape, which the compiler turns into a few vector
/// instructions per block: eight 8-byte records checked in about as many
/// instructions as a loop element by element spends on one. The pattern is
/// `usable` when the plan is complete, its checks are byte ranges (masked,
/// for bit fields, at most two to a byte), and whole elements fill a block;
/// otherwise, and for the elements after the last whole block, the plan is
/// run element by element.
#[derive(Clone, Copy)]
pub(crate) struct Pattern {
    first: Masks,
    second: Masks,
    two: bool,
    usable: bool,
}

/// One masked range per byte of a block.
#[derive(Clone, Copy)]
struct Masks {
    mask: [u8; PATTERN_BYTES],
    low: [u8; PATTERN_BYTES],
    span: [u8; PATTERN_BYTES],
}

impl Masks {
    /// Every byte valid.
    const FREE: Masks = Masks { mask: [0; PATTERN_BYTES], low: [0; PATTERN_BYTES], span: [u8::MAX; PATTERN_BYTES] };

    /// Sets the bytes `offset..offset + len` of every element of `size`
    /// bytes in the block.
    const fn set(&mut self, size: usize, offset: usize, len: usize, (mask, low, span): (u8, u8, u8)) {
        let mut element = 0;
        while element < PATTERN_BYTES {
            let mut j = 0;
            while j < len {
                self.mask[element + offset + j] = mask;
                self.low[element + offset + j] = low;
                self.span[element + offset + j] = span;
                j += 1;
            }
            element += size;
        }
    }

    #[inline(always)]
    fn accept(&self, block: &[u8]) -> bool {
        let mut all = true;
        let mut k = 0;
        while k < PATTERN_BYTES {
            all &= (block[k] & self.mask[k]).wrapping_sub(self.low[k]) <= self.span[k];
            k += 1;
        }
        all
    }
}

impl Pattern {
    const UNUSABLE: Pattern = Pattern { first: Masks::FREE, second: Masks::FREE, two: false, usable: false };

    /// The pattern of `plan`, the plan of an element of `size` bytes.
    pub(crate) const fn of(plan: &Plan, size: usize) -> Pattern {
        // A variant's checks apply under its tag only: no byte-wise pattern.
        let usable = plan.complete && plan.tag.is_none() && size != 0 && PATTERN_BYTES % size == 0;
        let mut pattern = Pattern { usable, ..Pattern::UNUSABLE };
        let mut i = 0;
        while i < plan.len && pattern.usable {
            // A set that is not a range (tags 0, 2, 5), an empty one, or
            // integers, which are no byte-by-byte range.
            match plan.checks[i] {
                Check::Range { offset, len, low, span } => pattern.first.set(size, offset, len, (u8::MAX, low, span)),
                Check::Masked { offset, len, mask, low, span } => {
                    pattern.first.set(size, offset, len, (mask, low, span))
                }
                Check::Fields { offset, len, fields, count: 2 } => match (fields[0], fields[1]) {
                    (
                        ByteField::Range { mask, low, span },
                        ByteField::Range { mask: second_mask, low: second_low, span: second_span },
                    ) => {
                        pattern.first.set(size, offset, len, (mask, low, span));
                        pattern.second.set(size, offset, len, (second_mask, second_low, second_span));
                        pattern.two = true;
                    }
                    _ => return Pattern::UNUSABLE,
                },
                _ => return Pattern::UNUSABLE,
            }
            i += 1;
        }
        pattern
    }

    /// Whether every byte of `block`, [`PATTERN_BYTES`] long, is valid at
    /// its place. Every byte is compared, with no early exit, so that the
    /// comparisons can be vector instructions.
    #[inline(always)]
    fn accepts(&self, block: &[u8]) -> bool {
        let first = self.first.accept(block);
        if self.two {
            first & self.second.accept(block)
        } else {
            first
        }
    }
}

/// Whether the bytes of `input` from `base` are a valid value of
/// `P::BYTES`. Inlined where it is called: each check of the plan is an
/// inline constant, so it is compiled to the compares of that check alone,
/// with no loop over the plan and no read of it.
#[inline(always)]
pub(crate) fn valid_planned<P: Planned, I: Input + ?Sized>(input: &I, base: usize) -> bool {
    if !const { P::PLAN.complete } {
        return valid(P::BYTES, input, base);
    }
    let tag = match const { P::PLAN.tag } {
        Some(TagAt { offset, width }) => read_tag(input, base + offset, width),
        None => 0,
    };
    let mut valid = true;
    // One line per check a plan may hold.
    const _: () = assert!(MAX_CHECKS == 16);
    macro_rules! checks {
        ($($index:literal)*) => {$(
            if $index < const { P::PLAN.len } {
                match const { P::PLAN.when[$index] } {
                    Guard::Always => valid &= const { P::PLAN.checks[$index] }.accepts(input, base),
                    Guard::Tag(value) => {
                        if tag == value {
                            valid &= const { P::PLAN.checks[$index] }.accepts(input, base);
                        }
                    }
                }
            }
        )*};
    }
    checks!(0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15);
    valid
}

/// [`valid_planned`] for a plan computed at run time, as the validator
/// reads it (for tests, which build descriptions at run time).
pub(crate) fn valid_with_plan<I: Input + ?Sized>(plan: &Plan, bytes: &Bytes, input: &I, base: usize) -> bool {
    if !plan.complete {
        return valid(bytes, input, base);
    }
    plan.accepts(input, base)
}

/// Whether the bytes of `input` from `base` are a valid value of `bytes`,
/// following the description.
pub(crate) fn valid<I: Input + ?Sized>(bytes: &Bytes, input: &I, base: usize) -> bool {
    valid_in(bytes, input, base, None)
}

/// The field of a union that does not mix that a validator reads, whose
/// padding, and the bytes past its end, hold only what safe code leaves
/// there (see [`left_past_field`]): the union's fields, and the offset in
/// the input of its first byte. Where no field of the union holds a byte
/// (its own padding), the union's place in the field of an `outer` union
/// says what is taken there.
#[derive(Clone, Copy)]
struct InField<'a> {
    fields: &'static [Alternative],
    start: usize,
    outer: Option<&'a InField<'a>>,
}

impl InField<'_> {
    /// What safe code leaves at byte `at` of the input, where the field
    /// holds no value, and for how many bytes from there, at most `len`.
    fn left_at(&self, at: usize, len: usize) -> (ByteSet, usize) {
        match (own_padding(self.fields, at - self.start, len), self.outer) {
            (Some(len), Some(outer)) => outer.left_at(at, len),
            (Some(len), None) => (ByteSet::ANYTHING, len),
            (None, _) => left_past_field(self.fields, at - self.start, len),
        }
    }
}

/// [`valid`] for bytes inside the field `field` (the innermost one), if
/// any: their padding is read too.
fn valid_in<I: Input + ?Sized>(bytes: &Bytes, input: &I, base: usize, field: Option<InField<'_>>) -> bool {
    bytes.pieces.iter().all(|piece| valid_piece(piece, input, base + piece.offset, field))
        && field.is_none_or(|field| refused_in_padding(bytes, input, base, field).is_none())
}

/// The gaps between the pieces of `bytes` at `base`, and after the last:
/// their offsets in the input and lengths.
fn gaps(bytes: &Bytes, base: usize) -> impl Iterator<Item = (usize, usize)> + '_ {
    let ends = core::iter::once(0).chain(bytes.pieces.iter().map(|piece| piece.end()));
    let starts = bytes.pieces.iter().map(|piece| piece.offset).chain([bytes.size]);
    ends.zip(starts).filter(|(end, start)| end < start).map(move |(end, start)| (base + end, start - end))
}

/// The first byte of the padding of `bytes` at `base`, inside `field`,
/// that holds what safe code cannot leave there, and what is taken there;
/// `None` if none does. The compile-time check read the padding as it is
/// read here, so every byte read is initialized: only a byte that takes
/// every value is not read.
fn refused_in_padding<I: Input + ?Sized>(
    bytes: &Bytes,
    input: &I,
    base: usize,
    field: InField<'_>,
) -> Option<(usize, ByteSet)> {
    gaps(bytes, base).find_map(|(mut at, gap)| {
        let end = at + gap;
        while at < end {
            let (set, len) = field.left_at(at, end - at);
            if !ByteSet::INITIALIZED.is_subset_of(set) {
                if let Some(refused) = (at..at + len).find(|&byte| !set.contains(input.byte(byte))) {
                    return Some((refused, set));
                }
            }
            at += len;
        }
        None
    })
}

/// Whether the bytes of `input` from `offset` are a valid value of `piece`
/// (inside `field`, as for [`valid_in`]).
fn valid_piece<I: Input + ?Sized>(
    piece: &crate::description::Piece,
    input: &I,
    offset: usize,
    field: Option<InField<'_>>,
) -> bool {
    match piece.kind {
        Kind::Run(set) => {
            set.contains_uninit()
                || ByteSet::INITIALIZED.is_subset_of(set)
                || (0..piece.size).all(|i| set.contains(input.byte(offset + i)))
        }
        Kind::Tag(value) => (0..piece.size).all(|i| input.byte(offset + i) == tag_byte(value, piece.size, i)),
        Kind::Scalar { products, count, .. } => (0..count).any(|product| {
            (0..piece.size).all(|i| products[product * piece.size + i].contains(input.byte(offset + i)))
        }),
        Kind::Nest(inner) => valid_in(inner, input, offset, field),
        Kind::Repeat { element, count } => {
            (0..count).all(|index| valid_in(element, input, offset + index * element.size, field))
        }
        Kind::Choice(choice) if choice.mixes => {
            let mut bases = (0..choice.alternatives.len()).map(Some).chain([None]);
            bases.any(|base| {
                base.is_none_or(|field| choice.alternatives[field].bytes.facts.inhabited)
                    && refused_in_mix(choice, base, piece.size, input, offset, field.as_ref()).is_none()
            })
        }
        Kind::Choice(choice) => {
            let outer = field;
            let field = if choice.union {
                Some(InField { fields: choice.alternatives, start: offset, outer: outer.as_ref() })
            } else {
                outer
            };
            choice.alternatives.iter().any(|alternative| {
                alternative.bytes.facts.inhabited && valid_in(&alternative.bytes, input, offset, field)
            })
        }
        // Not read: the compile-time check matched every pointer of the
        // destination, in every alternative the validator may pick, with a
        // pointer of the source that may become it, referent and all (or,
        // for one that may be null, with zeros). Whichever alternative the
        // other bytes select, the bytes there are a valid pointer; a
        // validator could check no more of one than its address.
        Kind::Pointer(_) => true,
    }
}

/// Where the bytes of `input` from `offset` stop being what a union that
/// mixes (see [`Choice::mixes`]) holds, read in place as the destination
/// cursor reads it: its mix with no `base`, else field `base` under
/// one-byte parts of any field (see [`mixed_destination`]). The first byte
/// refused, from `offset`, and what the union takes there; `None` if none
/// is. The compile-time check read the union as it is read here, so every
/// byte read is initialized: only a byte that takes every value is not
/// read.
///
/// [`Choice::mixes`]: crate::description::Choice
fn refused_in_mix<I: Input + ?Sized>(
    choice: Choice,
    base: Option<usize>,
    size: usize,
    input: &I,
    offset: usize,
    field: Option<&InField<'_>>,
) -> Option<(usize, ByteSet)> {
    let mut within = 0;
    while within < size {
        // The union's own padding: what the place it lies in takes.
        let own = own_padding(choice.alternatives, within, size - within).map(|len| match field {
            Some(field) => field.left_at(offset + within, len),
            None => (ByteSet::ANYTHING, len),
        });
        let (set, len) = match own {
            Some(own) => own,
            None => match mixed_destination(choice.alternatives, base, within, size, false) {
                View::Bytes { set, len } => (set, len),
                _ => return Some((within, ByteSet::EMPTY)),
            },
        };
        if !ByteSet::INITIALIZED.is_subset_of(set) {
            if let Some(at) = (within..within + len).find(|&at| !set.contains(input.byte(offset + at))) {
                return Some((at, set));
            }
        }
        within += len;
    }
    None
}

/// Where a value is invalid, and what it holds there.
#[derive(Clone, Copy)]
pub(crate) struct Invalid {
    /// The first byte of what is invalid, from the start of the value.
    pub(crate) offset: usize,
    pub(crate) path: Path,
    pub(crate) what: What,
}

/// What is invalid at an [`Invalid`]'s offset.
#[derive(Clone, Copy)]
pub(crate) enum What {
    /// A byte that no valid value has there.
    Byte {
        value: u8,
        accepted: ByteSet,
        /// The bytes were refused by every alternative of a choice.
        alternatives: bool,
    },
    /// A multi-byte integer (a wide enum tag, a `char`, a `NonZero`) that
    /// is none of the values `piece` accepts: a `Scalar`, a `Tag`, or a
    /// `Choice` whose alternatives each start with a tag of this width.
    ///
    /// The value is kept as its little-endian bytes: a `u128` would align
    /// every error to 16 bytes, and make it a third larger.
    Integer { value: [u8; 16], width: usize, piece: &'static Piece },
    /// A byte where UTF-8 breaks off.
    Utf8 { value: u8 },
}

impl Invalid {
    const fn byte(offset: usize, path: Path, value: u8, accepted: ByteSet) -> Invalid {
        Invalid { offset, path, what: What::Byte { value, accepted, alternatives: false } }
    }
}

/// Why the bytes of `input` from `base` are not a valid value of
/// `description`: the furthest byte any reading of the description reaches
/// before it fails. `None` if they are valid after all.
pub(crate) fn explain<I: Input + ?Sized>(description: &Description, input: &I, base: usize) -> Option<Invalid> {
    let mut path = Path::new();
    explain_bytes(&description.bytes, input, base, base, &mut path, None)
}

fn explain_bytes<I: Input + ?Sized>(
    bytes: &Bytes,
    input: &I,
    start: usize,
    base: usize,
    path: &mut Path,
    field: Option<InField<'_>>,
) -> Option<Invalid> {
    let padding = field.and_then(|field| refused_in_padding(bytes, input, base, field));
    for piece in bytes.pieces {
        if let Some((at, accepted)) = padding.filter(|&(at, _)| at < base + piece.offset) {
            let mut here = *path;
            here.push_padding();
            return Some(Invalid::byte(at - start, here, input.byte(at), accepted));
        }
        let offset = base + piece.offset;
        let mut here = *path;
        here.push_piece(piece);
        let failure = match piece.kind {
            Kind::Run(set) if !set.contains_uninit() && !ByteSet::INITIALIZED.is_subset_of(set) => (0..piece.size)
                .map(|i| offset + i)
                .find(|&at| !set.contains(input.byte(at)))
                .map(|at| Invalid::byte(at - start, here, input.byte(at), set)),
            Kind::Run(_) => None,
            Kind::Tag(_) | Kind::Scalar { .. } if valid_piece(piece, input, offset, None) => None,
            Kind::Tag(value) if piece.size == 1 => {
                Some(Invalid::byte(offset - start, here, input.byte(offset), ByteSet::single(value as u8)))
            }
            Kind::Tag(_) | Kind::Scalar { .. } => Some(Invalid {
                offset: offset - start,
                path: here,
                what: What::Integer {
                    value: integer(input, offset, piece.size, piece.reversed).to_le_bytes(),
                    width: piece.size,
                    piece,
                },
            }),
            // Valid whatever it holds, and not read (see `valid_piece`).
            Kind::Pointer(_) => None,
            Kind::Nest(inner) => explain_bytes(inner, input, start, offset, &mut here, field),
            Kind::Repeat { element, count } => (0..count).find_map(|index| {
                let mut element_path = here;
                element_path.push_index(index);
                explain_bytes(element, input, start, offset + index * element.size, &mut element_path, field)
            }),
            Kind::Choice(choice) => explain_choice(piece, choice, input, start, offset, here, field),
        };
        if failure.is_some() {
            return failure;
        }
    }
    padding.map(|(at, accepted)| {
        let mut here = *path;
        here.push_padding();
        Invalid::byte(at - start, here, input.byte(at), accepted)
    })
}

/// [`explain_bytes`] for a choice at `offset`: an enum's tag that is none
/// of its variants', or else the furthest any alternative gets.
fn explain_choice<I: Input + ?Sized>(
    piece: &'static Piece,
    choice: crate::description::Choice,
    input: &I,
    start: usize,
    offset: usize,
    here: Path,
    field: Option<InField<'_>>,
) -> Option<Invalid> {
    let inhabited = || choice.alternatives.iter().filter(|alternative| alternative.bytes.facts.inhabited);
    let outer = field;
    let field = if choice.union {
        Some(InField { fields: choice.alternatives, start: offset, outer: outer.as_ref() })
    } else {
        outer
    };
    if let Some(width) = crate::integers::tag_width(choice).filter(|&width| width > 1 && width <= 16) {
        let value = integer(input, offset, width, piece.reversed);
        let tagged = |alternative: &crate::description::Alternative| match alternative.bytes.pieces[0].kind {
            Kind::Tag(tag) => tag == value,
            _ => false,
        };
        if !inhabited().any(tagged) {
            let what = What::Integer { value: value.to_le_bytes(), width, piece };
            return Some(Invalid { offset: offset - start, path: here, what });
        }
    }
    if choice.mixes {
        return explain_mix(piece, choice, input, start, offset, here, outer.as_ref());
    }
    let mut furthest: Option<Invalid> = None;
    for alternative in inhabited() {
        let mut alternative_path = here;
        alternative_path.push_variant(alternative.name);
        match explain_bytes(&alternative.bytes, input, start, offset, &mut alternative_path, field) {
            None => return None,
            Some(failure) => {
                if furthest.is_none_or(|best| failure.offset > best.offset) {
                    furthest = Some(failure);
                }
            }
        }
    }
    furthest.map(|failure| {
        if choice.alternatives.len() > 1 && failure.offset == offset - start {
            // Refused at the first byte: no alternative starts so.
            let what = What::Byte { value: input.byte(offset), accepted: first_bytes(choice), alternatives: true };
            Invalid { path: here, what, ..failure }
        } else {
            failure
        }
    })
}

/// [`explain_choice`] for a union that mixes: the furthest that any of its
/// readings (see [`refused_in_mix`]) gets, under the field it reads whole.
fn explain_mix<I: Input + ?Sized>(
    piece: &'static Piece,
    choice: Choice,
    input: &I,
    start: usize,
    offset: usize,
    here: Path,
    field: Option<&InField<'_>>,
) -> Option<Invalid> {
    let mut furthest: Option<Invalid> = None;
    for base in (0..choice.alternatives.len()).map(Some).chain([None]) {
        let mut path = here;
        if let Some(field) = base {
            if !choice.alternatives[field].bytes.facts.inhabited {
                continue;
            }
            path.push_variant(choice.alternatives[field].name);
        }
        let (at, accepted) = refused_in_mix(choice, base, piece.size, input, offset, field)?;
        if furthest.is_none_or(|best| offset + at - start > best.offset) {
            furthest = Some(Invalid::byte(offset + at - start, path, input.byte(offset + at), accepted));
        }
    }
    furthest
}

/// The `width`-byte integer at `offset` of `input`, in the target's byte
/// order, or in the other one where `reversed`.
fn integer<I: Input + ?Sized>(input: &I, offset: usize, width: usize, reversed: bool) -> u128 {
    (0..width.min(16))
        .fold(0, |value, i| value | (input.byte(offset + i) as u128) << (8 * significance(width, i, reversed)))
}

/// How many bytes above the least significant one byte `index` (in memory
/// order) of a `width`-byte integer is, in the target's byte order or, where
/// `reversed`, in the other one.
const fn significance(width: usize, index: usize, reversed: bool) -> usize {
    if cfg!(target_endian = "little") != reversed {
        index
    } else {
        width - 1 - index
    }
}

/// The values the first byte of some alternative of `choice` may hold.
fn first_bytes(choice: crate::description::Choice) -> ByteSet {
    choice
        .alternatives
        .iter()
        .filter(|alternative| alternative.bytes.facts.inhabited)
        .fold(ByteSet::EMPTY, |set, alternative| set.union(first_byte(&alternative.bytes)))
}

/// The values the first byte of `bytes` may hold.
fn first_byte(bytes: &Bytes) -> ByteSet {
    let Some(piece) = bytes.pieces.first().filter(|piece| piece.offset == 0 && piece.size > 0) else {
        // Padding first, or no byte at all.
        return ByteSet::ANYTHING;
    };
    match piece.kind {
        Kind::Run(set) => set,
        Kind::Tag(value) => ByteSet::single(tag_byte(value, piece.size, 0)),
        Kind::Scalar { products, count, .. } => {
            (0..count).fold(ByteSet::EMPTY, |set, product| set.union(products[product * piece.size]))
        }
        Kind::Nest(inner) => first_byte(inner),
        Kind::Repeat { element, .. } => first_byte(element),
        Kind::Choice(choice) => first_bytes(choice),
        Kind::Pointer(_) => ByteSet::ANYTHING,
    }
}

/// Whether `input`, elements of `P::BYTES` back to back, is valid.
///
/// Inlined into each view, where the plan and the pattern are constants of
/// one type: the blocks become vector comparisons against constants, and
/// each element a few comparisons, on a slice of constant length that
/// needs no bounds check.
#[inline(always)]
pub(crate) fn valid_elements<P: Planned>(input: &[u8]) -> bool {
    if const { P::PLAN.complete && P::PLAN.len == 0 } {
        return true;
    }
    // The closure is of this function, one type for each `P`, compiled
    // into each view (a closure of a function that is not generic would be
    // one function for every type, out of line, reading the plan anew for
    // every element).
    elements_valid(&P::PATTERN, P::BYTES.size, const { P::PLAN.complete }, input, |value| {
        valid_planned::<P, [u8]>(value, 0)
    })
}

/// [`valid_elements`] for a plan computed at run time (for tests).
pub(crate) fn valid_elements_with_plan(plan: &Plan, pattern: &Pattern, element: &Bytes, input: &[u8]) -> bool {
    if plan.complete && plan.len == 0 {
        return true;
    }
    elements_valid(pattern, element.size, plan.complete, input, |value| valid_with_plan(plan, element, value, 0))
}

/// Whether `input`, elements of `size` bytes back to back, is valid, each
/// by `pattern` a block at a time where it is usable, and by
/// `valid_element` for the rest; without early exits within a group of
/// elements where `branch_free`.
#[inline(always)]
fn elements_valid(
    pattern: &Pattern,
    size: usize,
    branch_free: bool,
    input: &[u8],
    valid_element: impl Fn(&[u8]) -> bool,
) -> bool {
    let mut rest = input;
    if pattern.usable {
        let mut blocks = input.chunks_exact(PATTERN_BYTES);
        for block in &mut blocks {
            if !pattern.accepts(block) {
                return false;
            }
        }
        // Whole elements: a block holds whole elements, and so does `input`.
        rest = blocks.remainder();
    }
    if !branch_free {
        for value in rest.chunks_exact(size) {
            if !valid_element(value) {
                return false;
            }
        }
        return true;
    }
    // Branch-free within a group of elements, so that the compares of
    // several elements can be vector instructions; the groups stop at the
    // first invalid one.
    let mut groups = rest.chunks_exact(size * ELEMENTS_PER_GROUP);
    for group in &mut groups {
        let mut valid = true;
        for value in group.chunks_exact(size) {
            valid &= valid_element(value);
        }
        if !valid {
            return false;
        }
    }
    let mut valid = true;
    for value in groups.remainder().chunks_exact(size) {
        valid &= valid_element(value);
    }
    valid
}

/// How many elements [`valid_elements`] checks between early exits.
const ELEMENTS_PER_GROUP: usize = 256;

/// The explanation for an invalid tail, as [`explain`].
pub(crate) fn explain_tail<I: Input + ?Sized>(
    description: &Description,
    input: &I,
    elements: usize,
) -> Option<Invalid> {
    let tail = description.tail?;
    (0..elements).find_map(|index| {
        let mut path = Path::new();
        path.push_field(tail.name);
        path.push_index(index);
        let base = description.size + index * tail.element.size;
        explain_bytes(&tail.element.bytes, input, 0, base, &mut path, None)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::vec;
    use std::vec::Vec;

    /// Whether `value` is in the ranges of a plan's `Integer` check, as
    /// the validator compares it.
    fn accepted(value: u64, (flip, ranges, count): (u64, [(u64, u64); MAX_INTEGER_RANGES], usize)) -> bool {
        in_ranges(value ^ flip, &ranges, count)
    }

    fn two(low_end: u64, high: (u64, u64)) -> [(u64, u64); MAX_INTEGER_RANGES] {
        let mut ranges = [(0, 0); MAX_INTEGER_RANGES];
        ranges[0] = (0, low_end);
        ranges[1] = (high.0, high.1 - high.0);
        ranges
    }

    #[test]
    #[cfg_attr(miri, ignore = "millions of compares of integers: too slow under Miri")]
    fn ranges_around_a_hole_accept_what_the_two_ranges_accept() {
        // Every `0..=a, b..=c` of small values, against the two ranges.
        let mut merged_pairs = 0;
        for a in 0..32u64 {
            for b in a + 2..a + 40 {
                for c in (b..130).step_by(3) {
                    let ranges = two(a, (b, c));
                    let merged = around_a_hole(ranges, 2);
                    merged_pairs += usize::from(merged.2 == 1);
                    for value in 0..=255 {
                        let expected = value <= a || (b..=c).contains(&value);
                        assert_eq!(accepted(value, merged), expected, "0..={a}, {b}..={c} at {value}");
                    }
                }
            }
        }
        assert!(merged_pairs > 10, "only {merged_pairs} pairs merged: the merge goes untested");
    }

    #[derive(crate::Layout, Clone, Copy)]
    #[repr(u8)]
    #[allow(dead_code)]
    enum Record {
        Empty = 0,
        Flags(bool, [bool; 2]) = 3,
        Wide(u16, char) = 9,
    }

    #[derive(crate::Layout, Clone, Copy)]
    #[repr(C)]
    #[allow(dead_code)]
    enum Message {
        Ping,
        Data(bool, core::num::NonZeroU32),
    }

    #[derive(crate::Layout, Clone, Copy)]
    #[repr(C)]
    #[allow(dead_code)]
    struct Two {
        first: Record,
        second: Record,
    }

    /// The plan of `T`: whether complete, how many checks under a tag.
    fn planned<T: crate::Layout>() -> (bool, usize) {
        let plan = Plan::of(&T::DESCRIPTION.bytes);
        let guarded = plan.when[..plan.len].iter().filter(|guard| matches!(guard, Guard::Tag(_))).count();
        (plan.complete, guarded)
    }

    #[test]
    fn enums_with_fields_are_planned_by_their_tag() {
        // The tag, then `bool`s (one run of three) and a `char` under tag 3
        // and 9.
        assert_eq!(planned::<Record>(), (true, 3));
        assert_eq!(planned::<Message>(), (true, 2));
        // A second enum with fields in one plan is walked.
        assert_eq!(planned::<Two>(), (false, 3));
        let pattern = Pattern::of(&Plan::of(&<Record as crate::Layout>::DESCRIPTION.bytes), 8);
        assert!(!pattern.usable, "a variant's checks apply under its tag only");
    }

    /// The one check of `T`'s plan.
    fn only_check<T: crate::Layout>() -> Check {
        let plan = Plan::of(&T::DESCRIPTION.bytes);
        assert!(plan.complete && plan.len == 1);
        plan.checks[0]
    }

    #[test]
    fn wide_integers_are_compared_whole() {
        use core::num::{NonZeroI128, NonZeroU128};
        const SPAN: u128 = u128::MAX - 1;
        assert!(matches!(only_check::<NonZeroU128>(), Check::Integer128 { low: 1, span: SPAN, .. }));
        assert!(matches!(only_check::<NonZeroI128>(), Check::Integer128 { low: 1, span: SPAN, .. }));
    }

    #[derive(crate::Layout, Clone, Copy)]
    #[repr(u16)]
    #[allow(dead_code)]
    enum Scattered {
        A = 0x100,
        B = 0x102,
        C = 0x104,
        D = 0x106,
        E = 0x108,
        F = 0x10A,
        G = 0x10C,
        H = 0x10E,
        I = 0x13F,
    }

    #[test]
    fn scattered_wide_tags_are_bits_of_a_mask() {
        let mask = 0x5555 | 1 << 0x3F;
        assert!(
            matches!(only_check::<Scattered>(), Check::IntegerBits { width: 2, first: 0x100, mask: m, .. } if m == mask)
        );
    }

    #[test]
    #[cfg_attr(miri, ignore = "a million compares of integers: too slow under Miri")]
    fn char_is_one_compare() {
        let merged = around_a_hole(two(0xD7FF, (0xE000, 0x10_FFFF)), 2);
        assert_eq!((merged.0, merged.2), (0xD800, 1));
        for value in 0..=0x11_0800u64 {
            assert_eq!(accepted(value, merged), char::from_u32(value as u32).is_some(), "{value:#x}");
        }
        assert!(!accepted(u64::from(u32::MAX), merged));
    }

    /// The product of `values[i]`'s members in the bits `cuts[i]..cuts[i + 1]`.
    fn product(cuts: &[usize], values: &[Vec<u8>]) -> ByteSet {
        let mut set = ByteSet::EMPTY;
        for byte in 0..=255u8 {
            let valid = values.iter().enumerate().all(|(i, members)| {
                let width = cuts[i + 1] - cuts[i];
                members.contains(&((u16::from(byte) >> cuts[i]) as u8 & ((1u16 << width) - 1) as u8))
            });
            if valid {
                set = set.union(ByteSet::single(byte));
            }
        }
        set
    }

    /// A byte of two or three bit fields, each taking a range, a sparse set,
    /// every value or one: the check a plan makes of it accepts exactly
    /// the bytes whose every field holds one of its values, and a byte of
    /// two or more constrained fields is checked field by field.
    #[test]
    #[cfg_attr(miri, ignore = "thousands of sets of 256 bytes: too slow under Miri")]
    fn bytes_of_several_fields_are_checked_field_by_field() {
        let mut by_fields = 0;
        let mut tried = 0;
        for first in 1..8 {
            for second in first..8 {
                let cuts: Vec<usize> = if first == second { vec![0, first, 8] } else { vec![0, first, second, 8] };
                let choices = |width: usize| -> Vec<Vec<u8>> {
                    let all: Vec<u8> = (0..1u16 << width).map(|value| value as u8).collect();
                    let mut choices = vec![all.clone(), vec![0], all[..all.len().div_ceil(2)].to_vec()];
                    if width >= 2 {
                        choices.push(vec![1, 3]);
                        choices.push(all[1..all.len() - 1].to_vec());
                    }
                    choices
                };
                let per_field: Vec<Vec<Vec<u8>>> = cuts.windows(2).map(|cut| choices(cut[1] - cut[0])).collect();
                let mut indices = vec![0; per_field.len()];
                loop {
                    let values: Vec<Vec<u8>> = indices.iter().zip(&per_field).map(|(&i, c)| c[i].clone()).collect();
                    let set = product(&cuts, &values);
                    let mut plan = Plan::EMPTY;
                    plan.constrain(0, 1, set);
                    for byte in 0..=255u8 {
                        assert_eq!(plan.accepts(&[byte][..], 0), set.contains(byte), "{set} at {byte:#04x}");
                    }
                    let constrained =
                        values.iter().zip(cuts.windows(2)).filter(|(v, cut)| v.len() < 1 << (cut[1] - cut[0]));
                    let constrained = constrained.count();
                    if let Check::Fields { count, .. } = plan.checks[0] {
                        by_fields += 1;
                        assert!(count >= 2, "{set}");
                    } else if constrained >= 2 && matches!(plan.checks[0], Check::Set { .. }) {
                        panic!("{set}: {constrained} constrained fields checked as a set");
                    }
                    tried += 1;
                    // The next choice of values, as an odometer.
                    let mut digit = 0;
                    while digit < indices.len() {
                        indices[digit] += 1;
                        if indices[digit] < per_field[digit].len() {
                            break;
                        }
                        indices[digit] = 0;
                        digit += 1;
                    }
                    if digit == indices.len() {
                        break;
                    }
                }
            }
        }
        assert!(by_fields > 100, "{by_fields} of {tried} bytes checked field by field");
    }

    /// Two 4-bit enums of three values each: two masked compares, which
    /// slices check a block at a time.
    #[test]
    fn two_nibbles_of_three_values_are_two_masked_compares() {
        let set = product(&[0, 4, 8], &[vec![0, 1, 2], vec![0, 1, 2]]);
        let mut plan = Plan::EMPTY;
        plan.constrain(0, 1, set);
        assert!(matches!(
            plan.checks[0],
            Check::Fields {
                fields: [
                    ByteField::Range { mask: 0x0f, low: 0, span: 2 },
                    ByteField::Range { mask: 0xf0, low: 0, span: 0x20 },
                    ..
                ],
                count: 2,
                ..
            }
        ));
        assert!(Pattern::of(&plan, 1).usable);
    }
}
