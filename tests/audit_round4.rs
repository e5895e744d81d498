//! Adversarial probes of the fourth soundness round: each pins a hole that
//! was found open, or a class that held, with the verdict the contract
//! (BRIEF.md) or Miri gives.

use transmutable::{decide, decide_mut, Assume};

mod guard {
    use core::marker::PhantomData;

    /// Writes a byte it borrowed for `'a` through a raw pointer: its
    /// private fields tie the pointer to the lifetime, in a `PhantomData`
    /// that no `Lifetime` bound counts.
    #[derive(transmutable::Layout)]
    #[repr(C)]
    pub struct Guard<'a> {
        target: *mut u8,
        lent: PhantomData<&'a mut u8>,
    }

    impl<'a> Guard<'a> {
        pub fn new(target: &'a mut u8) -> Guard<'a> {
            Guard { target, lent: PhantomData }
        }

        pub fn set(&mut self, value: u8) {
            // SAFETY: `target` was a `&'a mut u8`, and `self` lives no
            // longer than `'a`.
            unsafe { *self.target = value }
        }
    }
}

use guard::Guard;

/// `Guard<'a>` and `Guard<'static>` are described by one `static`: taken for
/// one type, `Guard<'a> -> Guard<'static>` compiled and wrote to freed
/// memory (tests/ui/transmute/lifetime_parameters_into_itself.rs). A type
/// with lifetime parameters into itself is checked as any other pair: its
/// private fields ask for `Assume::SAFETY`.
#[test]
fn a_type_with_lifetime_parameters_is_not_taken_for_itself() {
    for (answer, what) in [
        (decide::<Guard<'static>, Guard<'static>>(Assume::NOTHING), "by value"),
        (decide_mut::<Guard<'static>, Guard<'static>>(Assume::NOTHING), "through &mut"),
        (transmutable::decide_ref::<Guard<'static>, Guard<'static>>(Assume::NOTHING), "through &"),
    ] {
        assert!(!answer.is_transmutable(), "{what}");
        assert!(answer.to_string().contains("invariants"), "{what}: {answer}");
    }
    assert!(decide::<Guard<'static>, Guard<'static>>(Assume::SAFETY).is_transmutable());
    let mut byte = 0u8;
    Guard::new(&mut byte).set(1);
    assert_eq!(byte, 1);
}

use core::cell::Cell;

/// What the borrow of `'l` lends, used while the `&mut` waits: each of these
/// compiles, and Miri runs it without a report. The refused relatives (a
/// `&mut` lent through `transmute_ref`'s borrow, a slice cast, an `Rc`
/// another `Rc` still holds, a cell lost behind `&`) are in
/// `tests/ui/transmute/` and `tests/lifetimes.rs`.
#[test]
fn a_mut_borrowed_for_its_lifetime_lends_shared_references() {
    fn shared<'l>(x: &'l mut &'l mut u8) -> &'l &'l u8 {
        transmutable::transmute(x)
    }
    fn cells<'l>(x: &'l mut &'l mut u8) -> &'l &'l Cell<u8> {
        transmutable::transmute(x)
    }
    fn paired<'l>(x: &'l mut (&'l mut u8, u8)) -> &'l (&'l u8, u8) {
        transmutable::transmute(x)
    }
    fn optional<'l>(x: Option<&'l mut &'l mut u8>) -> Option<&'l &'l u8> {
        transmutable::transmute(x)
    }
    fn checked<'l>(x: &'l mut &'l mut u8) -> Option<&'l &'l u8> {
        transmutable::try_transmute(x).ok()
    }
    let mut byte = 1u8;
    {
        let mut lent = &mut byte;
        let read = shared(&mut lent);
        // The `&u8` copied out of the `&&u8`, not a reborrow through it.
        #[allow(clippy::explicit_auto_deref)]
        let copy: &u8 = *read;
        assert_eq!((**read, *copy), (1, 1));
    }
    {
        let mut lent = &mut byte;
        let cell = *cells(&mut lent);
        let again = cell;
        cell.set(2);
        again.set(again.get() + 1);
    }
    assert_eq!(byte, 3);
    {
        let mut pair = (&mut byte, 7u8);
        let (read, seven) = *paired(&mut pair);
        assert_eq!((*read, seven), (3, 7));
    }
    {
        let mut lent = &mut byte;
        assert_eq!(optional(Some(&mut lent)).map(|r| **r), Some(3));
    }
    {
        let mut lent = &mut byte;
        assert_eq!(checked(&mut lent).map(|r| **r), Some(3));
    }
    // Every loan has ended: the byte is written again.
    byte += 1;
    assert_eq!(byte, 4);
}

/// Cells through `&mut`: the referent is the caller's alone, so a cell's
/// byte is checked as any byte, and written back as one.
#[test]
fn cells_through_a_unique_borrow() {
    let mut cell = Cell::new(1u8);
    let flag: &mut Cell<bool> = transmutable::try_transmute_mut(&mut cell).unwrap();
    flag.set(false);
    assert_eq!(cell.get(), 0);
    let mut cells = [Cell::new(2u8)];
    assert!(transmutable::try_transmute_mut::<[Cell<u8>; 1], bool>(&mut cells).is_err());
    cells[0].set(1);
    let flag: &mut bool = transmutable::try_transmute_mut(&mut cells).unwrap();
    *flag = false;
    assert_eq!(cells[0].get(), 0);
}

/// Zero-sized elements into zero-sized elements, one for one.
#[test]
fn zero_sized_slices() {
    let units = [(); 3];
    let empty: &[[u8; 0]] = transmutable::cast_slice(&units[..]);
    assert_eq!(empty.len(), 3);
    let mut units = [(); 2];
    let same: &mut [()] = transmutable::cast_slice_mut(&mut units[..]);
    assert_eq!(same.len(), 2);
}

/// Two modules whose one macro derives a type of one name, at one span,
/// with one layout: two types, each with the invariants of its module.
macro_rules! sealed_byte {
    ($module:ident) => {
        mod $module {
            #[derive(transmutable::Layout, Clone, Copy)]
            #[repr(C)]
            pub struct Sealed(u8);
        }
    };
}
sealed_byte!(north);
sealed_byte!(south);

/// Something done with a type that cannot be named where it is done.
trait Visit {
    type Out;
    fn visit<T: transmutable::Layout + transmutable::Lifetime<'static>>(self) -> Self::Out;
}

/// One function body, stamped out twice by a macro: two types `Local` of one
/// path (`module_path!` does not name functions), one span, one layout.
macro_rules! local_type {
    ($function:ident) => {
        fn $function<V: Visit>(visit: V) -> V::Out {
            #[derive(transmutable::Layout, Clone, Copy)]
            #[repr(C)]
            pub struct Local(u8);
            visit.visit::<Local>()
        }
    };
}
local_type!(east);
local_type!(west);

/// `east`'s `Local`, then `west`'s: the verdict between them.
struct FromEast;
struct IntoWest<A>(core::marker::PhantomData<A>);

impl Visit for FromEast {
    type Out = transmutable::Answer;
    fn visit<T: transmutable::Layout + transmutable::Lifetime<'static>>(self) -> transmutable::Answer {
        west(IntoWest::<T>(core::marker::PhantomData))
    }
}

impl<A: transmutable::Layout + transmutable::Lifetime<'static>> Visit for IntoWest<A> {
    type Out = transmutable::Answer;
    fn visit<T: transmutable::Layout + transmutable::Lifetime<'static>>(self) -> transmutable::Answer {
        decide::<A, T>(Assume::NOTHING)
    }
}

/// `east`'s `Local` into itself.
struct Itself;

impl Visit for Itself {
    type Out = transmutable::Answer;
    fn visit<T: transmutable::Layout + transmutable::Lifetime<'static>>(self) -> transmutable::Answer {
        decide::<T, T>(Assume::NOTHING)
    }
}

#[test]
fn types_of_one_name_and_span_are_told_apart() {
    assert!(decide::<north::Sealed, north::Sealed>(Assume::NOTHING).is_transmutable());
    assert!(!decide::<north::Sealed, south::Sealed>(Assume::NOTHING).is_transmutable());
    assert!(!decide::<south::Sealed, north::Sealed>(Assume::NOTHING).is_transmutable());
    assert!(decide::<north::Sealed, south::Sealed>(Assume::SAFETY).is_transmutable());
    let across = east(FromEast);
    assert!(!across.is_transmutable());
    assert!(across.to_string().contains("invariants"), "{across}");
    assert!(east(Itself).is_transmutable());
}

mod padded_union {
    use core::mem::MaybeUninit as M;

    #[derive(transmutable::Layout, Clone, Copy)]
    #[repr(C)]
    pub struct Padded {
        pub flag: bool,
        pub word: u16,
    }

    /// Safe writes leave byte 0 initialized (every field writes it), bytes
    /// 2 and 3 both uninitialized (`Mixed { byte: .. }`) or both initialized
    /// (`padded.word` writes the two together), and byte 1 anything.
    #[derive(transmutable::Layout, Clone, Copy)]
    #[repr(C)]
    pub union Mixed {
        pub padded: Padded,
        pub byte: [u8; 1],
        pub half: u16,
    }

    #[derive(transmutable::Layout, Clone, Copy)]
    #[repr(C)]
    pub struct HalfWord(pub u8, pub M<u8>, pub M<u8>, pub u8);

    #[derive(transmutable::Layout, Clone, Copy)]
    #[repr(C, align(2))]
    pub struct MaybeWord(pub u8, pub M<u8>, pub M<u16>);

    #[derive(transmutable::Layout, Clone, Copy)]
    #[repr(C, align(2))]
    pub struct MaybeBytes(pub u8, pub M<u8>, pub M<[u8; 2]>);

    #[derive(transmutable::Layout, Clone, Copy)]
    #[repr(C, align(2))]
    pub struct Word(pub u8, pub M<u8>, pub u16);

    #[derive(transmutable::Layout, Clone, Copy)]
    #[repr(C)]
    pub struct NoFirst(pub M<u8>, pub u8, pub u8, pub u8);
}

/// A destination union of a padded field, a short one and a dense one
/// takes exactly the strings its safe writes leave (the model above its
/// declaration, worked out by hand).
#[test]
fn a_union_of_a_padded_a_short_and_a_dense_field() {
    use padded_union::*;
    assert!(!decide::<HalfWord, Mixed>(Assume::NOTHING).is_transmutable());
    assert!(!decide::<MaybeWord, Mixed>(Assume::NOTHING).is_transmutable());
    assert!(!decide::<MaybeBytes, Mixed>(Assume::NOTHING).is_transmutable());
    assert!(!decide::<NoFirst, Mixed>(Assume::NOTHING).is_transmutable());
    assert!(decide::<Word, Mixed>(Assume::NOTHING).is_transmutable());
    assert!(decide::<u32, Mixed>(Assume::NOTHING).is_transmutable());
    assert!(decide::<Mixed, Mixed>(Assume::NOTHING).is_transmutable());
    // Safe writes leave what `u32 -> Mixed` makes: every byte initialized.
    let mut union = Mixed { byte: [9] };
    union.padded.word = 0x0102;
    union.half = 0x0304;
    union.byte = [5];
    let made: Mixed = transmutable::transmute(0x0102_0304u32);
    let _ = (union, made);
}
