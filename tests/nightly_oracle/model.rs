//! The types the differential test generates, as data: what each is made of,
//! its size and alignment, and how to write it as Rust source for both
//! compilers.
//!
//! Layouts are computed here to keep generated types small, to build
//! same-size partners for them, and to tell whether a type may hold an
//! uninitialized byte (for one class of known differences). The verdicts
//! come from the two compilers, which know the real layouts.

use std::fmt::Write as _;

/// A type, by structure.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Type {
    Primitive(Primitive),
    NonZero(Unsigned),
    OptionNonZero(Unsigned),
    MaybeUninit(Box<Type>),
    Unit,
    Array(Box<Type>, usize),
    /// Never with a `NonZero` inside: the compiler lays a tuple out by the
    /// niches of its fields, and the stand-ins the nightly program uses for
    /// `NonZero` have none, so the two programs would disagree on the
    /// layout.
    Tuple(Vec<Type>),
    /// A generated user type: an index into [`Universe::definitions`].
    Defined(usize),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Primitive {
    U8,
    U16,
    U32,
    U64,
    I8,
    I16,
    I32,
    I64,
    Bool,
    Char,
    F32,
}

/// The unsigned integers the generated types use: inside `NonZero`, and as
/// enum tags.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Unsigned {
    U8,
    U16,
    U32,
}

/// A generated user type. Every field is `pub`.
#[derive(Clone, Debug)]
pub struct Definition {
    pub name: String,
    pub shape: Shape,
}

#[derive(Clone, Debug)]
pub enum Shape {
    /// `#[repr(C)]`, or `#[repr(C, packed)]`.
    Struct { packed: bool, fields: Vec<Type> },
    /// A fieldless enum with a primitive representation and chosen
    /// discriminants.
    FieldlessEnum { tag: Unsigned, discriminants: Vec<u32> },
    /// An enum with fields: `#[repr(u8)]` (each variant a `repr(C)` struct
    /// that starts with the tag) or `#[repr(C)]` (a C `int` tag, then a union
    /// of the variants' fields).
    EnumWithFields { repr: EnumRepr, variants: Vec<Variant> },
    /// `#[repr(C)]`.
    Union { fields: Vec<Type> },
    /// An enum without variants.
    Empty,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EnumRepr {
    U8,
    C,
}

#[derive(Clone, Debug)]
pub struct Variant {
    /// Written out for `#[repr(u8)]`; a `#[repr(C)]` enum numbers its
    /// variants from 0.
    pub discriminant: u8,
    pub fields: Vec<Type>,
}

/// A question put to both compilers: may every `source` be read as a
/// `destination`, with safety (and, if `validity`, bit validity) assumed?
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Pair {
    pub source: Type,
    pub destination: Type,
    pub validity: bool,
}

/// Every generated definition and every pair to check.
#[derive(Default)]
pub struct Universe {
    pub definitions: Vec<Definition>,
    pub pairs: Vec<Pair>,
}

/// Which compiler a type is written for. Nightly cannot analyze `NonZero`,
/// so its program names byte-for-byte equivalents instead (see
/// `nightly_side`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    Transmutable,
    Nightly,
}

/// Size and alignment, in bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Layout {
    pub size: usize,
    pub align: usize,
}

impl Primitive {
    pub const ALL: [Primitive; 11] = [
        Primitive::U8,
        Primitive::U16,
        Primitive::U32,
        Primitive::U64,
        Primitive::I8,
        Primitive::I16,
        Primitive::I32,
        Primitive::I64,
        Primitive::Bool,
        Primitive::Char,
        Primitive::F32,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Primitive::U8 => "u8",
            Primitive::U16 => "u16",
            Primitive::U32 => "u32",
            Primitive::U64 => "u64",
            Primitive::I8 => "i8",
            Primitive::I16 => "i16",
            Primitive::I32 => "i32",
            Primitive::I64 => "i64",
            Primitive::Bool => "bool",
            Primitive::Char => "char",
            Primitive::F32 => "f32",
        }
    }

    pub fn size(self) -> usize {
        match self {
            Primitive::U8 | Primitive::I8 | Primitive::Bool => 1,
            Primitive::U16 | Primitive::I16 => 2,
            Primitive::U32 | Primitive::I32 | Primitive::Char | Primitive::F32 => 4,
            Primitive::U64 | Primitive::I64 => 8,
        }
    }
}

impl Unsigned {
    pub const ALL: [Unsigned; 3] = [Unsigned::U8, Unsigned::U16, Unsigned::U32];

    pub fn primitive(self) -> Primitive {
        match self {
            Unsigned::U8 => Primitive::U8,
            Unsigned::U16 => Primitive::U16,
            Unsigned::U32 => Primitive::U32,
        }
    }

    pub fn size(self) -> usize {
        self.primitive().size()
    }

    /// The name of the type that stands for `NonZero` of this integer in the
    /// nightly program, which defines it.
    pub fn nightly_stand_in(self) -> &'static str {
        match self {
            Unsigned::U8 => "NonZeroByte",
            Unsigned::U16 => "NonZeroU16Bytes",
            Unsigned::U32 => "NonZeroU32Bytes",
        }
    }
}

impl Type {
    pub fn layout(&self, universe: &Universe) -> Layout {
        match self {
            Type::Primitive(primitive) => Layout { size: primitive.size(), align: primitive.size() },
            Type::NonZero(unsigned) | Type::OptionNonZero(unsigned) => {
                Layout { size: unsigned.size(), align: unsigned.size() }
            }
            Type::MaybeUninit(inner) => inner.layout(universe),
            Type::Unit => Layout { size: 0, align: 1 },
            Type::Array(element, length) => {
                let element = element.layout(universe);
                Layout { size: element.size * length, align: element.align }
            }
            // A tuple is as small as its fields allow: the compiler orders
            // them so that only the tail needs padding.
            Type::Tuple(fields) => {
                let layouts: Vec<Layout> = fields.iter().map(|field| field.layout(universe)).collect();
                let align = layouts.iter().map(|layout| layout.align).max().unwrap_or(1);
                Layout { size: round_up(layouts.iter().map(|layout| layout.size).sum(), align), align }
            }
            Type::Defined(index) => universe.definitions[*index].layout(universe),
        }
    }

    /// Whether a `NonZero` occurs anywhere inside (its `Option` aside, which
    /// has no niche).
    pub fn contains_non_zero(&self, universe: &Universe) -> bool {
        self.any_part(universe, &|part| matches!(part, Type::NonZero(_)))
    }

    /// Whether some value may have an uninitialized byte: padding, or a
    /// `MaybeUninit`.
    pub fn may_hold_uninit(&self, universe: &Universe) -> bool {
        match self {
            Type::Primitive(_) | Type::NonZero(_) | Type::OptionNonZero(_) | Type::Unit => false,
            Type::MaybeUninit(inner) => inner.layout(universe).size > 0,
            Type::Array(element, length) => *length > 0 && element.may_hold_uninit(universe),
            Type::Tuple(fields) => {
                self.layout(universe).size > sum_of_sizes(fields, universe)
                    || fields.iter().any(|field| field.may_hold_uninit(universe))
            }
            Type::Defined(index) => universe.definitions[*index].may_hold_uninit(universe),
        }
    }

    /// Whether this type holds a union of more than one field, whose bytes
    /// safe code may leave a mix of its fields'.
    pub fn holds_mixable_union(&self, universe: &Universe) -> bool {
        self.any_part(universe, &|part| match part {
            Type::Defined(index) => {
                matches!(&universe.definitions[*index].shape, Shape::Union { fields } if fields.len() > 1)
            }
            _ => false,
        })
    }

    /// Whether this type holds a union of more than one field, one of which
    /// leaves a byte of the union uninitialized: its padding, or past its
    /// end.
    pub fn holds_union_with_room(&self, universe: &Universe) -> bool {
        self.any_part(universe, &|part| match part {
            Type::Defined(index) => {
                let definition = &universe.definitions[*index];
                matches!(&definition.shape, Shape::Union { fields } if fields.len() > 1)
                    && definition.may_hold_uninit(universe)
            }
            _ => false,
        })
    }

    /// Whether this type holds a union with room (as
    /// [`Type::holds_union_with_room`]) one of whose fields has a part of
    /// one byte that safe code can write alone: an element or field of an
    /// array, tuple or struct of more than one, at any depth. Writing the
    /// other field whole, then that part over it, leaves a string that is
    /// neither field whole.
    pub fn holds_union_written_over(&self, universe: &Universe) -> bool {
        self.any_part(universe, &|part| match part {
            Type::Defined(index) => {
                let definition = &universe.definitions[*index];
                match &definition.shape {
                    Shape::Union { fields } => {
                        fields.len() > 1
                            && definition.may_hold_uninit(universe)
                            && fields.iter().any(|field| field.has_one_byte_part(universe))
                    }
                    _ => false,
                }
            }
            _ => false,
        })
    }

    /// Whether a proper part of this type is one byte long: an element of
    /// an array of more than one, or a field of a tuple or struct of more
    /// than one, or such a part inside one of them, a field of one field
    /// included (`u.a.inner.x = 0` writes the byte `x` alone through a
    /// struct whose one field `inner` is a struct of three bytes: seed
    /// 0x2727's `Union9851 -> Union9854`).
    fn has_one_byte_part(&self, universe: &Universe) -> bool {
        let part_is_or_has = |part: &Type| part.layout(universe).size == 1 || part.has_one_byte_part(universe);
        let fields_have = |fields: &[Type]| {
            fields
                .iter()
                .any(|field| if fields.len() > 1 { part_is_or_has(field) } else { field.has_one_byte_part(universe) })
        };
        match self {
            Type::MaybeUninit(inner) => inner.has_one_byte_part(universe),
            Type::Array(element, length) => *length > 1 && part_is_or_has(element),
            Type::Tuple(fields) => fields_have(fields),
            Type::Defined(index) => match &universe.definitions[*index].shape {
                Shape::Struct { fields, .. } => fields_have(fields),
                _ => false,
            },
            Type::Primitive(_) | Type::NonZero(_) | Type::OptionNonZero(_) | Type::Unit => false,
        }
    }

    /// Whether `matches` holds for this type or any type inside it.
    fn any_part(&self, universe: &Universe, matches: &dyn Fn(&Type) -> bool) -> bool {
        if matches(self) {
            return true;
        }
        match self {
            Type::MaybeUninit(inner) | Type::Array(inner, _) => inner.any_part(universe, matches),
            Type::Tuple(fields) => fields.iter().any(|field| field.any_part(universe, matches)),
            Type::Defined(index) => {
                universe.definitions[*index].field_types().any(|field| field.any_part(universe, matches))
            }
            Type::Primitive(_) | Type::NonZero(_) | Type::OptionNonZero(_) | Type::Unit => false,
        }
    }

    /// The user types this type names, directly or through its fields,
    /// each once, in the order first met.
    pub fn definitions_used(&self, universe: &Universe, found: &mut Vec<usize>) {
        match self {
            Type::MaybeUninit(inner) | Type::Array(inner, _) => inner.definitions_used(universe, found),
            Type::Tuple(fields) => fields.iter().for_each(|field| field.definitions_used(universe, found)),
            Type::Defined(index) => {
                if !found.contains(index) {
                    found.push(*index);
                    universe.definitions[*index]
                        .field_types()
                        .for_each(|field| field.definitions_used(universe, found));
                }
            }
            Type::Primitive(_) | Type::NonZero(_) | Type::OptionNonZero(_) | Type::Unit => {}
        }
    }

    /// The type as Rust source, for a program that imports
    /// `core::mem::MaybeUninit` (and, for transmutable, `core::num::*`). It is
    /// also how rustc names the type in diagnostics, which lets the nightly
    /// side check that an error belongs to the pair whose line it points at.
    pub fn source(&self, universe: &Universe, side: Side) -> String {
        match (self, side) {
            (Type::Primitive(primitive), _) => primitive.name().to_string(),
            (Type::NonZero(unsigned), Side::Transmutable) => {
                format!("NonZero{}", unsigned.primitive().name().to_uppercase())
            }
            (Type::NonZero(unsigned), Side::Nightly) => unsigned.nightly_stand_in().to_string(),
            (Type::OptionNonZero(unsigned), Side::Transmutable) => {
                format!("Option<NonZero{}>", unsigned.primitive().name().to_uppercase())
            }
            // `None` is zero: every bit pattern is a value.
            (Type::OptionNonZero(unsigned), Side::Nightly) => unsigned.primitive().name().to_string(),
            (Type::MaybeUninit(inner), _) => format!("MaybeUninit<{}>", inner.source(universe, side)),
            (Type::Unit, _) => "()".to_string(),
            (Type::Array(element, length), _) => format!("[{}; {length}]", element.source(universe, side)),
            (Type::Tuple(fields), _) => tuple_source(fields.iter().map(|field| field.source(universe, side))),
            (Type::Defined(index), _) => universe.definitions[*index].name.clone(),
        }
    }
}

fn tuple_source(fields: impl Iterator<Item = String>) -> String {
    let fields: Vec<String> = fields.collect();
    match fields.len() {
        1 => format!("({},)", fields[0]),
        _ => format!("({})", fields.join(", ")),
    }
}

fn sum_of_sizes(fields: &[Type], universe: &Universe) -> usize {
    fields.iter().map(|field| field.layout(universe).size).sum()
}

fn round_up(value: usize, align: usize) -> usize {
    value.div_ceil(align) * align
}

/// The layout of `#[repr(C)] struct { fields }`, or of a packed one.
fn struct_layout(fields: impl Iterator<Item = Layout>, packed: bool) -> Layout {
    let mut size = 0;
    let mut align = 1;
    for field in fields {
        if packed {
            size += field.size;
        } else {
            size = round_up(size, field.align) + field.size;
            align = align.max(field.align);
        }
    }
    Layout { size: round_up(size, align), align }
}

fn union_layout(fields: impl Iterator<Item = Layout>) -> Layout {
    let (size, align) = fields.fold((0, 1), |(size, align), field| (size.max(field.size), align.max(field.align)));
    Layout { size: round_up(size, align), align }
}

/// A C `int`, the tag of a `#[repr(C)]` enum on the targets this test runs on.
const C_INT: Layout = Layout { size: 4, align: 4 };
const TAG_U8: Layout = Layout { size: 1, align: 1 };

impl Definition {
    pub fn layout(&self, universe: &Universe) -> Layout {
        let layouts = |fields: &[Type]| fields.iter().map(|field| field.layout(universe)).collect::<Vec<_>>();
        match &self.shape {
            Shape::Struct { packed, fields } => struct_layout(layouts(fields).into_iter(), *packed),
            Shape::FieldlessEnum { tag, .. } => Layout { size: tag.size(), align: tag.size() },
            // RFC 2195: each variant is a `repr(C)` struct led by the tag.
            Shape::EnumWithFields { repr: EnumRepr::U8, variants } => union_layout(
                variants
                    .iter()
                    .map(|variant| struct_layout(std::iter::once(TAG_U8).chain(layouts(&variant.fields)), false)),
            ),
            // RFC 2195: a `repr(C)` struct of the tag and a union of the
            // variants' `repr(C)` structs.
            Shape::EnumWithFields { repr: EnumRepr::C, variants } => {
                let payload = union_layout(
                    variants.iter().map(|variant| struct_layout(layouts(&variant.fields).into_iter(), false)),
                );
                struct_layout([C_INT, payload].into_iter(), false)
            }
            Shape::Union { fields } => union_layout(layouts(fields).into_iter()),
            Shape::Empty => Layout { size: 0, align: 1 },
        }
    }

    /// Whether some value may have an uninitialized byte: padding between or
    /// after fields, a union field shorter than the union, or a
    /// `MaybeUninit` inside.
    pub fn may_hold_uninit(&self, universe: &Universe) -> bool {
        let size = self.layout(universe).size;
        let any_field_may = |fields: &[Type]| fields.iter().any(|field| field.may_hold_uninit(universe));
        match &self.shape {
            Shape::Struct { fields, .. } => size > sum_of_sizes(fields, universe) || any_field_may(fields),
            Shape::EnumWithFields { repr, variants } => {
                let tag = match repr {
                    EnumRepr::U8 => TAG_U8.size,
                    EnumRepr::C => C_INT.size,
                };
                variants.iter().any(|variant| {
                    size > tag + sum_of_sizes(&variant.fields, universe) || any_field_may(&variant.fields)
                })
            }
            Shape::Union { fields } => {
                fields.iter().any(|field| field.layout(universe).size < size) || any_field_may(fields)
            }
            Shape::FieldlessEnum { .. } | Shape::Empty => false,
        }
    }

    pub fn field_types(&self) -> Box<dyn Iterator<Item = &Type> + '_> {
        match &self.shape {
            Shape::Struct { fields, .. } | Shape::Union { fields } => Box::new(fields.iter()),
            Shape::EnumWithFields { variants, .. } => {
                Box::new(variants.iter().flat_map(|variant| variant.fields.iter()))
            }
            Shape::FieldlessEnum { .. } | Shape::Empty => Box::new(std::iter::empty()),
        }
    }

    /// The definition as Rust source. Every generated type is `Copy`, as
    /// union fields must be.
    pub fn source(&self, universe: &Universe, side: Side) -> String {
        let name = &self.name;
        let mut out = match side {
            Side::Transmutable => "#[derive(Clone, Copy, transmutable::Layout)]\n".to_string(),
            Side::Nightly => "#[derive(Clone, Copy)]\n".to_string(),
        };
        let fields = |fields: &[Type]| fields.iter().map(|field| field.source(universe, side)).collect::<Vec<_>>();
        match &self.shape {
            Shape::Struct { packed, fields: types } => {
                out += if *packed { "#[repr(C, packed)]\n" } else { "#[repr(C)]\n" };
                let fields: Vec<String> =
                    fields(types).iter().enumerate().map(|(index, field)| format!("pub f{index}: {field}")).collect();
                let _ = write!(out, "pub struct {name} {{ {} }}", fields.join(", "));
            }
            Shape::FieldlessEnum { tag, discriminants } => {
                let _ = writeln!(out, "#[repr({})]", tag.primitive().name());
                let variants: Vec<String> = discriminants
                    .iter()
                    .enumerate()
                    .map(|(index, discriminant)| format!("V{index} = {discriminant:#x}"))
                    .collect();
                let _ = write!(out, "pub enum {name} {{ {} }}", variants.join(", "));
            }
            Shape::EnumWithFields { repr, variants } => {
                out += match repr {
                    EnumRepr::U8 => "#[repr(u8)]\n",
                    EnumRepr::C => "#[repr(C)]\n",
                };
                let variants: Vec<String> = variants
                    .iter()
                    .enumerate()
                    .map(|(index, variant)| {
                        let payload = match variant.fields.len() {
                            0 => String::new(),
                            _ => format!("({})", fields(&variant.fields).join(", ")),
                        };
                        // Only a primitive representation lets a variant
                        // with fields choose its discriminant.
                        match repr {
                            EnumRepr::U8 => format!("V{index}{payload} = {}", variant.discriminant),
                            EnumRepr::C => format!("V{index}{payload}"),
                        }
                    })
                    .collect();
                let _ = write!(out, "pub enum {name} {{ {} }}", variants.join(", "));
            }
            Shape::Union { fields: types } => {
                let fields: Vec<String> =
                    fields(types).iter().enumerate().map(|(index, field)| format!("pub f{index}: {field}")).collect();
                let _ = write!(out, "#[repr(C)]\npub union {name} {{ {} }}", fields.join(", "));
            }
            Shape::Empty => {
                let _ = write!(out, "pub enum {name} {{}}");
            }
        }
        out
    }
}

impl Universe {
    /// Every definition as Rust source (see [`Type::source`]).
    pub fn definitions_source(&self, side: Side) -> String {
        self.definitions.iter().map(|definition| definition.source(self, side) + "\n").collect()
    }

    /// The definitions a pair depends on, for a failure report.
    pub fn definitions_of(&self, pair: &Pair) -> String {
        let mut used = Vec::new();
        pair.source.definitions_used(self, &mut used);
        pair.destination.definitions_used(self, &mut used);
        used.iter().map(|&index| self.definitions[index].source(self, Side::Transmutable) + "\n").collect()
    }
}

impl Pair {
    /// `Src -> Dst` with its assumption, as a one-line label.
    pub fn label(&self, universe: &Universe) -> String {
        let assume = if self.validity { "SAFETY + VALIDITY" } else { "SAFETY" };
        format!(
            "{} -> {}, {assume}",
            self.source.source(universe, Side::Transmutable),
            self.destination.source(universe, Side::Transmutable)
        )
    }
}
