//! Adversarial probes, round 21: recognizing two descriptions of one
//! identity as one type, which now leaves out the names of a
//! description's own pieces where it has no invariants and no live
//! pointer, and compares only the first two pieces of an alike run of
//! `char`s that both hold. Descriptions written by hand (safe code, read
//! by `decide_descriptions` only) stand for two types that share an
//! identity against the contract: rows of eight `char`s, plain, with a
//! private field, with a function pointer after them, behind a raw
//! pointer or a shared reference, each in versions that differ in one name (among the first two
//! pieces of the run or after them), one flag (sealed, a cell)
//! or one piece's values (a word, zeros, a `char` in the other byte order). The property: for two such versions that differ
//! in anything, the verdict of the pair under one identity is the verdict
//! under two identities, where nothing is recognized and the pair is
//! walked. Only a version against itself (equal in everything) may be one
//! type. Held.

use transmutable::__private::{
    decide_descriptions, Bytes, Description, Invariants, Kind, Name, Piece, Pointer, PointerKind, Referent,
};
use transmutable::{Assume, ByteSet};

const CHAR: Kind = <char as transmutable::Layout>::DESCRIPTION.bytes().pieces()[0].kind();
/// The patterns of a `char` in the other byte order, named by none.
#[cfg(target_endian = "little")]
const SWAPPED: Kind =
    <transmutable::byteorder::Enum<char, transmutable::byteorder::BigEndian> as transmutable::Layout>::DESCRIPTION
        .bytes()
        .pieces()[0]
        .kind();
#[cfg(target_endian = "big")]
const SWAPPED: Kind =
    <transmutable::byteorder::Enum<char, transmutable::byteorder::LittleEndian> as transmutable::Layout>::DESCRIPTION
        .bytes()
        .pieces()[0]
        .kind();
const NAMES: [&str; 8] = ["a", "b", "c", "d", "e", "f", "g", "h"];

/// Eight `char`s, named `a` to `h`, piece `at` changed by `change`.
const fn row(at: usize, change: Change) -> [Piece; 8] {
    let mut pieces = [Piece::new(0, 4, CHAR); 8];
    let mut i = 0;
    while i < 8 {
        pieces[i] = Piece::new(4 * i, 4, CHAR).named(NAMES[i]);
        i += 1;
    }
    if let Change::AllCells = change {
        let mut i = 0;
        while i < 8 {
            pieces[i] = pieces[i].interior_mutable();
            i += 1;
        }
        return pieces;
    }
    pieces[at] = match change {
        Change::AllCells => pieces[at],
        Change::None => pieces[at],
        Change::Renamed => Piece::new(4 * at, 4, CHAR).named("z"),
        Change::Sealed => pieces[at].sealed(),
        Change::Cell => pieces[at].interior_mutable(),
        Change::Swapped => Piece::new(4 * at, 4, SWAPPED).named(NAMES[at]),
        Change::Word => Piece::new(4 * at, 4, Kind::Run(ByteSet::INITIALIZED)).named(NAMES[at]),
        Change::Zero => Piece::new(4 * at, 4, Kind::Run(ByteSet::range(0, 0))).named(NAMES[at]),
    };
    pieces
}

#[derive(Clone, Copy)]
enum Change {
    None,
    Renamed,
    Sealed,
    Cell,
    Swapped,
    Word,
    Zero,
    /// Every piece a cell: a run as long, at the same places.
    AllCells,
}

/// The versions of a row: unchanged, then each change at a place.
static ROWS: [[Piece; 8]; 13] = [
    row(0, Change::None),
    row(0, Change::Renamed),
    row(1, Change::Renamed),
    row(5, Change::Renamed),
    row(7, Change::Renamed),
    row(2, Change::Sealed),
    row(6, Change::Cell),
    row(4, Change::Swapped),
    row(5, Change::Word),
    row(3, Change::Zero),
    row(1, Change::Word),
    row(7, Change::Cell),
    row(0, Change::AllCells),
];

/// A row of no invariants, or of a private field, identified as `identity`.
const fn described(pieces: &'static [Piece; 8], private: bool, identity: &'static str) -> Description {
    let invariants = if private { Invariants::PrivateField { owner: "Row", field: "h" } } else { Invariants::None };
    Description::new(Name::Plain("Row"), 32, 4, Bytes::new(32, pieces), invariants).identified(identity)
}

macro_rules! versions {
    ($private:expr, $identity:expr) => {
        [
            described(&ROWS[0], $private, $identity[0]),
            described(&ROWS[1], $private, $identity[1]),
            described(&ROWS[2], $private, $identity[2]),
            described(&ROWS[3], $private, $identity[3]),
            described(&ROWS[4], $private, $identity[4]),
            described(&ROWS[5], $private, $identity[5]),
            described(&ROWS[6], $private, $identity[6]),
            described(&ROWS[7], $private, $identity[7]),
            described(&ROWS[8], $private, $identity[8]),
            described(&ROWS[9], $private, $identity[9]),
            described(&ROWS[10], $private, $identity[10]),
            described(&ROWS[11], $private, $identity[11]),
            described(&ROWS[12], $private, $identity[12]),
        ]
    };
}

const SHARED: [&str; 13] = ["shared::Row"; 13];
const DISTINCT: [&str; 13] = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12"];

static PLAIN: [Description; 13] = versions!(false, SHARED);
static PLAIN_APART: [Description; 13] = versions!(false, DISTINCT);
static PRIVATE: [Description; 13] = versions!(true, SHARED);
static PRIVATE_APART: [Description; 13] = versions!(true, DISTINCT);

/// A row, then a function pointer named `call` or `other`: a live pointer.
const fn with_function(row: &'static [Piece; 8], other: bool) -> [Piece; 9] {
    let function = Kind::Pointer(Pointer::new(PointerKind::Function, false, <() as transmutable::Layout>::REFERENT));
    let mut pieces = [Piece::new(32, 8, function).named(if other { "other" } else { "call" }); 9];
    let mut i = 0;
    while i < 8 {
        pieces[i] = row[i];
        i += 1;
    }
    pieces
}

static CALLS: [[Piece; 9]; 4] = [
    with_function(&ROWS[0], false),
    with_function(&ROWS[0], true),
    with_function(&ROWS[4], false),
    with_function(&ROWS[8], false),
];

const fn called(pieces: &'static [Piece; 9], identity: &'static str) -> Description {
    Description::new(Name::Plain("Calls"), 40, 8, Bytes::new(40, pieces), Invariants::None).identified(identity)
}

static CALLED: [Description; 4] = [
    called(&CALLS[0], "shared::Calls"),
    called(&CALLS[1], "shared::Calls"),
    called(&CALLS[2], "shared::Calls"),
    called(&CALLS[3], "shared::Calls"),
];
static CALLED_APART: [Description; 4] =
    [called(&CALLS[0], "0"), called(&CALLS[1], "1"), called(&CALLS[2], "2"), called(&CALLS[3], "3")];

/// A raw pointer to a plain row of one identity, named `to` or `other`:
/// no live pointer, its referent compared as a type of its own.
const fn raw(referent: &'static Description, other: bool) -> [Piece; 1] {
    let pointer = Kind::Pointer(Pointer::new(PointerKind::Raw, true, Referent::of(referent)));
    [Piece::new(0, 8, pointer).named(if other { "other" } else { "to" })]
}

static RAWS: [[Piece; 1]; 4] =
    [raw(&PLAIN[0], false), raw(&PLAIN[0], true), raw(&PLAIN[4], false), raw(&PLAIN[8], false)];

const fn pointing(pieces: &'static [Piece; 1], identity: &'static str) -> Description {
    Description::new(Name::Plain("Raw"), 8, 8, Bytes::new(8, pieces), Invariants::None).identified(identity)
}

static POINTING: [Description; 4] = [
    pointing(&RAWS[0], "shared::Raw"),
    pointing(&RAWS[1], "shared::Raw"),
    pointing(&RAWS[2], "shared::Raw"),
    pointing(&RAWS[3], "shared::Raw"),
];
static POINTING_APART: [Description; 4] =
    [pointing(&RAWS[0], "0"), pointing(&RAWS[1], "1"), pointing(&RAWS[2], "2"), pointing(&RAWS[3], "3")];

/// A shared reference to `referent`.
const fn shared_to(referent: &'static Description) -> [Piece; 1] {
    [Piece::new(0, 8, Kind::Pointer(Pointer::new(PointerKind::Shared, false, Referent::of(referent))))]
}

const fn reference(pieces: &'static [Piece; 1]) -> Description {
    Description::new(Name::Plain("&Row"), 8, 8, Bytes::new(8, pieces), Invariants::None)
}

macro_rules! references {
    ($rows:expr) => {
        [
            shared_to(&$rows[0]),
            shared_to(&$rows[1]),
            shared_to(&$rows[2]),
            shared_to(&$rows[3]),
            shared_to(&$rows[4]),
            shared_to(&$rows[5]),
            shared_to(&$rows[6]),
            shared_to(&$rows[7]),
            shared_to(&$rows[8]),
            shared_to(&$rows[9]),
            shared_to(&$rows[10]),
            shared_to(&$rows[11]),
            shared_to(&$rows[12]),
        ]
    };
}

static TO_PLAIN: [[Piece; 1]; 13] = references!(PLAIN);
static TO_PLAIN_APART: [[Piece; 1]; 13] = references!(PLAIN_APART);

macro_rules! referring {
    ($pieces:expr) => {
        [
            reference(&$pieces[0]),
            reference(&$pieces[1]),
            reference(&$pieces[2]),
            reference(&$pieces[3]),
            reference(&$pieces[4]),
            reference(&$pieces[5]),
            reference(&$pieces[6]),
            reference(&$pieces[7]),
            reference(&$pieces[8]),
            reference(&$pieces[9]),
            reference(&$pieces[10]),
            reference(&$pieces[11]),
            reference(&$pieces[12]),
        ]
    };
}

/// Shared references to the plain versions: cells count there.
static REFERENCES: [Description; 13] = referring!(TO_PLAIN);
static REFERENCES_APART: [Description; 13] = referring!(TO_PLAIN_APART);

/// Every pair of two different versions: under one identity as under two.
fn consistent(shared: &'static [Description], apart: &'static [Description], family: &str, assumes: &[Assume]) {
    let mut wrong = Vec::new();
    for i in 0..shared.len() {
        for j in 0..shared.len() {
            // Under Miri, the pairs with the first version, assuming the
            // first of `assumes` only.
            if cfg!(miri) && i != 0 && j != 0 {
                continue;
            }
            let assumes = if cfg!(miri) { &assumes[..1] } else { assumes };
            for &assume in assumes {
                let one = decide_descriptions(&shared[i], &shared[j], assume).is_transmutable();
                let two = decide_descriptions(&apart[i], &apart[j], assume).is_transmutable();
                // A version into itself is one type, whatever its
                // invariants or pointers.
                if i != j && one != two {
                    wrong.push(format!("{family} {i} -> {j} ({assume:?}): {one} under one identity, {two} under two"));
                }
                if i == j && !one {
                    wrong.push(format!("{family} {i} into itself refused ({assume:?})"));
                }
            }
        }
    }
    assert!(wrong.is_empty(), "{wrong:#?}");
}

#[test]
fn one_identity_changes_no_verdict_between_versions() {
    let assumes = [Assume::NOTHING, Assume::SAFETY, Assume::VALIDITY];
    consistent(&PLAIN, &PLAIN_APART, "plain", &assumes);
    consistent(&PRIVATE, &PRIVATE_APART, "private", &assumes);
    consistent(&CALLED, &CALLED_APART, "calls", &assumes);
    consistent(&POINTING, &POINTING_APART, "raw", &assumes);
    // A reference's lifetime is no part of its description: assumed.
    let lifetimes = assumes.map(|assume| assume.and(Assume::LIFETIMES));
    consistent(&REFERENCES, &REFERENCES_APART, "references", &lifetimes);
}

/// What the property rests on, for the versions whose verdict the
/// identity could change: a private field, a function pointer renamed.
#[test]
fn versions_apart_that_need_safety() {
    let holds =
        |a: &'static Description, b: &'static Description, assume| decide_descriptions(a, b, assume).is_transmutable();
    assert!(!holds(&PRIVATE[0], &PRIVATE[4], Assume::NOTHING));
    assert!(holds(&PRIVATE[0], &PRIVATE[4], Assume::SAFETY));
    assert!(!holds(&CALLED[0], &CALLED[1], Assume::NOTHING));
    assert!(holds(&CALLED[0], &CALLED[1], Assume::SAFETY));
    assert!(holds(&PLAIN[0], &PLAIN[4], Assume::NOTHING));
    assert!(!holds(&PLAIN[8], &PLAIN[0], Assume::NOTHING));
    // A reference gains or loses a cell in every piece of the run.
    assert!(!holds(&REFERENCES[0], &REFERENCES[12], Assume::LIFETIMES));
    assert!(!holds(&REFERENCES[12], &REFERENCES[0], Assume::LIFETIMES));
    assert!(holds(&REFERENCES[0], &REFERENCES[1], Assume::LIFETIMES));
}
