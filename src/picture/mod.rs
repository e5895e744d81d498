//! Pictures of layouts: a type's bytes drawn as text, as boxes, and as SVG.
//!
//! People who work with wire formats draw byte diagrams by hand: the box
//! picture of the IPv4 header in RFC 791, offset tables in comments. A
//! [`Description`] already knows everything such a picture shows — offsets,
//! fields, padding, the values each byte may hold, tags, niches, cells and
//! pointers — so this module draws it, from the description alone.
//!
//! Every picture is made in two steps. [`walk`] flattens a description into
//! *parts*: a byte range, the field path that leads to it, and what it
//! holds. The table ([`table`]) lists every part, enum variants and union
//! fields indented under their choice, an array's element once with an
//! index `[i]` in its path and a stride in its offset, so `[u8; 1 << 20]`
//! is one line. The boxes ([`boxes`]) lay the parts that do not overlap
//! (a choice is one box, unless a path picks one of its alternatives) into
//! rows of 32 bits, RFC style; the SVG ([`svg`]) draws the same rows, and
//! the explanation pictures ([`strip`]) draw a window of them, one strip
//! for each side of a refused transmutation, or for the bytes a `try_`
//! function read.
//!
//! Walks keep repetition symbolic: a picture costs work in proportion to
//! the description, and the boxes of a large field are a few rows with the
//! rest elided.
//!
//! A picture is of a description on the target it was compiled for. The
//! value [`layout`](crate::layout()) returns is the place where a target to draw for will be
//! named, once verdicts can be asked for several.
//!
//! **Architecture Invariant:** this module reads descriptions and draws;
//! it never judges a pair of types, and holds no `unsafe` code. Only the
//! explanation pictures read bytes, and only those the caller hands it.
//!
//! Its functions are `#[inline]`: a compile error draws in const
//! evaluation, which needs no machine code, so the library makes machine
//! code only for what a program may draw at run time, and a crate that
//! draws a layout or an answer makes its own. The strips of a checked
//! view's error (`strip::write_read` and what it calls) are the
//! exception, compiled once in the library: formatting a view's error is
//! common, and every crate that did would compile them again.

#![forbid(unsafe_code)]

pub(crate) mod boxes;
mod label;
mod part;
pub(crate) mod strip;
#[cfg(feature = "alloc")]
mod svg;
mod table;
mod walk;

pub(crate) use walk::write_padding_neighbours;

use core::fmt;

use crate::description::Description;

/// A picture of a type's bytes: [`layout`](crate::layout()) makes one.
///
/// `Display` draws a table: one line per field, with offset, size, field
/// path and the values the bytes may hold. The alternate form (`{:#}`, or
/// [`boxes`](LayoutPicture::boxes)) draws the box diagram of RFC 791, 32
/// bits to a row, with field names inside the boxes. With the `alloc`
/// feature, `to_svg` draws the boxes as SVG.
///
/// ```
/// #[derive(transmutable::Layout)]
/// #[repr(C)]
/// pub struct Header {
///     pub kind: u8,
///     pub urgent: bool,
///     pub length: u16,
/// }
///
/// let picture = transmutable::layout::<Header>();
/// assert_eq!(
///     picture.to_string(),
///     "\
/// `Header`: 4 bytes, aligned to 2
/// offset  size  field    holds
///      0     1  .kind    any
///      1     1  .urgent  0..=1
///      2     2  .length  any
/// "
/// );
/// assert!(format!("{picture:#}").contains("|     kind      |    urgent     |            length             |"));
/// ```
#[derive(Clone, Copy)]
pub struct LayoutPicture {
    description: &'static Description,
    form: Form,
    row_bytes: usize,
}

/// How a [`LayoutPicture`] draws itself.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Form {
    /// One line per part (`{}`), or the boxes (`{:#}`).
    Table,
    /// The boxes, alternate or not.
    Boxes,
}

impl LayoutPicture {
    /// The widest row of boxes, in bytes.
    pub const MAX_ROW_BYTES: usize = boxes::MAX_ROW_BYTES;

    /// The picture of the type `description` describes.
    ///
    /// ```
    /// use transmutable::{Layout, LayoutPicture};
    ///
    /// let picture = LayoutPicture::of(<[u16; 2] as Layout>::DESCRIPTION);
    /// assert!(picture.to_string().starts_with("`[u16; 2]`: 4 bytes, aligned to 2"));
    /// ```
    #[inline]
    pub const fn of(description: &'static Description) -> LayoutPicture {
        LayoutPicture { description, form: Form::Table, row_bytes: 4 }
    }

    /// The same picture, drawn as boxes by `Display` too.
    ///
    /// ```
    /// let boxes = transmutable::layout::<u32>().boxes().to_string();
    /// assert!(boxes.starts_with(" 0                   1                   2                   3\n"));
    /// ```
    #[inline]
    pub const fn boxes(self) -> LayoutPicture {
        LayoutPicture { form: Form::Boxes, ..self }
    }

    /// The same picture with `bytes` bytes to a row of boxes (4 by
    /// default, as RFCs draw them; at least 1, at most
    /// [`MAX_ROW_BYTES`](Self::MAX_ROW_BYTES)).
    ///
    /// ```
    /// let wide = transmutable::layout::<u64>().boxes().row_bytes(8).to_string();
    /// assert_eq!(wide.lines().filter(|line| line.starts_with('|')).count(), 1);
    /// ```
    #[inline]
    pub const fn row_bytes(self, bytes: usize) -> LayoutPicture {
        let row_bytes = if bytes == 0 {
            1
        } else if bytes > boxes::MAX_ROW_BYTES {
            boxes::MAX_ROW_BYTES
        } else {
            bytes
        };
        LayoutPicture { row_bytes, ..self }
    }

    /// The description drawn.
    ///
    /// ```
    /// assert_eq!(transmutable::layout::<(u8, u32)>().description().size(), 8);
    /// ```
    #[inline]
    pub const fn description(&self) -> &'static Description {
        self.description
    }

    /// The box diagram as an SVG document: the same rows as `{:#}`, each
    /// part filled by what it holds (padding grey, tags yellow, cells
    /// purple, pointers blue, choices green), with field names and values
    /// inside the boxes and a legend. It needs no external resource.
    ///
    /// ```
    /// let svg = transmutable::layout::<(u8, u16)>().to_svg();
    /// assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
    /// assert!(svg.contains("(padding)"));
    /// ```
    #[cfg(feature = "alloc")]
    #[inline]
    pub fn to_svg(&self) -> alloc::string::String {
        svg::draw(self.description, self.row_bytes)
    }
}

impl fmt::Display for LayoutPicture {
    #[inline]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.form == Form::Boxes || f.alternate() {
            boxes::write_text(self.description, self.row_bytes, f)
        } else {
            table::write(self.description, f)
        }
    }
}

impl fmt::Debug for LayoutPicture {
    #[inline]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("LayoutPicture")
            .field("description", &format_args!("{}", self.description))
            .field("form", &self.form)
            .field("row_bytes", &self.row_bytes)
            .finish()
    }
}
