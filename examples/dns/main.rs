//! Reads a pcap capture of DNS traffic, zero-copy, and prints one line per
//! packet, then totals.
//!
//! ```text
//! cargo run --example dns                    # the capture in examples/data
//! cargo run --example dns -- other.pcap
//! ```
//!
//! Every header, from the pcap file header to the DNS question, is a
//! `#[repr(C)]` struct that transmutable lets bytes be viewed as: see `parse.rs`
//! for the pipeline and one module per layer. This file only prints.
//!
//! Packets that cannot be parsed are reported with the layer and what was
//! wrong, and skipped; the exit code is non-zero only if the file cannot be
//! read or is not a pcap capture.

#![forbid(unsafe_code)]

// By path, as the test and the benchmark include it, so that its modules
// resolve the same way everywhere (see `parse.rs`).
#[path = "parse.rs"]
mod parse;

use std::fmt;
use std::io::{self, BufWriter, Write};
use std::net::IpAddr;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use parse::dns::Message;
use parse::pcap::{Endianness, Precision};
use parse::{
    ip, Capture, DnsTotals, Ip, LinkType, Network, Packet, ParsedRecord, Payload, TcpHeader, Totals, Transport,
};

/// The capture the example reads when given none.
const DEFAULT_CAPTURE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/examples/data/dns.pcap");

/// Widths of the columns of a packet line.
const NUMBER: usize = 5;
const TIME: usize = 11;
const BYTES: usize = 5;
const ENDPOINT: usize = 21;
const PROTOCOL: usize = 6;
const DNS_KIND: usize = 12;
const DNS_STATUS: usize = 8;

/// Widths of the columns of the totals.
const LABEL: usize = 20;
const COUNT: usize = 10;

fn main() -> ExitCode {
    let arguments: Vec<_> = std::env::args_os().skip(1).collect();
    let path = match arguments.as_slice() {
        [] => PathBuf::from(DEFAULT_CAPTURE),
        [path] if path != "-h" && path != "--help" => PathBuf::from(path),
        _ => {
            eprintln!(
                "usage: dns [CAPTURE.pcap]\n\nPrints the DNS traffic in a pcap capture (default: {DEFAULT_CAPTURE})."
            );
            return ExitCode::from(2);
        }
    };
    let file = match std::fs::read(&path) {
        Ok(file) => file,
        Err(error) => {
            eprintln!("dns: cannot read {}: {error}", path.display());
            return ExitCode::FAILURE;
        }
    };
    let capture = match parse::parse_capture(&file) {
        Ok(capture) => capture,
        Err(error) => {
            eprintln!("dns: cannot read {} as a capture: {error}", path.display());
            return ExitCode::FAILURE;
        }
    };
    let mut out = BufWriter::new(io::stdout().lock());
    match report(&mut out, &path, &capture).and_then(|()| out.flush()) {
        Ok(()) => ExitCode::SUCCESS,
        // The reader stopped early (`| head`): nothing is wrong.
        Err(error) if error.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("dns: cannot write the report: {error}");
            ExitCode::FAILURE
        }
    }
}

/// Prints the capture's header, a line per packet, and the totals.
fn report(out: &mut impl Write, path: &std::path::Path, capture: &Capture<'_>) -> io::Result<()> {
    let endianness = match capture.endianness {
        Endianness::Little => "little-endian",
        Endianness::Big => "big-endian",
    };
    let precision = match capture.precision {
        Precision::Microseconds => "microsecond",
        Precision::Nanoseconds => "nanosecond",
    };
    let link_type = match capture.link_type {
        LinkType::Ethernet => "Ethernet",
        LinkType::RawIp => "raw IP",
        LinkType::LinuxCooked => "Linux cooked",
    };
    let (major, minor) = capture.version;
    writeln!(
        out,
        "{}: pcap {major}.{minor}, {endianness}, {precision} timestamps, {link_type} frames, snap length {}\n",
        path.display(),
        capture.snap_length,
    )?;
    writeln!(
        out,
        "{:>NUMBER$}  {:>TIME$}  {:>BYTES$}  {:<4}  {:<ENDPOINT$}    {:<ENDPOINT$}  {:<PROTOCOL$}  what",
        "#", "time", "bytes", "net", "source", "destination", "proto"
    )?;
    let mut totals = Totals::default();
    let mut start = None;
    for record in parse::parse_records(capture) {
        if start.is_none() {
            start = record.time;
        }
        write_record(out, &record, start, capture.precision)?;
        totals.add(&record);
    }
    write_totals(out, &totals)
}

/// Writes the line of one record.
fn write_record(
    out: &mut impl Write,
    record: &ParsedRecord<'_>,
    start: Option<Duration>,
    precision: Precision,
) -> io::Result<()> {
    let time = match (record.time, start) {
        (Some(time), Some(start)) => Relative { time, start, precision }.to_string(),
        _ => "-".to_owned(),
    };
    write!(out, "{:>NUMBER$}  {time:>TIME$}  {:>BYTES$}  ", record.number, record.frame.len())?;
    match &record.packet {
        Ok(packet) => write!(out, "{}", PacketLine(packet))?,
        Err(malformed) => write!(out, "malformed: {malformed}")?,
    }
    match record.original_length {
        Some(original) if original as usize > record.frame.len() => {
            writeln!(out, "  [{} of {original} bytes captured]", record.frame.len())
        }
        _ => writeln!(out),
    }
}

/// A time since the first packet, in seconds, to the precision of the
/// capture.
struct Relative {
    time: Duration,
    start: Duration,
    precision: Precision,
}

impl fmt::Display for Relative {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Timestamps may go backwards: clocks are adjusted, files merged.
        let (sign, offset) = match self.time.checked_sub(self.start) {
            Some(offset) => ("", offset),
            None => ("-", self.start - self.time),
        };
        match self.precision {
            Precision::Microseconds => write!(f, "{sign}{}.{:06}", offset.as_secs(), offset.subsec_micros()),
            Precision::Nanoseconds => write!(f, "{sign}{}.{:09}", offset.as_secs(), offset.subsec_nanos()),
        }
    }
}

/// The part of a packet's line after its number, time and size.
struct PacketLine<'a, 'p>(&'p Packet<'a>);

impl fmt::Display for PacketLine<'_, '_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let packet = self.0;
        match &packet.network {
            Network::Other { ether_type } => {
                write!(f, "{:<4}  EtherType {ether_type:#06x}", "-")?;
                if let Some(name) = ether_type_name(*ether_type) {
                    write!(f, " ({name})")?;
                }
            }
            Network::Ip { ip, extension_headers, transport } => {
                let ports = match transport {
                    Transport::Udp { header, .. } => Some(&header.ports),
                    Transport::Tcp { header, .. } => Some(&header.ports),
                    _ => None,
                };
                let family = match ip {
                    Ip::V4(_) => "IPv4",
                    Ip::V6(_) => "IPv6",
                };
                let source = Endpoint(ip.source(), ports.map(|ports| ports.source.get()));
                let destination = Endpoint(ip.destination(), ports.map(|ports| ports.destination.get()));
                write!(f, "{family}  {source:<ENDPOINT$} -> {destination:<ENDPOINT$}  ")?;
                write_transport(f, ip, transport)?;
                if *extension_headers > 0 {
                    write!(f, "  [{extension_headers} IPv6 extension headers]")?;
                }
            }
        }
        if let Some(vlan) = packet.vlan {
            write!(f, "  [VLAN {vlan}]")?;
        }
        Ok(())
    }
}

/// Writes the protocol column and the summary of a transport layer.
fn write_transport(f: &mut fmt::Formatter<'_>, ip: &Ip<'_>, transport: &Transport<'_>) -> fmt::Result {
    match transport {
        Transport::Udp { payload, .. } => {
            write!(f, "{:<PROTOCOL$}  ", "UDP")?;
            write_payload(f, payload, None)
        }
        Transport::Tcp { header, payload } => {
            write!(f, "{:<PROTOCOL$}  ", "TCP")?;
            write_payload(f, payload, Some(header))
        }
        Transport::Icmp { header, quoted } => {
            write!(f, "{:<PROTOCOL$}  ", icmp_name(ip))?;
            match header.type_name(ip) {
                Some(name) => write!(f, "{name}")?,
                None => write!(f, "type {}", header.message_type)?,
            }
            match header.unreachable_name(ip) {
                Some(reason) => write!(f, " ({reason})")?,
                None if header.code != 0 => write!(f, " (code {})", header.code)?,
                None => {}
            }
            if let Some(quoted) = quoted {
                let ports = quoted.ports;
                let source = Endpoint(quoted.ip.source(), ports.map(|ports| ports.source.get()));
                let destination = Endpoint(quoted.ip.destination(), ports.map(|ports| ports.destination.get()));
                let protocol = protocol_name(&quoted.ip, quoted.protocol);
                write!(f, ", for {protocol} {source} -> {destination}")?;
            }
            Ok(())
        }
        Transport::Fragment { protocol, offset } => {
            write!(f, "{:<PROTOCOL$}  fragment at offset {offset}, not reassembled", protocol_name(ip, *protocol))
        }
        Transport::Other { protocol } => write!(f, "{:<PROTOCOL$}", protocol_name(ip, *protocol)),
    }
}

/// Writes the summary of what a UDP datagram or, with its header, a TCP
/// segment carries.
fn write_payload(f: &mut fmt::Formatter<'_>, payload: &Payload<'_>, tcp: Option<&TcpHeader>) -> fmt::Result {
    match payload {
        Payload::Dns(message) => write_dns(f, message),
        Payload::DnsPart { length: Some(length), present } => {
            write!(f, "DNS message of {length} bytes, {present} here, the rest in later segments")
        }
        Payload::DnsPart { length: None, present } => {
            write!(f, "{present} byte of a DNS message, the rest in later segments")
        }
        Payload::Malformed(malformed) => write!(f, "malformed: {malformed}"),
        Payload::Data(data) => match tcp {
            Some(header) => {
                let flags: Vec<_> = header.flag_names().collect();
                write!(f, "[{}]", flags.join(", "))?;
                match data.len() {
                    0 => Ok(()),
                    length => write!(f, " {length} bytes of data"),
                }
            }
            None => write!(f, "{} bytes of data, not DNS", data.len()),
        },
    }
}

/// Writes the summary of a DNS message: kind, id, flags, opcode or
/// response code, counts, question.
fn write_dns(f: &mut fmt::Formatter<'_>, message: &Message<'_>) -> fmt::Result {
    let header = message.header;
    let (kind, status) = if header.is_response() {
        ("DNS response", header.rcode().to_string())
    } else {
        ("DNS query", header.opcode().to_string())
    };
    write!(f, "{kind:<DNS_KIND$}  id={:#06x}  ", header.id.get())?;
    // At fixed places, so that a column of lines shows which differ.
    let flags = [
        (header.is_response(), "qr"),
        (header.is_authoritative(), "aa"),
        (header.is_truncated(), "tc"),
        (header.recursion_desired(), "rd"),
        (header.recursion_available(), "ra"),
        (header.authentic_data(), "ad"),
        (header.checking_disabled(), "cd"),
    ];
    for (set, name) in flags {
        write!(f, "{} ", if set { name } else { "  " })?;
    }
    write!(
        f,
        " {status:<DNS_STATUS$}  qd={} an={} ns={} ar={}  ",
        header.question_count, header.answer_count, header.authority_count, header.additional_count
    )?;
    match &message.question {
        Some(question) if question.class() == parse::dns::Class::Internet => {
            write!(f, "{} {}", question.name, question.query_type())
        }
        Some(question) => write!(f, "{} {} {}", question.name, question.class(), question.query_type()),
        None => write!(f, "(no question)"),
    }
}

/// An address and, for UDP and TCP, a port: `127.0.0.1:53`, `[::1]:53`.
struct Endpoint(IpAddr, Option<u16>);

impl fmt::Display for Endpoint {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Formatted first, so that the column width applies to the whole.
        let text = match (self.0, self.1) {
            (address, None) => address.to_string(),
            (IpAddr::V4(address), Some(port)) => format!("{address}:{port}"),
            (IpAddr::V6(address), Some(port)) => format!("[{address}]:{port}"),
        };
        f.pad(&text)
    }
}

fn icmp_name(ip: &Ip<'_>) -> &'static str {
    match ip {
        Ip::V4(_) => "ICMP",
        Ip::V6(_) => "ICMPv6",
    }
}

/// The name of an IP protocol number, or the number.
fn protocol_name(ip: &Ip<'_>, protocol: u8) -> String {
    match protocol {
        ip::PROTOCOL_UDP => "UDP".to_owned(),
        ip::PROTOCOL_TCP => "TCP".to_owned(),
        ip::PROTOCOL_ICMP | ip::PROTOCOL_ICMPV6 => icmp_name(ip).to_owned(),
        _ => format!("IP/{protocol}"),
    }
}

fn ether_type_name(ether_type: u16) -> Option<&'static str> {
    match ether_type {
        0x0806 => Some("ARP"),
        0x88CC => Some("LLDP"),
        0x8035 => Some("RARP"),
        _ => None,
    }
}

/// Writes the totals: packets by layer, then DNS messages over UDP and
/// TCP side by side.
fn write_totals(out: &mut impl Write, totals: &Totals) -> io::Result<()> {
    writeln!(out, "\nTotals")?;
    let rows = [
        ("packets", totals.packets),
        ("bytes", totals.bytes),
        ("well formed", totals.well_formed),
        ("malformed", totals.malformed),
        ("IPv4", totals.ipv4),
        ("IPv6", totals.ipv6),
        ("not IP", totals.not_ip),
        ("UDP", totals.udp),
        ("TCP", totals.tcp),
        ("ICMP", totals.icmp),
        ("fragments", totals.fragments),
        ("other IP protocols", totals.other_transport),
    ];
    for (label, count) in rows {
        writeln!(out, "  {label:<LABEL$}{count:>COUNT$}")?;
    }

    let (udp, tcp) = (&totals.dns_over_udp, &totals.dns_over_tcp);
    writeln!(out, "\n{:<width$}{:>COUNT$}{:>COUNT$}", "DNS messages", "over UDP", "over TCP", width = LABEL + 2)?;
    let row = |out: &mut dyn Write, label: &dyn fmt::Display, count: fn(&DnsTotals) -> usize| {
        writeln!(out, "  {:<LABEL$}{:>COUNT$}{:>COUNT$}", label.to_string(), count(udp), count(tcp))
    };
    row(out, &"queries", |dns| dns.queries)?;
    row(out, &"responses", |dns| dns.responses)?;
    row(out, &"truncated (TC)", |dns| dns.truncated)?;

    writeln!(out, "  responses by rcode")?;
    let mut rcodes: Vec<_> = udp.rcodes.keys().chain(tcp.rcodes.keys()).copied().collect();
    rcodes.sort();
    rcodes.dedup();
    for rcode in rcodes {
        let count = |dns: &DnsTotals| dns.rcodes.get(&rcode).copied().unwrap_or(0);
        writeln!(
            out,
            "    {:<width$}{:>COUNT$}{:>COUNT$}",
            rcode.to_string(),
            count(udp),
            count(tcp),
            width = LABEL - 2
        )?;
    }

    writeln!(out, "  queries by type")?;
    let mut types: Vec<_> = udp.query_types.keys().chain(tcp.query_types.keys()).copied().collect();
    types.sort();
    types.dedup();
    for query_type in types {
        let count = |dns: &DnsTotals| dns.query_types.get(&query_type).copied().unwrap_or(0);
        writeln!(
            out,
            "    {:<width$}{:>COUNT$}{:>COUNT$}",
            query_type.to_string(),
            count(udp),
            count(tcp),
            width = LABEL - 2
        )?;
    }
    Ok(())
}
