//! Adversarial probes, round 34, that the compiler must refuse
//! (`tests/audit_round34/ui/`): a crate that names itself `transmutable`
//! and binds `Layout` to a trait of its own beside the real
//! `__private::PortableAt`, `__private::FieldsAsWritten` or
//! `TransmuteFrom`, which the derive's and the `bits` macro's output
//! implement with checks made through `Layout`'s path.

#[test]
#[cfg_attr(miri, ignore = "runs the compiler")]
fn refused() {
    let t = trybuild::TestCases::new();
    t.compile_fail("tests/audit_round34/ui/*.rs");
}
