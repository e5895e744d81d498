//! Capabilities as traits: what a type can do with bytes, stated once, in
//! bounds that generic code can name and `cargo check` can see.
//!
//! Each trait is a verdict of the one engine about one type:
//!
//! | trait | the verdict |
//! |---|---|
//! | [`FromBytes`] | every byte string of its size is a valid, safe value |
//! | [`FromZeros`] | all zeros are a valid, safe value |
//! | [`IntoBytes`] | every value is initialized bytes: no padding, no pointers |
//! | [`Immutable`] | no byte lies inside an `UnsafeCell` |
//! | [`Unaligned`] | its alignment is 1 |
//! | [`TransmuteFrom<Src>`] | every `Src` is a valid, safe `Self` |
//!
//! The derives (`#[derive(FromBytes)]`, ...) and `#[transmutable(transmute_from(T))]`
//! implement them, and check the verdict where the type is declared: for a
//! type without generic parameters, an item-level constant that `cargo
//! check` evaluates, so a type that lacks the capability is an error at the
//! derive with the engine's explanation.
//!
//! A generic type has one layout per argument, and an impl such as
//! `W<T>: FromBytes` is a promise about every argument its bounds admit,
//! which unsafe code may rely on without asking transmutable. A constant cannot
//! make an impl conditional, so the derive on a generic type rests on the
//! language's layout rules instead, stated as bounds on *every* field type:
//!
//! | trait | the derive on a generic type needs |
//! |---|---|
//! | `Immutable` | every field type `Immutable` |
//! | `FromZeros`, `FromBytes` | every field type has it, and no safety invariants (no private field unless `#[transmutable(unsafe(no_invariants))]`, no `#[non_exhaustive]`). An enum is `FromZeros` through the variant whose discriminant is 0 (a literal, or by position); no generic enum is `FromBytes` |
//! | `IntoBytes` | `#[repr(transparent)]` or `#[repr(packed)]` over `IntoBytes` fields, or `#[repr(C)]` (no `align`) over `IntoBytes + Unaligned` fields: no padding at any argument. No generic enum or union |
//! | `Unaligned` | `#[repr(packed)]`; or `#[repr(C)]`, `transparent`, `packed(N)`, or an `u8`/`i8` tag, without `align`, over `Unaligned` fields |
//!
//! `W<bool>: FromBytes` then fails at the caller, under `cargo check`, and
//! a generic type the rules cannot cover is an error at the derive that
//! says why; a type without generic parameters is decided by the engine,
//! exactly. `#[transmutable(transmute_from(..))]` is refused on generic types
//! for the same reason. transmutable's methods check each instantiation with the
//! engine as well.
//!
//! Every method calls the free function of the same name, which checks its
//! own verdict at compile time: an implementation that claimed too much
//! could not make a method unsound.
//!
//! **Architecture Invariant:** a trait here promises exactly what its
//! hidden associated constant checks; no method relies on the promise
//! without that check.

use crate::answer::{Answer, Form};
use crate::layout::{Layout, Pointee};
use crate::query::ByteRules;
use crate::text::Text;
use crate::transmute::views::{CastError, SizeError};

mod std_impls;

/// `unsafe impl`s of `FromZeros`, `FromBytes`, `IntoBytes` and `Immutable`
/// for a type described as initialized bytes of any value, none in a cell
/// (`foreign.rs`): the engine's verdict on that description.
#[cfg(any(feature = "bytemuck", feature = "zerocopy"))]
macro_rules! capabilities_of_any_bytes {
    ([$($generics:tt)*] $type:ty) => {
        // SAFETY: the type's description is initialized bytes of any value,
        // none in a cell, with no invariants: all zeros and every byte
        // string are values of it, and every value is bytes.
        unsafe impl<$($generics)*> $crate::FromZeros for $type {}
        // SAFETY: as above.
        unsafe impl<$($generics)*> $crate::FromBytes for $type {}
        // SAFETY: as above.
        unsafe impl<$($generics)*> $crate::IntoBytes for $type {}
        // SAFETY: as above.
        unsafe impl<$($generics)*> $crate::Immutable for $type {}
    };
}
#[cfg(any(feature = "bytemuck", feature = "zerocopy"))]
pub(crate) use capabilities_of_any_bytes;

/// The capabilities, as [`verify`] checks them.
#[doc(hidden)]
#[derive(Clone, Copy)]
pub enum Capability {
    FromBytes,
    FromZeros,
    IntoBytes,
    Immutable,
    Unaligned,
}

impl Capability {
    const fn name(self) -> &'static str {
        match self {
            Capability::FromBytes => "FromBytes",
            Capability::FromZeros => "FromZeros",
            Capability::IntoBytes => "IntoBytes",
            Capability::Immutable => "Immutable",
            Capability::Unaligned => "Unaligned",
        }
    }

    /// The byte rules whose verdict the capability is, if it is one.
    const fn rules(self) -> Option<ByteRules> {
        let none = ByteRules { from_bytes: false, checked: false, zeros: false, to_bytes: false, shared: false };
        match self {
            Capability::FromBytes => Some(ByteRules { from_bytes: true, ..none }),
            Capability::FromZeros => Some(ByteRules { from_bytes: true, zeros: true, ..none }),
            Capability::IntoBytes => Some(ByteRules { to_bytes: true, ..none }),
            Capability::Immutable | Capability::Unaligned => None,
        }
    }
}

/// Writes "`T` is not `transmutable::Capability`: ".
#[inline]
const fn lacks(description: &crate::Description, capability: Capability, out: &mut Text) {
    out.push("`");
    description.write_name(out);
    out.push("` is not `transmutable::");
    out.push(capability.name());
    out.push("`: ");
}

/// Whether `T` has `capability`. What a derive costs when the answer is
/// yes: the type's facts answer most (`bytes_hold_by_facts`), the walk
/// the others, and no explanation is written.
const fn has<T: Layout + ?Sized>(capability: Capability) -> bool {
    has_in(T::DESCRIPTION, capability)
}

/// Whether the type `description` describes has `capability`: [`has`],
/// not generic, so that a check compiles it once, not once a type.
///
/// This function and the others below that do not name a type are
/// `#[inline]`, as the answers' are (see `answer`): they run in the checks'
/// constants, and compiled in the library they would make machine code of
/// every explanation, which no program runs.
#[inline]
const fn has_in(description: &'static crate::Description, capability: Capability) -> bool {
    match (capability, capability.rules()) {
        (_, Some(rules)) => {
            crate::query::bytes_hold_by_facts(description, rules)
                || Answer::of_bytes(description, rules, Form::Value).is_transmutable()
        }
        (Capability::Immutable, None) => !description.has_interior_mutability(),
        (Capability::Unaligned, None) => description.align() == 1,
        (Capability::FromBytes | Capability::FromZeros | Capability::IntoBytes, None) => false,
    }
}

/// Writes why `T` lacks `capability` into `out`, or nothing when it has it.
const fn explain<T: Layout + ?Sized>(capability: Capability, out: &mut Text) {
    explain_in(T::DESCRIPTION, capability, out)
}

/// [`explain`] of the type `description` describes.
#[inline]
const fn explain_in(description: &'static crate::Description, capability: Capability, out: &mut Text) {
    match capability.rules() {
        Some(rules) => {
            let answer = Answer::of_bytes(description, rules, Form::Value);
            if !answer.is_transmutable() {
                lacks(description, capability, out);
                answer.write(out);
                write_help(description, capability, answer.reason(), out);
            }
        }
        None => match capability {
            Capability::Immutable if description.has_interior_mutability() => {
                lacks(description, capability, out);
                out.push("some of its bytes lie inside an `UnsafeCell` (a `Cell`, an atomic, ...).");
            }
            Capability::Unaligned if description.align() != 1 => {
                lacks(description, capability, out);
                out.push("it is aligned to ");
                out.push_usize(description.align());
                out.push(" bytes, not 1.\nhelp: fields of alignment 1 (bytes, `transmutable::byteorder` integers) or `#[repr(packed)]` make it unaligned");
            }
            _ => {}
        },
    }
}

/// Replaces the engine's advice, written for a call (check at run time,
/// assume `VALIDITY` or `SAFETY`), with what a type's author can do where
/// the capability is derived or asserted, where no assumption can be made.
#[inline]
const fn write_help(
    description: &crate::Description,
    capability: Capability,
    reason: Option<&crate::Reason>,
    out: &mut Text,
) {
    use crate::Reason;
    let help = match (reason, capability) {
        (Some(Reason::Invariants), _) => {
            out.drop_last_line_from("\nhelp: ");
            write_invariants_help(description, capability, out);
            return;
        }
        (Some(Reason::NotValid(mismatch)), Capability::IntoBytes) if mismatch.values.contains_uninit() => {
            "\nhelp: padding holds no value; make it a field (`_padding: [u8; N]`), or derive only what reads bytes \
             (`AnyBitPattern`, `FromBytes`)"
        }
        (Some(Reason::NotValid(_)), Capability::FromBytes) => {
            "\nhelp: the `try_` functions (`transmutable::try_ref_from_bytes`, ...) check such bytes at run time, and \
             need only a describing derive (`Layout`, `CheckedBitPattern`)"
        }
        (Some(Reason::NotValid(_)), Capability::FromZeros) => {
            "\nhelp: all zeros must be a value: a variant `= 0`, fields of which zero is a value"
        }
        _ => return,
    };
    out.drop_last_line_from("\nhelp: ");
    out.push(help);
}

/// What the author of the type that carries the invariants (`description`
/// itself, or the type of a field of it, of a field of that, ...) can
/// promise, if its values need them not: never the outer type's, whose
/// promise would leave its field's invariants standing.
#[inline]
const fn write_invariants_help(description: &crate::Description, capability: Capability, out: &mut Text) {
    let owner = match crate::answer::own_invariants(description) {
        crate::description::Invariants::PrivateField { owner, .. }
        | crate::description::Invariants::NonExhaustive { owner } => owner,
        crate::description::Invariants::None | crate::description::Invariants::InField { .. } => return,
    };
    out.push("\nhelp: if every valid `");
    out.push(owner);
    out.push(
        "` is a safe one, make its fields `pub` or mark it `#[transmutable(unsafe(no_invariants))]`, which you promise",
    );
    if let Capability::FromZeros = capability {
        out.push("; if all zeros are a safe one, mark it `#[transmutable(unsafe(zeroable))]`, which you promise too");
    }
}

/// Stops compilation with the explanation when `T` lacks `capability`: the
/// check behind every trait of this module.
#[doc(hidden)]
#[track_caller]
pub const fn verify<T: Layout + ?Sized>(capability: Capability) {
    verify_in(T::DESCRIPTION, capability)
}

/// [`verify`] of the type `description` describes: the engine's verdict
/// and, only when it is no, the explanation, in one function that is not
/// generic, so that each check compiles and evaluates only the call that
/// reads its type's description.
#[track_caller]
#[inline]
const fn verify_in(description: &'static crate::Description, capability: Capability) {
    if !has_in(description, capability) {
        let mut text = Text::new();
        explain_in(description, capability, &mut text);
        panic!("{}", text.as_str());
    }
}

/// The capabilities in a set of them, as the derive's checks write it
/// (`Kit::require`): one bit each, in this order, which is also the order
/// a refusal explains them in.
const CAPABILITY_BITS: [(u8, Capability); 5] = [
    (1, Capability::FromBytes),
    (2, Capability::FromZeros),
    (4, Capability::IntoBytes),
    (8, Capability::Immutable),
    (16, Capability::Unaligned),
];

/// [`verify_in`] of each capability in the set `capabilities` (bits as in
/// [`CAPABILITY_BITS`]): the verdicts, and only when one is no, the
/// explanation of each capability the type lacks, one after the other, in
/// one error (a set of one capability explains as [`verify`] does).
#[track_caller]
#[inline]
const fn verify_all_in(description: &'static crate::Description, capabilities: u8) {
    // Each bit tested where it is written: a loop over the table costs the
    // evaluator more statements than the verdicts themselves.
    if (capabilities & 1 != 0 && !has_in(description, Capability::FromBytes))
        || (capabilities & 2 != 0 && !has_in(description, Capability::FromZeros))
        || (capabilities & 4 != 0 && !has_in(description, Capability::IntoBytes))
        || (capabilities & 8 != 0 && !has_in(description, Capability::Immutable))
        || (capabilities & 16 != 0 && !has_in(description, Capability::Unaligned))
    {
        explain_all_in(description, capabilities)
    }
}

/// [`verify_all_in`] of `T`'s description: a function of its own, so that
/// the frame of [`Kit::require_plain_union`] does not evaluate `T`'s
/// description when its fields decide (const evaluation evaluates the
/// constants a function names when it calls the function).
#[track_caller]
const fn require_described<T: Layout + ?Sized>(capabilities: u8) {
    verify_all_in(T::DESCRIPTION, capabilities)
}

/// Whether `description` has each capability of the set `capabilities`
/// (bits as in [`CAPABILITY_BITS`]).
#[inline]
pub(crate) const fn has_all_in(description: &'static crate::Description, capabilities: u8) -> bool {
    !((capabilities & 1 != 0 && !has_in(description, Capability::FromBytes))
        || (capabilities & 2 != 0 && !has_in(description, Capability::FromZeros))
        || (capabilities & 4 != 0 && !has_in(description, Capability::IntoBytes))
        || (capabilities & 8 != 0 && !has_in(description, Capability::Immutable))
        || (capabilities & 16 != 0 && !has_in(description, Capability::Unaligned)))
}

/// Whether each field of `union` is public and has each capability of the set
/// `capabilities` that the fields alone decide for the union (`FromBytes` 1,
/// `FromZeros` 2, `Immutable` 8; see
/// [`Kit::require_plain_union`](crate::description::Kit)): `false` for
/// any other bit.
#[inline]
pub(crate) const fn fields_decide(fields: &[crate::description::Field], capabilities: u8) -> bool {
    if capabilities & !(1 | 2 | 8) != 0 {
        return false;
    }
    let mut i = 0;
    while i < fields.len() {
        // A private field may carry the union's own invariants: its
        // description decides.
        if !fields[i].public || !has_all_in(fields[i].description, capabilities) {
            return false;
        }
        i += 1;
    }
    true
}

/// The refusal of [`verify_all_in`]: the explanation of each capability of
/// the set that the type lacks, in the order of [`CAPABILITY_BITS`].
#[track_caller]
#[inline]
const fn explain_all_in(description: &'static crate::Description, capabilities: u8) -> ! {
    let mut text = Text::new();
    let mut i = 0;
    while i < CAPABILITY_BITS.len() {
        let (bit, capability) = CAPABILITY_BITS[i];
        if capabilities & bit != 0 && !has_in(description, capability) {
            if !text.as_str().is_empty() {
                text.push("\n\n");
            }
            explain_in(description, capability, &mut text);
        }
        i += 1;
    }
    panic!("{}", text.as_str());
}

/// What raises a derived type's alignment above 1, where an `Unaligned`
/// error points: what can lower it depends on it.
#[doc(hidden)]
#[derive(Clone, Copy)]
pub enum Raised {
    /// `#[repr(align(N))]`, which `packed` cannot be written beside.
    ByAlign,
    /// An enum's tag wider than a byte; an enum cannot be `packed`.
    ByTag,
    /// `#[repr(packed(N))]` with `N` above 1, over a field aligned above 1.
    ByPacked,
    /// A struct's field, of the type checked.
    ByStructField,
    /// A field of an enum's variant, of the type checked.
    ByVariantField,
}

/// Stops compilation with the explanation when `T` is not aligned to 1, as
/// [`verify`] does for `Unaligned`, with the help that fits what raised
/// its alignment (`T` is then the derived type, or for a field, the
/// field's type).
#[doc(hidden)]
#[track_caller]
pub const fn verify_unaligned<T: Layout + ?Sized>(raised: Raised) {
    if has::<T>(Capability::Unaligned) {
        return;
    }
    let mut text = Text::new();
    explain::<T>(Capability::Unaligned, &mut text);
    text.drop_last_line_from("\nhelp: ");
    text.push(match raised {
        Raised::ByAlign => {
            "\nhelp: without `align(..)` in its `repr`, it is aligned as its most aligned field: fields of \
             alignment 1 (bytes, `transmutable::byteorder` integers) make it unaligned"
        }
        Raised::ByTag => {
            "\nhelp: a tag of one byte (`#[repr(u8)]` or `#[repr(i8)]`), where the discriminants fit in it, and fields \
             of alignment 1 (bytes, `transmutable::byteorder` integers) make the enum unaligned"
        }
        Raised::ByPacked => "\nhelp: `packed` (or `packed(1)`) packs it to 1, which makes it unaligned",
        Raised::ByStructField => {
            "\nhelp: a field of alignment 1 in its place (bytes, `transmutable::byteorder` integers), or \
             `#[repr(packed)]` on the struct, makes the struct unaligned"
        }
        Raised::ByVariantField => {
            "\nhelp: a field of alignment 1 in its place (bytes, `transmutable::byteorder` integers) makes the enum \
             unaligned; an enum cannot be `packed`"
        }
    });
    panic!("{}", text.as_str());
}

/// The field beside the gap of padding for which `T` lacks `capability`:
/// its index in `fields` (the names of a struct's fields, as its
/// description names them), the first field that starts after the byte
/// refused, or the last field when the gap ends the struct; `fields.len()`
/// when `T` lacks the capability for another reason, or has it.
///
/// The derive calls it once, and at the index returned calls [`verify`]
/// by a call spanned at that field, so that a padding error points at the
/// field after the gap (or before it, at the end) rather than at the
/// derive. The fields' offsets are the description's: no constant per
/// field is type-checked for a struct that has the capability, and the
/// index is an integer, which the derive's `match` takes by literals.
#[doc(hidden)]
pub const fn field_at_gap<T: Layout + ?Sized>(capability: Capability, fields: &[&str]) -> usize {
    let none = fields.len();
    let Some(rules) = capability.rules() else { return none };
    let answer = Answer::of_bytes(T::DESCRIPTION, rules, Form::Value);
    let Some(crate::Reason::NotValid(mismatch)) = answer.reason() else { return none };
    if !mismatch.values.contains_uninit() {
        return none;
    }
    let byte = mismatch.offset;
    // The field that starts nearest after the byte, and the one that
    // starts last of all (the first of those that start together), as
    // (offset, index in `fields`).
    let mut after: Option<(usize, usize)> = None;
    let mut last: Option<(usize, usize)> = None;
    let pieces = T::DESCRIPTION.bytes().pieces();
    let mut i = 0;
    while i < pieces.len() {
        let offset = pieces[i].offset;
        if let Some(field) = index_of(fields, pieces[i].name) {
            if offset > byte && !matches!(after, Some((start, _)) if start <= offset) {
                after = Some((offset, field));
            }
            if !matches!(last, Some((start, _)) if start >= offset) {
                last = Some((offset, field));
            }
        }
        i += 1;
    }
    match (after, last) {
        (Some((_, field)), _) | (None, Some((_, field))) => field,
        (None, None) => none,
    }
}

/// The index of `name` in `names`.
const fn index_of(names: &[&str], name: &str) -> Option<usize> {
    let mut i = 0;
    while i < names.len() {
        if crate::path::str_equal(names[i], name) {
            return Some(i);
        }
        i += 1;
    }
    None
}

/// Whether `T` has each capability, computed once per type (an associated
/// constant is evaluated once per instantiation, where a `const fn` call
/// is evaluated at each call): what the derive's checks of a struct's
/// fields read, so that a check that holds costs one verdict per type.
#[doc(hidden)]
pub struct Verdict<T: ?Sized>(core::marker::PhantomData<T>);

impl<T: Layout + ?Sized> Verdict<T> {
    #[doc(hidden)]
    pub const FROM_BYTES: bool = has::<T>(Capability::FromBytes);
    #[doc(hidden)]
    pub const FROM_ZEROS: bool = has::<T>(Capability::FromZeros);
    #[doc(hidden)]
    pub const INTO_BYTES: bool = has::<T>(Capability::IntoBytes);
    #[doc(hidden)]
    pub const IMMUTABLE: bool = has::<T>(Capability::Immutable);
    #[doc(hidden)]
    pub const UNALIGNED: bool = has::<T>(Capability::Unaligned);
}

/// Whether `T` has `capability`, as a value, for tests.
#[doc(hidden)]
pub const fn holds<T: Layout + ?Sized>(capability: Capability) -> bool {
    has::<T>(capability)
}

/// Stops compilation with the explanation when `Src -> Dst` does not hold:
/// the check of `#[transmutable(transmute_from(Src))]` on `Dst`.
///
/// The engine's advice is written for a call, which may check a value at
/// run time or assume; a declaration does neither, so a refusal for the
/// values of a byte says what the declaration's author can do instead.
#[doc(hidden)]
#[track_caller]
pub const fn verify_transmute<Src: Layout, Dst: Layout>() {
    let answer = Answer::assuming::<Src, Dst>(crate::Assume::NOTHING);
    if answer.is_transmutable() {
        return;
    }
    let mut text = Text::new();
    answer.write(&mut text);
    if let Some(crate::Reason::NotValid(mismatch)) = answer.reason() {
        if !mismatch.written_back {
            text.drop_last_line_from("\nhelp: ");
            text.push(
                "\nhelp: `transmute_from` declares every source value a valid one; where only some are, leave the \
                 source out, and convert each value with `transmutable::try_transmute`, which checks it at run time",
            );
        }
    }
    panic!("{}", text.as_str());
}

/// Types for which all zeros are a valid, safe value.
///
/// ```
/// use transmutable::{FromZeros, Layout};
///
/// #[derive(Layout, FromZeros, Debug, PartialEq)]
/// #[repr(C)]
/// pub struct Counters {
///     pub hits: u32,
///     pub flag: bool,
/// }
///
/// assert_eq!(Counters::new_zeroed(), Counters { hits: 0, flag: false });
/// ```
///
/// A type for which zero is no value does not derive it:
///
/// ```compile_fail
/// #[derive(transmutable::Layout, transmutable::FromZeros)]
/// #[repr(u8)]
/// pub enum Kind {
///     Ping = 1,
///     Pong = 2,
/// }
/// // error: `Kind` is not `transmutable::FromZeros`: ... at byte 0, `zeroed bytes` may hold 0,
/// // but `Kind` accepts only 1..=2 there.
/// ```
///
/// # Safety
///
/// All zeros must be a valid, safe `Self`: the engine's verdict
/// (`FROM_ZEROS`, which the derive checks). Prefer the derive.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not known to be valid as all zeros",
    label = "`{Self}` does not implement `transmutable::FromZeros`",
    note = "derive it with `#[derive(transmutable::Zeroable)]` (which describes the type too), or `FromZeros` beside `Layout`, if `{Self}` is yours"
)]
pub unsafe trait FromZeros: Layout {
    /// The kit of this trait, as [`Layout`](crate::Layout)'s (`Layout::__KIT`): the
    /// derive's output proves by it that the kit it builds with, reached
    /// through the path `::transmutable::Layout`, is this crate's wherever
    /// the impl it writes is of this trait. Not public API, and never
    /// overridden.
    #[doc(hidden)]
    const __KIT: crate::description::Kit = crate::description::Kit;

    /// The engine's verdict: compiling it fails, with the explanation, if
    /// all zeros are not a valid, safe `Self`.
    #[doc(hidden)]
    const FROM_ZEROS: () = verify::<Self>(Capability::FromZeros);

    /// A `Self` of zeros.
    ///
    /// ```
    /// use transmutable::FromZeros;
    ///
    /// assert_eq!(<(u32, bool)>::new_zeroed(), (0, false));
    /// ```
    fn new_zeroed() -> Self
    where
        Self: Sized,
    {
        crate::zeroed()
    }
}

/// Types for which every byte string of their size is a valid, safe value.
///
/// ```
/// use transmutable::{byteorder::{NetworkEndian, U16}, FromBytes, FromZeros, Immutable, Layout};
///
/// #[derive(Layout, FromZeros, FromBytes, Immutable)]
/// #[repr(C)]
/// pub struct UdpHeader {
///     pub source_port: U16<NetworkEndian>,
///     pub destination_port: U16<NetworkEndian>,
///     pub length: U16<NetworkEndian>,
///     pub checksum: U16<NetworkEndian>,
/// }
///
/// let packet = [0x30, 0x39, 0x00, 0x35, 0x00, 0x08, 0x00, 0x00, 0xFF];
/// let (header, payload) = UdpHeader::ref_from_prefix(&packet).unwrap();
/// assert_eq!((header.destination_port.get(), payload), (53, &[0xFF][..]));
/// ```
///
/// Generic code states its need in a bound, and a wrong type is an error at
/// the caller, under `cargo check`:
///
/// ```
/// use transmutable::{FromBytes, Immutable};
///
/// fn table<T: FromBytes + Immutable>(bytes: &[u8]) -> Option<&[T]> {
///     <[T]>::ref_from_bytes(bytes).ok()
/// }
///
/// assert_eq!(table::<[u8; 2]>(&[1, 2, 3, 4]).map(<[_]>::len), Some(2));
/// ```
///
/// ```compile_fail
/// # use transmutable::{FromBytes, Immutable};
/// # fn table<T: FromBytes + Immutable>(bytes: &[u8]) -> Option<&[T]> { <[T]>::ref_from_bytes(bytes).ok() }
/// let flags = table::<bool>(&[1, 0]); // error: `bool` is not known to accept every byte
/// ```
///
/// # Safety
///
/// Every byte string of `Self`'s size (for an unsized `Self`, of every size
/// it can have) must be a valid, safe `Self`: the engine's verdict
/// (`FROM_BYTES`, which the derive checks). Prefer the derive.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not known to accept every byte string",
    label = "`{Self}` does not implement `transmutable::FromBytes`",
    note = "derive it with `#[derive(transmutable::FromBytes)]`, if `{Self}` is yours; a type that not every byte \
            string inhabits needs the `try_` functions"
)]
pub unsafe trait FromBytes: FromZeros {
    /// The kit of this trait, as [`Layout`](crate::Layout)'s (`Layout::__KIT`): the
    /// derive's output proves by it that the kit it builds with, reached
    /// through the path `::transmutable::Layout`, is this crate's wherever
    /// the impl it writes is of this trait. Not public API, and never
    /// overridden.
    #[doc(hidden)]
    const __KIT: crate::description::Kit = crate::description::Kit;

    /// The engine's verdict: compiling it fails, with the explanation, if
    /// some byte string is not a valid, safe `Self`.
    #[doc(hidden)]
    const FROM_BYTES: () = verify::<Self>(Capability::FromBytes);

    /// `source` as a `&Self`: see [`ref_from_bytes`](crate::ref_from_bytes).
    fn ref_from_bytes(source: &[u8]) -> Result<&Self, CastError<&[u8]>>
    where
        Self: Pointee + Immutable,
    {
        crate::ref_from_bytes(source)
    }

    /// The start of `source` as a `&Self`, and the rest: see
    /// [`ref_from_prefix`](crate::ref_from_prefix).
    fn ref_from_prefix(source: &[u8]) -> Result<(&Self, &[u8]), CastError<&[u8]>>
    where
        Self: Sized + Immutable,
    {
        crate::ref_from_prefix(source)
    }

    /// The end of `source` as a `&Self`, and what comes before: see
    /// [`ref_from_suffix`](crate::ref_from_suffix).
    fn ref_from_suffix(source: &[u8]) -> Result<(&[u8], &Self), CastError<&[u8]>>
    where
        Self: Sized + Immutable,
    {
        crate::ref_from_suffix(source)
    }

    /// `source` as a `&mut Self`: see [`mut_from_bytes`](crate::mut_from_bytes).
    fn mut_from_bytes(source: &mut [u8]) -> Result<&mut Self, CastError<&mut [u8]>>
    where
        Self: Pointee + IntoBytes,
    {
        crate::mut_from_bytes(source)
    }

    /// The start of `source` as a `&mut Self`, and the rest: see
    /// [`mut_from_prefix`](crate::mut_from_prefix).
    fn mut_from_prefix(source: &mut [u8]) -> Result<(&mut Self, &mut [u8]), CastError<&mut [u8]>>
    where
        Self: Sized + IntoBytes,
    {
        crate::mut_from_prefix(source)
    }

    /// A copy of `source` as a `Self`, from any address: see
    /// [`read_from_bytes`](crate::read_from_bytes).
    fn read_from_bytes(source: &[u8]) -> Result<Self, SizeError<&[u8]>>
    where
        Self: Sized,
    {
        crate::read_from_bytes(source)
    }

    /// A copy of the start of `source` as a `Self`, and the rest: see
    /// [`read_from_prefix`](crate::read_from_prefix).
    fn read_from_prefix(source: &[u8]) -> Result<(Self, &[u8]), SizeError<&[u8]>>
    where
        Self: Sized,
    {
        crate::read_from_prefix(source)
    }
}

/// Types whose every value is initialized bytes: no padding, no
/// uninitialized bytes, no pointers.
///
/// ```
/// use transmutable::{Immutable, IntoBytes, Layout};
///
/// #[derive(Layout, IntoBytes, Immutable)]
/// #[repr(C)]
/// pub struct Point {
///     pub x: u16,
///     pub y: u16,
/// }
///
/// let point = Point { x: 1, y: 2 };
/// assert_eq!(point.as_bytes(), [1u16.to_ne_bytes(), 2u16.to_ne_bytes()].concat());
/// ```
///
/// Padding holds no bytes to give:
///
/// ```compile_fail
/// #[derive(transmutable::Layout, transmutable::IntoBytes)]
/// #[repr(C)]
/// pub struct Padded {
///     pub flag: u8,
///     pub value: u16,
/// }
/// // error: `Padded` is not `transmutable::IntoBytes`: ... at byte 1, `Padded` (padding) is
/// // uninitialized, but `[u8]` requires an initialized byte there.
/// ```
///
/// # Safety
///
/// Every value of `Self` must be initialized bytes, none of them a
/// pointer's: the engine's verdict (`INTO_BYTES`, which the derive checks).
/// Prefer the derive.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not known to be initialized bytes",
    label = "`{Self}` does not implement `transmutable::IntoBytes`",
    note = "derive it with `#[derive(transmutable::IntoBytes)]`, if `{Self}` is yours"
)]
pub unsafe trait IntoBytes: Layout {
    /// The kit of this trait, as [`Layout`](crate::Layout)'s (`Layout::__KIT`): the
    /// derive's output proves by it that the kit it builds with, reached
    /// through the path `::transmutable::Layout`, is this crate's wherever
    /// the impl it writes is of this trait. Not public API, and never
    /// overridden.
    #[doc(hidden)]
    const __KIT: crate::description::Kit = crate::description::Kit;

    /// The engine's verdict: compiling it fails, with the explanation, if
    /// some value of `Self` has a byte that is not initialized data.
    #[doc(hidden)]
    const INTO_BYTES: () = verify::<Self>(Capability::IntoBytes);

    /// The bytes of `self`: see [`as_bytes`](crate::as_bytes).
    fn as_bytes(&self) -> &[u8]
    where
        Self: Pointee + Immutable,
    {
        crate::as_bytes(self)
    }

    /// The bytes of `self`, to write: see [`as_mut_bytes`](crate::as_mut_bytes).
    fn as_mut_bytes(&mut self) -> &mut [u8]
    where
        Self: Pointee + FromBytes,
    {
        crate::as_mut_bytes(self)
    }
}

/// Types with no byte inside an `UnsafeCell`: a `&Self` never sees its
/// bytes change.
///
/// ```
/// use transmutable::Immutable;
///
/// fn frozen<T: Immutable + ?Sized>() {}
/// frozen::<(u8, [u16; 4])>();
/// ```
///
/// ```compile_fail
/// fn frozen<T: transmutable::Immutable + ?Sized>() {}
/// frozen::<core::cell::Cell<u8>>();
/// ```
///
/// # Safety
///
/// No byte of any value of `Self` may lie inside an `UnsafeCell`: the
/// engine's verdict (`IMMUTABLE`, which the derive checks). Prefer the
/// derive.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not known to be free of `UnsafeCell`s",
    label = "`{Self}` does not implement `transmutable::Immutable`",
    note = "derive it with `#[derive(transmutable::Immutable)]`, if `{Self}` is yours"
)]
pub unsafe trait Immutable: Layout {
    /// The kit of this trait, as [`Layout`](crate::Layout)'s (`Layout::__KIT`): the
    /// derive's output proves by it that the kit it builds with, reached
    /// through the path `::transmutable::Layout`, is this crate's wherever
    /// the impl it writes is of this trait. Not public API, and never
    /// overridden.
    #[doc(hidden)]
    const __KIT: crate::description::Kit = crate::description::Kit;

    /// The engine's verdict: compiling it fails, with the explanation, if
    /// some byte of `Self` lies inside an `UnsafeCell`.
    #[doc(hidden)]
    const IMMUTABLE: () = verify::<Self>(Capability::Immutable);
}

/// Types aligned to 1: a reference to one may point anywhere in a buffer.
///
/// ```
/// use transmutable::{byteorder::{LittleEndian, U32}, Unaligned};
///
/// fn anywhere<T: Unaligned + ?Sized>() {}
/// anywhere::<[U32<LittleEndian>; 3]>();
/// ```
///
/// ```compile_fail
/// fn anywhere<T: transmutable::Unaligned + ?Sized>() {}
/// anywhere::<u32>();
/// ```
///
/// # Safety
///
/// `Self` must be aligned to 1: the engine's verdict (`UNALIGNED`, which
/// the derive checks). Prefer the derive.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not known to be aligned to 1",
    label = "`{Self}` does not implement `transmutable::Unaligned`",
    note = "derive it with `#[derive(transmutable::Unaligned)]`, if `{Self}` is yours"
)]
pub unsafe trait Unaligned: Layout {
    /// The kit of this trait, as [`Layout`](crate::Layout)'s (`Layout::__KIT`): the
    /// derive's output proves by it that the kit it builds with, reached
    /// through the path `::transmutable::Layout`, is this crate's wherever
    /// the impl it writes is of this trait. Not public API, and never
    /// overridden.
    #[doc(hidden)]
    const __KIT: crate::description::Kit = crate::description::Kit;

    /// The engine's verdict: compiling it fails if `Self` is aligned to
    /// more than 1.
    #[doc(hidden)]
    const UNALIGNED: () = verify::<Self>(Capability::Unaligned);
}

/// Types that every value of `Src` is a valid, safe value of: one pair of
/// types, declared once with `#[transmutable(transmute_from(Src))]` and checked
/// there.
///
/// ```
/// use transmutable::{Layout, TransmuteFrom};
///
/// #[derive(Layout)]
/// #[repr(C)]
/// pub struct Raw {
///     pub kind: u8,
///     pub length: u8,
/// }
///
/// #[derive(Layout, Debug, PartialEq)]
/// #[repr(C)]
/// #[transmutable(transmute_from(Raw))]
/// pub struct Bytes2 {
///     pub both: [u8; 2],
/// }
///
/// let bytes = Bytes2::transmute_from(Raw { kind: 1, length: 2 });
/// assert_eq!(bytes, Bytes2 { both: [1, 2] });
/// ```
///
/// # Safety
///
/// Every `Src` must be a valid, safe `Self`: the engine's verdict for
/// `Src -> Self` with nothing assumed (`TRANSMUTE_FROM`, which the
/// attribute checks). Prefer the attribute.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not declared transmutable from `{Src}`",
    label = "`{Self}` does not implement `transmutable::TransmuteFrom<{Src}>`",
    note = "declare it with `#[transmutable(transmute_from({Src}))]` on `{Self}`, or call `transmutable::transmute`"
)]
pub unsafe trait TransmuteFrom<Src: Layout>: Layout + Sized {
    /// The kit of this trait, as [`Layout`](crate::Layout)'s (`Layout::__KIT`): the
    /// derive's output checks an impl it writes with it, transmutable's kit
    /// wherever the impl is of this trait, whatever `::transmutable::Layout`
    /// names. Not public API, and never overridden.
    #[doc(hidden)]
    const __KIT: crate::description::Kit = crate::description::Kit;

    /// The engine's verdict: compiling it fails, with the explanation, if
    /// some `Src` is not a valid, safe `Self`.
    #[doc(hidden)]
    const TRANSMUTE_FROM: () = verify_transmute::<Src, Self>();

    /// `src` as a `Self`: see [`transmute`](crate::transmute()).
    fn transmute_from(src: Src) -> Self {
        crate::transmute::transmute_without_bound(src)
    }
}

/// Checks at item level that types have capabilities, whether or not they
/// implement the traits: an error here shows in `cargo check` and in
/// editors, with the engine's explanation.
///
/// ```
/// transmutable::assert_capabilities!([u8; 4]: FromBytes + IntoBytes + Unaligned);
/// transmutable::assert_capabilities!([u16]: FromBytes + Immutable);
/// ```
///
/// ```compile_fail
/// transmutable::assert_capabilities!((u8, u16): IntoBytes); // padding at byte 1
/// ```
#[macro_export]
macro_rules! assert_capabilities {
    ($type:ty: $first:ident $(+ $capability:ident)*) => {
        const _: () = {
            $crate::__private::verify::<$type>($crate::__private::Capability::$first);
            $($crate::__private::verify::<$type>($crate::__private::Capability::$capability);)*
        };
    };
}

/// The checks the derive's output asks for, as methods of the kit that
/// only the real `Layout` hands out (see `description/kit.rs`): a
/// capability's verdict, read once per type from [`Verdict`], and the
/// checks that explain a refusal where the type is declared.
#[doc(hidden)]
impl crate::description::Kit {
    /// `FromBytes`, as [`verify`] takes it.
    pub const fn capability_from_bytes(self) -> Capability {
        Capability::FromBytes
    }

    /// `FromZeros`, as [`verify`] takes it.
    pub const fn capability_from_zeros(self) -> Capability {
        Capability::FromZeros
    }

    /// `IntoBytes`, as [`verify`] takes it.
    pub const fn capability_into_bytes(self) -> Capability {
        Capability::IntoBytes
    }

    /// `Immutable`, as [`verify`] takes it.
    pub const fn capability_immutable(self) -> Capability {
        Capability::Immutable
    }

    /// `Unaligned`, as [`verify`] takes it.
    pub const fn capability_unaligned(self) -> Capability {
        Capability::Unaligned
    }

    /// Whether `T` is `FromBytes`, computed once per type.
    pub const fn has_from_bytes<T: Layout + ?Sized>(self) -> bool {
        Verdict::<T>::FROM_BYTES
    }

    /// Whether `T` is `FromZeros`, computed once per type.
    pub const fn has_from_zeros<T: Layout + ?Sized>(self) -> bool {
        Verdict::<T>::FROM_ZEROS
    }

    /// Whether `T` is `IntoBytes`, computed once per type.
    pub const fn has_into_bytes<T: Layout + ?Sized>(self) -> bool {
        Verdict::<T>::INTO_BYTES
    }

    /// Whether `T` is `Immutable`, computed once per type.
    pub const fn has_immutable<T: Layout + ?Sized>(self) -> bool {
        Verdict::<T>::IMMUTABLE
    }

    /// Whether `T` is `Unaligned`, computed once per type.
    pub const fn has_unaligned<T: Layout + ?Sized>(self) -> bool {
        Verdict::<T>::UNALIGNED
    }

    /// Stops compilation with the explanation of each capability of the set
    /// `capabilities` (one bit each: `FromBytes` 1, `FromZeros` 2,
    /// `IntoBytes` 4, `Immutable` 8, `Unaligned` 16) that `T` lacks: the
    /// check of the whole type for every capability a derive emits. One
    /// instance a type, whichever capabilities its derives ask, reading only
    /// `T`'s description; the verdicts are decided in a function that is not
    /// generic, and explained only when one is no.
    #[track_caller]
    pub const fn require<T: Layout + ?Sized>(self, capabilities: u8) {
        verify_all_in(T::REFERENT.get(), capabilities)
    }

    /// [`require`](Self::require) of a union declared by
    /// [`PlainUnion::DECLARED`](crate::description::PlainUnion), decided
    /// from its fields where they decide: a union is `FromBytes`,
    /// `FromZeros` or `Immutable` when each of its fields is (any
    /// initialized bytes, or zeros, are a value of each field, and so of
    /// the union; no field has an `UnsafeCell`), and only `IntoBytes` and
    /// `Unaligned` need more than the fields (their sizes, the union's
    /// alignment). When a field lacks one, or another capability is asked,
    /// the union's description decides and explains, as `require` does;
    /// otherwise the description is not made.
    #[track_caller]
    pub const fn require_plain_union<T: crate::description::PlainUnion + Layout>(self, capabilities: u8) {
        if !fields_decide(<T::Declared as crate::description::Declared<T>>::LISTED, capabilities) {
            require_described::<T>(capabilities)
        }
    }

    /// Stops compilation with the explanation unless `T` is `FromBytes`:
    /// the whole type's check, which reads only `T`'s description here and
    /// decides in [`verify_in`], not generic (compiled once, not once a
    /// type; the verdict is computed where it is asked, as one check of the
    /// whole type asks it once).
    #[track_caller]
    pub const fn require_from_bytes<T: Layout + ?Sized>(self) {
        verify_in(T::DESCRIPTION, Capability::FromBytes)
    }

    /// Stops compilation unless `T` is `FromZeros`.
    #[track_caller]
    pub const fn require_from_zeros<T: Layout + ?Sized>(self) {
        verify_in(T::REFERENT.get(), Capability::FromZeros)
    }

    /// Stops compilation unless `T` is `IntoBytes`.
    #[track_caller]
    pub const fn require_into_bytes<T: Layout + ?Sized>(self) {
        verify_in(T::DESCRIPTION, Capability::IntoBytes)
    }

    /// Stops compilation unless `T` is `Immutable`.
    #[track_caller]
    pub const fn require_immutable<T: Layout + ?Sized>(self) {
        verify_in(T::DESCRIPTION, Capability::Immutable)
    }

    /// Stops compilation unless `T` is `Unaligned`.
    #[track_caller]
    pub const fn require_unaligned<T: Layout + ?Sized>(self) {
        verify_in(T::DESCRIPTION, Capability::Unaligned)
    }

    /// See [`verify`].
    #[track_caller]
    pub const fn verify<T: Layout + ?Sized>(self, capability: Capability) {
        verify::<T>(capability)
    }

    /// See [`verify_unaligned`].
    #[track_caller]
    pub const fn verify_unaligned<T: Layout + ?Sized>(self, raised: Raised) {
        verify_unaligned::<T>(raised)
    }

    /// `align(N)`, as [`verify_unaligned`] takes it.
    pub const fn by_align(self) -> Raised {
        Raised::ByAlign
    }

    /// A tag wider than a byte, as [`verify_unaligned`] takes it.
    pub const fn by_tag(self) -> Raised {
        Raised::ByTag
    }

    /// `packed(N)`, as [`verify_unaligned`] takes it.
    pub const fn by_packed(self) -> Raised {
        Raised::ByPacked
    }

    /// A struct's field, as [`verify_unaligned`] takes it.
    pub const fn by_struct_field(self) -> Raised {
        Raised::ByStructField
    }

    /// A variant's field, as [`verify_unaligned`] takes it.
    pub const fn by_variant_field(self) -> Raised {
        Raised::ByVariantField
    }

    /// See [`field_at_gap`].
    pub const fn field_at_gap<T: Layout + ?Sized>(self, capability: Capability, fields: &[&str]) -> usize {
        field_at_gap::<T>(capability, fields)
    }

    /// See [`verify_transmute`].
    #[track_caller]
    pub const fn verify_transmute<Src: Layout, Dst: Layout>(self) {
        verify_transmute::<Src, Dst>()
    }

    /// Type-checks only where `T` is this crate's `Unaligned`: a bound the
    /// derive writes by a path is proven to name it.
    pub const fn unaligned_bound<T: Unaligned + ?Sized>(self) {}

    /// Type-checks only where `layout_kit` is of this crate's type: called
    /// on the kit of the trait an impl of the derive's output is of (its
    /// hidden `__KIT`), with the kit the output builds with, reached
    /// through the path `::transmutable::Layout`, which a crate may bind
    /// to a trait of its own. Where the impl is of this crate's trait, the
    /// checks the output makes with that kit are this crate's.
    pub const fn builds_with(self, layout_kit: crate::description::Kit) {
        let _ = layout_kit;
    }

    /// Whether `T`'s own description, read through this crate's `Layout`,
    /// reaches a reference (`Kit::reaches_references`): the derive's
    /// output names `Layout` by a path a crate may bind to a trait of its
    /// own.
    pub const fn reaches_references_of<T: Layout + ?Sized>(self) -> bool {
        T::DESCRIPTION.reaches_references()
    }

    /// Type-checks only where `T` is this crate's `PlainUnion`: called on
    /// the kit of the capability a union's impl is of, whose only
    /// justification is that bound.
    pub const fn plain_union_bound<T: crate::description::PlainUnion>(self) {}
}
