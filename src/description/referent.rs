//! What a pointer piece holds of its referent: a pointer to the referent's
//! description, which const evaluation does not follow, and its reads, the
//! description whole or its head ([`Head`], its first fields, what the
//! checks the facts answer read); and a value held as bytes ([`Held`]),
//! which the compiler's const checker does not walk.
//!
//! May use: the description (`super::Description`, and the types of its
//! head) and nothing else. This is the one file of the analysis with
//! `unsafe` code, eight blocks, argued
//! below. A reference would do without it, but const evaluation follows a
//! reference when it checks a constant's value, and a recursive type
//! (`struct Ping(&'static Pong); struct Pong(&'static Ping)`) would then ask
//! for its own description while computing it (E0391, "cycle detected when
//! simplifying constant for the type system"): the derive's `REFERENT`
//! points to a `static` copy of the description, which has an address
//! before it has a value only as long as nothing follows the address.

use super::{Bytes, Description, Invariants, Tail};

/// A pointer to a [`Description`] that const evaluation does not follow when
/// it checks a constant's value: what a pointer piece holds of its referent.
/// Built only from a `&'static Description` (or a static that holds one as
/// bytes, [`HeldDescription`]), so it is always valid to read.
/// It points to the description's [`Head`], which the compiler lays out
/// when it checks the constant's value, where a `*const Description` made
/// it lay out a description and everything one holds.
#[doc(hidden)]
#[derive(Clone, Copy)]
pub struct Referent(*const Head);

// SAFETY: a `Referent` is a shared reference to an immutable `Description`
// in disguise; sharing it between threads is sharing that reference.
unsafe impl Sync for Referent {}
// SAFETY: as for `Sync`: it is a `&'static Description`.
unsafe impl Send for Referent {}

impl Referent {
    /// The referent `description`.
    pub const fn of(description: &'static Description) -> Referent {
        // `as`, not `cast`: a call, which const evaluation pays for.
        Referent(description as *const Description as *const Head)
    }

    /// The description `kept` holds: what a constant of a generic type
    /// gives for its description (an array's, a reference's), made in
    /// every crate that checks the type. The compiler validates the value
    /// of a constant, and follows its references into what they point to:
    /// a `&'static Description` has every field of the description and of
    /// its pieces checked again in each such crate, where a union's fields
    /// are not looked into, and a `Referent` is a pointer it does not
    /// follow.
    pub(crate) const fn of_kept(kept: &'static Kept) -> Referent {
        // A union's one field is at its start (`repr(C)`). `as`, not
        // `cast`: a call, which const evaluation pays for.
        Referent(kept as *const Kept as *const Head)
    }

    /// The description referred to.
    pub(crate) const fn get(self) -> &'static Description {
        // SAFETY: the field is private to this file, and a `Referent` is
        // built only by `Referent::of`, from a `&'static Description`, or by
        // `Referent::held` or `Kit::held`, from a `&'static HeldDescription`, whose bytes
        // are a description from its start (`Held::new`) and never written
        // after, or by `Referent::of_kept`, from a `&'static Kept`, whose one
        // field, a `Description`, is at its start (`repr(C)`) and is the
        // field it was made with (a `Kept` is never written after: nothing
        // takes one mutably through a `'static` shared borrow, and it holds
        // no `UnsafeCell`); each cast to a head's pointer, cast back here: the
        // pointer is non-null, aligned, and points to an immutable
        // description that lives forever.
        unsafe { &*(self.0 as *const Description) }
    }

    /// The description `held` holds, referred to without a borrow of it:
    /// a static of a [`HeldDescription`], which a check lays out as bytes,
    /// where a static of a `Description` made the compiler lay out a
    /// description and prove it `Freeze` in every crate that reads it.
    pub(crate) const fn held(held: &'static HeldDescription) -> Referent {
        // A cast, not `Held::get`: a borrow of the description held would
        // lay it out.
        Referent(held as *const HeldDescription as *const Head)
    }

    /// The descriptions `source` and `destination` refer to, in one call
    /// (const evaluation pays for each): what a check reads where the
    /// heads did not answer.
    pub(crate) const fn descriptions(
        source: Referent,
        destination: Referent,
    ) -> (&'static Description, &'static Description) {
        (source.get(), destination.get())
    }

    /// The heads of `source` and `destination` ([`Referent::head`]), in
    /// one call: what a check reads first.
    pub(crate) const fn heads(source: Referent, destination: Referent) -> (&'static Head, &'static Head) {
        // SAFETY: as in `head`.
        let source = unsafe { &*source.0 };
        // SAFETY: as in `head`.
        let destination = unsafe { &*destination.0 };
        (source, destination)
    }

    /// The head of the description referred to: what a check the facts
    /// answer reads, without the compiler laying out a `Description`.
    pub(crate) const fn head(self) -> &'static Head {
        // SAFETY: the pointer is a `&'static Description`'s (`get`), and a
        // description's first fields are a head's, at the same offsets
        // (`Head`, asserted below).
        unsafe { &*self.0 }
    }
}

impl super::Kit {
    /// A pointer to the description `held` holds, as pointers to its type
    /// refer to it ([`Referent::held`]): what the `REFERENT` of a derived
    /// type without parameters reads, written here rather than as a call
    /// of `Referent::held`, a function less for every crate that checks
    /// the type to load.
    #[inline]
    pub const fn held(self, held: &'static HeldDescription) -> Referent {
        Referent(held as *const HeldDescription as *const Head)
    }
}

/// The first fields of a [`Description`], in its order, as `repr(C)` lays
/// both out: the same types at the same offsets. What the checks that
/// facts answer read (`query::facts_answer`,
/// `query::references_hold_by_facts`): the compiler lays out a type before
/// const evaluation reads a field of it, and a description holds names,
/// pointers and portability, a few dozen layouts, where a head holds
/// bytes, their facts, invariants, a tail, a size and an alignment.
#[repr(C)]
pub(crate) struct Head {
    pub(crate) bytes: Bytes,
    pub(crate) invariants: Invariants,
    pub(crate) tail: Option<Tail>,
    pub(crate) size: usize,
    pub(crate) align: usize,
}

// A head is a description's prefix: each field of the type of the
// description's of its name (the function below compiles only so), at its
// offset (`repr(C)` on both, the same types before it).
const _: fn(Description) -> Head = |description| Head {
    bytes: description.bytes,
    invariants: description.invariants,
    tail: description.tail,
    size: description.size,
    align: description.align,
};
const _: () = assert!(
    core::mem::offset_of!(Head, bytes) == core::mem::offset_of!(Description, bytes)
        && core::mem::offset_of!(Head, invariants) == core::mem::offset_of!(Description, invariants)
        && core::mem::offset_of!(Head, tail) == core::mem::offset_of!(Description, tail)
        && core::mem::offset_of!(Head, size) == core::mem::offset_of!(Description, size)
        && core::mem::offset_of!(Head, align) == core::mem::offset_of!(Description, align)
        && core::mem::size_of::<Head>() <= core::mem::size_of::<Description>()
        && core::mem::align_of::<Head>() <= core::mem::align_of::<Description>()
);

impl Description {
    /// This description's head ([`Head`]).
    pub(crate) const fn head(&self) -> &Head {
        // SAFETY: a description's first fields are a head's, at the same
        // offsets (asserted above), and the head is no larger and no more
        // aligned: the pointer is aligned, and the head's bytes are the
        // description's, valid and borrowed for as long as `self`.
        unsafe { &*(self as *const Description as *const Head) }
    }
}

/// A description kept as bytes ([`Held`]): the static of a primitive's,
/// and of a derived type's (made by `Kit::hold`). Its length a literal, as
/// `FieldlessByteEnum`'s: a constant in a type is evaluated, laying out
/// what it measures, in every crate that lays the type out. Asserted below
/// to fit a description on this target.
#[doc(hidden)]
pub type HeldDescription = Held<Description, 416>;

const _: () = assert!(
    core::mem::size_of::<Description>() <= core::mem::size_of::<HeldDescription>()
        && core::mem::align_of::<Description>() <= core::mem::align_of::<HeldDescription>()
);

/// A description and the bytes that hold it, at one place: what
/// [`hold`] reads a [`HeldDescription`] from.
#[repr(C)]
union Holding {
    description: Description,
    held: HeldDescription,
}

/// `description`, held as bytes: [`Held::new`] for a description, by one
/// read of a union, where `Held::new` is a generic call, a loop over
/// the bytes and a `ptr::write`, which const evaluation pays for in every
/// crate that holds a description (an array's, made where it is checked).
pub(crate) const fn hold(description: Description) -> HeldDescription {
    // SAFETY: both fields are at the union's start (`repr(C)`); a
    // `HeldDescription` is no smaller and no less aligned than a
    // `Description` (asserted above), so its bytes begin with the
    // description's, as `Held::new` writes them, and those past it are
    // a union's, which may be uninitialized. Read back by `Held::get` and
    // `Referent::held` as the description it was made from.
    unsafe { Holding { description }.held }
}

/// A description kept where the compiler, validating the constant that
/// holds it, does not look into it ([`Referent::of_kept`]). Made safely,
/// from a description (its one field), and read only through a
/// `Referent`.
#[repr(C)]
pub(crate) union Kept {
    /// The description kept.
    pub(crate) description: Description,
}

/// A value kept as bytes: what a static holds where its type should be
/// shallow. The compiler's const checker proves `Freeze` of the type of
/// every static, of a borrow of it, and of the value its initializer
/// computes, each proof in a fresh inference context that walks every
/// type the value holds by value: about 0.45 M instructions for a static
/// holding a `Description`, three times for a fieldless enum's static
/// (BENCHMARKS.md "A fieldless enum's static without `Freeze` proofs"). A
/// [`Held`] is bytes and a marker, whatever it holds, and the proof of its
/// `Freeze` is a few steps.
///
/// A `T` kept in `N` bytes, aligned as any description is, read back as a
/// `T` ([`Held::get`]). Made only by [`Held::new`], from a `T`, and never
/// written after: its bytes are always a `T`'s. Only for a `T` without
/// interior mutability (the crate holds descriptions and pieces in it): a
/// `Held` is `Freeze` and `Sync` whatever it holds, so a static of one may
/// be placed in read-only memory and shared between threads.
///
/// Its bytes are one [`HeldBytes`] union, not an array of `MaybeUninit<u8>`
/// (the compiler's validation of a constant visits an array of unions
/// element by element, a union once), and its marker an empty array of
/// functions, not `PhantomData`: a check that reads a static
/// of it lays it out, and laying out a type of another crate reads its
/// attributes, the lines of its documentation among them (`core`'s
/// `MaybeUninit` and `PhantomData` have long ones).
#[doc(hidden)]
#[repr(C, align(16))]
pub struct Held<T, const N: usize> {
    bytes: HeldBytes<N>,
    of: [fn() -> T; 0],
}

impl<T: Copy, const N: usize> Clone for Held<T, N> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<T: Copy, const N: usize> Copy for Held<T, N> {}

/// The bytes of a [`Held`], each initialized or not, a pointer's or not.
#[derive(Clone, Copy)]
union HeldBytes<const N: usize> {
    /// Never read: what makes the bytes `N` bytes.
    _value: [u8; N],
    uninit: (),
}

impl<T, const N: usize> Held<T, N> {
    /// `value`, kept in bytes.
    pub(crate) const fn new(value: T) -> Held<T, N> {
        assert!(
            core::mem::size_of::<T>() <= N && core::mem::align_of::<T>() <= core::mem::align_of::<Held<T, N>>(),
            "transmutable: a held value fits its bytes"
        );
        let mut held = Held { bytes: HeldBytes { uninit: () }, of: [] };
        // SAFETY: `held`'s bytes are at its start (`repr(C)`), at least
        // `size_of::<T>()` of them, aligned for a `T` (asserted above), and
        // writable: a `T` may be written there. A union's bytes hold any
        // bytes, a pointer's among them, and the `T` is not dropped.
        unsafe { core::ptr::write((&raw mut held).cast::<T>(), value) };
        held
    }

    /// The `T` held, as a reference that lives as long as the `Held`: a
    /// static's, which may be taken while the static is initialized, so
    /// long as it is not read before (const evaluation would stop at such
    /// a read: a cycle).
    pub(crate) const fn get(&'static self) -> &'static T {
        // SAFETY: a `Held<T, N>` is made only by `new`, which writes a `T`
        // at its start, aligned, and it is never written again (no method
        // takes `&mut self`, and it holds no `UnsafeCell`): its bytes are a
        // valid `T` for as long as it lives, here forever.
        unsafe { &*(self as *const Held<T, N>).cast::<T>() }
    }
}
