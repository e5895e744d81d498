//! Assumptions: obligations the caller takes over from the check.

/// Which obligations of a transmutation the caller promises to uphold
/// instead of transmutable, one at a time, as in `core::mem::Assume`.
///
/// Everything not assumed is still checked at compile time.
///
/// ```
/// use transmutable::Assume;
///
/// let both = Assume::SAFETY.and(Assume::VALIDITY);
/// assert!(both.safety && both.validity && !both.alignment);
/// assert_eq!(both.but_not(Assume::VALIDITY), Assume::SAFETY);
/// assert!(!transmutable::is_transmutable::<u8, bool>(Assume::NOTHING));
/// assert!(transmutable::is_transmutable::<u8, bool>(Assume::VALIDITY));
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Assume {
    /// The caller guarantees that the source is aligned enough for the
    /// destination (references and pointers).
    pub alignment: bool,
    /// The caller guarantees that no lifetime is extended.
    pub lifetimes: bool,
    /// The caller guarantees that the destination's safety invariants (the
    /// properties its constructors uphold beyond bit validity) hold.
    pub safety: bool,
    /// The caller guarantees that the source *value* is a valid destination
    /// value, even where other values of the source type would not be. transmutable
    /// still rejects pairs where no source value could be.
    pub validity: bool,
}

impl Assume {
    /// Assume nothing: every obligation is checked.
    pub const NOTHING: Assume = Assume { alignment: false, lifetimes: false, safety: false, validity: false };
    /// Assume alignment.
    pub const ALIGNMENT: Assume = Assume { alignment: true, ..Assume::NOTHING };
    /// Assume lifetimes.
    pub const LIFETIMES: Assume = Assume { lifetimes: true, ..Assume::NOTHING };
    /// Assume safety invariants.
    pub const SAFETY: Assume = Assume { safety: true, ..Assume::NOTHING };
    /// Assume bit validity.
    pub const VALIDITY: Assume = Assume { validity: true, ..Assume::NOTHING };

    /// The assumptions of both.
    pub const fn and(self, other: Assume) -> Assume {
        Assume {
            alignment: self.alignment || other.alignment,
            lifetimes: self.lifetimes || other.lifetimes,
            safety: self.safety || other.safety,
            validity: self.validity || other.validity,
        }
    }

    /// The assumptions of `self` that `other` does not make.
    pub const fn but_not(self, other: Assume) -> Assume {
        Assume {
            alignment: self.alignment && !other.alignment,
            lifetimes: self.lifetimes && !other.lifetimes,
            safety: self.safety && !other.safety,
            validity: self.validity && !other.validity,
        }
    }

    /// Writes `Assume::SAFETY.and(Assume::VALIDITY)`-style text.
    pub(crate) const fn write(self, out: &mut crate::text::Text) {
        let names = [
            (self.alignment, "Assume::ALIGNMENT"),
            (self.lifetimes, "Assume::LIFETIMES"),
            (self.safety, "Assume::SAFETY"),
            (self.validity, "Assume::VALIDITY"),
        ];
        let mut written = 0;
        let mut i = 0;
        while i < names.len() {
            if names[i].0 {
                out.push(if written == 0 { "`" } else { ".and(" });
                out.push(names[i].1);
                if written > 0 {
                    out.push(")");
                }
                written += 1;
            }
            i += 1;
        }
        if written == 0 {
            out.push("`Assume::NOTHING");
        }
        out.push("`");
    }
}

/// An [`Assume`] named by a type, so that it can be a generic argument on
/// stable Rust, where a struct cannot be a const generic.
///
/// [`transmute!`](crate::transmute!) makes one for you; implement it yourself
/// to name an assumption once and use it in many places.
///
/// ```
/// use transmutable::{Assume, Assumption, Layout};
///
/// #[derive(Layout)]
/// #[repr(transparent)]
/// pub struct Even {
///     n: u8,
/// }
///
/// /// The caller has checked `Even`'s invariant.
/// struct Checked;
/// impl Assumption for Checked {
///     const ASSUME: Assume = Assume::SAFETY;
/// }
///
/// fn u8_to_even(src: u8) -> Even {
///     assert!(src % 2 == 0);
///     // SAFETY: `src` is even, the one invariant of `Even`.
///     unsafe { transmutable::transmute_assuming::<u8, Even, Checked>(src) }
/// }
/// assert_eq!(u8_to_even(4).n, 4);
/// ```
pub trait Assumption {
    /// The assumptions made.
    const ASSUME: Assume;
}

/// The [`Assumption`] whose flags are `BITS` (alignment, lifetimes, safety,
/// validity, from the lowest bit): what [`transmute!`](crate::transmute!)
/// names, so that it declares no item beside the caller's code. Not public
/// API.
#[doc(hidden)]
pub struct Assumed<const BITS: u8>;

impl<const BITS: u8> Assumption for Assumed<BITS> {
    const ASSUME: Assume =
        Assume { alignment: BITS & 1 != 0, lifetimes: BITS & 2 != 0, safety: BITS & 4 != 0, validity: BITS & 8 != 0 };
}

impl Assume {
    /// The flags as the bits of [`Assumed`].
    #[doc(hidden)]
    pub const fn to_bits(self) -> u8 {
        self.alignment as u8 | (self.lifetimes as u8) << 1 | (self.safety as u8) << 2 | (self.validity as u8) << 3
    }
}
