//! The box diagram as SVG, for documentation and books.
//!
//! The rows are those of the text boxes ([`lay_out`]); each box is a
//! group (`<g class="box">`) of a filled rectangle, the field's label and
//! its values, cut to what fits the box at the font's width. Colours say
//! what a part holds, the same in every picture: padding grey, tags
//! yellow, cells purple, pointers blue, enums and unions green, arrays
//! orange. Fonts are the reader's generic `monospace`, so the document
//! needs nothing outside itself.

use alloc::string::String;
use core::fmt::{self, Write};

use super::boxes::{edge_at, label, lay_out, open_at, Drawing, Row, MAX_ROW_BYTES};
use super::label::Label;
use super::part::{Holds, Interior, Part};
use super::walk::Mode;
use crate::description::bits::BitField;
use crate::description::Description;

/// Pixels per byte, across.
const BYTE_WIDTH: usize = 120;
const ROW_HEIGHT: usize = 46;
const ELIDED_HEIGHT: usize = 26;
/// Room left of the rows, for their offsets.
const LEFT: usize = 64;
const RIGHT: usize = 16;
/// Room above the rows: the title and the ruler of bit numbers.
const TOP: usize = 58;
const LABEL_FONT: usize = 13;
const VALUE_FONT: usize = 11;
/// The smallest font: the names and values of fields of a few bits.
const SMALLEST_FONT: usize = 9;
/// The advance of a monospace character, in thousandths of its font size
/// (0.6 em in the common monospace fonts), with a margin.
const CHARACTER_WIDTH: usize = 640;
/// Room kept between a box's edge and its text, each side.
const INSET: usize = 6;

/// The SVG document of the boxes of `description`.
#[inline]
pub(crate) fn draw(description: &'static Description, row_bytes: usize) -> String {
    let row_bytes = row_bytes.clamp(1, super::boxes::MAX_ROW_BYTES);
    let mut svg = Svg { description, body: String::new(), y: TOP, classes: [false; CLASSES.len()] };
    // Writing into a `String` cannot fail.
    let _ = lay_out(description, Mode::Flat { follow: None, window: None }, row_bytes, &mut svg);
    let width = LEFT + row_bytes * BYTE_WIDTH + RIGHT;
    let mut document = String::new();
    let _ = svg.finish(row_bytes, width, &mut document);
    document
}

/// The classes of parts, their colours and the words of the legend.
const CLASSES: [(Class, &str, &str); 7] = [
    (Class::Value, "#ffffff", "value"),
    (Class::Padding, "#d4d4d4", "padding"),
    (Class::Tag, "#ffe7a0", "tag"),
    (Class::Cell, "#e2d1f7", "UnsafeCell"),
    (Class::Pointer, "#cde2fb", "pointer"),
    (Class::Choice, "#d3efd3", "enum, union"),
    (Class::Repeat, "#fbdcc4", "array"),
];

#[inline]
fn colour(class: Class) -> &'static str {
    CLASSES.iter().find(|(c, ..)| *c == class).map_or("#ffffff", |(_, colour, _)| colour)
}

struct Svg {
    description: &'static Description,
    body: String,
    /// The top of the next row.
    y: usize,
    /// Which classes appear, for the legend.
    classes: [bool; CLASSES.len()],
}

impl Svg {
    #[inline]
    fn finish(&self, row_bytes: usize, width: usize, out: &mut String) -> fmt::Result {
        let legend_top = self.y + 16;
        let height = legend_top + 30;
        writeln!(
            out,
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width}\" height=\"{height}\" \
             viewBox=\"0 0 {width} {height}\" font-family=\"monospace\">"
        )?;
        let mut title = Label::new();
        super::table::write_heading(self.description, &mut title)?;
        let title = title.as_str().trim_end();
        writeln!(out, "<title>{}</title>", Escaped(title))?;
        writeln!(out, "<rect width=\"{width}\" height=\"{height}\" fill=\"#ffffff\"/>")?;
        writeln!(out, "<text x=\"{LEFT}\" y=\"20\" font-size=\"14\" font-weight=\"bold\">{}</text>", Escaped(title))?;
        if self.description.size == 0 {
            writeln!(out, "<text x=\"{LEFT}\" y=\"{TOP}\" font-size=\"{VALUE_FONT}\">(no bytes)</text>")?;
        }
        // Bit numbers over each bit, and the byte offset of each row.
        let bits = if self.description.size == 0 { 0 } else { 8 * row_bytes };
        write!(out, "<g class=\"ruler\" font-size=\"9\" fill=\"#555555\" text-anchor=\"middle\">")?;
        for bit in 0..bits {
            let x = LEFT * 10 + bit * BYTE_WIDTH * 10 / 8 + BYTE_WIDTH * 10 / 16;
            write!(out, "<text x=\"{}.{}\" y=\"{}\">{}</text>", x / 10, x % 10, TOP - 6, bit)?;
        }
        writeln!(out, "</g>")?;
        out.push_str(&self.body);
        let mut x = LEFT;
        write!(out, "<g class=\"legend\" font-size=\"{VALUE_FONT}\">")?;
        for (index, (class, fill, words)) in CLASSES.iter().enumerate() {
            if !self.classes[index] {
                continue;
            }
            let _ = class;
            write!(
                out,
                "<rect x=\"{x}\" y=\"{legend_top}\" width=\"12\" height=\"12\" fill=\"{fill}\" stroke=\"#333333\"/>\
                 <text x=\"{}\" y=\"{}\">{words}</text>",
                x + 16,
                legend_top + 10
            )?;
            x += 16 + words.len() * VALUE_FONT * CHARACTER_WIDTH / 1000 + 18;
        }
        writeln!(out, "</g>")?;
        writeln!(out, "</svg>")
    }
}

impl Drawing for Svg {
    #[inline]
    fn line(&mut self, above: Option<&Row>, below: Option<&Row>) -> fmt::Result {
        let width = above.map_or(0, Row::width).max(below.map_or(0, Row::width));
        let y = self.y;
        for column in 0..width {
            if !open_at(above, below, column) {
                let x = LEFT + column * BYTE_WIDTH;
                writeln!(
                    self.body,
                    "<line x1=\"{x}\" y1=\"{y}\" x2=\"{}\" y2=\"{y}\" stroke=\"#333333\" stroke-width=\"1.5\"/>",
                    x + BYTE_WIDTH
                )?;
            }
        }
        Ok(())
    }

    #[inline]
    fn row(&mut self, row: &Row) -> fmt::Result {
        let top = self.y;
        let height = if row.elided.is_some() { ELIDED_HEIGHT } else { ROW_HEIGHT };
        writeln!(
            self.body,
            "<text x=\"{}\" y=\"{}\" font-size=\"{VALUE_FONT}\" fill=\"#555555\" text-anchor=\"end\">{}</text>",
            LEFT - 8,
            top + height / 2 + 4,
            row.offset
        )?;
        let owners = if row.elided.is_none() { Some(bit_owners(self.description, row)) } else { None };
        for segment in row.segments() {
            let class = Class::of(&segment.part);
            if let Some(index) = CLASSES.iter().position(|(c, ..)| *c == class) {
                self.classes[index] = true;
            }
            let x = LEFT + segment.start * BYTE_WIDTH;
            let width = segment.len * BYTE_WIDTH;
            let centre = x + width / 2;
            write!(
                self.body,
                "<g class=\"box\"><rect x=\"{x}\" y=\"{top}\" width=\"{width}\" height=\"{height}\" fill=\"{}\"/>",
                colour(class)
            )?;
            if let Some(bytes) = row.elided {
                let mut text = Label::new();
                write!(text, "... {bytes} bytes ...")?;
                let text = text.clipped(characters(width, VALUE_FONT));
                write!(
                    self.body,
                    "<text x=\"{centre}\" y=\"{}\" font-size=\"{VALUE_FONT}\" text-anchor=\"middle\">{}</text>",
                    top + height / 2 + 4,
                    Escaped(text.as_str())
                )?;
            } else if owners.is_some_and(|owners| owners[8 * segment.start].is_some()) {
                // Bit fields are labelled field by field, below.
            } else if segment.labelled {
                let name = label(self.description, &segment.part).fitted(characters(width, LABEL_FONT));
                let values = segment.part.short_holds().clipped(characters(width, VALUE_FONT));
                let ink = if class == Class::Padding { "#555555" } else { "#000000" };
                write!(
                    self.body,
                    "<text x=\"{centre}\" y=\"{}\" font-size=\"{LABEL_FONT}\" text-anchor=\"middle\" fill=\"{ink}\">{}</text>\
                     <text x=\"{centre}\" y=\"{}\" font-size=\"{VALUE_FONT}\" text-anchor=\"middle\" fill=\"#444444\">{}</text>",
                    top + 19,
                    Escaped(name.as_str()),
                    top + 36,
                    Escaped(values.as_str())
                )?;
            }
            writeln!(self.body, "</g>")?;
        }
        if let Some(owners) = &owners {
            self.bit_fields(row, owners, top, height)?;
        }
        // The edges left of each box and right of the last, but not inside
        // a bit field that goes on into the next byte.
        for column in 0..=row.width() {
            let inside_field = owners
                .as_ref()
                .is_some_and(|owners| column > 0 && same_field(owners[8 * column - 1], owners[8 * column]));
            if edge_at(Some(row), column) && !inside_field {
                let x = LEFT + column * BYTE_WIDTH;
                writeln!(
                    self.body,
                    "<line x1=\"{x}\" y1=\"{top}\" x2=\"{x}\" y2=\"{}\" stroke=\"#333333\" stroke-width=\"1.5\"/>",
                    top + height
                )?;
            }
        }
        self.y += height;
        Ok(())
    }
}

/// The field of each bit of a row, most significant bit of each byte
/// first, where its bytes are those of records of bit fields; one more,
/// empty, past the row's end.
type BitOwners = [Option<(usize, &'static BitField)>; 8 * MAX_ROW_BYTES + 1];

#[inline]
fn bit_owners(description: &'static Description, row: &Row) -> BitOwners {
    let mut owners = [None; 8 * MAX_ROW_BYTES + 1];
    for column in 0..row.width() {
        if let Some((record, fields)) = crate::description::bits::fields_of_byte(description, row.offset + column) {
            for (bit, field) in fields.into_iter().enumerate() {
                owners[8 * column + bit] = Some((record, field));
            }
        }
    }
    owners
}

/// Whether two bits are of one field of one record.
#[inline]
fn same_field(a: Option<(usize, &BitField)>, b: Option<(usize, &BitField)>) -> bool {
    matches!((a, b), (Some((x, a)), Some((y, b))) if x == y && core::ptr::eq(a, b))
}

impl Svg {
    /// Labels each run of bits of one field with its name and values, and
    /// draws the edges between fields inside a byte.
    #[inline]
    fn bit_fields(&mut self, row: &Row, owners: &BitOwners, top: usize, height: usize) -> fmt::Result {
        const BIT_WIDTH: usize = BYTE_WIDTH / 8;
        let bits = 8 * row.width();
        let mut start = 0;
        while start < bits {
            let Some((_, field)) = owners[start] else {
                start += 1;
                continue;
            };
            let mut end = start + 1;
            while end < bits && same_field(owners[end], owners[start]) {
                end += 1;
            }
            let (x, width) = (LEFT + start * BIT_WIDTH, (end - start) * BIT_WIDTH);
            if start % 8 != 0 {
                writeln!(
                    self.body,
                    "<line x1=\"{x}\" y1=\"{top}\" x2=\"{x}\" y2=\"{}\" stroke=\"#333333\" stroke-width=\"1\"/>",
                    top + height
                )?;
            }
            let mut name = Label::new();
            name.push(field.name());
            let mut values = Label::new();
            field.write_values(&mut values)?;
            // A field of a few bits has a narrow box: its name is written
            // smaller rather than cut, down to a size still read.
            let font = |text: &Label, largest: usize| {
                [largest, VALUE_FONT, SMALLEST_FONT]
                    .into_iter()
                    .find(|&font| text.width() <= characters(width, font))
                    .unwrap_or(SMALLEST_FONT)
            };
            let (name_font, values_font) = (font(&name, LABEL_FONT), font(&values, VALUE_FONT));
            write!(
                self.body,
                "<text x=\"{}\" y=\"{}\" font-size=\"{name_font}\" text-anchor=\"middle\">{}</text>\
                 <text x=\"{}\" y=\"{}\" font-size=\"{values_font}\" text-anchor=\"middle\" fill=\"#444444\">{}</text>",
                x + width / 2,
                top + 19,
                Escaped(name.fitted(characters(width, name_font)).as_str()),
                x + width / 2,
                top + 36,
                Escaped(values.clipped(characters(width, values_font)).as_str()),
            )?;
            writeln!(self.body)?;
            start = end;
        }
        Ok(())
    }
}

/// How many characters of `font` pixels a box `width` pixels wide holds.
#[inline]
fn characters(width: usize, font: usize) -> usize {
    (width - 2 * INSET) * 1000 / (font * CHARACTER_WIDTH)
}

/// Text with the characters XML reserves escaped.
struct Escaped<'a>(&'a str);

impl fmt::Display for Escaped<'_> {
    #[inline]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for character in self.0.chars() {
            match character {
                '&' => f.write_str("&amp;")?,
                '<' => f.write_str("&lt;")?,
                '>' => f.write_str("&gt;")?,
                '"' => f.write_str("&quot;")?,
                '\'' => f.write_str("&apos;")?,
                other => f.write_char(other)?,
            }
        }
        Ok(())
    }
}

/// The class of a part, for colours and legends: what a reader tells
/// apart at a glance.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Class {
    Value,
    Padding,
    Tag,
    Cell,
    Pointer,
    Choice,
    Repeat,
}

impl Class {
    #[inline]
    pub(crate) fn of(part: &Part) -> Class {
        if part.cell != Interior::None {
            return Class::Cell;
        }
        match part.holds {
            Holds::Padding => Class::Padding,
            Holds::Tag(_) | Holds::EnumTag(_) => Class::Tag,
            Holds::Pointer(_) => Class::Pointer,
            Holds::Choice(_) | Holds::Alternative { .. } => Class::Choice,
            Holds::Repeat { .. } | Holds::Tail { .. } => Class::Repeat,
            Holds::Bytes(set) if set.contains_uninit() && set.initialized().is_empty() => Class::Padding,
            Holds::Bytes(_) | Holds::Integers(_) => Class::Value,
        }
    }
}
