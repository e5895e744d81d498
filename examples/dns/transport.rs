//! The transport layer: UDP (RFC 768), TCP (RFC 9293), and ICMP (RFC 792)
//! and ICMPv6 (RFC 4443), whose error messages quote the start of the
//! datagram they report on.
//!
//! UDP and TCP headers start with the same four bytes, the ports; [`Ports`]
//! is that prefix, a field of both headers, and what an ICMP error's quote
//! is read as when its datagram was UDP or TCP.

use transmutable::byteorder::{NetworkEndian, U16, U32};
use transmutable::Layout;

use super::ip::{self, Ip, Ipv4Header, Ipv6Header};
use super::{Layer, Malformed, Problem};

/// The ports at the start of a UDP or TCP header.
///
/// ```text
///  0  source port        2
///  2  destination port   2
/// ```
#[derive(Layout, Debug)]
#[repr(C)]
pub struct Ports {
    /// The sender's port.
    pub source: U16<NetworkEndian>,
    /// The receiver's port.
    pub destination: U16<NetworkEndian>,
}

impl Ports {
    /// Whether either port is `port`.
    pub fn include(&self, port: u16) -> bool {
        self.source == port || self.destination == port
    }
}

/// A UDP header; the payload follows it.
///
/// ```text
///  0  ports      4   source, destination
///  4  length     2   header and payload, in bytes
///  6  checksum   2   over a pseudo-header, the header and the payload (not checked here)
/// ```
#[derive(Layout, Debug)]
#[repr(C)]
pub struct UdpHeader {
    /// Source and destination ports.
    pub ports: Ports,
    /// Header and payload, in bytes.
    pub length: U16<NetworkEndian>,
    /// The checksum. Captures of outgoing traffic often hold only a partial
    /// sum, left for the network card to finish, so it is not checked.
    pub checksum: U16<NetworkEndian>,
}

/// The fixed part of a TCP header; options, if any, follow it.
///
/// ```text
///  0  ports               4   source, destination
///  4  sequence number     4
///  8  acknowledgment      4
/// 12  data offset         1   header length in 4-byte words (top 4 bits)
/// 13  flags               1   CWR ECE URG ACK PSH RST SYN FIN
/// 14  window              2
/// 16  checksum            2
/// 18  urgent pointer      2
/// 20  options             (data offset - 5) × 4 bytes
/// ```
#[derive(Layout, Debug)]
#[repr(C)]
pub struct TcpHeader {
    /// Source and destination ports.
    pub ports: Ports,
    /// The sequence number of the segment's first byte.
    pub sequence_number: U32<NetworkEndian>,
    /// The next sequence number the sender expects, if ACK is set.
    pub acknowledgment_number: U32<NetworkEndian>,
    /// The header length in 4-byte words, in the top four bits.
    pub data_offset: DataOffset,
    /// The control bits.
    pub flags: TcpFlags,
    /// How many bytes the sender will accept.
    pub window: U16<NetworkEndian>,
    /// The checksum (not checked, as for UDP).
    pub checksum: U16<NetworkEndian>,
    /// The end of urgent data, if URG is set.
    pub urgent_pointer: U16<NetworkEndian>,
}

impl TcpHeader {
    /// The size of the fixed header.
    pub const SIZE: usize = size_of::<TcpHeader>();

    /// The header's length with options, in bytes.
    pub fn header_length(&self) -> usize {
        usize::from(self.data_offset.words()) * 4
    }

    /// The names of the control bits that are set: `SYN`, `ACK`, ...
    pub fn flag_names(&self) -> impl Iterator<Item = &'static str> + '_ {
        let flags = &self.flags;
        [
            ("FIN", flags.fin()),
            ("SYN", flags.syn()),
            ("RST", flags.rst()),
            ("PSH", flags.psh()),
            ("ACK", flags.ack()),
            ("URG", flags.urg()),
            ("ECE", flags.ece()),
            ("CWR", flags.cwr()),
        ]
        .into_iter()
        .filter(|&(_, set)| set)
        .map(|(name, _)| name)
    }
}

/// Byte 12 of a TCP header: the header length in its top four bits.
#[transmutable::bits(order = network)]
#[derive(Clone, Copy, Debug)]
pub struct DataOffset {
    /// The header's length with options, in 4-byte words.
    #[bits(4)]
    pub words: u8,
    /// Reserved bits.
    #[bits(4)]
    pub reserved: u8,
}

/// Byte 13 of a TCP header: the control bits, as RFC 9293 draws them.
#[transmutable::bits(order = network)]
#[derive(Clone, Copy, Debug)]
pub struct TcpFlags {
    /// Congestion window reduced.
    pub cwr: bool,
    /// ECN echo.
    pub ece: bool,
    /// The urgent pointer is significant.
    pub urg: bool,
    /// The acknowledgment number is significant.
    pub ack: bool,
    /// Push.
    pub psh: bool,
    /// Reset the connection.
    pub rst: bool,
    /// Synchronize sequence numbers.
    pub syn: bool,
    /// No more data from the sender.
    pub fin: bool,
}

/// The header of an ICMP or ICMPv6 message; the message's body follows.
///
/// ```text
///  0  type       1   3 / 1 destination unreachable, 8 / 128 echo request, ... (ICMP / ICMPv6)
///  1  code       1   the reason, for an error: 3 / 4 port unreachable, ...
///  2  checksum   2
///  4  rest       4   unused in errors; identifier and sequence number in echoes; ...
/// ```
#[derive(Layout, Debug)]
#[repr(C)]
pub struct IcmpHeader {
    /// The kind of message.
    pub message_type: u8,
    /// The reason, for an error; 0 otherwise.
    pub code: u8,
    /// The message's checksum.
    pub checksum: U16<NetworkEndian>,
    /// Fields that depend on the type.
    pub rest: [u8; 4],
}

impl IcmpHeader {
    /// Whether the message reports an error, and so quotes the datagram
    /// that caused it. `ip` is the header the message came in, which says
    /// whether it is ICMP or ICMPv6.
    pub fn is_error(&self, ip: &Ip<'_>) -> bool {
        match ip {
            // Destination unreachable, source quench, redirect, time
            // exceeded, parameter problem.
            Ip::V4(_) => matches!(self.message_type, 3 | 4 | 5 | 11 | 12),
            Ip::V6(_) => self.message_type < 128,
        }
    }

    /// The name of the message's type, if it is one of the common ones.
    pub fn type_name(&self, ip: &Ip<'_>) -> Option<&'static str> {
        Some(match (ip, self.message_type) {
            (Ip::V4(_), 0) | (Ip::V6(_), 129) => "echo reply",
            (Ip::V4(_), 3) | (Ip::V6(_), 1) => "destination unreachable",
            (Ip::V4(_), 5) | (Ip::V6(_), 137) => "redirect",
            (Ip::V4(_), 8) | (Ip::V6(_), 128) => "echo request",
            (Ip::V4(_), 11) | (Ip::V6(_), 3) => "time exceeded",
            (Ip::V4(_), 12) | (Ip::V6(_), 4) => "parameter problem",
            (Ip::V6(_), 2) => "packet too big",
            (Ip::V6(_), 133) => "router solicitation",
            (Ip::V6(_), 134) => "router advertisement",
            (Ip::V6(_), 135) => "neighbor solicitation",
            (Ip::V6(_), 136) => "neighbor advertisement",
            _ => return None,
        })
    }

    /// The name of the reason a destination was unreachable, for the
    /// common ones.
    pub fn unreachable_name(&self, ip: &Ip<'_>) -> Option<&'static str> {
        Some(match (ip, self.message_type, self.code) {
            (Ip::V4(_), 3, 0) => "network unreachable",
            (Ip::V4(_), 3, 1) | (Ip::V6(_), 1, 3) => "host unreachable",
            (Ip::V4(_), 3, 2) => "protocol unreachable",
            (Ip::V4(_), 3, 3) | (Ip::V6(_), 1, 4) => "port unreachable",
            (Ip::V4(_), 3, 4) => "fragmentation needed",
            (Ip::V4(_), 3, 13) | (Ip::V6(_), 1, 1) => "administratively prohibited",
            (Ip::V6(_), 1, 0) => "no route",
            _ => return None,
        })
    }
}

/// The start of the datagram an ICMP error reports on: its IP header and,
/// for UDP and TCP, its ports.
#[derive(Clone, Copy, Debug)]
pub struct Quoted<'a> {
    /// The datagram's IP header.
    pub ip: Ip<'a>,
    /// Its protocol.
    pub protocol: u8,
    /// Its ports, if it was UDP or TCP and the quote is long enough.
    pub ports: Option<&'a Ports>,
}

/// Reads a UDP header, and its payload up to the UDP length.
pub fn parse_udp(bytes: &[u8]) -> Result<(&UdpHeader, &[u8]), Malformed<'_>> {
    let (header, after) = transmutable::ref_from_prefix::<UdpHeader>(bytes).map_err(Malformed::cut(Layer::Udp))?;
    let length = usize::from(header.length.get());
    let Some(payload_length) = length.checked_sub(size_of::<UdpHeader>()) else {
        let problem = Problem::TooShort { field: "UDP length", length, minimum: size_of::<UdpHeader>() };
        return Err(Malformed::new(Layer::Udp, problem));
    };
    let Some((payload, _)) = after.split_at_checked(payload_length) else {
        return Err(Malformed::new(
            Layer::Udp,
            Problem::Overrun { field: "UDP length", length, available: bytes.len() },
        ));
    };
    Ok((header, payload))
}

/// Reads a TCP header, skipping its options; the rest is the payload.
pub fn parse_tcp(bytes: &[u8]) -> Result<(&TcpHeader, &[u8]), Malformed<'_>> {
    let (header, after) = transmutable::ref_from_prefix::<TcpHeader>(bytes).map_err(Malformed::cut(Layer::Tcp))?;
    let length = header.header_length();
    let Some(options_length) = length.checked_sub(TcpHeader::SIZE) else {
        let problem = Problem::TooShort { field: "data offset", length, minimum: TcpHeader::SIZE };
        return Err(Malformed::new(Layer::Tcp, problem));
    };
    let Some((_options, payload)) = after.split_at_checked(options_length) else {
        return Err(Malformed::new(
            Layer::Tcp,
            Problem::Overrun { field: "data offset", length, available: bytes.len() },
        ));
    };
    Ok((header, payload))
}

/// Reads an ICMP or ICMPv6 header; the rest is the message's body.
pub fn parse_icmp(bytes: &[u8]) -> Result<(&IcmpHeader, &[u8]), Malformed<'_>> {
    transmutable::ref_from_prefix::<IcmpHeader>(bytes).map_err(Malformed::cut(Layer::Icmp))
}

/// Reads the datagram an ICMP error quotes, as far as the quote goes.
///
/// The quote is cut short by design (ICMP quotes only the IP header and
/// eight bytes more), so its lengths are not checked, and a quote too short
/// to read is no error: the message is still well formed.
pub fn parse_quoted(body: &[u8]) -> Option<Quoted<'_>> {
    let (first, _) = transmutable::ref_from_prefix::<u8>(body).ok()?;
    let (ip, protocol, rest) = match first >> 4 {
        4 => {
            let (header, after) = Ipv4Header::try_ref_from_prefix(body).ok()?;
            let (_options, rest) = after.split_at_checked(header.header_length().checked_sub(Ipv4Header::SIZE)?)?;
            (Ip::V4(header), header.protocol, rest)
        }
        6 => {
            let (header, rest) = transmutable::ref_from_prefix::<Ipv6Header>(body).ok()?;
            (Ip::V6(header), header.next_header, rest)
        }
        _ => return None,
    };
    let ports = match protocol {
        ip::PROTOCOL_UDP | ip::PROTOCOL_TCP => {
            transmutable::ref_from_prefix::<Ports>(rest).ok().map(|(ports, _)| ports)
        }
        _ => None,
    };
    Some(Quoted { ip, protocol, ports })
}
