//! Descriptions of primitives and of the standard library types whose layout
//! the standard library documents.

use core::cell::{Cell, UnsafeCell};
use core::cmp::Reverse;
use core::convert::Infallible;
use core::marker::{PhantomData, PhantomPinned};
use core::mem::{align_of, offset_of, size_of, ManuallyDrop, MaybeUninit};
use core::num::{NonZero, Saturating, Wrapping};

use core::ptr::NonNull;

use super::build::{struct_pieces, Field, Products};
use super::{
    Alternative, Alternatives, Bytes, Choice, Description, Invariants, Kind, Layout, Name, Piece, Pointee, Pointer,
    PointerKind,
};
use crate::byte_set::ByteSet;

/// The description of a type of `size` bytes that each hold a value of `set`.
macro_rules! run_description {
    ($name:expr, $type:ty, $set:expr) => {
        &Description::new(
            $name,
            size_of::<$type>(),
            align_of::<$type>(),
            Bytes::new(size_of::<$type>(), const { &[Piece::new(0, size_of::<$type>(), Kind::Run($set))] }),
            Invariants::None,
        )
    };
}

macro_rules! integers {
    ($($type:ty),*) => {$(
        // SAFETY: every byte string of the integer's size is a valid integer,
        // with no padding, no `UnsafeCell` and no invariant.
        unsafe impl Layout for $type {
            const DESCRIPTION: &'static Description =
                run_description!(Name::Plain(stringify!($type)), $type, ByteSet::INITIALIZED);
        }
    )*};
}
integers!(u8, u16, u32, u64, u128, usize, i8, i16, i32, i64, i128, isize, f32, f64);

// SAFETY: a `bool` is one byte, 0 or 1 (the Reference, "Boolean type").
unsafe impl Layout for bool {
    const DESCRIPTION: &'static Description = run_description!(Name::Plain("bool"), bool, ByteSet::range(0, 1));
}

// SAFETY: a `char` is a `u32` in `0..=0xD7FF` or `0xE000..=0x10FFFF` (the
// Reference, "Textual types"), stored in the target's byte order.
unsafe impl Layout for char {
    const DESCRIPTION: &'static Description = &Description::new(
        Name::Plain("char"),
        4,
        align_of::<char>(),
        Bytes::new(
            4,
            const { &[const { &Products::<{ 3 * 4 }>::of_ranges(&[(0, 0xD7FF), (0xE000, 0x10FFFF)], 4) }.piece()] },
        ),
        Invariants::None,
    );
}

// SAFETY: `()` has no bytes and one value.
unsafe impl Layout for () {
    const DESCRIPTION: &'static Description =
        &Description::new(Name::Plain("()"), 0, 1, Bytes::EMPTY, Invariants::None);
}

// SAFETY: `Infallible` has no value: its bytes are one empty set.
unsafe impl Layout for Infallible {
    const DESCRIPTION: &'static Description = &Description::new(
        Name::Plain("Infallible"),
        0,
        1,
        Bytes::new(0, &[Piece::new(0, 0, Kind::Run(ByteSet::EMPTY))]),
        Invariants::None,
    );
}

// SAFETY: `PhantomPinned` has no bytes and one public value.
unsafe impl Layout for PhantomPinned {
    const DESCRIPTION: &'static Description =
        &Description::new(Name::Plain("PhantomPinned"), 0, 1, Bytes::EMPTY, Invariants::None);
}

// SAFETY: `PhantomData<T>` has no bytes and one public value, whatever `T`.
unsafe impl<T: ?Sized> Layout for PhantomData<T> {
    const DESCRIPTION: &'static Description =
        &Description::new(Name::Plain("PhantomData"), 0, 1, Bytes::EMPTY, Invariants::None);
}

macro_rules! non_zero {
    ($($type:ty),*) => {$(
        // SAFETY: `NonZero<T>` has the layout of `T` and holds any value but
        // zero (its documentation); `NonZero::new` accepts every such value.
        unsafe impl Layout for NonZero<$type> {
            const DESCRIPTION: &'static Description = &Description::new(
                Name::Applied("NonZero", <$type as Layout>::DESCRIPTION),
                size_of::<$type>(),
                align_of::<$type>(),
                Bytes::new(
                    size_of::<$type>(),
                    const {
                        &[const {
                            &Products::<{ 2 * size_of::<$type>() * size_of::<$type>() }>::of_ranges(
                                &[(1, u128::MAX >> (128 - 8 * size_of::<$type>()))],
                                size_of::<$type>(),
                            )
                        }
                        .piece()]
                    },
                ),
                Invariants::None,
            );
        }

        // SAFETY: `Option<NonZero<T>>` has the size of `T`, with `None` as
        // zero (the documentation of `Option`, "Representation"): every byte
        // string is valid.
        unsafe impl Layout for Option<NonZero<$type>> {
            const DESCRIPTION: &'static Description = &Description::new(
                Name::Applied("Option", <NonZero<$type> as Layout>::DESCRIPTION),
                size_of::<$type>(),
                align_of::<$type>(),
                Bytes::new(
                    size_of::<$type>(),
                    const { &[Piece::new(0, size_of::<$type>(), Kind::Run(ByteSet::INITIALIZED))] },
                ),
                Invariants::None,
            );
        }
    )*};
}
non_zero!(u8, u16, u32, u64, u128, usize, i8, i16, i32, i64, i128, isize);

/// A description with the bytes of `T`, under another name: for
/// `repr(transparent)` wrappers.
const fn transparent<T: Layout>(outer: &'static str, size: usize, align: usize) -> Description {
    Description::new(Name::Applied(outer, T::DESCRIPTION), size, align, T::DESCRIPTION.bytes, T::DESCRIPTION.invariants)
        .unstable_layout_if(T::DESCRIPTION.unstable_layout)
}

// SAFETY: `ManuallyDrop<T>` has the same layout and bit validity as `T` (its
// documentation), and `ManuallyDrop::new` takes any `T`.
//
// Its value is a private field: safe code writes a `ManuallyDrop` only whole
// (`*u.field = x` reads the union), so its one piece is sealed.
unsafe impl<T: Layout> Layout for ManuallyDrop<T> {
    const DESCRIPTION: &'static Description = &Description::new(
        Name::Applied("ManuallyDrop", T::DESCRIPTION),
        size_of::<Self>(),
        align_of::<Self>(),
        Bytes::new(size_of::<Self>(), const { &[Piece::of_bytes(&T::DESCRIPTION.bytes).sealed()] }),
        T::DESCRIPTION.invariants,
    )
    .unstable_layout_if(T::DESCRIPTION.unstable_layout);
}

// SAFETY: `Wrapping<T>` is `repr(transparent)` over a public `T`.
unsafe impl<T: Layout> Layout for Wrapping<T> {
    const DESCRIPTION: &'static Description = &transparent::<T>("Wrapping", size_of::<Self>(), align_of::<Self>());
}

// SAFETY: `Saturating<T>` is `repr(transparent)` over a public `T`.
unsafe impl<T: Layout> Layout for Saturating<T> {
    const DESCRIPTION: &'static Description = &transparent::<T>("Saturating", size_of::<Self>(), align_of::<Self>());
}

// SAFETY: `Reverse<T>` is `repr(transparent)` over a public `T`.
unsafe impl<T: Layout> Layout for Reverse<T> {
    const DESCRIPTION: &'static Description = &transparent::<T>("Reverse", size_of::<Self>(), align_of::<Self>());
}

/// A description with the bytes of `T` inside an `UnsafeCell`.
const fn interior_mutable<T: Layout>(outer: &'static str, pieces: &'static [Piece; 1]) -> Description {
    Description::new(
        Name::Applied(outer, T::DESCRIPTION),
        T::DESCRIPTION.size,
        T::DESCRIPTION.align,
        Bytes::new(T::DESCRIPTION.size, pieces),
        T::DESCRIPTION.invariants,
    )
    .unstable_layout_if(T::DESCRIPTION.unstable_layout)
}

// SAFETY: `UnsafeCell<T>` has the same layout and bit validity as `T` (its
// documentation); all of its bytes are inside the `UnsafeCell`.
// `UnsafeCell::new` takes any `T`.
unsafe impl<T: Layout> Layout for UnsafeCell<T> {
    const DESCRIPTION: &'static Description =
        &interior_mutable::<T>("UnsafeCell", const { &[Piece::of_bytes(&T::DESCRIPTION.bytes).interior_mutable()] });
}

// SAFETY: `Cell<T>` has the same layout and bit validity as `UnsafeCell<T>`
// (its documentation); `Cell::new` takes any `T`.
unsafe impl<T: Layout> Layout for Cell<T> {
    const DESCRIPTION: &'static Description =
        &interior_mutable::<T>("Cell", const { &[Piece::of_bytes(&T::DESCRIPTION.bytes).interior_mutable()] });
}

// SAFETY: a `MaybeUninit<T>` may hold any bytes, initialized or not (its
// documentation), and `MaybeUninit::new`/`uninit` build any of them. When `T`
// has an `UnsafeCell`, its bytes may be `T`'s cells and frozen bytes, or
// atomics shared between threads (`MaybeUninit<T>` is `Sync` when `T` is):
// they are marked opaque, which no shared reference matches.
unsafe impl<T: Layout> Layout for MaybeUninit<T> {
    const DESCRIPTION: &'static Description = &Description::new(
        Name::Applied("MaybeUninit", T::DESCRIPTION),
        size_of::<Self>(),
        align_of::<Self>(),
        Bytes::new(
            size_of::<Self>(),
            const {
                let piece = Piece::new(0, size_of::<Self>(), Kind::Run(ByteSet::ANYTHING));
                &[if T::DESCRIPTION.has_interior_mutability() { piece.opaque() } else { piece }]
            },
        ),
        Invariants::None,
    );
}

macro_rules! atomics {
    ($($width:literal $atomic:ident: $set:expr),*) => {$(
        #[cfg(target_has_atomic = $width)]
        // SAFETY: an atomic integer has the size and bit validity of its
        // integer (its documentation), all inside an `UnsafeCell`; `new` takes
        // any value.
        unsafe impl Layout for core::sync::atomic::$atomic {
            const DESCRIPTION: &'static Description = &Description::new(
                Name::Plain(stringify!($atomic)),
                size_of::<Self>(),
                align_of::<Self>(),
                Bytes::new(
                    size_of::<Self>(),
                    const { &[Piece::new(0, size_of::<Self>(), Kind::Run($set)).atomic()] },
                ),
                Invariants::None,
            );
        }
    )*};
}
// Each where the target has it (a `thumbv7em` has no 64-bit atomics).
atomics!(
    "8" AtomicBool: ByteSet::range(0, 1),
    "8" AtomicU8: ByteSet::INITIALIZED,
    "8" AtomicI8: ByteSet::INITIALIZED,
    "16" AtomicU16: ByteSet::INITIALIZED,
    "16" AtomicI16: ByteSet::INITIALIZED,
    "32" AtomicU32: ByteSet::INITIALIZED,
    "32" AtomicI32: ByteSet::INITIALIZED,
    "64" AtomicU64: ByteSet::INITIALIZED,
    "64" AtomicI64: ByteSet::INITIALIZED,
    "ptr" AtomicUsize: ByteSet::INITIALIZED,
    "ptr" AtomicIsize: ByteSet::INITIALIZED
);

/// The bytes of `[T; N]`: one run when `T` is a single run, else a repeat.
const fn array_bytes<T: Layout, const N: usize>(run: &'static [Piece; 1], repeat: &'static [Piece; 1]) -> Bytes {
    let element = &T::DESCRIPTION.bytes;
    if N == 0 {
        return Bytes::EMPTY;
    }
    match element.as_single_piece() {
        // Atomics stay one per element: each is accessed whole.
        Some(Piece { kind: Kind::Run(_), atomic: false, .. }) => Bytes::new(element.size * N, run),
        _ => Bytes::new(element.size * N, repeat),
    }
}

const fn array_run<T: Layout, const N: usize>() -> [Piece; 1] {
    let element = &T::DESCRIPTION.bytes;
    match element.as_single_piece() {
        Some(piece) => [Piece { size: element.size * N, ..piece }],
        None => [Piece::new(0, 0, Kind::Run(ByteSet::EMPTY))],
    }
}

// SAFETY: `[T; N]` is `N` values of `T` back to back, with no padding between
// them (the Reference, "Array layout").
unsafe impl<T: Layout, const N: usize> Layout for [T; N] {
    const DESCRIPTION: &'static Description = &Description::new(
        Name::Array(T::DESCRIPTION, N),
        size_of::<Self>(),
        align_of::<Self>(),
        array_bytes::<T, N>(
            const { &array_run::<T, N>() },
            const { &[Piece::new(0, size_of::<Self>(), Kind::Repeat { element: &T::DESCRIPTION.bytes, count: N })] },
        ),
        if N == 0 { Invariants::None } else { T::DESCRIPTION.invariants },
    )
    .unstable_layout_if(N > 0 && T::DESCRIPTION.unstable_layout);
}

macro_rules! tuples {
    ($(($($name:ident . $index:tt),+))*) => {$(
        // SAFETY: the offsets come from `offset_of!`, the size and alignment
        // from the compiler; tuple fields are public.
        unsafe impl<$($name: Layout),+> Layout for ($($name,)+) {
            const DESCRIPTION: &'static Description = &Description::new(
                Name::Tuple(&[$($name::DESCRIPTION),+]),
                size_of::<Self>(),
                align_of::<Self>(),
                Bytes::new(size_of::<Self>(), const { &struct_pieces([$(Field::new(stringify!($index), offset_of!(Self, $index), $name::DESCRIPTION, true)),+]) }),
                super::build::invariants_of_struct("tuple", &[$(Field::new(stringify!($index), offset_of!(Self, $index), $name::DESCRIPTION, true)),+], false, false),
            )
            // Tuples have the default representation: the compiler orders
            // their fields as it likes.
            .unstable_layout_if(true);
        }
    )*};
}
tuples! {
    (A.0)
    (A.0, B.1)
    (A.0, B.1, C.2)
    (A.0, B.1, C.2, D.3)
    (A.0, B.1, C.2, D.3, E.4)
    (A.0, B.1, C.2, D.3, E.4, F.5)
    (A.0, B.1, C.2, D.3, E.4, F.5, G.6)
    (A.0, B.1, C.2, D.3, E.4, F.5, G.6, H.7)
    (A.0, B.1, C.2, D.3, E.4, F.5, G.6, H.7, I.8)
    (A.0, B.1, C.2, D.3, E.4, F.5, G.6, H.7, I.8, J.9)
    (A.0, B.1, C.2, D.3, E.4, F.5, G.6, H.7, I.8, J.9, K.10)
    (A.0, B.1, C.2, D.3, E.4, F.5, G.6, H.7, I.8, J.9, K.10, L.11)
}

/// The description of a pointer type `P` of `kind` to `T`.
const fn pointer<P, T: Layout + ?Sized>(kind: PointerKind, nullable: bool, pieces: &'static [Piece; 1]) -> Description {
    Description::new(
        Name::Pointer(Pointer::new(kind, nullable, T::REFERENT)),
        size_of::<P>(),
        align_of::<P>(),
        Bytes::new(size_of::<P>(), pieces),
        Invariants::None,
    )
}

/// The one piece of a pointer type `P` of `kind` to `T`.
///
/// A pointer to a sized type is one address, null or not. A pointer to an
/// unsized type (`[T]`, `str`, a struct ending in a slice) is an address and
/// an element count. Raw pointers keep both initialized. But `None` of an
/// `Option` around a wide reference, `Box` or `NonNull` is only a null
/// address: the compiler's niche is the address, and the count beside it is
/// not written (the all-zero promise of `Option` holds for sized pointees
/// only). So such an `Option` is a choice between the pointer, never null,
/// and a null address followed by bytes that may be uninitialized.
const fn pointer_piece<P, T: Layout + ?Sized>(kind: PointerKind, nullable: bool, none: &'static Alternatives) -> Piece {
    let size = size_of::<P>();
    let raw = matches!(kind, PointerKind::Raw | PointerKind::RawMut);
    // Wide by its size, not by `T`'s description: a recursive type's
    // description is not there yet while its own fields are described.
    let wide = size > size_of::<*const ()>();
    if nullable && !raw && wide {
        Piece::new(0, size, Kind::Choice(Choice::new(none)))
    } else {
        Piece::new(0, size, Kind::Pointer(Pointer::new(kind, nullable, T::REFERENT)))
    }
}

/// The alternatives of an `Option` around the wide pointer `P`, whose
/// address takes the first word.
const fn wide_option<P>(some: &'static [Piece; 1], none: &'static [Piece; 2]) -> [Alternative; 2] {
    let size = size_of::<P>();
    [
        Alternative { name: "Some", bytes: Bytes::new(size, some) },
        Alternative { name: "None", bytes: Bytes::new(size, none) },
    ]
}

macro_rules! pointers {
    ($($(#[$attr:meta])* [$($generics:tt)*] $type:ty, $kind:ident, $nullable:literal;)*) => {$(
        $(#[$attr])*
        // SAFETY: a pointer of this kind is one pointer-sized piece (two
        // words for slices and `str`), which the query treats as an address
        // with provenance, never as integer bytes; the null value exists
        // exactly when the standard library documents it (`Option` of a
        // reference, `Box`, `NonNull` or function pointer is null for `None`).
        // `None` of a wide one is a null address and an unwritten count
        // (`pointer_piece`); the address is the first word of a wide pointer,
        // as `tests/exactness.rs` checks on every target it runs on.
        unsafe impl<$($generics)*> Layout for $type {
            const DESCRIPTION: &'static Description = &pointer::<$type, T>(
                PointerKind::$kind,
                $nullable,
                const {
                    &[pointer_piece::<$type, T>(
                        PointerKind::$kind,
                        $nullable,
                        const {
                            &Alternatives::new(const {
                                &wide_option::<$type>(
                                    const {
                                        &[Piece::new(
                                            0,
                                            size_of::<$type>(),
                                            Kind::Pointer(Pointer::new(PointerKind::$kind, false, T::REFERENT)),
                                        )]
                                    },
                                    const {
                                        &[
                                            Piece::new(0, size_of::<usize>(), Kind::Tag(0)),
                                            Piece::new(
                                                size_of::<usize>(),
                                                size_of::<$type>() - size_of::<usize>(),
                                                Kind::Run(ByteSet::ANYTHING),
                                            ),
                                        ]
                                    },
                                )
                            })
                        },
                    )]
                },
            );
        }
    )*};
}
pointers! {
    ['a, T: Layout + ?Sized] &'a T, Shared, false;
    ['a, T: Layout + ?Sized] &'a mut T, Unique, false;
    ['a, T: Layout + ?Sized] Option<&'a T>, Shared, true;
    ['a, T: Layout + ?Sized] Option<&'a mut T>, Unique, true;
    [T: Layout + ?Sized] NonNull<T>, NonNull, false;
    [T: Layout + ?Sized] Option<NonNull<T>>, NonNull, true;
    [T: Layout + ?Sized] *const T, Raw, true;
    [T: Layout + ?Sized] *mut T, RawMut, true;
    #[cfg(feature = "alloc")]
    [T: Layout + ?Sized] alloc::boxed::Box<T>, Boxed, false;
    #[cfg(feature = "alloc")]
    [T: Layout + ?Sized] Option<alloc::boxed::Box<T>>, Boxed, true;
}

macro_rules! functions {
    ($(($($argument:ident),*))*) => {$(
        functions!(@one [$($argument),*] fn($($argument),*) -> R, false);
        functions!(@one [$($argument),*] unsafe fn($($argument),*) -> R, false);
        functions!(@one [$($argument),*] extern "C" fn($($argument),*) -> R, false);
        functions!(@one [$($argument),*] unsafe extern "C" fn($($argument),*) -> R, false);
        functions!(@one [$($argument),*] Option<fn($($argument),*) -> R>, true);
        functions!(@one [$($argument),*] Option<unsafe fn($($argument),*) -> R>, true);
        functions!(@one [$($argument),*] Option<extern "C" fn($($argument),*) -> R>, true);
        functions!(@one [$($argument),*] Option<unsafe extern "C" fn($($argument),*) -> R>, true);
    )*};
    (@one [$($argument:ident),*] $type:ty, $nullable:literal) => {
        // SAFETY: a function pointer is one non-null pointer (null for `None`
        // in `Option`, as the standard library documents). The query cannot
        // compare signatures, so it never lets one function pointer become
        // another without `Assume::SAFETY`.
        unsafe impl<R, $($argument),*> Layout for $type {
            const DESCRIPTION: &'static Description = &Description::new(
                Name::Plain(if $nullable { "Option<fn>" } else { "fn" }),
                size_of::<Self>(),
                align_of::<Self>(),
                Bytes::new(
                    size_of::<Self>(),
                    const {
                        &[Piece::new(
                            0,
                            size_of::<Self>(),
                            Kind::Pointer(Pointer::new(PointerKind::Function, $nullable, <() as Layout>::REFERENT)),
                        )]
                    },
                ),
                Invariants::None,
            );
        }
    };
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

// SAFETY: `[T]` is any number of `T`s back to back (the Reference, "Slice
// layout"), aligned as `T`; its description is an empty sized part and a
// tail of `T`.
unsafe impl<T: Layout> Layout for [T] {
    const DESCRIPTION: &'static Description = &Description::new(
        Name::Slice(T::DESCRIPTION),
        0,
        T::DESCRIPTION.align,
        Bytes::EMPTY,
        T::DESCRIPTION.invariants,
    )
    .with_tail(T::DESCRIPTION, T::DESCRIPTION.align, false);
}

// SAFETY: `str` is bytes that are UTF-8 (the Reference, "Textual types").
unsafe impl Layout for str {
    const DESCRIPTION: &'static Description =
        &Description::new(Name::Plain("str"), 0, 1, Bytes::EMPTY, Invariants::None).with_tail(
            <u8 as Layout>::DESCRIPTION,
            1,
            true,
        );
}

// SAFETY: a pointer to a sized type is its address.
unsafe impl<T: Layout> Pointee for T {
    type Element = ();

    fn pointer(data: *const u8, _: usize) -> *const T {
        data.cast()
    }

    fn pointer_mut(data: *mut u8, _: usize) -> *mut T {
        data.cast()
    }

    fn elements(_: &T) -> usize {
        0
    }
}

// SAFETY: a pointer to `[T]` is the address of its first element and the
// number of elements.
unsafe impl<T: Layout> Pointee for [T] {
    type Element = T;

    fn pointer(data: *const u8, elements: usize) -> *const [T] {
        core::ptr::slice_from_raw_parts(data.cast(), elements)
    }

    fn pointer_mut(data: *mut u8, elements: usize) -> *mut [T] {
        core::ptr::slice_from_raw_parts_mut(data.cast(), elements)
    }

    fn elements(value: &[T]) -> usize {
        value.len()
    }
}

// SAFETY: a pointer to `str` is the address of its first byte and the
// number of bytes.
unsafe impl Pointee for str {
    type Element = u8;

    fn pointer(data: *const u8, elements: usize) -> *const str {
        core::ptr::slice_from_raw_parts(data, elements) as *const str
    }

    fn pointer_mut(data: *mut u8, elements: usize) -> *mut str {
        core::ptr::slice_from_raw_parts_mut(data, elements) as *mut str
    }

    fn elements(value: &str) -> usize {
        value.len()
    }
}
