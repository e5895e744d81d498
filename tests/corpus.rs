//! Runs the shared corpus (`corpus/table.rs`) through both evaluations of the
//! check: const evaluation (as the compiler runs it when a transmutation is
//! instantiated) and run time. Each line's expected verdict comes from the
//! contract, not from transmutable.

#![allow(clippy::type_complexity, unused_parens)]

use core::cell::Cell;
use core::convert::Infallible;
use core::marker::PhantomData;
use core::mem::{ManuallyDrop, MaybeUninit};
use core::num::{NonZeroU16, NonZeroU32, NonZeroU8, Wrapping};
use core::ptr::NonNull;
use core::sync::atomic::{AtomicBool, AtomicU16, AtomicU32, AtomicU8};

use transmutable::{Assume, Assumption, Reason};

#[allow(dead_code)]
mod types {
    include!("corpus/types.rs");
}
use types::*;

/// The reason a "no" line expects, by name.
fn reason_name(reason: &Reason) -> &'static str {
    match reason {
        Reason::NotValid(_) => "NotValid",
        Reason::TooLarge(_) => "TooLarge",
        Reason::NoCommonValue(_) => "NoCommonValue",
        Reason::DestinationUninhabited => "DestinationUninhabited",
        Reason::Invariants => "Invariants",
        Reason::TooComplex(_) => "TooComplex",
        Reason::Pointer(_) => "Pointer",
        Reason::Reference(_) => "Reference",
        Reason::Lifetimes => "Lifetimes",
        Reason::SourceInvariants => "SourceInvariants",
        _ => "unknown",
    }
}

/// Checks one line at run time, noting in `wrong` how it disagrees.
fn check_line<
    'l,
    Src: transmutable::Layout + transmutable::Lifetime<'l>,
    Dst: transmutable::Layout + transmutable::Lifetime<'l>,
>(
    assume: Assume,
    expected: bool,
    reason: Option<&str>,
    line: &str,
    wrong: &mut Vec<String>,
) {
    let answer = transmutable::decide::<Src, Dst>(assume);
    if answer.is_transmutable() != expected {
        wrong.push(format!("{line}: got {answer}"));
    }
    if let Some(problem) = picture_problem(&answer.to_string()) {
        wrong.push(format!("{line}: {problem}"));
    }
    if let (Some(expected), Some(actual)) = (reason, answer.reason()) {
        if reason_name(actual) != expected {
            wrong.push(format!("{line}: reason {}, {answer}", reason_name(actual)));
        }
    }
}

/// What is wrong with the picture of a compile error, if anything: it has
/// at most eight lines between the explanation's first line and its notes
/// (six, and two more where a box's values go on to a second line),
/// each at most 86 characters long, so that the compiler's indentation of
/// 14 keeps them within 100 columns.
fn picture_problem(text: &str) -> Option<String> {
    let picture: Vec<&str> =
        text.lines().skip(1).filter(|line| !line.starts_with("note: ") && !line.starts_with("help: ")).collect();
    if picture.len() > 8 {
        return Some(format!("a picture of {} lines:\n{text}", picture.len()));
    }
    let widest = picture.iter().map(|line| line.chars().count()).max().unwrap_or(0);
    if widest > 86 {
        return Some(format!("a picture {widest} characters wide:\n{text}"));
    }
    None
}

struct Safety;
impl Assumption for Safety {
    const ASSUME: Assume = Assume::SAFETY;
}
struct Validity;
impl Assumption for Validity {
    const ASSUME: Assume = Assume::VALIDITY;
}
struct Alignment;
impl Assumption for Alignment {
    const ASSUME: Assume = Assume::ALIGNMENT;
}
struct Lifetimes;
impl Assumption for Lifetimes {
    const ASSUME: Assume = Assume::LIFETIMES;
}

macro_rules! assumption_type {
    (SAFETY) => {
        Safety
    };
    (VALIDITY) => {
        Validity
    };
    (ALIGNMENT) => {
        Alignment
    };
    (LIFETIMES) => {
        Lifetimes
    };
}

macro_rules! expected {
    (yes) => {
        true
    };
    (no) => {
        false
    };
}

/// For a "yes" line: a function pointer to the real transmutation, which
/// makes the compiler instantiate it and run its `const` check. With
/// nothing assumed, that is `transmute`, whose bounds prove lifetimes.
macro_rules! instantiate {
    (yes, $src:ty, $dst:ty, NOTHING) => {
        let _: fn($src) -> $dst = transmutable::transmute::<$src, $dst>;
    };
    (yes, $src:ty, $dst:ty, $assume:ident) => {
        let _: unsafe fn($src) -> $dst = transmutable::transmute_assuming::<$src, $dst, assumption_type!($assume)>;
    };
    (no, $src:ty, $dst:ty, $assume:ident) => {};
}

macro_rules! corpus {
    ($($src:ty => $dst:ty, $assume:ident, $verdict:ident $(($reason:ident))?;)*) => {
        // Const evaluation: a wrong verdict is a compile error of this test.
        $(
            const _: () = assert!(
                transmutable::is_transmutable::<$src, $dst>(Assume::$assume) == expected!($verdict),
                concat!("wrong verdict in const evaluation: ", stringify!($src => $dst, $assume))
            );
        )*

        #[test]
        fn run_time_verdicts_match_the_corpus() {
            let mut wrong = Vec::new();
            $(
                check_line::<$src, $dst>(
                    Assume::$assume,
                    expected!($verdict),
                    None $(.or(Some(stringify!($reason))))?,
                    stringify!($src => $dst, $assume, $verdict $(($reason))?),
                    &mut wrong,
                );
            )*
            assert!(wrong.is_empty(), "{} lines disagree:\n{}", wrong.len(), wrong.join("\n"));
        }

        #[test]
        fn yes_lines_instantiate_the_transmutation() {
            $( instantiate!($verdict, $src, $dst, $assume); )*
        }
    };
}

/// Checks one reference line at run time, as [`check_line`] does.
fn check_reference_line<
    'l,
    Src: transmutable::Layout + transmutable::Lifetime<'l>,
    Dst: transmutable::Layout + transmutable::Lifetime<'l>,
>(
    unique: bool,
    assume: Assume,
    expected: bool,
    line: &str,
    wrong: &mut Vec<String>,
) {
    let answer = if unique {
        transmutable::decide_mut::<Src, Dst>(assume)
    } else {
        transmutable::decide_ref::<Src, Dst>(assume)
    };
    if answer.is_transmutable() != expected {
        wrong.push(format!("{line}: got {answer}"));
    }
    if let Some(problem) = picture_problem(&answer.to_string()) {
        wrong.push(format!("{line}: {problem}"));
    }
}

macro_rules! is_unique {
    (shared) => {
        false
    };
    (unique) => {
        true
    };
}

/// For a "yes" line of references: a function pointer to the real
/// transmutation, which makes the compiler run its check.
macro_rules! instantiate_reference {
    (yes, shared, $src:ty, $dst:ty, NOTHING) => {
        let _: for<'a> fn(&'a $src) -> &'a $dst = transmutable::transmute_ref::<$src, $dst>;
    };
    (yes, unique, $src:ty, $dst:ty, NOTHING) => {
        let _: for<'a> fn(&'a mut $src) -> &'a mut $dst = transmutable::transmute_mut::<$src, $dst>;
    };
    (yes, shared, $src:ty, $dst:ty, $assume:ident) => {
        let _: for<'a> unsafe fn(&'a $src) -> &'a $dst =
            transmutable::transmute_ref_assuming::<$src, $dst, assumption_type!($assume)>;
    };
    (yes, unique, $src:ty, $dst:ty, $assume:ident) => {
        let _: for<'a> unsafe fn(&'a mut $src) -> &'a mut $dst =
            transmutable::transmute_mut_assuming::<$src, $dst, assumption_type!($assume)>;
    };
    (no, $form:ident, $src:ty, $dst:ty, $assume:ident) => {};
}

macro_rules! references {
    ($($src:ty => $dst:ty, $form:ident, $assume:ident, $verdict:ident $(($reason:ident))?;)*) => {
        $(
            const _: () = {
                let answer = if is_unique!($form) {
                    transmutable::decide_mut::<$src, $dst>(Assume::$assume)
                } else {
                    transmutable::decide_ref::<$src, $dst>(Assume::$assume)
                };
                assert!(
                    answer.is_transmutable() == expected!($verdict),
                    concat!("wrong verdict in const evaluation: ", stringify!($src => $dst, $form, $assume))
                );
            };
        )*

        #[test]
        fn run_time_verdicts_of_references_match_the_corpus() {
            let mut wrong = Vec::new();
            $(
                check_reference_line::<$src, $dst>(
                    is_unique!($form),
                    Assume::$assume,
                    expected!($verdict),
                    stringify!($src => $dst, $form, $assume, $verdict $(($reason))?),
                    &mut wrong,
                );
            )*
            assert!(wrong.is_empty(), "{} lines disagree:\n{}", wrong.len(), wrong.join("\n"));
        }

        #[test]
        fn yes_lines_of_references_instantiate_the_transmutation() {
            $( instantiate_reference!($verdict, $form, $src, $dst, $assume); )*
        }
    };
}

include!("corpus/table.rs");
