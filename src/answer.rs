//! Answers: the verdict on a pair of types, and why.
//!
//! An [`Answer`] is data. Its `Display` is the explanation that a failing
//! compile-time check prints, written by the same const code, so the message
//! a test reads at run time is the message a user reads in the compiler's
//! output.
//!
//! Its functions are `#[inline]`, as the pictures' are (see `picture`):
//! the compiler's explanation is written in const evaluation, and only a
//! crate that formats an answer at run time makes machine code of it.

use core::fmt;

use crate::assume::Assume;
use crate::byte_set::ByteSet;
use crate::description::{Description, Invariants, Pointer};
use crate::path::Path;
use crate::query::Lifetimes;
use crate::text::Text;
use crate::verdict::{Mismatch, PointerMismatch, PointerProblem, Reason};

/// Whether `Src` may be transmuted into `Dst` under some assumptions, and if
/// not, why.
///
/// ```
/// use transmutable::{Assume, Reason};
///
/// let answer = transmutable::decide::<u8, bool>(Assume::NOTHING);
/// assert!(!answer.is_transmutable());
/// let Some(Reason::NotValid(mismatch)) = answer.reason() else { panic!() };
/// assert_eq!(mismatch.offset(), 0);
/// assert_eq!(mismatch.values().to_string(), "2..=255");
/// assert!(answer.to_string().contains("`u8` may hold 2..=255, but `bool` accepts only 0..=1 there"));
/// ```
#[derive(Clone, Copy)]
pub struct Answer {
    pub(crate) source: &'static Description,
    pub(crate) destination: &'static Description,
    pub(crate) form: Form,
    pub(crate) assume: Assume,
    pub(crate) verdict: Result<(), Reason>,
    /// Whether the destination's validity is checked at run time (the `try_`
    /// functions): then what fails is what no check could read.
    pub(crate) checked: bool,
}

/// What is transmuted: values, or the referents of references.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Form {
    Value,
    Shared,
    Unique,
}

impl Answer {
    #[inline]
    pub(crate) const fn references(
        source: &'static Description,
        destination: &'static Description,
        unique: bool,
        assume: Assume,
        lifetimes: Lifetimes,
    ) -> Answer {
        Answer {
            source,
            destination,
            form: if unique { Form::Unique } else { Form::Shared },
            assume,
            verdict: crate::query::decide_reference(source, destination, unique, assume, lifetimes),
            checked: false,
        }
    }

    /// The answer for two descriptions, however they were built.
    #[inline]
    pub(crate) const fn of_descriptions(
        source: &'static Description,
        destination: &'static Description,
        assume: Assume,
        lifetimes: Lifetimes,
    ) -> Answer {
        Answer {
            source,
            destination,
            form: Form::Value,
            assume,
            verdict: crate::query::decide(source, destination, assume, lifetimes, crate::query::FACTS_UNASKED),
            checked: false,
        }
    }

    /// Whether the transmutation holds.
    #[inline]
    pub const fn is_transmutable(&self) -> bool {
        self.verdict.is_ok()
    }

    /// Why it does not hold; `None` if it does.
    #[inline]
    pub const fn reason(&self) -> Option<&Reason> {
        match &self.verdict {
            Ok(()) => None,
            Err(reason) => Some(reason),
        }
    }

    /// The description of the source type.
    #[inline]
    pub const fn source(&self) -> &'static Description {
        self.source
    }

    /// The description of the destination type.
    #[inline]
    pub const fn destination(&self) -> &'static Description {
        self.destination
    }

    /// Writes the explanation, and when a byte is refused for what it
    /// holds, the compact picture of the bytes around it: the message of
    /// a compile error.
    #[inline]
    pub(crate) const fn write(&self, out: &mut Text) {
        self.write_explanation(true, out);
    }

    /// Writes the explanation, with the compact picture if `picture`.
    #[inline]
    const fn write_explanation(&self, picture: bool, out: &mut Text) {
        self.write_subject(self.source, out);
        let reason = match &self.verdict {
            Ok(()) => {
                out.push(" can be transmuted into ");
                self.write_subject(self.destination, out);
                self.write_assumptions(out);
                return;
            }
            Err(reason) => reason,
        };
        out.push(" cannot be transmuted into ");
        self.write_subject(self.destination, out);
        self.write_assumptions(out);
        out.push(": ");
        match reason {
            Reason::NotValid(mismatch) if mismatch.written_back => {
                let unique = matches!(self.form, Form::Unique);
                out.push(if unique { "through `&mut`, a value of " } else { "through its `UnsafeCell`s, a value of " });
                self.destination.write_quoted_name(out);
                out.push(" written back would not always be a valid ");
                self.source.write_quoted_name(out);
                out.push(": ");
                write_mismatch(self.destination, self.source, mismatch, out);
                out.push(".");
                self.write_picture(picture, false, out);
                out.push(if unique {
                    "\nhelp: a `&mut` lets every value of its type be written back; take a shared view (`&`), or a copy (`read_from_bytes`, `transmute`), instead"
                } else {
                    "\nhelp: a cell may be set to any value of its type; keep cells of the same type on both sides"
                });
            }
            Reason::NotValid(mismatch) => {
                write_mismatch(self.source, self.destination, mismatch, out);
                write_integer_note(self.destination, mismatch.offset, out);
                let uninitialized = mismatch.values.contains_uninit();
                // Padding of a struct, outside any variant or union field, is
                // uninitialized in every value: nothing can make it a byte.
                let padding_everywhere = uninitialized
                    && mismatch.values.intersection(ByteSet::INITIALIZED).is_empty()
                    && mismatch.source_path.ends_in_padding()
                    && !mismatch.source_path.passes_alternative();
                out.push(".");
                self.write_picture(picture, false, out);
                out.push(if padding_everywhere {
                    "\nhelp: padding holds no value, and no check or assumption can give it one; make it a field of the source (`_padding: [u8; N]`), or transmute into a type with padding or `MaybeUninit` there"
                } else if uninitialized {
                    "\nhelp: a check at run time can read only initialized bytes; if every value you pass is initialized there, assume `Assume::VALIDITY` (unsafe)"
                } else if self.checked {
                    "\nhelp: a check at run time can read only initialized bytes, and cannot vouch for a pointer"
                } else {
                    "\nhelp: check the value at run time instead (`transmutable::try_transmute`, `transmutable::try_ref_from_bytes`), or, if every value you pass is valid, assume `Assume::VALIDITY` (unsafe)"
                });
            }
            Reason::TooLarge(mismatch) => {
                self.destination.write_quoted_name(out);
                out.push(" (");
                write_bytes(self.destination.size, out);
                out.push(") is larger than ");
                self.source.write_quoted_name(out);
                out.push(" (");
                write_bytes(self.source.size, out);
                out.push(")");
                out.push(": at byte ");
                out.push_usize(mismatch.offset);
                out.push(", past the end of ");
                self.source.write_quoted_name(out);
                out.push(", ");
                write_place(self.destination, &mismatch.destination_path, out);
                out.push(" ");
                write_accepted(mismatch.accepted, false, out);
                out.push(".\nhelp: a destination may be larger only by trailing padding; transmute into a smaller type, or into `MaybeUninit`");
            }
            Reason::NoCommonValue(mismatch) => {
                out.push("no value of ");
                self.write_subject(self.source, out);
                out.push(" is a valid ");
                self.write_subject(self.destination, out);
                out.push(", even assuming validity: at byte ");
                out.push_usize(mismatch.offset);
                out.push(", ");
                write_place(self.source, &mismatch.source_path, out);
                let values = mismatch.values;
                if values.contains_uninit() && values.initialized().is_empty() {
                    out.push(" is always uninitialized");
                } else {
                    out.push(" always holds ");
                    write_values(values, out);
                }
                out.push(", but ");
                write_place(self.destination, &mismatch.destination_path, out);
                out.push(" ");
                write_accepted(mismatch.accepted, false, out);
                out.push(" there.");
                self.write_picture(picture, false, out);
                out.push("\nhelp: `Assume::VALIDITY` promises that the value is valid, and no value can be");
            }
            Reason::DestinationUninhabited => match (self.source.tail, self.destination.tail) {
                // A slice of a type without values has one value: empty.
                (Some(from), Some(to)) if self.source.size == 0 && self.destination.size == 0 => {
                    to.element.write_quoted_name(out);
                    out.push(" has no values (it is uninhabited), so only an empty ");
                    self.destination.write_quoted_name(out);
                    out.push(" exists, and a ");
                    self.source.write_quoted_name(out);
                    out.push(" may hold ");
                    from.element.write_quoted_name(out);
                    out.push("s.\nhelp: no assumption makes this hold: there is nothing to transmute into");
                }
                _ => {
                    self.destination.write_quoted_name(out);
                    out.push(" has no values (it is uninhabited), and ");
                    self.source.write_quoted_name(out);
                    out.push(" has some.\nhelp: no assumption makes this hold: there is nothing to transmute into");
                }
            },
            Reason::Invariants => {
                self.destination.write_quoted_name(out);
                out.push(" may carry safety invariants: ");
                write_invariants(self.destination, out);
                out.push(".");
                write_invariants_help(self.destination, self.checked, out);
            }
            Reason::Pointer(mismatch) => self.write_pointer_mismatch(mismatch, picture, out),
            Reason::Reference(mismatch) => {
                if let (Some(source), Some(destination)) = (mismatch.source, mismatch.destination) {
                    write_pointer_problem(mismatch, source, destination, out);
                }
                self.write_picture(picture, true, out);
            }
            Reason::Utf8 => {
                out.push("bytes need not be UTF-8.\nhelp: check them at run time (`transmutable::try_ref_from_bytes`, `core::str::from_utf8`)");
            }
            Reason::InteriorMutability => {
                self.destination.write_quoted_name(out);
                out.push(" has bytes inside an `UnsafeCell`, which shared bytes are not: behind shared references, a byte may neither gain nor lose interior mutability");
            }
            Reason::ZeroSizedElements => {
                self.destination.write_quoted_name(out);
                out.push(" ends in a slice of zero-sized elements: a number of bytes does not tell how many there are");
            }
            Reason::ZeroSizedSourceElements => {
                out.push("the elements of ");
                self.source.write_quoted_name(out);
                out.push(" are zero-sized and those of ");
                self.destination.write_quoted_name(out);
                out.push(" are not: any number of them takes no bytes, and no bytes are no elements, so every element would be lost");
            }
            Reason::SourceInvariants => {
                self.source.write_quoted_name(out);
                out.push(" may carry safety invariants: ");
                write_invariants(self.source, out);
                out.push(", and pointers it holds under them would become usable in ");
                self.destination.write_quoted_name(out);
                out.push(" (a private pointer may be freed, or lent out only under its owner's rules).");
                // Whether a pointer is free to use is no property of the
                // source's type: declaring the type free of invariants
                // would say it of every value, including those whose
                // pointers are lent. Only the caller knows it of one value.
                out.push(if self.checked {
                    // No `try_` function takes assumptions.
                    "\nhelp: a check at run time reads bytes, not whether a pointer is free to use; if this value's \
                     pointers are live and free to use, `transmute_assuming` with `Assume::SAFETY` (unsafe) says so"
                } else {
                    "\nhelp: if the source's pointers are live and free to use, assume `Assume::SAFETY` (unsafe)"
                });
            }
            Reason::UnstableLayout => {
                // The side that is not the bytes.
                let typed = if self.destination.has_unstable_layout() { self.destination } else { self.source };
                write_unstable_place(typed, out);
                out.push(
                    " has the default representation, or holds a type that has it (a struct or union without \
                     `#[repr(C)]`, a tuple): the compiler may order its fields otherwise in another version, so bytes \
                     written by one build could be read wrongly by another.\nhelp: add `#[repr(C)]` (or \
                     `transparent`, or an integer `repr`); if the bytes never leave one build, accept it with \
                     `#[transmutable(accept_unstable_layout)]`",
                );
            }
            Reason::TrailingPadding => {
                // The side that is not the bytes, which have no padding: as
                // bytes (`as_bytes`) the type is the source.
                let typed = if ends_in_padding(self.destination) { self.destination } else { self.source };
                typed.write_quoted_name(out);
                out.push(" may end in padding after its last element, which is not initialized bytes");
            }
            Reason::ElementSize => {
                out.push("the size of the destination's elements does not divide the size of the source's: a slice's end could fall inside an element.\nhelp: `transmutable::try_cast_slice` checks the length and alignment at run time");
            }
            Reason::Lifetimes => {
                self.destination.write_quoted_name(out);
                out.push(LIFETIMES_UNPROVEN);
            }
            Reason::TooComplex(limit) => {
                out.push("transmutable could not decide it: ");
                limit.write(out);
                out.push(".\nnote: this is a limit of the analysis, not a proof that the transmutation is unsound");
            }
        }
    }

    /// Writes `` `T` ``, `` `&T` `` or `` `&mut T` `` as the answer's form says.
    #[inline]
    const fn write_subject(&self, description: &Description, out: &mut Text) {
        out.push("`");
        out.push(match self.form {
            Form::Value => "",
            Form::Shared => "&",
            Form::Unique => "&mut ",
        });
        description.write_name(out);
        out.push("`");
    }

    /// Writes the lines of the compact picture, if `picture` and the
    /// answer has one (see [`write_compact`](crate::picture::strip::write_compact)),
    /// after a full stop if `stop`.
    #[inline]
    const fn write_picture(&self, picture: bool, stop: bool, out: &mut Text) {
        if picture && crate::picture::strip::has_compact(self.source, self.destination, &self.verdict) {
            if stop {
                out.push(".");
            }
            crate::picture::strip::write_compact(self.source, self.destination, &self.verdict, out);
        }
    }

    #[inline]
    const fn write_pointer_mismatch(&self, mismatch: &PointerMismatch, picture: bool, out: &mut Text) {
        let unique = matches!(self.form, Form::Unique);
        // Found writing back, the mismatch's source is the answer's
        // destination, written into the answer's source.
        let (from, to) = if mismatch.written_back {
            out.push(if unique { "through `&mut`, a value of " } else { "through its `UnsafeCell`s, a value of " });
            self.destination.write_quoted_name(out);
            out.push(" written back would not always be a valid ");
            self.source.write_quoted_name(out);
            out.push(": ");
            (self.destination, self.source)
        } else {
            (self.source, self.destination)
        };
        out.push("at byte ");
        out.push_usize(mismatch.offset);
        out.push(", ");
        match (mismatch.problem, mismatch.source, mismatch.destination) {
            (PointerProblem::PointerToInteger, Some(source), _) => {
                write_place(from, &mismatch.source_path, out);
                out.push(" is a pointer (`");
                source.write_name(out);
                out.push("`), but ");
                write_place(to, &mismatch.destination_path, out);
                out.push(" holds plain bytes there: a pointer is an address with provenance, not an integer.");
                self.write_picture(picture, false, out);
                if !mismatch.written_back {
                    out.push("\nhelp: convert the pointer explicitly (`.addr()`, `as usize`), or assume `Assume::VALIDITY` (unsafe)");
                }
            }
            (PointerProblem::IntegerToPointer, _, Some(destination)) => {
                write_place(to, &mismatch.destination_path, out);
                out.push(" is a pointer (`");
                destination.write_name(out);
                out.push("`), but ");
                write_place(from, &mismatch.source_path, out);
                out.push(" holds no pointer there: integer bytes have no provenance to point with");
                self.write_picture(picture, true, out);
            }
            (PointerProblem::NoAlternative, _, _) => {
                write_place(from, &mismatch.source_path, out);
                out.push(" is a pointer, and no alternative of ");
                write_place(to, &mismatch.destination_path, out);
                out.push(" holds a pointer it may become there");
                self.write_picture(picture, true, out);
            }
            (PointerProblem::Split, _, _) => {
                out.push("the pointers ");
                write_place(from, &mismatch.source_path, out);
                out.push(" and ");
                write_place(to, &mismatch.destination_path, out);
                out.push(" do not line up, or differ in size");
                self.write_picture(picture, true, out);
            }
            (_, Some(source), Some(destination)) => {
                out.push("the pointer ");
                write_place(from, &mismatch.source_path, out);
                out.push(if mismatch.written_back { " written back cannot become " } else { " cannot become " });
                write_place(to, &mismatch.destination_path, out);
                out.push(": ");
                write_pointer_problem(mismatch, source, destination, out);
                self.write_picture(picture, true, out);
            }
            _ => {
                out.push("a pointer cannot become what is there");
                self.write_picture(picture, true, out);
            }
        }
        if mismatch.written_back {
            out.push(if unique {
                "\nhelp: a `&mut` lets every value of its type be written back; take a shared view (`&`), or a copy (`read_from_bytes`, `transmute`), instead"
            } else {
                "\nhelp: a cell may be set to any value of its type; keep cells of the same type on both sides"
            });
        }
    }

    #[inline]
    const fn write_assumptions(&self, out: &mut Text) {
        let assumed = self.assume;
        if assumed.alignment || assumed.lifetimes || assumed.safety || assumed.validity {
            out.push(" assuming ");
            assumed.write(out);
        }
    }
}

/// Why a destination holding references is refused: no bound proved its
/// lifetimes.
const LIFETIMES_UNPROVEN: &str =
    " holds references, and no `Lifetime` bound proves that the transmutation extends none: \
     the `_assuming` functions have none, and under `Assume::VALIDITY` a reference may be made of a raw pointer.\n\
     help: `transmutable::transmute` and its relatives prove lifetimes by their bounds; otherwise make sure no lifetime \
     grows and assume `Assume::LIFETIMES` (unsafe)";

/// Writes why pointer `source` cannot become pointer `destination`.
#[inline]
const fn write_pointer_problem(mismatch: &PointerMismatch, source: Pointer, destination: Pointer, out: &mut Text) {
    let (from, to) = (source.referent.get(), destination.referent.get());
    match mismatch.problem {
        PointerProblem::GainsMutability => out.push("a shared reference never becomes a mutable one"),
        PointerProblem::Reborrow => out.push(
            "a `&mut` reached through a borrow lends a `&` only for that borrow, and a `&` held inside a value \
             could be copied out and outlive it",
        ),
        PointerProblem::Ownership => out.push("a borrowed referent cannot become an owned `Box`"),
        PointerProblem::LendsBox => out.push(
            "a `Box` inside a borrowed referent lives only as long as the borrow, and a reference to what it owns \
             could outlive it",
        ),
        PointerProblem::MayBeNull => {
            out.push("`");
            source.write_name(out);
            out.push("` may be null, and `");
            destination.write_name(out);
            out.push("` may not.\nhelp: if the pointer is never null, assume `Assume::VALIDITY` (unsafe)");
        }
        PointerProblem::Unverified => {
            out.push("`");
            source.write_name(out);
            out.push("` promises nothing about what it points to, and `");
            destination.write_name(out);
            out.push(
                "` promises a live, aligned, valid referent.\nhelp: if it is one, assume `Assume::VALIDITY` (unsafe)",
            );
        }
        PointerProblem::Signature => {
            out.push("transmutable cannot compare function signatures.\nhelp: if the signatures are the same, assume `Assume::SAFETY` (unsafe)");
        }
        PointerProblem::Grows => {
            to.write_quoted_name(out);
            out.push(" (");
            write_bytes(to.size, out);
            out.push(") is larger than ");
            from.write_quoted_name(out);
            out.push(" (");
            write_bytes(from.size, out);
            out.push("): the reference would reach past its referent");
        }
        PointerProblem::Alignment => {
            to.write_quoted_name(out);
            out.push(" needs an alignment of ");
            out.push_usize(to.align);
            out.push(", but ");
            from.write_quoted_name(out);
            out.push(" is only aligned to ");
            out.push_usize(from.align);
            out.push(
                ".\nhelp: if the referent is aligned enough, assume `Assume::ALIGNMENT` (unsafe), or read it by value",
            );
        }
        PointerProblem::BoxLayout => {
            out.push("the `Box` would be freed with the size and alignment of ");
            to.write_quoted_name(out);
            out.push(", not those of ");
            from.write_quoted_name(out);
            out.push(" it was allocated with");
        }
        PointerProblem::Lifetimes => {
            to.write_quoted_name(out);
            out.push(LIFETIMES_UNPROVEN);
        }
        PointerProblem::Referent => {
            from.write_quoted_name(out);
            out.push(" cannot be transmuted into ");
            to.write_quoted_name(out);
            if let Some(inner) = &mismatch.referent {
                out.push(": ");
                write_mismatch(from, to, inner, out);
            }
        }
        PointerProblem::ReferentInvariants => {
            to.write_quoted_name(out);
            out.push(" may carry safety invariants: ");
            write_invariants(to, out);
        }
        PointerProblem::SourceInvariants => {
            from.write_quoted_name(out);
            out.push(" may carry safety invariants: ");
            write_invariants(from, out);
            out.push(", and pointers it holds under them would become usable in ");
            to.write_quoted_name(out);
            out.push(
                " (a private pointer may be freed, or lent out only under its owner's rules).\nhelp: if they are \
                 live and free to use, assume `Assume::SAFETY` (unsafe)",
            );
        }
        PointerProblem::WriteBack => {
            out.push(if matches!(destination.kind, crate::description::PointerKind::Unique) {
                "through `&mut`, a "
            } else {
                "through its `UnsafeCell`s, a "
            });
            to.write_quoted_name(out);
            out.push(" written back would not always be a valid ");
            from.write_quoted_name(out);
            if let Some(inner) = &mismatch.referent {
                out.push(": ");
                write_mismatch(to, from, inner, out);
            }
        }
        PointerProblem::WriteBackInvariants => {
            out.push(if matches!(destination.kind, crate::description::PointerKind::Unique) {
                "through `&mut`, a value written back would have to uphold the invariants of "
            } else {
                "through its `UnsafeCell`s, a value written back would have to uphold the invariants of "
            });
            from.write_quoted_name(out);
            if from.invariants.is_none() {
                // The invariants are those of a value that holds this one.
                out.push(" and of the value that holds it, whose fields are private");
            } else {
                out.push(": ");
                write_invariants(from, out);
            }
        }
        PointerProblem::InteriorMutability => match &mismatch.referent {
            // One side's cells are those of a `MaybeUninit` of a type with
            // cells: where they lie, and whether they are atomics, is not
            // known.
            Some(inner) if inner.accepted.is_subset_of(ByteSet::UNINIT) && !inner.accepted.is_empty() => {
                out.push("behind shared references, the cells of a `MaybeUninit` of a type with cells agree with no other: which of its bytes are cells, and whether they are atomics, depends on its value; at byte ");
                out.push_usize(inner.offset);
                out.push(", ");
                write_place(from, &inner.source_path, out);
                out.push(" or ");
                write_place(to, &inner.destination_path, out);
                out.push(" is in one");
            }
            // Both bytes are inside `UnsafeCell`s, and one is an atomic that
            // the other is not.
            Some(inner) if !inner.accepted.is_empty() => {
                out.push("behind shared references, an atomic stays the same atomic, which other threads may use whole and atomically, and at byte ");
                out.push_usize(inner.offset);
                out.push(", ");
                write_place(from, &inner.source_path, out);
                out.push(" and ");
                write_place(to, &inner.destination_path, out);
                out.push(" are not the same atomic");
            }
            referent => {
                out.push("behind shared references, a byte may neither gain nor lose an `UnsafeCell`");
                if let Some(inner) = referent {
                    out.push(", and at byte ");
                    out.push_usize(inner.offset);
                    out.push(", ");
                    write_place(from, &inner.source_path, out);
                    out.push(if inner.values.is_empty() { " is not inside one but " } else { " is inside one but " });
                    write_place(to, &inner.destination_path, out);
                    out.push(if inner.values.is_empty() { " is" } else { " is not" });
                }
            }
        },
        PointerProblem::Elements => {
            out.push("the pointer carries a number of elements, and ");
            from.write_quoted_name(out);
            out.push(" and ");
            to.write_quoted_name(out);
            out.push(" do not have elements (and sized parts) of the same size.\nhelp: convert the slice with `transmutable::cast_slice` or `transmutable::try_cast_slice`, which count its elements again");
        }
        PointerProblem::Utf8 => {
            out.push("bytes need not be UTF-8.\nhelp: check them with `core::str::from_utf8`, or assume `Assume::VALIDITY` (unsafe)");
        }
        PointerProblem::PointerToInteger
        | PointerProblem::IntegerToPointer
        | PointerProblem::Split
        | PointerProblem::NoAlternative => out.push("the pointers do not match"),
    }
}

/// Writes "at byte n, `T.a` may hold ..., but `U.b` accepts only ... there",
/// or, where a bit field of `U` refuses what the byte may hold, "byte n
/// (`U.b.field`, bits 4..8) may hold ... from `T.a`, but only ... is valid
/// there".
#[inline]
const fn write_mismatch(
    source: &'static Description,
    destination: &'static Description,
    mismatch: &Mismatch,
    out: &mut Text,
) {
    let values = mismatch.values;
    if !mismatch.alternatives && !mismatch.source_path.ends_in_padding() {
        if let Some(refused) = crate::description::bits::refused_field(destination, mismatch.offset, values) {
            mismatch.context.write(out);
            write_bit_field(destination, mismatch.offset, &mismatch.destination_path, &refused, out);
            out.push(" may hold ");
            refused.values.write(out);
            out.push(" from ");
            write_place(source, &mismatch.source_path, out);
            write_bit_field_accepts(&refused, out);
            return;
        }
    }
    out.push("at byte ");
    out.push_usize(mismatch.offset);
    out.push(", ");
    mismatch.context.write(out);
    let only_uninit = values.contains_uninit() && values.initialized().is_empty();
    if mismatch.source_path.ends_in_padding() {
        // `` `T` (padding after `a`, before `b`) ``
        out.push("`");
        source.write_name(out);
        mismatch.source_path.write_fields(out);
        out.push("` (padding");
        crate::picture::write_padding_neighbours(source, &mismatch.source_path, mismatch.offset, out);
        out.push(")");
    } else {
        write_place(source, &mismatch.source_path, out);
    }
    out.push(" ");
    if only_uninit && mismatch.source_path.ends_in_padding() {
        // The place already says "(padding)".
        out.push("is uninitialized");
    } else if only_uninit {
        out.push("may be uninitialized");
    } else {
        out.push("may hold ");
        write_values(values, out);
    }
    out.push(", but ");
    if mismatch.alternatives {
        out.push("no alternative of ");
        write_place(destination, &mismatch.destination_path, out);
        out.push(" accepts them there (together they ");
        write_accepted(mismatch.accepted, true, out);
        out.push(")");
    } else {
        write_place(destination, &mismatch.destination_path, out);
        out.push(" ");
        write_accepted(mismatch.accepted, false, out);
        out.push(" there");
    }
}

/// Writes where a bit field of `description` lies, the byte at `offset`
/// that `path` leads to: `` byte 0 (`Header.version`, bits 4..8) ``. The
/// path ends at the byte, named after the fields it holds: it names the
/// field refused instead.
pub(crate) const fn write_bit_field(
    description: &Description,
    offset: usize,
    path: &Path,
    refused: &crate::description::bits::FieldRefusal,
    out: &mut Text,
) {
    let mut fields = Text::new();
    path.write_fields(&mut fields);
    let fields = fields.as_str();
    let (len, name) = (fields.len(), refused.piece_name.len());
    let (tail_start, tail_end) = (len.saturating_sub(name + 1), len.saturating_sub(name));
    let named = len > name
        && crate::path::str_equal(crate::text::substring(fields, tail_end, len), refused.piece_name)
        && crate::path::str_equal(crate::text::substring(fields, tail_start, tail_end), ".");
    out.push("byte ");
    out.push_usize(offset);
    out.push(" (`");
    description.write_name(out);
    out.push(if named { crate::text::substring(fields, 0, tail_start) } else { fields });
    out.push(".");
    out.push(refused.field.name());
    out.push("`, ");
    let bits = &refused.bits;
    if bits.end - bits.start == 1 {
        out.push("bit ");
        out.push_usize(bits.start);
    } else {
        out.push("bits ");
        out.push_usize(bits.start);
        out.push("..");
        out.push_usize(bits.end);
    }
    out.push(")");
}

/// Writes ", but only 4 is valid there", or "only 1, 3, 6 are".
pub(crate) const fn write_bit_field_accepts(refused: &crate::description::bits::FieldRefusal, out: &mut Text) {
    let accepted = refused.accepted;
    let range = match accepted.next_range(0) {
        Some((low, high)) => accepted.is_subset_of(ByteSet::range(low, high)),
        None => false,
    };
    out.push(", but only ");
    accepted.write(out);
    out.push(if range { " is valid there" } else { " are valid there" });
}

/// Writes, when byte `offset` of `description` lies in one integer wider
/// than a byte (a wide enum tag, a `char`, a `NonZero`), what the whole
/// integer accepts: a byte-by-byte account of it is hard to read.
#[inline]
const fn write_integer_note(description: &'static Description, offset: usize, out: &mut Text) {
    if let Some((start, integers)) = crate::integers::Integers::at(&description.bytes, offset) {
        out.push(".\nnote: bytes ");
        out.push_usize(start);
        out.push("..");
        out.push_usize(start + integers.width);
        out.push(" of ");
        description.write_quoted_name(out);
        out.push(" are one integer, which accepts only ");
        integers.write(out);
    }
}

/// Writes `` `Type.field.path` `` (and ` (padding)` outside the quotes).
#[inline]
const fn write_place(description: &Description, path: &Path, out: &mut Text) {
    out.push("`");
    description.write_name(out);
    path.write_fields(out);
    out.push("`");
    path.write_notes(out);
}

/// Writes "1 byte", "4 bytes".
#[inline]
const fn write_bytes(count: usize, out: &mut Text) {
    out.push_usize(count);
    out.push(if count == 1 { " byte" } else { " bytes" });
}

#[inline]
const fn write_values(values: ByteSet, out: &mut Text) {
    if values.contains_uninit() {
        values.initialized().write(out);
        out.push(" or be uninitialized");
    } else {
        values.write(out);
    }
}

/// Writes what a destination accepts: "accepts only 0..=1"; `plural` for
/// "they accept".
#[inline]
const fn write_accepted(accepted: ByteSet, plural: bool, out: &mut Text) {
    if accepted.is_empty() {
        out.push(if plural { "accept nothing" } else { "accepts nothing" });
    } else if ByteSet::ANYTHING.is_subset_of(accepted) {
        out.push(if plural { "accept anything" } else { "accepts anything" });
    } else if accepted.contains_uninit() {
        out.push(if plural { "accept only " } else { "accepts only " });
        accepted.initialized().write(out);
        out.push(" or an uninitialized byte");
    } else if ByteSet::INITIALIZED.is_subset_of(accepted) {
        out.push(if plural { "require an initialized byte" } else { "requires an initialized byte" });
    } else {
        out.push(if plural { "accept only " } else { "accepts only " });
        accepted.write(out);
    }
}

/// Writes `` `Outer.middle.inner`, of type `Inner`, `` when the layout of
/// the struct `description` may change through a field: the path down to
/// the type whose own layout may, which the sentence then speaks of; or
/// `` `Outer` `` alone.
#[inline]
const fn write_unstable_place(description: &Description, out: &mut Text) {
    out.push("`");
    description.write_name(out);
    let mut current = description;
    let mut depth = 0;
    // Descriptions are finite trees; the bound only guards the text length.
    while depth < crate::limits::MAX_DEPTH {
        match current.unstable_field {
            Some((field, of)) => {
                out.push(".");
                out.push(field);
                current = of;
            }
            None => break,
        }
        depth += 1;
    }
    out.push("`");
    if depth > 0 {
        out.push(", of type ");
        current.write_quoted_name(out);
        out.push(",");
    }
}

/// Writes why `description` may carry invariants, following fields down to
/// the type that has them.
/// The help for a destination that may carry safety invariants: what the
/// type that has them (the end of [`write_invariants`]' chain, not the
/// destination when the invariants are a field's) can declare, if its
/// values need none, and what the caller can do otherwise: assume
/// `Assume::SAFETY`, which no `try_` function (`checked`) takes.
#[inline]
const fn write_invariants_help(description: &Description, checked: bool, out: &mut Text) {
    let (owner, private) = match own_invariants(description) {
        Invariants::PrivateField { owner, .. } => (owner, true),
        Invariants::NonExhaustive { owner } => (owner, false),
        Invariants::None | Invariants::InField { .. } => return,
    };
    out.push("\nhelp: ");
    if private {
        // Only where every valid value is a safe one: a type whose private
        // fields keep an invariant must not be declared free of them.
        out.push("if every valid `");
        out.push(owner);
        out.push(
            "` is a safe one, make its fields `pub` or mark it `#[transmutable(unsafe(no_invariants))]`, \
                  which its author promises; otherwise ",
        );
    } else {
        out.push("`#[non_exhaustive]` keeps values of `");
        out.push(owner);
        out.push("` to its own crate; ");
    }
    if checked {
        out.push("read the bytes into a type without invariants and build the `");
        out.push(owner);
        out.push("` through its own functions (a `try_` function takes no assumptions)");
    } else {
        out.push("uphold the invariants of `");
        out.push(owner);
        out.push("` yourself and assume `Assume::SAFETY` (unsafe)");
    }
}

/// The invariants at the end of `description`'s chain of fields: those of
/// the type that has them itself.
#[inline]
pub(crate) const fn own_invariants(description: &Description) -> Invariants {
    let mut current = description;
    let mut depth = 0;
    // Descriptions are finite trees; the bound only guards the loop.
    while depth < crate::limits::MAX_DEPTH {
        match current.invariants {
            Invariants::InField { of, .. } => current = of,
            own => return own,
        }
        depth += 1;
    }
    current.invariants
}

#[inline]
const fn write_invariants(description: &Description, out: &mut Text) {
    let mut current = description;
    let mut depth = 0;
    // Descriptions are finite trees; the bound only guards the text length.
    while depth < crate::limits::MAX_DEPTH {
        match current.invariants {
            Invariants::None => return,
            Invariants::PrivateField { owner, field } => {
                out.push("field `");
                out.push(field);
                out.push("` of `");
                out.push(owner);
                out.push("` is private");
                return;
            }
            Invariants::NonExhaustive { owner } => {
                out.push("`");
                out.push(owner);
                out.push("` is `#[non_exhaustive]`");
                return;
            }
            Invariants::InField { field, of } => {
                out.push("its field `");
                out.push(field);
                out.push("` has type ");
                of.write_quoted_name(out);
                out.push(", and ");
                current = of;
            }
        }
        depth += 1;
    }
}

/// The explanation, as a compile error prints it: a refusal of what a
/// byte holds shows both types' parts around it, in a few narrow lines.
/// The alternate form (`{:#}`) of a refusal at a byte draws them wider,
/// with box lines, after the explanation (see [`layout`](crate::layout)).
impl fmt::Display for Answer {
    #[inline]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut text = Text::new();
        self.write_explanation(!f.alternate(), &mut text);
        f.write_str(text.as_str())?;
        if f.alternate() {
            crate::picture::strip::write_refusal(self.source, self.destination, &self.verdict, f)?;
        }
        Ok(())
    }
}

impl fmt::Debug for Answer {
    #[inline]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Answer")
            .field("source", &format_args!("{}", self.source))
            .field("destination", &format_args!("{}", self.destination))
            .field("assume", &self.assume)
            .field("verdict", &self.verdict)
            .finish()
    }
}

/// Whether a value of `description`, which ends in a slice, may end in
/// padding after its last element (what `Reason::TrailingPadding` says).
const fn ends_in_padding(description: &Description) -> bool {
    match description.tail {
        Some(tail) => description.size % description.align != 0 || tail.element.size % description.align != 0,
        None => false,
    }
}
