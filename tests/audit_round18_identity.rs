//! Adversarial probes, round 18: three descriptions of one identity (as
//! `tests/identity.rs` builds two). A comparison that meets a pair of
//! identities again takes it for equal; the first pair it compared was of
//! one identity too, so every later pair of that identity is taken for
//! equal, whatever its structure. Found, not fixed: the comparison keys
//! the pairs it met by identity, and const evaluation cannot compare the
//! addresses of two descriptions to key them by description instead. Run
//! with `--ignored` to see both fail.

use transmutable::__private::{Bytes, Description, Invariants, Kind, Name, Piece, Pointer, PointerKind, Referent};
use transmutable::{Assume, ByteSet};

const fn node(pieces: &'static [Piece; 2]) -> Description {
    Description::new(Name::Plain("Node"), 16, 8, Bytes::new(16, pieces), Invariants::None).identified("shared::Node")
}

/// One byte of `value`, then an `Option<Box<_>>` to `next`.
const fn node_pieces(value: ByteSet, next: &'static Description) -> [Piece; 2] {
    [
        Piece::new(0, 1, Kind::Run(value)),
        Piece::new(8, 8, Kind::Pointer(Pointer::new(PointerKind::Boxed, true, Referent::of(next)))),
    ]
}

// `P`: a `bool`, then a box of `Q`; `Q`: any byte, then a box of itself;
// `R`: a `bool`, then a box of itself. All three of one identity.
static P: Description = node(&P_PIECES);
static P_PIECES: [Piece; 2] = node_pieces(ByteSet::range(0, 1), &Q);
static Q: Description = node(&Q_PIECES);
static Q_PIECES: [Piece; 2] = node_pieces(ByteSet::INITIALIZED, &Q);
static R: Description = node(&R_PIECES);
static R_PIECES: [Piece; 2] = node_pieces(ByteSet::range(0, 1), &R);

/// `P -> R`: the first bytes agree, and then `Q -> R`, whose identities
/// are the pair being compared. A `Q` holding 2 would be read as the
/// `bool` of an `R`.
#[test]
#[ignore = "found, not fixed: a pair of identities met again is trusted whatever descriptions bear them"]
fn a_third_description_of_one_identity_is_checked_not_trusted() {
    let answer = transmutable::__private::decide_descriptions(&P, &R, Assume::NOTHING);
    assert!(!answer.is_transmutable(), "{answer}");
}

// `OUTER`: a box of `MIDDLE`; `MIDDLE`: a box of `INNER`; `INNER`: a
// `&'static u8`. All three of one identity, the first two of one shape.
const fn holder(pieces: &'static [Piece; 1]) -> Description {
    Description::new(Name::Plain("X"), 8, 8, Bytes::new(8, pieces), Invariants::None).identified("shared::X")
}
const fn boxes(next: &'static Description) -> [Piece; 1] {
    [Piece::new(0, 8, Kind::Pointer(Pointer::new(PointerKind::Boxed, true, Referent::of(next))))]
}
static OUTER: Description = holder(&OUTER_PIECES);
static OUTER_PIECES: [Piece; 1] = boxes(&MIDDLE);
static MIDDLE: Description = holder(&MIDDLE_PIECES);
static MIDDLE_PIECES: [Piece; 1] = boxes(&INNER);
static INNER: Description = holder(&INNER_PIECES);
static INNER_PIECES: [Piece; 1] = [Piece::new(
    0,
    8,
    Kind::Pointer(Pointer::new(PointerKind::Shared, false, Referent::of(<u8 as transmutable::Layout>::DESCRIPTION))),
)];

/// What a type without parameters reaches behind its boxes decides its
/// `Lifetime` impl: the outer box reaches a reference, two boxes down.
#[test]
#[ignore = "found, not fixed: a box of the owner's identity is taken for recursion after a comparison that trusts that identity"]
fn a_reference_two_boxes_down_is_found() {
    assert!(transmutable::__private::reaches_references(&INNER));
    assert!(transmutable::__private::reaches_references(&MIDDLE));
    assert!(transmutable::__private::reaches_references(&OUTER));
}
