//! IPv4 (RFC 791) and IPv6 (RFC 8200): the header, then the transport
//! protocol's bytes, up to the length the header gives (a frame may be
//! longer: Ethernet pads short frames).
//!
//! IPv4 options are skipped by the header length; IPv6 extension headers
//! by their own lengths, and counted. Fragments are recognized, not
//! reassembled.

use std::net::{IpAddr, Ipv4Addr, Ipv6Addr};

use transmutable::byteorder::{NetworkEndian, U16, U32};
use transmutable::{CastError, Layout, TryCastError};

use super::{Layer, Malformed, Problem};

/// The IP protocol number of ICMP (in IPv4).
pub const PROTOCOL_ICMP: u8 = 1;
/// The IP protocol number of TCP.
pub const PROTOCOL_TCP: u8 = 6;
/// The IP protocol number of UDP.
pub const PROTOCOL_UDP: u8 = 17;
/// The IP protocol number of ICMPv6.
pub const PROTOCOL_ICMPV6: u8 = 58;

/// IPv6 extension headers: hop-by-hop options.
const HOP_BY_HOP: u8 = 0;
/// IPv6 extension headers: routing.
const ROUTING: u8 = 43;
/// IPv6 extension headers: fragment.
const FRAGMENT: u8 = 44;
/// IPv6 extension headers: authentication (IPsec AH).
const AUTHENTICATION: u8 = 51;
/// IPv6 extension headers: destination options.
const DESTINATION_OPTIONS: u8 = 60;

/// The fixed part of an IPv4 header; options, if any, follow it.
///
/// ```text
///  0  version, IHL         1   version 4 (top 4 bits), header length in 4-byte words (low 4)
///  1  DSCP, ECN            1   differentiated services, congestion notification
///  2  total length         2   header and payload, in bytes
///  4  identification       2   the datagram that fragments belong to
///  6  flags, offset        2   reserved, DF, MF (top 3 bits), fragment offset in 8-byte units
///  8  time to live         1
///  9  protocol             1   of the payload: 1 ICMP, 6 TCP, 17 UDP
/// 10  header checksum      2
/// 12  source               4
/// 16  destination          4
/// 20  options              (IHL - 5) × 4 bytes
/// ```
#[derive(Layout, Debug)]
#[repr(C)]
pub struct Ipv4Header {
    /// The version (4) and the header length in 4-byte words.
    pub version_and_header_length: VersionAndHeaderLength,
    /// Differentiated services code point and explicit congestion
    /// notification.
    pub type_of_service: u8,
    /// Header and payload, in bytes.
    pub total_length: U16<NetworkEndian>,
    /// Names the datagram that fragments belong to.
    pub identification: U16<NetworkEndian>,
    /// Don't fragment, more fragments, and the fragment's offset.
    pub flags_and_fragment_offset: FlagsAndFragmentOffset,
    /// Hops left.
    pub time_to_live: u8,
    /// The protocol of the payload.
    pub protocol: u8,
    /// The header's checksum.
    pub header_checksum: U16<NetworkEndian>,
    /// The sender's address.
    pub source: [u8; 4],
    /// The receiver's address.
    pub destination: [u8; 4],
}

/// The version an IPv4 header holds: 4, the only value its field takes,
/// so a header that says otherwise is refused by the view that reads it.
#[derive(Layout, Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum Ipv4Version {
    /// IPv4.
    Four = 4,
}

/// Byte 0 of an IPv4 header, as RFC 791 draws it: the version in the top
/// four bits, the header length in the low four.
#[transmutable::bits(order = network)]
#[derive(Clone, Copy, Debug)]
pub struct VersionAndHeaderLength {
    /// The version: 4.
    #[bits(4)]
    pub version: Ipv4Version,
    /// The header's length with options, in 4-byte words.
    #[bits(4)]
    pub words: u8,
}

/// Bytes 6 and 7 of an IPv4 header: three flags, then the fragment's
/// offset in 8-byte units.
#[transmutable::bits(order = network)]
#[derive(Clone, Copy, Debug)]
pub struct FlagsAndFragmentOffset {
    /// Reserved; senders leave it 0.
    pub reserved: bool,
    /// Don't fragment (DF).
    pub dont_fragment: bool,
    /// More fragments (MF).
    pub more_fragments: bool,
    /// Where the fragment's bytes go in the datagram, in 8-byte units.
    #[bits(13)]
    pub offset: u16,
}

impl Ipv4Header {
    /// The size of the fixed header.
    pub const SIZE: usize = size_of::<Ipv4Header>();

    /// The header's length with options, in bytes.
    pub fn header_length(&self) -> usize {
        usize::from(self.version_and_header_length.words()) * 4
    }

    /// Whether the sender forbids fragmenting the datagram (DF).
    pub fn dont_fragment(&self) -> bool {
        self.flags_and_fragment_offset.dont_fragment()
    }

    /// Whether more fragments of the datagram follow this one (MF).
    pub fn more_fragments(&self) -> bool {
        self.flags_and_fragment_offset.more_fragments()
    }

    /// Where this fragment's bytes go in the datagram, in bytes.
    pub fn fragment_offset(&self) -> u16 {
        self.flags_and_fragment_offset.offset() * 8
    }
}

/// The IPv6 header; extension headers, if any, follow it.
///
/// ```text
///  0  version, class, flow   4   version 6 (4 bits), traffic class (8), flow label (20)
///  4  payload length         2   bytes after this header, extension headers included
///  6  next header            1   the protocol or extension header that follows
///  7  hop limit              1
///  8  source                16
/// 24  destination           16
/// ```
#[derive(Layout, Debug)]
#[repr(C)]
pub struct Ipv6Header {
    /// The version (6), traffic class and flow label.
    pub version_class_and_flow: U32<NetworkEndian>,
    /// Bytes after this header.
    pub payload_length: U16<NetworkEndian>,
    /// What follows: an extension header or the transport protocol.
    pub next_header: u8,
    /// Hops left.
    pub hop_limit: u8,
    /// The sender's address.
    pub source: [u8; 16],
    /// The receiver's address.
    pub destination: [u8; 16],
}

impl Ipv6Header {
    /// The version field: 6.
    pub fn version(&self) -> u8 {
        let [first, ..] = self.version_class_and_flow.to_bytes();
        first >> 4
    }
}

/// The start of the IPv6 extension headers that give their own length:
/// hop-by-hop options, routing, destination options and authentication.
///
/// ```text
///  0  next header    1   what follows this header
///  1  length         1   in 8-byte units after the first 8 (authentication: 4-byte units after the first 8)
///  2  ...                the header's own fields
/// ```
#[derive(Layout, Debug)]
#[repr(C)]
pub struct ExtensionHeader {
    /// What follows this header.
    pub next_header: u8,
    /// The header's length, in units that depend on the header.
    pub length: u8,
}

impl ExtensionHeader {
    /// The header's length in bytes, for a header of type `kind`.
    fn length_in_bytes(&self, kind: u8) -> usize {
        let length = usize::from(self.length);
        if kind == AUTHENTICATION {
            (length + 2) * 4
        } else {
            (length + 1) * 8
        }
    }
}

/// The IPv6 fragment header.
///
/// ```text
///  0  next header       1
///  1  reserved          1
///  2  offset, flags     2   offset in 8-byte units (13 bits), reserved (2), more fragments (1)
///  4  identification    4
/// ```
#[derive(Layout, Debug)]
#[repr(C)]
pub struct FragmentHeader {
    /// The protocol of the fragmented datagram.
    pub next_header: u8,
    /// Zero.
    pub reserved: u8,
    /// The fragment's offset and the more-fragments flag.
    pub offset_and_flags: U16<NetworkEndian>,
    /// Names the datagram that fragments belong to.
    pub identification: U32<NetworkEndian>,
}

impl FragmentHeader {
    /// Where this fragment's bytes go in the datagram, in bytes.
    pub fn offset(&self) -> u16 {
        self.offset_and_flags.get() & 0xFFF8
    }

    /// Whether more fragments follow this one.
    pub fn more_fragments(&self) -> bool {
        self.offset_and_flags.get() & 1 != 0
    }
}

/// The header of an IP packet, either version.
#[derive(Clone, Copy, Debug)]
pub enum Ip<'a> {
    /// An IPv4 header.
    V4(&'a Ipv4Header),
    /// An IPv6 header.
    V6(&'a Ipv6Header),
}

impl Ip<'_> {
    /// The sender's address.
    pub fn source(&self) -> IpAddr {
        match self {
            Ip::V4(header) => Ipv4Addr::from(header.source).into(),
            Ip::V6(header) => Ipv6Addr::from(header.source).into(),
        }
    }

    /// The receiver's address.
    pub fn destination(&self) -> IpAddr {
        match self {
            Ip::V4(header) => Ipv4Addr::from(header.destination).into(),
            Ip::V6(header) => Ipv6Addr::from(header.destination).into(),
        }
    }
}

/// An IP packet: its header and what it carries.
#[derive(Clone, Copy, Debug)]
pub struct Datagram<'a> {
    /// The IP header.
    pub ip: Ip<'a>,
    /// The protocol of the payload (after any extension headers).
    pub protocol: u8,
    /// For a fragment, where its bytes go in the datagram.
    pub fragment_offset: Option<u16>,
    /// How many IPv6 extension headers were skipped.
    pub extension_headers: usize,
    /// The payload, up to the length the header gives.
    pub payload: &'a [u8],
}

/// Reads an IPv4 packet.
pub fn parse_ipv4(bytes: &[u8]) -> Result<Datagram<'_>, Malformed<'_>> {
    // The view checks the version field: only 4 is an `Ipv4Version`.
    let (header, after) = match Ipv4Header::try_ref_from_prefix(bytes) {
        Ok(parts) => parts,
        Err(TryCastError::Validity(_)) => {
            return Err(Malformed::new(Layer::Ipv4, Problem::Version { expected: "4", found: bytes[0] >> 4 }));
        }
        Err(TryCastError::Size(error)) => return Err(Malformed::cut(Layer::Ipv4)(CastError::Size(error))),
        Err(TryCastError::Alignment(error)) => return Err(Malformed::cut(Layer::Ipv4)(CastError::Alignment(error))),
    };
    let fail = |problem| Err(Malformed::new(Layer::Ipv4, problem));
    let header_length = header.header_length();
    if header_length < Ipv4Header::SIZE {
        return fail(Problem::TooShort { field: "header length", length: header_length, minimum: Ipv4Header::SIZE });
    }
    let total_length = usize::from(header.total_length.get());
    if total_length < header_length {
        return fail(Problem::TooShort { field: "total length", length: total_length, minimum: header_length });
    }
    let Some((_options, rest)) = after.split_at_checked(header_length - Ipv4Header::SIZE) else {
        return fail(Problem::Overrun { field: "header length", length: header_length, available: bytes.len() });
    };
    let Some((payload, _padding)) = rest.split_at_checked(total_length - header_length) else {
        return fail(Problem::Overrun { field: "total length", length: total_length, available: bytes.len() });
    };
    let fragmented = header.more_fragments() || header.fragment_offset() != 0;
    Ok(Datagram {
        ip: Ip::V4(header),
        protocol: header.protocol,
        fragment_offset: fragmented.then(|| header.fragment_offset()),
        extension_headers: 0,
        payload,
    })
}

/// Reads an IPv6 packet, skipping its extension headers.
pub fn parse_ipv6(bytes: &[u8]) -> Result<Datagram<'_>, Malformed<'_>> {
    let (header, after) = transmutable::ref_from_prefix::<Ipv6Header>(bytes).map_err(Malformed::cut(Layer::Ipv6))?;
    if header.version() != 6 {
        return Err(Malformed::new(Layer::Ipv6, Problem::Version { expected: "6", found: header.version() }));
    }
    let length = usize::from(header.payload_length.get());
    let Some((mut payload, _padding)) = after.split_at_checked(length) else {
        let problem = Problem::Overrun { field: "payload length", length, available: after.len() };
        return Err(Malformed::new(Layer::Ipv6, problem));
    };
    let mut protocol = header.next_header;
    let mut extension_headers = 0;
    let mut fragment_offset = None;
    // Ends: each extension header takes at least 8 bytes.
    loop {
        match protocol {
            HOP_BY_HOP | ROUTING | DESTINATION_OPTIONS | AUTHENTICATION => {
                let (extension, _) = transmutable::ref_from_prefix::<ExtensionHeader>(payload)
                    .map_err(Malformed::cut(Layer::Ipv6Extension))?;
                let length = extension.length_in_bytes(protocol);
                let Some((_, rest)) = payload.split_at_checked(length) else {
                    let problem =
                        Problem::Overrun { field: "extension header length", length, available: payload.len() };
                    return Err(Malformed::new(Layer::Ipv6Extension, problem));
                };
                protocol = extension.next_header;
                payload = rest;
            }
            FRAGMENT => {
                let (fragment, rest) = transmutable::ref_from_prefix::<FragmentHeader>(payload)
                    .map_err(Malformed::cut(Layer::Ipv6Extension))?;
                protocol = fragment.next_header;
                payload = rest;
                if fragment.more_fragments() || fragment.offset() != 0 {
                    fragment_offset = Some(fragment.offset());
                }
            }
            _ => break,
        }
        extension_headers += 1;
        if fragment_offset.is_some() {
            break;
        }
    }
    Ok(Datagram { ip: Ip::V6(header), protocol, fragment_offset, extension_headers, payload })
}
