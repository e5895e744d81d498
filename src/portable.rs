//! Portable verdicts: does a transmutation hold on every target?
//!
//! [`crate::decide`] answers for the target being compiled for: transmutable
//! reads offsets from the compiler, which knows that target only. A library
//! tested on x86_64 learns that `usize -> u64`, or a `#[repr(C)]` struct
//! with a `u64` after a `u32`, does not transmute the same way on i686 only
//! when a user builds there. The functions here answer for every target of
//! [`Target::ALL`] at once, from descriptions computed for each target's
//! [`DataModel`] by the language's layout rules: a verdict is "yes" when the
//! native check would say "yes" on each of them.
//!
//! ```
//! use transmutable::portable::{self, Target, Targets};
//! use transmutable::{Assume, Layout};
//!
//! #[derive(Layout)]
//! #[repr(C)]
//! #[transmutable(portable)]
//! pub struct Record {
//!     pub kind: u32,
//!     pub stamp: u64,
//! }
//!
//! // On x86_64 `stamp` is at byte 8 with four bytes of padding before it;
//! // on i686 `u64` is aligned to 4, so it is at byte 4, and there is none.
//! let answer = portable::decide::<Record, [u8; 12]>(Assume::NOTHING);
//! assert!(!answer.is_transmutable());
//! assert!(answer.failing().contains(Target::X86_64)); // padding at byte 4
//! assert!(!answer.failing().contains(Target::I686));
//!
//! // `[u32; 2] -> u64` holds everywhere; `usize -> u64` only where pointers are 8 bytes.
//! assert!(portable::is_transmutable::<[u32; 2], u64>(Assume::NOTHING));
//! assert!(!portable::is_transmutable::<usize, u64>(Assume::NOTHING));
//! assert!(portable::is_transmutable_on::<usize, u64>(Targets::SIXTY_FOUR_BIT, Assume::NOTHING));
//! ```
//!
//! A derived type takes part with `#[transmutable(portable)]` beside its derive,
//! which computes its layout on every target (a build that never asks pays
//! nothing for it). Types of the default representation have no portable
//! layout: the compiler orders their fields as it likes, target by target. The answer
//! names the type and the field that hold one. So does it for `Layout` impls
//! written by hand, which describe the target they are compiled for.
//!
//! A portable verdict speaks only of what is known on each target. The
//! derive sees a type's fields and discriminants as the compiler resolved
//! them for the target being compiled for, so a type whose derive reads an
//! input that may mean another thing elsewhere (a discriminant or array
//! length written as an expression, a field under `#[cfg]`, an associated
//! type, `c_long`, an alias) has no portable layout, and the answer says
//! which field and why. What no derive can see (a `cfg_attr`, a `#[cfg]`
//! false on the host, two definitions of one name under `#[cfg]`, the types
//! named at the check site, which are the host's) is listed in
//! `KNOWN_DIFFERENCES.md`.
//!
//! Byte order counts: an enum's tag, a `char`, a `NonZeroU16` lie in other
//! bytes on big-endian targets (s390x, powerpc64). A transmutation from
//! bytes that checks a tag holds portably only if it holds in both orders;
//! fields read from wire data in a fixed order are portable as
//! [`byteorder`](crate::byteorder) types.

use core::fmt;

use crate::answer::Answer;
use crate::assume::Assume;
use crate::description::{Description, Portability, TARGETS};
use crate::layout::Layout;
use crate::lifetime::Lifetime;
use crate::query::Lifetimes;
use crate::text::Text;

pub use crate::description::{DataModel, Target, Unportable};

/// `T`'s description on `target`, computed from the target's data model,
/// or why there is none.
///
/// ```
/// use transmutable::portable::{description_on, Target};
/// use transmutable::Layout;
///
/// #[derive(Layout)]
/// #[repr(C)]
/// #[transmutable(portable)]
/// pub struct Record {
///     pub kind: u32,
///     pub stamp: u64,
/// }
///
/// assert_eq!(description_on::<Record>(Target::X86_64).unwrap().size(), 16);
/// assert_eq!(description_on::<Record>(Target::I686).unwrap().size(), 12);
/// assert_eq!(description_on::<usize>(Target::Wasm32).unwrap().size(), 4);
/// assert!(description_on::<(u8, u16)>(Target::X86_64).is_err());
/// ```
#[inline]
pub const fn description_on<T: Layout + ?Sized>(target: Target) -> Result<&'static Description, Unportable> {
    let all: &'static [Portability; TARGETS] = &T::PORTABLE;
    match &all[target.index()] {
        Portability::Described(description) => Ok(description),
        Portability::Unportable(unportable) => Err(*unportable),
    }
}

/// A set of targets of [`Target::ALL`]: which a portable check answers for.
///
/// ```
/// use transmutable::portable::{Target, Targets};
///
/// assert!(Targets::ALL.contains(Target::Wasm32));
/// assert!(!Targets::SIXTY_FOUR_BIT.contains(Target::Wasm32));
/// let little_64 = Targets::SIXTY_FOUR_BIT.and(Targets::LITTLE_ENDIAN);
/// assert!(little_64.contains(Target::Aarch64) && !little_64.contains(Target::S390x));
/// assert_eq!(Targets::only(Target::I686).iter().collect::<Vec<_>>(), [Target::I686]);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Targets(u16);

impl Targets {
    /// No target.
    pub const NONE: Targets = Targets(0);
    /// Every target transmutable knows.
    pub const ALL: Targets = Targets((1 << TARGETS) - 1);
    /// The targets whose pointers are 8 bytes.
    pub const SIXTY_FOUR_BIT: Targets = Targets::with_pointers_of(8);
    /// The targets whose pointers are 4 bytes.
    pub const THIRTY_TWO_BIT: Targets = Targets::with_pointers_of(4);
    /// The targets that store integers least significant byte first.
    pub const LITTLE_ENDIAN: Targets = Targets::BIG_ENDIAN.complement();
    /// The targets that store integers most significant byte first.
    pub const BIG_ENDIAN: Targets = Targets::big_endian();

    /// The targets whose pointers are `width` bytes.
    #[inline]
    const fn with_pointers_of(width: usize) -> Targets {
        let (mut set, mut i) = (0, 0);
        while i < TARGETS {
            if Target::ALL[i].model().pointer_width == width {
                set |= 1 << i;
            }
            i += 1;
        }
        Targets(set)
    }

    /// The big-endian targets.
    #[inline]
    const fn big_endian() -> Targets {
        let (mut set, mut i) = (0, 0);
        while i < TARGETS {
            if Target::ALL[i].model().big_endian {
                set |= 1 << i;
            }
            i += 1;
        }
        Targets(set)
    }

    /// The targets not in the set.
    #[inline]
    pub const fn complement(self) -> Targets {
        Targets(Targets::ALL.0 & !self.0)
    }

    /// The one target `target`.
    #[inline]
    pub const fn only(target: Target) -> Targets {
        Targets(1 << target.index())
    }

    /// The targets in both sets.
    #[inline]
    pub const fn and(self, other: Targets) -> Targets {
        Targets(self.0 & other.0)
    }

    /// The targets in either set.
    #[inline]
    pub const fn or(self, other: Targets) -> Targets {
        Targets(self.0 | other.0)
    }

    /// The targets of `self` not in `other`.
    #[inline]
    pub const fn without(self, other: Targets) -> Targets {
        Targets(self.0 & !other.0)
    }

    /// Whether `target` is in the set.
    #[inline]
    pub const fn contains(self, target: Target) -> bool {
        self.0 & (1 << target.index()) != 0
    }

    /// Whether the set has no target.
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// How many targets the set has.
    #[inline]
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// The targets, in the order of [`Target::ALL`].
    #[inline]
    pub fn iter(self) -> impl Iterator<Item = Target> {
        Target::ALL.into_iter().filter(move |&target| self.contains(target))
    }

    /// Writes the targets' triples, separated by commas.
    #[inline]
    const fn write(self, out: &mut Text) {
        let mut first = true;
        let mut i = 0;
        while i < TARGETS {
            if self.contains(Target::ALL[i]) {
                if !first {
                    out.push(", ");
                }
                out.push(Target::ALL[i].triple());
                first = false;
            }
            i += 1;
        }
    }
}

impl fmt::Debug for Targets {
    #[inline]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

/// The portable verdict on `Src -> Dst`: on which targets of those asked
/// it fails, and why on the first of them.
///
/// Its `Display` is the explanation a failing
/// [`assert_transmutable!`](crate::portable::assert_transmutable) prints:
///
/// ```
/// use transmutable::{portable, Assume};
///
/// let answer = portable::decide::<usize, u64>(Assume::NOTHING);
/// assert!(answer.to_string().contains("fails on i686-unknown-linux-gnu"));
/// assert!(answer.to_string().contains("where pointers (and `usize`) are 4 bytes"));
/// ```
#[derive(Clone, Copy)]
pub struct PortableAnswer {
    source: &'static Description,
    destination: &'static Description,
    asked: Targets,
    failing: Targets,
    first: Option<(Target, Failure)>,
}

/// Why a transmutation fails on one target.
#[derive(Clone, Copy)]
enum Failure {
    /// The check on the target's descriptions says no.
    Refused(Answer),
    /// The source has no description there.
    Source(Unportable),
    /// The destination has no description there.
    Destination(Unportable),
}

impl PortableAnswer {
    /// Whether the transmutation holds on every target asked about.
    #[inline]
    pub const fn is_transmutable(&self) -> bool {
        self.failing.is_empty()
    }

    /// The targets it was asked about.
    #[inline]
    pub const fn asked(&self) -> Targets {
        self.asked
    }

    /// The targets where it does not hold.
    #[inline]
    pub const fn failing(&self) -> Targets {
        self.failing
    }

    /// The first target where it does not hold, and the native verdict
    /// there, when the failure is the check's and not a type without a
    /// portable layout.
    #[inline]
    pub const fn first_refusal(&self) -> Option<(Target, &Answer)> {
        match &self.first {
            Some((target, Failure::Refused(answer))) => Some((*target, answer)),
            _ => None,
        }
    }

    /// Writes the explanation.
    #[inline]
    pub(crate) const fn write(&self, out: &mut Text) {
        out.push("`");
        self.source.write_name(out);
        out.push("` ");
        let (target, failure) = match self.first {
            None => {
                out.push("can be transmuted into `");
                self.destination.write_name(out);
                out.push("` on ");
                self.write_asked(out);
                return;
            }
            Some(first) => first,
        };
        out.push("cannot be transmuted into `");
        self.destination.write_name(out);
        out.push("` on ");
        self.write_asked(out);
        out.push(": it fails on ");
        self.failing.write(out);
        out.push(". ");
        if matches!(failure, Failure::Refused(_)) && self.byte_order_decides() {
            out.push(
                "It holds in one byte order only: fields read in a fixed byte order are portable as \
                 `transmutable::byteorder` types (`U16<BigEndian>`, ...). ",
            );
        }
        match failure {
            Failure::Refused(answer) => {
                out.push("On ");
                out.push(target.triple());
                write_differences(target.model(), out);
                out.push(": ");
                answer.write(out);
            }
            Failure::Source(unportable) | Failure::Destination(unportable) => {
                out.push("No layout is known there: ");
                unportable.write(out);
                out.push(".");
            }
        }
    }

    /// Whether a target where the transmutation fails and one where it holds
    /// differ in byte order and not in pointer width.
    #[inline]
    const fn byte_order_decides(&self) -> bool {
        let mut i = 0;
        while i < TARGETS {
            let mut j = 0;
            while j < TARGETS {
                let (failing, holding) = (Target::ALL[i], Target::ALL[j]);
                if self.failing.contains(failing)
                    && self.asked.without(self.failing).contains(holding)
                    && failing.model().big_endian != holding.model().big_endian
                    && failing.model().pointer_width == holding.model().pointer_width
                {
                    return true;
                }
                j += 1;
            }
            i += 1;
        }
        false
    }

    #[inline]
    const fn write_asked(&self, out: &mut Text) {
        if self.asked.0 == Targets::ALL.0 {
            out.push("every target");
        } else {
            self.asked.write(out);
        }
    }
}

/// Writes how `model` differs from x86_64's, the model most code is tested
/// on: `, where pointers are 4 bytes and ...`.
#[inline]
const fn write_differences(model: &DataModel, out: &mut Text) {
    let common = Target::X86_64.model();
    // Each fact that differs: what to say before its value, the value, after.
    let facts: [(bool, &str, Option<usize>, &str); 6] = [
        (
            model.pointer_width != common.pointer_width,
            "pointers (and `usize`) are ",
            Some(model.pointer_width),
            " bytes",
        ),
        (model.big_endian != common.big_endian, "integers are stored most significant byte first", None, ""),
        (
            model.align_of_u64 != common.align_of_u64 || model.align_of_f64 != common.align_of_f64,
            "`u64` and `f64` are aligned to ",
            Some(model.align_of_u64),
            "",
        ),
        (model.align_of_u128 != common.align_of_u128, "`u128` is aligned to ", Some(model.align_of_u128), ""),
        (
            model.c_enum_min_size != common.c_enum_min_size,
            "a `repr(C)` enum's tag may be ",
            Some(model.c_enum_min_size),
            " byte",
        ),
        (
            model.max_atomic_width != common.max_atomic_width,
            "atomics are at most ",
            Some(model.max_atomic_width),
            " bytes",
        ),
    ];
    let (mut said, mut i) = (false, 0);
    while i < facts.len() {
        let (differs, before, value, after) = facts[i];
        if differs {
            out.push(if said { " and " } else { ", where " });
            said = true;
            out.push(before);
            if let Some(value) = value {
                out.push_usize(value);
            }
            out.push(after);
        }
        i += 1;
    }
}

impl fmt::Display for PortableAnswer {
    #[inline]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut text = Text::new();
        self.write(&mut text);
        f.write_str(text.as_str())
    }
}

impl fmt::Debug for PortableAnswer {
    #[inline]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("PortableAnswer")
            .field("source", &format_args!("{}", self.source))
            .field("destination", &format_args!("{}", self.destination))
            .field("asked", &self.asked)
            .field("failing", &self.failing)
            .finish()
    }
}

/// Whether `T`'s portable description for the target being compiled for
/// is its native description, piece by piece: how the data models are
/// checked against the compiler. `false` when the target has no model.
#[doc(hidden)]
#[inline]
pub const fn describes_current<T: Layout + ?Sized>() -> bool {
    match Target::current() {
        Some(target) => match description_on::<T>(target) {
            Ok(portable) => crate::description::same::same_types(T::DESCRIPTION, portable),
            Err(_) => false,
        },
        None => false,
    }
}

/// Whether the portable verdict on `Src -> Dst` for the target being
/// compiled for is the native verdict: how the portable checks are checked
/// against the compiler's layouts. `false` when the target has no model.
#[doc(hidden)]
#[inline]
pub const fn agrees_with_native<'l, Src: Layout + Lifetime<'l>, Dst: Layout + Lifetime<'l>>(assume: Assume) -> bool {
    match Target::current() {
        Some(target) => {
            crate::transmute::is_transmutable::<Src, Dst>(assume)
                == is_transmutable_on::<Src, Dst>(Targets::only(target), assume)
        }
        None => false,
    }
}

/// Whether `Src` may be transmuted into `Dst` under `assume` on every
/// target of [`Target::ALL`]. A `const fn`.
///
/// ```
/// use transmutable::{portable, Assume};
///
/// assert!(portable::is_transmutable::<u64, [u8; 8]>(Assume::NOTHING));
/// assert!(!portable::is_transmutable::<usize, [u8; 8]>(Assume::NOTHING)); // 4 bytes on 32-bit targets
/// assert!(!portable::is_transmutable::<u32, char>(Assume::NOTHING));
/// ```
#[inline]
pub const fn is_transmutable<'l, Src: Layout + Lifetime<'l>, Dst: Layout + Lifetime<'l>>(assume: Assume) -> bool {
    decide_on::<Src, Dst>(Targets::ALL, assume).is_transmutable()
}

/// Whether `Src` may be transmuted into `Dst` under `assume` on every
/// target of `targets`.
///
/// ```
/// use transmutable::portable::{self, Target, Targets};
/// use transmutable::{Assume, Layout};
///
/// #[derive(Layout)]
/// #[repr(u16)]
/// #[transmutable(portable)]
/// pub enum Wide {
///     A = 0x0100,
/// }
///
/// #[derive(Layout)]
/// #[repr(u8)]
/// #[transmutable(portable)]
/// pub enum Zero {
///     Z = 0,
/// }
///
/// // The tag's bytes are [0x00, 0x01] on little-endian targets, [0x01, 0x00] on
/// // big-endian ones: its first byte is a `Zero` on the first only.
/// assert!(portable::is_transmutable_on::<Wide, Zero>(Targets::LITTLE_ENDIAN, Assume::NOTHING));
/// assert!(!portable::is_transmutable_on::<Wide, Zero>(Targets::only(Target::S390x), Assume::NOTHING));
/// assert!(portable::is_transmutable_on::<Wide, [u8; 2]>(Targets::ALL, Assume::NOTHING));
/// ```
#[inline]
pub const fn is_transmutable_on<'l, Src: Layout + Lifetime<'l>, Dst: Layout + Lifetime<'l>>(
    targets: Targets,
    assume: Assume,
) -> bool {
    decide_on::<Src, Dst>(targets, assume).is_transmutable()
}

/// The portable verdict on `Src -> Dst` under `assume`, on every target of
/// [`Target::ALL`], with the reason when it is "no".
///
/// ```
/// use transmutable::{portable, Assume, Layout};
///
/// #[derive(Layout)]
/// pub struct Loose {
///     pub a: u8,
///     pub b: u16,
/// }
///
/// let answer = portable::decide::<Loose, [u8; 4]>(Assume::NOTHING);
/// assert!(!answer.is_transmutable());
/// assert!(answer.to_string().contains("`Loose` has the default representation"));
/// ```
#[inline]
pub const fn decide<'l, Src: Layout + Lifetime<'l>, Dst: Layout + Lifetime<'l>>(assume: Assume) -> PortableAnswer {
    decide_on::<Src, Dst>(Targets::ALL, assume)
}

/// The portable verdict on `Src -> Dst` under `assume`, on every target of
/// `targets`.
///
/// ```
/// use transmutable::portable::{self, Target, Targets};
/// use transmutable::Assume;
///
/// let answer = portable::decide_on::<u64, usize>(Targets::ALL, Assume::NOTHING);
/// assert!(answer.is_transmutable()); // a prefix, or all of it
/// let answer = portable::decide_on::<usize, u64>(Targets::THIRTY_TWO_BIT, Assume::NOTHING);
/// assert_eq!(answer.failing(), Targets::THIRTY_TWO_BIT);
/// ```
#[inline]
pub const fn decide_on<'l, Src: Layout + Lifetime<'l>, Dst: Layout + Lifetime<'l>>(
    targets: Targets,
    assume: Assume,
) -> PortableAnswer {
    // The `Lifetime<'l>` bounds prove, as for the native check, that no
    // lifetime grows: lifetimes are the same on every target.
    decide_descriptions(
        Src::DESCRIPTION,
        &Src::PORTABLE,
        Dst::DESCRIPTION,
        &Dst::PORTABLE,
        targets,
        assume,
        Lifetimes::Bound,
    )
}

/// The portable verdict on two types given by their descriptions.
#[inline]
const fn decide_descriptions(
    source: &'static Description,
    sources: &'static [Portability; TARGETS],
    destination: &'static Description,
    destinations: &'static [Portability; TARGETS],
    targets: Targets,
    assume: Assume,
    lifetimes: Lifetimes,
) -> PortableAnswer {
    let mut answer = PortableAnswer { source, destination, asked: targets, failing: Targets::NONE, first: None };
    let mut i = 0;
    while i < TARGETS {
        let target = Target::ALL[i];
        if targets.contains(target) {
            let failure = match (&sources[i], &destinations[i]) {
                (Portability::Described(source), Portability::Described(destination)) => {
                    let verdict = Answer::of_descriptions(source, destination, assume, lifetimes);
                    if verdict.is_transmutable() {
                        None
                    } else {
                        Some(Failure::Refused(verdict))
                    }
                }
                (Portability::Unportable(unportable), _) => Some(Failure::Source(*unportable)),
                (_, Portability::Unportable(unportable)) => Some(Failure::Destination(*unportable)),
            };
            if let Some(failure) = failure {
                answer.failing = answer.failing.or(Targets::only(target));
                if answer.first.is_none() {
                    answer.first = Some((target, failure));
                }
            }
        }
        i += 1;
    }
    answer
}

/// Stops compilation with the explanation when `Src -> Dst` does not hold
/// on every target of `targets`: what
/// [`assert_transmutable!`](crate::portable::assert_transmutable) expands to.
#[doc(hidden)]
#[track_caller]
#[inline]
pub const fn assert_portable<'l, Src: Layout + Lifetime<'l>, Dst: Layout + Lifetime<'l>>(
    targets: Targets,
    assume: Assume,
) -> fn() -> (Src, Dst) {
    let answer = decide_on::<Src, Dst>(targets, assume);
    if !answer.is_transmutable() {
        let mut text = Text::new();
        answer.write(&mut text);
        panic!("{}", text.as_str());
    }
    crate::transmute::types_written::<Src, Dst>
}

/// Stops compilation unless `Src` may be transmuted into `Dst` on every
/// target of [`Target::ALL`] (or of the set given last), under the
/// assumptions given (none by default). An item: write it at module level,
/// in the crate that defines the types.
///
/// ```
/// use transmutable::portable::{assert_transmutable, Targets};
/// use transmutable::Assume;
///
/// assert_transmutable!([u8; 4], u32);
/// assert_transmutable!(u32, char, Assume::VALIDITY);
/// assert_transmutable!(usize, u64, Assume::NOTHING, Targets::SIXTY_FOUR_BIT);
/// ```
///
/// ```compile_fail
/// transmutable::portable::assert_transmutable!(usize, u64); // 4 bytes on 32-bit targets
/// ```
///
/// Lifetimes are written out, as for the native
/// [`assert_transmutable!`](crate::assert_transmutable#lifetimes): an elided
/// one is an error.
#[doc(inline)]
pub use crate::__portable_assert_transmutable as assert_transmutable;

/// What [`portable::assert_transmutable!`](crate::portable::assert_transmutable) is.
#[doc(hidden)]
#[macro_export]
macro_rules! __portable_assert_transmutable {
    // The types written once, as the native macro writes them (see
    // `assert_transmutable!`): an elided lifetime is an error (E0106).
    ($src:ty, $dst:ty $(,)?) => {
        const _: fn() -> ($src, $dst) =
            $crate::portable::assert_portable($crate::portable::Targets::ALL, $crate::Assume::NOTHING);
    };
    ($src:ty, $dst:ty, $assume:expr $(,)?) => {
        const _: fn() -> ($src, $dst) = $crate::portable::assert_portable($crate::portable::Targets::ALL, $assume);
    };
    ($src:ty, $dst:ty, $assume:expr, $targets:expr $(,)?) => {
        const _: fn() -> ($src, $dst) = $crate::portable::assert_portable($targets, $assume);
    };
}
