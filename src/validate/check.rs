//! Checks: one constrained part of a type as a hand-written check compares
//! it (bytes in a range, under a mask, in a 64-bit table, field by field;
//! an integer loaded whole and compared with a few ranges), how a set of
//! byte values or an integer's values become one, and how each compares
//! the input. Reads the input only through [`Input`]; knows nothing of
//! plans, unions or descriptions beyond a byte set and an integer's
//! ranges.

use super::*;

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
    pub(super) const fn moved(self, offset: usize, len: usize) -> Option<Check> {
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
    pub(super) fn accepts<I: Input + ?Sized>(&self, input: &I, base: usize) -> bool {
        match *self {
            Check::Range { offset, len, low, span } => bytes_in_range(input, base + offset, len, low, span),
            Check::Masked { offset, len, mask, low, span } => bytes_in(input, base + offset, len, mask, low, span),
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
pub(super) fn read_integer<I: Input + ?Sized>(input: &I, at: usize, width: usize, little_endian: bool) -> u64 {
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
pub(super) fn bytes_in_range<I: Input + ?Sized>(input: &I, at: usize, len: usize, low: u8, span: u8) -> bool {
    if low != 0 || span & span.wrapping_add(1) != 0 {
        return bytes_in(input, at, len, u8::MAX, low, span);
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
    // The rest in at most three loads, each of whole words: OR-ed byte by
    // byte, the bytes of a `[bool; 4]` became, under fat LTO, a vector
    // reduction of nine instructions where one test of the word does.
    if j + 4 <= len {
        together |= u64::from(u32::from_ne_bytes(input.array::<4>(at + j)));
        j += 4;
    }
    if j + 2 <= len {
        together |= u64::from(u16::from_ne_bytes(input.array::<2>(at + j)));
        j += 2;
    }
    if j < len {
        together |= u64::from(input.byte(at + j));
    }
    together & !(u64::from(span) * 0x0101_0101_0101_0101) == 0
}

/// Whether each of the `len` bytes of `input` from `at` has its bits under
/// `mask` in `low..=low + span` ([`Input::byte_in`]), all asked, with no
/// early exit.
#[inline(always)]
pub(super) fn bytes_in<I: Input + ?Sized>(input: &I, at: usize, len: usize, mask: u8, low: u8, span: u8) -> bool {
    let (mask, low, span) = (u32::from(mask), u32::from(low), u32::from(span));
    if len == 1 {
        return input.byte_in(at, mask, low, span);
    }
    let mut valid = true;
    let mut j = 0;
    while j < len {
        valid &= input.byte_in(at + j, mask, low, span);
        j += 1;
    }
    valid
}

/// Whether `accepts` each of the `len` bytes of `input` from `at`, all
/// asked, with no early exit. One byte is asked without a loop: `len` is a
/// constant, and a build optimized for size unrolls no loop, not even one
/// that runs once.
#[inline(always)]
pub(super) fn every_byte<I: Input + ?Sized>(input: &I, at: usize, len: usize, accepts: impl Fn(u8) -> bool) -> bool {
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
pub(super) fn in_ranges(value: u64, ranges: &[(u64, u64); MAX_INTEGER_RANGES], count: usize) -> bool {
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
pub(super) fn in_ranges_u32(value: u32, ranges: &[(u64, u64); MAX_INTEGER_RANGES], count: usize) -> bool {
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
pub(super) fn in_ranges_u16(value: u16, ranges: &[(u64, u64); MAX_INTEGER_RANGES], count: usize) -> bool {
    let mut any = false;
    let mut i = 0;
    while i < count {
        let (low, span) = ranges[i];
        any |= value.wrapping_sub(low as u16) <= span as u16;
        i += 1;
    }
    any
}

/// The values of `integers` as bits of a mask above the least, `(first,
/// mask)`, if they all lie within 64 values of it.
pub(super) const fn integer_bits(integers: Integers) -> Option<(u64, u64)> {
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
pub(super) const fn around_a_hole(
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
    pub(super) const fn accepts(self, byte: u8) -> bool {
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
pub(super) const fn byte_fields(set: ByteSet) -> Option<([ByteField; MAX_BYTE_FIELDS], usize)> {
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
pub(super) const fn next_cut(cuts: &[bool; 9], start: usize) -> usize {
    let mut end = start + 1;
    while !cuts[end] {
        end += 1;
    }
    end
}

/// The values the bits `start..end` of the bytes of `set` hold.
pub(super) const fn field_values(set: ByteSet, start: usize, end: usize) -> ByteSet {
    set.masked(mask_of(start, end)).shifted_down(start as u32)
}

/// Whether some value of the bits `start..end` is in no byte of `set`.
pub(super) const fn is_constrained(set: ByteSet, start: usize, end: usize) -> bool {
    field_values(set, start, end).count() < 1 << (end - start)
}

/// `(low, high)` if `values` are the range `low..=high`.
pub(super) const fn range_of(values: ByteSet) -> Option<(u8, u8)> {
    match values.next_range(0) {
        Some((low, high)) if values.is_subset_of(ByteSet::range(low, high)) => Some((low, high)),
        _ => None,
    }
}

/// The bits `start..end` of a byte.
pub(super) const fn mask_of(start: usize, end: usize) -> u8 {
    (((1u16 << end) - (1u16 << start)) & 0xff) as u8
}

/// `set` as the bytes whose bits under a mask lie in a range, `(mask, low,
/// span)`, if it is one: a byte of bit fields with one constrained field
/// whose values are a range. Checked against every byte, so exact.
pub(super) const fn masked(set: ByteSet) -> Option<(u8, u8, u8)> {
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

/// The values of `set` as bits above `first`, if they all lie within 64
/// values of it.
pub(super) const fn bits(set: ByteSet, first: u8) -> Option<u64> {
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
