//! The transmutable side: a small crate with the same definitions, each deriving
//! `transmutable::Layout`, whose `main` prints transmutable's answer for every pair.
//! It lives in the target directory, so cargo keeps it built between runs,
//! and is built by the nightly toolchain, like the nightly side, so that
//! both judge the same layouts.

use std::fmt::Write as _;
use std::path::Path;
use std::process::Command;

use crate::model::{Side, Universe};

/// transmutable's answer on one pair.
#[derive(Clone, Debug)]
pub struct TransmutableVerdict {
    pub transmutable: bool,
    /// The `transmutable::Reason` variant, or `Transmutable`.
    pub reason: String,
    /// transmutable's explanation, on one line.
    pub explanation: String,
}

const MANIFEST: &str = r#"[package]
name = "transmutable-nightly-oracle"
version = "0.0.0"
edition = "2021"
publish = false

[dependencies]
transmutable = { path = "TRANSMUTABLE_PATH" }

# Not a member of the transmutable workspace that contains this directory.
[workspace]
"#;

const PRELUDE: &str = r#"#![allow(dead_code)]
use core::mem::MaybeUninit;
use core::num::*;
use transmutable::{Assume, Reason};

/// Prints `pair`, the reason variant and the explanation.
fn verdict<'l, Src: transmutable::Layout + transmutable::Lifetime<'l>, Dst: transmutable::Layout + transmutable::Lifetime<'l>>(pair: usize, validity: bool) {
    let assume = if validity { Assume::SAFETY.and(Assume::VALIDITY) } else { Assume::SAFETY };
    let answer = transmutable::decide::<Src, Dst>(assume);
    let reason = match answer.reason() {
        None => "Transmutable",
        Some(Reason::NotValid(_)) => "NotValid",
        Some(Reason::TooLarge(_)) => "TooLarge",
        Some(Reason::NoCommonValue(_)) => "NoCommonValue",
        Some(Reason::DestinationUninhabited) => "DestinationUninhabited",
        Some(Reason::Invariants) => "Invariants",
        Some(Reason::TooComplex(_)) => "TooComplex",
        Some(_) => "Other",
    };
    let explanation = answer.to_string().replace('\n', " / ");
    println!("{pair}\t{reason}\t{explanation}");
}

"#;

fn main_source(universe: &Universe) -> String {
    let mut source = String::from(PRELUDE);
    source += &universe.definitions_source(Side::Transmutable);
    source += "\nfn main() {\n";
    for (index, pair) in universe.pairs.iter().enumerate() {
        let _ = writeln!(
            source,
            "    verdict::<{}, {}>({index}, {});",
            pair.source.source(universe, Side::Transmutable),
            pair.destination.source(universe, Side::Transmutable),
            pair.validity
        );
    }
    source + "}\n"
}

/// Writes `contents` unless the file already holds them, so that cargo
/// does not rebuild an unchanged crate.
fn write_if_changed(path: &Path, contents: &str) -> Result<(), String> {
    if std::fs::read_to_string(path).is_ok_and(|existing| existing == contents) {
        return Ok(());
    }
    std::fs::write(path, contents).map_err(|error| format!("writing {}: {error}", path.display()))
}

/// transmutable's verdict on every pair, in order.
pub fn verdicts(universe: &Universe, crate_dir: &Path) -> Result<Vec<TransmutableVerdict>, String> {
    let transmutable_path = env!("CARGO_MANIFEST_DIR");
    std::fs::create_dir_all(crate_dir.join("src"))
        .map_err(|error| format!("creating {}: {error}", crate_dir.display()))?;
    write_if_changed(&crate_dir.join("Cargo.toml"), &MANIFEST.replace("TRANSMUTABLE_PATH", transmutable_path))?;
    // The versions transmutable is tested with, already downloaded when this
    // test was built: the crate builds offline.
    let lock = crate_dir.join("Cargo.lock");
    if !lock.exists() {
        let _ = std::fs::copy(Path::new(transmutable_path).join("Cargo.lock"), &lock);
    }
    write_if_changed(&crate_dir.join("src/main.rs"), &main_source(universe))?;

    let output = Command::new("cargo")
        .args(["+nightly", "run", "--quiet", "--offline"])
        .current_dir(crate_dir)
        .env("CARGO_TARGET_DIR", crate_dir.join("target"))
        .output()
        .map_err(|error| format!("running cargo: {error}"))?;
    if !output.status.success() {
        return Err(format!(
            "the transmutable verdict crate in {} failed ({}):\n{}",
            crate_dir.display(),
            output.status,
            String::from_utf8_lossy(&output.stderr)
        ));
    }

    let stdout = String::from_utf8_lossy(&output.stdout);
    let mut verdicts: Vec<Option<TransmutableVerdict>> = vec![None; universe.pairs.len()];
    for line in stdout.lines() {
        let fields: Vec<&str> = line.splitn(3, '\t').collect();
        let [index, reason, explanation] = fields[..] else {
            return Err(format!("unexpected line from the transmutable verdict crate: {line}"));
        };
        let index: usize =
            index.parse().map_err(|_| format!("unexpected line from the transmutable verdict crate: {line}"))?;
        verdicts[index] = Some(TransmutableVerdict {
            transmutable: reason == "Transmutable",
            reason: reason.to_string(),
            explanation: explanation.to_string(),
        });
    }
    verdicts
        .into_iter()
        .enumerate()
        .map(|(index, verdict)| {
            verdict.ok_or_else(|| format!("the transmutable verdict crate printed nothing for pair {index}"))
        })
        .collect()
}
