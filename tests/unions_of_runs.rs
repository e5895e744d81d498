//! Unions whose fields are integers and `bool`s of different lengths, read
//! by the walk without a search for the piece at each byte (one run from
//! the field's first byte), as sources, as destinations, inside arrays and
//! structs: every verdict against a brute force over the byte strings
//! safe code leaves in them, under `Assume::NOTHING` (every source string
//! is a destination's) and `Assume::VALIDITY` (some is).
//!
//! Every field is public, so that no destination carries invariants.
//! A union of such fields holds, and as a destination takes, what safe
//! code leaves in it: a field written by a union expression (the bytes
//! past its end uninitialized), then any field written again, which sets
//! its own bytes and keeps the others. (No field here has a part written
//! alone, nor padding.) The byte values are classes: `0` and `1` (a
//! `bool`'s), `2` and `255` (not a `bool`'s), enough for every set these
//! types name.

// The types are described and checked; few of their fields are read.
#![allow(dead_code)]

use std::collections::BTreeSet;
use std::sync::OnceLock;

use transmutable::{Assume, Layout};

/// A byte: a value, or uninitialized.
type Byte = Option<u8>;

/// The byte values the brute force writes and reads.
const VALUES: [u8; 4] = [0, 1, 2, 255];

/// What one byte of a one-byte type holds, and accepts.
trait OneByte: Layout + transmutable::Lifetime<'static> {
    const HOLDS: &'static [Byte];
}

impl OneByte for u8 {
    const HOLDS: &'static [Byte] = &[Some(0), Some(1), Some(2), Some(255)];
}

impl OneByte for bool {
    const HOLDS: &'static [Byte] = &[Some(0), Some(1)];
}

impl OneByte for core::mem::MaybeUninit<u8> {
    const HOLDS: &'static [Byte] = &[Some(0), Some(1), Some(2), Some(255), None];
}

/// Only `2`.
#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum Two {
    Two = 2,
}

impl OneByte for Two {
    const HOLDS: &'static [Byte] = &[Some(2)];
}

/// Two bytes, one type each.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct Pair<A, B>(pub A, pub B);

/// Four bytes, one type each.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct Quad<A, B, C, D>(pub A, pub B, pub C, pub D);

/// Two bytes: fields of one and two bytes.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union Short {
    pub flag: bool,
    pub byte: u8,
    pub word: u16,
}

/// Two bytes: a byte, and two `bool`s that safe code writes only
/// together (an array's element is written with the array): the byte
/// written over the `bool`s leaves a mix that no field is.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union ByteOrFlags {
    pub byte: u8,
    pub flags: [bool; 2],
}

/// Four bytes: fields of one, two and four bytes.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union Long {
    pub byte: u8,
    pub word: u16,
    pub quad: u32,
}

/// Four bytes: a `bool` and a word, the word's bytes past the `bool`'s
/// end.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union FlagOrQuad {
    pub flag: bool,
    pub quad: u32,
}

/// `Short` after a byte and padding.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct AfterByte(pub u8, pub Short);

/// `Short`, then a byte of each type.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct ShortThen<A, B>(pub Short, pub A, pub B);

/// Two bytes: one `Two` and nothing after it, or two.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union Twos {
    pub one: Two,
    pub both: [Two; 2],
}

/// Two bytes: one `bool` and nothing after it, or two.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union Flags {
    pub one: bool,
    pub both: [bool; 2],
}

/// One value, in a struct of its own.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct Held<T>(pub T);

/// What safe code leaves in a union of `N` bytes whose fields (each one
/// run from the first byte, `lengths[f]` bytes long, holding `holds[f]` at
/// each byte) are written whole: a union expression, then any writes.
fn left_in<const N: usize>(fields: &[(usize, &[Byte])]) -> BTreeSet<[Byte; N]> {
    let mut left = BTreeSet::new();
    let mut queue = Vec::new();
    for &(length, holds) in fields {
        for bytes in strings::<N>(|i| if i < length { holds.to_vec() } else { vec![None] }) {
            if left.insert(bytes) {
                queue.push(bytes);
            }
        }
    }
    while let Some(before) = queue.pop() {
        for &(length, holds) in fields {
            for bytes in strings::<N>(|i| if i < length { holds.to_vec() } else { vec![before[i]] }) {
                if left.insert(bytes) {
                    queue.push(bytes);
                }
            }
        }
    }
    left
}

/// Every string of `N` bytes whose byte `i` is one of `each(i)`.
fn strings<const N: usize>(each: impl Fn(usize) -> Vec<Byte>) -> Vec<[Byte; N]> {
    let sets: Vec<Vec<Byte>> = (0..N).map(each).collect();
    let mut all = vec![[None; N]];
    for (i, set) in sets.iter().enumerate() {
        all = all
            .into_iter()
            .flat_map(|bytes| {
                set.iter().map(move |&byte| {
                    let mut next = bytes;
                    next[i] = byte;
                    next
                })
            })
            .collect();
    }
    all
}

fn bool_bytes() -> &'static [Byte] {
    bool::HOLDS
}

fn any_bytes() -> &'static [Byte] {
    u8::HOLDS
}

/// What safe code leaves in a `Short`, found once.
fn short() -> &'static BTreeSet<[Byte; 2]> {
    static LEFT: OnceLock<BTreeSet<[Byte; 2]>> = OnceLock::new();
    LEFT.get_or_init(|| left_in::<2>(&[(1, bool_bytes()), (1, any_bytes()), (2, any_bytes())]))
}

/// What safe code leaves in a `ByteOrFlags`, found once.
fn byte_or_flags() -> &'static BTreeSet<[Byte; 2]> {
    static LEFT: OnceLock<BTreeSet<[Byte; 2]>> = OnceLock::new();
    LEFT.get_or_init(|| left_in::<2>(&[(1, any_bytes()), (2, bool_bytes())]))
}

/// What safe code leaves in a `Long`, found once.
fn long() -> &'static BTreeSet<[Byte; 4]> {
    static LEFT: OnceLock<BTreeSet<[Byte; 4]>> = OnceLock::new();
    LEFT.get_or_init(|| left_in::<4>(&[(1, any_bytes()), (2, any_bytes()), (4, any_bytes())]))
}

/// What safe code leaves in a `FlagOrQuad`, found once.
fn flag_or_quad() -> &'static BTreeSet<[Byte; 4]> {
    static LEFT: OnceLock<BTreeSet<[Byte; 4]>> = OnceLock::new();
    LEFT.get_or_init(|| left_in::<4>(&[(1, bool_bytes()), (4, any_bytes())]))
}

/// The verdicts of `S -> D` under both assumptions, against every source
/// string (`sources`) and the destination's (`takes`: whether it takes a
/// string, the first `D` bytes of the source's).
fn compare<S: Layout + transmutable::Lifetime<'static>, D: Layout + transmutable::Lifetime<'static>>(
    sources: &[Vec<Byte>],
    takes: impl Fn(&[Byte]) -> bool,
) -> usize {
    let size = core::mem::size_of::<D>();
    let every = sources.iter().all(|source| takes(&source[..size]));
    let some = sources.iter().any(|source| takes(&source[..size]));
    let names = (core::any::type_name::<S>(), core::any::type_name::<D>());
    assert_eq!(transmutable::is_transmutable::<S, D>(Assume::NOTHING), every, "{names:?}, Assume::NOTHING");
    assert_eq!(transmutable::is_transmutable::<S, D>(Assume::VALIDITY), some, "{names:?}, Assume::VALIDITY");
    2
}

/// The strings of a struct of one-byte types.
fn of_bytes(each: &[&[Byte]]) -> Vec<Vec<Byte>> {
    let mut all = vec![vec![]];
    for set in each {
        all = all
            .into_iter()
            .flat_map(|bytes: Vec<Byte>| {
                set.iter().map(move |&byte| {
                    let mut next = bytes.clone();
                    next.push(byte);
                    next
                })
            })
            .collect();
    }
    all
}

/// Whether `string` is one of `strings` of `N` bytes.
fn among<const N: usize>(strings: &BTreeSet<[Byte; N]>, string: &[Byte]) -> bool {
    strings.contains(&<[Byte; N]>::try_from(string).unwrap())
}

/// Whether each byte of `string` is one of the byte's set.
fn each_in(each: &[&[Byte]], string: &[Byte]) -> bool {
    string.iter().zip(each).all(|(byte, set)| set.contains(byte))
}

/// Two-byte structs into the two-byte unions and back, and the unions
/// into bytes.
fn pairs_and_short<A: OneByte, B: OneByte>() -> usize {
    let pair = of_bytes(&[A::HOLDS, B::HOLDS]);
    let short_strings: Vec<Vec<Byte>> = short().iter().map(|bytes| bytes.to_vec()).collect();
    let flags_strings: Vec<Vec<Byte>> = byte_or_flags().iter().map(|bytes| bytes.to_vec()).collect();
    compare::<Pair<A, B>, Short>(&pair, |string| among(short(), string))
        + compare::<Short, Pair<A, B>>(&short_strings, |string| each_in(&[A::HOLDS, B::HOLDS], string))
        + compare::<Short, A>(&short_strings, |string| each_in(&[A::HOLDS], string))
        + compare::<Pair<A, B>, ByteOrFlags>(&pair, |string| among(byte_or_flags(), string))
        + compare::<ByteOrFlags, Pair<A, B>>(&flags_strings, |string| each_in(&[A::HOLDS, B::HOLDS], string))
}

/// Four-byte structs into the four-byte unions and back.
fn quads_and_unions<A: OneByte, B: OneByte, C: OneByte, D: OneByte>() -> usize {
    let each: [&[Byte]; 4] = [A::HOLDS, B::HOLDS, C::HOLDS, D::HOLDS];
    let quad = of_bytes(&each);
    let (long, flag_or_quad) = (long(), flag_or_quad());
    let long_strings: Vec<Vec<Byte>> = long.iter().map(|bytes| bytes.to_vec()).collect();
    let flag_strings: Vec<Vec<Byte>> = flag_or_quad.iter().map(|bytes| bytes.to_vec()).collect();
    compare::<Quad<A, B, C, D>, Long>(&quad, |string| among(long, string))
        + compare::<Quad<A, B, C, D>, FlagOrQuad>(&quad, |string| among(flag_or_quad, string))
        + compare::<Long, Quad<A, B, C, D>>(&long_strings, |string| each_in(&each, string))
        + compare::<FlagOrQuad, Quad<A, B, C, D>>(&flag_strings, |string| each_in(&each, string))
        + compare::<FlagOrQuad, Pair<A, B>>(&flag_strings, |string| each_in(&each[..2], string))
}

macro_rules! each_byte {
    ($run:ident; $($known:ty),*) => {
        $run::<$($known,)* u8>() + $run::<$($known,)* bool>() + $run::<$($known,)* core::mem::MaybeUninit<u8>>()
            + $run::<$($known,)* Two>()
    };
}

fn quads_after<A: OneByte, B: OneByte, C: OneByte>() -> usize {
    each_byte!(quads_and_unions; A, B, C)
}

fn quads_after_two<A: OneByte, B: OneByte>() -> usize {
    each_byte!(quads_after; A, B)
}

fn quads_after_one<A: OneByte>() -> usize {
    each_byte!(quads_after_two; A)
}

fn pairs_after<A: OneByte>() -> usize {
    each_byte!(pairs_and_short; A)
}

#[test]
fn two_byte_unions_against_brute_force() {
    let compared = each_byte!(pairs_after;);
    assert_eq!(compared, 4 * 4 * 5 * 2);
}

#[test]
fn four_byte_unions_against_brute_force() {
    // Under Miri, which interprets each check at run time, the sources
    // whose first byte is a `bool`'s.
    let compared = if cfg!(miri) { quads_after_one::<bool>() } else { each_byte!(quads_after_one;) };
    assert!(compared > 0);
}

#[test]
fn unions_in_arrays_and_structs_against_brute_force() {
    let short = short();
    // `[Short; 2]`: each element what safe code leaves in it.
    let arrays: Vec<Vec<Byte>> =
        short.iter().flat_map(|a| short.iter().map(move |b| a.iter().chain(b).copied().collect())).collect();
    let mut compared = compare::<[Short; 2], [u8; 4]>(&arrays, |string| string.iter().all(Option::is_some))
        + compare::<[Short; 2], Quad<u8, core::mem::MaybeUninit<u8>, u8, core::mem::MaybeUninit<u8>>>(
            &arrays,
            |string| string[0].is_some() && string[2].is_some(),
        )
        + compare::<[Short; 2], Quad<bool, u8, bool, u8>>(&arrays, |string| {
            each_in(&[bool::HOLDS, u8::HOLDS, bool::HOLDS, u8::HOLDS], string)
        })
        + compare::<[u8; 4], [Short; 2]>(&of_bytes(&[u8::HOLDS; 4]), |string| {
            among(short, &string[..2]) && among(short, &string[2..])
        })
        + compare::<Quad<u8, core::mem::MaybeUninit<u8>, Two, core::mem::MaybeUninit<u8>>, [Short; 2]>(
            &of_bytes(&[
                u8::HOLDS,
                core::mem::MaybeUninit::<u8>::HOLDS,
                Two::HOLDS,
                core::mem::MaybeUninit::<u8>::HOLDS,
            ]),
            |string| among(short, &string[..2]) && among(short, &string[2..]),
        );
    // `AfterByte`: a byte, padding, then `Short`.
    let after: Vec<Vec<Byte>> = u8::HOLDS
        .iter()
        .flat_map(|&first| short.iter().map(move |s| [first, None].iter().chain(s).copied().collect()))
        .collect();
    compared +=
        compare::<AfterByte, Quad<u8, core::mem::MaybeUninit<u8>, u8, core::mem::MaybeUninit<u8>>>(&after, |string| {
            string[0].is_some() && string[2].is_some()
        }) + compare::<AfterByte, Quad<u8, core::mem::MaybeUninit<u8>, bool, u8>>(&after, |string| {
            each_in(&[u8::HOLDS, core::mem::MaybeUninit::<u8>::HOLDS, bool::HOLDS, u8::HOLDS], string)
        }) + compare::<Quad<u8, u8, u8, core::mem::MaybeUninit<u8>>, AfterByte>(
            &of_bytes(&[u8::HOLDS, u8::HOLDS, u8::HOLDS, core::mem::MaybeUninit::<u8>::HOLDS]),
            |string| string[0].is_some() && among(short, &string[2..]),
        );
    assert_eq!(compared, 16);
}

/// One union at one offset on both sides, which the search under
/// `Assume::VALIDITY` moves over at once, what follows it searched as
/// before (a value of the source fits there, or none does); and two
/// unions of one size, neither holding what the other takes, which it
/// reads.
#[test]
fn one_union_on_both_sides_against_brute_force() {
    let short = short();
    let then = |a: &[Byte], b: &[Byte]| -> Vec<Vec<Byte>> {
        let mut all = Vec::new();
        for union in short {
            for rest in of_bytes(&[a, b]) {
                all.push(union.iter().copied().chain(rest).collect());
            }
        }
        all
    };
    let takes = |c: &'static [Byte], d: &'static [Byte]| {
        move |string: &[Byte]| among(short, &string[..2]) && each_in(&[c, d], &string[2..])
    };
    let mut compared = compare::<ShortThen<u8, bool>, ShortThen<Two, bool>>(
        &then(u8::HOLDS, bool::HOLDS),
        takes(Two::HOLDS, bool::HOLDS),
    ) + compare::<ShortThen<bool, u8>, ShortThen<Two, u8>>(
        &then(bool::HOLDS, u8::HOLDS),
        takes(Two::HOLDS, u8::HOLDS),
    ) + compare::<ShortThen<u8, core::mem::MaybeUninit<u8>>, ShortThen<u8, u8>>(
        &then(u8::HOLDS, core::mem::MaybeUninit::<u8>::HOLDS),
        takes(u8::HOLDS, u8::HOLDS),
    ) + compare::<[Short; 2], ShortThen<bool, Two>>(
        &short.iter().flat_map(|a| short.iter().map(move |b| a.iter().chain(b).copied().collect())).collect::<Vec<_>>(),
        takes(bool::HOLDS, Two::HOLDS),
    );
    let twos = left_in::<2>(&[(1, Two::HOLDS), (2, Two::HOLDS)]);
    let flags = left_in::<2>(&[(1, bool::HOLDS), (2, bool::HOLDS)]);
    let strings = |left: &BTreeSet<[Byte; 2]>| -> Vec<Vec<Byte>> { left.iter().map(|bytes| bytes.to_vec()).collect() };
    compared += compare::<Twos, Flags>(&strings(&twos), |string| among(&flags, string))
        + compare::<Flags, Twos>(&strings(&flags), |string| among(&twos, string));
    assert_eq!(compared, 12);
}

/// A walk that meets one union on both sides knows the pair by its places
/// in the two types when it meets it again (an array of unions against an
/// array of them); a pair of other unions at a place alike in its last
/// piece, in another struct, is read as itself. `Twos` and `Flags` are of
/// one size, and neither holds what the other takes.
#[test]
fn one_union_met_again_against_brute_force() {
    let twos = left_in::<2>(&[(1, Two::HOLDS), (2, Two::HOLDS)]);
    let flags = left_in::<2>(&[(1, bool::HOLDS), (2, bool::HOLDS)]);
    let strings = |first: &BTreeSet<[Byte; 2]>, second: &BTreeSet<[Byte; 2]>| -> Vec<Vec<Byte>> {
        first.iter().flat_map(|a| second.iter().map(move |b| a.iter().chain(b).copied().collect())).collect()
    };
    let takes = |first: &BTreeSet<[Byte; 2]>, second: &BTreeSet<[Byte; 2]>| {
        let (first, second) = (first.clone(), second.clone());
        move |string: &[Byte]| among(&first, &string[..2]) && among(&second, &string[2..])
    };
    let mut compared =
        compare::<Pair<Held<Flags>, Held<Twos>>, Pair<Held<Flags>, Held<Flags>>>(
            &strings(&flags, &twos),
            takes(&flags, &flags),
        ) + compare::<Pair<Held<Twos>, Held<Flags>>, Pair<Held<Twos>, Held<Twos>>>(
            &strings(&twos, &flags),
            takes(&twos, &twos),
        ) + compare::<Pair<[Flags; 1], [Twos; 1]>, Pair<[Flags; 1], [Flags; 1]>>(
            &strings(&flags, &twos),
            takes(&flags, &flags),
        ) + compare::<[Flags; 2], Pair<Held<Flags>, Held<Flags>>>(&strings(&flags, &flags), takes(&flags, &flags))
            + compare::<[Flags; 2], Pair<Held<Flags>, Held<Twos>>>(&strings(&flags, &flags), takes(&flags, &twos));
    // The same pair at each element, then a byte of each type after it.
    let four: Vec<Vec<Byte>> = strings(&flags, &flags)
        .into_iter()
        .flat_map(|both| u8::HOLDS.iter().map(move |&last| both.iter().copied().chain([last]).collect()))
        .collect();
    compared += compare::<Pair<[Flags; 2], u8>, Pair<[Flags; 2], bool>>(&four, |string| {
        among(&flags, &string[..2]) && among(&flags, &string[2..4]) && bool::HOLDS.contains(&string[4])
    });
    assert_eq!(compared, 12);
}

#[test]
fn the_brute_force_knows_what_safe_code_leaves() {
    // The strings the brute force finds are those safe code leaves: a
    // `Short` written `byte` then read as bytes has its second byte
    // uninitialized, and one written `word` then `flag` keeps the word's
    // second byte.
    let short = short();
    assert!(short.contains(&[Some(2), None]));
    assert!(short.contains(&[Some(1), Some(255)]));
    assert!(!short.contains(&[None, Some(2)]));
    let mut value = Short { word: u16::from_ne_bytes([2, 255]) };
    value.flag = true;
    let bytes: [core::mem::MaybeUninit<u8>; 2] = transmutable::transmute(value);
    // SAFETY: `flag` set the first byte.
    let first = unsafe { bytes[0].assume_init() };
    // SAFETY: `word` set the second byte, which `flag` kept.
    let second = unsafe { bytes[1].assume_init() };
    assert_eq!([first, second], [1, 255]);
    // A `bool` and nothing after it, or four bytes of a word.
    assert_eq!(flag_or_quad().len(), 2 + 4 * 4 * 4 * 4);
    // The byte over the `bool`s: `[2, 1]`, which no field holds.
    assert!(byte_or_flags().contains(&[Some(2), Some(1)]));
    let mut value = ByteOrFlags { flags: [false, true] };
    value.byte = 2;
    let bytes: [core::mem::MaybeUninit<u8>; 2] = transmutable::transmute(value);
    // SAFETY: `byte` set the first byte.
    let first = unsafe { bytes[0].assume_init() };
    // SAFETY: `flags` set the second byte, which `byte` kept.
    let second = unsafe { bytes[1].assume_init() };
    assert_eq!([first, second], [2, 1]);
}

/// Four bytes: the word first, the byte (the smallest field that takes
/// every value) last.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union QuadOrByte {
    pub quad: u32,
    pub byte: u8,
}

/// Four bytes: a `bool`, a byte and a word, as a union of the walked
/// workload (`U7`) holds them.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union FlagByteQuad {
    pub flag: bool,
    pub byte: u8,
    pub quad: u32,
}

/// Four bytes: a tag, then a byte and padding, a `bool` and padding, or
/// padding and a word (each variant a struct of the tag and its fields).
#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum Tagged {
    A(u8) = 0,
    B(bool) = 1,
    C(u16) = 2,
}

/// A byte, then three of padding.
#[derive(Layout, Clone, Copy)]
#[repr(C, align(4))]
pub struct Padded(pub u8);

/// The strings of a `Tagged`: its variants', padding uninitialized.
fn tagged() -> Vec<Vec<Byte>> {
    let mut all = Vec::new();
    for (tag, payload) in [(0, u8::HOLDS), (1, bool::HOLDS)] {
        for &byte in payload {
            all.push(vec![Some(tag), byte, None, None]);
        }
    }
    for &low in u8::HOLDS {
        for &high in u8::HOLDS {
            all.push(vec![Some(2), None, low, high]);
        }
    }
    all
}

/// A destination union's field tried first, from a source at an enum's
/// tag or at a byte some value leaves uninitialized: the field that asks
/// the fewest bytes to be initialized and takes every value (`byte`, not
/// `quad` nor `flag`), under `Assume::VALIDITY` (`exists`) and
/// `Assume::NOTHING` (`covers`). The order is the walk's cost alone: every
/// verdict is the brute force's, where the field tried first takes the
/// source and where it does not (a later field, or none, does).
#[test]
fn smallest_field_first_against_brute_force() {
    let quad_or_byte = left_in::<4>(&[(4, any_bytes()), (1, any_bytes())]);
    let flag_byte_quad = left_in::<4>(&[(1, bool_bytes()), (1, any_bytes()), (4, any_bytes())]);
    let (long, flag_or_quad) = (long(), flag_or_quad());
    let tagged = tagged();
    let mut compared = compare::<Tagged, QuadOrByte>(&tagged, |string| among(&quad_or_byte, string))
        + compare::<Tagged, FlagByteQuad>(&tagged, |string| among(&flag_byte_quad, string))
        + compare::<Tagged, Long>(&tagged, |string| among(long, string))
        + compare::<Tagged, FlagOrQuad>(&tagged, |string| among(flag_or_quad, string));
    // A byte then padding, or then bytes that are uninitialized in some
    // values: the first byte initialized, the rest not always.
    let uninit = core::mem::MaybeUninit::<u8>::HOLDS;
    let padded: [&[Byte]; 4] = [u8::HOLDS, &[None], &[None], &[None]];
    type Tail = core::mem::MaybeUninit<u8>;
    let maybe: [&[Byte]; 4] = [bool::HOLDS, uninit, uninit, uninit];
    let half: [&[Byte]; 4] = [Two::HOLDS, u8::HOLDS, uninit, bool::HOLDS];
    for each in [padded, maybe, half] {
        let strings = of_bytes(&each);
        compared += if each == padded {
            compare::<Padded, QuadOrByte>(&strings, |string| among(&quad_or_byte, string))
                + compare::<Padded, FlagByteQuad>(&strings, |string| among(&flag_byte_quad, string))
        } else if each == maybe {
            compare::<Quad<bool, Tail, Tail, Tail>, QuadOrByte>(&strings, |string| among(&quad_or_byte, string))
                + compare::<Quad<bool, Tail, Tail, Tail>, FlagByteQuad>(&strings, |string| {
                    among(&flag_byte_quad, string)
                })
        } else {
            compare::<Quad<Two, u8, Tail, bool>, QuadOrByte>(&strings, |string| among(&quad_or_byte, string))
                + compare::<Quad<Two, u8, Tail, bool>, FlagByteQuad>(&strings, |string| among(&flag_byte_quad, string))
        };
    }
    assert_eq!(compared, 20);
}
