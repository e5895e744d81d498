//! Adversarial probes, round 29: fieldless enums described by hand calls
//! of the library's `__fieldless_byte_enum!` under
//! `#![forbid(unsafe_code)]`, which give each type an identity of the
//! caller's choosing. Checks of a type into itself, and of recursive
//! types, take two descriptions of one identity to be one type only once
//! their structure is confirmed (`description::same`): two enums given one
//! identity are still told apart by their tags and their invariants, by
//! value, behind references and `&mut`, in arrays and in structs, as the
//! contract judges them.

#![forbid(unsafe_code)]
#![allow(dead_code)]

use transmutable::{decide, decide_mut, decide_ref, is_transmutable, Assume, Layout};

#[derive(Clone, Copy)]
#[repr(u8)]
pub enum Two {
    A,
    B,
}

#[derive(Clone, Copy)]
#[repr(u8)]
pub enum Three {
    A,
    B,
    C,
}

/// `Two`'s tags, and `#[non_exhaustive]`: a destination that may carry
/// invariants.
#[derive(Clone, Copy)]
#[repr(u8)]
#[non_exhaustive]
pub enum Open {
    A,
    B,
}

/// `Two`'s tags, at other values: 1 and 2.
#[derive(Clone, Copy)]
#[repr(u8)]
pub enum Shifted {
    A = 1,
    B = 2,
}

// One identity for all four, as no derive would give them.
transmutable::__fieldless_byte_enum!(Two "Two" "one identity" [A B] false false false false);
transmutable::__fieldless_byte_enum!(Three "Three" "one identity" [A B C] false false false false);
transmutable::__fieldless_byte_enum!(Open "Open" "one identity" [A B] false true false false);
transmutable::__fieldless_byte_enum!(Shifted "Shifted" "one identity" [A B] false false false false);

/// A struct holding a reference to one of them: its checks meet the pair
/// of referents again, where a pair of one identity already under way is
/// taken to hold.
#[derive(Layout)]
#[repr(C)]
pub struct Holds<'a, T: Layout> {
    pub tag: T,
    pub next: &'a T,
}

macro_rules! rows {
    ($($src:ty => $dst:ty, $expected:expr;)*) => {{
        std::vec![$(
            (
                stringify!($src => $dst),
                $expected,
                is_transmutable::<$src, $dst>(Assume::NOTHING),
                decide::<$src, $dst>(Assume::NOTHING).is_transmutable(),
            ),
        )*]
    }};
}

fn assert_rows(rows: std::vec::Vec<(&str, bool, bool, bool)>) {
    let wrong: std::vec::Vec<std::string::String> = rows
        .iter()
        .filter(|(_, expected, fast, walked)| (fast, walked) != (expected, expected))
        .map(|(pair, expected, fast, walked)| {
            std::format!("{pair}: expected {expected}, is_transmutable {fast}, decide {walked}")
        })
        .collect();
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn one_identity_is_no_one_type() {
    assert_rows(rows! {
        Two => Three, true;
        Three => Two, false; // `C`, 2, is no `Two`
        Two => Two, true;
        Three => Three, true;
        Two => Shifted, false; // 0 is no `Shifted`
        Shifted => Two, false; // 2 is no `Two`
        Shifted => Three, true;
        Two => Open, false; // `Open` may carry invariants
        Open => Two, true;
        [Three; 2] => [Two; 2], false;
        [Two; 3] => [Three; 3], true;
        (Three, Two) => (Two, Two), false;
        &'static Three => &'static Two, false;
        &'static Two => &'static Three, true;
        &'static mut Two => &'static mut Three, false; // `C` written back
        &'static mut Three => &'static mut Two, false;
        &'static mut Two => &'static mut Two, true;
        &'static Two => &'static Open, false;
        Holds<'static, Three> => Holds<'static, Two>, false;
        Holds<'static, Two> => Holds<'static, Three>, true;
        Holds<'static, Two> => Holds<'static, Shifted>, false;
        Holds<'static, Two> => Holds<'static, Open>, false;
        Holds<'static, Two> => Holds<'static, Two>, true;
    });
}

#[test]
fn one_identity_behind_references() {
    assert!(decide_ref::<Two, Three>(Assume::NOTHING).is_transmutable());
    assert!(!decide_ref::<Three, Two>(Assume::NOTHING).is_transmutable());
    assert!(!decide_mut::<Two, Three>(Assume::NOTHING).is_transmutable());
    assert!(!decide_mut::<Three, Two>(Assume::NOTHING).is_transmutable());
    assert!(!decide_mut::<Two, Shifted>(Assume::NOTHING).is_transmutable());
    assert!(!decide_ref::<Two, Open>(Assume::NOTHING).is_transmutable());
    assert!(decide_ref::<Two, Open>(Assume::SAFETY).is_transmutable());
    assert!(decide_mut::<Two, Two>(Assume::NOTHING).is_transmutable());
    assert!(!decide_mut::<Holds<'static, Two>, Holds<'static, Three>>(Assume::NOTHING).is_transmutable());
    assert!(!decide_ref::<Holds<'static, Three>, Holds<'static, Two>>(Assume::NOTHING).is_transmutable());
}

#[test]
fn one_identity_read_from_bytes() {
    assert!(Three::try_read_from_bytes(&[2]).is_ok());
    assert!(Two::try_read_from_bytes(&[2]).is_err());
    assert!(Shifted::try_read_from_bytes(&[0]).is_err());
    assert!(Shifted::try_read_from_bytes(&[2]).is_ok());
}
