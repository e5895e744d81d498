//! Byte strings a description accepts, picked at random.
//!
//! A sample takes one alternative of each choice, one pattern of each
//! scalar, and each byte of a run from its set (the uninit symbol left
//! uninitialized); padding stays uninitialized. A pointer is null when the
//! description allows it, and otherwise points to memory allocated for it,
//! filled with a sample of the referent's own description: aligned,
//! dereferenceable and as large as the referent, with as many tail elements
//! as the pointer's length says. Function pointers point to a real function.
//! The referents live as long as the [`Sample`]. (A pointer that cannot be
//! null to a type without values, `&Infallible`, has no sample; no test
//! describes one.)

use std::alloc::{alloc, dealloc, Layout as Allocation};
use std::mem::{size_of, MaybeUninit};
use std::ptr;

use transmutable::__private::{Bytes, Description, Kind, Pointer, PointerKind};
use transmutable::ByteSet;

use super::walk::{tag_byte, WORD};

/// How deep pointers to pointers are followed. A nullable pointer deeper
/// than this is null; the described types have no deeper chains of
/// pointers that cannot be null.
const MOST_POINTER_DEPTH: usize = 4;

/// A small, seeded generator (xorshift64*): samples repeat from run to run
/// and on every target.
pub struct Rng(u64);

impl Rng {
    /// A generator seeded from `text` (a type's name).
    pub fn seeded(text: &str) -> Rng {
        // FNV-1a: a stable hash, unlike the standard library's.
        let hash = text
            .bytes()
            .fold(0xcbf2_9ce4_8422_2325u64, |hash, byte| (hash ^ u64::from(byte)).wrapping_mul(0x0000_0100_0000_01b3));
        Rng(hash | 1)
    }

    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    /// A number in `0..bound`.
    pub fn below(&mut self, bound: usize) -> usize {
        (self.next() % bound as u64) as usize
    }

    /// True once in `times`.
    pub fn one_in(&mut self, times: usize) -> bool {
        self.below(times) == 0
    }
}

/// A byte string of a type, and the memory its pointers point to.
pub struct Sample {
    pub bytes: Vec<MaybeUninit<u8>>,
    referents: Vec<(*mut u8, Allocation)>,
}

impl Drop for Sample {
    fn drop(&mut self) {
        for &(memory, allocation) in &self.referents {
            // SAFETY: `memory` was allocated with `allocation` by
            // `Sampler::referent`, and is freed once, here; the values that
            // pointed to it were forgotten, not dropped.
            unsafe { dealloc(memory, allocation) };
        }
    }
}

/// A byte string of `description`, which must be inhabited. The first
/// choice the sample meets (an enum's variants, a union's fields) takes its
/// alternative number `round`, counting inhabited ones round and round, so
/// that a few samples see every variant.
pub fn sample(description: &Description, rng: &mut Rng, round: usize) -> Sample {
    let (mut bytes, mut referents) = (vec![MaybeUninit::uninit(); description.size()], Vec::new());
    Sampler { rng, referents: &mut referents, round: Some(round) }.fill(description.bytes(), &mut bytes, 0, 0);
    Sample { bytes, referents }
}

/// How many alternatives the first choice of `description` has that hold
/// a value, if it starts with one.
pub fn first_alternatives(description: &Description) -> usize {
    match description.bytes().pieces().first().map(|piece| piece.kind()) {
        Some(Kind::Choice(choice)) => {
            choice.alternatives().iter().filter(|alternative| alternative.bytes().is_inhabited()).count()
        }
        _ => 1,
    }
}

struct Sampler<'a> {
    rng: &'a mut Rng,
    referents: &'a mut Vec<(*mut u8, Allocation)>,
    /// Which alternative the first choice takes; `None` once it is taken.
    round: Option<usize>,
}

impl Sampler<'_> {
    fn fill(&mut self, bytes: &Bytes, out: &mut [MaybeUninit<u8>], base: usize, depth: usize) {
        assert!(bytes.is_inhabited(), "only an inhabited description has samples");
        for piece in bytes.pieces() {
            let (at, size) = (base + piece.offset(), piece.size());
            match piece.kind() {
                Kind::Run(set) => {
                    let values = Values::of(set);
                    for byte in &mut out[at..at + size] {
                        *byte = values.pick(self.rng);
                    }
                }
                Kind::Tag(tag) => {
                    for index in 0..size {
                        out[at + index] = MaybeUninit::new(tag_byte(tag, size, index));
                    }
                }
                Kind::Scalar { products, count, .. } => {
                    let product = self.rng.below(count);
                    for index in 0..size {
                        out[at + index] = Values::of(products[product * size + index]).pick(self.rng);
                    }
                }
                Kind::Nest(inner) => self.fill(inner, out, at, depth),
                Kind::Repeat { element, count } => {
                    for index in 0..count {
                        self.fill(element, out, at + index * element.size(), depth);
                    }
                }
                Kind::Choice(choice) => {
                    let inhabited: Vec<_> =
                        choice.alternatives().iter().filter(|alternative| alternative.bytes().is_inhabited()).collect();
                    let pick = match self.round.take() {
                        Some(round) => round % inhabited.len(),
                        None => self.rng.below(inhabited.len()),
                    };
                    let alternative = inhabited[pick];
                    self.fill(alternative.bytes(), out, at, depth);
                }
                Kind::Pointer(pointer) => self.pointer(pointer, &mut out[at..at + size], depth),
            }
        }
    }

    /// Writes a pointer of `pointer`'s kind into `out`, its bytes.
    fn pointer(&mut self, pointer: Pointer, out: &mut [MaybeUninit<u8>], depth: usize) {
        let referent = pointer.referent();
        let null = pointer.is_nullable() && (depth >= MOST_POINTER_DEPTH || self.rng.one_in(3));
        let (address, elements) = if null {
            (ptr::null(), if referent.is_unsized() { self.rng.below(4) } else { 0 })
        } else if pointer.kind() == PointerKind::Function {
            (sampled_function as fn() as *const u8, 0)
        } else {
            assert!(depth < MOST_POINTER_DEPTH, "pointers that cannot be null nest deeper than the sampler follows");
            self.referent(referent, depth + 1)
        };
        if referent.is_unsized() {
            // The length of a pointer to a slice, `str` or a struct ending
            // in a slice is its number of elements: the same two words as a
            // `*const [u8]` with that length.
            write_bytes_of(&ptr::slice_from_raw_parts(address, elements), out);
        } else {
            write_bytes_of(&address, out);
        }
    }

    /// Allocates a referent of `description`, with a random number of tail
    /// elements if it is unsized, and fills it with a sample.
    fn referent(&mut self, description: &Description, depth: usize) -> (*const u8, usize) {
        let elements = if description.is_unsized() { self.rng.below(4) } else { 0 };
        let size = description.size_with(elements).expect("small referents fit");
        let mut bytes = vec![MaybeUninit::uninit(); size];
        self.fill(description.bytes(), &mut bytes, 0, depth);
        if let Some((element, utf8)) = description.tail() {
            let tail = description.size()..description.size() + elements * element.size();
            if utf8 {
                write_utf8(&mut bytes[tail], self.rng);
            } else {
                for index in 0..elements {
                    self.fill(element.bytes(), &mut bytes, tail.start + index * element.size(), depth);
                }
            }
        }
        if size == 0 {
            // A zero-sized referent needs no memory, only an aligned,
            // non-null address.
            return (ptr::without_provenance(description.align()), elements);
        }
        let allocation = Allocation::from_size_align(size, description.align()).expect("a valid layout");
        // SAFETY: `allocation` has a non-zero size.
        let memory = unsafe { alloc(allocation) };
        assert!(!memory.is_null(), "out of memory");
        // SAFETY: `memory` is a fresh allocation of `size` bytes; byte
        // copies keep the provenance of any pointer in `bytes`.
        unsafe { ptr::copy_nonoverlapping(bytes.as_ptr(), memory.cast::<MaybeUninit<u8>>(), size) };
        self.referents.push((memory, allocation));
        (memory, elements)
    }
}

/// The values of a byte set, listed once per piece: drawing from a
/// 4096-byte run should not list its set 4096 times.
enum Values {
    /// Every initialized value, and uninit if `uninit`.
    All {
        uninit: bool,
    },
    Listed {
        values: Vec<u8>,
        uninit: bool,
    },
}

impl Values {
    fn of(set: ByteSet) -> Values {
        let uninit = set.contains_uninit();
        if ByteSet::INITIALIZED.is_subset_of(set) {
            Values::All { uninit }
        } else {
            Values::Listed { values: (0..=255).filter(|&value| set.contains(value)).collect(), uninit }
        }
    }

    /// A symbol of the set: uninit a quarter of the time when the set holds
    /// it.
    fn pick(&self, rng: &mut Rng) -> MaybeUninit<u8> {
        match self {
            Values::All { uninit: true } | Values::Listed { uninit: true, .. } if rng.one_in(4) => {
                MaybeUninit::uninit()
            }
            Values::All { .. } => MaybeUninit::new(rng.next() as u8),
            Values::Listed { values, .. } if values.is_empty() => MaybeUninit::uninit(),
            Values::Listed { values, .. } => MaybeUninit::new(values[rng.below(values.len())]),
        }
    }
}

/// UTF-8 text that fills `out` exactly: ASCII, and two-byte characters.
fn write_utf8(out: &mut [MaybeUninit<u8>], rng: &mut Rng) {
    let mut at = 0;
    while at < out.len() {
        if out.len() - at >= 2 && rng.one_in(2) {
            let mut encoded = [0; 2];
            'é'.encode_utf8(&mut encoded);
            out[at] = MaybeUninit::new(encoded[0]);
            out[at + 1] = MaybeUninit::new(encoded[1]);
            at += 2;
        } else {
            out[at] = MaybeUninit::new(rng.below(0x80) as u8);
            at += 1;
        }
    }
}

/// Copies the bytes of `pointer` into `out`, provenance and all.
fn write_bytes_of<P>(pointer: &P, out: &mut [MaybeUninit<u8>]) {
    assert_eq!(out.len(), size_of::<P>(), "a pointer piece is {} words", out.len() / WORD);
    // SAFETY: `pointer` is a live local of `size_of::<P>()` bytes and `out`
    // is as long; byte copies keep provenance.
    unsafe { ptr::copy_nonoverlapping((pointer as *const P).cast::<MaybeUninit<u8>>(), out.as_mut_ptr(), out.len()) };
}

/// What sampled function pointers point to: a function, whatever the
/// signature the pointer's type names (validity does not look at it).
fn sampled_function() {}
