//! Reading a real value by its description.
//!
//! The walk follows the description over a copy of the value's bytes,
//! exactly as far as the value itself says: at an enum it takes the
//! alternative whose tag the bytes hold, at a union the field the test
//! wrote. Along the chosen path it reads, as initialized, every byte the
//! description says is always initialized there (runs without the uninit
//! symbol, tags, scalars, pointers) and no other. Under Miri, reading an
//! uninitialized byte as a `u8` is undefined behaviour, so a description
//! that calls padding initialized stops the test there; natively and under
//! Miri, a value whose bytes the description refuses is a [`Mismatch`].

use std::fmt;
use std::mem::{size_of, MaybeUninit};
use std::ptr;

use transmutable::__private::{Bytes, Choice, Kind, Piece, Pointer};
use transmutable::ByteSet;

/// The size of one word of a pointer: a thin pointer is one, a pointer to
/// a slice, `str` or a struct ending in a slice is two.
pub const WORD: usize = size_of::<usize>();

/// Which field of a union a value holds: the union is named by its path in
/// the walk, the names of the pieces and alternatives on the way joined by
/// dots (`""` for the value itself, `"inner"`, `"Variant.0"`).
#[derive(Clone, Debug)]
pub struct Written {
    pub path: String,
    pub field: &'static str,
}

/// What a walk read: the path the value takes through its description.
pub struct Reading {
    /// Per byte: its value, if the path read it as initialized.
    pub initialized: Vec<Option<u8>>,
    /// The alternatives taken, each with the path of its choice, in the
    /// order the walk met them.
    pub alternatives: Vec<(String, &'static str)>,
    /// Whether the path went through a pointer, whose bytes the run-time
    /// validator never vouches for.
    pub has_pointer: bool,
}

/// Where and why the description refuses a value.
#[derive(Debug)]
pub struct Mismatch {
    pub path: String,
    pub offset: usize,
    pub why: String,
}

impl fmt::Display for Mismatch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "at byte {} (`{}`): {}", self.offset, self.path, self.why)
    }
}

/// Reads `value`, the bytes of a value, by `bytes`, its description's
/// bytes; `written` says which field each union holds.
pub fn read(bytes: &Bytes, value: &[MaybeUninit<u8>], written: &[Written]) -> Result<Reading, Mismatch> {
    let mut walk =
        Walk { value, written, read: Vec::new(), alternatives: Vec::new(), has_pointer: false, steps: Vec::new() };
    walk.bytes(bytes, 0)?;
    let mut initialized = vec![None; value.len()];
    for (offset, byte) in walk.read {
        initialized[offset] = Some(byte);
    }
    Ok(Reading { initialized, alternatives: walk.alternatives, has_pointer: walk.has_pointer })
}

/// One step of the path to a piece, kept unformatted until a mismatch needs
/// it: arrays of thousands of elements are walked element by element.
#[derive(Clone, Copy)]
enum Step {
    Name(&'static str),
    Index(usize),
}

struct Walk<'a> {
    value: &'a [MaybeUninit<u8>],
    written: &'a [Written],
    /// The bytes read as initialized so far, in order: an alternative that
    /// fails is undone by truncating it.
    read: Vec<(usize, u8)>,
    alternatives: Vec<(String, &'static str)>,
    has_pointer: bool,
    steps: Vec<Step>,
}

impl Walk<'_> {
    fn bytes(&mut self, bytes: &Bytes, base: usize) -> Result<(), Mismatch> {
        for piece in bytes.pieces() {
            self.steps.push(Step::Name(piece.name()));
            let result = self.piece(piece, base + piece.offset());
            self.steps.pop();
            result?;
        }
        Ok(())
    }

    fn piece(&mut self, piece: &Piece, at: usize) -> Result<(), Mismatch> {
        let size = piece.size();
        match piece.kind() {
            Kind::Run(set) if set.contains_uninit() => Ok(()),
            Kind::Run(set) => (at..at + size).try_for_each(|offset| self.expect(offset, set)),
            Kind::Tag(tag) => (0..size).try_for_each(|index| {
                let expected = tag_byte(tag, size, index);
                self.expect(at + index, ByteSet::single(expected))
            }),
            Kind::Scalar { products, count, .. } => {
                let held: Vec<u8> = (at..at + size).map(|offset| self.byte(offset)).collect();
                let matches = |product: usize| {
                    held.iter().enumerate().all(|(index, &byte)| products[product * size + index].contains(byte))
                };
                if (0..count).any(matches) {
                    self.read.extend((at..).zip(held));
                    Ok(())
                } else {
                    Err(self.mismatch(at, format!("the bytes {held:02x?} match none of the {count} scalar patterns")))
                }
            }
            Kind::Nest(inner) => self.bytes(inner, at),
            Kind::Repeat { element, count } => (0..count).try_for_each(|index| {
                self.steps.push(Step::Index(index));
                let result = self.bytes(element, at + index * element.size());
                self.steps.pop();
                result
            }),
            Kind::Choice(choice) => self.choice(choice, at),
            Kind::Pointer(pointer) => self.pointer(pointer, size, at),
        }
    }

    /// Takes the union field the value holds, or the first alternative
    /// whose bytes match. Alternatives are told apart by their first bytes
    /// (an enum variant's tag; whether an address is null), so one that
    /// does not match is refused on bytes that every alternative has
    /// initialized, before the walk reads any byte that only it has.
    fn choice(&mut self, choice: Choice, at: usize) -> Result<(), Mismatch> {
        let path = self.path();
        if choice.is_union() {
            let field = self
                .written
                .iter()
                .find(|written| written.path == path)
                .unwrap_or_else(|| panic!("the test does not say which field of the union at `{path}` it wrote"))
                .field;
            let alternative = choice
                .alternatives()
                .iter()
                .find(|alternative| alternative.name() == field)
                .unwrap_or_else(|| panic!("the union at `{path}` has no alternative named `{field}`"));
            self.alternatives.push((path, field));
            self.steps.push(Step::Name(field));
            let result = self.bytes(alternative.bytes(), at);
            self.steps.pop();
            return result;
        }
        let mut refusals = Vec::new();
        for alternative in choice.alternatives().iter().filter(|alternative| alternative.bytes().is_inhabited()) {
            let (read, alternatives) = (self.read.len(), self.alternatives.len());
            self.alternatives.push((path.clone(), alternative.name()));
            self.steps.push(Step::Name(alternative.name()));
            let result = self.bytes(alternative.bytes(), at);
            self.steps.pop();
            match result {
                Ok(()) => return Ok(()),
                Err(refusal) => {
                    self.read.truncate(read);
                    self.alternatives.truncate(alternatives);
                    refusals.push(format!("{}: {refusal}", alternative.name()));
                }
            }
        }
        Err(self.mismatch(at, format!("no alternative accepts the bytes ({})", refusals.join("; "))))
    }

    /// Reads each word of the pointer as a pointer, never as an integer:
    /// the bytes of a pointer carry provenance, and only a pointer-typed
    /// read keeps Miri from having to guess what an address-as-integer
    /// means. A pointer-typed read of a word that is not wholly initialized
    /// is undefined behaviour all the same.
    fn pointer(&mut self, pointer: Pointer, size: usize, at: usize) -> Result<(), Mismatch> {
        self.has_pointer = true;
        let expected_words = if pointer.referent().is_unsized() { 2 } else { 1 };
        if size != expected_words * WORD {
            return Err(self.mismatch(at, format!("a pointer piece of {size} bytes, not {expected_words} words")));
        }
        // The address first: an alternative that is a pointer never null
        // (`Some` of an `Option` around a wide pointer) is refused on it
        // before the walk reads the length, which `None` leaves unwritten.
        let address_word = if expected_words == 2 { data_word() } else { 0 };
        if self.word(at + address_word * WORD).is_null() && !pointer.is_nullable() {
            return Err(self.mismatch(at, "a null pointer, which the description says is never null".into()));
        }
        for word in (0..expected_words).filter(|&word| word != address_word) {
            // Read only for the read: the length may be anything.
            self.word(at + word * WORD);
        }
        Ok(())
    }

    /// The word at `offset`, read as a pointer.
    fn word(&self, offset: usize) -> *const u8 {
        let word = self.value[offset..offset + WORD].as_ptr().cast::<*const u8>();
        // The word is read in place, aligned where it is (in a packed struct
        // it may not be), so that Miri names the bytes of the value's copy.
        if word.is_aligned() {
            // SAFETY: the `WORD` bytes from `offset` are within the value
            // (the slice above checks it), and aligned. The description says
            // every byte of a pointer is initialized, and a raw pointer may
            // hold any initialized bytes. If the description is wrong, this
            // is the read that Miri reports.
            unsafe { word.read() }
        } else {
            // SAFETY: as above, but not aligned, so read unaligned.
            unsafe { word.read_unaligned() }
        }
    }

    /// The byte at `offset`, read as initialized.
    fn byte(&self, offset: usize) -> u8 {
        let byte = (&self.value[offset] as *const MaybeUninit<u8>).cast::<u8>();
        // SAFETY: the description says this byte is initialized in every
        // value on the path taken. If it is wrong, this is the read that
        // Miri reports as a read of uninitialized memory, naming the byte
        // of the value's copy.
        unsafe { byte.read() }
    }

    fn expect(&mut self, offset: usize, set: ByteSet) -> Result<(), Mismatch> {
        let byte = self.byte(offset);
        if !set.contains(byte) {
            return Err(self.mismatch(offset, format!("holds {byte:#04x}, not one of {set}")));
        }
        self.read.push((offset, byte));
        Ok(())
    }

    fn mismatch(&self, offset: usize, why: String) -> Mismatch {
        Mismatch { path: self.full_path(), offset, why }
    }

    /// The path as [`Written`] names unions: names only, no indices.
    fn path(&self) -> String {
        let names = self.steps.iter().filter_map(|step| match step {
            Step::Name(name) if !name.is_empty() => Some(*name),
            _ => None,
        });
        names.collect::<Vec<_>>().join(".")
    }

    /// The path with array indices, for explanations.
    fn full_path(&self) -> String {
        let mut text = String::new();
        for step in &self.steps {
            match step {
                Step::Name("") => {}
                Step::Name(name) if text.is_empty() => text.push_str(name),
                Step::Name(name) => {
                    text.push('.');
                    text.push_str(name);
                }
                Step::Index(index) => text.push_str(&format!("[{index}]")),
            }
        }
        text
    }
}

/// Byte `index` (in memory order) of the `width`-byte tag `value`: a tag is
/// stored in the target's byte order.
pub fn tag_byte(value: u128, width: usize, index: usize) -> u8 {
    let significance = if cfg!(target_endian = "little") { index } else { width - 1 - index };
    (value >> (8 * significance)) as u8
}

/// Which word of a pointer to a slice holds the address (the other holds
/// the length), as the compiler lays it out: found on a null pointer with
/// a non-zero length, whose words are plain integers.
pub fn data_word() -> usize {
    let probe: *const [u8] = ptr::slice_from_raw_parts(ptr::null::<u8>(), usize::MAX);
    let words: [usize; 2] = words_of(probe);
    words.iter().position(|&word| word == 0).expect("a null slice pointer has a zero word")
}

/// The two words of a wide pointer without provenance, as integers.
fn words_of(pointer: *const [u8]) -> [usize; 2] {
    // SAFETY: a pointer to a slice is two words (the Reference, "Pointer
    // layout", with the metadata a `usize`); this one carries no
    // provenance, so its bytes are plain integers.
    unsafe { std::mem::transmute::<*const [u8], [usize; 2]>(pointer) }
}
