//! What a pointer piece holds of its referent: a pointer to the referent's
//! description, which const evaluation does not follow, and its one read.
//!
//! May use: the description (`super::Description`) and nothing else. This
//! is the one file of the analysis with `unsafe` code, one block, argued
//! below. A reference would do without it, but const evaluation follows a
//! reference when it checks a constant's value, and a recursive type
//! (`struct Ping(&'static Pong); struct Pong(&'static Ping)`) would then ask
//! for its own description while computing it (E0391, "cycle detected when
//! simplifying constant for the type system"): the derive's `REFERENT`
//! points to a `static` copy of the description, which has an address
//! before it has a value only as long as nothing follows the address.

use super::Description;

/// A pointer to a [`Description`] that const evaluation does not follow when
/// it checks a constant's value: what a pointer piece holds of its referent.
/// Built only from a `&'static Description`, so it is always valid to read.
#[doc(hidden)]
#[derive(Clone, Copy)]
pub struct Referent(*const Description);

// SAFETY: a `Referent` is a shared reference to an immutable `Description`
// in disguise; sharing it between threads is sharing that reference.
unsafe impl Sync for Referent {}
// SAFETY: as for `Sync`: it is a `&'static Description`.
unsafe impl Send for Referent {}

impl Referent {
    /// The referent `description`.
    pub const fn of(description: &'static Description) -> Referent {
        Referent(description)
    }

    /// The description referred to.
    pub(crate) const fn get(self) -> &'static Description {
        // SAFETY: the field is private to this file and `Referent::of` is the
        // only way to build a `Referent`, from a `&'static Description`: the
        // pointer is non-null, aligned, and points to an immutable
        // description that lives forever.
        unsafe { &*self.0 }
    }
}
