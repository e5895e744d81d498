//! Slices: elements back to back, validated 64-byte blocks at a time
//! (four between early exits) against a pattern of byte ranges where the
//! plan allows it, and element by element with the plan otherwise, an
//! element's bytes read out of its words where a check loads words
//! ([`Words`]). Reads plans (`plan.rs`) and their checks, never a
//! description.

use super::*;

/// The bytes in one block of a [`Pattern`].
pub(super) const PATTERN_BYTES: usize = 64;

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
    pub(super) first: Masks,
    pub(super) second: Masks,
    pub(super) two: bool,
    pub(super) usable: bool,
}

/// One masked range per byte of a block.
#[derive(Clone, Copy)]
pub(super) struct Masks {
    pub(super) mask: [u8; PATTERN_BYTES],
    pub(super) low: [u8; PATTERN_BYTES],
    pub(super) span: [u8; PATTERN_BYTES],
}

impl Masks {
    /// Every byte valid.
    const FREE: Masks = Masks { mask: [0; PATTERN_BYTES], low: [0; PATTERN_BYTES], span: [u8::MAX; PATTERN_BYTES] };

    /// Sets the bytes `offset..offset + len` of every element of `size`
    /// bytes in the block.
    pub(super) const fn set(&mut self, size: usize, offset: usize, len: usize, (mask, low, span): (u8, u8, u8)) {
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
    pub(super) fn accept(&self, block: &[u8]) -> bool {
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
        // A variant's checks apply under its tag only, a union's under its
        // readings: no byte-wise pattern.
        let usable = plan.complete && plan.choice_count == 0 && size != 0 && PATTERN_BYTES % size == 0;
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
    pub(super) fn accepts(&self, block: &[u8]) -> bool {
        let first = self.first.accept(block);
        if self.two {
            first & self.second.accept(block)
        } else {
            first
        }
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
    // A plan with no checks and no choice takes every element; a choice
    // left with no checks (a union none of whose readings can pass) takes none.
    if const { P::PLAN.complete && P::PLAN.len == 0 && P::PLAN.choice_count == 0 } {
        return true;
    }
    // The closure is of this function, one type for each `P`, compiled
    // into each view (a closure of a function that is not generic would be
    // one function for every type, out of line, reading the plan anew for
    // every element).
    // An element whose union holds an enum with fields is checked with no
    // branch as well (a variant's checks compared only under its tag): on
    // records whose unions hold one field or another at random, the
    // branches of a check read as one record at a time mispredicted twice
    // as often and ran slower, on fewer instructions (see BENCHMARKS.md,
    // "The choice in a choice, read as a `match`"); read in words, such
    // elements are vectorized, and the branch on the tag is gone.
    elements_valid(&P::PATTERN, P::BYTES.size, const { P::PLAN.complete }, input, |value| {
        if const { P::PLAN.complete && P::BYTES.size % WORD_BYTES == 0 && loads_words(&P::PLAN) } {
            valid_planned_branch_free::<P, Words>(&Words(value), 0)
        } else {
            valid_planned_branch_free::<P, [u8]>(value, 0)
        }
    })
}

/// The bytes of a word that [`Words`] reads.
const WORD_BYTES: usize = 4;

/// Whether a check of `plan` loads [`WORD_BYTES`] or more at once: an
/// integer (a `char`, a wide tag, a `NonZero`), or a run of bytes whose
/// valid values are a mask's (`bool`s), read in words. Then its elements
/// are read as [`Words`]. Where every load is of a byte, LLVM compares
/// sixteen elements' bytes in a vector and gathers them cheaply, and
/// words cost more: a slice of 4-byte elements whose one check is of a
/// byte not in a range took 10.18 instructions an element read as words,
/// where it takes 3.66 (see BENCHMARKS.md, "Checked views at run time").
const fn loads_words(plan: &Plan) -> bool {
    let mut i = 0;
    while i < plan.len {
        let wide = match plan.checks[i] {
            Check::Integer { width, .. } | Check::IntegerBits { width, .. } => width >= WORD_BYTES,
            Check::Integer128 { .. } => true,
            Check::Range { len, low, span, .. } => len >= WORD_BYTES && low == 0 && span & span.wrapping_add(1) == 0,
            _ => false,
        };
        if wide {
            return true;
        }
        i += 1;
    }
    false
}

/// An element of a slice whose size is a multiple of [`WORD_BYTES`], each
/// byte read out of the aligned word of the element that holds it. Every
/// byte of a `[u8]` is initialized, and the words of an element lie within
/// it: a word read for one byte reads no byte a check may not.
///
/// Across elements, LLVM vectorizes the loads of one offset as a strided
/// group: bytes at a stride of 8 took a dozen shuffles for eight elements
/// (`pand; packuswb; punpcklbw; punpcklwd; pshufd`, with no `pshufb` in the
/// baseline x86_64), where words take two (`shufps`), and a byte is then a
/// shift or a mask of its word. The slices of `benches/records.rs` whose
/// elements hold a union went from 13.10 and 22.54 instructions a record
/// to 6.95 and 11.18, vectorized (see BENCHMARKS.md, "Checked views at run
/// time").
pub(super) struct Words<'a>(&'a [u8]);

impl Words<'_> {
    /// The word that holds the byte at `offset`, and the shift that brings
    /// that byte to its lowest bits.
    #[inline(always)]
    fn word_holding(&self, offset: usize) -> (u32, u32) {
        let start = offset / WORD_BYTES * WORD_BYTES;
        let word = u32::from_ne_bytes(self.0.array::<WORD_BYTES>(start));
        let within = offset - start;
        let place = if cfg!(target_endian = "little") { within } else { WORD_BYTES - 1 - within };
        (word, 8 * place as u32)
    }
}

impl Input for Words<'_> {
    const INITIALIZED: bool = true;

    #[inline(always)]
    fn byte(&self, offset: usize) -> u8 {
        let (word, shift) = self.word_holding(offset);
        (word >> shift) as u8
    }

    /// Compared in the word's 32 bits. Compared as a `u8`, the byte's
    /// lanes were narrowed to bytes and widened back (`packuswb` twice,
    /// `pmaxub; pcmpeqb`, `punpcklbw; punpcklwd`), where the word's take a
    /// mask and a compare. The bounds are `u32`s, not `u8`s widened here:
    /// LLVM simplifies this function before its callers' constants reach
    /// it, and, knowing bounds of eight bits, did the arithmetic in a byte.
    #[inline(always)]
    fn byte_in(&self, offset: usize, mask: u32, low: u32, span: u32) -> bool {
        let (word, shift) = self.word_holding(offset);
        ((word >> shift) & mask).wrapping_sub(low) & 0xFF <= span
    }

    #[inline(always)]
    fn array<const N: usize>(&self, offset: usize) -> [u8; N] {
        self.0.array::<N>(offset)
    }
}

/// [`valid_elements`] for a plan computed at run time (for tests).
pub(crate) fn valid_elements_with_plan(plan: &Plan, pattern: &Pattern, element: &Bytes, input: &[u8]) -> bool {
    if plan.complete && plan.len == 0 && plan.choice_count == 0 {
        return true;
    }
    elements_valid(pattern, element.size, plan.complete, input, |value| valid_with_plan(plan, element, value, 0))
}

/// Whether `input`, elements of `size` bytes back to back, is valid, each
/// by `pattern` where it is usable ([`BLOCKS_PER_GROUP`] blocks between
/// early exits, then a block at a time), and by `valid_element` for the
/// rest; without early exits within a group of elements where
/// `branch_free`.
#[inline(always)]
pub(super) fn elements_valid(
    pattern: &Pattern,
    size: usize,
    branch_free: bool,
    input: &[u8],
    valid_element: impl Fn(&[u8]) -> bool,
) -> bool {
    let mut rest = input;
    if pattern.usable {
        // Several blocks between early exits, with no branch among them,
        // so that one test of the merged compares serves them all (a run
        // of `bool`s: the bytes of four blocks OR-ed, one compare).
        let mut groups = input.chunks_exact(PATTERN_BYTES * BLOCKS_PER_GROUP);
        for group in &mut groups {
            let mut valid = true;
            for block in group.chunks_exact(PATTERN_BYTES) {
                valid &= pattern.accepts(block);
            }
            if !valid {
                return false;
            }
        }
        let mut blocks = groups.remainder().chunks_exact(PATTERN_BYTES);
        for block in &mut blocks {
            if !pattern.accepts(block) {
                return false;
            }
        }
        // Whole elements: a block holds whole elements, and so does `input`.
        rest = blocks.remainder();
    }
    if !branch_free {
        // By index, as zerocopy's loop over typed elements: one counter and
        // one compare a turn (`inc; cmp; je`), each element at `start +
        // index * size`, where `chunks_exact` alone moved a pointer and a
        // length (`add; add; cmp; jbe`), an instruction more an element.
        // Zipped with a range, both read by index (`TrustedRandomAccess`),
        // the chunks need no bounds check, where `&rest[index * size..]`
        // kept one in the loop.
        let elements = rest.chunks_exact(size);
        for (value, _) in elements.clone().zip(0..elements.len()) {
            if !valid_element(value) {
                return false;
            }
        }
        return true;
    }
    // Branch-free within a group of elements, so that the compares of
    // several elements can be vector instructions; the groups stop at the
    // first invalid one.
    // Saturated: 256 elements of more than `usize::MAX / 256` bytes (16 MiB
    // on a 32-bit target) are more bytes than a `usize` counts, and a
    // product wrapped to fewer bytes than an element made groups in which
    // no element was checked. Such elements are all in the last group.
    let mut groups = rest.chunks_exact(size.saturating_mul(ELEMENTS_PER_GROUP));
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

/// How many blocks of a [`Pattern`] [`valid_elements`] checks between
/// early exits.
pub(super) const BLOCKS_PER_GROUP: usize = 4;

/// How many elements [`valid_elements`] checks between early exits.
pub(super) const ELEMENTS_PER_GROUP: usize = 256;
