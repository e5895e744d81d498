//! A part of a picture: a byte range of a type, the field path that leads
//! to it ([`Trail`]) and what it holds ([`Holds`]), and the words that say
//! them (`0..=1`, `tag 42`, `enum of 3 variants`, a box's label), written
//! by `const fn`s into a [`Text`] so that a compile error says them too.
//!
//! May use: byte sets, descriptions, integers and text, and the labels
//! of boxes (`label.rs`).

use core::fmt::{self, Write};

use crate::byte_set::ByteSet;
use crate::description::{Bytes, Choice, Description, Kind, Piece, Pointer};
use crate::integers::{write_integer, Integers};
use crate::text::{substring, Text};

use super::label::Label;

/// The deepest field path a label shows; deeper steps are elided.
const MAX_STEPS: usize = 16;
/// The deepest nesting of arrays whose strides an offset shows.
const MAX_STRIDES: usize = 4;

/// One step of a [`Trail`].
#[derive(Clone, Copy)]
pub(super) enum Step {
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

    pub(super) const fn with(mut self, step: Step) -> Trail {
        if self.len < MAX_STEPS {
            self.steps[self.len] = step;
            self.len += 1;
        } else {
            self.elided = true;
        }
        self
    }

    pub(super) const fn with_field(self, name: &'static str) -> Trail {
        if name.is_empty() {
            self
        } else {
            self.with(Step::Field(name))
        }
    }

    /// The trail, with the name of the field `piece` describes and of the
    /// fields it was lifted from.
    pub(super) const fn with_piece(self, piece: &Piece) -> Trail {
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
    #[inline]
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
    pub(super) const fn at(base: usize) -> Offset {
        Offset { base, strides: [0; MAX_STRIDES], len: 0 }
    }

    pub(super) const fn plus(self, bytes: usize) -> Offset {
        Offset { base: self.base + bytes, ..self }
    }

    pub(super) const fn with_stride(mut self, stride: usize) -> Offset {
        if self.len < MAX_STRIDES {
            self.strides[self.len] = stride;
            self.len += 1;
        }
        self
    }

    /// How many arrays deep the offset is.
    pub(super) const fn level(&self) -> usize {
        self.len
    }
}

impl fmt::Display for Offset {
    #[inline]
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
    pub(super) const fn of(self, piece: &Piece) -> Interior {
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
    pub(super) const NONE: Part = Part {
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
