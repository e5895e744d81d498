//! A string builder that works in const evaluation.
//!
//! Explanations are written once, by const code, so that the message of a
//! compile error and the `Display` of a run-time [`Answer`](crate::Answer)
//! are the same text. Const evaluation has no heap, so the text lives in a
//! fixed buffer; an explanation longer than [`Text::CAPACITY`] ends in `...`.

/// Text of bounded length, built in const evaluation.
pub(crate) struct Text {
    bytes: [u8; Text::CAPACITY],
    len: usize,
    truncated: bool,
}

impl Text {
    /// The longest explanation kept, in bytes. Explanations name two types,
    /// two field paths and a few value ranges, in at most about 1,200
    /// bytes, and a compile error's picture adds at most eight lines of 86
    /// characters (names and labels cut to fit): they stay below this.
    pub(crate) const CAPACITY: usize = 2048;
    const ELLIPSIS: &'static str = "...";

    pub(crate) const fn new() -> Text {
        Text { bytes: [0; Text::CAPACITY], len: 0, truncated: false }
    }

    /// Appends `piece`; when it does not fit, keeps what fits at a character
    /// boundary and ends the text with `...`.
    pub(crate) const fn push(&mut self, piece: &str) {
        let piece = piece.as_bytes();
        let room = Text::CAPACITY - Text::ELLIPSIS.len();
        if self.truncated {
            return;
        }
        let mut fits = piece.len();
        let truncated = self.len + fits > room;
        if truncated {
            fits = room - self.len;
            // Step back to a character boundary: continuation bytes are 0b10xx_xxxx.
            while fits > 0 && piece[fits] & 0xC0 == 0x80 {
                fits -= 1;
            }
        }
        let mut i = 0;
        while i < fits {
            self.bytes[self.len + i] = piece[i];
            i += 1;
        }
        self.len += fits;
        if truncated {
            let ellipsis = Text::ELLIPSIS.as_bytes();
            let mut j = 0;
            while j < ellipsis.len() {
                self.bytes[self.len + j] = ellipsis[j];
                j += 1;
            }
            self.len += ellipsis.len();
            self.truncated = true;
        }
    }

    /// Appends `value` in decimal.
    pub(crate) const fn push_u128(&mut self, value: u128) {
        let mut digits = [0u8; 39];
        let mut count = 0;
        let mut rest = value;
        loop {
            digits[digits.len() - 1 - count] = b'0' + (rest % 10) as u8;
            count += 1;
            rest /= 10;
            if rest == 0 {
                break;
            }
        }
        let (_, used) = digits.split_at(digits.len() - count);
        match core::str::from_utf8(used) {
            Ok(number) => self.push(number),
            Err(_) => self.push("?"),
        }
    }

    /// Appends `value` in decimal.
    pub(crate) const fn push_usize(&mut self, value: usize) {
        self.push_u128(value as u128);
    }

    /// Drops the last line that starts with `start`, and what follows it,
    /// if the text has one and was not cut short: a message whose advice
    /// is the caller's to give.
    pub(crate) const fn drop_last_line_from(&mut self, start: &str) {
        let start = start.as_bytes();
        if self.truncated || start.len() > self.len {
            return;
        }
        let mut at = self.len - start.len() + 1;
        while at > 0 {
            at -= 1;
            let mut i = 0;
            while i < start.len() && self.bytes[at + i] == start[i] {
                i += 1;
            }
            if i == start.len() {
                self.len = at;
                return;
            }
        }
    }

    pub(crate) const fn as_str(&self) -> &str {
        let (used, _) = self.bytes.split_at(self.len);
        match core::str::from_utf8(used) {
            Ok(text) => text,
            // Only whole characters are ever copied in, so this cannot happen.
            Err(_) => "(explanation not valid UTF-8)",
        }
    }
}

/// The bytes `from..to` of `text`, both at character boundaries (empty
/// otherwise): `str::split_at` is const only from Rust 1.86 on.
pub(crate) const fn substring(text: &str, from: usize, to: usize) -> &str {
    let (head, _) = text.as_bytes().split_at(to);
    let (_, middle) = head.split_at(from);
    match core::str::from_utf8(middle) {
        Ok(middle) => middle,
        Err(_) => "",
    }
}

/// Whether two texts are equal, in const evaluation.
pub(crate) const fn same_text(a: &str, b: &str) -> bool {
    same_bytes(a.as_bytes(), b.as_bytes())
}

/// Whether two byte strings are equal, in const evaluation.
///
/// One condition per byte, `a[i] == b[i]` in the loop's own test: const
/// evaluation pays by the statement, and for the body's `if` and its unit
/// value besides (an identity of 24 bytes: 966 statements where an `if`
/// in the body took 1,030). Reading eight bytes at a time out of slice
/// patterns (`[a0, .., a7, rest @ ..]`) evaluates fewer statements but
/// makes the body larger, which every checking crate decodes: more
/// instructions in all.
pub(crate) const fn same_bytes(a: &[u8], b: &[u8]) -> bool {
    let len = a.len();
    if len != b.len() {
        return false;
    }
    let mut i = 0;
    while i < len && a[i] == b[i] {
        i += 1;
    }
    i == len
}

#[cfg(test)]
mod tests {
    use super::{same_bytes, same_text, Text};

    /// Texts of every length to 40 bytes (the derive's identities are
    /// about 26) against a copy that differs in one byte, at every
    /// position (the first, the middle ones, the last), by every bit: each
    /// is another text. And texts of one length less or more.
    #[test]
    fn texts_differing_in_one_byte_anywhere_are_different() {
        let text = b"12:Ab3_xY9-zQ0pLm4Nr7sT2uV8wK5eF6gH1jD";
        let mut buffer = [0u8; 40];
        for len in 0..=text.len() {
            let original = &text[..len];
            assert!(same_bytes(original, original));
            buffer[..len].copy_from_slice(original);
            assert!(same_bytes(original, &buffer[..len]));
            for at in 0..len {
                for bit in 0..8 {
                    buffer[at] ^= 1 << bit;
                    assert!(!same_bytes(original, &buffer[..len]), "length {len}, byte {at}, bit {bit}");
                    assert!(!same_bytes(&buffer[..len], original), "length {len}, byte {at}, bit {bit}");
                    buffer[at] ^= 1 << bit;
                }
            }
            if len > 0 {
                assert!(!same_bytes(original, &text[..len - 1]));
                assert!(!same_bytes(&text[..len - 1], original));
            }
        }
    }

    /// The same in const evaluation, where the checks compare identities,
    /// on two identities as the derive writes them.
    #[test]
    fn identities_differing_in_one_byte_are_different_in_const_evaluation() {
        const IDENTITY: &str = "12:Ab3_xY9-zQ0pLm4Nr7sT2u";
        const SAME: bool = same_text(IDENTITY, "12:Ab3_xY9-zQ0pLm4Nr7sT2u");
        const FIRST: bool = same_text(IDENTITY, "22:Ab3_xY9-zQ0pLm4Nr7sT2u");
        const EIGHTH: bool = same_text(IDENTITY, "12:Ab3_yY9-zQ0pLm4Nr7sT2u");
        const NINTH: bool = same_text(IDENTITY, "12:Ab3_xX9-zQ0pLm4Nr7sT2u");
        const MIDDLE: bool = same_text(IDENTITY, "12:Ab3_xY9-zQ1pLm4Nr7sT2u");
        const LAST: bool = same_text(IDENTITY, "12:Ab3_xY9-zQ0pLm4Nr7sT2v");
        const LONGER: bool = same_text(IDENTITY, "12:Ab3_xY9-zQ0pLm4Nr7sT2u0");
        const SHORTER: bool = same_text(IDENTITY, "2:Ab3_xY9-zQ0pLm4Nr7sT2u");
        const { assert!(SAME) };
        const { assert!(!FIRST && !EIGHTH && !NINTH && !MIDDLE && !LAST && !LONGER && !SHORTER) };
    }

    #[test]
    fn numbers_and_truncation() {
        let mut text = Text::new();
        text.push("n = ");
        text.push_u128(0);
        text.push(", ");
        text.push_u128(u128::MAX);
        assert_eq!(text.as_str(), "n = 0, 340282366920938463463374607431768211455");

        let mut long = Text::new();
        for _ in 0..Text::CAPACITY {
            long.push("é");
        }
        assert!(long.as_str().ends_with("..."));
        assert!(long.as_str().len() <= Text::CAPACITY);
    }
}
