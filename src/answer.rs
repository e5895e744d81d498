//! Answers: the verdict on a pair of types, and why.
//!
//! An [`Answer`] is data. Its `Display` is the explanation that a failing
//! compile-time check prints, written by the same const code, so the message
//! a test reads at run time is the message a user reads in the compiler's
//! output.

use core::fmt;

use crate::assume::Assume;
use crate::byte_set::ByteSet;
use crate::description::{Description, Invariants, Layout};
use crate::limits::Limit;
use crate::path::Path;
use crate::text::Text;

/// Whether `Src` may be transmuted into `Dst` under some assumptions, and if
/// not, why.
///
/// ```
/// use goggles::{Assume, Reason};
///
/// let answer = goggles::decide::<u8, bool>(Assume::NOTHING);
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
    pub(crate) assume: Assume,
    pub(crate) verdict: Result<(), Reason>,
}

/// Why a transmutation does not hold.
#[derive(Clone, Copy, Debug)]
#[non_exhaustive]
pub enum Reason {
    /// Some value of the source is not a valid value of the destination.
    NotValid(Mismatch),
    /// The destination is larger than the source, and some of its bytes past
    /// the source's end must be initialized.
    TooLarge(Mismatch),
    /// Even assuming validity: no value of the source is a valid value of the
    /// destination.
    NoCommonValue(Mismatch),
    /// The destination has no values at all, and the source has some.
    DestinationUninhabited,
    /// The destination may carry safety invariants, and `Assume::SAFETY` was
    /// not given.
    Invariants,
    /// The check needed more than one of the analysis's capacities (see
    /// [`limits`](crate::limits)). This is a limit of goggles, not a proof
    /// that the transmutation is unsound.
    TooComplex(Limit),
}

/// Where the bytes of the two types disagree.
#[derive(Clone, Copy, Debug)]
pub struct Mismatch {
    pub(crate) offset: usize,
    pub(crate) values: ByteSet,
    pub(crate) accepted: ByteSet,
    pub(crate) source_path: Path,
    pub(crate) destination_path: Path,
    pub(crate) alternatives: bool,
}

impl Mismatch {
    /// The byte offset, from the start of both types.
    pub const fn offset(&self) -> usize {
        self.offset
    }

    /// The values the source may hold there that the destination rejects
    /// (with assumed validity: all values the source may hold there).
    pub const fn values(&self) -> ByteSet {
        self.values
    }

    /// The values the destination accepts there.
    pub const fn accepted(&self) -> ByteSet {
        self.accepted
    }

    /// The field of the source at that byte.
    pub const fn source_path(&self) -> &Path {
        &self.source_path
    }

    /// The field of the destination at that byte (for a choice that no
    /// alternative settles: the choice itself).
    pub const fn destination_path(&self) -> &Path {
        &self.destination_path
    }
}

impl Answer {
    /// The answer for `Src -> Dst` under `assume`.
    pub(crate) const fn of<Src: Layout, Dst: Layout>(assume: Assume) -> Answer {
        Answer {
            source: Src::DESCRIPTION,
            destination: Dst::DESCRIPTION,
            assume,
            verdict: crate::query::decide(Src::DESCRIPTION, Dst::DESCRIPTION, assume),
        }
    }

    /// The answer for two descriptions, however they were built.
    pub(crate) const fn of_descriptions(source: &'static Description, destination: &'static Description, assume: Assume) -> Answer {
        Answer { source, destination, assume, verdict: crate::query::decide(source, destination, assume) }
    }

    /// Whether the transmutation holds.
    pub const fn is_transmutable(&self) -> bool {
        self.verdict.is_ok()
    }

    /// Why it does not hold; `None` if it does.
    pub const fn reason(&self) -> Option<&Reason> {
        match &self.verdict {
            Ok(()) => None,
            Err(reason) => Some(reason),
        }
    }

    /// The description of the source type.
    pub const fn source(&self) -> &'static Description {
        self.source
    }

    /// The description of the destination type.
    pub const fn destination(&self) -> &'static Description {
        self.destination
    }

    /// Writes the explanation.
    pub(crate) const fn write(&self, out: &mut Text) {
        self.source.write_quoted_name(out);
        let reason = match &self.verdict {
            Ok(()) => {
                out.push(" can be transmuted into ");
                self.destination.write_quoted_name(out);
                self.write_assumptions(out);
                return;
            }
            Err(reason) => reason,
        };
        out.push(" cannot be transmuted into ");
        self.destination.write_quoted_name(out);
        self.write_assumptions(out);
        out.push(": ");
        match reason {
            Reason::NotValid(mismatch) => {
                self.write_mismatch(mismatch, out);
                out.push(".\nhelp: check the value at run time instead, or, if every value you pass is valid, assume `Assume::VALIDITY` (unsafe)");
            }
            Reason::TooLarge(mismatch) => {
                self.destination.write_quoted_name(out);
                out.push(" (");
                out.push_usize(self.destination.size);
                out.push(" bytes) is larger than ");
                self.source.write_quoted_name(out);
                out.push(" (");
                out.push_usize(self.source.size);
                out.push(if self.source.size == 1 { " byte)" } else { " bytes)" });
                out.push(": at byte ");
                out.push_usize(mismatch.offset);
                out.push(", past the end of ");
                self.source.write_quoted_name(out);
                out.push(", ");
                write_place(self.destination, &mismatch.destination_path, out);
                out.push(" ");
                write_accepted(mismatch.accepted, out);
                out.push(".\nhelp: a destination may be larger only by trailing padding; transmute into a smaller type, or into `MaybeUninit`");
            }
            Reason::NoCommonValue(mismatch) => {
                out.push("no value of the one is a value of the other: at byte ");
                out.push_usize(mismatch.offset);
                out.push(", ");
                write_place(self.source, &mismatch.source_path, out);
                out.push(" always holds ");
                write_values(mismatch.values, out);
                out.push(", but ");
                write_place(self.destination, &mismatch.destination_path, out);
                out.push(" ");
                write_accepted(mismatch.accepted, out);
                out.push(" there");
            }
            Reason::DestinationUninhabited => {
                self.destination.write_quoted_name(out);
                out.push(" has no values (it is uninhabited), and ");
                self.source.write_quoted_name(out);
                out.push(" has some");
            }
            Reason::Invariants => {
                self.destination.write_quoted_name(out);
                out.push(" may carry safety invariants: ");
                write_invariants(self.destination, out);
                out.push(".\nhelp: if any valid value is a safe one, make the fields `pub` or mark the type `#[goggles(no_invariants)]`; otherwise uphold the invariants yourself and assume `Assume::SAFETY` (unsafe)");
            }
            Reason::TooComplex(limit) => {
                out.push("goggles could not decide it, as ");
                limit.write(out);
                out.push(" would be exceeded. This is a limit of the analysis, not a proof that the transmutation is unsound");
            }
        }
    }

    const fn write_assumptions(&self, out: &mut Text) {
        let assumed = self.assume;
        if assumed.alignment || assumed.lifetimes || assumed.safety || assumed.validity {
            out.push(" assuming ");
            assumed.write(out);
        }
    }

    const fn write_mismatch(&self, mismatch: &Mismatch, out: &mut Text) {
        out.push("at byte ");
        out.push_usize(mismatch.offset);
        out.push(", ");
        write_place(self.source, &mismatch.source_path, out);
        out.push(" ");
        let values = mismatch.values;
        let only_uninit = values.contains_uninit() && values.initialized().is_empty();
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
            write_place(self.destination, &mismatch.destination_path, out);
            out.push(" accepts them there (together they ");
            write_accepted(mismatch.accepted, out);
            out.push(")");
        } else {
            write_place(self.destination, &mismatch.destination_path, out);
            out.push(" ");
            write_accepted(mismatch.accepted, out);
            out.push(" there");
        }
    }
}

/// Writes `` `Type.field.path` `` (and ` (padding)` outside the quotes).
const fn write_place(description: &Description, path: &Path, out: &mut Text) {
    out.push("`");
    description.write_name(out);
    path.write_fields(out);
    out.push("`");
    path.write_notes(out);
}

const fn write_values(values: ByteSet, out: &mut Text) {
    if values.contains_uninit() {
        values.initialized().write(out);
        out.push(" or be uninitialized");
    } else {
        values.write(out);
    }
}

const fn write_accepted(accepted: ByteSet, out: &mut Text) {
    if accepted.is_empty() {
        out.push("accepts nothing");
    } else if accepted.contains_uninit() {
        out.push("accepts anything");
    } else if ByteSet::INITIALIZED.is_subset_of(accepted) {
        out.push("requires an initialized byte");
    } else {
        out.push("accepts only ");
        accepted.write(out);
    }
}

/// Writes why `description` may carry invariants, following fields down to
/// the type that has them.
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
                out.push("` is a ");
                of.write_quoted_name(out);
                out.push(", where ");
                current = of;
            }
        }
        depth += 1;
    }
}

impl fmt::Display for Answer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut text = Text::new();
        self.write(&mut text);
        f.write_str(text.as_str())
    }
}

impl fmt::Debug for Answer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Answer")
            .field("source", &format_args!("{}", self.source))
            .field("destination", &format_args!("{}", self.destination))
            .field("assume", &self.assume)
            .field("verdict", &self.verdict)
            .finish()
    }
}
