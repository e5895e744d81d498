//! Probes of the compiled plans for unions against a brute-force reading of
//! the contract: a union is valid when some inhabited field's reading takes
//! its bytes; a union none of whose fields has a value is never valid.

use core::convert::Infallible;
use core::num::NonZeroU16;

use transmutable::__private::{validate_bytes, validate_bytes_by_plan, validate_elements_by_plan, validated_by_plan};
use transmutable::{Layout, TryCastError};

/// No value, but one byte after it.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct NoValueThenByte {
    pub never: Infallible,
    pub byte: u8,
}

/// A union whose one field has no value: no byte string is one of it.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union OnlyNoValue {
    pub a: NoValueThenByte,
}

/// Two fields, neither with a value.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union TwoNoValues {
    pub a: NoValueThenByte,
    pub b: NoValueThenByte,
}

/// A `bool` array, or a `NonZeroU16`: read whole, never mixed.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union FlagsOrNonZero {
    pub f: [bool; 2],
    pub n: NonZeroU16,
}

/// A byte and padding, or a `u16` of one value range: fields of different
/// sizes and alignments.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union FlagOrWide {
    pub f: bool,
    pub n: NonZeroU16,
}

/// Brute-force oracle for `FlagsOrNonZero`: `f` whole, or `n` whole.
fn flags_or_non_zero(bytes: [u8; 2]) -> bool {
    (bytes[0] <= 1 && bytes[1] <= 1) || u16::from_ne_bytes(bytes) != 0
}

/// Brute-force oracle for `FlagOrWide`, as safe code may leave it: `n`
/// whole, or `f` written over a `n` (byte 1 left as `n` had it).
fn flag_or_wide_reachable(bytes: [u8; 2]) -> bool {
    bytes[0] <= 1 || u16::from_ne_bytes(bytes) != 0
}

/// The same, as the contract reads it (KNOWN_DIFFERENCES.md, "Unions into
/// unions"): past `f`'s end only uninit or what a one-byte part writes,
/// and no part of `n` is one byte long, so initialized bytes are `n`.
fn flag_or_wide(bytes: [u8; 2]) -> bool {
    u16::from_ne_bytes(bytes) != 0
}

fn verdicts<T: Layout + for<'l> transmutable::Lifetime<'l>, const N: usize>(bytes: [u8; N]) -> [bool; 5] {
    let walked = validate_bytes(T::DESCRIPTION, &bytes);
    let by_plan = validate_bytes_by_plan(T::DESCRIPTION, &bytes);
    let read = transmutable::try_read_from_bytes::<T>(&bytes).is_ok();
    let transmuted = transmutable::try_transmute::<[u8; N], T>(bytes).is_ok();
    let buffer: [u64; 4] = [0; 4];
    let mut buffer = buffer;
    transmutable::as_mut_bytes(&mut buffer[..])[..N].copy_from_slice(&bytes);
    let viewed = match transmutable::try_ref_from_bytes::<T>(&transmutable::as_bytes(&buffer[..])[..N]) {
        Ok(_) => true,
        Err(TryCastError::Validity(_)) => false,
        Err(error) => panic!("{error}"),
    };
    [walked, by_plan, read, transmuted, viewed]
}

#[test]
fn two_byte_unions_agree_with_the_oracle() {
    let step = if cfg!(miri) { 37 } else { 1 };
    for low in (0..=255u8).step_by(step) {
        for high in (0..=255u8).step_by(step) {
            let bytes = [low, high];
            let expected = flags_or_non_zero(bytes);
            assert_eq!(verdicts::<FlagsOrNonZero, 2>(bytes), [expected; 5], "FlagsOrNonZero {bytes:02x?}");
            let expected = flag_or_wide(bytes);
            assert!(!expected || flag_or_wide_reachable(bytes));
            assert_eq!(verdicts::<FlagOrWide, 2>(bytes), [expected; 5], "FlagOrWide {bytes:02x?}");
        }
    }
    assert!(validated_by_plan(FlagsOrNonZero::DESCRIPTION));
}

#[test]
fn a_union_with_no_value_is_never_valid_alone() {
    for byte in 0..=255u8 {
        for description in [OnlyNoValue::DESCRIPTION, TwoNoValues::DESCRIPTION] {
            assert!(!validate_bytes(description, &[byte]));
            assert!(!validate_bytes_by_plan(description, &[byte]));
        }
    }
}

#[test]
fn slices_of_a_union_with_no_value_are_never_valid() {
    for count in [1usize, 3, 64, 65] {
        let bytes = vec![0u8; count];
        let walked = bytes.chunks(1).all(|element| validate_bytes(OnlyNoValue::DESCRIPTION, element));
        assert!(!walked);
        assert_eq!(
            validate_elements_by_plan(OnlyNoValue::DESCRIPTION, &bytes),
            walked,
            "[OnlyNoValue; {count}]: the plan for elements and the walk disagree"
        );
        // The views refuse `[OnlyNoValue]` at compile time (uninhabited), so
        // only the plan for elements, which `valid_elements` shares, is seen.
    }
}

/// Three tags, one apart.
#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum Kind {
    A = 1,
    B = 2,
    C = 7,
}

fn kind(byte: u8) -> bool {
    matches!(byte, 1 | 2 | 7)
}

/// One-byte fields that mix: any byte either takes.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union KindOrFlag {
    pub k: Kind,
    pub f: bool,
}

fn kind_or_flag(byte: u8) -> bool {
    kind(byte) || byte <= 1
}

/// An enum with fields.
#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum Maybe {
    Nothing = 0,
    Flag(bool) = 1,
    Kind(Kind) = 5,
}

/// `Nothing` leaves its byte 1 as padding: anything, outside a union.
fn maybe(tag: u8, payload: u8) -> bool {
    tag == 0 || (tag == 1 && payload <= 1) || (tag == 5 && kind(payload))
}

/// Another enum with fields, over the same two bytes.
#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum Other {
    Zero = 0,
    Word(u8) = 3,
}

/// Two enums with fields, read whole: `Nothing` and `Zero` leave byte 1
/// uninitialized, and no part of either is written alone.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union TwoEnums {
    pub maybe: Maybe,
    pub other: Other,
}

fn two_enums([tag, payload]: [u8; 2]) -> bool {
    (tag == 1 && payload <= 1) || (tag == 5 && kind(payload)) || tag == 3
}

/// A `Kind`, or a `NonZeroU32`: fields of different sizes and alignments.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union KindOrWide {
    pub k: Kind,
    pub n: core::num::NonZeroU32,
}

fn kind_or_wide(bytes: [u8; 4]) -> bool {
    u32::from_ne_bytes(bytes) != 0
}

/// A zero-sized field beside a `bool`: the byte past `a` holds what a
/// `bool` leaves there, or nothing.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union UnitOrFlag {
    pub a: (),
    pub f: bool,
}

/// A zero-sized field beside a `NonZeroU16`.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union UnitOrWide {
    pub a: (),
    pub n: NonZeroU16,
}

/// A `bool`, padding, a `u16`.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct Padded {
    pub flag: bool,
    pub word: u16,
}

/// A struct with padding, or four `bool`s: byte 0 is a `bool` in both, byte
/// 1 is `Padded`'s padding or a `bool`.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union PaddedOrFlags {
    pub padded: Padded,
    pub flags: [bool; 4],
}

/// Bounds what safe code can leave in `PaddedOrFlags`.
fn padded_or_flags(bytes: [u8; 4]) -> bool {
    bytes[0] <= 1 && bytes[1] <= 1
}

/// Four choices: planned.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct FourChoices {
    pub a: KindOrFlag,
    pub b: KindOrFlag,
    pub m: Maybe,
    pub c: KindOrFlag,
}

fn four_choices(b: [u8; 5]) -> bool {
    kind_or_flag(b[0]) && kind_or_flag(b[1]) && maybe(b[2], b[3]) && kind_or_flag(b[4])
}

/// Five choices: walked.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct FiveChoices {
    pub four: FourChoices,
    pub d: KindOrFlag,
}

fn five_choices(b: [u8; 6]) -> bool {
    four_choices([b[0], b[1], b[2], b[3], b[4]]) && kind_or_flag(b[5])
}

/// An enum with fields right before a union of different sizes.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct EnumThenUnion {
    pub m: Maybe,
    pub u: FlagOrWide,
    pub v: FlagsOrNonZero,
}

fn enum_then_union(b: [u8; 6]) -> bool {
    maybe(b[0], b[1]) && flag_or_wide([b[2], b[3]]) && flags_or_non_zero([b[4], b[5]])
}

const VALUES: [u8; 10] = [0, 1, 2, 3, 5, 7, 0x80, 0xD8, 0xFE, 0xFF];

fn strings<const N: usize>() -> Vec<[u8; N]> {
    if N <= 2 && !cfg!(miri) {
        return (0..256usize.pow(N as u32)).map(|index| core::array::from_fn(|at| (index >> (8 * at)) as u8)).collect();
    }
    let total = VALUES.len().pow(N.min(5) as u32);
    let mut random = 0x9E37_79B9_7F4A_7C15u64;
    let count = if cfg!(miri) { 200 } else { total.max(100_000) };
    (0..count)
        .map(|mut index| {
            core::array::from_fn(|_| {
                if N <= 5 && index < total {
                    let value = VALUES[index % VALUES.len()];
                    index /= VALUES.len();
                    value
                } else {
                    random ^= random << 13;
                    random ^= random >> 7;
                    random ^= random << 17;
                    VALUES[(random % VALUES.len() as u64) as usize]
                }
            })
        })
        .collect()
}

/// Every entry point agrees with the walk and with `oracle` (exactly, or,
/// where `exact` is false, accepting only what the oracle bounds), alone,
/// behind a prefix and in slices of 3 with a trailing partial element.
fn against<T: Layout + for<'l> transmutable::Lifetime<'l>, const N: usize>(
    oracle: fn([u8; N]) -> bool,
    exact: bool,
    planned: bool,
) {
    let name = std::any::type_name::<T>();
    assert_eq!(core::mem::size_of::<T>(), N, "{name}");
    assert_eq!(validated_by_plan(T::DESCRIPTION), planned, "{name}: planned");
    for bytes in strings::<N>() {
        let expected = oracle(bytes);
        let got = verdicts::<T, N>(bytes);
        assert!(got.iter().all(|&verdict| verdict == got[0]), "{name} {bytes:02x?}: {got:?}");
        if exact {
            assert_eq!(got[0], expected, "{name} {bytes:02x?}");
        } else {
            assert!(!got[0] || expected, "{name} {bytes:02x?}: accepted, unreachable");
        }
        let mut buffer = [0u64; 8];
        let all = transmutable::as_mut_bytes(&mut buffer[..]);
        for copy in 0..3 {
            all[copy * N..][..N].copy_from_slice(&bytes);
        }
        let all = transmutable::as_bytes(&buffer[..]);
        let prefix = transmutable::try_ref_from_prefix::<T>(&all[..N + 1]).is_ok();
        assert_eq!(prefix, got[0], "{name} {bytes:02x?}: try_ref_from_prefix");
        let slice = transmutable::try_ref_from_bytes::<[T]>(&all[..3 * N]).is_ok();
        assert_eq!(slice, got[0], "[{name}; 3] {bytes:02x?}");
        assert_eq!(validate_elements_by_plan(T::DESCRIPTION, &all[..3 * N]), got[0], "[{name}; 3] {bytes:02x?}");
        if N > 1 {
            assert!(transmutable::try_ref_from_bytes::<[T]>(&all[..3 * N - 1]).is_err(), "{name}: partial element");
        }
    }
}

#[test]
fn shapes_against_oracles() {
    against::<TwoEnums, 2>(two_enums, true, true);
    against::<KindOrWide, 4>(kind_or_wide, true, true);
    against::<UnitOrFlag, 1>(|[byte]| byte <= 1, true, true);
    against::<UnitOrWide, 2>(|bytes| u16::from_ne_bytes(bytes) != 0, true, true);
    against::<PaddedOrFlags, 4>(padded_or_flags, false, true);
    against::<FourChoices, 5>(four_choices, true, true);
    against::<FiveChoices, 6>(five_choices, true, false);
    against::<EnumThenUnion, 6>(enum_then_union, true, true);
    against::<[FlagOrWide; 3], 6>(|b| (0..3).all(|i| flag_or_wide([b[2 * i], b[2 * i + 1]])), true, true);
    against::<[FlagOrWide; 4], 8>(|b| (0..4).all(|i| flag_or_wide([b[2 * i], b[2 * i + 1]])), true, true);
    against::<[FlagOrWide; 5], 10>(|b| (0..5).all(|i| flag_or_wide([b[2 * i], b[2 * i + 1]])), true, false);
    against::<[FlagsOrNonZero; 3], 6>(|b| (0..3).all(|i| flags_or_non_zero([b[2 * i], b[2 * i + 1]])), true, true);
}

/// Fields that mix, and a byte no field holds.
#[derive(Layout, Clone, Copy)]
#[repr(C, align(2))]
pub union AlignedKindOrFlag {
    pub k: Kind,
    pub f: bool,
}

/// Fields of two lengths that mix, and two bytes no field holds.
#[derive(Layout, Clone, Copy)]
#[repr(C, align(4))]
pub union FlagsOrKindPadded {
    pub a: [bool; 2],
    pub k: Kind,
}

/// A `Kind`, or a `u16` that takes anything: valid whatever it holds.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union KindOrWord {
    pub k: Kind,
    pub w: u16,
}

/// Three unions that mix, each with its own padding, in a record.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct ThreePadded {
    pub a: AlignedKindOrFlag,
    pub b: FlagsOrKindPadded,
    pub c: AlignedKindOrFlag,
}

#[test]
fn own_padding_of_unions_that_mix() {
    against::<AlignedKindOrFlag, 2>(|b| kind_or_flag(b[0]), true, true);
    against::<FlagsOrKindPadded, 4>(|b| kind_or_flag(b[0]) && b[1] <= 1, true, true);
    against::<KindOrWord, 2>(|_| true, true, true);
    against::<ThreePadded, 12>(
        |b| kind_or_flag(b[0]) && kind_or_flag(b[4]) && b[5] <= 1 && kind_or_flag(b[8]),
        true,
        true,
    );
}

/// An enum with fields and a two-byte tag, whose bytes differ by order.
#[derive(Layout, Clone, Copy)]
#[repr(u16)]
pub enum WideTag {
    A(bool) = 0x0102,
    B(Kind) = 0x0201,
}

/// A two-byte tag beside unions: the tag is read in the target's order.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct WideThenUnions {
    pub tag: WideTag,
    pub u: FlagOrWide,
    pub k: KindOrFlag,
}

fn wide_then_unions(b: [u8; 8]) -> bool {
    let tag = u16::from_ne_bytes([b[0], b[1]]);
    let variant = (tag == 0x0102 && b[2] <= 1) || (tag == 0x0201 && kind(b[2]));
    variant && flag_or_wide([b[4], b[5]]) && kind_or_flag(b[6])
}

#[test]
fn wide_tags_in_either_order() {
    against::<WideThenUnions, 8>(wide_then_unions, true, true);
    for (tag, payload, valid) in [(0x0102u16, 1u8, true), (0x0201, 7, true), (0x0102, 7, false), (0x0201, 1, true)] {
        let mut bytes = [0u8; 8];
        bytes[..2].copy_from_slice(&tag.to_ne_bytes());
        bytes[2] = payload;
        bytes[4..6].copy_from_slice(&1u16.to_ne_bytes());
        assert_eq!(verdicts::<WideThenUnions, 8>(bytes), [valid; 5], "{bytes:02x?}");
    }
}

/// A union inside a variant: `Empty` leaves byte 1 as padding, which takes
/// anything outside a union.
#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum WithUnion {
    Empty = 0,
    Either(KindOrFlag) = 2,
}

fn with_union([tag, payload]: [u8; 2]) -> bool {
    tag == 0 || (tag == 2 && kind_or_flag(payload))
}

/// An enum with fields inside a variant: `Flag` leaves byte 2 as padding.
#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum Outer {
    Inner(Maybe) = 1,
    Flag(bool) = 4,
}

fn outer([tag, first, second]: [u8; 3]) -> bool {
    (tag == 1 && maybe(first, second)) || (tag == 4 && first <= 1)
}

/// An enum with fields inside a union, beside `Kind`s that safe code
/// writes one by one: `Nothing` leaves byte 1 as padding, which holds what
/// safe code leaves there (uninit, or a `Kind` written alone), never a
/// byte that is neither. Held as a bound: `[0, 1]` (`m = Nothing`, then
/// `k[1] = A`) is refused, as the walk reads the padding (a union read as
/// one field takes there only the values of one-byte runs the other
/// fields write, and an enum is none).
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union MaybeOrKinds {
    pub m: Maybe,
    pub k: [Kind; 2],
}

fn maybe_or_kinds([tag, payload]: [u8; 2]) -> bool {
    (tag == 0 && kind(payload)) || (tag != 0 && maybe(tag, payload)) || (kind(tag) && kind(payload))
}

/// One two-byte value, no part of which safe code writes alone.
#[derive(Layout, Clone, Copy)]
#[repr(u16)]
pub enum AllOnes {
    Only = 0xFFFF,
}

/// A union inside a variant inside a union: three choices deep.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union DeepOrWord {
    pub w: WithUnionFull,
    pub n: AllOnes,
}

/// [`WithUnion`] with no padding: every variant holds two bytes.
#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum WithUnionFull {
    Byte(u8) = 0,
    Either(KindOrFlag) = 2,
}

fn deep_or_word(bytes: [u8; 2]) -> bool {
    bytes[0] == 0 || (bytes[0] == 2 && kind_or_flag(bytes[1])) || bytes == [0xFF; 2]
}

/// Four levels: a union in a variant in a union in a variant, deeper than
/// a plan holds choices ([`transmutable::limits::MAX_CHOICE_DEPTH`]).
#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum Deepest {
    Deep(DeepOrWord) = 3,
    Flags(bool, bool, bool) = 6,
}

/// `Deep` leaves byte 1 as padding.
fn deepest(b: [u8; 4]) -> bool {
    (b[0] == 3 && deep_or_word([b[2], b[3]])) || (b[0] == 6 && b[1] <= 1 && b[2] <= 1 && b[3] <= 1)
}

/// A two-byte tag whose variants hold a union and an enum with fields.
#[derive(Layout, Clone, Copy)]
#[repr(u16)]
pub enum WideOuter {
    Either(KindOrFlag) = 0x0102,
    Inner(Maybe) = 0x0201,
}

fn wide_outer(b: [u8; 4]) -> bool {
    match u16::from_ne_bytes([b[0], b[1]]) {
        0x0102 => kind_or_flag(b[2]),
        0x0201 => maybe(b[2], b[3]),
        _ => false,
    }
}

/// A `bool`, a byte of padding, a [`WideOuter`].
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct PaddedWideOuter {
    pub flag: bool,
    pub wide: WideOuter,
}

fn padded_wide_outer(b: [u8; 6]) -> bool {
    b[0] <= 1 && wide_outer([b[2], b[3], b[4], b[5]])
}

/// Choices inside choices, each against a brute-force oracle written from
/// the type's definition and held exactly: every string where they are two
/// bytes, every string of [`VALUES`] up to five.
#[test]
fn choices_inside_choices_against_oracles() {
    against::<TwoEnums, 2>(two_enums, true, true);
    against::<WithUnion, 2>(with_union, true, true);
    against::<Outer, 3>(outer, true, true);
    against::<MaybeOrKinds, 2>(maybe_or_kinds, false, true);
    against::<DeepOrWord, 2>(deep_or_word, true, true);
    against::<Deepest, 4>(deepest, true, false);
    against::<WideOuter, 4>(wide_outer, true, true);
    against::<PaddedWideOuter, 6>(padded_wide_outer, true, true);
    against::<[WithUnion; 2], 4>(|b| with_union([b[0], b[1]]) && with_union([b[2], b[3]]), true, true);
    against::<[Outer; 2], 6>(|b| outer([b[0], b[1], b[2]]) && outer([b[3], b[4], b[5]]), true, true);
    against::<[WithUnion; 3], 6>(|b| (0..3).all(|i| with_union([b[2 * i], b[2 * i + 1]])), true, false);
}
