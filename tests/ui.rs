//! Compile-fail tests: every compile-time rejection and every derive error,
//! with the compiler's output checked in next to the program (`.stderr`).
//!
//! - `ui/corpus/`: one program per `no` line of `corpus/table.rs`, generated
//!   by `corpus_ui.rs` (edit the table, not these files);
//! - `ui/transmute/`: the explanations and entry points the corpus does not
//!   show (macros, `unsafe`, item-level checks, field paths, unions, sizes);
//! - `ui/derive/`: every input `#[derive(Layout)]` rejects;
//! - `ui/traits/`: capability derives that fail their check, and bounds
//!   that refuse a type at the caller;
//! - `ui/bits/`: records of bit fields `#[transmutable::bits]` rejects, and
//!   bytes refused for what a bit field holds;
//! - `ui/pass/`: programs that must build and run.
//!
//! After a deliberate change of a message, rewrite the `.stderr` files with
//! `TRYBUILD=overwrite cargo test --test ui`, and read the difference.

#[test]
#[cfg_attr(miri, ignore = "runs the compiler")]
fn ui() {
    let t = trybuild::TestCases::new();
    t.compile_fail("tests/ui/corpus/*.rs");
    t.compile_fail("tests/ui/transmute/*.rs");
    t.compile_fail("tests/ui/derive/*.rs");
    t.compile_fail("tests/ui/traits/*.rs");
    t.compile_fail("tests/ui/bits/*.rs");
    // Besides its own worth, a pass test makes trybuild run `cargo build`
    // rather than `cargo check`: the transmutation checks are evaluated when
    // a function is instantiated, which `cargo check` never does, so without
    // a pass test every `transmute` rejection above would compile.
    t.pass("tests/ui/pass/*.rs");
}
