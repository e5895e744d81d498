//! The table: one line per part, with offset, size, field path and values.
//!
//! ```text
//! `Header`: 4 bytes, aligned to 2
//! offset  size  field    holds
//!      0     1  .kind    any
//!      1     1  .urgent  0..=1
//!      2     2  .length  any
//! ```
//!
//! The columns are as wide as their widest entry, so the table is walked
//! twice: once to measure, once to write.

use core::fmt::{self, Write};

use super::label::Label;
use super::part::Part;
use super::walk::{walk, Mode};
use crate::description::Description;
use crate::text::Text;

/// Writes the table of `description`.
#[inline]
pub(crate) fn write(description: &'static Description, out: &mut dyn Write) -> fmt::Result {
    write_heading(description, out)?;
    let mut widths = Widths { offset: "offset".len(), size: "size".len(), field: "field".len() };
    let mut parts = 0;
    walk(description, Mode::Table, &mut |part| {
        let mut offset = Label::new();
        write!(offset, "{}", part.offset)?;
        let mut size = Label::new();
        write!(size, "{}", part.size)?;
        widths.offset = widths.offset.max(offset.width());
        widths.size = widths.size.max(size.width());
        widths.field = widths.field.max(field(part).width());
        parts += 1;
        Ok(())
    })?;
    if parts == 0 {
        return out.write_str("(no bytes)\n");
    }
    writeln!(
        out,
        "{:>offset$}  {:>size$}  {:<field$}  holds",
        "offset",
        "size",
        "field",
        offset = widths.offset,
        size = widths.size,
        field = widths.field
    )?;
    walk(description, Mode::Table, &mut |part| {
        let mut holds = Text::new();
        part.write_holds(&mut holds);
        writeln!(
            out,
            "{:>offset$}  {:>size$}  {:<field$}  {}",
            part.offset,
            part.size,
            field(part).as_str(),
            holds.as_str(),
            offset = widths.offset,
            size = widths.size,
            field = widths.field
        )
    })
}

/// Writes "`Header`: 4 bytes, aligned to 2", and what else the whole type
/// is (unsized, without values, with interior mutability).
#[inline]
pub(crate) fn write_heading(description: &Description, out: &mut dyn Write) -> fmt::Result {
    let size = description.size;
    write!(out, "`{description}`: {size} byte{}", if size == 1 { "" } else { "s" })?;
    if let Some((element, _)) = description.tail() {
        write!(out, " and {} per element", element.size)?;
    }
    write!(out, ", aligned to {}", description.align)?;
    if !description.is_inhabited() {
        out.write_str(", no values")?;
    }
    out.write_char('\n')
}

/// The field column of a part: its path, indented by its depth, or `-`
/// for the type itself.
#[inline]
fn field(part: &Part) -> Label {
    let mut label = Label::new();
    for _ in 0..part.depth {
        let _ = label.write_str("  ");
    }
    if part.trail.is_empty() {
        let _ = label.write_str("-");
    } else {
        let mut trail = Text::new();
        part.trail.write(&mut trail);
        label.push(trail.as_str());
    }
    label
}

struct Widths {
    offset: usize,
    size: usize,
    field: usize,
}
