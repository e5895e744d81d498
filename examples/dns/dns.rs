//! DNS messages (RFC 1035, section 4.1): a fixed 12-byte header, then the
//! questions, then the answer, authority and additional records.
//!
//! This reads the header and the first question. The header is a view like
//! every other. The question is where the message stops being fixed-size:
//! a name is a run of labels, each a length byte and that many bytes, ended
//! by an empty label. The name is read one length byte at a time, each a
//! transmutable view, and every label is split off only after its length is
//! checked against the bytes left.
//!
//! The opcode and response code are four-bit fields that share their bytes
//! with one-bit flags, so they are bits of [`DnsHeader::flags`] rather than
//! fields of their own; and no value of them makes a message invalid (a
//! server answers an opcode it does not know with NOTIMP), so there is no
//! validity for a checking view to enforce. They are plain numbers with
//! names. The class of a question is the field that has one: a
//! [`Class`] stored big-endian (`transmutable::byteorder::Enum`), validated in
//! place when the question's fields are viewed.

use std::fmt;

use transmutable::byteorder::{Enum, NetworkEndian, U16};
use transmutable::{Layout, TryCastError};

use super::{Layer, Malformed, Problem};

/// The longest a name may be on the wire, length bytes included (RFC 1035,
/// section 2.3.4).
pub const MAX_NAME_LENGTH: usize = 255;

/// The header of a DNS message.
///
/// ```text
///  0  id                 2   matches a response to its query
///  2  flags              2   QR, opcode (4 bits), AA, TC, RD | RA, Z, AD, CD, rcode (4 bits)
///  4  question count     2   QDCOUNT
///  6  answer count       2   ANCOUNT
///  8  authority count    2   NSCOUNT
/// 10  additional count   2   ARCOUNT
/// ```
#[derive(Layout, Debug)]
#[repr(C)]
pub struct DnsHeader {
    /// Chosen by the client; the response repeats it.
    pub id: U16<NetworkEndian>,
    /// The flags, the opcode and the response code.
    pub flags: U16<NetworkEndian>,
    /// Entries in the question section.
    pub question_count: U16<NetworkEndian>,
    /// Records in the answer section.
    pub answer_count: U16<NetworkEndian>,
    /// Records in the authority section.
    pub authority_count: U16<NetworkEndian>,
    /// Records in the additional section (an EDNS OPT record among them).
    pub additional_count: U16<NetworkEndian>,
}

/// The one-bit flags of a DNS header, as masks of [`DnsHeader::flags`].
mod flag {
    /// QR: the message is a response.
    pub const RESPONSE: u16 = 0x8000;
    /// AA: the responding server is an authority for the name.
    pub const AUTHORITATIVE: u16 = 0x0400;
    /// TC: the message was truncated to fit the transport.
    pub const TRUNCATED: u16 = 0x0200;
    /// RD: the client asks the server to resolve recursively.
    pub const RECURSION_DESIRED: u16 = 0x0100;
    /// RA: the server offers recursion.
    pub const RECURSION_AVAILABLE: u16 = 0x0080;
    /// AD: the data is authenticated by DNSSEC (RFC 4035).
    pub const AUTHENTIC_DATA: u16 = 0x0020;
    /// CD: the client does its own DNSSEC checking (RFC 4035).
    pub const CHECKING_DISABLED: u16 = 0x0010;
}

impl DnsHeader {
    fn flag(&self, mask: u16) -> bool {
        self.flags.get() & mask != 0
    }

    /// QR: whether the message is a response (or else a query).
    pub fn is_response(&self) -> bool {
        self.flag(flag::RESPONSE)
    }

    /// The kind of query, bits 11 to 14.
    pub fn opcode(&self) -> Opcode {
        Opcode(((self.flags.get() >> 11) & 0xF) as u8)
    }

    /// AA: whether the server is an authority for the name.
    pub fn is_authoritative(&self) -> bool {
        self.flag(flag::AUTHORITATIVE)
    }

    /// TC: whether the message was truncated to fit (over UDP: the client
    /// should ask again over TCP).
    pub fn is_truncated(&self) -> bool {
        self.flag(flag::TRUNCATED)
    }

    /// RD: whether the client asks for recursion.
    pub fn recursion_desired(&self) -> bool {
        self.flag(flag::RECURSION_DESIRED)
    }

    /// RA: whether the server offers recursion.
    pub fn recursion_available(&self) -> bool {
        self.flag(flag::RECURSION_AVAILABLE)
    }

    /// AD: whether the data is authenticated.
    pub fn authentic_data(&self) -> bool {
        self.flag(flag::AUTHENTIC_DATA)
    }

    /// CD: whether the client checks signatures itself.
    pub fn checking_disabled(&self) -> bool {
        self.flag(flag::CHECKING_DISABLED)
    }

    /// The response code, bits 0 to 3.
    pub fn rcode(&self) -> Rcode {
        Rcode((self.flags.get() & 0xF) as u8)
    }
}

/// Defines a newtype over a number with named values: constants for them,
/// `name`, and a `Display` that writes the name or `$unknown` and the
/// number.
macro_rules! named_numbers {
    (
        $(#[$meta:meta])*
        $type:ident($int:ty), unknown: $unknown:literal,
        { $($(#[$doc:meta])* $name:ident = $value:literal,)* }
    ) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
        pub struct $type(pub $int);

        impl $type {
            $($(#[$doc])* pub const $name: $type = $type($value);)*

            /// The value's mnemonic, if it has one.
            pub fn name(self) -> Option<&'static str> {
                match self.0 {
                    $($value => Some(stringify!($name)),)*
                    _ => None,
                }
            }
        }

        impl fmt::Display for $type {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                match self.name() {
                    Some(name) => f.pad(name),
                    None => f.pad(&format!(concat!($unknown, "{}"), self.0)),
                }
            }
        }
    };
}

named_numbers! {
    /// The kind of query (RFC 1035 and the IANA registry).
    Opcode(u8), unknown: "OPCODE", {
        /// A standard query.
        QUERY = 0,
        /// An inverse query (obsolete).
        IQUERY = 1,
        /// A server status request.
        STATUS = 2,
        /// A zone change notification (RFC 1996).
        NOTIFY = 4,
        /// A dynamic update (RFC 2136).
        UPDATE = 5,
        /// DNS stateful operations (RFC 8490).
        DSO = 6,
    }
}

named_numbers! {
    /// The outcome of a query, as the header's four bits give it.
    Rcode(u8), unknown: "RCODE", {
        /// Success (possibly with no records: NODATA).
        NOERROR = 0,
        /// The server could not read the query.
        FORMERR = 1,
        /// The server failed.
        SERVFAIL = 2,
        /// The name does not exist.
        NXDOMAIN = 3,
        /// The server does not support the kind of query.
        NOTIMP = 4,
        /// The server will not answer.
        REFUSED = 5,
        /// A name exists that should not (updates).
        YXDOMAIN = 6,
        /// A record set exists that should not (updates).
        YXRRSET = 7,
        /// A record set does not exist that should (updates).
        NXRRSET = 8,
        /// The server is not authoritative, or the request is not authorized.
        NOTAUTH = 9,
        /// A name is not in the zone (updates).
        NOTZONE = 10,
    }
}

named_numbers! {
    /// The type of record a question asks for (the common ones of the IANA
    /// registry; others print as `TYPE` and their number, as RFC 3597 writes
    /// them).
    QueryType(u16), unknown: "TYPE", {
        /// An IPv4 address.
        A = 1,
        /// A name server.
        NS = 2,
        /// An alias.
        CNAME = 5,
        /// The start of a zone of authority.
        SOA = 6,
        /// A name for an address (reverse lookup).
        PTR = 12,
        /// Host information.
        HINFO = 13,
        /// A mail exchanger.
        MX = 15,
        /// Text strings.
        TXT = 16,
        /// An IPv6 address.
        AAAA = 28,
        /// A service location.
        SRV = 33,
        /// A naming authority pointer.
        NAPTR = 35,
        /// EDNS options (a pseudo-record).
        OPT = 41,
        /// A delegation signer.
        DS = 43,
        /// A DNSSEC signature.
        RRSIG = 46,
        /// Next secure record.
        NSEC = 47,
        /// A DNSSEC public key.
        DNSKEY = 48,
        /// Service binding.
        SVCB = 64,
        /// Service binding for HTTPS.
        HTTPS = 65,
        /// An incremental zone transfer.
        IXFR = 251,
        /// A zone transfer.
        AXFR = 252,
        /// Every record type.
        ANY = 255,
        /// Certification authority authorization.
        CAA = 257,
    }
}

/// The class of a question (RFC 1035, section 3.2.4; RFC 2136 for NONE;
/// the IANA registry), read in place from the wire, where it is a
/// big-endian `u16`: a question whose class is none of these is malformed.
///
/// The question's type stays a number with names ([`QueryType`]): new
/// types keep being assigned, and a server must carry those it does not
/// know (RFC 3597). The classes are few and fixed, so the field is an enum,
/// and transmutable checks its two bytes where they lie.
#[derive(Layout, Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u16)]
pub enum Class {
    /// IN: the Internet.
    Internet = 1,
    /// CS: CSNET (obsolete).
    Csnet = 2,
    /// CH: Chaos, where servers answer `version.bind` and `hostname.bind`.
    Chaos = 3,
    /// HS: Hesiod.
    Hesiod = 4,
    /// NONE: in an update, a record that must not exist.
    None = 254,
    /// ANY (`*`): every class.
    Any = 255,
}

impl fmt::Display for Class {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(match self {
            Class::Internet => "IN",
            Class::Csnet => "CS",
            Class::Chaos => "CH",
            Class::Hesiod => "HS",
            Class::None => "NONE",
            Class::Any => "ANY",
        })
    }
}

/// The byte before each label of a name: the label's length if its top two
/// bits are `00`, else the start of a compression pointer (`11`) or a
/// reserved label type.
#[derive(Layout, Debug)]
#[repr(C)]
pub struct LabelLength {
    /// The length, or the label type in the top two bits.
    pub byte: u8,
}

/// The fields of a question after its name.
///
/// ```text
///  0  type    2   QTYPE: A, AAAA, MX, ...
///  2  class   2   QCLASS: IN, CH, ...
/// ```
///
/// Not every four bytes are question fields: the class must be one of
/// [`Class`], so the fields are read with a checking view.
#[derive(Layout, Debug)]
#[repr(C)]
pub struct QuestionFields {
    /// The type of record asked for.
    pub query_type: U16<NetworkEndian>,
    /// The class of the name.
    pub query_class: Enum<Class, NetworkEndian>,
}

/// A domain name as a question holds it: labels, uncompressed.
#[derive(Clone, Copy, Debug)]
pub struct Name<'a> {
    /// The message from the name's first length byte on; the name ends at
    /// its first empty label, which [`parse_name`] found.
    wire: &'a [u8],
}

/// The labels of a [`Name`], without the empty label that ends it.
#[derive(Clone, Debug)]
pub struct Labels<'a> {
    rest: &'a [u8],
}

/// A question: a name, the type of record asked for and a class.
#[derive(Clone, Copy, Debug)]
pub struct Question<'a> {
    /// The name asked about.
    pub name: Name<'a>,
    /// The type and class.
    pub fields: &'a QuestionFields,
}

/// A DNS message's header and its first question.
#[derive(Clone, Copy, Debug)]
pub struct Message<'a> {
    /// The header.
    pub header: &'a DnsHeader,
    /// The first question, if the message has one.
    pub question: Option<Question<'a>>,
}

impl Question<'_> {
    /// The type of record asked for.
    pub fn query_type(&self) -> QueryType {
        QueryType(self.fields.query_type.get())
    }

    /// The class of the name.
    pub fn class(&self) -> Class {
        self.fields.query_class.get()
    }
}

impl<'a> Name<'a> {
    /// The labels, first (leftmost) first.
    pub fn labels(&self) -> Labels<'a> {
        Labels { rest: self.wire }
    }
}

impl<'a> Iterator for Labels<'a> {
    type Item = &'a [u8];

    fn next(&mut self) -> Option<&'a [u8]> {
        // The name was checked when it was parsed; offsets no longer matter.
        let (label, rest) = split_label(self.rest, 0).ok()?;
        self.rest = rest;
        label
    }
}

/// Writes the name as DNS tools do: labels separated by dots, ending with
/// the root's dot, and bytes other than printable ASCII (and dots and
/// backslashes inside labels) escaped as `\DDD` or `\.`.
impl fmt::Display for Name<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut labels = self.labels().peekable();
        if labels.peek().is_none() {
            return f.write_str(".");
        }
        for label in labels {
            for &byte in label {
                match byte {
                    b'.' | b'\\' => write!(f, "\\{}", char::from(byte))?,
                    0x21..=0x7E => write!(f, "{}", char::from(byte))?,
                    _ => write!(f, "\\{byte:03}")?,
                }
            }
            f.write_str(".")?;
        }
        Ok(())
    }
}

/// Reads a DNS message's header and first question.
pub fn parse_message(bytes: &[u8]) -> Result<Message<'_>, Malformed<'_>> {
    let (header, rest) = transmutable::ref_from_prefix::<DnsHeader>(bytes).map_err(Malformed::cut(Layer::Dns))?;
    let question = if header.question_count == 0 { None } else { Some(parse_question(rest)?) };
    Ok(Message { header, question })
}

/// Reads the first question, which starts right after the header.
fn parse_question(bytes: &[u8]) -> Result<Question<'_>, Malformed<'_>> {
    let (name, rest) =
        parse_name(bytes, size_of::<DnsHeader>()).map_err(|problem| Malformed::new(Layer::Question, problem))?;
    let (fields, _) = transmutable::try_ref_from_prefix::<QuestionFields>(rest).map_err(|error| {
        Malformed::new(
            Layer::Question,
            match error {
                TryCastError::Size(error) => Problem::Cut(transmutable::CastError::Size(error)),
                TryCastError::Alignment(error) => Problem::Cut(transmutable::CastError::Alignment(error)),
                TryCastError::Validity(error) => Problem::Invalid(error),
            },
        )
    })?;
    Ok(Question { name, fields })
}

/// Reads an uncompressed name at the start of `bytes`, which is at `offset`
/// in the message, and returns it with the bytes after it.
pub fn parse_name(bytes: &[u8], offset: usize) -> Result<(Name<'_>, &[u8]), Problem<'_>> {
    let mut rest = bytes;
    let mut length = 0;
    // Ends: each label takes at least its length byte.
    loop {
        let (label, after) = split_label(rest, offset + length)?;
        length += rest.len() - after.len();
        if length > MAX_NAME_LENGTH {
            return Err(Problem::NameTooLong);
        }
        rest = after;
        if label.is_none() {
            return Ok((Name { wire: bytes }, rest));
        }
    }
}

/// Splits the label at the start of `bytes` (at `offset` in the message)
/// from the bytes after it; the label is `None` if it is the empty label
/// that ends a name.
fn split_label(bytes: &[u8], offset: usize) -> Result<(Option<&[u8]>, &[u8]), Problem<'_>> {
    let (length, after) = transmutable::ref_from_prefix::<LabelLength>(bytes).map_err(Problem::Cut)?;
    if length.byte >> 6 != 0 {
        return Err(Problem::LabelType { offset, byte: length.byte });
    }
    if length.byte == 0 {
        return Ok((None, after));
    }
    let length = usize::from(length.byte);
    match after.split_at_checked(length) {
        Some((label, rest)) => Ok((Some(label), rest)),
        None => Err(Problem::Overrun { field: "label length", length, available: after.len() }),
    }
}
