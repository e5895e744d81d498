//! The four checks of a type against the compiler, for a list of its
//! values.
//!
//! 1. **Layout.** The description's size and alignment are the compiler's,
//!    and so is the offset and size of every field it records: a struct's
//!    fields as `offset_of!` has them, an enum variant's as measured on a
//!    value of that variant, a union's as `offset_of!` has them.
//! 2. **Initialized bytes are initialized.** Each value is read by its
//!    description ([`walk`](super::walk)): every byte the description says
//!    is initialized on the value's path is read as a `u8`, which Miri
//!    refuses for a byte that is not, and the value must be accepted.
//! 3. **Accepted byte strings are valid values.** Random byte strings of the
//!    description ([`sample`](super::sample)) are read as the type, which
//!    Miri refuses for an invalid value.
//! 4. **The run-time validator accepts every valid value.** The bytes a
//!    value's path read, zero elsewhere, pass
//!    `transmutable::__private::validate_bytes`, unless the path holds a pointer,
//!    for which the validator never vouches.
//!
//! The checks are written once, on descriptions and byte buffers; only the
//! few lines that need the type itself are generic, so that hundreds of
//! types compile quickly.

use std::any::type_name;
use std::hint::black_box;
use std::mem::{align_of, align_of_val, size_of, size_of_val, MaybeUninit};
use std::ptr;

use transmutable::__private::{validate_bytes, Description, Kind, Piece};
use transmutable::Bytes;
use transmutable::Layout;

use super::sample::{first_alternatives, sample, Rng};
use super::walk::{read, Reading, Written};

/// How many byte strings are sampled per type (or more, one per variant):
/// few under Miri, which interprets every byte.
const SAMPLES: usize = if cfg!(miri) { 4 } else { 64 };

/// Fewer for types larger than [`LARGE`] bytes.
const SAMPLES_OF_LARGE: usize = if cfg!(miri) { 1 } else { 8 };

/// Types larger than this are sampled [`SAMPLES_OF_LARGE`] times.
const LARGE: usize = 256;

/// A field as the compiler placed it: name, offset and size.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct FieldAt {
    pub name: &'static str,
    pub offset: usize,
    pub size: usize,
}

impl FieldAt {
    /// A field at `offset` (from `offset_of!`), of `size` bytes.
    pub fn new(name: &'static str, offset: usize, size: usize) -> FieldAt {
        FieldAt { name, offset, size }
    }

    /// The field `field` of `whole`, measured on the value: for enum
    /// variants, whose fields `offset_of!` cannot name.
    pub fn measured<T, F>(whole: &T, name: &'static str, field: &F) -> FieldAt {
        let offset = (field as *const F).addr() - (whole as *const T).addr();
        FieldAt { name, offset, size: size_of::<F>() }
    }
}

/// A value of the type under test, with what the compiler says about it.
pub struct Example<T> {
    value: T,
    /// The enum variant or union field the value is, if the type is one.
    alternative: Option<&'static str>,
    /// The fields of the struct, variant or union field, if known.
    fields: Option<Vec<FieldAt>>,
    /// Which field each union in the value holds.
    written: Vec<Written>,
}

impl<T> Example<T> {
    /// A value with nothing more known about it.
    pub fn of(value: T) -> Example<T> {
        Example { value, alternative: None, fields: None, written: Vec::new() }
    }

    /// Every value of `values`.
    pub fn all(values: impl IntoIterator<Item = T>) -> Vec<Example<T>> {
        values.into_iter().map(Example::of).collect()
    }

    /// The value is a struct (or tuple) whose fields are `fields`.
    pub fn fields(self, fields: Vec<FieldAt>) -> Example<T> {
        Example { fields: Some(fields), ..self }
    }

    /// A value of an enum with fields, whose variant and fields `measure`
    /// tells.
    pub fn variant_of(value: T, measure: fn(&T) -> (&'static str, Vec<FieldAt>)) -> Example<T> {
        let (variant, fields) = measure(&value);
        Example { value, alternative: Some(variant), fields: Some(fields), written: Vec::new() }
    }

    /// The value is a union whose field `field` was written; `at` is where
    /// the compiler placed it.
    pub fn union_field(mut self, field: &'static str, at: FieldAt) -> Example<T> {
        self.written.push(Written { path: String::new(), field });
        Example { alternative: Some(field), fields: Some(vec![FieldAt { name: "", ..at }]), ..self }
    }

    /// The value holds, at `path` (`"inner"`, `"Variant.0"`), a value
    /// whose unions hold `written`.
    pub fn holding(mut self, path: &str, written: Vec<Written>) -> Example<T> {
        self.written.extend(written.into_iter().map(|inner| Written {
            path: if inner.path.is_empty() { path.to_string() } else { format!("{path}.{}", inner.path) },
            ..inner
        }));
        self
    }

    /// The value, and which field each of its unions holds: for building a
    /// value that holds this one.
    pub fn into_parts(self) -> (T, Vec<Written>) {
        (self.value, self.written)
    }
}

/// Runs the four checks on `T` and `examples`.
pub fn check<T: Layout>(examples: Vec<Example<T>>) {
    let name = type_name::<T>();
    check_layout(T::DESCRIPTION, name, size_of::<T>(), align_of::<T>());
    check_portable::<T>(name);
    for (index, example) in examples.iter().enumerate() {
        let copy = Copied::of(&example.value);
        let reading = read_value(T::DESCRIPTION, name, index, copy.bytes(), &example.written);
        if let Some(fields) = &example.fields {
            check_fields(T::DESCRIPTION, name, index, example.alternative, fields, &reading);
        }
        check_validator(T::DESCRIPTION, name, index, &reading);
    }
    if T::DESCRIPTION.is_inhabited() {
        check_samples(T::DESCRIPTION, name, read_as::<T>);
    } else {
        assert!(examples.is_empty(), "{name}: the description says there is no value, but the test has some");
    }
}

/// The portable description of `T` for the target the test runs on is its
/// native description, piece by piece, wherever `T` has one; where it has
/// none, the reason is one transmutable gives on purpose (the default
/// representation or a tuple somewhere inside, a type derived without
/// `#[transmutable(portable)]`).
fn check_portable<T: Layout + ?Sized>(name: &str) {
    let Some(target) = transmutable::portable::Target::current() else {
        return;
    };
    match transmutable::portable::description_on::<T>(target) {
        Ok(_) => assert!(
            transmutable::portable::describes_current::<T>(),
            "{name}: the portable description for {target:?} is not the native one"
        ),
        Err(why) => {
            let why = why.to_string();
            let expected =
                ["default representation", "is a tuple", "ends in a slice", "without `#[transmutable(portable)]`"];
            assert!(
                expected.iter().any(|reason| why.contains(reason)),
                "{name}: no portable description ({why}), for no reason the derive and the std impls give"
            );
        }
    }
}

/// Runs the checks that apply to an unsized type, on `values` with
/// `elements` tail elements each and their tail at `tail_offset`. Its
/// byte strings are sampled behind the pointers to it.
pub fn check_unsized<T: Layout + ?Sized>(
    values: &[&T],
    elements: impl Fn(&T) -> usize,
    tail_offset: impl Fn(&T) -> usize,
) {
    check_portable::<T>(type_name::<T>());
    let (name, description) = (type_name::<T>(), T::DESCRIPTION);
    let (element, _) = description.tail().unwrap_or_else(|| panic!("{name}: an unsized type has a tail"));
    for (index, value) in values.iter().enumerate() {
        let count = elements(value);
        let compiler = (size_of_val(*value), align_of_val(*value), tail_offset(value));
        let described = (description.size_with(count).expect("small values"), description.align(), description.size());
        assert_eq!(
            described, compiler,
            "{name}: value {index} ({count} elements): (size, align, tail offset) described != compiler's"
        );
        let copy = Copied::of(*value);
        let bytes = copy.bytes();
        let sized = read_value(description, name, index, &bytes[..description.size()], &[]);
        check_validator(description, name, index, &sized);
        for element_index in 0..count {
            let start = description.size() + element_index * element.size();
            let element_bytes = &bytes[start..start + element.size()];
            let context = format!("{name}, tail element {element_index}");
            read(element.bytes(), element_bytes, &[])
                .unwrap_or_else(|mismatch| panic!("{context} of value {index}: the description refuses it {mismatch}"));
        }
    }
}

/// Check 1, for the type as a whole: size and alignment.
fn check_layout(description: &Description, name: &str, size: usize, align: usize) {
    assert!(!description.is_unsized(), "{name}: a sized type described with a tail");
    assert_eq!(description.size(), size, "{name}: described size != size_of");
    assert_eq!(description.align(), align, "{name}: described alignment != align_of");
}

/// Check 2: the value's bytes, read by the description.
fn read_value(
    description: &Description,
    name: &str,
    index: usize,
    bytes: &[std::mem::MaybeUninit<u8>],
    written: &[Written],
) -> Reading {
    read(description.bytes(), bytes, written)
        .unwrap_or_else(|mismatch| panic!("{name}: the description refuses value {index} {mismatch}"))
}

/// Check 1, for fields: each field is one piece of its name, where the
/// compiler placed it and as large, and each piece is a field (or a tag).
fn check_fields(
    description: &Description,
    name: &str,
    index: usize,
    alternative: Option<&'static str>,
    fields: &[FieldAt],
    reading: &Reading,
) {
    let pieces: &[Piece] = match alternative {
        None => description.bytes().pieces(),
        Some(variant) => {
            let taken = reading.alternatives.first().map(|(path, taken)| (path.as_str(), *taken));
            assert_eq!(taken, Some(("", variant)), "{name}: value {index} is `{variant}`, but reads as another");
            let choice = match description.bytes().pieces() {
                [piece] => match piece.kind() {
                    Kind::Choice(choice) => choice,
                    _ => panic!("{name}: an enum with fields or a union is described as one choice"),
                },
                _ => panic!("{name}: an enum with fields or a union is described as one piece"),
            };
            let alternative = choice.alternatives().iter().find(|alternative| alternative.name() == variant);
            alternative.unwrap_or_else(|| panic!("{name}: no alternative is named `{variant}`")).bytes().pieces()
        }
    };
    for field in fields {
        let named: Vec<&Piece> = pieces.iter().filter(|piece| piece.name() == field.name).collect();
        let [piece] = named[..] else {
            panic!("{name}: value {index}: {} pieces are named `{}`, not one", named.len(), field.name);
        };
        // A zero-sized field holds no byte, and where the compiler puts one in
        // a `repr(transparent)` enum is neither documented nor readable on
        // stable (`offset_of!` does not reach into enum variants): the
        // description places it at 0, and only its size is compared.
        let offset = if field.size == 0 { field.offset } else { piece.offset() };
        let described = FieldAt { name: field.name, offset, size: piece.size() };
        assert_eq!(described, *field, "{name}: value {index}: the described field is not the compiler's");
    }
    for piece in pieces {
        let is_tag = alternative.is_some() && piece.name() == "tag";
        assert!(
            is_tag || fields.iter().any(|field| field.name == piece.name()),
            "{name}: value {index}: the piece `{}` at {} is no field",
            piece.name(),
            piece.offset()
        );
    }
}

/// Check 4: the validator accepts the bytes the value's path read, with
/// zero wherever the path read nothing.
fn check_validator(description: &'static Description, name: &str, index: usize, reading: &Reading) {
    if reading.has_pointer {
        return;
    }
    let bytes: Vec<u8> = reading.initialized.iter().map(|byte| byte.unwrap_or(0)).collect();
    // A union's field leaves bytes uninitialized (its padding, past its
    // end) where the union takes only what safe code leaves there: a
    // validator reads those bytes, and is never given a value with them
    // uninitialized (the compile-time check proves them initialized), so
    // zeros there prove nothing (KNOWN_DIFFERENCES.md, "Unions into
    // unions").
    assert!(
        validate_bytes(description, &bytes) || uninitialized_in_union(description.bytes(), 0, &reading.initialized),
        "{name}: the validator refuses value {index}, bytes {bytes:02x?}"
    );
}

/// Whether `initialized` leaves a byte uninitialized inside a union of
/// more than one field among `bytes`, at `base`.
fn uninitialized_in_union(bytes: &Bytes, base: usize, initialized: &[Option<u8>]) -> bool {
    bytes.pieces().iter().any(|piece| {
        let start = base + piece.offset();
        match piece.kind() {
            Kind::Choice(choice) if choice.is_union() && choice.alternatives().len() > 1 => {
                initialized[start..start + piece.size()].iter().any(Option::is_none)
            }
            Kind::Choice(choice) => choice
                .alternatives()
                .iter()
                .any(|alternative| uninitialized_in_union(alternative.bytes(), start, initialized)),
            Kind::Nest(inner) => uninitialized_in_union(inner, start, initialized),
            Kind::Repeat { element, count } => {
                (0..count).any(|index| uninitialized_in_union(element, start + index * element.size(), initialized))
            }
            _ => false,
        }
    })
}

/// Check 3: sampled byte strings, each read as the type by `read_as`.
fn check_samples(description: &Description, name: &str, read_as: fn(&[MaybeUninit<u8>])) {
    let mut rng = Rng::seeded(name);
    let count = if description.size() > LARGE { SAMPLES_OF_LARGE } else { SAMPLES };
    for round in 0..count.max(first_alternatives(description)) {
        let sample = sample(description, &mut rng, round);
        read_as(&sample.bytes);
    }
}

/// Reads `bytes` as a `T`: under Miri, undefined behaviour unless they are
/// a valid `T`.
fn read_as<T>(bytes: &[MaybeUninit<u8>]) {
    assert_eq!(bytes.len(), size_of::<T>());
    let mut slot = MaybeUninit::<T>::uninit();
    // SAFETY: `slot` is as large as `bytes`, and they do not overlap.
    unsafe { ptr::copy_nonoverlapping(bytes.as_ptr(), slot.as_mut_ptr().cast::<MaybeUninit<u8>>(), bytes.len()) };
    // SAFETY: the bytes are a sample of `T`'s description, which claims
    // that every byte string it accepts is a valid `T`, with every pointer
    // pointing to a valid referent. If it is wrong, this is the read that
    // Miri reports.
    let value = unsafe { slot.assume_init() };
    black_box(&value);
    // Its referents belong to the sample, which frees them.
    std::mem::forget(value);
}

/// A copy of the bytes of a value, uninitialized ones and provenance
/// included, in memory aligned to a word: the walk reads a pointer in it in
/// place, so that Miri, refusing a byte, names its offset in the copy.
struct Copied {
    words: Vec<MaybeUninit<usize>>,
    len: usize,
}

impl Copied {
    fn of<T: ?Sized>(value: &T) -> Copied {
        let len = size_of_val(value);
        let mut words = vec![MaybeUninit::uninit(); len.div_ceil(size_of::<usize>())];
        // SAFETY: `value` is `len` readable bytes, and `words` at least as
        // many writable ones; `MaybeUninit` holds any byte, initialized or
        // not, and byte copies keep provenance.
        unsafe {
            ptr::copy_nonoverlapping((value as *const T).cast::<MaybeUninit<u8>>(), words.as_mut_ptr().cast(), len)
        };
        Copied { words, len }
    }

    fn bytes(&self) -> &[MaybeUninit<u8>] {
        // SAFETY: `words` holds at least `len` bytes, each a
        // `MaybeUninit<u8>`, borrowed as long as `self`.
        unsafe { std::slice::from_raw_parts(self.words.as_ptr().cast(), self.len) }
    }
}
