//! A short text of bounded length, written without an allocator, for the
//! labels and values of boxes: what does not fit is cut at a character
//! boundary, and a list goes on after its commas.
//!
//! May use: the const text helpers (`text.rs`).

use core::fmt::{self, Write};

use crate::text::substring;

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

    pub(crate) const fn new() -> Label {
        Label { bytes: [0; Label::CAPACITY], len: 0, cut: false }
    }

    /// A label of `text`, cut to fit.
    pub(crate) const fn of(text: &str) -> Label {
        let mut label = Label::new();
        label.push(text);
        label
    }

    /// Appends what fits of `text`.
    pub(crate) const fn push(&mut self, text: &str) {
        let text = text.as_bytes();
        let mut fits = text.len();
        if fits > Label::CAPACITY - self.len {
            fits = Label::CAPACITY - self.len;
            while fits > 0 && !starts_character(text[fits]) {
                fits -= 1;
            }
            self.cut = true;
        }
        let mut i = 0;
        while i < fits {
            self.bytes[self.len + i] = text[i];
            i += 1;
        }
        self.len += fits;
    }

    pub(crate) const fn as_str(&self) -> &str {
        match core::str::from_utf8(self.bytes.split_at(self.len).0) {
            Ok(text) => text,
            // Only whole characters are ever copied in.
            Err(_) => "",
        }
    }

    /// The width in characters.
    pub(crate) const fn width(&self) -> usize {
        let mut count = 0;
        let mut i = 0;
        while i < self.len {
            if starts_character(self.bytes[i]) {
                count += 1;
            }
            i += 1;
        }
        count
    }

    /// Where character `n` starts, in bytes (the length past the last).
    const fn byte_of_character(&self, n: usize) -> usize {
        let mut count = 0;
        let mut i = 0;
        while i < self.len {
            if starts_character(self.bytes[i]) {
                if count == n {
                    return i;
                }
                count += 1;
            }
            i += 1;
        }
        self.len
    }

    /// The label cut to `width` characters: a path (`header.flags`,
    /// `items[3]`, `kind tag`) keeps its end, where its leaf is; a plain
    /// name keeps its start.
    pub(crate) const fn fitted(&self, width: usize) -> Label {
        let mut i = 0;
        while i < self.len {
            if matches!(self.bytes[i], b'.' | b'[' | b' ') {
                return self.clipped_left(width);
            }
            i += 1;
        }
        self.clipped(width)
    }

    /// The text cut to its last `width` characters, starting with `~` when
    /// cut: a field path's leaf tells the most.
    pub(crate) const fn clipped_left(&self, width: usize) -> Label {
        let count = self.width();
        if count <= width {
            return *self;
        }
        let mut clipped = Label::new();
        clipped.cut = true;
        if width > 0 {
            clipped.push("~");
            let from = self.byte_of_character(count - (width - 1));
            clipped.push(substring(self.as_str(), from, self.len));
        }
        clipped
    }

    /// Line `index` of the text on at most `lines` lines of `width`
    /// characters, each as much as fits, broken after a comma of a list;
    /// empty past the text's last line. A text that does not fit so is one
    /// line, cut: a list is shown whole or as far as one line goes.
    pub(crate) const fn line(&self, width: usize, index: usize, lines: usize) -> Label {
        let mut rest = *self;
        let mut at = 0;
        let mut wanted = Label::new();
        while at < lines && rest.len > 0 {
            let (first, more) = rest.broken(width);
            if first.cut {
                break;
            }
            if at == index {
                wanted = first;
            }
            rest = more;
            at += 1;
        }
        match (rest.len, index) {
            (0, _) => wanted,
            (_, 0) => self.clipped(width),
            _ => Label::new(),
        }
    }

    /// The first line of the text, `width` characters at most, broken
    /// after the last comma of a list that fits, and the rest; or the
    /// text cut to fit, and nothing, where no such comma is.
    const fn broken(&self, width: usize) -> (Label, Label) {
        if self.width() <= width {
            return (*self, Label::new());
        }
        let mut split = None;
        let mut characters = 0;
        let mut i = 0;
        while i + 1 < self.len && characters < width {
            if starts_character(self.bytes[i]) {
                characters += 1;
            }
            if self.bytes[i] == b',' && self.bytes[i + 1] == b' ' {
                split = Some(i);
            }
            i += 1;
        }
        match split {
            Some(comma) => {
                let text = self.as_str();
                (Label::of(substring(text, 0, comma + 1)), Label::of(substring(text, comma + 2, self.len)))
            }
            None => (self.clipped(width), Label::new()),
        }
    }

    /// The text cut to `width` characters, ending in `~` when cut.
    pub(crate) const fn clipped(&self, width: usize) -> Label {
        if self.width() <= width {
            return Label::of(self.as_str());
        }
        let mut clipped = Label::new();
        clipped.cut = true;
        if width > 0 {
            clipped.push(substring(self.as_str(), 0, self.byte_of_character(width - 1)));
            clipped.push("~");
        }
        clipped
    }
}

/// Whether `byte` starts a character in UTF-8: continuation bytes are
/// `0b10xx_xxxx`.
const fn starts_character(byte: u8) -> bool {
    byte & 0xC0 != 0x80
}

impl Write for Label {
    #[inline]
    fn write_str(&mut self, text: &str) -> fmt::Result {
        self.push(text);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::Label;
    use std::borrow::ToOwned;
    use std::string::String;
    use std::vec::Vec;

    fn lines(text: &str, width: usize, most: usize) -> Vec<String> {
        (0..most).map(|index| Label::of(text).line(width, index, most).as_str().to_owned()).collect()
    }

    #[test]
    fn a_list_goes_on_after_its_commas() {
        assert_eq!(lines("1, 6, 16..=17, 19", 9, 4), ["1, 6,", "16..=17,", "19", ""]);
        assert_eq!(lines("1, 6, 16..=17, 19", 17, 2), ["1, 6, 16..=17, 19", ""]);
        assert_eq!(lines("1, 6, 16..=17, 19", 15, 2), ["1, 6, 16..=17,", "19"]);
    }

    #[test]
    fn a_list_that_does_not_fit_whole_is_cut_on_one_line() {
        assert_eq!(lines("1, 6, 16..=17, 19", 9, 2), ["1, 6, 16~", ""]);
        assert_eq!(lines("any, in UnsafeCell", 9, 4), ["any, in ~", "", "", ""]);
        assert_eq!(lines("0..=0xd7ff", 5, 3), ["0..=~", "", ""]);
    }
}
