// A union whose fields are written as numbers has `FromBytes`, `FromZeros`
// and `Immutable` from its fields' types without a check only beside the
// derived description, whose check of the fields' types refuses a name
// that shadows a primitive's: the impls are bounded by its `PlainUnion`
// impl, which comes with it. Beside a `Layout` impl written by hand (here
// an exact one: the field is a `bool`), `FromBytes` does not compile: a
// union of `bool`s takes no byte 2.
#![allow(non_camel_case_types, dead_code)]

#[derive(transmutable::Layout)]
#[repr(C)]
pub union Honest {
    pub a: bool,
}

type u8 = bool;

#[derive(transmutable::FromBytes)]
#[repr(C)]
pub union Shadowed {
    pub a: u8,
}

// SAFETY: `Shadowed` is `Honest`, field for field (`u8` names `bool` here).
unsafe impl transmutable::Layout for Shadowed {
    const DESCRIPTION: &'static transmutable::Description = <Honest as transmutable::Layout>::DESCRIPTION;
}

// Reading byte 2 as a `Shadowed` would leave an invalid `bool` in its field.
fn main() {}
