//! Adversarial probes, round 30: plain pairs, answered from one number of
//! each type (`query::plain`), near pointers. A pointer's bytes are an
//! address with provenance, never integer bytes (`query::pointers`): a
//! pointer into an integer is refused, whatever pointer and however it is
//! held, and so is an integer into a non-null pointer; integers into
//! integers, cells and `MaybeUninit` pass.

use core::cell::Cell;
use core::mem::MaybeUninit;
use core::num::NonZeroUsize;

use transmutable::{is_transmutable, Assume};

/// A byte and a reference.
#[derive(transmutable::Layout, Clone, Copy)]
#[repr(C)]
pub struct Held(pub usize, pub &'static u8);

#[test]
fn pointers_are_no_integers() {
    assert!(!is_transmutable::<&'static u8, usize>(Assume::NOTHING));
    assert!(!is_transmutable::<&'static mut u8, usize>(Assume::NOTHING));
    assert!(!is_transmutable::<Option<&'static u8>, usize>(Assume::NOTHING));
    assert!(!is_transmutable::<*const u8, usize>(Assume::NOTHING));
    assert!(!is_transmutable::<*mut u8, [u8; core::mem::size_of::<usize>()]>(Assume::NOTHING));
    assert!(!is_transmutable::<fn(), usize>(Assume::NOTHING));
    assert!(!is_transmutable::<&'static [u8], [usize; 2]>(Assume::NOTHING));
    assert!(!is_transmutable::<Held, [usize; 2]>(Assume::NOTHING));
    assert!(!is_transmutable::<&'static u8, Cell<usize>>(Assume::NOTHING));
    assert!(!is_transmutable::<&'static u8, NonZeroUsize>(Assume::NOTHING));
    // The first field of `Held` is an integer: a prefix of it is one.
    assert!(is_transmutable::<Held, usize>(Assume::NOTHING));
    assert!(is_transmutable::<Held, [u8; 3]>(Assume::NOTHING));
    // Bytes that take anything take a pointer's too.
    assert!(is_transmutable::<&'static u8, MaybeUninit<usize>>(Assume::NOTHING));
    // Integers into pointers: only a null may be made, and only nullable.
    assert!(!is_transmutable::<usize, &'static u8>(Assume::NOTHING));
    assert!(!is_transmutable::<usize, *const u8>(Assume::NOTHING));
    assert!(!is_transmutable::<usize, Option<&'static u8>>(Assume::NOTHING));
    // Integers into integers and cells of them.
    assert!(is_transmutable::<u64, [u8; 8]>(Assume::NOTHING));
    assert!(is_transmutable::<[u16; 4], Cell<u32>>(Assume::NOTHING));
    assert!(is_transmutable::<NonZeroUsize, usize>(Assume::NOTHING));
    assert!(!is_transmutable::<usize, NonZeroUsize>(Assume::NOTHING));
}

/// The same pairs at compile time: a plain pair's check is the entry
/// points' constant, not `is_transmutable`'s path.
#[test]
fn plain_pairs_at_compile_time() {
    const POINTER: bool = is_transmutable::<&'static u8, usize>(Assume::NOTHING);
    const HELD: bool = is_transmutable::<Held, [usize; 2]>(Assume::NOTHING);
    const PREFIX: bool = is_transmutable::<Held, usize>(Assume::NOTHING);
    let verdicts = [POINTER, HELD, PREFIX];
    assert_eq!(verdicts, [false, false, true]);
    let _: [u8; 8] = transmutable::transmute(7u64);
    let _: usize = transmutable::transmute(Held(5, &3));
}
