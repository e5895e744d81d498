//! Unions, and records holding them, validated by compiled plans: held to
//! the walk of their descriptions, the validator's oracle, which reads a
//! union as the compile-time check reads it (a field whole, with only what
//! safe code leaves in its padding and past its end; or, for a union that
//! mixes, a field under one-byte parts of the others, or the mix).
//!
//! For every type, on every byte string of a few chosen values where they
//! are few enough and on random ones of those values otherwise: the walk
//! (`validate_bytes`), the plan computed at run time
//! (`validate_bytes_by_plan`), and the compiled plan through every entry
//! point that validates (`try_read_from_bytes`, `try_ref_from_bytes`,
//! `try_transmute` from an array, which reads through a value) must agree;
//! and for slices of it, `try_ref_from_bytes::<[T]>` and the plan for
//! elements must agree with the walk of each element. Each type also pins
//! whether it is validated by a plan at all, so that a shape that falls
//! back to the walk is seen to.
//!
//! Set `UNION_PLANS_SAMPLES` for a longer run of the random strings.

use core::mem::size_of;
use core::num::{NonZeroU16, NonZeroU32};

use transmutable::__private::{validate_bytes, validate_bytes_by_plan, validate_elements_by_plan, validated_by_plan};
use transmutable::{Layout, Lifetime, TryCastError};

#[allow(dead_code)]
mod types {
    include!("corpus/types.rs");
}
use types::*;

/// Three tags, one of them apart from the others.
#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum Kind {
    A = 1,
    B = 2,
    C = 7,
}

/// Two fields that are no runs of bytes: read whole, never mixed.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union CharOrNonZero {
    pub c: char,
    pub n: NonZeroU32,
}

/// A `char`, or four bytes that take anything: valid whatever it holds.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union CharOrBytes {
    pub c: char,
    pub b: [u8; 4],
}

/// A `char`, or four `bool`s.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union CharOrFlags {
    pub c: char,
    pub f: [bool; 4],
}

/// An enum beside a `bool`: one-byte fields, which mix.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union KindOrFlag {
    pub k: Kind,
    pub f: bool,
}

/// An enum beside a byte: valid whatever it holds.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union KindOrByte {
    pub k: Kind,
    pub b: u8,
}

/// A `bool`, then a `Kind`.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct FlagThenKind {
    pub flag: bool,
    pub kind: Kind,
}

/// A `Kind`, then three bytes of padding.
#[derive(Layout, Clone, Copy)]
#[repr(C, align(4))]
pub struct PaddedKind {
    pub kind: Kind,
}

/// A `Kind` and padding, or a `char`: the padding holds what a `char`
/// leaves there, or what writing the `Kind` leaves (uninit).
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union PaddedKindOrChar {
    pub padded: PaddedKind,
    pub c: char,
}

/// A `Kind` and padding, or a `bool` and a `Kind` written one by one.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union PaddedKindOrPair {
    pub padded: PaddedKind,
    pub pair: FlagThenKind,
}

/// Unions inside a record, beside a `bool`.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct Record {
    pub flag: bool,
    pub either: KindOrFlag,
    pub crossed: Crossed,
    pub value: CharOrNonZero,
}

/// An enum with fields.
#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum Maybe {
    Nothing = 0,
    Flag(bool) = 1,
    Kind(Kind) = 5,
}

/// Two enums with fields and a union side by side.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct TwoEnums {
    pub first: Maybe,
    pub second: Maybe,
    pub either: KindOrFlag,
    pub last: bool,
}

/// An enum with fields and a union that does not mix.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct EnumAndUnion {
    pub maybe: Maybe,
    pub flags: [bool; 2],
    pub value: CharOrFlags,
}

/// An enum with fields inside a union.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union EnumOrWord {
    pub maybe: Maybe,
    pub word: NonZeroU16,
}

/// No value, but a byte safe code may write in a union.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct NeverThenByte {
    pub never: core::convert::Infallible,
    pub byte: u8,
}

/// A `bool`, or a field no value completes but whose byte safe code writes
/// (`u.partial.byte = 5`).
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union FlagOrNoValue {
    pub flag: bool,
    pub partial: NeverThenByte,
}

/// A `bool`, then a union: a field of [`UnionInUnion`].
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct FlagThenUnion {
    pub flag: bool,
    pub inner: KindOrFlag,
}

/// A union inside a union's field.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union UnionInUnion {
    pub pair: FlagThenUnion,
    pub flags: [bool; 2],
}

/// A byte, then a byte of padding.
#[derive(Layout, Clone, Copy)]
#[repr(C, align(2))]
pub struct PaddedByte {
    pub byte: u8,
}

/// A `Kind` or a `bool`, then a byte no field holds.
#[derive(Layout, Clone, Copy)]
#[repr(C, align(2))]
pub union AlignedKindOrFlag {
    pub k: Kind,
    pub f: bool,
}

/// The byte values strings are made of: each type's edges (`bool`s,
/// `Kind`s, tags of `Maybe`, bytes of surrogates and of the last `char`)
/// and a few others.
const VALUES: [u8; 12] = [0, 1, 2, 3, 5, 7, 0x10, 0x11, 0x80, 0xD8, 0xE0, 0xFF];

/// How many random strings a type larger than four bytes is tried on.
fn samples() -> usize {
    let default = if cfg!(miri) { 300 } else { 60_000 };
    std::env::var("UNION_PLANS_SAMPLES").ok().and_then(|value| value.parse().ok()).unwrap_or(default)
}

/// A small deterministic generator (xorshift), so that a failure repeats.
struct Random(u64);

impl Random {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn value(&mut self) -> u8 {
        VALUES[(self.next() % VALUES.len() as u64) as usize]
    }
}

/// The byte strings of `N` bytes a type is tried on: every one of
/// [`VALUES`] where they are at most 12^4, random ones otherwise; every
/// byte for one-byte types.
fn strings<const N: usize>() -> Vec<[u8; N]> {
    if N == 1 {
        return (0..=255).map(|byte| [byte; N]).collect();
    }
    if N <= 4 && !cfg!(miri) {
        let total = VALUES.len().pow(N as u32);
        return (0..total)
            .map(|mut index| {
                core::array::from_fn(|_| {
                    let value = VALUES[index % VALUES.len()];
                    index /= VALUES.len();
                    value
                })
            })
            .collect();
    }
    let mut random = Random(0x9E37_79B9_7F4A_7C15 ^ N as u64);
    (0..samples()).map(|_| core::array::from_fn(|_| random.value())).collect()
}

/// `bytes` in a buffer aligned to 16, as `count` copies of `element` with
/// `patch` (an index and a byte) written over them.
fn aligned(element: &[u8], count: usize, patch: Option<(usize, u8)>) -> (Vec<u128>, usize) {
    let len = element.len() * count;
    let mut buffer = vec![0u128; len.div_ceil(16).max(1)];
    let bytes = &mut transmutable::as_mut_bytes(&mut buffer[..])[..len];
    for (at, byte) in bytes.iter_mut().enumerate() {
        *byte = element[at % element.len()];
    }
    if let Some((at, byte)) = patch.filter(|_| len > 0) {
        bytes[at % len] = byte;
    }
    (buffer, len)
}

/// The verdicts on `T` agree on every string tried, alone and as slices;
/// `T` is validated by a plan exactly when `planned`, and some string is
/// refused exactly when `refuses` (safe code leaves some union that holds
/// any bytes: a field that takes anything, `char` or `NonZero` beside
/// each other, fields that mix into any bytes).
fn held_to_the_walk<T: Layout + for<'l> Lifetime<'l>, const N: usize>(planned: bool, refuses: bool) {
    let name = std::any::type_name::<T>();
    assert_eq!(size_of::<T>(), N, "{name}");
    assert_eq!(validated_by_plan(T::DESCRIPTION), planned, "{name}: planned");
    let strings = strings::<N>();
    let mut verdicts = [0usize; 2];
    for bytes in &strings {
        let (buffer, len) = aligned(bytes, 1, None);
        let in_place = &transmutable::as_bytes(&buffer[..])[..len];
        let walked = validate_bytes(T::DESCRIPTION, in_place);
        verdicts[usize::from(walked)] += 1;
        let by_plan = validate_bytes_by_plan(T::DESCRIPTION, in_place);
        assert_eq!(by_plan, walked, "{name} {bytes:02x?}: the run-time plan and the walk disagree");
        let read = transmutable::try_read_from_bytes::<T>(in_place).is_ok();
        assert_eq!(read, walked, "{name} {bytes:02x?}: try_read_from_bytes and the walk disagree");
        let viewed = match transmutable::try_ref_from_bytes::<T>(in_place) {
            Ok(_) => true,
            Err(TryCastError::Validity(_)) => false,
            Err(error) => panic!("{name}: {error} on an aligned buffer of its size"),
        };
        assert_eq!(viewed, walked, "{name} {bytes:02x?}: try_ref_from_bytes and the walk disagree");
        let transmuted = transmutable::try_transmute::<[u8; N], T>(*bytes).is_ok();
        assert_eq!(transmuted, walked, "{name} {bytes:02x?}: try_transmute and the walk disagree");
    }
    assert_eq!(verdicts[0] > 0, refuses, "{name}: {} strings refused of {}", verdicts[0], strings.len());
    assert!(verdicts[1] > 0, "{name}: nothing valid");
    slices_held_to_the_walk::<T, N>(&strings);
}

/// Slices of `T`: a valid element repeated, with one byte patched, for
/// counts around a block of 64 bytes.
fn slices_held_to_the_walk<T: Layout, const N: usize>(strings: &[[u8; N]]) {
    let name = std::any::type_name::<T>();
    let valid: Vec<&[u8; N]> = strings.iter().filter(|bytes| validate_bytes(T::DESCRIPTION, &bytes[..])).collect();
    let mut random = Random(0x2545_F491_4F6C_DD1D);
    let rounds = if cfg!(miri) { 20 } else { 2_000 };
    for round in 0..rounds {
        let element = valid[random.next() as usize % valid.len()];
        let count = [0, 1, 2, 3, 7, 8, 9, 16, 17, 64, 65][round % 11];
        let patch = (round % 3 != 0).then(|| (random.next() as usize, random.value()));
        let (buffer, len) = aligned(&element[..], count, patch);
        let bytes = &transmutable::as_bytes(&buffer[..])[..len];
        let walked = bytes.chunks(N).all(|element| validate_bytes(T::DESCRIPTION, element));
        let by_plan = validate_elements_by_plan(T::DESCRIPTION, bytes);
        assert_eq!(by_plan, walked, "[{name}; {count}] {bytes:02x?}: the plan for elements and the walk disagree");
        let viewed = match transmutable::try_ref_from_bytes::<[T]>(bytes) {
            Ok(view) => {
                assert_eq!(view.len(), count);
                true
            }
            Err(TryCastError::Validity(error)) => {
                let at = error.offset();
                assert!(
                    !validate_bytes(T::DESCRIPTION, &bytes[at / N * N..][..N]),
                    "[{name}; {count}] {bytes:02x?}: the error at {at} is in a valid element"
                );
                false
            }
            Err(error) => panic!("[{name}; {count}]: {error} on an aligned buffer of its size"),
        };
        assert_eq!(viewed, walked, "[{name}; {count}] {bytes:02x?}: the slice view and the walk disagree");
    }
}

macro_rules! held_to_the_walk {
    ($($test:ident: $type:ty, planned: $planned:expr, refuses: $refuses:expr;)*) => {$(
        #[test]
        #[cfg_attr(miri, ignore = "thousands of strings, each validated four ways: run without Miri")]
        fn $test() {
            held_to_the_walk::<$type, { size_of::<$type>() }>($planned, $refuses);
        }
    )*};
}

held_to_the_walk! {
    // Fields read whole.
    char_or_non_zero: CharOrNonZero, planned: true, refuses: false;
    char_or_bytes: CharOrBytes, planned: true, refuses: false;
    char_or_flags: CharOrFlags, planned: true, refuses: true;
    char_or_char: CharOrChar, planned: true, refuses: true;
    char_or_non_zero_generic: Either<char, NonZeroU32>, planned: true, refuses: false;
    wraps_either: WrapsEither, planned: true, refuses: true;
    padded_kind_or_char: PaddedKindOrChar, planned: true, refuses: true;
    byte_or_short: ByteOrShort, planned: true, refuses: false;
    sealed_crossed: SealedCrossed, planned: true, refuses: true;
    array_crossed: ArrayCrossed, planned: true, refuses: true;
    byte_or_never: ByteOrNever, planned: true, refuses: false;
    // Fields that mix.
    kind_or_flag: KindOrFlag, planned: true, refuses: true;
    kind_or_byte: KindOrByte, planned: true, refuses: false;
    kind_or_byte_generic: Either<Kind, u8>, planned: true, refuses: false;
    crossed: Crossed, planned: true, refuses: false;
    halves: Halves, planned: true, refuses: true;
    non_zero_halves: NonZeroHalves, planned: true, refuses: false;
    flags_or_byte_then_flag: FlagsOrByteThenFlag, planned: true, refuses: true;
    padded_kind_or_pair: PaddedKindOrPair, planned: true, refuses: true;
    flag_or_partial: FlagOrNoValue, planned: true, refuses: true;
    byte_or_no_value: ByteOrNoValue, planned: true, refuses: false;
    // Unions inside records, and records of several choices.
    after_byte: AfterByte, planned: true, refuses: false;
    crossed_then_flag: CrossedThenFlag, planned: true, refuses: true;
    tagged_union: TaggedUnion, planned: true, refuses: true;
    record: Record, planned: true, refuses: true;
    two_enums: TwoEnums, planned: true, refuses: true;
    enum_and_union: EnumAndUnion, planned: true, refuses: true;
    three_unions: [KindOrFlag; 3], planned: true, refuses: true;
    // Choices inside choices.
    crossed_then_tag: CrossedThenTag, planned: true, refuses: true;
    crossed_or_word: CrossedOrWord, planned: true, refuses: true;
    enum_or_word: EnumOrWord, planned: true, refuses: true;
    union_in_union: UnionInUnion, planned: true, refuses: true;
    variant_crossed: VariantCrossed, planned: true, refuses: true;
    // More choices than a plan holds: walked.
    five_unions: [KindOrFlag; 5], planned: false, refuses: true;
}

/// Values that hold uninitialized bytes (a field's padding, past a short
/// field), validated as a union by `try_transmute`, which reads through
/// the value: the plan reads every reading of the union, where the walk
/// stops at the first that passes, so every byte of every reading must be
/// one the compile-time check proved initialized. Run under Miri, which
/// reports a read of an uninitialized byte.
#[test]
fn values_with_uninitialized_bytes_are_read_only_where_initialized() {
    let padded = PaddedKindOrChar { padded: PaddedKind { kind: Kind::B } };
    assert!(transmutable::try_transmute::<PaddedKindOrChar, PaddedKindOrChar>(padded).is_ok());
    let letter = PaddedKindOrChar { c: 'é' };
    assert!(transmutable::try_transmute::<PaddedKindOrChar, PaddedKindOrChar>(letter).is_ok());
    let pair = PaddedKindOrPair { padded: PaddedKind { kind: Kind::C } };
    assert!(transmutable::try_transmute::<PaddedKindOrPair, PaddedKindOrPair>(pair).is_ok());
    let record = Record {
        flag: true,
        either: KindOrFlag { k: Kind::A },
        crossed: Crossed { a: ByteThenFlag { byte: 9, flag: false } },
        value: CharOrNonZero { c: 'x' },
    };
    assert!(transmutable::try_transmute::<Record, Record>(record).is_ok());
    let maybe =
        TwoEnums { first: Maybe::Nothing, second: Maybe::Kind(Kind::B), either: KindOrFlag { f: true }, last: false };
    assert!(transmutable::try_transmute::<TwoEnums, TwoEnums>(maybe).is_ok());
    let word = ByteOrShort { a: 7 };
    assert!(transmutable::try_transmute::<ByteOrShort, ByteOrShort>(word).is_ok());
    // Read at byte 0 in every reading, never at byte 1, the padding of
    // both.
    assert!(validated_by_plan(AlignedKindOrFlag::DESCRIPTION));
    for (byte, valid) in [(7, true), (1, true), (0, true), (3, false), (0xFF, false)] {
        let verdict = transmutable::try_transmute::<PaddedByte, AlignedKindOrFlag>(PaddedByte { byte }).is_ok();
        assert_eq!(verdict, valid, "{byte}");
    }
}

/// A command: a tag, then four bytes in every variant.
#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum Command {
    Key { pressed: bool, kind: Kind, count: u8 } = 1,
    Move(i8, i8, i8) = 2,
}

/// A command or a `char`: an enum with fields inside a union.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union CommandOrChar {
    pub command: Command,
    pub c: char,
}

/// Checks in no choice beside a union, as records are read one at a time
/// (the union of `benches/records.rs`).
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct FlaggedValue {
    pub kind: Kind,
    pub urgent: bool,
    pub length: u16,
    pub value: CharOrFlags,
}

/// Checks in no choice beside a choice inside a choice.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct FlaggedInput {
    pub kind: Kind,
    pub urgent: bool,
    pub length: u16,
    pub input: CommandOrChar,
}

fn is_kind(byte: u8) -> bool {
    matches!(byte, 1 | 2 | 7)
}

/// [`FlaggedValue`] checked by hand, from the contract.
fn flagged_value_by_hand(bytes: &[u8; 8]) -> bool {
    let word = u32::from_ne_bytes([bytes[4], bytes[5], bytes[6], bytes[7]]);
    let letter = char::from_u32(word).is_some();
    let flags = bytes[4..].iter().all(|&byte| byte < 2);
    is_kind(bytes[0]) && bytes[1] < 2 && (letter || flags)
}

/// [`FlaggedInput`] checked by hand, from the contract.
fn flagged_input_by_hand(bytes: &[u8; 8]) -> bool {
    let word = u32::from_ne_bytes([bytes[4], bytes[5], bytes[6], bytes[7]]);
    let letter = char::from_u32(word).is_some();
    let command = match bytes[4] {
        1 => bytes[5] < 2 && is_kind(bytes[6]),
        2 => true,
        _ => false,
    };
    is_kind(bytes[0]) && bytes[1] < 2 && (letter || command)
}

/// Valid records with each byte, and each pair of a byte before the
/// union and one in it, set to values each check takes or refuses: read
/// one at a time (`try_ref_from_prefix`, `try_ref_from_bytes`), where the
/// checks in no choice are tested first with an early exit, the verdict
/// is the hand-written one. Fails when a check before the union, or a
/// reading of it, is skipped.
#[test]
fn records_read_one_at_a_time_check_every_field() {
    fn held<T: Layout + for<'l> Lifetime<'l>>(valid: &[[u8; 8]], by_hand: fn(&[u8; 8]) -> bool) {
        let name = std::any::type_name::<T>();
        let values = [0u8, 1, 2, 3, 7, 0x11, 0xD8, 0xFF];
        let mut strings = Vec::new();
        for record in valid {
            strings.push(*record);
            for at in 0..8 {
                for &value in &values {
                    let mut bytes = *record;
                    bytes[at] = value;
                    strings.push(bytes);
                    for inside in 4..8 {
                        for &other in &values {
                            let mut both = bytes;
                            both[inside] = other;
                            if at < 2 || cfg!(not(miri)) {
                                strings.push(both);
                            }
                        }
                    }
                }
            }
        }
        let mut verdicts = [0usize; 2];
        for bytes in &strings {
            let expected = by_hand(bytes);
            verdicts[usize::from(expected)] += 1;
            let (buffer, len) = aligned(bytes, 1, None);
            let in_place = &transmutable::as_bytes(&buffer[..])[..len];
            let prefix = transmutable::try_ref_from_prefix::<T>(in_place).is_ok();
            assert_eq!(prefix, expected, "{name} {bytes:02x?}: try_ref_from_prefix");
            let whole = transmutable::try_ref_from_bytes::<T>(in_place).is_ok();
            assert_eq!(whole, expected, "{name} {bytes:02x?}: try_ref_from_bytes");
        }
        assert!(verdicts[0] > 0 && verdicts[1] > 0, "{name}: {verdicts:?}");
    }
    let letter = 'é' as u32;
    let [a, b, c, d] = letter.to_ne_bytes();
    held::<FlaggedValue>(&[[1, 0, 5, 0, a, b, c, d], [7, 1, 0, 9, 1, 0, 1, 1]], flagged_value_by_hand);
    held::<FlaggedInput>(
        &[[2, 1, 0, 0, a, b, c, d], [1, 0, 3, 3, 1, 1, 7, 9], [7, 0, 0, 0, 2, 0xFF, 0x80, 3]],
        flagged_input_by_hand,
    );
}

/// Two values of a `u32` that are neither a `char` nor four `bool`s.
#[derive(Layout, Clone, Copy)]
#[repr(u32)]
pub enum Wide {
    Low = 0xFFFF_FF00,
    High = 0xFFFF_FFFF,
}

/// A record whose union has three readings, each the only valid one for
/// some bytes: declared `char`, `bool`s, [`Wide`].
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct LetterFirst {
    pub kind: Kind,
    pub urgent: bool,
    pub length: u16,
    pub value: LetterFlagsWide,
}

/// The readings of [`LetterFirst`] in their first order.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union LetterFlagsWide {
    pub c: char,
    pub f: [bool; 4],
    pub w: Wide,
}

/// The same readings declared `bool`s, [`Wide`], `char`.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct FlagsFirst {
    pub kind: Kind,
    pub urgent: bool,
    pub length: u16,
    pub value: FlagsWideLetter,
}

/// The readings of [`FlagsFirst`].
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union FlagsWideLetter {
    pub f: [bool; 4],
    pub w: Wide,
    pub c: char,
}

/// The same readings declared [`Wide`], `char`, `bool`s.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct WideFirst {
    pub kind: Kind,
    pub urgent: bool,
    pub length: u16,
    pub value: WideLetterFlags,
}

/// The readings of [`WideFirst`].
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union WideLetterFlags {
    pub w: Wide,
    pub c: char,
    pub f: [bool; 4],
}

/// Which readings of the three-reading records take the union's four
/// bytes, from the contract: `[char, bools, Wide]`.
fn readings_by_hand(union: [u8; 4]) -> [bool; 3] {
    let word = u32::from_ne_bytes(union);
    [char::from_u32(word).is_some(), union.iter().all(|&byte| byte < 2), matches!(word, 0xFFFF_FF00 | 0xFFFF_FFFF)]
}

/// The three-reading records checked by hand, from the contract.
fn three_readings_by_hand(bytes: &[u8]) -> bool {
    let union = [bytes[4], bytes[5], bytes[6], bytes[7]];
    is_kind(bytes[0]) && bytes[1] < 2 && readings_by_hand(union).contains(&true)
}

/// A union of three readings, each the only valid one for some of its
/// bytes, declared in three orders, in a record with checks in no choice:
/// read one at a time (`try_ref_from_prefix`, `try_ref_from_bytes`,
/// `try_read_from_bytes`) and as slices whose elements take each reading
/// in turn, the verdict is the contract's whatever the order of the
/// readings. Fails when a reading is lost, or skipped where no earlier
/// one passed, in the order the plan tests them or in the machine code's.
#[test]
fn each_reading_of_a_union_is_tried_whatever_its_place() {
    fn held<T: Layout + for<'l> Lifetime<'l>>() {
        let name = std::any::type_name::<T>();
        assert_eq!(size_of::<T>(), 8, "{name}");
        assert!(validated_by_plan(T::DESCRIPTION), "{name}: planned");
        let values: &[u8] =
            if cfg!(miri) { &[0, 1, 0x41, 0xD8, 0xFF] } else { &[0, 1, 2, 0x10, 0x11, 0x41, 0xD8, 0xFF] };
        let heads: [[u8; 4]; 4] = [[1, 0, 5, 0], [7, 1, 0, 9], [3, 0, 0, 0], [2, 2, 0, 0]];
        // How many valid strings each reading alone takes.
        let mut alone = [0usize; 3];
        let mut verdicts = [0usize; 2];
        let mut valid = Vec::new();
        for index in 0..values.len().pow(4) {
            let union: [u8; 4] = core::array::from_fn(|at| values[index / values.len().pow(at as u32) % values.len()]);
            for head in &heads {
                let mut bytes = [0u8; 8];
                bytes[..4].copy_from_slice(head);
                bytes[4..].copy_from_slice(&union);
                let expected = three_readings_by_hand(&bytes);
                verdicts[usize::from(expected)] += 1;
                let readings = readings_by_hand(union);
                if expected && readings.iter().filter(|&&taken| taken).count() == 1 {
                    alone[readings.iter().position(|&taken| taken).unwrap_or(0)] += 1;
                }
                if expected {
                    valid.push(bytes);
                }
                let (buffer, len) = aligned(&bytes, 1, None);
                let in_place = &transmutable::as_bytes(&buffer[..])[..len];
                let prefix = transmutable::try_ref_from_prefix::<T>(in_place).is_ok();
                assert_eq!(prefix, expected, "{name} {bytes:02x?}: try_ref_from_prefix");
                let whole = transmutable::try_ref_from_bytes::<T>(in_place).is_ok();
                assert_eq!(whole, expected, "{name} {bytes:02x?}: try_ref_from_bytes");
                let read = transmutable::try_read_from_bytes::<T>(in_place).is_ok();
                assert_eq!(read, expected, "{name} {bytes:02x?}: try_read_from_bytes");
            }
        }
        assert!(verdicts[0] > 0 && verdicts[1] > 0, "{name}: {verdicts:?}");
        assert!(alone.iter().all(|&count| count > 0), "{name}: strings each reading alone takes: {alone:?}");
        // Slices of valid records taking each reading in turn, one record
        // at a time through a loop of prefixes and as one slice, with one
        // element set to an invalid union where the last one is.
        let step = if cfg!(miri) { 97 } else { 7 };
        for start in (0..valid.len()).step_by(step) {
            let elements: Vec<[u8; 8]> = (0..19).map(|at| valid[(start + at * 31) % valid.len()]).collect();
            for broken in [None, Some(18), Some(start % 19)] {
                let mut elements = elements.clone();
                if let Some(at) = broken {
                    // A surrogate: no reading takes it.
                    elements[at][4..].copy_from_slice(&0xD800u32.to_ne_bytes());
                }
                let flat: Vec<u8> = elements.concat();
                let (buffer, len) = aligned(&flat, 1, None);
                let bytes = &transmutable::as_bytes(&buffer[..])[..len];
                let expected = broken.is_none();
                let slice = transmutable::try_ref_from_bytes::<[T]>(bytes).is_ok();
                assert_eq!(slice, expected, "[{name}] {elements:02x?}: try_ref_from_bytes");
                let mut rest = bytes;
                let mut count = 0;
                while let Ok((_, next)) = transmutable::try_ref_from_prefix::<T>(rest) {
                    rest = next;
                    count += 1;
                }
                assert_eq!(count, broken.unwrap_or(19), "[{name}] {elements:02x?}: records read one at a time");
            }
        }
    }
    held::<LetterFirst>();
    held::<FlagsFirst>();
    held::<WideFirst>();
}
