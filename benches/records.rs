//! Run-time cost of checked views, record class by record class: transmutable
//! beside zerocopy, bytemuck and a check written by hand, in the same run.
//!
//! Each class is read two ways over the same valid buffer:
//!
//! - **one at a time**: a loop takes one record after another from the
//!   front of the buffer (`try_ref_from_prefix` and its peers), so the cost
//!   of one call shows; bytemuck, which has no view of a prefix, and the
//!   check written by hand split the buffer themselves, and transmutable is
//!   read in that loop too (`try_ref_from_bytes` on each part, "transmutable
//!   split"), the one to compare them with: LLVM counts the turns of a
//!   loop that splits before the loop starts, and not those of a loop of
//!   prefixes, one instruction a record;
//! - **as a slice**: the whole buffer viewed as `[Record]` at once.
//!
//! The classes: a `bool` beside a 3-value `repr(u8)` enum; a `char` beside
//! a `NonZeroU32`; `[bool; 16]`; an enum with fields (a `repr(u8)` tag,
//! then per variant a `bool` and an enum, two plain bytes, or nothing); a
//! record holding a union (a `char` or four `bool`s, valid when either
//! field is; bytemuck checks no unions, so it sits that one out), read
//! from a buffer of both fields mixed, from one of `char`s only (where
//! a check that tries the `char` first and branches is always right) and
//! from one of `bool`s only (where such a check is always wrong first); a
//! record holding a choice inside a choice (a union of an enum with fields
//! and a `char`, without bytemuck too); a
//! big-endian `u16` tag with sparse values (slice only); and plain
//! integers, where nothing is checked (a short slice, so that the cost of
//! the call shows).
//!
//! The hand-written checks are what a careful author writes: one at a
//! time with early exits, as slices branch-free (`&` over every record).
//!
//! Run with `cargo bench --bench records`, or for a quick look
//! `cargo bench --bench records -- --warm-up-time 1 --measurement-time 2`.
//! `scripts/bench-records.sh` prints the ratios of one run. The ratios
//! between libraries matter; absolute figures depend on the machine.

use std::hint::black_box;
use std::num::NonZeroU32;
use std::time::Duration;

use criterion::measurement::WallTime;
use criterion::{criterion_group, criterion_main, BenchmarkGroup, Criterion, Throughput};

/// The size of each record buffer: in cache, so that the validators'
/// instructions show rather than memory bandwidth.
const BUFFER_BYTES: usize = 256 << 10;

/// The size of the plain buffer: a short slice, so that a call's cost shows.
const PLAIN_BYTES: usize = 64;

/// What a record is about: three values of a `u8` tag.
#[derive(
    transmutable::Layout,
    zerocopy::TryFromBytes,
    zerocopy::KnownLayout,
    zerocopy::Immutable,
    bytemuck::CheckedBitPattern,
    Clone,
    Copy,
)]
#[repr(u8)]
pub enum Kind {
    Insert = 0,
    Update = 1,
    Delete = 2,
}

/// A `bool` and a 3-value enum.
#[derive(
    transmutable::Layout,
    zerocopy::TryFromBytes,
    zerocopy::KnownLayout,
    zerocopy::Immutable,
    bytemuck::CheckedBitPattern,
    Clone,
    Copy,
)]
#[repr(C)]
pub struct Flagged {
    pub flag: bool,
    pub kind: Kind,
}

/// A `char` and a `NonZeroU32`.
#[derive(
    transmutable::Layout,
    zerocopy::TryFromBytes,
    zerocopy::KnownLayout,
    zerocopy::Immutable,
    bytemuck::CheckedBitPattern,
    Clone,
    Copy,
)]
#[repr(C)]
pub struct Lettered {
    pub letter: char,
    pub count: NonZeroU32,
}

/// An enum with fields: a tag, then what its variant holds. Every variant
/// is valid with some payload, so a check must read the tag before it
/// knows which bytes to check.
#[derive(
    transmutable::Layout,
    zerocopy::TryFromBytes,
    zerocopy::KnownLayout,
    zerocopy::Immutable,
    bytemuck::CheckedBitPattern,
    Clone,
    Copy,
)]
#[repr(u8)]
pub enum Event {
    Idle = 0,
    Key { pressed: bool, kind: Kind } = 1,
    Move(i8, i8) = 2,
}

/// A `char` or four `bool`s: fields that are not runs of bytes alike do
/// not mix, so the union is valid exactly when one field is, as zerocopy
/// reads a union too.
#[derive(transmutable::Layout, zerocopy::TryFromBytes, zerocopy::KnownLayout, zerocopy::Immutable, Clone, Copy)]
#[repr(C)]
pub union Value {
    pub letter: char,
    pub flags: [bool; 4],
}

/// A record holding a union: a 3-value enum, a `bool`, a length, and a
/// [`Value`].
#[derive(transmutable::Layout, zerocopy::TryFromBytes, zerocopy::KnownLayout, zerocopy::Immutable, Clone, Copy)]
#[repr(C)]
pub struct Valued {
    pub kind: Kind,
    pub urgent: bool,
    pub length: u16,
    pub value: Value,
}

/// A command: a tag, then what its variant holds, four bytes in every
/// variant (a variant with padding would take, inside a union, only what
/// safe code leaves there, which zerocopy does not ask).
#[derive(transmutable::Layout, zerocopy::TryFromBytes, zerocopy::KnownLayout, zerocopy::Immutable, Clone, Copy)]
#[repr(u8)]
pub enum Command {
    Key { pressed: bool, kind: Kind, count: u8 } = 1,
    Move(i8, i8, i8) = 2,
}

/// A command or a `char`: an enum with fields inside a union.
#[derive(transmutable::Layout, zerocopy::TryFromBytes, zerocopy::KnownLayout, zerocopy::Immutable, Clone, Copy)]
#[repr(C)]
pub union Input {
    pub command: Command,
    pub letter: char,
}

/// A record holding a choice inside a choice: a 3-value enum, a `bool`, a
/// length, and an [`Input`].
#[derive(transmutable::Layout, zerocopy::TryFromBytes, zerocopy::KnownLayout, zerocopy::Immutable, Clone, Copy)]
#[repr(C)]
pub struct Nested {
    pub kind: Kind,
    pub urgent: bool,
    pub length: u16,
    pub input: Input,
}

/// Sixteen flags, as an array.
#[derive(transmutable::Layout, zerocopy::TryFromBytes, zerocopy::KnownLayout, zerocopy::Immutable, Clone, Copy)]
#[repr(C)]
pub struct Flags {
    pub flags: [bool; 16],
}

/// The same flags for bytemuck, whose checked casts take no arrays.
#[derive(bytemuck::CheckedBitPattern, Clone, Copy)]
#[repr(C)]
pub struct BytemuckFlags(
    pub bool,
    pub bool,
    pub bool,
    pub bool,
    pub bool,
    pub bool,
    pub bool,
    pub bool,
    pub bool,
    pub bool,
    pub bool,
    pub bool,
    pub bool,
    pub bool,
    pub bool,
    pub bool,
);

/// An EtherType: four sparse values of a big-endian `u16`.
#[derive(transmutable::Layout, Clone, Copy)]
#[repr(u16)]
pub enum EtherType {
    Ipv4 = 0x0800,
    Arp = 0x0806,
    Vlan = 0x8100,
    Ipv6 = 0x86DD,
}

/// A tag stored big-endian, and a length.
#[derive(transmutable::Layout, Clone, Copy)]
#[repr(C)]
pub struct Tagged {
    pub ether_type: transmutable::byteorder::Enum<EtherType, transmutable::byteorder::BigEndian>,
    pub length: transmutable::byteorder::U16<transmutable::byteorder::BigEndian>,
}

/// The same tags for zerocopy and bytemuck, which have no enums in a fixed
/// byte order: on a little-endian target, the native tags whose bytes in
/// memory are the big-endian ones, so that every side accepts the same
/// bytes.
#[derive(
    zerocopy::TryFromBytes, zerocopy::KnownLayout, zerocopy::Immutable, bytemuck::CheckedBitPattern, Clone, Copy,
)]
#[repr(u16)]
pub enum SwappedEtherType {
    Ipv4 = 0x0008,
    Arp = 0x0608,
    Vlan = 0x0081,
    Ipv6 = 0xDD86,
}

/// [`Tagged`] for zerocopy and bytemuck.
#[derive(
    zerocopy::TryFromBytes, zerocopy::KnownLayout, zerocopy::Immutable, bytemuck::CheckedBitPattern, Clone, Copy,
)]
#[repr(C)]
pub struct SwappedTagged {
    pub ether_type: SwappedEtherType,
    pub length: [u8; 2],
}

/// Two integers: every byte string is one.
#[derive(
    transmutable::Layout,
    transmutable::FromZeros,
    transmutable::FromBytes,
    transmutable::Immutable,
    zerocopy::FromBytes,
    zerocopy::KnownLayout,
    zerocopy::Immutable,
    bytemuck::Pod,
    bytemuck::Zeroable,
    Clone,
    Copy,
)]
#[repr(C)]
pub struct Plain {
    pub first: u32,
    pub second: u32,
}

/// A buffer of `len` bytes aligned to 8, as words so that the allocation
/// has their alignment.
fn aligned_buffer(len: usize) -> Vec<u64> {
    vec![0u64; len.div_ceil(8)]
}

/// Random bytes that no branch predictor learns, for `fill` to shape into
/// valid records.
fn filled(len: usize, size: usize, fill: impl Fn(&mut [u8], [u8; 8])) -> Vec<u64> {
    let mut words = aligned_buffer(len);
    let bytes = transmutable::as_mut_bytes(&mut words[..]);
    let mut state = 0x9E37_79B9_7F4A_7C15u64;
    for record in bytes.chunks_exact_mut(size) {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        fill(record, state.to_le_bytes());
    }
    words
}

fn flagged_bytes(record: &[u8]) -> bool {
    record[0] < 2 && record[1] < 3
}

fn lettered_bytes(record: &[u8]) -> bool {
    let letter = u32::from_ne_bytes([record[0], record[1], record[2], record[3]]);
    let count = u32::from_ne_bytes([record[4], record[5], record[6], record[7]]);
    char::from_u32(letter).is_some() && count != 0
}

fn event_bytes(record: &[u8]) -> bool {
    match record[0] {
        0 | 2 => true,
        1 => record[1] < 2 && record[2] < 3,
        _ => false,
    }
}

fn valued_bytes(record: &[u8]) -> bool {
    let letter = u32::from_ne_bytes([record[4], record[5], record[6], record[7]]);
    let flags = (record[4] | record[5] | record[6] | record[7]) < 2;
    record[0] < 3 && record[1] < 2 && (char::from_u32(letter).is_some() || flags)
}

fn nested_bytes(record: &[u8]) -> bool {
    let letter = u32::from_ne_bytes([record[4], record[5], record[6], record[7]]);
    let command = match record[4] {
        1 => record[5] < 2 && record[6] < 3,
        2 => true,
        _ => false,
    };
    record[0] < 3 && record[1] < 2 && (char::from_u32(letter).is_some() || command)
}

fn flags_bytes(record: &[u8]) -> bool {
    record.iter().fold(0, |any, &byte| any | byte) < 2
}

fn tagged_bytes(record: &[u8]) -> bool {
    matches!(u16::from_be_bytes([record[0], record[1]]), 0x0800 | 0x0806 | 0x8100 | 0x86DD)
}

/// One record after another from the front of `bytes`, each library by a
/// function of its own, so that the loops differ only in the view; each
/// returns how many records it read, as a result the optimizer must keep.
macro_rules! one_at_a_time {
    ($transmutable:ident, $transmutable_split:ident, $zerocopy:ident, $bytemuck:ident, $by_hand:ident, $record:ty, $bytemuck_record:ty, $check:ident) => {
        #[inline(never)]
        fn $transmutable(bytes: &[u8]) -> usize {
            let (mut rest, mut count) = (bytes, 0);
            while let Ok((record, next)) = transmutable::try_ref_from_prefix::<$record>(rest) {
                black_box(record);
                count += 1;
                rest = next;
            }
            count
        }

        /// The loop of the bytemuck reader, which splits the buffer itself
        /// (bytemuck has no view of a prefix), so that the two compare
        /// views and not loops.
        #[inline(never)]
        fn $transmutable_split(bytes: &[u8]) -> usize {
            let (mut rest, mut count) = (bytes, 0);
            while let Some((head, next)) = rest.split_at_checked(size_of::<$record>()) {
                let Ok(record) = transmutable::try_ref_from_bytes::<$record>(head) else { break };
                black_box(record);
                count += 1;
                rest = next;
            }
            count
        }

        #[inline(never)]
        fn $zerocopy(bytes: &[u8]) -> usize {
            let (mut rest, mut count) = (bytes, 0);
            while let Ok((record, next)) = <$record as zerocopy::TryFromBytes>::try_ref_from_prefix(rest) {
                black_box(record);
                count += 1;
                rest = next;
            }
            count
        }

        #[inline(never)]
        fn $bytemuck(bytes: &[u8]) -> usize {
            let (mut rest, mut count) = (bytes, 0);
            while let Some((head, next)) = rest.split_at_checked(size_of::<$bytemuck_record>()) {
                let Ok(record) = bytemuck::checked::try_from_bytes::<$bytemuck_record>(head) else { break };
                black_box(record);
                count += 1;
                rest = next;
            }
            count
        }

        #[inline(never)]
        fn $by_hand(bytes: &[u8]) -> usize {
            let (mut rest, mut count) = (bytes, 0);
            while let Some((head, next)) = rest.split_at_checked(size_of::<$record>()) {
                if head.as_ptr().addr() % align_of::<$record>() != 0 || !$check(head) {
                    break;
                }
                black_box(head);
                count += 1;
                rest = next;
            }
            count
        }
    };
}

one_at_a_time!(
    flagged_transmutable,
    flagged_transmutable_split,
    flagged_zerocopy,
    flagged_bytemuck,
    flagged_by_hand,
    Flagged,
    Flagged,
    flagged_bytes
);
one_at_a_time!(
    lettered_transmutable,
    lettered_transmutable_split,
    lettered_zerocopy,
    lettered_bytemuck,
    lettered_by_hand,
    Lettered,
    Lettered,
    lettered_bytes
);
one_at_a_time!(
    event_transmutable,
    event_transmutable_split,
    event_zerocopy,
    event_bytemuck,
    event_by_hand,
    Event,
    Event,
    event_bytes
);
one_at_a_time!(
    flags_transmutable,
    flags_transmutable_split,
    flags_zerocopy,
    flags_bytemuck,
    flags_by_hand,
    Flags,
    BytemuckFlags,
    flags_bytes
);

// The record holding a union, without bytemuck: its checked casts take no
// unions.
#[inline(never)]
fn valued_transmutable(bytes: &[u8]) -> usize {
    let (mut rest, mut count) = (bytes, 0);
    while let Ok((record, next)) = transmutable::try_ref_from_prefix::<Valued>(rest) {
        black_box(record);
        count += 1;
        rest = next;
    }
    count
}

#[inline(never)]
fn valued_zerocopy(bytes: &[u8]) -> usize {
    let (mut rest, mut count) = (bytes, 0);
    while let Ok((record, next)) = <Valued as zerocopy::TryFromBytes>::try_ref_from_prefix(rest) {
        black_box(record);
        count += 1;
        rest = next;
    }
    count
}

#[inline(never)]
fn valued_by_hand(bytes: &[u8]) -> usize {
    let (mut rest, mut count) = (bytes, 0);
    while let Some((head, next)) = rest.split_at_checked(size_of::<Valued>()) {
        if head.as_ptr().addr() % align_of::<Valued>() != 0 || !valued_bytes(head) {
            break;
        }
        black_box(head);
        count += 1;
        rest = next;
    }
    count
}

#[inline(never)]
fn valued_slice_transmutable(bytes: &[u8]) -> Option<usize> {
    transmutable::try_ref_from_bytes::<[Valued]>(bytes).map(<[Valued]>::len).ok()
}

#[inline(never)]
fn valued_slice_zerocopy(bytes: &[u8]) -> Option<usize> {
    <[Valued] as zerocopy::TryFromBytes>::try_ref_from_bytes(bytes).map(<[Valued]>::len).ok()
}

#[inline(never)]
fn valued_slice_by_hand(bytes: &[u8]) -> Option<usize> {
    let size = size_of::<Valued>();
    let shaped = bytes.len() % size == 0 && bytes.as_ptr().addr() % align_of::<Valued>() == 0;
    let valid = bytes.chunks_exact(size).fold(shaped, |valid, record| valid & valued_bytes(record));
    valid.then_some(bytes.len() / size)
}

// The record holding a choice inside a choice, without bytemuck either.
#[inline(never)]
fn nested_transmutable(bytes: &[u8]) -> usize {
    let (mut rest, mut count) = (bytes, 0);
    while let Ok((record, next)) = transmutable::try_ref_from_prefix::<Nested>(rest) {
        black_box(record);
        count += 1;
        rest = next;
    }
    count
}

#[inline(never)]
fn nested_zerocopy(bytes: &[u8]) -> usize {
    let (mut rest, mut count) = (bytes, 0);
    while let Ok((record, next)) = <Nested as zerocopy::TryFromBytes>::try_ref_from_prefix(rest) {
        black_box(record);
        count += 1;
        rest = next;
    }
    count
}

#[inline(never)]
fn nested_by_hand(bytes: &[u8]) -> usize {
    let (mut rest, mut count) = (bytes, 0);
    while let Some((head, next)) = rest.split_at_checked(size_of::<Nested>()) {
        if head.as_ptr().addr() % align_of::<Nested>() != 0 || !nested_bytes(head) {
            break;
        }
        black_box(head);
        count += 1;
        rest = next;
    }
    count
}

#[inline(never)]
fn nested_slice_transmutable(bytes: &[u8]) -> Option<usize> {
    transmutable::try_ref_from_bytes::<[Nested]>(bytes).map(<[Nested]>::len).ok()
}

#[inline(never)]
fn nested_slice_zerocopy(bytes: &[u8]) -> Option<usize> {
    <[Nested] as zerocopy::TryFromBytes>::try_ref_from_bytes(bytes).map(<[Nested]>::len).ok()
}

#[inline(never)]
fn nested_slice_by_hand(bytes: &[u8]) -> Option<usize> {
    let size = size_of::<Nested>();
    let shaped = bytes.len() % size == 0 && bytes.as_ptr().addr() % align_of::<Nested>() == 0;
    let valid = bytes.chunks_exact(size).fold(shaped, |valid, record| valid & nested_bytes(record));
    valid.then_some(bytes.len() / size)
}

/// The whole buffer as a slice, each library by a function of its own;
/// each returns the number of records, or `None` where it refuses.
macro_rules! as_slice {
    ($transmutable:ident, $zerocopy:ident, $bytemuck:ident, $by_hand:ident, $record:ty, $peer_record:ty, $check:ident) => {
        #[inline(never)]
        fn $transmutable(bytes: &[u8]) -> Option<usize> {
            transmutable::try_ref_from_bytes::<[$record]>(bytes).map(<[$record]>::len).ok()
        }

        #[inline(never)]
        fn $zerocopy(bytes: &[u8]) -> Option<usize> {
            <[$peer_record] as zerocopy::TryFromBytes>::try_ref_from_bytes(bytes).map(<[$peer_record]>::len).ok()
        }

        #[inline(never)]
        fn $bytemuck(bytes: &[u8]) -> Option<usize> {
            bytemuck::checked::try_cast_slice::<u8, $peer_record>(bytes).map(<[$peer_record]>::len).ok()
        }

        /// Branch-free: every record is checked, and the verdicts are
        /// combined with `&`.
        #[inline(never)]
        fn $by_hand(bytes: &[u8]) -> Option<usize> {
            let size = size_of::<$record>();
            let shaped = bytes.len() % size == 0 && bytes.as_ptr().addr() % align_of::<$peer_record>() == 0;
            let valid = bytes.chunks_exact(size).fold(shaped, |valid, record| valid & $check(record));
            valid.then_some(bytes.len() / size)
        }
    };
}

as_slice!(
    flagged_slice_transmutable,
    flagged_slice_zerocopy,
    flagged_slice_bytemuck,
    flagged_slice_by_hand,
    Flagged,
    Flagged,
    flagged_bytes
);
as_slice!(
    lettered_slice_transmutable,
    lettered_slice_zerocopy,
    lettered_slice_bytemuck,
    lettered_slice_by_hand,
    Lettered,
    Lettered,
    lettered_bytes
);
as_slice!(
    tagged_slice_transmutable,
    tagged_slice_zerocopy,
    tagged_slice_bytemuck,
    tagged_slice_by_hand,
    Tagged,
    SwappedTagged,
    tagged_bytes
);
as_slice!(
    event_slice_transmutable,
    event_slice_zerocopy,
    event_slice_bytemuck,
    event_slice_by_hand,
    Event,
    Event,
    event_bytes
);

#[inline(never)]
fn flags_slice_transmutable(bytes: &[u8]) -> Option<usize> {
    transmutable::try_ref_from_bytes::<[Flags]>(bytes).map(<[Flags]>::len).ok()
}

#[inline(never)]
fn flags_slice_zerocopy(bytes: &[u8]) -> Option<usize> {
    <[Flags] as zerocopy::TryFromBytes>::try_ref_from_bytes(bytes).map(<[Flags]>::len).ok()
}

#[inline(never)]
fn flags_slice_bytemuck(bytes: &[u8]) -> Option<usize> {
    bytemuck::checked::try_cast_slice::<u8, BytemuckFlags>(bytes).map(<[BytemuckFlags]>::len).ok()
}

#[inline(never)]
fn flags_slice_by_hand(bytes: &[u8]) -> Option<usize> {
    let valid = bytes.len() % 16 == 0 && bytes.iter().fold(0, |any, &byte| any | byte) < 2;
    valid.then_some(bytes.len() / 16)
}

#[inline(never)]
fn plain_transmutable(bytes: &[u8]) -> Option<usize> {
    transmutable::ref_from_bytes::<[Plain]>(bytes).map(<[Plain]>::len).ok()
}

#[inline(never)]
fn plain_zerocopy(bytes: &[u8]) -> Option<usize> {
    <[Plain] as zerocopy::FromBytes>::ref_from_bytes(bytes).map(<[Plain]>::len).ok()
}

#[inline(never)]
fn plain_bytemuck(bytes: &[u8]) -> Option<usize> {
    bytemuck::try_cast_slice::<u8, Plain>(bytes).map(<[Plain]>::len).ok()
}

#[inline(never)]
fn plain_by_hand(bytes: &[u8]) -> Option<usize> {
    let fits = bytes.len() % size_of::<Plain>() == 0 && bytes.as_ptr().addr() % align_of::<Plain>() == 0;
    fits.then_some(bytes.len() / size_of::<Plain>())
}

type Reader<R> = fn(&[u8]) -> R;

/// Benchmarks the readers of one class on `bytes`, after checking
/// that they agree: otherwise the figures would compare different work.
fn compare<R: PartialEq + std::fmt::Debug, const N: usize>(
    group: &mut BenchmarkGroup<'_, WallTime>,
    bytes: &[u8],
    readers: [(&str, Reader<R>); N],
) {
    let expected = readers[0].1(bytes);
    for (name, reader) in readers {
        assert_eq!(reader(bytes), expected, "{name} disagrees");
        match std::env::var(REPEAT) {
            Ok(only) if only == name => (0..REPEATS).for_each(|_| drop(black_box(reader(black_box(bytes))))),
            Ok(_) => {}
            Err(_) => {
                group.bench_function(name, |b| b.iter(|| reader(black_box(bytes))));
            }
        }
    }
}

/// With this variable set to a reader's name (`union in a record/zerocopy`),
/// the benchmark times nothing: it calls the readers of that name (one at
/// a time, and as a slice, where both exist) [`REPEATS`] times each, for an
/// instruction count that the machine's load does not change:
///
/// ```text
/// TRANSMUTABLE_REPEAT='union in a record/transmutable' valgrind --tool=callgrind \
///     --toggle-collect='records::valued_transmutable' target/release/deps/records-<hash> --bench
/// ```
///
/// counts the instructions of the one-at-a-time reader alone; divided by
/// `REPEATS` and by the records in the buffer, those of one record.
const REPEAT: &str = "TRANSMUTABLE_REPEAT";

/// How many times [`REPEAT`] calls a reader.
const REPEATS: usize = 10;

/// Records of [`Nested`]: half `char`s, half commands (`Key` and `Move`
/// alike), each as random as its variant allows.
fn nested_records() -> Vec<u64> {
    filled(BUFFER_BYTES, 8, |record, random| {
        record[0] = random[0] % 3;
        record[1] = random[1] & 1;
        record[2..4].copy_from_slice(&random[2..4]);
        if random[4] & 1 == 0 {
            let letter = u32::from_le_bytes([random[5], random[6], random[7], 0]) % 0xD800;
            record[4..].copy_from_slice(&letter.to_ne_bytes());
        } else if random[4] & 2 == 0 {
            record[4..].copy_from_slice(&[1, random[5] & 1, random[6] % 3, random[7]]);
        } else {
            record[4..].copy_from_slice(&[2, random[5], random[6], random[7]]);
        }
    })
}

fn one_at_a_time_benchmark(c: &mut Criterion) {
    let flagged = filled(BUFFER_BYTES, 2, |record, random| {
        record[0] = random[0] & 1;
        record[1] = random[1] % 3;
    });
    let lettered = filled(BUFFER_BYTES, 8, |record, random| {
        let letter = u32::from_le_bytes([random[0], random[1], random[2], 0]) % 0x10_F800;
        let letter = if letter >= 0xD800 { letter + 0x800 } else { letter };
        record[..4].copy_from_slice(&letter.to_ne_bytes());
        record[4..].copy_from_slice(&(u32::from(random[4]) + 1).to_ne_bytes());
    });
    // A whole number of records: 3 bytes each.
    let events = filled(BUFFER_BYTES / 3 * 3, 3, |record, random| {
        record[0] = random[0] % 3;
        (record[1], record[2]) = match record[0] {
            1 => (random[1] & 1, random[2] % 3),
            _ => (random[1], random[2]),
        };
    });
    let events = &transmutable::as_bytes(&events[..])[..BUFFER_BYTES / 3 * 3];
    // Half the values `char`s, half `bool`s that are no `char`.
    let valued = filled(BUFFER_BYTES, 8, |record, random| {
        record[0] = random[0] % 3;
        record[1] = random[1] & 1;
        record[2..4].copy_from_slice(&random[2..4]);
        if random[4] & 1 == 0 {
            let letter = u32::from_le_bytes([random[5], random[6], random[7], 0]) % 0xD800;
            record[4..].copy_from_slice(&letter.to_ne_bytes());
        } else {
            let flags = [random[5] & 1, random[6] & 1, random[7] & 1, 1];
            record[4..].copy_from_slice(&flags);
        }
    });
    // Every value a `char`: the reading zerocopy tries first always
    // passes, a branch that is always predicted.
    let lettered_values = filled(BUFFER_BYTES, 8, |record, random| {
        record[0] = random[0] % 3;
        record[1] = random[1] & 1;
        record[2..4].copy_from_slice(&random[2..4]);
        let letter = u32::from_le_bytes([random[5], random[6], random[7], 0]) % 0xD800;
        record[4..].copy_from_slice(&letter.to_ne_bytes());
    });
    // Every value four `bool`s that are no `char`: the reading zerocopy
    // tries first always fails. The highest byte of the word is 1, so the
    // word is at least 0x0100_0000 in either byte order.
    let flagged_values = filled(BUFFER_BYTES, 8, |record, random| {
        record[0] = random[0] % 3;
        record[1] = random[1] & 1;
        record[2..4].copy_from_slice(&random[2..4]);
        let flags = u32::from_le_bytes([random[5] & 1, random[6] & 1, random[7] & 1, 1]);
        record[4..].copy_from_slice(&flags.to_ne_bytes());
    });
    let no_letters = |bytes: &[u8]| {
        bytes.chunks_exact(8).all(|record| {
            let word = u32::from_ne_bytes([record[4], record[5], record[6], record[7]]);
            char::from_u32(word).is_none()
        })
    };
    let flags = filled(BUFFER_BYTES, 16, |record, random| {
        for (index, flag) in record.iter_mut().enumerate() {
            *flag = (random[index % 8] >> (index / 8)) & 1;
        }
    });
    let nested = nested_records();

    let mut group = c.benchmark_group("one at a time");
    group.throughput(Throughput::Bytes(BUFFER_BYTES as u64));
    let bytes = transmutable::as_bytes(&flagged[..]);
    assert_eq!(flagged_transmutable(bytes), BUFFER_BYTES / 2);
    compare(
        &mut group,
        bytes,
        [
            ("bool + enum/transmutable", flagged_transmutable),
            ("bool + enum/transmutable split", flagged_transmutable_split),
            ("bool + enum/zerocopy", flagged_zerocopy),
            ("bool + enum/bytemuck", flagged_bytemuck),
            ("bool + enum/by hand", flagged_by_hand),
        ],
    );
    let bytes = transmutable::as_bytes(&lettered[..]);
    assert_eq!(lettered_transmutable(bytes), BUFFER_BYTES / 8);
    compare(
        &mut group,
        bytes,
        [
            ("char + NonZeroU32/transmutable", lettered_transmutable),
            ("char + NonZeroU32/transmutable split", lettered_transmutable_split),
            ("char + NonZeroU32/zerocopy", lettered_zerocopy),
            ("char + NonZeroU32/bytemuck", lettered_bytemuck),
            ("char + NonZeroU32/by hand", lettered_by_hand),
        ],
    );
    assert_eq!(event_transmutable(events), BUFFER_BYTES / 3);
    compare(
        &mut group,
        events,
        [
            ("enum with fields/transmutable", event_transmutable),
            ("enum with fields/transmutable split", event_transmutable_split),
            ("enum with fields/zerocopy", event_zerocopy),
            ("enum with fields/bytemuck", event_bytemuck),
            ("enum with fields/by hand", event_by_hand),
        ],
    );
    let bytes = transmutable::as_bytes(&valued[..]);
    assert_eq!(valued_transmutable(bytes), BUFFER_BYTES / 8);
    compare(
        &mut group,
        bytes,
        [
            ("union in a record/transmutable", valued_transmutable),
            ("union in a record/zerocopy", valued_zerocopy),
            ("union in a record/by hand", valued_by_hand),
        ],
    );
    let bytes = transmutable::as_bytes(&lettered_values[..]);
    assert_eq!(valued_transmutable(bytes), BUFFER_BYTES / 8);
    compare(
        &mut group,
        bytes,
        [
            ("union in a record, chars only/transmutable", valued_transmutable),
            ("union in a record, chars only/zerocopy", valued_zerocopy),
            ("union in a record, chars only/by hand", valued_by_hand),
        ],
    );
    let bytes = transmutable::as_bytes(&flagged_values[..]);
    assert!(no_letters(bytes));
    assert_eq!(valued_transmutable(bytes), BUFFER_BYTES / 8);
    compare(
        &mut group,
        bytes,
        [
            ("union in a record, bools only/transmutable", valued_transmutable),
            ("union in a record, bools only/zerocopy", valued_zerocopy),
            ("union in a record, bools only/by hand", valued_by_hand),
        ],
    );
    let bytes = transmutable::as_bytes(&nested[..]);
    assert_eq!(nested_transmutable(bytes), BUFFER_BYTES / 8);
    compare(
        &mut group,
        bytes,
        [
            ("choice in a choice/transmutable", nested_transmutable),
            ("choice in a choice/zerocopy", nested_zerocopy),
            ("choice in a choice/by hand", nested_by_hand),
        ],
    );
    let bytes = transmutable::as_bytes(&flags[..]);
    assert_eq!(flags_transmutable(bytes), BUFFER_BYTES / 16);
    compare(
        &mut group,
        bytes,
        [
            ("[bool; 16]/transmutable", flags_transmutable),
            ("[bool; 16]/transmutable split", flags_transmutable_split),
            ("[bool; 16]/zerocopy", flags_zerocopy),
            ("[bool; 16]/bytemuck", flags_bytemuck),
            ("[bool; 16]/by hand", flags_by_hand),
        ],
    );
    group.finish();

    let mut group = c.benchmark_group("as a slice");
    group.throughput(Throughput::Bytes(BUFFER_BYTES as u64));
    let bytes = transmutable::as_bytes(&flagged[..]);
    assert!(flagged_slice_transmutable(bytes).is_some());
    compare(
        &mut group,
        bytes,
        [
            ("bool + enum/transmutable", flagged_slice_transmutable),
            ("bool + enum/zerocopy", flagged_slice_zerocopy),
            ("bool + enum/bytemuck", flagged_slice_bytemuck),
            ("bool + enum/by hand", flagged_slice_by_hand),
        ],
    );
    let bytes = transmutable::as_bytes(&lettered[..]);
    assert!(lettered_slice_transmutable(bytes).is_some());
    compare(
        &mut group,
        bytes,
        [
            ("char + NonZeroU32/transmutable", lettered_slice_transmutable),
            ("char + NonZeroU32/zerocopy", lettered_slice_zerocopy),
            ("char + NonZeroU32/bytemuck", lettered_slice_bytemuck),
            ("char + NonZeroU32/by hand", lettered_slice_by_hand),
        ],
    );
    assert!(event_slice_transmutable(events).is_some());
    compare(
        &mut group,
        events,
        [
            ("enum with fields/transmutable", event_slice_transmutable),
            ("enum with fields/zerocopy", event_slice_zerocopy),
            ("enum with fields/bytemuck", event_slice_bytemuck),
            ("enum with fields/by hand", event_slice_by_hand),
        ],
    );
    let bytes = transmutable::as_bytes(&valued[..]);
    assert!(valued_slice_transmutable(bytes).is_some());
    compare(
        &mut group,
        bytes,
        [
            ("union in a record/transmutable", valued_slice_transmutable),
            ("union in a record/zerocopy", valued_slice_zerocopy),
            ("union in a record/by hand", valued_slice_by_hand),
        ],
    );
    let bytes = transmutable::as_bytes(&lettered_values[..]);
    assert!(valued_slice_transmutable(bytes).is_some());
    compare(
        &mut group,
        bytes,
        [
            ("union in a record, chars only/transmutable", valued_slice_transmutable),
            ("union in a record, chars only/zerocopy", valued_slice_zerocopy),
            ("union in a record, chars only/by hand", valued_slice_by_hand),
        ],
    );
    let bytes = transmutable::as_bytes(&flagged_values[..]);
    assert!(valued_slice_transmutable(bytes).is_some());
    compare(
        &mut group,
        bytes,
        [
            ("union in a record, bools only/transmutable", valued_slice_transmutable),
            ("union in a record, bools only/zerocopy", valued_slice_zerocopy),
            ("union in a record, bools only/by hand", valued_slice_by_hand),
        ],
    );
    let bytes = transmutable::as_bytes(&nested[..]);
    assert!(nested_slice_transmutable(bytes).is_some());
    compare(
        &mut group,
        bytes,
        [
            ("choice in a choice/transmutable", nested_slice_transmutable),
            ("choice in a choice/zerocopy", nested_slice_zerocopy),
            ("choice in a choice/by hand", nested_slice_by_hand),
        ],
    );
    let bytes = transmutable::as_bytes(&flags[..]);
    assert!(flags_slice_transmutable(bytes).is_some());
    compare(
        &mut group,
        bytes,
        [
            ("[bool; 16]/transmutable", flags_slice_transmutable),
            ("[bool; 16]/zerocopy", flags_slice_zerocopy),
            ("[bool; 16]/bytemuck", flags_slice_bytemuck),
            ("[bool; 16]/by hand", flags_slice_by_hand),
        ],
    );
    if cfg!(target_endian = "little") {
        let tagged = filled(BUFFER_BYTES, 4, |record, random| {
            let tag: u16 = [0x0800, 0x0806, 0x8100, 0x86DD][usize::from(random[0] % 4)];
            record[..2].copy_from_slice(&tag.to_be_bytes());
            record[2..].copy_from_slice(&random[2..4]);
        });
        let bytes = transmutable::as_bytes(&tagged[..]);
        assert!(tagged_slice_transmutable(bytes).is_some());
        compare(
            &mut group,
            bytes,
            [
                ("sparse big-endian u16/transmutable", tagged_slice_transmutable),
                ("sparse big-endian u16/zerocopy", tagged_slice_zerocopy),
                ("sparse big-endian u16/bytemuck", tagged_slice_bytemuck),
                ("sparse big-endian u16/by hand", tagged_slice_by_hand),
            ],
        );
    }
    group.finish();

    let plain = aligned_buffer(PLAIN_BYTES);
    let bytes = transmutable::as_bytes(&plain[..]);
    let mut group = c.benchmark_group("plain slice of 64 bytes");
    compare(
        &mut group,
        bytes,
        [
            ("plain/transmutable", plain_transmutable),
            ("plain/zerocopy", plain_zerocopy),
            ("plain/bytemuck", plain_bytemuck),
            ("plain/by hand", plain_by_hand),
        ],
    );
    group.finish();
}

fn configured() -> Criterion {
    Criterion::default().sample_size(20).warm_up_time(Duration::from_secs(1)).measurement_time(Duration::from_secs(2))
}

criterion_group! {
    name = benches;
    config = configured();
    targets = one_at_a_time_benchmark
}
criterion_main!(benches);
