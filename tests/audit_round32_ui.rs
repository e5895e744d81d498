//! Adversarial probes, round 32, that the compiler must refuse
//! (`tests/audit_round32/ui/`): a crate that names itself `transmutable`
//! and binds one of the paths the derive's output names (`Layout`, whose
//! kit makes the checks, or `__private::PlainUnion`) to an item of its
//! own, beside the real trait the output implements.

#[test]
#[cfg_attr(miri, ignore = "runs the compiler")]
fn refused() {
    let t = trybuild::TestCases::new();
    t.compile_fail("tests/audit_round32/ui/*.rs");
}
