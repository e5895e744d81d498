//! Run-time validation throughput, transmutable beside zerocopy, bytemuck and a
//! loop written by hand, on the same buffers in the same run.
//!
//! Two cases:
//!
//! - **records**: 8 MiB of 8-byte records with two enums and a `bool`, all
//!   valid. Validation succeeds, so every byte that can be wrong is read: the
//!   case a parser meets on good input.
//! - **headers**: 20-byte IPv4-like headers of byte-order integers, read one
//!   after another with `ref_from_prefix`. Every byte string is a header, so
//!   nothing is validated: this measures what a view costs besides that
//!   (length and alignment checks, the split).
//!
//! Run with `cargo bench --bench validation`. The ratios between the
//! libraries matter; the absolute figures depend on the machine.

use std::hint::black_box;
use std::time::Duration;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};

/// The size of the record buffer.
const RECORD_BYTES: usize = 8 << 20;

/// The size of the header buffer: small enough to stay in cache, so that
/// the per-header cost shows rather than memory bandwidth.
const HEADER_BYTES: usize = 64 << 10;

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

/// How much a record matters: four values of a `u8` tag.
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
pub enum Level {
    Debug = 0,
    Info = 1,
    Warning = 2,
    Error = 3,
}

/// An 8-byte record: three constrained bytes, five free ones.
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
pub struct Record {
    pub kind: Kind,
    pub flag: bool,
    pub level: Level,
    pub pad: u8,
    pub value: u32,
}

/// The header of an IPv4 packet without options, in transmutable's byte-order
/// integers.
#[derive(transmutable::Layout)]
#[repr(C)]
pub struct TransmutableHeader {
    pub version_and_length: u8,
    pub type_of_service: u8,
    pub total_length: transmutable::byteorder::network_endian::U16,
    pub identification: transmutable::byteorder::network_endian::U16,
    pub flags_and_fragment: transmutable::byteorder::network_endian::U16,
    pub time_to_live: u8,
    pub protocol: u8,
    pub checksum: transmutable::byteorder::network_endian::U16,
    pub source: [u8; 4],
    pub destination: [u8; 4],
}

/// The same header in zerocopy's byte-order integers.
#[derive(zerocopy::FromBytes, zerocopy::KnownLayout, zerocopy::Immutable)]
#[repr(C)]
pub struct ZerocopyHeader {
    pub version_and_length: u8,
    pub type_of_service: u8,
    pub total_length: zerocopy::network_endian::U16,
    pub identification: zerocopy::network_endian::U16,
    pub flags_and_fragment: zerocopy::network_endian::U16,
    pub time_to_live: u8,
    pub protocol: u8,
    pub checksum: zerocopy::network_endian::U16,
    pub source: [u8; 4],
    pub destination: [u8; 4],
}

/// The same header for bytemuck, which has no byte-order integers: byte
/// arrays, converted when read.
#[derive(bytemuck::Pod, bytemuck::Zeroable, Clone, Copy)]
#[repr(C)]
pub struct BytemuckHeader {
    pub version_and_length: u8,
    pub type_of_service: u8,
    pub total_length: [u8; 2],
    pub identification: [u8; 2],
    pub flags_and_fragment: [u8; 2],
    pub time_to_live: u8,
    pub protocol: u8,
    pub checksum: [u8; 2],
    pub source: [u8; 4],
    pub destination: [u8; 4],
}

const HEADER_SIZE: usize = 20;

/// A buffer of `len` bytes aligned to 8, as words so that the allocation
/// has their alignment.
fn aligned_buffer(len: usize) -> Vec<u64> {
    assert_eq!(len % 8, 0);
    vec![0u64; len / 8]
}

fn words_as_bytes(words: &[u64]) -> &[u8] {
    transmutable::as_bytes(words)
}

fn words_as_bytes_mut(words: &mut [u64]) -> &mut [u8] {
    transmutable::as_mut_bytes(words)
}

/// Valid records with every value of each field, in a mix that no branch
/// predictor learns to skip.
fn records() -> Vec<u64> {
    let mut words = aligned_buffer(RECORD_BYTES);
    let bytes = words_as_bytes_mut(&mut words);
    let mut state = 0x9E37_79B9_7F4A_7C15u64;
    for record in bytes.chunks_exact_mut(8) {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        let random = state.to_le_bytes();
        record[0] = random[0] % 3;
        record[1] = random[1] & 1;
        record[2] = random[2] % 4;
        record[3] = random[3];
        record[4..8].copy_from_slice(&random[4..8]);
    }
    words
}

/// IPv4 headers back to back, with lengths that vary.
fn headers() -> Vec<u64> {
    let mut words = aligned_buffer(HEADER_BYTES);
    let bytes = words_as_bytes_mut(&mut words);
    for (index, header) in bytes.chunks_exact_mut(HEADER_SIZE).enumerate() {
        let length = (HEADER_SIZE + index % 1480) as u16;
        header[0] = 0x45;
        header[2..4].copy_from_slice(&length.to_be_bytes());
        header[8] = 64;
        header[9] = 17;
    }
    words
}

/// The records' check written out: the tags of `kind` and `level` and the
/// `bool` in range.
fn valid_by_hand(bytes: &[u8]) -> bool {
    bytes.len() % 8 == 0 && bytes.chunks_exact(8).all(|record| record[0] < 3 && record[1] < 2 && record[2] < 4)
}

fn records_benchmark(c: &mut Criterion) {
    let words = records();
    let bytes = words_as_bytes(&words);
    // Every side must agree that the records are valid, or the figures
    // compare different work.
    assert!(transmutable::try_ref_from_bytes::<[Record]>(bytes).is_ok());
    assert!(<[Record] as zerocopy::TryFromBytes>::try_ref_from_bytes(bytes).is_ok());
    assert!(bytemuck::checked::try_cast_slice::<u8, Record>(bytes).is_ok());
    assert!(valid_by_hand(bytes));

    let mut group = c.benchmark_group("validate 8 MiB of records");
    group.throughput(Throughput::Bytes(bytes.len() as u64));

    group.bench_function("transmutable try_ref_from_bytes", |b| {
        b.iter(|| transmutable::try_ref_from_bytes::<[Record]>(black_box(bytes)).map(<[Record]>::len).ok())
    });
    group.bench_function("zerocopy try_ref_from_bytes", |b| {
        b.iter(|| <[Record] as zerocopy::TryFromBytes>::try_ref_from_bytes(black_box(bytes)).map(<[Record]>::len).ok())
    });
    group.bench_function("bytemuck checked::try_cast_slice", |b| {
        b.iter(|| bytemuck::checked::try_cast_slice::<u8, Record>(black_box(bytes)).map(<[Record]>::len).ok())
    });
    group.bench_function("hand-written loop", |b| b.iter(|| valid_by_hand(black_box(bytes))));
    group.finish();
}

/// The sum of the total lengths of the headers in `bytes`, read with
/// transmutable. Each reader is a function of its own, so that the loop is
/// compiled the same way for each library, apart from the benchmark's
/// closure.
#[inline(never)]
fn transmutable_lengths(bytes: &[u8]) -> u32 {
    let mut rest = bytes;
    let mut total = 0u32;
    while let Ok((header, next)) = transmutable::ref_from_prefix::<TransmutableHeader>(rest) {
        total += u32::from(header.total_length.get());
        rest = next;
    }
    total
}

/// [`transmutable_lengths`] with zerocopy.
#[inline(never)]
fn zerocopy_lengths(bytes: &[u8]) -> u32 {
    let mut rest = bytes;
    let mut total = 0u32;
    while let Ok((header, next)) = <ZerocopyHeader as zerocopy::FromBytes>::ref_from_prefix(rest) {
        total += u32::from(header.total_length.get());
        rest = next;
    }
    total
}

/// [`transmutable_lengths`] with bytemuck, which views only whole buffers: the
/// header is split off first.
#[inline(never)]
fn bytemuck_lengths(bytes: &[u8]) -> u32 {
    let mut rest = bytes;
    let mut total = 0u32;
    while let Some((head, next)) = rest.split_at_checked(HEADER_SIZE) {
        let Ok(header) = bytemuck::try_from_bytes::<BytemuckHeader>(head) else { break };
        total += u32::from(u16::from_be_bytes(header.total_length));
        rest = next;
    }
    total
}

fn headers_benchmark(c: &mut Criterion) {
    let words = headers();
    let bytes = &words_as_bytes(&words)[..HEADER_BYTES / HEADER_SIZE * HEADER_SIZE];
    let total = transmutable_lengths(bytes);
    assert_eq!((zerocopy_lengths(bytes), bytemuck_lengths(bytes)), (total, total), "the readers disagree");

    let mut group = c.benchmark_group("read 64 KiB of IPv4 headers");
    group.throughput(Throughput::Bytes(bytes.len() as u64));

    group.bench_function("transmutable ref_from_prefix", |b| b.iter(|| transmutable_lengths(black_box(bytes))));
    group.bench_function("zerocopy ref_from_prefix", |b| b.iter(|| zerocopy_lengths(black_box(bytes))));
    group.bench_function("bytemuck try_from_bytes", |b| b.iter(|| bytemuck_lengths(black_box(bytes))));
    group.finish();
}

fn configured() -> Criterion {
    Criterion::default().sample_size(20).warm_up_time(Duration::from_secs(1)).measurement_time(Duration::from_secs(3))
}

criterion_group! {
    name = benches;
    config = configured();
    targets = records_benchmark, headers_benchmark
}
criterion_main!(benches);
