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

use core::fmt::{self, Write};

use crate::byte_set::ByteSet;
use crate::description::{Bytes, Choice, Description, Kind, Piece, Pointer};
use crate::integers::{tag_width, Integers};
use crate::path::Path;

/// The deepest field path a label shows; deeper steps are elided.
const MAX_STEPS: usize = 16;
/// The deepest nesting of arrays whose strides an offset shows.
const MAX_STRIDES: usize = 4;
/// An array whose elements together are at most this many bytes, and at
/// most [`MAX_EXPANDED_ELEMENTS`], is drawn element by element in boxes.
const MAX_EXPANDED_BYTES: usize = 64;
/// See [`MAX_EXPANDED_BYTES`].
const MAX_EXPANDED_ELEMENTS: usize = 16;

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

    fn with(mut self, step: Step) -> Trail {
        if self.len < MAX_STEPS {
            self.steps[self.len] = step;
            self.len += 1;
        } else {
            self.elided = true;
        }
        self
    }

    fn with_field(self, name: &'static str) -> Trail {
        if name.is_empty() {
            self
        } else {
            self.with(Step::Field(name))
        }
    }

    /// The trail, with the name of the field `piece` describes and of the
    /// fields it was lifted from.
    fn with_piece(self, piece: &Piece) -> Trail {
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

    pub(crate) fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Writes `.header.flags[3]`.
    pub(crate) fn write(&self, out: &mut dyn Write) -> fmt::Result {
        self.write_steps(true, out)
    }

    fn write_steps(&self, lifted: bool, out: &mut dyn Write) -> fmt::Result {
        for step in &self.steps[..self.len] {
            match *step {
                Step::Lifted(_) if !lifted => {}
                Step::Field(name) | Step::Variant(name) | Step::Lifted(name) => write!(out, ".{name}")?,
                Step::Index(index) => write!(out, "[{index}]")?,
                Step::Each(level) => write!(out, "[{}]", stride_letter(level))?,
            }
        }
        if self.elided {
            out.write_str("...")?;
        }
        Ok(())
    }

    /// Writes `header.flags[3]`: the path without its leading dot, as a
    /// box's label.
    pub(crate) fn write_short(&self, out: &mut dyn Write) -> fmt::Result {
        let mut label = Label::new();
        self.write_steps(false, &mut label)?;
        out.write_str(label.as_str().strip_prefix('.').unwrap_or(label.as_str()))
    }
}

/// `i`, `j`, `k`, `l`: the index of the `level`th nested array.
fn stride_letter(level: usize) -> char {
    ['i', 'j', 'k', 'l'][level.min(MAX_STRIDES - 1)]
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

    fn plus(self, bytes: usize) -> Offset {
        Offset { base: self.base + bytes, ..self }
    }

    fn with_stride(mut self, stride: usize) -> Offset {
        if self.len < MAX_STRIDES {
            self.strides[self.len] = stride;
            self.len += 1;
        }
        self
    }

    /// How many arrays deep the offset is.
    fn level(&self) -> usize {
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
    fn of(self, piece: &Piece) -> Interior {
        if piece.opaque {
            Interior::Opaque
        } else if piece.atomic {
            Interior::Atomic
        } else if piece.interior_mutable || self != Interior::None {
            if self == Interior::None {
                Interior::Cell
            } else {
                self
            }
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
    /// Writes what the part holds, in the words of a table: `0..=1`,
    /// `any`, `tag 0x2a`, `&u8`, `enum of 3 variants`.
    pub(crate) fn write_holds(&self, out: &mut dyn Write) -> fmt::Result {
        match self.holds {
            Holds::Bytes(set) => {
                let varied = !ByteSet::INITIALIZED.is_subset_of(set) && !set.initialized().is_empty();
                if self.size > 1 && varied {
                    out.write_str("each byte ")?;
                }
                write_set(set, out)?;
            }
            Holds::Padding => out.write_str("padding, uninit")?,
            Holds::Tag(value) => {
                out.write_str("tag ")?;
                write_integer(value, out)?;
            }
            Holds::Integers(integers) => write!(out, "{integers}")?,
            Holds::EnumTag(choice) => {
                out.write_str("tag ")?;
                write_tags(choice, out)?;
            }
            Holds::Pointer(pointer) => write!(out, "pointer `{pointer:?}`")?,
            Holds::Choice(choice) => {
                let count = choice.alternatives.len();
                if choice.union {
                    write!(out, "union of {count} field{}", plural(count))?;
                } else {
                    write!(out, "enum of {count} variant{}", plural(count))?;
                }
            }
            Holds::Alternative { name, union, inhabited } => {
                write!(out, "{} `{name}`", if union { "field" } else { "variant" })?;
                if !inhabited {
                    out.write_str(", no values")?;
                }
            }
            Holds::Repeat { count, element } => {
                write!(out, "{count} \u{d7} {} byte{}", element.size, plural(element.size))?;
            }
            Holds::Tail { element, utf8 } => {
                write!(out, "any number of `{element}`")?;
                if utf8 {
                    out.write_str(", UTF-8 together")?;
                }
            }
        }
        match self.cell {
            Interior::None => Ok(()),
            Interior::Cell => out.write_str(", in UnsafeCell"),
            Interior::Atomic => out.write_str(", atomic"),
            Interior::Opaque => out.write_str(", cells unknown"),
        }
    }

    /// Writes the values as a box shows them under its label: as
    /// [`write_holds`](Self::write_holds), shorter for choices and arrays.
    pub(crate) fn write_short_holds(&self, out: &mut dyn Write) -> fmt::Result {
        match self.holds {
            Holds::Padding => out.write_str("uninit"),
            Holds::Pointer(pointer) => write!(out, "{pointer:?}"),
            Holds::Choice(choice) => {
                out.write_str(if choice.union { "union: " } else { "enum: " })?;
                for (i, alternative) in choice.alternatives.iter().enumerate() {
                    if i > 0 {
                        out.write_str(" | ")?;
                    }
                    out.write_str(alternative.name)?;
                }
                Ok(())
            }
            Holds::Repeat { count, element } => write!(out, "{count} \u{d7} {}", element.size),
            _ => self.write_holds(out),
        }
    }
}

/// Writes a byte set as the pictures show it: `any`, `0..=1`, `1..=0xff`,
/// `any or uninit`, `uninit`.
pub(crate) fn write_set(set: ByteSet, out: &mut dyn Write) -> fmt::Result {
    if set.is_empty() {
        return out.write_str("nothing");
    }
    let values = set.initialized();
    if ByteSet::INITIALIZED.is_subset_of(values) {
        out.write_str("any")?;
    } else if !values.is_empty() {
        let mut from = 0u16;
        let mut first = true;
        while let Some((low, high)) = values.next_range(from) {
            if !first {
                out.write_str(", ")?;
            }
            first = false;
            write_integer(low as u128, out)?;
            if high != low {
                out.write_str("..=")?;
                write_integer(high as u128, out)?;
            }
            from = high as u16 + 1;
        }
    }
    if set.contains_uninit() {
        out.write_str(if values.is_empty() { "uninit" } else { " or uninit" })?;
    }
    Ok(())
}

/// Writes `value` in decimal below 10, in hex above: `7`, `0xfe00`, as
/// explanations write integers.
pub(crate) fn write_integer(value: u128, out: &mut dyn Write) -> fmt::Result {
    if value < 10 {
        write!(out, "{value}")
    } else {
        write!(out, "{value:#x}")
    }
}

/// Writes the tags of an enum's variants, each as one integer: `0, 1, 4`.
fn write_tags(choice: Choice, out: &mut dyn Write) -> fmt::Result {
    let mut first = true;
    for alternative in choice.alternatives {
        if !alternative.bytes.facts.inhabited {
            continue;
        }
        if let Some(Piece { kind: Kind::Tag(tag), .. }) = alternative.bytes.pieces.first() {
            if !first {
                out.write_str(", ")?;
            }
            first = false;
            write_integer(*tag, out)?;
        }
    }
    if first {
        out.write_str("none")?;
    }
    Ok(())
}

fn plural(count: usize) -> &'static str {
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

/// Visits the parts of `description` in offset order.
pub(crate) fn walk(
    description: &'static Description,
    mode: Mode<'_>,
    visit: &mut dyn FnMut(&Part) -> fmt::Result,
) -> fmt::Result {
    let mut walker = Walker { mode, visit };
    walker.bytes(&description.bytes, Offset::at(0), Trail::EMPTY, 0, Interior::None)?;
    if let Some(tail) = description.tail {
        let element = tail.element;
        let trail = Trail::EMPTY.with_field(tail.name);
        match mode {
            Mode::Table => {
                let heading = Part {
                    offset: Offset::at(description.size),
                    size: element.size,
                    depth: 0,
                    trail,
                    holds: Holds::Tail { element, utf8: tail.utf8 },
                    cell: Interior::None,
                };
                (walker.visit)(&heading)?;
                let offset = Offset::at(description.size).with_stride(element.size);
                walker.bytes(&element.bytes, offset, trail.with(Step::Each(0)), 1, Interior::None)?;
            }
            Mode::Flat { window: Some((low, high)), .. } if element.size > 0 && high > description.size => {
                let first = low.saturating_sub(description.size) / element.size;
                let last = (high - 1 - description.size) / element.size;
                for index in first..=last.min(first + MAX_EXPANDED_ELEMENTS) {
                    let offset = Offset::at(description.size + index * element.size);
                    walker.bytes(&element.bytes, offset, trail.with(Step::Index(index)), 0, Interior::None)?;
                }
            }
            Mode::Flat { .. } => {}
        }
    }
    Ok(())
}

struct Walker<'m, 'v> {
    mode: Mode<'m>,
    visit: &'v mut dyn FnMut(&Part) -> fmt::Result,
}

impl Walker<'_, '_> {
    /// Whether `size` bytes at `offset` lie outside the window asked for.
    fn outside(&self, offset: Offset, size: usize) -> bool {
        match self.mode {
            Mode::Flat { window: Some((low, high)), .. } => offset.base >= high || offset.base + size <= low,
            _ => false,
        }
    }

    fn leaf(
        &mut self,
        offset: Offset,
        size: usize,
        depth: usize,
        trail: Trail,
        holds: Holds,
        cell: Interior,
    ) -> fmt::Result {
        if size == 0 || self.outside(offset, size) {
            return Ok(());
        }
        (self.visit)(&Part { offset, size, depth, trail, holds, cell })
    }

    fn bytes(
        &mut self,
        bytes: &'static Bytes,
        base: Offset,
        trail: Trail,
        depth: usize,
        cell: Interior,
    ) -> fmt::Result {
        let mut cursor = 0;
        for piece in bytes.pieces {
            if piece.offset > cursor {
                self.leaf(base.plus(cursor), piece.offset - cursor, depth, trail, Holds::Padding, cell)?;
            }
            self.piece(piece, base, trail, depth, cell)?;
            cursor = cursor.max(piece.offset + piece.size);
        }
        if cursor < bytes.size {
            self.leaf(base.plus(cursor), bytes.size - cursor, depth, trail, Holds::Padding, cell)?;
        }
        Ok(())
    }

    fn piece(
        &mut self,
        piece: &'static Piece,
        base: Offset,
        trail: Trail,
        depth: usize,
        cell: Interior,
    ) -> fmt::Result {
        let offset = base.plus(piece.offset);
        let trail = trail.with_piece(piece);
        let cell = cell.of(piece);
        let size = piece.size;
        if self.outside(offset, size) {
            return Ok(());
        }
        match piece.kind {
            Kind::Run(set) => self.leaf(offset, size, depth, trail, Holds::Bytes(set), cell),
            Kind::Tag(tag) => self.leaf(offset, size, depth, trail, Holds::Tag(tag), cell),
            Kind::Scalar { products, count } => {
                let holds = match Integers::of(piece) {
                    Some(integers) => Holds::Integers(integers),
                    None => {
                        Holds::Bytes(products[..count * size].iter().fold(ByteSet::EMPTY, |all, set| all.union(*set)))
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

    fn repeat(
        &mut self,
        element: &'static Bytes,
        count: usize,
        offset: Offset,
        trail: Trail,
        depth: usize,
        cell: Interior,
    ) -> fmt::Result {
        let size = element.size * count;
        if size == 0 {
            return Ok(());
        }
        // An array of one run is that run over all its bytes: each byte
        // is independent of the others either way.
        if let Some(Piece { kind: Kind::Run(set), name: "", lifted_from: None, .. }) = element.as_single_piece() {
            let single = element.pieces[0];
            return self.leaf(offset, size, depth, trail, Holds::Bytes(set), cell.of(&single));
        }
        let whole = Holds::Repeat { count, element };
        match self.mode {
            Mode::Table => {
                self.leaf(offset, size, depth, trail, whole, cell)?;
                let level = offset.level();
                self.bytes(element, offset.with_stride(element.size), trail.with(Step::Each(level)), depth + 1, cell)
            }
            Mode::Flat { window, .. } => {
                let elements = match window {
                    Some((low, high)) => {
                        let first = low.saturating_sub(offset.base) / element.size;
                        let last = ((high - 1).saturating_sub(offset.base) / element.size).min(count - 1);
                        first..=last.min(first + MAX_EXPANDED_ELEMENTS)
                    }
                    None if count <= MAX_EXPANDED_ELEMENTS && size <= MAX_EXPANDED_BYTES => 0..=count - 1,
                    None => return self.leaf(offset, size, depth, trail, whole, cell),
                };
                for index in elements {
                    self.bytes(
                        element,
                        offset.plus(index * element.size),
                        trail.with(Step::Index(index)),
                        depth,
                        cell,
                    )?;
                }
                Ok(())
            }
        }
    }

    fn choice(
        &mut self,
        choice: Choice,
        offset: Offset,
        size: usize,
        trail: Trail,
        depth: usize,
        cell: Interior,
    ) -> fmt::Result {
        match self.mode {
            Mode::Table => {
                self.leaf(offset, size, depth, trail, Holds::Choice(choice), cell)?;
                for alternative in choice.alternatives {
                    let inhabited = alternative.bytes.facts.inhabited;
                    let heading = Holds::Alternative { name: alternative.name, union: choice.union, inhabited };
                    let trail = trail.with(Step::Variant(alternative.name));
                    (self.visit)(&Part { offset, size, depth: depth + 1, trail, holds: heading, cell })?;
                    self.bytes(&alternative.bytes, offset, trail, depth + 2, cell)?;
                }
                Ok(())
            }
            Mode::Flat { follow, .. } => {
                let followed = follow.and_then(|path| {
                    choice.alternatives.iter().find(|alternative| path.passes_variant(alternative.name))
                });
                if let Some(alternative) = followed {
                    let trail = trail.with(Step::Variant(alternative.name));
                    return self.bytes(&alternative.bytes, offset, trail, depth, cell);
                }
                match tag_width(choice) {
                    Some(width) if !choice.union && width < size => {
                        self.leaf(offset, width, depth, trail, Holds::EnumTag(choice), cell)?;
                        self.leaf(offset.plus(width), size - width, depth, trail, Holds::Choice(choice), cell)
                    }
                    Some(width) if !choice.union => {
                        self.leaf(offset, width, depth, trail, Holds::EnumTag(choice), cell)
                    }
                    _ => self.leaf(offset, size, depth, trail, Holds::Choice(choice), cell),
                }
            }
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

    pub(crate) fn new() -> Label {
        Label { bytes: [0; Label::CAPACITY], len: 0, cut: false }
    }

    pub(crate) fn as_str(&self) -> &str {
        core::str::from_utf8(&self.bytes[..self.len]).unwrap_or("")
    }

    /// The width in characters.
    pub(crate) fn width(&self) -> usize {
        self.as_str().chars().count()
    }

    /// The label cut to `width` characters: a path (`header.flags`,
    /// `items[3]`, `kind tag`) keeps its end, where its leaf is; a plain
    /// name keeps its start.
    pub(crate) fn fitted(&self, width: usize) -> Label {
        if self.as_str().contains(['.', '[', ' ']) {
            self.clipped_left(width)
        } else {
            self.clipped(width)
        }
    }

    /// The text cut to its last `width` characters, starting with `~` when
    /// cut: a field path's leaf tells the most.
    pub(crate) fn clipped_left(&self, width: usize) -> Label {
        let count = self.width();
        if count <= width {
            return *self;
        }
        let mut clipped = Label::new();
        clipped.cut = true;
        if width > 0 {
            let _ = clipped.write_char('~');
            for character in self.as_str().chars().skip(count - (width - 1)) {
                let _ = clipped.write_char(character);
            }
        }
        clipped
    }

    /// The text cut to `width` characters, ending in `~` when cut.
    pub(crate) fn clipped(&self, width: usize) -> Label {
        let mut clipped = Label::new();
        if self.width() <= width {
            let _ = clipped.write_str(self.as_str());
            return clipped;
        }
        if width == 0 {
            clipped.cut = true;
            return clipped;
        }
        for character in self.as_str().chars().take(width - 1) {
            let _ = clipped.write_char(character);
        }
        let _ = clipped.write_char('~');
        clipped.cut = true;
        clipped
    }
}

impl Write for Label {
    fn write_str(&mut self, text: &str) -> fmt::Result {
        let mut fits = text.len().min(Label::CAPACITY - self.len);
        while !text.is_char_boundary(fits) {
            fits -= 1;
        }
        if fits < text.len() {
            self.cut = true;
        }
        self.bytes[self.len..self.len + fits].copy_from_slice(&text.as_bytes()[..fits]);
        self.len += fits;
        Ok(())
    }
}

/// Writes the label of a box: the field path without its leading dot,
/// `(padding)`, or the type's name for a part that is the whole type.
pub(crate) fn write_label(description: &Description, part: &Part, out: &mut dyn Write) -> fmt::Result {
    if part.trail.is_empty() {
        return match part.holds {
            Holds::Padding => out.write_str("(padding)"),
            Holds::EnumTag(_) => out.write_str("tag"),
            // The alternatives: `Empty | Byte | Pair`.
            Holds::Choice(choice) => {
                for (i, alternative) in choice.alternatives.iter().enumerate() {
                    if i > 0 {
                        out.write_str(" | ")?;
                    }
                    out.write_str(alternative.name)?;
                }
                Ok(())
            }
            _ => write!(out, "{description}"),
        };
    }
    part.trail.write_short(out)?;
    match part.holds {
        Holds::Padding => out.write_str(" (padding)"),
        Holds::EnumTag(_) => out.write_str(" tag"),
        _ => Ok(()),
    }
}
