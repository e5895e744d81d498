//! The DNS example's parser (`examples/dns`), run on the capture it ships
//! with and checked against `examples/data/README.md`, whose counts come from
//! an independent dissector, not from this parser; then on the same capture
//! rewritten (the other byte order, nanosecond timestamps, other link
//! types, VLAN tags), on damaged copies of it, and on random bytes, where it
//! must never panic and its counts must stay consistent.

#[path = "../examples/dns/parse.rs"]
mod parse;

use std::collections::BTreeMap;

use proptest::prelude::*;

use parse::dns::{Class, QueryType, Rcode};
use parse::{FileError, LinkType, Network, Packet, Payload, Totals, Transport};

/// The capture the example ships with.
const CAPTURE: &[u8] = include_bytes!("../examples/data/dns.pcap");

/// The size of a pcap file header and of a record header.
const FILE_HEADER: usize = 24;
const RECORD_HEADER: usize = 16;
/// The size of an Ethernet header without VLAN tags.
const ETHERNET: usize = 14;

fn tally(file: &[u8]) -> Totals {
    parse::tally(file).unwrap_or_else(|error| panic!("not read as a capture: {error}"))
}

/// The packets of a capture that parse, by record number.
fn packets<'a>(capture: &parse::Capture<'a>) -> Vec<(usize, Packet<'a>)> {
    parse::parse_records(capture)
        .map(|record| {
            (record.number, record.packet.unwrap_or_else(|error| panic!("record {}: {error}", record.number)))
        })
        .collect()
}

fn shipped() -> parse::Capture<'static> {
    parse::parse_capture(CAPTURE).unwrap()
}

/// The DNS message a packet carries, if any, with whether it came over TCP.
fn dns<'p, 'a>(packet: &'p Packet<'a>) -> Option<(&'p parse::Message<'a>, bool)> {
    match &packet.network {
        Network::Ip { transport: Transport::Udp { payload: Payload::Dns(message), .. }, .. } => Some((message, false)),
        Network::Ip { transport: Transport::Tcp { payload: Payload::Dns(message), .. }, .. } => Some((message, true)),
        _ => None,
    }
}

#[test]
fn shipped_capture_has_the_counts_of_its_readme() {
    let totals = tally(CAPTURE);
    // 220 packets, 110 per family, none cut short.
    assert_eq!(totals.packets, 220);
    assert_eq!(totals.bytes, CAPTURE.len() - FILE_HEADER - 220 * RECORD_HEADER);
    assert_eq!((totals.well_formed, totals.malformed), (220, 0));
    assert_eq!((totals.ipv4, totals.ipv6, totals.not_ip), (110, 110, 0));
    // 98 + 98 DNS over UDP, 1 + 1 datagrams to port 9, 10 + 10 TCP
    // segments, 1 + 1 ICMP replies.
    assert_eq!((totals.udp, totals.tcp, totals.icmp, totals.fragments, totals.other_transport), (198, 20, 2, 0, 0));

    let udp = &totals.dns_over_udp;
    assert_eq!((udp.queries, udp.responses, udp.truncated), (98, 98, 6));
    let rcodes = BTreeMap::from([(Rcode::NOERROR, 82), (Rcode::NXDOMAIN, 12), (Rcode::REFUSED, 4)]);
    assert_eq!(udp.rcodes, rcodes);
    let query_types = BTreeMap::from([
        (QueryType::A, 28),
        (QueryType::AAAA, 20),
        (QueryType::TXT, 26),
        (QueryType::MX, 12),
        (QueryType::PTR, 8),
        (QueryType::SRV, 4),
    ]);
    assert_eq!(udp.query_types, query_types);

    // After the third truncated answer, the client asks again over TCP,
    // once per family: the big TXT record, whole.
    let tcp = &totals.dns_over_tcp;
    assert_eq!((tcp.queries, tcp.responses, tcp.truncated), (2, 2, 0));
    assert_eq!(tcp.query_types, BTreeMap::from([(QueryType::TXT, 2)]));
}

#[test]
fn shipped_capture_has_the_details_of_its_readme() {
    let capture = shipped();
    assert_eq!((capture.version, capture.snap_length, capture.link_type), ((2, 4), 262_144, LinkType::Ethernet));
    let packets = packets(&capture);
    let udp_queries = || {
        packets
            .iter()
            .filter_map(|(_, packet)| dns(packet))
            .filter(|(message, tcp)| !tcp && !message.header.is_response())
    };
    let name_of = |message: &parse::Message<'_>| message.question.map(|question| question.name.to_string());

    // 38 of the 49 queries per family carry an EDNS OPT record.
    assert_eq!(udp_queries().filter(|(message, _)| message.header.additional_count == 1).count(), 76);
    // TXT 2 per family in class CH, for `version.bind`.
    let chaos: Vec<_> =
        udp_queries().filter(|(message, _)| message.question.unwrap().class() == Class::Chaos).collect();
    assert_eq!(chaos.len(), 4);
    assert!(chaos.iter().all(|(message, _)| name_of(message).as_deref() == Some("version.bind.")));
    // PTR: one `in-addr.arpa` and one `ip6.arpa` per family, twice.
    for zone in ["in-addr.arpa.", "ip6.arpa."] {
        assert_eq!(udp_queries().filter(|(message, _)| name_of(message).unwrap().ends_with(zone)).count(), 4, "{zone}");
    }
    // REFUSED: `www.debian.org`.
    let refused: Vec<_> = packets
        .iter()
        .filter_map(|(_, packet)| dns(packet))
        .filter(|(message, _)| message.header.is_response() && message.header.rcode() == Rcode::REFUSED)
        .map(|(message, _)| name_of(message).unwrap())
        .collect();
    assert_eq!(refused, ["www.debian.org."; 4]);
    // NODATA: 4 responses per family with no error and no answer (and not
    // truncated).
    let nodata = packets
        .iter()
        .filter_map(|(_, packet)| dns(packet))
        .filter(|(message, _)| {
            let header = message.header;
            header.is_response()
                && header.rcode() == Rcode::NOERROR
                && header.answer_count == 0
                && !header.is_truncated()
        })
        .count();
    assert_eq!(nodata, 8);
    // Truncated responses are 34-byte DNS messages (header and question).
    for (number, packet) in &packets {
        if let Network::Ip { transport: Transport::Udp { header, payload: Payload::Dns(message) }, .. } =
            &packet.network
        {
            if message.header.is_truncated() {
                assert_eq!(header.length.get(), 8 + 34, "packet {number}");
            }
        }
    }
    // The largest UDP frames: the big TXT answer with EDNS, 903 bytes over
    // IPv4 and 923 over IPv6.
    let mut largest = [0; 2];
    for record in parse::parse_records(&capture) {
        if let Ok(Packet { network: Network::Ip { ip, transport: Transport::Udp { .. }, .. }, .. }) = &record.packet {
            let family = usize::from(matches!(ip, parse::Ip::V6(_)));
            largest[family] = largest[family].max(record.frame.len());
        }
    }
    assert_eq!(largest, [903, 923]);
    // IPv4 DNS responses have DF set, queries do not.
    for (number, packet) in &packets {
        if let (Network::Ip { ip: parse::Ip::V4(ip), transport: Transport::Udp { .. }, .. }, Some((message, _))) =
            (&packet.network, dns(packet))
        {
            assert_eq!(ip.dont_fragment(), message.header.is_response(), "packet {number}");
        }
    }
}

#[test]
fn icmp_errors_quote_the_datagram_to_port_9() {
    let packets = packets(&shipped());
    let quoted: Vec<_> = packets
        .iter()
        .filter_map(|(_, packet)| match &packet.network {
            Network::Ip { transport: Transport::Icmp { quoted: Some(quoted), .. }, .. } => Some(quoted),
            _ => None,
        })
        .collect();
    assert_eq!(quoted.len(), 2);
    for quoted in quoted {
        assert_eq!(quoted.protocol, parse::ip::PROTOCOL_UDP);
        assert_eq!(quoted.ports.map(|ports| ports.destination.get()), Some(9));
    }
}

/// Swaps the bytes of each field of `lengths`, in order, from `at`.
fn swap_fields(file: &mut [u8], at: usize, lengths: &[usize]) {
    let mut at = at;
    for &length in lengths {
        file[at..at + length].reverse();
        at += length;
    }
}

/// The offsets of the records of a little-endian capture.
fn record_offsets(file: &[u8]) -> Vec<usize> {
    let mut offsets = Vec::new();
    let mut at = FILE_HEADER;
    while at < file.len() {
        offsets.push(at);
        let length = u32::from_le_bytes(file[at + 8..at + 12].try_into().unwrap()) as usize;
        at += RECORD_HEADER + length;
    }
    offsets
}

#[test]
fn big_endian_capture_reads_the_same() {
    let mut file = CAPTURE.to_vec();
    for at in record_offsets(CAPTURE) {
        swap_fields(&mut file, at, &[4, 4, 4, 4]);
    }
    swap_fields(&mut file, 0, &[4, 2, 2, 4, 4, 4, 4]);
    let capture = parse::parse_capture(&file).unwrap();
    assert_eq!(capture.endianness, parse::pcap::Endianness::Big);
    assert_eq!(tally(&file), tally(CAPTURE));
    let times =
        |capture: &parse::Capture<'_>| parse::parse_records(capture).map(|record| record.time).collect::<Vec<_>>();
    assert_eq!(times(&capture), times(&shipped()));
}

#[test]
fn nanosecond_capture_reads_the_same() {
    let mut file = CAPTURE.to_vec();
    file[..4].copy_from_slice(&0xA1B2_3C4Du32.to_le_bytes());
    for at in record_offsets(CAPTURE) {
        let micros = u32::from_le_bytes(file[at + 4..at + 8].try_into().unwrap());
        file[at + 4..at + 8].copy_from_slice(&(micros * 1000).to_le_bytes());
    }
    let capture = parse::parse_capture(&file).unwrap();
    assert_eq!(capture.precision, parse::pcap::Precision::Nanoseconds);
    assert_eq!(tally(&file), tally(CAPTURE));
    let times =
        |capture: &parse::Capture<'_>| parse::parse_records(capture).map(|record| record.time).collect::<Vec<_>>();
    assert_eq!(times(&capture), times(&shipped()));
}

/// The shipped capture with link type `link_type`, each frame rewritten by
/// `rewrite`.
fn relinked(link_type: u32, rewrite: impl Fn(&[u8]) -> Vec<u8>) -> Vec<u8> {
    let mut file = CAPTURE[..FILE_HEADER].to_vec();
    file[20..24].copy_from_slice(&link_type.to_le_bytes());
    for record in shipped().records() {
        let record = record.unwrap();
        let frame = rewrite(record.frame);
        let length = u32::try_from(frame.len()).unwrap();
        let seconds = u32::try_from(record.time.as_secs()).unwrap();
        for field in [seconds, record.time.subsec_micros(), length, length] {
            file.extend_from_slice(&field.to_le_bytes());
        }
        file.extend_from_slice(&frame);
    }
    file
}

#[test]
fn raw_ip_capture_reads_the_same() {
    let file = relinked(101, |frame| frame[ETHERNET..].to_vec());
    assert_eq!(parse::parse_capture(&file).unwrap().link_type, LinkType::RawIp);
    let mut expected = tally(CAPTURE);
    expected.bytes -= 220 * ETHERNET;
    assert_eq!(tally(&file), expected);
}

#[test]
fn linux_cooked_capture_reads_the_same() {
    let file = relinked(113, |frame| {
        // Received (0), loopback (772), six bytes of address, then the
        // EtherType the Ethernet header had.
        let mut cooked = vec![0, 0, 0x03, 0x04, 0, 6, 0, 0, 0, 0, 0, 0, 0, 0];
        cooked.extend_from_slice(&frame[12..]);
        cooked
    });
    assert_eq!(parse::parse_capture(&file).unwrap().link_type, LinkType::LinuxCooked);
    let mut expected = tally(CAPTURE);
    expected.bytes += 220 * 2;
    assert_eq!(tally(&file), expected);
}

#[test]
fn vlan_tags_are_skipped_and_the_outer_one_kept() {
    // An 802.1ad service tag (VLAN 7) around an 802.1Q tag (VLAN 300).
    let file = relinked(1, |frame| {
        let mut tagged = frame[..12].to_vec();
        tagged.extend_from_slice(&[0x88, 0xA8, 0x00, 0x07, 0x81, 0x00, 0x01, 0x2C]);
        tagged.extend_from_slice(&frame[12..]);
        tagged
    });
    let mut expected = tally(CAPTURE);
    expected.bytes += 220 * 8;
    assert_eq!(tally(&file), expected);
    let capture = parse::parse_capture(&file).unwrap();
    assert!(packets(&capture).iter().all(|(_, packet)| packet.vlan == Some(7)));
}

#[test]
fn files_that_are_not_captures_are_refused_with_a_reason() {
    let refused = |file: &[u8]| parse::parse_capture(file).unwrap_err().to_string();
    assert_eq!(refused(b""), "the file is empty");
    // The magic number is read in this machine's byte order.
    assert_eq!(
        refused(b"GIF89a"),
        format!(
            "it is not a pcap file: the bytes are not a valid `Magic`: \
             bytes 0..4 hold {:#x}, but only 0x4d3cb2a1, 0xa1b23c4d, 0xa1b2c3d4, 0xd4c3b2a1 are valid there",
            u32::from_ne_bytes(*b"GIF8")
        )
    );
    assert_eq!(refused(b"\xd4\xc3"), "it is not a pcap file: the buffer holds 2 bytes, but `Magic` takes 4 bytes");
    assert_eq!(refused(b"\x0a\x0d\x0d\x0a\x1c\x00\x00\x00"), "it is a pcapng file; only classic pcap files are read");
    assert_eq!(
        refused(&CAPTURE[..10]),
        "the file ends inside its header: the buffer holds 10 bytes, but `FileHeader` takes 24 bytes"
    );
    let mut file = CAPTURE.to_vec();
    file[4] = 3;
    assert_eq!(refused(&file), "its pcap version is 3.4; only version 2 is read");
    let mut file = CAPTURE.to_vec();
    file[20] = 105;
    assert!(matches!(parse::parse_capture(&file), Err(FileError::LinkType(105))));
    // A header and no records is an empty capture.
    assert_eq!(tally(&CAPTURE[..FILE_HEADER]), Totals::default());
}

#[test]
fn a_truncated_file_ends_with_one_malformed_record() {
    let offsets = record_offsets(CAPTURE);
    // Inside the third record's frame.
    let totals = tally(&CAPTURE[..offsets[2] + RECORD_HEADER + 30]);
    assert_eq!((totals.packets, totals.well_formed, totals.malformed), (3, 2, 1));
    let errors = |file| {
        let capture = parse::parse_capture(file).unwrap();
        parse::parse_records(&capture)
            .filter_map(|record| record.packet.err().map(|error| error.to_string()))
            .collect::<Vec<_>>()
    };
    assert_eq!(
        errors(&CAPTURE[..offsets[2] + RECORD_HEADER + 30]),
        ["pcap record: the captured length announces 115 bytes, but only 30 are left"]
    );
    // Inside the third record's header.
    assert_eq!(
        errors(&CAPTURE[..offsets[2] + 5]),
        ["pcap record: the buffer holds 5 bytes, but `RecordHeader` takes 16 bytes"]
    );
}

/// The frame of record `number` (from 1) of the shipped capture.
fn frame(number: usize) -> Vec<u8> {
    shipped().records().nth(number - 1).unwrap().unwrap().frame.to_vec()
}

/// The error for a frame of the shipped capture.
fn malformed(frame: &[u8]) -> String {
    match parse::parse_frame(LinkType::Ethernet, frame) {
        Ok(packet) => packet.malformed().expect("a packet that did not parse").to_string(),
        Err(malformed) => malformed.to_string(),
    }
}

#[test]
fn malformed_frames_say_which_layer_and_what_is_wrong() {
    // Record 1: a query over UDP and IPv4, for `example.test` (its first
    // label's length byte is at 54).
    let query = frame(1);
    assert_eq!(
        malformed(&query[..10]),
        "Ethernet header: the buffer holds 10 bytes, but `EthernetHeader` takes 14 bytes"
    );
    assert_eq!(malformed(&query[..24]), "IPv4 header: the buffer holds 10 bytes, but `Ipv4Header` takes 20 bytes");
    assert_eq!(malformed(&query[..60]), "IPv4 header: the total length announces 81 bytes, but only 46 are left");

    let changed = |at: usize, byte: u8| {
        let mut frame = query.clone();
        frame[at] = byte;
        malformed(&frame)
    };
    assert_eq!(changed(14, 0x55), "IPv4 header: the version is 5, not 4");
    assert_eq!(changed(14, 0x44), "IPv4 header: the header length is 16 bytes, fewer than the 20 it must cover");
    let mut long_header = query[..ETHERNET + 40].to_vec();
    long_header[14] = 0x4F;
    assert_eq!(malformed(&long_header), "IPv4 header: the header length announces 60 bytes, but only 40 are left");
    assert_eq!(changed(39, 0x50), "UDP header: the UDP length announces 80 bytes, but only 61 are left");
    assert_eq!(changed(39, 0x04), "UDP header: the UDP length is 4 bytes, fewer than the 8 it must cover");
    assert_eq!(
        changed(54, 0xC0),
        "DNS question: the label at byte 12 starts with 0xc0, \
         a compression pointer, which this parser does not follow in a question"
    );
    assert_eq!(changed(54, 0x41), "DNS question: the label at byte 12 starts with 0x41, a reserved label type");
    assert_eq!(changed(54, 60), "DNS question: the label length announces 60 bytes, but only 40 are left");
    // The next label's length byte, past the end of the message: the name
    // runs off its end.
    assert_eq!(changed(62, 60), "DNS question: the label length announces 60 bytes, but only 32 are left");
    // The question's class, big-endian after its type (bytes 70 and 71):
    // IN on the wire, validated where it lies.
    assert_eq!(query[70..72], [0, 1]);
    assert_eq!(
        changed(71, 5),
        "DNS question: the bytes are not a valid `QuestionFields`: bytes 2..4 (`QuestionFields.query_class`) \
         hold 5, but only 1..=4, 0xfe..=0xff are valid there"
    );
    assert_eq!(
        changed(70, 1),
        "DNS question: the bytes are not a valid `QuestionFields`: bytes 2..4 (`QuestionFields.query_class`) \
         hold 0x101, but only 1..=4, 0xfe..=0xff are valid there"
    );
    // Class 254 (NONE) is one, read big-endian: 0xFE00 would not be.
    let mut none = query.clone();
    none[71] = 254;
    let packet = parse::parse_frame(LinkType::Ethernet, &none).unwrap();
    let (message, _) = dns(&packet).unwrap();
    assert_eq!(message.question.unwrap().class(), Class::None);
}

#[test]
fn a_malformed_dns_message_keeps_the_layers_below_it() {
    // Record 1 with a reserved label type in its question: IPv4 and UDP
    // parse, and the packet says where it comes from and goes to.
    let mut query = frame(1);
    query[54] = 0x41;
    let packet = parse::parse_frame(LinkType::Ethernet, &query).unwrap();
    let Network::Ip { ip, transport: Transport::Udp { header, payload: Payload::Malformed(malformed) }, .. } =
        &packet.network
    else {
        panic!("{packet:?}")
    };
    assert_eq!(header.ports.destination.get(), 53);
    assert_eq!((ip.source().to_string(), ip.destination().to_string()), ("127.0.0.1".into(), "127.0.0.1".into()));
    assert_eq!(malformed.to_string(), "DNS question: the label at byte 12 starts with 0x41, a reserved label type");

    // Counted as malformed, as a frame that stops below DNS is.
    let mut totals = Totals::default();
    let record =
        parse::ParsedRecord { number: 1, time: None, frame: &query, original_length: None, packet: Ok(packet) };
    totals.add(&record);
    assert_eq!((totals.well_formed, totals.malformed, totals.udp), (0, 1, 0));
}

/// The IPv4 and TCP headers read their packed fields through bit fields:
/// what the accessors return is what shifts and masks of the header's own
/// bytes give, on every IPv4 and TCP packet of the capture.
#[test]
fn ipv4_and_tcp_headers_read_their_bit_fields() {
    let capture = shipped();
    let (mut ipv4, mut tcp, mut flags_seen) = (0, 0, 0u8);
    for (number, packet) in packets(&capture) {
        let Network::Ip { ip, transport, .. } = &packet.network else { continue };
        if let parse::Ip::V4(header) = ip {
            let bytes = transmutable::as_bytes(*header);
            assert_eq!(header.version_and_header_length.version(), parse::ip::Ipv4Version::Four, "record {number}");
            assert_eq!(header.header_length(), usize::from(bytes[0] & 0x0f) * 4, "record {number}");
            assert_eq!(header.dont_fragment(), bytes[6] & 0x40 != 0, "record {number}");
            assert_eq!(header.more_fragments(), bytes[6] & 0x20 != 0, "record {number}");
            let offset = u16::from_be_bytes([bytes[6], bytes[7]]) & 0x1fff;
            assert_eq!(header.fragment_offset(), offset * 8, "record {number}");
            ipv4 += 1;
        }
        if let Transport::Tcp { header, .. } = transport {
            let bytes = transmutable::as_bytes(*header);
            assert_eq!(header.data_offset.words(), bytes[12] >> 4, "record {number}");
            assert_eq!(header.header_length(), usize::from(bytes[12] >> 4) * 4, "record {number}");
            let names = ["FIN", "SYN", "RST", "PSH", "ACK", "URG", "ECE", "CWR"];
            let expected: Vec<&str> = (0..8).filter(|bit| bytes[13] & (1 << bit) != 0).map(|bit| names[bit]).collect();
            assert_eq!(header.flag_names().collect::<Vec<_>>(), expected, "record {number}");
            assert_eq!(header.flags.syn(), bytes[13] & 0x02 != 0);
            flags_seen |= bytes[13];
            tcp += 1;
        }
    }
    assert_eq!((ipv4, tcp), (110, 20));
    // SYN, ACK, FIN and PSH all occur, so each accessor met both values.
    assert_eq!(flags_seen & 0x1b, 0x1b, "{flags_seen:#04x}");
}

#[test]
fn a_dns_message_longer_than_its_tcp_segment_is_a_part() {
    // Record 108: the answer over TCP/IPv4, whole in one segment; its
    // length prefix follows the TCP header (with options).
    let mut response = frame(108);
    let prefix = ETHERNET + 20 + usize::from(response[ETHERNET + 20 + 12] >> 4) * 4;
    assert_eq!(u16::from_be_bytes([response[prefix], response[prefix + 1]]), 850);
    response[prefix..prefix + 2].copy_from_slice(&2000u16.to_be_bytes());
    let packet = parse::parse_frame(LinkType::Ethernet, &response).unwrap();
    let Network::Ip { transport: Transport::Tcp { payload, .. }, .. } = packet.network else { panic!("{packet:?}") };
    assert!(matches!(payload, Payload::DnsPart { length: Some(2000), present: 850 }), "{payload:?}");
}

#[test]
fn names_are_written_with_escapes() {
    let name = |wire: &[u8]| {
        let (name, rest) = parse::dns::parse_name(wire, 12).unwrap();
        assert_eq!(rest, b"after");
        name.to_string()
    };
    assert_eq!(name(b"\x00after"), ".");
    assert_eq!(name(b"\x03www\x07example\x04test\x00after"), "www.example.test.");
    assert_eq!(name(b"\x03a.b\x01\\\x02\x00\xff\x03x y\x00after"), "a\\.b.\\\\.\\000\\255.x\\032y.");

    // 255 bytes is the limit: 127 one-letter labels and the root take 255.
    let mut long = b"\x01a".repeat(127);
    long.extend_from_slice(b"\x00after");
    assert_eq!(name(&long).len(), 254);
    let longer = [b"\x01a".as_slice(), &long].concat();
    assert!(matches!(parse::dns::parse_name(&longer, 12), Err(parse::Problem::NameTooLong)));
}

/// Counts that must agree whatever the input.
fn assert_consistent(totals: &Totals, file: &[u8]) {
    assert_eq!(totals.packets, totals.well_formed + totals.malformed);
    assert_eq!(totals.well_formed, totals.ipv4 + totals.ipv6 + totals.not_ip);
    assert_eq!(
        totals.ipv4 + totals.ipv6,
        totals.udp + totals.tcp + totals.icmp + totals.fragments + totals.other_transport
    );
    assert!(totals.dns_over_udp.messages() <= totals.udp);
    assert!(totals.dns_over_tcp.messages() <= totals.tcp);
    for dns in [&totals.dns_over_udp, &totals.dns_over_tcp] {
        assert_eq!(dns.rcodes.values().sum::<usize>(), dns.responses);
        assert!(dns.query_types.values().sum::<usize>() <= dns.queries);
        assert!(dns.truncated <= dns.responses);
    }
    assert!(totals.bytes + totals.packets * RECORD_HEADER <= file.len());
}

/// Parses `file` as the example does, writing every line's parts, and
/// checks the totals; returns them if the file was read as a capture.
fn check(file: &[u8]) -> Option<Totals> {
    // Written, as the example writes it.
    let capture = parse::parse_capture(file).map_err(|error| error.to_string()).ok()?;
    let mut totals = Totals::default();
    for record in parse::parse_records(&capture) {
        match &record.packet {
            Ok(packet) => {
                if let Some((message, _)) = dns(packet) {
                    let _ =
                        message.question.map(|question| (question.name.to_string(), question.query_type().to_string()));
                    let _ = (message.header.rcode().to_string(), message.header.opcode().to_string());
                }
            }
            Err(malformed) => {
                let _ = malformed.to_string();
            }
        }
        totals.add(&record);
    }
    assert_consistent(&totals, file);
    assert_eq!(parse::tally(file).ok(), Some(totals.clone()));
    Some(totals)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    #[cfg_attr(miri, ignore)]
    fn random_bytes_never_panic(file in proptest::collection::vec(any::<u8>(), 0..2048)) {
        check(&file);
    }

    /// Random records after a valid file header, so that every layer sees
    /// garbage.
    #[test]
    #[cfg_attr(miri, ignore)]
    fn random_records_never_panic(
        link_type in prop_oneof![Just(1u8), Just(101), Just(113)],
        body in proptest::collection::vec(any::<u8>(), 0..2048),
    ) {
        let mut file = CAPTURE[..FILE_HEADER].to_vec();
        file[20] = link_type;
        file.extend_from_slice(&body);
        prop_assert!(check(&file).is_some());
    }

    #[test]
    #[cfg_attr(miri, ignore)]
    fn a_cut_capture_keeps_the_records_before_the_cut(cut in FILE_HEADER..CAPTURE.len()) {
        let totals = check(&CAPTURE[..cut]).unwrap();
        let whole = record_offsets(CAPTURE).into_iter().skip(1).filter(|&end| end <= cut).count();
        prop_assert_eq!(totals.well_formed, whole);
        prop_assert!(totals.malformed <= 1);
        prop_assert_eq!(totals.malformed == 1, !record_offsets(CAPTURE).contains(&cut));
    }

    #[test]
    #[cfg_attr(miri, ignore)]
    fn a_corrupted_capture_never_panics(
        changes in proptest::collection::vec((0..CAPTURE.len(), 1..=255u8), 1..32),
        cut in (CAPTURE.len() / 2)..=CAPTURE.len(),
    ) {
        let mut file = CAPTURE.to_vec();
        for (at, flip) in changes {
            file[at] ^= flip;
        }
        file.truncate(cut);
        check(&file);
    }

    /// Flips in the first packets' headers, where every layer is reached.
    #[test]
    #[cfg_attr(miri, ignore)]
    fn corrupted_headers_never_panic(
        changes in proptest::collection::vec((FILE_HEADER..FILE_HEADER + 400, any::<u8>()), 1..8),
    ) {
        let mut file = CAPTURE.to_vec();
        for (at, byte) in changes {
            file[at] = byte;
        }
        let totals = check(&file).unwrap();
        prop_assert!(totals.packets >= 1);
    }
}
