//! Differential test of transmutable against the compiler's nightly
//! `TransmuteFrom` (`#![feature(transmutability)]`).
//!
//! A fixed seed generates a few hundred pairs of small types: primitives,
//! `NonZero` and its `Option`, `MaybeUninit`, arrays, tuples, and user
//! structs (`repr(C)`, packed), enums (fieldless, with fields, empty) and
//! unions (`generate`). Nightly judges all of them in one compilation
//! (`nightly_side`), transmutable in one small generated crate
//! (`transmutable_side`). Both are built by the nightly toolchain, so both see the
//! same layouts: tuples have default representation, and their layout may
//! change between compiler versions.
//!
//! Every disagreement must belong to a class of `KNOWN_DIFFERENCES.md`
//! (`differences`) or be a listed open bug; any other fails the test, with
//! both types' definitions.
//!
//! The test needs `rustc +nightly`. Without it, `build.rs` marks it
//! ignored, and `cargo test` says why. To explore beyond the default
//! pairs, set `TRANSMUTABLE_NIGHTLY_ORACLE_SEED` (a number, `0x` for hexadecimal) and
//! `TRANSMUTABLE_NIGHTLY_ORACLE_PAIRS`.

#[path = "nightly_oracle/differences.rs"]
mod differences;
#[path = "nightly_oracle/generate.rs"]
mod generate;
#[path = "nightly_oracle/model.rs"]
mod model;
#[path = "nightly_oracle/nightly_side.rs"]
mod nightly_side;
#[path = "nightly_oracle/transmutable_side.rs"]
mod transmutable_side;

use std::collections::BTreeMap;
use std::io::Write as _;
use std::path::PathBuf;
use std::time::Instant;

use differences::{KnownDifference, OPEN_BUGS};
use model::{Pair, Universe};
use nightly_side::NightlyVerdict;
use transmutable_side::TransmutableVerdict;

/// A number from the environment, decimal or `0x` hexadecimal.
fn number_from_env(name: &str) -> Option<u64> {
    let text = std::env::var(name).ok()?;
    let parsed = match text.strip_prefix("0x") {
        Some(hex) => u64::from_str_radix(hex, 16),
        None => text.parse(),
    };
    Some(parsed.unwrap_or_else(|_| panic!("{name} must be a number, not {text:?}")))
}

fn describe_nightly(verdict: &NightlyVerdict) -> String {
    match verdict {
        NightlyVerdict::Transmutable => "transmutable".to_string(),
        NightlyVerdict::Rejected(reason) => format!("rejected: {reason}"),
    }
}

fn describe_disagreement(
    universe: &Universe,
    index: usize,
    pair: &Pair,
    nightly: &NightlyVerdict,
    transmutable: &TransmutableVerdict,
) -> String {
    format!(
        "pair {index}: {}\n  nightly: {}\n  transmutable: {}\n  definitions:\n{}",
        pair.label(universe),
        describe_nightly(nightly),
        transmutable.explanation,
        universe.definitions_of(pair).lines().map(|line| format!("    {line}\n")).collect::<String>()
    )
}

#[test]
#[cfg_attr(miri, ignore = "runs the compiler")]
#[cfg_attr(
    all(not(miri), not(has_nightly)),
    ignore = "needs rustc +nightly (rustup toolchain install nightly): transmutable NOT compared with TransmuteFrom"
)]
fn transmutable_agrees_with_nightly_transmute_from() {
    let nightly_version =
        nightly_side::version().expect("`rustc +nightly` ran when the build script looked for it, and does not now");
    let started = Instant::now();
    let seed = number_from_env("TRANSMUTABLE_NIGHTLY_ORACLE_SEED").unwrap_or(generate::SEED);
    let pair_count =
        number_from_env("TRANSMUTABLE_NIGHTLY_ORACLE_PAIRS").map_or(generate::PAIR_COUNT, |count| count as usize);
    let default_universe = seed == generate::SEED && pair_count == generate::PAIR_COUNT;
    let (universe, anchors) = generate::universe(seed, pair_count);

    let work_dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("nightly_oracle");
    std::fs::create_dir_all(&work_dir).unwrap_or_else(|error| panic!("creating {}: {error}", work_dir.display()));
    let nightly = nightly_side::verdicts(&universe, &work_dir).unwrap_or_else(|error| panic!("{error}"));
    let transmutable = transmutable_side::verdicts(&universe, &work_dir.join("transmutable_verdicts"))
        .unwrap_or_else(|error| panic!("{error}"));

    let misread: Vec<String> = anchors
        .iter()
        .filter(|anchor| nightly[anchor.pair].is_transmutable() != anchor.nightly_accepts)
        .map(|anchor| {
            let pair = &universe.pairs[anchor.pair];
            format!(
                "{}: expected {}, got {}",
                pair.label(&universe),
                anchor.nightly_accepts,
                describe_nightly(&nightly[anchor.pair])
            )
        })
        .collect();
    assert!(
        misread.is_empty(),
        "nightly's verdicts on the anchor pairs differ from those measured on rustc 1.97.0-nightly: \
         either the verdicts are misread, or nightly changed:\n{}",
        misread.join("\n")
    );

    let mut known: BTreeMap<KnownDifference, usize> = BTreeMap::new();
    let mut open_bugs_seen = Vec::new();
    let mut unexplained = Vec::new();
    for (index, pair) in universe.pairs.iter().enumerate() {
        if nightly[index].is_transmutable() == transmutable[index].transmutable {
            continue;
        }
        let label = pair.label(&universe);
        if let Some(bug) = OPEN_BUGS.iter().find(|bug| bug.pair == label) {
            let report = describe_disagreement(&universe, index, pair, &nightly[index], &transmutable[index]);
            open_bugs_seen.push((bug.pair, format!("{report}  {}", bug.note)));
            continue;
        }
        match differences::classify(&universe, pair, &nightly[index], &transmutable[index]) {
            Some(class) => *known.entry(class).or_default() += 1,
            None => {
                unexplained.push(describe_disagreement(&universe, index, pair, &nightly[index], &transmutable[index]))
            }
        }
    }

    let nightly_accepts = nightly.iter().filter(|verdict| verdict.is_transmutable()).count();
    let transmutable_accepts = transmutable.iter().filter(|verdict| verdict.transmutable).count();
    let agreements = (0..universe.pairs.len())
        .filter(|&index| nightly[index].is_transmutable() == transmutable[index].transmutable)
        .count();
    eprintln!(
        "nightly oracle: {nightly_version}; seed {seed:#x}, {} pairs ({} anchors) in {:.1} s",
        universe.pairs.len(),
        anchors.len(),
        started.elapsed().as_secs_f64()
    );
    eprintln!(
        "  nightly accepts {nightly_accepts}, transmutable accepts {transmutable_accepts}, they agree on {agreements}"
    );
    for class in KnownDifference::ALL {
        eprintln!("  known difference, {}: {}", class.title(), known.get(&class).copied().unwrap_or(0));
    }
    eprintln!("  open bugs: {}", open_bugs_seen.len());
    // Open bugs are shown even when the test passes (see above).
    for (_, report) in &open_bugs_seen {
        let _ = writeln!(std::io::stderr(), "OPEN BUG {report}");
    }

    assert!(
        unexplained.is_empty(),
        "{} disagreements between transmutable and nightly TransmuteFrom that no class of KNOWN_DIFFERENCES.md explains:\n\n{}",
        unexplained.len(),
        unexplained.join("\n")
    );
    if default_universe {
        let fixed: Vec<&str> = OPEN_BUGS
            .iter()
            .filter(|bug| !open_bugs_seen.iter().any(|(seen, _)| *seen == bug.pair))
            .map(|bug| bug.pair)
            .collect();
        assert!(
            fixed.is_empty(),
            "listed open bugs that no longer disagree (remove them from OPEN_BUGS):\n{}",
            fixed.join("\n")
        );
    }
}
