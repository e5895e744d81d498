//! What the derive of a fieldless enum of a one-byte tag expands to, as a
//! macro of this crate: the derive writes one short call of it, where it
//! wrote every token of the items. The derive runs unoptimized (cargo
//! builds procedural macros in the dev profile), and each token it writes
//! is a call into the compiler; the compiler expands this macro optimized
//! (BENCHMARKS.md "A fieldless enum's static without `Freeze` proofs").
//!
//! Its items are those the derive wrote: the `Layout` impl, whose static
//! holds the description the kit makes from the compiler's size, alignment
//! and `as` casts; the `Lifetime` impl of a type that holds no value of
//! another; and the function whose parameter's pattern lists every variant
//! (the check that the type has the variants read). Every path is `$crate`'s,
//! this crate's wherever the call is written. The call, `::transmutable::
//! __fieldless_byte_enum!`, is written by the derive and is safe code: a
//! crate that names itself `transmutable` and puts a macro of its own there
//! writes its own `unsafe impl`, which its `unsafe_code` lints see. A
//! crate may also call this macro by hand, with no `unsafe` token either,
//! so what it writes must hold for any type it compiles for. Its check
//! proves the type a fieldless enum of exactly the variants listed, the
//! `as` casts give their discriminants, and the description refuses an
//! enum longer than one byte (`Kit::fieldless_one_byte_enum_held`), where
//! the casts to a byte would not be its whole tag (a `repr(u16)` enum);
//! the derive writes the tokens of an `align(N)` enum itself. What a hand
//! call cannot be held to is the representation: on a one-byte enum
//! without `repr(u8)` or `repr(i8)`, given `$unstable` false, the tag is
//! taken to be the discriminant's byte, which is how the compiler lays
//! such an enum out, but not what the Reference promises of it. The macro
//! sees no attribute of the type, and stable Rust tells it no
//! representation.

/// The items of a fieldless enum of a one-byte tag without parameters: its
/// name, the name as text, its identity, its variants (each cast with
/// `as`, so none may need the kit's help past an `i8`'s reach), whether a
/// variant is `#[non_exhaustive]`, whether the enum is, whether its author
/// promised no invariants, and whether its layout is unstable, of an enum
/// of one byte. Not public API: the derive writes it.
#[doc(hidden)]
#[macro_export]
macro_rules! __fieldless_byte_enum {
    ($name:ident $text:tt $identity:tt [$($variant:ident)*] $stop:tt $non_exhaustive:tt $declared:tt $unstable:tt) => {
        #[automatically_derived]
        // SAFETY: the size, alignment and discriminants in the description
        // come from the compiler (`size_of`, `align_of`, `as` casts),
        // arranged as the Reference documents the layout of a fieldless
        // enum, by the kit of the trait implemented here.
        unsafe impl $crate::Layout for $name {
            const REFERENT: $crate::__private::Referent = {
                static DESCRIBED: $crate::__private::FieldlessByteEnum =
                    // Of one byte: this macro is safe to call by hand, and
                    // sees no representation (see the kit's method).
                    <() as $crate::Layout>::__KIT.fieldless_one_byte_enum_held::<$name>(
                        &DESCRIBED,
                        $text,
                        &[$($name::$variant as _),*],
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
        #[allow(dead_code, unused_variables, unused_mut, unused_unsafe, clippy::all)]
        impl $name {
            fn __transmutable_fields_as_described(($(Self::$variant {})|*): Self) {}
        }
    };
}
