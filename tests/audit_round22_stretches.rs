//! Adversarial probes, round 22: a union's reading, made once with its
//! description, holds at most `MAX_UNION_STRETCHES` (4) stretches; a union
//! with more is read field by field. Unions of alternating `u8` and `bool`
//! bytes (`P*`, a `repr(C)` struct) beside an array of `bool`s, 3, 4 (the
//! most a reading holds), 5 and 6 bytes long, so that the same shapes are
//! read both ways, checked at every byte as sources and as destinations,
//! beside structs whose one odd byte is at that byte; the same unions
//! nested, in arrays, in enums, at offsets, and portable (no reading: on
//! every target); and the run-time validator on every string of the
//! values 0, 1 and 2.
//!
//! Expected verdicts from the contract (KNOWN_DIFFERENCES.md, "Unions as
//! sources hold a mix of their fields", "Unions into unions"): as a
//! source, byte `k` of `U*` holds anything at even `k` (a `u8` of `P*`)
//! and a `bool` at odd `k` (both fields); as a destination, the mix of
//! one-byte units takes anything at even `k` and a `bool` at odd `k` (the
//! array of `bool`s is written whole, and takes no more). Nightly agrees
//! on each of these pairs (its reading of a union source as one field
//! whole gives the same sets here).

#![forbid(unsafe_code)]

use transmutable::{is_transmutable, portable, try_transmute, Assume, Layout};

/// `bool`s, and any byte at `K`.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
#[transmutable(portable)]
pub struct AnyAt<const K: usize, const R: usize> {
    pub before: [bool; K],
    pub any: u8,
    pub after: [bool; R],
}

/// Any bytes, and a `bool` at `K`.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
#[transmutable(portable)]
pub struct BoolAt<const K: usize, const R: usize> {
    pub before: [u8; K],
    pub flag: bool,
    pub after: [u8; R],
}

macro_rules! shapes {
    ($n:literal, $p:ident, $u:ident, $twin:ident, [$($f:ty),*]) => {
        #[derive(Layout, Clone, Copy)]
        #[repr(C)]
        #[transmutable(portable)]
        pub struct $p($(pub $f),*);

        #[derive(Layout, Clone, Copy)]
        #[repr(C)]
        #[transmutable(portable)]
        pub union $u {
            pub mixed: $p,
            pub flags: [bool; $n],
        }

        /// The same fields, another union.
        #[derive(Layout, Clone, Copy)]
        #[repr(C)]
        #[transmutable(portable)]
        pub union $twin {
            pub flags: [bool; $n],
            pub mixed: $p,
        }
    };
}

shapes!(3, P3, U3, T3, [u8, bool, u8]);
shapes!(4, P4, U4, T4, [u8, bool, u8, bool]);
shapes!(5, P5, U5, T5, [u8, bool, u8, bool, u8]);
shapes!(6, P6, U6, T6, [u8, bool, u8, bool, u8, bool]);

const NOTHING: Assume = Assume::NOTHING;

/// Checks byte `K` of union `$u` (of `K + R + 1` bytes) both ways.
macro_rules! at_each_byte {
    ($u:ty: $(($k:literal, $r:literal)),*) => {$(
        assert_eq!(
            is_transmutable::<$u, BoolAt<$k, $r>>(NOTHING),
            $k % 2 == 1,
            "{} -> a bool at byte {}", stringify!($u), $k
        );
        assert_eq!(
            is_transmutable::<AnyAt<$k, $r>, $u>(NOTHING),
            $k % 2 == 0,
            "any byte at {} -> {}", $k, stringify!($u)
        );
        // Portable descriptions carry no reading: the same verdicts on
        // every target, read field by field.
        assert_eq!(portable::is_transmutable::<$u, BoolAt<$k, $r>>(NOTHING), $k % 2 == 1);
        assert_eq!(portable::is_transmutable::<AnyAt<$k, $r>, $u>(NOTHING), $k % 2 == 0);
        // Nested: the union at offset 1 of a struct, after a `bool`.
        assert_eq!(
            is_transmutable::<Behind<$u>, BoolAt<{ $k + 1 }, $r>>(NOTHING),
            $k % 2 == 1,
            "Behind<{}> -> a bool at byte {}", stringify!($u), $k + 1
        );
        assert_eq!(
            is_transmutable::<AnyAt<{ $k + 1 }, $r>, Behind<$u>>(NOTHING),
            $k % 2 == 0,
            "any byte at {} -> Behind<{}>", $k + 1, stringify!($u)
        );
    )*};
}

/// A union behind a `bool`.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
#[transmutable(portable)]
pub struct Behind<U> {
    pub flag: bool,
    pub union: U,
}

/// A union in a variant, another in another.
#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum Either<A, B> {
    A(A) = 0,
    B(B) = 1,
}

#[test]
fn each_byte_of_a_union_read_and_not_read_in_stretches() {
    at_each_byte!(U3: (0, 2), (1, 1), (2, 0));
    at_each_byte!(U4: (0, 3), (1, 2), (2, 1), (3, 0));
    at_each_byte!(U5: (0, 4), (1, 3), (2, 2), (3, 1), (4, 0));
    at_each_byte!(U6: (0, 5), (1, 4), (2, 3), (3, 2), (4, 1), (5, 0));
    at_each_byte!(T4: (0, 3), (1, 2), (2, 1), (3, 0));
    at_each_byte!(T5: (0, 4), (1, 3), (2, 2), (3, 1), (4, 0));
}

macro_rules! whole {
    ($($u:ident, $twin:ident, $p:ident, $n:literal);*) => {$(
        assert!(is_transmutable::<$u, $u>(NOTHING));
        assert!(is_transmutable::<$u, $twin>(NOTHING), "{} -> its twin", stringify!($u));
        assert!(is_transmutable::<$twin, $u>(NOTHING));
        assert!(is_transmutable::<$u, $p>(NOTHING), "{} -> its mixed field", stringify!($u));
        assert!(is_transmutable::<$p, $u>(NOTHING));
        assert!(is_transmutable::<[bool; $n], $u>(NOTHING));
        assert!(!is_transmutable::<$u, [bool; $n]>(NOTHING), "{} -> bools", stringify!($u));
        assert!(!is_transmutable::<[u8; $n], $u>(NOTHING), "bytes -> {}", stringify!($u));
        assert!(is_transmutable::<[$u; 3], [$p; 3]>(NOTHING));
        assert!(!is_transmutable::<[$u; 3], [[bool; $n]; 3]>(NOTHING));
        assert!(!is_transmutable::<[[u8; $n]; 3], [$twin; 3]>(NOTHING));
        assert!(is_transmutable::<Either<$u, $p>, Either<$twin, $twin>>(NOTHING));
        assert!(!is_transmutable::<Either<$u, $p>, Either<$twin, [bool; $n]>>(NOTHING));
        assert!(!is_transmutable::<Either<[u8; $n], $p>, Either<$twin, $twin>>(NOTHING));
        assert!(is_transmutable::<Either<$p, [bool; $n]>, Either<$u, $u>>(NOTHING));
        assert!(is_transmutable::<Behind<$u>, Behind<$twin>>(NOTHING));
        assert!(!is_transmutable::<Behind<[u8; $n]>, Behind<$twin>>(NOTHING));
    )*};
}

#[test]
fn whole_unions_read_and_not_read_in_stretches() {
    whole!(U3, T3, P3, 3; U4, T4, P4, 4; U5, T5, P5, 5; U6, T6, P6, 6);
}

/// Every string of 0, 1 and 2 into `U`, checked at run time: valid where
/// each odd byte is a `bool`. Returns how many strings it tried.
fn checked<U: Layout + transmutable::Lifetime<'static>, const N: usize>() -> usize {
    let mut bytes = [0u8; N];
    let mut seen = 0;
    loop {
        let expected = bytes.iter().skip(1).step_by(2).all(|&b| b < 2);
        assert_eq!(try_transmute::<[u8; N], U>(bytes).is_ok(), expected, "{bytes:?}");
        seen += 1;
        let mut i = 0;
        loop {
            if i == N {
                return seen;
            }
            bytes[i] += 1;
            if bytes[i] < 3 {
                break;
            }
            bytes[i] = 0;
            i += 1;
        }
    }
}

#[test]
fn unions_checked_at_run_time_read_and_not_read_in_stretches() {
    assert_eq!(checked::<U3, 3>(), 27);
    assert_eq!(checked::<U4, 4>(), 81);
    assert_eq!(checked::<U5, 5>(), 243);
    assert_eq!(checked::<T5, 5>(), 243);
    assert_eq!(checked::<U6, 6>(), 729);
}
