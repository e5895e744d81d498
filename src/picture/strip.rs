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
//! as the explanation's field path chose them. The run-time `Display` of a
//! refused [`Answer`] (`{:#}`) and of a `try_` function's validity error
//! end with one.

use core::fmt::{self, Write};

use super::boxes::label;
use super::walk::{walk, Label, Mode};
use crate::answer::{Answer, Mismatch, PointerMismatch, Reason};
use crate::description::Description;
use crate::path::Path;

/// How many bytes a strip shows: the eight-byte-aligned ones around the
/// byte it marks.
pub(crate) const WINDOW: usize = 8;
/// Characters per byte, its left edge included.
const CELL: usize = 10;
/// The longest type name written left of a strip.
const NAME_WIDTH: usize = 28;

/// One box of a strip: `len` bytes from byte `start` of the window.
#[derive(Clone, Copy)]
struct Segment {
    start: usize,
    len: usize,
    label: Label,
    values: Option<Label>,
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
    fn of(description: &'static Description, path: &Path, window: (usize, usize)) -> Strip {
        let mut name = Label::new();
        let _ = write!(name, "`{description}`");
        let mut strip = Strip { name, segments: [None; WINDOW], len: 0 };
        let _ = walk(description, Mode::Flat { follow: Some(path), window: Some(window) }, &mut |part| {
            let start = part.offset.base.max(window.0);
            let end = (part.offset.base + part.size).min(window.1);
            if start < end && strip.len < WINDOW {
                let mut values = Label::new();
                part.write_short_holds(&mut values)?;
                strip.segments[strip.len] = Some(Segment {
                    start: start - window.0,
                    len: end - start,
                    label: label(description, part),
                    values: Some(values),
                });
                strip.len += 1;
            }
            Ok(())
        });
        strip
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

/// The window of [`WINDOW`] bytes around byte `offset`, inside `size`
/// bytes (or reaching to `offset`).
fn window(offset: usize, size: usize) -> (usize, usize) {
    let low = offset - offset % WINDOW;
    (low, (low + WINDOW).min(size.max(offset + 1)))
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
        write_boxes(strip, |segment, inner| segment.label.fitted(inner), out)?;
        if strip.segments().any(|segment| segment.values.is_some()) {
            write!(out, "{:names$} ", "")?;
            write_boxes(strip, |segment, inner| segment.values.unwrap_or_else(Label::new).clipped(inner), out)?;
        }
        write_line(Some(strip), strips.get(index + 1).copied(), names, bytes, out)?;
    }
    let (start, len) = mark;
    let start = start.saturating_sub(window.0).min(bytes);
    let len = len.min(bytes - start).max(1);
    let mut marks = Label::new();
    for _ in 0..CELL * len - 1 {
        marks.write_char('^')?;
    }
    write!(out, "{:names$}  {:width$}{}", "", "", marks.as_str(), width = start * CELL)?;
    if len == 1 {
        writeln!(out, " byte {}", mark.0)
    } else {
        writeln!(out, " bytes {}..{}", mark.0, mark.0 + len)
    }
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

/// Writes the picture of a refused answer, if its reason lies at a byte:
/// the source's bytes over the destination's.
pub(crate) fn write_refusal(answer: &Answer, out: &mut dyn Write) -> fmt::Result {
    let (source, destination) = (answer.source, answer.destination);
    match answer.verdict {
        Err(Reason::NotValid(ref mismatch)) if mismatch.written_back => {
            write_mismatch(destination, source, mismatch, out)
        }
        Err(Reason::NotValid(ref mismatch) | Reason::TooLarge(ref mismatch) | Reason::NoCommonValue(ref mismatch)) => {
            write_mismatch(source, destination, mismatch, out)
        }
        Err(Reason::Pointer(ref pointer)) => write_pointer(source, destination, pointer, 8, out),
        Err(Reason::Reference(PointerMismatch {
            referent: Some(ref mismatch),
            source: Some(from),
            destination: Some(to),
            ..
        })) => {
            if mismatch.written_back {
                write_mismatch(to.referent.get(), from.referent.get(), mismatch, out)
            } else {
                write_mismatch(from.referent.get(), to.referent.get(), mismatch, out)
            }
        }
        _ => Ok(()),
    }
}

fn write_mismatch(
    source: &'static Description,
    destination: &'static Description,
    mismatch: &Mismatch,
    out: &mut dyn Write,
) -> fmt::Result {
    let window = window(mismatch.offset, source.size.max(destination.size));
    let above = Strip::of(source, &mismatch.source_path, window);
    let below = Strip::of(destination, &mismatch.destination_path, window);
    write_strips(&[&above, &below], window, (mismatch.offset, 1), out)
}

fn write_pointer(
    source: &'static Description,
    destination: &'static Description,
    pointer: &PointerMismatch,
    len: usize,
    out: &mut dyn Write,
) -> fmt::Result {
    let window = window(pointer.offset, source.size.max(destination.size));
    let above = Strip::of(source, &pointer.source_path, window);
    let below = Strip::of(destination, &pointer.destination_path, window);
    let len = len.min(core::mem::size_of::<usize>());
    write_strips(&[&above, &below], window, (pointer.offset, len), out)
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
    let window = window(offset, size);
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
