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
//! computed in const evaluation, once per type: the few byte ranges that are
//! constrained, each with its accepted range, and the multi-byte integers
//! (wide enum tags, `char`, `NonZero`), each with its byte patterns. Monomorphized, the plan is
//! constant data, and the compiler turns the loop over it into a handful of
//! comparisons. Everything else (enums with fields, unions, arrays of
//! structs with constraints) is walked by [`valid`], which follows the
//! description itself. When a value is invalid, [`explain`] walks it again to
//! say where and why.
//!
//! **Architecture Invariant:** validators only read; the reading of bytes
//! that are not a `[u8]` is the [`Input`] of `transmute/`.

use crate::automaton::{mixed_destination, View};
use crate::byte_set::ByteSet;
use crate::description::{tag_byte, Bytes, Choice, Description, Kind, Piece};
use crate::limits::MAX_CHECKS;
use crate::path::Path;

/// Bytes to validate, read one at a time by offset.
pub(crate) trait Input {
    /// The byte at `offset`, which the compile-time check proved initialized.
    fn byte(&self, offset: usize) -> u8;
}

impl Input for [u8] {
    #[inline(always)]
    fn byte(&self, offset: usize) -> u8 {
        self[offset]
    }
}

/// One constrained byte range of a type: `len` bytes from `offset`, each in
/// `low..=high` (or in `set`, when the accepted values are not a range);
/// or, where `patterns` is not empty, one multi-byte integer (a wide enum
/// tag, a `char`, a `NonZero`) of `len` bytes that matches one of them.
#[derive(Clone, Copy)]
pub(crate) struct Check {
    offset: usize,
    len: usize,
    low: u8,
    high: u8,
    set: Option<ByteSet>,
    /// A `Scalar` piece's patterns, back to back, `len` sets each.
    patterns: &'static [ByteSet],
}

impl Check {
    #[inline(always)]
    fn accepts(&self, byte: u8) -> bool {
        match self.set {
            None => self.low <= byte && byte <= self.high,
            Some(set) => set.contains(byte),
        }
    }

    /// Whether the `len` bytes of `input` from `at` match one of the
    /// patterns, as `valid_piece` reads a `Scalar`.
    #[inline(always)]
    fn matches<I: Input + ?Sized>(&self, input: &I, at: usize) -> bool {
        self.patterns
            .chunks_exact(self.len)
            .any(|pattern| pattern.iter().enumerate().all(|(j, set)| set.contains(input.byte(at + j))))
    }
}

/// The checks that decide a product type's validity; `complete` when they
/// are all there is to it.
#[derive(Clone, Copy)]
pub(crate) struct Plan {
    checks: [Check; MAX_CHECKS],
    len: usize,
    complete: bool,
}

impl Plan {
    const NONE: Check = Check { offset: 0, len: 0, low: 0, high: 0, set: None, patterns: &[] };

    /// The plan for `bytes`, or an incomplete one when they are not a
    /// product of at most [`MAX_CHECKS`] constrained ranges.
    pub(crate) const fn of(bytes: &Bytes) -> Plan {
        let mut plan = Plan { checks: [Plan::NONE; MAX_CHECKS], len: 0, complete: true };
        plan.add(bytes, 0);
        plan
    }

    const fn add(&mut self, bytes: &Bytes, base: usize) {
        let mut i = 0;
        while i < bytes.pieces.len() && self.complete {
            let piece = &bytes.pieces[i];
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
                Kind::Scalar { products, count, .. } => self.match_one_of(offset, piece.size, products, count),
                // Never read: see `valid_piece`.
                Kind::Pointer(_) => {}
                Kind::Tag(_) | Kind::Choice(_) => self.complete = false,
            }
            i += 1;
        }
    }

    /// A check that the `len` bytes at `offset` are one of the first
    /// `count` patterns of `products`.
    const fn match_one_of(&mut self, offset: usize, len: usize, products: &'static [ByteSet], count: usize) {
        if self.len == MAX_CHECKS || len == 0 {
            self.complete = false;
            return;
        }
        let patterns = products.split_at(count * len).0;
        self.checks[self.len] = Check { offset, len, low: 0, high: 0, set: None, patterns };
        self.len += 1;
    }

    const fn constrain(&mut self, offset: usize, len: usize, set: ByteSet) {
        if len == 0 || set.contains_uninit() || ByteSet::INITIALIZED.is_subset_of(set) {
            return;
        }
        if self.len == MAX_CHECKS {
            self.complete = false;
            return;
        }
        let (low, high) = match set.next_range(0) {
            Some(range) => range,
            None => (1, 0),
        };
        let single_range = set.is_subset_of(ByteSet::range(low, high));
        self.checks[self.len] =
            Check { offset, len, low, high, set: if single_range { None } else { Some(set) }, patterns: &[] };
        self.len += 1;
    }
}

/// The plans of `T`'s sized part and of its elements, and the pattern of
/// its elements, computed once per type.
pub(crate) struct Plans<T: ?Sized>(core::marker::PhantomData<T>);

impl<T: crate::Layout + ?Sized> Plans<T> {
    pub(crate) const SIZED: Plan = Plan::of(&T::DESCRIPTION.bytes);
    pub(crate) const ELEMENT: Plan = match T::DESCRIPTION.tail {
        Some(tail) => Plan::of(&tail.element.bytes),
        None => Plan { checks: [Plan::NONE; MAX_CHECKS], len: 0, complete: true },
    };
    pub(crate) const ELEMENTS: Pattern = match T::DESCRIPTION.tail {
        Some(tail) => Pattern::of(&Self::ELEMENT, tail.element.size),
        None => Pattern::UNUSABLE,
    };
}

/// The bytes in one block of a [`Pattern`].
const PATTERN_BYTES: usize = 64;

/// The plan of an element, repeated over a block of [`PATTERN_BYTES`] and
/// spelled out byte by byte, for slices: byte `k` of a block is valid when
/// it is at most `span[k]` above `low[k]` (a free byte: 0 and 255).
///
/// A block is then one wrapping subtraction and one comparison per byte,
/// with no branch and no dependence on the element's shape, which the
/// compiler turns into a few vector instructions per block: eight 8-byte
/// records checked in about as many instructions as a loop element by
/// element spends on one. The pattern is `usable` when the plan is
/// complete, its checks are ranges, and whole elements fill a block;
/// otherwise, and for the elements after the last whole block, the plan is
/// run element by element.
#[derive(Clone, Copy)]
pub(crate) struct Pattern {
    low: [u8; PATTERN_BYTES],
    span: [u8; PATTERN_BYTES],
    usable: bool,
}

impl Pattern {
    const UNUSABLE: Pattern = Pattern { low: [0; PATTERN_BYTES], span: [u8::MAX; PATTERN_BYTES], usable: false };

    /// The pattern of `plan`, the plan of an element of `size` bytes.
    pub(crate) const fn of(plan: &Plan, size: usize) -> Pattern {
        let usable = plan.complete && size != 0 && PATTERN_BYTES % size == 0;
        let mut pattern = Pattern { usable, ..Pattern::UNUSABLE };
        let mut i = 0;
        while i < plan.len && pattern.usable {
            let check = &plan.checks[i];
            // A set that is not a range (tags 0, 2, 5), an empty one, or
            // integers that are no byte-by-byte range.
            if check.set.is_some() || check.low > check.high || !check.patterns.is_empty() {
                return Pattern::UNUSABLE;
            }
            let mut element = 0;
            while element < PATTERN_BYTES {
                let mut j = 0;
                while j < check.len {
                    pattern.low[element + check.offset + j] = check.low;
                    pattern.span[element + check.offset + j] = check.high - check.low;
                    j += 1;
                }
                element += size;
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
        let mut all = true;
        let mut k = 0;
        while k < PATTERN_BYTES {
            all &= block[k].wrapping_sub(self.low[k]) <= self.span[k];
            k += 1;
        }
        all
    }
}

/// Whether the bytes of `input` from `base` are a valid value of `bytes`,
/// with `plan` the plan of `bytes`.
#[inline(always)]
pub(crate) fn valid_with<I: Input + ?Sized>(plan: &Plan, bytes: &Bytes, input: &I, base: usize) -> bool {
    if !plan.complete {
        return valid(bytes, input, base);
    }
    let mut i = 0;
    while i < plan.len {
        let check = &plan.checks[i];
        if !check.patterns.is_empty() {
            if !check.matches(input, base + check.offset) {
                return false;
            }
            i += 1;
            continue;
        }
        let mut j = 0;
        while j < check.len {
            if !check.accepts(input.byte(base + check.offset + j)) {
                return false;
            }
            j += 1;
        }
        i += 1;
    }
    true
}

/// Whether the bytes of `input` from `base` are a valid value of `bytes`,
/// following the description.
pub(crate) fn valid<I: Input + ?Sized>(bytes: &Bytes, input: &I, base: usize) -> bool {
    bytes.pieces.iter().all(|piece| valid_piece(piece, input, base + piece.offset))
}

/// Whether the bytes of `input` from `offset` are a valid value of `piece`.
fn valid_piece<I: Input + ?Sized>(piece: &crate::description::Piece, input: &I, offset: usize) -> bool {
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
        Kind::Nest(inner) => valid(inner, input, offset),
        Kind::Repeat { element, count } => {
            let plan = Plan::of(element);
            (0..count).all(|index| valid_with(&plan, element, input, offset + index * element.size))
        }
        Kind::Choice(choice) if choice.mixes => {
            let mut bases = (0..choice.alternatives.len()).map(Some).chain([None]);
            bases.any(|base| {
                base.is_none_or(|field| choice.alternatives[field].bytes.facts.inhabited)
                    && refused_in_mix(choice, base, piece.size, input, offset).is_none()
            })
        }
        Kind::Choice(choice) => choice
            .alternatives
            .iter()
            .any(|alternative| alternative.bytes.facts.inhabited && valid(&alternative.bytes, input, offset)),
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
) -> Option<(usize, ByteSet)> {
    let mut within = 0;
    while within < size {
        let (set, len) = match mixed_destination(choice.alternatives, base, within, size, false) {
            View::Bytes { set, len } => (set, len),
            _ => return Some((within, ByteSet::EMPTY)),
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
    explain_bytes(&description.bytes, input, base, base, &mut path)
}

fn explain_bytes<I: Input + ?Sized>(
    bytes: &Bytes,
    input: &I,
    start: usize,
    base: usize,
    path: &mut Path,
) -> Option<Invalid> {
    for piece in bytes.pieces {
        let offset = base + piece.offset;
        let mut here = *path;
        here.push_piece(piece);
        let failure = match piece.kind {
            Kind::Run(set) if !set.contains_uninit() && !ByteSet::INITIALIZED.is_subset_of(set) => (0..piece.size)
                .map(|i| offset + i)
                .find(|&at| !set.contains(input.byte(at)))
                .map(|at| Invalid::byte(at - start, here, input.byte(at), set)),
            Kind::Run(_) => None,
            Kind::Tag(_) | Kind::Scalar { .. } if valid_piece(piece, input, offset) => None,
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
            Kind::Nest(inner) => explain_bytes(inner, input, start, offset, &mut here),
            Kind::Repeat { element, count } => (0..count).find_map(|index| {
                let mut element_path = here;
                element_path.push_index(index);
                explain_bytes(element, input, start, offset + index * element.size, &mut element_path)
            }),
            Kind::Choice(choice) => explain_choice(piece, choice, input, start, offset, here),
        };
        if failure.is_some() {
            return failure;
        }
    }
    None
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
) -> Option<Invalid> {
    let inhabited = || choice.alternatives.iter().filter(|alternative| alternative.bytes.facts.inhabited);
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
        return explain_mix(piece, choice, input, start, offset, here);
    }
    let mut furthest: Option<Invalid> = None;
    for alternative in inhabited() {
        let mut alternative_path = here;
        alternative_path.push_variant(alternative.name);
        match explain_bytes(&alternative.bytes, input, start, offset, &mut alternative_path) {
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
        let (at, accepted) = refused_in_mix(choice, base, piece.size, input, offset)?;
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

/// Whether `input`, elements of `element` back to back, is valid, with
/// `plan` the plan of `element` and `pattern` its pattern.
///
/// Inlined into each view, where `plan`, `pattern` and `element` are
/// constants of one type: the blocks become vector comparisons against
/// constants, and the loop over the plan unrolls into a few comparisons
/// per element, on a slice of constant length that needs no bounds check.
/// (Called through a pointer to the plan, the same loop reads the plan
/// anew for every byte, and is ten times slower.)
#[inline(always)]
pub(crate) fn valid_elements(plan: &Plan, pattern: &Pattern, element: &Bytes, input: &[u8]) -> bool {
    if plan.complete && plan.len == 0 {
        return true;
    }
    let mut rest = input;
    if pattern.usable {
        let mut blocks = input.chunks_exact(PATTERN_BYTES);
        if !blocks.all(|block| pattern.accepts(block)) {
            return false;
        }
        // Whole elements: a block holds whole elements, and so does `input`.
        rest = blocks.remainder();
    }
    rest.chunks_exact(element.size).all(|value| valid_with(plan, element, value, 0))
}

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
        explain_bytes(&tail.element.bytes, input, 0, base, &mut path)
    })
}
