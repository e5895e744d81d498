//! Conditions of the steps a walk no longer takes (`query/nested.rs`):
//!
//! - a destination inside a field of a union does not take every
//!   initialized byte string where the field has padding (safe code
//!   leaves only some bytes there), so the rest of the walk is not
//!   settled there (`Cursor::accepts_all_initialized`);
//! - a destination checked at run time does not move over the same nested
//!   bytes at once: the validator may read there a byte the source leaves
//!   uninitialized (`Cursor::nested_pair`), which only a refusal at
//!   compile time shows;
//! - a source's group of alike alternatives, its first byte widened to
//!   every member's, is read as every member, inside and around the same
//!   nested bytes, against brute force.

#![allow(dead_code)]

#[path = "oracle/language.rs"]
mod language;
#[path = "oracle/model.rs"]
mod model;

use language::Oracle;
use model::{atoms, choice, description, nest, repeat, run, shape, tag, Atoms, Shape};
use transmutable::__private::decide_descriptions;
use transmutable::Assume;

/// The engine's verdict on `source -> destination` under both
/// assumptions, against the oracle's.
fn agrees(source: &Shape, destination: &Shape) {
    let oracle = Oracle::new(source, destination);
    let (src, dst) = (description(source, "Source"), description(destination, "Destination"));
    for (assume, validity) in [(Assume::NOTHING, false), (Assume::VALIDITY, true)] {
        let answer = decide_descriptions(src, dst, assume);
        assert_eq!(
            answer.is_transmutable(),
            oracle.holds(validity),
            "{source:?} -> {destination:?} under validity = {validity}"
        );
    }
}

/// A tag `value`, then a byte of `payload`: two bytes.
fn tagged(value: u32, payload: Atoms) -> Shape {
    shape(2, vec![tag(0, 1, value), run(1, 1, payload)])
}

/// Alternatives whose tag and payload lie in a nest of their own, against
/// the same nest alone and in arrays: the same nested bytes are found
/// inside an alternative, where the tag differs.
#[test]
fn nests_of_tags_agree_with_brute_force() {
    let payloads = [Atoms::INITIALIZED, atoms("01"), atoms("0u")];
    for p in payloads {
        let inner = |v| tagged(v, p);
        // A source enum whose alternatives each nest their tag and payload.
        let source_enum =
            shape(2, vec![choice(0, 2, vec![shape(2, vec![nest(0, inner(0))]), shape(2, vec![nest(0, inner(1))])])]);
        let wrapped = |s: Shape, n| shape(2 * n + 1, vec![repeat(0, s, n), run(2 * n, 1, Atoms::INITIALIZED)]);
        for dst in [
            shape(2, vec![nest(0, inner(0))]),
            shape(3, vec![nest(0, inner(0)), run(2, 1, Atoms::INITIALIZED)]),
            wrapped(inner(0), 2),
            wrapped(shape(2, vec![nest(0, inner(0))]), 2),
        ] {
            agrees(&source_enum, &dst);
            agrees(&wrapped(source_enum.clone(), 2), &dst);
            agrees(&shape(2, vec![nest(0, source_enum.clone())]), &dst);
        }
    }
}

/// A destination inside a field of a union.
mod union_field {
    use transmutable::{is_transmutable, Assume, Layout};

    #[derive(Layout, Clone, Copy)]
    #[repr(u8)]
    pub enum Two {
        A = 0,
        B = 1,
    }

    #[derive(Layout, Clone, Copy)]
    #[repr(C)]
    pub union Word {
        pub a: u32,
        pub b: i32,
    }

    #[derive(Layout, Clone, Copy)]
    #[repr(C)]
    pub struct WordThenShort(pub Word, pub u16);

    #[derive(Layout, Clone, Copy)]
    #[repr(C)]
    pub union InField {
        pub a: WordThenShort,
        pub b: [Two; 8],
    }

    /// `InField.a` has two bytes of padding at the end, where safe code
    /// leaves uninitialized bytes or a `Two`'s 0 or 1, no other byte: a
    /// `[u32; 2]` holding 7 there, and a value other than 0 or 1 before,
    /// is neither field. At `Word`, a branch, the rest of `a` takes every
    /// initialized byte string but for that padding.
    #[test]
    fn padding_inside_a_union_field_does_not_take_every_initialized_byte() {
        assert!(!is_transmutable::<[u32; 2], InField>(Assume::NOTHING));
        assert!(is_transmutable::<[u32; 2], InField>(Assume::VALIDITY));
        assert!(!is_transmutable::<u64, InField>(Assume::NOTHING));
    }
}

/// A destination checked at run time walks the same nested bytes: the
/// validator may read what the source leaves uninitialized there.
#[test]
#[cfg_attr(miri, ignore = "runs the compiler")]
fn checked_destination_walks_the_same_nested_bytes() {
    let t = trybuild::TestCases::new();
    t.compile_fail("tests/ui/transmute/checked_same_nested.rs");
    // Built, not only checked: the check is evaluated where the function
    // is instantiated (see `tests/ui.rs`).
    t.pass("tests/ui/pass/repr_rust.rs");
}

/// A source's alike group.
mod alike {
    use transmutable::{is_transmutable, Assume, Layout};

    /// Three variants alike after their tag: a source walks them as one
    /// group, its tag read as 0, 1 or 2 at once.
    #[derive(Layout, Clone, Copy)]
    #[repr(u8)]
    pub enum Alike {
        A(u8) = 0,
        B(u8) = 1,
        C(u8) = 2,
    }

    /// Two of those tags only.
    #[derive(Layout, Clone, Copy)]
    #[repr(u8)]
    pub enum Fewer {
        A(u8) = 0,
        B(u8) = 1,
    }

    #[derive(Layout, Clone, Copy)]
    #[repr(C)]
    pub struct Held(pub Alike, pub u16);

    #[derive(Layout, Clone, Copy)]
    #[repr(C)]
    pub struct HeldFewer(pub Fewer, pub u16);

    #[derive(Layout, Clone, Copy)]
    #[repr(C)]
    pub struct Twice(pub [Held; 2], pub Alike);

    #[derive(Layout, Clone, Copy)]
    #[repr(C)]
    pub struct TwiceFewer(pub [Held; 2], pub Fewer);

    #[derive(Layout, Clone, Copy)]
    #[repr(C)]
    pub struct FewerFirst(pub HeldFewer, pub Held, pub Alike);

    /// A source's alike group read with its tag widened, inside and
    /// before the same nested bytes: the group stands for every tag, the
    /// same `Held`s hold whatever tag, and a 2 is no `Fewer`.
    #[test]
    fn a_widened_group_is_read_as_every_member() {
        assert!(is_transmutable::<Twice, Twice>(Assume::NOTHING));
        assert!(is_transmutable::<TwiceFewer, Twice>(Assume::NOTHING));
        assert!(!is_transmutable::<Twice, TwiceFewer>(Assume::NOTHING));
        assert!(is_transmutable::<Twice, TwiceFewer>(Assume::VALIDITY));
        assert!(!is_transmutable::<Twice, FewerFirst>(Assume::NOTHING));
        assert!(is_transmutable::<FewerFirst, Twice>(Assume::NOTHING));
        assert!(!is_transmutable::<[Alike; 3], Fewer>(Assume::NOTHING));
        assert!(!is_transmutable::<[Held; 2], [HeldFewer; 2]>(Assume::NOTHING));
        assert!(is_transmutable::<[HeldFewer; 2], [Held; 2]>(Assume::NOTHING));
    }
}
