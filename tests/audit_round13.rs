//! Adversarial probes, round 13: the derive's kit (offsets read from
//! places, a large `repr(C)` struct's placed by rule, enums laid out by the
//! rule of their `repr`), the run-time views of structs that end in a
//! slice, unions inside unions, `Assume` taken one obligation at a time,
//! cells behind shared references, function pointers with lifetimes. Each
//! case is held to a verdict from the contract (`BRIEF.md`) or from the
//! types' definitions, never from what the library outputs.
//!
//! The holes found are of the class of round 11's: an attribute macro
//! written below `#[derive(..)]` expands after the derive, which was given
//! the item as written. The derive checks that the final type has the
//! fields and field types it read (`derive/src/written.rs`), not the
//! `repr` it read nor the order of a variant's named fields, and four
//! things follow from them as written:
//!
//! - an enum with fields is laid out by the rule of `repr(u8)` where the
//!   final type is `repr(C, u8)` (fields after the tag at the payload's
//!   alignment) or `repr(u16)` (a tag of two bytes); `EnumShape::new`
//!   compares only the size and alignment, which agree
//!   (`enum A(bool, u8, u16)`: 6 bytes aligned to 2 under all three);
//! - an enum variant's named fields, written `{ byte: u8, flag: bool }`
//!   and made `{ flag: bool, byte: u8 }`: the check finds each field by
//!   its name, of its type, and the layout follows the order as written
//!   (`flag` described at 2, and at 1 in the final type); and variants
//!   reordered, whose tags by position follow the order as written;
//! - a `repr(C)` struct larger than the room (2 GiB) has its offsets
//!   placed by the `repr(C)` rule (`Kit::c_offsets`); made the default
//!   representation, the compiler moves a `bool` to offset 0 for its niche,
//!   at the same size and alignment;
//! - a generic struct written `repr(C, packed)` and made `repr(C)`: the
//!   derive implements `IntoBytes` and `Unaligned` for every argument by
//!   the `repr` as written (`derive/src/expand/generic.rs`), so
//!   `Packed<u16>: IntoBytes + Unaligned` holds for a type with a byte of
//!   padding, aligned to 2.
//!
//! and, where the check compares lifetimes in one direction only, a
//! union's field written `&'static u8` and made `&'a u8`: its `Lifetime`
//! impl follows the type as written, and `transmute::<Short<'a>, &'static
//! u8>` compiles, a use after free under Miri.
//!
//! The crate's docs list the `repr`s of the first and third among the
//! inputs the derive trusts the attributes below it to leave alone
//! (`derive@Layout`, "What the derive trusts"), and its discriminants
//! of an enum with fields "as written" cover the variants reordered; the
//! order of a variant's fields and a generic struct's `repr` are not
//! listed; the lifetimes of a union field's type are ("compared in one
//! direction only"). `tests/audit_round13/
//! attribute_repr/` is the reproducer: a crate of procedural macros whose
//! attributes replace the item's `repr` or the whole item, and a crate under
//! `#![forbid(unsafe_code)]` that writes it below the derive. Its views
//! accept bytes that are no value of the final type (a `bool` of 5, a tag
//! of 0x0100; under Miri, "constructing invalid value ... encountered 0x05,
//! but expected a boolean"), and its `generic` program compiles where it
//! must not, as does its `lifetimes` program.
//! `attribute_below_the_derive_changes_the_repr`,
//! `attribute_below_the_derive_changes_a_generic_capability` and
//! `attribute_below_the_derive_lengthens_a_union_field` run them, and
//! hold since the derive refuses every attribute of the type it does not
//! know to be inert (`derive/src/attr.rs`, `reject_macros`): each program
//! fails to build at its attribute macro. The derive sees them: its input
//! holds every attribute written below it, unexpanded (a derive that
//! prints its input shows `#[rerepr::rerepr(C, u8)] #[repr(u8)] pub enum
//! Lie { .. }`).
//!
//! The other cases held, natively and under Miri on x86_64, i686 (32-bit)
//! and s390x (big-endian).

#![forbid(unsafe_code)]
#![allow(dead_code)]

use std::process::Command;

/// Builds and runs `tests/audit_round13/attribute_repr/`: its program
/// exits with 0 when every view refuses the bytes that are no value of the
/// final type. A derive that refused the type (it cannot tell which `repr`
/// the final type has) would hold too: the build then fails with the
/// derive's message.
#[test]
fn attribute_below_the_derive_changes_the_repr() {
    let manifest =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/audit_round13/attribute_repr/Cargo.toml");
    let output = Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()))
        .args(["run", "--quiet", "--bin", "user", "--manifest-path"])
        .arg(&manifest)
        .env("CARGO_TARGET_DIR", std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("attribute_repr"))
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(!output.status.success(), "the program was built:\n{stdout}\n{stderr}");
    assert!(!stdout.contains("accepted"), "{stdout}");
    // Every type of the program is refused, each at its attribute macro.
    for (name, line) in
        [("rerepr::rerepr", 14), ("rerepr::rerepr", 23), ("rerepr::replace", 33), ("rerepr::replace", 43)]
    {
        assert!(refused(&stderr, name, &format!("user/src/main.rs:{line}:")), "{name} at {line}:\n{stderr}");
    }
}

/// Whether `stderr` holds the derive's refusal of the attribute `name` at
/// `place` (`file:line:`).
fn refused(stderr: &str, name: &str, place: &str) -> bool {
    let message = format!("error: transmutable's derive cannot tell whether `#[{name}]` is an attribute macro");
    stderr.split("\n\n").any(|diagnostic| diagnostic.contains(&message) && diagnostic.contains(place))
}

/// Builds `tests/audit_round13/attribute_repr/`'s `generic`: a generic
/// struct written `repr(C, packed)` and made `repr(C)` below the derive,
/// whose `IntoBytes` and `Unaligned` impls the derive justifies by the
/// `repr` as written (`derive/src/expand/generic.rs`). At `T = u16` the
/// final type has a byte of padding and an alignment of 2, so the build
/// must fail where `Packed<u16>` is asked for both; it succeeds, and the
/// program prints the engine's verdict on the final type beside the
/// traits' (transmutable's own methods check the engine again, so the
/// wrong impl reaches no undefined behaviour through them; unsafe code
/// that relies on the bound, as the traits' docs allow, does).
#[test]
fn attribute_below_the_derive_changes_a_generic_capability() {
    let manifest =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/audit_round13/attribute_repr/Cargo.toml");
    let output = Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()))
        .args(["build", "--quiet", "--bin", "generic", "--manifest-path"])
        .arg(&manifest)
        .env("CARGO_TARGET_DIR", std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("attribute_repr"))
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(!output.status.success(), "`Packed<u16>` was made `IntoBytes + Unaligned`");
    assert!(refused(&stderr, "rerepr::rerepr", "user/src/bin/generic.rs:13:"), "{stderr}");
    // The derives emitted no impl.
    assert!(stderr.contains("`Packed<u16>` is not known to be initialized bytes"), "{stderr}");
    assert!(stderr.contains("`Packed<u16>` is not known to be aligned to 1"), "{stderr}");
}

/// Builds `tests/audit_round13/attribute_repr/`'s `lifetimes`: a union
/// whose field is written `&'static u8` and made `&'a u8` below the
/// derive, whose `Lifetime` impl rests on the type as written, so that
/// `transmute::<Short<'a>, &'static u8>` compiles and a byte is read after
/// its box is freed (Miri: "encountered a dangling reference
/// (use-after-free)"). The build must fail.
#[test]
fn attribute_below_the_derive_lengthens_a_union_field() {
    let manifest =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/audit_round13/attribute_repr/Cargo.toml");
    let output = Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()))
        .args(["build", "--quiet", "--bin", "lifetimes", "--manifest-path"])
        .arg(&manifest)
        .env("CARGO_TARGET_DIR", std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("attribute_repr"))
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(!output.status.success(), "`Short<'a>` became a `&'static u8`");
    assert!(refused(&stderr, "rerepr::replace", "user/src/bin/lifetimes.rs:11:"), "{stderr}");
}

/// Builds `tests/audit_round13/attribute_repr/`'s `derive`: an attribute
/// macro imported as `derive`, written below the derive as
/// `#[derive(Clone)]`, which the derive lets through as the prelude's
/// `derive`. The check it emits where the type is declared fails.
#[test]
fn a_derive_of_the_users_own_below_the_derive() {
    let manifest =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/audit_round13/attribute_repr/Cargo.toml");
    let output = Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()))
        .args(["build", "--quiet", "--bin", "derive", "--manifest-path"])
        .arg(&manifest)
        .env("CARGO_TARGET_DIR", std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("attribute_repr"))
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(!output.status.success(), "a `derive` of the user's own passed for the prelude's");
    assert!(stderr.contains("error[E0659]: `derive` is ambiguous"), "{stderr}");
}

/// Builds `tests/audit_round13/attribute_repr/`'s `rustfmt`: a crate named
/// `rustfmt` whose attribute macro, written below the derive, the derive
/// lets through as the tool's. The check it emits where the type is
/// declared fails.
#[test]
fn a_rustfmt_of_the_users_own_below_the_derive() {
    let manifest =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/audit_round13/attribute_repr/Cargo.toml");
    let output = Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()))
        .args(["build", "--quiet", "--bin", "rustfmt", "--manifest-path"])
        .arg(&manifest)
        .env("CARGO_TARGET_DIR", std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("attribute_repr"))
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(!output.status.success(), "a `rustfmt` of the user's own passed for the tool");
    assert!(stderr.contains("`self` in paths can only be used in start position"), "{stderr}");
}

// ---------------------------------------------------------------------
// `Assume`, one obligation at a time. Each pair needs exactly the
// obligations listed (the contract: alignment for references, validity,
// safety invariants of a destination with a private field, both ways
// through `&mut`), and passes under every set of assumptions that holds
// them all, fails under every other.

use core::cell::Cell;
use core::num::NonZeroU16;
use transmutable::{decide, decide_mut, decide_ref, Assume, Layout};

/// A `bool` behind a private field: a destination needs `SAFETY`.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct Private(bool);

/// A `u16` behind a private field: aligned to 2, and needs `SAFETY`.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct Private16(u16);

/// Two cells, public.
#[derive(Layout)]
#[repr(C)]
pub struct PublicCells {
    pub cells: [Cell<u8>; 2],
}

/// A byte, or a cell over it.
#[derive(Layout)]
#[repr(C)]
pub union CellOrByte {
    pub byte: u8,
    pub cell: core::mem::ManuallyDrop<Cell<u8>>,
}

/// A byte, and no cell: an array of no cells has no bytes.
#[derive(Layout)]
#[repr(C)]
pub struct NoCells {
    pub byte: u8,
    pub none: [Cell<u8>; 0],
}

/// The obligations of `core::mem::Assume` but lifetimes, which the
/// `Lifetime` bound of these entry points proves, as four flags.
const OBLIGATIONS: [(bool, bool, bool, bool); 16] = {
    let mut all = [(false, false, false, false); 16];
    let mut i = 0;
    while i < 16 {
        all[i] = (i & 1 != 0, i & 2 != 0, i & 4 != 0, i & 8 != 0);
        i += 1;
    }
    all
};

fn assume((alignment, validity, safety, lifetimes): (bool, bool, bool, bool)) -> Assume {
    let mut assume = Assume::NOTHING;
    for (set, one) in [
        (alignment, Assume::ALIGNMENT),
        (validity, Assume::VALIDITY),
        (safety, Assume::SAFETY),
        (lifetimes, Assume::LIFETIMES),
    ] {
        if set {
            assume = assume.and(one);
        }
    }
    assume
}

/// `verdict` under every set of assumptions: yes exactly where the set
/// holds `needed` (alignment, validity, safety).
fn needs(name: &str, needed: (bool, bool, bool), verdict: impl Fn(Assume) -> bool) {
    for obligations in OBLIGATIONS {
        let (alignment, validity, safety, _) = obligations;
        let expected = (alignment || !needed.0) && (validity || !needed.1) && (safety || !needed.2);
        assert_eq!(verdict(assume(obligations)), expected, "{name} under {obligations:?}");
    }
}

/// `verdict` is no under every set of assumptions.
fn never(name: &str, verdict: impl Fn(Assume) -> bool) {
    for obligations in OBLIGATIONS {
        assert!(!verdict(assume(obligations)), "{name} under {obligations:?}");
    }
}

#[test]
fn pairs_that_need_two_obligations_need_both() {
    const A: (bool, bool, bool) = (true, false, false);
    const V: (bool, bool, bool) = (false, true, false);
    const S: (bool, bool, bool) = (false, false, true);
    let and = |a: (bool, bool, bool), b: (bool, bool, bool)| (a.0 || b.0, a.1 || b.1, a.2 || b.2);
    needs("&[u8; 2] -> &NonZeroU16", and(A, V), |a| decide_ref::<[u8; 2], NonZeroU16>(a).is_transmutable());
    needs("&[u8; 2] -> &Private16", and(A, S), |a| decide_ref::<[u8; 2], Private16>(a).is_transmutable());
    needs("u8 -> Private", and(V, S), |a| decide::<u8, Private>(a).is_transmutable());
    needs("&u8 -> &Private", and(V, S), |a| decide_ref::<u8, Private>(a).is_transmutable());
    needs("&mut u8 -> &mut Private", and(V, S), |a| decide_mut::<u8, Private>(a).is_transmutable());
    // What is written through `&mut u8` comes back as a `Private`.
    needs("&mut Private -> &mut u8", and(V, S), |a| decide_mut::<Private, u8>(a).is_transmutable());
    needs("&mut [u8; 2] -> &mut NonZeroU16", and(A, V), |a| decide_mut::<[u8; 2], NonZeroU16>(a).is_transmutable());
    // A zero written through `&mut [u8; 2]` comes back as a `NonZeroU16`.
    needs("&mut NonZeroU16 -> &mut [u8; 2]", V, |a| decide_mut::<NonZeroU16, [u8; 2]>(a).is_transmutable());
    needs("fn(u8) -> fn(u16)", S, |a| decide::<fn(u8), fn(u16)>(a).is_transmutable());
}

/// A shared reference never gains or loses a cell's bytes, under any
/// assumption: not through an array, a union or a struct of public cells.
#[test]
fn cells_behind_shared_references_under_every_assumption() {
    never("&Cell<u8> -> &u8", |a| decide_ref::<Cell<u8>, u8>(a).is_transmutable());
    never("&u8 -> &Cell<u8>", |a| decide_ref::<u8, Cell<u8>>(a).is_transmutable());
    never("&[u8; 2] -> &PublicCells", |a| decide_ref::<[u8; 2], PublicCells>(a).is_transmutable());
    never("&PublicCells -> &[u8; 2]", |a| decide_ref::<PublicCells, [u8; 2]>(a).is_transmutable());
    never("&CellOrByte -> &u8", |a| decide_ref::<CellOrByte, u8>(a).is_transmutable());
    never("&u8 -> &CellOrByte", |a| decide_ref::<u8, CellOrByte>(a).is_transmutable());
    never("&CellOrByte -> &Cell<u8>", |a| decide_ref::<CellOrByte, Cell<u8>>(a).is_transmutable());
    never("&[Cell<u8>; 1] -> &[u8; 1]", |a| decide_ref::<[Cell<u8>; 1], [u8; 1]>(a).is_transmutable());
    never("&&Cell<u8> -> &&u8", |a| decide_ref::<&'static Cell<u8>, &'static u8>(a).is_transmutable());
    // An array of no cells holds no cell's bytes: nothing is gained or lost.
    needs("&NoCells -> &u8", (false, false, false), |a| decide_ref::<NoCells, u8>(a).is_transmutable());
    needs("&u8 -> &NoCells", (false, false, false), |a| decide_ref::<u8, NoCells>(a).is_transmutable());
}

/// What is written through a cell the destination sees must be a valid
/// source: a reference to a longer referent, a `&bool` read back from a
/// `&u8`, a `None` read back as a reference, a `bool` of 5.
#[test]
fn writes_through_cells_and_unique_references_come_back() {
    let without_validity = |a: Assume| !a.validity;
    let refused_without_validity = |name: &str, verdict: &dyn Fn(Assume) -> bool| {
        for obligations in OBLIGATIONS {
            let a = assume(obligations);
            if without_validity(a) {
                assert!(!verdict(a), "{name} under {obligations:?}");
            }
        }
    };
    refused_without_validity("&Cell<&[u8; 2]> -> &Cell<&u8>", &|a| {
        decide_ref::<Cell<&'static [u8; 2]>, Cell<&'static u8>>(a).is_transmutable()
    });
    refused_without_validity("&Cell<&u8> -> &Cell<&bool>", &|a| {
        decide_ref::<Cell<&'static u8>, Cell<&'static bool>>(a).is_transmutable()
    });
    refused_without_validity("&Cell<&bool> -> &Cell<&u8>", &|a| {
        decide_ref::<Cell<&'static bool>, Cell<&'static u8>>(a).is_transmutable()
    });
    refused_without_validity("&[Cell<&bool>; 1] -> &[Cell<&u8>; 1]", &|a| {
        decide_ref::<[Cell<&'static bool>; 1], [Cell<&'static u8>; 1]>(a).is_transmutable()
    });
    refused_without_validity("&Cell<Option<&bool>> -> &Cell<Option<&u8>>", &|a| {
        decide_ref::<Cell<Option<&'static bool>>, Cell<Option<&'static u8>>>(a).is_transmutable()
    });
    refused_without_validity("&&Cell<bool> -> &&Cell<u8>", &|a| {
        decide_ref::<&'static Cell<bool>, &'static Cell<u8>>(a).is_transmutable()
    });
    refused_without_validity("&(u8, Cell<bool>) -> &(u8, Cell<u8>)", &|a| {
        decide_ref::<(u8, Cell<bool>), (u8, Cell<u8>)>(a).is_transmutable()
    });
    refused_without_validity("&mut &u8 -> &mut Option<&u8>", &|a| {
        decide_mut::<&'static u8, Option<&'static u8>>(a).is_transmutable()
    });
    refused_without_validity("&mut Option<&u8> -> &mut &u8", &|a| {
        decide_mut::<Option<&'static u8>, &'static u8>(a).is_transmutable()
    });
    never("&mut &u8 -> &mut &mut u8", |a| decide_mut::<&'static u8, &'static mut u8>(a).is_transmutable());
}

/// A function pointer whose argument's lifetime is a parameter, into the
/// same type at another lifetime: `fn(&'static u8)` is no `fn(&'a u8)` (it
/// may keep its argument), and the description cannot tell them apart, so
/// even the type into itself asks `SAFETY` (checked at compile time too:
/// `fn shorten<'a>(c: Calls<'static>) -> Calls<'a> { transmute(c) }`
/// fails to build, "transmutable cannot compare function signatures").
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct Calls<'a> {
    pub call: fn(&'a u8),
}

#[test]
fn function_pointers_with_lifetimes_into_themselves() {
    needs("Calls -> Calls", (false, false, true), |a| decide::<Calls<'static>, Calls<'static>>(a).is_transmutable());
    needs("[Calls; 1] -> [Calls; 1]", (false, false, true), |a| {
        decide::<[Calls<'static>; 1], [Calls<'static>; 1]>(a).is_transmutable()
    });
}

// ---------------------------------------------------------------------
// Views of structs that end in a slice, whose size is rounded up to their
// alignment: a length is one of theirs exactly when it is the size of
// some number of elements (the Reference: `size_of_val` is the offset of
// the tail plus its elements, rounded up to the alignment).

/// A `u32`, a `bool`, then bytes: the tail starts at 5, sizes are
/// multiples of 4 from 8.
#[derive(Layout)]
#[repr(C)]
pub struct Tailed {
    pub word: u32,
    pub flag: bool,
    pub tail: [u8],
}

/// A `bool`, then `u16`s: sizes are 2 + 2n.
#[derive(Layout)]
#[repr(C)]
pub struct TailedWords {
    pub flag: bool,
    pub tail: [u16],
}

/// 8-aligned room for byte strings.
#[repr(C, align(8))]
struct Aligned<const N: usize>([u8; N]);

/// Whether `len` bytes are the size of a `Tailed` with some number of
/// elements, by the definition.
fn tailed_size(len: usize) -> bool {
    (0..=len).any(|elements| (5 + elements).div_ceil(4) * 4 == len)
}

#[test]
fn lengths_of_a_struct_that_ends_in_a_slice() {
    let mut buffer = Aligned([0u8; 32]);
    for flag in [0u8, 1, 2, 0xFF] {
        buffer.0[4] = flag;
        for len in 0..=24 {
            let bytes = &buffer.0[..len];
            let expected = tailed_size(len) && flag <= 1;
            match Tailed::try_ref_from_bytes(bytes) {
                Ok(value) => {
                    assert!(expected, "{len} bytes, flag {flag}: accepted");
                    assert_eq!(core::mem::size_of_val(value), len);
                    assert_eq!(value.flag, flag == 1);
                }
                Err(_) => assert!(!expected, "{len} bytes, flag {flag}: refused"),
            }
            // Every count of elements whose size fits, from the front and
            // from the back: the value is exactly its size, its flag checked.
            for elements in 0..=len {
                let size = (5 + elements).div_ceil(4) * 4;
                let prefix = transmutable::try_ref_from_prefix_with_elems::<Tailed>(bytes, elements);
                match prefix {
                    Ok((value, rest)) => {
                        assert!(size <= len && flag <= 1, "{len} bytes, {elements} elements, flag {flag}");
                        assert_eq!(
                            (value.tail.len(), core::mem::size_of_val(value), rest.len()),
                            (elements, size, len - size)
                        );
                    }
                    Err(_) => assert!(size > len || flag > 1, "{len} bytes, {elements} elements, flag {flag}: refused"),
                }
            }
        }
    }
}

/// A count of elements whose size overflows a `usize`, or wraps to a
/// small one (`usize::MAX / 2 + 2` elements of 2 bytes are 2 bytes,
/// wrapped), is refused, never a view longer than its buffer.
#[test]
fn counts_of_elements_that_overflow() {
    let buffer = Aligned([1u8; 16]);
    let wraps = usize::MAX / 2 + 2;
    for elements in [usize::MAX, usize::MAX / 2, wraps, usize::MAX / 4 + 2] {
        assert!(transmutable::try_ref_from_prefix_with_elems::<TailedWords>(&buffer.0, elements).is_err());
        assert!(transmutable::try_ref_from_prefix_with_elems::<[u16]>(&buffer.0, elements).is_err());
        assert!(transmutable::try_ref_from_suffix_with_elems::<TailedWords>(&buffer.0, elements).is_err());
        assert!(transmutable::try_ref_from_prefix_with_elems::<Tailed>(&buffer.0, elements).is_err());
        assert!(transmutable::ref_from_prefix_with_elems::<[u16]>(&buffer.0, elements).is_err());
    }
}

/// A misaligned start is refused, whatever the length; an aligned one of
/// a valid size is taken, from the back as from the front.
#[test]
fn misaligned_structs_that_end_in_a_slice() {
    let buffer = Aligned([0u8; 32]);
    for start in 0..8 {
        for len in 0..=24 {
            let bytes = &buffer.0[start..start + len];
            let fits = start % 2 == 0 && len >= 2 && len % 2 == 0;
            assert_eq!(TailedWords::try_ref_from_bytes(bytes).is_ok(), fits, "start {start}, {len} bytes");
            for elements in 0..4 {
                let size = 2 + 2 * elements;
                let suffix = transmutable::try_ref_from_suffix_with_elems::<TailedWords>(bytes, elements);
                let at = start + len.saturating_sub(size);
                assert_eq!(suffix.is_ok(), size <= len && at % 2 == 0, "start {start}, {len} bytes, {elements}");
                if let Ok((rest, value)) = suffix {
                    assert_eq!((rest.len(), value.tail.len()), (len - size, elements));
                }
            }
        }
    }
}

/// A `bool`, then `bool`s: no padding at any length.
#[derive(Layout)]
#[repr(C)]
pub struct Flags {
    pub first: bool,
    pub rest: [bool],
}

/// Written through a view, a struct that ends in a slice stays valid: a
/// `bool` written through it is read back as the byte it is. (A `&mut
/// Tailed` or `&mut TailedWords` is refused at compile time: their padding
/// would be written back into bytes.)
#[test]
fn writes_through_a_struct_that_ends_in_a_slice() {
    let mut buffer = Aligned([0u8; 16]);
    {
        let value = Flags::try_mut_from_bytes(&mut buffer.0[..12]).unwrap();
        assert_eq!(value.rest.len(), 11);
        value.first = true;
        value.rest[10] = true;
    }
    assert_eq!((buffer.0[0], buffer.0[11]), (1, 1));
    for at in [0, 5, 11] {
        buffer.0[at] = 2;
        assert!(Flags::try_mut_from_bytes(&mut buffer.0[..12]).is_err());
        buffer.0[at] = 0;
    }
    let (value, rest) = transmutable::try_mut_from_prefix_with_elems::<Flags>(&mut buffer.0[..12], 3).unwrap();
    value.rest[2] = true;
    rest[0] = 7;
    assert_eq!((buffer.0[3], buffer.0[4]), (1, 7));
}

// ---------------------------------------------------------------------
// The same union inside another union, in a struct, in an enum's variant:
// a source union holds what safe writes leave in it, so a union that
// holds `U` or a byte holds a byte where `U` was, and only the same outer
// union takes it. The same union at the same offset is moved over whole
// only where it is the source's piece there, never a part of a mix.

/// A union of two readings of one `bool`: takes 0 and 1 only.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union Flag {
    pub flag: bool,
    pub flags: [bool; 1],
}

/// `Flag`, or a byte written over it.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union FlagOrByte {
    pub flag: Flag,
    pub byte: u8,
}

/// Two `Flag`s, or two bytes over them.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union FlagsOrBytes {
    pub flags: (Flag, Flag),
    pub bytes: [u8; 2],
}

/// A `Flag` at byte 1 or at byte 0, a free byte at the other.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union FlagHere {
    pub second: (u8, Flag),
    pub first: (Flag, u8),
}

/// `FlagOrByte` in a struct.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct Holds {
    pub inner: FlagOrByte,
}

/// A `Flag` in one variant, a byte in the other, at the same place.
#[derive(Layout, Clone, Copy)]
#[repr(C, u8)]
pub enum FlagOrByteVariant {
    Flag(Flag) = 0,
    Byte(u8) = 1,
}

/// The enum, or two bytes written over it.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union VariantOrBytes {
    pub value: FlagOrByteVariant,
    pub bytes: [u8; 2],
}

#[test]
fn the_same_union_inside_a_mix() {
    let n = Assume::NOTHING;
    // A byte of 2 written over `flag`.
    assert!(!decide::<FlagOrByte, Flag>(n).is_transmutable());
    assert!(!decide_ref::<FlagOrByte, Flag>(n).is_transmutable());
    assert!(!decide_mut::<FlagOrByte, Flag>(n).is_transmutable());
    assert!(!decide::<Holds, Flag>(n).is_transmutable());
    assert!(!decide::<FlagOrByte, bool>(n).is_transmutable());
    assert!(!decide::<FlagsOrBytes, (Flag, Flag)>(n).is_transmutable());
    assert!(!decide::<FlagHere, (Flag, Flag)>(n).is_transmutable());
    assert!(!decide::<FlagHere, (u8, Flag)>(n).is_transmutable());
    assert!(!decide::<[FlagOrByte; 2], [Flag; 2]>(n).is_transmutable());
    // Variant `Byte` holds any byte where `Flag` holds its `bool`.
    assert!(!decide::<FlagOrByteVariant, (u8, Flag)>(n).is_transmutable());
    assert!(!decide::<(u8, Flag), FlagOrByteVariant>(n).is_transmutable());
    assert!(!decide::<VariantOrBytes, FlagOrByteVariant>(n).is_transmutable());
    assert!(!decide::<VariantOrBytes, (u8, Flag)>(n).is_transmutable());
    // Through `&mut`, a byte written over the outer union comes back.
    assert!(!decide_mut::<Flag, FlagOrByte>(n).is_transmutable());
    assert!(!decide_mut::<(Flag, Flag), FlagsOrBytes>(n).is_transmutable());
    assert!(!decide_mut::<[Flag; 2], [FlagOrByte; 2]>(n).is_transmutable());
    // What the outer union takes: itself, and the inner union.
    assert!(decide::<FlagOrByte, FlagOrByte>(n).is_transmutable());
    assert!(decide_mut::<FlagOrByte, FlagOrByte>(n).is_transmutable());
    assert!(decide_mut::<FlagsOrBytes, FlagsOrBytes>(n).is_transmutable());
    assert!(decide::<Flag, FlagOrByte>(n).is_transmutable());
    assert!(decide_ref::<Flag, FlagOrByte>(n).is_transmutable());
}

/// The verdicts above, at run time: a byte of 2 written over the outer
/// union is refused as the inner one, and taken as itself.
#[test]
fn the_same_union_inside_a_mix_at_run_time() {
    let mut outer = FlagOrByte { flag: Flag { flag: true } };
    assert!(transmutable::try_transmute::<FlagOrByte, Flag>(outer).is_ok());
    outer.byte = 2;
    assert!(transmutable::try_transmute::<FlagOrByte, Flag>(outer).is_err());
    let both = FlagsOrBytes { bytes: [1, 2] };
    assert!(transmutable::try_transmute::<FlagsOrBytes, (Flag, Flag)>(both).is_err());
    let both = FlagsOrBytes { bytes: [1, 0] };
    let (first, second) = transmutable::try_transmute::<FlagsOrBytes, (Flag, Flag)>(both).unwrap();
    assert_eq!(transmutable::transmute::<(Flag, Flag), [u8; 2]>((first, second)), [1, 0]);
}

// ---------------------------------------------------------------------
// The verdicts from facts: a union's initialized prefix is what every
// safe write leaves, and a field of no bytes, or of fewer, leaves the
// rest uninitialized (a union expression of that field).

#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union ByteOrNothing {
    pub byte: u8,
    pub nothing: (),
}

#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union TwoOrOne {
    pub two: [u8; 2],
    pub one: u8,
}

#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union WordOrPadded {
    pub word: u16,
    pub padded: (u8, ()),
}

/// A field of no elements, aligned to 2: the union's bytes are all left
/// uninitialized by it.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union NoElements {
    pub two: [u8; 2],
    pub none: [u16; 0],
}

#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct HoldsTwoOrOne {
    pub union: TwoOrOne,
    pub last: u8,
}

#[test]
fn initialized_prefixes_of_unions() {
    use transmutable::is_transmutable;
    let n = Assume::NOTHING;
    assert!(!is_transmutable::<ByteOrNothing, u8>(n));
    assert!(!decide::<ByteOrNothing, u8>(n).is_transmutable());
    assert!(!is_transmutable::<TwoOrOne, [u8; 2]>(n));
    assert!(!decide_ref::<TwoOrOne, [u8; 2]>(n).is_transmutable());
    assert!(!is_transmutable::<WordOrPadded, u16>(n));
    assert!(!is_transmutable::<NoElements, [u8; 2]>(n));
    assert!(!is_transmutable::<NoElements, u8>(n));
    assert!(!is_transmutable::<HoldsTwoOrOne, [u8; 3]>(n));
    assert!(!is_transmutable::<[TwoOrOne; 2], [u8; 3]>(n));
    // Every write leaves byte 0 initialized.
    assert!(is_transmutable::<TwoOrOne, u8>(n));
    assert!(is_transmutable::<HoldsTwoOrOne, [u8; 1]>(n));
    assert!(is_transmutable::<[TwoOrOne; 2], [u8; 1]>(n));
    // Under `VALIDITY`, some value fits: a union written whole.
    assert!(is_transmutable::<TwoOrOne, [u8; 2]>(Assume::VALIDITY));
}
