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
//! constrained, each with its accepted range. Monomorphized, the plan is
//! constant data, and the compiler turns the loop over it into a handful of
//! comparisons. Everything else (enums with fields, unions, `char`, arrays of
//! structs with constraints) is walked by [`valid`], which follows the
//! description itself. When a value is invalid, [`explain`] walks it again to
//! say where and why.
//!
//! **Architecture Invariant:** validators only read; the reading of bytes
//! that are not a `[u8]` is the [`Input`] of `transmute/`.

use crate::byte_set::ByteSet;
use crate::description::{tag_byte, Bytes, Description, Kind, Piece};
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
/// `low..=high` (or in `set`, when the accepted values are not a range).
#[derive(Clone, Copy)]
pub(crate) struct Check {
    offset: usize,
    len: usize,
    low: u8,
    high: u8,
    set: Option<ByteSet>,
}

impl Check {
    #[inline(always)]
    fn accepts(&self, byte: u8) -> bool {
        match self.set {
            None => self.low <= byte && byte <= self.high,
            Some(set) => set.contains(byte),
        }
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
    const NONE: Check = Check { offset: 0, len: 0, low: 0, high: 0, set: None };

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
                Kind::Tag(_) | Kind::Scalar { .. } | Kind::Choice(_) | Kind::Pointer(_) => self.complete = false,
            }
            i += 1;
        }
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
        self.checks[self.len] = Check { offset, len, low, high, set: if single_range { None } else { Some(set) } };
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
            // A set that is not a range (tags 0, 2, 5), or an empty one.
            if check.set.is_some() || check.low > check.high {
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
        Kind::Scalar { products, count } => (0..count).any(|product| {
            (0..piece.size).all(|i| products[product * piece.size + i].contains(input.byte(offset + i)))
        }),
        Kind::Nest(inner) => valid(inner, input, offset),
        Kind::Repeat { element, count } => {
            let plan = Plan::of(element);
            (0..count).all(|index| valid_with(&plan, element, input, offset + index * element.size))
        }
        Kind::Choice(choice) => choice
            .alternatives
            .iter()
            .any(|alternative| alternative.bytes.facts.inhabited && valid(&alternative.bytes, input, offset)),
        // The compile-time check lets no pointer be checked at run time.
        Kind::Pointer(_) => false,
    }
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
                    value: integer(input, offset, piece.size).to_le_bytes(),
                    width: piece.size,
                    piece,
                },
            }),
            // The compile-time check lets no pointer be checked at run time.
            Kind::Pointer(_) => Some(Invalid::byte(offset - start, here, input.byte(offset), ByteSet::EMPTY)),
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
    if let Some(width) = tag_width(choice).filter(|&width| width > 1) {
        let value = integer(input, offset, width);
        let tagged = |alternative: &crate::description::Alternative| match alternative.bytes.pieces[0].kind {
            Kind::Tag(tag) => tag == value,
            _ => false,
        };
        if !inhabited().any(tagged) {
            let what = What::Integer { value: value.to_le_bytes(), width, piece };
            return Some(Invalid { offset: offset - start, path: here, what });
        }
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

/// The width of the tag every inhabited alternative of `choice` starts
/// with, if they all start with one of the same width: an enum's tag.
fn tag_width(choice: crate::description::Choice) -> Option<usize> {
    let mut width = None;
    for alternative in choice.alternatives.iter().filter(|alternative| alternative.bytes.facts.inhabited) {
        let first = alternative.bytes.pieces.first()?;
        if first.offset != 0 || !matches!(first.kind, Kind::Tag(_)) || width.is_some_and(|width| width != first.size) {
            return None;
        }
        width = Some(first.size);
    }
    width
}

/// The `width`-byte integer at `offset` of `input`, in the target's byte
/// order.
fn integer<I: Input + ?Sized>(input: &I, offset: usize, width: usize) -> u128 {
    (0..width.min(16)).fold(0, |value, i| value | (input.byte(offset + i) as u128) << (8 * significance(width, i)))
}

/// How many bytes above the least significant one byte `index` (in memory
/// order) of a `width`-byte integer is.
const fn significance(width: usize, index: usize) -> usize {
    if cfg!(target_endian = "little") {
        index
    } else {
        width - 1 - index
    }
}

/// The integers a piece accepts (see [`What::Integer`]), written as
/// ranges, hex where a number is larger than 9: `0..=4, 0xfe00..=0xfeff`.
/// After [`Accepted::SHOWN`] ranges, the rest is elided.
pub(crate) struct Accepted {
    pub(crate) piece: &'static Piece,
    pub(crate) width: usize,
}

impl Accepted {
    /// The ranges written out before the rest is elided.
    const SHOWN: usize = 8;

    /// The patterns of a `Scalar` piece, each `width` sets in memory order;
    /// none for the other kinds.
    fn products(&self) -> impl Iterator<Item = &'static [ByteSet]> + '_ {
        let (products, count) = match self.piece.kind {
            Kind::Scalar { products, count } => (products, count),
            _ => (&[][..], 0),
        };
        (0..count).map(move |product| &products[product * self.width..][..self.width])
    }

    /// The tags of a `Tag` piece, or of the alternatives of a `Choice`.
    fn tags(&self) -> impl Iterator<Item = u128> + '_ {
        let (single, alternatives) = match self.piece.kind {
            Kind::Tag(tag) => (Some(tag), &[][..]),
            Kind::Choice(choice) => (None, choice.alternatives),
            _ => (None, &[][..]),
        };
        let of_alternatives =
            alternatives.iter().filter(|alternative| alternative.bytes.facts.inhabited).filter_map(|alternative| {
                match alternative.bytes.pieces.first()?.kind {
                    Kind::Tag(tag) => Some(tag),
                    _ => None,
                }
            });
        single.into_iter().chain(of_alternatives)
    }

    /// The set of digit `position` (0 the most significant) of `product`.
    fn digit_set(&self, product: &[ByteSet], position: usize) -> ByteSet {
        product[memory_index(self.width, position)]
    }

    /// Digit `position` (0 the most significant) of `value`.
    fn digit(&self, value: u128, position: usize) -> u8 {
        (value >> (8 * (self.width - 1 - position))) as u8
    }

    fn in_product(&self, product: &[ByteSet], value: u128) -> bool {
        (0..self.width).all(|position| self.digit_set(product, position).contains(self.digit(value, position)))
    }

    /// Whether `value` is accepted.
    fn contains(&self, value: u128) -> bool {
        self.products().any(|product| self.in_product(product, value)) || self.tags().any(|tag| tag == value)
    }

    /// The smallest accepted value at least `from`.
    fn next_from(&self, from: u128) -> Option<u128> {
        let in_products = self.products().filter_map(|product| self.least_in_product(product, 0, Some(from), 0));
        in_products.chain(self.tags().filter(|&tag| tag >= from)).min()
    }

    /// The smallest value of `product` whose digits above `position` are
    /// `high`, and that is at least `from` when `from` is given (the digits
    /// above `position` are then `from`'s).
    fn least_in_product(&self, product: &[ByteSet], position: usize, from: Option<u128>, high: u128) -> Option<u128> {
        if position == self.width {
            return Some(high);
        }
        let set = self.digit_set(product, position);
        let shift = 8 * (self.width - 1 - position);
        let Some(from) = from else {
            let (low, _) = set.next_range(0)?;
            return self.least_in_product(product, position + 1, None, high | (low as u128) << shift);
        };
        let digit = self.digit(from, position);
        if set.contains(digit) {
            if let Some(value) =
                self.least_in_product(product, position + 1, Some(from), high | (digit as u128) << shift)
            {
                return Some(value);
            }
        }
        // A larger digit here, and the smallest of each set below it.
        let (low, _) = set.next_range(digit as u16 + 1)?;
        self.least_in_product(product, position + 1, None, high | (low as u128) << shift)
    }

    /// The last value of the run of accepted values that starts at the
    /// accepted `start`.
    fn run_end(&self, start: u128) -> u128 {
        let max = width_mask(self.width);
        let mut end = start;
        // Each round reaches the end of a block of one pattern, or of one
        // tag; a run of sparse blocks is cut short, and shown as several.
        for _ in 0..256 {
            let reached = self
                .products()
                .filter(|product| self.in_product(product, end))
                .map(|product| self.end_in_product(product, end))
                .max()
                .unwrap_or(end);
            if reached == max || !self.contains(reached + 1) {
                return reached;
            }
            end = reached + 1;
        }
        end
    }

    /// The end of the run of values of `product` from `value`, one of them:
    /// the lowest digit whose set is not every byte ends it.
    fn end_in_product(&self, product: &[ByteSet], value: u128) -> u128 {
        let free = (0..self.width)
            .rev()
            .take_while(|&position| ByteSet::INITIALIZED.is_subset_of(self.digit_set(product, position)))
            .count();
        if free == self.width {
            return width_mask(self.width);
        }
        let position = self.width - 1 - free;
        let digit = self.digit(value, position);
        let (_, high) = self.digit_set(product, position).next_range(digit as u16).unwrap_or((digit, digit));
        let shift = 8 * free;
        (value & !width_mask(free + 1)) | (high as u128) << shift | width_mask(free)
    }
}

impl Accepted {
    /// Whether the accepted values are one range (or one value).
    pub(crate) fn is_one_range(&self) -> bool {
        self.ranges().take(2).count() == 1
    }

    /// The values the first byte in memory takes in the accepted integers.
    pub(crate) fn first_bytes(&self) -> ByteSet {
        let of_products = self.products().fold(ByteSet::EMPTY, |set, product| set.union(product[0]));
        self.tags().fold(of_products, |set, tag| set.union(ByteSet::single(tag_byte(tag, self.width, 0))))
    }
}

impl Accepted {
    /// The accepted values as maximal ranges, in increasing order.
    fn ranges(&self) -> impl Iterator<Item = (u128, u128)> + '_ {
        let max = width_mask(self.width);
        let mut from = Some(0u128);
        core::iter::from_fn(move || {
            let start = self.next_from(from?)?;
            let end = self.run_end(start);
            from = end.checked_add(1).filter(|&next| next <= max);
            Some((start, end))
        })
    }
}

impl core::fmt::Display for Accepted {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        let count = self.ranges().count();
        if count == 0 {
            return f.write_str("nothing");
        }
        // The first ranges and the last ones, when there are many.
        let (head, tail) = if count <= Accepted::SHOWN { (count, 0) } else { (Accepted::SHOWN - 2, 2) };
        for (index, (start, end)) in self.ranges().enumerate() {
            if index >= head && index < count - tail {
                if index == head {
                    f.write_str(", ...")?;
                }
                continue;
            }
            if index > 0 {
                f.write_str(", ")?;
            }
            write_integer(f, start)?;
            if end != start {
                f.write_str("..=")?;
                write_integer(f, end)?;
            }
        }
        Ok(())
    }
}

/// Where the digit at `position` (0 the most significant) of a `width`-byte
/// integer lies in memory.
const fn memory_index(width: usize, position: usize) -> usize {
    if cfg!(target_endian = "little") {
        width - 1 - position
    } else {
        position
    }
}

/// The mask of the low `width` bytes.
const fn width_mask(width: usize) -> u128 {
    if width >= 16 {
        u128::MAX
    } else {
        (1u128 << (8 * width)) - 1
    }
}

/// Writes `value` in decimal below 10, in hex above.
fn write_integer(f: &mut core::fmt::Formatter<'_>, value: u128) -> core::fmt::Result {
    if value < 10 {
        write!(f, "{value}")
    } else {
        write!(f, "{value:#x}")
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
        Kind::Scalar { products, count } => {
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
