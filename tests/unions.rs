//! Unions written by safe code, then transmuted by transmutable into themselves,
//! and read back: what the union holds is a mix that no field of it is, and
//! the destination union holds it as well. Run under Miri, which reports any
//! invalid value the programs make or read:
//!
//! ```text
//! cargo +nightly miri test --test unions
//! cargo +nightly miri test --test unions --target s390x-unknown-linux-gnu
//! ```
//!
//! Every union written here is written by safe code alone: a whole field
//! (`u.a = x`), or a part of one through a place (`u.b.byte = 2`). Reading a
//! union field takes `unsafe`, and each read below reads a field whose bytes
//! the program wrote last as that field, or reads the bytes through transmutable.

use core::cell::Cell;
use std::collections::BTreeMap;

use transmutable::{Assume, Assumption, Layout};

#[allow(dead_code)]
mod types {
    include!("corpus/types.rs");
}
use types::*;

/// `Crossed { a: ByteThenFlag { byte: 2, flag: false } }`, then `u.b.byte =
/// 2`: the bytes `[2, 2]`, where the `bool` of neither field is valid.
fn two_twos() -> Crossed {
    let mut crossed = Crossed { a: ByteThenFlag { byte: 2, flag: false } };
    crossed.b.byte = 2;
    crossed
}

fn bytes_of(crossed: Crossed) -> [u8; 2] {
    transmutable::transmute::<Crossed, [u8; 2]>(crossed)
}

#[test]
fn a_mix_of_two_fields_becomes_itself() {
    let crossed: Crossed = transmutable::transmute(two_twos());
    assert_eq!(bytes_of(crossed), [2, 2]);
    // The bytes that are each a `u8` of some field, read as those fields.
    // SAFETY: `a.byte` is a `u8`, and every byte is initialized.
    let first = unsafe { crossed.a.byte };
    // SAFETY: as for `a.byte`.
    let second = unsafe { crossed.b.byte };
    assert_eq!((first, second), (2, 2));
}

/// Validity assumed: some value of the source is one of the destination.
struct Valid;
impl Assumption for Valid {
    const ASSUME: Assume = Assume::VALIDITY;
}

#[test]
fn a_union_becomes_itself_assuming_validity() {
    // SAFETY: every value of `Crossed` is one of `Crossed`.
    let crossed: Crossed = unsafe { transmutable::transmute_assuming::<Crossed, Crossed, Valid>(two_twos()) };
    assert_eq!(bytes_of(crossed), [2, 2]);
}

#[test]
fn a_mix_becomes_another_union_of_the_same_fields() {
    // `CrossedTwin` has `Crossed`'s fields, and safe code leaves the same
    // mixes in it: `[2, 2]` is one.
    let twin: CrossedTwin = transmutable::transmute(two_twos());
    assert_eq!(transmutable::transmute::<CrossedTwin, [u8; 2]>(twin), [2, 2]);
    // SAFETY: `a.byte` is a `u8`, and every byte is initialized.
    let first = unsafe { twin.a.byte };
    // SAFETY: as for `a.byte`.
    let second = unsafe { twin.b.byte };
    assert_eq!((first, second), (2, 2));
    // And back, and into `Crossed`'s generic likeness.
    let crossed: Crossed = transmutable::transmute(twin);
    assert_eq!(bytes_of(crossed), [2, 2]);
    let either: Either<ByteThenFlag, FlagThenByte> = transmutable::transmute(crossed);
    assert_eq!(transmutable::transmute::<_, [u8; 2]>(either), [2, 2]);
}

/// `[first, second]` in a `Crossed`, by safe writes alone.
fn written(first: u8, second: u8) -> Crossed {
    let mut crossed = Crossed { a: ByteThenFlag { byte: first, flag: false } };
    crossed.b.byte = second;
    crossed
}

#[test]
fn any_two_bytes_become_a_crossed() {
    // Every pair of bytes is a mix safe code leaves in a `Crossed`: the
    // transmuted union holds what the written one holds. All of them at
    // run time; under Miri, a sample.
    let step = if cfg!(miri) { 51 } else { 1 };
    for first in (0..=255u8).step_by(step) {
        for second in (0..=255u8).step_by(step) {
            let crossed: Crossed = transmutable::transmute([first, second]);
            assert_eq!(bytes_of(crossed), bytes_of(written(first, second)));
            // SAFETY: `a.byte` is a `u8` over an initialized byte.
            let read_first = unsafe { crossed.a.byte };
            // SAFETY: as for `a.byte`.
            let read_second = unsafe { crossed.b.byte };
            assert_eq!((read_first, read_second), (first, second));
        }
    }
}

#[test]
fn mutable_references_to_twins_write_each_other() {
    let mut crossed = Crossed { a: ByteThenFlag { byte: 1, flag: true } };
    {
        let twin: &mut CrossedTwin = transmutable::transmute_mut(&mut crossed);
        twin.b.byte = 2;
        twin.a.byte = 2;
    }
    assert_eq!(bytes_of(crossed), [2, 2]);
    let mut twin = CrossedTwin { b: FlagThenByte { flag: false, byte: 9 } };
    {
        let crossed: &mut Crossed = transmutable::transmute_mut(&mut twin);
        assert_eq!(bytes_of(*crossed), [0, 9]);
        crossed.a.byte = 7;
    }
    assert_eq!(transmutable::transmute::<CrossedTwin, [u8; 2]>(twin), [7, 9]);
}

#[test]
fn a_mix_inside_a_struct_becomes_a_field_of_another_union() {
    // `CrossedThenTag`'s fields each begin with a `Crossed`, which holds
    // its mixes wherever it is.
    let mut after = CrossedThenFlag { crossed: two_twos(), flag: true };
    after.crossed.a.byte = 3;
    let tagged: CrossedThenTag = transmutable::transmute(after);
    // SAFETY: the last byte is 1, `one`'s tag, and its `Crossed` is the
    // mix written above.
    let one = unsafe { tagged.one };
    assert!(matches!(one.tag, OneTag::One));
    assert_eq!(bytes_of(one.crossed), [3, 2]);
}

#[test]
fn chars_written_whole_become_themselves() {
    let mut chars = CharOrChar { a: 'x' };
    chars.b = '\u{10FFFF}';
    let chars: CharOrChar = transmutable::transmute(chars);
    assert_eq!(transmutable::transmute::<CharOrChar, u32>(chars), 0x10FFFF);
    // SAFETY: the last write was `b`, a whole `char`.
    assert_eq!(unsafe { chars.b }, '\u{10FFFF}');
}

#[test]
fn halves_mixed_become_themselves() {
    let mut halves = Halves { byte: ByteHalf { tag: OneTag::One, byte: 5 } };
    halves.flag.tag = ZeroTag::Zero;
    let halves: Halves = transmutable::transmute(halves);
    assert_eq!(transmutable::transmute::<Halves, [u8; 2]>(halves), [0, 5]);
}

#[test]
fn a_union_inside_a_struct_becomes_itself() {
    let mut after = AfterByte { byte: 7, crossed: two_twos() };
    after.crossed.a.byte = 9;
    let after: AfterByte = transmutable::transmute(after);
    assert_eq!(after.byte, 7);
    assert_eq!(bytes_of(after.crossed), [9, 2]);
}

#[test]
fn a_union_inside_an_enum_becomes_itself() {
    let tagged: CrossedOrWord = transmutable::transmute(CrossedOrWord::Crossed(two_twos()));
    match tagged {
        CrossedOrWord::Crossed(crossed) => assert_eq!(bytes_of(crossed), [2, 2]),
        CrossedOrWord::Word(_) => panic!("the tag changed"),
    }
    let word: CrossedOrWord = transmutable::transmute(CrossedOrWord::Word(0x0102));
    assert!(matches!(word, CrossedOrWord::Word(0x0102)));
}

#[test]
fn arrays_of_unions_become_themselves_and_their_prefixes() {
    let mut array = [two_twos(), Crossed { b: FlagThenByte { flag: true, byte: 3 } }, two_twos()];
    array[1].a.byte = 4;
    let same: [Crossed; 3] = transmutable::transmute(array);
    assert_eq!(same.map(bytes_of), [[2, 2], [4, 3], [2, 2]]);
    let prefix: [Crossed; 2] = transmutable::transmute(array);
    assert_eq!(prefix.map(bytes_of), [[2, 2], [4, 3]]);
}

#[test]
fn a_megabyte_of_unions_becomes_itself() {
    // Boxed, so that no megabyte is copied: `Box<T> -> Box<T>` needs
    // `T -> T` both ways. Under Miri, which takes minutes to fill a
    // megabyte, fewer of them: the check is the same, and as cheap.
    const LENGTH: usize = if cfg!(miri) { 1 << 12 } else { 1 << 20 };
    let boxed: Box<[Crossed; LENGTH]> = vec![two_twos(); LENGTH].into_boxed_slice().try_into().ok().unwrap();
    let boxed: Box<[Crossed; LENGTH]> = transmutable::transmute(boxed);
    assert_eq!(bytes_of(boxed[LENGTH - 1]), [2, 2]);
}

#[test]
fn a_shared_reference_to_a_union_becomes_one_to_itself() {
    let crossed = two_twos();
    let same: &Crossed = transmutable::transmute_ref(&crossed);
    assert_eq!(bytes_of(*same), [2, 2]);
    let pair = [two_twos(), Crossed { a: ByteThenFlag { byte: 1, flag: true } }];
    let first: &Crossed = transmutable::transmute_ref(&pair);
    assert_eq!(bytes_of(*first), [2, 2]);
    let slice: &[Crossed] = transmutable::cast_slice(&pair[..]);
    assert_eq!(bytes_of(slice[1]), [1, 1]);
}

#[test]
fn a_cell_of_a_union_becomes_itself() {
    let cell = Cell::new(two_twos());
    let same: &Cell<Crossed> = transmutable::transmute_ref(&cell);
    let mut mixed = Crossed { b: FlagThenByte { flag: false, byte: 8 } };
    mixed.a.byte = 6;
    same.set(mixed);
    assert_eq!(bytes_of(cell.get()), [6, 8]);
}

#[test]
fn a_mutable_reference_to_a_union_writes_back_what_it_holds() {
    let mut crossed = Crossed { a: ByteThenFlag { byte: 1, flag: true } };
    {
        let same: &mut Crossed = transmutable::transmute_mut(&mut crossed);
        same.b.byte = 2;
    }
    assert_eq!(bytes_of(crossed), [1, 2]);

    let mut pair = [two_twos(), two_twos()];
    {
        let first: &mut Crossed = transmutable::transmute_mut(&mut pair);
        *first = Crossed { b: FlagThenByte { flag: false, byte: 5 } };
        first.a.byte = 3;
    }
    assert_eq!(pair.map(bytes_of), [[3, 5], [2, 2]]);

    let mut after = AfterByte { byte: 0, crossed: two_twos() };
    {
        let same: &mut AfterByte = transmutable::transmute_mut(&mut after);
        same.crossed.b.byte = 7;
        same.byte = 1;
    }
    assert_eq!((after.byte, bytes_of(after.crossed)), (1, [2, 7]));
}

#[test]
fn a_union_of_cells_behind_references_to_itself() {
    let flag = FlagOrByteCell { byte: core::mem::ManuallyDrop::new(Cell::new(2)) };
    let same: &FlagOrByteCell = transmutable::transmute_ref(&flag);
    // SAFETY: the last write was `byte`, a `Cell<u8>`, read as one.
    unsafe { same.byte.set(3) };
    // SAFETY: as above.
    assert_eq!(unsafe { flag.byte.get() }, 3);
    let mut flag = flag;
    let same: &mut FlagOrByteCell = transmutable::transmute_mut(&mut flag);
    *same = FlagOrByteCell { flag: core::mem::ManuallyDrop::new(Cell::new(true)) };
    // SAFETY: the last write was `flag`, a `Cell<bool>`, read as one.
    assert!(unsafe { flag.flag.get() });
}

#[test]
fn a_generic_union_becomes_itself() {
    // A generic union has no identity, and mixes as any other union does.
    let mut either: Either<ByteThenFlag, FlagThenByte> = Either { left: ByteThenFlag { byte: 4, flag: true } };
    either.right.byte = 5;
    let same: Either<ByteThenFlag, FlagThenByte> = transmutable::transmute(either);
    assert_eq!(transmutable::transmute::<_, [u8; 2]>(same), [4, 5]);
    assert!(transmutable::is_transmutable::<Crossed, Crossed>(Assume::NOTHING));
    assert!(<Crossed as Layout>::DESCRIPTION.size() == 2);
}

#[test]
fn a_union_checked_at_run_time_takes_its_mix() {
    // The validator of `try_transmute` reads a destination union that mixes
    // as its fields whole, or as their mix byte by byte.
    let checked = transmutable::try_transmute::<Crossed, Crossed>(two_twos()).ok().map(bytes_of);
    assert_eq!(checked, Some([2, 2]));
    let whole = Crossed { b: FlagThenByte { flag: true, byte: 2 } };
    let checked = transmutable::try_transmute::<Crossed, Crossed>(whole).ok().map(bytes_of);
    assert_eq!(checked, Some([1, 2]));
    // Sealed fields do not mix: each is written whole.
    let sealed = transmutable::try_transmute::<[u8; 2], SealedCrossed>([2, 2]);
    assert!(sealed.is_err());
    let sealed = transmutable::try_transmute::<[u8; 2], SealedCrossed>([2, 1]).ok();
    assert_eq!(sealed.map(transmutable::transmute::<_, [u8; 2]>), Some([2, 1]));
}

/// The byte values the brute-force search below tries: the two `bool`s,
/// and a byte that is none. Every union searched holds `u8`s and `bool`s
/// only, so every value above 1 is held, or not, as 2 is.
const VALUES: [u8; 3] = [0, 1, 2];

/// A byte of a two-byte union as the search tracks it: a value, or
/// uninitialized (`None`).
type Byte = Option<u8>;

/// What one safe write does to one byte of a two-byte union.
#[derive(Clone, Copy)]
enum Effect {
    /// Leaves it as it was.
    Keeps,
    /// Writes a value there.
    Sets,
    /// Leaves it uninitialized: padding of the part written, or, for a
    /// union expression, a byte outside its field.
    Clears,
}
use Effect::{Clears, Keeps, Sets};

/// A union expression over two values (`None` where they do not fit its
/// field), and what it leaves in each byte (`Sets` or `Clears`).
type Build<U> = (fn(u8, u8) -> Option<U>, [Effect; 2]);

/// A safe write of a field, or of a part of one, with two values (each
/// says whether they fit), and what it does to each byte.
type Write<U> = (fn(&mut U, u8, u8) -> bool, [Effect; 2]);

/// The bytes of `union`, which held `before` until a write did `effects`:
/// each byte written is read back from the union itself.
fn after<U: Layout + transmutable::Lifetime<'static>>(union: U, before: [Byte; 2], effects: [Effect; 2]) -> [Byte; 2] {
    let raw: [core::mem::MaybeUninit<u8>; 2] = transmutable::transmute(union);
    core::array::from_fn(|i| match effects[i] {
        Keeps => before[i],
        Clears => None,
        // SAFETY: the write just set this byte (Miri checks it).
        Sets => Some(unsafe { raw[i].assume_init() }),
    })
}

/// Every byte string over [`VALUES`] and uninit that safe code can leave
/// in a `U`: built by a union expression of `builds`, then changed by
/// `writes`, again and again until nothing is new.
fn reachable<U: Copy + Layout + transmutable::Lifetime<'static>>(
    builds: &[Build<U>],
    writes: &[Write<U>],
) -> BTreeMap<[Byte; 2], U> {
    let mut seen = BTreeMap::new();
    let mut queue = Vec::new();
    for &(build, effects) in builds {
        for first in VALUES {
            for second in VALUES {
                if let Some(union) = build(first, second) {
                    let bytes = after(union, [None; 2], effects);
                    if seen.insert(bytes, union).is_none() {
                        queue.push((union, bytes));
                    }
                }
            }
        }
    }
    while let Some((union, bytes)) = queue.pop() {
        for &(write, effects) in writes {
            for first in VALUES {
                for second in VALUES {
                    let mut next = union;
                    if write(&mut next, first, second) {
                        let next_bytes = after(next, bytes, effects);
                        if let std::collections::btree_map::Entry::Vacant(entry) = seen.entry(next_bytes) {
                            entry.insert(next);
                            queue.push((next, next_bytes));
                        }
                    }
                }
            }
        }
    }
    seen
}

/// A source of one byte: the values it may hold.
trait OneByte: Layout + Copy + transmutable::Lifetime<'static> {
    const HOLDS: &'static [Byte];
}

macro_rules! only {
    ($($name:ident = $value:literal),*) => {$(
        #[derive(Layout, Clone, Copy)]
        #[repr(u8)]
        enum $name {
            #[allow(dead_code)]
            Value = $value,
        }
        impl OneByte for $name {
            const HOLDS: &'static [Byte] = &[Some($value)];
        }
    )*};
}
only!(Zero = 0, One = 1, Two = 2);

impl OneByte for core::mem::MaybeUninit<u8> {
    const HOLDS: &'static [Byte] = &[None, Some(0), Some(1), Some(2)];
}

/// Two bytes, one source each.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
struct Pair<A, B>(A, B);

/// One byte, then padding.
#[derive(Layout, Clone, Copy)]
#[repr(C, align(2))]
struct Padded<A>(A);

/// The byte strings safe code can leave in a `U`, and the bytes no write
/// sets: the union's padding, which no field reads, and which takes
/// anything, as a struct's does.
struct Reachable<U> {
    strings: BTreeMap<[Byte; 2], U>,
    padding: [bool; 2],
}

impl<U> Reachable<U> {
    fn holds(&self, bytes: [Byte; 2]) -> bool {
        self.strings.contains_key(&core::array::from_fn(|i| if self.padding[i] { None } else { bytes[i] }))
    }
}

/// Whether the compile-time check takes `S`, whose values are
/// `first × second`, as a `U` exactly when safe code can leave each of
/// them in a `U`; the number of sources asked.
fn source<S: Layout + transmutable::Lifetime<'static>, U: Layout + transmutable::Lifetime<'static>>(
    reachable: &Reachable<U>,
    first: &[Byte],
    second: &[Byte],
) -> usize {
    let expected = first.iter().all(|&a| second.iter().all(|&b| reachable.holds([a, b])));
    let taken = transmutable::is_transmutable::<S, U>(Assume::NOTHING);
    assert_eq!(taken, expected, "{} -> {}", core::any::type_name::<S>(), core::any::type_name::<U>());
    1
}

/// [`source`] for every pair whose first byte is an `A`.
fn sources_from<A: OneByte, U: Layout + transmutable::Lifetime<'static>>(reachable: &Reachable<U>) -> usize {
    source::<Pair<A, Zero>, U>(reachable, A::HOLDS, Zero::HOLDS)
        + source::<Pair<A, One>, U>(reachable, A::HOLDS, One::HOLDS)
        + source::<Pair<A, Two>, U>(reachable, A::HOLDS, Two::HOLDS)
        + source::<Pair<A, core::mem::MaybeUninit<u8>>, U>(reachable, A::HOLDS, <core::mem::MaybeUninit<u8>>::HOLDS)
        + source::<Padded<A>, U>(reachable, A::HOLDS, &[None])
}

/// Whether what transmutable takes as a `U` is exactly what safe code can
/// leave in it: at run time, every `[u8; 2]` over [`VALUES`]; at compile
/// time, every source built of one-byte sources and padding. Returns how
/// many byte strings safe code leaves, and how many verdicts were asked.
fn takes_what_safe_code_leaves<U: Copy + Layout + transmutable::Lifetime<'static>>(
    builds: &[Build<U>],
    writes: &[Write<U>],
) -> (usize, usize) {
    let padding = core::array::from_fn(|i| {
        let effects = builds.iter().map(|build| build.1).chain(writes.iter().map(|write| write.1));
        effects.into_iter().all(|effects| !matches!(effects[i], Sets))
    });
    let reachable = Reachable { strings: reachable(builds, writes), padding };
    let mut asked = 0;
    for first in VALUES {
        for second in VALUES {
            let taken = transmutable::try_transmute::<[u8; 2], U>([first, second]).is_ok();
            assert_eq!(
                taken,
                reachable.holds([Some(first), Some(second)]),
                "{:?} -> {}",
                [first, second],
                core::any::type_name::<U>()
            );
            asked += 1;
        }
    }
    asked += sources_from::<Zero, U>(&reachable)
        + sources_from::<One, U>(&reachable)
        + sources_from::<Two, U>(&reachable)
        + sources_from::<core::mem::MaybeUninit<u8>, U>(&reachable);
    // What safe code leaves, the union holds, and becomes itself.
    for (&bytes, &union) in &reachable.strings {
        let same: U = transmutable::transmute(union);
        assert_eq!(after(same, bytes, [Keeps; 2]), bytes);
    }
    (reachable.strings.len(), asked)
}

fn flag(value: u8) -> Option<bool> {
    (value <= 1).then_some(value == 1)
}

/// `[bool; 2]` or `[u8; 1]`: an array is written whole, so the second
/// byte is a `bool` or uninitialized, whatever the first holds.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union FlagsOrByte {
    pub a: [bool; 2],
    pub b: [u8; 1],
}

/// `[bool; 2]` or a `bool`.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union FlagsOrFlag {
    pub a: [bool; 2],
    pub b: bool,
}

/// A byte and a `bool`, or a byte alone.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union PairOrByte {
    pub a: ByteThenFlag,
    pub b: [u8; 1],
}

/// A `bool`, then padding.
#[derive(Layout, Clone, Copy)]
#[repr(C, align(2))]
pub struct PaddedFlag {
    pub flag: bool,
}

/// A `bool` and padding, or two `bool`s written together: writing the
/// first field leaves its padding uninitialized again.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union PaddedFlagOrFlags {
    pub a: PaddedFlag,
    pub b: [bool; 2],
}

/// A `bool` and padding, or a `u16`.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union PaddedFlagOrWord {
    pub a: PaddedFlag,
    pub b: u16,
}

/// A byte or a `bool`, then a byte that no field holds: padding.
#[derive(Layout, Clone, Copy)]
#[repr(C, align(2))]
pub union AlignedByteOrFlag {
    pub a: u8,
    pub b: bool,
}

fn word(first: u8, second: u8) -> u16 {
    u16::from_ne_bytes([first, second])
}

#[test]
fn brute_force_mixes_are_what_safe_code_leaves() {
    let mut counts = Vec::new();
    counts.push(takes_what_safe_code_leaves::<Crossed>(
        &[
            (|byte, bit| Some(Crossed { a: ByteThenFlag { byte, flag: flag(bit)? } }), [Sets, Sets]),
            (|bit, byte| Some(Crossed { b: FlagThenByte { flag: flag(bit)?, byte } }), [Sets, Sets]),
        ],
        &[
            (
                |union, value, _| {
                    union.a.byte = value;
                    true
                },
                [Sets, Keeps],
            ),
            (|union, value, _| flag(value).map(|bit| union.a.flag = bit).is_some(), [Keeps, Sets]),
            (|union, value, _| flag(value).map(|bit| union.b.flag = bit).is_some(), [Sets, Keeps]),
            (
                |union, value, _| {
                    union.b.byte = value;
                    true
                },
                [Keeps, Sets],
            ),
        ],
    ));
    // Whole fields only: `(*u.a).byte` and `u.a[0].byte` read the union.
    counts.push(takes_what_safe_code_leaves::<SealedCrossed>(
        &[
            (
                |byte, bit| {
                    Some(SealedCrossed { a: core::mem::ManuallyDrop::new(ByteThenFlag { byte, flag: flag(bit)? }) })
                },
                [Sets, Sets],
            ),
            (
                |bit, byte| {
                    Some(SealedCrossed { b: core::mem::ManuallyDrop::new(FlagThenByte { flag: flag(bit)?, byte }) })
                },
                [Sets, Sets],
            ),
        ],
        &[
            (
                |union, byte, bit| {
                    flag(bit).map(|flag| union.a = core::mem::ManuallyDrop::new(ByteThenFlag { byte, flag })).is_some()
                },
                [Sets, Sets],
            ),
            (
                |union, bit, byte| {
                    flag(bit).map(|flag| union.b = core::mem::ManuallyDrop::new(FlagThenByte { flag, byte })).is_some()
                },
                [Sets, Sets],
            ),
        ],
    ));
    counts.push(takes_what_safe_code_leaves::<ArrayCrossed>(
        &[
            (|byte, bit| Some(ArrayCrossed { a: [ByteThenFlag { byte, flag: flag(bit)? }] }), [Sets, Sets]),
            (|bit, byte| Some(ArrayCrossed { b: [FlagThenByte { flag: flag(bit)?, byte }] }), [Sets, Sets]),
        ],
        &[
            (|union, byte, bit| flag(bit).map(|flag| union.a = [ByteThenFlag { byte, flag }]).is_some(), [Sets, Sets]),
            (|union, bit, byte| flag(bit).map(|flag| union.b = [FlagThenByte { flag, byte }]).is_some(), [Sets, Sets]),
        ],
    ));
    counts.push(takes_what_safe_code_leaves::<FlagsOrByteThenFlag>(
        &[
            (|first, second| Some(FlagsOrByteThenFlag { flags: [flag(first)?, flag(second)?] }), [Sets, Sets]),
            (|byte, bit| Some(FlagsOrByteThenFlag { pair: ByteThenFlag { byte, flag: flag(bit)? } }), [Sets, Sets]),
        ],
        &[
            (
                |union, first, second| flag(first).zip(flag(second)).map(|flags| union.flags = flags.into()).is_some(),
                [Sets, Sets],
            ),
            (
                |union, value, _| {
                    union.pair.byte = value;
                    true
                },
                [Sets, Keeps],
            ),
            (|union, value, _| flag(value).map(|bit| union.pair.flag = bit).is_some(), [Keeps, Sets]),
        ],
    ));
    counts.push(takes_what_safe_code_leaves::<FlagsOrByte>(
        &[
            (|first, second| Some(FlagsOrByte { a: [flag(first)?, flag(second)?] }), [Sets, Sets]),
            (|byte, _| Some(FlagsOrByte { b: [byte] }), [Sets, Clears]),
        ],
        &[
            (
                |union, first, second| flag(first).zip(flag(second)).map(|flags| union.a = flags.into()).is_some(),
                [Sets, Sets],
            ),
            (
                |union, byte, _| {
                    union.b = [byte];
                    true
                },
                [Sets, Keeps],
            ),
        ],
    ));
    counts.push(takes_what_safe_code_leaves::<FlagsOrFlag>(
        &[
            (|first, second| Some(FlagsOrFlag { a: [flag(first)?, flag(second)?] }), [Sets, Sets]),
            (|bit, _| Some(FlagsOrFlag { b: flag(bit)? }), [Sets, Clears]),
        ],
        &[
            (
                |union, first, second| flag(first).zip(flag(second)).map(|flags| union.a = flags.into()).is_some(),
                [Sets, Sets],
            ),
            (|union, bit, _| flag(bit).map(|bit| union.b = bit).is_some(), [Sets, Keeps]),
        ],
    ));
    counts.push(takes_what_safe_code_leaves::<PairOrByte>(
        &[
            (|byte, bit| Some(PairOrByte { a: ByteThenFlag { byte, flag: flag(bit)? } }), [Sets, Sets]),
            (|byte, _| Some(PairOrByte { b: [byte] }), [Sets, Clears]),
        ],
        &[
            (|union, byte, bit| flag(bit).map(|flag| union.a = ByteThenFlag { byte, flag }).is_some(), [Sets, Sets]),
            (
                |union, byte, _| {
                    union.a.byte = byte;
                    true
                },
                [Sets, Keeps],
            ),
            (|union, bit, _| flag(bit).map(|bit| union.a.flag = bit).is_some(), [Keeps, Sets]),
            (
                |union, byte, _| {
                    union.b = [byte];
                    true
                },
                [Sets, Keeps],
            ),
        ],
    ));
    counts.push(takes_what_safe_code_leaves::<PaddedFlagOrFlags>(
        &[
            (|bit, _| Some(PaddedFlagOrFlags { a: PaddedFlag { flag: flag(bit)? } }), [Sets, Clears]),
            (|first, second| Some(PaddedFlagOrFlags { b: [flag(first)?, flag(second)?] }), [Sets, Sets]),
        ],
        &[
            (|union, bit, _| flag(bit).map(|flag| union.a = PaddedFlag { flag }).is_some(), [Sets, Clears]),
            (|union, bit, _| flag(bit).map(|bit| union.a.flag = bit).is_some(), [Sets, Keeps]),
            (
                |union, first, second| flag(first).zip(flag(second)).map(|flags| union.b = flags.into()).is_some(),
                [Sets, Sets],
            ),
        ],
    ));
    counts.push(takes_what_safe_code_leaves::<PaddedFlagOrWord>(
        &[
            (|bit, _| Some(PaddedFlagOrWord { a: PaddedFlag { flag: flag(bit)? } }), [Sets, Clears]),
            (|first, second| Some(PaddedFlagOrWord { b: word(first, second) }), [Sets, Sets]),
        ],
        &[
            (|union, bit, _| flag(bit).map(|flag| union.a = PaddedFlag { flag }).is_some(), [Sets, Clears]),
            (|union, bit, _| flag(bit).map(|bit| union.a.flag = bit).is_some(), [Sets, Keeps]),
            (
                |union, first, second| {
                    union.b = word(first, second);
                    true
                },
                [Sets, Sets],
            ),
        ],
    ));
    counts.push(takes_what_safe_code_leaves::<AlignedByteOrFlag>(
        &[
            (|byte, _| Some(AlignedByteOrFlag { a: byte }), [Sets, Clears]),
            (|bit, _| Some(AlignedByteOrFlag { b: flag(bit)? }), [Sets, Clears]),
        ],
        &[
            (
                |union, byte, _| {
                    union.a = byte;
                    true
                },
                [Sets, Keeps],
            ),
            (|union, bit, _| flag(bit).map(|bit| union.b = bit).is_some(), [Sets, Keeps]),
        ],
    ));
    let (strings, verdicts) = counts.iter().fold((0, 0), |(s, v), &(strings, verdicts)| (s + strings, v + verdicts));
    println!("{} unions: {strings} byte strings safe code leaves, {verdicts} verdicts compared", counts.len());
}

/// A union inside a cell is written whole, with any value safe code can
/// leave in it: `[0, 0]` in a `NonZeroHalves`, though neither field alone
/// holds it. So a `Cell<u16>` may be seen as a `Cell<NonZeroHalves>`, and
/// what it writes back is a `u16`; a `Cell<NonZeroU16>` may not
/// (`tests/corpus/table.rs`).
#[test]
fn a_union_in_a_cell_writes_back_a_mix() {
    let mut halves = NonZeroHalves { low: AnyThenNonZero { any: 0, non_zero: core::num::NonZeroU8::MIN } };
    halves.high.any = 0;
    let word = Cell::new(0x0505u16);
    let view: &Cell<NonZeroHalves> = transmutable::transmute_ref(&word);
    view.set(halves);
    assert_eq!(word.get(), 0);
}

/// Which field a write of a union that does not mix writes (numbered as
/// declared): a whole field, or a part of one, one byte long.
#[derive(Clone, Copy, PartialEq)]
enum By {
    Whole(usize),
    Part(usize),
}

/// A union expression of field `.2`, over `N` values (`None` where they do
/// not fit it), and what it leaves in each byte (`Sets` or `Clears`).
type Expression<U, const N: usize> = (fn([u8; N]) -> Option<U>, [Effect; N], usize);

/// A safe write of a field or of a one-byte part of one, with `N` values
/// (it says whether they fit), what it does to each byte, and what it
/// writes.
type FieldWrite<U, const N: usize> = (fn(&mut U, [u8; N]) -> bool, [Effect; N], By);

/// A bitwise copy of `union`, for unions that are not `Copy` (a field in a
/// `ManuallyDrop<Cell<_>>`).
fn copy<U>(union: &U) -> U {
    // SAFETY: every union below is a union of `Copy` fields or of
    // `ManuallyDrop`s, with no `Drop` impl: a copy of its bytes owns
    // nothing the original owns, and a union holds any bytes.
    unsafe { core::ptr::read(union) }
}

/// The bytes of `union`, which held `before` until a write did `effects`.
fn after_n<U: Layout + transmutable::Lifetime<'static>, const N: usize>(
    union: U,
    before: [Byte; N],
    effects: [Effect; N],
) -> [Byte; N] {
    let raw: [core::mem::MaybeUninit<u8>; N] = transmutable::transmute(union);
    core::array::from_fn(|i| match effects[i] {
        Keeps => before[i],
        Clears => None,
        // SAFETY: the write just set this byte (Miri checks it).
        Sets => Some(unsafe { raw[i].assume_init() }),
    })
}

/// Every `N` values over [`VALUES`].
fn all_values<const N: usize>() -> impl Iterator<Item = [u8; N]> {
    (0..VALUES.len().pow(N as u32))
        .map(|index| core::array::from_fn(|i| VALUES[index / VALUES.len().pow(i as u32) % VALUES.len()]))
}

/// Every byte string over [`VALUES`] and uninit that safe code leaves in
/// a `U`: union expressions, then any writes (`Everything`); or, as the
/// library's rule for a union that does not mix reads it (`OneField`), one
/// field written whole by a union expression (or written whole again, or
/// by a write that leaves no byte as it was), then one-byte parts of any
/// field over the bytes that field's value did not set, or parts of that
/// field itself.
#[derive(Clone, Copy, PartialEq)]
enum Writes {
    Everything,
    OneField,
}

fn left_by<U: Layout + transmutable::Lifetime<'static>, const N: usize>(
    expressions: &[Expression<U, N>],
    writes: &[FieldWrite<U, N>],
    kind: Writes,
) -> BTreeMap<[Byte; N], U> {
    // A state: its bytes, the field written whole last and which bytes
    // its value set.
    type State<const N: usize> = ([Byte; N], usize, [bool; N]);
    let mut seen: std::collections::BTreeSet<State<N>> = Default::default();
    let mut strings = BTreeMap::new();
    let mut queue = Vec::new();
    let sets = |effects: [Effect; N]| effects.map(|effect| matches!(effect, Sets));
    for &(expression, effects, field) in expressions {
        for values in all_values::<N>() {
            if let Some(union) = expression(values) {
                let bytes = after_n(copy(&union), [None; N], effects);
                let state = (bytes, field, sets(effects));
                if seen.insert(state) {
                    strings.entry(bytes).or_insert_with(|| copy(&union));
                    queue.push((union, state));
                }
            }
        }
    }
    while let Some((union, (bytes, last, value))) = queue.pop() {
        for &(write, effects, by) in writes {
            let (field, whole) = match by {
                By::Whole(field) => (field, true),
                By::Part(field) => (field, false),
            };
            let written = sets(effects);
            if kind == Writes::OneField {
                let kept = if whole {
                    field == last || effects.iter().all(|effect| !matches!(effect, Keeps))
                } else {
                    assert_eq!(written.iter().filter(|&&set| set).count(), 1, "a part is one byte");
                    field == last || (0..N).all(|i| !(written[i] && value[i]))
                };
                if !kept {
                    continue;
                }
            }
            for values in all_values::<N>() {
                let mut next = copy(&union);
                if write(&mut next, values) {
                    let next_bytes = after_n(copy(&next), bytes, effects);
                    let state = if whole { (next_bytes, field, written) } else { (next_bytes, last, value) };
                    if seen.insert(state) {
                        strings.entry(next_bytes).or_insert_with(|| copy(&next));
                        queue.push((next, state));
                    }
                }
            }
        }
    }
    strings
}

/// Whether every combination of `bytes` (each the values one byte may
/// hold) is in `strings`.
fn all_in<U, const N: usize>(strings: &BTreeMap<[Byte; N], U>, bytes: [&[Byte]; N]) -> bool {
    let mut combination = [0; N];
    loop {
        if !strings.contains_key(&core::array::from_fn(|i| bytes[i][combination[i]])) {
            return false;
        }
        let Some(i) = (0..N).find(|&i| combination[i] + 1 < bytes[i].len()) else {
            return true;
        };
        combination[i] += 1;
        combination[..i].fill(0);
    }
}

/// Four bytes, one source each.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
struct Quad<A, B, C, D>(A, B, C, D);

/// One byte, then three of padding.
#[derive(Layout, Clone, Copy)]
#[repr(C, align(4))]
struct Padded4<A>(A);

/// The compile-time verdict on `S`, whose bytes hold `bytes`, as a `U`,
/// against `expected`.
fn verdict<S: Layout + transmutable::Lifetime<'static>, U: Layout + transmutable::Lifetime<'static>>(
    expected: bool,
) -> usize {
    let taken = transmutable::is_transmutable::<S, U>(Assume::NOTHING);
    assert_eq!(taken, expected, "{} -> {}", core::any::type_name::<S>(), core::any::type_name::<U>());
    1
}

/// The verdicts on every two-byte source of one-byte sources and padding.
fn verdicts_2<U: Layout + transmutable::Lifetime<'static>>(strings: &BTreeMap<[Byte; 2], U>) -> usize {
    fn second<A: OneByte, U: Layout + transmutable::Lifetime<'static>>(strings: &BTreeMap<[Byte; 2], U>) -> usize {
        let of = |b: &'static [Byte]| all_in(strings, [A::HOLDS, b]);
        verdict::<Pair<A, Zero>, U>(of(Zero::HOLDS))
            + verdict::<Pair<A, One>, U>(of(One::HOLDS))
            + verdict::<Pair<A, Two>, U>(of(Two::HOLDS))
            + verdict::<Pair<A, core::mem::MaybeUninit<u8>>, U>(of(<core::mem::MaybeUninit<u8>>::HOLDS))
            + verdict::<Padded<A>, U>(of(&[None]))
    }
    second::<Zero, U>(strings)
        + second::<One, U>(strings)
        + second::<Two, U>(strings)
        + second::<core::mem::MaybeUninit<u8>, U>(strings)
}

/// The verdicts on every four-byte source of one-byte sources, and of one
/// byte and padding.
fn verdicts_4<U: Layout + transmutable::Lifetime<'static>>(strings: &BTreeMap<[Byte; 4], U>) -> usize {
    type Strings<U> = BTreeMap<[Byte; 4], U>;
    fn fourth<A: OneByte, B: OneByte, C: OneByte, U: Layout + transmutable::Lifetime<'static>>(
        strings: &Strings<U>,
    ) -> usize {
        let of = |d: &'static [Byte]| all_in(strings, [A::HOLDS, B::HOLDS, C::HOLDS, d]);
        verdict::<Quad<A, B, C, Zero>, U>(of(Zero::HOLDS))
            + verdict::<Quad<A, B, C, One>, U>(of(One::HOLDS))
            + verdict::<Quad<A, B, C, Two>, U>(of(Two::HOLDS))
            + verdict::<Quad<A, B, C, core::mem::MaybeUninit<u8>>, U>(of(<core::mem::MaybeUninit<u8>>::HOLDS))
    }
    fn third<A: OneByte, B: OneByte, U: Layout + transmutable::Lifetime<'static>>(strings: &Strings<U>) -> usize {
        fourth::<A, B, Zero, U>(strings)
            + fourth::<A, B, One, U>(strings)
            + fourth::<A, B, Two, U>(strings)
            + fourth::<A, B, core::mem::MaybeUninit<u8>, U>(strings)
    }
    fn second<A: OneByte, U: Layout + transmutable::Lifetime<'static>>(strings: &Strings<U>) -> usize {
        third::<A, Zero, U>(strings)
            + third::<A, One, U>(strings)
            + third::<A, Two, U>(strings)
            + third::<A, core::mem::MaybeUninit<u8>, U>(strings)
            + verdict::<Padded4<A>, U>(all_in(strings, [A::HOLDS, &[None], &[None], &[None]]))
    }
    // Under Miri, which interprets each check at run time for seconds, the
    // sources whose first byte is a zero; the others, every time.
    if cfg!(miri) {
        return second::<Zero, U>(strings);
    }
    second::<Zero, U>(strings)
        + second::<One, U>(strings)
        + second::<Two, U>(strings)
        + second::<core::mem::MaybeUninit<u8>, U>(strings)
}

/// Whether what transmutable takes as a `U`, a union that does not mix, is
/// exactly what its rule says safe code leaves ([`Writes::OneField`]), and
/// that all of it is left by safe writes indeed: at run time, every
/// `[u8; N]` over [`VALUES`]; at compile time, the sources `verdicts`
/// asks. Returns how many byte strings safe code leaves, how many of them
/// the rule takes, and how many verdicts were asked.
fn takes_one_field_and_parts<U: Layout + transmutable::Lifetime<'static>, const N: usize>(
    expressions: &[Expression<U, N>],
    writes: &[FieldWrite<U, N>],
    verdicts: fn(&BTreeMap<[Byte; N], U>) -> usize,
) -> (usize, usize, usize) {
    let everything = left_by(expressions, writes, Writes::Everything);
    let taken = left_by(expressions, writes, Writes::OneField);
    for bytes in taken.keys() {
        assert!(everything.contains_key(bytes), "{bytes:?} in a {}", core::any::type_name::<U>());
    }
    let mut asked = 0;
    for values in all_values::<N>() {
        let checked = transmutable::try_transmute::<[u8; N], U>(values).is_ok();
        let expected = taken.contains_key(&values.map(Some));
        assert_eq!(checked, expected, "{values:?} -> {}", core::any::type_name::<U>());
        asked += 1;
    }
    asked += verdicts(&taken);
    for (&bytes, union) in &taken {
        let same: U = transmutable::transmute(copy(union));
        assert_eq!(after_n(same, bytes, [Keeps; N]), bytes);
    }
    (everything.len(), taken.len(), asked)
}

/// A `char`, or a byte and then three that no write of `b` reaches.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union CharOrByte {
    pub c: char,
    pub b: [u8; 1],
}

/// A `NonZeroU16`, or a byte and then one that no write of `b` reaches.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union NonZeroOrByte {
    pub n: core::num::NonZeroU16,
    pub b: [u8; 1],
}

/// A `bool` after a tag, or a tag and padding.
#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum FlagOrEmpty {
    Flag(bool) = 0,
    Empty = 1,
}

/// An enum with fields, whose variant `Empty` has padding where `p`
/// writes a `bool`.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union EnumOrPair {
    pub e: FlagOrEmpty,
    pub p: ByteThenFlag,
}

/// A cell, or a byte and a `bool` that may be written over the byte past
/// the cell.
#[derive(Layout)]
#[repr(C)]
pub union CellOrPair {
    pub c: core::mem::ManuallyDrop<Cell<bool>>,
    pub p: ByteThenFlag,
}

#[test]
fn brute_force_unions_that_do_not_mix_take_one_field_and_parts() {
    let counts = [
        takes_one_field_and_parts::<CharOrByte, 4>(
            &[
                (|values| Some(CharOrByte { c: char::from_u32(u32::from_ne_bytes(values))? }), [Sets; 4], 0),
                (|[byte, ..]| Some(CharOrByte { b: [byte] }), [Sets, Clears, Clears, Clears], 1),
            ],
            &[
                (
                    |union, values| char::from_u32(u32::from_ne_bytes(values)).map(|c| union.c = c).is_some(),
                    [Sets; 4],
                    By::Whole(0),
                ),
                (
                    |union, [byte, ..]| {
                        union.b = [byte];
                        true
                    },
                    [Sets, Keeps, Keeps, Keeps],
                    By::Whole(1),
                ),
            ],
            verdicts_4,
        ),
        takes_one_field_and_parts::<NonZeroOrByte, 2>(
            &[
                (
                    |values| Some(NonZeroOrByte { n: core::num::NonZeroU16::new(u16::from_ne_bytes(values))? }),
                    [Sets; 2],
                    0,
                ),
                (|[byte, _]| Some(NonZeroOrByte { b: [byte] }), [Sets, Clears], 1),
            ],
            &[
                (
                    |union, values| {
                        core::num::NonZeroU16::new(u16::from_ne_bytes(values)).map(|n| union.n = n).is_some()
                    },
                    [Sets; 2],
                    By::Whole(0),
                ),
                (
                    |union, [byte, _]| {
                        union.b = [byte];
                        true
                    },
                    [Sets, Keeps],
                    By::Whole(1),
                ),
            ],
            verdicts_2,
        ),
        takes_one_field_and_parts::<EnumOrPair, 2>(
            &[
                (|[tag, bit]| (tag == 0).then_some(EnumOrPair { e: FlagOrEmpty::Flag(flag(bit)?) }), [Sets, Sets], 0),
                (|[tag, _]| (tag == 1).then_some(EnumOrPair { e: FlagOrEmpty::Empty }), [Sets, Clears], 0),
                (|[byte, bit]| Some(EnumOrPair { p: ByteThenFlag { byte, flag: flag(bit)? } }), [Sets, Sets], 1),
            ],
            &[
                (
                    |union, [tag, bit]| tag == 0 && flag(bit).map(|bit| union.e = FlagOrEmpty::Flag(bit)).is_some(),
                    [Sets, Sets],
                    By::Whole(0),
                ),
                (
                    |union, [tag, _]| {
                        (tag == 1).then(|| union.e = FlagOrEmpty::Empty);
                        tag == 1
                    },
                    [Sets, Clears],
                    By::Whole(0),
                ),
                (
                    |union, [byte, bit]| flag(bit).map(|flag| union.p = ByteThenFlag { byte, flag }).is_some(),
                    [Sets, Sets],
                    By::Whole(1),
                ),
                (
                    |union, [byte, _]| {
                        union.p.byte = byte;
                        true
                    },
                    [Sets, Keeps],
                    By::Part(1),
                ),
                (|union, [bit, _]| flag(bit).map(|bit| union.p.flag = bit).is_some(), [Keeps, Sets], By::Part(1)),
            ],
            verdicts_2,
        ),
        takes_one_field_and_parts::<CellOrPair, 2>(
            &[
                (
                    |[bit, _]| Some(CellOrPair { c: core::mem::ManuallyDrop::new(Cell::new(flag(bit)?)) }),
                    [Sets, Clears],
                    0,
                ),
                (|[byte, bit]| Some(CellOrPair { p: ByteThenFlag { byte, flag: flag(bit)? } }), [Sets, Sets], 1),
            ],
            &[
                (
                    |union, [bit, _]| {
                        flag(bit).map(|bit| union.c = core::mem::ManuallyDrop::new(Cell::new(bit))).is_some()
                    },
                    [Sets, Keeps],
                    By::Whole(0),
                ),
                (
                    |union, [byte, bit]| flag(bit).map(|flag| union.p = ByteThenFlag { byte, flag }).is_some(),
                    [Sets, Sets],
                    By::Whole(1),
                ),
                (
                    |union, [byte, _]| {
                        union.p.byte = byte;
                        true
                    },
                    [Sets, Keeps],
                    By::Part(1),
                ),
                (|union, [bit, _]| flag(bit).map(|bit| union.p.flag = bit).is_some(), [Keeps, Sets], By::Part(1)),
            ],
            verdicts_2,
        ),
    ];
    let (left, taken, verdicts) =
        counts.iter().fold((0, 0, 0), |(l, t, v), &(left, taken, verdicts)| (l + left, t + taken, v + verdicts));
    println!(
        "{} unions that do not mix: {left} byte strings safe code leaves, {taken} of them taken by the rule, {verdicts} verdicts compared",
        counts.len()
    );
}
