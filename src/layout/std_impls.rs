//! Descriptions of primitives and of the standard library types whose layout
//! the standard library documents.

use core::cell::{Cell, UnsafeCell};
use core::cmp::Reverse;
use core::convert::Infallible;
use core::marker::{PhantomData, PhantomPinned};
use core::mem::{align_of, offset_of, size_of, ManuallyDrop, MaybeUninit};
use core::num::{NonZero, Saturating, Wrapping};

use core::ptr::NonNull;

use super::{Layout, Pointee, Referent};
use crate::byte_set::ByteSet;
use crate::description::portable::PortableOn;
use crate::description::targets::model_of;
use crate::description::{
    each_target, everywhere, hold, nowhere, ordered_piece, portable_description, struct_pieces, Alternative,
    Alternatives, Bytes, Choice, Description, Field, HeldDescription, Invariants, Kept, Kind, Name, Piece, Pointer,
    PointerKind, Portability, Products, Tail, Unportable, Why, TARGETS,
};

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

/// The size on `target` of a primitive `size` bytes wide, 0 meaning as wide
/// as a pointer.
const fn width_on(size: usize, target: usize) -> usize {
    if size == 0 {
        model_of(target).pointer_width
    } else {
        size
    }
}

/// A run of `width` initialized bytes, for integers whose width changes
/// with the target.
const fn initialized_run(width: usize) -> &'static [Piece] {
    const RUN_4: [Piece; 1] = [Piece::new(0, 4, Kind::Run(ByteSet::INITIALIZED))];
    const RUN_8: [Piece; 1] = [Piece::new(0, 8, Kind::Run(ByteSet::INITIALIZED))];
    match width {
        4 => &RUN_4,
        8 => &RUN_8,
        _ => panic!("transmutable: pointers are 4 or 8 bytes on every target described"),
    }
}

/// A primitive `size` bytes wide (0: a pointer's width; `float`: `f32` or
/// `f64`) on `target`: its native description, resized and realigned. A
/// resized one is a run of initialized bytes (`usize`, `isize`), or has
/// `pieces` for its bytes.
const fn primitive_on(
    native: &'static Description,
    size: usize,
    float: bool,
    target: usize,
    pieces: Option<&'static [Piece]>,
) -> Portability {
    let model = model_of(target);
    let width = width_on(size, target);
    let align = if float && width == 8 { model.align_of_f64 } else { model.align_of_integer(width) };
    let bytes = match pieces {
        Some(pieces) => Bytes::new(width, pieces),
        None if width == native.size => native.bytes,
        None => Bytes::new(width, initialized_run(width)),
    };
    Portability::Described(Description { size: width, align, bytes, ..*native })
}

/// `inner` on `target`, where the type `native` wraps it: why it is missing,
/// told from `native`, if it is.
pub(crate) const fn inner_on(
    native: &'static Description,
    inner: &'static [Portability; TARGETS],
    target: usize,
) -> Result<&'static Description, Unportable> {
    match &inner[target] {
        Portability::Described(description) => Ok(description),
        Portability::Unportable(unportable) => Err(unportable.within(native, "")),
    }
}

/// A wrapper `native` of `inner` on `target`: `inner`'s size, alignment,
/// and bytes (or `pieces` made of them).
const fn wrapper_on(
    native: &'static Description,
    inner: &'static [Portability; TARGETS],
    target: usize,
    pieces: Option<&'static [Piece]>,
) -> Portability {
    match inner_on(native, inner, target) {
        Ok(inner) => Portability::Described(Description {
            size: inner.size,
            align: inner.align,
            bytes: match pieces {
                Some(pieces) => Bytes::new(inner.size, pieces),
                None => inner.bytes,
            },
            ..*native
        }),
        Err(unportable) => Portability::Unportable(unportable),
    }
}

// The descriptions of the primitives are `static`s, as a derived type's
// are (`Layout::__DESCRIBED`): a static is evaluated once, in this crate,
// and read from its metadata by the crates that check, where a constant is
// evaluated again in each, its pieces, facts and functions with it.
macro_rules! integers {
    ($($type:ty: $size:literal $float:literal),*) => {$(
        // SAFETY: every byte string of the integer's size is a valid integer,
        // with no padding, no `UnsafeCell` and no invariant. On each target
        // it is `$size` bytes (0: as wide as a pointer), aligned as the
        // target's data model says.
        unsafe impl Layout for $type {
            const REFERENT: Referent = {
                static DESCRIBED: HeldDescription =
                    hold(*run_description!(Name::Plain(stringify!($type)), $type, ByteSet::INITIALIZED));
                Referent::held(&DESCRIBED)
            };
            const PORTABLE: [Portability; TARGETS] = each_target!(Self);
        }

        impl<const TARGET: usize> PortableOn<TARGET> for $type {
            const ON: Portability = primitive_on(Self::DESCRIPTION, $size, $float, TARGET, None);
        }
    )*};
}
integers!(
    u8: 1 false, u16: 2 false, u32: 4 false, u64: 8 false, u128: 16 false, usize: 0 false,
    i8: 1 false, i16: 2 false, i32: 4 false, i64: 8 false, i128: 16 false, isize: 0 false,
    f32: 4 true, f64: 8 true
);

// SAFETY: a `bool` is one byte, 0 or 1 (the Reference, "Boolean type").
unsafe impl Layout for bool {
    const REFERENT: Referent = {
        static DESCRIBED: HeldDescription = hold(*run_description!(Name::Plain("bool"), bool, ByteSet::range(0, 1)));
        Referent::held(&DESCRIBED)
    };
    const PORTABLE: [Portability; TARGETS] = everywhere(Self::DESCRIPTION);
}

// SAFETY: a `char` is a `u32` in `0..=0xD7FF` or `0xE000..=0x10FFFF` (the
// Reference, "Textual types"), stored in the target's byte order.
unsafe impl Layout for char {
    const REFERENT: Referent = {
        static DESCRIBED: HeldDescription = hold(Description::new(
            Name::Plain("char"),
            4,
            align_of::<char>(),
            Bytes::new(
                4,
                const {
                    &[const { &Products::<{ 3 * 4 }>::of_ranges(&[(0, 0xD7FF), (0xE000, 0x10FFFF)], 4) }
                        .identified_piece(Kind::CHAR_PATTERNS)]
                },
            ),
            Invariants::None,
        ));
        Referent::held(&DESCRIBED)
    };
    const PORTABLE: [Portability; TARGETS] = each_target!(Self);
}

impl<const TARGET: usize> PortableOn<TARGET> for char {
    const ON: Portability = primitive_on(Self::DESCRIPTION, 4, false, TARGET, Some(char_pieces_on::<TARGET>()));
}

/// The pieces of a `char` on `TARGET`, built when a check reads them (see
/// `non_zero_pieces`).
const fn char_pieces_on<const TARGET: usize>() -> &'static [Piece] {
    const {
        &[ordered_piece(
            const {
                &Products::<{ 3 * 4 }>::of_ranges(&[(0, 0xD7FF), (0xE000, 0x10FFFF)], 4)
                    .in_order(model_of(TARGET).big_endian)
            },
            model_of(TARGET).big_endian,
        )]
    }
}

// SAFETY: `()` has no bytes and one value.
unsafe impl Layout for () {
    const DESCRIPTION: &'static Description = Description::UNIT;
    const PORTABLE: [Portability; TARGETS] = everywhere(Self::DESCRIPTION);
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
    const PORTABLE: [Portability; TARGETS] = everywhere(Self::DESCRIPTION);
}

// SAFETY: `PhantomPinned` has no bytes and one public value.
unsafe impl Layout for PhantomPinned {
    const DESCRIPTION: &'static Description =
        &Description::new(Name::Plain("PhantomPinned"), 0, 1, Bytes::EMPTY, Invariants::None);
    const PORTABLE: [Portability; TARGETS] = everywhere(Self::DESCRIPTION);
}

// SAFETY: `PhantomData<T>` has no bytes and one public value, whatever `T`.
unsafe impl<T: ?Sized> Layout for PhantomData<T> {
    const DESCRIPTION: &'static Description =
        &Description::new(Name::Plain("PhantomData"), 0, 1, Bytes::EMPTY, Invariants::None);
    const PORTABLE: [Portability; TARGETS] = everywhere(Self::DESCRIPTION);
}

macro_rules! non_zero {
    ($($type:ty: $size:literal),*) => {$(
        // SAFETY: `NonZero<T>` has the layout of `T` and holds any value but
        // zero (its documentation); `NonZero::new` accepts every such value.
        unsafe impl Layout for NonZero<$type> {
            const DESCRIPTION: &'static Description = &Description::new(
                Name::Applied("NonZero", <$type as Layout>::DESCRIPTION),
                size_of::<$type>(),
                align_of::<$type>(),
                Bytes::new(
                    size_of::<$type>(),
                    non_zero_pieces::<{ size_of::<$type>() }, { 2 * size_of::<$type>() * size_of::<$type>() }>(),
                ),
                Invariants::None,
            );
            const PORTABLE: [Portability; TARGETS] = each_target!(Self);
        }

        impl<const TARGET: usize> PortableOn<TARGET> for NonZero<$type> {
            const ON: Portability = primitive_on(
                description_of::<Self>(),
                $size,
                false,
                TARGET,
                Some(non_zero_pieces_on::<$size, TARGET>()),
            );
        }

        // SAFETY: `Option<NonZero<T>>` has the size of `T`, with `None` as
        // zero (the documentation of `Option`, "Representation"): every byte
        // string is valid.
        unsafe impl Layout for Option<NonZero<$type>> {
            const DESCRIPTION: &'static Description = &Description::new(
                Name::Applied("Option", description_of::<NonZero<$type>>()),
                size_of::<$type>(),
                align_of::<$type>(),
                Bytes::new(
                    size_of::<$type>(),
                    const { &[Piece::new(0, size_of::<$type>(), Kind::Run(ByteSet::INITIALIZED))] },
                ),
                Invariants::None,
            );
            const PORTABLE: [Portability; TARGETS] = each_target!(Self);
        }

        impl<const TARGET: usize> PortableOn<TARGET> for Option<NonZero<$type>> {
            const ON: Portability = primitive_on(description_of::<Self>(), $size, false, TARGET, None);
        }
    )*};
}
/// Room for the patterns of a portable `NonZero`: its width, at most.
const NON_ZERO_ROOM: usize = 16;

// The pieces of a `NonZero` are tables built in constants, which the
// compiler evaluates at once wherever a non-generic constant's body names
// them (a lint looks for panics in every associated constant): behind a
// generic function, they are built only when a check reads them, not for
// each of the twelve types and each target when this library compiles.

/// `T`'s description, named where a constant's body would otherwise name
/// `T::DESCRIPTION` itself and have it built at once.
const fn description_of<T: Layout>() -> &'static Description {
    T::DESCRIPTION
}

/// The pieces of a native `NonZero` `WIDTH` bytes wide, with room for
/// `CAPACITY` patterns.
const fn non_zero_pieces<const WIDTH: usize, const CAPACITY: usize>() -> &'static [Piece] {
    const { &[const { &Products::<CAPACITY>::of_ranges(&[(1, u128::MAX >> (128 - 8 * WIDTH))], WIDTH) }.piece()] }
}

/// The pieces on `TARGET` of a `NonZero` `SIZE` bytes wide (0: as wide as
/// a pointer).
const fn non_zero_pieces_on<const SIZE: usize, const TARGET: usize>() -> &'static [Piece] {
    const {
        &[ordered_piece(
            const {
                // Room for the widest: a pointer-sized one is at most 8 bytes.
                &Products::<{ 2 * NON_ZERO_ROOM * NON_ZERO_ROOM }>::of_ranges(
                    &[(1, u128::MAX >> (128 - 8 * width_on(SIZE, TARGET)))],
                    width_on(SIZE, TARGET),
                )
                .in_order(model_of(TARGET).big_endian)
            },
            model_of(TARGET).big_endian,
        )]
    }
}

non_zero!(
    u8: 1, u16: 2, u32: 4, u64: 8, u128: 16, usize: 0, i8: 1, i16: 2, i32: 4, i64: 8, i128: 16, isize: 0
);

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
    const PORTABLE: [Portability; TARGETS] = each_target!(Self);
}

impl<T: Layout, const TARGET: usize> PortableOn<TARGET> for ManuallyDrop<T> {
    const ON: Portability = wrapper_on(
        Self::DESCRIPTION,
        &T::PORTABLE,
        TARGET,
        Some(const { &[Piece::of_bytes(&portable_description(&T::PORTABLE, TARGET).bytes).sealed()] }),
    );
}

// SAFETY: `Wrapping<T>` is `repr(transparent)` over a public `T`.
unsafe impl<T: Layout> Layout for Wrapping<T> {
    const DESCRIPTION: &'static Description = &transparent::<T>("Wrapping", size_of::<Self>(), align_of::<Self>());
    const PORTABLE: [Portability; TARGETS] = each_target!(Self);
}

impl<T: Layout, const TARGET: usize> PortableOn<TARGET> for Wrapping<T> {
    const ON: Portability = wrapper_on(Self::DESCRIPTION, &T::PORTABLE, TARGET, None);
}

// SAFETY: `Saturating<T>` is `repr(transparent)` over a public `T`.
unsafe impl<T: Layout> Layout for Saturating<T> {
    const DESCRIPTION: &'static Description = &transparent::<T>("Saturating", size_of::<Self>(), align_of::<Self>());
    const PORTABLE: [Portability; TARGETS] = each_target!(Self);
}

impl<T: Layout, const TARGET: usize> PortableOn<TARGET> for Saturating<T> {
    const ON: Portability = wrapper_on(Self::DESCRIPTION, &T::PORTABLE, TARGET, None);
}

// SAFETY: `Reverse<T>` is `repr(transparent)` over a public `T`.
unsafe impl<T: Layout> Layout for Reverse<T> {
    const DESCRIPTION: &'static Description = &transparent::<T>("Reverse", size_of::<Self>(), align_of::<Self>());
    const PORTABLE: [Portability; TARGETS] = each_target!(Self);
}

impl<T: Layout, const TARGET: usize> PortableOn<TARGET> for Reverse<T> {
    const ON: Portability = wrapper_on(Self::DESCRIPTION, &T::PORTABLE, TARGET, None);
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
    const PORTABLE: [Portability; TARGETS] = each_target!(Self);
}

impl<T: Layout, const TARGET: usize> PortableOn<TARGET> for UnsafeCell<T> {
    const ON: Portability = wrapper_on(
        Self::DESCRIPTION,
        &T::PORTABLE,
        TARGET,
        Some(const { &[Piece::of_bytes(&portable_description(&T::PORTABLE, TARGET).bytes).interior_mutable()] }),
    );
}

// SAFETY: `Cell<T>` has the same layout and bit validity as `UnsafeCell<T>`
// (its documentation); `Cell::new` takes any `T`.
unsafe impl<T: Layout> Layout for Cell<T> {
    const DESCRIPTION: &'static Description =
        &interior_mutable::<T>("Cell", const { &[Piece::of_bytes(&T::DESCRIPTION.bytes).interior_mutable()] });
    const PORTABLE: [Portability; TARGETS] = each_target!(Self);
}

impl<T: Layout, const TARGET: usize> PortableOn<TARGET> for Cell<T> {
    const ON: Portability = wrapper_on(
        Self::DESCRIPTION,
        &T::PORTABLE,
        TARGET,
        Some(const { &[Piece::of_bytes(&portable_description(&T::PORTABLE, TARGET).bytes).interior_mutable()] }),
    );
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
    const PORTABLE: [Portability; TARGETS] = each_target!(Self);
}

impl<T: Layout, const TARGET: usize> PortableOn<TARGET> for MaybeUninit<T> {
    const ON: Portability = wrapper_on(
        Self::DESCRIPTION,
        &T::PORTABLE,
        TARGET,
        Some(
            const {
                let inner = portable_description(&T::PORTABLE, TARGET);
                let piece = Piece::new(0, inner.size, Kind::Run(ByteSet::ANYTHING));
                &[if inner.has_interior_mutability() { piece.opaque() } else { piece }]
            },
        ),
    );
}

macro_rules! atomics {
    ($($width:literal $size:literal $atomic:ident: $set:expr),*) => {$(
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
            const PORTABLE: [Portability; TARGETS] = each_target!(Self);
        }

        #[cfg(target_has_atomic = $width)]
        // As large as its integer (0: a pointer), and aligned to its size.
        impl<const TARGET: usize> PortableOn<TARGET> for core::sync::atomic::$atomic {
            const ON: Portability = atomic_on(
                Self::DESCRIPTION,
                width_on($size, TARGET),
                TARGET,
                const { &[Piece::new(0, width_on($size, TARGET), Kind::Run($set)).atomic()] },
            );
        }
    )*};
}
// Each where the target has it (a `thumbv7em` has no 64-bit atomics).
atomics!(
    "8" 1 AtomicBool: ByteSet::range(0, 1),
    "8" 1 AtomicU8: ByteSet::INITIALIZED,
    "8" 1 AtomicI8: ByteSet::INITIALIZED,
    "16" 2 AtomicU16: ByteSet::INITIALIZED,
    "16" 2 AtomicI16: ByteSet::INITIALIZED,
    "32" 4 AtomicU32: ByteSet::INITIALIZED,
    "32" 4 AtomicI32: ByteSet::INITIALIZED,
    "64" 8 AtomicU64: ByteSet::INITIALIZED,
    "64" 8 AtomicI64: ByteSet::INITIALIZED,
    "ptr" 0 AtomicUsize: ByteSet::INITIALIZED,
    "ptr" 0 AtomicIsize: ByteSet::INITIALIZED
);

/// An atomic `width` bytes wide on `target`, aligned to its width: none
/// where the target has no atomics that wide.
#[cfg(any(
    target_has_atomic = "8",
    target_has_atomic = "16",
    target_has_atomic = "32",
    target_has_atomic = "64",
    target_has_atomic = "ptr"
))]
const fn atomic_on(native: &'static Description, width: usize, target: usize, pieces: &'static [Piece]) -> Portability {
    if width > model_of(target).max_atomic_width {
        return Portability::Unportable(Unportable::new(native, Why::Missing));
    }
    Portability::Described(Description { size: width, align: width, bytes: Bytes::new(width, pieces), ..*native })
}

/// The one piece of `$count` elements of `$element` (none but a count of
/// them), bytes of a `&'static Description`: one run when the element is
/// a single run that covers it, else a repeat. A macro, in the constant
/// that holds the piece: a function less in every crate that describes an
/// array.
macro_rules! array_piece {
    ($element:expr, $count:expr) => {{
        let (element, count): (&'static Bytes, usize) = ($element, $count);
        match element.pieces {
            // Atomics stay one per element: each is accessed whole.
            [piece @ Piece { offset: 0, kind: Kind::Run(_), atomic: false, .. }] if piece.size == element.size => {
                [Piece { size: element.size * count, ..*piece }]
            }
            _ => [Piece::new(0, element.size * count, Kind::Repeat { element, count })],
        }
    }};
}

// SAFETY: `[T; N]` is `N` values of `T` back to back, with no padding between
// them (the Reference, "Array layout").
unsafe impl<T: Layout, const N: usize> Layout for [T; N] {
    // Held as bytes (`hold`), and pointed to by `REFERENT`: a borrow of a
    // `Kept` in const evaluation proves it `Freeze`, walking every type a
    // description holds, in every crate that describes an array; bytes are
    // proved so in a few steps. Each constant and function named here is
    // evaluated or loaded again in every such crate: two calls, one
    // constant of one piece.
    const REFERENT: Referent = Referent::held(
        const { &hold(Description::of_array(T::REFERENT, N, const { &array_piece!(&T::REFERENT.get().bytes, N) })) },
    );
    const PORTABLE: [Portability; TARGETS] = each_target!(Self);
}

impl<T: Layout, const N: usize, const TARGET: usize> PortableOn<TARGET> for [T; N] {
    const ON: Portability = array_on::<N>(
        Self::DESCRIPTION,
        &T::PORTABLE,
        TARGET,
        const { &array_piece!(&portable_description(&T::PORTABLE, TARGET).bytes, N) },
    );
}

/// `[T; N]` on `target`, from `T`'s description there (`element`).
const fn array_on<const N: usize>(
    native: &'static Description,
    element: &'static [Portability; TARGETS],
    target: usize,
    piece: &'static [Piece; 1],
) -> Portability {
    match inner_on(native, element, target) {
        Ok(element) => Portability::Described(Description {
            size: element.size * N,
            align: element.align,
            bytes: if N == 0 { Bytes::EMPTY } else { Bytes::new(element.size * N, piece) },
            ..*native
        }),
        Err(unportable) => Portability::Unportable(unportable),
    }
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
                crate::description::invariants_of_struct("tuple", &[$(Field::new(stringify!($index), offset_of!(Self, $index), $name::DESCRIPTION, true)),+], false, false),
            )
            // Tuples have the default representation: the compiler orders
            // their fields as it likes.
            .unstable_layout_if(true);
            const PORTABLE: [Portability; TARGETS] =
                nowhere(Self::DESCRIPTION, Why::Tuple);
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

/// The alternatives of `None` of a nullable wide pointer type (see
/// [`pointer_piece`]), made only for the pointer types that may be `None`:
/// a constant an impl's description names is evaluated in every crate
/// that describes the type, a tag table and facts of each alternative
/// included, whether `pointer_piece` reads it or not.
macro_rules! wide_none {
    ($type:ty, $kind:ident) => {
        const {
            &Alternatives::new(
                const {
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
                },
            )
        }
    };
}

/// The description of the pointer type `$type`, of `$kind`, `nullable` or
/// not. A reference (`&T`, `&mut T`, never null) is written out, its
/// piece in place and its facts those `Facts::of` finds of one such
/// piece ([`Facts::LONE_REFERENCE`]): a reference is described in every
/// crate that checks it, and const evaluation pays for each call and each
/// constant there (`Description::new`, `Bytes::new`, `Facts::of` and the
/// functions they reach, loaded from this crate's metadata).
///
/// [`Facts::LONE_REFERENCE`]: crate::description::Facts
macro_rules! pointer_description {
    (false, $type:ty, Shared) => {
        reference_description!($type, Shared)
    };
    (false, $type:ty, Unique) => {
        reference_description!($type, Unique)
    };
    ($nullable:tt, $type:ty, $kind:ident) => {
        pointer::<$type, T>(PointerKind::$kind, $nullable, native_pointer_piece!($nullable, $type, $kind))
    };
}

/// A `P` and a byte after it: the byte's offset is `P`'s size (`repr(C)`,
/// a byte needs no alignment), which `offset_of!` reads without a call,
/// where `size_of` is a function and a constant that every crate that
/// describes a reference loads and evaluates. Only for small `P` (a
/// pointer): one byte more than the largest type would be too large.
#[repr(C)]
struct SizeOf<P>(P, u8);

/// A byte and a `P` after it: the `P`'s offset is its alignment
/// (`repr(C)`: the first multiple of it after one byte), read as
/// [`SizeOf`] reads a size.
#[repr(C)]
struct AlignOf<P>(u8, P);

/// [`pointer_description!`] of a reference: what [`pointer`] makes of
/// [`native_pointer_piece!`], as `Description::new` and `Bytes::new` would
/// make it.
macro_rules! reference_description {
    // The size read once: each `size_of` is a call.
    ($type:ty, $kind:ident) => {{
        let size = offset_of!(SizeOf<$type>, 1);
        Description {
            identity: "",
            name: Name::Pointer(Pointer { kind: PointerKind::$kind, nullable: false, referent: T::REFERENT }),
            size,
            align: offset_of!(AlignOf<$type>, 1),
            bytes: Bytes {
                size,
                pieces: &[Piece {
                    offset: 0,
                    size,
                    name: "",
                    interior_mutable: false,
                    atomic: false,
                    opaque: false,
                    sealed: false,
                    reversed: false,
                    kind: Kind::Pointer(Pointer { kind: PointerKind::$kind, nullable: false, referent: T::REFERENT }),
                    lifted_from: None,
                    bit_fields: None,
                }],
                piece_count: 1,
                facts: crate::description::Facts::LONE_REFERENCE,
            },
            invariants: Invariants::None,
            invariants_at_zeros: Invariants::None,
            tail: None,
            unstable_layout: false,
            unstable_field: None,
            lifetime_parameters: false,
            unportable: Why::HandWritten,
        }
    }};
}

/// The one piece of the pointer type `$type`, in a constant: for a pointer
/// that is never `None` (a reference, a `Box`), the pointer itself, made in
/// place, as [`pointer_piece`] makes it: no call and no alternatives of
/// `None` to pass it, which every crate that describes the type would
/// evaluate and load again.
macro_rules! native_pointer_piece {
    (false, $type:ty, $kind:ident) => {
        const { &[Piece::new(0, size_of::<$type>(), Kind::Pointer(Pointer::new(PointerKind::$kind, false, T::REFERENT)))] }
    };
    (true, $type:ty, $kind:ident) => {
        const { &[pointer_piece::<$type, T>(PointerKind::$kind, true, wide_none!($type, $kind))] }
    };
}

macro_rules! pointers {
    ($($(#[$attr:meta])* [$($generics:tt)*] $type:ty, $kind:ident, $nullable:tt;)*) => {$(
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
            // Kept, and pointed to by `REFERENT`: see `Referent::of_kept`.
            const REFERENT: Referent = Referent::of_kept(const { &Kept { description: pointer_description!($nullable, $type, $kind) } });
            const PORTABLE: [Portability; TARGETS] = each_target!(Self);
        }

        $(#[$attr])*
        impl<$($generics)*, const TARGET: usize> PortableOn<TARGET> for $type {
            const ON: Portability = pointer_on(
                Self::DESCRIPTION,
                &T::PORTABLE,
                TARGET,
                const { &[portable_pointer_piece(PointerKind::$kind, $nullable, &T::PORTABLE, TARGET, 1, None)] },
                const {
                    &[portable_pointer_piece(
                        PointerKind::$kind,
                        $nullable,
                        &T::PORTABLE,
                        TARGET,
                        2,
                        Some(const {
                            &Alternatives::new(const {
                                &wide_option_on(
                                    TARGET,
                                    const {
                                        &[portable_pointer_piece(PointerKind::$kind, false, &T::PORTABLE, TARGET, 2, None)]
                                    },
                                    const {
                                        let width = model_of(TARGET).pointer_width;
                                        &[
                                            Piece::new(0, width, Kind::Tag(0)),
                                            Piece::new(width, width, Kind::Run(ByteSet::ANYTHING)),
                                        ]
                                    },
                                )
                            })
                        }),
                    )]
                },
            );
        }
    )*};
}

/// A pointer of `kind` (`nullable` or not) to the type of `referent`, on
/// `target`, `words` pointers wide; when `none` is given, as
/// [`pointer_piece`] makes an `Option` of a wide pointer.
const fn portable_pointer_piece(
    kind: PointerKind,
    nullable: bool,
    referent: &'static [Portability; TARGETS],
    target: usize,
    words: usize,
    none: Option<&'static Alternatives>,
) -> Piece {
    let size = words * model_of(target).pointer_width;
    match none {
        Some(alternatives) if nullable && !matches!(kind, PointerKind::Raw | PointerKind::RawMut) => {
            Piece::new(0, size, Kind::Choice(Choice::new(alternatives)))
        }
        _ => Piece::new(
            0,
            size,
            Kind::Pointer(Pointer::new(kind, nullable, super::Referent::of(portable_description(referent, target)))),
        ),
    }
}

/// The alternatives of an `Option` around a wide pointer on `target`.
const fn wide_option_on(target: usize, some: &'static [Piece; 1], none: &'static [Piece; 2]) -> [Alternative; 2] {
    let size = 2 * model_of(target).pointer_width;
    [
        Alternative { name: "Some", bytes: Bytes::new(size, some) },
        Alternative { name: "None", bytes: Bytes::new(size, none) },
    ]
}

/// A pointer `native` to the type of `referent` on `target`: one word with
/// `thin`, or two with `wide` when the referent is unsized.
const fn pointer_on(
    native: &'static Description,
    referent: &'static [Portability; TARGETS],
    target: usize,
    thin: &'static [Piece; 1],
    wide: &'static [Piece; 1],
) -> Portability {
    let width = model_of(target).pointer_width;
    match inner_on(native, referent, target) {
        Ok(referent) => {
            let (size, pieces) = if referent.is_unsized() { (2 * width, wide) } else { (width, thin) };
            Portability::Described(Description { size, align: width, bytes: Bytes::new(size, pieces), ..*native })
        }
        Err(unportable) => Portability::Unportable(unportable),
    }
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

// Higher-ranked function pointers (`for<'a> fn(&'a A) -> R`, what
// `fn(&A) -> R` means) are types of their own, and have no impl: beside
// `fn(A) -> R`, coherence tells one from the other only by its leak check,
// and the `coherence_leak_check` lint warns that it may stop doing so
// (rust-lang/rust#56105). The crate's docs ("Pointers and lifetimes") say
// what to write instead.
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
            const PORTABLE: [Portability; TARGETS] = each_target!(Self);
        }

        impl<R, $($argument,)* const TARGET: usize> PortableOn<TARGET> for $type {
            const ON: Portability = pointer_on(
                Self::DESCRIPTION,
                &<() as Layout>::PORTABLE,
                TARGET,
                const {
                    &[Piece::new(
                        0,
                        model_of(TARGET).pointer_width,
                        Kind::Pointer(Pointer::new(PointerKind::Function, $nullable, <() as Layout>::REFERENT)),
                    )]
                },
                &FUNCTIONS_ARE_THIN,
            );
        }
    };
}
/// Function pointers are one word: what stands for their wide form, never
/// used, as `()` is sized.
const FUNCTIONS_ARE_THIN: [Piece; 1] = [Piece::new(0, 0, Kind::Run(ByteSet::EMPTY))];

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
    const PORTABLE: [Portability; TARGETS] = each_target!(Self);
}

impl<T: Layout, const TARGET: usize> PortableOn<TARGET> for [T] {
    const ON: Portability = match inner_on(Self::DESCRIPTION, &T::PORTABLE, TARGET) {
        Ok(element) => Portability::Described(Description {
            align: element.align,
            tail: Some(Tail { element, name: "", utf8: false }),
            ..*Self::DESCRIPTION
        }),
        Err(unportable) => Portability::Unportable(unportable),
    };
}

// SAFETY: `str` is bytes that are UTF-8 (the Reference, "Textual types").
unsafe impl Layout for str {
    const DESCRIPTION: &'static Description =
        &Description::new(Name::Plain("str"), 0, 1, Bytes::EMPTY, Invariants::None).with_tail(
            <u8 as Layout>::DESCRIPTION,
            1,
            true,
        );
    const PORTABLE: [Portability; TARGETS] = everywhere(Self::DESCRIPTION);
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
