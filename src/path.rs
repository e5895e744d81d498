//! Field paths: where in a type a byte lies, for explanations.

use crate::limits::MAX_DEPTH;
use crate::text::Text;

/// One step of a [`Path`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Segment {
    /// A named field (`flags`, `0`).
    Field(&'static str),
    /// An array element.
    Index(usize),
    /// An enum variant or union field chosen at this position.
    Variant(&'static str),
    /// Padding between or after fields.
    Padding,
    /// Past the end of the source (a larger destination).
    Beyond,
}

/// Where a byte lies in a type: `header.flags`, `items[3].kind`.
///
/// ```
/// use transmutable::{Assume, Reason};
///
/// let answer = transmutable::decide::<[u8; 2], (u8, bool)>(Assume::NOTHING);
/// let Some(Reason::NotValid(mismatch)) = answer.reason() else { panic!("not every byte is a `bool`") };
/// assert_eq!(mismatch.destination_path().to_string(), ".1");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Path {
    segments: [Segment; Path::CAPACITY],
    len: usize,
}

impl Path {
    /// Two segments per level: a field and an index or variant.
    const CAPACITY: usize = 2 * MAX_DEPTH;

    pub(crate) const fn new() -> Path {
        Path { segments: [Segment::Padding; Path::CAPACITY], len: 0 }
    }

    const fn push(&mut self, segment: Segment) {
        if self.len < Path::CAPACITY {
            self.segments[self.len] = segment;
            self.len += 1;
        }
    }

    pub(crate) const fn push_field(&mut self, name: &'static str) {
        if !name.is_empty() {
            self.push(Segment::Field(name));
        }
    }

    /// Pushes the name of the field `piece` describes, and of the fields
    /// it was lifted from (see `Piece::lifted_from`).
    pub(crate) const fn push_piece(&mut self, piece: &crate::description::Piece) {
        self.push_field(piece.name);
        let mut inner = piece.lifted_from;
        while let Some(lifted) = inner {
            self.push_field(lifted.name);
            inner = lifted.lifted_from;
        }
    }

    pub(crate) const fn push_index(&mut self, index: usize) {
        self.push(Segment::Index(index));
    }

    pub(crate) const fn push_variant(&mut self, name: &'static str) {
        if !name.is_empty() {
            self.push(Segment::Variant(name));
        }
    }

    pub(crate) const fn push_padding(&mut self) {
        self.push(Segment::Padding);
    }

    pub(crate) const fn push_beyond(&mut self) {
        self.push(Segment::Beyond);
    }

    /// The same path, inside the first element of the tail held by field
    /// `field` (empty for a bare slice; `None`: the path as it is): where a
    /// byte of an element walked alone lies in the type that ends in the
    /// elements.
    pub(crate) const fn within_first_element(self, field: Option<&'static str>) -> Path {
        let Some(field) = field else { return self };
        let mut path = Path::new();
        path.push_field(field);
        path.push_index(0);
        let mut i = 0;
        while i < self.len {
            path.push(self.segments[i]);
            i += 1;
        }
        path
    }

    /// Shortens the path to the segments it shares with `other`.
    pub(crate) const fn keep_common_prefix(&mut self, other: &Path) {
        let mut i = 0;
        while i < self.len && i < other.len && segments_equal(self.segments[i], other.segments[i]) {
            i += 1;
        }
        self.len = i;
    }

    /// Whether the last segment is padding.
    pub(crate) const fn ends_in_padding(&self) -> bool {
        self.len > 0 && matches!(self.segments[self.len - 1], Segment::Padding)
    }

    /// Whether the path goes through an enum variant or a union field: what
    /// it leads to may be otherwise in another variant or field.
    pub(crate) const fn passes_alternative(&self) -> bool {
        let mut i = 0;
        while i < self.len {
            if matches!(self.segments[i], Segment::Variant(_)) {
                return true;
            }
            i += 1;
        }
        false
    }

    /// Whether the path goes through the enum variant or union field
    /// `name`.
    pub(crate) const fn passes_variant(&self, name: &str) -> bool {
        let mut i = 0;
        while i < self.len {
            if let Segment::Variant(variant) = self.segments[i] {
                if str_equal(variant, name) {
                    return true;
                }
            }
            i += 1;
        }
        false
    }

    /// Whether the path names nothing below the type itself.
    pub const fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Writes `.header.flags`, `[3].kind`, `.V4.0`: the part of a place that
    /// follows the type's name.
    pub(crate) const fn write_fields(&self, out: &mut Text) {
        let mut i = 0;
        while i < self.len {
            match self.segments[i] {
                Segment::Field(name) | Segment::Variant(name) => {
                    out.push(".");
                    out.push(name);
                }
                Segment::Index(index) => {
                    out.push("[");
                    out.push_usize(index);
                    out.push("]");
                }
                Segment::Padding | Segment::Beyond => {}
            }
            i += 1;
        }
    }

    /// Writes ` (padding)` or ` (past its end)` when the path ends there.
    pub(crate) const fn write_notes(&self, out: &mut Text) {
        if self.len > 0 {
            match self.segments[self.len - 1] {
                Segment::Padding => out.push(" (padding)"),
                Segment::Beyond => out.push(" (past its end)"),
                _ => {}
            }
        }
    }
}

const fn segments_equal(a: Segment, b: Segment) -> bool {
    match (a, b) {
        (Segment::Field(x), Segment::Field(y)) | (Segment::Variant(x), Segment::Variant(y)) => str_equal(x, y),
        (Segment::Index(x), Segment::Index(y)) => x == y,
        (Segment::Padding, Segment::Padding) | (Segment::Beyond, Segment::Beyond) => true,
        _ => false,
    }
}

pub(crate) const fn str_equal(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

impl core::fmt::Display for Path {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        let mut text = Text::new();
        self.write_fields(&mut text);
        self.write_notes(&mut text);
        f.write_str(text.as_str())
    }
}
