//! Safe transmutation on stable Rust.
//!
//! transmutable decides, while your program compiles, whether every value of one
//! type may be read as a value of another — bit validity, size, padding,
//! enum tags, `NonZero` niches, safety invariants — and explains why not
//! when the answer is no. It is the analysis behind the compiler's nightly
//! `TransmuteFrom`, written as a library: every type is described as a
//! byte-level automaton ([`Layout`]), and a `const fn` walks the two automata
//! together.
//!
//! ```
//! use transmutable::{Assume, Layout};
//!
//! #[derive(Layout, Debug, PartialEq)]
//! #[repr(u8)]
//! pub enum Kind {
//!     Request = 1,
//!     Reply = 2,
//! }
//!
//! #[derive(Layout)]
//! #[repr(C)]
//! pub struct Message {
//!     pub kind: Kind,
//!     pub flags: u8,
//!     pub length: u16,
//! }
//!
//! // Every `Message` is four initialized bytes: this compiles.
//! let bytes: [u8; 4] = transmutable::transmute(Message { kind: Kind::Reply, flags: 0, length: 7 });
//! assert_eq!(bytes[0], 2);
//!
//! // Not every `[u8; 4]` is a `Message`, and transmutable says why.
//! let answer = transmutable::decide::<[u8; 4], Message>(Assume::NOTHING);
//! assert_eq!(
//!     answer.to_string().lines().next().unwrap(),
//!     "`[u8; 4]` cannot be transmuted into `Message`: at byte 0, `[u8; 4]` may hold 0, 3..=255, \
//!      but `Message.kind` accepts only 1..=2 there."
//! );
//! ```
//!
//! # The contract
//!
//! A transmutation lays the bytes of `Src` over `Dst` from offset 0. It holds
//! when every byte string a `Src` can be is a valid `Dst` (padding and
//! `MaybeUninit` bytes are uninitialized, and only fit where `Dst` accepts
//! uninitialized bytes), `Dst` is no larger than `Src` except by trailing
//! padding, and `Dst` carries no safety invariant: all its fields are `pub`
//! (recursively), or its author declared `#[transmutable(unsafe(no_invariants))]`. An
//! [`Assume`] takes over one obligation at a time, in `unsafe` code.
//!
//! A union as `Dst` accepts what one of its fields accepts, and, when its
//! fields are plain runs of bytes (integers, `bool`, one-byte enums,
//! `MaybeUninit`, in structs and arrays), the byte-by-byte mix of its fields
//! that safe code can leave in it. A union of
//! several fields as `Src` may hold a mix of them, since safe code writes a
//! field, or a part of one, over another (`u.a.0 = x`): each of its bytes may
//! hold what any field may hold there. (The nightly compiler reads it as one
//! whole field, which lets such a mix become an invalid value; see
//! `KNOWN_DIFFERENCES.md`.)
//!
//! # Entry points
//!
//! Values:
//! - [`transmute()`] / [`transmute!`]: safe, checked at compile time, free at
//!   run time.
//! - [`transmute_assuming`] / `transmute!(src, assume)`: `unsafe`, with the
//!   named obligations lifted onto the caller.
//! - [`try_transmute`]: everything but validity checked at compile time, the
//!   value's bytes checked at run time; the error says which byte, which
//!   field and which values, and gives the value back. [`try_transmute_ref`]
//!   and [`try_transmute_mut`] do the same through references.
//! - [`is_transmutable`] and [`decide`]: the same verdict as a value, in
//!   `const` or at run time, with the [`Reason`] and its explanation.
//! - [`assert_transmutable!`]: the check at item level, so `cargo check`
//!   reports it.
//!
//! Capabilities, as traits for generic code (module `traits`): [`FromBytes`],
//! [`FromZeros`], [`IntoBytes`], [`Immutable`], [`Unaligned`] and
//! [`TransmuteFrom`], each derivable and checked by the engine where the
//! type is declared, with the methods users of zerocopy know
//! (`Header::ref_from_prefix(bytes)`, `header.as_bytes()`,
//! `T::new_zeroed()`, `Dst::transmute_from(src)`), and the fallible ones
//! on [`Layout`] itself (`Packet::try_ref_from_bytes(bytes)`,
//! `Header::try_read_from_prefix(bytes)`, ...);
//! [`assert_capabilities!`] checks them at item level for any type.
//!
//! # Which errors `cargo check` shows
//!
//! `cargo check` evaluates item-level constants but does not instantiate
//! functions. So the checks inside [`transmute()`], [`ref_from_bytes`] and
//! the other free functions fail at `cargo build`, at the line that calls
//! them. To see an error under `cargo check` and in editors, state it where
//! the types are declared: derive the capability traits (the derive checks
//! the type at once), declare `#[transmutable(transmute_from(Src))]`, or write
//! [`assert_transmutable!`] or [`assert_capabilities!`] next to the types.
//! A bound such as `T: FromBytes` in generic code refuses a wrong type at
//! its caller, under `cargo check` too.
//!
//! References and slices:
//! - [`transmute_ref`], [`transmute_mut`] (and `_assuming` forms,
//!   [`decide_ref`], [`decide_mut`]): the referent may shrink, never grow;
//!   its alignment may not grow; through `&mut` it must also become the
//!   source again; behind `&` no byte gains or loses an `UnsafeCell`.
//! - [`cast_slice`], [`try_cast_slice`] (and [`cast_slice_mut`],
//!   [`try_cast_slice_mut`]): slices whose elements change size, counted
//!   again (`&[u32]` is four times as many `u8`s).
//!
//! Allocations (feature `alloc`): `cast_box` and `cast_vec`
//! cast in place, keeping the allocation's layout; `new_box_zeroed` and
//! `new_vec_zeroed` allocate zeros.
//!
//! # Features
//!
//! No feature is on by default: a crate that does not allocate gets no
//! allocation through transmutable.
//!
//! - `alloc`: the descriptions of `Box` and `Option<Box>`, boxes, vectors
//!   and shared allocations cast in place, allocations of zeros.
//! - `std` (implies `alloc`): values read from and written to `std::io`
//!   streams.
//! - `bytemuck`, `zerocopy`: [`foreign::Bytemuck<T>`](foreign) and
//!   [`foreign::Zerocopy<T>`](foreign), a type of the peers' ecosystems
//!   (`half`'s `f16`, `glam`'s vectors, `uuid`, ...) as a field, described
//!   by what the peer's traits promise. Neither peer is a dependency
//!   otherwise.
//!
//! Until 0.1, `alloc` was on by default. A crate that uses what it gives
//! asks for it: `transmutable = { version = "0.1", features = ["alloc"] }`.
//!
//! Byte buffers, each a special case of the same check (see [`Pointee`] for
//! unsized types, including `#[repr(C)]` structs ending in a slice):
//! - [`ref_from_bytes`], [`ref_from_prefix`], [`ref_from_suffix`] and their
//!   `mut_` forms: when every byte string is a valid value;
//! - [`try_ref_from_bytes`] and the other `try_` forms: validity checked at
//!   run time;
//! - [`ref_from_prefix_with_elems`] and its `mut_` and `try_` forms: an
//!   unsized value at the start of a buffer, with as many elements as a
//!   header says;
//! - [`read_from_bytes`] and friends: copies, from unaligned buffers;
//! - [`as_bytes`], [`as_mut_bytes`], [`zeroed`].
//! - [`byteorder`]: integers in a fixed byte order, so protocol headers are
//!   plain structs that bytes transmute into.
//!
//! # Pointers and lifetimes
//!
//! A pointer's bytes are an address with provenance, not an integer:
//! `&u8 -> usize` and `usize -> &u8` are refused, and a raw pointer becomes
//! an integer (or an integer a raw pointer) only under `Assume::VALIDITY`.
//! A pointer may forget a promise (`&T -> *const T`, `&mut T -> &T`,
//! `&T -> Option<&T>`) but never make one it cannot keep (`&T -> &mut T`,
//! `Option<&T> -> &T`, `*const T -> &T`, `&T -> Box<T>`), and the referent of
//! a reference that becomes a reference is checked like a reference
//! transmutation. Function pointers become raw pointers freely, and other
//! function pointers only under `Assume::SAFETY` (transmutable cannot compare
//! signatures).
//!
//! Function pointers have a [`Layout`] for signatures of up to six types
//! (`fn(A, B) -> R`, `unsafe`, `extern "C"`, and each in an `Option`), not
//! for higher-ranked ones: `fn(&u8) -> &u8` is `for<'a> fn(&'a u8) -> &'a u8`,
//! a type of its own that `fn(A) -> R` does not cover. An impl for it beside
//! that of `fn(A) -> R` would be told apart from it only by the compiler's
//! leak check, which the `coherence_leak_check` lint warns may stop telling
//! them apart (rust-lang/rust#56105); zerocopy and bytemuck implement their
//! traits for `fn(A) -> R` alone, for the same reason. Name the lifetime in
//! a type that has one instead (`fn(&'a u8) -> &'a u8`, an instance of
//! `fn(A) -> R`, to which a higher-ranked pointer coerces):
//!
//! ```
//! #[derive(transmutable::Layout)]
//! #[repr(C)]
//! pub struct Callbacks<'a> {
//!     pub map: fn(&'a u8) -> &'a u8,
//! }
//!
//! fn first(byte: &u8) -> &u8 {
//!     byte
//! }
//!
//! let map: fn(&u8) -> &u8 = first; // higher-ranked
//! let callbacks = Callbacks { map };
//! let address: *const () = transmutable::transmute(callbacks); // a function pointer is never null
//! assert!(!address.is_null());
//! // Nor are any bytes one: an address has provenance, and may be null.
//! assert!(!transmutable::is_transmutable::<usize, Callbacks<'static>>(transmutable::Assume::NOTHING));
//! ```
//!
//! ```compile_fail,E0277
//! #[derive(transmutable::Layout)]
//! #[repr(C)]
//! pub struct Callbacks {
//!     pub map: fn(&u8) -> &u8, // higher-ranked: no `Layout`
//! }
//! ```
//!
//! Lifetimes are invisible in const evaluation, so the borrow checker checks
//! them: [`transmute()`] and its relatives bound both types by
//! [`Lifetime<'l>`](Lifetime) at one lifetime `'l`, which a type satisfies
//! when every reference inside it lives exactly `'l`. A transmutation that
//! keeps its lifetimes needs no assumption (`fn f<'a>(x: Words<'a>) ->
//! Quads<'a>`); one that extends a lifetime (`&'a u8 -> &'static u8`, or a
//! `&'a` smuggled into a `&'static` field) is an error of the borrow
//! checker. [`transmute_ref`] and [`transmute_mut`] keep the reference's own
//! lifetime by their signatures; a `Box` inside their referent lives only as
//! long as that borrow, and is never lent out as a reference. The
//! `_assuming` forms have no bound: there, a destination that holds a
//! reference needs `Assume::LIFETIMES`, and so it does under
//! `Assume::VALIDITY`, where a reference may be made of a raw pointer.
//!
//! # How it works
//!
//! See `ARCHITECTURE.md` in the repository: a type becomes a [`Description`]
//! (module `description`), read as an automaton (module `automaton`), two of
//! which an inclusion query compares (module `query`), giving an [`Answer`].
#![no_std]
#![deny(unsafe_op_in_unsafe_fn, missing_docs)]
#![deny(clippy::undocumented_unsafe_blocks, clippy::multiple_unsafe_ops_per_block, clippy::missing_safety_doc)]
// `Reason` is built in const evaluation, which has no heap to box it in: it
// carries its field paths by value, a few kilobytes at most.
#![allow(clippy::large_enum_variant)]

#[cfg(feature = "alloc")]
extern crate alloc;
// The derive expands to `::transmutable::...`; this lets transmutable derive for its
// own types.
extern crate self as transmutable;
#[cfg(any(test, feature = "std"))]
extern crate std;

/// The README's examples, compiled and run as doc tests.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeExamples;

/// The migration guide's examples, compiled and run as doc tests.
#[cfg(doctest)]
#[doc = include_str!("../docs/MIGRATION.md")]
struct MigrationExamples;

mod answer;
mod assume;
mod automaton;
pub mod bit_fields;
mod byte_set;
pub mod byteorder;
mod description;
pub mod foreign;
mod integers;
mod layout;
mod lifetime;
pub mod limits;
mod path;
mod picture;
pub mod portable;
// The query's verdicts are `Result<(), Reason>`, built in const evaluation:
// see `large_enum_variant` above. The errors of the public run-time
// functions are small (a `ValidityError` finds its path again when asked).
#[allow(clippy::result_large_err)]
mod query;
mod text;
mod traits;
mod transmute;
mod validate;
mod verdict;

pub use answer::Answer;
pub use assume::{Assume, Assumption};
pub use byte_set::ByteSet;
pub use description::{Bytes, Description};
pub use layout::{layout, layout_on, Layout, Pointee};
pub use lifetime::Lifetime;
pub use path::Path;
pub use picture::LayoutPicture;
pub use traits::{FromBytes, FromZeros, Immutable, IntoBytes, TransmuteFrom, Unaligned};
#[cfg(feature = "alloc")]
pub use transmute::alloc::{
    cast_box, cast_vec, collect_to_vec, extend_vec_zeroed, insert_vec_zeroed, new_box_zeroed, new_vec_zeroed,
    try_cast_vec,
};
#[cfg(feature = "std")]
pub use transmute::io::{read_from_io, write_to_io};
#[cfg(all(feature = "alloc", target_has_atomic = "ptr"))]
pub use transmute::rc::cast_arc;
#[cfg(feature = "alloc")]
pub use transmute::rc::cast_rc;
pub use transmute::reference::{
    mut_from_bytes_with_elems, mut_from_suffix_with_elems, ref_from_bytes_with_elems, ref_from_suffix_with_elems,
    try_mut_from_bytes_with_elems, try_mut_from_suffix_with_elems, try_ref_from_bytes_with_elems,
    try_ref_from_suffix_with_elems, ByteSlice, ByteSliceMut, Ref, SplitByteSlice,
};
pub use transmute::split::{align_to, align_to_mut, split_at, split_at_mut};
pub use transmute::views::{
    as_bytes, as_mut_bytes, cast_slice, cast_slice_mut, mut_from_bytes, mut_from_prefix, mut_from_prefix_with_elems,
    mut_from_suffix, read_from_bytes, read_from_prefix, read_from_suffix, ref_from_bytes, ref_from_prefix,
    ref_from_prefix_with_elems, ref_from_suffix, try_cast_slice, try_cast_slice_mut, try_mut_from_bytes,
    try_mut_from_prefix, try_mut_from_prefix_with_elems, try_mut_from_suffix, try_read_from_bytes,
    try_read_from_prefix, try_read_from_suffix, try_ref_from_bytes, try_ref_from_prefix,
    try_ref_from_prefix_with_elems, try_ref_from_suffix, try_transmute, try_transmute_mut, try_transmute_ref, write_to,
    write_to_prefix, write_to_suffix, zeroed, AlignmentError, CastError, SizeError, TryCastError, TryReadError,
    ValidityError,
};
pub use transmute::wrap::{
    peel, peel_mut, peel_ref, peel_slice, peel_slice_mut, wrap, wrap_mut, wrap_ref, wrap_slice, wrap_slice_mut,
};
pub use transmute::{
    decide, decide_mut, decide_ref, is_transmutable, transmute, transmute_assuming, transmute_mut,
    transmute_mut_assuming, transmute_ref, transmute_ref_assuming,
};
pub use verdict::{Mismatch, PointerMismatch, PointerProblem, Reason};

/// Derives [`Layout`](trait@Layout): describes a struct, enum or union from
/// the layout the compiler gives it.
///
/// - Structs of every representation (default, `C`, `transparent`,
///   `packed`, `align`), generic or not; offsets come from the fields' places, as the compiler laid them out.
/// - Enums with a primitive representation (`#[repr(u8)]`, ...) or `C`,
///   with or without fields; enums without variants. Default-representation
///   enums have no documented layout and are rejected with a spanned error.
/// - Unions of every representation.
///
/// Every field's type must implement `Layout`; the derive adds those bounds.
///
/// A type whose fields are all `pub` (and which is not `#[non_exhaustive]`)
/// may be built from bytes without `Assume::SAFETY`. For a type with private
/// fields but no invariants, say so with `#[transmutable(unsafe(no_invariants))]`.
///
/// The promises no check can see are written inside `unsafe(...)`, as
/// Rust writes `#[unsafe(no_mangle)]`: `unsafe(no_invariants)`,
/// `unsafe(zeroable)`, and `unsafe(inert(..))` (see "What the derive
/// trusts"). A false promise lets safe code build a value that
/// breaks the type's invariants, which the type's own `unsafe` code may
/// then turn into undefined behaviour. (The spellings without `unsafe(...)`,
/// `no_invariants` and `unsafe_zeroable`, are still read.) Each promise
/// counts as `unsafe` code where it is written: a crate under
/// `#![forbid(unsafe_code)]` cannot make one, and clippy's
/// `undocumented_unsafe_blocks` asks for a `// SAFETY:` comment above it.
///
/// A type with invariants that all zeros satisfy (a range whose private
/// fields keep `end >= start`) is [`FromZeros`](trait@FromZeros), not
/// [`FromBytes`](trait@FromBytes), with `#[transmutable(unsafe(zeroable))]`
/// on a struct or union: its author promises that zeros satisfy the type's
/// own invariants, which no check can see, as `unsafe(no_invariants)` promises
/// there are none. Every field must still be valid and safe as zeros,
/// checked; any other value still needs `Assume::SAFETY`.
///
/// ```
/// use transmutable::FromZeros;
///
/// /// Keeps `end >= start`.
/// #[derive(transmutable::Zeroable, Debug, PartialEq)]
/// #[repr(C)]
/// // SAFETY: all zeros are the empty range, which keeps `end >= start`.
/// #[transmutable(unsafe(zeroable))]
/// pub struct Range {
///     start: u64,
///     end: u64,
/// }
///
/// assert_eq!(Range::new_zeroed(), Range { start: 0, end: 0 });
/// ```
///
/// A struct or union of the default representation may be laid out
/// otherwise by another version of the compiler. transmutable transmutes it like
/// any type, but byte views (`ref_from_bytes`, `as_bytes`, `FromBytes`, ...),
/// which read and write formats that outlive a build, refuse it unless its
/// author writes `#[transmutable(accept_unstable_layout)]`.
///
/// `#[transmutable(portable)]` also computes the type's layout on every target of
/// transmutable's data models, by the language's rules for its representation
/// (`C`, `transparent`, `packed(N)`, `align(N)`, primitive or `C` enums),
/// for the checks of [`portable`]; a type of the default representation has
/// no such layout, and asking for one is an error. So has a type whose
/// derive reads an input the compiler resolves for the target being
/// compiled for only, whose meaning may differ on another: a discriminant
/// that is not an integer literal, an array length or const argument that
/// is neither a literal nor a const parameter, a field or variant under
/// `#[cfg(..)]`, an associated type, a std alias whose width differs by
/// target (`c_long`), or an alias the derive cannot see into (the type as
/// written is compared with the one the compiler described); a portable
/// check names the field and why. What no derive can see (a `cfg_attr`, a
/// `#[cfg]` false on the host, two definitions of one name under `#[cfg]`)
/// is listed in `KNOWN_DIFFERENCES.md`.
///
/// ```
/// use transmutable::portable::description_on;
/// use transmutable::portable::Target;
///
/// #[derive(transmutable::Layout)]
/// #[transmutable(portable)]
/// #[repr(C)]
/// pub struct Long {
///     pub x: core::ffi::c_long,
/// }
///
/// let why = description_on::<Long>(Target::I686).unwrap_err().to_string();
/// assert_eq!(why, "`Long.x` has type `core::ffi::c_long`, an alias whose width differs by target");
/// // Native checks are untouched.
/// assert!(transmutable::is_transmutable::<Long, core::ffi::c_long>(transmutable::Assume::NOTHING));
/// ```
///
/// `#[transmutable(transmute_from(Source, ...))]` declares that every `Source` is
/// a value of the type: it implements [`TransmuteFrom<Source>`](TransmuteFrom),
/// checked where the type is declared.
///
/// ```
/// use transmutable::Layout;
///
/// #[derive(Layout)]
/// // SAFETY: every `f32` is a temperature; nothing relies on more.
/// #[transmutable(unsafe(no_invariants))]
/// pub struct Celsius(f32);
///
/// let reading: Celsius = transmutable::transmute(21.5f32);
/// assert_eq!(reading.0, 21.5);
/// ```
///
/// # What the derive trusts
///
/// The generated `unsafe impl` asks every layout fact of the compiler, and
/// declares no item and binds no local name where your field types and
/// discriminant expressions are written, so no name of yours can mean
/// generated code, nor the other way round. It declares no name beside the
/// type: the derives of one type that imply one trait (`Layout` and
/// `Zeroable`, `Pod` and `FromBytes`) implement it once by agreeing, inside
/// the derive macro, which of them emits it.
///
/// It reaches transmutable as `::transmutable`, as every derive reaches its
/// crate, and that path is resolved in your crate, which may bind the name
/// to another crate (`extern crate other as transmutable;`) or to itself
/// (`extern crate self as transmutable;`, re-exporting this crate's items
/// beside helpers of its own). So the derive trusts one path only: the
/// trait of the impl it writes. If `::transmutable::Layout` names another
/// trait, the impl is of that trait and transmutable reads nothing of it; if
/// it names this crate's `Layout`, then so does `<() as
/// ::transmutable::Layout>::__KIT`, a hidden constant of the trait that no
/// impl overrides, and every helper the output calls (fields, offsets,
/// sizes, discriminants, pieces, invariants, the capabilities' verdicts and
/// checks, `transmute_from`'s check, the pointers of a struct ending in a
/// slice, the `Lifetime` impl's question) is an inherent method of that
/// kit, which no trait of yours can stand in for. Offsets are read from the
/// places of the fields in a pointer to room for the value, with no macro
/// (a `repr(C)` struct larger than 2 GiB follows the Reference's rule,
/// checked against the size and alignment the compiler reports);
/// values pass from one method to the next without a path naming their
/// types, and a type the output must name (a constant's) must be this
/// crate's for the impl to compile. The types a bound names (the
/// `Lifetime` impl's, `Unaligned` on a generic `IntoBytes`) are proven to
/// be this crate's by a function that compiles only if they are. Every
/// capability and `Lifetime` impl rests on a `Layout` impl of the same type,
/// written in the same crate, so the same kit.
///
/// The output invokes no macro (but `compile_error!`, which refuses an
/// input, and one of this crate's, below): a macro named by a path,
/// `::core::concat!` as well as `::transmutable::__private::file!`, is
/// whatever your crate binds that path to. The one of this crate's,
/// `::transmutable::__fieldless_byte_enum!`, writes the items of a
/// fieldless enum of a one-byte tag (its `unsafe impl`s among them, with
/// `$crate` paths) from the type's name, variants, identity and flags; the
/// derive gives it no `unsafe` token, so a macro of your crate's bound to
/// that path writes its own `unsafe impl`s, yours, which your
/// `unsafe_code` lints see, and the derive's other impls of the type rest
/// on the `Layout` impl it writes. So the identity that tells a type without generic parameters
/// from every other type of a build, which checks of a type into itself
/// and of recursive types trust once its structure is confirmed, is one
/// string literal the derive computes: how many derives the compiler's
/// process ran before this one, and a hash of the compiler's command line
/// (crate name, kind, `-C metadata`, `--test`: what rustc tells the crates
/// of one build apart by; places on the build machine left out) and of the
/// place of the type's name in its crate. A command line that does not name
/// the crate and its kind (`rustc main.rs`) proves nothing, and the hash is
/// then of a number drawn at random for the process: such a build is not
/// reproducible, and every identity is still its own.
///
/// The descriptions on other targets of a type derived with
/// `#[transmutable(portable)]`, and the checks of the inputs the compiler
/// resolved for the host only, are built by the kit's methods too, every
/// enum variant included (`Written::Path(..)` named by a path may be a
/// function of your crate's). Still named by paths: the traits and types
/// an impl or a constant names (which must be this crate's for the
/// constants the kit computes to fit them), the variant of a refusal's
/// reason (`Dependence`: another variant changes the reason, never the
/// refusal), and `ByteEq` and `ByteHash` (safe impls, which read bytes
/// through checked functions).
///
/// The derive is given the type as written: the attribute macros written
/// above `#[derive(..)]` have expanded (it sees what they left), and those
/// written below it expand after it and could change the type it read (its
/// `#[repr]`, the order of its fields or variants, a field's lifetimes). So
/// every derive of this crate refuses an attribute of the type it does not
/// know to be inert, wherever it is written: it lets through the compiler's
/// own `repr`, `doc`, `allow`, `warn`, `deny`, `forbid`, `expect`,
/// `deprecated`, `must_use` and `non_exhaustive` (a macro of one of these
/// names in scope is an ambiguity error), its helper `transmutable`,
/// `#[derive(..)]` lists below it (which add items and change none) and
/// `#[rustfmt::..]` (the derive emits checks, where the type is declared,
/// that `derive` there is the prelude's and `rustfmt` the tool). `cfg` and
/// `cfg_attr` have been applied before the derive runs, so what they leave
/// is judged. Any other attribute is an error that
/// names it: write an attribute macro above `#[derive(..)]`; for another
/// derive's helper attribute or a tool's, promise that it is no macro:
///
/// ```
/// // SAFETY: `transparent` is the helper of bytemuck's derive, no
/// // attribute macro.
/// #[derive(transmutable::Layout, bytemuck::TransparentWrapper)]
/// #[repr(transparent)]
/// #[transmutable(unsafe(inert(transparent)))]
/// #[transparent(u32)]
/// pub struct Wrapped(u32);
/// ```
///
/// `unsafe(inert(name, ...))` lets through every attribute whose path
/// begins with one of the names (a path from the crate root, `::a::b`, or
/// one in `transmutable::`, is never let through). The compiler resolves a
/// derive helper in scope before an attribute macro of the same name, so
/// the promise holds for the helpers of the derives the type names; like
/// the other promises it counts as `unsafe` code where it is written.
///
/// Beside the description, the derive also emits a function, never called,
/// that fails to compile unless the type as it finally is has the fields
/// the description names, each of the type it names, and, for an enum, its
/// variants ("expected `&mut (*const u8,)`, found `&mut (*const bool,)`"):
/// a second guard, for attributes the derive lets through.
pub use transmutable_derive::Layout;

/// Declares a record of bit fields: a struct whose fields are narrower than
/// a byte, each width and the bit order stated, validated by every check
/// like any other field. See [`bit_fields`].
///
/// ```
/// use transmutable::Layout;
///
/// #[transmutable::bits(order = network)]
/// #[derive(Clone, Copy)]
/// pub struct Flags {
///     #[bits(1)]
///     pub reserved: bool,
///     pub dont_fragment: bool,
///     pub more_fragments: bool,
///     #[bits(13)]
///     pub fragment_offset: u16,
/// }
///
/// let flags = Flags::try_read_from_bytes(&[0x40, 0x05]).unwrap();
/// assert!(flags.dont_fragment() && !flags.more_fragments());
/// assert_eq!(flags.fragment_offset(), 5);
/// ```
pub use transmutable_derive::bits;

/// Derives `PartialEq` and `Eq` by comparing the values' bytes, when every
/// value is initialized bytes outside any cell (the engine's verdict, as
/// for [`as_bytes`]; for a type without generic parameters, asked where it
/// is declared).
///
/// ```
/// use transmutable::byteorder::big_endian::U16;
///
/// #[derive(transmutable::Layout, transmutable::ByteEq, transmutable::ByteHash, Debug)]
/// #[repr(C)]
/// pub struct Endpoint {
///     pub address: [u8; 4],
///     pub port: U16,
/// }
///
/// let a = Endpoint { address: [10, 0, 0, 1], port: U16::new(53) };
/// assert_eq!(a, Endpoint { address: [10, 0, 0, 1], port: U16::new(53) });
/// assert!(std::collections::HashSet::from([a]).len() == 1);
/// ```
///
/// ```compile_fail
/// #[derive(transmutable::Layout, transmutable::ByteEq)]
/// #[repr(C)]
/// pub struct Padded {
///     pub flag: u8,
///     pub value: u16, // after a byte of padding, which holds no value
/// }
/// ```
pub use transmutable_derive::ByteEq;
/// Derives `Hash` by hashing the values' bytes, under the condition of
/// [`ByteEq`](derive@ByteEq), with which it agrees.
///
/// ```
/// use std::hash::{BuildHasher, RandomState};
///
/// #[derive(transmutable::Layout, transmutable::ByteHash)]
/// #[repr(C)]
/// pub struct Key(pub [u8; 3]);
///
/// let state = RandomState::new();
/// assert_eq!(state.hash_one(Key([1, 2, 3])), state.hash_one(Key([1, 2, 3])));
/// ```
pub use transmutable_derive::ByteHash;
/// Derives [`FromBytes`](trait@FromBytes) and the
/// [`FromZeros`](trait@FromZeros) it extends, as zerocopy's derive does,
/// each checked where the type is declared: see the trait.
pub use transmutable_derive::FromBytes;
/// Derives [`FromZeros`](trait@FromZeros), checked where the type is
/// declared: see the trait.
pub use transmutable_derive::FromZeros;
/// Derives [`Immutable`](trait@Immutable), checked where the type is
/// declared: see the trait.
pub use transmutable_derive::Immutable;
/// Derives [`IntoBytes`](trait@IntoBytes), checked where the type is
/// declared: see the trait.
pub use transmutable_derive::IntoBytes;
/// Derives [`Unaligned`](trait@Unaligned), checked where the type is
/// declared: see the trait.
pub use transmutable_derive::Unaligned;

/// Derives [`FromBytes`](trait@FromBytes) and [`Immutable`](trait@Immutable),
/// and the [`FromZeros`](trait@FromZeros) that `FromBytes` extends: every
/// byte string is a value, read in place. Beside a derive that describes
/// the type: bytemuck's line `AnyBitPattern, Zeroable` reads the same.
///
/// ```
/// #[derive(transmutable::AnyBitPattern, transmutable::Zeroable)]
/// #[repr(C)]
/// pub struct Reading {
///     pub flag: u8,
///     pub value: u32, // after three bytes of padding: readable, not writable as bytes
/// }
///
/// let bytes = [1u8; 8];
/// let reading: Reading = transmutable::read_from_bytes(&bytes).unwrap();
/// assert_eq!(reading.flag, 1);
/// ```
pub use transmutable_derive::AnyBitPattern;
/// Derives [`Layout`](trait@Layout), under the name of bytemuck's
/// `CheckedBitPattern`: the `try_` functions read the type from bytes,
/// checking them at run time. zerocopy's
/// `#[derive(TryFromBytes, KnownLayout)]`. See
/// [`Zeroable`](derive@Zeroable) for the derive lines.
///
/// ```
/// #[derive(transmutable::CheckedBitPattern, transmutable::NoUninit, Debug, PartialEq)]
/// #[repr(u8)]
/// pub enum Level {
///     Low = 1,
///     High = 2,
/// }
///
/// assert_eq!(transmutable::try_ref_from_bytes::<Level>(&[2]).unwrap(), &Level::High);
/// assert!(transmutable::try_ref_from_bytes::<Level>(&[3]).is_err());
/// ```
pub use transmutable_derive::CheckedBitPattern;
/// Derives [`Layout`](trait@Layout), under the name of zerocopy's
/// `KnownLayout`, so that zerocopy's derive line reads the same: every
/// check reads the description, sized or ending in a slice. See
/// [`Zeroable`](derive@Zeroable) for the derive lines.
///
/// ```
/// use transmutable::{FromBytes, Immutable, IntoBytes, KnownLayout};
///
/// #[derive(FromBytes, IntoBytes, Immutable, KnownLayout)]
/// #[repr(C)]
/// pub struct Header {
///     pub kind: u16,
///     pub length: u16,
/// }
///
/// let header = Header::ref_from_bytes(&[1, 0, 4, 0][..]).unwrap();
/// assert_eq!(header.length, u16::from_ne_bytes([4, 0]));
/// assert_eq!(header.as_bytes(), [1, 0, 4, 0]);
/// ```
pub use transmutable_derive::KnownLayout;
/// Derives [`IntoBytes`](trait@IntoBytes) and [`Immutable`](trait@Immutable):
/// every value is initialized bytes, read in place. bytemuck's
/// `#[derive(NoUninit)]`, zerocopy's `#[derive(IntoBytes, Immutable)]`,
/// beside a derive that describes the type (see
/// [`Zeroable`](derive@Zeroable)).
///
/// ```
/// #[derive(transmutable::Layout, transmutable::NoUninit, Clone, Copy)]
/// #[repr(u8)]
/// pub enum Level {
///     Low = 1,
///     High = 2,
/// }
///
/// assert_eq!(transmutable::as_bytes(&Level::High), [2]);
/// ```
pub use transmutable_derive::NoUninit;
/// Derives [`FromBytes`](trait@FromBytes), [`IntoBytes`](trait@IntoBytes)
/// and [`Immutable`](trait@Immutable), and the
/// [`FromZeros`](trait@FromZeros) that `FromBytes` extends, each checked
/// where the type is declared, beside a derive that describes the type:
/// bytemuck's line `Pod, Zeroable` reads the same. See
/// [`Zeroable`](derive@Zeroable) for the derive lines.
///
/// ```
/// #[derive(transmutable::Pod, transmutable::Zeroable, Clone, Copy)]
/// #[repr(C)]
/// pub struct Vertex {
///     pub position: [f32; 3],
///     pub color: u32,
/// }
///
/// let vertex = Vertex { position: [1.0, 0.0, 0.0], color: 0xFF00_00FF };
/// let bytes = transmutable::as_bytes(&vertex);
/// assert_eq!(bytes.len(), 16);
/// let back: &Vertex = transmutable::ref_from_bytes(bytes).unwrap();
/// assert_eq!(back.color, 0xFF00_00FF);
/// ```
///
/// ```compile_fail
/// // No derive describes the type: `Pod` goes with `Zeroable` (or `Layout`).
/// #[derive(transmutable::Pod)]
/// #[repr(C)]
/// pub struct Alone {
///     pub value: u32,
/// }
/// ```
pub use transmutable_derive::Pod;
/// Derives [`Layout`](trait@Layout) and [`FromZeros`](trait@FromZeros):
/// the type is described, and all zeros are a value of it. bytemuck's
/// `#[derive(Zeroable)]`, zerocopy's `#[derive(FromZeros)]`.
///
/// ```
/// use transmutable::FromZeros;
///
/// #[derive(transmutable::Zeroable, Debug, PartialEq)]
/// #[repr(C)]
/// pub struct Flags {
///     pub enabled: bool,
///     pub count: u16,
/// }
///
/// assert_eq!(Flags::new_zeroed(), Flags { enabled: false, count: 0 });
/// ```
///
/// # Derive lines
///
/// One derive describes a type: [`Layout`](derive@Layout), `Zeroable`
/// (which is `Layout` and `FromZeros`),
/// [`CheckedBitPattern`](derive@CheckedBitPattern) (which is `Layout`,
/// named for the `try_` functions) or [`KnownLayout`](derive@KnownLayout)
/// (`Layout`, under zerocopy's name). Beside it go the capabilities:
/// `FromZeros`, `FromBytes` (which implies `FromZeros`, as zerocopy's
/// does), `IntoBytes`, `Immutable`, `Unaligned`, `ByteEq`, `ByteHash`, and
/// the groups named after bytemuck's traits, [`Pod`](derive@Pod)
/// (`FromZeros`, `FromBytes`, `IntoBytes`, `Immutable`),
/// [`AnyBitPattern`](derive@AnyBitPattern) (`FromZeros`, `FromBytes`,
/// `Immutable`) and [`NoUninit`](derive@NoUninit) (`IntoBytes`,
/// `Immutable`). bytemuck's derive lines and zerocopy's read the same
/// here, in any order:
///
/// | bytemuck | zerocopy 0.8 | transmutable |
/// |---|---|---|
/// | `Pod, Zeroable` | `FromBytes, IntoBytes, Immutable, KnownLayout` | either |
/// | `AnyBitPattern` (which implies `Zeroable`) | `FromBytes, Immutable, KnownLayout` | `AnyBitPattern, Zeroable`, or zerocopy's |
/// | `Zeroable` | `FromZeros` | `Zeroable` |
/// | `CheckedBitPattern` | `TryFromBytes, KnownLayout` | `CheckedBitPattern` or `KnownLayout` |
/// | `NoUninit, CheckedBitPattern` | `IntoBytes, TryFromBytes, Immutable, KnownLayout` | `NoUninit, CheckedBitPattern` |
/// | `NoUninit` | `IntoBytes, Immutable` | `Layout, NoUninit` |
/// | `Pod, Zeroable` on a type aligned to 1 | `FromBytes, IntoBytes, Immutable, Unaligned` | `Pod, Zeroable, Unaligned` |
///
/// A list may name a trait through several derives (`Layout` beside
/// `Zeroable`, `FromZeros` beside `FromBytes` or `Pod`, `Immutable`
/// through `AnyBitPattern` and `NoUninit`), in one `#[derive]` attribute or
/// several: the type gets each trait once, checked once. A list that names
/// one derive twice is refused, pointing at the second: remove it. A list
/// with no describing derive is refused as not implementing `Layout`.
///
/// A type with private fields promises that any valid value is a safe one
/// with `#[transmutable(unsafe(no_invariants))]`, or that all zeros are, with
/// `#[transmutable(unsafe(zeroable))]` (see [`Layout`](derive@Layout)).
pub use transmutable_derive::Zeroable;

/// What the derive and the macros expand to. Not public API.
#[doc(hidden)]
pub mod __private {
    pub use crate::assume::Assumed;
    pub use crate::description::bits::{AsWritten, FieldsAsWritten};
    pub use crate::description::{
        c_tag_width, discriminants, enum_alternative, enum_alternatives, enum_pieces, fieldless_byte_enum,
        fieldless_enum, integer_align, invariants_of_enum, invariants_of_struct, invariants_of_struct_at_zeros,
        struct_parts, struct_pieces, tail_align, tail_offset, tail_struct_align, typed, union_alternatives,
        union_pieces, unstable_layout_of, variant_pieces, Alternative, Alternatives, Bytes, Choice, DeclaredUnion,
        Description, EnumLayout, EnumShape, EnumVariant, Field, FieldlessByteEnum, HeldDescription, Invariants, Kind,
        Name, Piece, PlainUnion, Pointer, PointerKind, Products, Referent, StructParts, UnionAlternatives, UnionFields,
        UnionLayout,
    };
    pub use crate::description::{
        everywhere, finish, finish_tailed, nowhere, ordered_piece, portable_description, tag_products, union_identity,
        union_parts, EnumAt, Member, Parts, Portability, PortableAt, StructAt, TagRepr, Why, TARGETS,
    };
    pub use crate::description::{Check, Dependence, Written};
    pub use crate::lifetime::{reaches_references, Each, HoldsReferences, Recursion, Same};
    pub use crate::traits::{
        field_at_gap, holds, verify, verify_transmute, verify_unaligned, Capability, Raised, Verdict,
    };
    pub use crate::transmute::promised;
    pub use crate::transmute::variant_bytes::{fieldless_one_byte_enum_held, OneInitializedByte};
    pub use crate::transmute::{
        assert_transmutable, assert_transmutable_assuming, assert_transmutable_assuming_nothing, include_value,
    };
    pub use core::cmp::{Eq, PartialEq};
    pub use core::hash::{Hash, Hasher};
    pub use core::marker::PhantomData;

    /// Whether `bytes` are a valid value of `description`, by the run-time
    /// validator, for tests that build descriptions at run time.
    pub fn validate_bytes(description: &'static Description, bytes: &[u8]) -> bool {
        bytes.len() >= description.size && crate::validate::valid(&description.bytes, bytes, 0)
    }

    /// Whether `bytes` are a valid value of `description`, by the plan the
    /// checked views compile for it (computed here at run time), for tests
    /// that hold it to [`validate_bytes`].
    pub fn validate_bytes_by_plan(description: &'static Description, bytes: &[u8]) -> bool {
        let plan = crate::validate::Plan::of(&description.bytes);
        bytes.len() >= description.size && crate::validate::valid_with_plan(&plan, &description.bytes, bytes, 0)
    }

    /// Whether the checked views validate `description` by a plan (not by
    /// walking it), for tests that pin which shapes are planned.
    pub fn validated_by_plan(description: &'static Description) -> bool {
        crate::validate::Plan::of(&description.bytes).is_complete()
    }

    /// Whether `bytes` are valid elements of `element`, back to back, as the
    /// checked views of slices validate them (with the plan and the pattern
    /// computed here at run time), for tests that hold it to
    /// [`validate_bytes`] element by element.
    pub fn validate_elements_by_plan(element: &'static Description, bytes: &[u8]) -> bool {
        let plan = crate::validate::Plan::of(&element.bytes);
        let pattern = crate::validate::Pattern::of(&plan, element.size);
        element.size != 0
            && bytes.len() % element.size == 0
            && crate::validate::valid_elements_with_plan(&plan, &pattern, &element.bytes, bytes)
    }

    /// The answer for two descriptions, for tests that build descriptions at
    /// run time (the brute-force oracle).
    pub const fn decide_descriptions(
        source: &'static Description,
        destination: &'static Description,
        assume: crate::Assume,
    ) -> crate::Answer {
        crate::Answer::of_descriptions(source, destination, assume, crate::query::Lifetimes::Unproven)
    }
    #[cfg(feature = "alloc")]
    pub use alloc::boxed::Box;
    pub use core::cell::{Cell, UnsafeCell};
    pub use core::mem::{align_of, offset_of, size_of, ManuallyDrop, MaybeUninit};
    // The derive names everything through this module, never through
    // `::core`, which a crate may bind to another crate
    // (`extern crate other as core;`).
    pub use core::option::Option;
    pub use core::primitive;
    pub use core::ptr::{slice_from_raw_parts, slice_from_raw_parts_mut};
    pub use core::{cfg, column, concat, file, include_bytes, line, module_path};
}
