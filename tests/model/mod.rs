//! A model of the contract: each type as the set of its values, a list of
//! alternatives, each a product of byte sets (256 values and
//! "uninitialized"; a source's padding holds only the latter, a
//! destination's takes anything). Structs and arrays are products of their
//! fields' alternatives, an enum the union of its variants'. `Src -> Dst`
//! holds when the set of source values over the destination's bytes lies
//! within the union of the destination's alternatives (decided exactly,
//! byte by byte, by which alternatives take each value); under
//! `Assume::VALIDITY`, when some source value lies within some destination
//! alternative.

pub const UNINIT: usize = 256;

pub type Set = [bool; 257];

/// One byte of a value: what it holds as a source, what it takes as a
/// destination.
#[derive(Clone, Copy)]
pub struct Byte {
    holds: Set,
    takes: Set,
}

pub const fn set(low: usize, high: usize) -> Set {
    let mut set = [false; 257];
    let mut v = low;
    while v <= high {
        set[v] = true;
        v += 1;
    }
    set
}

pub const fn same(values: Set) -> Byte {
    Byte { holds: values, takes: values }
}

pub const ANY: Byte = same(set(0, 255));
pub const MAYBE: Byte = same(set(0, 256));
pub const PAD: Byte = Byte { holds: set(UNINIT, UNINIT), takes: set(0, 256) };
pub const TWO: Byte = same(set(0, 1));
pub const THREE: Byte = same(set(0, 2));

pub const fn tag(value: usize) -> Byte {
    same(set(value, value))
}

/// A byte of exactly the values `values`.
pub fn byte_of(values: &[usize]) -> Byte {
    let mut set = [false; 257];
    values.iter().for_each(|&v| set[v] = true);
    same(set)
}

/// A type's values: alternatives, each a product of byte sets.
pub type Model = Vec<Vec<Byte>>;

pub fn one(bytes: &[Byte]) -> Model {
    vec![bytes.to_vec()]
}

pub fn then(a: &Model, b: &Model) -> Model {
    let mut all = Vec::new();
    for x in a {
        for y in b {
            all.push(x.iter().chain(y).copied().collect());
        }
    }
    all
}

pub fn record(fields: &[Model]) -> Model {
    fields.iter().fold(vec![Vec::new()], |all, field| then(&all, field))
}

pub fn array(element: &Model, count: usize) -> Model {
    record(&vec![element.clone(); count])
}

/// A `repr(C, u8)` enum of payloads of alignment 1: the tag, the payload,
/// padding to the largest.
pub fn enumeration(variants: &[(usize, Model)]) -> Model {
    let size = 1 + variants.iter().map(|(_, payload)| payload[0].len()).max().unwrap();
    let mut all = Vec::new();
    for (value, payload) in variants {
        for alternative in payload {
            let mut bytes = vec![tag(*value)];
            bytes.extend(alternative);
            bytes.resize(size, PAD);
            all.push(bytes);
        }
    }
    all
}

/// A union of fields whose parts safe code writes a byte at a time, each
/// field one product of `size` bytes or fewer: each byte holds (and
/// takes) what any field holds there, or uninitialized where some field
/// does not reach it or leaves it uninitialized.
pub fn union(fields: &[Model], size: usize) -> Model {
    let mut bytes = Vec::new();
    for i in 0..size {
        let mut values = [false; 257];
        for field in fields {
            assert_eq!(field.len(), 1, "one product a field");
            match field[0].get(i) {
                Some(byte) => (0..257).for_each(|v| values[v] |= byte.holds[v]),
                None => values[UNINIT] = true,
            }
        }
        bytes.push(same(values));
    }
    vec![bytes]
}

/// [`union`], with the union's own padding read as a struct's: a byte
/// that no field holds an initialized value at (each field's padding
/// there, or past its end) holds nothing but uninitialized bytes and
/// takes anything (KNOWN_DIFFERENCES.md, "Unions into unions"). For a
/// union read at its own place, not inside another union's field.
pub fn union_padded(fields: &[Model], size: usize) -> Model {
    let mut bytes = union(fields, size).remove(0);
    for byte in &mut bytes {
        if (0..UNINIT).all(|v| !byte.holds[v]) {
            *byte = PAD;
        }
    }
    vec![bytes]
}

/// The source's byte `i` as the destination reads it: past its end,
/// uninitialized.
fn holds(alternative: &[Byte], i: usize) -> Set {
    alternative.get(i).map_or(set(UNINIT, UNINIT), |byte| byte.holds)
}

/// Whether every string of the product `source` (over `len` bytes, from
/// byte `i`) lies in the union of the products `into`: the values of byte
/// `i` split by which of `into` take them, each part on its own.
fn covered(source: &[Byte], into: &[&Vec<Byte>], i: usize, len: usize) -> bool {
    if i == len {
        return !into.is_empty();
    }
    let values = holds(source, i);
    let mut parts: Vec<Vec<&Vec<Byte>>> = Vec::new();
    for v in (0..257).filter(|&v| values[v]) {
        let taking: Vec<&Vec<Byte>> = into.iter().copied().filter(|d| d[i].takes[v]).collect();
        if taking.is_empty() {
            return false;
        }
        if !parts
            .iter()
            .any(|part| part.len() == taking.len() && part.iter().zip(&taking).all(|(a, b)| std::ptr::eq(*a, *b)))
        {
            parts.push(taking);
        }
    }
    parts.iter().all(|part| covered(source, part, i + 1, len))
}

/// `Src -> Dst` under `Assume::NOTHING`, by the contract.
pub fn covers(source: &Model, destination: &Model) -> bool {
    let len = destination[0].len();
    let into: Vec<&Vec<Byte>> = destination.iter().collect();
    source.iter().all(|alternative| covered(alternative, &into, 0, len))
}

/// `Src -> Dst` under `Assume::VALIDITY`, by the contract.
pub fn some_fits(source: &Model, destination: &Model) -> bool {
    let len = destination[0].len();
    source.iter().any(|alternative| {
        destination.iter().any(|d| (0..len).all(|i| (0..257).any(|v| holds(alternative, i)[v] && d[i].takes[v])))
    })
}

/// Asserts that every alternative of each model is as long as its type.
pub fn assert_sizes(models: &[(&str, Model)], sizes: &[usize]) {
    assert_eq!(models.len(), sizes.len());
    for ((name, model), size) in models.iter().zip(sizes) {
        assert!(model.iter().all(|alternative| alternative.len() == *size), "{name}");
    }
}

/// The sizes of the types.
macro_rules! sizes {
    ($($t:ty),* $(,)?) => { [$(::core::mem::size_of::<$t>()),*] };
}

pub(crate) use sizes;

/// One pair asked of the check: the source's index among the sources, the
/// destination's among the destinations, and the verdicts under
/// `Assume::NOTHING` and `Assume::VALIDITY`.
pub type Verdict = (usize, usize, bool, bool);

/// Pushes onto `verdicts` each pair of a source and a destination (with
/// their indices in the lists), or, given one list, each pair of its
/// types, both ways.
macro_rules! each_pair {
    ($verdicts:ident, [$($a:ty),* $(,)?], [$($b:ty),* $(,)?]) => {
        $crate::model::each_pair!(@outer $verdicts, [$($a),*], [$($b),*], 0);
    };
    ($verdicts:ident, $($t:ty),* $(,)?) => {
        $crate::model::each_pair!(@outer $verdicts, [$($t),*], [$($t),*], 0);
    };
    (@outer $verdicts:ident, [], [$($all:ty),*], $i:expr) => {};
    (@outer $verdicts:ident, [$a:ty $(, $rest:ty)*], [$($all:ty),*], $i:expr) => {
        $crate::model::each_pair!(@inner $verdicts, $a, $i, [$($all),*], 0);
        $crate::model::each_pair!(@outer $verdicts, [$($rest),*], [$($all),*], $i + 1);
    };
    (@inner $verdicts:ident, $a:ty, $i:expr, [], $j:expr) => {};
    (@inner $verdicts:ident, $a:ty, $i:expr, [$b:ty $(, $rest:ty)*], $j:expr) => {
        $verdicts.push((
            $i,
            $j,
            ::transmutable::is_transmutable::<$a, $b>(::transmutable::Assume::NOTHING),
            ::transmutable::is_transmutable::<$a, $b>(::transmutable::Assume::VALIDITY),
        ));
        $crate::model::each_pair!(@inner $verdicts, $a, $i, [$($rest),*], $j + 1);
    };
}

pub(crate) use each_pair;

/// Asserts that each verdict is the contract's, but for the pairs of
/// `refused_more`, which the check may refuse under `Assume::NOTHING`
/// where the contract lets them through.
pub fn assert_by_the_contract(
    verdicts: Vec<Verdict>,
    sources: &[(&str, Model)],
    destinations: &[(&str, Model)],
    refused_more: &[(&str, &str)],
) {
    let mut wrong = Vec::new();
    for (i, j, nothing, validity) in verdicts {
        let ((a, source), (b, destination)) = (&sources[i], &destinations[j]);
        let expected = (covers(source, destination), some_fits(source, destination));
        let refused_more = !nothing && expected.0 && refused_more.contains(&(*a, *b));
        if (nothing, validity) != expected && !refused_more {
            wrong.push(format!(
                "{a} -> {b}: (NOTHING, VALIDITY) = {:?}, the contract {expected:?}",
                (nothing, validity)
            ));
        }
    }
    assert!(wrong.is_empty(), "{} wrong:\n{}", wrong.len(), wrong.join("\n"));
}
