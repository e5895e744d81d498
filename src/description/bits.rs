//! Descriptions of bit fields: records whose fields are narrower than a
//! byte, stored in a fixed bit and byte order.
//!
//! A record of bit fields is `N` bytes read as one unsigned integer in a
//! stated [`BitOrder`], its fields laid side by side in that integer in
//! declaration order. Each byte's accepted values come from the fields it
//! holds: a field whose type accepts every value of its width (an unsigned
//! integer) leaves its bits free; a field of at most 8 bits whose type
//! accepts only some values (`bool`, a fieldless enum) lets the byte hold
//! only the bit patterns that put one of them there. The description is a
//! run of one byte per byte, so the engine decides bit-level validity as it
//! decides every other: with no second pass.
//!
//! Exactness: the bits of one field are independent of another's, so a
//! byte string is valid exactly when every field reads a valid value. A
//! byte that holds restricted fields only within it is a run of the bytes
//! whose bits put a valid value in each. A restricted field that crosses a
//! byte boundary (at most 8 bits wide, so into two bytes) ties them
//! together: the two bytes are one piece of a few patterns, each a product
//! of two byte sets, whose union is exactly the valid pairs. Two such
//! fields that would tie three bytes together are refused where the
//! record is declared rather than described loosely.

use core::marker::PhantomData;

use super::build::STORAGE;
use super::portable::{everywhere, nowhere, Portability, Unportable, Why};
use super::written::{target_dependence, Check};
use super::{Bytes, Description, Invariants, Kind, Name, Piece, TARGETS};
use crate::byte_set::ByteSet;
use crate::limits::{MAX_BIT_FIELD_NAME, MAX_BIT_FIELD_PATTERNS};

/// How the bits of a record of bit fields lie in its bytes: where its first
/// field starts, and in which order the bytes of a field that spans several
/// are stored.
///
/// ```
/// use transmutable::bit_fields::BitOrder;
///
/// // IPv4's version is the high nibble of byte 0: network order.
/// #[transmutable::bits(order = network)]
/// #[derive(Clone, Copy)]
/// pub struct VersionIhl {
///     #[bits(4)]
///     pub version: u8,
///     #[bits(4)]
///     pub ihl: u8,
/// }
///
/// let byte: VersionIhl = transmutable::transmute(0x45u8);
/// assert_eq!((byte.version(), byte.ihl()), (4, 5));
/// assert!(matches!(<VersionIhl as transmutable::bit_fields::BitFields>::ORDER, BitOrder::Network));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BitOrder {
    /// The record is a big-endian integer and its first field holds the
    /// most significant bits: the order of RFC diagrams (IPv4, TCP, DNS),
    /// where bit 0 is the leftmost bit of byte 0.
    Network,
    /// The record is a little-endian integer and its first field holds the
    /// least significant bits: the order of C bit fields on little-endian
    /// targets, and of USB and many file-system formats.
    LittleEndian,
}

/// The values a bit field's type accepts in its bits.
#[derive(Clone, Copy)]
pub(crate) enum Values {
    /// Every value of the width: an unsigned integer.
    All,
    /// The values of a field of at most 8 bits whose type refuses some
    /// (`bool`, a fieldless enum).
    Among(ByteSet),
}

impl Values {
    const fn equals(self, other: Values) -> bool {
        match (self, other) {
            (Values::All, Values::All) => true,
            (Values::Among(a), Values::Among(b)) => a.equals(b),
            _ => false,
        }
    }
}

/// One field of a record of bit fields: its name, its width in bits, and
/// the values its type accepts there. What `#[transmutable::bits]` declares
/// for each field, in [`BitFields::FIELDS`].
///
/// ```
/// use transmutable::bit_fields::BitField;
///
/// let flag = BitField::new::<bool>("urgent", 1);
/// assert_eq!((flag.name(), flag.width()), ("urgent", 1));
/// ```
#[derive(Clone, Copy)]
pub struct BitField {
    pub(crate) name: &'static str,
    pub(crate) width: usize,
    pub(crate) values: Values,
    pub(crate) portable: &'static [Portability; TARGETS],
}

impl BitField {
    /// The field's name.
    ///
    /// ```
    /// assert_eq!(transmutable::bit_fields::BitField::new::<u8>("ihl", 4).name(), "ihl");
    /// ```
    pub const fn name(&self) -> &'static str {
        self.name
    }

    /// The field's width in bits.
    ///
    /// ```
    /// assert_eq!(transmutable::bit_fields::BitField::new::<u8>("ihl", 4).width(), 4);
    /// ```
    pub const fn width(&self) -> usize {
        self.width
    }

    /// Writes the values the field may hold: `any`, `4`, `0..=4`.
    #[cfg(feature = "alloc")]
    pub(crate) fn write_values(&self, out: &mut dyn core::fmt::Write) -> core::fmt::Result {
        match self.values {
            Values::All => out.write_str("any"),
            Values::Among(set) => write!(out, "{set}"),
        }
    }

    /// Whether the field may hold the raw value `value` (its bits, as an
    /// unsigned integer): it fits the width, and the field's type accepts it.
    ///
    /// ```
    /// use transmutable::bit_fields::BitField;
    ///
    /// assert!(BitField::new::<bool>("flag", 3).accepts(1));
    /// assert!(!BitField::new::<bool>("flag", 3).accepts(2));
    /// assert!(!BitField::new::<u8>("ihl", 4).accepts(16));
    /// ```
    pub const fn accepts(&self, value: u128) -> bool {
        if value > mask(self.width) {
            return false;
        }
        match self.values {
            Values::All => true,
            Values::Among(set) => set.contains(value as u8),
        }
    }
}

/// A record of bit fields: its order and its fields, in declaration order.
/// `#[transmutable::bits]` implements it for the record it declares, which
/// holds a [`Bits<Self, N>`](crate::bit_fields::Bits).
///
/// ```
/// use transmutable::bit_fields::BitFields;
///
/// #[transmutable::bits(order = little_endian)]
/// pub struct Nibbles {
///     #[bits(4)]
///     pub low: u8,
///     #[bits(4)]
///     pub high: u8,
/// }
///
/// assert_eq!(Nibbles::FIELDS.len(), 2);
/// assert_eq!(Nibbles::FIELDS[1].name(), "high");
/// ```
pub trait BitFields {
    /// Where the bits lie in the bytes.
    const ORDER: BitOrder;
    /// The fields, first to last.
    const FIELDS: &'static [BitField];
    /// The fields' types as `#[transmutable::bits]` read them, compared
    /// with what the compiler made of them: a type written through an
    /// alias, or an associated type, may mean another type on another
    /// target, and leaves the record with no portable description. `None`
    /// for an impl written by hand, which describes the target being
    /// compiled for only. Only an `unsafe impl` of [`FieldsAsWritten`]
    /// makes one, so that a safe impl cannot pass fields written through
    /// an alias for fields written as what the compiler described.
    #[doc(hidden)]
    const WRITTEN: Option<AsWritten<Self>> = None;
}

/// The checks of a record's fields' types as written, for its portable
/// descriptions: what `#[transmutable::bits]` implements beside
/// [`BitFields`], read through [`AsWritten`].
///
/// # Safety
///
/// `CHECKS` holds one check for each field of `Self::FIELDS`, made from
/// the tokens of the type that field's `BitField::new::<T>` names, as
/// `#[transmutable::bits]` writes them: the type as written, or the reason
/// it refuses one from its tokens. A portable verdict on a record trusts
/// them to tell a field written through an alias.
#[doc(hidden)]
pub unsafe trait FieldsAsWritten {
    /// See the trait.
    const CHECKS: &'static [Check];
    /// The kit of this trait, as [`Layout`](crate::Layout)'s
    /// (`Layout::__KIT`): `#[transmutable::bits]` proves by it that the kit
    /// it makes `CHECKS` with, and the `Layout` it reads the fields'
    /// descriptions through, both reached through the path
    /// `::transmutable::Layout`, are this crate's wherever the impl it
    /// writes is of this trait. Not public API, and never overridden.
    const __KIT: crate::description::Kit = crate::description::Kit;
}

/// `S`'s [`FieldsAsWritten::CHECKS`], the one value that
/// [`BitFields::WRITTEN`] may hold: made only by [`AsWritten::of`], for a
/// record whose checks an `unsafe impl` vouches for.
#[doc(hidden)]
pub struct AsWritten<S: ?Sized> {
    checks: &'static [Check],
    record: PhantomData<fn() -> *const S>,
}

impl<S: FieldsAsWritten + ?Sized> AsWritten<S> {
    /// `S`'s checks.
    pub const fn of() -> AsWritten<S> {
        AsWritten { checks: S::CHECKS, record: PhantomData }
    }
}

/// The checks `written` holds, if any.
pub(crate) const fn checks_as_written<S: ?Sized>(written: Option<AsWritten<S>>) -> Option<&'static [Check]> {
    match written {
        Some(AsWritten { checks, record: _ }) => Some(checks),
        None => None,
    }
}

/// Where the bits of field `index` lie: the position of its least
/// significant bit in the record's integer.
pub(crate) const fn low_bit(order: BitOrder, fields: &[BitField], bytes: usize, index: usize) -> usize {
    let mut before = 0;
    let mut i = 0;
    while i < index {
        before += fields[i].width;
        i += 1;
    }
    match order {
        BitOrder::LittleEndian => before,
        BitOrder::Network => 8 * bytes - before - fields[index].width,
    }
}

/// The byte, in memory, that holds bit `bit` of the record's integer.
pub(crate) const fn byte_of(order: BitOrder, bytes: usize, bit: usize) -> usize {
    match order {
        BitOrder::LittleEndian => bit / 8,
        BitOrder::Network => bytes - 1 - bit / 8,
    }
}

/// The mask of the low `width` bits.
pub(crate) const fn mask(width: usize) -> u128 {
    if width >= 128 {
        u128::MAX
    } else {
        (1u128 << width) - 1
    }
}

/// What a `width`-bit field of the type `description` describes accepts,
/// or why the type cannot be one.
pub(crate) const fn values_of(description: &Description, width: usize) -> Result<Values, &'static str> {
    if width == 0 {
        return Err("a bit field is at least 1 bit wide");
    }
    if width > 8 * description.size || description.size > 16 || description.tail.is_some() {
        return Err("the field is wider than its type");
    }
    if !description.invariants.is_none() {
        return Err("its type carries safety invariants, which bits cannot uphold");
    }
    let pieces = description.bytes.pieces;
    if pieces.len() != 1 || pieces[0].offset != 0 || pieces[0].size != description.size {
        return Err("a bit field holds an unsigned integer, `bool` or a one-byte fieldless enum");
    }
    let piece = &pieces[0];
    if piece.interior_mutable || piece.atomic || piece.opaque {
        return Err("its type has interior mutability");
    }
    let Kind::Run(set) = piece.kind else {
        return Err("a bit field holds an unsigned integer, `bool` or a one-byte fieldless enum");
    };
    if set.contains_uninit() {
        return Err("its type may be uninitialized");
    }
    if set.equals(ByteSet::INITIALIZED) {
        return Ok(Values::All);
    }
    if description.size != 1 {
        return Err("a bit field holds an unsigned integer, `bool` or a one-byte fieldless enum");
    }
    let fits = if width >= 8 { ByteSet::INITIALIZED } else { ByteSet::range(0, (1u16 << width) as u8 - 1) };
    if !set.is_subset_of(fits) {
        return Err("some of its values do not fit the field's width");
    }
    Ok(Values::Among(set))
}

/// A byte's name, kept in a fixed buffer (const evaluation has no heap).
#[derive(Clone, Copy)]
pub(crate) struct ByteName {
    text: [u8; MAX_BIT_FIELD_NAME],
    len: usize,
}

impl ByteName {
    pub(crate) const fn as_str(&'static self) -> &'static str {
        match core::str::from_utf8(self.text.split_at(self.len).0) {
            Ok(name) => name,
            Err(_) => panic!("transmutable: a bit field's name is cut inside a character"),
        }
    }

    const fn push(&mut self, name: &str) -> bool {
        let separator = if self.len > 0 { 1 } else { 0 };
        let name = name.as_bytes();
        if self.len + separator + name.len() > MAX_BIT_FIELD_NAME {
            return false;
        }
        if separator == 1 {
            self.text[self.len] = b'/';
            self.len += 1;
        }
        let mut i = 0;
        while i < name.len() {
            self.text[self.len + i] = name[i];
            i += 1;
        }
        self.len += name.len();
        true
    }
}

/// What a record of bit fields of `N` bytes is made of: the values of each
/// byte, the patterns of the pairs of bytes a field ties together, and the
/// names. Checks the declaration: the widths add up to the record's bytes.
#[derive(Clone, Copy)]
pub(crate) struct ByteParts<const N: usize> {
    /// The values each byte may hold by the fields that lie in it alone.
    sets: [ByteSet; N],
    names: [ByteName; N],
    /// For the first of two bytes that a field whose type refuses some
    /// values crosses into: where its patterns start, and how many.
    crossing: [Option<(usize, usize)>; N],
    /// The patterns, two byte sets each, in memory order.
    patterns: [ByteSet; 2 * MAX_BIT_FIELD_PATTERNS],
    pattern_count: usize,
    order: BitOrder,
}

const NO_NAME: ByteName = ByteName { text: [0; MAX_BIT_FIELD_NAME], len: 0 };

pub(crate) const fn byte_parts<const N: usize>(order: BitOrder, fields: &[BitField]) -> ByteParts<N> {
    let mut total = 0;
    let mut i = 0;
    while i < fields.len() {
        total += fields[i].width;
        i += 1;
    }
    assert!(total == 8 * N, "transmutable: the widths of the bit fields do not add up to the record's bytes");
    assert!(N >= 1 && N <= 16, "transmutable: a record of bit fields is 1 to 16 bytes long");
    let mut parts = ByteParts {
        sets: [ByteSet::INITIALIZED; N],
        names: [NO_NAME; N],
        crossing: [None; N],
        patterns: [ByteSet::EMPTY; 2 * MAX_BIT_FIELD_PATTERNS],
        pattern_count: 0,
        order,
    };
    // The restricted fields name their bytes, which is what a refused byte
    // is about; the others name only bytes that hold no restricted field.
    let mut restricted = [false; N];
    let mut i = 0;
    while i < fields.len() {
        let low = low_bit(order, fields, N, i);
        let high = low + fields[i].width - 1;
        let (a, b) = (byte_of(order, N, low), byte_of(order, N, high));
        if let Values::Among(values) = fields[i].values {
            if a == b {
                parts.sets[a] = parts.sets[a].intersection(byte_values(values, low % 8, fields[i].width));
            }
            let mut byte = if a < b { a } else { b };
            while byte <= if a < b { b } else { a } {
                if !restricted[byte] {
                    parts.names[byte] = NO_NAME;
                    restricted[byte] = true;
                }
                let _ = parts.names[byte].push(fields[i].name);
                byte += 1;
            }
        }
        i += 1;
    }
    let mut i = 0;
    while i < fields.len() {
        if let Values::All = fields[i].values {
            let low = low_bit(order, fields, N, i);
            let high = low + fields[i].width - 1;
            let mut bit = low - low % 8;
            while bit <= high {
                let byte = byte_of(order, N, bit);
                if !restricted[byte] {
                    let _ = parts.names[byte].push(fields[i].name);
                }
                bit += 8;
            }
        }
        i += 1;
    }
    // Then the fields that tie two bytes together, over the values the
    // fields inside each byte leave.
    let mut i = 0;
    while i < fields.len() {
        if let Values::Among(values) = fields[i].values {
            let low = low_bit(order, fields, N, i);
            let (a, b) = (byte_of(order, N, low), byte_of(order, N, low + fields[i].width - 1));
            if a != b {
                parts.cross(fields, i, values, low);
            }
        }
        i += 1;
    }
    parts
}

impl<const N: usize> ByteParts<N> {
    /// Adds the patterns of field `index`, `values` in the bits from `low`
    /// of the record's integer, which cross from one byte into the next.
    const fn cross(&mut self, fields: &[BitField], index: usize, values: ByteSet, low: usize) {
        let width = fields[index].width;
        // The field's bits in the integer's byte of `low` (`lower`), and in
        // the next one up (`upper`).
        let lower_count = 8 - low % 8;
        let upper_count = width - lower_count;
        let (lower, upper) = (byte_of(self.order, N, low), byte_of(self.order, N, low + lower_count));
        let first = if lower < upper { lower } else { upper };
        let mut other = 0;
        while other < fields.len() {
            if other != index && self.crossing_field_at(fields, other, first) {
                let mut text = crate::text::Text::new();
                text.push("transmutable: the bit fields `");
                text.push(fields[other].name);
                text.push("` and `");
                text.push(fields[index].name);
                text.push("` both cross into one byte, and their types refuse some values: the bytes they cross would all be tied together");
                panic!("{}", text.as_str());
            }
            other += 1;
        }
        // Grouped by the bits of the byte that holds fewer of them: at
        // most 16 patterns.
        let by_lower = lower_count <= upper_count;
        let group_count = if by_lower { lower_count } else { upper_count };
        let start = self.pattern_count;
        let mut group = 0u16;
        while group < (1 << group_count) {
            // The other byte's part of every valid value in this group.
            let mut others = ByteSet::EMPTY;
            let mut value = 0u16;
            while value < (1 << width) {
                let (lower_bits, upper_bits) = (value & ((1 << lower_count) - 1), value >> lower_count);
                let (grouped, rest) = if by_lower { (lower_bits, upper_bits) } else { (upper_bits, lower_bits) };
                if values.contains(value as u8) && grouped == group {
                    others = others.union(ByteSet::single(rest as u8));
                }
                value += 1;
            }
            if !others.is_empty() {
                let (lower_set, upper_set) = if by_lower {
                    (
                        byte_values(ByteSet::single(group as u8), low % 8, lower_count),
                        byte_values(others, 0, upper_count),
                    )
                } else {
                    (
                        byte_values(others, low % 8, lower_count),
                        byte_values(ByteSet::single(group as u8), 0, upper_count),
                    )
                };
                let lower_set = lower_set.intersection(self.sets[lower]);
                let upper_set = upper_set.intersection(self.sets[upper]);
                if !lower_set.is_empty() && !upper_set.is_empty() {
                    assert!(
                        self.pattern_count < MAX_BIT_FIELD_PATTERNS,
                        "transmutable: the bit fields that cross a byte boundary need more patterns than MAX_BIT_FIELD_PATTERNS"
                    );
                    let at = 2 * self.pattern_count;
                    if lower < upper {
                        self.patterns[at] = lower_set;
                        self.patterns[at + 1] = upper_set;
                    } else {
                        self.patterns[at] = upper_set;
                        self.patterns[at + 1] = lower_set;
                    }
                    self.pattern_count += 1;
                }
            }
            group += 1;
        }
        self.crossing[first] = Some((start, self.pattern_count - start));
        // The two bytes are one piece, named after the restricted fields
        // of both.
        let mut name = NO_NAME;
        let mut other = 0;
        while other < fields.len() {
            if let Values::Among(_) = fields[other].values {
                let low = low_bit(self.order, fields, N, other);
                let (a, b) = (byte_of(self.order, N, low), byte_of(self.order, N, low + fields[other].width - 1));
                if a == first || a == first + 1 || b == first || b == first + 1 {
                    let _ = name.push(fields[other].name);
                }
            }
            other += 1;
        }
        self.names[first] = name;
    }

    /// Whether field `index` is a restricted field that crosses into byte
    /// `first` or the one after it, already tied.
    const fn crossing_field_at(&self, fields: &[BitField], index: usize, first: usize) -> bool {
        let Values::Among(_) = fields[index].values else {
            return false;
        };
        let low = low_bit(self.order, fields, N, index);
        let (a, b) = (byte_of(self.order, N, low), byte_of(self.order, N, low + fields[index].width - 1));
        if a == b {
            return false;
        }
        let (from, to) = if a < b { (a, b) } else { (b, a) };
        from <= first + 1 && first <= to
    }
}

/// The bytes whose bits `shift..shift + width` hold one of `values`.
const fn byte_values(values: ByteSet, shift: usize, width: usize) -> ByteSet {
    let mut set = ByteSet::EMPTY;
    let field_mask = mask(width) as u16;
    let mut byte: u16 = 0;
    while byte < 256 {
        if values.contains(((byte >> shift) & field_mask) as u8) {
            set = set.union(ByteSet::single(byte as u8));
        }
        byte += 1;
    }
    set
}

/// The pieces of a record of bit fields: a run for each byte, or the
/// patterns of two bytes a field ties together, named after the fields
/// they hold; `len` of them.
#[derive(Clone, Copy)]
pub(crate) struct BytePieces<const N: usize> {
    pieces: [Piece; N],
    len: usize,
}

/// A record of bit fields, as the pieces of its bytes refer to it.
pub(crate) struct BitRecord {
    pub(crate) order: BitOrder,
    pub(crate) fields: &'static [BitField],
    pub(crate) bytes: usize,
}

/// A field whose bits in a refused byte hold no value of its type.
pub(crate) struct FieldRefusal {
    pub(crate) field: &'static BitField,
    /// The field's bits in the byte, least significant first.
    pub(crate) bits: core::ops::Range<usize>,
    /// The values the field's bits hold that its type refuses.
    pub(crate) values: ByteSet,
    pub(crate) accepted: ByteSet,
    /// The name of the piece the byte is, which a path ends with.
    pub(crate) piece_name: &'static str,
}

/// Which bit field of `description`'s byte `offset` holds no value of its
/// type when the byte holds one of `values` (initialized, and refused
/// there): the first whose bits then hold a value its type refuses. Found
/// through structs and arrays (not through enum variants or union fields,
/// where which piece is meant depends on the value), when the byte is one
/// of a record of bit fields, and not one of two bytes a field ties
/// together. Const, so that a compile error and a run-time error name the
/// field alike.
pub(crate) const fn refused_field(
    description: &'static Description,
    offset: usize,
    values: ByteSet,
) -> Option<FieldRefusal> {
    let Some((piece, within)) = piece_at(&description.bytes, offset) else {
        return None;
    };
    let Some(record) = piece.bit_fields else {
        return None;
    };
    if piece.size != 1 || values.contains_uninit() {
        return None;
    }
    // A path goes on through the pieces a lifted piece stands for, and
    // ends with the name of the storage's own.
    let mut piece_name = piece.name;
    let mut inner = piece.lifted_from;
    while let Some(lifted) = inner {
        piece_name = lifted.name;
        inner = lifted.lifted_from;
    }
    // A one-byte record's piece is lifted into the field that holds it,
    // with that field's offset.
    let byte = if record.bytes == 1 { 0 } else { piece.offset + within };
    let mut index = 0;
    while index < record.fields.len() {
        let field = &record.fields[index];
        if let Values::Among(accepted) = field.values {
            let low = low_bit(record.order, record.fields, record.bytes, index);
            let in_byte = byte_of(record.order, record.bytes, low) == byte
                && byte_of(record.order, record.bytes, low + field.width - 1) == byte;
            let start = low % 8;
            if in_byte {
                let held = field_values(values, start, field.width).difference(accepted);
                if !held.is_empty() {
                    let bits = start..start + field.width;
                    return Some(FieldRefusal { field, bits, values: held, accepted, piece_name });
                }
            }
        }
        index += 1;
    }
    None
}

/// The values bits `shift..shift + width` hold in the bytes of `bytes`.
const fn field_values(bytes: ByteSet, shift: usize, width: usize) -> ByteSet {
    let mut values = ByteSet::EMPTY;
    let field_mask = mask(width) as u8;
    let mut byte: u16 = 0;
    while byte < 256 {
        if bytes.contains(byte as u8) {
            values = values.union(ByteSet::single((byte as u8 >> shift) & field_mask));
        }
        byte += 1;
    }
    values
}

/// The bit fields of byte `offset` of `description`, from its most
/// significant bit to its least (the order RFC diagrams draw them in):
/// each bit's field, and where the record starts, when the byte is one of
/// a record of bit fields found through structs and arrays.
pub(crate) fn fields_of_byte(
    description: &'static Description,
    offset: usize,
) -> Option<(usize, [&'static BitField; 8])> {
    let (piece, within) = piece_at(&description.bytes, offset)?;
    let record = piece.bit_fields?;
    // A one-byte record's piece is lifted into the field that holds it.
    let byte = if record.bytes == 1 { 0 } else { piece.offset + within };
    let integer_byte = match record.order {
        BitOrder::LittleEndian => byte,
        BitOrder::Network => record.bytes - 1 - byte,
    };
    let mut owners = [&record.fields[0]; 8];
    for (index, field) in record.fields.iter().enumerate() {
        let low = low_bit(record.order, record.fields, record.bytes, index);
        for (slot, owner) in owners.iter_mut().enumerate() {
            let bit = 8 * integer_byte + 7 - slot;
            if low <= bit && bit < low + field.width {
                *owner = field;
            }
        }
    }
    Some((offset - byte, owners))
}

/// The piece of `bytes` that byte `offset` lies in, and where in it.
const fn piece_at(bytes: &'static Bytes, offset: usize) -> Option<(&'static Piece, usize)> {
    let pieces: &'static [Piece] = bytes.pieces;
    let mut i = 0;
    while i < pieces.len() {
        let piece = &pieces[i];
        if piece.offset <= offset && offset < piece.offset + piece.size {
            let within = offset - piece.offset;
            return match piece.kind {
                Kind::Nest(inner) => piece_at(inner, within),
                Kind::Repeat { element, .. } if element.size > 0 => piece_at(element, within % element.size),
                Kind::Run(_) | Kind::Scalar { .. } => Some((piece, within)),
                _ => None,
            };
        }
        i += 1;
    }
    None
}

pub(crate) const fn byte_pieces<const N: usize>(
    parts: &'static ByteParts<N>,
    record: &'static BitRecord,
) -> BytePieces<N> {
    let mut pieces = BytePieces { pieces: [const { Piece::new(0, 0, Kind::Run(ByteSet::EMPTY)) }; N], len: 0 };
    let mut byte = 0;
    while byte < N {
        let name = parts.names[byte].as_str();
        pieces.pieces[pieces.len] = match parts.crossing[byte] {
            Some((start, count)) => {
                let products = parts.patterns.split_at(2 * start).1.split_at(2 * count).0;
                let piece =
                    Piece::new(byte, 2, Kind::Scalar { products, count, tags: None, identity: Kind::UNNAMED_PATTERNS })
                        .named(name);
                // Explanations read the two bytes as an integer in the
                // record's order.
                let big_endian = matches!(parts.order, BitOrder::Network);
                if big_endian == cfg!(target_endian = "big") {
                    piece
                } else {
                    piece.reversed()
                }
            }
            None => Piece::new(byte, 1, Kind::Run(parts.sets[byte])).named(name),
        };
        pieces.pieces[pieces.len].bit_fields = Some(record);
        byte += pieces.pieces[pieces.len].size;
        pieces.len += 1;
    }
    pieces
}

/// The description of the storage of `N` bytes with these pieces.
pub(crate) const fn storage_description<const N: usize>(pieces: &'static BytePieces<N>) -> Description {
    let pieces: &'static [Piece] = pieces.pieces.split_at(pieces.len).0;
    Description::new(Name::Plain(STORAGE), N, 1, Bytes::new(N, pieces), Invariants::None)
}

/// The storage on every target: the same bytes wherever every field's type
/// accepts the same values in its width, which is every target where each
/// field's type has a portable description, when each field's type as
/// `written` is the type described (no alias or associated type, which the
/// compiler resolved for this target only). No target for fields not read
/// by the derive (`None`).
pub(crate) const fn portable_storage(
    native: &'static Description,
    fields: &[BitField],
    written: Option<&'static [Check]>,
) -> [Portability; TARGETS] {
    let Some(checks) = written else {
        return nowhere(native, Why::HandWritten);
    };
    if let Some(unportable) = target_dependence(native, checks) {
        return [Portability::Unportable(unportable); TARGETS];
    }
    let mut each = everywhere(native);
    let mut target = 0;
    while target < TARGETS {
        let mut i = 0;
        while i < fields.len() {
            let field = &fields[i];
            match &field.portable[target] {
                Portability::Unportable(unportable) => {
                    each[target] = Portability::Unportable(unportable.within(native, field.name));
                }
                Portability::Described(there) => {
                    let same = match values_of(there, field.width) {
                        Ok(values) => values.equals(field.values),
                        Err(_) => false,
                    };
                    if !same {
                        each[target] = Portability::Unportable(Unportable::new(
                            field.portable[target].description(),
                            Why::Missing,
                        ));
                    }
                }
            }
            i += 1;
        }
        target += 1;
    }
    each
}
