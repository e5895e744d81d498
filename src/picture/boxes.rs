//! The box diagram: parts laid into rows of bytes, as RFC 791 draws the
//! IPv4 header.
//!
//! ```text
//!  0                   1                   2                   3
//!  0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1
//! +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
//! |     kind      |    urgent     |            length             |
//! +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
//! ```
//!
//! [`lay_out`] cuts the flat parts of a description into [`Row`]s, and
//! hands each row, and each line between two rows, to a [`Drawing`]: the
//! text here, the SVG in `svg.rs`. A part that fills more than three
//! whole rows is drawn as its first row, one elided row that says how many
//! bytes it skips, and its last row, so a large array costs a few rows.
//! Where a part goes on in the row below, the line between them is left
//! open, as the RFCs draw a field of several rows.

use core::fmt::{self, Write};

use super::label::Label;
pub(crate) use super::part::label;
use super::part::Part;
use super::walk::{walk, Mode};
use crate::description::bits::BitField;
use crate::description::Description;

/// The widest row, in bytes: [`LayoutPicture::MAX_ROW_BYTES`](super::LayoutPicture::MAX_ROW_BYTES).
pub(crate) const MAX_ROW_BYTES: usize = 16;
/// A part that fills at least this many whole rows has its middle rows
/// elided.
const ELIDED_FROM_ROWS: usize = 4;

/// One box of a row: `len` bytes from byte `start` of the row, of a part.
#[derive(Clone, Copy)]
pub(crate) struct Segment {
    pub(crate) start: usize,
    pub(crate) len: usize,
    /// Which part, counted in offset order: a box goes on in the row below
    /// when the byte under it is of the same part.
    pub(crate) id: usize,
    /// Whether the part's label is written in this box (the first box of
    /// the part, unless a later one is wider and the label does not fit).
    pub(crate) labelled: bool,
    pub(crate) part: Part,
}

/// A row of boxes, or of one part's elided bytes.
#[derive(Clone, Copy)]
pub(crate) struct Row {
    /// The offset of the row's first byte.
    pub(crate) offset: usize,
    pub(crate) segments: [Option<Segment>; MAX_ROW_BYTES],
    pub(crate) len: usize,
    /// For a row that stands for whole rows of one part: how many bytes.
    pub(crate) elided: Option<usize>,
}

impl Row {
    #[inline]
    fn new(offset: usize) -> Row {
        Row { offset, segments: [None; MAX_ROW_BYTES], len: 0, elided: None }
    }

    #[inline]
    pub(crate) fn segments(&self) -> impl Iterator<Item = &Segment> {
        self.segments[..self.len].iter().flatten()
    }

    /// How many bytes the row's boxes cover.
    #[inline]
    pub(crate) fn width(&self) -> usize {
        self.segments().last().map_or(0, |segment| segment.start + segment.len)
    }

    /// The part of byte `column`, if the row has one there.
    #[inline]
    pub(crate) fn id_at(&self, column: usize) -> Option<usize> {
        self.segments().find(|segment| segment.start <= column && column < segment.start + segment.len).map(|s| s.id)
    }

    #[inline]
    fn push(&mut self, segment: Segment) {
        self.segments[self.len] = Some(segment);
        self.len += 1;
    }
}

/// What draws rows: the text of `{:#}`, or SVG.
pub(crate) trait Drawing {
    /// Draws the line between `above` and `below` (either missing at the
    /// top and at the bottom).
    fn line(&mut self, above: Option<&Row>, below: Option<&Row>) -> fmt::Result;
    /// Draws a row of boxes.
    fn row(&mut self, row: &Row) -> fmt::Result;
}

/// The characters inside a text box of `len` bytes: two per bit, less the
/// box's left edge.
#[inline]
pub(crate) fn text_width(len: usize) -> usize {
    16 * len - 1
}

/// Lays the flat parts of `description` (following `follow`, inside
/// `window`, as [`Mode::Flat`] says) into rows of `row_bytes` bytes.
#[inline]
pub(crate) fn lay_out(
    description: &'static Description,
    mode: Mode<'_>,
    row_bytes: usize,
    drawing: &mut dyn Drawing,
) -> fmt::Result {
    let row_bytes = row_bytes.clamp(1, MAX_ROW_BYTES);
    let mut rows = Rows { row_bytes, current: None, previous: None, drawing };
    let mut id = 0;
    walk(description, mode, &mut |part| {
        id += 1;
        rows.part(description, part, id)
    })?;
    rows.finish()
}

struct Rows<'d> {
    row_bytes: usize,
    current: Option<Row>,
    previous: Option<Row>,
    drawing: &'d mut dyn Drawing,
}

impl Rows<'_> {
    #[inline]
    fn part(&mut self, description: &Description, part: &Part, id: usize) -> fmt::Result {
        let rb = self.row_bytes;
        let (start, end) = (part.offset.base, part.offset.base + part.size);
        // The label goes in the first box, unless it does not fit there
        // and the second box is wider.
        let first = (end - start).min(rb - start % rb);
        let second = (end - start - first).min(rb);
        let fits = label(description, part).width() <= text_width(first);
        let label_first = fits || first >= second;
        let mut at = start;
        let mut boxes = 0;
        while at < end {
            let column = at % rb;
            let row_offset = at - column;
            if self.current.as_ref().is_some_and(|row| row.offset != row_offset) {
                self.flush()?;
            }
            let row = self.current.get_or_insert_with(|| Row::new(row_offset));
            let whole_rows = (end - at) / rb;
            let len = (end - at).min(rb - column);
            let labelled = if boxes == 0 { label_first } else { boxes == 1 && !label_first };
            row.push(Segment { start: column, len, id, labelled, part: *part });
            boxes += 1;
            at += len;
            if column == 0 && whole_rows >= ELIDED_FROM_ROWS {
                self.flush()?;
                let skipped = (whole_rows - 2) * rb;
                let mut elided = Row::new(at);
                elided.elided = Some(skipped);
                elided.push(Segment { start: 0, len: rb, id, labelled: false, part: *part });
                self.current = Some(elided);
                self.flush()?;
                at += skipped;
            } else if column + len == rb {
                self.flush()?;
            }
        }
        Ok(())
    }

    #[inline]
    fn flush(&mut self) -> fmt::Result {
        if let Some(row) = self.current.take() {
            self.drawing.line(self.previous.as_ref(), Some(&row))?;
            self.drawing.row(&row)?;
            self.previous = Some(row);
        }
        Ok(())
    }

    #[inline]
    fn finish(&mut self) -> fmt::Result {
        self.flush()?;
        if let Some(last) = self.previous.take() {
            self.drawing.line(Some(&last), None)?;
        }
        Ok(())
    }
}

/// Whether the line between `above` and `below` is open under byte
/// `column`: one part goes on there.
#[inline]
pub(crate) fn open_at(above: Option<&Row>, below: Option<&Row>, column: usize) -> bool {
    match (above.and_then(|row| row.id_at(column)), below.and_then(|row| row.id_at(column))) {
        (Some(up), Some(down)) => up == down,
        _ => false,
    }
}

/// Whether a row has a box edge at byte boundary `column` (its left edge,
/// between two parts, or its right edge).
#[inline]
pub(crate) fn edge_at(row: Option<&Row>, column: usize) -> bool {
    let Some(row) = row else { return false };
    if column == 0 || column == row.width() {
        return column <= row.width() && row.width() > 0;
    }
    column < row.width() && row.id_at(column - 1) != row.id_at(column)
}

/// Writes the box diagram of `description` as text, `row_bytes` bytes to a
/// row, under a ruler of bit numbers.
#[inline]
pub(crate) fn write_text(description: &'static Description, row_bytes: usize, out: &mut dyn Write) -> fmt::Result {
    let row_bytes = row_bytes.clamp(1, MAX_ROW_BYTES);
    if description.size == 0 && description.tail.is_none() {
        return out.write_str("(no bytes)\n");
    }
    if description.size > 0 {
        write_ruler(row_bytes, out)?;
        let mut text = Text { description, out };
        lay_out(description, Mode::Flat { follow: None, window: None }, row_bytes, &mut text)?;
    }
    if let Some((element, utf8)) = description.tail() {
        write!(out, "then any number of `{element}`")?;
        out.write_str(if utf8 { ", UTF-8 together\n" } else { "\n" })?;
    }
    Ok(())
}

/// Writes the two lines of bit numbers over the boxes, as RFCs do.
#[inline]
fn write_ruler(row_bytes: usize, out: &mut dyn Write) -> fmt::Result {
    let bits = 8 * row_bytes;
    let mut tens = Label::new();
    let mut ones = Label::new();
    for bit in 0..bits {
        let tens_digit = if bit % 10 == 0 { char::from(b'0' + (bit / 10 % 10) as u8) } else { ' ' };
        write!(tens, " {tens_digit}")?;
        write!(ones, " {}", bit % 10)?;
    }
    writeln!(out, "{}", tens.as_str().trim_end())?;
    writeln!(out, "{}", ones.as_str())
}

/// Draws rows as text.
struct Text<'o> {
    description: &'static Description,
    out: &'o mut dyn Write,
}

impl Text<'_> {
    /// Whether byte `offset` is one of a record of bit fields.
    #[inline]
    fn is_bit_fields(&self, offset: usize) -> bool {
        crate::description::bits::fields_of_byte(self.description, offset).is_some()
    }

    /// Draws `len` bytes from `offset`, bytes of records of bit fields, a
    /// box for each run of bits of one field, as RFC 791 draws version
    /// and IHL.
    #[inline]
    fn write_bit_fields(&mut self, offset: usize, len: usize) -> fmt::Result {
        let mut owners = [None; 8 * MAX_ROW_BYTES];
        for byte in 0..len {
            if let Some((record, fields)) = crate::description::bits::fields_of_byte(self.description, offset + byte) {
                for (bit, field) in fields.into_iter().enumerate() {
                    owners[8 * byte + bit] = Some((record, field));
                }
            }
        }
        let owners = &owners[..8 * len];
        // One field of one record: the same field of the next record in an
        // array is another box.
        let same = |a: Option<(usize, &BitField)>, b: Option<(usize, &BitField)>| matches!((a, b), (Some((x, a)), Some((y, b))) if x == y && core::ptr::eq(a, b));
        let mut start = 0;
        while start < owners.len() {
            let mut end = start + 1;
            while end < owners.len() && same(owners[end], owners[start]) {
                end += 1;
            }
            let mut name = Label::new();
            name.push(owners[start].map_or("", |(_, field)| field.name()));
            let inner = 2 * (end - start) - 1;
            write!(self.out, "|{:^inner$}", name.fitted(inner).as_str())?;
            start = end;
        }
        Ok(())
    }
}

impl Drawing for Text<'_> {
    #[inline]
    fn line(&mut self, above: Option<&Row>, below: Option<&Row>) -> fmt::Result {
        let width = above.map_or(0, Row::width).max(below.map_or(0, Row::width));
        let bits = 8 * width;
        let fill = |bit: usize| !open_at(above, below, bit / 8);
        for bit in 0..=bits {
            let at_byte = bit % 8 == 0;
            let edge = bit == 0
                || bit == bits
                || (bit > 0 && fill(bit - 1))
                || (bit < bits && fill(bit))
                || (at_byte && (edge_at(above, bit / 8) || edge_at(below, bit / 8)));
            self.out.write_char(if edge { '+' } else { ' ' })?;
            if bit < bits {
                self.out.write_char(if fill(bit) { '-' } else { ' ' })?;
            }
        }
        self.out.write_char('\n')
    }

    #[inline]
    fn row(&mut self, row: &Row) -> fmt::Result {
        // Bytes of bit fields are drawn together, so that a field that
        // goes on into the next byte is one box.
        let mut bits_until = 0;
        for segment in row.segments() {
            if segment.start < bits_until {
                continue;
            }
            if row.elided.is_none() {
                let mut end = segment.start;
                while end < row.width() && self.is_bit_fields(row.offset + end) {
                    end += 1;
                }
                if end > segment.start {
                    self.write_bit_fields(row.offset + segment.start, end - segment.start)?;
                    bits_until = end;
                    continue;
                }
            }
            let inner = text_width(segment.len);
            self.out.write_char('|')?;
            let mut text = Label::new();
            if let Some(bytes) = row.elided {
                write!(text, "... {bytes} bytes ...")?;
            } else if segment.labelled {
                text = label(self.description, &segment.part);
            }
            let text = text.fitted(inner);
            write!(self.out, "{:^inner$}", text.as_str())?;
        }
        self.out.write_str("|\n")
    }
}
