//! Packet parsing throughput: the DNS example's zero-copy parser
//! (`examples/dns/parse.rs`, every header a transmutable view) beside
//! `etherparse`, on the frames of `examples/data/dns.pcap`, loaded into
//! memory once.
//!
//! Two comparisons, each over every frame of the capture:
//!
//! - **headers**: Ethernet, then IPv4 or IPv6, then the UDP, TCP or ICMP
//!   header, with the lengths each header announces checked against the
//!   bytes left.
//! - **to the DNS question**: the same, then the DNS header and the first
//!   question of every message to or from port 53 (over TCP, after the
//!   length prefix). Both sides read the DNS layer with the example's code,
//!   which `etherparse` has no counterpart for, so the difference is the
//!   layers below.
//!
//! Each side sums the destination ports and, for DNS, the message ids and
//! question types; the sums are checked equal before measuring, so that
//! both sides are known to do the same work.
//!
//! Run with `cargo bench --bench packets`.

#[path = "../examples/dns/parse.rs"]
mod parse;

use std::hint::black_box;
use std::time::Duration;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use etherparse::{SlicedPacket, TransportSlice};

use parse::dns::Message;
use parse::{ip, link, transport, LinkType, Network, Payload, Transport, DNS_PORT};

const CAPTURE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/examples/data/dns.pcap");

/// The frames of the capture, each a slice of `file`.
fn frames(file: &[u8]) -> Vec<&[u8]> {
    let capture = parse::parse_capture(file).expect("the shipped capture is a pcap file");
    assert_eq!(capture.link_type, LinkType::Ethernet);
    capture.records().map(|record| record.expect("the shipped capture has no cut records").frame).collect()
}

/// What a DNS message adds to a sum: its id and the type of its first
/// question.
fn message_sum(message: &Message<'_>) -> u64 {
    u64::from(message.header.id.get()) + message.question.map_or(0, |question| u64::from(question.query_type().0))
}

/// Ethernet to the transport header, with the example's layers.
fn transmutable_headers(frames: &[&[u8]]) -> u64 {
    let mut sum = 0;
    for frame in frames {
        let Ok(link) = link::parse(LinkType::Ethernet, frame) else { continue };
        let datagram = match link.ether_type {
            link::ETHER_TYPE_IPV4 => ip::parse_ipv4(link.payload),
            link::ETHER_TYPE_IPV6 => ip::parse_ipv6(link.payload),
            _ => continue,
        };
        let Ok(datagram) = datagram else { continue };
        sum += match datagram.protocol {
            ip::PROTOCOL_UDP => {
                transport::parse_udp(datagram.payload).map_or(0, |(header, _)| header.ports.destination.get())
            }
            ip::PROTOCOL_TCP => {
                transport::parse_tcp(datagram.payload).map_or(0, |(header, _)| header.ports.destination.get())
            }
            ip::PROTOCOL_ICMP | ip::PROTOCOL_ICMPV6 => transport::parse_icmp(datagram.payload).map_or(0, |_| 0),
            _ => 0,
        } as u64;
    }
    sum
}

/// Ethernet to the transport header, with `etherparse`.
fn etherparse_headers(frames: &[&[u8]]) -> u64 {
    let mut sum = 0;
    for frame in frames {
        let Ok(packet) = SlicedPacket::from_ethernet(frame) else { continue };
        sum += match packet.transport {
            Some(TransportSlice::Udp(udp)) => udp.destination_port(),
            Some(TransportSlice::Tcp(tcp)) => tcp.destination_port(),
            _ => 0,
        } as u64;
    }
    sum
}

/// Ethernet to the DNS question, with the example's parser.
fn transmutable_dns(frames: &[&[u8]]) -> u64 {
    let mut sum = 0;
    for frame in frames {
        let Ok(packet) = parse::parse_frame(LinkType::Ethernet, frame) else { continue };
        let Network::Ip { transport, .. } = packet.network else { continue };
        let (port, payload) = match transport {
            Transport::Udp { header, payload } => (header.ports.destination.get(), payload),
            Transport::Tcp { header, payload } => (header.ports.destination.get(), payload),
            _ => continue,
        };
        sum += u64::from(port);
        if let Payload::Dns(message) = payload {
            sum += message_sum(&message);
        }
    }
    sum
}

/// Ethernet to the transport header with `etherparse`, then the DNS
/// layer as the example reads it.
fn etherparse_dns(frames: &[&[u8]]) -> u64 {
    let mut sum = 0;
    for frame in frames {
        let Ok(packet) = SlicedPacket::from_ethernet(frame) else { continue };
        let (ports, message) = match packet.transport {
            Some(TransportSlice::Udp(udp)) => {
                let ports = (udp.source_port(), udp.destination_port());
                let dns = ports.0 == DNS_PORT || ports.1 == DNS_PORT;
                (ports, if dns { Some(udp.payload()) } else { None })
            }
            Some(TransportSlice::Tcp(tcp)) => {
                let ports = (tcp.source_port(), tcp.destination_port());
                let dns = (ports.0 == DNS_PORT || ports.1 == DNS_PORT) && !tcp.payload().is_empty();
                (ports, if dns { message_over_tcp(tcp.payload()) } else { None })
            }
            _ => continue,
        };
        sum += u64::from(ports.1);
        if let Some(Ok(message)) = message.map(parse::dns::parse_message) {
            sum += message_sum(&message);
        }
    }
    sum
}

/// The DNS message after the two-byte length prefix of DNS over TCP, if
/// the segment holds all of it.
fn message_over_tcp(data: &[u8]) -> Option<&[u8]> {
    let (length, rest) = data.split_first_chunk::<2>()?;
    rest.get(..usize::from(u16::from_be_bytes(*length)))
}

fn packets_benchmark(c: &mut Criterion) {
    let file = std::fs::read(CAPTURE).expect("the shipped capture can be read");
    let frames = frames(&file);
    assert_eq!(transmutable_headers(&frames), etherparse_headers(&frames), "the header parsers disagree");
    assert_eq!(transmutable_dns(&frames), etherparse_dns(&frames), "the DNS parsers disagree");

    let mut group = c.benchmark_group("dns.pcap headers");
    group.throughput(Throughput::Elements(frames.len() as u64));
    group.bench_function("transmutable (examples/dns)", |b| b.iter(|| transmutable_headers(black_box(&frames))));
    group.bench_function("etherparse SlicedPacket", |b| b.iter(|| etherparse_headers(black_box(&frames))));
    group.finish();

    let mut group = c.benchmark_group("dns.pcap to the DNS question");
    group.throughput(Throughput::Elements(frames.len() as u64));
    group.bench_function("transmutable (examples/dns)", |b| b.iter(|| transmutable_dns(black_box(&frames))));
    group.bench_function("etherparse SlicedPacket + examples/dns", |b| b.iter(|| etherparse_dns(black_box(&frames))));
    group.finish();
}

fn configured() -> Criterion {
    Criterion::default().sample_size(20).warm_up_time(Duration::from_secs(1)).measurement_time(Duration::from_secs(3))
}

criterion_group! {
    name = benches;
    config = configured();
    targets = packets_benchmark
}
criterion_main!(benches);
