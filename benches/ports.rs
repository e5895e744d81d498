//! Two operations of real formats, each written with a peer and with
//! transmutable, the same code but for the views, in the same run:
//!
//! - **GPT partition entries** (UEFI specification, 5.3.3): the array of
//!   128 entries of 128 bytes each (two GUIDs, the first and last LBA, the
//!   attributes, a UTF-16 name of 36 units; little-endian on disk) viewed
//!   in place as `[PartitionEntry]`, beside bytemuck's `try_cast_slice`;
//!   once the view alone, once the view and a walk that sums the sizes of
//!   the entries in use.
//! - **Device tree** (Devicetree Specification, 5.2 and 5.4): the 40-byte
//!   big-endian header read from the front of a blob and checked, then the
//!   structure block walked token by token (`FDT_BEGIN_NODE`, `FDT_PROP`
//!   with its length and name offset, `FDT_END_NODE`, `FDT_NOP`,
//!   `FDT_END`), counting nodes and properties, beside zerocopy's
//!   `ref_from_prefix` and big-endian integers.
//!
//! Neither needs a run-time check of values: every byte string is a header,
//! an entry, a token. What is measured is what a view costs beside the
//! peer's, without LTO (`cargo bench --bench ports`) and with it
//! (`CARGO_PROFILE_BENCH_LTO=fat cargo bench --bench ports`).
//! `scripts/bench-records.sh` prints the ratios of one run of any bench
//! (`BENCH=ports`).

use std::hint::black_box;
use std::time::Duration;

use criterion::measurement::WallTime;
use criterion::{criterion_group, criterion_main, BenchmarkGroup, Criterion, Throughput};

/// One GPT partition entry, as the UEFI specification lays it out.
#[derive(
    transmutable::Layout,
    transmutable::FromZeros,
    transmutable::FromBytes,
    transmutable::Immutable,
    bytemuck::Pod,
    bytemuck::Zeroable,
    Clone,
    Copy,
)]
#[repr(C)]
pub struct PartitionEntry {
    pub type_guid: [u8; 16],
    pub unique_guid: [u8; 16],
    pub first_lba: u64,
    pub last_lba: u64,
    pub attributes: u64,
    /// 36 UTF-16 units, in three rows: bytemuck (without its
    /// `min_const_generics` feature) has no `Pod` for `[u16; 36]`.
    pub name: [[u16; 12]; 3],
}

/// How many entries a GPT holds, as most tools write it.
const ENTRIES: usize = 128;

/// The sectors the entries in use take, of the entries in `entries`.
#[inline(always)]
fn sectors_in_use(entries: &[PartitionEntry]) -> u64 {
    entries
        .iter()
        .filter(|entry| entry.type_guid != [0; 16])
        .map(|entry| u64::from_le(entry.last_lba).wrapping_sub(u64::from_le(entry.first_lba)).wrapping_add(1))
        .fold(0, u64::wrapping_add)
}

#[inline(never)]
fn gpt_view_transmutable(bytes: &[u8]) -> Option<usize> {
    transmutable::ref_from_bytes::<[PartitionEntry]>(bytes).ok().map(<[PartitionEntry]>::len)
}

#[inline(never)]
fn gpt_view_bytemuck(bytes: &[u8]) -> Option<usize> {
    bytemuck::try_cast_slice::<u8, PartitionEntry>(bytes).ok().map(<[PartitionEntry]>::len)
}

#[inline(never)]
fn gpt_sum_transmutable(bytes: &[u8]) -> Option<u64> {
    transmutable::ref_from_bytes::<[PartitionEntry]>(bytes).ok().map(sectors_in_use)
}

#[inline(never)]
fn gpt_sum_bytemuck(bytes: &[u8]) -> Option<u64> {
    bytemuck::try_cast_slice::<u8, PartitionEntry>(bytes).ok().map(sectors_in_use)
}

/// A partition entry array with every third entry in use.
fn gpt_entries() -> Vec<u64> {
    let mut words = vec![0u64; ENTRIES * 128 / 8];
    let entries = transmutable::mut_from_bytes::<[PartitionEntry]>(transmutable::as_mut_bytes(&mut words[..]))
        .expect("128-byte entries, aligned");
    for (index, entry) in entries.iter_mut().enumerate().filter(|(index, _)| index % 3 == 0) {
        entry.type_guid = [0xAF; 16];
        entry.unique_guid = [index as u8; 16];
        entry.first_lba = (2048 * (index as u64 + 1)).to_le();
        entry.last_lba = (2048 * (index as u64 + 2) - 1).to_le();
        entry.name[0][..4].copy_from_slice(&[u16::from(b'p'), u16::from(b'a'), u16::from(b'r'), u16::from(b't')]);
    }
    words
}

/// The flattened device tree header, with transmutable's big-endian
/// integers.
#[derive(
    transmutable::Layout, transmutable::FromZeros, transmutable::FromBytes, transmutable::Immutable, Clone, Copy,
)]
#[repr(C)]
pub struct FdtHeader {
    pub magic: Be32,
    pub totalsize: Be32,
    pub off_dt_struct: Be32,
    pub off_dt_strings: Be32,
    pub off_mem_rsvmap: Be32,
    pub version: Be32,
    pub last_comp_version: Be32,
    pub boot_cpuid_phys: Be32,
    pub size_dt_strings: Be32,
    pub size_dt_struct: Be32,
}

type Be32 = transmutable::byteorder::U32<transmutable::byteorder::BigEndian>;

/// The header of a property in the structure block.
#[derive(
    transmutable::Layout, transmutable::FromZeros, transmutable::FromBytes, transmutable::Immutable, Clone, Copy,
)]
#[repr(C)]
pub struct FdtProp {
    pub len: Be32,
    pub nameoff: Be32,
}

/// [`FdtHeader`] with zerocopy's big-endian integers.
#[derive(zerocopy::FromBytes, zerocopy::KnownLayout, zerocopy::Immutable, Clone, Copy)]
#[repr(C)]
pub struct ZerocopyFdtHeader {
    pub magic: ZerocopyBe32,
    pub totalsize: ZerocopyBe32,
    pub off_dt_struct: ZerocopyBe32,
    pub off_dt_strings: ZerocopyBe32,
    pub off_mem_rsvmap: ZerocopyBe32,
    pub version: ZerocopyBe32,
    pub last_comp_version: ZerocopyBe32,
    pub boot_cpuid_phys: ZerocopyBe32,
    pub size_dt_strings: ZerocopyBe32,
    pub size_dt_struct: ZerocopyBe32,
}

type ZerocopyBe32 = zerocopy::byteorder::U32<zerocopy::byteorder::BigEndian>;

/// [`FdtProp`] with zerocopy's big-endian integers.
#[derive(zerocopy::FromBytes, zerocopy::KnownLayout, zerocopy::Immutable, Clone, Copy)]
#[repr(C)]
pub struct ZerocopyFdtProp {
    pub len: ZerocopyBe32,
    pub nameoff: ZerocopyBe32,
}

const FDT_MAGIC: u32 = 0xD00D_FEED;
const FDT_BEGIN_NODE: u32 = 1;
const FDT_END_NODE: u32 = 2;
const FDT_PROP: u32 = 3;
const FDT_NOP: u32 = 4;
const FDT_END: u32 = 9;

/// What a walk of a structure block found: nodes, properties, and the sum
/// of the properties' name offsets (so that every header is read).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
struct Counts {
    nodes: u32,
    properties: u32,
    names: u32,
}

/// `at` rounded up to the next multiple of 4.
fn aligned(at: usize) -> usize {
    (at + 3) & !3
}

/// One device-tree parse, written once over the views of one library:
/// `$header` and `$prop` read a header and a property from the front of a
/// slice, `$word` a big-endian `u32` token.
macro_rules! fdt_parse {
    ($name:ident, $header:expr, $prop:expr, $word:expr) => {
        #[inline(never)]
        fn $name(blob: &[u8]) -> Option<Counts> {
            let header = $header(blob)?;
            let (magic, total, offset, size) =
                (header.magic.get(), header.totalsize.get(), header.off_dt_struct.get(), header.size_dt_struct.get());
            if magic != FDT_MAGIC || total as usize > blob.len() || header.last_comp_version.get() > 17 {
                return None;
            }
            let block = blob.get(offset as usize..(offset as usize).checked_add(size as usize)?)?;
            let mut counts = Counts::default();
            let mut at = 0;
            loop {
                let token: u32 = $word(block.get(at..)?)?;
                at += 4;
                match token {
                    FDT_BEGIN_NODE => {
                        let name = block.get(at..)?;
                        let end = name.iter().position(|&byte| byte == 0)?;
                        at = aligned(at + end + 1);
                        counts.nodes += 1;
                    }
                    FDT_PROP => {
                        let prop = $prop(block.get(at..)?)?;
                        counts.properties += 1;
                        counts.names = counts.names.wrapping_add(prop.nameoff.get());
                        at = aligned(at + 8 + prop.len.get() as usize);
                    }
                    FDT_END_NODE | FDT_NOP => {}
                    FDT_END => return Some(counts),
                    _ => return None,
                }
            }
        }
    };
}

fdt_parse!(
    fdt_transmutable,
    |blob| transmutable::ref_from_prefix::<FdtHeader>(blob).ok().map(|(header, _)| header),
    |block| transmutable::ref_from_prefix::<FdtProp>(block).ok().map(|(prop, _)| prop),
    |block| transmutable::ref_from_prefix::<Be32>(block).ok().map(|(word, _)| word.get())
);
fdt_parse!(
    fdt_zerocopy,
    |blob| <ZerocopyFdtHeader as zerocopy::FromBytes>::ref_from_prefix(blob).ok().map(|(header, _)| header),
    |block| <ZerocopyFdtProp as zerocopy::FromBytes>::ref_from_prefix(block).ok().map(|(prop, _)| prop),
    |block| <ZerocopyBe32 as zerocopy::FromBytes>::ref_from_prefix(block).ok().map(|(word, _)| word.get())
);

/// A device tree of `nodes` nodes under the root, each with four
/// properties of 4 to 19 bytes and one NOP, as a blob.
fn fdt_blob(nodes: u32) -> Vec<u8> {
    let mut block = Vec::new();
    let word = |block: &mut Vec<u8>, value: u32| block.extend_from_slice(&value.to_be_bytes());
    let name = |block: &mut Vec<u8>, name: &str| {
        block.extend_from_slice(name.as_bytes());
        block.push(0);
        block.resize(aligned(block.len()), 0);
    };
    word(&mut block, FDT_BEGIN_NODE);
    name(&mut block, "");
    for node in 0..nodes {
        word(&mut block, FDT_BEGIN_NODE);
        name(&mut block, &format!("device@{node:x}"));
        for property in 0..4u32 {
            let len = 4 + (node + property) % 16;
            word(&mut block, FDT_PROP);
            word(&mut block, len);
            word(&mut block, property * 12);
            block.extend((0..len).map(|byte| byte as u8));
            block.resize(aligned(block.len()), 0);
        }
        word(&mut block, FDT_NOP);
        word(&mut block, FDT_END_NODE);
    }
    word(&mut block, FDT_END_NODE);
    word(&mut block, FDT_END);
    let strings = b"compatible\0reg\0status\0interrupts\0";
    let (off_rsvmap, off_struct) = (40u32, 56u32);
    let off_strings = off_struct + block.len() as u32;
    let total = off_strings + strings.len() as u32;
    let mut blob = Vec::new();
    for value in
        [FDT_MAGIC, total, off_struct, off_strings, off_rsvmap, 17, 16, 0, strings.len() as u32, block.len() as u32]
    {
        blob.extend_from_slice(&value.to_be_bytes());
    }
    blob.resize(off_struct as usize, 0);
    blob.extend_from_slice(&block);
    blob.extend_from_slice(strings);
    blob
}

/// With this variable set to a benchmark's name (`parse/zerocopy`), nothing
/// is timed: that operation runs [`REPEATS`] times, for an instruction
/// count that the machine's load does not change:
///
/// ```text
/// TRANSMUTABLE_REPEAT=parse/zerocopy valgrind --tool=callgrind --collect-atstart=no \
///     --toggle-collect='ports::fdt_zerocopy' target/release/deps/ports-<hash> --bench
/// ```
///
/// counts the instructions of the parses alone (and of the one that checks
/// the result first: subtract a run with the variable set to another name).
const REPEAT: &str = "TRANSMUTABLE_REPEAT";

/// How many times [`REPEAT`] runs an operation.
const REPEATS: usize = 10;

/// Benchmarks `operation` as `name`, or runs it [`REPEATS`] times where
/// [`REPEAT`] names it.
fn bench<R>(group: &mut BenchmarkGroup<'_, WallTime>, name: &str, operation: impl Fn() -> R) {
    match std::env::var(REPEAT) {
        Ok(only) if only == name => (0..REPEATS).for_each(|_| drop(black_box(operation()))),
        Ok(_) => {}
        Err(_) => {
            group.bench_function(name, |b| b.iter(&operation));
        }
    }
}

fn ports(c: &mut Criterion) {
    let entries = gpt_entries();
    let bytes = transmutable::as_bytes(&entries[..]);
    assert_eq!(gpt_view_transmutable(bytes), gpt_view_bytemuck(bytes));
    assert_eq!(gpt_sum_transmutable(bytes), gpt_sum_bytemuck(bytes));
    assert_eq!(gpt_sum_transmutable(bytes), Some(43 * 2048));
    let mut group = c.benchmark_group("gpt entries");
    group.throughput(Throughput::Bytes(bytes.len() as u64));
    bench(&mut group, "view/transmutable", || gpt_view_transmutable(black_box(bytes)));
    bench(&mut group, "view/bytemuck", || gpt_view_bytemuck(black_box(bytes)));
    bench(&mut group, "view and sum/transmutable", || gpt_sum_transmutable(black_box(bytes)));
    bench(&mut group, "view and sum/bytemuck", || gpt_sum_bytemuck(black_box(bytes)));
    group.finish();

    let blob = fdt_blob(256);
    let expected = Counts { nodes: 257, properties: 1024, names: 256 * (12 + 24 + 36) };
    assert_eq!(fdt_transmutable(&blob), Some(expected));
    assert_eq!(fdt_zerocopy(&blob), Some(expected));
    let mut group = c.benchmark_group("device tree");
    group.throughput(Throughput::Bytes(blob.len() as u64));
    bench(&mut group, "parse/transmutable", || fdt_transmutable(black_box(&blob)));
    bench(&mut group, "parse/zerocopy", || fdt_zerocopy(black_box(&blob)));
    group.finish();
}

fn configured() -> Criterion {
    Criterion::default().sample_size(20).warm_up_time(Duration::from_secs(1)).measurement_time(Duration::from_secs(2))
}

criterion_group! {
    name = benches;
    config = configured();
    targets = ports
}
criterion_main!(benches);
