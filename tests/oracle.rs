//! The engine against brute force.
//!
//! Random small descriptions (`oracle/generate.rs`) are built at run time
//! through the hidden constructors, and every verdict of the engine
//! (`transmutable::__private::decide_descriptions`) is compared with an oracle
//! (`oracle/language.rs`) that lists every byte string of the source and
//! matches each against the destination, reading the contract literally. A
//! "no" must also point at a byte where some source string really fails.
//!
//! `Reason::TooComplex` is a "no" the engine may give for a transmutation
//! that holds: it is sound, but it must stay rare.
//!
//! Set `PROPTEST_CASES` for a longer run, `PROPTEST_RNG_SEED` to repeat one.

#[path = "oracle/generate.rs"]
mod generate;
#[path = "oracle/language.rs"]
mod language;
#[path = "oracle/model.rs"]
mod model;

use std::cell::Cell;

use proptest::test_runner::{Config, RngAlgorithm, TestCaseError, TestRng, TestRunner};
use transmutable::__private::decide_descriptions;
use transmutable::{Assume, Reason};

use generate::Bounds;
use language::Oracle;
use model::{atoms, choice, description, repeat, run, scalar, shape, tag, Atoms, Shape};

/// Pairs of short types for the full run: two checks each.
const SHORT_CASES: u32 = 5_000;

/// Pairs of long types, with few strings, for the full run.
const LONG_CASES: u32 = 1_500;

/// The most source strings the oracle lists for one pair: every string of
/// six bytes.
const MOST_STRINGS: usize = 5usize.pow(6);

/// At most one check in this many may end in `Reason::TooComplex`.
const TOO_COMPLEX_ONE_IN: usize = 100;

/// What a run of checks saw, beyond whether each one agreed.
#[derive(Default)]
struct Tally {
    checks: Cell<usize>,
    transmutable: Cell<usize>,
    too_complex: Cell<usize>,
}

/// Compares the engine with the oracle on `source -> destination`, without
/// assumptions and with `Assume::VALIDITY`.
fn check(source: &Shape, destination: &Shape, tally: &Tally) -> Result<(), TestCaseError> {
    let oracle = Oracle::new(source, destination);
    let (src, dst) = (description(source, "Source"), description(destination, "Destination"));
    for (assume, validity) in [(Assume::NOTHING, false), (Assume::VALIDITY, true)] {
        let answer = decide_descriptions(src, dst, assume);
        let expected = oracle.holds(validity);
        let case =
            || format!("{assume:?}\n  source:      {source:?}\n  destination: {destination:?}\n  engine: {answer}");
        tally.checks.set(tally.checks.get() + 1);
        if expected {
            tally.transmutable.set(tally.transmutable.get() + 1);
        }
        let Some(reason) = answer.reason() else {
            if !expected {
                return Err(TestCaseError::fail(format!("the engine says yes, brute force no: {}", case())));
            }
            continue;
        };
        if let Reason::TooComplex(_) = reason {
            tally.too_complex.set(tally.too_complex.get() + 1);
            continue;
        }
        if expected {
            return Err(TestCaseError::fail(format!("the engine says no, brute force yes: {}", case())));
        }
        let explained = match reason {
            Reason::NotValid(mismatch) => {
                !validity && mismatch.offset() < source.size && oracle.explains(mismatch, false)
            }
            Reason::NoCommonValue(mismatch) => {
                validity && mismatch.offset() < source.size && oracle.explains(mismatch, true)
            }
            Reason::TooLarge(mismatch) => mismatch.offset() >= source.size && oracle.explains(mismatch, validity),
            Reason::DestinationUninhabited => oracle.source_is_inhabited() && !oracle.destination_is_inhabited(),
            _ => false,
        };
        if !explained {
            return Err(TestCaseError::fail(format!("brute force finds no failure where the engine says: {}", case())));
        }
    }
    Ok(())
}

/// A runner that keeps no failure files: a failure found here is written
/// down as a test of its own.
fn config(cases: u32) -> Config {
    Config { cases, failure_persistence: None, ..Config::default() }
}

/// Checks `runner`'s cases of random pairs within `bounds`; panics with the
/// smallest failing pair proptest finds.
fn check_pairs(bounds: Bounds, mut runner: TestRunner) -> Tally {
    let tally = Tally::default();
    let pairs = generate::pair(bounds, MOST_STRINGS);
    if let Err(error) = runner.run(&pairs, |(source, destination)| check(&source, &destination, &tally)) {
        panic!("{error}");
    }
    tally
}

/// Checks `cases` random pairs (`PROPTEST_CASES` if set), and that the
/// engine was rarely too limited and the pairs often transmutable.
fn check_many_pairs(bounds: Bounds, cases: u32) {
    let cases = if std::env::var_os("PROPTEST_CASES").is_some() { Config::default().cases } else { cases };
    let tally = check_pairs(bounds, TestRunner::new(config(cases)));
    let (checks, transmutable, too_complex) = (tally.checks.get(), tally.transmutable.get(), tally.too_complex.get());
    assert!(
        too_complex * TOO_COMPLEX_ONE_IN <= checks,
        "{too_complex} of {checks} checks were too complex for the engine"
    );
    // Unless the pairs often hold, the engine's "yes" paths go untested.
    assert!(transmutable * 4 >= checks, "only {transmutable} of {checks} checks hold: the pairs are too unrelated");
}

#[test]
#[cfg_attr(miri, ignore = "thousands of pairs: too slow under Miri")]
fn engine_agrees_with_brute_force_on_short_types() {
    check_many_pairs(Bounds { size: 6, depth: 2, few_strings: false }, SHORT_CASES);
}

/// Long arrays and runs reach what short ones cannot: repeated periods,
/// many alternatives alive at once.
#[test]
#[cfg_attr(miri, ignore = "thousands of pairs: too slow under Miri")]
fn engine_agrees_with_brute_force_on_long_types() {
    check_many_pairs(Bounds { size: 24, depth: 2, few_strings: true }, LONG_CASES);
}

#[test]
fn engine_agrees_with_brute_force_on_a_few_small_pairs() {
    let runner = TestRunner::new_with_rng(config(24), TestRng::deterministic_rng(RngAlgorithm::ChaCha));
    check_pairs(Bounds { size: 3, depth: 1, few_strings: false }, runner);
}

/// The oracle reads the contract as its table does: these are the brief's
/// examples, written as shapes.
#[test]
fn oracle_gives_the_contract_verdicts() {
    let u8_ = || shape(1, vec![run(0, 1, Atoms::INITIALIZED)]);
    let u16_ = || shape(2, vec![run(0, 2, Atoms::INITIALIZED)]);
    let u32_ = || shape(4, vec![run(0, 4, Atoms::INITIALIZED)]);
    let u8_array_4 = || shape(4, vec![repeat(0, u8_(), 4)]);
    let bool_ = || shape(1, vec![run(0, 1, atoms("01"))]);
    let maybe_uninit_u8 = || shape(1, vec![run(0, 1, Atoms::ANYTHING)]);
    // `#[repr(C)] struct(u8, u16)`: one byte of padding.
    let padded = || shape(4, vec![run(0, 1, Atoms::INITIALIZED), run(2, 2, Atoms::INITIALIZED)]);
    // `#[repr(u8)] enum { A(u8), B(u16) }`.
    let enum_with_fields = || {
        shape(
            4,
            vec![choice(
                0,
                4,
                vec![
                    shape(4, vec![tag(0, 1, 0), run(1, 1, Atoms::INITIALIZED)]),
                    shape(4, vec![tag(0, 1, 1), run(2, 2, Atoms::INITIALIZED)]),
                ],
            )],
        )
    };
    let union_u8_bool = || shape(1, vec![choice(0, 1, vec![u8_(), bool_()])]);
    let union_u8_u16 = || shape(2, vec![choice(0, 2, vec![shape(2, vec![run(0, 1, Atoms::INITIALIZED)]), u16_()])]);
    let uninhabited = || shape(0, vec![run(0, 0, Atoms::EMPTY)]);
    // `NonZeroU16`: some byte is not zero.
    let nonzero_u16 =
        || shape(2, vec![scalar(0, 2, vec![vec![atoms("12h"), Atoms::INITIALIZED], vec![atoms("0"), atoms("12h")]])]);
    // `Option<#[repr(C)] struct(u8, bool)>`: `None` is the niche 2 in byte 1,
    // and byte 0 is then uninitialized.
    let option_of_struct = || {
        shape(
            2,
            vec![choice(
                0,
                2,
                vec![
                    shape(2, vec![run(0, 1, Atoms::INITIALIZED), run(1, 1, atoms("01"))]),
                    shape(2, vec![run(1, 1, atoms("2"))]),
                ],
            )],
        )
    };
    #[rustfmt::skip]
    let table: Vec<(&str, Shape, Shape, Assume, bool)> = vec![
        ("u32 -> u8", u32_(), u8_(), Assume::NOTHING, true),
        ("u8 -> u16", u8_(), u16_(), Assume::NOTHING, false),
        ("u8 -> u16", u8_(), u16_(), Assume::VALIDITY, false),
        ("padded -> [u8; 4]", padded(), u8_array_4(), Assume::NOTHING, false),
        ("padded -> [u8; 4]", padded(), u8_array_4(), Assume::VALIDITY, false),
        ("[u8; 4] -> padded", u8_array_4(), padded(), Assume::NOTHING, true),
        ("[u8; 4] -> u32", u8_array_4(), u32_(), Assume::NOTHING, true),
        ("u8 -> bool", u8_(), bool_(), Assume::NOTHING, false),
        ("u8 -> bool", u8_(), bool_(), Assume::VALIDITY, true),
        ("bool -> u8", bool_(), u8_(), Assume::NOTHING, true),
        ("enum with fields -> [u8; 4]", enum_with_fields(), u8_array_4(), Assume::NOTHING, false),
        ("union { u8, bool } -> bool", union_u8_bool(), bool_(), Assume::NOTHING, false),
        ("union { u8, bool } -> u8", union_u8_bool(), u8_(), Assume::NOTHING, true),
        ("union { u8, u16 } -> u16", union_u8_u16(), u16_(), Assume::NOTHING, false),
        ("uninhabited -> u8", uninhabited(), u8_(), Assume::NOTHING, true),
        ("u8 -> uninhabited", u8_(), uninhabited(), Assume::VALIDITY, false),
        ("MaybeUninit<u8> -> u8", maybe_uninit_u8(), u8_(), Assume::NOTHING, false),
        ("MaybeUninit<u8> -> u8", maybe_uninit_u8(), u8_(), Assume::VALIDITY, true),
        ("NonZeroU16 -> u16", nonzero_u16(), u16_(), Assume::NOTHING, true),
        ("u16 -> NonZeroU16", u16_(), nonzero_u16(), Assume::NOTHING, false),
        ("u16 -> NonZeroU16", u16_(), nonzero_u16(), Assume::VALIDITY, true),
        ("Option<struct(u8, bool)> -> u8", option_of_struct(), u8_(), Assume::NOTHING, false),
    ];
    let tally = Tally::default();
    for (name, source, destination, assume, expected) in table {
        assert_eq!(Oracle::new(&source, &destination).holds(assume.validity), expected, "{name}, {assume:?}");
        if let Err(error) = check(&source, &destination, &tally) {
            panic!("{name}: {error}");
        }
    }
}

/// Enums whose variants hold alike fields, which a check walks a group at
/// a time (`src/description/alike.rs`): every pair of enums of two or three
/// variants whose one byte of payload is a byte, a `bool`, a
/// `MaybeUninit`-like byte or padding, with tags of one and of two bytes,
/// and each against plain bytes, both ways.
#[test]
fn enums_of_alike_variants_agree_with_brute_force() {
    let payloads = [Some(Atoms::INITIALIZED), Some(atoms("01")), Some(atoms("0u")), None];
    let enumeration = |width: usize, chosen: &[Option<Atoms>]| {
        let size = width + 1;
        let alternatives = chosen
            .iter()
            .enumerate()
            .map(|(value, payload)| {
                let mut pieces = vec![tag(0, width, value as u32)];
                if let Some(set) = payload {
                    pieces.push(run(width, 1, *set));
                }
                shape(size, pieces)
            })
            .collect();
        shape(size, vec![choice(0, size, alternatives)])
    };
    let tally = Tally::default();
    for width in [1, 2] {
        let mut enums = Vec::new();
        for a in payloads {
            for b in payloads {
                enums.push(enumeration(width, &[a, b]));
                for c in payloads {
                    enums.push(enumeration(width, &[a, b, c]));
                }
            }
        }
        let plain = [
            shape(width + 1, vec![run(0, width + 1, Atoms::INITIALIZED)]),
            shape(width + 1, vec![run(0, width + 1, Atoms::ANYTHING)]),
        ];
        for source in &enums {
            for destination in enums.iter().chain(&plain) {
                if let Err(error) = check(source, destination, &tally) {
                    panic!("{source:?} -> {destination:?}: {error}");
                }
            }
            for source_bytes in &plain {
                if let Err(error) = check(source_bytes, source, &tally) {
                    panic!("{source_bytes:?} -> {source:?}: {error}");
                }
            }
        }
    }
    assert_eq!(tally.too_complex.get(), 0);
}

/// The run-time check recurses once per byte at which the alternatives of a
/// destination union tell the source's values apart, so each level must
/// stay small: with whole sets of states in every frame, a spawned thread's
/// 2 MiB stack overflowed at 7 bytes in a debug build.
#[test]
fn run_time_check_fits_in_a_thread_stack() {
    const BYTES: usize = 64;
    let bools = shape(BYTES, vec![run(0, BYTES, atoms("01"))]);
    let union = shape(
        BYTES,
        vec![choice(
            0,
            BYTES,
            vec![shape(BYTES, vec![run(0, BYTES, atoms("01"))]), shape(BYTES, vec![run(0, BYTES, atoms("0"))])],
        )],
    );
    let (source, destination) = (description(&bools, "Bools"), description(&union, "Union"));
    let checking = move || decide_descriptions(source, destination, Assume::NOTHING).is_transmutable();
    let thread = std::thread::Builder::new().stack_size(2 << 20).spawn(checking).expect("a thread for the check");
    assert!(thread.join().expect("the check"));
}

/// Explanation bug: a set that holds the uninitialized symbol is described
/// as "anything" (`ZeroOrUninit accepts anything there`, when it accepts
/// only 0 or uninit), and under `Assume::VALIDITY` a padding byte "always
/// holds nothing or be uninitialized". The verdicts are right.
#[test]
fn explanations_describe_sets_with_uninit() {
    let one = description(&shape(1, vec![run(0, 1, atoms("1"))]), "One");
    let zero_or_uninit = description(&shape(1, vec![run(0, 1, atoms("0u"))]), "ZeroOrUninit");
    let padding = description(&shape(1, vec![]), "Padding");
    for assume in [Assume::NOTHING, Assume::VALIDITY] {
        let explanation = decide_descriptions(one, zero_or_uninit, assume).to_string();
        assert!(!explanation.contains("accepts anything"), "{explanation}");
        let explanation = decide_descriptions(padding, one, assume).to_string();
        assert!(!explanation.contains("nothing or be uninitialized"), "{explanation}");
    }
}
