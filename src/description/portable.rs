//! Portable descriptions: a type's description on each target of
//! [`Target`], computed from the target's [`DataModel`] by the language's
//! layout rules rather than read from the compiler.
//!
//! The compiler reports the layout of the target being compiled for only.
//! To say whether a transmutation holds on other targets, every type also
//! carries [`Layout::PORTABLE`]: one [`Portability`] per target, either a
//! description exact for that target, or why there is none (a type of the
//! default representation, whose layout no rule fixes; a `Layout` impl
//! written by hand; a type derived without `#[transmutable(portable)]`). With that option, the derive computes it for
//! `repr(C)`, `repr(transparent)`, `packed(N)` and `align(N)` structs and
//! unions, and for enums with a primitive or `C` representation, with or
//! without fields; the standard library's types have it here.
//!
//! A portable description differs from the native one only in size,
//! alignment and bytes: its name, identity and invariants are the native
//! description's. Multi-byte values whose bytes depend on byte order (enum
//! tags, `char`, `NonZero`) are stored so that the host reads them in the
//! target's order: a tag's integer is the one whose host-order bytes are the
//! target's bytes of the discriminant, and a scalar's patterns are laid out
//! in the target's order.
//!
//! Portable descriptions of types that point to themselves (`struct
//! Node(Option<&'static Node>)`) are not computed: the description of a
//! pointer needs its referent's, which needs the pointer's. Asking for one
//! stops compilation with a cycle error; the native checks are not
//! affected, as nothing evaluates `PORTABLE` unless asked.
//!
//! [`Target`]: crate::portable::Target
//! [`DataModel`]: crate::portable::DataModel

use super::build::{c_tag_width_from, struct_pieces, Field, Products};
use super::enum_rule::EnumRule;
use super::targets::{model_of, TARGETS};
use super::{Bytes, Description, Kind, Piece};

/// A type's description on one target, or why transmutable has none.
#[doc(hidden)]
#[derive(Clone, Copy)]
pub enum Portability {
    /// The description, exact for the target.
    Described(Description),
    /// There is none.
    Unportable(Unportable),
}

/// Why a type has no portable description, and where that comes from.
#[derive(Clone, Copy, Debug)]
pub struct Unportable {
    /// The type without one.
    pub(crate) culprit: &'static Description,
    pub(crate) why: Why,
    /// The innermost type and field that hold the culprit, if it is not the
    /// type asked about.
    pub(crate) holder: Option<(&'static Description, &'static str)>,
}

/// Why the derive refuses a portable description from the tokens alone,
/// or from the comparison of [`Written`] with the description.
#[doc(hidden)]
#[derive(Clone, Copy, Debug)]
pub enum Dependence {
    /// The discriminant of `variant` is an expression, not a literal.
    Discriminant { variant: &'static str, written: &'static str },
    /// `field`'s type holds an array length or a const argument that is
    /// neither a literal nor a const parameter of the type.
    Length { field: &'static str, written: &'static str },
    /// `field`'s type is written `written`, where `alias` is an alias of
    /// `described` here (`alias` is `written` when it is the whole type).
    Alias { field: &'static str, written: &'static str, alias: &'static str, described: &'static Description },
    /// `field`'s type, written `written`, is or holds `alias`, a std alias
    /// whose width differs by target.
    Width { field: &'static str, written: &'static str, alias: &'static str },
    /// The same, for a std alias whose signedness differs by target.
    Signedness { field: &'static str, written: &'static str, alias: &'static str },
    /// `field` (a field, or an enum variant) exists under `#[cfg]`.
    Configured { field: &'static str },
    /// `field`'s type is an associated type (`T::Word`, `<T as Trait>::Word`).
    Projection { field: &'static str, written: &'static str },
}

/// Why a type has no portable description.
#[doc(hidden)]
#[derive(Clone, Copy, Debug)]
pub enum Why {
    /// The default representation: the compiler may order and pad fields
    /// as it likes, target by target.
    DefaultRepresentation,
    /// A tuple, which has the default representation.
    Tuple,
    /// A `Layout` impl written by hand, which describes one target only.
    HandWritten,
    /// A type derived without `#[transmutable(portable)]`.
    NotDerived,
    /// An unsized type that is not a slice, `str` or a struct ending in
    /// one.
    Unsized,
    /// An enum discriminant that the target's tag cannot hold (`isize` is
    /// 32 bits there): the enum does not compile there.
    DiscriminantTooWide,
    /// A type the target does not have (64-bit atomics on a target without
    /// 64-bit atomic operations).
    Missing,
    /// An input of the derive whose meaning may differ by target, which
    /// the compiler resolved for the target being compiled for only.
    TargetDependent(Dependence),
}

impl Unportable {
    /// `culprit` has no portable description, for `why`.
    pub const fn new(culprit: &'static Description, why: Why) -> Unportable {
        Unportable { culprit, why, holder: None }
    }

    /// The same, met in `field` of `holder`: kept only if no type deeper
    /// down was named already.
    pub const fn within(self, holder: &'static Description, field: &'static str) -> Unportable {
        match self.holder {
            Some(_) => self,
            None => Unportable { holder: Some((holder, field)), ..self },
        }
    }

    /// Writes why, for explanations.
    #[inline]
    pub(crate) const fn write(&self, out: &mut crate::text::Text) {
        if let Why::TargetDependent(dependence) = self.why {
            return self.write_dependence(dependence, out);
        }
        if let Some((holder, field)) = self.holder {
            write_holder(holder, field, self.culprit, out);
            out.push("`, which ");
        } else {
            out.push("`");
            self.culprit.write_name(out);
            out.push("` ");
        }
        out.push(match self.why {
            Why::DefaultRepresentation => {
                "has the default representation, whose layout the compiler chooses target by target: give it \
                 `#[repr(C)]`"
            }
            Why::Tuple => "is a tuple, whose layout the compiler chooses target by target: use a `#[repr(C)]` struct",
            Why::HandWritten => {
                "has a `Layout` impl written by hand, which describes the target being compiled for only"
            }
            Why::NotDerived => {
                "was derived without `#[transmutable(portable)]`, which computes its layout on every target: add it \
                 beside `#[derive(Layout)]`"
            }
            Why::Unsized => {
                "is unsized otherwise than by a slice tail, which transmutable does not describe for other targets"
            }
            Why::DiscriminantTooWide => "has a discriminant that does not fit the tag it has there",
            Why::Missing => "does not exist there (the target has no atomic operations that wide)",
            Why::TargetDependent(_) => "",
        });
    }

    /// Writes why a type whose derive read an input that may mean another
    /// thing on another target has no portable description: "`Long.x` has
    /// type `c_long`, ...", or, met in a field of another type, "`Outer.l`
    /// holds `Long`, whose field `x` has type `c_long`, ...".
    #[inline]
    const fn write_dependence(&self, dependence: Dependence, out: &mut crate::text::Text) {
        let place = match dependence {
            Dependence::Discriminant { variant, .. } => variant,
            Dependence::Length { field, .. }
            | Dependence::Alias { field, .. }
            | Dependence::Width { field, .. }
            | Dependence::Signedness { field, .. }
            | Dependence::Configured { field }
            | Dependence::Projection { field, .. } => field,
        };
        let separator = if matches!(dependence, Dependence::Discriminant { .. }) { "::" } else { "." };
        if let Some((holder, field)) = self.holder {
            write_holder(holder, field, self.culprit, out);
            out.push(if matches!(dependence, Dependence::Discriminant { .. }) {
                "`, whose variant `"
            } else {
                "`, whose field `"
            });
            out.push(place);
            out.push("` ");
        } else {
            out.push("`");
            self.culprit.write_name(out);
            out.push(separator);
            out.push(place);
            out.push("` ");
        }
        match dependence {
            Dependence::Discriminant { written, .. } => {
                out.push("has the discriminant `");
                out.push(written);
                out.push("`, an expression whose value may differ by target: write it as a literal");
            }
            Dependence::Length { written, .. } => {
                out.push("has a type with the length or const argument `");
                out.push(written);
                out.push(
                    "`, neither a literal nor a const parameter, whose value may differ by target: write a literal",
                );
            }
            Dependence::Alias { written, alias, described, .. } => {
                out.push("has type `");
                out.push(written);
                if names(written, alias) {
                    out.push("`, which is `");
                } else {
                    out.push("`, in which `");
                    out.push(alias);
                    out.push("` is `");
                }
                described.write_name(out);
                out.push("` here: an alias, whose meaning on other targets the derive cannot see: write the type it stands for");
            }
            Dependence::Width { written, alias, .. } => {
                write_holding(written, alias, out);
                out.push("an alias whose width differs by target");
            }
            Dependence::Signedness { written, alias, .. } => {
                write_holding(written, alias, out);
                out.push("an alias whose signedness differs by target: write `u8` or `i8`");
            }
            Dependence::Configured { .. } => {
                out.push("is compiled under `#[cfg(..)]`, so that it may not exist on other targets");
            }
            Dependence::Projection { written, .. } => {
                out.push("has type `");
                out.push(written);
                out.push("`, an associated type, whose meaning on other targets the derive cannot see");
            }
        }
    }
}

/// "`Holder.field` holds `Culprit": where a type without a portable
/// description was met inside another.
#[inline]
const fn write_holder(
    holder: &'static Description,
    field: &str,
    culprit: &'static Description,
    out: &mut crate::text::Text,
) {
    out.push("`");
    holder.write_name(out);
    if !field.is_empty() {
        out.push(".");
        out.push(field);
    }
    out.push("` holds `");
    culprit.write_name(out);
}

/// "has type `c_long`, " (or `core::ffi::c_long`) or "has type `[c_long;
/// 2]`, in which `c_long` is ".
#[inline]
const fn write_holding(written: &str, alias: &str, out: &mut crate::text::Text) {
    out.push("has type `");
    out.push(written);
    if names(written, alias) {
        out.push("`, ");
    } else {
        out.push("`, in which `");
        out.push(alias);
        out.push("` is ");
    }
}

/// Whether the type written `written` is the path whose last segment is
/// `alias`.
const fn names(written: &str, alias: &str) -> bool {
    let (written, alias) = (written.as_bytes(), alias.as_bytes());
    if written.len() < alias.len() {
        return false;
    }
    let start = written.len() - alias.len();
    let mut i = 0;
    while i < alias.len() {
        if written[start + i] != alias[i] {
            return false;
        }
        i += 1;
    }
    start == 0 || (start >= 2 && written[start - 1] == b':' && written[start - 2] == b':')
}

impl core::fmt::Display for Unportable {
    /// Why, as a portable check explains it.
    ///
    /// ```
    /// use transmutable::portable::{description_on, Target};
    ///
    /// let why = description_on::<(u8, u16)>(Target::X86_64).unwrap_err();
    /// assert!(why.to_string().starts_with("`(u8, u16)` is a tuple"));
    /// ```
    #[inline]
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        let mut text = crate::text::Text::new();
        self.write(&mut text);
        f.write_str(text.as_str())
    }
}

impl Portability {
    /// The description, or, when there is none, the description of `()`,
    /// which keeps the computations of an enclosing type going until it
    /// reports the missing one.
    pub const fn description(&'static self) -> &'static Description {
        match self {
            Portability::Described(description) => description,
            Portability::Unportable(_) => Description::UNIT,
        }
    }

    /// Why there is no description, if there is none.
    pub const fn unportable(&self) -> Option<Unportable> {
        match self {
            Portability::Described(_) => None,
            Portability::Unportable(unportable) => Some(*unportable),
        }
    }
}

/// A type's description on the target numbered `TARGET` (its index in
/// `Target::ALL`), for [`Layout::PORTABLE`]: written once, generic over
/// the target, so that the compiler checks and lowers it once rather than
/// once for each target.
pub(crate) trait PortableOn<const TARGET: usize> {
    /// The type on `TARGET`, or why it has no layout there.
    const ON: Portability;
}

/// `T::ON` on `TARGET`. A call, not the constant itself: the compiler's
/// lint for panics evaluates every constant a non-generic constant's body
/// names, and a call defers the work to the check that reads the entry.
pub(crate) const fn on<T: PortableOn<TARGET> + ?Sized, const TARGET: usize>() -> Portability {
    T::ON
}

/// `$type`'s [`Layout::PORTABLE`]: its [`PortableOn`] description on each
/// target, in the order of `Target::ALL`.
macro_rules! each_target {
    ($type:ty) => {
        [
            $crate::description::portable::on::<$type, 0>(),
            $crate::description::portable::on::<$type, 1>(),
            $crate::description::portable::on::<$type, 2>(),
            $crate::description::portable::on::<$type, 3>(),
            $crate::description::portable::on::<$type, 4>(),
            $crate::description::portable::on::<$type, 5>(),
            $crate::description::portable::on::<$type, 6>(),
            $crate::description::portable::on::<$type, 7>(),
            $crate::description::portable::on::<$type, 8>(),
            $crate::description::portable::on::<$type, 9>(),
        ]
    };
}
pub(crate) use each_target;

/// `native` on every target: a type whose layout no target changes.
#[doc(hidden)]
pub const fn everywhere(native: &'static Description) -> [Portability; TARGETS] {
    [Portability::Described(*native); TARGETS]
}

/// `native` on no target, for `why`.
#[doc(hidden)]
pub const fn nowhere(native: &'static Description, why: Why) -> [Portability; TARGETS] {
    [Portability::Unportable(Unportable::new(native, why)); TARGETS]
}

/// The description on target number `target` of `layouts`, a type's
/// [`Layout::PORTABLE`], or `()`'s where it has none (see
/// [`Portability::description`]).
#[doc(hidden)]
pub const fn portable_description(layouts: &'static [Portability; TARGETS], target: usize) -> &'static Description {
    layouts[target].description()
}

/// Descriptions of a derived type on each target: what
/// [`Layout::PORTABLE`] of a type with a portable representation is.
///
/// # Safety
///
/// `AT` is exact for target `TARGET` (see [`Layout`]), or unportable.
#[doc(hidden)]
pub unsafe trait PortableAt<const TARGET: usize> {
    /// Layout facts of the type on the target, which `AT` is built from.
    const PARTS: Parts = Parts::EMPTY;
    /// The type's description on the target.
    const AT: Portability;
    /// The kit of this trait, as [`Layout`]'s (`Layout::__KIT`): the
    /// derive's output proves by it (`PROVEN`) that the kit it builds `AT`
    /// with, and the `Layout` it reads descriptions through, both reached
    /// through the path `::transmutable::Layout`, are this crate's wherever
    /// the impl it writes is of this trait. Not public API, and never
    /// overridden.
    const __KIT: crate::description::Kit = crate::description::Kit;
    /// Where the derive's output writes that proof: a call of
    /// `Kit::builds_with` on `__KIT`, type-checked with the impl.
    const PROVEN: () = ();
}

/// A field of a derived type, with its type's descriptions on every target.
#[doc(hidden)]
#[derive(Clone, Copy)]
pub struct Member {
    name: &'static str,
    layouts: &'static [Portability; TARGETS],
    public: bool,
}

impl Member {
    /// The field `name` of a type whose [`Layout::PORTABLE`] is `layouts`.
    pub const fn new(name: &'static str, layouts: &'static [Portability; TARGETS], public: bool) -> Member {
        Member { name, layouts, public }
    }

    /// Its type's description on `target`, and why it has none.
    const fn at(&self, target: usize) -> (&'static Description, Option<Unportable>) {
        let portability = &self.layouts[target];
        (portability.description(), portability.unportable())
    }
}

/// The layout of a derived type on one target, computed from its fields':
/// size, alignment, and for enums the tag and where fields start.
#[doc(hidden)]
#[derive(Clone, Copy)]
pub struct Parts {
    /// The type's size.
    pub size: usize,
    /// The type's alignment.
    pub align: usize,
    /// Where a struct's last field ends, before trailing padding.
    pub end: usize,
    /// The pieces of a struct.
    pub pieces: &'static [Piece],
    /// The width of an enum's tag.
    pub tag_width: usize,
    /// Whether the target stores integers most significant byte first.
    pub big_endian: bool,
    /// Each variant's discriminant, as the tag's bits.
    pub tags: &'static [u128],
    /// Where the fields of an enum's variants start, variant after variant.
    pub offsets: &'static [usize],
    /// Why the type has no description on the target, if it has none.
    pub unportable: Option<Unportable>,
}

impl Parts {
    const EMPTY: Parts = Parts {
        size: 0,
        align: 1,
        end: 0,
        pieces: &[],
        tag_width: 0,
        big_endian: false,
        tags: &[],
        offsets: &[],
        unportable: None,
    };

    /// The tag of variant `variant`, as a [`Kind::Tag`] holds it: the
    /// integer whose bytes in the host's order are the target's bytes.
    pub const fn tag(&self, variant: usize) -> u128 {
        in_host_order(self.tags[variant], self.tag_width, self.big_endian)
    }
}

/// The `width`-byte integer whose bytes in the host's order are the bytes
/// of `value` in the order `big_endian` says.
const fn in_host_order(value: u128, width: usize, big_endian: bool) -> u128 {
    if big_endian == cfg!(target_endian = "big") || width <= 1 {
        value
    } else {
        (value & mask(width)).swap_bytes() >> (128 - 8 * width)
    }
}

/// The description of a derived type on a target, from its native one and
/// its layout there.
#[doc(hidden)]
pub const fn finish(native: &'static Description, parts: Parts, pieces: &'static [Piece]) -> Portability {
    if let Some(unportable) = parts.unportable {
        return Portability::Unportable(unportable);
    }
    Portability::Described(Description {
        size: parts.size,
        align: parts.align,
        bytes: Bytes::new(parts.size, pieces),
        unstable_layout: false,
        ..*native
    })
}

/// The description of a `repr(C)` (or `transparent`) struct ending in a
/// slice or `str`, its field `tail_name` of a type whose descriptions are
/// `tail`, on `target`: its sized fields as `parts` lays them out, then the
/// tail at the next multiple of its elements' alignment (right after them
/// when `packed`, at 0 when `transparent`), as the Reference lays out
/// `repr(C)` structs; the struct aligned to the most aligned of them.
#[doc(hidden)]
pub const fn finish_tailed(
    native: &'static Description,
    parts: Parts,
    tail: &'static [Portability; TARGETS],
    target: usize,
    tail_name: &'static str,
    packed: bool,
    transparent: bool,
) -> Portability {
    if let Some(unportable) = parts.unportable {
        return Portability::Unportable(unportable);
    }
    let slice = match &tail[target] {
        Portability::Described(slice) => slice,
        Portability::Unportable(unportable) => return Portability::Unportable(unportable.within(native, tail_name)),
    };
    let element = match slice.tail {
        Some(element) => element,
        None => return Portability::Unportable(Unportable::new(native, Why::Unsized)),
    };
    let element_align = element.element.align;
    let offset = if transparent {
        0
    } else if packed {
        parts.end
    } else {
        round_up(parts.end, element_align)
    };
    let align = if packed { 1 } else { max(parts.align, element_align) };
    Portability::Described(Description {
        size: offset,
        align,
        bytes: Bytes::new(offset, parts.pieces),
        tail: Some(super::Tail { name: tail_name, ..element }),
        unstable_layout: false,
        ..*native
    })
}

/// The identity a derived union's fields carry (see `Choice::identity`),
/// read from its native description.
#[doc(hidden)]
pub const fn union_identity(native: &'static Description) -> &'static str {
    match native.bytes.pieces {
        [Piece { kind: Kind::Choice(choice), .. }] => choice.identity,
        _ => "",
    }
}

/// The first missing description among `members` on `target`, named from
/// `owner`.
const fn first_unportable(owner: &'static Description, members: &[Member], target: usize) -> Option<Unportable> {
    let mut i = 0;
    while i < members.len() {
        if let (_, Some(unportable)) = members[i].at(target) {
            return Some(unportable.within(owner, members[i].name));
        }
        i += 1;
    }
    None
}

/// `value` rounded up to a multiple of `align`.
const fn round_up(value: usize, align: usize) -> usize {
    value.div_ceil(align) * align
}

/// The larger of two.
const fn max(a: usize, b: usize) -> usize {
    if a > b {
        a
    } else {
        b
    }
}

/// An alignment as `packed(pack)` lowers it (`pack` 0: not packed).
const fn packed(align: usize, pack: usize) -> usize {
    if pack != 0 && align > pack {
        pack
    } else {
        align
    }
}

/// A `repr(C)` or `repr(transparent)` struct of `N` fields on one target:
/// each field at the first multiple of its alignment after the one before
/// (alignments lowered to `pack` when `packed(pack)`, 0 otherwise), the
/// struct aligned to its most aligned field or `align` (`align(N)`, 0
/// otherwise), its size rounded up to that (the Reference, "The C
/// Representation"). A transparent struct's one field with bytes lands at
/// offset 0, with its size and alignment, by the same rule.
#[doc(hidden)]
pub struct StructAt<const N: usize> {
    size: usize,
    align: usize,
    end: usize,
    pieces: [Piece; N],
    unportable: Option<Unportable>,
}

impl<const N: usize> StructAt<N> {
    /// The struct `owner` (its native description) of `members` on target
    /// number `target`. In a `transparent` one, the zero-sized fields are at
    /// offset 0, as its native description places them: where the compiler
    /// puts them depends on how it orders fields, and they hold no byte, so
    /// where they are changes no verdict, only their place in a description.
    pub const fn new(
        owner: &'static Description,
        target: usize,
        members: [Member; N],
        pack: usize,
        align: usize,
        transparent: bool,
    ) -> Self {
        let mut fields = [Field::new("", 0, Description::UNIT, true); N];
        let (mut end, mut struct_align) = (0, max(1, align));
        let mut i = 0;
        while i < N {
            let (description, _) = members[i].at(target);
            let field_align = packed(description.align, pack);
            let offset = round_up(end, field_align);
            fields[i] = Field::new(members[i].name, offset, description, members[i].public);
            end = offset + description.size;
            struct_align = max(struct_align, field_align);
            i += 1;
        }
        if transparent {
            let mut i = 0;
            while i < N {
                if fields[i].description.size == 0 {
                    fields[i].offset = 0;
                }
                i += 1;
            }
        }
        StructAt {
            size: round_up(end, struct_align),
            align: struct_align,
            end,
            pieces: struct_pieces(fields),
            unportable: first_unportable(owner, &members, target),
        }
    }

    /// Its layout.
    pub const fn parts(&'static self) -> Parts {
        Parts {
            size: self.size,
            align: self.align,
            end: self.end,
            pieces: &self.pieces,
            unportable: self.unportable,
            ..Parts::EMPTY
        }
    }
}

/// The layout of a `repr(C)` union of `members` on target number `target`:
/// every field at offset 0, as large as the largest rounded up to the
/// alignment of the most aligned (lowered by `packed(pack)`, raised by
/// `align(align)`; 0 when absent).
#[doc(hidden)]
pub const fn union_parts<const N: usize>(
    owner: &'static Description,
    target: usize,
    members: [Member; N],
    pack: usize,
    align: usize,
) -> Parts {
    let (mut size, mut union_align) = (0, max(1, align));
    let mut i = 0;
    while i < N {
        let (description, _) = members[i].at(target);
        size = max(size, description.size);
        union_align = max(union_align, packed(description.align, pack));
        i += 1;
    }
    Parts {
        size: round_up(size, union_align),
        align: union_align,
        unportable: first_unportable(owner, &members, target),
        ..Parts::EMPTY
    }
}

/// The integer type of an enum's tag, as its representation names it.
#[doc(hidden)]
#[derive(Clone, Copy)]
pub enum TagRepr {
    /// `u8` .. `i128`: this many bytes on every target.
    Fixed(usize),
    /// `usize` or `isize` (`true`): as wide as a pointer.
    Pointer(bool),
    /// `repr(C)` alone: C's `int` or smaller where C's enums are, wider if
    /// a discriminant needs it (as an `isize`).
    C,
}

/// An enum of `V` variants with `F` fields in all, on one target, laid out
/// as the Reference documents it: with a primitive representation, a
/// `repr(C)` union of `repr(C)` structs that each start with the tag; with
/// `repr(C)`, a `repr(C)` struct of the tag and a `repr(C)` union of
/// `repr(C)` structs of the fields.
#[doc(hidden)]
pub struct EnumAt<const V: usize, const F: usize> {
    size: usize,
    align: usize,
    tag_width: usize,
    big_endian: bool,
    tags: [u128; V],
    offsets: [usize; F],
    unportable: Option<Unportable>,
}

impl<const V: usize, const F: usize> EnumAt<V, F> {
    /// The enum `owner` on target number `target`: its tag as `repr` says,
    /// `c` when it is `repr(C)`, aligned to at least `align` (`align(N)`;
    /// 0 when absent), whose variants have `discriminants` and `counts[v]`
    /// fields each, the fields being `members` variant after variant.
    // One call per enum, written by the derive, each argument a fact of the
    // enum's declaration: a struct of them would only be unpacked here.
    #[allow(clippy::too_many_arguments)]
    pub const fn new(
        owner: &'static Description,
        target: usize,
        repr: TagRepr,
        c: bool,
        align: usize,
        discriminants: &[i128],
        counts: [usize; V],
        members: [Member; F],
    ) -> Self {
        let model = model_of(target);
        let (tag_width, signed) = match repr {
            TagRepr::Fixed(width) => (width, true),
            TagRepr::Pointer(signed) => (model.pointer_width, signed),
            TagRepr::C => (c_tag_width_from(discriminants, model.c_enum_min_size), true),
        };
        let mut unportable = first_unportable(owner, &members, target);
        let mut tags = [0; V];
        let mut v = 0;
        while v < V {
            let value = discriminants[v];
            let fits = match repr {
                TagRepr::Fixed(_) => true,
                TagRepr::Pointer(_) | TagRepr::C if signed => fits_signed(value, model.pointer_width),
                _ => value >= 0 && (model.pointer_width >= 16 || (value as u128) >> (8 * model.pointer_width) == 0),
            };
            if !fits && unportable.is_none() {
                unportable = Some(Unportable::new(owner, Why::DiscriminantTooWide));
            }
            // As the native description holds it: sign-extended, its low
            // `tag_width` bytes the tag's.
            tags[v] = value as u128;
            v += 1;
        }
        let tag_align = model.align_of_integer(tag_width);
        // The alignment of the union of the variants' structs.
        let mut payload_align = 1;
        let mut k = 0;
        while k < F {
            payload_align = max(payload_align, members[k].at(target).0.align);
            k += 1;
        }
        let rule = EnumRule::new(c, tag_width, tag_align, payload_align);
        let mut offsets = [0; F];
        let (mut payload_size, mut k) = (0, 0);
        let mut v = 0;
        while v < V {
            let mut variant = rule.variant();
            let mut f = 0;
            while f < counts[v] {
                let field = members[k].at(target).0;
                offsets[k] = variant.field(field.size, field.align);
                f += 1;
                k += 1;
            }
            payload_size = max(payload_size, variant.size());
            v += 1;
        }
        let unpadded = rule.unpadded(payload_size);
        let enum_align = max(rule.natural_align(), align);
        EnumAt {
            size: round_up(unpadded, enum_align),
            align: enum_align,
            tag_width,
            big_endian: model.big_endian,
            tags,
            offsets,
            unportable,
        }
    }

    /// Its layout.
    pub const fn parts(&'static self) -> Parts {
        Parts {
            size: self.size,
            align: self.align,
            end: self.size,
            pieces: &[],
            tag_width: self.tag_width,
            big_endian: self.big_endian,
            tags: &self.tags,
            offsets: &self.offsets,
            unportable: self.unportable,
        }
    }
}

/// The patterns of a fieldless enum's tags on the target of `parts`, in its
/// byte order. `CAPACITY` is at least the number of variants times the
/// tag's width.
#[doc(hidden)]
pub const fn tag_products<const V: usize, const CAPACITY: usize>(parts: Parts) -> Products<CAPACITY> {
    let mut values = [0; V];
    let mut v = 0;
    while v < V {
        values[v] = parts.tags[v];
        v += 1;
    }
    Products::<CAPACITY>::of_values(values, parts.tag_width).in_order(parts.big_endian)
}

/// The piece of `products`, whose patterns lie in the byte order
/// `big_endian` says: marked `reversed` where that is not the host's, so
/// that explanations read its values in the target's order (the query reads
/// bytes, and is the same either way).
#[doc(hidden)]
pub const fn ordered_piece<const CAPACITY: usize>(products: &'static Products<CAPACITY>, big_endian: bool) -> Piece {
    let piece = products.piece();
    if big_endian != cfg!(target_endian = "big") && piece.size > 1 {
        piece.reversed()
    } else {
        piece
    }
}

/// Whether `value` fits a signed integer `width` bytes wide.
const fn fits_signed(value: i128, width: usize) -> bool {
    width >= 16 || (value >= -(1i128 << (8 * width - 1)) && value < 1i128 << (8 * width - 1))
}

/// The low `width` bytes.
const fn mask(width: usize) -> u128 {
    if width >= 16 {
        u128::MAX
    } else {
        (1u128 << (8 * width)) - 1
    }
}
