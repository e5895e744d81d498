//! The code a checked view leaves in an embedded image, held to a bound:
//! a function that validates a 24-byte header (a `bool`, a 3-value enum,
//! big-endian integers) with `try_ref_from_prefix` and returns a field,
//! built for `thumbv7em-none-eabihf` by `scripts/size-thumbv7em.sh`, takes
//! at most twice the bytes of the same function written by hand, calls
//! nothing the hand-written one does not, and pulls in no explanation.
//!
//! The build needs the target and the LLVM tools; where either is missing
//! the test reports itself ignored, with the reason, as libtest does. It
//! has its own harness for that: an ignored libtest test is ignored
//! always, or by a configuration a build script of the library would have
//! to set for every user.

use std::process::{Command, ExitCode};

const NAME: &str = "thumbv7em_header_view_takes_at_most_twice_the_hand_written_bytes";

/// What the script reports of one build.
struct Build {
    code: usize,
    undefined: Vec<String>,
}

fn main() -> ExitCode {
    let arguments: Vec<String> = std::env::args().skip(1).collect();
    if arguments.iter().any(|argument| argument == "--list") {
        println!("{NAME}: test");
        return ExitCode::SUCCESS;
    }
    let filters: Vec<&String> = arguments.iter().filter(|argument| !argument.starts_with('-')).collect();
    if !filters.is_empty() && !filters.iter().any(|filter| NAME.contains(filter.as_str())) {
        println!("\nrunning 0 tests\n\ntest result: ok. 0 passed; 0 failed; 0 ignored; 0 measured; 1 filtered out\n");
        return ExitCode::SUCCESS;
    }
    println!("\nrunning 1 test");
    match run() {
        Ok(()) => {
            println!("test {NAME} ... ok\n\ntest result: ok. 1 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out\n");
            ExitCode::SUCCESS
        }
        Err(Outcome::Ignored(reason)) => {
            println!("test {NAME} ... ignored, {reason}");
            println!("\ntest result: ok. 0 passed; 0 failed; 1 ignored; 0 measured; 0 filtered out\n");
            ExitCode::SUCCESS
        }
        Err(Outcome::Failed(why)) => {
            println!("test {NAME} ... FAILED\n\n{why}\n");
            println!("test result: FAILED. 0 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out\n");
            ExitCode::FAILURE
        }
    }
}

enum Outcome {
    Ignored(String),
    Failed(String),
}

fn run() -> Result<(), Outcome> {
    if cfg!(miri) {
        return Err(Outcome::Ignored("Miri runs no build".into()));
    }
    let output = Command::new("sh")
        .arg("scripts/size-thumbv7em.sh")
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .map_err(|error| Outcome::Ignored(format!("no shell to run scripts/size-thumbv7em.sh: {error}")))?;
    let report = String::from_utf8_lossy(&output.stdout);
    if !output.status.success() {
        return Err(Outcome::Failed(format!(
            "scripts/size-thumbv7em.sh failed:\n{report}{}",
            String::from_utf8_lossy(&output.stderr)
        )));
    }
    if let Some(reason) = report.lines().find_map(|line| line.strip_prefix("skipped: ")) {
        return Err(Outcome::Ignored(reason.to_string()));
    }
    let view = build(&report, "view")?;
    let by_hand = build(&report, "by-hand")?;
    println!("thumbv7em-none-eabihf: the view takes {} bytes, by hand {}", view.code, by_hand.code);
    if view.code > 2 * by_hand.code {
        return Err(Outcome::Failed(format!(
            "the view takes {} bytes, more than twice the {} of the hand-written check:\n{report}",
            view.code, by_hand.code
        )));
    }
    let extra: Vec<&String> = view.undefined.iter().filter(|symbol| !by_hand.undefined.contains(symbol)).collect();
    if !extra.is_empty() {
        return Err(Outcome::Failed(format!("the view calls {extra:?}, which the hand-written check does not")));
    }
    Ok(())
}

/// The figures of `variant` in the script's `report`.
fn build(report: &str, variant: &str) -> Result<Build, Outcome> {
    let line = report
        .lines()
        .find(|line| line.split(' ').next() == Some(variant))
        .ok_or_else(|| Outcome::Failed(format!("no figures for {variant} in:\n{report}")))?;
    let field = |name: &str| {
        line.split(' ').find_map(|part| part.strip_prefix(name)?.strip_prefix('=')).unwrap_or_default().to_string()
    };
    let code = field("code").parse().map_err(|_| Outcome::Failed(format!("no code size in: {line}")))?;
    let undefined = line.split_once("undefined=").map_or("", |(_, rest)| rest);
    Ok(Build { code, undefined: undefined.split_whitespace().map(str::to_string).collect() })
}
