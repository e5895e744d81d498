//! A reference into a reference by value (a `Box`, an `Option` of
//! either), answered from its referents' facts
//! (`query::shortcuts::references_hold_by_facts`) before `decide`: each
//! pair here is one that shortcut reads, and each of its conditions
//! is what refuses one of them. The verdicts are the contract's
//! (`&T -> &U` needs `T -> U`, no more alignment, the same cells;
//! `&mut T -> &mut U` needs `U -> T` too; `&T -> &mut U` never; a referent
//! may shrink, never grow), asked three ways: `is_transmutable`, which
//! takes the shortcut, at run time and in const evaluation, and `decide`,
//! whose `Answer` goes through the walk.

use core::cell::Cell;
use core::mem::MaybeUninit;
use core::num::NonZeroU8;

use transmutable::{decide, is_transmutable, Assume, Layout};

#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum Light {
    Off = 0,
    On = 1,
}

/// A reference kept private: its author may promise more of it than a
/// `&u8` does (safety invariants).
#[derive(Layout)]
#[repr(transparent)]
pub struct Private<'a>(&'a u8);

/// A reference behind a public field: no invariant.
#[derive(Layout)]
#[repr(transparent)]
pub struct Public<'a>(pub &'a u8);

/// A thin pointer over 16 bytes, the size of a wide one: its last 8 are
/// padding.
#[derive(Layout)]
#[repr(C, align(16))]
pub struct Padded(pub &'static ());

#[derive(Layout)]
#[repr(C)]
pub struct WithCell {
    pub a: u8,
    pub b: Cell<u8>,
}

#[derive(Layout)]
#[repr(C)]
pub struct Pair {
    pub a: u8,
    pub b: u8,
}

#[derive(Layout)]
#[repr(C, align(2))]
pub struct AlignedPair {
    pub a: u8,
    pub b: u8,
}

macro_rules! verdicts {
    ($($src:ty => $dst:ty, $expected:expr;)*) => {{
        let mut rows = std::vec::Vec::new();
        $(
            let at_compile_time = const { is_transmutable::<$src, $dst>(Assume::NOTHING) };
            let at_run_time = is_transmutable::<$src, $dst>(Assume::NOTHING);
            let walked = decide::<$src, $dst>(Assume::NOTHING).is_transmutable();
            rows.push((stringify!($src => $dst), $expected, at_compile_time, at_run_time, walked));
        )*
        rows
    }};
}

#[test]
fn references_by_value_answer_as_the_contract_says() {
    let rows = verdicts! {
        // Shared into shared: the referent's values fit, no cell.
        &'static u32 => &'static [u8; 4], true;
        &'static Pair => &'static [u8; 2], true;
        &'static [u8; 2] => &'static Pair, true;
        &'static u16 => &'static u8, true; // the referent shrinks
        &'static Light => &'static u8, true;
        &'static NonZeroU8 => &'static u8, true;
        &'static u8 => &'static Light, false; // 2 is no `Light`
        &'static MaybeUninit<u8> => &'static u8, false;
        // Growing referents.
        &'static u8 => &'static u16, false;
        &'static [u8; 3] => &'static [u8; 4], false;
        // Alignment: the destination's referent no more aligned.
        &'static [u8; 4] => &'static u32, false;
        &'static Pair => &'static AlignedPair, false;
        &'static AlignedPair => &'static Pair, true;
        &'static mut [u8; 2] => &'static mut u16, false;
        &'static mut [u8; 2] => &'static u16, false;
        // Cells: a shared referent keeps its cells, on either side.
        &'static Cell<u8> => &'static u8, false;
        &'static u8 => &'static Cell<u8>, false;
        &'static WithCell => &'static Pair, false;
        &'static Pair => &'static WithCell, false;
        &'static WithCell => &'static WithCell, true;
        // `&mut`: what is written back must be a valid source.
        &'static mut u32 => &'static mut [u8; 4], true;
        &'static mut Pair => &'static mut [u8; 2], true;
        &'static mut [u8; 2] => &'static mut Pair, true;
        &'static mut bool => &'static mut u8, false;
        &'static mut Light => &'static mut u8, false;
        &'static mut NonZeroU8 => &'static mut u8, false;
        &'static mut u8 => &'static mut bool, false;
        // `&mut` into `&`: read only, as `&`.
        &'static mut bool => &'static u8, true;
        &'static mut u8 => &'static bool, false;
        // Mutability is never gained.
        &'static u8 => &'static mut u8, false;
        &'static [u8; 4] => &'static mut [u8; 4], false;
        // Pointers that promise no referent become none.
        core::ptr::NonNull<u8> => &'static u8, false;
        *const u8 => &'static u8, false;
        // Null: an `Option` of a reference may be `None`.
        Option<&'static u8> => &'static u8, false;
        &'static u8 => Option<&'static u8>, true;
        // A reference its type keeps private carries that type's
        // invariants: neither made nor handed out without `SAFETY`.
        &'static u8 => Private<'static>, false;
        Private<'static> => &'static u8, false;
        &'static u8 => Public<'static>, true;
        Public<'static> => &'static u8, true;
        // Unsized referents: the pointers carry a length.
        &'static [u8] => &'static [u8], true;
        &'static str => &'static [u8], true;
        &'static [u8] => &'static str, false;
        &'static [u16] => &'static [u8], false;
        &'static [u8] => &'static (), false; // a wide pointer is no thin one
        &'static () => &'static [u8], false;
        &'static [u8] => Padded, false; // nor a thin one and padding
        Padded => &'static (), true;
        // `Option` of a reference: null into null only.
        Option<&'static u32> => Option<&'static [u8; 4]>, true;
        Option<&'static u8> => Option<&'static Light>, false;
        Option<&'static [u8; 4]> => Option<&'static u32>, false;
        Option<&'static Cell<u8>> => Option<&'static u8>, false;
        Option<&'static mut u32> => Option<&'static mut [u8; 4]>, true;
        Option<&'static mut bool> => Option<&'static mut u8>, false;
        Option<&'static u8> => Option<&'static mut u8>, false;
        &'static mut u32 => Option<&'static [u8; 4]>, true;
        // `Box`: owned, so nothing reads the source again; freed with the
        // layout of its new type, so of one size and alignment.
        Box<u32> => Box<i32>, true;
        Box<Pair> => Box<[u8; 2]>, true;
        Box<bool> => Box<u8>, true;
        Box<u8> => Box<bool>, false;
        Box<u16> => Box<u8>, false; // freed as one byte, aligned to 1
        Box<[u8; 2]> => Box<u8>, false; // freed as one byte
        Box<u32> => Box<[u8; 4]>, false; // freed as aligned to 1
        Box<[u8; 2]> => Box<u16>, false;
        Box<Cell<u8>> => Box<u8>, true; // no other reader of the cell
        Box<u8> => Box<Cell<u8>>, true;
        Box<u8> => Box<Private<'static>>, false;
        Option<Box<u32>> => Option<Box<i32>>, true;
        Option<Box<u32>> => Box<i32>, false;
        Box<u32> => Option<Box<i32>>, true;
        &'static u32 => Box<u32>, false; // a borrow is not owned
        &'static mut u32 => Box<u32>, false;
        // A `Box` into a reference: leaked, read as the reference says.
        Box<u32> => &'static [u8; 4], true;
        Box<[u8; 4]> => &'static u32, false;
        Box<bool> => &'static u8, true;
    };
    let mut wrong = std::vec::Vec::new();
    for (pair, expected, at_compile_time, at_run_time, walked) in &rows {
        if (at_compile_time, at_run_time, walked) != (expected, expected, expected) {
            wrong.push(std::format!(
                "{pair}: expected {expected}, in const {at_compile_time}, at run time {at_run_time}, walked {walked}"
            ));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    assert_eq!(rows.len(), 74);
}

// The pairs above that hold, checked as a program checks them: each
// `assert_transmutable!` reads the same shortcut in its constant.
transmutable::assert_transmutable!(&'static u32, &'static [u8; 4]);
transmutable::assert_transmutable!(&'static Light, &'static u8);
transmutable::assert_transmutable!(&'static AlignedPair, &'static Pair);
transmutable::assert_transmutable!(&'static WithCell, &'static WithCell);
transmutable::assert_transmutable!(&'static mut [u8; 2], &'static mut Pair);
transmutable::assert_transmutable!(&'static mut bool, &'static u8);
transmutable::assert_transmutable!(&'static u8, Public<'static>);
transmutable::assert_transmutable!(Option<&'static u32>, Option<&'static [u8; 4]>);
transmutable::assert_transmutable!(Option<&'static mut u32>, Option<&'static mut [u8; 4]>);
transmutable::assert_transmutable!(Box<u32>, Box<i32>);
transmutable::assert_transmutable!(Box<bool>, Box<u8>);
transmutable::assert_transmutable!(Option<Box<u32>>, Option<Box<i32>>);
transmutable::assert_transmutable!(Box<u32>, &'static [u8; 4]);

/// Under `Assume::VALIDITY` a reference may be made of any address, whose
/// lifetime no bound knows: the shortcut, which takes the lifetimes as the
/// bounds bind them, is not asked there.
#[test]
fn references_assuming_validity_need_their_lifetimes_assumed() {
    let in_const = const { is_transmutable::<&'static u32, &'static [u8; 4]>(Assume::VALIDITY) };
    assert!(!in_const);
    assert!(!is_transmutable::<&'static u32, &'static [u8; 4]>(Assume::VALIDITY));
    assert!(!decide::<&'static u32, &'static [u8; 4]>(Assume::VALIDITY).is_transmutable());
    let both = Assume { validity: true, lifetimes: true, ..Assume::NOTHING };
    assert!(is_transmutable::<&'static u32, &'static [u8; 4]>(both));
    // Other assumptions keep the shortcut's "yes".
    for assume in [Assume::ALIGNMENT, Assume::LIFETIMES, Assume::SAFETY] {
        assert!(is_transmutable::<&'static u32, &'static [u8; 4]>(assume));
        assert!(decide::<&'static u32, &'static [u8; 4]>(assume).is_transmutable());
    }
}
