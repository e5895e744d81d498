//! Deterministic generation of the types and pairs both compilers judge.
//!
//! Random pairs of types are rarely transmutable, so most destinations are
//! built from their source: *relaxed* (every part replaced by one that
//! accepts at least the same bytes, so the pair should hold; or the same
//! reversed), *narrowed* (parts replaced by ones that accept fewer or other
//! values, so the pair should fail, and with validity assumed hold only
//! where some value survives), *reshaped* (the same bytes written as another
//! kind of type: an enum as a union of its variants, an array as a struct),
//! cut to a prefix, or read as plain bytes. The rest are random, to reach
//! what no rule anticipates.

use std::collections::HashSet;

use crate::model::{Definition, EnumRepr, Pair, Primitive, Shape, Type, Universe, Unsigned, Variant};

/// Fixed, so that every run (and every failure report) sees the same types.
pub const SEED: u64 = 0x676f_6767_6c65_7321;

/// How many pairs to check besides the anchors: enough to reach every kind
/// of type in many combinations, few enough that both compilers finish in
/// seconds.
pub const PAIR_COUNT: usize = 500;

/// Generated types stay this small, so that failures are readable.
const MAX_SIZE: usize = 16;

/// Nesting depth of generated types; deeper parts are primitives.
const MAX_DEPTH: usize = 3;

/// A pair whose nightly verdict is known in advance: measured on rustc
/// 1.97.0-nightly, or, for `NonZero`, what its stand-ins must give. If
/// nightly disagrees, its program or its output is not being read right (or
/// nightly changed).
pub struct Anchor {
    pub pair: usize,
    pub nightly_accepts: bool,
}

/// xorshift64: deterministic, and enough to scatter choices.
struct Random(u64);

impl Random {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, bound: usize) -> usize {
        (self.next() % bound as u64) as usize
    }

    fn chance(&mut self, percent: u64) -> bool {
        self.next() % 100 < percent
    }

    fn pick<T: Clone>(&mut self, items: &[T]) -> T {
        items[self.below(items.len())].clone()
    }
}

struct Generator {
    random: Random,
    universe: Universe,
}

/// The universe of the test: anchors first, then `pair_count` distinct
/// generated pairs.
pub fn universe(seed: u64, pair_count: usize) -> (Universe, Vec<Anchor>) {
    let mut generator = Generator { random: Random(seed), universe: Universe::default() };
    let anchors = generator.anchors();
    let mut seen: HashSet<Pair> = generator.universe.pairs.iter().cloned().collect();
    let wanted = generator.universe.pairs.len() + pair_count;
    while generator.universe.pairs.len() < wanted {
        if let Some(pair) = generator.pair() {
            if seen.insert(pair.clone()) {
                generator.universe.pairs.push(pair);
            }
        }
    }
    (generator.universe, anchors)
}

impl Generator {
    /// Pairs with nightly's verdict under `Assume::SAFETY` (or with
    /// validity) as measured on rustc 1.97.0-nightly, and a few that check
    /// the stand-ins for `NonZero`.
    fn anchors(&mut self) -> Vec<Anchor> {
        let u8_ = Type::Primitive(Primitive::U8);
        let u16_ = Type::Primitive(Primitive::U16);
        let u32_ = Type::Primitive(Primitive::U32);
        let bool_ = Type::Primitive(Primitive::Bool);
        let char_ = Type::Primitive(Primitive::Char);
        let bytes = |length| Type::Array(Box::new(Type::Primitive(Primitive::U8)), length);
        let padded = self.define("Padded", Shape::Struct { packed: false, fields: vec![u8_.clone(), u16_.clone()] });
        let tags = self.define("AB", Shape::FieldlessEnum { tag: Unsigned::U8, discriminants: vec![0, 1] });
        let byte_or_bool = self.define("ByteOrBool", Shape::Union { fields: vec![u8_.clone(), bool_.clone()] });
        let byte_or_short = self.define("ByteOrShort", Shape::Union { fields: vec![u8_.clone(), u16_.clone()] });
        let never = self.define("Never", Shape::Empty);
        let table = [
            (u32_.clone(), u8_.clone(), false, true),
            (Type::Array(Box::new(u32_.clone()), 2), Type::Array(Box::new(u32_.clone()), 1), false, true),
            (u8_.clone(), u16_.clone(), false, false),
            (u8_.clone(), u16_.clone(), true, false),
            (padded.clone(), bytes(4), false, false),
            (bytes(4), padded, false, true),
            (u8_.clone(), bool_.clone(), false, false),
            (u8_.clone(), bool_.clone(), true, true),
            (u32_.clone(), char_.clone(), false, false),
            (u32_.clone(), char_, true, true),
            (tags.clone(), u8_.clone(), false, true),
            (bool_.clone(), tags.clone(), false, true),
            (u8_.clone(), tags.clone(), false, false),
            (u8_.clone(), tags, true, true),
            (byte_or_bool.clone(), bool_, false, false),
            (byte_or_bool, u8_.clone(), false, true),
            (byte_or_short, u16_, false, false),
            // Through the stand-ins the nightly program uses for `NonZero`.
            (Type::NonZero(Unsigned::U32), u32_.clone(), false, true),
            (u32_.clone(), Type::NonZero(Unsigned::U32), false, false),
            (u32_.clone(), Type::NonZero(Unsigned::U32), true, true),
            (Type::NonZero(Unsigned::U16), Type::OptionNonZero(Unsigned::U16), false, true),
            (Type::OptionNonZero(Unsigned::U16), Type::NonZero(Unsigned::U16), false, false),
            (never.clone(), u8_.clone(), false, true),
            (u8_.clone(), never, false, false),
            (Type::MaybeUninit(Box::new(u8_.clone())), u8_.clone(), false, false),
            (Type::MaybeUninit(Box::new(u8_.clone())), u8_, true, true),
        ];
        table
            .into_iter()
            .map(|(source, destination, validity, nightly_accepts)| {
                self.universe.pairs.push(Pair { source, destination, validity });
                Anchor { pair: self.universe.pairs.len() - 1, nightly_accepts }
            })
            .collect()
    }

    /// A new pair, or `None` when a strategy happened to return the source
    /// itself: identities have their own, small share.
    fn pair(&mut self) -> Option<Pair> {
        let source = self.any_type(0, MAX_SIZE);
        // Pairs of empty types say little.
        if source.layout(&self.universe).size == 0 && !self.random.chance(10) {
            return None;
        }
        let validity = self.random.chance(30);
        let (source, destination) = match self.random.below(100) {
            0..=19 => {
                let relaxed = self.relaxed(&source, 0);
                (source, relaxed)
            }
            20..=32 => {
                let relaxed = self.relaxed(&source, 0);
                (relaxed, source)
            }
            33..=46 => {
                let narrowed = self.narrowed(&source, 0);
                (source, narrowed)
            }
            47..=56 => {
                let reshaped = self.reshaped(&source, 0);
                match self.random.chance(50) {
                    true => (source, reshaped),
                    false => (reshaped, source),
                }
            }
            57..=64 => {
                let prefix = self.prefix(&source);
                (source, prefix)
            }
            65..=74 => {
                let size = source.layout(&self.universe).size;
                let element = match self.random.chance(70) {
                    true => Type::Primitive(Primitive::U8),
                    false => Type::MaybeUninit(Box::new(Type::Primitive(Primitive::U8))),
                };
                let bytes = Type::Array(Box::new(element), size);
                match self.random.chance(50) {
                    true => (source, bytes),
                    false => (bytes, source),
                }
            }
            75..=79 => return Some(Pair { destination: source.clone(), source, validity }),
            _ => {
                let other = self.type_of_size(source.layout(&self.universe).size);
                (source, other)
            }
        };
        (source != destination).then_some(Pair { source, destination, validity })
    }

    fn define(&mut self, prefix: &str, shape: Shape) -> Type {
        let name = format!("{prefix}{}", self.universe.definitions.len());
        self.universe.definitions.push(Definition { name, shape });
        Type::Defined(self.universe.definitions.len() - 1)
    }

    /// A tuple of `fields`, or `otherwise` if one of them holds a `NonZero`
    /// (see [`Type::Tuple`]).
    fn tuple(&self, fields: Vec<Type>, otherwise: &Type) -> Type {
        match fields.iter().any(|field| field.contains_non_zero(&self.universe)) {
            true => otherwise.clone(),
            false => Type::Tuple(fields),
        }
    }

    /// The size a shape would have, before it is defined.
    fn size_of_shape(&self, shape: &Shape) -> usize {
        Definition { name: String::new(), shape: shape.clone() }.layout(&self.universe).size
    }

    /// A random type of at most `max_size` bytes.
    fn any_type(&mut self, depth: usize, max_size: usize) -> Type {
        loop {
            let candidate = self.candidate(depth, max_size);
            if candidate.layout(&self.universe).size <= max_size {
                return candidate;
            }
        }
    }

    /// A random type of `size` bytes, or, if a few draws find none, of at
    /// most `size` bytes.
    fn type_of_size(&mut self, size: usize) -> Type {
        for _ in 0..20 {
            let candidate = self.any_type(0, size);
            if candidate.layout(&self.universe).size == size {
                return candidate;
            }
        }
        self.any_type(0, size)
    }

    fn primitive(&mut self, max_size: usize) -> Type {
        let fitting: Vec<Primitive> =
            Primitive::ALL.into_iter().filter(|primitive| primitive.size() <= max_size).collect();
        match fitting.is_empty() {
            true => Type::Unit,
            false => Type::Primitive(self.random.pick(&fitting)),
        }
    }

    fn candidate(&mut self, depth: usize, max_size: usize) -> Type {
        if depth >= MAX_DEPTH {
            return self.primitive(max_size);
        }
        let inner = depth + 1;
        // Outermost types are composite: pairs of primitives say little.
        let roll = match depth {
            0 => 35 + self.random.below(65),
            _ => self.random.below(100),
        };
        match roll {
            0..=29 => self.primitive(max_size),
            30..=35 => Type::NonZero(self.random.pick(&Unsigned::ALL)),
            36..=39 => Type::OptionNonZero(self.random.pick(&Unsigned::ALL)),
            40..=44 => Type::MaybeUninit(Box::new(self.any_type(inner, max_size))),
            45..=46 => Type::Unit,
            47..=54 => {
                let length = if self.random.chance(10) { 0 } else { 1 + self.random.below(4) };
                let element_size = match length {
                    0 => MAX_SIZE,
                    _ => max_size / length,
                };
                Type::Array(Box::new(self.any_type(inner, element_size)), length)
            }
            55..=62 => {
                let count = 1 + self.random.below(3);
                let fields = (0..count).map(|_| self.any_type(inner, max_size / count)).collect();
                self.tuple(fields, &Type::Unit)
            }
            63..=74 if !self.universe.definitions.is_empty() => {
                Type::Defined(self.random.below(self.universe.definitions.len()))
            }
            _ => self.user_type(inner, max_size),
        }
    }

    /// A new user type, or a primitive when the one drawn is too large.
    fn user_type(&mut self, inner: usize, max_size: usize) -> Type {
        let (prefix, shape) = match self.random.below(100) {
            0..=29 => ("Struct", Shape::Struct { packed: false, fields: self.fields(inner, max_size, 4) }),
            30..=41 => ("Packed", Shape::Struct { packed: true, fields: self.fields(inner, max_size, 4) }),
            42..=59 => ("Tags", self.fieldless_enum()),
            60..=73 => ("Variants", self.enum_with_fields(EnumRepr::U8, inner, max_size)),
            74..=83 => ("CVariants", self.enum_with_fields(EnumRepr::C, inner, max_size)),
            // Unions accept much, and one uninhabited field makes a type
            // accept everything as a source: both rarer than the rest.
            84..=96 => ("Union", Shape::Union { fields: self.fields(inner, max_size, 3) }),
            _ => ("Empty", Shape::Empty),
        };
        match self.size_of_shape(&shape) <= max_size {
            true => self.define(prefix, shape),
            false => self.primitive(max_size),
        }
    }

    /// One to `most` fields, of mixed sizes so that `repr(C)` pads them.
    fn fields(&mut self, inner: usize, max_size: usize, most: usize) -> Vec<Type> {
        let count = 1 + self.random.below(most);
        (0..count).map(|_| self.any_type(inner, (max_size / count).max(1))).collect()
    }

    fn fieldless_enum(&mut self) -> Shape {
        let tag = if self.random.chance(70) { Unsigned::U8 } else { Unsigned::U16 };
        self.fieldless_enum_with(tag)
    }

    fn fieldless_enum_with(&mut self, tag: Unsigned) -> Shape {
        let count = 1 + self.random.below(4);
        let mut discriminants = Vec::new();
        while discriminants.len() < count {
            let discriminant = self.discriminant(tag);
            if !discriminants.contains(&discriminant) {
                discriminants.push(discriminant);
            }
        }
        Shape::FieldlessEnum { tag, discriminants }
    }

    /// Small values most of the time (they meet `bool` and other enums),
    /// any value of the tag otherwise.
    fn discriminant(&mut self, tag: Unsigned) -> u32 {
        let any = self.random.next() as u32;
        let any = match tag {
            Unsigned::U8 => any & 0xff,
            Unsigned::U16 => any & 0xffff,
            Unsigned::U32 => any,
        };
        match self.random.chance(60) {
            true => self.random.below(4) as u32,
            false => any,
        }
    }

    fn enum_with_fields(&mut self, repr: EnumRepr, inner: usize, max_size: usize) -> Shape {
        let count = 1 + self.random.below(3);
        let mut variants: Vec<Variant> = Vec::new();
        while variants.len() < count {
            let discriminant = match repr {
                EnumRepr::U8 => self.discriminant(Unsigned::U8) as u8,
                EnumRepr::C => variants.len() as u8,
            };
            if variants.iter().any(|variant| variant.discriminant == discriminant) {
                continue;
            }
            let field_count = self.random.below(3);
            let fields = (0..field_count).map(|_| self.any_type(inner, max_size / 2)).collect();
            variants.push(Variant { discriminant, fields });
        }
        Shape::EnumWithFields { repr, variants }
    }

    /// A type that should accept every value of `original`, with the same
    /// layout: each part replaced by a more permissive one.
    fn relaxed(&mut self, original: &Type, depth: usize) -> Type {
        if self.random.chance(8) {
            return Type::MaybeUninit(Box::new(original.clone()));
        }
        match original {
            Type::Primitive(primitive) => Type::Primitive(self.relaxed_primitive(*primitive)),
            Type::NonZero(unsigned) => self.random.pick(&[
                Type::OptionNonZero(*unsigned),
                Type::Primitive(unsigned.primitive()),
                original.clone(),
            ]),
            Type::OptionNonZero(unsigned) => {
                self.random.pick(&[Type::Primitive(unsigned.primitive()), original.clone()])
            }
            Type::MaybeUninit(inner) => Type::MaybeUninit(Box::new(self.relaxed(inner, depth + 1))),
            Type::Unit => Type::Unit,
            Type::Array(element, length) => Type::Array(Box::new(self.relaxed(element, depth + 1)), *length),
            Type::Tuple(fields) => {
                let fields = fields.iter().map(|field| self.relaxed(field, depth + 1)).collect();
                self.tuple(fields, original)
            }
            Type::Defined(index) => self.relaxed_definition(*index, depth),
        }
    }

    fn relaxed_primitive(&mut self, primitive: Primitive) -> Primitive {
        match primitive {
            Primitive::Bool => self.random.pick(&[Primitive::Bool, Primitive::U8, Primitive::I8]),
            Primitive::Char => self.random.pick(&[Primitive::Char, Primitive::U32, Primitive::I32, Primitive::F32]),
            Primitive::U8 | Primitive::I8 => self.random.pick(&[Primitive::U8, Primitive::I8]),
            Primitive::U16 | Primitive::I16 => self.random.pick(&[Primitive::U16, Primitive::I16]),
            Primitive::U32 | Primitive::I32 | Primitive::F32 => {
                self.random.pick(&[Primitive::U32, Primitive::I32, Primitive::F32])
            }
            Primitive::U64 | Primitive::I64 => self.random.pick(&[Primitive::U64, Primitive::I64]),
        }
    }

    fn relaxed_definition(&mut self, index: usize, depth: usize) -> Type {
        let shape = self.universe.definitions[index].shape.clone();
        if depth >= MAX_DEPTH {
            return Type::Defined(index);
        }
        let relaxed_all = |generator: &mut Generator, fields: &[Type]| -> Vec<Type> {
            fields.iter().map(|field| generator.relaxed(field, depth + 1)).collect()
        };
        match shape {
            Shape::Struct { packed, fields } => {
                let fields = relaxed_all(self, &fields);
                self.define(if packed { "Packed" } else { "Struct" }, Shape::Struct { packed, fields })
            }
            Shape::FieldlessEnum { tag, mut discriminants } => match self.random.below(3) {
                0 => Type::Primitive(tag.primitive()),
                1 => {
                    let extra = self.discriminant(tag);
                    if !discriminants.contains(&extra) {
                        discriminants.push(extra);
                    }
                    self.define("Tags", Shape::FieldlessEnum { tag, discriminants })
                }
                _ => Type::Defined(index),
            },
            Shape::EnumWithFields { repr, variants } => {
                let mut variants: Vec<Variant> = variants
                    .iter()
                    .map(|variant| Variant {
                        discriminant: variant.discriminant,
                        fields: relaxed_all(self, &variant.fields),
                    })
                    .collect();
                if self.random.chance(30) {
                    let discriminant = match repr {
                        EnumRepr::U8 => self.discriminant(Unsigned::U8) as u8,
                        EnumRepr::C => variants.len() as u8,
                    };
                    if variants.iter().all(|variant| variant.discriminant != discriminant) {
                        variants.push(Variant { discriminant, fields: Vec::new() });
                    }
                }
                let prefix = if repr == EnumRepr::U8 { "Variants" } else { "CVariants" };
                self.define(prefix, Shape::EnumWithFields { repr, variants })
            }
            Shape::Union { fields } => {
                let mut fields = relaxed_all(self, &fields);
                if self.random.chance(30) {
                    let size = self.size_of_shape(&Shape::Union { fields: fields.clone() });
                    fields.push(self.any_type(depth + 1, size));
                }
                self.define("Union", Shape::Union { fields })
            }
            // Every transmutation from an uninhabited type holds.
            Shape::Empty => self.any_type(depth + 1, MAX_SIZE),
        }
    }

    /// A type that accepts fewer values than `original`, or other ones,
    /// with the same layout.
    fn narrowed(&mut self, original: &Type, depth: usize) -> Type {
        if depth >= MAX_DEPTH || self.random.chance(10) {
            return original.clone();
        }
        match original {
            Type::Primitive(primitive) => self.narrowed_primitive(*primitive),
            Type::OptionNonZero(unsigned) => Type::NonZero(*unsigned),
            Type::MaybeUninit(inner) => match self.random.chance(50) {
                true => self.narrowed(inner, depth + 1),
                false => Type::MaybeUninit(Box::new(self.narrowed(inner, depth + 1))),
            },
            Type::Array(element, length) => Type::Array(Box::new(self.narrowed(element, depth + 1)), *length),
            Type::Tuple(fields) => {
                let fields = fields.iter().map(|field| self.narrowed(field, depth + 1)).collect();
                self.tuple(fields, original)
            }
            Type::Defined(index) => self.narrowed_definition(*index, depth),
            Type::NonZero(_) | Type::Unit => original.clone(),
        }
    }

    fn narrowed_primitive(&mut self, primitive: Primitive) -> Type {
        let tags = |generator: &mut Generator, tag| {
            let shape = generator.fieldless_enum_with(tag);
            generator.define("Tags", shape)
        };
        match primitive {
            Primitive::U8 | Primitive::I8 => match self.random.below(3) {
                0 => Type::Primitive(Primitive::Bool),
                1 => Type::NonZero(Unsigned::U8),
                _ => tags(self, Unsigned::U8),
            },
            Primitive::Bool => tags(self, Unsigned::U8),
            Primitive::U16 | Primitive::I16 => match self.random.chance(70) {
                true => tags(self, Unsigned::U16),
                false => Type::NonZero(Unsigned::U16),
            },
            Primitive::U32 | Primitive::I32 | Primitive::F32 => match self.random.chance(70) {
                true => Type::Primitive(Primitive::Char),
                false => Type::NonZero(Unsigned::U32),
            },
            // Nothing narrower has their size and alignment.
            Primitive::Char | Primitive::U64 | Primitive::I64 => Type::Primitive(primitive),
        }
    }

    fn narrowed_definition(&mut self, index: usize, depth: usize) -> Type {
        let shape = self.universe.definitions[index].shape.clone();
        let narrowed_all = |generator: &mut Generator, fields: &[Type]| -> Vec<Type> {
            fields.iter().map(|field| generator.narrowed(field, depth + 1)).collect()
        };
        match shape {
            Shape::Struct { packed, fields } => {
                let fields = narrowed_all(self, &fields);
                self.define(if packed { "Packed" } else { "Struct" }, Shape::Struct { packed, fields })
            }
            Shape::FieldlessEnum { tag, .. } => {
                let shape = self.fieldless_enum_with(tag);
                self.define("Tags", shape)
            }
            Shape::EnumWithFields { repr, mut variants } => {
                if variants.len() > 1 && self.random.chance(50) {
                    variants.remove(self.random.below(variants.len()));
                }
                let variants = variants
                    .iter()
                    .map(|variant| Variant {
                        discriminant: variant.discriminant,
                        fields: narrowed_all(self, &variant.fields),
                    })
                    .collect();
                let prefix = if repr == EnumRepr::U8 { "Variants" } else { "CVariants" };
                self.define(prefix, Shape::EnumWithFields { repr, variants })
            }
            Shape::Union { mut fields } => {
                if fields.len() > 1 && self.random.chance(50) {
                    fields.remove(self.random.below(fields.len()));
                }
                let fields = narrowed_all(self, &fields);
                self.define("Union", Shape::Union { fields })
            }
            Shape::Empty => Type::Defined(index),
        }
    }

    /// The values of `original` written with other kinds of types, with the
    /// same layout: a fieldless enum as a union of two enums that split its
    /// tags, a `repr(u8)` enum as a union of its variants (each a `repr(C)`
    /// struct led by its tag, as RFC 2195 defines the layout), a `repr(C)`
    /// enum as its tag followed by a union of payloads (a superset: tag and
    /// payload no longer go together), an array as a struct. Both directions
    /// should hold, except into the `repr(C)` enum.
    fn reshaped(&mut self, original: &Type, depth: usize) -> Type {
        if depth >= MAX_DEPTH {
            return original.clone();
        }
        let reshaped_all = |generator: &mut Generator, fields: &[Type]| -> Vec<Type> {
            fields.iter().map(|field| generator.reshaped(field, depth + 1)).collect()
        };
        match original {
            Type::Array(element, length) if *length > 0 => {
                let element = self.reshaped(element, depth + 1);
                self.define("Struct", Shape::Struct { packed: false, fields: vec![element; *length] })
            }
            Type::Tuple(fields) => {
                let fields = reshaped_all(self, fields);
                self.tuple(fields, original)
            }
            Type::MaybeUninit(inner) => Type::MaybeUninit(Box::new(self.reshaped(inner, depth + 1))),
            Type::Defined(index) => match self.universe.definitions[*index].shape.clone() {
                Shape::Struct { packed, fields } => {
                    let fields = reshaped_all(self, &fields);
                    self.define(if packed { "Packed" } else { "Struct" }, Shape::Struct { packed, fields })
                }
                Shape::FieldlessEnum { tag, mut discriminants } if discriminants.len() > 1 => {
                    let rest = discriminants.split_off(1 + self.random.below(discriminants.len() - 1));
                    let first = self.define("Tags", Shape::FieldlessEnum { tag, discriminants });
                    let second = self.define("Tags", Shape::FieldlessEnum { tag, discriminants: rest });
                    self.define("Union", Shape::Union { fields: vec![first, second] })
                }
                Shape::EnumWithFields { repr: EnumRepr::U8, variants } => {
                    let fields = variants
                        .iter()
                        .map(|variant| {
                            let tag = self.define(
                                "Tags",
                                Shape::FieldlessEnum {
                                    tag: Unsigned::U8,
                                    discriminants: vec![variant.discriminant.into()],
                                },
                            );
                            let fields = std::iter::once(tag).chain(reshaped_all(self, &variant.fields)).collect();
                            self.define("Struct", Shape::Struct { packed: false, fields })
                        })
                        .collect();
                    self.define("Union", Shape::Union { fields })
                }
                Shape::EnumWithFields { repr: EnumRepr::C, variants } => {
                    let discriminants = variants.iter().map(|variant| variant.discriminant.into()).collect();
                    let tag = self.define("Tags", Shape::FieldlessEnum { tag: Unsigned::U32, discriminants });
                    let payloads = variants
                        .iter()
                        .map(|variant| {
                            let fields = reshaped_all(self, &variant.fields);
                            self.define("Struct", Shape::Struct { packed: false, fields })
                        })
                        .collect();
                    let payload = self.define("Union", Shape::Union { fields: payloads });
                    self.define("Struct", Shape::Struct { packed: false, fields: vec![tag, payload] })
                }
                _ => original.clone(),
            },
            _ => original.clone(),
        }
    }

    /// A type that should fit in the first bytes of `original`.
    fn prefix(&mut self, original: &Type) -> Type {
        match original {
            Type::Defined(index) => match &self.universe.definitions[*index].shape {
                Shape::Struct { fields, .. } => match fields.first().cloned() {
                    Some(first) => self.relaxed(&first, 1),
                    None => Type::Unit,
                },
                Shape::FieldlessEnum { tag, .. } => Type::Primitive(tag.primitive()),
                Shape::EnumWithFields { repr: EnumRepr::U8, .. } => Type::Primitive(Primitive::U8),
                Shape::EnumWithFields { repr: EnumRepr::C, .. } => Type::Primitive(Primitive::U32),
                Shape::Union { .. } | Shape::Empty => Type::Unit,
            },
            Type::Array(element, length) if *length > 0 => {
                let element = self.relaxed(element, 1);
                Type::Array(Box::new(element), length - 1)
            }
            Type::Primitive(primitive) if primitive.size() > 1 => Type::Primitive(Primitive::U8),
            Type::MaybeUninit(inner) => Type::MaybeUninit(Box::new(self.prefix(inner))),
            _ => Type::Unit,
        }
    }
}
