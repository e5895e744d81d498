//! Run-time validation of records of bit fields: transmutable's one check
//! beside bitfield-struct's accessors and a loop of shifts and masks written
//! by hand, on the same buffer in the same run.
//!
//! A record is 4 bytes: IPv4's version (only 4 is valid) and header length
//! in one byte, network order; a 3-bit enum of 5 values, a flag and a 4-bit
//! count in the next, little-endian order; then two bytes of any value. The
//! buffer, 8 MiB of valid records, is checked whole: every field that can
//! be wrong is read, the case a parser meets on good input.
//!
//! transmutable validates the fields as it validates any byte (`[Record]`
//! from the bytes, no second pass); with bitfield-struct, whose types take
//! every bit pattern, the fields are decoded with its accessors and checked
//! after; by hand, they are decoded and checked with shifts and masks.
//!
//! A second group checks bytes that hold two fields whose types refuse some
//! values each: two 4-bit enums of three values in every byte of
//! `PairRecord` (two masked compares a byte, which slices make a block at a
//! time), and a 3-bit enum of the values 1, 3 and 6 beside a 3-bit enum of
//! five in the second byte of `MixedRecord` (a masked compare and a test in
//! a 64-bit table).
//!
//! Run with `cargo bench --bench bit_fields`. The ratios matter; the
//! absolute figures depend on the machine.

use std::hint::black_box;
use std::time::Duration;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};

const RECORD_BYTES: usize = 8 << 20;

/// Only 4 is a valid version.
#[derive(transmutable::Layout, Clone, Copy, Debug, PartialEq)]
#[repr(u8)]
pub enum Version {
    Four = 4,
}

/// Five kinds in three bits.
#[derive(transmutable::Layout, Clone, Copy, Debug, PartialEq)]
#[repr(u8)]
pub enum Kind {
    Insert = 0,
    Update = 1,
    Delete = 2,
    Move = 3,
    Copy = 4,
}

#[transmutable::bits(order = network)]
#[derive(Clone, Copy)]
pub struct VersionIhl {
    #[bits(4)]
    pub version: Version,
    #[bits(4)]
    pub ihl: u8,
}

#[transmutable::bits(order = little_endian)]
#[derive(Clone, Copy)]
pub struct KindFlags {
    #[bits(3)]
    pub kind: Kind,
    pub urgent: bool,
    #[bits(4)]
    pub count: u8,
}

#[derive(transmutable::Layout, Clone, Copy)]
#[repr(C)]
pub struct Record {
    pub version_ihl: VersionIhl,
    pub kind_flags: KindFlags,
    pub length: [u8; 2],
}

/// The same bytes for bitfield-struct, whose fields take any bits.
#[bitfield_struct::bitfield(u8, order = Msb)]
pub struct VersionIhlBits {
    #[bits(4)]
    pub version: u8,
    #[bits(4)]
    pub ihl: u8,
}

#[bitfield_struct::bitfield(u8)]
pub struct KindFlagsBits {
    #[bits(3)]
    pub kind: u8,
    pub urgent: bool,
    #[bits(4)]
    pub count: u8,
}

/// Three values in four bits.
#[derive(transmutable::Layout, Clone, Copy, Debug, PartialEq)]
#[repr(u8)]
pub enum Three {
    A = 0,
    B = 1,
    C = 2,
}

/// Three sparse values in three bits.
#[derive(transmutable::Layout, Clone, Copy, Debug, PartialEq)]
#[repr(u8)]
pub enum Sparse {
    One = 1,
    Three = 3,
    Six = 6,
}

#[transmutable::bits(order = network)]
#[derive(Clone, Copy)]
pub struct Pair {
    #[bits(4)]
    pub high: Three,
    #[bits(4)]
    pub low: Three,
}

#[transmutable::bits(order = network)]
#[derive(Clone, Copy)]
pub struct SparseKind {
    #[bits(3)]
    pub sparse: Sparse,
    #[bits(2)]
    pub free: u8,
    #[bits(3)]
    pub kind: Kind,
}

#[derive(transmutable::Layout, Clone, Copy)]
#[repr(C)]
pub struct PairRecord {
    pub pairs: [Pair; 4],
}

#[derive(transmutable::Layout, Clone, Copy)]
#[repr(C)]
pub struct MixedRecord {
    pub pair: Pair,
    pub sparse_kind: SparseKind,
    pub length: [u8; 2],
}

#[bitfield_struct::bitfield(u8, order = Msb)]
pub struct PairBits {
    #[bits(4)]
    pub high: u8,
    #[bits(4)]
    pub low: u8,
}

#[bitfield_struct::bitfield(u8, order = Msb)]
pub struct SparseKindBits {
    #[bits(3)]
    pub sparse: u8,
    #[bits(2)]
    pub free: u8,
    #[bits(3)]
    pub kind: u8,
}

/// A random byte of two nibbles of 0 to 2.
fn pair_byte(random: u8) -> u8 {
    (((random >> 4) % 3) << 4) | ((random & 0x0f) % 3)
}

/// Valid `PairRecord`s and `MixedRecord`s (the same bytes serve both:
/// byte 1 of each 4 is also a valid `SparseKind`).
fn two_field_records() -> Vec<u8> {
    let mut bytes = vec![0u8; RECORD_BYTES];
    let mut state = 0x2545_F491_4F6C_DD1Du64;
    for record in bytes.chunks_exact_mut(4) {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        let random = state.to_le_bytes();
        record[0] = pair_byte(random[0]);
        record[2] = pair_byte(random[2]);
        record[3] = pair_byte(random[3]);
        // A pair byte whose high nibble is 1 or 2 is also `sparse` 0 to 5
        // in its top 3 bits: made valid for both instead.
        let sparse = [1u8, 3, 6][usize::from(random[1] % 3)];
        let kind = (random[4] % 5) & 0x07;
        let both = [0x22u8, 0x20, 0x21][usize::from(random[5] % 3)];
        record[1] = if random[6] & 1 == 0 { (sparse << 5) | (random[7] & 0x18) | kind } else { both };
    }
    bytes
}

fn pair_valid_by_hand(byte: u8) -> bool {
    (byte >> 4) < 3 && (byte & 0x0f) < 3
}

fn sparse_kind_valid_by_hand(byte: u8) -> bool {
    matches!(byte >> 5, 1 | 3 | 6) && (byte & 0x07) < 5
}

fn pairs_by_hand(bytes: &[u8]) -> bool {
    bytes.len() % 4 == 0 && bytes.iter().all(|&byte| pair_valid_by_hand(byte))
}

fn pairs_by_bitfield_struct(bytes: &[u8]) -> bool {
    bytes.len() % 4 == 0
        && bytes.iter().all(|&byte| {
            let pair = PairBits::from_bits(byte);
            pair.high() < 3 && pair.low() < 3
        })
}

fn mixed_by_hand(bytes: &[u8]) -> bool {
    bytes.len() % 4 == 0
        && bytes.chunks_exact(4).all(|record| pair_valid_by_hand(record[0]) && sparse_kind_valid_by_hand(record[1]))
}

fn mixed_by_bitfield_struct(bytes: &[u8]) -> bool {
    bytes.len() % 4 == 0
        && bytes.chunks_exact(4).all(|record| {
            let pair = PairBits::from_bits(record[0]);
            let sparse_kind = SparseKindBits::from_bits(record[1]);
            pair.high() < 3 && pair.low() < 3 && matches!(sparse_kind.sparse(), 1 | 3 | 6) && sparse_kind.kind() < 5
        })
}

fn two_fields_in_a_byte(c: &mut Criterion) {
    let bytes = two_field_records();
    assert!(transmutable::try_ref_from_bytes::<[PairRecord]>(&bytes).is_ok() == pairs_by_hand(&bytes));
    assert!(transmutable::try_ref_from_bytes::<[MixedRecord]>(&bytes).is_ok());
    assert!(mixed_by_hand(&bytes) && mixed_by_bitfield_struct(&bytes));
    assert!(pairs_by_bitfield_struct(&bytes) == pairs_by_hand(&bytes));
    let pair_bytes: Vec<u8> = bytes.iter().map(|&byte| pair_byte(byte)).collect();
    assert!(transmutable::try_ref_from_bytes::<[PairRecord]>(&pair_bytes).is_ok());
    assert!(pairs_by_hand(&pair_bytes) && pairs_by_bitfield_struct(&pair_bytes));
    let mut broken = pair_bytes.clone();
    broken[RECORD_BYTES - 1] = 0x03;
    assert!(transmutable::try_ref_from_bytes::<[PairRecord]>(&broken).is_err());
    let mut broken = bytes.clone();
    broken[RECORD_BYTES - 3] = 0x45;
    assert!(transmutable::try_ref_from_bytes::<[MixedRecord]>(&broken).is_err());

    let mut group = c.benchmark_group("validate 8 MiB of records with two restricted fields a byte");
    group.throughput(Throughput::Bytes(bytes.len() as u64));
    group.measurement_time(Duration::from_secs(3));
    group.bench_function("pairs: transmutable try_ref_from_bytes", |b| {
        b.iter(|| {
            transmutable::try_ref_from_bytes::<[PairRecord]>(black_box(&pair_bytes)).map(<[PairRecord]>::len).ok()
        })
    });
    group.bench_function("pairs: bitfield-struct accessors, then checks", |b| {
        b.iter(|| pairs_by_bitfield_struct(black_box(&pair_bytes)))
    });
    group.bench_function("pairs: shifts and masks by hand", |b| b.iter(|| pairs_by_hand(black_box(&pair_bytes))));
    group.bench_function("mixed: transmutable try_ref_from_bytes", |b| {
        b.iter(|| transmutable::try_ref_from_bytes::<[MixedRecord]>(black_box(&bytes)).map(<[MixedRecord]>::len).ok())
    });
    group.bench_function("mixed: bitfield-struct accessors, then checks", |b| {
        b.iter(|| mixed_by_bitfield_struct(black_box(&bytes)))
    });
    group.bench_function("mixed: shifts and masks by hand", |b| b.iter(|| mixed_by_hand(black_box(&bytes))));
    group.finish();
}

/// Valid records with every value of each field, in a mix that no branch
/// predictor learns to skip.
fn records() -> Vec<u8> {
    let mut bytes = vec![0u8; RECORD_BYTES];
    let mut state = 0x9E37_79B9_7F4A_7C15u64;
    for record in bytes.chunks_exact_mut(4) {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        let random = state.to_le_bytes();
        record[0] = 0x40 | (random[0] & 0x0f);
        record[1] = (random[1] % 5) | (random[2] & 0xf8);
        record[2..4].copy_from_slice(&random[3..5]);
    }
    bytes
}

fn by_bitfield_struct(bytes: &[u8]) -> bool {
    bytes.len() % 4 == 0
        && bytes.chunks_exact(4).all(|record| {
            VersionIhlBits::from_bits(record[0]).version() == 4 && KindFlagsBits::from_bits(record[1]).kind() < 5
        })
}

fn by_hand(bytes: &[u8]) -> bool {
    bytes.len() % 4 == 0 && bytes.chunks_exact(4).all(|record| record[0] >> 4 == 4 && record[1] & 0x07 < 5)
}

fn validation(c: &mut Criterion) {
    let bytes = records();
    // Every side must agree that the records are valid, or the figures
    // compare different work.
    assert!(transmutable::try_ref_from_bytes::<[Record]>(&bytes).is_ok());
    assert!(by_bitfield_struct(&bytes));
    assert!(by_hand(&bytes));
    let mut broken = bytes.clone();
    broken[RECORD_BYTES - 4] = 0x65;
    assert!(transmutable::try_ref_from_bytes::<[Record]>(&broken).is_err());
    assert!(!by_bitfield_struct(&broken) && !by_hand(&broken));

    let mut group = c.benchmark_group("validate 8 MiB of bit-field records");
    group.throughput(Throughput::Bytes(bytes.len() as u64));
    group.measurement_time(Duration::from_secs(3));
    group.bench_function("transmutable try_ref_from_bytes", |b| {
        b.iter(|| transmutable::try_ref_from_bytes::<[Record]>(black_box(&bytes)).map(<[Record]>::len).ok())
    });
    group
        .bench_function("bitfield-struct accessors, then checks", |b| b.iter(|| by_bitfield_struct(black_box(&bytes))));
    group.bench_function("shifts and masks by hand", |b| b.iter(|| by_hand(black_box(&bytes))));
    group.finish();
}

criterion_group!(benches, validation, two_fields_in_a_byte);
criterion_main!(benches);
