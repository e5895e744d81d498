//! The nightly side: one program that asks `TransmuteFrom` about every
//! pair, compiled once. rustc reports every unsatisfied bound, each at the
//! line of its check, so one compilation yields every verdict.

use std::collections::HashMap;
use std::fmt::Write as _;
use std::path::Path;
use std::process::Command;

use crate::model::{Side, Universe, Unsigned};

/// Nightly's verdict on one pair.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NightlyVerdict {
    Transmutable,
    /// Not transmutable, with the reason rustc gives after the types (for
    /// example "the size of `u8` is smaller than the size of `u16`").
    Rejected(String),
}

impl NightlyVerdict {
    pub fn is_transmutable(&self) -> bool {
        *self == NightlyVerdict::Transmutable
    }
}

/// `rustc +nightly --version`, or `None` when there is no nightly toolchain.
pub fn version() -> Option<String> {
    let output = Command::new("rustc").args(["+nightly", "--version"]).output().ok()?;
    match output.status.success() {
        true => Some(String::from_utf8_lossy(&output.stdout).trim().to_string()),
        false => None,
    }
}

const PRELUDE: &str = "\
#![feature(transmutability)]
#![allow(dead_code)]
use core::mem::{Assume, MaybeUninit, TransmuteFrom};

// Nightly treats every user type as carrying safety invariants, so both
// sides assume safety and judge validity and size only.
const SAFETY: Assume = Assume { safety: true, ..Assume::NOTHING };
const SAFETY_AND_VALIDITY: Assume = Assume { safety: true, validity: true, ..Assume::NOTHING };

fn transmutable<Src, Dst>() where Dst: TransmuteFrom<Src, SAFETY> {}
fn transmutable_assuming_validity<Src, Dst>() where Dst: TransmuteFrom<Src, SAFETY_AND_VALIDITY> {}
";

/// Stand-ins for the types nightly cannot analyze ("analyzing the
/// transmutability of `NonZero<u8>` is not yet supported"), with the same
/// size, alignment and values: a `repr(u8)` enum of the values 1 to 255 for
/// `NonZero<u8>`, and for a wider `NonZero` a union of one struct per byte,
/// each with that byte nonzero. As a source, a union may hold any of its
/// fields, and as a destination it accepts what any of them accepts: the
/// union's values are exactly the byte strings that are not all zero. Each
/// struct starts with an empty array of the integer, for its alignment
/// (`repr(align)` would keep it out of packed structs).
/// (`Option<NonZero<T>>` is written as `T`, whose values are the same.)
fn non_zero_stand_ins() -> String {
    let byte = Unsigned::U8.nightly_stand_in();
    let mut source = format!("#[derive(Clone, Copy)]\n#[repr(u8)]\npub enum {byte} {{ ");
    for value in 1..=255 {
        let _ = write!(source, "V{value} = {value}, ");
    }
    source += "}\n";
    for unsigned in [Unsigned::U16, Unsigned::U32] {
        let name = unsigned.nightly_stand_in();
        let integer = unsigned.primitive().name();
        let mut fields = Vec::new();
        for nonzero_byte in 0..unsigned.size() {
            let bytes: Vec<String> = (0..unsigned.size())
                .map(|index| if index == nonzero_byte { format!("pub {byte}") } else { "pub u8".to_string() })
                .collect();
            let _ = writeln!(
                source,
                "#[derive(Clone, Copy)]\n#[repr(C)]\npub struct {name}{nonzero_byte}(pub [{integer}; 0], {});",
                bytes.join(", ")
            );
            fields.push(format!("pub byte{nonzero_byte}: {name}{nonzero_byte}"));
        }
        let _ = writeln!(source, "#[derive(Clone, Copy)]\n#[repr(C)]\npub union {name} {{ {} }}", fields.join(", "));
    }
    source
}

/// The program, and the pair whose check is on each line.
fn program(universe: &Universe) -> (String, HashMap<usize, usize>) {
    let mut source = String::from(PRELUDE);
    source += &non_zero_stand_ins();
    source += &universe.definitions_source(Side::Nightly);
    let mut line_of_check = HashMap::new();
    let first_check_line = source.lines().count() + 1;
    for (index, pair) in universe.pairs.iter().enumerate() {
        let check = if pair.validity { "transmutable_assuming_validity" } else { "transmutable" };
        line_of_check.insert(first_check_line + index, index);
        let _ = writeln!(
            source,
            "fn check_{index}() {{ {check}::<{}, {}>() }}",
            pair.source.source(universe, Side::Nightly),
            pair.destination.source(universe, Side::Nightly)
        );
    }
    (source, line_of_check)
}

/// Nightly's verdict on every pair, in order.
pub fn verdicts(universe: &Universe, work_dir: &Path) -> Result<Vec<NightlyVerdict>, String> {
    let (source, line_of_check) = program(universe);
    let source_path = work_dir.join("nightly_verdicts.rs");
    std::fs::write(&source_path, &source).map_err(|error| format!("writing {}: {error}", source_path.display()))?;
    let output = Command::new("rustc")
        .args(["+nightly", "--edition", "2021", "--crate-type", "lib", "--emit=metadata", "--error-format=short"])
        // Full type names in every message, so that each can be matched to
        // its pair, and no type names written to files beside the program.
        .arg("-Zwrite-long-types-to-disk=no")
        .arg("-o")
        .arg(work_dir.join("nightly_verdicts.rmeta"))
        .arg(&source_path)
        .output()
        .map_err(|error| format!("running rustc +nightly: {error}"))?;
    let stderr = String::from_utf8_lossy(&output.stderr);

    let mut verdicts = vec![NightlyVerdict::Transmutable; universe.pairs.len()];
    let mut errors = 0;
    let file_prefix = format!("{}:", source_path.display());
    for message in stderr.lines() {
        if message.starts_with("error: aborting due to") || message.starts_with("warning") {
            continue;
        }
        let Some(located) = message.strip_prefix(&file_prefix) else {
            return Err(format!("unexpected output from rustc +nightly: {message}\n\n{stderr}"));
        };
        let mut parts = located.splitn(3, ':');
        let line: usize = parts.next().and_then(|line| line.parse().ok()).unwrap_or(0);
        let text = parts.nth(1).unwrap_or("").trim();
        if text.starts_with("warning") {
            continue;
        }
        let Some(&index) = line_of_check.get(&line) else {
            return Err(format!(
                "rustc +nightly reports an error outside the checks (line {line}): {text}\n\n{stderr}"
            ));
        };
        let pair = &universe.pairs[index];
        let expected = format!(
            "error[E0277]: `{}` cannot be safely transmuted into `{}`",
            pair.source.source(universe, Side::Nightly),
            pair.destination.source(universe, Side::Nightly)
        );
        let Some(reason) = text.strip_prefix(&expected) else {
            return Err(format!("the error on line {line} does not name the pair checked there ({expected}): {text}"));
        };
        verdicts[index] = NightlyVerdict::Rejected(reason.trim_start_matches(':').trim().to_string());
        errors += 1;
    }
    if output.status.success() != (errors == 0) {
        return Err(format!("rustc +nightly exited with {} after {errors} errors:\n{stderr}", output.status));
    }
    Ok(verdicts)
}
