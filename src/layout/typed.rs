//! The generic front doors of the layers below: each asks a question of
//! types by their [`Layout`], and hands the lower layer the descriptions.
//! Below this layer nothing is generic over `T: Layout`.

use super::Layout;
use crate::answer::Answer;
use crate::assume::Assume;
use crate::description::bits::{values_of, BitField};
use crate::description::Bytes;
use crate::lifetime::Lifetime;
use crate::picture::LayoutPicture;
use crate::query::Lifetimes;
use crate::validate::Planned;

impl Answer {
    /// The answer for `Src -> Dst` under `assume`, for a caller whose
    /// `Lifetime<'l>` bounds prove that no lifetime grows.
    pub(crate) const fn of<'l, Src: Layout + Lifetime<'l>, Dst: Layout + Lifetime<'l>>(assume: Assume) -> Answer {
        Answer::of_descriptions(Src::DESCRIPTION, Dst::DESCRIPTION, assume, Lifetimes::Bound)
    }

    /// The answer for `Src -> Dst` under `assume`, with no bound on
    /// lifetimes: a destination holding references needs
    /// `Assume::LIFETIMES`.
    pub(crate) const fn assuming<Src: Layout, Dst: Layout>(assume: Assume) -> Answer {
        Answer::of_descriptions(Src::DESCRIPTION, Dst::DESCRIPTION, assume, Lifetimes::Unproven)
    }

    /// The answer for `&Src -> &Dst` (`unique`: `&mut Src -> &mut Dst`),
    /// for a caller whose `Lifetime<'l>` bounds prove that no lifetime
    /// inside the referents grows.
    pub(crate) const fn of_references<'l, Src: Layout + Lifetime<'l>, Dst: Layout + Lifetime<'l>>(
        unique: bool,
        assume: Assume,
    ) -> Answer {
        Answer::references(Src::DESCRIPTION, Dst::DESCRIPTION, unique, assume, Lifetimes::Bound)
    }

    /// The answer for `&Src -> &Dst` (`unique`: `&mut Src -> &mut Dst`)
    /// with no bound on lifetimes.
    pub(crate) const fn assuming_references<Src: Layout, Dst: Layout>(unique: bool, assume: Assume) -> Answer {
        Answer::references(Src::DESCRIPTION, Dst::DESCRIPTION, unique, assume, Lifetimes::Unproven)
    }
}

impl BitField {
    /// The field `name`, `width` bits wide, holding a `T`: an unsigned
    /// integer, `bool`, or a one-byte fieldless enum whose every
    /// discriminant fits the width. Anything else stops compilation with
    /// the reason.
    ///
    /// ```
    /// use transmutable::bit_fields::BitField;
    ///
    /// const OFFSET: BitField = BitField::new::<u16>("fragment_offset", 13);
    /// assert_eq!(OFFSET.width(), 13);
    /// ```
    ///
    /// ```compile_fail
    /// use transmutable::bit_fields::BitField;
    ///
    /// // 9 bits do not fit in a `u8`.
    /// const WIDE: BitField = BitField::new::<u8>("wide", 9);
    /// let _ = WIDE;
    /// ```
    pub const fn new<T: Layout>(name: &'static str, width: usize) -> BitField {
        let values = match values_of(T::DESCRIPTION, width) {
            Ok(values) => values,
            Err(why) => {
                let mut text = crate::text::Text::new();
                text.push("transmutable: the bit field `");
                text.push(name);
                text.push("` cannot hold ");
                T::DESCRIPTION.write_quoted_name(&mut text);
                text.push(": ");
                text.push(why);
                panic!("{}", text.as_str())
            }
        };
        BitField { name, width, values, portable: &T::PORTABLE }
    }
}

/// The picture of `T`'s bytes: a table by `Display`, the box diagram by
/// `{:#}`, SVG by `LayoutPicture::to_svg` (feature `alloc`).
///
/// ```
/// use core::num::NonZeroU16;
///
/// const PICTURE: transmutable::LayoutPicture = transmutable::layout::<Option<NonZeroU16>>();
/// assert_eq!(PICTURE.description().size(), 2);
/// assert!(PICTURE.to_string().contains("any"));
/// println!("{PICTURE}\n{PICTURE:#}");
/// ```
pub const fn layout<T: Layout + ?Sized>() -> LayoutPicture {
    LayoutPicture::of(T::DESCRIPTION)
}

/// The picture of `T`'s bytes on `target`, computed from the target's data
/// model (see [`portable`](crate::portable)), or why `T` has no layout
/// there: to see where two targets differ.
///
/// ```
/// use transmutable::portable::Target;
/// use transmutable::Layout;
///
/// #[derive(Layout)]
/// #[repr(C)]
/// #[transmutable(portable)]
/// pub struct Record {
///     pub kind: u32,
///     pub stamp: u64,
/// }
///
/// let x86_64 = transmutable::layout_on::<Record>(Target::X86_64).unwrap().to_string();
/// let i686 = transmutable::layout_on::<Record>(Target::I686).unwrap().to_string();
/// assert!(x86_64.starts_with("`Record`: 16 bytes, aligned to 8"));
/// assert!(i686.starts_with("`Record`: 12 bytes, aligned to 4"));
/// assert!(transmutable::layout_on::<(u8, u16)>(Target::I686).is_err());
/// ```
pub const fn layout_on<T: Layout + ?Sized>(
    target: crate::description::Target,
) -> Result<LayoutPicture, crate::description::Unportable> {
    match crate::portable::description_on::<T>(target) {
        Ok(description) => Ok(LayoutPicture::of(description)),
        Err(unportable) => Err(unportable),
    }
}

/// The sized part of `T`: all of it, for a sized type.
pub(crate) struct SizedPart<T: ?Sized>(core::marker::PhantomData<T>);

impl<T: crate::Layout + ?Sized> Planned for SizedPart<T> {
    const BYTES: &'static Bytes = &T::DESCRIPTION.bytes;
}

/// An element of `T`'s tail (no bytes, for a sized type).
pub(crate) struct TailElement<T: ?Sized>(core::marker::PhantomData<T>);

impl<T: crate::Layout + ?Sized> Planned for TailElement<T> {
    const BYTES: &'static Bytes = match T::DESCRIPTION.tail {
        Some(tail) => &tail.element.bytes,
        None => &Bytes::EMPTY,
    };
}
