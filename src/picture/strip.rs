//! Pictures of refusals: the bytes of two types, or the bytes read, over
//! a type, around the byte where they disagree.
//!
//! ```text
//!              0       1       2       3
//!           +-------+-------+-------+-------+
//! `[u8; 4]` |            [u8; 4]            |
//!           |              any              |
//!           +-------+-------+-------+-------+
//! `Message` | kind  | flags |    length     |
//!           | 1..=2 |  any  |      any      |
//!           +-------+-------+-------+-------+
//!             ^^^^^^^ byte 0
//! ```
//!
//! A strip shows a window of [`WINDOW`] bytes that holds the byte, each
//! side's parts in it with their labels and values, the parts of a choice
//! as the explanation's field path chose them. What is refused may be
//! wider than the window (a slice's pointer, a 16-byte tag): the mark
//! stops at the window's edge and says so ("bytes 0..16, 0..8 shown"; in
//! a compile error, where a line has no room for it, the whole range
//! beside a mark that reaches the edge). The run-time `Display` of a
//! refused [`Answer`](crate::Answer) (`{:#}`) and of a `try_` function's validity error
//! end with one.
//!
//! A compile error, whose explanation is written in const evaluation,
//! shows the same strips, when what is refused is what a byte holds (not
//! a size, an alignment, a cell, an invariant): [`write_compact`] draws
//! them narrower, without lines between, in six lines (seven or eight
//! where a box's values go on to a second line), before the help.
//!
//! Values are written as the explanation writes them: a byte's in
//! decimal, a wider integer's in hexadecimal. A list of values too long
//! for its box goes on to the next lines, broken after commas, where it
//! fits whole in [`VALUE_LINES`] lines ([`COMPACT_VALUE_LINES`] in a
//! compile error); otherwise it is cut on one.
//!
//! ```text
//!               0       1
//! `[u8; 2]` |    [u8; 2]    |
//!           |      any      |
//! `Sample`  | kind  | valid |
//!           |  any  | 0..=1 |
//!                    ^^^^^^^ byte 1
//! ```
//!
//! The strips are computed by `const fn`s ([`Strip::of`], from the parts
//! of [`Parts::of`]), for both: the run-time writer and the const one
//! differ only in how they draw.

use core::fmt::{self, Write};

use super::label::Label;
use super::part::{label, Holds};
use super::walk::{Mode, Parts};
use crate::description::Description;
use crate::path::Path;
use crate::text::{substring, Text};
use crate::verdict::{Mismatch, PointerMismatch, PointerProblem, Reason};

/// How many bytes a strip shows: the eight-byte-aligned ones around the
/// byte it marks.
pub(crate) const WINDOW: usize = 8;
/// Characters per byte, its left edge included.
const CELL: usize = 10;
/// The most lines a box's values take: a list too long for one goes on,
/// broken after commas, where it fits whole.
const VALUE_LINES: usize = 4;
/// The most lines a box's values take in a compile error, whose picture
/// stays short.
const COMPACT_VALUE_LINES: usize = 2;
/// The longest type name written left of a strip.
const NAME_WIDTH: usize = 28;
/// Characters a compile error's strip gives a byte, its left edge
/// included, at the least: eight bytes and a name stay within 100 columns
/// of a terminal, after the compiler's indentation of 14. A byte has more,
/// up to [`COMPACT_MAX_CELL`], where a label or its values need them and
/// the line has room: a shorter window, shorter names.
const COMPACT_CELL: usize = 8;
/// The longest line of a compile error's strip, its mark included.
const COMPACT_LINE: usize = 86;
/// See [`COMPACT_CELL`].
const COMPACT_MAX_CELL: usize = 24;
/// The room a type name written left of a compile error's strip has at
/// the least; it has more where the boxes leave it.
const COMPACT_NAME_WIDTH: usize = 18;
/// The fewest bytes a compile error's strip shows around the bytes it
/// marks, where the boxes of more would cut their labels: the marked
/// byte and a neighbour.
const COMPACT_MIN_WINDOW: usize = 2;

/// One box of a strip: `len` bytes from byte `start` of the window.
#[derive(Clone, Copy)]
struct Segment {
    start: usize,
    len: usize,
    label: Label,
    values: Option<Label>,
}

/// A line of a strip's boxes.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Row {
    /// The labels: field paths, or the type's name.
    Labels,
    /// Line `index` of the values each box holds, of `of` lines at most:
    /// a list too long for its box goes on, broken after commas.
    Values { index: usize, of: usize },
}

impl Segment {
    /// The text of the box on `row`, `inner` characters wide.
    const fn text(&self, row: Row, inner: usize) -> Label {
        match (row, &self.values) {
            (Row::Labels, _) => self.label.fitted(inner),
            (Row::Values { index, of }, Some(values)) => values.line(inner, index, of),
            (Row::Values { .. }, None) => Label::new(),
        }
    }
}

/// One strip: a name on the left, boxes on the right.
struct Strip {
    name: Label,
    segments: [Option<Segment>; WINDOW],
    len: usize,
}

impl Strip {
    /// The parts of `description` in `window`, as `path` chooses among
    /// alternatives.
    const fn of(description: &'static Description, path: &Path, window: (usize, usize)) -> Strip {
        let mut name = Text::new();
        description.write_quoted_name(&mut name);
        let mut strip = Strip { name: Label::of(name.as_str()), segments: [None; WINDOW], len: 0 };
        // Flat parts do not overlap, and each visited has a byte in the
        // window: one page holds them all.
        const _: () = assert!(WINDOW <= super::walk::PAGE);
        let parts = Parts::of(description, Mode::Flat { follow: Some(path), window: Some(window) }, 0);
        let parts = parts.as_slice();
        let mut i = 0;
        while i < parts.len() && strip.len < WINDOW {
            let part = &parts[i];
            let start = if part.offset.base > window.0 { part.offset.base } else { window.0 };
            let end = if part.offset.base + part.size < window.1 { part.offset.base + part.size } else { window.1 };
            if start < end {
                strip.segments[strip.len] = Some(Segment {
                    start: start - window.0,
                    len: end - start,
                    label: label(description, part),
                    values: Some(part.short_holds()),
                });
                strip.len += 1;
            }
            i += 1;
        }
        strip
    }

    /// How many characters a byte needs, its left edge included, for the
    /// labels and values of every box to fit.
    #[inline]
    const fn cell_needed(&self) -> usize {
        let mut needed = 0;
        let mut i = 0;
        while i < self.len {
            if let Some(segment) = &self.segments[i] {
                let mut width = segment.label.width();
                if let Some(values) = &segment.values {
                    if values.width() > width {
                        width = values.width();
                    }
                }
                // A space beside the text, and the box's left edge.
                let per_byte = (width + 2).div_ceil(segment.len);
                if per_byte > needed {
                    needed = per_byte;
                }
            }
            i += 1;
        }
        needed
    }

    /// How many lines the values of its boxes take, at `cell` characters
    /// a byte and `lines` lines at most: at least one.
    const fn value_lines(&self, cell: usize, lines: usize) -> usize {
        let mut needed = 1;
        let mut i = 0;
        while i < self.len {
            if let Some(segment) = &self.segments[i] {
                while needed < lines
                    && segment.text(Row::Values { index: needed, of: lines }, cell * segment.len - 1).width() > 0
                {
                    needed += 1;
                }
            }
            i += 1;
        }
        needed
    }

    fn segments(&self) -> impl Iterator<Item = &Segment> {
        self.segments[..self.len].iter().flatten()
    }

    fn width(&self) -> usize {
        self.segments().last().map_or(0, |segment| segment.start + segment.len)
    }

    /// Whether a box edge lies at byte boundary `column`.
    fn edge_at(&self, column: usize) -> bool {
        let width = self.width();
        if width == 0 || column > width {
            return false;
        }
        column == 0 || column == width || self.segments().any(|segment| segment.start == column)
    }
}

/// The window of `width` bytes (at most [`WINDOW`]) around byte
/// `offset`, inside `size` bytes (or reaching to `offset`).
const fn window(offset: usize, size: usize, width: usize) -> (usize, usize) {
    let low = offset - offset % width;
    let end = if size > offset + 1 { size } else { offset + 1 };
    (low, if low + width < end { low + width } else { end })
}

/// Where a refusal lies, as a strip draws it: the side whose bytes are
/// read over the side that reads them, the field paths chosen in each,
/// and the bytes to mark.
struct Refusal<'a> {
    above: &'static Description,
    below: &'static Description,
    above_path: &'a Path,
    below_path: &'a Path,
    offset: usize,
    len: usize,
    /// Whether what is refused is what the marked bytes hold (a value, or
    /// a pointer where none may be): what a compile error draws.
    holds: bool,
}

impl<'a> Refusal<'a> {
    /// Where `verdict` on `source -> destination` refuses, if it refuses at
    /// a byte of two types that have bytes to draw (not the stand-in that
    /// names the zeroed bytes of `transmutable::zeroed`).
    const fn of(
        source: &'static Description,
        destination: &'static Description,
        verdict: &'a Result<(), Reason>,
    ) -> Option<Refusal<'a>> {
        match Refusal::at_byte(source, destination, verdict) {
            Some(refusal) if has_bytes(refusal.above) && has_bytes(refusal.below) => Some(refusal),
            _ => None,
        }
    }

    #[inline]
    const fn at_byte(
        source: &'static Description,
        destination: &'static Description,
        verdict: &'a Result<(), Reason>,
    ) -> Option<Refusal<'a>> {
        match verdict {
            Err(Reason::NotValid(mismatch)) if mismatch.written_back => {
                Some(Refusal::mismatch(destination, source, mismatch, true))
            }
            Err(Reason::NotValid(mismatch) | Reason::NoCommonValue(mismatch)) => {
                Some(Refusal::mismatch(source, destination, mismatch, true))
            }
            Err(Reason::TooLarge(mismatch)) => Some(Refusal::mismatch(source, destination, mismatch, false)),
            Err(Reason::Pointer(pointer)) => {
                // Found writing back, the pointer's source is the answer's
                // destination.
                let (above, below) = if pointer.written_back { (destination, source) } else { (source, destination) };
                Some(Refusal {
                    above,
                    below,
                    above_path: &pointer.source_path,
                    below_path: &pointer.destination_path,
                    offset: pointer.offset,
                    len: match pointer.source {
                        Some(_) => pointer_size(above, &pointer.source_path, pointer.offset),
                        None => pointer_size(below, &pointer.destination_path, pointer.offset),
                    },
                    holds: matches!(
                        pointer.problem,
                        PointerProblem::PointerToInteger
                            | PointerProblem::IntegerToPointer
                            | PointerProblem::Split
                            | PointerProblem::NoAlternative
                    ),
                })
            }
            Err(Reason::Reference(PointerMismatch {
                referent: Some(mismatch),
                source: Some(from),
                destination: Some(to),
                problem,
                ..
            })) => {
                let holds = matches!(problem, PointerProblem::Referent | PointerProblem::WriteBack);
                Some(if mismatch.written_back {
                    Refusal::mismatch(to.referent.get(), from.referent.get(), mismatch, holds)
                } else {
                    Refusal::mismatch(from.referent.get(), to.referent.get(), mismatch, holds)
                })
            }
            _ => None,
        }
    }

    #[inline]
    const fn mismatch(
        above: &'static Description,
        below: &'static Description,
        mismatch: &'a Mismatch,
        holds: bool,
    ) -> Refusal<'a> {
        Refusal {
            above,
            below,
            above_path: &mismatch.source_path,
            below_path: &mismatch.destination_path,
            offset: mismatch.offset,
            len: 1,
            holds,
        }
    }

    /// The window of [`WINDOW`] bytes, and the strips of both sides in it.
    #[inline]
    const fn strips(&self) -> ((usize, usize), Strip, Strip) {
        self.strips_in(WINDOW)
    }

    /// The window of `width` bytes, and the strips of both sides in it.
    #[inline]
    const fn strips_in(&self, width: usize) -> ((usize, usize), Strip, Strip) {
        let size = if self.above.size > self.below.size { self.above.size } else { self.below.size };
        let window = window(self.offset, size, width);
        (window, Strip::of(self.above, self.above_path, window), Strip::of(self.below, self.below_path, window))
    }

    /// The strips a compile error draws: those of [`strips`](Self::strips),
    /// or, where the line leaves their boxes too little room for their
    /// labels and values, those of half that window around the marked
    /// bytes (down to [`COMPACT_MIN_WINDOW`] bytes), whose boxes then have
    /// twice the room: fewer neighbours, and names not cut.
    #[inline]
    const fn compact_strips(&self) -> ((usize, usize), Strip, Strip) {
        let mut width = WINDOW;
        loop {
            let strips = self.strips_in(width);
            let bytes = strips.0 .1 - strips.0 .0;
            let half = width / 2;
            if bytes <= half || half < COMPACT_MIN_WINDOW || self.offset % half + self.len > half {
                return strips;
            }
            let (above, below) = (&strips.1, &strips.2);
            let names = compact_names_width(above, below, bytes);
            let needed =
                if above.cell_needed() > below.cell_needed() { above.cell_needed() } else { below.cell_needed() };
            if needed * bytes <= (COMPACT_LINE - 2).saturating_sub(names) {
                return strips;
            }
            width = half;
        }
    }
}

/// Whether a description has bytes to draw.
#[inline]
const fn has_bytes(description: &Description) -> bool {
    description.size > 0 || description.tail.is_some()
}

/// The size of the pointer at `offset` of `description`, found along
/// `path`: a word, or two for a slice's; a word if there is none.
#[inline]
const fn pointer_size(description: &'static Description, path: &Path, offset: usize) -> usize {
    let parts = Parts::of(description, Mode::Flat { follow: Some(path), window: Some((offset, offset + 1)) }, 0);
    let parts = parts.as_slice();
    let mut i = 0;
    while i < parts.len() {
        if parts[i].offset.base == offset && matches!(parts[i].holds, Holds::Pointer(_)) {
            return parts[i].size;
        }
        i += 1;
    }
    size_of::<usize>()
}

/// Writes which bytes a mark is under: `len` from `offset`, of which
/// `shown` are in the window (the mark stops at its edge), as "byte 3",
/// "bytes 0..4", or "bytes 0..16, 0..8 shown"; without what is shown
/// where `short`.
const fn write_marked(offset: usize, len: usize, shown: usize, short: bool, out: &mut Text) {
    if len == 1 {
        out.push("byte ");
        out.push_usize(offset);
        return;
    }
    out.push("bytes ");
    out.push_usize(offset);
    out.push("..");
    out.push_usize(offset + len);
    if shown < len && !short {
        out.push(", ");
        out.push_usize(offset);
        out.push("..");
        out.push_usize(offset + shown);
        out.push(" shown");
    }
}

/// Writes the strips of `strips` over a ruler of offsets from `window.0`,
/// and a mark under `len` bytes from `offset`.
fn write_strips(strips: &[&Strip], window: (usize, usize), mark: (usize, usize), out: &mut dyn Write) -> fmt::Result {
    let names = strips.iter().map(|strip| strip.name.width().min(NAME_WIDTH)).max().unwrap_or(0);
    let bytes = window.1 - window.0;
    // The ruler: each byte's offset over its box.
    write!(out, "\n\n{:names$} ", "")?;
    let mut ruler = Label::new();
    for column in 0..bytes {
        write!(ruler, "{:^CELL$}", window.0 + column)?;
    }
    writeln!(out, " {}", ruler.as_str().trim_end())?;
    write_line(None, strips.first().copied(), names, bytes, out)?;
    for (index, strip) in strips.iter().enumerate() {
        let name = strip.name.clipped(NAME_WIDTH);
        write!(out, "{:<names$} ", name.as_str())?;
        write_boxes(strip, |segment, inner| segment.text(Row::Labels, inner), out)?;
        if strip.segments().any(|segment| segment.values.is_some()) {
            for index in 0..strip.value_lines(CELL, VALUE_LINES) {
                write!(out, "{:names$} ", "")?;
                let row = Row::Values { index, of: VALUE_LINES };
                write_boxes(strip, |segment, inner| segment.text(row, inner), out)?;
            }
        }
        write_line(Some(strip), strips.get(index + 1).copied(), names, bytes, out)?;
    }
    let (offset, len) = mark;
    let start = offset.saturating_sub(window.0).min(bytes);
    let shown = len.min(bytes - start).max(1);
    let mut marks = Label::new();
    for _ in 0..CELL * shown - 1 {
        marks.write_char('^')?;
    }
    let mut which = Text::new();
    write_marked(offset, len.max(1), shown, false, &mut which);
    write!(out, "{:names$}  {:width$}{}", "", "", marks.as_str(), width = start * CELL)?;
    writeln!(out, " {}", which.as_str())
}

/// Writes the line under `above` and over `below`: `+` at every box edge
/// of either, `-` between.
fn write_line(
    above: Option<&Strip>,
    below: Option<&Strip>,
    names: usize,
    bytes: usize,
    out: &mut dyn Write,
) -> fmt::Result {
    let width = above.map_or(0, Strip::width).max(below.map_or(0, Strip::width)).min(bytes);
    write!(out, "{:names$} ", "")?;
    for column in 0..=width {
        let edge = above.is_some_and(|strip| strip.edge_at(column)) || below.is_some_and(|strip| strip.edge_at(column));
        out.write_char(if edge || column == 0 || column == width { '+' } else { '-' })?;
        if column < width {
            for _ in 1..CELL {
                out.write_char('-')?;
            }
        }
    }
    out.write_char('\n')
}

/// Writes one line of a strip's boxes, each with the text `text` gives
/// for its inner width.
fn write_boxes(strip: &Strip, text: impl Fn(&Segment, usize) -> Label, out: &mut dyn Write) -> fmt::Result {
    let mut at = 0;
    for segment in strip.segments() {
        // A gap is bytes the type does not have: past its end.
        while at < segment.start {
            write!(out, "{:CELL$}", "")?;
            at += 1;
        }
        let inner = CELL * segment.len - 1;
        let words = text(segment, inner);
        write!(out, "|{:^inner$}", words.as_str())?;
        at = segment.start + segment.len;
    }
    out.write_str("|\n")
}

/// Writes the picture of a refusal of `source -> destination`, if its
/// reason lies at a byte: the source's bytes over the destination's.
#[inline]
pub(crate) fn write_refusal(
    source: &'static Description,
    destination: &'static Description,
    verdict: &Result<(), Reason>,
    out: &mut dyn Write,
) -> fmt::Result {
    match Refusal::of(source, destination, verdict) {
        Some(refusal) => {
            let (window, above, below) = refusal.strips();
            write_strips(&[&above, &below], window, (refusal.offset, refusal.len), out)
        }
        None => Ok(()),
    }
}

/// How wide the names left of a compile error's strips of `bytes` bytes
/// are: cut only where the boxes, at their narrowest, leave them less room
/// than they need.
#[inline]
const fn compact_names_width(above: &Strip, below: &Strip, bytes: usize) -> usize {
    let wanted = if above.name.width() > below.name.width() { above.name.width() } else { below.name.width() };
    let room = (COMPACT_LINE - 2).saturating_sub(bytes * COMPACT_CELL);
    let room = if room > COMPACT_NAME_WIDTH { room } else { COMPACT_NAME_WIDTH };
    if wanted < room {
        wanted
    } else {
        room
    }
}

/// Whether a compile error shows a compact picture of a verdict on
/// `source -> destination`: whether it refuses what a byte holds.
#[inline]
pub(crate) const fn has_compact(
    source: &'static Description,
    destination: &'static Description,
    verdict: &Result<(), Reason>,
) -> bool {
    matches!(Refusal::of(source, destination, verdict), Some(Refusal { holds: true, .. }))
}

/// Writes the compact picture a compile error shows, if `verdict` on
/// `source -> destination` refuses what a byte holds: each line after a line
/// break, the strips of the two sides around the byte, with no line between
/// boxes, and the byte marked. Nothing for other refusals, nor for a verdict
/// that says yes.
#[inline]
pub(crate) const fn write_compact(
    source: &'static Description,
    destination: &'static Description,
    verdict: &Result<(), Reason>,
    out: &mut Text,
) {
    let refusal = match Refusal::of(source, destination, verdict) {
        Some(refusal) if refusal.holds => refusal,
        _ => return,
    };
    let (window, above, below) = refusal.compact_strips();
    let bytes = window.1 - window.0;
    // The line holds the names, the boxes and three characters more; the
    // boxes widen into the room the names leave, up to what their labels
    // need.
    let room = COMPACT_LINE - 2;
    let names = compact_names_width(&above, &below, bytes);
    let (above_name, below_name) = (above.name.clipped(names), below.name.clipped(names));
    let fits = room.saturating_sub(names) / bytes;
    let widest = if fits < COMPACT_MAX_CELL { fits } else { COMPACT_MAX_CELL };
    let needed = if above.cell_needed() > below.cell_needed() { above.cell_needed() } else { below.cell_needed() };
    let cell = if needed < COMPACT_CELL || widest < COMPACT_CELL {
        COMPACT_CELL
    } else if needed > widest {
        widest
    } else {
        needed
    };
    // The ruler, each offset centred over its byte's inside.
    out.push("\n");
    let mut at = 0;
    let mut column = 0;
    while column < bytes {
        let mut number = Text::new();
        number.push_usize(window.0 + column);
        let digits = number.as_str().len();
        let mut start = names + 2 + column * cell + (cell - 1).saturating_sub(digits) / 2;
        if column > 0 && start <= at {
            // Offsets too long for a byte's inside stay apart.
            start = at + 1;
        }
        push_spaces(start - at, out);
        out.push(number.as_str());
        at = start + digits;
        column += 1;
    }
    write_compact_strip(&above, &above_name, names, cell, out);
    write_compact_strip(&below, &below_name, names, cell, out);
    // The mark, under the inside of the marked bytes, and which bytes
    // they are: after the mark, or before it where the line would grow
    // too long.
    let start = refusal.offset.saturating_sub(window.0);
    let shown = if refusal.len < bytes - start { refusal.len } else { bytes - start };
    let before = names + 2 + start * cell;
    let carets = cell * shown - 1;
    let mut which = Text::new();
    write_marked(refusal.offset, refusal.len, shown, false, &mut which);
    let (after_fits, before_fits) = fits_beside(before, carets, which.as_str().len());
    if !after_fits && !before_fits {
        // A part cut by the window, and no room to say so: its bytes, the
        // mark reaching the window's edge.
        which = Text::new();
        write_marked(refusal.offset, refusal.len, shown, true, &mut which);
    }
    let which = which.as_str();
    out.push("\n");
    let (after_fits, before_fits) = fits_beside(before, carets, which.len());
    if !after_fits && before_fits {
        push_spaces(before - which.len() - 1, out);
        out.push(which);
        out.push(" ");
        push_carets(carets, out);
    } else {
        push_spaces(before, out);
        push_carets(carets, out);
        out.push(" ");
        out.push(which);
    }
}

/// Whether words of `len` characters fit after a mark of `carets` that
/// starts `before` characters in, within [`COMPACT_LINE`], and whether
/// they fit before it.
#[inline]
const fn fits_beside(before: usize, carets: usize, len: usize) -> (bool, bool) {
    (before + carets + 1 + len <= COMPACT_LINE, len < before)
}

#[inline]
const fn push_carets(count: usize, out: &mut Text) {
    let mut i = 0;
    while i < count {
        out.push("^");
        i += 1;
    }
}

/// Writes a strip's lines, `cell` characters to a byte: the name and the
/// labels, then the values, on a second line too where a box needs it.
#[inline]
const fn write_compact_strip(strip: &Strip, name: &Label, names: usize, cell: usize, out: &mut Text) {
    out.push("\n");
    out.push(name.as_str());
    push_spaces(names - name.width() + 1, out);
    write_compact_boxes(strip, Row::Labels, cell, out);
    let lines = strip.value_lines(cell, COMPACT_VALUE_LINES);
    let mut index = 0;
    while index < lines {
        out.push("\n");
        push_spaces(names + 1, out);
        write_compact_boxes(strip, Row::Values { index, of: COMPACT_VALUE_LINES }, cell, out);
        index += 1;
    }
}

/// Writes a line of a strip's boxes: each segment's text on `row`.
#[inline]
const fn write_compact_boxes(strip: &Strip, row: Row, cell: usize, out: &mut Text) {
    let mut at = 0;
    let mut i = 0;
    while i < strip.len {
        if let Some(segment) = &strip.segments[i] {
            // A gap is bytes the type does not have: past its end.
            push_spaces((segment.start - at) * cell, out);
            let inner = cell * segment.len - 1;
            let words = segment.text(row, inner);
            let left = (inner - words.width()) / 2;
            out.push("|");
            push_spaces(left, out);
            out.push(words.as_str());
            push_spaces(inner - words.width() - left, out);
            at = segment.start + segment.len;
        }
        i += 1;
    }
    out.push("|");
}

#[inline]
const fn push_spaces(count: usize, out: &mut Text) {
    const SPACES: &str = "                                ";
    let mut left = count;
    while left > 0 {
        let now = if left < SPACES.len() { left } else { SPACES.len() };
        out.push(substring(SPACES, 0, now));
        left -= now;
    }
}

/// The bytes a `try_` function read, for its picture: the value's bytes
/// where the caller has them (a buffer), or only the invalid ones (a
/// value, whose other bytes may be uninitialized).
pub(crate) enum Read<'a> {
    /// The bytes of the whole value, from its first byte.
    All(&'a [u8]),
    /// Only `bytes`, from `offset` on.
    Only { offset: usize, bytes: &'a [u8] },
}

impl Read<'_> {
    fn byte(&self, at: usize) -> Option<u8> {
        match *self {
            Read::All(bytes) => bytes.get(at).copied(),
            Read::Only { offset, bytes } => at.checked_sub(offset).and_then(|i| bytes.get(i)).copied(),
        }
    }
}

/// Writes the picture of a `try_` function's validity error: the bytes
/// read, over the type they did not make, with the `len` invalid bytes
/// from `offset` marked.
pub(crate) fn write_read(
    target: &'static Description,
    path: &Path,
    offset: usize,
    len: usize,
    read: Read<'_>,
    out: &mut dyn Write,
) -> fmt::Result {
    let size = match target.tail {
        Some(_) => offset + len,
        None => target.size,
    };
    let window = window(offset, size, WINDOW);
    let mut bytes = Strip { name: Label::new(), segments: [None; WINDOW], len: 0 };
    bytes.name.write_str("bytes read")?;
    for column in 0..window.1 - window.0 {
        let mut text = Label::new();
        match read.byte(window.0 + column) {
            Some(byte) => write!(text, "{byte:#04x}")?,
            None => text.write_str("..")?,
        }
        bytes.segments[column] = Some(Segment { start: column, len: 1, label: text, values: None });
        bytes.len += 1;
    }
    let typed = Strip::of(target, path, window);
    write_strips(&[&bytes, &typed], window, (offset, len), out)
}
