//! The generator of `corpus.rs`: derived types of every representation,
//! each with values of every variant and a test that checks them.
//!
//! The corpus covers every representation the derive accepts: structs
//! (default, `C`, `transparent`, `packed`, `packed(N)`, `align(N)`, and
//! their `C` combinations), fieldless enums and enums with fields of every
//! integer representation, `C` and `C` with an integer, with implicit,
//! explicit, negative and extreme discriminants, enums with `align(N)`,
//! `transparent` enums, unions (default, `C`, `packed`, `align`), and
//! generic types at several arguments. Fields are drawn from a palette of
//! standard types (integers, niches, pointers, cells, `MaybeUninit`, ...)
//! and from types generated before, so that types nest.
//!
//! The output is deterministic (one seed), so the file is checked in, and
//! `corpus_is_current` fails when it is stale. After changing this file:
//!
//! ```text
//! TRANSMUTABLE_BLESS=1 cargo test --test exactness corpus_is_current
//! ```
//!
//! (The generator is compiled with the corpus it writes: if the old corpus
//! no longer compiles, empty `corpus.rs` first.)

use std::collections::BTreeSet;
use std::fmt::Write;

use super::sample::Rng;

/// Set to write `corpus.rs` instead of comparing it.
const BLESS: &str = "TRANSMUTABLE_BLESS";

/// The seed of every choice the generator makes.
const SEED: &str = "transmutable exactness corpus";

/// How many values of a struct or of a variant with fields, at most: one
/// per value of its most varied field, so that every value of every field
/// appears.
const MOST_VALUES: usize = 4;

/// A standard type that fields may have, with values of it as Rust
/// expressions (every value a constant or a promoted one, so that
/// references are `'static`).
struct Leaf {
    ty: &'static str,
    values: &'static [&'static str],
    /// Whether the type is `Copy`, so that unions may hold it.
    copy: bool,
    /// Whether the type is zero-sized with alignment 1, so that a
    /// `transparent` type may hold it beside its one field.
    zero_sized: bool,
    /// Whether the type has `#[repr(align)]`, which a `packed` type may
    /// not hold.
    aligned: bool,
}

const fn copy(ty: &'static str, values: &'static [&'static str]) -> Leaf {
    Leaf { ty, values, copy: true, zero_sized: false, aligned: false }
}

const fn owned(ty: &'static str, values: &'static [&'static str]) -> Leaf {
    Leaf { ty, values, copy: false, zero_sized: false, aligned: false }
}

const fn zero_sized(ty: &'static str, values: &'static [&'static str]) -> Leaf {
    Leaf { ty, values, copy: true, zero_sized: true, aligned: false }
}

/// An atomic: not `Copy`, and `#[repr(align)]`.
const fn atomic(ty: &'static str, values: &'static [&'static str]) -> Leaf {
    Leaf { ty, values, copy: false, zero_sized: false, aligned: true }
}

const LEAVES: &[Leaf] = &[
    copy("u8", &["0", "1", "0x7F", "0xFF"]),
    copy("i8", &["0", "-1", "i8::MIN", "i8::MAX"]),
    copy("u16", &["0", "0x1234", "u16::MAX"]),
    copy("i16", &["0", "-2", "i16::MIN"]),
    copy("u32", &["0", "0xDEAD_BEEF", "u32::MAX"]),
    copy("i32", &["0", "-3", "i32::MAX"]),
    copy("u64", &["0", "0x0123_4567_89AB_CDEF", "u64::MAX"]),
    copy("i64", &["0", "i64::MIN", "-4"]),
    copy("u128", &["0", "u128::MAX", "1 << 100"]),
    copy("i128", &["0", "i128::MIN", "-5"]),
    copy("usize", &["0", "usize::MAX", "7"]),
    copy("isize", &["0", "isize::MIN", "-6"]),
    copy("f32", &["0.0", "-1.5", "f32::NAN", "f32::INFINITY"]),
    copy("f64", &["0.0", "2.5", "f64::NAN", "f64::NEG_INFINITY"]),
    copy("bool", &["false", "true"]),
    copy("char", &["'\\0'", "'a'", "'\\u{D7FF}'", "'\\u{E000}'", "char::MAX"]),
    zero_sized("()", &["()"]),
    zero_sized("PhantomData<u64>", &["PhantomData"]),
    copy("NonZeroU8", &["NonZeroU8::MIN", "NonZeroU8::MAX"]),
    copy("NonZeroI8", &["NonZeroI8::MIN", "NonZeroI8::MAX"]),
    copy("NonZeroU16", &["NonZeroU16::MIN", "NonZeroU16::MAX"]),
    copy("NonZeroU32", &["NonZeroU32::MIN", "NonZeroU32::MAX"]),
    copy("NonZeroI32", &["NonZeroI32::MIN", "NonZeroI32::MAX"]),
    copy("NonZeroU64", &["NonZeroU64::MIN", "NonZeroU64::MAX"]),
    copy("Option<NonZeroU8>", &["None", "Some(NonZeroU8::MAX)"]),
    copy("Option<NonZeroU16>", &["None", "Some(NonZeroU16::MIN)"]),
    copy("Option<NonZeroU32>", &["None", "NonZeroU32::new(7)"]),
    copy("Option<NonZeroI64>", &["None", "NonZeroI64::new(-1)"]),
    copy("[u8; 3]", &["[0, 1, 2]", "[0xFF; 3]"]),
    copy("[u16; 2]", &["[1, 2]", "[u16::MAX; 2]"]),
    copy("[bool; 3]", &["[false, true, false]", "[true; 3]"]),
    copy("[u32; 0]", &["[]"]),
    copy("[u16; 3]", &["[1, 2, 3]", "[u16::MAX; 3]"]),
    copy("[bool; 0]", &["[]"]),
    copy("[char; 2]", &["['a', char::MAX]"]),
    copy("(u8, u16)", &["(1, 2)", "(0xFF, 0xFFFF)"]),
    copy("(u16, u8, u32)", &["(1, 2, 3)"]),
    copy("&'static u32", &["&7", "&u32::MAX"]),
    copy("&'static u8", &["&0", "&0xFF"]),
    copy("&'static char", &["&'c'"]),
    copy("Option<&'static u16>", &["None", "Some(&9)"]),
    copy("&'static [u8]", &["&[]", "&[1, 2, 3]"]),
    copy("&'static str", &["\"\"", "\"héllo\""]),
    copy("MaybeUninit<u16>", &["MaybeUninit::uninit()", "MaybeUninit::new(0x1234)"]),
    copy("MaybeUninit<u8>", &["MaybeUninit::new(1)", "MaybeUninit::uninit()"]),
    copy("Wrapping<u16>", &["Wrapping(3)"]),
    copy("Reverse<char>", &["Reverse('r')"]),
    copy("ManuallyDrop<u32>", &["ManuallyDrop::new(9)"]),
    copy("fn()", &["nothing as fn()"]),
    copy("Option<fn(u8) -> u8>", &["None", "Some(same as fn(u8) -> u8)"]),
    copy("*const u8", &["ptr::null()", "&5u8 as *const u8"]),
    copy("*mut u16", &["ptr::null_mut()", "ptr::dangling_mut()"]),
    copy("NonNull<u16>", &["NonNull::from(&3)"]),
    copy("Option<NonNull<u8>>", &["None", "Some(NonNull::dangling())"]),
    owned("Cell<u16>", &["Cell::new(5)"]),
    owned("UnsafeCell<bool>", &["UnsafeCell::new(true)"]),
    atomic("AtomicU32", &["AtomicU32::new(7)"]),
    atomic("AtomicBool", &["AtomicBool::new(true)"]),
    owned("Box<u16>", &["Box::new(3)"]),
    owned("Option<Box<u8>>", &["None", "Some(Box::new(1))"]),
];

/// Options of wide pointers: `None` writes only the address. Held by a few
/// types of their own rather than drawn for any field, so that a wrong
/// description of them fails those tests only.
const WIDE_OPTIONS: &[Leaf] = &[
    copy("Option<&'static [u8]>", &["None", "Some(&[1, 2])"]),
    copy("Option<&'static str>", &["None", "Some(\"ok\")"]),
    copy("Option<&'static [u32]>", &["Some(&[])", "None"]),
    copy("Option<NonNull<[u16]>>", &["None", "Some(NonNull::from(&[1u16, 2] as &[u16]))"]),
];

/// The generic types, defined once, instantiated by [`INSTANCES`].
const GENERIC_DEFINITIONS: &str = r#"/// A `repr(C)` pair.
#[derive(Layout, Clone, Copy)]
#[transmutable(portable)]
#[repr(C)]
pub struct Pair<A, B> {
    pub first: A,
    pub second: B,
}

/// A pair the compiler may reorder.
#[derive(Layout, Clone, Copy)]
pub struct RustPair<A, B>(pub A, pub B);

/// One field, `transparent`.
#[derive(Layout, Clone, Copy)]
#[transmutable(portable)]
#[repr(transparent)]
pub struct Wrap<T>(pub T, pub PhantomData<u64>);

/// A tagged choice of two.
#[derive(Layout, Clone, Copy)]
#[transmutable(portable)]
#[repr(u8)]
pub enum Either<A, B> {
    Left(A),
    Right(B) = 7,
    Neither,
}

/// A `repr(C)` choice of two.
#[derive(Layout, Clone, Copy)]
#[transmutable(portable)]
#[repr(C)]
pub enum CEither<A, B> {
    Left(A),
    Right { value: B },
}

/// A `repr(C)` union of two.
#[derive(Layout, Clone, Copy)]
#[transmutable(portable)]
#[repr(C)]
pub union Overlay<A: Copy, B: Copy> {
    pub a: A,
    pub b: B,
}

/// A length and an array whose length is a parameter.
#[derive(Layout, Clone, Copy)]
#[transmutable(portable)]
#[repr(C)]
pub struct Lengthed<T, const N: usize> {
    pub len: u8,
    pub items: [T; N],
}

"#;

/// The instances of the generic types: the type, and its shape with
/// `A`, `B`, `T` replaced by the arguments.
const INSTANCES: &[(&str, &[&str])] = &[
    ("Pair", &["u8", "u32"]),
    ("Pair", &["bool", "u16"]),
    ("Pair", &["char", "()"]),
    ("Pair", &["u64", "u8"]),
    ("Pair", &["Option<NonZeroU32>", "&'static u8"]),
    ("Pair", &["[u8; 3]", "MaybeUninit<u16>"]),
    ("RustPair", &["u8", "u32"]),
    ("RustPair", &["bool", "u64"]),
    ("RustPair", &["u16", "Option<NonZeroU8>"]),
    ("RustPair", &["char", "i8"]),
    ("Wrap", &["u32"]),
    ("Wrap", &["char"]),
    ("Wrap", &["Option<NonZeroU16>"]),
    ("Wrap", &["(u8, u16)"]),
    ("Either", &["u8", "u32"]),
    ("Either", &["bool", "char"]),
    ("Either", &["&'static u32", "NonZeroU64"]),
    ("Either", &["()", "i128"]),
    ("CEither", &["u8", "u64"]),
    ("CEither", &["bool", "f32"]),
    ("CEither", &["char", "(u8, u16)"]),
    ("Overlay", &["u8", "u32"]),
    ("Overlay", &["bool", "(u8, u16)"]),
    ("Overlay", &["char", "MaybeUninit<u16>"]),
    ("Lengthed", &["u16", "3"]),
    ("Lengthed", &["bool", "0"]),
    ("Lengthed", &["char", "2"]),
];

/// Struct representations, and how many structs of each.
const STRUCT_REPRS: &[(&str, usize)] = &[
    ("", 12),
    ("C", 12),
    ("packed", 10),
    ("packed(2)", 8),
    ("packed(4)", 8),
    ("align(2)", 8),
    ("align(8)", 8),
    ("C, align(2)", 6),
    ("C, align(16)", 6),
    ("C, packed", 8),
    ("C, packed(2)", 6),
    ("C, packed(8)", 6),
];

/// Representations of fieldless enums: `C` and each integer.
const FIELDLESS_REPRS: &[&str] =
    &["u8", "i8", "u16", "i16", "u32", "i32", "u64", "i64", "u128", "i128", "usize", "isize", "C"];

/// Representations of enums with fields, and how many enums of each.
const ENUM_REPRS: &[(&str, usize)] = &[
    ("u8", 7),
    ("i8", 5),
    ("u16", 5),
    ("i16", 3),
    ("u32", 3),
    ("i32", 5),
    ("u64", 4),
    ("i64", 3),
    ("u128", 2),
    ("i128", 2),
    ("usize", 3),
    ("isize", 3),
    ("C", 7),
    ("C, u8", 5),
    ("C, u16", 4),
    ("C, i64", 3),
];

/// Enum representations with `align(N)`: fieldless and with fields.
const ALIGNED_ENUM_REPRS: &[&str] =
    &["u8, align(4)", "u8, align(2)", "C, align(8)", "u16, align(8)", "i32, align(16)", "C, u8, align(4)"];

/// Union representations, and how many unions of each.
const UNION_REPRS: &[(&str, usize)] =
    &[("", 6), ("C", 8), ("packed", 5), ("C, packed", 4), ("C, align(8)", 4), ("packed(2)", 3)];

/// Names of named fields; `tag` is not among them, the derive's name for a
/// variant's tag.
const FIELD_NAMES: &[&str] = &["a", "b", "c", "d", "e", "f"];

/// The text of `corpus.rs`.
pub fn corpus() -> String {
    let mut corpus = Corpus { rng: Rng::seeded(SEED), deck: Vec::new(), types: Vec::new(), text: String::new() };
    corpus.text.push_str(HEADER);
    corpus.text.push_str(GENERIC_DEFINITIONS);
    corpus.fieldless_enums();
    corpus.unions();
    corpus.enums_with_fields();
    corpus.structs();
    corpus.transparent_types();
    corpus.generic_instances();
    corpus.aligned_enums();
    corpus.holders_of_wide_options();
    corpus.empty_enum();
    corpus.tests();
    corpus.text
}

const HEADER: &str = r#"//! Derived types of every representation, each with values of every
//! variant, checked against the compiler.
//!
//! Generated by `generate.rs`; do not edit. To write it anew:
//! `TRANSMUTABLE_BLESS=1 cargo test --test exactness corpus_is_current`.

// `packed` without `C` is one of the representations under test.
#![allow(clippy::repr_packed_without_abi)]

use std::cell::{Cell, UnsafeCell};
use std::cmp::Reverse;
use std::marker::PhantomData;
use std::mem::{offset_of, size_of, ManuallyDrop, MaybeUninit};
use std::num::{NonZeroI32, NonZeroI64, NonZeroI8, NonZeroU16, NonZeroU32, NonZeroU64, NonZeroU8, Wrapping};
use std::ptr::{self, NonNull};
use std::sync::atomic::{AtomicBool, AtomicU32};

use transmutable::Layout;

use super::check::{check, Example, FieldAt};

/// What the function pointers in fields point to.
fn nothing() {}

fn same(byte: u8) -> u8 {
    byte
}

"#;

/// The type of a field: a standard one, or one generated before.
#[derive(Clone, Copy)]
enum FieldType {
    Leaf(&'static Leaf),
    Generated(usize),
}

#[derive(Clone)]
struct Field {
    /// `a`, or `0` for a tuple field.
    name: String,
    ty: FieldType,
}

#[derive(Clone, Copy, PartialEq)]
enum Form {
    Named,
    Tuple,
    Unit,
}

#[derive(Clone)]
struct Variant {
    name: String,
    form: Form,
    fields: Vec<Field>,
    discriminant: Option<i128>,
}

enum Kind {
    Struct { form: Form, fields: Vec<Field> },
    Enum { variants: Vec<Variant> },
    Union { fields: Vec<Field> },
}

/// A type the corpus defines (or names, for a generic instance).
struct Shape {
    /// `StructCPacked2B`.
    name: String,
    /// `struct_c_packed2_b`: the test, and the prefix of its functions.
    snake: String,
    repr: &'static str,
    kind: Kind,
    /// For a generic instance, what the alias names (`Pair<u8, u32>`).
    instance_of: Option<String>,
    /// The path that builds values: the name, or for a generic instance
    /// the generic type (an alias cannot build a tuple struct).
    constructor: String,
    /// What the type is there for, its doc comment.
    doc: String,
}

/// What later types need to know of a type generated before.
struct Generated {
    name: String,
    snake: String,
    examples: usize,
    copy: bool,
    /// Whether it has `align(N)` somewhere inside: a `packed` type may not
    /// hold it.
    aligned: bool,
    /// Whether later types may hold it.
    nestable: bool,
}

struct Corpus {
    rng: Rng,
    /// The leaves not yet drawn in this round: every leaf is drawn once
    /// before any is drawn twice.
    deck: Vec<&'static Leaf>,
    types: Vec<Generated>,
    text: String,
}

/// What a field may be: which leaves and which generated types.
#[derive(Clone, Copy)]
struct Allowed {
    copy_only: bool,
    nested: bool,
    aligned: bool,
}

impl Corpus {
    fn fieldless_enums(&mut self) {
        for &repr in FIELDLESS_REPRS {
            let (low, high) = discriminant_range(repr);
            let signed = low < 0;
            let mut styles = vec![
                ("implicit", "implicit discriminants"),
                ("explicit", "written and implicit discriminants"),
                ("extremes", "the extreme discriminants"),
                ("single", "one variant"),
                ("many", "forty variants"),
            ];
            if signed {
                styles.push(("negative", "negative discriminants"));
            }
            for (index, (style, about)) in styles.into_iter().enumerate() {
                let count = match style {
                    "single" => 1,
                    "many" => 40,
                    _ => 2 + self.rng.below(4),
                };
                let discriminants = match style {
                    "implicit" => vec![None; count],
                    // The highest first: an implicit one after it would overflow.
                    "extremes" => [Some(high), Some(low)].into_iter().chain(vec![None; count - 2]).collect(),
                    "negative" => (0..count).map(|variant| Some(-1 - 3 * variant as i128)).collect(),
                    "single" => vec![Some(self.pick_in(low, high))],
                    _ => self.discriminants(count, low, high),
                };
                let variants = discriminants
                    .into_iter()
                    .enumerate()
                    .map(|(variant, discriminant)| Variant {
                        name: variant_name(variant),
                        form: Form::Unit,
                        fields: Vec::new(),
                        discriminant,
                    })
                    .collect();
                let doc = format!("Fieldless, `repr({repr})`: {about}.");
                let shape = self.shape("Fieldless", repr, index, Kind::Enum { variants }, doc);
                self.emit(shape, true);
            }
        }
        // Every byte a tag: an enum that accepts all 256 values.
        let variants = (0..256)
            .map(|variant| Variant {
                name: format!("V{variant}"),
                form: Form::Unit,
                fields: Vec::new(),
                discriminant: None,
            })
            .collect();
        let doc = "Fieldless, `repr(u8)`: a variant for every byte.".to_string();
        let shape = self.shape("FieldlessAll", "u8", 0, Kind::Enum { variants }, doc);
        self.emit(shape, true);
    }

    fn unions(&mut self) {
        for &(repr, count) in UNION_REPRS {
            for index in 0..count {
                let allowed = Allowed { copy_only: true, nested: true, aligned: !repr.contains("packed") };
                let count = 1 + self.rng.below(4);
                let fields = self.fields(Form::Named, count, allowed);
                let shape =
                    self.shape("Union", repr, index, Kind::Union { fields }, format!("A union, {}.", repr_text(repr)));
                self.emit(shape, true);
            }
        }
    }

    fn enums_with_fields(&mut self) {
        for &(repr, count) in ENUM_REPRS {
            for index in 0..count {
                let allowed = Allowed { copy_only: false, nested: true, aligned: true };
                let variants = self.variants_with_fields(repr, allowed);
                let doc = format!("An enum with fields, {}.", repr_text(repr));
                let shape = self.shape("Enum", repr, index, Kind::Enum { variants }, doc);
                self.emit(shape, true);
            }
        }
    }

    fn structs(&mut self) {
        for &(repr, count) in STRUCT_REPRS {
            for index in 0..count {
                let form = [Form::Named, Form::Tuple, Form::Named, Form::Unit][index % 4];
                let field_count = if form == Form::Unit { 0 } else { 1 + self.rng.below(5) };
                let allowed = Allowed { copy_only: false, nested: true, aligned: !repr.contains("packed") };
                let fields = self.fields(form, field_count, allowed);
                let doc = format!("A struct, {}.", repr_text(repr));
                let shape = self.shape("Struct", repr, index, Kind::Struct { form, fields }, doc);
                self.emit(shape, true);
            }
        }
    }

    /// `transparent` structs and enums: one field with bytes, and fields
    /// without.
    fn transparent_types(&mut self) {
        let non_zero_sized: Vec<&'static Leaf> = LEAVES.iter().filter(|leaf| !leaf.zero_sized).collect();
        let zero_sized: Vec<&'static Leaf> = LEAVES.iter().filter(|leaf| leaf.zero_sized).collect();
        for index in 0..10 {
            let mut types = vec![FieldType::Leaf(non_zero_sized[self.rng.below(non_zero_sized.len())])];
            for _ in 0..self.rng.below(3) {
                let position = self.rng.below(types.len() + 1);
                types.insert(position, FieldType::Leaf(zero_sized[self.rng.below(zero_sized.len())]));
            }
            let form = if index % 2 == 0 { Form::Named } else { Form::Tuple };
            let fields: Vec<Field> = types
                .into_iter()
                .enumerate()
                .map(|(position, ty)| Field { name: field_name(form, position), ty })
                .collect();
            let kind = if index < 6 {
                Kind::Struct { form, fields }
            } else {
                Kind::Enum { variants: vec![Variant { name: "Only".into(), form, fields, discriminant: None }] }
            };
            let doc = "`repr(transparent)`: one field with bytes, and zero-sized ones.".to_string();
            let shape = self.shape("Transparent", "transparent", index, kind, doc);
            self.emit(shape, true);
        }
    }

    fn generic_instances(&mut self) {
        for (index, &(generic, arguments)) in INSTANCES.iter().enumerate() {
            let leaf = |argument: &str| {
                let leaf = LEAVES.iter().find(|leaf| leaf.ty == argument);
                FieldType::Leaf(leaf.unwrap_or_else(|| panic!("`{argument}` is not in the palette")))
            };
            let named = |names: &[&str], types: Vec<FieldType>| -> Vec<Field> {
                names.iter().zip(types).map(|(name, ty)| Field { name: name.to_string(), ty }).collect()
            };
            let (repr, kind) = match generic {
                "Pair" => (
                    "C",
                    Kind::Struct {
                        form: Form::Named,
                        fields: named(&["first", "second"], arguments.iter().map(|argument| leaf(argument)).collect()),
                    },
                ),
                "RustPair" => (
                    "",
                    Kind::Struct {
                        form: Form::Tuple,
                        fields: named(&["0", "1"], arguments.iter().map(|argument| leaf(argument)).collect()),
                    },
                ),
                "Wrap" => (
                    "transparent",
                    Kind::Struct {
                        form: Form::Tuple,
                        fields: named(&["0", "1"], vec![leaf(arguments[0]), leaf("PhantomData<u64>")]),
                    },
                ),
                "Either" => (
                    "u8",
                    Kind::Enum {
                        variants: vec![
                            Variant {
                                name: "Left".into(),
                                form: Form::Tuple,
                                fields: named(&["0"], vec![leaf(arguments[0])]),
                                discriminant: None,
                            },
                            Variant {
                                name: "Right".into(),
                                form: Form::Tuple,
                                fields: named(&["0"], vec![leaf(arguments[1])]),
                                discriminant: Some(7),
                            },
                            Variant {
                                name: "Neither".into(),
                                form: Form::Unit,
                                fields: Vec::new(),
                                discriminant: None,
                            },
                        ],
                    },
                ),
                "CEither" => (
                    "C",
                    Kind::Enum {
                        variants: vec![
                            Variant {
                                name: "Left".into(),
                                form: Form::Tuple,
                                fields: named(&["0"], vec![leaf(arguments[0])]),
                                discriminant: None,
                            },
                            Variant {
                                name: "Right".into(),
                                form: Form::Named,
                                fields: named(&["value"], vec![leaf(arguments[1])]),
                                discriminant: None,
                            },
                        ],
                    },
                ),
                "Overlay" => (
                    "C",
                    Kind::Union {
                        fields: named(&["a", "b"], arguments.iter().map(|argument| leaf(argument)).collect()),
                    },
                ),
                "Lengthed" => {
                    let items = format!("[{}; {}]", arguments[0], arguments[1]);
                    (
                        "C",
                        Kind::Struct {
                            form: Form::Named,
                            fields: named(&["len", "items"], vec![leaf("u8"), leaf(&items)]),
                        },
                    )
                }
                _ => panic!("no generic type `{generic}`"),
            };
            let name = format!("{generic}At{index}");
            let snake = format!("{}_at_{index}", snake_case(generic));
            let instance_of = Some(format!("{generic}<{}>", arguments.join(", ")));
            let doc = String::new();
            self.emit(Shape { name, snake, repr, kind, instance_of, constructor: generic.to_string(), doc }, false);
        }
    }

    /// Enums with `align(N)`: fieldless ones are a tag and then padding.
    fn aligned_enums(&mut self) {
        for (index, &repr) in ALIGNED_ENUM_REPRS.iter().enumerate() {
            if !repr.starts_with("C, u8") {
                let (low, high) = discriminant_range(repr);
                let discriminants = self.discriminants(3, low, high);
                let variants = discriminants
                    .into_iter()
                    .enumerate()
                    .map(|(variant, discriminant)| Variant {
                        name: variant_name(variant),
                        form: Form::Unit,
                        fields: Vec::new(),
                        discriminant,
                    })
                    .collect();
                let doc = format!("Fieldless, `repr({repr})`: the tag, then padding up to the alignment.");
                let shape = self.shape("AlignedFieldless", repr, index, Kind::Enum { variants }, doc);
                self.emit(shape, false);
            }
            let allowed = Allowed { copy_only: false, nested: false, aligned: true };
            let variants = self.variants_with_fields(repr, allowed);
            let doc = format!("An enum with fields, `repr({repr})`.");
            let shape = self.shape("Aligned", repr, index, Kind::Enum { variants }, doc);
            self.emit(shape, false);
        }
    }

    fn holders_of_wide_options(&mut self) {
        for (index, leaf) in WIDE_OPTIONS.iter().enumerate() {
            let field = |name: &str, ty| Field { name: name.into(), ty };
            let kind = match index % 3 {
                0 => Kind::Struct {
                    form: Form::Named,
                    fields: vec![field("a", FieldType::Leaf(&LEAVES[0])), field("b", FieldType::Leaf(leaf))],
                },
                1 => Kind::Enum {
                    variants: vec![
                        Variant {
                            name: "A".into(),
                            form: Form::Tuple,
                            fields: vec![field("0", FieldType::Leaf(leaf))],
                            discriminant: None,
                        },
                        Variant { name: "B".into(), form: Form::Unit, fields: Vec::new(), discriminant: None },
                    ],
                },
                _ => Kind::Union {
                    fields: vec![field("a", FieldType::Leaf(leaf)), field("b", FieldType::Leaf(&LEAVES[0]))],
                },
            };
            let repr = match index % 3 {
                1 => "u8",
                _ => "C",
            };
            let doc = format!("Holds an `{}`, whose `None` writes only the address.", leaf.ty);
            let shape = self.shape("WideOption", repr, index, kind, doc);
            self.emit(shape, false);
        }
    }

    fn empty_enum(&mut self) {
        let shape = self.shape("Empty", "", 0, Kind::Enum { variants: Vec::new() }, "No variant: no value.".into());
        self.emit(shape, false);
    }

    fn tests(&mut self) {
        let mut text = String::new();
        for generated in &self.types {
            let _ = write!(
                text,
                "\n#[test]\nfn {}() {{\n    check({}_examples());\n}}\n",
                generated.snake, generated.snake
            );
        }
        self.text.push_str(&text);
    }

    /// Variants of an enum with fields of `repr`: some unit, some tuple,
    /// some with named fields, some with explicit discriminants.
    fn variants_with_fields(&mut self, repr: &str, allowed: Allowed) -> Vec<Variant> {
        let count = 1 + self.rng.below(4);
        let (low, high) = discriminant_range(repr);
        // Only an integer representation lets variants with fields have
        // explicit discriminants.
        let integer = repr.split(", ").any(|word| word != "C" && !word.starts_with("align"));
        let discriminants =
            if !integer || self.rng.one_in(2) { vec![None; count] } else { self.discriminants(count, low, high) };
        let mut variants: Vec<Variant> = discriminants
            .into_iter()
            .enumerate()
            .map(|(variant, discriminant)| {
                let form = [Form::Tuple, Form::Named, Form::Unit][self.rng.below(3)];
                let field_count = if form == Form::Unit { 0 } else { 1 + self.rng.below(3) };
                let fields = self.fields(form, field_count, allowed);
                Variant { name: variant_name(variant), form, fields, discriminant }
            })
            .collect();
        if variants.iter().all(|variant| variant.fields.is_empty()) {
            // An enum with fields has a field.
            variants[0].form = Form::Tuple;
            variants[0].fields = self.fields(Form::Tuple, 1, allowed);
        }
        variants
    }

    /// `count` fields of `form`.
    fn fields(&mut self, form: Form, count: usize, allowed: Allowed) -> Vec<Field> {
        (0..count).map(|position| Field { name: field_name(form, position), ty: self.field_type(allowed) }).collect()
    }

    /// A field type: a generated type one time in five, if one may be
    /// held, else the next leaf of the deck.
    fn field_type(&mut self, allowed: Allowed) -> FieldType {
        let eligible: Vec<usize> = (0..self.types.len())
            .filter(|&index| {
                let generated = &self.types[index];
                generated.nestable && (generated.copy || !allowed.copy_only) && (allowed.aligned || !generated.aligned)
            })
            .collect();
        if allowed.nested && !eligible.is_empty() && self.rng.one_in(5) {
            return FieldType::Generated(eligible[self.rng.below(eligible.len())]);
        }
        loop {
            if self.deck.is_empty() {
                self.deck = LEAVES.iter().collect();
                for index in (1..self.deck.len()).rev() {
                    self.deck.swap(index, self.rng.below(index + 1));
                }
            }
            let leaf = self.deck.pop().expect("a full deck");
            if (leaf.copy || !allowed.copy_only) && (allowed.aligned || !leaf.aligned) {
                return FieldType::Leaf(leaf);
            }
        }
    }

    /// `count` distinct discriminants in `low..=high`, each written or
    /// (if the one before it plus one is free) left implicit.
    fn discriminants(&mut self, count: usize, low: i128, high: i128) -> Vec<Option<i128>> {
        let mut used = BTreeSet::new();
        let mut previous: Option<i128> = None;
        let mut discriminants = Vec::new();
        for _ in 0..count {
            let implicit = previous.map_or(Some(0), |previous| previous.checked_add(1)).filter(|&next| next <= high);
            let value = if let Some(implicit) = implicit.filter(|next| !used.contains(next) && self.rng.one_in(2)) {
                discriminants.push(None);
                implicit
            } else {
                let value = loop {
                    let value = self.pick_in(low, high);
                    if !used.contains(&value) {
                        break value;
                    }
                };
                discriminants.push(Some(value));
                value
            };
            used.insert(value);
            previous = Some(value);
        }
        discriminants
    }

    /// A number in `low..=high`, the ends more often than the rest.
    fn pick_in(&mut self, low: i128, high: i128) -> i128 {
        match self.rng.below(6) {
            0 => low,
            1 => high,
            _ => {
                let span = high.wrapping_sub(low) as u128;
                let random = (u128::from(self.rng.next()) << 64) | u128::from(self.rng.next());
                let offset = if span == u128::MAX { random } else { random % (span + 1) };
                low.wrapping_add(offset as i128)
            }
        }
    }

    fn shape(&self, kind_name: &str, repr: &'static str, index: usize, kind: Kind, doc: String) -> Shape {
        let letter = char::from(b'a' + index as u8);
        let repr_words = repr_words(repr);
        let snake = format!("{}_{}_{letter}", snake_case(kind_name), repr_words.join("_"));
        let camel: String = repr_words.iter().map(|word| capitalized(word)).collect();
        let name = format!("{kind_name}{camel}{}", letter.to_ascii_uppercase());
        Shape { constructor: name.clone(), name, snake, repr, kind, instance_of: None, doc }
    }

    /// Writes the definition (or alias) of `shape` and its examples
    /// function, and remembers it for later types if `nestable`.
    fn emit(&mut self, shape: Shape, nestable: bool) {
        let copy = self.is_copy(&shape);
        let aligned = shape.repr.contains("align")
            || self.field_types(&shape).any(|ty| match ty {
                FieldType::Leaf(leaf) => leaf.aligned,
                FieldType::Generated(index) => self.types[index].aligned,
            });
        let definition = self.definition(&shape, copy);
        let (examples_text, examples) = self.examples(&shape);
        self.text.push_str(&definition);
        self.text.push_str(&examples_text);
        self.types.push(Generated { name: shape.name, snake: shape.snake, examples, copy, aligned, nestable });
    }

    fn field_types<'a>(&self, shape: &'a Shape) -> impl Iterator<Item = FieldType> + 'a {
        let fields: Vec<&'a Field> = match &shape.kind {
            Kind::Struct { fields, .. } | Kind::Union { fields } => fields.iter().collect(),
            Kind::Enum { variants } => variants.iter().flat_map(|variant| &variant.fields).collect(),
        };
        fields.into_iter().map(|field| field.ty)
    }

    fn is_copy(&self, shape: &Shape) -> bool {
        self.field_types(shape).all(|ty| match ty {
            FieldType::Leaf(leaf) => leaf.copy,
            FieldType::Generated(index) => self.types[index].copy,
        })
    }

    fn type_text(&self, ty: FieldType) -> String {
        match ty {
            FieldType::Leaf(leaf) => leaf.ty.to_string(),
            FieldType::Generated(index) => self.types[index].name.clone(),
        }
    }

    fn definition(&self, shape: &Shape, copy: bool) -> String {
        let mut text = String::new();
        if let Some(instance) = &shape.instance_of {
            let _ = writeln!(text, "type {} = {instance};\n", shape.name);
            return text;
        }
        let _ = writeln!(text, "/// {}", shape.doc);
        let derives = if copy { "Layout, Clone, Copy" } else { "Layout" };
        let _ = writeln!(text, "#[derive({derives})]");
        // Every type whose representation fixes its layout is described on
        // every target too, and checked against this one.
        let fixed = shape.repr.split(',').map(str::trim).any(|repr| {
            repr == "C" || repr == "transparent" || (repr.len() > 1 && (repr.starts_with('u') || repr.starts_with('i')))
        });
        if fixed {
            let _ = writeln!(text, "#[transmutable(portable)]");
        }
        if !shape.repr.is_empty() {
            let _ = writeln!(text, "#[repr({})]", shape.repr);
        }
        let name = &shape.name;
        match &shape.kind {
            Kind::Struct { form: Form::Unit, .. } => {
                let _ = writeln!(text, "pub struct {name};");
            }
            Kind::Struct { form: Form::Tuple, fields } => {
                let types: Vec<String> =
                    fields.iter().map(|field| format!("pub {}", self.type_text(field.ty))).collect();
                let _ = writeln!(text, "pub struct {name}({});", types.join(", "));
            }
            Kind::Struct { form: Form::Named, fields } => {
                let _ = writeln!(text, "pub struct {name} {{");
                for field in fields {
                    let _ = writeln!(text, "    pub {}: {},", field.name, self.type_text(field.ty));
                }
                let _ = writeln!(text, "}}");
            }
            Kind::Union { fields } => {
                let _ = writeln!(text, "pub union {name} {{");
                for field in fields {
                    let _ = writeln!(text, "    pub {}: {},", field.name, self.type_text(field.ty));
                }
                let _ = writeln!(text, "}}");
            }
            Kind::Enum { variants } => {
                let _ = writeln!(text, "pub enum {name} {{");
                for variant in variants {
                    let fields = match variant.form {
                        Form::Unit => String::new(),
                        Form::Tuple => {
                            let types: Vec<String> =
                                variant.fields.iter().map(|field| self.type_text(field.ty)).collect();
                            format!("({})", types.join(", "))
                        }
                        Form::Named => {
                            let fields: Vec<String> = variant
                                .fields
                                .iter()
                                .map(|field| format!("{}: {}", field.name, self.type_text(field.ty)))
                                .collect();
                            format!(" {{ {} }}", fields.join(", "))
                        }
                    };
                    let discriminant = variant.discriminant.map(|value| format!(" = {value}")).unwrap_or_default();
                    let _ = writeln!(text, "    {}{fields}{discriminant},", variant.name);
                }
                let _ = writeln!(text, "}}");
            }
        }
        text.push('\n');
        text
    }

    /// The examples function of `shape`, and how many examples it makes.
    fn examples(&self, shape: &Shape) -> (String, usize) {
        let (name, snake) = (&shape.name, &shape.snake);
        let mut text = String::new();
        // Each example: the statements that bind the values it holds, and
        // the expression.
        let mut examples: Vec<(Vec<String>, String)> = Vec::new();
        match &shape.kind {
            Kind::Struct { form, fields } => {
                let at: Vec<String> = fields.iter().map(|field| self.field_at(name, field)).collect();
                let _ = writeln!(text, "fn {snake}_examples() -> Vec<Example<{name}>> {{");
                let _ = writeln!(text, "    let fields = || -> Vec<FieldAt> {{ vec![{}] }};", at.join(", "));
                for example in 0..self.example_count(fields) {
                    let (statements, values, holdings) = self.values(fields, example, "");
                    let literal = literal(&shape.constructor, *form, fields, &values);
                    examples.push((statements, format!("Example::of({literal}).fields(fields()){holdings}")));
                }
            }
            Kind::Union { fields } => {
                let _ = writeln!(text, "fn {snake}_examples() -> Vec<Example<{name}>> {{");
                for (position, field) in fields.iter().enumerate() {
                    let field = std::slice::from_ref(field);
                    for example in 0..self.example_count(field) {
                        let (statements, values, holdings) = self.values(field, example + position, "");
                        let (field_name, at) = (&field[0].name, self.field_at(name, &field[0]));
                        let literal = format!("{} {{ {field_name}: {} }}", shape.constructor, values[0]);
                        examples.push((
                            statements,
                            format!("Example::of({literal}).union_field(\"{field_name}\", {at}){holdings}"),
                        ));
                    }
                }
            }
            Kind::Enum { variants } if variants.iter().all(|variant| variant.fields.is_empty()) => {
                let values: Vec<String> = variants.iter().map(|variant| format!("{name}::{}", variant.name)).collect();
                let _ = writeln!(text, "fn {snake}_examples() -> Vec<Example<{name}>> {{");
                let _ = writeln!(text, "    Example::all([{}])\n}}\n", values.join(", "));
                return (text, variants.len());
            }
            Kind::Enum { variants } => {
                text.push_str(&self.measure(shape, variants));
                let _ = writeln!(text, "fn {snake}_examples() -> Vec<Example<{name}>> {{");
                for variant in variants {
                    for example in 0..self.example_count(&variant.fields) {
                        let path = format!("{}.", variant.name);
                        let (mut statements, values, holdings) = self.values(&variant.fields, example, &path);
                        let path = format!("{}::{}", shape.constructor, variant.name);
                        let literal = literal(&path, variant.form, &variant.fields, &values);
                        let expression = if shape.repr == "transparent" {
                            // Described as its fields, not as a choice.
                            statements.push(format!("let value = {literal};"));
                            statements.push(format!("let fields = {snake}_variant(&value).1;"));
                            format!("Example::of(value).fields(fields){holdings}")
                        } else {
                            format!("Example::variant_of({literal}, {snake}_variant){holdings}")
                        };
                        examples.push((statements, expression));
                    }
                }
            }
        }
        let count = examples.len();
        let _ = writeln!(text, "    vec![");
        for (statements, expression) in examples {
            if statements.is_empty() {
                let _ = writeln!(text, "        {expression},");
            } else {
                let _ = writeln!(text, "        {{");
                for statement in statements {
                    let _ = writeln!(text, "            {statement}");
                }
                let _ = writeln!(text, "            {expression}\n        }},");
            }
        }
        let _ = writeln!(text, "    ]\n}}\n");
        (text, count)
    }

    /// `FieldAt::new("a", offset_of!(Name, a), size_of::<u8>())`.
    fn field_at(&self, name: &str, field: &Field) -> String {
        format!(
            "FieldAt::new(\"{0}\", offset_of!({name}, {0}), size_of::<{1}>())",
            field.name,
            self.type_text(field.ty)
        )
    }

    /// The function that tells an enum value's variant and measures where
    /// its fields are: `offset_of!` cannot name a variant's field.
    fn measure(&self, shape: &Shape, variants: &[Variant]) -> String {
        let (name, snake) = (&shape.name, &shape.snake);
        let mut text = String::new();
        let _ = writeln!(text, "fn {snake}_variant(value: &{name}) -> (&'static str, Vec<FieldAt>) {{");
        let _ = writeln!(text, "    match value {{");
        for variant in variants {
            let bindings: Vec<String> = variant.fields.iter().map(|field| binding(&field.name)).collect();
            let pattern = match variant.form {
                Form::Unit => String::new(),
                Form::Tuple => format!("({})", bindings.join(", ")),
                Form::Named => {
                    let named: Vec<String> = variant
                        .fields
                        .iter()
                        .zip(&bindings)
                        .map(|(field, binding)| format!("{}: {binding}", field.name))
                        .collect();
                    format!(" {{ {} }}", named.join(", "))
                }
            };
            let measured: Vec<String> = variant
                .fields
                .iter()
                .zip(&bindings)
                .map(|(field, binding)| format!("FieldAt::measured(value, \"{}\", {binding})", field.name))
                .collect();
            let variant_name = &variant.name;
            let constructor = &shape.constructor;
            let _ = writeln!(
                text,
                "        {constructor}::{variant_name}{pattern} => (\"{variant_name}\", vec![{}]),",
                measured.join(", ")
            );
        }
        let _ = writeln!(text, "    }}\n}}\n");
        text
    }

    /// How many examples `fields` make: as many as the most varied field
    /// has values, at most [`MOST_VALUES`].
    fn example_count(&self, fields: &[Field]) -> usize {
        let counts = fields.iter().map(|field| match field.ty {
            FieldType::Leaf(leaf) => leaf.values.len(),
            FieldType::Generated(index) => self.types[index].examples,
        });
        counts.max().unwrap_or(1).clamp(1, MOST_VALUES)
    }

    /// The value of each field in example `example`: the statements that
    /// bind values of generated types, the value expressions, and the
    /// `.holding(...)` calls that pass on which field their unions hold,
    /// at `path` and the field's name.
    fn values(&self, fields: &[Field], example: usize, path: &str) -> (Vec<String>, Vec<String>, String) {
        let (mut statements, mut values, mut holdings) = (Vec::new(), Vec::new(), String::new());
        for (position, field) in fields.iter().enumerate() {
            let pick = example + position;
            match field.ty {
                FieldType::Leaf(leaf) => values.push(leaf.values[pick % leaf.values.len()].to_string()),
                FieldType::Generated(index) => {
                    let generated = &self.types[index];
                    let value = binding(&field.name);
                    let unions = format!("{value}_unions");
                    statements.push(format!(
                        "let ({value}, {unions}) = {}_examples().swap_remove({}).into_parts();",
                        generated.snake,
                        pick % generated.examples
                    ));
                    let _ = write!(holdings, ".holding(\"{path}{}\", {unions})", field.name);
                    values.push(value);
                }
            }
        }
        (statements, values, holdings)
    }
}

/// `Name { a: 1, b: 2 }`, `Name(1, 2)` or `Name`.
fn literal(path: &str, form: Form, fields: &[Field], values: &[String]) -> String {
    match form {
        Form::Unit => path.to_string(),
        Form::Tuple => format!("{path}({})", values.join(", ")),
        Form::Named => {
            let fields: Vec<String> =
                fields.iter().zip(values).map(|(field, value)| format!("{}: {value}", field.name)).collect();
            format!("{path} {{ {} }}", fields.join(", "))
        }
    }
}

/// A local for the field `name` (`0` becomes `field_0`).
fn binding(name: &str) -> String {
    format!("field_{name}")
}

fn field_name(form: Form, position: usize) -> String {
    match form {
        Form::Named => FIELD_NAMES[position].to_string(),
        _ => position.to_string(),
    }
}

fn variant_name(index: usize) -> String {
    if index < 26 {
        char::from(b'A' + index as u8).to_string()
    } else {
        format!("V{index}")
    }
}

/// The range of discriminants of an enum of `repr`: only the part of
/// `usize` and `isize` that every target has, and with `C` only the part
/// that fits a C `int` (the compiler is phasing out larger ones).
fn discriminant_range(repr: &str) -> (i128, i128) {
    let integer = repr.split(", ").find(|word| !word.starts_with("align") && *word != "C");
    let (low, high) = integer_range(integer);
    if repr.split(", ").any(|word| word == "C") {
        (low.max(i32::MIN.into()), high.min(i32::MAX.into()))
    } else {
        (low, high)
    }
}

fn integer_range(integer: Option<&str>) -> (i128, i128) {
    match integer {
        Some("u8") => (0, u8::MAX.into()),
        Some("i8") => (i8::MIN.into(), i8::MAX.into()),
        Some("u16") => (0, u16::MAX.into()),
        Some("i16") => (i16::MIN.into(), i16::MAX.into()),
        Some("u32" | "usize") => (0, u32::MAX.into()),
        Some("i32" | "isize") | None => (i32::MIN.into(), i32::MAX.into()),
        Some("u64") => (0, u64::MAX.into()),
        Some("i64") => (i64::MIN.into(), i64::MAX.into()),
        Some("u128") => (0, i128::MAX),
        Some("i128") => (i128::MIN, i128::MAX),
        Some(other) => panic!("no integer `{other}`"),
    }
}

/// `repr(C, packed(2))`, or the default representation.
fn repr_text(repr: &str) -> String {
    if repr.is_empty() {
        "the default representation".into()
    } else {
        format!("`repr({repr})`")
    }
}

/// `C, packed(2)` becomes `["c", "packed2"]`; the default repr is `rust`.
fn repr_words(repr: &str) -> Vec<String> {
    if repr.is_empty() {
        return vec!["rust".into()];
    }
    repr.split(", ").map(|word| word.replace(['(', ')'], "").to_lowercase()).collect()
}

fn capitalized(word: &str) -> String {
    let mut characters = word.chars();
    characters.next().map(|first| first.to_ascii_uppercase().to_string() + characters.as_str()).unwrap_or_default()
}

/// `AlignedFieldless` becomes `aligned_fieldless`.
fn snake_case(camel: &str) -> String {
    let mut snake = String::new();
    for (index, character) in camel.chars().enumerate() {
        if character.is_ascii_uppercase() && index > 0 {
            snake.push('_');
        }
        snake.push(character.to_ascii_lowercase());
    }
    snake
}

#[test]
#[cfg_attr(miri, ignore = "reads the checked-in file, which Miri's isolation forbids")]
fn corpus_is_current() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/exactness/corpus.rs");
    let generated = corpus();
    if std::env::var_os(BLESS).is_some() {
        std::fs::write(&path, generated).expect("writing corpus.rs");
        return;
    }
    let checked_in = std::fs::read_to_string(&path).expect("reading corpus.rs");
    assert!(
        checked_in == generated,
        "tests/exactness/corpus.rs is stale: run `{BLESS}=1 cargo test --test exactness corpus_is_current`"
    );
}
