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

criterion_group!(benches, validation);
criterion_main!(benches);
