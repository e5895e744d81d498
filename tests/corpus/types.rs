// Types of the shared corpus. Included by every test that runs the corpus,
// so each path (compile time, run time, UI) sees the same definitions.

#[allow(unused_imports)]
use transmutable::Layout;

/// `#[repr(C, align(2))] struct(pub u8)`: one byte of value, one of padding.
#[derive(Layout, Debug, Clone, Copy, PartialEq)]
#[repr(C, align(2))]
pub struct Aligned2(pub u8);

/// `#[repr(C)] struct(pub u8, pub u16)`: padding at byte 1.
#[derive(Layout, Debug, Clone, Copy, PartialEq)]
#[repr(C)]
pub struct Padded(pub u8, pub u16);

/// [`Padded`] with a `Cell` where its padding is.
#[derive(Layout)]
#[repr(C)]
pub struct CellOverPadding(pub u8, pub core::cell::Cell<core::mem::MaybeUninit<u8>>, pub u16);

/// A fieldless `#[repr(u8)]` enum with tags 0 and 1.
#[derive(Layout, Debug, Clone, Copy, PartialEq)]
#[repr(u8)]
pub enum AB {
    A,
    B,
}

/// `#[repr(u8)] enum { A(u8), B(u16) }`: padding after `A`'s byte.
#[derive(Layout, Debug, Clone, Copy, PartialEq)]
#[repr(u8)]
pub enum WithFields {
    A(u8),
    B(u16),
}

/// A union of `u8` and `bool`.
#[derive(Layout, Clone, Copy)]
pub union ByteOrBool {
    pub a: u8,
    pub b: bool,
}

/// A `repr(C)` union of `u8` and `u16`: byte 1 may be padding.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union ByteOrShort {
    pub a: u8,
    pub b: u16,
}

/// An enum without variants: uninhabited.
#[derive(Layout, Debug, Clone, Copy, PartialEq)]
pub enum Never {}

/// The talk's `Even`: a private field, so it may carry invariants.
#[derive(Layout, Debug, Clone, Copy, PartialEq)]
#[repr(transparent)]
pub struct Even {
    n: u8,
}

impl Even {
    pub fn get(self) -> u8 {
        self.n
    }
}

/// A struct whose author declares no invariants despite a private field.
#[derive(Layout, Debug, Clone, Copy, PartialEq)]
#[repr(transparent)]
// SAFETY: a promise under test: no code here relies on this type's fields
// beyond their being valid.
#[transmutable(unsafe(no_invariants))]
pub struct Declared {
    n: u8,
}

/// All fields public, but one of them has invariants.
#[derive(Layout, Debug, Clone, Copy, PartialEq)]
#[repr(C)]
pub struct HoldsEven {
    pub flag: u8,
    pub even: Even,
}

/// `#[non_exhaustive]`: cannot be built outside its crate.
#[derive(Layout, Debug, Clone, Copy, PartialEq)]
#[repr(C)]
#[non_exhaustive]
pub struct Open {
    pub a: u8,
}

/// A header with a nested bit field, for paths in explanations.
#[derive(Layout, Debug, Clone, Copy, PartialEq)]
#[repr(C)]
pub struct Flags {
    pub ack: bool,
    pub kind: AB,
}

#[derive(Layout, Debug, Clone, Copy, PartialEq)]
#[repr(C)]
pub struct Header {
    pub length: u16,
    pub flags: Flags,
}

/// A default-repr struct: the compiler picks the field order.
#[derive(Layout, Debug, Clone, Copy, PartialEq)]
pub struct Reordered {
    pub a: u8,
    pub b: u32,
    pub c: u16,
}

/// A packed struct: no padding at all.
#[derive(Layout, Debug, Clone, Copy, PartialEq)]
#[repr(C, packed)]
pub struct Packed {
    pub a: u8,
    pub b: u32,
}

/// A generic struct.
#[derive(Layout, Debug, Clone, Copy, PartialEq)]
#[repr(C)]
pub struct Pair<A, B> {
    pub first: A,
    pub second: B,
}

/// A `repr(C)` enum with fields: a C `int` tag, then a union of payloads.
#[derive(Layout, Debug, Clone, Copy, PartialEq)]
#[repr(C)]
pub enum CEnum {
    Small(u8),
    Large(u32),
    Nothing,
}

/// A wide, signed tag.
#[derive(Layout, Debug, Clone, Copy, PartialEq)]
#[repr(i16)]
pub enum Wide {
    Minus = -3,
    Big = 300,
    Next,
}

/// `#[repr(C)] struct(u8, bool)`: `Option` of it has a niche at offset 1
/// that the standard library does not document.
#[derive(Layout, Debug, Clone, Copy, PartialEq)]
#[repr(C)]
pub struct ByteBool(pub u8, pub bool);

/// A struct holding a reference, whose lifetime transmutable cannot see.
#[derive(Layout, Debug, Clone, Copy, PartialEq)]
#[repr(C)]
pub struct Holder<'a>(pub &'a u8);

/// A type that refers to itself through a reference.
#[derive(Layout, Debug, Clone, Copy)]
#[repr(C)]
pub struct Recursive {
    pub value: u8,
    pub next: Option<&'static Recursive>,
}

/// Two types that refer to each other: `struct A(&'static B); struct B(&'static A)`.
#[derive(Layout)]
#[repr(C)]
pub struct PingPong(pub &'static PongPing);

#[derive(Layout)]
#[repr(C)]
pub struct PongPing(pub &'static PingPong);

/// A one-value `#[repr(u8)]` enum: 0.
#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum ZeroTag {
    Zero = 0,
}

/// A one-value `#[repr(u8)]` enum: 1.
#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum OneTag {
    One = 1,
}

/// Tag 0 and a `bool`.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct FlagHalf {
    pub tag: ZeroTag,
    pub flag: bool,
}

/// Tag 1 and a byte.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct ByteHalf {
    pub tag: OneTag,
    pub byte: u8,
}

/// Either half, or, written piece by piece by safe code, a mix of both:
/// `u.flag.tag = ZeroTag::Zero` over `ByteHalf { tag: One, byte: 5 }` leaves
/// `[0, 5]`.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union Halves {
    pub flag: FlagHalf,
    pub byte: ByteHalf,
}

/// Tag 0 with a `bool`, tag 1 with a byte: what either half is alone.
#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum FlagOrByte {
    Flag(bool) = 0,
    Byte(u8) = 1,
}

/// A `bool`, or a field no value completes but whose byte safe code writes
/// (`u.partial.1 = 5`).
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union FlagOrPartial {
    pub flag: bool,
    pub partial: (core::convert::Infallible, u8),
}

/// A byte, or a field with nothing to write.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union ByteOrNever {
    pub byte: u8,
    pub never: core::convert::Infallible,
}

/// A `#[repr(C)]` struct ending in a slice: unsized.
#[derive(Layout)]
#[repr(C)]
pub struct Tailed {
    pub length: u16,
    pub items: [u16],
}

/// A fieldless `#[repr(u8, align(4))]` enum: one tag byte, then three of
/// padding.
#[derive(Layout, Debug, Clone, Copy, PartialEq)]
#[repr(u8, align(4))]
pub enum AlignedTag {
    Low = 1,
    High = 2,
}

/// A fieldless `#[repr(C, align(8))]` enum: a C `int` tag, then padding.
#[derive(Layout, Debug, Clone, Copy, PartialEq)]
#[repr(C, align(8))]
pub enum AlignedCTag {
    Low = 1,
    High = 2,
}

/// The bytes of [`AlignedCTag`]: a C `int`, then padding.
#[derive(Layout)]
#[repr(C, align(8))]
pub struct CTagBytes(pub core::ffi::c_int);

/// A fieldless `#[repr(u16, align(4))]` enum: a two-byte tag whose bytes
/// lie in the target's byte order, then padding.
#[derive(Layout, Debug, Clone, Copy, PartialEq)]
#[repr(u16, align(4))]
pub enum AlignedWideTag {
    Small = 0x0102,
    Large = 0x0304,
}

/// A `#[repr(u8, align(8))]` enum with fields.
#[derive(Layout, Debug, Clone, Copy, PartialEq)]
#[repr(u8, align(8))]
pub enum AlignedWithFields {
    Byte(u8),
    Short(u16),
}

/// A list node of bytes, and one of cells: the same shape, recursive.
#[derive(Layout)]
#[repr(C)]
pub struct ByteNode {
    pub next: Option<&'static ByteNode>,
    pub value: u8,
}

#[derive(Layout)]
#[repr(C)]
pub struct CellNode {
    pub next: Option<&'static CellNode>,
    pub value: core::cell::Cell<u8>,
}

/// A struct ending in bytes, and one as long whose sized part is a `u32`:
/// aligned to 4, so with one element it is 8 bytes long, not 5.
#[derive(Layout)]
#[repr(C)]
pub struct LooseTail {
    pub head: [u8; 4],
    pub data: [u8],
}

#[derive(Layout)]
#[repr(C)]
pub struct TightTail {
    pub head: u32,
    pub data: [u8],
}

/// Two tags whose first bytes are equal, in either byte order: no single
/// byte dispatches between them.
#[cfg(target_endian = "little")]
const TWO_BYTE_TAGS: (u16, u16) = (0x0001, 0x0101);
#[cfg(target_endian = "big")]
const TWO_BYTE_TAGS: (u16, u16) = (0x0100, 0x0101);

#[derive(Layout, Clone, Copy)]
#[repr(u16)]
pub enum SharedFirstByte {
    X = TWO_BYTE_TAGS.0,
    Y = TWO_BYTE_TAGS.1,
}

/// A struct with no value, one of whose fields safe code can still write
/// in a union: `u.empty.byte = MaybeUninit::uninit()`.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct NoValue {
    pub byte: core::mem::MaybeUninit<u8>,
    pub never: core::convert::Infallible,
}

/// A byte, or a write into the field without values: maybe uninitialized.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union ByteOrNoValue {
    pub empty: NoValue,
    pub byte: u8,
}

#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct TaggedUnion {
    pub tag: SharedFirstByte,
    pub union: ByteOrNoValue,
    pub last: u8,
}

#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct TaggedPointer {
    pub tag: SharedFirstByte,
    pub gap: [u8; 6],
    pub pointer: &'static u8,
}

/// The destination of both: two variants no first byte tells apart.
#[derive(Layout)]
#[repr(u16)]
pub enum TwoBytes {
    P(u8, u8) = TWO_BYTE_TAGS.0,
    Q(u8, u8) = TWO_BYTE_TAGS.1,
}

#[derive(Layout)]
#[repr(u16)]
pub enum TaggedAddress {
    P([u8; 6], usize) = TWO_BYTE_TAGS.0,
    Q([u8; 6], usize) = TWO_BYTE_TAGS.1,
}

/// `#[repr(C, align(8))]` with fields: a C `int` tag, a payload after it,
/// padding to 8.
#[derive(Layout, Clone, Copy)]
#[repr(C, align(8))]
pub enum AlignedCWithFields {
    Byte(u8),
    Nothing,
}

/// `#[repr(C, u8, align(4))]` with fields.
#[derive(Layout, Clone, Copy)]
#[repr(C, u8, align(4))]
pub enum AlignedCU8WithFields {
    Byte(u8),
    Short(u16),
}

/// A `bool` beside a counter in a cell.
#[derive(Layout)]
#[repr(C)]
pub struct FlagAndCounter {
    pub flag: bool,
    pub count: core::cell::Cell<u8>,
}

/// A boxed cell that the type's own code keeps below 4: the field is
/// private.
#[derive(Layout)]
#[repr(C)]
pub struct GuardedIndex {
    index: Box<core::cell::Cell<u8>>,
}

/// The same, with the field public.
#[derive(Layout)]
#[repr(C)]
pub struct OpenIndex {
    pub index: Box<core::cell::Cell<u8>>,
}

/// A box its own code frees early, behind a private flag.
#[derive(Layout)]
#[repr(C)]
pub struct Slot {
    value: core::mem::ManuallyDrop<Box<u8>>,
    live: bool,
}

/// A cell, then a byte that only a `&mut` could write.
#[derive(Layout)]
#[repr(C)]
pub struct CellAndFlag {
    pub cell: core::cell::Cell<u8>,
    pub flag: bool,
}

/// The same bytes, the second any value.
#[derive(Layout)]
#[repr(C)]
pub struct CellAndByte {
    pub cell: core::cell::Cell<u8>,
    pub byte: u8,
}

/// A frozen tag before a cell that both variants fill with a `bool`.
#[derive(Layout)]
#[repr(u8)]
pub enum CellFlags {
    Off(core::cell::Cell<bool>),
    On(core::cell::Cell<bool>),
}

/// A tag, then a `bool` cell: what `CellFlags` looks like as one struct.
#[derive(Layout)]
#[repr(C)]
pub struct TagAndFlagCell {
    pub tag: u8,
    pub flag: core::cell::Cell<bool>,
}

/// A tag, then a byte cell.
#[derive(Layout)]
#[repr(C)]
pub struct TagAndCell {
    pub tag: u8,
    pub cell: core::cell::Cell<u8>,
}

/// Variants that differ only in their frozen bytes, around one byte cell.
#[derive(Layout)]
#[repr(u8)]
pub enum FrozenAroundCell {
    Flag(core::cell::Cell<u8>, bool),
    Count(core::cell::Cell<u8>, core::num::NonZeroU8),
}

/// A tag, a cell and a byte.
#[derive(Layout)]
#[repr(C)]
pub struct TagCellByte {
    pub tag: u8,
    pub cell: core::cell::Cell<u8>,
    pub byte: u8,
}

/// A union of two cells over one byte, one of a `bool`, one of a `u8`: a
/// `&` to it may write through either.
#[derive(Layout)]
#[repr(C)]
pub union FlagOrByteCell {
    pub flag: core::mem::ManuallyDrop<core::cell::Cell<bool>>,
    pub byte: core::mem::ManuallyDrop<core::cell::Cell<u8>>,
}

/// A byte, then a `bool`.
#[derive(Layout, Debug, Clone, Copy, PartialEq)]
#[repr(C)]
pub struct ByteThenFlag {
    pub byte: u8,
    pub flag: bool,
}

/// A `bool`, then a byte.
#[derive(Layout, Debug, Clone, Copy, PartialEq)]
#[repr(C)]
pub struct FlagThenByte {
    pub flag: bool,
    pub byte: u8,
}

/// Two bytes, a `bool` in either field at another place: safe code leaves
/// `[2, 2]` in it (`Crossed { a: ByteThenFlag { byte: 2, flag: false } }`,
/// then `u.b.byte = 2`), which is neither field.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union Crossed {
    pub a: ByteThenFlag,
    pub b: FlagThenByte,
}

/// `Crossed`'s fields, in another type.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union CrossedTwin {
    pub a: ByteThenFlag,
    pub b: FlagThenByte,
}

/// Two `char`s over the same bytes: a `char` written whole over another,
/// never a surrogate, which the bytes of two `char`s mixed one by one may
/// spell.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union CharOrChar {
    pub a: char,
    pub b: char,
}

/// A byte, then a `Crossed`.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct AfterByte {
    pub byte: u8,
    pub crossed: Crossed,
}

/// A `Crossed` behind a tag, or a word.
#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum CrossedOrWord {
    Crossed(Crossed) = 0,
    Word(u16) = 1,
}

/// `Crossed`'s fields, each inside a `ManuallyDrop`: a field is written
/// whole (`(*u.a).byte = 2` reads the union, which takes `unsafe`), so safe
/// code never leaves `[2, 2]` in it.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union SealedCrossed {
    pub a: core::mem::ManuallyDrop<ByteThenFlag>,
    pub b: core::mem::ManuallyDrop<FlagThenByte>,
}

/// `Crossed`'s fields, each an array of one: an element is written only
/// with its array (`u.a[0].byte = 2` reads the union), so safe code never
/// leaves `[2, 2]` in it.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union ArrayCrossed {
    pub a: [ByteThenFlag; 1],
    pub b: [FlagThenByte; 1],
}

/// Two `bool`s written together, or a byte and a `bool` written one by
/// one: the second byte is always a `bool`.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union FlagsOrByteThenFlag {
    pub flags: [bool; 2],
    pub pair: ByteThenFlag,
}

/// A generic union: without an identity of its own, it is not recognized
/// where it meets itself.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union Either<A: Copy, B: Copy> {
    pub left: A,
    pub right: B,
}

/// A generic union inside a type, and the same inside another: the union
/// is not recognized where it meets itself.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct WrapsEither {
    pub either: Either<char, char>,
}

/// The same fields as [`WrapsEither`], another type.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct OtherWrapsEither {
    pub either: Either<char, char>,
}

/// A `Crossed`, then a `bool`.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct CrossedThenFlag {
    pub crossed: Crossed,
    pub flag: bool,
}

/// A `Crossed`, then 0.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct CrossedThenZero {
    pub crossed: Crossed,
    pub tag: ZeroTag,
}

/// A `Crossed`, then 1.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct CrossedThenOne {
    pub crossed: Crossed,
    pub tag: OneTag,
}

/// A `Crossed`, then 0 or 1, as two fields that only the last byte tells
/// apart: a destination undecided between them over the `Crossed`.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union CrossedThenTag {
    pub zero: CrossedThenZero,
    pub one: CrossedThenOne,
}

/// Any byte, then one that is not zero.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct AnyThenNonZero {
    pub any: u8,
    pub non_zero: core::num::NonZeroU8,
}

/// A byte that is not zero, then any byte.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct NonZeroThenAny {
    pub non_zero: core::num::NonZeroU8,
    pub any: u8,
}

/// Each field is never two zeros; a mix of them may be.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union NonZeroHalves {
    pub low: AnyThenNonZero,
    pub high: NonZeroThenAny,
}

/// `ByteThenFlag` as the one field of a transparent enum: no place safe
/// code writes alone.
#[derive(Layout, Clone, Copy)]
#[repr(transparent)]
pub enum ByteThenFlagVariant {
    Only(ByteThenFlag),
}

/// `FlagThenByte` as the one field of a transparent enum.
#[derive(Layout, Clone, Copy)]
#[repr(transparent)]
pub enum FlagThenByteVariant {
    Only(FlagThenByte),
}

/// `Crossed` with each field inside a transparent enum: safe code writes a
/// field only whole, so it never holds `[2, 2]`.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union VariantCrossed {
    pub a: ByteThenFlagVariant,
    pub b: FlagThenByteVariant,
}

/// Two bytes, the second a `bool`, each in a cell.
#[derive(Layout)]
#[repr(C)]
pub struct CellByteThenCellFlag {
    pub byte: core::cell::Cell<u8>,
    pub flag: core::cell::Cell<bool>,
}

/// A union of bytes, written whole.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union ByteOrByte {
    pub a: u8,
    pub b: u8,
}

/// A union whose fields hold the cells, one of them a `Cell<u8>`.
#[derive(Layout)]
#[repr(C)]
pub union CellByteOrCellFlag {
    pub byte: core::mem::ManuallyDrop<core::cell::Cell<u8>>,
    pub flag: core::mem::ManuallyDrop<core::cell::Cell<bool>>,
}

/// A union in a cell, then a union whose fields hold cells: the second is
/// written field by field, through its own cells.
#[derive(Layout)]
#[repr(C)]
pub struct CellUnionThenUnionOfCells {
    pub first: core::cell::Cell<ByteOrByte>,
    pub second: CellByteOrCellFlag,
}
