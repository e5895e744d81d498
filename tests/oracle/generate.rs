//! Random shapes, and pairs of them.
//!
//! Two unrelated random types are almost never transmutable, which would
//! leave the engine's "yes" paths untested. So most pairs are *related*: the
//! destination is the source with a few pieces changed — a set widened or
//! narrowed, a piece dropped to padding or replaced, a part rewritten into
//! another structure with the same strings (a run split into bytes or into an
//! array, a nest inlined, a set split into a union of its atoms, an array
//! unrolled), neighbouring pieces regrouped so that branches begin and end
//! elsewhere, the size cut at a piece boundary or extended — and half of the
//! time the pair is turned around.

use proptest::collection::vec;
use proptest::prelude::*;
use proptest::sample::{select, subsequence};
use proptest::strategy::Union;

use super::language::count_strings;
use super::model::{atoms, nest, run, shape, tag_bytes, Atoms, Part, Placed, Shape};

/// What generated shapes look like.
#[derive(Clone, Copy, Debug)]
pub struct Bounds {
    /// The most bytes in a type.
    pub size: usize,
    /// How many nests, choices and repeats may be inside one another.
    pub depth: u32,
    /// Whether sets of one atom are likely, so that long types have few
    /// strings.
    pub few_strings: bool,
}

impl Bounds {
    /// The bounds of a part inside a nest, choice or repeat.
    fn inner(self) -> Option<Bounds> {
        Some(Bounds { depth: self.depth.checked_sub(1)?, ..self })
    }
}

/// A source and a destination, the source with at most `most_strings`
/// strings for the oracle to list.
pub fn pair(bounds: Bounds, most_strings: usize) -> impl Strategy<Value = (Shape, Shape)> {
    let unrelated = (any_shape(bounds), any_shape(bounds));
    let related = any_shape(bounds)
        .prop_flat_map(move |source| (Just(source.clone()), related(source, bounds), any::<bool>()))
        .prop_map(|(source, destination, turn)| if turn { (destination, source) } else { (source, destination) });
    prop_oneof![1 => unrelated, 3 => related]
        .prop_filter("too many source strings to list", move |(source, _)| count_strings(source) <= most_strings)
}

fn any_shape(bounds: Bounds) -> BoxedStrategy<Shape> {
    (0..=bounds.size).prop_flat_map(move |size| shape_of(size, bounds)).boxed()
}

/// Any set, with the sets of common types more likely.
fn set(bounds: Bounds) -> BoxedStrategy<Atoms> {
    let any = prop_oneof![
        4 => (0u8..32).prop_map(Atoms::from_bits),
        1 => Just(Atoms::INITIALIZED),
        1 => Just(Atoms::ANYTHING),
        1 => Just(atoms("01")),
    ];
    if bounds.few_strings {
        prop_oneof![1 => any, 2 => (0u8..5).prop_map(|bit| Atoms::from_bits(1 << bit))].boxed()
    } else {
        any.boxed()
    }
}

/// A set of a scalar pattern's byte: initialized, not empty.
fn initialized_set(bounds: Bounds) -> BoxedStrategy<Atoms> {
    if bounds.few_strings {
        prop_oneof![1 => 1u8..16, 2 => (0u8..4).prop_map(|bit| 1 << bit)].prop_map(Atoms::from_bits).boxed()
    } else {
        (1u8..16).prop_map(Atoms::from_bits).boxed()
    }
}

/// The most segments, less one, that a shape's bytes are cut into: long
/// types get long runs and arrays, not only many short pieces.
const MOST_CUTS: usize = 6;

/// A shape of exactly `size` bytes: the bytes are cut into segments, each a
/// piece or padding.
fn shape_of(size: usize, bounds: Bounds) -> BoxedStrategy<Shape> {
    let inner_cuts: Vec<usize> = (1..size).collect();
    let most = inner_cuts.len().min(MOST_CUTS);
    subsequence(inner_cuts, 0..=most)
        .prop_flat_map(move |cuts| {
            let ends: Vec<usize> = [0].into_iter().chain(cuts).chain([size]).collect();
            ends.windows(2).map(|segment| segment_of(segment[0], segment[1] - segment[0], bounds)).collect::<Vec<_>>()
        })
        .prop_map(move |segments| shape(size, segments.concat()))
        .boxed()
}

/// The pieces of `len` bytes at `offset`: none (padding), one, or one after
/// a zero-sized piece.
fn segment_of(offset: usize, len: usize, bounds: Bounds) -> BoxedStrategy<Vec<Placed>> {
    let at = move |part: Part| Placed { offset, part };
    if len == 0 {
        return prop_oneof![3 => Just(Vec::new()), 1 => zero_sized(bounds).prop_map(move |part| vec![at(part)])]
            .boxed();
    }
    prop_oneof![
        1 => Just(Vec::new()),
        5 => part_of(len, bounds).prop_map(move |part| vec![at(part)]),
        1 => (zero_sized(bounds), part_of(len, bounds)).prop_map(move |(zero, part)| vec![at(zero), at(part)]),
    ]
    .boxed()
}

/// A part of `len > 0` bytes.
fn part_of(len: usize, bounds: Bounds) -> BoxedStrategy<Part> {
    let mut options = vec![(3, set(bounds).prop_map(move |set| Part::Run { set, len }).boxed())];
    if len <= 4 {
        options.push((1, tag_value(len).prop_map(move |value| Part::Tag { value, width: len }).boxed()));
    }
    if len >= 2 {
        options.push((1, scalar_of(len, bounds)));
    }
    if let Some(inner) = bounds.inner() {
        options.push((1, shape_of(len, inner).prop_map(Part::Nest).boxed()));
        options.push((2, choice_of(len, inner)));
        options.push((2, repeat_of(len, inner)));
    }
    Union::new_weighted(options).boxed()
}

/// A multi-byte scalar: one to three patterns, or rarely none (no value).
fn scalar_of(width: usize, bounds: Bounds) -> BoxedStrategy<Part> {
    prop_oneof![
        16 => vec(vec(initialized_set(bounds), width), 1..=3),
        1 => Just(Vec::new()),
    ]
    .prop_map(move |patterns| Part::Scalar { width, patterns })
    .boxed()
}

/// A choice of `len` bytes: a union of any alternatives, an enum, a union
/// of one field placed at different offsets, or rarely a choice with no
/// alternative.
fn choice_of(len: usize, bounds: Bounds) -> BoxedStrategy<Part> {
    let untagged =
        vec(shape_of(len, bounds), 1..=3).prop_map(move |alternatives| Part::Choice { size: len, alternatives });
    let offsets: Vec<usize> = (0..len).collect();
    let field_moves = (set(bounds), subsequence(offsets, 1..=len)).prop_map(move |(set, offsets)| Part::Choice {
        size: len,
        alternatives: offsets.into_iter().map(|offset| shape(len, vec![run(offset, 1, set)])).collect(),
    });
    prop_oneof![
        6 => untagged,
        6 => enum_of(len, bounds),
        3 => field_moves,
        1 => Just(Part::Choice { size: len, alternatives: Vec::new() }),
    ]
    .boxed()
}

/// An enum of `len` bytes: variants that start with distinct tags of one
/// width. Mostly their first bytes differ too, so that the first byte picks
/// the variant, as in most enums; sometimes only a later tag byte does.
fn enum_of(len: usize, bounds: Bounds) -> BoxedStrategy<Part> {
    (1..=len.min(3), vec(tag_value(3), 1..=3), any::<bool>())
        .prop_flat_map(move |(width, mut values, first_byte_differs)| {
            let mask = (1u32 << (8 * width)) - 1;
            for (index, value) in values.iter_mut().enumerate() {
                *value &= mask;
                if first_byte_differs {
                    let first = if cfg!(target_endian = "little") { 0 } else { 8 * (width - 1) };
                    *value = *value & !(0xFF << first) | (index as u32) << first;
                }
            }
            let mut seen = Vec::new();
            values.retain(|value| {
                !seen.contains(value) && {
                    seen.push(*value);
                    true
                }
            });
            values
                .into_iter()
                .map(|value| shape_of(len - width, bounds).prop_map(move |rest| variant(value, width, rest)))
                .collect::<Vec<_>>()
        })
        .prop_map(move |alternatives| Part::Choice { size: len, alternatives })
        .boxed()
}

/// A tag of `width` bytes, each 0, 1 or 2.
fn tag_value(width: usize) -> BoxedStrategy<u32> {
    vec(0u32..=2, width).prop_map(|bytes| bytes.iter().rev().fold(0, |value, byte| value << 8 | byte)).boxed()
}

/// An enum variant: the tag, then the fields.
fn variant(value: u32, width: usize, rest: Shape) -> Shape {
    let fields = rest.pieces.into_iter().map(|placed| Placed { offset: placed.offset + width, ..placed });
    shape(
        width + rest.size,
        [Placed { offset: 0, part: Part::Tag { value, width } }].into_iter().chain(fields).collect(),
    )
}

/// An array filling `len > 0` bytes.
fn repeat_of(len: usize, bounds: Bounds) -> BoxedStrategy<Part> {
    let counts: Vec<usize> = (1..=len).filter(|count| len % count == 0).collect();
    select(counts)
        .prop_flat_map(move |count| {
            shape_of(len / count, bounds).prop_map(move |element| Part::Repeat { element, count })
        })
        .boxed()
}

/// A zero-sized part: a set (empty: an uninhabited field), an empty array
/// (inhabited even of an uninhabited element), or a nest, a choice or an
/// array of zero-sized shapes.
fn zero_sized(bounds: Bounds) -> BoxedStrategy<Part> {
    let flat = Bounds { depth: 0, ..bounds };
    let mut options = vec![
        (2, prop_oneof![Just(Atoms::EMPTY), set(bounds)].prop_map(|set| Part::Run { set, len: 0 }).boxed()),
        (
            1,
            (1..=2usize)
                .prop_flat_map(move |size| shape_of(size, flat))
                .prop_map(|element| Part::Repeat { element, count: 0 })
                .boxed(),
        ),
    ];
    if let Some(inner) = bounds.inner() {
        options.push((1, shape_of(0, inner).prop_map(Part::Nest).boxed()));
        options.push((
            1,
            vec(shape_of(0, inner), 0..=2).prop_map(|alternatives| Part::Choice { size: 0, alternatives }).boxed(),
        ));
        options.push((
            1,
            (shape_of(0, inner), 1..=3usize).prop_map(|(element, count)| Part::Repeat { element, count }).boxed(),
        ));
    }
    Union::new_weighted(options).boxed()
}

/// A shape like `source`: a few of its pieces changed, neighbours maybe
/// regrouped, its size maybe changed too.
fn related(source: Shape, bounds: Bounds) -> BoxedStrategy<Shape> {
    mutated(source, bounds)
        .prop_flat_map(|shape| prop_oneof![2 => Just(shape.clone()), 1 => regrouped(shape)])
        .prop_flat_map(move |shape| resized(shape, bounds))
        .boxed()
}

/// `original` with the same strings, and some neighbouring pieces
/// `first..=last` put together: into a nest, or, around a choice among
/// them, into each of its alternatives (`x (a | b) y` as `x a y | x b y`).
/// Either moves where a branch begins or ends, so that the branches of the
/// source and the destination no longer line up.
fn regrouped(original: Shape) -> BoxedStrategy<Shape> {
    let count = original.pieces.len();
    if count == 0 {
        return Just(original).boxed();
    }
    (0..count)
        .prop_flat_map(move |first| (Just(first), first..count))
        .prop_map(move |(first, last)| {
            let group = &original.pieces[first..=last];
            let start = group[0].offset;
            let len = group[group.len() - 1].end() - start;
            let moved = |pieces: &[Placed], by: isize| {
                pieces
                    .iter()
                    .map(|p| Placed { offset: p.offset.wrapping_add_signed(by), ..p.clone() })
                    .collect::<Vec<_>>()
            };
            let back = -(start as isize);
            let together = match group.iter().position(|p| matches!(p.part, Part::Choice { .. })) {
                Some(at) => {
                    let Part::Choice { alternatives, .. } = &group[at].part else { unreachable!() };
                    let (before, after) = (moved(&group[..at], back), moved(&group[at + 1..], back));
                    let into = group[at].offset as isize + back;
                    let alternatives = alternatives
                        .iter()
                        .map(|alternative| {
                            shape(len, [before.clone(), moved(&alternative.pieces, into), after.clone()].concat())
                        })
                        .collect();
                    Placed { offset: start, part: Part::Choice { size: len, alternatives } }
                }
                None => nest(start, shape(len, moved(group, back))),
            };
            let pieces = [&original.pieces[..first], &[together], &original.pieces[last + 1..]].concat();
            shape(original.size, pieces)
        })
        .boxed()
}

/// `source` with each piece kept, changed or rewritten.
fn mutated(source: Shape, bounds: Bounds) -> BoxedStrategy<Shape> {
    let size = source.size;
    source
        .pieces
        .into_iter()
        .map(|placed| mutated_piece(placed, bounds))
        .collect::<Vec<_>>()
        .prop_map(move |pieces| shape(size, pieces.concat()))
        .boxed()
}

/// The piece itself most of the time; else pieces in its place.
fn mutated_piece(placed: Placed, bounds: Bounds) -> BoxedStrategy<Vec<Placed>> {
    let shallow = Bounds { depth: 1, ..bounds };
    let offset = placed.offset;
    let len = placed.part.size();
    let at = move |part: Part| vec![Placed { offset, part }];
    let mut options = vec![(5, Just(vec![placed.clone()]).boxed()), (1, Just(Vec::new()).boxed())];
    if len > 0 {
        options.push((1, part_of(len, shallow).prop_map(at).boxed()));
    }
    let rewrites = rewritten(&placed);
    if !rewrites.is_empty() {
        options.push((3, select(rewrites).boxed()));
    }
    match placed.part {
        Part::Run { set: old, len } => {
            options.push((2, set(bounds).prop_map(move |extra| at(Part::Run { set: old.union(extra), len })).boxed()));
            options.push((
                1,
                set(bounds).prop_map(move |keep| at(Part::Run { set: old.intersection(keep), len })).boxed(),
            ));
        }
        Part::Scalar { width, patterns } => {
            let count = patterns.len();
            let widened = vec(initialized_set(bounds), count * width).prop_map(move |extra| {
                let patterns = patterns
                    .iter()
                    .flatten()
                    .zip(extra)
                    .map(|(set, extra)| set.union(extra))
                    .collect::<Vec<_>>()
                    .chunks(width)
                    .map(<[Atoms]>::to_vec)
                    .collect();
                at(Part::Scalar { width, patterns })
            });
            options.push((2, widened.boxed()));
        }
        Part::Nest(inner) => {
            options.push((3, mutated(inner, bounds).prop_map(move |inner| at(Part::Nest(inner))).boxed()));
        }
        Part::Choice { size, alternatives } => {
            let each = alternatives.iter().map(|alternative| mutated(alternative.clone(), bounds)).collect::<Vec<_>>();
            options.push((3, each.prop_map(move |alternatives| at(Part::Choice { size, alternatives })).boxed()));
            let more = alternatives.clone();
            options.push((
                1,
                shape_of(size, shallow)
                    .prop_map(move |extra| {
                        at(Part::Choice { size, alternatives: [more.clone(), vec![extra]].concat() })
                    })
                    .boxed(),
            ));
            if alternatives.len() > 1 {
                let fewer = (0..alternatives.len()).prop_map(move |dropped| {
                    let mut alternatives = alternatives.clone();
                    alternatives.remove(dropped);
                    at(Part::Choice { size, alternatives })
                });
                options.push((1, fewer.boxed()));
            }
        }
        Part::Repeat { element, count } => {
            options.push((
                2,
                mutated(element, bounds).prop_map(move |element| at(Part::Repeat { element, count })).boxed(),
            ));
        }
        Part::Tag { .. } => {}
    }
    Union::new_weighted(options).boxed()
}

/// Other ways to write `placed` that have exactly its strings.
fn rewritten(placed: &Placed) -> Vec<Vec<Placed>> {
    let offset = placed.offset;
    let len = placed.part.size();
    let at = |part: Part| vec![Placed { offset, part }];
    let shifted = |pieces: &[Placed], by: usize| {
        pieces.iter().map(|p| Placed { offset: p.offset + by, ..p.clone() }).collect::<Vec<_>>()
    };
    let mut rewrites = Vec::new();
    if len > 0 {
        rewrites.push(vec![nest(offset, shape(len, vec![Placed { offset: 0, ..placed.clone() }]))]);
    }
    match &placed.part {
        Part::Run { set, len } => {
            if *len > 1 {
                rewrites.push((0..*len).map(|i| run(offset + i, 1, *set)).collect());
                rewrites.push(at(Part::Repeat { element: shape(1, vec![run(0, 1, *set)]), count: *len }));
            }
            if *len == 1 && set.symbols().count() > 1 {
                let alternatives =
                    set.symbols().map(|symbol| shape(1, vec![run(0, 1, Atoms::single(symbol))])).collect();
                rewrites.push(at(Part::Choice { size: 1, alternatives }));
            }
        }
        Part::Tag { value, width } => {
            rewrites.push(
                tag_bytes(*value, *width)
                    .into_iter()
                    .enumerate()
                    .map(|(i, symbol)| run(offset + i, 1, Atoms::single(symbol)))
                    .collect(),
            );
        }
        Part::Scalar { width, patterns } => {
            let as_runs =
                |pattern: &Vec<Atoms>| pattern.iter().enumerate().map(|(i, set)| run(i, 1, *set)).collect::<Vec<_>>();
            rewrites.push(at(Part::Choice {
                size: *width,
                alternatives: patterns.iter().map(|pattern| shape(*width, as_runs(pattern))).collect(),
            }));
            if let [pattern] = patterns.as_slice() {
                rewrites.push(shifted(&as_runs(pattern), offset));
            }
        }
        Part::Nest(inner) => rewrites.push(shifted(&inner.pieces, offset)),
        Part::Choice { size, alternatives } => {
            if let [only] = alternatives.as_slice() {
                rewrites.push(shifted(&only.pieces, offset));
            }
            if alternatives.len() > 1 {
                rewrites
                    .push(at(Part::Choice { size: *size, alternatives: alternatives.iter().rev().cloned().collect() }));
            }
        }
        Part::Repeat { element, count } => {
            let copies: Vec<Placed> = (0..*count).flat_map(|i| shifted(&element.pieces, i * element.size)).collect();
            rewrites.push(shifted(&copies, offset));
            rewrites.push(at(Part::Nest(shape(len, copies))));
        }
    }
    rewrites
}

/// `original`, or `original` cut after one of its pieces, or grown by
/// padding or by a trailing run, within the bounds.
fn resized(original: Shape, bounds: Bounds) -> BoxedStrategy<Shape> {
    let mut options = vec![(5, Just(original.clone()).boxed())];
    let full = original.clone();
    let cut = (0..=original.pieces.len())
        .prop_flat_map(move |kept| {
            let pieces = full.pieces[..kept].to_vec();
            let end = pieces.iter().map(Placed::end).max().unwrap_or(0);
            (end..=full.size).prop_map(move |size| shape(size, pieces.clone()))
        })
        .boxed();
    options.push((1, cut));
    if original.size < bounds.size {
        let size = original.size;
        options.push((1, Just(shape(size + 1, original.pieces.clone())).boxed()));
        let grown = set(bounds).prop_map(move |set| {
            let mut pieces = original.pieces.clone();
            pieces.push(run(size, 1, set));
            shape(size + 1, pieces)
        });
        options.push((1, grown.boxed()));
    }
    Union::new_weighted(options).boxed()
}
