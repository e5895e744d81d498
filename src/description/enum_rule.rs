//! The layout rule of an enum with fields, as the Reference gives it for a
//! primitive or a `C` representation; written once, for the derive's
//! native descriptions ([`EnumShape`](super::EnumShape), which checks it
//! against the compiler's layout of the enum) and for its portable ones
//! ([`EnumAt`](super::EnumAt), which computes it for another target).
//!
//! - A primitive representation (`c` false) is a `repr(C)` union of
//!   `repr(C)` structs, each the tag followed by a variant's fields.
//! - `repr(C)` (with or without an integer) is a `repr(C)` struct of the
//!   tag and a `repr(C)` union of `repr(C)` structs of the fields.
//!
//! May use: nothing but plain numbers. The callers loop over the fields in
//! their own forms (the compiler's sizes and alignments, or a target's) and
//! ask the rule at each step.

/// An enum's tag and the alignment of the union of its variants' structs
/// (the largest alignment of any field, at least 1): what the layout of
/// every variant depends on.
#[derive(Clone, Copy)]
pub(super) struct EnumRule {
    c: bool,
    tag_width: usize,
    tag_align: usize,
    payload_align: usize,
}

impl EnumRule {
    /// The rule of an enum whose tag is `tag_width` bytes aligned to
    /// `tag_align`, `repr(C)` if `c`, whose fields are aligned to at most
    /// `payload_align`.
    #[inline]
    pub(super) const fn new(c: bool, tag_width: usize, tag_align: usize, payload_align: usize) -> EnumRule {
        EnumRule { c, tag_width, tag_align, payload_align }
    }

    /// Where the fields of every variant start: after the tag, and with
    /// `repr(C)` at the union's alignment after it.
    #[inline]
    pub(super) const fn start(&self) -> usize {
        if self.c {
            round_up(self.tag_width, self.payload_align)
        } else {
            self.tag_width
        }
    }

    /// The alignment of the enum before any `align(N)`.
    #[inline]
    pub(super) const fn natural_align(&self) -> usize {
        max(self.tag_align, self.payload_align)
    }

    /// A variant with no field placed yet.
    #[inline]
    pub(super) const fn variant(&self) -> VariantLayout {
        VariantLayout {
            c: self.c,
            start: self.start(),
            end: self.start(),
            align: if self.c { 1 } else { self.tag_align },
        }
    }

    /// The size of the enum before rounding up to its alignment, whose
    /// largest variant is `payload_size` bytes ([`VariantLayout::size`]).
    #[inline]
    pub(super) const fn unpadded(&self, payload_size: usize) -> usize {
        if self.c {
            self.start() + round_up(payload_size, self.payload_align)
        } else {
            payload_size
        }
    }
}

/// One variant's `repr(C)` struct, its fields placed one after the other.
pub(super) struct VariantLayout {
    c: bool,
    start: usize,
    end: usize,
    align: usize,
}

impl VariantLayout {
    /// A `repr(C)` struct with no field placed yet: the rule of a variant's
    /// fields, from offset 0 (the kit's offsets of a large `repr(C)` struct).
    #[inline]
    pub(super) const fn c_struct() -> VariantLayout {
        VariantLayout { c: true, start: 0, end: 0, align: 1 }
    }

    /// The end of the last field placed, and the largest alignment of the
    /// fields placed (1 for none).
    #[inline]
    pub(super) const fn end_and_align(&self) -> (usize, usize) {
        (self.end, self.align)
    }

    /// Places the next field, `size` bytes aligned to `align`, at the first
    /// multiple of its alignment after the end of the one before; returns
    /// its offset in the enum.
    #[inline]
    pub(super) const fn field(&mut self, size: usize, align: usize) -> usize {
        let offset = round_up(self.end, align);
        self.end = offset + size;
        self.align = max(self.align, align);
        offset
    }

    /// The size of the variant's struct, rounded up to its alignment: with
    /// `repr(C)` the fields' struct alone, otherwise the tag and the fields.
    #[inline]
    pub(super) const fn size(&self) -> usize {
        if self.c {
            round_up(self.end - self.start, self.align)
        } else {
            round_up(self.end, self.align)
        }
    }
}

/// `value` rounded up to a multiple of `align`.
#[inline]
const fn round_up(value: usize, align: usize) -> usize {
    value.div_ceil(align) * align
}

#[inline]
const fn max(a: usize, b: usize) -> usize {
    if a > b {
        a
    } else {
        b
    }
}
