//! The brute-force oracle: every byte string a source can be, laid over the
//! destination and matched against it, with nothing taken from transmutable's
//! engine.
//!
//! The contract, read literally: padding in the source is uninitialized, and
//! so is everything past its end; the destination sees the first
//! `destination.size` bytes of that; padding in the destination accepts any
//! byte, uninitialized included. Without assumptions every source string must
//! be accepted; with `Assume::VALIDITY` one is enough. A source with no
//! strings at all (uninhabited) is transmutable into anything.

use super::model::{tag_bytes, Atoms, Part, Shape, Symbol};
use transmutable::Mismatch;

/// Every byte string of `shape`, sorted, without repeats.
pub fn strings(shape: &Shape) -> Vec<Vec<Symbol>> {
    // Without this, the pieces before an uninhabited one would be listed for
    // nothing.
    if count_strings(shape) == 0 {
        return Vec::new();
    }
    let mut strings = vec![vec![Symbol::Uninit; shape.size]];
    for placed in &shape.pieces {
        let parts = part_strings(&placed.part);
        let range = placed.offset..placed.end();
        strings = strings
            .iter()
            .flat_map(|string| {
                parts.iter().map(|part| {
                    let mut string = string.clone();
                    string[range.clone()].copy_from_slice(part);
                    string
                })
            })
            .collect();
    }
    strings.sort();
    strings.dedup();
    strings
}

fn part_strings(part: &Part) -> Vec<Vec<Symbol>> {
    match part {
        // An empty set has no value even zero times: a zero-sized field of an
        // uninhabited type makes its container uninhabited.
        Part::Run { set, .. } if set.is_empty() => Vec::new(),
        Part::Run { set, len } => concatenations(&vec![set.symbols().map(|symbol| vec![symbol]).collect(); *len]),
        Part::Tag { value, width } => vec![tag_bytes(*value, *width)],
        Part::Scalar { patterns, .. } => patterns
            .iter()
            .flat_map(|pattern| {
                let bytes: Vec<Vec<Vec<Symbol>>> =
                    pattern.iter().map(|set| set.symbols().map(|symbol| vec![symbol]).collect()).collect();
                concatenations(&bytes)
            })
            .collect(),
        Part::Nest(inner) => strings(inner),
        Part::Choice { alternatives, .. } => {
            let mut all: Vec<Vec<Symbol>> = alternatives.iter().flat_map(strings).collect();
            all.sort();
            all.dedup();
            all
        }
        Part::Repeat { element, count } => concatenations(&vec![strings(element); *count]),
    }
}

/// Every way to pick one string from each of `factors`, in order, joined.
fn concatenations(factors: &[Vec<Vec<Symbol>>]) -> Vec<Vec<Symbol>> {
    factors.iter().fold(vec![Vec::new()], |prefixes, factor| {
        prefixes
            .iter()
            .flat_map(|prefix| factor.iter().map(move |string| [prefix.as_slice(), string].concat()))
            .collect()
    })
}

/// How many strings [`strings`] would list for `shape`, at most, without
/// listing them; saturates. Exact about none: zero only when uninhabited.
pub fn count_strings(shape: &Shape) -> usize {
    shape.pieces.iter().fold(1, |count, placed| count.saturating_mul(count_part_strings(&placed.part)))
}

fn count_part_strings(part: &Part) -> usize {
    let per_byte = |set: &Atoms| set.symbols().count();
    match part {
        Part::Run { set, .. } if set.is_empty() => 0,
        Part::Run { set, len } => per_byte(set).saturating_pow(*len as u32),
        Part::Tag { .. } => 1,
        Part::Scalar { patterns, .. } => patterns
            .iter()
            .map(|pattern| pattern.iter().map(per_byte).fold(1, usize::saturating_mul))
            .fold(0, usize::saturating_add),
        Part::Nest(inner) => count_strings(inner),
        Part::Choice { alternatives, .. } => alternatives.iter().map(count_strings).fold(0, usize::saturating_add),
        Part::Repeat { element, count } => count_strings(element).saturating_pow(*count as u32),
    }
}

/// Whether some string of `shape` matches `input`, where `None` matches any
/// byte: with a full string, whether `shape` accepts it; with a prefix
/// followed by `None`s, whether some string of `shape` starts with it.
pub fn matches(shape: &Shape, input: &[Option<Symbol>]) -> bool {
    shape.pieces.iter().all(|placed| part_matches(&placed.part, &input[placed.offset..placed.end()]))
}

fn part_matches(part: &Part, input: &[Option<Symbol>]) -> bool {
    match part {
        Part::Run { set, .. } => {
            !set.is_empty() && input.iter().all(|byte| byte.is_none_or(|symbol| set.contains(symbol)))
        }
        Part::Tag { value, width } => {
            input.iter().zip(tag_bytes(*value, *width)).all(|(byte, tag)| byte.is_none_or(|symbol| symbol == tag))
        }
        Part::Scalar { patterns, .. } => patterns.iter().any(|pattern| {
            input
                .iter()
                .zip(pattern)
                .all(|(byte, set)| !set.is_empty() && byte.is_none_or(|symbol| set.contains(symbol)))
        }),
        Part::Nest(inner) => matches(inner, input),
        Part::Choice { alternatives, .. } => alternatives.iter().any(|alternative| matches(alternative, input)),
        Part::Repeat { element, count } => {
            (0..*count).all(|i| matches(element, &input[i * element.size..(i + 1) * element.size]))
        }
    }
}

/// A source and a destination, with the source's strings as the destination
/// sees them.
pub struct Oracle<'a> {
    destination: &'a Shape,
    /// Each source string, cut or padded with uninitialized bytes to the
    /// destination's size.
    laid: Vec<Vec<Symbol>>,
}

impl<'a> Oracle<'a> {
    pub fn new(source: &Shape, destination: &'a Shape) -> Oracle<'a> {
        let mut laid: Vec<Vec<Symbol>> = strings(source)
            .into_iter()
            .map(|mut string| {
                string.resize(destination.size, Symbol::Uninit);
                string
            })
            .collect();
        laid.sort();
        laid.dedup();
        Oracle { destination, laid }
    }

    pub fn source_is_inhabited(&self) -> bool {
        !self.laid.is_empty()
    }

    pub fn destination_is_inhabited(&self) -> bool {
        matches(self.destination, &vec![None; self.destination.size])
    }

    /// The contract's verdict.
    pub fn holds(&self, validity: bool) -> bool {
        if !self.source_is_inhabited() {
            return true;
        }
        if validity {
            self.laid.iter().any(|string| self.accepts(string))
        } else {
            self.laid.iter().all(|string| self.accepts(string))
        }
    }

    fn accepts(&self, string: &[Symbol]) -> bool {
        self.continues(string, string.len())
    }

    /// Whether some destination string starts with the first `len` bytes
    /// of `string`.
    fn continues(&self, string: &[Symbol], len: usize) -> bool {
        let input: Vec<Option<Symbol>> =
            (0..self.destination.size).map(|i| if i < len { Some(string[i]) } else { None }).collect();
        matches(self.destination, &input)
    }

    /// Whether `mismatch` points at a real failure. Without assumptions:
    /// some source string that the destination rejects has its first
    /// rejected byte at the offset, holding one of the values reported. With
    /// `Assume::VALIDITY`, where a search may give up on any path: some source
    /// string is accepted up to the offset and holds a reported value there.
    pub fn explains(&self, mismatch: &Mismatch, validity: bool) -> bool {
        let offset = mismatch.offset();
        if offset >= self.destination.size
            || mismatch.values().is_empty()
            || mismatch.values().intersects(mismatch.accepted())
        {
            return false;
        }
        self.laid.iter().any(|string| {
            let reached = if validity {
                self.continues(string, offset)
            } else {
                self.continues(string, offset) && !self.continues(string, offset + 1)
            };
            reached && string[offset].is_in(mismatch.values())
        })
    }
}
