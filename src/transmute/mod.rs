//! The transmutations themselves: the one module with `unsafe` code
//! (with its submodule [`views`], the byte-buffer views).
//!
//! Every function here first has the compile-time check run (an inline
//! `const` block, evaluated when the function is instantiated), then moves
//! the bytes. The move is a union read, which compiles to what
//! `core::mem::transmute` compiles to.

use core::mem::ManuallyDrop;

use crate::answer::Answer;
use crate::assume::{Assume, Assumption};
use crate::description::Referent;
use crate::layout::{Layout, Pointee};
use crate::lifetime::Lifetime;

#[cfg(feature = "alloc")]
pub(crate) mod alloc;
pub(crate) mod compare;
#[cfg(feature = "std")]
pub(crate) mod io;
pub(crate) mod ordered;
#[cfg(feature = "alloc")]
pub(crate) mod rc;
pub(crate) mod reference;
pub(crate) mod split;
mod try_view;
pub(crate) mod variant_bytes;
pub(crate) mod views;
pub(crate) mod wrap;

/// Stops compilation with the explanation when `answer` is "no": every
/// entry point calls it as `const { refuse(...) };`, evaluated when the
/// function is instantiated. The explanation, and its compact picture of
/// a refused byte, are written only here, after the verdict said no: a
/// check that holds pays for none of it. On one line and tracking its caller, so that
/// the compiler's error points at that line rather than into `core`, and
/// its note about the failed constant is one line long. `#[inline]`, as
/// the explanation it writes: called in const evaluation only, it needs no
/// machine code in the library.
#[track_caller]
#[inline]
pub(crate) const fn refuse(answer: Answer) {
    if !answer.is_transmutable() {
        let mut text = crate::text::Text::new();
        answer.write(&mut text);
        panic!("{}", text.as_str());
    }
}

/// Whether `Src` may be transmuted into `Dst` under `assume`: the verdict of
/// the compile-time check, as a value. A `const fn`, so it works in constants
/// and at run time alike.
///
/// ```
/// use core::num::NonZeroU32;
/// use transmutable::{is_transmutable, Assume};
///
/// assert!(is_transmutable::<u32, u8>(Assume::NOTHING)); // a prefix
/// assert!(!is_transmutable::<u8, u16>(Assume::NOTHING)); // too large
/// assert!(is_transmutable::<NonZeroU32, u32>(Assume::NOTHING));
/// assert!(!is_transmutable::<u32, NonZeroU32>(Assume::NOTHING));
/// assert!(is_transmutable::<u32, NonZeroU32>(Assume::VALIDITY));
/// const OK: bool = is_transmutable::<[u8; 4], (u8, u8, u16)>(Assume::NOTHING);
/// assert!(OK);
/// ```
pub const fn is_transmutable<'l, Src: Layout + Lifetime<'l>, Dst: Layout + Lifetime<'l>>(assume: Assume) -> bool {
    // Through `REFERENT`, as everywhere a check reads a description (see
    // `assert_decided`), their heads for the facts. A plain pair holds
    // under any assumption (see `Plain`).
    if <Dst as Plain>::DESTINATION <= <Src as Plain>::SOURCE {
        return true;
    }
    let (source, destination) = Referent::heads(Src::REFERENT, Dst::REFERENT);
    // The verdict alone: an `Answer` would carry the reason, and const
    // evaluation pays for every byte of it.
    // Whether every value fits read once, for the facts and for `decide`.
    let facts = crate::query::facts_answer(source, destination);
    // `matches!`, not `is_ok`: a call, which const evaluation pays for.
    facts == crate::query::FACTS_HOLD
        || (!assume.validity
            && destination.bytes.facts.live_pointers
            && crate::query::references_hold_by_facts(source, destination))
        // Under `Assume::VALIDITY`, some value that the facts show fits,
        // with no call of `decide`.
        || (assume.validity && crate::query::some_value_holds_by_facts(source, destination, assume))
        || {
            let (source, destination) = Referent::descriptions(Src::REFERENT, Dst::REFERENT);
            matches!(crate::query::decide(source, destination, assume, crate::query::Lifetimes::Bound, facts), Ok(()))
        }
}

/// The verdict on `Src -> Dst` under `assume`, with the reason when it is
/// "no". Its `Display` is the explanation the compile error prints: where
/// a byte is refused for what it holds, it draws the parts of both types
/// around it, the source's over the destination's, and marks the byte
/// (`{:#}` draws them wider, with box lines).
///
/// ```
/// use transmutable::{decide, Assume, Layout};
///
/// #[derive(Layout)]
/// #[repr(C)]
/// pub struct Header {
///     pub kind: u8,
///     pub flags: bool,
/// }
///
/// let answer = decide::<[u8; 2], Header>(Assume::NOTHING);
/// assert!(!answer.is_transmutable());
/// assert!(answer.to_string().contains("at byte 1, `[u8; 2]` may hold 2..=255, but `Header.flags` accepts only 0..=1 there"));
/// assert!(answer.to_string().contains(
///     "
///               0       1
/// `[u8; 2]` |    [u8; 2]    |
///           |      any      |
/// `Header`  | kind  | flags |
///           |  any  | 0..=1 |
///                    ^^^^^^^ byte 1
/// help: "
/// ));
/// ```
pub const fn decide<'l, Src: Layout + Lifetime<'l>, Dst: Layout + Lifetime<'l>>(assume: Assume) -> Answer {
    Answer::of::<Src, Dst>(assume)
}

/// The verdict on `&Src -> &Dst` under `assume`: the referent check
/// (`Src -> Dst`), alignment, size, interior mutability, and lifetimes of
/// references inside `Dst`.
///
/// ```
/// use core::cell::Cell;
/// use transmutable::{decide_ref, Assume};
///
/// assert!(decide_ref::<[u8; 2], u8>(Assume::NOTHING).is_transmutable());
/// assert!(!decide_ref::<[u8; 2], u16>(Assume::NOTHING).is_transmutable()); // alignment
/// assert!(decide_ref::<[u8; 2], u16>(Assume::ALIGNMENT).is_transmutable());
/// assert!(!decide_ref::<Cell<u8>, u8>(Assume::NOTHING).is_transmutable());
/// ```
pub const fn decide_ref<'l, Src: Layout + Lifetime<'l>, Dst: Layout + Lifetime<'l>>(assume: Assume) -> Answer {
    Answer::of_references::<Src, Dst>(false, assume)
}

/// The verdict on `&mut Src -> &mut Dst` under `assume`: as
/// [`decide_ref`], and `Dst -> Src` too, for what is written back.
///
/// ```
/// use transmutable::{decide_mut, Assume};
///
/// assert!(decide_mut::<u32, [u8; 4]>(Assume::NOTHING).is_transmutable());
/// assert!(!decide_mut::<bool, u8>(Assume::NOTHING).is_transmutable()); // 2 would be written back
/// assert!(!decide_mut::<u8, bool>(Assume::NOTHING).is_transmutable());
/// ```
pub const fn decide_mut<'l, Src: Layout + Lifetime<'l>, Dst: Layout + Lifetime<'l>>(assume: Assume) -> Answer {
    Answer::of_references::<Src, Dst>(true, assume)
}

/// Stops compilation with the explanation when `Src -> Dst` does not hold:
/// what [`assert_transmutable!`](crate::assert_transmutable!) expands to.
/// It returns [`types_written`], whose type the macro's constant declares
/// with both types as the macro was given them.
#[doc(hidden)]
#[track_caller]
pub const fn assert_transmutable<'l, Src: Layout + Lifetime<'l>, Dst: Layout + Lifetime<'l>>(
    assume: Assume,
) -> fn() -> (Src, Dst) {
    if !(assume.alignment || assume.lifetimes || assume.safety || assume.validity) {
        return assert_transmutable_assuming_nothing::<Src, Dst>();
    }
    // A plain pair holds under any assumption.
    if <Dst as Plain>::DESTINATION > <Src as Plain>::SOURCE {
        let (source, destination) = Referent::heads(Src::REFERENT, Dst::REFERENT);
        if crate::query::facts_answer(source, destination) != crate::query::FACTS_HOLD
            && !(assume.validity && crate::query::some_value_holds_by_facts(source, destination, assume))
        {
            refuse(Answer::of::<Src, Dst>(assume));
        }
    }
    types_written::<Src, Dst>
}

/// [`assert_transmutable`] assuming nothing, the check most code asks. A
/// plain pair is answered from a number of each type ([`Plain`]), with no
/// constant of the pair's own; any other is decided in
/// [`assert_decided`]. Returns [`types_written`], as
/// [`assert_transmutable`].
#[doc(hidden)]
#[track_caller]
pub const fn assert_transmutable_assuming_nothing<'l, Src: Layout + Lifetime<'l>, Dst: Layout + Lifetime<'l>>(
) -> fn() -> (Src, Dst) {
    if <Dst as Plain>::DESTINATION > <Src as Plain>::SOURCE {
        assert_decided::<Src, Dst>();
    }
    types_written::<Src, Dst>
}

/// [`assert_transmutable_assuming_nothing`] of a pair that is not plain:
/// its verdict is an inline constant, so a crate computes it once per
/// pair, however many times the pair is checked (an inline constant is
/// evaluated when the function that holds it is entered, so it has a
/// function of its own, entered only for such pairs). Only a "no" is
/// explained, here in the caller's constant, where the error points.
#[track_caller]
const fn assert_decided<'l, Src: Layout + Lifetime<'l>, Dst: Layout + Lifetime<'l>>() {
    // Written out, not `Assume::NOTHING`: a constant a body names is
    // evaluated, and validated, when the body is entered, in every crate.
    let nothing = Assume { alignment: false, lifetimes: false, safety: false, validity: false };
    // The verdict alone, with the lifetimes bound as the bounds bind them
    // (as `Answer::of`), and no explanation written.
    let holds = const {
        // The descriptions through `REFERENT`, a pointer the compiler does
        // not follow when it checks the constant's value: `DESCRIPTION`,
        // a reference, is followed into the static a derived type keeps
        // its description in, every piece of it read and checked again in
        // each crate that checks the type (a struct of 64 `char` fields:
        // millions of the compiler's instructions, more than the check).
        // Their heads, where the facts answer: the compiler lays out a
        // `Head`, not a `Description` and all it holds.
        let (source, destination) = Referent::heads(Src::REFERENT, Dst::REFERENT);
        // A reference into a reference (the destination holds a pointer
        // that promises its referent, read in place) whose referents'
        // facts answer: no `decide`, no walk; nor the pair's own facts,
        // which never hold where the destination holds such a pointer
        // (`facts_answer`).
        (destination.bytes.facts.live_pointers && crate::query::references_hold_by_facts(source, destination)) || {
            let facts = crate::query::facts_answer(source, destination);
            facts == crate::query::FACTS_HOLD || {
                let (source, destination) = Referent::descriptions(Src::REFERENT, Dst::REFERENT);
                matches!(
                    crate::query::decide(
                        source,
                        destination,
                        Assume { alignment: false, lifetimes: false, safety: false, validity: false },
                        crate::query::Lifetimes::Bound,
                        facts,
                    ),
                    Ok(())
                )
            }
        }
    };
    if !holds {
        refuse(Answer::of::<Src, Dst>(nothing));
    }
}

/// What each type brings to a plain pair ([`query::plain_source`] and
/// [`query::plain_destination`]), read by the checks as constants of the
/// type: the compiler evaluates each once per type and crate, and a check
/// of a pair reads two of them, where a constant of the pair's own would
/// be evaluated for every pair. A trait of this module, implemented for
/// every type that has a `Layout`, and its constants computed by this
/// impl alone.
///
/// [`query::plain_source`]: crate::query::plain_source
/// [`query::plain_destination`]: crate::query::plain_destination
trait Plain {
    /// [`query::plain_source`](crate::query::plain_source) of `Self`.
    const SOURCE: usize;
    /// [`query::plain_destination`](crate::query::plain_destination) of
    /// `Self`.
    const DESTINATION: usize;
}

impl<T: Layout> Plain for T {
    // Through `REFERENT`, as every check reads a description (see
    // `assert_decided`).
    const SOURCE: usize = crate::query::plain_source(T::REFERENT.head());
    const DESTINATION: usize = crate::query::plain_destination(T::REFERENT.head());
}

/// What the constant of [`assert_transmutable!`](crate::assert_transmutable!)
/// holds once its check has passed: a function of the type that constant
/// declares, `fn() -> (Src, Dst)`, which names both types as the macro was
/// given them, where no lifetime may be elided (E0106). The constant has
/// no name, so nothing calls it.
pub(crate) fn types_written<Src, Dst>() -> (Src, Dst) {
    unreachable!("transmutable: the function a check's constant holds is never called")
}

/// Stops compilation with the explanation when `Src -> Dst` does not hold,
/// with no bound on lifetimes: what a derived `TransmuteFrom` is checked by.
#[doc(hidden)]
#[track_caller]
pub const fn assert_transmutable_assuming<Src: Layout, Dst: Layout>(assume: Assume) {
    refuse(Answer::assuming::<Src, Dst>(assume));
}

/// Reinterprets the bytes of `src` as a `Dst`, when the compiler has checked
/// that every value of `Src` is a valid and safe `Dst`.
///
/// The bytes of `src` are laid over `Dst` from offset 0: `Dst` may be a
/// prefix of `Src`, or longer by trailing padding. Nothing happens at run
/// time but the move.
///
/// ```
/// use transmutable::Layout;
///
/// #[derive(Layout, Debug, PartialEq)]
/// #[repr(u8)]
/// pub enum Light {
///     Off = 0,
///     On = 1,
/// }
///
/// let light: Light = transmutable::transmute(true);
/// assert_eq!(light, Light::On);
/// let bytes: [u8; 4] = transmutable::transmute(0x01020304u32);
/// assert_eq!(u32::from_ne_bytes(bytes), 0x01020304);
/// ```
///
/// A pair that does not hold does not compile, and says why:
///
/// ```compile_fail
/// let flag: bool = transmutable::transmute(7u8);
/// // error: `u8` cannot be transmuted into `bool`: at byte 0, `u8` may hold
/// // 2..=255, but `bool` accepts only 0..=1 there.
/// ```
///
/// Lifetimes are checked by the borrow checker, through the bounds
/// `Src: Lifetime<'l>` and `Dst: Lifetime<'l>` (see [`Lifetime`]): a
/// reference keeps its lifetime, and none can grow.
///
/// ```
/// fn signed<'a>(bytes: &'a [u8; 2]) -> &'a [i8; 2] {
///     transmutable::transmute(bytes)
/// }
/// assert_eq!(signed(&[1, 255]), &[1, -1]);
/// ```
///
/// The check runs when the function is instantiated: `cargo build` reports
/// it, `cargo check` does not. [`assert_transmutable!`](crate::assert_transmutable!)
/// checks a pair where `cargo check` sees it too.
pub const fn transmute<'l, Src: Layout + Lifetime<'l>, Dst: Layout + Lifetime<'l>>(src: Src) -> Dst {
    const { refuse(Answer::of::<Src, Dst>(Assume::NOTHING)) };
    // SAFETY: the check above proved that every value of `Src`, laid over
    // `Dst` from offset 0, is a valid `Dst` (any bytes past the end of `Src`
    // are padding of `Dst`), and that `Dst` carries no safety invariant; the
    // bounds make every lifetime inside `Src` and `Dst` the one `'l`, so
    // every reference of `Dst` lives as long as the one it was.
    unsafe { transmute_unchecked(src) }
}

/// [`transmute`] with no bound on lifetimes: a destination that holds a
/// reference is refused. What `TransmuteFrom::transmute_from` is, whose
/// trait bounds name no lifetime.
pub(crate) const fn transmute_without_bound<Src: Layout, Dst: Layout>(src: Src) -> Dst {
    const { refuse(Answer::assuming::<Src, Dst>(Assume::NOTHING)) };
    // SAFETY: as for `transmute`: the check above proved that every value
    // of `Src` is a valid and safe `Dst`, and that `Dst` holds no reference.
    unsafe { transmute_unchecked(src) }
}

/// Reinterprets the bytes of `src` as a `Dst`, assuming what `A` says and
/// checking the rest at compile time.
///
/// [`transmute!`](crate::transmute!) with an assumption is the same thing
/// with the assumption written as a value.
///
/// # Safety
///
/// For each assumption `A::ASSUME` makes, the caller promises:
///
/// - `validity`: the bytes of this particular `src`, laid over `Dst`, are a
///   valid `Dst` (other values of `Src` need not be);
/// - `safety`: the resulting `Dst` upholds every safety invariant of `Dst`
///   and of the types inside it, as their constructors would;
/// - `alignment`: every pointer that `Dst` holds where `Src` holds one
///   (`&[u8; 4]` becoming `&u32`) points to an address aligned for its new
///   referent;
/// - `lifetimes`: no reference inside `Dst` outlives what it points to: no
///   lifetime grows, even where `Dst` names the same lifetime as `Src`
///   differently. A `&'b &'a mut T` lends a `&'b T`, never a `&'a T`. And
///   what is written back (through a `&mut`, or through cells) must live as
///   long as the source needs: a lifetime behind `&mut` is invariant, so
///   `&'b mut &'a mut u8 -> &'b mut &'b mut u8` lets a reference that lives
///   only for `'b` be written where `'a` is expected.
///
/// A value that holds no pointers asks nothing of these two.
///
/// Everything not assumed is still checked at compile time.
///
/// ```
/// use transmutable::{Assume, Assumption};
///
/// /// The caller has checked the value.
/// struct Valid;
/// impl Assumption for Valid {
///     const ASSUME: Assume = Assume::VALIDITY;
/// }
///
/// let byte = 1u8;
/// // SAFETY: 1 is a valid `bool`.
/// let flag: bool = unsafe { transmutable::transmute_assuming::<u8, bool, Valid>(byte) };
/// assert!(flag);
/// ```
pub const unsafe fn transmute_assuming<Src: Layout, Dst: Layout, A: Assumption>(src: Src) -> Dst {
    const { refuse(Answer::assuming::<Src, Dst>(A::ASSUME)) };
    // SAFETY: the check above proved every obligation that `A` does not
    // assume; the caller promises those that it does.
    unsafe { transmute_unchecked(src) }
}

/// Reinterprets `&Src` as `&Dst`, when the compiler has checked that every
/// `Src` is a valid and safe `Dst` (a prefix of it), that `Dst` needs no
/// stricter alignment, and that the same bytes are inside `UnsafeCell`s.
/// The lifetime stays the same.
///
/// ```
/// use transmutable::Layout;
///
/// #[derive(Layout, Debug, PartialEq)]
/// #[repr(C)]
/// pub struct Rgb {
///     pub r: u8,
///     pub g: u8,
///     pub b: u8,
/// }
///
/// let pixels = [10u8, 20, 30, 40];
/// let rgb: &Rgb = transmutable::transmute_ref(&pixels);
/// assert_eq!(*rgb, Rgb { r: 10, g: 20, b: 30 });
/// ```
///
/// Interior mutability may be neither gained nor lost:
///
/// ```compile_fail
/// let cell = core::cell::Cell::new(1u8);
/// let plain: &u8 = transmutable::transmute_ref(&cell);
/// // error: `&Cell<u8>` cannot be transmuted into `&u8`: behind shared
/// // references, a byte may neither gain nor lose an `UnsafeCell`
/// ```
///
/// What the destination's cells write must leave a valid source; the
/// bytes outside cells cannot change, so they keep the values they had:
///
/// ```
/// use core::cell::Cell;
///
/// let pair = (Cell::new(1u8), true);
/// let view: &(Cell<u8>, u8) = transmutable::transmute_ref(&pair);
/// view.0.set(200); // the `bool` beside it stays `true`
/// assert_eq!((pair.0.get(), pair.1), (200, true));
/// ```
pub const fn transmute_ref<'l, Src: Layout + Lifetime<'l>, Dst: Layout + Lifetime<'l>>(src: &Src) -> &Dst {
    const { refuse(Answer::of_references::<Src, Dst>(false, Assume::NOTHING)) };
    let pointer = src as *const Src as *const Dst;
    // SAFETY: the check above proved that the referent, every value of
    // `Src`, is a valid and safe `Dst` in its first `size_of::<Dst>()` bytes,
    // that `align_of::<Dst>() <= align_of::<Src>()` (so `pointer`, aligned
    // for `Src`, is aligned for `Dst`), that the same bytes lie in
    // `UnsafeCell`s, and that no `Box` in the referent is lent out; the
    // bounds make every lifetime inside `Src` and `Dst` the one `'l`, so
    // none grows. The result borrows `src` for the same lifetime.
    unsafe { &*pointer }
}

/// Reinterprets `&mut Src` as `&mut Dst`, when the compiler has checked
/// [`transmute_ref`]'s conditions and also that every `Dst` written back
/// is a valid and safe `Src`.
///
/// ```
/// let mut word = 0u32;
/// let bytes: &mut [u8; 4] = transmutable::transmute_mut(&mut word);
/// bytes[0] = 1;
/// assert_eq!(word, u32::from_ne_bytes([1, 0, 0, 0]));
/// ```
///
/// ```compile_fail
/// let mut flag = true;
/// let byte: &mut u8 = transmutable::transmute_mut(&mut flag);
/// // error: `&mut bool` cannot be transmuted into `&mut u8`: through
/// // `&mut`, a `u8` written back would not always be a valid `bool`
/// ```
pub const fn transmute_mut<'l, Src: Layout + Lifetime<'l>, Dst: Layout + Lifetime<'l>>(src: &mut Src) -> &mut Dst {
    const { refuse(Answer::of_references::<Src, Dst>(true, Assume::NOTHING)) };
    let pointer = src as *mut Src as *mut Dst;
    // SAFETY: as for `transmute_ref`, and the check also proved that every
    // `Dst` is a valid and safe `Src` (padding aside), so whatever is written
    // through the result leaves a valid `Src` behind. The result reborrows
    // `src` uniquely for the same lifetime.
    unsafe { &mut *pointer }
}

/// [`transmute_ref`] assuming what `A` says, checking the rest.
///
/// # Safety
///
/// For each assumption `A::ASSUME` makes, the caller promises:
///
/// - `alignment`: `src` is aligned for `Dst`;
/// - `validity`: the referent's bytes are a valid `Dst` (for this `src`),
///   and stay one while the result lives: where the referent has cells
///   (`Cell`, atomics), every value written into them, through the result,
///   through `src` or through any other reference, must be valid both as
///   the `Src` and as the `Dst` it is read as;
/// - `safety`: they uphold `Dst`'s safety invariants, with the same reach;
/// - `lifetimes`: no reference inside `Dst` outlives what it points to.
///
/// ```
/// use transmutable::{Assume, Assumption};
///
/// /// The caller has checked the address.
/// struct Aligned;
/// impl Assumption for Aligned {
///     const ASSUME: Assume = Assume::ALIGNMENT;
/// }
///
/// let words = [0x0102_0304u32, 0];
/// let bytes: &[u8; 8] = transmutable::transmute_ref(&words);
/// // SAFETY: `bytes` is the start of a `[u32; 2]`, aligned for `u32`.
/// let word: &u32 = unsafe { transmutable::transmute_ref_assuming::<[u8; 8], u32, Aligned>(bytes) };
/// assert_eq!(*word, 0x0102_0304);
/// ```
pub const unsafe fn transmute_ref_assuming<Src: Layout, Dst: Layout, A: Assumption>(src: &Src) -> &Dst {
    const { refuse(Answer::assuming_references::<Src, Dst>(false, A::ASSUME)) };
    let pointer = src as *const Src as *const Dst;
    // SAFETY: the check proved every obligation `A` does not assume; the
    // caller promises those it does.
    unsafe { &*pointer }
}

/// [`transmute_mut`] assuming what `A` says, checking the rest.
///
/// # Safety
///
/// As for [`transmute_ref_assuming`], and for `validity` and `safety` also
/// that every `Dst` written through the result is a valid, safe `Src`.
///
/// ```
/// use transmutable::{Assume, Assumption};
///
/// /// The caller has checked the value.
/// struct Valid;
/// impl Assumption for Valid {
///     const ASSUME: Assume = Assume::VALIDITY;
/// }
///
/// let mut byte = 1u8;
/// // SAFETY: `byte` holds 1, a valid `bool`.
/// let flag: &mut bool = unsafe { transmutable::transmute_mut_assuming::<u8, bool, Valid>(&mut byte) };
/// *flag = false;
/// assert_eq!(byte, 0);
/// ```
pub const unsafe fn transmute_mut_assuming<Src: Layout, Dst: Layout, A: Assumption>(src: &mut Src) -> &mut Dst {
    const { refuse(Answer::assuming_references::<Src, Dst>(true, A::ASSUME)) };
    let pointer = src as *mut Src as *mut Dst;
    // SAFETY: the check proved every obligation `A` does not assume; the
    // caller promises those it does.
    unsafe { &mut *pointer }
}

/// A value of `Src` and of `Dst` at once: reading `dst` after writing `src`
/// is the union transmute of the contract.
#[repr(C)]
union Overlay<Src, Dst> {
    src: ManuallyDrop<Src>,
    dst: ManuallyDrop<Dst>,
}

/// Does nothing. The derive calls it in an `unsafe` block written at the
/// `unsafe` of a promise (`#[transmutable(unsafe(no_invariants))]`,
/// `#[transmutable(unsafe(zeroable))]`), so that the `unsafe_code` lint sees
/// the promise as the user's own `unsafe`, and `#![forbid(unsafe_code)]`
/// refuses it. Not public API.
///
/// # Safety
///
/// None of its own: the caller states the promise it is written at.
#[doc(hidden)]
pub const unsafe fn promised() {}

impl crate::description::Kit {
    /// The offset in bytes of `field` from `base`: the offset of a field
    /// in the derive's output, where `field` is the place of a field of the
    /// value `base` points to (`&raw const (*base).field`), which const
    /// evaluation reports as the compiler laid the type out.
    ///
    /// # Safety
    ///
    /// `field` must point into the allocation `base` points into, at or
    /// after `base`, both derived from one pointer.
    #[doc(hidden)]
    pub const unsafe fn offset<F: ?Sized, B: ?Sized>(self, field: *const F, base: *const B) -> usize {
        // SAFETY: both pointers lie in one allocation, derived from one
        // pointer, `field` at or after `base` (the caller's promise), so
        // their distance is a whole number of bytes that fits an `isize`
        // and is not negative.
        unsafe { field.cast::<u8>().offset_from(base.cast::<u8>()) as usize }
    }
}

/// # Safety
///
/// The bytes of `src` laid over `Dst` from offset 0, followed by
/// uninitialized bytes up to the size of `Dst`, must be a valid and safe
/// `Dst`.
pub(crate) const unsafe fn transmute_unchecked<Src, Dst>(src: Src) -> Dst {
    let overlay = Overlay::<Src, Dst> { src: ManuallyDrop::new(src) };
    // SAFETY: both fields start at offset 0 of a `repr(C)` union, so `dst`
    // reads the bytes of `src` from offset 0 and uninitialized bytes past its
    // end; the caller guarantees those bytes are a valid, safe `Dst`. The
    // `Src` is moved into the union and never dropped: its value lives on as
    // the `Dst`.
    let dst = unsafe { overlay.dst };
    ManuallyDrop::into_inner(dst)
}

/// Transmutes a value, checked at compile time; with an [`Assume`], under
/// that assumption (and then `unsafe`).
///
/// `transmute!(src)` is [`transmute(src)`](crate::transmute()).
/// `transmute!(src, assume)` is
/// [`transmute_assuming`](crate::transmute_assuming) with `assume` written as
/// a value: the caller takes over exactly the obligations `assume` names, and
/// the rest is still checked.
///
/// ```
/// use transmutable::{Assume, Layout};
///
/// #[derive(Layout)]
/// #[repr(transparent)]
/// pub struct Even {
///     // SAFETY: always an even number!
///     n: u8,
/// }
///
/// fn u8_to_even(src: u8) -> Even {
///     assert!(src % 2 == 0);
///     // SAFETY: `src` is even, the one invariant of `Even`.
///     unsafe { transmutable::transmute!(src, Assume::SAFETY) }
/// }
///
/// assert_eq!(u8_to_even(6).n, 6);
/// ```
///
/// Without the assumption, the private field makes it a compile error:
///
/// ```compile_fail
/// # use transmutable::Layout;
/// # #[derive(Layout)]
/// # #[repr(transparent)]
/// # pub struct Even { n: u8 }
/// let even: Even = transmutable::transmute!(3u8);
/// // error: `u8` cannot be transmuted into `Even`: `Even` may carry safety
/// // invariants: field `n` of `Even` is private.
/// ```
#[macro_export]
macro_rules! transmute {
    ($src:expr $(,)?) => {
        $crate::transmute($src)
    };
    ($src:expr, $assume:expr $(,)?) => {
        $crate::transmute_assuming::<_, _, $crate::__private::Assumed<{ $crate::Assume::to_bits($assume) }>>($src)
    };
}

/// Checks at item level that `Src` may be transmuted into `Dst` (under an
/// optional [`Assume`]): an error here shows in `cargo check` and in editors,
/// not only in `cargo build`.
///
/// ```
/// use transmutable::{assert_transmutable, Assume};
///
/// assert_transmutable!([u8; 4], u32);
/// assert_transmutable!(u32, char, Assume::VALIDITY);
/// ```
///
/// ```compile_fail
/// transmutable::assert_transmutable!(u8, bool);
/// ```
///
/// # Lifetimes
///
/// The check is of the types exactly as written, and at item level the
/// only lifetime that can be written is `'static`. So every lifetime must
/// be written out: an elided one (`&u8`, `Cow<str>`, `&'_ u8`) is an error
/// (E0106, "missing lifetime specifier"), where it would otherwise be
/// filled in as `'static` and the check would speak of `&'static u8` alone.
/// A check at one lifetime holds at every other: lifetimes are not seen by
/// the engine, and both sides are bound to one lifetime, so
/// `&'static [u8; 4] -> &'static u32` holding means `&'a [u8; 4] -> &'a u32`
/// holds for every `'a`. A transmutation between different lifetimes is
/// checked where they have names, in a function, by the borrow checker
/// (see [`Lifetime`](crate::Lifetime)).
///
/// ```
/// transmutable::assert_transmutable!(&'static [u8; 4], &'static [u16; 2], transmutable::Assume::ALIGNMENT);
/// ```
///
/// ```compile_fail,E0106
/// transmutable::assert_transmutable!(&u8, &'static u8); // error: missing lifetime specifier
/// ```
///
/// ```compile_fail,E0106
/// use transmutable::Assume;
/// transmutable::assert_transmutable!(&'static u8, &u8, Assume::NOTHING); // error: missing lifetime specifier
/// ```
#[macro_export]
macro_rules! assert_transmutable {
    // The types are written once, as what a function pointer without
    // arguments returns, where nothing can be elided (E0106): the type of
    // the constant, which the check's function returns, and from which the
    // compiler infers the check's types. Written a second time (as type
    // arguments of the check), or inside a `PhantomData`, they cost the
    // compiler about 0.1 M instructions a check.
    ($src:ty, $dst:ty $(,)?) => {
        const _: fn() -> ($src, $dst) = $crate::__private::assert_transmutable_assuming_nothing();
    };
    ($src:ty, $dst:ty, $assume:expr $(,)?) => {
        const _: fn() -> ($src, $dst) = $crate::__private::assert_transmutable($assume);
    };
}

/// The value of type `T` whose bytes are the contents of a file, read at
/// compile time, as `include_bytes!` reads them (the path is relative to
/// the file that names it). The file must be exactly as long as a `T`, and
/// its bytes are laid over `T` as [`transmute`](crate::transmute()) lays
/// them: every byte string of that length must be a valid `T` (checked at
/// compile time). It works in constants.
///
/// ```
/// use transmutable::byteorder::big_endian::U32;
///
/// // The file holds the four bytes `gogg`.
/// const MAGIC: U32 = transmutable::include_value!("../../tests/fixture/four_bytes");
/// assert_eq!(MAGIC.get(), u32::from_be_bytes(*b"gogg"));
/// let bytes: [u8; 4] = transmutable::include_value!("../../tests/fixture/four_bytes");
/// assert_eq!(bytes, *b"gogg");
/// ```
///
/// A file of another length is refused:
///
/// ```compile_fail
/// let word: u64 = transmutable::include_value!("../../tests/fixture/four_bytes");
/// ```
#[macro_export]
macro_rules! include_value {
    ($file:expr $(,)?) => {
        $crate::__private::include_value(*$crate::__private::include_bytes!($file))
    };
}

/// What [`include_value!`](crate::include_value!) expands to: `bytes` as a
/// `T` of exactly their length.
#[doc(hidden)]
#[track_caller]
pub const fn include_value<'l, const N: usize, T: Layout + Lifetime<'l>>(bytes: [u8; N]) -> T {
    const { same_size::<N, T>() };
    transmute(bytes)
}

/// Stops compilation unless a `T` is `N` bytes long.
#[track_caller]
const fn same_size<const N: usize, T: Layout>() {
    if T::DESCRIPTION.size != N {
        let mut text = crate::text::Text::new();
        text.push("transmutable: the file holds ");
        text.push_usize(N);
        text.push(" bytes, but `");
        T::DESCRIPTION.write_name(&mut text);
        text.push("` takes ");
        text.push_usize(T::DESCRIPTION.size);
        panic!("{}", text.as_str());
    }
}

/// `bytes` as a `&T` with `elements` tail elements.
///
/// # Safety
///
/// `bytes` must be exactly as long as such a `T`, aligned for `T`, and hold
/// a valid, safe `T` with no byte inside an `UnsafeCell`.
pub(crate) unsafe fn view_ref<T: Pointee + ?Sized>(bytes: &[u8], elements: usize) -> &T {
    let pointer = T::pointer(bytes.as_ptr(), elements);
    // SAFETY: `pointer` addresses the bytes of `bytes`, which the caller
    // guarantees are a valid, aligned `T` of exactly that size, frozen like
    // `bytes`; the result borrows `bytes`.
    unsafe { &*pointer }
}

/// `bytes` as a `&mut T` with `elements` tail elements.
///
/// # Safety
///
/// As for [`view_ref`], and every value of `T` must be initialized bytes,
/// so that what is written through the result (a valid `T`) leaves bytes
/// for whoever reads `bytes` after it.
pub(crate) unsafe fn view_mut<T: Pointee + ?Sized>(bytes: &mut [u8], elements: usize) -> &mut T {
    let pointer = T::pointer_mut(bytes.as_mut_ptr(), elements);
    // SAFETY: as for `view_ref`; the result borrows `bytes` uniquely.
    unsafe { &mut *pointer }
}

/// A `T` copied out of the first `size_of::<T>()` bytes of `bytes`.
///
/// # Safety
///
/// `bytes` must hold at least `size_of::<T>()` bytes that are a valid, safe
/// `T`.
pub(crate) unsafe fn read_unaligned<T: Layout>(bytes: &[u8]) -> T {
    let pointer = bytes.as_ptr().cast::<T>();
    // SAFETY: the caller guarantees the bytes behind `pointer` are a valid
    // `T`; `read_unaligned` needs no alignment.
    unsafe { pointer.read_unaligned() }
}

/// The `size` bytes of `value`.
///
/// # Safety
///
/// `size` must be the size of `value`, and every byte of it initialized and
/// outside any `UnsafeCell`.
pub(crate) unsafe fn bytes_of<T: ?Sized>(value: &T, size: usize) -> &[u8] {
    let pointer = (value as *const T).cast::<u8>();
    // SAFETY: `value` is `size` initialized, frozen bytes (the caller), valid
    // for reads for as long as the borrow of `value`.
    unsafe { core::slice::from_raw_parts(pointer, size) }
}

/// The `size` bytes of `value`, to write.
///
/// # Safety
///
/// As for [`bytes_of`], and every byte string of that size must be a valid
/// value of `T`.
pub(crate) unsafe fn bytes_of_mut<T: ?Sized>(value: &mut T, size: usize) -> &mut [u8] {
    let pointer = (value as *mut T).cast::<u8>();
    // SAFETY: as for `bytes_of`; bytes written through the result leave a
    // valid `T` (the caller), and the borrow of `value` is unique.
    unsafe { core::slice::from_raw_parts_mut(pointer, size) }
}

/// The bytes of a value, for a validator that reads only bytes the
/// compile-time check proved initialized in every value of `T`.
pub(crate) struct ValueBytes<'a, T> {
    value: &'a T,
}

impl<'a, T> ValueBytes<'a, T> {
    /// The bytes of `value`. Reading one is sound only where every value of
    /// `T` is initialized; `try_transmute` reads only those.
    pub(crate) fn new(value: &'a T) -> Self {
        ValueBytes { value }
    }
}

impl<T> crate::validate::Input for ValueBytes<'_, T> {
    #[inline(always)]
    fn byte(&self, offset: usize) -> u8 {
        assert!(offset < core::mem::size_of::<T>(), "transmutable: a validator read past its value");
        let pointer = (self.value as *const T).cast::<u8>().wrapping_add(offset);
        // SAFETY: `pointer` is inside `value` (asserted), which is borrowed;
        // the validator reads only offsets the compile-time check of
        // `try_transmute` proved initialized in every value of `T`, and a
        // `u8` has no alignment requirement.
        unsafe { pointer.read() }
    }
}
