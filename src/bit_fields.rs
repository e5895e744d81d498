//! Fields narrower than a byte, checked like every other field.
//!
//! Wire formats pack fields into bits: IPv4's version and header length
//! share a byte, its flags and fragment offset share two. `#[transmutable::bits]`
//! declares such a record, its bit order stated, its fields typed:
//!
//! ```
//! use transmutable::Layout;
//!
//! /// The IP version: only 4 is valid in an IPv4 header.
//! #[derive(Layout, Clone, Copy, Debug, PartialEq)]
//! #[repr(u8)]
//! pub enum Version {
//!     V4 = 4,
//! }
//!
//! #[transmutable::bits(order = network)]
//! #[derive(Clone, Copy, Debug)]
//! pub struct VersionIhl {
//!     #[bits(4)]
//!     pub version: Version,
//!     /// The header's length, in 32-bit words.
//!     #[bits(4)]
//!     pub ihl: u8,
//! }
//!
//! // The byte 0x45 is version 4, 5 words: valid.
//! let byte = VersionIhl::try_read_from_bytes(&[0x45]).unwrap();
//! assert_eq!((byte.version(), byte.ihl()), (Version::V4, 5));
//!
//! // 0x65 is version 6: refused where it lies, with no second pass.
//! let error = VersionIhl::try_read_from_bytes(&[0x65]).unwrap_err();
//! assert_eq!(
//!     error.to_string(),
//!     "the bytes are not a valid `VersionIhl`: byte 0 (`VersionIhl.version`, bits 4..8) holds 6, but only 4 is valid there"
//! );
//!
//! // Accessors check what they store.
//! let mut byte = VersionIhl::new(Version::V4, 5).unwrap();
//! byte.set_ihl(15);
//! assert_eq!(transmutable::as_bytes(&byte), [0x4f]);
//! assert!(byte.with_ihl(16).is_none());
//! ```
//!
//! Each accessor is as visible as its field, and `new`, which sets every
//! field, as the least visible one: a private field may keep an invariant
//! its module upholds, and code outside that module neither sets it nor
//! builds a record around it (fields of several restricted visibilities
//! leave `new` private).
//!
//! A byte that may hold another version is refused at compile time, as
//! `u8 -> bool` is:
//!
//! ```compile_fail
//! # use transmutable::Layout;
//! # #[derive(Layout, Clone, Copy)]
//! # #[repr(u8)]
//! # pub enum Version { V4 = 4 }
//! #[transmutable::bits(order = network)]
//! pub struct VersionIhl {
//!     #[bits(4)]
//!     pub version: Version,
//!     #[bits(4)]
//!     pub ihl: u8,
//! }
//!
//! let byte: VersionIhl = transmutable::transmute(0x45u8);
//! ```
//!
//! and so is a capability the fields do not have: zero is a valid
//! `Tagged`, but most bytes are not, so it is `FromZeros` and not
//! `FromBytes`.
//!
//! ```compile_fail
//! # use transmutable::Layout;
//! # #[derive(Layout, Clone, Copy)]
//! # #[repr(u8)]
//! # pub enum Tag { Zero = 0, One = 1 }
//! #[transmutable::bits(order = network)]
//! #[derive(transmutable::FromZeros, transmutable::FromBytes)]
//! pub struct Tagged {
//!     #[bits(4)]
//!     pub tag: Tag,
//!     #[bits(4)]
//!     pub length: u8,
//! }
//! ```
//!
//! A record's fields are unsigned integers, `bool`s and fieldless enums,
//! and the record is a type like any other: a field of a `#[repr(C)]`
//! struct, the field of a `#[repr(transparent)]` wrapper, an element of an
//! array. Every check reads its fields' validity through them, and the
//! derive's `portable` option describes them on every target:
//!
//! ```
//! use transmutable::byteorder::{NetworkEndian, U16};
//! use transmutable::Layout;
//!
//! /// A fieldless enum of five kinds in three bits.
//! #[derive(Layout, Clone, Copy, Debug, PartialEq)]
//! #[transmutable(portable)]
//! #[repr(u8)]
//! pub enum Kind {
//!     Insert = 0,
//!     Update = 1,
//!     Delete = 2,
//!     Move = 3,
//!     Copy = 4,
//! }
//!
//! /// An enum, a `bool` and an unsigned integer in one byte.
//! #[transmutable::bits(order = network)]
//! #[derive(Clone, Copy, Debug)]
//! pub struct Control {
//!     #[bits(3)]
//!     pub kind: Kind,
//!     pub urgent: bool,
//!     #[bits(4)]
//!     pub count: u8,
//! }
//!
//! /// The record as a field of a `#[repr(C)]` struct.
//! #[derive(Layout, Clone, Copy, Debug)]
//! #[transmutable(portable)]
//! #[repr(C)]
//! pub struct Message {
//!     pub control: Control,
//!     pub flags: u8,
//!     pub length: U16<NetworkEndian>,
//! }
//!
//! /// The record in a transparent wrapper.
//! #[derive(Layout, Clone, Copy, Debug)]
//! #[transmutable(portable)]
//! #[repr(transparent)]
//! pub struct Command(pub Control);
//!
//! let message = Message::try_ref_from_bytes(&[0b011_1_0010, 0, 0, 4]).unwrap();
//! assert_eq!((message.control.kind(), message.control.urgent(), message.control.count()), (Kind::Move, true, 2));
//!
//! // `kind` 7 is refused where the record lies, in either form.
//! let error = Message::try_ref_from_bytes(&[0b111_0_0000, 0, 0, 0]).unwrap_err();
//! assert!(error.to_string().ends_with("byte 0 (`Message.control.kind`, bits 5..8) holds 7, but only 0..=4 is valid there"));
//! assert!(transmutable::try_transmute::<u8, Command>(0b111_0_0000).is_err());
//! let command: Command = transmutable::try_transmute(0b100_0_1111u8).unwrap();
//! assert_eq!((command.0.kind(), command.0.count()), (Kind::Copy, 15));
//!
//! // The wrapper holds exactly what the record holds, on every target.
//! assert!(transmutable::is_transmutable::<Command, Control>(transmutable::Assume::NOTHING));
//! assert!(transmutable::portable::is_transmutable::<Control, Command>(transmutable::Assume::NOTHING));
//! assert!(!transmutable::portable::is_transmutable::<[u8; 4], Message>(transmutable::Assume::NOTHING));
//! ```
//!
//! A record is declared as a struct with named fields; the attribute gives
//! it its representation (a transparent wrapper of [`Bits`]), so it takes
//! no `#[repr]` of its own.
//!
//! The record is `N` bytes read as one unsigned integer, big-endian in
//! [`BitOrder::Network`] (the first field holds its most significant bits),
//! little-endian in [`BitOrder::LittleEndian`] (the first field holds its
//! least significant bits). Its description gives each byte the values that
//! put a valid value in every field it holds, so `transmute`,
//! `try_transmute`, the byte views and the capability traits decide the
//! fields' validity in their one check: `u8 -> VersionIhl` is refused at
//! compile time, as `u8 -> bool` is. The same description holds on every
//! target.
//!
//! A field holds an unsigned integer (any width up to its type's), `bool`
//! or a one-byte fieldless enum whose discriminants fit the width. A field
//! whose type refuses some values may cross from one byte into the next:
//! the two bytes are then described together, by patterns. Two such fields
//! that would tie three bytes together are refused where the record is
//! declared, since no description of a few patterns holds them exactly:
//!
//! ```compile_fail
//! # use transmutable::Layout;
//! # #[derive(Layout, Clone, Copy)]
//! # #[repr(u8)]
//! # pub enum Kind { A = 0, B = 1 }
//! #[transmutable::bits(order = network)]
//! pub struct Chained {
//!     #[bits(7)]
//!     pub first: u8,
//!     #[bits(2)]
//!     pub left: Kind, // bits 7 and 8: bytes 0 and 1
//!     #[bits(6)]
//!     pub middle: u8,
//!     #[bits(2)]
//!     pub right: Kind, // bits 15 and 16: bytes 1 and 2
//!     #[bits(7)]
//!     pub last: u8,
//! }
//!
//! let _ = transmutable::as_bytes(&Chained::new(0, Kind::A, 0, Kind::B, 0));
//! ```

use core::marker::PhantomData;
// The generated code names these through this module, never through
// `::core`, which a crate may bind to another crate.
use core::mem::size_of;
#[doc(hidden)]
pub use core::option::Option;
#[doc(hidden)]
pub use core::result::Result;

use crate::description::bits::{
    byte_of, byte_parts, byte_pieces, checks_as_written, low_bit, mask, portable_storage, storage_description,
    BitRecord, ByteParts, BytePieces,
};
pub use crate::description::bits::{BitField, BitFields, BitOrder};
use crate::description::{Description, Portability, TARGETS};
use crate::layout::Layout;
use crate::lifetime::Lifetime;

/// The bytes of a record of bit fields `S`, `N` of them: what the record
/// declared by `#[transmutable::bits]` holds, and what its accessors read
/// and write. Every value holds a valid value in every field: it is made
/// only by checked writes, or by transmutable's checks of bytes.
///
/// ```
/// #[transmutable::bits(order = little_endian)]
/// #[derive(Clone, Copy, Debug, PartialEq)]
/// pub struct Control {
///     #[bits(1)]
///     pub enabled: bool,
///     #[bits(7)]
///     pub level: u8,
/// }
///
/// let control = Control::new(true, 3).unwrap();
/// assert_eq!(transmutable::as_bytes(&control), [0b0000_0111]);
/// assert!(transmutable::try_transmute::<u8, Control>(0b0000_0110).is_ok());
/// ```
pub struct Bits<S, const N: usize> {
    bytes: [u8; N],
    fields: PhantomData<fn() -> S>,
}

impl<S: BitFields, const N: usize> Bits<S, N> {
    const PARTS: ByteParts<N> = byte_parts::<N>(S::ORDER, S::FIELDS);
    const RECORD: BitRecord = BitRecord { order: S::ORDER, fields: S::FIELDS, bytes: N };
    const PIECES: BytePieces<N> = byte_pieces(const { &Self::PARTS }, const { &Self::RECORD });

    /// The bits of field `index`, as an unsigned integer.
    fn raw(&self, index: usize) -> u128 {
        let field = &S::FIELDS[index];
        let low = low_bit(S::ORDER, S::FIELDS, N, index);
        let mut value = 0u128;
        let mut taken = 0;
        // Byte by byte, from the byte of the field's lowest bit up.
        while taken < field.width() {
            let bit = low + taken;
            let byte = self.bytes[byte_of(S::ORDER, N, bit)];
            let shift = bit % 8;
            let count = (8 - shift).min(field.width() - taken);
            value |= u128::from((byte >> shift) & mask(count) as u8) << taken;
            taken += count;
        }
        value
    }

    /// Stores `value` in the bits of field `index`, which it fits.
    fn store(&mut self, index: usize, value: u128) {
        let field = &S::FIELDS[index];
        let low = low_bit(S::ORDER, S::FIELDS, N, index);
        let mut taken = 0;
        while taken < field.width() {
            let bit = low + taken;
            let byte = &mut self.bytes[byte_of(S::ORDER, N, bit)];
            let shift = bit % 8;
            let count = (8 - shift).min(field.width() - taken);
            let field_mask = (mask(count) as u8) << shift;
            *byte = (*byte & !field_mask) | ((((value >> taken) as u8) << shift) & field_mask);
            taken += count;
        }
    }

    /// The record whose fields hold `values`, each the bits of its field
    /// as an unsigned integer ([`raw_value`]), in declaration order; `None`
    /// if one does not fit its field or is not a value of its type.
    ///
    /// ```
    /// use transmutable::bit_fields::{raw_value, Bits};
    ///
    /// #[transmutable::bits(order = network)]
    /// pub struct Pair {
    ///     #[bits(3)]
    ///     pub high: u8,
    ///     #[bits(5)]
    ///     pub low: u8,
    /// }
    ///
    /// let bits = Bits::<Pair, 1>::from_values([raw_value(&1u8), raw_value(&2u8)]).unwrap();
    /// assert_eq!(transmutable::as_bytes(&bits), [0b001_00010]);
    /// assert!(Bits::<Pair, 1>::from_values([8, 0]).is_none());
    /// ```
    #[must_use]
    pub fn from_values<const K: usize>(values: [u128; K]) -> Option<Self> {
        let _ = <Self as Layout>::DESCRIPTION;
        assert!(K == S::FIELDS.len(), "transmutable: a record of bit fields is made from one value per field");
        let mut bits = Bits { bytes: [0; N], fields: PhantomData };
        let mut index = 0;
        while index < K {
            if !S::FIELDS[index].accepts(values[index]) {
                return None;
            }
            bits.store(index, values[index]);
            index += 1;
        }
        Some(bits)
    }

    /// The value of field `index`, a `T`: the type the field was declared
    /// with.
    ///
    /// # Panics
    ///
    /// If `T` is not that type and the field's bits are not a valid `T`:
    /// what `#[transmutable::bits]` generates never does so.
    ///
    /// ```
    /// use transmutable::bit_fields::Bits;
    ///
    /// #[transmutable::bits(order = network)]
    /// pub struct Flags {
    ///     #[bits(1)]
    ///     pub reserved: bool,
    ///     #[bits(1)]
    ///     pub dont_fragment: bool,
    ///     #[bits(6)]
    ///     pub rest: u8,
    /// }
    ///
    /// let bits: Bits<Flags, 1> = transmutable::transmute(Flags::new(false, true, 0).unwrap());
    /// assert!(bits.get::<bool>(1));
    /// ```
    #[must_use]
    pub fn get<T: Layout>(&self, index: usize) -> T {
        from_raw(self.raw(index))
    }

    /// Stores `value` in field `index`.
    ///
    /// # Panics
    ///
    /// If `value` does not fit the field's width or is not a value its
    /// type accepts there: see [`try_set`](Bits::try_set).
    ///
    /// ```
    /// #[transmutable::bits(order = little_endian)]
    /// pub struct Nibbles {
    ///     #[bits(4)]
    ///     pub low: u8,
    ///     #[bits(4)]
    ///     pub high: u8,
    /// }
    ///
    /// let mut nibbles = Nibbles::new(1, 2).unwrap();
    /// nibbles.set_high(7);
    /// assert_eq!(transmutable::as_bytes(&nibbles), [0x71]);
    /// ```
    pub fn set<T: Layout>(&mut self, index: usize, value: T) {
        if self.try_set(index, value).is_err() {
            panic!("transmutable: the value does not fit the bit field `{}`", S::FIELDS[index].name());
        }
    }

    /// Stores `value` in field `index`, if it fits the field's width and
    /// is a value its type accepts; otherwise leaves the record as it was
    /// and returns `value` back.
    ///
    /// ```
    /// #[transmutable::bits(order = network)]
    /// pub struct Nibbles {
    ///     #[bits(4)]
    ///     pub high: u8,
    ///     #[bits(4)]
    ///     pub low: u8,
    /// }
    ///
    /// let mut nibbles = Nibbles::new(1, 2).unwrap();
    /// assert_eq!(nibbles.try_set_low(9), Ok(()));
    /// assert_eq!(nibbles.try_set_low(16), Err(16));
    /// assert_eq!(transmutable::as_bytes(&nibbles), [0x19]);
    /// ```
    pub fn try_set<T: Layout>(&mut self, index: usize, value: T) -> Result<(), T> {
        let raw = raw_value(&value);
        if S::FIELDS[index].accepts(raw) {
            self.store(index, raw);
            Ok(())
        } else {
            Err(value)
        }
    }
}

/// The bits of `value` as an unsigned integer: what it holds in a bit
/// field, whose width it must fit. `T` is an integer, `bool` or a
/// fieldless enum: one value over all its bytes.
///
/// ```
/// use transmutable::bit_fields::raw_value;
///
/// assert_eq!(raw_value(&true), 1);
/// assert_eq!(raw_value(&0x1234u16), 0x1234);
/// ```
#[must_use]
pub fn raw_value<T: Layout>(value: &T) -> u128 {
    let bytes = crate::as_bytes(value);
    let mut wide = [0u8; 16];
    let size = bytes.len().min(16);
    if cfg!(target_endian = "little") {
        wide[..size].copy_from_slice(&bytes[..size]);
    } else {
        wide[16 - size..].copy_from_slice(&bytes[bytes.len() - size..]);
    }
    u128::from_ne_bytes(wide)
}

/// The `T` whose bits are `raw`.
fn from_raw<T: Layout>(raw: u128) -> T {
    let wide = raw.to_ne_bytes();
    let size = size_of::<T>();
    let bytes = if cfg!(target_endian = "little") { &wide[..size] } else { &wide[16 - size..] };
    match crate::try_read_from_bytes::<T>(bytes) {
        Ok(value) => value,
        Err(_) => panic!("transmutable: a bit field was read as another type than it was declared with"),
    }
}

// SAFETY: `Bits<S, N>` is `N` bytes (`[u8; N]` and a zero-sized marker),
// aligned to 1, with no padding, pointer or `UnsafeCell`. The description is
// one run per byte, each byte's set the bytes whose bits hold a value every
// field there accepts (`byte_parts`, which refuses a restricted field that
// crosses a byte, so the per-byte sets are independent and their product is
// exactly the records whose every field is valid). Every value of
// `Bits<S, N>` is such a record: the field is private, and the only ways to
// make one are `from_values` and `try_set`, which store only values each
// field accepts, and transmutable's own checks against this description.
// Any such record is a safe value (`Invariants::None`): the fields' types
// carry no invariants (`BitField::new` refuses those that do).
unsafe impl<S: BitFields, const N: usize> Layout for Bits<S, N> {
    const DESCRIPTION: &'static Description = &storage_description(const { &Self::PIECES });
    const PORTABLE: [Portability; TARGETS] =
        portable_storage(Self::DESCRIPTION, S::FIELDS, checks_as_written(S::WRITTEN));
}

// SAFETY: bytes only: no reference, so no lifetime.
unsafe impl<'a, S, const N: usize> Lifetime<'a> for Bits<S, N> {}

// Written out rather than derived: a derive would ask `S: Clone`.
impl<S, const N: usize> Clone for Bits<S, N> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<S, const N: usize> Copy for Bits<S, N> {}

impl<S, const N: usize> PartialEq for Bits<S, N> {
    fn eq(&self, other: &Self) -> bool {
        self.bytes == other.bytes
    }
}

impl<S, const N: usize> Eq for Bits<S, N> {}

impl<S, const N: usize> core::hash::Hash for Bits<S, N> {
    fn hash<H: core::hash::Hasher>(&self, state: &mut H) {
        self.bytes.hash(state);
    }
}

impl<S, const N: usize> core::fmt::Debug for Bits<S, N> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_tuple("Bits").field(&self.bytes).finish()
    }
}
