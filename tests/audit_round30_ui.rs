//! Adversarial probes, round 30, that the compiler must refuse
//! (`tests/audit_round30/ui/`): hand calls of `__fieldless_byte_enum!`,
//! which implements `unsafe trait OneInitializedByte` and `Layout` and is
//! safe to call, on types that are not fieldless enums of one byte with
//! exactly the variants listed; and a union of numbers described by name
//! from the reading of another union of the same text, where a name of a
//! number means a `bool`.

#[test]
#[cfg_attr(miri, ignore = "runs the compiler")]
fn refused() {
    let t = trybuild::TestCases::new();
    t.compile_fail("tests/audit_round30/ui/*.rs");
}
