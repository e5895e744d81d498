//! The link layer: what comes before the IP header in a frame, depending on
//! the capture's link type. It ends in an EtherType, which names the
//! protocol of the rest.

use transmutable::byteorder::{NetworkEndian, U16};
use transmutable::Layout;

use super::{Layer, Malformed, Problem};

/// The EtherType of IPv4.
pub const ETHER_TYPE_IPV4: u16 = 0x0800;
/// The EtherType of IPv6.
pub const ETHER_TYPE_IPV6: u16 = 0x86DD;
/// The EtherType of an 802.1Q VLAN tag.
pub const ETHER_TYPE_VLAN: u16 = 0x8100;
/// The EtherType of an 802.1ad service VLAN tag (the outer tag of "QinQ").
pub const ETHER_TYPE_SERVICE_VLAN: u16 = 0x88A8;

/// The kinds of frames a capture may hold (pcap's `LINKTYPE_*` values).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LinkType {
    /// Ethernet (`LINKTYPE_ETHERNET`, 1): what Linux captures on most
    /// interfaces, `lo` included (with zeroed addresses).
    Ethernet,
    /// Raw IP (`LINKTYPE_RAW`, 101): the IP header comes first.
    RawIp,
    /// Linux "cooked" capture (`LINKTYPE_LINUX_SLL`, 113): what Linux
    /// captures on the `any` pseudo-interface.
    LinuxCooked,
}

impl LinkType {
    /// The link type with the number `value` in a file header, if this
    /// parser reads it.
    pub fn from_header(value: u32) -> Option<LinkType> {
        match value {
            1 => Some(LinkType::Ethernet),
            101 => Some(LinkType::RawIp),
            113 => Some(LinkType::LinuxCooked),
            _ => None,
        }
    }
}

/// An Ethernet II header (IEEE 802.3).
///
/// ```text
///  0  destination  6   MAC address
///  6  source       6   MAC address
/// 12  EtherType    2   the protocol of the payload, or a VLAN tag
/// ```
#[derive(Layout, Debug)]
#[repr(C)]
pub struct EthernetHeader {
    /// The receiver's MAC address.
    pub destination: [u8; 6],
    /// The sender's MAC address.
    pub source: [u8; 6],
    /// The protocol of the payload (`0x0800` IPv4, `0x86DD` IPv6), or of a
    /// VLAN tag (`0x8100`) that comes first.
    pub ether_type: U16<NetworkEndian>,
}

/// An 802.1Q VLAN tag: it follows an EtherType of `0x8100` (or `0x88A8`)
/// and ends in the EtherType of what it tags.
///
/// ```text
///  0  control      2   priority (3 bits), drop eligible (1), VLAN identifier (12)
///  2  EtherType    2   the protocol of the payload, or another tag
/// ```
#[derive(Layout, Debug)]
#[repr(C)]
pub struct VlanTag {
    /// Priority, drop eligibility and the VLAN identifier.
    pub control: U16<NetworkEndian>,
    /// The protocol of the payload.
    pub ether_type: U16<NetworkEndian>,
}

impl VlanTag {
    /// The VLAN identifier, the low 12 bits of the control field.
    pub fn vlan(&self) -> u16 {
        self.control.get() & 0x0FFF
    }
}

/// The Linux cooked header (version 1).
///
/// ```text
///  0  packet type      2   to us, broadcast, multicast, to another host, sent by us
///  2  address type     2   ARPHRD_* of the interface (1 Ethernet, 772 loopback)
///  4  address length   2   bytes of the address that are used
///  6  address          8   the link-layer source address, zero-padded
/// 14  protocol         2   EtherType of the payload
/// ```
#[derive(Layout, Debug)]
#[repr(C)]
pub struct LinuxCookedHeader {
    /// Whether the frame was sent or received, and to whom.
    pub packet_type: U16<NetworkEndian>,
    /// The interface's hardware type.
    pub address_type: U16<NetworkEndian>,
    /// How many bytes of `address` are used.
    pub address_length: U16<NetworkEndian>,
    /// The sender's link-layer address.
    pub address: [u8; 8],
    /// The protocol of the payload, as an EtherType.
    pub protocol: U16<NetworkEndian>,
}

/// What the link layer of a frame says.
#[derive(Clone, Copy, Debug)]
pub struct Link<'a> {
    /// The identifier of the outermost VLAN tag, if any.
    pub vlan: Option<u16>,
    /// The protocol of the payload.
    pub ether_type: u16,
    /// The bytes after the link-layer headers.
    pub payload: &'a [u8],
}

/// Reads the link-layer headers of `frame`.
pub fn parse(link_type: LinkType, frame: &[u8]) -> Result<Link<'_>, Malformed<'_>> {
    match link_type {
        LinkType::Ethernet => {
            let (header, payload) =
                transmutable::ref_from_prefix::<EthernetHeader>(frame).map_err(Malformed::cut(Layer::Ethernet))?;
            skip_vlan_tags(header.ether_type.get(), payload)
        }
        LinkType::LinuxCooked => {
            let (header, payload) = transmutable::ref_from_prefix::<LinuxCookedHeader>(frame)
                .map_err(Malformed::cut(Layer::LinuxCooked))?;
            skip_vlan_tags(header.protocol.get(), payload)
        }
        LinkType::RawIp => {
            // No link header: the IP version, in the top four bits, says
            // which IP it is.
            let (first, _) = transmutable::ref_from_prefix::<u8>(frame).map_err(Malformed::cut(Layer::Ip))?;
            let ether_type = match first >> 4 {
                4 => ETHER_TYPE_IPV4,
                6 => ETHER_TYPE_IPV6,
                found => return Err(Malformed::new(Layer::Ip, Problem::Version { expected: "4 or 6", found })),
            };
            Ok(Link { vlan: None, ether_type, payload: frame })
        }
    }
}

/// Reads the VLAN tags that `ether_type` and the tags after it announce,
/// and keeps the outermost tag's identifier.
fn skip_vlan_tags(mut ether_type: u16, mut payload: &[u8]) -> Result<Link<'_>, Malformed<'_>> {
    let mut vlan = None;
    // Ends: each tag takes four bytes.
    while matches!(ether_type, ETHER_TYPE_VLAN | ETHER_TYPE_SERVICE_VLAN) {
        let (tag, rest) = transmutable::ref_from_prefix::<VlanTag>(payload).map_err(Malformed::cut(Layer::Vlan))?;
        vlan = vlan.or(Some(tag.vlan()));
        ether_type = tag.ether_type.get();
        payload = rest;
    }
    Ok(Link { vlan, ether_type, payload })
}
