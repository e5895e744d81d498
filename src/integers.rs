//! The integers a piece of a description accepts, as ranges, for
//! explanations.
//!
//! A wide enum tag, a `char` or a `NonZero` is described byte by byte (a
//! `Scalar` piece: products of byte sets), which is what the analysis needs
//! and not what a reader thinks in. [`Integers`] reads such a piece back as
//! one integer of its width and writes the values it accepts as ranges,
//! `0..=4, 0xfe00, 0xfeff`, for the run-time errors and the compile-time
//! explanations alike: the code is `const`, and runs only when a message is
//! written.

#![forbid(unsafe_code)]

use crate::byte_set::ByteSet;
use crate::description::{tag_byte, Bytes, Choice, Kind, Piece};
use crate::text::Text;

/// The integers a piece accepts: a `Scalar` piece, a `Tag`, or a `Choice`
/// whose alternatives each start with a tag of `width` bytes (an enum).
#[derive(Clone, Copy)]
pub(crate) struct Integers {
    pub(crate) piece: &'static Piece,
    pub(crate) width: usize,
}

impl Integers {
    /// The ranges written out before the rest is elided: the first
    /// `SHOWN - 2` and the last two.
    const SHOWN: usize = 8;

    /// The integers of `piece` if it is one integer wider than a byte: a
    /// `Scalar`, a wide `Tag`, or an enum's choice by a wide tag.
    pub(crate) const fn of(piece: &'static Piece) -> Option<Integers> {
        match piece.kind {
            Kind::Scalar { .. } | Kind::Tag(_) if piece.size > 1 && piece.size <= 16 => {
                Some(Integers { piece, width: piece.size })
            }
            Kind::Choice(choice) => match tag_width(choice) {
                Some(width) if width > 1 && width <= 16 => Some(Integers { piece, width }),
                _ => None,
            },
            _ => None,
        }
    }

    /// The integer wider than a byte that byte `offset` of `bytes` lies in,
    /// and where it starts, if it lies in one outside enum variants and
    /// union fields (where which one is meant depends on the value).
    pub(crate) const fn at(bytes: &'static Bytes, offset: usize) -> Option<(usize, Integers)> {
        let pieces: &'static [Piece] = bytes.pieces;
        let mut i = 0;
        while i < pieces.len() {
            let piece = &pieces[i];
            if piece.offset <= offset && offset < piece.offset + piece.size {
                let inside = offset - piece.offset;
                if let Some(integers) = Integers::of(piece) {
                    if inside < integers.width {
                        return Some((piece.offset, integers));
                    }
                }
                return match piece.kind {
                    Kind::Nest(inner) => match Integers::at(inner, inside) {
                        Some((start, integers)) => Some((piece.offset + start, integers)),
                        None => None,
                    },
                    Kind::Repeat { element, .. } if element.size > 0 => {
                        let base = piece.offset + inside / element.size * element.size;
                        match Integers::at(element, inside % element.size) {
                            Some((start, integers)) => Some((base + start, integers)),
                            None => None,
                        }
                    }
                    _ => None,
                };
            }
            i += 1;
        }
        None
    }

    /// Whether `value` is accepted.
    pub(crate) const fn contains(&self, value: u128) -> bool {
        match self.piece.kind {
            Kind::Tag(tag) => tag == value,
            Kind::Scalar { products, count, .. } => {
                let mut product = 0;
                while product < count {
                    if self.in_product(products, product, value) {
                        return true;
                    }
                    product += 1;
                }
                false
            }
            Kind::Choice(choice) => {
                let mut i = 0;
                while i < choice.alternatives.len() {
                    if let Some(tag) = alternative_tag(choice, i) {
                        if tag == value {
                            return true;
                        }
                    }
                    i += 1;
                }
                false
            }
            _ => false,
        }
    }

    /// The set of digit `position` (0 the most significant) of `product`.
    const fn digit_set(&self, products: &[ByteSet], product: usize, position: usize) -> ByteSet {
        let memory_index = if self.is_little_endian() { self.width - 1 - position } else { position };
        products[product * self.width + memory_index]
    }

    /// Whether the integer is stored least significant byte first: the
    /// target's order, or the other one for a piece stored `reversed`.
    pub(crate) const fn is_little_endian(&self) -> bool {
        cfg!(target_endian = "little") != self.piece.reversed
    }

    /// The byte of `value` first in memory.
    pub(crate) const fn first_byte(&self, value: u128) -> u8 {
        if self.is_little_endian() {
            value as u8
        } else {
            (value >> (8 * (self.width - 1))) as u8
        }
    }

    /// Digit `position` (0 the most significant) of `value`.
    const fn digit(&self, value: u128, position: usize) -> u8 {
        (value >> (8 * (self.width - 1 - position))) as u8
    }

    const fn in_product(&self, products: &[ByteSet], product: usize, value: u128) -> bool {
        if value > width_mask(self.width) {
            return false;
        }
        let mut position = 0;
        while position < self.width {
            if !self.digit_set(products, product, position).contains(self.digit(value, position)) {
                return false;
            }
            position += 1;
        }
        true
    }

    /// The smallest accepted value at least `from`.
    const fn next_from(&self, from: u128) -> Option<u128> {
        let mut best: Option<u128> = None;
        match self.piece.kind {
            Kind::Tag(tag) if tag >= from => best = Some(tag),
            Kind::Tag(_) => {}
            Kind::Scalar { products, count, .. } => {
                let mut product = 0;
                while product < count {
                    if let Some(value) = self.least_in_product(products, product, 0, Some(from), 0) {
                        best = smaller(best, value);
                    }
                    product += 1;
                }
            }
            Kind::Choice(choice) => {
                let mut i = 0;
                while i < choice.alternatives.len() {
                    if let Some(tag) = alternative_tag(choice, i) {
                        if tag >= from {
                            best = smaller(best, tag);
                        }
                    }
                    i += 1;
                }
            }
            _ => {}
        }
        best
    }

    /// The smallest value of `product` whose digits above `position` are
    /// `high`, and at least `from` when `from` is given (the digits above
    /// `position` are then `from`'s).
    const fn least_in_product(
        &self,
        products: &[ByteSet],
        product: usize,
        position: usize,
        from: Option<u128>,
        high: u128,
    ) -> Option<u128> {
        if position == self.width {
            return Some(high);
        }
        let set = self.digit_set(products, product, position);
        let shift = 8 * (self.width - 1 - position);
        let from = match from {
            Some(from) => from,
            None => {
                return match set.first_value() {
                    Some(low) => {
                        self.least_in_product(products, product, position + 1, None, high | (low as u128) << shift)
                    }
                    None => None,
                };
            }
        };
        if from > width_mask(self.width) {
            return None;
        }
        let digit = self.digit(from, position);
        if set.contains(digit) {
            let kept =
                self.least_in_product(products, product, position + 1, Some(from), high | (digit as u128) << shift);
            if kept.is_some() {
                return kept;
            }
        }
        // A larger digit here, and the smallest of each set below it.
        match set.next_range(digit as u16 + 1) {
            Some((low, _)) => {
                self.least_in_product(products, product, position + 1, None, high | (low as u128) << shift)
            }
            None => None,
        }
    }

    /// The last value of the run of accepted values from the accepted
    /// `start`. Each round reaches the end of a block of one pattern; a run
    /// of very many blocks is cut short, and shown as several.
    const fn run_end(&self, start: u128) -> u128 {
        let max = width_mask(self.width);
        let mut end = start;
        let mut rounds = 0;
        while rounds < 256 {
            let mut reached = end;
            if let Kind::Scalar { products, count, .. } = self.piece.kind {
                let mut product = 0;
                while product < count {
                    if self.in_product(products, product, end) {
                        let block_end = self.end_in_product(products, product, end);
                        if block_end > reached {
                            reached = block_end;
                        }
                    }
                    product += 1;
                }
            }
            if reached == max || !self.contains(reached + 1) {
                return reached;
            }
            end = reached + 1;
            rounds += 1;
        }
        end
    }

    /// The end of the run of values of `product` from its value `value`: the
    /// lowest digit whose set is not every byte ends it.
    const fn end_in_product(&self, products: &[ByteSet], product: usize, value: u128) -> u128 {
        let mut free = 0;
        while free < self.width
            && ByteSet::INITIALIZED.is_subset_of(self.digit_set(products, product, self.width - 1 - free))
        {
            free += 1;
        }
        if free == self.width {
            return width_mask(self.width);
        }
        let position = self.width - 1 - free;
        let digit = self.digit(value, position);
        let high = match self.digit_set(products, product, position).next_range(digit as u16) {
            Some((_, high)) => high,
            None => digit,
        };
        (value & !width_mask(free + 1)) | (high as u128) << (8 * free) | width_mask(free)
    }

    /// The `index`-th range of accepted values, in increasing order, and the
    /// value to look on from; `None` past the last.
    const fn range_after(&self, from: Option<u128>) -> Option<(u128, u128)> {
        let from = match from {
            Some(from) => from,
            None => return None,
        };
        match self.next_from(from) {
            Some(start) => Some((start, self.run_end(start))),
            None => None,
        }
    }

    /// The value after `end`, if it has the width.
    const fn after(&self, end: u128) -> Option<u128> {
        if end >= width_mask(self.width) {
            None
        } else {
            Some(end + 1)
        }
    }

    /// The accepted values as at most `N` ranges `(low, high)`, in
    /// increasing order, and how many there are; `None` where they take
    /// more. For the run-time validator, which compares the integer with
    /// each range rather than its bytes with each pattern.
    pub(crate) const fn ranges<const N: usize>(&self) -> Option<([(u128, u128); N], usize)> {
        let mut ranges = [(0, 0); N];
        let mut count = 0;
        let mut from = Some(0);
        while let Some((low, high)) = self.range_after(from) {
            if count == N {
                return None;
            }
            ranges[count] = (low, high);
            count += 1;
            from = self.after(high);
        }
        Some((ranges, count))
    }

    /// Whether the accepted values are one range (or one value).
    pub(crate) const fn is_one_range(&self) -> bool {
        match self.range_after(Some(0)) {
            Some((_, end)) => self.range_after(self.after(end)).is_none(),
            None => false,
        }
    }

    /// The values the first byte in memory takes in the accepted integers.
    pub(crate) const fn first_bytes(&self) -> ByteSet {
        let mut set = ByteSet::EMPTY;
        match self.piece.kind {
            Kind::Tag(tag) => set = ByteSet::single(tag_byte(tag, self.width, 0)),
            Kind::Scalar { products, count, .. } => {
                let mut product = 0;
                while product < count {
                    set = set.union(products[product * self.width]);
                    product += 1;
                }
            }
            Kind::Choice(choice) => {
                let mut i = 0;
                while i < choice.alternatives.len() {
                    if let Some(tag) = alternative_tag(choice, i) {
                        set = set.union(ByteSet::single(tag_byte(tag, self.width, 0)));
                    }
                    i += 1;
                }
            }
            _ => {}
        }
        set
    }

    /// Writes the accepted values as ranges: all of them up to
    /// [`SHOWN`](Self::SHOWN), else the first ones and the last two.
    ///
    /// One pass over the ranges, in increasing order (at most 65536 of
    /// them), keeping the first ones and the last two: const evaluation
    /// pays for every step, and a wide enum has a pattern per value or so,
    /// each of which the search for the next range would otherwise ask
    /// again at every range ([`Next`]).
    pub(crate) const fn write(&self, out: &mut Text) {
        let mut next = Next::of(self);
        let mut first = [(0u128, 0u128); Integers::SHOWN];
        let mut last = [(0u128, 0u128); 2];
        let mut count = 0;
        let mut from = Some(0);
        while count < 65536 {
            let Some((start, end)) = next.range_after(self, from) else {
                break;
            };
            if count < Integers::SHOWN {
                first[count] = (start, end);
            }
            last[count % 2] = (start, end);
            count += 1;
            from = self.after(end);
        }
        if count == 0 {
            out.push("nothing");
            return;
        }
        if count <= Integers::SHOWN {
            let mut i = 0;
            while i < count {
                write_range(first[i], i > 0, out);
                i += 1;
            }
            return;
        }
        let mut i = 0;
        while i < Integers::SHOWN - 2 {
            write_range(first[i], i > 0, out);
            i += 1;
        }
        out.push(", ...");
        // The last two, in order: the last is at `(count - 1) % 2`.
        write_range(last[count % 2], true, out);
        write_range(last[(count - 1) % 2], true, out);
    }
}

/// Writes `start..=end` (or `start` alone), after a comma when `comma`.
const fn write_range((start, end): (u128, u128), comma: bool, out: &mut Text) {
    if comma {
        out.push(", ");
    }
    write_integer(start, out);
    if end != start {
        out.push("..=");
        write_integer(end, out);
    }
}

/// How many patterns of a `Scalar` [`Next`] keeps the least value of.
const CACHED_PATTERNS: usize = 256;

/// The search for the next accepted value, as [`Integers::next_from`]
/// does it, remembering for each pattern of a `Scalar` (up to
/// [`CACHED_PATTERNS`] of them) its least value at least the last `from`
/// asked: asked with a `from` that only grows, a pattern is searched again
/// only once that value is passed, not at every range.
struct Next {
    least: [Option<u128>; CACHED_PATTERNS],
    cached: bool,
}

impl Next {
    const fn of(integers: &Integers) -> Next {
        let mut next = Next { least: [None; CACHED_PATTERNS], cached: false };
        if let Kind::Scalar { products, count, .. } = integers.piece.kind {
            if count <= CACHED_PATTERNS {
                next.cached = true;
                let mut product = 0;
                while product < count {
                    next.least[product] = integers.least_in_product(products, product, 0, Some(0), 0);
                    product += 1;
                }
            }
        }
        next
    }

    /// [`Integers::range_after`], for `from`s that never decrease.
    const fn range_after(&mut self, integers: &Integers, from: Option<u128>) -> Option<(u128, u128)> {
        let from = match from {
            Some(from) => from,
            None => return None,
        };
        let (products, count) = match integers.piece.kind {
            Kind::Scalar { products, count, .. } if self.cached => (products, count),
            _ => return integers.range_after(Some(from)),
        };
        let mut best: Option<u128> = None;
        let mut product = 0;
        while product < count {
            if let Some(value) = self.least[product] {
                let value = if value < from {
                    let found = integers.least_in_product(products, product, 0, Some(from), 0);
                    self.least[product] = found;
                    found
                } else {
                    Some(value)
                };
                if let Some(value) = value {
                    best = smaller(best, value);
                }
            }
            product += 1;
        }
        match best {
            Some(start) => Some((start, integers.run_end(start))),
            None => None,
        }
    }
}

/// Writes `value` in decimal below 10, in hex above: `7`, `0xfe00`.
pub(crate) const fn write_integer(value: u128, out: &mut Text) {
    if value < 10 {
        out.push_u128(value);
        return;
    }
    let mut digits = [0u8; 34];
    let mut count = 0;
    let mut rest = value;
    while rest > 0 {
        let digit = (rest % 16) as u8;
        digits[digits.len() - 1 - count] = if digit < 10 { b'0' + digit } else { b'a' + digit - 10 };
        count += 1;
        rest /= 16;
    }
    digits[digits.len() - 1 - count] = b'x';
    digits[digits.len() - 2 - count] = b'0';
    let (_, used) = digits.split_at(digits.len() - count - 2);
    match core::str::from_utf8(used) {
        Ok(number) => out.push(number),
        Err(_) => out.push("?"),
    }
}

/// The tag alternative `index` of `choice` starts with, if it is inhabited
/// and starts with one.
const fn alternative_tag(choice: Choice, index: usize) -> Option<u128> {
    let alternative = &choice.alternatives[index];
    if !alternative.bytes.facts.inhabited || alternative.bytes.pieces.is_empty() {
        return None;
    }
    match alternative.bytes.pieces[0].kind {
        Kind::Tag(tag) if alternative.bytes.pieces[0].offset == 0 => Some(tag),
        _ => None,
    }
}

/// The width of the tag every inhabited alternative of `choice` starts
/// with, if they all start with one of the same width: an enum's tag.
pub(crate) const fn tag_width(choice: Choice) -> Option<usize> {
    let mut width = None;
    let mut i = 0;
    while i < choice.alternatives.len() {
        let alternative = &choice.alternatives[i];
        if alternative.bytes.facts.inhabited {
            if alternative.bytes.pieces.is_empty() {
                return None;
            }
            let first = &alternative.bytes.pieces[0];
            if first.offset != 0 || !matches!(first.kind, Kind::Tag(_)) {
                return None;
            }
            match width {
                Some(width) if width != first.size => return None,
                _ => width = Some(first.size),
            }
        }
        i += 1;
    }
    width
}

const fn smaller(best: Option<u128>, value: u128) -> Option<u128> {
    match best {
        Some(best) if best <= value => Some(best),
        _ => Some(value),
    }
}

/// The mask of the low `width` bytes.
pub(crate) const fn width_mask(width: usize) -> u128 {
    if width >= 16 {
        u128::MAX
    } else {
        (1u128 << (8 * width)) - 1
    }
}

impl core::fmt::Display for Integers {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        let mut text = Text::new();
        self.write(&mut text);
        f.write_str(text.as_str())
    }
}

#[cfg(test)]
#[allow(dead_code)] // The types are only described, never built.
mod tests {
    use super::{write_integer, Integers};
    use crate::layout::Layout;
    use crate::text::Text;
    use std::string::String;
    use std::vec::Vec;

    #[derive(crate::Layout)]
    #[repr(u16)]
    pub enum Scattered {
        A = 0,
        B = 1,
        C = 2,
        D = 0x100,
        E = 0x1ff,
        F = 0x200,
        G = 0x7fff,
        H = 0x8000,
        I = 0xfffe,
        J = 0xffff,
        K = 0x10,
        L = 0x20,
        M = 0x30,
        N = 0x40,
        O = 0x1234,
    }

    /// The ranges `write` shows, found value by value with `contains`.
    fn expected(integers: &Integers) -> String {
        let mut ranges: Vec<(u128, u128)> = Vec::new();
        for value in 0..=0xffffu128 {
            if !integers.contains(value) {
                continue;
            }
            match ranges.last_mut() {
                Some((_, end)) if *end + 1 == value => *end = value,
                _ => ranges.push((value, value)),
            }
        }
        let shown: Vec<Option<(u128, u128)>> = if ranges.len() <= Integers::SHOWN {
            ranges.iter().copied().map(Some).collect()
        } else {
            let head = ranges[..Integers::SHOWN - 2].iter().copied().map(Some);
            head.chain([None]).chain(ranges[ranges.len() - 2..].iter().copied().map(Some)).collect()
        };
        let mut text = Text::new();
        for (i, range) in shown.iter().enumerate() {
            if i > 0 {
                text.push(", ");
            }
            match range {
                None => text.push("..."),
                Some((start, end)) => {
                    write_integer(*start, &mut text);
                    if end != start {
                        text.push("..=");
                        write_integer(*end, &mut text);
                    }
                }
            }
        }
        String::from(if ranges.is_empty() { "nothing" } else { text.as_str() })
    }

    /// In one pass, with each pattern's next value kept, `write` shows the
    /// ranges that a search value by value finds.
    #[test]
    fn written_ranges_are_the_accepted_values() {
        let pieces = [
            &<Scattered as Layout>::DESCRIPTION.bytes.pieces[0],
            &<core::num::NonZeroU16 as Layout>::DESCRIPTION.bytes.pieces[0],
            &<crate::byteorder::Enum<Scattered, crate::byteorder::BigEndian> as Layout>::DESCRIPTION.bytes.pieces[0],
        ];
        for piece in pieces {
            let integers = Integers::of(piece).expect("a wide integer");
            let mut text = Text::new();
            integers.write(&mut text);
            assert_eq!(text.as_str(), expected(&integers));
        }
        let mut text = Text::new();
        Integers::of(pieces[0]).expect("a wide integer").write(&mut text);
        assert_eq!(text.as_str(), "0..=2, 0x10, 0x20, 0x30, 0x40, 0x100, ..., 0x7fff..=0x8000, 0xfffe..=0xffff");
    }
}
