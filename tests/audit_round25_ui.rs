//! Adversarial probes, round 25, that the compiler must refuse
//! (`tests/audit_round25/ui/`).

#[test]
#[cfg_attr(miri, ignore = "runs the compiler")]
fn refused() {
    let t = trybuild::TestCases::new();
    t.compile_fail("tests/audit_round25/ui/*.rs");
    // Makes trybuild run `cargo build`, which evaluates the checks of
    // the functions a program calls; `cargo check` does not.
    t.pass("tests/audit_round25/pass/*.rs");
}
