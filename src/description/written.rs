//! What a portable description may not take from the compiler of the day:
//! inputs whose meaning may differ from target to target.
//!
//! A derived type's portable descriptions are computed from its fields'
//! types and its discriminants, but the compiler resolves those for the
//! target being compiled for before the data models are consulted. An
//! alias (`core::ffi::c_long`, a `type` of the user's), a discriminant or
//! array length written as an expression (`size_of::<usize>()`), a field
//! under `#[cfg]`, an associated type: each is
//! what it is on that target only (a macro in a field type or a
//! discriminant stops the derive: see `valid.rs` of the derive crate). The derive refuses what it can tell
//! from the tokens alone ([`Dependence`]); for every other field it writes
//! down the type as written ([`Written`]), and const evaluation compares it
//! with the description the compiler produced: where a name written is not
//! the name described (`Word`, described as `u32`), the field went through
//! an alias the derive cannot see into, and the type has no portable
//! description. A std alias known to mean one type on every target of the
//! data models (`c_int` is `i32` on all of them) is accepted once the
//! compiler confirms it is that type.
//!
//! What no derive can see is listed in `KNOWN_DIFFERENCES.md`: a `cfg_attr`
//! (expanded before the derive runs), a field under a `#[cfg]` that is false
//! on the host, two definitions of one name under `#[cfg]`, an alias that
//! shadows a primitive's name and means that primitive on the host, an
//! alias written as an argument of a derived generic type, and types named
//! at the check site, which are the host's.

use super::portable::{Dependence, Unportable, Why};
use super::{same_bytes, same_text, Description, Name, PointerKind};

/// A field's type as the derive read it, for comparison with what the
/// compiler made of it.
#[doc(hidden)]
#[derive(Clone, Copy, Debug)]
pub enum Written {
    /// A type parameter of the derived type: whatever it is given, checked
    /// where it is given.
    Parameter,
    /// A path, by its last segment, with the types of its arguments.
    Path(&'static str, &'static [Written]),
    /// `[T; N]` with `N` a literal or a const parameter.
    Array(&'static Written),
    /// `[T]`.
    Slice(&'static Written),
    /// `(A, B, ...)`.
    Tuple(&'static [Written]),
    /// `&T`, `&mut T`, `*const T`, `*mut T`.
    Pointer(&'static Written),
    /// `fn(..) -> ..`.
    Function,
    /// Something the derive does not compare (`!`, a trait object).
    Other,
}

/// One thing the derive asks of a field or variant.
#[doc(hidden)]
#[derive(Clone, Copy)]
pub enum Check {
    /// Refused from the tokens alone.
    Refused(Dependence),
    /// Field `field`, written `written` (`text` for explanations), is
    /// described `described` by the compiler.
    Field { field: &'static str, text: &'static str, written: &'static Written, described: &'static Description },
}

/// The std aliases whose width or signedness differs by target, by the
/// name the derive reads; C's `long` is 4 bytes on 64-bit Windows.
const WIDTH_DIFFERS: [&str; 2] = ["c_long", "c_ulong"];
const SIGNEDNESS_DIFFERS: [&str; 1] = ["c_char"];

/// The std aliases that mean one primitive on every target of the data
/// models, and the primitive.
const SAME_EVERYWHERE: [(&str, &str); 10] = [
    ("c_schar", "i8"),
    ("c_uchar", "u8"),
    ("c_short", "i16"),
    ("c_ushort", "u16"),
    ("c_int", "i32"),
    ("c_uint", "u32"),
    ("c_longlong", "i64"),
    ("c_ulonglong", "u64"),
    ("c_float", "f32"),
    ("c_double", "f64"),
];

/// The first check of `checks` that refuses `owner` a portable description.
pub(crate) const fn target_dependence(owner: &'static Description, checks: &[Check]) -> Option<Unportable> {
    let mut i = 0;
    while i < checks.len() {
        let found = match checks[i] {
            Check::Refused(dependence) => Some(dependence),
            Check::Field { field, text, written, described } => compare(field, text, written, described),
        };
        if let Some(dependence) = found {
            return Some(Unportable::new(owner, Why::TargetDependent(dependence)));
        }
        i += 1;
    }
    None
}

/// Whether `written` names the type `described`, for the field `field`.
const fn compare(
    field: &'static str,
    text: &'static str,
    written: &'static Written,
    described: &'static Description,
) -> Option<Dependence> {
    let alias = Some(Dependence::Alias { field, written: text, alias: written_name(written, text), described });
    match (written, &described.name) {
        (Written::Parameter | Written::Other, _) => None,
        // A record of bit fields: its bytes are the same on every target
        // where its fields' types have portable descriptions, which its own
        // portable description asks of each field.
        (_, Name::Plain(plain)) if same_text(plain, super::build::STORAGE) => None,
        // Zero-sized on every target, whatever it is given.
        (Written::Path(name, _), Name::Plain(plain)) if same_text(plain, "PhantomData") && same_name(name, plain) => {
            None
        }
        (Written::Path(name, _), _) if is_one_of(name, &WIDTH_DIFFERS) => {
            Some(Dependence::Width { field, written: text, alias: name })
        }
        (Written::Path(name, _), _) if is_one_of(name, &SIGNEDNESS_DIFFERS) => {
            Some(Dependence::Signedness { field, written: text, alias: name })
        }
        (Written::Path(name, arguments), Name::Plain(plain)) => match arguments {
            [Written::Function] if same_text(name, "Option") && same_text(plain, "Option<fn>") => None,
            // A derived generic type names none of its arguments: each is
            // compared as far as its tokens tell.
            _ if same_name(name, plain) || same_everywhere(name, plain) => by_tokens_all(field, text, arguments),
            _ => alias,
        },
        (Written::Path(name, arguments), Name::Applied(head, inner)) => match arguments {
            // `NonZeroU32` is `NonZero<u32>` on every target.
            [] if starts_with(name, "NonZero") && same_text(head, "NonZero") => match inner.name {
                Name::Plain(plain) if same_ignoring_case(suffix(name, 7), plain) => None,
                _ => alias,
            },
            [first, ..] if same_name(name, head) => compare(field, text, first, inner),
            _ => alias,
        },
        (Written::Path(name, arguments), Name::Pointer(pointer)) => match arguments {
            [argument] if pointer.nullable && same_text(name, "Option") => {
                compare_pointer(field, text, argument, described)
            }
            [_] => compare_pointer(field, text, written, described),
            _ => alias,
        },
        (Written::Path(..), Name::Array(..) | Name::Tuple(_) | Name::Slice(_)) => alias,
        (Written::Array(element), Name::Array(inner, _)) | (Written::Slice(element), Name::Slice(inner)) => {
            compare(field, text, element, inner)
        }
        (Written::Tuple([]), Name::Plain(plain)) if same_text(plain, "()") => None,
        (Written::Tuple(elements), Name::Tuple(inner)) => {
            if elements.len() != inner.len() {
                return alias;
            }
            let mut i = 0;
            while i < elements.len() {
                if let Some(found) = compare(field, text, &elements[i], inner[i]) {
                    return Some(found);
                }
                i += 1;
            }
            None
        }
        (Written::Pointer(_), Name::Pointer(pointer)) if !pointer.nullable || is_raw(pointer.kind) => {
            compare_pointer(field, text, written, described)
        }
        (Written::Function, Name::Pointer(pointer)) if matches!(pointer.kind, PointerKind::Function) => None,
        (Written::Function, Name::Plain(plain)) if same_text(plain, "fn") => None,
        _ => alias,
    }
}

/// Whether `written`, a pointer (`&T`, `*const T`, `Box<T>`, `NonNull<T>`,
/// `fn()`), names the pointer `described` is, nullable or not.
const fn compare_pointer(
    field: &'static str,
    text: &'static str,
    written: &'static Written,
    described: &'static Description,
) -> Option<Dependence> {
    let alias = Some(Dependence::Alias { field, written: text, alias: written_name(written, text), described });
    let Name::Pointer(pointer) = &described.name else {
        return alias;
    };
    match (written, pointer.kind) {
        (Written::Function, PointerKind::Function) => None,
        (
            Written::Pointer(referent),
            PointerKind::Shared | PointerKind::Unique | PointerKind::Raw | PointerKind::RawMut,
        ) => compare(field, text, referent, pointer.referent.get()),
        (Written::Path(name, [referent]), PointerKind::Boxed) if same_text(name, "Box") => {
            compare(field, text, referent, pointer.referent.get())
        }
        (Written::Path(name, [referent]), PointerKind::NonNull) if same_text(name, "NonNull") => {
            compare(field, text, referent, pointer.referent.get())
        }
        _ => alias,
    }
}

/// The name of `written` for explanations: its path's last segment, or
/// `text`, the whole field's type.
const fn written_name(written: &'static Written, text: &'static str) -> &'static str {
    match written {
        Written::Path(name, _) => name,
        _ => text,
    }
}

const fn is_raw(kind: PointerKind) -> bool {
    matches!(kind, PointerKind::Raw | PointerKind::RawMut)
}

/// What the tokens of `written` alone refuse: the std aliases that differ
/// by target, anywhere inside.
const fn by_tokens(field: &'static str, text: &'static str, written: &'static Written) -> Option<Dependence> {
    match written {
        Written::Path(name, arguments) => {
            if is_one_of(name, &WIDTH_DIFFERS) {
                Some(Dependence::Width { field, written: text, alias: name })
            } else if is_one_of(name, &SIGNEDNESS_DIFFERS) {
                Some(Dependence::Signedness { field, written: text, alias: name })
            } else {
                by_tokens_all(field, text, arguments)
            }
        }
        Written::Array(inner) | Written::Slice(inner) | Written::Pointer(inner) => by_tokens(field, text, inner),
        Written::Tuple(elements) => by_tokens_all(field, text, elements),
        Written::Parameter | Written::Function | Written::Other => None,
    }
}

/// What the tokens of each of `written` alone refuse.
const fn by_tokens_all(field: &'static str, text: &'static str, written: &'static [Written]) -> Option<Dependence> {
    let mut i = 0;
    while i < written.len() {
        if let Some(found) = by_tokens(field, text, &written[i]) {
            return Some(found);
        }
        i += 1;
    }
    None
}

/// Whether the path segment `written` names the type named `described`,
/// by its last segment (`big_endian::Enum` is written `Enum`).
const fn same_name(written: &str, described: &str) -> bool {
    let bytes = described.as_bytes();
    let mut start = bytes.len();
    while start > 0 && bytes[start - 1] != b':' {
        start -= 1;
    }
    same_bytes(written.as_bytes(), bytes.split_at(start).1)
}

/// Whether `written` is a std alias that means `described` on every target.
const fn same_everywhere(written: &str, described: &str) -> bool {
    let mut i = 0;
    while i < SAME_EVERYWHERE.len() {
        if same_text(written, SAME_EVERYWHERE[i].0) && same_text(described, SAME_EVERYWHERE[i].1) {
            return true;
        }
        i += 1;
    }
    false
}

const fn is_one_of(name: &str, names: &[&str]) -> bool {
    let mut i = 0;
    while i < names.len() {
        if same_text(name, names[i]) {
            return true;
        }
        i += 1;
    }
    false
}

const fn starts_with(text: &str, prefix: &str) -> bool {
    text.len() >= prefix.len() && same_bytes(text.as_bytes().split_at(prefix.len()).0, prefix.as_bytes())
}

/// `text` from byte `start` on (ASCII names only).
const fn suffix(text: &str, start: usize) -> &[u8] {
    text.as_bytes().split_at(start).1
}

// `<[u8]>::eq_ignore_ascii_case` is a `const fn` from Rust 1.89 only.
#[allow(clippy::manual_ignore_case_cmp)]
const fn same_ignoring_case(a: &[u8], b: &str) -> bool {
    let b = b.as_bytes();
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i].to_ascii_lowercase() != b[i].to_ascii_lowercase() {
            return false;
        }
        i += 1;
    }
    true
}
