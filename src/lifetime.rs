//! Lifetimes, proven by the borrow checker.
//!
//! Const evaluation erases lifetimes: the engine sees that `&'a u8` is a
//! reference, never what `'a` is. Trait bounds can relate lifetimes, and
//! the borrow checker checks them. So the entry points ask for one bound on
//! each side, `Src: Lifetime<'l>` and `Dst: Lifetime<'l>` at one lifetime
//! `'l`, and a type is `Lifetime<'l>` when every lifetime that its values
//! rely on *is* `'l`: `&'a T` only at `'a`, a struct only where each of its
//! fields is. Every reference of `Dst` then lives exactly as long as every
//! reference of `Src`, and no lifetime grows, in covariant and invariant
//! positions alike. The engine checks everything else.
//!
//! A type without references is `Lifetime<'l>` for every `'l`; a derived
//! type without parameters, whose references are all `'static`, is
//! `Lifetime<'static>` alone when its description holds one.
//!
//! **Architecture Invariant:** an impl of `Lifetime<'l>` never forgets a
//! lifetime that a value relies on: a reference, or anything behind one,
//! `Box` or cell. It may leave out only what nothing safe reaches through
//! (raw and function pointers, `PhantomData`, what a `MaybeUninit` holds).

use core::cell::{Cell, UnsafeCell};
use core::cmp::Reverse;
use core::convert::Infallible;
use core::marker::{PhantomData, PhantomPinned};
use core::mem::{ManuallyDrop, MaybeUninit};
use core::num::{NonZero, Saturating, Wrapping};
use core::ptr::NonNull;

/// Types whose every lifetime is `'a`: the bound through which the borrow
/// checker proves that a transmutation extends no lifetime.
///
/// [`transmute`](crate::transmute()), [`transmute_ref`](crate::transmute_ref),
/// [`transmute_mut`](crate::transmute_mut), [`cast_slice`](crate::cast_slice),
/// [`try_cast_slice`](crate::try_cast_slice), [`is_transmutable`](crate::is_transmutable),
/// [`decide`](crate::decide) and its relatives ask for `Src: Lifetime<'l>` and
/// `Dst: Lifetime<'l>` at one lifetime `'l`. Every reference inside either
/// then has the lifetime `'l`, so none grows, and the engine takes the
/// lifetime obligation as met. A transmutation that keeps its lifetimes needs
/// no assumption:
///
/// ```
/// use transmutable::Layout;
///
/// #[derive(Layout)]
/// #[repr(C)]
/// pub struct Words<'a> {
///     pub first: &'a [u8; 4],
///     pub second: &'a u32,
/// }
///
/// #[derive(Layout)]
/// #[repr(C)]
/// pub struct Quads<'a> {
///     pub first: &'a [u8; 4],
///     pub second: &'a [u8; 4],
/// }
///
/// fn quads<'a>(words: Words<'a>) -> Quads<'a> {
///     transmutable::transmute(words)
/// }
///
/// let (a, b) = ([1, 2, 3, 4], 5u32);
/// assert_eq!(quads(Words { first: &a, second: &b }).second, &5u32.to_ne_bytes());
/// ```
///
/// One that extends a lifetime is an error of the borrow checker:
///
/// ```compile_fail
/// fn forever<'a>(byte: &'a u8) -> &'static u8 {
///     transmutable::transmute(byte) // error: lifetime may not live long enough
/// }
/// ```
///
/// Generic code states the bound where it states `Layout`:
///
/// ```
/// use transmutable::{Layout, Lifetime};
///
/// fn reinterpret<'l, T: Layout + Lifetime<'l>>(words: [T; 2]) -> (T, T) {
///     transmutable::transmute(words)
/// }
///
/// let byte = 7u8;
/// assert_eq!(reinterpret([&byte, &byte]), (&7, &7));
/// ```
///
/// # What the bound cannot express
///
/// One lifetime stands for all of a type's: a type that holds two distinct
/// lifetimes, or a `&'static` field beside a `&'a` one, is `Lifetime<'l>`
/// only when they are equal, and the borrow checker shortens a lifetime
/// only where the type is covariant in it. What the bound cannot prove
/// needs [`Assume::LIFETIMES`](crate::Assume::LIFETIMES) through the
/// `_assuming` functions, which ask for no bound. Under `Assume::VALIDITY`
/// a pointer may be made from a raw pointer or an integer, whose lifetime no
/// bound knows, so there too a destination holding references needs
/// `Assume::LIFETIMES`.
///
/// Lifetimes behind raw pointers, `NonNull`, function pointers and
/// `PhantomData` are not counted: nothing safe reaches through them (a raw
/// pointer becomes a reference only under `Assume::VALIDITY`, a function
/// pointer another only under `Assume::SAFETY`), and a type whose fields are
/// all public carries no invariant a `PhantomData` could tie to a lifetime.
/// Nor, in a type without parameters, are references inside a
/// `MaybeUninit`, whose description is any bytes: nothing safe reads one
/// back, transmutable included, and `assume_init` is the caller's promise that
/// what it holds is a valid, live value.
///
/// # Deriving
///
/// `#[derive(Layout)]` implements it. A type without parameters holds only
/// `'static` references: it is `Lifetime<'static>` alone if its description
/// holds a reference (behind its boxes too), and `Lifetime<'l>` for every
/// `'l` if not, which needs no bound on other types, so recursion of any
/// shape is fine. A generic type is `Lifetime<'l>` when each of its fields'
/// types is. There, a field's reference to the type itself (`&'a Self`,
/// `Option<Box<Node<'a>>>`) asks nothing more than the type's other fields,
/// and a `&'static X` field asks only that `'l` be `'static`; mutual
/// recursion between generic types, or recursion through an alias, is a
/// cycle the trait solver does not resolve (error E0275).
///
/// # Safety
///
/// Implementing `Lifetime<'a>` for `T` promises that every lifetime on
/// which the validity or safety of a value of `T` depends, directly or
/// behind references, boxes and cells, is `'a`: the lifetime of every
/// reference inside a `T` is `'a`, not longer and not shorter.
#[diagnostic::on_unimplemented(
    message = "transmutable cannot relate the lifetimes of `{Self}` to one lifetime",
    label = "`{Self}` is not `transmutable::Lifetime<'_>`",
    note = "`#[derive(transmutable::Layout)]` implements it; a type that holds two distinct lifetimes, or that the trait solver cannot resolve, needs `Assume::LIFETIMES` with a `_assuming` function"
)]
pub unsafe trait Lifetime<'a> {
    /// The kit of this trait, as [`Layout`](crate::Layout)'s (`Layout::__KIT`): the
    /// derive's output proves by it that the kit it builds with, reached
    /// through the path `::transmutable::Layout`, is this crate's wherever
    /// the impl it writes is of this trait. Not public API, and never
    /// overridden.
    #[doc(hidden)]
    const __KIT: crate::description::Kit = crate::description::Kit;
}

/// Stands for the type being derived, inside its own fields: the type's
/// lifetimes are those its other fields bind, and naming the type itself
/// there would be a cycle for the trait solver.
#[doc(hidden)]
pub enum Recursion {}

// SAFETY: `Recursion` has no values; it stands for a type whose other
// bounds already tie each of its lifetimes to `'a` (see the derive).
unsafe impl<'a> Lifetime<'a> for Recursion {}

/// The fields of a derived type, two at a time: one bound `Each<A, B>:
/// Lifetime<'l>` asks `A` and `B` for theirs. A derived impl states all of
/// its fields' bounds as one, since two bounds that differ only in their
/// lifetimes (`&'a u8` and `&'b u8`) would be ambiguous to the trait solver.
#[doc(hidden)]
pub struct Each<A: ?Sized, B: ?Sized>(PhantomData<A>, PhantomData<B>);

// SAFETY: `Each` has no values of its own; it asks each part for the bound.
unsafe impl<'a, A: Lifetime<'a> + ?Sized, B: Lifetime<'a> + ?Sized> Lifetime<'a> for Each<A, B> {}

/// `Same<T, U>: Lifetime<'l>` holds exactly when `T` and `U` are one type:
/// the derive proves with it that a path it looked inside is the standard
/// type it knows, and that the type it took for the type itself is,
/// whatever the user's names mean.
#[doc(hidden)]
pub struct Same<T: ?Sized, U: ?Sized>(PhantomData<T>, PhantomData<U>);

// SAFETY: `Same` has no values; its impl exists only for one type twice.
unsafe impl<'a, T: ?Sized> Lifetime<'a> for Same<T, T> {}

/// The bound of a type without lifetime parameters: every lifetime it
/// holds is `'static`, so it is `Lifetime<'l>` for every `'l` when it
/// holds no reference (`REFERENCES` false), and for `'static` only when it
/// does. The derive asks the type's description which, so its impl needs no
/// bound on its fields' types, and recursion through aliases or boxes is no
/// cycle for the trait solver.
#[doc(hidden)]
pub struct HoldsReferences<const REFERENCES: bool>;

// SAFETY: stands for a type that holds no reference, in itself or behind
// its boxes.
unsafe impl<'a> Lifetime<'a> for HoldsReferences<false> {}

// SAFETY: stands for a type without lifetime parameters that holds a
// reference: a `&'static` one.
unsafe impl Lifetime<'static> for HoldsReferences<true> {}

/// Whether a value of the type `description` describes holds a reference,
/// in itself or behind its boxes.
#[doc(hidden)]
pub const fn reaches_references(description: &'static crate::Description) -> bool {
    description.reaches_references()
}

macro_rules! without_references {
    ($($type:ty),* $(,)?) => {$(
        // SAFETY: a value of this type holds no reference and relies on no
        // lifetime.
        unsafe impl<'a> Lifetime<'a> for $type {}
    )*};
}
without_references!(
    u8,
    u16,
    u32,
    u64,
    u128,
    usize,
    i8,
    i16,
    i32,
    i64,
    i128,
    isize,
    f32,
    f64,
    bool,
    char,
    (),
    str,
    Infallible,
    PhantomPinned,
);

macro_rules! atomics {
    ($($(#[$attr:meta])* $atomic:ident),* $(,)?) => {$(
        $(#[$attr])*
        // SAFETY: an atomic integer holds no reference.
        unsafe impl<'a> Lifetime<'a> for core::sync::atomic::$atomic {}
    )*};
}
atomics!(
    #[cfg(target_has_atomic = "8")]
    AtomicBool,
    #[cfg(target_has_atomic = "8")]
    AtomicU8,
    #[cfg(target_has_atomic = "8")]
    AtomicI8,
    #[cfg(target_has_atomic = "16")]
    AtomicU16,
    #[cfg(target_has_atomic = "16")]
    AtomicI16,
    #[cfg(target_has_atomic = "32")]
    AtomicU32,
    #[cfg(target_has_atomic = "32")]
    AtomicI32,
    #[cfg(target_has_atomic = "64")]
    AtomicU64,
    #[cfg(target_has_atomic = "64")]
    AtomicI64,
    #[cfg(target_has_atomic = "ptr")]
    AtomicUsize,
    #[cfg(target_has_atomic = "ptr")]
    AtomicIsize,
);

without_references!(
    NonZero<u8>,
    NonZero<u16>,
    NonZero<u32>,
    NonZero<u64>,
    NonZero<u128>,
    NonZero<usize>,
    NonZero<i8>,
    NonZero<i16>,
    NonZero<i32>,
    NonZero<i64>,
    NonZero<i128>,
    NonZero<isize>,
);

macro_rules! wrappers {
    ($($type:ident),* $(,)?) => {$(
        // SAFETY: a wrapper's values are its `T`'s, so they rely on the
        // lifetimes `T`'s do, which are `'a`.
        unsafe impl<'a, T: Lifetime<'a> + ?Sized> Lifetime<'a> for $type<T> {}
    )*};
}
wrappers!(ManuallyDrop, Cell, UnsafeCell);

macro_rules! sized_wrappers {
    ($($type:ident),* $(,)?) => {$(
        // SAFETY: a wrapper's values are its `T`'s (or none, for `Option`
        // and `MaybeUninit`), so they rely on the lifetimes `T`'s do.
        unsafe impl<'a, T: Lifetime<'a>> Lifetime<'a> for $type<T> {}
    )*};
}
sized_wrappers!(Option, MaybeUninit, Wrapping, Saturating, Reverse);

// SAFETY: the elements are `T`s.
unsafe impl<'a, T: Lifetime<'a>, const N: usize> Lifetime<'a> for [T; N] {}

// SAFETY: the elements are `T`s.
unsafe impl<'a, T: Lifetime<'a>> Lifetime<'a> for [T] {}

macro_rules! tuples {
    ($(($($name:ident),+))*) => {$(
        // SAFETY: a tuple's values are its fields' values.
        unsafe impl<'a, $($name: Lifetime<'a>),+> Lifetime<'a> for ($($name,)+) {}
    )*};
}
tuples! {
    (A)
    (A, B)
    (A, B, C)
    (A, B, C, D)
    (A, B, C, D, E)
    (A, B, C, D, E, F)
    (A, B, C, D, E, F, G)
    (A, B, C, D, E, F, G, H)
    (A, B, C, D, E, F, G, H, I)
    (A, B, C, D, E, F, G, H, I, J)
    (A, B, C, D, E, F, G, H, I, J, K)
    (A, B, C, D, E, F, G, H, I, J, K, L)
}

// SAFETY: a `&'a T` is valid for exactly `'a`, and its referent's lifetimes
// are `T`'s, which are `'a`.
unsafe impl<'a, T: Lifetime<'a> + ?Sized> Lifetime<'a> for &'a T {}

// SAFETY: as for `&'a T`.
unsafe impl<'a, T: Lifetime<'a> + ?Sized> Lifetime<'a> for &'a mut T {}

// SAFETY: a `Box` owns its referent, which relies on `T`'s lifetimes only.
#[cfg(feature = "alloc")]
unsafe impl<'a, T: Lifetime<'a> + ?Sized> Lifetime<'a> for alloc::boxed::Box<T> {}

// SAFETY: nothing safe reaches through a raw pointer or a `NonNull`: one
// becomes a reference only under `Assume::VALIDITY`, where the bound proves
// no lifetime.
unsafe impl<'a, T: ?Sized> Lifetime<'a> for *const T {}
// SAFETY: as for `*const T`.
unsafe impl<'a, T: ?Sized> Lifetime<'a> for *mut T {}
// SAFETY: as for `*const T`.
unsafe impl<'a, T: ?Sized> Lifetime<'a> for NonNull<T> {}

// SAFETY: `PhantomData` holds nothing; a type whose fields are all public
// carries no invariant it could tie to a lifetime, and one that may carry
// invariants needs `Assume::SAFETY` to be made.
unsafe impl<'a, T: ?Sized> Lifetime<'a> for PhantomData<T> {}

macro_rules! functions {
    ($(($($argument:ident),*))*) => {$(
        // SAFETY: one function pointer becomes another only under
        // `Assume::SAFETY`, by which the caller vouches for its signature,
        // lifetimes included; other pointers never become one without it.
        unsafe impl<'a, R, $($argument),*> Lifetime<'a> for fn($($argument),*) -> R {}
        // SAFETY: as above.
        unsafe impl<'a, R, $($argument),*> Lifetime<'a> for unsafe fn($($argument),*) -> R {}
        // SAFETY: as above.
        unsafe impl<'a, R, $($argument),*> Lifetime<'a> for extern "C" fn($($argument),*) -> R {}
        // SAFETY: as above.
        unsafe impl<'a, R, $($argument),*> Lifetime<'a> for unsafe extern "C" fn($($argument),*) -> R {}
    )*};
}
functions! {
    ()
    (A)
    (A, B)
    (A, B, C)
    (A, B, C, D)
    (A, B, C, D, E)
    (A, B, C, D, E, F)
}

/// What the derive's `Lifetime` impls ask, as methods of the kit that only
/// the real `Layout` hands out (see `description/kit.rs`). The impls' bounds
/// name types by paths the caller's crate may bind to types of its own, so
/// the derive proves each path's meaning by a pointer type that must equal
/// one the kit makes: `let _: fn(*const Each<A, B>) = kit.each::<A, B>();`
/// compiles only where the path `Each` names this crate's `Each`, whatever
/// `A` and `B` (written in a generic function), or an alias that always
/// means it.
#[doc(hidden)]
impl crate::description::Kit {
    /// See [`reaches_references`].
    pub const fn reaches_references(self, description: &'static crate::Description) -> bool {
        description.reaches_references()
    }

    /// `description`, the value of the static that holds it, for a type
    /// whose `Lifetime` impl holds for every lifetime because its fields'
    /// types are written as numbers: stops compilation if the description
    /// reaches a reference, which only a type that shadows a number's name
    /// can make it do.
    #[track_caller]
    pub const fn without_references(self, description: crate::Description) -> crate::Description {
        if description.value_reaches_references() {
            panic!(
                "transmutable: this type's fields are written as numbers, and yet it holds a reference: a type \
                 shadows a primitive's name; write the primitive's path (`core::primitive::u8`)"
            );
        }
        description
    }

    /// `fn(*const HoldsReferences<REFERENCES>)`.
    pub const fn holds_references<const REFERENCES: bool>(self) -> fn(*const HoldsReferences<REFERENCES>) {
        ignore::<HoldsReferences<REFERENCES>>
    }

    /// `fn(*const Each<A, B>)`.
    pub const fn each<A: ?Sized, B: ?Sized>(self) -> fn(*const Each<A, B>) {
        ignore::<Each<A, B>>
    }

    /// `fn(*const Same<A, B>)`.
    pub const fn same<A: ?Sized, B: ?Sized>(self) -> fn(*const Same<A, B>) {
        ignore::<Same<A, B>>
    }

    /// `fn(*const Recursion)`.
    pub const fn recursion(self) -> fn(*const Recursion) {
        ignore::<Recursion>
    }

    /// `fn(*const Option<T>)`.
    pub const fn option<T>(self) -> fn(*const Option<T>) {
        ignore::<Option<T>>
    }

    /// `fn(*const Box<T>)`.
    #[cfg(feature = "alloc")]
    pub const fn boxed<T: ?Sized>(self) -> fn(*const alloc::boxed::Box<T>) {
        ignore::<alloc::boxed::Box<T>>
    }

    /// `fn(*const Cell<T>)`.
    pub const fn cell<T: ?Sized>(self) -> fn(*const core::cell::Cell<T>) {
        ignore::<core::cell::Cell<T>>
    }

    /// `fn(*const UnsafeCell<T>)`.
    pub const fn unsafe_cell<T: ?Sized>(self) -> fn(*const core::cell::UnsafeCell<T>) {
        ignore::<core::cell::UnsafeCell<T>>
    }

    /// `fn(*const ManuallyDrop<T>)`.
    pub const fn manually_drop<T: ?Sized>(self) -> fn(*const core::mem::ManuallyDrop<T>) {
        ignore::<core::mem::ManuallyDrop<T>>
    }

    /// `fn(*const MaybeUninit<T>)`.
    pub const fn maybe_uninit<T>(self) -> fn(*const core::mem::MaybeUninit<T>) {
        ignore::<core::mem::MaybeUninit<T>>
    }
}

/// Takes a pointer and does nothing: the function the kit's proofs of
/// paths are pointers to.
const fn ignore<T: ?Sized>(_: *const T) {}
