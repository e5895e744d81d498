//! Sets of byte values: the alphabet of the automata.
//!
//! A byte of a value is either one of the 256 initialized values or
//! *uninitialized* (padding, `MaybeUninit`). A [`ByteSet`] is a subset of those
//! 257 symbols; every edge of a type's automaton is labelled with one.
//!
//! All operations are branch-free word operations, because they run inside
//! const evaluation, where every basic block counts against the compiler's
//! step limit.

use core::fmt;

/// A set of the 257 symbols a byte can take: the values `0..=255`, and
/// *uninitialized*.
///
/// ```
/// use transmutable::ByteSet;
///
/// let bool_bytes = ByteSet::range(0, 1);
/// assert!(bool_bytes.is_subset_of(ByteSet::INITIALIZED));
/// assert!(!ByteSet::INITIALIZED.is_subset_of(bool_bytes));
/// assert_eq!(ByteSet::INITIALIZED.difference(bool_bytes), ByteSet::range(2, 255));
/// assert_eq!(bool_bytes.to_string(), "0..=1");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct ByteSet {
    // Value `v` is bit `v % 64` of word `v / 64`. Four fields, not an
    // array: const evaluation takes an array apart and puts it together
    // again at every operation, which made a union of two sets about 45%
    // dearer (61,000 of the compiler's instructions against 42,000).
    word_0: u64,
    word_1: u64,
    word_2: u64,
    word_3: u64,
    uninit: bool,
}

impl ByteSet {
    /// No symbol at all: a byte that cannot exist (an uninhabited type).
    pub const EMPTY: ByteSet = ByteSet { word_0: 0, word_1: 0, word_2: 0, word_3: 0, uninit: false };
    /// Every initialized value, `0..=255`: what a `u8` holds.
    pub const INITIALIZED: ByteSet =
        ByteSet { word_0: u64::MAX, word_1: u64::MAX, word_2: u64::MAX, word_3: u64::MAX, uninit: false };
    /// Only the uninitialized symbol: what a padding byte holds.
    pub const UNINIT: ByteSet = ByteSet { uninit: true, ..ByteSet::EMPTY };
    /// Every symbol, initialized or not: what a `MaybeUninit<u8>` holds, and
    /// what a padding byte accepts.
    pub const ANYTHING: ByteSet = ByteSet { uninit: true, ..ByteSet::INITIALIZED };

    /// How many symbols there are: the 256 values, then uninit. A symbol's
    /// index is its value, or `256` for uninit.
    pub(crate) const SYMBOLS: usize = 257;

    /// The values `low..=high` (empty when `low > high`).
    pub const fn range(low: u8, high: u8) -> ByteSet {
        if low > high {
            return ByteSet::EMPTY;
        }
        ByteSet {
            word_0: word_range(low, high, 0),
            word_1: word_range(low, high, 1),
            word_2: word_range(low, high, 2),
            word_3: word_range(low, high, 3),
            uninit: false,
        }
    }

    /// The values whose bits `words` holds (value `v` is bit `v % 64` of
    /// word `v / 64`), without uninit: for code that builds a set a bit at
    /// a time in a loop, where a call per value would cost const evaluation
    /// more than the loop.
    pub(crate) const fn of_words(words: [u64; 4]) -> ByteSet {
        let [word_0, word_1, word_2, word_3] = words;
        ByteSet { word_0, word_1, word_2, word_3, uninit: false }
    }

    /// The words of the set's values (see [`of_words`](Self::of_words)).
    pub(crate) const fn words(self) -> [u64; 4] {
        [self.word_0, self.word_1, self.word_2, self.word_3]
    }

    /// The single value `value`.
    pub const fn single(value: u8) -> ByteSet {
        let bit = 1 << (value % 64);
        let mut set = ByteSet::EMPTY;
        match value / 64 {
            0 => set.word_0 = bit,
            1 => set.word_1 = bit,
            2 => set.word_2 = bit,
            _ => set.word_3 = bit,
        }
        set
    }

    /// Whether `value` is in the set.
    pub const fn contains(self, value: u8) -> bool {
        let word = match value / 64 {
            0 => self.word_0,
            1 => self.word_1,
            2 => self.word_2,
            _ => self.word_3,
        };
        word & (1 << (value % 64)) != 0
    }

    /// Whether the uninitialized symbol is in the set.
    pub const fn contains_uninit(self) -> bool {
        self.uninit
    }

    /// Whether the set holds every initialized value (uninit or not):
    /// `ByteSet::INITIALIZED.is_subset_of(self)`, in fewer steps.
    pub(crate) const fn holds_every_value(self) -> bool {
        self.word_0 & self.word_1 & self.word_2 & self.word_3 == u64::MAX
    }

    /// Whether the set has no symbol at all.
    pub const fn is_empty(self) -> bool {
        !self.uninit && (self.word_0 | self.word_1 | self.word_2 | self.word_3) == 0
    }

    /// Whether `self` and `other` hold the same symbols.
    pub(crate) const fn equals(self, other: ByteSet) -> bool {
        self.uninit == other.uninit
            && (self.word_0 ^ other.word_0)
                | (self.word_1 ^ other.word_1)
                | (self.word_2 ^ other.word_2)
                | (self.word_3 ^ other.word_3)
                == 0
    }

    /// Whether `a` and `b` hold equal sets, one by one: one call for the
    /// whole slices (a scalar's patterns), where [`equals`](Self::equals)
    /// costs const evaluation a call per set.
    pub(crate) const fn all_equal(a: &[ByteSet], b: &[ByteSet]) -> bool {
        let len = a.len();
        if len != b.len() {
            return false;
        }
        let mut i = 0;
        while i < len {
            // Taken apart, not indexed: each index is a bounds check.
            let ByteSet { word_0: x0, word_1: x1, word_2: x2, word_3: x3, uninit: x } = a[i];
            let ByteSet { word_0: y0, word_1: y1, word_2: y2, word_3: y3, uninit: y } = b[i];
            if (x0 ^ y0) | (x1 ^ y1) | (x2 ^ y2) | (x3 ^ y3) != 0 || x != y {
                return false;
            }
            i += 1;
        }
        true
    }

    /// Whether one of the first `count` runs of `width` sets in `sets` (a
    /// scalar's patterns, back to back) holds the value 0 in each of its
    /// sets: one call for every pattern of a scalar, where
    /// [`contains`](Self::contains) costs const evaluation a call per set.
    pub(crate) const fn some_run_holds_zero(sets: &[ByteSet], count: usize, width: usize) -> bool {
        let mut run = 0;
        while run < count {
            let (mut byte, end) = (run * width, (run + 1) * width);
            // Bit 0 of the first word is the value 0; the set taken apart,
            // not its word indexed, which is a bounds check more.
            while byte < end {
                let ByteSet { word_0: low, .. } = sets[byte];
                if low & 1 == 0 {
                    break;
                }
                byte += 1;
            }
            if byte == end {
                return true;
            }
            run += 1;
        }
        false
    }

    /// A number equal for equal sets, and most often different for
    /// different ones: a quick test before [`equals`](Self::equals).
    pub(crate) const fn fingerprint(self) -> u64 {
        self.word_0
            ^ self.word_1.rotate_left(16)
            ^ self.word_2.rotate_left(32)
            ^ self.word_3.rotate_left(48)
            ^ self.uninit as u64
    }

    /// How many symbols the set holds.
    pub(crate) const fn count(self) -> usize {
        (self.word_0.count_ones()
            + self.word_1.count_ones()
            + self.word_2.count_ones()
            + self.word_3.count_ones()
            + self.uninit as u32) as usize
    }

    /// The values of the set with the bits outside `mask` cleared: what
    /// the bits under `mask` of its members hold, in place.
    pub(crate) const fn masked(self, mask: u8) -> ByteSet {
        let (mut words, from) = ([0u64; 4], self.words());
        let mut word = 0;
        while word < 4 {
            let mut bits = from[word];
            while bits != 0 {
                let value = (64 * word as u32 + bits.trailing_zeros()) as u8 & mask;
                words[(value / 64) as usize] |= 1 << (value % 64);
                bits &= bits - 1;
            }
            word += 1;
        }
        ByteSet::of_words(words)
    }

    /// The values of the set shifted right by `shift` bits (its members
    /// have their low `shift` bits clear, as [`masked`](Self::masked)
    /// leaves them).
    pub(crate) const fn shifted_down(self, shift: u32) -> ByteSet {
        let (mut words, from) = ([0u64; 4], self.words());
        let mut word = 0;
        while word < 4 {
            let mut bits = from[word];
            while bits != 0 {
                let value = (64 * word as u32 + bits.trailing_zeros()) >> shift;
                words[(value / 64) as usize] |= 1 << (value % 64);
                bits &= bits - 1;
            }
            word += 1;
        }
        ByteSet::of_words(words)
    }

    /// Whether every symbol of `self` is in `other`.
    pub const fn is_subset_of(self, other: ByteSet) -> bool {
        ((self.word_0 & !other.word_0)
            | (self.word_1 & !other.word_1)
            | (self.word_2 & !other.word_2)
            | (self.word_3 & !other.word_3))
            == 0
            && (!self.uninit || other.uninit)
    }

    /// Whether `self` and `other` share a symbol.
    pub const fn intersects(self, other: ByteSet) -> bool {
        ((self.word_0 & other.word_0)
            | (self.word_1 & other.word_1)
            | (self.word_2 & other.word_2)
            | (self.word_3 & other.word_3))
            != 0
            || (self.uninit && other.uninit)
    }

    /// The symbols in both sets.
    pub const fn intersection(self, other: ByteSet) -> ByteSet {
        ByteSet {
            word_0: self.word_0 & other.word_0,
            word_1: self.word_1 & other.word_1,
            word_2: self.word_2 & other.word_2,
            word_3: self.word_3 & other.word_3,
            uninit: self.uninit & other.uninit,
        }
    }

    /// The symbols in either set.
    pub const fn union(self, other: ByteSet) -> ByteSet {
        ByteSet {
            word_0: self.word_0 | other.word_0,
            word_1: self.word_1 | other.word_1,
            word_2: self.word_2 | other.word_2,
            word_3: self.word_3 | other.word_3,
            uninit: self.uninit | other.uninit,
        }
    }

    /// The symbols of `self` that are not in `other`.
    pub const fn difference(self, other: ByteSet) -> ByteSet {
        ByteSet {
            word_0: self.word_0 & !other.word_0,
            word_1: self.word_1 & !other.word_1,
            word_2: self.word_2 & !other.word_2,
            word_3: self.word_3 & !other.word_3,
            uninit: self.uninit & !other.uninit,
        }
    }

    /// The initialized values of the set, without the uninitialized symbol.
    pub const fn initialized(self) -> ByteSet {
        ByteSet { uninit: false, ..self }
    }

    /// The smallest value in the set, if it holds any initialized value.
    pub const fn first_value(self) -> Option<u8> {
        let (bits, base) = if self.word_0 != 0 {
            (self.word_0, 0)
        } else if self.word_1 != 0 {
            (self.word_1, 64)
        } else if self.word_2 != 0 {
            (self.word_2, 128)
        } else if self.word_3 != 0 {
            (self.word_3, 192)
        } else {
            return None;
        };
        Some(base + bits.trailing_zeros() as u8)
    }

    /// The index of the smallest symbol in the set (uninit comes last), if
    /// it holds any.
    pub(crate) const fn first_symbol(self) -> Option<usize> {
        match self.first_value() {
            Some(value) => Some(value as usize),
            None if self.uninit => Some(256),
            None => None,
        }
    }

    /// The set without the symbol of index `symbol`.
    pub(crate) const fn without_symbol(self, symbol: usize) -> ByteSet {
        if symbol == 256 {
            return ByteSet { uninit: false, ..self };
        }
        let mut words = self.words();
        words[symbol / 64] &= !(1 << (symbol % 64));
        ByteSet { uninit: self.uninit, ..ByteSet::of_words(words) }
    }

    /// The first run of consecutive values at or after `from`, as
    /// `(low, high)`. Used to print sets as ranges.
    ///
    /// A word at a time: explanations ask for ranges inside loops over
    /// patterns and values, and const evaluation pays for every step (a
    /// value at a time, a wide enum of 60 variants ran out of the
    /// compiler's budget).
    pub(crate) const fn next_range(self, from: u16) -> Option<(u8, u8)> {
        let low = match self.next_symbol(from, true) {
            Some(low) => low,
            None => return None,
        };
        let end = match self.next_symbol(low, false) {
            Some(end) => end,
            None => 256,
        };
        Some((low as u8, (end - 1) as u8))
    }

    /// The smallest value at or after `from` that is in the set (`member`),
    /// or not in it, below 256.
    const fn next_symbol(self, from: u16, member: bool) -> Option<u16> {
        let (mut word, words) = ((from / 64) as usize, self.words());
        // The bits below `from` in its word are not looked at.
        let mut below = from % 64;
        while word < 4 {
            let bits = if member { words[word] } else { !words[word] };
            let bits = if below == 0 { bits } else { bits & (u64::MAX << below) };
            if bits != 0 {
                return Some(word as u16 * 64 + bits.trailing_zeros() as u16);
            }
            below = 0;
            word += 1;
        }
        None
    }

    /// Writes the set as `2..=255`, `0, 2..=9`, `uninit`: the form the
    /// explanations use.
    pub(crate) const fn write(self, out: &mut crate::text::Text) {
        if self.is_empty() {
            out.push("nothing");
            return;
        }
        let mut first = true;
        let mut from = 0u16;
        while let Some((low, high)) = self.next_range(from) {
            if !first {
                out.push(", ");
            }
            first = false;
            out.push_u128(low as u128);
            if high != low {
                out.push("..=");
                out.push_u128(high as u128);
            }
            from = high as u16 + 1;
        }
        if self.uninit {
            if !first {
                out.push(", ");
            }
            out.push("uninit");
        }
    }
}

/// The bits of `low..=high` that fall into word `word` (values `64 * word..`).
const fn word_range(low: u8, high: u8, word: u8) -> u64 {
    let start = word as u16 * 64;
    let end = start + 63;
    let (low, high) = (low as u16, high as u16);
    if high < start || low > end {
        return 0;
    }
    let from = low.saturating_sub(start);
    let to = if high < end { high - start } else { 63 };
    let upper = if to == 63 { u64::MAX } else { (1u64 << (to + 1)) - 1 };
    upper & !((1u64 << from) - 1)
}

impl fmt::Display for ByteSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut text = crate::text::Text::new();
        self.write(&mut text);
        f.write_str(text.as_str())
    }
}

impl fmt::Debug for ByteSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "ByteSet({self})")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::string::ToString;

    #[test]
    fn ranges_match_membership() {
        for low in [0u8, 1, 63, 64, 65, 127, 128, 200, 255] {
            for high in [0u8, 1, 63, 64, 65, 127, 128, 200, 255] {
                let set = ByteSet::range(low, high);
                for value in 0..=255u8 {
                    assert_eq!(set.contains(value), low <= value && value <= high);
                }
                assert!(!set.contains_uninit());
            }
        }
    }

    /// `some_run_holds_zero` answers what reading every run set by set
    /// answers, for runs of every width up to 3 of sets with and without 0,
    /// and sets past the runs counted.
    #[test]
    fn some_run_holds_zero_as_a_scan_finds() {
        let choices =
            [ByteSet::EMPTY, ByteSet::single(0), ByteSet::range(1, 9), ByteSet::range(0, 200), ByteSet::UNINIT];
        for width in 0..=3usize {
            for count in 0..=3usize {
                // Every choice of sets for the runs, one more set past them.
                let total = width * count + 1;
                let mut pick = std::vec![0usize; total];
                loop {
                    let sets: std::vec::Vec<ByteSet> = pick.iter().map(|&i| choices[i]).collect();
                    let scanned = (0..count).any(|run| sets[run * width..][..width].iter().all(|set| set.contains(0)));
                    assert_eq!(ByteSet::some_run_holds_zero(&sets, count, width), scanned, "{width} {count} {sets:?}");
                    let mut digit = 0;
                    while digit < total && pick[digit] == choices.len() - 1 {
                        pick[digit] = 0;
                        digit += 1;
                    }
                    if digit == total {
                        break;
                    }
                    pick[digit] += 1;
                }
            }
        }
    }

    /// `next_range`, a word at a time, finds what a scan value by value
    /// finds, from every start, in sets whose runs cross the words' edges.
    #[test]
    fn next_range_finds_the_runs_a_scan_finds() {
        let sets = [
            ByteSet::EMPTY,
            ByteSet::INITIALIZED,
            ByteSet::UNINIT,
            ByteSet::single(0),
            ByteSet::single(255),
            ByteSet::range(60, 70),
            ByteSet::range(63, 64).union(ByteSet::range(127, 200)),
            ByteSet::range(0, 255).difference(ByteSet::single(128)),
            ByteSet::range(1, 254).union(ByteSet::UNINIT),
            (0..=255u8).step_by(3).fold(ByteSet::EMPTY, |set, value| set.union(ByteSet::single(value))),
        ];
        for set in sets {
            for from in 0..=256u16 {
                let mut value = from;
                while value < 256 && !set.contains(value as u8) {
                    value += 1;
                }
                let expected = (value < 256).then(|| {
                    let low = value;
                    while value < 256 && set.contains(value as u8) {
                        value += 1;
                    }
                    (low as u8, (value - 1) as u8)
                });
                assert_eq!(set.next_range(from), expected, "{set} from {from}");
            }
        }
    }

    #[test]
    fn algebra() {
        let a = ByteSet::range(10, 100).union(ByteSet::UNINIT);
        let b = ByteSet::range(50, 200);
        for value in 0..=255u8 {
            let (in_a, in_b) = (a.contains(value), b.contains(value));
            assert_eq!(a.union(b).contains(value), in_a || in_b);
            assert_eq!(a.intersection(b).contains(value), in_a && in_b);
            assert_eq!(a.difference(b).contains(value), in_a && !in_b);
        }
        assert!(a.difference(b).contains_uninit());
        assert!(!a.intersection(b).contains_uninit());
        assert!(ByteSet::EMPTY.is_subset_of(b));
        assert!(!ByteSet::UNINIT.is_subset_of(ByteSet::INITIALIZED));
        assert_eq!(b.first_value(), Some(50));
        assert_eq!(ByteSet::UNINIT.first_value(), None);
    }

    #[test]
    fn prints_as_ranges() {
        let set = ByteSet::single(0).union(ByteSet::range(2, 3)).union(ByteSet::range(7, 255));
        assert_eq!(set.to_string(), "0, 2..=3, 7..=255");
        assert_eq!(ByteSet::ANYTHING.to_string(), "0..=255, uninit");
        assert_eq!(ByteSet::EMPTY.to_string(), "nothing");
    }
}
