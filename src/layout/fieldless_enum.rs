//! What the derive of a fieldless enum of a one-byte tag expands to, as a
//! macro of this crate: the derive writes one short call of it, where it
//! wrote every token of the items. The derive runs unoptimized (cargo
//! builds procedural macros in the dev profile), and each token it writes
//! is a call into the compiler; the compiler expands this macro optimized
//! (BENCHMARKS.md "A fieldless enum's static without `Freeze` proofs").
//!
//! Its items are those the derive wrote: the `Layout` impl, whose static
//! holds the description made from the compiler's size and alignment and
//! the byte each variant's value holds; the `Lifetime` impl of a type that
//! holds no value of another; the function whose parameter's pattern lists
//! every variant (the check that the type has the variants read); and the
//! `OneInitializedByte` impl that lets the description read those bytes.
//! Every path is `$crate`'s, this crate's wherever the call is written.
//! The call, `::transmutable::__fieldless_byte_enum!`, is written by the
//! derive and is safe code: a crate that names itself `transmutable` and
//! puts a macro of its own there writes its own `unsafe impl`, which its
//! `unsafe_code` lints see. A crate may also call this macro by hand, with
//! no `unsafe` token either, so what it writes must hold for any type it
//! compiles for, whatever its representation, which the macro does not
//! see. Its check proves the type a fieldless enum of exactly the variants
//! listed; the description refuses an enum longer than one byte, where the
//! one byte would not be its whole tag (a `repr(u16)` enum), and reads
//! each variant's tag from its value in memory
//! (`transmute::variant_bytes`), not from an `as` cast, which the
//! Reference promises is that byte only of a `repr(u8)` or `repr(i8)`
//! enum (on a one-byte enum without `repr`, the compiler stores the
//! cast's byte today, but the Reference does not say so). The derive
//! writes the tokens of an `align(N)` enum itself.

/// The items of a fieldless enum of one byte without parameters: its
/// name, the name as text, its identity, its variants, whether a variant
/// is `#[non_exhaustive]`, whether the enum is, whether its author
/// promised no invariants, and whether its layout is unstable. Not public
/// API: the derive writes it.
#[doc(hidden)]
#[macro_export]
macro_rules! __fieldless_byte_enum {
    ($name:ident $text:tt $identity:tt [$($variant:ident)*] $stop:tt $non_exhaustive:tt $declared:tt $unstable:tt) => {
        #[automatically_derived]
        // SAFETY: the size and alignment in the description come from the
        // compiler (`size_of`, `align_of`), and its tags are the bytes of
        // every variant's value (the function below proves the type a
        // fieldless enum of exactly these variants), of an enum of one
        // byte, whose byte is its tag.
        unsafe impl $crate::Layout for $name {
            const REFERENT: $crate::__private::Referent = {
                static DESCRIBED: $crate::__private::FieldlessByteEnum =
                    // Of one byte, its tags read from memory: this macro is
                    // safe to call by hand, and sees no representation.
                    $crate::__private::fieldless_one_byte_enum_held::<$name, _>(
                        &DESCRIBED,
                        $text,
                        &[$($name::$variant),*],
                        $identity,
                        $stop,
                        $non_exhaustive,
                        $declared,
                        $unstable,
                    );
                DESCRIBED.referent
            };
        }
        #[automatically_derived]
        // SAFETY: a type without parameters or fields holds no value of
        // another type, so no reference.
        unsafe impl<'__transmutable_lifetime> $crate::Lifetime<'__transmutable_lifetime> for $name {}
        #[automatically_derived]
        // SAFETY: a fieldless enum (the function below proves it one),
        // whose description refuses it unless it is one byte long, before
        // a byte is read: that byte is its tag, which every value holds.
        unsafe impl $crate::__private::OneInitializedByte for $name {}
        #[allow(dead_code, unused_variables, unused_mut, unused_unsafe, clippy::all)]
        impl $name {
            fn __transmutable_fields_as_described(($(Self::$variant {})|*): Self) {}
        }
    };
}
