//! A zero-copy parser for pcap captures of DNS traffic.
//!
//! Every header on the way from the file to the DNS question is a
//! `#[repr(C)]` struct of bytes, byte arrays and the endian-aware integers
//! of [`transmutable::byteorder`], and is read by reference: transmutable proves at
//! compile time that any bytes are a valid header, so a view costs one
//! length check and no copy. The layers, one module each:
//!
//! ```text
//! file ──pcap──▶ records ──link──▶ Ethernet, VLAN tags ──ip──▶ IPv4 / IPv6
//!      ──transport──▶ UDP / TCP / ICMP ──dns──▶ DNS header, first question
//! ```
//!
//! Each layer takes the bytes the previous one left and returns its header
//! (a reference into the capture), the values it needs, and the bytes it
//! carries. A layer that does not fit returns a [`Malformed`]: which layer,
//! and what was wrong — for a header cut short, transmutable's own error, which
//! says how many bytes there were and how many the header takes. Nothing here
//! panics, whatever the bytes: every length that comes from the capture is
//! checked before it is used.
//!
//! The entry points are [`parse_capture`] (the file), [`parse_frame`] (one
//! frame) and [`tally`] (a whole file, counted), all plain functions over
//! `&[u8]`, so a test, a benchmark or a fuzz target can include this module
//! with `#[path = ".../examples/dns/parse.rs"] mod parse;`.

// A library shared by the example, its test and its benchmark, each of
// which uses a part of it.
#![allow(dead_code)]

// Each layer's module sits next to this file. `main.rs` includes this file
// with `#[path]` too, so that the submodules resolve the same way for the
// example, its test and its benchmark.
pub mod dns;
pub mod ip;
pub mod link;
pub mod pcap;
pub mod transport;

use std::collections::BTreeMap;
use std::fmt;
use std::time::Duration;

use transmutable::byteorder::{NetworkEndian, U16};
use transmutable::{CastError, ValidityError};

pub use self::dns::{Message, QueryType, Rcode};
pub use self::ip::Ip;
pub use self::link::LinkType;
pub use self::pcap::{parse_capture, Capture, FileError};
pub use self::transport::{IcmpHeader, Quoted, TcpHeader, UdpHeader};

/// The port DNS servers listen on, over UDP and TCP.
pub const DNS_PORT: u16 = 53;

/// What a frame held, layer by layer; the headers are references into the
/// capture.
#[derive(Debug)]
pub struct Packet<'a> {
    /// The VLAN identifier of the frame's outermost 802.1Q tag, if it had one.
    pub vlan: Option<u16>,
    /// The network layer and what it carries.
    pub network: Network<'a>,
}

/// The network layer of a frame.
#[derive(Debug)]
pub enum Network<'a> {
    /// An IPv4 or IPv6 packet.
    Ip {
        /// Its header, with the addresses.
        ip: Ip<'a>,
        /// How many IPv6 extension headers were skipped to reach the transport
        /// header (0 for IPv4).
        extension_headers: usize,
        /// What it carries.
        transport: Transport<'a>,
    },
    /// A frame of another protocol (ARP, LLDP, ...), named by its EtherType.
    Other {
        /// The EtherType (`0x0806` for ARP).
        ether_type: u16,
    },
}

/// The transport layer of an IP packet.
#[derive(Debug)]
pub enum Transport<'a> {
    /// A UDP datagram.
    Udp {
        /// Its header.
        header: &'a UdpHeader,
        /// What it carries, up to the UDP length.
        payload: Payload<'a>,
    },
    /// A TCP segment.
    Tcp {
        /// Its header (options skipped).
        header: &'a TcpHeader,
        /// What it carries.
        payload: Payload<'a>,
    },
    /// An ICMP (in IPv4) or ICMPv6 (in IPv6) message.
    Icmp {
        /// Its header: type, code, checksum.
        header: &'a IcmpHeader,
        /// For an error message, the start of the datagram it reports on.
        quoted: Option<Quoted<'a>>,
    },
    /// A fragment of a larger datagram. This parser does not reassemble:
    /// the transport header is whole only in the first fragment, and the
    /// payload in none.
    Fragment {
        /// The protocol of the datagram the fragment belongs to.
        protocol: u8,
        /// Where the fragment's bytes go in the datagram.
        offset: u16,
    },
    /// Another protocol (GRE, SCTP, ...), by its IP protocol number.
    Other {
        /// The protocol number (`47` for GRE).
        protocol: u8,
    },
}

/// What a UDP datagram or a TCP segment carries.
#[derive(Debug)]
pub enum Payload<'a> {
    /// A DNS message (to or from port 53; over TCP, after its length prefix).
    Dns(Message<'a>),
    /// The start of a DNS message over TCP that continues in later segments,
    /// which this parser does not reassemble.
    DnsPart {
        /// The message's length, from its prefix (`None` if the segment
        /// holds only one byte of it).
        length: Option<u16>,
        /// How many bytes of it this segment holds.
        present: usize,
    },
    /// Bytes of another protocol.
    Data(&'a [u8]),
    /// A DNS message that did not parse; the layers below it did, and are
    /// in the packet.
    Malformed(Malformed<'a>),
}

/// Why a packet could not be parsed: the layer, and what was wrong there.
#[derive(Debug)]
pub struct Malformed<'a> {
    /// Where it went wrong.
    pub layer: Layer,
    /// What went wrong.
    pub problem: Problem<'a>,
}

/// The layer a [`Malformed`] packet went wrong at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Layer {
    /// The pcap record: its header, or the captured bytes it announces.
    Record,
    /// The Ethernet header.
    Ethernet,
    /// An 802.1Q VLAN tag.
    Vlan,
    /// The Linux "cooked" header of captures on any interface.
    LinuxCooked,
    /// The first byte of a raw IP packet, which names its version.
    Ip,
    /// The IPv4 header, its options or its length.
    Ipv4,
    /// The IPv6 fixed header or its length.
    Ipv6,
    /// An IPv6 extension header.
    Ipv6Extension,
    /// The UDP header or its length.
    Udp,
    /// The TCP header or its options.
    Tcp,
    /// The ICMP or ICMPv6 header.
    Icmp,
    /// The DNS header, or the length prefix of a DNS message over TCP.
    Dns,
    /// The first question of a DNS message.
    Question,
}

/// What was wrong in a [`Malformed`] packet.
#[derive(Debug)]
pub enum Problem<'a> {
    /// A fixed-size header did not fit in the bytes left. transmutable's error
    /// says how many bytes there were and how many the header takes.
    Cut(CastError<&'a [u8]>),
    /// A length field announces more bytes than are left.
    Overrun {
        /// The field, as a reader would name it: `"total length"`.
        field: &'static str,
        /// The bytes it announces.
        length: usize,
        /// The bytes left.
        available: usize,
    },
    /// A length field announces fewer bytes than the header it covers.
    TooShort {
        /// The field: `"UDP length"`.
        field: &'static str,
        /// The bytes it announces.
        length: usize,
        /// The fewest it may announce.
        minimum: usize,
    },
    /// The version field does not match the header it is in.
    Version {
        /// The versions this header may have: `"4"`, `"4 or 6"`.
        expected: &'static str,
        /// The version the field holds.
        found: u8,
    },
    /// A label of a question's name is not a plain label: a compression
    /// pointer (`0b11` in the top bits of its length byte), which this
    /// parser does not follow, or a reserved label type (`0b01`, `0b10`).
    LabelType {
        /// The label's offset in the DNS message.
        offset: usize,
        /// Its first byte.
        byte: u8,
    },
    /// A name of more than 255 bytes, the limit of RFC 1035.
    NameTooLong,
    /// A field holds a value the protocol does not define (a question's
    /// class). transmutable's error says which field, which value, and which
    /// values are defined.
    Invalid(ValidityError<&'a [u8]>),
}

impl<'a> Malformed<'a> {
    /// A `problem` at `layer`.
    pub fn new(layer: Layer, problem: Problem<'a>) -> Self {
        Malformed { layer, problem }
    }

    /// The function for `map_err` when transmutable finds too few bytes for a
    /// header of `layer`.
    pub fn cut(layer: Layer) -> impl FnOnce(CastError<&'a [u8]>) -> Self {
        move |error| Malformed::new(layer, Problem::Cut(error))
    }
}

impl fmt::Display for Malformed<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.layer, self.problem)
    }
}

impl fmt::Display for Layer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Layer::Record => "pcap record",
            Layer::Ethernet => "Ethernet header",
            Layer::Vlan => "VLAN tag",
            Layer::LinuxCooked => "Linux cooked header",
            Layer::Ip => "IP header",
            Layer::Ipv4 => "IPv4 header",
            Layer::Ipv6 => "IPv6 header",
            Layer::Ipv6Extension => "IPv6 extension header",
            Layer::Udp => "UDP header",
            Layer::Tcp => "TCP header",
            Layer::Icmp => "ICMP header",
            Layer::Dns => "DNS header",
            Layer::Question => "DNS question",
        })
    }
}

impl fmt::Display for Problem<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Problem::Cut(error) => write!(f, "{error}"),
            Problem::Overrun { field, length, available } => {
                write!(f, "the {field} announces {length} bytes, but only {available} are left")
            }
            Problem::TooShort { field, length, minimum } => {
                write!(f, "the {field} is {length} bytes, fewer than the {minimum} it must cover")
            }
            Problem::Version { expected, found } => write!(f, "the version is {found}, not {expected}"),
            Problem::LabelType { offset, byte } => {
                let kind = if byte >> 6 == 0b11 {
                    "a compression pointer, which this parser does not follow in a question"
                } else {
                    "a reserved label type"
                };
                write!(f, "the label at byte {offset} starts with {byte:#04x}, {kind}")
            }
            Problem::NameTooLong => write!(f, "the name is longer than {} bytes", dns::MAX_NAME_LENGTH),
            Problem::Invalid(error) => write!(f, "{error}"),
        }
    }
}

/// Parses one captured frame of a capture whose link type is `link_type`,
/// down to the DNS question where there is one.
///
/// The result borrows from `frame`: headers are references into it.
pub fn parse_frame(link_type: LinkType, frame: &[u8]) -> Result<Packet<'_>, Malformed<'_>> {
    let link = link::parse(link_type, frame)?;
    let datagram = match link.ether_type {
        link::ETHER_TYPE_IPV4 => ip::parse_ipv4(link.payload)?,
        link::ETHER_TYPE_IPV6 => ip::parse_ipv6(link.payload)?,
        ether_type => return Ok(Packet { vlan: link.vlan, network: Network::Other { ether_type } }),
    };
    let transport = parse_transport(&datagram)?;
    let network = Network::Ip { ip: datagram.ip, extension_headers: datagram.extension_headers, transport };
    Ok(Packet { vlan: link.vlan, network })
}

/// The transport layer of `datagram`, and DNS above it.
fn parse_transport<'a>(datagram: &ip::Datagram<'a>) -> Result<Transport<'a>, Malformed<'a>> {
    if let Some(offset) = datagram.fragment_offset {
        return Ok(Transport::Fragment { protocol: datagram.protocol, offset });
    }
    let icmp = match datagram.ip {
        Ip::V4(_) => ip::PROTOCOL_ICMP,
        Ip::V6(_) => ip::PROTOCOL_ICMPV6,
    };
    Ok(match datagram.protocol {
        ip::PROTOCOL_UDP => {
            let (header, data) = transport::parse_udp(datagram.payload)?;
            let payload = if header.ports.include(DNS_PORT) {
                dns_payload(dns::parse_message(data))
            } else {
                Payload::Data(data)
            };
            Transport::Udp { header, payload }
        }
        ip::PROTOCOL_TCP => {
            let (header, data) = transport::parse_tcp(datagram.payload)?;
            let payload = if header.ports.include(DNS_PORT) && !data.is_empty() {
                parse_dns_over_tcp(data)
            } else {
                Payload::Data(data)
            };
            Transport::Tcp { header, payload }
        }
        protocol if protocol == icmp => {
            let (header, body) = transport::parse_icmp(datagram.payload)?;
            let quoted = if header.is_error(&datagram.ip) { transport::parse_quoted(body) } else { None };
            Transport::Icmp { header, quoted }
        }
        protocol => Transport::Other { protocol },
    })
}

/// A DNS message in a TCP segment: a two-byte length, then the message
/// (RFC 1035, section 4.2.2). A message longer than the segment continues
/// in the next ones; this reads only messages that start and end in one
/// segment, and the first of them if there are more. Without following the
/// stream's sequence numbers, a segment that continues a message cannot be
/// told from one that starts one: every segment to or from port 53 is read
/// as starting one.
fn parse_dns_over_tcp(data: &[u8]) -> Payload<'_> {
    let Ok((length, rest)) = transmutable::ref_from_prefix::<U16<NetworkEndian>>(data) else {
        return Payload::DnsPart { length: None, present: data.len() };
    };
    match rest.split_at_checked(usize::from(length.get())) {
        Some((message, _)) => dns_payload(dns::parse_message(message)),
        None => Payload::DnsPart { length: Some(length.get()), present: rest.len() },
    }
}

/// The payload of a DNS message as parsed: a malformed message keeps the
/// layers below it.
fn dns_payload<'a>(message: Result<Message<'a>, Malformed<'a>>) -> Payload<'a> {
    match message {
        Ok(message) => Payload::Dns(message),
        Err(malformed) => Payload::Malformed(malformed),
    }
}

impl<'a> Packet<'a> {
    /// What did not parse, if the packet's layers parsed but its DNS
    /// message did not.
    pub fn malformed(&self) -> Option<&Malformed<'a>> {
        match &self.network {
            Network::Ip {
                transport:
                    Transport::Udp { payload: Payload::Malformed(malformed), .. }
                    | Transport::Tcp { payload: Payload::Malformed(malformed), .. },
                ..
            } => Some(malformed),
            _ => None,
        }
    }
}

/// One record of a capture, with its frame parsed as far as it goes.
#[derive(Debug)]
pub struct ParsedRecord<'a> {
    /// The record's position in the file, from 1.
    pub number: usize,
    /// When the frame was captured (since the Unix epoch), if the record's
    /// header was whole.
    pub time: Option<Duration>,
    /// The captured bytes of the frame (none if the record was cut short).
    pub frame: &'a [u8],
    /// The frame's length on the wire, if the record's header was whole:
    /// more than `frame.len()` if the snap length cut it.
    pub original_length: Option<u32>,
    /// What the frame held, or why it could not be read.
    pub packet: Result<Packet<'a>, Malformed<'a>>,
}

/// Every record of `capture`, parsed.
pub fn parse_records<'a>(capture: &Capture<'a>) -> impl Iterator<Item = ParsedRecord<'a>> {
    let link_type = capture.link_type;
    capture.records().enumerate().map(move |(index, record)| match record {
        Ok(record) => ParsedRecord {
            number: index + 1,
            time: Some(record.time),
            frame: record.frame,
            original_length: Some(record.original_length),
            packet: parse_frame(link_type, record.frame),
        },
        Err(malformed) => {
            ParsedRecord { number: index + 1, time: None, frame: &[], original_length: None, packet: Err(malformed) }
        }
    })
}

/// Parses a whole capture file and counts what it holds.
///
/// This is the entry point for fuzzing: any bytes give either totals or a
/// [`FileError`], never a panic.
pub fn tally(file: &[u8]) -> Result<Totals, FileError<'_>> {
    let capture = parse_capture(file)?;
    let mut totals = Totals::default();
    for record in parse_records(&capture) {
        totals.add(&record);
    }
    Ok(totals)
}

/// Counts over the records of a capture.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Totals {
    /// Records, whole or not.
    pub packets: usize,
    /// Captured bytes of the frames.
    pub bytes: usize,
    /// Records whose frame parsed (`well_formed + malformed == packets`).
    pub well_formed: usize,
    /// Records cut short, or whose frame did not parse down to its DNS
    /// message (a packet with a malformed DNS message counts here only).
    pub malformed: usize,
    /// Well-formed IPv4 packets.
    pub ipv4: usize,
    /// Well-formed IPv6 packets.
    pub ipv6: usize,
    /// Well-formed frames of other protocols (`ipv4 + ipv6 + not_ip ==
    /// well_formed`).
    pub not_ip: usize,
    /// UDP datagrams.
    pub udp: usize,
    /// TCP segments.
    pub tcp: usize,
    /// ICMP and ICMPv6 messages.
    pub icmp: usize,
    /// Fragments (`udp + tcp + icmp + fragments + other_transport == ipv4 +
    /// ipv6`).
    pub fragments: usize,
    /// Packets of other IP protocols.
    pub other_transport: usize,
    /// DNS messages over UDP.
    pub dns_over_udp: DnsTotals,
    /// DNS messages over TCP (whole in one segment).
    pub dns_over_tcp: DnsTotals,
}

/// Counts over DNS messages.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DnsTotals {
    /// Messages with QR clear.
    pub queries: usize,
    /// Messages with QR set.
    pub responses: usize,
    /// Responses with TC set: the answer did not fit.
    pub truncated: usize,
    /// Responses by response code (the header's four bits; the extended
    /// code of EDNS is not read).
    pub rcodes: BTreeMap<Rcode, usize>,
    /// Queries by the type of their first question (queries with no
    /// question are not counted here).
    pub query_types: BTreeMap<QueryType, usize>,
}

impl Totals {
    /// Counts `record`.
    pub fn add(&mut self, record: &ParsedRecord<'_>) {
        self.packets += 1;
        self.bytes += record.frame.len();
        let packet = match &record.packet {
            Ok(packet) if packet.malformed().is_none() => packet,
            _ => {
                self.malformed += 1;
                return;
            }
        };
        self.well_formed += 1;
        let Network::Ip { ip, transport, .. } = &packet.network else {
            self.not_ip += 1;
            return;
        };
        match ip {
            Ip::V4(_) => self.ipv4 += 1,
            Ip::V6(_) => self.ipv6 += 1,
        }
        match transport {
            Transport::Udp { payload, .. } => {
                self.udp += 1;
                self.dns_over_udp.add(payload);
            }
            Transport::Tcp { payload, .. } => {
                self.tcp += 1;
                self.dns_over_tcp.add(payload);
            }
            Transport::Icmp { .. } => self.icmp += 1,
            Transport::Fragment { .. } => self.fragments += 1,
            Transport::Other { .. } => self.other_transport += 1,
        }
    }
}

impl DnsTotals {
    /// Counts `payload` if it is a DNS message.
    fn add(&mut self, payload: &Payload<'_>) {
        let Payload::Dns(message) = payload else { return };
        let header = message.header;
        if header.is_response() {
            self.responses += 1;
            self.truncated += usize::from(header.is_truncated());
            *self.rcodes.entry(header.rcode()).or_default() += 1;
        } else {
            self.queries += 1;
            if let Some(question) = &message.question {
                *self.query_types.entry(question.query_type()).or_default() += 1;
            }
        }
    }

    /// All DNS messages counted.
    pub fn messages(&self) -> usize {
        self.queries + self.responses
    }
}
