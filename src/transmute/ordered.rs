//! Enums stored in a fixed byte order: [`Enum<E, O>`](Enum), the tag of a
//! fieldless enum as a wire format writes it.
//!
//! A `#[repr(u16)]` enum holds its tag in the target's byte order and is
//! aligned to 2, so a big-endian protocol field cannot be read in place as
//! one. `Enum<E, O>` holds the same bytes in the order `O`, aligned to 1.
//! Its description is `E`'s with the bytes of every pattern reversed
//! where `O` is not the target's order (exact: a byte string is one of the
//! reversed patterns exactly when its reverse is one of `E`'s), so the
//! checking views validate its tag in place, and every value of it, once
//! its bytes are put back in the target's order, is a valid `E`.

use core::fmt;
use core::hash::{Hash, Hasher};
use core::marker::PhantomData;
use core::mem::{size_of, MaybeUninit};

use crate::byte_set::ByteSet;
use crate::byteorder::order::ByteOrder;
use crate::description::portable::PortableOn;
use crate::description::targets::model_of;
use crate::description::{
    each_target, portable_description, reordered_piece, reversed_patterns, Bytes, Description, Name, Piece,
    Portability, TARGETS,
};
use crate::layout::{inner_on, Layout};
use crate::lifetime::Lifetime;

/// An enum without fields (`#[repr(u16)]`, `#[repr(u32)]`, ...) whose tag
/// is stored in the byte order `O`, aligned to 1: a protocol field whose
/// values are named, read in place and validated like any other field.
///
/// Transmutable describes it as `E`'s tags with their bytes in the order `O`,
/// so the checking views ([`try_ref_from_bytes`](crate::try_ref_from_bytes),
/// [`try_transmute`](crate::try_transmute), ...) accept exactly the bytes
/// of `E`'s variants in that order, and [`get`](Enum::get) needs no check
/// of its own. `E` may also be an integer, a `char` or a `NonZero`: one
/// value over all its bytes (anything else is refused at compile time).
///
/// ```
/// use transmutable::byteorder::{Enum, NetworkEndian};
/// use transmutable::Layout;
///
/// /// The class of a DNS question (RFC 1035, section 3.2.5).
/// #[derive(Layout, Clone, Copy, Debug, PartialEq)]
/// #[repr(u16)]
/// pub enum Class {
///     Internet = 1,
///     Chaos = 3,
///     Hesiod = 4,
///     Any = 255,
/// }
///
/// #[derive(Layout, Debug)]
/// #[repr(C)]
/// pub struct QuestionFields {
///     pub query_type: transmutable::byteorder::U16<NetworkEndian>,
///     pub class: Enum<Class, NetworkEndian>,
/// }
///
/// let wire = [0x00, 0x1c, 0x00, 0x01]; // AAAA, IN
/// let fields: &QuestionFields = transmutable::try_ref_from_bytes(&wire[..]).unwrap();
/// assert_eq!(fields.class.get(), Class::Internet);
///
/// // Class 2 is no variant: the bytes are refused where they lie.
/// let error = transmutable::try_ref_from_bytes::<QuestionFields>(&[0x00, 0x1c, 0x00, 0x02][..]).unwrap_err();
/// assert!(error.to_string().starts_with("the bytes are not a valid `QuestionFields`: bytes 2..4 (`QuestionFields.class`)"));
///
/// // And back: the tag in network order.
/// assert_eq!(Enum::<Class, NetworkEndian>::new(Class::Any).as_bytes(), [0x00, 0xff]);
/// ```
///
/// A type that is not one value over all its bytes has no byte order:
///
/// ```compile_fail
/// use transmutable::byteorder::{BigEndian, Enum};
/// let pair = Enum::<(u8, u16), BigEndian>::new((1, 2));
/// ```
#[repr(C, packed)]
pub struct Enum<E, O> {
    /// `E`'s bytes in the order `O`: a valid `E` once put in the target's
    /// order, and always initialized.
    stored: MaybeUninit<E>,
    order: PhantomData<O>,
}

impl<E: Layout, O: ByteOrder> Enum<E, O> {
    /// Whether `O` is the other order than the target's.
    const REVERSED: bool = O::IS_BIG_ENDIAN != cfg!(target_endian = "big");

    /// Stops compilation unless `E` is one value over all its bytes, by
    /// making its description.
    const CHECK: () = {
        let _ = <Self as Layout>::DESCRIPTION;
    };

    /// `value`, with its tag stored in the order `O`.
    ///
    /// ```
    /// use transmutable::byteorder::{BigEndian, Enum, LittleEndian};
    ///
    /// #[derive(transmutable::Layout, Clone, Copy)]
    /// #[repr(u16)]
    /// pub enum Kind {
    ///     Start = 0x0102,
    /// }
    ///
    /// assert_eq!(Enum::<Kind, BigEndian>::new(Kind::Start).as_bytes(), [1, 2]);
    /// assert_eq!(Enum::<Kind, LittleEndian>::new(Kind::Start).as_bytes(), [2, 1]);
    /// ```
    #[must_use]
    pub fn new(value: E) -> Self {
        let () = Self::CHECK;
        Enum { stored: reorder::<E>(MaybeUninit::new(value), Self::REVERSED), order: PhantomData }
    }

    /// The value, its tag read in the order `O`.
    ///
    /// ```
    /// use transmutable::byteorder::{BigEndian, Enum};
    ///
    /// #[derive(transmutable::Layout, Clone, Copy, Debug, PartialEq)]
    /// #[repr(u32)]
    /// pub enum Magic {
    ///     Pcap = 0xA1B2_C3D4,
    /// }
    ///
    /// let field: Enum<Magic, BigEndian> = transmutable::try_transmute([0xA1u8, 0xB2, 0xC3, 0xD4]).unwrap();
    /// assert_eq!(field.get(), Magic::Pcap);
    /// ```
    #[must_use]
    pub fn get(self) -> E
    where
        E: Copy,
    {
        let () = Self::CHECK;
        let native = reorder::<E>(self.stored, Self::REVERSED);
        // SAFETY: `self`, as every value of `Enum<E, O>`, holds bytes its
        // description accepts (made by `new` from an `E`, or checked by
        // transmutable when made from other bytes): `E`'s bytes with each
        // pattern reversed when `REVERSED`. `reorder` put them back, so they
        // are bytes that `E`'s description accepts, which is exact: a valid
        // `E`. Its invariants are `E`'s (the description carries them), so
        // whoever made `self` from bytes vouched for them.
        unsafe { native.assume_init() }
    }

    /// Stores `value`, its tag in the order `O`.
    ///
    /// ```
    /// use transmutable::byteorder::{Enum, LittleEndian};
    ///
    /// let mut field = Enum::<char, LittleEndian>::new('a');
    /// field.set('é');
    /// assert_eq!(field.as_bytes(), [0xe9, 0, 0, 0]);
    /// ```
    pub fn set(&mut self, value: E) {
        *self = Self::new(value);
    }

    /// The bytes as stored: the tag in the order `O`, as many as `E` has.
    ///
    /// ```
    /// use transmutable::byteorder::{Enum, NetworkEndian};
    ///
    /// assert_eq!(Enum::<u16, NetworkEndian>::new(0x0102).as_bytes(), [1, 2]);
    /// ```
    #[must_use]
    pub fn as_bytes(&self) -> &[u8] {
        crate::as_bytes(self)
    }
}

/// The bytes of `value` in reverse order when `reverse`.
fn reorder<E>(mut value: MaybeUninit<E>, reverse: bool) -> MaybeUninit<E> {
    if reverse {
        let pointer = value.as_mut_ptr().cast::<u8>();
        // SAFETY: `value` is `size_of::<E>()` bytes, all initialized: it
        // holds an `E` or a value of `Enum<E, _>`, and the description of
        // both (`one_scalar_piece`, checked when `Enum<E, _>` is described)
        // is initialized over every byte; the slice borrows `value` uniquely.
        let bytes = unsafe { core::slice::from_raw_parts_mut(pointer, size_of::<E>()) };
        bytes.reverse();
    }
    value
}

/// Where the patterns of `E` in the other byte order are kept.
struct Reversed<E>(PhantomData<E>);

impl<E: Layout> Reversed<E> {
    const PATTERNS: [ByteSet; crate::limits::MAX_REORDERED_PATTERN_BYTES] = reversed_patterns(E::DESCRIPTION);
}

impl<E: Layout, O: ByteOrder> Enum<E, O> {
    const PIECE: Piece = reordered_piece(E::DESCRIPTION, Self::REVERSED, const { &Reversed::<E>::PATTERNS });
    const NAME: &'static str = if O::IS_BIG_ENDIAN { "big_endian::Enum" } else { "little_endian::Enum" };
}

// SAFETY: `Enum<E, O>` is `repr(C, packed)`: `size_of::<E>()` bytes at
// offset 0, the bytes of a `MaybeUninit<E>`, aligned to 1. The description
// is `E`'s one piece (all its bytes, initialized in every value) with each
// pattern's bytes reversed when `O` is not the target's order: what `new`
// stores, and exactly what `get` reads back as a valid `E`. The private
// field carries nothing more, so the invariants are `E`'s.
unsafe impl<E: Layout, O: ByteOrder> Layout for Enum<E, O> {
    const DESCRIPTION: &'static Description = &Description::new(
        Name::Applied(Self::NAME, E::DESCRIPTION),
        size_of::<Self>(),
        1,
        Bytes::new(size_of::<Self>(), const { &[Self::PIECE] }),
        E::DESCRIPTION.invariants,
    )
    .unstable_layout_if(E::DESCRIPTION.unstable_layout);
    const PORTABLE: [Portability; TARGETS] = each_target!(Self);
}

// On each target, `E` there with its bytes in the order `O`: the same byte
// strings on every target where `E`'s values are the same, which is what
// makes it the portable way to read a tag from the wire.
impl<E: Layout, O: ByteOrder, const TARGET: usize> PortableOn<TARGET> for Enum<E, O> {
    const ON: Portability = match inner_on(Self::DESCRIPTION, &E::PORTABLE, TARGET) {
        Ok(inner) => Portability::Described(Description {
            size: inner.size,
            align: 1,
            bytes: Bytes::new(
                inner.size,
                const {
                    let inner = portable_description(&E::PORTABLE, TARGET);
                    let piece = reordered_piece(
                        inner,
                        O::IS_BIG_ENDIAN != model_of(TARGET).big_endian,
                        const { &reversed_patterns(portable_description(&E::PORTABLE, TARGET)) },
                    );
                    // Its bytes lie in the order `O` whatever the target:
                    // explanations read them so.
                    &[Piece { reversed: O::IS_BIG_ENDIAN != cfg!(target_endian = "big") && piece.size > 1, ..piece }]
                },
            ),
            ..*Self::DESCRIPTION
        }),
        Err(unportable) => Portability::Unportable(unportable),
    };
}

// SAFETY: the values are `E`'s bytes, one value over all of them with no
// pointer (`one_scalar_piece`), so they rely on the lifetimes `E`'s do.
unsafe impl<'a, E: Lifetime<'a>, O> Lifetime<'a> for Enum<E, O> {}

// Written out rather than derived: a derive would ask `O: Clone`, and
// reading a field of a packed struct by value needs the field `Copy`.
impl<E: Copy, O> Clone for Enum<E, O> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<E: Copy, O> Copy for Enum<E, O> {}

impl<E: Layout + Copy, O: ByteOrder> From<E> for Enum<E, O> {
    fn from(value: E) -> Self {
        Self::new(value)
    }
}

impl<E: Layout + Copy + PartialEq, O: ByteOrder> PartialEq for Enum<E, O> {
    fn eq(&self, other: &Self) -> bool {
        self.get() == other.get()
    }
}

impl<E: Layout + Copy + Eq, O: ByteOrder> Eq for Enum<E, O> {}

impl<E: Layout + Copy + PartialEq, O: ByteOrder> PartialEq<E> for Enum<E, O> {
    fn eq(&self, other: &E) -> bool {
        self.get() == *other
    }
}

impl<E: Layout + Copy + Hash, O: ByteOrder> Hash for Enum<E, O> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.get().hash(state);
    }
}

impl<E: Layout + Copy + fmt::Debug, O: ByteOrder> fmt::Debug for Enum<E, O> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&self.get(), f)
    }
}
