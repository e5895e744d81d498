//! Repetition walked once: an array, or a struct of fields of one type,
//! whose walk comes back to the same state one element later has every
//! further element skipped (`automaton/periods.rs`), and a `char` or
//! another scalar whose values the destination takes without looking at
//! which is moved over at once (`query/covers.rs`). Both must answer what
//! the element-by-element check answers.
//!
//! The oracle: where source and destination elements are of one size,
//! every element of the source lies over exactly one element of the
//! destination, so the pair holds exactly when each element pair does.
//! Each element pair is decided on its own, a walk of a few steps that
//! never looks for periods; the long types must agree with those verdicts,
//! whichever element breaks the pattern and wherever it sits.

#![cfg_attr(miri, allow(dead_code, unused_imports))]

use core::mem::MaybeUninit;
use core::num::{NonZeroU16, NonZeroU32, NonZeroU8};
use transmutable::{decide, Assume, Layout, Lifetime};

/// Sixteen fields of one type.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct Row<T> {
    pub v0: T,
    pub v1: T,
    pub v2: T,
    pub v3: T,
    pub v4: T,
    pub v5: T,
    pub v6: T,
    pub v7: T,
    pub v8: T,
    pub v9: T,
    pub v10: T,
    pub v11: T,
    pub v12: T,
    pub v13: T,
    pub v14: T,
    pub v15: T,
}

/// Sixteen fields, one of another type: first, at 11, or last.
macro_rules! odd_row {
    ($name:ident: $($before:ident)*; $odd:ident; $($after:ident)*) => {
        #[derive(Layout, Clone, Copy)]
        #[repr(C)]
        pub struct $name<T, X> {
            $(pub $before: T,)*
            pub $odd: X,
            $(pub $after: T,)*
        }
    };
}
odd_row!(OddFirst: ; v0; v1 v2 v3 v4 v5 v6 v7 v8 v9 v10 v11 v12 v13 v14 v15);
odd_row!(OddInside: v0 v1 v2 v3 v4 v5 v6 v7 v8 v9 v10; v11; v12 v13 v14 v15);
odd_row!(OddLast: v0 v1 v2 v3 v4 v5 v6 v7 v8 v9 v10 v11 v12 v13 v14; v15;);

/// Eight fields alternating between two types: a period of two fields.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct Alternating<T, X> {
    pub a0: T,
    pub b0: X,
    pub a1: T,
    pub b1: X,
    pub a2: T,
    pub b2: X,
    pub a3: T,
    pub b3: X,
    pub a4: T,
    pub b4: X,
    pub a5: T,
    pub b5: X,
    pub a6: T,
    pub b6: X,
    pub a7: T,
    pub b7: X,
}

/// Three values, in one byte.
#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum Three {
    A,
    B,
    C,
}

/// A wide tag: a scalar of two bytes.
#[derive(Layout, Clone, Copy)]
#[repr(u16)]
pub enum Wide {
    A = 1,
    B = 0x0100,
    C = 0x0302,
}

/// A byte, padding, then two.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct Padded {
    pub a: u8,
    pub b: u16,
}

/// An enum with fields, four bytes.
#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum Tagged {
    A(u8, bool, u8),
    B([u8; 3]),
}

/// A union of a word and a `char`.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union WordOrChar {
    pub word: u32,
    pub character: char,
}

/// A union of two bytes and two flags.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union BytesOrFlags {
    pub bytes: [u8; 2],
    pub flags: [bool; 2],
}

/// A struct of a byte and a flag.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct ByteFlag {
    pub byte: u8,
    pub flag: bool,
}

/// Whether `Src -> Dst` holds, assuming nothing.
fn holds<'l, Src: Layout + Lifetime<'l>, Dst: Layout + Lifetime<'l>>() -> bool {
    decide::<Src, Dst>(Assume::NOTHING).is_transmutable()
}

/// Every long pair built of elements of `$a` (source) and `$b`
/// (destination), and `$x`, `$y` beside them, all four of one size.
macro_rules! long_pairs {
    ($wrong:ident, $a:ty, $b:ty, $x:ty, $y:ty) => {{
        let ab = holds::<$a, $b>();
        let xb = holds::<$x, $b>();
        let ay = holds::<$a, $y>();
        let xy = holds::<$x, $y>();
        let lines: [(&str, bool, bool); 17] = [
            ("[a; 1] -> [b; 1]", holds::<[$a; 1], [$b; 1]>(), ab),
            ("[a; 5] -> [b; 5]", holds::<[$a; 5], [$b; 5]>(), ab),
            ("[a; 17] -> [b; 17]", holds::<[$a; 17], [$b; 17]>(), ab),
            ("[a; 64] -> [b; 64]", holds::<[$a; 64], [$b; 64]>(), ab),
            ("Row<a> -> [b; 16]", holds::<Row<$a>, [$b; 16]>(), ab),
            ("[a; 16] -> Row<b>", holds::<[$a; 16], Row<$b>>(), ab),
            ("Row<a> -> Row<b>", holds::<Row<$a>, Row<$b>>(), ab),
            ("[Row<a>; 4] -> [b; 64]", holds::<[Row<$a>; 4], [$b; 64]>(), ab),
            ("OddFirst<a, x> -> [b; 16]", holds::<OddFirst<$a, $x>, [$b; 16]>(), ab && xb),
            ("OddInside<a, x> -> [b; 16]", holds::<OddInside<$a, $x>, [$b; 16]>(), ab && xb),
            ("OddLast<a, x> -> [b; 16]", holds::<OddLast<$a, $x>, [$b; 16]>(), ab && xb),
            ("OddInside<a, x> -> Row<b>", holds::<OddInside<$a, $x>, Row<$b>>(), ab && xb),
            ("[a; 16] -> OddFirst<b, y>", holds::<[$a; 16], OddFirst<$b, $y>>(), ab && ay),
            ("[a; 16] -> OddInside<b, y>", holds::<[$a; 16], OddInside<$b, $y>>(), ab && ay),
            ("Row<a> -> OddLast<b, y>", holds::<Row<$a>, OddLast<$b, $y>>(), ab && ay),
            ("Alternating<a, x> -> [b; 16]", holds::<Alternating<$a, $x>, [$b; 16]>(), ab && xb),
            ("Alternating<a, x> -> Alternating<b, y>", holds::<Alternating<$a, $x>, Alternating<$b, $y>>(), ab && xy),
        ];
        for (line, found, expected) in lines {
            if found != expected {
                $wrong.push(format!(
                    "{line}, a = {}, b = {}, x = {}, y = {}: {found}, element by element {expected}",
                    stringify!($a),
                    stringify!($b),
                    stringify!($x),
                    stringify!($y)
                ));
            }
        }
    }};
}

/// `long_pairs!` for every ordered choice of `a` and `b` among the types,
/// with each of the `odd` types as `x` and as `y` beside them: all of one
/// size.
macro_rules! every_pair {
    ($wrong:ident, [$($types:ty),*], $odd:tt) => {
        every_pair!(@a $wrong, [$($types),*], [$($types),*], $odd);
    };
    (@a $wrong:ident, [$($a:ty),*], $all:tt, $odd:tt) => {
        $( every_pair!(@b $wrong, $a, $all, $odd); )*
    };
    (@b $wrong:ident, $a:ty, [$($b:ty),*], $odd:tt) => {
        $( every_pair!(@x $wrong, $a, $b, $odd); )*
    };
    (@x $wrong:ident, $a:ty, $b:ty, [$($x:ty),*]) => {
        $( long_pairs!($wrong, $a, $b, $x, $x); )*
    };
}

fn report(wrong: Vec<String>) {
    assert!(wrong.is_empty(), "{} lines disagree with their elements:\n{}", wrong.len(), wrong.join("\n"));
}

#[test]
#[cfg_attr(miri, ignore = "thousands of checks: minutes under Miri")]
fn one_byte_elements() {
    let mut wrong = Vec::new();
    every_pair!(wrong, [u8, bool, Three, NonZeroU8, Option<NonZeroU8>, MaybeUninit<u8>], [u8, bool]);
    report(wrong);
}

#[test]
#[cfg_attr(miri, ignore = "thousands of checks: minutes under Miri")]
fn two_byte_elements() {
    let mut wrong = Vec::new();
    every_pair!(wrong, [u16, Wide, NonZeroU16, BytesOrFlags, ByteFlag, [bool; 2]], [u16, Wide]);
    report(wrong);
}

#[test]
#[cfg_attr(miri, ignore = "thousands of checks: minutes under Miri")]
fn four_byte_elements() {
    let mut wrong = Vec::new();
    every_pair!(wrong, [u32, char, NonZeroU32, Option<NonZeroU32>, Padded, Tagged, WordOrChar], [u32, char, Padded]);
    report(wrong);
}
