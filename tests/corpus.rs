//! Runs the shared corpus (`corpus/table.rs`) through both evaluations of the
//! check: const evaluation (as the compiler runs it when a transmutation is
//! instantiated) and run time. Each line's expected verdict comes from the
//! contract, not from goggles.

#![allow(clippy::type_complexity)]

use core::cell::Cell;
use core::convert::Infallible;
use core::marker::PhantomData;
use core::mem::{ManuallyDrop, MaybeUninit};
use core::num::{NonZeroU32, NonZeroU8, Wrapping};
use core::sync::atomic::{AtomicBool, AtomicU32};

use goggles::{Assume, Assumption, Reason};

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
        _ => "unknown",
    }
}

/// Checks one line at run time, noting in `wrong` how it disagrees.
fn check_line<Src: goggles::Layout, Dst: goggles::Layout>(
    assume: Assume,
    expected: bool,
    reason: Option<&str>,
    line: &str,
    wrong: &mut Vec<String>,
) {
    let answer = goggles::decide::<Src, Dst>(assume);
    if answer.is_transmutable() != expected {
        wrong.push(format!("{line}: got {answer}"));
    }
    if let (Some(expected), Some(actual)) = (reason, answer.reason()) {
        if reason_name(actual) != expected {
            wrong.push(format!("{line}: reason {}, {answer}", reason_name(actual)));
        }
    }
}

struct Nothing;
impl Assumption for Nothing {
    const ASSUME: Assume = Assume::NOTHING;
}
struct Safety;
impl Assumption for Safety {
    const ASSUME: Assume = Assume::SAFETY;
}
struct Validity;
impl Assumption for Validity {
    const ASSUME: Assume = Assume::VALIDITY;
}

macro_rules! assumption_type {
    (NOTHING) => {
        Nothing
    };
    (SAFETY) => {
        Safety
    };
    (VALIDITY) => {
        Validity
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
/// makes the compiler instantiate it and run its `const` check.
macro_rules! instantiate {
    (yes, $src:ty, $dst:ty, $assume:ident) => {
        let _: unsafe fn($src) -> $dst = goggles::transmute_assuming::<$src, $dst, assumption_type!($assume)>;
    };
    (no, $src:ty, $dst:ty, $assume:ident) => {};
}

macro_rules! corpus {
    ($($src:ty => $dst:ty, $assume:ident, $verdict:ident $(($reason:ident))?;)*) => {
        // Const evaluation: a wrong verdict is a compile error of this test.
        $(
            const _: () = assert!(
                goggles::is_transmutable::<$src, $dst>(Assume::$assume) == expected!($verdict),
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

include!("corpus/table.rs");
