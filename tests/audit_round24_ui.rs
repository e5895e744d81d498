//! Adversarial probes, round 24, that the compiler must refuse:
//! `assert_transmutable!` with its lifetime witness written as a type
//! argument (`tests/audit_round24/ui/`), beside the same pairs with their
//! lifetimes written, which compile (`tests/audit_round24/pass/`).

#[test]
#[cfg_attr(miri, ignore = "runs the compiler")]
fn refused() {
    let t = trybuild::TestCases::new();
    t.compile_fail("tests/audit_round24/ui/*.rs");
    t.pass("tests/audit_round24/pass/*.rs");
}
