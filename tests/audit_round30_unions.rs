//! Adversarial probes, round 30: a union of numbers described by name.
//!
//! The first derive of such a union that reads it records its fields as
//! text; a later derive of it that describes it (`Zeroable` or
//! `CheckedBitPattern` after `NoUninit` or `Pod`) writes the `PlainUnion` and `Layout` impls from
//! that text and the union's name. The listed fields are each checked
//! against the union's real ones, but nothing in the language can check
//! that the list is complete, so the text must be of the union's very
//! body. Here a `macro_rules!` pastes one name (one span) into unions of
//! several modules, whose bodies differ by a field or are the same text,
//! and `#[cfg]` and `#[cfg_attr]` change a body before the derives read
//! it. Expected verdicts from the contract (`BRIEF.md`: a union as `Src`
//! may hold whatever safe writes leave in it, so a union with a `u8`
//! field holds every byte; as `Dst` it takes what one of its fields
//! takes).

#![forbid(unsafe_code)]
// `#[cfg(all())]`: a field kept by a condition that holds, as written.
#![allow(dead_code, clippy::non_minimal_cfg)]

use transmutable::{is_transmutable, read_from_bytes, try_read_from_bytes, Assume};

macro_rules! pasted {
    ($name:ident) => {
        /// Read first: a `bool` alone.
        pub mod narrow {
            #[derive(transmutable::NoUninit, transmutable::Zeroable, Clone, Copy)]
            #[repr(C)]
            pub union $name {
                pub a: bool,
            }
        }
        /// The same name, one more field: a `u8` beside the `bool`.
        pub mod wide {
            #[derive(transmutable::NoUninit, transmutable::Zeroable, Clone, Copy)]
            #[repr(C)]
            pub union $name {
                pub a: bool,
                pub b: u8,
            }
        }
        /// The same name and the narrow body again, in its text: the
        /// same union's description.
        pub mod again {
            #[derive(transmutable::NoUninit, transmutable::Zeroable, Clone, Copy)]
            #[repr(C)]
            pub union $name {
                pub a: bool,
            }
        }
        /// The same name, the `u8` first and the `bool` private.
        pub mod private {
            #[derive(transmutable::NoUninit, transmutable::CheckedBitPattern, Clone, Copy)]
            #[repr(C)]
            pub union $name {
                pub b: u8,
                a: bool,
            }
        }
    };
}

pasted!(Pasted);

/// Fields a `#[cfg]` removes or keeps, and a representation from
/// `#[cfg_attr]`, read after the compiler applied them, by both derives.
#[derive(transmutable::Pod, transmutable::Zeroable, Clone, Copy)]
#[cfg_attr(all(), repr(C))]
pub union Configured {
    pub a: u16,
    #[cfg(any())]
    pub gone: [u8; 4],
    #[cfg(all())]
    pub kept: [u8; 2],
}

/// The same, with a `bool` kept by `#[cfg]`: not `FromBytes`, so
/// `NoUninit` rather than `Pod`.
#[derive(transmutable::NoUninit, transmutable::Zeroable, Clone, Copy)]
#[repr(C)]
pub union ConfiguredFlag {
    #[cfg(all())]
    pub flag: bool,
    #[cfg(any())]
    pub byte: u8,
}

#[test]
fn unions_pasted_under_one_name_are_their_own() {
    // A union of one `bool` holds 0 or 1, takes 0 or 1.
    assert!(is_transmutable::<narrow::Pasted, bool>(Assume::NOTHING));
    assert!(!is_transmutable::<u8, narrow::Pasted>(Assume::NOTHING));
    assert!(is_transmutable::<bool, narrow::Pasted>(Assume::NOTHING));
    assert!(is_transmutable::<again::Pasted, bool>(Assume::NOTHING));
    assert!(!is_transmutable::<u8, again::Pasted>(Assume::NOTHING));
    // With a `u8` beside it, it holds any byte (safe code writes `b`),
    // and takes any byte: described with both fields, whichever union of
    // that name was read first.
    assert!(!is_transmutable::<wide::Pasted, bool>(Assume::NOTHING));
    assert!(is_transmutable::<wide::Pasted, u8>(Assume::NOTHING));
    assert!(is_transmutable::<u8, wide::Pasted>(Assume::NOTHING));
    assert!(!is_transmutable::<private::Pasted, bool>(Assume::NOTHING));
    assert!(is_transmutable::<private::Pasted, u8>(Assume::NOTHING));
    // A private field: the union may carry invariants of its own.
    assert!(!is_transmutable::<u8, private::Pasted>(Assume::NOTHING));
    assert!(is_transmutable::<u8, private::Pasted>(Assume::SAFETY));
    // At run time too: a 2 is no `bool`, but a wide union's byte.
    assert!(try_read_from_bytes::<narrow::Pasted>(&[2]).is_err());
    assert!(try_read_from_bytes::<again::Pasted>(&[2]).is_err());
    assert!(try_read_from_bytes::<narrow::Pasted>(&[1]).is_ok());
    let wide = read_from_bytes::<wide::Pasted>(&[2]).expect("a wide union takes any byte");
    assert_eq!(transmutable::as_bytes(&wide), &[2]);
}

#[test]
fn fields_configured_away_are_not_described() {
    assert_eq!(core::mem::size_of::<Configured>(), 2);
    assert!(is_transmutable::<[u8; 2], Configured>(Assume::NOTHING));
    assert!(is_transmutable::<Configured, [u8; 2]>(Assume::NOTHING));
    assert!(!is_transmutable::<u8, Configured>(Assume::NOTHING));
    // `flag` kept, `byte` removed: a `bool` alone.
    assert!(is_transmutable::<ConfiguredFlag, bool>(Assume::NOTHING));
    assert!(!is_transmutable::<u8, ConfiguredFlag>(Assume::NOTHING));
    assert!(try_read_from_bytes::<ConfiguredFlag>(&[2]).is_err());
}
