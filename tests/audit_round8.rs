//! Adversarial probes, round 8: what landed after round 7 and had not been
//! probed (the capabilities answered from per-type facts, periods over the
//! fields of one type of a struct and scalars moved over whole, plans of
//! choices inside choices), held to oracles written here from the types'
//! definitions alone, never from what the library outputs.
//!
//! - Capabilities from facts: for 60 types (enums whose zero tag is
//!   absent, present, negative, repeated from an earlier variant, or
//!   names a variant without values; unions that cover their bytes or
//!   not; padding in nested structs; `MaybeUninit`; zero-sized fields of
//!   high alignment; `repr(packed)`; arrays of length 0; `PhantomData`;
//!   cells; `NonZero` in unions; pointers; `char`; promises), the verdict
//!   of each capability against the truth, and against the walks that
//!   answer the same question another way (`[u8; N] -> T`, `[Zero; N] ->
//!   T`, `T -> [u8; N]`, the run-time validator over zeros).
//! - Periods over fields of one type of a struct: structs whose fields look
//!   alike and differ late (a value set, a flag, a cell, a tag, a `char`
//!   beside a `u32`), against destinations that take every value of some
//!   fields and not of others.
//! - Choices inside choices in run-time plans, at the depth limit and just
//!   past it, with tags of two bytes inside unions, over padding, in
//!   slices, and by prefix and suffix.
//!
//! None of these found a hole. One was found outside them, in the derive's
//! once-guards (`derive/src/once.rs`), and is closed: in a crate under
//! `#![forbid(unsafe_code)]`, a `macro_rules!` of the hidden name
//! `__transmutable_derived_Layout_for_Bad_<hash>`, written before
//! `#[derive(Layout)] #[repr(u8)] enum Bad { A = 1 }`, received the
//! description's pieces and could emit them unchanged inside `mod shadow {
//! use super::Wide as Bad; ... }`, where `Wide` is a `pub struct Wide(pub
//! u8)` with `const A: u8 = 1`: `Wide` was described as an enum of the one
//! value 1, no `unsafe` token was the user's (the lint stayed silent), and
//! `transmute::<Wide, One>(Wide(5))` compiled and made a `One` of 5 (Miri:
//! "constructing invalid value"). The derives now pass nothing through a
//! macro the user can name; `tests/ui/derive/
//! description_through_a_user_macro.rs` is the reproducer, now refused.

#![allow(dead_code)]

use core::cell::{Cell, UnsafeCell};
use core::convert::Infallible;
use core::marker::PhantomData;
use core::mem::{size_of, MaybeUninit};
use core::num::{NonZeroU16, NonZeroU32, NonZeroU8};

use transmutable::__private::{holds, validate_bytes, Capability};
use transmutable::{is_transmutable, Assume, Layout};

// ---------------------------------------------------------------------
// Capabilities answered from facts.

/// The one value 0: `[Zero; N]` is all zeros, as a source.
#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum Zero {
    Zero = 0,
}

/// Zero is the tag of the last variant, which has no field.
#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum ZeroLast {
    A(u8) = 1,
    B = 0,
}

/// The zero tag's variant holds a `NonZeroU8`.
#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum ZeroTagNonZero {
    A(NonZeroU8) = 0,
    B(u8) = 1,
}

/// `B` repeats `A`'s fields (its facts are copied from `A`'s), and only
/// `B` has the zero tag: its `NonZeroU8` refuses zero.
#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum RepeatedZeroTagNonZero {
    A(NonZeroU8) = 1,
    B(NonZeroU8) = 0,
}

/// `B` repeats `A` and has the zero tag: zeros are `B(0)`.
#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum RepeatedZeroTag {
    A(u8) = 1,
    B(u8) = 0,
}

/// `A` has the zero tag, `B` repeats it with another: zeros are `A(0)`.
#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum RepeatedAfterZero {
    A(u8) = 0,
    B(u8) = 1,
}

/// Zero by position after a negative discriminant.
#[derive(Layout, Clone, Copy)]
#[repr(i8)]
pub enum NegativeThenZero {
    A = -1,
    B,
}

/// `-256` is `[0x00, 0xFF]` little-endian: its first byte is zero, not
/// its whole tag.
#[derive(Layout, Clone, Copy)]
#[repr(i16)]
pub enum NegativeWide {
    A(u8) = -256,
    B(u8) = 1,
}

/// `B` repeats `-256`'s fields with the zero tag.
#[derive(Layout, Clone, Copy)]
#[repr(i16)]
pub enum NegativeWideThenZero {
    A(u8) = -256,
    B(u8) = 0,
}

/// The zero tag's variant has no value (a zero-sized `Infallible`).
#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum ZeroTagUninhabited {
    A(Infallible) = 0,
    B(u8) = 1,
}

/// The same, with the `Infallible` after a byte.
#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum ZeroTagLateUninhabited {
    A(u8, Infallible) = 0,
    B(u8) = 1,
}

/// No values of its own, zero-sized.
#[derive(Layout, Clone, Copy)]
pub enum Void {}

/// A struct of no bytes and no values.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct VoidStruct {
    pub v: Void,
}

/// The zero tag's variant holds a zero-sized struct with no value.
#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum ZeroTagVoidStruct {
    A(VoidStruct) = 0,
    B(u8) = 1,
}

/// No element of a type without values: a value (the empty array).
#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum ZeroTagEmptyArray {
    A([Void; 0]) = 0,
    B(u8) = 1,
}

/// `PhantomData` of a type without values is a value.
#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum ZeroTagPhantomVoid {
    A(PhantomData<Void>) = 0,
    B(u8) = 1,
}

/// A `repr(C)` fieldless enum: a tag of C's `int`, zero a value.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub enum CZero {
    A = 0,
    B = 1,
}

/// `repr(C)` with a tag of 256: its first byte (little-endian) is zero.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub enum CNoZero {
    A = 256,
    B = 1,
}

/// `repr(C, u8)`: a tag, then a union of the variants' structs.
#[derive(Layout, Clone, Copy)]
#[repr(C, u8)]
pub enum CU8 {
    A(u16) = 0,
    B(u8) = 1,
}

/// `repr(C, u8)`, zero the tag of a variant whose field refuses zero.
#[derive(Layout, Clone, Copy)]
#[repr(C, u8)]
pub enum CU8NonZero {
    A(NonZeroU16) = 0,
    B(u8) = 1,
}

/// Wide fieldless tags whose bytes each hold zero in some tag, but no tag
/// is zero in both.
#[derive(Layout, Clone, Copy)]
#[repr(u16)]
pub enum WideCrossed {
    A = 0x0100,
    B = 0x0001,
}

/// Wide fieldless tags, one zero.
#[derive(Layout, Clone, Copy)]
#[repr(u16)]
pub enum WideZero {
    A = 0x0000,
    B = 0x0101,
}

/// Every variant two bytes of initialized integers.
#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum Full {
    A(u8) = 0,
    B(bool) = 1,
}

/// A variant without values shorter than the rest: not a value.
#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum FullBesideVoid {
    A(u8) = 0,
    B(Void) = 1,
}

/// Padding inside a nested struct.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct Padded {
    pub a: u8,
    pub b: u16,
}

#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct NestedPadded {
    pub p: Padded,
    pub c: u32,
}

/// A `u16` that refuses zero, or a byte: a union whose one field covering
/// both bytes refuses zero. Safe code leaves `[0, x]` (`b` over an `n`)
/// and `[0, uninit]`; it leaves `[0, 0]` too (`n = 1` or `n = 256`, then
/// `b = 0`), which the contract's reading of a union that does not mix
/// does not take (KNOWN_DIFFERENCES.md): a refusal, never a wrong yes.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union NonZeroOrByte {
    pub n: NonZeroU16,
    pub b: u8,
}

/// A `u16` that refuses zero, or nothing: no safe write leaves `[0, 0]`.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union NonZeroOrNothing {
    pub n: NonZeroU16,
    pub e: [u8; 0],
}

/// A field with padding, and a field over all its bytes.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union PaddedOrWord {
    pub p: Padded,
    pub w: u32,
}

/// One field with padding: a byte that no field holds a value in is the
/// union's own padding, which takes anything, as a struct's does (sources
/// read it as uninitialized, so a value there is never read).
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union OnlyPadded {
    pub p: Padded,
}

/// A `NonZeroU8` beside a byte over the same place.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union NonZeroOrU8 {
    pub n: NonZeroU8,
    pub b: u8,
}

/// A `MaybeUninit<u32>` beside a byte: zeros are `m`'s.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union MaybeOrByte {
    pub m: MaybeUninit<u32>,
    pub b: u8,
}

/// Two fields of two bytes each: every value initialized.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union WordOrBytes {
    pub w: u16,
    pub b: [u8; 2],
}

/// A field of no bytes: `WordOrUnit { u: () }` is uninitialized.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union WordOrUnit {
    pub w: u16,
    pub u: (),
}

/// A cell beside a byte.
#[derive(Layout)]
#[repr(C)]
pub union CellOrByte {
    pub c: core::mem::ManuallyDrop<Cell<u8>>,
    pub b: u8,
}

/// A zero-sized field of high alignment after a byte: padding up to
/// `u64`'s alignment (seven bytes, or three where it is 4).
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct HighAlignZst {
    pub a: u8,
    pub z: [u64; 0],
}

/// Packed: no padding, a `bool` at offset 5.
#[derive(Layout, Clone, Copy)]
#[repr(C, packed)]
pub struct Packed {
    pub a: u8,
    pub b: u32,
    pub c: bool,
}

#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct EmptyArrays {
    pub a: [NonZeroU8; 0],
    pub b: u16,
    pub c: [bool; 0],
}

#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct Phantoms {
    pub a: u8,
    pub p: PhantomData<NonZeroU8>,
    pub q: PhantomData<Void>,
}

#[derive(Layout)]
#[repr(C)]
pub struct WithCell {
    pub a: UnsafeCell<u8>,
    pub b: u8,
}

/// A private field, no promise: zeros and bytes need `Assume::SAFETY`.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct Private {
    x: u8,
}

/// A private field the author promised holds nothing more than its bytes.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
// SAFETY: a promise under test: no code here relies on this type's fields
// beyond their being valid.
#[transmutable(unsafe(no_invariants))]
pub struct PromisedNone {
    x: u8,
}

/// Zeros promised: the type's own invariants hold at zeros.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
// SAFETY: a promise under test: all zeros keep this type's own invariants.
#[transmutable(unsafe(zeroable))]
pub struct PromisedZeros {
    x: u8,
}

/// Zeros promised over a field that refuses zero: the promise is about
/// invariants, not validity.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
// SAFETY: a promise under test: all zeros keep this type's own invariants.
#[transmutable(unsafe(zeroable))]
pub struct PromisedZerosNonZero {
    x: NonZeroU8,
}

/// Zeros promised, beside a field whose type keeps its own invariants.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
// SAFETY: a promise under test: all zeros keep this type's own invariants.
#[transmutable(unsafe(zeroable))]
pub struct PromisedOverPrivate {
    p: Private,
}

/// A public struct over a promised one: zeros hold.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct OverPromised {
    pub p: PromisedZeros,
}

/// An enum whose zero variant holds a promised struct: the enum's
/// invariants are its fields', which it reads as a whole (a refusal the
/// truth does not need, never a wrong yes).
#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum ZeroTagPromised {
    A(PromisedZeros) = 0,
}

/// `#[non_exhaustive]`: built outside its crate only with `Assume::SAFETY`.
#[derive(Layout, Clone, Copy)]
#[repr(u8)]
#[non_exhaustive]
pub enum NonExhaustive {
    A = 0,
}

/// The zero tag's variant holds a union with no value at zeros.
#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum ZeroTagUnion {
    A(NonZeroOrNothing) = 0,
    B(u16) = 1,
}

/// A struct holding a `char`, a `bool` array and a nullable pointer.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct CharFlagsPointer {
    pub c: char,
    pub f: [bool; 4],
    pub p: Option<&'static u8>,
}

/// A transparent wrapper of a `NonZeroU8`.
#[derive(Layout, Clone, Copy)]
#[repr(transparent)]
pub struct Transparent(pub NonZeroU8);

/// The truth of each capability for one type, from its definition, and
/// whether the library may refuse where the truth is yes (`strict`: it may
/// not).
struct Truth {
    from_zeros: bool,
    from_bytes: bool,
    into_bytes: bool,
    immutable: bool,
    /// Whether the type holds a pointer, which the run-time validator never
    /// reads (the compile-time check matches every pointer): its verdict
    /// on zeros says nothing then.
    pointers: bool,
    /// Where the library is known to refuse more than the truth (a union
    /// that does not mix, an enum reading its fields' invariants whole):
    /// only a "yes" where the truth is no is a hole.
    strict: bool,
}

/// Holds `T`'s capabilities to `truth`, and to the walks of other
/// questions that say the same: any bytes into `T` (by value, as the pair
/// walk decides it), zeros into `T` (`[Zero; N]`, and the run-time
/// validator over zeros), `T` into bytes.
fn capabilities_are<T, const N: usize>(truth: Truth)
where
    T: Layout + transmutable::Lifetime<'static>,
{
    let name = core::any::type_name::<T>();
    assert_eq!(size_of::<T>(), N, "{name}");
    let got = [
        ("FromZeros", holds::<T>(Capability::FromZeros), truth.from_zeros),
        ("FromBytes", holds::<T>(Capability::FromBytes), truth.from_bytes),
        ("IntoBytes", holds::<T>(Capability::IntoBytes), truth.into_bytes),
        ("Immutable", holds::<T>(Capability::Immutable), truth.immutable),
    ];
    for (capability, verdict, expected) in got {
        if truth.strict {
            assert_eq!(verdict, expected, "{name}: {capability}");
        } else {
            assert!(!verdict || expected, "{name}: {capability} holds, and the truth says no");
        }
    }
    // The same questions asked as pairs, walked (or answered from the
    // pair's facts, a different shortcut).
    let safe = T::DESCRIPTION.is_safely_constructible();
    let bytes_into = is_transmutable::<[u8; N], T>(Assume::NOTHING);
    assert!(!bytes_into || truth.from_bytes, "{name}: [u8; {N}] -> {name} holds, the truth says no");
    assert!(!holds::<T>(Capability::FromBytes) || bytes_into, "{name}: FromBytes, not [u8; {N}] -> {name}");
    let zeros_into = is_transmutable::<[Zero; N], T>(Assume::NOTHING);
    let zeros_into_assuming = is_transmutable::<[Zero; N], T>(Assume::SAFETY);
    assert!(!zeros_into || truth.from_zeros, "{name}: [Zero; {N}] -> {name} holds, the truth says no");
    if safe {
        assert_eq!(zeros_into, zeros_into_assuming, "{name}");
    }
    // Zeros valid by the walk of the run-time validator: validity only.
    let zeros_valid = validate_bytes(T::DESCRIPTION, &[0u8; N]);
    if !truth.pointers {
        assert_eq!(zeros_valid, zeros_into_assuming, "{name}: the validator and the walk read zeros apart");
        if holds::<T>(Capability::FromZeros) {
            assert!(zeros_valid, "{name}: FromZeros, and the validator refuses zeros");
        }
    }
    let into_bytes = is_transmutable::<T, [u8; N]>(Assume::NOTHING);
    assert!(!into_bytes || truth.into_bytes, "{name}: {name} -> [u8; {N}] holds, the truth says no");
    if truth.strict {
        assert_eq!(into_bytes, truth.into_bytes, "{name}: {name} -> [u8; {N}]");
        assert_eq!(zeros_into_assuming, truth.from_zeros || !safe && zeros_valid, "{name}: zeros by the walk");
    }
}

const fn truth(from_zeros: bool, from_bytes: bool, into_bytes: bool) -> Truth {
    Truth { from_zeros, from_bytes, into_bytes, immutable: true, pointers: false, strict: true }
}

const fn with_pointers(truth: Truth) -> Truth {
    Truth { pointers: true, ..truth }
}

const fn refuses_more(truth: Truth) -> Truth {
    Truth { strict: false, ..truth }
}

const fn with_cells(truth: Truth) -> Truth {
    Truth { immutable: false, ..truth }
}

/// Each type's capabilities against the truth written from its definition.
#[test]
fn capabilities_from_facts_are_the_truth() {
    // Enums and their zero tag.
    capabilities_are::<ZeroLast, 2>(truth(true, false, false));
    capabilities_are::<ZeroTagNonZero, 2>(truth(false, false, true));
    capabilities_are::<RepeatedZeroTagNonZero, 2>(truth(false, false, true));
    capabilities_are::<RepeatedZeroTag, 2>(truth(true, false, true));
    capabilities_are::<RepeatedAfterZero, 2>(truth(true, false, true));
    capabilities_are::<NegativeThenZero, 1>(truth(true, false, true));
    capabilities_are::<NegativeWide, 4>(truth(false, false, false));
    capabilities_are::<NegativeWideThenZero, 4>(truth(true, false, false));
    capabilities_are::<ZeroTagUninhabited, 2>(truth(false, false, true));
    capabilities_are::<ZeroTagLateUninhabited, 2>(truth(false, false, true));
    capabilities_are::<ZeroTagVoidStruct, 2>(truth(false, false, true));
    capabilities_are::<ZeroTagEmptyArray, 2>(truth(true, false, false));
    capabilities_are::<ZeroTagPhantomVoid, 2>(truth(true, false, false));
    capabilities_are::<CZero, { size_of::<CZero>() }>(truth(true, false, true));
    capabilities_are::<CNoZero, { size_of::<CNoZero>() }>(truth(false, false, true));
    capabilities_are::<CU8, 4>(truth(true, false, false));
    capabilities_are::<CU8NonZero, 4>(truth(false, false, false));
    capabilities_are::<WideCrossed, 2>(truth(false, false, true));
    capabilities_are::<WideZero, 2>(truth(true, false, true));
    capabilities_are::<Full, 2>(truth(true, false, true));
    capabilities_are::<FullBesideVoid, 2>(truth(true, false, true));
    capabilities_are::<NonExhaustive, 1>(truth(false, false, true));
    capabilities_are::<ZeroTagUnion, 4>(truth(false, false, false));
    // Structs: padding, packing, empty arrays, phantoms, cells.
    capabilities_are::<NestedPadded, 8>(truth(true, true, false));
    capabilities_are::<HighAlignZst, { size_of::<HighAlignZst>() }>(truth(true, true, false));
    capabilities_are::<Packed, 6>(truth(true, false, true));
    capabilities_are::<EmptyArrays, 2>(truth(true, true, true));
    capabilities_are::<Phantoms, 1>(truth(true, true, true));
    capabilities_are::<WithCell, 2>(with_cells(truth(true, true, true)));
    capabilities_are::<CharFlagsPointer, { size_of::<CharFlagsPointer>() }>(with_pointers(truth(true, false, false)));
    capabilities_are::<Transparent, 1>(truth(false, false, true));
    // Unions.
    capabilities_are::<NonZeroOrByte, 2>(refuses_more(truth(true, true, false)));
    capabilities_are::<NonZeroOrNothing, 2>(truth(false, false, false));
    capabilities_are::<PaddedOrWord, 4>(truth(true, true, false));
    capabilities_are::<OnlyPadded, 4>(truth(true, true, false));
    capabilities_are::<NonZeroOrU8, 1>(truth(true, true, true));
    capabilities_are::<MaybeOrByte, 4>(truth(true, true, false));
    capabilities_are::<WordOrBytes, 2>(truth(true, true, true));
    capabilities_are::<WordOrUnit, 2>(truth(true, true, false));
    capabilities_are::<CellOrByte, 1>(with_cells(truth(true, true, true)));
    // Invariants and promises.
    capabilities_are::<Private, 1>(truth(false, false, true));
    capabilities_are::<PromisedNone, 1>(truth(true, true, true));
    capabilities_are::<PromisedZeros, 1>(truth(true, false, true));
    capabilities_are::<PromisedZerosNonZero, 1>(truth(false, false, true));
    capabilities_are::<PromisedOverPrivate, 1>(truth(false, false, true));
    capabilities_are::<OverPromised, 1>(truth(true, false, true));
    capabilities_are::<ZeroTagPromised, 2>(refuses_more(truth(true, false, true)));
    // Standard types.
    capabilities_are::<MaybeUninit<bool>, 1>(truth(true, true, false));
    capabilities_are::<[NonZeroU8; 0], 0>(truth(true, true, true));
    capabilities_are::<Option<NonZeroU32>, 4>(truth(true, true, true));
    capabilities_are::<char, 4>(truth(true, false, true));
    capabilities_are::<[bool; 3], 3>(truth(true, false, true));
    capabilities_are::<Cell<bool>, 1>(with_cells(truth(true, false, true)));
    capabilities_are::<Option<&'static u8>, { size_of::<usize>() }>(with_pointers(truth(true, false, false)));
    capabilities_are::<Option<&'static [u8]>, { 2 * size_of::<usize>() }>(with_pointers(truth(true, false, false)));
    capabilities_are::<&'static u8, { size_of::<usize>() }>(with_pointers(truth(false, false, false)));
    capabilities_are::<fn(), { size_of::<usize>() }>(with_pointers(truth(false, false, false)));
    capabilities_are::<Option<fn()>, { size_of::<usize>() }>(with_pointers(truth(true, false, false)));
    capabilities_are::<Option<Box<u8>>, { size_of::<usize>() }>(with_pointers(truth(true, false, false)));
    capabilities_are::<Box<u8>, { size_of::<usize>() }>(with_pointers(truth(false, false, false)));
    // A raw pointer from any bytes is valid Rust, a pointer without
    // provenance; the library reads integer bytes as no pointer.
    capabilities_are::<*const u8, { size_of::<usize>() }>(with_pointers(refuses_more(truth(true, true, false))));
}

// ---------------------------------------------------------------------
// Periods over the fields of one type of a struct, and scalars moved over
// whole. The oracle, as in `tests/periods.rs`: fields of one size lie over
// fields of the destination one to one, so a pair holds exactly when each
// field pair does, each decided alone (a walk of a few steps).

/// Whether `Src -> Dst` holds by value, assuming `assume`.
fn by_value<Src, Dst>(assume: Assume) -> bool
where
    Src: Layout + transmutable::Lifetime<'static>,
    Dst: Layout + transmutable::Lifetime<'static>,
{
    transmutable::decide::<Src, Dst>(assume).is_transmutable()
}

/// Whether `&Src -> &Dst` holds, assuming nothing.
fn by_reference<Src, Dst>() -> bool
where
    Src: Layout + transmutable::Lifetime<'static>,
    Dst: Layout + transmutable::Lifetime<'static>,
{
    transmutable::decide_ref::<Src, Dst>(Assume::NOTHING).is_transmutable()
}

/// Twelve fields of one type, then (possibly) one of another, in the
/// struct `$name`: a non-generic struct, so that each field type is the
/// one written (a union keeps its identity).
macro_rules! twelve {
    ($name:ident: $t:ty; $last:ty) => {
        #[derive(Layout)]
        #[repr(C)]
        pub struct $name {
            pub v0: $t,
            pub v1: $t,
            pub v2: $t,
            pub v3: $t,
            pub v4: $t,
            pub v5: $t,
            pub v6: $t,
            pub v7: $t,
            pub v8: $t,
            pub v9: $t,
            pub v10: $t,
            pub last: $last,
        }
    };
}

/// Two `char`s: mixed byte by byte, as a source, they may spell a
/// surrogate; as a destination, one `char` whole.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union TwoChars {
    pub a: char,
    pub b: char,
}

/// [`TwoChars`]'s fields exactly, another union: equal pieces, another
/// identity, so another union's value.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union TwoCharsTwin {
    pub a: char,
    pub b: char,
}

twelve!(TwelveTwoChars: TwoChars; TwoChars);
twelve!(TwelveThenTwin: TwoChars; TwoCharsTwin);

/// Two values of a byte, and one of them: the last bytes of [`Quad`] and
/// [`QuadNarrow`].
#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum OneOrTwo {
    One = 1,
    Two = 2,
}

#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum OnlyOne {
    One = 1,
}

/// Three bytes, then a byte of values: alike fields, one differing in its
/// last byte's values only.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct Quad {
    pub a: u8,
    pub b: u16,
    pub c: OneOrTwo,
}

#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct QuadNarrow {
    pub a: u8,
    pub b: u16,
    pub c: OnlyOne,
}

twelve!(TwelveQuads: Quad; Quad);
twelve!(QuadsThenNarrow: Quad; QuadNarrow);

/// A byte in a cell and a byte, or two bytes: alike but for a cell.
#[derive(Layout)]
#[repr(C)]
pub struct CellThenByte {
    pub a: Cell<u8>,
    pub b: u8,
}

#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct ByteThenByte {
    pub a: u8,
    pub b: u8,
}

twelve!(TwelveCells: CellThenByte; CellThenByte);
twelve!(CellsThenBytes: CellThenByte; ByteThenByte);

/// A `char` beside a `u32`: a scalar then a run, a period of two fields.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct CharWord {
    pub c: char,
    pub w: u32,
}

/// A `u32` beside a `char`: the same bytes, the other way round.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct WordChar {
    pub w: u32,
    pub c: char,
}

#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct Words {
    pub w: u32,
    pub x: u32,
}

twelve!(TwelveCharWords: CharWord; CharWord);
twelve!(CharWordsThenWordChar: CharWord; WordChar);
twelve!(TwelveWords: Words; Words);

/// A `char` or a `NonZeroU32`: every `u32` is one or the other (0 is a
/// `char`, a surrogate a `NonZeroU32`), never mixed.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union CharOrNonZero {
    pub c: char,
    pub n: NonZeroU32,
}

/// A `char` or four bytes: takes every `u32`.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union CharOrBytes {
    pub c: char,
    pub b: [u8; 4],
}

/// A `char` or a `u16` and two bytes of it: takes no more than a `char`
/// where the `u16`'s end leaves uninitialized bytes.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union CharOrHalf {
    pub c: char,
    pub h: u16,
}

twelve!(TwelveCharOrNonZero: CharOrNonZero; CharOrNonZero);
twelve!(TwelveCharOrBytes: CharOrBytes; CharOrBytes);
twelve!(CharOrBytesThenHalf: CharOrBytes; CharOrHalf);
twelve!(TwelveU32: u32; u32);
twelve!(TwelveChars: char; char);
twelve!(CharsThenU32: char; u32);
twelve!(CharsThenNonZero: char; NonZeroU32);

/// A `u32` that keeps invariants: its field is private.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct SealedWord(u32);

twelve!(WordsThenSealed: u32; SealedWord);

/// Two bytes aligned to 2, the same bytes as [`ByteThenByte`].
#[derive(Layout, Clone, Copy)]
#[repr(C, align(2))]
pub struct AlignedBytes {
    pub a: u8,
    pub b: u8,
}

twelve!(TwelveBytePairs: ByteThenByte; ByteThenByte);
twelve!(BytePairsThenAligned: ByteThenByte; AlignedBytes);

/// Structs of twelve alike fields with the last one different (a union of
/// equal pieces and another identity, a late byte's values, a cell, the
/// order of a `char` and a `u32`, a union that takes some `u32`s whole,
/// invariants, alignment), each against the verdicts of its fields alone.
#[test]
fn periods_over_fields_stop_at_the_field_that_differs() {
    let n = Assume::NOTHING;
    // A union meets the same union: anything it held; another union of
    // equal pieces: its mix, which may spell a surrogate.
    assert!(by_value::<TwoChars, TwoChars>(n));
    assert!(!by_value::<TwoCharsTwin, TwoChars>(n));
    assert!(!by_value::<TwoChars, TwoCharsTwin>(n));
    assert!(by_value::<TwelveTwoChars, TwelveTwoChars>(n));
    assert!(!by_value::<TwelveThenTwin, TwelveTwoChars>(n));
    assert!(!by_value::<TwelveTwoChars, TwelveThenTwin>(n));
    assert!(by_value::<TwelveThenTwin, TwelveThenTwin>(n));
    // The last byte of the last field.
    assert!(by_value::<QuadNarrow, Quad>(n) && !by_value::<Quad, QuadNarrow>(n));
    assert!(by_value::<QuadsThenNarrow, TwelveQuads>(n));
    assert!(!by_value::<TwelveQuads, QuadsThenNarrow>(n));
    assert!(!by_value::<[Quad; 12], QuadsThenNarrow>(n));
    assert!(by_value::<[QuadNarrow; 12], QuadsThenNarrow>(n));
    // A cell: by value nothing, behind a shared reference everything.
    assert!(by_value::<TwelveCells, CellsThenBytes>(n) && by_value::<CellsThenBytes, TwelveCells>(n));
    assert!(by_reference::<TwelveCells, TwelveCells>());
    assert!(!by_reference::<TwelveCells, CellsThenBytes>());
    assert!(!by_reference::<CellsThenBytes, TwelveCells>());
    assert!(!by_reference::<[CellThenByte; 12], CellsThenBytes>());
    // A `char` beside a `u32`, and the other way round.
    assert!(by_value::<TwelveCharWords, TwelveWords>(n));
    assert!(!by_value::<TwelveWords, TwelveCharWords>(n));
    assert!(!by_value::<CharWordsThenWordChar, TwelveCharWords>(n));
    assert!(!by_value::<TwelveCharWords, CharWordsThenWordChar>(n));
    assert!(by_value::<CharWordsThenWordChar, TwelveWords>(n));
    // Destinations that take every `char` whole.
    assert!(by_value::<TwelveU32, TwelveCharOrNonZero>(n));
    assert!(by_value::<TwelveChars, TwelveCharOrNonZero>(n));
    assert!(by_value::<TwelveU32, TwelveCharOrBytes>(n));
    assert!(by_value::<TwelveChars, CharOrBytesThenHalf>(n));
    assert!(!by_value::<TwelveU32, CharOrBytesThenHalf>(n));
    assert!(!by_value::<CharsThenU32, TwelveChars>(n));
    assert!(!by_value::<CharsThenNonZero, TwelveChars>(n));
    assert!(by_value::<CharsThenNonZero, TwelveCharOrNonZero>(n));
    assert!(!by_value::<TwelveChars, CharsThenNonZero>(n));
    assert!(!by_value::<[char; 12], CharsThenNonZero>(n));
    // Invariants: the last field needs `Assume::SAFETY`, whatever its bytes.
    assert!(!by_value::<TwelveU32, WordsThenSealed>(n));
    assert!(by_value::<TwelveU32, WordsThenSealed>(Assume::SAFETY));
    assert!(by_value::<WordsThenSealed, TwelveU32>(n));
    // Alignment of a field changes no value.
    assert!(by_value::<TwelveBytePairs, BytePairsThenAligned>(n));
    assert!(by_value::<BytePairsThenAligned, TwelveBytePairs>(n));
}

// ---------------------------------------------------------------------
// Choices inside choices in run-time plans: at the depth limit
// (`MAX_CHOICE_DEPTH`, 3) and past it, tags of two bytes inside unions
// and over a union field's padding, four choices and five, in slices and
// by prefix and suffix. Every oracle reads tags in the target's byte order
// (`from_ne_bytes`), so it holds on either.

use transmutable::__private::{validate_bytes_by_plan, validate_elements_by_plan, validated_by_plan};
use transmutable::TryCastError;

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

/// An enum with fields and a two-byte tag: a tag, a byte, padding.
#[derive(Layout, Clone, Copy)]
#[repr(u16)]
pub enum WideInner {
    A(bool) = 0x0100,
    B(u8) = 0x0001,
}

fn wide_inner(b: [u8; 3]) -> bool {
    match u16::from_ne_bytes([b[0], b[1]]) {
        0x0100 => b[2] <= 1,
        0x0001 => true,
        _ => false,
    }
}

/// Four one-byte public parts, two of them `Kind`s.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct Parts {
    pub a: u8,
    pub b: Kind,
    pub c: u8,
    pub d: Kind,
}

/// A wide enum with fields, or parts written one by one: a union that
/// does not mix (an enum is no run). Read as `w`, byte 3 is `w`'s padding,
/// which holds what safe code leaves there: nothing, or `Parts::d` written
/// alone (a `Kind`). Read as `p`, `p`'s values (no parts over a field read).
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union WideOrParts {
    pub w: WideInner,
    pub p: Parts,
}

fn wide_or_parts(b: [u8; 4]) -> bool {
    let parts = kind(b[1]) && kind(b[3]);
    let wide = wide_inner([b[0], b[1], b[2]]) && kind(b[3]);
    parts || wide
}

/// Three choices deep: an enum (two-byte tag), a union in a variant, a
/// wide enum in a field of that union. `F` leaves bytes 4 and 5 as padding.
#[derive(Layout, Clone, Copy)]
#[repr(u16)]
pub enum Outer {
    U(WideOrParts) = 0x0203,
    F(bool, bool) = 0x0302,
}

fn outer(b: [u8; 6]) -> bool {
    match u16::from_ne_bytes([b[0], b[1]]) {
        0x0203 => wide_or_parts([b[2], b[3], b[4], b[5]]),
        0x0302 => b[2] <= 1 && b[3] <= 1,
        _ => false,
    }
}

/// One-byte fields that mix.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union KindOrFlag {
    pub k: Kind,
    pub f: bool,
}

fn kind_or_flag(byte: u8) -> bool {
    kind(byte) || byte <= 1
}

/// Four choices, three of them one inside another: planned.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct OuterThenUnion {
    pub o: Outer,
    pub k: KindOrFlag,
}

fn outer_then_union(b: [u8; 8]) -> bool {
    outer([b[0], b[1], b[2], b[3], b[4], b[5]]) && kind_or_flag(b[6])
}

/// Five choices: walked.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct OuterThenTwo {
    pub o: Outer,
    pub k: KindOrFlag,
    pub l: KindOrFlag,
}

fn outer_then_two(b: [u8; 8]) -> bool {
    outer([b[0], b[1], b[2], b[3], b[4], b[5]]) && kind_or_flag(b[6]) && kind_or_flag(b[7])
}

/// Six bytes of one value, no part of which safe code writes alone.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct Ones {
    pub a: AllOnes,
    pub b: AllOnes,
    pub c: AllOnes,
}

#[derive(Layout, Clone, Copy)]
#[repr(u16)]
pub enum AllOnes {
    Only = 0xFFFF,
}

/// Four choices deep, past what a plan holds: walked. Inside the union,
/// `Outer::F`'s padding is `o`'s, which holds what safe code leaves there:
/// nothing (no part of `Ones` is one byte), so `F` is never valid from
/// initialized bytes; `U`'s `w` padding takes `Parts::d`, as alone.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union OuterOrOnes {
    pub o: Outer,
    pub n: Ones,
}

fn outer_or_ones(b: [u8; 6]) -> bool {
    let u = u16::from_ne_bytes([b[0], b[1]]) == 0x0203 && wide_or_parts([b[2], b[3], b[4], b[5]]);
    u || b == [0xFF; 6]
}

fn plan_verdicts<T: Layout + transmutable::Lifetime<'static>, const N: usize>(bytes: [u8; N]) -> [bool; 5] {
    let walked = validate_bytes(T::DESCRIPTION, &bytes);
    let by_plan = validate_bytes_by_plan(T::DESCRIPTION, &bytes);
    let read = transmutable::try_read_from_bytes::<T>(&bytes).is_ok();
    let transmuted = transmutable::try_transmute::<[u8; N], T>(bytes).is_ok();
    let mut buffer = [0u64; 4];
    transmutable::as_mut_bytes(&mut buffer[..])[..N].copy_from_slice(&bytes);
    let viewed = match transmutable::try_ref_from_bytes::<T>(&transmutable::as_bytes(&buffer[..])[..N]) {
        Ok(_) => true,
        Err(TryCastError::Validity(_)) => false,
        Err(error) => panic!("{error}"),
    };
    [walked, by_plan, read, transmuted, viewed]
}

const VALUES: [u8; 10] = [0, 1, 2, 3, 5, 7, 0x80, 0xD8, 0xFE, 0xFF];

/// Byte strings of `N` bytes: every string of [`VALUES`] up to four bytes,
/// and a sample of them beyond (only a few, under Miri), most of the sample
/// with the tags of this file's enums placed in front to reach their
/// variants.
fn strings<const N: usize>() -> Vec<[u8; N]> {
    let mut random = 0x9E37_79B9_7F4A_7C15u64;
    let total = VALUES.len().pow(N.min(4) as u32);
    let count = if cfg!(miri) { 60 } else { total.max(20_000) };
    let tags: [[u8; 2]; 5] =
        [0x0203u16.to_ne_bytes(), 0x0302u16.to_ne_bytes(), 0x0100u16.to_ne_bytes(), 0x0001u16.to_ne_bytes(), [0xFF; 2]];
    (0..count)
        .map(|mut index| {
            let sampled = index >= total || cfg!(miri);
            let mut bytes: [u8; N] = core::array::from_fn(|_| {
                if N <= 4 && !sampled {
                    let value = VALUES[index % VALUES.len()];
                    index /= VALUES.len();
                    value
                } else {
                    random ^= random << 13;
                    random ^= random >> 7;
                    random ^= random << 17;
                    VALUES[(random % VALUES.len() as u64) as usize]
                }
            });
            // Most strings past those of every value start with a tag (the
            // inner enum's, alone), and a tag inside the union after it.
            if N == 4 && sampled && random % 8 != 0 {
                bytes[..2].copy_from_slice(&tags[2 + (random >> 8) as usize % 3]);
            } else if N > 4 && random % 8 != 0 {
                bytes[..2].copy_from_slice(&tags[(random >> 8) as usize % 2]);
                bytes[2..4].copy_from_slice(&tags[(random >> 16) as usize % tags.len()]);
                // The second of two `Outer`s too.
                if N == 12 {
                    bytes[6..8].copy_from_slice(&tags[(random >> 24) as usize % 2]);
                    bytes[8..10].copy_from_slice(&tags[(random >> 32) as usize % tags.len()]);
                }
            }
            bytes
        })
        .collect()
}

/// Every entry point agrees with the walk and with `oracle`, alone, by
/// prefix and by suffix, and in slices of three.
fn planned_against<T: Layout + transmutable::Lifetime<'static>, const N: usize>(
    oracle: fn([u8; N]) -> bool,
    planned: bool,
) {
    let name = std::any::type_name::<T>();
    assert_eq!(size_of::<T>(), N, "{name}");
    assert_eq!(validated_by_plan(T::DESCRIPTION), planned, "{name}: planned");
    let (mut valid, mut invalid) = (0, 0);
    for bytes in strings::<N>() {
        let expected = oracle(bytes);
        (valid, invalid) = if expected { (valid + 1, invalid) } else { (valid, invalid + 1) };
        let got = plan_verdicts::<T, N>(bytes);
        assert_eq!(got, [expected; 5], "{name} {bytes:02x?}");
        let mut buffer = [0u64; 8];
        let all = transmutable::as_mut_bytes(&mut buffer[..]);
        for copy in 0..3 {
            all[copy * N..][..N].copy_from_slice(&bytes);
        }
        let all = transmutable::as_bytes(&buffer[..]);
        assert_eq!(transmutable::try_ref_from_prefix::<T>(&all[..N + 1]).is_ok(), expected, "{name}: prefix");
        // A suffix of a value aligned as the type: after one whole copy.
        assert_eq!(transmutable::try_ref_from_suffix::<T>(&all[..2 * N]).is_ok(), expected, "{name}: suffix");
        assert_eq!(transmutable::try_ref_from_bytes::<[T]>(&all[..3 * N]).is_ok(), expected, "[{name}; 3]");
        assert_eq!(validate_elements_by_plan(T::DESCRIPTION, &all[..3 * N]), expected, "[{name}; 3] by plan");
    }
    assert!(valid > 0 && invalid > 0, "{name}: {valid} valid, {invalid} invalid strings");
}

/// A union holding a wide enum, alone and three choices deep (a wide tag,
/// a union in a variant, a wide enum in it), with four choices and five,
/// and four deep: planned where the limits allow, walked past them, each
/// against its oracle.
#[test]
fn choices_at_the_depth_limit_against_oracles() {
    planned_against::<WideOrParts, 4>(wide_or_parts, true);
    planned_against::<Outer, 6>(outer, true);
    planned_against::<OuterThenUnion, 8>(outer_then_union, true);
    planned_against::<OuterThenTwo, 8>(outer_then_two, false);
    planned_against::<OuterOrOnes, 6>(outer_or_ones, false);
    planned_against::<[Outer; 2], 12>(
        |b| outer(b[..6].try_into().unwrap()) && outer(b[6..].try_into().unwrap()),
        false,
    );
}

/// The same shape alone under Miri (a few strings), for the other targets'
/// byte orders and layouts: the plan three choices deep.
#[test]
fn three_choices_deep_under_every_target() {
    planned_against::<Outer, 6>(outer, true);
}

/// Slices of records with choices inside choices, longer than a block of
/// the slice validator (64 bytes), with one element broken at the start,
/// inside, at a block's edge and at the end: refused wherever it sits,
/// and taken whole when none is.
#[test]
#[cfg_attr(miri, ignore = "hundreds of elements: minutes under Miri")]
fn long_slices_of_nested_choices() {
    fn slices<T: Layout, const N: usize>(valid: [u8; N], broken: [u8; N], oracle: fn([u8; N]) -> bool) {
        let name = std::any::type_name::<T>();
        assert!(oracle(valid) && !oracle(broken), "{name}: the oracle's examples");
        let count = 70;
        let mut buffer = vec![0u64; (count * N).div_ceil(8)];
        let bytes = transmutable::as_mut_bytes(&mut buffer[..]);
        for element in 0..count {
            bytes[element * N..][..N].copy_from_slice(&valid);
        }
        let all = count * N;
        assert!(transmutable::try_ref_from_bytes::<[T]>(&bytes[..all]).is_ok(), "[{name}; {count}]");
        assert!(validate_elements_by_plan(T::DESCRIPTION, &bytes[..all]), "[{name}; {count}] by plan");
        for at in [0, 1, 10, 64 / N, 64 / N + 1, 128 / N, count - 1] {
            bytes[at * N..][..N].copy_from_slice(&broken);
            assert!(transmutable::try_ref_from_bytes::<[T]>(&bytes[..all]).is_err(), "[{name}; {count}]: {at}");
            assert!(!validate_elements_by_plan(T::DESCRIPTION, &bytes[..all]), "[{name}; {count}] by plan: {at}");
            let (_, rest) = transmutable::try_ref_from_prefix_with_elems::<[T]>(&bytes[..all], at).unwrap();
            assert_eq!(rest.len(), all - at * N);
            assert!(transmutable::try_ref_from_prefix_with_elems::<[T]>(&bytes[..all], at + 1).is_err(), "{at}");
            bytes[at * N..][..N].copy_from_slice(&valid);
        }
    }
    let [t0, t1] = 0x0203u16.to_ne_bytes();
    let [w0, w1] = 0x0100u16.to_ne_bytes();
    // `U` with `w = A(true)` and `Parts::d` over its padding; broken: the
    // padding holds 3, no `Kind`, and `w`'s tag is no `Parts`.
    slices::<Outer, 6>([t0, t1, w0, w1, 1, 7], [t0, t1, w0, w1, 1, 3], outer);
    slices::<WideOrParts, 4>([w0, w1, 1, 2], [w0, w1, 1, 3], wide_or_parts);
    let [f0, f1] = 0x0302u16.to_ne_bytes();
    slices::<OuterThenUnion, 8>([f0, f1, 1, 0, 9, 9, 7, 0], [f0, f1, 1, 0, 9, 9, 3, 0], outer_then_union);
}
