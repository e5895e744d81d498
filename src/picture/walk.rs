//! Descriptions flattened into the parts a picture draws.
//!
//! [`walk`] visits the parts (`part.rs`) of a description in offset order,
//! in one of two ways:
//!
//! - [`Mode::Table`]: every part, nested ones too. A choice (an enum or a
//!   union) is a part of its own, then each alternative and its parts one
//!   level deeper; an array is a part, then its element's parts once, at
//!   offsets with a stride (`8 + 4i`).
//! - [`Mode::Flat`]: parts that do not overlap, for boxes. A choice is one
//!   part (an enum's tag another), unless a path names one of its
//!   alternatives; an array's elements are parts of their own when they
//!   are few, or lie in the window asked for, and the array one part
//!   otherwise.
//!
//! The walk is a `const fn`: a compile error draws the window around a
//! refused byte in const evaluation (see `strip.rs`), from the same parts
//! the run-time pictures draw. Const code calls no closure, so
//! [`Parts::of`] collects the parts a page of [`PAGE`] at a time, and
//! [`walk`] hands them, page after page, to the run-time pictures'
//! visitors.
//!
//! May use: byte sets, descriptions, integers, paths and text, and the
//! parts (`part.rs`).

use core::fmt;

use crate::byte_set::ByteSet;
use crate::description::{Bytes, Choice, Description, Kind, Piece};
use crate::integers::{tag_width, Integers};
use crate::path::Path;
use crate::text::Text;

use super::part::{Holds, Interior, Offset, Part, Step, Trail};

/// An array whose elements together are at most this many bytes, and at
/// most [`MAX_EXPANDED_ELEMENTS`], is drawn element by element in boxes.
const MAX_EXPANDED_BYTES: usize = 64;
/// See [`MAX_EXPANDED_BYTES`].
const MAX_EXPANDED_ELEMENTS: usize = 16;
/// How many parts [`Parts::of`] collects at a time. A window of a strip
/// has fewer; a table of more is walked again for each page, which costs
/// run time in proportion to the square of its parts over this.
pub(crate) const PAGE: usize = 32;

/// How [`walk`] visits a description.
#[derive(Clone, Copy)]
pub(crate) enum Mode<'a> {
    /// Every part, headings and the parts they head.
    Table,
    /// Parts that do not overlap. A choice is one part unless `follow`
    /// passes through one of its alternatives (by name); arrays are
    /// expanded when small, or where they overlap `window`, the only bytes
    /// then visited (the tail of an unsized type too).
    Flat { follow: Option<&'a Path>, window: Option<(usize, usize)> },
}

/// A page of the parts of a description, in offset order: at most
/// [`PAGE`] of them, from the `skip`th on.
pub(crate) struct Parts {
    parts: [Part; PAGE],
    len: usize,
    /// How many parts to pass over before the first one kept.
    skip: usize,
    /// Whether parts remain after the page.
    more: bool,
}

impl Parts {
    /// The parts of `description` as `mode` visits them, from the `skip`th
    /// on, a page of them.
    pub(crate) const fn of(description: &'static Description, mode: Mode<'_>, skip: usize) -> Parts {
        let mut walker = Walker { mode, page: Parts { parts: [Part::NONE; PAGE], len: 0, skip, more: false } };
        let _ = walker.walk(description);
        walker.page
    }

    pub(crate) const fn as_slice(&self) -> &[Part] {
        self.parts.split_at(self.len).0
    }

    /// Keeps `part`, or says that the page is full (`false`): then the
    /// walk stops.
    const fn keep(&mut self, part: Part) -> bool {
        if self.skip > 0 {
            self.skip -= 1;
            return true;
        }
        if self.len == PAGE {
            self.more = true;
            return false;
        }
        self.parts[self.len] = part;
        self.len += 1;
        true
    }
}

/// Visits the parts of `description` in offset order.
pub(crate) fn walk(
    description: &'static Description,
    mode: Mode<'_>,
    visit: &mut dyn FnMut(&Part) -> fmt::Result,
) -> fmt::Result {
    let mut skip = 0;
    loop {
        let page = Parts::of(description, mode, skip);
        for part in page.as_slice() {
            visit(part)?;
        }
        if !page.more {
            return Ok(());
        }
        skip += page.len;
    }
}

/// Walks a description into a page of parts. Every method returns whether
/// the walk goes on: `false` once the page is full.
struct Walker<'m> {
    mode: Mode<'m>,
    page: Parts,
}

impl Walker<'_> {
    const fn walk(&mut self, description: &'static Description) -> bool {
        if !self.bytes(&description.bytes, Offset::at(0), Trail::EMPTY, 0, Interior::None) {
            return false;
        }
        let Some(tail) = description.tail else { return true };
        let element = tail.element;
        let trail = Trail::EMPTY.with_field(tail.name);
        match self.mode {
            Mode::Table => {
                let heading = Part {
                    offset: Offset::at(description.size),
                    size: element.size,
                    depth: 0,
                    trail,
                    holds: Holds::Tail { element, utf8: tail.utf8 },
                    cell: Interior::None,
                };
                if !self.page.keep(heading) {
                    return false;
                }
                let offset = Offset::at(description.size).with_stride(element.size);
                self.bytes(&element.bytes, offset, trail.with(Step::Each(0)), 1, Interior::None)
            }
            Mode::Flat { window: Some((low, high)), .. } if element.size > 0 && high > description.size => {
                let first = low.saturating_sub(description.size) / element.size;
                let last = (high - 1 - description.size) / element.size;
                let mut index = first;
                while index <= last && index <= first + MAX_EXPANDED_ELEMENTS {
                    let offset = Offset::at(description.size + index * element.size);
                    if !self.bytes(&element.bytes, offset, trail.with(Step::Index(index)), 0, Interior::None) {
                        return false;
                    }
                    index += 1;
                }
                true
            }
            Mode::Flat { .. } => true,
        }
    }

    /// Whether `size` bytes at `offset` lie outside the window asked for.
    const fn outside(&self, offset: Offset, size: usize) -> bool {
        match self.mode {
            Mode::Flat { window: Some((low, high)), .. } => offset.base >= high || offset.base + size <= low,
            _ => false,
        }
    }

    const fn leaf(
        &mut self,
        offset: Offset,
        size: usize,
        depth: usize,
        trail: Trail,
        holds: Holds,
        cell: Interior,
    ) -> bool {
        if size == 0 || self.outside(offset, size) {
            return true;
        }
        self.page.keep(Part { offset, size, depth, trail, holds, cell })
    }

    const fn bytes(&mut self, bytes: &'static Bytes, base: Offset, trail: Trail, depth: usize, cell: Interior) -> bool {
        let mut cursor = 0;
        let mut i = 0;
        while i < bytes.pieces.len() {
            let piece = &bytes.pieces[i];
            if piece.offset > cursor
                && !self.leaf(base.plus(cursor), piece.offset - cursor, depth, trail, Holds::Padding, cell)
            {
                return false;
            }
            if !self.piece(piece, base, trail, depth, cell) {
                return false;
            }
            if piece.offset + piece.size > cursor {
                cursor = piece.offset + piece.size;
            }
            i += 1;
        }
        cursor >= bytes.size || self.leaf(base.plus(cursor), bytes.size - cursor, depth, trail, Holds::Padding, cell)
    }

    const fn piece(&mut self, piece: &'static Piece, base: Offset, trail: Trail, depth: usize, cell: Interior) -> bool {
        let offset = base.plus(piece.offset);
        let trail = trail.with_piece(piece);
        let cell = cell.of(piece);
        let size = piece.size;
        if self.outside(offset, size) {
            return true;
        }
        match piece.kind {
            Kind::Run(set) => self.leaf(offset, size, depth, trail, Holds::Bytes(set), cell),
            Kind::Tag(tag) => self.leaf(offset, size, depth, trail, Holds::Tag(tag), cell),
            Kind::Scalar { products, count, .. } => {
                let holds = match Integers::of(piece) {
                    Some(integers) => Holds::Integers(integers),
                    None => {
                        let mut all = ByteSet::EMPTY;
                        let mut i = 0;
                        while i < count * size {
                            all = all.union(products[i]);
                            i += 1;
                        }
                        Holds::Bytes(all)
                    }
                };
                self.leaf(offset, size, depth, trail, holds, cell)
            }
            Kind::Pointer(pointer) => self.leaf(offset, size, depth, trail, Holds::Pointer(pointer), cell),
            Kind::Nest(inner) => self.bytes(inner, offset, trail, depth, cell),
            Kind::Repeat { element, count } => self.repeat(element, count, offset, trail, depth, cell),
            Kind::Choice(choice) => self.choice(choice, offset, size, trail, depth, cell),
        }
    }

    const fn repeat(
        &mut self,
        element: &'static Bytes,
        count: usize,
        offset: Offset,
        trail: Trail,
        depth: usize,
        cell: Interior,
    ) -> bool {
        let size = element.size * count;
        if size == 0 {
            return true;
        }
        // An array of one run is that run over all its bytes: each byte
        // is independent of the others either way.
        if let Some(Piece { kind: Kind::Run(set), name, lifted_from: None, .. }) = element.as_single_piece() {
            if name.is_empty() {
                let single = &element.pieces[0];
                return self.leaf(offset, size, depth, trail, Holds::Bytes(set), cell.of(single));
            }
        }
        let whole = Holds::Repeat { count, element };
        let (first, last) = match self.mode {
            Mode::Table => {
                if !self.leaf(offset, size, depth, trail, whole, cell) {
                    return false;
                }
                let level = offset.level();
                let trail = trail.with(Step::Each(level));
                return self.bytes(element, offset.with_stride(element.size), trail, depth + 1, cell);
            }
            Mode::Flat { window: Some((low, high)), .. } => {
                let first = low.saturating_sub(offset.base) / element.size;
                let last = (high - 1).saturating_sub(offset.base) / element.size;
                let last = if last < count - 1 { last } else { count - 1 };
                (first, if last < first + MAX_EXPANDED_ELEMENTS { last } else { first + MAX_EXPANDED_ELEMENTS })
            }
            Mode::Flat { window: None, .. } if count <= MAX_EXPANDED_ELEMENTS && size <= MAX_EXPANDED_BYTES => {
                (0, count - 1)
            }
            Mode::Flat { window: None, .. } => return self.leaf(offset, size, depth, trail, whole, cell),
        };
        let mut index = first;
        while index <= last {
            let at = offset.plus(index * element.size);
            if !self.bytes(element, at, trail.with(Step::Index(index)), depth, cell) {
                return false;
            }
            index += 1;
        }
        true
    }

    const fn choice(
        &mut self,
        choice: Choice,
        offset: Offset,
        size: usize,
        trail: Trail,
        depth: usize,
        cell: Interior,
    ) -> bool {
        let follow = match self.mode {
            Mode::Table => {
                if !self.leaf(offset, size, depth, trail, Holds::Choice(choice), cell) {
                    return false;
                }
                let mut i = 0;
                while i < choice.alternatives.len() {
                    let alternative = &choice.alternatives[i];
                    let inhabited = alternative.bytes.facts.inhabited;
                    let heading = Holds::Alternative { name: alternative.name, union: choice.union, inhabited };
                    let trail = trail.with(Step::Variant(alternative.name));
                    if !self.page.keep(Part { offset, size, depth: depth + 1, trail, holds: heading, cell }) {
                        return false;
                    }
                    if !self.bytes(&alternative.bytes, offset, trail, depth + 2, cell) {
                        return false;
                    }
                    i += 1;
                }
                return true;
            }
            Mode::Flat { follow, .. } => follow,
        };
        if let Some(path) = follow {
            let mut i = 0;
            while i < choice.alternatives.len() {
                let alternative = &choice.alternatives[i];
                if path.passes_variant(alternative.name) {
                    let trail = trail.with(Step::Variant(alternative.name));
                    return self.bytes(&alternative.bytes, offset, trail, depth, cell);
                }
                i += 1;
            }
        }
        match tag_width(choice) {
            Some(width) if !choice.union && width < size => {
                self.leaf(offset, width, depth, trail, Holds::EnumTag(choice), cell)
                    && self.leaf(offset.plus(width), size - width, depth, trail, Holds::Choice(choice), cell)
            }
            Some(width) if !choice.union => self.leaf(offset, width, depth, trail, Holds::EnumTag(choice), cell),
            _ => self.leaf(offset, size, depth, trail, Holds::Choice(choice), cell),
        }
    }
}

/// Writes ` after `flag`, before `value``: the fields around the padding
/// at byte `offset` of `description`, which `path` leads to, as the flat
/// parts of a picture show them; nothing for a side without a named
/// field (padding at the start or the end).
#[inline]
pub(crate) const fn write_padding_neighbours(
    description: &'static Description,
    path: &Path,
    offset: usize,
    out: &mut Text,
) {
    let gap = match padding_at(description, path, (offset, offset + 1), offset) {
        Some((gap, _, _)) => gap,
        None => return,
    };
    let window = (gap.offset.base.saturating_sub(1), gap.offset.base + gap.size + 1);
    let Some((_, before, after)) = padding_at(description, path, window, offset) else {
        return;
    };
    if let Some(before) = before {
        out.push(" after `");
        before.trail.write_short(out);
        out.push("`");
    }
    if let Some(after) = after {
        out.push(if before.is_some() { ", before `" } else { " before `" });
        after.trail.write_short(out);
        out.push("`");
    }
}

/// The padding part that holds byte `offset`, and the named parts just
/// before and after it, among the flat parts of `description` in `window`.
#[inline]
const fn padding_at(
    description: &'static Description,
    path: &Path,
    window: (usize, usize),
    offset: usize,
) -> Option<(Part, Option<Part>, Option<Part>)> {
    let page = Parts::of(description, Mode::Flat { follow: Some(path), window: Some(window) }, 0);
    let parts = page.as_slice();
    let mut i = 0;
    while i < parts.len() {
        let part = parts[i];
        let inside = part.offset.base <= offset && offset < part.offset.base + part.size;
        if inside && matches!(part.holds, Holds::Padding) && part.offset.level() == 0 {
            let before = if i > 0 && !parts[i - 1].trail.is_empty() { Some(parts[i - 1]) } else { None };
            let after = if i + 1 < parts.len() && !parts[i + 1].trail.is_empty() { Some(parts[i + 1]) } else { None };
            return Some((part, before, after));
        }
        i += 1;
    }
    None
}
