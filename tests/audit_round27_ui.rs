//! Adversarial probes, round 27, that the compiler must refuse
//! (`tests/audit_round27/ui/`), beside neighbours that compile
//! (`tests/audit_round27/pass/`).

#[test]
#[cfg_attr(miri, ignore = "runs the compiler")]
fn refused() {
    let t = trybuild::TestCases::new();
    t.compile_fail("tests/audit_round27/ui/*.rs");
    t.pass("tests/audit_round27/pass/*.rs");
}
