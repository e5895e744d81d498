//! The run-time validators against brute-force membership.
//!
//! Random small descriptions are built at run time through the hidden
//! constructors, and for random byte strings the validator
//! (`transmutable::__private::validate_bytes`) must say "valid" exactly when the
//! bytes are in the description's language, decided here by a small
//! recursive membership check that reads each piece literally:
//!
//! - padding (the bytes no piece covers) holds anything;
//! - a run holds bytes that are each in its set, and a run of an empty set
//!   holds nothing at all, even when it is zero bytes long (an uninhabited
//!   field);
//! - a tag holds exactly its bytes, in the target's byte order;
//! - a scalar holds bytes that match one of its patterns, byte by byte;
//! - a nest holds what its bytes hold, from its offset;
//! - a choice holds what one of its alternatives holds;
//! - a repeat holds what its element holds, at every element.
//!
//! Bytes longer than the description are checked on their prefix; shorter
//! ones are never valid. Descriptions without any value are left out: the
//! compile-time check refuses them before a validator could run.
//!
//! A set holds the uninitialized byte only as `MaybeUninit` has it, with
//! every initialized byte too: that is the only such set a type makes, and
//! the validator reads a set with uninit as one that holds every byte.
//!
//! The same property for real types: `try_transmute::<[u8; N], T>`
//! succeeds exactly when a predicate written by hand from `T`'s definition
//! holds, exhaustively for two-byte types and on random bytes for larger
//! ones.
//!
//! Set `PROPTEST_CASES` for a longer run, `PROPTEST_RNG_SEED` to repeat one.

use std::cell::Cell;
use std::fmt;
use std::mem::offset_of;
use std::num::NonZeroU32;
use std::sync::{Mutex, PoisonError};

use proptest::collection::vec;
use proptest::prelude::*;
use proptest::test_runner::{Config, RngAlgorithm, TestCaseError, TestRunner};
use transmutable::__private::{
    enum_alternative, validate_bytes, validate_bytes_by_plan, validate_elements_by_plan, Alternative, Alternatives,
    Bytes, Choice, Description, Invariants, Kind, Name, Piece,
};
use transmutable::{ByteSet, Layout, ValidityError};

// The model: a grammar with the pieces of a description, and the language
// it reads as.

/// A set of byte values: some ranges of initialized values, or anything,
/// uninitialized included (`MaybeUninit`).
#[derive(Clone, PartialEq, Eq)]
enum Values {
    Ranges(Vec<(u8, u8)>),
    Anything,
}

impl Values {
    fn contains(&self, byte: u8) -> bool {
        match self {
            Values::Ranges(ranges) => ranges.iter().any(|&(low, high)| low <= byte && byte <= high),
            Values::Anything => true,
        }
    }

    fn is_empty(&self) -> bool {
        match self {
            Values::Ranges(ranges) => ranges.iter().all(|&(low, high)| low > high),
            Values::Anything => false,
        }
    }

    /// `byte` if the set holds it, else a value the set holds, picked by
    /// `byte`; `byte` when there is none.
    fn nearest(&self, byte: u8) -> u8 {
        if self.contains(byte) {
            return byte;
        }
        let held: Vec<u8> = (0..=255).filter(|&value| self.contains(value)).collect();
        if held.is_empty() {
            byte
        } else {
            held[usize::from(byte) % held.len()]
        }
    }

    fn byte_set(&self) -> ByteSet {
        match self {
            Values::Ranges(ranges) => {
                ranges.iter().fold(ByteSet::EMPTY, |set, &(low, high)| set.union(ByteSet::range(low, high)))
            }
            Values::Anything => ByteSet::ANYTHING,
        }
    }
}

impl fmt::Debug for Values {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Values::Ranges(ranges) => {
                let ranges: Vec<String> = ranges.iter().map(|(low, high)| format!("{low}..={high}")).collect();
                write!(f, "{{{}}}", ranges.join(", "))
            }
            Values::Anything => write!(f, "anything"),
        }
    }
}

/// A type's bytes: nodes at offsets, padding between them.
#[derive(Clone, Debug)]
struct Grammar {
    size: usize,
    nodes: Vec<(usize, Node)>,
}

#[derive(Clone, Debug)]
enum Node {
    Run {
        values: Values,
        len: usize,
    },
    Tag {
        value: u128,
        width: usize,
    },
    Scalar {
        width: usize,
        patterns: Vec<Vec<Values>>,
    },
    Nest(Grammar),
    /// Every alternative is `size` bytes.
    Choice {
        size: usize,
        alternatives: Vec<Grammar>,
    },
    Repeat {
        element: Grammar,
        count: usize,
    },
}

impl Node {
    fn size(&self) -> usize {
        match self {
            Node::Run { len, .. } => *len,
            Node::Tag { width, .. } | Node::Scalar { width, .. } => *width,
            Node::Nest(inner) => inner.size,
            Node::Choice { size, .. } => *size,
            Node::Repeat { element, count } => element.size * count,
        }
    }
}

/// The bytes of a tag in the target's byte order, from the integer's own
/// byte conversions.
fn tag_bytes(value: u128, width: usize) -> Vec<u8> {
    if cfg!(target_endian = "little") {
        value.to_le_bytes()[..width].to_vec()
    } else {
        value.to_be_bytes()[16 - width..].to_vec()
    }
}

/// Whether `grammar` has any value at all.
fn inhabited(grammar: &Grammar) -> bool {
    grammar.nodes.iter().all(|(_, node)| match node {
        Node::Run { values, .. } => !values.is_empty(),
        Node::Tag { .. } => true,
        Node::Scalar { patterns, .. } => patterns.iter().any(|pattern| pattern.iter().all(|values| !values.is_empty())),
        Node::Nest(inner) => inhabited(inner),
        Node::Choice { alternatives, .. } => alternatives.iter().any(inhabited),
        Node::Repeat { element, count } => *count == 0 || inhabited(element),
    })
}

/// Whether `bytes` (at least `grammar.size` of them) are in the language of
/// `grammar`.
fn member(grammar: &Grammar, bytes: &[u8]) -> bool {
    grammar.nodes.iter().all(|(offset, node)| node_member(node, &bytes[*offset..]))
}

fn node_member(node: &Node, bytes: &[u8]) -> bool {
    match node {
        Node::Run { values, len } => !values.is_empty() && bytes[..*len].iter().all(|&byte| values.contains(byte)),
        Node::Tag { value, width } => bytes[..*width] == tag_bytes(*value, *width),
        Node::Scalar { width, patterns } => patterns
            .iter()
            .any(|pattern| bytes[..*width].iter().zip(pattern).all(|(&byte, values)| values.contains(byte))),
        Node::Nest(inner) => member(inner, bytes),
        Node::Choice { alternatives, .. } => alternatives.iter().any(|alternative| member(alternative, bytes)),
        Node::Repeat { element, count } => (0..*count).all(|index| member(element, &bytes[index * element.size..])),
    }
}

/// Rewrites `bytes` towards a value of `grammar`, keeping what already
/// fits: each byte of a run is moved into its set, tags are written, a
/// pattern and an alternative are picked by the bytes already there.
/// Padding is left as it is. Most results are members; not all are
/// (an uninhabited alternative may be picked), and the check does not
/// rely on it.
fn conform(grammar: &Grammar, bytes: &mut [u8]) {
    for (offset, node) in &grammar.nodes {
        let bytes = &mut bytes[*offset..];
        match node {
            Node::Run { values, len } => bytes[..*len].iter_mut().for_each(|byte| *byte = values.nearest(*byte)),
            Node::Tag { value, width } => bytes[..*width].copy_from_slice(&tag_bytes(*value, *width)),
            Node::Scalar { width, patterns } => {
                if let Some(first) = bytes.first().copied().filter(|_| !patterns.is_empty()) {
                    let pattern = &patterns[usize::from(first) % patterns.len()];
                    bytes[..*width].iter_mut().zip(pattern).for_each(|(byte, values)| *byte = values.nearest(*byte));
                }
            }
            Node::Nest(inner) => conform(inner, bytes),
            Node::Choice { alternatives, .. } => {
                if let Some(last) =
                    bytes.get(node.size().saturating_sub(1)).copied().filter(|_| !alternatives.is_empty())
                {
                    conform(&alternatives[usize::from(last) % alternatives.len()], bytes);
                }
            }
            Node::Repeat { element, count } => {
                (0..*count).for_each(|index| conform(element, &mut bytes[index * element.size..]));
            }
        }
    }
}

// The description of a grammar, built through the hidden constructors. Its
// parts are leaked: descriptions are `'static`.

fn leak<T>(items: Vec<T>) -> &'static [T] {
    Box::leak(items.into_boxed_slice())
}

/// Every description built, so that what was leaked stays reachable: Miri
/// reports leaked memory that no static points at.
static BUILT: Mutex<Vec<&'static Description>> = Mutex::new(Vec::new());

/// Every list of alternatives built, with its tag table: a choice without
/// a table keeps a pointer to the list only, not to what holds it.
static CHOICES: Mutex<Vec<&'static Alternatives>> = Mutex::new(Vec::new());

fn leak_alternatives(list: Vec<Alternative>) -> &'static Alternatives {
    let built = Box::leak(Box::new(Alternatives::new(leak(list))));
    CHOICES.lock().unwrap_or_else(PoisonError::into_inner).push(built);
    built
}

fn description(grammar: &Grammar) -> &'static Description {
    let built = Box::leak(Box::new(Description::new(
        Name::Plain("Random"),
        grammar.size,
        1,
        bytes_of(grammar),
        Invariants::None,
    )));
    BUILT.lock().unwrap_or_else(PoisonError::into_inner).push(built);
    built
}

fn bytes_of(grammar: &Grammar) -> Bytes {
    Bytes::new(grammar.size, leak(grammar.nodes.iter().map(|(offset, node)| piece(*offset, node)).collect()))
}

fn piece(offset: usize, node: &Node) -> Piece {
    let kind = match node {
        Node::Run { values, .. } => Kind::Run(values.byte_set()),
        Node::Tag { value, .. } => Kind::Tag(*value),
        Node::Scalar { patterns, .. } => Kind::Scalar {
            products: leak(patterns.iter().flatten().map(Values::byte_set).collect()),
            count: patterns.len(),
            tags: None,
            identity: 0,
        },
        Node::Nest(inner) => Kind::Nest(Box::leak(Box::new(bytes_of(inner)))),
        Node::Choice { alternatives, .. } => Kind::Choice(Choice::new(leak_alternatives(
            alternatives
                .iter()
                .enumerate()
                .map(|(index, alternative)| {
                    let pieces = leak(alternative.nodes.iter().map(|(offset, node)| piece(*offset, node)).collect());
                    enum_alternative(Box::leak(format!("V{index}").into_boxed_str()), alternative.size, pieces)
                })
                .collect(),
        ))),
        Node::Repeat { element, count } => {
            Kind::Repeat { element: Box::leak(Box::new(bytes_of(element))), count: *count }
        }
    };
    Piece::new(offset, node.size(), kind)
}

// Random grammars, built bottom up: leaves first, then nests, choices and
// repeats of grammars made of them, each node after a gap of padding or
// none.

/// Byte values that sets and bytes share often, so that membership is
/// decided by more than chance.
fn value() -> impl Strategy<Value = u8> {
    prop_oneof![4 => 0u8..=3, 1 => Just(0x7F), 1 => Just(0x80), 1 => Just(0xFF), 1 => any::<u8>()]
}

fn values() -> impl Strategy<Value = Values> {
    let range = (value(), value()).prop_map(|(a, b)| (a.min(b), a.max(b)));
    prop_oneof![
        4 => vec(range, 1..=2).prop_map(Values::Ranges),
        1 => value().prop_map(|single| Values::Ranges(vec![(single, single)])),
        1 => Just(Values::Ranges(vec![(0, 255)])),
        1 => Just(Values::Anything),
    ]
}

/// The set of a run: rarely empty, which leaves the grammar without values
/// unless it is in an alternative of a choice.
fn run_values() -> impl Strategy<Value = Values> {
    prop_oneof![24 => values(), 1 => Just(Values::Ranges(Vec::new()))]
}

/// A set of a scalar's byte: initialized, as the patterns of `char` and
/// `NonZero` are.
fn initialized_values() -> impl Strategy<Value = Values> {
    values().prop_map(|values| match values {
        Values::Anything => Values::Ranges(vec![(0, 255)]),
        ranges => ranges,
    })
}

/// How many patterns a scalar has, or alternatives a choice: rarely none
/// (no value at all).
fn how_many() -> impl Strategy<Value = usize> {
    prop_oneof![24 => 1usize..=3, 1 => Just(0)]
}

fn leaf() -> impl Strategy<Value = Node> {
    prop_oneof![
        4 => (run_values(), 0usize..=3).prop_map(|(values, len)| Node::Run { values, len }),
        2 => (1usize..=4).prop_flat_map(|width| vec(0u8..=2, width).prop_map(move |bytes| Node::Tag {
            value: bytes.iter().rev().fold(0, |value, &byte| value << 8 | u128::from(byte)),
            width,
        })),
        1 => (any::<u128>(), proptest::sample::select(vec![8usize, 16]))
            .prop_map(|(value, width)| Node::Tag { value: if width == 8 { value >> 64 } else { value }, width }),
        2 => (prop_oneof![3 => 1usize..=3, 1 => Just(4)], how_many()).prop_flat_map(|(width, count)| {
            vec(vec(initialized_values(), width), count).prop_map(move |patterns| Node::Scalar { width, patterns })
        }),
        1 => scattered(),
    ]
}

/// A scalar of 2, 4 or 8 bytes that holds 9 to 14 values, too many ranges
/// to compare one by one, within 80 of each other: some within 64, which
/// the plan takes as bits of a mask, some not.
fn scattered() -> impl Strategy<Value = Node> {
    let widths = proptest::sample::select(vec![2usize, 4, 8]);
    (widths, any::<u64>(), vec(0u64..80, 9..=14)).prop_map(|(width, high, values)| {
        let mask = u64::MAX >> (64 - 8 * width);
        let patterns = values
            .into_iter()
            .map(|value| {
                let value = ((high & !0x7F) + value) & mask;
                tag_bytes(u128::from(value), width).into_iter().map(|byte| Values::Ranges(vec![(byte, byte)])).collect()
            })
            .collect();
        Node::Scalar { width, patterns }
    })
}

/// A grammar of up to three nodes, each after a gap of at most one byte,
/// with at most one byte of trailing padding.
fn grammar_of(node: impl Strategy<Value = Node>) -> impl Strategy<Value = Grammar> {
    (vec((0usize..=1, node), 0..=3), 0usize..=1).prop_map(|(parts, trailing)| {
        let mut end = 0;
        let nodes = parts
            .into_iter()
            .map(|(gap, node)| {
                let offset = end + gap;
                end = offset + node.size();
                (offset, node)
            })
            .collect();
        Grammar { size: end + trailing, nodes }
    })
}

fn node() -> impl Strategy<Value = Node> {
    leaf().prop_recursive(3, 24, 3, |inner| {
        let inner_for_repeat = inner.clone();
        let inner_for_enumeration = inner.clone();
        prop_oneof![
            grammar_of(inner.clone()).prop_map(Node::Nest),
            how_many().prop_flat_map(move |count| vec(grammar_of(inner.clone()), count)).prop_map(|alternatives| {
                // Every alternative is as large as the choice: the shorter
                // ones end in padding.
                let size = alternatives.iter().map(|alternative| alternative.size).max().unwrap_or(0);
                let alternatives =
                    alternatives.into_iter().map(|alternative| Grammar { size, ..alternative }).collect();
                Node::Choice { size, alternatives }
            }),
            (grammar_of(inner_for_repeat), 0usize..=4).prop_map(|(element, count)| Node::Repeat { element, count }),
            enumeration(inner_for_enumeration),
        ]
    })
}

/// A choice shaped as an enum with fields: every alternative starts, after
/// the same `lead` of padding, with a tag of the same width, then fields
/// made of `fields`. Tags are mostly small, so that two variants sometimes
/// share one (a choice the tag alone does not decide).
fn enumeration(fields: impl Strategy<Value = Node> + Clone + 'static) -> impl Strategy<Value = Node> {
    let tag = prop_oneof![4 => 0u128..=3, 1 => any::<u64>().prop_map(u128::from)];
    let widths = proptest::sample::select(vec![1usize, 2, 4, 8]);
    let variants = how_many().prop_flat_map(move |count| vec((tag.clone(), grammar_of(fields.clone())), count));
    (widths, 0usize..=1, variants).prop_map(|(width, lead, variants)| {
        let mask = u128::MAX >> (128 - 8 * width);
        let alternatives: Vec<Grammar> = variants
            .into_iter()
            .map(|(value, fields)| {
                let tag = Node::Tag { value: value & mask, width };
                let shifted = fields.nodes.into_iter().map(|(offset, node)| (lead + width + offset, node));
                Grammar {
                    size: lead + width + fields.size,
                    nodes: std::iter::once((lead, tag)).chain(shifted).collect(),
                }
            })
            .collect();
        let size = alternatives.iter().map(|alternative| alternative.size).max().unwrap_or(0);
        let alternatives = alternatives.into_iter().map(|alternative| Grammar { size, ..alternative }).collect();
        Node::Choice { size, alternatives }
    })
}

/// A grammar, and bytes to check against it: random, or moved towards a
/// value and then maybe changed in a byte or two; sometimes a byte short,
/// sometimes longer.
fn grammar_and_bytes() -> impl Strategy<Value = (Grammar, Vec<u8>)> {
    grammar_of(node()).prop_flat_map(|grammar| {
        let size = grammar.size;
        let lengths = prop_oneof![6 => Just(size), 1 => Just(size.saturating_sub(1)), 1 => size..=size + 3];
        let changes = vec((any::<prop::sample::Index>(), value()), 0..=2);
        (
            Just(grammar),
            lengths.prop_flat_map(|len| vec(value(), len)),
            any::<bool>(),
            prop_oneof![2 => Just(Vec::new()), 1 => changes],
        )
            .prop_map(|(grammar, mut bytes, conformed, changes)| {
                if conformed && bytes.len() >= grammar.size {
                    conform(&grammar, &mut bytes);
                }
                if !bytes.is_empty() {
                    for (index, value) in changes {
                        let at = index.index(bytes.len());
                        bytes[at] = value;
                    }
                }
                (grammar, bytes)
            })
    })
}

/// Whether the validator and membership agree on `bytes`; counts the
/// answers in `tally`.
fn check(grammar: &Grammar, bytes: &[u8], tally: &Tally) -> Result<(), TestCaseError> {
    if !inhabited(grammar) {
        tally.uninhabited.set(tally.uninhabited.get() + 1);
        return Ok(());
    }
    let expected = bytes.len() >= grammar.size && member(grammar, bytes);
    let answer = validate_bytes(description(grammar), bytes);
    let counter = if expected { &tally.valid } else { &tally.invalid };
    counter.set(counter.get() + 1);
    if answer != expected {
        return Err(TestCaseError::fail(format!(
            "the validator says {answer}, membership {expected}\n  grammar: {grammar:?}\n  bytes: {bytes:?}"
        )));
    }
    let by_plan = validate_bytes_by_plan(description(grammar), bytes);
    if by_plan != expected {
        return Err(TestCaseError::fail(format!(
            "the plan says {by_plan}, membership {expected}\n  grammar: {grammar:?}\n  bytes: {bytes:?}"
        )));
    }
    check_elements(grammar, bytes)
}

/// Whether the validator of slices and membership agree on elements of
/// `grammar` made of `bytes`: its first value repeated past a block of the
/// slice validator, with a byte past the value's end (if any) put in
/// somewhere, so that an invalid element lies among valid ones.
fn check_elements(grammar: &Grammar, bytes: &[u8]) -> Result<(), TestCaseError> {
    let size = grammar.size;
    if size == 0 || bytes.len() < size {
        return Ok(());
    }
    let mut elements = bytes[..size].repeat(80 / size + 1);
    for (index, &extra) in bytes[size..].iter().enumerate() {
        let at = (usize::from(extra) * 7 + index * 13) % elements.len();
        elements[at] = extra;
    }
    let expected = elements.chunks_exact(size).all(|element| member(grammar, element));
    let answer = validate_elements_by_plan(description(grammar), &elements);
    if answer != expected {
        return Err(TestCaseError::fail(format!(
            "the slice validator says {answer}, membership {expected}\n  grammar: {grammar:?}\n  elements: {elements:?}"
        )));
    }
    Ok(())
}

#[derive(Default)]
struct Tally {
    valid: Cell<usize>,
    invalid: Cell<usize>,
    uninhabited: Cell<usize>,
}

/// Random grammars per run, unless `PROPTEST_CASES` says otherwise.
const CASES: u32 = 20_000;

/// Random eight-byte strings per run.
const BYTE_STRINGS: u32 = 5_000;

/// A runner's configuration: no failure files (a failure found here is
/// written down as a test of its own), and the XorShift generator, which
/// unoptimized builds run many times faster than the default ChaCha.
fn config(cases: u32) -> Config {
    let cases = if std::env::var_os("PROPTEST_CASES").is_some() { Config::default().cases } else { cases };
    Config { cases, failure_persistence: None, rng_algorithm: RngAlgorithm::XorShift, ..Config::default() }
}

#[test]
#[cfg_attr(miri, ignore = "thousands of descriptions: too slow under Miri")]
fn validator_agrees_with_membership_on_random_descriptions() {
    let tally = Tally::default();
    let result =
        TestRunner::new(config(CASES)).run(&grammar_and_bytes(), |(grammar, bytes)| check(&grammar, &bytes, &tally));
    if let Err(error) = result {
        panic!("{error}");
    }
    let (valid, invalid, uninhabited) = (tally.valid.get(), tally.invalid.get(), tally.uninhabited.get());
    // Unless both answers are common, one of the validator's paths goes
    // untested.
    assert!(valid * 5 >= valid + invalid && invalid * 5 >= valid + invalid, "{valid} valid, {invalid} invalid");
    assert!(uninhabited * 4 <= valid + invalid + uninhabited, "{uninhabited} uninhabited grammars: too many to skip");
}

fn run(values: Values, len: usize) -> Node {
    Node::Run { values, len }
}

fn grammar(size: usize, nodes: Vec<(usize, Node)>) -> Grammar {
    Grammar { size, nodes }
}

fn bools() -> Values {
    Values::Ranges(vec![(0, 1)])
}

/// Grammars picked by hand, one per kind of piece, with bytes on either
/// side of their languages: small enough for Miri.
#[test]
fn validator_agrees_with_membership_on_chosen_descriptions() {
    // `#[repr(u8)] enum { A(bool) = 1, B([u8; 2]) = 2 }`, after a padding
    // byte, then a `u16` tag 0x0201.
    let enumeration = Node::Choice {
        size: 3,
        alternatives: vec![
            grammar(3, vec![(0, Node::Tag { value: 1, width: 1 }), (1, run(bools(), 1))]),
            grammar(3, vec![(0, Node::Tag { value: 2, width: 1 }), (1, run(Values::Ranges(vec![(0, 255)]), 2))]),
        ],
    };
    let tagged = grammar(6, vec![(1, enumeration), (4, Node::Tag { value: 0x0201, width: 2 })]);
    // `NonZeroU16` as two patterns, in an array of three.
    let nonzero = Node::Scalar {
        width: 2,
        patterns: vec![
            vec![Values::Ranges(vec![(1, 255)]), Values::Ranges(vec![(0, 255)])],
            vec![Values::Ranges(vec![(0, 0)]), Values::Ranges(vec![(1, 255)])],
        ],
    };
    let array = grammar(6, vec![(0, Node::Repeat { element: grammar(2, vec![(0, nonzero)]), count: 3 })]);
    // A nest of `bool`s beside a `MaybeUninit<u8>`, and a zero-length
    // uninhabited field inside one alternative of a union.
    let nested =
        grammar(3, vec![(0, Node::Nest(grammar(2, vec![(0, run(bools(), 2))]))), (2, run(Values::Anything, 1))]);
    let union = grammar(
        1,
        vec![(
            0,
            Node::Choice {
                size: 1,
                alternatives: vec![
                    grammar(
                        1,
                        vec![(0, run(Values::Ranges(Vec::new()), 0)), (0, run(Values::Ranges(vec![(0, 255)]), 1))],
                    ),
                    grammar(1, vec![(0, run(bools(), 1))]),
                ],
            },
        )],
    );
    let little = cfg!(target_endian = "little");
    let (low, high) = if little { (1, 2) } else { (2, 1) };
    #[rustfmt::skip]
    let table: Vec<(&Grammar, Vec<u8>, bool)> = vec![
        (&tagged, vec![9, 1, 0, 9, low, high], true),
        (&tagged, vec![9, 1, 2, 9, low, high], false),
        (&tagged, vec![9, 2, 200, 9, low, high, 77], true),
        (&tagged, vec![9, 3, 0, 0, low, high], false),
        (&tagged, vec![9, 1, 0, 9, high, low], false),
        (&tagged, vec![9, 1, 0, 9, low], false),
        (&array, vec![1, 0, 0, 1, 5, 5], true),
        (&array, vec![1, 0, 0, 0, 5, 5], false),
        (&nested, vec![0, 1, 200], true),
        (&nested, vec![0, 2, 200], false),
        (&union, vec![1], true),
        (&union, vec![2], false),
    ];
    let tally = Tally::default();
    for (grammar, bytes, expected) in table {
        assert_eq!(
            bytes.len() >= grammar.size && member(grammar, &bytes),
            expected,
            "membership: {grammar:?} {bytes:?}"
        );
        if let Err(error) = check(grammar, &bytes, &tally) {
            panic!("{error}");
        }
    }
}

// Real types: `try_transmute` from byte arrays against predicates written
// from the types' definitions.

#[derive(Layout, Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum Kind8 {
    Query = 1,
    Reply = 2,
    Notify = 7,
}

/// A two-byte tag, in the target's byte order.
#[derive(Layout, Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u16)]
pub enum Wide {
    Low = 7,
    Mixed = 0x0102,
    High = 0xFFFF,
}

/// Fields the compiler may reorder: the predicate asks it where they are.
#[derive(Layout, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Loose {
    pub flag: bool,
    pub length: u16,
    pub kind: Kind8,
}

/// A union of a `bool` pair and a two-byte enum.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union Either {
    pub flags: [bool; 2],
    pub wide: Wide,
}

/// An enum with a wide tag and fields of different sizes: padding after
/// the short variants.
#[derive(Layout, Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u16)]
pub enum Op {
    Load(u16) = 0x0100,
    Store(bool, Kind8) = 0x0201,
    Halt = 0xFFFF,
}

/// An enum with a one-byte tag and fields: an `Option` of a choice.
#[derive(Layout, Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum Maybe {
    Nothing = 0,
    Flag(bool) = 1,
    Kind(Kind8) = 5,
}

/// An enum with fields as C lays it out: an `int` tag, then the union of
/// the variants' fields.
#[derive(Layout, Clone, Copy, Debug, PartialEq, Eq)]
#[repr(C)]
pub enum Message {
    Ping,
    Data(bool, Kind8),
    Char(char),
}

/// An enum with fields inside a struct, after a `bool`.
#[derive(Layout, Clone, Copy, Debug, PartialEq, Eq)]
#[repr(C)]
pub struct Framed {
    pub flag: bool,
    pub body: Maybe,
}

/// A struct with padding between a `bool` and a `u32`.
#[derive(Layout, Clone, Copy, Debug, PartialEq, Eq)]
#[repr(C)]
pub struct Spaced {
    pub flag: bool,
    pub value: u32,
}

fn is_kind(byte: u8) -> bool {
    matches!(byte, 1 | 2 | 7)
}

fn is_wide(bytes: [u8; 2]) -> bool {
    matches!(u16::from_ne_bytes(bytes), 7 | 0x0102 | 0xFFFF)
}

/// Checks `try_transmute::<[u8; N], T>(bytes)` against `valid`: a success
/// only when valid, then `same` as the bytes; a failure only when invalid,
/// naming a byte inside the value with the value it holds, and giving the
/// bytes back.
fn agrees<const N: usize, T: Layout + transmutable::Lifetime<'static>>(
    bytes: [u8; N],
    valid: bool,
    same: impl Fn(&T, &[u8; N]) -> bool,
) -> Result<(), TestCaseError> {
    let name = std::any::type_name::<T>();
    match transmutable::try_transmute::<[u8; N], T>(bytes) {
        Ok(value) if valid => {
            prop_assert!(same(&value, &bytes), "{bytes:?} as a `{name}` is another value");
        }
        Ok(_) => prop_assert!(false, "{bytes:?} is not a valid `{name}`, but `try_transmute` made one"),
        Err(error) if !valid => validity_error(&error, &bytes, name)?,
        Err(error) => prop_assert!(false, "{bytes:?} is a valid `{name}`, but `try_transmute` says: {error}"),
    }
    Ok(())
}

fn validity_error<const N: usize>(
    error: &ValidityError<[u8; N]>,
    bytes: &[u8; N],
    name: &str,
) -> Result<(), TestCaseError> {
    let (offset, value) = (error.offset(), error.value());
    prop_assert!(offset < N, "`{name}` from {bytes:?}: the error names byte {offset}");
    prop_assert_eq!(bytes[offset], value, "`{}` from {:?}: {}", name, bytes, error);
    prop_assert!(!error.to_string().is_empty());
    Ok(())
}

fn into_source_gives_the_bytes_back<const N: usize, T: Layout + transmutable::Lifetime<'static>>(bytes: [u8; N]) {
    if let Err(error) = transmutable::try_transmute::<[u8; N], T>(bytes) {
        assert_eq!(error.into_source(), bytes);
    }
}

/// Every two-byte string (every one-byte string) against the two-byte
/// (one-byte) types: exhaustive, so nothing is left to chance.
fn check_short_types(pairs: impl Iterator<Item = [u8; 2]>) -> Result<(), TestCaseError> {
    for bytes in pairs {
        let [first, second] = bytes;
        agrees::<1, bool>([first], first <= 1, |value, bytes| u8::from(*value) == bytes[0])?;
        agrees::<1, Kind8>([first], is_kind(first), |value, bytes| *value as u8 == bytes[0])?;
        agrees::<2, Wide>(bytes, is_wide(bytes), |value, bytes| *value as u16 == u16::from_ne_bytes(*bytes))?;
        agrees::<2, [bool; 2]>(bytes, first <= 1 && second <= 1, |value, bytes| value.map(u8::from) == *bytes)?;
        agrees::<2, Either>(bytes, (first <= 1 && second <= 1) || is_wide(bytes), |value, bytes| {
            transmutable::as_bytes(value) == bytes
        })?;
        let (flag, kind) = (offset_of!((bool, Kind8), 0), offset_of!((bool, Kind8), 1));
        agrees::<2, (bool, Kind8)>(bytes, bytes[flag] <= 1 && is_kind(bytes[kind]), |value, bytes| {
            u8::from(value.0) == bytes[flag] && value.1 as u8 == bytes[kind]
        })?;
        let maybe_is_valid = match first {
            0 => true,
            1 => second <= 1,
            5 => is_kind(second),
            _ => false,
        };
        agrees::<2, Maybe>(bytes, maybe_is_valid, |value, bytes| match *value {
            Maybe::Nothing => bytes[0] == 0,
            Maybe::Flag(flag) => bytes[0] == 1 && u8::from(flag) == bytes[1],
            Maybe::Kind(kind) => bytes[0] == 5 && kind as u8 == bytes[1],
        })?;
        into_source_gives_the_bytes_back::<2, Either>(bytes);
        into_source_gives_the_bytes_back::<2, Maybe>(bytes);
    }
    Ok(())
}

#[test]
#[cfg_attr(miri, ignore = "65,536 byte strings: too slow under Miri")]
fn try_transmute_agrees_with_predicates_on_every_short_byte_string() {
    let pairs = (0..=u16::MAX).map(u16::to_le_bytes);
    if let Err(error) = check_short_types(pairs) {
        panic!("{error}");
    }
}

#[test]
fn try_transmute_agrees_with_predicates_on_chosen_short_byte_strings() {
    let values = [0u8, 1, 2, 3, 7, 0xFF];
    let pairs = values.iter().flat_map(|&first| values.iter().map(move |&second| [first, second]));
    if let Err(error) = check_short_types(pairs) {
        panic!("{error}");
    }
}

/// The four- and eight-byte types on `bytes`.
fn check_long_types(bytes: [u8; 8]) -> Result<(), TestCaseError> {
    let four: [u8; 4] = bytes[..4].try_into().expect("four bytes");
    let word = u32::from_ne_bytes(four);
    agrees::<4, char>(four, char::from_u32(word).is_some(), |value, _| u32::from(*value) == word)?;
    agrees::<4, NonZeroU32>(four, word != 0, |value, _| value.get() == word)?;
    let (flag, length, kind) = (offset_of!(Loose, flag), offset_of!(Loose, length), offset_of!(Loose, kind));
    agrees::<4, Loose>(four, four[flag] <= 1 && is_kind(four[kind]), |value, bytes| {
        *value
            == Loose {
                flag: bytes[flag] == 1,
                length: u16::from_ne_bytes([bytes[length], bytes[length + 1]]),
                kind: transmutable::try_transmute([bytes[kind]]).expect("a kind, checked above"),
            }
    })?;
    let tag = u16::from_ne_bytes([four[0], four[1]]);
    let op_is_valid = match tag {
        0x0100 | 0xFFFF => true,
        0x0201 => four[2] <= 1 && is_kind(four[3]),
        _ => false,
    };
    agrees::<4, Op>(four, op_is_valid, |value, bytes| match *value {
        Op::Load(operand) => tag == 0x0100 && operand == u16::from_ne_bytes([bytes[2], bytes[3]]),
        Op::Store(flag, kind) => tag == 0x0201 && u8::from(flag) == bytes[2] && kind as u8 == bytes[3],
        Op::Halt => tag == 0xFFFF,
    })?;
    let maybe_is_valid = |tag: u8, field: u8| match tag {
        0 => true,
        1 => field <= 1,
        5 => is_kind(field),
        _ => false,
    };
    let three: [u8; 3] = bytes[..3].try_into().expect("three bytes");
    agrees::<3, Framed>(three, three[0] <= 1 && maybe_is_valid(three[1], three[2]), |value, bytes| {
        u8::from(value.flag) == bytes[0]
            && match value.body {
                Maybe::Nothing => bytes[1] == 0,
                Maybe::Flag(flag) => bytes[1] == 1 && u8::from(flag) == bytes[2],
                Maybe::Kind(kind) => bytes[1] == 5 && kind as u8 == bytes[2],
            }
    })?;
    // `repr(C)`: the `int` tag, then the union of the variants' fields,
    // aligned for the `char`.
    let fields = 4;
    assert_eq!(std::mem::size_of::<Message>(), 8);
    let message_is_valid = match u32::from_ne_bytes(four) {
        0 => true,
        1 => bytes[fields] <= 1 && is_kind(bytes[fields + 1]),
        2 => char::from_u32(u32::from_ne_bytes(bytes[fields..fields + 4].try_into().expect("four bytes"))).is_some(),
        _ => false,
    };
    agrees::<8, Message>(bytes, message_is_valid, |value, bytes| match *value {
        Message::Ping => word == 0,
        Message::Data(flag, kind) => word == 1 && u8::from(flag) == bytes[fields] && kind as u8 == bytes[fields + 1],
        Message::Char(c) => word == 2 && u32::from(c).to_ne_bytes() == bytes[fields..fields + 4],
    })?;
    into_source_gives_the_bytes_back::<8, Message>(bytes);
    agrees::<8, Spaced>(bytes, bytes[0] <= 1, |value, bytes| {
        u8::from(value.flag) == bytes[0]
            && value.value == u32::from_ne_bytes(bytes[4..].try_into().expect("four bytes"))
    })?;
    agrees::<8, [Op; 2]>(
        bytes,
        {
            let valid = |op: &[u8]| match u16::from_ne_bytes([op[0], op[1]]) {
                0x0100 | 0xFFFF => true,
                0x0201 => op[2] <= 1 && is_kind(op[3]),
                _ => false,
            };
            valid(&bytes[..4]) && valid(&bytes[4..])
        },
        |_, _| true,
    )?;
    into_source_gives_the_bytes_back::<8, [Op; 2]>(bytes);
    Ok(())
}

/// Bytes that make the types above valid often: the bytes of their tags
/// and small values.
fn long_bytes() -> impl Strategy<Value = [u8; 8]> {
    let byte =
        prop_oneof![4 => 0u8..=2, 1 => Just(7u8), 1 => Just(0xFF), 1 => Just(0xD8), 1 => Just(0x10), 2 => any::<u8>()];
    proptest::array::uniform8(byte)
}

#[test]
#[cfg_attr(miri, ignore = "thousands of byte strings: too slow under Miri")]
fn try_transmute_agrees_with_predicates_on_random_byte_strings() {
    let result = TestRunner::new(config(BYTE_STRINGS)).run(&long_bytes(), check_long_types);
    if let Err(error) = result {
        panic!("{error}");
    }
}

#[test]
fn try_transmute_agrees_with_predicates_on_chosen_byte_strings() {
    let little = cfg!(target_endian = "little");
    let op = |tag: u16, rest: [u8; 2]| {
        let tag = tag.to_ne_bytes();
        [tag[0], tag[1], rest[0], rest[1]]
    };
    let chosen: [[u8; 8]; 6] = [
        [0; 8],
        [op(0x0201, [1, 7]), op(0xFFFF, [9, 9])].concat().try_into().expect("eight bytes"),
        [op(0x0201, [2, 7]), op(0x0100, [0, 0])].concat().try_into().expect("eight bytes"),
        [op(0x0100, [0xFF, 0xFF]), op(0x0201, [0, 3])].concat().try_into().expect("eight bytes"),
        if little { [0, 0xD8, 0, 0, 1, 2, 3, 4] } else { [0, 0, 0xD8, 0, 1, 2, 3, 4] },
        [1, 0x10, 0x10, 0, 7, 7, 7, 7],
    ];
    for bytes in chosen {
        if let Err(error) = check_long_types(bytes) {
            panic!("{error}");
        }
    }
}

/// Explanation bug: when no field of a union accepts the first byte, the
/// error says "every alternative starts with" the values some alternative
/// could start with, but a field whose first piece is not a single byte of
/// its own (here `Wide`, a two-byte tag) counts as "anything": `[3, 0]` as
/// an `Either` is told "byte 0 holds 3, but every alternative starts with
/// 0..=255, uninit", naming 3 itself among the valid values. The verdict is
/// right.
#[test]
fn union_errors_name_only_values_that_would_be_valid() {
    let error = match transmutable::try_transmute::<[u8; 2], Either>([3, 0]) {
        Ok(_) => panic!("[3, 0] is neither two `bool`s nor a `Wide`"),
        Err(error) => error,
    };
    assert_eq!((error.offset(), error.value()), (0, 3));
    assert!(!error.accepted().contains(3), "{error}");
}

/// Twelve tags of a `u16`, too many ranges to compare one by one, within
/// 64 values of each other.
#[derive(Layout, Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u16)]
pub enum Scattered {
    A = 0x0300,
    B = 0x0302,
    C = 0x0305,
    D = 0x0307,
    E = 0x030A,
    F = 0x0310,
    G = 0x0311,
    H = 0x0318,
    I = 0x0320,
    J = 0x0329,
    K = 0x0333,
    L = 0x033F,
}

fn is_scattered(value: u16) -> bool {
    [0x0300, 0x0302, 0x0305, 0x0307, 0x030A, 0x0310, 0x0311, 0x0318, 0x0320, 0x0329, 0x0333, 0x033F].contains(&value)
}

/// 16-byte `NonZero`s on `bytes`.
fn check_wide_integers(bytes: [u8; 16]) -> Result<(), TestCaseError> {
    let value = u128::from_ne_bytes(bytes);
    agrees::<16, std::num::NonZeroU128>(bytes, value != 0, |nonzero, _| nonzero.get() == value)?;
    agrees::<16, std::num::NonZeroI128>(bytes, value != 0, |nonzero, _| nonzero.get() as u128 == value)?;
    agrees::<16, Option<std::num::NonZeroU128>>(bytes, true, |nonzero, _| nonzero.map_or(0, |n| n.get()) == value)?;
    Ok(())
}

#[test]
#[cfg_attr(miri, ignore = "65,536 values: too slow under Miri")]
fn scattered_tags_agree_with_their_list_on_every_value() {
    for value in 0..=u16::MAX {
        let bytes = value.to_ne_bytes();
        if let Err(error) = agrees::<2, Scattered>(bytes, is_scattered(value), |tag, _| *tag as u16 == value) {
            panic!("{error}");
        }
    }
}

#[test]
fn scattered_tags_agree_with_their_list_on_chosen_values() {
    for value in [0, 0x02FF, 0x0300, 0x0301, 0x0302, 0x033F, 0x0340, 0x033E, 0x0700, 0xFFFF, 0x0003] {
        let bytes = u16::to_ne_bytes(value);
        if let Err(error) = agrees::<2, Scattered>(bytes, is_scattered(value), |tag, _| *tag as u16 == value) {
            panic!("{error}");
        }
    }
}

#[test]
fn wide_nonzero_agrees_with_a_compare_on_chosen_values() {
    let mut chosen = vec![[0u8; 16], [0xFF; 16]];
    for at in 0..16 {
        let mut bytes = [0u8; 16];
        bytes[at] = 1;
        chosen.push(bytes);
        bytes[at] = 0x80;
        chosen.push(bytes);
    }
    for bytes in chosen {
        if let Err(error) = check_wide_integers(bytes) {
            panic!("{error}");
        }
    }
}

#[test]
#[cfg_attr(miri, ignore = "thousands of byte strings: too slow under Miri")]
fn wide_nonzero_agrees_with_a_compare_on_random_values() {
    let byte = prop_oneof![6 => Just(0u8), 1 => any::<u8>()];
    let result = TestRunner::new(config(BYTE_STRINGS)).run(&proptest::array::uniform16(byte), check_wide_integers);
    if let Err(error) = result {
        panic!("{error}");
    }
}
