//! Whether two descriptions that carry one identity describe one type.
//!
//! Recursive checks recognize a pair of referents they are already checking
//! by the identities of the two types ([`Description::same_type`]): const
//! evaluation on stable Rust cannot compare the addresses of two `static`s.
//! An identity is a text the derive computes (its count of derives in the
//! compiler's process, a hash of the compiler's command line and of the
//! type's place), meant to differ for every two types of a build; but a
//! text is no proof (a description written by hand may carry any), and
//! taking a pair to hold because another pair of that text holds would be
//! unsound if two types ever shared one.
//!
//! So a name is trusted only after the structure under it is confirmed:
//! [`same_types`] compares two descriptions piece by piece, offsets, sets,
//! tags, names, invariants and flags, and the referents of their pointers in
//! turn (the names of a description's own pieces only where it has
//! invariants or live pointers: elsewhere they change nothing any check
//! reads). Referents come round again in recursive types; a pair of
//! identities already being compared is taken to be equal (the relation of
//! compared pairs is a bisimulation). Two types that agree everywhere are
//! the same type as far as any check can tell, whichever crate they come
//! from.
//!
//! A union met by the same union ([`same_unions`]) is recognized the same
//! way, by the identity its fields carry and then their structure: there the
//! walks take what the source may hold to be what the destination accepts,
//! whatever that is, which the pieces alone cannot tell (a `u16` field is
//! written whole, a `[u8; 2]` byte by byte, and both are one run). A union
//! of no identity (a generic one) is never taken to be the same as another.
//!
//! The tag table's alternatives alike after their first byte (`alike.rs`)
//! are compared here too, by the same [`same_piece`] in another mode
//! ([`Comparison::bounded`]): pointers never equal, the alternative's own
//! piece names left out, and a bound on the pieces read.
//!
//! So are the pieces of a struct that a walk takes for periods, each
//! against the one a period before it ([`same_piece_moved`]): the
//! fields of one type of a struct, walked once.
//!
//! May use: descriptions and byte sets.

use super::{same_text, Bytes, Choice, Description, Invariants, Kind, Piece};
use crate::byte_set::ByteSet;
use crate::limits::MAX_REFERENTS;

/// The pairs of identified descriptions being compared, each assumed equal
/// while its comparison is under way.
struct Compared {
    pairs: [(&'static str, &'static str); MAX_REFERENTS],
    len: usize,
}

/// One comparison of descriptions, in the mode its reader needs: the
/// walks' recognition of one type ([`same_types`]), or the tag table's
/// alternatives alike after their first byte (`alike.rs`). Both read
/// pieces, offsets, sizes, kinds, value sets, tags, flags and names alike;
/// they differ in what a pointer is, and in how much they may read.
pub(super) struct Comparison<'c> {
    /// Recognizing one type: referents are compared in turn, the pairs of
    /// identities under way taken to be equal. `None` for alike
    /// alternatives: pointers are never alike there, since a check reads
    /// referents further than a description compares cheaply.
    referents: Option<&'c mut Compared>,
    /// How many more pieces may be read: a comparison that would read more
    /// is `false`. Alike alternatives are compared in every type that is
    /// described, checked or not, and pay for it in const evaluation.
    budget: usize,
}

impl Comparison<'static> {
    /// A comparison that follows no pointer and reads at most `pieces`
    /// pieces.
    pub(super) const fn bounded(pieces: usize) -> Comparison<'static> {
        Comparison { referents: None, budget: pieces }
    }
}

/// Whether `a` and `b` describe the same type: equal in every piece, and
/// their referents in turn. `false` when the comparison would follow more
/// than [`MAX_REFERENTS`] pairs of identified types: the caller then checks
/// the pair instead of trusting its name.
pub(crate) const fn same_types(a: &'static Description, b: &'static Description) -> bool {
    let mut compared = Compared { pairs: [("", ""); MAX_REFERENTS], len: 0 };
    same_descriptions(&mut Comparison { referents: Some(&mut compared), budget: usize::MAX }, a, b)
}

/// Whether `a` and `b` are one non-generic derived type: of one identity
/// (never an empty one), confirmed by their structure ([`same_types`]).
/// The identity tells which derive of which crate described the type, so two
/// such descriptions describe one type, fields, invariants and function
/// signatures alike: every value of `a` is a valid and safe `b`, and
/// whatever is written through a `b` is an `a`. Not a type with lifetime
/// parameters: its instances share one identity, and `Guard<'a>` into
/// `Guard<'static>` would extend a lifetime its private fields keep where
/// no `Lifetime` bound sees it (in a `PhantomData` beside a raw pointer).
pub(crate) const fn one_type(a: &'static Description, b: &'static Description) -> bool {
    // The sizes first, which [`same_types`] compares too: most pairs
    // differ there, where comparing their identities reads texts byte by
    // byte, which const evaluation pays for. Then the identities, as
    // [`Description::same_type`] compares them, their lengths read here:
    // most types of one size have none (the library's types) or differ in
    // it, and each function called on the way (`same_type`, `same_text`,
    // `str::len`, `str::is_empty`) is loaded from the library's metadata in
    // every crate that checks.
    if a.size != b.size {
        return false;
    }
    let (x, y) = (a.identity.as_bytes(), b.identity.as_bytes());
    let len = x.len();
    len != 0
        && len == y.len()
        && crate::text::same_bytes(x, y)
        && !a.lifetime_parameters
        && !b.lifetime_parameters
        && same_structures(a, b)
}

/// [`same_types`] of two descriptions of one identity: the identities are
/// not compared again. Apart from [`one_type`], whose every caller loads
/// its body, though most pairs end at the sizes or the identities.
const fn same_structures(a: &'static Description, b: &'static Description) -> bool {
    let mut compared = Compared { pairs: [("", ""); MAX_REFERENTS], len: 0 };
    same_identified(&mut Comparison { referents: Some(&mut compared), budget: usize::MAX }, a, b)
}

/// Whether every value of `a` is a valid `b` because they are one type, as
/// far as validity goes: two descriptions equal in every piece
/// ([`same_types`]) that hold no pointer promising something. A
/// description does not tell one function's signature from another's
/// (`fn(u8)` and `fn(u16)`, an `unsafe fn` and a safe one are described
/// alike), nor carry all that the walk of two referents asks; where it
/// holds no such pointer, it is all that validity depends on.
///
/// Nor a union without an identity (a generic one): the pieces of its
/// fields do not tell how safe code writes them (a `ManuallyDrop<(bool,
/// bool)>`, written only whole, and a struct whose own module writes half
/// of its `(bool, bool)` are described alike), and what the union may hold
/// depends on that.
pub(crate) const fn same_values(a: &'static Description, b: &'static Description) -> bool {
    // The comparison first: it tells two different types apart at once,
    // where looking for a union reads the whole description.
    !a.bytes.facts.live_pointers && same_types(a, b) && !holds_unidentified_union(&a.bytes, false)
}

/// Whether `bytes` hold, by value, a union without an identity, or (with
/// `or_pointer`) a pointer of any kind.
const fn holds_unidentified_union(bytes: &Bytes, or_pointer: bool) -> bool {
    let mut i = 0;
    while i < bytes.piece_count {
        let holds = match bytes.pieces[i].kind {
            Kind::Nest(inner) => holds_unidentified_union(inner, or_pointer),
            Kind::Repeat { element, .. } => holds_unidentified_union(element, or_pointer),
            Kind::Choice(choice) if choice.union && choice.identity.is_empty() => true,
            Kind::Choice(choice) => {
                let mut j = 0;
                while j < choice.alternative_count
                    && !holds_unidentified_union(&choice.alternatives[j].bytes, or_pointer)
                {
                    j += 1;
                }
                j < choice.alternative_count
            }
            Kind::Pointer(_) => or_pointer,
            Kind::Run(_) | Kind::Tag(_) | Kind::Scalar { .. } => false,
        };
        if holds {
            return true;
        }
        i += 1;
    }
    false
}

/// Whether every value of nested bytes `a` (a struct's field, an array's
/// element) is a value of `b`, at the same place of both walks, because
/// they describe one type as far as validity goes: [`same_values`] for
/// bytes below the top, which carry no identity of their own. Equal piece
/// by piece, their own names left out as a walk leaves them (only
/// explanations read them), and holding no pointer at all (what a pointer
/// may become depends on how its bytes are reached, which the walk
/// carries) and no union without an identity (see [`same_values`]).
pub(crate) const fn same_nested_values(a: &'static Bytes, b: &'static Bytes) -> bool {
    let mut compared = Compared { pairs: [("", ""); MAX_REFERENTS], len: 0 };
    let mut c = Comparison { referents: Some(&mut compared), budget: usize::MAX };
    same_bytes(&mut c, a, b, Names::Ignored) && !holds_unidentified_union(a, true)
}

/// Whether every value of `source`, read from its first byte, is a valid
/// `destination` because `destination`'s pieces are described as the
/// first of `source`'s are: a struct of one field into that field's type
/// and back (`struct S(pub T)`), a struct into the type of its first
/// field, an array into its element's type, at any depth. Each side is
/// read where its bytes are another type's from the first byte: a
/// destination of one nested type is that type, padding after it; a
/// source whose first piece is a nested type (or an array of at least one
/// element) as large as the destination at least is that type, since the
/// bytes of that piece hold its values whatever the rest holds. Then each
/// piece of the destination must be the source's piece of the same index,
/// equal in offset, size, flags and kind, and in everything below them
/// ([`Names::Values`]: no name, which only explanations read, nor an
/// enum's identity, which its variants tell): the source's pieces after
/// them lie in the destination's padding, which takes anything. Not a
/// pointer, whose promise the walk checks with the referents (a
/// comparison without referents never takes two pointers for equal), nor
/// a union without an identity (see [`same_values`]). Validity alone: the
/// invariants and the lifetimes are the caller's to check, as after a
/// walk.
pub(crate) const fn same_prefix_values(source: &'static Bytes, destination: &'static Bytes) -> bool {
    let mut into = destination;
    while let [Piece { offset: 0, kind: Kind::Nest(inner), .. }] = into.pieces {
        into = inner;
    }
    let mut from = source;
    loop {
        let inner = match from.pieces {
            [Piece { offset: 0, kind: Kind::Nest(inner), .. }, ..] => *inner,
            [Piece { offset: 0, kind: Kind::Repeat { element, count }, .. }, ..] if *count > 0 => *element,
            _ => break,
        };
        // Deeper only where the destination's bytes all lie in the nested
        // ones: there its pieces may be theirs.
        if inner.size < into.size {
            break;
        }
        from = inner;
    }
    let count = into.piece_count;
    if from.piece_count < count {
        return false;
    }
    let mut comparison = Comparison { referents: None, budget: usize::MAX };
    let mut i = 0;
    while i < count {
        if !same_piece(&mut comparison, &from.pieces[i], &into.pieces[i], 0, Names::Values) {
            return false;
        }
        i += 1;
    }
    true
}

/// Whether `a` and `b` are the fields of one union: of one identity (never
/// an empty one, which a generic union has), and equal in every piece, as
/// [`same_types`] compares them.
pub(crate) const fn same_unions(a: Choice, b: Choice) -> bool {
    if !a.union || !b.union || a.identity.is_empty() {
        return false;
    }
    let mut compared = Compared { pairs: [("", ""); MAX_REFERENTS], len: 0 };
    same_choices(&mut Comparison { referents: Some(&mut compared), budget: usize::MAX }, a, b, Names::Compared)
}

const fn same_descriptions(c: &mut Comparison, a: &'static Description, b: &'static Description) -> bool {
    same_text(a.identity, b.identity) && same_identified(c, a, b)
}

/// [`same_descriptions`] of two descriptions whose identities are known
/// to be equal.
const fn same_identified(c: &mut Comparison, a: &'static Description, b: &'static Description) -> bool {
    if let (false, Some(compared)) = (a.identity.is_empty(), &mut c.referents) {
        let mut i = 0;
        while i < compared.len {
            let (left, right) = compared.pairs[i];
            if same_text(left, a.identity) && same_text(right, b.identity) {
                return true;
            }
            i += 1;
        }
        if compared.len == MAX_REFERENTS {
            return false;
        }
        compared.pairs[compared.len] = (a.identity, b.identity);
        compared.len += 1;
    }
    if a.size != b.size || a.align != b.align || !same_invariants(c, a.invariants, b.invariants) {
        return false;
    }
    let tails = match (a.tail, b.tail) {
        (None, None) => true,
        (Some(x), Some(y)) => {
            x.utf8 == y.utf8 && same_text(x.name, y.name) && same_descriptions(c, x.element, y.element)
        }
        _ => false,
    };
    // The names of the pieces at the top of a description without
    // invariants and without a live pointer are left out: there two equal
    // structures accept the same values, all of them safe, and a walk of
    // the pair would answer as the comparison does. Where a type has
    // invariants (what its private fields mean) or live pointers (what a
    // function pointer's signature or a referent promises), the names are
    // compared, as everything below the top is, unions' fields and nested
    // types' pieces included. `b` is as plain as `a` wherever the rest is
    // equal: its invariants are compared, and a pointer is a piece of its
    // own kind.
    let names = if matches!(a.invariants, Invariants::None) && !a.bytes.facts.live_pointers {
        Names::Ignored
    } else {
        Names::Compared
    };
    tails && same_bytes(c, &a.bytes, &b.bytes, names)
}

const fn same_invariants(c: &mut Comparison, a: Invariants, b: Invariants) -> bool {
    match (a, b) {
        (Invariants::None, Invariants::None) => true,
        (Invariants::PrivateField { owner, field }, Invariants::PrivateField { owner: other, field: other_field }) => {
            same_text(owner, other) && same_text(field, other_field)
        }
        (Invariants::NonExhaustive { owner }, Invariants::NonExhaustive { owner: other }) => same_text(owner, other),
        (Invariants::InField { field, of }, Invariants::InField { field: other_field, of: other }) => {
            same_text(field, other_field) && same_descriptions(c, of, other)
        }
        _ => false,
    }
}

/// Whether two bytes are equal piece by piece, the names of their own
/// pieces compared as `names` says, the names below them always.
pub(super) const fn same_bytes(c: &mut Comparison, a: &Bytes, b: &Bytes, names: Names) -> bool {
    // The counts kept with the pieces: `len()` is two calls, and const
    // evaluation pays for every call.
    let len = a.piece_count;
    if a.size != b.size || len != b.piece_count {
        return false;
    }
    let (skip_at, to) = if matches!(names, Names::Compared) { (usize::MAX, 0) } else { alike_skipped(a, b) };
    let mut i = 0;
    while i < len {
        if i == skip_at {
            i = to;
            continue;
        }
        let (x, y) = (&a.pieces[i], &b.pieces[i]);
        // Two scalars of one set of patterns the library names (the
        // `char`s of a struct of them), compared in place as `same_piece`
        // compares them: a call for each costs const evaluation a frame
        // (and their names without `same_text`'s). Each kind is matched
        // on its own, by value: a pair of references matched with a guard
        // cost `Chars64` into itself 0.7 M instructions more.
        let (identity, count) = match x.kind {
            Kind::Scalar { identity, count, .. } => (identity, count),
            _ => (Kind::UNNAMED_PATTERNS, 0),
        };
        let same = match y.kind {
            Kind::Scalar { count: other_count, identity: other_identity, .. }
                if identity != Kind::UNNAMED_PATTERNS && other_identity == identity && c.budget > 0 =>
            {
                c.budget -= 1;
                x.offset == y.offset
                    && x.size == y.size
                    && x.interior_mutable == y.interior_mutable
                    && x.atomic == y.atomic
                    && x.opaque == y.opaque
                    && x.sealed == y.sealed
                    && x.reversed == y.reversed
                    && count == other_count
                    && (!matches!(names, Names::Compared)
                        || crate::text::same_bytes(x.name.as_bytes(), y.name.as_bytes()))
            }
            _ => same_piece(c, x, y, 0, names),
        };
        if !same {
            return false;
        }
        i += 1;
    }
    true
}

/// Where both `a` and `b` hold one run of alike pieces
/// ([`Facts::alike_from`](super::Facts)), each the one before it moved on
/// by one distance: the piece from which a comparison that does not read
/// their names goes on from the end of the runs, and that end. Once the
/// first two pieces of the runs are equal, so is each pair after them, but
/// for their names. `usize::MAX` where there are no such runs. A call of
/// its own: most comparisons read names, and need not load its body.
const fn alike_skipped(a: &Bytes, b: &Bytes) -> (usize, usize) {
    let (from, to) = (a.facts.alike_from, a.facts.alike_to);
    if from == b.facts.alike_from && to == b.facts.alike_to && to > from + 2 {
        (from + 2, to)
    } else {
        (usize::MAX, 0)
    }
}

/// Whether a comparison reads the names of the pieces it is given.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Names {
    /// As everywhere below: the recognition of unions and referents reads
    /// them.
    Compared,
    /// An alternative's own pieces, compared for alike alternatives, and
    /// the pieces at the top of a description without invariants or live
    /// pointers, recognized as one type: only explanations read their
    /// names.
    Ignored,
    /// Every piece at every depth, compared for the values it holds and
    /// accepts alone ([`same_prefix_values`]): no name read, no identity
    /// but a union's, and no union without one.
    Values,
}

impl Names {
    /// How the pieces nested in a piece compared as `self` are compared:
    /// their names read, but where values alone are compared.
    const fn below(self) -> Names {
        match self {
            Names::Values => Names::Values,
            Names::Compared | Names::Ignored => Names::Compared,
        }
    }
}

/// Whether two pieces are equal but for their offsets, `b` lying `shift`
/// bytes after `a` (0: at the same offset), their names compared as
/// `names` says.
pub(super) const fn same_piece(c: &mut Comparison, a: &Piece, b: &Piece, shift: usize, names: Names) -> bool {
    if c.budget == 0 {
        return false;
    }
    c.budget -= 1;
    // `same_flags`, asked in place: a walk compares every field of a
    // struct's period, and const evaluation pays for every call.
    if a.offset + shift != b.offset
        || a.size != b.size
        || a.interior_mutable != b.interior_mutable
        || a.atomic != b.atomic
        || a.opaque != b.opaque
        || a.sealed != b.sealed
        || a.reversed != b.reversed
        || (matches!(names, Names::Compared) && !same_text(a.name, b.name))
    {
        return false;
    }
    match (a.kind, b.kind) {
        (Kind::Run(x), Kind::Run(y)) => x.equals(y),
        (Kind::Tag(x), Kind::Tag(y)) => x == y,
        (
            Kind::Scalar { products: x, count, identity, .. },
            Kind::Scalar { products: y, count: other_count, identity: other_identity, .. },
        ) => {
            // One set of patterns, named once (see `Kind::Scalar`), or
            // equal patterns.
            count == other_count
                && ((identity != Kind::UNNAMED_PATTERNS && identity == other_identity) || ByteSet::all_equal(x, y))
        }
        (Kind::Nest(x), Kind::Nest(y)) => same_bytes(c, x, y, names.below()),
        (Kind::Repeat { element: x, count }, Kind::Repeat { element: y, count: other_count }) => {
            count == other_count && same_bytes(c, x, y, names.below())
        }
        (Kind::Choice(x), Kind::Choice(y)) => same_choices(c, x, y, names.below()),
        (Kind::Pointer(x), Kind::Pointer(y)) if c.referents.is_some() => {
            x.kind as u8 == y.kind as u8
                && x.nullable == y.nullable
                && same_descriptions(c, x.referent.get(), y.referent.get())
        }
        _ => false,
    }
}

/// How many pieces [`same_piece_moved`] reads at most, the piece itself
/// and what it nests: a walk asks it of one piece after another, and pays
/// for every piece read.
const MAX_COMPARED_MOVED: usize = 64;

/// Whether `later` is `earlier` moved `shift` bytes on, as far as a walk
/// reads either: equal in size, kind, value sets, flags, and in everything
/// below them names included; their own names (read only by explanations,
/// from the piece itself) may differ. A run is never taken for another: a
/// cursor reads a run together with the runs after it, further than one
/// piece. Pointers are never taken for one another either (see
/// [`Comparison::bounded`]). `false` where the comparison would read more
/// than [`MAX_COMPARED_MOVED`] pieces.
pub(crate) const fn same_piece_moved(earlier: &Piece, later: &Piece, shift: usize) -> bool {
    if matches!(later.kind, Kind::Run(_)) {
        return false;
    }
    // `Comparison::bounded`, written out: a walk asks this of every field
    // of a struct's period, and const evaluation pays for every call.
    let mut comparison = Comparison { referents: None, budget: MAX_COMPARED_MOVED };
    same_piece(&mut comparison, earlier, later, shift, Names::Ignored)
}

/// How many pieces in a row from `first` on, before `end`, are each the
/// one `step` pieces before them moved `shift` bytes on, as
/// [`same_piece_moved`] says: the fields of one type of a struct, which a
/// walk takes for periods. One call for a period's pieces, where a call
/// for each would cost const evaluation a frame; and two scalars of one
/// set of patterns the library names (`char`s, the fields a struct most
/// often repeats) compared in place, as `same_piece` compares them.
pub(crate) const fn pieces_moved(pieces: &[Piece], first: usize, end: usize, step: usize, shift: usize) -> usize {
    let mut last = first;
    // Fields one after the other, the one before them a scalar of named
    // patterns: each later piece is compared with that one, its fields read
    // once, moved on by as many periods (equal to the one before it, each
    // is equal to the first, moved on). The first piece that is not so is
    // left to the comparison below, with the one before it.
    if let (1, Kind::Scalar { count, identity, .. }) = (step, pieces[first - 1].kind) {
        let reference = &pieces[first - 1];
        let Piece { size, interior_mutable, atomic, opaque, sealed, reversed, .. } = *reference;
        let mut offset = reference.offset + shift;
        while identity != Kind::UNNAMED_PATTERNS && last < end {
            let later = &pieces[last];
            let same = match later.kind {
                Kind::Scalar { count: other_count, identity: other_identity, .. } => {
                    other_identity == identity
                        && other_count == count
                        && later.offset == offset
                        && later.size == size
                        && later.interior_mutable == interior_mutable
                        && later.atomic == atomic
                        && later.opaque == opaque
                        && later.sealed == sealed
                        && later.reversed == reversed
                }
                _ => false,
            };
            if !same {
                break;
            }
            offset += shift;
            last += 1;
        }
    }
    while last < end {
        let (earlier, later) = (&pieces[last - step], &pieces[last]);
        let same = match (&earlier.kind, &later.kind) {
            (
                Kind::Scalar { count, identity, .. },
                Kind::Scalar { count: other_count, identity: other_identity, .. },
            ) if *identity != Kind::UNNAMED_PATTERNS && *identity == *other_identity => {
                earlier.offset + shift == later.offset
                    && earlier.size == later.size
                    && earlier.interior_mutable == later.interior_mutable
                    && earlier.atomic == later.atomic
                    && earlier.opaque == later.opaque
                    && earlier.sealed == later.sealed
                    && earlier.reversed == later.reversed
                    && *count == *other_count
            }
            _ => same_piece_moved(earlier, later, shift),
        };
        if !same {
            break;
        }
        last += 1;
    }
    last - first
}

/// Whether two pieces carry the same flags: cells, atomics, opaque cells,
/// sealing, byte order.
pub(super) const fn same_flags(a: &Piece, b: &Piece) -> bool {
    a.interior_mutable == b.interior_mutable
        && a.atomic == b.atomic
        && a.opaque == b.opaque
        && a.sealed == b.sealed
        && a.reversed == b.reversed
}

/// Whether two choices are equal in every alternative, `names` of the
/// alternatives and below them compared as [`Names::Compared`] or
/// [`Names::Values`] say.
const fn same_choices(c: &mut Comparison, x: Choice, y: Choice, names: Names) -> bool {
    // Compared for their values, an enum's identity tells nothing more than
    // its variants do; a union's tells how safe code writes its fields,
    // which they do not, and one of no identity is never taken for another.
    let values = matches!(names, Names::Values);
    if x.union != y.union
        || x.mixes != y.mixes
        || x.tags.is_some() != y.tags.is_some()
        || x.alternative_count != y.alternative_count
        || (values && x.union && x.identity.is_empty())
        || ((!values || x.union) && !same_text(x.identity, y.identity))
    {
        return false;
    }
    let mut i = 0;
    while i < x.alternative_count {
        let (left, right) = (&x.alternatives[i], &y.alternatives[i]);
        if (!values && !same_text(left.name, right.name)) || !same_bytes(c, &left.bytes, &right.bytes, names) {
            return false;
        }
        i += 1;
    }
    true
}
