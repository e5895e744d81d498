//! The classic pcap file format: a 24-byte file header, then records, each
//! a 16-byte header and the captured bytes of one frame.
//!
//! A pcap file is written in the byte order of the machine that captured
//! it, and says which by its magic number. The headers here are generic
//! over the byte order (`FileHeader<O>`, `RecordHeader<O>`, made of
//! `U32<O>` and `U16<O>`), so one definition reads both: the magic number is
//! read first, and the rest of the file at the order it names.

use std::fmt;
use std::time::Duration;

use transmutable::byteorder::{BigEndian, ByteOrder, LittleEndian, I32, U16, U32};
use transmutable::{CastError, Layout, TryReadError};

use super::{Layer, LinkType, Malformed, Problem};

/// pcap's magic number, as the machine reading the file sees it: its four
/// values say whether the file was written in this machine's byte order or
/// the other one, and whether timestamps count microseconds or nanoseconds.
///
/// This is the one header field with a validity constraint, so it is an
/// enum, read with a checking view: bytes that are none of the four values
/// are not a pcap file, and transmutable's error says which byte differs and what
/// it could have been.
#[derive(Layout, Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u32)]
pub enum Magic {
    /// Written in this machine's byte order, microsecond timestamps.
    Microseconds = 0xA1B2_C3D4,
    /// Written in this machine's byte order, nanosecond timestamps.
    Nanoseconds = 0xA1B2_3C4D,
    /// Written in the other byte order, microsecond timestamps.
    SwappedMicroseconds = 0xD4C3_B2A1,
    /// Written in the other byte order, nanosecond timestamps.
    SwappedNanoseconds = 0x4D3C_B2A1,
}

/// The magic bytes of a pcapng file (its first block's type), which this
/// parser recognizes only to say it does not read that format.
const PCAPNG_MAGIC: [u8; 4] = [0x0A, 0x0D, 0x0D, 0x0A];

/// The file header, in the file's byte order `O`.
///
/// ```text
///  0  magic            4   one of the `Magic` numbers
///  4  version          2+2 major, minor: 2.4
///  8  time zone        4   offset of the timestamps from UTC, in seconds; 0 in practice
/// 12  sigfigs          4   accuracy of the timestamps; 0 in practice
/// 16  snap length      4   the most bytes of a frame that were kept
/// 20  link type        4   the kind of frames (LINKTYPE_*) in the low 16 bits
/// ```
#[derive(Layout, Debug)]
#[repr(C)]
pub struct FileHeader<O: ByteOrder> {
    /// The magic number, read separately as a [`Magic`].
    pub magic: [u8; 4],
    /// 2 for every pcap file.
    pub version_major: U16<O>,
    /// 4 for every pcap file since 1998.
    pub version_minor: U16<O>,
    /// Offset of the timestamps from UTC, in seconds.
    pub time_zone: I32<O>,
    /// Accuracy of the timestamps.
    pub significant_figures: U32<O>,
    /// The most bytes of a frame that were kept.
    pub snap_length: U32<O>,
    /// The link type in the low 16 bits; the upper bits may say how many
    /// bytes of frame check sequence each frame ends with.
    pub link_type: U32<O>,
}

/// The header of one record, in the file's byte order `O`; the frame's
/// captured bytes follow it.
///
/// ```text
///  0  seconds          4   timestamp, seconds since the Unix epoch
///  4  fraction         4   and microseconds or nanoseconds (see `Magic`)
///  8  captured length  4   bytes of the frame in the file
/// 12  original length  4   bytes of the frame on the wire (more if the snap length cut it)
/// ```
#[derive(Layout, Debug)]
#[repr(C)]
pub struct RecordHeader<O: ByteOrder> {
    /// Seconds since the Unix epoch.
    pub seconds: U32<O>,
    /// Microseconds or nanoseconds into the second.
    pub fraction: U32<O>,
    /// Bytes of the frame in the file.
    pub captured_length: U32<O>,
    /// Bytes of the frame on the wire.
    pub original_length: U32<O>,
}

/// The byte order of a file's headers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Endianness {
    /// Least significant byte first (files written on x86, ARM, RISC-V).
    Little,
    /// Most significant byte first.
    Big,
}

/// What the fraction of a timestamp counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Precision {
    /// Microseconds.
    Microseconds,
    /// Nanoseconds.
    Nanoseconds,
}

/// A pcap file whose header has been read.
#[derive(Clone, Debug)]
pub struct Capture<'a> {
    /// The byte order of its headers.
    pub endianness: Endianness,
    /// What its timestamps count.
    pub precision: Precision,
    /// The format's version, (2, 4) in practice.
    pub version: (u16, u16),
    /// The most bytes of a frame that were kept.
    pub snap_length: u32,
    /// The kind of frames it holds.
    pub link_type: LinkType,
    /// The records, after the file header.
    records: &'a [u8],
}

/// Why a file is not a capture this parser reads.
#[derive(Debug)]
pub enum FileError<'a> {
    /// The file has no bytes.
    Empty,
    /// The file is in the newer pcapng format.
    Pcapng,
    /// The file does not start with a pcap magic number. Boxed: transmutable's
    /// validity errors carry the field path of the invalid byte, which
    /// makes them hundreds of bytes.
    Magic(Box<TryReadError<&'a [u8]>>),
    /// The file ends inside its header.
    Header(CastError<&'a [u8]>),
    /// The header names a version other than 2.x.
    Version {
        /// The major version.
        major: u16,
        /// The minor version.
        minor: u16,
    },
    /// The frames are of a kind this parser does not read.
    LinkType(u32),
}

impl fmt::Display for FileError<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FileError::Empty => write!(f, "the file is empty"),
            FileError::Pcapng => write!(f, "it is a pcapng file; only classic pcap files are read"),
            FileError::Magic(error) => write!(f, "it is not a pcap file: {error}"),
            FileError::Header(error) => write!(f, "the file ends inside its header: {error}"),
            FileError::Version { major, minor } => {
                write!(f, "its pcap version is {major}.{minor}; only version 2 is read")
            }
            FileError::LinkType(link_type) => write!(
                f,
                "its link type is {link_type}; only Ethernet (1), raw IP (101) and Linux cooked (113) are read"
            ),
        }
    }
}

/// Reads the file header of a pcap capture; its records follow, from
/// [`Capture::records`].
pub fn parse_capture(file: &[u8]) -> Result<Capture<'_>, FileError<'_>> {
    if file.is_empty() {
        return Err(FileError::Empty);
    }
    if file.starts_with(&PCAPNG_MAGIC) {
        return Err(FileError::Pcapng);
    }
    // Copied rather than viewed: a `u32` enum must be 4-aligned, and a file's
    // bytes need not be.
    let (magic, _) =
        transmutable::try_read_from_prefix::<Magic>(file).map_err(|error| FileError::Magic(Box::new(error)))?;
    let (swapped, precision) = match magic {
        Magic::Microseconds => (false, Precision::Microseconds),
        Magic::Nanoseconds => (false, Precision::Nanoseconds),
        Magic::SwappedMicroseconds => (true, Precision::Microseconds),
        Magic::SwappedNanoseconds => (true, Precision::Nanoseconds),
    };
    let big_endian_machine = cfg!(target_endian = "big");
    if swapped != big_endian_machine {
        parse_header::<BigEndian>(file, Endianness::Big, precision)
    } else {
        parse_header::<LittleEndian>(file, Endianness::Little, precision)
    }
}

/// The rest of [`parse_capture`], for a file in the byte order `O`.
fn parse_header<O: ByteOrder>(
    file: &[u8],
    endianness: Endianness,
    precision: Precision,
) -> Result<Capture<'_>, FileError<'_>> {
    let (header, records) = transmutable::ref_from_prefix::<FileHeader<O>>(file).map_err(FileError::Header)?;
    let version = (header.version_major.get(), header.version_minor.get());
    if version.0 != 2 {
        return Err(FileError::Version { major: version.0, minor: version.1 });
    }
    let link_type = header.link_type.get();
    let link_type = LinkType::from_header(link_type & 0xFFFF).ok_or(FileError::LinkType(link_type))?;
    Ok(Capture { endianness, precision, version, snap_length: header.snap_length.get(), link_type, records })
}

impl<'a> Capture<'a> {
    /// The records of the capture, in order. A record cut short by the end
    /// of the file is the last one, as an error.
    pub fn records(&self) -> Records<'a> {
        Records { rest: self.records, endianness: self.endianness, precision: self.precision }
    }
}

/// One record of a capture.
#[derive(Clone, Copy, Debug)]
pub struct Record<'a> {
    /// When the frame was captured, since the Unix epoch.
    pub time: Duration,
    /// Bytes of the frame on the wire, more than `frame.len()` if the snap
    /// length cut it.
    pub original_length: u32,
    /// The frame's captured bytes.
    pub frame: &'a [u8],
}

/// The records of a [`Capture`].
#[derive(Clone, Debug)]
pub struct Records<'a> {
    rest: &'a [u8],
    endianness: Endianness,
    precision: Precision,
}

impl<'a> Iterator for Records<'a> {
    type Item = Result<Record<'a>, Malformed<'a>>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.rest.is_empty() {
            return None;
        }
        let record = match self.endianness {
            Endianness::Little => self.read::<LittleEndian>(),
            Endianness::Big => self.read::<BigEndian>(),
        };
        if record.is_err() {
            // Records have no marker to find the next one by.
            self.rest = &[];
        }
        Some(record)
    }
}

impl<'a> Records<'a> {
    /// Reads the next record, its headers in the byte order `O`.
    fn read<O: ByteOrder>(&mut self) -> Result<Record<'a>, Malformed<'a>> {
        let (header, after) =
            transmutable::ref_from_prefix::<RecordHeader<O>>(self.rest).map_err(Malformed::cut(Layer::Record))?;
        let length = header.captured_length.get() as usize;
        let Some((frame, rest)) = after.split_at_checked(length) else {
            let problem = Problem::Overrun { field: "captured length", length, available: after.len() };
            return Err(Malformed::new(Layer::Record, problem));
        };
        self.rest = rest;
        let fraction = u64::from(header.fraction.get());
        let fraction = match self.precision {
            Precision::Microseconds => Duration::from_micros(fraction),
            Precision::Nanoseconds => Duration::from_nanos(fraction),
        };
        // Cannot overflow: at most 2^32 seconds plus 2^32 microseconds.
        let time = Duration::from_secs(u64::from(header.seconds.get())) + fraction;
        Ok(Record { time, original_length: header.original_length.get(), frame })
    }
}
