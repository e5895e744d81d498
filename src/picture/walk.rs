//! Descriptions flattened into the parts a picture draws.
//!
//! A [`Part`] is a byte range of a type, the field path that leads to it
//! ([`Trail`]) and what it holds ([`Holds`]). [`walk`] visits the parts of a
//! description in offset order, in one of two ways:
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
//! The walk and the words of a part are `const fn`s, writing into a
//! [`Text`]: a compile error draws the window around a refused byte in
//! const evaluation (see `strip.rs`), from the same parts the run-time
//! pictures draw. Const code calls no closure, so [`Parts::of`] collects
//! the parts a page of [`PAGE`] at a time, and [`walk`] hands them, page
//! after page, to the run-time pictures' visitors.

use core::fmt::{self, Write};

use crate::byte_set::ByteSet;
use crate::description::{Bytes, Choice, Description, Kind, Piece, Pointer};
use crate::integers::{tag_width, write_integer, Integers};
use crate::path::Path;
use crate::text::{substring, Text};

/// The deepest field path a label shows; deeper steps are elided.
const MAX_STEPS: usize = 16;
/// The deepest nesting of arrays whose strides an offset shows.
const MAX_STRIDES: usize = 4;
/// An array whose elements together are at most this many bytes, and at
/// most [`MAX_EXPANDED_ELEMENTS`], is drawn element by element in boxes.
const MAX_EXPANDED_BYTES: usize = 64;
/// See [`MAX_EXPANDED_BYTES`].
const MAX_EXPANDED_ELEMENTS: usize = 16;
/// How many parts [`Parts::of`] collects at a time. A window of a strip
/// has fewer; a table of more is walked again for each page, which costs
/// run time in proportion to the square of its parts over this.
pub(crate) const PAGE: usize = 32;

/// One step of a [`Trail`].
#[derive(Clone, Copy)]
enum Step {
    Field(&'static str),
    /// Element `n` of an array.
    Index(usize),
    /// Every element of an array, the `n`th nested one (`[i]`, `[j]`).
    Each(usize),
    /// An enum variant or a union field.
    Variant(&'static str),
    /// The field of a type with one field, which the description lifted
    /// into the field that holds it, or a private field of a field's type
    /// (`U16`'s `bytes`): a table writes it, a box leaves it out.
    Lifted(&'static str),
}

/// The field path of a part: `.header.flags`, `.items[i].kind`, `.V4.0`.
#[derive(Clone, Copy)]
pub(crate) struct Trail {
    steps: [Step; MAX_STEPS],
    len: usize,
    elided: bool,
}

impl Trail {
    pub(crate) const EMPTY: Trail = Trail { steps: [Step::Index(0); MAX_STEPS], len: 0, elided: false };

    const fn with(mut self, step: Step) -> Trail {
        if self.len < MAX_STEPS {
            self.steps[self.len] = step;
            self.len += 1;
        } else {
            self.elided = true;
        }
        self
    }

    const fn with_field(self, name: &'static str) -> Trail {
        if name.is_empty() {
            self
        } else {
            self.with(Step::Field(name))
        }
    }

    /// The trail, with the name of the field `piece` describes and of the
    /// fields it was lifted from.
    const fn with_piece(self, piece: &Piece) -> Trail {
        // A private field inside another field is the inner type's own
        // business (`U16`'s `bytes`): a box is labelled with the field.
        let mut trail = if piece.sealed && !self.is_empty() && !piece.name.is_empty() {
            self.with(Step::Lifted(piece.name))
        } else {
            self.with_field(piece.name)
        };
        let mut inner = piece.lifted_from;
        while let Some(lifted) = inner {
            if !lifted.name.is_empty() {
                trail = trail.with(if trail.is_empty() { Step::Field(lifted.name) } else { Step::Lifted(lifted.name) });
            }
            inner = lifted.lifted_from;
        }
        trail
    }

    pub(crate) const fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Writes `.header.flags[3]`.
    pub(crate) const fn write(&self, out: &mut Text) {
        self.write_steps(true, out);
    }

    /// Writes the steps, each with its leading dot or bracket, those
    /// lifted only if `lifted`.
    const fn write_steps(&self, lifted: bool, out: &mut Text) {
        let mut i = 0;
        while i < self.len {
            match self.steps[i] {
                Step::Lifted(_) if !lifted => {}
                Step::Field(name) | Step::Variant(name) | Step::Lifted(name) => {
                    out.push(".");
                    out.push(name);
                }
                Step::Index(index) => {
                    out.push("[");
                    out.push_usize(index);
                    out.push("]");
                }
                Step::Each(level) => {
                    out.push("[");
                    out.push(stride_letter(level));
                    out.push("]");
                }
            }
            i += 1;
        }
        if self.elided {
            out.push("...");
        }
    }

    /// Writes `header.flags[3]`: the path without its leading dot, as a
    /// box's label.
    pub(crate) const fn write_short(&self, out: &mut Text) {
        let mut steps = Text::new();
        self.write_steps(false, &mut steps);
        match steps.as_str().as_bytes() {
            [b'.', ..] => out.push(substring(steps.as_str(), 1, steps.as_str().len())),
            _ => out.push(steps.as_str()),
        }
    }
}

/// `i`, `j`, `k`, `l`: the index of the `level`th nested array.
const fn stride_letter(level: usize) -> &'static str {
    const LETTERS: [&str; MAX_STRIDES] = ["i", "j", "k", "l"];
    LETTERS[if level < MAX_STRIDES { level } else { MAX_STRIDES - 1 }]
}

/// Where a part starts: `base`, plus a multiple of each stride of the
/// arrays it is inside (`8 + 4i`).
#[derive(Clone, Copy)]
pub(crate) struct Offset {
    pub(crate) base: usize,
    strides: [usize; MAX_STRIDES],
    len: usize,
}

impl Offset {
    const fn at(base: usize) -> Offset {
        Offset { base, strides: [0; MAX_STRIDES], len: 0 }
    }

    const fn plus(self, bytes: usize) -> Offset {
        Offset { base: self.base + bytes, ..self }
    }

    const fn with_stride(mut self, stride: usize) -> Offset {
        if self.len < MAX_STRIDES {
            self.strides[self.len] = stride;
            self.len += 1;
        }
        self
    }

    /// How many arrays deep the offset is.
    const fn level(&self) -> usize {
        self.len
    }
}

impl fmt::Display for Offset {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut text = Label::new();
        write!(text, "{}", self.base)?;
        for (level, stride) in self.strides[..self.len].iter().enumerate() {
            write!(text, "+{stride}{}", stride_letter(level))?;
        }
        f.pad(text.as_str())
    }
}

/// Whether a part lies inside an `UnsafeCell`, and of which kind.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Interior {
    None,
    /// Inside an `UnsafeCell`.
    Cell,
    /// One atomic.
    Atomic,
    /// Cells of an unknown arrangement (a `MaybeUninit` of a type with
    /// cells).
    Opaque,
}

impl Interior {
    /// The cell of a piece inside `self`.
    const fn of(self, piece: &Piece) -> Interior {
        if piece.opaque {
            Interior::Opaque
        } else if piece.atomic {
            Interior::Atomic
        } else if !matches!(self, Interior::None) {
            self
        } else if piece.interior_mutable {
            Interior::Cell
        } else {
            Interior::None
        }
    }
}

/// What a part holds.
#[derive(Clone, Copy)]
pub(crate) enum Holds {
    /// Each byte a value of the set, independently of the others.
    Bytes(ByteSet),
    /// Bytes between or after fields: uninitialized.
    Padding,
    /// An enum's tag in one variant: these bytes, in the target's order.
    Tag(u128),
    /// One integer wider than a byte, restricted to some values (`char`,
    /// `NonZeroU32`, a wide tag).
    Integers(Integers),
    /// The tag of an enum whose variants are drawn as one part: the first
    /// bytes of each variant.
    EnumTag(Choice),
    /// A pointer: an address with provenance.
    Pointer(Pointer),
    /// An enum or a union: a part of its own in a table, whose
    /// alternatives follow; the whole of it in boxes.
    Choice(Choice),
    /// One alternative of a choice, in a table: its parts follow.
    Alternative { name: &'static str, union: bool, inhabited: bool },
    /// An array, in a table (its element's parts follow), or in boxes
    /// (drawn whole).
    Repeat { count: usize, element: &'static Bytes },
    /// The tail of an unsized type: any number of `element`s (as UTF-8
    /// together, for a `str`).
    Tail { element: &'static Description, utf8: bool },
}

/// A byte range of a type, where it lies and what it holds.
#[derive(Clone, Copy)]
pub(crate) struct Part {
    pub(crate) offset: Offset,
    pub(crate) size: usize,
    /// How many choices and arrays deep the part is, in a table.
    pub(crate) depth: usize,
    pub(crate) trail: Trail,
    pub(crate) holds: Holds,
    pub(crate) cell: Interior,
}

impl Part {
    /// A part of no bytes, to fill a page.
    const NONE: Part = Part {
        offset: Offset::at(0),
        size: 0,
        depth: 0,
        trail: Trail::EMPTY,
        holds: Holds::Padding,
        cell: Interior::None,
    };

    /// Writes what the part holds, in the words of a table: `0..=1`,
    /// `any`, `tag 42` (a byte), `tag 0xfe00` (wider), `&u8`, `enum of 3 variants`.
    pub(crate) const fn write_holds(&self, out: &mut Text) {
        match self.holds {
            Holds::Bytes(set) => {
                let varied = !ByteSet::INITIALIZED.is_subset_of(set) && !set.initialized().is_empty();
                if self.size > 1 && varied {
                    out.push("each byte ");
                }
                write_set(set, out);
            }
            Holds::Padding => out.push("padding, uninit"),
            Holds::Tag(value) => {
                out.push("tag ");
                write_value(value, self.size, out);
            }
            Holds::Integers(integers) => integers.write(out),
            Holds::EnumTag(choice) => {
                out.push("tag ");
                write_tags(choice, self.size, out);
            }
            Holds::Pointer(pointer) => {
                out.push("pointer `");
                pointer.write_name(out);
                out.push("`");
            }
            Holds::Choice(choice) => {
                let count = choice.alternatives.len();
                out.push(if choice.union { "union of " } else { "enum of " });
                out.push_usize(count);
                out.push(if choice.union { " field" } else { " variant" });
                out.push(plural(count));
            }
            Holds::Alternative { name, union, inhabited } => {
                out.push(if union { "field `" } else { "variant `" });
                out.push(name);
                out.push("`");
                if !inhabited {
                    out.push(", no values");
                }
            }
            Holds::Repeat { count, element } => {
                out.push_usize(count);
                out.push(" \u{d7} ");
                out.push_usize(element.size);
                out.push(" byte");
                out.push(plural(element.size));
            }
            Holds::Tail { element, utf8 } => {
                out.push("any number of ");
                element.write_quoted_name(out);
                if utf8 {
                    out.push(", UTF-8 together");
                }
            }
        }
        out.push(match self.cell {
            Interior::None => "",
            Interior::Cell => ", in UnsafeCell",
            Interior::Atomic => ", atomic",
            Interior::Opaque => ", cells unknown",
        });
    }

    /// Writes the values as a box shows them under its label: as
    /// [`write_holds`](Self::write_holds), shorter for choices and arrays.
    pub(crate) const fn write_short_holds(&self, out: &mut Text) {
        match self.holds {
            Holds::Padding => out.push("uninit"),
            Holds::Pointer(pointer) => pointer.write_name(out),
            Holds::Choice(choice) => {
                out.push(if choice.union { "union: " } else { "enum: " });
                write_alternatives(choice, out);
            }
            Holds::Repeat { count, element } => {
                out.push_usize(count);
                out.push(" \u{d7} ");
                out.push_usize(element.size);
            }
            _ => self.write_holds(out),
        }
    }

    /// The values as a box shows them, as a label.
    pub(crate) const fn short_holds(&self) -> Label {
        let mut text = Text::new();
        self.write_short_holds(&mut text);
        Label::of(text.as_str())
    }
}

/// Writes a byte set as the pictures show it: `any`, `0..=1`, `1..=255`,
/// `any or uninit`, `uninit`; in decimal, as the explanations write byte
/// values.
pub(crate) const fn write_set(set: ByteSet, out: &mut Text) {
    if set.is_empty() {
        out.push("nothing");
        return;
    }
    let values = set.initialized();
    if ByteSet::INITIALIZED.is_subset_of(values) {
        out.push("any");
    } else if !values.is_empty() {
        let mut from = 0u16;
        let mut first = true;
        while let Some((low, high)) = values.next_range(from) {
            if !first {
                out.push(", ");
            }
            first = false;
            out.push_u128(low as u128);
            if high != low {
                out.push("..=");
                out.push_u128(high as u128);
            }
            from = high as u16 + 1;
        }
    }
    if set.contains_uninit() {
        out.push(if values.is_empty() { "uninit" } else { " or uninit" });
    }
}

/// Writes an integer `width` bytes wide as the explanations do: a byte in
/// decimal, a wider integer as [`write_integer`] writes it (hexadecimal
/// from 10 on, as `char` ranges read best).
const fn write_value(value: u128, width: usize, out: &mut Text) {
    if width == 1 {
        out.push_u128(value);
    } else {
        write_integer(value, out);
    }
}

/// Writes the tags of an enum's variants, `width` bytes each, each as one
/// integer: `0, 1, 4`.
const fn write_tags(choice: Choice, width: usize, out: &mut Text) {
    let mut first = true;
    let mut i = 0;
    while i < choice.alternatives.len() {
        let alternative = &choice.alternatives[i];
        i += 1;
        if !alternative.bytes.facts.inhabited {
            continue;
        }
        if let [Piece { kind: Kind::Tag(tag), .. }, ..] = alternative.bytes.pieces {
            if !first {
                out.push(", ");
            }
            first = false;
            write_value(*tag, width, out);
        }
    }
    if first {
        out.push("none");
    }
}

/// Writes the names of a choice's alternatives: `Empty | Byte | Pair`.
const fn write_alternatives(choice: Choice, out: &mut Text) {
    let mut i = 0;
    while i < choice.alternatives.len() {
        if i > 0 {
            out.push(" | ");
        }
        out.push(choice.alternatives[i].name);
        i += 1;
    }
}

const fn plural(count: usize) -> &'static str {
    if count == 1 {
        ""
    } else {
        "s"
    }
}

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

/// A short text of bounded length, written without an allocator: labels
/// and values of boxes. What does not fit is cut at a character boundary.
#[derive(Clone, Copy)]
pub(crate) struct Label {
    bytes: [u8; Label::CAPACITY],
    len: usize,
    /// Whether something was cut off.
    pub(crate) cut: bool,
}

impl Label {
    const CAPACITY: usize = 160;

    pub(crate) const fn new() -> Label {
        Label { bytes: [0; Label::CAPACITY], len: 0, cut: false }
    }

    /// A label of `text`, cut to fit.
    pub(crate) const fn of(text: &str) -> Label {
        let mut label = Label::new();
        label.push(text);
        label
    }

    /// Appends what fits of `text`.
    pub(crate) const fn push(&mut self, text: &str) {
        let text = text.as_bytes();
        let mut fits = text.len();
        if fits > Label::CAPACITY - self.len {
            fits = Label::CAPACITY - self.len;
            while fits > 0 && !starts_character(text[fits]) {
                fits -= 1;
            }
            self.cut = true;
        }
        let mut i = 0;
        while i < fits {
            self.bytes[self.len + i] = text[i];
            i += 1;
        }
        self.len += fits;
    }

    pub(crate) const fn as_str(&self) -> &str {
        match core::str::from_utf8(self.bytes.split_at(self.len).0) {
            Ok(text) => text,
            // Only whole characters are ever copied in.
            Err(_) => "",
        }
    }

    /// The width in characters.
    pub(crate) const fn width(&self) -> usize {
        let mut count = 0;
        let mut i = 0;
        while i < self.len {
            if starts_character(self.bytes[i]) {
                count += 1;
            }
            i += 1;
        }
        count
    }

    /// Where character `n` starts, in bytes (the length past the last).
    const fn byte_of_character(&self, n: usize) -> usize {
        let mut count = 0;
        let mut i = 0;
        while i < self.len {
            if starts_character(self.bytes[i]) {
                if count == n {
                    return i;
                }
                count += 1;
            }
            i += 1;
        }
        self.len
    }

    /// The label cut to `width` characters: a path (`header.flags`,
    /// `items[3]`, `kind tag`) keeps its end, where its leaf is; a plain
    /// name keeps its start.
    pub(crate) const fn fitted(&self, width: usize) -> Label {
        let mut i = 0;
        while i < self.len {
            if matches!(self.bytes[i], b'.' | b'[' | b' ') {
                return self.clipped_left(width);
            }
            i += 1;
        }
        self.clipped(width)
    }

    /// The text cut to its last `width` characters, starting with `~` when
    /// cut: a field path's leaf tells the most.
    pub(crate) const fn clipped_left(&self, width: usize) -> Label {
        let count = self.width();
        if count <= width {
            return *self;
        }
        let mut clipped = Label::new();
        clipped.cut = true;
        if width > 0 {
            clipped.push("~");
            let from = self.byte_of_character(count - (width - 1));
            clipped.push(substring(self.as_str(), from, self.len));
        }
        clipped
    }

    /// Line `index` of the text on at most `lines` lines of `width`
    /// characters, each as much as fits, broken after a comma of a list;
    /// empty past the text's last line. A text that does not fit so is one
    /// line, cut: a list is shown whole or as far as one line goes.
    pub(crate) const fn line(&self, width: usize, index: usize, lines: usize) -> Label {
        let mut rest = *self;
        let mut at = 0;
        let mut wanted = Label::new();
        while at < lines && rest.len > 0 {
            let (first, more) = rest.broken(width);
            if first.cut {
                break;
            }
            if at == index {
                wanted = first;
            }
            rest = more;
            at += 1;
        }
        match (rest.len, index) {
            (0, _) => wanted,
            (_, 0) => self.clipped(width),
            _ => Label::new(),
        }
    }

    /// The first line of the text, `width` characters at most, broken
    /// after the last comma of a list that fits, and the rest; or the
    /// text cut to fit, and nothing, where no such comma is.
    const fn broken(&self, width: usize) -> (Label, Label) {
        if self.width() <= width {
            return (*self, Label::new());
        }
        let mut split = None;
        let mut characters = 0;
        let mut i = 0;
        while i + 1 < self.len && characters < width {
            if starts_character(self.bytes[i]) {
                characters += 1;
            }
            if self.bytes[i] == b',' && self.bytes[i + 1] == b' ' {
                split = Some(i);
            }
            i += 1;
        }
        match split {
            Some(comma) => {
                let text = self.as_str();
                (Label::of(substring(text, 0, comma + 1)), Label::of(substring(text, comma + 2, self.len)))
            }
            None => (self.clipped(width), Label::new()),
        }
    }

    /// The text cut to `width` characters, ending in `~` when cut.
    pub(crate) const fn clipped(&self, width: usize) -> Label {
        if self.width() <= width {
            return Label::of(self.as_str());
        }
        let mut clipped = Label::new();
        clipped.cut = true;
        if width > 0 {
            clipped.push(substring(self.as_str(), 0, self.byte_of_character(width - 1)));
            clipped.push("~");
        }
        clipped
    }
}

/// Whether `byte` starts a character in UTF-8: continuation bytes are
/// `0b10xx_xxxx`.
const fn starts_character(byte: u8) -> bool {
    byte & 0xC0 != 0x80
}

impl Write for Label {
    fn write_str(&mut self, text: &str) -> fmt::Result {
        self.push(text);
        Ok(())
    }
}

/// Writes the label of a box: the field path without its leading dot,
/// `(padding)`, or the type's name for a part that is the whole type.
pub(crate) const fn write_label(description: &Description, part: &Part, out: &mut Text) {
    if part.trail.is_empty() {
        match part.holds {
            Holds::Padding => out.push("(padding)"),
            Holds::EnumTag(_) => out.push("tag"),
            // The alternatives: `Empty | Byte | Pair`.
            Holds::Choice(choice) => write_alternatives(choice, out),
            _ => description.write_name(out),
        }
        return;
    }
    part.trail.write_short(out);
    match part.holds {
        Holds::Padding => out.push(" (padding)"),
        Holds::EnumTag(_) => out.push(" tag"),
        _ => {}
    }
}

/// The label of a part as boxes show it.
pub(crate) const fn label(description: &Description, part: &Part) -> Label {
    let mut text = Text::new();
    write_label(description, part, &mut text);
    Label::of(text.as_str())
}

/// Writes ` after `flag`, before `value``: the fields around the padding
/// at byte `offset` of `description`, which `path` leads to, as the flat
/// parts of a picture show them; nothing for a side without a named
/// field (padding at the start or the end).
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

#[cfg(test)]
mod tests {
    use super::Label;
    use std::borrow::ToOwned;
    use std::string::String;
    use std::vec::Vec;

    fn lines(text: &str, width: usize, most: usize) -> Vec<String> {
        (0..most).map(|index| Label::of(text).line(width, index, most).as_str().to_owned()).collect()
    }

    #[test]
    fn a_list_goes_on_after_its_commas() {
        assert_eq!(lines("1, 6, 16..=17, 19", 9, 4), ["1, 6,", "16..=17,", "19", ""]);
        assert_eq!(lines("1, 6, 16..=17, 19", 17, 2), ["1, 6, 16..=17, 19", ""]);
        assert_eq!(lines("1, 6, 16..=17, 19", 15, 2), ["1, 6, 16..=17,", "19"]);
    }

    #[test]
    fn a_list_that_does_not_fit_whole_is_cut_on_one_line() {
        assert_eq!(lines("1, 6, 16..=17, 19", 9, 2), ["1, 6, 16~", ""]);
        assert_eq!(lines("any, in UnsafeCell", 9, 4), ["any, in ~", "", "", ""]);
        assert_eq!(lines("0..=0xd7ff", 5, 3), ["0..=~", "", ""]);
    }
}
